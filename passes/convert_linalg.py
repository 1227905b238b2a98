"""
`convert-linalg-to-anec`: lowers linalg on tensors, the form torch-mlir and
IREE's input conversion produce, to anec ops, so that anec can sit behind an
existing MLIR front end as a backend stage (docs/convert-linalg.md).

```mlir
// iree-opt model.mlir --mlir-print-op-generic | anec-opt --allow-unregistered-dialect -p convert-linalg-to-anec
%p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] { ... tensor.yield %zero : f32 } : ...
%b = linalg.broadcast ins(%bias : tensor<8xf32>) outs(%e : tensor<1x8x16x16xf32>) dimensions = [0, 2, 3]
%y = linalg.conv_2d_nchw_fchw ins(%p, %w : ...) outs(%b : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
// becomes
%y = anec.convolution %x, %w bias(%bias : tensor<8xf32>) {explicit_padding = array<i64: 1, 1, 1, 1>} : ...
```

Ops are matched by name, so a linalg op xDSL 0.74 does not define (such as
`linalg.depthwise_conv_2d_nchw_chw`, `linalg.batch_matmul`,
`linalg.pooling_nchw_sum`) converts alike once it is parsed in generic form
as an unregistered op. The pass runs in three phases:

1. named ops (convolutions, pooling, contractions, `linalg.softmax`), which
   absorb their producers: a constant `tensor.pad` becomes the window's
   padding, a zero or identity init disappears, a broadcast channel vector in
   the init becomes the convolution's bias, a transpose of the last two axes
   becomes the matmul's `transpose_lhs`/`transpose_rhs`;
2. everything else: `linalg.generic` (elementwise and reduction bodies,
   recognized by what they compute, including relu, clamp, sigmoid, silu,
   gelu and leaky relu written in scalar arith/math ops, with indexing maps
   that broadcast, transpose or reduce), linalg elementwise named ops,
   `linalg.broadcast`/`transpose`/`fill`, the tensor shape ops and constants;
3. peepholes on the anec result: chained reshapes collapse, a per-channel add
   after a convolution becomes its bias, and sum pooling followed by the
   divide by the window size becomes average pooling.

Every value keeps its tensor type, so the rewrite is local. An op that cannot
be converted is an error at its location naming the op and why; with
`allow-partial=true` it stays, marked with the discardable attribute
`anec.unconverted` (the reason), and the module gets a summary in
`anec.unconverted` too.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import permutations

from xdsl.context import Context
from xdsl.dialects import arith, func, tensor
from xdsl.dialects.builtin import (
    AffineMapAttr,
    ArrayAttr,
    BoolAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    DenseResourceAttr,
    FloatAttr,
    IntegerAttr,
    ModuleOp,
    StringAttr,
    TensorType,
    UnregisteredOp,
    f32,
    i64,
)
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.ops import GenericOp
from xdsl.ir import Attribute, BlockArgument, Operation, OpResult, SSAValue
from xdsl.ir.affine import AffineConstantExpr, AffineDimExpr, AffineMap
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.utils.exceptions import PassFailedException

from anec.dialect import conv, elementwise, movement, normalization, pooling, reduction
from anec.dialect.attributes import ActivationFn
from anec.dialect.checks import FLOAT_TYPES
from anec.dialect.constant import ConstantOp
from anec.passes.diagnostics import op_location

UNCONVERTED_ATTR = "anec.unconverted"
"""Marks an op `allow-partial=true` left in place (its reason), and the module (a summary)."""


class Unsupported(Exception):
    """Why an op cannot be converted; the pass reports it at the op."""


def op_label(op: Operation) -> str:
    """The op's name as written, also for an unregistered (generic-form) op."""
    return op.op_name.data if isinstance(op, UnregisteredOp) else op.name


def located_error(op: Operation, message: str) -> PassFailedException:
    """`file:line:col: error: 'op.name' op message`, naming unregistered ops by their own name."""
    return PassFailedException(f"{op_location(op)}: error: '{op_label(op)}' op {message}")


def in_function(op: Operation) -> bool:
    """Only ops of a function body convert; ops inside linalg bodies are scalar code."""
    return isinstance(op.parent_op(), func.FuncOp)


# Types, shapes and constants of the values an op reads.


def float_tensor(value: SSAValue) -> TensorType[Attribute]:
    """The static f16/f32 tensor type of `value`, or why anec cannot hold it."""
    ty = value.type
    if not isinstance(ty, TensorType):
        raise Unsupported(f"reads or produces {ty}; anec converts tensors only")
    if any(d < 0 for d in ty.get_shape()):
        raise Unsupported(f"has a dynamic shape {ty}; anec needs static shapes")
    if not isinstance(ty.element_type, FLOAT_TYPES):
        raise Unsupported(f"has element type {ty.element_type}; anec tensors hold f16 or f32")
    return ty


def static_shape(value: SSAValue) -> tuple[int, ...]:
    """The shape of a tensor of any element type (a scalar has shape ()); it must be static."""
    ty = value.type
    if not isinstance(ty, TensorType):
        return ()
    if any(d < 0 for d in ty.get_shape()):
        raise Unsupported(f"has a dynamic shape {ty}; anec needs static shapes")
    return tuple(ty.get_shape())


def shape_of(value: SSAValue) -> tuple[int, ...]:
    return tuple(float_tensor(value).get_shape())


def ranked(value: SSAValue, rank: int) -> tuple[int, ...]:
    """The shape of an f16/f32 tensor operand that must have `rank` axes."""
    dims = shape_of(value)
    if len(dims) != rank:
        raise Unsupported(f"has an operand of type {value.type}; expected rank {rank}")
    return dims


def element_of(value: SSAValue) -> Attribute:
    return float_tensor(value).element_type


def same_elements(values: Sequence[SSAValue]) -> Attribute:
    """The element type all `values` share."""
    elems = [element_of(v) for v in values]
    if any(e != elems[0] for e in elems):
        raise Unsupported(f"mixes element types {', '.join(sorted({str(e) for e in elems}))}; anec ops keep one")
    return elems[0]


def producer(value: SSAValue) -> Operation | None:
    return value.op if isinstance(value, OpResult) else None


