"""
Every use anec makes of xDSL's private API, in one place. xDSL is pinned
(`XDSL_VERSION`, pyproject.toml and constraints.txt); these names are not
part of its public API and may change in any release, so nothing else in
anec touches them: the parser's position and token (`resume_from`,
`current_token`, `use_lexer`), its SSA table (`register_ssa_definition`),
its tensor literals (`parse_tensor_literal`), the lexer's and the parser's
private steps (`LexerHooks`, `ParserHooks`), the printer's column
(`PrinterHooks`), a result's type (`set_result_type`), an op's operand
tuple (`operands_of`), pass options
(`convert_option`) and the declarative assembly format's compiled program
(`compile_format`, `format_statements`, `directive_kind` and the functions
after it). `PRIVATE_NAMES` lists each private name with the signature it
has in the pinned version, and `tests/test_xdsl_private.py` fails loudly
when the installed xDSL is another version or any of them differs.
docs/xdsl-private.md says, for each use, which public hook would replace it.

The functions are the private functions themselves, bound once here (no
wrapper on the parser's hot paths); the hook classes route a private method
to a public-named one that anec's subclasses override.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from xdsl.ir import Attribute, Operation, OpResult, SSAValue
from xdsl.parser import Parser
from xdsl.parser.generic_parser import GenericParser, ParserState
from xdsl.printer import Printer
from xdsl.utils.lexer import Position, Span, Token
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRTokenKind

if TYPE_CHECKING:
    from xdsl.irdl import IRDLOperation, OpDef
    from xdsl.irdl.declarative_assembly_format import FormatProgram, ParsingState

XDSL_VERSION = "0.74.0"
"""The xDSL release every name below was checked against (the pin)."""

# The parser ----------------------------------------------------------------

resume_from: Callable[[GenericParser[Any, Any], Position], None] = GenericParser._resume_from  # pyright: ignore[reportPrivateUsage]
"""`resume_from(parser, position)`: the parser goes on from `position`, its next token lexed there."""

current_token: Callable[[GenericParser[Any, Any]], Token[Any]] = GenericParser._current_token.fget  # type: ignore[attr-defined,assignment]  # pyright: ignore[reportPrivateUsage]
"""`current_token(parser)`: the token the parser reads next (not consumed)."""

register_ssa_definition: Callable[[Parser, str, Sequence[SSAValue], Span[Any]], None] = Parser._register_ssa_definition  # pyright: ignore[reportPrivateUsage]
"""`register_ssa_definition(parser, name, values, span)`: `%name` is defined as `values` (resolving forward uses)."""

parse_tensor_literal: Callable[[Any], tuple[list[Any], list[int]]] = Parser._parse_tensor_literal  # pyright: ignore[reportPrivateUsage]
"""`parse_tensor_literal(parser)`: the elements and shape of a `dense<...>` literal's body."""


def use_lexer(parser: GenericParser[Any, Any], lexer: MLIRLexer) -> None:
    """The parser reads from `lexer` from now on (its first token lexed now)."""
    parser._parser_state = ParserState(lexer)  # pyright: ignore[reportPrivateUsage]


class ParserHooks(Parser):
    """xDSL's parser with its resource-handle step as a method a subclass overrides."""

    def _parse_dialect_resource_handle(self, dialect_name: str, interface: Any) -> str:
        return self.parse_dialect_resource_handle(dialect_name, interface)

    def parse_dialect_resource_handle(self, dialect_name: str, interface: Any) -> str:
        """The key of a `dense_resource<name>` handle (xDSL's step unless overridden)."""
        return Parser._parse_dialect_resource_handle(self, dialect_name, interface)  # pyright: ignore[reportPrivateUsage]


