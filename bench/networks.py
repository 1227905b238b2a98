"""
Whole networks through the command-line tools: the wall time, or with
`--clock cpu` the CPU time (best of --repeat, process start-up included) of `anec-import`, `anec-opt -p
'anec-compile{target=h13}'`, `anec-report --target h13` and `--target all`,
each alone and chained end to end, and an ONNX file given straight to
`anec-report` and `anec-opt` (imported in their own process), on the onnx wheel's zoo graphs (the
`light_*.onnx` models of its backend tests), any --onnx file, and the bundled
examples (already IR: no import). Beside them, the peer ANEForge's ONNX
import plus estimate (`aneforge.onnx_to_tensor`, `aneforge.estimate(...,
target="h13")`) in its own process, where it can import the graph. Prints a
Markdown table; docs/performance.md records one run.

    .venv/bin/python bench/networks.py --repeat 3
    .venv/bin/python bench/networks.py --repeat 3 --clock cpu --only resnet50
    .venv/bin/python bench/networks.py --only resnet50 --peer-python build/peer-venv/bin/python
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import onnx

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
ZOO = Path(onnx.__file__).parent / "backend" / "test" / "data" / "light"
EXAMPLES = ROOT / "examples"

PEER_SCRIPT = """
import sys, time
start = time.perf_counter()
import aneforge
_, out = aneforge.onnx_to_tensor(sys.argv[1])
aneforge.estimate(out, target="h13")
print(time.perf_counter() - start)
"""
"""ANEForge's import and estimate on H13; prints its in-process seconds (module import included)."""


@dataclass(frozen=True)
class Graph:
    name: str
    path: Path

    @property
    def is_onnx(self) -> bool:
        return self.path.suffix == ".onnx"


def tool(name: str) -> str:
    return str(BIN / name)


CLOCK = "wall"
"""What `timed` measures: "wall" (elapsed time) or "cpu" (user + system time
of the child processes, start-up included: on a machine shared with other
jobs the wall time also counts the time spent waiting for a core)."""

from timing import ENV  # noqa: E402


def now() -> float:
    if CLOCK == "cpu":
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        return usage.ru_utime + usage.ru_stime
    return time.perf_counter()


def wall(commands: Sequence[Sequence[str]], repeat: int) -> float | None:
    """Best time (`CLOCK`) of running `commands` one after another; None when one fails."""
    best: float | None = None
    for _ in range(repeat):
        start = now()
        for command in commands:
            if subprocess.run(command, capture_output=True, check=False, env=ENV).returncode != 0:
                return None
        elapsed = now() - start
        best = elapsed if best is None else min(best, elapsed)
    return best


def peer(python: str | None, graph: Graph, repeat: int) -> float | None:
    """Best time (`CLOCK`) of ANEForge importing and estimating `graph`, its process start-up included; None when it cannot."""
    if python is None or not graph.is_onnx:
        return None
    return wall([[python, "-c", PEER_SCRIPT, str(graph.path)]], repeat)


def find_peer(given: str | None) -> str | None:
    """The Python that has ANEForge: --peer-python, this one, or build/peer-venv's."""
    candidates = [given] if given else [sys.executable, str(ROOT / "build" / "peer-venv" / "bin" / "python")]
    for python in candidates:
        if python and Path(python).exists():
            done = subprocess.run([python, "-c", "import aneforge"], capture_output=True, check=False)
            if done.returncode == 0:
                return python
    return None


def measure(graph: Graph, work: Path, repeat: int, peer_python: str | None) -> dict[str, float | None]:
    mlir = work / f"{graph.path.stem}.mlir" if graph.is_onnx else graph.path
    compiled = work / f"{graph.path.stem}.h13.mlir"
    imp = [tool("anec-import"), str(graph.path), "-o", str(mlir)]
    compile_ = [tool("anec-opt"), str(mlir), "-p", "anec-compile{target=h13}", "-o", str(compiled)]
    report = [tool("anec-report"), str(mlir), "--target", "h13"]
    report_all = [tool("anec-report"), str(mlir), "--target", "all"]
    report_compiled = [tool("anec-report"), str(compiled), "--target", "h13"]
    first = [imp] if graph.is_onnx else []
    row: dict[str, float | None] = {"import": wall(first, repeat) if first else None}
    row["compile"] = wall([compile_], repeat)
    row["report h13"] = wall([report], repeat)
    row["report all"] = wall([report_all], repeat)
    row["import+report"] = wall([*first, report], repeat)
    row["import+compile+report"] = wall([*first, compile_, report_compiled], repeat)
    if graph.is_onnx:
        # The same work with the model given to the tools, imported in their own process.
        row["report model"] = wall([[tool("anec-report"), str(graph.path), "--target", "h13"]], repeat)
        compile_model = [tool("anec-opt"), str(graph.path), "-p", "anec-compile{target=h13}", "-o", str(compiled)]
        row["compile model+report"] = wall([compile_model, report_compiled], repeat)
        # All of it in one process: import, anec-compile and the report (`anec-report --compile`).
        row["report model --compile"] = wall([[tool("anec-report"), str(graph.path), "--target", "h13", "--compile"]], repeat)
    row["ANEForge"] = peer(peer_python, graph, repeat)
    return row


COLUMNS = [
    "import",
    "compile",
    "report h13",
    "report all",
    "import+report",
    "import+compile+report",
    "report model",
    "compile model+report",
    "report model --compile",
    "ANEForge",
]


def cell(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


def ratio(a: float | None, b: float | None) -> str:
    return "-" if a is None or b is None else f"{a / b:.1f}x"


def graphs(only: Sequence[str], extra: Sequence[str]) -> list[Graph]:
    found = [Graph(p.stem.removeprefix("light_"), p) for p in sorted(ZOO.glob("light_*.onnx"))]
    found += [Graph(Path(p).name, Path(p)) for p in extra]
    found += [Graph(p.name, p) for p in sorted(EXAMPLES.glob("*.mlir"))]
    return [g for g in found if not only or g.name in only]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--only", default="", help="comma-separated graph names, e.g. resnet50,resnet18.mlir (default: all)")
    parser.add_argument("--onnx", action="append", default=[], help="another ONNX file to measure (repeatable)")
    parser.add_argument("--peer-python", help="a Python with aneforge (default: this one, or build/peer-venv's)")
    parser.add_argument(
        "--clock",
        choices=("wall", "cpu"),
        default="wall",
        help="wall: elapsed seconds; cpu: user + system seconds of the tools' processes (for a shared machine)",
    )
    args = parser.parse_args()
    global CLOCK
    CLOCK = args.clock
    peer_python = find_peer(args.peer_python)
    print(f"machine: {os.cpu_count()} CPUs, {platform.processor() or platform.machine()}, Python {platform.python_version()}")
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}; best of {args.repeat}, {CLOCK} seconds")
    print(f"ANEForge: {peer_python or 'not found'}")
    print()
    print("| graph | " + " | ".join(COLUMNS) + " | import+report / ANEForge | report model / ANEForge |")
    print("|---|" + "---:|" * (len(COLUMNS) + 2))
    with tempfile.TemporaryDirectory(prefix="anec-bench-") as tmp:
        for graph in graphs([s for s in args.only.split(",") if s], args.onnx):
            row = measure(graph, Path(tmp), args.repeat, peer_python)
            cells = " | ".join(cell(row.get(c)) for c in COLUMNS)
            ratios = f"{ratio(row['import+report'], row['ANEForge'])} | {ratio(row.get('report model'), row['ANEForge'])}"
            print(f"| {graph.name} | {cells} | {ratios} |", flush=True)
    print()
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
