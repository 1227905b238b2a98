"""
Passes of the anec compiler, one module each, registered lazily by name as
xDSL registers its own (`xdsl/transforms/__init__.py`).
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.passes import ModulePass


def get_all_passes() -> dict[str, Callable[[], type[ModulePass]]]:
    """Every anec pass, by its pipeline name, imported on first use."""

    def get_set_target() -> type[ModulePass]:
        from passes.set_target import AnecSetTargetPass

        return AnecSetTargetPass

    def get_cost() -> type[ModulePass]:
        from passes.cost import AnecCostPass

        return AnecCostPass

    return {
        "anec-cost": get_cost,
        "anec-set-target": get_set_target,
    }
