"""
The refined model's accuracy goals across chips (docs/cost-model.md,
"Every chip"; docs/fidelity.md has the full tables). `make fidelity` writes
every built row's error in every column to docs/fidelity/errors.json; this
file checks that those errors are the stored fit's (the in-sample errors
recomputed from cost/refined.toml, and one chip's leave-one-chip-out
prediction refitted), then checks the goals on them:

- leave-one-source-out median absolute error <= 10% overall, <= 15% on every chip;
- leave-one-chip-out median <= 25% on every chip (the A14 through its networks);
- whole networks <= 20% (leave-one-network-family-out);
- refined closer than seed on every chip, and on every op family with >= 5 rows;
- a chip calibrated from its rows of the probe kit alone (docs/calibration.md)
  predicts its other rows within 15% (median), on each chip with operator rows;
- the workloads that carry the error (convolutions on large feature maps, large
  GEMMs, streaming ops past the working set, multi-dispatch programs:
  `devtools.fidelity.heavy_workload`) within 20% leave-one-source-out on every
  chip with such rows.

A goal the model does not reach yet is marked `xfail(strict=True)` with the
figure it stands at, so reaching it fails the mark and the mark must go.
"""

from __future__ import annotations

import json
import statistics

import pytest

from anec.cost.refined import prior_weight
from anec.calibration.rows import Prepared, buildable, fit_tiers, median_excess, predicted, samples
from devtools.fidelity import ERRORS, HEAVY_GOAL, HEAVY_WORKLOADS, heavy_workload, read_rows

STORED = json.loads(ERRORS.read_text())["rows"]
CHIPS = sorted({r["chip"] for r in STORED.values()})


def median_abs(values: list[float]) -> float:
    return statistics.median(abs(v) for v in values)


def column(name: str, chip: str | None = None, family: str | None = None) -> list[float]:
    return [r[name] for r in STORED.values() if name in r and chip in (None, r["chip"]) and family in (None, r["family"])]


@pytest.fixture(scope="module")
def prepared() -> Prepared:
    rows = read_rows()
    built, _ = buildable(rows)
    excess, _ = median_excess(rows)
    return Prepared.of(built, samples(built, median_excess_us=excess))


def test_the_stored_errors_are_the_stored_fits(prepared: Prepared) -> None:
    """The in-sample column is cost/refined.toml's: each tier's values on its
    reference target, back to efficiencies, predict every row as stored."""
    from anec.cost.refined import efficiencies, load_refined
    from anec.cost.targets import get_target

    assert set(STORED) == {r.id for r in prepared.rows}
    table = {tier: efficiencies(fit.values(), get_target(fit.target)) for tier, fit in load_refined().items()}
    errors = predicted(prepared, [True] * len(prepared.rows), table)
    for rid, error in errors.items():
        assert error == pytest.approx(STORED[rid]["refined"], abs=2e-4), rid


def test_leave_one_chip_out_is_reproduced_for_the_m4(prepared: Prepared) -> None:
    """The M4's rows predicted by a fit on every other chip's rows, as stored."""
    held = prepared.mask(lambda r: r.chip == "M4")
    errors = predicted(prepared, held, fit_tiers(prepared, ~held, prior_weight()).every_tier())
    assert len(errors) == 15
    for rid, error in errors.items():
        assert error == pytest.approx(STORED[rid]["loco"], abs=2e-3), rid


def test_few_shot_calibration_is_reproduced_for_the_m4(prepared: Prepared) -> None:
    """The M4 calibrated from its rows of the probe kit (starting from the fit
    without it) predicts its other rows as stored."""
    from devtools.fidelity import probe_calibration

    calibration = probe_calibration(prepared, "M4", prior_weight())
    assert calibration.matched == json.loads(ERRORS.read_text())["probe_rows"]["M4"]
    assert len(calibration.errors) >= 5
    for rid, error in calibration.errors.items():
        assert error == pytest.approx(STORED[rid]["probe"], abs=2e-3), rid


def gap(reason: str):
    """A goal the model does not reach yet, with where it stands (docs/fidelity.md)."""
    return pytest.mark.xfail(strict=True, reason=reason)


LOSO_OVERALL = 0.10
LOSO_CHIP = 0.15
LOCO_CHIP = 0.25
NETWORKS = 0.20
FAMILY_ROWS = 5


def test_leave_one_source_out_overall() -> None:
    value = median_abs(column("loso"))
    assert value <= LOSO_OVERALL, f"leave-one-source-out {value:.1%} > {LOSO_OVERALL:.0%}"


@pytest.mark.parametrize("chip", CHIPS)
def test_leave_one_source_out_on_every_chip(chip: str) -> None:
    value = median_abs(column("loso", chip))
    assert value <= LOSO_CHIP, f"{chip}: leave-one-source-out {value:.1%} > {LOSO_CHIP:.0%}"


