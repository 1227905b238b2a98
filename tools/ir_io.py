"""
Reading anec IR and reporting problems in it, shared by every command-line
tool: a context with every dialect, a parser that remembers where each op
came from, diagnostics of the form `file:line:col: error: message` with the
source line, and output files that appear only when a run succeeds.
"""

from __future__ import annotations

import argparse
import bisect
import dataclasses
import functools
import gc
import mmap
import os
import re
import signal
import string
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

from xdsl.context import Context
from xdsl.dialects import get_all_dialects as xdsl_dialects
from xdsl.dialects.builtin import DenseArrayBase, DenseIntOrFPElementsAttr, FileLineColLoc, IntAttr, ModuleOp, RankedStructure, StringAttr, UnknownLoc, i64
from xdsl.ir import Attribute, Operation, SSAValue, TypeAttribute
from xdsl.irdl import AttrSizedOperandSegments, IRDLOperation
from xdsl.utils.exceptions import DiagnosticException, ParseError, PassFailedException, VerifyException
from xdsl.utils.lexer import Input, Position, Span, Token
from xdsl.utils.mlir_lexer import KIND_BY_PUNCTUATION_SPELLING, MLIRTokenKind

from anec.dialect import get_all_dialects
from anec.dialect.builders import i64_array
from anec.dialect.dominance import first_dominance_error
from anec.dialect.limits import MAX_NESTING_DEPTH
from anec.dialect.xdsl_private import (
    LexerHooks,
    ParserHooks,
    attr_dict_keys,
    current_token,
    parsing_state,
    register_ssa_definition,
    resolve_types,
    resume_from,
    set_absent,
    set_types,
    use_lexer,
)
from anec.passes.diagnostics import op_location
from anec.tools.op_lines import ENTRY, OP_HEAD, OPERAND, TYPE, LineReader, Slot, line_reader, segment_sizes

if TYPE_CHECKING:
    from xdsl.universe import Universe

    from anec.dialect.xdsl_private import ParsingState


@functools.cache
def multiverse() -> Universe:
    """xDSL's dialects, passes and targets, found once per process (each
    look-up scans every installed package's entry points). Imported here:
    `xdsl.universe` brings xDSL's pass and target machinery, which a run
    that builds no context (`anec-import` of ONNX) does not need."""
    from xdsl.universe import Universe

    return Universe.get_multiverse()


def anec_context() -> Context:
    """A context with xDSL's dialects and the anec dialect, loaded lazily.
    xDSL's are its own list (`xdsl.dialects.get_all_dialects`, what its
    `xdsl.universe` entry point gives), not the scan of every installed
    package's entry points (`multiverse`, about 0.015 s of CPU) that only
    `anec-opt`, a drop-in for `xdsl-opt`, makes to find plugins' dialects,
    passes and targets."""
    ctx = Context()
    for name, factory in xdsl_dialects().items():
        ctx.register_dialect(name, factory)
    for name, factory in get_all_dialects().items():
        ctx.register_dialect(name, factory)
    return ctx


_REPEATED_ATTRIBUTE_TEXT = re.compile(r'array<i64:[ 0-9,-]*>|#anec\.[a-z_]+<(?:[^<>"\\]|"[^"\\]*")*>')
"""Attribute texts a module repeats on many ops: an `array<i64: ...>` (strides,
padding, offsets) and an anec attribute without nested brackets or escapes
(`#anec.channel_groups<...>`, `#anec.activation<relu>`, and `#anec.cost<...>`:
the tiles of one layer cost the same, so a compiled ResNet-50 writes 62
distinct ones on 441 ops)."""


_I64_ARRAY_TEXT = re.compile(r"array<i64:( *-?[0-9]+(?: *, *-?[0-9]+)*) *>")
"""An `array<i64: ...>` of decimal integers, on one line, as the printer writes it (blanks around commas allowed)."""
_I64_RANGE = i64.value_range()
"""The values an i64 element takes (signless: from the signed minimum to the unsigned maximum), as xDSL checks them."""

def _i64_array_of(items: str) -> DenseArrayBase | None:
    """The `array<i64: ...>` of comma-separated decimal `items`, or None
    where one is out of an i64's range (xDSL's parser reports it)."""
    values = [int(item) for item in items.split(",")]
    low, high = _I64_RANGE
    return i64_array(values) if all(low <= value < high for value in values) else None


_T = TypeVar("_T")


_STRING_BODY = r'"(?:[^"\\\n\v\f]++|\\(?:["nt\\]|[0-9A-Fa-f]{2}))*+'
"""The opening quote and body of a string literal, as xDSL's lexer reads one
(no newline; escapes `\\n \\t \\\\ \\"` and `\\` with two hex digits), with
possessive repeats: the body's runs and escapes start with different
characters, so the possessive form accepts exactly what xDSL's accepts."""


class StringLiteralError(ParseError):
    """A string literal that does not close or has an invalid escape: located precisely, never rewritten."""


