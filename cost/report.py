"""
Per-op cost reports: the analytic estimate (`cost.analytic`, SPEC section 3),
ZinEnginePerf-style layer cycles (`cost.zin`, SPEC sections 3 and 5) and the
backend placement (`cost.placement`, SPEC section 4) of a module, joined per
op. `anec-cost` attaches a report to the IR; `anec-report` prints it. The
WSE-2 target family (`target=wse2`, SPEC section 9) has a model for
`anec.matmul` only: `analyze_wse2`.

Conventions (docs/cost-model.md):
- A row per op that does work or moves data: constants (their bytes are the
  consumer's) and terminators have none. An `anec.program` has a row of its
  own (one dispatch, one floor) and so does each op inside it (floor 0).
- `latency_us` is the engine estimate; `backend` is where the placement model
  would run the op, and `reason` why it is off the engine (SPEC section 4) or
  which limits of the target it is over (SPEC section 2; `cost.reasons`).
  Ops inside a program are on the engine by construction.
- `cycles` is the true execute-cycle count and `exec_cycles` the 16-bit
  descriptor field; both are None for an op with no engine cycle form on the
  target. A program's cycles are the sums over its layers (each layer is a
  task descriptor of its own) and it is saturated if any layer is.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Container, Iterable, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import TYPE_CHECKING, Any

from xdsl.dialects.builtin import FloatAttr, ModuleOp, TensorType
from xdsl.dialects.func import FuncOp
from xdsl.ir import Operation
from xdsl.traits import IsTerminator

from anec.dialect.constant import ConstantOp
from anec.dialect.cost_record import CostRecord
from anec.dialect.conv import MatmulOp
from anec.dialect.program import ProgramOp
from anec.cost.jsonform import SCHEMA_VERSION, VERSION_KEY, Key, dump, json_field, keys_of, ref
from anec.cost.analytic import Bound, Estimate, FunctionEstimate, Lever, Mode, estimate_function
from anec.cost.placement import ENGINE, PIN_ATTR, load_placement_model, place
from anec.cost.reasons import reason
from anec.cost.targets import WSE2_TARGET, Target
from anec.cost.work import CostError, ScopedMemo, is_load_time, work_scope
from anec.cost.zin import layer_shape, task_cycles

if TYPE_CHECKING:
    from anec.cost.wse2 import SummaEstimate

DERIVED_MARKERS = ("peak_tflops", "bandwidth_gbps", "dispatch_floor_us")
"""A target whose roofline anchors are derived, not measured, is marked derived."""


@dataclass(frozen=True)
class _RowHead:
    """The keys a report row gives before its cost record: which op it is and where it runs."""

    name: str = json_field("the op's SSA name (%c1); inside a program label/%name; repeats get #2, #3")
    op: str = json_field("the op name")
    program: str | None = json_field("the label of the anec.program the op runs in, or null")


@dataclass(frozen=True)
class OpReport(CostRecord, _RowHead):
    """The cost of one op (or one program) on one target: its name, its cost
    record (`anec.dialect.cost_record`, the fields of `#anec.cost`) and the
    reason; its fields, in that order, are the keys of its JSON (docs/reports.md)."""

    reason: str = json_field("why the op is off the engine, or which limits of the target it is over (empty for neither)")
    operation: Operation = field(compare=False, repr=False)
    estimate: Estimate = field(compare=False, repr=False)
    """The analytic estimate the row reports (its floor, compute and memory terms: the timeline trace)."""

    def to_json(self) -> dict[str, Any]:
        return dump(OP_KEYS, self)


_VALUES: dict[str, type[Enum]] = {"bound": Bound, "lever": Lever}
"""The record's fields whose values one of the cost model's enumerations lists (their JSON Schema)."""

OP_KEYS = tuple(replace(key, schema={"enum": [v.value for v in _VALUES[key.name]]}) if key.name in _VALUES else key for key in keys_of(OpReport))


@dataclass(frozen=True)
class ModuleReport:
    """Every op's cost and the module's totals on one target in one mode; its JSON keys are declared on its fields."""

    schema_version: int = field(init=False, default=SCHEMA_VERSION, metadata={"json": (VERSION_KEY.description, VERSION_KEY.schema, None)})
    target: Target = json_field("the target's name (docs/targets.md)", {"type": "string"}, lambda target: target.name)
    derived: bool = json_field("whether the target's roofline anchors are derived rather than measured", init=False)
    chip: str = json_field("the chip the target was named by, whose SoC memory bandwidth the refined mode uses (docs/cost-model.md); empty for a bare target name", init=False)
    mode: Mode = json_field("the cost mode", {"enum": [m.value for m in Mode]}, str)
    ops: tuple[OpReport, ...] = json_field(
        "one row per op that does work or moves data; a program's row precedes its members'",
        {"type": "array", "items": ref("OpReport")},
        lambda ops: [row.to_json() for row in ops],
    )
    total_latency_us: float = json_field("the module's total in microseconds: one floor per dispatch")
    flops: int = json_field("the module's floating-point operations")
    bytes: int = json_field("the module's DRAM bytes")
    dispatches: int = json_field("engine dispatches: each program, and each standalone op that is not a view")
    engine_pin_ms: float | None = json_field(
        "with pin-engine: the placement objective's cost of pinning the module's ops to the engine, ms (docs/placement.md); null otherwise",
        {"type": ["number", "null"]},
        default=None,
    )

    def __post_init__(self) -> None:
        object.__setattr__(self, "derived", is_derived(self.target))
        object.__setattr__(self, "chip", self.target.chip)

    def dominant_bound(self) -> str:
        """The bound that holds the largest share of the latency of standalone dispatches."""
        shares: Counter[str] = Counter()
        for row in self.ops:
            if row.program is None:
                shares[row.bound] += row.latency_us
        return max(sorted(shares), key=lambda b: shares[b]) if shares else "none"

    def to_json(self) -> dict[str, Any]:
        return dump(MODULE_KEYS, self)


MODULE_KEYS = keys_of(ModuleReport)


def is_derived(target: Target) -> bool:
    return any(target.is_derived(name) for name in DERIVED_MARKERS)


def analyze_all(module: ModuleOp, targets: Sequence[Target], modes: Sequence[Mode] = (Mode.SEED,)) -> list[ModuleReport]:
    """
    The reports of `module` on every target in every mode (target-major), with
    what depends on neither (each op's work and layer signature, the backend
    placement) computed once and reused.
    """
    with work_scope(), _placement.scope(), layer_shape.scope():
        return [analyze(module, target, mode) for target in targets for mode in modes]


_placement = ScopedMemo("anec_placement", lambda key: place(key[0], load_placement_model().on(key[1])))
"""The placement of a function (SPEC section 4), computed once per function
and value of the one target fact it depends on, the texture engine
(`PlacementModel.on`), inside `analyze_all`."""


def analyze(module: ModuleOp, target: Target, mode: Mode = Mode.SEED) -> ModuleReport:
    """The report of every function of `module`; raises `CostError` for an op the
    models cannot cost."""
    rows: list[OpReport] = []
    latency, flops, nbytes, dispatches = 0.0, 0, 0, 0
    pinned: list[float] = []
    for func in (op for op in module.ops if isinstance(op, FuncOp)):
        pin = func.attributes.get(PIN_ATTR)
        if isinstance(pin, FloatAttr):
            pinned.append(pin.value.data)
        estimate = estimate_function(func, target, mode)
        rows.extend(_function_rows(func, estimate, target))
        latency += estimate.latency_us
        flops += round(estimate.flops)
        nbytes += estimate.bytes
        dispatches += estimate.dispatches
    pin_ms = round(sum(pinned), 6) if pinned else None
    return ModuleReport(target, mode, tuple(_unique_names(rows)), latency, flops, nbytes, dispatches, pin_ms)


def _function_rows(func: FuncOp, estimate: FunctionEstimate, target: Target) -> list[OpReport]:
    backends = _placement((func, target.texture_engine)).backend_of
    programs = {p.op: p for p in estimate.programs}
    by_op = {row.op: row for row in estimate.rows}
    rows: list[OpReport] = []
    for op in func.body.block.ops:
        if isinstance(op, ProgramOp):
            program = programs[op]
            members = [
                _row(m.op, m.estimate, target, ENGINE, program.label)
                for m in program.rows
                if not isinstance(m.op, ConstantOp) and not is_load_time(m.op)
            ]
            rows.append(_program_row(op, program.label, program.estimate, members))
            rows.extend(members)
        elif op in by_op and not isinstance(op, ConstantOp) and not is_load_time(op):
            rows.append(_row(op, by_op[op].estimate, target, backends.get(op, ENGINE), None))
    return rows


def _row(op: Operation, estimate: Estimate, target: Target, backend: str, program: str | None) -> OpReport:
    cycles, field_value, saturated = _cycles(op, target)
    return OpReport(
        name=_name(op),
        op=op.name,
        program=program,
        **_estimated(estimate),
        cycles=cycles,
        exec_cycles=field_value,
        saturated=saturated,
        backend=backend,
        reason=reason(op, backend, target),
        operation=op,
        estimate=estimate,
    )


def _program_row(op: ProgramOp, label: str, estimate: Estimate, members: list[OpReport]) -> OpReport:
    counted = [m for m in members if m.cycles is not None]
    return OpReport(
        name=label,
        op=op.name,
        program=None,
        **_estimated(estimate),
        cycles=sum(m.cycles for m in counted if m.cycles is not None) if counted else None,
        exec_cycles=sum(m.exec_cycles for m in counted if m.exec_cycles is not None) if counted else None,
        saturated=any(m.saturated for m in members),
        backend=ENGINE,
        reason="",
        operation=op,
        estimate=estimate,
    )


def _estimated(estimate: Estimate) -> dict[str, Any]:
    """The fields of the cost record the analytic estimate gives (the rest are the layer cycles and the placement)."""
    return {
        "latency_us": estimate.latency_us,
        "bound": str(estimate.bound),
        "flops": round(estimate.flops),
        "bytes": estimate.bytes,
        "intensity": estimate.intensity,
        "lever": str(estimate.lever),
    }


def _cycles(op: Operation, target: Target) -> tuple[int | None, int | None, bool]:
    try:
        cycles = task_cycles(op, target)
    except CostError:
        return None, None, False
    return cycles.execute_cycles, cycles.exec_field, cycles.saturated


def _name(op: Operation) -> str:
    if op.results and op.results[0].name_hint:
        return f"%{op.results[0].name_hint}"
    return op.name


def _unique_names(rows: list[OpReport]) -> list[OpReport]:
    """Disambiguates repeated names (e.g. `%c` in two programs) as `name#2`, `name#3`, ..."""
    seen: Counter[str] = Counter()
    unique: list[OpReport] = []
    for row in rows:
        key = row.name if row.program is None else f"{row.program}/{row.name}"
        seen[key] += 1
        name = key if seen[key] == 1 else f"{key}#{seen[key]}"
        unique.append(row if name == row.name else replace(row, name=name))
    return unique


@dataclass(frozen=True)
class Wse2Row:
    """SPEC section 9's SUMMA estimate of one `anec.matmul` (a batch of B GEMMs runs B times)."""

    name: str
    m: int
    k: int
    n: int
    batch: int
    estimate: SummaEstimate
    operation: Operation = field(compare=False, repr=False)

    @property
    def cycles(self) -> int:
        return self.batch * self.estimate.pipelined_cycles

    def to_json(self) -> dict[str, Any]:
        return dump(WSE2_ROW_KEYS, self)


