"""
Passes of the anec compiler, one module each, registered lazily by name as
xDSL registers its own (`xdsl/transforms/__init__.py`). The front ends' passes
(`convert-linalg-to-anec`, `anec-frontend-cleanup`) live in `anec.frontend`,
which builds on these, and are registered by the tools (`anec-opt`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from xdsl.passes import ModulePass


def get_all_passes() -> dict[str, Callable[[], type[ModulePass]]]:
    """Every anec pass, by its pipeline name, imported on first use."""

    def get_channel_group() -> type[ModulePass]:
        from anec.passes.channel_group import AnecChannelGroupPass

        return AnecChannelGroupPass

    def get_chimera() -> type[ModulePass]:
        from anec.passes.chimera import AnecChimeraPass

        return AnecChimeraPass

    def get_compile() -> type[ModulePass]:
        from anec.passes.compile import AnecCompilePass

        return AnecCompilePass

    def get_cost() -> type[ModulePass]:
        from anec.passes.cost import AnecCostPass

        return AnecCostPass

    def get_fold() -> type[ModulePass]:
        from anec.passes.fold import AnecFoldPass

        return AnecFoldPass

    def get_fuse() -> type[ModulePass]:
        from anec.passes.fuse import AnecFusePass

        return AnecFusePass

    def get_legalize() -> type[ModulePass]:
        from anec.passes.legalize import AnecLegalizePass

        return AnecLegalizePass

    def get_set_target() -> type[ModulePass]:
        from anec.passes.set_target import AnecSetTargetPass

        return AnecSetTargetPass

    def get_tile() -> type[ModulePass]:
        from anec.passes.tile import AnecTilePass

        return AnecTilePass

    def get_winograd() -> type[ModulePass]:
        from anec.passes.winograd import AnecWinogradPass

        return AnecWinogradPass

    return {
        "anec-channel-group": get_channel_group,
        "anec-chimera": get_chimera,
        "anec-compile": get_compile,
        "anec-cost": get_cost,
        "anec-fold": get_fold,
        "anec-fuse": get_fuse,
        "anec-legalize": get_legalize,
        "anec-set-target": get_set_target,
        "anec-tile": get_tile,
        "anec-winograd": get_winograd,
    }
