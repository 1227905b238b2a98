"""
The search of `anec-tune` (docs/tuning.md, "The rule"): one function at a
time, from `anec-compile`'s result, each decision of `tuner.space` in
order, each alternative estimated (`cost.analytic`, in the mode) and gated
(`tuner.gate`) within a budget shared by the run; `replay` gives the tuned
function again from a cached outcome without searching.

A decision's alternatives are listed in a fixed order; the current form is
kept unless an alternative passes the gate and `estimate * min-speedup <=
current` with a strictly lower estimate; among those, the lowest estimate
(rounded to `TIE_DIGITS` decimals of a microsecond) wins, ties to the
earlier-listed one.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.func import FuncOp
from xdsl.utils.exceptions import PassFailedException, VerifyException

from anec.dialect.discardable import winograd_form
from anec.cost.analytic import Mode, estimate_module
from anec.cost.placement import MAX_STATES
from anec.cost.targets import Target
from anec.cost.work import CostError
from anec.interpreter import entry_function, random_inputs
from anec.passes.precision import PRECISION_CHOICES, NotApplicable, form_of, gemm_ops, searchable
from anec.passes.precision import rewrite as precision_rewrite
from anec.tuner.cache import Outcome
from anec.tuner.gate import Gate, Verdict
from anec.tuner.space import (
    ATTENTION_ROUTES,
    CUT_MOVES,
    FULL,
    LEGALIZE,
    NO_TILE,
    PIPELINE_CANDIDATES,
    WINOGRAD_CHOICES,
    WRITTEN_ROUTES,
    PassMemo,
    adjacent_programs,
    apply_attention,
    apply_channel_groups,
    apply_cuts,
    apply_pipeline,
    apply_precision,
    apply_recomposition,
    apply_winograd,
    attention_ops,
    channel_group_options,
    convolutions,
    decompose_attention,
    describe,
    move_cut,
    op_text,
    program_name,
    recompose_attention,
    run_passes,
    set_channel_groups,
    set_winograd,
    the_function,
    winograd_eligible,
    written_attentions,
)


INPUT_SEED = 0
"""The gate's inputs: `interpreter.random_inputs(function, seed=0)`."""


TIE_DIGITS = 6
"""Estimates equal to this many decimals of a microsecond tie (docs/tuning.md, "The rule")."""


LOG = logging.getLogger(__name__)


class BudgetExhausted(Exception):
    """No candidate evaluation left."""


@dataclass
class Alternative:
    name: str
    estimate_us: float | None = None
    status: str = ""

    def row(self) -> dict[str, Any]:
        return {"name": self.name, "estimate_us": self.estimate_us, "status": self.status}


