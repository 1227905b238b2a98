"""
`anec-legalize`: makes a module legal for its target, rewriting what the
target runs another way and rejecting, at the op, what it cannot run
(SPEC sections 2, 5 and 6). The target comes from `target=NAME` or the
module attribute `anec.target` (`passes.set_target.target_for`).

Rewrites (each keeps the results; see docs/passes.md):

- **Resize without the texture engine** (SPEC section 6: "resize becomes a
  channelwise deconvolution for integer upsampling, else transpose +
  conv"). When both axes upsample by an integer factor f in the resize's own
  sampling grid (half-pixel: m = f * n; `align_corners`: m - 1 = f * (n - 1);
  f = 1 is an unchanged axis), `anec.resize` becomes one depthwise
  `anec.deconvolution` (groups = C, stride (fh, fw)) whose constant kernel is
  the outer product of the two axes' 1-D interpolation kernels. Bilinear
  half-pixel sampling clamps its source coordinate at the image edge; the
  deconvolution reproduces the clamp by reading an input whose edge rows
  and columns are repeated (`anec.slice` + `anec.concat`, the columns
  through an `anec.transpose`, so no width-axis offset is ever sliced).
  Every other resize (downsampling, non-integer ratios, `align_corners`
  grids that are not integer, or a kernel wider than the target's fp16
  limit) resizes each changed axis as a 1x1 `anec.convolution` whose
  constant weights are the axis's [m, n] interpolation matrix, after
  `anec.transpose` has moved that axis to the channel position (and back).
  A resize to its own size is the identity and is removed.
- **Resize-as without the texture engine** becomes `anec.resize` to the
  reference's extents (SPEC section 6: it decomposes to resize), which is
  then lowered as above.
- **3-D convolution** (SPEC section 5: in the hardware table, reached by
  no backend as such): one 2-D convolution. Banded where the weights are a
  constant and the channels fit: the depth read into the channels (a
  reshape, no data moved) and sparse weights [O Do, C D, kH, kW] holding
  each output depth's taps at the input depths it reads. Else stacked over
  the depth positions: each depth tap's slice stacked in the channels in
  the weights' (tap, channel) order, the depth moved next to the batch and
  back (`Lower3DConvolution`).
- **Dilated convolution** (SPEC section 5: space-to-batch with a factor from
  {2, 3, 4, 8}, the kernel stays dense): a stride-1 convolution with equal
  dilation d on both axes becomes `anec.space_to_batch` (block b, the
  convolution's padding plus what makes the padded extent a multiple of
  b) + the convolution with dilation d / b and no padding + `anec.batch_to_space`
  (cropping that extra at the end). b is the largest factor of
  `DILATION_BLOCKS` dividing d; when d / b > 1 the inner convolution is
  lowered again, so every d = 2^i * 3^j composes exactly.
- **Wide strided fp16 kernels**: an fp16 convolution wider than
  `fp16_kernel_width_max` whose width stride s > 1 divides its kernel width
  k (a patch embedding) becomes `anec.space_to_batch` (block (1, s), with
  the padding) + reshape/transpose moving each s-column block into the
  channels (space-to-depth, input and weights alike) + a convolution of
  width k / s and width stride 1 (+ an `anec.slice` at offset 0 dropping a
  surplus column): the same products, summed by the same f32 accumulator.
- **Other wide fp16 kernels** (`SplitWideKernel`): P pieces of width w
  within the limit, as one convolution of width w over the input's P
  shifted copies stacked in the channels (on width-saturating targets, on
  the transposed layout): the same products, summed by the same f32
  accumulator and rounded once.
- **Wide contractions** (SPEC section 2: the contraction axis meets the
  spatial limit): a matmul with constant dense weights whose K is above it
  becomes a valid convolution with K folded into channels and a kernel
  (`FoldWideContraction`).
- **Width slices of a product by a weight** (on width-saturating targets,
  SPEC section 6): a slice of the last axis of `x @ W` (+ a weight bias,
  through reshapes that keep the last axis) becomes `x @ slice(W)` (+
  `slice(b)`): the same products, bit-exact, and the slices are of weights
  (load-time), so no engine crop is left (`SliceWeightProduct`).
- **Other width slices** (on width-saturating targets): a slice of a
  run-time value at a nonzero width offset whose input is not provably
  within +-4094 is taken through a view with a unit axis appended (reshape
  [..., W] -> [..., W, 1], slice, reshape back, as `anec-tile` cuts such
  operands), so no width crop is left: the rotate-half of a rotary
  embedding (`narrow_width_slices`).
- **Reshapes to an axis above the limits**: the axis is split in two
  factors within them and the split shape carried through the elementwise,
  scale-bias, layer-norm, reduction and broadcast ops after it, until a
  reshape absorbs it (`split_wide_reshapes`): a group norm's
  [N, G, C/G * H * W] view of a 256-channel 64x64 map on H13.
- **Dropout below its tier** (no `native_dropout_random`): inference dropout
  is the identity, so the op is removed and its uses read its input.

Rejections (`passes.diagnostics.fail`, located at the op):

- without the texture engine: symmetric `anec.pad` ("not supported on
  this architecture"). `anec.affine`, `anec.crop_resize` and
  `anec.resample` are left as they are: the engine of such a target has no
  form of them (SPEC section 6), so the placement puts them on the GPU or
  the CPU (`cost.placement.PlacementModel.on`) and `anec-fuse` keeps them
  out of programs;
- 3-D (rank-5) deconvolution on every target: "not implemented" (SPEC
  section 5), and a 3-D convolution with integer weights (not lowered);
- dilations the space-to-batch lowering cannot express (unequal, strided,
  or with a prime factor above 3);
- sin and cos without `native_sin_cos`, argmax and argmin without
  `native_global_argminmax` (SPEC section 2);
- after the rewrites, over the legalized IR: tensor extents beyond the
  target's maximum dimensions or the descriptor fields (SPEC section 2)
  (except a tensor that only ops the engine never runs read: SPEC section
  4 places gather, the recurrent cell and argmax on the CPU or GPU, so an
  `anec.gather` outside the software envelope of SPEC section 6, such as an
  embedding lookup, is left to the placement and its table is not bound),
  fp16 kernels wider than `fp16_kernel_width_max` that no rewrite took (with the reason), and batch-to-space
  and crop-resize width crops at a nonzero offset on targets with `width_slice_saturation` unless
  `passes.value_range` proves the input within +-4094 (SPEC section 6).

The pass is idempotent: nothing it emits matches a rewrite or a rejection
(on targets whose width crops saturate its slices never offset the width
axis of a run-time value, only of weights, elsewhere they may; its batch-to-space crops only at the end; its
split kernels are within the width limit), so a second run changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import prod
from dataclasses import dataclass, field
from typing import ClassVar

import numpy as np
from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, DenseResourceAttr, Float16Type, ModuleOp, TensorType
from xdsl.ir import Attribute, Block, BlockArgument, Operation, OpResult, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)

from anec.dialect.attributes import PadMode, Sampling
from anec.dialect.builders import i64_array, with_shape
from anec.dialect.checks import array
from anec.dialect.conv import ConvLikeOp, ConvolutionOp, DeconvolutionOp, MatmulOp
from anec.dialect.elementwise import AddOp, BinaryOp, CastOp, CosOp, DropoutOp, SinOp, UnaryOp
from anec.dialect.normalization import LayerNormOp, ScaleBiasOp
from anec.dialect.movement import (
    DILATION_BLOCKS,
    BatchToSpaceOp,
    ConcatOp,
    PadOp,
    ReshapeOp,
    SliceOp,
    SpaceToBatchOp,
    TransposeOp,
)
from anec.dialect.numeric import resize_source_coordinates, value_type
from anec.dialect.constant import ConstantOp
from anec.dialect.dense import PlaceholderAttr
from anec.dialect.attributes import DENSE, WeightFormat, WeightFormatAttr
from anec.dialect.reduction import ArgmaxOp, ArgminOp, ReduceOp
from anec.dialect.texture import CropResizeOp, ResizeAsOp, ResizeOp
from anec.cost.placement import placement_model
from anec.cost.targets import Common, Target, load_common
from anec.cost.work import is_load_time, is_weight
from anec.passes.diagnostics import fail
from anec.passes.fold import constant_op, constant_value
from anec.passes.set_target import target_for
from anec.passes.value_range import RANGE_ATTR, ValueRanges, declared_range

UNSUPPORTED = "not supported on this architecture"
"""The rejection of symmetric padding on a target without the texture engine (SPEC section 6)."""

WIDTH_SOURCE_MAX = load_common().width_source_max
"""SPEC section 6: on width-saturating targets a width source value above 4094 saturates to +-inf (cost/targets.toml)."""

SWAP_HEIGHT_WIDTH = (0, 1, 3, 2)
"""[N, C, H, W] -> [N, C, W, H]: puts the width axis where rows are repeated."""

HEIGHT_TO_CHANNEL = (0, 2, 1, 3)
"""[N, C, H, W] <-> [N, H, C, W]: the height axis in the channel position (an involution)."""

WIDTH_TO_CHANNEL = (0, 3, 2, 1)
"""[N, C, H, W] <-> [N, W, H, C]: the width axis in the channel position (an involution)."""


# Resize as a deconvolution or as transposes and 1x1 convolutions.


def interpolation_matrix(n: int, m: int, mode: Sampling, align_corners: bool) -> np.ndarray:
    """The [m, n] matrix of one axis of `anec.resize`: output o is row o times the input."""
    s = np.clip(resize_source_coordinates(n, m, align_corners), 0, n - 1)
    matrix = np.zeros((m, n))
    rows = np.arange(m)
    if mode == Sampling.NEAREST:
        matrix[rows, np.minimum(np.floor(s + 0.5), n - 1).astype(np.intp)] = 1.0
        return matrix
    first = np.floor(s)
    fraction = s - first
    np.add.at(matrix, (rows, first.astype(np.intp)), 1.0 - fraction)
    np.add.at(matrix, (rows, np.minimum(first + 1, n - 1).astype(np.intp)), fraction)
    return matrix


def upsampling_factor(n: int, m: int, align_corners: bool) -> int | None:
    """The integer f with which output o samples o / f-periodic source points, or None."""
    if m == n:
        return 1
    if m < n:
        return None
    if align_corners:
        return (m - 1) // (n - 1) if n > 1 and (m - 1) % (n - 1) == 0 else None
    return m // n if m % n == 0 else None


@dataclass(frozen=True)
class AxisKernel:
    """
    One axis of an integer upsampling as a transposed convolution: input j
    adds `weights[k] * x[j]` to output `factor * j + offset + k`, reading the
    input with `before` and `after` edge copies (the resize's clamp).
    """

    factor: int
    weights: np.ndarray
    offset: int
    before: int
    after: int

    @staticmethod
    def build(n: int, m: int, factor: int, mode: Sampling, align_corners: bool) -> AxisKernel:
        o = np.arange(-2 * factor, 2 * factor + 1)
        s = o / factor if align_corners else (o + 0.5) / factor - 0.5
        if mode == Sampling.NEAREST:
            taps = (np.floor(s + 0.5) == 0).astype(np.float64)
        else:
            taps = np.maximum(0.0, 1.0 - np.abs(s))
        nonzero = np.flatnonzero(taps)
        weights = taps[nonzero[0] : nonzero[-1] + 1]
        offset = int(o[nonzero[0]])
        lowest = -((offset + len(weights) - 1) // factor)
        highest = (m - 1 - offset) // factor
        return AxisKernel(factor, weights, offset, max(0, -lowest), max(0, highest - (n - 1)))

    def padding(self, n: int, m: int) -> tuple[int, int]:
        """(begin, end) padding of the deconvolution over the edge-extended input."""
        begin = self.factor * self.before - self.offset
        extended = n + self.before + self.after
        return begin, (extended - 1) * self.factor + len(self.weights) - begin - m


def add(ops: list[Operation], op: Operation) -> SSAValue:
    """Appends `op` to the ops a rewrite emits; its result."""
    ops.append(op)
    return op.results[0]


def insert_located(rewriter: PatternRewriter, op: Operation, ops: Sequence[Operation]) -> None:
    """Inserts `ops` before the matched `op`, each carrying its location."""
    for new in ops:
        new.location = op.location
        rewriter.insert(new)


def constant(ops: list[Operation], values: np.ndarray, like: SSAValue) -> SSAValue:
    """An `anec.constant` of `values` with `like`'s element type."""
    return add(ops, constant_op(values, with_shape(like, values.shape)))


def repeat_edge_rows(ops: list[Operation], x: SSAValue, before: int, after: int) -> SSAValue:
    """`x` [N, C, H, W] with `before` copies of row 0 above and `after` of row H - 1 below."""
    if before == after == 0:
        return x
    n, c, h, w = shape_of(x)
    first, last = (add(ops, SliceOp(x, with_shape(x, (n, c, 1, w)), offsets=(0, 0, i, 0))) for i in (0, h - 1))
    return add(ops, ConcatOp([first] * before + [x] + [last] * after, axis=2))


def shape_of(value: SSAValue) -> tuple[int, ...]:
    return value_type(value.type)[0]


def lower_to_deconvolution(ops: list[Operation], op: ResizeOp, kernels: tuple[AxisKernel, AxisKernel]) -> SSAValue:
    """Integer upsampling: one depthwise deconvolution over the edge-extended input."""
    _, c, h, w = shape_of(op.input)
    _, _, out_h, out_w = shape_of(op.output)
    kh, kw = kernels
    x = repeat_edge_rows(ops, op.input, kh.before, kh.after)
    if kw.before or kw.after:
        swapped = add(ops, TransposeOp(x, permutation=SWAP_HEIGHT_WIDTH))
        x = add(ops, TransposeOp(repeat_edge_rows(ops, swapped, kw.before, kw.after), permutation=SWAP_HEIGHT_WIDTH))
    kernel = np.broadcast_to(np.outer(kh.weights, kw.weights), (c, 1, len(kh.weights), len(kw.weights)))
    weights = constant(ops, kernel, x)
    deconvolution = DeconvolutionOp(
        x,
        weights,
        strides=(kh.factor, kw.factor),
        explicit_padding=(*kh.padding(h, out_h), *kw.padding(w, out_w)),
        groups=c,
        result_type=op.output.type,
    )
    return add(ops, deconvolution)


def lower_to_convolutions(ops: list[Operation], op: ResizeOp) -> SSAValue:
    """Any resize: each changed axis moves to the channel position and meets its [m, n] matrix."""
    mode, align = op.mode.data, bool(op.align_corners.value.data)
    _, _, out_h, out_w = shape_of(op.output)
    x = op.input
    for axis, extent, permutation in ((2, out_h, HEIGHT_TO_CHANNEL), (3, out_w, WIDTH_TO_CHANNEL)):
        if shape_of(x)[axis] == extent:
            continue
        matrix = interpolation_matrix(shape_of(x)[axis], extent, mode, align)
        moved = add(ops, TransposeOp(x, permutation=permutation))
        resized = add(ops, ConvolutionOp(moved, constant(ops, matrix.reshape(*matrix.shape, 1, 1), x)))
        x = add(ops, TransposeOp(resized, permutation=permutation))
    return x


@dataclass
class LowerResize(RewritePattern):
    """`anec.resize` on a target without the texture engine (SPEC section 6)."""

    target: Target

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ResizeOp, rewriter: PatternRewriter) -> None:
        if self.target.texture_engine:
            return
        mode, align = op.mode.data, bool(op.align_corners.value.data)
        _, _, h, w = shape_of(op.input)
        _, _, out_h, out_w = shape_of(op.output)
        if (h, w) == (out_h, out_w):
            rewriter.replace(op, [], [op.input])
            return
        factors = (upsampling_factor(h, out_h, align), upsampling_factor(w, out_w, align))
        kernels = None
        if factors[0] is not None and factors[1] is not None:
            kernels = (
                AxisKernel.build(h, out_h, factors[0], mode, align),
                AxisKernel.build(w, out_w, factors[1], mode, align),
            )
            if isinstance(op.input.type.element_type, Float16Type) and len(kernels[1].weights) > self.target.fp16_kernel_width_max:
                kernels = None
        ops: list[Operation] = []
        result = lower_to_convolutions(ops, op) if kernels is None else lower_to_deconvolution(ops, op, kernels)
        insert_located(rewriter, op, ops)
        rewriter.replace(op, [], [result])


