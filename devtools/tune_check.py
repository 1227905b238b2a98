"""
`make tune-check`: `anec-tune` against `anec-compile` on every example
(`examples/*.mlir`), on the networks of `devtools.reference_models` named by
`--imported` (default: `bert_mini_layers`, BERT-mini's encoder stack exported
by PyTorch's TorchScript exporter and imported in fp16 with its weights
inline, so the precision decision sees them) and, with `--zoo`, on the onnx wheel's
zoo graphs (imported in fp16 with their constant fills replaced by seeded
random weights, as `make validate` reads them), on h13 and h17s by default: the
broad twin of `tests/test_tune.py::test_never_above_compile` (which tunes
the small examples, to keep `make test` fast).

For each graph and target: compile with `anec-compile`, measure the
deviation it introduces from the function as written in the reference
interpreter (`random_inputs`, seed 0: batch-norm folding rounds the folded
weights; Winograd sums in another order), tune at `--tolerance` (default 0:
bit-identical to `anec-compile`'s result, the tuner's reference;
`gate=winners`: the same decisions as the default gate, fewer runs; a budget
that never runs out unless `--budget` says otherwise), and check that the
tuned estimate is never above the compiled one. Prints a Markdown table (as
written, one dispatch per op after legalization and folding, the compiled
graph with every attention dispatched on its own (`attention_dispatched`,
the baseline of SPEC section 7's fused attention route; "-" without
attention), `anec-compile`, tuned, the tuned speedup over the baselines,
`anec-compile`'s deviation from the function as written, seconds) and exits
1 when a tuned estimate is above `anec-compile`'s. docs/tuning.md,
"Baselines", says what each baseline is.

    python -m devtools.tune_check [--targets h13,h17s] [--mode seed] [--examples a,b] [--imported a,b] [--zoo [a,b]]
                                  [--tolerance T] [--budget N] [--report-dir DIR]
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.parser import Parser

import anec.tools.tune as tune
from anec.tuner import gate, search, space
from anec.cost.analytic import Mode, estimate_module
from anec.cost.targets import get_target
from anec.dialect.attention import AttentionOp
from anec.dialect.program import ProgramOp
from anec.interpreter import entry_function, random_inputs, run
from anec.passes.compile import AnecCompilePass
from anec.passes.fuse import dataflow_graph, needs_dispatch, wrap
from anec.tools.ir_io import anec_context, load_module

ROOT = Path(__file__).resolve().parent.parent

BUDGET = 1_000_000
"""Candidate evaluations per graph by default: enough for every decision (the
tuner's default, 64, runs out on ResNet-18's Winograd decisions; the check is
of the search, and the budget cannot break it: an exhausted decision keeps
`anec-compile`'s form)."""

PER_OP = re.compile(r"\n    one-dispatch-per-op +([0-9.]+) us")

ZOO = ("bvlc_alexnet", "densenet121", "inception_v1", "inception_v2", "resnet50", "shufflenet", "squeezenet", "vgg19", "zfnet512")
"""The onnx wheel's zoo graphs (backend/test/data/light), as `devtools.validate_onnx.ZOO` names them."""


def example(path: Path) -> Callable[[], ModuleOp]:
    return lambda: load_module(anec_context(), str(path))


def zoo_graph(name: str) -> Callable[[], ModuleOp]:
    """The zoo graph `name` imported in fp16, its fills replaced by seeded random weights (`make validate`'s reading)."""

    def load() -> ModuleOp:
        import onnx

        from anec.frontend.onnx import convert_onnx
        from devtools.validate_onnx import DATA, randomize_fills

        return convert_onnx(randomize_fills(onnx.load(str(DATA / "light" / f"light_{name}.onnx")))).module

    return load


IMPORTED = ("bert_mini_layers",)
"""The `devtools.reference_models` networks tuned by default."""


def imported(name: str) -> Callable[[], ModuleOp]:
    """The reference network `name` exported by PyTorch (TorchScript, opset 17) and imported in fp16, weights inline."""
    text: list[str] = []

    def load() -> ModuleOp:
        if not text:
            from anec.frontend import module_text
            from anec.frontend.onnx import convert_onnx
            from devtools.reference_models import build, export

            model, example = build(name)
            text.append(module_text(convert_onnx(export(model, example), entry=name).module))
        return Parser(anec_context(), text[0], name).parse_module()

    return load


def attention_dispatched(module: ModuleOp, target: str, mode: Mode) -> float | None:
    """
    The baseline of SPEC section 7's "fused attention route" (docs/tuning.md,
    "Baselines"): the graph as `anec-compile` compiles it, except that every
    attention is one `anec.attention` dispatched on its own, cutting the
    program around it. Written-out attentions are recomposed first (decision
    1a's pattern); each program holding an attention is split into the run
    before it, the attention alone, outside any program (the engine's native
    attention path, which the refined model charges its host round trip:
    docs/cost-model.md), and the run after it (views stay where they are).
    Returns the estimate in us, or None for a graph without attention;
    `module` is rewritten.
    """
    ctx = anec_context()
    func = space.the_function(module)
    space.run_passes(ctx, module, [space.LEGALIZE], get_target(target), mode)
    space.apply_recomposition(func, [True] * len(space.written_attentions(func)))
    if not space.attention_ops(func):
        return None
    space.run_passes(ctx, module, space.pipeline_passes(space.FULL), get_target(target), mode)
    for program in [op for op in func.body.block.ops if isinstance(op, ProgramOp)]:
        if not any(isinstance(op, AttentionOp) for op in program.body.block.ops):
            continue
        label = program.label.data if program.label is not None else ""
        parts: list[list[Operation]] = [[]]
        for op in space.unwrap(program):
            if isinstance(op, AttentionOp):
                parts.append([])
            else:
                parts[-1].append(op)
        graph = dataflow_graph(func)
        for index, part in enumerate(p for p in parts if p and needs_dispatch(p)):
            wrap(graph, part, f"{label}.{index}")
    module.verify()
    return estimate_module(module, target, mode).latency_us


def check(
    name: str, load: Callable[[], ModuleOp], target: str, mode: Mode, tolerance: float, budget: int, report_dir: Path | None = None
) -> tuple[list[str], bool]:
    """One table row for the graph `load()` gives on `target`, and whether the tuned estimate is within `anec-compile`'s."""
    ctx = anec_context()
    start = time.perf_counter()
    compiled = load()
    AnecCompilePass(target=target, mode=mode.value).apply(ctx, compiled)
    written = load()
    before = estimate_module(written, target, mode).latency_us
    inputs = random_inputs(entry_function(written), seed=search.INPUT_SEED)
    deviation = gate.compare(run(compiled, inputs), run(written, inputs), 0.0)
    report = None if report_dir is None else str(report_dir / f"{name.replace(' ', '_')}.{target}.{mode.value}.txt")
    tune.AnecTunePass(target=target, mode=mode.value, tolerance=tolerance, gate=tune.GATE_WINNERS, budget=budget, report=report).apply(
        ctx, written
    )
    after = estimate_module(written, target, mode).latency_us
    reference = estimate_module(compiled, target, mode).latency_us
    per_op = [float(m) for m in PER_OP.findall(tune.LAST_REPORT)]
    per_op_us = sum(per_op) if per_op else None
    dispatched = attention_dispatched(load(), target, mode)
    ok = after <= reference
    row = [
        name,
        target,
        f"{before:.3f}",
        "-" if per_op_us is None else f"{per_op_us:.3f}",
        "-" if dispatched is None else f"{dispatched:.3f}",
        f"{reference:.3f}",
        f"{after:.3f}",
        f"{before / after:.2f}x",
        "-" if per_op_us is None else f"{per_op_us / after:.2f}x",
        "-" if dispatched is None else f"{dispatched / after:.2f}x",
        f"{deviation.max_abs:.3g} / {deviation.cosine:.6f}",
        f"{time.perf_counter() - start:.1f}",
        "ok" if ok else "ABOVE anec-compile",
    ]
    return row, ok


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--targets", default="h13,h17s")
    parser.add_argument("--mode", default=Mode.SEED.value, choices=[m.value for m in Mode])
    parser.add_argument("--examples", default=None, help="comma-separated example names (default: every examples/*.mlir; 'none' for none)")
    parser.add_argument("--imported", default=",".join(IMPORTED), help="comma-separated devtools.reference_models networks ('' for none)")
    parser.add_argument("--zoo", nargs="?", const=",".join(ZOO), default="", help="comma-separated zoo graphs (default with no value: all)")
    parser.add_argument("--tolerance", type=float, default=0.0)
    parser.add_argument("--budget", type=int, default=BUDGET)
    parser.add_argument("--report-dir", default=None, help="write each tuner report here")
    args = parser.parse_args(argv)
    paths = sorted((ROOT / "examples").glob("*.mlir"))
    if args.examples:
        wanted = set(args.examples.split(","))
        paths = [p for p in paths if p.stem in wanted]
    graphs = [(p.stem, example(p)) for p in paths]
    for name in filter(None, args.imported.split(",")):
        graphs.append((f"imported {name}", imported(name)))
    for name in filter(None, args.zoo.split(",")):
        if name not in ZOO:
            parser.error(f"unknown zoo graph '{name}'; expected one of {', '.join(ZOO)}")
        graphs.append((f"zoo {name}", zoo_graph(name)))
    report_dir = None if args.report_dir is None else Path(args.report_dir)
    if report_dir is not None:
        report_dir.mkdir(parents=True, exist_ok=True)
    header = [
        "graph", "target", "as written (us)", "per op (us)", "attention dispatched (us)", "anec-compile (us)", "tuned (us)",
        "vs as written", "vs per op", "vs attention dispatched", "anec-compile vs as written (max abs / cosine)", "s", "check",
    ]
    print(f"mode {args.mode}, tolerance {args.tolerance:g}, budget {args.budget}, gate winners")
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" for _ in header) + "|")
    failed = False
    for name, load in graphs:
        for target in args.targets.split(","):
            row, ok = check(name, load, target, Mode(args.mode), args.tolerance, args.budget, report_dir)
            failed |= not ok
            print("| " + " | ".join(row) + " |", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
