"""The parser's fast paths (tools/ir_io.py's tensor type cache, the
`#anec.cost` regular expression) read what the token-by-token parse reads."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.parser import Parser
from xdsl.utils.exceptions import ParseError
from xdsl.utils.lexer import Input
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRTokenKind

from anec.dialect.attributes import CostAttr
from anec.tools.ir_io import LocatingParser, StringSafeLexer, anec_context

ROOT = Path(__file__).resolve().parent.parent

COST = (
    '#anec.cost<latency_us = 247.41, bound = bandwidth, backend = engine, flops = 236027904, bytes = 2226688, '
    'intensity = {intensity}, cycles = {cycles}, exec_cycles = 65535, saturated = true, lever = "bandwidth: fuse">'
)


def module_text(cost: str) -> str:
    return (
        "func.func @f(%x: tensor<1x4x8x8xf16>) -> tensor<1x4x8x8xf16> {\n"
        f"  %y = anec.relu %x {{anec.cost = {cost}}} : tensor<1x4x8x8xf16>\n"
        "  %z = anec.relu %y : tensor<1x4x8x8xf16>\n"
        "  func.return %z : tensor<1x4x8x8xf16>\n}"
    )


def parse_both(text: str) -> tuple[ModuleOp, ModuleOp]:
    ctx = anec_context()
    return LocatingParser(ctx, text, "<test>").parse_module(), Parser(ctx, text, "<test>").parse_module()


@pytest.mark.parametrize(
    "intensity, cycles", [("106.0", "7556235"), ("inf", "none"), ("1.5e-03", "0")]
)
def test_cost_and_types_read_as_the_plain_parser_reads_them(intensity: str, cycles: str) -> None:
    fast, plain = parse_both(module_text(COST.format(intensity=intensity, cycles=cycles)))
    assert str(fast) == str(plain)
    costs = [op.attributes["anec.cost"] for op in fast.walk() if "anec.cost" in op.attributes]
    assert costs == [op.attributes["anec.cost"] for op in plain.walk() if "anec.cost" in op.attributes]
    assert isinstance(costs[0], CostAttr) and costs[0].lever.data == "bandwidth: fuse"
    types = [op.results[0].type for op in fast.walk() if op.name == "anec.relu"]
    assert types[0] is types[1] and isinstance(types[0], TensorType)  # one parse, shared


def test_a_repeated_cost_is_read_once_as_the_plain_parser_reads_it() -> None:
    cost = COST.format(intensity="106.0", cycles="7556235")
    text = module_text(cost).replace("%z = anec.relu %y :", f"%z = anec.relu %y {{anec.cost = {cost}}} :")
    fast, plain = parse_both(text)
    assert str(fast) == str(plain)
    costs = [op.attributes["anec.cost"] for op in fast.walk() if "anec.cost" in op.attributes]
    assert len(costs) == 2 and costs[0] is costs[1]  # one parse, shared
    assert costs[0] == next(op.attributes["anec.cost"] for op in plain.walk() if "anec.cost" in op.attributes)


def test_a_cost_the_expression_does_not_match_is_parsed_and_refused_as_before() -> None:
    # A negative count: not the expression's form, so the token parse reads it and reports it.
    bad = COST.format(intensity="1.0", cycles="-3")
    with pytest.raises(ParseError) as fast:
        LocatingParser(anec_context(), module_text(bad), "<test>").parse_module()
    with pytest.raises(ParseError) as plain:
        Parser(anec_context(), module_text(bad), "<test>").parse_module()
    assert fast.value.msg == plain.value.msg
    # Spaced out differently (a line break inside), it still reads the same.
    spaced = COST.format(intensity="2.0", cycles="12").replace(", bound", ",\n      bound")
    fast_module, plain_module = parse_both(module_text(spaced))
    assert str(fast_module) == str(plain_module)


def conv_module(strides: str, groups: str) -> str:
    conv = (
        "anec.convolution %x, %w {{anec.channel_groups = {groups}, strides = {strides}, "
        "fused_activation = #anec.activation<relu>}} : tensor<1x4x8x8xf16>, tensor<4x4x1x1xf16> -> tensor<1x4x4x4xf16>"
    )
    return (
        "func.func @f(%x: tensor<1x4x8x8xf16>, %w: tensor<4x4x1x1xf16>) -> tensor<1x4x4x4xf16> {\n"
        f"  %a = {conv.format(strides=strides, groups=groups)}\n"
        f"  %b = {conv.format(strides=strides, groups=groups)}\n"
        "  %c = anec.add %a, %b : tensor<1x4x4x4xf16>, tensor<1x4x4x4xf16> -> tensor<1x4x4x4xf16>\n"
        "  func.return %c : tensor<1x4x4x4xf16>\n}"
    )


GROUPS = '#anec.channel_groups<target = "h13", ocg = 4, passes = 1, active_cores = 4>'


def test_repeated_attributes_read_once_as_the_plain_parser_reads_them() -> None:
    fast, plain = parse_both(conv_module("array<i64: 2, 2>", GROUPS))
    assert str(fast) == str(plain)
    convs = [op for op in fast.walk() if op.name == "anec.convolution"]
    plain_convs = [op for op in plain.walk() if op.name == "anec.convolution"]
    groups = convs[0].attributes["anec.channel_groups"]
    assert groups is convs[1].attributes["anec.channel_groups"]  # one parse, shared
    assert groups == plain_convs[0].attributes["anec.channel_groups"]
    for key in ("strides", "fused_activation"):
        assert convs[0].properties[key] is convs[1].properties[key]
        assert convs[0].properties[key] == plain_convs[0].properties[key]
    # Other spacing inside the brackets is read token by token, to the same values.
    spaced = conv_module("array<i64:2,2>", GROUPS.replace(", ", " ,"))
    fast_spaced, plain_spaced = parse_both(spaced)
    assert str(fast_spaced) == str(plain_spaced) == str(plain)


@pytest.mark.parametrize(
    "strides, groups",
    [
        ("array<i64: 2, 0>", GROUPS),  # a stride the convolution refuses
        ("array<i64: 2, 2>", GROUPS.replace("ocg = 4", "ocg = -4")),  # a negative count
        ("array<i64: 2, 2>", GROUPS.replace("ocg = 4", "ocg = four")),  # not a number
    ],
)
def test_a_cached_form_that_is_wrong_is_refused_as_before(strides: str, groups: str) -> None:
    text = conv_module(strides, groups)
    ctx = anec_context()
    errors = []
    for parser in (LocatingParser(ctx, text, "<test>"), Parser(ctx, text, "<test>")):
        try:
            parser.parse_module().verify()
        except Exception as err:  # noqa: BLE001 (ParseError or VerifyException, the same for both)
            errors.append((type(err), str(err)))
    assert len(errors) == 2 and errors[0] == errors[1]


_INT_TEXT = st.one_of(
    st.integers(-(2**64), 2**65).map(str),  # across both ends of the i64 (signless) range
    st.sampled_from(["0", "-0", "007", "-9223372036854775808", "18446744073709551615", "18446744073709551616", "0x1F", "true", "- 3", ""]),
)


@given(
    items=st.lists(_INT_TEXT, min_size=0, max_size=5),
    sep=st.sampled_from([", ", ",", " , ", ",\n"]),
    head=st.sampled_from([" ", "", "  "]),
    tail=st.sampled_from(["", " ", "\n"]),
)
@settings(max_examples=300)
def test_i64_arrays_read_as_the_plain_parser_reads_them(items: list[str], sep: str, head: str, tail: str) -> None:
    """`array<i64: ...>` read by the fast path (one regular expression) is the
    attribute, the position after it, or the error of xDSL's token parse."""
    text = f"array<i64:{head}{sep.join(items)}{tail}> , 1"
    ctx = anec_context()
    outcomes = []
    for parser in (LocatingParser(ctx, text, "<test>"), Parser(ctx, text, "<test>")):
        try:
            outcomes.append((parser.parse_attribute(), parser.pos))
        except ParseError as err:
            outcomes.append((type(err), str(err)))
    assert outcomes[0] == outcomes[1]


