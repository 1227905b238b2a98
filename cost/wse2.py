"""
The WSE-2 SUMMA GEMM cycle model (SPEC §9).

A P x P grid of processing elements (PEs) multiplies C = A x B, each PE
owning an Mt x Kt tile of A, a Kt x Nt tile of B and an Mt x Nt tile of C.
SUMMA runs P steps; in step s the PEs of grid column s broadcast their A
tiles along rows and those of grid row s their B tiles along columns, then
every PE accumulates C += A_s x B_s.

* Compute (SPEC §9): a step issues one FMACS per (kk, j), Kt x Nt of them,
  each running Mt cycles after its issue cycle: 1 + Mt cycles per FMACS. Over
  the P steps that is P x Kt x Nt FMACS and P x Kt x Nt x (1 + Mt) pure
  cycles, times the measured `overhead`: the SPEC's compute cycles
  P x Kt x Nt x (1 + Mt) x overhead are the total over all steps.
* Broadcast (SPEC §9): (Mt x Kt + Kt x Nt) words per step at 0.512 words per
  cycle, P steps.
* Sequential = compute + broadcast. Pipelined over colors, step k's broadcast
  overlaps step k-1's GEMM, so every step takes max(broadcast, GEMM); the
  steps are identical, so pipelined = max(compute, broadcast) totals. The
  first step's broadcast is not charged (SPEC §9's per-iteration rule).
* Cycle counts are whole cycles, truncated: SPEC §9 reports 392 / 0.512 =
  765.6 as "765 cycles a step" and 11,760 x 3.89 = 45,746.4 as 45,746.
* The overhead is fitted through SPEC §9's three measurements by a quadratic
  in log(tile edge) (exact at all three; 3.89 at 14), the edge being the
  geometric mean of Mt, Kt, Nt, clamped to the measured range [7, 28]
  (`overhead`).
* A PE holds its C tile and two A and two B tiles (the step being computed
  and the one arriving under pipelining) in 4-byte words; more than 48 kB
  is rejected (`TileMemoryError`).

FLOP/cycle is per PE: 2 x P x Mt x Kt x Nt FLOPs over the pipelined cycles,
compared with SPEC §9's 30 FLOP/cycle theoretical and 1.87 sustained peaks.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from anec.cost.targets import load_sourced_values

CONSTANTS_PATH = Path(__file__).with_name("wse2.toml")
"""The model's constants, each with its SPEC §9 source."""


_CONSTANTS = load_sourced_values(CONSTANTS_PATH, "constants")

OVERHEAD_MEASUREMENTS: tuple[tuple[int, float], ...] = tuple(
    (int(edge), float(factor)) for edge, factor in _CONSTANTS["overhead_measurements"]
)
"""SPEC §9: overhead ~4.5 at 7x7 tiles, 3.89 at 14x14, ~3.5 at 28x28 (tile edge, factor)."""

BROADCAST_WORDS_PER_CYCLE = Fraction(str(_CONSTANTS["broadcast_words_per_cycle"]))
"""SPEC §9: broadcast at 0.512 words per cycle (exact, as a fraction)."""

PEAK_FLOP_PER_CYCLE_THEORETICAL: float = _CONSTANTS["peak_flop_per_cycle_theoretical"]
"""SPEC §9: "peak 30 FLOP/cycle theoretical" (per PE)."""

PEAK_FLOP_PER_CYCLE_SUSTAINED: float = _CONSTANTS["peak_flop_per_cycle_sustained"]
"""SPEC §9: "1.87 sustained" (per PE)."""

PE_MEMORY_BYTES: int = _CONSTANTS["pe_memory_bytes"]
"""SPEC §9: "PE memory 48 kB bounds tile size" (kB read as 1024 bytes)."""

WORD_BYTES: int = _CONSTANTS["word_bytes"]
"""SPEC §9 counts traffic in words without a width; a word is taken as 4 bytes (fp32)."""

TILE_BUFFERS_A_B: int = _CONSTANTS["tile_buffers_a_b"]
"""A and B tiles double-buffered: pipelining receives step k's while computing step k-1's (SPEC §9)."""

FLOPS_PER_FMA = 2


class TileMemoryError(ValueError):
    """A tile set that does not fit in one PE's memory (SPEC §9)."""


@dataclass(frozen=True)
class Wse2Config:
    """A P x P PE grid with per-PE tiles Mt, Kt, Nt."""

    p: int
    mt: int
    kt: int
    nt: int

    def __post_init__(self) -> None:
        for name in ("p", "mt", "kt", "nt"):
            _require_positive(name, getattr(self, name))

    @property
    def memory_bytes(self) -> int:
        """One PE's tile memory: C plus double-buffered A and B tiles, in words of `WORD_BYTES`."""
        words = TILE_BUFFERS_A_B * (self.mt * self.kt + self.kt * self.nt) + self.mt * self.nt
        return words * WORD_BYTES


@dataclass(frozen=True)
class SummaEstimate:
    """
    SPEC §9's figures for one SUMMA GEMM. Cycles are whole cycles of one PE
    (every PE runs the same schedule); `flops` is one PE's work,
    2 x P x Mt x Kt x Nt, and `flop_per_cycle` that over `pipelined_cycles`.
    """

    config: Wse2Config
    fmacs: int
    cycles_per_fmac: int
    pure_cycles: int
    overhead: float
    compute_cycles: int
    broadcast_cycles_per_step: int
    broadcast_total: int
    sequential_cycles: int
    pipelined_cycles: int
    flops: int
    flop_per_cycle: float
    efficiency_theoretical: float
    efficiency_sustained: float