def _integer(description: str, get: Any) -> Key:
    return Key(description.split(":")[0], {"type": "integer"}, description.split(": ", 1)[1], get)


WSE2_ROW_KEYS = (
    Key("name", {"type": "string"}, "the matmul's SSA name", lambda r: r.name),
    Key("op", {"type": "string"}, "the op name", lambda r: r.operation.name),
    _integer("m: rows of the product", lambda r: r.m),
    _integer("k: the contraction extent", lambda r: r.k),
    _integer("n: columns of the product", lambda r: r.n),
    _integer("batch: GEMMs in the batch (each runs in turn)", lambda r: r.batch),
    _integer("grid: the side P of the P x P processing-element grid", lambda r: r.estimate.config.p),
    Key(
        "tiles", {"type": "array", "items": {"type": "integer"}, "minItems": 3, "maxItems": 3}, "the tile [mt, kt, nt] of each element",
        lambda r: [r.estimate.config.mt, r.estimate.config.kt, r.estimate.config.nt],
    ),
    _integer("compute_cycles: cycles of the local multiply-accumulates of one GEMM", lambda r: r.estimate.compute_cycles),
    _integer("broadcast_cycles: cycles of the row and column broadcasts of one GEMM", lambda r: r.estimate.broadcast_total),
    _integer("pipelined_cycles: one GEMM's cycles with broadcasts overlapped", lambda r: r.estimate.pipelined_cycles),
    _integer("cycles: batch x pipelined_cycles", lambda r: r.cycles),
    Key("flop_per_cycle", {"type": "number"}, "floating-point operations per cycle over the grid", lambda r: r.estimate.flop_per_cycle),
    Key("efficiency_sustained", {"type": "number"}, "the fraction of the grid's sustained peak attained", lambda r: r.estimate.efficiency_sustained),
)
"""The JSON keys of a WSE-2 row (SPEC section 9)."""