def test_the_printer_writes_each_tensor_type_as_xdsl_does() -> None:
    from io import StringIO

    from xdsl.printer import Printer

    from anec.dialect.printer import AnecPrinter

    module = parse_both(conv_module("array<i64: 2, 2>", GROUPS))[0]
    texts = []
    for printer_class in (AnecPrinter, Printer):
        out = StringIO()
        printer_class(stream=out).print_op(module)
        texts.append(out.getvalue())
    assert texts[0] == texts[1]
    assert texts[0].count("tensor<1x4x4x4xf16>") == 7  # two results, the add's three types, the return and the signature


HEX = '"0x0000803F000000C0"'
"""Two f32 elements, 1.0 and -2.0, as the printer writes a large constant."""

TAKEN = [
    f"dense<{HEX}> : tensor<2xf32>",
    f"dense< {HEX} > : tensor<2xf32>",  # spaced
    'dense<"0x0000803F"> : tensor<4xf32>',  # one element: a splat
    'dense<"0x00"> : tensor<3xi8>',
    'dense<"0x"> : tensor<0xf16>',
    'dense<"0x0000803f000000c0"> : tensor<2xf32>',  # lower-case digits
]
NOT_TAKEN = [
    'dense<"0x0000803F00"> : tensor<2xf32>',  # a length the type does not allow
    'dense<"0x0000803F000000C"> : tensor<2xf32>',  # odd length
    'dense<"0x0000803F 000000C0"> : tensor<2xf32>',  # a space: bytes.fromhex's business
    'dense<"0x0000803F\\30"> : tensor<2xf32>',  # an escape
    'dense<"0x0000803G"> : tensor<1xf32>',  # not a hex digit
    f"dense<{HEX} : tensor<2xf32>",  # no `>`
    f"dense<{HEX}> tensor<2xf32>",  # no `:`
]


