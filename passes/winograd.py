"""
`anec-winograd`: selects Winograd convolution (SPEC section 5) and records
the choice on the op as the discardable attribute
`anec.winograd = #anec.winograd<f2x2>` or `<f4x4>` (`WinogradAttr`), the
one mode field the compiler sets; the transforms run inside the datapath.

Eligibility is SPEC section 5's gate, every condition required
(`winograd_rejection` returns the first that fails):

1. the target's Winograd enable bit (`Target.winograd_enable`);
2. a 2-D kernel (no depth extent);
3. not 1x1; one kernel axis 3 and the other below 6;
4. unit stride;
5. an eligible weight format: not sparse (sparse weights keep their
   zero-skipping path); dense float, palettized (its palette holds float
   values: a float kernel) and int8/uint8 (a non-float kernel) are eligible;
6. not an identity kernel: weights that are an `anec.constant` in which
   every output channel's kernel holds exactly one non-zero value, 1 (the
   layer copies one input element per output and multiplies nothing);
7. not unicast: a layer in which every input channel feeds exactly one
   output channel (Cin / groups = Cout / groups = 1, a depthwise convolution
   of multiplier 1 or a single-channel one): a transformed input tile is
   shared by the output channels its input channel feeds, and a unicast
   layer has nothing to share it with;
8. the work `OCG x kH x kW x kD x 2` (OCG from `cost.channel_groups`)
   reaches the threshold: 32 in a packed work-unit mode (the fp16-packed
   source-patch mode of `cost.channel_groups`), else 16 for a float kernel
   and 8 for a non-float kernel;
9. double-buffering does not already saturate the array: the layer is not
   both double-buffered and spread over all of the target's cores.

Eligibility is not selection. Each candidate is scored by the refined
analytic model (`cost.analytic.estimate_op(op, target, Mode.REFINED)`, as a
program member inside an `anec.program`) with the attribute set in turn:
direct, F(2x2, 3x3), F(4x4, 3x3); the lowest latency wins, ties going to
direct, then to the smaller tile (fewer transform roundings). The refined
model scores a layer as max(compute, memory), the overlap accumulator
double-buffering gives, so "beats direct and double-buffering" is "beats
the direct estimate". Direct leaves no attribute. `force=f2x2|f4x4` skips
the selection (not the gate), for testing. A convolution that already
carries `anec.winograd` keeps it when the value names a tile form and the
convolution is eligible; otherwise the pass fails at the op.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from math import prod

import numpy as np
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute, Operation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.utils.exceptions import PassFailedException

from anec.dialect.attributes import WeightFormat, WinogradAttr, WinogradForm
from anec.dialect.conv import ConvolutionOp
from anec.dialect.discardable import WINOGRAD_ATTR
from anec.dialect.program import ProgramOp
from anec.cost import channel_groups as channel_group_model
from anec.cost.analytic import Estimate, Mode, estimate_op, member_estimator
from anec.cost.channel_groups import SourcePatchMode
from anec.cost.targets import Target, load_common
from anec.cost.work import CostError, op_work, weight_scope
from anec.passes.diagnostics import fail
from anec.passes.fold import constant_value
from anec.passes.set_target import target_for

_COMMON = load_common()

WINOGRAD_AXIS = _COMMON.winograd_kernel_axis
"""SPEC section 5: one kernel axis is 3 (cost/targets.toml, as every constant below)."""

WINOGRAD_OTHER_AXIS_LIMIT = _COMMON.winograd_other_axis_limit
"""SPEC section 5: the other kernel axis is below 6."""

WORK_UNIT_FACTOR = _COMMON.winograd_work_factor
"""The trailing factor of SPEC section 5's work `OCG x kH x kW x kD x 2`."""

