"""
`anec-report`: what a network costs on an Apple Neural Engine target.

    anec-report FILE --target h13 [--mode seed|refined] [--format table|json] [--plot roofline.png]
    anec-report FILE --target all                      # one row per target
    anec-report FILE --target h13 --compile            # the estimate after anec-compile

FILE is any anec IR (compiled or not), or a model (`.onnx`, `.mlpackage`,
`.mlmodel`) that the report imports first, in the same process, as
`anec-import` does with its defaults. The per-op table has the analytic
latency, its bound, work, DRAM bytes, arithmetic intensity, ZinEnginePerf
cycles (true count and the saturating 16-bit field), the placement model's
backend, SPEC section 7's lever and the reason an op is off the engine or
over a limit of the target (`anec.cost.reasons`); `--target all` estimates the whole graph
on all 28 targets, marking those whose roofline anchors are derived.
`--compile` reports the module as `anec-compile{target=T mode=M}` compiles
it for each target T reported (in the report's mode M), in the same
process: what `anec-opt FILE -p 'anec-compile{...}'` then `anec-report` of
its output give, without printing and parsing the compiled module.
"""

from __future__ import annotations

import argparse
import io
import math
import sys
from collections.abc import Iterator, Sequence
from operator import attrgetter
from pathlib import Path

from anec.cost.analytic import Mode
from anec.dialect.cost_record import COST_FIELDS, NUMERIC, Syntax, syntax, title
from anec.cost.report import ModuleReport, Wse2Report, aligned, analyze_wse2
from anec.cost.targets import WSE2_TARGET
from anec.tools.anec_import import load_input
from anec.tools.estimate import ALL, estimate, resolve_targets
from anec.tools.progress import add_arguments as add_progress_arguments, configure as configure_progress
from anec.tools.ir_io import ArgumentParser, UserError, check_outputs, run_tool, write_output, write_outputs

PLOT_FORMATS = (".png", ".svg")
FORMATS = ("table", "json", "html", "trace")


def fmt_count(value: int | None) -> str:
    return "-" if value is None else str(value)


def _cell(kind: Syntax, value: object) -> str:
    """A field of the cost record as the table shows it."""
    if kind in (Syntax.FLOAT, Syntax.FLOAT_OR_INF):
        return f"{value:.1f}"
    return fmt_count(value) if kind is Syntax.COUNT_OR_NONE else str(value)  # type: ignore[arg-type]


def table(report: ModuleReport) -> str:
    """The per-op table and totals, aligned for a terminal: a column per
    field of the cost record (`anec.dialect.cost_record`), in its order,
    between the op's names and the reason; a flag is a `!` after the column before it."""
    columns = [f for f in COST_FIELDS if syntax(f) is not Syntax.FLAG]
    numeric = {i for i, f in enumerate(columns, start=2) if syntax(f) in NUMERIC}
    lines = aligned(_TableRows(report, ("name", "op", *(title(f) for f in columns), "reason")), numeric)
    target = report.target
    derived = " (derived anchors)" if report.derived else ""
    chip = f", on the {target.chip}" if target.chip else ""
    lines.insert(0, f"target {target.name} ({target.display_name}, {target.silicon}){derived}{chip}, mode {report.mode}")
    lines.append(
        f"total: {report.total_latency_us:.1f} us over {report.dispatches} dispatches, "
        f"{report.flops} FLOPs, {report.bytes} DRAM bytes"
    )
    if any(r.saturated for r in report.ops):
        lines.append("! execute cycles saturate the 16-bit descriptor field (65535)")
    if report.engine_pin_ms is not None:
        lines.append(
            f"pinned to the engine (pin-engine): the placement objective is {report.engine_pin_ms:g} ms above "
            "the model's own placement (docs/placement.md)"
        )
    return "\n".join(lines) + "\n"


class _TableRows:
    """The header and each op's cells, made anew on every pass (`aligned`
    reads the rows twice: a table of 10^6 ops never holds every cell)."""

    def __init__(self, report: ModuleReport, header: tuple[str, ...]):
        self.report = report
        self.header = header
        self.fields = [(attrgetter(f.name), syntax(f)) for f in COST_FIELDS]

    def __iter__(self) -> Iterator[tuple[str, ...]]:
        yield self.header
        fields = self.fields
        for row in self.report.ops:
            cells = [row.name if row.program is None else f"  {row.name}", row.op.removeprefix("anec.")]
            for get, kind in fields:
                if kind is Syntax.FLAG:
                    if get(row):
                        cells[-1] += "!"
                else:
                    cells.append(_cell(kind, get(row)))
            cells.append(row.reason)
            yield tuple(cells)


