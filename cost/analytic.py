"""The analytic cost model (SPEC §3): cycles -> roofline -> wall time, per target.

Three stages, the same structure on every target (SPEC §3):

1. **Work** (`cost.work.op_work`): FLOPs (2 x MACs plus vector work, sparse
   zeros skipped) and the operand bytes at storage width.
2. **Roofline**: `compute = flops / peak`, `memory = bytes / bandwidth`; the
   work term is the larger; memory > compute is bandwidth-bound, else
   compute-bound.
3. **Wall time**: `latency = work + dispatch floor`. The model clock
   (0.8 x fmax) and the efficiency curve are already inside the target's peak
   (`cost.targets`); the SPEC's "fixed per-input transfer setup" has no figure
   and stays inside the fitted floor.

Two modes:

* `Mode.SEED` is the original model, reproducible: the target table's peak,
  bandwidth and floor (SPEC §2 anchors on H13 and H17s, derived elsewhere).
  It reproduces SPEC §3's conformance table.
* `Mode.REFINED` keeps the structure with one parameter per physical effect,
  fitted on measurements (`cost.refined`, `cost/refined.toml`): per-datapath
  rates, the bandwidth regimes of SPEC §2, the dispatch floor and per-input
  setup; plus output-channel-group passes and active cores
  (`cost.channel_groups`, SPEC §5), the per-layer working-set threshold
  (SPEC §1), DMA re-basing of tiles inside programs, the int8 compute path
  (SPEC §2, §7), Winograd's multiply reduction (SPEC §5) and the native
  attention path of an attention dispatched alone (`native_attention_bytes`).
  No seed code path reads any of these.

A program (`anec.program`) pays one floor; its intermediates move no DRAM
bytes while they fit the working set (SPEC §1, §7). Every other op is its own
dispatch, except views and constants, which need none. `docs/cost-model.md`
states every formula and decision.
"""

from __future__ import annotations

import itertools
import math
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.utils.str_enum import StrEnum

from anec.dialect.attention import AttentionOp
from anec.dialect.conv import ConvolutionOp, DeconvolutionOp, MatmulOp
from anec.dialect.movement import ConcatOp, SliceOp
from anec.dialect.discardable import INT8_COMPUTE_ATTR, winograd_form
from anec.dialect.normalization import LayerNormOp
from anec.dialect.program import ProgramOp, YieldOp
from anec.dialect.xdsl_private import operands_of
from anec.cost.batch import batch_extent, batch_tiles, tile_share
from anec.cost.refined import DECODE_PARAMETER, DispatchTerms, LayerTerms, dispatch_us, layer_us, native_attention_us, params_for
from anec.cost.targets import Target, get_target
from anec.cost.work import VIEW_WORK, OpWork, Read, Role, Unit, Write, element_bytes, elements, is_view, op_work, tensor_bytes, weight_scope

INT8_RATE_KEY = "int8_over_fp16_rate"
"""`measured` key of the int8 over fp16 compute rate (SPEC §2: 1.4x on M1)."""

INT8_RATE_TARGET = "h13"
"""SPEC §2 measured the int8 rate on M1 (H13) only; every target without its
own measurement uses it."""


class Mode(StrEnum):
    """Which model to run."""

    SEED = "seed"
    """The original analytic model (SPEC §3), reproducible."""
    REFINED = "refined"
    """One parameter per physical effect, fitted on measurements (`cost.refined`)."""


class Bound(StrEnum):
    """What limits an op or a program."""

    DISPATCH = "dispatch"
    """The work term is under the floor: the fixed dispatch cost dominates."""
    BANDWIDTH = "bandwidth"
    COMPUTE = "compute"
    NONE = "none"
    """A view or a constant: no work."""


class Lever(StrEnum):
    """SPEC §7 locate-a-layer: what to tune first."""

    SHRINK_WORKING_SET = "bandwidth: shrink the working set"
    BATCH_OR_FUSE = "dispatch: batch or fuse"
    NO_TUNING = "compute: no tuning needed"
    COMPRESS_OR_FUSE = "bandwidth: compress weights or fuse"
    NONE = "none: no work"


_US_PER_S = 1e6


# ---------------------------------------------------------------------------
# Results
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Estimate:
    """The analytic estimate of one op or one program; times in microseconds."""

    flops: float
    """FLOPs executed (refined: after Winograd's multiply reduction)."""
    bytes: int
    """DRAM bytes moved."""
    intensity: float
    """flops / bytes (inf for work without DRAM traffic, 0 for no work)."""
    compute_us: float
    memory_us: float
    work_us: float
    """max(compute, memory) for an op; the sum of the ops' work terms for a program."""
    floor_us: float
    """The dispatch floor paid (0 inside a program and for views)."""
    latency_us: float
    """work + floor."""
    bound: Bound
    lever: Lever


