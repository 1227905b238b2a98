"""
`anec-tune`: the autotuner of SPEC section 7. For each function it
enumerates rewrites that compute the same result (under a tolerance, nearly
the same), estimates each with the analytic model
(`cost.analytic.estimate_module`, in `mode`) for the target, runs every
candidate that changes the IR in the reference interpreter against the
graph it started from (`gate=winners`: only until the cheapest eligible one
passes), caches the outcome on disk and picks the lowest estimate
deterministically. `docs/tuning.md` states what is searched and how.

This module is the pass: its options, the cache file, the progress bar and
the report file. The tuner itself is the package `anec.tuner` (the search
space, the search, the accuracy gate, the cache), a layer above the front
ends and below the tools: its gate runs the reference interpreter, which no
pass may import (docs/architecture.md).

Per function, in this order:

0. `anec-legalize` (required, not a decision: the target cannot run what it
   rewrites), then `anec-compile`'s pipeline on the legalized function: the
   reference, where every decision starts and what the gate compares with
   (so the tuned estimate is never above `anec-compile`'s). Its deviation
   from the function as written is reported.
1a. **Written-out attention** (greedy, per matmul-softmax-matmul pattern):
   kept, or recomposed into one `anec.attention`.
1b. **Attention route** (greedy, per `anec.attention`): kept as one op, or
   decomposed into matmul (q @ k^T), scale multiply, [mask add], softmax,
   matmul (@ v). Each route is estimated as the pipeline compiles it.
2. **Precision** (greedy, per multiply-array op with constant float
   weights, only when `tolerance > 0`): fp16, int8 weights, int8 compute,
   palettized 6 and 4 bits (`anec.passes.precision`), estimated as compiled.
3. **Fusion x tiling** (joint): pipelines cut from `passes.compile.PIPELINE`
   (`PIPELINE_CANDIDATES`: with and without `anec-tile`, `anec-fuse`,
   `anec-fold`, and with `anec-chimera` before `anec-tile`), estimated whole;
   the current form is `anec-compile`'s.
4. **Channel groups** (greedy, per multiply-array op): SPEC section 5's
   OCG, or a smaller one that activates more cores, estimated in place.
5. **Winograd** (greedy, per convolution that passes `anec-winograd`'s gate):
   direct, F(2x2, 3x3), F(4x4, 3x3), estimated in place.
6. **Fusion cuts** (greedy, per pair of programs with only views between):
   `anec-fuse`'s cut, merged, or the cut moved one op earlier or later.

Then `anec-cost` annotates the module in `mode`, as `anec-compile` does.

How a decision picks among its alternatives: `anec.tuner.search`.

```mlir
// anec-opt net.mlir -p 'anec-tune{target=h13 cache="tune.db" report="tune.txt"}'
```
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.dialects.func import FuncOp
from xdsl.passes import ModulePass
from xdsl.rewriter import Rewriter
from xdsl.utils.exceptions import PassFailedException, VerifyException

from anec.cost.analytic import Mode
from anec.cost.placement import MAX_STATES, PlacementError, check_state_bound
from anec.cost.targets import TARGET_ATTR
from anec.cost.work import CostError
from anec.passes import get_all_passes
from anec.passes.diagnostics import enum_option
from anec.passes.precision import NotApplicable
from anec.passes.set_target import target_for
from anec.tools.ir_io import UserError, write_output
from anec.tools.progress import bar
from anec.tuner.cache import TUNER_VERSION, Outcome, cache_key, read_cache, tuned_digest, warn, write_cache
from anec.tuner.report import format_report
from anec.tuner.search import replay, search
from anec.tuner.space import ANNOTATE, op_text, relabel_programs, single_function_module, the_function


GATE_ALL, GATE_WINNERS = "all", "winners"
"""The `gate` option's values (docs/tuning.md, "The accuracy gate")."""

DEFAULT_BUDGET = 64
"""Candidate evaluations per run unless `budget=N` says otherwise."""

LOG = logging.getLogger(__name__)


class Tuned(NamedTuple):
    """What the Python API's `anec.tune` gives: the tuned module and the tuner's report (its decisions, as text)."""

    module: ModuleOp
    report: str


LAST_REPORT: str = ""
"""The report text of the last `anec-tune` run in this process (also written to `report=PATH`)."""


def write_atomically(path: str, text: str) -> None:
    """`text` into `path` as every tool writes an output (`ir_io.write_output`):
    whole, through a temporary file beside it, with the usual file mode."""
    try:
        write_output(path, text)
    except UserError as err:
        raise PassFailedException(f"anec-tune: {str(err).removeprefix('error: ')}") from err


