"""
What the op constructors share: Python values converted to property
attributes (an attribute passes through unchanged, `None` leaves an optional
property out), and the tensor types of inferred results.

Every op has a typed constructor in the style of xDSL's `arith.AddiOp(lhs,
rhs)`: operands first, then the result type where the operands and
properties do not determine it, properties as keyword arguments, and
`attributes=` for discardable attributes:

```python
t = TransposeOp(x, permutation=(0, 2, 1, 3))          # result type inferred
s = SliceOp(x, with_shape(x, (1, 8, 4, 4)), offsets=(0, 0, 2, 2))
c = ConvolutionOp(x, w, bias=b, strides=(2, 2), padding_style=PaddingStyle.SAME)
```

A property left at `None` is absent, so a default-valued one takes its
default, exactly as when the op is parsed without it.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import Any, TypedDict, TypeVar

from xdsl.dialects.builtin import (
    BoolAttr,
    DenseArrayBase,
    FloatAttr,
    IntegerAttr,
    TensorType,
    f32,
    i64,
)
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, Operation, SSAValue

AttributeMap = Mapping[str, Attribute] | None
"""The `attributes=` argument of every constructor: discardable attributes."""

EnumAttrT = TypeVar("EnumAttrT", bound=EnumAttribute[Any])


def i64_array(values: Sequence[int] | DenseArrayBase | None) -> DenseArrayBase | None:
    if values is None or isinstance(values, DenseArrayBase):
        return values
    return _i64_array(tuple(int(v) for v in values))


@functools.lru_cache(maxsize=4096)
def _i64_array(values: tuple[int, ...]) -> DenseArrayBase:
    """Each array built once (`DenseArrayBase.from_list` normalizes and packs
    every element): attributes are immutable values, so equal arrays may be
    one object; tiles and slices repeat the same offsets and paddings."""
    return DenseArrayBase.from_list(i64, values)


def f32_array(values: Sequence[float] | DenseArrayBase | None) -> DenseArrayBase | None:
    if values is None or isinstance(values, DenseArrayBase):
        return values
    return DenseArrayBase.from_list(f32, [float(v) for v in values])


def i64_attr(value: int | IntegerAttr | None) -> IntegerAttr | None:
    if value is None or isinstance(value, IntegerAttr):
        return value
    return IntegerAttr(int(value), i64)


def f32_attr(value: float | FloatAttr | None) -> FloatAttr | None:
    if value is None or isinstance(value, FloatAttr):
        return value
    return FloatAttr(float(value), f32)


def bool_attr(value: bool | BoolAttr | None) -> BoolAttr | None:
    if value is None or isinstance(value, IntegerAttr):
        return value
    return BoolAttr.from_bool(bool(value))


def enum_attr(attr_type: type[EnumAttrT], value: str | EnumAttrT | None) -> EnumAttrT | None:
    """`value` (an enum member, its string, or the attribute) as an `attr_type`."""
    if value is None or isinstance(value, attr_type):
        return value
    return attr_type(attr_type.enum_type(value))


def optional(value: SSAValue | Operation | None) -> list[SSAValue | Operation]:
    """An optional operand as an operand group: empty or one value."""
    return [] if value is None else [value]


def tensor_dims(value: SSAValue | Operation) -> tuple[int, ...]:
    ty = SSAValue.get(value).type
    assert isinstance(ty, TensorType), f"expected a tensor, got {ty}"
    return tuple(ty.get_shape())


def with_shape(value: SSAValue | Operation, shape: Sequence[int]) -> TensorType[Attribute]:
    """A tensor type with `value`'s element type and `shape`, each distinct
    one built once (a pass that tiles builds the same tile types over and
    over; types are immutable, so ops share them as the parser's do)."""
    ty = SSAValue.get(value).type
    assert isinstance(ty, TensorType), f"expected a tensor, got {ty}"
    key = (ty.element_type, tuple(int(d) for d in shape))
    found = _SHAPED.get(key)
    if found is None:
        if len(_SHAPED) >= _SHAPED_LIMIT:
            _SHAPED.clear()
        found = _SHAPED[key] = TensorType(key[0], list(key[1]))
    return found


_SHAPED: dict[tuple[Attribute, tuple[int, ...]], TensorType[Attribute]] = {}
"""The types `with_shape` built, by element type and shape; emptied when it
reaches `_SHAPED_LIMIT` entries."""

_SHAPED_LIMIT = 1 << 16


class WindowOptions(TypedDict, total=False):
    """The window keyword arguments of the convolution and pooling constructors."""

    strides: Sequence[int]
    dilation_rates: Sequence[int]
    explicit_padding: Sequence[int]


def window_options(strides: Sequence[int], dilations: Sequence[int], padding: Sequence[int]) -> WindowOptions:
    """
    A window's strides, dilation rates and flat explicit padding (begin,
    end per spatial axis) as constructor keywords, each left out where it
    is the default: unit strides, unit dilation, no padding.
    """
    options = WindowOptions()
    if any(s != 1 for s in strides):
        options["strides"] = strides
    if any(d != 1 for d in dilations):
        options["dilation_rates"] = dilations
    if any(padding):
        options["explicit_padding"] = padding
    return options
