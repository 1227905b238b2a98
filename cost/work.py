"""Per-op work: FLOPs, MACs and operand bytes for every anec op (SPEC §3 stage 1).

`op_work(op)` is target- and mode-independent: it counts what an op computes
and which tensors it reads and writes at their storage width. The analytic
model (`cost.analytic`) turns that into time on a target.

* **MACs** are multiply-accumulates on the multiply array (convolution,
  deconvolution, matmul, attention, recurrent cell); sparse weights skip their
  zeros, so MACs scale by `1 - zero_fraction` (SPEC §3 stage 1). FLOPs are
  `2 x MACs` plus the vector work of the op, counted per element from the
  tables below (`UNARY_FLOPS`, `BINARY_FLOPS`, ...).
* **Bytes** are counted per operand (`Read`) and per result (`Write`), so a
  fused program can drop the ones that stay on chip (SPEC §1, §7). Each read
  has a role: `weight` (streamed from DRAM, never part of the working set) or
  `activation`. Weights are a convolution's or deconvolution's `weights`,
  `bias` and `post_scale`; a matmul's `rhs` when it is a function argument or
  a weight (seen through program bindings and views); the per-channel vectors
  of scale_bias, batch_norm and layer_norm; a recurrent cell's `w_ih`,
  `w_hh`, `bias`; and every operand that is a weight whatever its form
  (`is_weight`: an `anec.constant`, inline, `dense_resource` or placeholder;
  a function argument marked `anec.weight`; a load-time op's result), so the
  form never changes an estimate (docs/cost-model.md, "Invariances").
* **Weight formats** (SPEC §5, §7) set the weight bytes: dense at the element
  width; int8/uint8 one byte; palettized `bits / 8` per element plus
  `palettes` `2**bits`-entry palettes at the float width; sparse the nonzeros at the
  float width plus a one-bit mask per element; blocked `bits / 8` per
  element plus one float scale per `block_size` elements (exact when the
  blocked axis is a multiple of the block; zero points are not counted).
* **Views** cost nothing: `anec.reshape` of a contiguous tensor, inference
  `anec.dropout` (the identity), a cast to its own type and a boundary cast
  (`is_io_cast`, the program's I/O conversion) move no bytes and need no
  dispatch; `anec.constant` and load-time ops (`is_load_time`) have no cost
  of their own (their consumer pays for their bytes as weights).

An op the model cannot cost raises `CostError` naming it; nothing returns zero
silently.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar, Token
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Generic, TypeVar

from xdsl.dialects.builtin import FixedBitwidthType, TensorType
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Attribute, BlockArgument, Operation, OpResult, SSAValue
from xdsl.utils.str_enum import StrEnum

from anec.dialect.attention import AttentionOp
from anec.dialect.attributes import RecurrentKind, Sampling, WeightFormat, WeightFormatAttr
from anec.dialect.constant import ConstantOp
from anec.dialect.conv import ConvLikeOp, ConvolutionOp, DeconvolutionOp, MatmulOp
from anec.dialect.discardable import WEIGHT_ARG_ATTR
from anec.dialect.checks import type_shape
from anec.dialect.xdsl_private import operands_of
from anec.dialect.elementwise import (
    AbsOp,
    AddOp,
    BinaryOp,
    CastOp,
    CeilOp,
    ClampOp,
    CosOp,
    DivOp,
    DropoutOp,
    EluOp,
    EqualOp,
    ErfOp,
    ExpOp,
    FloorOp,
    GeluOp,
    GreaterOp,
    HardSigmoidOp,
    HardSwishOp,
    IsNanOp,
    LeakyReluOp,
    LessOp,
    LogOp,
    MaxOp,
    MinOp,
    MulOp,
    NegOp,
    PowOp,
    ReciprocalOp,
    ReluOp,
    RsqrtOp,
    SelectOp,
    SigmoidOp,
    SignOp,
    SiluOp,
    SinOp,
    SoftplusOp,
    SqrtOp,
    SquareOp,
    SubOp,
    TanhOp,
    UnaryOp,
)
from anec.dialect.movement import (
    BatchToSpaceOp,
    ConcatOp,
    GatherOp,
    PadOp,
    ReshapeOp,
    SliceOp,
    SpaceToBatchOp,
    TransposeOp,
)
from anec.dialect.normalization import BatchNormOp, LayerNormOp, ScaleBiasOp, SoftmaxOp
from anec.dialect.pooling import AvgPoolOp, GlobalAvgPoolOp, GlobalMaxPoolOp, PoolOp
from anec.dialect.program import ProgramOp, YieldOp
from anec.dialect.recurrent import RecurrentCellOp
from anec.dialect.reduction import ArgReduceOp, NonMaxSuppressionOp, ReduceMeanOp, ReduceOp, TopKOp
from anec.dialect.texture import AffineOp, CropResizeOp, ResampleOp, ResizeAsOp, ResizeOp

# ---------------------------------------------------------------------------
# Per-element operation counts (our convention; SPEC §3 says only that
# pooling and elementwise ops have "their own variants of the same form")
# ---------------------------------------------------------------------------

PWL_FLOPS = 2
"""A 33-segment piecewise-linear table evaluation (SPEC §5): one multiply and
one add on the selected segment. Every transcendental function and every
fusable activation other than relu and clamp is one table."""

UNARY_FLOPS: Mapping[type[Operation], int] = MappingProxyType(
    {
        ReluOp: 1,
        AbsOp: 1,
        NegOp: 1,
        SignOp: 1,
        FloorOp: 1,
        CeilOp: 1,
        SquareOp: 1,
        ClampOp: 2,
        SigmoidOp: PWL_FLOPS,
        TanhOp: PWL_FLOPS,
        GeluOp: PWL_FLOPS,
        SiluOp: PWL_FLOPS,
        ExpOp: PWL_FLOPS,
        LogOp: PWL_FLOPS,
        SqrtOp: PWL_FLOPS,
        RsqrtOp: PWL_FLOPS,
        SinOp: PWL_FLOPS,
        CosOp: PWL_FLOPS,
        ReciprocalOp: PWL_FLOPS,
        ErfOp: PWL_FLOPS,
        SoftplusOp: PWL_FLOPS,
        HardSigmoidOp: PWL_FLOPS,
        HardSwishOp: PWL_FLOPS,
        EluOp: PWL_FLOPS,
        LeakyReluOp: PWL_FLOPS,
        CastOp: 1,
        IsNanOp: 1,
    }
)
"""FLOPs per output element of each unary op: 1 for one compare or arithmetic
operation (clamp is a max and a min), `PWL_FLOPS` for a table evaluation; a
cast is one conversion. `anec.dropout` is a view (no work)."""

BINARY_FLOPS: Mapping[type[Operation], int] = MappingProxyType(
    {
        AddOp: 1,
        SubOp: 1,
        MulOp: 1,
        DivOp: 1,
        MaxOp: 1,
        MinOp: 1,
        PowOp: 2 * PWL_FLOPS + 1,
        EqualOp: 1,
        LessOp: 1,
        GreaterOp: 1,
    }
)
"""FLOPs per output element of each binary op; pow is `exp(b * log(a))`; a
comparison is one compare."""

SELECT_FLOPS = 1
"""Per output element of `anec.select`: one compare of the condition with 0
(the chosen operand passes unchanged)."""

SCALE_BIAS_FLOPS = 2
"""Per element: one multiply-add."""

BATCH_NORM_ELEMENT_FLOPS = 2
"""Per element, evaluated folded (SPEC §5, §7: batch norm folds into a
per-channel scale and bias): one multiply-add."""

BATCH_NORM_CHANNEL_FLOPS = 1 + PWL_FLOPS + 1 + 2
"""Per channel, the fold: variance + epsilon, rsqrt, scale x rsqrt, and
bias - mean x folded scale."""

LAYER_NORM_ELEMENT_FLOPS = 5
"""Per element: accumulate for the mean, subtract it, square, accumulate for
the variance, multiply by the reciprocal deviation; plus one per element for
each of scale and bias when present."""

LAYER_NORM_GROUP_FLOPS = 1 + 1 + 1 + PWL_FLOPS
"""Per normalized group: mean and variance divisions, + epsilon, rsqrt."""

SOFTMAX_ELEMENT_FLOPS = 1 + 1 + PWL_FLOPS + 1 + 1
"""Per element: running max, subtract it, exp, accumulate, multiply by the
row's reciprocal sum."""

