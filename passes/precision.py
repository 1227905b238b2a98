"""
The precision-trading rewrites `anec-tune` searches only under a tolerance
(SPEC section 7: "precision-trading rewrites (int8 weight stream) only under
an explicit tolerance and speedup margin"; docs/tuning.md, decision 2):

- **int8 weights** (SPEC section 7, "compressed weights: int8 stored,
  dequantized to fp16 before the multiply: fewer bytes, same cycles"): the
  constant float weights of a convolution, deconvolution or matmul become
  `i8` values under `#anec.weight_format<int8>`, symmetric per output
  channel: `s[c] = fp16(max |w[c]| / 127)`, `q = clip(rint(w / s[c]), -127,
  127)`. A convolution or deconvolution takes `s` into its post-scale (the
  stream that carries int8 dequantization, SPEC section 5), multiplied into
  a constant post-scale it already has; a matmul, which has no post-scale,
  is followed by an `anec.mul` by `s` over its last axis.
- **int8 compute** (SPEC sections 2, 7: the double-int8 MAC path, fewer
  cycles): the int8 weights above plus the unit attribute
  `anec.int8_compute`; the interpreter then also rounds the op's
  activation input to int8 (docs/interpreter.md), so the gate sees what the
  8-bit multiply costs in accuracy.
- **palettized weights** (`#anec.weight_format<palettized, bits = B>`,
  SPEC section 5's palette-lookup stream): the weights take at most `2**B`
  distinct fp16 values, one palette per tensor, found by Lloyd's k-means in
  one dimension over the distinct weight values weighted by their counts,
  started from `2**B` evenly spaced values from the smallest weight to the
  largest (deterministic; started from the quantiles instead, the tails
  got few entries and the largest error on 6-bit Gaussian weights was 18x
  larger, 0.081 against 0.0046 at sigma 0.05, for a 10% lower RMS), at most
  `KMEANS_ITERATIONS` rounds; an entry no weight is nearest to is dropped;
  each weight becomes its nearest palette entry.

Only weights that are `anec.constant`s of a float type, stored dense, are
rewritten: the rewrite needs their values. Weights passed as function
arguments are run-time values (or weights the module does not hold) and are
not searched; `NotApplicable` says why.
"""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import IntegerType, TensorType, UnitAttr
from xdsl.ir import Operation, SSAValue
from xdsl.rewriter import Rewriter

from anec.dialect.attributes import WeightFormat, WeightFormatAttr
from anec.dialect.constant import ConstantOp, dense_elements
from anec.dialect.conv import ConvolutionOp, DeconvolutionOp, MatmulOp
from anec.dialect.dense import elements
from anec.dialect.discardable import INT8_COMPUTE_ATTR
from anec.dialect.elementwise import MulOp
from anec.dialect.numeric import value_type

FP16 = "fp16"
INT8_WEIGHTS = "int8 weights"
INT8_COMPUTE = "int8 compute"
PALETTIZED = "palettized {bits}-bit"

PALETTE_CHOICES = (6, 4)
"""Palette index widths searched, widest first (SPEC section 5 allows 1, 2, 4, 6, 8;
8 bits stores as many bytes as int8)."""

PRECISION_CHOICES: tuple[str, ...] = (FP16, INT8_WEIGHTS, INT8_COMPUTE, *(PALETTIZED.format(bits=b) for b in PALETTE_CHOICES))
"""The alternatives of the precision decision, in tie-break order: the op as
it is first, then the rewrites from the most to the least precise."""

INT8_LIMIT = 127
"""Symmetric int8: codes -127..127 (-128 unused, so the scale is symmetric)."""

KMEANS_ITERATIONS = 32
"""Upper bound of Lloyd rounds for a palette (an algorithm setting, not a hardware fact: it stops earlier when the palette no longer moves)."""

GemmOp = ConvolutionOp | DeconvolutionOp | MatmulOp


class NotApplicable(Exception):
    """The rewrite cannot apply to this op; the message says why."""


def gemm_ops(root: Operation) -> list[GemmOp]:
    """The convolutions, deconvolutions and matmuls under `root`, in program order."""
    return [op for op in root.walk() if isinstance(op, ConvolutionOp | DeconvolutionOp | MatmulOp)]


def weight_value(op: GemmOp) -> SSAValue:
    return op.rhs if isinstance(op, MatmulOp) else op.weights


def searchable(op: GemmOp) -> str | None:
    """None when the precision decision applies to `op`, else why not."""
    if op.weight_format.format != WeightFormat.DENSE:
        return f"its weights are already {op.weight_format.format}"
    source = weight_value(op).owner
    if not isinstance(source, ConstantOp):
        return "its weights are not an anec.constant (a run-time value; the rewrite needs their values)"
    _, dtype = value_type(source.output.type)
    if dtype.kind != "f":
        return f"its weights are {dtype}, not float"
    try:
        elements(source.value)  # pyright: ignore[reportArgumentType]  # any constant value is tried: one without elements raises, caught below
    except (AttributeError, ValueError) as err:
        return f"its weights have no readable elements ({err})"
    return None


def weights_of(op: GemmOp) -> np.ndarray:
    source = weight_value(op).owner
    assert isinstance(source, ConstantOp)
    return np.asarray(elements(source.value), dtype=np.float64)  # pyright: ignore[reportArgumentType]  # `searchable` checked that the value has elements


def channel_axis(op: GemmOp, rank: int) -> int:
    """The weights' output-channel axis: axis 0 of convolution and deconvolution
    weights (output-channel-major), N of a matmul's right operand."""
    if isinstance(op, MatmulOp):
        return rank - 2 if op.transpose_rhs.value.data else rank - 1
    return 0


