"""The refined model's parameters, its fit and user calibration (`anec-calibrate`)."""

from __future__ import annotations

import csv
import dataclasses
import math
import re
import tomllib
from pathlib import Path

import pytest

from anec.cost.analytic import Mode, estimate_module, refined_dispatches
from anec.cost.fit import Batch, fit_groups, mdape, relative_errors
from anec.cost.refined import (
    CALIBRATED,
    DECODE_PARAMETERS,
    NATIVE_ATTENTION,
    PARAMETERS,
    basis,
    compute_us,
    efficiencies,
    latency_us,
    load_refined,
    load_table,
    params_for,
    parse_refined_table,
    resolve,
)
from anec.cost.targets import TargetTableError, get_target
from anec.tools import anec_calibrate, anec_report
from anec.calibration.rows import Prepared, Row, buildable, Unsupported, fit_table, fit_tiers, free_parameters, load_csv, load_jsonl, on_chip_targets, predicted, row_function, row_module, samples

ROOT = Path(__file__).resolve().parents[1]
MEASUREMENTS = ROOT / "data" / "measurements" / "ane_latency.jsonl"
EXAMPLES = sorted((ROOT / "examples").glob("*.mlir"))


@pytest.fixture(autouse=True)
def no_calibration_leaks():
    yield
    CALIBRATED.clear()
    params_for.cache_clear()


def parse_file(path: Path):
    from anec.tools.ir_io import anec_context, parse_ir

    return parse_ir(anec_context(), path.read_text(), str(path))[0]


@pytest.mark.parametrize("example", [p for p in EXAMPLES if p.stat().st_size < 200_000], ids=lambda p: p.stem)
@pytest.mark.parametrize("target", ["h13", "h17s", "h16"])
def test_dispatch_terms_give_the_estimate(example: Path, target: str) -> None:
    """The terms a fit evaluates are the estimate's own: no second model."""
    module = parse_file(example)
    expected = estimate_module(module, target, Mode.REFINED).latency_us
    assert latency_us(refined_dispatches(module, target), params_for(get_target(target))) == pytest.approx(expected, rel=1e-12)


def test_every_tier_is_fitted_on_named_rows_or_derived() -> None:
    """Every tier of the target table has parameters; the tiers with rows
    (A13: the M1 and the M1 Max; A14: the A14's networks; A16: the M4 and
    the M5 Pro) are fitted on rows of the calibration set, the others derived."""
    from anec.cost.targets import load_targets

    tiers = load_refined()
    assert set(tiers) == {t.tier for t in load_targets().values()}
    measured = ROOT / "data" / "measurements"
    ids = {r.id for f in ("ane_latency.jsonl", "ane_latency_more_chips.jsonl", "ane_networks.jsonl") for r in load_jsonl(measured / f)}
    fitted = {name for name, fit_ in tiers.items() if fit_.rows}
    assert fitted == {"A13", "A14", "A16"}
    for name, fit_ in tiers.items():
        assert set(fit_.rows) <= ids
        kinds = {fit_.params[p].provenance for p in free_parameters()}
        assert ("fitted" in kinds and kinds <= {"fitted", "derived"}) if name in fitted else kinds == {"derived"}, name
        # A fitted tier's derived parameters are the ones none of its rows depends on.
        for p in free_parameters():
            if name in fitted and fit_.params[p].provenance == "derived":
                assert fit_.params[p].note.startswith("no row of this tier depends on it"), (name, p)
    # The compressed-weight terms: fitted on the M5 Pro's rows (A16), held elsewhere.
    assert {tiers["A16"].params[p].provenance for p in DECODE_PARAMETERS} == {"fitted"}
    assert {tiers["A13"].params[p].provenance for p in DECODE_PARAMETERS} == {"derived"}
    # The native attention path: fitted on the M5 Pro's native rows (r069-r072), derived elsewhere.
    assert {tiers["A16"].params[p].provenance for p in NATIVE_ATTENTION} == {"fitted"}
    assert {tiers["A13"].params[p].provenance for p in NATIVE_ATTENTION} == {"derived"}


