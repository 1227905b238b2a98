"""
Truncated and unterminated input (docs/robustness.md): a module cut off
anywhere, or missing one closing character, ends in a located diagnostic
and never in a hang or a traceback. xDSL 0.74's string lexer backtracks
exponentially on a string without its closing quote (`dense<"0x00> ...`
never returned); `StringSafeLexer` reads strings in linear time. The inputs
are small, so a hang shows as a test that does not end; nothing is timed.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.utils.exceptions import ParseError, VerifyException
from xdsl.utils.mlir_lexer import MLIRLexer

from anec.tools.ir_io import LocatingParser, StringSafeLexer, anec_context, describe_parse_error

# Every kind of bracket and literal the tools read: a string attribute with
# escapes, hexadecimal dense data (the parser's fast path), float lists (flat:
# another fast path; nested), anec attributes with strings inside, `#anec.cost`
# (its own regular expression), the generic form and properties.
MODULE = r"""builtin.module attributes {anec.target = "h13", note = "tab\there \"quoted\" \5C end"} {
  func.func @f(%x: tensor<1x8x8x8xf16>, %w: tensor<8x8x1x1xf16>) -> tensor<1x8x8x8xf16> {
    %h = anec.constant dense<"0x003C0040004200440045004600470048"> : tensor<8xf16>
    %l = anec.constant dense<[1.5, -2.0e-01, 3.0, 4.0]> : tensor<4xf16>
    %n = "anec.constant"() <{value = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf16>}> : () -> tensor<2x2xf16>
    %y = anec.convolution %x, %w {anec.channel_groups = #anec.channel_groups<target = "h13", ocg = 8, passes = 1, active_cores = 1>} : tensor<1x8x8x8xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x8x8xf16>
    %z = "anec.relu"(%y) {anec.cost = #anec.cost<latency_us = 0.5, bound = bandwidth, backend = engine, flops = 64, bytes = 256, intensity = 0.25, cycles = 49, exec_cycles = 49, saturated = false, lever = "bandwidth: fuse">} : (tensor<1x8x8x8xf16>) -> tensor<1x8x8x8xf16>
    func.return %z : tensor<1x8x8x8xf16>
  }
}
"""

STRINGS = [(m.start(), m.end()) for m in re.finditer(r'"(?:[^"\\\n]|\\.)*"', MODULE)]
LAST_ON_LINE = [(start, end) for start, end in STRINGS if '"' not in MODULE[end : MODULE.index("\n", end)]]
"""The strings that, missing their closing quote, find no other quote on their line."""
CLOSERS = [i for i, c in enumerate(MODULE) if c in "\">)]}"]


CTX = anec_context()


def outcome(text: str) -> str | None:
    """None where `text` parses and verifies; else its located diagnostic (any other exception propagates)."""
    try:
        LocatingParser(CTX, text, "t.mlir").parse_module().verify()
    except ParseError as err:
        return describe_parse_error(err)
    except VerifyException as err:
        return str(err)
    return None


def line_col(position: int) -> str:
    line = MODULE.count("\n", 0, position) + 1
    return f"t.mlir:{line}:{position - (MODULE.rfind(chr(10), 0, position) + 1) + 1}"


def test_the_module_is_valid() -> None:
    assert outcome(MODULE) is None


@pytest.mark.parametrize("cut", range(len(MODULE)))
def test_every_truncation_ends_in_a_located_diagnostic(cut: int) -> None:
    text = MODULE[:cut]
    message = outcome(text)
    if not text.strip() or text.strip() == MODULE.strip():
        return  # an empty file (an empty module, `load_module` before any parser) or the whole module
    assert message is not None and message.startswith("t.mlir:"), message
    inside = [start for start, end in STRINGS if start < cut < end]
    if inside:  # cut inside a string: reported at its opening quote
        assert message.startswith(f"{line_col(inside[0])}: error: unterminated string literal: no closing '\"' before the end of the file")
    elif cut > MODULE.index("{"):
        assert "unexpected end of input" in message.splitlines()[0]


@settings(max_examples=60, deadline=None, derandomize=True)
@given(st.sampled_from(CLOSERS), st.integers(0, len(MODULE)))
def test_a_missing_closer_then_a_cut_ends_in_a_located_diagnostic(dropped: int, cut: int) -> None:
    text = (MODULE[:dropped] + MODULE[dropped + 1 :])[:cut]
    message = outcome(text)
    assert message is None or message.startswith("t.mlir:"), message


@pytest.mark.parametrize("start, end", LAST_ON_LINE)
def test_a_string_missing_its_closing_quote_is_located_at_its_opening(start: int, end: int) -> None:
    message = outcome(MODULE[: end - 1] + MODULE[end:])
    assert message is not None
    assert message.startswith(f"{line_col(start)}: error: unterminated string literal: no closing '\"' before the end of the line")


def test_a_long_unterminated_hex_string_is_reported() -> None:
    # 2^n steps for n characters in xDSL's lexer; one pass here.
    text = 'func.func @f() {\n  %c = anec.constant dense<"0x' + "00" * 100_000 + "> : tensor<2xf16>\n  func.return\n}\n"
    message = outcome(text)
    assert message is not None and message.startswith("t.mlir:2:28: error: unterminated string literal")


@pytest.mark.parametrize(
    "literal, column, message",
    [
        ('"a\\qb"', 3, "invalid escape '\\q' in string literal (legal: \\n \\t \\\\ \\\" or \\ and two hexadecimal digits)"),
        ('"a\\5"', 3, "invalid escape '\\5\"' in string literal"),
        ('"ab\\', 1, "unterminated string literal: no closing '\"' before the end of the file"),
        ('"ab\\\n}', 1, "unterminated string literal: no closing '\"' before the end of the line"),
    ],
)
def test_string_diagnostics(literal: str, column: int, message: str) -> None:
    prefix = "func.func @f() attributes {a = "
    got = outcome(prefix + literal)
    assert got is not None and got.startswith(f"t.mlir:1:{len(prefix) + column}: error: {message}"), got


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.text(alphabet='"\\nt5Fxa\n', max_size=12))
def test_the_string_expression_accepts_what_xdsls_accepts(body: str) -> None:
    # Small inputs: xDSL's expression is exponential only in the length.
    text = '"' + body
    theirs = MLIRLexer._unescaped_characters_regex.match(text)  # pyright: ignore[reportPrivateUsage]
    ours = StringSafeLexer.string_literal_pattern.match(text)
    assert (theirs and theirs.end()) == (ours and ours.end())


@pytest.mark.parametrize(
    "text, where, message",
    [
        ("func.func @f() {\n  %c = anec.constant dense<", "2:27", "unexpected end of input at 2:28: this '<' is never closed"),
        ("func.func @f() {\n  %c = anec.constant dense<[1.0, 2.0", "2:28", "this '[' is never closed (there: ']' expected)"),
        ("func.func @f() attributes {a = 1", "1:27", "unexpected end of input at 1:33: this '{' is never closed (there: '}' expected)"),
        ("func.func @f(%x: tensor<4xf16>", "1:13", "this '(' is never closed (there: ')' expected)"),
        ("func.func @f() {\n  func.return\n", "1:16", "unexpected end of input at 2:14: this '{' is never closed"),
        ("func.func @f() {\n  func.return\n}\nfunc.func", "4:10", "unexpected end of input: "),
    ],
)
def test_end_of_input_is_reported_at_the_bracket_left_open(text: str, where: str, message: str) -> None:
    got = outcome(text)
    assert got is not None and got.startswith(f"t.mlir:{where}: error: "), got
    assert message in got.splitlines()[0], got
