"""
`anec-frontend-cleanup`: the cleanups both front ends run on the anec ops
they emit, as small rewrite patterns (docs/import.md, docs/convert-linalg.md):

- a written-out exact Gelu, `x * 0.5 * (1 + erf(x / sqrt(2)))` in any
  association and order (exporters and torch-mlir both emit it), becomes
  `anec.gelu`;
- chained reshapes collapse, and a reshape to its input's type is dropped;
- a per-channel add after a convolution without bias becomes its bias;
- sum pooling followed by the divide by the window size
  (`(avg_pool(x) * k) / k`) is average pooling;
- constants and reshapes nothing reads any more are erased.

Every pattern only ever replaces a value by one that computes the same
function, so the cleanup can run any number of times.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import permutations

from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, DenseResourceAttr, ModuleOp, TensorType, UnregisteredOp
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)

from anec.dialect import conv, elementwise, movement, pooling
from anec.dialect.checks import FLOAT_TYPES
from anec.dialect.constant import ConstantOp
from anec.dialect.dense import PlaceholderAttr

SQRT2 = math.sqrt(2.0)


def op_label(op: Operation) -> str:
    """The op's name as written, also for an unregistered (generic-form) op."""
    return op.op_name.data if isinstance(op, UnregisteredOp) else op.name


def producer(value: SSAValue) -> Operation | None:
    return value.op if isinstance(value, OpResult) else None


def dims(value: SSAValue) -> tuple[int, ...]:
    ty = value.type
    assert isinstance(ty, TensorType)
    return tuple(ty.get_shape())


def strip_ones(shape: Sequence[int]) -> tuple[int, ...]:
    """`shape` without its leading 1s (numpy broadcasting adds them back)."""
    dims = list(shape)
    while dims and dims[0] == 1:
        dims.pop(0)
    return tuple(dims)


def splat_elements(attr: DenseIntOrFPElementsAttr) -> float | None:
    """The one float every element of `attr` holds (bit for bit), if there is one."""
    if not isinstance(attr.get_element_type(), FLOAT_TYPES) or not len(attr):
        return None
    data = attr.data.data
    width = len(data) // len(attr)
    if data != data[:width] * len(attr):
        return None
    return float(next(attr.iter_values()))  # type: ignore[arg-type]  # a float tensor's values (checked by the caller)


def dense_attr(value: SSAValue) -> DenseIntOrFPElementsAttr | DenseResourceAttr | PlaceholderAttr | None:
    """The tensor value of an `arith.constant` or `anec.constant`."""
    owner = producer(value)
    # arith is imported only by IR that holds its ops (the context loads it
    # when it parses one); without it there is no `arith.constant` to find.
    arith = sys.modules.get("xdsl.dialects.arith")
    constants = ConstantOp if arith is None else (arith.ConstantOp, ConstantOp)
    if isinstance(owner, constants) and isinstance(
        owner.value, DenseIntOrFPElementsAttr | DenseResourceAttr | PlaceholderAttr
    ):
        return owner.value
    return None


def constant_splat(value: SSAValue | None) -> float | None:
    """The one float an inline constant holds everywhere."""
    attr = dense_attr(value) if value is not None else None
    return splat_elements(attr) if isinstance(attr, DenseIntOrFPElementsAttr) else None


def reshape_op(value: SSAValue, shape: Sequence[int]) -> Operation:
    """`value` under `shape`: a constant is rebuilt with the new shape, anything else reshaped."""
    ty = value.type
    assert isinstance(ty, TensorType)
    new_type = TensorType(ty.element_type, list(shape))
    attr = dense_attr(value)
    if isinstance(attr, DenseIntOrFPElementsAttr):
        return ConstantOp(DenseIntOrFPElementsAttr(new_type, attr.data))
    if isinstance(attr, DenseResourceAttr):
        return ConstantOp(DenseResourceAttr(attr.resource_handle, new_type))
    if isinstance(attr, PlaceholderAttr):
        return ConstantOp(PlaceholderAttr(new_type))
    return movement.ReshapeOp(value, new_type)


