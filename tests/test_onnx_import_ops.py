"""
ONNX importer coverage beyond the one-op converters of test_onnx_import.py:
TopK, RNN/GRU/LSTM (unrolled onto `anec.recurrent_cell`), the quantized ops
(QDQ, QLinearConv, QLinearMatMul; int8 weight formats where the weights are
constant), Einsum, Attention (opset 23), shape-static If and Loop, and the
one-message report of every unsupported op. Each graph is tiny, built with
`onnx.helper`, run by onnxruntime and, imported, by the anec interpreter.
"""

from __future__ import annotations

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

FLOAT = TensorProto.FLOAT
RNG = np.random.default_rng(13)


def randn(*shape: int, scale: float = 1.0) -> np.ndarray:
    return (RNG.standard_normal(shape) * scale).astype(np.float32)


def make_model(
    nodes: Sequence[Any],
    inputs: Sequence[tuple[str, int, Sequence[int]]],
    outputs: Sequence[str],
    initializers: dict[str, np.ndarray] | None = None,
    opset: int = 17,
) -> Any:
    graph = helper.make_graph(
        list(nodes),
        "g",
        [helper.make_tensor_value_info(name, kind, shape) for name, kind, shape in inputs],
        [helper.make_empty_tensor_value_info(name) for name in outputs],
        initializer=[numpy_helper.from_array(v, k) for k, v in (initializers or {}).items()],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])
    model.ir_version = 10
    inferred = onnx.shape_inference.infer_shapes(model)
    del model.graph.output[:]
    model.graph.output.extend(inferred.graph.output)
    return model


def node(op: str, inputs: Sequence[str], outputs: Sequence[str] = ("y",), **attrs: Any) -> Any:
    return helper.make_node(op, list(inputs), list(outputs), name=f"{op.lower()}_{outputs[0]}", **attrs)


def reference(model: Any, feeds: dict[str, np.ndarray], evaluator: str = "onnxruntime") -> list[np.ndarray]:
    if evaluator == "onnx":
        return list(ReferenceEvaluator(model).run(None, feeds))
    session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
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
        ("GRU", {}, "linear_before_reset = 0 is not expressible"),
        ("LSTM", {"clip": 3.0}, "clip is not expressible"),
        ("LSTM", {"input_forget": 1}, "input_forget = 1 is not expressible"),
        ("RNN", {"activations": ["Relu"]}, r"activations \['relu'\] are not expressible"),
    ],
    ids=["gru_linear_before_reset_0", "clip", "input_forget", "relu_activation"],
)
def test_recurrent_forms_the_cell_cannot_express_are_errors(op: str, attrs: dict[str, Any], message: str) -> None:
    model, _ = recurrent_model(op, "forward", **attrs)
    with pytest.raises(OnnxImportError, match=message):
        import_onnx(model)
