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

import binascii
import math
import re
import struct
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any
from xdsl.dialects.builtin import (
    AnyFloat,
    DYNAMIC_INDEX,
    BytesAttr,
    ComplexType,
    DenseIntOrFPElementsAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntegerType,
    RankedStructure,
    Signedness,
    TensorType,
)
from xdsl.ir import Attribute, ParametrizedAttribute
from xdsl.irdl import base, irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from anec.dialect.xdsl_private import parse_tensor_literal, resume_from

if TYPE_CHECKING:
    import numpy as np


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

FLOAT_DTYPES: dict[type[Attribute], str] = {
    Float16Type: "<f2",
    Float32Type: "<f4",
    Float64Type: "<f8",
}
"""The little-endian numpy dtype (its name: numpy is imported only where an
array is made, so that parsing splats, hex data and short float lists, all a
report reads, starts without it) of each float element type."""

_STRUCT_FORMATS: dict[type[Attribute], str] = {Float16Type: "e", Float32Type: "f", Float64Type: "d"}
"""The `struct` format of the same types: IEEE binary16/32/64, little-endian
with `<`, rounded from a double to nearest-even as numpy rounds."""


def element_dtype(element: Attribute) -> np.dtype[Any] | None:
    """The little-endian numpy dtype of a float or 8/16/32/64-bit integer element type (None for others)."""
    import numpy as np

    if (name := FLOAT_DTYPES.get(type(element))) is not None:
        return np.dtype(name)
    if isinstance(element, IntegerType) and element.width.data in (8, 16, 32, 64):
        kind = "u" if element.signedness.data == Signedness.UNSIGNED else "i"
        return np.dtype(f"<{kind}{element.width.data // 8}")
    return None


def _finite_float_bytes(floats: list[float], element: Attribute) -> bytes | None:
    """
    The little-endian bytes of `floats` rounded to `element` (fp16, fp32 or
    fp64), the bytes numpy's conversion gives, or None where that is not
    plain: another element type, or a value that is not finite or does not
    stay finite in the type (the caller's numpy path decides and reports those).
    """
    code = _STRUCT_FORMATS.get(type(element))
    if code is None or not all(map(math.isfinite, floats)):
        return None
    try:
        return struct.pack(f"<{len(floats)}{code}", *floats)
    except OverflowError:  # a finite double beyond the type's largest value
        return None


def elements(attr: DenseIntOrFPElementsAttr) -> np.ndarray:
    """
    The elements of `attr` as a read-only array of its type's shape, straight
    from its bytes; a splat (one element stored) is broadcast, not copied.
    """
    import numpy as np

    dtype = element_dtype(attr.get_element_type())
    if dtype is None:
        raise ValueError(f"element type {attr.get_element_type()} has no numpy counterpart")
    data = np.frombuffer(attr.data.data, dtype)
    shape = tuple(attr.get_shape())
    return np.broadcast_to(data, shape) if data.size == 1 else data.reshape(shape)


_FLOAT = r"-?[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?"
_FLAT_FLOAT_LIST = re.compile(rf"\s*\[(\s*{_FLOAT}(?:\s*,\s*{_FLOAT})*)\s*\](?=\s*>)")
"""A one-level list of decimal float literals closing the `dense<`, the form the printer writes for short float vectors."""


def parse_dense(parser: AttrParser, ty: RankedStructure[Any] | None) -> DenseIntOrFPElementsAttr:
    """
    `parse_dense_elements`, with a fast path for the common `dense<[1.5, -2.0e-01]>
    : tensor<2xf16>`: a flat list of decimal floats read off the text at
    once instead of token by token (the same `float()` of each literal).
    Anything else, and anything the fast path would refuse (a shape
    mismatch, an out-of-range value), is parsed again from the start by
    `parse_dense_elements`, whose diagnostics it keeps.
    """
    start = parser.pos
    text = parser.lexer.input.content
    if isinstance(text, str) and (hex_attr := _parse_hex_at_once(parser, ty, start, text)) is not None:
        return hex_attr
    match = _FLAT_FLOAT_LIST.match(text, start + 1) if isinstance(text, str) and text.startswith("<", start) else None
    if match is None:
        return parse_dense_elements(parser, ty)
    floats = [float(item) for item in match.group(1).split(",")]
    resume_from(parser, match.end())
    parser.parse_punctuation(">", " in dense attribute")
    literal_type = ty
    if literal_type is None:
        parser.parse_punctuation(":", " in dense attribute")
        literal_type = _parse_dense_literal_type(parser)
    if list(literal_type.get_shape()) == [len(floats)]:
        # A decimal literal is finite: an inf is an overflow, refused below.
        if (data := _finite_float_bytes(floats, literal_type.element_type)) is not None:
            return DenseIntOrFPElementsAttr(literal_type, BytesAttr(data))
    resume_from(parser, start)
    return parse_dense_elements(parser, ty)