SOFTMAX_ROW_FLOPS = PWL_FLOPS
"""Per softmax row: the reciprocal of the sum."""

REDUCE_ELEMENT_FLOPS = 1
"""Per input element of sum, mean, max, min: one add or compare."""

REDUCE_MEAN_OUTPUT_FLOPS = 1
"""Per output element of a mean: the scale by 1 / count."""

ARG_REDUCE_ELEMENT_FLOPS = 2
"""Per input element of argmax/argmin: a compare and an index select."""

TOP_K_LEVEL_FLOPS = ARG_REDUCE_ELEMENT_FLOPS
"""Per input element of top_k, per level of its k-wide selection tree: a
compare and an index select (derivation: a sorted selection of k keeps a
tree of ceil(log2(k + 1)) levels, one compare per level; k = 1 is argmax)."""

NMS_IOU_FLOPS = 23
"""Non-maximum suppression, per box pair tested: order each box's two
corners per axis (4 compares), the intersection's bounds (2 max, 2 min),
its extents (2 subtracts) with their two emptiness tests, its area (1
multiply), both boxes' areas (2 x 2 subtracts and a multiply), the union (2
adds), the ratio (1 divide) and the threshold test (1 compare): onnxruntime's
SuppressByIOU counted operation by operation."""

AVG_POOL_OUTPUT_FLOPS = 1
"""Per output element of an average pooling, after one add per tap: the
scale by 1 / count (max pooling: one compare per tap)."""

BILINEAR_FLOPS = 7
"""Per output element of a bilinear texture sample: four tap weights
multiplied and summed (4 multiplies, 3 adds). Nearest sampling is a copy."""

COORDINATE_FLOPS: Mapping[type[Operation], int] = MappingProxyType(
    {
        ResizeOp: 4,
        ResizeAsOp: 4,
        CropResizeOp: 4,
        ResampleOp: 4,
        AffineOp: 8,
    }
)
"""Per output pixel (shared by the channels): the source coordinate, one
multiply-add per axis; affine evaluates two three-term dot products. An
un-normalized resample grid is used as is (0)."""

GATE_SUM_FLOPS = 1
"""Recurrent cell, per gate element: gi + gh (plus 1 when a bias is added)."""

CELL_FLOPS: Mapping[RecurrentKind, int] = MappingProxyType(
    {
        RecurrentKind.RNN: PWL_FLOPS,
        RecurrentKind.GRU: 2 * PWL_FLOPS + PWL_FLOPS + 1 + 4,
        RecurrentKind.LSTM: 3 * PWL_FLOPS + PWL_FLOPS + 3 + PWL_FLOPS + 1,
    }
)
"""Recurrent cell, per hidden element after the gate sums: rnn tanh; gru two
sigmoids, tanh, r x gh_n, and (1 - z) x n + z x h (4); lstm three sigmoids and
tanh(g), c' = f x c + i x g (3), tanh(c'), o x tanh(c')."""

