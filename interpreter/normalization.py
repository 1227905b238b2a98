"""
The ops of `anec.dialect.normalization`.
"""

from __future__ import annotations

import numpy as np
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls

from anec.dialect import normalization
from anec.interpreter.common import channel_vector, f64, finish


def softmax(x: np.ndarray, axis: int) -> np.ndarray:
    """`exp(x - max) / sum(exp(x - max))` along `axis`."""
    e = np.exp(x - x.max(axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True, dtype=np.float64)


@register_impls
class NormalizationFunctions(InterpreterFunctions):
    """Numpy implementations of the ops of `anec.dialect.normalization`."""

    @impl(normalization.ScaleBiasOp)
    def run_scale_bias(self, interpreter: Interpreter, op: normalization.ScaleBiasOp, args: PythonValues) -> PythonValues:
        x, scale, bias = args
        rank = np.ndim(x)
        return (finish(op.output, f64(x) * channel_vector(scale, rank) + channel_vector(bias, rank)),)

    @impl(normalization.BatchNormOp)
    def run_batch_norm(self, interpreter: Interpreter, op: normalization.BatchNormOp, args: PythonValues) -> PythonValues:
        x, mean, variance, scale, bias = args
        rank = np.ndim(x)
        eps = np.float32(op.epsilon.value.data)
        inv = 1 / np.sqrt(channel_vector(variance, rank) + eps)
        y = (f64(x) - channel_vector(mean, rank)) * inv * channel_vector(scale, rank) + channel_vector(bias, rank)
        return (finish(op.output, y),)

    @impl(normalization.LayerNormOp)
    def run_layer_norm(self, interpreter: Interpreter, op: normalization.LayerNormOp, args: PythonValues) -> PythonValues:
        x, *rest = args
        x = f64(x)
        axes = tuple(int(a) for a in op.axes.get_values())
        mean = x.mean(axis=axes, keepdims=True, dtype=np.float64)
        var = ((x - mean) ** 2).mean(axis=axes, keepdims=True)
        y = (x - mean) / np.sqrt(var + op.epsilon.value.data)
        broadcast = [d if i in axes else 1 for i, d in enumerate(x.shape)]
        streams = iter(rest)
        if op.scale is not None:
            y = y * f64(next(streams)).reshape(broadcast)
        if op.bias is not None:
            y = y + f64(next(streams)).reshape(broadcast)
        return (finish(op.output, y),)

    @impl(normalization.SoftmaxOp)
    def run_softmax(self, interpreter: Interpreter, op: normalization.SoftmaxOp, args: PythonValues) -> PythonValues:
        return (finish(op.output, softmax(f64(args[0]), op.axis.value.data)),)
