"""
The quantized ONNX ops: QuantizeLinear and DequantizeLinear (QDQ graphs),
QLinearConv and QLinearMatMul, and Conv or MatMul whose weights are a
constant int8 tensor behind a DequantizeLinear.

- **Run-time quantized tensors** hold their integer values in a float
  tensor (f16 holds every integer up to 2048 exactly, so every 8-bit value):
  anec computes on floats. `QuantizeLinear` is `clamp(rne(x / scale) +
  zero_point, lo, hi)`, with `rne` (round half to even, as ONNX rounds) the
  float identity `(v + M) - M` for `M = 1.5 x 2^(mantissa bits)`, exact for
  `|v| < M / 3`; beyond it the value is past every 8-bit and 16-bit range
  and the clamp saturates it anyway. `DequantizeLinear` is `(q - zero_point)
  x scale`. Both are exact dequantized float.
- **Constant weights** (a DequantizeLinear of a constant int8 or uint8
  tensor, zero point 0, one scale or one per output channel) stay int8:
  Conv becomes `anec.convolution` with `weight_format = int8` and the scales
  as its `post_scale` stream (SPEC section 5: dequantization folds into the
  post-scale), MatMul and Gemm `anec.matmul` with `weight_format = int8` and
  a multiply by the scales. Anything else (a nonzero weight zero point, a
  blocked or other-axis scale, 1-D or 3-D convolution) takes the dequantized
  float weights, folded at import: exact, just not compressed.
- **QLinearConv / QLinearMatMul** are the same product over `x - x_zero_point`
  with the requantization `clamp(rne(acc x x_scale x w_scale / y_scale) +
  y_zero_point)`; the int32 bias enters the bias stream scaled alike.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import numpy as np
import onnx
from xdsl.dialects.builtin import Float16Type, IntegerType, Signedness, TensorType, i8
from xdsl.ir import Attribute, SSAValue

from anec.dialect import conv
from anec.dialect import elementwise as ew
from anec.dialect import movement, reduction
from anec.dialect.builders import with_shape
from anec.dialect.attributes import WeightFormat, WeightFormatAttr
from anec.frontend.onnx import nn
from anec.frontend.onnx.model import FloatType, Node, Value, dims_of, elem_of, fmt, normalize_axis, numpy_float
from anec.frontend.onnx.weights import Int8Weight

if TYPE_CHECKING:
    from anec.frontend.onnx.graph import GraphImporter

UI8 = IntegerType(8, Signedness.UNSIGNED)

MANTISSA_BITS = {16: 10, 32: 23}
"""Explicit mantissa bits of f16 and f32 (IEEE 754): `M = 1.5 x 2^bits` rounds to an integer, half to even."""


def int8_constant(g: GraphImporter, values: np.ndarray, name: str) -> SSAValue:
    """An i8 or ui8 weight constant in the import's weight mode."""
    ty = TensorType(i8 if values.dtype == np.int8 else UI8, values.shape)
    return g.weight(ty, values, values, name, g.options.weights)


def weight_format(values: np.ndarray) -> WeightFormatAttr:
    return WeightFormatAttr(WeightFormat.INT8 if values.dtype == np.int8 else WeightFormat.UINT8)


# Rounding, quantizing, dequantizing run-time values.


def rne(g: GraphImporter, v: SSAValue) -> SSAValue:
    """Round half to even: `(v + M) - M` (see the module docstring)."""
    elem = elem_of(v)
    bits = MANTISSA_BITS[16 if isinstance(elem, Float16Type) else 32]
    magic = g.scalar(1.5 * 2.0**bits, elem)
    return g.binary(ew.SubOp, g.binary(ew.AddOp, v, magic), magic)


def along(g: GraphImporter, values: np.ndarray, axis: int | None, rank: int, name: str, elem: FloatType) -> SSAValue:
    """A per-axis vector shaped to broadcast over a rank-`rank` tensor (a scalar as [1])."""
    flat = np.asarray(values, np.float64).reshape(-1)
    if axis is None or flat.size == 1:
        return g.constant(flat[:1], name, elem)
    shape = [1] * rank
    shape[axis] = flat.size
    return g.constant(flat.reshape(shape), name, elem)