@dataclass
class Search:
    """One function's search: its module (the function alone), the gate, the budget."""

    ctx: Context
    target: Target
    mode: Mode
    min_speedup: float
    budget: list[int]
    """Evaluations left, shared by every function of the run."""
    gate: Gate
    gate_all: bool = True
    """`gate=all` (default): every candidate that changes the IR runs; `gate=winners`: the eligible ones, cheapest first, until one passes."""
    decisions: list[dict[str, Any]] = field(default_factory=list)
    exhausted: bool = False
    meter: Any = None
    """The progress bar (`tools.progress.bar`): one step per candidate evaluated."""

    def estimate(self, module: ModuleOp) -> float:
        try:
            return estimate_module(module, self.target, self.mode).latency_us
        except CostError as err:
            raise PassFailedException(f"anec-tune: cannot estimate a candidate: {err.why}") from err

    def spend(self) -> None:
        if self.budget[0] <= 0:
            self.exhausted = True
            raise BudgetExhausted
        self.budget[0] -= 1
        if self.meter is not None:
            self.meter.update(1)

    def decide(
        self,
        title: str,
        current: ModuleOp,
        names: Sequence[str],
        build: Callable[[int], tuple[ModuleOp, ModuleOp]],
        current_index: int | None = None,
        estimated: ModuleOp | None = None,
    ) -> tuple[int | None, ModuleOp]:
        """Alternative `i` is `build(i)`: (the module estimated and gated, the
        module it gives: the same one, or for a rewrite estimated as the
        pipeline compiles it, the rewritten, uncompiled module the next
        decisions start from); `current_index` names the alternative that is
        the current form, estimated as `estimated` (default: `current`).
        Returns the index taken (None: current kept) and the module it gives."""
        base = self.estimate(current if estimated is None else estimated)
        current_text = op_text(current)
        alternatives = [Alternative(n) for n in names]
        built: dict[int, tuple[ModuleOp, ModuleOp]] = {}
        """Per alternative that changes the IR: (what is estimated and gated, what it gives)."""
        stopped = False
        for i, alt in enumerate(alternatives):
            if i == current_index:
                alt.estimate_us, alt.status = base, "current"
                continue
            if stopped:
                alt.status = "not evaluated: budget exhausted"
                continue
            try:
                self.spend()
            except BudgetExhausted:
                stopped = True
                alt.status = "not evaluated: budget exhausted"
                continue
            try:
                scored, candidate = build(i)
                alt.estimate_us = self.estimate(scored)
            except PassFailedException as err:
                alt.status = f"rejected: the rewrite fails: {err}"
                continue
            if op_text(candidate) == current_text:
                alt.status = "same IR as the current form"
                continue
            built[i] = (scored, candidate)
        def beats(estimate: float | None) -> bool:
            return estimate is not None and estimate < base and estimate * self.min_speedup <= base

        # gate=all: every candidate that changes the IR is gated, in listed order, whether or not it
        # would win. gate=winners: the eligible ones only, cheapest first, until one passes. The
        # alternative taken is the same either way: the cheapest eligible one that passes.
        order = sorted(built) if self.gate_all else [i for _, i in sorted((tie_key(alternatives[i].estimate_us), i) for i in built if beats(alternatives[i].estimate_us))]
        verdicts: dict[int, Verdict] = {}
        for i in order:
            verdicts[i] = self.gate.check(built[i][0])
            if not self.gate_all and verdicts[i].passed:
                break
        eligible = sorted(
            (tie_key(alternatives[i].estimate_us), i) for i in verdicts if beats(alternatives[i].estimate_us) and verdicts[i].passed
        )
        taken: int | None = eligible[0][1] if eligible else None
        for i in sorted(built):
            alt = alternatives[i]
            verdict = verdicts.get(i)
            kept_out = f"does not beat the current {base:.3f} us by min-speedup {self.min_speedup:g}"
            if verdict is None:
                alt.status = f"kept out: {kept_out} (not run, gate=winners)" if not beats(alt.estimate_us) else (
                    "not run: a cheaper alternative passed (gate=winners)"
                )
            elif not verdict.passed:
                alt.status = f"rejected: {verdict.describe()}"
            elif i == taken:
                alt.status = f"taken: {verdict.describe()}"
            elif beats(alt.estimate_us):
                alt.status = f"passed ({verdict.describe()}), not taken: {names[taken]} passed, cheaper or tied and listed first"
            else:
                alt.status = f"passed ({verdict.describe()}), kept out: {kept_out}"
        rows = [a.row() for a in alternatives]
        LOG.info("decision %s (current %.3f us): %s", title, base, "current kept" if taken is None else f"{names[taken]} taken")
        self.decisions.append({"decision": title, "current_us": base, "alternatives": rows, "taken": taken})
        return taken, built[taken][1] if taken is not None else current


def tie_key(estimate: float | None) -> float:
    """An estimate as the search compares it: rounded to `TIE_DIGITS` decimals
    of a microsecond, so estimates that differ only by float rounding in the
    order of summation tie, and the earlier-listed alternative wins."""
    assert estimate is not None
    return round(estimate, TIE_DIGITS)

