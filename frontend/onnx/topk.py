"""The selections placed off the engine, like argmax (SPEC section 4): TopK (`anec.top_k`) and NonMaxSuppression (`anec.non_max_suppression`)."""

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


def convert_non_max_suppression(g: GraphImporter, node: Node) -> list[Value]:
    """
    NonMaxSuppression (opsets 10 and 11) as `anec.non_max_suppression`:
    boxes and scores may be computed at run time, max_output_boxes_per_class,
    iou_threshold and score_threshold must be known at import time. The
    number of boxes kept depends on the scores, and anec's tensors have
    static shapes, so the result has the most rows it can need,
    batch x classes x min(max_output_boxes_per_class, boxes), the kept rows
    first and -1 after them (ONNX's result is those first rows); i32 where
    ONNX gives int64. A max_output_boxes_per_class of 0 (ONNX's default)
    selects nothing and is an error: a result of no rows is not a tensor.
    """
    boxes, scores = g.operand(node, 0), g.operand(node, 1)
    box_dims, score_dims = dims_of(boxes), dims_of(scores)
    if len(box_dims) != 3 or box_dims[2] != 4:
        raise node.error(f"boxes have shape {list(box_dims)}; expected [batch, boxes, 4]")
    if len(score_dims) != 3 or score_dims[0] != box_dims[0] or score_dims[2] != box_dims[1]:
        raise node.error(f"scores have shape {list(score_dims)}; expected [{box_dims[0]}, classes, {box_dims[1]}]")

    def scalar(index: int, what: str) -> float | None:
        given = g.static(node, index, what).reshape(-1) if node.has_input(index) else None
        if given is not None and given.size != 1:
            raise node.error(f"{what} has {given.size} elements; expected one")
        return None if given is None else given[0].item()

    count = scalar(2, "max_output_boxes_per_class")
    max_boxes = max(int(count), 0) if count is not None else 0
    if max_boxes == 0:
        raise node.error("max_output_boxes_per_class is 0 (or absent): the selection is empty, and anec has no tensor of 0 rows")
    iou = scalar(3, "iou_threshold")
    iou = 0.0 if iou is None else float(iou)
    if not 0.0 <= iou <= 1.0:
        raise node.error(f"iou_threshold = {iou:g} is outside [0, 1]")
    score = scalar(4, "score_threshold")
    center = int(node.attr("center_point_box", 0))
    if center not in (0, 1):
        raise node.error(f"center_point_box = {center}; expected 0 (corners) or 1 (center and size)")
    op = g.emit(
        reduction.NonMaxSuppressionOp(
            boxes, scores, max_boxes=max_boxes, iou_threshold=iou, score_threshold=None if score is None else float(score), center_point_box=center
        )
    )
    return list(op.results)
