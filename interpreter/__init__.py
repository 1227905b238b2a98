"""
The reference interpreter of the anec dialect: numpy semantics for every op,
built on xDSL's interpreter framework (`xdsl.interpreter`).

Values are numpy arrays whose dtype is the numpy form of their element type
(`f16` is `float16`, `f32` is `float32`, `i8` is `int8`, `ui8` is `uint8`,
`i32` is `int32`). Every op follows its docstring, with one precision rule:
**fp16 storage, fp32 compute**. An op reads its float operands as float32
(integer weights as their integer values), computes in float32 (float64 where
a reduction or a special function benefits, and for every contraction:
convolutions and matrix products accumulate in float64, so a result does not
depend on the order BLAS sums in, which changes with the operand shapes, the
machine and its thread count, and round the sum to float32), rounds the result to float32 and then to its
result element type, once, at the op's output. So an f16 op's
result is always its f32 twin's result rounded to f16 (nearest, ties to even;
beyond the f16 range, +-inf).

`run(module, inputs)` is the public entry point; `random_inputs` makes
deterministic inputs for a function. An op without an implementation is an
`InterpretationError` naming it, never skipped.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
from xdsl.dialects import func
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, ModuleOp
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    ReturnedValues,
    TerminatorValue,
    impl,
    impl_terminator,
    register_impls,
)
from xdsl.interpreters.builtin import BuiltinFunctions
from xdsl.interpreters.func import FuncFunctions
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.utils.exceptions import InterpretationError

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
from anec.dialect.attributes import ActivationAttr, BoxFormat, PadMode
from anec.dialect.checks import array
from anec.dialect.dense import PlaceholderAttr
from anec.dialect.discardable import INT8_COMPUTE_ATTR, winograd_form
from anec.dialect.numeric import resize, resource_blob, sample, value_type

# Element types and the precision rule.


class OpRuntimeError(InterpretationError):
    """An op met values it has no defined result for (e.g. a gather index out of range)."""

    def __init__(self, op: Operation, message: str):
        super().__init__(f"'{op.name}' op {message}")
        self.op = op


class InputError(ValueError):
    """Inputs or an entry function that do not fit the module."""


def f32(value: np.ndarray) -> np.ndarray:
    """An operand as float32, the compute type (integer weights keep their values)."""
    return np.asarray(value, dtype=np.float32)


def finish(result: OpResult, value: np.ndarray) -> np.ndarray:
    """
    Rounds a computed value to the result's type: float results first to
    float32 (the compute type), then to the element type.
    """
    shape, dtype = value_type(result.type)
    out = np.asarray(value)
    if dtype.kind == "f":
        out = out.astype(np.float32)
    out = out.astype(dtype)
    if out.shape != shape:
        raise InterpretationError(f"'{result.op.name}' computed shape {out.shape} for its result of type {result.type}")
    return out


def exact_matmul(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """
    `a @ b` accumulated in float64 and rounded once to float32: the f32
    accumulator's value, independent of how BLAS blocks the sum. A float32
    BLAS product's last bit depends on the operands' shapes (its kernels
    for edge tiles sum in another order), so a layer split into tiles would
    differ from the whole in the last fp16 bit now and then; in float64 the
    products of fp16 (or int8) values are exact and the sums' rounding does
    not reach the float32 result but in ties.
    """
    return np.matmul(a, b, dtype=np.float64).astype(np.float32)


def channel_vector(value: np.ndarray, rank: int) -> np.ndarray:
    """A [C] vector shaped to broadcast over axis 1 of a rank-`rank` tensor."""
    return f32(value).reshape((1, -1) + (1,) * (rank - 2))


# Unary functions: one table for the standalone ops and fused activations.


def _erf(x: np.ndarray) -> np.ndarray:
    return np.frompyfunc(math.erf, 1, 1)(np.asarray(x, dtype=np.float64)).astype(np.float64)


def _hard_sigmoid(x: np.ndarray) -> np.ndarray:
    return np.clip(x / np.float32(6) + np.float32(0.5), 0, 1)


UnaryFn = Callable[[np.ndarray, tuple[float, ...]], np.ndarray]

UNARY_FUNCTIONS: dict[str, UnaryFn] = {
    "relu": lambda x, _: np.maximum(x, np.float32(0)),
    "sigmoid": lambda x, _: 1 / (1 + np.exp(-x)),
    "tanh": lambda x, _: np.tanh(x),
    "gelu": lambda x, _: x * (1 + _erf(x / math.sqrt(2))) / 2,
    "silu": lambda x, _: x / (1 + np.exp(-x)),
    "exp": lambda x, _: np.exp(x),
    "log": lambda x, _: np.log(x),
    "sqrt": lambda x, _: np.sqrt(x),
    "rsqrt": lambda x, _: np.where(x == 0, np.float32(np.inf), 1 / np.sqrt(x)),
    "sin": lambda x, _: np.sin(x),
    "cos": lambda x, _: np.cos(x),
    "abs": lambda x, _: np.abs(x),
    "neg": lambda x, _: -x,
    "reciprocal": lambda x, _: 1 / x,
    "square": lambda x, _: x * x,
    "erf": lambda x, _: _erf(x),
    "floor": lambda x, _: np.floor(x),
    "ceil": lambda x, _: np.ceil(x),
    "sign": lambda x, _: np.sign(x),
    "softplus": lambda x, _: np.logaddexp(np.float32(0), x),
    "hard_sigmoid": lambda x, _: _hard_sigmoid(x),
    "hard_swish": lambda x, _: x * _hard_sigmoid(x),
    "leaky_relu": lambda x, p: np.where(x >= 0, x, np.float32(p[0]) * x),
    "elu": lambda x, p: np.where(x > 0, x, np.float32(p[0]) * np.expm1(x)),
    "clamp": lambda x, p: np.minimum(np.maximum(x, np.float32(p[0])), np.float32(p[1])),
    "dropout": lambda x, _: x,
    "is_nan": lambda x, _: np.isnan(x),
}
"""
`anec.<name>` of every unary op, keyed by name; a fused `#anec.activation<fn>`
uses the entry `fn` (every `ActivationFn` is a key). The parameters are the
op's f32 properties in the order of `ActivationFn.parameters`.
"""

BINARY_FUNCTIONS: dict[type[Operation], Callable[[np.ndarray, np.ndarray], np.ndarray]] = {
    elementwise.AddOp: np.add,
    elementwise.SubOp: np.subtract,
    elementwise.MulOp: np.multiply,
    elementwise.DivOp: np.divide,
    elementwise.MaxOp: np.maximum,
    elementwise.MinOp: np.minimum,
    elementwise.PowOp: np.power,
    elementwise.EqualOp: np.equal,
    elementwise.LessOp: np.less,
    elementwise.GreaterOp: np.greater,
}


def activate(x: np.ndarray, activation: ActivationAttr | None) -> np.ndarray:
    """Applies a fused activation (none: the identity)."""
    if activation is None:
        return x
    return UNARY_FUNCTIONS[activation.function.value](x, activation.values)


# Sliding windows: convolution, deconvolution, pooling.


def windows(
    x: np.ndarray,
    kernel: Sequence[int],
    strides: Sequence[int],
    dilations: Sequence[int],
    pads: Sequence[tuple[int, int]],
    fill: float,
) -> np.ndarray:
    """
    The windows of `x` [N, C, *S] as a view [N, C, *O, *K]: window o, tap k
    reads padded position o * stride + k * dilation (padding reads `fill`).
    """
    spatial = len(kernel)
    padded = np.pad(x, ((0, 0), (0, 0), *pads), constant_values=fill)
    extents = [d * (k - 1) + 1 for k, d in zip(kernel, dilations)]
    view = sliding_window_view(padded, extents, axis=tuple(range(2, 2 + spatial)))
    steps = (slice(None), slice(None), *(slice(None, None, s) for s in strides), *(slice(None, None, d) for d in dilations))
    return view[steps]


def oihw(weights: np.ndarray) -> np.ndarray:
    """Weights as [Cout, Cin/groups, *K]: rank-5 `odihw` weights move kD after Cin."""
    return weights if weights.ndim == 4 else weights.transpose(0, 2, 1, 3, 4)


def convolve(x: np.ndarray, w: np.ndarray, op: conv.ConvolutionOp) -> np.ndarray:
    """Grouped convolution (cross-correlation) as one batched im2col matmul."""
    groups = op.group_count()
    n = x.shape[0]
    cout, cin_g = w.shape[:2]
    kernel = w.shape[2:]
    spatial = len(kernel)
    win = windows(x, kernel, op.stride_values(), op.dilation_values(), op.pads(), 0.0)
    out = win.shape[2 : 2 + spatial]
    taps = math.prod(kernel)
    # [N, g, Cin_g, *O, *K] -> [g, N, *O, Cin_g, *K] -> [g, N * O, Cin_g * K]
    win = win.reshape(n, groups, cin_g, *out, *kernel)
    order = (1, 0, *range(3, 3 + spatial), 2, *range(3 + spatial, 3 + 2 * spatial))
    cols = win.transpose(order).reshape(groups, n * math.prod(out), cin_g * taps)
    mats = w.reshape(groups, cout // groups, cin_g * taps).transpose(0, 2, 1)
    y = exact_matmul(cols, mats)  # [g, N * O, Cout_g]
    y = y.reshape(groups, n, *out, cout // groups)
    return y.transpose(1, 0, 2 + spatial, *range(2, 2 + spatial)).reshape(n, cout, *out)


def toom_cook_points(count: int) -> list[float]:
    """The first `count` finite interpolation points 0, 1, -1, 2, -2, 1/2, -1/2, 3, -3, 1/3, ..."""
    points = [0.0]
    k = 1
    while len(points) < count:
        points += [k, -k] if k == 1 else [k, -k, 1 / k, -1 / k]
        k += 1
    return [float(p) for p in points[:count]]


@functools.cache
def winograd_matrices(m: int, r: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """
    (A^T [m, n], G [n, r], B^T [n, n]), n = m + r - 1, of the 1-D Winograd
    correlation F(m, r): `y = A^T ((G g) * (B^T d))` for a kernel g of r taps
    and an input tile d of n elements. Toom-Cook at the finite points
    `toom_cook_points(n - 1)` and infinity: A^T and G evaluate the output and
    kernel polynomials there, B^T is the transposed inverse of the n x n
    evaluation matrix, and point p's row of G is scaled by
    1 / prod(p - q) over the other finite points q (B^T's by the inverse), which
    gives the standard (Lavin & Gray) matrices: F(4, 3) exactly; F(2, 3) with
    the opposite sign on the point-0 rows of G and B^T and on the infinity
    column of A^T and row of B^T, signs that cancel exactly (the same
    products). fp32, as the datapath computes.
    """
    n = m + r - 1
    points = toom_cook_points(n - 1)

    def evaluation(k: int) -> np.ndarray:
        """[n, k]: the powers 0..k-1 of each finite point, then infinity (the leading coefficient)."""
        return np.array([[p**j for j in range(k)] for p in points] + [[0.0] * (k - 1) + [1.0]])

    scale = np.array([1 / math.prod(p - q for q in points if q != p) for p in points] + [1.0])
    a_t = evaluation(m).T
    g = scale[:, None] * evaluation(r)
    b_t = np.linalg.inv(evaluation(n)).T / scale[:, None]
    return a_t.astype(np.float32), g.astype(np.float32), b_t.astype(np.float32)


def winograd_tiles(x: np.ndarray, w: np.ndarray, groups: int, m: int, out: tuple[int, int]) -> np.ndarray:
    """
    Unit-stride undilated 2-D convolution of the padded input `x` [N, Cin, H, W]
    by Winograd F(m x m, kH x kW): the output is cut into m x m tiles; each
    tile's input patch d and each kernel g are transformed (B_h^T d B_w,
    G_h g G_w^T), multiplied elementwise, accumulated over the input channels
    of the group and transformed back (A_h^T . A_w); the tiles beyond `out`
    read zeros and are cropped.
    """
    n, cout = x.shape[0], w.shape[0]
    cin_g = w.shape[1]
    kernel = w.shape[2:]
    (a_h, g_h, b_h), (a_w, g_w, b_w) = (winograd_matrices(m, r) for r in kernel)
    tiles = [math.ceil(o / m) for o in out]
    extents = [t * m + r - 1 for t, r in zip(tiles, kernel)]
    x = x[:, :, : extents[0], : extents[1]]
    x = np.pad(x, ((0, 0), (0, 0), (0, extents[0] - x.shape[2]), (0, extents[1] - x.shape[3])))
    patches = sliding_window_view(x, (m + kernel[0] - 1, m + kernel[1] - 1), axis=(2, 3))[:, :, ::m, ::m]
    v = np.einsum("ij,nctsjk,lk->nctsil", b_h, patches, b_w, optimize=True)
    u = np.einsum("ij,ocjk,lk->ocil", g_h, w, g_w, optimize=True)
    v = v.reshape(n, groups, cin_g, *v.shape[2:])
    u = u.reshape(groups, cout // groups, cin_g, *u.shape[2:])
    product = np.einsum("ngctsil,gocil->ngotsil", v, u, optimize=True)
    y = np.einsum("ai,ngotsil,bl->ngotsab", a_h, product, a_w, optimize=True)
    y = y.reshape(n, cout, tiles[0], tiles[1], m, m).transpose(0, 1, 2, 4, 3, 5)
    return y.reshape(n, cout, tiles[0] * m, tiles[1] * m)[:, :, : out[0], : out[1]]


def winograd_convolve(x: np.ndarray, w: np.ndarray, op: conv.ConvolutionOp, m: int) -> np.ndarray:
    """
    `convolve` by Winograd F(m x m, kH x kW) in fp32. A dilated convolution is
    the undilated one on each phase of the padded input: output row
    `d * a + p` reads padded rows `d * (a + k) + p`.
    """
    padded = np.pad(x, ((0, 0), (0, 0), *op.pads()))
    out = op.window_output()
    dh, dw = op.dilation_values()
    y = np.zeros((x.shape[0], w.shape[0], *out), np.float32)
    for ph in range(min(dh, out[0])):
        for pw in range(min(dw, out[1])):
            phase_out = (len(range(ph, out[0], dh)), len(range(pw, out[1], dw)))
            y[:, :, ph::dh, pw::dw] = winograd_tiles(padded[:, :, ph::dh, pw::dw], w, op.group_count(), m, phase_out)
    return y


def deconvolve(x: np.ndarray, w: np.ndarray, op: conv.DeconvolutionOp) -> np.ndarray:
    """
    Transposed convolution: input element i of every tap k scatters to
    full-output position i * stride + k * dilation; the result is the full
    output from pad_begin on, zero-extended by the output padding.
    """
    groups = op.group_count()
    n = x.shape[0]
    cout, cin_g = w.shape[:2]
    cout_g = cout // groups
    kernel = w.shape[2:]
    size = x.shape[2:]
    strides, dilations = op.stride_values(), op.dilation_values()
    full = [(i - 1) * s + d * (k - 1) + 1 for i, k, s, d in zip(size, kernel, strides, dilations)]
    extents = op.deconv_output()
    pads = op.pads()
    buffer = np.zeros((n, cout, *(max(f, lo + e) for f, (lo, _), e in zip(full, pads, extents))), np.float32)
    # [N, g, Cin_g, *S] -> [g, Cin_g, N * S]
    cols = x.reshape(n, groups, cin_g, -1).transpose(1, 2, 0, 3).reshape(groups, cin_g, -1)
    wg = w.reshape(groups, cout_g, cin_g, *kernel)
    for tap in np.ndindex(*kernel):
        y = exact_matmul(wg[(..., *tap)], cols)  # [g, Cout_g, N * S]
        y = y.reshape(groups, cout_g, n, *size).transpose(2, 0, 1, *range(3, 3 + len(size))).reshape(n, cout, *size)
        target = tuple(slice(k * d, k * d + (i - 1) * s + 1, s) for k, d, i, s in zip(tap, dilations, size, strides))
        buffer[(slice(None), slice(None), *target)] += y
    crop = tuple(slice(lo, lo + e) for (lo, _), e in zip(pads, extents))
    return buffer[(slice(None), slice(None), *crop)]


def fused_output(op: conv.ConvLikeOp, y: np.ndarray, bias: np.ndarray | None, scale: np.ndarray | None) -> np.ndarray:
    """`act(y * post_scale + bias)`: the coefficient streams, per output channel."""
    if scale is not None:
        y = y * channel_vector(scale, y.ndim)
    if bias is not None:
        y = y + channel_vector(bias, y.ndim)
    return activate(y, op.fused_activation)


def conv_streams(op: conv.ConvLikeOp, args: PythonValues) -> tuple[np.ndarray, np.ndarray, np.ndarray | None, np.ndarray | None]:
    """(input, weights, bias, post_scale) of a convolution's operands."""
    x, w, *rest = args
    streams = iter(rest)
    bias = next(streams) if op.bias is not None else None
    scale = next(streams) if op.post_scale is not None else None
    return int8_activations(op, f32(x)), oihw(f32(w)), bias, scale