class LexerHooks(MLIRLexer):
    """xDSL's lexer with its prefixed-identifier and string-literal steps as
    methods a subclass overrides, and the expression it reads a string
    literal's body with as `string_literal_pattern`."""

    string_literal_pattern: ClassVar[re.Pattern[str]] = MLIRLexer._unescaped_characters_regex  # pyright: ignore[reportPrivateUsage]

    @property
    def _unescaped_characters_regex(self) -> re.Pattern[str]:  # type: ignore[override]
        return self.string_literal_pattern

    def _lex_prefixed_ident(self, start_pos: Position) -> Token[MLIRTokenKind]:
        return self.lex_prefixed_ident(start_pos)

    def lex_prefixed_ident(self, start_pos: Position) -> Token[MLIRTokenKind]:
        """A `%`, `#`, `!` or `^` identifier starting at `start_pos` (xDSL's step unless overridden)."""
        return MLIRLexer._lex_prefixed_ident(self, start_pos)  # pyright: ignore[reportPrivateUsage]

    def _lex_string_literal(self, start_pos: Position) -> Token[MLIRTokenKind]:
        return self.lex_string_literal(start_pos)

    def lex_string_literal(self, start_pos: Position) -> Token[MLIRTokenKind]:
        """A string literal starting at `start_pos` (xDSL's step unless overridden)."""
        return MLIRLexer._lex_string_literal(self, start_pos)  # pyright: ignore[reportPrivateUsage]


# The printer ---------------------------------------------------------------


class PrinterHooks(Printer):
    """xDSL's printer with the column it tracks readable and settable."""

    @property
    def column(self) -> int:
        """The column the next character prints at."""
        return self._current_column  # pyright: ignore[reportPrivateUsage]

    @column.setter
    def column(self, value: int) -> None:
        self._current_column = value  # pyright: ignore[reportPrivateUsage]

    def write_within_line(self, text: str) -> None:
        """`text` (no line break) written to the stream, the column moved past it."""
        self._current_column += len(text)  # pyright: ignore[reportPrivateUsage]
        self.stream.write(text)  # type: ignore[union-attr]


# The IR and pass options -----------------------------------------------------


operands_of: Callable[[Operation], Sequence[SSAValue]] = operator.attrgetter("_operands")
"""`operands_of(op)`: the op's operands as the tuple xDSL keeps them in, read
without the `OpOperands` view that `op.operands` builds at every access
(about half a microsecond each: the cost model follows operands a few
million times to estimate a network on 28 targets)."""


def set_result_type(result: OpResult[Attribute], type: Attribute) -> None:
    """Retypes an op's result in place (its uses keep it)."""
    result._type = type  # pyright: ignore[reportPrivateUsage]


def convert_option(value: Any, hint: Any) -> Any:
    """A pass option's parsed value converted to its field's type, as xDSL
    does when it builds the pass; `ValueError` where it does not convert."""
    from xdsl.utils.arg_spec import _convert_arg_to_type  # pyright: ignore[reportPrivateUsage]

    return _convert_arg_to_type(value, hint)


# The declarative assembly format -----------------------------------------------


def compile_format(text: str, op_def: OpDef) -> FormatProgram:
    """The program xDSL compiles an assembly format into (it parses and prints the op)."""
    from xdsl.irdl.declarative_assembly_format import FormatProgram

    return FormatProgram.from_str(text, op_def)


def format_statements(program: FormatProgram) -> Sequence[Any]:
    """The program's directives, in order."""
    return program.stmts


def directive_kind(directive: Any) -> str | None:
    """
    What one directive of a format is, among those a one-line reader reads:
    `whitespace`, `punctuation` (`punctuation_of`), `keyword` (`keyword_of`),
    `operand`, `optional-operand`, `variadic-operand` (`operand_index`),
    `type` (of a single or optional operand or result, `type_target`),
    `types` (of a variadic one), `attr-dict` (without the `attributes`
    keyword) or `optional-group` (without an else branch, `group_parts`);
    None for any other.
    """
    from xdsl.irdl import declarative_assembly_format as f

    kind = type(directive)
    if kind is f.TypeDirective:
        inner = type(directive.inner)
        if inner in (f.OperandVariable, f.OptionalOperandVariable, f.ResultVariable, f.OptionalResultVariable):
            return "type"
        return "types" if inner in (f.VariadicOperandVariable, f.VariadicResultVariable) else None
    if kind is f.AttrDictDirective:
        return None if directive.with_keyword else "attr-dict"
    if kind is f.OptionalGroupDirective:
        return None if directive.else_elements else "optional-group"
    return {
        f.WhitespaceDirective: "whitespace",
        f.PunctuationDirective: "punctuation",
        f.KeywordDirective: "keyword",
        f.OperandVariable: "operand",
        f.OptionalOperandVariable: "optional-operand",
        f.VariadicOperandVariable: "variadic-operand",
    }.get(kind)


