"""
Hostile input to every tool (docs/robustness.md): deep nesting, empty
tensors, constants beyond their element type, values used where their
definition does not dominate, resource exhaustion in `anec-run`, ONNX
external data that points outside the model's directory, binary files, and
`-o` onto the input, a directory or an unwritable place. Each ends in a
diagnostic (located where there is a source), exit status 1, and no output
file of any kind. The tools run in-process through their `main`.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np
import pytest

from anec.dialect.limits import MAX_INITIALIZER_BYTES, MAX_NESTING_DEPTH, MAX_RUN_BYTES
from anec.tools import anec_chimera, anec_import, anec_opt, anec_report, anec_run
from anec.tools.ir_io import UserError, line_starts, nesting_overflow, write_outputs

Main = Callable[[Sequence[str]], int]

OK = (
    "func.func @f(%x: tensor<4xf16>) -> tensor<4xf16> {\n"
    "  %y = anec.relu %x : tensor<4xf16>\n"
    "  func.return %y : tensor<4xf16>\n"
    "}\n"
)

# Every tool that reads IR, as (name, argv before the file, argv after it).
IR_TOOLS = {
    "anec-opt": (anec_opt.main, [], []),
    "anec-compile": (anec_opt.main, [], ["-p", "anec-compile{target=h13}"]),
    "anec-report": (anec_report.main, [], ["--target", "h13"]),
    "anec-report-all": (anec_report.main, [], ["--target", "all"]),
    "anec-run": (anec_run.main, [], []),
}


def invoke(main: Main, argv: Sequence[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """(exit status, stdout, stderr) of a tool's `main`."""
    try:
        code = main(list(argv))
    except SystemExit as exit_:
        code = exit_.code if isinstance(exit_.code, int) else 1
    out, err = capsys.readouterr()
    return code, out, err


def refused(
    tool: str, tmp_path: Path, text: str, capsys: pytest.CaptureFixture[str], extra: Sequence[str] = ()
) -> tuple[str, Path]:
    """Runs `tool` on `text` with an output file; asserts exit 1, no traceback and
    no output file, and returns stderr and the input's path."""
    main, before, after = IR_TOOLS[tool]
    source = tmp_path / "in.mlir"
    source.write_text(text)
    out = tmp_path / ("out.npz" if tool == "anec-run" else "out.txt")
    code, _, err = invoke(main, [*before, str(source), *after, *extra, "-o", str(out)], capsys)
    assert code == 1, err
    assert "internal error" not in err and "Traceback" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.mlir"]
    return err, source


# Deep nesting.


def nested_modules(depth: int) -> str:
    return "builtin.module {\n" * depth + "}\n" * depth


def nested_attribute(depth: int) -> str:
    return "func.func @f() attributes {a = " + "[" * (depth - 1) + "]" * (depth - 1) + "} {\n  func.return\n}\n"


def nested_parentheses(depth: int) -> str:
    ty = "(" * depth + "tensor<4xf16>" + ")" * depth
    return OK.replace(": tensor<4xf16>\n  func", f": {ty}\n  func")