def test_a_target_is_its_tiers_values_times_its_basis() -> None:
    """Targets of one tier differ only by their basis: an 8-core target of
    the M1's tier has twice its rates at the same clock and the floor of its
    own clock."""
    h13, h13g = get_target("h13"), get_target("h13g")
    a, b = params_for(h13), params_for(h13g)
    for name in PARAMETERS:
        assert getattr(b, name) == pytest.approx(getattr(a, name) * basis(h13g, name) / basis(h13, name), rel=1e-12)
    assert b.conv_tflops / a.conv_tflops == pytest.approx(2 * h13g.model_clock_ghz / h13.model_clock_ghz)
    assert b.floor_us / a.floor_us == pytest.approx(h13.model_clock_ghz / h13g.model_clock_ghz)


def test_a_chip_is_its_target_in_its_socs_memory() -> None:
    """The M1 Max is H13 with the M1 Max's memory bandwidth (400 GB/s against
    the M1's 68.25, cost/chips.toml): the same engine's rates and floor, the
    activation streams faster by the memory ratio to the fitted power, the
    others unchanged (docs/cost-model.md, "The SoC around the engine")."""
    m1, m1_max = params_for(get_target("h13")), params_for(get_target("M1 Max"))
    assert params_for(get_target("M1")) == m1  # a bare target stands for its reference chip
    power = load_table().basis["vector_gbps"].exponents["memory_gbps"]
    assert 0 < power <= 1
    for name in PARAMETERS:
        ratio = (400 / 68.25) ** power if name in ("vector_gbps", "mac_activation_gbps") else 1.0
        assert getattr(m1_max, name) == pytest.approx(getattr(m1, name) * ratio, rel=1e-12), name


def test_a_chip_compiles_and_estimates_in_its_soc() -> None:
    """`anec-compile{target="M1 Max"}` keeps the chip through every stage: the
    module records it, and its estimate is the M1 Max's, which streams the
    block's activations faster than the M1 (the same engine)."""
    from anec.passes.compile import AnecCompilePass
    from anec.tools.ir_io import anec_context, load_module

    path = str(ROOT / "examples" / "transformer_encoder_block.mlir")
    totals = {}
    for chip in ("M1", "M1 Max"):
        module = load_module(anec_context(), path)
        AnecCompilePass(target=chip, mode="refined").apply(anec_context(), module)
        assert module.attributes["anec.target"].data == chip
        summary = module.attributes["anec.cost_summary"]
        assert summary.target.data == chip
        totals[chip] = summary.latency_us.data
        assert totals[chip] == pytest.approx(estimate_module(module, get_target(chip), Mode.REFINED).latency_us, rel=1e-6)
    assert totals["M1 Max"] < totals["M1"]


@pytest.mark.parametrize(
    ("mutation", "message"),
    [
        (lambda a: a.update(bogus=1), "unknown key"),
        (lambda a: a.pop("floor_us"), "missing parameter"),
        (lambda a: a.update(floor_us={"value": 1.0, "provenance": "guess"}), "provenance 'guess'"),
        (lambda a: a.update(floor_us={"value": -1.0, "provenance": "fitted"}), "must be a number from 1e-06 to 1e\\+09"),
        (lambda a: a.update(conv_tflops={"value": 0.0, "provenance": "fitted"}), "conv_tflops: value must be a number from 1e-06"),
    ],
)
def test_the_table_is_strict(mutation, message: str) -> None:
    anchor = {p: {"value": 1.0, "provenance": "fitted"} for p in PARAMETERS}
    mutation(anchor)
    with pytest.raises(TargetTableError, match=message):
        parse_refined_table({"anchors": {"h13": anchor}}, "t.toml")


def test_the_fit_recovers_known_efficiencies_of_two_tiers_at_once() -> None:
    """Rows whose 'measurements' are the model's own estimates under known
    parameters, on two tiers: the joint fit from SPEC's start recovers them
    (estimates within 2%, the M5's floor within 5%)."""
    rows = on_chip_targets([r for r in load_jsonl(MEASUREMENTS) if r.execution == "single_dispatch" and r.family in ("conv", "matmul", "elementwise", "softmax", "reduction")])
    rows = [r for r in rows if r.chip == "M5 Pro"][:40] + [r for r in rows if r.chip == "M1"][:20]
    built = samples(rows)
    truth = {
        "A16": dataclasses.replace(params_for(get_target("h17s")), conv_tflops=11.0, vector_gbps=30.0, floor_us=95.0),
        "A13": dataclasses.replace(params_for(get_target("h13")), matmul_tflops=4.0, floor_us=250.0),
    }
    reference = {"A16": get_target("h17s"), "A13": get_target("h13")}
    synthetic = []
    for row, sample in zip(rows, built):
        on = get_target(row.target)
        params = dataclasses.replace(truth[on.tier], **{p: getattr(truth[on.tier], p) * basis(on, p) / basis(reference[on.tier], p) for p in PARAMETERS})
        synthetic.append(dataclasses.replace(sample, measured_us=sample.latency_us(params)))
    data = Prepared.of(rows, synthetic)
    fitted = fit_tiers(data, [True] * len(rows), 0.0).every_tier()
    errors = predicted(data, [True] * len(rows), fitted)
    assert mdape(list(errors.values())) < 0.02
    assert fitted["A16"]["floor_us"] * basis(get_target("h17s"), "floor_us") == pytest.approx(95.0, rel=0.05)


