"""
Exact float text: every fp16 and fp32 bit pattern (inf, -inf, -0.0, NaN with
its payload, subnormals) prints (`AnecPrinter`) as a literal that anec's
parser (`LocatingParser`) reads back to the same bits, and that upstream
MLIR (`iree-opt`, package iree-base-compiler) reads to the same bits too.
"""

from __future__ import annotations

import io
import subprocess

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.dialects.builtin import BytesAttr, DenseIntOrFPElementsAttr, Float16Type, Float32Type, FloatAttr, TensorType, f16, f32
from xdsl.ir import Attribute
from xdsl.utils.exceptions import ParseError

from anec.dialect.dense import elements, float_text
from anec.dialect.printer import AnecPrinter
from anec.tools.ir_io import LocatingParser, anec_context

TYPES = {"f16": (f16, np.dtype("<f2"), np.dtype("<u2")), "f32": (f32, np.dtype("<f4"), np.dtype("<u4"))}

SPECIAL_BITS = {
    "f16": [0x0000, 0x8000, 0x0001, 0x8001, 0x03FF, 0x0400, 0x3C00, 0x7BFF, 0xFBFF, 0x7C00, 0xFC00, 0x7E00, 0xFE00, 0x7C01, 0x7FFF, 0xFD55],
    "f32": [
        0x00000000, 0x80000000, 0x00000001, 0x007FFFFF, 0x00800000, 0x3F800000, 0x3DCCCCCD, 0x7F7FFFFF, 0xFF7FFFFF,
        0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0x7F800001, 0x7FBFFFFF, 0xFFFFFFFF, 0x4B800001,
    ],
}
"""Zeros, the smallest and largest subnormals and normals, 1, fp32 0.1, the
largest finite values, infinities, quiet and signalling NaNs with payloads."""


def printed(attr: Attribute) -> str:
    stream = io.StringIO()
    AnecPrinter(stream=stream).print_attribute(attr)
    return stream.getvalue()


def dense(bits: list[int], name: str) -> DenseIntOrFPElementsAttr:
    element, _, raw = TYPES[name]
    return DenseIntOrFPElementsAttr(TensorType(element, [len(bits)]), BytesAttr(np.asarray(bits, raw).tobytes()))


def parsed_bits(text: str, name: str) -> np.ndarray:
    attr = LocatingParser(anec_context(), text, "t.mlir").parse_attribute()
    assert isinstance(attr, DenseIntOrFPElementsAttr)
    return np.ascontiguousarray(elements(attr)).view(TYPES[name][2]).reshape(-1)


def round_trips(bits: list[int], name: str) -> None:
    text = printed(dense(bits, name))
    assert '"0x' not in text  # the element literals themselves, not a hex blob, are under test
    np.testing.assert_array_equal(parsed_bits(text, name), np.asarray(bits, TYPES[name][2]), err_msg=text)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 0xFFFF), min_size=1, max_size=12))
def test_random_fp16_bits_print_and_parse_to_the_same_bits(bits: list[int]) -> None:
    round_trips(bits, "f16")


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.one_of(st.integers(0, 0xFFFFFFFF), st.sampled_from(SPECIAL_BITS["f32"]), st.integers(0x7F800001, 0x7FFFFFFF)),
        min_size=1,
        max_size=12,
    )
)
def test_random_fp32_bits_print_and_parse_to_the_same_bits(bits: list[int]) -> None:
    round_trips(bits, "f32")


@pytest.mark.parametrize("name", TYPES)
def test_special_values_each_as_a_splat_and_in_a_list(name: str) -> None:
    for bits in SPECIAL_BITS[name]:
        round_trips([bits], name)
        round_trips([bits, bits], name)  # a splat by its bits
    round_trips(SPECIAL_BITS[name], name)