NO_WORK = Estimate(0.0, 0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, Bound.NONE, Lever.NONE)
"""The estimate of a view or a constant."""


@dataclass(frozen=True, slots=True)
class OpRow:
    """One op of a function; `program` is the label of the program it runs in."""

    op: Operation
    program: str | None
    estimate: Estimate

    @property
    def name(self) -> str:
        return self.op.name


@dataclass(frozen=True)
class ProgramEstimate:
    """A program: its ops' rows (floor 0) and the program as one dispatch."""

    op: ProgramOp
    label: str
    rows: tuple[OpRow, ...]
    estimate: Estimate
    peak_live_bytes: int
    """The largest live activation set at any op of the program."""


@dataclass(frozen=True)
class FunctionEstimate:
    """Per-op rows, per-program rows and totals of one function."""

    name: str
    rows: tuple[OpRow, ...]
    programs: tuple[ProgramEstimate, ...]
    latency_us: float
    flops: float
    bytes: int
    dispatches: int


@dataclass(frozen=True)
class ModuleEstimate:
    """Every function of a module, and totals."""

    functions: tuple[FunctionEstimate, ...]
    latency_us: float
    flops: float
    bytes: int
    dispatches: int


# ---------------------------------------------------------------------------
# Roofline helpers
# ---------------------------------------------------------------------------


def compute_us(flops: float, tflops: float) -> float:
    """Time for `flops` at `tflops` TFLOP/s."""
    return flops / (tflops * 1e12) * _US_PER_S


def transfer_us(nbytes: float, gbps: float) -> float:
    """Time for `nbytes` at `gbps` GB/s (1 GB = 1e9 bytes)."""
    return nbytes / (gbps * 1e9) * _US_PER_S


def coarse_roofline_us(flops: float, nbytes: float) -> float:
    """SPEC §4's coarse engine roofline, without the launch penalty (the
    penalties are in the placement model's relative units):
    max(flops / 800 GFLOP/s, bytes / 50 GB/s), with the engine anchors read
    from the placement model's data (`cost/placement.toml`)."""
    from anec.cost.placement import load_placement_model

    engine = load_placement_model().engine
    return max(compute_us(flops, engine.peak_gflops / 1e3), transfer_us(nbytes, engine.bandwidth_gbps))


def intensity(flops: float, nbytes: float) -> float:
    """FLOP per DRAM byte: inf when work moves no bytes, 0 when there is no work."""
    if nbytes:
        return flops / nbytes
    return math.inf if flops else 0.0


def ridge(target: Target) -> float:
    """The target's ridge point, peak / bandwidth, FLOP/byte (both modes)."""
    return target.peak_tflops * 1e3 / target.bandwidth_gbps


def bound(compute: float, memory: float, work: float, floor: float) -> Bound:
    """SPEC §3: `dispatch` when the work term is under the floor, else
    `bandwidth` when memory > compute, else `compute`; `none` for no work."""
    if work == 0 and floor == 0:
        return Bound.NONE
    if work < floor:
        return Bound.DISPATCH
    return Bound.BANDWIDTH if memory > compute else Bound.COMPUTE


def lever(live_bytes: int, working_set_bytes: int, work: float, floor: float, flops_per_byte: float, ridge_point: float) -> Lever:
    """SPEC §7 locate-a-layer, in order: working set over the cap; work under
    the floor (only where a floor is paid); intensity at or above the ridge;
    else bandwidth."""
    if work == 0 and floor == 0:
        return Lever.NONE
    if live_bytes > working_set_bytes:
        return Lever.SHRINK_WORKING_SET
    if work < floor:
        return Lever.BATCH_OR_FUSE
    if flops_per_byte >= ridge_point:
        return Lever.NO_TUNING
    return Lever.COMPRESS_OR_FUSE


# ---------------------------------------------------------------------------
# Refined-mode parameters
# ---------------------------------------------------------------------------


def int8_rate(target: Target) -> float:
    """The double-int8 MAC rate over fp16: the target's measurement, else its
    anchor's, else the M1 measurement (SPEC §2)."""
    for source in (target, get_target(target.anchor), get_target(INT8_RATE_TARGET)):
        rate = _measured(source, (INT8_RATE_KEY,))
        if rate is not None:
            return rate
    raise KeyError(f"no target measures {INT8_RATE_KEY}")


def winograd_tile(op: Operation) -> int:
    """The output tile m of the Winograd form F(m x m, 3x3) `op` carries
    (`anec.winograd`), 0 for the direct form."""
    form = winograd_form(op)
    return form.tile if form is not None and isinstance(op, ConvolutionOp) else 0


