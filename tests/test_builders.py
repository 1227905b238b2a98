"""
Typed op constructors: each op family built from Python verifies and prints
exactly as its textual form parses and prints (inferred result types
included).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, ModuleOp, TensorType, f16, f32
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.parser import Parser

from anec.dialect.attributes import (
    ActivationAttr,
    BoxFormat,
    PaddingStyle,
    PadMode,
    RecurrentKind,
    Sampling,
    WeightFormat,
    WeightFormatAttr,
)
from anec.dialect.builders import window_options, with_shape
from anec.dialect.constant import ConstantOp
from anec.dialect.conv import ConvolutionOp, DeconvolutionOp, MatmulOp
from anec.dialect.dialect import OP_FAMILIES, Anec
from anec.dialect.elementwise import AddOp, CastOp, ClampOp, DropoutOp, EluOp, LeakyReluOp, MulOp, ReluOp, SqrtOp
from anec.dialect.movement import (
    BatchToSpaceOp,
    ConcatOp,
    GatherOp,
    PadOp,
    ReshapeOp,
    SliceOp,
    SpaceToBatchOp,
    TransposeOp,
)
from anec.dialect.normalization import BatchNormOp, LayerNormOp, ScaleBiasOp, SoftmaxOp
from anec.dialect.attention import AttentionOp
from anec.dialect.pooling import AvgPoolOp, GlobalAvgPoolOp, GlobalMaxPoolOp, MaxPoolOp
from anec.dialect.program import ProgramOp, YieldOp
from anec.dialect.recurrent import RecurrentCellOp
from anec.dialect.reduction import ArgmaxOp, ArgminOp, ReduceMeanOp, ReduceSumOp, TopKOp
from anec.dialect.texture import AffineOp, CropResizeOp, ResampleOp, ResizeAsOp, ResizeOp
from anec.tools.ir_io import anec_context

Builder = Callable[[Sequence[SSAValue]], list[Operation]]


def module_text(args: Sequence[str], body: str) -> str:
    params = ", ".join(f"%a{i}: {ty}" for i, ty in enumerate(args))
    return f"func.func @f({params}) {{\n{body}\n  func.return\n}}"


def printed(module: ModuleOp) -> str:
    module.verify()
    return str(module)


def built(args: Sequence[str], build: Builder) -> str:
    ctx = anec_context()
    types = [Parser(ctx, ty).parse_type() for ty in args]
    block = Block(arg_types=types)
    for i, arg in enumerate(block.args):
        arg.name_hint = f"a{i}"
    block.add_ops([*build(block.args), func.ReturnOp()])
    function = func.FuncOp("f", (types, []), Region(block))
    return printed(ModuleOp([function]))


def parsed(args: Sequence[str], body: str) -> str:
    return printed(Parser(anec_context(), module_text(args, body)).parse_module())


def chain(*steps: Callable[..., Operation]) -> Builder:
    """Ops built in order; each step gets the block arguments and the ops so far."""

    def build(args: Sequence[SSAValue]) -> list[Operation]:
        ops: list[Operation] = []
        for step in steps:
            ops.append(step(args, ops))
        return ops

    return build


X = "tensor<1x8x16x16xf16>"
V = "tensor<8xf16>"

CASES: dict[str, tuple[list[str], Builder, str]] = {
    "unary": (
        [X],
        chain(
            lambda a, _: ReluOp(a[0]),
            lambda a, _: ClampOp(a[0], min=0.0, max=6),
            lambda a, _: LeakyReluOp(a[0], alpha=0.25),
            lambda a, _: EluOp(a[0], alpha=1.0, attributes={"tag": Parser(anec_context(), '"x"').parse_attribute()}),
            lambda a, _: DropoutOp(a[0], rate=0.5),
            lambda a, _: SqrtOp(a[0]),
            lambda a, _: ClampOp.with_parameters(a[0], (-1.0, 1.0)),
            lambda a, _: LeakyReluOp.with_parameters(a[0], (0.125,)),
            lambda a, _: SqrtOp.with_parameters(a[0]),
        ),
        f"""  %0 = anec.relu %a0 : {X}
  %1 = anec.clamp %a0 {{min = 0.000000e+00 : f32, max = 6.000000e+00 : f32}} : {X}
  %2 = anec.leaky_relu %a0 {{alpha = 2.500000e-01 : f32}} : {X}
  %3 = anec.elu %a0 {{tag = "x", alpha = 1.000000e+00 : f32}} : {X}
  %4 = anec.dropout %a0 {{rate = 5.000000e-01 : f32}} : {X}
  %5 = anec.sqrt %a0 : {X}
  %6 = anec.clamp %a0 {{min = -1.000000e+00 : f32, max = 1.000000e+00 : f32}} : {X}
  %7 = anec.leaky_relu %a0 {{alpha = 1.250000e-01 : f32}} : {X}
  %8 = anec.sqrt %a0 : {X}""",
    ),
    "binary and cast": (
        [X, "tensor<8x1x1xf16>", "tensor<16xf32>"],
        chain(
            lambda a, _: AddOp(a[0], a[1]),
            lambda a, _: MulOp(a[1], a[0]),
            lambda a, _: CastOp(a[2], f16),
        ),
        f"""  %0 = anec.add %a0, %a1 : {X}, tensor<8x1x1xf16> -> {X}
  %1 = anec.mul %a1, %a0 : tensor<8x1x1xf16>, {X} -> {X}
  %2 = anec.cast %a2 : tensor<16xf32> -> tensor<16xf16>""",
    ),
    "conv": (
        [X, "tensor<8x4x3x3xf16>", V, "tensor<2x4x16xf16>", "tensor<8x16xf16>", "tensor<8x8x2x2xi8>"],
        chain(
            lambda a, _: ConvolutionOp(
                a[0],
                a[1],
                bias=a[2],
                strides=(2, 2),
                padding_style=PaddingStyle.SAME,
                groups=2,
                fused_activation=ActivationAttr("clamp", 0.0, 6.0),
            ),
            lambda a, _: ConvolutionOp(a[0], a[1], post_scale=a[2], explicit_padding=(1, 0, 2, 2), dilation_rates=(2, 1), groups=2),
            lambda a, _: DeconvolutionOp(
                a[0], a[5], strides=(2, 2), output_padding=(1, 1), weight_format=WeightFormatAttr(WeightFormat.INT8)
            ),
            lambda a, _: MatmulOp(a[3], a[4], transpose_rhs=True),
        ),
        f"""  %0 = anec.convolution %a0, %a1 bias(%a2 : {V}) {{groups = 2 : i64, strides = array<i64: 2, 2>, padding_style = #anec.padding_style<same>, fused_activation = #anec.activation<clamp, min = 0.000000e+00, max = 6.000000e+00>}} : {X}, tensor<8x4x3x3xf16> -> tensor<1x8x8x8xf16>
  %1 = anec.convolution %a0, %a1 post_scale(%a2 : {V}) {{groups = 2 : i64, dilation_rates = array<i64: 2, 1>, explicit_padding = array<i64: 1, 0, 2, 2>}} : {X}, tensor<8x4x3x3xf16> -> tensor<1x8x13x18xf16>
  %2 = anec.deconvolution %a0, %a5 {{strides = array<i64: 2, 2>, weight_format = #anec.weight_format<int8>, output_padding = array<i64: 1, 1>}} : {X}, tensor<8x8x2x2xi8> -> tensor<1x8x33x33xf16>
  %3 = anec.matmul %a3, %a4 transpose_rhs true : tensor<2x4x16xf16>, tensor<8x16xf16> -> tensor<2x4x8xf16>""",
    ),
    "pooling": (
        [X],
        chain(
            lambda a, _: MaxPoolOp(a[0], kernel_sizes=(3, 3), strides=(2, 2), explicit_padding=(1, 1, 1, 1)),
            lambda a, _: AvgPoolOp(a[0], kernel_sizes=(3, 3), padding_style="same", count_include_pad=True),
            lambda a, _: GlobalAvgPoolOp(a[0]),
            lambda a, _: GlobalMaxPoolOp(a[0]),
        ),
        f"""  %0 = anec.max_pool %a0 {{strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>, kernel_sizes = array<i64: 3, 3>}} : {X} -> tensor<1x8x8x8xf16>
  %1 = anec.avg_pool %a0 {{padding_style = #anec.padding_style<same>, kernel_sizes = array<i64: 3, 3>, count_include_pad = true}} : {X} -> {X}
  %2 = anec.global_avg_pool %a0 : {X} -> tensor<1x8x1x1xf16>
  %3 = anec.global_max_pool %a0 : {X} -> tensor<1x8x1x1xf16>""",
    ),
    "normalization": (
        [X, V, "tensor<16x16xf16>"],
        chain(
            lambda a, _: ScaleBiasOp(a[0], a[1], a[1]),
            lambda a, _: BatchNormOp(a[0], a[1], a[1], a[1], a[1], epsilon=1e-3),
            lambda a, _: LayerNormOp(a[0], axes=(2, 3), bias=a[2]),
            lambda a, _: SoftmaxOp(a[0], axis=3),
        ),
        f"""  %0 = anec.scale_bias %a0, %a1, %a1 : {X}, {V}
  %1 = anec.batch_norm %a0, %a1, %a1, %a1, %a1 {{epsilon = 1.000000e-03 : f32}} : {X}, {V}
  %2 = anec.layer_norm %a0 bias(%a2 : tensor<16x16xf16>) {{axes = array<i64: 2, 3>}} : {X}
  %3 = anec.softmax %a0 {{axis = 3 : i64}} : {X}""",
    ),
    "reduction": (
        [X],
        chain(
            lambda a, _: ReduceMeanOp(a[0], axes=(2, 3), keep_dims=False),
            lambda a, _: ReduceSumOp(a[0], axes=(1,)),
            lambda a, _: ArgmaxOp(a[0], axis=1, keep_dims=False),
            lambda a, _: ArgminOp(a[0], axis=3),
            lambda a, _: TopKOp(a[0], axis=1, k=3, largest=False),
        ),
        f"""  %0 = anec.reduce_mean %a0 {{axes = array<i64: 2, 3>, keep_dims = false}} : {X} -> tensor<1x8xf16>
  %1 = anec.reduce_sum %a0 {{axes = array<i64: 1>}} : {X} -> tensor<1x1x16x16xf16>
  %2 = anec.argmax %a0 {{axis = 1 : i64, keep_dims = false}} : {X} -> tensor<1x16x16xi32>
  %3 = anec.argmin %a0 {{axis = 3 : i64}} : {X} -> tensor<1x8x16x1xi32>
  %4, %5 = anec.top_k %a0 {{axis = 1 : i64, k = 3 : i64, largest = false}} : {X} -> tensor<1x3x16x16xf16>, tensor<1x3x16x16xi32>""",
    ),
    "movement": (
        [X, "tensor<3x5xi32>"],
        chain(
            lambda a, _: ReshapeOp(a[0], with_shape(a[0], (1, 8, 256))),
            lambda a, _: TransposeOp(a[0], permutation=(0, 3, 1, 2)),
            lambda a, _: ConcatOp([a[0], a[0]], axis=1),
            lambda a, _: SliceOp(a[0], with_shape(a[0], (1, 4, 8, 5)), offsets=(0, 2, 0, 1), strides=(1, 1, 2, 3)),
            lambda a, _: PadOp(a[0], pads=(0, 0, 1, 2, 0, 0, 1, 2), mode=PadMode.REFLECT),
            lambda a, _: SpaceToBatchOp(a[0], block_shape=(2, 2), pads=(1, 1, 2, 2)),
            lambda a, ops: BatchToSpaceOp(ops[-1], block_shape=(2, 2), crops=(1, 1, 2, 2)),
            lambda a, _: GatherOp(a[0], a[1], axis=1),
            lambda a, _: PadOp(a[0], pads=(0, 0, 1, 1, 0, 0, 1, 1), value=-1.0),
        ),
        f"""  %0 = anec.reshape %a0 : {X} -> tensor<1x8x256xf16>
  %1 = anec.transpose %a0 {{permutation = array<i64: 0, 3, 1, 2>}} : {X} -> tensor<1x16x8x16xf16>
  %2 = anec.concat %a0, %a0 {{axis = 1 : i64}} : {X}, {X} -> tensor<1x16x16x16xf16>
  %3 = anec.slice %a0 {{offsets = array<i64: 0, 2, 0, 1>, strides = array<i64: 1, 1, 2, 3>}} : {X} -> tensor<1x4x8x5xf16>
  %4 = anec.pad %a0 {{pads = array<i64: 0, 0, 1, 2, 0, 0, 1, 2>, mode = #anec.pad_mode<reflect>}} : {X} -> tensor<1x8x18x20xf16>
  %5 = anec.space_to_batch %a0 {{block_shape = array<i64: 2, 2>, pads = array<i64: 1, 1, 2, 2>}} : {X} -> tensor<4x8x9x10xf16>
  %6 = anec.batch_to_space %5 {{block_shape = array<i64: 2, 2>, crops = array<i64: 1, 1, 2, 2>}} : tensor<4x8x9x10xf16> -> {X}
  %7 = anec.gather %a0, %a1 {{axis = 1 : i64}} : {X}, tensor<3x5xi32> -> tensor<1x3x5x16x16xf16>
  %8 = anec.pad %a0 {{pads = array<i64: 0, 0, 1, 1, 0, 0, 1, 1>, value = -1.000000e+00 : f32}} : {X} -> tensor<1x8x18x18xf16>""",
    ),
    "texture": (
        [X, "tensor<1x3x32x24xf32>", "tensor<5x4xf16>", "tensor<1x2x8x4xf16>"],
        chain(
            lambda a, _: ResizeOp(a[0], with_shape(a[0], (1, 8, 32, 24)), mode=Sampling.NEAREST, align_corners=True),
            lambda a, _: ResizeAsOp(a[0], a[1], align_corners=True),
            lambda a, _: CropResizeOp(
                a[0], a[2], with_shape(a[0], (5, 8, 7, 7)), box_format=BoxFormat.ORIGIN_SIZE, interleave=4, spatial_scale=0.0625
            ),
            lambda a, _: ResampleOp(a[0], a[3], mode=Sampling.NEAREST, normalized=False),
            lambda a, _: AffineOp(a[0], with_shape(a[0], (1, 8, 24, 24)), matrix=(0.5, 0.0, 1.0, 0.0, 0.5, 2.0)),
        ),
        f"""  %0 = anec.resize %a0 {{mode = #anec.sampling<nearest>, align_corners = true}} : {X} -> tensor<1x8x32x24xf16>
  %1 = anec.resize_as %a0, %a1 {{align_corners = true}} : {X}, tensor<1x3x32x24xf32> -> tensor<1x8x32x24xf16>
  %2 = anec.crop_resize %a0, %a2 {{box_format = #anec.box_format<origin_size>, interleave = 4 : i64, spatial_scale = 6.250000e-02 : f32}} : {X}, tensor<5x4xf16> -> tensor<5x8x7x7xf16>
  %3 = anec.resample %a0, %a3 {{mode = #anec.sampling<nearest>, normalized = false}} : {X}, tensor<1x2x8x4xf16> -> tensor<1x8x8x4xf16>
  %4 = anec.affine %a0 {{matrix = array<f32: 5.000000e-01, 0.000000e+00, 1.000000e+00, 0.000000e+00, 5.000000e-01, 2.000000e+00>}} : {X} -> tensor<1x8x24x24xf16>""",
    ),
    "attention": (
        ["tensor<1x2x16x8xf16>", "tensor<1x2x32x8xf16>", "tensor<1x2x32x4xf16>", "tensor<1x1x16x32xf16>"],
        chain(
            lambda a, _: AttentionOp(a[0], a[1], a[2], mask=a[3], scale=0.125),
            lambda a, _: AttentionOp(a[0], a[1], a[2]),
        ),
        """  %0 = anec.attention %a0, %a1, %a2 mask(%a3 : tensor<1x1x16x32xf16>) {scale = 1.250000e-01 : f32} : tensor<1x2x16x8xf16>, tensor<1x2x32x8xf16>, tensor<1x2x32x4xf16> -> tensor<1x2x16x4xf16>
  %1 = anec.attention %a0, %a1, %a2 : tensor<1x2x16x8xf16>, tensor<1x2x32x8xf16>, tensor<1x2x32x4xf16> -> tensor<1x2x16x4xf16>""",
    ),
    "recurrent": (
        ["tensor<2x16xf32>", "tensor<2x32xf32>", "tensor<128x16xf32>", "tensor<128x32xf32>", "tensor<128xf32>",
         "tensor<96x16xf32>", "tensor<96x32xf32>"],
        chain(
            lambda a, _: RecurrentCellOp(a[0], a[1], a[2], a[3], kind=RecurrentKind.LSTM, cell=a[1], bias=a[4]),
            lambda a, _: RecurrentCellOp(a[0], a[1], a[5], a[6], kind="gru"),
        ),
        """  %0, %1 = anec.recurrent_cell <lstm> %a0, %a1 cell(%a1 : tensor<2x32xf32>) weights(%a2, %a3) bias(%a4 : tensor<128xf32>) : tensor<2x16xf32>, tensor<2x32xf32>, tensor<128x16xf32>, tensor<128x32xf32> -> tensor<2x32xf32>, tensor<2x32xf32>
  %2 = anec.recurrent_cell <gru> %a0, %a1 weights(%a5, %a6) : tensor<2x16xf32>, tensor<2x32xf32>, tensor<96x16xf32>, tensor<96x32xf32> -> tensor<2x32xf32>""",
    ),
    "constant and program": (
        [X],
        chain(
            lambda a, _: ConstantOp(DenseIntOrFPElementsAttr.from_list(TensorType(f32, [2]), [1.0, 2.0])),
            lambda a, _: program(a[0]),
        ),
        f"""  %0 = anec.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
  %1 = anec.program "p" (%b = %a0 : {X}) -> {X} {{
    %2 = anec.relu %b : {X}
    anec.yield %2 : {X}
  }}""",
    ),
}


def program(x: SSAValue) -> ProgramOp:
    body = Block(arg_types=[x.type])
    body.args[0].name_hint = "b"
    relu = ReluOp(body.args[0])
    body.add_ops([relu, YieldOp(relu.output)])
    return ProgramOp([x], [x.type], Region(body), "p")


@pytest.mark.parametrize("family", CASES)
def test_constructed_ops_print_as_parsed(family: str) -> None:
    args, build, body = CASES[family]
    assert built(args, build) == parsed(args, body)


def test_every_op_has_its_own_constructor() -> None:
    generic = [op.name for op in Anec.operations if op.__init__ is IRDLOperation.__init__]
    assert generic == []


def test_every_family_is_constructed_here() -> None:
    bodies = "".join(body for _, _, body in CASES.values())
    missing = [family for family, ops in OP_FAMILIES.items() if not any(f"{op.name} " in bodies for op in ops)]
    assert missing == []


def test_result_type_override_is_kept() -> None:
    block = Block(arg_types=[TensorType(f16, [1, 8, 16, 16]), TensorType(f16, [8, 8, 1, 1])])
    wrong = TensorType(f16, [1, 8, 4, 4])
    conv = ConvolutionOp(block.args[0], block.args[1], result_type=wrong)
    assert conv.output.type == wrong


def test_operands_that_do_not_broadcast_are_refused() -> None:
    block = Block(arg_types=[TensorType(f16, [4, 3]), TensorType(f16, [5])])
    with pytest.raises(ValueError, match="do not broadcast"):
        AddOp(block.args[0], block.args[1])


def test_derived_keeps_property_order_and_attributes() -> None:
    weights = "tensor<8x4x3x3xf16>"
    text = module_text(
        [X, weights, V],
        f"""  %0 = anec.convolution %a0, %a1 {{tag = 1 : i64, groups = 2 : i64, explicit_padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>}} : {X}, {weights} -> {X}""",
    )
    module = Parser(anec_context(), text).parse_module()
    conv = next(op for op in module.walk() if isinstance(op, ConvolutionOp))
    bias = conv.parent_block().args[2]
    derived = conv.derived(
        conv.input,
        conv.weights,
        with_shape(conv.input, (1, 8, 14, 14)),
        bias=bias,
        post_scale=None,
        drop=("explicit_padding",),
        properties={"strides": conv.strides, "kernel_sizes": conv.strides},
    )
    assert list(derived.properties) == ["groups", "strides", "weight_format", "kernel_sizes", "operandSegmentSizes"]
    assert derived.attributes == conv.attributes
    assert derived.bias is bias and derived.post_scale is None


def test_window_options_leave_out_defaults() -> None:
    assert window_options((1, 1), (1, 1), (0, 0, 0, 0)) == {}
    assert window_options((2, 1), (1, 1), ()) == {"strides": (2, 1)}
    options = window_options((1, 2), (3, 1), (0, 1, 0, 0))
    assert list(options.items()) == [("strides", (1, 2)), ("dilation_rates", (3, 1)), ("explicit_padding", (0, 1, 0, 0))]
    x = Block(arg_types=[TensorType(f16, [1, 8, 16, 16])]).args[0]
    assert MaxPoolOp(x, kernel_sizes=(3, 3), **options).output.type == TensorType(f16, [1, 8, 11, 7])


def _source(op_type: type[Operation], method: str) -> str:
    """The source of `method` as `op_type` resolves it (its own or a base class's)."""
    import inspect

    owner = next(c for c in op_type.__mro__ if method in c.__dict__)
    function = owner.__dict__[method]
    # `op_definition` wraps an op's own verifier (`custom`) in the generic checks.
    return inspect.getsource(inspect.getclosurevars(function).nonlocals.get("custom", function))


def test_an_inferred_result_shape_has_one_rule_for_constructor_and_verifier() -> None:
    """Every op whose constructor builds its result type from a shape it
    works out (`with_shape`, or a `TensorType` of a computed shape) has a
    `result_shape`, and its constructor and its verifier both go through it."""
    inferring = [
        op for op in Anec.operations if "with_shape(" in _source(op, "__init__") or "TensorType(" in _source(op, "__init__")
    ]
    assert {op.name for op in inferring} >= {"anec.space_to_batch", "anec.resize_as", "anec.resample", "anec.convolution", "anec.add"}
    for op in inferring:
        assert hasattr(op, "result_shape"), f"{op.name} infers its result shape without a `result_shape`"
        assert "result_shape(" in _source(op, "__init__"), f"{op.name}'s constructor does not use `result_shape`"
        verifier = _source(op, "verify_")
        assert any(use in verifier for use in ("result_shape", "window_output()", "deconv_output()")), (
            f"{op.name}'s verifier does not use `result_shape`"
        )