_HEX_OPEN = re.compile(r'<\s*"0x')
"""The opening of `dense<"0x...">`, the form the printer writes for large constants."""


def _parse_hex_at_once(parser: AttrParser, ty: RankedStructure[Any] | None, start: int, text: str) -> DenseIntOrFPElementsAttr | None:
    """
    `dense<"0x...">` whose string is hexadecimal digits only, decoded straight
    from the text (`binascii.unhexlify`, which accepts nothing else) instead
    of through xDSL's string-literal lexer, which copies and unescapes the
    megabytes of a large weight several times. The bytes are those
    `parse_dense_elements` gives. None, with the parser where it was, for
    anything else (escapes, spaces, odd length, a length that does not fit
    the type): `parse_dense_elements` then reads it, with its diagnostics.
    """
    opening = _HEX_OPEN.match(text, start)
    if opening is None:
        return None
    close = text.find('"', opening.end())
    if close < 0:
        return None
    ascii_source = getattr(parser, "ascii_source", None)  # tools.ir_io.LocatingParser: the text's bytes, when one per character
    try:
        data = binascii.unhexlify((text if ascii_source is None else ascii_source)[opening.end() : close])
    except (binascii.Error, ValueError):
        return None
    resume_from(parser, close + 1)
    if parser.parse_optional_punctuation(">") is not None:
        literal_type = ty
        if literal_type is None:
            parser.parse_punctuation(":", " in dense attribute")
            literal_type = _parse_dense_literal_type(parser)
        size = literal_type.element_type.compile_time_size if isinstance(literal_type.element_type, AnyFloat | IntegerType) else None
        if size and len(data) in (size, size * math.prod(literal_type.get_shape())):
            return DenseIntOrFPElementsAttr(literal_type, BytesAttr(data))
    resume_from(parser, start)
    return None


def parse_dense_elements(parser: AttrParser, ty: RankedStructure[Any] | None) -> DenseIntOrFPElementsAttr:
    """
    `dense<...>` (its type after `:` unless given), as xDSL parses it but
    without per-element Python beyond the literal itself: a splat (`dense<2.0>`
    or a one-element hex string) keeps one element, hex data goes straight to
    bytes, and a float literal list is packed by numpy. A hexadecimal integer
    literal among float elements (`dense<0xFF800000>`) is the element's bit
    pattern, as MLIR reads it (xDSL 0.74 would read the integer's value).
    """
    start = parser.pos
    parser.parse_punctuation("<", " in dense attribute")
    hex_text: str | None = None
    literal: tuple[list[Any], list[int]] | None = None
    if parser.parse_optional_punctuation(">") is None:
        hex_text = parser.parse_optional_str_literal()
        if hex_text is None:
            literal = parse_tensor_literal(parser)
        parser.parse_punctuation(">", " in dense attribute")
    if ty is None:
        parser.parse_punctuation(":", " in dense attribute")
        ty = _parse_dense_literal_type(parser)
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
    if isinstance(element, AnyFloat):
        return DenseIntOrFPElementsAttr(ty, BytesAttr(_float_literal_bytes(parser, values, element)))
    try:
        return DenseIntOrFPElementsAttr.from_list(ty, [value.to_type(parser, element) for value in values])
    except ValueError as err:  # an integer beyond its type's range
        parser.raise_error(str(err), start, parser.pos)


_DENSE_TYPE_CONSTRAINT: Any = None


