"""
Value-range (interval) analysis of anec IR: the proof behind the width-slice
saturation guard of `anec-legalize` (SPEC section 6: on M1 and A14 a width
source value above 4094 saturates to +-inf, so a width crop must be proved
to read values within +-4094).

The analysis visits every op once, in program order, and gives each value an
`Interval` [lo, hi] bounding all of its non-NaN elements (NaN lies outside
every interval: it is not a value that saturates). Sources of bounds:

- a function argument's declared range, the discardable argument attribute
  `anec.range = #anec.range<lo, hi>` (finite, lo <= hi: the attribute's
  verifier), e.g.
  `func.func @f(%x: tensor<1x3x8x8xf16> {anec.range = #anec.range<0.0, 255.0>})`;
- constants: the min and max of their dense elements (a `dense_resource`
  blob is not read: unbounded);
- bounded functions: sigmoid, tanh, hard_sigmoid, erf and sign map into
  [0, 1] or [-1, 1] (monotonically, so a bounded input narrows them),
  sin and cos into [-1, 1], softmax into [0, 1], clamp into [min, max];
- the other activations and elementwise ops map their input intervals:
  relu, leaky_relu, elu, softplus, silu, gelu, hard_swish, abs, neg, square,
  exp, log, sqrt, rsqrt, reciprocal, floor, ceil, dropout and cast; binary
  add, sub, mul, div, max and min by interval arithmetic;
- normalization: scale-bias and batch norm by interval arithmetic over their
  operands' ranges; layer norm's normalized value is within +-sqrt(L - 1)
  for L normalized elements (a z-score over L values never exceeds it),
  then scale and bias apply;
- data movement (reshape, transpose, slice, concat, gather, pad,
  space-to-batch, batch-to-space) keeps its input's range, joined with the
  fill value where it pads; resize is a convex combination of taps (the
  input's range), crop-resize, resample and affine add 0 (a tap outside
  the image reads 0); pooling and max/min/mean reductions keep the input's
  range (joined with 0, or -inf for max pooling, where a window may lie in
  padding); a sum over k elements scales it by k; argmax/argmin give
  indices in [0, extent - 1];
- attention is a convex combination of `value` rows; a recurrent cell's
  gates bound h' (and c' by interval arithmetic);
- a convolution, deconvolution or matmul is unbounded unless its fused
  activation bounds it;
- `anec.program` passes ranges into its body and back out through
  `anec.yield`.

Anything else is unbounded. Finally each float bound is rounded to the
value's element type (to f32, then to f16): round-to-nearest is monotone, so
the rounded result of a value inside [lo, hi] stays inside the rounded
bounds. The bounds are those of exact arithmetic; sub-ulp error of f32
intermediates and of transcendental functions is not modelled.

`value_range(value)` analyses the top-level op holding `value` and returns
the value's interval; `ValueRanges(root)` keeps the whole analysis for many
queries.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
from xdsl.dialects import func
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, Float16Type, Float32Type, TensorType
from xdsl.ir import Operation, SSAValue

from anec.dialect import (
    attention,
    constant,
    conv,
    elementwise,
    movement,
    normalization,
    pooling,
    program,
    recurrent,
    reduction,
    texture,
)
from anec.dialect.attributes import ActivationAttr, PadMode, RangeAttr, RecurrentKind
from anec.dialect.checks import array
from anec.dialect.numeric import numpy_dtype
from anec.passes.diagnostics import fail

RANGE_ATTR = RangeAttr.name
"""Function-argument attribute declaring the argument's range: `#anec.range<lo, hi>`."""


@dataclass(frozen=True)
class Interval:
    """Every non-NaN element lies in [lo, hi]; either end may be infinite."""

    lo: float
    hi: float

    def __str__(self) -> str:
        return f"[{self.lo:g}, {self.hi:g}]"

    def within(self, bound: float) -> bool:
        """Whether every element lies in [-bound, bound]."""
        return -bound <= self.lo and self.hi <= bound

    def hull(self, *others: Interval) -> Interval:
        """The smallest interval holding this one and `others`."""
        return Interval(min(self.lo, *(o.lo for o in others)), max(self.hi, *(o.hi for o in others)))

    def __add__(self, other: Interval) -> Interval:
        lo, hi = self.lo + other.lo, self.hi + other.hi
        return Interval(-math.inf if math.isnan(lo) else lo, math.inf if math.isnan(hi) else hi)

    def __neg__(self) -> Interval:
        return Interval(-self.hi, -self.lo)

    def __sub__(self, other: Interval) -> Interval:
        return self + -other

    def __mul__(self, other: Interval) -> Interval:
        # An infinite end bounds finite values of any size: 0 * inf counts as 0.
        products = [0.0 if 0.0 in (a, b) else a * b for a in (self.lo, self.hi) for b in (other.lo, other.hi)]
        return Interval(min(products), max(products))

    def scaled(self, factor: float) -> Interval:
        return self * Interval(factor, factor)

    def reciprocal(self) -> Interval:
        """1 / x: unbounded when a divisor may be 0 (of either sign)."""
        if self.lo <= 0.0 <= self.hi:
            return UNBOUNDED
        return Interval(1.0 / self.hi, 1.0 / self.lo)

    def monotone(self, fn: Callable[[float], float]) -> Interval:
        """The image under a non-decreasing `fn`."""
        return Interval(float(fn(self.lo)), float(fn(self.hi)))

    def clip(self, lo: float, hi: float) -> Interval:
        return self.monotone(lambda v: min(max(v, lo), hi))


