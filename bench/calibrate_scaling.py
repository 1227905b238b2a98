"""
Whether `anec-calibrate` stays linear in the number of timings: CSVs of
1,000, 10,000 and 100,000 rows (convolution timings over --shapes distinct
shapes, as a sweep of repeated measurements gives), each fitted on h13 as a
whole process. Prints the wall and CPU time of each size and the ratio of
each size to the one before (linear: at most 11 for 10x the rows); the
issue's bar is 100,000 rows under 60 s. docs/performance.md records one run.

    .venv/bin/python bench/calibrate_scaling.py
    .venv/bin/python bench/calibrate_scaling.py --sizes 1000,10000 --shapes 50
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CALIBRATE = Path(sys.executable).with_name("anec-calibrate")


def timings_csv(rows: int, shapes: int, seed: int = 0) -> str:
    """`rows` convolution timings over `shapes` distinct (channels, size) shapes."""
    rng = random.Random(seed)
    pool = [(rng.choice((16, 32, 64, 128, 256, 512)), rng.choice((7, 8, 14, 16, 28, 32, 56))) for _ in range(shapes)]
    lines = ["op,k,cin,cout,h,w,stride,pad,measured_us"]
    for _ in range(rows):
        c, h = rng.choice(pool)
        lines.append(f"conv,3,{c},{c},{h},{h},1,1,{rng.uniform(80, 900):.1f}")
    return "\n".join(lines) + "\n"


def timed(argv: list[str]) -> tuple[float, float]:
    """(wall s, CPU s) of one process."""
    before = os.times()
    start = time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = os.times()
    return wall, (after.children_user - before.children_user) + (after.children_system - before.children_system)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--shapes", type=int, default=200)
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    print(f"anec-calibrate on h13, convolution timings over {args.shapes} shapes; {platform.node()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    print(f"{'rows':>8}  {'wall s':>8}  {'CPU s':>8}  {'wall ratio':>10}")
    previous = None
    with tempfile.TemporaryDirectory() as scratch:
        for size in sizes:
            path = Path(scratch) / f"t{size}.csv"
            path.write_text(timings_csv(size, args.shapes))
            wall, cpu = timed([str(CALIBRATE), str(path), "--target", "h13", "-o", str(Path(scratch) / f"t{size}.toml")])
            ratio = f"{wall / previous:.1f}x" if previous else "-"
            print(f"{size:>8}  {wall:>8.1f}  {cpu:>8.1f}  {ratio:>10}")
            previous = wall
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