def winograd_factor(op: Operation) -> float:
    """Multiply reduction of the Winograd form `op` carries (`anec.winograd`),
    1 without one: m^2 x kH x kW direct multiplies per m x m output tile
    against (m + kH - 1) x (m + kW - 1) (SPEC §5: 2.25 for F(2x2, 3x3), 4 for
    F(4x4, 3x3)). The verifier has checked the form fits the op."""
    m = winograd_tile(op)
    if not m:
        return 1.0
    kh, kw = op.kernel()
    return (m * m * kh * kw) / ((m + kh - 1) * (m + kw - 1))


def int8_compute(op: Operation) -> bool:
    """Whether `op` takes the double-int8 MAC path (`anec.int8_compute`, a unit
    attribute a precision-trading rewrite sets on a convolution, deconvolution
    or matmul with int8/uint8 weights; SPEC §2, §7). Without it, int8 weights
    are compressed storage: dequantized to fp16 before the multiply, fewer
    bytes, same cycles. The verifier has checked the weights."""
    return INT8_COMPUTE_ATTR in op.attributes


def _measured(target: Target, keys: Iterable[str]) -> float | None:
    for key in keys:
        if key in target.measured:
            return target.measured[key]
    return None


# ---------------------------------------------------------------------------
# One layer
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class _Placement:
    """Which of a layer's reads and writes cross DRAM, and its live activation."""

    reads: tuple[Read, ...]
    writes: tuple[Write, ...]
    live_bytes: int
    scratch_spills: bool
    batch_tiles: int = 1
    """Batch tiles of the program the layer runs in (`cost.batch`): its
    weights stream once per tile (refined mode)."""


def _standalone_placement(work: OpWork, target: Target) -> _Placement:
    """A standalone op reads every operand from DRAM and writes every result."""
    live = sum(tensor_bytes(r.value) for r in work.reads if r.role == Role.ACTIVATION) + work.output_bytes
    return _Placement(work.reads, work.writes, live, work.scratch_bytes > target.working_set_bytes)


def _layer(op: Operation, work: OpWork, placement: _Placement, target: Target, mode: Mode, floor: float) -> Estimate:
    """Stages 2 and 3 for one layer whose DRAM traffic is `placement`."""
    if work.is_view:
        return NO_WORK
    terms = _seed_terms if mode == Mode.SEED else _refined_terms
    flops, nbytes, compute, memory = terms(op, work, placement, target)
    return _estimate(flops, nbytes, compute, memory, max(compute, memory), floor, placement.live_bytes, target)


def _layer_work_us(op: Operation, work: OpWork, placement: _Placement, target: Target, mode: Mode) -> float:
    """`_layer(...).work_us` alone."""
    if work.is_view:
        return NO_WORK.work_us
    terms = _seed_terms if mode == Mode.SEED else _refined_terms
    _, _, compute, memory = terms(op, work, placement, target)
    return max(compute, memory)


def _estimate(
    flops: float, nbytes: int, compute: float, memory: float, work: float, floor: float, live: int, target: Target
) -> Estimate:
    flops_per_byte = intensity(flops, nbytes)
    return Estimate(
        flops=flops,
        bytes=nbytes,
        intensity=flops_per_byte,
        compute_us=compute,
        memory_us=memory,
        work_us=work,
        floor_us=floor,
        latency_us=work + floor,
        bound=bound(compute, memory, work, floor),
        lever=lever(live, target.working_set_bytes, work, floor, flops_per_byte, ridge(target)),
    )


def _scratch_bytes(work: OpWork, placement: _Placement) -> int:
    """The scratch's DRAM round trip (written, read back) when it spills."""
    return 2 * work.scratch_bytes if placement.scratch_spills else 0


def _seed_terms(op: Operation, work: OpWork, placement: _Placement, target: Target) -> tuple[float, int, float, float]:
    """(FLOPs, DRAM bytes, compute us, memory us) of the seed: the table's peak
    and bandwidth (SPEC §3)."""
    nbytes = sum(r.bytes for r in placement.reads) + sum(w.bytes for w in placement.writes) + _scratch_bytes(work, placement)
    return work.flops, nbytes, compute_us(work.flops, target.peak_tflops), transfer_us(nbytes, target.bandwidth_gbps)