ATTENTION_SCORE_FLOPS = 1
"""Attention, per score: the multiply by `scale` (plus 1 for an additive mask,
plus the softmax's per-element count)."""

SPARSE_MASK_BITS = 1
"""Sparse weights carry one mask bit per element (our storage convention)."""

INDEX_BYTES = 4
"""Index results (argmax, argmin, top_k, non_max_suppression) are i32."""


class CostError(ValueError):
    """An op the cost model cannot cost; the message names the op and why."""

    def __init__(self, op_name: str, why: str):
        super().__init__(f"cannot cost '{op_name}': {why}")
        self.op_name = op_name
        self.why = why


class Role(StrEnum):
    """What an operand is to the engine."""

    ACTIVATION = "activation"
    """Data flowing through the graph; counts toward the working set."""
    WEIGHT = "weight"
    """Streamed from DRAM by the weight DMA; never part of the working set."""


class Unit(StrEnum):
    """The datapath that does an op's work; the refined model picks a
    bandwidth regime by it."""

    MAC = "mac"
    """The multiply array: convolution, deconvolution, matmul, attention,
    recurrent cell."""
    VECTOR = "vector"
    """Elementwise, normalization, reduction and pooling."""
    MOVEMENT = "movement"
    """Pure data movement (DMA), no arithmetic."""
    TEXTURE = "texture"
    """The texture engine's sampling datapath (SPEC §6)."""
    NONE = "none"
    """Views and constants: no work of their own."""


@dataclass(frozen=True, slots=True)
class Read:
    """One operand read: `bytes` at storage width (a slice or a gather reads
    only the selected elements)."""

    value: SSAValue
    role: Role
    bytes: int
    per_pass: bool = False
    """Re-streamed once per output-channel pass (SPEC §5): the input of a
    convolution or deconvolution, the lhs of a matmul."""


@dataclass(frozen=True, slots=True)
class Write:
    """One result written, at storage width."""

    value: SSAValue
    bytes: int


@dataclass(frozen=True, slots=True)
class OpWork:
    """The work of one op: arithmetic, and the tensors it reads and writes."""

    macs: float
    """Multiply-accumulates on the multiply array, zero weights skipped."""
    flops: float
    """`2 x macs` plus vector operations."""
    reads: tuple[Read, ...]
    writes: tuple[Write, ...]
    unit: Unit
    scratch_bytes: int = 0
    """An intermediate the op keeps on chip while it fits the working set and
    round-trips through DRAM past it (attention's score matrix)."""

    @property
    def input_bytes(self) -> int:
        """Activation bytes read."""
        return sum(r.bytes for r in self.reads if r.role == Role.ACTIVATION)

    @property
    def weight_bytes(self) -> int:
        """Weight bytes read."""
        return sum(r.bytes for r in self.reads if r.role == Role.WEIGHT)

    @property
    def output_bytes(self) -> int:
        """Result bytes written."""
        return sum(w.bytes for w in self.writes)

    @property
    def bytes(self) -> int:
        """Operand bytes: input + weights + output (SPEC §3)."""
        return self.input_bytes + self.weight_bytes + self.output_bytes

    @property
    def is_view(self) -> bool:
        """No work at all: a view or a constant (no dispatch of its own)."""
        return self.unit == Unit.NONE


VIEW_WORK = OpWork(0, 0, (), (), Unit.NONE)
"""The work of a view or a constant: none, and no dispatch of its own."""

# ---------------------------------------------------------------------------
# Tensors and weights
# ---------------------------------------------------------------------------


def tensor_type(value: SSAValue) -> TensorType[Attribute]:
    ty = value.type
    assert isinstance(ty, TensorType), f"anec verifies tensor operands, got {ty}"
    return ty


def dims(value: SSAValue) -> tuple[int, ...]:
    return type_shape(tensor_type(value))


def elements(value: SSAValue) -> int:
    return math.prod(dims(value))


