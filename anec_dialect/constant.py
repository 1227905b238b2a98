"""
Constant tensors: weights, biases, lookup tables. A value is either inline
dense elements or a `dense_resource` handle naming a blob in the file's
`{-# dialect_resources: { builtin: { ... } } #-}` section, the form an
importer uses for large weights; xDSL 0.74 parses and prints that section,
so such files round-trip.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from xdsl.dialect_interfaces.op_asm import OpAsmDialectInterface
from xdsl.dialects.builtin import Builtin, BytesAttr, DenseIntOrFPElementsAttr, DenseResourceAttr, IntegerType, TensorType
from xdsl.interfaces import HasFolderInterface
from xdsl.ir import Attribute
from xdsl.irdl import IRDLOperation, prop_def, result_def, traits_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import ConstantLike, Pure

from anec.dialect.definition import op_definition
from anec.dialect.checks import FLOAT_TYPES, op_error, tensor_type
from anec.dialect.dense import PlaceholderAttr
from anec.dialect.discardable import DiscardableAttributes

if TYPE_CHECKING:
    import numpy as np


@op_definition
class ConstantOp(IRDLOperation, HasFolderInterface):
    """
    A constant tensor: the result is `value`, whose type is the result type.
    The element type is f16 or f32 (activations, float weights) or an 8-bit
    integer (i8, si8, ui8: quantized weights). A `dense_resource` blob holds
    the elements in row-major order, little-endian, after MLIR's 4-byte
    alignment prefix. A `#anec.placeholder` stands for elements that are not
    known (a shape-only import): only the type is there.

    ```mlir
    %w = anec.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf16>
    %q = anec.constant dense_resource<conv1_weights> : tensor<64x3x7x7xi8>
    %p = anec.constant #anec.placeholder<tensor<1000x2048xf16>>
    ```
    """

    name = "anec.constant"

    output = result_def(TensorType)

    value = prop_def(DenseIntOrFPElementsAttr | DenseResourceAttr | PlaceholderAttr)

    traits = traits_def(DiscardableAttributes(), Pure(), ConstantLike())

    def __init__(self, value: DenseIntOrFPElementsAttr | DenseResourceAttr | PlaceholderAttr) -> None:
        super().__init__(result_types=[value.get_type()], properties={"value": value})

    def fold(self) -> tuple[Attribute]:
        return (self.value,)

    def verify_(self) -> None:
        ty = tensor_type(self, self.value.get_type(), "value")
        elem = ty.element_type
        if not (isinstance(elem, FLOAT_TYPES) or (isinstance(elem, IntegerType) and elem.width.data == 8)):
            raise op_error(self, f"value has element type {elem}; expected f16, f32 or an 8-bit integer")
        if self.output.type != ty:
            raise op_error(self, f"result type {self.output.type} differs from the value's type; expected {ty}")
        if isinstance(self.value, DenseResourceAttr):
            problem = resource_problem(self.value.resource_handle.data, ty)
            if problem is not None:
                raise op_error(self, problem)

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        printer.print_string(" ")
        printer.print_attribute(self.value)

    @classmethod
    def parse(cls, parser: Parser) -> ConstantOp:
        attributes = parser.parse_optional_attr_dict()
        pos = parser.pos
        value = parser.parse_attribute()
        if not isinstance(value, DenseIntOrFPElementsAttr | DenseResourceAttr | PlaceholderAttr):
            parser.raise_error("expected a dense<...>, dense_resource<...> or #anec.placeholder<...> tensor value", pos, parser.pos)
        op = cls(value)
        op.attributes |= attributes
        return op


CONSTANT_OPS = (ConstantOp,)

_CHECKED: dict[tuple[str, str], tuple[str, str | None]] = {}
"""`resource_problem`'s verdicts by (handle, type), with the blob they were
given for: a module is verified after every stage, and a blob of weights
may be hundreds of megabytes."""

_HEX = re.compile(r"[0-9A-Fa-f]*")


def resource_problem(handle: str, ty: TensorType[Attribute]) -> str | None:
    """Why the `dense_resource` blob `handle` cannot hold a value of type `ty`
    (missing, not hexadecimal, or another size than the type's elements after
    MLIR's 4-byte alignment prefix), or None: checked once, where a file is
    read, so every tool that reads it agrees (docs/robustness.md)."""
    interface = Builtin.get_interface(OpAsmDialectInterface)
    blob = interface.lookup(handle) if interface is not None else None
    if not blob:
        return f"dense_resource<{handle}> has no blob; expected one in the file's dialect_resources"
    key = (handle, str(ty))
    known = _CHECKED.get(key)
    if known is not None and known[0] is blob:
        return known[1]
    digits = blob[2:]
    elem = ty.element_type
    width = elem.width.data if isinstance(elem, IntegerType) else elem.bitwidth
    count = 1
    for extent in ty.get_shape():
        count *= extent
    expected = count * (width // 8)
    problem = None
    if len(digits) % 2 or not _HEX.fullmatch(digits):
        problem = f"dense_resource<{handle}> is not a hexadecimal blob (0x, then two digits a byte)"
    elif len(digits) // 2 - 4 != expected:
        held = max(len(digits) // 2 - 4, 0)
        problem = f"dense_resource<{handle}> holds {held} bytes after its 4-byte alignment prefix; expected {expected} for {count} {elem} elements"
    _CHECKED[key] = (blob, problem)
    return problem


def dense_elements(data: np.ndarray, ty: TensorType[Attribute]) -> DenseIntOrFPElementsAttr:
    """
    Inline elements of type `ty` from `data`, which holds them in the numpy
    type of `ty`'s element type: row-major and little-endian, as MLIR stores
    them (one element is a splat of `ty`).
    """
    import numpy as np

    return DenseIntOrFPElementsAttr(ty, BytesAttr(np.ascontiguousarray(data, dtype=data.dtype.newbyteorder("<")).tobytes()))
