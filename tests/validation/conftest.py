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


def pytest_addoption(parser: Any) -> None:
    parser.addoption(
        "--corpus-rows",
        default="",
        help="run only these corpus rows: comma-separated network names (every exporter) or NETWORK-EXPORTER ids",
    )


def pytest_collection_modifyitems(config: Any, items: list[Any]) -> None:
    """With --corpus-rows, deselects the corpus rows not named (an unknown name is an error)."""
    wanted = [w.strip() for w in config.getoption("--corpus-rows").split(",") if w.strip()]
    if not wanted:
        return
    from devtools.corpus import BY_NAME, cases

    ids = {f"{n}-{e}" for n, e in cases(("torchscript", "dynamo"))}
    unknown = [w for w in wanted if w not in BY_NAME and w not in ids]
    if unknown:
        raise pytest.UsageError(f"--corpus-rows: no corpus row {', '.join(unknown)}; rows are named by network ({', '.join(BY_NAME)}) or NETWORK-EXPORTER")
    kept, dropped = [], []
    for item in items:
        callspec = getattr(item, "callspec", None)
        if item.module.__name__.endswith("test_corpus") and callspec is not None:
            network, exporter = callspec.params["network"], callspec.params["exporter"]
            chosen = network in wanted or f"{network}-{exporter}" in wanted
        else:
            chosen = False  # a selection runs corpus rows only
        (kept if chosen else dropped).append(item)
    config.hook.pytest_deselected(items=dropped)
    items[:] = kept


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if not ROWS and not BACKEND:
        return
    from devtools.validate_onnx import markdown

    terminalreporter.section("ONNX importer validation")
    terminalreporter.write_line(markdown(ROWS, BACKEND))
