"""The scalar body of a structured op read as an expression tree (`Expr`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import permutations

from xdsl.dialects import arith
from xdsl.dialects.builtin import FloatAttr, TensorType
from xdsl.ir import Attribute, BlockArgument, Operation, SSAValue

from anec.frontend.cleanup import op_label, producer
from anec.frontend.linalg.values import Unsupported, splat_value


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
