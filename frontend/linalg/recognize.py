"""
Recognizing what a scalar body computes: small rules, each rewriting one
node to the anec function it computes, applied bottom-up to a fixed point.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import permutations


from anec.frontend.linalg.body import Const, Expr, Leaf, Node


def split_const(expr: Node) -> tuple[Expr, float] | None:
    """(other, c) of a binary node with one constant argument."""
    if len(expr.args) != 2:
        return None
    a, b = expr.args
    if isinstance(b, Const) and not isinstance(a, Const):
        return a, b.value
    if isinstance(a, Const) and not isinstance(b, Const):
        return b, a.value
    return None


def is_fn(expr: Expr, fn: str) -> bool:
    return isinstance(expr, Node) and expr.fn == fn


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


# The rules: each rewrites one node, or returns None where it does not apply.


def times_one(expr: Node) -> Expr | None:
    """`x * 1`, `1 * x` and `x / 1` are `x`."""
    split = split_const(expr)
    if expr.fn not in ("mul", "div") or split is None or split[1] != 1.0:
        return None
    return split[0] if expr.fn == "mul" or expr.args[1] == Const(1.0, expr.elem) else None


def relu(expr: Node) -> Expr | None:
    """`max(x, 0)`."""
    split = split_const(expr)
    return Node("relu", (split[0],), expr.elem) if expr.fn == "max" and split is not None and split[1] == 0.0 else None


def clamp_of_min(expr: Node) -> Expr | None:
    """`min(relu(x), hi)` with hi >= 0, and `min(max(x, lo), hi)` with lo <= hi."""
    split = split_const(expr)
    if expr.fn != "min" or split is None:
        return None
    inner, hi = split
    if is_fn(inner, "relu") and hi >= 0.0:
        assert isinstance(inner, Node)
        return Node("clamp", inner.args, expr.elem, (0.0, hi))
    low = split_const(inner) if is_fn(inner, "max") and isinstance(inner, Node) else None
    return Node("clamp", (low[0],), expr.elem, (low[1], hi)) if low is not None and low[1] <= hi else None


def clamp_of_max(expr: Node) -> Expr | None:
    """`max(min(x, hi), lo)` with lo <= hi."""
    split = split_const(expr)
    if expr.fn != "max" or split is None or not is_fn(split[0], "min"):
        return None
    inner = split[0]
    assert isinstance(inner, Node)
    high = split_const(inner)
    return Node("clamp", (high[0],), expr.elem, (split[1], high[1])) if high is not None and split[1] <= high[1] else None


def clamp_of_relu(expr: Node) -> Expr | None:
    """`relu(min(x, hi))` with hi >= 0."""
    if expr.fn != "relu" or not is_fn(expr.args[0], "min"):
        return None
    inner = expr.args[0]
    assert isinstance(inner, Node)
    high = split_const(inner)
    return Node("clamp", (high[0],), expr.elem, (0.0, high[1])) if high is not None and high[1] >= 0.0 else None


def quotient(expr: Node) -> Expr | None:
    """`1 / (1 + exp(-x))` is sigmoid, `x / (1 + exp(-x))` silu, `1 / sqrt(x)` rsqrt, `1 / x` reciprocal."""
    if expr.fn != "div":
        return None
    num, den = expr.args
    x = exp_neg_plus_one(den)
    if x is not None and num == Const(1.0, num.elem):
        return Node("sigmoid", (x,), expr.elem)
    if x is not None and num == x:
        return Node("silu", (x,), expr.elem)
    if num != Const(1.0, num.elem) or isinstance(den, Const):
        return None
    if is_fn(den, "sqrt") and isinstance(den, Node):
        return Node("rsqrt", den.args, expr.elem)
    return Node("reciprocal", (den,), expr.elem)


def square_of_pow(expr: Node) -> Expr | None:
    """`x ** 2`."""
    return Node("square", expr.args[:1], expr.elem) if expr.fn == "pow" and expr.args[1] == Const(2.0, expr.elem) else None


def silu(expr: Node) -> Expr | None:
    """`x * sigmoid(x)` (either order)."""
    if expr.fn != "mul":
        return None
    for first, second in permutations(expr.args):
        if is_fn(second, "sigmoid") and isinstance(second, Node) and second.args[0] == first:
            return Node("silu", (first,), expr.elem)
    return None


def square_of_product(expr: Node) -> Expr | None:
    """`x * x`."""
    a, b = expr.args if len(expr.args) == 2 else (None, None)
    return Node("square", (a,), expr.elem) if expr.fn == "mul" and a == b and not isinstance(a, Const) else None


RULES: tuple[Callable[[Node], Expr | None], ...] = (
    times_one,
    relu,
    clamp_of_min,
    clamp_of_max,
    clamp_of_relu,
    quotient,
    square_of_pow,
    silu,
    square_of_product,
)
"""The rules, tried in order; the first that applies rewrites the node. (The
written-out Gelu spans ops across bodies too: `anec.frontend.cleanup` fuses it
on the anec ops.)"""


def recognize(expr: Node) -> Expr:
    """`expr` rewritten by the first rule that applies, again, until none does (its arguments are recognized already)."""
    while True:
        found = next((result for rule in RULES if (result := rule(expr)) is not None), expr)
        if not isinstance(found, Node) or found == expr:
            return found
        expr = found


def simplify(expr: Expr) -> Expr:
    """Bottom-up recognition of relu, clamp, sigmoid, silu, rsqrt, reciprocal, square."""
    if not isinstance(expr, Node):
        return expr
    return recognize(Node(expr.fn, tuple(simplify(a) for a in expr.args), expr.elem, expr.params))


def leaves(expr: Expr) -> set[int]:
    if isinstance(expr, Leaf):
        return {expr.index}
    if isinstance(expr, Node):
        return set().union(*(leaves(a) for a in expr.args))
    return set()
