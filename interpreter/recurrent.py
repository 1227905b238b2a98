"""
The ops of `anec.dialect.recurrent`.
"""

from __future__ import annotations

import numpy as np
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls

from anec.dialect import recurrent
from anec.interpreter.common import f64, finish
from anec.interpreter.elementwise import sigmoid


def recurrent_step(kind: str, gi: np.ndarray, gh: np.ndarray, h: np.ndarray, c: np.ndarray | None) -> tuple[np.ndarray, ...]:
    """(h') or (h', c') of one cell step, PyTorch gate order, from `gi = x W_ih^T + b`, `gh = h W_hh^T`."""
    if kind == "rnn":
        return (np.tanh(gi + gh),)
    if kind == "gru":
        (ir, iz, i_n), (hr, hz, hn) = np.split(gi, 3, axis=1), np.split(gh, 3, axis=1)
        r, z = sigmoid(ir + hr), sigmoid(iz + hz)
        n = np.tanh(i_n + r * hn)
        return ((1 - z) * n + z * h,)
    si, sf, sg, so = np.split(gi + gh, 4, axis=1)
    c_next = sigmoid(sf) * c + sigmoid(si) * np.tanh(sg)
    return (sigmoid(so) * np.tanh(c_next), c_next)


@register_impls
class RecurrentFunctions(InterpreterFunctions):
    """Numpy implementations of the ops of `anec.dialect.recurrent`."""

    @impl(recurrent.RecurrentCellOp)
    def run_recurrent_cell(self, interpreter: Interpreter, op: recurrent.RecurrentCellOp, args: PythonValues) -> PythonValues:
        values = iter(f64(a) for a in args)
        x, h = next(values), next(values)
        c = next(values) if op.cell is not None else None
        w_ih, w_hh = next(values), next(values)
        bias = next(values) if op.bias is not None else np.float32(0)
        gi = x @ w_ih.T + bias
        gh = h @ w_hh.T
        return tuple(finish(r, v) for r, v in zip(op.results, recurrent_step(op.kind.data.value, gi, gh, h, c)))
