"""
Gathers written as `linalg.generic`: a body that yields one `tensor.extract`
of a tensor defined outside it, at indices that are loop indices
(`linalg.index k`), constants, or elements of an integer input
(`arith.index_cast %in`). This is how torch-mlir lowers ONNX `Gather`: an
embedding lookup (`table[ids[i], j]`), and the `qkv[0]` picks of attention.

```mlir
%e = linalg.generic {indexing_maps = [(d0, d1) -> (d0), (d0, d1) -> (d0, d1)], ...}
    ins(%ids : tensor<32xi64>) outs(%init : tensor<32x128xf32>) {
^bb0(%id: i64, %out: f32):
  %i = arith.index_cast %id : i64 to index
  %j = linalg.index 1 : index
  %v = tensor.extract %table[%i, %j] : tensor<1000x128xf32>
  linalg.yield %v : f32
}
// becomes
%e = anec.gather %table, %ids {axis = 0 : i64} : tensor<1000x128xf32>, tensor<32xi64> -> tensor<32x128xf32>
```

Constant axes become a slice; constant indices (folded shape arithmetic,
`fold.py`) a slice too: one value everywhere, or an ascending progression
along one loop (a strided slice); other constant indices along one loop (up
to `MAX_PICKED`) are one slice each, concatenated. Run-time indices become `anec.gather`, after
looking through reshapes of the index tensor and torch-mlir's normalization of
negative indices (`select(x < 0, x + n, x)` with `n` the gathered extent).
anec has no integer arithmetic to keep that normalization, and `anec.gather`
leaves an index outside `0..n-1` undefined, as the ONNX importer does for ONNX
`Gather`'s negative run-time indices: ids in range (token ids, positions)
convert exactly, negative ones are outside what anec defines.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from xdsl.dialects import arith, tensor
from xdsl.dialects.builtin import IntegerAttr, IntegerType, TensorType
from xdsl.dialects.linalg.ops import GenericOp
from xdsl.ir import BlockArgument, Operation, SSAValue
from xdsl.ir.affine import AffineMap

from anec.dialect import movement
from anec.frontend.cleanup import op_label, producer
from anec.frontend.linalg.emitter import Access, Emitter, access_of, align, loop_extents, unalign
from anec.frontend.linalg.fold import constant_value
from anec.frontend.linalg.values import Unsupported, element_of, float_tensor, ins_outs, shape_of, static_shape, tensor_type


MAX_PICKED = 64
"""Most constant indices gathered as one slice each (beyond, an index table is data: reported)."""


def extract_of(op: GenericOp) -> tensor.ExtractOp | None:
    """The `tensor.extract` a generic's body yields, if that is all it yields."""
    block = op.body.blocks[0]
    yielded = block.last_op
    if yielded is None or len(yielded.operands) != 1:
        return None
    owner = producer(yielded.operands[0])
    return owner if isinstance(owner, tensor.ExtractOp) and owner.parent_block() is block else None


def index_spec(value: SSAValue, op: GenericOp, inputs: int) -> tuple[str, int]:
    """("loop", k), ("const", c) or ("input", j) for one index of the extract."""
    owner = producer(value)
    if owner is not None and op_label(owner) == "linalg.index":
        dim = owner.properties.get("dim")
        assert isinstance(dim, IntegerAttr)
        return "loop", dim.value.data
    if isinstance(owner, arith.ConstantOp) and isinstance(owner.value, IntegerAttr):
        return "const", owner.value.value.data
    if isinstance(owner, arith.IndexCastOp) and isinstance(owner.input, BlockArgument):
        arg = owner.input
        if arg.block is op.body.blocks[0] and arg.index < inputs:
            return "input", arg.index
    what = op_label(owner) if owner is not None else "a block argument"
    raise Unsupported(f"gathers at an index computed by {what}; expected linalg.index, a constant or an index_cast input")


# The index tensor: through reshapes and torch-mlir's negative-index normalization.