def element_bytes(value: SSAValue) -> int:
    """Storage width of one element in bytes (f16 2, f32 4, i8 1, i32 4)."""
    elem = tensor_type(value).element_type
    assert isinstance(elem, FixedBitwidthType), f"anec verifies element types, got {elem}"
    return -(-elem.bitwidth // 8)


def tensor_bytes(value: SSAValue) -> int:
    """Bytes of the whole tensor at storage width."""
    known = _TYPE_BYTES.get(id(value.type))
    if known is not None and known[0] is value.type:
        return known[1]
    size = elements(value) * element_bytes(value)
    if len(_TYPE_BYTES) >= _TYPE_BYTES_LIMIT:
        _TYPE_BYTES.clear()
    _TYPE_BYTES[id(value.type)] = (value.type, size)
    return size


_TYPE_BYTES: dict[int, tuple[Attribute, int]] = {}
"""`tensor_bytes` by type object (the size depends on the type alone, and a
module's values share a few type objects), each held so that its id stays
its own; emptied when it reaches `_TYPE_BYTES_LIMIT` entries."""

_TYPE_BYTES_LIMIT = 1 << 16


def weight_format_bytes(value: SSAValue, fmt: WeightFormatAttr) -> int:
    """Stored bytes of a weight tensor under its format (SPEC §5, §7)."""
    count = elements(value)
    width = element_bytes(value)
    match fmt.format:
        case WeightFormat.DENSE:
            return count * width
        case WeightFormat.INT8 | WeightFormat.UINT8:
            return count
        case WeightFormat.PALETTIZED:
            bits = fmt.bits.data
            return -(-count * bits // 8) + fmt.palettes.data * (1 << bits) * width
        case WeightFormat.SPARSE:
            nonzeros = math.ceil(count * (1.0 - fmt.zero_fraction.data))
            return nonzeros * width + -(-count * SPARSE_MASK_BITS // 8)
        case WeightFormat.BLOCKED:
            return -(-count * fmt.bits.data // 8) + -(-count // fmt.block_size.data) * width


def dense_fraction(fmt: WeightFormatAttr) -> float:
    """Fraction of the multiplies the array performs: sparse weights skip their
    zeros (SPEC §3 stage 1), every other format computes all of them."""
    return 1.0 - fmt.zero_fraction.data if fmt.format == WeightFormat.SPARSE else 1.0


def value_source(value: SSAValue) -> SSAValue:
    """Where a value's data comes from: a program's block argument is the
    value bound outside, a view's result is its input; followed through any
    chain of both."""
    while True:
        if isinstance(value, OpResult):
            operands = operands_of(value.op)
            if not (operands and is_view(value.op)):
                return value
            value = operands[0]
        elif isinstance(value, BlockArgument) and isinstance(program := value.block.parent_op(), ProgramOp):
            value = program.input_at(value.index)
        else:
            return value


def is_constant(value: SSAValue) -> bool:
    """Produced by `anec.constant`, seen through program bindings and views."""
    source = value_source(value)
    return isinstance(source, OpResult) and isinstance(source.op, ConstantOp)


def is_weight_argument(arg: BlockArgument) -> bool:
    """A function argument marked `anec.weight`: fixed at load time."""
    func = arg.block.parent_op()
    if not isinstance(func, FuncOp) or func.arg_attrs is None or arg.index >= len(func.arg_attrs.data):
        return False
    return WEIGHT_ARG_ATTR in func.arg_attrs.data[arg.index].data


LOAD_TIME_DEPTH = 16
"""How many producers deep `is_weight` looks for load-time arithmetic (ours):
the deepest `anec-fold` emits is 5 ops (variance + epsilon, sqrt, divide,
multiply by the mean, subtract), a weight reshaped and scaled or a tile's
slice of it adds 2 more. The bound keeps the question cheap on a long graph
(an activation's producers would otherwise be walked back to the input on
every read); a deeper chain of weight-only ops is costed as run-time ops."""


def is_weight(value: SSAValue, depth: int = 0) -> bool:
    """Data fixed when the model is loaded, whatever its form: an
    `anec.constant` (inline, `dense_resource` or placeholder), a function
    argument marked `anec.weight`, or the result of an op computing from such
    values alone (`is_load_time`); seen through program bindings and views."""
    source = value_source(value)
    levels = _load_time_levels.get()
    if levels is not None:
        return levels.within(source, LOAD_TIME_DEPTH - depth)
    if isinstance(source, BlockArgument):
        return is_weight_argument(source)
    if not isinstance(source, OpResult):
        return False
    return isinstance(source.op, ConstantOp) or (depth < LOAD_TIME_DEPTH and is_load_time(source.op, depth + 1))


def is_load_time(op: Operation, depth: int = 0) -> bool:
    """An anec op (not a constant, a program or a terminator) whose every
    operand is a weight: evaluated once when the model is loaded, as a
    constant's folding would be, so it has no work or dispatch of its own and
    its result is a weight (the per-channel arithmetic `anec-fold` emits for
    weights whose elements are not in the file, a tile's slice of a weight)."""
    if not _may_be_load_time(op):
        return False
    levels = _load_time_levels.get()
    if levels is not None:
        return all(levels.within(value_source(v), LOAD_TIME_DEPTH - depth) for v in operands_of(op))
    return all(is_weight(v, depth) for v in operands_of(op))


def _may_be_load_time(op: Operation) -> bool:
    return not (isinstance(op, ConstantOp | ProgramOp) or not operands_of(op) or op.regions or not op.name.startswith("anec."))


class _LoadTimeLevels:
    """
    How many levels of load-time ops stand between a value and the weights it
    is computed from (0 for a weight of its own: a constant, an argument
    marked `anec.weight`; 1 + the most of its operands' for a result of an op
    that may be load-time), remembered while the IR does not change (see
    `weight_scope`). `is_weight(value, depth)` holds exactly when the level
    is at most `LOAD_TIME_DEPTH - depth`, which is what the recursive
    definition computes; the search stops where that definition's depth bound
    stops it, and what it learns (a level, or that a level is above a bound)
    is kept, so an activation's producers are not walked back on every read.
    """

    def __init__(self) -> None:
        self._exact: dict[SSAValue, int | None] = {}
        """A value's level; None: no level (never a weight)."""
        self._above: dict[SSAValue, int] = {}
        """A bound the value's level is known to exceed."""

    def within(self, source: SSAValue, budget: int) -> bool:
        """Whether the level of `source` (a `value_source`) is at most `budget`."""
        if source in self._exact:
            level = self._exact[source]
            return level is not None and level <= budget
        if self._above.get(source, -1) >= budget:
            return False
        if isinstance(source, BlockArgument):
            level = 0 if is_weight_argument(source) else None
        elif not isinstance(source, OpResult) or not (isinstance(source.op, ConstantOp) or _may_be_load_time(source.op)):
            level = None
        elif isinstance(source.op, ConstantOp):
            level = 0
        else:
            sources = [value_source(v) for v in operands_of(source.op)]
            if budget < 1 or not all(self.within(u, budget - 1) for u in sources):
                _note(self._above, source)
                self._above[source] = max(self._above.get(source, -1), budget)
                return False
            level = 1 + max(self._exact[u] or 0 for u in sources)
        _note(self._exact, source)
        self._exact[source] = level
        return level is not None and level <= budget


_load_time_levels: ContextVar[_LoadTimeLevels | None] = ContextVar("anec_load_time_levels", default=None)


def is_weight_source(value: SSAValue) -> bool:
    """Any function argument or a weight (`is_weight`), seen through program
    bindings and views: the rule that makes a matmul's rhs a weight stream
    (an unmarked argument there is streamed like a weight, not kept resident)."""
    source = value_source(value)
    if isinstance(source, BlockArgument):
        return isinstance(source.block.parent_op(), FuncOp)
    return is_weight(source)


def _returned(value: SSAValue) -> bool:
    """Every use of `value` returns it from its function (through the yield of
    a program whose result is returned)."""
    uses = list(value.uses)
    if not uses:
        return False
    for use in uses:
        user = use.operation
        if isinstance(user, ReturnOp):
            continue
        if isinstance(user, YieldOp) and isinstance(program := user.parent_op(), ProgramOp):
            if _returned(program.outputs[use.index]):
                continue
        return False
    return True


def is_io_cast(op: Operation) -> bool:
    """A cast at the function's boundary (`anec-import` puts one after each
    fp32 input and before each fp32 output): its input is a run-time function
    argument, or its result is only returned. It is the program's I/O
    conversion, done by the DMA as it reads the input or writes the output:
    no dispatch or work of its own; the converted tensor crosses DRAM at the
    interface's width (docs/cost-model.md, "Boundary casts")."""
    if not isinstance(op, CastOp) or op.input.type == op.output.type:
        return False
    source = value_source(op.input)
    if isinstance(source, BlockArgument):
        return isinstance(source.block.parent_op(), FuncOp) and not is_weight_argument(source)
    return _returned(op.output) and not is_weight(source)


def io_cast_of(value: SSAValue) -> CastOp | None:
    """The boundary cast (`is_io_cast`) that converts `value` on its way out,
    when that is its only consumer (through program yields)."""
    uses = list(value.uses)
    if len(uses) != 1:
        return None
    user = uses[0].operation
    if isinstance(user, YieldOp) and isinstance(program := user.parent_op(), ProgramOp):
        return io_cast_of(program.outputs[uses[0].index])
    return user if isinstance(user, CastOp) and is_io_cast(user) else None


def copied_alike(op: Operation) -> bool:
    """
    Whether a copy of `op` in a program that is not in the IR (whose results
    nothing reads: `passes.fuse.detached_program`), each value it reads from
    outside bound to a block argument, has the work of `op` (`op_work`), its
    values renamed. An op's work reads its uses in two places only: a
    result whose only reader is a boundary cast is written at the
    interface's width (`io_cast_of`), and a cast whose input is not a
    function argument is a boundary cast when its result is only returned
    (`is_io_cast`). In such a copy neither holds (its results are returned
    nowhere), and everything else (sources, weights, types, properties) is
    the op's own: so alike unless `op` is either.
    """
    if isinstance(op, CastOp) and op.input.type != op.output.type and not isinstance(value_source(op.input), BlockArgument) and is_io_cast(op):
        return False
    return all(io_cast_of(result) is None for result in op.results)


def read(value: SSAValue, role: Role = Role.ACTIVATION, *, per_pass: bool = False) -> Read:
    """A whole-tensor read; any weight (`is_weight`) is read as a weight.
    The bytes are those of the data's source (a boundary cast's input: the
    DMA reads the interface's width)."""
    source = value_source(value)
    actual = Role.WEIGHT if is_weight(source) else role
    return Read(value, actual, tensor_bytes(source), per_pass)


def selected_read(value: SSAValue, selection: SSAValue) -> Read:
    """A read of only the elements that make up `selection`, at the width of
    the data's source (`read`)."""
    whole = read(value)
    return Read(value, whole.role, elements(selection) * element_bytes(value_source(value)))


def weight_read(value: SSAValue, fmt: WeightFormatAttr) -> Read:
    return Read(value, Role.WEIGHT, weight_format_bytes(value, fmt))


def writes(op: Operation) -> tuple[Write, ...]:
    """Every result at storage width; a result whose only consumer is a
    boundary cast is written at the interface's width (`is_io_cast`)."""
    return tuple(Write(r, tensor_bytes(cast.output if (cast := io_cast_of(r)) else r)) for r in op.results)


def optional_weights(*values: SSAValue | None) -> tuple[Read, ...]:
    return tuple(read(v, Role.WEIGHT) for v in values if v is not None)


# ---------------------------------------------------------------------------
# Work per op family
# ---------------------------------------------------------------------------


def _conv_work(op: ConvLikeOp) -> OpWork:
    """Convolution and deconvolution (SPEC §3 stage 1, §5).

    Convolution: N x Cout x (Cin / groups) x kernel volume x output extent.
    Deconvolution, a fractionally strided forward convolution, multiplies each
    input element by every tap of its group's kernels: N x Cin x (Cout /
    groups) x kernel volume x input extent (the MACs of the forward
    convolution it transposes; we assume inserted zeros are skipped).
    Dilation leaves the count unchanged (the kernel stays dense). Bias,
    post-scale and the fused activation ride the output pass for free
    (SPEC §5): their bytes count, not their operations.
    """
    cout, cin_per_group = op.weight_channels()
    groups = op.group_count()
    kernel = math.prod(op.kernel())
    batch = dims(op.input)[0]
    if isinstance(op, DeconvolutionOp):
        macs = batch * dims(op.input)[1] * (cout // groups) * kernel * math.prod(op.spatial_input())
    else:
        macs = batch * cout * cin_per_group * kernel * math.prod(dims(op.output)[2:])
    fmt = op.weight_format
    executed = macs * dense_fraction(fmt)
    reads = (
        read(op.input, per_pass=True),
        weight_read(op.weights, fmt),
        *optional_weights(op.bias, op.post_scale),
    )
    return OpWork(executed, 2 * executed, reads, writes(op), Unit.MAC)


def _matmul_work(op: MatmulOp) -> OpWork:
    """Batch x M x K x N MACs; `rhs` is a weight stream when it is a function
    argument or a constant, else an activation (e.g. Q x K^T)."""
    m, k, n = op.matrix_dims()
    batch = math.prod(dims(op.output)[:-2])
    fmt = op.weight_format
    executed = batch * m * k * n * dense_fraction(fmt)
    rhs = (
        weight_read(op.rhs, fmt) if is_weight_source(op.rhs) else Read(op.rhs, Role.ACTIVATION, weight_format_bytes(op.rhs, fmt))
    )
    reads = (read(op.lhs, per_pass=True), rhs)
    return OpWork(executed, 2 * executed, reads, writes(op), Unit.MAC)


def _attention_work(op: AttentionOp) -> OpWork:
    """Our analytic form (the original toolchain has none, SPEC §3): Q x K^T
    and P x V on the multiply array, the scale, the optional mask and the
    softmax on the scores. The score matrix [..., Lq, Lk] is the op's scratch."""
    q, k, v = dims(op.query), dims(op.key), dims(op.value)
    batch = math.prod(q[:-2])
    lq, lk, d, dv = q[-2], k[-2], q[-1], v[-1]
    macs = batch * lq * lk * (d + dv)
    scores = batch * lq * lk
    per_score = ATTENTION_SCORE_FLOPS + (1 if op.mask is not None else 0) + SOFTMAX_ELEMENT_FLOPS
    flops = 2 * macs + scores * per_score + batch * lq * SOFTMAX_ROW_FLOPS
    reads = tuple(read(x) for x in (op.query, op.key, op.value, op.mask) if x is not None)
    return OpWork(macs, flops, reads, writes(op), Unit.MAC, scratch_bytes=scores * element_bytes(op.query))


def _recurrent_work(op: RecurrentCellOp) -> OpWork:
    """Two matmuls (x x w_ih^T, h x w_hh^T), the gate sums and the cell's
    nonlinearities (`CELL_FLOPS`)."""
    kind = op.kind.data
    batch, in_size = dims(op.input)
    hidden = dims(op.hidden)[1]
    gate_elements = batch * kind.gates * hidden
    macs = gate_elements * (in_size + hidden)
    gate_flops = gate_elements * (GATE_SUM_FLOPS + (1 if op.bias is not None else 0))
    flops = 2 * macs + gate_flops + batch * hidden * CELL_FLOPS[kind]
    reads = (
        *(read(x) for x in (op.input, op.hidden, op.cell) if x is not None),
        *optional_weights(op.w_ih, op.w_hh, op.bias),
    )
    return OpWork(macs, flops, reads, writes(op), Unit.MAC)


def _unary_work(op: UnaryOp | CastOp) -> OpWork:
    flops = UNARY_FLOPS[type(op)] * elements(op.output)
    return OpWork(0, flops, (read(op.input),), writes(op), Unit.VECTOR)


def _binary_work(op: BinaryOp) -> OpWork:
    flops = BINARY_FLOPS[type(op)] * elements(op.output)
    return OpWork(0, flops, (read(op.lhs), read(op.rhs)), writes(op), Unit.VECTOR)


def _select_work(op: SelectOp) -> OpWork:
    flops = SELECT_FLOPS * elements(op.output)
    return OpWork(0, flops, (read(op.cond), read(op.on_true), read(op.on_false)), writes(op), Unit.VECTOR)


def _scale_bias_work(op: ScaleBiasOp) -> OpWork:
    reads = (read(op.input), *optional_weights(op.scale, op.bias))
    return OpWork(0, SCALE_BIAS_FLOPS * elements(op.input), reads, writes(op), Unit.VECTOR)


def _batch_norm_work(op: BatchNormOp) -> OpWork:
    channels = dims(op.input)[1]
    flops = BATCH_NORM_ELEMENT_FLOPS * elements(op.input) + BATCH_NORM_CHANNEL_FLOPS * channels
    reads = (read(op.input), *optional_weights(op.mean, op.variance, op.scale, op.bias))
    return OpWork(0, flops, reads, writes(op), Unit.VECTOR)


def _layer_norm_work(op: LayerNormOp) -> OpWork:
    shape = dims(op.input)
    axes = tuple(int(a) for a in op.axes.get_values())
    groups = math.prod(d for i, d in enumerate(shape) if i not in axes)
    affine = sum(1 for v in (op.scale, op.bias) if v is not None)
    flops = (LAYER_NORM_ELEMENT_FLOPS + affine) * elements(op.input) + LAYER_NORM_GROUP_FLOPS * groups
    reads = (read(op.input), *optional_weights(op.scale, op.bias))
    return OpWork(0, flops, reads, writes(op), Unit.VECTOR)


def _softmax_work(op: SoftmaxOp) -> OpWork:
    shape = dims(op.input)
    rows = math.prod(shape) // shape[op.axis.value.data]
    flops = SOFTMAX_ELEMENT_FLOPS * elements(op.input) + SOFTMAX_ROW_FLOPS * rows
    return OpWork(0, flops, (read(op.input),), writes(op), Unit.VECTOR)


def _reduce_work(op: ReduceOp) -> OpWork:
    flops = REDUCE_ELEMENT_FLOPS * elements(op.input)
    if isinstance(op, ReduceMeanOp):
        flops += REDUCE_MEAN_OUTPUT_FLOPS * elements(op.output)
    return OpWork(0, flops, (read(op.input),), writes(op), Unit.VECTOR)


def _arg_reduce_work(op: ArgReduceOp) -> OpWork:
    flops = ARG_REDUCE_ELEMENT_FLOPS * elements(op.input)
    return OpWork(0, flops, (read(op.input),), (Write(op.output, elements(op.output) * INDEX_BYTES),), Unit.VECTOR)


def _top_k_work(op: TopKOp) -> OpWork:
    levels = max(1, math.ceil(math.log2(op.k.value.data + 1)))
    flops = TOP_K_LEVEL_FLOPS * levels * elements(op.input)
    return OpWork(0, flops, (read(op.input),), writes(op), Unit.VECTOR)


def _nms_work(op: NonMaxSuppressionOp) -> OpWork:
    """
    The most a non-maximum suppression can take (the work depends on the
    scores, known only at run time): per batch entry and class, the N boxes
    sorted by score (N ceil(log2 N) compares with an index select, as
    argmax's) and each tested against every box kept before it, up to
    min(max_boxes, N) of them (`NMS_IOU_FLOPS` per pair).
    """
    batch, classes, count = dims(op.scores)
    kept = min(op.max_boxes.value.data, count)
    sort = ARG_REDUCE_ELEMENT_FLOPS * count * max(1, math.ceil(math.log2(count))) if count > 1 else 0
    flops = batch * classes * (sort + NMS_IOU_FLOPS * count * kept)
    return OpWork(0, flops, (read(op.boxes), read(op.scores)), (Write(op.selected, elements(op.selected) * INDEX_BYTES),), Unit.VECTOR)


def _pool_work(op: PoolOp | GlobalAvgPoolOp | GlobalMaxPoolOp) -> OpWork:
    """Taps x output extent (SPEC §3: pooling's variant of the convolution form)."""
    taps = math.prod(op.kernel()) if isinstance(op, PoolOp) else math.prod(dims(op.input)[2:])
    per_output = taps + (AVG_POOL_OUTPUT_FLOPS if isinstance(op, AvgPoolOp | GlobalAvgPoolOp) else 0)
    return OpWork(0, per_output * elements(op.output), (read(op.input),), writes(op), Unit.VECTOR)


def _copy_work(op: Operation, reads: Sequence[Read]) -> OpWork:
    return OpWork(0, 0, tuple(reads), writes(op), Unit.MOVEMENT)


def _movement_work(op: Operation) -> OpWork:
    """Data movement: zero FLOPs, the bytes moved. A slice reads the selected
    elements only; a gather reads its indices and the selected slices;
    transpose, pad, space-to-batch and batch-to-space read their input."""
    match op:
        case ConcatOp():
            return _copy_work(op, [read(v) for v in op.inputs])
        case SliceOp():
            return _copy_work(op, [selected_read(op.input, op.output)])
        case GatherOp():
            return _copy_work(op, [selected_read(op.input, op.output), read(op.indices)])
        case _:
            return _copy_work(op, [read(op.operands[0])])


def _texture_work(op: ResizeOp | ResizeAsOp | CropResizeOp | ResampleOp | AffineOp) -> OpWork:
    """Per output element the sample (`BILINEAR_FLOPS`, nearest 0), per output
    pixel the source coordinate (`COORDINATE_FLOPS`). The whole input image
    is read once; resize_as reads only the reference's shape."""
    n, c, ho, wo = dims(op.output)
    sample = BILINEAR_FLOPS if op.mode.data == Sampling.BILINEAR else 0
    coordinates = COORDINATE_FLOPS[type(op)]
    if isinstance(op, ResampleOp) and not op.normalized.value.data:
        coordinates = 0
    flops = sample * n * c * ho * wo + coordinates * n * ho * wo
    match op:
        case CropResizeOp():
            reads = (read(op.input), read(op.boxes))
        case ResampleOp():
            reads = (read(op.input), read(op.coordinates))
        case _:
            reads = (read(op.input),)
    return OpWork(0, flops, reads, writes(op), Unit.TEXTURE)


def is_view(op: Operation) -> bool:
    """Reshape, inference dropout, a cast to its own type, a boundary cast
    (`is_io_cast`), and constants."""
    kind = _VIEW_KINDS.get(type(op))
    if kind is None:
        kind = _VIEW_KINDS[type(op)] = "cast" if isinstance(op, CastOp) else isinstance(op, ReshapeOp | DropoutOp | ConstantOp)
    if kind == "cast":
        return op.input.type == op.output.type or is_io_cast(op)  # pyright: ignore[reportAttributeAccessIssue]
    return kind


_VIEW_KINDS: dict[type[Operation], bool | str] = {}
"""`is_view` by op class, worked out on the first op of each: a view class,
not one, or "cast" (a view depending on its types and uses). `is_view` is
asked for every step of every `value_source` walk."""


K = TypeVar("K")
V = TypeVar("V")

_ABSENT = object()
"""The earlier value of a memo entry that was not there."""

_Edit = tuple[dict[Any, Any], Any, Any]
"""A memo's values, a key, and what the key held before (`_ABSENT`: nothing)."""

_memo_edits: ContextVar[list[_Edit] | None] = ContextVar("anec_memo_edits", default=None)


def _note(values: dict[Any, Any], key: Any) -> None:
    """Records what `values[key]` holds before it changes, in the open `MemoTransaction`."""
    edits = _memo_edits.get()
    if edits is not None:
        edits.append((values, key, values.get(key, _ABSENT)))


class MemoTransaction:
    """
    The memos that hold IR objects by identity (every `ScopedMemo`, and the
    weight levels of `weight_scope`) as they change while the IR is edited
    and maybe put back: from its creation every change to an entry is
    logged; `rollback()` undoes them all, newest first, so the memos hold
    exactly what they held when it opened (the IR must be put back exactly
    too), and `commit()` keeps them (the IR edit stays). One of the two ends
    it, once. A transaction opened inside another hands its log to the
    outer one when it commits.
    """

    def __init__(self) -> None:
        self._outer = _memo_edits.get()
        self._edits: list[_Edit] = []
        self._token: Token[list[_Edit] | None] | None = _memo_edits.set(self._edits)

    def _close(self) -> None:
        if self._token is None:
            raise RuntimeError("the memo transaction was already committed or rolled back")
        _memo_edits.reset(self._token)
        self._token = None

    def commit(self) -> None:
        self._close()
        if self._outer is not None:
            self._outer.extend(self._edits)

    def rollback(self) -> None:
        self._close()
        for values, key, before in reversed(self._edits):
            if before is _ABSENT:
                values.pop(key, None)
            else:
                values[key] = before


class ScopedMemo(Generic[K, V]):
    """
    A memo of `compute(key)` that holds only inside `with memo.scope():`, for
    reusing what does not depend on the target or mode while one module is
    estimated many times. Keys are IR objects (hashed by identity), so the
    IR must not change inside the scope, but for an edit that `forget`s the
    ops it changes, inside a `MemoTransaction` that puts the memo back if the
    edit is undone; outside the scope nothing is kept.

    `share_equal` (values that are immutable and hashable, such as a layer
    signature): inside the scope, equal values are one object, the first
    computed, so a graph of many alike ops holds each distinct value once
    (a 10^6-op chain's layer signatures were 0.6 KB an op).
    """

    def __init__(self, name: str, compute: Callable[[K], V], *, share_equal: bool = False):
        self._values: ContextVar[dict[K, V] | None] = ContextVar(name, default=None)
        self._shared: ContextVar[dict[V, V] | None] | None = ContextVar(f"{name}_shared", default=None) if share_equal else None
        self._compute = compute

    @contextmanager
    def scope(self) -> Iterator[None]:
        token = self._values.set({})
        shared = None if self._shared is None else self._shared.set({})
        try:
            yield
        finally:
            self._values.reset(token)
            if self._shared is not None and shared is not None:
                self._shared.reset(shared)

    def is_open(self) -> bool:
        """Whether a scope is open here."""
        return self._values.get() is not None

    @contextmanager
    def join(self) -> Iterator[None]:
        """The scope already open (a caller's that keeps it through several
        steps, `passes.compile.run_stages`), else a scope of its own."""
        if self.is_open():
            yield
            return
        with self.scope():
            yield

    def forget(self, key: K) -> None:
        """Drops the value of `key` (its IR changed inside the scope)."""
        values = self._values.get()
        if values is not None and key in values:
            _note(values, key)
            del values[key]

    def __call__(self, key: K) -> V:
        values = self._values.get()
        if values is None:
            return self._compute(key)
        if key not in values:
            value = self._compute(key)
            if self._shared is not None and (shared := self._shared.get()) is not None:
                value = shared.setdefault(value, value)
            _note(values, key)
            values[key] = value
        return values[key]


def _compute_op_work(op: Operation) -> OpWork:
    if is_view(op) or is_load_time(op):
        return VIEW_WORK
    match op:
        case ConvolutionOp() | DeconvolutionOp():
            return _conv_work(op)
        case MatmulOp():
            return _matmul_work(op)
        case AttentionOp():
            return _attention_work(op)
        case RecurrentCellOp():
            return _recurrent_work(op)
        case UnaryOp() | CastOp():
            return _unary_work(op)
        case BinaryOp():
            return _binary_work(op)
        case SelectOp():
            return _select_work(op)
        case ScaleBiasOp():
            return _scale_bias_work(op)
        case BatchNormOp():
            return _batch_norm_work(op)
        case LayerNormOp():
            return _layer_norm_work(op)
        case SoftmaxOp():
            return _softmax_work(op)
        case ReduceOp():
            return _reduce_work(op)
        case ArgReduceOp():
            return _arg_reduce_work(op)
        case TopKOp():
            return _top_k_work(op)
        case NonMaxSuppressionOp():
            return _nms_work(op)
        case PoolOp() | GlobalAvgPoolOp() | GlobalMaxPoolOp():
            return _pool_work(op)
        case ConcatOp() | SliceOp() | GatherOp() | TransposeOp() | PadOp() | SpaceToBatchOp() | BatchToSpaceOp():
            return _movement_work(op)
        case ResizeOp() | ResizeAsOp() | CropResizeOp() | ResampleOp() | AffineOp():
            return _texture_work(op)
        case ProgramOp():
            raise CostError(op.name, "a program is costed as a whole (cost.analytic.estimate_program), not as one op")
        case _ if op.name.startswith("anec."):
            raise CostError(op.name, "the op has no cost form of its own (a terminator carries no work)")
        case _:
            raise CostError(op.name, "not an anec op; the cost model knows the anec dialect only")


op_work = ScopedMemo("anec_op_work", _compute_op_work)
"""The work of an op; `CostError` for an op the model has no form for. Inside
`op_work.scope()` (or `work_scope()`) each op's work is computed once."""


@contextmanager
def weight_scope() -> Iterator[None]:
    """Inside it, whether each value is a weight (`is_weight`) is worked out
    once; the IR must not change inside it. A scope already open is kept."""
    if _load_time_levels.get() is not None:
        yield
        return
    token = _load_time_levels.set(_LoadTimeLevels())
    try:
        yield
    finally:
        _load_time_levels.reset(token)


@contextmanager
def work_scope() -> Iterator[None]:
    """
    Inside it, what depends only on the IR is computed once and reused: each
    op's work (`op_work`) and whether each value is a weight (`is_weight`).
    The IR must not change inside the scope (a pass that rewrites opens one
    per read-only step); outside it nothing is kept.
    """
    with weight_scope(), op_work.scope():
        yield
