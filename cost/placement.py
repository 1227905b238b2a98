"""The placement (segmenter) model: engine, GPU or CPU per op (SPEC §4).

Every number lives in `placement.toml` with its SPEC source; the formulas and
decisions (docs/placement.md):

* **Units.** Costs are milliseconds: the SPEC's penalties, "the model's
  relative units", are read as ms so an op's roofline time adds to them.
* **Per-op cost** on backend b: `max(flops / peak_b, bytes / bandwidth_b)`
  with FLOPs and operand bytes from `cost.work.op_work`. On the engine the
  learned leaf sits on top (added): an op with a leaf range takes
  `low + (high - low) x I / (I + R)` where `I = flops / bytes` is the op's
  intensity and `R = 800 / 50 = 16` FLOP/byte the engine's ridge (the
  normalized flops/bytes feature the SPEC's trees split on). Ops in the
  never-on-engine set (gather, recurrent cell, argmax, top_k) cannot go on the engine.
* **Objective** over the whole graph: the per-op costs, plus a launch per
  segment (a maximal run of consecutive ops, in program order, on one
  backend; 0.05 engine, 0.10 other), plus a transfer for each value used on
  a backend other than its producer's, once per consumer backend (0.09 into
  the engine, 0.23 into another). Function arguments, graph outputs and
  `anec.constant` results (weights) are available everywhere for free.
* **Exact dynamic programming** in program order. The state after op j is
  (backend of op j, for every live value -- produced, with a consumer after
  j -- its producer's backend and the consumer backends already charged).
  The rest of the cost depends on the past only through that state, so the
  DP is exact. A step drops every state another one strictly dominates
  (`_without_dominated`: it costs less even after paying every transfer the
  dominated state has already covered), which leaves the optimum and the
  returned assignment unchanged and keeps DenseNet's dense blocks (every
  feature map live until its block's last concat) to about a thousand
  states. A step that still needs more than `MAX_STATES` keeps the cheapest
  `MAX_STATES` (a beam) and the result reports its optimality gap against
  the optimum without transfers (`Placement.gap`); placement never fails
  for the size of a graph.
"""

from __future__ import annotations

import math
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from xdsl.dialects.func import FuncOp
from xdsl.ir import Operation
from xdsl.traits import IsTerminator

from anec.dialect.constant import ConstantOp
from anec.dialect.conv import ConvolutionOp, DeconvolutionOp, MatmulOp
from anec.dialect.program import ProgramOp
from anec.cost.work import is_load_time, is_weight_source, op_work, weight_scope

MODEL_PATH = Path(__file__).with_name("placement.toml")

ENGINE = "engine"
"""The backend the learned leaves and the never-on-engine set refer to."""

MAX_STATES = 200_000
"""Implementation limit (ours): DP states per step (after dropping the
dominated ones) above which the search keeps only the cheapest
`MAX_STATES` (a beam) and reports its optimality gap."""

PRUNE_FROM = 64
"""Implementation choice (ours): steps with more DP states drop the strictly
dominated ones (`_without_dominated`; the result is the same either way)."""

NS_PER_MS = 1e6
GIGA = 1e9
MS_PER_S = 1e3

_BACKEND_FIELDS = ("peak_gflops", "bandwidth_gbps", "launch", "transfer_in")


class PlacementError(ValueError):
    """The placement problem cannot be solved as posed; the message says why."""


@dataclass(frozen=True)
class Backend:
    """One backend's coarse anchors and penalties (SPEC §4)."""

    name: str
    peak_gflops: float
    bandwidth_gbps: float
    launch: float
    """ms per segment."""
    transfer_in: float
    """ms per value transferred into this backend."""

    def roofline_ms(self, flops: float, bytes_: float) -> float:
        """max(flops / peak, bytes / bandwidth), in ms."""
        return max(flops / self.peak_gflops, bytes_ / self.bandwidth_gbps) / GIGA * MS_PER_S


@dataclass(frozen=True)
class Leaf:
    """A learned engine leaf range in ns (SPEC §4)."""

    low_ns: float
    high_ns: float

    def at(self, feature: float) -> float:
        """The leaf at a normalized feature in [0, 1), in ns."""
        return self.low_ns + (self.high_ns - self.low_ns) * feature


