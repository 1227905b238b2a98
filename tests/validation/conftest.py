"""
The heavy importer validation (`make validate`): deselected from the default
run by the `validation` marker (pyproject `addopts = -m 'not validation'`).
Each test records its row; the session ends with the results table of
`devtools.validate_onnx`, the one docs/import.md quotes.
"""

from __future__ import annotations

from typing import Any

import pytest

ROWS: list[Any] = []
BACKEND: list[Any] = []


@pytest.fixture
def record() -> Any:
    return ROWS.append


@pytest.fixture
def record_backend() -> Any:
    return BACKEND.extend


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if not ROWS and not BACKEND:
        return
    from devtools.validate_onnx import markdown

    terminalreporter.section("ONNX importer validation")
    terminalreporter.write_line(markdown(ROWS, BACKEND))
