"""
The real-networks corpus (`devtools.corpus`, `make validate`): every
torchvision and Hugging Face network of the corpus with each available
exporter, and the onnx wheel's zoo graphs, through import, verification,
`anec-compile` for h13 and h17s, the report and the interpreter's checks.

Each test writes its row to `docs/validation/rows/` (tracked: the page,
docs/validation.md, is written from all of them by `python -m devtools.corpus
page`, so a rerun of some rows, `--corpus-rows NAME,...` or `make validate
ROWS=NAME,...`, updates only theirs).
A row passes when every stage passes; a row that a diagnostic blocks is an
expected failure (xfail) that names what blocks it, and so is a quantized row
whose only failure is its fp32 check with the reason written per op
(`devtools.corpus.QUANTIZED_REASONS`); a numeric mismatch, an
exception that is not one of anec's diagnostics, or a blocked row whose
diagnostic names no op or rule fails.
"""

from __future__ import annotations

import importlib.util
import json

import pytest

pytestmark = pytest.mark.validation

pytest.importorskip("onnx")
pytest.importorskip("onnxruntime")
pytest.importorskip("torch")

from devtools.corpus import BY_NAME, QUANTIZED_REASONS, ROWS, blocker, cases, row_file, run_case


def needs(network: str) -> None:
    """Skips a network whose package is not installed (outside build/validate-venv)."""
    package = {"torchvision": "torchvision", "transformers": "transformers"}.get(BY_NAME[network].source)
    if package is not None and importlib.util.find_spec(package) is None:
        pytest.skip(f"{package} is not installed (make validate installs it in build/validate-venv)")


@pytest.mark.parametrize(("network", "exporter"), cases(), ids=[f"{n}-{e}" for n, e in cases()])
def test_network(network: str, exporter: str) -> None:
    needs(network)
    row = run_case(network, exporter)
    ROWS.mkdir(parents=True, exist_ok=True)
    row_file(network, exporter).write_text(json.dumps(row.to_json(), indent=1) + "\n")
    problem = row.first_problem
    if row.status == "pass":
        return
    assert problem is not None
    summary = f"{row.network} ({exporter}), {problem.name}: {problem.detail}"
    form = BY_NAME[network].quantize
    others = [s for s in row.stages if s.status in ("mismatch", "error", "blocked") and s.name != "fp32"]
    if row.status == "mismatch" and problem.name == "fp32" and form in QUANTIZED_REASONS and not others:
        pytest.xfail(f"{summary}: {QUANTIZED_REASONS[form]}")
    assert row.status not in ("error", "mismatch"), summary
    if row.status == "export failed":
        pytest.xfail(f"the exporter fails: {summary}")
    if row.status == "unchecked":
        pytest.xfail(summary)
    blocked = [s for s in row.stages if s.status == "blocked"]
    assert all(blocker(s.name, s.detail) for s in blocked), f"a blocked stage names no op or rule: {summary}"
    pytest.xfail("; ".join(f"{s.name} blocked by {blocker(s.name, s.detail)}: {s.detail}" for s in blocked))