class FunctionSearch:
    """
    One function's search, one step per decision (docs/tuning.md, "What is
    searched"): `__init__` legalizes the function and compiles it into the
    reference; each step then takes its decisions from `current`, the
    function as the decisions so far leave it, and returns what it decided
    (an `Outcome` field). `outcome` closes the search with its report.
    """

    def __init__(
        self,
        ctx: Context,
        written: ModuleOp,
        target: Target,
        mode: Mode,
        tolerance: float,
        min_speedup: float,
        budget: list[int],
        gate_all: bool,
        placement_states: int,
        meter: Any,
    ):
        self.ctx, self.target, self.tolerance = ctx, target, tolerance
        self.name = the_function(written).sym_name.data
        inputs = random_inputs(entry_function(written, self.name), seed=INPUT_SEED)
        as_written = Gate.of(written, self.name, inputs, 0.0)
        legal = written.clone()
        run_passes(ctx, legal, [LEGALIZE], target, mode)
        self.legalization = "no change" if op_text(legal) == op_text(written) else as_written.check(legal).describe()
        self.memo = PassMemo(ctx, target, mode, placement_states)
        # The reference: anec-compile's result, where anec-compile compiles the function.
        self.baseline_index, self.baseline = self.compiled(legal)
        if self.baseline_index == FULL:
            gate = Gate.of(self.baseline, self.name, inputs, tolerance)
            self.reference = f"anec-compile's result; against the function as written: {as_written.check(self.baseline).describe()}"
        else:
            try:
                self.memo.pipelined(legal, FULL)
            except PassFailedException as err:
                why = str(err)
            gate = Gate.of(legal, self.name, inputs, tolerance)
            self.reference = f"the legalized function, because anec-compile fails on it: {why}"  # pyright: ignore[reportPossiblyUnbound]
        self.s = Search(ctx, target, mode, min_speedup, budget, gate, gate_all, meter=meter)
        self.before = self.s.estimate(written)
        self.current = legal
        self.not_searched: list[str] = []
        """Why the precision of each multiply-array op not searched under a tolerance was not."""

    def compiled(self, module: ModuleOp) -> tuple[int | None, ModuleOp]:
        """(the PIPELINE_CANDIDATES index, `module` as it compiles): `full`
        (anec-compile's pipeline), else `no-tile` where `anec-tile` fails (an
        int8 weight is never cut, so a layer that must split stays whole),
        else (None) `module` itself where the pipeline cannot compile it."""
        for index in (FULL, NO_TILE):
            try:
                return index, self.memo.pipelined(module, index)
            except PassFailedException:
                pass
        return None, module

    def as_compiled(self, module: ModuleOp) -> ModuleOp:
        return self.compiled(module)[1]

    def rewrite_each(
        self,
        found: Callable[[FuncOp], Sequence[Any]],
        rewrite: Callable[[Any], None],
        routes: Sequence[str],
        title: Callable[[Any, int], str],
    ) -> list[bool]:
        """One decision per item `found` in the function: kept (0) or rewritten by `rewrite` (1).
        Each is estimated and gated as the pipeline compiles it."""
        s = self.s
        taken_list: list[bool] = []
        for index, item in enumerate(found(the_function(self.current))):
            if s.exhausted:
                taken_list.append(False)
                continue
            base, position = self.current, index - sum(taken_list)
            """`item`'s position among those left (a rewritten one is no longer one)."""

            def alternative(i: int, base: ModuleOp = base, position: int = position) -> tuple[ModuleOp, ModuleOp]:
                module = base.clone()
                if i == 1:
                    rewrite(found(the_function(module))[position])
                return self.as_compiled(module), module

            taken, self.current = s.decide(title(item, index), base, routes, alternative, current_index=0, estimated=self.as_compiled(base))
            taken_list.append(taken == 1)
        return taken_list

    def written_attention(self) -> list[bool]:
        """Decision 1a: written-out attention, kept or recomposed into one anec.attention."""
        return self.rewrite_each(
            written_attentions,
            recompose_attention,
            WRITTEN_ROUTES,
            lambda written_out, index: f"written-out attention: {describe(written_out.replaced[-1], index)}",
        )

    def attention_routes(self) -> list[bool]:
        """Decision 1b: each anec.attention kept as one op or decomposed."""
        return self.rewrite_each(attention_ops, decompose_attention, ATTENTION_ROUTES, lambda op, index: f"attention route: {describe(op, index)}")

    def precision(self) -> list[str]:
        """Decision 2: precision, per multiply-array op with constant weights, only under a tolerance."""
        s = self.s
        precision: list[str] = [form_of(op) for op in gemm_ops(the_function(self.current))]
        for index, op in enumerate(gemm_ops(the_function(self.current))):
            why = searchable(op)
            if self.tolerance == 0 or s.exhausted or why is not None:
                if self.tolerance > 0 and why is not None:
                    self.not_searched.append(f"{describe(op, index)}: {why}")
                continue
            base = self.current

            def precise(i: int, base: ModuleOp = base, index: int = index) -> tuple[ModuleOp, ModuleOp]:
                module = base.clone()
                try:
                    precision_rewrite(gemm_ops(the_function(module))[index], PRECISION_CHOICES[i])
                    module.verify()
                except (NotApplicable, VerifyException) as err:
                    raise PassFailedException(str(err)) from err
                return self.as_compiled(module), module

            # Estimated and gated as the pipeline compiles them (an int8 matmul's dequantizing multiply fuses).
            taken, self.current = s.decide(
                f"precision: {describe(op, index)}", self.current, PRECISION_CHOICES, precise, current_index=0, estimated=self.as_compiled(base)
            )
            s.decisions[-1]["kind"] = "precision"
            if taken is not None:
                precision[index] = PRECISION_CHOICES[taken]
        return precision

    def fusion_and_tiling(self) -> int | None:
        """Decision 3: fusion x tiling, jointly; the current form is the function as the pipeline compiles it.
        From here on `current` is compiled."""
        s = self.s
        pipeline_index, compiled_current = self.compiled(self.current)
        if not s.exhausted:

            def cut(i: int, base: ModuleOp = self.current) -> tuple[ModuleOp, ModuleOp]:
                module = self.memo.pipelined(base, i)
                return module, module

            names = [n for n, _, _ in PIPELINE_CANDIDATES]
            taken, compiled_current = s.decide("fusion x tiling", compiled_current, names, cut, current_index=pipeline_index)
            pipeline_index = pipeline_index if taken is None else taken
        self.current = compiled_current
        return pipeline_index

    def channel_groups(self) -> list[int | None]:
        """Decision 4: channel groups per multiply-array op where a smaller OCG activates more cores."""
        s, target = self.s, self.target
        ocgs: list[int | None] = []
        for index, op in enumerate(gemm_ops(the_function(self.current))):
            try:
                options = channel_group_options(op, target)
            except (CostError, TypeError, ValueError):
                options = []
            if s.exhausted or len(options) < 2:
                ocgs.append(None)
                continue
            base = self.current

            def group(i: int, base: ModuleOp = base, index: int = index, options: list[int] = options) -> tuple[ModuleOp, ModuleOp]:
                module = base.clone()
                set_channel_groups(gemm_ops(the_function(module))[index], options[i], target)
                return module, module

            names = [f"ocg {o}" + (" (SPEC 5 formula)" if i == 0 else "") for i, o in enumerate(options)]
            taken, self.current = s.decide(f"channel groups: {describe(op, index)}", self.current, names, group, current_index=0)
            ocgs.append(None if taken is None else options[taken])
        return ocgs

    def winograd(self) -> list[str | None]:
        """Decision 5: Winograd form per eligible convolution, greedily in program order, from the pipeline's."""
        s = self.s
        forms: list[str | None] = []
        for index, op in enumerate(convolutions(the_function(self.current))):
            held = WINOGRAD_CHOICES.index(winograd_form(op))
            if s.exhausted or not winograd_eligible(op, self.target):
                form_held = WINOGRAD_CHOICES[held]
                forms.append(None if form_held is None else form_held.value)
                continue
            base = self.current

            def form(i: int, base: ModuleOp = base, index: int = index) -> tuple[ModuleOp, ModuleOp]:
                module = base.clone()
                set_winograd(convolutions(the_function(module))[index], WINOGRAD_CHOICES[i])
                return module, module

            names = [f.value if f else "direct" for f in WINOGRAD_CHOICES]
            taken, self.current = s.decide(f"winograd: {describe(op, index)}", self.current, names, form, current_index=held)
            chosen = WINOGRAD_CHOICES[held if taken is None else taken]
            forms.append(None if chosen is None else chosen.value)
        return forms

    def fusion_cuts(self) -> list[int | None]:
        """Decision 6: each cut point of the fusion, greedily in program order: kept, merged, or moved by one op."""
        s = self.s
        cuts: list[int | None] = []
        position = 0
        while not s.exhausted and position < len(adjacent_programs(the_function(self.current))):
            first, second = adjacent_programs(the_function(self.current))[position]
            base = self.current

            def moved(i: int, base: ModuleOp = base, position: int = position) -> tuple[ModuleOp, ModuleOp]:
                module = base.clone()
                move_cut(the_function(module), position, i)
                try:
                    module.verify()
                except VerifyException as err:
                    raise PassFailedException(f"the moved cut leaves the function invalid: {err}") from err
                return module, module

            title = f"fusion cut: between {program_name(first)} and {program_name(second)}"
            taken, self.current = s.decide(title, base, CUT_MOVES, moved, current_index=0)
            cuts.append(taken)
            position += 0 if taken == 1 else 1  # a merged program meets the next one at the same position
        return cuts

    def report(self) -> dict[str, Any]:
        """The function's report (`tuner.report.format_report` prints it)."""
        after = self.s.estimate(self.current)
        return {
            "function": self.name,
            "legalization": self.legalization,
            "reference": self.reference,
            "reference_us": self.s.estimate(self.baseline) if self.baseline_index == FULL else None,
            "decisions": self.s.decisions,
            "before_us": self.before,
            "after_us": after,
            "budget_exhausted": self.s.exhausted,
            "precision_not_searched": self.not_searched,
        }


