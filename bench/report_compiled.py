"""
`anec-report` on compiled corpus networks: every network of the corpus of
`make validate` (devtools/corpus.py: torchvision and transformers models with
each ONNX exporter, the onnx wheel's zoo graphs with seeded random weights)
that this environment can build, and the bundled examples, is exported to
ONNX, imported (`anec-import G.onnx -o G.mlir`, fp16), compiled (`anec-opt
G.mlir -p 'anec-compile{target=T}' -o G.T.mlir`), and then `anec-report
G.T.mlir --target T` is timed: the best wall time of --repeat runs of the
console script, process start-up included, with its CPU seconds (user +
system) beside it. Prints a Markdown table and the worst case, and exits 1
when the worst wall time is above --limit (2 s: "anec-report on any compiled
corpus network takes under 2 s").

The ONNX, imported and compiled files are made once into --work
(build/bench-report) and reused. torch networks need torch, torchvision and
transformers (build/validate-venv, `make build/validate-venv/.installed`);
without them only the zoo graphs and the examples are measured.

    build/validate-venv/bin/python bench/report_compiled.py
    .venv/bin/python bench/report_compiled.py --only zoo_resnet50,resnet18.mlir

With --model-compile, it times instead `anec-report G.onnx --target T
--compile` on each graph's ONNX file (the example's `.mlir`): import,
compile and report in one process, --limit 10 s ("no single network's
import + compile + report over 10 s", issue "Today's networks").

    build/validate-venv/bin/python bench/report_compiled.py --model-compile --repeat 1

With --all-compile, it times instead one process compiling a model for every
target and reporting it (`anec-report MODEL --target all --compile`, default
MODEL: the onnx wheel's zoo `light_resnet50.onnx`; --limit 8 s there, the
bar of the issue "Sweeps past one machine"), in both cost modes with
--mode seed,refined.

    .venv/bin/python bench/report_compiled.py --all-compile --repeat 3
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import platform
import re
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
sys.path.insert(0, str(ROOT))  # devtools

from timing import ENV, best_time  # noqa: E402


@dataclass(frozen=True)
class Graph:
    name: str
    """The corpus row (`network/exporter`) or the example's file name."""
    network: str | None = None
    exporter: str | None = None
    example: Path | None = None

    @property
    def stem(self) -> str:
        """The name of its files in --work: `network-exporter` (`resnet50-dynamo.onnx`), or the example's."""
        return self.example.stem if self.example is not None else f"{self.network}-{self.exporter}"


def graphs(only: Sequence[str]) -> tuple[list[Graph], list[str]]:
    """The graphs this environment can build, and the corpus networks it cannot (for the printout)."""
    from devtools import corpus

    torch_ok = all(importlib.util.find_spec(m) for m in ("torch", "torchvision", "transformers"))
    found: list[Graph] = []
    missing: list[str] = []
    for name, exporter in corpus.cases():
        if corpus.BY_NAME[name].zoo is None and not torch_ok:
            missing.append(f"{name}/{exporter}")
            continue
        found.append(Graph(f"{name}/{exporter}", name, exporter))
    found += [Graph(p.name, example=p) for p in sorted((ROOT / "examples").glob("*.mlir"))]
    chosen = [g for g in found if not only or g.name in only or g.network in only]
    return chosen, missing


