"""
`anec-sweep --html FILE`: the grid of a sweep on one self-contained page
(docs/sweeps.md, "The summary page"), made as the report's page is
(`html_report`: a Jinja2 template, `sweep.html.jinja`, and Plotly figures
with plotly.js inlined). Per option set and mode, a heat map of the
latency, models down and targets across (a cell with an error is blank and
listed below); then every row of the table, sortable by any column.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from anec.tools.html_report import _figure_html
from anec.tools.sweep import BACKENDS, COLUMNS, STATUS_OK

TEMPLATE = Path(__file__).with_name("sweep.html.jinja")


def heatmap(rows: Sequence[dict[str, Any]], div_id: str) -> str:
    """Latency (us) of `rows` (one option set and mode), models down, targets across, colored on a log scale."""
    import math

    import plotly.graph_objects as go

    models = list(dict.fromkeys(row["model"] for row in rows))
    targets = list(dict.fromkeys(row["target"] for row in rows))
    value = {(row["model"], row["target"]): row for row in rows}

    def cell(model: str, target: str) -> dict[str, Any] | None:
        found = value.get((model, target))
        return found if found is not None and found["status"] == STATUS_OK else None

    z = [[math.log10(c["latency_us"]) if (c := cell(m, t)) and c["latency_us"] > 0 else None for t in targets] for m in models]
    text = [[f"{c['latency_us']:.1f} us, {c['dispatches']} dispatches, {c['bound']}-bound" if (c := cell(m, t)) else "error"
             for t in targets] for m in models]
    figure = go.Figure(go.Heatmap(
        z=z, x=targets, y=[Path(m).name for m in models], text=text, hoverinfo="x+y+text", colorscale="Viridis",
        colorbar={"title": "log10 us"},
    ))
    figure.update_layout(height=110 + 28 * len(models), template="plotly_white", margin={"l": 180, "t": 20},
                         xaxis={"title": "target", "type": "category"}, yaxis={"autorange": "reversed", "type": "category"})
    return _figure_html(figure, div_id)


def page(rows: Sequence[dict[str, Any]], title: str) -> str:
    """The page of a sweep's rows (in table order)."""
    import jinja2
    import plotly.offline
    from markupsafe import Markup

    groups: dict[tuple[str, str, str], list[dict[str, Any]]] = {}
    for row in rows:
        groups.setdefault((row["options"], row["pipeline"], row["mode"]), []).append(row)
    sections = [
        {"options": options, "pipeline": pipeline or "(as written)", "mode": mode, "heatmap": heatmap(chosen, f"grid-{i}"),
         "errors": [r for r in chosen if r["status"] != STATUS_OK]}
        for i, ((options, pipeline, mode), chosen) in enumerate(sorted(groups.items()))
    ]
    shown = [name for name, _ in COLUMNS if name not in ("model_sha256", "pipeline", "anec_version")]
    numeric = {"latency_us", "flops", "bytes", "dispatches", *(f"{b}_us" for b in BACKENDS)}
    environment = jinja2.Environment(autoescape=True, undefined=jinja2.StrictUndefined, keep_trailing_newline=True)
    template = environment.from_string(TEMPLATE.read_text())
    return template.render(
        title=title, rows=rows, sections=sections, columns=[{"name": c, "kind": "number" if c in numeric else "text"} for c in shown],
        models=len({r["model"] for r in rows}), targets=len({r["target"] for r in rows}),
        failed=sum(1 for r in rows if r["status"] != STATUS_OK), versions=sorted({r["anec_version"] for r in rows}),
        plotly_js=Markup(plotly.offline.get_plotlyjs()),
    )
