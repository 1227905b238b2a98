"""Batch tiles of a program (docs/cost-model.md, "Batch tiles").

A program whose every op treats the leading (batch) axis independently
computes sample b of its results from sample b of its activations alone.
The DMA engines re-base per tile (SPEC §1), so such a program runs one
batch tile after another, and what it holds on chip at any moment is one
tile's live activations: SPEC §1's working-set rule ("while a layer's live
activation fits the on-chip working set, intermediates stay on chip")
applies to the tile, and SPEC §7's first rewrite ("a layer whose activation
exceeds the working set is reshaped, split or batched") is this split of
the batch. Weights do not depend on the sample: they stream once per tile.

`batch_extent` finds the common batch extent B of a set of ops (1 when there
is none); `batch_tiles` the fewest tiles of whole samples whose live set
fits the working set. Only the refined mode, `anec-fuse{mode=refined}` and
`anec-tile{mode=refined}` (its residency guard)
use them; the seed streams a whole program past the working set.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Operation, SSAValue

from anec.dialect.attention import AttentionOp
from anec.dialect.checks import type_shape
from anec.dialect.conv import ConvLikeOp, MatmulOp
from anec.dialect.elementwise import BinaryOp, CastOp, UnaryOp
from anec.dialect.movement import ConcatOp, PadOp, ReshapeOp, SliceOp, TransposeOp
from anec.dialect.normalization import BatchNormOp, LayerNormOp, ScaleBiasOp, SoftmaxOp
from anec.dialect.pooling import GlobalPoolOp, PoolOp
from anec.dialect.reduction import ArgReduceOp, ReduceOp
from anec.cost.work import OpWork, Role

_PER_SAMPLE = (ConvLikeOp, PoolOp, GlobalPoolOp, AttentionOp, UnaryOp, CastOp, BinaryOp, ScaleBiasOp, BatchNormOp,
               ReshapeOp, SliceOp, ConcatOp, PadOp)
"""Ops that compute sample b of their result from sample b of their
activations whenever every activation they read and write has the batch on
axis 0 (a slice, concat or pad along axis 0 changes its extent there, so
the common-extent check rules it out)."""


def _leading(value: SSAValue) -> tuple[int, int] | None:
    """(axis 0's extent, rank) of a tensor of rank >= 2."""
    t = value.type
    if isinstance(t, TensorType) and len(shape := type_shape(t)) >= 2:
        return shape[0], len(shape)
    return None


def _axis0_free(op: Operation, work: OpWork) -> bool:
    """Whether `op` keeps axis 0 apart (no reduction or permutation over it)."""
    if isinstance(op, _PER_SAMPLE):
        return True
    if isinstance(op, LayerNormOp | ReduceOp):
        return 0 not in (int(a) for a in op.axes.get_values())
    if isinstance(op, SoftmaxOp | ArgReduceOp):
        return op.axis.value.data != 0
    if isinstance(op, TransposeOp):
        return int(op.permutation.get_values()[0]) == 0
    if isinstance(op, MatmulOp):
        # A batched product keeps its batch apart; the rows of a matrix
        # product are independent only against a weight rhs.
        if len(op.lhs.type.get_shape()) >= 3:
            return True
        return not op.transpose_lhs.value.data and not any(r.value is op.rhs and r.role == Role.ACTIVATION for r in work.reads)
    return False


def op_batch(op: Operation, work: OpWork) -> tuple[int, bool] | None:
    """(the extent `op` keeps apart on axis 0, whether one of its tensors has
    rank >= 3), or None when it mixes samples or reads or writes an
    activation without such an axis."""
    if not _axis0_free(op, work):
        return None
    values = [r.value for r in work.reads if r.role == Role.ACTIVATION] + [w.value for w in work.writes]
    leading = [_leading(v) for v in values]
    if not leading or None in leading or len({extent for extent, _ in leading}) != 1:
        return None
    return leading[0][0], any(rank >= 3 for _, rank in leading)


def batch_extent(ops: Iterable[tuple[Operation, OpWork]]) -> int:
    """The common extent B > 1 that every op with work keeps apart on axis 0,
    provided some tensor of rank >= 3 carries it (N of NCHW, the batch of a
    batched product), else 1. The rows of matrices alone are not a batch:
    SPEC §2's 96-layer chain of [7808x128] x [128x128] products (2 MB
    activations) moved 426 MB of DRAM per dispatch, so the device streamed
    it rather than run it in row tiles."""
    common: int | None = None
    anchored = False
    for op, work in ops:
        if not work.reads and not work.writes:
            continue
        found = op_batch(op, work)
        if found is None or (common is not None and found[0] != common):
            return 1
        common, anchored = found[0], anchored or found[1]
    return common if common is not None and common > 1 and anchored else 1


def batch_tiles(peak: int, batch: int, working_set: int) -> int:
    """The fewest tiles of whole samples whose live set (peak / batch per
    sample) fits `working_set`; `batch` when one sample does not fit; 1
    when the whole program fits."""
    if batch <= 1 or peak <= working_set:
        return 1
    per_sample = math.ceil(peak / batch)
    samples = working_set // per_sample
    if samples == 0:
        return batch
    return math.ceil(batch / samples)


def tile_share(batch: int, tiles: int) -> tuple[int, int]:
    """(samples in the largest tile, batch): a tile's live bytes are
    `live x samples // batch`."""
    return math.ceil(batch / tiles), batch
