"""
Texture-engine ops (SPEC section 6): the sampling datapath behind resize,
resize-as, crop-and-resize (ROI align), resample (grid sample, warp) and
affine warp. The engine exists from the A14 on; which target runs these ops,
and how M1 lowers or rejects them, is decided by passes, never by the
verifier: every op here verifies on every target.

Images are [N, C, H, W] tensors of f16 or f32; the result keeps the input's
element type. Sampling happens in *index space*, where pixel (h, w) has its
centre at (y, x) = (h, w). The two sampling modes (`#anec.sampling`) are

- `bilinear`: with y0 = floor(y), x0 = floor(x), fy = y - y0, fx = x - x0,
  `v = (1-fy)(1-fx) p[y0, x0] + (1-fy) fx p[y0, x0+1] + fy (1-fx) p[y0+1, x0]
  + fy fx p[y0+1, x0+1]`;
- `nearest`: `v = p[floor(y + 0.5), floor(x + 0.5)]` (halves round up).

`anec.resize` and `anec.resize_as` clamp their coordinates into the image, so
every tap is inside; `anec.crop_resize`, `anec.resample` and `anec.affine`
read a tap outside the image as zero.
"""

from __future__ import annotations

from typing import ClassVar

from abc import ABC
from collections.abc import Sequence

from xdsl.dialects.builtin import (
    I64,
    BoolAttr,
    DenseArrayBase,
    Float32Type,
    FloatAttr,
    IntegerAttr,
    TensorType,
    f32,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure

from anec.dialect.definition import op_definition
from anec.dialect.attributes import BoxFormat, BoxFormatAttr, Sampling, SamplingAttr
from anec.dialect.builders import AttributeMap, bool_attr, enum_attr, f32_array, f32_attr, i64_attr, tensor_dims, with_shape
from anec.dialect.checks import (
    expect_rank,
    expect_shape,
    float_shape,
    fmt_shape,
    op_error,
    same_element_type,
    shape,
)
from anec.dialect.discardable import DiscardableAttributes

INTERLEAVES = (1, 2, 3, 4, 8)
"""Legal interleaves of a box or coordinate tensor (SPEC section 6)."""

BILINEAR = SamplingAttr(Sampling.BILINEAR)


def image_dims(op: IRDLOperation, value: SSAValue, what: str) -> tuple[int, int, int, int]:
    """[N, C, H, W] of an f16 or f32 image."""
    dims = float_shape(op, value, what)
    expect_rank(op, dims, (4,), what)
    return dims[0], dims[1], dims[2], dims[3]


def output_image(op: IRDLOperation, source: SSAValue, output: SSAValue) -> tuple[int, int]:
    """(Ho, Wo) of a rank-4 result typed like `source`; both must be positive."""
    dims = shape(op, output, "result")
    same_element_type(op, [(source, "input"), (output, "result")])
    expect_rank(op, dims, (4,), "result")
    if dims[2] < 1 or dims[3] < 1:
        raise op_error(op, f"result has an empty image {fmt_shape(dims)}; expected a positive height and width")
    return dims[2], dims[3]


class ResizeLikeOp(IRDLOperation, ABC):
    """Properties shared by resize and resize-as."""

    mode = prop_def(SamplingAttr, default_value=BILINEAR)
    align_corners = prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))


