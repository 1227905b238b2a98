"""ZinEnginePerf-style per-layer cycles and the tiling choice (SPEC §3, §5).

Inside the compiler each layer is scored in cycles (SPEC §3):

    layer (execute) cycles = max(core compute, DMA + L2 transfer) + stalls
    layer total            = execute + 44 overhead cycles (SPEC §5)

and the execute figure goes into a 16-bit task-descriptor field, so it
saturates at 65535: `exec_field = min(true, 65535)`, `saturated` iff the true
count exceeds 65535 (65535 itself fits). The terms, as implemented here (see
docs/layer-cycles.md for every decision):

* **Core compute** (SPEC §3 "input-channel passes x kernel volume x output
  spatial extent / active compute units"). Multiply-array ops use
  `cost.channel_groups.core_cycles` (sparse weights scale it down). Pooling,
  elementwise, normalization, reductions and texture sampling use the vector
  variant of the same form: `ceil(ceil(lanes / active) / divisor) x taps x
  positions` with lanes the channel axis, `active = min(cores, lanes)` and
  `taps` the inputs combined per output (window volume, reduced extent,
  sweeps over the data, sampler taps). Attention is Q x K^T and P x V on the
  array plus the softmax over the scores (SPEC §3 gives attention no form;
  this is ours). Data movement computes nothing. A view (reshape, inference
  dropout, a cast to its own type) or constant is no task: all zero. The
  recurrent cell has no engine form (never on the engine, SPEC §4): like any
  op without one it raises `cost.work.CostError` naming the op.
* **DMA + L2 transfer**: the operand bytes of `cost.work.op_work`, the
  per-pass input re-streamed once per output-channel pass (SPEC §5), over
  the target's bandwidth at its model clock: `bytes / (bandwidth / clock)`.
  The SPEC gives no separate L2 rate, so L2 traffic moves at the same rate.
* **Dependency stalls**: zero when the layer's accumulators are
  double-buffered (SPEC §5, demand <= 4), else `min(compute, DMA)`: without
  double-buffering transfer and compute do not overlap.

**Tiling** (SPEC §3: the argmin of the split cost against the unsplit cost,
searched once per layer shape and cached). Candidates are the unsplit layer
and every balanced split of the output rows or the output channels into
`k >= 2` tiles; a
candidate is feasible when each tile's execute cycles fit the field and its
live operand (activations read and written, plus scratch; weights stream)
fits the target's working set. Cost = sum over tiles of execute + 44. The
cheapest feasible candidate wins (ties: unsplit, then rows, then fewer
tiles); when none is feasible the layer stays unsplit and reports
saturation. The search is cached per (`LayerShape`, target name).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, replace
from enum import Enum
from math import ceil, isqrt, prod

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Operation, SSAValue

from anec.dialect.attention import AttentionOp
from anec.dialect.attributes import Sampling
from anec.dialect.checks import value_shape
from anec.dialect.conv import ConvolutionOp, DeconvolutionOp, MatmulOp
from anec.dialect.elementwise import BinaryOp, CastOp, SelectOp, UnaryOp
from anec.dialect.movement import (
    BatchToSpaceOp,
    ConcatOp,
    GatherOp,
    PadOp,
    SliceOp,
    SpaceToBatchOp,
    TransposeOp,
)
from anec.dialect.normalization import BatchNormOp, LayerNormOp, ScaleBiasOp, SoftmaxOp
from anec.dialect.pooling import GlobalAvgPoolOp, GlobalMaxPoolOp, PoolOp
from anec.dialect.recurrent import RecurrentCellOp
from anec.dialect.reduction import ArgReduceOp, NonMaxSuppressionOp, ReduceOp, TopKOp
from anec.dialect.texture import TEXTURE_OPS, AffineOp, CropResizeOp, ResampleOp, ResizeAsOp, ResizeOp
from anec.cost.channel_groups import (
    EXECUTE_FIELD_MAX,
    ArrayShape,
    array_positions,
    array_shape,
    core_cycles,
    groups_of,
)
from anec.cost.targets import Target, get_target, load_common
from anec.cost.work import CostError, OpWork, Read, Role, ScopedMemo, op_work

LAYER_OVERHEAD_CYCLES = load_common().layer_overhead_cycles
"""SPEC §5: fixed per-layer (per-task) overhead, in cycles (cost/targets.toml)."""

NORMALIZATION_SWEEPS = 3
"""Sweeps over the data of softmax (max, exp-sum, scale) and layer norm
(mean, variance, normalize), read off the ops' definitions (ours)."""

