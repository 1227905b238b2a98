"""
The report of `anec-tune` (docs/tuning.md, "The report"): each function's
decisions, their alternatives with their estimates and what the gate said,
the precision traded, and the estimates as written, compiled and tuned.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from anec.cost.report import aligned


def format_us(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f} us"


def precision_summary(decisions: Sequence[dict[str, Any]]) -> list[str]:
    """Which layers took a precision-trading form and what each bought (its
    decision's estimate before and after, at the time it was taken)."""
    lines: list[str] = []
    for decision in decisions:
        taken = decision["taken"]
        if decision.get("kind") != "precision" or taken is None:
            continue
        alt = decision["alternatives"][taken]
        saved = decision["current_us"] - alt["estimate_us"]
        layer = decision["decision"].removeprefix("precision: ")
        gate = alt["status"].removeprefix("taken: ")
        lines.append(
            f"  precision taken: {layer} -> {alt['name']}: {format_us(decision['current_us'])} -> "
            f"{format_us(alt['estimate_us'])} (saves {saved:.3f} us, {decision['current_us'] / alt['estimate_us']:.3f}x); {gate}"
        )
    return lines


def format_report(header: str, functions: Sequence[tuple[dict[str, Any], str]], before: float, after: float) -> str:
    lines = [header]
    for report, cache in functions:
        lines.append(f"function @{report['function']} ({cache})")
        lines.append(f"  legalization (required, not a decision): {report['legalization']}")
        lines.append(f"  reference (the start of the search and the gate's outputs): {report['reference']}")
        for decision in report["decisions"]:
            lines.append(f"  decision {decision['decision']} (current {format_us(decision['current_us'])})")
            table = [(alt["name"], format_us(alt["estimate_us"]), alt["status"]) for alt in decision["alternatives"]]
            lines += [f"    {line}" for line in aligned(table, (1,))]
            taken = decision["taken"]
            lines.append(f"    -> {'current kept' if taken is None else decision['alternatives'][taken]['name']}")
        for line in report.get("precision_not_searched", []):
            lines.append(f"  precision not searched for {line}")
        lines += precision_summary(report["decisions"])
        if report["budget_exhausted"]:
            lines.append("  budget exhausted: alternatives marked 'not evaluated' and later decisions kept the current form")
        written, tuned = format_us(report["before_us"]), format_us(report["after_us"])
        compiled = "" if report["reference_us"] is None else f", {format_us(report['reference_us'])} anec-compile"
        lines.append(f"  estimate @{report['function']}: {written} as written{compiled} -> {tuned} tuned")
    speedup = before / after if after else math.inf
    references = [report["reference_us"] for report, _ in functions]
    compiled = "" if None in references else f", {format_us(sum(references))} anec-compile"
    lines.append(f"whole graph: {format_us(before)} as written{compiled} -> {format_us(after)} tuned ({speedup:.2f}x)")
    return "\n".join(lines) + "\n"