INT8_ACTIVATION_LIMIT = 127
"""Symmetric int8 activation codes -127..127 on the double-int8 MAC path."""


def int8_activations(op: Operation, x: np.ndarray) -> np.ndarray:
    """
    The activation input of an op on the double-int8 MAC path
    (`anec.int8_compute`, SPEC sections 2, 7): `x` rounded to int8 codes with
    one symmetric scale per tensor, its own largest magnitude / 127 (the
    scale a calibration on these very inputs would choose: the best case),
    and back to float32. Any other op's input is returned as it is.
    """
    if INT8_COMPUTE_ATTR not in op.attributes or not x.size:
        return x
    peak = float(np.max(np.abs(x)))
    if peak == 0 or not math.isfinite(peak):
        return x
    scale = np.float32(peak / INT8_ACTIVATION_LIMIT)
    return (np.clip(np.rint(x / scale), -INT8_ACTIVATION_LIMIT, INT8_ACTIVATION_LIMIT) * scale).astype(np.float32)


def box_corners(op: texture.CropResizeOp, box: np.ndarray) -> tuple[float, float, float, float]:
    """(y0, x0, y1, x1) of one box's four coordinates, scaled to input pixels."""
    y0, x0, a, b = (float(v) * op.spatial_scale.value.data for v in box)
    if op.box_format.data == BoxFormat.ORIGIN_SIZE:
        return y0, x0, y0 + a, x0 + b
    return y0, x0, a, b


