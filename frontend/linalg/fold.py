"""
Shape arithmetic folded before conversion: the integer, index and boolean
computations on constants that front ends leave in linalg IR, and the
dynamic shapes they decide.

torch-mlir lowers ONNX's shape operators (`Shape`, `Expand`, `Gather` on a
shape, negative-index normalization of `Gather`) to `linalg.generic`s on
`tensor<Nxi64>`/`tensor<Nxi1>` constants, `tensor.extract`, `arith.cmpi`,
`arith.select`, `arith.index_cast`, `cf.assert`, and `tensor.empty(%n)` of a
dynamic shape whose extent is such a computed value. anec holds f16/f32
tensors only, so these cannot become anec ops; where every input is known
they are evaluated (numpy, exactly as the scalar ops define), and:

- an integer, index or boolean result becomes an `arith.constant` (the
  conversion reads it as a constant: a gather index, a splat);
- a `cf.assert` whose condition is known true disappears; one known false is
  an error at its location (the model fails at run time whatever the input);
- a `tensor.empty` whose dynamic extents are known becomes static, and the
  types downstream follow: the results of destination-style ops take their
  init's type, `tensor.concat` its inputs' sum, `tensor.dim` of a static
  extent becomes a constant, a `tensor.cast` to the type it already has
  disappears.

Float computations are left to the conversion (they become anec ops, which
`anec-fold` folds where their inputs are constant). A computation on a run-time
value stays, and the conversion reports it if nothing consumes it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import numpy as np
from xdsl.dialects import arith, func, tensor
from xdsl.dialects.builtin import (
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    TensorType,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue

from anec.dialect.xdsl_private import set_result_type
from anec.frontend.cleanup import op_label
from anec.frontend.linalg.emitter import access_of, loop_extents
from anec.frontend.linalg.values import Unsupported, ins_outs, located_error

MAX_FOLDED_ELEMENTS = 1 << 16
"""Largest integer tensor the folder evaluates (shape arithmetic is a few elements; a
computation this large is data, left for the conversion to report)."""


def is_integer(ty: Attribute) -> bool:
    """i1, any integer width, or index: the element types of shape arithmetic."""
    elem = ty.element_type if isinstance(ty, TensorType) else ty
    return isinstance(elem, IntegerType | IndexType)


def width_of(ty: Attribute) -> int:
    elem = ty.element_type if isinstance(ty, TensorType) else ty
    return elem.width.data if isinstance(elem, IntegerType) else 64


def normalize(value: np.ndarray, ty: Attribute) -> np.ndarray:
    """`value` wrapped to the signless width of `ty`, read as signed (i1 as bool)."""
    width = width_of(ty)
    if width == 1:
        return np.asarray(value).astype(bool)
    array = np.asarray(value).astype(np.int64)
    if width < 64:
        shift = 64 - width
        array = (array << shift) >> shift
    return array


def constant_value(op: Operation) -> np.ndarray | None:
    """The integer value an `arith.constant` holds, as an array of its type's shape."""
    if not isinstance(op, arith.ConstantOp) or not is_integer(op.result.type):
        return None
    attr = op.value
    ty = op.result.type
    if isinstance(attr, IntegerAttr):
        return normalize(np.asarray(attr.value.data), ty)
    if isinstance(attr, DenseIntOrFPElementsAttr) and isinstance(ty, TensorType):
        shape = tuple(ty.get_shape())
        if math.prod(shape) > MAX_FOLDED_ELEMENTS:
            return None
        values = np.asarray(list(attr.get_values()), dtype=np.int64)
        return normalize(np.broadcast_to(values, shape) if values.size == 1 else values.reshape(shape), ty)
    return None


