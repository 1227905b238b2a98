"""
`anec-cost`: attaches the cost model's estimate to every op (SPEC sections
3, 4 and 7) as the discardable attribute `anec.cost`, and the module's totals
as `anec.cost_summary`. An analysis: it changes no op and no semantics.

```mlir
// anec-opt net.mlir -p 'anec-cost{target=h13 mode=seed}'
%y = anec.convolution %x, %w ... {anec.cost = #anec.cost<latency_us = 504.6, bound = compute, ...>}
```
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import DenseArrayBase, DictionaryAttr, FloatAttr, IntegerAttr, ModuleOp, StringAttr, f64, i64
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import PassFailedException

from anec.dialect.attributes import CostAttr, CostSummaryAttr
from anec.cost.analytic import Mode
from anec.cost.report import ModuleReport, Wse2Row, analyze, analyze_wse2
from anec.cost.targets import TARGET_ATTR, WSE2_TARGET
from anec.cost.work import CostError, op_work, weight_scope
from anec.passes.diagnostics import enum_option
from anec.passes.set_target import target_for

COST_ATTR = "anec.cost"
SUMMARY_ATTR = "anec.cost_summary"
WSE2_ATTR = "anec.wse2"
WSE2_SUMMARY_ATTR = "anec.wse2_summary"


def wse2_attr(row: Wse2Row) -> DictionaryAttr:
    e = row.estimate
    return DictionaryAttr(
        {
            "grid": IntegerAttr(e.config.p, i64),
            "tiles": DenseArrayBase.from_list(i64, (e.config.mt, e.config.kt, e.config.nt)),
            "batch": IntegerAttr(row.batch, i64),
            "cycles": IntegerAttr(row.cycles, i64),
            "flop_per_cycle": FloatAttr(round(e.flop_per_cycle, 6), f64),
        }
    )


def is_wse2(module: ModuleOp, option: str | None) -> bool:
    """`target=wse2`, or no option and the module attribute names the WSE-2."""
    attr = module.attributes.get(TARGET_ATTR)
    name = option if option is not None else attr.data if isinstance(attr, StringAttr) else None
    return name is not None and name.lower() == WSE2_TARGET


@dataclass(frozen=True)
class AnecCostPass(ModulePass):
    """Estimates every op on `target` (default: the module's `anec.target`) in
    `mode`; with `target=wse2`, every `anec.matmul` with SPEC section 9's SUMMA
    model (the mode does not apply)."""

    name = "anec-cost"

    KEEPS_OP_WORK = True
    """It adds annotations only, which no op's work reads: an `op_work`
    scope open around it stays true (`passes.compile.run_stages`)."""

    target: str | None = None
    mode: str = Mode.SEED.value

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if is_wse2(op, self.target):
            self.apply_wse2(op)
            return
        self.annotate(op)

    def annotate(self, op: ModuleOp) -> ModuleReport:
        """`apply` on an ANE target, returning the report the annotations come
        from: `analyze`'s of the module (`anec-compile` hands it to a caller
        that reports the module it compiled, which need not analyze it again)."""
        target = target_for(op, self.target)
        mode = enum_option(Mode, self.mode, "cost mode")
        try:
            with weight_scope(), op_work.join():
                report = analyze(op, target, mode)
        except CostError as err:
            raise PassFailedException(f"anec-cost: {err}") from err
        for row in report.ops:
            row.operation.attributes[COST_ATTR] = CostAttr.of(row)
        op.attributes[SUMMARY_ATTR] = CostSummaryAttr(
            target=target.label,
            mode=mode.value,
            latency_us=report.total_latency_us,
            flops=report.flops,
            bytes=report.bytes,
            dispatches=report.dispatches,
        )
        return report

    def apply_wse2(self, module: ModuleOp) -> None:
        report = analyze_wse2(module)
        for row in report.rows:
            row.operation.attributes[WSE2_ATTR] = wse2_attr(row)
        module.attributes[WSE2_SUMMARY_ATTR] = DictionaryAttr(
            {
                "cycles": IntegerAttr(report.total_cycles, i64),
                "unmodelled_ops": IntegerAttr(report.unmodelled, i64),
            }
        )
