"""
The ops of `anec.dialect.texture`.
"""

from __future__ import annotations

import numpy as np
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls

from anec.dialect import texture
from anec.dialect.attributes import BoxFormat
from anec.dialect.numeric import resize, sample, value_type
from anec.interpreter.common import f64, finish, OpRuntimeError


def box_corners(op: texture.CropResizeOp, box: np.ndarray) -> tuple[float, float, float, float]:
    """(y0, x0, y1, x1) of one box's four coordinates, scaled to input pixels."""
    y0, x0, a, b = (float(v) * op.spatial_scale.value.data for v in box)
    if op.box_format.data == BoxFormat.ORIGIN_SIZE:
        return y0, x0, y0 + a, x0 + b
    return y0, x0, a, b


def box_batch(op: texture.CropResizeOp, box: np.ndarray, batch: int) -> int:
    """The batch index of a box: column 0 of a [K, 5] box tensor, else 0."""
    if box.shape[0] == 4:
        return 0
    index = float(box[0])
    if not (index.is_integer() and 0 <= index < batch):
        raise OpRuntimeError(op, f"box batch index {index:g} is not an integer in 0..{batch - 1}")
    return int(index)


@register_impls
class TextureFunctions(InterpreterFunctions):
    """Numpy implementations of the ops of `anec.dialect.texture`."""

    @impl(texture.ResizeOp)
    def run_resize(self, interpreter: Interpreter, op: texture.ResizeOp, args: PythonValues) -> PythonValues:
        _, _, out_h, out_w = value_type(op.output.type)[0]
        y = resize(f64(args[0]), out_h, out_w, op.mode.data, bool(op.align_corners.value.data))
        return (finish(op.output, y),)

    @impl(texture.ResizeAsOp)
    def run_resize_as(self, interpreter: Interpreter, op: texture.ResizeAsOp, args: PythonValues) -> PythonValues:
        _, _, out_h, out_w = value_type(op.output.type)[0]
        y = resize(f64(args[0]), out_h, out_w, op.mode.data, bool(op.align_corners.value.data))
        return (finish(op.output, y),)

    @impl(texture.CropResizeOp)
    def run_crop_resize(self, interpreter: Interpreter, op: texture.CropResizeOp, args: PythonValues) -> PythonValues:
        x, boxes = f64(args[0]), np.asarray(args[1], np.float64)
        _, _, out_h, out_w = value_type(op.output.type)[0]
        crops: list[np.ndarray] = []
        for box in boxes:
            image = x[box_batch(op, box, x.shape[0])]
            y0, x0, y1, x1 = box_corners(op, box[-4:])
            ys = y0 + (np.arange(out_h) + 0.5) * (y1 - y0) / out_h - 0.5
            xs = x0 + (np.arange(out_w) + 0.5) * (x1 - x0) / out_w - 0.5
            y, xx = np.meshgrid(ys, xs, indexing="ij")
            crops.append(sample(image, y, xx, op.mode.data))
        return (finish(op.output, np.stack(crops)),)

    @impl(texture.ResampleOp)
    def run_resample(self, interpreter: Interpreter, op: texture.ResampleOp, args: PythonValues) -> PythonValues:
        x, grid = f64(args[0]), np.asarray(args[1], np.float64)
        h, w = x.shape[2:]
        rows = np.broadcast_to(np.arange(grid.shape[2], dtype=np.float64)[:, None], grid.shape[2:])
        out: list[np.ndarray] = []
        for image, coords in zip(x, grid):
            xs = coords[0]
            ys = coords[1] if coords.shape[0] == 2 else None
            if op.normalized.value.data:
                xs = ((xs + 1) * w - 1) / 2
                ys = ((ys + 1) * h - 1) / 2 if ys is not None else None
            out.append(sample(image, rows if ys is None else ys, xs, op.mode.data))
        return (finish(op.output, np.stack(out)),)

    @impl(texture.AffineOp)
    def run_affine(self, interpreter: Interpreter, op: texture.AffineOp, args: PythonValues) -> PythonValues:
        x = f64(args[0])
        _, _, out_h, out_w = value_type(op.output.type)[0]
        a, b, c, d, e, f = op.coefficients()
        i, j = np.meshgrid(np.arange(out_h, dtype=np.float64), np.arange(out_w, dtype=np.float64), indexing="ij")
        ys, xs = d * j + e * i + f, a * j + b * i + c
        return (finish(op.output, np.stack([sample(image, ys, xs, op.mode.data) for image in x])),)
