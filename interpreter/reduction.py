"""
The ops of `anec.dialect.reduction`.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls

from anec.dialect import reduction
from anec.interpreter.common import f32, finish


def reduce_axes(op: reduction.ReduceOp) -> dict[str, Any]:
    """numpy `axis` and `keepdims` of a value reduction."""
    return {"axis": tuple(int(a) for a in op.axes.get_values()), "keepdims": bool(op.keep_dims.value.data)}


def top_k(x: np.ndarray, axis: int, k: int, largest: bool) -> tuple[np.ndarray, np.ndarray]:
    """The `k` largest (or smallest) elements along `axis`, sorted, the lower
    index first among equal ones (a stable sort), and their indices."""
    order = np.argsort(-x if largest else x, axis=axis, kind="stable")
    indices = np.take(order, np.arange(k), axis=axis)
    return np.take_along_axis(x, indices, axis=axis), indices


@register_impls
class ReductionFunctions(InterpreterFunctions):
    """Numpy implementations of the ops of `anec.dialect.reduction`."""

    @impl(reduction.ReduceSumOp)
    def run_reduce_sum(self, interpreter: Interpreter, op: reduction.ReduceSumOp, args: PythonValues) -> PythonValues:
        return (finish(op.output, f32(args[0]).sum(**reduce_axes(op), dtype=np.float64)),)

    @impl(reduction.ReduceMeanOp)
    def run_reduce_mean(self, interpreter: Interpreter, op: reduction.ReduceMeanOp, args: PythonValues) -> PythonValues:
        return (finish(op.output, f32(args[0]).mean(**reduce_axes(op), dtype=np.float64)),)

    @impl(reduction.ReduceMaxOp)
    def run_reduce_max(self, interpreter: Interpreter, op: reduction.ReduceMaxOp, args: PythonValues) -> PythonValues:
        return (finish(op.output, f32(args[0]).max(**reduce_axes(op))),)

    @impl(reduction.ReduceMinOp)
    def run_reduce_min(self, interpreter: Interpreter, op: reduction.ReduceMinOp, args: PythonValues) -> PythonValues:
        return (finish(op.output, f32(args[0]).min(**reduce_axes(op))),)

    @impl(reduction.ArgmaxOp)
    def run_argmax(self, interpreter: Interpreter, op: reduction.ArgmaxOp, args: PythonValues) -> PythonValues:
        keep = bool(op.keep_dims.value.data)
        return (finish(op.output, f32(args[0]).argmax(axis=op.axis.value.data, keepdims=keep)),)

    @impl(reduction.TopKOp)
    def run_top_k(self, interpreter: Interpreter, op: reduction.TopKOp, args: PythonValues) -> PythonValues:
        values, indices = top_k(f32(args[0]), op.axis.value.data, op.k.value.data, bool(op.largest.value.data))
        return finish(op.values, values), finish(op.indices, indices)

    @impl(reduction.ArgminOp)
    def run_argmin(self, interpreter: Interpreter, op: reduction.ArgminOp, args: PythonValues) -> PythonValues:
        keep = bool(op.keep_dims.value.data)
        return (finish(op.output, f32(args[0]).argmin(axis=op.axis.value.data, keepdims=keep)),)
