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
  never-on-engine set (gather, recurrent cell, argmax, top_k, non_max_suppression) cannot go on the engine,
  nor, on a target without the texture engine, its sampling ops (crop-resize,
  resample, affine warp: SPEC §6; `PlacementModel.on`).
* **Objective** over the whole graph: the per-op costs, plus a launch per
  segment (a maximal run of consecutive ops, in program order, on one
  backend; 0.05 engine, 0.10 other), plus a transfer for each value used on
  a backend other than its producer's, once per consumer backend (0.09 into
  the engine, 0.23 into another). Function arguments, graph outputs and
  `anec.constant` results (weights) are available everywhere for free.
* **Dynamic programming** in program order. The state after op j is
  (backend of op j, for every tracked live value -- produced, with a reader
  after j -- the backends it is available on among those its remaining
  readers may run on). The rest of the cost depends on the past only
  through that state, so the DP is exact. The state is bounded by
  construction (`plan`): a step holds at most `max_states` states
  (`MAX_STATES`); where the graph's live values would need more, the values
  read last are relaxed (left out of the state, their transfers out of the
  objective), the DP's optimum is then a lower bound, and the result, its
  assignment costed in full, reports its gap (`Placement.gap`, 0 when the
  two meet: proven optimal). A step also drops every state another one
  strictly dominates (`_without_dominated`), which changes nothing but
  the time. Placement never fails for the size of a graph.
"""

from __future__ import annotations

import math
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
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
from anec.cost.targets import Target
from anec.cost.work import is_load_time, is_weight_source, op_work, weight_scope

MODEL_PATH = Path(__file__).with_name("placement.toml")

ENGINE = "engine"

PIN_ATTR = "anec.engine_pin_ms"
"""Set by `anec-fuse{pin-engine=true}` on a function: how much the placement
objective (ms) of the placement with every op the engine can run pinned to
the engine is above the free placement's; `anec-report` prints it
(docs/placement.md, "Asking for the engine")."""
"""The backend the learned leaves and the never-on-engine set refer to."""

MAX_STATES = 16384
"""Implementation limit (ours): the most states a step of the search may
hold, by construction (`plan`). Every example and corpus graph is placed
proven optimal under it (at most 15309 states a step; the torchvision
DenseNet-121, the decoders' decode steps, RAFT and SSDlite's head relax some
values and still meet the lower bound; docs/placement.md, "State bound"); the
search's time is at most linear in it."""

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
    texture_ops: frozenset[str] = frozenset()
    """The ops of the texture engine's sampling datapath (SPEC §6): never on
    the engine of a target without it (`on`)."""

    @property
    def engine(self) -> Backend:
        return self.backends[self.index(ENGINE)]

    def on(self, texture_engine: bool) -> PlacementModel:
        """The model for a target with or without the texture engine: without
        it, the texture ops are never on the engine (SPEC §6)."""
        if texture_engine or not self.texture_ops:
            return self
        return replace(self, never_on_engine=self.never_on_engine | self.texture_ops)

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
            engine = sum(self.engine_cost(inner) for inner in placeable_ops(op.body.block.ops))
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

    def engine_cost(self, op: Operation) -> float:
        """`op_costs(op)`'s engine entry, the same number, without the other
        backends' (an op inside a program, which only the engine runs; a
        subclass leaves that entry as this class makes it)."""
        work = op_work(op)
        if op.name in self.never_on_engine:
            return math.inf
        flops, bytes_ = work.flops, work.bytes
        cost = self.backends[self.index(ENGINE)].roofline_ms(flops, bytes_)
        cost += self.leaf_ns(op, flops, bytes_) / NS_PER_MS
        return cost

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
class SearchStats:
    """How the search went on one graph (docs/placement.md, "State bound")."""

    cut_width: int
    """The most values live across a step of program order (produced at or
    before it, read after it)."""
    bound: int
    """The most states a step can hold, by construction (`plan`): at most
    the `max_states` the search was given."""
    states: int
    """The most states a step held (after dropping the dominated ones)."""
    relaxed: int
    """Values whose transfers the search left out to stay within its bound:
    0 means exact by construction."""


