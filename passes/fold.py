"""
`anec-fold`: folds per-channel affine maps and activations into the
convolution before them (SPEC section 5: a fused convolution carries bias,
post-scale and activation streams, so conv + batch norm + activation is one
op; SPEC section 5 model-construction rules: fold per-channel scale/bias and
the activation into the convolution, free on the output pass).

A convolution computes `y = act(acc * post_scale[c] + bias[c])`. A following
`anec.batch_norm` or `anec.scale_bias` is the per-channel map
`z = y * a[c] + b[c]` (batch norm: `a = scale / sqrt(variance + epsilon)`,
`b = bias - mean * a`), so without an activation

    z = acc * (post_scale * a) + (bias * a + b)

and the norm disappears into the streams. With `into=weights` (the default)
the factor `a` scales the weights of each output channel instead of the
post-scale, when the weights are weights (`cost.work.is_weight`: a constant
in any form or an argument marked `anec.weight`) and can hold a float scale
(dense or sparse float weights of the factor's element type); int8/uint8
weights (integer values) and palettized weights (one shared palette) always
take it in the post-scale stream. Constant operands are folded at compile
time into new `anec.constant`s; any other operand (a placeholder, a function
argument, a computed value) is folded by emitting the per-channel arithmetic
as `anec` ops (weights scaled by the factor reshaped to [C, 1, ...]). On
weights alone those ops are evaluated at load time (`cost.work.is_load_time`)
and cost nothing, so the fold decides and costs the same whatever the
weights' form (docs/cost-model.md, "Invariances"). A following activation op (`ACTIVATION_OPS`)
becomes the convolution's `fused_activation`.

Folding needs the intermediate to have a single use (its only reader is the
norm or activation) and the convolution to have no fused activation yet (a
norm after an activation is not affine in the accumulator). Convolution and
deconvolution fold alike: their streams have the same semantics.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, cast

import numpy as np
from xdsl.context import Context
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, ModuleOp, TensorType
from xdsl.ir import Attribute, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.utils.str_enum import StrEnum

from anec.dialect.attributes import ActivationAttr, ActivationFn, WeightFormat
from anec.dialect.constant import ConstantOp, dense_elements
from anec.dialect.conv import ConvLikeOp
from anec.dialect.dense import PlaceholderAttr, elements
from anec.dialect.elementwise import ACTIVATION_OPS, AddOp, BinaryOp, CastOp, DivOp, MulOp, SqrtOp, SubOp, UnaryOp
from anec.dialect.numeric import resource_blob, value_type
from anec.dialect.movement import ReshapeOp
from anec.dialect.normalization import BatchNormOp, ScaleBiasOp
from anec.cost.work import is_weight
from anec.passes.diagnostics import enum_option, fail


class FoldInto(StrEnum):
    """Where the multiplicative factor of a folded norm goes."""

    WEIGHTS = "weights"
    """Scale each output channel's constant weights (when they can hold it)."""
    POST_SCALE = "post_scale"
    """Multiply the post-scale stream."""


WEIGHT_SCALABLE_FORMATS = (WeightFormat.DENSE, WeightFormat.SPARSE)
"""Weight formats whose stored values can absorb a per-channel float scale:
float values (sparse keeps its zeros). int8/uint8 hold integers and a
palettized tensor shares one palette, so they take the scale in the post-scale."""

ACTIVATION_OF: dict[type[UnaryOp], ActivationFn] = {op: fn for fn, op in ACTIVATION_OPS.items()}
"""The fused activation each standalone activation op becomes."""


@dataclass(frozen=True)
class Known:
    """A per-channel [C] vector known at compile time (float64), with the
    constant it was read from, if any (to reuse rather than duplicate it)."""

    values: np.ndarray
    source: SSAValue | None = None


Vector = Known | SSAValue
"""A per-channel [C] vector: known at compile time or computed at run time."""


def constant_value(value: SSAValue) -> np.ndarray | None:
    """The elements of `value` when an `anec.constant` defines it, else None
    (also for a placeholder, whose elements are not known)."""
    op = value.owner
    if not isinstance(op, ConstantOp) or isinstance(op.value, PlaceholderAttr):
        return None
    attr = op.value
    if isinstance(attr, DenseIntOrFPElementsAttr):
        return elements(attr)
    shape, dtype = value_type(op.output.type)
    try:
        return resource_blob(attr.resource_handle.data, shape, dtype)
    except ValueError as err:
        raise fail(op, str(err)) from err


