"""
What `anec-tune` searches (docs/tuning.md, "What is searched"): each
decision's alternatives, in tie-break order, and the rewrites that make
them: attention written out, recomposed or decomposed; the pipelines cut
from `passes.compile.PIPELINE`; channel groups; Winograd forms; fusion cut
points (the precision rewrites are `passes.precision`'s). The `apply_*`
functions replay a decision from a cached outcome.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from io import StringIO

import numpy as np
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, StringAttr, TensorType
from xdsl.dialects.func import FuncOp
from xdsl.ir import Operation, SSAValue
from xdsl.rewriter import Rewriter
from xdsl.utils.exceptions import PassFailedException, VerifyException

from anec.dialect.attention import AttentionOp
from anec.dialect.attributes import DENSE, ChannelGroupsAttr, WinogradAttr, WinogradForm
from anec.dialect.constant import ConstantOp, dense_elements
from anec.dialect.conv import ConvolutionOp, MatmulOp
from anec.dialect.discardable import CHANNEL_GROUPS_ATTR, WINOGRAD_ATTR, winograd_form
from anec.dialect.elementwise import AddOp, MulOp
from anec.dialect.movement import TransposeOp
from anec.dialect.normalization import SoftmaxOp
from anec.dialect.numeric import value_type
from anec.dialect.printer import AnecPrinter
from anec.dialect.program import ProgramOp
from anec.cost.analytic import Mode
from anec.cost.channel_groups import _passes as fewest_passes
from anec.cost.channel_groups import array_shape, groups_of, next_pow2
from anec.cost.placement import MAX_STATES
from anec.cost.targets import Target
from anec.cost.work import CostError, is_view
from anec.passes import get_all_passes
from anec.passes.compile import PIPELINE
from anec.passes.fold import constant_value
from anec.passes.fuse import dataflow_graph, needs_dispatch, wrap
from anec.passes.precision import FP16, GemmOp, gemm_ops
from anec.passes.precision import rewrite as precision_rewrite
from anec.passes.winograd import winograd_rejection


CHANNEL_GROUP_ALTERNATIVES = 3
"""At most this many smaller OCGs per op in decision 4 (each halves the last)."""


LEGALIZE = "anec-legalize"
"""Applied first, not a decision: the target cannot run what it rewrites."""


ANNOTATE = "anec-cost"
"""Applied once at the end, as `anec-compile` does."""


CHIMERA = "anec-chimera"
"""Not in PIPELINE: decision 3's `chimera` alternatives insert it before `anec-tile`."""


PIPELINE_CANDIDATES: tuple[tuple[str, tuple[str, ...], bool], ...] = (
    ("full", (), False),
    ("no-tile", ("anec-tile",), False),
    ("one-dispatch-per-op", ("anec-fuse", "anec-tile"), False),
    ("full, no-fold", ("anec-fold",), False),
    ("no-tile, no-fold", ("anec-fold", "anec-tile"), False),
    ("one-dispatch-per-op, no-fold", ("anec-fold", "anec-fuse", "anec-tile"), False),
    ("full, chimera", (), True),
    ("full, chimera, no-fold", ("anec-fold",), True),
)
"""Decision 3's alternatives, in tie-break order: PIPELINE between `anec-legalize`
and `anec-cost`, without the passes named; the last flag puts `anec-chimera`
(SPEC section 8's tiles of the GEMM chains in each program) before
`anec-tile`. The first, `full`, is `anec-compile`'s own pipeline, so the
search starts from `anec-compile`'s result (the reference)."""


FULL, NO_TILE = 0, 1
"""`full` (anec-compile's pipeline) and its fallback where `anec-tile` fails
(a layer that must split but none of whose exact tilings fits)."""


ATTENTION_ROUTES = ("kept", "decomposed")


WRITTEN_ROUTES = ("written out", "recomposed")


WINOGRAD_CHOICES: tuple[WinogradForm | None, ...] = (None, *WinogradForm)


CUT_MOVES = ("anec-fuse's cut", "merged", "one op earlier", "one op later")
"""Decision 6's alternatives per cut point, in tie-break order."""


def op_text(op: Operation) -> str:
    """`op` printed as MLIR text with exact floats."""
    out = StringIO()
    AnecPrinter(stream=out).print_op(op)
    return out.getvalue()