UNBOUNDED = Interval(-math.inf, math.inf)
ZERO = Interval(0.0, 0.0)
UNIT = Interval(0.0, 1.0)
SIGNED_UNIT = Interval(-1.0, 1.0)


def _positive_part(x: Interval) -> Interval:
    return x.clip(0.0, math.inf)


def _negative_part(x: Interval) -> Interval:
    return x.clip(-math.inf, 0.0)


def _abs(x: Interval) -> Interval:
    if x.lo >= 0.0:
        return x
    if x.hi <= 0.0:
        return -x
    return Interval(0.0, max(-x.lo, x.hi))


def _sigmoid(v: float) -> float:
    return float(1.0 / (1.0 + np.exp(-v)))


def _hard_sigmoid(v: float) -> float:
    return min(max(v / 6.0 + 0.5, 0.0), 1.0)


def _phi(v: float) -> float:
    """The standard normal CDF, gelu's gate."""
    return (1.0 + math.erf(v / math.sqrt(2.0))) / 2.0


def _sqrt(x: Interval) -> Interval:
    """sqrt over the non-negative part (a negative input gives NaN, outside every interval)."""
    return _positive_part(x).monotone(math.sqrt)


def _rsqrt(x: Interval) -> Interval:
    root = _sqrt(x)
    return Interval(1.0 / root.hi if root.hi > 0.0 else math.inf, 1.0 / root.lo if root.lo > 0.0 else math.inf)


UnaryRule = Callable[[Interval, Sequence[float]], Interval]

UNARY_RULES: dict[str, UnaryRule] = {
    "relu": lambda x, _: _positive_part(x),
    "sigmoid": lambda x, _: x.monotone(_sigmoid),
    "tanh": lambda x, _: x.monotone(math.tanh),
    "gelu": lambda x, _: x * x.monotone(_phi),
    "silu": lambda x, _: x * x.monotone(_sigmoid),
    "exp": lambda x, _: x.monotone(np.exp),
    "log": lambda x, _: _positive_part(x).monotone(np.log),
    "sqrt": lambda x, _: _sqrt(x),
    "rsqrt": lambda x, _: _rsqrt(x),
    "sin": lambda x, _: SIGNED_UNIT,
    "cos": lambda x, _: SIGNED_UNIT,
    "abs": lambda x, _: _abs(x),
    "neg": lambda x, _: -x,
    "reciprocal": lambda x, _: x.reciprocal(),
    "square": lambda x, _: _abs(x) * _abs(x),
    "erf": lambda x, _: x.monotone(math.erf),
    "floor": lambda x, _: x.monotone(np.floor),
    "ceil": lambda x, _: x.monotone(np.ceil),
    "sign": lambda x, _: x.monotone(np.sign),
    "softplus": lambda x, _: x.monotone(lambda v: np.logaddexp(0.0, v)),
    "hard_sigmoid": lambda x, _: x.monotone(_hard_sigmoid),
    "hard_swish": lambda x, _: x * x.monotone(_hard_sigmoid),
    "leaky_relu": lambda x, p: _positive_part(x) + _negative_part(x).scaled(p[0]),
    "elu": lambda x, p: _positive_part(x) + _negative_part(x).monotone(np.expm1).scaled(p[0]),
    "clamp": lambda x, p: x.clip(p[0], p[1]),
    "dropout": lambda x, _: x,
    "is_nan": lambda x, _: Interval(0.0, 1.0),
}
"""Interval image of every unary op and fused activation, keyed by name (as the interpreter's table)."""

