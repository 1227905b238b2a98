"""
The ops of `anec.dialect.reduction`.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls

from anec.dialect import reduction
from anec.interpreter.common import f64, finish


def reduce_axes(op: reduction.ReduceOp) -> dict[str, Any]:
    """numpy `axis` and `keepdims` of a value reduction."""
    return {"axis": tuple(int(a) for a in op.axes.get_values()), "keepdims": bool(op.keep_dims.value.data)}


def top_k(x: np.ndarray, axis: int, k: int, largest: bool) -> tuple[np.ndarray, np.ndarray]:
    """The `k` largest (or smallest) elements along `axis`, sorted, the lower
    index first among equal ones (a stable sort), and their indices."""
    order = np.argsort(-x if largest else x, axis=axis, kind="stable")
    indices = np.take(order, np.arange(k), axis=axis)
    return np.take_along_axis(x, indices, axis=axis), indices


def box_extents(boxes: np.ndarray, center_point_box: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Per box [..., 4]: the low and high bound on each of its two axes (f32), as onnxruntime forms them."""
    if center_point_box == 0:
        lo_a, hi_a = np.minimum(boxes[..., 1], boxes[..., 3]), np.maximum(boxes[..., 1], boxes[..., 3])
        lo_b, hi_b = np.minimum(boxes[..., 0], boxes[..., 2]), np.maximum(boxes[..., 0], boxes[..., 2])
        return lo_a, hi_a, lo_b, hi_b
    half_a, half_b = boxes[..., 2] / np.float32(2), boxes[..., 3] / np.float32(2)
    return boxes[..., 0] - half_a, boxes[..., 0] + half_a, boxes[..., 1] - half_b, boxes[..., 1] + half_b


def suppresses(extents: tuple[np.ndarray, ...], kept: int, box: int, iou_threshold: np.float32) -> bool:
    """Whether kept box `kept` suppresses `box`: their intersection over union is above the threshold
    (an empty intersection, or a box without area, never suppresses), in f32 as onnxruntime computes it."""
    lo_a, hi_a, lo_b, hi_b = extents
    a_lo, a_hi = max(lo_a[kept], lo_a[box]), min(hi_a[kept], hi_a[box])
    if a_hi <= a_lo:
        return False
    b_lo, b_hi = max(lo_b[kept], lo_b[box]), min(hi_b[kept], hi_b[box])
    if b_hi <= b_lo:
        return False
    inter = (a_hi - a_lo) * (b_hi - b_lo)
    area_kept = (hi_a[kept] - lo_a[kept]) * (hi_b[kept] - lo_b[kept])
    area_box = (hi_a[box] - lo_a[box]) * (hi_b[box] - lo_b[box])
    union = area_kept + area_box - inter
    if inter <= 0 or area_kept <= 0 or area_box <= 0 or union <= 0:
        return False
    return bool(inter / union > iou_threshold)


def non_max_suppression(
    boxes: np.ndarray, scores: np.ndarray, max_boxes: int, iou_threshold: float, score_threshold: float | None, center_point_box: int
) -> np.ndarray:
    """
    The selection of `anec.non_max_suppression` (ONNX NonMaxSuppression): rows
    (batch, class, box) in that order, then -1 rows up to the static extent.
    Candidates are visited by falling score, the lower index first among
    equal scores (a stable sort; onnxruntime's heap leaves that order open).
    """
    batch, classes, count = scores.shape
    threshold = np.float32(iou_threshold)
    rows: list[tuple[int, int, int]] = []
    for b in range(batch):
        extents = box_extents(boxes[b].astype(np.float32), center_point_box)
        for c in range(classes):
            row = scores[b, c].astype(np.float32)
            candidates = np.argsort(-row, kind="stable")
            if score_threshold is not None:
                candidates = candidates[row[candidates] > np.float32(score_threshold)]
            kept: list[int] = []
            for box in candidates.tolist():
                if len(kept) == max_boxes:
                    break
                if not any(suppresses(extents, k, box, threshold) for k in kept):
                    kept.append(box)
            rows += [(b, c, k) for k in kept]
    out = np.full((batch * classes * min(max_boxes, count), 3), -1, np.int64)
    if rows:
        out[: len(rows)] = rows
    return out


@register_impls
class ReductionFunctions(InterpreterFunctions):
    """Numpy implementations of the ops of `anec.dialect.reduction`."""

    @impl(reduction.ReduceSumOp)
    def run_reduce_sum(self, interpreter: Interpreter, op: reduction.ReduceSumOp, args: PythonValues) -> PythonValues:
        return (finish(op.output, f64(args[0]).sum(**reduce_axes(op), dtype=np.float64)),)

    @impl(reduction.ReduceMeanOp)
    def run_reduce_mean(self, interpreter: Interpreter, op: reduction.ReduceMeanOp, args: PythonValues) -> PythonValues:
        return (finish(op.output, f64(args[0]).mean(**reduce_axes(op), dtype=np.float64)),)

    @impl(reduction.ReduceMaxOp)
    def run_reduce_max(self, interpreter: Interpreter, op: reduction.ReduceMaxOp, args: PythonValues) -> PythonValues:
        return (finish(op.output, f64(args[0]).max(**reduce_axes(op))),)

    @impl(reduction.ReduceMinOp)
    def run_reduce_min(self, interpreter: Interpreter, op: reduction.ReduceMinOp, args: PythonValues) -> PythonValues:
        return (finish(op.output, f64(args[0]).min(**reduce_axes(op))),)

    @impl(reduction.ArgmaxOp)
    def run_argmax(self, interpreter: Interpreter, op: reduction.ArgmaxOp, args: PythonValues) -> PythonValues:
        keep = bool(op.keep_dims.value.data)
        return (finish(op.output, f64(args[0]).argmax(axis=op.axis.value.data, keepdims=keep)),)

    @impl(reduction.TopKOp)
    def run_top_k(self, interpreter: Interpreter, op: reduction.TopKOp, args: PythonValues) -> PythonValues:
        values, indices = top_k(f64(args[0]), op.axis.value.data, op.k.value.data, bool(op.largest.value.data))
        return finish(op.values, values), finish(op.indices, indices)

    @impl(reduction.NonMaxSuppressionOp)
    def run_non_max_suppression(self, interpreter: Interpreter, op: reduction.NonMaxSuppressionOp, args: PythonValues) -> PythonValues:
        score = None if op.score_threshold is None else op.score_threshold.value.data
        selected = non_max_suppression(
            np.asarray(args[0]), np.asarray(args[1]), op.max_boxes.value.data, op.iou_threshold.value.data, score, op.center_point_box.value.data
        )
        return (finish(op.selected, selected),)

    @impl(reduction.ArgminOp)
    def run_argmin(self, interpreter: Interpreter, op: reduction.ArgminOp, args: PythonValues) -> PythonValues:
        keep = bool(op.keep_dims.value.data)
        return (finish(op.output, f64(args[0]).argmin(axis=op.axis.value.data, keepdims=keep)),)