@pytest.mark.parametrize("tool", sorted(IR_TOOLS))
@pytest.mark.parametrize(
    ("build", "where"),
    [
        (nested_modules, f"{MAX_NESTING_DEPTH + 1}:16"),
        (nested_attribute, f"1:{31 + MAX_NESTING_DEPTH}"),
        (nested_parentheses, f"2:{22 + MAX_NESTING_DEPTH}"),  # the body's `{` is the first level
    ],
)
def test_deep_nesting_is_a_located_error(
    tool: str, build: Callable[[int], str], where: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    err, source = refused(tool, tmp_path, build(400), capsys)
    assert f"{source}:{where}: error: nesting too deep: more than {MAX_NESTING_DEPTH} levels of brackets" in err


def test_nesting_up_to_the_limit_is_accepted(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "deep.mlir"
    source.write_text(nested_attribute(MAX_NESTING_DEPTH))  # the `{` of the attribute dictionary is one level
    code, out, err = invoke(anec_opt.main, [str(source)], capsys)
    assert code == 0, err
    assert "[" * (MAX_NESTING_DEPTH - 1) in out
    source.write_text(nested_attribute(MAX_NESTING_DEPTH + 1))
    code, _, err = invoke(anec_opt.main, [str(source)], capsys)
    assert code == 1 and "nesting too deep" in err


@pytest.mark.parametrize(
    ("text", "overflow"),
    [
        ("(" * MAX_NESTING_DEPTH + ")" * MAX_NESTING_DEPTH, None),
        ("(" * (MAX_NESTING_DEPTH + 1), MAX_NESTING_DEPTH),
        ('"' + "(" * 100 + '"', None),  # inside a string
        ("// " + "[" * 100 + "\n()", None),  # inside a comment
        ("(" * (MAX_NESTING_DEPTH - 1) + "a -> b >= c <= d" + "<", None),  # arrows and comparisons are no brackets
        (("(" + "<" * 10 + ")") * 20, None),  # a closer drops the stray `<` above its opener
        ("a > b " * 100 + "(" * MAX_NESTING_DEPTH, None),  # a closer without its opener is no bracket
        ('"0x' + "0F" * 1000 + '"' + "(" * MAX_NESTING_DEPTH, None),  # a long hex string, then brackets
        ('"a\\"' + "(" * 100 + '"', None),  # an escaped quote does not close the string
        ('"a\\\\"' + "(" * (MAX_NESTING_DEPTH + 1), MAX_NESTING_DEPTH + 5),  # an escaped backslash does not escape the quote
        ('"(\n' + "(" * MAX_NESTING_DEPTH + '"', MAX_NESTING_DEPTH + 2),  # no closing quote on its line: no string
    ],
)
def test_nesting_scan(text: str, overflow: int | None) -> None:
    assert nesting_overflow(text) == overflow
    assert nesting_overflow(text, line_starts(text)) == overflow  # as the parser calls it


# Zero-sized dimensions: the verifier refuses them.

ZERO = (
    "func.func @f(%x: tensor<1x0x8x8xf16>) -> tensor<1x0x8x8xf16> {\n"
    "  %y = anec.relu %x : tensor<1x0x8x8xf16>\n"
    "  func.return %y : tensor<1x0x8x8xf16>\n"
    "}\n"
)


@pytest.mark.parametrize("tool", sorted(IR_TOOLS))
def test_zero_extent_is_a_verifier_error(tool: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err, source = refused(tool, tmp_path, ZERO, capsys)
    assert (
        f"{source}:2:3: error: 'anec.relu' op input tensor<1x0x8x8xf16> has extent 0 on axis 1; "
        "anec tensors have every extent at least 1 (no empty tensors)"
    ) in err


def test_zero_extent_with_a_plot_writes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err, _ = refused("anec-report", tmp_path, ZERO, capsys, ["--plot", str(tmp_path / "roof.png")])
    assert "has extent 0 on axis 1" in err


# Constants beyond their element type.


@pytest.mark.parametrize("tool", sorted(IR_TOOLS))
@pytest.mark.parametrize(
    ("literal", "at", "message"),
    [
        (
            "dense<-70000.0> : tensor<4xf16>",
            "-70000.0",
            "the value -70000 of the dense literal is out of range for f16: finite f16 values lie in [-65504, 65504]",
        ),
        (
            "dense<[1.0, 2.0, 1.0e39, 0.0]> : tensor<4xf32>",
            "1.0e39",
            "the value 1e+39 of the dense literal is out of range for f32: finite f32 values lie in [-3.40282e+38, 3.40282e+38]",
        ),
        ("dense<300> : tensor<4xi8>", "<", "Integer value 300 is out of range for type i8"),
    ],
)
def test_constant_out_of_range_is_located(
    tool: str, literal: str, at: str, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The error points at the element out of range (the literal, for integers)."""
    ty = literal.rpartition(": ")[2]
    text = f"func.func @f() -> {ty} {{\n  %c = anec.constant {literal}\n  func.return %c : {ty}\n}}\n"
    err, source = refused(tool, tmp_path, text, capsys)
    assert f"{source}:2:{22 + literal.index(at)}: error: {message}" in err


# Dominance.

DOMINANCE = [
    (
        "func.func @f(%x: tensor<4xf16>) -> tensor<4xf16> {\n"
        "  %y = anec.add %x, %y : tensor<4xf16>, tensor<4xf16> -> tensor<4xf16>\n"
        "  func.return %y : tensor<4xf16>\n}\n",
        "2:3: error: 'anec.add' op operand #1 (%y) is its own result; a value must be defined before it is used",
    ),
    (
        "func.func @f(%x: tensor<4xf16>) -> tensor<4xf16> {\n"
        "  %y = anec.relu %z : tensor<4xf16>\n"
        "  %z = anec.relu %x : tensor<4xf16>\n"
        "  func.return %y : tensor<4xf16>\n}\n",
        "2:3: error: 'anec.relu' op operand #0 (%z) is used before its definition",
    ),
    (
        "func.func @f(%x: tensor<4xf16>) -> tensor<4xf16> {\n"
        "  %a = anec.relu %b : tensor<4xf16>\n"
        "  %b = anec.relu %a : tensor<4xf16>\n"
        "  func.return %b : tensor<4xf16>\n}\n",
        "2:3: error: 'anec.relu' op operand #0 (%b) is used before its definition",
    ),
    (
        "func.func @f(%c: i1, %x: tensor<4xf16>) -> tensor<4xf16> {\n"
        "  cf.cond_br %c, ^a, ^b\n^a:\n"
        "  %y = anec.relu %x : tensor<4xf16>\n"
        "  cf.br ^b\n^b:\n"
        "  func.return %y : tensor<4xf16>\n}\n",
        "7:3: error: 'func.return' op operand #0 (%y) is defined in a block that does not dominate this use",
    ),
    (
        "func.func @f(%x: tensor<4xf16>) -> tensor<4xf16> {\n"
        '  %y = anec.program "p0" (%a = %x : tensor<4xf16>) -> tensor<4xf16> {\n'
        "    %r = anec.relu %y : tensor<4xf16>\n"
        "    anec.yield %r : tensor<4xf16>\n  }\n"
        "  func.return %y : tensor<4xf16>\n}\n",
        "3:5: error: 'anec.relu' op operand #0 (%y) is a result of an op that encloses this use",
    ),
]


@pytest.mark.parametrize("tool", sorted(IR_TOOLS))
@pytest.mark.parametrize(("text", "message"), DOMINANCE)
def test_use_without_dominating_definition_is_a_verifier_error(
    tool: str, text: str, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    err, source = refused(tool, tmp_path, text, capsys)
    assert f"{source}:{message}" in err


def test_dominated_uses_across_blocks_are_accepted(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "ok.mlir"
    source.write_text(
        "func.func @f(%c: i1, %x: tensor<4xf16>) -> tensor<4xf16> {\n"
        "  %y = anec.relu %x : tensor<4xf16>\n"
        "  cf.cond_br %c, ^a, ^b\n^a:\n  cf.br ^b\n^b:\n"
        "  func.return %y : tensor<4xf16>\n}\n"
    )
    code, _, err = invoke(anec_opt.main, [str(source)], capsys)
    assert code == 0, err


# anec-run: seed, sizes, recursion.


def test_run_refuses_a_negative_seed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "ok.mlir"
    source.write_text(OK)
    code, out, err = invoke(anec_run.main, [str(source), "--seed", "-1"], capsys)
    assert (code, out, err) == (1, "", "anec-run: error: --seed must be a non-negative integer, got -1\n")


def test_run_refuses_a_huge_tensor_before_allocating(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    ty = f"tensor<{2**31 - 1}xf16>"  # inside the dialect's range (2^63 is the verifier's business)
    text = f"func.func @f(%x: {ty}) -> {ty} {{\n  %y = anec.relu %x : {ty}\n  func.return %y : {ty}\n}}\n"
    err, source = refused("anec-run", tmp_path, text, capsys)
    assert err == (
        f"{source}:1:1: error: 'func.func' op argument 0 {ty} needs {2 * (2**31 - 1)} bytes; "
        f"anec-run holds at most {MAX_RUN_BYTES} bytes of tensors (docs/robustness.md)\n"
    )


def test_run_refuses_a_function_whose_tensors_add_up_beyond_the_limit(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    elements = MAX_RUN_BYTES // 8 + 1  # f16: each tensor a little over a quarter of the budget
    ty = f"tensor<{elements}xf16>"
    text = (
        f"func.func @f(%x: {ty}) -> {ty} {{\n  %y = anec.relu %x : {ty}\n"
        f"  %z = anec.relu %y : {ty}\n  %w = anec.relu %z : {ty}\n  func.return %w : {ty}\n}}\n"
    )
    err, source = refused("anec-run", tmp_path, text, capsys)
    assert f"{source}:4:3: error: 'anec.relu' op result 0 {ty} brings the run's tensors to {4 * elements * 2} bytes" in err


@pytest.mark.parametrize(
    ("calls", "cycle"),
    [({"f": "f"}, "@f -> @f"), ({"f": "g", "g": "h", "h": "g"}, "@g -> @h -> @g")],
)
def test_run_refuses_recursion(calls: dict[str, str], cycle: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = "".join(
        f"func.func @{name}(%x: tensor<4xf16>) -> tensor<4xf16> {{\n"
        f"  %y = func.call @{callee}(%x) : (tensor<4xf16>) -> tensor<4xf16>\n"
        "  func.return %y : tensor<4xf16>\n}\n"
        for name, callee in calls.items()
    )
    err, source = refused("anec-run", tmp_path, text, capsys)
    callee = cycle.split(" -> ")[0]
    line = 4 * (list(calls).index(cycle.split(" -> ")[-2][1:])) + 2
    assert err == (
        f"{source}:{line}:3: error: 'func.call' op calls {callee} recursively ({cycle}); "
        "anec-run runs call graphs without cycles only\n"
    )


# ONNX: external data, initializers.


def save_model(path: Path, initializer: object) -> Path:
    import onnx
    from onnx import TensorProto, helper

    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 4])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 4])
    graph = helper.make_graph([helper.make_node("Add", ["x", "w"], ["y"])], "g", [x], [y], initializer=[initializer])
    onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]), str(path))
    return path


def external(location: str, dims: Sequence[int] = (1, 4), offset: str = "0") -> object:
    from onnx import TensorProto

    tensor = TensorProto(name="w", data_type=TensorProto.FLOAT, dims=list(dims), data_location=TensorProto.EXTERNAL)
    for key, value in (("location", location), ("offset", offset), ("length", "16")):
        entry = tensor.external_data.add()
        entry.key, entry.value = key, value
    return tensor


@pytest.fixture
def model_dir(tmp_path: Path) -> Path:
    """tmp/model/ holding w.bin (the weights); tmp/outside.bin holds valid weights too."""
    pytest.importorskip("onnx")
    (tmp_path / "model").mkdir()
    (tmp_path / "model" / "w.bin").write_bytes(np.ones(4, np.float32).tobytes())
    (tmp_path / "outside.bin").write_bytes(np.ones(4, np.float32).tobytes())
    return tmp_path / "model"


def import_refused(model: Path, capsys: pytest.CaptureFixture[str], *extra: str) -> str:
    before = sorted(p.name for p in model.parent.iterdir())
    out = model.parent / "out.mlir"
    code, _, err = invoke(anec_import.main, [str(model), "-o", str(out), *extra], capsys)
    assert code == 1, err
    assert "internal error" not in err
    assert sorted(p.name for p in model.parent.iterdir()) == before
    return err


def test_onnx_with_external_data_inside_its_directory_imports(model_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    model = save_model(model_dir / "m.onnx", external("w.bin"))
    code, out, err = invoke(anec_import.main, [str(model)], capsys)
    assert code == 0, err
    assert "dense<1.000000e+00> : tensor<1x4xf16>" in out


@pytest.mark.parametrize("location", ["../outside.bin", "../../outside.bin", "sub/../../outside.bin", "/etc/passwd", "link.bin"])
def test_onnx_external_data_outside_the_model_directory_is_refused_unread(
    location: str, model_dir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import onnx

    (model_dir / "link.bin").symlink_to("../outside.bin")
    model = save_model(model_dir / "m.onnx", external(location))

    def never(*args: object, **kwargs: object) -> None:
        raise AssertionError("external data was read")

    monkeypatch.setattr(onnx.external_data_helper, "load_external_data_for_model", never)
    err = import_refused(model, capsys)
    assert err == (
        f"anec-import: error: {model}: initializer 'w': external data location '{location}' is outside the model's directory "
        f"'{model_dir}'; external data is read from inside that directory only\n"
    )


def test_onnx_missing_external_data_imports_shapes_only(model_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    model = save_model(model_dir / "m.onnx", external("missing.bin"))
    code, out, err = invoke(anec_import.main, [str(model)], capsys)
    assert code == 0, err
    assert "is missing; importing shapes only" in err
    assert "#anec.placeholder" in out


def test_onnx_bad_external_offset_is_refused(model_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = import_refused(save_model(model_dir / "m.onnx", external("w.bin", offset="-4")), capsys)
    assert err == f"anec-import: error: {model_dir / 'm.onnx'}: initializer 'w': external data offset '-4' is not a non-negative integer\n"


def test_onnx_initializer_without_data_is_refused(model_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from onnx import TensorProto

    empty = TensorProto(name="w", data_type=TensorProto.FLOAT, dims=[1, 4])
    err = import_refused(save_model(model_dir / "m.onnx", empty), capsys)
    assert err.startswith(f"anec-import: error: {model_dir / 'm.onnx'}: initializer 'w' declares shape 1x4 (4 elements) but its data does not hold them")


@pytest.mark.parametrize("external_data", [False, True])
def test_onnx_huge_declared_shape_is_refused(external_data: bool, model_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from onnx import TensorProto

    dims = (2**40, 4)
    tensor = external("w.bin", dims) if external_data else TensorProto(name="w", data_type=TensorProto.FLOAT, dims=list(dims))
    err = import_refused(save_model(model_dir / "m.onnx", tensor), capsys)
    assert err == (
        f"anec-import: error: {model_dir / 'm.onnx'}: initializer 'w' declares shape {2**40}x4 ({2**44} bytes); "
        f"the importer reads initializers of at most {MAX_INITIALIZER_BYTES} bytes (docs/robustness.md)\n"
    )


def test_onnx_failed_weights_file_leaves_no_module(model_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    model = save_model(model_dir / "m.onnx", external("w.bin"))
    err = import_refused(model, capsys, "--weights", "args", "--weights-file", str(model_dir / "no" / "w.npz"))
    assert err == f"anec-import: error: cannot write '{model_dir / 'no' / 'w.npz'}': no such directory '{model_dir / 'no'}'\n"


# anec-chimera: binary and deeply nested chain files.


@pytest.mark.parametrize("name", ["chain.json", "chain.toml"])
def test_chimera_binary_chain_is_an_error(name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    chain = tmp_path / name
    chain.write_bytes(b"\x7fELF\x02\x01\xd0\xff")
    code, out, err = invoke(anec_chimera.main, ["--chain", str(chain)], capsys)
    assert (code, out, err) == (1, "", f"anec-chimera: error: {chain} is not UTF-8 text (byte 0xd0 at offset 6)\n")
    code, out, err = invoke(anec_chimera.main, ["--check", f"@{chain}"], capsys)
    assert (code, out, err) == (1, "", f"anec-chimera: error: {chain} is not UTF-8 text (byte 0xd0 at offset 6)\n")


def test_chimera_deeply_nested_chain_is_an_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    chain = tmp_path / "chain.json"
    chain.write_text("[" * 100_000)
    code, out, err = invoke(anec_chimera.main, ["--chain", str(chain)], capsys)
    assert (code, out, err) == (1, "", f"anec-chimera: error: {chain}: nesting too deep to read (docs/robustness.md)\n")


# -o: onto the input, a directory, an unwritable place; outputs all or none.

OUTPUT_TOOLS = {
    "anec-opt": (anec_opt.main, []),
    "anec-report": (anec_report.main, ["--target", "h13"]),
    "anec-run": (anec_run.main, []),
    "anec-import": (anec_import.main, []),
}


def linalg_source(tmp_path: Path) -> Path:
    source = tmp_path / "in.mlir"
    source.write_text(
        "func.func @f(%x: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {\n"
        "  %y = linalg.add ins(%x, %x : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>\n"
        "  func.return %y : tensor<4xf32>\n}\n"
    )
    return source


@pytest.mark.parametrize("tool", sorted(OUTPUT_TOOLS))
@pytest.mark.parametrize("target", ["input", "link", "directory", "missing-directory", "under-a-file"])
def test_bad_output_paths_are_refused(tool: str, target: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main, extra = OUTPUT_TOOLS[tool]
    source = linalg_source(tmp_path) if tool == "anec-import" else tmp_path / "in.mlir"
    if tool != "anec-import":
        source.write_text(OK)
    original = source.read_text()
    (tmp_path / "link.mlir").symlink_to(source.name)
    (tmp_path / "dir").mkdir()
    path, message = {
        "input": (source, f"it is the input file '{source}'; write the output elsewhere"),
        "link": (tmp_path / "link.mlir", f"it is the input file '{source}'; write the output elsewhere"),
        "directory": (tmp_path / "dir", "it is a directory"),
        "missing-directory": (tmp_path / "no" / "out", f"no such directory '{tmp_path / 'no'}'"),
        "under-a-file": (source / "out", f"'{source}' is not a directory"),
    }[target]
    before = sorted(p.name for p in tmp_path.iterdir())
    code, out, err = invoke(main, [str(source), *extra, "-o", str(path)], capsys)
    assert (code, out, err) == (1, "", f"{tool}: error: cannot write '{path}': {message}\n")
    assert source.read_text() == original
    assert sorted(p.name for p in tmp_path.iterdir()) == before
    assert list((tmp_path / "dir").iterdir()) == []


def test_report_failing_output_leaves_no_plot(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "in.mlir"
    source.write_text(OK)
    argv = [str(source), "--target", "h13", "--plot", str(tmp_path / "roof.png"), "-o", "/nonexistent/r.txt"]
    code, _, err = invoke(anec_report.main, argv, capsys)
    assert code == 1 and "no such directory '/nonexistent'" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.mlir"]


def test_report_refuses_the_same_file_twice(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "in.mlir"
    source.write_text(OK)
    out = tmp_path / "r.svg"
    code, _, err = invoke(anec_report.main, [str(source), "--target", "h13", "--plot", str(out), "-o", str(out)], capsys)
    assert (code, err) == (1, f"anec-report: error: cannot write '{out}' twice: two outputs name the same file\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.mlir"]


def test_outputs_are_committed_together_or_not_at_all(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first, second = tmp_path / "a.mlir", tmp_path / "b.npz"
    first.write_text("old")
    real_fdopen = os.fdopen
    calls: list[int] = []

    def failing_fdopen(fd: int, *args: object, **kwargs: object) -> object:
        calls.append(fd)
        if len(calls) == 2:
            os.close(fd)
            raise OSError(28, "No space left on device")
        return real_fdopen(fd, *args, **kwargs)  # type: ignore[call-overload]  # passes on whatever os.fdopen was given

    monkeypatch.setattr(os, "fdopen", failing_fdopen)
    with pytest.raises(UserError, match=re.escape(f"cannot write '{second}': No space left on device")):
        write_outputs([(str(first), "new"), (str(second), b"npz")])
    assert first.read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.mlir"]


def test_a_device_is_written_in_place(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "in.mlir"
    source.write_text(OK)
    for main, extra in OUTPUT_TOOLS.values():
        if main is anec_import.main:
            continue
        code, _, err = invoke(main, [str(source), *extra, "-o", os.devnull], capsys)
        assert code == 0, err
    assert Path(os.devnull).is_char_device()


@pytest.mark.parametrize(
    ("ty", "message"),
    [
        ("tensor<1x2147483648xf16>", "has extent 2147483648 on axis 1; anec extents are at most 2147483647 (2^31 - 1)"),
        ("tensor<65536x65536x65537xf16>", "has 281479271677952 elements; anec tensors have at most 2^48 (281474976710656)"),
    ],
)
@pytest.mark.parametrize("tool", sorted(IR_TOOLS))
def test_extents_outside_the_dialect_range_are_rejected(
    tool: str, ty: str, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The verifier bounds every tensor, so every cost formula stays exact
    and bounded whatever the extents (docs/robustness.md)."""
    text = f"func.func @f(%x: {ty}) -> {ty} {{\n  %y = anec.relu %x : {ty}\n  func.return %y : {ty}\n}}\n"
    err, source = refused(tool, tmp_path, text, capsys)
    assert f"{source}:2:3: error: 'anec.relu' op input {ty} {message}" in err
