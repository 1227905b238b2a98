"""The TopK converter: `anec.top_k` (placed off the engine, like argmax, SPEC section 4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from anec.dialect import reduction
from anec.frontend.onnx.model import Node, Value, dims_of, normalize_axis

if TYPE_CHECKING:
    from anec.frontend.onnx.graph import GraphImporter


def convert_top_k(g: GraphImporter, node: Node) -> list[Value]:
    """
    TopK (k from the attribute before opset 10, from the known input K
    after), largest or smallest. The values come out sorted whatever
    `sorted` says (an unsorted order is any order); indices are i32 where
    ONNX gives int64, as for ArgMax.
    """
    x = g.operand(node, 0)
    dims = dims_of(x)
    axis = normalize_axis(int(node.attr("axis", -1)), len(dims), node)
    if node.opset < 10:
        k = int(node.attr("k"))
    else:
        given = g.static(node, 1, "K").reshape(-1)
        if given.size != 1:
            raise node.error(f"K has {given.size} elements; expected one")
        k = int(given[0])
    if not 1 <= k <= dims[axis]:
        raise node.error(f"K = {k} is outside 1..{dims[axis]} (the extent of axis {axis})")
    op = g.emit(reduction.TopKOp(x, axis=axis, k=k, largest=bool(node.attr("largest", 1))))
    return list(op.results)