def integer_range(node: Node, dtype: np.dtype) -> tuple[int, int]:
    if dtype.kind not in "iu" or dtype.itemsize > 2:
        raise node.error(f"quantized type {dtype} is not expressible; anec holds 8- and 16-bit integer values in floats")
    info = np.iinfo(dtype)
    return int(info.min), int(info.max)


def quantize(g: GraphImporter, v: SSAValue, zero: np.ndarray, axis: int | None, lo: int, hi: int, name: str) -> SSAValue:
    """`clamp(rne(v) + zero_point, lo, hi)` of an already scaled value."""
    q = rne(g, v)
    if np.any(zero):
        q = g.binary(ew.AddOp, q, along(g, zero, axis, len(dims_of(v)), f"{name}_zero_point", elem_of(v)))
    return g.add(ew.ClampOp(q, min=float(lo), max=float(hi)))


def zero_point(g: GraphImporter, node: Node, index: int, default: np.dtype) -> np.ndarray:
    given = g.static_opt(node, index, "zero point")
    return np.zeros((), default) if given is None else given


def quant_axis(node: Node, scale: np.ndarray, rank: int) -> int | None:
    if node.attr("block_size", 0):
        raise node.error("blocked quantization (block_size) is not expressible; give one scale per tensor or per axis")
    if scale.size == 1:
        return None
    return normalize_axis(int(node.attr("axis", 1)), rank, node)


def convert_quantize_linear(g: GraphImporter, node: Node) -> list[Value]:
    """QuantizeLinear of a run-time float tensor: its integer values, held in floats."""
    x = g.operand(node, 0)
    scale = g.static(node, 1, "scale")
    dtype = onnx.helper.tensor_dtype_to_np_dtype(node.attr("output_dtype")) if node.attr("output_dtype") else np.dtype(np.uint8)
    zero = zero_point(g, node, 2, dtype)
    lo, hi = integer_range(node, zero.dtype)
    rank = len(dims_of(x))
    axis = quant_axis(node, scale, rank)
    scaled = g.binary(ew.DivOp, x, along(g, scale, axis, rank, f"{node.inputs[1]}", elem_of(x)))
    return [quantize(g, scaled, zero, axis, lo, hi, node.outputs[0])]


def convert_dequantize_linear(g: GraphImporter, node: Node) -> list[Value]:
    """DequantizeLinear of run-time integer values (held in floats): `(q - zero_point) x scale`."""
    x = g.get(node, 0)
    if not isinstance(x, SSAValue) or not isinstance(elem_of(x), FloatType):
        raise node.error("the quantized input is an integer tensor computed at run time; expected a QuantizeLinear result")
    scale = g.static(node, 1, "scale")
    zero = g.static_opt(node, 2, "zero point")
    rank = len(dims_of(x))
    axis = quant_axis(node, scale, rank)
    if zero is not None and np.any(zero):
        x = g.binary(ew.SubOp, x, along(g, zero, axis, rank, f"{node.inputs[2]}", elem_of(x)))
    return [g.binary(ew.MulOp, x, along(g, scale, axis, rank, f"{node.inputs[1]}", elem_of(x)))]


# Products with int8 weights.


def int8_conv(
    g: GraphImporter, node: Node, x: SSAValue, weight: Int8Weight, name: str, scale: np.ndarray, bias: np.ndarray | SSAValue | None
) -> SSAValue:
    """A 2-D `anec.convolution` over int8 weights, `post_scale` per output channel."""
    x_dims = dims_of(x)
    cout = weight.values.shape[0]
    strides, dilations, pads = nn.conv_geometry(node, x_dims, weight.values.shape[2:])
    elem = elem_of(x)
    post_scale = g.constant(np.broadcast_to(scale, (cout,)).astype(np.float64), f"{name}_scale", elem)
    bias_value = g.constant(bias, f"{name}_bias", elem) if isinstance(bias, np.ndarray) else bias
    group = int(node.attr("group", 1))
    op = conv.ConvolutionOp(
        x,
        int8_constant(g, weight.values, name),
        bias=bias_value,
        post_scale=post_scale,
        groups=group if group != 1 else None,
        weight_format=weight_format(weight.values),
        **nn.window_props(strides, dilations, pads),
    )
    return g.add(op)


