"""
`anec-channel-group`: records the output-channel grouping of every
convolution, deconvolution and matmul (SPEC section 5) as the discardable
attribute `anec.channel_groups = #anec.channel_groups<target = ..., ocg = ...,
passes = ..., active_cores = ...>`. The values are `cost.channel_groups`'s
(the SPEC section 5 formulas, not recomputed here); output channel `c` runs
on core `c mod active_cores`.

The cost model reads the record back (`cost.channel_groups.channel_groups`)
on the target it names and recomputes on any other. This pass overwrites a
record for another target with the groups of its own, keeps a record for its
target that the formulas allow (it may be an override: a smaller OCG or more
passes), and fails at an op whose record for its target they do not allow.

```mlir
// anec-opt net.mlir -p 'anec-channel-group{target=h13}'
%y = anec.convolution %x, %w {anec.channel_groups = #anec.channel_groups<target = "h13",
       ocg = 1, passes = 2, active_cores = 4>, ...} : ...
```
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from anec.dialect.attributes import ChannelGroupsAttr
from anec.dialect.conv import ConvolutionOp, DeconvolutionOp, MatmulOp
from anec.dialect.discardable import CHANNEL_GROUPS_ATTR
from anec.cost.channel_groups import channel_groups
from anec.cost.work import CostError
from anec.passes.diagnostics import fail
from anec.passes.set_target import target_for


@dataclass(frozen=True)
class AnecChannelGroupPass(ModulePass):
    """Records OCG, passes and active cores on every multiply-array op for `target`."""

    name = "anec-channel-group"

    PARAMETER_MODES: ClassVar[frozenset[str]] = frozenset()
    """The cost modes in which it reads the refined model's parameters
    (`cost.refined.params_for`): none (`passes.compile.compile_shared`)."""

    target: str | None = None

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        target = target_for(op, self.target)
        for layer in op.walk():
            if not isinstance(layer, ConvolutionOp | DeconvolutionOp | MatmulOp):
                continue
            try:
                groups = channel_groups(layer, target)
            except CostError as err:
                raise fail(layer, err.why) from err
            layer.attributes[CHANNEL_GROUPS_ATTR] = ChannelGroupsAttr(
                target=target.name, ocg=groups.ocg, passes=groups.passes, active_cores=groups.active_cores
            )
