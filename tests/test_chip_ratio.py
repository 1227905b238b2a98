"""
No cliffs without cause (docs/cost-model.md, "Chip to chip"): for every
`network` row of data/measurements/ that anec builds
(`anec.calibration.rows.buildable`), the refined estimate of the graph
compiled for H13 (M1) over the one compiled for H17s (M5 Pro) lies inside
the band of M1 / M5 Pro ratios that the calibration set measures on both
chips (`chip_ratios`): a graph is a sum of such ops, so its ratio should
fall among theirs. Every row is inside today (the vision convnet at batch 1
and 16 were outside until the refined model charged a dispatch's result
transfer, docs/cost-model.md); a row outside it is a failure.

The smallest batch of each network runs in the main suite; the larger
batches compile for seconds each and run in `make validate`.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from anec.cost.analytic import Mode, estimate_module
from anec.calibration.rows import Row, buildable, chip_ratios, load_jsonl, row_module

MEASUREMENTS = Path(__file__).resolve().parents[1] / "data" / "measurements" / "ane_latency.jsonl"


ROWS = load_jsonl(MEASUREMENTS)
BAND = chip_ratios(ROWS, "M1", "M5 Pro")
LOW, HIGH = min(BAND.values()), max(BAND.values())
NETWORKS = [r for r in buildable(ROWS)[0] if r.op == "network"]


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