def produced_by(value: SSAValue, name: str) -> Operation | None:
    owner = producer(value)
    return owner if owner is not None and op_label(owner) == name else None


def dense_attr(value: SSAValue) -> DenseIntOrFPElementsAttr | DenseResourceAttr | None:
    """The tensor value of an `arith.constant` or `anec.constant`."""
    owner = producer(value)
    if isinstance(owner, arith.ConstantOp | ConstantOp) and isinstance(owner.value, DenseIntOrFPElementsAttr | DenseResourceAttr):
        return owner.value
    return None


def splat_value(value: SSAValue) -> float | None:
    """The one float `value` holds everywhere: a scalar or splat constant, or a fill of one."""
    owner = producer(value)
    if owner is None:
        return None
    if isinstance(owner, arith.ConstantOp) and isinstance(owner.value, FloatAttr):
        return float(owner.value.value.data)
    if op_label(owner) == "linalg.fill":
        return splat_value(owner.operands[0])
    attr = dense_attr(value)
    if not isinstance(attr, DenseIntOrFPElementsAttr) or not isinstance(attr.get_element_type(), FLOAT_TYPES) or not len(attr):
        return None
    data = attr.data.data
    width = len(data) // len(attr)
    if data != data[:width] * len(attr):
        return None
    return float(next(attr.iter_values()))  # type: ignore[arg-type]


def int_values(op: Operation, name: str, default: tuple[int, ...]) -> tuple[int, ...]:
    """An integer array property (`dense<...> : vector<2xi64>` or `array<i64: ...>`)."""
    attr = op.properties.get(name, op.attributes.get(name))
    if attr is None:
        return default
    if isinstance(attr, DenseIntOrFPElementsAttr | DenseArrayBase):
        return tuple(int(v) for v in attr.get_values())
    raise Unsupported(f"has {name} = {attr}; expected an integer array")


def ins_outs(op: Operation) -> tuple[tuple[SSAValue, ...], tuple[SSAValue, ...]]:
    """Inputs and inits of a destination-style op (registered or not)."""
    if isinstance(op, LinalgStructuredOperation):
        return tuple(op.inputs), tuple(op.outputs)
    sizes = op.properties.get("operandSegmentSizes")
    if not isinstance(sizes, DenseArrayBase):
        raise Unsupported("has no operandSegmentSizes; cannot tell its inputs from its inits")
    n = int(sizes.get_values()[0])
    return tuple(op.operands[:n]), tuple(op.operands[n:])


def tensor_type(elem: Attribute, shape: Sequence[int]) -> TensorType[Attribute]:
    return TensorType(elem, list(shape))


def broadcast(a: Sequence[int], b: Sequence[int]) -> tuple[int, ...]:
    """Numpy broadcasting of two shapes that are known to broadcast."""
    rank = max(len(a), len(b))
    pa = (1,) * (rank - len(a)) + tuple(a)
    pb = (1,) * (rank - len(b)) + tuple(b)
    return tuple(max(x, y) for x, y in zip(pa, pb))


def strip_ones(shape: Sequence[int]) -> tuple[int, ...]:
    """`shape` without its leading 1s (numpy broadcasting adds them back)."""
    dims = list(shape)
    while dims and dims[0] == 1:
        dims.pop(0)
    return tuple(dims)


# Building the anec ops that replace one op.

UNARY_OPS: dict[str, type[Operation]] = {
    op.name.removeprefix("anec."): op for op in elementwise.ELEMENTWISE_OPS if issubclass(op, elementwise.UnaryOp)
}
BINARY_OPS: dict[str, type[Operation]] = {
    op.name.removeprefix("anec."): op for op in elementwise.ELEMENTWISE_OPS if issubclass(op, elementwise.BinaryOp)
}
REDUCE_OPS: dict[str, type[Operation]] = {
    "add": reduction.ReduceSumOp,
    "max": reduction.ReduceMaxOp,
    "min": reduction.ReduceMinOp,
}


PARAMETERS = {fn.value: fn.parameters for fn in ActivationFn}
"""The f32 properties of the parametrized activations (`anec.clamp` min and max, ...)."""


def unary_properties(fn: str, params: Sequence[float]) -> dict[str, Attribute]:
    return {name: FloatAttr(value, f32) for name, value in zip(PARAMETERS.get(fn, ()), params)}