_COMMON_TOKEN = re.compile(
    r"(?:\s++|//[^\n]*+\n?)*+"  # blanks and comments, as xDSL's `_whitespace_regex` skips them
    r"(?:(?P<BARE_IDENT>[a-zA-Z_][a-zA-Z0-9_$.]*+)"
    r"|(?P<PERCENT_IDENT>%(?:[0-9]++|[a-zA-Z$._-][a-zA-Z0-9$._-]*+))"
    r"|(?P<HASH_IDENT>#(?!-\})(?:[0-9]++|[a-zA-Z$._-][a-zA-Z0-9$._-]*+))"
    r"|(?P<EXCLAMATION_IDENT>!(?:[0-9]++|[a-zA-Z$._-][a-zA-Z0-9$._-]*+))"
    r"|(?P<CARET_IDENT>\^(?:[0-9]++|[a-zA-Z$._-][a-zA-Z0-9$._-]*+))"
    r"|(?P<punctuation>[:,()}\[\]<>=+/*?|])"
    r"|(?P<ARROW>->)|(?P<MINUS>-)|(?P<L_BRACE>\{(?!-\#))"
    r"|(?P<INTEGER_LIT_HEX>0x[0-9a-fA-F]++)"
    r"|(?P<FLOAT_LIT>[0-9]++\.[0-9]*+(?:[eE][+-]?[0-9]+)?)"
    r"|(?P<INTEGER_LIT>[0-9]++))?",
    re.ASCII,
)
"""
The tokens that make up most of a module (bare, `%`, `#`, `!` and `^`
identifiers, punctuation, number literals) after the blanks and comments
before them, each as xDSL's `MLIRLexer.lex` reads it, character class for
character class; every repeat is possessive, so a text that is none of them
costs one failed try. Anything else (a string, an `@` name, `...`, `{-#`,
`#-}`, a non-ASCII character, an error) is left to xDSL's lexer.
"""

_TOKEN_KINDS: dict[str, MLIRTokenKind] = {
    **{name: MLIRTokenKind[name] for name in _COMMON_TOKEN.groupindex if name in MLIRTokenKind.__members__},
    "INTEGER_LIT_HEX": MLIRTokenKind.INTEGER_LIT,
}
_PUNCTUATION_KINDS: dict[str, MLIRTokenKind] = {
    spelling: kind for spelling, kind in KIND_BY_PUNCTUATION_SPELLING.items() if len(spelling) == 1
}


class StringSafeLexer(LexerHooks):
    """
    xDSL's lexer with its string literal read in time linear in its length,
    and a located diagnostic where one does not close. xDSL 0.74 reads a
    string with `"(?:[^"...]+|escape)*"`: a nested repeat that, on a string
    without its closing quote, backtracks through every way of splitting the
    rest of the line (2^n steps for n characters; `dense<"0x00> ...` hangs).

    The common tokens (`_COMMON_TOKEN`) are read with one regular expression
    instead of xDSL's character-by-character dispatch (a third of parsing a
    compiled module was lexing): the same kinds and spans.
    """

    def lex(self) -> Token[MLIRTokenKind]:
        content = self.input.content
        if isinstance(content, str):
            match = _COMMON_TOKEN.match(content, self.pos)
            name = match.lastgroup  # type: ignore[union-attr]  # the expression matches at least the empty string
            if name is not None:
                self.pos = match.end()  # type: ignore[union-attr]  # the expression matches at least the empty string
                kind = _PUNCTUATION_KINDS[match.group(name)] if name == "punctuation" else _TOKEN_KINDS[name]  # type: ignore[union-attr]  # the expression matches at least the empty string
                return Token(kind, Span(match.start(name), self.pos, self.input))  # type: ignore[union-attr]  # the expression matches at least the empty string
            self.pos = match.end()  # type: ignore[union-attr]  # past the blanks: xDSL's lexer reads what follows
        return super().lex()

    def lex_prefixed_ident(self, start_pos: Position) -> Token[MLIRTokenKind]:
        try:
            return super().lex_prefixed_ident(start_pos)
        except ParseError as err:
            if "{first_char}" not in err.msg:
                raise
            # xDSL 0.74 leaves the placeholder of this message unfilled.
            first = self.input.at(start_pos)
            raise ParseError(
                err.span,
                f"expected an identifier after '{first}' (digits, or a letter or $._- followed by letters, digits or $._-)",
            ) from None

    string_literal_pattern = re.compile(_STRING_BODY + '"')
    _open_string = re.compile(_STRING_BODY)
    _cut_off = re.compile(r"(?:\\[0-9A-Fa-f]?)?(?:[\n\v\f]|\Z)")
    """Where a string's body stops: the end of its line or file, perhaps inside an escape."""

    def lex_string_literal(self, start_pos: Position) -> Token[MLIRTokenKind]:
        try:
            return super().lex_string_literal(start_pos)  # through `string_literal_pattern`
        except ParseError:
            body = self._open_string.match(self.input.content, start_pos)
            if body is None:  # not a string's opening: xDSL's own diagnostic
                raise
        content = self.input.content
        stop = body.end()  # at a quote-less end of line or file, or at a backslash no escape starts with
        cut = self._cut_off.match(content, stop)
        if cut is None:
            escape = content[stop : stop + (3 if content[stop + 1] in string.hexdigits else 2)]
            raise StringLiteralError(
                Span(stop, stop + len(escape), self.input),
                f"invalid escape '{escape}' in string literal (legal: \\n \\t \\\\ \\\" or \\ and two hexadecimal digits)",
            )
        raise StringLiteralError(
            Span(start_pos, start_pos + 1, self.input),
            "unterminated string literal: no closing '\"' before the end of the "
            + ("line" if cut.group().endswith(("\n", "\v", "\f")) else "file")
            + " (a string literal is one line; write a newline as \\n)",
        )


