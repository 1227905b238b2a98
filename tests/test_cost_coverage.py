"""Every op of the dialect gets an estimate (SPEC section 3): the round-trip
tests, which hold every op, are costed on targets with and without the
texture engine, in both modes."""

from __future__ import annotations

from pathlib import Path

import pytest

from anec.dialect.dialect import Anec
from anec.cost.analytic import Mode
from anec.cost.report import analyze
from anec.cost.targets import get_target
from anec.tools.ir_io import anec_context, load_module

ROOT = Path(__file__).resolve().parent.parent
ROUNDTRIPS = sorted(
    p for p in (ROOT / "tests" / "filecheck" / "dialects" / "anec").glob("*.mlir") if not p.stem.endswith("invalid")
)


def chunks(tmp_path: Path) -> list[Path]:
    paths = []
    for source in ROUNDTRIPS:
        for i, text in enumerate(source.read_text().split("// -----")):
            path = tmp_path / f"{source.stem}-{i}.mlir"
            path.write_text(text)
            paths.append(path)
    return paths


@pytest.mark.parametrize("target", ["h13", "h17s"])
@pytest.mark.parametrize("mode", list(Mode))
def test_every_op_is_estimated(tmp_path: Path, target: str, mode: Mode) -> None:
    seen: set[str] = set()
    for path in chunks(tmp_path):
        report = analyze(load_module(anec_context(), str(path)), get_target(target), mode)
        for row in report.ops:
            assert row.latency_us >= 0
            seen.add(row.op)
    costed = {op.name for op in Anec.operations} - {"anec.constant", "anec.yield"}
    assert costed <= seen, f"never estimated: {sorted(costed - seen)}"
