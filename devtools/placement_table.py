"""
The placement search on every example and corpus graph, on H13 and H17s
(docs/placement.md, "State bound"): the graph `anec-fuse` places (the
imported fp16 module after `anec-legalize`, `anec-fold` and
`anec-channel-group` for the target), its cut width, the search's state
bound by construction, the most states a step held, how many values it
relaxed, and whether the result is proven optimal (else its gap).

Two steps, so the table can be rewritten without the corpus environment:

    python -m devtools.placement_table collect [NAME|NAME-EXPORTER ...]   # corpus env (build/validate-venv)
    python -m devtools.placement_table write [--check]

`collect` builds each corpus network as `make validate` does
(`devtools.corpus.exported`: every row of `devtools.corpus.cases`, both ONNX
exporters, the onnx wheel's zoo graphs), imports it, runs the three passes per target and writes each
function's placement problem (per op: its cost per backend, the ops it
reads, its name) to `build/placement/`, NAME-EXPORTER-TARGET-FUNC.json; no
NAME: every network. A corpus row run (`python -m devtools.corpus run`,
`make validate`) writes its row's problems too, from the module it imported.
Exporting the whole corpus takes about an hour on two
loaded cores (the dynamo exporter is most of it); the problems are small.
`write` solves the examples' problems (computed on the spot) and every
problem in `build/placement/`, keeps the rows in `ROWS` (tracked, so a
partial `collect` replaces only its rows) and rewrites the table in
docs/placement.md between its markers; `--check` exits 1 if the example
rows or the page are stale instead of writing.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PROBLEMS = ROOT / "build" / "placement"
ROWS = ROOT / "docs" / "placement" / "search.json"
PAGE = ROOT / "docs" / "placement.md"
BEGIN = "<!-- placement-table: begin (python -m devtools.placement_table write) -->"
END = "<!-- placement-table: end -->"
TARGETS = ("h13", "h17s")
EXAMPLES = ROOT / "examples"


def problems(module: Any, target: str) -> list[tuple[str, list[list[Any]]]]:
    """Each function of `module` (not changed) as `anec-fuse` places it on
    `target`: (function name, [[cost per backend, operand nodes, op name], ...])."""
    from xdsl.dialects.func import FuncOp

    from anec.cost.placement import operand_nodes, placeable_ops, placement_model
    from anec.cost.targets import get_target
    from anec.cost.work import work_scope
    from anec.passes.compile import PIPELINE, pipeline
    from anec.tools.ir_io import anec_context

    module = module.clone()
    ctx = anec_context()
    for stage in pipeline(target, "seed")[: PIPELINE.index("anec-fuse")]:
        stage.apply(ctx, module)
    model = placement_model(get_target(target))
    found = []
    for func in (op for op in module.ops if isinstance(op, FuncOp)):
        ops = placeable_ops(func)
        index = {op: i for i, op in enumerate(ops)}
        with work_scope():
            nodes = [[list(model.op_costs(op)), list(operand_nodes(op, index)), op.name] for op in ops]
        found.append((func.sym_name.data, nodes))
    return found


def solve(nodes: Sequence[Sequence[Any]]) -> dict[str, Any]:
    """The search on one problem with the default bound, as `anec-fuse` runs it."""
    from anec.cost.placement import ENGINE, Node, load_placement_model, search

    model = load_placement_model()
    solution = search([Node(tuple(map(float, costs)), tuple(operands)) for costs, operands, _ in nodes], model)
    stats = solution.stats
    off: dict[str, int] = {}
    for (_, _, name), b in zip(nodes, solution.choice):
        if model.backends[b].name != ENGINE:
            where = f"{name} on {model.backends[b].name}"
            off[where] = off.get(where, 0) + 1
    return {
        "ops": len(nodes),
        "cut_width": stats.cut_width,
        "bound": stats.bound,
        "states": stats.states,
        "relaxed": stats.relaxed,
        "exact": solution.exact,
        "gap_ms": round(solution.gap, 6),
        "off_engine": dict(sorted(off.items())),
    }


def example_rows() -> list[dict[str, Any]]:
    from anec.tools.ir_io import anec_context
    from xdsl.parser import Parser

    rows = []
    for path in sorted(EXAMPLES.glob("*.mlir")):
        module = Parser(anec_context(), path.read_text(), str(path)).parse_module()
        for target in TARGETS:
            for func, nodes in problems(module, target):
                rows.append({"graph": path.stem, "exporter": "example", "target": target, "function": func, **solve(nodes)})
    return rows


def collect(names: Iterable[str]) -> None:
    """The corpus networks' placement problems, written to `PROBLEMS`."""
    from devtools import corpus
    from anec.frontend.onnx import convert_onnx

    chosen = set(names)
    for name, exporter in corpus.cases():
        if name not in chosen and f"{name}-{exporter}" not in chosen:
            continue
        try:
            model, _ = corpus.exported(corpus.BY_NAME[name], exporter)
            module = convert_onnx(model).module
        except Exception as err:  # noqa: BLE001 (the row's failure is the corpus table's business)
            print(f"{name} ({exporter}): not collected: {corpus.describe(err)}", file=sys.stderr)
            continue
        write_problems(name, exporter, module)


