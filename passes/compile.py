"""
`anec-compile`: the default compiler pipeline as one pass.

`PIPELINE` is the one place that lists the passes and their order:

1. `anec-legalize`: rewrite what the target cannot run (SPEC sections 2, 5, 6);
2. `anec-fold`: fold batch norm and activations into convolutions (SPEC section 5);
3. `anec-channel-group`: output-channel groups (SPEC section 5);
4. `anec-fuse`: fused programs within the working set (SPEC sections 1, 7);
5. `anec-tile`: split layers that do not fit (SPEC sections 3, 7);
6. `anec-winograd`: select Winograd where it pays (SPEC section 5);
7. `anec-cost`: annotate the estimate (SPEC sections 3, 4).

Winograd comes after fusion and tiling: it scores each convolution where it
ends up (a program member, a tile), so compiling compiled IR scores the same
convolutions in the same places and changes nothing (`anec-compile` is
idempotent). Channel groups, fusion and tiling do not read `anec.winograd`.

Each pass comes from the registry (`passes.get_all_passes()`) and receives
the options it declares among `target` and `mode` (`mode` reaches
`anec-fuse`, which merges programs while that mode's estimate does not
rise, `anec-tile`, which keeps a tiling only where it does not rise, and
`anec-cost`), so compiling never raises the estimate in the mode
compiled for (`tests/test_compile.py`). The target is resolved once (option, else the module's
`anec.target`) and recorded on the module as `anec.target`, as
`anec-set-target` does, so the compiled IR names what it was compiled for.
The module is verified after every pass; a pass that leaves it invalid
stops the pipeline with an error naming the pass.

```mlir
// anec-opt net.mlir -p 'anec-compile{target=h13 mode=refined}'
builtin.module attributes {anec.target = "h13", anec.cost_summary = #anec.cost_summary<...>} {
  func.func @net(...) {
    %y = anec.program "p0" (...) { ... }
    ...
```
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import PassFailedException, VerifyException

from anec.cost.analytic import Mode
from anec.dialect.dominance import first_dominance_error
from anec.cost.targets import TARGET_ATTR
from anec.passes import get_all_passes
from anec.passes.diagnostics import enum_option
from anec.passes.set_target import target_for

PIPELINE: tuple[str, ...] = (
    "anec-legalize",
    "anec-fold",
    "anec-channel-group",
    "anec-fuse",
    "anec-tile",
    "anec-winograd",
    "anec-cost",
)
"""The default pipeline, in order: the single source of truth for `anec-compile`."""


def pipeline(target: str, mode: str) -> list[ModulePass]:
    """The passes of `PIPELINE`, each with the options it declares among `target` and `mode`."""
    registry = get_all_passes()
    offered = {"target": target, "mode": mode}
    passes: list[ModulePass] = []
    for name in PIPELINE:
        try:
            cls = registry[name]()
        except ImportError as err:
            raise PassFailedException(f"anec-compile: pipeline pass '{name}' is not available: {err}") from err
        declared = {f.name for f in fields(cls)}
        passes.append(cls(**{k: v for k, v in offered.items() if k in declared}))
    return passes


@dataclass(frozen=True)
class AnecCompilePass(ModulePass):
    """Runs `PIPELINE` for `target` (default: the module's `anec.target`), costing in `mode`."""

    name = "anec-compile"

    target: str | None = None
    mode: str = Mode.SEED.value

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        target = target_for(op, self.target)
        mode = enum_option(Mode, self.mode, "cost mode")
        op.attributes[TARGET_ATTR] = StringAttr(target.name)
        for stage in pipeline(target.name, mode.value):
            stage.apply(ctx, op)
            try:
                op.verify()
            except VerifyException as err:
                raise PassFailedException(f"anec-compile: {stage.name} left the module invalid: {err}") from err
            broken = first_dominance_error(op)
            if broken is not None:
                raise PassFailedException(
                    f"anec-compile: {stage.name} left the module invalid: '{broken[0].name}' op {broken[1]}"
                )
