"""
`anec-tile`: splits a layer that does not fit the engine into tiles that do
(SPEC section 3: "the tiling choice is the argmin of the split cost against
the unsplit cost, searched once per layer shape and cached"; section 7: "a
layer whose activation exceeds the target's on-chip working set is
reshaped, split or batched before anything else").

**When.** A layer must split when its live operand (`cost.zin`: activations
read and written) exceeds the target's `working_set_bytes`, or its true
execute cycles saturate the 16-bit descriptor field (> 65535). Zin's cached
choice (`layer_cycles(op, target).split`) gives the axis and tile extent:

* **rows**: the batch and every positional axis but the last, outermost
  first (a matmul's batch and M). Each tile reads the input rows its output
  rows need, with the **halo** of its window (kernel, stride, dilation); its
  padding is the part of the original padding that falls on it, so every tap
  reads what it read before. Zin counts rows flattened: a tile spans whole
  inner axes when the extent allows, else one index of each outer axis, so
  no tile has more rows than zin's.
* **channels**: a convolution's output channels with their weight, bias and
  post-scale slices (in a grouped convolution, whole groups or part of one,
  with their input channels); a matmul's columns N; a vector op's axis 1.

Zin's tile model ignores the halo and the slices, so every emitted tile is
scored again (`cost.zin.unsplit_cycles`; tiles alike once, `LayerTiles`).
If one does not fit, the largest
fitting extent along zin's axis is searched, then along the other axis;
tiles therefore fit, and a second run changes nothing.

**Rewrite.** An `anec.slice` of each operand a tile reads only part of, one
op per tile (the op's properties and discardable attributes, padding and
groups adjusted; `anec.cost` is dropped as stale and an
`anec.channel_groups` record is recomputed for the tile's own extents), and
`anec.concat` of the results, nested innermost cut axis first; the tiles
stay where the op was, inside its `anec.program` if it has one. The slices
are exact: `anec.slice` takes f16/f32 operands and 8-bit integer weights
(an int8 or uint8 kernel is cut into its tiles' output channels as an fp16
one is, with its per-channel post-scale), nothing else. On a target whose crop width gain saturates
(SPEC section 6, `width_slice_saturation`, which `anec-legalize` guards),
no slice starts inside an operand's width (last) axis: the operand is cut
through a free `anec.reshape` view with a unit axis appended.

**Residency** (option `keep-resident`, default true). A tiled layer's concat
holds its tiles and its result at once, so tiling inside a program raises
the program's peak live set. A tiling that would push a program that fits
the working set past it (where every layer of the program would stream,
SPEC section 1) is undone and the layer left as it is. With
`mode=refined`, a program whose ops keep the batch axis apart runs in batch
tiles (`cost.batch`, as the refined model costs it) and fits when one
sample's share of its peak does, so a tiling that breaks its batch tiles
(a tile's batch extent differs from the program's) and so lifts it past
the working set is undone too. With `keep-resident=false` every tiling is
applied.

**Scored** (option `mode`, `seed` or `refined`; none by default,
`anec-compile` passes its own). SPEC section 3: the tiling is the argmin of
the split cost against the unsplit cost. A tiling is undone when the
estimate in that mode (`cost.analytic`) of the dispatches it changes rises
beyond the rounding of its float sums (`no_higher`; a tie in exact
arithmetic keeps the tiling wherever the layer sits in its program): the
program around the layer, or outside a program the layer against its
slices, tiles and concats (each a dispatch). A layer left whole keeps its
saturated field, flagged by the reports. Chimera tilings are requested, not
scored. So `anec-compile` never raises the estimate in the mode it compiles
for. A program is scored once; after each tiling only what the tiling
changed is scored again (`cost.rescore`, docs/cost-model.md "Re-scoring a
program"), to the same number.

**Left alone.** A layer that fits (zin's unsplit cost is the argmin: no
remark); a layer for which zin finds no fitting tiling (it stays unsplit
and `anec-cost` / `anec-report` flag its saturated execute field, as zin
prescribes); and every op outside the families of `TILED`: deconvolution,
attention, layer norm, softmax, reductions, data movement (including the
slices and concats this pass emits), texture and recurrent ops.

**Chimera.** A matmul or convolution carrying `anec.chimera =
#anec.chimera<order = "mkn", tile = [tm, tk, tn], ...>` (`anec-chimera`, SPEC section 8)
is tiled by its M tile (a matmul's batch x rows, a convolution's batch x
positions, as Chimera reads a 1x1 convolution) and its N tile (output
channels) instead of zin's choice, whether or not it must split. The tiles
keep the attribute, so a second run changes nothing. K is not split:
partial sums would round each partial product to the storage type before an
`anec.add`, and the default never changes numerics (SPEC section 7). The
loop order does not change the tiles; they are emitted M-major.

**Errors** (located at the op): a malformed `anec.chimera`; `anec.chimera`
on an op that is neither a matmul nor a convolution; a layer that must
split, that zin can split, but none of whose exact tilings fits.

```mlir
// anec-opt conv.mlir -p 'anec-tile{target=h13}'
%y = anec.convolution %x, %w {padding_style = #anec.padding_style<same>}
     : tensor<1x64x56x56xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x56x56xf16>
// becomes four row tiles of 14 rows, each reading 14 rows plus its halo
%0 = anec.slice %x {offsets = array<i64: 0, 0, 0, 0>} : tensor<1x64x56x56xf16> -> tensor<1x64x15x56xf16>
%1 = anec.convolution %0, %w {explicit_padding = array<i64: 1, 0, 1, 1>}
     : tensor<1x64x15x56xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x14x56xf16>
%2 = anec.slice %x {offsets = array<i64: 0, 0, 13, 0>} : tensor<1x64x56x56xf16> -> tensor<1x64x16x56xf16>
%3 = anec.convolution %2, %w {explicit_padding = array<i64: 0, 0, 1, 1>}
     : tensor<1x64x16x56xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x14x56xf16>
...
%y = anec.concat %1, %3, %5, %7 {axis = 2 : i64} : ... -> tensor<1x64x56x56xf16>
```
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from contextlib import ExitStack
from dataclasses import dataclass, field
from math import ceil, isqrt
from typing import ClassVar

from xdsl.context import Context
from xdsl.dialects.builtin import (
    IntegerAttr,
    IntegerType,
    ModuleOp,
    TensorType,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass

from anec.dialect.attributes import ChannelGroupsAttr
from anec.dialect.builders import i64_array, with_shape
from anec.dialect.checks import FLOAT_TYPES, type_shape
from anec.dialect.conv import ConvolutionOp, MatmulOp, WindowOp
from anec.dialect.discardable import CHANNEL_GROUPS_ATTR, CHIMERA_ATTR, chimera_choice
from anec.dialect.elementwise import BinaryOp, CastOp, SelectOp, UnaryOp
from anec.dialect.movement import ConcatOp, ReshapeOp, SliceOp
from anec.dialect.normalization import BatchNormOp, ScaleBiasOp
from anec.dialect.pooling import GlobalAvgPoolOp, GlobalMaxPoolOp, PoolOp
from anec.dialect.program import ProgramOp
from anec.cost.analytic import Mode, estimate_op, no_higher
from anec.cost.channel_groups import channel_groups
from anec.cost.targets import Target, get_target
from anec.cost.rescore import ProgramLiveness, ProgramScore
from anec.cost.work import MemoTransaction, is_weight, op_work, weight_scope
from anec.cost.zin import LayerCycles, Split, SplitAxis, layer_cycles, layer_shape, task_cycles, unsplit_cycles
from anec.passes.cost import COST_ATTR
from anec.passes.diagnostics import enum_option, fail
from anec.passes.set_target import target_for

Range = tuple[int, int]
"""[begin, end) along one axis."""

Box = tuple[Range, ...]
"""A range per axis of a tensor."""

TILED = (
    ConvolutionOp,
    MatmulOp,
    UnaryOp,
    CastOp,
    BinaryOp,
    SelectOp,
    ScaleBiasOp,
    BatchNormOp,
    PoolOp,
    GlobalAvgPoolOp,
    GlobalMaxPoolOp,
)
"""The op families this pass splits."""


# ---------------------------------------------------------------------------
# Which output axes are rows and channels (cost.zin's layer shapes)
# ---------------------------------------------------------------------------


def dims(value: SSAValue) -> tuple[int, ...]:
    ty = value.type
    assert isinstance(ty, TensorType)
    return type_shape(ty)


def row_axes(op: Operation) -> tuple[int, ...]:
    """The output axes zin counts as rows, outermost first: a matmul's batch
    and M; otherwise the batch and every axis after the channels but the last
    (a rank-2 result: its first axis)."""
    rank = len(dims(op.results[0]))
    if isinstance(op, MatmulOp):
        return tuple(range(rank - 1))
    if rank < 3:
        return tuple(range(min(rank, 1)))
    return (0, *range(2, rank - 1))


def channel_axis(op: Operation) -> int:
    """A matmul's columns (its last axis); axis 1 otherwise."""
    return len(dims(op.results[0])) - 1 if isinstance(op, MatmulOp) else 1