def compact(values: np.ndarray) -> np.ndarray:
    """The distinct part of a broadcast array: every axis it is broadcast along
    (stride 0) cut to length 1. A splat weight (`elements` of one stored
    element) and a per-channel factor spread over it stay this small."""
    if values.size == 0:
        return values
    return values[tuple(slice(0, 1) if stride == 0 else slice(None) for stride in values.strides)]


def constant_op(array: np.ndarray, ty: TensorType[Any]) -> ConstantOp:
    """An `anec.constant` of type `ty` holding `array`, rounded once to its
    element type; one element when they are all the same bits (a splat, the
    form the importer builds), computed without expanding a broadcast `array`."""
    _, dtype = value_type(ty)
    array = np.asarray(array)
    rounded = np.asarray(compact(array), dtype=dtype)
    if rounded.size and splat_bits(rounded):
        return ConstantOp(dense_elements(rounded.reshape(-1)[:1], ty))
    return ConstantOp(dense_elements(np.broadcast_to(rounded, array.shape), ty))


def splat_bits(values: np.ndarray) -> bool:
    """Every element the same bits (-0.0 and 0.0 differ; a NaN equals its own bits)."""
    flat = values.reshape(-1)
    raw = flat.view(f"<u{flat.dtype.itemsize}") if flat.dtype.kind == "f" else flat
    return bool((raw == raw[0]).all())


@dataclass(frozen=True)
class VectorBuilder:
    """Per-channel arithmetic: numpy when every operand is known, else `anec`
    ops of type `ty` ([C]) inserted before the matched op."""

    rewriter: PatternRewriter
    ty: TensorType[Any]

    def known(self, value: SSAValue) -> Vector:
        """A stream operand: its constant elements when it has them, else the value."""
        array = constant_value(value)
        return value if array is None else Known(array.astype(np.float64), value)

    def value(self, vector: Vector) -> SSAValue:
        """`vector` as an SSA value of type `ty`: a known vector read from a
        constant of that type is that constant, any other a new constant."""
        if isinstance(vector, Known):
            if vector.source is not None and vector.source.type == self.ty:
                return vector.source
            return self.rewriter.insert(constant_op(vector.values, self.ty)).output
        if vector.type != self.ty:
            return self.rewriter.insert(CastOp(vector, self.ty.element_type)).output
        return vector

    def binary(self, op_type: type[BinaryOp], fn: Callable[[np.ndarray, np.ndarray], np.ndarray], a: Vector, b: Vector) -> Vector:
        if isinstance(a, Known) and isinstance(b, Known):
            return Known(fn(a.values, b.values))
        return self.rewriter.insert(op_type(self.value(a), self.value(b))).output

    def mul(self, a: Vector, b: Vector) -> Vector:
        return self.binary(MulOp, np.multiply, a, b)

    def add(self, a: Vector, b: Vector) -> Vector:
        return self.binary(AddOp, np.add, a, b)

    def sub(self, a: Vector, b: Vector) -> Vector:
        return self.binary(SubOp, np.subtract, a, b)

    def div(self, a: Vector, b: Vector) -> Vector:
        return self.binary(DivOp, np.divide, a, b)

    def sqrt(self, a: Vector) -> Vector:
        if isinstance(a, Known):
            return Known(np.sqrt(a.values))
        return self.rewriter.insert(SqrtOp(a)).output


@dataclass(frozen=True)
class Probe(VectorBuilder):
    """The fold's arithmetic in numpy only, to check it before rewriting: an
    operand unknown at compile time reads as NaN, so nothing is ever inserted."""

    def known(self, value: SSAValue) -> Vector:
        array = constant_value(value)
        return Known(np.full(self.ty.get_shape(), np.nan) if array is None else array.astype(np.float64))