SAMPLER_TAPS = {Sampling.BILINEAR: 4, Sampling.NEAREST: 1}
"""Source pixels per texture sample: bilinear blends a 2x2 neighbourhood,
nearest copies one (the samplers' definitions, SPEC §6)."""


class SplitAxis(Enum):
    """How a layer is tiled (SPEC §3 tiling choice)."""

    ROWS = "rows"
    CHANNELS = "channels"


@dataclass(frozen=True)
class Split:
    """A chosen tiling: `tiles` tiles of `extent` rows or channels (the last may be smaller)."""

    axis: SplitAxis
    tiles: int
    extent: int
    cycles: int
    """Sum over tiles of execute + overhead cycles."""


@dataclass(frozen=True, slots=True)
class LayerCycles:
    """One layer's cycles (SPEC §3), unsplit, plus the tiling chosen for it."""

    compute_cycles: int
    dma_cycles: int
    stall_cycles: int
    overhead_cycles: int
    execute_cycles: int
    """True execute count: max(compute, DMA) + stalls."""
    exec_field: int
    """The 16-bit descriptor field: min(execute, 65535)."""
    saturated: bool
    """execute > 65535."""
    split: Split | None
    """The argmin tiling, or None when the unsplit layer is cheapest."""
    live_bytes: int = 0
    """Unsplit live operand: activations read and written plus scratch."""

    @property
    def total_cycles(self) -> int:
        """Unsplit layer total: execute + overhead (SPEC §3)."""
        return self.execute_cycles + self.overhead_cycles

    @property
    def chosen_cycles(self) -> int:
        """Cycles of the chosen tiling (the unsplit total when not split)."""
        return self.split.cycles if self.split is not None else self.total_cycles


@dataclass(frozen=True)
class ArrayTerm:
    """Multiply-array work per row: an `ArrayShape` whose positions are rows x `per_row`."""

    cout: int
    cin_per_group: int
    kernel_elements: int
    per_row: int
    weight_bits: int
    zero_fraction: float


@dataclass(frozen=True)
class VectorTerm:
    """Vector work per row: `lanes` channels, `taps` inputs per output, `per_row` positions."""

    lanes: int
    taps: int
    per_row: int


@dataclass(frozen=True)
class Traffic:
    """Bytes of one operand or result and how a tile sees them."""

    bytes: int
    by_rows: bool
    """Partitioned by a row split (else every row tile moves it whole)."""
    by_channels: bool
    """Partitioned by a channel split (else every channel tile moves it whole)."""
    per_pass: bool
    """Re-streamed once per output-channel pass (SPEC §5)."""
    live: bool
    """An activation held in the working set (weights stream past it)."""


@dataclass(frozen=True)
class LayerShape:
    """A hashable signature of a layer: exactly what its cycles and tiling
    depend on, so layers of equal signature share one tiling search."""

    rows: int
    channels: int
    """Extent a channel split divides; 1 when the op cannot be split by channel."""
    terms: tuple[ArrayTerm | VectorTerm, ...]
    traffic: tuple[Traffic, ...]
    scratch_bytes: int = 0
    """On-chip intermediate (attention's scores), partitioned by rows."""

    def tile(self, rows: int, channels: int) -> LayerShape:
        """The tile of `rows` rows and `channels` channels."""
        if (rows, channels) == (self.rows, self.channels):
            return self
        terms = self.terms if channels == self.channels else tuple(_with_channels(t, channels) for t in self.terms)
        # Built field by field, not with `dataclasses.replace`: the tiling search makes millions of tiles.
        traffic = tuple(self._tile_traffic(t, rows, channels) for t in self.traffic)
        return LayerShape(rows, channels, terms, traffic, _share(self.scratch_bytes, rows, self.rows))

    def _tile_traffic(self, t: Traffic, rows: int, channels: int) -> Traffic:
        nbytes = _share(t.bytes, rows, self.rows) if t.by_rows else t.bytes
        nbytes = _share(nbytes, channels, self.channels) if t.by_channels else nbytes
        return Traffic(nbytes, t.by_rows, t.by_channels, t.per_pass, t.live)