class LocatingParser(ParserHooks):
    """A parser that gives every op a `FileLineColLoc` and keeps its span."""

    def __init__(self, ctx: Context, text: str, name: str, line_offset: int = 0, source: bytes | mmap.mmap | None = None):
        super().__init__(ctx, "", name)
        # xDSL's parser lexes its first token on construction: the text goes
        # to `StringSafeLexer` before any of it is read.
        use_lexer(self, StringSafeLexer(Input(text, name)))
        self.line_offset = line_offset
        # The bytes `text` was decoded from, where each character is one byte
        # (`decode_source`): a large weight's hex digits are decoded straight
        # from them, without copying them out of the text first.
        self.ascii_source = memoryview(source) if source is not None and len(source) == len(text) else None
        self.spans: dict[Operation, Span[str]] = {}
        # Where each line starts, found once: xDSL's `Span.get_location`
        # counts the newlines before the position on every call, which makes
        # locating every op quadratic in the size of the file.
        self.line_starts = line_starts(text)
        self.source_name = name
        self.type_cache: dict[str, TypeAttribute] = {}
        self.attribute_cache: dict[str, Attribute] = {}
        self.value_cache: dict[str, Attribute] = {}
        """Each attribute dictionary value `_parse_format_line` read, by its text."""
        self.file_attr = StringAttr(name)
        self.columns: dict[int, IntAttr] = {}
        """The file's name and each column, as `location` gives them."""
        self.line_shapes: dict[tuple[object, ...], Any] = {}
        """What each op line `_parse_format_line` read gives besides its operands' names (`_build_from_line`)."""
        self.resource_keys: dict[tuple[str, str], str] = {}
        """Each resource handle of the file, by its dialect and name, as declared (`parse_dialect_resource_handle`)."""

    def parse_dialect_resource_handle(self, dialect_name: str, interface: Any) -> str:
        """
        A resource handle, the same key for every use of one name in the
        file. xDSL 0.74 keeps blobs per process and renames a name that a
        file parsed before declared (`w` becomes `w_0`), but looks the
        original name up again at the file's `dialect_resources`, where it
        declares a third key (`w_1`): the second parse of a file in one
        process left its constants naming a key without a blob. Here each
        name is declared once per file and mapped.
        """
        name = self.parse_identifier(" for resource handle")
        key = self.resource_keys.get((dialect_name, name))
        if key is None:
            key = interface.declare_resource(name)
            self.resource_keys[(dialect_name, name)] = key
            self.dialect_resources.add((dialect_name, key))
        return key

    def parse_optional_type(self) -> TypeAttribute | None:
        """
        A type, each distinct `tensor<4x8xf16>`-like text parsed once: a
        compiled module names the same few tensor types thousands of times.
        The text is cached only when the parser read exactly it (so a hit
        reads what the parser would); anything else is parsed as usual.
        """
        return self._parse_cached(TYPE, self.type_cache, super().parse_optional_type)

    def parse_optional_attribute(self) -> Attribute | None:
        """
        An attribute, each distinct `_REPEATED_ATTRIBUTE_TEXT` parsed once (a
        compiled ResNet-50 repeats a few dozen of them on a thousand ops),
        cached as `parse_optional_type` caches types: only when the parser
        read exactly that text.
        """
        return self._parse_cached(_REPEATED_ATTRIBUTE_TEXT, self.attribute_cache, self._parse_optional_attribute_uncached)

    def _parse_optional_attribute_uncached(self) -> Attribute | None:
        """
        An attribute; `array<i64: 99, 0, -1>` (a tile's offsets, different on
        most ops) is read with one regular expression and built as xDSL
        builds it (`DenseArrayBase.from_list`, through `i64_array`), every other text (hex or
        `true` elements, a value out of range, comments or line breaks
        inside) by xDSL's parser, with its diagnostics.
        """
        text = self.lexer.input.content
        match = _I64_ARRAY_TEXT.match(text, self.pos) if isinstance(text, str) else None
        array = None if match is None else _i64_array_of(match.group(1))
        if array is not None:
            resume_from(self, match.end())  # type: ignore[union-attr]  # array is not None only where the match is
            return array
        return super().parse_optional_attribute()

    def _parse_cached(self, pattern: re.Pattern[str], cache: dict[str, _T], parse: Callable[[], _T | None]) -> _T | None:
        """`parse()`, or the value of the same text parsed before: where
        `pattern` matches at the current position, the text it matched is
        looked up in `cache`, and stored there only when `parse` read exactly
        that text (up to trailing blanks)."""
        text = self.lexer.input.content
        match = pattern.match(text, self.pos) if isinstance(text, str) else None
        if match is None:
            return parse()
        cached = cache.get(match.group())
        if cached is not None:
            resume_from(self, match.end())
            return cached
        parsed = parse()
        if parsed is not None and self.pos >= match.end() and not text[match.end() : self.pos].strip():
            cache[match.group()] = parsed
        return parsed

    def parse_dense_int_or_fp_elements_attr(self, type: RankedStructure[Any] | None) -> DenseIntOrFPElementsAttr:
        # Imported here so that a run that parses no dense elements (`--version`) starts without numpy.
        from anec.dialect.dense import parse_dense

        return parse_dense(self, type)  # splats stay one element; no per-element packing

    def location(self, position: int) -> FileLineColLoc:
        """The file:line:col of a position of the input (lines and columns
        from 1); the file's name and each column made once (most ops of a
        module share their indentation)."""
        line = bisect.bisect_right(self.line_starts, position)
        column = position - self.line_starts[line - 1] + 1
        at = self.columns.get(column)
        if at is None:
            at = self.columns[column] = IntAttr(column)
        return FileLineColLoc(self.file_attr, IntAttr(line + self.line_offset), at)

    def parse_module(self, allow_implicit_module: bool = True) -> ModuleOp:
        """The module, refused before parsing when it nests too deeply, and
        after parsing when a value is used where its definition does not dominate."""
        text = self.lexer.input.content
        too_deep = nesting_overflow(text, self.line_starts)
        if too_deep is not None:
            raise ParseError(
                Span(too_deep, too_deep + 1, self.lexer.input, self.line_offset),
                f"nesting too deep: more than {MAX_NESTING_DEPTH} levels of brackets (docs/robustness.md)",
            )
        try:
            module = super().parse_module(allow_implicit_module)
        except RecursionError as err:  # a safety net: the scan above bounds the depth
            span = Span(self.pos, self.pos + 1, self.lexer.input, self.line_offset)
            raise ParseError(span, "nesting too deep for the parser (docs/robustness.md)") from err
        except ParseError as err:
            at_end = self._end_of_input_error(err)
            if at_end is None:
                raise
            raise at_end from err
        found = first_dominance_error(module)
        if found is not None:
            op, message = found
            span = self.spans.get(op)
            if span is None:
                span = Span(0, 1, self.lexer.input, self.line_offset)
            raise ParseError(span, f"'{op.name}' op {message}")
        return module

    def _end_of_input_error(self, err: ParseError) -> ParseError | None:
        """
        A parse error at the end of the input (a truncated file: the error is
        at the end, or on the last line with a bracket left open), reported
        at the innermost bracket left open, where the text was cut off
        inside, with xDSL's message (what was expected there); None for an
        error elsewhere.
        """
        text = self.lexer.input.content
        at_eof = current_token(self).kind == MLIRTokenKind.EOF
        last_line = text.rfind("\n", 0, len(text.rstrip())) + 1
        if isinstance(err, StringLiteralError) or (not at_eof and err.span.start < last_line):
            return None
        unclosed = unclosed_brackets(text, self.line_starts)
        expected = err.msg.strip()
        if not unclosed:
            return ParseError(err.span, f"unexpected end of input{': ' + expected if expected else ''}") if at_eof else None
        end = self.location(len(text.rstrip()))
        opened = unclosed[-1]
        return ParseError(
            Span(opened, opened + 1, self.lexer.input, self.line_offset),
            f"unexpected end of input at {end.line.data}:{end.column.data}: this '{text[opened]}' is never closed"
            + (f" (there: {expected})" if expected else ""),
        )

    def parse_operation(self) -> Operation:
        span = dataclasses.replace(current_token(self).span, line_offset=self.line_offset)
        op = self._parse_format_line(span) if current_token(self).kind == MLIRTokenKind.PERCENT_IDENT else None
        if op is not None:
            return op
        try:
            op = super().parse_operation()
        except VerifyException as err:
            # An attribute that fails its own checks while being built: report
            # it at the op, like any other syntax error.
            raise ParseError(span, str(err)) from err
        self.spans[op] = span
        if isinstance(op.location, UnknownLoc):
            op.location = self.location(span.start)
        return op


    def _parse_format_line(self, span: Span[str]) -> Operation | None:
        """
        The op at the current position read with its format's one regular
        expression (`anec.tools.op_lines`), built as its format builds it, or
        None, the parser back where it was: anything the expression does not
        read (another form, an op it does not know, a type or attribute the
        parser does not end where the expression does, an operand not yet
        defined or of another type, a result name already in use or used
        ahead, any error) is parsed token by token, with its diagnostics. A
        compiled ResNet-50 has 1,135 such ops among its 1,259.
        """
        text = self.lexer.input.content
        head = OP_HEAD.match(text, span.start) if isinstance(text, str) else None
        if head is None:
            return None
        result, name = head.groups()
        op_type = self.ctx.get_optional_op(name)
        reader = None if op_type is None or op_type.name != name else line_reader(op_type)
        match = None if reader is None else reader.pattern.match(text, head.end())
        if match is None or result in self.ssa_values or result in self.forward_ssa_references:
            return None
        assert reader is not None and op_type is not None
        try:
            op = self._build_from_line(op_type, reader, match)
        except Exception:  # noqa: BLE001  # the token parse reports it, where and as it does
            op = None
        if op is None or len(op.results) != 1:
            resume_from(self, span.start)
            return None
        register_ssa_definition(self, result, op.results, Span(span.start, span.start + 1 + len(result), self.lexer.input))
        resume_from(self, match.end())
        self.spans[op] = span
        op.location = self.location(span.start)
        return op

    def _build_from_line(self, op_type: type[IRDLOperation], reader: LineReader, match: re.Match[str]) -> Operation | None:
        """The op `match` read, as `FormatProgram.parse` builds it from the
        same text (`_line_shape`), its operands the values of their names
        (defined before, of the types the line gives them), or None where
        the token parse may read it otherwise. What an op's text gives
        besides its operands' names (a compiled network repeats it on the
        tiles of a layer) is worked out once per parser (`line_shapes`)."""
        text: str = self.lexer.input.content  # type: ignore[assignment]  # a parser over text: the lexer's input is str here
        names: list[list[str]] = []
        pieces: list[object] = [op_type]
        position = match.start()
        for slot in reader.operand_slots:
            group = match[slot.group]
            if group is None:
                names.append([])
                continue
            names.append([group] if slot.kind == "operand" else OPERAND.findall(group))
            start, end = match.span(slot.group)
            pieces.append(text[position:start])
            position = end
        pieces.append(text[position : match.end()])
        pieces.append(tuple(len(group) for group in names))
        key = tuple(pieces)
        shape = self.line_shapes.get(key)
        if shape is None:
            shape = self._line_shape(op_type, reader, match, names)
            if shape is None:
                return None
            self.line_shapes[key] = shape
        operand_types, result_types, properties, attributes = shape
        operands: list[SSAValue] = []
        for group, types in zip(names, operand_types, strict=True):
            if len(group) != len(types):
                return None
            for value_name, value_type in zip(group, types):
                defined = self.ssa_values.get(value_name)
                if defined is None or len(defined) != 1 or defined[0].type != value_type:
                    return None
                operands.append(defined[0])
        op = op_type.__new__(op_type)
        Operation.__init__(op, operands=operands, result_types=result_types, properties=properties, attributes=attributes)
        return op

    def _line_shape(
        self, op_type: type[IRDLOperation], reader: LineReader, match: re.Match[str], names: list[list[str]]
    ) -> tuple[Sequence[Sequence[Attribute]], list[Attribute], dict[str, Attribute], dict[str, Attribute]] | None:
        """
        The operand types (by operand definition), result types, properties
        and attributes of the op `match` read, its operands named `names`, as
        `FormatProgram.parse` makes them (the same constraint checks and
        inferred types) and xDSL's `build` gives them to the op (without its
        dispatch on every kind of argument: result types in order, the
        operand segment sizes where the op keeps them; `line_reader` refuses
        any other option), or None where a type or attribute is not read as
        the expression delimits it or the dictionary repeats or reserves a key.
        """
        state = parsing_state(op_type)
        if not self._read_slots(reader.slots, match, state):
            return None
        operand_types, result_types = resolve_types(reader.program, state, op_type.get_irdl_definition(), names)
        properties = state.properties
        if reader.segments:
            properties = {**properties, AttrSizedOperandSegments.attribute_name: segment_sizes(tuple(len(group) for group in names))}
        return operand_types, result_types, properties, state.attributes

    def _read_slots(self, slots: Sequence[Slot], match: re.Match[str], state: ParsingState) -> bool:
        """Puts the types and attributes each slot's group matched into
        `state`; False where a type or attribute is not read as the
        expression delimits it, or the dictionary repeats or reserves a key."""
        for slot in slots:
            group = match[slot.group]
            if slot.kind in ("operand", "operands"):
                continue
            if slot.kind in ("type", "types"):
                types = [] if group is None else self._types_at(match.start(slot.group), match.end(slot.group))
                if types is None:
                    return False
                set_types(slot.directive, state, types)
            elif slot.kind == "attr-dict":
                if not self._read_attr_dict(slot.directive, match.start(slot.group), match.end(slot.group), state):
                    return False
            elif group is not None:  # an optional group, present
                if not self._read_slots(slot.inner, match, state):
                    return False
            else:
                set_absent(slot.directive, state)
        return True

    def _types_at(self, start: int, end: int) -> list[Attribute] | None:
        """The types of the comma-separated list between `start` and `end`, each as the parser reads its text."""
        types: list[Attribute] = []
        for item in TYPE.finditer(self.lexer.input.content, start, end):  # type: ignore[arg-type]  # a parser over text: the lexer's input is str here
            found = self.type_cache.get(item.group())
            if found is None:
                found = self._read_exactly(item.start(), item.end(), self.parse_optional_type)
                if found is None:
                    return None
            types.append(found)
        return types

    def _read_attr_dict(self, directive: Any, start: int, end: int, state: ParsingState) -> bool:
        """The entries between `start` and `end` into `state`, as `AttrDictDirective.parse` puts them there; False
        where a value is not read as the expression delimits it or where the token parse reports an error."""
        text: str = self.lexer.input.content  # type: ignore[assignment]  # a parser over text: the lexer's input is str here
        attributes: dict[str, Attribute] = {}
        position = start
        while position < end:
            entry = ENTRY.match(text, position, end)
            assert entry is not None  # the line's expression matched these entries
            key, value_text = entry.groups()
            value = self.value_cache.get(value_text)
            if value is None:
                value = self._read_exactly(entry.start(2), entry.end(2), self.parse_optional_attribute)
                if value is None:
                    return False
                self.value_cache[value_text] = value
            if key in attributes:  # a duplicated key: the token parse's error
                return False
            attributes[key] = value
            position = entry.end()
        reserved, expected_properties = attr_dict_keys(directive)
        if not reserved.isdisjoint(attributes):
            return False
        for key in [key for key in attributes if key in expected_properties]:
            state.properties[key] = attributes.pop(key)
        state.attributes |= attributes
        return True

    def _read_exactly(self, start: int, end: int, parse: Callable[[], _T | None]) -> _T | None:
        """What `parse` reads from `start` where it reads exactly the text up
        to `end` (then blanks); None where it reads nothing, less, more, or fails."""
        resume_from(self, start)
        try:
            value = parse()
        except Exception:  # noqa: BLE001  # the token parse of the whole op reports it
            return None
        if value is None or self.pos < end or self.lexer.input.content[end : self.pos].strip():
            return None
        return value


