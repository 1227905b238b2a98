"""
The ops of `anec.dialect.pooling`.
"""

from __future__ import annotations

import math

import numpy as np
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls

from anec.dialect import pooling
from anec.interpreter.common import f64, finish, windows


@register_impls
class PoolingFunctions(InterpreterFunctions):
    """Numpy implementations of the ops of `anec.dialect.pooling`."""

    @impl(pooling.MaxPoolOp)
    def run_max_pool(self, interpreter: Interpreter, op: pooling.MaxPoolOp, args: PythonValues) -> PythonValues:
        win = windows(f64(args[0]), op.kernel(), op.stride_values(), op.dilation_values(), op.pads(), -np.inf)
        return (finish(op.output, win.max(axis=(-2, -1))),)

    @impl(pooling.AvgPoolOp)
    def run_avg_pool(self, interpreter: Interpreter, op: pooling.AvgPoolOp, args: PythonValues) -> PythonValues:
        x = f64(args[0])
        geometry = (op.kernel(), op.stride_values(), op.dilation_values(), op.pads())
        total = windows(x, *geometry, 0.0).sum(axis=(-2, -1), dtype=np.float64)
        if op.count_include_pad.value.data:
            count = np.full(total.shape, math.prod(op.kernel()), np.float64)
        else:
            count = windows(np.ones((1, 1, *x.shape[2:])), *geometry, 0.0).sum(axis=(-2, -1))
        mean = np.divide(total, count, out=np.zeros_like(total), where=count > 0)
        return (finish(op.output, mean),)

    @impl(pooling.GlobalAvgPoolOp)
    def run_global_avg_pool(self, interpreter: Interpreter, op: pooling.GlobalAvgPoolOp, args: PythonValues) -> PythonValues:
        return (finish(op.output, f64(args[0]).mean(axis=(2, 3), keepdims=True, dtype=np.float64)),)

    @impl(pooling.GlobalMaxPoolOp)
    def run_global_max_pool(self, interpreter: Interpreter, op: pooling.GlobalMaxPoolOp, args: PythonValues) -> PythonValues:
        return (finish(op.output, f64(args[0]).max(axis=(2, 3), keepdims=True)),)
