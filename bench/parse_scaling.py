"""
Parse time against file size for modules with inline weights: a chain of
matmuls, each against its own inline `anec.constant dense<...>`, written as
the tools print large constants (a hex string) or, with `--form decimal`, as
a list of decimal literals. Prints the best parse + verify time (in process,
no start-up) of --repeat runs per size and its ratio to the smallest size;
exits 1 when a ratio exceeds the size ratio x (1 + --slack), i.e. when
parsing is not linear in the file size (docs/performance.md).

    .venv/bin/python bench/parse_scaling.py --megabytes 10,100
    .venv/bin/python bench/parse_scaling.py --form decimal --megabytes 1,10
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

from anec.tools.ir_io import anec_context, load_module

ROWS, COLS = 256, 256
"""Each weight is [256, 256] f16: 128 KB of data, 256 KB of hex text."""


def module_text(megabytes: float, form: str) -> str:
    """A module of about `megabytes` MB: `x @ w0 @ w1 ...`, deterministic."""
    rng = random.Random(0)
    act = f"tensor<1x{ROWS}xf16>"
    weight = f"tensor<{ROWS}x{COLS}xf16>"
    lines = [f"func.func @chain(%x0: {act}) -> {act} {{"]
    size, i = 0, 0
    while size < megabytes * 1e6:
        if form == "hex":
            # Finite f16 values: a random sign and mantissa, exponent below 31.
            data = bytearray(rng.randbytes(2 * ROWS * COLS))
            data[1::2] = bytes(b & 0xBB for b in data[1::2])
            literal = f'"0x{data.hex().upper()}"'
        else:
            literal = "[" + ", ".join("[" + ", ".join(f"{rng.uniform(-1, 1):.4e}" for _ in range(COLS)) + "]" for _ in range(ROWS)) + "]"
        line = f"  %w{i} = anec.constant dense<{literal}> : {weight}"
        lines.append(line)
        lines.append(f"  %x{i + 1} = anec.matmul %x{i}, %w{i} : {act}, {weight} -> {act}")
        size += len(line)
        i += 1
    lines.append(f"  func.return %x{i} : {act}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def best_parse(path: Path, repeat: int) -> float:
    ctx = anec_context()
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        load_module(ctx, str(path))
        best = min(best, time.perf_counter() - start)
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    parser.add_argument("--megabytes", default="10,100")
    parser.add_argument("--form", choices=("hex", "decimal"), default="hex")
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--slack", type=float, default=0.1, help="allowed excess over linear (0.1: 100 MB within 11x of 10 MB)")
    args = parser.parse_args()
    sizes = [float(s) for s in args.megabytes.split(",")]
    print(f"{'MB':>8} {'seconds':>9} {'s/MB':>7} {'ratio':>7} {'limit':>7}")
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        warm = Path(tmp) / "warm.mlir"  # imports and first-use costs, outside the timings
        warm.write_text(module_text(0.1, args.form))
        best_parse(warm, 1)
        base: tuple[int, float] | None = None
        for mb in sizes:
            path = Path(tmp) / f"weights{mb:g}.mlir"
            path.write_text(module_text(mb, args.form))
            nbytes = path.stat().st_size
            seconds = best_parse(path, args.repeat)
            path.unlink()
            if base is None:
                base = (nbytes, seconds)
            ratio = seconds / base[1]
            limit = nbytes / base[0] * (1 + args.slack)
            failed |= ratio > limit
            print(f"{nbytes / 1e6:>8.1f} {seconds:>9.2f} {seconds / (nbytes / 1e6):>7.3f} {ratio:>7.2f} {limit:>7.2f}")
    if failed:
        print("parse time grows faster than the file size", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
