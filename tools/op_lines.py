"""
One-line reading of an op written in its declarative assembly format: for
each op class whose format uses only operands, punctuation, keywords, an
attribute dictionary, the types of operands and results, and optional
groups that a keyword or punctuation opens, one regular expression
(`line_reader`) that matches the op as the printer writes it on one line:

    %r = anec.convolution %x, %w bias(%b : tensor<64xf16>) {strides = array<i64: 2, 2>,
        anec.cost = #anec.cost<...>} : tensor<...>, tensor<...> -> tensor<...>

(on one line). `LocatingParser` reads such a line with it and builds the op
as the format's parse builds it (`FormatProgram.parse`'s constraint checks
and inferred types, then the operands, result types, properties and
attributes xDSL's builder gives the op); a compiled ResNet-50's slices,
reshapes, convolutions, concats and elementwise ops are 1,135 of its 1,259
ops.

The expression only delimits: what it matched is read as the token parse
reads it. Each type and attribute value is looked up by its text among those
the token parse read before (`LocatingParser`'s caches, filled only where the
parse read exactly that text) or read by the parser at its place; operands
must be defined, with the types the line gives them. Anything else (another
spacing, a comment or line break inside, a forward reference, a value the
parser does not end where the expression does, any error) leaves the line
to the token parse, which gives its own result or diagnostic. Where the
token parse commits (a comma after a variadic list, the keyword opening an
optional group), the expression does not backtrack either: it matches only
text that the token parse reads the same way, piece by piece.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from anec.dialect.xdsl_private import directive_kind, format_statements, group_parts, keyword_of, operand_index, punctuation_of

if TYPE_CHECKING:
    from xdsl.ir import Operation

SSA_NAME = r"(?:[0-9]++|[a-zA-Z$._-][a-zA-Z0-9$._-]*+)"
"""The name after `%`, as xDSL's lexer reads a `%` identifier (possessive: never split)."""

_END = r"(?![a-zA-Z0-9$._-])"
"""The end of a name or keyword: no character that would continue its token follows."""

_TYPE = r"tensor<[0-9x]*+[a-z][a-z0-9]*+>"
TYPE = re.compile(_TYPE)
"""A static-shaped tensor type as the printer writes it (no spaces, no encoding)."""

_STRING = r'"[^"\\\n]*+"'
"""A string literal without escapes."""

VALUE = rf"(?>{_STRING}|[#!]?[a-zA-Z0-9_.+-]++(?:<(?:[^<>\"\\\n]|{_STRING})*+>)?+(?: : [a-z][a-z0-9]*+)?+)"
"""
The text of an attribute value in a dictionary, as far as it can be
delimited without reading it: a string; or a word (`true`, `2`, `1.5e-03`,
`#anec.activation`, `array`) with a bracketed body that holds no nested
brackets (strings inside may) and a ` : type` word (`2 : i64`). Atomic: it
ends where it ends, and the dictionary's `, ` or `}` must follow.
"""

ENTRY = re.compile(rf"([a-zA-Z_][a-zA-Z0-9_$.]*+) = ({VALUE})(?:, )?")
"""One `key = value` entry of an attribute dictionary and the `, ` after it."""

OPERAND = re.compile(rf"%({SSA_NAME})")
"""An operand's name in a list of them."""

OP_HEAD = re.compile(rf"%({SSA_NAME}){_END} = ([a-zA-Z_][a-zA-Z0-9_$.]*+)")
"""`%result = op.name`: an op with one result name, as the printer writes it."""


@dataclass(frozen=True)
class Slot:
    """What one directive of the format read: the regular expression's `group`
    for it, and the directive that puts it into the parsing state."""

    kind: str
    """`operand`, `operands` (a variadic list), `type`, `types` (a variadic list), `attr-dict`, or `group` (optional)."""
    group: str
    directive: Any
    inner: tuple[Slot, ...] = ()
    """A `group`'s slots, read when its first element (`group`) matched."""


@dataclass(frozen=True)
class LineReader:
    """How one op class's format reads a line: the expression that matches
    what follows `%result = name`, up to the end of the line, and its slots in order."""

    pattern: re.Pattern[str]
    slots: tuple[Slot, ...]
    program: Any
    """The op's `FormatProgram`: its constraint resolution and type inference are reused."""
    segments: bool
    """Whether the op keeps its operand segment sizes in a property (`AttrSizedOperandSegments(as_property=True)`)."""
    operand_slots: tuple[Slot, ...]
    """The slots of the operands, in the order of their definitions (which is the format's: `_Compiler.operands`)."""


class _Unsupported(Exception):
    """A directive the line reader does not read: the op is left to the token parse."""


