"""
The data of constant tensors: shaped placeholders for weights that are not
there (a shape-only import), and the fast path between `dense<...>` elements
and numpy (splats stay splats, dense data goes from bytes to an array with no
per-element Python).

```mlir
%w = anec.constant #anec.placeholder<tensor<64x3x7x7xf16>>
```
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import numpy as np
from xdsl.dialects.builtin import (
    BytesAttr,
    DenseIntOrFPElementsAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    IntegerType,
    RankedStructure,
    Signedness,
    TensorType,
)
from xdsl.ir import Attribute, ParametrizedAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException


@irdl_attr_definition
class PlaceholderAttr(ParametrizedAttribute):
    """
    The value of an `anec.constant` whose elements are not known: a weight
    imported for its shape only (`anec-import --weights none`, or a model
    whose external data is missing). It carries the tensor type alone, so
    every pass and the cost model treat the constant as a weight of that
    shape; a pass that needs the elements treats it as a run-time value (as
    it would a weight argument), and the interpreter refuses to run it.

    ```mlir
    #anec.placeholder<tensor<1000x2048xf16>>
    ```
    """

    name = "anec.placeholder"

    type: TensorType

    def __init__(self, type: TensorType) -> None:
        super().__init__(type)

    def get_type(self) -> TensorType:
        return self.type

    def verify(self) -> None:
        if not self.type.has_static_shape():
            raise VerifyException(f"a placeholder needs a static shape; got {self.type}")

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_attribute(self.type)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            pos = parser.pos
            ty = parser.parse_type()
            if not isinstance(ty, TensorType):
                parser.raise_error(f"expected a tensor type, got {ty}", pos, parser.pos)
        return (ty,)


# Dense elements: bytes <-> numpy, splats kept as one element.

FLOAT_DTYPES: dict[type[Attribute], np.dtype[Any]] = {
    Float16Type: np.dtype("<f2"),
    Float32Type: np.dtype("<f4"),
    Float64Type: np.dtype("<f8"),
}


def element_dtype(element: Attribute) -> np.dtype[Any] | None:
    """The little-endian numpy dtype of a float or 8/16/32/64-bit integer element type (None for others)."""
    if (dtype := FLOAT_DTYPES.get(type(element))) is not None:
        return dtype
    if isinstance(element, IntegerType) and element.width.data in (8, 16, 32, 64):
        kind = "u" if element.signedness.data == Signedness.UNSIGNED else "i"
        return np.dtype(f"<{kind}{element.width.data // 8}")
    return None


def elements(attr: DenseIntOrFPElementsAttr) -> np.ndarray:
    """
    The elements of `attr` as a read-only array of its type's shape, straight
    from its bytes; a splat (one element stored) is broadcast, not copied.
    """
    dtype = element_dtype(attr.get_element_type())
    if dtype is None:
        raise ValueError(f"element type {attr.get_element_type()} has no numpy counterpart")
    data = np.frombuffer(attr.data.data, dtype)
    shape = tuple(attr.get_shape())
    return np.broadcast_to(data, shape) if data.size == 1 else data.reshape(shape)


def is_splat(data: np.ndarray) -> bool:
    """Every element equal (as xDSL's printer decides: a NaN equals only itself, one element is a splat)."""
    flat = data.reshape(-1)
    return flat.size == 1 or bool((flat == flat[0]).all())


def parse_dense(parser: AttrParser, ty: RankedStructure[Any] | None) -> DenseIntOrFPElementsAttr:
    """
    `dense<...>` (its type after `:` unless given), as xDSL parses it but
    without per-element Python beyond the literal itself: a splat (`dense<2.0>`
    or a one-element hex string) keeps one element, hex data goes straight to
    bytes, and a float literal list is packed by numpy.
    """
    start = parser.pos
    parser.parse_punctuation("<", " in dense attribute")
    hex_text: str | None = None
    literal: tuple[list[Any], list[int]] | None = None
    if parser.parse_optional_punctuation(">") is None:
        hex_text = parser.parse_optional_str_literal()
        if hex_text is None:
            literal = parser._parse_tensor_literal()  # pyright: ignore[reportPrivateUsage]
        parser.parse_punctuation(">", " in dense attribute")
    if ty is None:
        parser.parse_punctuation(":", " in dense attribute")
        ty = parser._parse_dense_literal_type()  # pyright: ignore[reportPrivateUsage]
    shape = list(ty.get_shape())
    count = math.prod(shape)
    element = ty.element_type
    if hex_text is not None:
        try:
            data = bytes.fromhex(hex_text[2:])
        except ValueError:
            parser.raise_error("Hex string in denseAttr is invalid", start, parser.pos)
        size = element.compile_time_size
        if len(data) not in (size, size * count):
            parser.raise_error(
                f"Shape mismatch in dense literal. Expected {count} elements from the type, but got {len(data) // size} elements.",
                start,
                parser.pos,
            )
        return DenseIntOrFPElementsAttr(ty, BytesAttr(data))
    if literal is None:
        if count != 0:
            parser.raise_error("Expected at least one element in the dense literal, but got None", start, parser.pos)
        return DenseIntOrFPElementsAttr(ty, BytesAttr(b""))
    values, literal_shape = literal
    if literal_shape and literal_shape != shape:
        parser.raise_error(
            f"Shape mismatch in dense literal. Expected {shape} shape from the type, but got {literal_shape} shape.",
            start,
            parser.pos,
        )
    converted = [value.to_type(parser, element) for value in values]
    dtype = FLOAT_DTYPES.get(type(element))
    if dtype is None:
        try:
            return DenseIntOrFPElementsAttr.from_list(ty, converted)
        except ValueError as err:  # an integer beyond its type's range
            parser.raise_error(str(err), start, parser.pos)
    with np.errstate(over="ignore"):
        array = np.asarray(converted, dtype=dtype)
    overflow = np.isinf(array) & np.isfinite(np.asarray(converted, dtype=np.float64))
    if overflow.any():
        value = np.asarray(converted, dtype=np.float64)[overflow][0]
        largest = float(np.finfo(dtype).max)
        parser.raise_error(
            f"the value {value:g} of the dense literal is out of range for {element}: "
            f"finite {element} values lie in [{-largest:g}, {largest:g}]",
            start,
            parser.pos,
        )
    return DenseIntOrFPElementsAttr(ty, BytesAttr(array.tobytes()))


def print_dense(attr: DenseIntOrFPElementsAttr, printer: Printer) -> None:
    """
    `dense<...>` without its type, as xDSL prints it (empty, one value for a
    splat, a hex string beyond 100 elements, else a nested list), deciding
    splat and hex on the bytes with numpy instead of one Python object per element.
    """
    dtype = element_dtype(attr.get_element_type())
    if dtype is None:
        XDSL_PRINT_DENSE(attr, printer)
        return
    data = np.frombuffer(attr.data.data, dtype)
    printer.print_string("dense")
    with printer.in_angle_brackets():
        if data.size == 0:
            return
        if is_splat(data):
            attr._print_one_elem(data[0].item(), printer)  # pyright: ignore[reportPrivateUsage]
        elif data.size > 100:
            printer.print_string(f'"0x{attr.data.data.hex().upper()}"')
        else:
            shape = attr.get_shape() if attr.shape_is_complete else (data.size,)
            attr._print_dense_list(data.tolist(), shape, printer)  # pyright: ignore[reportPrivateUsage]


XDSL_PRINT_DENSE = DenseIntOrFPElementsAttr.print_without_type
"""xDSL's own printer of dense elements, kept for element types numpy does not hold (index, complex)."""

DenseIntOrFPElementsAttr.print_without_type = print_dense  # type: ignore[method-assign]
# xDSL 0.74 has no printer hook for builtin attributes: every printer of a
# module (anec-opt's included) reaches dense elements through this method.
# The text is the same; only the work behind it changes.
