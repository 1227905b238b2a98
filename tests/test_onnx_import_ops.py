"""
ONNX importer coverage beyond the one-op converters of test_onnx_import.py:
TopK, RNN/GRU/LSTM (unrolled onto `anec.recurrent_cell`), the quantized ops
(QDQ, QLinearConv, QLinearMatMul; int8 weight formats where the weights are
constant), Einsum, Attention (opset 23), shape-static If and Loop, and the
one-message report of every unsupported op. Each graph is tiny, built with
`onnx.helper`, run by onnxruntime and, imported, by the anec interpreter.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from typing import Any

import numpy as np
import pytest

onnx = pytest.importorskip("onnx")
ort = pytest.importorskip("onnxruntime")

from onnx import TensorProto, helper, numpy_helper
from onnx.reference import ReferenceEvaluator

from anec.frontend.onnx import OnnxImportError, convert_onnx, import_onnx
from anec.interpreter import run
from test_onnx_import import make_model as base_model

FLOAT = TensorProto.FLOAT
RNG = np.random.default_rng(13)


@pytest.fixture(autouse=True)
def seeded_rng(request: pytest.FixtureRequest) -> None:
    """Each test draws from its own generator, seeded by its name: its data
    does not depend on which tests ran before it in the same worker."""
    global RNG
    RNG = np.random.default_rng(zlib.crc32(request.node.name.encode()))


def randn(*shape: int, scale: float = 1.0) -> np.ndarray:
    return (RNG.standard_normal(shape) * scale).astype(np.float32)


def make_model(
    nodes: Sequence[Any],
    inputs: Sequence[tuple[str, int, Sequence[int]]],
    outputs: Sequence[str],
    initializers: dict[str, np.ndarray] | None = None,
    opset: int = 17,
) -> Any:
    """`test_onnx_import.make_model` at IR version 10 (opsets 21 to 28)."""
    return base_model(nodes, inputs, outputs, initializers, opset, ir_version=10)


def node(op: str, inputs: Sequence[str], outputs: Sequence[str] = ("y",), **attrs: Any) -> Any:
    return helper.make_node(op, list(inputs), list(outputs), name=f"{op.lower()}_{outputs[0]}", **attrs)


def reference(model: Any, feeds: dict[str, np.ndarray], evaluator: str = "onnxruntime") -> list[np.ndarray]:
    """onnxruntime's outputs (graph optimizations off: they fuse QDQ pairs
    into integer kernels), or the ONNX reference evaluator's."""
    if evaluator == "onnx":
        return list(ReferenceEvaluator(model).run(None, feeds))
    options = ort.SessionOptions()
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    session = ort.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"])
    return session.run(None, feeds)


def check(model: Any, feeds: dict[str, np.ndarray], *, tol: float = 1e-5, keep_fp32: bool = True, evaluator: str = "onnxruntime") -> Any:
    """Imports `model` and asserts the interpreter matches onnxruntime (or
    the ONNX reference evaluator) on `feeds` (max |error| / max |reference|
    per output); returns the module."""
    want = reference(model, feeds, evaluator)
    module = convert_onnx(model, keep_fp32=keep_fp32).module
    got = run(module, list(feeds.values()))
    assert len(got) == len(want)
    for a, b in zip(got, want, strict=True):
        assert a.shape == b.shape, f"shape {a.shape} != {b.shape}"
        scale = max(float(np.abs(b).max()), 1e-30)
        error = float(np.abs(a.astype(np.float64) - b.astype(np.float64)).max()) / scale
        assert error <= tol, f"max relative error {error:.3g} > {tol:g}"
    return module


def op_names(module: Any) -> list[str]:
    return [op.name for op in module.walk() if op.name.startswith("anec.")]


# TopK.


@pytest.mark.parametrize("largest", [1, 0])
@pytest.mark.parametrize("axis", [1, -1])
def test_top_k(largest: int, axis: int) -> None:
    model = make_model(
        [node("TopK", ["x", "k"], ["v", "i"], axis=axis, largest=largest)],
        [("x", FLOAT, (2, 7, 5))],
        ["v", "i"],
        {"k": np.array([3], np.int64)},
    )
    module = check(model, {"x": randn(2, 7, 5)})
    assert "anec.top_k" in op_names(module)