def all_targets_table(reports: list[ModuleReport]) -> str:
    header = ("target", "tier", "latency_us", "dispatches", "bound", "anchors")
    rows = [header] + [
        (
            r.target.name,
            r.target.tier,
            f"{r.total_latency_us:.1f}",
            str(r.dispatches),
            r.dominant_bound(),
            f"derived from {r.target.anchor}" if r.derived else "silicon",
        )
        for r in reports
    ]
    return "\n".join(aligned(rows, (2, 3))) + "\n"


def plot_roofline(report: ModuleReport, path: str) -> bytes:
    """The target's roofline with every op placed on it (intensity vs attained
    rate), as the bytes of a `path.png` or `path.svg`."""
    import matplotlib

    matplotlib.use("Agg")
    matplotlib.rcParams["svg.hashsalt"] = "anec"  # deterministic SVG ids
    import matplotlib.pyplot as plt

    target = report.target
    peak = target.peak_tflops * 1e3
    bandwidth = target.bandwidth_gbps
    points = [r for r in report.ops if r.program is None and r.flops > 0 and r.bytes > 0 and r.latency_us > 0]
    lo = min([0.1] + [r.intensity for r in points])
    hi = max([10 * peak / bandwidth] + [r.intensity for r in points])
    xs = [lo * (hi / lo) ** (i / 200) for i in range(201)]
    fig, ax = plt.subplots(figsize=(8, 5.5))
    ax.plot(xs, [min(peak, bandwidth * x) for x in xs], color="black", label=f"roofline ({peak:.0f} GFLOP/s, {bandwidth:g} GB/s)")
    colors = {"compute": "tab:red", "bandwidth": "tab:blue", "dispatch": "tab:gray", "none": "tab:olive"}
    for bound in sorted({r.bound for r in points}):
        chosen = [r for r in points if r.bound == bound]
        ax.scatter(
            [r.intensity for r in chosen],
            [r.flops / r.latency_us / 1e3 for r in chosen],
            color=colors.get(bound, "tab:green"),
            label=f"{bound}-bound",
            zorder=3,
        )
        for r in chosen:
            ax.annotate(r.name, (r.intensity, r.flops / r.latency_us / 1e3), fontsize=7, xytext=(3, 3), textcoords="offset points")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("arithmetic intensity (FLOP / DRAM byte)")
    ax.set_ylabel("attained GFLOP/s (latency incl. dispatch floor)")
    ax.set_title(f"{target.display_name} ({target.silicon}), mode {report.mode}")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    buffer = io.BytesIO()
    try:
        fig.savefig(buffer, format=Path(path).suffix[1:], metadata={"Software": None} if path.endswith(".png") else {"Date": None})
    finally:
        plt.close(fig)
    return buffer.getvalue()


def wse2_table(report: Wse2Report) -> str:
    header = ("name", "M", "K", "N", "batch", "grid", "tiles", "compute", "broadcast", "cycles", "FLOP/cycle")
    rows = [header] + [
        (
            r.name,
            str(r.m),
            str(r.k),
            str(r.n),
            str(r.batch),
            f"{r.estimate.config.p}x{r.estimate.config.p}",
            f"{r.estimate.config.mt}x{r.estimate.config.kt}x{r.estimate.config.nt}",
            str(r.estimate.compute_cycles),
            str(r.estimate.broadcast_total),
            str(r.cycles),
            f"{r.estimate.flop_per_cycle:.3f}",
        )
        for r in report.rows
    ]
    lines = aligned(rows, range(1, len(header)))
    lines.insert(0, "target wse2 (Cerebras WSE-2, SUMMA GEMM model, SPEC section 9): anec.matmul only")
    lines.append(f"total: {report.total_cycles} cycles over {len(report.rows)} matmuls; {report.unmodelled} other ops not modelled")
    return "\n".join(lines) + "\n"


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = ArgumentParser(prog="anec-report", description=__doc__.splitlines()[1])
    parser.add_argument(
        "file", help="anec IR file ('-' for stdin), or a model imported first as anec-import does: .onnx, .mlpackage, .mlmodel"
    )
    parser.add_argument(
        "--target", required=True, help="target or chip name, e.g. h13 or 'M1 Pro' (see docs/targets.md), an anec-calibrate file, 'all', or 'wse2'"
    )
    parser.add_argument("--mode", default=Mode.SEED.value, choices=[m.value for m in Mode])
    parser.add_argument(
        "--format", default="table", choices=FORMATS,
        help="table (default), json, html (one self-contained page) or trace (the predicted run, Chrome/Perfetto trace-event JSON)",
    )
    parser.add_argument("--plot", metavar="FILE", help="draw the roofline with every op to FILE.png or FILE.svg")
    parser.add_argument("-o", "--output", metavar="FILE", help="write the report to FILE instead of stdout")
    parser.add_argument(
        "--tuning", metavar="FILE", help="with --format html: show this anec-tune report (its report= file) on the page"
    )
    parser.add_argument(
        "--compile", action="store_true", help="report the module as anec-compile compiles it for each target reported, in the report's mode"
    )
    add_progress_arguments(parser)
    return parser.parse_args(argv)