@functools.cache
def line_reader(op_type: type[Operation]) -> LineReader | None:
    """The `LineReader` of an anec op whose declarative format (built lazily
    by `anec.dialect.definition.op_definition`) uses only directives it
    reads; None for any other op."""
    format_program = op_type.__dict__.get("format_program")
    if format_program is None:
        return None
    program = format_program()
    compiler = _Compiler()
    try:
        body, slots = compiler.sequence(format_statements(program))
    except _Unsupported:
        return None
    from xdsl.irdl import AttrSizedOperandSegments
    from xdsl.irdl.operations import ParsePropInAttrDict

    op_def = op_type.get_irdl_definition()
    segments = False
    for option in op_def.options:  # what xDSL's builder does beyond flattening operands and results
        if isinstance(option, AttrSizedOperandSegments) and option.as_property:
            segments = True
        elif not isinstance(option, ParsePropInAttrDict):
            return None
    if op_def.regions or op_def.successors:
        return None
    operand_slots = _operand_slots(slots)
    if [operand_index(slot.directive) for slot in operand_slots] != list(range(len(op_def.operands))):
        return None
    return LineReader(re.compile(body + r"(?=\n)", re.ASCII), slots, program, segments, operand_slots)


def _operand_slots(slots: tuple[Slot, ...]) -> tuple[Slot, ...]:
    """The operand slots among `slots` and in their optional groups, in the order of the text."""
    found: list[Slot] = []
    for slot in slots:
        if slot.kind in ("operand", "operands"):
            found.append(slot)
        elif slot.kind == "group":
            found.extend(_operand_slots(slot.inner))
    return tuple(found)


@functools.cache
def segment_sizes(sizes: tuple[int, ...]) -> Any:
    """The `operandSegmentSizes` property of operand groups of these sizes, as xDSL's builder makes it (one per sizes)."""
    from xdsl.dialects.builtin import DenseArrayBase, i32

    return DenseArrayBase.from_list(i32, sizes)


class _Compiler:
    """Turns format directives into one regular expression and its slots.
    Every piece may follow one optional blank (the token parse skips blanks;
    names and keywords end where their token ends, `_END`)."""

    def __init__(self) -> None:
        self.groups = 0

    def group(self) -> str:
        self.groups += 1
        return f"g{self.groups}"

    def sequence(self, directives: Any) -> tuple[str, tuple[Slot, ...]]:
        pieces: list[str] = []
        slots: list[Slot] = []
        for directive in directives:
            piece, slot = self.directive(directive)
            pieces.append(piece)
            if slot is not None:
                slots.append(slot)
        return "".join(pieces), tuple(slots)

    def directive(self, directive: Any) -> tuple[str, Slot | None]:
        kind = directive_kind(directive)
        if kind == "whitespace":
            return "", None
        if kind == "punctuation":
            return " ?" + re.escape(punctuation_of(directive)), None
        if kind == "keyword":
            return " ?" + re.escape(keyword_of(directive)) + _END, None
        if kind in ("operand", "optional-operand"):
            # An optional operand is read where present; absent, the token parse reads the line.
            name = self.group()
            return rf" ?%(?P<{name}>{SSA_NAME}){_END}", Slot("operand", name, directive)
        if kind == "variadic-operand":
            # As `parse_optional_undelimited_comma_separated_list`: a comma after a name continues the list.
            name = self.group()
            return rf"(?: ?(?P<{name}>%{SSA_NAME}{_END}(?: ?, ?%{SSA_NAME}{_END})*+)(?! ?,))?+", Slot("operands", name, directive)
        if kind == "type":
            name = self.group()
            return rf" ?(?P<{name}>{_TYPE})", Slot("type", name, directive)
        if kind == "types":
            name = self.group()
            return rf"(?: ?(?P<{name}>{_TYPE}(?: ?, ?{_TYPE})*+)(?! ?,))?+", Slot("types", name, directive)
        if kind == "attr-dict":
            name = self.group()
            entry = rf"[a-zA-Z_][a-zA-Z0-9_$.]*+ = {VALUE}"
            return rf"(?: ?\{{(?P<{name}>(?:{entry}(?:, {entry})*+)?+)\}})?+", Slot("attr-dict", name, directive)
        if kind == "optional-group":
            first, elements = group_parts(directive)
            if directive_kind(first) not in ("punctuation", "keyword"):
                raise _Unsupported
            opening, _ = self.directive(first)
            name = self.group()
            rest, inner = self.sequence(elements)
            # Once its first element is read the group must be read whole, as the token parse commits to it.
            return rf"(?:(?P<{name}>{opening}){rest}|(?!{opening}))", Slot("group", name, directive, inner)
        raise _Unsupported