@dataclass(frozen=True)
class AnecTunePass(ModulePass):
    """From anec-compile's result, searches written-out attention, attention routes, precision, fusion x tiling,
    channel groups, Winograd forms and fusion cuts by the estimate, gated by the interpreter against anec-compile's outputs."""

    name = "anec-tune"

    target: str | None = None
    mode: str = Mode.SEED.value
    tolerance: float | int = 0.0
    """An integer is accepted too (`tolerance=0`), as it is written most often."""
    min_speedup: float | int = 1.0
    budget: int = DEFAULT_BUDGET
    cache: str | None = None
    report: str | None = None
    gate: str = GATE_ALL
    """`all`: every candidate that changes the IR is run; `winners`: only until the cheapest eligible one passes (same decisions, shorter report)."""
    placement_states: int = MAX_STATES
    """The state bound of the placement search in every `anec-fuse` run (`anec-compile`'s option of that name)."""

    def check_options(self) -> tuple[Mode, float, float]:
        mode = enum_option(Mode, self.mode, "cost mode")
        tolerance, min_speedup = float(self.tolerance), float(self.min_speedup)
        if not math.isfinite(tolerance) or tolerance < 0:
            raise PassFailedException(f"anec-tune: tolerance must be a finite number >= 0, got {self.tolerance}")
        if not math.isfinite(min_speedup) or min_speedup < 1:
            raise PassFailedException(f"anec-tune: min-speedup must be a finite number >= 1, got {self.min_speedup}")
        if isinstance(self.budget, bool) or not isinstance(self.budget, int) or self.budget < 0:
            raise PassFailedException(f"anec-tune: budget must be an integer >= 0, got {self.budget}")
        if self.gate not in (GATE_ALL, GATE_WINNERS):
            raise PassFailedException(f"anec-tune: unknown gate '{self.gate}'; expected {GATE_ALL} or {GATE_WINNERS}")
        try:
            check_state_bound(self.placement_states)
        except PlacementError as err:
            raise PassFailedException(f"anec-tune: placement-states: {err}") from err
        return mode, tolerance, min_speedup

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        global LAST_REPORT
        mode, tolerance, min_speedup = self.check_options()
        for path in (self.cache, self.report):
            if path is not None and not Path(path).resolve().parent.is_dir():
                raise PassFailedException(f"anec-tune: cannot write '{path}': its folder does not exist")
        target = target_for(op, self.target)
        op.attributes[TARGET_ATTR] = StringAttr(target.label)
        options = {
            "tolerance": tolerance,
            "min_speedup": min_speedup,
            "budget": self.budget,
            "gate": self.gate,
            "placement_states": self.placement_states,
        }
        budget = [self.budget]
        reports: list[tuple[dict[str, Any], str]] = []
        before = after = 0.0
        functions = [(f, cache_key(op_text(f), target, mode, options)) for f in op.ops if isinstance(f, FuncOp) and f.body.blocks]
        entries = read_cache(self.cache, [key for _, key in functions]) if self.cache is not None else {}
        found: dict[str, Any] = {}
        with bar(self.budget, "anec-tune", "candidate") as meter:
            for func, key in functions:
                written = single_function_module(op, func)
                meter.set_postfix_str(f"@{func.sym_name.data}")
                tuned = None
                if key in entries:
                    outcome = Outcome.from_json(entries[key])
                    why = None
                    try:
                        tuned = replay(ctx, written, target, mode, outcome, self.placement_states)
                        if tuned_digest(tuned) != entries[key]["tuned"]:
                            why = "its decisions replay into another function than the search that wrote it gave"
                    except (IndexError, KeyError, ValueError, TypeError, NotApplicable, PassFailedException, VerifyException, CostError) as err:
                        why = f"its decisions do not apply to the function ({str(err).splitlines()[0] if str(err) else type(err).__name__})"
                    if why is not None:
                        warn(f"cache '{self.cache}': entry {key[:16]} ignored: {why}; the function is searched again")
                        tuned = None
                    else:
                        LOG.info("@%s: cache hit %s, replayed", func.sym_name.data, key[:16])
                        reports.append((outcome.report, f"cache hit {key[:16]}"))
                if tuned is None:
                    LOG.info("@%s: searching on %s, mode %s (budget left %d)", func.sym_name.data, target.name, mode, budget[0])
                    tuned, outcome = search(
                        ctx, written, target, mode, tolerance, min_speedup, budget, self.gate == GATE_ALL, self.placement_states, meter
                    )
                    found[key] = {**outcome.to_json(), "tuned": tuned_digest(tuned)}
                    reports.append((outcome.report, f"searched, cache key {key[:16]}"))
                before += outcome.report["before_us"]
                after += outcome.report["after_us"]
                new = the_function(tuned)
                new.detach()
                Rewriter.replace_op(func, new)
        relabel_programs(op)
        annotate = get_all_passes()[ANNOTATE]()(target=target.label, mode=mode.value)  # type: ignore[call-arg]  # the registry types it as a ModulePass; anec-cost takes these options
        annotate.apply(ctx, op)
        header = (
            f"anec-tune report: target {target.name}, mode {mode.value}, tolerance {tolerance:g}, "
            f"min-speedup {min_speedup:g}, budget {self.budget}, gate {self.gate}, tuner version {TUNER_VERSION}"
        )
        LAST_REPORT = format_report(header, reports, before, after)
        if self.cache is not None and found:
            write_cache(self.cache, found)
        if self.report is not None:
            write_atomically(self.report, LAST_REPORT)
