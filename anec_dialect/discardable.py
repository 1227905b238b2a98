"""
The dialect's discardable attributes that change what an op means, checked
once, by the op verifier (the trait `DiscardableAttributes`, which every
anec op carries): each must have its attribute type and may sit only on the
ops listed, under the rule given. Consumers (cost models, passes, the
interpreter) read the typed attribute and need not check it again.

| attribute | type | ops | rule |
|---|---|---|---|
| `anec.winograd` | `#anec.winograd<form>` | convolution | 2-D kernel, unit stride, weights not sparse (SPEC section 5) |
| `anec.int8_compute` | unit | convolution, deconvolution, matmul | int8 or uint8 weights (SPEC section 2, 7) |
| `anec.chimera` | `#anec.chimera<...>` | matmul, convolution | |
| `anec.channel_groups` | `#anec.channel_groups<...>` | convolution, deconvolution, matmul | |

The function-argument attribute `anec.range` (`#anec.range<lo, hi>`) sits on
`func.func`, which has no anec verifier; its type checks its own bounds.

The function-argument attribute `anec.weight` (unit) marks an argument as a
weight: data fixed when the model is loaded, exactly as an `anec.constant`
whose elements are not in the file (docs/cost-model.md, "Invariances"). An
argument without it is a run-time input.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from xdsl.dialects.builtin import UnitAttr
from xdsl.ir import Attribute, Operation
from xdsl.traits import OpTrait

from anec.dialect.attributes import ChannelGroupsAttr, ChimeraAttr, WeightFormat, WinogradAttr, WinogradForm
from anec.dialect.checks import op_error

WINOGRAD_ATTR = WinogradAttr.name
INT8_COMPUTE_ATTR = "anec.int8_compute"
CHIMERA_ATTR = ChimeraAttr.name
CHANNEL_GROUPS_ATTR = ChannelGroupsAttr.name
WEIGHT_ARG_ATTR = "anec.weight"
"""Function-argument attribute (unit): the argument is a weight, fixed at load time."""

GEMM_OPS = ("anec.convolution", "anec.deconvolution", "anec.matmul")


def _weight_format(op: Operation) -> WeightFormat:
    return op.weight_format.format  # type: ignore[attr-defined]  # only called for the ops the table lists, which have it


def _winograd_rule(op: Operation) -> str | None:
    kernel: tuple[int, ...] = op.kernel()  # type: ignore[attr-defined]  # a convolution (the rule's table)
    strides: tuple[int, ...] = op.stride_values()  # type: ignore[attr-defined]  # a convolution (the rule's table)
    if len(kernel) != 2:
        return "needs a 2-D kernel (SPEC section 5: no depth extent)"
    if strides != (1, 1):
        return f"needs unit stride, got stride {'x'.join(map(str, strides))} (SPEC section 5)"
    if _weight_format(op) == WeightFormat.SPARSE:
        return "does not apply to sparse weights (SPEC section 5: they keep their zero-skipping path)"
    return None


def _int8_compute_rule(op: Operation) -> str | None:
    fmt = _weight_format(op)
    if fmt not in (WeightFormat.INT8, WeightFormat.UINT8):
        return f"needs int8 or uint8 weights, not {fmt}"
    return None


@dataclass(frozen=True)
class Rule:
    """What a discardable attribute must be and where it may sit."""

    type: type[Attribute]
    expected: str
    """What the attribute must be, for messages: `anec.x = <attr> is not <expected>`."""
    ops: tuple[str, ...]
    check: Callable[[Operation], str | None] | None = None


RULES: dict[str, Rule] = {
    WINOGRAD_ATTR: Rule(
        WinogradAttr,
        "a Winograd form; expected " + " or ".join(f"#anec.winograd<{f.value}>" for f in WinogradForm),
        ("anec.convolution",),
        _winograd_rule,
    ),
    INT8_COMPUTE_ATTR: Rule(UnitAttr, "a unit attribute", GEMM_OPS, _int8_compute_rule),
    CHIMERA_ATTR: Rule(
        ChimeraAttr,
        'a #anec.chimera; expected #anec.chimera<order = "mkn", tile = [tm, tk, tn], ...>',
        ("anec.matmul", "anec.convolution"),
    ),
    CHANNEL_GROUPS_ATTR: Rule(ChannelGroupsAttr, "a #anec.channel_groups", GEMM_OPS),
}


def verify_discardable(op: Operation) -> None:
    """Checks every discardable attribute of `RULES` that `op` carries."""
    for name, rule in RULES.items():
        attr = op.attributes.get(name)
        if attr is None:
            continue
        if not isinstance(attr, rule.type):
            raise op_error(op, f"{name} = {attr} is not {rule.expected}")
        if op.name not in rule.ops:
            allowed = ", ".join(rule.ops[:-1]) + (" and " if len(rule.ops) > 1 else "") + rule.ops[-1]
            raise op_error(op, f"carries {name}, which applies to {allowed} only")
        why = rule.check(op) if rule.check is not None else None
        if why is not None:
            raise op_error(op, f"{name} {why}")


@dataclass(frozen=True)
class DiscardableAttributes(OpTrait):
    """Verifies the anec discardable attributes an op carries (`RULES`)."""

    def verify(self, op: Operation) -> None:
        verify_discardable(op)


def winograd_form(op: Operation) -> WinogradForm | None:
    """The Winograd form a (verified) op computes with, None for direct."""
    attr = op.attributes.get(WINOGRAD_ATTR)
    return attr.data if isinstance(attr, WinogradAttr) else None


def chimera_choice(op: Operation) -> ChimeraAttr | None:
    """The Chimera choice a (verified) op carries."""
    attr = op.attributes.get(CHIMERA_ATTR)
    return attr if isinstance(attr, ChimeraAttr) else None


def recorded_channel_groups(op: Operation) -> ChannelGroupsAttr | None:
    """The channel grouping a (verified) op carries."""
    attr = op.attributes.get(CHANNEL_GROUPS_ATTR)
    return attr if isinstance(attr, ChannelGroupsAttr) else None
