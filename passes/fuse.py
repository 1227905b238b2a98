"""
`anec-fuse`: partitions every function into fused `anec.program` regions,
each one engine dispatch (SPEC sections 1, 3 and 7: "fusing a graph into one
program pays the floor once and keeps intermediates resident").

The partition follows the placement model (SPEC section 4, `cost.placement`):

* The placement search holds at most `placement-states` states per step
  (`cost.placement.MAX_STATES` by default), by construction; a function
  whose placement it cannot prove optimal gets `anec.placement_gap_ms`,
  how far its objective may be above the optimum (docs/placement.md).
* A program is a run of **consecutive engine-placed ops** in program order.
  It never crosses a backend change, and an op the target's engine cannot
  run (no ZinEnginePerf cycle form on the target, e.g. a texture op on a
  chip without the texture engine) ends the run too. A run of consecutive
  ops is convex: any dataflow path between two of its ops only passes
  through ops between them in program order, which are members.
* A run is cut, greedily in program order, so that every program's
  **working set** -- its peak live activation set as `cost.analytic`
  defines it (activations defined at or before an op and read at or after
  it; program inputs from their first use; views seen through; weights
  excluded) -- stays within the target's `working_set_bytes` (SPEC section
  1: past it every layer streams). Greedy cutting gives the fewest
  programs, because a part of a program never has a larger live set. A
  single op over the working set still forms a program of its own
  (`anec-tile` splits it). With `mode=refined`, a program whose ops all
  keep the batch axis apart (`cost.batch`) runs in batch tiles, as the
  refined model costs it, so its working set is one sample's share of its
  peak live set; the seed streams a whole program past the working set, so
  `mode=seed` and no mode cut by the whole peak.
* A run of views only (reshape, inference dropout, a cast to its own type)
  needs no dispatch and is left unwrapped; any other run, even of one op,
  becomes a program (one dispatch, like the standalone op it replaces).
* Constants, and ops evaluated at load time (`cost.work.is_load_time`:
  arithmetic on weights alone), stay outside and are passed in as operands,
  so the cost model still sees them as weights. A boundary cast
  (`cost.work.is_io_cast`) is a view: it joins the program it borders and
  adds no dispatch (docs/cost-model.md, "Boundary casts"). Programs are labelled `p0`, `p1`, ... in
  program order across the module, skipping labels already in use.
* A function that already contains a program is left as it is, so fusing
  fused IR changes nothing.
* With `mode` (`seed` or `refined`; `anec-compile` passes its own), the
  programs of one run are merged, left to right, while the merged program's
  estimate in that cost mode does not exceed the two programs' (one floor
  fewer against what a program past the working set streams); so fusion
  never raises the estimate (docs/passes.md). A merge takes the views
  between the two programs too, so a merged program is still a run of
  consecutive ops.

```mlir
// anec-opt net.mlir -p 'anec-fuse{target=h13}'
%c = anec.convolution %x, %w : ...
%r = anec.relu %c : ...
// becomes
%r = anec.program "p0" (%x_1 = %x : ..., %w_1 = %w : ...) -> ... {
  %c = anec.convolution %x_1, %w_1 : ...
  %r_1 = anec.relu %c : ...
  anec.yield %r_1 : ...
}
```
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import ClassVar

from xdsl.context import Context
from xdsl.dialects.builtin import FloatAttr, ModuleOp, f64
from xdsl.dialects.func import FuncOp
from xdsl.ir import Block, Operation, OpResult, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import PassFailedException

from anec.dialect.program import ProgramOp, YieldOp
from anec.cost.analytic import Mode, members_latency_us, no_higher, program_latency_us
from anec.cost.batch import op_batch
from anec.cost.placement import (
    ENGINE,
    MAX_STATES,
    PIN_ATTR,
    Placement,
    PlacementError,
    PlacementModel,
    check_state_bound,
    place,
    placement_model,
    placeable_ops,
)
from anec.cost.targets import Target
from anec.cost.work import CostError, OpWork, Role, copied_alike, is_view, op_work, tensor_bytes, weight_scope, work_scope
from anec.cost.zin import task_cycles
from anec.passes.diagnostics import enum_option, fail
from anec.passes.set_target import target_for

GAP_ATTR = "anec.placement_gap_ms"
"""Set on a function whose placement is not proven optimal: how far (ms)
its objective may be above the optimum (`cost.placement.Placement.gap`)."""

@dataclass(frozen=True)
class EnginePinned(PlacementModel):
    """The placement model with every op the target's engine can run pinned
    to the engine (its other backends' costs infinite); an op the engine
    never runs (SPEC section 4) or that the target has no cycle form for
    keeps its choice."""

    target: Target | None = None

    @staticmethod
    def of(model: PlacementModel, target: Target) -> EnginePinned:
        return EnginePinned(model.backends, model.leaves, model.never_on_engine, model.texture_ops, target)

    def op_costs(self, op: Operation) -> tuple[float, ...]:
        costs = super().op_costs(op)
        engine = self.index(ENGINE)
        if isinstance(op, ProgramOp) or math.isinf(costs[engine]) or self.target is None or not runs_on_engine(op, self.target):
            return costs
        return tuple(c if i == engine else math.inf for i, c in enumerate(costs))


LABEL_PREFIX = "p"
"""Programs are labelled `p0`, `p1`, ... (`anec-report` names their ops `p0/%c`)."""


@dataclass
class _Program:
    """A candidate program and its live activation set at each member (SPEC section 1)."""

    ops: list[Operation] = field(default_factory=list)
    members: set[Operation] = field(default_factory=set)
    spans: dict[SSAValue, int] = field(default_factory=dict)
    """Last member index at which each live root is read (or defined)."""
    live: list[int] = field(default_factory=list)
    peak: int = 0
    batched: bool = False
    """Whether the program may run in batch tiles (`cost.batch`), as the
    refined mode costs it: its working set is then one sample's."""
    batch: int | None = None
    """The common batch extent of the members so far (1: none)."""
    anchored: bool = False
    """Whether a member's tensor of rank >= 3 carries the batch (`cost.batch`)."""

    def resident(self, peak: int, batch: int) -> int:
        """The live set it must hold at once: one sample's when batch-tiled."""
        return -(-peak // batch) if self.batched else peak

    def root(self, value: SSAValue) -> SSAValue:
        """The value a member view aliases; a value from outside is its own root
        (inside the program it is a block argument)."""
        while isinstance(value, OpResult) and value.op in self.members and is_view(value.op) and value.op.operands:
            value = value.op.operands[0]
        return value

    def add(self, op: Operation, work: OpWork, working_set: float) -> bool:
        """Adds `op` unless that would lift the peak live set over `working_set`
        (the first op is always taken)."""
        index = len(self.ops)
        self.ops.append(op)
        self.members.add(op)
        delta: dict[int, int] = {index: 0}
        spans: dict[SSAValue, int] = {}
        for read in work.reads:
            if read.role != Role.ACTIVATION:
                continue
            root = self.root(read.value)
            if root in spans:
                continue
            size = tensor_bytes(root)
            for position in range(self.spans.get(root, index - 1) + 1, index + 1):
                delta[position] = delta.get(position, 0) + size
            spans[root] = index
        for write in work.writes:
            delta[index] += tensor_bytes(write.value)
            spans[write.value] = index
        # `live` has one entry per op taken so far (the new op's position is `index`).
        peak = max(self.peak, *((self.live[p] if p < index else 0) + extra for p, extra in delta.items()))
        batch, anchored = self.batch, self.anchored
        if self.batched and work.reads + work.writes:
            found = op_batch(op, work)
            if found is None or (batch is not None and found[0] != batch):
                batch = 1
            else:
                batch, anchored = (found[0] if batch is None else batch), anchored or found[1]
        if index > 0 and self.resident(peak, batch if batch is not None and anchored else 1) > working_set:
            self.ops.pop()
            self.members.discard(op)
            return False
        self.batch, self.anchored = batch, anchored
        self.live.append(0)
        for position, extra in delta.items():
            self.live[position] += extra
        self.peak = peak
        self.spans.update(spans)
        return True

@weight_scope()
def peak_live_bytes(ops: Sequence[Operation], work: Callable[[Operation], OpWork] = op_work) -> int:
    """The peak live activation set of `ops` run as one program (`work` gives
    each op's work): what `_Program.add` finds taking them one by one with no
    bound, in time linear in the program. Each live root (seen through the
    views taken so far) spans from the op that writes it or first reads it to
    the last op that reads it; the spans are summed once, by a difference array."""
    members: set[Operation] = set()
    spans: dict[SSAValue, list[int]] = {}
    for index, op in enumerate(ops):
        members.add(op)
        done = work(op)
        for read in done.reads:
            if read.role != Role.ACTIVATION:
                continue
            value = read.value
            while isinstance(value, OpResult) and value.op in members and is_view(value.op) and value.op.operands:
                value = value.op.operands[0]
            span = spans.get(value)
            if span is None:
                spans[value] = [index, index]
            else:
                span[1] = index
        for write in done.writes:
            spans[write.value] = [index, index]
    delta = [0] * (len(ops) + 1)
    for value, (first, last) in spans.items():
        size = tensor_bytes(value)
        delta[first] += size
        delta[last + 1] -= size
    return max(itertools.accumulate(delta[: len(ops)]), default=0)


Dataflow = dict[Operation, list[tuple[Operation, SSAValue]]]
"""For each op, the ops that read its results, one entry per use: (consumer, the result it reads)."""


def dataflow_graph(func: FuncOp) -> Dataflow:
    """The function body's dataflow as it stands: the consumers of each op's
    results, one entry per use, in program order. Taken once, before any
    program is wrapped, it still names each program's outputs (`boundary`)
    after earlier programs moved their consumers."""
    graph: Dataflow = {op: [] for op in func.body.block.ops}
    for op in func.body.block.ops:
        for operand in op.operands:
            if isinstance(operand, OpResult):
                graph.setdefault(operand.op, []).append((op, operand))
    return graph


def boundary(graph: Dataflow, members: Sequence[Operation]) -> tuple[list[SSAValue], list[SSAValue]]:
    """(inputs, outputs) of a program: the values its ops read from outside
    (function arguments and results of other ops, in order of first use),
    and the results of its ops read outside (in program order)."""
    inside = set(members)
    inputs: dict[SSAValue, None] = {}
    outputs: dict[SSAValue, None] = {}
    for op in members:
        for operand in op.operands:
            if not (isinstance(operand, OpResult) and operand.op in inside):
                inputs[operand] = None
        for consumer, value in graph[op]:
            if consumer not in inside:
                outputs[value] = None
    ordered = [r for op in members for r in op.results if r in outputs]
    return list(inputs), ordered


def engine_runs(
    func: FuncOp, target: Target, max_states: int = MAX_STATES, pin_engine: bool = False
) -> tuple[Placement, list[list[Operation]]]:
    """The placement of `func` (at most `max_states` search states per step;
    with `pin_engine`, every op the engine can run pinned to it, and the
    objective it costs over the free placement recorded as `PIN_ATTR`) and
    its maximal runs of consecutive ops on the engine that the target's
    engine can run, in program order. All found at once in one `work_scope`
    (each op's work and weights worked out once): the caller's, if it holds
    one open (`AnecFusePass.apply`, until it changes the function), else its own."""
    with weight_scope(), op_work.join():
        for op in placeable_ops(func):
            try:
                op_work(op)
            except CostError as err:
                raise fail(op, f"cannot be placed: {err.why}") from err
        try:
            model = placement_model(target)
            placement = place(func, model, max_states=max_states)
            if pin_engine:
                free = placement.cost
                placement = place(func, EnginePinned.of(model, target), max_states=max_states)
                func.attributes[PIN_ATTR] = FloatAttr(round(max(placement.cost - free, 0.0), 6), f64)
        except PlacementError as err:
            raise PassFailedException(f"anec-fuse: cannot place @{func.sym_name.data}: {err}") from err
        runs: list[list[Operation]] = []
        for segment in placement.segments:
            if segment.backend != ENGINE:
                continue
            run: list[Operation] = []
            for op in segment.ops:
                if runs_on_engine(op, target):
                    run.append(op)
                elif run:
                    runs.append(run)
                    run = []
            if run:
                runs.append(run)
        return placement, runs


def runs_on_engine(op: Operation, target: Target) -> bool:
    """Whether the target's engine has a cycle form for `op` (SPEC sections 3, 6)."""
    try:
        task_cycles(op, target)
    except CostError:
        return False
    return True


def partition(run: Sequence[Operation], target: Target, batched: bool = False) -> Iterator[list[Operation]]:
    """Cuts a run greedily into consecutive parts whose peak live set fits
    the working set (`batched`: in one sample of a batch-tiled program).
    Every op of the run is in one part; a part of views only
    (`needs_dispatch` false) becomes no program, but `merge_programs` takes
    it into a merge across it, so that a merged program stays a run of
    consecutive ops."""
    program = _Program(batched=batched)
    for op in run:
        work = op_work(op)
        if program.add(op, work, target.working_set_bytes):
            continue
        yield program.ops
        program = _Program(batched=batched)
        program.add(op, work, target.working_set_bytes)
    if program.ops:
        yield program.ops


def needs_dispatch(ops: Sequence[Operation]) -> bool:
    """Whether `ops` run as a program need a dispatch: not views only."""
    return not all(is_view(op) for op in ops)


def detached_program(graph: Dataflow, members: Sequence[Operation]) -> ProgramOp:
    """A copy of `members` as a program that is not in the IR (for scoring):
    the same boundary as `wrap` gives, the function left as it was. Erase it
    after use (it reads the boundary's inputs)."""
    inputs, outputs = boundary(graph, members)
    block = Block(arg_types=[v.type for v in inputs])
    mapping: dict[SSAValue, SSAValue] = dict(zip(inputs, block.args))
    for op in members:
        block.add_op(op.clone(value_mapper=mapping))
    block.add_op(YieldOp(*(mapping[v] for v in outputs)))
    return ProgramOp(inputs, [v.type for v in outputs], Region(block))


@dataclass
class MergeScorer:
    """The estimate, in one cost mode, of a group of ops run as one program:
    `program_latency_us` of its `detached_program`. Where every member's
    copy has its member's work (`copied_alike`, the rule for all but
    boundary casts and their producers), the same number is worked out on
    the members themselves (`members_latency_us`: no copy, and each
    member's work taken from the `op_work` scope the caller holds open while
    the IR does not change); else on the detached copy."""

    graph: Dataflow
    target: Target
    mode: Mode
    memo: dict[tuple[Operation, ...], float] = field(default_factory=dict)
    alike: dict[Operation, bool] = field(default_factory=dict)
    """`copied_alike` of each op met, worked out once (the IR does not change while merges are weighed)."""

    def __call__(self, members: Sequence[Operation]) -> float:
        key = tuple(members)
        if key not in self.memo:
            if all(self._alike(op) for op in members):
                _, outputs = boundary(self.graph, members)
                self.memo[key] = members_latency_us(members, outputs, self.target, self.mode)
            else:
                program = detached_program(self.graph, members)
                self.memo[key] = program_latency_us(program, self.target, self.mode)
                program.erase()
        return self.memo[key]

    def _alike(self, op: Operation) -> bool:
        known = self.alike.get(op)
        if known is None:
            known = self.alike[op] = copied_alike(op)
        return known


def merge_programs(parts: Sequence[list[Operation]], score: MergeScorer) -> list[list[Operation]]:
    """Merges each program of one engine run (`partition`'s parts that need
    a dispatch) into the program before it while the estimate of the merged
    program does not exceed the two programs' (one floor instead of two,
    against what a program past the working set streams; `no_higher`: not
    beyond the rounding of the sums), left to right.
    A merge takes the parts of views only between the two programs too:
    the merged program is a run of consecutive ops, so no op it leaves
    outside lies between its members (a view left there would read a result
    the program defines after it, or feed a member from the program's own
    results)."""
    merged: list[list[Operation]] = []
    views: list[Operation] = []
    for part in parts:
        if not needs_dispatch(part):
            views.extend(part)
            continue
        candidate = merged[-1] + views + part if merged else []
        if merged and no_higher(score(candidate), score(merged[-1]) + score(part), len(candidate) + 3):
            merged[-1] = merged[-1] + views + part
        else:
            merged.append(list(part))
        views = []
    return merged


def wrap(graph: Dataflow, members: Sequence[Operation], label: str) -> ProgramOp:
    """Moves `members` into a new `anec.program` at the place of the last one."""
    inputs, outputs = boundary(graph, members)
    inside = set(members)
    anchor = members[-1].next_op
    assert anchor is not None, "a function body ends with its terminator"
    block = Block(arg_types=[v.type for v in inputs])
    for value, arg in zip(inputs, block.args):
        arg.name_hint = value.name_hint
        value.replace_uses_with_if(arg, lambda use: use.operation in inside)
    for op in members:
        op.detach()
        block.add_op(op)
    program = ProgramOp(inputs, [v.type for v in outputs], Region(block), label)
    for value, result in zip(outputs, program.outputs):
        result.name_hint = value.name_hint
        value.replace_uses_with_if(result, lambda use: use.operation not in inside)
    block.add_op(YieldOp(*outputs))
    anchor.parent_block().insert_op_before(program, anchor)
    return program


def labels(module: ModuleOp) -> Iterator[str]:
    """`p0`, `p1`, ... skipping the labels programs of `module` already carry."""
    taken = {op.label.data for op in module.walk() if isinstance(op, ProgramOp) and op.label is not None}
    return (label for i in itertools.count() if (label := f"{LABEL_PREFIX}{i}") not in taken)


def fusible(func: FuncOp) -> bool:
    """A defined function not partitioned yet."""
    return bool(func.body.blocks) and not any(isinstance(op, ProgramOp) for op in func.walk())


@dataclass(frozen=True)
class AnecFusePass(ModulePass):
    """Fuses each function's engine runs into programs within `target`'s working set."""

    name = "anec-fuse"

    PARAMETER_MODES: ClassVar[frozenset[str]] = frozenset({Mode.REFINED.value})
    """The cost modes in which it reads the refined model's parameters
    (`cost.refined.params_for`): only the refined mode's estimate reads
    them, the placement and the working set do not (`passes.compile.compile_shared`)."""

    target: str | None = None
    mode: str | None = None
    placement_states: int = MAX_STATES
    pin_engine: bool = False
    """Place every op the target's engine can run on the engine, whatever the placement model prefers
    (docs/placement.md, "Asking for the engine"); the cost is recorded as `anec.engine_pin_ms`."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        target = target_for(op, self.target)
        mode = None if self.mode is None else enum_option(Mode, self.mode, "cost mode")
        try:
            check_state_bound(self.placement_states)
        except PlacementError as err:
            raise PassFailedException(f"anec-fuse: placement-states: {err}") from err
        names = labels(op)
        for func in [f for f in op.ops if isinstance(f, FuncOp) and fusible(f)]:
            graph = dataflow_graph(func)
            score = None if mode is None else MergeScorer(graph, target, mode)
            groups = []
            # The function's ops do not change until its programs are wrapped
            # (the placement's records are attributes of the function, which
            # no op's work reads): one scope for placing, cutting and merging.
            with work_scope():
                placement, runs = engine_runs(func, target, self.placement_states, self.pin_engine)
                if placement.gap > 0:
                    func.attributes[GAP_ATTR] = FloatAttr(round(placement.gap, 6), f64)
                for run in runs:
                    parts = list(partition(run, target, batched=mode == Mode.REFINED))
                    groups.extend([p for p in parts if needs_dispatch(p)] if score is None else merge_programs(parts, score))
            for group in groups:
                wrap(graph, group, next(names))