@dataclass(frozen=True)
class Solution:
    """The backend index per node, its objective, and whether it is proven optimal."""

    choice: tuple[int, ...]
    cost: float
    """The objective of `choice`."""
    exact: bool
    """Whether `choice` is proven optimal: no value was relaxed, or the
    relaxed optimum (a lower bound) equals `cost`."""
    lower_bound: float
    """A lower bound on the optimum: `cost` when exact, else the optimum of
    the relaxed objective (the transfers of the relaxed values left out)."""
    stats: SearchStats

    @property
    def gap(self) -> float:
        """How far `cost` may be above the optimum (ms): 0 when exact."""
        return self.cost - self.lower_bound


@dataclass(frozen=True)
class Placement:
    """The backend chosen for each op of a function, and what that choice costs."""

    backend_of: dict[Operation, str]
    cost: float
    """Objective value in ms."""
    segments: list[Segment]
    gap: float
    """`cost` minus a lower bound on the optimum (ms): 0 when proven optimal
    (`Solution.gap`)."""
    stats: SearchStats


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
    return PlacementModel(backends, MappingProxyType(leaves), frozenset(never), frozenset(raw["texture_engine"]["ops"]))


@cache
def placement_model(target: Target) -> PlacementModel:
    """`placement.toml`'s model for `target` (`PlacementModel.on`)."""
    return load_placement_model().on(target.texture_engine)


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
def place(graph: FuncOp | Sequence[Operation], model: PlacementModel | None = None, max_states: int = MAX_STATES) -> Placement:
    """The cost-minimal placement of `graph`'s ops (`search`, at most
    `max_states` states per step)."""
    model = model or load_placement_model()
    ops = placeable_ops(graph)
    index = {op: i for i, op in enumerate(ops)}
    nodes = [Node(model.op_costs(op), operand_nodes(op, index)) for op in ops]
    solution = search(nodes, model, max_states)
    names = [model.backends[b].name for b in solution.choice]
    return Placement(dict(zip(ops, names)), solution.cost, _segments(ops, names), solution.gap, solution.stats)


def placeable_ops(graph: FuncOp | Sequence[Operation]) -> list[Operation]:
    """The ops placement decides, in program order: all but terminators,
    constants and ops evaluated at load time (`cost.work.is_load_time`):
    weights are available on every backend."""
    ops = list(graph.body.block.ops) if isinstance(graph, FuncOp) else list(graph)
    return [op for op in ops if not op.has_trait(IsTerminator) and not isinstance(op, ConstantOp) and not is_load_time(op)]


def solve(nodes: Sequence[Node], model: PlacementModel) -> tuple[tuple[int, ...], float]:
    """`search`'s backend index per node and its cost."""
    solution = search(nodes, model)
    return solution.choice, solution.cost


def objective(nodes: Sequence[Node], choice: Sequence[int], model: PlacementModel) -> float:
    """The objective of one assignment (ms): the ops' costs, a launch per
    segment, a transfer per value and consumer backend other than its producer's."""
    total = 0.0
    readers: list[int] = [0] * len(nodes)
    for j, (node, b) in enumerate(zip(nodes, choice)):
        total += node.costs[b] + (model.backends[b].launch if j == 0 or choice[j - 1] != b else 0.0)
        for value in node.operands:
            readers[value] |= 1 << b
    for value, mask in enumerate(readers):
        total += sum(backend.transfer_in for b, backend in enumerate(model.backends) if mask >> b & 1 and b != choice[value])
    return total


