"""
`make tune-check`: `anec-tune` against `anec-compile` on every example
(`examples/*.mlir`) and target (h13 and h17s by default), the slower twin of
`tests/test_tune.py::test_never_above_compile` (which tunes the small
examples on h13 only, to keep `make test` fast).

For each example and target: compile with `anec-compile`, measure the
deviation it introduces in the reference interpreter (`random_inputs`, seed
0: batch-norm folding rounds folded weights), tune with that tolerance
(`gate=winners`: the same decisions as the default gate, fewer runs; a
budget that never runs out), and
check that the tuned estimate is never above the compiled one. Prints a
Markdown table (as written, one dispatch per op after legalization and
folding, `anec-compile`, tuned, the tuned speedup over both, the tolerance,
seconds) and exits 1
when a tuned estimate is above `anec-compile`'s.

    python -m devtools.tune_check [--targets h13,h17s] [--mode seed] [--examples a,b]
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np

import anec.tools.tune as tune
from anec.cost.analytic import Mode, estimate_module
from anec.interpreter import entry_function, random_inputs, run
from anec.passes.compile import AnecCompilePass
from anec.tools.ir_io import anec_context, load_module

ROOT = Path(__file__).resolve().parent.parent

BUDGET = 1_000_000
"""Candidate evaluations per example: enough for every decision (the default, 64, runs out on
ResNet-18's tiled convolutions' Winograd decisions, and the check is of the search, not the budget)."""

PER_OP = re.compile(r"\n    one-dispatch-per-op +([0-9.]+) us")


def check(path: Path, target: str, mode: Mode) -> tuple[list[str], bool]:
    """One table row for `path` on `target`, and whether the tuned estimate is within `anec-compile`'s."""
    ctx = anec_context()
    start = time.perf_counter()
    compiled = load_module(ctx, str(path))
    AnecCompilePass(target=target, mode=mode.value).apply(ctx, compiled)
    written = load_module(ctx, str(path))
    before = estimate_module(written, target, mode).latency_us
    inputs = random_inputs(entry_function(written), seed=0)
    deviation = max(
        float(np.max(np.abs(a.astype(np.float64) - b))) for a, b in zip(run(compiled, inputs), run(written, inputs))
    )
    tune.AnecTunePass(target=target, mode=mode.value, tolerance=deviation, gate=tune.GATE_WINNERS, budget=BUDGET).apply(ctx, written)
    after = estimate_module(written, target, mode).latency_us
    reference = estimate_module(compiled, target, mode).latency_us
    per_op = [float(m) for m in PER_OP.findall(tune.LAST_REPORT)]
    per_op_us = sum(per_op) if per_op else None
    ok = after <= reference * (1 + 1e-12)
    row = [
        path.stem,
        target,
        f"{before:.3f}",
        "-" if per_op_us is None else f"{per_op_us:.3f}",
        f"{reference:.3f}",
        f"{after:.3f}",
        f"{before / after:.2f}x",
        "-" if per_op_us is None else f"{per_op_us / after:.2f}x",
        f"{deviation:g}",
        f"{time.perf_counter() - start:.1f}",
        "ok" if ok else "ABOVE anec-compile",
    ]
    return row, ok


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--targets", default="h13,h17s")
    parser.add_argument("--mode", default=Mode.SEED.value, choices=[m.value for m in Mode])
    parser.add_argument("--examples", default=None, help="comma-separated example names (default: every examples/*.mlir)")
    args = parser.parse_args(argv)
    paths = sorted((ROOT / "examples").glob("*.mlir"))
    if args.examples:
        wanted = set(args.examples.split(","))
        paths = [p for p in paths if p.stem in wanted]
    header = ["example", "target", "as written (us)", "per op (us)", "anec-compile (us)", "tuned (us)", "vs as written", "vs per op", "tolerance", "s", "check"]
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" for _ in header) + "|")
    failed = False
    for path in paths:
        for target in args.targets.split(","):
            row, ok = check(path, target, Mode(args.mode))
            failed |= not ok
            print("| " + " | ".join(row) + " |", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
