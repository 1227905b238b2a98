"""
Normalization ops: per-channel scale and bias, inference batch norm, layer
norm and softmax.

Channel-first layout: axis 1 is the channel axis C of [N, C, ...]. The
per-channel vectors of `anec.scale_bias` and `anec.batch_norm` share one type,
[C] with the input's element type; a convolution can fold them into its bias
and post-scale streams (SPEC section 5). Every op computes in its element
type (numpy `float16` or `float32`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import I64, DenseArrayBase, Float32Type, FloatAttr, IntegerAttr, TensorType, f32, i64
from xdsl.ir import Operation, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    VarConstraint,
    base,
    operand_def,
    opt_operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure

from anec.dialect.definition import op_definition
from anec.dialect.builders import AttributeMap, f32_attr, i64_array, i64_attr, optional
from anec.dialect.checks import (
    axes_in_range,
    axis_in_range,
    expect_shape,
    float_shape,
    op_error,
    same_element_type,
)
from anec.dialect.discardable import DiscardableAttributes

DEFAULT_EPSILON = FloatAttr(1e-5, f32)
"""Variance guard of batch norm and layer norm unless given."""


def verify_epsilon(op: IRDLOperation, epsilon: FloatAttr[Float32Type]) -> None:
    value = epsilon.value.data
    if not value > 0.0:
        raise op_error(op, f"epsilon {value:g} is not positive; expected epsilon > 0")


def verify_channel_vectors(op: IRDLOperation, source: SSAValue, vectors: Sequence[tuple[SSAValue, str]]) -> None:
    """`source` is channel-first with rank >= 2; each vector is [C] of its element type."""
    dims = float_shape(op, source, "input")
    if len(dims) < 2:
        raise op_error(op, f"input has rank {len(dims)}; expected rank >= 2 (axis 1 is the channel axis)")
    same_element_type(op, [(source, "input"), *vectors])
    for value, what in vectors:
        expect_shape(op, value, (dims[1],), what, "one value per channel of axis 1")


@op_definition
class ScaleBiasOp(IRDLOperation):
    """
    Per-channel affine map on axis 1 (the channel axis):
    `y[n, c, ...] = x[n, c, ...] * scale[c] + bias[c]`. Input rank >= 2;
    `scale` and `bias` are [C].

    ```mlir
    %y = anec.scale_bias %x, %scale, %bias : tensor<1x64x56x56xf16>, tensor<64xf16>
    ```
    """

    name = "anec.scale_bias"

    T: ClassVar = VarConstraint("T", base(TensorType))
    P: ClassVar = VarConstraint("P", base(TensorType))

    input = operand_def(T)
    scale = operand_def(P)
    bias = operand_def(P)
    output = result_def(T)

    traits = traits_def(DiscardableAttributes(), Pure())
    assembly_format = "$input `,` $scale `,` $bias attr-dict `:` type($input) `,` type($scale)"

    def __init__(
        self,
        input: SSAValue | Operation,
        scale: SSAValue | Operation,
        bias: SSAValue | Operation,
        *,
        attributes: AttributeMap = None,
    ) -> None:
        """The result has the input's type."""
        super().__init__(operands=[input, scale, bias], result_types=[SSAValue.get(input).type], attributes=attributes)

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        verify_channel_vectors(self, self.input, [(self.scale, "scale"), (self.bias, "bias")])