@pytest.mark.parametrize("text", TAKEN + NOT_TAKEN)
def test_hex_dense_reads_as_the_full_parse_reads_it(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """
    `dense<"0x...">` decoded at once (anec.dialect.dense's `_parse_hex_at_once`)
    is what `parse_dense_elements` reads, and whatever the fast path does not
    take, the full parse reads, with the same result or diagnostic.
    """
    from anec.dialect import dense

    def outcome() -> object:
        try:
            return LocatingParser(anec_context(), text, "<test>").parse_attribute()
        except ParseError as err:
            return (err.msg, err.span.start, err.span.end)

    fast = outcome()
    try:
        taken = dense._parse_hex_at_once(LocatingParser(anec_context(), text, "<test>"), None, 5, text)  # pyright: ignore[reportPrivateUsage]
    except ParseError:  # decoded, then the text after it is refused (as the full parse refuses it)
        taken = None
    monkeypatch.setattr(dense, "_parse_hex_at_once", lambda *args: None)
    assert fast == outcome()
    assert (taken is not None) == (text in TAKEN)
    assert not isinstance(fast, tuple) or text in NOT_TAKEN


def test_hex_read_from_the_source_bytes_is_the_hex_read_from_the_text() -> None:
    """The tools parse with the file's bytes beside its text (`decode_source`); the weights are the same."""
    from anec.tools.ir_io import decode_source

    text = f"func.func @f() -> tensor<2xf32> {{\n  %c = anec.constant dense<{HEX}> : tensor<2xf32>\n  func.return %c : tensor<2xf32>\n}}\n"
    decoded, source = decode_source(text.encode())
    assert decoded == text and source == text.encode()
    from_bytes = LocatingParser(anec_context(), decoded, "<test>", source=source)
    assert from_bytes.ascii_source is not None
    assert str(from_bytes.parse_module()) == str(LocatingParser(anec_context(), text, "<test>").parse_module())


@pytest.mark.parametrize(
    ("data", "text", "one_byte_per_character"),
    [
        (b"a\nb", "a\nb", True),
        (b"a\r\nb\rc", "a\nb\nc", False),  # universal newlines, as open(path).read()
        ('"\u00e9"'.encode(), '"\u00e9"', False),  # two bytes for one character
    ],
)
def test_decode_source(data: bytes, text: str, one_byte_per_character: bool) -> None:
    from anec.tools.ir_io import decode_source

    decoded, source = decode_source(data)
    assert decoded == text and (source is not None) == one_byte_per_character


def _tokens(lexer_class: type[MLIRLexer], text: str) -> list[tuple[object, ...]]:
    """Every token's kind and span, up to the end of the input or the first error (its span and message)."""
    lexer = lexer_class(Input(text, "t.mlir"))
    tokens: list[tuple[object, ...]] = []
    while True:
        try:
            token = lexer.lex()
        except ParseError as err:
            return [*tokens, ("error", err.span.start, err.span.end, err.msg)]
        tokens.append((token.kind, token.span.start, token.span.end))
        if token.kind == MLIRTokenKind.EOF:
            return tokens


class _DispatchLexer(StringSafeLexer):
    """xDSL's character-by-character `lex` with the same string reader: what the one-expression path must equal."""

    lex = MLIRLexer.lex


_PIECES = [*"aZ_09$.%#!^@-+*/?|:,()[]{}<>=\"\\ \n\té٣e", "->", "{-#", "#-}", "// c\n", "0x1F", "0xg", "1.5e-3", "2.e", "...", "\u00a0", "\v"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=30))
def test_common_tokens_lex_as_xdsl_lexes_them(pieces: list[str]) -> None:
    text = "".join(pieces)
    assert _tokens(StringSafeLexer, text) == _tokens(_DispatchLexer, text)


