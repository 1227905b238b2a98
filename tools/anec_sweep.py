"""
`anec-sweep`: models x targets x modes x named pipeline option sets, one row per cell.

    anec-sweep 'models/*.onnx' net.mlir --target all --mode seed,refined \\
        --options compile=anec-compile --options tuned='anec-tune{tolerance=0.01}' \\
        -o results.parquet --html results.html [--workers 2 | --scheduler tcp://host:8786]
    anec-sweep --grid grid.toml -o results.csv

Each cell imports its model (anec IR, `.onnx`, `.mlpackage`, `.mlmodel`; once
per process), runs the option set's pipeline with the cell's target and mode
(`""`: the module as written), and estimates it; the rows go to one table
(`.parquet` or `.csv`), rewritten atomically as cells finish. Cells already in
the table (same model content, target, mode, option set, anec version) are
not run again: a sweep stopped halfway and started again finishes the rest.
A cell whose input or pipeline is refused is a row with status `error` and
the diagnostic. `--workers N` runs the cells on a dask.distributed
LocalCluster of N processes; `--scheduler` on an existing Dask cluster
(docs/sweeps.md).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from anec.tools.ir_io import ArgumentParser, UserError, run_tool
from anec.tools.progress import add_arguments as add_progress_arguments, bar, configure as configure_progress
from anec.tools.sweep import DEFAULT_CHECKPOINT_S, DEFAULT_OPTIONS, Grid, load_grid, summary, sweep, unfinished_error


def split(values: Sequence[str] | None) -> tuple[str, ...]:
    """Repeated options, each also comma-separated (`--target h13,h17s --target 'M1 Pro'`)."""
    return tuple(part.strip() for value in values or () for part in value.split(",") if part.strip())


def option_set(text: str) -> tuple[str, str]:
    name, equals, pipeline = text.partition("=")
    if not equals:
        raise UserError(f"error: --options takes NAME=PIPELINE (e.g. compile=anec-compile, written=), got '{text}'")
    return name.strip(), pipeline.strip()


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = ArgumentParser(prog="anec-sweep", description=__doc__.splitlines()[1])
    parser.add_argument("models", nargs="*", help="model files or globs: anec IR, .onnx, .mlpackage, .mlmodel")
    parser.add_argument("--grid", metavar="FILE", help="a TOML grid file: models, targets, modes, [options] (the command line's axes replace its)")
    parser.add_argument("--target", action="append", help="target or chip names, or 'all' (repeatable, comma-separated)")
    parser.add_argument("--mode", action="append", help="cost modes: seed, refined (repeatable, comma-separated; default seed)")
    parser.add_argument(
        "--options", action="append", metavar="NAME=PIPELINE",
        help="a named option set: an anec-opt pipeline given each cell's target and mode (repeatable; default compile=anec-compile; NAME= is the module as written)",
    )
    parser.add_argument("-o", "--output", required=True, metavar="TABLE", help="the results table: .parquet or .csv (read first: its cells are not run again)")
    parser.add_argument("--html", metavar="FILE", help="also write the grid's summary page")
    parser.add_argument("--workers", type=int, default=0, help="run on a dask.distributed LocalCluster of N worker processes (default 0: in this process)")
    parser.add_argument("--scheduler", metavar="ADDRESS", help="run on the existing Dask cluster at ADDRESS (tcp://host:8786)")
    parser.add_argument(
        "--checkpoint", type=float, default=DEFAULT_CHECKPOINT_S, metavar="SECONDS",
        help=f"rewrite the table at most this often while cells finish (default {DEFAULT_CHECKPOINT_S:g}; 0: after every cell)",
    )
    add_progress_arguments(parser)
    return parser.parse_args(argv)


def grid_of(args: argparse.Namespace) -> Grid:
    base = load_grid(args.grid) if args.grid is not None else Grid((), ())
    options = tuple(option_set(text) for text in args.options or ())
    return Grid(
        models=tuple(args.models) or base.models,
        targets=split(args.target) or base.targets,
        modes=split(args.mode) or base.modes,
        options=options or base.options or DEFAULT_OPTIONS,
    )


def main(argv: Sequence[str] | None = None) -> int:
    def body() -> int:
        args = parse_args(argv)
        configure_progress(args.verbose, args.quiet)
        grid = grid_of(args)
        with bar(None, "anec-sweep", "cell") as meter:

            def progress(done: int, total: int) -> None:
                meter.total = total
                meter.update(1)

            outcome = sweep(
                grid, args.output, html=args.html, workers=args.workers, scheduler=args.scheduler,
                checkpoint=args.checkpoint, progress=progress,
            )
        print(summary(outcome, args.output), file=sys.stderr)
        if outcome.unfinished:
            raise UserError(unfinished_error(outcome))
        return 0

    return run_tool("anec-sweep", body, exiting=argv is None, one_blas_thread=True)


if __name__ == "__main__":
    sys.exit(main())
