"""The Python API (`import anec`, docs/api.md): the README's Python block
runs, the API gives what the tools give, and `import anec` stays light."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import anec

ROOT = Path(__file__).resolve().parent.parent
BLOCK = ROOT / "examples" / "resnet_basic_block.mlir"


def test_the_readme_python_block_runs(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    (code,) = re.findall(r"```python\n(.*?)```", (ROOT / "README.md").read_text(), re.S)
    monkeypatch.chdir(ROOT)
    scope: dict[str, object] = {}
    exec(compile(code, "README.md", "exec"), scope)
    report = scope["report"]
    assert isinstance(report, anec.Report)
    assert len(scope["every"].reports) == 28  # type: ignore[attr-defined]  # the README's names, untyped in exec's scope
    assert scope["after"].total_latency_us < report.total_latency_us  # type: ignore[attr-defined]  # as above
    printed = capsys.readouterr().out.splitlines()
    assert printed[0] == f"{report.total_latency_us} {report.dispatches}"


def test_the_api_gives_what_anec_report_writes() -> None:
    module = anec.load(BLOCK)
    text_before = str(module)
    tool = [sys.executable, "-m", "anec.tools.anec_report", str(BLOCK), "--target", "M1", "--mode", "refined", "--format", "json"]
    for compiled in (False, True):
        done = subprocess.run(tool + (["--compile"] if compiled else []), capture_output=True, text=True, check=True)
        report = anec.estimate(module, target="M1", mode="refined", compiled=compiled)
        assert report.to_json() == json.loads(done.stdout)
        assert len(report.written) == (1 if compiled else 0)
    assert str(module) == text_before  # neither compile nor estimate changes its argument
    compiled_module = anec.compile(module, target="h13")
    assert "anec.program" in str(compiled_module) and "anec.program" not in text_before
    assert anec.estimate(compiled_module, target="h13").total_latency_us == anec.estimate(BLOCK, target="h13", compiled=True).total_latency_us


def test_tune_gives_a_module_and_its_decisions() -> None:
    tuned = anec.tune(anec.load(ROOT / "examples" / "mobilenet_inverted_residual.mlir"), target="h13", budget=0)
    assert tuned.report.startswith("anec-tune report: target h13")
    assert "anec.cost_summary" in str(tuned.module)


def test_bad_input_is_an_anec_error() -> None:
    with pytest.raises(anec.Error, match="unknown target 'h99'"):
        anec.estimate(BLOCK, target="h99")
    with pytest.raises(anec.Error, match="unknown cost mode 'fast'"):
        anec.estimate(BLOCK, mode="fast")
    with pytest.raises(anec.Error, match="cannot read"):
        anec.load(ROOT / "no-such-file.mlir")


def test_import_anec_loads_nothing_else() -> None:
    code = "import sys, anec; print(sorted(m for m in sys.modules if m.startswith(('anec', 'xdsl', 'numpy'))))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=os.environ)
    assert done.stdout.strip() == "['anec']"


def test_the_tuner_package_leaves_the_api_tune_function_in_place() -> None:
    """The tuner is `anec.tuner`, not `anec.tune`: importing a subpackage binds
    it on its parent, which would replace the API's `anec.tune` function."""
    import anec
    import anec.tuner.search

    assert callable(anec.tune) and anec.tune.__module__ == "anec"
