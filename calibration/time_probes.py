"""Time anec's probe kit on this Mac's Neural Engine (macOS, coremltools).

    python time_probes.py probes.csv -o timings.csv [--warmup 10] [--calls 50]

For each line of probes.csv, loads models/ID.mlpackage for the Neural
Engine (compute units CPU_AND_NE), fills its inputs with random fp16 values,
calls `predict` --warmup times, then times --calls calls one by one with a
monotonic clock and writes the fastest call, in microseconds, to the line's
`measured_us` (statistic `min`: what anec's model estimates). Lines already
timed are kept. Needs only coremltools and numpy; anec is not needed here.
The output file is written whole at the end (a temporary file renamed), so
an interrupted run leaves none.
"""

from __future__ import annotations

import argparse
import csv
import os
import sys
import tempfile
import time
from pathlib import Path


def time_model(path: Path, warmup: int, calls: int, load=None) -> float:
    """The fastest of `calls` timed calls of the model at `path`, in microseconds."""
    import numpy as np

    if load is None:
        import coremltools as ct

        model = ct.models.MLModel(str(path), compute_units=ct.ComputeUnit.CPU_AND_NE)
    else:
        model = load(path)
    rng = np.random.default_rng(0)
    inputs = {}
    for description in model.get_spec().description.input:
        shape = tuple(description.type.multiArrayType.shape)
        inputs[description.name] = rng.uniform(-1, 1, size=shape).astype(np.float16)
    for _ in range(warmup):
        model.predict(inputs)
    best = float("inf")
    for _ in range(calls):
        start = time.perf_counter_ns()
        model.predict(inputs)
        best = min(best, (time.perf_counter_ns() - start) / 1e3)
    return best


def run(probes: Path, output: Path, warmup: int, calls: int, load=None, log=print) -> int:
    with probes.open(newline="") as f:
        reader = csv.DictReader(f)
        fields = list(reader.fieldnames or [])
        lines = list(reader)
    if "id" not in fields or "measured_us" not in fields:
        log(f"error: {probes}: not a probe CSV (needs the columns id and measured_us)")
        return 1
    models = probes.parent / "models"
    for line in lines:
        if line.get("measured_us"):
            continue
        path = models / f"{line['id']}.mlpackage"
        if not path.exists():
            log(f"error: {path}: no such model (run from the kit's folder)")
            return 1
        line["measured_us"] = f"{time_model(path, warmup, calls, load):.3f}"
        line["statistic"] = "min"
        log(f"{line['id']}: {line['measured_us']} us")
    handle, name = tempfile.mkstemp(dir=output.parent or Path("."), prefix=f".{output.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", newline="") as f:
            writer = csv.DictWriter(f, fieldnames=fields, lineterminator="\n")
            writer.writeheader()
            writer.writerows(lines)
        os.replace(name, output)
    except BaseException:
        os.unlink(name)
        raise
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="time_probes.py", description="Time anec's probe kit on this Mac's Neural Engine.")
    parser.add_argument("probes", type=Path, help="the kit's probes.csv")
    parser.add_argument("-o", "--output", type=Path, required=True, help="the timings CSV to write")
    parser.add_argument("--warmup", type=int, default=10, help="untimed calls first (default 10)")
    parser.add_argument("--calls", type=int, default=50, help="timed calls; the fastest is kept (default 50)")
    args = parser.parse_args(argv)
    if args.warmup < 0 or args.calls < 1:
        parser.error("--warmup must be >= 0 and --calls >= 1")
    if sys.platform != "darwin":
        print("error: time_probes.py runs on macOS, where Core ML can run models on the Neural Engine", file=sys.stderr)
        return 1
    return run(args.probes, args.output, args.warmup, args.calls)


if __name__ == "__main__":
    raise SystemExit(main())