@dataclass(frozen=True)
class Plan:
    """What the search keeps of each value, fixed before it runs: every
    value is tracked (its covered backends are part of the state) unless
    it is relaxed (its transfers left out) to keep every step within the
    state bound."""

    allowed: tuple[int, ...]
    """Per node, the bit mask of the backends it may run on."""
    last_use: tuple[int | None, ...]
    """Per node, the last node reading its value (None: no placed reader)."""
    future: tuple[tuple[int, ...], ...]
    """Per node, the backends its value may still be read on: `future[v][k]`
    after its first k readers (an `allowed` mask)."""
    relaxed: frozenset[int]
    live: tuple[tuple[int, ...], ...]
    """Per step, the tracked values live after it, in program order."""
    stats: SearchStats


def plan(nodes: Sequence[Node], n_backends: int, max_states: int) -> Plan:
    """The values the search tracks and the bound that gives, by
    construction: the state after step j holds the backend of node j and,
    for each tracked live value, the set of backends it is available on
    among those it may still be read on; so step j has at most
    `|allowed(j)| x prod(options(v, j))` states, where options(v, j) counts
    the sets that can occur (`_reachable`, intersected with the backends
    v's remaining readers may run on). Where that exceeds `max_states`,
    the live value read last is relaxed (farthest last use first, as in
    register allocation) until it does not."""
    check_state_bound(max_states, n_backends)
    allowed = tuple(sum(1 << b for b, cost in enumerate(node.costs) if not math.isinf(cost)) for node in nodes)
    for j, mask in enumerate(allowed):
        if not mask:
            raise PlacementError(f"node {j} has no backend it may run on")
    readers: list[list[int]] = [[] for _ in nodes]
    for j, node in enumerate(nodes):
        for value in node.operands:
            if not 0 <= value < j:
                raise PlacementError(f"node {j} reads node {value}, which does not come before it")
            readers[value].append(j)
    last_use = tuple(r[-1] if r else None for r in readers)
    # A value's masks depend only on its backends and its readers': values
    # alike share one tuple (a chain of 10^6 ops has a handful), which keeps
    # this step's memory to the graph's, not a set per value and reader.
    masks_of: dict[tuple[int, tuple[int, ...]], tuple[tuple[int, ...], tuple[frozenset[int], ...]]] = {}
    masks: list[tuple[tuple[int, ...], tuple[frozenset[int], ...]]] = []
    for v, rs in enumerate(readers):
        key = (allowed[v], tuple(allowed[r] for r in rs))
        if key not in masks_of:
            masks_of[key] = (tuple(_suffix_masks(key[1])), tuple(_reachable(*key)))
        masks.append(masks_of[key])
    del readers, masks_of
    future = tuple(m[0] for m in masks)
    reachable = tuple(m[1] for m in masks)
    del masks
    read_so_far = [0] * len(nodes)

    def options(v: int) -> int:
        k = read_so_far[v]
        return len({covered & future[v][k] for covered in reachable[v][k]})

    relaxed: set[int] = set()
    live: list[int] = []
    lives: list[tuple[int, ...]] = []
    width = 0
    everything: list[int] = []
    for j, node in enumerate(nodes):
        for value in node.operands:
            read_so_far[value] += 1
        everything = [v for v in everything if last_use[v] != j] + ([j] if last_use[j] is not None else [])
        width = max(width, len(everything))
        live = [v for v in live if last_use[v] != j] + ([j] if last_use[j] is not None else [])
        while allowed[j].bit_count() * math.prod(options(v) for v in live) > max_states:
            farthest = max(live, key=lambda v: (last_use[v], v))
            relaxed.add(farthest)
            live.remove(farthest)
        lives.append(tuple(live))
    # A value relaxed later is left out of the earlier steps too (their bound only falls).
    lives = [tuple(v for v in step if v not in relaxed) for step in lives]
    read_so_far = [0] * len(nodes)
    bound = 1
    for j, node in enumerate(nodes):
        for value in node.operands:
            read_so_far[value] += 1
        bound = max(bound, allowed[j].bit_count() * math.prod(options(v) for v in lives[j]))
    stats = SearchStats(width, bound, 0, len(relaxed))
    return Plan(allowed, last_use, future, frozenset(relaxed), tuple(lives), stats)


