"""
The network corpus through the sweep engine (`devtools.corpus.run_cases`,
`make validate`): a small convolutional network, built and exported as a
corpus row is, runs its row in this process, and every figure of the row is
checked against the tools run on the exported file: the estimates and
dispatches against `anec.estimate` (as written and compiled, both modes,
both targets), each compiled fp16 error against the interpreter on
`anec.compile`'s module, the stages in the order the page reads them.
(`tests/test_sweep.py` runs the sweep's per-cell check on a real
LocalCluster; `make validate WORKERS=2` the corpus.)
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

pytest.importorskip("onnxruntime")
torch = pytest.importorskip("torch")

import anec  # noqa: E402
from anec.tools.sweep import read_table  # noqa: E402
from devtools import corpus, placement_table  # noqa: E402


def tiny() -> tuple[Any, tuple[Any, ...]]:
    """conv, batch norm, ReLU, a residual conv, global pool and a linear head on 1x3x16x16, seeded."""

    class Tiny(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.conv = torch.nn.Conv2d(3, 8, 3, padding=1)
            self.norm = torch.nn.BatchNorm2d(8)
            self.mix = torch.nn.Conv2d(8, 8, 3, padding=1)
            self.head = torch.nn.Linear(8, 4)

        def forward(self, x: Any) -> Any:
            y = torch.relu(self.norm(self.conv(x)))
            y = y + self.mix(y)
            return self.head(y.mean(dim=(2, 3)))

    torch.manual_seed(0)
    model = Tiny()
    corpus.calibrate_batch_norms(model, (torch.randn(4, 3, 16, 16, generator=torch.Generator().manual_seed(2)),))
    return model, (torch.randn(1, 3, 16, 16, generator=torch.Generator().manual_seed(1)),)


def test_a_row_is_made_of_sweep_cells(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    network = corpus.Network("tiny", "torch", "1x3x16x16", tiny)
    monkeypatch.setitem(corpus.BY_NAME, "tiny", network)
    monkeypatch.setattr(placement_table, "PROBLEMS", tmp_path / "placement")
    (row,) = corpus.run_cases([("tiny", "torchscript")], directory=tmp_path)

    assert corpus.verdict(row) == ("pass", "")
    names = [s.name for s in row.stages]
    per_target = [f"{stage} {t}" for t in corpus.TARGETS for stage in ("compile", "report", "never worse", "fp16")]
    assert names == ["export", "import", "verify", "fp32", "fp16", *per_target]
    assert row.stage("fp32").value <= corpus.FP32_TOLERANCE  # type: ignore[union-attr]

    model = str(tmp_path / "tiny-torchscript.onnx")
    table = tmp_path / "cells.parquet"
    assert table.exists() and len(read_table(str(table))) == len(corpus.TARGETS) * len(corpus.MODES) * len(corpus.CELL_OPTIONS)
    with np.load(tmp_path / "tiny-torchscript.npz") as arrays:
        feeds, want = [arrays["feed0"]], [arrays["want0"]]
    from anec.interpreter import entry_function, run

    for target in corpus.TARGETS:
        written = [anec.estimate(model, target=target, mode=mode) for mode in corpus.MODES]
        compiled = [anec.estimate(model, target=target, mode=mode, compiled=True) for mode in corpus.MODES]
        assert row.estimates[target] == [round(written[0].total_latency_us, 1), round(compiled[0].total_latency_us, 1)]
        assert row.refined[target] == [round(written[1].total_latency_us, 1), round(compiled[1].total_latency_us, 1)]
        assert row.dispatches[target] == [written[0].dispatches, compiled[0].dispatches]
        module = anec.compile(anec.load(model), target=target)
        inputs = [f.astype(corpus._dtype(a)) for f, a in zip(feeds, entry_function(module).args)]
        error = corpus.rel_error(run(module, inputs), want)
        assert row.stage(f"fp16 {target}").value == error  # type: ignore[union-attr]
        assert error <= row.stage("fp16").value + corpus.fp16_budget(row.depth)  # type: ignore[operator, union-attr]


def test_rows_are_selected_by_network_or_row_and_an_unknown_name_is_refused() -> None:
    assert corpus.select(["zoo_vgg19"]) == [("zoo_vgg19", "onnx")]
    assert corpus.select(["resnet50-torchscript"]) == [("resnet50", "torchscript")]
    assert ("resnet50", "torchscript") in corpus.select(["resnet50"])
    assert len(corpus.select([""])) == len(corpus.cases())
    with pytest.raises(ValueError, match="no corpus row nope"):
        corpus.select(["nope"])


def test_a_row_prepared_in_a_process_of_its_own_is_the_same(tmp_path: Path) -> None:
    # `make validate` runs each row's first step in a process of its own (torch's exporters keep state).
    # (Both write the row's placement problems to build/placement, as `make validate` does.)
    (tmp_path / "alone").mkdir()
    (tmp_path / "here").mkdir()
    alone = corpus.prepare("zoo_squeezenet", "onnx", str(tmp_path / "alone"), isolated=True)
    here = corpus.prepare("zoo_squeezenet", "onnx", str(tmp_path / "here"))
    assert {k: v for k, v in alone.items() if k != "seconds"} == {k: v for k, v in here.items() if k != "seconds"}
    assert alone["go"] and [s["status"] for s in alone["stages"]][:3] == ["pass", "pass", "pass"]


def test_a_row_process_that_fails_is_a_stage_not_a_crash(tmp_path: Path) -> None:
    failed = corpus.prepare("zoo_squeezenet", "no_such_exporter", str(tmp_path), isolated=True)
    assert not failed["go"]
    (stage,) = failed["stages"]
    assert stage["status"] == "error" and "ended with status 2" in stage["detail"]