def text_hash(module: ModuleOp) -> str:
    return hashlib.sha256(op_text(module).encode()).hexdigest()


def single_function_module(module: ModuleOp, func: FuncOp) -> ModuleOp:
    """A module holding a copy of `func` alone, with `module`'s attributes."""
    return ModuleOp([func.clone()], attributes=dict(module.attributes))


def the_function(module: ModuleOp) -> FuncOp:
    return next(op for op in module.ops if isinstance(op, FuncOp))


def describe(op: Operation, index: int) -> str:
    """`%name = anec.op` (or the op's ordinal) for the report."""
    hint = op.results[0].name_hint if op.results else None
    return f"%{hint} ({op.name})" if hint else f"{op.name} #{index}"


def program_name(program: ProgramOp) -> str:
    return f'"{program.label.data}"' if program.label is not None else "a program"


def decompose_attention(op: AttentionOp) -> None:
    """`op` replaced by matmul(q, k^T), a multiply by its scale, the mask
    added (when it has one), softmax over the last axis, and matmul with v."""
    q, k, v = op.query, op.key, op.value
    q_type = q.type
    assert isinstance(q_type, TensorType)
    element = q_type.element_type
    _, dtype = value_type(q_type)
    scores = MatmulOp(q, k, transpose_rhs=True)
    scale = ConstantOp(dense_elements(np.asarray([op.scale_value()], dtype=dtype), TensorType(element, [1])))
    scaled = MulOp(scores, scale)
    ops: list[Operation] = [scores, scale, scaled]
    logits: Operation = scaled
    if op.mask is not None:
        logits = AddOp(scaled, op.mask)
        ops.append(logits)
    rank = len(q_type.get_shape())
    probs = SoftmaxOp(logits, axis=rank - 1)
    out = MatmulOp(probs, v)
    ops += [probs, out]
    name = op.output.name_hint
    for part, suffix in ((scores, "scores"), (scaled, "scaled"), (probs, "probs")):
        if name:
            part.results[0].name_hint = f"{name}_{suffix}"
    Rewriter.replace_op(op, ops, [out.output])


@dataclass(frozen=True)
class WrittenAttention:
    """A scaled dot-product attention written out as ops (an exporter's form):
    `matmul(softmax(matmul(q, k^T) * scale [+ mask]), v)`, where k^T is a
    transpose of the last two axes of k or the matmul's `transpose_rhs`, and
    the scale is one scalar constant multiplying the scores, or one on each
    of q and k^T (PyTorch's sqrt(scale) on both), or none (1)."""

    replaced: tuple[Operation, ...]
    """The ops of the pattern in program order, the last (the matmul with v) replaced by the attention op."""
    query: SSAValue
    key: SSAValue
    value: SSAValue
    mask: SSAValue | None
    scale: float


def scalar_of(value: SSAValue) -> float | None:
    """The one element of a single-element `anec.constant`, else None."""
    values = constant_value(value) if isinstance(value.owner, ConstantOp) else None
    return float(values.reshape(-1)[0]) if values is not None and values.size == 1 else None


def only_use(value: SSAValue, by: Operation) -> bool:
    uses = list(value.uses)
    return len(uses) == 1 and uses[0].operation is by


def scaled_operand(value: SSAValue, user: Operation) -> tuple[SSAValue, float, list[Operation]]:
    """(x, s, the ops) where `value` is `mul(x, s)` or `mul(s, x)` with a scalar
    constant s used by `user` alone; else (value, 1, [])."""
    op = value.owner
    if isinstance(op, MulOp) and only_use(value, user):
        for x, c in ((op.lhs, op.rhs), (op.rhs, op.lhs)):
            factor = scalar_of(c)
            if factor is not None and x.type == value.type:
                return x, factor, [op]
    return value, 1.0, []


