"""
Chimera: analytic block decomposition of chains of GEMMs (SPEC §8).

A chain of GEMMs (C = A x B, E = C x D, ...) runs as one loop nest over the
chain's dims. Each memory level holds a *resident tile* (one size per dim);
the level's loops, ordered by the level's own permutation, walk that tile
across the resident tile of the level above (across the whole problem for the
outermost level). Their trip counts are the ratio of the two tiles. For each
tensor at each level (SPEC §8):

* footprint DF = element width x the product of the resident tile sizes of
  the dims the tensor accesses;
* movement DM, for chain inputs and outputs only, = DF x the trip counts of
  the level's loops from the outermost down to the innermost loop that
  accesses the tensor (loops inside it are reuse loops and do not multiply);
  intermediates stay resident and move nothing;
* DV = the sum of DM; MU = the maximum over ops of the summed footprints of
  the op's tensors.

A level costs DV / bandwidth and requires MU <= capacity; a tiling costs the
maximum over levels. Movement at a level counts only that level's loops
(SPEC §8: "each level has its own loop permutation ... over its trip counts"):
for level 1 it is the traffic that streams one level-2-resident tile through
level 1, not multiplied by the level-2 trip counts (docs/chimera.md).

Two tiling modes:

* `TilingMode.EXACT`, any number of levels: per dim the resident tiles form a
  divisor chain R1 | R2 | ... | Rn | extent (SPEC §8's reproduction problem:
  "each dim factors exactly"), trip counts are exact quotients;
* `TilingMode.CEIL`, one level: any tile 1 <= t <= extent with trip count
  ceil(extent / t) (SPEC §8's general "(L / tile, ceil)").

`solve` is exact over its mode's tilings; nothing is heuristic. It
enumerates the candidates as numpy rows and skips a row only when it is
infeasible or, with several levels, when a valid lower bound on its cost
(every permutation moves each tensor at least once per trip of its own dims)
already exceeds the best cost found. With one level it enumerates every dim
but the innermost loop's, whose best tile follows by one lookup (the
innermost-loop reduction, `_Space._search_innermost`). In CEIL mode only the
smallest tile of each trip count is a candidate, which loses nothing: for a
fixed trip count a smaller tile never has a larger footprint or movement.
Ties are broken deterministically, see `solve`.
`check` recomputes any tiling's feasibility and cost independently, one
scalar at a time.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from pathlib import Path

import numpy as np

from anec.cost.targets import load_sourced_values
from anec.dialect.attributes import chain_loop, format_loop_order

REPRODUCTION_PATH = Path(__file__).with_name("chimera.toml")
"""SPEC §8's reproduction problem, every number with its source."""


_REPRODUCTION = load_sourced_values(REPRODUCTION_PATH, "reproduction")

REPRODUCTION_EXTENTS: tuple[tuple[str, int], ...] = tuple(_REPRODUCTION["extents"].items())
"""SPEC §8: the reproduction problem's single GEMM, M=256, K=2048, N=64."""

REPRODUCTION_WIDTHS: tuple[tuple[str, int], ...] = tuple(_REPRODUCTION["widths"].items())
"""SPEC §8: "its element-width factors: A x4, B and C x64"."""

REPRODUCTION_CAPACITY_L1: int = _REPRODUCTION["capacity_l1"]
"""SPEC §8: level-1 footprints sum <= 512 KiB (524288)."""

REPRODUCTION_CAPACITY_L2: int = _REPRODUCTION["capacity_l2"]
"""SPEC §8: level-2 footprints sum <= 1 MiB (1048576)."""

REPRODUCTION_BANDWIDTH_L1: int = _REPRODUCTION["bandwidth_l1"]
"""SPEC §8: cost = max(level-2 movement / 64, level-1 movement / 16)."""

REPRODUCTION_BANDWIDTH_L2: int = _REPRODUCTION["bandwidth_l2"]
"""SPEC §8: cost = max(level-2 movement / 64, level-1 movement / 16)."""

CHUNK_ROWS = 1 << 16
"""Candidate tilings evaluated per numpy batch (memory, not results, depends on it)."""

_INT64_HEADROOM = 1 << 62
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


class ChimeraError(ValueError):
    """A malformed chain, memory hierarchy or tiling, or a problem no tiling fits."""


class TilingMode(Enum):
    """Which integer tilings exist (module docstring)."""

    EXACT = "exact"
    CEIL = "ceil"


@dataclass(frozen=True)
class Tensor:
    """A tensor of the chain: the dims it accesses and its element width in bytes."""

    name: str
    dims: tuple[str, ...]
    width: int
    intermediate: bool = False

    def __str__(self) -> str:
        return f"{self.name}[{','.join(self.dims)}]"


