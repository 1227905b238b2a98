"""
`anec-compile` as `anec-opt` registers it: `passes.compile.AnecCompilePass`
(the fixed pipeline) plus the option `tune` (default false). With
`tune=true` the module is compiled by the autotuner `anec-tune` instead
(docs/tuning.md), which runs the same passes as decisions (with the same
`placement-states`), gated by the reference interpreter, and annotates the
estimate as `anec-compile` does;
the tuner's options (`tolerance`, `min-speedup`, `budget`, `cache`,
`report`, `gate`) are accepted here too and only with `tune=true`.

The autotuner runs the interpreter, which no pass may import
(docs/architecture.md), so this wrapper is in the tools layer and imports
`anec.tools.tune` only when `tune=true`: a plain `anec-compile` still never
loads the interpreter.

```mlir
// anec-opt net.mlir -p 'anec-compile{target=h13 tune=true tolerance=0.01 report="tune.txt"}'
```
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.exceptions import PassFailedException

from anec.passes.compile import AnecCompilePass


@dataclass(frozen=True)
class AnecCompileTunablePass(AnecCompilePass):
    """`anec-compile`, or with `tune=true` the autotuner `anec-tune` with the same target and mode."""

    name = "anec-compile"

    tune: bool = False
    tolerance: float | int | None = None
    min_speedup: float | int | None = None
    budget: int | None = None
    cache: str | None = None
    report: str | None = None
    gate: str | None = None

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        tuner = {
            "tolerance": self.tolerance,
            "min_speedup": self.min_speedup,
            "budget": self.budget,
            "cache": self.cache,
            "report": self.report,
            "gate": self.gate,
        }
        given = {k: v for k, v in tuner.items() if v is not None}
        if not self.tune:
            if given:
                names = ", ".join(k.replace("_", "-") for k in given)
                raise PassFailedException(f"anec-compile: the tuner options ({names}) need tune=true (the autotuner, docs/tuning.md)")
            super().apply(ctx, op)
            return
        if self.pin_engine:
            raise PassFailedException("anec-compile: pin-engine is not searched by the autotuner; use it with tune=false")
        from anec.tools.tune import AnecTunePass

        passed = {"target": self.target, "mode": self.mode, "placement_states": self.placement_states}
        AnecTunePass(**passed, **given).apply(ctx, op)  # type: ignore[arg-type]