@pytest.mark.parametrize("path", sorted((ROOT / "examples").glob("*.mlir")), ids=lambda p: p.name)
def test_examples_lex_as_xdsl_lexes_them(path: Path) -> None:
    text = path.read_text()
    assert _tokens(StringSafeLexer, text) == _tokens(_DispatchLexer, text)


_CONV = "tensor<1x8x4x4xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x4x4xf16>"
_TWO = "tensor<1x8x4x4xf16>, tensor<1x8x4x4xf16>"
_LINES = [
    "%{r} = anec.slice %{x} {{offsets = array<i64: 0, {o}, 0, 0>}} : tensor<1x8x4x4xf16> -> tensor<1x4x4x4xf16>",
    "%{r} = anec.slice %{x} {{offsets = array<i64: 0, {o}, 0, 0>, strides = array<i64: 1, 1, 1, 1>}} : tensor<1x8x4x4xf16> -> tensor<1x4x4x4xf16>",
    "%{r} = anec.slice %{x} {{anec.cost = {cost}, offsets = array<i64: 0, {o}, 0, 0>}} : tensor<1x8x4x4xf16> -> tensor<1x4x4x4xf16>",
    "%{r} = anec.reshape %{x} : tensor<1x8x4x4xf16> -> tensor<8x16xf16>",
    "%{r} = anec.reshape %{x} : tensor<1x4x4x4xf16> -> tensor<1x8x4x4xf16>",  # the element count differs: refused
    "%{r} = anec.reshape %{x} {{offsets = array<i64: {o}>}} : tensor<1x8x4x4xf16> -> tensor<8x16xf16>",  # no such property
    "%{r} = anec.relu %{x} : tensor<1x8x4x4xf16>",
    "%{r} = anec.relu %{x} {{anec.cost = {cost}, anec.note = {v}}} : tensor<1x8x4x4xf16>",
    "%{r} = anec.relu %{x} {{anec.note = {v}, anec.note = {v}}} : tensor<1x8x4x4xf16>",  # a repeated key
    "%{r} = anec.relu %{x} {{}} : tensor<1x8x4x4xf16>",
    "%{r} = anec.relu %{x}{{anec.note = {v}}}:tensor<1x8x4x4xf16>",
    "%{r} = anec.transpose %{x} {{permutation = array<i64: 0, 1, 3, 2>}} : tensor<1x8x4x4xf16> -> tensor<1x8x4x4xf16>",
    "%{r} = anec.slice %{x} {{offsets = array<i64: 0, {o}, 0, 0>}} : tensor<1x8x4x4xf16> -> tensor<1x4x4x4xf16> loc(unknown)",
    "%{r} = anec.add %{x}, %{y} {{anec.note = {v}}} : " + _TWO + " -> tensor<1x8x4x4xf16>",
    "%{r} = anec.add %{x},%{y} : tensor<1x8x4x4xf16>,tensor<1x8x4x4xf16>->tensor<1x8x4x4xf16>",
    "%{r} = anec.add %{x} , %{y}  : " + _TWO + " -> tensor<1x8x4x4xf16>",
    "%{r} = anec.add %{x}, %{y} : tensor<1x8x4x4xf16> -> tensor<1x8x4x4xf16>",  # a type short
    "%{r} = anec.add %{x}, %{y}, %{x} : " + _TWO + " -> tensor<1x8x4x4xf16>",
    "%{r} = anec.concat %{x}, %{y} {{axis = {o} : i64}} : " + _TWO + " -> tensor<1x16x4x4xf16>",
    "%{r} = anec.concat %{x}, %{y} {{axis = 1 : i64, anec.cost = {cost}}} : " + _TWO + " -> tensor<1x16x4x4xf16>",
    "%{r} = anec.concat %{x}, {{axis = 1 : i64}} : tensor<1x8x4x4xf16> -> tensor<1x8x4x4xf16>",  # a comma ends the list
    "%{r} = anec.concat %{x} {{axis = 1 : i64}} : tensor<1x8x4x4xf16>, -> tensor<1x8x4x4xf16>",
    "%{r} = anec.concat {{axis = 1 : i64}} : -> tensor<1x8x4x4xf16>",  # no inputs
    "%{r} = anec.convolution %{x}, %w bias(%b : tensor<8xf16>) {{anec.cost = {cost}, strides = array<i64: 1, {o}>}} : " + _CONV,
    "%{r} = anec.convolution %{x}, %w bias(%b : tensor<8xf16>) post_scale(%{y} : tensor<8xf16>) : " + _CONV,
    "%{r} = anec.convolution %{x}, %w post_scale(%b : tensor<8xf16>) bias(%b : tensor<8xf16>) : " + _CONV,  # out of order
    "%{r} = anec.convolution %{x}, %w bias (%b: tensor<8xf16>) {{fused_activation = #anec.activation<relu>}} : " + _CONV,
    "%{r} = anec.convolution %{x}, %w bias() : " + _CONV,
    "%{r} = anec.convolution %{x}, %w bias(%b : tensor<8xf16>) {{operandSegmentSizes = array<i32: 1, 1, 1, 0>}} : " + _CONV,
    "%{r} = anec.convolution %{x}, %w {{fused_activation = {v}}} : " + _CONV,
    "%{r} = anec.matmul %{x}, %{y} transpose_rhs true : " + _TWO + " -> tensor<1x8x4x4xf16>",
    "%{r} = anec.constant dense<1.0> : tensor<8xf16>",
    "%{r}:2 = anec.top_k %{x} {{k = 2 : i64, axis = 1 : i64}} : tensor<1x8x4x4xf16> -> tensor<1x2x4x4xf16>, tensor<1x2x4x4xi32>",
    "%{r} = anec.top_k %{x} {{k = 2 : i64, axis = 1 : i64}} : tensor<1x8x4x4xf16> -> tensor<1x2x4x4xf16>, tensor<1x2x4x4xi32>",
    "%{r} = anec.relu %{x} : tensor<1x8x4x4xf16> // a comment",
    "%{r} = anec.relu %{x}#0 : tensor<1x8x4x4xf16>",
    "%{r} = anec.nosuchop %{x} : tensor<1x8x4x4xf16>",
]
"""Lines of several formats (one operand, two, a variadic list, optional groups), spaced as the
printer spaces them and otherwise, valid and not: `{x}`/`{y}` operands, `{r}` the result, `{o}` a
number, `{v}` an attribute value, `{cost}` a cost attribute."""

