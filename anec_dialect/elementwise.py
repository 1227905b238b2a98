"""
Elementwise ops: unary activations and math functions, binary arithmetic with
numpy broadcasting, float casts and dropout.

Every op maps each element independently, computes in f32 and stores its
result in its element type (rounded once, to nearest even), with IEEE
semantics: NaN propagates, a domain
error gives NaN (`log(-1)`, `sqrt(-1)`), a pole gives an infinity (`log(0)`,
`1 / 0`), overflow gives an infinity. The engine evaluates transcendental
functions through a piecewise-linear table (SPEC section 5); its error against
these definitions is a numerical tolerance, not a different semantics.

The activations a convolution can fuse (`ActivationFn`) are ops here with the
same name and parameters; `ACTIVATION_OPS` maps one to the other.
"""

from __future__ import annotations

from abc import ABC
from collections.abc import Sequence
from typing import ClassVar, Self

from xdsl.dialects.builtin import Float32Type, FloatAttr, IntegerType, TensorType, i32, i64
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    VarConstraint,
    base,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure

from anec.dialect.definition import op_definition
from anec.dialect.attributes import ActivationFn
from anec.dialect.builders import AttributeMap, f32_attr, tensor_dims, with_shape
from anec.dialect.checks import broadcast_or_raise, expect_shape, float_shape, inferred, op_error, same_element_type, shape
from anec.dialect.discardable import DiscardableAttributes