def convert_conv(g: GraphImporter, node: Node) -> list[Value]:
    """Conv; 2-D over a DequantizeLinear'd int8 weight keeps the weight int8 (else `nn.convert_conv`)."""
    weight = g.int8_weights.get(node.inputs[1]) if node.has_input(1) else None
    x = g.get(node, 0)
    if weight is None or not isinstance(x, SSAValue) or len(dims_of(x)) != 4 or weight.values.ndim != 4 or weight.axis not in (None, 0):
        return nn.convert_conv(g, node)
    bias = g.get(node, 2) if node.has_input(2) else None
    return [int8_conv(g, node, x, weight, node.inputs[1], weight.scale, bias)]


def convert_matmul(g: GraphImporter, node: Node) -> list[Value]:
    """MatMul by a DequantizeLinear'd int8 [K, N] weight (one scale, or one per column) keeps it int8 (else `nn.convert_matmul`)."""
    weight = g.int8_weights.get(node.inputs[1])
    a = g.get(node, 0)
    if weight is None or not isinstance(a, SSAValue) or len(dims_of(a)) < 2 or weight.values.ndim != 2 or weight.axis not in (None, 1):
        return nn.convert_matmul(g, node)
    return [int8_matmul(g, a, weight.values, weight.scale, node.inputs[1])]


def int8_matmul(g: GraphImporter, a: SSAValue, values: np.ndarray, scale: np.ndarray, name: str, transpose: bool = False) -> SSAValue:
    """`a @ values` (`values^T` when `transpose`) over the 8-bit weight, then the per-column scales."""
    y = g.add(conv.MatmulOp(a, int8_constant(g, values, name), transpose_rhs=transpose or None, weight_format=weight_format(values)))
    return g.binary(ew.MulOp, y, g.constant(np.asarray(scale, np.float64).reshape(-1), f"{name}_scale", elem_of(a)))


def convert_gemm(g: GraphImporter, node: Node) -> list[Value]:
    """Gemm by a DequantizeLinear'd int8 B (one scale, or one per output
    column: axis 0 of a transposed B, 1 of a plain one) keeps it int8, alpha
    folded into the scales (else `nn.convert_gemm`)."""
    weight = g.int8_weights.get(node.inputs[1])
    a = g.get(node, 0)
    trans_b = bool(node.attr("transB", 0))
    column_axis = 0 if trans_b else 1
    if (
        weight is None
        or not isinstance(a, SSAValue)
        or node.attr("transA", 0)
        or len(dims_of(a)) != 2
        or weight.values.ndim != 2
        or weight.axis not in (None, column_axis)
    ):
        return nn.convert_gemm(g, node)
    scale = weight.scale.astype(np.float64) * float(node.attr("alpha", 1.0))
    y = int8_matmul(g, a, weight.values, scale, node.inputs[1], transpose=trans_b)
    beta = float(node.attr("beta", 1.0))
    if not node.has_input(2) or beta == 0.0:
        return [y]
    c = g.get(node, 2)
    if isinstance(c, np.ndarray):
        return [g.binary(ew.AddOp, y, g.constant(c.astype(np.float64) * beta, node.inputs[2], elem_of(a)))]
    c_value = g.operand(node, 2, elem_of(a))
    if beta != 1.0:
        c_value = g.binary(ew.MulOp, c_value, g.scalar(beta, elem_of(a)))
    return [g.binary(ew.AddOp, y, c_value)]


# QLinearConv, QLinearMatMul.


def centered(g: GraphImporter, node: Node, index: int, zero: np.ndarray) -> SSAValue:
    """Run-time quantized input `index` minus its zero point."""
    x = g.operand(node, index)
    if np.any(zero):
        x = g.binary(ew.SubOp, x, g.constant(zero.astype(np.float64).reshape(-1)[:1], f"{node.inputs[index]}_zero_point", elem_of(x)))
    return x


def qlinear_weight(node: Node, values: np.ndarray, w_zero: np.ndarray) -> tuple[np.ndarray, bool]:
    """The weight as int8/uint8 (zero point 0) or as centered float integers; whether it stays 8-bit."""
    if not np.any(w_zero) and values.dtype in (np.int8, np.uint8):
        return values, True
    if w_zero.size > 1:
        shape = [1] * values.ndim
        shape[0 if node.op_type in ("QLinearConv", "ConvInteger") else 1] = w_zero.size
        w_zero = w_zero.reshape(shape)
    return values.astype(np.float64) - w_zero.astype(np.float64), False


