"""
The ops of `anec.dialect.movement`.
"""

from __future__ import annotations

import numpy as np
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls

from anec.dialect import movement
from anec.dialect.attributes import PadMode
from anec.dialect.checks import array
from anec.dialect.numeric import value_type
from anec.interpreter.common import f64, finish, OpRuntimeError


def gather_indices(op: movement.GatherOp, indices: np.ndarray, extent: int) -> np.ndarray:
    """The gather indices, checked against the gathered axis."""
    bad = (indices < 0) | (indices >= extent)
    if bad.any():
        raise OpRuntimeError(
            op, f"index {int(indices[bad].flat[0])} is out of range for axis extent {extent}; expected 0..{extent - 1}"
        )
    return indices.astype(np.intp)


@register_impls
class MovementFunctions(InterpreterFunctions):
    """Numpy implementations of the ops of `anec.dialect.movement`."""

    @impl(movement.ReshapeOp)
    def run_reshape(self, interpreter: Interpreter, op: movement.ReshapeOp, args: PythonValues) -> PythonValues:
        return (finish(op.output, np.reshape(args[0], value_type(op.output.type)[0])),)

    @impl(movement.TransposeOp)
    def run_transpose(self, interpreter: Interpreter, op: movement.TransposeOp, args: PythonValues) -> PythonValues:
        return (finish(op.output, np.transpose(args[0], op.permutation.get_values())),)

    @impl(movement.ConcatOp)
    def run_concat(self, interpreter: Interpreter, op: movement.ConcatOp, args: PythonValues) -> PythonValues:
        return (finish(op.output, np.concatenate(args, axis=op.axis.value.data)),)

    @impl(movement.SliceOp)
    def run_slice(self, interpreter: Interpreter, op: movement.SliceOp, args: PythonValues) -> PythonValues:
        extents = value_type(op.output.type)[0]
        offsets = op.offsets.get_values()
        index = tuple(slice(o, o + (n - 1) * s + 1, s) for o, n, s in zip(offsets, extents, op.stride_values()))
        return (finish(op.output, args[0][index]),)

    @impl(movement.PadOp)
    def run_pad(self, interpreter: Interpreter, op: movement.PadOp, args: PythonValues) -> PythonValues:
        x = f64(args[0])
        widths = op.pad_pairs()
        mode = op.mode.data
        if mode == PadMode.CONSTANT:
            return (finish(op.output, np.pad(x, widths, constant_values=op.value.value.data)),)
        return (finish(op.output, np.pad(x, widths, mode=mode.value)),)

    @impl(movement.SpaceToBatchOp)
    def run_space_to_batch(self, interpreter: Interpreter, op: movement.SpaceToBatchOp, args: PythonValues) -> PythonValues:
        x = args[0]
        bh, bw = op.block_shape.get_values()
        pt, pb, pl, pr = array(op.pads) or (0, 0, 0, 0)
        padded = np.pad(x, ((0, 0), (0, 0), (pt, pb), (pl, pr)))
        n, c, h, w = padded.shape
        y = padded.reshape(n, c, h // bh, bh, w // bw, bw).transpose(3, 5, 0, 1, 2, 4)
        return (finish(op.output, y.reshape(bh * bw * n, c, h // bh, w // bw)),)

    @impl(movement.BatchToSpaceOp)
    def run_batch_to_space(self, interpreter: Interpreter, op: movement.BatchToSpaceOp, args: PythonValues) -> PythonValues:
        x = args[0]
        bh, bw = op.block_shape.get_values()
        ct, cb, cl, cr = array(op.crops) or (0, 0, 0, 0)
        batch, c, h, w = x.shape
        n = batch // (bh * bw)
        full = x.reshape(bh, bw, n, c, h, w).transpose(2, 3, 4, 0, 5, 1).reshape(n, c, h * bh, w * bw)
        return (finish(op.output, full[:, :, ct : h * bh - cb, cl : w * bw - cr]),)

    @impl(movement.GatherOp)
    def run_gather(self, interpreter: Interpreter, op: movement.GatherOp, args: PythonValues) -> PythonValues:
        x, indices = args
        axis = op.axis.value.data
        return (finish(op.output, np.take(x, gather_indices(op, indices, x.shape[axis]), axis=axis)),)