# The exact Gelu written out with Erf.


def is_near(value: float | None, target: float) -> bool:
    """Equal up to the fp16 rounding of a constant."""
    return value is not None and abs(value - target) <= 1e-3 * abs(target)


def single_use_owner(value: SSAValue, kind: type[Operation]) -> Operation | None:
    """The op of type `kind` that defines `value`, when `value` has no other user."""
    owner = producer(value)
    return owner if isinstance(owner, kind) and value.has_one_use() else None


def product_factors(value: SSAValue, ops: list[Operation]) -> tuple[list[SSAValue], float]:
    """
    The non-constant factors and the constant product of the tree of
    `anec.mul`s rooted at `value`'s producer; `ops` collects the tree's muls.
    An inner mul counts only when the tree is its one user.
    """
    op = producer(value)
    assert isinstance(op, elementwise.MulOp)
    ops.append(op)
    terms: list[SSAValue] = []
    scale = 1.0
    for operand in op.operands:
        constant = constant_splat(operand)
        if constant is not None:
            scale *= constant
        elif single_use_owner(operand, elementwise.MulOp) is not None:
            inner, inner_scale = product_factors(operand, ops)
            terms += inner
            scale *= inner_scale
        else:
            terms.append(operand)
    return terms, scale


def erf_argument_is(value: SSAValue, x: SSAValue) -> bool:
    """`value` is `x / sqrt(2)` or `x * (1 / sqrt(2))` (either order), with no other user."""
    if (div := single_use_owner(value, elementwise.DivOp)) is not None:
        return div.operands[0] is x and is_near(constant_splat(div.operands[1]), SQRT2)
    if (mul := single_use_owner(value, elementwise.MulOp)) is not None:
        return any(a is x and is_near(constant_splat(c), 1 / SQRT2) for a, c in permutations(mul.operands))
    return False


def one_plus_erf(value: SSAValue, x: SSAValue) -> list[Operation] | None:
    """The add, erf and scaling of `1 + erf(x / sqrt(2))` (either order) computing `value`."""
    add = single_use_owner(value, elementwise.AddOp)
    if add is None:
        return None
    for one, erf_value in permutations(add.operands):
        erf = single_use_owner(erf_value, elementwise.ErfOp)
        if is_near(constant_splat(one), 1.0) and erf is not None and erf_argument_is(erf.operands[0], x):
            scaled = producer(erf.operands[0])
            assert scaled is not None
            return [add, erf, scaled]
    return None


def gelu_pattern(root: elementwise.MulOp) -> tuple[SSAValue, list[Operation]] | None:
    """(x, the pattern's ops) of `x * 0.5 * (1 + erf(x / sqrt(2)))` computed by `root`; every inner value has one user."""
    ops: list[Operation] = []
    terms, scale = product_factors(root.output, ops)
    if len(terms) != 2 or not is_near(scale, 0.5):
        return None
    for x, other in permutations(terms):
        rest = one_plus_erf(other, x)
        if rest is not None and root.output.type == x.type:
            return x, [*ops, *rest]
    return None


class FuseGelu(RewritePattern):
    """`x * 0.5 * (1 + erf(x / sqrt(2)))` is `anec.gelu x`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: elementwise.MulOp, rewriter: PatternRewriter) -> None:
        found = gelu_pattern(op)
        if found is None:
            return
        x, chain = found
        gelu = elementwise.GeluOp(x)
        gelu.location = op.location
        rewriter.replace(op, gelu)
        for dead in chain[1:]:
            rewriter.erase(dead)


# Reshapes, biases and pooling.


class FoldReshapeChain(RewritePattern):
    """reshape(reshape(x)) is one reshape of x; a reshape to the input's type is x."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: movement.ReshapeOp, rewriter: PatternRewriter) -> None:
        if op.input.type == op.output.type:
            rewriter.replace(op, [], [op.input])
            return
        inner = producer(op.input)
        if not isinstance(inner, movement.ReshapeOp):
            return
        reshape = movement.ReshapeOp(inner.input, op.output.type)
        reshape.location = op.location
        rewriter.replace(op, reshape)


