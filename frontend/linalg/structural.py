"""Data movement, fills, shape ops and constants: everything the named ops did not absorb."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import arith, tensor
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, DenseResourceAttr
from xdsl.ir import Operation, SSAValue

from anec.dialect import movement
from anec.frontend.linalg.emitter import Converter, Emitter, align
from anec.frontend.linalg.structured import convert_generic
from anec.frontend.linalg.values import (
    Unsupported,
    element_of,
    float_tensor,
    int_values,
    same_elements,
    shape_of,
    splat_value,
    tensor_type,
)


# Data movement, fills and constants.


def convert_broadcast(op: Operation, emitter: Emitter) -> Sequence[SSAValue]:
    source, init = op.operands
    out = shape_of(op.results[0])
    same_elements([source, init])
    added = int_values(op, "dimensions", ())
    access = tuple(k for k in range(len(out)) if k not in added)
    return [emitter.broadcast_to(align(emitter, source, access, out), out)]


def convert_transpose(op: Operation, emitter: Emitter) -> Sequence[SSAValue]:
    source, init = op.operands
    same_elements([source, init])
    return [emitter.transpose(source, int_values(op, "permutation", ()))]


def convert_fill(op: Operation, emitter: Emitter) -> Sequence[SSAValue]:
    value = splat_value(op.operands[0])
    result = op.results[0]
    if value is None:
        raise Unsupported("fills with a value that is not a constant")
    return [emitter.splat(value, element_of(result), shape_of(result))]


def convert_reshape(op: Operation, emitter: Emitter) -> Sequence[SSAValue]:
    """collapse_shape, expand_shape and reshape of static tensors: the result type says it all."""
    result = op.results[0]
    element_of(op.operands[0])
    return [emitter.reshape(op.operands[0], shape_of(result))]


def convert_pad(op: Operation, emitter: Emitter) -> Sequence[SSAValue]:
    assert isinstance(op, tensor.PadOp)
    if op.low or op.high:
        raise Unsupported("pads by dynamic amounts; anec needs static padding")
    yielded = op.region.blocks[0].last_op
    value = splat_value(yielded.operands[0]) if yielded is not None else None
    if value is None:
        raise Unsupported("pads with a value that is not a constant")
    element_of(op.source)
    float_tensor(op.result)
    pads = [int(v) for v in op.static_low.get_values()] + [int(v) for v in op.static_high.get_values()]
    return [emitter.add(movement.PadOp(op.source, pads=pads, value=value))]


def convert_extract_slice(op: Operation, emitter: Emitter) -> Sequence[SSAValue]:
    assert isinstance(op, tensor.ExtractSliceOp)
    if op.offsets or op.sizes or op.strides:
        raise Unsupported("slices at dynamic offsets or sizes; anec needs static slices")
    elem = element_of(op.source)
    sizes = [int(v) for v in op.static_sizes.get_values()]
    strides = [int(v) for v in op.static_strides.get_values()]
    offsets = [int(v) for v in op.static_offsets.get_values()]
    window = tensor_type(elem, sizes)
    unit = all(s == 1 for s in strides)
    sliced = emitter.add(movement.SliceOp(op.source, window, offsets=offsets, strides=None if unit else strides))
    return [emitter.reshape(sliced, shape_of(op.result))]


def convert_concat(op: Operation, emitter: Emitter) -> Sequence[SSAValue]:
    assert isinstance(op, tensor.ConcatOp)
    same_elements([*op.inputs, op.result])
    return [emitter.add(movement.ConcatOp(op.inputs, axis=op.dim.value.data))]


def convert_constant(op: Operation, emitter: Emitter) -> Sequence[SSAValue]:
    assert isinstance(op, arith.ConstantOp)
    attr = op.value
    if not isinstance(attr, DenseIntOrFPElementsAttr | DenseResourceAttr):
        raise Unsupported(f"holds {attr}; anec constants are dense tensors")
    element_of(op.result)
    return [emitter.constant(attr)]


def convert_empty(op: Operation, emitter: Emitter) -> Sequence[SSAValue]:
    raise Unsupported("is an uninitialized tensor read as a value; anec has no undefined tensors")


STRUCTURAL_OPS: dict[str, Converter] = {
    "linalg.generic": convert_generic,
    "linalg.broadcast": convert_broadcast,
    "linalg.transpose": convert_transpose,
    "linalg.fill": convert_fill,
    "tensor.collapse_shape": convert_reshape,
    "tensor.expand_shape": convert_reshape,
    "tensor.reshape": convert_reshape,
    "tensor.pad": convert_pad,
    "tensor.extract_slice": convert_extract_slice,
    "tensor.concat": convert_concat,
    "tensor.empty": convert_empty,
    "arith.constant": convert_constant,
}
"""Phase 2: everything the named ops did not absorb."""