def single_body(op: Operation) -> Operation | None:
    """The one op of an elementwise generic's body (identity maps), or None."""
    if not isinstance(op, GenericOp) or len(op.outputs) != 1:
        return None
    if any(m.data != AffineMap.identity(m.data.num_dims) for m in op.indexing_maps):
        return None
    ops = list(op.body.blocks[0].ops)
    if len(ops) != 2 or ops[1].operands[:1] != ops[0].results[:1]:
        return None
    return ops[0]


def operand_source(op: GenericOp, value: SSAValue) -> SSAValue | int | None:
    """The generic's input a body value reads, or the integer constant it is."""
    if isinstance(value, BlockArgument) and value.block is op.body.blocks[0]:
        return op.inputs[value.index] if value.index < len(op.inputs) else None
    known = constant_value(producer(value)) if producer(value) is not None else None  # pyright: ignore[reportArgumentType]
    return int(known) if known is not None and np.asarray(known).size == 1 else None


def unwrapped(value: SSAValue, extent: int) -> SSAValue:
    """`x` when `value` is `select(x < 0, x + extent, x)` elementwise (torch-mlir's Gather), else `value`."""
    select_op = producer(value)
    if not isinstance(select_op, GenericOp) or not isinstance(body := single_body(select_op), arith.SelectOp):
        return value
    cond, plus, x = (operand_source(select_op, v) for v in body.operands)
    if not isinstance(cond, SSAValue) or not isinstance(plus, SSAValue) or not isinstance(x, SSAValue):
        return value
    cmp_op, add_op = producer(cond), producer(plus)
    if not isinstance(cmp_op, GenericOp) or not isinstance(cmp_body := single_body(cmp_op), arith.CmpiOp):
        return value
    if not isinstance(add_op, GenericOp) or not isinstance(add_body := single_body(add_op), arith.AddiOp):
        return value
    negative = cmp_body.predicate.value.data == 2 and [operand_source(cmp_op, v) for v in cmp_body.operands] == [x, 0]
    addends = [operand_source(add_op, v) for v in add_body.operands]
    shifted = addends in ([x, extent], [extent, x])
    return x if negative and shifted else value


def index_root(value: SSAValue, extent: int) -> SSAValue:
    """The integer tensor the gather's indices come from: through reshapes and the negative-index wrap."""
    while True:
        value = unwrapped(value, extent)
        owner = producer(value)
        if owner is not None and op_label(owner) in ("tensor.collapse_shape", "tensor.expand_shape"):
            value = owner.operands[0]
            continue
        return value


def progression(values: np.ndarray) -> tuple[int, int] | None:
    """(start, step) of an ascending arithmetic progression (a single value has step 1)."""
    flat = values.reshape(-1)
    if flat.size == 1:
        return int(flat[0]), 1
    step = int(flat[1] - flat[0])
    if step <= 0 or np.any(np.diff(flat) != step):
        return None
    return int(flat[0]), step