def test_top_k_keeps_the_lower_index_first_on_ties() -> None:
    model = make_model([node("TopK", ["x", "k"], ["v", "i"], axis=1)], [("x", FLOAT, (1, 6))], ["v", "i"], {"k": np.array([4], np.int64)})
    check(model, {"x": np.array([[1, 3, 3, 0, 3, 1]], np.float32)})


def test_top_k_of_opset_1_takes_k_from_the_attribute() -> None:
    model = make_model([node("TopK", ["x"], ["v", "i"], k=2)], [("x", FLOAT, (3, 4))], ["v", "i"], opset=9)
    check(model, {"x": randn(3, 4)})


def test_top_k_with_k_computed_at_run_time_is_an_error() -> None:
    model = make_model([node("TopK", ["x", "k"], ["v", "i"])], [("x", FLOAT, (3, 4)), ("k", TensorProto.INT64, (1,))], ["v"])
    with pytest.raises(OnnxImportError, match=r"node 'topk_v' \(TopK\): input 1 \(K\) must be known at import time"):
        import_onnx(model)


# RNN, GRU, LSTM.

SEQ, BATCH, IN, HID = 3, 2, 4, 5


def recurrent_model(op: str, direction: str, *, layout: int = 0, bias: bool = True, initial: bool = True, **attrs: Any) -> tuple[Any, dict[str, np.ndarray]]:
    gates = {"RNN": 1, "GRU": 3, "LSTM": 4}[op]
    dirs = 2 if direction == "bidirectional" else 1
    inits = {"W": randn(dirs, gates * HID, IN, scale=0.5), "R": randn(dirs, gates * HID, HID, scale=0.5)}
    inputs = ["x", "W", "R", "B" if bias else ""]
    if bias:
        inits["B"] = randn(dirs, 2 * gates * HID, scale=0.5)
    feeds = {"x": randn(*((SEQ, BATCH, IN) if layout == 0 else (BATCH, SEQ, IN)))}
    graph_inputs: list[tuple[str, int, Sequence[int]]] = [("x", FLOAT, feeds["x"].shape)]
    state = (dirs, BATCH, HID) if layout == 0 else (BATCH, dirs, HID)
    if initial:
        inputs += ["", "h0"]
        feeds["h0"] = randn(*state)
        graph_inputs.append(("h0", FLOAT, state))
        if op == "LSTM":
            inputs.append("c0")
            feeds["c0"] = randn(*state)
            graph_inputs.append(("c0", FLOAT, state))
    outputs = ["y", "yh", "yc"] if op == "LSTM" else ["y", "yh"]
    rnn = node(op, inputs, outputs, hidden_size=HID, direction=direction, layout=layout, **attrs)
    return make_model([rnn], graph_inputs, outputs, inits, opset=14), feeds


@pytest.mark.parametrize("op", ["RNN", "GRU", "LSTM"])
@pytest.mark.parametrize("direction", ["forward", "reverse", "bidirectional"])
def test_recurrent_matches_onnxruntime(op: str, direction: str) -> None:
    extra = {"linear_before_reset": 1} if op == "GRU" else {}
    model, feeds = recurrent_model(op, direction, **extra)
    module = check(model, feeds, tol=1e-5)
    dirs = 2 if direction == "bidirectional" else 1
    assert op_names(module).count("anec.recurrent_cell") == SEQ * dirs


@pytest.mark.parametrize("op", ["GRU", "LSTM"])
def test_recurrent_layout_1_without_bias_or_initial_state(op: str) -> None:
    extra = {"linear_before_reset": 1} if op == "GRU" else {}
    model, feeds = recurrent_model(op, "forward", layout=1, bias=False, initial=False, **extra)
    check(model, feeds, evaluator="onnx")  # onnxruntime runs layout 0 only


@pytest.mark.parametrize("direction", ["forward", "bidirectional"])
def test_gru_resetting_before_the_product_is_written_out(direction: str) -> None:
    model, feeds = recurrent_model("GRU", direction)  # linear_before_reset = 0, ONNX's default
    module = check(model, feeds)
    assert "anec.recurrent_cell" not in op_names(module) and "anec.matmul" in op_names(module)