def trunc_div(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    quotient = np.abs(a) // np.abs(b)
    return np.where((a < 0) != (b < 0), -quotient, quotient)


CMPI: dict[int, Callable[[np.ndarray, np.ndarray], np.ndarray]] = {
    0: np.equal,
    1: np.not_equal,
    2: np.less,
    3: np.less_equal,
    4: np.greater,
    5: np.greater_equal,
}
"""arith.cmpi's signed and equality predicates (eq, ne, slt, sle, sgt, sge)."""

BINARY: dict[str, Callable[[np.ndarray, np.ndarray], np.ndarray]] = {
    "arith.addi": np.add,
    "arith.subi": np.subtract,
    "arith.muli": np.multiply,
    "arith.divsi": trunc_div,
    "arith.floordivsi": np.floor_divide,
    "arith.ceildivsi": lambda a, b: -np.floor_divide(-a, b),
    "arith.remsi": np.fmod,
    "arith.maxsi": np.maximum,
    "arith.minsi": np.minimum,
    "arith.andi": np.bitwise_and,
    "arith.ori": np.bitwise_or,
    "arith.xori": np.bitwise_xor,
}
CASTS = frozenset({"arith.index_cast", "arith.extsi", "arith.trunci"})


def scalar_op(op: Operation, args: Sequence[np.ndarray]) -> np.ndarray | None:
    """An integer arith op evaluated elementwise on known (broadcastable) arrays; None if not one."""
    name = op_label(op)
    ty = op.results[0].type if op.results else None
    if ty is None or not is_integer(ty):
        return None
    if name in BINARY and len(args) == 2:
        a, b = (np.asarray(x).astype(np.int64) for x in args)
        if name in ("arith.divsi", "arith.floordivsi", "arith.ceildivsi", "arith.remsi") and np.any(b == 0):
            return None  # division by zero is undefined: left for run time
        return normalize(BINARY[name](a, b), ty)
    if name in CASTS and len(args) == 1:
        return normalize(args[0], ty)
    if isinstance(op, arith.CmpiOp):
        compare = CMPI.get(op.predicate.value.data)
        return None if compare is None else np.asarray(compare(args[0].astype(np.int64), args[1].astype(np.int64)))
    if isinstance(op, arith.SelectOp):
        return normalize(np.where(args[0], args[1], args[2]), ty)
    return None


# Structured ops on known values.


def evaluate_generic(op: Operation, known: dict[SSAValue, np.ndarray]) -> list[np.ndarray] | None:
    """The results of a parallel `linalg.generic` whose inputs are all known, or None."""
    inputs, inits = ins_outs(op)
    operands = (*inputs, *inits)
    iterators = [it.data.value for it in op.properties["iterator_types"].data]  # pyright: ignore[reportAttributeAccessIssue]  # a linalg property, known by its name
    maps = [m.data for m in op.properties["indexing_maps"].data]  # pyright: ignore[reportAttributeAccessIssue]  # a linalg property, known by its name
    if any(it != "parallel" for it in iterators) or len(maps) != len(operands):
        return None
    try:
        accesses = [access_of(m, shape_or_scalar(v)) for m, v in zip(maps, operands)]
        extents = loop_extents(len(iterators), operands, accesses)
    except Unsupported:
        return None
    if math.prod(extents) > MAX_FOLDED_ELEMENTS:
        return None
    block = op.regions[0].blocks[0]
    env: dict[SSAValue, np.ndarray] = {}
    for arg, value, access in zip(block.args, operands, accesses):
        if value in known:
            env[arg] = over_loops(known[value], access, extents)
    for inner in block.ops:
        if op_label(inner) == "linalg.yield":
            break
        if op_label(inner) == "linalg.index":
            k = inner.properties["dim"].value.data  # pyright: ignore[reportAttributeAccessIssue]  # a linalg property, known by its name
            env[inner.results[0]] = np.arange(extents[k]).reshape([-1 if j == k else 1 for j in range(len(extents))])
            continue
        if op_label(inner) == "cf.assert":  # a bounds check on known values: it holds at every point, or the model always fails
            condition = env.get(inner.operands[0], known.get(inner.operands[0]))
            if condition is None:
                return None
            if not np.all(condition):
                raise located_error(inner, f"always fails: {assert_message(inner)}")
            continue
        if op_label(inner) == "tensor.extract":
            value = extract(inner, env, known)
            if value is None:
                return None
            env[inner.results[0]] = value
            continue
        value = constant_value(inner)
        if value is None:
            args = [env.get(v, known.get(v)) for v in inner.operands]
            if any(a is None for a in args):
                return None
            value = scalar_op(inner, args)  # pyright: ignore[reportArgumentType]
        if value is None:
            return None
        env[inner.results[0]] = value
    yielded = block.last_op
    assert yielded is not None
    results = []
    for j, (value, result) in enumerate(zip(yielded.operands, op.results)):
        found = env.get(value, known.get(value))
        if found is None or not is_integer(result.type) or not isinstance(result.type, TensorType):
            return None
        access = accesses[len(inputs) + j]
        full = np.broadcast_to(found, extents)
        loops = [k for k in access if k is not None]
        results.append(normalize(np.transpose(full, loops).reshape(result.type.get_shape()), result.type))
    return results


def assert_message(op: Operation) -> str:
    message = op.properties.get("msg", op.attributes.get("msg"))
    return getattr(message, "data", "")


def extract(op: Operation, env: dict[SSAValue, np.ndarray], known: dict[SSAValue, np.ndarray]) -> np.ndarray | None:
    """
    A body's `tensor.extract` of a known integer tensor at known indices (a
    gather on shape arithmetic: BERT's token type ids, `torch.gather` of a
    buffer at the position ids) evaluated at every point of the loops; None
    if anything is unknown or an index is out of range (left for run time).
    """
    source = known.get(op.operands[0])
    indices = [env.get(v, known.get(v)) for v in op.operands[1:]]
    if source is None or any(i is None for i in indices) or len(indices) != np.ndim(source):
        return None
    if not indices:
        return np.asarray(source)
    points = np.broadcast_arrays(*(np.asarray(i, np.int64) for i in indices))
    if any(np.any((p < 0) | (p >= n)) for p, n in zip(points, np.shape(source))):
        return None
    return np.asarray(source)[tuple(points)]


def shape_or_scalar(value: SSAValue) -> tuple[int, ...]:
    ty = value.type
    if not isinstance(ty, TensorType):
        return ()
    dims = tuple(ty.get_shape())
    if any(d < 0 for d in dims):
        raise Unsupported("dynamic")
    return dims


def over_loops(value: np.ndarray, access: Sequence[int | None], extents: Sequence[int]) -> np.ndarray:
    """An operand's array laid out over the loops (unit axes where it does not follow one)."""
    kept = [i for i, k in enumerate(access) if k is not None]
    array = np.asarray(value)[tuple(slice(None) if k is not None else 0 for k in access)] if access else np.asarray(value)
    loops = [access[i] for i in kept]
    array = np.transpose(array, sorted(range(len(loops)), key=lambda i: loops[i]))
    return array.reshape([extents[k] if k in loops else 1 for k in range(len(extents))])


def static_ints(op: Operation, name: str) -> list[int]:
    attr = op.properties.get(name)
    assert isinstance(attr, DenseArrayBase)
    return [int(v) for v in attr.get_values()]


def evaluate_tensor_op(op: Operation, args: Sequence[np.ndarray]) -> np.ndarray | None:
    """tensor shape ops on known integer tensors."""
    name = op_label(op)
    result = op.results[0] if op.results else None
    if result is None or not is_integer(result.type):
        return None
    ty = result.type
    static = isinstance(ty, TensorType) and all(d >= 0 for d in ty.get_shape())
    if name in ("tensor.collapse_shape", "tensor.expand_shape", "tensor.cast") and static and len(args) >= 1:
        return args[0].reshape(ty.get_shape())  # pyright: ignore[reportAttributeAccessIssue]
    if name == "tensor.reshape" and static:
        return args[0].reshape(ty.get_shape())  # pyright: ignore[reportAttributeAccessIssue]
    if name == "tensor.extract_slice" and static and len(args) == 1:
        offsets, sizes, strides = (static_ints(op, n) for n in ("static_offsets", "static_sizes", "static_strides"))
        if any(v < 0 for v in (*offsets, *sizes, *strides)):
            return None
        window = tuple(slice(o, o + s * st, st) for o, s, st in zip(offsets, sizes, strides))
        return args[0][window].reshape(ty.get_shape())  # pyright: ignore[reportAttributeAccessIssue]
    if name == "tensor.extract":
        return np.asarray(args[0][tuple(int(i) for i in args[1:])])
    if name == "tensor.from_elements" and static:
        return np.asarray([np.asarray(a).item() for a in args]).reshape(ty.get_shape())  # pyright: ignore[reportAttributeAccessIssue]  # a static tensor type (checked above)
    if name == "tensor.concat" and static:
        return np.concatenate(args, axis=op.properties["dim"].value.data)  # pyright: ignore[reportAttributeAccessIssue]  # a linalg property, known by its name
    if name == "linalg.fill" and static:
        return normalize(np.broadcast_to(args[0], ty.get_shape()), ty)  # pyright: ignore[reportAttributeAccessIssue]  # a static tensor type (checked above)
    return None


# Types decided by folded extents.


def refine_types(op: Operation) -> None:
    """Dynamic result types that static operands now decide."""
    name = op_label(op)
    if name.startswith("linalg.") and op.results:
        try:
            _, inits = ins_outs(op)
        except Unsupported:
            return
        for result, init in zip(op.results, inits):
            if result.type != init.type and is_dynamic(result.type) and not is_dynamic(init.type):
                set_result_type(result, init.type)
    elif name == "tensor.concat" and is_dynamic(op.results[0].type):
        types = [v.type for v in op.operands]
        if all(isinstance(t, TensorType) and not is_dynamic(t) for t in types):
            axis = op.properties["dim"].value.data  # pyright: ignore[reportAttributeAccessIssue]  # a linalg property, known by its name
            shape = list(types[0].get_shape())  # pyright: ignore[reportAttributeAccessIssue]  # tensor types (checked above)
            shape[axis] = sum(t.get_shape()[axis] for t in types)  # pyright: ignore[reportAttributeAccessIssue]  # tensor types (checked above)
            set_result_type(op.results[0], TensorType(types[0].element_type, shape))  # pyright: ignore[reportAttributeAccessIssue]  # tensor types (checked above)


def is_dynamic(ty: Attribute) -> bool:
    return isinstance(ty, TensorType) and any(d < 0 for d in ty.get_shape())


def constant_op(value: np.ndarray, ty: Attribute) -> Operation:
    """`arith.constant` of an integer, index or boolean scalar or tensor."""
    if isinstance(ty, TensorType):
        flat = [int(v) for v in np.asarray(value).reshape(-1)]
        return arith.ConstantOp(DenseIntOrFPElementsAttr.from_list(ty, flat))
    return arith.ConstantOp(IntegerAttr(int(np.asarray(value).item()), ty))  # pyright: ignore[reportArgumentType]


# The pass over one function body.


def fold_block(block: Block) -> None:
    known: dict[SSAValue, np.ndarray] = {}
    for op in list(block.ops):
        refine_types(op)
        name = op_label(op)
        value = constant_value(op)
        if value is not None:
            known[op.results[0]] = value
            continue
        if name == "cf.assert":
            cond = known.get(op.operands[0])
            if cond is not None:
                if not bool(cond):
                    raise located_error(op, f"always fails: {assert_message(op)}")
                op.detach()
                op.erase()
            continue
        if name == "tensor.empty" and op.operands and all(v in known for v in op.operands):
            ty = op.results[0].type
            assert isinstance(ty, TensorType)
            sizes = iter(int(known[v]) for v in op.operands)
            static = TensorType(ty.element_type, [next(sizes) if d < 0 else d for d in ty.get_shape()])
            replace(op, tensor.EmptyOp([], static))
            continue
        if name == "tensor.dim" and isinstance(src := op.operands[0].type, TensorType) and op.operands[1] in known:
            axis = int(known[op.operands[1]])
            extent = src.get_shape()[axis] if 0 <= axis < len(src.get_shape()) else -1
            if extent >= 0:
                fold_to(op, np.asarray(extent), known)
            continue
        if name == "tensor.cast" and op.operands[0].type == op.results[0].type:
            op.results[0].replace_all_uses_with(op.operands[0])
            op.detach()
            op.erase()
            continue
        if not op.results or not all(is_integer(r.type) for r in op.results):
            continue
        if name == "linalg.generic":
            if all(v in known for v in ins_outs(op)[0]):
                folded = evaluate_generic(op, known)
                if folded is not None:
                    fold_all(op, folded, known)
            continue
        if not all(v in known for v in op.operands):
            continue
        args = [known[v] for v in op.operands]
        try:
            result = scalar_op(op, args) if name.startswith("arith.") else evaluate_tensor_op(op, args)
        except (IndexError, ValueError):  # out-of-range extracts and slices: left for the conversion to report
            result = None
        if result is not None:
            fold_to(op, result, known)


def replace(op: Operation, new: Operation) -> None:
    block = op.parent_block()
    assert block is not None
    new.location = op.location
    block.insert_op_before(new, op)
    for old, fresh in zip(op.results, new.results):
        old.replace_all_uses_with(fresh)
    op.detach()
    op.erase()


def fold_to(op: Operation, value: np.ndarray, known: dict[SSAValue, np.ndarray]) -> None:
    fold_all(op, [value], known)


def fold_all(op: Operation, values: Sequence[np.ndarray], known: dict[SSAValue, np.ndarray]) -> None:
    """Replaces `op` by constants of `values` (one per result), unless a value's shape is not its type's."""
    block = op.parent_block()
    assert block is not None
    for result, value in zip(op.results, values):
        ty = result.type
        if np.shape(value) != (tuple(ty.get_shape()) if isinstance(ty, TensorType) else ()):
            return
    for result, value in zip(op.results, values):
        constant = constant_op(value, result.type)
        constant.location = op.location
        block.insert_op_before(constant, op)
        known[constant.results[0]] = np.asarray(value)
        result.replace_all_uses_with(constant.results[0])
    op.detach()
    op.erase()


def erase_dead(block: Block) -> None:
    """Integer constants and shape ops nothing reads any more, last first."""
    for op in reversed(list(block.ops)):
        if op.results and not any(r.uses for r in op.results) and all(is_integer(r.type) for r in op.results):
            if op_label(op).startswith(("arith.", "tensor.")):
                op.detach()
                op.erase()


def fold_shape_arithmetic(module: ModuleOp) -> None:
    """Folds every function body's shape arithmetic (module docstring)."""
    for fn in module.walk():
        if isinstance(fn, func.FuncOp) and fn.body.blocks:
            block = fn.body.blocks[0]
            fold_block(block)
            erase_dead(block)