@dataclass
class ResizeAsToResize(RewritePattern):
    """`anec.resize_as` on a target without the texture engine: a resize to the reference's extents."""

    target: Target

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ResizeAsOp, rewriter: PatternRewriter) -> None:
        if self.target.texture_engine:
            return
        resize = ResizeOp(op.input, op.output.type, mode=op.mode, align_corners=op.align_corners, attributes=op.attributes)
        resize.location = op.location
        rewriter.replace(op, resize)


@dataclass
class RejectSymmetricPad(RewritePattern):
    """Symmetric padding needs the texture engine (SPEC section 6)."""

    target: Target

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: PadOp, rewriter: PatternRewriter) -> None:
        if self.target.texture_engine or op.mode.data != PadMode.SYMMETRIC:
            return
        raise fail(op, f"symmetric padding is {UNSUPPORTED}: target {self.target.name} has no texture engine (SPEC section 6)")


@dataclass
class Lower3DConvolution(RewritePattern):
    """
    A 3-D convolution (rank-5 input [N, C, D, H, W], weights [O, kD, C/g,
    kH, kW]), which SPEC section 5 lists but no backend reaches as such, as
    one 2-D convolution, in one of two forms (docs/passes.md):

    - **banded** (`banded_form`), where the weights are a constant and the
      C D input and O Do output channels are within the target's channel
      limit: the depth read into the channels (reshapes), the weights
      [O Do, C/g D, kH, kW] holding each output depth's taps at the input
      depths it reads, sparse (the zeros skipped): no data moves and the
      multiplies are the 3-D convolution's;
    - **stacked** (`stacked_form`) otherwise: the input's depth padded
      (`anec.pad`, zeros), moved next to the batch (`anec.transpose`), and
      for each depth tap t the depths z * sD + t * dD of the Do output
      positions sliced (`anec.slice` of the depth axis, never the width) and
      stacked in the channels in the weights' (t, c) order (within each
      group for a grouped one); the weights read as [O, kD * C/g, kH, kW] (a
      reshape); the 2-D convolution runs over N * Do images, and a reshape
      and transpose put the depth back.

    Either way every output element sums the same kD * C/g * kH * kW
    products (the banded form adds exact zeros) in one accumulator, with the
    height and width window, groups, bias, post-scale and activation, so the
    result is the 3-D convolution's up to the order of that sum
    (`tests/test_legalize.py`). Integer (int8) weights are not lowered:
    `anec.reshape` takes no 8-bit integers, so the convolution is reported.
    """

    target: Target
    common: Common

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ConvolutionOp, rewriter: PatternRewriter) -> None:
        if len(op.spatial_input()) != 3:
            return
        if op.weight_format.format != DENSE.format:
            raise fail(
                op,
                f"3-D convolution with {op.weight_format.format} weights is not lowered: its 2-D form reshapes the weights, "
                "which takes f16 or f32 weights (SPEC section 5)",
            )
        _, c, depth = shape_of(op.input)[:3]
        channels = max(c * depth, shape_of(op.weights)[0] * shape_of(op.output)[2])
        banded = banded_form(op) if channels <= Limit.tightest(self.target, self.common, channel=True).value else None
        ops, result = banded or stacked_form(op)
        insert_located(rewriter, op, ops)
        rewriter.replace(op, [], [result])


