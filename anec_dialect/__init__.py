"""
The anec dialect: the Apple Neural Engine compiler's op surface in xDSL.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.ir import Dialect


def get_all_dialects() -> dict[str, Callable[[], Dialect]]:
    """Dialects this project defines, imported on first use."""

    def get_anec() -> Dialect:
        from anec.dialect.dialect import Anec

        return Anec

    return {"anec": get_anec}
