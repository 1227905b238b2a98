"""
Data-movement ops: reshape, transpose, concat, slice, pad, space-to-batch,
batch-to-space and gather. None of them computes; each rearranges, copies or
fills elements of its input.

Activation tensors hold f16 or f32 and have static shapes; axes are 0-based
and must lie in 0..rank-1. Rank-4 tensors are channel-first [N, C, H, W].
Reflective and symmetric padding and gather run on the texture engine (SPEC
section 6), space-to-batch and batch-to-space carry the dilated-convolution
lowering (SPEC section 5); which target can run what is a pass concern, not a
verifier concern.
"""

from __future__ import annotations

from typing import ClassVar

import math
from collections.abc import Sequence

from xdsl.dialects.builtin import (
    I64,
    DenseArrayBase,
    Float32Type,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    TensorType,
    f32,
    i32,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import Pure

from anec.dialect.definition import op_definition
from anec.dialect.attributes import PadMode, PadModeAttr
from anec.dialect.builders import AttributeMap, enum_attr, f32_attr, i64_array, i64_attr, tensor_dims, with_shape
from anec.dialect.checks import (
    Properties,
    array,
    axis_in_range,
    expect_length,
    expect_non_negative,
    expect_positive,
    expect_rank,
    expect_shape,
    float_shape,
    fmt_shape,
    int_shape,
    integer,
    ints,
    op_error,
    same_element_type,
    shape,
)
from anec.dialect.discardable import DiscardableAttributes


@op_definition
class ReshapeOp(IRDLOperation):
    """
    Reinterprets the input's elements, in row-major (C) order, under the
    result type's shape: numpy `x.reshape(result_shape)`. The element count and
    the element type are unchanged. The elements are f16 or f32, or i32/i64
    (a run-time integer input on its way to an `anec.gather` or `anec.cast`).

    ```mlir
    %y = anec.reshape %x : tensor<1x8x4x2xf16> -> tensor<1x8x8xf16>
    ```
    """

    name = "anec.reshape"

    input = operand_def(TensorType)
    output = result_def(TensorType)

    traits = traits_def(DiscardableAttributes(), Pure())
    assembly_format = "$input attr-dict `:` type($input) `->` type($output)"

    def __init__(self, input: SSAValue | Operation, result_type: Attribute, *, attributes: AttributeMap = None) -> None:
        super().__init__(operands=[input], result_types=[result_type], attributes=attributes)

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        in_type = self.input.type
        if isinstance(in_type, TensorType) and isinstance(in_type.element_type, IntegerType):
            if in_type.element_type not in (i32, i64):
                raise op_error(self, f"input has element type {in_type.element_type}; expected f16, f32, i32 or i64")
            in_dims = int_shape(self, self.input, "input")
        else:
            in_dims = float_shape(self, self.input, "input")
        out_dims = shape(self, self.output, "result")
        same_element_type(self, [(self.input, "input"), (self.output, "result")])
        count_in = math.prod(in_dims)
        count_out = math.prod(out_dims)
        if count_in != count_out:
            raise op_error(
                self,
                f"result shape {fmt_shape(out_dims)} holds {count_out} elements; "
                f"expected {count_in} like the input shape {fmt_shape(in_dims)}",
            )


@op_definition
class TransposeOp(IRDLOperation):
    """
    Permutes the axes: result axis i is input axis `permutation[i]`, so
    `result.shape[i] == input.shape[permutation[i]]`; numpy
    `np.transpose(x, permutation)`.

    ```mlir
    %y = anec.transpose %x {permutation = array<i64: 0, 3, 1, 2>} : tensor<1x8x4x2xf16> -> tensor<1x2x8x4xf16>
    ```
    """

    name = "anec.transpose"

    input = operand_def(TensorType)
    output = result_def(TensorType)

    permutation = prop_def(DenseArrayBase.constr(i64))

    traits = traits_def(DiscardableAttributes(), Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$input attr-dict `:` type($input) `->` type($output)"

    def __init__(
        self, input: SSAValue | Operation, *, permutation: Sequence[int] | DenseArrayBase, attributes: AttributeMap = None
    ) -> None:
        """The result is the input's dims permuted."""
        properties = {"permutation": i64_array(permutation)}
        result_type = with_shape(input, self.result_shape(tensor_dims(input), properties))
        super().__init__(operands=[input], result_types=[result_type], properties=properties, attributes=attributes)

    @staticmethod
    def result_shape(dims: Sequence[int], properties: Properties) -> tuple[int, ...]:
        """The input's dims permuted: the constructor's inferred result type and the shape the verifier expects."""
        return tuple(dims[p] for p in ints(properties, "permutation") or ())

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        in_dims = float_shape(self, self.input, "input")
        rank = len(in_dims)
        perm = tuple(int(v) for v in self.permutation.get_values())
        expect_length(self, "permutation", perm, rank)
        if sorted(perm) != list(range(rank)):
            raise op_error(
                self, f"permutation = {list(perm)} is not a permutation; expected each of 0..{rank - 1} exactly once"
            )
        shape(self, self.output, "result")
        same_element_type(self, [(self.input, "input"), (self.output, "result")])
        expect_shape(self, self.output, self.result_shape(in_dims, self.properties), "result", "input dims permuted")


@op_definition
class ConcatOp(IRDLOperation):
    """
    Joins one or more inputs along `axis`: numpy
    `np.concatenate(inputs, axis)`. All inputs share rank and element type,
    and every dimension but `axis`; the result's `axis` extent is the sum of
    the inputs'.

    ```mlir
    %y = anec.concat %a, %b {axis = 1 : i64} : tensor<1x8x4x4xf16>, tensor<1x24x4x4xf16> -> tensor<1x32x4x4xf16>
    ```
    """

    name = "anec.concat"

    inputs = var_operand_def(TensorType)
    output = result_def(TensorType)

    axis = prop_def(IntegerAttr[I64])

    traits = traits_def(DiscardableAttributes(), Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$inputs attr-dict `:` type($inputs) `->` type($output)"

    def __init__(
        self, inputs: Sequence[SSAValue | Operation], *, axis: int | IntegerAttr, attributes: AttributeMap = None
    ) -> None:
        """The result is the first input's with the inputs' `axis` extents summed."""
        properties = {"axis": i64_attr(axis)}
        shape = self.result_shape([tensor_dims(v) for v in inputs], properties)
        super().__init__(operands=[inputs], result_types=[with_shape(inputs[0], shape)], properties=properties, attributes=attributes)

    @staticmethod
    def result_shape(dims: Sequence[Sequence[int]], properties: Properties) -> tuple[int, ...]:
        """The first input's dims with the inputs' `axis` extents summed: the constructor's inferred result type and the shape the verifier expects."""
        along = integer(properties, "axis")
        return (*dims[0][:along], sum(d[along] for d in dims), *dims[0][along + 1 :])

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        if not self.inputs:
            raise op_error(self, "has no inputs; expected at least one")
        first = float_shape(self, self.inputs[0], "input 0")
        rank = len(first)
        axis = axis_in_range(self, "axis", self.axis.value.data, rank)
        every = []
        for i, value in enumerate(self.inputs):
            dims = shape(self, value, f"input {i}")
            every.append(dims)
            if len(dims) != rank:
                raise op_error(self, f"input {i} has rank {len(dims)}; expected rank {rank} like input 0")
            for d, (got, want) in enumerate(zip(dims, first)):
                if d != axis and got != want:
                    raise op_error(
                        self,
                        f"input {i} has extent {got} on axis {d}; expected {want} like input 0 "
                        f"(only the concat axis {axis} may differ)",
                    )
        same_element_type(self, [(v, f"input {i}") for i, v in enumerate(self.inputs)])
        shape(self, self.output, "result")
        same_element_type(self, [(self.inputs[0], "input 0"), (self.output, "result")])
        expect_shape(self, self.output, self.result_shape(every, self.properties), "result", "inputs summed along the axis")


@op_definition
class SliceOp(IRDLOperation):
    """
    Strided window of the input, its extents taken from the result type:
    `result[i_0, ..., i_r-1] = input[offsets[0] + i_0 * strides[0], ...]`,
    numpy `x[tuple(slice(o, o + (n - 1) * s + 1, s) ...)]` with n the result
    extent. Strides default to 1. Every selected index must lie inside the
    input: 0 <= offset and offset + (n - 1) * stride < dim, with n >= 1.
    The input holds f16 or f32 values, or the 8-bit integers of a quantized
    weight (i8, si8, ui8: a tile's share of an int8 kernel, cut when the
    model is loaded; the element type is kept).

    ```mlir
    %y = anec.slice %x {offsets = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 2, 3>}
         : tensor<1x8x8x8xf16> -> tensor<1x4x4x3xf16>
    ```
    """

    name = "anec.slice"

    input = operand_def(TensorType)
    output = result_def(TensorType)

    offsets = prop_def(DenseArrayBase.constr(i64))
    strides = opt_prop_def(DenseArrayBase.constr(i64))

    traits = traits_def(DiscardableAttributes(), Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$input attr-dict `:` type($input) `->` type($output)"

    def __init__(
        self,
        input: SSAValue | Operation,
        result_type: Attribute,
        *,
        offsets: Sequence[int] | DenseArrayBase,
        strides: Sequence[int] | DenseArrayBase | None = None,
        attributes: AttributeMap = None,
    ) -> None:
        """The result type gives the window's extents."""
        super().__init__(
            operands=[input],
            result_types=[result_type],
            properties={"offsets": i64_array(offsets), "strides": i64_array(strides)},
            attributes=attributes,
        )

    def stride_values(self) -> tuple[int, ...]:
        return array(self.strides) or (1,) * len(self.offsets)

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        in_type = self.input.type
        if isinstance(in_type, TensorType) and isinstance(in_type.element_type, IntegerType):
            if in_type.element_type.width.data != 8:
                raise op_error(
                    self,
                    f"input has element type {in_type.element_type}; "
                    "expected f16, f32 or an 8-bit integer weight (i8, si8, ui8)",
                )
            in_dims = int_shape(self, self.input, "input")
        else:
            in_dims = float_shape(self, self.input, "input")
        rank = len(in_dims)
        offsets = tuple(int(v) for v in self.offsets.get_values())
        expect_length(self, "offsets", offsets, rank)
        expect_non_negative(self, "offsets", offsets)
        strides = array(self.strides)
        expect_length(self, "strides", strides, rank)
        expect_positive(self, "strides", strides)
        out_dims = shape(self, self.output, "result")
        same_element_type(self, [(self.input, "input"), (self.output, "result")])
        if len(out_dims) != rank:
            raise op_error(self, f"result has rank {len(out_dims)}; expected rank {rank} like the input")
        for axis, (dim, offset, stride, size) in enumerate(zip(in_dims, offsets, self.stride_values(), out_dims)):
            if size < 1:
                raise op_error(self, f"result extent {size} on axis {axis} is empty; expected at least 1")
            last = offset + (size - 1) * stride
            if last >= dim:
                raise op_error(
                    self,
                    f"slice on axis {axis} reads index {last} (offset {offset} + ({size} - 1) * stride {stride}); "
                    f"expected below the input extent {dim}",
                )


@op_definition
class PadOp(IRDLOperation):
    """
    Pads every axis: `pads` lists the begin padding of each axis, then the
    end padding of each axis, [b_0, ..., b_r-1, e_0, ..., e_r-1], and the
    result extent is `dim + b + e`. The fill follows numpy `np.pad` with
    `pad_width = [(b_i, e_i)]`: `constant` writes `value`
    (`constant_values=value`); `reflect` mirrors about the edge element,
    excluding it (so each pad must be < dim); `symmetric` mirrors including the
    edge element (so each pad must be <= dim). `value` applies to `constant`
    only.

    ```mlir
    %y = anec.pad %x {pads = array<i64: 0, 0, 1, 2, 0, 0, 1, 2>, mode = #anec.pad_mode<reflect>}
         : tensor<1x3x8x8xf16> -> tensor<1x3x10x12xf16>
    ```
    """

    name = "anec.pad"

    input = operand_def(TensorType)
    output = result_def(TensorType)

    pads = prop_def(DenseArrayBase.constr(i64))
    mode = prop_def(PadModeAttr, default_value=PadModeAttr(PadMode.CONSTANT))
    value = prop_def(FloatAttr[Float32Type], default_value=FloatAttr(0.0, f32))

    traits = traits_def(DiscardableAttributes(), Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$input attr-dict `:` type($input) `->` type($output)"

    def __init__(
        self,
        input: SSAValue | Operation,
        *,
        pads: Sequence[int] | DenseArrayBase,
        mode: PadMode | PadModeAttr | None = None,
        value: float | FloatAttr | None = None,
        attributes: AttributeMap = None,
    ) -> None:
        """The result extents are the input's plus begin and end padding."""
        properties = {"pads": i64_array(pads), "mode": enum_attr(PadModeAttr, mode), "value": f32_attr(value)}
        result_type = with_shape(input, self.result_shape(tensor_dims(input), properties))
        super().__init__(operands=[input], result_types=[result_type], properties=properties, attributes=attributes)

    @staticmethod
    def result_shape(dims: Sequence[int], properties: Properties) -> tuple[int, ...]:
        """Each extent plus its begin and end padding (`pads` = all begins, then all ends): the constructor's inferred result type and the shape the verifier expects."""
        pads = ints(properties, "pads") or ()
        return tuple(d + pads[i] + pads[len(dims) + i] for i, d in enumerate(dims))

    def pad_pairs(self) -> tuple[tuple[int, int], ...]:
        """(begin, end) padding per axis."""
        pads = tuple(int(v) for v in self.pads.get_values())
        rank = len(pads) // 2
        return tuple((pads[i], pads[rank + i]) for i in range(rank))

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        in_dims = float_shape(self, self.input, "input")
        pads = tuple(int(v) for v in self.pads.get_values())
        expect_length(self, "pads", pads, 2 * len(in_dims))
        expect_non_negative(self, "pads", pads)
        mode = self.mode.data
        if mode != PadMode.CONSTANT and self.value.value.data != 0.0:
            raise op_error(self, f"value {self.value.value.data} is given in mode {mode}; expected a value only in mode constant")
        for axis, (dim, (begin, end)) in enumerate(zip(in_dims, self.pad_pairs())):
            if mode == PadMode.REFLECT and max(begin, end) >= dim:
                raise op_error(
                    self, f"reflect padding ({begin}, {end}) on axis {axis} reaches past the edge; expected each pad < {dim}"
                )
            if mode == PadMode.SYMMETRIC and max(begin, end) > dim:
                raise op_error(
                    self, f"symmetric padding ({begin}, {end}) on axis {axis} reaches past the edge; expected each pad <= {dim}"
                )
        shape(self, self.output, "result")
        same_element_type(self, [(self.input, "input"), (self.output, "result")])
        expected = self.result_shape(in_dims, self.properties)
        expect_shape(self, self.output, expected, "result", "input extents plus begin and end padding")


DILATION_BLOCKS = (2, 3, 4, 8)
"""Block factors the engine's dilated-convolution lowering uses (SPEC section 5)."""


@op_definition
class SpaceToBatchOp(IRDLOperation):
    """
    TensorFlow `space_to_batch_nd` on [N, C, H, W]: pads H by (pt, pb) and W
    by (pl, pr) with zeros, then moves each (bh, bw) block offset into the
    batch, offset-major: `result[(i * bw + j) * N + n, c, h, w] =
    padded[n, c, h * bh + i, w * bw + j]`, numpy `padded.reshape(N, C, Ho, bh,
    Wo, bw).transpose(3, 5, 0, 1, 2, 4).reshape(bh * bw * N, C, Ho, Wo)`. The
    result is [N * bh * bw, C, (H + pt + pb) / bh, (W + pl + pr) / bw]; the
    padded extents must divide exactly. `pads` = [pt, pb, pl, pr] defaults to
    zeros. Any positive block factor is legal; the engine's dilated-convolution
    lowering uses 2, 3, 4 and 8 (`DILATION_BLOCKS`).

    ```mlir
    %y = anec.space_to_batch %x {block_shape = array<i64: 2, 2>, pads = array<i64: 1, 1, 2, 2>}
         : tensor<1x16x6x4xf16> -> tensor<4x16x4x4xf16>
    ```
    """

    name = "anec.space_to_batch"

    input = operand_def(TensorType)
    output = result_def(TensorType)

    block_shape = prop_def(DenseArrayBase.constr(i64))
    pads = opt_prop_def(DenseArrayBase.constr(i64))

    traits = traits_def(DiscardableAttributes(), Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$input attr-dict `:` type($input) `->` type($output)"

    def __init__(
        self,
        input: SSAValue | Operation,
        *,
        block_shape: Sequence[int] | DenseArrayBase,
        pads: Sequence[int] | DenseArrayBase | None = None,
        attributes: AttributeMap = None,
    ) -> None:
        """The result is [N * bh * bw, C, (H + pt + pb) / bh, (W + pl + pr) / bw]."""
        properties = {"block_shape": i64_array(block_shape), "pads": i64_array(pads)}
        result_type = with_shape(input, self.result_shape(tensor_dims(input), properties))
        super().__init__(operands=[input], result_types=[result_type], properties=properties, attributes=attributes)

    @staticmethod
    def result_shape(dims: Sequence[int], properties: Properties) -> tuple[int, ...]:
        """[N * bh * bw, C, (H + pt + pb) / bh, (W + pl + pr) / bw]: the constructor's inferred result type and the shape the verifier expects."""
        n, c, h, w = dims
        bh, bw = ints(properties, "block_shape") or ()
        pt, pb, pl, pr = ints(properties, "pads") or (0, 0, 0, 0)
        return (n * bh * bw, c, (h + pt + pb) // bh, (w + pl + pr) // bw)

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        in_dims = float_shape(self, self.input, "input")
        expect_rank(self, in_dims, (4,), "input")
        block = _block_shape(self, self.block_shape)
        pads = array(self.pads) or (0, 0, 0, 0)
        expect_length(self, "pads", pads, 4)
        expect_non_negative(self, "pads", pads)
        n, c, h, w = in_dims
        padded = (h + pads[0] + pads[1], w + pads[2] + pads[3])
        for what, extent, factor in zip(("height", "width"), padded, block):
            if extent % factor:
                raise op_error(
                    self, f"padded {what} {extent} is not divisible by its block factor {factor}; expected a multiple"
                )
        shape(self, self.output, "result")
        same_element_type(self, [(self.input, "input"), (self.output, "result")])
        expected = self.result_shape(in_dims, self.properties)
        expect_shape(self, self.output, expected, "result", "[N * bh * bw, C, (H + pt + pb) / bh, (W + pl + pr) / bw]")


@op_definition
class BatchToSpaceOp(IRDLOperation):
    """
    TensorFlow `batch_to_space_nd` on [N * bh * bw, C, H, W], the inverse of
    `anec.space_to_batch`: `full[n, c, h * bh + i, w * bw + j] = input[(i * bw
    + j) * N + n, c, h, w]`, numpy `x.reshape(bh, bw, N, C, H, W).transpose(2,
    3, 4, 0, 5, 1).reshape(N, C, H * bh, W * bw)`, then crops (ct, cb) rows and
    (cl, cr) columns: the result is [N, C, H * bh - ct - cb, W * bw - cl - cr].
    `crops` = [ct, cb, cl, cr] defaults to zeros.

    ```mlir
    %y = anec.batch_to_space %x {block_shape = array<i64: 2, 2>, crops = array<i64: 1, 1, 2, 2>}
         : tensor<4x16x4x4xf16> -> tensor<1x16x6x4xf16>
    ```
    """

    name = "anec.batch_to_space"

    input = operand_def(TensorType)
    output = result_def(TensorType)

    block_shape = prop_def(DenseArrayBase.constr(i64))
    crops = opt_prop_def(DenseArrayBase.constr(i64))

    traits = traits_def(DiscardableAttributes(), Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$input attr-dict `:` type($input) `->` type($output)"

    def __init__(
        self,
        input: SSAValue | Operation,
        *,
        block_shape: Sequence[int] | DenseArrayBase,
        crops: Sequence[int] | DenseArrayBase | None = None,
        attributes: AttributeMap = None,
    ) -> None:
        """The result is [N / (bh * bw), C, H * bh - ct - cb, W * bw - cl - cr]."""
        properties = {"block_shape": i64_array(block_shape), "crops": i64_array(crops)}
        result_type = with_shape(input, self.result_shape(tensor_dims(input), properties))
        super().__init__(operands=[input], result_types=[result_type], properties=properties, attributes=attributes)

    @staticmethod
    def result_shape(dims: Sequence[int], properties: Properties) -> tuple[int, ...]:
        """[N / (bh * bw), C, H * bh - ct - cb, W * bw - cl - cr]: the constructor's inferred result type and the shape the verifier expects."""
        n, c, h, w = dims
        bh, bw = ints(properties, "block_shape") or ()
        ct, cb, cl, cr = ints(properties, "crops") or (0, 0, 0, 0)
        return (n // (bh * bw), c, h * bh - ct - cb, w * bw - cl - cr)

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        in_dims = float_shape(self, self.input, "input")
        expect_rank(self, in_dims, (4,), "input")
        bh, bw = _block_shape(self, self.block_shape)
        crops = array(self.crops) or (0, 0, 0, 0)
        expect_length(self, "crops", crops, 4)
        expect_non_negative(self, "crops", crops)
        batch, c, h, w = in_dims
        if batch % (bh * bw):
            raise op_error(
                self, f"input batch {batch} is not divisible by the block size {bh} * {bw}; expected a multiple of {bh * bw}"
            )
        expected = self.result_shape(in_dims, self.properties)
        out_h, out_w = expected[2:]
        if out_h < 1 or out_w < 1:
            raise op_error(
                self,
                f"crops {list(crops)} leave a {out_h}x{out_w} image; "
                f"expected at least one row and column of {h * bh}x{w * bw}",
            )
        shape(self, self.output, "result")
        same_element_type(self, [(self.input, "input"), (self.output, "result")])
        expect_shape(self, self.output, expected, "result", "[N / (bh * bw), C, H * bh - ct - cb, W * bw - cl - cr]")


def _block_shape(op: IRDLOperation, attr: DenseArrayBase) -> tuple[int, int]:
    """The (bh, bw) block factors, checked."""
    block = tuple(int(v) for v in attr.get_values())
    expect_length(op, "block_shape", block, 2)
    expect_positive(op, "block_shape", block)
    return block[0], block[1]


@op_definition
class GatherOp(IRDLOperation):
    """
    Selects slices of the input along `axis` by integer indices: numpy
    `np.take(input, indices, axis)`, so the result shape is
    `input.shape[:axis] + indices.shape + input.shape[axis + 1:]`. An index
    outside 0..input.shape[axis]-1 gives an undefined result; the values are
    only known at run time, so the verifier cannot reject them.

    ```mlir
    %y = anec.gather %x, %i {axis = 1 : i64} : tensor<2x100x8xf16>, tensor<3x5xi32> -> tensor<2x3x5x8xf16>
    ```
    """

    name = "anec.gather"

    input = operand_def(TensorType)
    indices = operand_def(TensorType)
    output = result_def(TensorType)

    axis = prop_def(IntegerAttr[I64])

    traits = traits_def(DiscardableAttributes(), Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$input `,` $indices attr-dict `:` type($input) `,` type($indices) `->` type($output)"

    def __init__(
        self,
        input: SSAValue | Operation,
        indices: SSAValue | Operation,
        *,
        axis: int | IntegerAttr,
        attributes: AttributeMap = None,
    ) -> None:
        """The result is input.shape[:axis] + indices.shape + input.shape[axis + 1:]."""
        properties = {"axis": i64_attr(axis)}
        result_type = with_shape(input, self.result_shape(tensor_dims(input), tensor_dims(indices), properties))
        super().__init__(operands=[input, indices], result_types=[result_type], properties=properties, attributes=attributes)

    @staticmethod
    def result_shape(dims: Sequence[int], index_dims: Sequence[int], properties: Properties) -> tuple[int, ...]:
        """input.shape[:axis] + indices.shape + input.shape[axis + 1:]: the constructor's inferred result type and the shape the verifier expects."""
        along = integer(properties, "axis")
        return (*dims[:along], *index_dims, *dims[along + 1 :])

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        in_dims = float_shape(self, self.input, "input")
        axis_in_range(self, "axis", self.axis.value.data, len(in_dims))
        idx_dims = int_shape(self, self.indices, "indices")
        shape(self, self.output, "result")
        same_element_type(self, [(self.input, "input"), (self.output, "result")])
        expected = self.result_shape(in_dims, idx_dims, self.properties)
        expect_shape(self, self.output, expected, "result", "input.shape[:axis] + indices.shape + input.shape[axis + 1:]")


MOVEMENT_OPS = (
    ReshapeOp,
    TransposeOp,
    ConcatOp,
    SliceOp,
    PadOp,
    SpaceToBatchOp,
    BatchToSpaceOp,
    GatherOp,
)
