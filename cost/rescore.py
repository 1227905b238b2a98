"""A program's liveness and estimate kept up to date while its members are
replaced one at a time (docs/cost-model.md, "Re-scoring a program").

`anec-tile` tries about a hundred tilings inside one program of a thousand
ops (ResNet-50) and must know, after each, the program's peak live set
(its residency guard) and `program_latency_us` (its score). Worked out from
scratch that is the whole program per tiling. `ProgramLiveness` and
`ProgramScore` give the same numbers, bit for bit, by re-working only what
a replacement changes:

* the members whose work or reads change: the new ops, the readers of
  their results, and the readers of views of those (a read is charged to
  the value a chain of views aliases, `cost.analytic._root`);
* the live set: each value whose definer or readers changed has its span
  taken off and put back (spans of other values only move with the ops);
* the placement and layer cost of each member whose inputs changed: those
  above, the members whose live set or streaming changed, and the readers
  and writers of every value whose spilling, first use or yielding did.
  When a program-wide quantity changes (the seed's "every layer streams",
  the refined model's batch tiles), every placement is worked out again.

The sum of the layer costs is taken again in program order (floating-point
addition is not associative, and the score must be `program_latency_us`'s
own number). `tests/test_rescore.py` checks both against the from-scratch
functions after every replacement of real tilings.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from xdsl.ir import Operation, SSAValue

from anec.dialect.program import ProgramOp, YieldOp
from anec.cost.analytic import Mode, _layer_work_us, _Placement, _rebased_view, _root
from anec.cost.batch import batch_tiles, op_batch, tile_share
from anec.cost.refined import dispatch_us, params_for
from anec.cost.targets import Target
from anec.cost.work import VIEW_WORK, OpWork, Role, is_view, op_work, tensor_bytes, weight_scope

Span = tuple[int, int]
"""[first, last] positions of a value's live range (both included)."""

_NO_BATCH = object()
"""`_Member.batch` of an op without reads or writes: `batch_extent` skips it."""


@dataclass(frozen=True)
class _Member:
    """What the layout reads of one member: its work, the root of each of
    its reads (in order), and `op_batch` of it where batches are counted."""

    work: OpWork
    roots: tuple[SSAValue, ...]
    batch: object = _NO_BATCH


def members_of(program: ProgramOp) -> list[Operation]:
    return [op for op in program.body.block.ops if not isinstance(op, YieldOp)]


