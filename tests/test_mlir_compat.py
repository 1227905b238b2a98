"""
The generic form anec prints is accepted by upstream MLIR: `iree-opt
--allow-unregistered-dialect` (from the `iree-base-compiler` package) parses
every round-trip test and every example.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

SOURCES = sorted(
    p for p in (ROOT / "tests" / "filecheck" / "dialects" / "anec").glob("*.mlir") if not p.stem.endswith("invalid")
) + sorted((ROOT / "examples").glob("*.mlir"))




@pytest.mark.parametrize("source", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_generic_form_parses_in_upstream_mlir(source, anec_opt: str, iree_opt: str) -> None:
    generic = subprocess.run(
        [anec_opt, str(source), "--split-input-file", "--print-op-generic"],
        capture_output=True, text=True, check=True,
    ).stdout
    # One upstream process parses every chunk (its own --split-input-file).
    result = subprocess.run(
        [iree_opt, "--allow-unregistered-dialect", "--split-input-file", "-", "-o", "/dev/null"],
        input=generic, capture_output=True, text=True, check=False,
    )
    assert result.returncode == 0, f"{source.name}:\n{result.stderr}"
    assert generic.count("// -----") == source.read_text().count("// -----")
