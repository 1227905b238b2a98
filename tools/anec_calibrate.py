"""
`anec-calibrate`: fits a target's refined-model parameters to your own
measured timings, and writes the probe kit to measure them with.

    anec-calibrate --probes DIR
    anec-calibrate TIMINGS.csv --target h13 -o my-m1.toml

`--probes DIR` writes the probe kit into DIR (a new folder): the workloads
whose timings identify every refined parameter (`calibration/probes.toml`), each
as a Core ML `.mlpackage` and as ONNX, `time_probes.py` to time them on a
Mac, and `probes.csv`, the template the timing script fills in
(docs/calibration.md). It needs coremltools (`pip install
'anec-compiler[coreml]'`).

TIMINGS.csv has a header with `op` and `measured_us`, the shape fields of
each op (the shapes `make fidelity` builds: docs/fidelity.md "Your own
timings"), and optionally `id`, `execution`, `dtype` and `statistic` (`min`
or `median` of the repeated calls). The fit starts from
the target's current parameters, prints each parameter before and after and
each row's residual, and writes a parameter file. Rows that dispatch an
attention alone (the native attention path: an `attention` row without
projections run as `other`, the bridge path, or as `single_dispatch`) fit
the native path's two parameters, the other rows the rest; without such
rows the native parameters stay the target's. Every tool then takes it
where it takes a target: `--target my-m1.toml` or `target="my-m1.toml"` (the
file's target, with your parameters in the refined mode). Bad input ends
with a one-line diagnostic and exit status 1, and no output file.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from anec.tools import progress
from anec.tools.ir_io import ArgumentParser, UserError, check_outputs, run_tool, write_output


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = ArgumentParser(prog="anec-calibrate", description="Fit a target's refined cost model to measured timings.")
    parser.add_argument("timings", nargs="?", help="CSV of measured timings (columns: op, shape fields, measured_us)")
    parser.add_argument("--target", help="the target (or chip name) the timings were measured on")
    parser.add_argument("-o", "--output", help="write the fitted parameter file here")
    parser.add_argument("--probes", metavar="DIR", help="write the probe kit into DIR (a new folder) instead of fitting")
    progress.add_arguments(parser)
    args = parser.parse_args(argv)
    progress.configure(args.verbose, args.quiet)
    if args.probes is not None:
        extra = [flag for flag, value in (("TIMINGS.csv", args.timings), ("--target", args.target), ("-o", args.output)) if value is not None]
        if extra:
            parser.error(f"--probes writes the kit only; drop {', '.join(extra)}")
    else:
        missing = [flag for flag, value in (("TIMINGS.csv", args.timings), ("--target", args.target), ("-o", args.output)) if value is None]
        if missing:
            parser.error(f"fitting needs {', '.join(missing)} (or --probes DIR to write the probe kit)")
    return args


def probes(directory: str) -> int:
    from anec.frontend.coreml import CoreMLImportError
    from anec.calibration.probes import load_kit, write_kit

    target = Path(directory)
    if target.exists() or target.is_symlink():
        raise UserError(f"error: cannot write the probe kit into '{directory}': it exists; give a new folder")
    if not target.parent.is_dir():
        raise UserError(f"error: cannot write the probe kit into '{directory}': no folder '{target.parent}'")
    from anec.tools.progress import bar

    kit = load_kit()
    try:
        with bar(len(kit), "probes", "model") as meter:

            def step(probe: str) -> None:
                meter.set_postfix_str(probe)
                meter.update()

            written = write_kit(target, kit, progress=step)
    except CoreMLImportError as err:
        raise UserError(f"error: the probe kit's models are Core ML programs: {err}") from err
    except OSError as err:
        raise UserError(f"error: cannot write the probe kit into '{directory}': {err.strerror or err}") from err
    print(f"anec-calibrate: {len(kit)} probes, {len(written)} files in {directory}; next: python time_probes.py probes.csv -o timings.csv (on the Mac), then anec-calibrate timings.csv --target NAME -o CHIP.toml")
    return 0


def calibrate(argv: Sequence[str] | None) -> int:
    from anec.cost.fit import mdape, relative_errors
    from anec.cost.report import aligned
    from anec.cost.refined import NATIVE_ATTENTION, AnchorFit, Fitted, RefinedParams, basis, efficiencies, params_for, prior_weight
    from anec.cost.targets import get_target
    from anec.calibration.rows import Prepared, RowError, Unsupported, buildable, fit_table, fit_tiers, load_csv, samples

    args = parse_args(argv)
    if args.probes is not None:
        return probes(args.probes)
    check_outputs([args.timings], [args.output])
    try:
        target = get_target(args.target)
    except ValueError as err:
        raise UserError(f"error: {err}") from err
    try:
        rows = [replace(row, chip=target.chip) for row in load_csv(args.timings, target.name)]
    except OSError as err:
        raise UserError(f"error: cannot read '{args.timings}': {err.strerror or err}") from err
    except RowError as err:
        raise UserError(f"error: {err}") from err
    if not rows:
        raise UserError(f"error: {args.timings}: no timings after the header")
    others = sorted({r.target for r in rows} - {target.name})
    if others:
        raise UserError(f"error: {args.timings}: rows name target(s) {', '.join(others)}; all rows must be on --target {target.name}")
    _, unbuilt = buildable(rows)
    if unbuilt:
        first = next(iter(unbuilt))
        raise UserError(f"error: {args.timings}: row {first}: {unbuilt[first]}" + (f" (and {len(unbuilt) - 1} more row(s) like it)" if len(unbuilt) > 1 else ""))
    try:
        measured = samples(rows, target.name)
    except (Unsupported, RowError) as err:
        raise UserError(f"error: {args.timings}: {err}") from err
    start = params_for(target)
    # The target's tier, started from its current parameters: the fit moves
    # its efficiencies, which on one target are its parameters over its basis.
    data = Prepared.of(rows, measured)
    fitted = fit_tiers(data, [True] * len(rows), prior_weight(), {target.tier: efficiencies(start, target)}).efficiencies[target.tier]
    params = RefinedParams(**{p: fitted[p] * basis(target, p) for p in start.__dataclass_fields__})
    before, after = relative_errors(measured, start), relative_errors(measured, params)
    print(f"anec-calibrate: {len(rows)} timings on {target.label}; median |error| {mdape(before):.1%} -> {mdape(after):.1%}")
    table = [("parameter", "before", "after")]
    table += [(name, f"{getattr(start, name):.4g}", f"{getattr(params, name):.4g}") for name in start.__dataclass_fields__]
    print("\n".join(aligned(table, (1, 2))))
    table = [("row", "measured us", "estimate us", "error")]
    table += [(row.id, f"{row.measured_us:.1f}", f"{sample.latency_us(params):.1f}", f"{error:+.1%}") for row, sample, error in zip(rows, measured, after)]
    print("\n".join(aligned(table, (1, 2, 3))))
    name = target.label  # a chip name keeps its SoC (Target.chip)
    header = (
        f"# Refined-model parameters of {name}, fitted by anec-calibrate on\n"
        f"# {args.timings} ({len(rows)} timings). Use it as --target FILE or target=\"FILE\".\n"
        f'[calibration]\ntarget = "{name}"'
    )
    base = {name: AnchorFit(name, {p: Fitted(getattr(start, p), "derived", f"{name}'s parameter before calibration") for p in start.__dataclass_fields__})}
    native = tuple(s.id for s in measured if s.native_calls)
    entries = {
        name: {
            p: Fitted(round(getattr(params, p), 6), "fitted", "fitted on the file's native attention rows", native) for p in NATIVE_ATTENTION
        }
    } if native else None
    text = fit_table({name: (params, [r.id for r in rows], mdape(after))}, base, header, prior_weight(), entries=entries)
    write_output(args.output, text)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    return run_tool("anec-calibrate", lambda: calibrate(argv), exiting=argv is None)


if __name__ == "__main__":
    raise SystemExit(main())