class ProgramLiveness:
    """
    The live activation bytes at each member of a program, as
    `cost.analytic._liveness` defines them (every activation from its
    definition or first read to its last read; with `rebased`, slices and
    concats are views, as the refined model sees a program), and with
    `batched` the common batch extent of the members (`cost.batch.batch_extent`).
    `replaced` gives the liveness after one member is replaced; this one is
    left as it was, for a replacement that is undone. Asked again for the
    same replacement (a residency guard and a score sharing one liveness),
    it gives the same answer without working it out again.
    """

    def __init__(self, program: ProgramOp, rebased: bool, batched: bool):
        self.rebased = rebased
        self.batched = batched
        self.last: tuple[Operation, list[Operation], tuple[ProgramLiveness, Change]] | None = None
        """The latest replacement asked for and its answer."""
        self.ops = members_of(program)
        self.index = {op: i for i, op in enumerate(self.ops)}
        with weight_scope():
            self.members = {op: self._member(op) for op in self.ops}
        readers: dict[SSAValue, list[Operation]] = {}
        self.definer: dict[SSAValue, Operation] = {}
        for op in self.ops:
            member = self.members[op]
            for read, root in zip(member.work.reads, member.roots):
                if read.role == Role.ACTIVATION:
                    readers.setdefault(root, []).append(op)
            for write in member.work.writes:
                self.definer[write.value] = op
        self.readers = {value: tuple(ops) for value, ops in readers.items()}
        delta = [0] * (len(self.ops) + 1)
        for value in {*self.definer, *self.readers}:
            first, last = self.span(value)  # pyright: ignore[reportGeneralTypeIssues]
            size = tensor_bytes(value)
            delta[first] += size
            delta[last + 1] -= size
        self.live = _accumulate(delta, len(self.ops))
        self.batches: Counter[object] = Counter(m.batch for m in self.members.values())

    def _member(self, op: Operation) -> _Member:
        work = VIEW_WORK if self.rebased and _rebased_view(op) else op_work(op)
        roots = tuple(_root(read.value, self.rebased) for read in work.reads)
        batch = op_batch(op, work) if self.batched and (work.reads or work.writes) else _NO_BATCH
        return _Member(work, roots, batch)

    def _aliases(self, op: Operation) -> bool:
        """Whether a read of `op`'s result is charged to `op`'s first operand (`_root`)."""
        return bool(op.operands) and (is_view(op) or (self.rebased and _rebased_view(op)))

    def span(self, value: SSAValue) -> Span | None:
        readers = self.readers.get(value)
        definer = self.definer.get(value)
        if definer is None and not readers:
            return None
        first = self.index[definer] if definer is not None else self.index[readers[0]]  # pyright: ignore[reportOptionalSubscript]
        return first, self.index[readers[-1]] if readers else first

    @property
    def peak(self) -> int:
        return max(self.live, default=0)

    @property
    def batch(self) -> int:
        """`batch_extent` of the members (1 unless `batched`)."""
        found = [b for b in self.batches if b is not _NO_BATCH]
        if None in found or len({extent for extent, _ in found}) != 1:  # type: ignore[misc,has-type]  # (extent, anchored) pairs or None (`op_batch`), counted as objects
            return 1
        common = found[0][0]  # type: ignore[index]  # a pair: None was ruled out above
        return common if common > 1 and any(anchored for _, anchored in found) else 1  # type: ignore[misc,has-type]  # pairs, as above

    def replaced(self, old: Operation, new: Sequence[Operation]) -> tuple[ProgramLiveness, Change]:
        """The liveness once `old`, at its place in the program, has been
        replaced by `new` (already in the IR, with `old`'s readers reading
        them), and what changed."""
        if self.last is not None and self.last[0] is old and _same(self.last[1], new):
            return self.last[2]
        k, d = self.index[old], len(new) - 1
        after = copy.copy(self)
        after.last = None
        after.ops = self.ops[:k] + list(new) + self.ops[k + 1 :]
        # Only the positions from `k` on change (the new ops' and those after them).
        after.index = self.index.copy()
        del after.index[old]
        for i in range(k, len(after.ops)):
            after.index[after.ops[i]] = i
        region = set(new)
        changed = self._readers_of(new, after.index, region)
        dropped = [old, *changed]
        added = [*new, *changed]
        after.members = dict(self.members)
        after.batches = self.batches.copy()
        dirty: dict[SSAValue, None] = {}
        for op in dropped:
            member = after.members.pop(op)
            after.batches[member.batch] -= 1
            dirty.update(dict.fromkeys(r for r, read in zip(member.roots, member.work.reads) if read.role == Role.ACTIVATION))
            dirty.update(dict.fromkeys(w.value for w in member.work.writes))
        new_readers: dict[SSAValue, list[Operation]] = {}
        with weight_scope():
            for op in added:
                member = after.members[op] = after._member(op)
                after.batches[member.batch] += 1
                for read, root in zip(member.work.reads, member.roots):
                    if read.role == Role.ACTIVATION:
                        new_readers.setdefault(root, []).append(op)
                dirty.update(dict.fromkeys(w.value for w in member.work.writes))
        dirty.update(dict.fromkeys(new_readers))
        after.batches = +after.batches
        gone = set(dropped)
        after.readers = dict(self.readers)
        after.definer = dict(self.definer)
        for op in dropped:
            for w in self.members[op].work.writes:
                if after.definer.get(w.value) is op:
                    del after.definer[w.value]
        for op in added:
            for w in after.members[op].work.writes:
                after.definer[w.value] = op
        for value in dirty:
            kept = [u for u in self.readers.get(value, ()) if u not in gone] + new_readers.get(value, [])
            if kept:
                after.readers[value] = tuple(sorted(kept, key=after.index.__getitem__))
            else:
                after.readers.pop(value, None)
        # The live set: the old one with `old`'s entry stretched over `new`,
        # less the old spans of the dirty values (stretched alike), plus their new spans.
        live = self.live[:k] + [self.live[k]] * (d + 1) + self.live[k + 1 :]
        delta: dict[int, int] = {}
        for value in dirty:
            size = tensor_bytes(value)
            before = self.span(value)
            if before is not None:
                first, last = before
                first = first if first <= k else first + d
                last = last if last < k else last + d
                delta[first] = delta.get(first, 0) - size
                delta[last + 1] = delta.get(last + 1, 0) + size
            now = after.span(value)
            if now is not None:
                delta[now[0]] = delta.get(now[0], 0) + size
                delta[now[1] + 1] = delta.get(now[1] + 1, 0) - size
        touched = [p for p, v in delta.items() if v]
        lo, hi = (min(touched), max(touched)) if touched else (k, k)
        running = 0
        for p in range(lo, min(hi, len(live))):
            running += delta.get(p, 0)
            live[p] += running
        after.live = live
        answer = after, Change(k, d, changed, list(dirty), (min(lo, k), max(hi, k + d + 1)))
        self.last = (old, list(new), answer)
        return answer

    def _readers_of(self, new: Sequence[Operation], index: dict[Operation, int], region: set[Operation]) -> list[Operation]:
        """The members outside `new` that read a result of it, and the
        readers of views of those, in program order: the ops whose work or
        the roots of whose reads may have changed."""
        found: set[Operation] = set()
        todo = [use.operation for op in new for result in op.results for use in result.uses]
        while todo:
            op = todo.pop()
            if op in found or op in region or op not in index:
                continue
            found.add(op)
            if self._aliases(op):
                todo.extend(use.operation for result in op.results for use in result.uses)
        return sorted(found, key=index.__getitem__)