@dataclass(frozen=True)
class GemmChain:
    """
    Dims with their extents (the order is the canonical loop order), tensors,
    and ops, each op naming the tensors it reads and writes.
    """

    dims: tuple[str, ...]
    extents: tuple[int, ...]
    tensors: tuple[Tensor, ...]
    ops: tuple[tuple[str, ...], ...]

    def __post_init__(self) -> None:
        _validate_dims(self.dims, self.extents)
        _validate_tensors(self.dims, self.tensors)
        _validate_ops(self.dims, self.tensors, self.ops)

    def tensor(self, name: str) -> Tensor:
        return next(t for t in self.tensors if t.name == name)

    @property
    def moving(self) -> tuple[Tensor, ...]:
        """The chain's inputs and outputs: the tensors that move (SPEC §8)."""
        return tuple(t for t in self.tensors if not t.intermediate)


@dataclass(frozen=True)
class MemoryLevel:
    """A memory level: capacity in bytes and bandwidth (bytes per cost unit)."""

    name: str
    capacity_bytes: int
    bandwidth: Fraction

    def __post_init__(self) -> None:
        if not _is_name(self.name):
            raise ChimeraError(f"memory level name {self.name!r} is not an identifier")
        if not _is_int(self.capacity_bytes) or self.capacity_bytes < 1:
            raise ChimeraError(f"level {self.name}: capacity must be a positive integer of bytes, got {self.capacity_bytes!r}")
        object.__setattr__(self, "bandwidth", _positive_fraction(f"level {self.name}: bandwidth", self.bandwidth))


@dataclass(frozen=True)
class LevelTiling:
    """One level of a tiling: loop order (outermost first) and resident tile per chain dim."""

    permutation: tuple[str, ...]
    tiles: tuple[int, ...]


@dataclass(frozen=True)
class Tiling:
    """A proposed solution: one `LevelTiling` per memory level, innermost level first."""

    levels: tuple[LevelTiling, ...]


@dataclass(frozen=True)
class LevelResult:
    """A level's figures under a tiling; per-tensor tuples follow `GemmChain.tensors`."""

    memory: MemoryLevel
    permutation: tuple[str, ...]
    tiles: tuple[int, ...]
    trips: tuple[int, ...]
    footprints: tuple[int, ...]
    movement: tuple[int, ...]
    dv: int
    mu: int
    cost: Fraction


@dataclass(frozen=True)
class Check:
    """`check`'s verdict; `levels` is empty and `cost` None when the tiling is malformed."""

    feasible: bool
    reasons: tuple[str, ...]
    levels: tuple[LevelResult, ...]
    cost: Fraction | None


@dataclass(frozen=True)
class Solution:
    """An optimal tiling with its per-level figures (innermost level first)."""

    chain: GemmChain
    mode: TilingMode
    tiling: Tiling
    levels: tuple[LevelResult, ...]
    cost: Fraction

    @property
    def total_cost(self) -> Fraction:
        """The sum of the level costs: `solve`'s first tie-breaker."""
        return sum((level.cost for level in self.levels), Fraction(0))


# --- building problems -------------------------------------------------------


def gemm_chain(shapes: Sequence[tuple[int, int, int]], widths: int | Sequence[int]) -> GemmChain:
    """
    The chain C = A x B, E = C x D, ... from GEMM shapes (M, K, N), each
    GEMM's K being the previous one's N and all sharing M. Dims are m, k, n, l,
    then d4, d5, ...; tensors are A, B, C, ... (op i reads the 2i-th and
    (2i+1)-th, writes the (2i+2)-th); every output but the last is an
    intermediate. `widths` is one element width for every tensor or one per
    tensor in that order.
    """
    if not shapes:
        raise ChimeraError("a GEMM chain needs at least one GEMM")
    for index, shape in enumerate(shapes):
        if len(shape) != 3 or not all(_is_int(v) and v >= 1 for v in shape):
            raise ChimeraError(f"GEMM {index}: shape must be three positive integers (M, K, N), got {tuple(shape)!r}")
        if index and shape[0] != shapes[0][0]:
            raise ChimeraError(f"GEMM {index}: M={shape[0]} differs from the chain's M={shapes[0][0]}")
        if index and shape[1] != shapes[index - 1][2]:
            raise ChimeraError(f"GEMM {index}: K={shape[1]} must equal GEMM {index - 1}'s N={shapes[index - 1][2]}")
    count = 2 * len(shapes) + 1
    all_widths = (widths,) * count if isinstance(widths, int) else tuple(widths)
    if len(all_widths) != count:
        raise ChimeraError(f"a chain of {len(shapes)} GEMMs has {count} tensors; got {len(all_widths)} widths")
    dims = tuple(chain_loop(i) for i in range(len(shapes) + 2))
    extents = (shapes[0][0], shapes[0][1], *(shape[2] for shape in shapes))
    names = [_tensor_name(i) for i in range(count)]
    layouts = [(dims[0], dims[1])] + [
        layout for i in range(len(shapes)) for layout in ((dims[i + 1], dims[i + 2]), (dims[0], dims[i + 2]))
    ]
    tensors = tuple(
        Tensor(name, layout, width, intermediate=index % 2 == 0 and 0 < index < count - 1)
        for index, (name, layout, width) in enumerate(zip(names, layouts, all_widths))
    )
    ops = tuple((names[2 * i], names[2 * i + 1], names[2 * i + 2]) for i in range(len(shapes)))
    return GemmChain(dims, extents, tensors, ops)