def convert_qlinear_conv(g: GraphImporter, node: Node) -> list[Value]:
    x_scale, x_zero = g.static(node, 1, "x_scale"), g.static(node, 2, "x_zero_point")
    values = g.static(node, 3, "w")
    w_scale, w_zero = g.static(node, 4, "w_scale"), g.static(node, 5, "w_zero_point")
    y_scale, y_zero = g.static(node, 6, "y_scale"), g.static(node, 7, "y_zero_point")
    lo, hi = integer_range(node, y_zero.dtype)
    x = centered(g, node, 0, x_zero)
    if len(dims_of(x)) != 4:
        raise node.error(f"input {fmt(dims_of(x))}; QLinearConv imports 2-D convolution ([N, C, H, W])")
    multiplier = requantization(x_scale, w_scale, y_scale)
    cout = values.shape[0]
    multiplier = np.broadcast_to(multiplier, (cout,))
    bias = g.static(node, 8, "B").astype(np.float64) * multiplier if node.has_input(8) else None
    weights, eight_bit = qlinear_weight(node, values, w_zero)
    if eight_bit:
        y = int8_conv(g, node, x, Int8Weight(weights, multiplier, 0), node.inputs[3], multiplier, bias)
    else:
        strides, dilations, pads = nn.conv_geometry(node, dims_of(x), weights.shape[2:])
        elem = elem_of(x)
        group = int(node.attr("group", 1))
        y = g.add(
            conv.ConvolutionOp(
                x,
                g.constant(weights, node.inputs[3], elem),
                bias=g.constant(bias, f"{node.inputs[3]}_bias", elem) if bias is not None else None,
                post_scale=g.constant(multiplier, f"{node.inputs[3]}_scale", elem),
                groups=group if group != 1 else None,
                **nn.window_props(strides, dilations, pads),
            )
        )
    return [quantize(g, y, y_zero, 1, lo, hi, node.outputs[0])]


def requantization(x_scale: np.ndarray, w_scale: np.ndarray, y_scale: np.ndarray) -> np.ndarray:
    """`x_scale * w_scale / y_scale` per output channel (or one), computed in float32."""
    x, y = np.float32(x_scale.reshape(-1)[0]), np.float32(y_scale.reshape(-1)[0])
    return (x * w_scale.astype(np.float32).reshape(-1) / y).astype(np.float64)


def convert_qlinear_matmul(g: GraphImporter, node: Node) -> list[Value]:
    a_scale, a_zero = g.static(node, 1, "a_scale"), g.static(node, 2, "a_zero_point")
    values = g.static(node, 3, "b")
    b_scale, b_zero = g.static(node, 4, "b_scale"), g.static(node, 5, "b_zero_point")
    y_scale, y_zero = g.static(node, 6, "y_scale"), g.static(node, 7, "y_zero_point")
    lo, hi = integer_range(node, y_zero.dtype)
    a = centered(g, node, 0, a_zero)
    if values.ndim != 2 or len(dims_of(a)) < 2:
        raise node.error(f"operands {fmt(dims_of(a))} and {fmt(values.shape)}; QLinearMatMul imports a run-time [..., M, K] by a constant [K, N]")
    multiplier = requantization(a_scale, b_scale, y_scale)
    weights, eight_bit = qlinear_weight(node, values, b_zero)
    if eight_bit:
        y = int8_matmul(g, a, weights, multiplier, node.inputs[3])
    else:
        product = g.add(conv.MatmulOp(a, g.constant(weights, node.inputs[3], elem_of(a))))
        y = g.binary(ew.MulOp, product, g.constant(multiplier, f"{node.inputs[3]}_scale", elem_of(a)))
    return [quantize(g, y, y_zero, None, lo, hi, node.outputs[0])]


# onnxruntime's dynamic quantization (`quantize_dynamic`): DynamicQuantizeLinear,
# ConvInteger, MatMulInteger.


