"""Converters of the ONNX data-movement and shape ops, and of Resize."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np
from onnx import helper
from xdsl.ir import SSAValue

from anec.dialect import elementwise as ew
from anec.dialect import movement, texture
from anec.dialect.attributes import PadMode, Sampling
from anec.dialect.builders import with_shape
from anec.dialect.numeric import resize as anec_resize
from anec.frontend.onnx.model import Node, Value, dims_of, elem_of, fmt, fold, normalize_axis

if TYPE_CHECKING:
    from anec.frontend.onnx.graph import GraphImporter


def convert_flatten(g: GraphImporter, node: Node) -> list[Value]:
    x = g.get(node, 0)
    dims = dims_of(x)
    axis = int(node.attr("axis", 1))
    axis = axis + len(dims) if axis < 0 else axis
    return [g.reshape(x, (math.prod(dims[:axis]), math.prod(dims[axis:])))]


def convert_reshape(g: GraphImporter, node: Node) -> list[Value]:
    """The target shape must be known; 0 copies a dimension (unless `allowzero`), -1 is inferred."""
    x = g.get(node, 0)
    dims = dims_of(x)
    target = [int(d) for d in g.static(node, 1, "shape").reshape(-1)]
    if not node.attr("allowzero", 0):
        target = [dims[i] if d == 0 else d for i, d in enumerate(target)]
    if target.count(-1) > 1:
        raise node.error(f"shape {target} has more than one -1")
    if -1 in target:
        known = math.prod(d for d in target if d != -1)
        target[target.index(-1)] = math.prod(dims) // known if known else 0
    if math.prod(target) != math.prod(dims) or any(d < 1 for d in target):
        raise node.error(f"cannot reshape {fmt(dims)} to {target}")
    return [g.reshape(x, target)]


def convert_squeeze(g: GraphImporter, node: Node) -> list[Value]:
    x = g.get(node, 0)
    dims = dims_of(x)
    axes = g.attr_or_input(node, "axes", 1)
    if axes is None:
        axes = [i for i, d in enumerate(dims) if d == 1]
    axes = {normalize_axis(int(a), len(dims), node) for a in axes}
    if any(dims[a] != 1 for a in axes):
        raise node.error(f"cannot squeeze axes {sorted(axes)} of {fmt(dims)}")
    shape = [d for i, d in enumerate(dims) if i not in axes]
    if not shape:
        raise node.error("squeezing leaves a scalar; anec tensors have rank 1 or more")
    return [g.reshape(x, shape)]


def convert_unsqueeze(g: GraphImporter, node: Node) -> list[Value]:
    x = g.get(node, 0)
    dims = list(dims_of(x))
    axes = node.attr("axes")
    if axes is None:
        axes = g.static(node, 1, "axes").reshape(-1).tolist()
    rank = len(dims) + len(axes)
    for axis in sorted(normalize_axis(int(a), rank, node) for a in axes):
        dims.insert(axis, 1)
    return [g.reshape(x, dims)]


def convert_transpose(g: GraphImporter, node: Node) -> list[Value]:
    x = g.get(node, 0)
    perm = node.attr("perm", list(reversed(range(len(dims_of(x))))))
    return [g.transpose(x, perm)]


def convert_concat(g: GraphImporter, node: Node) -> list[Value]:
    """Concat; empty inputs are left out and known ones become constants."""
    values = g.float_operands(node)
    rank = len(dims_of(values[0]))
    axis = normalize_axis(int(node.attr("axis")), rank, node)
    return [g.concat([v for v in values if math.prod(dims_of(v)) > 0], axis)]


def convert_slice(g: GraphImporter, node: Node) -> list[Value]:
    """Slice with attributes (opset < 10) or constant inputs; steps must be positive."""
    x = g.operand(node, 0)
    dims = dims_of(x)
    if "starts" in node.attrs:
        starts, ends = node.attr("starts"), node.attr("ends")
        axes, steps = node.attr("axes"), None
    else:
        starts = g.static(node, 1, "starts").reshape(-1).tolist()
        ends = g.static(node, 2, "ends").reshape(-1).tolist()
        axes_in, steps_in = g.static_opt(node, 3, "axes"), g.static_opt(node, 4, "steps")
        axes = axes_in.reshape(-1).tolist() if axes_in is not None else None
        steps = steps_in.reshape(-1).tolist() if steps_in is not None else None
    axes = list(range(len(starts))) if axes is None else axes
    steps = [1] * len(starts) if steps is None else steps
    offsets, sizes, strides = [0] * len(dims), list(dims), [1] * len(dims)
    for axis, start, end, step in zip(axes, starts, ends, steps):
        axis = normalize_axis(int(axis), len(dims), node)
        if step <= 0:
            raise node.error(f"step {step} on axis {axis}; anec slices take positive steps")
        picked = range(dims[axis])[slice(int(start), int(end), int(step))]
        if not picked:
            raise node.error(f"the slice of axis {axis} is empty; anec tensors have no empty extents")
        offsets[axis], sizes[axis], strides[axis] = picked.start, len(picked), int(step)
    return [g.slice(x, offsets, sizes, strides)]


def convert_split(g: GraphImporter, node: Node) -> list[Value]:
    x = g.operand(node, 0)
    dims = dims_of(x)
    axis = normalize_axis(int(node.attr("axis", 0)), len(dims), node)
    count = len(node.outputs)
    sizes = g.attr_or_input(node, "split", 1)
    if sizes is None:
        chunk = -(-dims[axis] // count)
        sizes = [min(chunk, dims[axis] - i * chunk) for i in range(count)]
    if sum(sizes) != dims[axis] or any(s < 1 for s in sizes):
        raise node.error(f"split sizes {list(sizes)} do not partition extent {dims[axis]} into non-empty parts")
    offsets = np.cumsum([0, *sizes[:-1]])
    return [g.slice_axis(x, axis, int(o), int(s)) for o, s in zip(offsets, sizes)]


def convert_pad(g: GraphImporter, node: Node) -> list[Value]:
    """Constant and reflect padding are `anec.pad`; edge and wrap padding concatenate slices; negative pads crop."""
    x = g.operand(node, 0)
    dims = dims_of(x)
    rank = len(dims)
    mode = node.attr("mode", "constant")
    if "pads" in node.attrs:
        flat, value = list(node.attr("pads")), float(node.attr("value", 0.0))
        axes = list(range(rank))
    else:
        flat = g.static(node, 1, "pads").reshape(-1).tolist()
        fill = g.static_opt(node, 2, "constant_value")
        value = float(fill.reshape(-1)[0]) if fill is not None and fill.size else 0.0
        axes_in = g.static_opt(node, 3, "axes")
        axes = [normalize_axis(int(a), rank, node) for a in axes_in.reshape(-1)] if axes_in is not None else list(range(rank))
    if len(flat) != 2 * len(axes):
        raise node.error(f"pads has {len(flat)} values; expected {2 * len(axes)}")
    begin, end = [0] * rank, [0] * rank
    for i, axis in enumerate(axes):
        begin[axis], end[axis] = int(flat[i]), int(flat[i + len(axes)])
    grow_b, grow_e = [max(b, 0) for b in begin], [max(e, 0) for e in end]
    if any(grow_b + grow_e):
        x = pad_grow(g, node, x, mode, value, grow_b, grow_e)
    if any(b < 0 for b in begin) or any(e < 0 for e in end):
        padded = dims_of(x)
        offsets = [-min(b, 0) for b in begin]
        sizes = [d + min(b, 0) + min(e, 0) for d, b, e in zip(padded, begin, end)]
        if any(s < 1 for s in sizes):
            raise node.error(f"pads {flat} crop {fmt(dims)} to nothing")
        x = g.slice(x, offsets, sizes)
    return [x]


def pad_grow(g: GraphImporter, node: Node, x: SSAValue, mode: str, value: float, begin: list[int], end: list[int]) -> SSAValue:
    """The non-negative part of a Pad."""
    if mode == "reflect":
        return g.add(movement.PadOp(x, pads=begin + end, mode=PadMode.REFLECT))
    if mode == "constant":
        return g.add(movement.PadOp(x, pads=begin + end, value=value if value != 0.0 else None))
    if mode not in ("edge", "wrap"):
        raise node.error(f"mode '{mode}' is unknown; expected constant, reflect, edge or wrap")
    for axis, (b, e) in enumerate(zip(begin, end)):
        n = dims_of(x)[axis]
        if not b and not e:
            continue
        if mode == "wrap" and max(b, e) > n:
            raise node.error(f"wrap padding ({b}, {e}) on axis {axis} exceeds its extent {n}")
        if mode == "edge":
            head = [g.slice_axis(x, axis, 0, 1)] * b
            tail = [g.slice_axis(x, axis, n - 1, 1)] * e
        else:
            head = [g.slice_axis(x, axis, n - b, b)] if b else []
            tail = [g.slice_axis(x, axis, 0, e)] if e else []
        x = g.concat([*head, x, *tail], axis)
    return x


def convert_gather(g: GraphImporter, node: Node) -> list[Value]:
    """
    Known indices select slices (a scalar drops the axis; an ascending
    progression is one strided slice; others concatenate single slices);
    run-time indices are `anec.gather` (out-of-range values are undefined).
    """
    data = g.get(node, 0)
    indices = g.get(node, 1)
    dims = dims_of(data)
    axis = normalize_axis(int(node.attr("axis", 0)), len(dims), node)
    if isinstance(indices, SSAValue):
        table = g.operand(node, 0)
        return [g.add(movement.GatherOp(table, indices, axis=axis))]
    x = g.operand(node, 0)
    picked = indices.astype(np.int64).reshape(-1)
    picked = np.where(picked < 0, picked + dims[axis], picked)
    if np.any((picked < 0) | (picked >= dims[axis])):
        raise node.error(f"indices {indices.tolist()} are out of range for extent {dims[axis]}")
    y = select_known(g, x, axis, picked)
    return [g.reshape(y, (*dims[:axis], *indices.shape, *dims[axis + 1 :]))]


def select_known(g: GraphImporter, x: SSAValue, axis: int, picked: np.ndarray) -> SSAValue:
    """The entries `picked` (in range) of `x` along `axis`: one strided slice for an ascending
    progression, else a concat of single slices."""
    steps = np.diff(picked)
    if picked.size == 1 or (np.all(steps == steps[0]) and steps[0] > 0):
        step = int(steps[0]) if picked.size > 1 else 1
        return g.slice_axis(x, axis, int(picked[0]), picked.size, step)
    return g.concat([g.slice_axis(x, axis, int(i), 1) for i in picked], axis)


def convert_gather_nd(g: GraphImporter, node: Node) -> list[Value]:
    """
    GatherND with indices known at import time (the dynamo export of a
    decoder called with an attention mask picks positions this way): the
    data's `batch_dims` leading axes and the k indexed axes are flattened
    into one (`anec.reshape`), each index tuple becomes one row of it (its
    batch position and the tuple, row-major), and the rows are selected as
    Gather's known indices are (slices, a concat), then reshaped to
    `indices.shape[:-1] + data.shape[batch_dims + k:]`. Run-time indices
    are not expressible (no anec op gathers by index tuples): an error.
    """
    data, indices = g.get(node, 0), g.get(node, 1)
    if isinstance(indices, SSAValue):
        raise node.error("indices computed at run time; GatherND imports indices known at import time")
    dims = dims_of(data)
    b = int(node.attr("batch_dims", 0))
    k = int(indices.shape[-1]) if indices.ndim else 0
    if indices.ndim < 1 or b < 0 or b + k > len(dims) or tuple(indices.shape[:b]) != tuple(dims[:b]):
        raise node.error(f"indices {fmt(indices.shape)} with batch_dims {b} do not index data {fmt(dims)}")
    indexed = dims[b : b + k]
    tuples = indices.astype(np.int64).reshape(-1, k) if k else np.zeros((int(np.prod(indices.shape[:-1])), 0), np.int64)
    tuples = np.where(tuples < 0, tuples + np.array(indexed, np.int64), tuples)
    if np.any((tuples < 0) | (tuples >= np.array(indexed, np.int64))):
        raise node.error(f"indices {indices.tolist()} are out of range for extents {list(indexed)}")
    within = np.ravel_multi_index(tuple(tuples.T), indexed) if k else np.zeros(len(tuples), np.int64)
    positions = np.indices(indices.shape[:-1]).reshape(len(indices.shape) - 1, -1)[:b]
    batch = np.ravel_multi_index(tuple(positions), dims[:b]) if b else np.zeros(len(tuples), np.int64)
    rows = batch * int(np.prod(indexed)) + within
    rest = dims[b + k :]
    x = g.reshape(g.operand(node, 0), (int(np.prod(dims[: b + k])), *rest))
    assert isinstance(x, SSAValue)
    y = select_known(g, x, 0, rows.astype(np.int64))
    return [g.reshape(y, (*indices.shape[:-1], *rest))]


def convert_expand(g: GraphImporter, node: Node) -> list[Value]:
    """Broadcast to a known shape by concatenating copies."""
    x = g.operand(node, 0)
    target = np.broadcast_shapes(dims_of(x), tuple(int(d) for d in g.static(node, 1, "shape").reshape(-1)))
    x = g.reshape(x, (1,) * (len(target) - len(dims_of(x))) + dims_of(x))
    assert isinstance(x, SSAValue)
    return [tile(g, x, [t // d for t, d in zip(target, dims_of(x))])]


def convert_tile(g: GraphImporter, node: Node) -> list[Value]:
    x = g.operand(node, 0)
    repeats = [int(r) for r in g.static(node, 1, "repeats").reshape(-1)]
    if len(repeats) != len(dims_of(x)) or any(r < 1 for r in repeats):
        raise node.error(f"repeats {repeats} do not fit {fmt(dims_of(x))}")
    return [tile(g, x, repeats)]


def tile(g: GraphImporter, x: SSAValue, repeats: Sequence[int]) -> SSAValue:
    for axis, count in enumerate(repeats):
        if count > 1:
            x = g.concat([x] * count, axis)
    return x


def convert_depth_to_space(g: GraphImporter, node: Node) -> list[Value]:
    x = g.operand(node, 0)
    n, c, h, w = dims_of(x)
    b = int(node.attr("blocksize"))
    if node.attr("mode", "DCR") == "DCR":
        split, perm = (n, b, b, c // (b * b), h, w), (0, 3, 4, 1, 5, 2)
    else:
        split, perm = (n, c // (b * b), b, b, h, w), (0, 1, 4, 2, 5, 3)
    return [g.reshape(g.transpose(g.reshape(x, split), perm), (n, c // (b * b), h * b, w * b))]


def convert_space_to_depth(g: GraphImporter, node: Node) -> list[Value]:
    x = g.operand(node, 0)
    n, c, h, w = dims_of(x)
    b = int(node.attr("blocksize"))
    split = g.reshape(x, (n, c, h // b, b, w // b, b))
    perm = (0, 3, 5, 1, 2, 4) if node.attr("mode", "DCR") == "DCR" else (0, 1, 3, 5, 2, 4)  # CRD: opset 28
    return [g.reshape(g.transpose(split, perm), (n, c * b * b, h // b, w // b))]


def convert_shape(g: GraphImporter, node: Node) -> list[Value]:
    """The shape of a run-time tensor is known: a constant (opset 15 `start`/`end` slice it)."""
    dims = dims_of(g.get(node, 0))
    start, end = node.attr("start", 0), node.attr("end")
    return [np.array(dims[start:end], dtype=np.int64)]


def convert_size(g: GraphImporter, node: Node) -> list[Value]:
    return [np.array(math.prod(dims_of(g.get(node, 0))), dtype=np.int64)]


def convert_resize(g: GraphImporter, node: Node) -> list[Value]:
    """
    Resize and Upsample of H and W of [N, C, H, W], nearest or linear, when
    the ONNX sampling equals `anec.resize`'s (half-pixel or align-corners,
    clamped): the node is probed with the reference evaluator on images of
    row and column indices and must sample exactly as anec does.
    """
    x = g.operand(node, 0)
    dims = dims_of(x)
    mode = node.attr("mode", "nearest")
    sampling = {"nearest": Sampling.NEAREST, "linear": Sampling.BILINEAR, "bilinear": Sampling.BILINEAR}.get(mode)
    if sampling is None:
        raise node.error(f"mode '{mode}' is not expressible; anec.resize samples nearest or bilinear")
    if len(dims) != 4:
        raise node.error(f"input {fmt(dims)}; anec.resize takes [N, C, H, W]")
    probe = resize_probe(g, node, dims)
    _, _, out_h, out_w = probe.shape
    for align_corners in (False, True):
        expected = anec_resize(index_image(dims[2], dims[3]), out_h, out_w, sampling, align_corners)
        if np.allclose(expected, probe, rtol=0, atol=1e-4):
            if (out_h, out_w) == dims[2:] and not align_corners and np.array_equal(probe, index_image(*dims[2:])):
                return [x]
            out = with_shape(x, (*dims[:2], out_h, out_w))
            return [g.add(texture.ResizeOp(x, out, mode=sampling, align_corners=align_corners or None))]
    how = ", ".join(f"{k} = {node.attr(k)!r}" for k in ("coordinate_transformation_mode", "nearest_mode") if k in node.attrs)
    raise node.error(f"{mode} sampling ({how or 'defaults'}) differs from anec.resize (half-pixel or align-corners)")


def index_image(height: int, width: int) -> np.ndarray:
    """[1, 2, H, W]: channel 0 holds the row index, channel 1 the column index."""
    rows, cols = np.meshgrid(np.arange(height, dtype=np.float32), np.arange(width, dtype=np.float32), indexing="ij")
    return np.stack([rows, cols])[None]


def resize_probe(g: GraphImporter, node: Node, dims: Sequence[int]) -> np.ndarray:
    """
    The node's sampling of a [1, 2, H, W] index image: the node itself, with
    its attributes, scales or sizes (the batch and channel entries made 1 and
    2), run as Resize 13+; Upsample and Resize-10 sample as Resize
    asymmetric with floor rounding.
    """
    if node.attr("coordinate_transformation_mode") == "tf_crop_and_resize":
        raise node.error("coordinate_transformation_mode 'tf_crop_and_resize' is not expressible")
    if node.op_type == "Upsample" or node.opset < 11:
        given = node.attr("scales")
        scales = np.asarray(given if given is not None else g.static(node, 1, "scales"), np.float32)
        attrs = {"mode": node.attr("mode", "nearest"), "coordinate_transformation_mode": "asymmetric", "nearest_mode": "floor"}
        name, values, axes = "scales", scales, list(range(4))
    else:
        attrs = dict(node.attrs)
        axes = [normalize_axis(int(a), 4, node) for a in node.attr("axes", range(4))]
        sizes = g.static_opt(node, 3, "sizes")
        if sizes is not None and sizes.size:
            name, values = "sizes", sizes.astype(np.int64).reshape(-1)
        else:
            name, values = "scales", g.static(node, 2, "scales").astype(np.float32).reshape(-1)
    values = values.copy()
    for i, axis in enumerate(axes):
        if axis < 2:
            unchanged = values[i] == (1 if name == "scales" else dims[axis])
            if not unchanged:
                raise node.error("resizes the batch or channel axis; anec.resize scales H and W only")
            values[i] = 1 if name == "scales" or axis == 0 else 2
    inputs = ["x", "", "scales"] if name == "scales" else ["x", "", "", "sizes"]
    probe = Node.of(helper.make_node("Resize", inputs, ["y"], name=node.proto.name, **attrs), node.index, max(node.opset, 13))
    (result,) = fold(probe, [index_image(dims[2], dims[3]) if i == "x" else values if i else None for i in inputs])
    return result




GRID_SAMPLING = {"bilinear": Sampling.BILINEAR, "linear": Sampling.BILINEAR, "nearest": Sampling.NEAREST}
"""GridSample's modes anec samples (opset 16 names them bilinear, opset 20 linear)."""