def reproduction_problem() -> tuple[GemmChain, tuple[MemoryLevel, ...]]:
    """SPEC §8's reproduction problem (solve it with `TilingMode.EXACT`); levels innermost first."""
    (_, m), (_, k), (_, n) = REPRODUCTION_EXTENTS
    chain = gemm_chain([(m, k, n)], [width for _, width in REPRODUCTION_WIDTHS])
    levels = (
        MemoryLevel("l1", REPRODUCTION_CAPACITY_L1, Fraction(REPRODUCTION_BANDWIDTH_L1)),
        MemoryLevel("l2", REPRODUCTION_CAPACITY_L2, Fraction(REPRODUCTION_BANDWIDTH_L2)),
    )
    return chain, levels


def solve_matmul_chain(shapes: Sequence[tuple[int, int, int]], capacity_bytes: int, element_bytes: int = 2) -> Solution:
    """
    The entry point for a matmul chain in a fused program: one memory level of
    `capacity_bytes` (the target's working set) with unit bandwidth, so the
    cost is the DV in bytes; CEIL tiling (any tile size); every tensor
    `element_bytes` wide (fp16 by default).
    """
    levels = (MemoryLevel("working_set", capacity_bytes, Fraction(1)),)
    return solve(gemm_chain(shapes, element_bytes), levels, TilingMode.CEIL)


# --- checking a tiling -------------------------------------------------------


def check(chain: GemmChain, levels: Sequence[MemoryLevel], tiling: Tiling, mode: TilingMode = TilingMode.EXACT) -> Check:
    """
    Verifies a tiling against the chain and the memory hierarchy and computes
    its figures one scalar at a time, independently of `solve`'s search.
    """
    _validate_hierarchy(levels, mode)
    reasons = _shape_reasons(chain, levels, tiling, mode)
    if reasons:
        return Check(False, reasons, (), None)
    results = tuple(
        _level_result(chain, memory, level, _level_trips(chain, tiling, index, mode))
        for index, (memory, level) in enumerate(zip(levels, tiling.levels))
    )
    over = tuple(_capacity_reason(chain, result) for result in results if result.mu > result.memory.capacity_bytes)
    return Check(not over, over, results, max(result.cost for result in results))


def _shape_reasons(chain: GemmChain, levels: Sequence[MemoryLevel], tiling: Tiling, mode: TilingMode) -> tuple[str, ...]:
    if len(tiling.levels) != len(levels):
        return (f"the tiling has {len(tiling.levels)} levels; the memory hierarchy has {len(levels)}",)
    reasons: list[str] = []
    for index, (memory, level) in enumerate(zip(levels, tiling.levels)):
        if sorted(level.permutation) != sorted(chain.dims):
            reasons.append(f"level {memory.name}: {format_loop_order(level.permutation)} is not a permutation of {', '.join(chain.dims)}")
        if len(level.tiles) != len(chain.dims):
            reasons.append(f"level {memory.name}: {len(level.tiles)} tile sizes for {len(chain.dims)} dims")
            continue
        where = "the extent" if index + 1 == len(levels) else f"the level-{levels[index + 1].name} tile"
        for dim, tile, above in zip(chain.dims, level.tiles, _tiles_above(chain, tiling, index)):
            if not _is_int(tile) or tile < 1:
                reasons.append(f"level {memory.name}: tile {dim}={tile!r} is not a positive integer")
            elif _is_int(above) and tile > above:
                reasons.append(f"level {memory.name}: tile {dim}={tile} exceeds {where} {dim}={above}")
            elif mode is TilingMode.EXACT and _is_int(above) and above % tile:
                reasons.append(f"level {memory.name}: tile {dim}={tile} does not divide {where} {dim}={above}")
    return tuple(reasons)


def _tiles_above(chain: GemmChain, tiling: Tiling, index: int) -> tuple[int, ...]:
    above = index + 1
    if above == len(tiling.levels):
        return chain.extents
    tiles = tiling.levels[above].tiles
    return tiles if len(tiles) == len(chain.dims) else chain.extents


