"""The values a linalg op reads: their types, shapes and constants, and why an op cannot convert."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import arith, func
from xdsl.dialects.builtin import DenseArrayBase, DenseIntOrFPElementsAttr, FloatAttr, TensorType
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.utils.exceptions import PassFailedException

from anec.dialect.checks import FLOAT_TYPES
from anec.frontend.cleanup import dense_attr, op_label, producer, splat_elements
from anec.passes.diagnostics import op_location


class Unsupported(Exception):
    """Why an op cannot be converted; the pass reports it at the op."""


def located_error(op: Operation, message: str) -> PassFailedException:
    """`file:line:col: error: 'op.name' op message`, naming unregistered ops by their own name."""
    return PassFailedException(f"{op_location(op)}: error: '{op_label(op)}' op {message}")


def in_function(op: Operation) -> bool:
    """Only ops of a function body convert; ops inside linalg bodies are scalar code."""
    return isinstance(op.parent_op(), func.FuncOp)


# Types, shapes and constants of the values an op reads.


def float_tensor(value: SSAValue) -> TensorType[Attribute]:
    """The static f16/f32 tensor type of `value`, or why anec cannot hold it."""
    ty = value.type
    if not isinstance(ty, TensorType):
        raise Unsupported(f"reads or produces {ty}; anec converts tensors only")
    if any(d < 0 for d in ty.get_shape()):
        raise Unsupported(f"has a dynamic shape {ty}; anec needs static shapes")
    if not isinstance(ty.element_type, FLOAT_TYPES):
        raise Unsupported(f"has element type {ty.element_type}; anec tensors hold f16 or f32")
    return ty


def static_shape(value: SSAValue) -> tuple[int, ...]:
    """The shape of a tensor of any element type (a scalar has shape ()); it must be static."""
    ty = value.type
    if not isinstance(ty, TensorType):
        return ()
    if any(d < 0 for d in ty.get_shape()):
        raise Unsupported(f"has a dynamic shape {ty}; anec needs static shapes")
    return tuple(ty.get_shape())


def shape_of(value: SSAValue) -> tuple[int, ...]:
    return tuple(float_tensor(value).get_shape())


def ranked(value: SSAValue, rank: int) -> tuple[int, ...]:
    """The shape of an f16/f32 tensor operand that must have `rank` axes."""
    dims = shape_of(value)
    if len(dims) != rank:
        raise Unsupported(f"has an operand of type {value.type}; expected rank {rank}")
    return dims


def element_of(value: SSAValue) -> Attribute:
    return float_tensor(value).element_type


def same_elements(values: Sequence[SSAValue]) -> Attribute:
    """The element type all `values` share."""
    elems = [element_of(v) for v in values]
    if any(e != elems[0] for e in elems):
        raise Unsupported(f"mixes element types {', '.join(sorted({str(e) for e in elems}))}; anec ops keep one")
    return elems[0]


def produced_by(value: SSAValue, name: str) -> Operation | None:
    owner = producer(value)
    return owner if owner is not None and op_label(owner) == name else None


def splat_value(value: SSAValue) -> float | None:
    """The one float `value` holds everywhere: a scalar or splat constant, or a fill of one."""
    owner = producer(value)
    if owner is None:
        return None
    if isinstance(owner, arith.ConstantOp) and isinstance(owner.value, FloatAttr):
        return float(owner.value.value.data)
    if op_label(owner) == "linalg.fill":
        return splat_value(owner.operands[0])
    attr = dense_attr(value)
    return splat_elements(attr) if isinstance(attr, DenseIntOrFPElementsAttr) else None


def int_values(op: Operation, name: str, default: tuple[int, ...]) -> tuple[int, ...]:
    """An integer array property (`dense<...> : vector<2xi64>` or `array<i64: ...>`)."""
    attr = op.properties.get(name, op.attributes.get(name))
    if attr is None:
        return default
    if isinstance(attr, DenseIntOrFPElementsAttr | DenseArrayBase):
        return tuple(int(v) for v in attr.get_values())
    raise Unsupported(f"has {name} = {attr}; expected an integer array")


def ins_outs(op: Operation) -> tuple[tuple[SSAValue, ...], tuple[SSAValue, ...]]:
    """Inputs and inits of a destination-style op (registered or not)."""
    if isinstance(op, LinalgStructuredOperation):
        return tuple(op.inputs), tuple(op.outputs)
    sizes = op.properties.get("operandSegmentSizes")
    if not isinstance(sizes, DenseArrayBase):
        raise Unsupported("has no operandSegmentSizes; cannot tell its inputs from its inits")
    n = int(sizes.get_values()[0])
    return tuple(op.operands[:n]), tuple(op.operands[n:])


def tensor_type(elem: Attribute, shape: Sequence[int]) -> TensorType[Attribute]:
    return TensorType(elem, list(shape))