def overhead(mt: int, kt: int, nt: int) -> float:
    """
    SPEC §9's overhead factor: the quadratic in log(edge) through the three
    measurements (Lagrange form, exact at each), edge = (Mt Kt Nt)^(1/3)
    clamped to the measured edges. The quadratic decreases on that range;
    outside it the factor stays at the end value rather than extrapolate.
    """
    edges = [edge for edge, _ in OVERHEAD_MEASUREMENTS]
    edge = min(max(_edge(mt, kt, nt), min(edges)), max(edges))
    points = [(math.log(e), factor) for e, factor in OVERHEAD_MEASUREMENTS]
    x = math.log(edge)
    return sum(
        factor * math.prod((x - xj) / (xi - xj) for j, (xj, _) in enumerate(points) if j != i)
        for i, (xi, factor) in enumerate(points)
    )


def _edge(mt: int, kt: int, nt: int) -> float:
    """The tile edge of the overhead fit: the geometric mean, exact for integer cubes."""
    volume = mt * kt * nt
    root = round(volume ** (1 / 3))
    return float(root) if root**3 == volume else volume ** (1 / 3)


def summa(config: Wse2Config) -> SummaEstimate:
    """SPEC §9's SUMMA estimate; raises `TileMemoryError` when the tiles overflow a PE."""
    _require_fits(config)
    p, mt, kt, nt = config.p, config.mt, config.kt, config.nt
    fmacs = p * kt * nt
    cycles_per_fmac = 1 + mt
    pure = fmacs * cycles_per_fmac
    factor = overhead(mt, kt, nt)
    compute = math.floor(pure * factor)
    broadcast_step = math.floor((mt * kt + kt * nt) / BROADCAST_WORDS_PER_CYCLE)
    broadcast_total = p * broadcast_step
    pipelined = max(compute, broadcast_total)
    flops = FLOPS_PER_FMA * p * mt * kt * nt
    per_cycle = flops / pipelined
    return SummaEstimate(
        config=config,
        fmacs=fmacs,
        cycles_per_fmac=cycles_per_fmac,
        pure_cycles=pure,
        overhead=factor,
        compute_cycles=compute,
        broadcast_cycles_per_step=broadcast_step,
        broadcast_total=broadcast_total,
        sequential_cycles=compute + broadcast_total,
        pipelined_cycles=pipelined,
        flops=flops,
        flop_per_cycle=per_cycle,
        efficiency_theoretical=per_cycle / PEAK_FLOP_PER_CYCLE_THEORETICAL,
        efficiency_sustained=per_cycle / PEAK_FLOP_PER_CYCLE_SUSTAINED,
    )


def summa_for_matmul(m: int, k: int, n: int, p: int | None = None, tiles: tuple[int, int, int] | None = None) -> SummaEstimate:
    """
    SUMMA for an M x K x N matmul. Tiles default to ceil(dim / P); the grid
    defaults to the smallest P whose tiles cover the matmul (with `tiles`) or
    fit one PE's memory (without). Padding up to P x tile is computed like
    real data, as the hardware would.
    """
    for name, value in (("m", m), ("k", k), ("n", n)):
        _require_positive(name, value)
    if p is not None:
        _require_positive("p", p)
    if tiles is not None:
        mt, kt, nt = tiles
        for name, value in (("Mt", mt), ("Kt", kt), ("Nt", nt)):
            _require_positive(name, value)
        grid = max(-(-m // mt), -(-k // kt), -(-n // nt)) if p is None else p
        config = Wse2Config(grid, mt, kt, nt)
        if grid * mt < m or grid * kt < k or grid * nt < n:
            raise ValueError(f"a {grid}x{grid} grid of {mt}x{kt}x{nt} tiles does not cover a {m}x{k}x{n} matmul")
        return summa(config)
    grid = _smallest_fitting_grid(m, k, n) if p is None else p
    return summa(_config(m, k, n, grid))


def _config(m: int, k: int, n: int, p: int) -> Wse2Config:
    return Wse2Config(p, -(-m // p), -(-k // p), -(-n // p))


def _smallest_fitting_grid(m: int, k: int, n: int) -> int:
    """Tiles shrink as P grows, so the fitting grids are an interval: bisect its start."""
    low, high = 1, max(m, k, n)  # at P = max(m, k, n) every tile is 1 x 1 x 1, which fits
    while low < high:
        middle = (low + high) // 2
        if _config(m, k, n, middle).memory_bytes <= PE_MEMORY_BYTES:
            high = middle
        else:
            low = middle + 1
    return low


def _require_positive(name: str, value: object) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise ValueError(f"{name} must be a positive integer, got {value!r}")


def _require_fits(config: Wse2Config) -> None:
    if config.memory_bytes > PE_MEMORY_BYTES:
        raise TileMemoryError(
            f"tiles Mt={config.mt}, Kt={config.kt}, Nt={config.nt} need {config.memory_bytes} bytes per PE "
            f"(C and double-buffered A and B in {WORD_BYTES}-byte words), over the {PE_MEMORY_BYTES}-byte PE memory"
        )