@dataclass
class Emitter:
    """The anec ops replacing one op, in order; nothing is inserted until the rewrite."""

    ops: list[Operation] = field(default_factory=list[Operation])

    def add(self, op: Operation) -> SSAValue:
        self.ops.append(op)
        return op.results[0]

    def constant(self, attr: DenseIntOrFPElementsAttr | DenseResourceAttr) -> SSAValue:
        return self.add(ConstantOp(attr))

    def splat(self, value: float, elem: Attribute, shape: Sequence[int]) -> SSAValue:
        return self.constant(DenseIntOrFPElementsAttr.from_list(tensor_type(elem, shape), [value]))

    def reshape(self, value: SSAValue, shape: Sequence[int]) -> SSAValue:
        """`value` under `shape`; a constant is rebuilt with the new shape instead."""
        ty = float_tensor(value)
        if tuple(ty.get_shape()) == tuple(shape):
            return value
        new_type = tensor_type(ty.element_type, shape)
        attr = dense_attr(value)
        if isinstance(attr, DenseIntOrFPElementsAttr):
            return self.constant(DenseIntOrFPElementsAttr(new_type, attr.data))
        if isinstance(attr, DenseResourceAttr):
            return self.constant(DenseResourceAttr(attr.resource_handle, new_type))
        return self.add(movement.ReshapeOp.build(operands=[value], result_types=[new_type]))

    def transpose(self, value: SSAValue, perm: Sequence[int]) -> SSAValue:
        if list(perm) == sorted(perm):
            return value
        ty = float_tensor(value)
        dims = ty.get_shape()
        return self.add(
            movement.TransposeOp.build(
                operands=[value],
                result_types=[tensor_type(ty.element_type, [dims[p] for p in perm])],
                properties={"permutation": DenseArrayBase.from_list(i64, list(perm))},
            )
        )

    def unary(self, fn: str, value: SSAValue, params: Sequence[float] = ()) -> SSAValue:
        return self.add(UNARY_OPS[fn].build(operands=[value], result_types=[value.type], properties=unary_properties(fn, params)))

    def cast(self, value: SSAValue, elem: Attribute) -> SSAValue:
        result = tensor_type(elem, shape_of(value))
        return self.add(elementwise.CastOp.build(operands=[value], result_types=[result]))

    def binary(self, fn: str, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        result = tensor_type(element_of(lhs), broadcast(shape_of(lhs), shape_of(rhs)))
        return self.add(BINARY_OPS[fn].build(operands=[lhs, rhs], result_types=[result]))

    def broadcast_to(self, value: SSAValue, shape: Sequence[int]) -> SSAValue:
        """
        `value` (whose shape broadcasts to `shape`) with exactly `shape`: a
        reshape when only unit axes differ, else a product with ones, which
        is exact for every float (signed zeros and NaN included).
        """
        dims = shape_of(value)
        if dims == tuple(shape):
            return value
        if math.prod(dims) == math.prod(shape):
            return self.reshape(value, shape)
        aligned = (1,) * (len(shape) - len(dims)) + dims
        ones = [n if d == 1 else 1 for d, n in zip(aligned, shape)]
        return self.binary("mul", value, self.splat(1.0, element_of(value), ones))

    def reduce(self, kind: str, value: SSAValue, axes: Sequence[int]) -> SSAValue:
        dims = shape_of(value)
        result = tensor_type(element_of(value), [1 if i in axes else d for i, d in enumerate(dims)])
        return self.add(
            REDUCE_OPS[kind].build(
                operands=[value], result_types=[result], properties={"axes": DenseArrayBase.from_list(i64, list(axes))}
            )
        )


Converter = Callable[[Operation, Emitter], Sequence[SSAValue | None]]
"""Reads an op (raising `Unsupported` before emitting anything) and returns its replacement values."""


# Indexing maps: which loop each operand axis follows.

Access = tuple[int | None, ...]
"""Per operand axis, the loop it reads (None: constant index 0 of a unit axis)."""


def access_of(amap: AffineMap, operand_shape: Sequence[int]) -> Access:
    """The access of a projected-permutation map, with constant-0 results on unit axes."""
    dims: list[int | None] = []
    for pos, expr in enumerate(amap.results):
        if isinstance(expr, AffineDimExpr):
            dims.append(expr.position)
        elif isinstance(expr, AffineConstantExpr) and expr.value == 0 and pos < len(operand_shape) and operand_shape[pos] == 1:
            dims.append(None)
        else:
            raise Unsupported(f"has indexing map {amap}; expected a projected permutation (broadcast, transpose, reduce)")
    used = [d for d in dims if d is not None]
    if len(set(used)) != len(used):
        raise Unsupported(f"has indexing map {amap}; a loop indexes two axes of one operand (a diagonal)")
    return tuple(dims)


def loop_extents(count: int, operands: Sequence[SSAValue], accesses: Sequence[Access]) -> tuple[int, ...]:
    """The extent of every loop, read from the operand axes that follow it."""
    extents: dict[int, int] = {}
    for value, access in zip(operands, accesses):
        dims = static_shape(value)
        for size, loop in zip(dims, access):
            if loop is None:
                continue
            if extents.setdefault(loop, size) != size:
                raise Unsupported(f"gives loop d{loop} the extents {extents[loop]} and {size}")
    missing = [k for k in range(count) if k not in extents]
    if missing:
        raise Unsupported(f"has loop d{missing[0]} that no operand follows; its extent is unknown")
    return tuple(extents[k] for k in range(count))


def align(emitter: Emitter, value: SSAValue, access: Access, extents: Sequence[int]) -> SSAValue:
    """
    `value` laid out over the loops in loop order, unit axes where it does
    not follow a loop: a reshape, a transpose and a reshape, each only where
    needed. Leading unit axes are left to numpy broadcasting.
    """
    dims = shape_of(value)
    loops = [k for k in access if k is not None]
    target = tuple(extents[k] if k in loops else 1 for k in range(len(extents)))
    if loops != sorted(loops):
        kept = [d for d, k in zip(dims, access) if k is not None]
        value = emitter.reshape(value, kept)
        value = emitter.transpose(value, sorted(range(len(loops)), key=lambda i: loops[i]))
        dims = shape_of(value)
    if dims == strip_ones(target) or dims == target:
        return value
    return emitter.reshape(value, target)


def unalign(emitter: Emitter, value: SSAValue, access: Access, result_shape: Sequence[int]) -> SSAValue:
    """The inverse of `align` for a result: loop-ordered value (unit axes on the loops it
    does not follow) to the result's axis order and shape."""
    loops = [k for k in access if k is not None]
    if loops != sorted(loops):
        dims = shape_of(value)
        value = emitter.reshape(value, [dims[k] for k in sorted(loops)])
        value = emitter.transpose(value, [sorted(loops).index(k) for k in loops])
    return emitter.reshape(value, result_shape)


# Scalar bodies as expression trees.


@dataclass(frozen=True)
class Leaf:
    """The element an operand of the structured op supplies (its block argument)."""

    index: int
    elem: Attribute


@dataclass(frozen=True)
class Const:
    value: float
    elem: Attribute


@dataclass(frozen=True)
class Node:
    """An anec elementwise function (`anec.<fn>`, or `cast`) of its arguments."""

    fn: str
    args: tuple[Expr, ...]
    elem: Attribute
    params: tuple[float, ...] = ()


Expr = Leaf | Const | Node

BODY_BINARY = {
    "arith.addf": "add",
    "arith.subf": "sub",
    "arith.mulf": "mul",
    "arith.divf": "div",
    "arith.maximumf": "max",
    "arith.minimumf": "min",
    "arith.maxnumf": "max",
    "arith.minnumf": "min",
    "math.powf": "pow",
}
BODY_UNARY = {
    "arith.negf": "neg",
    "math.exp": "exp",
    "math.tanh": "tanh",
    "math.sqrt": "sqrt",
    "math.rsqrt": "rsqrt",
    "math.erf": "erf",
    "math.log": "log",
    "math.absf": "abs",
    "math.sin": "sin",
    "math.cos": "cos",
    "math.floor": "floor",
    "math.ceil": "ceil",
    "arith.extf": "cast",
    "arith.truncf": "cast",
}
GREATER = {"ogt", "oge", "ugt", "uge"}
LESS = {"olt", "ole", "ult", "ule"}


@dataclass
class BodyReader:
    """Reads the yielded values of a structured op's body as `Expr`s."""

    op: Operation
    operands: Sequence[SSAValue]
    inputs: int

    def read(self, value: SSAValue) -> Expr:
        block = self.op.regions[0].blocks[0]
        if isinstance(value, BlockArgument) and value.block is block:
            return self.argument(value.index, value.type)
        owner = producer(value)
        if owner is None or owner.parent_block() is not block:
            constant = splat_value(value)
            if constant is None:
                raise Unsupported(f"body reads a {value.type} defined outside it that is not a constant")
            return Const(constant, value.type)
        return self.operation(owner)

    def argument(self, index: int, elem: Attribute) -> Expr:
        operand = self.operands[index]
        if index < self.inputs:
            constant = splat_value(operand)
            if constant is not None:
                return Const(constant, elem)
        if not isinstance(operand.type, TensorType):
            raise Unsupported(f"reads the scalar {operand.type} operand {index}, which is not a constant")
        return Leaf(index, elem)

    def operation(self, op: Operation) -> Expr:
        name = op_label(op)
        elem = op.results[0].type
        if isinstance(op, arith.ConstantOp) and isinstance(op.value, FloatAttr):
            return Const(float(op.value.value.data), elem)
        if name in BODY_BINARY:
            return Node(BODY_BINARY[name], (self.read(op.operands[0]), self.read(op.operands[1])), elem)
        if name in BODY_UNARY:
            return Node(BODY_UNARY[name], (self.read(op.operands[0]),), elem)
        if isinstance(op, arith.SelectOp):
            return self.select(op, elem)
        raise Unsupported(f"body not recognized: {name}")

    def select(self, op: arith.SelectOp, elem: Attribute) -> Expr:
        """`select(cmpf(p, x, y), a, b)` that computes max, min or leaky relu."""
        cond = producer(op.cond)
        if isinstance(op.cond, BlockArgument):
            raise Unsupported("body not recognized: arith.select on a boolean operand (a mask); anec has no select")
        if not isinstance(cond, arith.CmpfOp):
            raise Unsupported("body not recognized: arith.select on a condition that is not arith.cmpf")
        pred = arith.CMPF_COMPARISON_OPERATIONS[cond.predicate.value.data]
        x, y = self.read(cond.lhs), self.read(cond.rhs)
        a, b = self.read(op.lhs), self.read(op.rhs)
        if pred in GREATER | LESS and (a, b) in ((x, y), (y, x)):
            larger = (pred in GREATER) == ((a, b) == (x, y))
            return Node("max" if larger else "min", (x, y), elem)
        if pred in GREATER and y == Const(0.0, y.elem) and a == x:
            alpha = scale_of(b, x)
            if alpha is not None:
                return Node("leaky_relu", (x,), elem, (alpha,))
        raise Unsupported(f"body not recognized: arith.select of arith.cmpf {pred}")


def scale_of(expr: Expr, x: Expr) -> float | None:
    """`c` when `expr` is `x * c` or `c * x`."""
    if isinstance(expr, Node) and expr.fn == "mul":
        for first, second in permutations(expr.args):
            if first == x and isinstance(second, Const):
                return second.value
    return None


def split_const(expr: Node) -> tuple[Expr, float] | None:
    """(other, c) of a binary node with one constant argument."""
    a, b = expr.args
    if isinstance(b, Const) and not isinstance(a, Const):
        return a, b.value
    if isinstance(a, Const) and not isinstance(b, Const):
        return b, a.value
    return None


def is_fn(expr: Expr, fn: str) -> bool:
    return isinstance(expr, Node) and expr.fn == fn


def close(a: float, b: float) -> bool:
    return math.isclose(a, b, rel_tol=1e-6)


def exp_neg_plus_one(expr: Expr) -> Expr | None:
    """`x` when `expr` is `exp(-x) + 1` (either order)."""
    if not is_fn(expr, "add"):
        return None
    assert isinstance(expr, Node)
    split = split_const(expr)
    if split is None or split[1] != 1.0:
        return None
    other = split[0]
    if is_fn(other, "exp") and isinstance(other, Node) and is_fn(other.args[0], "neg"):
        neg = other.args[0]
        assert isinstance(neg, Node)
        return neg.args[0]
    return None


def factors(expr: Expr) -> tuple[list[Expr], float]:
    """The non-constant factors and the constant product of a tree of multiplications."""
    if isinstance(expr, Const):
        return [], expr.value
    if not is_fn(expr, "mul"):
        return [expr], 1.0
    assert isinstance(expr, Node)
    left, lc = factors(expr.args[0])
    right, rc = factors(expr.args[1])
    return left + right, lc * rc


def erf_argument_is(expr: Expr, x: Expr) -> bool:
    """`expr` is `x / sqrt(2)` or `x * (1 / sqrt(2))`."""
    if is_fn(expr, "div") and isinstance(expr, Node):
        num, den = expr.args
        return num == x and isinstance(den, Const) and close(den.value, math.sqrt(2.0))
    scale = scale_of(expr, x)
    return scale is not None and close(scale, 1.0 / math.sqrt(2.0))


def gelu_argument(expr: Node) -> Expr | None:
    """`x` when `expr` is `x * (1 + erf(x / sqrt(2))) * 0.5` in any association and order."""
    terms, scale = factors(expr)
    if len(terms) != 2 or not close(scale, 0.5):
        return None
    for x, other in permutations(terms):
        if not is_fn(other, "add"):
            continue
        assert isinstance(other, Node)
        split = split_const(other)
        if split is None or split[1] != 1.0 or not is_fn(split[0], "erf"):
            continue
        erf = split[0]
        assert isinstance(erf, Node)
        if erf_argument_is(erf.args[0], x):
            return x
    return None


def recognize(expr: Node) -> Expr:
    """`expr` rewritten to the anec function it computes, until no rule applies (arguments already recognized)."""
    found = recognize_once(expr)
    return recognize(found) if isinstance(found, Node) and found != expr else found


def recognize_once(expr: Node) -> Expr:
    """One rule applied to a node."""
    fn, elem = expr.fn, expr.elem
    split = split_const(expr) if len(expr.args) == 2 else None
    if fn in ("mul", "div") and split is not None and split[1] == 1.0 and (fn == "mul" or expr.args[1] == Const(1.0, elem)):
        return split[0]
    if fn == "max" and split is not None and split[1] == 0.0:
        return Node("relu", (split[0],), elem)
    if fn == "min" and split is not None:
        inner, hi = split
        if is_fn(inner, "relu") and hi >= 0.0:
            assert isinstance(inner, Node)
            return Node("clamp", inner.args, elem, (0.0, hi))
        if is_fn(inner, "max") and isinstance(inner, Node):
            low = split_const(inner)
            if low is not None and low[1] <= hi:
                return Node("clamp", (low[0],), elem, (low[1], hi))
    if fn == "max" and split is not None and is_fn(split[0], "min"):
        inner = split[0]
        assert isinstance(inner, Node)
        high = split_const(inner)
        if high is not None and split[1] <= high[1]:
            return Node("clamp", (high[0],), elem, (split[1], high[1]))
    if fn == "relu" and is_fn(expr.args[0], "min"):
        inner = expr.args[0]
        assert isinstance(inner, Node)
        high = split_const(inner)
        if high is not None and high[1] >= 0.0:
            return Node("clamp", (high[0],), elem, (0.0, high[1]))
    if fn == "div":
        num, den = expr.args
        x = exp_neg_plus_one(den)
        if x is not None and num == Const(1.0, num.elem):
            return Node("sigmoid", (x,), elem)
        if x is not None and num == x:
            return Node("silu", (x,), elem)
        if num == Const(1.0, num.elem) and not isinstance(den, Const):
            if is_fn(den, "sqrt") and isinstance(den, Node):
                return Node("rsqrt", den.args, elem)
            return Node("reciprocal", (den,), elem)
    if fn == "pow" and expr.args[1] == Const(2.0, elem):
        return Node("square", expr.args[:1], elem)
    if fn == "mul":
        a, b = expr.args
        for first, second in ((a, b), (b, a)):
            if is_fn(second, "sigmoid") and isinstance(second, Node) and second.args[0] == first:
                return Node("silu", (first,), elem)
        if a == b and not isinstance(a, Const):
            return Node("square", (a,), elem)
        x = gelu_argument(expr)
        if x is not None:
            return Node("gelu", (x,), elem)
    return expr


def simplify(expr: Expr) -> Expr:
    """Bottom-up recognition of relu, clamp, sigmoid, silu, gelu, rsqrt, reciprocal, square."""
    if not isinstance(expr, Node):
        return expr
    return recognize(Node(expr.fn, tuple(simplify(a) for a in expr.args), expr.elem, expr.params))


def leaves(expr: Expr) -> set[int]:
    if isinstance(expr, Leaf):
        return {expr.index}
    if isinstance(expr, Node):
        return set().union(*(leaves(a) for a in expr.args))
    return set()


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


# Named ops: convolution, pooling, contraction.


def spatial_padding(value: SSAValue, fill: float) -> tuple[SSAValue, tuple[int, ...]] | None:
    """(source, [pt, pb, pl, pr]) when `value` is a static `tensor.pad` of H and W only with `fill`."""
    pad = producer(value)
    if not isinstance(pad, tensor.PadOp) or pad.low or pad.high:
        return None
    yielded = pad.region.blocks[0].last_op
    if yielded is None or splat_value(yielded.operands[0]) != fill:
        return None
    low = [int(v) for v in pad.static_low.get_values()]
    high = [int(v) for v in pad.static_high.get_values()]
    if len(low) != 4 or any(low[:2]) or any(high[:2]):
        return None
    return pad.source, (low[2], high[2], low[3], high[3])


def window_properties(op: Operation, padding: Sequence[int] | None) -> dict[str, Attribute]:
    """strides, dilation_rates and explicit_padding, each only where it is not the default."""
    props: dict[str, Attribute] = {}
    strides = int_values(op, "strides", (1, 1))
    dilations = int_values(op, "dilations", (1, 1))
    if strides != (1, 1):
        props["strides"] = DenseArrayBase.from_list(i64, list(strides))
    if dilations != (1, 1):
        props["dilation_rates"] = DenseArrayBase.from_list(i64, list(dilations))
    if padding is not None and any(padding):
        props["explicit_padding"] = DenseArrayBase.from_list(i64, list(padding))
    return props


def channel_vector(init: SSAValue, channels: int) -> SSAValue | None:
    """The [C] vector an init broadcasts along axis 1 of [N, C, H, W] (a conv bias)."""
    owner = producer(init)
    if owner is None:
        return None
    if op_label(owner) == "linalg.broadcast":
        source = owner.operands[0]
        if int_values(owner, "dimensions", ()) == (0, 2, 3) and shape_of(source) == (channels,):
            return source
    if isinstance(owner, GenericOp) and len(owner.inputs) == 1 and len(owner.outputs) == 1:
        yielded = owner.body.blocks[0].last_op
        maps = [m.data for m in owner.indexing_maps]
        source = owner.inputs[0]
        if (
            yielded is not None
            and yielded.operands[0] is owner.body.blocks[0].args[0]
            and maps[0] == AffineMap(4, 0, (AffineDimExpr(1),))
            and maps[1] == AffineMap.identity(4)
            and shape_of(source) == (channels,)
        ):
            return source
    return None


def needs_init(init: SSAValue, kind: str) -> bool:
    """Whether a named op's result must be combined with its init (not `kind`'s identity)."""
    if splat_value(init) == IDENTITY[kind]:
        return False
    check_init(init)
    return True


def conv_properties(op: Operation, padding: Sequence[int] | None, groups: int) -> dict[str, Attribute]:
    props = window_properties(op, padding)
    if groups != 1:
        props["groups"] = IntegerAttr(groups, i64)
    return props


def emit_conv(
    op: Operation, emitter: Emitter, x: SSAValue, weights: SSAValue, init: SSAValue, groups: int, result_shape: Sequence[int]
) -> SSAValue:
    """An `anec.convolution` (padding folded, init as bias or added) with result `result_shape`."""
    padded = spatial_padding(x, 0.0)
    source, padding = padded if padded is not None else (x, None)
    bias = channel_vector(init, result_shape[1])
    add_init = bias is None and needs_init(init, "add")
    out = emitter.add(
        conv.ConvolutionOp.build(
            operands=[source, weights, [bias] if bias is not None else [], []],
            result_types=[tensor_type(element_of(x), result_shape)],
            properties=conv_properties(op, padding, groups),
        )
    )
    return emitter.binary("add", out, emitter.reshape(init, result_shape)) if add_init else out


def convert_conv_nchw_fchw(op: Operation, emitter: Emitter) -> Sequence[SSAValue]:
    (x, w), (init,) = ins_outs(op)
    same_elements([x, w, init, op.results[0]])
    ranked(x, 4)
    ranked(w, 4)
    return [emit_conv(op, emitter, x, w, init, 1, ranked(op.results[0], 4))]


def convert_depthwise(op: Operation, emitter: Emitter) -> Sequence[SSAValue]:
    """[N, C, H, W] with [C, kH, kW]: a convolution with C groups of one channel."""
    (x, w), (init,) = ins_outs(op)
    same_elements([x, w, init, op.results[0]])
    ranked(x, 4)
    c, kh, kw = ranked(w, 3)
    out = ranked(op.results[0], 4)
    weights = emitter.reshape(w, [c, 1, kh, kw])
    return [emit_conv(op, emitter, x, weights, init, c, out)]


def convert_grouped_conv(op: Operation, emitter: Emitter) -> Sequence[SSAValue]:
    """[N, G, C/G, H, W] with [G, F/G, C/G, kH, kW]: the grouped convolution, in [N, C, H, W]."""
    (x, w), (init,) = ins_outs(op)
    same_elements([x, w, init, op.results[0]])
    n, g, cg, h, wd = ranked(x, 5)
    _, fg, _, kh, kw = ranked(w, 5)
    out = ranked(op.results[0], 5)
    expand = produced_by(x, "tensor.expand_shape")
    source = expand.operands[0] if expand is not None and shape_of(expand.operands[0]) == (n, g * cg, h, wd) else x
    flat = [n, g * fg, *out[3:]]
    init_expand = produced_by(init, "tensor.expand_shape")
    flat_init = init_expand.operands[0] if init_expand is not None and shape_of(init_expand.operands[0]) == tuple(flat) else init
    source = emitter.reshape(source, [n, g * cg, h, wd])
    weights = emitter.reshape(w, [g * fg, cg, kh, kw])
    return [emitter.reshape(emit_conv(op, emitter, source, weights, flat_init, g, flat), out)]


def convert_pool(op: Operation, emitter: Emitter, kind: str) -> Sequence[SSAValue]:
    """`linalg.pooling_nchw_max`/`sum`: the window's shape is the second input's."""
    (x, window), (init,) = ins_outs(op)
    same_elements([x, init, op.results[0]])
    ranked(x, 4)
    out = ranked(op.results[0], 4)
    elem = element_of(x)
    kernel = static_shape(window)
    if len(kernel) != 2:
        raise Unsupported(f"has a window of type {window.type}; anec pools over H and W")
    padded = spatial_padding(x, IDENTITY[kind])
    source, padding = padded if padded is not None else (x, None)
    props = window_properties(op, padding)
    add_init = needs_init(init, kind)
    if kernel == (1, 1) and not props:
        return [emitter.binary(kind, source, init) if add_init else source]
    if tuple(shape_of(source)[2:]) == kernel and "explicit_padding" not in props and "dilation_rates" not in props:
        pool_type = pooling.GlobalMaxPoolOp if kind == "max" else pooling.GlobalAvgPoolOp
        value = emitter.add(pool_type.build(operands=[source], result_types=[tensor_type(elem, out)]))
    else:
        props["kernel_sizes"] = DenseArrayBase.from_list(i64, list(kernel))
        if kind == "add":
            props["count_include_pad"] = BoolAttr.from_bool(True)
        pool_type = pooling.MaxPoolOp if kind == "max" else pooling.AvgPoolOp
        value = emitter.add(pool_type.build(operands=[source], result_types=[tensor_type(elem, out)], properties=props))
    if kind == "add" and math.prod(kernel) != 1:
        value = emitter.binary("mul", value, emitter.splat(float(math.prod(kernel)), elem, [1]))
    return [emitter.binary(kind, value, init) if add_init else value]


MATMUL_DEFAULTS = {
    "linalg.matmul": (False, False),
    "linalg.matmul_transpose_a": (True, False),
    "linalg.matmul_transpose_b": (False, True),
    "linalg.batch_matmul": (False, False),
    "linalg.batch_matmul_transpose_a": (True, False),
    "linalg.batch_matmul_transpose_b": (False, True),
}
"""transpose_lhs, transpose_rhs of each contraction, where no indexing maps say otherwise."""


def matmul_transposes(op: Operation, rank: int) -> tuple[bool, bool]:
    """transpose_lhs, transpose_rhs from explicit indexing maps, else from the op's name."""
    maps_attr = op.properties.get("indexing_maps")
    if maps_attr is None:
        return MATMUL_DEFAULTS[op_label(op)]
    maps = [m.data for m in maps_attr.data if isinstance(m, AffineMapAttr)] if isinstance(maps_attr, ArrayAttr) else []
    dims = [tuple(e.position for e in m.results if isinstance(e, AffineDimExpr)) for m in maps]
    if len(dims) != 3 or len(dims[2]) != rank or any(len(d) != len(m.results) for d, m in zip(dims, maps)):
        raise Unsupported(f"has indexing maps {maps_attr}; expected a matmul contraction")
    lhs, rhs, out = dims
    m, n = out[-2], out[-1]
    k = next((d for d in lhs if d not in out), None)
    batch = out[:-2]
    transposes = (lhs[-2:] == (k, m), rhs[-2:] == (n, k))
    legal = (
        set(lhs[-2:]) == {m, k}
        and set(rhs[-2:]) == {n, k}
        and batch[len(batch) - len(lhs[:-2]) :] == lhs[:-2]
        and batch[len(batch) - len(rhs[:-2]) :] == rhs[:-2]
    )
    if not legal:
        raise Unsupported(f"has indexing maps {maps_attr}; expected a matmul contraction")
    return transposes


def swapped_source(value: SSAValue) -> SSAValue | None:
    """The input of a `linalg.transpose` that swaps the last two axes."""
    owner = produced_by(value, "linalg.transpose")
    if owner is None:
        return None
    perm = int_values(owner, "permutation", ())
    rank = len(perm)
    return owner.operands[0] if rank >= 2 and perm == (*range(rank - 2), rank - 1, rank - 2) else None


def convert_matmul(op: Operation, emitter: Emitter) -> Sequence[SSAValue]:
    (lhs, rhs), (init,) = ins_outs(op)
    elem = same_elements([lhs, rhs, init, op.results[0]])
    out = shape_of(op.results[0])
    if any(not 2 <= len(shape_of(v)) <= 5 for v in (lhs, rhs, init)):
        raise Unsupported("has an operand of rank outside 2..5; anec.matmul multiplies matrices with up to 3 batch axes")
    transpose_lhs, transpose_rhs = matmul_transposes(op, len(out))
    add_init = needs_init(init, "add")
    operands: list[SSAValue] = []
    flags: list[bool] = []
    for value, flag in ((lhs, transpose_lhs), (rhs, transpose_rhs)):
        source = swapped_source(value)
        operands.append(source if source is not None else value)
        flags.append(flag != (source is not None))
    props = {name: BoolAttr.from_bool(flag) for name, flag in zip(("transpose_lhs", "transpose_rhs"), flags)}
    value = emitter.add(conv.MatmulOp.build(operands=operands, result_types=[tensor_type(elem, out)], properties=props))
    return [emitter.binary("add", value, init) if add_init else value]


def convert_softmax(op: Operation, emitter: Emitter) -> Sequence[SSAValue]:
    """`linalg.softmax` (operands input, init): softmax along `dimension`."""
    x = op.operands[0]
    same_elements([x, op.results[0]])
    axis = op.properties.get("dimension")
    if not isinstance(axis, IntegerAttr):
        raise Unsupported("has no integer dimension")
    return [
        emitter.add(
            normalization.SoftmaxOp.build(
                operands=[x], result_types=[op.results[0].type], properties={"axis": IntegerAttr(axis.value.data, i64)}
            )
        )
    ]


ELEMENTWISE_NAMED = (
    "linalg.abs",
    "linalg.add",
    "linalg.ceil",
    "linalg.copy",
    "linalg.div",
    "linalg.erf",
    "linalg.exp",
    "linalg.floor",
    "linalg.log",
    "linalg.max",
    "linalg.min",
    "linalg.mul",
    "linalg.negf",
    "linalg.powf",
    "linalg.reciprocal",
    "linalg.rsqrt",
    "linalg.sqrt",
    "linalg.square",
    "linalg.sub",
    "linalg.tanh",
)

NAMED_OPS: dict[str, Converter] = {
    "linalg.conv_2d_nchw_fchw": convert_conv_nchw_fchw,
    "linalg.depthwise_conv_2d_nchw_chw": convert_depthwise,
    "linalg.conv_2d_ngchw_gfchw": convert_grouped_conv,
    "linalg.pooling_nchw_max": lambda op, e: convert_pool(op, e, "max"),
    "linalg.pooling_nchw_sum": lambda op, e: convert_pool(op, e, "add"),
    **{name: convert_matmul for name in MATMUL_DEFAULTS},
    "linalg.softmax": convert_softmax,
    **{name: convert_elementwise_named for name in ELEMENTWISE_NAMED},
}
"""Phase 1: named linalg ops, by name (registered in xDSL or parsed as unregistered)."""


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
    pads = [int(v) for v in op.static_low.get_values()] + [int(v) for v in op.static_high.get_values()]
    return [
        emitter.add(
            movement.PadOp.build(
                operands=[op.source],
                result_types=[float_tensor(op.result)],
                properties={"pads": DenseArrayBase.from_list(i64, pads), "value": FloatAttr(value, f32)},
            )
        )
    ]


def convert_extract_slice(op: Operation, emitter: Emitter) -> Sequence[SSAValue]:
    assert isinstance(op, tensor.ExtractSliceOp)
    if op.offsets or op.sizes or op.strides:
        raise Unsupported("slices at dynamic offsets or sizes; anec needs static slices")
    elem = element_of(op.source)
    sizes = [int(v) for v in op.static_sizes.get_values()]
    strides = [int(v) for v in op.static_strides.get_values()]
    props: dict[str, Attribute] = {"offsets": DenseArrayBase.from_list(i64, [int(v) for v in op.static_offsets.get_values()])}
    if any(s != 1 for s in strides):
        props["strides"] = DenseArrayBase.from_list(i64, strides)
    sliced = emitter.add(movement.SliceOp.build(operands=[op.source], result_types=[tensor_type(elem, sizes)], properties=props))
    return [emitter.reshape(sliced, shape_of(op.result))]


def convert_concat(op: Operation, emitter: Emitter) -> Sequence[SSAValue]:
    assert isinstance(op, tensor.ConcatOp)
    same_elements([*op.inputs, op.result])
    return [
        emitter.add(
            movement.ConcatOp.build(
                operands=[list(op.inputs)],
                result_types=[op.result.type],
                properties={"axis": IntegerAttr(op.dim.value.data, i64)},
            )
        )
    ]


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

DEAD_WHEN_UNUSED = frozenset({*NAMED_OPS, *STRUCTURAL_OPS, "anec.constant", "anec.reshape"})
"""Value-semantic ops the pass erases once nothing reads them: absorbed inits and pads, and
the constants and reshapes a peephole replaced."""

SOURCES = frozenset({"arith.constant", "tensor.empty", "linalg.fill"})
"""Ops that only feed others: reported only when something besides an unconverted op reads them."""


# Patterns.


@dataclass
class ConvertOp(RewritePattern):
    """Replaces each op `converters` names by its anec form; records why one cannot be."""

    converters: Mapping[str, Converter]
    reasons: dict[Operation, str]

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        convert = self.converters.get(op_label(op))
        if convert is None or op in self.reasons or not in_function(op):
            return
        emitter = Emitter()
        try:
            if not op.results:
                raise Unsupported("has no results: it works on buffers (memref); anec converts linalg on tensors")
            results = convert(op, emitter)
        except Unsupported as err:
            self.reasons[op] = str(err)
            return
        for new in emitter.ops:
            new.location = op.location
        rewriter.replace(op, emitter.ops, list(results))


class EraseDeadOp(RewritePattern):
    """Erases a value-semantic op nothing reads any more (an absorbed init, pad or constant)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.results and not any(r.uses for r in op.results) and in_function(op) and op_label(op) in DEAD_WHEN_UNUSED:
            rewriter.erase(op)


class FoldReshapeChain(RewritePattern):
    """reshape(reshape(x)) is one reshape of x; a reshape to the input's type is x."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: movement.ReshapeOp, rewriter: PatternRewriter) -> None:
        if op.input.type == op.output.type:
            rewriter.replace(op, [], [op.input])
            return
        inner = producer(op.input)
        if not isinstance(inner, movement.ReshapeOp):
            return
        reshape = movement.ReshapeOp.build(operands=[inner.input], result_types=[op.output.type])
        reshape.location = op.location
        rewriter.replace(op, reshape)


class FoldBiasAdd(RewritePattern):
    """conv(x) + b with b one value per output channel ([1, C, 1, 1] or [C, 1, 1]) is conv(x) with bias b."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: elementwise.AddOp, rewriter: PatternRewriter) -> None:
        for conv_value, other in ((op.lhs, op.rhs), (op.rhs, op.lhs)):
            owner = producer(conv_value)
            if not isinstance(owner, conv.ConvolutionOp) or not conv_value.has_one_use():
                continue
            if owner.bias is not None or owner.fused_activation is not None or op.output.type != conv_value.type:
                continue
            dims = shape_of(conv_value)
            channels = dims[1]
            if len(dims) != 4 or len(shape_of(other)) > 4 or strip_ones(shape_of(other)) != strip_ones((channels, 1, 1)):
                continue
            emitter = Emitter()
            bias = reshaped_source(other, channels) or emitter.reshape(other, [channels])
            props = {k: v for k, v in owner.properties.items() if k != "operandSegmentSizes"}
            post_scale = [owner.post_scale] if owner.post_scale is not None else []
            new = conv.ConvolutionOp.build(
                operands=[owner.input, owner.weights, [bias], post_scale], result_types=[conv_value.type], properties=props
            )
            for created in (*emitter.ops, new):
                created.location = owner.location
            rewriter.replace(op, [*emitter.ops, new])
            rewriter.erase(owner)
            return


def reshaped_source(value: SSAValue, channels: int) -> SSAValue | None:
    """The [C] vector an `anec.reshape` made `value` from."""
    owner = producer(value)
    if isinstance(owner, movement.ReshapeOp) and shape_of(owner.input) == (channels,):
        return owner.input
    return None


class FoldSumPoolDivide(RewritePattern):
    """(avg_pool(x) * k) / k, sum pooling divided by the window size, is avg_pool(x)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: elementwise.DivOp, rewriter: PatternRewriter) -> None:
        product = producer(op.lhs)
        if not isinstance(product, elementwise.MulOp) or not product.output.has_one_use():
            return
        pool = producer(product.lhs)
        if not isinstance(pool, pooling.AvgPoolOp | pooling.GlobalAvgPoolOp):
            return
        k = splat_value(product.rhs)
        if k is None or k != splat_value(op.rhs) or op.output.type != product.output.type:
            return
        rewriter.replace(op, [], [pool.output])
        rewriter.erase(product)


