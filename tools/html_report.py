"""
`anec-report --format html`: one self-contained page (docs/reports.md, "HTML
report"). The charts are Plotly figures and the page a Jinja2 template
(`report.html.jinja`); plotly.js is inlined, so the page needs no network
when opened. Per target: the totals, an interactive roofline (hovering a
point gives its ops, their work and bound; ops at the same point are one
marker), with `--compile` the programs the compiler formed and the module
as written beside the compiled one, and the per-op table with each op's
share of the total, sortable by any column and filtered by backend, bound
and program. With `--target all`, the targets side by side; with
`--tuning`, the tuner's decisions.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path
from typing import TYPE_CHECKING, Any

from anec.cost.report import ModuleReport, OpReport

if TYPE_CHECKING:
    from anec.tools.estimate import Report

TEMPLATE = Path(__file__).with_name("report.html.jinja")
COLORS = {"compute": "#e45756", "bandwidth": "#4c78a8", "dispatch": "#9d9d9d", "none": "#b5bd68"}
COLUMNS = [
    ("name", "text"), ("op", "text"), ("program", "text"), ("latency_us", "number"), ("share", "number"), ("bound", "text"),
    ("backend", "text"), ("flops", "number"), ("bytes", "number"), ("FLOP/B", "number"), ("lever", "text"), ("reason", "text"),
]


def _rows(report: ModuleReport) -> list[dict[str, Any]]:
    total = report.total_latency_us
    return [{**row.to_json(), "share": row.latency_us / total if total else 0.0} for row in report.ops]


def _figure_html(figure: Any, div_id: str) -> Any:
    """The figure's `<div>` and the script that draws it, as markup the page inserts unescaped."""
    from markupsafe import Markup

    return Markup(figure.to_html(full_html=False, include_plotlyjs=False, div_id=div_id, config={"displaylogo": False}))


def roofline(report: ModuleReport, div_id: str) -> str:
    """The target's roofline with the ops placed on it; ops at one point (to three digits) are one marker."""
    import plotly.graph_objects as go

    target = report.target
    peak, bandwidth = target.peak_tflops * 1e3, target.bandwidth_gbps
    points = [r for r in report.ops if r.program is None and r.flops > 0 and r.bytes > 0 and r.latency_us > 0]
    groups: dict[tuple[str, str, str], list[OpReport]] = defaultdict(list)
    for r in points:
        groups[(r.bound, f"{r.intensity:.3g}", f"{r.flops / r.latency_us / 1e3:.3g}")].append(r)
    lo = min([0.1] + [r.intensity for r in points])
    hi = max([10 * peak / bandwidth] + [r.intensity for r in points])
    xs = [lo * (hi / lo) ** (i / 100) for i in range(101)]
    figure = go.Figure()
    figure.add_trace(go.Scatter(x=xs, y=[min(peak, bandwidth * x) for x in xs], mode="lines", line={"color": "black"},
                                name=f"roofline ({peak:.0f} GFLOP/s, {bandwidth:g} GB/s)", hoverinfo="skip"))
    for bound in sorted({key[0] for key in groups}):
        chosen = [(key, rows) for key, rows in groups.items() if key[0] == bound]
        figure.add_trace(go.Scatter(
            x=[rows[0].intensity for _, rows in chosen],
            y=[rows[0].flops / rows[0].latency_us / 1e3 for _, rows in chosen],
            mode="markers", name=f"{bound}-bound",
            marker={"color": COLORS.get(bound, "#54a24b"), "size": [8 + 3 * min(len(rows) - 1, 6) for _, rows in chosen]},
            hovertext=["<br>".join(f"{r.name} ({r.op.removeprefix('anec.')}): {r.flops} FLOPs, {r.bytes} B, {r.latency_us:.1f} us, {r.bound}-bound"
                                   for r in rows) for _, rows in chosen],
            hoverinfo="text",
        ))
    figure.update_layout(
        title=f"{target.display_name} ({target.silicon}), mode {report.mode}", height=480, template="plotly_white",
        xaxis={"type": "log", "title": "arithmetic intensity (FLOP / DRAM byte)"},
        yaxis={"type": "log", "title": "attained GFLOP/s (latency incl. dispatch floor)"},
    )
    return _figure_html(figure, div_id)


def targets_chart(reports: list[ModuleReport], written: list[ModuleReport]) -> str:
    import plotly.graph_objects as go

    figure = go.Figure()
    names = [r.target.name for r in reports]
    if written:
        figure.add_trace(go.Bar(x=names, y=[r.total_latency_us for r in written], name="as written"))
    figure.add_trace(go.Bar(x=names, y=[r.total_latency_us for r in reports], name="compiled" if written else "latency"))
    figure.update_layout(height=420, template="plotly_white", barmode="group", yaxis={"title": "latency (us)", "type": "log"})
    return _figure_html(figure, "all-targets-chart")


def page(report: Report, title: str) -> str:
    """The HTML page of `report`."""
    import jinja2
    import plotly.offline
    from markupsafe import Markup

    written = {r.target.name: r for r in report.written}
    shown = report.reports[:1] if report.all_targets else report.reports
    sections = []
    for i, module_report in enumerate(shown):
        before = written.get(module_report.target.name)
        rows = _rows(module_report)
        members: dict[str, list[str]] = defaultdict(list)
        for row in module_report.ops:
            if row.program is not None:
                members[row.program].append(row.name.split("/", 1)[-1])
        target = module_report.target
        sections.append({
            "target": target.name,
            "heading": f"{target.name} ({target.display_name}, {target.silicon})" + (" (derived anchors)" if module_report.derived else "") + (f", on the {target.chip}" if target.chip else ""),
            "total_latency_us": module_report.total_latency_us, "dispatches": module_report.dispatches,
            "flops": module_report.flops, "bytes": module_report.bytes,
            "roofline": roofline(module_report, f"roofline-{i}"),
            "rows": rows,
            "choices": {c: sorted({str(r[c]) for r in rows if r[c] is not None}) for c in ("backend", "bound", "program")},
            "programs": [{"name": r.name, "latency_us": r.latency_us, "bound": r.bound, "members": ", ".join(members[r.name])}
                         for r in module_report.ops if r.op == "anec.program"],
            "written": before, "written_rows": _rows(before) if before is not None else [],
        })
    target_rows = []
    if report.all_targets:
        target_rows = [{
            "name": r.target.name, "tier": r.target.tier, "latency_us": r.total_latency_us, "dispatches": r.dispatches,
            "bound": r.dominant_bound(), "anchors": f"derived from {r.target.anchor}" if r.derived else "silicon",
            "written_us": written[r.target.name].total_latency_us if r.target.name in written else 0.0,
        } for r in report.reports]
    environment = jinja2.Environment(autoescape=True, undefined=jinja2.StrictUndefined, keep_trailing_newline=True)
    template = environment.from_string(TEMPLATE.read_text())
    return template.render(
        title=title, mode=str(report.report.mode), compiled=report.compiled, sections=sections,
        columns=[{"name": name, "kind": kind} for name, kind in COLUMNS],
        targets_chart=targets_chart(list(report.reports), list(report.written)) if report.all_targets else "",
        target_rows=target_rows, tuning=report.tuning, plotly_js=Markup(plotly.offline.get_plotlyjs()),
    )