def _parse_dense_literal_type(parser: AttrParser) -> RankedStructure[Any]:
    """
    xDSL's `_parse_dense_literal_type`, same checks and messages, with the
    type constraint built once: xDSL builds it anew for every `dense<...>`
    (milliseconds each; more than half of parsing an imported ResNet-50).
    """
    global _DENSE_TYPE_CONSTRAINT
    if _DENSE_TYPE_CONSTRAINT is None:
        _DENSE_TYPE_CONSTRAINT = base(RankedStructure[IntegerType | IndexType | AnyFloat | ComplexType])
    ty = parser.expect(parser.parse_optional_type, "Dense attribute must be typed!")
    if not _DENSE_TYPE_CONSTRAINT.verifies(ty):
        parser.raise_error("Expected memref, vector or tensor type of integer, index, float, or complex type")
    if any(dim == DYNAMIC_INDEX for dim in list(ty.get_shape())):
        parser.raise_error("Dense literal attribute should have a static shape.")
    return ty


def _hex_bits(parser: AttrParser, value: Any, element: AnyFloat) -> int | None:
    """The bit pattern a hexadecimal literal element spells (None for any other literal), checked against the width."""
    if type(value.value) is not int or "0x" not in value.span.text[:3].lower():
        return None
    if value.is_negative:
        parser.raise_error("hexadecimal float literal should not have a leading minus", at_position=value.span)
    width = element.bitwidth
    if value.value >> width:
        parser.raise_error(
            f"hexadecimal float constant out of range for {element}: {value.span.text} has more than {width} bits",
            at_position=value.span,
        )
    return value.value


def _float_literal_bytes(parser: AttrParser, values: list[Any], element: AnyFloat) -> bytes:
    """The little-endian bytes of float literal elements: decimal values rounded to the type, hex ones as bits."""
    floats: list[float] = []
    bits: dict[int, int] = {}
    for i, value in enumerate(values):
        if (pattern := _hex_bits(parser, value, element)) is not None:
            bits[i] = pattern
            floats.append(0.0)
        else:
            floats.append(value.to_float(parser))
    name = FLOAT_DTYPES.get(type(element))
    if name is None:
        size = element.compile_time_size
        return b"".join(
            bits[i].to_bytes(size, "little") if i in bits else element.pack((v,)) for i, v in enumerate(floats)
        )
    if not bits and (data := _finite_float_bytes(floats, element)) is not None:
        return data
    import numpy as np

    dtype = np.dtype(name)
    with np.errstate(over="ignore"):
        array = np.asarray(floats, dtype=dtype)
    overflow = np.isinf(array) & np.isfinite(np.asarray(floats, dtype=np.float64))
    if overflow.any():
        index = int(np.argmax(overflow))
        largest = float(np.finfo(dtype).max)
        parser.raise_error(
            f"the value {floats[index]:g} of the dense literal is out of range for {element}: "
            f"finite {element} values lie in [{-largest:g}, {largest:g}]",
            at_position=values[index].span,
        )
    if bits:
        raw = array.view(f"<u{dtype.itemsize}")
        raw[list(bits)] = list(bits.values())
    return array.tobytes()


# Exact float text: every bit pattern prints as a literal that reads back to it.


def float_text(value: np.floating[Any]) -> str:
    """
    A literal that MLIR and anec both read back to exactly `value`'s bits:
    the form xDSL and MLIR print where it is exact (`2.000430e-02`, six
    significant digits and a 0; else 9 significant digits for fp32, 17 for
    fp64, the double's repr for fp16),
    else the shortest exact decimal, else (inf, NaN with its payload, a value
    no decimal reaches both ways) the bit pattern in hexadecimal,
    `0xFF800000`, as MLIR prints it.
    """
    import numpy as np

    if not np.isfinite(value):
        return hex_text(value)
    number = float(value)
    full = {4: f"{number:.9g}", 8: f"{number:.17g}"}.get(value.dtype.itemsize, repr(number))
    short = f"{number:.5e}".replace("e", "0e")  # xDSL's and MLIR's six digits, padded: 2.000430e-02
    for text in (short, full, np.format_float_scientific(value, unique=True, trim="0")):
        if "." in text and _reads_back(text, value):  # MLIR reads a literal without "." as an integer
            return text
    return hex_text(value)


def hex_text(value: np.floating[Any]) -> str:
    """The bit pattern of `value` as MLIR writes a float: `0x` and every hex digit of its width, upper case."""
    width = value.dtype.itemsize
    return f"0x{int(value.view(f'<u{width}')):0{2 * width}X}"