class UnaryOp(IRDLOperation, ABC):
    """A function applied to every element; the result has the input's type."""

    T: ClassVar = VarConstraint("T", base(TensorType))

    input = operand_def(T)
    output = result_def(T)

    traits = traits_def(DiscardableAttributes(), Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$input attr-dict `:` type($input)"

    def __init__(self, input: SSAValue | Operation, *, attributes: AttributeMap = None) -> None:
        self.build_unary(input, {}, attributes)

    def build_unary(self, input: SSAValue | Operation, properties: dict[str, Attribute], attributes: AttributeMap) -> None:
        """Initializes the op; the result has the input's type."""
        IRDLOperation.__init__(
            self, operands=[input], result_types=[SSAValue.get(input).type], properties=properties, attributes=attributes
        )

    @classmethod
    def with_parameters(
        cls, input: SSAValue | Operation, parameters: Sequence[float] = (), *, attributes: AttributeMap = None
    ) -> Self:
        """
        The op over `input` with the f32 parameters of its activation, in
        `ActivationFn` order (`alpha`; `min`, `max`), as `parameters()`
        returns them: one constructor for every unary op.
        """
        op = cls.__new__(cls)
        properties = {name: f32_attr(value) for name, value in zip(parameter_names(cls), parameters)}
        op.build_unary(input, properties, attributes)
        return op

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        float_shape(self, self.input, "input")

    def parameters(self) -> tuple[float, ...]:
        """The f32 parameters of a standalone activation, in `ActivationFn` order (none for other functions)."""
        return tuple(getattr(self, p).value.data for p in parameter_names(type(self)))


def parameter_names(op_type: type[UnaryOp]) -> tuple[str, ...]:
    """The f32 properties of a standalone activation, in `ActivationFn` order (none for other functions)."""
    try:
        return ActivationFn(op_type.name.removeprefix("anec.")).parameters
    except ValueError:
        return ()


@op_definition
class ReluOp(UnaryOp):
    """
    Rectified linear unit: `y = max(x, 0)`.

    ```mlir
    %y = anec.relu %x : tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.relu"


@op_definition
class SigmoidOp(UnaryOp):
    """
    Logistic sigmoid: `y = 1 / (1 + exp(-x))`.

    ```mlir
    %y = anec.sigmoid %x : tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.sigmoid"


@op_definition
class TanhOp(UnaryOp):
    """
    Hyperbolic tangent: `y = tanh(x)`.

    ```mlir
    %y = anec.tanh %x : tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.tanh"


@op_definition
class GeluOp(UnaryOp):
    """
    Gaussian error linear unit, exact form (not the tanh approximation):
    `y = x * (1 + erf(x / sqrt(2))) / 2`.

    ```mlir
    %y = anec.gelu %x : tensor<1x128x768xf16>
    ```
    """

    name = "anec.gelu"


@op_definition
class SiluOp(UnaryOp):
    """
    Sigmoid linear unit (swish): `y = x * sigmoid(x) = x / (1 + exp(-x))`.

    ```mlir
    %y = anec.silu %x : tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.silu"


@op_definition
class ExpOp(UnaryOp):
    """
    Natural exponential: `y = e ** x`.

    ```mlir
    %y = anec.exp %x : tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.exp"


@op_definition
class LogOp(UnaryOp):
    """
    Natural logarithm: `y = ln(x)`; `ln(0) = -inf`, negative `x` gives NaN.

    ```mlir
    %y = anec.log %x : tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.log"


@op_definition
class SqrtOp(UnaryOp):
    """
    Square root: `y = sqrt(x)`; negative `x` gives NaN.

    ```mlir
    %y = anec.sqrt %x : tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.sqrt"


@op_definition
class RsqrtOp(UnaryOp):
    """
    Reciprocal square root: `y = 1 / sqrt(x)`; `x = 0` gives +inf, negative
    `x` gives NaN.

    ```mlir
    %y = anec.rsqrt %x : tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.rsqrt"


@op_definition
class SinOp(UnaryOp):
    """
    Sine of `x` in radians: `y = sin(x)`. Native from A15 (SPEC section 2).

    ```mlir
    %y = anec.sin %x : tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.sin"


@op_definition
class CosOp(UnaryOp):
    """
    Cosine of `x` in radians: `y = cos(x)`. Native from A15 (SPEC section 2).

    ```mlir
    %y = anec.cos %x : tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.cos"


@op_definition
class AbsOp(UnaryOp):
    """
    Absolute value: `y = |x|`.

    ```mlir
    %y = anec.abs %x : tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.abs"


@op_definition
class NegOp(UnaryOp):
    """
    Negation: `y = -x`.

    ```mlir
    %y = anec.neg %x : tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.neg"


@op_definition
class ReciprocalOp(UnaryOp):
    """
    Reciprocal: `y = 1 / x`; `1 / +-0 = +-inf`.

    ```mlir
    %y = anec.reciprocal %x : tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.reciprocal"


@op_definition
class SquareOp(UnaryOp):
    """
    Square: `y = x * x`.

    ```mlir
    %y = anec.square %x : tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.square"


@op_definition
class ErfOp(UnaryOp):
    """
    Gauss error function: `y = erf(x) = 2 / sqrt(pi) * integral_0^x exp(-t**2) dt`.

    ```mlir
    %y = anec.erf %x : tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.erf"


@op_definition
class FloorOp(UnaryOp):
    """
    Round toward negative infinity: `y = floor(x)`.

    ```mlir
    %y = anec.floor %x : tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.floor"


@op_definition
class CeilOp(UnaryOp):
    """
    Round toward positive infinity: `y = ceil(x)`.

    ```mlir
    %y = anec.ceil %x : tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.ceil"


@op_definition
class SignOp(UnaryOp):
    """
    Sign: `y = -1` for `x < 0`, `0` for `x = +-0`, `1` for `x > 0`, NaN for
    NaN (`numpy.sign`).

    ```mlir
    %y = anec.sign %x : tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.sign"


@op_definition
class SoftplusOp(UnaryOp):
    """
    Softplus: `y = ln(1 + exp(x))`, evaluated without overflow
    (`numpy.logaddexp(0, x)`).

    ```mlir
    %y = anec.softplus %x : tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.softplus"


@op_definition
class HardSigmoidOp(UnaryOp):
    """
    Hard sigmoid, the torch definition: `y = max(0, min(1, x / 6 + 1 / 2))`.

    ```mlir
    %y = anec.hard_sigmoid %x : tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.hard_sigmoid"


@op_definition
class HardSwishOp(UnaryOp):
    """
    Hard swish: `y = x * hard_sigmoid(x) = x * max(0, min(1, x / 6 + 1 / 2))`.

    ```mlir
    %y = anec.hard_swish %x : tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.hard_swish"


@op_definition
class IsNanOp(UnaryOp):
    """
    NaN test as a 0/1 mask: `y = 1` where `x` is NaN, else `0` (a boolean
    tensor is carried as a float mask of 0 and 1 in the element type).

    ```mlir
    %m = anec.is_nan %x : tensor<1x2x8x8xf16>
    ```
    """

    name = "anec.is_nan"


class AlphaOp(UnaryOp, ABC):
    """An activation with one f32 parameter, `alpha`."""

    alpha = prop_def(FloatAttr[Float32Type])

    def __init__(
        self,
        input: SSAValue | Operation,
        *,
        alpha: float | FloatAttr,
        attributes: AttributeMap = None,
    ) -> None:
        self.build_unary(input, {"alpha": f32_attr(alpha)}, attributes)


@op_definition
class LeakyReluOp(AlphaOp):
    """
    Leaky rectified linear unit: `y = x` for `x >= 0`, `y = alpha * x`
    otherwise. `alpha` may be any f32 value.

    ```mlir
    %y = anec.leaky_relu %x {alpha = 1.000000e-01 : f32} : tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.leaky_relu"


@op_definition
class EluOp(AlphaOp):
    """
    Exponential linear unit: `y = x` for `x > 0`, `y = alpha * (exp(x) - 1)`
    otherwise. `alpha` may be any f32 value.

    ```mlir
    %y = anec.elu %x {alpha = 1.000000e+00 : f32} : tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.elu"


@op_definition
class ClampOp(UnaryOp):
    """
    Clamp to `[min, max]`: `y = min(max(x, min), max)`; needs `min <= max`.
    `min = 0, max = 6` is relu6.

    ```mlir
    %y = anec.clamp %x {min = 0.000000e+00 : f32, max = 6.000000e+00 : f32} : tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.clamp"

    min = prop_def(FloatAttr[Float32Type])
    max = prop_def(FloatAttr[Float32Type])

    def __init__(
        self,
        input: SSAValue | Operation,
        *,
        min: float | FloatAttr,
        max: float | FloatAttr,
        attributes: AttributeMap = None,
    ) -> None:
        self.build_unary(input, {"min": f32_attr(min), "max": f32_attr(max)}, attributes)

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        super().verify_()
        lo, hi = self.min.value.data, self.max.value.data
        if not lo <= hi:
            raise op_error(self, f"min {lo:g} and max {hi:g} are out of order; expected min <= max")


@op_definition
class DropoutOp(UnaryOp):
    """
    Dropout, inference semantics: the identity, `y = x`, whatever the `rate`
    (0 <= rate < 1, the training-time probability of zeroing an element).
    Native dropout and random numbers exist from A15 (SPEC section 2); that is
    a target concern, not a verifier one.

    ```mlir
    %y = anec.dropout %x {rate = 1.000000e-01 : f32} : tensor<1x128x768xf16>
    ```
    """

    name = "anec.dropout"

    rate = prop_def(FloatAttr[Float32Type])

    def __init__(
        self,
        input: SSAValue | Operation,
        *,
        rate: float | FloatAttr,
        attributes: AttributeMap = None,
    ) -> None:
        self.build_unary(input, {"rate": f32_attr(rate)}, attributes)

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        super().verify_()
        rate = self.rate.value.data
        if not 0.0 <= rate < 1.0:
            raise op_error(self, f"rate {rate:g} is out of range; expected 0 <= rate < 1")


@op_definition
class CastOp(IRDLOperation):
    """
    Float conversion between f16 and f32, same shape, or from i32/i64 (a
    run-time integer input, such as an attention mask) to a float type.
    f16 -> f32 is exact; f32 -> f16 and integer -> float round to nearest,
    ties to even, and values beyond the f16 range become +-inf
    (`numpy.ndarray.astype`): every integer of magnitude up to 2048 is exact
    in f16, and no nonzero integer becomes 0. A cast to the input's own
    type is the identity.

    ```mlir
    %y = anec.cast %x : tensor<1x64x56x56xf32> -> tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.cast"

    input = operand_def(TensorType)
    output = result_def(TensorType)

    traits = traits_def(DiscardableAttributes(), Pure())
    assembly_format = "$input attr-dict `:` type($input) `->` type($output)"

    def __init__(self, input: SSAValue | Operation, element_type: Attribute, *, attributes: AttributeMap = None) -> None:
        """`input` converted to `element_type`, same shape."""
        result_type = TensorType(element_type, self.result_shape(tensor_dims(input)))
        super().__init__(operands=[input], result_types=[result_type], attributes=attributes)

    @staticmethod
    def result_shape(dims: Sequence[int]) -> tuple[int, ...]:
        """The input's shape: the constructor's inferred result type and the shape the verifier expects."""
        return tuple(dims)

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        ty = self.input.type
        if isinstance(ty, TensorType) and isinstance(ty.element_type, IntegerType):
            if ty.element_type not in (i32, i64):
                raise op_error(self, f"input has element type {ty.element_type}; expected f16, f32, i32 or i64")
            dims = shape(self, self.input, "input")
        else:
            dims = float_shape(self, self.input, "input")
        float_shape(self, self.output, "result")
        expect_shape(self, self.output, self.result_shape(dims), "result", "a cast keeps the shape")


class BinaryOp(IRDLOperation, ABC):
    """
    A function of two tensors with numpy broadcasting: shapes are aligned at
    their last axis, and each pair of extents must be equal or contain a 1,
    which is repeated. Operands and result share the element type.
    """

    lhs = operand_def(TensorType)
    rhs = operand_def(TensorType)
    output = result_def(TensorType)

    traits = traits_def(DiscardableAttributes(), Pure())
    assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($output)"

    def __init__(
        self,
        lhs: SSAValue | Operation,
        rhs: SSAValue | Operation,
        *,
        result_type: Attribute | None = None,
        attributes: AttributeMap = None,
    ) -> None:
        """The result type defaults to the broadcast shape with `lhs`'s element type."""
        if result_type is None:
            result_type = with_shape(lhs, self.result_shape(tensor_dims(lhs), tensor_dims(rhs)))
        super().__init__(operands=[lhs, rhs], result_types=[result_type], attributes=attributes)

    @staticmethod
    def result_shape(a: Sequence[int], b: Sequence[int]) -> tuple[int, ...]:
        """The operands' broadcast shape (else a `ShapeError`): the
        constructor's inferred result type and the shape the verifier expects."""
        return broadcast_or_raise(a, b, "operand")

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        a = float_shape(self, self.lhs, "lhs")
        b = float_shape(self, self.rhs, "rhs")
        same_element_type(self, [(self.lhs, "lhs"), (self.rhs, "rhs"), (self.output, "result")])
        expect_shape(self, self.output, inferred(self, self.result_shape, a, b), "result", "the broadcast operand shape")


@op_definition
class AddOp(BinaryOp):
    """
    Sum: `z = a + b`, broadcast.

    ```mlir
    %z = anec.add %a, %b : tensor<1x64x56x56xf16>, tensor<1x64x1x1xf16> -> tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.add"


@op_definition
class SubOp(BinaryOp):
    """
    Difference: `z = a - b`, broadcast.

    ```mlir
    %z = anec.sub %a, %b : tensor<1x64x56x56xf16>, tensor<56xf16> -> tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.sub"


@op_definition
class MulOp(BinaryOp):
    """
    Product: `z = a * b`, broadcast.

    ```mlir
    %z = anec.mul %a, %b : tensor<1x64x56x56xf16>, tensor<1x64x1x1xf16> -> tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.mul"


@op_definition
class DivOp(BinaryOp):
    """
    True (IEEE) quotient: `z = a / b`, broadcast; `x / 0` is +-inf, `0 / 0`
    is NaN.

    ```mlir
    %z = anec.div %a, %b : tensor<8x1xf32>, tensor<1x16xf32> -> tensor<8x16xf32>
    ```
    """

    name = "anec.div"


@op_definition
class MaxOp(BinaryOp):
    """
    Elementwise maximum, broadcast; a NaN in either operand gives NaN
    (`numpy.maximum`).

    ```mlir
    %z = anec.max %a, %b : tensor<1x64x56x56xf16>, tensor<1x64x56x56xf16> -> tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.max"


@op_definition
class MinOp(BinaryOp):
    """
    Elementwise minimum, broadcast; a NaN in either operand gives NaN
    (`numpy.minimum`).

    ```mlir
    %z = anec.min %a, %b : tensor<1x64x56x56xf16>, tensor<1x64x56x56xf16> -> tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.min"


@op_definition
class PowOp(BinaryOp):
    """
    Power: `z = a ** b`, broadcast (`numpy.power` on floats): `x ** 0 = 1`,
    a negative base with a non-integer exponent gives NaN, `0 ** b` for
    `b < 0` gives +inf.

    ```mlir
    %z = anec.pow %a, %b : tensor<1x64x56x56xf16>, tensor<1xf16> -> tensor<1x64x56x56xf16>
    ```
    """

    name = "anec.pow"


@op_definition
class EqualOp(BinaryOp):
    """
    Comparison as a 0/1 mask: `z = 1` where `a == b`, else `0`, broadcast;
    NaN equals nothing (IEEE), `-0 == +0`.

    ```mlir
    %m = anec.equal %a, %b : tensor<1x8xf16>, tensor<1xf16> -> tensor<1x8xf16>
    ```
    """

    name = "anec.equal"


@op_definition
class LessOp(BinaryOp):
    """
    Comparison as a 0/1 mask: `z = 1` where `a < b`, else `0`, broadcast;
    false where either is NaN.

    ```mlir
    %m = anec.less %a, %b : tensor<1x8xf16>, tensor<1xf16> -> tensor<1x8xf16>
    ```
    """

    name = "anec.less"


@op_definition
class GreaterOp(BinaryOp):
    """
    Comparison as a 0/1 mask: `z = 1` where `a > b`, else `0`, broadcast;
    false where either is NaN.

    ```mlir
    %m = anec.greater %a, %b : tensor<1x8xf16>, tensor<1xf16> -> tensor<1x8xf16>
    ```
    """

    name = "anec.greater"


@op_definition
class SelectOp(IRDLOperation):
    """
    Elementwise choice, broadcast over all three operands: `z = a` where
    `cond` is nonzero (NaN counts as nonzero, as a cast to bool does), else
    `b`. The value chosen passes unchanged, whatever the other is (an
    infinity or NaN in the branch not taken has no effect), which no
    arithmetic on a 0/1 mask can give (`0 * inf` is NaN).

    ```mlir
    %z = anec.select %m, %a, %b : tensor<1x2x8x8xf16>, tensor<1xf16>, tensor<1x2x8x8xf16> -> tensor<1x2x8x8xf16>
    ```
    """

    name = "anec.select"

    cond = operand_def(TensorType)
    on_true = operand_def(TensorType)
    on_false = operand_def(TensorType)
    output = result_def(TensorType)

    traits = traits_def(DiscardableAttributes(), Pure())
    assembly_format = (
        "$cond `,` $on_true `,` $on_false attr-dict `:` type($cond) `,` type($on_true) `,` type($on_false) `->` type($output)"
    )

    def __init__(
        self,
        cond: SSAValue | Operation,
        on_true: SSAValue | Operation,
        on_false: SSAValue | Operation,
        *,
        attributes: AttributeMap = None,
    ) -> None:
        """The result has the broadcast shape of the three operands and `on_true`'s element type."""
        shape = self.result_shape(tensor_dims(cond), tensor_dims(on_true), tensor_dims(on_false))
        super().__init__(operands=[cond, on_true, on_false], result_types=[with_shape(on_true, shape)], attributes=attributes)

    @staticmethod
    def result_shape(c: Sequence[int], a: Sequence[int], b: Sequence[int]) -> tuple[int, ...]:
        """The three operands' broadcast shape (else a `ShapeError`): the
        constructor's inferred result type and the shape the verifier expects."""
        return broadcast_or_raise(broadcast_or_raise(c, a, "operand"), b, "operand")

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        c = float_shape(self, self.cond, "cond")
        a = float_shape(self, self.on_true, "on_true")
        b = float_shape(self, self.on_false, "on_false")
        same_element_type(
            self, [(self.cond, "cond"), (self.on_true, "on_true"), (self.on_false, "on_false"), (self.output, "result")]
        )
        expect_shape(self, self.output, inferred(self, self.result_shape, c, a, b), "result", "the broadcast operand shape")


ACTIVATION_OPS: dict[ActivationFn, type[UnaryOp]] = {
    ActivationFn.RELU: ReluOp,
    ActivationFn.SIGMOID: SigmoidOp,
    ActivationFn.TANH: TanhOp,
    ActivationFn.GELU: GeluOp,
    ActivationFn.SILU: SiluOp,
    ActivationFn.SOFTPLUS: SoftplusOp,
    ActivationFn.HARD_SIGMOID: HardSigmoidOp,
    ActivationFn.HARD_SWISH: HardSwishOp,
    ActivationFn.ELU: EluOp,
    ActivationFn.LEAKY_RELU: LeakyReluOp,
    ActivationFn.CLAMP: ClampOp,
}
"""
The standalone op of each activation a convolution can fuse. The op is named
`anec.<fn>` and its f32 properties are `fn.parameters`, in that order.
"""

ELEMENTWISE_OPS = (
    ReluOp,
    SigmoidOp,
    TanhOp,
    GeluOp,
    SiluOp,
    ExpOp,
    LogOp,
    SqrtOp,
    RsqrtOp,
    SinOp,
    CosOp,
    AbsOp,
    NegOp,
    ReciprocalOp,
    SquareOp,
    ErfOp,
    FloorOp,
    CeilOp,
    SignOp,
    SoftplusOp,
    HardSigmoidOp,
    HardSwishOp,
    IsNanOp,
    LeakyReluOp,
    EluOp,
    ClampOp,
    DropoutOp,
    CastOp,
    AddOp,
    SubOp,
    MulOp,
    DivOp,
    MaxOp,
    MinOp,
    PowOp,
    EqualOp,
    LessOp,
    GreaterOp,
    SelectOp,
)
