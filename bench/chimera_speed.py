"""
How fast `cost.chimera.solve` is: SPEC section 8's reproduction problem (two
levels, exact tiling) and matmul chains through `solve_matmul_chain` (one
level of a target's working set, ceil tiling). Prints one row per problem with
the first (cold) solve, the best of --repeat solves and the candidate count.

    .venv/bin/python bench/chimera_speed.py --repeat 5
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Callable
from functools import partial

from anec.cost.chimera import GemmChain, Solution, TilingMode, gemm_chain, reproduction_problem, solve, solve_matmul_chain

WORKING_SET = 4_000_000
"""A working set of the order of SPEC section 2's (2 to 4.72 MB)."""

CHAINS = [
    [(197, 768, 2304)],
    [(197, 768, 2304), (197, 2304, 768)],
    [(512, 64, 512), (512, 512, 64)],
    [(1024, 1024, 4096), (1024, 4096, 1024)],
    [(256, 256, 256), (256, 256, 256), (256, 256, 256)],
]


def timed(run: Callable[[], Solution], repeat: int) -> tuple[float, float, Solution]:
    start = time.perf_counter()
    solution = run()
    cold = time.perf_counter() - start
    best = cold
    for _ in range(repeat - 1):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return cold, best, solution


def ceil_tilings(shapes: list[tuple[int, int, int]]) -> int:
    """Tilings of a one-level ceil search: the smallest tile of each trip count per dim, times the permutations."""
    chain = gemm_chain(shapes, 2)
    tiles = math.prod(len({-(-e // -(-e // t)) for t in range(1, e + 1)}) for e in chain.extents)
    return tiles * math.factorial(len(chain.dims))


def exact_tilings(chain: GemmChain, depth: int) -> int:
    """Tilings of an exact search: divisor chains R1 | ... | R_depth | extent per dim, times a permutation per level."""

    def chains(extent: int, levels: int) -> int:
        return 1 if levels == 0 else sum(chains(d, levels - 1) for d in range(1, extent + 1) if extent % d == 0)

    perms = math.factorial(len(chain.dims)) ** depth
    return math.prod(chains(extent, depth) for extent in chain.extents) * perms


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    print(f"{'problem':<48} {'cold s':>8} {'best s':>8} {'tilings':>12} {'cost':>14}")
    chain, levels = reproduction_problem()
    cold, best, solution = timed(lambda: solve(chain, levels, TilingMode.EXACT), args.repeat)
    tilings = exact_tilings(chain, len(levels))
    print(f"{'SPEC 8 reproduction (2 levels, exact)':<48} {cold:>8.3f} {best:>8.3f} {tilings:>12} {float(solution.cost):>14.0f}")
    for shapes in CHAINS:
        cold, best, solution = timed(partial(solve_matmul_chain, shapes, WORKING_SET), args.repeat)
        name = " -> ".join("x".join(map(str, shape)) for shape in shapes)
        print(f"{name:<48} {cold:>8.3f} {best:>8.3f} {ceil_tilings(shapes):>12} {float(solution.cost):>14.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