def line_starts(text: str) -> list[int]:
    """The offset where each line of `text` starts (found with `str.find`, which skips long lines at memory speed)."""
    starts = [0]
    end = text.find("\n")
    while end >= 0:
        starts.append(end + 1)
        end = text.find("\n", end + 1)
    return starts


_STRING = re.compile(r'"[^"\\\n]*(?:\\.[^"\\\n]*)*"')
"""A string literal on one line, escapes allowed."""
_NESTING_TOKENS = re.compile(r'"|//[^\n]*|->|>=|<=|[()\[\]{}<>]')
_CLOSERS = {")": "(", "]": "[", "}": "{", ">": "<"}


def _string_end(text: str, start: int, starts: Sequence[int] | None) -> int | None:
    """
    The offset after the string literal opening at `start`, or None where no
    literal opens there (no closing quote on its line). A literal without
    escapes (a weight's hex data, megabytes long) is found with `str.find`
    (whether the quote is on the same line: from the line index `starts`
    where given); one with a backslash goes through `_STRING`.
    """
    close = text.find('"', start + 1)
    if close >= 0 and text.find("\\", start + 1, close) < 0:
        same_line = (
            text.find("\n", start + 1, close) < 0
            if starts is None
            else bisect.bisect_right(starts, start) == bisect.bisect_right(starts, close)
        )
        if same_line:
            return close + 1
    match = _STRING.match(text, start)
    return None if match is None else match.end()


