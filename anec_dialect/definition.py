"""
`op_definition`: xDSL's `irdl_op_definition` for the anec ops, with the
declarative assembly format parsed when the op is first parsed or printed
rather than when its class is defined. xDSL parses every op's format at
import (a third of building anec's op classes, 15 ms of every tool's
start-up); a run reads and writes a few of the 75 ops. The format program
is the one xDSL builds, and an op that defines both a format and its own
`parse` or `print` is refused as xDSL refuses it; tests/test_dialect.py
builds every format.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from xdsl.ir import Operation
from xdsl.irdl import IRDLOperation, irdl_op_definition
from xdsl.utils.exceptions import ParseError, PyRDLOpDefinitionError

if TYPE_CHECKING:
    from xdsl.irdl.declarative_assembly_format import FormatProgram
    from xdsl.parser import Parser
    from xdsl.printer import Printer

OpT = TypeVar("OpT", bound=IRDLOperation)


def op_definition(cls: type[OpT]) -> type[OpT]:
    """`irdl_op_definition(cls)`, its assembly format (if any) parsed on first use (`format_program`)."""
    text = cls.assembly_format
    if text is None:
        return irdl_op_definition(cls)
    if cls.print != Operation.print or cls.parse.__func__ != Operation.parse.__func__:  # type: ignore[attr-defined]
        raise PyRDLOpDefinitionError(
            "Cannot define both an assembly format (with the assembly_format variable) and the print and parse methods."
        )
    own = "assembly_format" in cls.__dict__
    cls.assembly_format = None
    try:
        defined = irdl_op_definition(cls)
    finally:
        if own:
            cls.assembly_format = text
        else:
            del cls.assembly_format
    op_def = defined.get_irdl_definition()
    op_def.assembly_format = text
    programs: list[FormatProgram] = []

    def format_program() -> FormatProgram:
        if not programs:
            from xdsl.irdl.declarative_assembly_format import FormatProgram

            try:
                programs.append(FormatProgram.from_str(text, op_def))
            except ParseError as err:
                raise PyRDLOpDefinitionError("Error during the parsing of the assembly format: ", err.args) from err
        return programs[0]

    def parse(op_type: type[OpT], parser: Parser) -> OpT:
        return format_program().parse(parser, op_type)

    def print_(op: IRDLOperation, printer: Printer) -> None:
        format_program().print(printer, op)

    defined.parse = classmethod(parse)  # type: ignore[method-assign,assignment]
    defined.print = print_  # type: ignore[method-assign,assignment]
    defined.format_program = staticmethod(format_program)  # type: ignore[attr-defined]
    return defined