BINARY_RULES: dict[type[Operation], Callable[[Interval, Interval], Interval]] = {
    elementwise.AddOp: lambda a, b: a + b,
    elementwise.SubOp: lambda a, b: a - b,
    elementwise.MulOp: lambda a, b: a * b,
    elementwise.DivOp: lambda a, b: a * b.reciprocal(),
    elementwise.MaxOp: lambda a, b: Interval(max(a.lo, b.lo), max(a.hi, b.hi)),
    elementwise.MinOp: lambda a, b: Interval(min(a.lo, b.lo), min(a.hi, b.hi)),
    elementwise.EqualOp: lambda a, b: Interval(0.0, 1.0),
    elementwise.LessOp: lambda a, b: Interval(0.0, 1.0),
    elementwise.GreaterOp: lambda a, b: Interval(0.0, 1.0),
}
"""Interval image of the binary ops (broadcasting repeats values, it adds none); pow is unbounded."""

PASS_THROUGH_OPS = (
    movement.ReshapeOp,
    movement.TransposeOp,
    movement.SliceOp,
    movement.BatchToSpaceOp,
    movement.GatherOp,
    texture.ResizeOp,
    texture.ResizeAsOp,
    reduction.ReduceMeanOp,
    reduction.ReduceMaxOp,
    reduction.ReduceMinOp,
    pooling.GlobalAvgPoolOp,
    pooling.GlobalMaxPoolOp,
    elementwise.CastOp,
)
"""Ops whose result elements are input elements or convex combinations of them."""

ZERO_FILL_OPS = (texture.CropResizeOp, texture.ResampleOp, texture.AffineOp)
"""Sampling ops whose taps outside the image read 0."""


def declared_range(function: func.FuncOp, index: int) -> Interval | None:
    """The `anec.range` declared on argument `index` of `function`, if any."""
    if function.arg_attrs is None:
        return None
    attr = function.arg_attrs.data[index].data.get(RANGE_ATTR)
    if attr is None:
        return None
    if not isinstance(attr, RangeAttr):
        raise fail(function, f"argument {index} attribute {RANGE_ATTR} = {attr} is not a #anec.range<lo, hi>")
    return Interval(*attr.bounds)


def constant_range(op: constant.ConstantOp) -> Interval:
    """Min and max of a dense constant's non-NaN elements; a resource blob is not read."""
    value = op.value
    if not isinstance(value, DenseIntOrFPElementsAttr):
        return UNBOUNDED
    data = np.frombuffer(value.data.data, numpy_dtype(value.get_element_type()).newbyteorder("<")).astype(np.float64)
    data = data[~np.isnan(data)]
    if data.size == 0:
        return UNBOUNDED
    return Interval(float(data.min()), float(data.max()))


def rounded(interval: Interval, value: SSAValue) -> Interval:
    """Bounds rounded to the value's float element type, as its elements are."""
    ty = value.type
    element = ty.element_type if isinstance(ty, TensorType) else ty
    if isinstance(element, Float16Type):
        return interval.monotone(lambda v: np.float16(np.float32(v)))
    if isinstance(element, Float32Type):
        return interval.monotone(np.float32)
    return interval


def max_pool_may_read_only_padding(op: pooling.MaxPoolOp) -> bool:
    """Whether some window of a max pool has every tap in padding (its result is -inf)."""
    for n, k, s, d, (lo, _), out in zip(
        op.spatial_input(), op.kernel(), op.stride_values(), op.dilation_values(), op.pads(), op.window_output()
    ):
        taps = np.arange(out)[:, None] * s + np.arange(k)[None, :] * d
        if (((taps < lo) | (taps >= lo + n)).all(axis=1)).any():
            return True
    return False