@op_definition
class BatchNormOp(IRDLOperation):
    """
    Inference batch normalization on axis 1 with stored statistics:
    `y[n, c, ...] = (x[n, c, ...] - mean[c]) / sqrt(variance[c] + epsilon) * scale[c] + bias[c]`.
    Input rank >= 2; the four vectors are [C]; `epsilon` > 0, default 1e-5.

    ```mlir
    %y = anec.batch_norm %x, %mean, %variance, %scale, %bias {epsilon = 1.000000e-03 : f32}
         : tensor<1x64x56x56xf16>, tensor<64xf16>
    ```
    """

    name = "anec.batch_norm"

    T: ClassVar = VarConstraint("T", base(TensorType))
    P: ClassVar = VarConstraint("P", base(TensorType))

    input = operand_def(T)
    mean = operand_def(P)
    variance = operand_def(P)
    scale = operand_def(P)
    bias = operand_def(P)
    output = result_def(T)

    epsilon = prop_def(FloatAttr[Float32Type], default_value=DEFAULT_EPSILON)

    traits = traits_def(DiscardableAttributes(), Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$input `,` $mean `,` $variance `,` $scale `,` $bias attr-dict `:` type($input) `,` type($mean)"

    def __init__(
        self,
        input: SSAValue | Operation,
        mean: SSAValue | Operation,
        variance: SSAValue | Operation,
        scale: SSAValue | Operation,
        bias: SSAValue | Operation,
        *,
        epsilon: float | FloatAttr | None = None,
        attributes: AttributeMap = None,
    ) -> None:
        """The result has the input's type."""
        super().__init__(
            operands=[input, mean, variance, scale, bias],
            result_types=[SSAValue.get(input).type],
            properties={"epsilon": f32_attr(epsilon)},
            attributes=attributes,
        )

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        verify_channel_vectors(
            self,
            self.input,
            [(self.mean, "mean"), (self.variance, "variance"), (self.scale, "scale"), (self.bias, "bias")],
        )
        verify_epsilon(self, self.epsilon)


@op_definition
class LayerNormOp(IRDLOperation):
    """
    Layer normalization over `axes` (strictly increasing, non-empty): with
    `mean = x.mean(axes, keepdims=True)` and the biased variance
    `var = ((x - mean) ** 2).mean(axes, keepdims=True)`,
    `y = (x - mean) / sqrt(var + epsilon) * scale + bias`. The optional
    `scale` and `bias` have the input's extents on `axes`, in order
    (`[x.shape[a] for a in axes]`), and broadcast over the other axes as
    `scale.reshape([d if i in axes else 1 for i, d in enumerate(x.shape)])`;
    a missing scale is 1, a missing bias 0. `epsilon` > 0, default 1e-5.

    ```mlir
    %y = anec.layer_norm %x scale(%g : tensor<768xf16>) bias(%b : tensor<768xf16>)
         {axes = array<i64: 2>} : tensor<1x128x768xf16>
    ```
    """

    name = "anec.layer_norm"

    T: ClassVar = VarConstraint("T", base(TensorType))

    input = operand_def(T)
    scale = opt_operand_def(TensorType)
    bias = opt_operand_def(TensorType)
    output = result_def(T)

    axes = prop_def(DenseArrayBase.constr(i64))
    epsilon = prop_def(FloatAttr[Float32Type], default_value=DEFAULT_EPSILON)

    traits = traits_def(DiscardableAttributes(), Pure())
    irdl_options = (AttrSizedOperandSegments(as_property=True), ParsePropInAttrDict())
    assembly_format = (
        "$input (`scale` `(` $scale^ `:` type($scale) `)`)? (`bias` `(` $bias^ `:` type($bias) `)`)? "
        "attr-dict `:` type($input)"
    )

    def __init__(
        self,
        input: SSAValue | Operation,
        *,
        axes: Sequence[int] | DenseArrayBase,
        scale: SSAValue | Operation | None = None,
        bias: SSAValue | Operation | None = None,
        epsilon: float | FloatAttr | None = None,
        attributes: AttributeMap = None,
    ) -> None:
        """The result has the input's type."""
        super().__init__(
            operands=[input, optional(scale), optional(bias)],
            result_types=[SSAValue.get(input).type],
            properties={"axes": i64_array(axes), "epsilon": f32_attr(epsilon)},
            attributes=attributes,
        )

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        dims = float_shape(self, self.input, "input")
        axes = tuple(int(a) for a in self.axes.get_values())
        if not axes:
            raise op_error(self, "axes is empty; expected at least one axis to normalize over")
        axes_in_range(self, "axes", axes, len(dims))
        verify_epsilon(self, self.epsilon)
        normalized = tuple(dims[a] for a in axes)
        for value, what in ((self.scale, "scale"), (self.bias, "bias")):
            if value is None:
                continue
            same_element_type(self, [(self.input, "input"), (value, what)])
            expect_shape(self, value, normalized, what, "the input's extents on axes")


@op_definition
class SoftmaxOp(IRDLOperation):
    """
    Softmax along `axis`: `e = exp(x - x.max(axis, keepdims=True))`,
    `y = e / e.sum(axis, keepdims=True)`. `axis` is in 0..rank-1.

    ```mlir
    %y = anec.softmax %x {axis = 3 : i64} : tensor<1x12x128x128xf16>
    ```
    """

    name = "anec.softmax"

    T: ClassVar = VarConstraint("T", base(TensorType))

    input = operand_def(T)
    output = result_def(T)

    axis = prop_def(IntegerAttr[I64])

    traits = traits_def(DiscardableAttributes(), Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$input attr-dict `:` type($input)"

    def __init__(self, input: SSAValue | Operation, *, axis: int | IntegerAttr, attributes: AttributeMap = None) -> None:
        """The result has the input's type."""
        super().__init__(
            operands=[input], result_types=[SSAValue.get(input).type], properties={"axis": i64_attr(axis)}, attributes=attributes
        )

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        dims = float_shape(self, self.input, "input")
        axis_in_range(self, "axis", self.axis.value.data, len(dims))


NORMALIZATION_OPS = (ScaleBiasOp, BatchNormOp, LayerNormOp, SoftmaxOp)