def box_batch(op: texture.CropResizeOp, box: np.ndarray, batch: int) -> int:
    """The batch index of a box: column 0 of a [K, 5] box tensor, else 0."""
    if box.shape[0] == 4:
        return 0
    index = float(box[0])
    if not (index.is_integer() and 0 <= index < batch):
        raise OpRuntimeError(op, f"box batch index {index:g} is not an integer in 0..{batch - 1}")
    return int(index)


def gather_indices(op: movement.GatherOp, indices: np.ndarray, extent: int) -> np.ndarray:
    """The gather indices, checked against the gathered axis."""
    bad = (indices < 0) | (indices >= extent)
    if bad.any():
        raise OpRuntimeError(
            op, f"index {int(indices[bad].flat[0])} is out of range for axis extent {extent}; expected 0..{extent - 1}"
        )
    return indices.astype(np.intp)


class AnecFunctions(InterpreterFunctions):
    """
    Numpy implementations of every anec op. The table-driven unary and binary
    ops are added by `_register_elementwise`, which then registers the class
    (`register_impls`).
    """

    # conv.py

    @impl(conv.ConvolutionOp)
    def run_convolution(self, interpreter: Interpreter, op: conv.ConvolutionOp, args: PythonValues) -> PythonValues:
        x, w, bias, scale = conv_streams(op, args)
        form = winograd_form(op)
        y = convolve(x, w, op) if form is None else winograd_convolve(x, w, op, form.tile)
        return (finish(op.output, fused_output(op, y, bias, scale)),)

    @impl(conv.DeconvolutionOp)
    def run_deconvolution(self, interpreter: Interpreter, op: conv.DeconvolutionOp, args: PythonValues) -> PythonValues:
        x, w, bias, scale = conv_streams(op, args)
        return (finish(op.output, fused_output(op, deconvolve(x, w, op), bias, scale)),)

    @impl(conv.MatmulOp)
    def run_matmul(self, interpreter: Interpreter, op: conv.MatmulOp, args: PythonValues) -> PythonValues:
        lhs, rhs = (f32(a) for a in args)
        lhs = int8_activations(op, lhs)
        if op.transpose_lhs.value.data:
            lhs = lhs.swapaxes(-1, -2)
        if op.transpose_rhs.value.data:
            rhs = rhs.swapaxes(-1, -2)
        return (finish(op.output, exact_matmul(lhs, rhs)),)

    # pooling.py

    @impl(pooling.MaxPoolOp)
    def run_max_pool(self, interpreter: Interpreter, op: pooling.MaxPoolOp, args: PythonValues) -> PythonValues:
        win = windows(f32(args[0]), op.kernel(), op.stride_values(), op.dilation_values(), op.pads(), -np.inf)
        return (finish(op.output, win.max(axis=(-2, -1))),)

    @impl(pooling.AvgPoolOp)
    def run_avg_pool(self, interpreter: Interpreter, op: pooling.AvgPoolOp, args: PythonValues) -> PythonValues:
        x = f32(args[0])
        geometry = (op.kernel(), op.stride_values(), op.dilation_values(), op.pads())
        total = windows(x, *geometry, 0.0).sum(axis=(-2, -1), dtype=np.float64)
        if op.count_include_pad.value.data:
            count = np.full(total.shape, math.prod(op.kernel()), np.float64)
        else:
            count = windows(np.ones((1, 1, *x.shape[2:])), *geometry, 0.0).sum(axis=(-2, -1))
        mean = np.divide(total, count, out=np.zeros_like(total), where=count > 0)
        return (finish(op.output, mean),)

    @impl(pooling.GlobalAvgPoolOp)
    def run_global_avg_pool(self, interpreter: Interpreter, op: pooling.GlobalAvgPoolOp, args: PythonValues) -> PythonValues:
        return (finish(op.output, f32(args[0]).mean(axis=(2, 3), keepdims=True, dtype=np.float64)),)

    @impl(pooling.GlobalMaxPoolOp)
    def run_global_max_pool(self, interpreter: Interpreter, op: pooling.GlobalMaxPoolOp, args: PythonValues) -> PythonValues:
        return (finish(op.output, f32(args[0]).max(axis=(2, 3), keepdims=True)),)

    # elementwise.py (unary and binary ops are registered below the class)

    @impl(elementwise.SelectOp)
    def run_select(self, interpreter: Interpreter, op: elementwise.SelectOp, args: PythonValues) -> PythonValues:
        cond, on_true, on_false = args
        return (finish(op.output, np.where(f32(cond) != 0, f32(on_true), f32(on_false))),)

    @impl(elementwise.CastOp)
    def run_cast(self, interpreter: Interpreter, op: elementwise.CastOp, args: PythonValues) -> PythonValues:
        return (finish(op.output, args[0]),)

    # normalization.py

    @impl(normalization.ScaleBiasOp)
    def run_scale_bias(self, interpreter: Interpreter, op: normalization.ScaleBiasOp, args: PythonValues) -> PythonValues:
        x, scale, bias = args
        rank = np.ndim(x)
        return (finish(op.output, f32(x) * channel_vector(scale, rank) + channel_vector(bias, rank)),)

    @impl(normalization.BatchNormOp)
    def run_batch_norm(self, interpreter: Interpreter, op: normalization.BatchNormOp, args: PythonValues) -> PythonValues:
        x, mean, variance, scale, bias = args
        rank = np.ndim(x)
        eps = np.float32(op.epsilon.value.data)
        inv = 1 / np.sqrt(channel_vector(variance, rank) + eps)
        y = (f32(x) - channel_vector(mean, rank)) * inv * channel_vector(scale, rank) + channel_vector(bias, rank)
        return (finish(op.output, y),)

    @impl(normalization.LayerNormOp)
    def run_layer_norm(self, interpreter: Interpreter, op: normalization.LayerNormOp, args: PythonValues) -> PythonValues:
        x, *rest = args
        x = f32(x)
        axes = tuple(int(a) for a in op.axes.get_values())
        mean = x.mean(axis=axes, keepdims=True, dtype=np.float64)
        var = ((x - mean) ** 2).mean(axis=axes, keepdims=True)
        y = (x - mean) / np.sqrt(var + op.epsilon.value.data)
        broadcast = [d if i in axes else 1 for i, d in enumerate(x.shape)]
        streams = iter(rest)
        if op.scale is not None:
            y = y * f32(next(streams)).reshape(broadcast)
        if op.bias is not None:
            y = y + f32(next(streams)).reshape(broadcast)
        return (finish(op.output, y),)

    @impl(normalization.SoftmaxOp)
    def run_softmax(self, interpreter: Interpreter, op: normalization.SoftmaxOp, args: PythonValues) -> PythonValues:
        return (finish(op.output, softmax(f32(args[0]), op.axis.value.data)),)

    # reduction.py

    @impl(reduction.ReduceSumOp)
    def run_reduce_sum(self, interpreter: Interpreter, op: reduction.ReduceSumOp, args: PythonValues) -> PythonValues:
        return (finish(op.output, f32(args[0]).sum(**reduce_axes(op), dtype=np.float64)),)

    @impl(reduction.ReduceMeanOp)
    def run_reduce_mean(self, interpreter: Interpreter, op: reduction.ReduceMeanOp, args: PythonValues) -> PythonValues:
        return (finish(op.output, f32(args[0]).mean(**reduce_axes(op), dtype=np.float64)),)

    @impl(reduction.ReduceMaxOp)
    def run_reduce_max(self, interpreter: Interpreter, op: reduction.ReduceMaxOp, args: PythonValues) -> PythonValues:
        return (finish(op.output, f32(args[0]).max(**reduce_axes(op))),)

    @impl(reduction.ReduceMinOp)
    def run_reduce_min(self, interpreter: Interpreter, op: reduction.ReduceMinOp, args: PythonValues) -> PythonValues:
        return (finish(op.output, f32(args[0]).min(**reduce_axes(op))),)

    @impl(reduction.ArgmaxOp)
    def run_argmax(self, interpreter: Interpreter, op: reduction.ArgmaxOp, args: PythonValues) -> PythonValues:
        keep = bool(op.keep_dims.value.data)
        return (finish(op.output, f32(args[0]).argmax(axis=op.axis.value.data, keepdims=keep)),)

    @impl(reduction.TopKOp)
    def run_top_k(self, interpreter: Interpreter, op: reduction.TopKOp, args: PythonValues) -> PythonValues:
        values, indices = top_k(f32(args[0]), op.axis.value.data, op.k.value.data, bool(op.largest.value.data))
        return finish(op.values, values), finish(op.indices, indices)

    @impl(reduction.ArgminOp)
    def run_argmin(self, interpreter: Interpreter, op: reduction.ArgminOp, args: PythonValues) -> PythonValues:
        keep = bool(op.keep_dims.value.data)
        return (finish(op.output, f32(args[0]).argmin(axis=op.axis.value.data, keepdims=keep)),)

    # movement.py

    @impl(movement.ReshapeOp)
    def run_reshape(self, interpreter: Interpreter, op: movement.ReshapeOp, args: PythonValues) -> PythonValues:
        return (finish(op.output, np.reshape(args[0], value_type(op.output.type)[0])),)

    @impl(movement.TransposeOp)
    def run_transpose(self, interpreter: Interpreter, op: movement.TransposeOp, args: PythonValues) -> PythonValues:
        return (finish(op.output, np.transpose(args[0], op.permutation.get_values())),)

    @impl(movement.ConcatOp)
    def run_concat(self, interpreter: Interpreter, op: movement.ConcatOp, args: PythonValues) -> PythonValues:
        return (finish(op.output, np.concatenate(args, axis=op.axis.value.data)),)

    @impl(movement.SliceOp)
    def run_slice(self, interpreter: Interpreter, op: movement.SliceOp, args: PythonValues) -> PythonValues:
        extents = value_type(op.output.type)[0]
        offsets = op.offsets.get_values()
        index = tuple(slice(o, o + (n - 1) * s + 1, s) for o, n, s in zip(offsets, extents, op.stride_values()))
        return (finish(op.output, args[0][index]),)

    @impl(movement.PadOp)
    def run_pad(self, interpreter: Interpreter, op: movement.PadOp, args: PythonValues) -> PythonValues:
        x = f32(args[0])
        widths = op.pad_pairs()
        mode = op.mode.data
        if mode == PadMode.CONSTANT:
            return (finish(op.output, np.pad(x, widths, constant_values=op.value.value.data)),)
        return (finish(op.output, np.pad(x, widths, mode=mode.value)),)

    @impl(movement.SpaceToBatchOp)
    def run_space_to_batch(self, interpreter: Interpreter, op: movement.SpaceToBatchOp, args: PythonValues) -> PythonValues:
        x = args[0]
        bh, bw = op.block_shape.get_values()
        pt, pb, pl, pr = array(op.pads) or (0, 0, 0, 0)
        padded = np.pad(x, ((0, 0), (0, 0), (pt, pb), (pl, pr)))
        n, c, h, w = padded.shape
        y = padded.reshape(n, c, h // bh, bh, w // bw, bw).transpose(3, 5, 0, 1, 2, 4)
        return (finish(op.output, y.reshape(bh * bw * n, c, h // bh, w // bw)),)

    @impl(movement.BatchToSpaceOp)
    def run_batch_to_space(self, interpreter: Interpreter, op: movement.BatchToSpaceOp, args: PythonValues) -> PythonValues:
        x = args[0]
        bh, bw = op.block_shape.get_values()
        ct, cb, cl, cr = array(op.crops) or (0, 0, 0, 0)
        batch, c, h, w = x.shape
        n = batch // (bh * bw)
        full = x.reshape(bh, bw, n, c, h, w).transpose(2, 3, 4, 0, 5, 1).reshape(n, c, h * bh, w * bw)
        return (finish(op.output, full[:, :, ct : h * bh - cb, cl : w * bw - cr]),)

    @impl(movement.GatherOp)
    def run_gather(self, interpreter: Interpreter, op: movement.GatherOp, args: PythonValues) -> PythonValues:
        x, indices = args
        axis = op.axis.value.data
        return (finish(op.output, np.take(x, gather_indices(op, indices, x.shape[axis]), axis=axis)),)

    # texture.py

    @impl(texture.ResizeOp)
    def run_resize(self, interpreter: Interpreter, op: texture.ResizeOp, args: PythonValues) -> PythonValues:
        _, _, out_h, out_w = value_type(op.output.type)[0]
        y = resize(f32(args[0]), out_h, out_w, op.mode.data, bool(op.align_corners.value.data))
        return (finish(op.output, y),)

    @impl(texture.ResizeAsOp)
    def run_resize_as(self, interpreter: Interpreter, op: texture.ResizeAsOp, args: PythonValues) -> PythonValues:
        _, _, out_h, out_w = value_type(op.output.type)[0]
        y = resize(f32(args[0]), out_h, out_w, op.mode.data, bool(op.align_corners.value.data))
        return (finish(op.output, y),)

    @impl(texture.CropResizeOp)
    def run_crop_resize(self, interpreter: Interpreter, op: texture.CropResizeOp, args: PythonValues) -> PythonValues:
        x, boxes = f32(args[0]), np.asarray(args[1], np.float64)
        _, _, out_h, out_w = value_type(op.output.type)[0]
        crops: list[np.ndarray] = []
        for box in boxes:
            image = x[box_batch(op, box, x.shape[0])]
            y0, x0, y1, x1 = box_corners(op, box[-4:])
            ys = y0 + (np.arange(out_h) + 0.5) * (y1 - y0) / out_h - 0.5
            xs = x0 + (np.arange(out_w) + 0.5) * (x1 - x0) / out_w - 0.5
            y, xx = np.meshgrid(ys, xs, indexing="ij")
            crops.append(sample(image, y, xx, op.mode.data))
        return (finish(op.output, np.stack(crops)),)

    @impl(texture.ResampleOp)
    def run_resample(self, interpreter: Interpreter, op: texture.ResampleOp, args: PythonValues) -> PythonValues:
        x, grid = f32(args[0]), np.asarray(args[1], np.float64)
        h, w = x.shape[2:]
        rows = np.broadcast_to(np.arange(grid.shape[2], dtype=np.float64)[:, None], grid.shape[2:])
        out: list[np.ndarray] = []
        for image, coords in zip(x, grid):
            xs = coords[0]
            ys = coords[1] if coords.shape[0] == 2 else None
            if op.normalized.value.data:
                xs = ((xs + 1) * w - 1) / 2
                ys = ((ys + 1) * h - 1) / 2 if ys is not None else None
            out.append(sample(image, rows if ys is None else ys, xs, op.mode.data))
        return (finish(op.output, np.stack(out)),)

    @impl(texture.AffineOp)
    def run_affine(self, interpreter: Interpreter, op: texture.AffineOp, args: PythonValues) -> PythonValues:
        x = f32(args[0])
        _, _, out_h, out_w = value_type(op.output.type)[0]
        a, b, c, d, e, f = op.coefficients()
        i, j = np.meshgrid(np.arange(out_h, dtype=np.float64), np.arange(out_w, dtype=np.float64), indexing="ij")
        ys, xs = d * j + e * i + f, a * j + b * i + c
        return (finish(op.output, np.stack([sample(image, ys, xs, op.mode.data) for image in x])),)

    # attention.py

    @impl(attention.AttentionOp)
    def run_attention(self, interpreter: Interpreter, op: attention.AttentionOp, args: PythonValues) -> PythonValues:
        q, k, v, *mask = (f32(a) for a in args)
        scores = exact_matmul(q, k.swapaxes(-1, -2)) * np.float32(op.scale_value())
        if mask:
            scores = scores + mask[0]
        return (finish(op.output, exact_matmul(softmax(scores, -1), v)),)

    # recurrent.py

    @impl(recurrent.RecurrentCellOp)
    def run_recurrent_cell(self, interpreter: Interpreter, op: recurrent.RecurrentCellOp, args: PythonValues) -> PythonValues:
        values = iter(f32(a) for a in args)
        x, h = next(values), next(values)
        c = next(values) if op.cell is not None else None
        w_ih, w_hh = next(values), next(values)
        bias = next(values) if op.bias is not None else np.float32(0)
        gi = x @ w_ih.T + bias
        gh = h @ w_hh.T
        return tuple(finish(r, v) for r, v in zip(op.results, recurrent_step(op.kind.data.value, gi, gh, h, c)))

    # constant.py

    @impl(constant.ConstantOp)
    def run_constant(self, interpreter: Interpreter, op: constant.ConstantOp, args: PythonValues) -> PythonValues:
        shape, dtype = value_type(op.output.type)
        value = op.value
        if isinstance(value, PlaceholderAttr):
            raise OpRuntimeError(op, "is a placeholder (imported for its shape only); run a model imported with its weights")
        if isinstance(value, DenseIntOrFPElementsAttr):
            data = np.frombuffer(value.data.data, dtype.newbyteorder("<"))
            return (finish(op.output, np.broadcast_to(data.reshape(()), shape) if data.size == 1 else data.reshape(shape)),)
        try:
            data = resource_blob(value.resource_handle.data, shape, dtype)
        except ValueError as err:
            raise OpRuntimeError(op, str(err)) from err
        return (finish(op.output, data),)

    # program.py

    @impl(program.ProgramOp)
    def run_program(self, interpreter: Interpreter, op: program.ProgramOp, args: PythonValues) -> PythonValues:
        return interpreter.run_ssacfg_region(op.body, args, "anec.program")

    @impl_terminator(program.YieldOp)
    def run_yield(
        self, interpreter: Interpreter, op: program.YieldOp, args: PythonValues
    ) -> tuple[TerminatorValue, PythonValues]:
        return ReturnedValues(args), ()


def softmax(x: np.ndarray, axis: int) -> np.ndarray:
    """`exp(x - max) / sum(exp(x - max))` along `axis`."""
    e = np.exp(x - x.max(axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True, dtype=np.float64)


def reduce_axes(op: reduction.ReduceOp) -> dict[str, Any]:
    """numpy `axis` and `keepdims` of a value reduction."""
    return {"axis": tuple(int(a) for a in op.axes.get_values()), "keepdims": bool(op.keep_dims.value.data)}


def sigmoid(x: np.ndarray) -> np.ndarray:
    return UNARY_FUNCTIONS["sigmoid"](x, ())


def top_k(x: np.ndarray, axis: int, k: int, largest: bool) -> tuple[np.ndarray, np.ndarray]:
    """The `k` largest (or smallest) elements along `axis`, sorted, the lower
    index first among equal ones (a stable sort), and their indices."""
    order = np.argsort(-x if largest else x, axis=axis, kind="stable")
    indices = np.take(order, np.arange(k), axis=axis)
    return np.take_along_axis(x, indices, axis=axis), indices


def recurrent_step(kind: str, gi: np.ndarray, gh: np.ndarray, h: np.ndarray, c: np.ndarray | None) -> tuple[np.ndarray, ...]:
    """(h') or (h', c') of one cell step, PyTorch gate order, from `gi = x W_ih^T + b`, `gh = h W_hh^T`."""
    if kind == "rnn":
        return (np.tanh(gi + gh),)
    if kind == "gru":
        (ir, iz, i_n), (hr, hz, hn) = np.split(gi, 3, axis=1), np.split(gh, 3, axis=1)
        r, z = sigmoid(ir + hr), sigmoid(iz + hz)
        n = np.tanh(i_n + r * hn)
        return ((1 - z) * n + z * h,)
    si, sf, sg, so = np.split(gi + gh, 4, axis=1)
    c_next = sigmoid(sf) * c + sigmoid(si) * np.tanh(sg)
    return (sigmoid(so) * np.tanh(c_next), c_next)


def _unary_impl(ft: AnecFunctions, interpreter: Interpreter, op: elementwise.UnaryOp, args: PythonValues) -> PythonValues:
    fn = UNARY_FUNCTIONS[op.name.removeprefix("anec.")]
    return (finish(op.output, fn(f32(args[0]), op.parameters())),)


def _binary_impl(ft: AnecFunctions, interpreter: Interpreter, op: Operation, args: PythonValues) -> PythonValues:
    lhs, rhs = args
    return (finish(op.results[0], BINARY_FUNCTIONS[type(op)](f32(lhs), f32(rhs))),)


def _register_elementwise() -> None:
    """Registers the table-driven unary and binary ops on `AnecFunctions`."""
    for op_type in elementwise.ELEMENTWISE_OPS:
        if issubclass(op_type, elementwise.UnaryOp):
            body = _unary_impl
        elif issubclass(op_type, elementwise.BinaryOp):
            body = _binary_impl
        else:
            continue
        setattr(AnecFunctions, f"run_{op_type.name.removeprefix('anec.')}", impl(op_type)(body))
    register_impls(AnecFunctions)


_register_elementwise()


# The public API.


def entry_function(module: ModuleOp, entry: str | None = None) -> func.FuncOp:
    """The function named `entry`, or the module's first defined function."""
    functions = [op for op in module.walk() if isinstance(op, func.FuncOp) and op.body.blocks]
    if not functions:
        raise InputError("the module defines no func.func to run")
    if entry is None:
        return functions[0]
    for candidate in functions:
        if candidate.sym_name.data == entry:
            return candidate
    names = ", ".join(f"@{f.sym_name.data}" for f in functions)
    raise InputError(f"no function @{entry} in the module; it defines {names}")


def argument_names(function: func.FuncOp) -> list[str]:
    """`%name` of each argument, or `%argN` where the source gave none."""
    return [f"%{a.name_hint}" if a.name_hint else f"%arg{i}" for i, a in enumerate(function.args)]


def bind_inputs(function: func.FuncOp, inputs: Sequence[np.ndarray] | Mapping[str, np.ndarray]) -> tuple[np.ndarray, ...]:
    """
    Checks `inputs` against the function's arguments: a sequence in argument
    order, or a mapping keyed by argument name (`x` or `%x`) or `argN`.
    """
    names = argument_names(function)
    if isinstance(inputs, Mapping):
        inputs = _inputs_by_name(inputs, names)
    if len(inputs) != len(names):
        raise InputError(f"@{function.sym_name.data} takes {len(names)} arguments; got {len(inputs)} inputs")
    bound: list[np.ndarray] = []
    for i, (value, name, arg) in enumerate(zip(inputs, names, function.args)):
        shape, dtype = value_type(arg.type)
        given = np.asarray(value)
        what = f"argument {i} ({name})"
        if given.shape != shape:
            got = "x".join(map(str, given.shape)) or "scalar"
            raise InputError(f"{what} has shape {got}; expected {arg.type}")
        if given.dtype != dtype:
            raise InputError(f"{what} has dtype {given.dtype}; expected {arg.type} (numpy {dtype})")
        bound.append(given)
    return tuple(bound)


def _inputs_by_name(inputs: Mapping[str, np.ndarray], names: list[str]) -> list[np.ndarray]:
    keys = {key: i for i, name in enumerate(names) for key in (name, name[1:], f"arg{i}")}
    unknown = sorted(k for k in inputs if k not in keys)
    if unknown:
        raise InputError(f"input '{unknown[0]}' names no argument; expected {', '.join(n[1:] for n in names)} or arg0..")
    slots: list[np.ndarray | None] = [None] * len(names)
    for key, value in inputs.items():
        if slots[keys[key]] is not None:
            raise InputError(f"argument {keys[key]} ({names[keys[key]]}) is given twice")
        slots[keys[key]] = value
    missing = [f"{i} ({names[i]})" for i, v in enumerate(slots) if v is None]
    if missing:
        raise InputError(f"no input for argument {missing[0]}")
    return [v for v in slots if v is not None]


def interpreter_for(module: ModuleOp) -> Interpreter:
    """An xDSL interpreter with the anec, func and builtin implementations."""
    interpreter = Interpreter(module)
    interpreter.register_implementations(FuncFunctions())
    interpreter.register_implementations(BuiltinFunctions())
    interpreter.register_implementations(AnecFunctions())
    return interpreter


def run(
    module: ModuleOp,
    inputs: Sequence[np.ndarray] | Mapping[str, np.ndarray],
    entry: str | None = None,
) -> tuple[np.ndarray, ...]:
    """
    Runs function `entry` (default: the module's first defined function) on
    `inputs` and returns its results. Inputs must match the argument types
    exactly (shape and numpy dtype), else `InputError`; an op that cannot
    run raises `InterpretationError` (`OpRuntimeError` names the op).
    """
    function = entry_function(module, entry)
    args = bind_inputs(function, inputs)
    with np.errstate(all="ignore"):
        results = interpreter_for(module).call_op(function, args)
    return tuple(np.asarray(r) for r in results)


def random_inputs(function: func.FuncOp, seed: int = 0) -> list[np.ndarray]:
    """
    Deterministic inputs for `function`: floats from a standard normal cast to
    the argument's element type; integers in their valid range where a use
    tells it (gather indices: 0..extent-1), else in 0..3. A batch-norm
    variance is drawn as |normal|, and the batch column of [K, 5] crop boxes
    as integers in 0..N-1, so that every op sees values in its domain. An
    argument used as convolution weights or a matmul's right operand is
    scaled by 1 / sqrt(fan-in) (LeCun's initialization), so that activations
    of deep networks stay in fp16 range.
    """
    rng = np.random.default_rng(seed)
    values: list[np.ndarray] = []
    for arg in function.args:
        shape, dtype = value_type(arg.type)
        uses = list(_uses(arg))
        if dtype.kind in "iu":
            bounds = [
                op.input.type.get_shape()[op.axis.value.data] for op, i in uses if isinstance(op, movement.GatherOp) and i == 1
            ]
            values.append(rng.integers(0, min(bounds, default=4), size=shape).astype(dtype))
            continue
        value = rng.standard_normal(shape)
        for op, i in uses:
            if isinstance(op, normalization.BatchNormOp) and op.operands[i] is op.variance:
                value = np.abs(value)
            if isinstance(op, texture.CropResizeOp) and i == 1 and shape[-1] == 5:
                value[:, 0] = rng.integers(0, op.input.type.get_shape()[0], size=shape[0])
        fan_in = max((_fan_in(op, i, shape) for op, i in uses), default=0)
        if fan_in:
            value = value / np.sqrt(fan_in)
        values.append(value.astype(dtype))
    return values


def _fan_in(op: Operation, index: int, shape: tuple[int, ...]) -> int:
    """The inputs summed into each output when operand `index` of `op` is a
    weight: convolution weights [Cout, ...] and a matmul's right operand; else 0."""
    if isinstance(op, conv.ConvolutionOp | conv.DeconvolutionOp) and index == 1:
        return int(np.prod(shape[1:]))
    if isinstance(op, conv.MatmulOp) and index == 1 and len(shape) >= 2:
        return shape[-1] if op.transpose_rhs.value.data else shape[-2]
    return 0


def _uses(value: SSAValue) -> Iterator[tuple[Operation, int]]:
    """(op, operand index) of every use, seen through `anec.program` bindings."""
    for use in value.uses:
        op = use.operation
        if isinstance(op, program.ProgramOp):
            yield from _uses(op.body.block.args[use.index])
        else:
            yield op, use.index
