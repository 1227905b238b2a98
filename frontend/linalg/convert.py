"""The pass `convert-linalg-to-anec`: its phases, and what it reports about the ops it leaves."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import VerifyException
from xdsl.pattern_rewriter import GreedyRewritePatternApplier, PatternRewriter, PatternRewriteWalker, RewritePattern

from anec.frontend.cleanup import ERASED_WHEN_UNUSED, EraseDeadOp, cleanup, op_label
from anec.frontend.linalg.emitter import Converter, Emitter
from anec.frontend.linalg.fold import fold_shape_arithmetic
from anec.frontend.linalg.named import NAMED_OPS
from anec.frontend.linalg.structural import STRUCTURAL_OPS
from anec.frontend.linalg.values import Unsupported, in_function, located_error


UNCONVERTED_ATTR = "anec.unconverted"
"""Marks an op `allow-partial=true` left in place (its reason), and the module (a summary)."""


DEAD_WHEN_UNUSED = frozenset({*NAMED_OPS, *STRUCTURAL_OPS, *ERASED_WHEN_UNUSED})
"""Value-semantic ops the pass erases once nothing reads them: absorbed inits and pads, and
the constants and reshapes a peephole replaced."""

SOURCES = frozenset({"arith.constant", "tensor.empty", "linalg.fill"})
"""Ops that only feed others: reported only when something besides an unconverted op reads them."""


# Patterns.


@dataclass
class ConvertOp(RewritePattern):
    """Replaces each op `converters` names by its anec form; records why one cannot be."""

    converters: Mapping[str, Converter]
    reasons: dict[Operation, str]

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        convert = self.converters.get(op_label(op))
        if convert is None or op in self.reasons or not in_function(op):
            return
        emitter = Emitter()
        try:
            if not op.results:
                raise Unsupported("has no results: it works on buffers (memref); anec converts linalg on tensors")
            results = convert(op, emitter)
        except Unsupported as err:
            self.reasons[op] = str(err)
            return
        for new in emitter.ops:
            new.location = op.location
            try:
                new.verify(verify_nested_ops=False)
            except VerifyException as err:
                # A conversion that builds an invalid anec op is reported at the source op, never later.
                text = str(err).strip().splitlines()[0]
                raise located_error(op, f"converts to an invalid {new.name}: {text}") from err
        rewriter.replace(op, emitter.ops, list(results))


def unconverted(module: ModuleOp) -> list[Operation]:
    """Top-level function-body ops that are not anec or func ops, in program order."""
    left = [
        op
        for fn in module.walk()
        if isinstance(fn, func.FuncOp)
        for op in fn.body.walk()
        if in_function(op) and not op_label(op).startswith(("anec.", "func."))
    ]
    remaining = set(left)
    return [
        op
        for op in left
        if op_label(op) not in SOURCES or any(top_level(use.operation) not in remaining for r in op.results for use in r.uses)
    ]


def top_level(op: Operation) -> Operation:
    """The function-body op that holds `op` (itself, or the op whose body it is in)."""
    while not in_function(op) and (parent := op.parent_op()) is not None:
        op = parent
    return op


def reason_for(op: Operation, reasons: Mapping[Operation, str]) -> str:
    return reasons.get(op, "has no anec counterpart")


@dataclass(frozen=True)
class ConvertLinalgToAnecPass(ModulePass):
    """Converts linalg on tensors (torch-mlir / IREE input form) to anec ops."""

    name = "convert-linalg-to-anec"

    allow_partial: bool = False

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        reasons: dict[Operation, str] = {}
        fold_shape_arithmetic(op)
        phases: list[list[RewritePattern]] = [
            [ConvertOp(NAMED_OPS, reasons)],
            [EraseDeadOp(DEAD_WHEN_UNUSED), ConvertOp(STRUCTURAL_OPS, reasons)],
        ]
        for patterns in phases:
            # Consumers first: an init or pad is then dead when its turn comes, not converted.
            walker = PatternRewriteWalker(GreedyRewritePatternApplier(patterns, dce_enabled=False), walk_reverse=True)
            walker.rewrite_module(op)
        cleanup(op, DEAD_WHEN_UNUSED)
        left = unconverted(op)
        if not left:
            return
        if not self.allow_partial:
            raise located_error(left[0], reason_for(left[0], reasons))
        for remaining in left:
            remaining.attributes[UNCONVERTED_ATTR] = StringAttr(reason_for(remaining, reasons))
        counts: dict[str, int] = {}
        for remaining in left:
            counts[op_label(remaining)] = counts.get(op_label(remaining), 0) + 1
        summary = ", ".join(f"{name} ({n})" for name, n in sorted(counts.items()))
        op.attributes[UNCONVERTED_ATTR] = StringAttr(f"{len(left)} op{'s' * (len(left) != 1)} left unconverted: {summary}")