@dataclass(frozen=True)
class _Evaluation:
    """The cycles of one tiling of a layer: compute, DMA, the stall between them, and the bytes live at once."""

    compute: int
    dma: int
    stall: int
    live: int

    @property
    def execute(self) -> int:
        return max(self.compute, self.dma) + self.stall

    @property
    def total(self) -> int:
        return self.execute + LAYER_OVERHEAD_CYCLES


def execute_field(execute_cycles: int) -> tuple[int, bool]:
    """The 16-bit field value and whether it saturated (SPEC §3): exactly
    65535 fits; anything above saturates to 65535."""
    return min(execute_cycles, EXECUTE_FIELD_MAX), execute_cycles > EXECUTE_FIELD_MAX


def layer_cycles(op: Operation, target: Target) -> LayerCycles:
    """The ZinEnginePerf-style cycles of `op` on `target`, with its tiling."""
    shape = _target_shape(op, target)
    if shape is None:
        return LayerCycles(0, 0, 0, 0, 0, 0, False, None)
    return shape_cycles(shape, target)


def task_cycles(op: Operation, target: Target) -> LayerCycles:
    """`layer_cycles` without the tiling search (`split` None): the layer
    scored as one task, all that whether it fits and what its descriptor
    holds depend on."""
    shape = _target_shape(op, target)
    if shape is None:
        return LayerCycles(0, 0, 0, 0, 0, 0, False, None)
    return unsplit_cycles(shape, target)


def _target_shape(op: Operation, target: Target) -> LayerShape | None:
    """`layer_shape`, refused for an op `target`'s engine cannot run."""
    if isinstance(op, TEXTURE_OPS) and not target.texture_engine:
        raise CostError(op.name, f"target {target.name} has no texture engine (SPEC §6); lower the op first")
    return layer_shape(op)


def shape_cycles(shape: LayerShape, target: Target) -> LayerCycles:
    """The cycles of a layer signature on `target`, with its tiling."""
    return replace(unsplit_cycles(shape, target), split=best_split(shape, target.name))


def unsplit_cycles(shape: LayerShape, target: Target) -> LayerCycles:
    """The cycles of a layer signature scored as one task, without a tiling search."""
    unsplit = _evaluate(shape, target)
    field, saturated = execute_field(unsplit.execute)
    return LayerCycles(
        compute_cycles=unsplit.compute,
        dma_cycles=unsplit.dma,
        stall_cycles=unsplit.stall,
        overhead_cycles=LAYER_OVERHEAD_CYCLES,
        execute_cycles=unsplit.execute,
        exec_field=field,
        saturated=saturated,
        split=None,
        live_bytes=unsplit.live,
    )


@functools.lru_cache(maxsize=4096)
def best_split(shape: LayerShape, target_name: str) -> Split | None:
    """The argmin tiling of `shape` (None: unsplit), searched once per shape and target."""
    target = get_target(target_name)
    params = _search_params(target)
    _SEARCH_TARGETS.setdefault(params, target_name)
    return _search(shape, params)


_SearchParams = tuple[int, int, float, float, int]
"""The target fields a tiling search reads (`_evaluate`, `groups_of`, `core_cycles`)."""

_SEARCH_TARGETS: dict[_SearchParams, str] = {}
"""A target of each search parameter set: targets that agree on every field
the search reads (28 targets, 17 parameter sets) share one search."""


def _search_params(target: Target) -> _SearchParams:
    return (target.cores, target.cycle_divisor, target.model_clock_ghz, target.bandwidth_gbps, target.working_set_bytes)


@functools.lru_cache(maxsize=4096)
def _search(shape: LayerShape, params: _SearchParams) -> Split | None:
    target = get_target(_SEARCH_TARGETS[params])
    unsplit = _evaluate(shape, target)
    best: tuple[tuple[int, int, int], Split | None] | None = None
    if _fits(unsplit, target):
        best = ((unsplit.total, 0, 1), None)
    for order, (axis, extent) in enumerate(((SplitAxis.ROWS, shape.rows), (SplitAxis.CHANNELS, shape.channels))):
        for size in _tile_extents(extent):
            split = _split_cost(shape, target, axis, size)
            if split is None:
                continue
            key = (split.cycles, order + 1, split.tiles)
            if best is None or key < best[0]:
                best = (key, split)
    return None if best is None else best[1]


def tiling_cache_info() -> tuple[int, int, int | None, int]:
    """(hits, misses, maxsize, currsize) of the tiling search cache, as a named tuple."""
    return best_split.cache_info()


