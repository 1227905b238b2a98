"""
The engine's multiply-array ops: convolution, deconvolution and matmul
(SPEC section 5, "Backend op signatures").

Tensors are channel-first: rank 4 is [N, C, H, W], rank 5 is [N, C, D, H, W].
Weights are output-channel-major (`#anec.weights_layout`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from typing import ClassVar, NamedTuple, Self, TypedDict, Unpack

from xdsl.dialects.builtin import (
    I64,
    BoolAttr,
    DenseArrayBase,
    IntegerAttr,
    IntegerType,
    Signedness,
    TensorType,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure

from anec.dialect.definition import op_definition
from anec.dialect.attributes import (
    DENSE,
    ActivationAttr,
    PaddingStyle,
    PaddingStyleAttr,
    WeightFormat,
    WeightFormatAttr,
    WeightsLayout,
    WeightsLayoutAttr,
)
from anec.dialect.builders import AttributeMap, bool_attr, enum_attr, i64_array, i64_attr, optional, tensor_dims, with_shape
from anec.dialect.checks import (
    Properties,
    array,
    broadcast_or_raise,
    element_type,
    expect_length,
    expect_non_negative,
    expect_positive,
    expect_rank,
    expect_shape,
    flag,
    float_shape,
    fmt_shape,
    inferred,
    ints,
    op_error,
    same_padding,
    shape,
    window_extent,
)
from anec.dialect.discardable import DiscardableAttributes


def window_pads(
    spatial: Sequence[int],
    kernel: Sequence[int],
    strides: Sequence[int],
    dilations: Sequence[int],
    explicit_padding: DenseArrayBase | None,
    padding_style: PaddingStyleAttr | None,
) -> tuple[tuple[int, int], ...]:
    """(begin, end) padding per spatial axis of a window, whichever way it was given."""
    explicit = array(explicit_padding)
    if explicit is not None:
        return tuple((explicit[2 * i], explicit[2 * i + 1]) for i in range(len(spatial)))
    if padding_style is not None and padding_style.data == PaddingStyle.SAME:
        return tuple(same_padding(n, k, s, d) for n, k, s, d in zip(spatial, kernel, strides, dilations))
    return ((0, 0),) * len(spatial)


class Window(NamedTuple):
    """The geometry of a sliding window over the spatial axes."""

    spatial: Sequence[int]
    kernel: Sequence[int]
    strides: Sequence[int]
    dilations: Sequence[int]
    pads: Sequence[tuple[int, int]]


def window_of(spatial: Sequence[int], kernel: Sequence[int], properties: Properties) -> Window:
    """The window over `spatial` of `kernel` that the properties `strides`,
    `dilation_rates`, `explicit_padding` and `padding_style` give (strides and
    dilations default to 1, padding to none)."""
    ones = (1,) * len(spatial)
    strides, dilations = ints(properties, "strides") or ones, ints(properties, "dilation_rates") or ones
    pads = window_pads(spatial, kernel, strides, dilations, properties.get("explicit_padding"), properties.get("padding_style"))  # type: ignore[arg-type]
    return Window(spatial, kernel, strides, dilations, pads)


def forward_extents(
    spatial: Sequence[int],
    kernel: Sequence[int],
    strides: Sequence[int],
    dilations: Sequence[int],
    pads: Sequence[tuple[int, int]],
) -> tuple[int, ...]:
    """Output extents of a forward window (convolution, pooling)."""
    return tuple(window_extent(n, k, s, d, lo, hi) for n, k, s, d, (lo, hi) in zip(spatial, kernel, strides, dilations, pads))


def conv_kernel(weights: Sequence[int]) -> tuple[int, ...]:
    """Spatial kernel extents of [Cout, Cin/g, kH, kW] or [Cout, kD, Cin/g, kH, kW] weights."""
    return tuple(weights[2:]) if len(weights) == 4 else (weights[1], *weights[3:])


def deconv_extents(
    spatial: Sequence[int],
    kernel: Sequence[int],
    strides: Sequence[int],
    dilations: Sequence[int],
    pads: Sequence[tuple[int, int]],
    extra: Sequence[int],
) -> tuple[int, ...]:
    """Output extents of a transposed convolution."""
    return tuple(
        (n - 1) * s - lo - hi + d * (k - 1) + 1 + e
        for n, k, s, d, (lo, hi), e in zip(spatial, kernel, strides, dilations, pads, extra)
    )


class ConvOptions(TypedDict, total=False):
    """The keyword arguments every convolution-like constructor takes."""

    bias: SSAValue | Operation | None
    post_scale: SSAValue | Operation | None
    strides: Sequence[int] | DenseArrayBase | None
    dilation_rates: Sequence[int] | DenseArrayBase | None
    explicit_padding: Sequence[int] | DenseArrayBase | None
    padding_style: PaddingStyle | PaddingStyleAttr | None
    groups: int | IntegerAttr | None
    kernel_sizes: Sequence[int] | DenseArrayBase | None
    weights_layout: WeightsLayout | WeightsLayoutAttr | None
    weight_format: WeightFormatAttr | None
    fused_activation: ActivationAttr | None
    result_type: Attribute | None
    attributes: AttributeMap


class WindowOp(IRDLOperation, ABC):
    """
    Shared properties of sliding-window ops. All are optional: strides and
    dilation rates default to 1, padding to none. `explicit_padding` lists
    (begin, end) per spatial axis: [pt, pb, pl, pr] in 2-D, [pf, pk, pt, pb,
    pl, pr] in 3-D; `padding_style` is the implicit alternative.
    """

    strides = opt_prop_def(DenseArrayBase.constr(i64))
    dilation_rates = opt_prop_def(DenseArrayBase.constr(i64))
    explicit_padding = opt_prop_def(DenseArrayBase.constr(i64))
    padding_style = opt_prop_def(PaddingStyleAttr)

    @abstractmethod
    def spatial_input(self) -> tuple[int, ...]:
        """Spatial extents of the windowed input."""

    @abstractmethod
    def kernel(self) -> tuple[int, ...]:
        """Spatial window extents."""

    def stride_values(self) -> tuple[int, ...]:
        return array(self.strides) or (1,) * len(self.spatial_input())

    def dilation_values(self) -> tuple[int, ...]:
        return array(self.dilation_rates) or (1,) * len(self.spatial_input())

    def pads(self) -> tuple[tuple[int, int], ...]:
        """(begin, end) padding per spatial axis, whichever way it was given."""
        return window_pads(
            self.spatial_input(),
            self.kernel(),
            self.stride_values(),
            self.dilation_values(),
            self.explicit_padding,
            self.padding_style,
        )

    def verify_window(self) -> None:
        """Checks the window properties against the spatial rank."""
        rank = len(self.spatial_input())
        for name in ("strides", "dilation_rates"):
            values = array(getattr(self, name))
            expect_length(self, name, values, rank)
            expect_positive(self, name, values)
        explicit = array(self.explicit_padding)
        expect_length(self, "explicit_padding", explicit, 2 * rank)
        expect_non_negative(self, "explicit_padding", explicit)
        if explicit is not None and self.padding_style is not None:
            raise op_error(self, "takes explicit_padding or padding_style, not both")

    @abstractmethod
    def inferred_shape(self) -> tuple[int, ...]:
        """The result shape the op's operands and properties give: its class's
        `result_shape`, the rule its constructor infers the result type by."""

    def window_output(self) -> tuple[int, ...]:
        """Spatial output extents of a forward window (`inferred_shape`), each at least 1."""
        out = self.inferred_shape()[2:]
        if any(e < 1 for e in out):
            raise op_error(
                self,
                f"window (kernel {fmt_shape(self.kernel())}) does not fit the padded input "
                f"{fmt_shape(self.spatial_input())}: output extent {list(out)}",
            )
        return out


class ConvLikeOp(WindowOp, ABC):
    """Operands and properties shared by convolution and deconvolution."""

    input = operand_def(TensorType)
    weights = operand_def(TensorType)
    bias = opt_operand_def(TensorType)
    post_scale = opt_operand_def(TensorType)
    output = result_def(TensorType)

    groups = prop_def(IntegerAttr[I64], default_value=IntegerAttr(1, i64))
    kernel_sizes = opt_prop_def(DenseArrayBase.constr(i64))
    weights_layout = opt_prop_def(WeightsLayoutAttr)
    weight_format = prop_def(WeightFormatAttr, default_value=DENSE)
    fused_activation = opt_prop_def(ActivationAttr)

    traits = traits_def(DiscardableAttributes(), Pure())
    irdl_options = (AttrSizedOperandSegments(as_property=True), ParsePropInAttrDict())
    assembly_format = (
        "$input `,` $weights (`bias` `(` $bias^ `:` type($bias) `)`)? "
        "(`post_scale` `(` $post_scale^ `:` type($post_scale) `)`)? "
        "attr-dict `:` type($input) `,` type($weights) `->` type($output)"
    )

    def __init__(
        self,
        input: SSAValue | Operation,
        weights: SSAValue | Operation,
        *,
        bias: SSAValue | Operation | None = None,
        post_scale: SSAValue | Operation | None = None,
        strides: Sequence[int] | DenseArrayBase | None = None,
        dilation_rates: Sequence[int] | DenseArrayBase | None = None,
        explicit_padding: Sequence[int] | DenseArrayBase | None = None,
        padding_style: PaddingStyle | PaddingStyleAttr | None = None,
        groups: int | IntegerAttr | None = None,
        kernel_sizes: Sequence[int] | DenseArrayBase | None = None,
        weights_layout: WeightsLayout | WeightsLayoutAttr | None = None,
        weight_format: WeightFormatAttr | None = None,
        fused_activation: ActivationAttr | None = None,
        result_type: Attribute | None = None,
        attributes: AttributeMap = None,
        **extra: Attribute | None,
    ) -> None:
        """
        The result type defaults to [N, Cout, *spatial] with the input's
        element type, the spatial extents from input, kernel, strides,
        dilation and padding (`extra` holds a subclass's own properties).
        Properties are stored, and print, in this order: groups, the window,
        the rest.
        """
        properties = {
            "groups": i64_attr(groups),
            "strides": i64_array(strides),
            "dilation_rates": i64_array(dilation_rates),
            "explicit_padding": i64_array(explicit_padding),
            "padding_style": enum_attr(PaddingStyleAttr, padding_style),
            "kernel_sizes": i64_array(kernel_sizes),
            "weights_layout": enum_attr(WeightsLayoutAttr, weights_layout),
            "weight_format": weight_format,
            "fused_activation": fused_activation,
            **extra,
        }
        if result_type is None:
            result_type = with_shape(input, self.result_shape(tensor_dims(input), tensor_dims(weights), properties))
        super().__init__(
            operands=[input, weights, optional(bias), optional(post_scale)],
            result_types=[result_type],
            properties=properties,
            attributes=attributes,
        )

    @staticmethod
    @abstractmethod
    def output_extents(window: Window, properties: Properties) -> tuple[int, ...]:
        """Spatial output extents of `window` (`result_shape`)."""

    @classmethod
    def result_shape(cls, in_dims: Sequence[int], w_dims: Sequence[int], properties: Properties) -> tuple[int, ...]:
        """[N, Cout, *extents] from the input, the weights, the window and the
        class's `output_extents`: the constructor's inferred result type and
        the shape the verifier expects."""
        window = window_of(in_dims[2:], conv_kernel(w_dims), properties)
        return (in_dims[0], w_dims[0], *cls.output_extents(window, properties))

    def inferred_shape(self) -> tuple[int, ...]:
        return self.result_shape(shape(self, self.input, "input"), shape(self, self.weights, "weights"), self.properties)

    def derived(
        self,
        input: SSAValue | Operation,
        weights: SSAValue | Operation,
        result_type: Attribute,
        *,
        bias: SSAValue | Operation | None,
        post_scale: SSAValue | Operation | None,
        drop: Iterable[str] = (),
        properties: Mapping[str, Attribute] | None = None,
    ) -> Self:
        """
        An op of this class over new operands: this op's properties, in their
        order, without those named in `drop`, then updated with `properties`
        (a new one goes last), and its discardable attributes.
        """
        dropped = {AttrSizedOperandSegments.attribute_name, *drop}
        kept = {k: v for k, v in self.properties.items() if k not in dropped} | dict(properties or {})
        return type(self).build(
            operands=[input, weights, optional(bias), optional(post_scale)],
            result_types=[result_type],
            properties=kept,
            attributes=dict(self.attributes),
        )

    def spatial_input(self) -> tuple[int, ...]:
        return shape(self, self.input, "input")[2:]

    def kernel(self) -> tuple[int, ...]:
        return conv_kernel(shape(self, self.weights, "weights"))

    def weight_channels(self) -> tuple[int, int]:
        """(output channels, input channels per group) of the weights."""
        dims = shape(self, self.weights, "weights")
        return (dims[0], dims[1]) if len(dims) == 4 else (dims[0], dims[2])

    def group_count(self) -> int:
        return self.groups.value.data

    def verify_conv_operands(self) -> tuple[int, int]:
        """Checks everything but the output extent; returns (N, Cout)."""
        in_dims = float_shape(self, self.input, "input")
        expect_rank(self, in_dims, (4, 5), "input")
        w_dims = shape(self, self.weights, "weights")
        if len(w_dims) != len(in_dims):
            raise op_error(self, f"weights have rank {len(w_dims)}; expected rank {len(in_dims)} like the input")
        layout = WeightsLayout.OIHW if len(w_dims) == 4 else WeightsLayout.ODIHW
        if self.weights_layout is not None and self.weights_layout.data != layout:
            raise op_error(
                self,
                f"weights_layout {self.weights_layout.data} does not fit rank-{len(w_dims)} weights; expected {layout}",
            )
        self.verify_window()
        self.verify_weight_format()
        sizes = array(self.kernel_sizes)
        if sizes is not None and tuple(sizes) != self.kernel():
            raise op_error(self, f"kernel_sizes {list(sizes)} do not match the weights' kernel {list(self.kernel())}")
        groups = self.group_count()
        if groups < 1:
            raise op_error(self, f"groups ({groups}) must be positive")
        cout, _ = self.weight_channels()
        return in_dims[0], cout

    def verify_weight_format(self) -> None:
        fmt = self.weight_format.format
        w_elem = element_type(self.weights)
        in_elem = element_type(self.input)
        if fmt == WeightFormat.INT8:
            legal = isinstance(w_elem, IntegerType) and w_elem.width.data == 8 and w_elem.signedness.data != Signedness.UNSIGNED
            expected = "i8 or si8"
        elif fmt == WeightFormat.UINT8:
            legal = isinstance(w_elem, IntegerType) and w_elem.width.data == 8 and w_elem.signedness.data == Signedness.UNSIGNED
            expected = "ui8"
        else:
            legal = w_elem == in_elem
            expected = f"{in_elem}, the input's element type"
        if not legal:
            raise op_error(self, f"weights have element type {w_elem} under weight format {fmt}; expected {expected}")

    def verify_channel_stream(self, value: SSAValue | None, what: str, cout: int) -> None:
        """Bias and post-scale are per-output-channel vectors."""
        if value is None:
            return
        float_shape(self, value, what)
        expect_shape(self, value, (cout,), what, "one value per output channel")


@op_definition
class ConvolutionOp(ConvLikeOp):
    """
    Convolution with optional bias and post-scale streams and a fused
    activation (SPEC section 5: conv + batch norm + activation is one op).
    Input [N, Cin, H, W] or [N, Cin, D, H, W]; weights [Cout, Cin/groups, kH,
    kW] or [Cout, kD, Cin/groups, kH, kW]; bias and post_scale [Cout].
    Per output channel c: `y = act(acc * post_scale[c] + bias[c])`, where
    `acc` is the cross-correlation accumulated in f32 (the post-scale carries
    batch-norm scale and int8 dequantization, so it multiplies the raw
    accumulator; an absent stream is 1 or 0). int8/uint8 weights enter the
    accumulator as their integer values.

    ```mlir
    %y = anec.convolution %x, %w bias(%b : tensor<64xf16>) {strides = array<i64: 2, 2>,
           padding_style = #anec.padding_style<same>,
           fused_activation = #anec.activation<relu>}
         : tensor<1x3x224x224xf16>, tensor<64x3x7x7xf16> -> tensor<1x64x112x112xf16>
    ```
    """

    name = "anec.convolution"

    @staticmethod
    def output_extents(window: Window, properties: Properties) -> tuple[int, ...]:
        return forward_extents(*window)

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        n, cout = self.verify_conv_operands()
        cin = shape(self, self.input, "input")[1]
        groups = self.group_count()
        _, cin_per_group = self.weight_channels()
        if cin % groups:
            raise op_error(self, f"groups ({groups}) must divide input channels ({cin})")
        if cout % groups:
            raise op_error(self, f"groups ({groups}) must divide output channels ({cout})")
        if cin_per_group * groups != cin:
            raise op_error(
                self,
                f"weights hold {cin_per_group} input channels per group; expected {cin // groups} "
                f"(input channels {cin} / groups {groups})",
            )
        self.verify_channel_stream(self.bias, "bias", cout)
        self.verify_channel_stream(self.post_scale, "post_scale", cout)
        float_shape(self, self.output, "result")
        expected = (n, cout, *self.window_output())  # `result_shape`
        expect_shape(self, self.output, expected, "result", "from input, kernel, strides, dilation and padding")


@op_definition
class DeconvolutionOp(ConvLikeOp):
    """
    Transposed (fractionally strided) convolution, native on the engine
    (SPEC section 5). Weights stay output-channel-major: [Cout, Cin/groups,
    kH, kW]. Output extent per axis: (in - 1) * stride - pad_begin - pad_end
    + dilation * (k - 1) + 1 + output_padding. `padding_style` is not
    accepted: give `explicit_padding`. Each input element scatters `x * w`
    into the full (uncropped) output, which is then cropped by pad_begin;
    streams and activation apply as for `anec.convolution`:
    `y = act(acc * post_scale[c] + bias[c])`.

    ```mlir
    %y = anec.deconvolution %x, %w {strides = array<i64: 2, 2>}
         : tensor<1x64x14x14xf16>, tensor<32x64x2x2xf16> -> tensor<1x32x28x28xf16>
    ```
    """

    name = "anec.deconvolution"

    output_padding = opt_prop_def(DenseArrayBase.constr(i64))

    def __init__(
        self,
        input: SSAValue | Operation,
        weights: SSAValue | Operation,
        *,
        output_padding: Sequence[int] | DenseArrayBase | None = None,
        **options: Unpack[ConvOptions],
    ) -> None:
        super().__init__(input, weights, output_padding=i64_array(output_padding), **options)

    @staticmethod
    def output_extents(window: Window, properties: Properties) -> tuple[int, ...]:
        return deconv_extents(*window, ints(properties, "output_padding") or (0,) * len(window.spatial))

    def deconv_output(self) -> tuple[int, ...]:
        """Spatial output extents (`inferred_shape`)."""
        return self.inferred_shape()[2:]

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        n, cout = self.verify_conv_operands()
        if self.padding_style is not None:
            raise op_error(self, "takes explicit_padding, not padding_style")
        cin = shape(self, self.input, "input")[1]
        groups = self.group_count()
        _, cin_per_group = self.weight_channels()
        if cin % groups or cout % groups:
            raise op_error(self, f"groups ({groups}) must divide input ({cin}) and output ({cout}) channels")
        if cin_per_group * groups != cin:
            raise op_error(
                self,
                f"weights hold {cin_per_group} input channels per group; expected {cin // groups} "
                f"(input channels {cin} / groups {groups})",
            )
        extra = array(self.output_padding)
        expect_length(self, "output_padding", extra, len(self.spatial_input()))
        expect_non_negative(self, "output_padding", extra)
        if extra is not None and any(e >= s for e, s in zip(extra, self.stride_values())):
            raise op_error(self, f"output_padding {list(extra)} must be below the strides {list(self.stride_values())}")
        self.verify_channel_stream(self.bias, "bias", cout)
        self.verify_channel_stream(self.post_scale, "post_scale", cout)
        float_shape(self, self.output, "result")
        out = self.deconv_output()
        if any(e < 1 for e in out):
            raise op_error(self, f"padding leaves an empty output extent {list(out)}")
        expect_shape(self, self.output, (n, cout, *out), "result", "from input, kernel, strides, dilation and padding")


@op_definition
class MatmulOp(IRDLOperation):
    """
    Batched matrix multiply, `lhs @ rhs` over the last two axes with numpy
    broadcasting of the leading (batch) axes. Operands have rank 2 to 5; a
    rank-5 operand is [N, C, D, H, W] and its depth D must be 1 (SPEC section
    5). `weight_format` describes how `rhs` is stored.

    ```mlir
    %y = anec.matmul %a, %b transpose_rhs true
         : tensor<1x128x64xf16>, tensor<1x256x64xf16> -> tensor<1x128x256xf16>
    ```
    """

    name = "anec.matmul"

    lhs = operand_def(TensorType)
    rhs = operand_def(TensorType)
    output = result_def(TensorType)

    transpose_lhs = prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))
    transpose_rhs = prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))
    weight_format = prop_def(WeightFormatAttr, default_value=DENSE)

    traits = traits_def(DiscardableAttributes(), Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = (
        "$lhs `,` $rhs (`transpose_lhs` $transpose_lhs^)? (`transpose_rhs` $transpose_rhs^)? "
        "attr-dict `:` type($lhs) `,` type($rhs) `->` type($output)"
    )

    def __init__(
        self,
        lhs: SSAValue | Operation,
        rhs: SSAValue | Operation,
        *,
        transpose_lhs: bool | BoolAttr | None = None,
        transpose_rhs: bool | BoolAttr | None = None,
        weight_format: WeightFormatAttr | None = None,
        result_type: Attribute | None = None,
        attributes: AttributeMap = None,
    ) -> None:
        """The result type defaults to [*batch, M, N] with `lhs`'s element type."""
        properties = {
            "transpose_lhs": bool_attr(transpose_lhs),
            "transpose_rhs": bool_attr(transpose_rhs),
            "weight_format": weight_format,
        }
        if result_type is None:
            result_type = with_shape(lhs, self.result_shape(tensor_dims(lhs), tensor_dims(rhs), properties))
        super().__init__(operands=[lhs, rhs], result_types=[result_type], properties=properties, attributes=attributes)

    @staticmethod
    def result_shape(a: Sequence[int], b: Sequence[int], properties: Properties) -> tuple[int, ...]:
        """[*batch, M, N]: the batch axes broadcast (else a `ShapeError`), M and
        N as the transposes read them; the constructor's inferred result type
        and the shape the verifier expects."""
        m = a[-1] if flag(properties, "transpose_lhs", False) else a[-2]
        n = b[-2] if flag(properties, "transpose_rhs", False) else b[-1]
        return (*broadcast_or_raise(a[:-2], b[:-2], "batch"), m, n)

    def matrix_dims(self) -> tuple[int, int, int]:
        """(M, K, N) of the product."""
        a = shape(self, self.lhs, "lhs")
        b = shape(self, self.rhs, "rhs")
        m, k = (a[-1], a[-2]) if self.transpose_lhs.value.data else (a[-2], a[-1])
        n = b[-2] if self.transpose_rhs.value.data else b[-1]
        return m, k, n

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        a = float_shape(self, self.lhs, "lhs")
        expect_rank(self, a, (2, 3, 4, 5), "lhs")
        b = shape(self, self.rhs, "rhs")
        expect_rank(self, b, (2, 3, 4, 5), "rhs")
        for dims, what in ((a, "lhs"), (b, "rhs")):
            if len(dims) == 5 and dims[2] != 1:
                raise op_error(self, f"{what} depth (axis 2 of [N, C, D, H, W]) is {dims[2]}; it must be 1")
        fmt = self.weight_format.format
        r_elem = element_type(self.rhs)
        if fmt in (WeightFormat.INT8, WeightFormat.UINT8):
            if not (isinstance(r_elem, IntegerType) and r_elem.width.data == 8):
                raise op_error(self, f"rhs has element type {r_elem} under weight format {fmt}; expected an 8-bit integer")
        elif r_elem != element_type(self.lhs):
            raise op_error(self, f"rhs has element type {r_elem}; expected {element_type(self.lhs)} like lhs")
        m, k, n = self.matrix_dims()
        k_rhs = b[-1] if self.transpose_rhs.value.data else b[-2]
        if k != k_rhs:
            raise op_error(self, f"contraction sizes differ: lhs has {k}, rhs has {k_rhs}")
        expected = inferred(self, self.result_shape, a, b, self.properties)
        float_shape(self, self.output, "result")
        expect_shape(self, self.output, expected, "result", "broadcast batch x M x N")

CONV_OPS = (ConvolutionOp, DeconvolutionOp, MatmulOp)
