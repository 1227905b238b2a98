"""
One fused dispatch: `anec.program` and its terminator `anec.yield`.

A program's body runs as one evaluation on the engine, paying one dispatch
floor; intermediates inside it stay on chip while they fit the target's
working set (SPEC sections 1 and 7).
"""

from __future__ import annotations

from typing import Self

from xdsl.dialects.builtin import StringAttr
from xdsl.ir import Attribute, Region, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    opt_prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import HasParent, IsolatedFromAbove, IsTerminator, RecursiveMemoryEffect

from anec.dialect.definition import op_definition
from anec.dialect.checks import op_error
from anec.dialect.discardable import DiscardableAttributes
from anec.dialect.xdsl_private import operands_of


@op_definition
class ProgramOp(IRDLOperation):
    """
    A region compiled into one engine program (one dispatch). It is isolated
    from above: each operand is bound to a block argument of the body, and
    `anec.yield` returns the results. Programs do not nest. `label` names the
    program in reports.

    ```mlir
    %y = anec.program "stem" (%a = %x : tensor<1x3x32x32xf16>, %k = %w : tensor<8x3x3x3xf16>)
         -> tensor<1x8x30x30xf16> {
      %c = anec.convolution %a, %k : tensor<1x3x32x32xf16>, tensor<8x3x3x3xf16> -> tensor<1x8x30x30xf16>
      %r = anec.relu %c : tensor<1x8x30x30xf16>
      anec.yield %r : tensor<1x8x30x30xf16>
    }
    ```
    """

    name = "anec.program"

    inputs = var_operand_def()
    outputs = var_result_def()
    label = opt_prop_def(StringAttr)
    body = region_def("single_block")

    traits = traits_def(DiscardableAttributes(), IsolatedFromAbove(), RecursiveMemoryEffect())

    def __init__(
        self,
        inputs: tuple[SSAValue, ...] | list[SSAValue],
        result_types: tuple[Attribute, ...] | list[Attribute],
        body: Region,
        label: str | None = None,
    ):
        super().__init__(
            operands=[inputs],
            result_types=[result_types],
            regions=[body],
            properties={"label": StringAttr(label)} if label is not None else {},
        )

    def input_at(self, index: int) -> SSAValue:
        """`inputs[index]`, the value bound to body argument `index`, read
        without building `inputs` (its accessor slices every operand, and
        the inputs are all of them): the cost model looks through a
        program's arguments on every read of a weight."""
        return operands_of(self)[index]

    def verify_(self) -> None:
        block = self.body.block
        if len(block.args) != len(self.inputs):
            raise op_error(self, f"body has {len(block.args)} arguments; expected {len(self.inputs)}, one per input")
        for i, (arg, operand) in enumerate(zip(block.args, self.inputs)):
            if arg.type != operand.type:
                raise op_error(self, f"body argument #{i} has type {arg.type}; expected {operand.type} like input #{i}")
        terminator = block.last_op
        if not isinstance(terminator, YieldOp):
            raise op_error(self, "body must end with 'anec.yield'")
        yielded = [v.type for v in terminator.values]
        returned = [r.type for r in self.outputs]
        if yielded != returned:
            raise op_error(
                self,
                f"yields ({', '.join(map(str, yielded))}); expected ({', '.join(map(str, returned))}), the result types",
            )
        for op in self.body.walk():
            if isinstance(op, ProgramOp):
                raise op_error(self, "contains another 'anec.program'; programs do not nest (one program is one dispatch)")

    def print(self, printer: Printer) -> None:
        if self.label is not None:
            printer.print_string(" ")
            printer.print_string_literal(self.label.data)
        printer.print_string(" (")
        printer.print_list(zip(self.body.block.args, self.inputs), lambda pair: _print_binding(printer, *pair))
        printer.print_string(") -> ")
        types = [r.type for r in self.outputs]
        if len(types) == 1:
            printer.print_attribute(types[0])
        else:
            printer.print_string("(")
            printer.print_list(types, printer.print_attribute)
            printer.print_string(")")
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False)
        printer.print_op_attributes(self.attributes, print_keyword=True)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        label = parser.parse_optional_str_literal()
        pos = parser.pos
        bindings = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, lambda: _parse_binding(parser))
        args = [arg.resolve(ty) for arg, _, ty in bindings]
        operands = parser.resolve_operands([u for _, u, _ in bindings], [ty for _, _, ty in bindings], pos)
        parser.parse_punctuation("->")
        if parser.parse_optional_punctuation("(") is not None:
            result_types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
            parser.parse_punctuation(")")
        else:
            result_types = [parser.parse_type()]
        body = parser.parse_region(args)
        attributes = parser.parse_optional_attr_dict_with_keyword()
        op = cls(operands, result_types, body, label)
        if attributes is not None:
            op.attributes |= attributes.data
        return op


def _print_binding(printer: Printer, arg: SSAValue, operand: SSAValue) -> None:
    printer.print_ssa_value(arg)
    printer.print_string(" = ")
    printer.print_ssa_value(operand)
    printer.print_string(" : ")
    printer.print_attribute(operand.type)


def _parse_binding(parser: Parser) -> tuple[Parser.UnresolvedArgument, UnresolvedOperand, Attribute]:
    arg = parser.parse_argument(expect_type=False)
    parser.parse_punctuation("=")
    operand = parser.parse_unresolved_operand()
    parser.parse_punctuation(":")
    return arg, operand, parser.parse_type()


@op_definition
class YieldOp(IRDLOperation):
    """
    Returns values from an `anec.program` body.

    ```mlir
    anec.yield %r : tensor<1x8x30x30xf16>
    ```
    """

    name = "anec.yield"

    values = var_operand_def()

    traits = traits_def(DiscardableAttributes(), IsTerminator(), HasParent(ProgramOp))
    assembly_format = "($values^ `:` type($values))? attr-dict"

    def __init__(self, *values: SSAValue):
        super().__init__(operands=[values])


PROGRAM_OPS = (ProgramOp, YieldOp)
