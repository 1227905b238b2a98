"""`anec-chimera`: chain detection and the recorded tiles (SPEC section 8)."""

from __future__ import annotations

from io import StringIO
from pathlib import Path

from xdsl.dialects.builtin import ModuleOp
from xdsl.printer import Printer

from anec.dialect.program import ProgramOp
from anec.cost.chimera import solve_matmul_chain
from anec.cost.targets import get_target
from anec.passes.chimera import CHIMERA_ATTR, AnecChimeraPass, chains, gemm_shape
from anec.tools.ir_io import anec_context, load_module

ROOT = Path(__file__).resolve().parent.parent
FFN = ROOT / "tests" / "filecheck" / "transforms" / "anec-chimera.mlir"


def ffn_module(tmp_path: Path) -> ModuleOp:
    path = tmp_path / "ffn.mlir"
    path.write_text(FFN.read_text().split("// -----")[0])
    return load_module(anec_context(), str(path))


def printed(module: ModuleOp) -> str:
    out = StringIO()
    Printer(stream=out).print_op(module)
    return out.getvalue()


def test_ffn_is_one_chain_of_two_gemms(tmp_path: Path) -> None:
    module = ffn_module(tmp_path)
    program = next(op for op in module.walk() if isinstance(op, ProgramOp))
    (chain,) = chains(program)
    assert [gemm_shape(op) for op in chain] == [(128, 768, 3072), (128, 3072, 768)]


def test_recorded_tiles_are_the_solvers_optimum(tmp_path: Path) -> None:
    module = ffn_module(tmp_path)
    AnecChimeraPass(target="h13").apply(anec_context(), module)
    program = next(op for op in module.walk() if isinstance(op, ProgramOp))
    (chain,) = chains(program)
    solution = solve_matmul_chain([(128, 768, 3072), (128, 3072, 768)], get_target("h13").working_set_bytes, 2)
    tiles = solution.tiling.levels[0].tiles
    recorded = [op.attributes[CHIMERA_ATTR].tile for op in chain]  # type: ignore[attr-defined]
    assert recorded == [(tiles[0], tiles[1], tiles[2]), (tiles[0], tiles[2], tiles[3])]
    assert solution.levels[0].mu <= get_target("h13").working_set_bytes


def test_pass_is_idempotent(tmp_path: Path) -> None:
    module = ffn_module(tmp_path)
    AnecChimeraPass(target="h13").apply(anec_context(), module)
    once = printed(module)
    AnecChimeraPass(target="h13").apply(anec_context(), module)
    assert printed(module) == once
