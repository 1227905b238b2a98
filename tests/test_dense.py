"""
`anec.dialect.dense`: dense elements between text, bytes and numpy. The
fast parser and printer (`AnecPrinter`) give exactly what xDSL's own give
for finite values (the textual format upstream MLIR reads does not change),
keep a splat as one element in memory, and read elements straight from
bytes. Exactness (inf, NaN, -0.0, every bit pattern) is tests/test_ir_io.py's.
"""

from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from xdsl.dialects.builtin import BytesAttr, DenseIntOrFPElementsAttr, TensorType, f16, f32, i8
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import ParseError

from anec.dialect.dense import _finite_float_bytes, elements, parse_dense
from anec.dialect.printer import AnecPrinter
from anec.tools.ir_io import LocatingParser, UserError, anec_context, load_module

LITERALS = [
    "dense<2.000430e-02> : tensor<1000x1024xf16>",
    "dense<-3> : tensor<1x1xsi8>",
    "dense<255> : tensor<2xui8>",
    "dense<[[1.000000e+00, 2.500000e+00], [-3.000000e+00, 6.550400e+04]]> : tensor<2x2xf16>",
    "dense<[1.000000e-01, 2.000000e-01, 3.000000e-01]> : tensor<3xf32>",
    "dense<[-128, 0, 127]> : tensor<3xi8>",
    "dense<> : tensor<0xf32>",
    "dense<[1, 2, 3]> : tensor<3xindex>",
]


def parse_fast(text: str) -> DenseIntOrFPElementsAttr:
    attr = LocatingParser(anec_context(), text, "t.mlir").parse_attribute()
    assert isinstance(attr, DenseIntOrFPElementsAttr)
    return attr


def parse_xdsl(text: str) -> DenseIntOrFPElementsAttr:
    attr = Parser(anec_context(), text).parse_attribute()
    assert isinstance(attr, DenseIntOrFPElementsAttr)
    return attr


def printed(attr: DenseIntOrFPElementsAttr, fast: bool = True) -> str:
    stream = io.StringIO()
    (AnecPrinter if fast else Printer)(stream=stream).print_attribute(attr)
    return stream.getvalue()


@pytest.mark.parametrize("text", LITERALS)
def test_parse_gives_xdsl_elements_and_prints_the_same_text(text: str) -> None:
    fast, slow = parse_fast(text), parse_xdsl(text)
    assert fast.type == slow.type
    assert fast.get_values() == slow.get_values() or len(fast) == 1 and set(slow.get_values()) == set(fast.get_values())
    assert printed(fast) == printed(slow, fast=False) == text


def test_splat_stays_one_element() -> None:
    attr = parse_fast("dense<2.000000e-02> : tensor<1000x1024xf16>")
    assert len(attr.data.data) == 2
    values = elements(attr)
    assert values.shape == (1000, 1024) and values.strides == (0, 0)
    assert float(values[999, 1023]) == float(np.float16(0.02))


def test_one_element_hex_is_a_splat_and_full_hex_is_bytes() -> None:
    splat = parse_fast('dense<"0x003C"> : tensor<4x4xf16>')
    assert splat.data.data == b"\x00\x3c"
    assert printed(splat) == "dense<1.000000e+00> : tensor<4x4xf16>"
    data = np.arange(200, dtype=np.float16)
    text = f'dense<"0x{data.tobytes().hex().upper()}"> : tensor<10x20xf16>'
    attr = parse_fast(text)
    np.testing.assert_array_equal(elements(attr), data.reshape(10, 20))
    assert printed(attr) == printed(parse_xdsl(text), fast=False) == text


@pytest.mark.parametrize(
    "array",
    [
        np.random.default_rng(0).standard_normal(300).astype(np.float16),
        np.random.default_rng(1).standard_normal((4, 5)).astype(np.float32),
        np.full(150, 1.5, np.float32),
        np.arange(-60, 60, dtype=np.int8),
        np.arange(120, dtype=np.int8),
    ],
)
def test_printer_matches_xdsl(array: np.ndarray) -> None:
    elem = {np.dtype(np.float16): f16, np.dtype(np.float32): f32, np.dtype(np.int8): i8}[array.dtype]
    attr = DenseIntOrFPElementsAttr(TensorType(elem, array.shape), BytesAttr(array.tobytes()))
    assert printed(attr) == printed(attr, fast=False)


