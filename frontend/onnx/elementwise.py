"""Converters of the elementwise ONNX ops: activations, arithmetic, casts."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import numpy as np
import onnx
from onnx import helper
from xdsl.dialects.builtin import Float16Type
from xdsl.ir import Attribute, SSAValue

from anec.dialect import elementwise as ew
from anec.frontend.onnx.model import FLOAT_ONNX, FloatType, Node, Value, dims_of, elem_of

if TYPE_CHECKING:
    from anec.frontend.onnx.graph import GraphImporter


def convert_alias(g: GraphImporter, node: Node) -> list[Value]:
    """Identity, and Dropout in inference (its mask output is unsupported)."""
    if node.op_type == "Dropout" and node.has_input(2) and bool(np.asarray(g.static(node, 2, "training_mode")).item()):
        raise node.error("training_mode is true; the importer converts inference graphs")
    return [g.get(node, 0)]


UNARY_OPS: dict[str, type[ew.UnaryOp]] = {
    "Relu": ew.ReluOp,
    "Sigmoid": ew.SigmoidOp,
    "Tanh": ew.TanhOp,
    "Exp": ew.ExpOp,
    "Log": ew.LogOp,
    "Sqrt": ew.SqrtOp,
    "Reciprocal": ew.ReciprocalOp,
    "Neg": ew.NegOp,
    "Abs": ew.AbsOp,
    "Erf": ew.ErfOp,
    "Floor": ew.FloorOp,
    "Ceil": ew.CeilOp,
    "Sign": ew.SignOp,
    "Softplus": ew.SoftplusOp,
    "Sin": ew.SinOp,
    "Cos": ew.CosOp,
    "HardSwish": ew.HardSwishOp,
}


def convert_unary(g: GraphImporter, node: Node) -> list[Value]:
    return [g.add(UNARY_OPS[node.op_type](g.operand(node, 0)))]


def convert_leaky_relu(g: GraphImporter, node: Node) -> list[Value]:
    return [g.add(ew.LeakyReluOp(g.operand(node, 0), alpha=node.attr("alpha", 0.01)))]


def convert_elu(g: GraphImporter, node: Node) -> list[Value]:
    return [g.add(ew.EluOp(g.operand(node, 0), alpha=node.attr("alpha", 1.0)))]


def convert_selu(g: GraphImporter, node: Node) -> list[Value]:
    """`gamma * elu(x, alpha)`."""
    x = g.operand(node, 0)
    y = g.add(ew.EluOp(x, alpha=node.attr("alpha", 1.67326319217681884765625)))
    return [g.binary(ew.MulOp, y, g.scalar(node.attr("gamma", 1.05070102214813232421875), elem_of(x)))]


def convert_softsign(g: GraphImporter, node: Node) -> list[Value]:
    """`x / (1 + |x|)`."""
    x = g.operand(node, 0)
    return [g.binary(ew.DivOp, x, g.binary(ew.AddOp, g.add(ew.AbsOp(x)), g.scalar(1.0, elem_of(x))))]


def convert_mish(g: GraphImporter, node: Node) -> list[Value]:
    """`x * tanh(softplus(x))`."""
    x = g.operand(node, 0)
    return [g.binary(ew.MulOp, x, g.add(ew.TanhOp(g.add(ew.SoftplusOp(x)))))]


def convert_hard_sigmoid(g: GraphImporter, node: Node) -> list[Value]:
    """`anec.hard_sigmoid` for torch's (1/6, 1/2); otherwise `clamp(alpha * x + beta, 0, 1)`."""
    x = g.operand(node, 0)
    alpha, beta = node.attr("alpha", 0.2), node.attr("beta", 0.5)
    if np.float32(alpha) == np.float32(1 / 6) and beta == 0.5:
        return [g.add(ew.HardSigmoidOp(x))]
    scaled = g.binary(ew.AddOp, g.binary(ew.MulOp, x, g.scalar(alpha, elem_of(x))), g.scalar(beta, elem_of(x)))
    return [g.add(ew.ClampOp(scaled, min=0.0, max=1.0))]


def convert_gelu(g: GraphImporter, node: Node) -> list[Value]:
    """Exact Gelu is `anec.gelu`; the tanh approximation is decomposed."""
    x = g.operand(node, 0)
    approximate = node.attr("approximate", "none")
    if approximate == "none":
        return [g.add(ew.GeluOp(x))]
    if approximate != "tanh":
        raise node.error(f"approximate = '{approximate}' is unknown; expected 'none' or 'tanh'")
    elem = elem_of(x)
    cube = g.binary(ew.MulOp, g.add(ew.SquareOp(x)), x)
    inner = g.binary(ew.AddOp, x, g.binary(ew.MulOp, cube, g.scalar(0.044715, elem)))
    t = g.add(ew.TanhOp(g.binary(ew.MulOp, inner, g.scalar(math.sqrt(2 / math.pi), elem))))
    half = g.binary(ew.MulOp, x, g.scalar(0.5, elem))
    return [g.binary(ew.MulOp, half, g.binary(ew.AddOp, t, g.scalar(1.0, elem)))]


