"""
anec's plugin for xDSL (`xdsl.universe`, declared in pyproject.toml): the anec
dialect and every anec pass, so that plain `xdsl-opt`, and any tool built on
xDSL's `Multiverse`, loads them beside xDSL's own and other plugins' dialects
and passes once anec is installed (docs/architecture.md, "xDSL plugin"):

    xdsl-opt net.mlir -p 'anec-compile{target=h13}'

The passes are those `anec-opt` registers: the passes layer's
(`anec.passes.get_all_passes`), the front ends' (`anec-frontend-cleanup`,
`convert-linalg-to-anec`) and the tools' (`anec-tune`). Each name is
registered once. Every one is imported on first use only: reading this
module imports no pass.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.passes import ModulePass
from xdsl.universe import Universe

from anec.dialect import get_all_dialects
from anec.passes import get_all_passes


def frontend_passes() -> dict[str, Callable[[], type[ModulePass]]]:
    """The front ends' passes, by pipeline name, imported on first use."""

    def get_convert_linalg() -> type[ModulePass]:
        from anec.frontend.linalg import ConvertLinalgToAnecPass

        return ConvertLinalgToAnecPass

    def get_frontend_cleanup() -> type[ModulePass]:
        from anec.frontend.cleanup import AnecFrontendCleanupPass

        return AnecFrontendCleanupPass

    return {"anec-frontend-cleanup": get_frontend_cleanup, "convert-linalg-to-anec": get_convert_linalg}


def tool_passes() -> dict[str, Callable[[], type[ModulePass]]]:
    """The tools' passes (those that run the reference interpreter, which no
    pass below the tools may import), by pipeline name, imported on first use:
    `anec-tune`."""

    def get_tune() -> type[ModulePass]:
        from anec.tools.tune import AnecTunePass

        return AnecTunePass

    return {"anec-tune": get_tune}


def all_passes() -> dict[str, Callable[[], type[ModulePass]]]:
    """Every pass anec registers, by pipeline name. No two layers register
    the same name (`tests/test_universe.py`), so the order of the merge decides nothing."""
    return get_all_passes() | frontend_passes() | tool_passes()


ANEC_UNIVERSE = Universe(all_dialects=get_all_dialects(), all_passes=all_passes())
"""What the `xdsl.universe` entry point `anec` gives xDSL."""
