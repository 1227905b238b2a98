"""
Imported models against onnxruntime (`devtools.validate_onnx`): the model-zoo
graphs of the onnx wheel (as shipped and with random weights), PyTorch
exports of ResNet-18, MobileNetV2/V3, a ViT-tiny and a BERT encoder (both
exporters), and the wheel's backend test models on their own data. fp32 must
be within `TOLERANCE` (1e-3) of onnxruntime.
"""

from __future__ import annotations

from typing import Any

import pytest

pytestmark = pytest.mark.validation

pytest.importorskip("onnx")
pytest.importorskip("onnxruntime")

from devtools.validate_onnx import TOLERANCE, TORCH, ZOO, backend_models, backend_result, exporters, torch_row, zoo_row


@pytest.mark.parametrize("randomized", [False, True], ids=["as_shipped", "randomized"])
@pytest.mark.parametrize("name", ZOO)
def test_zoo_model(name: str, randomized: bool, record: Any) -> None:
    row = zoo_row(name, randomized)
    record(row)
    assert row.fp32 <= TOLERANCE, f"{row.model}: fp32 error {row.fp32:.2e}"


@pytest.mark.parametrize("exporter", exporters())
@pytest.mark.parametrize("name", TORCH)
def test_torch_export(name: str, exporter: str, record: Any) -> None:
    pytest.importorskip("torch")
    row = torch_row(name, exporter)
    record(row)
    assert row.fp32 <= TOLERANCE, f"{row.model}: fp32 error {row.fp32:.2e}"


def test_backend_models(record_backend: Any) -> None:
    results = [backend_result(path) for path in backend_models()]
    record_backend(results)
    assert not [r for r in results if r.outcome == "mismatched"]
    assert sum(r.outcome == "matched" for r in results) >= 100
