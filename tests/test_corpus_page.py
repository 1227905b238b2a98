"""
The corpus table writer (`devtools.corpus`, docs/validation.md): row
status, what blocks a row as named in its diagnostic, and the page, on
hand-made rows (the corpus itself runs in `make validate`).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from devtools.corpus import FP16_UNIT_ROUNDOFF, never_worse, Row, Stage, blocker, cases, depth, describe, fp16_budget, load_rows, main, page, row_file


def passing(network: str = "resnet50", exporter: str = "torchscript") -> Row:
    row = Row(network, "torchvision", "1x3x112x112 (standard 224)", exporter, ops=120, seconds=12.3)
    row.stages = [
        Stage("export", "pass"),
        Stage("import", "pass"),
        Stage("verify", "pass"),
        Stage("fp32", "pass", "3.1e-06", 3.1e-6),
        Stage("fp16", "pass", "1.5e-03", 1.5e-3),
        Stage("compile h13", "pass"),
        Stage("report h13", "pass"),
        Stage("fp16 h13", "pass", "2.0e-03", 2e-3),
    ]
    row.estimates = {"h13": [2100.0, 1500.0]}
    row.refined = {"h13": [2600.0, 1900.0]}
    row.dispatches = {"h13": [53, 4]}
    row.depth = 60
    row.environment = "x86_64, Python 3.11.7; torch 2.13.0"
    return row


def test_status_orders_problems() -> None:
    row = passing()
    assert row.status == "pass" and row.first_problem is None
    row.stages.append(Stage("fp16 h17s", "unchecked", "the uncompiled fp16 output overflows (inf/NaN)"))
    assert row.status == "unchecked"
    row.stages.insert(4, Stage("compile h17s", "blocked", "error: anec-compile: anec-fuse left the module invalid"))
    assert row.status == "blocked" and row.first_problem is not None and row.first_problem.name == "compile h17s"
    row.stages.append(Stage("report h17s", "error", "internal error KeyError: 'x'"))
    assert row.status == "error"


def test_blocker_names_op_and_pass() -> None:
    assert blocker("import", "error: unsupported ONNX op 'IsNaN' (node 'x')") == "IsNaN"
    message = "error: node '/inner/embeddings/GatherElements' (GatherElements): cannot evaluate the constant node"
    assert blocker("import", message) == "GatherElements"
    assert (
        blocker("compile h13", "error: anec-compile: anec-fuse left the module invalid: 'anec.program' op operand does not dominate")
        == "anec-fuse / anec.program"
    )
    assert blocker("compile h13", "error: 'anec.gather' op is outside the engine's gather envelope") == "anec.gather"
    assert blocker("compile h13", "error: something went wrong") == ""
    message = "<anec.slice>: error: 'anec.slice' op slices the width axis at offset 768 on target h13, where ... (SPEC section 6)"
    assert blocker("compile h13", message) == "anec.slice (SPEC section 6)"


def test_describe_separates_diagnostics_from_internal_errors() -> None:
    class PassFailedException(Exception):
        pass

    assert describe(PassFailedException("anec-tile: no legal tiling\nmore")) == "error: anec-tile: no legal tiling"
    assert describe(KeyError("conv1")) == "internal error KeyError: 'conv1'"


def test_a_compiled_estimate_above_the_written_one_fails_the_row() -> None:
    """Compiling never raises the estimate, in either mode."""
    written = (2100.0, 2600.0)
    assert never_worse("h13", written, (1500.0, 2600.0 * (1 + 1e-12))).status == "pass"
    stage = never_worse("h13", written, (1500.0, 2700.0))
    assert (stage.name, stage.status) == ("never worse h13", "mismatch")
    assert stage.detail == "compiling raised the estimate: refined 2600.0 -> 2700.0 us"
    row = passing()
    row.stages.append(stage)
    row.refined = {"h13": [2600.0, 2700.0]}
    assert row.status == "mismatch"
    assert "2100 -> 1500; 2600 -> 2700 (higher); 53 -> 4" in page([row])


def test_row_round_trips_through_json() -> None:
    row = passing()
    assert Row.from_json(row.to_json()) == row


def test_page_lists_rows_and_diagnostics() -> None:
    ok = passing()
    blocked = passing("bert", "dynamo")
    blocked.source = "transformers"
    blocked.stages = [Stage("export", "pass"), Stage("import", "blocked", "error: unsupported ONNX op 'IsNaN'")]
    blocked.estimates, blocked.dispatches, blocked.ops = {}, {}, None
    text = page([blocked, ok], partial="2 of 9 rows ran")
    assert "**Partial table:** 2 of 9 rows ran" in text
    assert "2 rows: 1 pass, 1 blocked." in text
    assert "u = 0.0004883 (2^-11" in text
    lines = text.splitlines()
    resnet = next(i for i, line in enumerate(lines) if line.startswith("| resnet50 |"))
    bert = next(i for i, line in enumerate(lines) if line.startswith("| bert |"))
    assert resnet < bert  # the corpus order, not the order given
    assert "| 3.1e-06 | 1.5e-03 | 60; 3.0e-02 | ok | 2.0e-03 | 2100 -> 1500; 2600 -> 1900; 53 -> 4 |" in lines[resnet]
    assert "| **blocked** | import: IsNaN |" in lines[bert]
    assert "- **bert** (dynamo), import: `error: unsupported ONNX op 'IsNaN'`" in text
    # "A tighter check": its figures are the rows' (the blocked row has no fp16 stages).
    assert "(0.03 to 0.03 over the rows)" in text
    assert "(0 of the 1 network x target compilations; the most, 4, is resnet50-torchscript on H13)" in " ".join(lines)
    assert "exceeds the uncompiled one in 1 of 1 rows, by at most 5.0e-04 (resnet50-torchscript, budget 0.030: 2 % of it)" in " ".join(lines)


def test_cases_cover_the_corpus() -> None:
    names = {n for n, _ in cases(["torchscript", "dynamo"])}
    for network in ("resnet50", "swin_t", "deeplabv3_mobilenet_v3_large", "bert", "gpt2", "whisper_encoder", "wav2vec2", "zoo_resnet50"):
        assert network in names
    assert ("zoo_vgg19", "onnx") in cases(["torchscript", "dynamo"])
    for network in ("llama_prefill", "llama_decode", "qwen2_prefill", "qwen2_decode", "t5_encoder", "t5", "clip_text", "ssdlite", "r3d_18", "raft_small"):
        assert (network, "dynamo") in cases(["torchscript", "dynamo"])
    for form in ("qdq", "dynamic", "qoperator"):  # quantized once, from the TorchScript export
        assert [e for n, e in cases(["torchscript", "dynamo"]) if n == f"resnet18_{form}"] == ["torchscript"]
    assert len(cases(["torchscript", "dynamo"])) == 42 * 2 + 9 + 3


def test_quantum_check_counts_elements_beyond_one_output_quantum() -> None:
    import numpy as np

    from devtools.corpus import QUANTUM_SHARE, quantum_check

    want = np.zeros(2000, np.float32)
    got = want.copy()
    got[:2] = 0.1  # one quantum: within
    assert quantum_check([got], [want], 0.1)[0]
    got[:3] = 0.25  # 3 of 2000 beyond one quantum: 1.5e-3 > 1 - QUANTUM_SHARE
    ok, detail, share = quantum_check([got], [want], 0.1)
    assert not ok and share == 3 / 2000 > 1 - QUANTUM_SHARE and detail.startswith("1.5e-03 beyond one quantum (0.1)")


def test_output_quantum_is_the_scale_of_the_dequantize_that_makes_the_output() -> None:
    import numpy as np
    from onnx import TensorProto, helper, numpy_helper

    from devtools.corpus import output_quantum

    scale, zero = numpy_helper.from_array(np.array(0.05, np.float32), "s"), numpy_helper.from_array(np.array(3, np.uint8), "z")
    nodes = [helper.make_node("QuantizeLinear", ["x", "s", "z"], ["q"]), helper.make_node("DequantizeLinear", ["q", "s", "z"], ["y"])]
    graph = helper.make_graph(
        nodes, "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2])], [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2])], [scale, zero]
    )
    assert output_quantum(helper.make_model(graph)) == np.float32(0.05)
    graph.node.append(helper.make_node("Relu", ["y"], ["r"]))
    graph.output[0].name = "r"
    assert output_quantum(helper.make_model(graph)) is None  # a float output: no quantum


def test_fp16_budget_is_gamma_of_the_depth() -> None:
    u = FP16_UNIT_ROUNDOFF
    assert u == 2.0**-11
    assert fp16_budget(1) == pytest.approx(u / (1 - u))
    assert fp16_budget(100) == pytest.approx(100 * u / (1 - 100 * u))
    assert fp16_budget(0) == 0.0
    assert fp16_budget(2048) == float("inf")


def test_depth_is_the_longest_chain_of_anec_ops() -> None:
    from anec.tools.ir_io import anec_context, parse_ir

    text = """
    func.func @main(%x: tensor<1x4xf16>) -> tensor<1x4xf16> {
      %c = anec.constant dense<1.0> : tensor<1x4xf16>
      %a = anec.add %x, %c : tensor<1x4xf16>, tensor<1x4xf16> -> tensor<1x4xf16>
      %r = anec.relu %a : tensor<1x4xf16>
      %s = anec.add %r, %x : tensor<1x4xf16>, tensor<1x4xf16> -> tensor<1x4xf16>
      func.return %s : tensor<1x4xf16>
    }
    """
    module, _ = parse_ir(anec_context(), text, "<test>")
    assert depth(module) == 3


def test_pages_are_written_from_the_row_files(tmp_path: Path) -> None:
    ok = passing()
    row_file(ok.network, ok.exporter, tmp_path).write_text(json.dumps(ok.to_json()))
    assert load_rows(tmp_path) == [ok]
    out = tmp_path / "validation.md"
    assert main(["page", str(tmp_path), "-o", str(out)]) == 0
    text = out.read_text()
    assert "**Partial table:**" in text and "resnet50 (dynamo)" in text
    assert "Machine: x86_64, Python 3.11.7; torch 2.13.0." in text


def test_a_row_file_the_corpus_does_not_have_is_an_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "alexnet-torchscript.json").write_text(json.dumps(passing("alexnet").to_json()))
    out = tmp_path / "validation.md"
    assert main(["page", str(tmp_path), "-o", str(out)]) == 1
    assert "alexnet-torchscript.json: no such row in the corpus" in capsys.readouterr().err
    assert not out.exists()


def test_the_float64_evaluation_decides_where_onnxruntime_is_beyond_the_fp32_tolerance() -> None:
    """`fp32_check`: anec within 1e-5 of the float64 evaluation passes only when onnxruntime is farther than that
    from it; the float64 evaluation is the graph's own (opset 9's inference batch norm, converted to opset 14)."""
    np = pytest.importorskip("numpy")
    onnx = pytest.importorskip("onnx")
    from onnx import helper, numpy_helper

    from devtools.corpus import FP32_TOLERANCE, fp32_check

    rng = np.random.default_rng(3)
    weights = {
        "w": rng.standard_normal((4, 3, 3, 3)).astype(np.float32),
        "s": rng.uniform(0.5, 1.5, 4).astype(np.float32),
        "b": rng.standard_normal(4).astype(np.float32),
        "m": rng.standard_normal(4).astype(np.float32),
        "v": rng.uniform(0.5, 2.0, 4).astype(np.float32),
    }
    nodes = [helper.make_node("Conv", ["x", "w"], ["c"]), helper.make_node("BatchNormalization", ["c", "s", "b", "m", "v"], ["y"])]
    graph = helper.make_graph(
        nodes,
        "g",
        [helper.make_tensor_value_info("x", onnx.TensorProto.FLOAT, [1, 3, 6, 6])],
        [helper.make_tensor_value_info("y", onnx.TensorProto.FLOAT, [1, 4, 4, 4])],
        [numpy_helper.from_array(v, k) for k, v in weights.items()],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 9)])
    feeds = {"x": rng.standard_normal((1, 3, 6, 6)).astype(np.float32)}
    x, w = (a.astype(np.float64) for a in (feeds["x"], weights["w"]))
    conv = np.einsum("nchwij,ocij->nohw", np.lib.stride_tricks.sliding_window_view(x, (3, 3), axis=(2, 3)), w)
    s, b, m, v = (weights[k].astype(np.float64)[:, None, None] for k in "sbmv")
    exact = (conv - m) / np.sqrt(v + 1e-5) * s + b
    near = exact * (1 + 2e-6)  # within the tolerance of the exact value
    far = exact + 3 * FP32_TOLERANCE * np.abs(exact).max()
    ok, detail = fp32_check(model, feeds, [near], [far], 3e-5)
    assert ok and detail.startswith("3.0e-05; float64: anec 2.") and detail.endswith("ORT 3.0e-05")
    assert not fp32_check(model, feeds, [far], [near], 3e-5)[0]  # onnxruntime is the one within: anec fails
    assert not fp32_check(model, feeds, [far], [far * 1.01], 3e-5)[0]  # both beyond: no pass


def test_the_page_lists_the_rows_the_float64_evaluation_decided() -> None:
    decided = passing("fcn_resnet50")
    decided.stages[3] = Stage("fp32", "pass", "6.7e-05; float64: anec 9.8e-06, ORT 7.6e-05", 6.7e-5)
    text = page([passing(), decided])
    assert "| fcn_resnet50 | torchscript | 6.7e-05 | 9.8e-06 | 7.6e-05 | pass |" in text
    assert "Rows where onnxruntime is farther than 1e-05 from the float64 evaluation (1)" in text
    assert "No row needed the float64 evaluation." in page([passing()])