FEW_SHOT = 0.15
PROBE_CHIPS = sorted({r["chip"] for r in STORED.values() if "probe" in r})


@pytest.mark.parametrize("chip", PROBE_CHIPS)
def test_few_shot_calibration_on_every_chip(chip: str) -> None:
    assert PROBE_CHIPS == ["M1", "M1 Max", "M4", "M5 Pro"]
    value = median_abs(column("probe", chip))
    assert value <= FEW_SHOT, f"{chip}: calibrated from the probe kit {value:.1%} > {FEW_SHOT:.0%}"


@pytest.mark.parametrize("chip", CHIPS)
def test_leave_one_chip_out_on_every_chip(chip: str) -> None:
    value = median_abs(column("loco", chip))
    assert value <= LOCO_CHIP, f"{chip}: leave-one-chip-out {value:.1%} > {LOCO_CHIP:.0%}"


def test_whole_networks_leave_one_family_out() -> None:
    """The A14's networks: a source is a paper's repository, one family each."""
    value = median_abs(column("loso", "A14"))
    assert value <= NETWORKS, f"networks {value:.1%} > {NETWORKS:.0%}"


@pytest.mark.parametrize("chip", CHIPS)
def test_refined_is_closer_than_seed_on_every_chip(chip: str) -> None:
    for mode in ("refined", "loso", "loco"):
        assert median_abs(column(mode, chip)) < median_abs(column("seed", chip)), (chip, mode)


FAMILIES = sorted({(r["chip"], r["family"]) for r in STORED.values() if len(column("seed", r["chip"], r["family"])) >= FAMILY_ROWS})
FAMILY_GAPS: dict[tuple[str, str], str] = {}


def test_the_families_with_five_rows() -> None:
    assert len(FAMILIES) >= 10


@pytest.mark.parametrize("chip, family", [pytest.param(*k, marks=gap(FAMILY_GAPS[k])) if k in FAMILY_GAPS else k for k in FAMILIES])
def test_refined_is_closer_than_seed_on_every_family_with_five_rows(chip: str, family: str) -> None:
    seed = median_abs(column("seed", chip, family))
    refined = median_abs(column("loso", chip, family))
    assert refined < seed, f"{chip} {family}: leave-one-source-out {refined:.1%} is not below seed {seed:.1%}"


def test_cross_validation_on_a_dask_cluster_equals_in_process(prepared: Prepared) -> None:
    """`make fidelity WORKERS=N`: the fits of cross-validation run as tasks
    on a real dask.distributed LocalCluster and give the in-process errors
    (the two chips of the A16 tier, leave-one-chip-out: two fits)."""
    import dataclasses

    import numpy as np

    from anec.calibration.rows import cross_validated
    from devtools.fidelity import _mapper

    keep = prepared.mask(lambda r: r.chip in ("M4", "M1 Max"))
    rows = [r for r, k in zip(prepared.rows, keep) if k]
    small = Prepared(tuple(rows), prepared.batch.subset(keep), tuple(np.array(prepared.tiers)[keep]), prepared.bases[keep])
    calls: list[int] = []

    def counted(f, items):
        items = list(items)
        calls.append(len(items))
        return map(f, items)

    here = cross_validated(dataclasses.replace(small, fits={}), lambda r: r.chip, prior_weight(), mapper=counted)
    assert calls == [2] and len(here) == len(rows)
    with _mapper(2) as mapper:
        there = cross_validated(dataclasses.replace(small, fits={}), lambda r: r.chip, prior_weight(), mapper=mapper)
    assert there == here


HEAVY = sorted({(r["chip"], r["workload"]) for r in STORED.values() if r["workload"]}, key=lambda k: (k[0], HEAVY_WORKLOADS.index(k[1])))
HEAVY_GAPS = {
    ("M1", "multi-dispatch fused program"): "24.6%: its decomposed attention (-38%) and conv stack (+12%)",
    ("M4", "large GEMM"): "29.5%: n=2048 and 4096 run at 4.9-5.4 TFLOP/s, n=6144 and 8192 at 3.4-3.5 (estimated 54-65% slow)",
}


def test_the_stored_workload_classes_are_recomputed(prepared: Prepared) -> None:
    assert {r.id: heavy_workload(r) for r in prepared.rows} == {rid: r["workload"] for rid, r in STORED.items()}
    assert {w for _, w in HEAVY} == set(HEAVY_WORKLOADS)


@pytest.mark.parametrize("chip, workload", [pytest.param(*k, marks=gap(HEAVY_GAPS[k])) if k in HEAVY_GAPS else k for k in HEAVY])
def test_the_workloads_that_carry_the_error_on_every_chip(chip: str, workload: str) -> None:
    values = [r["loso"] for r in STORED.values() if r["chip"] == chip and r["workload"] == workload]
    value = median_abs(values)
    assert value <= HEAVY_GOAL, f"{chip} {workload}: leave-one-source-out {value:.1%} > {HEAVY_GOAL:.0%}"
