"""`linalg.generic` and the elementwise named ops: the body over the loops, elementwise or reduced."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import permutations

from xdsl.dialects.builtin import AffineMapAttr, ArrayAttr
from xdsl.dialects.linalg.ops import GenericOp
from xdsl.ir import Operation, SSAValue
from xdsl.ir.affine import AffineMap

from anec.frontend.linalg.body import BodyReader, Const, Expr, Leaf, Node
from anec.frontend.linalg.emitter import BINARY_OPS, Access, Emitter, access_of, align, loop_extents, unalign
from anec.frontend.linalg.gather import convert_gather_generic, extract_of
from anec.frontend.linalg.recognize import leaves, simplify
from anec.frontend.linalg.values import (
    Unsupported,
    element_of,
    float_tensor,
    ins_outs,
    produced_by,
    shape_of,
    splat_value,
    static_shape,
)


@dataclass
class LoopNest:
    """A structured op's operands over its loops, and the anec values built for them."""

    operands: Sequence[SSAValue]
    accesses: Sequence[Access]
    extents: tuple[int, ...]
    emitter: Emitter
    values: dict[Expr, SSAValue] = field(default_factory=dict[Expr, SSAValue])

    def emit(self, expr: Expr) -> SSAValue:
        """`expr` over the loops (each node once)."""
        if expr in self.values:
            return self.values[expr]
        e = self.emitter
        if isinstance(expr, Leaf):
            value = align(e, self.operands[expr.index], self.accesses[expr.index], self.extents)
        elif isinstance(expr, Const):
            value = e.splat(expr.value, expr.elem, [1])
        elif expr.fn == "cast":
            value = e.cast(self.emit(expr.args[0]), expr.elem)
        elif expr.fn in BINARY_OPS:
            value = e.binary(expr.fn, self.emit(expr.args[0]), self.emit(expr.args[1]))
        else:
            value = e.unary(expr.fn, self.emit(expr.args[0]), expr.params)
        self.values[expr] = value
        return value


IDENTITY = {"add": 0.0, "max": -math.inf, "min": math.inf}
"""The init value a reduction starts from that needs no combining."""


@dataclass(frozen=True)
class Reduction:
    kind: str
    term: Expr


def reduction_of(expr: Expr, accumulator: int, outputs: set[int]) -> Reduction:
    """`combine(term, acc)`: the per-element term of a sum, max or min reduction."""
    if isinstance(expr, Node) and expr.fn in IDENTITY:
        for term, acc in permutations(expr.args):
            if isinstance(acc, Leaf) and acc.index == accumulator and not leaves(term) & outputs:
                return Reduction(expr.fn, term)
    raise Unsupported("reduction body not recognized: expected arith.addf, arith.maximumf or arith.minimumf of the accumulator")


def term_of(plan: Expr | Reduction) -> Expr:
    return plan.term if isinstance(plan, Reduction) else plan


def reads_init(plan: Expr | Reduction, index: int, init: SSAValue) -> bool:
    """A reduction reads its init unless it is the identity; an elementwise body where it says so."""
    if isinstance(plan, Reduction):
        return splat_value(init) != IDENTITY[plan.kind]
    return index in leaves(plan)


def check_init(init: SSAValue) -> None:
    """An init that is read must hold values."""
    if produced_by(init, "tensor.empty") is not None:
        raise Unsupported("reads its uninitialized init (tensor.empty)")
    float_tensor(init)


def convert_structured(
    op: Operation, emitter: Emitter, maps: Sequence[AffineMap], iterators: Sequence[str]
) -> list[SSAValue | None]:
    """A `linalg.generic` (or elementwise named op): each used result from its yielded value."""
    if any(it not in ("parallel", "reduction") for it in iterators):
        raise Unsupported(f"has iterator types {', '.join(iterators)}; expected parallel and reduction")
    inputs, inits = ins_outs(op)
    operands = (*inputs, *inits)
    if len(maps) != len(operands) or any(m.num_dims != len(iterators) for m in maps):
        raise Unsupported(f"has {len(maps)} indexing maps for {len(operands)} operands and {len(iterators)} loops")
    accesses = [access_of(m, static_shape(v)) for m, v in zip(maps, operands)]
    extents = loop_extents(len(iterators), operands, accesses)
    reduced = [k for k, it in enumerate(iterators) if it == "reduction"]
    parallel = [k for k in range(len(iterators)) if k not in reduced]
    yielded = op.regions[0].blocks[0].last_op
    assert yielded is not None
    reader = BodyReader(op, operands, len(inputs))
    outputs = set(range(len(inputs), len(operands)))
    plans: dict[int, Expr | Reduction] = {}
    for j, result in enumerate(op.results):
        if not result.uses:
            continue
        float_tensor(result)
        index = len(inputs) + j
        if sorted(k for k in accesses[index] if k is not None) != parallel:
            raise Unsupported(f"has output indexing map {maps[index]}; expected every parallel loop exactly once")
        expr = simplify(reader.read(yielded.operands[j]))
        plan = reduction_of(expr, index, outputs) if reduced else expr
        for leaf in leaves(term_of(plan)):
            float_tensor(operands[leaf])
        if reads_init(plan, index, inits[j]):
            check_init(inits[j])
        plans[j] = plan
    nest = LoopNest(operands, accesses, extents, emitter)
    return [
        emit_result(nest, plans[j], len(inputs) + j, reduced, result) if j in plans else None
        for j, result in enumerate(op.results)
    ]


def emit_result(nest: LoopNest, plan: Expr | Reduction, index: int, reduced: Sequence[int], result: SSAValue) -> SSAValue:
    e = nest.emitter
    result_shape = shape_of(result)
    if isinstance(plan, Const):
        return e.splat(plan.value, element_of(result), result_shape)
    value = e.broadcast_to(nest.emit(term_of(plan)), nest.extents)
    init = nest.operands[index]
    if isinstance(plan, Reduction):
        value = e.reduce(plan.kind, value, reduced)
        if reads_init(plan, index, init):
            value = e.binary(plan.kind, value, align(e, init, nest.accesses[index], nest.extents))
    return unalign(e, value, nest.accesses[index], result_shape)


def convert_generic(op: Operation, emitter: Emitter) -> Sequence[SSAValue | None]:
    assert isinstance(op, GenericOp)
    if op.library_call is not None:
        raise Unsupported(f"calls the library function {op.library_call.data}")
    extract = extract_of(op)
    if extract is not None:
        return convert_gather_generic(op, extract, emitter)
    maps = [m.data for m in op.indexing_maps]
    return convert_structured(op, emitter, maps, [it.data.value for it in op.iterator_types])


def convert_elementwise_named(op: Operation, emitter: Emitter) -> Sequence[SSAValue | None]:
    """`linalg.add`, `linalg.exp`, ...: a generic with identity maps and the op's body."""
    maps_attr = op.properties.get("indexing_maps")
    if isinstance(maps_attr, ArrayAttr):
        maps = [m.data for m in maps_attr.data if isinstance(m, AffineMapAttr)]
    else:
        maps = [AffineMap.identity(len(shape_of(op.results[0])))] * len(op.operands)
    return convert_structured(op, emitter, maps, ["parallel"] * (maps[0].num_dims if maps else 0))