NON_FLOAT_THRESHOLD = _COMMON.winograd_threshold_non_float
FLOAT_THRESHOLD = _COMMON.winograd_threshold_float
PACKED_THRESHOLD = _COMMON.winograd_threshold_packed
"""SPEC section 5 work thresholds: non-float kernel, float kernel, packed work-unit modes."""

PACKED_MODES = (SourcePatchMode.TINY, SourcePatchMode.SMALL)
"""The packed work-unit modes of the work threshold (our reading of SPEC section 5):
the source-patch modes that pack several work units (8 or 4 output channels)
into one accumulator slot. A 3x3 fp16 kernel (fp16-packed mode, 2 channels per
slot) is a float kernel, so F(m x m, 3x3) is open to it, as SPEC section 5's
"Winograd relieves" the 3x3 pass step requires."""

NON_FLOAT_FORMATS = (WeightFormat.INT8, WeightFormat.UINT8)
"""Weight formats whose kernel holds integers: a non-float kernel."""


def legal_forms() -> str:
    """The Winograd forms, for messages."""
    return ", ".join(WinogradForm)


def is_identity_kernel(op: ConvolutionOp) -> bool:
    """Constant weights whose every output channel holds exactly one non-zero, 1."""
    weights = constant_value(op.weights)
    if weights is None:
        return False
    rows = weights.reshape(weights.shape[0], -1)
    nonzero = rows != 0
    return bool(np.all(nonzero.sum(axis=1) == 1) and np.all(rows[nonzero] == 1))


def is_unicast(op: ConvolutionOp) -> bool:
    """Every input channel feeds exactly one output channel."""
    cout, cin_per_group = op.weight_channels()
    return cin_per_group == 1 and cout == op.group_count()


def work_threshold(op: ConvolutionOp, mode: SourcePatchMode) -> tuple[int, str]:
    """(threshold, what it is for) of SPEC section 5's Winograd work test."""
    if mode in PACKED_MODES:
        return PACKED_THRESHOLD, f"the {mode.name.lower().replace('_', '-')} work-unit mode"
    if op.weight_format.format in NON_FLOAT_FORMATS:
        return NON_FLOAT_THRESHOLD, "a non-float kernel"
    return FLOAT_THRESHOLD, "a float kernel"


def winograd_rejection(op: ConvolutionOp, target: Target) -> str | None:
    """Why `op` fails SPEC section 5's Winograd gate on `target`; None when eligible."""
    if not target.winograd_enable:
        return f"target {target.name} has no Winograd enable bit"
    kernel = op.kernel()
    shown = "x".join(map(str, kernel))
    if len(kernel) != 2:
        return f"kernel {shown} is not 2-D"
    if kernel == (1, 1):
        return "kernel 1x1"
    if WINOGRAD_AXIS not in kernel or max(kernel) >= WINOGRAD_OTHER_AXIS_LIMIT:
        return f"kernel {shown} needs one axis of {WINOGRAD_AXIS} and the other below {WINOGRAD_OTHER_AXIS_LIMIT}"
    if op.stride_values() != (1, 1):
        return f"stride {'x'.join(map(str, op.stride_values()))} is not unit"
    if op.weight_format.format == WeightFormat.SPARSE:
        return "sparse weights keep their zero-skipping path"
    if is_identity_kernel(op):
        return "identity kernel"
    if is_unicast(op):
        return "unicast: every input channel feeds one output channel"
    groups = channel_group_model.channel_groups(op, target)
    work = groups.ocg * prod(kernel) * WORK_UNIT_FACTOR
    threshold, what = work_threshold(op, groups.mode)
    if work < threshold:
        return f"work OCG x kH x kW x kD x 2 = {work} is below the threshold {threshold} of {what}"
    if groups.double_buffered and groups.active_cores == target.cores:
        return f"double-buffering already saturates the array ({groups.active_cores} cores)"
    return None