_VALUES = [
    "2 : i64", "-3 : i64", "true", "unit", '"s"', '"a}b, c = d"', "1.5 : f32", "1.5e-03 : f16", "0x10 : i8",
    "#anec.activation<relu>", "#anec.activation<clamp, min = 0.0e+00, max = 6.0e+00>", "array<i64: 1>",
    "array<i64: 1, 2, 3>", "[1, 2]", "{a = 1}", "dense<1.0> : tensor<2xf16>", "2 : index", "2 : i1", "#anec.nosuch<x>",
    "#anec.activation<relu", "tensor<2xf16>", "-", "@sym", '"x\\0A"',
]


def _parse_outcome(text: str, fast: bool, monkeypatch: pytest.MonkeyPatch) -> object:
    from xdsl.printer import Printer

    with monkeypatch.context() as patch:
        if not fast:
            patch.setattr(LocatingParser, "_parse_format_line", lambda self, span: None)
        parser = LocatingParser(anec_context(), text, "<test>")
        try:
            module = parser.parse_module()
        except ParseError as err:
            return type(err), str(err)
        ops = list(module.walk())
        generic = io.StringIO()
        Printer(stream=generic, print_generic_format=True, print_properties_as_attributes=False).print_op(module)
        return (
            str(module),
            generic.getvalue(),
            [(op.name, parser.spans.get(op), op.location) for op in ops],
            [[r.name_hint for r in op.results] for op in ops],
        )


