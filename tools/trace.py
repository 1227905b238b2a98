"""
`anec-report --format trace`: the predicted run of a module on one target as
a Chrome trace-event JSON (the "JSON Object Format" that Perfetto's UI,
ui.perfetto.dev, and chrome://tracing open; docs/reports.md, "Timeline
trace").

- One process (the target), one track (thread) per backend of the
  placement model: engine, GPU, CPU (SPEC section 4).
- One complete slice (`ph: X`) per dispatch, in the module's order, one
  after another: each program and each standalone op that is not a view,
  on the track of the backend the placement model gives it. Its duration
  is the report's `latency_us`, so the top-level slices end at the
  report's `total_latency_us`.
- Nested in each dispatch: its `floor` (the fixed dispatch cost), then its
  `work` (max(compute, DRAM) for an op; a program's members' work terms one
  after another); nested in an op's work, its `DRAM transfers` (they
  overlap the compute, which the work slice's `args` give).
- A flow (`ph: s` / `f`) from each dispatch to each later dispatch on
  another backend that reads a value it produced: the transfers between
  backends.

Durations are the engine estimate the report gives for every op; the
track is where the placement model would run it (the report's `backend`
column). Times are microseconds, the format's unit.
"""

from __future__ import annotations

from typing import Any

from anec.cost.jsonform import SCHEMA_VERSION, Key, object_schema, ref
from anec.cost.report import ModuleReport, OpReport

TRACKS = ("engine", "gpu", "cpu")
"""The placement model's backends, one track each, in this order (thread ids 1, 2, 3)."""

PID = 1


def _slice(name: str, category: str, track: int, start: float, duration: float, args: dict[str, Any]) -> dict[str, Any]:
    return {"name": name, "cat": category, "ph": "X", "ts": start, "dur": duration, "pid": PID, "tid": track, "args": args}


def _track(backend: str) -> int:
    return TRACKS.index(backend) + 1 if backend in TRACKS else len(TRACKS) + 1


def dispatch_rows(report: ModuleReport) -> list[OpReport]:
    """The rows that are dispatches: programs and standalone ops with a latency (views have none)."""
    return [row for row in report.ops if row.program is None and row.latency_us > 0]


def trace(report: ModuleReport) -> dict[str, Any]:
    """The trace-event document of `report`'s predicted run."""
    target = report.target
    events: list[dict[str, Any]] = [
        {"name": "process_name", "ph": "M", "pid": PID, "tid": 0, "args": {"name": f"{target.name} ({target.display_name}), mode {report.mode}"}}
    ]
    for i, backend in enumerate(TRACKS, start=1):
        events.append({"name": "thread_name", "ph": "M", "pid": PID, "tid": i, "args": {"name": backend}})
    members: dict[str, list[OpReport]] = {}
    for row in report.ops:
        if row.program is not None:
            members.setdefault(row.program, []).append(row)
    owner: dict[Any, tuple[int, float, OpReport]] = {}
    now = 0.0
    flows = 0
    for row in dispatch_rows(report):
        track, e = _track(row.backend), row.estimate
        args = {"op": row.op, "bound": row.bound, "flops": row.flops, "bytes": row.bytes, "backend": row.backend}
        events.append(_slice(row.name, "program" if row.program is None and row.name in members else "dispatch", track, now, row.latency_us, args))
        events.append(_slice("floor", "floor", track, now, e.floor_us, {}))
        work_start = now + e.floor_us
        work = row.latency_us - e.floor_us
        events.append(_slice("work", "work", track, work_start, work, {"compute_us": e.compute_us, "memory_us": e.memory_us}))
        inner = members.get(row.name, []) if row.op == "anec.program" else []
        if inner:
            at = work_start
            for member in inner:
                duration = min(member.latency_us, work_start + work - at)
                events.append(_slice(member.name, "op", track, at, duration, {"op": member.op, "bound": member.bound}))
                at += duration
                owner[member.operation] = (track, now, row)
        elif e.memory_us > 0:
            events.append(_slice("DRAM transfers", "transfers", track, work_start, min(e.memory_us, work), {"bytes": row.bytes}))
        producers = [operand.owner for operand in row.operation.operands]
        for producer in dict.fromkeys(producers):
            source = owner.get(producer)
            if source is not None and source[0] != track:
                flows += 1
                events.append({"name": "transfer", "cat": "flow", "ph": "s", "id": flows, "ts": source[1], "pid": PID, "tid": source[0]})
                events.append({"name": "transfer", "cat": "flow", "ph": "f", "bp": "e", "id": flows, "ts": now, "pid": PID, "tid": track})
        owner[row.operation] = (track, now, row)
        now += row.latency_us
    return {
        "schema_version": SCHEMA_VERSION,
        "displayTimeUnit": "ns",
        "otherData": {"target": target.name, "mode": str(report.mode), "total_latency_us": report.total_latency_us, "dispatches": report.dispatches},
        "traceEvents": events,
    }