def convert_dynamic_quantize_linear(g: GraphImporter, node: Node) -> list[Value]:
    """
    DynamicQuantizeLinear: uint8 with a run-time scale and zero point over
    the whole tensor, as ONNX defines it: `scale = (max(x_max, 0) -
    min(x_min, 0)) / 255`, `zero_point = clamp(rne(-min(x_min, 0) / scale),
    0, 255)`, `y = clamp(rne(x / scale) + zero_point, 0, 255)`; the three
    results are float tensors (the integers held as floats), the scale and
    zero point of rank 0. The reductions and the arithmetic run in the
    compute type, so in f16 the scale can round to a neighbour of
    onnxruntime's f32 one (an input quantum apart at most).
    """
    x = g.operand(node, 0)
    elem = elem_of(x)
    axes = list(range(len(dims_of(x))))
    zero = g.scalar(0.0, elem)
    high = g.binary(ew.MaxOp, g.add(reduction.ReduceMaxOp(x, axes=axes, keep_dims=False)), zero)
    low = g.binary(ew.MinOp, g.add(reduction.ReduceMinOp(x, axes=axes, keep_dims=False)), zero)
    scale = g.binary(ew.DivOp, g.binary(ew.SubOp, high, low), g.scalar(255.0, elem))
    zero_point = g.add(ew.ClampOp(rne(g, g.binary(ew.DivOp, g.add(ew.NegOp(low)), scale)), min=0.0, max=255.0))
    q = g.binary(ew.AddOp, rne(g, g.binary(ew.DivOp, x, scale)), zero_point)
    scalars = [v if not dims_of(v) else g.add(movement.ReshapeOp(v, with_shape(v, ()))) for v in (scale, zero_point)]
    return [g.add(ew.ClampOp(q, min=0.0, max=255.0)), *scalars]


def runtime_centered(g: GraphImporter, node: Node, index: int) -> SSAValue:
    """Run-time integer input `index` (held in floats) minus its zero point (input `index + 2`), constant or computed."""
    x = g.get(node, index)
    if not isinstance(x, SSAValue) or not isinstance(elem_of(x), FloatType):
        raise node.error(f"input {index} is an integer tensor computed at run time; expected a quantized float-held one")
    if not node.has_input(index + 2):
        return x
    zero = g.get(node, index + 2)
    if isinstance(zero, np.ndarray):
        if zero.size == 1:
            return centered(g, node, index, zero)
        return g.binary(ew.SubOp, x, along(g, zero, 1, len(dims_of(x)), node.inputs[index + 2], elem_of(x)))
    return g.binary(ew.SubOp, x, g.operand(node, index + 2, elem_of(x)))


CENTERED_INPUT_MAX = 255
"""The largest |x - x_zero_point| of an 8-bit input and zero point (uint8 0..255 or int8 -128..127, ONNX's
ConvInteger and MatMulInteger): what bounds their integer sums (`held_sum_exponent`)."""


def held_sum_exponent(elem: Attribute, weights: np.ndarray, axis: int) -> int:
    """
    The k with which an integer sum of 8-bit inputs by `weights` is held: the
    float value holds the sum times 2^-k, the smallest k for which the
    largest sum the weights allow, CENTERED_INPUT_MAX x the largest sum of
    |weight| over one output (along `axis`), lies within `elem`'s finite
    range. 0 in f32 (below 2^128 for every 8-bit product sum of fewer than
    2^112 terms); in f16 (65504), 255 x 127 x 27 already passes it for a 3x3
    kernel over 3 channels. A power of two: the held sum rounds as the sum
    itself would (above f16's normal range, 2^-14); the consumers see the
    true sum (`GraphImporter.held`).
    """
    limit = float(np.finfo(numpy_float(elem)).max)
    magnitudes = np.abs(weights.astype(np.float64))
    largest = CENTERED_INPUT_MAX * float(magnitudes.sum(axis=tuple(a for a in range(weights.ndim) if a != axis)).max(initial=0.0))
    return max(0, math.ceil(math.log2(largest / limit))) if largest > limit else 0