def refined_layer(op: Operation, work: OpWork, placement: _Placement, target: Target) -> LayerTerms:
    """The refined model's view of one layer whose DRAM traffic is `placement`.

    The input is re-streamed once per output-channel pass (SPEC §5); a layer
    may instead split its rows into tiles that fit the working set, each read
    once and kept on chip across the passes, re-streaming the weights once per
    tile. Both orders are kept; the model takes the cheaper (SPEC §3: the
    tiling is the argmin of the split and unsplit cost).
    """
    flops, rate, scale, passes = _refined_compute(op, work, target)
    stored = [r for r in placement.reads if r.role == Role.WEIGHT]
    weights = sum(r.bytes for r in stored) * placement.batch_tiles
    decode, expanded = _decoded_weights(op, stored)
    expansion = expanded / sum(r.bytes for r in stored) if decode else 1.0
    restreamed = sum(r.bytes for r in placement.reads if r.role == Role.ACTIVATION and r.per_pass)
    once = sum(r.bytes for r in placement.reads if r.role == Role.ACTIVATION and not r.per_pass)
    resident = work.unit == Unit.MAC and not restreamed and not once
    once += sum(w.bytes for w in placement.writes) + _scratch_bytes(work, placement)
    tiles = max(1, math.ceil(placement.live_bytes / target.working_set_bytes))
    orders = ((weights, restreamed * passes + once), (weights * tiles, restreamed + once))
    return LayerTerms(rate, flops, scale, orders, work.unit == Unit.MAC, decode, expansion, resident, winograd_tile(op) == 4)


def _decoded_weights(op: Operation, stored: Sequence[Read]) -> tuple[str, int]:
    """(the expansion's parameter, bytes the compressed weight expands to) of
    a layer's weights (refined mode), or ("", 0) for dense ones. A compressed
    weight crosses DRAM and the weight stream as stored and is expanded to
    the multiply's float width on the way in, at its format's rate
    (`cost.refined.DECODE_PARAMETER`): int8 and uint8 dequantized (SPEC §7:
    "fewer bytes, same cycles"), palettized looked up, sparse scattered,
    block-scaled integers dequantized. int8 weights on the double-int8
    compute path (`anec.int8_compute`) are not expanded."""
    if not isinstance(op, ConvolutionOp | DeconvolutionOp | MatmulOp) or int8_compute(op):
        return "", 0
    decode = DECODE_PARAMETER.get(op.weight_format.format, "")
    weights = op.rhs if isinstance(op, MatmulOp) else op.weights
    if not decode or not any(r.value is weights for r in stored):
        return "", 0
    return decode, elements(weights) * element_bytes(op.results[0])


def _refined_terms(op: Operation, work: OpWork, placement: _Placement, target: Target) -> tuple[float, int, float, float]:
    """(FLOPs, DRAM bytes, compute us, memory us) of the refined mode (`cost.refined`)."""
    terms = refined_layer(op, work, placement, target)
    compute, memory, weights, activations = layer_us(terms, params_for(target))
    return terms.flops, weights + activations, compute, memory


def _refined_compute(op: Operation, work: OpWork, target: Target) -> tuple[float, str, float, int]:
    """Refined compute side: (FLOPs executed, rate, rate scale, passes).

    Winograd divides the multiply-array FLOPs (2 x MACs); the double-int8
    path multiplies the rate; the rate scales with active cores / cores
    (SPEC §5). Passes re-stream the input (applied by the caller)."""
    if not isinstance(op, ConvolutionOp | DeconvolutionOp | MatmulOp):
        rate = "matmul" if work.unit == Unit.MAC else "norm" if isinstance(op, LayerNormOp) else "vector"
        return work.flops, rate, 1.0, 1
    from anec.cost.channel_groups import channel_groups

    groups = channel_groups(op, target)
    mac_flops = 2 * work.macs
    flops = mac_flops / winograd_factor(op) + (work.flops - mac_flops)
    scale = groups.active_cores / target.cores
    if int8_compute(op):
        scale *= int8_rate(target)
    return flops, "matmul" if isinstance(op, MatmulOp) else "conv", scale, groups.passes


def dram_inputs(placements: Sequence[_Placement], rebased: bool = False, root: RootOf | None = None) -> int:
    """Distinct run-time tensors a dispatch reads from DRAM (SPEC §3's fixed
    per-input transfer setup). Weights are not among them: they are part of
    the compiled program, set up when it is loaded, not at each call (a
    whole network reads hundreds of weight tensors and one input). `root`:
    the program's (`_root` by default)."""
    root = root or _root
    return len({root(r.value, rebased) for p in placements for r in p.reads if r.role != Role.WEIGHT})


def _floor(
    target: Target, mode: Mode, placements: Sequence[_Placement], result_bytes: int, rebased: bool = False, root: RootOf | None = None
) -> float:
    """The fixed cost of one dispatch: the seed's floor, or the refined
    model's floor plus the setup of each tensor read from DRAM and the
    transfer of the dispatch's `result_bytes` of results."""
    if mode == Mode.SEED:
        return target.dispatch_floor_us
    return dispatch_us(dram_inputs(placements, rebased, root), result_bytes, params_for(target))