def test_gru_recurrent_n_bias_rides_on_a_unit_that_stays_one() -> None:
    model, feeds = recurrent_model("GRU", "forward", linear_before_reset=1)
    module = check(model, feeds)
    cells = [op for op in module.walk() if op.name == "anec.recurrent_cell"]
    assert cells[0].hidden.type.get_shape() == (BATCH, HID + 1)


def test_recurrent_cell_is_placed_off_the_engine() -> None:
    from anec.cost.placement import ENGINE, place

    model, _ = recurrent_model("LSTM", "forward")
    module = import_onnx(model)
    function = next(op for op in module.walk() if op.name == "func.func")
    placement = place(function)
    cells = [op for op in placement.backend_of if op.name == "anec.recurrent_cell"]
    assert cells and all(placement.backend_of[op] != ENGINE for op in cells)


@pytest.mark.parametrize(
    "op, attrs, message",
    [
        ("LSTM", {"clip": 3.0}, "clip is not expressible"),
        ("LSTM", {"input_forget": 1}, "input_forget = 1 is not expressible"),
        ("RNN", {"activations": ["Relu"]}, r"activations \['relu'\] are not expressible"),
    ],
    ids=["clip", "input_forget", "relu_activation"],
)
def test_recurrent_forms_the_cell_cannot_express_are_errors(op: str, attrs: dict[str, Any], message: str) -> None:
    model, _ = recurrent_model(op, "forward", **attrs)
    with pytest.raises(OnnxImportError, match=message):
        import_onnx(model)


# Quantized ops.

U8, I8 = TensorProto.UINT8, TensorProto.INT8


def qdq(name: str, scale: str, zero: str, out: str, **attrs: Any) -> list[Any]:
    """QuantizeLinear then DequantizeLinear of `name`."""
    return [
        node("QuantizeLinear", [name, scale, zero], [f"{out}_q"], **attrs),
        node("DequantizeLinear", [f"{out}_q", scale, zero], [out], **attrs),
    ]


def test_quantize_dequantize_rounds_half_to_even_and_saturates() -> None:
    inits = {"s": np.array(0.5, np.float32), "z": np.array(3, np.uint8)}
    model = make_model(qdq("x", "s", "z", "y"), [("x", FLOAT, (1, 12))], ["y"], inits, opset=13)
    ties = np.array([[-2.25, -1.75, -1.25, -0.25, 0.25, 0.75, 1.25, 1.75, 200.0, -200.0, 0.1, 3.3]], np.float32)
    module = check(model, {"x": ties}, tol=0.0)
    assert {"anec.div", "anec.clamp", "anec.mul"} <= set(op_names(module))


def test_quantize_linear_gives_the_integer_values() -> None:
    inits = {"s": np.array(0.05, np.float32), "z": np.array(-4, np.int8)}
    model = make_model([node("QuantizeLinear", ["x", "s", "z"])], [("x", FLOAT, (2, 8))], ["y"], inits, opset=13)
    check(model, {"x": randn(2, 8, scale=3.0)}, tol=0.0)


def test_per_axis_quantize_dequantize() -> None:
    inits = {"s": np.array([0.02, 0.05, 0.1], np.float32), "z": np.array([0, 10, -5], np.int8)}
    model = make_model(qdq("x", "s", "z", "y", axis=1), [("x", FLOAT, (2, 3, 4))], ["y"], inits, opset=13)
    check(model, {"x": randn(2, 3, 4)}, tol=0.0)


def int8_weight(*shape: int) -> np.ndarray:
    return RNG.integers(-127, 128, shape).astype(np.int8)


@pytest.mark.parametrize("per_channel", [True, False])
def test_qdq_conv_keeps_int8_weights(per_channel: bool) -> None:
    scale = np.array([0.01, 0.02, 0.015, 0.03], np.float32) if per_channel else np.array(0.02, np.float32)
    inits = {
        "xs": np.array(0.03, np.float32),
        "xz": np.array(128, np.uint8),
        "wq": int8_weight(4, 3, 3, 3),
        "ws": scale,
        "wz": np.zeros(scale.shape, np.int8),
        "b": randn(4),
    }
    nodes = [
        *qdq("x", "xs", "xz", "xd"),
        node("DequantizeLinear", ["wq", "ws", "wz"], ["w"], axis=0),
        node("Conv", ["xd", "w", "b"], ["y"], pads=[1, 1, 1, 1]),
    ]
    model = make_model(nodes, [("x", FLOAT, (1, 3, 6, 6))], ["y"], inits, opset=13)
    module = check(model, {"x": randn(1, 3, 6, 6)}, tol=1e-5)
    convs = [op for op in module.walk() if op.name == "anec.convolution"]
    assert len(convs) == 1 and str(convs[0].weight_format) == "#anec.weight_format<int8>"
    assert str(convs[0].weights.type) == "tensor<4x3x3x3xi8>" and convs[0].post_scale is not None