def fits(values: np.ndarray, ty: Attribute) -> bool:
    """Whether every finite value stays finite rounded to `ty`'s float element
    type (a value beyond the fp16 range would become +-inf)."""
    _, dtype = value_type(ty)
    if dtype.kind != "f":
        return True
    values = compact(values)  # the same elements, each once
    with np.errstate(over="ignore", invalid="ignore"):
        return bool(np.all(np.isfinite(values.astype(dtype)) | ~np.isfinite(values)))


def foldable_producer(value: SSAValue) -> ConvLikeOp | None:
    """The convolution defining `value` when it can take a fold: `value` is
    its only use and it has no fused activation yet."""
    conv = value.owner
    if not isinstance(conv, ConvLikeOp) or conv.fused_activation is not None:
        return None
    return conv if value.has_one_use() else None


def erase_dead_constants(rewriter: PatternRewriter, values: Sequence[SSAValue | None]) -> None:
    """Erases the `anec.constant`s among `values` that lost their last use."""
    for value in dict.fromkeys(v for v in values if v is not None):
        if isinstance(value.owner, ConstantOp) and not value.uses:
            rewriter.erase(value.owner)


@dataclass(frozen=True)
class FoldNorm(RewritePattern):
    """`anec.batch_norm` / `anec.scale_bias` of a convolution's result -> the convolution's streams."""

    into: FoldInto

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: BatchNormOp | ScaleBiasOp, rewriter: PatternRewriter) -> None:
        conv = foldable_producer(op.input)
        if conv is None:
            return
        into = self.placement(op, conv, Probe(rewriter, op.bias.type))
        if into is None:
            return
        vectors = VectorBuilder(rewriter, op.bias.type)
        scale, shift = self.affine(op, vectors)
        post_scale = None if conv.post_scale is None else vectors.known(conv.post_scale)
        bias = None if conv.bias is None else vectors.known(conv.bias)
        weights = self.scaled_weights(conv, scale, vectors) if into == FoldInto.WEIGHTS else None
        if weights is None:
            weights = conv.weights
            post_scale = scale if post_scale is None else vectors.mul(post_scale, scale)
        shift = shift if bias is None else vectors.add(vectors.mul(bias, scale), shift)
        folded = conv.derived(
            conv.input,
            weights,
            conv.output.type,
            bias=vectors.value(shift),
            post_scale=None if post_scale is None else vectors.value(post_scale),
        )
        consumed = [*op.operands[1:], conv.weights, conv.bias, conv.post_scale]
        rewriter.replace(op, folded)
        rewriter.erase(conv)
        erase_dead_constants(rewriter, consumed)

    @staticmethod
    def affine(op: BatchNormOp | ScaleBiasOp, vectors: VectorBuilder) -> tuple[Vector, Vector]:
        """(a, b) of the norm's per-channel map `z = y * a + b`."""
        scale, bias = vectors.known(op.scale), vectors.known(op.bias)
        if isinstance(op, ScaleBiasOp):
            return scale, bias
        epsilon = Known(np.full(op.bias.type.get_shape(), op.epsilon.value.data))
        factor = vectors.div(scale, vectors.sqrt(vectors.add(vectors.known(op.variance), epsilon)))
        return factor, vectors.sub(bias, vectors.mul(vectors.known(op.mean), factor))

    def placement(self, op: BatchNormOp | ScaleBiasOp, conv: ConvLikeOp, probe: Probe) -> FoldInto | None:
        """
        Where the factor goes so that every folded coefficient known at compile
        time fits its element type: the weights (when `into=weights` allows
        and the scaled weights fit), else the post-scale stream; None (keep the
        norm) when the bias or post-scale stream would overflow. The fold's
        arithmetic runs in numpy only (`probe`), before anything is inserted.
        """
        scale, shift = self.affine(op, probe)
        assert isinstance(scale, Known) and isinstance(shift, Known)
        if conv.bias is not None:
            shift = probe.add(probe.mul(probe.known(conv.bias), scale), shift)
        assert isinstance(shift, Known)
        if not fits(shift.values, op.bias.type):
            return None
        weights = self.scaled_weight_values(conv, scale, self.into) if not np.isnan(scale.values).any() else None
        if weights is not None and fits(weights, conv.weights.type):
            return FoldInto.WEIGHTS
        if weights is None and self.scales_at_load_time(conv, op, self.into):
            return FoldInto.WEIGHTS
        post_scale = scale if conv.post_scale is None else probe.mul(probe.known(conv.post_scale), scale)
        assert isinstance(post_scale, Known)
        return FoldInto.POST_SCALE if fits(post_scale.values, op.bias.type) else None

    @staticmethod
    def scaled_weight_values(conv: ConvLikeOp, scale: Vector, into: FoldInto) -> np.ndarray | None:
        """Constant weights with each output channel scaled by `scale` (float64),
        when folding into the weights applies; None when the scale goes to the post-scale."""
        if into != FoldInto.WEIGHTS or conv.weight_format.format not in WEIGHT_SCALABLE_FORMATS:
            return None
        weights = constant_value(conv.weights)
        if weights is None or not isinstance(scale, Known) or not isinstance(conv.weights.type, TensorType):
            return None
        factor = scale.values.reshape((-1,) + (1,) * (weights.ndim - 1))
        distinct = compact(weights)
        if distinct.shape == weights.shape:
            return weights.astype(np.float64) * factor
        # A splat (or broadcast) weight: each distinct product once, spread as a view.
        return np.broadcast_to(distinct.astype(np.float64) * factor, weights.shape)

    @staticmethod
    def scales_at_load_time(conv: ConvLikeOp, op: BatchNormOp | ScaleBiasOp, into: FoldInto) -> bool:
        """Weights or a factor whose elements are not in the file (a
        placeholder, an argument marked `anec.weight`) take the factor like
        constant weights do, as arithmetic evaluated at load time
        (`cost.work.is_load_time`), so the fold's decision does not depend on
        how the weights are written. Values unknown here are assumed to fit."""
        weights_type = conv.weights.type
        return (
            into == FoldInto.WEIGHTS
            and conv.weight_format.format in WEIGHT_SCALABLE_FORMATS
            and is_weight(conv.weights)
            and isinstance(weights_type, TensorType)
            and isinstance(op.bias.type, TensorType)
            and weights_type.element_type == op.bias.type.element_type
        )

    def scaled_weights(self, conv: ConvLikeOp, scale: Vector, vectors: VectorBuilder) -> SSAValue | None:
        """`scaled_weight_values` as a new constant of the weights' type; for
        weights scaled at load time (`scales_at_load_time`), the weights
        times the factor reshaped to [C, 1, ...]."""
        ty = cast(TensorType[Any], conv.weights.type)
        weights = self.scaled_weight_values(conv, scale, FoldInto.WEIGHTS)
        if weights is not None:
            return vectors.rewriter.insert(constant_op(weights, ty)).output
        factor = vectors.rewriter.insert(
            ReshapeOp(vectors.value(scale), TensorType(vectors.ty.element_type, (ty.get_shape()[0],) + (1,) * (len(ty.get_shape()) - 1)))
        ).output
        return vectors.rewriter.insert(MulOp(conv.weights, factor)).output


@dataclass(frozen=True)
class FuseActivation(RewritePattern):
    """An activation op on a convolution's result -> the convolution's `fused_activation`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: UnaryOp, rewriter: PatternRewriter) -> None:
        fn = ACTIVATION_OF.get(type(op))
        if fn is None:
            return
        conv = foldable_producer(op.input)
        if conv is None:
            return
        conv.fused_activation = ActivationAttr(fn, *(getattr(op, p).value.data for p in fn.parameters))
        rewriter.notify_op_modified(conv)
        rewriter.replace(op, [], [conv.output])


@dataclass(frozen=True)
class AnecFoldPass(ModulePass):
    """Folds batch norm, scale-and-bias and activations into the convolution before them."""

    name = "anec-fold"

    TARGET_FACTS: ClassVar[tuple[str, ...]] = ()
    """It reads no target: every target folds alike (`passes.compile.compile_shared`)."""

    into: str = FoldInto.WEIGHTS.value

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        into = enum_option(FoldInto, self.into, "fold target")
        PatternRewriteWalker(GreedyRewritePatternApplier([FoldNorm(into), FuseActivation()], dce_enabled=False)).rewrite_module(
            op
        )
