"""
The ops of `anec.dialect.constant`.
"""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls

from anec.dialect import constant
from anec.dialect.dense import PlaceholderAttr
from anec.dialect.numeric import resource_blob, value_type
from anec.interpreter.common import finish, OpRuntimeError


@register_impls
class ConstantFunctions(InterpreterFunctions):
    """Numpy implementations of the ops of `anec.dialect.constant`."""

    @impl(constant.ConstantOp)
    def run_constant(self, interpreter: Interpreter, op: constant.ConstantOp, args: PythonValues) -> PythonValues:
        shape, dtype = value_type(op.output.type)
        value = op.value
        if isinstance(value, PlaceholderAttr):
            raise OpRuntimeError(op, "is a placeholder (imported for its shape only); run a model imported with its weights")
        if isinstance(value, DenseIntOrFPElementsAttr):
            data = np.frombuffer(value.data.data, dtype.newbyteorder("<"))
            return (finish(op.output, np.broadcast_to(data.reshape(()), shape) if data.size == 1 else data.reshape(shape)),)
        try:
            data = resource_blob(value.resource_handle.data, shape, dtype)
        except ValueError as err:
            raise OpRuntimeError(op, str(err)) from err
        return (finish(op.output, data),)