def test_qdq_conv_with_nonzero_weight_zero_point_takes_float_weights() -> None:
    inits = {"wq": RNG.integers(0, 256, (4, 3, 1, 1)).astype(np.uint8), "ws": np.array(0.01, np.float32), "wz": np.array(120, np.uint8)}
    nodes = [node("DequantizeLinear", ["wq", "ws", "wz"], ["w"]), node("Conv", ["x", "w"], ["y"])]
    model = make_model(nodes, [("x", FLOAT, (1, 3, 4, 4))], ["y"], inits, opset=13)
    module = check(model, {"x": randn(1, 3, 4, 4)})
    conv = next(op for op in module.walk() if op.name == "anec.convolution")
    assert str(conv.weights.type) == "tensor<4x3x1x1xf32>"


def test_qdq_matmul_keeps_int8_weights_per_column() -> None:
    inits = {"wq": int8_weight(8, 5), "ws": np.linspace(0.01, 0.05, 5).astype(np.float32), "wz": np.zeros(5, np.int8)}
    nodes = [node("DequantizeLinear", ["wq", "ws", "wz"], ["w"], axis=1), node("MatMul", ["x", "w"], ["y"])]
    model = make_model(nodes, [("x", FLOAT, (2, 3, 8))], ["y"], inits, opset=13)
    module = check(model, {"x": randn(2, 3, 8)})
    matmul = next(op for op in module.walk() if op.name == "anec.matmul")
    assert str(matmul.weight_format) == "#anec.weight_format<int8>"


@pytest.mark.parametrize("trans_b", [1, 0])
def test_qdq_gemm_keeps_int8_weights(trans_b: int) -> None:
    shape = (5, 8) if trans_b else (8, 5)
    inits = {"wq": int8_weight(*shape), "ws": np.linspace(0.01, 0.05, 5).astype(np.float32), "c": randn(5)}
    nodes = [
        node("DequantizeLinear", ["wq", "ws"], ["w"], axis=0 if trans_b else 1),
        node("Gemm", ["x", "w", "c"], ["y"], transB=trans_b, alpha=0.5, beta=2.0),
    ]
    model = make_model(nodes, [("x", FLOAT, (3, 8))], ["y"], inits, opset=13)
    module = check(model, {"x": randn(3, 8)})
    matmul = next(op for op in module.walk() if op.name == "anec.matmul")
    assert str(matmul.weight_format) == "#anec.weight_format<int8>"


def qlinear_inputs(**extra: np.ndarray) -> dict[str, np.ndarray]:
    return {
        "xs": np.array(0.05, np.float32),
        "xz": np.array(120, np.uint8),
        "ys": np.array(0.2, np.float32),
        "yz": np.array(100, np.uint8),
        **extra,
    }


@pytest.mark.parametrize("w_zero", [0, 3])
def test_qlinear_conv(w_zero: int) -> None:
    inits = qlinear_inputs(
        w=int8_weight(6, 3, 3, 3), ws=np.linspace(0.005, 0.02, 6).astype(np.float32), wz=np.full(6, w_zero, np.int8),
        b=RNG.integers(-500, 500, 6).astype(np.int32),
    )
    nodes = [
        node("QuantizeLinear", ["x", "xs", "xz"], ["xq"]),
        node("QLinearConv", ["xq", "xs", "xz", "w", "ws", "wz", "ys", "yz", "b"], ["yq"], pads=[1, 1, 1, 1], strides=[2, 2]),
        node("DequantizeLinear", ["yq", "ys", "yz"], ["y"]),
    ]
    # onnxruntime ignores a nonzero int8 weight zero point; the ONNX reference evaluator (opset 21) applies it.
    evaluator = "onnxruntime" if w_zero == 0 else "onnx"
    model = make_model(nodes, [("x", FLOAT, (1, 3, 8, 8))], ["y"], inits, opset=13 if w_zero == 0 else 21)
    x = randn(1, 3, 8, 8)
    module = convert_onnx(model, keep_fp32=True).module
    got, want = run(module, [x])[0], reference(model, {"x": x}, evaluator)[0]
    assert np.abs(got - want).max() <= 0.2 + 1e-6  # at most one output quantum (a requantization tie)
    assert np.mean(got == want) > 0.95
    conv = next(op for op in module.walk() if op.name == "anec.convolution")
    assert (str(conv.weight_format) == "#anec.weight_format<int8>") == (w_zero == 0)