def test_winograd4_ratio_scales_the_rate_of_f4_layers_alone() -> None:
    """An F(4x4, 3x3) layer's multiply rate is the conv rate times
    `winograd4_ratio`; a direct or F(2x2) layer's is the conv rate."""
    rows = on_chip_targets([r for r in load_jsonl(MEASUREMENTS) if r.chip == "M5 Pro" and r.family == "conv"])
    layers = [layer for s in samples(rows) for layer, _ in s.layers if layer.rate == "conv"]
    f4 = [layer for layer in layers if layer.winograd4]
    assert f4 and len(f4) < len(layers)
    params = params_for(get_target("h17s"))
    assert params.winograd4_ratio < 1
    for layer in f4:
        direct = dataclasses.replace(layer, winograd4=False)
        assert compute_us(layer, params) == pytest.approx(compute_us(direct, params) / params.winograd4_ratio, rel=1e-12)


def test_each_group_is_fitted_on_its_own_rows() -> None:
    """`cost.fit.fit_groups` searches each group on its own rows: a group's
    efficiencies are the same fitted beside another group (other rows,
    another start) as fitted alone, and the objective is the groups' sum,
    each weighted by its share of the rows."""
    import numpy as np

    chip = [r for r in load_jsonl(MEASUREMENTS) if r.chip == "M5 Pro"]
    rows = on_chip_targets([r for r in chip if r.family == "conv"][:8] + [r for r in chip if r.family == "matmul"][:8])
    built = samples(rows)
    target = get_target(rows[0].target)
    assert {r.target for r in rows} == {rows[0].target}
    conv = [r.family == "conv" for r in rows]
    start = efficiencies(params_for(target), target)
    moved = {p: v * (0.5 if p.endswith("tflops") else 2.0) for p, v in start.items()}
    groups = ["conv" if c else "matmul" for c in conv]
    bases = np.array([[basis(target, p) for p in PARAMETERS]] * len(built))
    both = fit_groups(Batch(built), groups, bases, {"conv": start, "matmul": moved}, free_parameters(), 0.01)
    alone = fit_groups(Batch([s for s, c in zip(built, conv) if c]), ["conv"] * sum(conv), bases[: sum(conv)], {"conv": start}, free_parameters(), 0.01)
    assert both.efficiencies["conv"] == alone.efficiencies["conv"]
    assert both.efficiencies["matmul"] != alone.efficiencies["conv"]
    other = fit_groups(Batch([s for s, c in zip(built, conv) if not c]), ["matmul"] * (len(conv) - sum(conv)), bases[sum(conv) :], {"matmul": moved}, free_parameters(), 0.01)
    share = sum(conv) / len(conv)
    assert both.objective == pytest.approx(share * alone.objective + (1 - share) * other.objective, rel=1e-12)


