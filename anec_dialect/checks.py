"""
Shared verifier helpers. Every message names the op, the offending value and
what would be legal, in the form MLIR uses: `'anec.convolution' op ...`.
"""

from __future__ import annotations

import math

from collections.abc import Callable, Mapping, Sequence

from xdsl.dialects.builtin import (
    DenseArrayBase,
    Float16Type,
    Float32Type,
    IntegerType,
    TensorType,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.utils.exceptions import VerifyException

from anec.dialect.limits import MAX_ELEMENTS, MAX_EXTENT

FLOAT_TYPES = (Float16Type, Float32Type)
"""Activation element types of the engine: fp16, and fp32 for reference runs."""


Properties = Mapping[str, Attribute | None]
"""An op's properties by name, as a constructor gathers them (an absent one is
None) or as the op holds them (`op.properties`; an absent one is missing)."""


class ShapeError(ValueError):
    """Operands and properties that give no result shape; the message says why,
    in the verifier's words (a constructor raises it as a `ValueError`)."""


def inferred(op: Operation, rule: Callable[..., tuple[int, ...]], *args: object) -> tuple[int, ...]:
    """The result shape `rule` (an op's `result_shape`, which its constructor
    uses too) gives for `args`; where it gives none, a verifier error."""
    try:
        return rule(*args)
    except ShapeError as err:
        raise op_error(op, str(err)) from None


def ints(properties: Properties, name: str) -> tuple[int, ...] | None:
    """An array property's values, or None where it is absent."""
    attr = properties.get(name)
    return None if attr is None else tuple(int(v) for v in attr.get_values())  # type: ignore[union-attr]


def integer(properties: Properties, name: str) -> int:
    """An integer property's value (the property is required)."""
    return properties[name].value.data  # type: ignore[union-attr]


def flag(properties: Properties, name: str, default: bool) -> bool:
    """A boolean property's value, or its `default` where it is absent."""
    attr = properties.get(name)
    return default if attr is None else bool(attr.value.data)  # type: ignore[union-attr]


def op_error(op: Operation, message: str) -> VerifyException:
    """A verifier error that names the op."""
    return VerifyException(f"'{op.name}' op {message}")


def fmt_shape(shape: Sequence[int]) -> str:
    return "x".join(str(d) for d in shape) if shape else "scalar"


_CHECKED: dict[int, TensorType[Attribute]] = {}
"""Tensor type objects `tensor_type` has accepted, by identity (a type's
hash walks its shape): the checks depend on the type alone, and the ops of
a module share a few type objects (the parser reads each type text once).
Held here, each id stays its object's; emptied when it reaches
`_CHECKED_LIMIT`."""

_CHECKED_LIMIT = 1 << 16


def tensor_type(op: Operation, value: SSAValue | Attribute, what: str) -> TensorType[Attribute]:
    """The static-shaped tensor type of `value`, or a verifier error."""
    ty = value.type if isinstance(value, SSAValue) else value
    if _CHECKED.get(id(ty)) is ty:
        return ty  # pyright: ignore[reportReturnType]
    if not isinstance(ty, TensorType):
        raise op_error(op, f"{what} must be a ranked tensor, got {ty}")
    if any(d < 0 for d in ty.get_shape()):
        raise op_error(op, f"{what} has a dynamic shape {ty}; anec tensors must have static shapes")
    dims = ty.get_shape()
    if 0 in dims:
        axis = list(dims).index(0)
        raise op_error(
            op, f"{what} {ty} has extent 0 on axis {axis}; anec tensors have every extent at least 1 (no empty tensors)"
        )
    if any(d > MAX_EXTENT for d in dims):
        axis = next(i for i, d in enumerate(dims) if d > MAX_EXTENT)
        raise op_error(op, f"{what} {ty} has extent {dims[axis]} on axis {axis}; anec extents are at most {MAX_EXTENT} (2^31 - 1)")
    if math.prod(dims) > MAX_ELEMENTS:
        raise op_error(op, f"{what} {ty} has {math.prod(dims)} elements; anec tensors have at most 2^48 ({MAX_ELEMENTS})")
    if len(_CHECKED) >= _CHECKED_LIMIT:
        _CHECKED.clear()
    _CHECKED[id(ty)] = ty
    return ty


_SHAPES: dict[int, tuple[TensorType[Attribute], tuple[int, ...]]] = {}
"""`type_shape`'s answers by the type object's identity (each held with its
object, so an id stays that object's); emptied when it reaches `_CHECKED_LIMIT`."""


def type_shape(ty: TensorType[Attribute]) -> tuple[int, ...]:
    """`ty.get_shape()`, worked out once per type object: a type is immutable,
    and xDSL builds the tuple from the shape attribute at every call (the
    cost model and the passes ask a few hundred thousand times per network
    on 28 targets)."""
    known = _SHAPES.get(id(ty))
    if known is not None and known[0] is ty:
        return known[1]
    dims = tuple(ty.get_shape())
    if len(_SHAPES) >= _CHECKED_LIMIT:
        _SHAPES.clear()
    _SHAPES[id(ty)] = (ty, dims)
    return dims


def value_shape(value: SSAValue) -> tuple[int, ...]:
    """The shape of a value of tensor type (`type_shape`); a `TypeError` for another type."""
    ty = value.type
    if not isinstance(ty, TensorType):
        raise TypeError(f"expected a tensor, got {ty}")
    return type_shape(ty)


def shape(op: Operation, value: SSAValue, what: str) -> tuple[int, ...]:
    return type_shape(tensor_type(op, value, what))


def float_shape(op: Operation, value: SSAValue, what: str) -> tuple[int, ...]:
    """Shape of a tensor that must hold f16 or f32 values."""
    ty = tensor_type(op, value, what)
    if not isinstance(ty.element_type, FLOAT_TYPES):
        raise op_error(op, f"{what} has element type {ty.element_type}; expected f16 or f32")
    return type_shape(ty)


def int_shape(op: Operation, value: SSAValue, what: str) -> tuple[int, ...]:
    """Shape of a tensor that must hold integers (indices)."""
    ty = tensor_type(op, value, what)
    if not isinstance(ty.element_type, IntegerType):
        raise op_error(op, f"{what} has element type {ty.element_type}; expected an integer type")
    return type_shape(ty)


def element_type(value: SSAValue) -> Attribute:
    ty = value.type
    assert isinstance(ty, TensorType)
    return ty.element_type


def same_element_type(op: Operation, values: Sequence[tuple[SSAValue, str]]) -> None:
    """All `values` share the first one's element type."""
    (first, first_what), *rest = values
    expected = element_type(first)
    for value, what in rest:
        if element_type(value) != expected:
            raise op_error(op, f"{what} has element type {element_type(value)}; expected {expected} like {first_what}")


def expect_shape(op: Operation, value: SSAValue, expected: Sequence[int], what: str, why: str) -> None:
    actual = shape(op, value, what)
    if tuple(actual) != tuple(expected):
        raise op_error(op, f"{what} has shape {fmt_shape(actual)}; expected {fmt_shape(expected)} ({why})")


def expect_rank(op: Operation, dims: Sequence[int], ranks: Sequence[int], what: str) -> None:
    if len(dims) not in ranks:
        legal = " or ".join(str(r) for r in ranks)
        raise op_error(op, f"{what} has rank {len(dims)}; expected rank {legal}")


def array(attr: DenseArrayBase | None) -> tuple[int, ...] | None:
    return None if attr is None else tuple(int(v) for v in attr.get_values())


def expect_length(op: Operation, name: str, values: Sequence[int] | None, length: int) -> None:
    if values is not None and len(values) != length:
        raise op_error(op, f"{name} has {len(values)} entries; expected {length}")


def expect_positive(op: Operation, name: str, values: Sequence[int] | None) -> None:
    if values is not None and any(v < 1 for v in values):
        raise op_error(op, f"{name} = {list(values)} must be positive")


def expect_non_negative(op: Operation, name: str, values: Sequence[int] | None) -> None:
    if values is not None and any(v < 0 for v in values):
        raise op_error(op, f"{name} = {list(values)} must be non-negative")


def axis_in_range(op: Operation, name: str, axis: int, rank: int) -> int:
    if not 0 <= axis < rank:
        raise op_error(op, f"{name} {axis} is out of range for rank {rank}; expected 0..{rank - 1}")
    return axis


def axes_in_range(op: Operation, name: str, axes: Sequence[int], rank: int) -> tuple[int, ...]:
    for axis in axes:
        axis_in_range(op, name, axis, rank)
    if len(set(axes)) != len(axes) or list(axes) != sorted(axes):
        raise op_error(op, f"{name} = {list(axes)} must be strictly increasing")
    return tuple(axes)


def broadcast(a: Sequence[int], b: Sequence[int]) -> tuple[int, ...] | None:
    """Numpy broadcasting: trailing dimensions equal or 1; None when they are not."""
    rank = max(len(a), len(b))
    pa = (1,) * (rank - len(a)) + tuple(a)
    pb = (1,) * (rank - len(b)) + tuple(b)
    if any(x != y and 1 not in (x, y) for x, y in zip(pa, pb)):
        return None
    return tuple(max(x, y) for x, y in zip(pa, pb))


def broadcast_or_raise(a: Sequence[int], b: Sequence[int], what: str) -> tuple[int, ...]:
    """Numpy broadcasting, or a `ShapeError` naming the `what` shapes."""
    out = broadcast(a, b)
    if out is None:
        raise ShapeError(f"{what} shapes {fmt_shape(a)} and {fmt_shape(b)} do not broadcast: trailing dimensions must be equal or 1")
    return out


def broadcast_shapes(op: Operation, a: Sequence[int], b: Sequence[int], what: str) -> tuple[int, ...]:
    """Numpy broadcasting, or a verifier error."""
    return inferred(op, broadcast_or_raise, a, b, what)


def window_extent(size: int, kernel: int, stride: int, dilation: int, lo: int, hi: int) -> int:
    """Output extent of a sliding window (convolution, pooling)."""
    return (size + lo + hi - dilation * (kernel - 1) - 1) // stride + 1


def same_padding(size: int, kernel: int, stride: int, dilation: int) -> tuple[int, int]:
    """Padding that gives extent ceil(size / stride); the odd element goes last."""
    out = -(-size // stride)
    total = max((out - 1) * stride + dilation * (kernel - 1) + 1 - size, 0)
    return total // 2, total - total // 2