def test_qlinear_matmul() -> None:
    inits = qlinear_inputs(w=int8_weight(16, 4), ws=np.array(0.01, np.float32), wz=np.array(0, np.int8))
    nodes = [
        node("QuantizeLinear", ["x", "xs", "xz"], ["xq"]),
        node("QLinearMatMul", ["xq", "xs", "xz", "w", "ws", "wz", "ys", "yz"], ["yq"]),
        node("DequantizeLinear", ["yq", "ys", "yz"], ["y"]),
    ]
    model = make_model(nodes, [("x", FLOAT, (3, 16))], ["y"], inits, opset=13)
    x = randn(3, 16)
    module = convert_onnx(model, keep_fp32=True).module
    got, want = run(module, [x])[0], reference(model, {"x": x})[0]
    assert np.abs(got - want).max() <= 0.2 + 1e-6 and np.mean(got == want) > 0.9


# Einsum.

EINSUMS = [
    ("matmul", "ij,jk->ik", [(3, 4), (4, 5)]),
    ("batched_matmul", "bij,bjk->bik", [(2, 3, 4), (2, 4, 5)]),
    ("transpose", "ij->ji", [(3, 4)]),
    ("attention_scores", "bhqd,bhkd->bhqk", [(1, 2, 5, 8), (1, 2, 6, 8)]),
    ("attention_context", "bhqk,bhkd->bhqd", [(1, 2, 5, 6), (1, 2, 6, 8)]),
    ("bilinear", "bi,ij,bj->b", [(3, 4), (4, 5), (3, 5)]),
    ("outer", "i,j->ij", [(3,), (4,)]),
    ("sum_axis", "ij->i", [(3, 4)]),
    ("ellipsis", "...ij,...jk->...ik", [(2, 3, 4, 5), (2, 3, 5, 2)]),
    ("implicit_output", "ij,jk", [(3, 4), (4, 5)]),
    ("heads_first", "bqhd,bkhd->bhqk", [(1, 5, 2, 8), (1, 6, 2, 8)]),
]


@pytest.mark.parametrize("equation, shapes", [(e, s) for _, e, s in EINSUMS], ids=[i for i, _, _ in EINSUMS])
def test_einsum(equation: str, shapes: list[tuple[int, ...]]) -> None:
    names = [f"x{i}" for i in range(len(shapes))]
    model = make_model([node("Einsum", names, equation=equation)], [(n, FLOAT, s) for n, s in zip(names, shapes)], ["y"], opset=12)
    module = check(model, {n: randn(*s) for n, s in zip(names, shapes)})
    assert "anec.matmul" in op_names(module) or len(shapes) == 1


def test_einsum_attention_scores_use_the_transpose_flag() -> None:
    model = make_model(
        [node("Einsum", ["q", "k"], equation="bhqd,bhkd->bhqk")], [("q", FLOAT, (1, 2, 5, 8)), ("k", FLOAT, (1, 2, 6, 8))], ["y"], opset=12
    )
    assert [n for n in op_names(import_onnx(model)) if n != "anec.cast"] == ["anec.matmul"]


def test_einsum_with_a_constant_weight() -> None:
    model = make_model([node("Einsum", ["x", "w"], equation="bsd,de->bse")], [("x", FLOAT, (2, 3, 4))], ["y"], {"w": randn(4, 6)}, opset=12)
    check(model, {"x": randn(2, 3, 4)})


def test_einsum_diagonal_is_an_error() -> None:
    model = make_model([node("Einsum", ["x"], equation="ii->i")], [("x", FLOAT, (3, 3))], ["y"], opset=12)
    with pytest.raises(OnnxImportError, match=r"node 'einsum_y' \(Einsum\): equation 'ii->i' repeats an index within one operand"):
        import_onnx(model)