def _reads_back(text: str, value: np.floating[Any]) -> bool:
    """
    Whether decimal `text` gives `value`'s bits both ways a parser reads it:
    through a double then rounded to the type (xDSL, and MLIR's lexer), and
    rounded from the decimal straight to the type (a correctly rounding reader).
    """
    from fractions import Fraction

    import numpy as np

    dtype = value.dtype
    raw = f"<u{dtype.itemsize}"
    if np.asarray(float(text), dtype=dtype).view(raw) != value.view(raw):
        return False
    if value == 0:
        return True  # the double path above already checked the sign
    with np.errstate(over="ignore"):
        up, down = np.nextafter(value, dtype.type(np.inf)), np.nextafter(value, dtype.type(-np.inf))
    if dtype.itemsize < 8 and np.isfinite(up) and np.isfinite(down):
        # Well inside the rounding interval, measured in doubles: within a
        # quarter of the gap to the nearer neighbour (the interval reaches
        # half of it), a margin that dwarfs the error of reading `text` as a
        # double (2**-53 relative, against 2**-26 and more for fp32), so the
        # exact decimal is inside too, as the fractions below would find.
        near, number = float(value), float(text)
        if abs(number - near) < min(float(up) - near, near - float(down)) / 4:
            return True
    exact = Fraction(text)
    here = Fraction(float(value))
    # Beyond the largest finite value the next step is as wide as the last one.
    above = Fraction(float(up)) if np.isfinite(up) else 2 * here - Fraction(float(down))
    below = Fraction(float(down)) if np.isfinite(down) else 2 * here - above
    low, high = (below + here) / 2, (here + above) / 2
    if low < exact < high:
        return True
    even = int(value.view(raw)) % 2 == 0
    return even and exact in (low, high)


def print_dense(attr: DenseIntOrFPElementsAttr, printer: Printer) -> None:
    """
    `dense<...>` without its type, as xDSL prints it (empty, one value for a
    splat, a hex string beyond 100 elements, else a nested list), deciding
    splat and hex on the bytes with numpy instead of one Python object per
    element, and writing each float exactly (`float_text`): inf and NaN as
    their bit patterns, as MLIR prints them.
    """
    import numpy as np

    dtype = element_dtype(attr.get_element_type())
    if dtype is None:
        attr.print_without_type(printer)
        return
    data = np.frombuffer(attr.data.data, dtype)
    printer.print_string("dense")
    with printer.in_angle_brackets():
        if data.size == 0:
            return
        splat = _is_splat_bits(data)
        if data.size > 100 and not splat:
            printer.print_string(f'"0x{attr.data.data.hex().upper()}"')
            return
        if dtype.kind == "f":
            items: list[Any] = [float_text(x) for x in (data[:1] if splat else data)]
        else:
            items = data[:1].tolist() if splat else data.tolist()
        if splat:
            _print_item(items[0], attr, printer)
            return
        shape = attr.get_shape() if attr.shape_is_complete else (data.size,)
        _print_nested(items, tuple(shape), attr, printer)


def _is_splat_bits(data: np.ndarray) -> bool:
    """Every element the same bits (one element is a splat); -0.0 and 0.0 differ, a NaN equals its own bits."""
    flat = data.reshape(-1)
    if flat.size == 1:
        return True
    raw = flat.view(f"<u{flat.dtype.itemsize}") if flat.dtype.kind == "f" else flat
    return bool((raw == raw[0]).all())


def _print_item(item: Any, attr: DenseIntOrFPElementsAttr, printer: Printer) -> None:
    if isinstance(item, str):
        printer.print_string(item)
    else:
        printer.print_int(item, attr.get_element_type())  # type: ignore[arg-type]  # an int item comes from an integer element type


def _print_nested(items: list[Any], shape: tuple[int, ...], attr: DenseIntOrFPElementsAttr, printer: Printer) -> None:
    printer.print_string("[")
    if len(shape) > 1:
        step = len(items) // shape[0]
        printer.print_list(
            [items[i : i + step] for i in range(0, len(items), step)],
            lambda sub: _print_nested(sub, shape[1:], attr, printer),
        )
    else:
        printer.print_list(items, lambda item: _print_item(item, attr, printer))
    printer.print_string("]")