@contextmanager
def winograd_form(op: ConvolutionOp, form: WinogradForm | None) -> Iterator[None]:
    """`op` carrying `anec.winograd = #anec.winograd<form>` (none: no attribute) for the duration."""
    saved: Attribute | None = op.attributes.pop(WINOGRAD_ATTR, None)
    if form is not None:
        op.attributes[WINOGRAD_ATTR] = WinogradAttr(form)
    try:
        yield
    finally:
        op.attributes.pop(WINOGRAD_ATTR, None)
        if saved is not None:
            op.attributes[WINOGRAD_ATTR] = saved


def select_form(op: ConvolutionOp, target: Target, members: dict[ProgramOp, Callable[[Operation], Estimate]] | None = None) -> WinogradForm | None:
    """The cheapest of direct (None) and the Winograd tile forms by the refined
    model; ties go to the earlier candidate (direct, then the smaller tile).
    Inside a program the op is scored as its row of the program's estimate,
    with the program's placement computed once per program in `members`
    (Winograd changes no op's work, hence no placement)."""
    parent = op.parent_op()
    score: Callable[[Operation], Estimate]
    if isinstance(parent, ProgramOp):
        members = {} if members is None else members
        if parent not in members:
            members[parent] = member_estimator(parent, target, Mode.REFINED)
        score = members[parent]
    else:
        score = functools.partial(estimate_op, target=target, mode=Mode.REFINED)
    scores: list[tuple[float, int, WinogradForm | None]] = []
    for rank, form in enumerate((None, *WinogradForm)):
        with winograd_form(op, form):
            scores.append((score(op).latency_us, rank, form))
    return min(scores)[2]


@dataclass(frozen=True)
class SelectWinograd(RewritePattern):
    """Records the Winograd form the cost model selects for an eligible convolution."""

    target: Target
    force: WinogradForm | None
    members: dict[ProgramOp, Callable[[Operation], Estimate]] = field(default_factory=dict, hash=False, compare=False)
    """Each program's member estimator, built on first use: the pass changes attributes only."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ConvolutionOp, rewriter: PatternRewriter) -> None:
        try:
            self.decide(op, rewriter)
        except CostError as err:
            raise fail(op, err.why) from err

    def decide(self, op: ConvolutionOp, rewriter: PatternRewriter) -> None:
        rejection = winograd_rejection(op, self.target)
        if WINOGRAD_ATTR in op.attributes:
            if rejection is not None:
                raise fail(op, f"carries {WINOGRAD_ATTR} but is not eligible: {rejection}")
            return
        if rejection is not None:
            return
        form = self.force if self.force is not None else select_form(op, self.target, self.members)
        if form is None:
            return
        # The one mode field leads the op's discardable attributes, so the
        # text does not depend on which annotations earlier passes added.
        others = dict(op.attributes)
        op.attributes.clear()
        op.attributes.update({WINOGRAD_ATTR: WinogradAttr(form), **others})
        rewriter.notify_op_modified(op)


@dataclass(frozen=True)
class AnecWinogradPass(ModulePass):
    """Records the cost model's Winograd choice on every eligible convolution."""

    name = "anec-winograd"

    KEEPS_OP_WORK = True
    """It sets `anec.winograd` only, which no op's work reads (the form
    enters the estimate, not the work): an `op_work` scope open around it
    stays true (`passes.compile.run_stages`)."""

    target: str | None = None
    force: str | None = None

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        try:
            force = None if self.force is None else WinogradForm(self.force)
        except ValueError as err:
            message = f"anec-winograd: unknown Winograd form '{self.force}'; expected one of {legal_forms()}"
            raise PassFailedException(message) from err
        target = target_for(op, self.target)
        # The pass changes attributes only, never an operand or an op: whether
        # each value is a weight, and each op's work (which no attribute it
        # sets enters), are worked out once for the whole pass.
        with weight_scope(), op_work.join():
            PatternRewriteWalker(GreedyRewritePatternApplier([SelectWinograd(target, force)], dce_enabled=False)).rewrite_module(op)
