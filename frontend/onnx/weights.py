"""
The weights a graph declares, found before any node is converted (the
importer keeps them on `GraphImporter`, the converters read them there):
constant 8-bit weights behind a DequantizeLinear (`int8_weight_sources`,
which `quantized` keeps as int8), and compressed weights declared on an
initializer by a front end or by a blocked DequantizeLinear
(`declared_weight_formats`, which Conv and MatMul carry as their
`#anec.weight_format`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np
import onnx
from onnx import numpy_helper
from xdsl.utils.exceptions import VerifyException

from anec.dialect.attributes import WeightFormat, WeightFormatAttr
from anec.frontend.onnx.model import OnnxImportError, is_external


@dataclass(frozen=True)
class Int8Weight:
    """A constant 8-bit weight behind a DequantizeLinear with zero point 0."""

    values: np.ndarray
    scale: np.ndarray
    axis: int | None
    """The scale's axis of `values`; None for one scale."""


def int8_weight_sources(graph: onnx.GraphProto) -> dict[str, Int8Weight]:
    """Each DequantizeLinear output of `graph` that dequantizes a constant
    int8/uint8 initializer with zero point 0 and one scale per tensor or per axis."""
    initializers = {t.name: t for t in graph.initializer}
    found: dict[str, Int8Weight] = {}
    for proto in graph.node:
        if proto.op_type != "DequantizeLinear" or proto.domain not in ("", "ai.onnx") or len(proto.input) < 2:
            continue
        names = list(proto.input) + [""] * (3 - len(proto.input))
        if any(name and (name not in initializers or is_external(initializers[name])) for name in names):
            continue  # not constant, or its data is not loaded (a shape-only import)
        attrs = {a.name: onnx.helper.get_attribute_value(a) for a in proto.attribute}
        if attrs.get("block_size", 0):
            continue
        values = numpy_helper.to_array(initializers[names[0]])
        scale = numpy_helper.to_array(initializers[names[1]]).astype(np.float64)
        if values.dtype not in (np.int8, np.uint8) or scale.ndim > 1 or values.ndim < 1:
            continue
        if names[2] and np.any(numpy_helper.to_array(initializers[names[2]])):
            continue
        axis = None if scale.size == 1 else int(attrs.get("axis", 1)) % values.ndim
        found[proto.output[0]] = Int8Weight(values, scale.reshape(-1), axis)
    return found


# Compressed weights declared by a front end on an initializer (the Core ML
# translation of `constexpr_lut_to_dense` and `constexpr_sparse_to_dense`).

WEIGHT_FORMAT_DOC = re.compile(r"#anec\.weight_format<(palettized, bits = \d+(?:, palettes = \d+)?|sparse, zero_fraction = [0-9.e+-]+)>")
"""An initializer whose `doc_string` is a palettized or sparse `#anec.weight_format` holds the
decompressed values of weights stored that way; Conv and MatMul over it carry the format, so the
cost model charges the stored bytes (docs/import.md, "Core ML")."""


def weight_format_doc(fmt: WeightFormatAttr) -> str:
    """The `doc_string` that declares `fmt` on an initializer."""
    if fmt.format == WeightFormat.PALETTIZED:
        palettes = f", palettes = {fmt.palettes.data}" if fmt.palettes.data != 1 else ""
        return f"#anec.weight_format<palettized, bits = {fmt.bits.data}{palettes}>"
    return f"#anec.weight_format<sparse, zero_fraction = {fmt.zero_fraction.data!r}>"


BLOCKED_TYPES = {
    onnx.TensorProto.INT4: 4,
    onnx.TensorProto.UINT4: 4,
    onnx.TensorProto.INT8: 8,
    onnx.TensorProto.UINT8: 8,
}
"""The integer types of a blocked DequantizeLinear's constant input whose storage anec charges, by bit width."""


def blocked_weight_formats(graph: onnx.GraphProto) -> dict[str, WeightFormatAttr]:
    """
    Each DequantizeLinear output of `graph` that dequantizes a constant
    int4/uint4/int8/uint8 initializer with `block_size` (one scale per block
    along `axis`): the importer folds it to the float values (exact), and
    a Conv or MatMul over it carries `#anec.weight_format<blocked, bits,
    block_size>`, so the cost model charges the stored bytes (SPEC section 7).
    """
    initializers = {t.name: t for t in graph.initializer}
    found: dict[str, WeightFormatAttr] = {}
    for proto in graph.node:
        if proto.op_type != "DequantizeLinear" or proto.domain not in ("", "ai.onnx") or not proto.input:
            continue
        attrs = {a.name: onnx.helper.get_attribute_value(a) for a in proto.attribute}
        block = int(attrs.get("block_size", 0))
        source = initializers.get(proto.input[0])
        if block < 1 or source is None or source.data_type not in BLOCKED_TYPES:
            continue
        found[proto.output[0]] = WeightFormatAttr(WeightFormat.BLOCKED, bits=BLOCKED_TYPES[source.data_type], block_size=block)
    return found


def declared_weight_formats(graph: onnx.GraphProto) -> dict[str, WeightFormatAttr]:
    """The compressed weights of `graph` by the name of their float value: the
    initializers that declare a format, and blocked DequantizeLinear outputs."""
    found: dict[str, WeightFormatAttr] = blocked_weight_formats(graph)
    for tensor in graph.initializer:
        match = WEIGHT_FORMAT_DOC.fullmatch(tensor.doc_string)
        if match is None:
            continue
        kind, _, rest = match.group(1).partition(", ")
        values = dict(field.split(" = ") for field in rest.split(", "))
        try:
            if kind == "palettized":
                fmt = WeightFormatAttr(WeightFormat.PALETTIZED, bits=int(values["bits"]), palettes=int(values.get("palettes", 1)))
            else:
                fmt = WeightFormatAttr(WeightFormat.SPARSE, zero_fraction=float(values["zero_fraction"]))
            fmt.verify()
        except (ValueError, VerifyException) as err:
            raise OnnxImportError(f"initializer '{tensor.name}' declares {tensor.doc_string}: {err}") from err
        found[tensor.name] = fmt
    return found