def punctuation_of(directive: Any) -> str:
    return directive.punctuation


def keyword_of(directive: Any) -> str:
    return directive.keyword


def operand_index(directive: Any) -> int:
    """The index of an operand directive's operand definition."""
    return directive.index


def group_parts(directive: Any) -> tuple[Any, Sequence[Any]]:
    """An optional group's first element (what opens it) and all its elements."""
    return directive.then_first, directive.then_elements


def parsing_state(op_type: type[IRDLOperation]) -> ParsingState:
    """An empty state of the format's parse for `op_type`."""
    from xdsl.irdl.declarative_assembly_format import ParsingState

    return ParsingState(op_type)


def set_types(directive: Any, state: ParsingState, types: Sequence[Attribute]) -> None:
    """Puts the types a `type`/`types` directive read into `state`."""
    directive.inner.set_types(state, types)


def set_absent(group: Any, state: ParsingState) -> None:
    """Records in `state` that an optional group is absent (each of its elements empty)."""
    for element in group.then_elements:
        element.set_empty(state)


def attr_dict_keys(directive: Any) -> tuple[set[str] | frozenset[str], set[str] | frozenset[str]]:
    """The keys an attribute dictionary directive may not hold (reserved) and
    those it reads as properties."""
    return directive.reserved_attr_names, directive.expected_properties


def resolve_types(
    program: FormatProgram, state: ParsingState, op_def: OpDef, operand_counts: Sequence[Sequence[object]]
) -> tuple[Sequence[Sequence[Attribute]], list[Attribute]]:
    """The operand types (by operand definition) and result types the format's
    parse gives once every directive is read into `state` (its constraint
    variables resolved, missing types inferred); `operand_counts` holds one
    sequence per operand definition, of the length it has."""
    state.operands = operand_counts  # type: ignore[assignment]  # only their counts are read
    program.resolve_constraint_variables(state, op_def)
    operand_types = program.resolve_operand_types(state, op_def)
    result_types = [t for group in program.resolve_result_types(state, op_def) for t in group]
    return operand_types, result_types


# The names above, as the test checks them -------------------------------------------

_FORMAT = "xdsl.irdl.declarative_assembly_format"
_STATE = "(self, state: 'ParsingState')"
_SET_TYPES = "(self, state: 'ParsingState', types: 'Sequence[Attribute]')"