def nesting_overflow(text: str, starts: Sequence[int] | None = None) -> int | None:
    """
    The offset of the first bracket that opens a level beyond
    `MAX_NESTING_DEPTH`, or None. Strings and comments are skipped, and `->`,
    `>=` and `<=` are not brackets; a closer pops up to its own opener, so a
    stray `<` or `>` cannot accumulate. `starts`: the text's `line_starts`, if known.
    """
    return _scan_brackets(text, starts, MAX_NESTING_DEPTH)[0]


def unclosed_brackets(text: str, starts: Sequence[int] | None = None) -> list[int]:
    """The offsets of the brackets still open at the end of `text`, outermost first (as `nesting_overflow` scans)."""
    return _scan_brackets(text, starts, None)[1]


def _scan_brackets(text: str, starts: Sequence[int] | None, max_depth: int | None) -> tuple[int | None, list[int]]:
    """The offset of the first bracket beyond `max_depth` levels (the scan
    stops there) or None, and the offsets of the brackets open where it stopped."""
    stack: list[str] = []
    offsets: list[int] = []  # where each bracket of `stack` opens
    position = 0
    while (match := _NESTING_TOKENS.search(text, position)) is not None:
        token = match.group()
        position = match.end()
        if token == '"':
            end = _string_end(text, match.start(), starts)
            if end is not None:
                position = end
            continue
        if len(token) != 1:
            continue
        if token in "([{<":
            stack.append(token)
            offsets.append(match.start())
            if max_depth is not None and len(stack) > max_depth:
                return match.start(), offsets
        elif _CLOSERS[token] in stack:
            while stack.pop() != _CLOSERS[token]:
                offsets.pop()
            offsets.pop()
    return None, offsets


