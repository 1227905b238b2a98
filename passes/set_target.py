"""
`anec-set-target`: names the target a module is compiled for.

Every target-dependent pass reads its target from its own `target=NAME`
option or, when that is absent, from the module attribute `anec.target`
(a string). Either may name a target or a marketed chip (`cost/chips.toml`:
`target=m1` is h13; an ambiguous chip name is an error listing its
candidate targets). This pass validates a name against the target table
(SPEC section 2) and records the target name, so a pipeline names its
target once:

```mlir
// anec-opt -p 'anec-set-target{target=h17s}'
builtin.module attributes {anec.target = "h17s"} { ... }
```
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import PassFailedException

from anec.cost.refined import resolve
from anec.cost.targets import TARGET_ATTR, Target, resolve_target


def target_for(module: ModuleOp, option: str | None) -> Target:
    """The target named by a pass option, else by the module attribute."""
    attr = module.attributes.get(TARGET_ATTR)
    if attr is not None and not isinstance(attr, StringAttr):
        raise PassFailedException(f"module attribute {TARGET_ATTR} must be a string such as \"h13\", got {attr}")
    try:
        if option is not None and option.endswith(".toml"):
            return resolve(option)
        return resolve_target(option, attr.data if attr is not None else None)
    except ValueError as err:
        raise PassFailedException(str(err)) from err


@dataclass(frozen=True)
class AnecSetTargetPass(ModulePass):
    """Validates `target` (or the existing module attribute) and records it on the module."""

    name = "anec-set-target"

    target: str | None = None

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        op.attributes[TARGET_ATTR] = StringAttr(target_for(op, self.target).label)