@dataclass(frozen=True)
class Change:
    """What `ProgramLiveness.replaced` changed: the replaced op's position
    `k`, the ops added less one `d`, the members read anew, the values
    whose span was worked out again, and the positions [lo, hi) where the
    live set may differ from the old one stretched."""

    k: int
    d: int
    changed: list[Operation]
    dirty: list[SSAValue]
    window: tuple[int, int]


def _same(ops: Sequence[Operation], others: Sequence[Operation]) -> bool:
    return len(ops) == len(others) and all(a is b for a, b in zip(ops, others))


def _accumulate(delta: Sequence[int], n: int) -> list[int]:
    live: list[int] = []
    running = 0
    for step in delta[:n]:
        running += step
        live.append(running)
    return live


def _uncharge(dram: Counter[SSAValue], values: Iterable[SSAValue]) -> None:
    """Takes one DRAM read of each of `values` off `dram`, which keeps only the values still read."""
    for value in values:
        if dram[value] > 1:
            dram[value] -= 1
        else:
            del dram[value]


def _stretch(values: list, k: int, d: int, fill: object = None) -> list:
    """`values` with the entry at `k` replaced by `d + 1` entries `fill`."""
    return values[:k] + [fill] * (d + 1) + values[k + 1 :]


class ProgramScore:
    """
    `cost.analytic.program_latency_us(program, target, mode)` kept up to
    date: `latency_us` is that function's number, bit for bit, for the
    program as it stands; `replaced` gives the score once one member is
    replaced by others, this one left as it was. `liveness`, the program's
    as it stands, is taken when it is of the kind `mode` reads (rebased and
    batched in the refined mode, neither in the seed's), so that a guard
    holding it and this score work out each replacement's liveness once.
    """

    def __init__(self, program: ProgramOp, target: Target, mode: Mode, liveness: ProgramLiveness | None = None):
        self.program = program
        self.target = target
        self.mode = mode
        kind = mode == Mode.REFINED
        if liveness is None or (liveness.rebased, liveness.batched) != (kind, kind):
            liveness = ProgramLiveness(program, rebased=kind, batched=kind)
        self.liveness = liveness
        self.yielded = self._yielded()
        self.share, self.tiles, self.scaled, self.streams = self._shape(self.liveness)
        n = len(self.liveness.ops)
        self.placements: list[_Placement | None] = [None] * n
        self.costs: list[float] = [0.0] * n
        self.charged: list[tuple[SSAValue, ...]] = [()] * n
        self.dram: Counter[SSAValue] = Counter()
        """How many members read each run-time value charged a DRAM read (only
        values read; weights are set up with the program, `cost.analytic.dram_inputs`)."""
        self._place(self.liveness.ops)
        self.latency_us = self._latency()

    def _yielded(self) -> frozenset[SSAValue]:
        terminator = self.program.body.block.last_op
        values = terminator.values if isinstance(terminator, YieldOp) else ()
        return frozenset(_root(v, self.liveness.rebased) for v in values)

    def _shape(self, liveness: ProgramLiveness) -> tuple[tuple[int, int], int, list[int], list[bool]]:
        """(share, batch tiles, each member's live bytes in one tile, which stream): `_program_layout`'s."""
        ws = self.target.working_set_bytes
        tiles, samples, batch = 1, 1, 1
        if liveness.rebased:
            batch = liveness.batch
            tiles = batch_tiles(liveness.peak, batch, ws)
            samples, batch = tile_share(batch, tiles)
        live = liveness.live if samples == batch else [size * samples // batch for size in liveness.live]
        if self.mode == Mode.SEED:
            streams = [max(live, default=0) > ws] * len(live)
        else:
            streams = [size > ws for size in live]
        return (samples, batch), tiles, live, streams

    def _spilled(self, value: SSAValue) -> bool:
        """An intermediate spills when its producer or any reader streams (`_program_placements`)."""
        liveness, streams = self.liveness, self.streams
        if streams[liveness.index[liveness.definer[value]]]:
            return True
        return any(streams[liveness.index[u]] for u in liveness.readers.get(value, ()))

    def _place(self, ops: Iterable[Operation]) -> None:
        """Works out the placement, cost and DRAM reads of each of `ops` (`_program_placements`' rules)."""
        liveness, target = self.liveness, self.target
        ws = target.working_set_bytes
        for op in ops:
            i = liveness.index[op]
            member = liveness.members[op]
            work = member.work
            reads, charged = [], []
            for read, root in zip(work.reads, member.roots):
                if read.role == Role.WEIGHT:
                    charge = True
                elif root in liveness.definer:
                    charge = self._spilled(root)
                else:
                    charge = self.streams[i] or liveness.readers[root][0] is op
                if charge:
                    reads.append(read)
                    if read.role != Role.WEIGHT:
                        charged.append(root)
            writes = tuple(w for w in work.writes if w.value in self.yielded or self._spilled(w.value))
            scratch = work.scratch_bytes * self.share[0] // self.share[1] > ws
            placement = _Placement(tuple(reads), writes, self.scaled[i], scratch, self.tiles)
            _uncharge(self.dram, self.charged[i])
            self.dram.update(charged)
            self.placements[i] = placement
            self.charged[i] = tuple(charged)
            self.costs[i] = _layer_work_us(op, work, placement, target, self.mode)

    def _latency(self) -> float:
        if self.mode == Mode.SEED:
            floor = self.target.dispatch_floor_us
        else:
            floor = dispatch_us(len(self.dram), sum(tensor_bytes(v) for v in self.yielded), params_for(self.target))
        return sum(self.costs) + floor

    def replaced(self, old: Operation, new: Sequence[Operation]) -> ProgramScore:
        """The score once `old` has been replaced by `new` (`ProgramLiveness.replaced`)."""
        liveness, change = self.liveness.replaced(old, new)
        k, d = change.k, change.d
        after = copy.copy(self)
        after.liveness = liveness
        after.yielded = after._yielded()
        after.share, after.tiles, after.scaled, after.streams = after._shape(liveness)
        after.placements = _stretch(self.placements, k, d)
        after.costs = _stretch(self.costs, k, d, 0.0)
        after.charged = _stretch(self.charged, k, d, ())
        after.dram = self.dram.copy()
        _uncharge(after.dram, self.charged[k])
        if (after.share, after.tiles) != (self.share, self.tiles) or (
            self.mode == Mode.SEED and after.streams[:1] != self.streams[:1]
        ):
            after._place(liveness.ops)
        else:
            after._place(self._affected(after, change, new))
        after.latency_us = after._latency()
        return after

    def _affected(self, after: ProgramScore, change: Change, new: Sequence[Operation]) -> list[Operation]:
        """The members of `after` whose placement may differ from this one's
        (program-wide quantities unchanged): the new and re-read ops, those
        whose live set or streaming changed, and the readers and writers of
        each value whose span, spilling or yielding changed."""
        liveness = after.liveness
        k, d = change.k, change.d
        ops: dict[Operation, None] = dict.fromkeys([*new, *change.changed])
        values: dict[SSAValue, None] = dict.fromkeys(change.dirty)
        values.update(dict.fromkeys(self.yielded ^ after.yielded))
        lo, hi = change.window
        for p in range(lo, min(hi, len(liveness.ops))):
            q = p if p < k else p - d if p > k + d else k
            if after.scaled[p] != self.scaled[q] or after.streams[p] != self.streams[q]:
                op = liveness.ops[p]
                ops[op] = None
                member = liveness.members[op]
                values.update(dict.fromkeys(r for r, read in zip(member.roots, member.work.reads) if read.role == Role.ACTIVATION))
                values.update(dict.fromkeys(w.value for w in member.work.writes))
        for value in values:
            definer = liveness.definer.get(value)
            if definer is not None:
                ops[definer] = None
            ops.update(dict.fromkeys(liveness.readers.get(value, ())))
        return list(ops)