def first_failing_op(module: ModuleOp) -> tuple[Operation, VerifyException] | None:
    """The first op, in program order, whose own verifier fails."""
    for op in module.walk():
        try:
            op.verify(verify_nested_ops=False)
        except VerifyException as err:
            return op, err
    return None


def verify_message(op: Operation, err: Exception) -> str:
    """Names the op when xDSL's generic constraint checks did not."""
    text = str(err).strip()
    return text if text.startswith("'") else f"'{op.name}' op {text}"


def describe_verify_error(module: ModuleOp, spans: dict[Operation, Span[str]], err: Exception) -> str:
    """A located, single-op description of a verification failure."""
    found = first_failing_op(module)
    if found is None:
        return f"error: {str(err).strip()}"
    op, op_err = found
    message = verify_message(op, op_err)
    span = spans.get(op)
    if span is None:
        return f"{op_location(op)}: error: {message}"
    return located(span, message)


def located(span: Span[str] | Span[bytes], message: str) -> str:
    """`file:line:col: error: message`, the source line, and a caret under the column."""
    where = span.get_location()
    start = span.input.get_start_of_line(span.start)
    line = span.input.content[start : span.input.get_end_of_line(span.start)]
    text = line.decode(errors="replace") if isinstance(line, bytes) else line
    caret = " " * (where.col - 1) + "^"
    return f"{where.file}:{where.line}:{where.col}: error: {message}\n{text}\n{caret}"


def describe_parse_error(err: ParseError, line_offset: int = 0) -> str:
    return located(dataclasses.replace(err.span, line_offset=line_offset), err.msg)


