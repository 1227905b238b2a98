"""The bundled examples parse, verify, and print deterministically and stably."""

from __future__ import annotations

import os
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
    """Printed, then its print read back by another process with another
    string-hash seed: equal texts mean the print is deterministic (no set or
    dict order leaks into it) and a fixed point of parse + print."""

    def anec_opt_run(args: list[str], seed: str, text: str | None = None) -> str:
        env = {**os.environ, "PYTHONHASHSEED": seed}
        return subprocess.run([anec_opt, *args], input=text, capture_output=True, text=True, check=True, env=env).stdout

    first = anec_opt_run([str(example)], "1")
    assert anec_opt_run(["-"], "2", first) == first, "the print is not deterministic, or not a fixed point of parse + print"