def written_attention(out: MatmulOp) -> WrittenAttention | None:
    """The written-out attention whose last matmul is `out`, or None."""
    if out.transpose_lhs.value.data or out.transpose_rhs.value.data or not isinstance(out.lhs.owner, SoftmaxOp):
        return None
    probs = out.lhs.owner
    rank = len(value_type(probs.output.type)[0])
    if not 2 <= rank <= 4 or probs.axis.value.data != rank - 1 or not only_use(probs.output, out):
        return None
    logits, mask, ops = probs.input, None, [probs, out]
    if isinstance(logits.owner, AddOp) and only_use(logits, probs):
        add = logits.owner
        for scores_side, mask_side in ((add.lhs, add.rhs), (add.rhs, add.lhs)):
            if scores_side.type == logits.type and isinstance(scores_side.owner, MulOp | MatmulOp):
                logits, mask, ops = scores_side, mask_side, [add, *ops]
                break
    user = ops[0]
    logits, scale, muls = scaled_operand(logits, user)
    ops = muls + ops
    scores = logits.owner
    if not isinstance(scores, MatmulOp) or scores.transpose_lhs.value.data or not only_use(scores.output, ops[0]):
        return None
    query, q_scale, q_muls = scaled_operand(scores.lhs, scores)
    key_t, k_scale, k_muls = scaled_operand(scores.rhs, scores)
    key, moved = key_t, []
    if not scores.transpose_rhs.value.data:
        transpose = key_t.owner
        swap = list(range(rank - 2)) + [rank - 1, rank - 2]
        if not isinstance(transpose, TransposeOp) or list(transpose.permutation.get_values()) != swap:
            return None
        if not only_use(key_t, k_muls[0] if k_muls else scores):
            return None
        key, moved = transpose.input, [transpose]
    q, k, v = value_type(query.type)[0], value_type(key.type)[0], value_type(out.rhs.type)[0]
    if not (len(q) == len(k) == len(v) == rank and q[:-2] == k[:-2] == v[:-2] and q[-1] == k[-1] and k[-2] == v[-2]):
        return None
    if any(o.weight_format != DENSE for o in (scores, out)):
        return None
    replaced = tuple(sorted([*moved, *q_muls, *k_muls, scores, *ops], key=lambda o: o.parent_block().get_operation_index(o)))  # type: ignore[union-attr]  # the pattern's ops sit in one block
    return WrittenAttention(replaced, query, key, out.rhs, mask, scale * q_scale * k_scale)


def written_attentions(func: FuncOp) -> list[WrittenAttention]:
    """Every written-out attention of `func`, in program order of its last matmul."""
    found = [written_attention(op) for op in func.walk() if isinstance(op, MatmulOp)]
    return [w for w in found if w is not None]


def recompose_attention(written: WrittenAttention) -> None:
    """`written` replaced by one `anec.attention` with its scale (rounded to
    f32) and mask; the ops it replaces, now unused, are erased."""
    out = written.replaced[-1]
    op = AttentionOp(written.query, written.key, written.value, mask=written.mask, scale=written.scale)
    op.output.name_hint = out.results[0].name_hint
    Rewriter.replace_op(out, op)
    constants = {o.owner for dead in written.replaced[:-1] for o in dead.operands if isinstance(o.owner, ConstantOp)}
    for dead in reversed(written.replaced[:-1]):
        dead.detach()
        dead.erase()
    for constant in constants:
        if not list(constant.output.uses):
            constant.detach()
            constant.erase()


def attention_ops(func: FuncOp) -> list[AttentionOp]:
    return [op for op in func.walk() if isinstance(op, AttentionOp)]


def convolutions(func: FuncOp) -> list[ConvolutionOp]:
    return [op for op in func.walk() if isinstance(op, ConvolutionOp)]


def winograd_eligible(op: ConvolutionOp, target: Target) -> bool:
    """`anec-winograd`'s gate (SPEC section 5); an op the model cannot cost is not eligible."""
    try:
        return winograd_rejection(op, target) is None
    except CostError:
        return False


def set_winograd(op: ConvolutionOp, form: WinogradForm | None) -> None:
    """`op` with `anec.winograd = #anec.winograd<form>` leading its attributes (none: direct)."""
    others = {k: v for k, v in op.attributes.items() if k != WINOGRAD_ATTR}
    op.attributes.clear()
    if form is not None:
        op.attributes[WINOGRAD_ATTR] = WinogradAttr(form)
    op.attributes.update(others)