def describe_pass_error(err: PassFailedException) -> str:
    text = str(err).strip()
    return text if ": error: " in text else f"error: {text}"


def parse_ir(ctx: Context, text: str, name: str, line_offset: int = 0) -> tuple[ModuleOp, dict[Operation, Span[str]]]:
    """Parses and verifies a module; raises `ParseError`/`VerifyException`."""
    parser = LocatingParser(ctx, text, name, line_offset)
    module = parser.parse_module()
    module.verify()
    return module, parser.spans


class UserError(Exception):
    """A problem with the user's input, already described for the terminal."""


class ArgumentParser(argparse.ArgumentParser):
    """Reports a bad command line as a `UserError` (one line, exit status 1)."""

    def error(self, message: str) -> NoReturn:
        raise UserError(f"error: {message}")


def decode_source(data: bytes | mmap.mmap) -> tuple[str, bytes | mmap.mmap | None]:
    """
    The text of an IR file's bytes, as `open(path).read()` gives it (UTF-8,
    `\r\n` and `\r` read as `\n`), and the bytes themselves where each
    character of the text is one of them (ASCII, no `\r`), else None.
    """
    text = str(data, "utf-8")
    if "\r" in text:
        return text.replace("\r\n", "\n").replace("\r", "\n"), None
    return text, data if len(text) == len(data) else None


def read_source(path: str) -> tuple[str, bytes | mmap.mmap | None]:
    """
    `decode_source` of a file, mapped into memory rather than read: the text
    is decoded straight from the page cache, and a large weight's hex digits
    are decoded from the mapping later, so the file's bytes are never copied
    (a compiled VGG-19 is 575 MB). A file that cannot be mapped (empty, a
    pipe) is read.
    """
    with open(path, "rb") as file:
        try:
            data: bytes | mmap.mmap = mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ)
        except (OSError, ValueError):
            data = file.read()
    return decode_source(data)


def load_module(ctx: Context, path: str) -> ModuleOp:
    """Reads, parses and verifies an IR file, turning every problem into a `UserError`."""
    source: bytes | mmap.mmap | None = None
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            text, source = read_source(path)
    except OSError as err:
        raise UserError(f"error: cannot read '{path}': {err.strerror}") from err
    except UnicodeDecodeError as err:
        raise UserError(f"error: {path} is not UTF-8 text (offset {err.start})") from err
    if not text or text.isspace():
        return ModuleOp([])  # an empty file is an empty module, as in mlir-opt
    module: ModuleOp | None = None
    spans: dict[Operation, Span[str]] = {}
    try:
        parser = LocatingParser(ctx, text, path, source=source)
        module = parser.parse_module()
        spans = parser.spans
        module.verify()
    except ParseError as err:
        raise UserError(describe_parse_error(err)) from err
    except (VerifyException, DiagnosticException) as err:
        assert module is not None
        raise UserError(describe_verify_error(module, spans, err)) from err
    return module


def check_outputs(inputs: Sequence[str | None], outputs: Sequence[str | None]) -> None:
    """
    Refuses, before any work, output paths that cannot be written whole: a
    directory, one of the input files (any spelling or link of it), the same
    file twice, or a place whose directory is missing or not writable.
    A device such as /dev/null is written in place and only needs to be writable.
    """
    seen: list[Path] = []
    for path in outputs:
        if path is None or path == "-":
            continue
        target = Path(path)
        if target.is_dir():
            raise UserError(f"error: cannot write '{path}': it is a directory")
        if path.endswith(("/", os.sep)):
            raise UserError(f"error: cannot write '{path}': a path ending in '/' names a directory; give a file name")
        if target.exists():
            for source in inputs:
                if source is not None and source != "-" and Path(source).exists() and os.path.samefile(source, target):
                    raise UserError(f"error: cannot write '{path}': it is the input file '{source}'; write the output elsewhere")
            if not target.is_file():
                if not os.access(target, os.W_OK):
                    raise UserError(f"error: cannot write '{path}': permission denied")
                continue
        parent = target.parent
        if parent.exists() and not parent.is_dir():
            raise UserError(f"error: cannot write '{path}': '{parent}' is not a directory")
        if not parent.is_dir():
            raise UserError(f"error: cannot write '{path}': no such directory '{parent}'")
        if not os.access(parent, os.W_OK | os.X_OK):
            raise UserError(f"error: cannot write '{path}': directory '{parent}' is not writable")
        resolved = target.resolve()
        if resolved in seen:
            raise UserError(f"error: cannot write '{path}' twice: two outputs name the same file")
        seen.append(resolved)


def write_output(path: str | None, content: str | bytes) -> None:
    """Writes `content` to stdout, or to `path`: a regular file is replaced
    atomically (no partial file on failure); a device or pipe such as
    /dev/null is written in place, never replaced."""
    write_outputs([(path, content)])