def convert_prelu(g: GraphImporter, node: Node) -> list[Value]:
    """
    A scalar slope is `anec.leaky_relu`; a tensor slope is `relu(x) + slope *
    min(x, 0)`. A [C] slope that does not broadcast is per channel (axis 1),
    as old PyTorch exports mean it.
    """
    x = g.operand(node, 0)
    dims = dims_of(x)
    slope = g.get(node, 1)
    if isinstance(slope, np.ndarray) and slope.size == 1:
        return [g.add(ew.LeakyReluOp(x, alpha=float(slope.reshape(-1)[0])))]
    if isinstance(slope, np.ndarray) and slope.ndim == 1 and len(dims) > 2 and slope.size == dims[1] != dims[-1]:
        slope = slope.reshape(-1, *[1] * (len(dims) - 2))
    slope_value = g.constant(slope, node.inputs[1], elem_of(x)) if isinstance(slope, np.ndarray) else g.operand(node, 1)
    negative = g.binary(ew.MinOp, x, g.scalar(0.0, elem_of(x)))
    return [g.binary(ew.AddOp, g.add(ew.ReluOp(x)), g.binary(ew.MulOp, negative, slope_value))]


def convert_clip(g: GraphImporter, node: Node) -> list[Value]:
    """Clip with attributes (opset < 11) or constant inputs (11+); [0, inf) is relu."""
    x = g.operand(node, 0)
    if node.opset < 11:
        lo, hi = float(node.attr("min", -np.inf)), float(node.attr("max", np.inf))
    else:
        lo_in, hi_in = g.static_opt(node, 1, "min"), g.static_opt(node, 2, "max")
        lo = float(lo_in.reshape(-1)[0]) if lo_in is not None else -np.inf
        hi = float(hi_in.reshape(-1)[0]) if hi_in is not None else np.inf
    if lo == 0.0 and hi == np.inf:
        return [g.add(ew.ReluOp(x))]
    return [g.add(ew.ClampOp(x, min=lo, max=hi))]


BINARY_OPS: dict[str, type[ew.BinaryOp]] = {
    "Add": ew.AddOp,
    "Sub": ew.SubOp,
    "Mul": ew.MulOp,
    "Div": ew.DivOp,
    "Pow": ew.PowOp,
    "Max": ew.MaxOp,
    "Min": ew.MinOp,
    "Sum": ew.AddOp,
    "Mean": ew.AddOp,
}


def convert_binary(g: GraphImporter, node: Node) -> list[Value]:
    """Broadcasting arithmetic; variadic Max/Min/Sum/Mean chain left to right; `x ** 2` is `anec.square`."""
    if node.op_type == "Pow":
        exponent = g.get(node, 1)
        if isinstance(exponent, np.ndarray) and exponent.size == 1 and float(exponent.reshape(-1)[0]) == 2.0:
            x = g.operand(node, 0)
            if len(dims_of(exponent)) <= len(dims_of(x)):
                return [g.add(ew.SquareOp(x))]
    if node.op_type == "Mul" and g.scaled:
        product = g.scaled_product(node)
        if product is not None:
            return [product]
    values = g.float_operands(node)
    op_type = BINARY_OPS[node.op_type]
    result = values[0]
    for value in values[1:]:
        result = g.binary(op_type, result, value)
    if node.op_type == "Mean" and len(values) > 1:
        result = g.binary(ew.DivOp, result, g.scalar(len(values), elem_of(result)))
    return [result]


def convert_cast(g: GraphImporter, node: Node) -> list[Value]:
    """A float-to-float cast of a run-time tensor; the same anec type is no cast at all."""
    x = g.get(node, 0)
    if node.op_type == "CastLike":
        like = g.get(node, 1)
        to = helper.np_dtype_to_tensor_dtype(like.dtype) if isinstance(like, np.ndarray) else onnx_float_of(elem_of(like))
    else:
        to = int(node.attr("to"))
    if to not in FLOAT_ONNX or not isinstance(x, SSAValue) or not isinstance(elem_of(x), FloatType):
        raise node.error(f"a run-time cast to {onnx.TensorProto.DataType.Name(to).lower()}; anec casts between f16 and f32 only")
    target = g.float_type(to)
    if elem_of(x) == target:
        return [x]
    return [g.add(ew.CastOp(x, target))]


def onnx_float_of(elem: Attribute) -> int:
    return onnx.TensorProto.FLOAT16 if isinstance(elem, Float16Type) else onnx.TensorProto.FLOAT