def convert_conv_integer(g: GraphImporter, node: Node) -> list[Value]:
    """ConvInteger: `sum((x - x_zero_point) (w - w_zero_point))` of a
    run-time x and a constant w, the int32 sum held in a float times 2^-k
    (`held_sum_exponent`), the 2^-k the convolution's post-scale (SPEC
    section 5: the accumulator is scaled before it is rounded to the output
    type); an int8/uint8 w with zero point 0 stays 8-bit (`weight_format`)."""
    x = runtime_centered(g, node, 0)
    if len(dims_of(x)) != 4:
        raise node.error(f"input {fmt(dims_of(x))}; ConvInteger imports 2-D convolution ([N, C, H, W])")
    values = g.static(node, 1, "w")
    w_zero = g.static_opt(node, 3, "w_zero_point")
    weights, eight_bit = qlinear_weight(node, values, np.zeros((), values.dtype) if w_zero is None else w_zero)
    exponent = held_sum_exponent(elem_of(x), weights, 0)
    scale = np.full(values.shape[0], 2.0**-exponent)
    if eight_bit:
        return [g.held(int8_conv(g, node, x, Int8Weight(weights, scale, 0), node.inputs[1], scale, None), exponent)]
    strides, dilations, pads = nn.conv_geometry(node, dims_of(x), weights.shape[2:])
    group = int(node.attr("group", 1))
    op = conv.ConvolutionOp(
        x,
        g.constant(weights, node.inputs[1], elem_of(x)),
        post_scale=g.constant(scale, f"{node.inputs[1]}_scale", elem_of(x)) if exponent else None,
        groups=group if group != 1 else None,
        **nn.window_props(strides, dilations, pads),
    )
    return [g.held(g.add(op), exponent)]


def convert_matmul_integer(g: GraphImporter, node: Node) -> list[Value]:
    """MatMulInteger: `(a - a_zero_point) @ (b - b_zero_point)` of a run-time
    a and a constant [K, N] b, held in floats times 2^-k (`held_sum_exponent`:
    the centered a, an integer of 8 bits, is multiplied by 2^-k first, exact
    in f16 for k <= 24); an int8/uint8 b with zero point 0 stays 8-bit."""
    a = runtime_centered(g, node, 0)
    values = g.static(node, 1, "b")
    if values.ndim != 2 or len(dims_of(a)) < 2:
        raise node.error(
            f"operands {fmt(dims_of(a))} and {fmt(values.shape)}; "
            "MatMulInteger imports a run-time [..., M, K] by a constant [K, N]"
        )
    b_zero = g.static_opt(node, 3, "b_zero_point")
    weights, eight_bit = qlinear_weight(node, values, np.zeros((), values.dtype) if b_zero is None else b_zero)
    exponent = held_sum_exponent(elem_of(a), weights, 1)
    if exponent:
        a = g.binary(ew.MulOp, a, g.scalar(2.0**-exponent, elem_of(a)))
    if eight_bit:
        product = g.add(conv.MatmulOp(a, int8_constant(g, weights, node.inputs[1]), weight_format=weight_format(weights)))
    else:
        product = g.add(conv.MatmulOp(a, g.constant(weights, node.inputs[1], elem_of(a))))
    return [g.held(product, exponent)]


# onnxruntime's QOperator format (`quantize_static(quant_format=QOperator)`):
# the com.microsoft ops QLinearAdd, QLinearGlobalAveragePool and QGemm beside
# the standard QLinearConv.


def dequantized(g: GraphImporter, node: Node, index: int) -> SSAValue:
    """Input `index` (a quantized tensor, its scale at `index + 1` and zero point at `index + 2`) as floats:
    a run-time one as `(q - zero_point) x scale`, a known one dequantized at import."""
    scale = g.static(node, index + 1, "scale")
    zero = g.static_opt(node, index + 2, "zero point")
    value = g.get(node, index)
    if isinstance(value, np.ndarray):
        offset = 0.0 if zero is None else zero.astype(np.float64)
        floats = (value.astype(np.float64) - offset) * scale.astype(np.float64)
        return g.constant(floats, node.inputs[index], elem_of(g.first_runtime(node)))
    x = runtime_centered(g, node, index) if zero is not None and np.any(zero) else g.operand(node, index)
    return g.binary(ew.MulOp, x, along(g, scale, None, len(dims_of(x)), node.inputs[index + 1], elem_of(x)))