def unconverted(module: ModuleOp) -> list[Operation]:
    """Top-level function-body ops that are not anec or func ops, in program order."""
    left = [
        op
        for fn in module.walk()
        if isinstance(fn, func.FuncOp)
        for op in fn.body.walk()
        if in_function(op) and not op_label(op).startswith(("anec.", "func."))
    ]
    remaining = set(left)
    return [
        op
        for op in left
        if op_label(op) not in SOURCES or any(top_level(use.operation) not in remaining for r in op.results for use in r.uses)
    ]


def top_level(op: Operation) -> Operation:
    """The function-body op that holds `op` (itself, or the op whose body it is in)."""
    while not in_function(op) and (parent := op.parent_op()) is not None:
        op = parent
    return op


def reason_for(op: Operation, reasons: Mapping[Operation, str]) -> str:
    return reasons.get(op, "has no anec counterpart")


@dataclass(frozen=True)
class ConvertLinalgToAnecPass(ModulePass):
    """Converts linalg on tensors (torch-mlir / IREE input form) to anec ops."""

    name = "convert-linalg-to-anec"

    allow_partial: bool = False

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        reasons: dict[Operation, str] = {}
        phases: list[list[RewritePattern]] = [
            [ConvertOp(NAMED_OPS, reasons)],
            [EraseDeadOp(), ConvertOp(STRUCTURAL_OPS, reasons)],
            [EraseDeadOp(), FoldReshapeChain(), FoldBiasAdd(), FoldSumPoolDivide()],
        ]
        for patterns in phases:
            # Consumers first: an init or pad is then dead when its turn comes, not converted.
            walker = PatternRewriteWalker(GreedyRewritePatternApplier(patterns, dce_enabled=False), walk_reverse=True)
            walker.rewrite_module(op)
        left = unconverted(op)
        if not left:
            return
        if not self.allow_partial:
            raise located_error(left[0], reason_for(left[0], reasons))
        for remaining in left:
            remaining.attributes[UNCONVERTED_ATTR] = StringAttr(reason_for(remaining, reasons))
        counts: dict[str, int] = {}
        for remaining in left:
            counts[op_label(remaining)] = counts.get(op_label(remaining), 0) + 1
        summary = ", ".join(f"{name} ({n})" for name, n in sorted(counts.items()))
        op.attributes[UNCONVERTED_ATTR] = StringAttr(f"{len(left)} op{'s' * (len(left) != 1)} left unconverted: {summary}")
