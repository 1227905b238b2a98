"""
Whether the tools stay linear in graph size: synthetic graphs of about
--small and --large ops (default 2,000 and 20,000), a chain and a DAG, each
imported from ONNX (the chain's ONNX form, `anec-import`; --no-import skips it), parsed (`anec-opt`, parse + verify + print), compiled (`anec-opt -p
'anec-compile{target=h13}'`) and reported on H13 (`anec-report --target
h13`, on the graph as written and on the compiled one). Prints the best wall
time and the best CPU time (user + system, steadier than wall time on a
shared machine) of --repeat runs, process start-up included, per size, and
the ratio of large to small; linear is a ratio of at most 11 for 10x the ops (issue:
"compile and report linear in graph size"). docs/performance.md records one run.

    .venv/bin/python bench/scaling.py
    .venv/bin/python bench/scaling.py --small 200 --large 2000 --repeat 1
    .venv/bin/python bench/scaling.py --small 100000 --large 1000000 --graphs chain --stages report
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

TENSOR = "tensor<1x32x16x16xf16>"
WEIGHTS = "tensor<32x32x3x3xf16>"


def chain(ops: int) -> str:
    """A chain of (3x3 convolution, ReLU) layers: `ops` ops, each using the one before."""
    layers = max(1, ops // 2)
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


def dag(ops: int) -> str:
    """Residual blocks (convolution, ReLU, convolution, add of the block's
    input, ReLU): `ops` ops whose values are used twice, so every op has a
    long-lived operand as in a ResNet."""
    blocks = max(1, ops // 5)
    t, w = TENSOR, WEIGHTS
    conv = "{padding_style = #anec.padding_style<same>}"
    lines = [f"func.func @dag(%x0: {t}, %w: {w}) -> {t} {{"]
    for i in range(blocks):
        lines += [
            f"  %a{i} = anec.convolution %x{i}, %w {conv} : {t}, {w} -> {t}",
            f"  %b{i} = anec.relu %a{i} : {t}",
            f"  %c{i} = anec.convolution %b{i}, %w {conv} : {t}, {w} -> {t}",
            f"  %s{i} = anec.add %c{i}, %x{i} : {t}, {t} -> {t}",
            f"  %x{i + 1} = anec.relu %s{i} : {t}",
        ]
    lines.append(f"  func.return %x{blocks} : {t}")
    lines.append("}")
    return "\n".join(lines) + "\n"


GRAPHS: dict[str, Callable[[int], str]] = {"chain": chain, "dag": dag}


def onnx_chain(ops: int, path: Path) -> None:
    """The ONNX form of `chain`: `ops` nodes (Conv 3x3 same, Relu), one shared weight."""
    import numpy as np
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    layers = max(1, ops // 2)
    nodes = []
    for i in range(layers):
        nodes.append(helper.make_node("Conv", [f"x{i}", "w"], [f"c{i}"], pads=[1, 1, 1, 1]))
        nodes.append(helper.make_node("Relu", [f"c{i}"], [f"x{i + 1}"]))
    weight = numpy_helper.from_array(np.random.default_rng(0).standard_normal((32, 32, 3, 3)).astype(np.float32), "w")
    graph = helper.make_graph(
        nodes,
        "chain",
        [helper.make_tensor_value_info("x0", TensorProto.FLOAT, [1, 32, 16, 16])],
        [helper.make_tensor_value_info(f"x{layers}", TensorProto.FLOAT, [1, 32, 16, 16])],
        [weight],
    )
    onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]), path)


def best_time(command: list[str], repeat: int) -> tuple[float, float, float]:
    """(best wall seconds, best CPU seconds: user + system of the process,
    its peak resident memory in MB) of `repeat` runs."""
    wall = cpu = float("inf")
    peak = 0.0
    for _ in range(repeat):
        start = time.perf_counter()
        child = subprocess.Popen(command, stdout=subprocess.DEVNULL)
        _, status, usage = os.wait4(child.pid, 0)
        wall = min(wall, time.perf_counter() - start)
        if os.waitstatus_to_exitcode(status) != 0:
            raise subprocess.CalledProcessError(os.waitstatus_to_exitcode(status), command)
        cpu = min(cpu, usage.ru_utime + usage.ru_stime)
        peak = max(peak, usage.ru_maxrss / 1024)  # Linux reports kilobytes
    return wall, cpu, peak


STAGES = ("import", "parse", "compile", "report", "report compiled")


def measure(
    tool_dir: Path, work: Path, kind: str, ops: int, repeat: int, stages: Sequence[str] = STAGES
) -> dict[str, tuple[float, float, float]]:
    """The stages of `stages` on a graph of `kind` and `ops` ops (the import
    on the chain only). The timed compile writes the compiled file the last
    stage reports, so a graph is compiled once (a 10^6-op compile takes minutes)."""
    source = work / f"{kind}{ops}.mlir"
    compiled = work / f"{kind}{ops}.h13.mlir"
    source.write_text(GRAPHS[kind](ops))
    opt, report = str(tool_dir / "anec-opt"), str(tool_dir / "anec-report")
    compile_command = [opt, str(source), "-p", "anec-compile{target=h13}", "-o", str(compiled)]
    times = {}
    for stage in stages:
        if stage == "import" and kind == "chain":
            model = work / f"{kind}{ops}.onnx"
            onnx_chain(ops, model)
            times[stage] = best_time([str(tool_dir / "anec-import"), str(model), "-o", os.devnull], repeat)
        elif stage == "parse":
            times[stage] = best_time([opt, str(source)], repeat)
        elif stage == "compile":
            times[stage] = best_time(compile_command, repeat)
        elif stage == "report":
            times[stage] = best_time([report, str(source), "--target", "h13"], repeat)
        elif stage == "report compiled":
            if not compiled.exists():
                subprocess.run(compile_command, check=True, stdout=subprocess.DEVNULL)
            times[stage] = best_time([report, str(compiled), "--target", "h13"], repeat)
    for path in work.glob(f"{kind}{ops}.*"):
        path.unlink()  # a 10^6-op graph is 100 MB of text, its compiled form more
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    parser.add_argument("--small", type=int, default=2000, help="ops in the small graphs")
    parser.add_argument("--large", type=int, default=20000, help="ops in the large graphs")
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--graphs", default="chain,dag")
    parser.add_argument("--no-import", action="store_true", help="skip the ONNX import stage (the chain's ONNX form)")
    parser.add_argument(
        "--stages", default=",".join(STAGES), help=f"the stages to time, of {', '.join(STAGES)} (default: all)"
    )
    args = parser.parse_args()
    stages = [s for s in args.stages.split(",") if not (args.no_import and s == "import")]
    unknown = sorted(set(stages) - set(STAGES))
    if unknown:
        parser.error(f"unknown stages {', '.join(unknown)}; the stages are {', '.join(STAGES)}")
    tool_dir = Path(sys.executable).parent
    print(f"machine: {os.cpu_count()} CPUs, {platform.processor() or platform.machine()}, Python {platform.python_version()}")
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}; best of {args.repeat}, seconds")
    print()
    print(
        f"| graph | stage | {args.small} ops | {args.large} ops | ratio | CPU {args.small} | CPU {args.large} | CPU ratio "
        f"| peak MB {args.small} | peak MB {args.large} |"
    )
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory(prefix="anec-scaling-") as tmp:
        for kind in args.graphs.split(","):
            small = measure(tool_dir, Path(tmp), kind, args.small, args.repeat, stages)
            large = measure(tool_dir, Path(tmp), kind, args.large, args.repeat, stages)
            for stage in small:
                (ws, cs, ms), (wl, cl, ml) = small[stage], large[stage]
                cells = f"{ws:.2f} | {wl:.2f} | {wl / ws:.1f}x | {cs:.2f} | {cl:.2f} | {cl / cs:.1f}x | {ms:.0f} | {ml:.0f}"
                print(f"| {kind} | {stage} | {cells} |", flush=True)
    print()
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