def native_attention_bytes(op: Operation, placement: _Placement) -> int | None:
    """An op dispatched on its own that is the engine's native attention path
    (an `anec.attention` outside any program, refined mode): the bytes of its
    operands and result, which cross the host round trip; None for any other
    op. An attention inside a program is the fused route and pays nothing
    more (docs/cost-model.md, "The native attention path" under "Refined mode")."""
    if not isinstance(op, AttentionOp):
        return None
    return sum(r.bytes for r in placement.reads) + sum(w.bytes for w in placement.writes)


# ---------------------------------------------------------------------------
# Programs
# ---------------------------------------------------------------------------


RootOf = Callable[[SSAValue, bool], SSAValue]
"""How a program finds the value a read is charged to (`_root`, or `members_latency_us`'s own)."""


def _root(value: SSAValue, rebased: bool = False) -> SSAValue:
    """The value a view aliases, followed through chains of views (and, where
    `rebased`, through slices and concats: `_rebased_view`)."""
    while isinstance(value, OpResult) and operands_of(value.op) and (is_view(value.op) or (rebased and _rebased_view(value.op))):
        value = operands_of(value.op)[0]
    return value


def _rebased_view(op: Operation) -> bool:
    """A slice or concat inside a program, in the refined mode: the DMA
    engines re-base per tile (SPEC §1), so a tile reads its part of the source
    and writes its part of the result in place; the op moves nothing itself."""
    return isinstance(op, SliceOp | ConcatOp)


@dataclass(frozen=True)
class _Layout:
    """A program's ops, their work and their DRAM traffic in one mode."""

    ops: tuple[Operation, ...]
    works: tuple[OpWork, ...]
    placements: tuple[_Placement, ...]
    peak: int
    rebased: bool
    result_bytes: int
    """The bytes of the results the program yields (its dispatch's result transfer)."""
    root: RootOf = _root
    """How a read is charged to a value (`_liveness`)."""


def _program_layout(program: ProgramOp, target: Target, mode: Mode) -> _Layout:
    ops = tuple(op for op in program.body.block.ops if not isinstance(op, YieldOp))
    terminator = program.body.block.last_op
    yielded = terminator.values if isinstance(terminator, YieldOp) else ()
    return _layout(ops, yielded, target, mode, _root)