def reshaped_source(value: SSAValue, channels: int) -> SSAValue | None:
    """The [C] vector an `anec.reshape` made `value` from."""
    owner = producer(value)
    if isinstance(owner, movement.ReshapeOp) and dims(owner.input) == (channels,):
        return owner.input
    return None


class FoldBiasAdd(RewritePattern):
    """conv(x) + b with b one value per output channel ([1, C, 1, 1] or [C, 1, 1]) is conv(x) with bias b."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: elementwise.AddOp, rewriter: PatternRewriter) -> None:
        for conv_value, other in ((op.lhs, op.rhs), (op.rhs, op.lhs)):
            owner = producer(conv_value)
            if not isinstance(owner, conv.ConvolutionOp) or not conv_value.has_one_use():
                continue
            if owner.bias is not None or owner.fused_activation is not None or op.output.type != conv_value.type:
                continue
            shape = dims(conv_value)
            channels = shape[1]
            if len(shape) != 4 or len(dims(other)) > 4 or strip_ones(dims(other)) != strip_ones((channels, 1, 1)):
                continue
            bias = reshaped_source(other, channels)
            made: list[Operation] = []
            if bias is None and dims(other) == (channels,):
                bias = other
            elif bias is None:
                made = [reshape_op(other, [channels])]
                bias = made[0].results[0]
            new = owner.derived(owner.input, owner.weights, conv_value.type, bias=bias, post_scale=owner.post_scale)
            for created in (*made, new):
                created.location = owner.location
            rewriter.replace(op, [*made, new])
            rewriter.erase(owner)
            return


class FoldSumPoolDivide(RewritePattern):
    """(avg_pool(x) * k) / k, sum pooling divided by the window size, is avg_pool(x)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: elementwise.DivOp, rewriter: PatternRewriter) -> None:
        product = producer(op.lhs)
        if not isinstance(product, elementwise.MulOp) or not product.output.has_one_use():
            return
        pool = producer(product.lhs)
        if not isinstance(pool, pooling.AvgPoolOp | pooling.GlobalAvgPoolOp):
            return
        k = constant_splat(product.rhs)
        if k is None or k != constant_splat(op.rhs) or op.output.type != product.output.type:
            return
        rewriter.replace(op, [], [pool.output])
        rewriter.erase(product)


@dataclass
class EraseDeadOp(RewritePattern):
    """Erases a value-semantic op of a function body that nothing reads any more."""

    names: frozenset[str]

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not op.results or any(r.uses for r in op.results) or op_label(op) not in self.names:
            return
        if isinstance(op.parent_op(), func.FuncOp):
            rewriter.erase(op)


CLEANUP_PATTERNS: tuple[RewritePattern, ...] = (FoldReshapeChain(), FoldBiasAdd(), FoldSumPoolDivide(), FuseGelu())
"""The cleanups, in the order the applier tries them on each op."""

ERASED_WHEN_UNUSED = frozenset({"anec.constant", "anec.reshape"})
"""What a cleanup can leave unused: the constants of a replaced pattern and the reshapes of a collapsed chain."""


def cleanup(module: ModuleOp, dead: frozenset[str] = ERASED_WHEN_UNUSED) -> None:
    """Applies the cleanups to a fixed point, consumers first, erasing the ops named in `dead` once unused."""
    patterns = [EraseDeadOp(dead), *CLEANUP_PATTERNS]
    PatternRewriteWalker(GreedyRewritePatternApplier(patterns, dce_enabled=False), walk_reverse=True).rewrite_module(module)


@dataclass(frozen=True)
class AnecFrontendCleanupPass(ModulePass):
    """The cleanups the ONNX and linalg front ends run on the anec ops they emit."""

    name = "anec-frontend-cleanup"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        cleanup(op)