def unwrap(program: ProgramOp) -> list[Operation]:
    """Moves `program`'s ops out, before it (its block arguments replaced by
    its operands, its results by the values it yields), erases it and
    returns the ops: the inverse of `passes.fuse.wrap`."""
    block = program.body.block
    terminator = block.last_op
    assert terminator is not None
    for result, value in zip(program.outputs, terminator.operands):
        result.replace_all_uses_with(value)
    terminator.detach()
    terminator.erase()
    for arg, operand in zip(block.args, program.inputs):
        arg.replace_all_uses_with(operand)
    ops = list(block.ops)
    for op in ops:
        op.detach()
        program.parent_block().insert_op_before(op, program)  # type: ignore[union-attr]  # a program sits in its function's block
    program.detach()
    program.erase()
    return ops


def adjacent_programs(func: FuncOp) -> list[tuple[ProgramOp, ProgramOp]]:
    """Pairs of programs of `func`'s body with nothing but views between them:
    the cut points of its fusion, in program order."""
    pairs: list[tuple[ProgramOp, ProgramOp]] = []
    previous: ProgramOp | None = None
    for op in func.body.block.ops:
        if isinstance(op, ProgramOp):
            if previous is not None:
                pairs.append((previous, op))
            previous = op
        elif not is_view(op):
            previous = None
    return pairs


def move_cut(func: FuncOp, position: int, move: int) -> None:
    """Cut point `position` of `func` (`adjacent_programs`) as `CUT_MOVES[move]`
    says: the two programs and the views between them made one run of ops,
    then wrapped whole or cut one op before or after the old cut. Raises
    `PassFailedException` when a part would hold views only (no dispatch)."""
    first, second = adjacent_programs(func)[position]
    labels = [p.label.data if p.label is not None else None for p in (first, second)]
    between: list[Operation] = []
    op = first.next_op
    while op is not second:
        assert op is not None
        between.append(op)
        op = op.next_op
    head, tail = unwrap(first), unwrap(second)
    run = head + between + tail
    cut = {1: len(run), 2: len(head) - 1, 3: len(head) + len(between) + 1}[move]
    if move != 1 and not 0 < cut < len(run):
        raise PassFailedException("the program it would take the op from has no other")
    parts = [run[:cut], run[cut:]] if move != 1 else [run]
    if any(not needs_dispatch(part) for part in parts):
        raise PassFailedException("a part would hold views only")
    graph = dataflow_graph(func)
    for part, label in zip(parts, labels):
        wrap(graph, part, label or "")


def run_passes(
    ctx: Context, module: ModuleOp, names: Sequence[str], target: Target, mode: Mode, placement_states: int = MAX_STATES
) -> None:
    """`names` in order, each with the options it declares among `target`, `mode` and
    `placement_states` (as `anec-compile` runs them)."""
    registry = get_all_passes()
    offered = {"target": target.label, "mode": mode.value, "placement_states": placement_states}
    for name in names:
        cls = registry[name]()
        declared = {f.name for f in fields(cls)}
        stage = cls(**{k: v for k, v in offered.items() if k in declared})
        try:
            stage.apply(ctx, module)
        except VerifyException as err:
            raise PassFailedException(f"anec-tune: {name} fails on a candidate: {err}") from err
        try:
            module.verify()
        except VerifyException as err:
            raise PassFailedException(f"anec-tune: {name} left a candidate invalid: {err}") from err


def pipeline_passes(index: int) -> list[str]:
    """The passes of decision 3's alternative `index` (PIPELINE_CANDIDATES)."""
    _, skip, chimera = PIPELINE_CANDIDATES[index]
    names: list[str] = []
    for p in PIPELINE:
        if p in (LEGALIZE, ANNOTATE) or p in skip:
            continue
        if chimera and p == "anec-tile":
            names.append(CHIMERA)
        names.append(p)
    return names


