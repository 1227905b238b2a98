"""
The ops of `anec.dialect.elementwise`: the unary functions (one table for
the standalone ops and fused activations), the binary ones, select and cast.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls
from xdsl.ir import Operation

from anec.dialect import elementwise
from anec.dialect.attributes import ActivationAttr
from anec.interpreter.common import f64, finish


def _erf(x: np.ndarray) -> np.ndarray:
    return np.frompyfunc(math.erf, 1, 1)(np.asarray(x, dtype=np.float64)).astype(np.float64)


def _hard_sigmoid(x: np.ndarray) -> np.ndarray:
    return np.clip(x / np.float32(6) + np.float32(0.5), 0, 1)


UnaryFn = Callable[[np.ndarray, tuple[float, ...]], np.ndarray]


UNARY_FUNCTIONS: dict[str, UnaryFn] = {
    "relu": lambda x, _: np.maximum(x, np.float32(0)),
    "sigmoid": lambda x, _: 1 / (1 + np.exp(-x)),
    "tanh": lambda x, _: np.tanh(x),
    "gelu": lambda x, _: x * (1 + _erf(x / math.sqrt(2))) / 2,
    "silu": lambda x, _: x / (1 + np.exp(-x)),
    "exp": lambda x, _: np.exp(x),
    "log": lambda x, _: np.log(x),
    "sqrt": lambda x, _: np.sqrt(x),
    "rsqrt": lambda x, _: np.where(x == 0, np.float32(np.inf), 1 / np.sqrt(x)),
    "sin": lambda x, _: np.sin(x),
    "cos": lambda x, _: np.cos(x),
    "abs": lambda x, _: np.abs(x),
    "neg": lambda x, _: -x,
    "reciprocal": lambda x, _: 1 / x,
    "square": lambda x, _: x * x,
    "erf": lambda x, _: _erf(x),
    "floor": lambda x, _: np.floor(x),
    "ceil": lambda x, _: np.ceil(x),
    "sign": lambda x, _: np.sign(x),
    "softplus": lambda x, _: np.logaddexp(np.float32(0), x),
    "hard_sigmoid": lambda x, _: _hard_sigmoid(x),
    "hard_swish": lambda x, _: x * _hard_sigmoid(x),
    "leaky_relu": lambda x, p: np.where(x >= 0, x, np.float32(p[0]) * x),
    "elu": lambda x, p: np.where(x > 0, x, np.float32(p[0]) * np.expm1(x)),
    "clamp": lambda x, p: np.minimum(np.maximum(x, np.float32(p[0])), np.float32(p[1])),
    "dropout": lambda x, _: x,
    "is_nan": lambda x, _: np.isnan(x),
}
"""
`anec.<name>` of every unary op, keyed by name; a fused `#anec.activation<fn>`
uses the entry `fn` (every `ActivationFn` is a key). The parameters are the
op's f32 properties in the order of `ActivationFn.parameters`.
"""


BINARY_FUNCTIONS: dict[type[Operation], Callable[[np.ndarray, np.ndarray], np.ndarray]] = {
    elementwise.AddOp: np.add,
    elementwise.SubOp: np.subtract,
    elementwise.MulOp: np.multiply,
    elementwise.DivOp: np.divide,
    elementwise.MaxOp: np.maximum,
    elementwise.MinOp: np.minimum,
    elementwise.PowOp: np.power,
    elementwise.EqualOp: np.equal,
    elementwise.LessOp: np.less,
    elementwise.GreaterOp: np.greater,
}


def activate(x: np.ndarray, activation: ActivationAttr | None) -> np.ndarray:
    """Applies a fused activation (none: the identity)."""
    if activation is None:
        return x
    return UNARY_FUNCTIONS[activation.function.value](x, activation.values)


def sigmoid(x: np.ndarray) -> np.ndarray:
    return UNARY_FUNCTIONS["sigmoid"](x, ())


class ElementwiseFunctions(InterpreterFunctions):
    """Numpy implementations of the ops of `anec.dialect.elementwise` (the table-driven unary and binary ops are added by `_register_elementwise`, which then registers the class)."""

    @impl(elementwise.SelectOp)
    def run_select(self, interpreter: Interpreter, op: elementwise.SelectOp, args: PythonValues) -> PythonValues:
        cond, on_true, on_false = args
        return (finish(op.output, np.where(f64(cond) != 0, f64(on_true), f64(on_false))),)

    @impl(elementwise.CastOp)
    def run_cast(self, interpreter: Interpreter, op: elementwise.CastOp, args: PythonValues) -> PythonValues:
        return (finish(op.output, args[0]),)


def _unary_impl(ft: ElementwiseFunctions, interpreter: Interpreter, op: elementwise.UnaryOp, args: PythonValues) -> PythonValues:
    fn = UNARY_FUNCTIONS[op.name.removeprefix("anec.")]
    return (finish(op.output, fn(f64(args[0]), op.parameters())),)


def _binary_impl(ft: ElementwiseFunctions, interpreter: Interpreter, op: Operation, args: PythonValues) -> PythonValues:
    lhs, rhs = args
    return (finish(op.results[0], BINARY_FUNCTIONS[type(op)](f64(lhs), f64(rhs))),)


def _register_elementwise() -> None:
    """Registers the table-driven unary and binary ops on `ElementwiseFunctions`."""
    for op_type in elementwise.ELEMENTWISE_OPS:
        if issubclass(op_type, elementwise.UnaryOp):
            body = _unary_impl
        elif issubclass(op_type, elementwise.BinaryOp):
            body = _binary_impl
        else:
            continue
        setattr(ElementwiseFunctions, f"run_{op_type.name.removeprefix('anec.')}", impl(op_type)(body))
    register_impls(ElementwiseFunctions)


_register_elementwise()