_HEAD = "func.func @f(%x: tensor<1x8x4x4xf16>, %w: tensor<8x8x1x1xf16>, %b: tensor<8xf16>) {\n"
_GOOD_COST = COST.format(intensity="106.0", cycles="7")


def _assert_read_alike(lines: list[str]) -> None:
    text = _HEAD + "\n".join("  " + line for line in lines) + "\n  func.return\n}\n"
    with pytest.MonkeyPatch.context() as monkeypatch:
        assert _parse_outcome(text, True, monkeypatch) == _parse_outcome(text, False, monkeypatch)


@pytest.mark.parametrize("line", range(len(_LINES)))
def test_each_format_line_reads_as_the_token_parse_reads_it(line: int) -> None:
    """Each line, then the same form with other values (read apart from what the first gave), then the first again."""
    other_cost = COST.format(intensity="2.5", cycles="9")
    _assert_read_alike(
        [
            _LINES[line].format(r="r", x="x", y="x", o="1", v="2 : i64", cost=_GOOD_COST),
            _LINES[line].format(r="s", x="x", y="x", o="4", v="true", cost=other_cost),
            _LINES[line].format(r="t", x="x", y="x", o="1", v="2 : i64", cost=_GOOD_COST),
        ]
    )


@pytest.mark.parametrize("value", _VALUES)
def test_each_attribute_value_reads_as_the_token_parse_reads_it(value: str) -> None:
    _assert_read_alike([_LINES[7].format(r="r", x="x", v=value, cost=_GOOD_COST), _LINES[29].format(r="s", x="x", v=value)])


@given(
    lines=st.lists(
        st.tuples(
            st.sampled_from(range(len(_LINES))),
            st.sampled_from(["new", "new", "new", "x", "y", "0"]),  # the result: "new" is unused, "x" the argument
            st.sampled_from(["x", "x", "last", "y", "q"]),  # "last": the previous line's result; "q" never defined
            st.sampled_from(["x", "last", "q"]),
            st.sampled_from(["0", "1", "4", "-1", "9223372036854775808"]),
            st.sampled_from(_VALUES),
            st.sampled_from([_GOOD_COST, COST.format(intensity="inf", cycles="-3")]),
        ),
        min_size=1,
        max_size=6,
    )
)
@settings(max_examples=300, deadline=None)
def test_format_lines_read_as_the_token_parse_reads_them(lines: list[tuple[int, str, str, str, str, str, str]]) -> None:
    """`LocatingParser._parse_format_line` (one regular expression per op
    line) gives the module (custom and generic form: every property), the
    spans, locations and value names, or the error, that the token-by-token
    parse gives, line after line (values defined, redefined, used ahead)."""
    texts: list[str] = []
    last = "x"
    for k, (i, r, x, y, o, v, cost) in enumerate(lines):
        result = f"r{k}" if r == "new" else r
        x, y = (last if name == "last" else name for name in (x, y))
        texts.append(_LINES[i].format(r=result, x=x, y=y, o=o, v=v, cost=cost))
        last = result
    _assert_read_alike(texts)