def stacked_form(op: ConvolutionOp) -> tuple[list[Operation], SSAValue]:
    """The stacked form of a 3-D convolution (`Lower3DConvolution`): depth next to the batch, the taps in the channels."""
    n, c, _, h, w = shape_of(op.input)
    o, kd, cg, kh, kw = shape_of(op.weights)
    (pd0, pd1), (ph0, ph1), (pw0, pw1) = op.pads()
    sd, sh, sw = op.stride_values()
    dd, dh, dw = op.dilation_values()
    groups = op.group_count()
    do, ho, wo = shape_of(op.output)[2:]
    ops: list[Operation] = []
    x: SSAValue = op.input
    if pd0 or pd1:
        x = add(ops, PadOp(x, pads=(0, 0, pd0, 0, 0, 0, 0, pd1, 0, 0)))
    depth_major = add(ops, TransposeOp(x, permutation=(0, 2, 1, 3, 4)))  # [N, Dp, C, H, W]
    taps = []
    for t in range(kd):
        taps.append(
            add(
                ops,
                SliceOp(
                    depth_major,
                    with_shape(depth_major, (n, do, c, h, w)),
                    offsets=(0, t * dd, 0, 0, 0),
                    strides=(1, sd, 1, 1, 1) if sd != 1 else None,
                ),
            )
        )
    if groups == 1:
        stacked = add(ops, ConcatOp(taps, axis=2)) if kd > 1 else taps[0]
    else:
        split = [add(ops, ReshapeOp(tap, with_shape(tap, (n * do, groups, 1, cg, h * w)))) for tap in taps]
        stacked = add(ops, ConcatOp(split, axis=2)) if kd > 1 else split[0]
    images = add(ops, ReshapeOp(stacked, with_shape(stacked, (n * do, kd * c, h, w))))
    weights = add(ops, ReshapeOp(op.weights, with_shape(op.weights, (o, kd * cg, kh, kw))))
    conv = ConvolutionOp(
        images,
        weights,
        bias=op.bias,
        post_scale=op.post_scale,
        strides=(sh, sw),
        dilation_rates=(dh, dw) if (dh, dw) != (1, 1) else None,
        explicit_padding=(ph0, ph1, pw0, pw1) if (ph0, ph1, pw0, pw1) != (0, 0, 0, 0) else None,
        groups=groups,
        weight_format=op.weight_format,
        fused_activation=op.fused_activation,
        result_type=with_shape(op.output, (n * do, o, ho, wo)),
        attributes={k: v for k, v in op.attributes.items()},
    )
    planes = add(ops, conv)
    unstacked = add(ops, ReshapeOp(planes, with_shape(planes, (n, do, o, ho, wo))))
    result = add(ops, TransposeOp(unstacked, permutation=(0, 2, 1, 3, 4)))
    result.name_hint = op.output.name_hint
    return ops, result


def banded_form(op: ConvolutionOp) -> tuple[list[Operation], SSAValue] | None:
    """
    The banded form of a 3-D convolution (`Lower3DConvolution`), or None
    where its weights are not a constant: the input [N, C, D, H, W] read as
    [N, C D, H, W] and the output [N, O Do, Ho, Wo] as [N, O, Do, Ho, Wo]
    (reshapes: no data moves), one 2-D convolution whose weights hold each
    output depth's taps at the input depths it reads (`banded_weights`),
    sparse: the zeros, a share 1 - taps / (Do D), are skipped, so the
    multiplies are the 3-D convolution's own; the bias and post-scale
    repeated per output depth.
    """
    weights = banded_weights(op)
    taps = depth_taps(op)
    if weights is None or not taps:
        return None
    n, c, depth, h, w = shape_of(op.input)
    o = shape_of(op.weights)[0]
    out_depth, ho, wo = shape_of(op.output)[2:]
    (_, _), (ph0, ph1), (pw0, pw1) = op.pads()
    sh, sw = op.stride_values()[1:]
    dh, dw = op.dilation_values()[1:]
    zero_fraction = 1 - len(taps) / (out_depth * depth)
    ops: list[Operation] = [weights]
    images = add(ops, ReshapeOp(op.input, with_shape(op.input, (n, c * depth, h, w))))
    conv = ConvolutionOp(
        images,
        weights.output,
        bias=repeated_per_depth(ops, op.bias, out_depth),
        post_scale=repeated_per_depth(ops, op.post_scale, out_depth),
        strides=(sh, sw),
        dilation_rates=(dh, dw) if (dh, dw) != (1, 1) else None,
        explicit_padding=(ph0, ph1, pw0, pw1) if (ph0, ph1, pw0, pw1) != (0, 0, 0, 0) else None,
        groups=op.group_count(),
        weight_format=WeightFormatAttr(WeightFormat.SPARSE, zero_fraction=zero_fraction) if zero_fraction else DENSE,
        fused_activation=op.fused_activation,
        result_type=with_shape(op.output, (n, o * out_depth, ho, wo)),
        attributes={k: v for k, v in op.attributes.items()},
    )
    planes = add(ops, conv)
    result = add(ops, ReshapeOp(planes, with_shape(planes, (n, o, out_depth, ho, wo))))
    result.name_hint = op.output.name_hint
    return ops, result


def depth_taps(op: ConvolutionOp) -> list[tuple[int, int, int]]:
    """(z, t, d) of a 3-D convolution: output depth z reads input depth d through depth tap t, d inside the
    input (a tap on the depth padding reads zeros and is left out)."""
    depth = shape_of(op.input)[2]
    (pd0, _), _, _ = op.pads()
    sd, dd = op.stride_values()[0], op.dilation_values()[0]
    taps = shape_of(op.weights)[1]
    return [(z, t, d) for z in range(shape_of(op.output)[2]) for t in range(taps) if 0 <= (d := z * sd + t * dd - pd0) < depth]