@dataclass(frozen=True)
class PlacementModel:
    """The data of `placement.toml`."""

    backends: tuple[Backend, ...]
    leaves: Mapping[str, Leaf]
    never_on_engine: frozenset[str]

    @property
    def engine(self) -> Backend:
        return self.backends[self.index(ENGINE)]

    def index(self, name: str) -> int:
        for i, backend in enumerate(self.backends):
            if backend.name == name:
                return i
        raise KeyError(f"no backend {name!r}")

    def op_costs(self, op: Operation) -> tuple[float, ...]:
        """The cost of `op` on each backend in ms; `math.inf` where it may not go.
        An `anec.program` is one engine program: the sum of its ops' engine
        costs, and it may go nowhere else."""
        if isinstance(op, ProgramOp):
            engine = sum(self.op_costs(inner)[self.index(ENGINE)] for inner in placeable_ops(op.body.block.ops))
            return tuple(engine if b.name == ENGINE else math.inf for b in self.backends)
        work = op_work(op)
        costs = []
        for backend in self.backends:
            if backend.name == ENGINE and op.name in self.never_on_engine:
                costs.append(math.inf)
                continue
            cost = backend.roofline_ms(work.flops, work.bytes)
            if backend.name == ENGINE:
                cost += self.leaf_ns(op, work.flops, work.bytes) / NS_PER_MS
            costs.append(cost)
        return tuple(costs)

    def leaf_ns(self, op: Operation, flops: float, bytes_: float) -> float:
        """The learned engine leaf of `op` (0 when it has none)."""
        leaf = self.leaves.get(leaf_name(op))
        if leaf is None:
            return 0.0
        intensity = flops / bytes_ if bytes_ else 0.0
        ridge = self.engine.peak_gflops / self.engine.bandwidth_gbps
        return leaf.at(intensity / (intensity + ridge))


@dataclass(frozen=True)
class Node:
    """One op of an abstract placement problem: its cost per backend and the
    earlier nodes whose values it reads."""

    costs: tuple[float, ...]
    operands: tuple[int, ...]


@dataclass(frozen=True)
class Segment:
    """A maximal run of consecutive ops on one backend."""

    backend: str
    ops: tuple[Operation, ...]


@dataclass(frozen=True)
class Placement:
    backend_of: dict[Operation, str]
    cost: float
    """Objective value in ms."""
    segments: list[Segment]
    gap: float = 0.0
    """`cost` minus a lower bound on the optimum (ms): 0 when the DP was
    exact, else the beam's optimality gap (`Solution.gap`)."""


@dataclass(frozen=True)
class Solution:
    """The backend index per node, its objective, and whether the search was exact."""

    choice: tuple[int, ...]
    cost: float
    exact: bool
    lower_bound: float
    """A lower bound on the optimum: `cost` when exact, else the optimum
    without transfers (`_without_transfers`), which they can only raise."""

    @property
    def gap(self) -> float:
        return self.cost - self.lower_bound


@cache
def load_placement_model(path: Path = MODEL_PATH) -> PlacementModel:
    """Read and check `placement.toml`."""
    with path.open("rb") as handle:
        raw = tomllib.load(handle)
    backends = tuple(_backend(name, body) for name, body in raw["backends"].items())
    if ENGINE not in {b.name for b in backends}:
        raise PlacementError(f"{path}: no [backends.{ENGINE}]")
    leaves = {name: _leaf(name, body) for name, body in raw["engine_leaves"].items()}
    never = raw["never_on_engine"]["ops"]
    return PlacementModel(backends, MappingProxyType(leaves), frozenset(never))


def leaf_name(op: Operation) -> str:
    """The SPEC §4 leaf name of `op`: conv, conv_transpose, linear (a matmul
    with a weight rhs), matmul, else the op name without `anec.`."""
    match op:
        case ConvolutionOp():
            return "conv"
        case DeconvolutionOp():
            return "conv_transpose"
        case MatmulOp():
            return "linear" if is_weight_source(op.rhs) else "matmul"
        case _:
            return op.name.removeprefix("anec.")


