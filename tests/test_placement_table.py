"""docs/placement.md's table of the placement search (devtools/placement_table.py):
the examples' rows recomputed, the page in step with the rows, every graph exact."""

from __future__ import annotations

import json

import pytest

from anec.cost.placement import MAX_STATES
from devtools import placement_table

ROWS = placement_table.load_rows()


def test_the_examples_rows_are_current():
    """Each example on H13 and H17s, placed as `anec-fuse` places it: the
    rows the table shows, exact by construction (no value relaxed)."""
    fresh = placement_table.example_rows()
    examples = sorted(placement_table.EXAMPLES.glob("*.mlir"))
    assert {(r["graph"], r["target"]) for r in fresh} == {(p.stem, t) for p in examples for t in ("h13", "h17s")}
    assert [r for r in ROWS if r["exporter"] == "example"] == fresh
    for row in fresh:
        assert row["exact"] and row["relaxed"] == 0 and row["gap_ms"] == 0.0, row
        assert row["states"] <= row["bound"] <= MAX_STATES, row


def test_the_page_shows_the_rows():
    text = placement_table.PAGE.read_text()
    assert placement_table.page(text, ROWS) == text


NOT_PROVEN = {("raft_small", "dynamo", "h13"): 1.61, ("raft_small", "torchscript", "h13"): 1.61}
"""The corpus rows whose placement the default bound does not prove optimal,
with the gap (ms) they report: RAFT on H13, whose grid samples go to the GPU
(no texture engine) with 12 values live across a step (docs/placement.md,
"Every example and corpus graph"). A larger gap, or another row, fails."""


def test_every_corpus_graph_is_placed_exactly():
    """Every corpus network the validation table has a row for, with each
    exporter, on both targets: proven optimal within the state bound, but
    for `NOT_PROVEN`, within its gap."""
    from devtools.corpus import ROWS as CORPUS_ROWS

    compiled = {}  # per corpus row, the targets that compiled it: a graph a target rejects has nothing to place there
    for path in CORPUS_ROWS.glob("*.json"):
        stages = {s["name"]: s["status"] for s in json.loads(path.read_text())["stages"]}
        targets = {t for t in ("h13", "h17s") if stages.get(f"compile {t}") == "pass"}
        if targets:
            compiled[tuple(path.stem.rsplit("-", 1))] = targets
    placed = {(r["graph"], r["exporter"]) for r in ROWS if r["exporter"] != "example"}
    assert placed == set(compiled)
    for row in ROWS:
        targets = {r["target"] for r in ROWS if (r["graph"], r["exporter"]) == (row["graph"], row["exporter"])}
        assert targets == compiled.get((row["graph"], row["exporter"]), {"h13", "h17s"})
        gap = NOT_PROVEN.get((row["graph"], row["exporter"], row["target"]))
        if gap is None:
            assert row["exact"] and row["gap_ms"] == 0.0, row
        else:
            assert not row["exact"] and 0.0 < row["gap_ms"] <= gap, row
        assert row["states"] <= row["bound"] <= MAX_STATES, row


@pytest.mark.parametrize(
    "argv, message",
    [(["collect", "no_such_net"], "unknown network(s): no_such_net"), (["frobnicate"], "invalid choice")],
)
def test_bad_arguments_are_usage_errors(argv, message, capsys):
    with pytest.raises(SystemExit) as exit_info:
        placement_table.main(argv)
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err
