"""
2-D pooling over [N, C, H, W]: windowed max and average pooling, and their
global forms.

The windowed ops share `WindowOp`'s strides, dilation rates and padding with
the convolution (conv.py). Output position (i, j) of channel c reads the taps
`(i * sh - pt + a * dh, j * sw - pl + b * dw)` for `a < kH`, `b < kW`; a tap
outside the input is padding. Every op computes in f32 and stores its result
in its element type.
"""

from __future__ import annotations

from typing import ClassVar

from abc import ABC

from collections.abc import Sequence

from xdsl.dialects.builtin import BoolAttr, DenseArrayBase, TensorType, i64
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
from anec.dialect.attributes import PaddingStyle, PaddingStyleAttr
from anec.dialect.builders import AttributeMap, bool_attr, enum_attr, i64_array, tensor_dims, with_shape
from anec.dialect.checks import (
    Properties,
    expect_length,
    expect_positive,
    expect_shape,
    float_shape,
    ints,
    op_error,
    same_element_type,
    shape,
)
from anec.dialect.conv import WindowOp, forward_extents, window_of
from anec.dialect.discardable import DiscardableAttributes


def pool_input(op: IRDLOperation, value: SSAValue) -> tuple[int, ...]:
    """Shape of a pooling input: rank 4, f16 or f32."""
    dims = float_shape(op, value, "input")
    if len(dims) != 4:
        raise op_error(op, f"input has rank {len(dims)}; expected rank 4, [N, C, H, W] (pooling is 2-D only)")
    return dims


class PoolOp(WindowOp, ABC):
    """A windowed pooling; `kernel_sizes` is [kH, kW]."""

    input = operand_def(TensorType)
    output = result_def(TensorType)

    kernel_sizes = prop_def(DenseArrayBase.constr(i64))

    traits = traits_def(DiscardableAttributes(), Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$input attr-dict `:` type($input) `->` type($output)"

    def __init__(
        self,
        input: SSAValue | Operation,
        *,
        kernel_sizes: Sequence[int] | DenseArrayBase,
        strides: Sequence[int] | DenseArrayBase | None = None,
        dilation_rates: Sequence[int] | DenseArrayBase | None = None,
        explicit_padding: Sequence[int] | DenseArrayBase | None = None,
        padding_style: PaddingStyle | PaddingStyleAttr | None = None,
        count_include_pad: bool | BoolAttr | None = None,
        result_type: Attribute | None = None,
        attributes: AttributeMap = None,
    ) -> None:
        """
        The result type defaults to [N, C, Ho, Wo] from input, kernel,
        strides, dilation and padding. `count_include_pad` is average
        pooling's only.
        """
        properties = {
            "strides": i64_array(strides),
            "dilation_rates": i64_array(dilation_rates),
            "explicit_padding": i64_array(explicit_padding),
            "padding_style": enum_attr(PaddingStyleAttr, padding_style),
            "kernel_sizes": i64_array(kernel_sizes),
            "count_include_pad": bool_attr(count_include_pad),
        }
        if result_type is None:
            result_type = with_shape(input, self.result_shape(tensor_dims(input), properties))
        super().__init__(operands=[input], result_types=[result_type], properties=properties, attributes=attributes)

    @staticmethod
    def result_shape(dims: Sequence[int], properties: Properties) -> tuple[int, ...]:
        """[N, C, *extents] of the forward window `kernel_sizes` over the
        input: the constructor's inferred result type and the shape the
        verifier expects."""
        return (*dims[:2], *forward_extents(*window_of(dims[2:], ints(properties, "kernel_sizes") or (), properties)))

    def inferred_shape(self) -> tuple[int, ...]:
        return self.result_shape(shape(self, self.input, "input"), self.properties)

    def spatial_input(self) -> tuple[int, ...]:
        return shape(self, self.input, "input")[2:]

    def kernel(self) -> tuple[int, ...]:
        return tuple(int(k) for k in self.kernel_sizes.get_values())

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        n, c, *_ = pool_input(self, self.input)
        sizes = self.kernel()
        expect_length(self, "kernel_sizes", sizes, 2)
        expect_positive(self, "kernel_sizes", sizes)
        self.verify_window()
        same_element_type(self, [(self.input, "input"), (self.output, "result")])
        expected = (n, c, *self.window_output())  # `result_shape`
        expect_shape(self, self.output, expected, "result", "from input, kernel, strides, dilation and padding")


@op_definition
class MaxPoolOp(PoolOp):
    """
    Max pooling: `y[n, c, i, j]` is the maximum of the window's taps, padding
    taps reading -inf; a window entirely in padding gives -inf, a NaN tap
    gives NaN.

    ```mlir
    %y = anec.max_pool %x {kernel_sizes = array<i64: 3, 3>, strides = array<i64: 2, 2>,
           explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x64x112x112xf16> -> tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.max_pool"


@op_definition
class AvgPoolOp(PoolOp):
    """
    Average pooling: `y[n, c, i, j]` is the sum of the window's in-bounds taps
    divided by their count; with `count_include_pad` (default false) padding
    taps read 0 and the divisor is kH * kW. A window entirely in padding
    gives 0.

    ```mlir
    %y = anec.avg_pool %x {kernel_sizes = array<i64: 3, 3>, padding_style = #anec.padding_style<same>,
           count_include_pad = true} : tensor<1x64x56x56xf16> -> tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.avg_pool"

    count_include_pad = prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))


class GlobalPoolOp(IRDLOperation, ABC):
    """A pooling over all of H and W: [N, C, H, W] -> [N, C, 1, 1]."""

    input = operand_def(TensorType)
    output = result_def(TensorType)

    traits = traits_def(DiscardableAttributes(), Pure())
    assembly_format = "$input attr-dict `:` type($input) `->` type($output)"

    def __init__(self, input: SSAValue | Operation, *, attributes: AttributeMap = None) -> None:
        """The result is [N, C, 1, 1] of the input's element type."""
        super().__init__(operands=[input], result_types=[with_shape(input, self.result_shape(tensor_dims(input)))], attributes=attributes)

    @staticmethod
    def result_shape(dims: Sequence[int]) -> tuple[int, ...]:
        """[N, C, 1, 1]: the constructor's inferred result type and the shape the verifier expects."""
        return (*dims[:2], 1, 1)

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        dims = pool_input(self, self.input)
        same_element_type(self, [(self.input, "input"), (self.output, "result")])
        expect_shape(self, self.output, self.result_shape(dims), "result", "one value per batch and channel")


@op_definition
class GlobalAvgPoolOp(GlobalPoolOp):
    """
    Global average pooling: `y[n, c, 0, 0] = x[n, c].mean()`.

    ```mlir
    %y = anec.global_avg_pool %x : tensor<1x2048x7x7xf16> -> tensor<1x2048x1x1xf16>
    ```
    """

    name = "anec.global_avg_pool"


@op_definition
class GlobalMaxPoolOp(GlobalPoolOp):
    """
    Global max pooling: `y[n, c, 0, 0] = x[n, c].max()`, NaN if any element
    of the channel is NaN.

    ```mlir
    %y = anec.global_max_pool %x : tensor<1x2048x7x7xf16> -> tensor<1x2048x1x1xf16>
    ```
    """

    name = "anec.global_max_pool"


POOLING_OPS = (MaxPoolOp, AvgPoolOp, GlobalAvgPoolOp, GlobalMaxPoolOp)
