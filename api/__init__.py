"""
anec's Python API: load a network, compile it for an Apple Neural Engine
target, estimate what it costs, tune it (docs/api.md).

    import anec

    module = anec.load("examples/resnet_basic_block.mlir")   # anec IR, .onnx, .mlpackage, .mlmodel
    report = anec.estimate(module, target="h13")               # the per-op rows and the totals
    print(report.total_latency_us, report.dispatches)
    compiled = anec.compile(module, target="h13")              # anec-compile{target=h13}, on a copy

Everything is imported on first use: `import anec` (which every `anec.*`
module and tool runs first) loads nothing else. A problem with the input
is an `anec.Error` whose message is the tools' one-line diagnostic.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from xdsl.dialects.builtin import ModuleOp

    from anec.tools.estimate import Report
    from anec.tools.ir_io import UserError as Error
    from anec.tools.tune import Tuned

__all__ = ["Error", "Report", "Tuned", "compile", "estimate", "load", "sweep", "tune"]


def load(path: str | os.PathLike[str]) -> ModuleOp:
    """The module in `path`, verified: anec IR (`.mlir`), or a model imported as
    `anec-import` imports it with its defaults (`.onnx`, `.mlpackage`, `.mlmodel`)."""
    from anec.tools.anec_import import load_input

    return load_input(os.fspath(path), "anec")


def compile(module: ModuleOp, target: str, *, mode: str = "seed") -> ModuleOp:  # noqa: A001 (the API's verb)
    """A copy of `module` compiled by `anec-compile{target mode}` (legalize, fold,
    channel groups, fuse, tile, Winograd, cost annotations); `module` is left as it is.
    `target`: a target or chip name (`h13`, `"M1 Pro"`) or an anec-calibrate file."""
    from anec.cost.analytic import Mode
    from anec.tools.estimate import compile_module, resolve_targets

    (resolved,) = resolve_targets(target)
    return compile_module(module.clone(), resolved, _mode(mode, Mode))


def estimate(
    module_or_path: ModuleOp | str | os.PathLike[str], *, target: str = "h13", mode: str = "seed", compiled: bool = False
) -> Report:
    """The cost report of a module (or of the file `load` reads) on `target`
    (a target or chip name, an anec-calibrate file, or `"all"` for the 28
    targets) in `mode` (`seed` or `refined`): `anec-report`'s estimate, as a
    `Report` with `rows`, the totals, `to_json()`, `to_text()`. `compiled`:
    the report of the module as `anec-compile` compiles it for each target
    (the module as written is reported beside it); the argument is not changed."""
    from anec.cost.analytic import Mode
    from anec.tools.estimate import ALL, estimate as estimate_module, resolve_targets

    module = module_or_path if not isinstance(module_or_path, str | os.PathLike) else load(module_or_path)
    targets = resolve_targets(target)
    chosen = _mode(mode, Mode)
    if compiled:
        module = module.clone()
    return estimate_module(module, targets, chosen, all_targets=target == ALL, compiled=compiled, written=compiled)


def tune(module: ModuleOp, target: str, *, mode: str = "seed", tolerance: float = 0.0, **options: Any) -> Tuned:
    """A copy of `module` tuned by `anec-tune{target mode tolerance ...}` (docs/tuning.md):
    rewrites searched by the estimate and gated by the reference interpreter.
    `options` are the pass's other options by their Python names (`budget`,
    `min_speedup`, `gate`, `cache`, `placement_states`)."""
    from xdsl.utils.exceptions import PassFailedException

    from anec.tools import tune as tuner
    from anec.tools.estimate import resolve_targets
    from anec.tools.ir_io import UserError, anec_context, describe_pass_error

    (resolved,) = resolve_targets(target)
    copy = module.clone()
    try:
        tuner.AnecTunePass(target=resolved.label, mode=mode, tolerance=tolerance, **options).apply(anec_context(), copy)
    except PassFailedException as err:
        raise UserError(describe_pass_error(err)) from err
    return tuner.Tuned(copy, tuner.LAST_REPORT)


def sweep(
    models: Sequence[str | os.PathLike[str]] = (),
    targets: Sequence[str] = (),
    *,
    output: str | os.PathLike[str],
    modes: Sequence[str] = (),
    options: Mapping[str, str] | None = None,
    grid: str | os.PathLike[str] | None = None,
    html: str | os.PathLike[str] | None = None,
    workers: int = 0,
    scheduler: str | None = None,
) -> Any:
    """`anec-sweep` (docs/sweeps.md): every cell of models (paths or globs) x
    `targets` (target or chip names, `"all"`) x `modes` x `options` (name:
    pipeline, `""` for the module as written; default `{"compile": "anec-compile"}`)
    that the table `output` (`.parquet` or `.csv`) does not hold yet, run in this
    process, on a LocalCluster of `workers` processes, or on the Dask cluster at
    `scheduler`; `grid`: a TOML grid file whose axes the arguments given replace.
    Gives the outcome: `rows` (the grid's rows, in table order), `ran`, `reused`,
    and `unfinished` (cells a dying worker left: run again to finish them)."""
    from anec.tools.sweep import DEFAULT_OPTIONS, Grid, load_grid, sweep as run

    base = load_grid(os.fspath(grid)) if grid is not None else Grid((), ())
    chosen = Grid(
        models=tuple(os.fspath(m) for m in models) or base.models,
        targets=tuple(targets) or base.targets,
        modes=tuple(modes) or base.modes,
        options=tuple(options.items()) if options else base.options or DEFAULT_OPTIONS,
    )
    return run(chosen, os.fspath(output), html=None if html is None else os.fspath(html), workers=workers, scheduler=scheduler)


def _mode(name: str, modes: Any) -> Any:
    from anec.tools.ir_io import UserError

    try:
        return modes(name)
    except ValueError as err:
        raise UserError(f"error: unknown cost mode '{name}'; expected one of: {', '.join(m.value for m in modes)}") from err


def __getattr__(name: str) -> Any:
    """`anec.Report`, `anec.Tuned` and `anec.Error`, imported on first use."""
    if name == "Report":
        from anec.tools.estimate import Report

        return Report
    if name == "Tuned":
        from anec.tools.tune import Tuned

        return Tuned
    if name == "Error":
        from anec.tools.ir_io import UserError

        return UserError
    raise AttributeError(f"module 'anec' has no attribute '{name}'")
