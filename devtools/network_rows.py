"""
The cache of the whole-network rows: `data/networks/<row id>.mlir`, each
network row of `data/measurements/ane_networks.jsonl` rebuilt from timm,
exported and imported shape-only by `anec.tools.network_rows`, under a first
comment line that gives its recipe (docs/networks.md). Deterministic: two
runs write the same bytes.

    python -m devtools.network_rows --write          # regenerate every file
    python -m devtools.network_rows --check          # exit 1 if one is stale
    python -m devtools.network_rows --table          # also compile (h13, h14, h16) and estimate each, timed
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from anec.tools.network_rows import network_text

ROOT = Path(__file__).resolve().parent.parent
MEASUREMENTS = ROOT / "data" / "measurements" / "ane_networks.jsonl"
CACHE = ROOT / "data" / "networks"
TARGETS = ("h13", "h14", "h16")
"""`--table` compiles for each; the A14 of the rows maps to h13 or h14 (`target_candidates`)."""


def rows(path: Path = MEASUREMENTS) -> list[dict[str, Any]]:
    """The network rows (`op: network`) of a measurements file, in file order."""
    found = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return [row for row in found if row.get("op") == "network"]


def cache_path(row: dict[str, Any], directory: Path = CACHE) -> Path:
    return directory / f"{row['id']}.mlir"


def smallest(all_rows: Sequence[dict[str, Any]], directory: Path = CACHE) -> dict[str, Any]:
    """The row whose cached file is smallest (the one the test regenerates)."""
    return min(all_rows, key=lambda row: cache_path(row, directory).stat().st_size)


def _bin(tool: str) -> str:
    return str(Path(sys.executable).parent / tool)


def _run(command: list[str]) -> tuple[str, float]:
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)}: {done.stderr.strip()}")
    return done.stdout, seconds


def _estimate(path: Path, target: str, mode: str) -> tuple[dict[str, Any], float]:
    out, seconds = _run([_bin("anec-report"), str(path), "--target", target, "--mode", mode, "--format", "json"])
    return json.loads(out), seconds


def table(all_rows: Sequence[dict[str, Any]], directory: Path = CACHE) -> str:
    """Every cached network compiled for h13, h14 and h16 (`anec-compile{target=T}`)
    and estimated in both modes, and compiled for h13 and h14 in the refined
    mode (`anec-compile{target=T mode=refined}`, which merges programs while
    the refined estimate does not rise) and estimated in it; each step timed
    (seconds, wall clock, one process each)."""
    lines = [
        "| row | measured us | anec ops | programs:dispatches h13 / h14 / h16 | seed h13 | refined h13 | seed h14 | refined h14 "
        "| compiled mode=refined: refined h13 (programs) | h14 (programs) | off-engine ops h13 / h14 "
        "| seconds: import, compile h13 / h14 / h16, reports, mode=refined compiles and reports |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    with tempfile.TemporaryDirectory() as scratch:
        for row in all_rows:
            path = cache_path(row, directory)
            import_seconds = float(row.get("_import_seconds", 0.0))
            programs, estimates, compile_s, report_s, refined_s = {}, {}, [], 0.0, 0.0
            for target in TARGETS:
                for mode in ("", "refined"):
                    if mode and target == "h16":
                        continue
                    option = f" mode={mode}" if mode else ""
                    compiled = Path(scratch) / f"{row['id']}-{target}{mode}.mlir"
                    _, seconds = _run([_bin("anec-opt"), str(path), "-p", f"anec-compile{{target={target}{option}}}", "-o", str(compiled)])
                    if mode:
                        refined_s += seconds
                    else:
                        compile_s.append(seconds)
                    for report_mode in ("seed", "refined") if not mode else ("refined",):
                        report, seconds = _estimate(compiled, target, report_mode)
                        if mode:
                            refined_s += seconds
                        else:
                            report_s += seconds
                        estimates[target, mode, report_mode] = report
                    programs[target, mode] = f"{sum(1 for op in report['ops'] if op['op'] == 'anec.program')}:{report['dispatches']}"
            off = [_off_engine(estimates[target, "", "seed"]) for target in ("h13", "h14")]
            cells = [
                row["id"],
                f"{row['measured_us']:.0f}",
                str(_anec_ops(path)),
                " / ".join(programs[target, ""] for target in TARGETS),
                *(f"{_total(estimates[target, '', mode]):.0f}" for target in ("h13", "h14") for mode in ("seed", "refined")),
                *(f"{_total(estimates[target, 'refined', 'refined']):.0f} ({programs[target, 'refined']})" for target in ("h13", "h14")),
                " / ".join(off),
                f"{import_seconds:.1f}, {' / '.join(f'{s:.1f}' for s in compile_s)}, {report_s:.1f}, {refined_s:.1f}",
            ]
            lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def _anec_ops(path: Path) -> int:
    """anec ops other than `anec.constant` (as docs/import.md counts them)."""
    from anec.tools.ir_io import anec_context, load_module

    module = load_module(anec_context(), str(path))
    return sum(1 for op in module.walk() if op.name.startswith("anec.") and op.name != "anec.constant")


def _total(report: dict[str, Any]) -> float:
    return float(report["total_latency_us"])


def _off_engine(report: dict[str, Any]) -> str:
    """The ops of the report placed off the engine: how many, by backend and op."""
    counts: dict[str, int] = {}
    for entry in report["ops"]:
        if entry["backend"] != "engine":
            key = f"{entry['backend']} {entry['op'].removeprefix('anec.')}"
            counts[key] = counts.get(key, 0) + 1
    return ", ".join(f"{n} {key}" for key, n in sorted(counts.items())) or "0"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="network_rows", description="Regenerate or check data/networks/ from the network rows.")
    action = parser.add_mutually_exclusive_group(required=True)
    action.add_argument("--write", action="store_true", help="regenerate every data/networks/<row id>.mlir")
    action.add_argument("--check", action="store_true", help="regenerate in memory; exit 1 if a file differs")
    action.add_argument("--table", action="store_true", help="rebuild, compile for h13/h14/h16 and estimate each (timed), as a markdown table")
    parser.add_argument("--rows", default="", help="comma-separated row ids (default: every network row)")
    args = parser.parse_args(argv)
    all_rows = rows()
    if args.rows:
        wanted = args.rows.split(",")
        unknown = sorted(set(wanted) - {row["id"] for row in all_rows})
        if unknown:
            parser.error(f"unknown row ids {', '.join(unknown)}; the network rows are {', '.join(row['id'] for row in all_rows)}")
        all_rows = [row for row in all_rows if row["id"] in wanted]
    stale = []
    for row in all_rows:
        start = time.perf_counter()
        text = network_text(row["params"])
        row["_import_seconds"] = time.perf_counter() - start
        path = cache_path(row)
        if args.check or args.table:
            if not path.exists() or path.read_text() != text:
                stale.append(str(path.relative_to(ROOT)))
            continue
        CACHE.mkdir(exist_ok=True)
        temporary = path.with_suffix(".mlir.tmp")
        temporary.write_text(text)
        temporary.replace(path)
        print(f"wrote {path.relative_to(ROOT)} ({len(text) // 1024} KiB, {row['_import_seconds']:.1f} s)")
    if stale:
        print(f"stale network rows (run python -m devtools.network_rows --write): {', '.join(stale)}", file=sys.stderr)
        return 1
    if args.table:
        print(table(all_rows), end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