def run(command: Sequence[str]) -> None:
    done = subprocess.run(list(command), capture_output=True, env=ENV, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed:\n{done.stderr.decode(errors='replace')}")


def source(graph: Graph, work: Path) -> Path:
    """The graph as a user gives it to the tools: its ONNX file (exported once) or the example."""
    if graph.example is not None:
        return graph.example
    import onnx

    from devtools import corpus

    onnx_path = work / f"{graph.stem}.onnx"
    if not onnx_path.exists():
        model, _ = corpus.exported(corpus.BY_NAME[graph.network], graph.exporter)
        partial = work / f"{graph.stem}.part.onnx"
        onnx.save(model, str(partial))
        partial.rename(onnx_path)
    return onnx_path


def prepare(graph: Graph, work: Path, target: str) -> Path:
    """The graph compiled for `target` (made once: export, import, compile)."""
    compiled = work / f"{graph.stem}.{target}.mlir"
    if compiled.exists():
        return compiled
    imported = source(graph, work)
    if graph.example is None:
        onnx_path, imported = imported, work / f"{graph.stem}.mlir"
        if not imported.exists():
            run([str(BIN / "anec-import"), str(onnx_path), "-o", str(imported)])
    run([str(BIN / "anec-opt"), str(imported), "-p", f"anec-compile{{target={target}}}", "-o", str(compiled)])
    return compiled



OP = re.compile(r'^\s*(?:%[^=]*=\s*)?"?anec\.(\w+)')


def ops(path: Path) -> int:
    """The anec ops of a file other than constants (programs and the ops inside them each count)."""
    with path.open() as text:
        return sum(1 for line in text if (m := OP.match(line)) and m.group(1) != "constant")


def zoo_resnet50() -> Path:
    import onnx

    return Path(onnx.__file__).parent / "backend" / "test" / "data" / "light" / "light_resnet50.onnx"


def all_compile(model: Path, modes: Sequence[str], repeat: int, limit: float) -> int:
    """`anec-report MODEL --target all --compile --mode M` per mode: best wall and CPU seconds."""
    print(f"machine: {os.cpu_count()} CPUs, {platform.processor() or platform.machine()}, Python {platform.python_version()}")
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}; best of {repeat}")
    print(f"model: {model}\n")
    print("| command | wall s | CPU s |\n|---|---:|---:|")
    worst = 0.0
    for mode in modes:
        command = [str(BIN / "anec-report"), str(model), "--target", "all", "--compile", "--mode", mode]
        wall, cpu = best_time(command, repeat)
        worst = max(worst, wall)
        print(f"| `anec-report {model.name} --target all --compile --mode {mode}` | {wall:.2f} | {cpu:.2f} |", flush=True)
    print(f"\nload average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"worst: {worst:.2f} s wall (limit {limit:g} s)")
    return 1 if worst > limit else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "bench-report")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--target", default="h13")
    parser.add_argument("--limit", type=float, help="wall seconds allowed for one report (default 2; 8 with --all-compile)")
    parser.add_argument("--only", default="", help="comma-separated networks or rows, e.g. resnet50,zoo_vgg19/onnx,resnet18.mlir")
    parser.add_argument("--all-compile", nargs="?", const="", metavar="MODEL",
                        help="time `anec-report MODEL --target all --compile` instead (default MODEL: the zoo ResNet-50)")
    parser.add_argument("--mode", default="seed", help="with --all-compile: the cost modes, comma-separated")
    parser.add_argument("--model-compile", action="store_true",
                        help="time `anec-report G.onnx --target T --compile` (import, compile and report in one process) instead")
    args = parser.parse_args()
    if args.all_compile is not None:
        model = Path(args.all_compile) if args.all_compile else zoo_resnet50()
        return all_compile(model, args.mode.split(","), args.repeat, 8.0 if args.limit is None else args.limit)
    args.limit = (10.0 if args.model_compile else 2.0) if args.limit is None else args.limit
    args.work.mkdir(parents=True, exist_ok=True)
    chosen, missing = graphs([s for s in args.only.split(",") if s])
    print(f"machine: {os.cpu_count()} CPUs, {platform.processor() or platform.machine()}, Python {platform.python_version()}")
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}; best of {args.repeat}")
    if missing:
        print(f"not measured (torch, torchvision or transformers missing): {len(missing)} corpus rows")
    print()
    if args.model_compile:
        print(f"| graph | model MB | import + compile + report {args.target} wall s | CPU s |")
        print("|---|---:|---:|---:|")
    else:
        print(f"| graph | anec ops | compiled MB | report {args.target} wall s | CPU s |")
        print("|---|---:|---:|---:|---:|")
    worst: tuple[float, str] | None = None
    failed: list[str] = []
    for graph in chosen:
        try:
            timed = source(graph, args.work) if args.model_compile else prepare(graph, args.work, args.target)
        except Exception as err:  # noqa: BLE001 (an export or compile that fails is listed, not timed)
            print(f"| {graph.name} | - | - | - |{'' if args.model_compile else ' - |'}", flush=True)
            failed.append(f"{graph.name}: {str(err).strip().splitlines()[-1]}")
            continue
        command = [str(BIN / "anec-report"), str(timed), "--target", args.target]
        megabytes = timed.stat().st_size / 1e6
        if args.model_compile:
            try:
                wall, cpu = best_time([*command, "--compile"], args.repeat)
            except subprocess.CalledProcessError as err:
                print(f"| {graph.name} | {megabytes:.1f} | - | - |", flush=True)
                failed.append(f"{graph.name}: anec-report --compile exited {err.returncode}")
                continue
            print(f"| {graph.name} | {megabytes:.1f} | {wall:.2f} | {cpu:.2f} |", flush=True)
        else:
            wall, cpu = best_time(command, args.repeat)
            print(f"| {graph.name} | {ops(timed)} | {megabytes:.1f} | {wall:.2f} | {cpu:.2f} |", flush=True)
        if worst is None or wall > worst[0]:
            worst = (wall, graph.name)
    print()
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for line in failed:
        print(f"not compiled: {line}")
    if worst is None:
        return 1
    print(f"worst: {worst[1]}, {worst[0]:.2f} s wall (limit {args.limit:g} s)")
    return 1 if worst[0] > args.limit or failed else 0


if __name__ == "__main__":
    sys.exit(main())