def test_a_ratio_is_fitted_only_where_rows_separate_it_from_its_rate() -> None:
    """`cost.fit.RATIO_BASE`: rows measured under a known F(4x4) ratio (0.6)
    give it back where direct and F(2x2) convolutions are among them; a group
    of F(4x4) rows alone could trade the ratio for the conv rate, so it holds
    the ratio at its start and fits the rows through the rate."""
    import numpy as np

    rows = on_chip_targets([r for r in load_jsonl(MEASUREMENTS) if r.chip == "M5 Pro" and r.family == "conv"])
    built = samples(rows)
    f4 = [any(layer.winograd4 for layer, _ in s.layers) for s in built]
    target = get_target(rows[0].target)
    assert {r.target for r in rows} == {rows[0].target} and any(f4) and not all(f4)
    truth = dataclasses.replace(params_for(target), winograd4_ratio=0.6)
    synthetic = [dataclasses.replace(s, measured_us=s.latency_us(truth)) for s in built]
    picked = synthetic + [s for s, k in zip(synthetic, f4) if k]
    groups = ["mixed"] * len(synthetic) + ["f4"] * sum(f4)
    start = efficiencies(dataclasses.replace(truth, winograd4_ratio=1.0), target)
    bases = np.array([[basis(target, p) for p in PARAMETERS]] * len(picked))
    fit = fit_groups(Batch(picked), groups, bases, {"mixed": start, "f4": start}, free_parameters(), 0.0)
    assert "winograd4_ratio" in fit.depends["mixed"]
    assert fit.efficiencies["mixed"]["winograd4_ratio"] == pytest.approx(0.6, rel=0.05)
    assert "winograd4_ratio" not in fit.depends["f4"] and "conv_tflops" in fit.depends["f4"]
    assert fit.efficiencies["f4"]["winograd4_ratio"] == 1.0
    f4_rows = Batch([s for s, k in zip(synthetic, f4) if k])
    table = np.array([[fit.efficiencies["f4"][p] * basis(target, p) for p in PARAMETERS]] * len(f4_rows))
    assert list(f4_rows.latency_us(table)) == pytest.approx(list(f4_rows.measured), rel=0.02)


def test_the_batch_evaluates_every_sample_as_the_model_does() -> None:
    """`cost.fit.Batch` (numpy, all rows at once) gives each row's own estimate."""
    import numpy as np

    rows, _ = buildable(on_chip_targets(load_jsonl(MEASUREMENTS)[:60]))
    built = samples(rows)
    params = [params_for(get_target(r.target)) for r in rows]
    table = np.array([[getattr(p, name) for name in PARAMETERS] for p in params])
    expected = [s.latency_us(p) for s, p in zip(built, params)]
    assert list(Batch(built).latency_us(table)) == pytest.approx(expected, rel=1e-12)