@pytest.mark.parametrize(
    ("bits", "name", "text"),
    [
        ([0xFF800000] * 4, "f32", "dense<0xFF800000> : tensor<4xf32>"),
        ([0x7FC00000], "f32", "dense<0x7FC00000> : tensor<1xf32>"),
        ([0x7E01, 0x3E00], "f16", "dense<[0x7E01, 1.500000e+00]> : tensor<2xf16>"),
        ([0x0000, 0x8000, 0x0000], "f16", "dense<[0.000000e+00, -0.000000e+00, 0.000000e+00]> : tensor<3xf16>"),
        ([0x3DFCD6DE, 0x3E99999A], "f32", "dense<[0.123456702, 3.000000e-01]> : tensor<2xf32>"),
        ([0x3F000001], "f32", "dense<0.50000006> : tensor<1xf32>"),
        ([0x4B800000, 0x4B800001], "f32", "dense<[1.6777216e+07, 1.6777218e+07]> : tensor<2xf32>"),
    ],
)
def test_forms(bits: list[int], name: str, text: str) -> None:
    """MLIR's forms: hex bit patterns for inf and NaN, six significant digits and a 0 where exact, else 9 significant
    digits (fp32) where they hold a ".", else the shortest exact decimal."""
    assert printed(dense(bits, name)) == text
    np.testing.assert_array_equal(parsed_bits(text, name), np.asarray(bits, TYPES[name][2]))


def test_hex_splat_reads_as_bits_not_as_an_integer() -> None:
    """xDSL 0.74 reads `dense<0xFF800000>` as the float 4286578688.0; MLIR, and anec, as -inf."""
    assert np.isneginf(elements(LocatingParser(anec_context(), "dense<0xFF800000> : tensor<2xf32>", "t").parse_attribute())).all()  # type: ignore[arg-type]  # the literal parses as dense elements


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("dense<-0x7C00> : tensor<1xf16>", "hexadecimal float literal should not have a leading minus"),
        ("dense<0x1FF800000> : tensor<1xf32>", "hexadecimal float constant out of range for f32: 0x1FF800000 has more than 32 bits"),
        ("dense<[1.0, 0x17C00]> : tensor<2xf16>", "hexadecimal float constant out of range for f16"),
    ],
)
def test_bad_hex_element_is_a_located_parse_error(text: str, message: str) -> None:
    with pytest.raises(ParseError, match=message) as info:
        LocatingParser(anec_context(), text, "t.mlir").parse_attribute()
    assert info.value.span.text.lstrip("-").startswith("0x")


@pytest.mark.parametrize(("value", "element", "text"), [(float("-inf"), f32, "0xFF800000"), (float("nan"), f16, "0x7E00"), (0.5, f32, "5.000000e-01")])
def test_scalar_float_attributes_print_exactly(value: float, element: Float16Type | Float32Type, text: str) -> None:
    assert printed(FloatAttr(value, element)) == f"{text} : {element}"


def upstream_bits(texts: list[str], name: str, iree_opt: str) -> np.ndarray:
    """The bits iree-opt reads from `dense<[texts...]>`, printed back by it as a hex blob."""
    chunks = [texts[i : i + 100] for i in range(0, len(texts), 100)]
    body = "\n".join(
        f'  "test.c"() {{value = dense<[{", ".join(chunk)}]> : tensor<{len(chunk)}x{name}>}} : () -> ()' for chunk in chunks
    )
    result = subprocess.run(
        [iree_opt, "--allow-unregistered-dialect", "--mlir-print-elementsattrs-with-hex-if-larger=0", "-"],
        input=f"module {{\n{body}\n}}\n", capture_output=True, text=True, check=False,
    )
    assert result.returncode == 0, result.stderr
    blobs = [line.split('dense<"0x', 1)[1].split('"', 1)[0] for line in result.stdout.splitlines() if "dense<" in line]
    return np.frombuffer(bytes.fromhex("".join(blobs)), TYPES[name][2])




@pytest.mark.parametrize("name", TYPES)
def test_upstream_mlir_reads_the_printed_literals_to_the_same_bits(name: str, iree_opt: str) -> None:
    """Every 7th fp16 pattern (all exponents, both signs, NaN payloads) and 3000 random fp32 patterns, plus the special values."""
    _, dtype, raw = TYPES[name]
    rng = np.random.default_rng(18)
    sample = np.arange(0, 0x10000, 7) if name == "f16" else rng.integers(0, 2**32, 3000, dtype=np.uint64)
    bits = np.concatenate([np.asarray(SPECIAL_BITS[name], np.uint64), sample.astype(np.uint64)]).astype(raw)
    texts = [float_text(value) for value in bits.view(dtype)]
    got = upstream_bits(texts, name, iree_opt)
    bad = np.nonzero(got != bits)[0]
    assert bad.size == 0, [(hex(int(bits[i])), texts[i], hex(int(got[i]))) for i in bad[:5]]
