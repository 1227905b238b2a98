"""
The cross-chip latency table (SPEC section 7): every bundled example on all
28 targets in both modes, held as a regression file so that a model change
cannot move an estimate silently. After an intended model change, regenerate
it and review the diff:

    ANEC_REGENERATE=1 .venv/bin/python -m pytest tests/test_cross_chip.py
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from anec.cost.analytic import Mode
from anec.cost.report import analyze_all
from anec.cost.targets import load_targets
from anec.tools.ir_io import anec_context, load_module

ROOT = Path(__file__).resolve().parent.parent
TABLE = ROOT / "tests" / "data" / "cross_chip_latency.json"
EXAMPLES = sorted((ROOT / "examples").glob("*.mlir"))


def current_table() -> dict[str, dict[str, dict[str, object]]]:
    ctx = anec_context()
    table: dict[str, dict[str, dict[str, object]]] = {}
    for example in EXAMPLES:
        module = load_module(ctx, str(example))
        for report in analyze_all(module, list(load_targets().values()), list(Mode)):
            table.setdefault(example.stem, {})[f"{report.target.name}/{report.mode.value}"] = {
                "total_latency_us": round(report.total_latency_us, 6),
                "dispatches": report.dispatches,
                "op_latency_us": [round(row.latency_us, 6) for row in report.ops],
            }
    return table


@pytest.fixture(scope="module")
def table() -> dict[str, dict[str, dict[str, object]]]:
    return current_table()


def test_cross_chip_table_is_unchanged(table: dict[str, dict[str, dict[str, object]]]) -> None:
    if os.environ.get("ANEC_REGENERATE"):
        TABLE.write_text(json.dumps(table, indent=1, sort_keys=True) + "\n")
    expected = json.loads(TABLE.read_text())
    assert sorted(expected) == sorted(table), "the set of examples changed: regenerate the table"
    for example, rows in expected.items():
        for key, row in rows.items():
            now = table[example][key]
            where = f"{example} on {key} moved"
            assert now["dispatches"] == row["dispatches"], where
            assert now["total_latency_us"] == pytest.approx(row["total_latency_us"], rel=1e-9), where
            assert now["op_latency_us"] == pytest.approx(row["op_latency_us"], rel=1e-9), where


def test_table_covers_every_target_and_mode(table: dict[str, dict[str, dict[str, object]]]) -> None:
    for rows in table.values():
        assert len(rows) == 28 * len(Mode)
