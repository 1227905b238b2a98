"""
Converters of the ONNX boolean and comparison ops, and of `Where`.

anec has no boolean type: a boolean tensor computed at run time is carried
as a 0/1 mask in the float compute type (f16 by default, f32 with
`keep_fp32`), and a known boolean tensor becomes a 0/1 constant. Every
conversion is exact on masks:

| ONNX | anec | why it is exact |
|---|---|---|
| IsNaN | `anec.is_nan` | a NaN test |
| Equal, Less, Greater | `anec.equal`, `anec.less`, `anec.greater` | IEEE comparisons (NaN compares false); run-time integers are cast to f32 first, exact up to magnitude 2**24 |
| LessOrEqual, GreaterOrEqual | `max(less, equal)`, `max(greater, equal)` | not `1 - greater`, which is 1 for NaN |
| Not | `1 - m` | 1 - 0 = 1, 1 - 1 = 0 |
| And, Or, Xor | `m * n`, `max(m, n)`, `abs(m - n)` | exact on {0, 1} |
| Where | `anec.select` | the chosen value passes unchanged; `m * a + (1 - m) * b` would make `0 * inf` NaN |
| Cast to bool | `1 - equal(x, 0)` (integers: after `anec.cast` to the compute type) | NaN is true, as ONNX casts it; no nonzero integer casts to 0 |
| Cast from bool | nothing (the mask holds 0 and 1) | |

torch's dynamo exporter guards attention softmax with
`Where(IsNaN(p), 0, p)`: it imports as `anec.is_nan` + `anec.select`, so a
row the mask removes entirely gives zeros, as in torch, not NaN.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
import onnx
from xdsl.dialects.builtin import f32
from xdsl.ir import SSAValue

from anec.dialect import elementwise as ew
from anec.frontend.onnx.elementwise import convert_cast as convert_float_cast
from anec.frontend.onnx.model import FLOAT_ONNX, FloatType, Node, Value, elem_of

if TYPE_CHECKING:
    from anec.frontend.onnx.graph import GraphImporter

MASK_OPS = (ew.IsNanOp, ew.EqualOp, ew.LessOp, ew.GreaterOp, ew.SelectOp)
"""anec ops whose results the logic converters make as 0/1 masks."""


def compute_type(g: GraphImporter) -> FloatType:
    """The float type a mask is carried in."""
    return g.float_type(onnx.TensorProto.FLOAT)


def is_mask(value: SSAValue) -> bool:
    """Whether `value` is certainly a 0/1 mask (made by a comparison, a NaN test or a logic op)."""
    owner = value.owner
    if isinstance(owner, ew.SelectOp):
        return all(isinstance(v, SSAValue) and is_mask(v) for v in owner.operands[1:])
    return isinstance(owner, MASK_OPS)


def mask_operands(g: GraphImporter, node: Node) -> list[SSAValue]:
    """Every input as a float value of one type: run-time floats keep theirs, known ones become constants."""
    runtime = [g.get(node, i) for i in range(len(node.inputs)) if node.has_input(i)]
    for index, value in enumerate(runtime):
        if isinstance(value, SSAValue) and not isinstance(elem_of(value), FloatType):
            raise node.error(
                f"input {index} is an integer tensor computed at run time; anec compares f16/f32 tensors "
                "(cast it to a float type first)"
            )
    elem = next((elem_of(v) for v in runtime if isinstance(v, SSAValue)), compute_type(g))
    return [g.operand(node, i, elem) for i in range(len(node.inputs)) if node.has_input(i)]


def convert_is_nan(g: GraphImporter, node: Node) -> list[Value]:
    return [g.add(ew.IsNanOp(mask_operands(g, node)[0]))]


COMPARISONS: dict[str, tuple[type[ew.BinaryOp], ...]] = {
    "Equal": (ew.EqualOp,),
    "Less": (ew.LessOp,),
    "Greater": (ew.GreaterOp,),
    "LessOrEqual": (ew.LessOp, ew.EqualOp),
    "GreaterOrEqual": (ew.GreaterOp, ew.EqualOp),
}


INT_COMPARE_MAX = 2**24
"""Integers compared at run time go through f32, exact up to this magnitude."""


def convert_comparison(g: GraphImporter, node: Node) -> list[Value]:
    """A comparison; run-time integers (`mask == 0`) are compared in f32, and the mask cast to the compute type."""
    values = [g.get(node, i) for i in range(2)]
    integer = [isinstance(v, SSAValue) and not isinstance(elem_of(v), FloatType) for v in values]
    if any(integer):
        a, b = (
            g.add(ew.CastOp(v, f32)) if is_int else g.operand(node, i, f32)
            for i, (v, is_int) in enumerate(zip(values, integer, strict=True))
        )
        if any(isinstance(v, SSAValue) and isinstance(elem_of(v), FloatType) for v in values):
            raise node.error("compares a run-time integer with a run-time float tensor; expected one element type")
    else:
        a, b = mask_operands(g, node)
    results = [g.binary(op_type, a, b) for op_type in COMPARISONS[node.op_type]]
    result = results[0] if len(results) == 1 else g.binary(ew.MaxOp, *results)
    if elem_of(result) != compute_type(g) and any(integer):
        result = g.add(ew.CastOp(result, compute_type(g)))
    return [result]


def convert_not(g: GraphImporter, node: Node) -> list[Value]:
    (m,) = mask_operands(g, node)
    return [g.binary(ew.SubOp, g.scalar(1.0, elem_of(m)), m)]


LOGIC: dict[str, type[ew.BinaryOp]] = {"And": ew.MulOp, "Or": ew.MaxOp, "Xor": ew.SubOp}


def convert_logic(g: GraphImporter, node: Node) -> list[Value]:
    a, b = mask_operands(g, node)
    result = g.binary(LOGIC[node.op_type], a, b)
    return [g.add(ew.AbsOp(result)) if node.op_type == "Xor" else result]


def convert_where(g: GraphImporter, node: Node) -> list[Value]:
    cond, on_true, on_false = mask_operands(g, node)
    try:
        np.broadcast_shapes(*(tuple(v.type.get_shape()) for v in (cond, on_true, on_false)))  # type: ignore[attr-defined]  # run-time operands are tensors
    except ValueError as err:
        raise node.error("condition and branches do not broadcast") from err
    return [g.add(ew.SelectOp(cond, on_true, on_false))]


def convert_cast(g: GraphImporter, node: Node) -> list[Value]:
    """Casts to and from bool and from run-time integers; float-to-float casts go to `elementwise.convert_cast`."""
    x = g.get(node, 0)
    if node.op_type != "Cast" or not isinstance(x, SSAValue):
        return convert_float_cast(g, node)
    to = int(node.attr("to"))
    integer = not isinstance(elem_of(x), FloatType)
    if to == onnx.TensorProto.BOOL:
        if not integer and is_mask(x):
            return [x]
        value = g.add(ew.CastOp(x, compute_type(g))) if integer else x
        zero = g.binary(ew.EqualOp, value, g.scalar(0.0, elem_of(value)))
        return [g.binary(ew.SubOp, g.scalar(1.0, elem_of(value)), zero)]
    if integer and to in FLOAT_ONNX:
        return [g.add(ew.CastOp(x, g.float_type(to)))]
    return convert_float_cast(g, node)