def write_csv(path: Path, rows: list[Row]) -> None:
    fields = sorted({k for r in rows for k in r.params if k not in ("description",)})
    with path.open("w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["id", "op", "execution", "dtype", *fields, "measured_us"])
        for r in rows:
            cells = []
            for f in fields:
                v = r.params.get(f)
                cells.append("" if v is None else "x".join(map(str, v)) if isinstance(v, list) else str(v).lower() if isinstance(v, bool) else v)
            writer.writerow([r.id, r.op, r.execution, r.dtype, *cells, r.measured_us])


def test_calibrating_a_chip_on_its_rows_fits_them_and_serves_every_tool(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The M1 rows of the calibration set, written as a user's CSV, calibrate
    h13: the fit starts from the table and does not give up accuracy on
    them; the file then serves every tool that takes a target, and moves the
    targets of the M1's tier by their basis."""
    rows = [r for r in on_chip_targets(load_jsonl(MEASUREMENTS)) if r.chip == "M1" and r.execution == "single_dispatch"]
    timings, out = tmp_path / "m1.csv", tmp_path / "m1.toml"
    write_csv(timings, rows)
    assert anec_calibrate.main([str(timings), "--target", "M1", "-o", str(out)]) == 0
    report = capsys.readouterr().out
    assert f"{len(rows)} timings on M1" in report  # the chip it was given, whose SoC the fit is in
    built = samples(rows)
    stored = params_for(get_target("h13"))
    target = resolve(str(out))
    assert target.name == "h13"
    recovered = params_for(target)
    assert mdape(relative_errors(built, recovered)) <= mdape(relative_errors(built, stored)) + 1e-9
    # A calibration that differs is what the refined mode then uses, here and on the tier's other targets.
    text = re.sub(r"^floor_us = \{ value = [0-9.e+-]+", "floor_us = { value = 500.0", out.read_text(), flags=re.M)
    out.write_text(text)
    CALIBRATED.clear()
    assert resolve(str(out)).name == "h13"
    assert params_for(get_target("h13")).floor_us == 500.0
    assert params_for(get_target("h13g")).floor_us == pytest.approx(500.0 * get_target("h13").model_clock_ghz / get_target("h13g").model_clock_ghz)
    example = ROOT / "examples" / "resnet_basic_block.mlir"
    assert anec_report.main([str(example), "--target", str(out), "--mode", "refined"]) == 0
    assert "target h13" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("op,k\nconv,3\n", "missing column(s) measured_us"),
        ("op,measured_us\nconv,fast\n", "m.csv:2: measured_us 'fast' is not a number"),
        ("op,measured_us\nconv,-3\n", "must be a positive number"),
        ("op,measured_us,cin\nconv,100,64\n", "needs the shape field"),
        ("op,measured_us\nwarp_drive,100\n", "op family 'warp_drive' is not built"),
        ("op,measured_us,statistic\nconv,100,mean\n", "m.csv:2: statistic 'mean'; expected min or median"),
    ],
)
def test_calibrate_rejects_bad_timings_without_output(tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, message: str) -> None:
    timings, out = tmp_path / "m.csv", tmp_path / "out.toml"
    timings.write_text(content)
    assert anec_calibrate.main([str(timings), "--target", "h13", "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err
    assert not out.exists()


@pytest.mark.parametrize(
    ("output", "message"),
    [
        ("m.csv", "cannot write '{tmp}/m.csv': it is the input file"),
        ("nodir/out.toml", "cannot write '{tmp}/nodir/out.toml': no such directory"),
        (".", "': it is a directory"),
    ],
)
def test_calibrate_refuses_an_unwritable_output_before_fitting(tmp_path: Path, capsys: pytest.CaptureFixture[str], output: str, message: str) -> None:
    """The output is checked before any work: nothing is fitted or printed,
    the input CSV is never overwritten, and no file appears."""
    timings = tmp_path / "m.csv"
    content = "op,k,cin,cout,h,w,stride,pad,measured_us\nconv,3,256,256,28,28,1,1,507\n"
    timings.write_text(content)
    assert anec_calibrate.main([str(timings), "--target", "M1", "-o", str(tmp_path / output)]) == 1
    captured = capsys.readouterr()
    assert message.format(tmp=tmp_path) in captured.err and "Traceback" not in captured.err
    assert captured.out == ""
    assert timings.read_text() == content
    assert sorted(p.name for p in tmp_path.iterdir()) == ["m.csv"]


def test_calibrate_reads_utf8_csv_and_refuses_binary(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A CSV saved with a byte-order mark (as spreadsheets export it) reads as
    without one; a file that is not UTF-8 text is a one-line error, exit 1."""
    plain = "op,k,cin,cout,h,w,stride,pad,measured_us\nconv,3,256,256,28,28,1,1,507\n"
    (tmp_path / "bom.csv").write_bytes(b"\xef\xbb\xbf" + plain.encode())
    (tmp_path / "plain.csv").write_text(plain)
    (bom,), (same,) = load_csv(tmp_path / "bom.csv", "h13"), load_csv(tmp_path / "plain.csv", "h13")
    assert (bom.op, bom.params, bom.measured_us) == (same.op, same.params, same.measured_us) == ("conv", same.params, 507.0)
    assert same.params["cin"] == 256
    binary, out = tmp_path / "bin.csv", tmp_path / "out.toml"
    binary.write_bytes(b"op,measured_us\n\xd0\xff,1\n")
    assert anec_calibrate.main([str(binary), "--target", "h13", "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert err == f"anec-calibrate: error: {binary} is not UTF-8 text (byte 0xd0 at offset 15)\n"
    assert not out.exists()


def test_report_warns_that_a_calibration_file_does_not_change_seed_mode(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A calibration file holds refined-mode parameters: in seed mode (the
    default) anec-report says so instead of silently ignoring them."""
    timings, calibrated = tmp_path / "m.csv", tmp_path / "my-m1.toml"
    timings.write_text("op,k,cin,cout,h,w,stride,pad,measured_us\nconv,3,256,256,28,28,1,1,507\n")
    assert anec_calibrate.main([str(timings), "--target", "M1", "-o", str(calibrated)]) == 0
    capsys.readouterr()
    example = str(ROOT / "examples" / "resnet_basic_block.mlir")
    try:
        assert anec_report.main([example, "--target", str(calibrated)]) == 0
        seed = capsys.readouterr()
        assert seed.err == (
            f"anec-report: warning: '{calibrated}' calibrates the refined mode; "
            "mode seed estimates with h13's SPEC figures (add --mode refined)\n"
        )
        assert anec_report.main([example, "--target", "M1"]) == 0  # the file keeps the chip it was calibrated on
        assert capsys.readouterr().out == seed.out
        assert anec_report.main([example, "--target", str(calibrated), "--mode", "refined"]) == 0
        assert capsys.readouterr().err == ""
    finally:
        CALIBRATED.clear()


def test_csv_cells_and_unbuildable_rows(tmp_path: Path) -> None:
    timings = tmp_path / "t.csv"
    timings.write_text("op,measured_us,shape,relu,execution\nelementwise(relu),120.5,256x4096,true,\nsoftmax,90,64x256,,other\n")
    first, second = load_csv(timings, "h17s")
    assert first.params == {"shape": [256, 4096], "relu": True} and first.target == "h17s"
    assert "anec.relu" in row_function(first)
    with pytest.raises(Unsupported, match="several dispatches"):
        row_function(second)
    module = row_module(first)
    assert estimate_module(module, "h17s", Mode.REFINED).dispatches == 1


def test_a_calibration_file_must_name_its_target(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("[anchors.h13]\n")
    with pytest.raises(TargetTableError, match=r"\[calibration\]"):
        resolve(str(bad))
    missing = tmp_path / "missing.toml"
    with pytest.raises(TargetTableError) as refused:
        resolve(str(missing))
    assert str(refused.value) == f"cannot read calibration file '{missing}': No such file or directory"
    (tmp_path / "broken.toml").write_text("[calibration\n")
    with pytest.raises(TargetTableError, match=r"^cannot read calibration file '.*broken.toml': Expected"):
        resolve(str(tmp_path / "broken.toml"))
    assert math.isfinite(params_for(get_target("h13")).floor_us)


def test_a_median_row_is_compared_with_the_estimate_plus_the_median_excess(tmp_path: Path) -> None:
    """The model estimates the minimum call; `p50=...us` in a min row's notes
    gives the median of the same calls, and the median of p50 - min is what
    a median row adds to the estimate (docs/cost-model.md)."""
    from anec.cost.refined import median_excess_us
    from anec.calibration.rows import excess_us, median_excess

    lines = [
        '{"id": "a", "op": "elementwise(relu)", "params": {"shape": [64, 256]}, "target": "h17s", "measured_us": 70.0, "source": "s", "statistic": "min", "notes": "min over 40 reps; p50=90.0us cv=3%"}',
        '{"id": "b", "op": "elementwise(relu)", "params": {"shape": [256, 1024]}, "target": "h17s", "measured_us": 100.0, "source": "s", "statistic": "min", "notes": "p50=110.5us"}',
        '{"id": "c", "op": "elementwise(relu)", "params": {"shape": [256, 1024]}, "target": "h17s", "measured_us": 100.0, "source": "s", "statistic": "min", "notes": "p50=130us"}',
        '{"id": "d", "op": "elementwise(relu)", "params": {"shape": [256, 1024]}, "target": "h17s", "measured_us": 125.0, "source": "t", "statistic": "median"}',
        '{"id": "e", "op": "elementwise(relu)", "params": {"shape": [256, 1024]}, "target": "h17s", "measured_us": 125.0, "source": "t", "statistic": "median", "notes": "p50=125.0us"}',
    ]
    path = tmp_path / "rows.jsonl"
    path.write_text("\n".join(lines) + "\n")
    rows = load_jsonl(path)
    assert [r.p50_us for r in rows] == [90.0, 110.5, 130.0, None, 125.0]
    assert median_excess(rows) == (20.0, ["a", "b", "c"])  # a median row's own p50 is not a pair
    assert [excess_us(r, 20.0) for r in rows] == [0.0, 0.0, 0.0, 20.0, 20.0]
    built = samples(rows[2:4], median_excess_us=20.0)
    params = params_for(get_target("h17s"))
    assert built[1].latency_us(params) == pytest.approx(built[0].latency_us(params) + 20.0)
    # The table holds the value make fidelity derived, with its rows.
    assert median_excess_us() > 0
    text = fit_table({}, {}, "# t", 0.01, (20.0, ["a", "b", "c"]))
    entry = tomllib.loads(text)["fit"]["median_excess_us"]
    assert entry == {"value": 20.0, "provenance": "fitted", "note": entry["note"], "rows": ["a", "b", "c"]}
    assert median_excess_us.__wrapped__(_write(tmp_path / "t.toml", text)) == 20.0
    # A user's CSV says which its timings are; min when it does not.
    timings = _write(tmp_path / "m.csv", "op,shape,measured_us,statistic\nelementwise(relu),64x256,80,\nelementwise(relu),64x256,100,median\n")
    assert [r.statistic for r in load_csv(timings, "h17s")] == ["min", "median"]


def _write(path: Path, text: str) -> Path:
    path.write_text(text)
    return path
