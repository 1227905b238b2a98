"""
The anec ops that replace one op (`Emitter`), and indexing maps: which loop
each operand axis follows and how a value is laid out over the loops.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, DenseResourceAttr
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.ir.affine import AffineConstantExpr, AffineDimExpr, AffineMap

from anec.dialect import elementwise, movement, reduction
from anec.dialect.constant import ConstantOp
from anec.frontend.cleanup import reshape_op, strip_ones
from anec.frontend.linalg.values import Unsupported, element_of, float_tensor, shape_of, static_shape, tensor_type


# Building the anec ops that replace one op.

UNARY_OPS: dict[str, type[elementwise.UnaryOp]] = {
    op.name.removeprefix("anec."): op for op in elementwise.ELEMENTWISE_OPS if issubclass(op, elementwise.UnaryOp)
}
BINARY_OPS: dict[str, type[elementwise.BinaryOp]] = {
    op.name.removeprefix("anec."): op for op in elementwise.ELEMENTWISE_OPS if issubclass(op, elementwise.BinaryOp)
}
REDUCE_OPS: dict[str, type[reduction.ReduceOp]] = {
    "add": reduction.ReduceSumOp,
    "max": reduction.ReduceMaxOp,
    "min": reduction.ReduceMinOp,
}


@dataclass
class Emitter:
    """The anec ops replacing one op, in order; nothing is inserted until the rewrite."""

    ops: list[Operation] = field(default_factory=list[Operation])

    def add(self, op: Operation) -> SSAValue:
        self.ops.append(op)
        return op.results[0]

    def constant(self, attr: DenseIntOrFPElementsAttr | DenseResourceAttr) -> SSAValue:
        return self.add(ConstantOp(attr))

    def splat(self, value: float, elem: Attribute, shape: Sequence[int]) -> SSAValue:
        return self.constant(DenseIntOrFPElementsAttr.from_list(tensor_type(elem, shape), [value]))

    def reshape(self, value: SSAValue, shape: Sequence[int]) -> SSAValue:
        """`value` under `shape`; a constant is rebuilt with the new shape instead."""
        ty = float_tensor(value)
        if tuple(ty.get_shape()) == tuple(shape):
            return value
        return self.add(reshape_op(value, shape))

    def transpose(self, value: SSAValue, perm: Sequence[int]) -> SSAValue:
        if list(perm) == sorted(perm):
            return value
        float_tensor(value)
        return self.add(movement.TransposeOp(value, permutation=perm))

    def unary(self, fn: str, value: SSAValue, params: Sequence[float] = ()) -> SSAValue:
        return self.add(UNARY_OPS[fn].with_parameters(value, params))

    def cast(self, value: SSAValue, elem: Attribute) -> SSAValue:
        return self.add(elementwise.CastOp(value, elem))

    def binary(self, fn: str, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        """`fn` of two values whose shapes broadcast."""
        return self.add(BINARY_OPS[fn](lhs, rhs))

    def broadcast_to(self, value: SSAValue, shape: Sequence[int]) -> SSAValue:
        """
        `value` (whose shape broadcasts to `shape`) with exactly `shape`: a
        reshape when only unit axes differ, else a product with ones, which
        is exact for every float (signed zeros and NaN included).
        """
        dims = shape_of(value)
        if dims == tuple(shape):
            return value
        if math.prod(dims) == math.prod(shape):
            return self.reshape(value, shape)
        aligned = (1,) * (len(shape) - len(dims)) + dims
        ones = [n if d == 1 else 1 for d, n in zip(aligned, shape)]
        return self.binary("mul", value, self.splat(1.0, element_of(value), ones))

    def reduce(self, kind: str, value: SSAValue, axes: Sequence[int]) -> SSAValue:
        return self.add(REDUCE_OPS[kind](value, axes=axes))


Converter = Callable[[Operation, Emitter], Sequence[SSAValue | None]]
"""Reads an op (raising `Unsupported` before emitting anything) and returns its replacement values."""


# Indexing maps: which loop each operand axis follows.

Access = tuple[int | None, ...]
"""Per operand axis, the loop it reads (None: constant index 0 of a unit axis)."""


def access_of(amap: AffineMap, operand_shape: Sequence[int]) -> Access:
    """The access of a projected-permutation map, with constant-0 results on unit axes."""
    dims: list[int | None] = []
    for pos, expr in enumerate(amap.results):
        if isinstance(expr, AffineDimExpr):
            dims.append(expr.position)
        elif isinstance(expr, AffineConstantExpr) and expr.value == 0 and pos < len(operand_shape) and operand_shape[pos] == 1:
            dims.append(None)
        else:
            raise Unsupported(f"has indexing map {amap}; expected a projected permutation (broadcast, transpose, reduce)")
    used = [d for d in dims if d is not None]
    if len(set(used)) != len(used):
        raise Unsupported(f"has indexing map {amap}; a loop indexes two axes of one operand (a diagonal)")
    return tuple(dims)


def loop_extents(count: int, operands: Sequence[SSAValue], accesses: Sequence[Access]) -> tuple[int, ...]:
    """The extent of every loop, read from the operand axes that follow it."""
    extents: dict[int, int] = {}
    for value, access in zip(operands, accesses):
        dims = static_shape(value)
        for size, loop in zip(dims, access):
            if loop is None:
                continue
            if extents.setdefault(loop, size) != size:
                raise Unsupported(f"gives loop d{loop} the extents {extents[loop]} and {size}")
    missing = [k for k in range(count) if k not in extents]
    if missing:
        raise Unsupported(f"has loop d{missing[0]} that no operand follows; its extent is unknown")
    return tuple(extents[k] for k in range(count))


def align(emitter: Emitter, value: SSAValue, access: Access, extents: Sequence[int]) -> SSAValue:
    """
    `value` laid out over the loops in loop order, unit axes where it does
    not follow a loop: a reshape, a transpose and a reshape, each only where
    needed. Leading unit axes are left to numpy broadcasting.
    """
    dims = shape_of(value)
    loops = [k for k in access if k is not None]
    target = tuple(extents[k] if k in loops else 1 for k in range(len(extents)))
    if loops != sorted(loops):
        kept = [d for d, k in zip(dims, access) if k is not None]
        value = emitter.reshape(value, kept)
        value = emitter.transpose(value, sorted(range(len(loops)), key=lambda i: loops[i]))
        dims = shape_of(value)
    if dims == strip_ones(target) or dims == target:
        return value
    return emitter.reshape(value, target)


def unalign(emitter: Emitter, value: SSAValue, access: Access, result_shape: Sequence[int]) -> SSAValue:
    """The inverse of `align` for a result: loop-ordered value (unit axes on the loops it
    does not follow) to the result's axis order and shape."""
    loops = [k for k in access if k is not None]
    if loops != sorted(loops):
        dims = shape_of(value)
        value = emitter.reshape(value, [dims[k] for k in sorted(loops)])
        value = emitter.transpose(value, [sorted(loops).index(k) for k in loops])
    return emitter.reshape(value, result_shape)