def json_text(payload: object) -> str:
    """`payload` as the report's JSON (indented, one final newline); json is
    imported here, by a report in that format only."""
    import json

    return json.dumps(payload, indent=2, allow_nan=False) + "\n"


def read_tuning(path: str) -> str:
    try:
        return Path(path).read_text()
    except (OSError, UnicodeDecodeError) as err:
        raise UserError(f"error: cannot read the tuning report '{path}': {getattr(err, 'strerror', None) or err}") from err


def main(argv: Sequence[str] | None = None) -> int:
    def body() -> int:
        args = parse_args(argv)
        configure_progress(args.verbose, args.quiet)
        if args.plot is not None and Path(args.plot).suffix not in PLOT_FORMATS:
            raise UserError(f"error: --plot takes a .png or .svg file, got '{args.plot}'")
        if args.plot is not None and args.target == "all":
            raise UserError("error: --plot needs one target, not 'all'")
        if args.tuning is not None and args.format != "html":
            raise UserError("error: --tuning shows a tuner's report on the page: it needs --format html")
        if args.format == "trace" and args.target == ALL:
            raise UserError("error: --format trace times one target's run, not 'all'")
        check_outputs([args.file], [args.output, args.plot])
        if args.target.lower() == WSE2_TARGET:
            if args.format == "trace":
                raise UserError("error: --format trace times an ANE target's dispatches; the wse2 target has none")
            if args.plot is not None:
                raise UserError("error: --plot draws an ANE roofline; the wse2 target has none")
            if args.compile:
                raise UserError("error: --compile compiles for an ANE target; the wse2 target has no compiler")
            wse2 = analyze_wse2(load_input(args.file, "anec-report"))
            text = json_text(wse2.to_json()) if args.format == "json" else wse2_table(wse2)
            write_output(args.output, text)
            return 0
        targets = resolve_targets(args.target)
        module = load_input(args.file, "anec-report")
        mode = Mode(args.mode)
        if args.target.endswith(".toml") and mode is Mode.SEED:
            print(
                f"anec-report: warning: '{args.target}' calibrates the refined mode; mode seed estimates with "
                f"{targets[0].name}'s SPEC figures (add --mode refined)",
                file=sys.stderr,
            )
        tuning = read_tuning(args.tuning) if args.tuning is not None else None
        html = args.format == "html"
        report = estimate(module, targets, mode, all_targets=args.target == ALL, compiled=args.compile, written=html, tuning=tuning)
        for one in report.reports:
            if not math.isfinite(one.total_latency_us):
                # JSON has no inf or nan, and an infinite estimate says nothing: a parameter is out of range.
                given = f" with the parameters of '{args.target}'" if args.target.endswith(".toml") else ""
                raise UserError(
                    f"error: the {one.mode.value} estimate on {one.target.name}{given} is {one.total_latency_us} us, "
                    "not a finite number; every parameter must keep the estimate finite"
                )
        if html:
            text = report.to_html(title=f"{Path(args.file).name} on {args.target}")
        elif args.format == "json":
            text = json_text(report.to_json())
        elif args.format == "trace":
            text = json_text(report.to_trace())
        else:
            text = report.to_text()
        outputs: list[tuple[str | None, str | bytes]] = [(args.output, text)]
        if args.plot is not None:
            outputs.insert(0, (args.plot, plot_roofline(report.report, args.plot)))
        write_outputs(outputs)
        return 0

    return run_tool("anec-report", body, exiting=argv is None, one_blas_thread=True)


if __name__ == "__main__":
    sys.exit(main())