def convert_grid_sample(g: GraphImporter, node: Node) -> list[Value]:
    """
    GridSample of a 2-D image [N, C, H, W] by a grid [N, Ho, Wo, 2] ((x, y)
    in [-1, 1]): `anec.resample` (SPEC section 6: resample / grid-sample /
    warp on the texture engine) over the grid transposed to its coordinate
    tensor [N, 2, Ho, Wo]. With `align_corners` 0 the grid is the resample's
    normalized form; with 1, -1 and 1 are the outer pixel centres, so the
    grid is mapped to index space first, `(v + 1) (extent - 1) / 2` per
    coordinate. Bilinear or nearest sampling, zeros padding; the other
    modes (bicubic, border, reflection) are an error. On a target without a
    texture engine the resample is placed off the engine (`cost.placement`).
    """
    x = g.operand(node, 0)
    grid = g.operand(node, 1, elem_of(x))
    dims, grid_dims = dims_of(x), dims_of(grid)
    if len(dims) != 4 or len(grid_dims) != 4 or grid_dims[-1] != 2 or grid_dims[0] != dims[0]:
        raise node.error(
            f"input {fmt(dims)} and grid {fmt(grid_dims)}; GridSample imports a 2-D image [N, C, H, W] by a grid [N, Ho, Wo, 2]"
        )
    mode = str(node.attr("mode", "bilinear"))
    sampling = GRID_SAMPLING.get(mode)
    if sampling is None:
        raise node.error(f"mode '{mode}' is not expressible; anec samples bilinear (linear) or nearest")
    padding = str(node.attr("padding_mode", "zeros"))
    if padding != "zeros":
        raise node.error(f"padding_mode '{padding}' is not expressible; anec's resample reads zero outside the image")
    coordinates = g.transpose(grid, (0, 3, 1, 2))
    assert isinstance(coordinates, SSAValue)
    align = bool(node.attr("align_corners", 0))
    if align:
        h, w = dims[2], dims[3]
        half = np.array([(w - 1) / 2, (h - 1) / 2]).reshape(1, 2, 1, 1)
        shifted = g.binary(ew.AddOp, coordinates, g.scalar(1.0, elem_of(x)))
        coordinates = g.binary(ew.MulOp, shifted, g.constant(half, f"{node.inputs[1]}_to_index", elem_of(x)))
    return [g.add(texture.ResampleOp(x, coordinates, mode=sampling, normalized=not align))]
