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
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from xdsl.dialects.builtin import FloatAttr, ModuleOp, TensorType
from xdsl.dialects.func import FuncOp
from xdsl.ir import Operation
from xdsl.traits import IsTerminator

from anec.dialect.constant import ConstantOp
from anec.dialect.conv import MatmulOp
from anec.dialect.program import ProgramOp
from anec.cost.analytic import Estimate, FunctionEstimate, Mode, estimate_function
from anec.cost.placement import ENGINE, PIN_ATTR, place
from anec.cost.reasons import reason
from anec.cost.targets import WSE2_TARGET, Target
from anec.cost.work import CostError, ScopedMemo, is_load_time, work_scope
from anec.cost.zin import layer_shape, task_cycles

if TYPE_CHECKING:
    from anec.cost.wse2 import SummaEstimate

DERIVED_MARKERS = ("peak_tflops", "bandwidth_gbps", "dispatch_floor_us")
"""A target whose roofline anchors are derived, not measured, is marked derived."""


@dataclass(frozen=True)
class OpReport:
    """The cost of one op (or one program) on one target."""

    name: str
    op: str
    program: str | None
    latency_us: float
    bound: str
    flops: int
    bytes: int
    intensity: float
    cycles: int | None
    exec_cycles: int | None
    saturated: bool
    backend: str
    lever: str
    reason: str
    """Why the op is off the engine, or which limits of the target it is over ("" for neither; `cost.reasons`)."""
    operation: Operation = field(compare=False, repr=False)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "op": self.op,
            "program": self.program,
            "latency_us": self.latency_us,
            "bound": self.bound,
            "flops": self.flops,
            "bytes": self.bytes,
            "intensity": self.intensity,
            "cycles": self.cycles,
            "exec_cycles": self.exec_cycles,
            "saturated": self.saturated,
            "backend": self.backend,
            "lever": self.lever,
            "reason": self.reason,
        }


@dataclass(frozen=True)
class ModuleReport:
    """Every op's cost and the module's totals on one target in one mode."""

    target: Target
    mode: Mode
    ops: tuple[OpReport, ...]
    total_latency_us: float
    flops: int
    bytes: int
    dispatches: int
    engine_pin_ms: float | None = None
    """The placement objective pinning cost (`cost.placement.PIN_ATTR`, summed over the functions
    that carry it); None when nothing was pinned."""

    @property
    def derived(self) -> bool:
        return is_derived(self.target)

    def dominant_bound(self) -> str:
        """The bound that holds the largest share of the latency of standalone dispatches."""
        shares: Counter[str] = Counter()
        for row in self.ops:
            if row.program is None:
                shares[row.bound] += row.latency_us
        return max(sorted(shares), key=lambda b: shares[b]) if shares else "none"

    def to_json(self) -> dict[str, Any]:
        return {
            "target": self.target.name,
            "derived": self.derived,
            "mode": str(self.mode),
            "ops": [row.to_json() for row in self.ops],
            "total_latency_us": self.total_latency_us,
            "flops": self.flops,
            "bytes": self.bytes,
            "dispatches": self.dispatches,
            "engine_pin_ms": self.engine_pin_ms,
        }


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


_placement = ScopedMemo("anec_placement", place)
"""The placement of a function (target-independent, SPEC section 4), computed
once per function inside `analyze_all`."""


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
    backends = _placement(func).backend_of
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
        latency_us=estimate.latency_us,
        bound=str(estimate.bound),
        flops=round(estimate.flops),
        bytes=estimate.bytes,
        intensity=estimate.intensity,
        cycles=cycles,
        exec_cycles=field_value,
        saturated=saturated,
        backend=backend,
        lever=str(estimate.lever),
        reason=reason(op, backend, target),
        operation=op,
    )


def _program_row(op: ProgramOp, label: str, estimate: Estimate, members: list[OpReport]) -> OpReport:
    counted = [m for m in members if m.cycles is not None]
    return OpReport(
        name=label,
        op=op.name,
        program=None,
        latency_us=estimate.latency_us,
        bound=str(estimate.bound),
        flops=round(estimate.flops),
        bytes=estimate.bytes,
        intensity=estimate.intensity,
        cycles=sum(m.cycles for m in counted if m.cycles is not None) if counted else None,
        exec_cycles=sum(m.exec_cycles for m in counted if m.exec_cycles is not None) if counted else None,
        saturated=any(m.saturated for m in members),
        backend=ENGINE,
        lever=str(estimate.lever),
        reason="",
        operation=op,
    )


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
        unique.append(OpReport(**{**row.__dict__, "name": name}))
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
        e = self.estimate
        return {
            "name": self.name,
            "op": self.operation.name,
            "m": self.m,
            "k": self.k,
            "n": self.n,
            "batch": self.batch,
            "grid": e.config.p,
            "tiles": [e.config.mt, e.config.kt, e.config.nt],
            "compute_cycles": e.compute_cycles,
            "broadcast_cycles": e.broadcast_total,
            "pipelined_cycles": e.pipelined_cycles,
            "cycles": self.cycles,
            "flop_per_cycle": e.flop_per_cycle,
            "efficiency_sustained": e.efficiency_sustained,
        }


@dataclass(frozen=True)
class Wse2Report:
    """Every matmul of a module on the WSE-2; other ops have no WSE-2 model."""

    rows: tuple[Wse2Row, ...]
    unmodelled: int

    @property
    def total_cycles(self) -> int:
        return sum(row.cycles for row in self.rows)

    def to_json(self) -> dict[str, Any]:
        return {
            "target": WSE2_TARGET,
            "ops": [row.to_json() for row in self.rows],
            "total_cycles": self.total_cycles,
            "unmodelled_ops": self.unmodelled,
        }


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