@weight_scope()
def place(graph: FuncOp | Sequence[Operation], model: PlacementModel | None = None) -> Placement:
    """The cost-minimal placement of `graph`'s ops (exact DP)."""
    model = model or load_placement_model()
    ops = placeable_ops(graph)
    index = {op: i for i, op in enumerate(ops)}
    nodes = [Node(model.op_costs(op), _operand_nodes(op, index)) for op in ops]
    solution = search(nodes, model)
    names = [model.backends[b].name for b in solution.choice]
    return Placement(dict(zip(ops, names)), solution.cost, _segments(ops, names), solution.gap)


def placeable_ops(graph: FuncOp | Sequence[Operation]) -> list[Operation]:
    """The ops placement decides, in program order: all but terminators,
    constants and ops evaluated at load time (`cost.work.is_load_time`):
    weights are available on every backend."""
    ops = list(graph.body.block.ops) if isinstance(graph, FuncOp) else list(graph)
    return [op for op in ops if not op.has_trait(IsTerminator) and not isinstance(op, ConstantOp) and not is_load_time(op)]


def solve(nodes: Sequence[Node], model: PlacementModel) -> tuple[tuple[int, ...], float]:
    """The DP over program order: the backend index per node and the cost
    (exact unless a step needs more than `MAX_STATES` states: `search`)."""
    solution = search(nodes, model)
    return solution.choice, solution.cost


def search(nodes: Sequence[Node], model: PlacementModel) -> Solution:
    """The DP over program order, dropping dominated states (exact); past
    `MAX_STATES` states a step keeps the cheapest ones, and the result
    carries a lower bound on the optimum."""
    if not nodes:
        return Solution((), 0.0, True, 0.0)
    launch = tuple(b.launch for b in model.backends)
    transfer = tuple(b.transfer_in for b in model.backends)
    last_use = _last_uses(nodes)
    exact = True
    states: dict[tuple[int, tuple[tuple[int, int, int], ...]], float] = {(-1, ()): 0.0}
    history: list[dict[Any, tuple[Any, int]]] = []
    for j, node in enumerate(nodes):
        step: dict[Any, tuple[float, Any, int]] = {}
        for key, cost in states.items():
            prev, live = key
            for b, op_cost in enumerate(node.costs):
                if math.isinf(op_cost):
                    continue
                total = cost + op_cost + (launch[b] if b != prev else 0.0)
                kept: list[tuple[int, int, int]] = []
                for value, producer, charged in live:
                    if value in node.operands and producer != b and not charged >> b & 1:
                        total += transfer[b]
                        charged |= 1 << b
                    if last_use[value] != j:
                        kept.append((value, producer, charged))
                if last_use[j] is not None:
                    kept.append((j, b, 0))
                successor = (b, tuple(kept))
                # Ties go to the smaller parent key, so the assignment does
                # not depend on the order states are visited (or dropped).
                if successor not in step or (total, key) < step[successor][:2]:
                    step[successor] = (total, key, b)
        if not step:
            raise PlacementError(f"node {j} has no backend it may run on")
        if len(step) > PRUNE_FROM:
            step = _without_dominated(step, transfer)
        if len(step) > MAX_STATES:
            exact = False
            step = dict(sorted(step.items(), key=lambda item: (item[1][0], item[0]))[:MAX_STATES])
        history.append({k: (parent, b) for k, (_, parent, b) in step.items()})
        states = {k: total for k, (total, _, _) in step.items()}
    best = min(states, key=lambda k: (states[k], k))
    cost = states[best]
    return Solution(_backtrack(history, best), cost, exact, cost if exact else _without_transfers(nodes, launch))


def _without_transfers(nodes: Sequence[Node], launch: Sequence[float]) -> float:
    """The optimum of the objective without its transfer terms (a DP over
    the previous op's backend): transfers cost >= 0, so it bounds the true
    optimum from below."""
    costs = {-1: 0.0}
    for node in nodes:
        step: dict[int, float] = {}
        for b, op_cost in enumerate(node.costs):
            if math.isinf(op_cost):
                continue
            step[b] = min(total + op_cost + (launch[b] if b != prev else 0.0) for prev, total in costs.items())
        costs = step
    return min(costs.values())