def check_state_bound(max_states: int, n_backends: int | None = None) -> None:
    """Raises `PlacementError` unless `max_states` leaves room for one state
    per backend (the fewest a step of the search can hold)."""
    n_backends = len(load_placement_model().backends) if n_backends is None else n_backends
    if isinstance(max_states, bool) or not isinstance(max_states, int) or max_states < n_backends:
        raise PlacementError(
            f"a state bound must be an integer of at least {n_backends} (one state per backend), got {max_states!r}"
        )


def _reachable(producer: int, readers: Sequence[int]) -> list[frozenset[int]]:
    """`out[k]`: the sets of backends (masks) a value can be available on
    after its first k readers: its producer's backend and the readers'
    (`producer`, `readers`: `allowed` masks)."""
    out = [frozenset(1 << b for b in range(producer.bit_length()) if producer >> b & 1)]
    for mask in readers:
        out.append(frozenset(covered | 1 << b for covered in out[-1] for b in range(mask.bit_length()) if mask >> b & 1))
    return out


def _suffix_masks(masks: Sequence[int]) -> list[int]:
    """`out[k]` = the union of `masks[k:]`."""
    out = [0] * (len(masks) + 1)
    for k in range(len(masks) - 1, -1, -1):
        out[k] = out[k + 1] | masks[k]
    return out


def search(nodes: Sequence[Node], model: PlacementModel, max_states: int = MAX_STATES) -> Solution:
    """The DP over program order within `plan`'s bound (docs/placement.md).
    The state after op j is its backend and, for each tracked live value,
    the backends among those it may still be read on that it is already
    available on (its producer's, and those a transfer has paid for). The
    rest of the objective depends on the past only through that, so
    keeping the cheapest path per state is exact; dominated states are
    dropped (`_without_dominated`), which changes nothing. With relaxed
    values the DP's optimum is a lower bound, and the result is the
    objective of its assignment, proven optimal when the two meet."""
    if not nodes:
        return Solution((), 0.0, True, 0.0, SearchStats(0, 1, 1, 0))
    chosen = plan(nodes, len(model.backends), max_states)
    launch = tuple(b.launch for b in model.backends)
    transfer = tuple(b.transfer_in for b in model.backends)
    read_so_far = [0] * len(nodes)
    states: dict[tuple[int, tuple[int, ...]], float] = {(-1, ()): 0.0}
    history: list[tuple[tuple[Any, Any], ...]] = []
    shared: dict[tuple[tuple[Any, Any], ...], tuple[tuple[Any, Any], ...]] = {}
    held = 1
    previous: tuple[int, ...] = ()
    for j, node in enumerate(nodes):
        operands = set(node.operands)
        for value in node.operands:
            read_so_far[value] += 1
        # What becomes of each value of the previous state: read here?
        # still live after (and then the backends it may still be read on)?
        moves = [(v in operands, chosen.last_use[v] != j, chosen.future[v][read_so_far[v]]) for v in previous]
        fresh = chosen.future[j][0] if chosen.live[j] and chosen.live[j][-1] == j else None
        backends = [b for b in range(len(model.backends)) if chosen.allowed[j] >> b & 1]
        step: dict[Any, tuple[float, Any, int]] = {}
        for key, cost in states.items():
            prev, masks = key
            for b in backends:
                bit = 1 << b
                total = cost + node.costs[b] + (launch[b] if b != prev else 0.0)
                kept: list[int] = []
                for mask, (read, stays, future) in zip(masks, moves):
                    if read and not mask & bit:
                        total += transfer[b]
                        mask |= bit
                    if stays:
                        kept.append(mask & future)
                if fresh is not None:
                    kept.append(bit & fresh)
                successor = (b, tuple(kept))
                # Ties go to the smaller parent key, so the assignment does
                # not depend on the order states are visited (or dropped).
                if successor not in step or (total, key) < step[successor][:2]:
                    step[successor] = (total, key, b)
        if len(step) > PRUNE_FROM:
            step = _without_dominated(step, transfer)
        held = max(held, len(step))
        # Each state's parent (its backend is its key's first entry); a step
        # equal to one before is kept once (a long chain repeats a few).
        parents = tuple((k, parent) for k, (_, parent, _) in step.items())
        history.append(shared.setdefault(parents, parents))
        states = {k: total for k, (total, _, _) in step.items()}
        previous = chosen.live[j]
    best = min(states, key=lambda k: (states[k], k))
    choice = _backtrack(history, best)
    stats = replace(chosen.stats, states=held)
    if not chosen.relaxed:
        return Solution(choice, states[best], True, states[best], stats)
    cost = objective(nodes, choice, model)
    if cost <= states[best] + _TIE * max(1.0, abs(cost)):
        return Solution(choice, cost, True, cost, stats)
    return Solution(choice, cost, False, states[best], stats)


