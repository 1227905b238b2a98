"""
The ops of `anec.dialect.attention`.
"""

from __future__ import annotations

import numpy as np
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls

from anec.dialect import attention
from anec.interpreter.common import exact_matmul, f64, finish
from anec.interpreter.normalization import softmax


@register_impls
class AttentionFunctions(InterpreterFunctions):
    """Numpy implementations of the ops of `anec.dialect.attention`."""

    @impl(attention.AttentionOp)
    def run_attention(self, interpreter: Interpreter, op: attention.AttentionOp, args: PythonValues) -> PythonValues:
        q, k, v, *mask = (f64(a) for a in args)
        scores = exact_matmul(q, k.swapaxes(-1, -2)) * np.float32(op.scale_value())
        if mask:
            scores = scores + mask[0]
        return (finish(op.output, exact_matmul(softmax(scores, -1), v)),)