def banded_weights(op: ConvolutionOp) -> ConstantOp | None:
    """
    The weights of a 3-D convolution's banded form ([O Do, C/g D, kH, kW]:
    output channel o Do + z, input channel c D + d holds tap t of weight
    [o, t, c] where output depth z reads input depth d through tap t, zeros
    elsewhere), or None when the weights are not a constant. A placeholder
    stays a placeholder of the new shape.
    """
    source = op.weights.owner
    if not isinstance(source, ConstantOp):
        return None
    o, _, cg, kh, kw = shape_of(op.weights)
    depth, out_depth = shape_of(op.input)[2], shape_of(op.output)[2]
    ty = with_shape(op.weights, (o * out_depth, cg * depth, kh, kw))
    if isinstance(source.value, PlaceholderAttr):
        return ConstantOp(PlaceholderAttr(ty))
    values = constant_value(op.weights)
    assert values is not None
    values = np.broadcast_to(values, shape_of(op.weights))
    banded = np.zeros((o, out_depth, cg, depth, kh, kw), values.dtype)
    for z, t, d in depth_taps(op):
        banded[:, z, :, d] = values[:, t]
    return constant_op(banded.reshape(ty.get_shape()), ty)


def repeated_per_depth(ops: list[Operation], vector: SSAValue | None, out_depth: int) -> SSAValue | None:
    """A per-output-channel stream [O] as [O Do] (channel o Do + z is o's), or None."""
    if vector is None or out_depth == 1:
        return vector
    values = constant_value(vector)
    channels = shape_of(vector)[0]
    if values is not None:
        return add(ops, constant_op(np.repeat(np.broadcast_to(values, (channels,)), out_depth), with_shape(vector, (channels * out_depth,))))
    column = add(ops, ReshapeOp(vector, with_shape(vector, (channels, 1))))
    copies = add(ops, ConcatOp([column] * out_depth, axis=1))
    return add(ops, ReshapeOp(copies, with_shape(vector, (channels * out_depth,))))


@dataclass
class Reject3DDeconvolution(RewritePattern):
    """SPEC section 5: 3-D deconvolution is in the hardware table but unreachable on every backend."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DeconvolutionOp, rewriter: PatternRewriter) -> None:
        if len(op.spatial_input()) != 3:
            return
        raise fail(
            op,
            "3-D deconvolution (rank-5 input) is not implemented: it is in the hardware table but no backend reaches it "
            "(SPEC section 5); a 3-D convolution is lowered to 2-D convolutions over the depth",
        )


def dilation_blocks(dilation: int) -> list[int] | None:
    """The space-to-batch factors whose product is `dilation`, largest first, or None."""
    blocks: list[int] = []
    while dilation > 1:
        block = next((b for b in sorted(DILATION_BLOCKS, reverse=True) if dilation % b == 0), None)
        if block is None:
            return None
        blocks.append(block)
        dilation //= block
    return blocks


@dataclass
class LowerDilatedConvolution(RewritePattern):
    """SPEC section 5: dilated convolution is space-to-batch, a dense convolution, batch-to-space."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ConvolutionOp, rewriter: PatternRewriter) -> None:
        dilation = op.dilation_values()
        if len(dilation) != 2 or dilation == (1, 1):
            return
        if dilation[0] != dilation[1]:
            raise fail(
                op,
                f"dilation rates {list(dilation)} differ; the space-to-batch lowering needs equal dilation "
                "on both axes (SPEC section 5)",
            )
        if op.stride_values() != (1, 1):
            raise fail(
                op,
                f"dilation {dilation[0]} with strides {list(op.stride_values())}; the space-to-batch lowering needs stride 1 (SPEC section 5)",
            )
        blocks = dilation_blocks(dilation[0])
        if blocks is None:
            legal = ", ".join(map(str, DILATION_BLOCKS))
            raise fail(op, f"dilation {dilation[0]} is not a product of the space-to-batch factors {legal} (SPEC section 5)")
        block, inner = blocks[0], dilation[0] // blocks[0]
        n, _, h, w = shape_of(op.input)
        cout = shape_of(op.output)[1]
        (pt, pb), (pl, pr) = op.pads()
        extra_h, extra_w = -(h + pt + pb) % block, -(w + pl + pr) % block
        rows, cols = (h + pt + pb + extra_h) // block, (w + pl + pr + extra_w) // block
        (kh, kw) = op.kernel()
        spaced = SpaceToBatchOp(op.input, block_shape=(block, block), pads=(pt, pb + extra_h, pl, pr + extra_w))
        dense = op.derived(
            spaced,
            op.weights,
            with_shape(op.input, (n * block * block, cout, rows - inner * (kh - 1), cols - inner * (kw - 1))),
            bias=op.bias,
            post_scale=op.post_scale,
            drop=("dilation_rates", "explicit_padding", "padding_style"),
            properties={"dilation_rates": i64_array((inner, inner))} if inner > 1 else None,
        )
        restored = BatchToSpaceOp(dense, block_shape=(block, block), crops=(0, extra_h, 0, extra_w))
        insert_located(rewriter, op, [spaced, dense])
        restored.location = op.location
        rewriter.replace(op, restored)


