"""
`anec-sweep` on one worker and on two (docs/sweeps.md, docs/performance.md,
"Sweeps"): a 28-target sweep of one model (default: the onnx wheel's zoo
`light_resnet50.onnx`) as whole processes, the command

    anec-sweep MODEL --target all -o TABLE.parquet --workers N

for each N of --workers (0: in the process, no cluster), each run from an
empty table (every cell runs), best wall and CPU seconds of --repeat runs;
the ratio of one worker's wall time to two workers'. Then the per-cell
times in one process (the model imported once, then each cell of each
option set of `OPTION_SETS` on the 28 targets timed on its own, and with
--tune-targets an `anec-tune` cell on each of those targets), and the
projected wall time of a grid of --cells cells on a cluster of --cluster
workers from them: every worker runs cells/workers cells at the mean cell
time over the four option sets, and imports each of --models models at most
once (the upper bound; Dask's locality keeps it lower).

    .venv/bin/python bench/sweep_workers.py --repeat 3
    .venv/bin/python bench/sweep_workers.py --model build/bench-sweep/resnet50.onnx --tune-targets h13
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

import onnx

sys.path.insert(0, str(Path(__file__).resolve().parent))

from timing import best_time, reap_descendants

BIN = Path(sys.executable).parent
OPTION_SETS = (
    ("written", ""),
    ("compile", "anec-compile"),
    ("no-winograd", "anec-legalize,anec-fold,anec-channel-group,anec-fuse,anec-tile,anec-cost"),
    ("wide-placement", "anec-compile{placement-states=65536}"),
)
"""The projected grid's four option sets (docs/sweeps.md's example grid, less anec-tune: --tune-targets times it)."""
ZOO_RESNET50 = Path(onnx.__file__).parent / "backend" / "test" / "data" / "light" / "light_resnet50.onnx"


def command_times(model: Path, workers: list[int], repeat: int, extra: list[str]) -> dict[int, tuple[float, float]]:
    """Best wall and CPU seconds of the 28-target sweep as a whole process, per worker count."""
    times = {}
    with tempfile.TemporaryDirectory() as work:
        for count in workers:
            table = Path(work) / f"w{count}.parquet"
            best = (math.inf, math.inf)
            for _ in range(repeat):
                table.unlink(missing_ok=True)
                command = [str(BIN / "anec-sweep"), str(model), "--target", "all", *extra, "-o", str(table), "-q", "--workers", str(count)]
                wall, cpu = best_time(command, 1)
                best = (min(best[0], wall), min(best[1], cpu))
            times[count] = best
    return times


def cell_times(model: Path, tune_targets: list[str]) -> tuple[float, dict[str, list[tuple[float, float]]]]:
    """The import's CPU seconds and each option set's per-cell (wall, CPU) seconds, in this process."""
    from anec.tools import sweep as sweeping

    grid = sweeping.Grid((str(model),), ("all",), ("seed",), OPTION_SETS)
    cells = sweeping.cells(grid)
    start = time.process_time()
    sweeping._cached_module(cells[0].model, cells[0].model_sha256)
    imported = time.process_time() - start
    if tune_targets:
        cells += sweeping.cells(sweeping.Grid((str(model),), tuple(tune_targets), ("seed",), (("tuned", "anec-tune"),)))
    per: dict[str, list[tuple[float, float]]] = {}
    for cell in cells:
        start, cpu = time.perf_counter(), time.process_time()
        row = sweeping.run_cell(cell)
        per.setdefault(cell.options, []).append((time.perf_counter() - start, time.process_time() - cpu))
        if row["status"] != "ok":
            raise SystemExit(f"{cell.options} on {cell.target}: {row['diagnostic']}")
    return imported, per


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    parser.add_argument("--model", type=Path, default=ZOO_RESNET50)
    parser.add_argument("--workers", default="1,2", help="worker counts of the command (0: in the process)")
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--tune-targets", default="", help="also time anec-tune cells on these targets (comma-separated)")
    parser.add_argument("--cells", type=int, default=4480, help="the projected grid's cells (40 models x 28 targets x 4 option sets)")
    parser.add_argument("--models", type=int, default=40, help="the projected grid's models")
    parser.add_argument("--cluster", type=int, default=32, help="the projected cluster's workers")
    args = parser.parse_args()
    reap_descendants()  # the workers fork from Dask's forkserver: their CPU counts too
    print(f"machine: {os.cpu_count()} cores, {platform.processor() or platform.machine()}, Python {platform.python_version()}; "
          f"load average {os.getloadavg()[0]:.1f} at the start")
    print(f"model: {args.model}\n")
    workers = [int(n) for n in args.workers.split(",")]
    print("| command | cells | wall s | CPU s |\n|---|---:|---:|---:|")
    four = [f"--options={name}={pipeline}" for name, pipeline in OPTION_SETS]
    for extra, cells, shown in (([], 28, ""), (four, 112, " --options ... (the four option sets)")):
        times = command_times(args.model, workers, args.repeat, extra)
        for count, (wall, cpu) in times.items():
            print(f"| `anec-sweep MODEL --target all{shown} --workers {count}` | {cells} | {wall:.2f} | {cpu:.2f} |")
        if 1 in times and 2 in times:
            print(f"| one worker / two workers, wall | | {times[1][0] / times[2][0]:.2f}x | |")
        if 0 in times and 2 in times:
            print(f"| in the process / two workers, wall | | {times[0][0] / times[2][0]:.2f}x | |")
    imported, per = cell_times(args.model, [t for t in args.tune_targets.split(",") if t])
    print("\n| option set | cells | mean wall s | mean CPU s | median CPU s | max CPU s |\n|---|---:|---:|---:|---:|---:|")
    for name, seconds in per.items():
        cpu = [c for _, c in seconds]
        print(f"| {name} | {len(seconds)} | {statistics.mean(w for w, _ in seconds):.3f} | {statistics.mean(cpu):.3f} | "
              f"{statistics.median(cpu):.3f} | {max(cpu):.3f} |")
    # A worker of its own runs a cell in its CPU time: the projection uses CPU seconds, which a loaded machine does not inflate.
    mean_cell = statistics.mean(statistics.mean(c for _, c in per[name]) for name, _ in OPTION_SETS)
    per_worker = math.ceil(args.cells / args.cluster)
    low = per_worker * mean_cell + imported
    high = per_worker * mean_cell + min(args.models, per_worker) * imported
    print(f"\nimport: {imported:.2f} s of CPU; mean cell over the four option sets: {mean_cell:.3f} s of CPU")
    print(f"projected: {args.cells} cells on {args.cluster} workers = {per_worker} cells a worker: "
          f"{low:.0f} s (one import a worker) to {high:.0f} s (every model imported on every worker), "
          f"against {args.cells * mean_cell + args.models * imported:.0f} s on one")
    print(f"load average {os.getloadavg()[0]:.1f} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
