"""
Small reproducers of the forms today's networks stop on (decoder LLMs,
quantized convolutions, video, detection and dense prediction): each is an
ONNX graph built with `onnx.helper` in the shape the exporters give, imported,
compiled for the targets that refused it, and run by the interpreter against
onnxruntime where a rewrite changes the graph.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import onnxruntime as ort
import pytest
from onnx import TensorProto, helper, numpy_helper
from test_onnx_import import make_model

from anec.cost.report import analyze
from anec.cost.targets import get_target
from anec.frontend.onnx import convert_onnx
from anec.interpreter import run
from anec.passes.compile import AnecCompilePass
from anec.passes.fold import constant_value
from anec.tools.ir_io import anec_context

RNG = np.random.default_rng(30)


def randn(*shape: int, scale: float = 1.0) -> np.ndarray:
    return (RNG.standard_normal(shape) * scale).astype(np.float32)


def node(op: str, inputs: Sequence[str], outputs: Sequence[str], **attrs: Any) -> Any:
    return helper.make_node(op, list(inputs), list(outputs), name=f"{op.lower()}_{outputs[0]}", **attrs)


def reference(model: Any, feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
    """onnxruntime's outputs with its graph optimizations off: they fuse a blocked DequantizeLinear and
    its MatMul into MatMulNBits, which rounds the activations (0.5 % off the ONNX definition)."""
    options = ort.SessionOptions()
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    session = ort.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"])
    return session.run(None, feeds)


def compiled(model: Any, target: str, keep_fp32: bool = True) -> Any:
    module = convert_onnx(model, keep_fp32=keep_fp32).module
    AnecCompilePass(target=target).apply(anec_context(), module)
    module.verify()
    return module


def assert_close(module: Any, model: Any, feeds: dict[str, np.ndarray], tol: float = 1e-5) -> None:
    """The interpreter's outputs of `module` against onnxruntime's (max |error| / max |reference|)."""
    for got, want in zip(run(module, list(feeds.values())), reference(model, feeds), strict=True):
        assert got.shape == want.shape
        error = float(np.abs(got.astype(np.float64) - want).max()) / max(float(np.abs(want).max()), 1e-30)
        assert error <= tol, f"max relative error {error:.3g} > {tol:g}"


def op_names(module: Any) -> list[str]:
    return [op.name for op in module.walk() if op.name.startswith("anec.")]


# The rotate-half of a rotary embedding (Llama, Qwen2): q = x @ Wq split into
# heads, then concat(-q[..., d/2:], q[..., :d/2]) * sin + q * cos. The slice
# at offset d/2 crops the width axis of a product of a run-time value, which
# H13 (width saturation, SPEC section 6) cannot prove bounded.


def rope_model(layout: str, seq: int = 6, heads: int = 2, dim: int = 8) -> tuple[Any, dict[str, np.ndarray]]:
    hidden = heads * dim
    shaped = (1, heads, seq, dim) if layout == "bhsd" else (1, seq, heads, dim)
    nodes = [
        node("MatMul", ["x", "wq"], ["q"]),
        node("Reshape", ["q", "heads"], ["qh"]),
        *([node("Transpose", ["qh"], ["qt"], perm=[0, 2, 1, 3])] if layout == "bhsd" else [node("Identity", ["qh"], ["qt"])]),
        node("Slice", ["qt", "zero", "half", "last"], ["x1"]),
        node("Slice", ["qt", "half", "end", "last"], ["x2"]),
        node("Neg", ["x2"], ["nx2"]),
        node("Concat", ["nx2", "x1"], ["rot"], axis=-1),
        node("Mul", ["qt", "cos"], ["a"]),
        node("Mul", ["rot", "sin"], ["b"]),
        node("Add", ["a", "b"], ["y"]),
    ]
    initializers = {
        "wq": randn(hidden, hidden, scale=hidden**-0.5),
        "heads": np.array([1, seq, heads, dim], np.int64),
        "zero": np.array([0], np.int64),
        "half": np.array([dim // 2], np.int64),
        "end": np.array([dim], np.int64),
        "last": np.array([-1], np.int64),
    }
    model = make_model(
        nodes,
        [("x", TensorProto.FLOAT, [1, seq, hidden]), ("cos", TensorProto.FLOAT, list(shaped)), ("sin", TensorProto.FLOAT, list(shaped))],
        ["y"],
        initializers,
    )
    feeds = {"x": randn(1, seq, hidden), "cos": randn(*shaped), "sin": randn(*shaped)}
    return model, feeds


@pytest.mark.parametrize("layout", ["bhsd", "bshd"])
def test_rotate_half_compiles_on_h13_and_keeps_the_values(layout: str) -> None:
    model, feeds = rope_model(layout)
    module = compiled(model, "h13")
    offsets = [list(op.offsets.get_values()) for op in module.walk() if op.name == "anec.slice"]
    assert all(o[-1] == 0 for o in offsets), offsets  # no width crop left at a nonzero offset
    assert_close(module, model, feeds)


# int8 QDQ convolutions (onnxruntime's quantize_static, QDQ format): the
# kernel keeps its int8 elements and per-channel scale, and must split on
# H13 and H17s like its fp16 twin; its slices are cut at load time.


def qdq_conv_model(channels: int, hw: int, per_channel: bool) -> tuple[Any, dict[str, np.ndarray]]:
    scale = (RNG.random(channels) * 0.004 + 0.001).astype(np.float32) if per_channel else np.array(0.003, np.float32)
    initializers = {
        "xs": np.array(0.03, np.float32),
        "xz": np.array(128, np.uint8),
        "wq": RNG.integers(-127, 128, (channels, channels, 3, 3)).astype(np.int8),
        "ws": scale,
        "wz": np.zeros(scale.shape, np.int8),
        "b": randn(channels),
    }
    nodes = [
        node("QuantizeLinear", ["x", "xs", "xz"], ["xq"]),
        node("DequantizeLinear", ["xq", "xs", "xz"], ["xd"]),
        node("DequantizeLinear", ["wq", "ws", "wz"], ["w"], axis=0),
        node("Conv", ["xd", "w", "b"], ["y"], pads=[1, 1, 1, 1]),
    ]
    model = make_model(nodes, [("x", TensorProto.FLOAT, [1, channels, hw, hw])], ["y"], initializers, opset=13)
    return model, {"x": randn(1, channels, hw, hw)}


@pytest.mark.parametrize(("channels", "hw", "per_channel"), [(512, 7, True), (512, 7, False)])
@pytest.mark.parametrize("target", ["h13", "h17s"])
def test_int8_qdq_convolution_tiles_like_fp16(channels: int, hw: int, per_channel: bool, target: str) -> None:
    model, feeds = qdq_conv_model(channels, hw, per_channel)
    whole = convert_onnx(model).module  # fp16, as anec-import gives it
    module = compiled(model, target, keep_fp32=False)
    convs = [op for op in module.walk() if op.name == "anec.convolution"]
    assert all(str(op.weights.type.element_type) == "i8" for op in convs)
    if target == "h13":
        assert len(convs) > 1  # split, by output channels: each tile's kernel is an int8 slice cut at load time
    slices = [op for op in module.walk() if op.name == "anec.slice" and str(op.output.type.element_type) == "i8"]
    assert len(slices) == (len(convs) if len(convs) > 1 else 0)
    if per_channel:  # the tiles are the same products in the same accumulator, cut by output channel
        (got,), (want,) = run(module, list(feeds.values())), run(whole, list(feeds.values()))
        np.testing.assert_array_equal(got, want)
    assert_close(module, model, feeds, tol=4e-3)  # fp16 activations: the uncompiled import is 3e-3 off too


# A group norm over a 256-channel 64x64 map (torch's export: reshape to
# [N, G, C/G * H * W], instance norm, reshape back): 32768 on one axis is above
# H13's limits, so the axis is split in two within them.


def group_norm_model(channels: int = 256, groups: int = 32, hw: int = 64) -> tuple[Any, dict[str, np.ndarray]]:
    initializers = {
        "grouped": np.array([0, groups, -1], np.int64),
        "ones": np.ones(groups, np.float32),
        "zeros": np.zeros(groups, np.float32),
        "back": np.array([1, channels, hw, hw], np.int64),
        "gamma": randn(channels, 1, 1),
        "beta": randn(channels, 1, 1),
    }
    nodes = [
        node("Reshape", ["x", "grouped"], ["g"]),
        node("InstanceNormalization", ["g", "ones", "zeros"], ["n"], epsilon=1e-5),
        node("Reshape", ["n", "back"], ["r"]),
        node("Mul", ["r", "gamma"], ["m"]),
        node("Add", ["m", "beta"], ["y"]),
    ]
    model = make_model(nodes, [("x", TensorProto.FLOAT, [1, channels, hw, hw])], ["y"], initializers)
    return model, {"x": randn(1, channels, hw, hw)}


def test_group_norm_over_a_wide_map_compiles_on_h13() -> None:
    model, feeds = group_norm_model()
    module = compiled(model, "h13")
    norms = [op for op in module.walk() if op.name == "anec.layer_norm"]
    assert [list(op.input.type.get_shape()) for op in norms] == [[1, 32, 2, 16384]]
    assert [list(op.axes.get_values()) for op in norms] == [[2, 3]]
    assert_close(module, model, feeds)


# 3-D convolution (video networks: torchvision's r3d_18), lowered to one 2-D
# convolution: banded over the depth in the channels where the weights are
# constants, stacked over the depth positions where they are arguments.


def conv3d_model(cin: int, cout: int, groups: int, kernel: Sequence[int], strides: Sequence[int], dilations: Sequence[int], pads: Sequence[int]) -> tuple[Any, dict[str, np.ndarray]]:
    shape = (2, cin, 6, 7, 8)
    initializers = {"w": randn(cout, cin // groups, *kernel, scale=0.3), "b": randn(cout)}
    nodes = [node("Conv", ["x", "w", "b"], ["c"], group=groups, kernel_shape=list(kernel), strides=list(strides), dilations=list(dilations), pads=list(pads)), node("Relu", ["c"], ["y"])]
    model = make_model(nodes, [("x", TensorProto.FLOAT, list(shape))], ["y"], initializers)
    return model, {"x": randn(*shape)}


@pytest.mark.parametrize(
    ("cin", "cout", "groups", "kernel", "strides", "dilations", "pads"),
    [
        (3, 4, 1, (3, 3, 3), (1, 1, 1), (1, 1, 1), (1, 1, 1, 1, 1, 1)),  # r3d_18's blocks
        (3, 4, 1, (3, 7, 7), (1, 2, 2), (1, 1, 1), (1, 3, 3, 1, 3, 3)),  # r3d_18's stem
        (4, 6, 2, (2, 3, 1), (2, 1, 2), (2, 1, 1), (1, 0, 1, 1, 0, 0)),  # grouped, depth stride and dilation, uneven pads
        (4, 4, 4, (1, 3, 3), (1, 1, 1), (1, 1, 1), (0, 1, 1, 0, 1, 1)),  # depthwise, one depth tap
    ],
)
@pytest.mark.parametrize("target", ["h13", "h17s"])
def test_3d_convolution_compiles_as_2d_over_the_depth(
    cin: int, cout: int, groups: int, kernel: Sequence[int], strides: Sequence[int], dilations: Sequence[int], pads: Sequence[int], target: str
) -> None:
    model, feeds = conv3d_model(cin, cout, groups, kernel, strides, dilations, pads)
    want = reference(model, feeds)[0]
    for weights, banded in (("inline", True), ("args", False)):
        imported = convert_onnx(model, keep_fp32=True, weights=weights)
        module = imported.module
        AnecCompilePass(target=target).apply(anec_context(), module)
        module.verify()
        convs = [op for op in module.walk() if op.name == "anec.convolution"]
        assert convs and all(len(op.input.type.get_shape()) == 4 for op in convs)
        sparse = {str(op.weight_format.format) for op in convs} == {"sparse"}
        assert sparse == banded, weights
        assert ("anec.transpose" in op_names(module)) == (not banded), weights
        (got,) = run(module, [*feeds.values(), *imported.weights.values()])
        assert float(np.abs(got.astype(np.float64) - want).max()) <= 1e-5 * float(np.abs(want).max()), weights


# onnxruntime's dynamic quantization (`quantize_dynamic`): DynamicQuantizeLinear
# of each activation, ConvInteger and MatMulInteger over int8 weights, the
# int32 sums cast and scaled back.


def float_conv_net(cin: int = 3, cout: int = 8, scale: float = 0.3) -> tuple[Any, dict[str, np.ndarray]]:
    """x[1, cin, 8, 8] -> 3x3 conv + relu -> spatial mean -> matmul + bias -> y[1, 5]."""
    initializers = {"w": randn(cout, cin, 3, 3, scale=scale), "b": randn(cout), "fc": randn(cout, 5, scale=scale), "fb": randn(5)}
    nodes = [
        node("Conv", ["x", "w", "b"], ["c"], pads=[1, 1, 1, 1]),
        node("Relu", ["c"], ["r"]),
        node("ReduceMean", ["r"], ["m"], axes=[2, 3], keepdims=0),
        node("MatMul", ["m", "fc"], ["p"]),
        node("Add", ["p", "fb"], ["y"]),
    ]
    model = make_model(nodes, [("x", TensorProto.FLOAT, [1, cin, 8, 8])], ["y"], initializers, opset=13)
    return model, {"x": randn(1, cin, 8, 8)}


def test_dynamic_quantization_imports_compiles_and_matches(tmp_path: Any) -> None:
    from onnxruntime.quantization import QuantType, quantize_dynamic

    import onnx

    model, feeds = float_conv_net()
    onnx.save(model, tmp_path / "float.onnx")
    quantize_dynamic(tmp_path / "float.onnx", tmp_path / "dynamic.onnx", weight_type=QuantType.QInt8, op_types_to_quantize=["Conv", "MatMul"])
    quantized = onnx.load(tmp_path / "dynamic.onnx")
    assert {"DynamicQuantizeLinear", "ConvInteger", "MatMulInteger"} <= {n.op_type for n in quantized.graph.node}
    for target in ("h13", "h17s"):
        module = compiled(quantized, target)
        assert {"anec.convolution", "anec.matmul"} <= set(op_names(module))
        assert_close(module, quantized, feeds, tol=1e-5)


def test_dynamic_quantization_in_fp16_holds_the_integer_sums_scaled(tmp_path: Any) -> None:
    """ConvInteger and MatMulInteger sums past f16's 65504 (64 channels x 3x3 taps of 8-bit products): the
    fp16 import holds each times 2^-k, k from the largest sum the weights allow (the convolution's post-scale,
    the matmul's input), and the Mul by the scales takes the 2^k back: finite, and off onnxruntime by what
    fp16 costs (its 11-bit significand on the activations and scales), where the sums held as they are overflow."""
    from onnxruntime.quantization import QuantType, quantize_dynamic

    import onnx

    model, _ = float_conv_net(cin=64, cout=16, scale=0.5)
    onnx.save(model, tmp_path / "float.onnx")
    quantize_dynamic(tmp_path / "float.onnx", tmp_path / "dynamic.onnx", weight_type=QuantType.QInt8, op_types_to_quantize=["Conv", "MatMul"])
    quantized = onnx.load(tmp_path / "dynamic.onnx")
    weights = next(numpy_helper.to_array(t) for t in quantized.graph.initializer if t.dims == [16, 64, 3, 3])
    largest = 255 * np.abs(weights.astype(np.float64)).sum(axis=(1, 2, 3)).max()
    assert largest > 65504
    exponent = int(np.ceil(np.log2(largest / 65504)))
    feeds = {"x": randn(1, 64, 8, 8, scale=4)}
    want = reference(quantized, feeds)[0]
    module = convert_onnx(quantized).module
    (conv_op,) = (op for op in module.walk() if op.name == "anec.convolution")
    assert conv_op.post_scale is not None
    post_scale = constant_value(conv_op.post_scale)
    assert post_scale is not None and np.all(post_scale == 2.0**-exponent)
    for candidate in (module, compiled(quantized, "h13", keep_fp32=False), compiled(quantized, "h17s", keep_fp32=False)):
        (got,) = run(candidate, list(feeds.values()))
        assert np.all(np.isfinite(got))
        assert float(np.abs(got.astype(np.float64) - want).max()) <= 1e-2 * float(np.abs(want).max())


def test_a_held_integer_sum_reaches_other_consumers_unscaled() -> None:
    """A ConvInteger sum held times 2^-k in f16 (its weights allow 255 x 400 > 65504; these inputs stay
    below it) is the true sum where it is a graph output and where an op other than Cast and Mul reads it."""
    w = np.zeros((2, 3, 3, 3), np.int8)
    w[:, 0, :2, :2] = [[100, -100], [-100, 100]]
    nodes = [
        node("QuantizeLinear", ["x", "s", "z"], ["q"]),
        node("ConvInteger", ["q", "w", "z"], ["c"]),
        node("Cast", ["c"], ["y"], to=TensorProto.FLOAT),
        node("Relu", ["y"], ["r"]),
    ]
    scale, zero = np.array(1 / 32, np.float32), np.array(128, np.uint8)
    model = make_model(nodes, [("x", TensorProto.FLOAT, [1, 3, 5, 5])], ["y", "r"], {"w": w, "s": scale, "z": zero}, opset=13)
    feeds = {"x": (RNG.integers(-127, 128, (1, 3, 5, 5)) / 32).astype(np.float32)}  # exact in f16: the same codes
    for keep_fp32, tol in ((True, 0.0), (False, 2.0**-11)):
        module = convert_onnx(model, keep_fp32=keep_fp32).module
        if not keep_fp32:
            assert any(op.name == "anec.convolution" and op.post_scale is not None for op in module.walk())
        for got, want in zip(run(module, list(feeds.values())), reference(model, feeds), strict=True):
            assert float(np.abs(want).max()) > 2048  # past f16's exact integers: the sums are large
            assert np.abs(got.astype(np.float64) - want).max() <= tol * np.abs(want).max()


# onnxruntime's QOperator format: QLinearConv (standard), and the com.microsoft
# QLinearAdd, QLinearGlobalAveragePool and QGemm of a residual block and its head.


def residual_net() -> tuple[Any, dict[str, np.ndarray]]:
    initializers = {"w1": randn(8, 3, 3, 3, scale=0.3), "b1": randn(8), "w2": randn(8, 8, 3, 3, scale=0.3), "b2": randn(8), "fc": randn(5, 8), "fb": randn(5)}
    nodes = [
        node("Conv", ["x", "w1", "b1"], ["c1"], pads=[1, 1, 1, 1]),
        node("Relu", ["c1"], ["r1"]),
        node("Conv", ["r1", "w2", "b2"], ["c2"], pads=[1, 1, 1, 1]),
        node("Add", ["c2", "r1"], ["s"]),
        node("Relu", ["s"], ["r2"]),
        node("GlobalAveragePool", ["r2"], ["g"]),
        node("Flatten", ["g"], ["f"]),
        node("Gemm", ["f", "fc", "fb"], ["y"], transB=1),
    ]
    model = make_model(nodes, [("x", TensorProto.FLOAT, [1, 3, 8, 8])], ["y"], initializers, opset=13)
    return model, {"x": randn(1, 3, 8, 8)}


def test_qoperator_format_imports_compiles_and_matches_within_one_quantum(tmp_path: Any) -> None:
    import onnx
    from onnxruntime.quantization import CalibrationDataReader, QuantFormat, QuantType, quantize_static

    model, feeds = residual_net()
    onnx.save(model, tmp_path / "float.onnx")
    calibration = iter([{"x": randn(1, 3, 8, 8)} for _ in range(4)])

    class Reader(CalibrationDataReader):
        def get_next(self) -> dict[str, np.ndarray] | None:
            return next(calibration, None)

    quantize_static(
        tmp_path / "float.onnx", tmp_path / "qop.onnx", Reader(), quant_format=QuantFormat.QOperator, activation_type=QuantType.QUInt8, weight_type=QuantType.QInt8
    )
    quantized = onnx.load(tmp_path / "qop.onnx")
    ops = {(n.domain, n.op_type) for n in quantized.graph.node}
    assert {("com.microsoft", "QLinearAdd"), ("com.microsoft", "QLinearGlobalAveragePool"), ("com.microsoft", "QGemm"), ("", "QLinearConv")} <= ops
    quantum = next(float(onnx.numpy_helper.to_array(t)) for t in quantized.graph.initializer if t.name == "y_scale")
    want = reference(quantized, feeds)[0]
    for target in ("h13", "h17s"):
        (got,) = run(compiled(quantized, target), list(feeds.values()))
        off = np.abs(got.astype(np.float64) - want) > quantum * 1.001
        assert off.mean() <= 0.001, f"{int(off.sum())} of {off.size} elements more than one output quantum ({quantum:g}) off"


# GatherND with indices known at import time, over a run-time tensor (the
# dynamo export of a Hugging Face decoder called with an attention mask).


@pytest.mark.parametrize(
    ("shape", "indices", "batch_dims"),
    [
        ((2, 5, 6), [[0, 4], [1, 0], [1, 3]], 0),  # pairs of the two leading axes: rows of [2, 5] x 6
        ((2, 5, 6), [[[1], [3]], [[4], [0]]], 1),  # one position per batch entry, negative-free
        ((3, 4), [[2, 3], [-1, 0]], 0),  # full tuples (scalars), a negative index
        ((2, 3, 4, 5), [[1, 2], [0, 1]], 0),
    ],
)
def test_gather_nd_with_known_indices_matches_onnxruntime(shape: tuple[int, ...], indices: list[Any], batch_dims: int) -> None:
    model = make_model(
        [node("GatherND", ["x", "i"], ["y"], batch_dims=batch_dims)],
        [("x", TensorProto.FLOAT, list(shape))],
        ["y"],
        {"i": np.array(indices, np.int64)},
    )
    feeds = {"x": randn(*shape)}
    module = convert_onnx(model, keep_fp32=True).module
    assert "anec.gather" not in op_names(module)
    assert_close(module, model, feeds, tol=0.0)


# GridSample (optical flow such as RAFT warps features by a flow grid): the
# texture engine's resample; on a target without it (H13) the resample is
# placed on the GPU or the CPU, outside every program (SPEC section 6).


@pytest.mark.parametrize("mode", ["bilinear", "nearest"])
@pytest.mark.parametrize("align", [0, 1])
def test_grid_sample_is_a_resample(mode: str, align: int) -> None:
    model = make_model(
        [node("GridSample", ["x", "grid"], ["y"], mode=mode, align_corners=align)],
        [("x", TensorProto.FLOAT, [2, 3, 5, 7]), ("grid", TensorProto.FLOAT, [2, 4, 6, 2])],
        ["y"],
        opset=16,
    )
    feeds = {"x": randn(2, 3, 5, 7), "grid": (RNG.random((2, 4, 6, 2)) * 2.4 - 1.2).astype(np.float32)}
    module = compiled(model, "h17s")
    assert "anec.resample" in op_names(module)
    assert_close(module, model, feeds, tol=1e-5)
    module = compiled(model, "h13")
    (resample,) = [op for op in module.walk() if op.name == "anec.resample"]
    assert resample.parent_op().name == "func.func"
    (row,) = [r for r in analyze(module, get_target("h13")).ops if r.op == "anec.resample"]
    assert row.backend != "engine" and "without the texture engine" in row.reason
    assert_close(module, model, feeds, tol=1e-5)


# A compressed weight declared on an ONNX initializer (how the Core ML front
# end carries `constexpr_lut_to_dense` / `constexpr_sparse_to_dense`).


def test_declared_weight_format_reaches_the_product_and_a_bad_one_is_an_error() -> None:
    from anec.frontend.onnx import OnnxImportError

    def model(doc: str) -> Any:
        weight = numpy_helper.from_array(np.repeat(randn(1, 4), 6, axis=0), "w")
        weight.doc_string = doc
        graph = helper.make_graph(
            [node("MatMul", ["x", "w"], ["y"])],
            "g",
            [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 6])],
            [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 4])],
            initializer=[weight],
        )
        made = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
        made.ir_version = 8
        return made

    module = convert_onnx(model("#anec.weight_format<palettized, bits = 2>")).module
    matmul = next(op for op in module.walk() if op.name == "anec.matmul")
    assert str(matmul.weight_format) == "#anec.weight_format<palettized, bits = 2>"
    with pytest.raises(OnnxImportError, match=r"initializer 'w' declares #anec.weight_format<palettized, bits = 3>: .*bits in \[1, 2, 4, 6, 8\]"):
        convert_onnx(model("#anec.weight_format<palettized, bits = 3>"))
    grouped = convert_onnx(model("#anec.weight_format<palettized, bits = 2, palettes = 2>")).module
    assert str(next(op for op in grouped.walk() if op.name == "anec.matmul").weight_format) == "#anec.weight_format<palettized, bits = 2, palettes = 2>"
    with pytest.raises(OnnxImportError, match=r"declares #anec.weight_format<palettized, bits = 2, palettes = 0>: .*palettes >= 1, got 0"):
        convert_onnx(model("#anec.weight_format<palettized, bits = 2, palettes = 0>"))


# Compressed ONNX weights: int4 (and int8) with one scale per block through
# DequantizeLinear's `block_size` (opset 21).


@pytest.mark.parametrize(("kind", "bits"), [(TensorProto.INT4, 4), (TensorProto.UINT8, 8)])
def test_blocked_dequantize_linear_weights_are_charged_as_stored(kind: int, bits: int) -> None:
    from anec.cost.work import weight_format_bytes

    k, n, block = 64, 16, 32
    q = RNG.integers(-8, 8, (k, n)) if kind == TensorProto.INT4 else RNG.integers(0, 256, (k, n))
    weight = helper.make_tensor("wq", kind, [k, n], q.reshape(-1).tolist())
    scale = (RNG.random((k // block, n)) * 0.1 + 0.01).astype(np.float32)
    graph = helper.make_graph(
        [node("DequantizeLinear", ["wq", "ws"], ["w"], axis=0, block_size=block), node("MatMul", ["x", "w"], ["y"])],
        "g",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, k])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, n])],
        initializer=[weight, numpy_helper.from_array(scale, "ws")],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 21)])
    model.ir_version = 10
    feeds = {"x": randn(2, k)}
    module = convert_onnx(model, keep_fp32=True).module
    matmul = next(op for op in module.walk() if op.name == "anec.matmul")
    assert str(matmul.weight_format) == f"#anec.weight_format<blocked, bits = {bits}, block_size = {block}>"
    assert weight_format_bytes(matmul.rhs, matmul.weight_format) == k * n * bits // 8 + k * n // block * 4  # f32 scales
    assert_close(module, model, feeds)


# NonMaxSuppression: the selection with its static upper bound (docs/import.md,
# "A data-dependent count"), placed off the engine, against onnxruntime.


def nms_model(center: int, score_threshold: float | None, max_boxes: int = 4, batch: int = 2, classes: int = 3, count: int = 30) -> tuple[Any, dict[str, np.ndarray]]:
    extents = RNG.uniform(1, 4, (batch, count, 2))
    middles = RNG.uniform(0, 8, (batch, count, 2))
    if center:
        boxes = np.concatenate([middles, extents], -1)
    else:  # corners in either order, as ONNX allows
        corners = [middles - extents / 2, middles + extents / 2]
        boxes = np.concatenate(corners[::-1] if batch > 1 else corners, -1)
        boxes[0] = np.concatenate(corners, -1)[0]
    scores = RNG.permutation(batch * classes * count).reshape(batch, classes, count) / (batch * classes * count)  # no ties
    initializers = {"k": np.array([max_boxes], np.int64), "iou": np.array([0.3], np.float32)}
    inputs = ["boxes", "scores", "k", "iou"]
    if score_threshold is not None:
        initializers["score"] = np.array([score_threshold], np.float32)
        inputs.append("score")
    model = make_model(
        [node("NonMaxSuppression", inputs, ["y"], center_point_box=center)],
        [("boxes", TensorProto.FLOAT, [batch, count, 4]), ("scores", TensorProto.FLOAT, [batch, classes, count])],
        ["y"],
        initializers,
        opset=11,
    )
    return model, {"boxes": boxes.astype(np.float32), "scores": scores.astype(np.float32)}


@pytest.mark.parametrize(("center", "score_threshold"), [(0, None), (0, 0.5), (1, None), (1, 0.9)])
def test_non_max_suppression_matches_onnxruntime_padded_and_is_placed_off_the_engine(center: int, score_threshold: float | None) -> None:
    model, feeds = nms_model(center, score_threshold)
    want = reference(model, feeds)[0]
    for target in ("h13", "h17s"):
        module = compiled(model, target)
        nms = next(op for op in module.walk() if op.name == "anec.non_max_suppression")
        assert nms.attributes["anec.cost"].backend.data != "engine"
        (got,) = run(module, list(feeds.values()))
        assert got.shape == (2 * 3 * 4, 3)
        assert 0 < len(want) and np.array_equal(got[: len(want)], want)
        assert np.all(got[len(want) :] == -1)
    if score_threshold == 0.9:
        assert len(want) < got.shape[0]  # the threshold leaves rows of -1


def test_non_max_suppression_keeps_at_most_the_boxes_there_are() -> None:
    model, feeds = nms_model(0, None, max_boxes=50, batch=1, classes=1, count=6)
    (got,) = run(compiled(model, "h17s"), list(feeds.values()))
    want = reference(model, feeds)[0]
    assert got.shape == (6, 3) and np.array_equal(got[: len(want)], want) and np.all(got[len(want) :] == -1)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"k": np.array([0], np.int64)}, r"max_output_boxes_per_class is 0 \(or absent\): the selection is empty"),
        ({"iou": np.array([1.5], np.float32)}, r"iou_threshold = 1.5 is outside \[0, 1\]"),
        ({"iou": np.array([0.1, 0.2], np.float32)}, "iou_threshold has 2 elements; expected one"),
    ],
)
def test_non_max_suppression_diagnostics(change: dict[str, np.ndarray], message: str) -> None:
    from anec.frontend.onnx import OnnxImportError

    model, _ = nms_model(0, None)
    for tensor in model.graph.initializer:
        if tensor.name in change:
            tensor.CopyFrom(numpy_helper.from_array(change[tensor.name], tensor.name))
    with pytest.raises(OnnxImportError, match=f"node 'nonmaxsuppression_y'.*{message}"):
        convert_onnx(model)


def test_non_max_suppression_with_a_run_time_count_or_a_consumer_is_a_located_error() -> None:
    from anec.frontend.onnx import OnnxImportError

    model, _ = nms_model(0, None)
    model.graph.initializer.remove(next(t for t in model.graph.initializer if t.name == "k"))
    model.graph.input.append(helper.make_tensor_value_info("k", TensorProto.INT64, [1]))
    with pytest.raises(OnnxImportError, match=r"node 'nonmaxsuppression_y'.*input 2 \(max_output_boxes_per_class\) must be known at import time"):
        convert_onnx(model)
    model, _ = nms_model(0, None)
    graph = model.graph
    graph.node.extend([node("Gather", ["y", "two"], ["box_index"], axis=1), node("Gather", ["boxes", "box_index"], ["kept"], axis=1)])
    graph.initializer.append(numpy_helper.from_array(np.array(2, np.int64), "two"))
    graph.output[0].CopyFrom(helper.make_tensor_value_info("kept", TensorProto.FLOAT, None))
    with pytest.raises(OnnxImportError, match="node 'gather_"):
        convert_onnx(model)
