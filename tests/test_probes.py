"""The probe kit of `anec-calibrate --probes` (docs/calibration.md): its
workloads are the calibration set's, its CSV reads back as the rows the fit
builds, it identifies the parameters, and its models are the workloads.
How well a chip calibrated from its rows of the kit predicts its other rows
is checked with the other accuracy goals (tests/test_fidelity_goals.py)."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

from anec.cost.analytic import Mode, estimate_module
from anec.calibration.rows import Row, buildable, load_csv, load_jsonl, row_module
from anec.calibration.probes import KIT_FAMILIES, Probe, closest_rows, csv_template, load_kit, write_kit

ROOT = Path(__file__).resolve().parent.parent
MEASUREMENTS = ROOT / "data" / "measurements"

@pytest.fixture(scope="module")
def kit() -> tuple[Probe, ...]:
    return load_kit()


@pytest.fixture(scope="module")
def calibration_rows() -> list[Row]:
    return [r for name in ("ane_latency.jsonl", "ane_latency_more_chips.jsonl") for r in load_jsonl(MEASUREMENTS / name)]


def test_probes_are_workloads_of_the_calibration_set(kit, calibration_rows):
    by_id = {r.id: r for r in calibration_rows}
    assert 10 <= len(kit) <= 25
    assert len({p.id for p in kit}) == len(kit)
    for probe in kit:
        source = by_id[probe.source]
        assert (source.op, source.execution, source.dtype, dict(source.params)) == (probe.op, probe.execution, probe.dtype, dict(probe.params))
        assert probe.pins, probe.id


def test_every_parameter_is_pinned_or_named_unidentified(kit):
    """Each parameter the kit identifies is among some probe's `pins`, or the
    kit's header names it as moved by no workload on some target."""
    from devtools.probe_kit import KIT, identified

    header = "\n".join(line for line in KIT.read_text().splitlines() if line.startswith("#"))
    pinned = {name for probe in kit for name in probe.pins}
    assert all(name in pinned or name in header for name in identified()), [n for n in identified() if n not in pinned]
    assert all(probe.op.split("(")[0] in KIT_FAMILIES for probe in kit)


def test_csv_template_reads_back_as_the_probes(kit, tmp_path):
    text = csv_template(kit)
    header, *lines = text.splitlines()
    assert header.startswith("id,op,execution,dtype,statistic,measured_us,")
    timed = "\n".join([header, *(line.replace(",min,,", ",min,123.5,", 1) for line in lines)]) + "\n"
    path = tmp_path / "timings.csv"
    path.write_text(timed)
    rows = load_csv(path, "h16g")
    assert [r.id for r in rows] == [p.id for p in kit]
    for row, probe in zip(rows, kit):
        assert (row.op, row.execution, row.dtype, dict(row.params), row.measured_us, row.statistic) == (
            probe.op,
            probe.execution,
            probe.dtype,
            dict(probe.params),
            123.5,
            "min",
        )
    built, skipped = buildable(rows)
    assert not skipped and len(built) == len(kit)


def test_sensitivities_of_the_kit_have_full_rank_on_h17s(kit):
    """The kit's estimates move independently with every parameter a workload
    of the calibration set moves on h17s (devtools.probe_kit's criterion)."""
    from devtools.probe_kit import identified, rank, sensitivities, unidentified

    names = identified()
    rows = [p.row("h17s") for p in kit]
    jacobian = sensitivities(rows, "h17s", names)
    missing = unidentified(jacobian, list(range(len(rows))), names)
    assert rank(jacobian) == len(names) - len(missing)
    assert len(missing) <= 3, missing


def test_closest_rows_prefers_the_same_workload_then_the_nearest_shape():
    probe = Probe("p", "conv", "single_dispatch", "fp16", {"k": 3, "cin": 64, "cout": 64, "h": 32, "w": 32, "stride": 1, "pad": 1}, "r", ("conv_tflops",))
    same = Row("same", "conv", dict(probe.params), "h13", 100.0)
    near = Row("near", "conv", {**probe.params, "cin": 128, "cout": 128}, "h13", 100.0)
    far = Row("far", "conv", {**probe.params, "cin": 512, "cout": 512}, "h13", 100.0)
    other = Row("other", "softmax", {"shape": [64, 256], "axis": -1}, "h13", 100.0)
    assert closest_rows([probe], [far, near, same, other])["p"].id == "same"
    assert closest_rows([probe], [far, near, other])["p"].id == "near"
    assert closest_rows([probe], [other]) == {}
    int8 = Row("int8", "conv", dict(probe.params), "h13", 100.0, dtype="int8 weights")
    assert closest_rows([probe], [int8]) == {}
    # A vector probe takes another one-pass vector op where its family was not measured.
    total = Probe("t", "reduction(sum)", "single_dispatch", "fp16", {"axis": -1, "keepdims": False, "kind": "sum", "shape": [4096, 4096]}, "r", ("vector_gbps",))
    relus = [Row(f"relu{n}", "elementwise(relu)", {"kind": "relu", "shape": [n, 4096]}, "h16g", 100.0) for n in (256, 2048, 8192)]
    assert closest_rows([total], [*relus, other])["t"].id == "relu2048"


