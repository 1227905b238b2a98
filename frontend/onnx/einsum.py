"""
The Einsum converter: the contraction as transposes, reshapes and
`anec.matmul` (with its transpose flags where an operand is already laid out
[batch, K, M] or [batch, N, K]), operands contracted left to right, and an
index that only one operand holds and the result does not as an
`anec.reduce_sum`. This covers the contractions exporters write: matrix and
batched matrix products (`ij,jk->ik`, `bij,bjk->bik`), transposes
(`ij->ji`), attention's scores and context (`bhqd,bhkd->bhqk`,
`bhqk,bhkd->bhqd`), bilinear forms (`bi,ij,bj->b`), outer products and sums;
`...` stands for the leading axes. A repeated index within one operand (a
diagonal or trace) and batch axes that differ in extent (broadcast) are
errors naming the equation.
"""

from __future__ import annotations

import math
import re
import string
from typing import TYPE_CHECKING

import numpy as np
from xdsl.ir import SSAValue

from anec.dialect import conv, reduction
from anec.frontend.onnx.model import FloatType, Node, Value, dims_of, elem_of

if TYPE_CHECKING:
    from anec.frontend.onnx.graph import GraphImporter

ELLIPSIS_LABELS = string.digits
"""Labels standing for the axes of `...` (an equation's own labels are letters)."""


def parse(node: Node, equation: str, ranks: list[int]) -> tuple[list[str], str]:
    """The labels of each operand and of the result, `...` expanded."""
    text = equation.replace(" ", "")
    lhs, arrow, rhs = text.partition("->")
    terms = lhs.split(",")
    if len(terms) != len(ranks):
        raise node.error(f"equation '{equation}' has {len(terms)} operands; the node has {len(ranks)}")
    if not re.fullmatch(r"[A-Za-z.,]*", lhs) or (arrow and not re.fullmatch(r"[A-Za-z.]*", rhs)):
        raise node.error(f"equation '{equation}' is not an Einsum equation (letters, ',', '...', '->')")
    ellipsis_rank = max((rank - len(term.replace("...", "")) for term, rank in zip(terms, ranks) if "..." in term), default=0)
    if ellipsis_rank > len(ELLIPSIS_LABELS):
        raise node.error(f"'...' stands for {ellipsis_rank} axes; at most {len(ELLIPSIS_LABELS)} are supported")
    labels = []
    for term, rank in zip(terms, ranks):
        if "..." in term:
            count = rank - len(term.replace("...", ""))
            term = term.replace("...", ELLIPSIS_LABELS[ellipsis_rank - count : ellipsis_rank])
        if len(term) != rank:
            raise node.error(f"operand '{term}' of equation '{equation}' has {len(term)} indices; the input has rank {rank}")
        if len(set(term)) != len(term):
            raise node.error(f"equation '{equation}' repeats an index within one operand (a diagonal); this is not expressible")
        labels.append(term)
    if arrow:
        out = rhs.replace("...", ELLIPSIS_LABELS[:ellipsis_rank])
    else:
        counts = {c: "".join(labels).count(c) for c in "".join(labels)}
        out = ELLIPSIS_LABELS[:ellipsis_rank] + "".join(sorted(c for c, n in counts.items() if n == 1 and c.isalpha()))
    unknown = set(out) - set("".join(labels))
    if unknown or len(set(out)) != len(out):
        raise node.error(f"equation '{equation}' has a result index that no operand has, or repeats one")
    return labels, out