class ValueRanges:
    """The intervals of every value nested in `root`, computed once in program order."""

    def __init__(self, root: Operation):
        self._ranges: dict[SSAValue, Interval] = {}
        with np.errstate(all="ignore"):
            for op in root.walk():
                self._visit(op)

    def __getitem__(self, value: SSAValue) -> Interval:
        return self._ranges.get(value, UNBOUNDED)

    def _set(self, value: SSAValue, interval: Interval) -> None:
        self._ranges[value] = rounded(interval, value)

    def _visit(self, op: Operation) -> None:
        if isinstance(op, func.FuncOp):
            for i, arg in enumerate(op.args):
                declared = declared_range(op, i)
                if declared is not None:
                    self._set(arg, declared)
            return
        if isinstance(op, program.ProgramOp):
            for arg, operand in zip(op.body.block.args, op.inputs):
                self._set(arg, self[operand])
            return
        if isinstance(op, program.YieldOp):
            parent = op.parent_op()
            assert parent is not None
            for result, operand in zip(parent.results, op.values):
                self._set(result, self[operand])
            return
        for result, interval in zip(op.results, self._transfer(op)):
            self._set(result, interval)

    def _transfer(self, op: Operation) -> Sequence[Interval]:
        """The interval of each result of `op` (fewer than its results: the rest are unbounded)."""
        if isinstance(op, constant.ConstantOp):
            return [constant_range(op)]
        if isinstance(op, elementwise.UnaryOp):
            return [UNARY_RULES[op.name.removeprefix("anec.")](self[op.input], op.parameters())]
        if isinstance(op, elementwise.BinaryOp):
            rule = BINARY_RULES.get(type(op))
            return [] if rule is None else [rule(self[op.lhs], self[op.rhs])]
        if isinstance(op, elementwise.SelectOp):
            return [self[op.on_true].hull(self[op.on_false])]
        if isinstance(op, PASS_THROUGH_OPS):
            return [self[op.operands[0]]]
        if isinstance(op, ZERO_FILL_OPS):
            return [self[op.input].hull(ZERO)]
        if isinstance(op, movement.ConcatOp):
            first, *rest = (self[v] for v in op.inputs)
            return [first.hull(*rest)]
        if isinstance(op, movement.PadOp):
            return [self._pad(op)]
        if isinstance(op, movement.SpaceToBatchOp):
            padded = any(array(op.pads) or ())
            return [self[op.input].hull(ZERO) if padded else self[op.input]]
        if isinstance(op, normalization.ScaleBiasOp):
            return [self[op.input] * self[op.scale] + self[op.bias]]
        if isinstance(op, normalization.BatchNormOp):
            epsilon = op.epsilon.value.data
            inverse = _rsqrt(self[op.variance] + Interval(epsilon, epsilon))
            return [(self[op.input] - self[op.mean]) * inverse * self[op.scale] + self[op.bias]]
        if isinstance(op, normalization.LayerNormOp):
            return [self._layer_norm(op)]
        if isinstance(op, normalization.SoftmaxOp):
            return [UNIT]
        if isinstance(op, reduction.ReduceSumOp):
            dims = op.input.type.get_shape()
            return [self[op.input].scaled(float(math.prod(dims[a] for a in op.axes.get_values())))]
        if isinstance(op, reduction.ArgReduceOp):
            return [Interval(0.0, float(op.input.type.get_shape()[op.axis.value.data] - 1))]
        if isinstance(op, reduction.TopKOp):
            return [self[op.input], Interval(0.0, float(op.input.type.get_shape()[op.axis.value.data] - 1))]
        if isinstance(op, pooling.MaxPoolOp):
            floor = Interval(-math.inf, -math.inf) if max_pool_may_read_only_padding(op) else self[op.input]
            return [self[op.input].hull(floor)]
        if isinstance(op, pooling.AvgPoolOp):
            padded = any(lo or hi for lo, hi in op.pads())
            return [self[op.input].hull(ZERO) if padded else self[op.input]]
        if isinstance(op, conv.ConvLikeOp):
            return [activation_range(op.fused_activation, UNBOUNDED)]
        if isinstance(op, attention.AttentionOp):
            return [self[op.value]]
        if isinstance(op, recurrent.RecurrentCellOp):
            return self._recurrent(op)
        return []

    def _pad(self, op: movement.PadOp) -> Interval:
        source = self[op.input]
        if op.mode.data != PadMode.CONSTANT or not any(op.pads.get_values()):
            return source
        fill = op.value.value.data
        return source.hull(Interval(fill, fill))

    def _layer_norm(self, op: normalization.LayerNormOp) -> Interval:
        dims = op.input.type.get_shape()
        bound = math.sqrt(math.prod(dims[a] for a in op.axes.get_values()) - 1)
        result = Interval(-bound, bound)
        if op.scale is not None:
            result = result * self[op.scale]
        if op.bias is not None:
            result = result + self[op.bias]
        return result

    def _recurrent(self, op: recurrent.RecurrentCellOp) -> Sequence[Interval]:
        kind = op.kind.data
        if kind == RecurrentKind.GRU:
            return [self[op.hidden].hull(SIGNED_UNIT)]
        if kind == RecurrentKind.LSTM and op.cell is not None:
            return [SIGNED_UNIT, UNIT * self[op.cell] + SIGNED_UNIT]
        return [SIGNED_UNIT]


def activation_range(activation: ActivationAttr | None, source: Interval) -> Interval:
    """The image of `source` under a fused activation (none: the identity)."""
    if activation is None:
        return source
    return UNARY_RULES[activation.function.value](source, activation.values)


def value_range(value: SSAValue) -> Interval:
    """The interval of `value`, analysing the top-level op that holds it."""
    owner = value.owner
    root = owner if isinstance(owner, Operation) else owner.parent_op()
    while root is not None and root.parent_op() is not None:
        root = root.parent_op()
    if root is None:
        return UNBOUNDED
    return ValueRanges(root)[value]