# Attention (opset 23).


def attention_model(q: tuple[int, ...], kv: tuple[int, ...], *, inputs: Sequence[str] = ("q", "k", "v"), extra: Sequence[tuple[str, int, Sequence[int]]] = (), inits: dict[str, np.ndarray] | None = None, outputs: Sequence[str] = ("y",), **attrs: Any) -> Any:
    graph_inputs = [("q", FLOAT, q), ("k", FLOAT, kv), ("v", FLOAT, kv), *extra]
    return make_model([node("Attention", list(inputs), list(outputs), **attrs)], graph_inputs, list(outputs), inits, opset=23)


def test_attention_4d() -> None:
    model = attention_model((1, 2, 5, 8), (1, 2, 6, 8))
    module = check(model, {"q": randn(1, 2, 5, 8), "k": randn(1, 2, 6, 8), "v": randn(1, 2, 6, 8)})
    assert "anec.attention" in op_names(module)


def test_attention_3d_grouped_query_causal_with_scale() -> None:
    model = attention_model((2, 5, 4 * 8), (2, 5, 2 * 8), q_num_heads=4, kv_num_heads=2, is_causal=1, scale=0.3)
    check(model, {"q": randn(2, 5, 32), "k": randn(2, 5, 16), "v": randn(2, 5, 16)})


def test_attention_with_float_mask_at_run_time() -> None:
    model = attention_model((1, 2, 4, 8), (1, 2, 6, 8), inputs=["q", "k", "v", "m"], extra=[("m", FLOAT, (1, 1, 4, 6))])
    check(model, {"q": randn(1, 2, 4, 8), "k": randn(1, 2, 6, 8), "v": randn(1, 2, 6, 8), "m": randn(1, 1, 4, 6)})


def test_attention_with_known_boolean_mask() -> None:
    mask = RNG.random((4, 6)) > 0.4
    mask[:, 0] = True
    model = attention_model((1, 2, 4, 8), (1, 2, 6, 8), inputs=["q", "k", "v", "m"], inits={"m": mask})
    check(model, {"q": randn(1, 2, 4, 8), "k": randn(1, 2, 6, 8), "v": randn(1, 2, 6, 8)})


def test_attention_with_past_key_value_gives_the_present() -> None:
    extra = [("pk", FLOAT, (1, 2, 3, 8)), ("pv", FLOAT, (1, 2, 3, 8))]
    model = attention_model(
        (1, 2, 2, 8), (1, 2, 2, 8), inputs=["q", "k", "v", "", "pk", "pv"], extra=extra, outputs=["y", "present_k", "present_v"], is_causal=1
    )
    feeds = {"q": randn(1, 2, 2, 8), "k": randn(1, 2, 2, 8), "v": randn(1, 2, 2, 8), "pk": randn(1, 2, 3, 8), "pv": randn(1, 2, 3, 8)}
    check(model, feeds)


def test_attention_softcap_is_an_error() -> None:
    model = attention_model((1, 2, 4, 8), (1, 2, 4, 8), softcap=30.0)
    with pytest.raises(OnnxImportError, match=r"node 'attention_y' \(Attention\): softcap is not expressible"):
        import_onnx(model)


# If and Loop, shape-static.


def branch(name: str, nodes: Sequence[Any], output: str) -> Any:
    return helper.make_graph(list(nodes), name, [], [helper.make_empty_tensor_value_info(output)])


@pytest.mark.parametrize("taken", [True, False])
def test_if_with_a_known_condition_inlines_the_taken_branch(taken: bool) -> None:
    then_branch = branch("then", [node("Relu", ["x"], ["t"])], "t")
    else_branch = branch("else", [node("Neg", ["x"], ["e"])], "e")
    model = make_model(
        [node("If", ["c"], ["y"], then_branch=then_branch, else_branch=else_branch)],
        [("x", FLOAT, (2, 3))],
        ["y"],
        {"c": np.array(taken)},
    )
    module = check(model, {"x": randn(2, 3)})
    assert ("anec.relu" if taken else "anec.neg") in op_names(module)
    assert ("anec.neg" if taken else "anec.relu") not in op_names(module)


