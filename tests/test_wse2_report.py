"""The WSE-2 target family in `anec-cost` / `anec-report` (SPEC section 9)."""

from __future__ import annotations

from pathlib import Path

from anec.cost.report import analyze_wse2
from anec.cost.wse2 import summa_for_matmul
from anec.tools.ir_io import anec_context, load_module

IR = """
func.func @f(%a: tensor<3x64x96xf16>, %b: tensor<96x32xf16>, %c: tensor<64x32xf16>) -> tensor<3x64x32xf16> {
  %m = anec.matmul %a, %b : tensor<3x64x96xf16>, tensor<96x32xf16> -> tensor<3x64x32xf16>
  %t = anec.matmul %c, %b transpose_rhs false : tensor<64x32xf16>, tensor<96x32xf16> -> tensor<64x96xf16>
  func.return %m : tensor<3x64x32xf16>
}
"""


def test_every_matmul_gets_summa_for_its_shape_and_batches_repeat(tmp_path: Path) -> None:
    path = tmp_path / "m.mlir"
    path.write_text(IR.replace(" transpose_rhs false", " transpose_rhs true"))
    report = analyze_wse2(load_module(anec_context(), str(path)))
    first, second = report.rows
    assert (first.m, first.k, first.n, first.batch) == (64, 96, 32, 3)
    assert first.estimate == summa_for_matmul(64, 96, 32)
    assert first.cycles == 3 * summa_for_matmul(64, 96, 32).pipelined_cycles
    assert (second.m, second.k, second.n, second.batch) == (64, 32, 96, 1)
    assert report.total_cycles == first.cycles + second.cycles
    assert report.unmodelled == 0
