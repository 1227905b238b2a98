"""
How `anec-opt` scales with IR size: parse + verify + print of a chain of
N convolution + ReLU layers, N in --sizes. Prints one row per size with the
best wall time of --repeat runs (including process start-up) and the time per
op, so results can be compared as ratios across machines.

    .venv/bin/python bench/ir_scaling.py --sizes 100,1000,4000 --repeat 3
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TENSOR = "tensor<1x32x16x16xf16>"
WEIGHTS = "tensor<32x32x3x3xf16>"


def conv_chain(layers: int) -> str:
    lines = [f"func.func @chain(%x0: {TENSOR}, %w: {WEIGHTS}) -> {TENSOR} {{"]
    for i in range(layers):
        lines.append(
            f"  %c{i} = anec.convolution %x{i}, %w {{padding_style = #anec.padding_style<same>}} "
            f": {TENSOR}, {WEIGHTS} -> {TENSOR}"
        )
        lines.append(f"  %x{i + 1} = anec.relu %c{i} : {TENSOR}")
    lines.append(f"  func.return %x{layers} : {TENSOR}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def best_time(command: list[str], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        best = min(best, time.perf_counter() - start)
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    parser.add_argument("--sizes", default="100,1000,4000")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--passes", default="", help="pipeline to run as well, e.g. anec-set-target{target=h13}")
    args = parser.parse_args()
    anec_opt = str(Path(sys.executable).with_name("anec-opt"))
    print(f"{'layers':>7} {'ops':>7} {'seconds':>9} {'us/op':>8}")
    with tempfile.TemporaryDirectory() as tmp:
        for layers in (int(s) for s in args.sizes.split(",")):
            path = Path(tmp) / f"chain{layers}.mlir"
            path.write_text(conv_chain(layers))
            command = [anec_opt, str(path)] + (["-p", args.passes] if args.passes else [])
            seconds = best_time(command, args.repeat)
            ops = 2 * layers + 1
            print(f"{layers:>7} {ops:>7} {seconds:>9.3f} {1e6 * seconds / ops:>8.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
