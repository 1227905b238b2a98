"""
Reductions over tensor axes: sum, mean, max, min, the index-valued argmax
and argmin, the k largest (or smallest) elements with their indices, and the
boxes a non-maximum suppression selects.

A reduced axis keeps extent 1 when `keep_dims` is true (the default) and is
removed otherwise (`numpy` `keepdims`). Value reductions accumulate in f32
and store the result in the input's element type; index reductions
return i32. Global argmax and argmin are native from A15 (SPEC section 2), a
target concern, not a verifier one.
"""

from __future__ import annotations

from typing import ClassVar

from abc import ABC
from collections.abc import Sequence

from xdsl.dialects.builtin import I64, BoolAttr, DenseArrayBase, Float32Type, FloatAttr, IntegerAttr, TensorType, i32, i64
from xdsl.ir import Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure

from anec.dialect.definition import op_definition
from anec.dialect.builders import AttributeMap, bool_attr, f32_attr, i64_array, i64_attr, tensor_dims, with_shape
from anec.dialect.checks import (
    Properties,
    axes_in_range,
    axis_in_range,
    element_type,
    expect_shape,
    flag,
    float_shape,
    integer,
    ints,
    op_error,
    same_element_type,
)
from anec.dialect.discardable import DiscardableAttributes


def reduced_shape(dims: Sequence[int], axes: Sequence[int], keep_dims: bool) -> tuple[int, ...]:
    """`dims` with each of `axes` set to 1 (`keep_dims`) or removed."""
    if keep_dims:
        return tuple(1 if i in axes else d for i, d in enumerate(dims))
    return tuple(d for i, d in enumerate(dims) if i not in axes)


def reduced_why(reduced: str, keep_dims: bool) -> str:
    """Explains a reduced shape: `reduced` names the axes, e.g. "axes [2, 3]"."""
    return f"the input with {reduced} {'kept as 1' if keep_dims else 'removed'}"


