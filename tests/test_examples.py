"""The bundled examples parse, verify, and print deterministically and stably."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((ROOT / "examples").glob("*.mlir"))


def test_required_examples_exist() -> None:
    names = {p.stem for p in EXAMPLES}
    assert {"resnet_basic_block", "mobilenet_inverted_residual", "transformer_encoder_block"} <= names


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.name)
def test_example_prints_stably(example: Path, anec_opt: str) -> None:
    first = subprocess.run([anec_opt, str(example)], capture_output=True, text=True, check=True).stdout
    again = subprocess.run([anec_opt, str(example)], capture_output=True, text=True, check=True).stdout
    reparsed = subprocess.run([anec_opt, "-"], input=first, capture_output=True, text=True, check=True).stdout
    assert first == again, "output is not deterministic"
    assert reparsed == first, "printing is not a fixed point of parse + print"