def _layout(ops: tuple[Operation, ...], yielded: Sequence[SSAValue], target: Target, mode: Mode, root: RootOf) -> _Layout:
    """`_program_layout` of a program whose members are `ops` and which yields
    `yielded`, each read charged to `root` of the value it reads."""
    rebased = mode == Mode.REFINED
    works = tuple(VIEW_WORK if rebased and _rebased_view(op) else op_work(op) for op in ops)
    liveness = _liveness(works, yielded, rebased, root)
    tiles, samples, batch = 1, 1, 1
    if rebased:
        batch = batch_extent(zip(ops, works))
        tiles = batch_tiles(max(liveness.live, default=0), batch, target.working_set_bytes)
        samples, batch = tile_share(batch, tiles)
    live = [size * samples // batch for size in liveness.live]
    placements = _program_placements(works, liveness, _streams(live, target, mode), target, live, (samples, batch), tiles)
    return _Layout(ops, works, tuple(placements), max(live, default=0), rebased, sum(tensor_bytes(v) for v in liveness.yielded), root)


@dataclass(frozen=True)
class _Liveness:
    """Activation roots of a program: where each is defined and used."""

    defined: Mapping[SSAValue, int]
    """Produced inside: the index of its producer."""
    uses: Mapping[SSAValue, tuple[int, ...]]
    """Indices of the ops that read it as an activation."""
    yielded: frozenset[SSAValue]
    live: tuple[int, ...]
    rebased: bool
    """Live activation bytes at each op."""
    roots: Mapping[SSAValue, SSAValue]
    """`root` of each value read as an activation, found once."""
    root: RootOf = _root


def _liveness(works: Sequence[OpWork], yielded: Iterable[SSAValue], rebased: bool, root_of: RootOf = _root) -> _Liveness:
    """Live activation bytes at each op: every activation defined at or before
    it (a program input from its first use) and read at or after it."""
    defined: dict[SSAValue, int] = {}
    uses: dict[SSAValue, list[int]] = {}
    roots: dict[SSAValue, SSAValue] = {}
    for i, work in enumerate(works):
        for r in work.reads:
            if r.role == Role.ACTIVATION:
                root = roots.get(r.value)
                if root is None:
                    root = roots[r.value] = root_of(r.value, rebased)
                uses.setdefault(root, []).append(i)
        for w in work.writes:
            defined[w.value] = i
    # Each span adds its bytes on [first, last]: a difference array, summed once.
    # Uses are in ascending order.
    delta = [0] * (len(works) + 1)
    for value in {*defined, *uses}:
        used = uses.get(value)
        first = defined.get(value, used[0] if used else len(works))
        last = used[-1] if used else first
        if first < len(works):
            size = tensor_bytes(value)
            delta[first] += size
            delta[last + 1] -= size
    live = tuple(itertools.accumulate(delta[: len(works)]))
    return _Liveness(
        defined=MappingProxyType(defined),
        uses=MappingProxyType({v: tuple(u) for v, u in uses.items()}),
        yielded=frozenset(root_of(v, rebased) for v in yielded),
        live=live,
        rebased=rebased,
        roots=MappingProxyType(roots),
        root=root_of,
    )


def _program_placements(
    works: Sequence[OpWork],
    liveness: _Liveness,
    streams: Sequence[bool],
    target: Target,
    live: Sequence[int],
    share: tuple[int, int] = (1, 1),
    tiles: int = 1,
) -> list[_Placement]:
    """DRAM traffic of each op of a program.

    An op that streams reads its activations from DRAM and writes its results
    there. An intermediate produced inside spills (producer writes, every
    consumer reads) when its producer or any consumer streams; a yielded
    value is always written. A program input is read by its first consumer
    and again by each consumer that streams. Weights always cross DRAM, once
    per batch tile. `live` is each op's live set in one batch tile, `share`
    (samples, batch) a tile's share of the scratch.
    """
    # When every layer streams or none does (always in the seed mode), an
    # intermediate spills exactly when they all stream.
    uniform = streams[0] if streams and all(s == streams[0] for s in streams) else None

    def spilled(value: SSAValue) -> bool:
        if uniform is not None:
            return uniform
        return streams[liveness.defined[value]] or any(streams[u] for u in liveness.uses.get(value, ()))

    def charged_read(i: int, r: Read) -> bool:
        if r.role == Role.WEIGHT:
            return True
        value = liveness.roots.get(r.value)
        if value is None:
            value = liveness.root(r.value, liveness.rebased)
        if value in liveness.defined:
            return spilled(value)
        return streams[i] or i == liveness.uses[value][0]

    def charged_write(w: Write) -> bool:
        return w.value in liveness.yielded or spilled(w.value)

    if uniform is None:
        return [
            _Placement(
                reads=tuple(r for r in work.reads if charged_read(i, r)),
                writes=tuple(w for w in work.writes if charged_write(w)),
                live_bytes=live[i],
                scratch_spills=work.scratch_bytes * share[0] // share[1] > target.working_set_bytes,
                batch_tiles=tiles,
            )
            for i, work in enumerate(works)
        ]
    # The same rules, unrolled for a uniform program: when every layer
    # streams, everything crosses DRAM; when none does, weights, each input
    # at its first use and the yielded results.
    placements: list[_Placement] = []
    for i, work in enumerate(works):
        if uniform:
            reads, writes = tuple(work.reads), tuple(work.writes)
        else:
            reads = tuple(r for r in work.reads if charged_read(i, r)) if work.reads else ()
            writes = tuple(w for w in work.writes if w.value in liveness.yielded) if work.writes else ()
        scratch = work.scratch_bytes * share[0] // share[1] > target.working_set_bytes
        placements.append(_Placement(reads, writes, live[i], scratch, tiles))
    return placements


def _streams(live: Sequence[int], target: Target, mode: Mode) -> list[bool]:
    """Which layers stream their activations through DRAM (SPEC §1). Seed: all
    of them once the program's peak live set exceeds the working set; refined:
    each layer whose own live set exceeds it."""
    if mode == Mode.SEED:
        over = max(live, default=0) > target.working_set_bytes
        return [over] * len(live)
    return [size > target.working_set_bytes for size in live]


def program_label(program: ProgramOp, index: int) -> str:
    """The program's `label`, else `program#<index in its function>`."""
    return program.label.data if program.label is not None else f"program#{index}"


@weight_scope()
def estimate_program(
    program: ProgramOp, target: Target | str, mode: Mode = Mode.SEED, *, label: str | None = None
) -> ProgramEstimate:
    """A program as one dispatch: rows with floor 0, and the program with one
    floor and work = the sum of its layers' work terms (SPEC §3, §7)."""
    target = _target(target)
    name = label if label is not None else program_label(program, 0)
    layout = _program_layout(program, target, mode)
    rows = tuple(
        OpRow(op, name, _layer(op, work, placement, target, mode, 0.0))
        for op, work, placement in zip(layout.ops, layout.works, layout.placements)
    )
    floor = _floor(target, mode, layout.placements, layout.result_bytes, layout.rebased)
    return ProgramEstimate(program, name, rows, _sum_estimate([r.estimate for r in rows], layout.peak, floor, target), layout.peak)


@weight_scope()
def program_latency_us(program: ProgramOp, target: Target | str, mode: Mode = Mode.SEED) -> float:
    """`estimate_program(program, target, mode).estimate.latency_us`, the same
    sum in the same order, without building the rows' estimates: for a pass
    that scores many candidate programs (`anec-tile`, `anec-fuse`)."""
    target = _target(target)
    layout = _program_layout(program, target, mode)
    work = sum(
        _layer_work_us(op, work_, placement, target, mode)
        for op, work_, placement in zip(layout.ops, layout.works, layout.placements)
    )
    return work + _floor(target, mode, layout.placements, layout.result_bytes, layout.rebased)


@weight_scope()
def members_latency_us(ops: Sequence[Operation], yielded: Sequence[SSAValue], target: Target | str, mode: Mode = Mode.SEED) -> float:
    """
    `program_latency_us` of a program that is not in the IR, made of copies
    of `ops` (a run of one function's ops, in order) and yielding the copies
    of `yielded`, each value the copies read from outside bound to a block
    argument (`passes.fuse.detached_program`): the same number, bit for bit,
    worked out on `ops` themselves, without the copy. Each copy's work is
    its op's (`op_work`, which a scope may hold), so every op of `ops` must
    be `cost.work.copied_alike`; a read is charged, as in the copy, to the
    value a chain of member views aliases, stopping at a value from outside
    (the copy's block argument, of its type). Every sum is taken in the
    copy's order.
    """
    target = _target(target)
    members = frozenset(ops)

    def root(value: SSAValue, rebased: bool = False) -> SSAValue:
        while isinstance(value, OpResult) and value.op in members and operands_of(value.op) and (
            is_view(value.op) or (rebased and _rebased_view(value.op))
        ):
            value = operands_of(value.op)[0]
        return value

    layout = _layout(tuple(ops), yielded, target, mode, root)
    work = sum(
        _layer_work_us(op, work_, placement, target, mode)
        for op, work_, placement in zip(layout.ops, layout.works, layout.placements)
    )
    return work + _floor(target, mode, layout.placements, layout.result_bytes, layout.rebased, root)


UNIT_ROUNDOFF = sys.float_info.epsilon / 2
"""The unit roundoff u of Python's floats (IEEE 754 binary64: 2^-53), in which estimates are summed."""


def no_higher(after: float, before: float, summands: int) -> bool:
    """
    Whether the estimate `after` does not exceed `before` beyond the
    rounding of the two: each is a float sum of at most `summands`
    nonnegative terms (a program's layers and its floor), each term a few
    roundings from its exact value. Recursive summation of n terms errs by at
    most gamma_(n-1) times the sum (Higham, Accuracy and Stability of
    Numerical Algorithms, section 4.2); a term of either model takes fewer
    roundings than `summands` (a seed term three, a refined term about ten;
    a scored program or tiling has more ops), so gamma_(2 x summands) of each
    sum bounds both. Compared plainly, a rewrite whose exact estimate ties
    (a tiled layer that streams the same bytes) is kept or undone by the
    last bit of the sums, depending on where it sits in its program.
    """
    n = 2 * summands
    nu = n * UNIT_ROUNDOFF
    return after - before <= nu / (1 - nu) * (after + before)


def member_estimator(program: ProgramOp, target: Target | str, mode: Mode = Mode.SEED) -> Callable[[Operation], Estimate]:
    """
    `estimate_op(member, target, mode, in_program=True)` for the members of
    `program`, the program's liveness and placement computed once. They
    depend on the members' work alone, not on the mode fields a member
    carries (`anec.winograd`, `anec.int8_compute` enter `_layer` only), so a
    pass that tries those fields in turn on every member (`anec-winograd`)
    pays for one row per try instead of the whole program. Nothing else in
    the program may change between calls.
    """
    target = _target(target)
    layout = _program_layout(program, target, mode)
    placed = {op: (work, placement) for op, work, placement in zip(layout.ops, layout.works, layout.placements)}

    def estimate(op: Operation) -> Estimate:
        work, placement = placed[op]
        return _layer(op, work, placement, target, mode, 0.0)

    return estimate


def _sum_estimate(parts: Sequence[Estimate], peak_live: int, floor: float, target: Target) -> Estimate:
    """A program: the sums of its layers' terms, and one floor."""
    return _estimate(
        flops=sum(p.flops for p in parts),
        nbytes=sum(p.bytes for p in parts),
        compute=sum(p.compute_us for p in parts),
        memory=sum(p.memory_us for p in parts),
        work=sum(p.work_us for p in parts),
        floor=floor,
        live=peak_live,
        target=target,
    )


# ---------------------------------------------------------------------------
# Public entry points
# ---------------------------------------------------------------------------


@weight_scope()
def estimate_op(op: Operation, target: Target | str, mode: Mode = Mode.SEED, *, in_program: bool = False) -> Estimate:
    """The estimate of one op.

    Standalone (the default): its own dispatch, every operand and result in
    DRAM (a view or constant needs no dispatch). `in_program=True`: the op as
    a program member, floor 0; inside an `anec.program` that is its row of
    `estimate_program` (resident intermediates move nothing), elsewhere its
    standalone traffic without the floor. An `anec.program` gives the
    program's estimate.
    """
    target = _target(target)
    if isinstance(op, ProgramOp):
        return estimate_program(op, target, mode).estimate
    parent = op.parent_op()
    if in_program and isinstance(parent, ProgramOp):
        return next(row.estimate for row in estimate_program(parent, target, mode).rows if row.op is op)
    work = op_work(op)
    placement = _standalone_placement(work, target)
    floor = 0.0 if in_program or work.is_view else _floor(target, mode, [placement], work.output_bytes)
    native = None if in_program or mode == Mode.SEED else native_attention_bytes(op, placement)
    if native is not None:
        floor += native_attention_us(1, native, params_for(target))
    return _layer(op, work, placement, target, mode, floor)


@weight_scope()
def estimate_function(func_op: FuncOp, target: Target | str, mode: Mode = Mode.SEED) -> FunctionEstimate:
    """Every op of a function: standalone ops are one dispatch each (views and
    constants none), each program one dispatch."""
    target = _target(target)
    rows: list[OpRow] = []
    programs: list[ProgramEstimate] = []
    latency = 0.0
    dispatches = 0
    for op in _body_ops(func_op):
        if isinstance(op, ProgramOp):
            program = estimate_program(op, target, mode, label=program_label(op, len(programs)))
            programs.append(program)
            rows.extend(program.rows)
            latency += program.estimate.latency_us
            dispatches += 1
            continue
        estimate = estimate_op(op, target, mode)
        rows.append(OpRow(op, None, estimate))
        latency += estimate.latency_us
        dispatches += 0 if op_work(op).is_view else 1
    return FunctionEstimate(
        name=func_op.sym_name.data,
        rows=tuple(rows),
        programs=tuple(programs),
        latency_us=latency,
        flops=sum(r.estimate.flops for r in rows),
        bytes=sum(r.estimate.bytes for r in rows),
        dispatches=dispatches,
    )


@weight_scope()
def estimate_module(module: ModuleOp, target: Target | str, mode: Mode = Mode.SEED) -> ModuleEstimate:
    """Every function of a module, and totals."""
    target = _target(target)
    functions = tuple(estimate_function(op, target, mode) for op in module.ops if isinstance(op, FuncOp))
    return ModuleEstimate(
        functions=functions,
        latency_us=sum(f.latency_us for f in functions),
        flops=sum(f.flops for f in functions),
        bytes=sum(f.bytes for f in functions),
        dispatches=sum(f.dispatches for f in functions),
    )


def refined_dispatches(module: ModuleOp, target: Target | str) -> tuple[DispatchTerms, ...]:
    """Every dispatch of `module` as the refined model sees it, independent of
    the model's parameters: `cost.refined.latency_us` of these with
    `params_for(target)` is `estimate_module(module, target, REFINED)`'s
    latency. A fit evaluates many parameter sets on them."""
    target = _target(target)
    dispatches: list[DispatchTerms] = []
    for func_op in (op for op in module.ops if isinstance(op, FuncOp)):
        for op in _body_ops(func_op):
            if isinstance(op, ProgramOp):
                layout = _program_layout(op, target, Mode.REFINED)
                layers = tuple(
                    refined_layer(o, w, p, target)
                    for o, w, p in zip(layout.ops, layout.works, layout.placements)
                    if not w.is_view
                )
                dispatches.append(DispatchTerms(layers, dram_inputs(layout.placements, layout.rebased), layout.result_bytes))
                continue
            work = op_work(op)
            if work.is_view:
                continue
            placement = _standalone_placement(work, target)
            dispatches.append(
                DispatchTerms(
                    (refined_layer(op, work, placement, target),), dram_inputs([placement]), work.output_bytes, native_attention_bytes(op, placement)
                )
            )
    return tuple(dispatches)


def _body_ops(func_op: FuncOp) -> Iterable[Operation]:
    """The function's ops, terminators excluded."""
    for block in func_op.body.blocks:
        yield from (op for op in block.ops if not isinstance(op, ReturnOp))


def _target(target: Target | str) -> Target:
    return get_target(target) if isinstance(target, str) else target
