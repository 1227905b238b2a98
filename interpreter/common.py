"""
The precision rule and what every family shares: the errors an op raises,
the compute and result types (`f64`, `finish`), exact contractions, per-
channel vectors and sliding windows.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
from xdsl.ir import Operation, OpResult
from xdsl.utils.exceptions import InterpretationError

from anec.dialect.numeric import value_type


class OpRuntimeError(InterpretationError):
    """An op met values it has no defined result for (e.g. a gather index out of range)."""

    def __init__(self, op: Operation, message: str):
        super().__init__(f"'{op.name}' op {message}")
        self.op = op


class InputError(ValueError):
    """Inputs or an entry function that do not fit the module."""


def f64(value: np.ndarray) -> np.ndarray:
    """An operand in the compute type, float64, which holds every f16, f32 and
    integer operand value exactly (integer weights keep their values)."""
    return np.asarray(value, dtype=np.float64)


def finish(result: OpResult, value: np.ndarray) -> np.ndarray:
    """
    Rounds a computed value to the result's type, the op's one rounding:
    float results first to float32, then to the element type (an f16
    result is its f32 twin's result rounded to f16).
    """
    shape, dtype = value_type(result.type)
    out = np.asarray(value)
    if dtype.kind == "f":
        out = out.astype(np.float32)
    out = out.astype(dtype)
    if out.shape != shape:
        raise InterpretationError(f"'{result.op.name}' computed shape {out.shape} for its result of type {result.type}")
    return out


def exact_matmul(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """
    `a @ b` accumulated in float64, left unrounded: the op rounds its result
    once (`finish`), after its streams and activation. Independent of how
    BLAS blocks the sum: a float32 BLAS product's last bit depends on the
    operands' shapes (its kernels for edge tiles sum in another order), so a
    layer split into tiles would differ from the whole in the last fp16 bit
    now and then; in float64 the products of f32, f16 or int8 values are
    exact (24 + 24 significand bits < 53) and the sums' rounding does not
    reach the float32 result but in ties.
    """
    return np.matmul(a, b, dtype=np.float64)


def channel_vector(value: np.ndarray, rank: int) -> np.ndarray:
    """A [C] vector shaped to broadcast over axis 1 of a rank-`rank` tensor."""
    return f64(value).reshape((1, -1) + (1,) * (rank - 2))


def windows(
    x: np.ndarray,
    kernel: Sequence[int],
    strides: Sequence[int],
    dilations: Sequence[int],
    pads: Sequence[tuple[int, int]],
    fill: float,
) -> np.ndarray:
    """
    The windows of `x` [N, C, *S] as a view [N, C, *O, *K]: window o, tap k
    reads padded position o * stride + k * dilation (padding reads `fill`).
    """
    spatial = len(kernel)
    padded = np.pad(x, ((0, 0), (0, 0), *pads), constant_values=fill)
    extents = [d * (k - 1) + 1 for k, d in zip(kernel, dilations)]
    view = sliding_window_view(padded, extents, axis=tuple(range(2, 2 + spatial)))
    steps = (slice(None), slice(None), *(slice(None, None, s) for s in strides), *(slice(None, None, d) for d in dilations))
    return view[steps]