@op_definition
class ResizeOp(ResizeLikeOp):
    """
    Resizes the spatial axes of [N, C, H, W] to the result type's [N, C, Ho,
    Wo]. Per axis (input extent n, output extent m) output index o samples
    source coordinate s = (o + 0.5) * n / m - 0.5 (half-pixel), or with
    `align_corners` s = o * (n - 1) / (m - 1) (s = 0 when m = 1); s is
    clamped to [0, n - 1] and a tap past n - 1 reads index n - 1. This is
    PyTorch `interpolate` in mode bilinear (either `align_corners`) and, for
    `nearest` without `align_corners`, in mode nearest-exact.

    ```mlir
    %y = anec.resize %x {mode = #anec.sampling<nearest>, align_corners = true}
         : tensor<1x3x16x16xf16> -> tensor<1x3x32x24xf16>
    ```
    """

    name = "anec.resize"

    input = operand_def(TensorType)
    output = result_def(TensorType)

    traits = traits_def(DiscardableAttributes(), Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$input attr-dict `:` type($input) `->` type($output)"

    def __init__(
        self,
        input: SSAValue | Operation,
        result_type: Attribute,
        *,
        mode: Sampling | SamplingAttr | None = None,
        align_corners: bool | BoolAttr | None = None,
        attributes: AttributeMap = None,
    ) -> None:
        """The result type gives the output extents."""
        properties = {"mode": enum_attr(SamplingAttr, mode), "align_corners": bool_attr(align_corners)}
        super().__init__(operands=[input], result_types=[result_type], properties=properties, attributes=attributes)

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        n, c, _, _ = image_dims(self, self.input, "input")
        out_h, out_w = output_image(self, self.input, self.output)
        expect_shape(self, self.output, (n, c, out_h, out_w), "result", "batch and channels of the input")


@op_definition
class ResizeAsOp(ResizeLikeOp):
    """
    `anec.resize` to the spatial extents of `reference`: [N, C, H, W] and a
    reference [Nr, Cr, Hr, Wr] give [N, C, Hr, Wr]. Only the reference's
    shape is read, so its element type is free. Decomposes to `anec.resize`
    with the same `mode` and `align_corners`.

    ```mlir
    %y = anec.resize_as %x, %r {align_corners = true}
         : tensor<1x8x16x16xf16>, tensor<1x3x64x48xf32> -> tensor<1x8x64x48xf16>
    ```
    """

    name = "anec.resize_as"

    input = operand_def(TensorType)
    reference = operand_def(TensorType)
    output = result_def(TensorType)

    traits = traits_def(DiscardableAttributes(), Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$input `,` $reference attr-dict `:` type($input) `,` type($reference) `->` type($output)"

    def __init__(
        self,
        input: SSAValue | Operation,
        reference: SSAValue | Operation,
        *,
        mode: Sampling | SamplingAttr | None = None,
        align_corners: bool | BoolAttr | None = None,
        attributes: AttributeMap = None,
    ) -> None:
        """The result is [N, C, Hr, Wr] of the input's element type."""
        properties = {"mode": enum_attr(SamplingAttr, mode), "align_corners": bool_attr(align_corners)}
        result_type = with_shape(input, self.result_shape(tensor_dims(input), tensor_dims(reference)))
        super().__init__(operands=[input, reference], result_types=[result_type], properties=properties, attributes=attributes)

    @staticmethod
    def result_shape(dims: Sequence[int], ref: Sequence[int]) -> tuple[int, ...]:
        """[N, C, Hr, Wr]: the constructor's inferred result type and the shape the verifier expects."""
        return (*dims[:2], *ref[2:])

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        dims = image_dims(self, self.input, "input")
        ref = shape(self, self.reference, "reference")
        expect_rank(self, ref, (4,), "reference")
        output_image(self, self.input, self.output)
        expect_shape(self, self.output, self.result_shape(dims, ref), "result", "input batch and channels, reference height and width")


@op_definition
class CropResizeOp(IRDLOperation):
    """
    Crop-and-resize (ROI align with one sample per bin) of K boxes to [K, C,
    Ho, Wo], Ho and Wo from the result type. `boxes` is f16 or f32 [K, 4] or
    [K, 5]; in [K, 5] column 0 is the (integral) batch index b of the box, in
    [K, 4] b = 0 and the input batch must be 1. The four box coordinates, in
    input pixels where pixel h spans [h, h + 1), are first multiplied by
    `spatial_scale` (the denormalizing scale in front of the engine's crop);
    `box_format` reads them as (y0, x0, y1, x1) (`corners`) or (y0, x0,
    height, width) (`origin_size`, y1 = y0 + height, x1 = x0 + width). Output
    (i, j) of box k samples `input[b, c]` at index-space y = y0 + (i + 0.5) *
    (y1 - y0) / Ho - 0.5, x = x0 + (j + 0.5) * (x1 - x0) / Wo - 0.5, taps
    outside the image reading zero. A batch index outside 0..N-1 gives an
    undefined result. `interleave` (1, 2, 3, 4 or 8, default 8) is the box
    tensor's memory interleave on the texture engine and does not change the
    values.

    ```mlir
    %y = anec.crop_resize %x, %boxes {mode = #anec.sampling<nearest>,
           box_format = #anec.box_format<origin_size>, interleave = 4 : i64,
           spatial_scale = 6.250000e-02 : f32}
         : tensor<2x16x32x32xf16>, tensor<5x5xf16> -> tensor<5x16x7x7xf16>
    ```
    """

    name = "anec.crop_resize"

    input = operand_def(TensorType)
    boxes = operand_def(TensorType)
    output = result_def(TensorType)

    mode = prop_def(SamplingAttr, default_value=BILINEAR)
    box_format = prop_def(BoxFormatAttr, default_value=BoxFormatAttr(BoxFormat.CORNERS))
    interleave = prop_def(IntegerAttr[I64], default_value=IntegerAttr(8, i64))
    spatial_scale = prop_def(FloatAttr[Float32Type], default_value=FloatAttr(1.0, f32))

    traits = traits_def(DiscardableAttributes(), Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$input `,` $boxes attr-dict `:` type($input) `,` type($boxes) `->` type($output)"

    def __init__(
        self,
        input: SSAValue | Operation,
        boxes: SSAValue | Operation,
        result_type: Attribute,
        *,
        mode: Sampling | SamplingAttr | None = None,
        box_format: BoxFormat | BoxFormatAttr | None = None,
        interleave: int | IntegerAttr | None = None,
        spatial_scale: float | FloatAttr | None = None,
        attributes: AttributeMap = None,
    ) -> None:
        """The result type gives the output extents."""
        properties = {
            "mode": enum_attr(SamplingAttr, mode),
            "box_format": enum_attr(BoxFormatAttr, box_format),
            "interleave": i64_attr(interleave),
            "spatial_scale": f32_attr(spatial_scale),
        }
        super().__init__(operands=[input, boxes], result_types=[result_type], properties=properties, attributes=attributes)

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        n, c, _, _ = image_dims(self, self.input, "input")
        box_dims = float_shape(self, self.boxes, "boxes")
        expect_rank(self, box_dims, (2,), "boxes")
        k, columns = box_dims
        if columns not in (4, 5):
            raise op_error(
                self,
                f"boxes have shape {fmt_shape(box_dims)}; expected {k}x4 (four coordinates) "
                f"or {k}x5 (a batch index, then four coordinates)",
            )
        if columns == 4 and n != 1:
            raise op_error(
                self, f"boxes have no batch-index column but the input batch is {n}; expected {k}x5 boxes or batch 1"
            )
        interleave = self.interleave.value.data
        if interleave not in INTERLEAVES:
            raise op_error(self, f"interleave {interleave} is not legal; expected one of {', '.join(map(str, INTERLEAVES))}")
        scale = self.spatial_scale.value.data
        if not scale > 0.0:
            raise op_error(self, f"spatial_scale {scale} is not positive; expected a scale > 0")
        out_h, out_w = output_image(self, self.input, self.output)
        expect_shape(self, self.output, (k, c, out_h, out_w), "result", "one image per box, channels of the input")


@op_definition
class ResampleOp(IRDLOperation):
    """
    Grid sample (warp): `coordinates` [N, 2, Ho, Wo] holds per output pixel
    the source point (x, y) (channel 0 is x, channel 1 is y); [N, 1, Ho, Wo]
    holds x only and y is the output row i. With `normalized` (the default)
    x and y lie in [-1, 1] across the image's outer pixel edges and map to
    index space as ((x + 1) * W - 1) / 2 and ((y + 1) * H - 1) / 2 (PyTorch
    `grid_sample`, align_corners false); otherwise they are index-space
    coordinates already. The implicit y of a one-channel grid is never
    normalized. `result[n, c, i, j] = sample(input[n, c], y, x)`, taps outside
    the image reading zero; the result is [N, C, Ho, Wo].

    ```mlir
    %y = anec.resample %x, %grid {mode = #anec.sampling<nearest>, normalized = false}
         : tensor<1x4x16x16xf16>, tensor<1x2x8x8xf16> -> tensor<1x4x8x8xf16>
    ```
    """

    name = "anec.resample"

    input = operand_def(TensorType)
    coordinates = operand_def(TensorType)
    output = result_def(TensorType)

    mode = prop_def(SamplingAttr, default_value=BILINEAR)
    normalized = prop_def(BoolAttr, default_value=BoolAttr.from_bool(True))

    traits = traits_def(DiscardableAttributes(), Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$input `,` $coordinates attr-dict `:` type($input) `,` type($coordinates) `->` type($output)"

    def __init__(
        self,
        input: SSAValue | Operation,
        coordinates: SSAValue | Operation,
        *,
        mode: Sampling | SamplingAttr | None = None,
        normalized: bool | BoolAttr | None = None,
        attributes: AttributeMap = None,
    ) -> None:
        """The result is [N, C, Ho, Wo] of the input's element type, Ho and Wo from the coordinates."""
        properties = {"mode": enum_attr(SamplingAttr, mode), "normalized": bool_attr(normalized)}
        result_type = with_shape(input, self.result_shape(tensor_dims(input), tensor_dims(coordinates)))
        super().__init__(operands=[input, coordinates], result_types=[result_type], properties=properties, attributes=attributes)

    @staticmethod
    def result_shape(dims: Sequence[int], coordinates: Sequence[int]) -> tuple[int, ...]:
        """[N, C, Ho, Wo], Ho and Wo from the coordinates: the constructor's inferred result type and the shape the verifier expects."""
        return (*dims[:2], *coordinates[2:])

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        dims = image_dims(self, self.input, "input")
        n = dims[0]
        coord_dims = image_dims(self, self.coordinates, "coordinates")
        coord_n, channels = coord_dims[:2]
        if coord_n != n:
            raise op_error(self, f"coordinates have batch {coord_n}; expected {n} like the input")
        if channels not in (1, 2):
            raise op_error(self, f"coordinates have {channels} channels; expected 1 (x) or 2 (x, y)")
        shape(self, self.output, "result")
        same_element_type(self, [(self.input, "input"), (self.output, "result")])
        expect_shape(self, self.output, self.result_shape(dims, coord_dims), "result", "input batch and channels, coordinate height and width")


@op_definition
class AffineOp(IRDLOperation):
    """
    Affine warp: `matrix` = [a, b, c, d, e, f] maps output pixel (x, y) = (j,
    i) to the index-space source point (a*x + b*y + c, d*x + e*y + f), and
    `result[n, c, i, j] = sample(input[n, c], d*j + e*i + f, a*j + b*i + c)`
    (y first), taps outside the image reading zero. The result is [N, C, Ho,
    Wo], Ho and Wo from the result type. Decomposes to `anec.resample` (same
    mode, normalized false) over the computed two-channel grid; the engine
    holds the six coefficients as fp16.

    ```mlir
    %y = anec.affine %x {matrix = array<f32: 5.000000e-01, 0.000000e+00, 1.000000e+00, 0.000000e+00, 5.000000e-01, 2.000000e+00>}
         : tensor<1x3x16x16xf16> -> tensor<1x3x24x24xf16>
    ```
    """

    name = "anec.affine"

    input = operand_def(TensorType)
    output = result_def(TensorType)

    matrix = prop_def(DenseArrayBase.constr(f32))
    mode = prop_def(SamplingAttr, default_value=BILINEAR)

    traits = traits_def(DiscardableAttributes(), Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$input attr-dict `:` type($input) `->` type($output)"

    def __init__(
        self,
        input: SSAValue | Operation,
        result_type: Attribute,
        *,
        matrix: Sequence[float] | DenseArrayBase,
        mode: Sampling | SamplingAttr | None = None,
        attributes: AttributeMap = None,
    ) -> None:
        """The result type gives the output extents."""
        properties = {"matrix": f32_array(matrix), "mode": enum_attr(SamplingAttr, mode)}
        super().__init__(operands=[input], result_types=[result_type], properties=properties, attributes=attributes)

    def coefficients(self) -> tuple[float, ...]:
        return tuple(float(v) for v in self.matrix.get_values())

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        n, c, _, _ = image_dims(self, self.input, "input")
        count = len(self.coefficients())
        if count != 6:
            raise op_error(self, f"matrix has {count} entries; expected 6 ([a, b, c, d, e, f])")
        out_h, out_w = output_image(self, self.input, self.output)
        expect_shape(self, self.output, (n, c, out_h, out_w), "result", "batch and channels of the input")


TEXTURE_OPS = (ResizeOp, ResizeAsOp, CropResizeOp, ResampleOp, AffineOp)