def write_outputs(outputs: Sequence[tuple[str | None, str | bytes]]) -> None:
    """
    Writes every output of a run, all or none: each regular file is first
    written whole to a temporary file beside it, and only when all are
    written are they renamed into place (then devices are written in
    place, then stdout). On any failure no output file appears.
    """
    staged: list[tuple[str, Path]] = []  # (temporary file, target)
    devices: list[tuple[Path, str | bytes]] = []
    to_stdout: list[str | bytes] = []
    try:
        for path, content in outputs:
            if path is None or path == "-":
                to_stdout.append(content)
                continue
            target = Path(path)
            try:
                if target.is_dir():
                    raise UserError(f"error: cannot write '{path}': it is a directory")
                if target.exists() and not target.is_file():
                    devices.append((target, content))
                    continue
                remove_stale_temporaries(target)
                fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.{os.getpid()}.", suffix=TEMP_SUFFIX)
                staged.append((tmp, target))
                with os.fdopen(fd, "wb" if isinstance(content, bytes) else "w") as f:
                    f.write(content)
                os.chmod(tmp, _new_file_mode())
            except OSError as err:
                raise UserError(f"error: cannot write '{path}': {err.strerror}") from err
        for tmp, target in staged:
            try:
                os.replace(tmp, target)
            except OSError as err:
                raise UserError(f"error: cannot write '{target}': {err.strerror}") from err
    except BaseException:
        for tmp, _ in staged:
            Path(tmp).unlink(missing_ok=True)
        raise
    for target, content in devices:
        try:
            with target.open("wb" if isinstance(content, bytes) else "w") as f:
                f.write(content)
        except OSError as err:
            raise UserError(f"error: cannot write '{target}': {err.strerror}") from err
    for content in to_stdout:
        if isinstance(content, bytes):
            sys.stdout.buffer.write(content)
        else:
            sys.stdout.write(content)


TEMP_SUFFIX = ".anec-tmp"
"""The suffix of the temporary file an output is written to before it is
renamed into place: `.NAME.PID.XXXXXXXX.anec-tmp` beside the output NAME."""


def remove_stale_temporaries(target: Path) -> None:
    """Removes the temporary files of `target` that a killed run left (a run
    that Python ends removes its own): those whose writing process (the PID
    in the name) is no longer running. A live writer's file is left alone."""
    pattern = re.compile(rf"\.{re.escape(target.name)}\.(\d+)\.[A-Za-z0-9_]+{re.escape(TEMP_SUFFIX)}")
    try:
        names = [p for p in target.parent.iterdir() if p.name.endswith(TEMP_SUFFIX)]
    except OSError:
        return
    for leftover in names:
        found = pattern.fullmatch(leftover.name)
        if found is None or _running(int(found.group(1))):
            continue
        try:
            leftover.unlink()
        except OSError:
            pass


def _running(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True  # another user's process, or a PID beyond the platform's range: left alone
    return True


def _new_file_mode() -> int:
    """The mode `open()` would give a new file (0o666 less the umask); mkstemp's is 0o600."""
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def run_tool(tool: str, body: Callable[[], int], *, exiting: bool = False, one_blas_thread: bool = False) -> int:
    """
    Runs a tool's body, turning user errors into a diagnostic on stderr and
    exit status 1, and internal errors into a one-line report and status 3
    (set ANEC_TRACEBACK=1 to see the Python traceback).

    `exiting`: the process ends when the tool returns (a console script:
    `main()` without arguments). What importing the tool built (modules,
    classes: alive until the process ends) is frozen out of the cyclic
    garbage collector before the body runs, so no collection scans it again
    (0.01 to 0.02 s of CPU per run on ResNet-50); every object left is
    frozen when the body returns, so the interpreter's shutdown frees memory
    without a last scan of the whole IR for cycles (about 0.1 s of CPU after
    compiling ResNet-50). A caller that goes on (a test calling `main(argv)`)
    keeps collecting as usual.

    `one_blas_thread` (a console run of a tool whose numpy work is small
    arrays: `anec-import`, `anec-opt`, `anec-report`): OpenBLAS is asked
    for one thread (`OPENBLAS_NUM_THREADS=1`, unless the environment sets
    it) before numpy is first imported. Its thread pool, started when numpy
    loads, otherwise spins on the other cores for about 0.05 s of CPU per
    process. Their arrays are small (constants, folded weights), their
    outputs byte for byte those of the threaded pool; `anec-run`, whose
    convolutions are large matrix products, keeps the pool.
    """
    if exiting:
        if one_blas_thread and "numpy" not in sys.modules:
            os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
        gc.freeze()
        for number in (signal.SIGTERM, signal.SIGHUP):
            # A polite kill ends the run through Python, so every temporary file is removed.
            signal.signal(number, _terminated)
    try:
        return _run_tool(tool, body)
    finally:
        if exiting:
            gc.freeze()


def _terminated(number: int, frame: object) -> NoReturn:
    raise SystemExit(128 + number)


def _run_tool(tool: str, body: Callable[[], int]) -> int:
    try:
        return body()
    except UserError as err:
        print(f"{tool}: {err}" if str(err).startswith("error:") else str(err), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except RecursionError:
        # A safety net: inputs are refused beyond MAX_NESTING_DEPTH before anything recurses.
        print(f"{tool}: error: the input nests too deeply (docs/robustness.md)", file=sys.stderr)
        return 1
    except BrokenPipeError:
        # The reader went away (`anec-opt ... | head`): stop quietly, as Unix tools do.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except Exception as err:
        if os.environ.get("ANEC_TRACEBACK"):
            raise
        print(
            f"{tool}: internal error: {type(err).__name__}: {err}\n"
            f"{tool}: this is a bug in anec; rerun with ANEC_TRACEBACK=1 and report the traceback",
            file=sys.stderr,
        )
        return 3