def loop_body(scan: bool) -> Any:
    """acc <- acc * 0.5 + x + i (and scan out acc)."""
    nodes = [
        node("Cast", ["i"], ["i_f"], to=FLOAT),
        node("Mul", ["acc_in", "half"], ["scaled"]),
        node("Add", ["scaled", "x"], ["summed"]),
        node("Add", ["summed", "i_f"], ["acc_out"]),
        node("Identity", ["cond_in"], ["cond_out"]),
    ]
    outputs = ["cond_out", "acc_out"] + (["scan_y"] if scan else [])
    if scan:
        nodes.append(node("Relu", ["acc_out"], ["scan_y"]))
    return helper.make_graph(
        nodes,
        "body",
        [
            helper.make_tensor_value_info("i", TensorProto.INT64, []),
            helper.make_tensor_value_info("cond_in", TensorProto.BOOL, []),
            helper.make_tensor_value_info("acc_in", FLOAT, (2, 3)),
        ],
        [helper.make_tensor_value_info(name, TensorProto.BOOL if name == "cond_out" else FLOAT, [] if name == "cond_out" else (2, 3)) for name in outputs],
        initializer=[numpy_helper.from_array(np.array(0.5, np.float32), "half")],
    )


def declare_outputs(model: Any, shapes: dict[str, tuple[int, ...]]) -> None:
    """Declares the graph outputs' shapes (ONNX inference leaves a Loop's carried values without one, as exporters do not)."""
    for value in model.graph.output:
        if value.name in shapes:
            value.type.CopyFrom(helper.make_tensor_type_proto(FLOAT, shapes[value.name]))


@pytest.mark.parametrize("scan", [False, True])
def test_loop_with_a_known_trip_count_is_unrolled(scan: bool) -> None:
    outputs = ["acc", "scanned"] if scan else ["acc"]
    model = make_model(
        [node("Loop", ["m", "", "acc0"], outputs, body=loop_body(scan))],
        [("x", FLOAT, (2, 3)), ("acc0", FLOAT, (2, 3))],
        outputs,
        {"m": np.array(4, np.int64)},
        opset=16,
    )
    declare_outputs(model, {"acc": (2, 3), "scanned": (4, 2, 3)})
    module = check(model, {"x": randn(2, 3), "acc0": randn(2, 3)})
    assert op_names(module).count("anec.mul") == 4


def test_loop_without_trip_count_or_condition_is_an_error() -> None:
    model = make_model(
        [node("Loop", ["", "", "acc0"], ["acc"], body=loop_body(False))], [("x", FLOAT, (2, 3)), ("acc0", FLOAT, (2, 3))], ["acc"], opset=16
    )
    declare_outputs(model, {"acc": (2, 3)})
    with pytest.raises(OnnxImportError, match=r"node 'loop_acc' \(Loop\): the loop has neither a trip count nor a condition"):
        import_onnx(model)


def test_loop_stops_when_its_known_condition_turns_false() -> None:
    body = loop_body(False)
    body.node[-1].CopyFrom(node("Less", ["i", "two"], ["cond_out"]))
    body.initializer.append(numpy_helper.from_array(np.array(2, np.int64), "two"))
    model = make_model(
        [node("Loop", ["m", "c", "acc0"], ["acc"], body=body)],
        [("x", FLOAT, (2, 3)), ("acc0", FLOAT, (2, 3))],
        ["acc"],
        {"m": np.array(10, np.int64), "c": np.array(True)},
        opset=16,
    )
    declare_outputs(model, {"acc": (2, 3)})
    module = check(model, {"x": randn(2, 3), "acc0": randn(2, 3)})
    assert op_names(module).count("anec.mul") == 3


def test_unsupported_op_inside_a_branch_names_the_if() -> None:
    then_branch = branch("then", [node("Hardmax", ["x"], ["t"])], "t")
    else_branch = branch("else", [node("Neg", ["x"], ["e"])], "e")
    model = make_model([node("If", ["c"], ["y"], then_branch=then_branch, else_branch=else_branch)], [("x", FLOAT, (1, 1, 4))], ["y"], {"c": np.array(True)})
    with pytest.raises(OnnxImportError, match=r"node 'if_y' \(If\): in its then_branch: unsupported ONNX op 'Hardmax'"):
        import_onnx(model)


