"""
No cliffs without cause (docs/cost-model.md, "Chip to chip"): for every
`network` row of ../shared/measurements/ that anec builds
(`anec.tools.calibration.buildable`), the refined estimate of the graph
compiled for H13 (M1) over the one compiled for H17s (M5 Pro) lies inside
the band of M1 / M5 Pro ratios that the calibration set measures on both
chips (`chip_ratios`): a graph is a sum of such ops, so its ratio should
fall among theirs. A row outside the band is an expected failure only where
its cause is known and stated below (strict: it fails once the cause is
gone, so the list cannot go stale).

The smallest batch of each network runs in the main suite; the larger
batches compile for seconds each and run in `make validate`.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from anec.cost.analytic import Mode, estimate_module
from anec.cost.refined import load_refined
from anec.tools.calibration import Row, buildable, chip_ratios, load_jsonl, row_module

MEASUREMENTS = Path(__file__).resolve().parents[2] / "shared" / "measurements" / "ane_latency.jsonl"

if not MEASUREMENTS.exists():  # pragma: no cover - the calibration set sits beside every checkout
    pytest.skip(f"{MEASUREMENTS} is not present", allow_module_level=True)

ROWS = load_jsonl(MEASUREMENTS)
BAND = chip_ratios(ROWS, "M1", "M5 Pro")
LOW, HIGH = min(BAND.values()), max(BAND.values())
NETWORKS = [r for r in buildable(ROWS)[0] if r.op == "network"]


def _floor_and_conv_ratios() -> str:
    fits = load_refined()
    h13, h17s = fits["h13"].params, fits["h17s"].params
    floor = h13["floor_us"].value / h17s["floor_us"].value
    conv = h17s["conv_tflops"].value / h13["conv_tflops"].value
    return (
        f"the refined fit's dispatch floors ({h13['floor_us'].value:.1f} / {h17s['floor_us'].value:.1f} us = {floor:.2f}) "
        f"and convolution rates ({h17s['conv_tflops'].value:.2f} / {h13['conv_tflops'].value:.2f} TFLOP/s = {conv:.2f}) "
        f"are each fitted on one chip's rows and put a small, floor- and convolution-bound graph above the measured {HIGH:.2f}"
    )


KNOWN = {
    "r403-serving-vision-b-1": _floor_and_conv_ratios,
    "r405-serving-vision-b-16": _floor_and_conv_ratios,
}
"""Rows whose ratio is outside the band, with the cause (docs/cost-model.md, "Chip to chip")."""


def smallest_batches(rows: list[Row]) -> set[str]:
    """The id of each network's row with the smallest batch."""
    first: dict[str, Row] = {}
    for row in rows:
        name = row.params["name"]
        if name not in first or row.params.get("batch", 1) < first[name].params.get("batch", 1):
            first[name] = row
    return {r.id for r in first.values()}


def cases() -> list[object]:
    light = smallest_batches(NETWORKS)
    params = []
    for row in NETWORKS:
        marks = []
        if row.id not in light:
            marks.append(pytest.mark.validation)
        if row.id in KNOWN:
            marks.append(pytest.mark.xfail(reason=KNOWN[row.id](), strict=True))
        params.append(pytest.param(row, id=row.id, marks=marks))
    return params


def test_the_band_is_measured_pairs() -> None:
    assert len(BAND) >= 10  # 13 pairs at the time of writing; all single ops
    assert 0.5 < LOW < 1.5 < 4 < HIGH < 5
    assert NETWORKS, "no network row of the calibration set is built"


@pytest.mark.parametrize("row", cases())
def test_network_chip_ratio_is_inside_the_measured_band(row: Row) -> None:
    latency = {}
    for target in ("h13", "h17s"):
        latency[target] = estimate_module(row_module(row, target), target, Mode.REFINED).latency_us
    ratio = latency["h13"] / latency["h17s"]
    assert LOW <= ratio <= HIGH, (
        f"{row.id}: H13 / H17s = {latency['h13']:.1f} / {latency['h17s']:.1f} us = {ratio:.2f}, "
        f"outside the measured M1 / M5 Pro band [{LOW:.2f}, {HIGH:.2f}]"
    )
