"""
What `anec-report` and the Python API (`anec.estimate`) compute for one
module: the cost reports on the targets asked for, as written or compiled,
with the module as written beside the compiled one where a page shows both,
and the tuner's decisions where given; and its forms: the terminal table,
the JSON, the HTML page and the timeline trace (docs/reports.md).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.exceptions import DiagnosticException, PassFailedException, VerifyException

from anec.cost.analytic import Mode
from anec.cost.report import ModuleReport, OpReport, analyze_all
from anec.cost.refined import resolve
from anec.cost.targets import Target, load_targets
from anec.cost.work import CostError
from anec.tools.ir_io import UserError, anec_context, describe_pass_error
from anec.tools.progress import bar, info

ALL = "all"
"""The `target` that names all 28 targets."""


@dataclass(frozen=True)
class Report:
    """The estimate of one module on one target (or all 28), as written or compiled.

    `reports`: one `ModuleReport` per target, in the table's order;
    `written`: with `compiled`, the module as written on the same targets
    (empty unless asked for: the page shows both); `tuning`: the tuner's
    report text (`anec-tune{report=...}`), shown on the page."""

    reports: tuple[ModuleReport, ...]
    all_targets: bool = False
    compiled: bool = False
    written: tuple[ModuleReport, ...] = ()
    tuning: str | None = None

    @property
    def report(self) -> ModuleReport:
        """The first target's report (the only one unless `all_targets`)."""
        return self.reports[0]

    @property
    def rows(self) -> tuple[OpReport, ...]:
        """The first target's per-op rows (programs, then their members)."""
        return self.report.ops

    @property
    def total_latency_us(self) -> float:
        return self.report.total_latency_us

    @property
    def flops(self) -> int:
        return self.report.flops

    @property
    def bytes(self) -> int:
        return self.report.bytes

    @property
    def dispatches(self) -> int:
        return self.report.dispatches

    def to_json(self) -> dict[str, Any] | list[dict[str, Any]]:
        """What `anec-report --format json` writes: one report, or a list of one per target with `target='all'`."""
        if self.all_targets:
            return [r.to_json() for r in self.reports]
        return self.report.to_json()

    def to_trace(self) -> dict[str, Any]:
        """What `anec-report --format trace` writes: the predicted run of the first target as a Chrome trace-event document."""
        from anec.tools.trace import trace

        return trace(self.report)

    def to_html(self, title: str = "anec report") -> str:
        """What `anec-report --format html` writes: one self-contained page (plotly.js inlined)."""
        from anec.tools.html_report import page

        return page(self, title)

    def to_text(self) -> str:
        """What `anec-report` prints: the per-op table, or one row per target."""
        from anec.tools.anec_report import all_targets_table, table

        return all_targets_table(list(self.reports)) if self.all_targets else table(self.report)


def resolve_targets(name: str) -> list[Target]:
    """The targets `name` means: one target, chip or calibration file, or all 28."""
    try:
        return list(load_targets().values()) if name == ALL else [resolve(name)]
    except ValueError as err:
        raise UserError(f"error: {err}") from err


def compile_module(module: ModuleOp, target: Target, mode: Mode) -> ModuleOp:
    """`module` compiled in place by `anec-compile{target mode}`; a refusal is a `UserError`.
    The compiler is imported here: a report without `--compile` does not need it."""
    from anec.passes.compile import AnecCompilePass

    try:
        AnecCompilePass(target=target.label, mode=mode.value).apply(anec_context(), module)
    except PassFailedException as err:
        raise UserError(describe_pass_error(err)) from err
    except (VerifyException, DiagnosticException) as err:
        raise UserError(f"error: anec-compile{{target={target.label}}}: {err}") from err
    return module


def estimate(
    module: ModuleOp, targets: Sequence[Target], mode: Mode, *, all_targets: bool = False, compiled: bool = False,
    written: bool = False, tuning: str | None = None,
) -> Report:
    """The report of `module` on `targets` in `mode`. `compiled`: each target's
    report is of the module as `anec-compile` compiles it for that target
    (copies are compiled: `module` is not changed), the work targets share
    done once (`compile_shared`): the reports are those of compiling for
    each target alone; `written`: with `compiled`, the module as written is
    reported too."""
    try:
        before = tuple(analyze_all(module, targets, (mode,))) if compiled and written else ()
        if not compiled:
            return Report(tuple(analyze_all(module, targets, (mode,))), all_targets, False, (), tuning)
        try:
            reports = compiled_reports(module, targets, mode)
        except (UserError, CostError):
            # A refusal names the first target that refuses, as compiling target by target does.
            reports = [analyze_all(compile_module(module.clone(), target, mode), [target], (mode,))[0] for target in targets]
    except CostError as err:
        raise UserError(f"error: {err}") from err
    return Report(tuple(reports), all_targets, True, before, tuning)


def compiled_reports(module: ModuleOp, targets: Sequence[Target], mode: Mode) -> list[ModuleReport]:
    """Each target's report of `module` as `anec-compile` compiles it for it, in
    the order of `targets`: `compile_shared`'s modules, each reported with
    the estimate its compile annotated it with on its first target and
    analyzed again for each other target it stands for."""
    from anec.passes.compile import compile_shared

    by_name: dict[str, ModuleReport] = {}
    with bar(len(targets), "anec-compile", "target") as meter:
        try:
            for done in compile_shared(anec_context(), module, targets, mode):
                by_name[done.targets[0].label] = done.report
                by_name.update((r.target.label, r) for r in analyze_all(done.module, done.targets[1:], (mode,)))
                for target in done.targets:
                    meter.set_postfix_str(target.name)
                    if target is done.targets[0]:
                        info(__name__, "compiling for %s, mode %s", target.name, mode)
                    else:
                        info(__name__, "%s compiles as %s does (decision_key), mode %s", target.name, done.targets[0].name, mode)
                    report = by_name[target.label]
                    info(__name__, "%s: %.1f us over %d dispatches", target.name, report.total_latency_us, report.dispatches)
                    meter.update(1)
        except PassFailedException as err:
            raise UserError(describe_pass_error(err)) from err
        except (VerifyException, DiagnosticException) as err:
            raise UserError(f"error: anec-compile: {err}") from err
    return [by_name[target.label] for target in targets]