def _level_trips(chain: GemmChain, tiling: Tiling, index: int, mode: TilingMode) -> tuple[int, ...]:
    tiles = tiling.levels[index].tiles
    above = _tiles_above(chain, tiling, index)
    if mode is TilingMode.EXACT:
        return tuple(outer // tile for outer, tile in zip(above, tiles))
    return tuple(-(-outer // tile) for outer, tile in zip(above, tiles))


def _level_result(chain: GemmChain, memory: MemoryLevel, level: LevelTiling, trips: tuple[int, ...]) -> LevelResult:
    tile_of = dict(zip(chain.dims, level.tiles))
    trip_of = dict(zip(chain.dims, trips))
    footprints = tuple(t.width * math.prod(tile_of[d] for d in t.dims) for t in chain.tensors)
    movement = tuple(
        0 if t.intermediate else fp * math.prod(trip_of[d] for d in _prefix(level.permutation, t.dims))
        for t, fp in zip(chain.tensors, footprints)
    )
    by_name = dict(zip((t.name for t in chain.tensors), footprints))
    mu = max(sum(by_name[name] for name in op) for op in chain.ops)
    dv = sum(movement)
    return LevelResult(memory, level.permutation, level.tiles, trips, footprints, movement, dv, mu, dv / memory.bandwidth)


def _prefix(permutation: Sequence[str], accessed: Sequence[str]) -> Sequence[str]:
    """The loops from the outermost down to the innermost loop that accesses the tensor."""
    return permutation[: max(permutation.index(d) for d in accessed) + 1]


def _capacity_reason(chain: GemmChain, result: LevelResult) -> str:
    by_name = dict(zip((t.name for t in chain.tensors), result.footprints))
    worst = max(chain.ops, key=lambda op: sum(by_name[name] for name in op))
    parts = " + ".join(f"{name} {by_name[name]}" for name in worst)
    return (
        f"level {result.memory.name}: MU {result.mu} bytes (op {' '.join(worst)}: {parts}) "
        f"exceeds the capacity of {result.memory.capacity_bytes} bytes"
    )


# --- solving -----------------------------------------------------------------


def solve(chain: GemmChain, levels: Sequence[MemoryLevel], mode: TilingMode = TilingMode.EXACT) -> Solution:
    """
    A tiling of minimum cost over every tiling of `mode` (module docstring).
    Among tilings of equal cost it returns the one with the smallest sum of
    level costs, then the first in canonical order: dims in chain order, the
    first dim most significant; each dim's resident tiles descending
    lexicographically from the innermost level outward (larger tiles, fewer
    loop iterations, first); then each level's
    permutation, innermost level first, in `itertools.permutations` order of
    the chain's dims.
    """
    _validate_hierarchy(levels, mode)
    _require_unit_tiles_fit(chain, levels)
    space = _Space(chain, tuple(levels), mode)
    picks, perms, cost = space.search()
    tiling = space.tiling(picks, perms)
    verdict = check(chain, levels, tiling, mode)
    assert verdict.feasible and verdict.cost == cost, "the vectorised search and the checker disagree"
    return Solution(chain, mode, tiling, verdict.levels, cost)


_Key = tuple[int, int, int, tuple[int, ...]]
"""(scaled cost, scaled sum of level costs, row in canonical order, permutation index per level)."""


class _Space:
    """Every candidate tiling: a row of the cartesian product of per-dim candidates."""

    def __init__(self, chain: GemmChain, levels: tuple[MemoryLevel, ...], mode: TilingMode):
        self.chain = chain
        self.levels = levels
        common = math.lcm(*(level.bandwidth.numerator for level in levels))
        self.scale = [level.bandwidth.denominator * (common // level.bandwidth.numerator) for level in levels]
        self.unit = Fraction(1, common)
        _require_int64(chain, self.scale)
        self.tiles = [_dim_candidates(extent, len(levels), mode) for extent in chain.extents]
        self.trips = [_candidate_trips(tiles, extent, mode) for tiles, extent in zip(self.tiles, chain.extents)]
        self.shape = tuple(len(tiles) for tiles in self.tiles)
        self.strides = tuple(math.prod(self.shape[d + 1 :]) for d in range(len(self.shape)))
        self.perms = list(itertools.permutations(range(len(chain.dims))))
        self.dims_of = [tuple(chain.dims.index(d) for d in t.dims) for t in chain.tensors]
        self.moving = [i for i, t in enumerate(chain.tensors) if not t.intermediate]
        self.op_members = [[next(i for i, t in enumerate(chain.tensors) if t.name == name) for name in op] for op in chain.ops]

    def search(self) -> tuple[tuple[int, ...], tuple[int, ...], Fraction]:
        """The best row's per-dim candidate picks, permutation per level, and cost."""
        if len(self.levels) == 1:
            best = min(self._search_innermost(inner) for inner in range(len(self.chain.dims)))
        else:
            best = self._search_rows()
        key, picks = best
        return picks, key[3], key[0] * self.unit

    def tiling(self, picks: tuple[int, ...], perms: tuple[int, ...]) -> Tiling:
        return Tiling(
            tuple(
                LevelTiling(
                    tuple(self.chain.dims[d] for d in self.perms[perm]),
                    tuple(int(candidates[pick, j]) for candidates, pick in zip(self.tiles, picks)),
                )
                for j, perm in enumerate(perms)
            )
        )

    # Several levels: every row, pruned by feasibility and a lower bound.

    def _search_rows(self) -> tuple[_Key, tuple[int, ...]]:
        signatures = _signatures(self.chain, list(enumerate(self.perms)))
        best: tuple[_Key, tuple[int, ...]] | None = None
        total = math.prod(self.shape)
        for start in range(0, total, CHUNK_ROWS):
            rows = np.arange(start, min(start + CHUNK_ROWS, total), dtype=np.int64)
            found = self._rows_chunk(rows, signatures, None if best is None else best[0][0])
            if found is not None and (best is None or found < best):
                best = found
        assert best is not None, "unit tiles fit, so some row is feasible"
        return best

    def _rows_chunk(self, rows: np.ndarray, signatures: _Signatures, bound: int | None) -> tuple[_Key, tuple[int, ...]] | None:
        picks = _unravel(rows, self.shape)
        tiles = [candidates[pick] for candidates, pick in zip(self.tiles, picks)]
        trips = [candidates[pick] for candidates, pick in zip(self.trips, picks)]
        footprints = [self._footprints([t[:, j] for t in tiles]) for j in range(len(self.levels))]
        keep = np.ones(len(rows), dtype=bool)
        for level, fps in zip(self.levels, footprints):
            keep &= self._mu(fps) <= level.capacity_bytes
        if bound is not None:
            keep &= self._lower_bound(trips, footprints) <= bound
        if not keep.any():
            return None
        costs, perms = zip(
            *(
                self._best_permutation(signatures, [t[keep, j] for t in trips], [fp[keep] for fp in fps], self.scale[j])
                for j, fps in enumerate(footprints)
            )
        )
        primary = np.max(costs, axis=0)
        secondary = np.sum(costs, axis=0)
        kept = rows[keep]
        first = np.lexsort((kept, secondary, primary))[0]
        key = (int(primary[first]), int(secondary[first]), int(kept[first]), tuple(int(p[first]) for p in perms))
        return key, tuple(int(pick[keep][first]) for pick in picks)

    def _lower_bound(self, trips: list[np.ndarray], footprints: list[list[np.ndarray]]) -> np.ndarray:
        """Scaled cost if every tensor moved once per trip of its own dims only: <= any permutation's."""
        bounds = [
            scale * sum(fps[i] * _product([trips[d][:, j] for d in self.dims_of[i]], len(fps[i])) for i in self.moving)
            for j, (scale, fps) in enumerate(zip(self.scale, footprints))
        ]
        return np.max(bounds, axis=0)

    # One level: the innermost-loop reduction (docs/chimera.md).

    def _search_innermost(self, inner: int) -> tuple[_Key, tuple[int, ...]]:
        """
        The best row among permutations whose innermost loop is `inner`. Its
        tile changes only the movement of the tensors that access it, each by
        the factor tile x trips, the same for every such permutation; so for
        each choice of the other tiles the best `inner` tile is the feasible
        one minimising tile x trips (the largest on ties): one lookup.
        """
        capacity = self.levels[0].capacity_bytes
        signatures = _signatures(self.chain, [(i, p) for i, p in enumerate(self.perms) if p[-1] == inner])
        weighted = any(inner in self.dims_of[i] for i in self.moving)
        lookup = _InnerLookup(self.tiles[inner][:, 0], self.trips[inner][:, 0], weighted)
        others = [d for d in range(len(self.chain.dims)) if d != inner]
        shape = tuple(self.shape[d] for d in others)
        best: tuple[_Key, tuple[int, ...]] | None = None
        total = math.prod(shape)
        for start in range(0, total, CHUNK_ROWS):
            picks = dict(zip(others, _unravel(np.arange(start, min(start + CHUNK_ROWS, total), dtype=np.int64), shape)))
            limit = self._inner_limit(picks, inner, capacity)
            keep = limit >= 1
            if not keep.any():
                continue
            picks = {d: pick[keep] for d, pick in picks.items()}
            picks[inner] = lookup.pick(limit[keep])
            ordered = [picks[d] for d in range(len(self.chain.dims))]
            tiles = [candidates[pick, 0] for candidates, pick in zip(self.tiles, ordered)]
            trips = [candidates[pick, 0] for candidates, pick in zip(self.trips, ordered)]
            cost, perm = self._best_permutation(signatures, trips, self._footprints(tiles), self.scale[0])
            rows = sum(pick * stride for pick, stride in zip(ordered, self.strides))
            first = np.lexsort((perm, rows, cost))[0]
            key = (int(cost[first]), int(cost[first]), int(rows[first]), (int(perm[first]),))
            found = (key, tuple(int(pick[first]) for pick in ordered))
            if best is None or found < best:
                best = found
        assert best is not None, "unit tiles fit, so some row is feasible"
        return best

    def _inner_limit(self, picks: dict[int, np.ndarray], inner: int, capacity: int) -> np.ndarray:
        """Per row, the largest `inner` tile that keeps every op within capacity (< 1: none)."""
        rows = len(next(iter(picks.values()))) if picks else 1
        tiles = {d: self.tiles[d][pick, 0] for d, pick in picks.items()}
        limit = np.full(rows, self.chain.extents[inner], dtype=np.int64)
        for members in self.op_members:
            per_tile = np.zeros(rows, dtype=np.int64)
            fixed = np.zeros(rows, dtype=np.int64)
            for i in members:
                rest = self.chain.tensors[i].width * _product([tiles[d] for d in self.dims_of[i] if d != inner], rows)
                if inner in self.dims_of[i]:
                    per_tile += rest
                else:
                    fixed += rest
            room = capacity - fixed
            bound = np.where(per_tile > 0, room // np.maximum(per_tile, 1), np.where(room >= 0, limit, -1))
            limit = np.minimum(limit, bound)
        return limit

    # Shared by both searches.

    def _footprints(self, tiles: list[np.ndarray]) -> list[np.ndarray]:
        rows = len(tiles[0])
        return [self.chain.tensors[i].width * _product([tiles[d] for d in dims], rows) for i, dims in enumerate(self.dims_of)]

    def _mu(self, footprints: list[np.ndarray]) -> np.ndarray:
        return np.max([sum(footprints[i] for i in members) for members in self.op_members], axis=0)

    def _best_permutation(
        self, signatures: _Signatures, trips: list[np.ndarray], footprints: list[np.ndarray], scale: int
    ) -> tuple[np.ndarray, np.ndarray]:
        """Per row: the smallest scaled cost over the permutations and the first one reaching it."""
        rows = len(footprints[0])
        products: dict[frozenset[int], np.ndarray] = {}
        for signature, _ in signatures:
            for loops in signature:
                if loops not in products:
                    products[loops] = _product([trips[d] for d in sorted(loops)], rows)
        movement = np.stack(
            [
                sum((footprints[i] * products[loops] for i, loops in zip(self.moving, signature)), np.zeros(rows, np.int64))
                for signature, _ in signatures
            ],
            axis=1,
        )
        choice = np.argmin(movement, axis=1)
        representatives = np.array([perm for _, perm in signatures], dtype=np.int64)
        return movement[np.arange(rows), choice] * scale, representatives[choice]


class _InnerLookup:
    """For a largest allowed tile, the candidate minimising tile x trips (largest on ties)."""

    def __init__(self, tiles: np.ndarray, trips: np.ndarray, weighted: bool):
        ascending = tiles[::-1]
        waste = (tiles * trips)[::-1]
        best = np.arange(len(ascending))
        if weighted:
            for k in range(1, len(ascending)):
                best[k] = k if waste[k] <= waste[best[k - 1]] else best[k - 1]
        self.ascending = ascending
        self.best_descending = len(ascending) - 1 - best

    def pick(self, limit: np.ndarray) -> np.ndarray:
        """Candidate indices (descending order) for per-row tile limits >= 1."""
        return self.best_descending[np.searchsorted(self.ascending, limit, side="right") - 1]


_Signatures = list[tuple[tuple[frozenset[int], ...], int]]


def _signatures(chain: GemmChain, perms: list[tuple[int, tuple[int, ...]]]) -> _Signatures:
    """
    Permutations grouped by the loops that multiply each moving tensor, in
    order of first appearance, each with its first permutation's index:
    permutations of one group move exactly the same bytes.
    """
    groups: dict[tuple[frozenset[int], ...], int] = {}
    for index, perm in perms:
        named = tuple(chain.dims[d] for d in perm)
        signature = tuple(frozenset(chain.dims.index(d) for d in _prefix(named, t.dims)) for t in chain.moving)
        groups.setdefault(signature, index)
    return list(groups.items())


def _unravel(rows: np.ndarray, shape: tuple[int, ...]) -> list[np.ndarray]:
    """Per-dim candidate indices of flat rows (first dim most significant)."""
    return list(np.unravel_index(rows, shape)) if shape else []


def _product(factors: list[np.ndarray], rows: int) -> np.ndarray:
    result = np.ones(rows, dtype=np.int64)
    for factor in factors:
        result = result * factor
    return result


def _dim_candidates(extent: int, depth: int, mode: TilingMode) -> np.ndarray:
    """Resident tiles per level (innermost first) of one dim, one candidate a row, descending."""
    if mode is TilingMode.CEIL:
        return np.array(sorted(_smallest_tiles(extent), reverse=True), dtype=np.int64).reshape(-1, 1)
    divisors = _divisors(extent)

    def chains(prefix: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        if len(prefix) == depth:
            yield prefix
            return
        low = prefix[-1] if prefix else 1
        for divisor in reversed(divisors):
            if divisor % low == 0:
                yield from chains((*prefix, divisor))

    return np.array(list(chains(())), dtype=np.int64).reshape(-1, depth)


def _smallest_tiles(extent: int) -> set[int]:
    """
    {ceil(extent / q) : 1 <= q <= extent}, the smallest tile of each trip
    count, in O(sqrt(extent)): for q <= sqrt(extent) directly; a larger q
    gives a tile of at most isqrt(extent) + 1, and a tile t is the smallest
    of its trip count exactly when ceil(extent / ceil(extent / t)) = t.
    """
    root = math.isqrt(extent)
    large = {-(-extent // q) for q in range(1, root + 1)}
    small = {t for t in range(1, min(root + 1, extent) + 1) if -(-extent // -(-extent // t)) == t}
    return large | small


def _candidate_trips(tiles: np.ndarray, extent: int, mode: TilingMode) -> np.ndarray:
    above = np.concatenate([tiles[:, 1:], np.full((len(tiles), 1), extent, dtype=np.int64)], axis=1)
    return above // tiles if mode is TilingMode.EXACT else -(-above // tiles)


def _divisors(n: int) -> list[int]:
    small = [d for d in range(1, math.isqrt(n) + 1) if n % d == 0]
    return sorted(set(small + [n // d for d in small]))


def _require_int64(chain: GemmChain, scale: list[int]) -> None:
    """Every scaled movement stays below 2^62: a resident tile times its trip count is < 2 x extent."""
    per_level = sum(t.width for t in chain.moving) * math.prod(2 * extent for extent in chain.extents)
    if per_level * sum(scale) >= _INT64_HEADROOM:
        raise ChimeraError("the problem is too large for exact 64-bit arithmetic (extents x widths x bandwidth scale >= 2^62)")


def _require_unit_tiles_fit(chain: GemmChain, levels: Sequence[MemoryLevel]) -> None:
    """Footprints only grow with tiles, so if 1-element tiles overflow a level nothing fits."""
    width = {t.name: t.width for t in chain.tensors}
    mu = max(sum(width[name] for name in op) for op in chain.ops)
    for level in levels:
        if mu > level.capacity_bytes:
            raise ChimeraError(
                f"no tiling fits level {level.name}: even 1-element tiles need MU = {mu} bytes "
                f"> capacity {level.capacity_bytes} bytes"
            )


# --- the compact solution string ---------------------------------------------


def format_tiling(chain: GemmChain, levels: Sequence[MemoryLevel], tiling: Tiling) -> str:
    """
    `l2=mnk:m=256,k=1,n=32 l1=kmn:m=256,k=1,n=16`: per level, outermost
    first, its name, its loop order (outermost first; dims joined by `>`
    unless every dim name is one character) and its resident tile per dim.
    """
    entries = [
        f"{memory.name}={format_loop_order(level.permutation)}:" + ",".join(f"{d}={t}" for d, t in zip(chain.dims, level.tiles))
        for memory, level in zip(levels, tiling.levels)
    ]
    return " ".join(reversed(entries))


def parse_tiling(chain: GemmChain, levels: Sequence[MemoryLevel], text: str) -> Tiling:
    """The inverse of `format_tiling`; levels may come in any order."""
    entries: dict[str, LevelTiling] = {}
    for entry in text.split():
        name, perm, tiles = _parse_entry(chain, entry)
        if name in entries:
            raise ChimeraError(f"solution: level {name} given twice")
        entries[name] = LevelTiling(perm, tiles)
    known = [level.name for level in levels]
    unknown = sorted(set(entries) - set(known))
    if unknown:
        raise ChimeraError(f"solution: unknown level {unknown[0]}; levels are {', '.join(known)}")
    missing = [name for name in known if name not in entries]
    if missing:
        raise ChimeraError(f"solution: level {missing[0]} missing; expected an entry for each of {', '.join(known)}")
    return Tiling(tuple(entries[name] for name in known))


def _parse_entry(chain: GemmChain, entry: str) -> tuple[str, tuple[str, ...], tuple[int, ...]]:
    match = re.fullmatch(r"([^=:,]+)=([^=:,]+):(.*)", entry)
    if match is None:
        raise ChimeraError(f"solution: cannot read {entry!r}; expected LEVEL=PERM:DIM=TILE,... (e.g. l1=kmn:m=8,k=16,n=4)")
    name, perm_text, tiles_text = match.groups()
    if ">" in perm_text:
        perm = tuple(perm_text.split(">"))
    elif all(len(d) == 1 for d in chain.dims):
        perm = tuple(perm_text)
    else:
        raise ChimeraError(f"solution: level {name}: write the permutation as dims joined by '>' (e.g. {'>'.join(chain.dims)})")
    tiles: dict[str, int] = {}
    for item in tiles_text.split(","):
        dim, _, value = item.partition("=")
        if dim not in chain.dims:
            raise ChimeraError(f"solution: level {name}: unknown dim {dim!r}; dims are {', '.join(chain.dims)}")
        if dim in tiles:
            raise ChimeraError(f"solution: level {name}: dim {dim} given twice")
        if not re.fullmatch(r"[0-9]+", value):
            raise ChimeraError(f"solution: level {name}: tile {dim}={value!r} is not a non-negative integer")
        tiles[dim] = int(value)
    missing = [d for d in chain.dims if d not in tiles]
    if missing:
        raise ChimeraError(f"solution: level {name}: no tile for dim {missing[0]}")
    return name, perm, tuple(tiles[d] for d in chain.dims)


# --- validation --------------------------------------------------------------


def _validate_dims(dims: tuple[str, ...], extents: tuple[int, ...]) -> None:
    if not dims:
        raise ChimeraError("a chain needs at least one dim")
    if len(extents) != len(dims):
        raise ChimeraError(f"{len(dims)} dims but {len(extents)} extents")
    for dim, extent in zip(dims, extents):
        if not _is_name(dim):
            raise ChimeraError(f"dim name {dim!r} is not an identifier")
        if not _is_int(extent) or extent < 1:
            raise ChimeraError(f"dim {dim}: extent must be a positive integer, got {extent!r}")
    if len(set(dims)) != len(dims):
        raise ChimeraError(f"dim names repeat: {', '.join(dims)}")


def _validate_tensors(dims: tuple[str, ...], tensors: tuple[Tensor, ...]) -> None:
    if len({t.name for t in tensors}) != len(tensors):
        raise ChimeraError(f"tensor names repeat: {', '.join(t.name for t in tensors)}")
    for tensor in tensors:
        if not _is_name(tensor.name):
            raise ChimeraError(f"tensor name {tensor.name!r} is not an identifier")
        if not tensor.dims or len(set(tensor.dims)) != len(tensor.dims):
            raise ChimeraError(f"tensor {tensor.name}: needs distinct dims, got {', '.join(tensor.dims) or 'none'}")
        unknown = [d for d in tensor.dims if d not in dims]
        if unknown:
            raise ChimeraError(f"tensor {tensor.name}: unknown dim {unknown[0]}; dims are {', '.join(dims)}")
        if not _is_int(tensor.width) or tensor.width < 1:
            raise ChimeraError(f"tensor {tensor.name}: width must be a positive integer of bytes, got {tensor.width!r}")
    unused = [d for d in dims if not any(d in t.dims for t in tensors)]
    if unused:
        raise ChimeraError(f"dim {unused[0]} is accessed by no tensor")


def _validate_ops(dims: tuple[str, ...], tensors: tuple[Tensor, ...], ops: tuple[tuple[str, ...], ...]) -> None:
    if not ops:
        raise ChimeraError("a chain needs at least one op")
    names = {t.name for t in tensors}
    for index, op in enumerate(ops):
        if not op or len(set(op)) != len(op):
            raise ChimeraError(f"op {index}: needs distinct tensors, got {', '.join(op) or 'none'}")
        unknown = [name for name in op if name not in names]
        if unknown:
            raise ChimeraError(f"op {index}: unknown tensor {unknown[0]}")
    unused = [t.name for t in tensors if not any(t.name in op for op in ops)]
    if unused:
        raise ChimeraError(f"tensor {unused[0]} is used by no op")


def _validate_hierarchy(levels: Sequence[MemoryLevel], mode: TilingMode) -> None:
    if not levels:
        raise ChimeraError("at least one memory level is needed")
    names = [level.name for level in levels]
    if len(set(names)) != len(names):
        raise ChimeraError(f"memory level names repeat: {', '.join(names)}")
    if mode is TilingMode.CEIL and len(levels) != 1:
        raise ChimeraError(f"ceil tiling takes exactly one memory level, got {len(levels)}")


def _tensor_name(index: int) -> str:
    return chr(ord("A") + index) if index < 26 else f"T{index}"


def _is_name(value: object) -> bool:
    return isinstance(value, str) and _NAME.match(value) is not None


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _positive_fraction(what: str, value: object) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, (int, float, str, Fraction)):
        raise ChimeraError(f"{what} must be a positive number, got {value!r}")
    try:
        result = Fraction(value)
    except (ValueError, ZeroDivisionError, OverflowError) as err:
        raise ChimeraError(f"{what} must be a positive number, got {value!r}") from err
    if result <= 0:
        raise ChimeraError(f"{what} must be positive, got {value!r}")
    return result