def write_problems(name: str, exporter: str, module: Any) -> None:
    """The placement problems of corpus row NAME-EXPORTER's imported fp16 `module` on each target, written
    to `PROBLEMS` (also by the corpus run itself, `devtools.corpus`, so a row run needs no second export)."""
    PROBLEMS.mkdir(parents=True, exist_ok=True)
    for target in TARGETS:
        try:
            found = problems(module, target)
        except Exception as err:  # noqa: BLE001 (a target that cannot compile the graph has nothing to place: the corpus row says why)
            print(f"{name} ({exporter}) on {target}: not collected: {' '.join(str(err).split())[:300]}", file=sys.stderr, flush=True)
            continue
        for func, nodes in found:
            path = PROBLEMS / f"{name}-{exporter}-{target}-{func}.json"
            path.write_text(json.dumps(nodes))
            print(f"{path.name}: {len(nodes)} ops", file=sys.stderr, flush=True)


def corpus_rows() -> list[dict[str, Any]]:
    from devtools import corpus

    rows = []
    for path in sorted(PROBLEMS.glob("*.json")):
        name, exporter, target, func = path.stem.split("-", 3)
        if name not in corpus.BY_NAME:
            continue
        nodes = json.loads(path.read_text())  # a backend an op may not run on: Infinity
        rows.append({"graph": name, "exporter": exporter, "target": target, "function": func, **solve(nodes)})
    return rows


def _key(row: dict[str, Any]) -> tuple[Any, ...]:
    return (row["exporter"] != "example", row["graph"], row["exporter"], TARGETS.index(row["target"]), row["function"])


def merged(old: list[dict[str, Any]], new: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """`old` with every row of `new` replacing the row of its graph, exporter, target and function."""
    rows = {(r["graph"], r["exporter"], r["target"], r["function"]): r for r in old}
    rows.update({(r["graph"], r["exporter"], r["target"], r["function"]): r for r in new})
    return sorted(rows.values(), key=_key)


STATS = ("ops", "cut_width", "bound", "states", "relaxed", "exact", "gap_ms", "off_engine")


def table(rows: Sequence[dict[str, Any]]) -> str:
    """The markdown table of `rows`: one line per graph, exporter and
    function, both targets on one line where every number agrees."""
    lines = [
        "| graph | exporter | target | ops | cut width | state bound | states held | relaxed | result | off the engine |",
        "|---|---|---|---:|---:|---:|---:|---:|---|---|",
    ]
    groups: list[tuple[list[str], dict[str, Any]]] = []
    for row in rows:
        last = groups[-1][1] if groups else None
        if last is not None and all(last[k] == row[k] for k in ("graph", "exporter", "function", *STATS)):
            groups[-1][0].append(row["target"])
        else:
            groups.append(([row["target"]], row))
    for targets, row in groups:
        if row["exact"]:
            result = "exact" if row["relaxed"] == 0 else "exact (the relaxed optimum is its cost)"
        else:
            result = f"gap {row['gap_ms']:g} ms"
        lines.append(
            f"| {row['graph']} | {row['exporter']} | {', '.join(targets)} | {row['ops']} | {row['cut_width']} | {row['bound']} "
            f"| {row['states']} | {row['relaxed']} | {result} | {off_engine(row['off_engine'])} |"
        )
    return "\n".join(lines)


def off_engine(counts: dict[str, int]) -> str:
    """`2 anec.gather on gpu`, comma-separated; `-` when every op is on the engine."""
    return ", ".join(f"{n} {where}" for where, n in counts.items()) or "-"


def page(text: str, rows: Sequence[dict[str, Any]]) -> str:
    """`text` (docs/placement.md) with the table between the markers replaced."""
    start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
    return text[:start] + "\n" + table(rows) + "\n" + text[end:]


def load_rows() -> list[dict[str, Any]]:
    return json.loads(ROWS.read_text()) if ROWS.exists() else []


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="placement_table", description=__doc__.split("\n\n")[0].strip())
    sub = parser.add_subparsers(dest="command", required=True)
    collecting = sub.add_parser("collect", help="write the corpus networks' placement problems to build/placement/ (corpus env)")
    collecting.add_argument("names", nargs="*", help="corpus networks or rows, NAME-EXPORTER (default: all)")
    writing = sub.add_parser("write", help="solve the examples and build/placement/, write the rows and docs/placement.md")
    writing.add_argument("--check", action="store_true", help="exit 1 if the example rows or the page are stale")
    args = parser.parse_args(argv)
    if args.command == "collect":
        from devtools import corpus

        rows = {f"{n}-{e}" for n, e in corpus.cases()}
        unknown = [n for n in args.names if n not in corpus.BY_NAME and n not in rows]
        if unknown:
            parser.error(f"unknown network(s): {', '.join(unknown)}")
        collect(args.names or [n.name for n in corpus.NETWORKS])
        return 0
    old = load_rows()
    rows = merged(old, example_rows() + ([] if args.check else corpus_rows()))
    text = page(PAGE.read_text(), rows)
    if args.check:
        stale = [name for name, same in (("rows", rows == old), ("page", text == PAGE.read_text())) if not same]
        if stale:
            print(f"stale: {', '.join(stale)}; run python -m devtools.placement_table write", file=sys.stderr)
        return 1 if stale else 0
    ROWS.parent.mkdir(parents=True, exist_ok=True)
    ROWS.write_text(json.dumps(rows, indent=1) + "\n")
    PAGE.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
