"""Tests for Chimera's block decomposition (cost/chimera.py, tools/anec_chimera.py; SPEC §8)."""

from __future__ import annotations

import itertools
import json
import math
import random
import subprocess
from fractions import Fraction
from pathlib import Path

import pytest

from anec.cost.chimera import (
    ChimeraError,
    GemmChain,
    LevelTiling,
    MemoryLevel,
    Tensor,
    Tiling,
    TilingMode,
    check,
    format_tiling,
    gemm_chain,
    parse_tiling,
    reproduction_problem,
    solve,
    solve_matmul_chain,
)
from tests.conftest import tool
from anec.tools.anec_chimera import main as anec_chimera_main

# SPEC §8's reproduction problem, written literally.
M, K, N = 256, 2048, 64
CAPACITY_L1, CAPACITY_L2 = 524288, 1048576
BANDWIDTH_L1, BANDWIDTH_L2 = 16, 64

# The solver's answer (docs/chimera.md); `test_reproduction_matches_the_spec_text` re-derives its cost.
REPRODUCTION_COST = 212992
REPRODUCTION_SOLUTION = "l2=mnk:m=256,k=1,n=32 l1=mkn:m=256,k=1,n=16"


# --- the reproduction problem ----------------------------------------------------


def spec_reproduction_reference() -> Fraction:
    """SPEC §8's reproduction problem transcribed line by line, searched exhaustively."""

    def factorizations(extent: int) -> list[tuple[int, int, int]]:
        return [
            (x2, x1, extent // (x2 * x1))
            for x2 in range(1, extent + 1)
            if extent % x2 == 0
            for x1 in range(1, extent // x2 + 1)
            if (extent // x2) % x1 == 0
        ]

    accesses = {"A": "mk", "B": "nk", "C": "mn"}
    prefixes = [
        {t: p[: max(p.index(d) for d in dims) + 1] for t, dims in accesses.items()} for p in itertools.permutations("mkn")
    ]

    def movement(fp: dict[str, int], trips: dict[str, int]) -> int:
        return min(sum(fp[t] * math.prod(trips[d] for d in loops) for t, loops in prefix.items()) for prefix in prefixes)

    best: Fraction | None = None
    for (m2, m1, m0), (k2, k1, k0), (n2, n1, n0) in itertools.product(factorizations(M), factorizations(K), factorizations(N)):
        level1 = {"A": m0 * k0 * 4, "B": n0 * k0 * 64, "C": m0 * n0 * 64}
        level2 = {"A": (m1 * m0) * (k1 * k0) * 4, "B": (n1 * n0) * (k1 * k0) * 64, "C": (m1 * m0) * (n1 * n0) * 64}
        if sum(level1.values()) > CAPACITY_L1 or sum(level2.values()) > CAPACITY_L2:
            continue
        cost2 = Fraction(movement(level2, {"m": m2, "k": k2, "n": n2}), BANDWIDTH_L2)
        if best is not None and cost2 >= best:
            continue  # the max over levels cannot beat `best`
        cost = max(cost2, Fraction(movement(level1, {"m": m1, "k": k1, "n": n1}), BANDWIDTH_L1))
        best = cost if best is None else min(best, cost)
    assert best is not None
    return best


def test_reproduction_problem_is_the_spec_problem():
    chain, levels = reproduction_problem()
    assert dict(zip(chain.dims, chain.extents)) == {"m": M, "k": K, "n": N}
    assert [(t.name, t.dims, t.width, t.intermediate) for t in chain.tensors] == [
        ("A", ("m", "k"), 4, False),
        ("B", ("k", "n"), 64, False),
        ("C", ("m", "n"), 64, False),
    ]
    assert [(level.capacity_bytes, level.bandwidth) for level in levels] == [
        (CAPACITY_L1, BANDWIDTH_L1),
        (CAPACITY_L2, BANDWIDTH_L2),
    ]


def test_reproduction_matches_the_spec_text():
    chain, levels = reproduction_problem()
    assert solve(chain, levels).cost == spec_reproduction_reference() == REPRODUCTION_COST


def test_reproduction_answer():
    chain, levels = reproduction_problem()
    solution = solve(chain, levels)
    assert format_tiling(chain, levels, solution.tiling) == REPRODUCTION_SOLUTION
    level1, level2 = solution.levels
    assert (level2.dv, level2.mu, level2.cost) == (13631488, 527360, 212992)
    assert (level1.dv, level1.mu, level1.cost) == (527360, 264192, 32960)
    assert solution.cost == max(level1.cost, level2.cost)


def test_reproduction_answer_obeys_the_spec_formulas():
    chain, levels = reproduction_problem()
    level1, level2 = solve(chain, levels).levels
    (m0, k0, n0), (m1m0, k1k0, n1n0) = level1.tiles, level2.tiles
    m1, k1, n1 = level1.trips
    m2, k2, n2 = level2.trips
    assert (m2 * m1 * m0, k2 * k1 * k0, n2 * n1 * n0) == (M, K, N)
    assert (m1 * m0, k1 * k0, n1 * n0) == (m1m0, k1k0, n1n0)
    assert level1.footprints == (m0 * k0 * 4, n0 * k0 * 64, m0 * n0 * 64)
    assert level2.footprints == (m1m0 * k1k0 * 4, n1n0 * k1k0 * 64, m1m0 * n1n0 * 64)
    assert sum(level1.footprints) <= CAPACITY_L1 and sum(level2.footprints) <= CAPACITY_L2


def test_reproduction_answer_passes_the_checker():
    chain, levels = reproduction_problem()
    solution = solve(chain, levels)
    verdict = check(chain, levels, solution.tiling)
    assert verdict.feasible and verdict.reasons == ()
    assert verdict.cost == solution.cost
    assert verdict.levels == solution.levels


def test_solve_is_deterministic():
    chain, levels = reproduction_problem()
    assert solve(chain, levels) == solve(chain, levels)


# --- a case checked by hand ----------------------------------------------------------------

# C[m,n] = A[m,k] x B[k,n], M=4, K=2, N=2, 1-byte elements, one level of 8 bytes.
TINY = gemm_chain([(4, 2, 2)], 1)
TINY_LEVEL = (MemoryLevel("l1", 8, Fraction(1)),)


def test_hand_computed_check():
    """
    Loops m,k,n with tiles m=2 k=1 n=2: trips m=2 k=2 n=1; DF A=2, B=2, C=4,
    MU=8. A stops at k (2 x 2 x 2 = 8); B and C at n (2 x 4 = 8, 4 x 4 = 16).
    """
    verdict = check(TINY, TINY_LEVEL, Tiling((LevelTiling(("m", "k", "n"), (2, 1, 2)),)))
    assert verdict.feasible
    (level,) = verdict.levels
    assert level.trips == (2, 2, 1)
    assert level.footprints == (2, 2, 4)
    assert level.movement == (8, 8, 16)
    assert (level.dv, level.mu, verdict.cost) == (32, 8, 32)


def test_hand_computed_optimum():
    """
    Tiles (1, 2, 2) with m innermost move each tensor exactly once: A 8 + B 4
    + C 8 = 20 bytes, the compulsory minimum, at MU = 2 + 4 + 2 = 8. Every
    other feasible tiling (MU <= 8) moves more; of the two permutations with m
    innermost, k,n,m comes first.
    """
    solution = solve(TINY, TINY_LEVEL)
    assert solution.tiling == Tiling((LevelTiling(("k", "n", "m"), (1, 2, 2)),))
    assert (solution.levels[0].dv, solution.levels[0].mu, solution.cost) == (20, 8, 20)


def test_hand_computed_infeasible():
    verdict = check(TINY, TINY_LEVEL, Tiling((LevelTiling(("m", "k", "n"), (4, 2, 2)),)))
    assert not verdict.feasible
    assert verdict.reasons == ("level l1: MU 20 bytes (op A B C: A 8 + B 4 + C 8) exceeds the capacity of 8 bytes",)
    assert verdict.cost == 8 + 4 + 8


# --- the checker's reasons --------------------------------------------------------------------


def reasons(text: str, mode: TilingMode = TilingMode.EXACT) -> tuple[str, ...]:
    chain, levels = reproduction_problem()
    return check(chain, levels, parse_tiling(chain, levels, text), mode).reasons


def test_check_reports_a_tile_that_does_not_divide():
    assert reasons("l2=mnk:m=256,k=6,n=32 l1=mkn:m=256,k=4,n=16") == (
        "level l1: tile k=4 does not divide the level-l2 tile k=6",
        "level l2: tile k=6 does not divide the extent k=2048",
    )


def test_check_reports_a_tile_over_the_level_above():
    assert reasons("l2=mnk:m=128,k=1,n=32 l1=mkn:m=256,k=1,n=16") == ("level l1: tile m=256 exceeds the level-l2 tile m=128",)


def test_check_reports_a_bad_permutation_and_zero_tile():
    assert reasons("l2=mmk:m=256,k=1,n=32 l1=mkn:m=256,k=0,n=16") == (
        "level l1: tile k=0 is not a positive integer",
        "level l2: mmk is not a permutation of m, k, n",
    )


def test_check_reports_a_level_count_mismatch():
    chain, levels = reproduction_problem()
    verdict = check(chain, levels, Tiling((LevelTiling(("m", "k", "n"), (1, 1, 1)),)))
    assert verdict.reasons == ("the tiling has 1 levels; the memory hierarchy has 2",)
    assert verdict.levels == () and verdict.cost is None


def test_check_ceil_mode_accepts_any_tile():
    chain = gemm_chain([(10, 7, 5)], 2)
    levels = (MemoryLevel("l1", 10_000, Fraction(1)),)
    tiling = Tiling((LevelTiling(("m", "k", "n"), (3, 7, 5)),))
    assert check(chain, levels, tiling, TilingMode.EXACT).reasons == ("level l1: tile m=3 does not divide the extent m=10",)
    verdict = check(chain, levels, tiling, TilingMode.CEIL)
    assert verdict.feasible and verdict.levels[0].trips == (4, 1, 1)


# --- brute-force cross-check ------------------------------------------------------------------------


def brute_force(chain: GemmChain, levels: tuple[MemoryLevel, ...], mode: TilingMode, every_integer: bool = False):
    """
    Every tiling in the solver's documented canonical order, scored by the
    SPEC §8 rule directly: (cost, sum of level costs, first in order).
    `every_integer` (CEIL) tries every tile 1..extent instead of the smallest
    tile of each trip count.
    """

    def candidates(extent: int) -> list[tuple[int, ...]]:
        if mode is TilingMode.CEIL:
            tiles = range(1, extent + 1) if every_integer else {-(-extent // -(-extent // t)) for t in range(1, extent + 1)}
            return sorted(((t,) for t in tiles), reverse=True)
        divisors = [d for d in range(1, extent + 1) if extent % d == 0]
        chains = itertools.product(divisors, repeat=len(levels))
        return sorted((c for c in chains if all(b % a == 0 for a, b in itertools.pairwise(c))), reverse=True)

    perms = list(itertools.permutations(chain.dims))
    best = None
    for tiles in itertools.product(*(candidates(extent) for extent in chain.extents)):
        costs, chosen = [], []
        for j, level in enumerate(levels):
            resident = {d: tiles[i][j] for i, d in enumerate(chain.dims)}
            above = {d: tiles[i][j + 1] if j + 1 < len(levels) else chain.extents[i] for i, d in enumerate(chain.dims)}
            trips = {d: -(-above[d] // resident[d]) for d in chain.dims}
            fp = {t.name: t.width * math.prod(resident[d] for d in t.dims) for t in chain.tensors}
            if max(sum(fp[name] for name in op) for op in chain.ops) > level.capacity_bytes:
                break
            movement = [
                sum(
                    fp[t.name] * math.prod(trips[d] for d in perm[: max(perm.index(d) for d in t.dims) + 1])
                    for t in chain.tensors
                    if not t.intermediate
                )
                for perm in perms
            ]
            index = movement.index(min(movement))
            costs.append(Fraction(movement[index]) / level.bandwidth)
            chosen.append(LevelTiling(perms[index], tuple(resident[d] for d in chain.dims)))
        else:
            key = (max(costs), sum(costs))
            if best is None or key < best[0]:
                best = (key, Tiling(tuple(chosen)))
    assert best is not None
    return best


def random_problem(rng: random.Random, mode: TilingMode) -> tuple[GemmChain, tuple[MemoryLevel, ...]]:
    """A random one- or two-GEMM chain, small enough for `brute_force`; two levels half the time in EXACT mode."""
    depth = 2 if mode is TilingMode.EXACT and rng.random() < 0.5 else 1
    if rng.random() < 0.5:
        shapes = [tuple(rng.randint(1, 12) for _ in range(3))]
    else:
        m, k, n, p = (rng.randint(1, 8 if (mode, depth) == (TilingMode.EXACT, 1) else 6) for _ in range(4))
        shapes = [(m, k, n), (m, n, p)]
    chain = gemm_chain(shapes, [rng.randint(1, 8) for _ in range(2 * len(shapes) + 1)])
    smallest = max(sum(chain.tensor(name).width for name in op) for op in chain.ops)
    levels = tuple(
        MemoryLevel(f"l{j + 1}", rng.randint(smallest, smallest * 40), Fraction(rng.randint(1, 9), rng.randint(1, 4)))
        for j in range(depth)
    )
    return chain, levels


@pytest.mark.parametrize("seed", range(100))
@pytest.mark.parametrize("mode", list(TilingMode))
def test_solver_equals_brute_force(seed: int, mode: TilingMode):
    chain, levels = random_problem(random.Random(seed), mode)
    solution = solve(chain, levels, mode)
    (cost, total), tiling = brute_force(chain, levels, mode)
    assert (solution.cost, solution.total_cost) == (cost, total)
    assert solution.tiling == tiling
    assert check(chain, levels, solution.tiling, mode).cost == solution.cost


@pytest.mark.parametrize("seed", range(15))
def test_ceil_candidates_lose_nothing(seed: int):
    chain, levels = random_problem(random.Random(1000 + seed), TilingMode.CEIL)
    (cost, _), _ = brute_force(chain, levels, TilingMode.CEIL, every_integer=True)
    assert solve(chain, levels, TilingMode.CEIL).cost == cost


def test_dim_read_only_by_an_intermediate():
    """n is read only by the intermediate Y, so its tile changes no movement; ties pick the largest."""
    chain = GemmChain(
        ("m", "n"),
        (6, 4),
        (Tensor("X", ("m",), 2), Tensor("Y", ("m", "n"), 2, intermediate=True), Tensor("Z", ("m",), 2)),
        (("X", "Y"), ("Y", "Z")),
    )
    for mode in TilingMode:
        levels = (MemoryLevel("l1", 20, Fraction(1)),)
        solution = solve(chain, levels, mode)
        (cost, _), tiling = brute_force(chain, levels, mode)
        assert (solution.cost, solution.tiling) == (cost, tiling)


# --- the fused-program entry point ------------------------------------------------------------------


def test_solve_matmul_chain_uses_one_ceil_level():
    solution = solve_matmul_chain([(197, 64, 96), (197, 96, 64)], 65536)
    assert solution.mode is TilingMode.CEIL
    (level,) = solution.levels
    assert level.memory.capacity_bytes == 65536 and level.mu <= 65536
    assert [t.width for t in solution.chain.tensors] == [2] * 5
    assert solution.cost == level.dv
    assert check(solution.chain, (level.memory,), solution.tiling, TilingMode.CEIL).cost == solution.cost


def test_solve_matmul_chain_keeps_intermediates_resident():
    solution = solve_matmul_chain([(64, 64, 64), (64, 64, 64)], 1 << 20)
    chain = solution.chain
    assert [t.name for t in chain.tensors if t.intermediate] == ["C"]
    # Everything fits: every input and output moves exactly once.
    assert solution.cost == sum(t.width * math.prod(64 for _ in t.dims) for t in chain.moving)


@pytest.mark.parametrize(
    ("shapes", "message"),
    [
        ([], "at least one GEMM"),
        ([(4, 4, 4), (5, 4, 4)], "M=5 differs"),
        ([(4, 4, 4), (4, 3, 4)], "K=3 must equal GEMM 0's N=4"),
        ([(4, 0, 4)], "three positive integers"),
    ],
)
def test_solve_matmul_chain_rejects_bad_shapes(shapes: list[tuple[int, int, int]], message: str):
    with pytest.raises(ChimeraError, match=message):
        solve_matmul_chain(shapes, 1 << 20)


def test_nothing_fits():
    with pytest.raises(ChimeraError, match="even 1-element tiles need MU = 6 bytes > capacity 5 bytes"):
        solve_matmul_chain([(4, 4, 4)], 5)


def test_too_large_for_exact_arithmetic():
    with pytest.raises(ChimeraError, match="too large for exact 64-bit arithmetic"):
        solve_matmul_chain([(1 << 20, 1 << 20, 1 << 20)], 1 << 30)


# --- problem validation ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("build", "message"),
    [
        (lambda: GemmChain(("m", "m"), (2, 2), (Tensor("A", ("m",), 1),), (("A",),)), "dim names repeat"),
        (lambda: GemmChain(("m",), (0,), (Tensor("A", ("m",), 1),), (("A",),)), "extent must be a positive integer"),
        (lambda: GemmChain(("m",), (2,), (Tensor("A", ("x",), 1),), (("A",),)), "unknown dim x"),
        (lambda: GemmChain(("m",), (2,), (Tensor("A", ("m",), 0),), (("A",),)), "width must be a positive integer"),
        (lambda: GemmChain(("m",), (2,), (Tensor("A", ("m",), 1),), (("B",),)), "unknown tensor B"),
        (lambda: GemmChain(("m", "n"), (2, 2), (Tensor("A", ("m",), 1),), (("A",),)), "dim n is accessed by no tensor"),
        (lambda: GemmChain(("m",), (2,), (Tensor("A", ("m",), 1), Tensor("B", ("m",), 1)), (("A",),)), "B is used by no op"),
        (lambda: MemoryLevel("l1", 0, Fraction(1)), "capacity must be a positive integer"),
        (lambda: MemoryLevel("l1", 8, Fraction(0)), "bandwidth must be positive"),
        (lambda: MemoryLevel("l 1", 8, Fraction(1)), "not an identifier"),
        (lambda: solve(TINY, (), TilingMode.EXACT), "at least one memory level"),
        (lambda: solve(TINY, TINY_LEVEL * 2, TilingMode.EXACT), "names repeat"),
        (lambda: solve(TINY, reproduction_problem()[1], TilingMode.CEIL), "exactly one memory level"),
    ],
)
def test_bad_problems_are_rejected(build, message: str):
    with pytest.raises(ChimeraError, match=message):
        build()


def test_bandwidth_accepts_decimal_text_exactly():
    assert MemoryLevel("l1", 8, "12.5").bandwidth == Fraction(25, 2)  # pyright: ignore[reportArgumentType]  # decimal text, on purpose: what the parser accepts


# --- the solution string ------------------------------------------------------------------------------------


def test_solution_string_round_trips():
    chain, levels = reproduction_problem()
    tiling = parse_tiling(chain, levels, REPRODUCTION_SOLUTION)
    assert tiling.levels[1] == LevelTiling(("m", "n", "k"), (256, 1, 32))
    assert format_tiling(chain, levels, tiling) == REPRODUCTION_SOLUTION
    assert parse_tiling(chain, levels, "l1=mkn:n=16,m=256,k=1   l2=m>n>k:m=256,k=1,n=32") == tiling


def test_multi_letter_dims_are_joined_by_arrows():
    chain = gemm_chain([(4, 4, 4)] * 3, 1)
    assert chain.dims == ("m", "k", "n", "l", "d4")
    levels = (MemoryLevel("l1", 1000, Fraction(1)),)
    text = format_tiling(chain, levels, solve(chain, levels).tiling)
    assert ">" in text and parse_tiling(chain, levels, text) == solve(chain, levels).tiling


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("l2=mnk:m=256,k=1,n=32", "level l1 missing"),
        ("l2=mnk:m=256,k=1,n=32 l1=mkn:m=1,k=1,n=1 l3=mkn:m=1,k=1,n=1", "unknown level l3"),
        ("l2=mnk:m=256,k=1,n=32 l2=mnk:m=256,k=1,n=32", "level l2 given twice"),
        ("l2 mnk", "cannot read 'l2'"),
        ("l2=mnk:m=256,k=1,x=32 l1=mkn:m=1,k=1,n=1", "unknown dim 'x'"),
        ("l2=mnk:m=256,k=1 l1=mkn:m=1,k=1,n=1", "no tile for dim n"),
        ("l2=mnk:m=256,k=1,n=-3 l1=mkn:m=1,k=1,n=1", "'-3' is not a non-negative integer"),
        ("l2=mnk:m=256,m=1,n=3 l1=mkn:m=1,k=1,n=1", "dim m given twice"),
    ],
)
def test_bad_solution_strings(text: str, message: str):
    chain, levels = reproduction_problem()
    with pytest.raises(ChimeraError, match=message):
        parse_tiling(chain, levels, text)


# --- the command line ------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def anec_chimera() -> str:
    path = tool("anec-chimera")
    if path is None:
        pytest.fail("anec-chimera is not installed: run `make test`, which installs the project")
    return path


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """`anec-chimera ARGS` in this process: exit status, stdout, stderr."""
    status = anec_chimera_main(list(args))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_console_script_solves_the_reproduction_problem_as_json(anec_chimera: str):
    result = subprocess.run([anec_chimera, "--format", "json"], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["cost"] == REPRODUCTION_COST and data["solution"] == REPRODUCTION_SOLUTION
    assert [level["name"] for level in data["levels"]] == ["l2", "l1"]
    assert data["levels"][0]["movement"] == {"A": 4194304, "B": 8388608, "C": 1048576}


def test_console_script_bad_input_exits_1(anec_chimera: str):
    result = subprocess.run([anec_chimera, "--m", "0"], capture_output=True, text=True, check=False)
    assert result.returncode == 1
    assert result.stderr == "anec-chimera: error: argument --m: expected a positive integer, got '0'\n"


def test_cli_check_infeasible_exits_1_with_reasons(capsys: pytest.CaptureFixture[str]):
    status, out, _ = cli(capsys, "--check", "l2=mnk:m=256,k=2,n=64 l1=mkn:m=256,k=2,n=64", "--format", "json")
    assert status == 1
    data = json.loads(out)
    assert not data["feasible"] and len(data["reasons"]) == 2 and data["cost"] == 180224


def test_cli_check_reads_a_file(capsys: pytest.CaptureFixture[str], tmp_path: Path):
    solution = tmp_path / "solution.txt"
    solution.write_text(REPRODUCTION_SOLUTION + "\n")
    status, out, _ = cli(capsys, "--check", f"@{solution}")
    assert status == 0 and out.endswith("feasible\n")


def test_cli_options_change_the_problem(capsys: pytest.CaptureFixture[str]):
    status, out, _ = cli(capsys, "--m", "4", "--k", "2", "--n", "2", "--width-a", "1", "--width-b", "1", "--width-c", "1",
                         "--levels", "1", "--capacity-l1", "8", "--bw-l1", "1", "--format", "json")  # fmt: skip
    assert status == 0
    data = json.loads(out)
    assert (data["cost"], data["solution"]) == (20, "l1=knm:m=1,k=2,n=2")


@pytest.mark.parametrize(
    ("suffix", "text"),
    [
        (
            ".json",
            (
                '{"dims": {"m": 8, "k": 8, "n": 8, "l": 8},'
                ' "tensors": {"A": {"dims": ["m", "k"], "width": 2}, "B": {"dims": ["k", "n"], "width": 2},'
                ' "C": {"dims": ["m", "n"], "width": 2, "intermediate": true}, "D": {"dims": ["n", "l"], "width": 2},'
                ' "E": {"dims": ["m", "l"], "width": 2}},'
                ' "ops": [["A", "B", "C"], ["C", "D", "E"]], "mode": "ceil",'
                ' "levels": [{"name": "sram", "capacity": 300, "bandwidth": 1}]}'
            ),
        ),
        (
            ".toml",
            (
                'mode = "ceil"\nops = [["A", "B", "C"], ["C", "D", "E"]]\n'
                "[dims]\nm = 8\nk = 8\nn = 8\nl = 8\n"
                '[tensors]\nA = { dims = ["m", "k"], width = 2 }\nB = { dims = ["k", "n"], width = 2 }\n'
                'C = { dims = ["m", "n"], width = 2, intermediate = true }\nD = { dims = ["n", "l"], width = 2 }\n'
                'E = { dims = ["m", "l"], width = 2 }\n'
                '[[levels]]\nname = "sram"\ncapacity = 300\nbandwidth = 1\n'
            ),
        ),
    ],
)
def test_cli_chain_file(capsys: pytest.CaptureFixture[str], tmp_path: Path, suffix: str, text: str):
    path = tmp_path / f"chain{suffix}"
    path.write_text(text)
    status, out, err = cli(capsys, "--chain", str(path), "--format", "json")
    assert status == 0, err
    expected = solve_matmul_chain([(8, 8, 8), (8, 8, 8)], 300)
    assert json.loads(out)["cost"] == expected.cost


def test_cli_chain_file_in_ceil_mode_defaults_to_one_level(capsys: pytest.CaptureFixture[str], tmp_path: Path):
    path = tmp_path / "chain.json"
    path.write_text('{"dims": {"m": 10}, "tensors": {"X": {"dims": ["m"], "width": 2}}, "ops": [["X"]], "mode": "ceil"}')
    status, out, err = cli(capsys, "--chain", str(path), "--capacity-l1", "7", "--format", "json")
    assert status == 0, err
    data = json.loads(out)
    assert [level["name"] for level in data["levels"]] == ["l1"] and data["solution"] == "l1=m:m=2"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--bw-l1", "-2"], "argument --bw-l1: expected a positive number"),
        (["--mode", "ceil", "--levels", "2"], "ceil tiling takes exactly one memory level, got 2"),
        (["--capacity-l1", "10"], "no tiling fits level l1"),
        (["--levels", "1", "--capacity-l2", "5"], "--capacity-l2 needs two levels"),
        (["--check", "l2=mnk"], "solution: cannot read"),
        (["--check", "@/nonexistent/solution"], "cannot read '/nonexistent/solution'"),
        (["--chain", "/nonexistent/chain.json"], "cannot read '/nonexistent/chain.json'"),
        (["--chain", "x.json", "--m", "4"], "--m cannot be combined with --chain"),
        (["--bogus"], "unrecognized arguments: --bogus"),
    ],
)
def test_cli_bad_input_is_one_error_line(capsys: pytest.CaptureFixture[str], args: list[str], message: str):
    status, out, err = cli(capsys, *args)
    assert status == 1 and out == ""
    assert err.count("\n") == 1 and err.startswith("anec-chimera: error: ")
    assert message in err


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{", "not valid JSON"),
        ("[]", "expected an object"),
        ('{"dims": {"m": 2}, "tensors": {}, "ops": []}', '"tensors" must be a non-empty table'),
        ('{"dims": {"m": 2}, "tensors": {"A": {"dims": ["m"], "width": 1}}, "ops": "A"}', '"ops" must be a list'),
        ('{"dims": {"m": 2}, "tensors": {"A": {"dims": ["m"], "width": 1, "x": 1}}, "ops": [["A"]]}', "unknown key 'x'"),
        (
            '{"dims": {"m": 2}, "tensors": {"A": {"dims": ["m"], "width": 1}}, "ops": [["A"]], "levels": [{}]}',
            "expected exactly the keys",
        ),
        (
            '{"dims": {"m": 2}, "tensors": {"A": {"dims": ["m"], "width": 1}}, "ops": [["A"]], "mode": "fast"}',
            "mode must be one of",
        ),
        ('{"dims": {"m": 2}, "tensors": {"A": {"dims": ["m"], "width": 1}}, "ops": [["A"]], "extra": 1}', "unknown key 'extra'"),
        (
            '{"dims": {"m": 2}, "tensors": {"A": {"dims": ["m"], "width": 1}}, "ops": [["A"]], "levels": [{"name": 1, "capacity": 8, "bandwidth": 1}]}',
            "not an identifier",
        ),
        (
            '{"dims": {"m": 2}, "tensors": {"A": {"dims": ["m"], "width": 1}}, "ops": [["A"]], "levels": [{"name": "x", "capacity": 8, "bandwidth": [1]}]}',
            "bandwidth must be a positive number",
        ),
        (
            '{"dims": {"m": true}, "tensors": {"A": {"dims": ["m"], "width": 1}}, "ops": [["A"]]}',
            "extent must be a positive integer",
        ),
    ],
)
def test_cli_bad_chain_files(capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str, message: str):
    path = tmp_path / "chain.json"
    path.write_text(text)
    status, _, err = cli(capsys, "--chain", str(path))
    assert status == 1 and message in err and err.count("\n") == 1