@dataclass
class PassMemo:
    """One search's pass results by (the input's text, the pass): decision 3's
    alternatives share prefixes (`full` and `no-tile` run fold, channel-group
    and fuse alike), a pass that changes nothing (`anec-fold` on a graph
    without batch norm) makes an alternative's `no-fold` twin the same run,
    and the attention and precision decisions compile the same graph the
    fusion decision starts from. Each pass is deterministic, so a result is
    the one a fresh run would give (replaying a cached outcome runs the
    passes afresh and gives the same text, `tests/test_tune.py`)."""

    ctx: Context
    target: Target
    mode: Mode
    placement_states: int = MAX_STATES
    results: dict[tuple[str, str], tuple[ModuleOp, str]] = field(default_factory=dict)

    def pipelined(self, module: ModuleOp, index: int) -> ModuleOp:
        """A copy of `module` through decision 3's alternative `index`."""
        current, key = module, text_hash(module)
        for name in pipeline_passes(index):
            if (key, name) not in self.results:
                out = current.clone()
                run_passes(self.ctx, out, [name], self.target, self.mode, self.placement_states)
                self.results[(key, name)] = (out, text_hash(out))
            current, key = self.results[(key, name)]
        return current.clone()


def channel_group_options(op: GemmOp, target: Target) -> list[int]:
    """OCGs decision 4 offers for `op`: the formula's (SPEC section 5), then
    each power of two below it that spreads the groups over more active cores
    than the last one offered (a smaller OCG that activates no more cores
    only adds groups), until every core is active, at most
    `CHANNEL_GROUP_ALTERNATIVES` of them."""
    shape = array_shape(op)
    formula = groups_of(shape, target)
    options, active, ocg = [formula.ocg], formula.active_cores, formula.ocg
    while ocg > 1 and active < target.cores and len(options) <= CHANNEL_GROUP_ALTERNATIVES:
        ocg //= 2
        more = min(target.cores, next_pow2(math.ceil(shape.cout / ocg)))
        if more > active:
            options.append(ocg)
            active = more
    return options


def set_channel_groups(op: GemmOp, ocg: int, target: Target) -> None:
    """`op`'s `anec.channel_groups` record for `ocg` output channels per group,
    with the fewest passes and the active cores the formulas give for it."""
    shape = array_shape(op)
    groups = math.ceil(shape.cout / ocg)
    active = min(target.cores, next_pow2(groups))
    passes = fewest_passes(shape, target, ocg, groups, active)
    op.attributes[CHANNEL_GROUPS_ATTR] = ChannelGroupsAttr(target=target.name, ocg=ocg, passes=passes, active_cores=active)


def apply_recomposition(func: FuncOp, recomposed: Sequence[bool]) -> None:
    for written, flag in zip(written_attentions(func), recomposed):
        if flag:
            recompose_attention(written)


def apply_attention(func: FuncOp, decomposed: Sequence[bool]) -> None:
    for op, flag in zip(attention_ops(func), decomposed):
        if flag:
            decompose_attention(op)


def apply_precision(func: FuncOp, forms: Sequence[str]) -> None:
    for op, form in zip(gemm_ops(func), forms):
        if form != FP16:
            precision_rewrite(op, form)


def apply_pipeline(ctx: Context, module: ModuleOp, index: int | None, target: Target, mode: Mode, placement_states: int) -> None:
    if index is not None:
        run_passes(ctx, module, pipeline_passes(index), target, mode, placement_states)


def apply_channel_groups(func: FuncOp, chosen: Sequence[int | None], target: Target) -> None:
    for op, ocg in zip(gemm_ops(func), chosen):
        if ocg is not None:
            set_channel_groups(op, ocg, target)


def apply_winograd(func: FuncOp, forms: Sequence[str | None]) -> None:
    for op, form in zip(convolutions(func), forms):
        chosen = None if form is None else WinogradForm(form)
        if chosen != winograd_form(op):
            set_winograd(op, chosen)


def apply_cuts(func: FuncOp, cuts: Sequence[int | None]) -> None:
    """Decision 6's moves, met in the order the search met them."""
    position = 0
    for taken in cuts:
        if taken is not None:
            move_cut(func, position, taken)
        position += 0 if taken == 1 else 1


def relabel_programs(module: ModuleOp) -> None:
    """Program labels `p0`, `p1`, ... in program order across the module (each
    function was tuned alone, so each started at `p0`)."""
    programs = [op for op in module.walk() if isinstance(op, ProgramOp)]
    if len({p.label.data for p in programs if p.label is not None}) == len(programs):
        return
    for i, program in enumerate(programs):
        program.label = StringAttr(f"p{i}")
