"""
Located pass diagnostics: a pass that rejects an op raises
`fail(op, message)`, which `anec-opt` reports as
`file:line:col: error: message` (with `--verify-diagnostics`, on stdout).
"""

from __future__ import annotations

from enum import Enum
from typing import TypeVar

from xdsl.dialects.builtin import FileLineColLoc, NameLoc
from xdsl.ir import Operation
from xdsl.utils.exceptions import PassFailedException

E = TypeVar("E", bound=Enum)


def op_location(op: Operation) -> str:
    """`file:line:col` of an op parsed from text; the name of its location
    when it has one (an op imported from a model names the ONNX node and its
    inputs: `model.onnx: ONNX node 'n' (Slice; inputs 'x', 's')`); else
    `<op name>` (an op built by a pass)."""
    loc = op.location
    if isinstance(loc, FileLineColLoc):
        return f"{loc.filename.data}:{loc.line.data}:{loc.column.data}"
    if isinstance(loc, NameLoc):
        return loc.desc.data
    return f"<{op.name}>"


def fail(op: Operation, message: str) -> PassFailedException:
    """A pass failure located at `op`: `file:line:col: error: 'op.name' op message`."""
    return PassFailedException(f"{op_location(op)}: error: '{op.name}' op {message}")


def enum_option(enum_type: type[E], value: str, what: str) -> E:
    """A pass option read as a member of `enum_type`, or a failure listing the legal values."""
    try:
        return enum_type(value)
    except ValueError as err:
        legal = ", ".join(member.value for member in enum_type)
        raise PassFailedException(f"unknown {what} '{value}'; expected one of {legal}") from err