def test_timing_script_writes_the_minimum_call_whole(tmp_path, kit):
    import importlib.util

    spec = importlib.util.spec_from_file_location("time_probes", ROOT / "calibration" / "time_probes.py")
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    chosen = kit[:2]
    (tmp_path / "models").mkdir()
    for p in chosen:
        (tmp_path / "models" / f"{p.id}.mlpackage").mkdir()
    (tmp_path / "probes.csv").write_text(csv_template(chosen))
    calls = []

    class Model:
        def __init__(self, path):
            self.path = path

        def get_spec(self):
            shape = SimpleNamespace(shape=[2, 3])
            return SimpleNamespace(description=SimpleNamespace(input=[SimpleNamespace(name="x", type=SimpleNamespace(multiArrayType=shape))]))

        def predict(self, inputs):
            assert inputs["x"].shape == (2, 3) and inputs["x"].dtype == np.float16
            calls.append(self.path.name)

    out = tmp_path / "timings.csv"
    assert script.run(tmp_path / "probes.csv", out, warmup=2, calls=3, load=Model, log=lambda _: None) == 0
    assert len(calls) == 2 * 5
    rows = load_csv(out, "h13")
    assert [r.id for r in rows] == [p.id for p in chosen]
    assert all(0 < r.measured_us < 1e6 and r.statistic == "min" for r in rows)
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]
    # A timed line is kept on a second run: nothing is called again.
    calls.clear()
    assert script.run(out, tmp_path / "again.csv", warmup=1, calls=1, load=Model, log=lambda _: None) == 0
    assert calls == []


SMALL = [
    Probe("conv", "conv", "single_dispatch", "fp16", {"batch": 1, "cin": 16, "cout": 32, "groups": 1, "h": 16, "k": 3, "pad": 1, "relu": True, "stride": 2, "w": 16}, "-", ("conv_tflops",)),
    Probe("stack", "conv_stack", "fused_program", "fp16", {"batch": 1, "cin": 8, "cout": 8, "first_cin": 4, "groups": 1, "h": 16, "k": 3, "n": 3, "pad": 1, "relu": True, "relu_last": False, "stride": 1, "w": 16}, "-", ("fused_tflops",)),
    Probe("gemm", "matmul", "single_dispatch", "fp16", {"batch": 1, "k": 256, "m": 64, "n": 128}, "-", ("matmul_tflops",)),
    Probe("gelu", "elementwise(gelu)", "single_dispatch", "fp16", {"kind": "gelu", "shape": [64, 256]}, "-", ("vector_gbps",)),
    Probe("sum", "reduction(sum)", "single_dispatch", "fp16", {"axis": -1, "keepdims": False, "kind": "sum", "shape": [64, 256]}, "-", ("vector_gbps",)),
    Probe("softmax", "softmax", "single_dispatch", "fp16", {"axis": -1, "shape": [64, 256]}, "-", ("vector_gflops",)),
    Probe("ln", "layer_norm", "single_dispatch", "fp16", {"affine": True, "axis": -1, "shape": [64, 256]}, "-", ("norm_gflops",)),
    *(
        Probe(f"w{i}", "linear", "single_dispatch", dtype, {"batch": 1, "k": 512, "m": 4, "n": 256}, "-", ("weight_gbps",))
        for i, dtype in enumerate(("int8 weights", "int4-LUT weights", "sparse weights (~68% zeros)", "int4 (group 64)"))
    ),
]
"""One small probe of each family and weight storage the kit may hold."""


def test_kit_models_are_the_workloads_their_rows_describe(tmp_path):
    """Every family's Core ML program and ONNX file, imported and compiled as
    the device's compiler compiles a model, estimate what the CSV row the fit
    builds estimates: the kit times what anec-calibrate fits."""
    pytest.importorskip("coremltools", reason="the kit's models are Core ML programs (pip install coremltools)")
    from anec.frontend.coreml import convert_coreml
    from anec.frontend.onnx import convert_onnx
    from anec.calibration.rows import build_as_fitted
    from anec.tools.ir_io import anec_context

    written = write_kit(tmp_path / "kit", SMALL)
    names = {p.relative_to(tmp_path / "kit").as_posix() for p in written if "mlpackage/" not in p.as_posix()}
    assert {"probes.csv", "time_probes.py", "README.md", *(f"models/{p.id}.onnx" for p in SMALL)} <= names
    assert not [p for p in tmp_path.iterdir() if p.name != "kit"]
    for probe in SMALL:
        row = probe.row("h17s")
        want = estimate_module(row_module(row), "h17s", Mode.REFINED).latency_us
        for result in (
            convert_onnx(str(tmp_path / "kit" / "models" / f"{probe.id}.onnx"), weights="none"),
            convert_coreml(tmp_path / "kit" / "models" / f"{probe.id}.mlpackage", weights="none"),
        ):
            build_as_fitted(anec_context(), result.module, "h17s", compiled=True)
            got = estimate_module(result.module, "h17s", Mode.REFINED).latency_us
            assert got == pytest.approx(want, rel=0.02), probe.id


def test_calibrate_probes_refuses_an_existing_folder_and_mixed_arguments(tmp_path, capsys):
    from anec.tools.anec_calibrate import main

    (tmp_path / "kit").mkdir()
    assert main(["--probes", str(tmp_path / "kit")]) == 1
    assert "it exists; give a new folder" in capsys.readouterr().err
    assert main(["--probes", str(tmp_path / "new"), "--target", "h13"]) == 1
    assert "--probes writes the kit only; drop --target" in capsys.readouterr().err
    assert main(["timings.csv"]) == 1
    assert "fitting needs --target, -o" in capsys.readouterr().err
    assert not (tmp_path / "new").exists()


def test_a_compressed_row_too_large_to_make_is_refused(tmp_path):
    """A CSV row's compressed weights are made in memory: one larger than an
    ONNX initializer may be is a located error, not a crash."""
    from anec.calibration.rows import RowError

    path = tmp_path / "big.csv"
    path.write_text("op,k,m,n,dtype,measured_us\nlinear,1048576,1,1048576,int8 weights,100\n")
    with pytest.raises(RowError, match=r"big\.csv:2: a 1048576 x 1048576 weight stored as 'int8 weights' is .* at most 2147483648"):
        load_csv(path, "h17s")
