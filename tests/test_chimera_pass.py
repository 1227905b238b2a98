"""`anec-chimera`: chain detection and the recorded tiles (SPEC section 8)."""

from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.printer import Printer

from anec.dialect.program import ProgramOp
from anec.cost.chimera import solve_matmul_chain
from anec.cost.targets import get_target
from anec.passes import chimera as chimera_pass
from anec.passes.chimera import CHIMERA_ATTR, AnecChimeraPass, chains, gemm_shape
from anec.tools import anec_opt
from anec.tools.ir_io import anec_context, load_module

ROOT = Path(__file__).resolve().parent.parent
FFN = ROOT / "tests" / "filecheck" / "transforms" / "anec-chimera.mlir"


def chunk(tmp_path: Path, index: int) -> Path:
    """The `index`-th chunk of the FileCheck test as a file of its own."""
    path = tmp_path / f"chunk{index}.mlir"
    path.write_text(FFN.read_text().split("// -----")[index])
    return path


def ffn_module(tmp_path: Path) -> ModuleOp:
    return load_module(anec_context(), str(chunk(tmp_path, 0)))


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
    recorded = [op.attributes[CHIMERA_ATTR].tile for op in chain]  # type: ignore[attr-defined]  # a ChimeraAttr
    assert recorded == [(tiles[0], tiles[1], tiles[2]), (tiles[0], tiles[2], tiles[3])]
    assert solution.levels[0].mu <= get_target("h13").working_set_bytes


def test_pass_is_idempotent(tmp_path: Path) -> None:
    module = ffn_module(tmp_path)
    AnecChimeraPass(target="h13").apply(anec_context(), module)
    once = printed(module)
    AnecChimeraPass(target="h13").apply(anec_context(), module)
    assert printed(module) == once


def test_three_fully_connected_layers_are_one_chain(tmp_path: Path) -> None:
    """AlexNet's form (transpose_rhs weights, bias, relu): one chain of three
    GEMMs, dims m, k, n, l, d4; every GEMM records the chain's order, which
    names d4 and so is joined by ">", and its own slice of the chain's tile."""
    module = load_module(anec_context(), str(chunk(tmp_path, 2)))
    AnecChimeraPass(target="h13").apply(anec_context(), module)
    module.verify()
    program = next(op for op in module.walk() if isinstance(op, ProgramOp))
    (chain,) = chains(program)
    shapes = [gemm_shape(op) for op in chain]
    assert shapes == [(1, 256, 1024), (1, 1024, 1024), (1, 1024, 128)]
    solution = solve_matmul_chain(shapes, get_target("h13").working_set_bytes, 2)  # type: ignore[arg-type]  # no None: asserted above
    level = solution.tiling.levels[0]
    attrs = [op.attributes[CHIMERA_ATTR] for op in chain]
    assert {attr.order.data for attr in attrs} == {">".join(level.permutation)}  # type: ignore[attr-defined]  # ChimeraAttrs
    assert "d4" in level.permutation
    tiles = level.tiles
    assert [attr.tile for attr in attrs] == [(tiles[0], tiles[i + 1], tiles[i + 2]) for i in range(3)]  # type: ignore[attr-defined]  # ChimeraAttrs


def test_a_refused_choice_is_located(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Should the pass ever write a choice the attribute refuses (as it did for
    AlexNet's chain, whose loops it ran together into "mkd4ln"), the error
    names the GEMM's line and column, and nothing is written."""
    monkeypatch.setattr(chimera_pass, "format_loop_order", "".join)
    path, out = chunk(tmp_path, 2), tmp_path / "out.mlir"
    with pytest.raises(SystemExit) as exit_:
        anec_opt.main([str(path), "-p", "anec-chimera{target=h13}", "-o", str(out)])
    assert exit_.value.code == 1
    line = next(n for n, text in enumerate(path.read_text().splitlines(), 1) if text.lstrip().startswith("%g0 = anec.matmul"))
    err = capsys.readouterr().err
    assert err.startswith(f"{path}:{line}:5: error: 'anec.matmul' op cannot record Chimera's choice: ")
    assert 'anec.chimera order "mknd4l" is not a loop order' in err
    assert not out.exists()