def convert_gather_generic(op: GenericOp, extract: tensor.ExtractOp, emitter: Emitter) -> Sequence[SSAValue | None]:
    """The generic as slices of the source, or an `anec.gather` of it (module docstring)."""
    inputs, inits = ins_outs(op)
    operands = (*inputs, *inits)
    iterators = [it.data.value for it in op.iterator_types]
    if any(it != "parallel" for it in iterators):
        raise Unsupported(f"has iterator types {', '.join(iterators)}; a gather is parallel")
    if len(op.results) != 1:
        raise Unsupported("gathers into several results; expected one")
    source = extract.tensor
    src_dims = shape_of(source)
    result = op.results[0]
    float_tensor(result)
    maps = [m.data for m in op.indexing_maps]
    accesses = [access_of(m, static_shape(v)) for m, v in zip(maps, operands)]
    extents = loop_extents(len(iterators), operands, accesses)
    specs = [index_spec(v, op, len(inputs)) for v in extract.indices]
    gathered = [axis for axis, (kind, _) in enumerate(specs) if kind == "input"]
    if len(gathered) > 1:
        raise Unsupported("gathers along several axes at once; anec.gather takes one")
    # Constant indices along the gathered axis are a slice: one value, or a progression along one loop.
    runtime: tuple[int, SSAValue, Access] | None = None
    ranges: dict[int, tuple[int, int, int, int]] = {}
    lists: dict[int, tuple[list[int], int]] = {}
    if gathered:
        axis = gathered[0]
        j = specs[axis][1]
        index_access = accesses[j]
        root = index_root(inputs[j], src_dims[axis])
        known = constant_value(producer(root)) if producer(root) is not None else None  # pyright: ignore[reportArgumentType]
        if known is None:
            if not isinstance(root.type, TensorType) or not isinstance(root.type.element_type, IntegerType):
                raise Unsupported(f"gathers with indices of type {root.type}; expected an integer tensor")
            static_shape(root)
            runtime = (axis, root, index_access)
        else:
            values = np.asarray(known).reshape(static_shape(inputs[j]))
            values = np.where(values < 0, values + src_dims[axis], values)
            if np.any((values < 0) | (values >= src_dims[axis])):
                raise Unsupported(f"gathers at indices {values.reshape(-1).tolist()[:8]} outside 0..{src_dims[axis] - 1}")
            followed = [k for k, n in zip(index_access, values.shape) if n != 1]
            run = progression(values)
            if np.all(values == values.reshape(-1)[0]):
                specs[axis] = ("const", int(values.reshape(-1)[0]))
            elif run is not None and len(followed) == 1 and followed[0] is not None:
                specs[axis] = ("range", axis)
                ranges[axis] = (*run, values.size, followed[0])
            elif len(followed) == 1 and followed[0] is not None and values.size <= MAX_PICKED:
                specs[axis] = ("list", axis)
                lists[axis] = ([int(v) for v in values.reshape(-1)], followed[0])
            else:
                raise Unsupported(
                    f"gathers at constant indices along several loops, or more than {MAX_PICKED} that are not "
                    "one value or an ascending progression"
                )
    # Slices for the constant and progression axes, then the run-time gather.
    offsets, sizes, strides = [0] * len(src_dims), list(src_dims), [1] * len(src_dims)
    access: list[int | None] = []
    for axis, (kind, value) in enumerate(specs):
        if kind == "const":
            if not 0 <= value < src_dims[axis]:
                raise Unsupported(f"gathers at index {value} outside 0..{src_dims[axis] - 1} of axis {axis}")
            offsets[axis], sizes[axis] = value, 1
            access.append(None)
        elif kind == "range":
            start, step, count, loop = ranges[value]
            offsets[axis], sizes[axis], strides[axis] = start, count, step
            access.append(loop)
        elif kind == "list":
            access.append(lists[value][1])
        else:
            access.append(value if kind == "loop" else None)
    value = source
    if (offsets, sizes, strides) != ([0] * len(src_dims), list(src_dims), [1] * len(src_dims)):
        window = tensor_type(element_of(source), sizes)
        unit = all(s == 1 for s in strides)
        value = emitter.add(movement.SliceOp(source, window, offsets=offsets, strides=None if unit else strides))
    for axis, (picked_indices, _) in lists.items():
        # Any other constant indices: one slice per index, concatenated (as the ONNX importer does).
        dims = shape_of(value)
        window = tensor_type(element_of(value), [1 if a == axis else n for a, n in enumerate(dims)])
        pieces = [
            emitter.add(movement.SliceOp(value, window, offsets=[i if a == axis else 0 for a in range(len(dims))]))
            for i in picked_indices
        ]
        value = emitter.add(movement.ConcatOp(pieces, axis=axis))
    final_access: list[int | None] = access
    if runtime is not None:
        axis, root, index_access = runtime
        picked = emitter.add(movement.GatherOp(value, root, axis=axis))
        index_shape = static_shape(inputs[specs[axis][1]])
        dims = shape_of(value)
        value = emitter.reshape(picked, [*dims[:axis], *index_shape, *dims[axis + 1 :]])
        final_access = [*access[:axis], *index_access, *access[axis + 1 :]]
    loops = [k for k in final_access if k is not None]
    if len(set(loops)) != len(loops):
        raise Unsupported("gathers with a loop indexing two axes (a diagonal)")
    laid = emitter.broadcast_to(align(emitter, value, tuple(final_access), extents), extents)
    return [unalign(emitter, laid, accesses[len(inputs)], shape_of(result))]