class ReduceOp(IRDLOperation, ABC):
    """A value reduction over `axes` (non-empty, strictly increasing, in range)."""

    input = operand_def(TensorType)
    output = result_def(TensorType)

    axes = prop_def(DenseArrayBase.constr(i64))
    keep_dims = prop_def(BoolAttr, default_value=BoolAttr.from_bool(True))

    traits = traits_def(DiscardableAttributes(), Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$input attr-dict `:` type($input) `->` type($output)"

    def __init__(
        self,
        input: SSAValue | Operation,
        *,
        axes: Sequence[int] | DenseArrayBase,
        keep_dims: bool | BoolAttr | None = None,
        attributes: AttributeMap = None,
    ) -> None:
        """The result is the input with `axes` reduced, of the input's element type."""
        properties = {"axes": i64_array(axes), "keep_dims": bool_attr(keep_dims)}
        result_type = with_shape(input, self.result_shape(tensor_dims(input), properties))
        super().__init__(operands=[input], result_types=[result_type], properties=properties, attributes=attributes)

    @staticmethod
    def result_shape(dims: Sequence[int], properties: Properties) -> tuple[int, ...]:
        """The input with `axes` kept as 1 (`keep_dims`, the default) or removed: the constructor's inferred result type and the shape the verifier expects."""
        return reduced_shape(dims, ints(properties, "axes") or (), flag(properties, "keep_dims", True))

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        dims = float_shape(self, self.input, "input")
        axes = tuple(int(a) for a in self.axes.get_values())
        if not axes:
            raise op_error(self, "axes is empty; expected at least one axis to reduce")
        axes_in_range(self, "axes", axes, len(dims))
        same_element_type(self, [(self.input, "input"), (self.output, "result")])
        why = reduced_why(f"axes {list(axes)}", bool(self.keep_dims.value.data))
        expect_shape(self, self.output, self.result_shape(dims, self.properties), "result", why)


@op_definition
class ReduceSumOp(ReduceOp):
    """
    Sum over `axes`: `y = x.sum(axes, keepdims=keep_dims)`.

    ```mlir
    %y = anec.reduce_sum %x {axes = array<i64: 2, 3>} : tensor<1x64x56x56xf16> -> tensor<1x64x1x1xf16>
    ```
    """

    name = "anec.reduce_sum"


@op_definition
class ReduceMeanOp(ReduceOp):
    """
    Arithmetic mean over `axes`: the sum divided by the number of reduced
    elements, `y = x.mean(axes, keepdims=keep_dims)`.

    ```mlir
    %y = anec.reduce_mean %x {axes = array<i64: 2, 3>, keep_dims = false} : tensor<1x64x56x56xf16> -> tensor<1x64xf16>
    ```
    """

    name = "anec.reduce_mean"


@op_definition
class ReduceMaxOp(ReduceOp):
    """
    Maximum over `axes`, NaN if any reduced element is NaN:
    `y = x.max(axes, keepdims=keep_dims)`.

    ```mlir
    %y = anec.reduce_max %x {axes = array<i64: 1>} : tensor<1x64x56x56xf16> -> tensor<1x1x56x56xf16>
    ```
    """

    name = "anec.reduce_max"


@op_definition
class ReduceMinOp(ReduceOp):
    """
    Minimum over `axes`, NaN if any reduced element is NaN:
    `y = x.min(axes, keepdims=keep_dims)`.

    ```mlir
    %y = anec.reduce_min %x {axes = array<i64: 1>} : tensor<1x64x56x56xf16> -> tensor<1x1x56x56xf16>
    ```
    """

    name = "anec.reduce_min"


class ArgReduceOp(IRDLOperation, ABC):
    """An index reduction along one `axis`; the result holds i32 indices."""

    input = operand_def(TensorType)
    output = result_def(TensorType)

    axis = prop_def(IntegerAttr[I64])
    keep_dims = prop_def(BoolAttr, default_value=BoolAttr.from_bool(True))

    traits = traits_def(DiscardableAttributes(), Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$input attr-dict `:` type($input) `->` type($output)"

    def __init__(
        self,
        input: SSAValue | Operation,
        *,
        axis: int | IntegerAttr,
        keep_dims: bool | BoolAttr | None = None,
        attributes: AttributeMap = None,
    ) -> None:
        """The result holds i32 indices: the input's shape with `axis` reduced."""
        properties = {"axis": i64_attr(axis), "keep_dims": bool_attr(keep_dims)}
        result_type = TensorType(i32, self.result_shape(tensor_dims(input), properties))
        super().__init__(operands=[input], result_types=[result_type], properties=properties, attributes=attributes)

    @staticmethod
    def result_shape(dims: Sequence[int], properties: Properties) -> tuple[int, ...]:
        """The input with `axis` kept as 1 (`keep_dims`, the default) or removed: the constructor's inferred result type and the shape the verifier expects."""
        return reduced_shape(dims, (integer(properties, "axis"),), flag(properties, "keep_dims", True))

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        dims = float_shape(self, self.input, "input")
        axis = axis_in_range(self, "axis", self.axis.value.data, len(dims))
        if element_type(self.output) != i32:
            raise op_error(self, f"result has element type {element_type(self.output)}; expected i32 indices")
        why = reduced_why(f"axis {axis}", bool(self.keep_dims.value.data))
        expect_shape(self, self.output, self.result_shape(dims, self.properties), "result", why)


@op_definition
class ArgmaxOp(ArgReduceOp):
    """
    Index of the maximum along `axis`, the first one on ties; a NaN counts as
    the maximum: `y = x.argmax(axis, keepdims=keep_dims).astype(int32)`.

    ```mlir
    %i = anec.argmax %x {axis = 1 : i64, keep_dims = false} : tensor<1x1000xf16> -> tensor<1xi32>
    ```
    """

    name = "anec.argmax"


@op_definition
class ArgminOp(ArgReduceOp):
    """
    Index of the minimum along `axis`, the first one on ties; a NaN counts as
    the minimum: `y = x.argmin(axis, keepdims=keep_dims).astype(int32)`.

    ```mlir
    %i = anec.argmin %x {axis = 3 : i64} : tensor<1x64x56x56xf16> -> tensor<1x64x56x1xi32>
    ```
    """

    name = "anec.argmin"


@op_definition
class TopKOp(IRDLOperation):
    """
    The `k` largest elements along `axis` (the `k` smallest when `largest` is
    false), sorted (largest first, or smallest first), with their indices
    (i32). Equal elements keep their order: the lower index comes first, as
    in ONNX `TopK`. Both results have the input's shape with `axis` cut to
    `k`; the values keep the input's element type. Like argmax (SPEC section
    4), a selection has no engine form: the op is placed on the CPU or GPU.

    ```mlir
    %v, %i = anec.top_k %x {axis = 1 : i64, k = 5 : i64} : tensor<1x1000xf16> -> tensor<1x5xf16>, tensor<1x5xi32>
    ```
    """

    name = "anec.top_k"

    input = operand_def(TensorType)
    values = result_def(TensorType)
    indices = result_def(TensorType)

    axis = prop_def(IntegerAttr[I64])
    k = prop_def(IntegerAttr[I64])
    largest = prop_def(BoolAttr, default_value=BoolAttr.from_bool(True))

    traits = traits_def(DiscardableAttributes(), Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$input attr-dict `:` type($input) `->` type($values) `,` type($indices)"

    def __init__(
        self,
        input: SSAValue | Operation,
        *,
        axis: int | IntegerAttr,
        k: int | IntegerAttr,
        largest: bool | BoolAttr | None = None,
        attributes: AttributeMap = None,
    ) -> None:
        """Values of the input's element type and i32 indices, both the input's shape with `axis` cut to `k`."""
        properties = {"axis": i64_attr(axis), "k": i64_attr(k), "largest": bool_attr(largest)}
        dims = self.result_shape(tensor_dims(input), properties)
        super().__init__(
            operands=[input],
            result_types=[with_shape(input, dims), TensorType(i32, dims)],
            properties=properties,
            attributes=attributes,
        )

    @staticmethod
    def result_shape(dims: Sequence[int], properties: Properties) -> tuple[int, ...]:
        """The input's shape with `axis` cut to `k`, for both results: the constructor's inferred result type and the shape the verifier expects."""
        along = integer(properties, "axis")
        return (*dims[:along], integer(properties, "k"), *dims[along + 1 :])

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        dims = float_shape(self, self.input, "input")
        axis = axis_in_range(self, "axis", self.axis.value.data, len(dims))
        k = self.k.value.data
        if not 1 <= k <= dims[axis]:
            raise op_error(self, f"k = {k} is outside 1..{dims[axis]} (the extent of axis {axis})")
        expected = self.result_shape(dims, self.properties)
        same_element_type(self, [(self.input, "input"), (self.values, "values")])
        expect_shape(self, self.values, expected, "values", f"the input with axis {axis} cut to k")
        if element_type(self.indices) != i32:
            raise op_error(self, f"indices have element type {element_type(self.indices)}; expected i32")
        expect_shape(self, self.indices, expected, "indices", f"the input with axis {axis} cut to k")


@op_definition
class NonMaxSuppressionOp(IRDLOperation):
    """
    ONNX `NonMaxSuppression` with a static result: for boxes [B, N, 4] and
    scores [B, C, N], per batch entry b and class c, the boxes whose score
    is above `score_threshold` (every box when it is absent) are taken in
    order of falling score, and a box is kept unless its intersection over
    union with a box already kept for (b, c) is above `iou_threshold`,
    until `max_boxes` are kept. Each kept box is a row (b, c, box index) of
    the i32 result, in that order (batch, class, then falling score). The
    number kept is known only at run time, so the result has the largest
    extent it can need, B * C * min(max_boxes, N) rows, and the rows after
    the kept ones are -1. `center_point_box` is ONNX's: 0 reads a box as
    two opposite corners (y1, x1, y2, x2) in either order, 1 as (x center,
    y center, width, height). Like a top-k selection, it has no engine form
    (SPEC section 4): the op is placed on the CPU or GPU.

    ```mlir
    %s = anec.non_max_suppression %boxes, %scores {max_boxes = 10 : i64, iou_threshold = 5.000000e-01 : f32} : tensor<1x100x4xf16>, tensor<1x3x100xf16> -> tensor<30x3xi32>
    ```
    """

    name = "anec.non_max_suppression"

    boxes = operand_def(TensorType)
    scores = operand_def(TensorType)
    selected = result_def(TensorType)

    max_boxes = prop_def(IntegerAttr[I64])
    iou_threshold = prop_def(FloatAttr[Float32Type])
    score_threshold = opt_prop_def(FloatAttr[Float32Type])
    center_point_box = prop_def(IntegerAttr[I64], default_value=IntegerAttr(0, i64))

    traits = traits_def(DiscardableAttributes(), Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$boxes `,` $scores attr-dict `:` type($boxes) `,` type($scores) `->` type($selected)"

    def __init__(
        self,
        boxes: SSAValue | Operation,
        scores: SSAValue | Operation,
        *,
        max_boxes: int | IntegerAttr,
        iou_threshold: float | FloatAttr,
        score_threshold: float | FloatAttr | None = None,
        center_point_box: int | IntegerAttr | None = None,
        attributes: AttributeMap = None,
    ) -> None:
        """The i32 selection [B * C * min(max_boxes, N), 3] of boxes [B, N, 4] and scores [B, C, N]."""
        properties = {
            "max_boxes": i64_attr(max_boxes),
            "iou_threshold": f32_attr(iou_threshold),
            "score_threshold": f32_attr(score_threshold),
            "center_point_box": i64_attr(center_point_box),
        }
        super().__init__(
            operands=[boxes, scores],
            result_types=[TensorType(i32, self.result_shape(tensor_dims(scores), properties))],
            properties={k: v for k, v in properties.items() if v is not None},
            attributes=attributes,
        )

    @staticmethod
    def result_shape(scores: Sequence[int], properties: Properties) -> tuple[int, ...]:
        """[rows, 3] for scores [B, C, N]: every (batch, class) pair keeping up to min(max_boxes, N) boxes (the
        constructor's inferred result type and the shape the verifier expects)."""
        batch, classes, count = scores
        return (batch * classes * min(integer(properties, "max_boxes"), count), 3)

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        boxes = float_shape(self, self.boxes, "boxes")
        scores = float_shape(self, self.scores, "scores")
        same_element_type(self, [(self.boxes, "boxes"), (self.scores, "scores")])
        if len(boxes) != 3 or boxes[2] != 4:
            raise op_error(self, f"boxes have shape {list(boxes)}; expected [batch, boxes, 4]")
        if len(scores) != 3 or scores[0] != boxes[0] or scores[2] != boxes[1]:
            raise op_error(self, f"scores have shape {list(scores)}; expected [{boxes[0]}, classes, {boxes[1]}] (batch, classes, boxes)")
        max_boxes = self.max_boxes.value.data
        if max_boxes < 1:
            raise op_error(self, f"max_boxes = {max_boxes}; expected at least 1 (a selection of no box has no rows)")
        iou = self.iou_threshold.value.data
        if not 0.0 <= iou <= 1.0:
            raise op_error(self, f"iou_threshold = {iou:g} is outside [0, 1]")
        if self.center_point_box.value.data not in (0, 1):
            raise op_error(self, f"center_point_box = {self.center_point_box.value.data}; expected 0 (corners) or 1 (center and size)")
        if element_type(self.selected) != i32:
            raise op_error(self, f"the selection has element type {element_type(self.selected)}; expected i32")
        expect_shape(self, self.selected, self.result_shape(scores, self.properties), "the selection", "batch x classes x min(max_boxes, boxes) rows of 3")


REDUCTION_OPS = (ReduceSumOp, ReduceMeanOp, ReduceMaxOp, ReduceMinOp, ArgmaxOp, ArgminOp, TopKOp, NonMaxSuppressionOp)