def int8_codes(w: np.ndarray, axis: int, dtype: np.dtype) -> tuple[np.ndarray, np.ndarray]:
    """(int8 codes, per-channel scales in `dtype`) of `w`, symmetric per index of `axis`."""
    others = tuple(a for a in range(w.ndim) if a != axis)
    peak = np.max(np.abs(w), axis=others) if others else np.abs(w)
    scale = (peak / INT8_LIMIT).astype(dtype)
    scale[scale == 0] = 1
    shape = [1] * w.ndim
    shape[axis] = -1
    q = np.clip(np.rint(w / scale.astype(np.float64).reshape(shape)), -INT8_LIMIT, INT8_LIMIT).astype(np.int8)
    return q, scale


def palette_values(w: np.ndarray, bits: int, dtype: np.dtype) -> np.ndarray:
    """`w` with every value replaced by its nearest entry of a `2**bits`-entry palette (module docstring)."""
    flat = w.ravel()
    values, counts = np.unique(flat, return_counts=True)
    entries = 1 << bits
    if len(values) <= entries:
        return w.astype(dtype)
    centroids = np.linspace(values[0], values[-1], entries)
    for _ in range(KMEANS_ITERATIONS):
        index = np.searchsorted((centroids[1:] + centroids[:-1]) / 2, values)
        weight = np.bincount(index, weights=counts.astype(np.float64), minlength=len(centroids))
        total = np.bincount(index, weights=values * counts, minlength=len(centroids))
        moved = total[weight > 0] / weight[weight > 0]
        if moved.shape == centroids.shape and np.array_equal(moved, centroids):
            break
        centroids = moved
    palette = np.unique(centroids.astype(dtype)).astype(np.float64)
    index = np.searchsorted((palette[1:] + palette[:-1]) / 2, flat)
    return palette[index].astype(dtype).reshape(w.shape)


def constant(data: np.ndarray, element: object) -> ConstantOp:
    return ConstantOp(dense_elements(data, TensorType(element, list(data.shape))))  # type: ignore[arg-type]  # `element` is the weight's element type


def rewrite(op: GemmOp, choice: str) -> None:
    """Replaces `op` by its `choice` form (PRECISION_CHOICES); NotApplicable when it cannot."""
    if choice == FP16:
        return
    why = searchable(op)
    if why is not None:
        raise NotApplicable(why)
    w = weights_of(op)
    w_type = weight_value(op).type
    assert isinstance(w_type, TensorType)
    element = w_type.element_type
    _, dtype = value_type(w_type)
    if choice in (INT8_WEIGHTS, INT8_COMPUTE):
        q, scale = int8_codes(w, channel_axis(op, w.ndim), dtype)
        codes = constant(q, IntegerType(8))
        replace(op, codes, WeightFormatAttr(WeightFormat.INT8), scale, element, choice == INT8_COMPUTE)
        return
    for bits in PALETTE_CHOICES:
        if choice == PALETTIZED.format(bits=bits):
            values = constant(palette_values(w, bits, dtype), element)
            replace(op, values, WeightFormatAttr(WeightFormat.PALETTIZED, bits=bits), None, element, False)
            return
    raise ValueError(f"unknown precision choice '{choice}'")


def replace(
    op: GemmOp, weights: ConstantOp, fmt: WeightFormatAttr, scale: np.ndarray | None, element: object, compute: bool
) -> None:
    """`op` over `weights` in format `fmt`, dequantized by `scale` per output channel when given."""
    new_ops: list[Operation] = [weights]
    result: Operation
    if isinstance(op, MatmulOp):
        gemm = MatmulOp(
            op.lhs,
            weights,
            transpose_lhs=bool(op.transpose_lhs.value.data),
            transpose_rhs=bool(op.transpose_rhs.value.data),
            weight_format=fmt,
            result_type=op.output.type,
            attributes=dict(op.attributes),
        )
        new_ops.append(gemm)
        result = gemm
        if scale is not None:
            factor = constant(scale, element)
            result = MulOp(gemm, factor)
            new_ops += [factor, result]
    else:
        post_scale: Operation | SSAValue | None = op.post_scale
        if scale is not None:
            if op.post_scale is not None:
                source = op.post_scale.owner
                if not isinstance(source, ConstantOp):
                    raise NotApplicable("its post-scale is not an anec.constant (the dequantization scale must fold into it)")
                _, ps_dtype = value_type(source.output.type)
                merged = (np.asarray(elements(source.value), np.float64) * scale.astype(np.float64)).astype(ps_dtype)  # pyright: ignore[reportArgumentType]  # `searchable` checked that the value has elements
                post_scale = constant(merged, source.output.type.element_type)
            else:
                post_scale = constant(scale, element)
            new_ops.append(post_scale)
        gemm = op.derived(op.input, weights, op.output.type, bias=op.bias, post_scale=post_scale, properties={"weight_format": fmt})
        new_ops.append(gemm)
        result = gemm
    if compute:
        gemm.attributes[INT8_COMPUTE_ATTR] = UnitAttr()
    hint = op.output.name_hint
    if hint:
        result.results[0].name_hint = hint
        if result is not gemm:
            gemm.results[0].name_hint = f"{hint}_int8"
    Rewriter.replace_op(op, new_ops, [result.results[0]])


def form_of(op: GemmOp) -> str:
    """The op's current precision form, as PRECISION_CHOICES names it (fp16 for any float-dense op)."""
    fmt = op.weight_format
    if fmt.format in (WeightFormat.INT8, WeightFormat.UINT8):
        return INT8_COMPUTE if INT8_COMPUTE_ATTR in op.attributes else INT8_WEIGHTS
    if fmt.format == WeightFormat.PALETTIZED:
        return PALETTIZED.format(bits=fmt.bits.data)
    return FP16