def clear_tiling_cache() -> None:
    best_split.cache_clear()
    _search.cache_clear()
    _ARRAY_CYCLES.clear()


def _layer_shape(op: Operation) -> LayerShape | None:
    """The hashable signature of `op`; None for a view, which is no task of its own."""
    work = op_work(op)
    if work.is_view:
        return None
    match op:
        case ConvolutionOp() | DeconvolutionOp() | MatmulOp():
            return _array_shape(op, work)
        case AttentionOp():
            return _attention_shape(op, work)
        case UnaryOp() | CastOp() | BinaryOp() | SelectOp() | ScaleBiasOp() | BatchNormOp():
            return _vector(op, work, taps=1)
        case LayerNormOp():
            return _vector(op, work, taps=NORMALIZATION_SWEEPS, inner=_axes(op.axes.get_values(), op))
        case SoftmaxOp():
            return _vector(op, work, taps=NORMALIZATION_SWEEPS, inner=_axes((op.axis.value.data,), op))
        case ReduceOp() | ArgReduceOp():
            return _vector(op, work, taps=prod(_dims(op.operands[0])) // prod(_dims(op.results[0])))
        case PoolOp():
            return _vector(op, work, taps=prod(op.kernel()))
        case GlobalAvgPoolOp() | GlobalMaxPoolOp():
            return _vector(op, work, taps=prod(_dims(op.input)[2:]))
        case ResizeOp() | ResizeAsOp() | CropResizeOp() | ResampleOp() | AffineOp():
            return _vector(op, work, taps=SAMPLER_TAPS[op.mode.data])
        case ConcatOp() | SliceOp() | GatherOp() | TransposeOp() | PadOp() | SpaceToBatchOp() | BatchToSpaceOp():
            return _movement_shape(op, work)
        case RecurrentCellOp():
            raise CostError(op.name, "no engine cycle model: the recurrent cell is never placed on the engine (SPEC §4)")
        case TopKOp():
            raise CostError(op.name, "no engine cycle model: a top-k selection, like argmax, is never placed on the engine (SPEC §4)")
        case NonMaxSuppressionOp():
            raise CostError(op.name, "no engine cycle model: a non-maximum suppression, a selection like argmax, is never placed on the engine (SPEC §4)")
        case _:
            raise CostError(op.name, "no ZinEnginePerf cycle form for this op")


layer_shape = ScopedMemo("anec_layer_shape", _layer_shape, share_equal=True)
"""The signature of `op` (`_layer_shape`); it depends on the op alone, so
inside `layer_shape.scope()` (`report.analyze_all`, which reads it once per
op for every target) it is found once per op."""


# ---------------------------------------------------------------------------
# Layer shapes per op family
# ---------------------------------------------------------------------------


def _array_shape(op: ConvolutionOp | DeconvolutionOp | MatmulOp, work: OpWork) -> LayerShape:
    """A convolution, deconvolution or matmul: one array term; rows are the
    batch and all but the last positional axis (a matmul's M x batch). The
    input is shared by every output channel, except in a grouped convolution,
    where a channel tile reads only its groups' inputs."""
    a = array_shape(op)
    per_row = 1 if isinstance(op, MatmulOp) else array_positions(op)[-1]
    grouped = not isinstance(op, MatmulOp) and op.group_count() > 1
    term = ArrayTerm(a.cout, a.cin_per_group, a.kernel_elements, per_row, a.weight_bits, a.zero_fraction)
    traffic = tuple(
        Traffic(r.bytes, by_rows=True, by_channels=grouped, per_pass=True, live=True)
        if r.per_pass
        else Traffic(r.bytes, by_rows=False, by_channels=True, per_pass=False, live=_is_activation(r))
        for r in work.reads
    )
    return LayerShape(a.spatial // per_row, a.cout, (term,), traffic + _writes(work, by_channels=True))


def _attention_shape(op: AttentionOp, work: OpWork) -> LayerShape:
    """Q x K^T and P x V on the array with the softmax between; rows are batch x Lq."""
    q, k, v = _dims(op.query), _dims(op.key), _dims(op.value)
    lk, d, dv = k[-2], q[-1], v[-1]
    bits = _element_bits(op.query)
    terms = (
        ArrayTerm(lk, d, 1, 1, bits, 0.0),
        VectorTerm(lk, NORMALIZATION_SWEEPS, 1),
        ArrayTerm(dv, lk, 1, 1, bits, 0.0),
    )
    traffic = tuple(
        Traffic(r.bytes, by_rows=r.value is op.query, by_channels=False, per_pass=False, live=_is_activation(r))
        for r in work.reads
    )
    rows = prod(q[:-1])
    return LayerShape(rows, 1, terms, traffic + _writes(work, by_channels=False), work.scratch_bytes)


def _vector(op: Operation, work: OpWork, taps: int, inner: tuple[int, ...] = ()) -> LayerShape:
    """Pooling, elementwise, normalization, reduction, texture: one vector
    term over the result; `inner` axes (normalized ones) are never split."""
    out = _dims(op.results[0])
    lanes, rows, per_row = _layout(out, inner)
    channel_split = len(out) >= 2 and 1 not in inner
    traffic = tuple(
        Traffic(r.bytes, by_rows=_is_activation(r), by_channels=True, per_pass=False, live=_is_activation(r))
        for r in work.reads
    )
    return LayerShape(
        rows,
        lanes if channel_split else 1,
        (VectorTerm(lanes, taps, per_row),),
        traffic + _writes(work, by_channels=True),
    )


def _movement_shape(op: Operation, work: OpWork) -> LayerShape:
    """Data movement: DMA only, split by rows of the result."""
    _, rows, _ = _layout(_dims(op.results[0]), ())
    traffic = tuple(
        Traffic(r.bytes, by_rows=True, by_channels=False, per_pass=False, live=_is_activation(r)) for r in work.reads
    )
    return LayerShape(rows, 1, (), traffic + _writes(work, by_channels=False))


def _layout(shape: tuple[int, ...], inner: tuple[int, ...]) -> tuple[int, int, int]:
    """(lanes, rows, per_row) of a result: lanes are the channel axis (1),
    rows the batch and middle axes that are not `inner`, per_row the rest."""
    if len(shape) < 2:
        return (prod(shape), 1, 1)
    last = len(shape) - 1 if len(shape) >= 3 else None
    row_axes = [i for i in range(len(shape)) if i not in (1, last) and i not in inner]
    rows = prod(shape[i] for i in row_axes)
    per_row = prod(shape[i] for i in range(len(shape)) if i != 1 and i not in row_axes)
    return shape[1], rows, per_row


def _writes(work: OpWork, by_channels: bool) -> tuple[Traffic, ...]:
    return tuple(Traffic(w.bytes, by_rows=True, by_channels=by_channels, per_pass=False, live=True) for w in work.writes)


def _is_activation(read: Read) -> bool:
    return read.role == Role.ACTIVATION


def _axes(values: tuple[int, ...], op: Operation) -> tuple[int, ...]:
    rank = len(_dims(op.results[0]))
    return tuple(int(a) % rank for a in values)


def _dims(value: SSAValue) -> tuple[int, ...]:
    return value_shape(value)


def _element_bits(value: SSAValue) -> int:
    ty = value.type
    assert isinstance(ty, TensorType)
    return ty.element_type.bitwidth


def _share(nbytes: int, part: int, whole: int) -> int:
    """ceil(nbytes x part / whole): a tile's share of `nbytes`."""
    return -(-nbytes * part // whole)


def _with_channels(term: ArrayTerm | VectorTerm, channels: int) -> ArrayTerm | VectorTerm:
    if isinstance(term, ArrayTerm):
        return ArrayTerm(channels, term.cin_per_group, term.kernel_elements, term.per_row, term.weight_bits, term.zero_fraction)
    return VectorTerm(channels, term.taps, term.per_row)


# ---------------------------------------------------------------------------
# Evaluation and the tiling search
# ---------------------------------------------------------------------------


def _evaluate(shape: LayerShape, target: Target) -> _Evaluation:
    return _evaluate_tile(shape, target, shape.rows, shape.channels)


def _evaluate_tile(shape: LayerShape, target: Target, rows: int, channels: int) -> _Evaluation:
    """`_evaluate(shape.tile(rows, channels), target)` without building the
    tile: the tiling search scores hundreds of thousands of tiles."""
    compute, passes, double_buffered = 0, 1, True
    whole = channels == shape.channels
    for term in shape.terms:
        if isinstance(term, VectorTerm):
            lanes_in = term.lanes if whole else channels
            active = min(target.cores, lanes_in)
            lanes = ceil(ceil(lanes_in / active) / target.cycle_divisor)
            compute += lanes * term.taps * rows * term.per_row
            continue
        cout = term.cout if whole else channels
        cycles, term_passes, term_double = _array_cycles(term, cout, rows * term.per_row, target)
        compute += cycles
        passes = max(passes, term_passes)
        double_buffered = double_buffered and term_double
    split_rows, split_channels = rows != shape.rows, not whole
    moved = live = 0
    for t in shape.traffic:
        nbytes = _share(t.bytes, rows, shape.rows) if split_rows and t.by_rows else t.bytes
        nbytes = _share(nbytes, channels, shape.channels) if split_channels and t.by_channels else nbytes
        moved += nbytes * passes if t.per_pass else nbytes
        if t.live:
            live += nbytes
    dma = ceil(moved * target.model_clock_ghz / target.bandwidth_gbps)
    live += _share(shape.scratch_bytes, rows, shape.rows) if split_rows else shape.scratch_bytes
    return _Evaluation(compute, dma, 0 if double_buffered else min(compute, dma), live)


_ARRAY_CYCLES: dict[tuple[int, int, int, int, int, float, int, int], tuple[int, int, bool]] = {}
"""(core cycles, passes, double buffered) of an `ArrayShape`'s fields per
(cores, cycle divisor): plain numbers, hashed at C speed, as the tiling
search asks for hundreds of thousands of tiles."""


def _array_cycles(term: ArrayTerm, cout: int, positions: int, target: Target) -> tuple[int, int, bool]:
    """The array cycles of `term` with `cout` output channels over `positions` positions."""
    fields = (cout, term.cin_per_group, term.kernel_elements, positions, term.weight_bits, term.zero_fraction)
    key = (*fields, target.cores, target.cycle_divisor)
    found = _ARRAY_CYCLES.get(key)
    if found is None:
        if len(_ARRAY_CYCLES) >= 1 << 16:
            _ARRAY_CYCLES.clear()
        a = ArrayShape(*fields)
        groups = groups_of(a, target)
        found = (core_cycles(a, target, a.cout, groups.active_cores), groups.passes, groups.double_buffered)
        _ARRAY_CYCLES[key] = found
    return found


def _fits(evaluation: _Evaluation, target: Target) -> bool:
    return evaluation.execute <= EXECUTE_FIELD_MAX and evaluation.live <= target.working_set_bytes


EXHAUSTIVE_ROOT = 2048
"""The search tries every balanced split while sqrt(extent) is at most this
(extents up to about 4 million: every extent an engine descriptor can hold,
SPEC §2); past it, a geometric subset, so a cost path's time is bounded by
the graph's size, not by its tensor extents."""


def _tile_extents(extent: int) -> list[int]:
    """The tile extent ceil(extent / k) of every balanced split into k >= 2
    tiles, ascending; for extents past `EXHAUSTIVE_ROOT`^2, the splits into
    k = 2, 3, 4, 6, 8, ... (each about 1.4x the last) tiles and tiles of
    the same geometric extents."""
    if extent < 2:
        return []
    root = isqrt(extent)
    if root <= EXHAUSTIVE_ROOT:
        counts = range(2, root + 2)
        small = {e for e in range(1, root + 2) if ceil(extent / ceil(extent / e)) == e}
    else:
        counts = sorted({round(2 ** (i / 2)) for i in range(2, 2 * extent.bit_length() + 1)})
        small = {ceil(extent / ceil(extent / e)) for e in counts}
    large = {ceil(extent / k) for k in counts if k >= 2}
    return sorted(e for e in large | small if e < extent)


def _split_cost(shape: LayerShape, target: Target, axis: SplitAxis, size: int) -> Split | None:
    """The cost of tiling `axis` into tiles of `size`; None when a tile does not fit."""
    extent = shape.rows if axis is SplitAxis.ROWS else shape.channels
    tiles = ceil(extent / size)
    last = extent - (tiles - 1) * size
    if axis is SplitAxis.ROWS:
        evaluations = [_evaluate_tile(shape, target, n, shape.channels) for n in dict.fromkeys((size, last))]
    else:
        evaluations = [_evaluate_tile(shape, target, shape.rows, n) for n in dict.fromkeys((size, last))]
    if not all(_fits(e, target) for e in evaluations):
        return None
    full, tail = evaluations[0], evaluations[-1]
    return Split(axis, tiles, size, (tiles - 1) * full.total + tail.total)