@dataclass(frozen=True)
class Wse2Report:
    """Every matmul of a module on the WSE-2; other ops have no WSE-2 model."""

    rows: tuple[Wse2Row, ...]
    unmodelled: int

    @property
    def total_cycles(self) -> int:
        return sum(row.cycles for row in self.rows)

    def to_json(self) -> dict[str, Any]:
        return dump(WSE2_KEYS, self)


WSE2_KEYS = (
    VERSION_KEY,
    Key("target", {"const": WSE2_TARGET}, "the WSE-2 target", lambda _: WSE2_TARGET),
    Key("ops", {"type": "array", "items": ref("Wse2Row")}, "one row per anec.matmul", lambda w: [row.to_json() for row in w.rows]),
    _integer("total_cycles: the sum of the rows' cycles", lambda w: w.total_cycles),
    _integer("unmodelled_ops: other anec ops, which the WSE-2 model does not cost", lambda w: w.unmodelled),
)
"""The JSON keys of a WSE-2 report."""


def analyze_wse2(module: ModuleOp) -> Wse2Report:
    """SUMMA estimates for every `anec.matmul` (grid and tiles derived from its
    shape). The WSE-2 model is imported here: only a WSE-2 report needs it."""
    from anec.cost.wse2 import summa_for_matmul

    rows: list[Wse2Row] = []
    unmodelled = 0
    for op in module.walk():
        if isinstance(op, MatmulOp):
            m, k, n = op.matrix_dims()
            out = op.output.type
            assert isinstance(out, TensorType)
            batch = math.prod(out.get_shape()[:-2])
            rows.append(Wse2Row(_name(op), m, k, n, batch, summa_for_matmul(m, k, n), op))
        elif op.name.startswith("anec.") and not isinstance(op, ConstantOp | ProgramOp) and not op.has_trait(IsTerminator):
            unmodelled += 1
    return Wse2Report(tuple(rows), unmodelled)


def aligned(rows: Iterable[Sequence[str]], right: Container[int] = ()) -> list[str]:
    """`rows` of cells as text lines, each column as wide as its widest cell,
    two spaces apart, the columns in `right` right-aligned (numbers), the
    others left-aligned; no trailing blanks. Every text table of the tools
    (anec-report's, anec-calibrate's) is made here. `rows` is read twice
    (the widths, then the lines): a collection, or an iterable that makes
    the cells again each time, so a table of 10^6 rows never holds them all."""
    widths: list[int] | None = None
    for r in rows:
        if widths is None:
            widths = [len(c) for c in r]
        else:
            widths = [max(w, len(r[i])) for i, w in enumerate(widths)]
    if widths is None:
        return []
    return ["  ".join(c.rjust(w) if i in right else c.ljust(w) for i, (c, w) in enumerate(zip(r, widths))).rstrip() for r in rows]