# Every unsupported op in one message.


def test_every_unsupported_op_is_reported_in_one_message() -> None:
    nodes = [
        helper.make_node("RoiAlign", ["x4", "b", "s"], ["n1"], name="roi_a"),
        node("Relu", ["x"], ["r"]),
        helper.make_node("Unique", ["r"], ["u"], name="unique_1"),
        helper.make_node("RoiAlign", ["x4", "b", "s"], ["n2"], name="roi_b"),
        helper.make_node("FusedGemm", ["r", "r"], ["f"], domain="com.microsoft"),
    ]
    inputs = [("x", FLOAT, (2, 2)), ("x4", FLOAT, (1, 2, 8, 8)), ("b", FLOAT, (3, 4)), ("s", FLOAT, (3,))]
    graph = helper.make_graph(nodes, "g", [helper.make_tensor_value_info(*i) for i in inputs], [helper.make_empty_tensor_value_info(o) for o in ("n1", "u", "n2", "f")])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17), helper.make_opsetid("com.microsoft", 1)])
    with pytest.raises(OnnxImportError) as caught:
        import_onnx(model)
    assert str(caught.value) == (
        "unsupported ONNX ops (4 nodes, 3 op types): 'RoiAlign' (node 'roi_a', node 'roi_b'); "
        "'Unique' (node 'unique_1'); 'com.microsoft.FusedGemm' (node #4 producing 'f')"
    )


def test_an_op_that_folds_is_not_reported() -> None:
    nodes = [node("Range", ["a", "b", "d"], ["rng"]), node("Cast", ["rng"], ["rf"], to=FLOAT), node("Add", ["x", "rf"])]
    inits = {"a": np.array(0, np.int64), "b": np.array(3, np.int64), "d": np.array(1, np.int64)}
    check(make_model(nodes, [("x", FLOAT, (2, 3))], ["y"], inits), {"x": randn(2, 3)})


# SpaceToDepth's CRD mode (opset 28), and int8 weights in every weight form.


@pytest.mark.parametrize("mode", ["DCR", "CRD"])
def test_space_to_depth_modes(mode: str) -> None:
    model = make_model([node("SpaceToDepth", ["x"], blocksize=2, mode=mode)], [("x", FLOAT, (1, 3, 4, 6))], ["y"], opset=28)
    check(model, {"x": randn(1, 3, 4, 6)}, evaluator="onnx", tol=0.0)


@pytest.mark.parametrize("weights", ["args", "resource", "none"])
def test_int8_weights_in_every_weight_form(weights: str) -> None:
    inits = {"wq": int8_weight(4, 3, 1, 1), "ws": np.array(0.02, np.float32)}
    nodes = [node("DequantizeLinear", ["wq", "ws"], ["w"]), node("Conv", ["x", "w"], ["y"])]
    model = make_model(nodes, [("x", FLOAT, (1, 3, 4, 4))], ["y"], inits, opset=13)
    result = convert_onnx(model, keep_fp32=True, weights=weights)  # type: ignore[arg-type]  # a WeightMode name from the parametrization
    conv = next(op for op in result.module.walk() if op.name == "anec.convolution")
    assert str(conv.weights.type) == "tensor<4x3x1x1xi8>"
    if weights == "args":
        assert [w.dtype for w in result.weights.values()] == [np.int8]
        x = randn(1, 3, 4, 4)
        got = run(result.module, [x, *result.weights.values()])[0]
        np.testing.assert_allclose(got, reference(model, {"x": x})[0], rtol=1e-5, atol=1e-6)


def test_known_quantize_dequantize_fold_in_numpy() -> None:
    """Opset 13 QDQ of a constant (the reference evaluator has no kernel): folded in numpy, per axis."""
    inits = {"c": randn(2, 3, 4), "s": np.array([0.02, 0.05, 0.1], np.float32), "z": np.array([7, 0, 200], np.uint8)}
    nodes = [*qdq("c", "s", "z", "cd", axis=1), node("Add", ["x", "cd"])]
    model = make_model(nodes, [("x", FLOAT, (2, 3, 4))], ["y"], inits, opset=13)
    module = check(model, {"x": randn(2, 3, 4)}, tol=0.0)
    assert [n for n in op_names(module) if n != "anec.constant"] == ["anec.add"]