_NAME = Key("name", {"type": "string"}, "the slice's, flow's or metadata's name", lambda e: e["name"])
_PID = Key("pid", {"const": PID}, "the process: the target", lambda e: e["pid"])
_TID = Key("tid", {"type": "integer", "minimum": 0}, "the track: 1 engine, 2 gpu, 3 cpu (0: the process)", lambda e: e["tid"])
_TS = Key("ts", {"type": "number", "minimum": 0}, "the start, in microseconds", lambda e: e["ts"])
SLICE_KEYS = (
    _NAME,
    Key("cat", {"enum": ["program", "dispatch", "floor", "work", "op", "transfers"]}, "what the slice is", lambda e: e["cat"]),
    Key("ph", {"const": "X"}, "a complete slice", lambda e: e["ph"]),
    _TS,
    Key("dur", {"type": "number", "minimum": 0}, "the duration, in microseconds", lambda e: e["dur"]),
    _PID,
    _TID,
    Key("args", {"type": "object"}, "what the slice costs: op, bound, flops, bytes, backend; compute_us and memory_us of a work slice", lambda e: e["args"]),
)
FLOW_KEYS = (
    _NAME,
    Key("cat", {"const": "flow"}, "a value moving between backends", lambda e: e["cat"]),
    Key("ph", {"enum": ["s", "f"]}, "the flow's start (at the producer) or finish (at the consumer)", lambda e: e["ph"]),
    Key("id", {"type": "integer", "minimum": 1}, "the flow's id", lambda e: e["id"]),
    _TS,
    _PID,
    _TID,
)
FLOW_END_KEYS = (*FLOW_KEYS, Key("bp", {"const": "e"}, "binds to the enclosing slice", lambda e: e["bp"]))
META_KEYS = (
    Key("name", {"enum": ["process_name", "thread_name"]}, "which name the event gives", lambda e: e["name"]),
    Key("ph", {"const": "M"}, "a metadata event", lambda e: e["ph"]),
    _PID,
    _TID,
    Key("args", {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}}}, "the name", lambda e: e["args"]),
)
TRACE_KEYS = (
    Key("schema_version", {"const": SCHEMA_VERSION}, "the version of this JSON's schema (anec.schema.json)", lambda t: t["schema_version"]),
    Key("displayTimeUnit", {"const": "ns"}, "the viewer's display unit", lambda t: t["displayTimeUnit"]),
    Key(
        "otherData",
        {"type": "object", "required": ["target", "mode", "total_latency_us", "dispatches"]},
        "the report's target, mode and totals",
        lambda t: t["otherData"],
    ),
    Key(
        "traceEvents", {"type": "array", "items": {"oneOf": [ref("TraceSlice"), ref("TraceFlowStart"), ref("TraceFlowEnd"), ref("TraceMetadata")]}},
        "the events: metadata, slices and flows", lambda t: t["traceEvents"],
    ),
)


def trace_schema_defs() -> dict[str, Any]:
    """The trace's definitions in the shipped schema: the subset of Chrome's trace-event format it writes."""
    flow_start = object_schema(FLOW_KEYS, "the start of a flow, bound to the producer's slice")
    flow_start["properties"]["ph"] = {**flow_start["properties"]["ph"], "const": "s"}
    del flow_start["properties"]["ph"]["enum"]
    flow_end = object_schema(FLOW_END_KEYS, "the end of a flow, bound to the consumer's slice")
    flow_end["properties"]["ph"] = {**flow_end["properties"]["ph"], "const": "f"}
    del flow_end["properties"]["ph"]["enum"]
    return {
        "Trace": object_schema(TRACE_KEYS, "anec-report --format trace: the predicted run in Chrome's trace-event JSON object format"),
        "TraceSlice": object_schema(SLICE_KEYS, "a complete slice (ph X)"),
        "TraceFlowStart": flow_start,
        "TraceFlowEnd": flow_end,
        "TraceMetadata": object_schema(META_KEYS, "a process or track name (ph M)"),
    }