_TIE = 1e-9
"""Relative margin under which two costs count as equal when dropping
states: a state whose completions could tie with the anchor's, up to
floating-point rounding, is kept, so dropping never changes the assignment."""


def _without_dominated(step: dict[Any, tuple[float, Any, int]], transfer: Sequence[float]) -> dict[Any, tuple[float, Any, int]]:
    """`step` without the states another state strictly dominates, so the
    optimum (and the assignment `solve` returns) is unchanged.

    Two states after the same op share its backend and their live values
    (positions in the key line up). Whatever the rest of the graph does, a
    state A pays for each live value at most the transfers into the backends
    that B has covered (its producer's and those already charged) and A has
    not, and the same for everything else. So when A's cost plus those
    transfers is below B's, every completion of B costs more than the same
    completion of A and B is dropped. Each state is compared with the
    cheapest state of its backend."""
    best: dict[int, tuple[Any, float, tuple[int, ...]]] = {}
    for key, (total, _, _) in step.items():
        prev, live = key
        if prev not in best or total < best[prev][1]:
            best[prev] = (key, total, tuple(charged | 1 << producer for _, producer, charged in live))
    kept: dict[Any, tuple[float, Any, int]] = {}
    for key, entry in step.items():
        prev, live = key
        anchor, anchor_total, anchor_covered = best[prev]
        extra = 0.0
        if key is not anchor:
            for (_, producer, charged), covered in zip(live, anchor_covered):
                missing = (charged | 1 << producer) & ~covered
                extra += sum(cost for b, cost in enumerate(transfer) if missing >> b & 1)
                if anchor_total + extra >= entry[0] - _TIE * max(1.0, abs(entry[0])):
                    break
            else:
                continue
        kept[key] = entry
    return kept


def _backtrack(history: list[dict[Any, tuple[Any, int]]], final: Any) -> tuple[int, ...]:
    choice: list[int] = []
    key = final
    for step in reversed(history):
        key, b = step[key]
        choice.append(b)
    return tuple(reversed(choice))


def _last_uses(nodes: Sequence[Node]) -> list[int | None]:
    last: list[int | None] = [None] * len(nodes)
    for j, node in enumerate(nodes):
        for value in node.operands:
            if value >= j:
                raise PlacementError(f"node {j} reads node {value}, which does not come before it")
            last[value] = j
    return last


def _operand_nodes(op: Operation, index: Mapping[Operation, int]) -> tuple[int, ...]:
    """The placed ops whose results `op` reads, in operand order, each once."""
    producers = (index.get(operand.owner) for operand in op.operands if isinstance(operand.owner, Operation))
    return tuple(dict.fromkeys(p for p in producers if p is not None))


def _segments(ops: Sequence[Operation], names: Sequence[str]) -> list[Segment]:
    segments: list[Segment] = []
    for op, name in zip(ops, names):
        if segments and segments[-1].backend == name:
            segments[-1] = Segment(name, (*segments[-1].ops, op))
        else:
            segments.append(Segment(name, (op,)))
    return segments


def _backend(name: str, body: Mapping[str, Any]) -> Backend:
    values = {}
    for field_name in _BACKEND_FIELDS:
        entry = body.get(field_name)
        if not isinstance(entry, dict) or not isinstance(entry.get("source"), str):
            raise PlacementError(f"[backends.{name}] {field_name}: expected {{ value = ..., source = \"SPEC §4 ...\" }}")
        value = entry.get("value")
        if isinstance(value, bool) or not isinstance(value, int | float) or value < 0:
            raise PlacementError(f"[backends.{name}] {field_name}: expected a non-negative number, got {value!r}")
        values[field_name] = float(value)
    return Backend(name, **values)


def _leaf(name: str, body: Mapping[str, Any]) -> Leaf:
    low, high = body.get("low_ns"), body.get("high_ns")
    if not isinstance(body.get("source"), str):
        raise PlacementError(f"[engine_leaves] {name}: missing source")
    if not all(isinstance(v, int | float) and not isinstance(v, bool) for v in (low, high)) or not 0 <= low <= high:
        raise PlacementError(f"[engine_leaves] {name}: need 0 <= low_ns <= high_ns, got {low!r}, {high!r}")
    return Leaf(float(low), float(high))