def search(
    ctx: Context,
    written: ModuleOp,
    target: Target,
    mode: Mode,
    tolerance: float,
    min_speedup: float,
    budget: list[int],
    gate_all: bool = True,
    placement_states: int = MAX_STATES,
    meter: Any = None,
) -> tuple[ModuleOp, Outcome]:
    """Tunes the one function of `written`; returns the tuned module and the outcome.

    The search starts from `anec-compile`'s result (`PIPELINE` on the
    legalized function), which is also the gate's reference: every decision
    keeps its current form unless an alternative is strictly cheaper and
    passes the gate, so the tuned estimate is never above `anec-compile`'s,
    whatever the budget, and at tolerance 0 the tuned function computes
    `anec-compile`'s outputs bit for bit."""
    steps = FunctionSearch(ctx, written, target, mode, tolerance, min_speedup, budget, gate_all, placement_states, meter)
    recomposed = steps.written_attention()
    decomposed = steps.attention_routes()
    precision = steps.precision()
    pipeline = steps.fusion_and_tiling()
    channel_groups = steps.channel_groups()
    winograd = steps.winograd()
    cuts = steps.fusion_cuts()
    outcome = Outcome(recomposed, decomposed, precision, pipeline, channel_groups, winograd, cuts, steps.report())
    return steps.current, outcome


def replay(
    ctx: Context, written: ModuleOp, target: Target, mode: Mode, outcome: Outcome, placement_states: int = MAX_STATES
) -> ModuleOp:
    """The tuned module from a cached outcome, without searching."""
    module = written.clone()
    run_passes(ctx, module, [LEGALIZE], target, mode)
    apply_recomposition(the_function(module), outcome.recomposed)
    apply_attention(the_function(module), outcome.attention)
    apply_precision(the_function(module), outcome.precision)
    apply_pipeline(ctx, module, outcome.pipeline, target, mode, placement_states)
    apply_channel_groups(the_function(module), outcome.channel_groups, target)
    apply_winograd(the_function(module), outcome.winograd)
    apply_cuts(the_function(module), outcome.cuts)
    return module