@pytest.mark.parametrize(
    ("array", "ours", "xdsl"),
    [
        (np.array([np.nan, np.nan], np.float16), "dense<0x7E00>", "dense<[0x7e00, 0x7e00]>"),
        (np.array([np.nan], np.float32), "dense<0x7FC00000>", "dense<0x7fc00000>"),
        (np.array([0.0, -0.0, 0.0], np.float32), "dense<[0.000000e+00, -0.000000e+00, 0.000000e+00]>", "dense<0.000000e+00>"),
    ],
)
def test_printer_is_exact_where_xdsl_is_not(array: np.ndarray, ours: str, xdsl: str) -> None:
    """A splat is the same bits everywhere (xDSL compares values: NaN is no splat, -0.0 one with 0.0); NaN as MLIR writes it."""
    elem = {np.dtype(np.float16): f16, np.dtype(np.float32): f32}[array.dtype]
    attr = DenseIntOrFPElementsAttr(TensorType(elem, array.shape), BytesAttr(array.tobytes()))
    suffix = f" : {attr.get_type()}"
    assert (printed(attr), printed(attr, fast=False)) == (ours + suffix, xdsl + suffix)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("dense<[1.0, 2.0]> : tensor<3xf16>", "Shape mismatch in dense literal. Expected [3] shape from the type, but got [2] shape."),
        ('dense<"0x00"> : tensor<3xf16>', "Shape mismatch in dense literal. Expected 3 elements from the type, but got 0 elements."),
        ('dense<"0xZZ"> : tensor<1xf16>', "Hex string in denseAttr is invalid"),
        ("dense<> : tensor<2xf16>", "Expected at least one element in the dense literal, but got None"),
        (
            "dense<[1.0, 1.0e6]> : tensor<2xf16>",
            "the value 1e+06 of the dense literal is out of range for f16: finite f16 values lie in [-65504, 65504]",
        ),
        ("dense<300> : tensor<2xi8>", "Integer value 300 is out of range for type i8"),
    ],
)
def test_bad_literal_is_a_parse_error(text: str, message: str) -> None:
    with pytest.raises(ParseError, match=re.escape(message)):
        parse_fast(text)


def test_bad_literal_in_a_file_is_located(tmp_path: Path) -> None:
    path = tmp_path / "bad.mlir"
    path.write_text('func.func @f() {\n  %c = anec.constant dense<"0x00"> : tensor<3xf16>\n  func.return\n}\n')
    with pytest.raises(UserError, match=r"bad.mlir:2:27: error: Shape mismatch in dense literal"):
        load_module(anec_context(), str(path))


def test_parse_dense_reads_a_given_type() -> None:
    parser = LocatingParser(anec_context(), "<[1.0, 2.0]>", "t.mlir")
    attr = parse_dense(parser, TensorType(f32, [2]))
    np.testing.assert_array_equal(elements(attr), np.array([1.0, 2.0], np.float32))


def _numpy_float_bytes(values: list[float], dtype: str) -> bytes | None:
    with np.errstate(over="ignore"):
        array = np.asarray(values, dtype=dtype)
    return array.tobytes() if np.isfinite(array).all() else None


def test_literal_bytes_without_numpy_are_numpys() -> None:
    """The struct packing of decimal literals (`_finite_float_bytes`) gives
    numpy's rounding: every finite fp16 value, the midpoints between
    neighbours and a double either side of them (ties to even), the edges
    of the range, and fp32 values and their neighbouring doubles across
    the exponent range; where numpy gives an inf it gives None."""
    halves = np.arange(1 << 16, dtype=np.uint16).view(np.float16)
    halves = np.unique(halves[np.isfinite(halves)].astype(np.float64))
    middles = (halves[1:] + halves[:-1]) / 2
    fp16 = [*halves, *middles, *np.nextafter(middles, np.inf), *np.nextafter(middles, -np.inf), 65519.0, 65520.0, -65520.0, 1e300]
    singles = np.arange(0, 1 << 32, 65521, dtype=np.uint64).astype(np.uint32).view(np.float32)
    singles = singles[np.isfinite(singles)].astype(np.float64)
    fp32 = [*singles, *np.nextafter(singles, np.inf), *np.nextafter(singles, -np.inf), 3.4028235677973366e38, 1e-46, 7.1e-46]
    for element, dtype, values in ((f16, "<f2", fp16), (f32, "<f4", fp32)):
        for value in map(float, values):
            assert _finite_float_bytes([value], element) == _numpy_float_bytes([value], dtype), (element, value)
    assert _finite_float_bytes([1.0, float("inf")], f16) is None
    assert _finite_float_bytes([1.0], i8) is None


def test_reading_ir_does_not_import_numpy(tmp_path: Path) -> None:
    """`anec-report` of IR (splats, hex data, short float lists) runs without numpy: its import is a fifth of a report's start-up."""
    path = tmp_path / "w.mlir"
    path.write_text(
        "func.func @f(%x: tensor<1x2x1x1xf16>) -> tensor<1x2x1x1xf16> {\n"
        "  %w = anec.constant dense<2.5e-01> : tensor<2x2x1x1xf16>\n"
        "  %b = anec.constant dense<[1.5, -2.0]> : tensor<2xf16>\n"
        '  %h = anec.constant dense<"0x003C0040"> : tensor<2xf16>\n'
        "  %y = anec.convolution %x, %w : tensor<1x2x1x1xf16>, tensor<2x2x1x1xf16> -> tensor<1x2x1x1xf16>\n"
        "  func.return %y : tensor<1x2x1x1xf16>\n}\n"
    )
    script = (
        "import sys\nfrom anec.tools.anec_report import main\n"
        f"assert main([{str(path)!r}, '--target', 'all']) == 0\n"
        "print('numpy' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert done.stdout.splitlines()[-1] == "False", done.stderr