# ---------------------------------------------------------------------------
# Grids: how the output is cut
# ---------------------------------------------------------------------------


Cuts = tuple[tuple[int, tuple[Range, ...]], ...]
"""Per cut axis (outermost first), its ranges."""


@dataclass(frozen=True)
class Grid:
    """The tiles of an output: for each cut axis (outermost first) its ranges;
    other axes are whole. Tiles run in row-major order over the cut axes."""

    cuts: Cuts

    def boxes(self, shape: Sequence[int]) -> list[Box]:
        whole = [((0, n),) for n in shape]
        for axis, ranges in self.cuts:
            whole[axis] = ranges
        return [tuple(box) for box in itertools.product(*whole)]


def even(extent: int, size: int, start: int = 0) -> tuple[Range, ...]:
    """[start, start + extent) in ranges of `size` (the last may be shorter)."""
    return tuple((start + lo, start + min(lo + size, extent)) for lo in range(0, extent, size))


def row_grid(shape: Sequence[int], axes: Sequence[int], rows: int) -> Grid:
    """At most `rows` flattened rows per tile: whole inner axes and a run of
    the outermost axis that still fits, one index of each axis outside it."""
    inner = 1
    for depth in range(len(axes) - 1, -1, -1):
        if depth == 0 or rows < inner * shape[axes[depth]]:
            break
        inner *= shape[axes[depth]]
    cut = axes[depth]
    outer = tuple((axis, even(shape[axis], 1)) for axis in axes[:depth])
    return Grid((*outer, (cut, even(shape[cut], max(1, rows // inner)))))


def channel_grid(op: Operation, size: int) -> Grid:
    """Channel tiles of `size`; in a grouped convolution whole groups per
    tile, or, for tiles smaller than a group, tiles within one group."""
    axis = channel_axis(op)
    extent = dims(op.results[0])[axis]
    if not isinstance(op, ConvolutionOp) or op.group_count() == 1:
        return Grid(((axis, even(extent, size)),))
    per_group = extent // op.group_count()
    if size >= per_group:
        return Grid(((axis, even(extent, size // per_group * per_group)),))
    ranges = tuple(r for g in range(op.group_count()) for r in even(per_group, size, g * per_group))
    return Grid(((axis, ranges),))


def split_grid(op: Operation, axis: SplitAxis, extent: int) -> Grid:
    if axis is SplitAxis.ROWS:
        return row_grid(dims(op.results[0]), row_axes(op), extent)
    return channel_grid(op, extent)


def split_extent(op: Operation, axis: SplitAxis) -> int:
    """The flattened rows or the channels of `op`'s output."""
    shape = dims(op.results[0])
    if axis is SplitAxis.CHANNELS:
        return shape[channel_axis(op)]
    rows = 1
    for a in row_axes(op):
        rows *= shape[a]
    return rows


# ---------------------------------------------------------------------------
# What a tile reads
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class TileParts:
    """The operand boxes (None: the whole operand) of one tile and what its
    properties change: a windowed op's explicit padding (which replaces any
    padding style), a convolution's groups."""

    boxes: tuple[Box | None, ...]
    padding: tuple[int, ...] | None = None
    groups: int | None = None

    def properties(self, op: Operation) -> dict[str, Attribute]:
        """The tile's properties: `op`'s, changed."""
        properties = dict(op.properties)
        if self.padding is not None:
            properties.pop("padding_style", None)
            properties["explicit_padding"] = i64_array(self.padding)  # pyright: ignore[reportArgumentType]
        kept = properties.get("groups")
        if self.groups is not None and not (isinstance(kept, IntegerAttr) and kept.value.data == self.groups):
            properties["groups"] = IntegerAttr(self.groups, i64)
        return properties


def broadcast_box(operand: SSAValue, out_shape: Sequence[int], box: Box) -> Box:
    """The part of a numpy-broadcast operand (aligned at its last axis) an output box reads."""
    shape = dims(operand)
    offset = len(out_shape) - len(shape)
    return tuple((0, 1) if n == 1 and out_shape[offset + i] != 1 else box[offset + i] for i, n in enumerate(shape))


def window_range(n: int, k: int, s: int, d: int, pads: Range, out: Range) -> tuple[Range, Range] | None:
    """The input range and the (begin, end) padding that output range `out`
    of a window reads (the halo); None when it reads only padding."""
    first = out[0] * s - pads[0]
    last = (out[1] - 1) * s - pads[0] + d * (k - 1)
    begin, end = max(first, 0), min(last, n - 1) + 1
    if begin >= end:
        return None
    return (begin, end), (max(0, -first), max(0, last - (n - 1)))


Window = tuple[int, int, int, int, Range]
"""One spatial axis of a windowed op: input extent, kernel, stride, dilation, (begin, end) padding."""


def windows(op: Operation) -> tuple[Window, ...]:
    """The spatial axes of a windowed op (none for another op)."""
    if not isinstance(op, WindowOp):
        return ()
    return tuple(zip(op.spatial_input(), op.kernel(), op.stride_values(), op.dilation_values(), op.pads()))


def window_parts(axes: Sequence[Window], box: Box, spatial_from: int) -> tuple[list[Range], tuple[int, ...]] | None:
    """Input ranges and explicit padding of the spatial axes of a windowed tile."""
    ranges: list[Range] = []
    padding: list[int] = []
    for i, (n, k, s, d, pads) in enumerate(axes):
        part = window_range(n, k, s, d, pads, box[spatial_from + i])
        if part is None:
            return None
        ranges.append(part[0])
        padding.extend(part[1])
    return ranges, tuple(padding)


def conv_channels(op: ConvolutionOp, out: Range) -> tuple[Range, int] | None:
    """The input channels and groups of output channels `out`: whole groups,
    or part of one group; None when the range straddles groups partly."""
    groups = op.group_count()
    cin = dims(op.input)[1]
    if groups == 1:
        return (0, cin), 1
    per_out, per_in = dims(op.output)[1] // groups, cin // groups
    if out[0] % per_out == 0 and out[1] % per_out == 0:
        return (out[0] // per_out * per_in, out[1] // per_out * per_in), (out[1] - out[0]) // per_out
    group = out[0] // per_out
    if (out[1] - 1) // per_out != group:
        return None
    return (group * per_in, (group + 1) * per_in), 1


def conv_parts(op: ConvolutionOp, box: Box, axes: Sequence[Window]) -> TileParts | None:
    channels = conv_channels(op, box[1])
    window = window_parts(axes, box, 2)
    if channels is None or window is None:
        return None
    (cin, groups), (spatial, padding) = channels, window
    weights = (box[1], *((0, n) for n in dims(op.weights)[1:]))
    streams = tuple((box[1],) for v in (op.bias, op.post_scale) if v is not None)
    return TileParts(((box[0], cin, *spatial), weights, *streams), padding, groups)


def pool_parts(box: Box, axes: Sequence[Window]) -> TileParts | None:
    window = window_parts(axes, box, 2)
    if window is None:
        return None
    spatial, padding = window
    return TileParts(((box[0], box[1], *spatial),), padding)


def matmul_parts(op: MatmulOp, box: Box) -> TileParts:
    """lhs: its batch part and rows M; rhs: its batch part and columns N; K whole."""
    out = dims(op.output)
    batch = box[:-2] + ((0, 1), (0, 1))
    lhs, rhs = list(broadcast_box(op.lhs, out, batch)), list(broadcast_box(op.rhs, out, batch))
    _, k, _ = op.matrix_dims()
    lhs[-2:] = [(0, k), box[-2]] if op.transpose_lhs.value.data else [box[-2], (0, k)]
    rhs[-2:] = [box[-1], (0, k)] if op.transpose_rhs.value.data else [(0, k), box[-1]]
    return TileParts((tuple(lhs), tuple(rhs)))


def tile_parts(op: Operation, box: Box, axes: Sequence[Window]) -> TileParts | None:
    """What the tile of `op` producing `box` reads (`axes`: `windows(op)`);
    None when it cannot be cut exactly there."""
    out = dims(op.results[0])
    match op:
        case ConvolutionOp():
            return conv_parts(op, box, axes)
        case PoolOp():
            return pool_parts(box, axes)
        case GlobalAvgPoolOp() | GlobalMaxPoolOp():
            return TileParts(((box[0], box[1], *((0, n) for n in dims(op.input)[2:])),))
        case MatmulOp():
            return matmul_parts(op, box)
        case ScaleBiasOp() | BatchNormOp():
            return TileParts((box, *((box[1],) for _ in op.operands[1:])))
        case BinaryOp():
            return TileParts((broadcast_box(op.lhs, out, box), broadcast_box(op.rhs, out, box)))
        case SelectOp():
            return TileParts(tuple(broadcast_box(v, out, box) for v in op.operands))
        case _:
            return TileParts((box,))


# ---------------------------------------------------------------------------
# Building the tiles
# ---------------------------------------------------------------------------


def full(value: SSAValue) -> Box:
    return tuple((0, n) for n in dims(value))


@dataclass
class Tiling:
    """The tiles of one op, built but not inserted: slices, tile ops and
    concats in program order; `value` is the assembled result."""

    op: Operation
    ops: list[Operation]
    tiles: list[Operation]
    value: SSAValue

    def discard(self) -> None:
        for op in reversed(self.ops):
            op.erase()



class TileEdit:
    """
    Tiling one layer, as one transaction over the IR and the cost memos that
    hold IR objects by identity (`cost.work.MemoTransaction`), opened before
    the tiling is built: `install(tiling)` puts the tiles in the op's place
    (the op detached, its consumers' work forgotten: their operands changed);
    `commit()` erases the op (and forgets its work) and keeps the memos;
    `revert()` puts the op
    back, erases the tiles, and returns every memo entry to what it held
    when the edit opened (nothing of the tiles or of the tilings built and
    discarded on the way is left). One of the two ends it, once; leaving its
    `with` block without either (nothing to install, or an error) reverts.
    """

    def __init__(self) -> None:
        self._memos = MemoTransaction()
        self._tiling: Tiling | None = None
        self._open = True

    def __enter__(self) -> TileEdit:
        return self

    def __exit__(self, *exc: object) -> None:
        if self._open:
            self.revert()

    def install(self, tiling: Tiling) -> None:
        if not self._open or self._tiling is not None:
            raise RuntimeError("a tile edit installs one tiling, before it ends")
        op = tiling.op
        block = op.parent_block()
        assert block is not None
        consumers = [use.operation for use in op.results[0].uses]
        block.insert_ops_before(tiling.ops, op)
        tiling.value.name_hint = op.results[0].name_hint
        op.results[0].replace_all_uses_with(tiling.value)
        op.detach()
        self._tiling = tiling
        for consumer in consumers:
            op_work.forget(consumer)

    def _close(self) -> None:
        if not self._open:
            raise RuntimeError("the tile edit was already committed or reverted")
        self._open = False

    def commit(self) -> None:
        self._close()
        if self._tiling is not None:
            op_work.forget(self._tiling.op)
            self._tiling.op.erase()
        self._memos.commit()

    def revert(self) -> None:
        self._close()
        tiling = self._tiling
        if tiling is not None:
            block = tiling.ops[0].parent_block()
            assert block is not None
            block.insert_op_before(tiling.op, tiling.ops[0])
            tiling.value.replace_all_uses_with(tiling.op.results[0])
            for op in reversed(tiling.ops):
                block.erase_op(op)
        self._memos.rollback()


def assemble(
    ops: list[Operation], results: dict[Box, SSAValue], cuts: Sequence[tuple[int, tuple[Range, ...]]], at: Box
) -> SSAValue:
    """The tile at `at`, or the concat along the first of `cuts` of the parts
    under it (appended to `ops`)."""
    if not cuts:
        return results[at]
    (axis, ranges), rest = cuts[0], cuts[1:]
    parts = [assemble(ops, results, rest, (*at[:axis], r, *at[axis + 1 :])) for r in ranges]
    if len(parts) == 1:
        return parts[0]
    concat = ConcatOp(parts, axis=axis)
    ops.append(concat)
    return concat.output


@dataclass
class Slicer:
    """Emits the slices tiles read, once per operand and box, into `ops`.

    `anec.slice` takes f16/f32 tensors and 8-bit integer weights (an int8
    kernel is cut exactly, as an fp16 one), nothing else. On a target whose crop/slice width gain saturates
    (`width_slice_saturation`, SPEC section 6), a slice never starts inside
    the width (last) axis: the operand is cut through a free `anec.reshape`
    view that appends a unit axis, so the cut falls on the axis before it."""

    narrow_width: bool
    ops: list[Operation]
    cache: dict[tuple[SSAValue, Box], SSAValue] = field(default_factory=dict)
    views: dict[SSAValue, SSAValue] = field(default_factory=dict)
    """Each operand with a unit axis appended, once."""

    def part(self, value: SSAValue, box: Box | None) -> SSAValue | None:
        """`value` restricted to `box`; None when it cannot be sliced."""
        if whole(value, box):
            return value
        if not sliceable(value):
            return None
        if (value, box) not in self.cache:
            self.cache[value, box] = self.cut(value, box)
        return self.cache[value, box]

    def cut(self, value: SSAValue, box: Box) -> SSAValue:
        if not (self.narrow_width and box[-1][0] > 0):
            return self.slice(value, box)
        if value not in self.views:
            self.views[value] = self.emit(ReshapeOp(value, with_shape(value, (*dims(value), 1))))
        narrow = self.slice(self.views[value], (*box, (0, 1)))
        return self.emit(ReshapeOp(narrow, with_shape(value, extents(box))))

    def slice(self, value: SSAValue, box: Box) -> SSAValue:
        # `create`, as for the tiles: the constructor's argument handling costs more than the op.
        properties: dict[str, Attribute] = {"offsets": i64_array([lo for lo, _ in box])}  # pyright: ignore[reportAssignmentType]
        return self.emit(SliceOp.create(operands=[value], result_types=[with_shape(value, extents(box))], properties=properties))

    def emit(self, op: Operation) -> SSAValue:
        self.ops.append(op)
        return op.results[0]


def sliceable(value: SSAValue) -> bool:
    """Whether `anec.slice` takes `value`: f16/f32 values, or the 8-bit
    integers of a quantized weight (cut when the model is loaded, exactly)."""
    ty = value.type
    if not isinstance(ty, TensorType):
        return False
    element = ty.element_type
    return isinstance(element, FLOAT_TYPES) or (isinstance(element, IntegerType) and element.width.data == 8)


def whole(value: SSAValue, box: Box | None) -> bool:
    """Whether a tile reads all of `value`."""
    return box is None or box == full(value)


def extents(box: Box) -> list[int]:
    return [hi - lo for lo, hi in box]


def own_record(tile: Operation, record: Attribute | None) -> ChannelGroupsAttr | None:
    """A tile's own channel groups record where its layer had one: the
    groups of the layer's extents do not describe the tile (SPEC section 5)."""
    if not (isinstance(record, ChannelGroupsAttr) and isinstance(tile, ConvolutionOp | MatmulOp)):
        return None
    groups = channel_groups(tile, get_target(record.target.data))
    return ChannelGroupsAttr(target=record.target.data, ocg=groups.ocg, passes=groups.passes, active_cores=groups.active_cores)


Signature = tuple[tuple[int, ...], tuple[tuple[int, ...], ...], tuple[int, ...] | None, int | None]
"""What one tile of a layer differs by from the layer's others: its extents,
its operands' extents, its padding and its groups."""


def signature(op: Operation, box: Box, parts: TileParts) -> Signature:
    """The signature of the tile of `op` producing `box`, before it is built.
    An operand is read whole exactly when its extents are the operand's own
    (else through a slice of the same element type), so two tiles of one
    layer with equal signatures are alike in all the cost model reads."""
    operands = tuple(dims(v) if b is None else tuple(extents(b)) for v, b in zip(op.operands, parts.boxes))
    return tuple(extents(box)), operands, parts.padding, parts.groups


@dataclass
class LayerTiles:
    """What the tiles of one layer on `target` are cut by, the layer's window
    `axes` (`windows`), and what they come to by signature, each worked out
    on the first tile built with it: whether it fits, and its
    `anec.channel_groups` record (`own_record`)."""

    target: Target
    axes: tuple[Window, ...]
    fitting: dict[Signature, bool] = field(default_factory=dict)
    records: dict[Signature, ChannelGroupsAttr | None] = field(default_factory=dict)

    def fits(self, tile: Operation, key: Signature) -> bool:
        if key not in self.fitting:
            self.fitting[key] = fits(tile, self.target)
        return self.fitting[key]

    def record(self, tile: Operation, key: Signature, layer_record: Attribute | None) -> None:
        if key not in self.records:
            self.records[key] = own_record(tile, layer_record)
        own = self.records[key]
        if own is not None:
            tile.attributes[CHANNEL_GROUPS_ATTR] = own


def build(op: Operation, grid: Grid, target: Target, memo: LayerTiles | None = None, fitting: bool = False) -> Tiling | None:
    """The tiles of `op` on `grid`; None (nothing left behind) when one
    cannot be cut exactly or, with `fitting`, as soon as one does not fit
    (known without building it when a tile alike did not, `memo` being what
    the layer's tiles built so far came to)."""
    memo = memo or LayerTiles(target, windows(op))
    ops: list[Operation] = []
    slicer = Slicer(target.width_slice_saturation, ops)
    results: dict[Box, SSAValue] = {}
    attributes = {k: v for k, v in op.attributes.items() if k not in (COST_ATTR, CHANNEL_GROUPS_ATTR)}
    tiles: list[Operation] = []
    for box in grid.boxes(dims(op.results[0])):
        parts = tile_parts(op, box, memo.axes)
        key = signature(op, box, parts) if parts is not None else None
        operands = [slicer.part(v, b) for v, b in zip(op.operands, parts.boxes)] if parts is not None else [None]
        if key is None or (fitting and memo.fitting.get(key) is False) or None in operands:
            for built in reversed(ops):
                built.erase()
            return None
        tile = type(op).create(
            operands=operands,
            result_types=[with_shape(op.results[0], extents(box))],
            properties=parts.properties(op),
            attributes=attributes,
        )
        memo.record(tile, key, op.attributes.get(CHANNEL_GROUPS_ATTR))
        ops.append(tile)
        if fitting and not memo.fits(tile, key):
            for built in reversed(ops):
                built.erase()
            return None
        tiles.append(tile)
        results[box] = tile.results[0]
    value = assemble(ops, results, grid.cuts, full(op.results[0]))
    return Tiling(op, ops, tiles, value)


# ---------------------------------------------------------------------------
# Choosing the split
# ---------------------------------------------------------------------------


def must_split(cycles: LayerCycles, target: Target) -> bool:
    """Its live operand exceeds the working set, or its execute cycles saturate the field."""
    return cycles.saturated or cycles.live_bytes > target.working_set_bytes


def fits(op: Operation, target: Target) -> bool:
    shape = layer_shape(op)
    return shape is None or not must_split(unsplit_cycles(shape, target), target)


def tile_sizes(total: int, start: int) -> list[int]:
    """Every balanced tile extent ceil(total / k) up to `start`, largest first."""
    sizes = {ceil(total / k) for k in range(1, isqrt(total) + 2)} | set(range(1, isqrt(total) + 2))
    return sorted((s for s in sizes if s <= min(start, total - 1) and ceil(total / ceil(total / s)) == s), reverse=True)


def middle_fits(op: Operation, grid: Grid, memo: LayerTiles) -> bool:
    """Whether the middle tile of `grid` (an interior one, which reads a
    whole halo) fits: as a tile alike did, else built alone and discarded."""
    middle = Grid(tuple((axis, (ranges[len(ranges) // 2],)) for axis, ranges in grid.cuts))
    box = middle.boxes(dims(op.results[0]))[0]
    parts = tile_parts(op, box, memo.axes)
    known = memo.fitting.get(signature(op, box, parts)) if parts is not None else False
    if known is not None:
        return known
    tiling = build(op, middle, memo.target, memo, fitting=True)
    if tiling is None:
        return False
    tiling.discard()
    return True


def largest_fitting(op: Operation, grids: Sequence[Grid], memo: LayerTiles) -> Tiling | None:
    """The first of `grids` (largest tiles first) whose tiles all fit: a
    bisection on the grids' middle tiles (smaller tiles never fit worse),
    then whole grids from the first whose middle tile fits on."""
    lo, hi = 0, len(grids)
    while lo < hi:
        mid = (lo + hi) // 2
        if middle_fits(op, grids[mid], memo):
            hi = mid
        else:
            lo = mid + 1
    for grid in grids[lo:]:
        tiling = build(op, grid, memo.target, memo, fitting=True)
        if tiling is not None:
            return tiling
    return None


def along(op: Operation, axis: SplitAxis, sizes: Sequence[int], outer: Cuts = ()) -> list[Grid]:
    """The grids cutting `op` by each of `sizes` along `axis`, within the `outer` cuts."""
    return [Grid((*outer, *split_grid(op, axis, size).cuts)) for size in sizes]


def column_grids(op: Operation) -> list[list[Grid]]:
    """One-row tiles, then one-row one-channel tiles, each cut again along
    the last axis when it is neither a row nor the channel axis (a
    convolution's or pool's width), largest tiles first: for a layer one of
    whose output rows still saturates the execute field or overflows the
    working set (3x3 over 1024 input channels at 224 wide on H17s)."""
    shape = dims(op.results[0])
    last = len(shape) - 1
    if last == channel_axis(op) or last in row_axes(op):
        return []
    rows = row_grid(shape, row_axes(op), 1).cuts
    sizes = tile_sizes(shape[last], shape[last])
    return [
        [Grid((*outer, (last, even(shape[last], size)))) for size in sizes]
        for outer in (rows, (*rows, *channel_grid(op, 1).cuts))
    ]


def fitting_tiling(op: Operation, split: Split, target: Target) -> Tiling | None:
    """Zin's split if its emitted tiles fit, else the largest fitting tiles
    along zin's axis, then along the other one, then zin's tiles cut again
    along the other axis (a layer whose one-row or one-channel tiles still
    saturate the execute field, e.g. a wide 3x3 convolution on H13), then
    one-row tiles cut along the width (`column_grids`). Zin's grid mostly
    fits, so it is built whole at once (a tile that does not fit ends it);
    the searches test a grid's middle tile first. Each distinct tile is
    scored once (`LayerTiles`)."""
    memo = LayerTiles(target, windows(op))
    other = SplitAxis.CHANNELS if split.axis is SplitAxis.ROWS else SplitAxis.ROWS
    first = build(op, Grid(split_grid(op, split.axis, split.extent).cuts), target, memo, fitting=True)
    if first is not None:
        return first
    for axis, start in ((split.axis, split.extent - 1), (other, split_extent(op, other))):
        tiling = largest_fitting(op, along(op, axis, tile_sizes(split_extent(op, axis), start)), memo)
        if tiling is not None:
            return tiling
    outer = split_grid(op, split.axis, split.extent).cuts
    sizes = tile_sizes(split_extent(op, other), split_extent(op, other))
    for grids in (along(op, other, sizes, outer), *column_grids(op)):
        tiling = largest_fitting(op, grids, memo)
        if tiling is not None:
            return tiling
    return None


def chimera_grid(op: Operation) -> Grid | None:
    """The M and N tiles of `anec.chimera` (None without it): a matmul's M is
    its batch x rows, a convolution's its batch x positions (SPEC section 8
    reads a 1x1 convolution as a GEMM); N is the output channels."""
    choice = chimera_choice(op)
    if choice is None:
        return None
    tm, _, tn = choice.tile
    shape = dims(op.results[0])
    rows = row_axes(op) if isinstance(op, MatmulOp) else (0, *range(2, len(shape)))
    cuts = (*row_grid(shape, rows, tm).cuts, *channel_grid(op, tn).cuts)
    return Grid(tuple(cut for cut in cuts if len(cut[1]) > 1))


def tile_layer(op: Operation, target: Target) -> Tiling | None:
    """The tiling to apply to `op`, or None to leave it as it is."""
    grid = chimera_grid(op)
    if grid is not None:
        return build(op, grid, target) if grid.cuts else None
    if not isinstance(op, TILED):
        return None
    cycles = task_cycles(op, target)
    if not must_split(cycles, target):
        return None
    split = layer_cycles(op, target).split
    if split is None:
        return None
    tiling = fitting_tiling(op, split, target)
    if tiling is None:
        raise fail(
            op,
            f"must split (live operand {cycles.live_bytes} bytes, working set {target.working_set_bytes}; "
            f"execute cycles {cycles.execute_cycles}) but no exact tiling of it fits",
        )
    return tiling


@dataclass
class Residency:
    """The programs that fit the working set before tiling; a tiling must not
    push one of them past it (SPEC section 1: past it every layer streams)."""

    working_set: int
    batched: bool = False
    """Whether programs may run in batch tiles (`cost.batch`), as the refined
    model costs them: a program then fits when one sample's share of its
    peak live set does."""
    fitting: dict[ProgramOp, bool] = field(default_factory=dict)
    liveness: dict[ProgramOp, ProgramLiveness] = field(default_factory=dict)
    """The liveness of each protected program as it stands."""
    pending: ProgramLiveness | None = None
    """The liveness of the program with the tiling under test installed."""

    def protecting(self, op: Operation) -> ProgramOp | None:
        """The program around `op` if it fits the working set."""
        program = op.parent_op()
        if not isinstance(program, ProgramOp):
            return None
        if program not in self.fitting:
            liveness = ProgramLiveness(program, rebased=False, batched=self.batched)
            self.fitting[program] = self.resident(liveness) <= self.working_set
            if self.fitting[program]:
                self.liveness[program] = liveness
        return program if self.fitting[program] else None

    def exceeded(self, program: ProgramOp, tiling: Tiling) -> bool:
        """Whether `tiling`, installed, lifts `program` past the working set."""
        self.pending = self.liveness[program].replaced(tiling.op, tiling.ops)[0]
        return self.resident(self.pending) > self.working_set

    def keep(self, program: ProgramOp) -> None:
        assert self.pending is not None
        self.liveness[program] = self.pending

    def resident(self, liveness: ProgramLiveness) -> int:
        """The live set the program holds at once: its peak, or one sample's
        share of it when it runs in batch tiles."""
        return -(-liveness.peak // liveness.batch)


@dataclass
class Scorer:
    """The estimate, in one cost mode, of the dispatches a tiling changes: the
    program around the layer (one dispatch), or for a layer outside a
    program the layer itself against its slices, tiles and concats (each its
    own dispatch). SPEC section 3: "the tiling choice is the argmin of the
    split cost against the unsplit cost". A program is scored once, then
    re-scored after each tiling for what the tiling changed (`cost.rescore`)."""

    target: Target
    mode: Mode
    programs: dict[ProgramOp, float] = field(default_factory=dict)
    """The latency of each program as it stands (updated when a scored tiling is kept)."""
    scores: dict[ProgramOp, ProgramScore] = field(default_factory=dict)
    """Each program's score, for the program as it stands (dropped when an
    unscored tiling changes it)."""
    pending: ProgramScore | None = None
    """The score of the program with the tiling under test installed."""

    def score(self, program: ProgramOp, liveness: ProgramLiveness | None) -> ProgramScore:
        if program not in self.scores:
            self.scores[program] = ProgramScore(program, self.target, self.mode, liveness)
        return self.scores[program]

    def before(self, layer: Operation, liveness: ProgramLiveness | None) -> float:
        """The estimate as it stands; `liveness`: the residency guard's of the
        program around `layer`, if it keeps one (shared when of the kind the score reads)."""
        program = layer.parent_op()
        if isinstance(program, ProgramOp):
            score = self.score(program, liveness)
            return self.programs.setdefault(program, score.latency_us)
        return estimate_op(layer, self.target, self.mode).latency_us

    def after(self, layer_parent: Operation | None, tiling: Tiling) -> float:
        """The estimate with `tiling` installed."""
        if isinstance(layer_parent, ProgramOp):
            self.pending = self.scores[layer_parent].replaced(tiling.op, tiling.ops)
            return self.pending.latency_us
        return sum(estimate_op(op, self.target, self.mode).latency_us for op in tiling.ops)

    def summands(self, layer_parent: Operation | None, tiling: Tiling) -> int:
        """The terms of the larger of the two sums `before` and `after` compare
        (the tiling installed, after `after`): a program's ops and its floor,
        or each op of the tiling with its own floor."""
        if isinstance(layer_parent, ProgramOp):
            assert self.pending is not None
            return len(self.pending.liveness.ops) + 1
        return 2 * len(tiling.ops)

    def keep(self, layer_parent: Operation | None, after: float) -> None:
        if isinstance(layer_parent, ProgramOp):
            assert self.pending is not None
            self.programs[layer_parent] = after
            self.scores[layer_parent] = self.pending

    def changed(self, layer_parent: Operation | None) -> None:
        """A tiling not scored was kept in `layer_parent`: its score is rebuilt when next asked for."""
        if isinstance(layer_parent, ProgramOp):
            self.scores.pop(layer_parent, None)


@dataclass(frozen=True)
class AnecTilePass(ModulePass):
    """Splits every layer that does not fit `target` into tiles that do;
    with `keep_resident`, never at the price of a program's residency; with
    `mode`, never at the price of the estimate in that cost mode."""

    name = "anec-tile"

    KEEPS_OP_WORK = True
    """What it changes it forgets from the `op_work` memo (`TileEdit`), so
    a scope open around it stays true (`passes.compile.run_stages`)."""

    PARAMETER_MODES: ClassVar[frozenset[str]] = frozenset({Mode.REFINED.value})
    """The cost modes in which it reads the refined model's parameters
    (`cost.refined.params_for`): only the refined mode's estimate reads
    them, zin's split and the residency guard do not (`passes.compile.compile_shared`)."""

    target: str | None = None
    keep_resident: bool = True
    mode: str | None = None

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        target = target_for(op, self.target)
        scorer = None if self.mode is None else Scorer(target, enum_option(Mode, self.mode, "cost mode"))
        residency = Residency(target.working_set_bytes, batched=scorer is not None and scorer.mode == Mode.REFINED)
        # Whether each value is a weight (`cost.work.is_weight`) is worked out
        # once for the whole pass: tiling a layer that is no weight (more than
        # LOAD_TIME_DEPTH levels from the weights, or reading an activation)
        # changes no value's answer, kept or undone (its readers read a concat
        # at least as far, its new ops' results are new values). A layer
        # computed at load time (a chimera request) is tiled in scopes of its
        # own (`tile`), and the pass's scope starts again after it.
        with op_work.join(), ExitStack() as weights:
            weights.enter_context(weight_scope())
            for layer in [o for o in op.walk() if isinstance(o, TILED) or CHIMERA_ATTR in o.attributes]:
                if not (layer.results and is_weight(layer.results[0])):
                    self.tile(layer, target, residency, scorer)
                    continue
                weights.close()
                self.tile(layer, target, residency, scorer)
                weights.enter_context(weight_scope())

    def tile(self, layer: Operation, target: Target, residency: Residency, scorer: Scorer | None) -> None:
        """Tiles `layer` unless that breaks a program's residency or raises the estimate."""
        # Outside the pass's scope (`apply`), whether each value is a weight
        # is worked out once per state of the IR: the tiling is built beside
        # it (no value's weight-ness changes), then scored installed, until
        # it is kept or taken out again.
        with TileEdit() as edit:
            with weight_scope():
                tiling = tile_layer(layer, target)
                if tiling is None:
                    return
                program = residency.protecting(layer) if self.keep_resident else None
                parent = layer.parent_op()
                shared = residency.liveness.get(program) if program is not None else None
                before = scorer.before(layer, shared) if scorer is not None and CHIMERA_ATTR not in layer.attributes else None
            edit.install(tiling)
            with weight_scope():
                keep = program is None or not residency.exceeded(program, tiling)
                if keep and before is not None:
                    assert scorer is not None
                    after = scorer.after(parent, tiling)
                    keep = no_higher(after, before, scorer.summands(parent, tiling))
                    if keep:
                        scorer.keep(parent, after)
                elif keep and scorer is not None:
                    scorer.changed(parent)
            if keep:
                if program is not None:
                    residency.keep(program)
                edit.commit()
            else:
                edit.revert()