def requantized(g: GraphImporter, node: Node, y: SSAValue, scale_index: int) -> SSAValue:
    """`y` quantized with the scale and zero point at `scale_index` and `scale_index + 1` (uint8 when no zero point)."""
    y_scale = g.static(node, scale_index, "y_scale")
    y_zero = zero_point(g, node, scale_index + 1, np.dtype(np.uint8))
    lo, hi = integer_range(node, y_zero.dtype)
    scaled = g.binary(ew.DivOp, y, along(g, y_scale, None, len(dims_of(y)), node.inputs[scale_index], elem_of(y)))
    return quantize(g, scaled, y_zero, None, lo, hi, node.outputs[0])


def convert_qlinear_add(g: GraphImporter, node: Node) -> list[Value]:
    """com.microsoft QLinearAdd: `quantize(dequantize(A) + dequantize(B), C_scale, C_zero_point)`."""
    total = g.binary(ew.AddOp, dequantized(g, node, 0), dequantized(g, node, 3))
    return [requantized(g, node, total, 6)]


def convert_qlinear_global_average_pool(g: GraphImporter, node: Node) -> list[Value]:
    """com.microsoft QLinearGlobalAveragePool: the mean over the spatial axes
    of the dequantized input (channels first, or last with `channels_last`),
    requantized; the spatial axes stay as 1."""
    x = dequantized(g, node, 0)
    rank = len(dims_of(x))
    axes = list(range(1, rank - 1)) if node.attr("channels_last", 0) else list(range(2, rank))
    mean = g.add(reduction.ReduceMeanOp(x, axes=axes))
    return [requantized(g, node, mean, 3)]


def convert_qgemm(g: GraphImporter, node: Node) -> list[Value]:
    """
    com.microsoft QGemm: `alpha (A - a_zero_point) a_scale @ (B - b_zero_point)
    b_scale + C a_scale b_scale` (C the int32 bias), requantized with
    y_scale and y_zero_point when given, else float. B is known at import; an
    int8/uint8 B with zero point 0 stays 8-bit (`weight_format`), its scale
    (one, or one per output column) folded into one multiplier per column.
    """
    if node.attr("transA", 0):
        raise node.error("transA = 1; QGemm imports a run-time A [M, K]")
    a_scale = g.static(node, 1, "a_scale")
    a_zero = g.static_opt(node, 2, "a_zero_point")
    values = g.static(node, 3, "B")
    b_scale = g.static(node, 4, "b_scale")
    b_zero = g.static_opt(node, 5, "b_zero_point")
    trans_b = bool(node.attr("transB", 0))
    a = runtime_centered(g, node, 0) if a_zero is not None and np.any(a_zero) else g.operand(node, 0)
    if values.ndim != 2 or len(dims_of(a)) != 2:
        raise node.error(
            f"operands {fmt(dims_of(a))} and {fmt(values.shape)}; "
            "QGemm imports a run-time [M, K] by a constant [K, N] (or [N, K] with transB)"
        )
    quantized_output = node.has_input(7)
    y_scale = g.static(node, 7, "y_scale") if quantized_output else np.ones(1)
    multiplier = requantization(a_scale, b_scale, y_scale) * float(node.attr("alpha", 1.0))
    columns = values.shape[0 if trans_b else 1]
    multiplier = np.broadcast_to(multiplier, (columns,))
    b_zero = b_zero if b_zero is not None else np.zeros((), values.dtype)
    weights, eight_bit = qlinear_weight(node, values.T if trans_b else values, b_zero)
    if eight_bit:
        y = int8_matmul(g, a, weights, multiplier, node.inputs[3])
    else:
        product = g.add(conv.MatmulOp(a, g.constant(weights, node.inputs[3], elem_of(a))))
        y = g.binary(ew.MulOp, product, g.constant(multiplier, f"{node.inputs[3]}_scale", elem_of(a)))
    if node.has_input(6):
        bias = g.static(node, 6, "C").astype(np.float64) * requantization(a_scale, b_scale, y_scale)
        bias = bias.reshape(-1) if bias.size > 1 else bias.reshape(1)
        y = g.binary(ew.AddOp, y, g.constant(bias, f"{node.inputs[6]}_scaled", elem_of(a)))
    if not quantized_output:
        return [y]
    y_zero = zero_point(g, node, 8, np.dtype(np.uint8))
    lo, hi = integer_range(node, y_zero.dtype)
    return [quantize(g, y, y_zero, None, lo, hi, node.outputs[0])]