_TIE = 1e-9
"""Relative margin under which two costs count as equal when dropping
states: a state whose completions could tie with the anchor's, up to
floating-point rounding, is kept, so dropping never changes the assignment."""


def _without_dominated(step: dict[Any, tuple[float, Any, int]], transfer: Sequence[float]) -> dict[Any, tuple[float, Any, int]]:
    """`step` without the states another state strictly dominates, so the
    optimum (and the assignment `search` returns) is unchanged.

    Two states after the same op share its backend and their tracked live
    values (positions in the key line up). Whatever the rest of the graph
    does, a state A pays for each live value at most the transfers into the
    backends that B has covered and A has not, and the same for everything
    else. So when A's cost plus those transfers is below B's, every
    completion of B costs more than the same completion of A and B is
    dropped. Each state is compared with the cheapest state of its backend."""
    best: dict[int, tuple[Any, float]] = {}
    for key, (total, _, _) in step.items():
        prev = key[0]
        if prev not in best or total < best[prev][1]:
            best[prev] = (key, total)
    kept: dict[Any, tuple[float, Any, int]] = {}
    for key, entry in step.items():
        prev, masks = key
        anchor, anchor_total = best[prev]
        if key is not anchor:
            extra = 0.0
            for mask, covered in zip(masks, anchor[1]):
                missing = mask & ~covered
                extra += sum(cost for b, cost in enumerate(transfer) if missing >> b & 1)
                if anchor_total + extra >= entry[0] - _TIE * max(1.0, abs(entry[0])):
                    break
            else:
                continue
        kept[key] = entry
    return kept


def _backtrack(history: list[tuple[tuple[Any, Any], ...]], final: Any) -> tuple[int, ...]:
    """The backend of each step on the path to `final`: each state's key
    starts with its backend, and `history[j]` pairs step j's states with their parents."""
    choice: list[int] = []
    key = final
    for step in reversed(history):
        choice.append(key[0])
        key = next(parent for state, parent in step if state == key)
    return tuple(reversed(choice))


def operand_nodes(op: Operation, index: Mapping[Operation, int]) -> tuple[int, ...]:
    """The placed ops whose results `op` reads, in operand order, each once."""
    producers = (index.get(operand.owner) for operand in op.operands if isinstance(operand.owner, Operation))
    return tuple(dict.fromkeys(p for p in producers if p is not None))


def _segments(ops: Sequence[Operation], names: Sequence[str]) -> list[Segment]:
    """Runs of consecutive ops on one backend (each run gathered in a list
    first: growing a tuple op by op is quadratic in the run's length)."""
    runs: list[tuple[str, list[Operation]]] = []
    for op, name in zip(ops, names):
        if runs and runs[-1][0] == name:
            runs[-1][1].append(op)
        else:
            runs.append((name, [op]))
    return [Segment(name, tuple(run)) for name, run in runs]


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
