"""
The ops of `anec.dialect.program`.
"""

from __future__ import annotations

from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    ReturnedValues,
    TerminatorValue,
    impl,
    impl_terminator,
    register_impls,
)

from anec.dialect import program


@register_impls
class ProgramFunctions(InterpreterFunctions):
    """Numpy implementations of the ops of `anec.dialect.program`."""

    @impl(program.ProgramOp)
    def run_program(self, interpreter: Interpreter, op: program.ProgramOp, args: PythonValues) -> PythonValues:
        return interpreter.run_ssacfg_region(op.body, args, "anec.program")

    @impl_terminator(program.YieldOp)
    def run_yield(
        self, interpreter: Interpreter, op: program.YieldOp, args: PythonValues
    ) -> tuple[TerminatorValue, PythonValues]:
        return ReturnedValues(args), ()
