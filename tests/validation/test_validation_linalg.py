"""
The linalg path (`make validate`): networks through `iree-import-onnx`, the
`iree-opt` pipeline of docs/convert-linalg.md and `convert-linalg-to-anec`
(fully converted), run in anec's interpreter against onnxruntime
(`devtools.validate_linalg`); fp32 within `TOLERANCE`.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.validation

pytest.importorskip("onnx")
pytest.importorskip("onnxruntime")
pytest.importorskip("torch")
if not (Path(sys.executable).parent / "iree-import-onnx").exists() and shutil.which("iree-import-onnx") is None:
    pytest.skip("iree-base-compiler (iree-import-onnx, iree-opt) is not installed", allow_module_level=True)

from devtools.validate_linalg import NETWORKS, linalg_row
from devtools.validate_onnx import TOLERANCE


@pytest.mark.parametrize("name", NETWORKS)
def test_linalg_path(name: str, record: Any) -> None:
    row = linalg_row(name)
    record(row)
    assert row.fp32 <= TOLERANCE, f"{row.model}: fp32 error {row.fp32:.2e}"