@dataclass
class SpaceToDepthWideKernel(RewritePattern):
    """
    An fp16 convolution wider than the target's kernel-width limit whose
    width stride s divides its kernel width k (a patch embedding: k = s)
    reads, per output column, s-column blocks of the input: moving each
    block's s columns into the channels (space-to-depth) leaves a stride-1
    convolution of width k / s over the same products (SPEC section 2 limit;
    the f32 accumulator sums the same terms, so only their order changes).
    """

    target: Target

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ConvolutionOp, rewriter: PatternRewriter) -> None:
        if len(op.spatial_input()) != 2 or not isinstance(op.weights.type.element_type, Float16Type):
            return
        (kh, kw), (sh, sw) = op.kernel(), op.stride_values()
        if kw <= self.target.fp16_kernel_width_max or sw == 1 or kw % sw or op.dilation_values() != (1, 1):
            return
        n, c, h, w = shape_of(op.input)
        cout, c_group = op.weight_channels()
        _, _, out_h, out_w = shape_of(op.output)
        (pt, pb), (pl, pr) = op.pads()
        extra = -(w + pl + pr) % sw
        rows, cols = h + pt + pb, (w + pl + pr + extra) // sw
        ops: list[Operation] = []
        blocks = add(ops, SpaceToBatchOp(op.input, block_shape=(1, sw), pads=(pt, pb, pl, pr + extra)))
        # [s * N, C, H, W / s] -> [s, N, C, H, W / s] -> [N, C, s, H, W / s] -> [N, C * s, H, W / s]
        split = add(ops, ReshapeOp(blocks, with_shape(blocks, (sw, n, c, rows, cols))))
        spread = add(ops, TransposeOp(split, permutation=(1, 2, 0, 3, 4)))
        x = add(ops, ReshapeOp(spread, with_shape(spread, (n, c * sw, rows, cols))))
        # [Cout, C/g, kH, kW] -> [Cout, C/g, kH, kW / s, s] -> [Cout, C/g, s, kH, kW / s] -> [Cout, C/g * s, kH, kW / s]
        split = add(ops, ReshapeOp(op.weights, with_shape(op.weights, (cout, c_group, kh, kw // sw, sw))))
        taps = add(ops, TransposeOp(split, permutation=(0, 1, 4, 2, 3)))
        weights = add(ops, ReshapeOp(taps, with_shape(taps, (cout, c_group * sw, kh, kw // sw))))
        inner = (rows - kh) // sh + 1, cols - kw // sw + 1
        narrow = add(
            ops,
            op.derived(
                x,
                weights,
                with_shape(op.input, (n, cout, *inner)),
                bias=op.bias,
                post_scale=op.post_scale,
                drop=("explicit_padding", "padding_style", "kernel_sizes"),
                properties={"strides": i64_array((sh, 1))},
            ),
        )
        if inner[1] != out_w:
            narrow = add(ops, SliceOp(narrow, with_shape(narrow, (n, cout, out_h, out_w)), offsets=(0, 0, 0, 0)))
        insert_located(rewriter, op, ops)
        rewriter.replace(op, [], [narrow])


def split_widths(k: int, limit: int) -> tuple[int, int]:
    """(pieces P, width w) of a kernel width k cut for a limit: the fewest
    pieces, P = ceil(k / limit), of equal width w = ceil(k / P); the last
    piece's P * w - k surplus taps are zero."""
    pieces = -(-k // limit)
    return pieces, -(-k // pieces)


def stacking_shift(pieces: int, step: int) -> int:
    """How far `shifted_copies` reads past the last copy's start: the sum of its halving shifts."""
    if pieces == 1:
        return 0
    half = -(-pieces // 2)
    return half * step + stacking_shift(half, step)


def cut(ops: list[Operation], x: SSAValue, axis: int, offset: int, extent: int, channels: int | None = None) -> SSAValue:
    """`x` [N, C, A, B] cut to `extent` from `offset` along `axis` (and to its first `channels` channels)."""
    dims, offsets = list(shape_of(x)), [0, 0, 0, 0]
    dims[axis], offsets[axis] = extent, offset
    if channels is not None:
        dims[1] = channels
    if tuple(dims) == shape_of(x):
        return x
    return add(ops, SliceOp(x, with_shape(x, dims), offsets=offsets))


def shifted_copies(ops: list[Operation], x: SSAValue, axis: int, pieces: int, step: int, extent: int) -> SSAValue:
    """
    [N, P * C, ...]: copy j of `x` [N, C, ...] starts `j * step` along `axis`
    and is `extent` long (`x` holds at least `extent + stacking_shift`). Built
    by halving, P copies from the first h = ceil(P / 2) and those shifted by
    h * step, so the graph is a chain of a few slices and concats whose
    frontier stays small (the placement search is exponential in it), not
    P slices of one tensor.
    """
    if pieces == 1:
        return cut(ops, x, axis, 0, extent)
    half = -(-pieces // 2)
    channels = shape_of(x)[1]
    first = shifted_copies(ops, x, axis, half, step, extent + half * step)
    head = cut(ops, first, axis, 0, extent)
    rest = cut(ops, first, axis, half * step, extent, channels * (pieces - half))
    return add(ops, ConcatOp([head, rest], axis=1))


def split_blocker(op: ConvLikeOp, target: Target, common: Common) -> str | None:
    """Why `SplitWideKernel` cannot split `op`'s wide fp16 kernel; None when it can."""
    if not isinstance(op, ConvolutionOp):
        return "only convolutions are split, not deconvolutions"
    if len(op.spatial_input()) != 2:
        return "it is not a 2-D convolution"
    if op.dilation_values() != (1, 1):
        return "it is dilated"
    if op.weight_format != DENSE:
        return f"its weight format is {op.weight_format.format.value}, not dense"
    limit = target.fp16_kernel_width_max
    pieces, _ = split_widths(op.kernel()[-1], limit)
    channels = shape_of(op.input)[1]
    bound = Limit.tightest(target, common, channel=True)
    if pieces * channels > bound.value:
        return f"its {pieces} shifted copies of {channels} input channels ({pieces * channels}) exceed {bound.what}"
    if target.width_slice_saturation and op.kernel()[0] > limit:
        return (
            f"on target {target.name} the pieces run transposed (width-axis crops saturate, SPEC section 6), "
            f"where its kernel height {op.kernel()[0]} would be the width"
        )
    return None


@dataclass
class SplitWideKernel(RewritePattern):
    """
    An fp16 convolution wider than the target's kernel-width limit (SPEC
    section 2) that `SpaceToDepthWideKernel` does not take (width stride 1,
    or a stride that does not divide the width; Wav2Vec2's positional
    convolution: width 128, groups 16) is the sum of P narrower
    convolutions, piece j holding taps [j * w, (j + 1) * w) and reading the
    input shifted by j * w columns (`split_widths`). The sum is taken by the
    convolution itself: the P shifted copies of the (padded) input are
    stacked in the channels (`shifted_copies`: `anec.slice` + `anec.concat`,
    reordered so each group holds its own P copies), the weights [Cout, C/g, kH, k] become
    [Cout, P * C/g, kH, w] (surplus taps zero), and one convolution of width
    w sums every product in its f32 accumulator and rounds once to fp16, as
    the wide one does. Partial convolutions added by `anec.add` would round
    each partial sum to fp16 instead (docs/passes.md, "Wide kernels").
    On a target whose width-axis crops saturate (`width_slice_saturation`,
    SPEC section 6) the copies are cut along the height axis of the
    transposed input instead, and the convolution runs on the transposed
    layout (kernel [.., w, kH], strides and padding swapped) with its result
    transposed back, so no width-axis offset is ever sliced. Not taken
    (the limit check then reports the op, with the reason): a dilation (a
    dilated convolution is first lowered to undilated ones), a weight format
    other than dense, P * C above the channel limit, and on the transposed
    layout a kernel height above the limit (`split_blocker`).
    """

    target: Target
    common: Common

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ConvolutionOp, rewriter: PatternRewriter) -> None:
        limit = self.target.fp16_kernel_width_max
        if not isinstance(op.weights.type.element_type, Float16Type) or op.kernel()[-1] <= limit:
            return
        (kh, k), (sh, sw) = op.kernel(), op.stride_values()
        if sw > 1 and k % sw == 0 and op.dilation_values() == (1, 1):
            return  # SpaceToDepthWideKernel's
        if split_blocker(op, self.target, self.common) is not None:
            return
        transposed = self.target.width_slice_saturation
        pieces, w = split_widths(k, limit)
        n, c, h, width = shape_of(op.input)
        cout, cg = op.weight_channels()
        groups = op.group_count()
        _, _, out_h, out_w = shape_of(op.output)
        (pt, pb), (pl, pr) = op.pads()
        span = (out_w - 1) * sw + w
        surplus = max(0, span + stacking_shift(pieces, w) - (width + pl + pr))
        ops: list[Operation] = []
        x: SSAValue = op.input
        if pl or pr + surplus:
            x = add(ops, PadOp(x, pads=(0, 0, 0, pl, 0, 0, 0, pr + surplus)))
        axis = 3
        if transposed:
            x, axis = add(ops, TransposeOp(x, permutation=SWAP_HEIGHT_WIDTH)), 2
        stacked = shifted_copies(ops, x, axis, pieces, w, span)
        _, _, rows, cols = shape_of(stacked)
        if groups > 1:
            # [N, P * C, R, S] = [N, P, g, C/g * R, S] -> [N, g, P, C/g * R, S]: each group holds its P copies
            split = add(ops, ReshapeOp(stacked, with_shape(stacked, (n, pieces, groups, cg * rows, cols))))
            moved = add(ops, TransposeOp(split, permutation=(0, 2, 1, 3, 4)))
            stacked = add(ops, ReshapeOp(moved, with_shape(moved, (n, pieces * c, rows, cols))))
        weights: SSAValue = op.weights
        if pieces * w > k:
            weights = add(ops, PadOp(weights, pads=(0, 0, 0, 0, 0, 0, 0, pieces * w - k)))
        # [Cout, C/g, kH, P * w] -> [Cout, C/g, kH, P, w] -> [Cout, P, C/g, kH, w] -> [Cout, P * C/g, kH, w]
        split = add(ops, ReshapeOp(weights, with_shape(weights, (cout, cg, kh, pieces, w))))
        taps = add(ops, TransposeOp(split, permutation=(0, 3, 1, 2, 4)))
        weights = add(ops, ReshapeOp(taps, with_shape(taps, (cout, pieces * cg, kh, w))))
        if transposed:
            weights = add(ops, TransposeOp(weights, permutation=SWAP_HEIGHT_WIDTH))
            strides, padding, out = (sw, sh), (0, 0, pt, pb), (n, cout, out_w, out_h)
        else:
            strides, padding, out = (sh, sw), (pt, pb, 0, 0), (n, cout, out_h, out_w)
        properties = {"strides": i64_array(strides)}
        if any(padding):
            properties["explicit_padding"] = i64_array(padding)
        narrow = add(
            ops,
            op.derived(
                stacked,
                weights,
                with_shape(op.output, out),
                bias=op.bias,
                post_scale=op.post_scale,
                drop=("explicit_padding", "padding_style", "kernel_sizes", "strides", "dilation_rates"),
                properties=properties,
            ),
        )
        if transposed:
            narrow = add(ops, TransposeOp(narrow, permutation=SWAP_HEIGHT_WIDTH))
        narrow.name_hint = op.output.name_hint
        insert_located(rewriter, op, ops)
        rewriter.replace(op, [], [narrow])


def contraction_factors(k: int, channels: int, spatial: int, width: int) -> tuple[int, int, int] | None:
    """(C, H, W) with C x H x W = k, C <= channels, H <= spatial and W <=
    width: the most channels, then the widest kernel; None when k has no such
    factors (a prime above the limits)."""
    for c in range(min(k, channels), 0, -1):
        if k % c:
            continue
        rest = k // c
        for w in range(min(rest, width), 0, -1):
            if rest % w == 0 and rest // w <= spatial:
                return c, rest // w, w
    return None


def reshaped_weights(value: SSAValue, transposed: bool, shape: tuple[int, ...]) -> ConstantOp | None:
    """The constant `value` ([N, K] when `transposed`, else [K, N]) as an
    `anec.constant` of `shape` ([N, C, H, W], row-major over K), or None when
    it is not a constant. A reshape keeps the bytes; a splat keeps its one
    element; only a non-splat [K, N] is transposed in numpy."""
    op = value.owner
    if not isinstance(op, ConstantOp):
        return None
    ty = with_shape(value, shape)
    attr = op.value
    if isinstance(attr, PlaceholderAttr):
        return ConstantOp(PlaceholderAttr(ty))
    if transposed or (isinstance(attr, DenseIntOrFPElementsAttr) and len(attr.data.data) == value_type(ty)[1].itemsize):
        if isinstance(attr, DenseIntOrFPElementsAttr):
            return ConstantOp(DenseIntOrFPElementsAttr(ty, attr.data))
        return ConstantOp(DenseResourceAttr(attr.resource_handle, ty))
    values = constant_value(value)
    assert values is not None
    return constant_op(np.ascontiguousarray(values.T).reshape(shape), ty)


@dataclass
class FoldWideContraction(RewritePattern):
    """
    A matmul whose contraction K exceeds the spatial limit (SPEC section 2:
    spatial and contraction axes share it), with constant dense weights
    (a fully connected layer after a flatten), becomes a convolution that
    folds K into channels and a kernel: K = C x H x W, the rows [M, K] read
    as [M, C, H, W] (a reshape of the flatten's source when the lhs is one;
    the source's own [C, H, W] when it is [M, C, H, W] within the limits,
    else `contraction_factors`), the weights as [N, C, H, W], a valid convolution to [M, N, 1, 1], and a
    reshape to the result. The same products in the same f32 accumulator.
    """

    target: Target
    common: Common

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: MatmulOp, rewriter: PatternRewriter) -> None:
        _, k, n = op.matrix_dims()
        spatial = Limit.tightest(self.target, self.common, channel=False).value
        if k <= spatial or op.transpose_lhs.value.data or op.weight_format != DENSE or len(shape_of(op.rhs)) != 2:
            return
        channels = Limit.tightest(self.target, self.common, channel=True).value
        width = self.target.fp16_kernel_width_max if isinstance(op.rhs.type.element_type, Float16Type) else spatial
        rows = prod(shape_of(op.lhs)[:-1])
        source = op.lhs.owner.input if isinstance(op.lhs.owner, ReshapeOp) else op.lhs
        flattened = shape_of(source)
        own_layout = len(flattened) == 4 and flattened[0] == rows
        if own_layout and flattened[1] <= channels and flattened[2] <= spatial and flattened[3] <= width:
            factors: tuple[int, int, int] | None = flattened[1:]
        else:
            factors = contraction_factors(k, channels, spatial, width)
        if factors is None:
            return
        weights = reshaped_weights(op.rhs, op.transpose_rhs.value.data, (n, *factors))
        if weights is None:
            return
        ops: list[Operation] = [weights]
        x = source if shape_of(source) == (rows, *factors) else add(ops, ReshapeOp(source, with_shape(source, (rows, *factors))))
        conv = add(ops, ConvolutionOp(x, weights.output))
        out = add(ops, ReshapeOp(conv, op.output.type))
        out.name_hint = op.output.name_hint
        insert_located(rewriter, op, ops)
        flatten, constant_rhs = op.lhs.owner, op.rhs.owner
        rewriter.replace(op, [], [out])
        for dead in (flatten, constant_rhs):
            if isinstance(dead, Operation) and not dead.results[0].uses:
                rewriter.erase(dead)


@dataclass
class SliceWeightProduct(RewritePattern):
    """
    On a width-saturating target (SPEC section 6), a width-axis slice of a
    product by a weight, `x @ W` (+ a weight bias broadcast along the last
    axis, through reshapes that keep the last axis), becomes the product by
    the weight's slice (+ the bias's slice): `slice(x @ W + b)[..., o::s] =
    x @ W[:, o::s] + b[o::s]`. Each output element comes from the same
    products in the same f32 accumulator, so the result is bit-exact; the
    slices read weights only (`is_load_time`), so no engine crop remains (a
    fused QKV projection split into q, k and v). A slice at offset 0 is
    rewritten too when every reader of the product is a slice, so the whole
    product goes away instead of being computed beside its pieces.
    """

    target: Target

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: SliceOp, rewriter: PatternRewriter) -> None:
        if not self.target.width_slice_saturation:
            return
        in_dims, out_dims = shape_of(op.input), shape_of(op.output)
        offset, stride = int(op.offsets.get_values()[-1]), op.stride_values()[-1]
        kept = all(o == 0 and s == 1 for o, s in zip(op.offsets.get_values()[:-1], op.stride_values()[:-1]))
        if not kept or in_dims[:-1] != out_dims[:-1] or in_dims[-1] == out_dims[-1]:
            return
        chain = weight_product_chain(op.input)
        if chain is None:
            return
        *steps, product = chain
        if not offset and not (
            all(isinstance(use.operation, SliceOp) for use in op.input.uses)
            and all(len(list(s.results[0].uses)) == 1 for s in (*steps, product) if s.results[0] is not op.input)
        ):
            return  # at offset 0 the crop is legal; splitting a product that stays would add work
        n = out_dims[-1]

        def narrowed(result: SSAValue) -> TensorType[Attribute]:
            return with_shape(result, (*shape_of(result)[:-1], n))

        ops: list[Operation] = []
        rhs = width_sliced(ops, product.rhs, offset, stride, n, axis=-2 if product.transpose_rhs.value.data else -1)
        value = add(
            ops,
            MatmulOp(
                product.lhs,
                rhs,
                transpose_lhs=product.transpose_lhs,
                transpose_rhs=product.transpose_rhs,
                weight_format=product.weight_format,
                result_type=narrowed(product.output),
                attributes=dict(product.attributes),
            ),
        )
        for step in reversed(steps):
            if isinstance(step, ReshapeOp):
                value = add(ops, ReshapeOp(value, narrowed(step.output), attributes=dict(step.attributes)))
                continue
            bias = step.rhs if chain_source(step) is step.lhs else step.lhs
            if shape_of(bias) and shape_of(bias)[-1] != 1:
                bias = width_sliced(ops, bias, offset, stride, n, axis=-1)
            operands = (value, bias) if chain_source(step) is step.lhs else (bias, value)
            value = add(ops, AddOp(*operands, result_type=narrowed(step.output), attributes=dict(step.attributes)))
        value.name_hint = op.output.name_hint
        insert_located(rewriter, op, ops)
        rewriter.replace(op, [], [value])
        for dead in (*steps, product):
            if not dead.results[0].uses:
                rewriter.erase(dead)


def chain_source(step: ReshapeOp | AddOp) -> SSAValue:
    """The operand of a step of `weight_product_chain` that leads to the product."""
    if isinstance(step, ReshapeOp):
        return step.input
    return step.lhs if is_weight(step.rhs) else step.rhs


def weight_product_chain(value: SSAValue) -> list[Operation] | None:
    """
    The ops from `value` back to a dense product by a float weight, [reshape
    or add, ..., matmul], each keeping the last axis: a reshape whose last
    extent is unchanged, an add of a weight (the bias) that neither
    broadcasts the product nor has a last extent other than the product's or
    1. None when `value` is not such a chain.
    """
    chain: list[Operation] = []
    while True:
        owner = value.owner
        if isinstance(owner, ReshapeOp) and shape_of(owner.input)[-1:] == shape_of(owner.output)[-1:]:
            chain.append(owner)
            value = owner.input
        elif isinstance(owner, AddOp) and is_weight(owner.lhs) != is_weight(owner.rhs):
            source = chain_source(owner)
            bias = owner.lhs if source is owner.rhs else owner.rhs
            dims, bias_dims = shape_of(owner.output), shape_of(bias)
            if shape_of(source) != dims or (bias_dims and bias_dims[-1] not in (1, dims[-1])):
                return None
            chain.append(owner)
            value = source
        elif (
            isinstance(owner, MatmulOp)
            and owner.weight_format == DENSE
            and is_weight(owner.rhs)
            and not is_weight(owner.lhs)
            and value_type(owner.rhs.type)[1].kind == "f"
        ):
            return [*chain, owner]
        else:
            return None


def width_sliced(ops: list[Operation], weight: SSAValue, offset: int, stride: int, n: int, axis: int) -> SSAValue:
    """`weight` sliced on `axis` (offset, stride, n elements; the other axes whole): a load-time slice of a weight."""
    dims = list(shape_of(weight))
    offsets, strides = [0] * len(dims), [1] * len(dims)
    offsets[axis], strides[axis], dims[axis] = offset, stride, n
    return add(ops, SliceOp(weight, with_shape(weight, dims), offsets=offsets, strides=strides if stride != 1 else None))


def narrow_width_slices(module: ModuleOp, target: Target) -> None:
    """
    On a width-saturating target (SPEC section 6), every `anec.slice` of a
    run-time value at a nonzero width offset whose input
    `passes.value_range` does not prove within +-4094 (a query or key
    through RMSNorm and a projection: the rotate-half of a rotary
    embedding) is taken through a view with a unit axis appended, as
    `anec-tile` cuts such operands: reshape [..., W] -> [..., W, 1], slice
    (the width's offset, stride and extent now on the axis before the last,
    which does not saturate; the unit width at offset 0), reshape back.
    A reshape that appends a unit axis moves no element, so the result is
    exact and costs no more than the crop; the emitted slice offsets no
    width axis, so the pass stays idempotent. Run once after the patterns
    (a slice of a weight product went to `SliceWeightProduct` first) on one
    value-range analysis: the rewrite moves values, so it changes no other
    value's range.
    """
    if not target.width_slice_saturation:
        return
    ranges: ValueRanges | None = None
    rewriter = Rewriter()
    for op in list(module.walk()):
        if not isinstance(op, SliceOp) or is_load_time(op) or not int(op.offsets.get_values()[-1]):
            continue
        if ranges is None:
            ranges = ValueRanges(module)
        if ranges[op.input].within(WIDTH_SOURCE_MAX):
            continue
        strides = op.stride_values()
        ops: list[Operation] = []
        view = add(ops, ReshapeOp(op.input, with_shape(op.input, (*shape_of(op.input), 1))))
        narrow = add(
            ops,
            SliceOp(
                view,
                with_shape(view, (*shape_of(op.output), 1)),
                offsets=(*(int(v) for v in op.offsets.get_values()), 0),
                strides=(*strides, 1) if any(s != 1 for s in strides) else None,
            ),
        )
        value = add(ops, ReshapeOp(narrow, op.output.type))
        value.name_hint = op.output.name_hint
        for new in ops:
            new.location = op.location
        rewriter.insert_op(ops, InsertPoint.before(op))
        rewriter.replace_op(op, [], [value])


@dataclass
class RemoveDropout(RewritePattern):
    """Inference dropout is the identity: below its tier the op is removed (SPEC section 2)."""

    target: Target

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DropoutOp, rewriter: PatternRewriter) -> None:
        if self.target.native_dropout_random:
            return
        rewriter.replace(op, [], [op.input])


@dataclass
class RejectSinCos(RewritePattern):
    """Sin and cos are native from the A15 tier (SPEC section 2); below it they are rejected."""

    target: Target

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: SinOp | CosOp, rewriter: PatternRewriter) -> None:
        if self.target.native_sin_cos:
            return
        raise fail(
            op,
            f"is not native on target {self.target.name} (tier {self.target.tier} has no native sin/cos, SPEC section 2); "
            "it is not decomposed, since a polynomial approximation would change the numerics",
        )


@dataclass
class RejectArgMinMax(RewritePattern):
    """Global argmin/argmax are native from the A15 tier (SPEC section 2); below it they are rejected."""

    target: Target

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ArgmaxOp | ArgminOp, rewriter: PatternRewriter) -> None:
        if self.target.native_global_argminmax:
            return
        raise fail(
            op,
            f"is not native on target {self.target.name} (tier {self.target.tier} has no native argmin/argmax, "
            "SPEC section 2); it has no exact decomposition, since no other op turns values into i32 indices",
        )


# Reshapes to an axis above the target's limits.


def axis_factors(extent: int, cap: int) -> tuple[int, int] | None:
    """(p, q) with p * q == extent, both within `cap`, q the largest such divisor; None when there is none."""
    for q in range(min(extent, cap), 0, -1):
        if extent % q == 0:
            return (extent // q, q) if extent // q <= cap else None
    return None


@dataclass
class WideAxisSplit:
    """
    The plan for one reshape whose result has an axis above the limits: the
    axis is split in two factors within them, and every op downstream that
    only carries that axis along (elementwise, a cast, a scale-bias off the
    split axis, a layer norm over any axes, a reduction keeping its axes, a
    binary op whose other operand has the same extent or 1 there) takes the
    split shape, until reshapes absorb it (a reshape reads any shape of the
    same elements). None of these ops mixes the axis with another, so each
    element is computed from the same elements as before; a reduced axis
    becomes two unit axes.
    """

    axis: int
    factors: tuple[int, int]
    values: dict[SSAValue, tuple[int, int]] = field(default_factory=dict)
    """The values that take the split shape, each with the two extents its axis becomes (rewritten in program order)."""
    rewritten: set[SSAValue] = field(default_factory=set)
    """Their replacements, made so far."""

    def split(self, value: SSAValue) -> tuple[int, ...]:
        dims = shape_of(value)
        return (*dims[: self.axis], *self.values[value], *dims[self.axis + 1 :])

    def pair(self, value: SSAValue) -> tuple[int, int]:
        return self.factors if shape_of(value)[self.axis] > 1 else (1, 1)

    def reaches(self, root: SSAValue) -> bool:
        """Collects the values from `root`; False when a reader cannot take the split shape."""
        pending = [root]
        rank = len(shape_of(root))
        while pending:
            value = pending.pop()
            if value in self.values:
                continue
            self.values[value] = self.pair(value)
            for use in value.uses:
                user = use.operation
                if isinstance(user, ReshapeOp):
                    continue
                if isinstance(user, UnaryOp | CastOp | LayerNormOp) and use.index == 0:
                    pending.append(user.results[0])
                elif isinstance(user, ScaleBiasOp) and use.index == 0 and self.axis != 1:
                    pending.append(user.results[0])
                elif isinstance(user, ReduceOp) and bool(user.keep_dims.value.data):
                    pending.append(user.results[0])
                elif isinstance(user, BinaryOp) and len(shape_of(user.output)) == rank:
                    pending.append(user.output)
                else:
                    return False
        # A binary op's other operand: in the plan too (x - mean(x)), or 1 on the axis (reshaped to 1 x 1).
        for value in self.values:
            owner = value.owner
            if isinstance(owner, BinaryOp):
                for operand in (owner.lhs, owner.rhs):
                    aligned = self.axis - (rank - len(shape_of(operand)))
                    if operand not in self.values and aligned >= 0 and shape_of(operand)[aligned] != 1:
                        return False
        return True

    def apply(self, rewriter: Rewriter, module: ModuleOp) -> None:
        for owner in [op for op in module.walk() if op.results and op.results[0] in self.values]:
            value = owner.results[0]
            ops: list[Operation] = []
            if isinstance(owner, ReshapeOp) and owner.input not in self.values:
                new: Operation = ReshapeOp(owner.input, with_shape(value, self.split(value)), attributes=dict(owner.attributes))
            else:
                operands = [self.operand(ops, owner, operand) for operand in owner.operands]
                properties = dict(owner.properties)
                if isinstance(owner, LayerNormOp | ReduceOp):
                    shifted: list[int] = []
                    for a in (int(a) for a in owner.axes.get_values()):
                        shifted += [a, a + 1] if a == self.axis else [a + (a > self.axis)]
                    properties["axes"] = i64_array(shifted)
                new = owner.create(
                    operands=operands,
                    result_types=[with_shape(value, self.split(value))],
                    properties=properties,
                    attributes=dict(owner.attributes),
                )
            ops.append(new)
            for op in ops:
                op.location = owner.location
            rewriter.insert_op(ops, InsertPoint.before(owner))
            new.results[0].name_hint = value.name_hint
            self.rewritten.add(new.results[0])
            value.replace_all_uses_with(new.results[0])
            rewriter.erase_op(owner)

    def operand(self, ops: list[Operation], owner: Operation, operand: SSAValue) -> SSAValue:
        """`operand` of a rewritten `owner` in the split shape: a value of the plan already is (its new
        result); a layer norm's scale and bias over the split axis and a binary op's lower-rank
        operand are reshaped."""
        if operand in self.rewritten or isinstance(owner, ScaleBiasOp):
            return operand  # the split value itself, or a scale-bias's per-channel vectors off the axis
        dims = shape_of(operand)
        if isinstance(owner, LayerNormOp):
            axes = [int(a) for a in owner.axes.get_values()]
            if self.axis not in axes:
                return operand
            at = axes.index(self.axis)
            shaped = (*dims[:at], *self.factors, *dims[at + 1 :])
        else:
            aligned = self.axis - (len(shape_of(owner.results[0])) - len(dims))
            if all(d == 1 for d in dims[: aligned + 1]):
                return operand  # ones up to the axis broadcast the same in the split shape
            shaped = (*dims[:aligned], 1, 1, *dims[aligned + 1 :])
        return add(ops, ReshapeOp(operand, with_shape(operand, shaped)))


def split_wide_reshapes(module: ModuleOp, target: Target, common: Common) -> None:
    """
    A reshape whose result has an axis above the target's limits (a group
    norm's [N, G, C/G * H * W] view: 32768 on H13 for 256 channels at 64x64)
    is legalized by splitting that axis in two factors within the limits
    (the largest divisor within them last), carried through the ops that
    follow until reshapes absorb it (`WideAxisSplit`). Where a reader cannot
    take the split shape, or the extent has no such factors, nothing changes
    and the limit check reports the axis.
    """
    cap = Limit.tightest(target, common, channel=False).value
    rewriter = Rewriter()
    for op in list(module.walk()):
        if not isinstance(op, ReshapeOp) or op.parent is None:
            continue
        dims = shape_of(op.output)
        wide = [axis for axis, extent in enumerate(dims) if extent > cap]
        if len(wide) != 1 or len(dims) > 4:
            continue
        factors = axis_factors(dims[wide[0]], cap)
        if factors is None:
            continue
        plan = WideAxisSplit(wide[0], factors)
        if plan.reaches(op.output):
            plan.apply(rewriter, module)


# Checks over the legalized IR.


@dataclass(frozen=True)
class Limit:
    """The binding bound on one kind of axis: the target's maximum dimension or the descriptor field."""

    value: int
    what: str

    @staticmethod
    def tightest(target: Target, common: Common, channel: bool) -> Limit:
        if channel:
            table = Limit(
                target.max_dim_channel, f"the maximum channel dimension {target.max_dim_channel} of target {target.name}"
            )
            field = Limit(
                common.max_descriptor_channels,
                f"the {common.descriptor_channel_bits}-bit descriptor field limit {common.max_descriptor_channels} for channels",
            )
        else:
            table = Limit(
                target.max_dim_spatial, f"the maximum spatial dimension {target.max_dim_spatial} of target {target.name}"
            )
            field = Limit(
                common.max_descriptor_spatial,
                f"the {common.descriptor_spatial_bits}-bit descriptor field limit {common.max_descriptor_spatial} for spatial extents",
            )
        return table if table.value <= field.value else field


AXIS_ROLES = {4: ("batch", "channel", "height", "width"), 5: ("batch", "channel", "depth", "height", "width")}
"""Roles of the axes of the channel-first layouts (docs/index.md, IR conventions)."""


@dataclass
class LimitChecker:
    """The target's limits on the legalized IR (SPEC sections 2 and 6)."""

    target: Target
    common: Common
    module: ModuleOp
    ranges: ValueRanges | None = None

    def check(self) -> None:
        for op in self.module.walk():
            if isinstance(op, func.FuncOp):
                for index in range(len(op.args)):
                    declared_range(op, index)
            self.check_extents(op, op.results)
            for region in op.regions:
                for block in region.blocks:
                    self.check_extents(op, block.args)
            if isinstance(op, MatmulOp):
                self.check_contraction(op)
            if isinstance(op, ConvLikeOp):
                self.check_kernel_width(op)
            if self.target.width_slice_saturation:
                self.check_width_crop(op)

    def limit_for(self, rank: int, axis: int, extent: int) -> tuple[str, Limit] | None:
        """(what the axis is, its binding limit); None for a batch axis (the table bounds no batch)."""
        roles = AXIS_ROLES.get(rank)
        if roles is None:
            # No layout: the axis may be a channel axis, so only the larger (channel) limit surely binds.
            return f"extent {extent} on axis {axis} (an axis without layout)", Limit.tightest(
                self.target, self.common, channel=True
            )
        role = roles[axis]
        if role == "batch":
            return None
        return f"{role} extent {extent} (axis {axis})", Limit.tightest(self.target, self.common, channel=role == "channel")

    def check_extents(self, op: Operation, values: Sequence[OpResult | BlockArgument]) -> None:
        for value in values:
            ty = value.type
            if not isinstance(ty, TensorType) or off_engine_only(value, self.target):
                continue
            dims = ty.get_shape()
            for axis, extent in enumerate(dims):
                found = self.limit_for(len(dims), axis, extent)
                if found is None or extent <= found[1].value:
                    continue
                where = f"block argument {value.index}" if isinstance(value.owner, Block) else f"result {value.index}"
                raise fail(op, f"{where} {ty} has {found[0]}, above {found[1].what} (SPEC section 2)")

    def check_contraction(self, op: MatmulOp) -> None:
        _, k, _ = op.matrix_dims()
        limit = Limit.tightest(self.target, self.common, channel=False)
        if k > limit.value:
            raise fail(
                op, f"contraction extent {k} is above {limit.what} (SPEC section 2: spatial and contraction axes share it)"
            )

    def check_kernel_width(self, op: ConvLikeOp) -> None:
        weights = op.weights.type
        assert isinstance(weights, TensorType)
        width = op.kernel()[-1]
        limit = self.target.fp16_kernel_width_max
        if isinstance(weights.element_type, Float16Type) and width > limit:
            raise fail(
                op,
                f"fp16 kernel width {width} is above the limit {limit} of target {self.target.name} (SPEC section 2), "
                f"and it cannot be split into narrower kernels: {split_blocker(op, self.target, self.common)}",
            )

    def check_width_crop(self, op: Operation) -> None:
        if is_load_time(op):
            return  # a crop of a weight runs when the model is loaded, not on the engine
        if op.name in placement_model(self.target).never_on_engine:
            return  # placed off the engine (a crop-resize without the texture engine): no engine crop
        found = width_crop(op)
        if found is None:
            return
        source, crop = found
        if self.ranges is None:
            self.ranges = ValueRanges(self.module)
        interval = self.ranges[source]
        if interval.within(WIDTH_SOURCE_MAX):
            return
        bound = f"{WIDTH_SOURCE_MAX:g}"
        raise fail(
            op,
            f"{crop} on target {self.target.name}, where a width source value above {bound} saturates to +-inf "
            f"(SPEC section 6); the input's range {interval} is not provably within +-{bound}: bound it "
            f"(e.g. anec.clamp) or declare it (function argument attribute {RANGE_ATTR})",
        )


def off_engine_only(value: SSAValue, target: Target) -> bool:
    """Whether only ops that never run on `target`'s engine read `value` (SPEC
    section 4: gather, the recurrent cell and argmax; section 6: the texture
    engine's ops on a target without one; `cost.placement`): the tensor never
    enters the engine, so its limits do not apply (an embedding table of
    30522 rows that only a gather reads)."""
    never = placement_model(target).never_on_engine
    uses = list(value.uses)
    return bool(uses) and all(use.operation.name in never for use in uses)


def width_crop(op: Operation) -> tuple[SSAValue, str] | None:
    """(source, description) of an op that crops the width (last) axis at a nonzero offset."""
    if isinstance(op, SliceOp) and (offset := int(op.offsets.get_values()[-1])):
        return op.input, f"slices the width axis at offset {offset}"
    if isinstance(op, BatchToSpaceOp) and (start := (array(op.crops) or (0, 0, 0, 0))[2]):
        return op.input, f"crops the width axis from column {start}"
    if isinstance(op, CropResizeOp):
        return op.input, "crops the width axis at run-time box offsets"
    return None


@dataclass(frozen=True)
class AnecLegalizePass(ModulePass):
    """Rewrites or rejects what `target` (default: the module's `anec.target`) cannot run."""

    name = "anec-legalize"

    TARGET_FACTS: ClassVar[tuple[str, ...]] = (
        "texture_engine",
        "fp16_kernel_width_max",
        "width_slice_saturation",
        "max_dim_spatial",
        "max_dim_channel",
        "native_sin_cos",
        "native_dropout_random",
        "native_global_argminmax",
    )
    """The `Target` fields whose values decide what the pass does (the name and
    tier enter its diagnostics only): targets alike in them are legalized
    alike (`passes.compile.compile_shared`)."""

    target: str | None = None

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        target = target_for(op, self.target)
        patterns: list[RewritePattern] = [
            RejectSymmetricPad(target),
            ResizeAsToResize(target),
            LowerResize(target),
            Lower3DConvolution(target, load_common()),
            Reject3DDeconvolution(),
            LowerDilatedConvolution(),
            SpaceToDepthWideKernel(target),
            SplitWideKernel(target, load_common()),
            FoldWideContraction(target, load_common()),
            SliceWeightProduct(target),
            RemoveDropout(target),
            RejectSinCos(target),
            RejectArgMinMax(target),
        ]
        PatternRewriteWalker(GreedyRewritePatternApplier(patterns, dce_enabled=False), apply_recursively=True).rewrite_module(op)
        narrow_width_slices(op, target)
        split_wide_reshapes(op, target, load_common())
        LimitChecker(target, load_common(), op).check()