PRIVATE_NAMES: tuple[tuple[str, str, str | None], ...] = (
    ("xdsl.parser.generic_parser:GenericParser", "_resume_from", "(self, pos: Union[int, xdsl.parser.generic_parser.ParserState[~TokenKindT, ~ContentT]])"),
    ("xdsl.parser.generic_parser:GenericParser", "_current_token", None),
    ("xdsl.parser.generic_parser:GenericParser", "_parser_state", None),
    ("xdsl.parser.generic_parser:ParserState", "__init__", "(self, lexer: xdsl.utils.lexer.Lexer[~TokenKindT, ~ContentT], dialect_stack: list[str] | None = None)"),
    ("xdsl.parser:Parser", "_register_ssa_definition", "(self, name: 'str', values: 'Sequence[SSAValue]', span: 'Span') -> 'None'"),
    ("xdsl.parser:Parser", "_parse_tensor_literal", "(self) -> 'tuple[list[AttrParser._TensorLiteralElement], list[int]]'"),
    ("xdsl.parser:Parser", "_parse_dialect_resource_handle", "(self, dialect_name: 'str', interface: 'OpAsmDialectInterface') -> 'str'"),
    ("xdsl.utils.mlir_lexer:MLIRLexer", "_lex_prefixed_ident", "(self, start_pos: 'Position') -> 'MLIRToken'"),
    ("xdsl.utils.mlir_lexer:MLIRLexer", "_lex_string_literal", "(self, start_pos: 'Position') -> 'MLIRToken'"),
    ("xdsl.utils.mlir_lexer:MLIRLexer", "_unescaped_characters_regex", None),
    ("xdsl.printer:Printer", "_current_column", None),
    ("xdsl.ir:SSAValue", "_type", None),
    ("xdsl.ir:Operation", "_operands", None),
    ("xdsl.utils.arg_spec", "_convert_arg_to_type", "(value: 'ParameterListType', dest_type: 'Any') -> 'ParameterListType | ParameterType | None'"),
    (f"{_FORMAT}:FormatProgram", "from_str", "(input: 'str', op_def: 'OpDef') -> 'FormatProgram'"),
    (f"{_FORMAT}:FormatProgram", "stmts", None),
    (f"{_FORMAT}:FormatProgram", "resolve_constraint_variables", "(self, state: 'ParsingState', op_def: 'OpDef')"),
    (f"{_FORMAT}:FormatProgram", "resolve_operand_types", "(self, state: 'ParsingState', op_def: 'OpDef') -> 'Sequence[Sequence[Attribute]]'"),
    (f"{_FORMAT}:FormatProgram", "resolve_result_types", "(self, state: 'ParsingState', op_def: 'OpDef') -> 'Sequence[Sequence[Attribute]]'"),
    (f"{_FORMAT}:ParsingState", "__init__", "(self, op_type: 'type[IRDLOperation]')"),
    (f"{_FORMAT}:ParsingState", "operands", None),
    (f"{_FORMAT}:ParsingState", "properties", None),
    (f"{_FORMAT}:ParsingState", "attributes", None),
    (f"{_FORMAT}:WhitespaceDirective", "__init__", None),
    (f"{_FORMAT}:PunctuationDirective", "punctuation", None),
    (f"{_FORMAT}:KeywordDirective", "keyword", None),
    (f"{_FORMAT}:OperandVariable", "index", None),
    (f"{_FORMAT}:OptionalOperandVariable", "index", None),
    (f"{_FORMAT}:VariadicOperandVariable", "index", None),
    (f"{_FORMAT}:OperandVariable", "set_types", _SET_TYPES),
    (f"{_FORMAT}:OptionalOperandVariable", "set_types", _SET_TYPES),
    (f"{_FORMAT}:VariadicOperandVariable", "set_types", _SET_TYPES),
    (f"{_FORMAT}:ResultVariable", "set_types", _SET_TYPES),
    (f"{_FORMAT}:OptionalResultVariable", "set_types", _SET_TYPES),
    (f"{_FORMAT}:VariadicResultVariable", "set_types", _SET_TYPES),
    (f"{_FORMAT}:TypeDirective", "inner", None),
    (f"{_FORMAT}:AttrDictDirective", "with_keyword", None),
    (f"{_FORMAT}:AttrDictDirective", "reserved_attr_names", None),
    (f"{_FORMAT}:AttrDictDirective", "expected_properties", None),
    (f"{_FORMAT}:OptionalGroupDirective", "then_first", None),
    (f"{_FORMAT}:OptionalGroupDirective", "then_elements", None),
    (f"{_FORMAT}:OptionalGroupDirective", "else_elements", None),
    (f"{_FORMAT}:OperandVariable", "set_empty", _STATE),
    (f"{_FORMAT}:OptionalOperandVariable", "set_empty", _STATE),
    (f"{_FORMAT}:VariadicOperandVariable", "set_empty", _STATE),
    (f"{_FORMAT}:PunctuationDirective", "set_empty", _STATE),
    (f"{_FORMAT}:KeywordDirective", "set_empty", _STATE),
    (f"{_FORMAT}:TypeDirective", "set_empty", _STATE),
    (f"{_FORMAT}:AttrDictDirective", "set_empty", _STATE),
    (f"{_FORMAT}:WhitespaceDirective", "set_empty", _STATE),
)
"""Every private (or undocumented internal) name of xDSL this module uses:
(module[:class], name, signature), the signature as `str(inspect.signature)`
gives it in `XDSL_VERSION`, or None for a name that is not called (a field,
a property, a class attribute), which must only exist."""
