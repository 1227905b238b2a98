"""Shared command-line behaviour: outputs appear whole or not at all, and
devices are written, never replaced."""

from __future__ import annotations

import os
import stat
import sys
import subprocess
import threading
from pathlib import Path

import pytest

from anec.tools.ir_io import UserError, write_output

ROOT = Path(__file__).resolve().parent.parent
BAD = "func.func @f(%x: tensor<4xf16>) {\n  %y = anec.relu %x : tensor<8xf16>\n  func.return\n}\n"


def test_write_output_replaces_a_regular_file(tmp_path: Path) -> None:
    target = tmp_path / "out.mlir"
    target.write_text("old")
    write_output(str(target), "new")
    assert target.read_text() == "new"
    assert [p.name for p in tmp_path.iterdir()] == ["out.mlir"]


def test_write_output_writes_into_a_fifo_without_replacing_it(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    received: list[str] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_text()))
    reader.start()
    write_output(str(fifo), "through the pipe")
    reader.join(timeout=10)
    assert received == ["through the pipe"]
    assert stat.S_ISFIFO(fifo.stat().st_mode)


def test_write_output_into_a_missing_directory_is_a_user_error(tmp_path: Path) -> None:
    with pytest.raises(UserError, match="cannot write"):
        write_output(str(tmp_path / "no" / "such" / "dir.mlir"), "x")


def test_anec_opt_writes_no_file_when_the_input_is_bad(tmp_path: Path, anec_opt: str) -> None:
    source = tmp_path / "bad.mlir"
    source.write_text(BAD)
    out = tmp_path / "out.mlir"
    result = subprocess.run([anec_opt, str(source), "-o", str(out)], capture_output=True, text=True, check=False)
    assert result.returncode == 1
    assert "bad.mlir:2:18: error: operand is used with type tensor<8xf16>" in result.stderr
    assert "Traceback" not in result.stderr
    assert not out.exists()
    assert [p.name for p in tmp_path.iterdir()] == ["bad.mlir"]


def test_empty_input_is_an_empty_module_and_binary_input_a_clear_error(tmp_path: Path, anec_opt: str) -> None:
    empty = tmp_path / "empty.mlir"
    empty.write_text("\n")
    result = subprocess.run([anec_opt, str(empty)], capture_output=True, text=True, check=True)
    assert result.stdout == "builtin.module {\n}\n\n"
    binary = tmp_path / "binary.mlir"
    binary.write_bytes(b"\x7fELF\x02\x01\xd0\xff")
    result = subprocess.run([anec_opt, str(binary)], capture_output=True, text=True, check=False)
    assert result.returncode == 1
    assert result.stderr == f"anec-opt: error: {binary} is not UTF-8 text (byte 0xd0 at offset 6)\n"


@pytest.mark.parametrize("tool", ["anec-opt", "anec-report", "anec-run", "anec-import", "anec-chimera", "anec-calibrate"])
def test_a_bad_command_line_is_one_line_and_exit_status_1(tool: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Every tool refuses an option it does not have as it refuses bad input:
    one line naming the tool, exit status 1 (argparse's default is the usage
    text and status 2)."""
    from anec.tools import anec_calibrate, anec_chimera, anec_import, anec_opt, anec_report, anec_run

    main = {
        "anec-opt": anec_opt.main,
        "anec-report": anec_report.main,
        "anec-run": anec_run.main,
        "anec-import": anec_import.main,
        "anec-chimera": anec_chimera.main,
        "anec-calibrate": anec_calibrate.main,
    }[tool]
    required = {"anec-report": ["--target", "h13"], "anec-calibrate": ["--target", "h13", "-o", "out.toml"]}.get(tool, [])
    positional = [] if tool == "anec-chimera" else ["in.mlir"]
    assert main([*positional, *required, "--bogus"]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err == f"{tool}: error: unrecognized arguments: --bogus\n"


@pytest.mark.parametrize(("given", "seen"), [(None, "1"), ("2", "2")])
def test_a_console_run_asks_openblas_for_one_thread_unless_told(given: str | None, seen: str) -> None:
    """A console run of `anec-import`, `anec-opt` or `anec-report` sets
    OPENBLAS_NUM_THREADS=1 before numpy loads (its thread pool spins for
    about 0.05 s of CPU otherwise); a value in the environment wins. A
    caller that goes on (`exiting=False`) leaves the environment alone."""
    script = (
        "import os, sys\nfrom anec.tools.ir_io import run_tool\n"
        "run_tool('t', lambda: 0)\n"
        "print(os.environ.get('OPENBLAS_NUM_THREADS'))\n"
        "run_tool('t', lambda: 0, exiting=True, one_blas_thread=True)\n"
        "import numpy\n"
        "print(os.environ.get('OPENBLAS_NUM_THREADS'), 'numpy' in sys.modules)\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    if given is not None:
        env["OPENBLAS_NUM_THREADS"] = given
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, env=env)
    assert done.stdout.splitlines() == [str(given), f"{seen} True"], done.stderr


def test_a_table_report_imports_only_what_it_uses() -> None:
    """`anec-report FILE --target h13` (a table) imports neither json (the
    JSON format's), the WSE-2 model (`anec.cost.wse2`, the wse2 target's),
    fractions (an exact float check the printer rarely needs), xDSL's pass
    machinery (`xdsl.passes`) nor the compiler (both `--compile`'s): each
    is start-up time the report does not use (docs/performance.md, "Eighth
    round: start-up")."""
    unused = ["json", "anec.cost.wse2", "fractions", "xdsl.passes", "anec.passes.compile"]
    script = (
        "import sys\nfrom anec.tools.anec_report import main\n"
        f"assert main([{str(ROOT / 'examples' / 'resnet_basic_block.mlir')!r}, '--target', 'h13']) == 0\n"
        f"print([name for name in {unused!r} if name in sys.modules])\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert done.stdout.splitlines()[-1] == "[]", done.stderr


def test_a_diagnostic_on_a_model_file_names_the_onnx_node_and_its_inputs(tmp_path: Path, anec_opt: str) -> None:
    """A model given straight to anec-opt: the error names the file, the ONNX node, its op type and inputs, not `<anec.argmax>`."""
    import onnx
    from onnx import TensorProto, helper

    graph = helper.make_graph(
        [helper.make_node("Relu", ["x"], ["r"], name="act"), helper.make_node("ArgMax", ["r"], ["y"], name="pick_class", axis=1, keepdims=0)],
        "g",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 10])],
        [helper.make_tensor_value_info("y", TensorProto.INT64, [1])],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    onnx.save(model, tmp_path / "classifier.onnx")
    out = tmp_path / "out.mlir"
    result = subprocess.run([anec_opt, str(tmp_path / "classifier.onnx"), "-p", "anec-compile{target=h13}", "-o", str(out)], capture_output=True, text=True, check=False)
    assert result.returncode == 1 and not out.exists()
    assert result.stderr.splitlines()[0].startswith(
        "classifier.onnx: ONNX node 'pick_class' (ArgMax; inputs 'r'): error: 'anec.argmax' op is not native on target h13"
    )
