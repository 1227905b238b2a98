"""`anec-report --format trace` (tools/trace.py): the predicted run as a Chrome
trace-event document. Read here by independent checks rather than Perfetto's
trace processor, which fetches a prebuilt binary at run time
(docs/reports.md, "Timeline trace"): the JSON Schema of the format's events,
then what a trace viewer needs to build tracks: slices on one track nest
properly, children lie within their parents, the top-level slices add up
to the report's total, and every flow joins two slices on different tracks."""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from anec.tools import anec_report
from anec.tools.schema import root_schema

ROOT = Path(__file__).resolve().parent.parent
EPS = 1e-6


def slices_by_depth(events: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], dict[int, list[tuple[float, float]]]]:
    """The top-level slices, and each track's slices; fails where two slices on a track overlap without nesting."""
    tracks: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for event in events:
        if event["ph"] == "X":
            tracks[event["tid"]].append(event)
    top: list[dict[str, Any]] = []
    spans: dict[int, list[tuple[float, float]]] = {}
    for tid, slices in tracks.items():
        stack: list[dict[str, Any]] = []
        for event in sorted(slices, key=lambda e: (e["ts"], -e["dur"])):
            while stack and event["ts"] >= stack[-1]["ts"] + stack[-1]["dur"] - EPS:
                stack.pop()
            if stack:  # a child: within its parent
                parent = stack[-1]
                assert event["ts"] + event["dur"] <= parent["ts"] + parent["dur"] + EPS, (event, parent)
            else:
                top.append(event)
            stack.append(event)
        spans[tid] = [(e["ts"], e["ts"] + e["dur"]) for e in slices]
    return top, spans


@pytest.mark.parametrize(
    ("source", "compile_first"),
    [("tests/data/gather_then_engine.mlir", False), ("examples/resnet_basic_block.mlir", True)],
)
def test_the_trace_is_a_valid_timeline_of_the_report(tmp_path: Path, source: str, compile_first: bool) -> None:
    args = [str(ROOT / source), "--target", "h13"] + (["--compile"] if compile_first else [])
    trace_path, json_path = tmp_path / "run.trace.json", tmp_path / "run.json"
    assert anec_report.main([*args, "--format", "trace", "-o", str(trace_path)]) == 0
    assert anec_report.main([*args, "--format", "json", "-o", str(json_path)]) == 0
    trace, report = json.loads(trace_path.read_text()), json.loads(json_path.read_text())
    Draft202012Validator(root_schema("Trace")).validate(trace)
    events = trace["traceEvents"]
    top, _ = slices_by_depth(events)
    assert {e["cat"] for e in top} <= {"program", "dispatch"}
    assert len(top) == report["dispatches"]
    assert sum(e["dur"] for e in top) == pytest.approx(report["total_latency_us"], rel=1e-12)
    assert max(e["ts"] + e["dur"] for e in top) == pytest.approx(report["total_latency_us"], rel=1e-12)
    rows = {row["name"]: row for row in report["ops"]}
    for event in top:
        assert event["dur"] == rows[event["name"]]["latency_us"]
        assert event["tid"] == 1 + ("engine", "gpu", "cpu").index(rows[event["name"]]["backend"])
    names = {e["tid"]: e["args"]["name"] for e in events if e["ph"] == "M" and e["name"] == "thread_name"}
    assert names == {1: "engine", 2: "gpu", 3: "cpu"}
    starts = {e["id"]: e for e in events if e["ph"] == "s"}
    ends = {e["id"]: e for e in events if e["ph"] == "f"}
    assert starts.keys() == ends.keys()
    for flow, start in starts.items():
        assert start["tid"] != ends[flow]["tid"] and start["ts"] <= ends[flow]["ts"]
    if "gather" in source:  # the gather on the GPU feeds the engine's matmul
        assert len(starts) == 1 and starts[1]["tid"] == 2 and ends[1]["tid"] == 1
    else:
        assert [e for e in top if e["cat"] == "program"]


def test_a_trace_needs_one_ane_target(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    block = str(ROOT / "examples" / "resnet_basic_block.mlir")
    out = tmp_path / "t.json"
    assert anec_report.main([block, "--target", "all", "--format", "trace", "-o", str(out)]) == 1
    assert anec_report.main([block, "--target", "wse2", "--format", "trace", "-o", str(out)]) == 1
    assert "one target's run" in capsys.readouterr().err and not out.exists()
