"""
The ops of `anec.dialect.conv`: convolution (direct and Winograd),
deconvolution and matmul, with their coefficient streams and the int8
activation path.
"""

from __future__ import annotations

import functools
import math

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls
from xdsl.ir import Operation

from anec.dialect import conv
from anec.dialect.discardable import INT8_COMPUTE_ATTR, winograd_form
from anec.interpreter.common import channel_vector, exact_matmul, f64, finish, windows
from anec.interpreter.elementwise import activate


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
    `convolve` by Winograd F(m x m, kH x kW) in fp32, as the datapath computes
    it: the transforms, products and sums round in float32 (the one part of
    an op not computed in float64; SPEC section 5). A dilated convolution is
    the undilated one on each phase of the padded input: output row
    `d * a + p` reads padded rows `d * (a + k) + p`.
    """
    x, w = x.astype(np.float32), w.astype(np.float32)
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
    buffer = np.zeros((n, cout, *(max(f, lo + e) for f, (lo, _), e in zip(full, pads, extents))), np.float64)
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
    return int8_activations(op, f64(x)), oihw(f64(w)), bias, scale


INT8_ACTIVATION_LIMIT = 127
"""Symmetric int8 activation codes -127..127 on the double-int8 MAC path."""


def int8_activations(op: Operation, x: np.ndarray) -> np.ndarray:
    """
    The activation input of an op on the double-int8 MAC path
    (`anec.int8_compute`, SPEC sections 2, 7): `x` rounded to int8 codes with
    one symmetric scale per tensor, its own largest magnitude / 127 (the
    scale a calibration on these very inputs would choose: the best case),
    and back to float64 (code times the float32 scale, exact). Any other op's
    input is returned as it is.
    """
    if INT8_COMPUTE_ATTR not in op.attributes or not x.size:
        return x
    peak = float(np.max(np.abs(x)))
    if peak == 0 or not math.isfinite(peak):
        return x
    scale = np.float32(peak / INT8_ACTIVATION_LIMIT)
    return np.clip(np.rint(x / scale), -INT8_ACTIVATION_LIMIT, INT8_ACTIVATION_LIMIT) * np.float64(scale)


@register_impls
class ConvFunctions(InterpreterFunctions):
    """Numpy implementations of the ops of `anec.dialect.conv`."""

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
        lhs, rhs = (f64(a) for a in args)
        lhs = int8_activations(op, lhs)
        if op.transpose_lhs.value.data:
            lhs = lhs.swapaxes(-1, -2)
        if op.transpose_rhs.value.data:
            rhs = rhs.swapaxes(-1, -2)
        return (finish(op.output, exact_matmul(lhs, rhs)),)