class Contraction:
    """The state of an Einsum being converted: operands as (value, labels)."""

    def __init__(self, g: GraphImporter, node: Node, elem: FloatType):
        self.g, self.node, self.elem = g, node, elem
        self.sizes: dict[str, int] = {}

    def record(self, labels: str, value: Value) -> None:
        for label, size in zip(labels, dims_of(value)):
            if self.sizes.setdefault(label, size) != size:
                raise self.node.error(
                    f"index '{label}' has extents {self.sizes[label]} and {size}; broadcasting an index is not supported"
                )

    def reduce(self, value: Value, labels: str, keep: set[str]) -> tuple[Value, str]:
        """Sums the axes whose labels are not in `keep`."""
        axes = [i for i, c in enumerate(labels) if c not in keep]
        if not axes:
            return value, labels
        left = "".join(c for c in labels if c in keep)
        if not left:
            raise self.node.error("the contraction sums an operand to a scalar; anec tensors have rank 1 or more")
        if isinstance(value, np.ndarray):
            return value.sum(axis=tuple(axes)), left
        return self.g.add(reduction.ReduceSumOp(value, axes=axes, keep_dims=False)), left

    def arrange(self, value: Value, labels: str, order: str) -> Value:
        return self.g.transpose(value, [labels.index(c) for c in order])

    def as_value(self, value: Value, name: str) -> SSAValue:
        return value if isinstance(value, SSAValue) else self.g.constant(value, name, self.elem)

    def pair(self, a: Value, la: str, b: Value, lb: str, needed: set[str]) -> tuple[Value, str]:
        """Contracts two operands over their shared labels not in `needed`."""
        a, la = self.reduce(a, la, needed | set(lb))
        b, lb = self.reduce(b, lb, needed | set(la))
        batch = "".join(c for c in la if c in lb and c in needed)
        contract = "".join(c for c in la if c in lb and c not in needed)
        free_a = "".join(c for c in la if c not in lb)
        free_b = "".join(c for c in lb if c not in la)
        size = lambda labels: math.prod(self.sizes[c] for c in labels)  # noqa: E731
        lead = [self.sizes[c] for c in batch] if len(batch) <= 2 else [size(batch)]
        m, k, n = size(free_a), size(contract), size(free_b)
        trans_a = la == batch + contract + free_a and len(free_a) <= 1 and len(contract) <= 1 and len(batch) <= 2
        trans_b = lb == batch + free_b + contract and len(free_b) <= 1 and len(contract) <= 1 and len(batch) <= 2
        a = self.g.reshape(a, (*lead, k, m)) if trans_a else self.g.reshape(self.arrange(a, la, batch + free_a + contract), (*lead, m, k))
        b = self.g.reshape(b, (*lead, n, k)) if trans_b else self.g.reshape(self.arrange(b, lb, batch + contract + free_b), (*lead, k, n))
        lhs = self.as_value(a, f"{self.node.inputs[0]}_einsum")
        rhs = self.as_value(b, f"{self.node.inputs[-1]}_einsum")
        y = self.g.add(conv.MatmulOp(lhs, rhs, transpose_lhs=trans_a or None, transpose_rhs=trans_b or None))
        labels = batch + free_a + free_b
        return self.g.reshape(y, [self.sizes[c] for c in labels]), labels


def convert_einsum(g: GraphImporter, node: Node) -> list[Value]:
    equation = str(node.attr("equation"))
    operands = [g.get(node, i) for i in range(len(node.inputs))]
    runtime = next(v for v in operands if isinstance(v, SSAValue))
    elem = elem_of(runtime)
    if not isinstance(elem, FloatType):
        raise node.error("Einsum of integer tensors computed at run time; anec computes on f16/f32 tensors")
    labels, out = parse(node, equation, [len(dims_of(v)) for v in operands])
    if not out:
        raise node.error(f"equation '{equation}' gives a scalar; anec tensors have rank 1 or more")
    state = Contraction(g, node, elem)
    for value, term in zip(operands, labels):
        state.record(term, value)
    value, current = operands[0], labels[0]
    for index in range(1, len(operands)):
        needed = set(out).union(*labels[index + 1 :])
        value, current = state.pair(value, current, operands[index], labels[index], needed)
    value, current = state.reduce(value, current, set(out))
    result = state.arrange(value, current, out)
    return [state.as_value(result, node.outputs[0])]
