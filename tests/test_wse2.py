"""Tests for the WSE-2 SUMMA GEMM model (cost/wse2.py; SPEC §9)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from anec.cost.wse2 import (
    OVERHEAD_MEASUREMENTS,
    PE_MEMORY_BYTES,
    TileMemoryError,
    Wse2Config,
    overhead,
    summa,
    summa_for_matmul,
)

# SPEC §9's worked example, P=4, Mt=Kt=Nt=14, written literally.
WORKED = Wse2Config(p=4, mt=14, kt=14, nt=14)
SPEC_FMACS, SPEC_CYCLES_EACH, SPEC_PURE, SPEC_PREDICTED = 784, 15, 11_760, 45_746
SPEC_BROADCAST_STEP, SPEC_BROADCAST_TOTAL = 765, 3_060
SPEC_MEASURED_COMPUTE = 45_783  # "45,746 predicted vs 45,783 measured"
SPEC_MEASURED_SEQUENTIAL, SPEC_MEASURED_PIPELINED = 48_844, 45_783  # "sequential 48,844 vs pipelined 45,783"
SPEC_ACHIEVED = 0.480  # FLOP/cycle

tile = st.integers(min_value=1, max_value=40)


# --- the worked example --------------------------------------------------------


def test_worked_example_compute():
    estimate = summa(WORKED)
    assert estimate.fmacs == SPEC_FMACS
    assert estimate.cycles_per_fmac == SPEC_CYCLES_EACH
    assert estimate.pure_cycles == SPEC_PURE
    assert estimate.overhead == 3.89
    assert estimate.compute_cycles == SPEC_PREDICTED


def test_worked_example_broadcast():
    estimate = summa(WORKED)
    assert estimate.broadcast_cycles_per_step == SPEC_BROADCAST_STEP
    assert estimate.broadcast_total == SPEC_BROADCAST_TOTAL


def test_worked_example_sequential_and_pipelined():
    """
    The SPEC's 48,844 and 45,783 are measurements; the model predicts
    sequential = 45,746 + 3,060 and pipelined = 45,746 (the GEMM hides the
    broadcast), each within 0.1% of the measurement, and the pipelining gain
    3,060 against the measured 48,844 - 45,783 = 3,061.
    """
    estimate = summa(WORKED)
    assert estimate.sequential_cycles == SPEC_PREDICTED + SPEC_BROADCAST_TOTAL == 48_806
    assert estimate.pipelined_cycles == SPEC_PREDICTED
    assert estimate.sequential_cycles == pytest.approx(SPEC_MEASURED_SEQUENTIAL, rel=1e-3)
    assert estimate.pipelined_cycles == pytest.approx(SPEC_MEASURED_PIPELINED, rel=1e-3)
    assert estimate.compute_cycles == pytest.approx(SPEC_MEASURED_COMPUTE, rel=1e-3)
    gain = estimate.sequential_cycles - estimate.pipelined_cycles
    assert abs(gain - (SPEC_MEASURED_SEQUENTIAL - SPEC_MEASURED_PIPELINED)) <= 1


def test_worked_example_flops_and_efficiency():
    estimate = summa(WORKED)
    assert estimate.flops == 2 * 4 * 14**3
    assert round(estimate.flop_per_cycle, 3) == SPEC_ACHIEVED
    assert estimate.efficiency_theoretical == pytest.approx(estimate.flop_per_cycle / 30)
    assert estimate.efficiency_sustained == pytest.approx(estimate.flop_per_cycle / 1.87)


# --- the overhead fit ----------------------------------------------------------


@pytest.mark.parametrize(("edge", "factor"), OVERHEAD_MEASUREMENTS)
def test_overhead_passes_through_the_measurements(edge: int, factor: float):
    assert overhead(edge, edge, edge) == pytest.approx(factor, abs=1e-12)


def test_overhead_is_exact_at_14():
    assert overhead(14, 14, 14) == 3.89


def test_overhead_is_clamped_outside_the_measured_range():
    assert overhead(1, 1, 1) == overhead(3, 3, 3) == pytest.approx(4.5)
    assert overhead(64, 64, 64) == overhead(200, 200, 200) == pytest.approx(3.5)


def test_overhead_uses_the_geometric_mean_edge():
    assert overhead(7, 14, 28) == overhead(14, 14, 14)


@given(st.integers(1, 100), st.integers(1, 100))
def test_overhead_never_increases_with_the_tile(a: int, b: int):
    small, large = sorted((a, b))
    assert overhead(large, large, large) <= overhead(small, small, small) + 1e-12


# --- monotonicity ----------------------------------------------------------------


@given(st.integers(1, 8), tile, tile, tile, st.sampled_from(["mt", "kt", "nt"]))
def test_bigger_tiles_never_take_fewer_cycles(p: int, mt: int, kt: int, nt: int, which: str):
    config = Wse2Config(p, mt, kt, nt)
    grown = Wse2Config(p, **{"mt": mt, "kt": kt, "nt": nt, which: getattr(config, which) + 1})
    for field in ("pure_cycles", "compute_cycles", "broadcast_total", "sequential_cycles", "pipelined_cycles"):
        assert getattr(summa(grown), field) >= getattr(summa(config), field)


@given(st.integers(1, 8), tile, tile, tile)
def test_more_steps_take_proportionally_more_cycles(p: int, mt: int, kt: int, nt: int):
    one, more = summa(Wse2Config(p, mt, kt, nt)), summa(Wse2Config(p + 1, mt, kt, nt))
    assert more.broadcast_total == one.broadcast_total + one.broadcast_cycles_per_step
    assert more.pipelined_cycles >= one.pipelined_cycles
    assert one.pipelined_cycles <= one.sequential_cycles <= one.compute_cycles + one.broadcast_total


# --- the PE memory bound -------------------------------------------------------------


def test_memory_bound_rejects_big_tiles_naming_them():
    with pytest.raises(TileMemoryError, match=r"Mt=64, Kt=64, Nt=64 need 81920 bytes .* 49152-byte PE memory"):
        summa(Wse2Config(4, 64, 64, 64))


def test_memory_bound_edge():
    """5 t^2 words of 4 bytes: t=49 fits 48 KiB, t=50 does not."""
    assert Wse2Config(1, 49, 49, 49).memory_bytes <= PE_MEMORY_BYTES
    summa(Wse2Config(1, 49, 49, 49))
    with pytest.raises(TileMemoryError):
        summa(Wse2Config(1, 50, 50, 50))


@pytest.mark.parametrize("bad", [0, -1, 1.5, True])
def test_config_rejects_non_positive_integers(bad: object):
    with pytest.raises(ValueError, match="positive integer"):
        Wse2Config(4, bad, 14, 14)  # type: ignore[arg-type]  # a bad value, on purpose


# --- deriving a configuration from a matmul -----------------------------------------------


def test_for_matmul_with_the_worked_tiles_is_the_worked_example():
    assert summa_for_matmul(56, 56, 56, tiles=(14, 14, 14)) == summa(WORKED)
    assert summa_for_matmul(56, 56, 56, p=4) == summa(WORKED)


def test_for_matmul_default_grid_is_the_smallest_that_fits():
    estimate = summa_for_matmul(4096, 4096, 4096)
    p = estimate.config.p
    assert estimate.config == Wse2Config(p, *(math.ceil(4096 / p),) * 3)
    assert estimate.config.memory_bytes <= PE_MEMORY_BYTES
    smaller = math.ceil(4096 / (p - 1))
    assert Wse2Config(p - 1, smaller, smaller, smaller).memory_bytes > PE_MEMORY_BYTES


def test_for_matmul_small_problem_uses_one_pe():
    assert summa_for_matmul(8, 8, 8).config == Wse2Config(1, 8, 8, 8)


def test_for_matmul_rejects_tiles_that_do_not_cover():
    with pytest.raises(ValueError, match="does not cover"):
        summa_for_matmul(100, 56, 56, p=4, tiles=(14, 14, 14))


def test_for_matmul_rejects_a_grid_whose_tiles_overflow():
    with pytest.raises(TileMemoryError):
        summa_for_matmul(4096, 4096, 4096, p=4)


@pytest.mark.parametrize(("args", "kwargs"), [((0, 8, 8), {}), ((8, 8, 8), {"p": 0}), ((8, 8, 8), {"tiles": (0, 8, 8)})])
def test_for_matmul_rejects_bad_sizes(args: tuple[int, int, int], kwargs: dict[str, object]):
    with pytest.raises(ValueError, match="positive integer"):
        summa_for_matmul(*args, **kwargs)  # type: ignore[arg-type]  # bad sizes, on purpose
