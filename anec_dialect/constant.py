"""
Constant tensors: weights, biases, lookup tables. A value is either inline
dense elements or a `dense_resource` handle naming a blob in the file's
`{-# dialect_resources: { builtin: { ... } } #-}` section, the form an
importer uses for large weights; xDSL 0.74 parses and prints that section,
so such files round-trip.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from xdsl.dialects.builtin import BytesAttr, DenseIntOrFPElementsAttr, DenseResourceAttr, IntegerType, TensorType
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


def dense_elements(data: np.ndarray, ty: TensorType[Attribute]) -> DenseIntOrFPElementsAttr:
    """
    Inline elements of type `ty` from `data`, which holds them in the numpy
    type of `ty`'s element type: row-major and little-endian, as MLIR stores
    them (one element is a splat of `ty`).
    """
    import numpy as np

    return DenseIntOrFPElementsAttr(ty, BytesAttr(np.ascontiguousarray(data, dtype=data.dtype.newbyteorder("<")).tobytes()))