def test_format_lines_are_read_by_the_expression() -> None:
    """The lines the printer writes are read by the expression (not left to the token parse)."""
    text = (
        _HEAD
        + "\n".join(
            "  " + _LINES[i].format(r=f"r{i}", x="x", y="x", o="1", v="2 : i64", cost=COST.format(intensity="1.0", cycles="7"))
            for i in (0, 2, 3, 7, 9, 13, 18, 23)
        )
        + "\n  func.return\n}\n"
    )
    read: list[str] = []
    parser = LocatingParser(anec_context(), text, "<test>")
    fast = parser._parse_format_line  # pyright: ignore[reportPrivateUsage]

    def counted(span: object) -> object:
        op = fast(span)  # type: ignore[arg-type]  # the wrapped fast path, called with what it was given
        if op is not None:
            read.append(op.name)
        return op

    parser._parse_format_line = counted  # type: ignore[method-assign,assignment]  # counts the fast path's calls
    parser.parse_module()
    assert read == ["anec.slice", "anec.slice", "anec.reshape", "anec.relu", "anec.relu", "anec.add", "anec.concat", "anec.convolution"]


@pytest.mark.parametrize("path", sorted((ROOT / "examples").glob("*.mlir")), ids=lambda p: p.name)
def test_compiled_examples_read_as_the_token_parse_reads_them(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from anec.dialect.printer import AnecPrinter
    from anec.passes.compile import AnecCompilePass

    module = LocatingParser(anec_context(), path.read_text(), str(path)).parse_module()
    AnecCompilePass(target="h13").apply(anec_context(), module)
    stream = io.StringIO()
    AnecPrinter(stream=stream).print_op(module)
    text = stream.getvalue()
    assert _parse_outcome(text, True, monkeypatch) == _parse_outcome(text, False, monkeypatch)


_FLOATS = ["0.0", "-0.0", "1.5e-03", "247.41", "1.0e+20"]


@given(
    lines=st.lists(
        st.tuples(
            st.sampled_from(_FLOATS),
            st.sampled_from([*_FLOATS, "inf"]),
            st.sampled_from(["0", "7", "none"]),
            st.sampled_from(["array<i64: 1, 2>", "array<i64: 1>", "array<i32: 1, 2>", "array<f32: -0.0>", "array<f32: 0.0>"]),
            st.sampled_from(["f16", "f32", "i8"]),
            st.sampled_from(["#anec.activation<relu>", "#anec.activation<clamp, min = -0.0, max = 6.0>", "#anec.activation<clamp, min = 0.0, max = 6.0>"]),
        ),
        min_size=1,
        max_size=8,
    )
)
@settings(max_examples=150, deadline=None)
def test_remembered_attribute_texts_print_as_each_attribute_prints(lines: list[tuple[str, ...]]) -> None:
    """`AnecPrinter` writes each tensor type, dense array and anec attribute
    it printed before (an equal one: here every op's attributes are distinct
    objects, read by xDSL's parser without caches) as printing it again
    writes it: signed zeros and NaN included."""
    from anec.dialect import printer as printer_module
    from anec.dialect.printer import AnecPrinter

    body = "\n".join(
        f"  %r{k} = anec.relu %x {{anec.cost = #anec.cost<latency_us = {latency}, bound = none, backend = engine, flops = 0, "
        f'bytes = 0, intensity = {intensity}, cycles = {cycles}, exec_cycles = 0, saturated = false, lever = "l">, '
        f"anec.note = {array}, anec.act = {activation}}} : tensor<2x1x{lines[0][4]}>"
        for k, (latency, intensity, cycles, array, _, activation) in enumerate(lines)
    )
    module = Parser(anec_context(), f"func.func @f(%x: tensor<2x1x{lines[0][4]}>) {{\n{body}\n  func.return\n}}\n", "<t>").parse_module()
    texts = []
    with pytest.MonkeyPatch.context() as monkeypatch:
        for remembered in (True, False):
            if not remembered:
                monkeypatch.setattr(printer_module, "_remembered", lambda kind: False)
            out = io.StringIO()
            AnecPrinter(stream=out).print_op(module)
            texts.append(out.getvalue())
    assert texts[0] == texts[1]
