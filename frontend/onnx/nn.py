"""Converters of the ONNX ops with windows, contractions and reductions: convolution, matmul, normalization, softmax, pooling."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
from xdsl.ir import SSAValue

from anec.dialect import conv, movement, pooling, reduction
from anec.dialect import elementwise as ew
from anec.dialect import normalization as norm
from anec.dialect.builders import WindowOptions, window_options
from anec.frontend.onnx.model import Node, Value, dims_of, elem_of, fmt, normalize_axis

if TYPE_CHECKING:
    from anec.frontend.onnx.graph import GraphImporter


def window_pads(
    node: Node, spatial: Sequence[int], kernel: Sequence[int], strides: Sequence[int], dilations: Sequence[int]
) -> list[tuple[int, int]]:
    """(begin, end) padding per spatial axis from `pads` or `auto_pad`."""
    auto_pad = node.attr("auto_pad", "NOTSET")
    rank = len(spatial)
    if auto_pad == "VALID":
        return [(0, 0)] * rank
    if auto_pad in ("SAME_UPPER", "SAME_LOWER"):
        pads = []
        for n, k, s, d in zip(spatial, kernel, strides, dilations):
            total = max((-(-n // s) - 1) * s + (k - 1) * d + 1 - n, 0)
            small, big = total // 2, total - total // 2
            pads.append((small, big) if auto_pad == "SAME_UPPER" else (big, small))
        return pads
    if auto_pad != "NOTSET":
        raise node.error(f"auto_pad = '{auto_pad}' is unknown")
    flat = list(node.attr("pads", [0] * (2 * rank)))
    if len(flat) != 2 * rank:
        raise node.error(f"pads has {len(flat)} values; expected {2 * rank}")
    if any(p < 0 for p in flat):
        raise node.error(f"pads {flat} are negative")
    return [(flat[i], flat[i + rank]) for i in range(rank)]


def window_props(strides: Sequence[int], dilations: Sequence[int], pads: Sequence[tuple[int, int]]) -> WindowOptions:
    """The window constructor keywords, leaving out defaults."""
    return window_options(strides, dilations, [p for pair in pads for p in pair])


def conv_geometry(node: Node, x_dims: Sequence[int], kernel: Sequence[int]) -> tuple[list[int], list[int], list[tuple[int, int]]]:
    """(strides, dilations, pads) of a Conv or pooling node."""
    rank = len(kernel)
    strides = list(node.attr("strides", [1] * rank))
    dilations = list(node.attr("dilations", [1] * rank))
    pads = window_pads(node, x_dims[2:], kernel, strides, dilations)
    return strides, dilations, pads


def lift_1d(dims: Sequence[int]) -> tuple[int, ...]:
    """[N, C, L] as [N, C, 1, L]: 1-D windows run as 2-D with height 1."""
    return (*dims[:2], 1, dims[2])


def convert_conv(g: GraphImporter, node: Node) -> list[Value]:
    """Conv 1-D (as 2-D with height 1), 2-D and 3-D (weights to `odihw`); bias is the conv's bias stream."""
    x = g.operand(node, 0)
    w = g.get(node, 1)
    x_dims, w_dims = dims_of(x), dims_of(w)
    spatial = len(x_dims) - 2
    if spatial not in (1, 2, 3) or len(w_dims) != len(x_dims):
        raise node.error(f"input {fmt(x_dims)} with weights {fmt(w_dims)}; expected 1-D, 2-D or 3-D convolution")
    kernel = w_dims[2:]
    strides, dilations, pads = conv_geometry(node, x_dims, kernel)
    group = int(node.attr("group", 1))
    elem = elem_of(x)
    if spatial == 1:
        x = g.reshape(x, lift_1d(x_dims))
        w = g.reshape(w, lift_1d(w_dims))
        strides, dilations, pads = [1, *strides], [1, *dilations], [(0, 0), *pads]
    if spatial == 3:
        w = g.transpose(w, (0, 2, 1, 3, 4))
    weights = g.constant(w, node.inputs[1], elem) if isinstance(w, np.ndarray) else w
    assert isinstance(x, SSAValue)
    bias = g.operand(node, 2, elem) if node.has_input(2) else None
    groups = group if group != 1 else None
    declared = g.weight_formats.get(node.inputs[1]) if isinstance(w, np.ndarray) else None
    y = g.add(
        conv.ConvolutionOp(x, weights, bias=bias, groups=groups, weight_format=declared, **window_props(strides, dilations, pads))
    )
    return [g.reshape(y, (x_dims[0], w_dims[0], dims_of(y)[-1])) if spatial == 1 else y]


def deconv_weights(w: np.ndarray, group: int) -> np.ndarray:
    """ONNX [Cin, Cout/g, *K] as anec's output-channel-major [Cout, Cin/g, *K] (rank 5: `odihw`)."""
    cin, cout_g, *kernel = w.shape
    grouped = w.reshape(group, cin // group, cout_g, *kernel).swapaxes(1, 2)
    out = grouped.reshape(group * cout_g, cin // group, *kernel)
    return out.transpose(0, 2, 1, 3, 4) if len(kernel) == 3 else out


def convert_conv_transpose(g: GraphImporter, node: Node) -> list[Value]:
    """ConvTranspose with constant weights, transposed to output-channel-major; `output_shape` sets the padding."""
    x = g.operand(node, 0)
    w = g.static(node, 1, "weights")
    x_dims, w_dims = dims_of(x), w.shape
    spatial = len(x_dims) - 2
    if spatial not in (1, 2, 3) or len(w_dims) != len(x_dims):
        raise node.error(f"input {fmt(x_dims)} with weights {fmt(w_dims)}; expected 1-D, 2-D or 3-D transposed convolution")
    group = int(node.attr("group", 1))
    kernel = list(w_dims[2:])
    strides = list(node.attr("strides", [1] * spatial))
    dilations = list(node.attr("dilations", [1] * spatial))
    pads, extra = deconv_pads(node, x_dims[2:], kernel, strides, dilations, list(node.attr("output_padding", [0] * spatial)))
    elem = elem_of(x)
    cout = w_dims[1] * group
    weights_array = deconv_weights(w, group)
    if spatial == 1:
        x = g.reshape(x, lift_1d(x_dims))
        weights_array = weights_array.reshape(lift_1d(weights_array.shape))
        strides, dilations, pads, extra = [1, *strides], [1, *dilations], [(0, 0), *pads], [0, *extra]
    assert isinstance(x, SSAValue)
    weights = g.constant(weights_array, node.inputs[1], elem)
    bias = g.operand(node, 2, elem) if node.has_input(2) else None
    y = g.add(
        conv.DeconvolutionOp(
            x,
            weights,
            bias=bias,
            groups=group if group != 1 else None,
            output_padding=extra if any(extra) else None,
            **window_props(strides, dilations, pads),
        )
    )
    return [g.reshape(y, (x_dims[0], cout, dims_of(y)[-1])) if spatial == 1 else y]


def deconv_pads(
    node: Node, spatial: Sequence[int], kernel: Sequence[int], strides: Sequence[int], dilations: Sequence[int], extra: list[int]
) -> tuple[list[tuple[int, int]], list[int]]:
    """
    (begin, end) cropping and output padding of a transposed convolution,
    from `pads`, `auto_pad` or `output_shape` (an `output_shape` past the
    full extent, by less than the stride, is output padding).
    """
    auto_pad = node.attr("auto_pad", "NOTSET")
    target = node.attr("output_shape")
    if target is None and auto_pad in ("SAME_UPPER", "SAME_LOWER"):
        target = [n * s for n, s in zip(spatial, strides)]
    if target is None:
        if auto_pad == "VALID":
            return [(0, 0)] * len(spatial), extra
        return window_pads(node, spatial, kernel, strides, dilations), extra
    target = list(target)[-len(spatial) :]
    extra = list(extra)
    pads = []
    for axis, (n, k, s, d, e, t) in enumerate(zip(spatial, kernel, strides, dilations, extra, target)):
        total = s * (n - 1) + e + (k - 1) * d + 1 - t
        if total < 0:
            if -total >= s:
                raise node.error(f"output_shape {list(target)} exceeds the full output on axis {axis}")
            extra[axis] = e - total
            total = 0
        half = total // 2
        pads.append((half, total - half) if auto_pad == "SAME_UPPER" else (total - half, half))
    return pads, extra


def convert_gemm(g: GraphImporter, node: Node) -> list[Value]:
    """`alpha * A' @ B' + beta * C` as `anec.matmul` (transposes as its flags) and a broadcast add."""
    elem = elem_of(g.first_runtime(node))
    a, b = g.operand(node, 0, elem), g.operand(node, 1, elem)
    trans_a, trans_b = bool(node.attr("transA", 0)), bool(node.attr("transB", 0))
    a_dims, b_dims = dims_of(a), dims_of(b)
    if len(a_dims) != 2 or len(b_dims) != 2:
        raise node.error(f"operands {fmt(a_dims)} and {fmt(b_dims)}; expected matrices")
    y = g.add(conv.MatmulOp(a, b, transpose_lhs=trans_a or None, transpose_rhs=trans_b or None))
    alpha, beta = float(node.attr("alpha", 1.0)), float(node.attr("beta", 1.0))
    if alpha != 1.0:
        y = g.binary(ew.MulOp, y, g.scalar(alpha, elem))
    if not node.has_input(2) or beta == 0.0:
        return [y]
    c = g.get(node, 2)
    if isinstance(c, np.ndarray):
        scaled = c.astype(np.float32) * np.float32(beta) if beta != 1.0 else c
        return [g.binary(ew.AddOp, y, g.constant(scaled, node.inputs[2], elem))]
    c_value = g.operand(node, 2, elem)
    if beta != 1.0:
        c_value = g.binary(ew.MulOp, c_value, g.scalar(beta, elem))
    return [g.binary(ew.AddOp, y, c_value)]


def convert_matmul(g: GraphImporter, node: Node) -> list[Value]:
    """numpy `matmul`: a 1-D operand gains, then loses, a unit axis."""
    elem = elem_of(g.first_runtime(node))
    a, b = g.operand(node, 0, elem), g.operand(node, 1, elem)
    a_dims, b_dims = dims_of(a), dims_of(b)
    lhs = (1, *a_dims) if len(a_dims) == 1 else a_dims
    rhs = (*b_dims, 1) if len(b_dims) == 1 else b_dims
    if lhs[-1] != rhs[-2]:
        raise node.error(f"operands {fmt(a_dims)} and {fmt(b_dims)} do not chain")
    batch = np.broadcast_shapes(lhs[:-2], rhs[:-2])
    rows = [lhs[-2]] if len(a_dims) > 1 else []
    cols = [rhs[-1]] if len(b_dims) > 1 else []
    final = (*batch, *rows, *cols)
    if not final:
        raise node.error("a product of two vectors is a scalar; anec tensors have rank 1 or more")
    declared = g.weight_formats.get(node.inputs[1]) if isinstance(g.get(node, 1), np.ndarray) else None
    a, b = g.reshape(a, lhs), g.reshape(b, rhs)
    assert isinstance(a, SSAValue) and isinstance(b, SSAValue)
    y = g.add(conv.MatmulOp(a, b, weight_format=declared))
    return [g.reshape(y, final)]


def convert_batch_norm(g: GraphImporter, node: Node) -> list[Value]:
    """Inference batch norm with stored statistics."""
    if node.attr("training_mode", 0):
        raise node.error("training_mode is set; the importer converts inference graphs")
    x = g.operand(node, 0)
    elem = elem_of(x)
    scale, bias, mean, var = (g.operand(node, i, elem) for i in (1, 2, 3, 4))
    return [g.add(norm.BatchNormOp(x, mean, var, scale, bias, epsilon=node.attr("epsilon", 1e-5)))]


def convert_instance_norm(g: GraphImporter, node: Node) -> list[Value]:
    """`anec.layer_norm` over the spatial axes, then the per-channel `anec.scale_bias`."""
    x = g.operand(node, 0)
    elem = elem_of(x)
    normed = g.add(norm.LayerNormOp(x, axes=range(2, len(dims_of(x))), epsilon=node.attr("epsilon", 1e-5)))
    return [g.add(norm.ScaleBiasOp(normed, g.operand(node, 1, elem), g.operand(node, 2, elem)))]


def convert_layer_norm(g: GraphImporter, node: Node) -> list[Value]:
    """`anec.layer_norm` over axes `axis`..rank-1; scale and bias take the normalized extents."""
    x = g.operand(node, 0)
    elem = elem_of(x)
    dims = dims_of(x)
    axis = normalize_axis(int(node.attr("axis", -1)), len(dims), node)
    normalized = dims[axis:]
    streams: list[SSAValue | None] = []
    for index in (1, 2):
        if not node.has_input(index):
            streams.append(None)
            continue
        value = g.get(node, index)
        if isinstance(value, np.ndarray):
            value = np.broadcast_to(value, normalized)
        else:
            value = g.reshape(value, normalized)
        streams.append(g.constant(value, node.inputs[index], elem) if isinstance(value, np.ndarray) else value)
    scale, bias = streams
    eps = node.attr("epsilon", 1e-5)
    return [g.add(norm.LayerNormOp(x, axes=range(axis, len(dims)), scale=scale, bias=bias, epsilon=eps))]


def convert_lrn(g: GraphImporter, node: Node) -> list[Value]:
    """
    Local response normalization, `x / (bias + alpha / size * sum_sq) ** beta`
    with the sum over a channel window, exactly: `sqrt(alpha) * x` squared,
    channels moved to a spatial axis, a `count_include_pad` average pool of
    extent `size` over them (the window sum over size), channels moved back.
    """
    x = g.operand(node, 0)
    elem = elem_of(x)
    dims = dims_of(x)
    if len(dims) != 4:
        raise node.error(f"input {fmt(dims)}; expected [N, C, H, W]")
    size = int(node.attr("size"))
    alpha, beta, bias = node.attr("alpha", 1e-4), node.attr("beta", 0.75), node.attr("bias", 1.0)
    if size < 1:
        raise node.error(f"size {size}; expected a window of at least 1 channel")
    if not all(math.isfinite(v) for v in (alpha, beta, bias)) or alpha < 0:
        raise node.error(f"alpha {alpha}, beta {beta}, bias {bias}; expected finite values and alpha >= 0 (x is scaled by sqrt(alpha))")
    lo, hi = (size - 1) // 2, size - 1 - (size - 1) // 2
    squared = g.add(ew.SquareOp(g.binary(ew.MulOp, x, g.scalar(math.sqrt(alpha), elem))))
    moved = g.transpose(squared, (0, 2, 1, 3))
    assert isinstance(moved, SSAValue)
    pooled = g.add(pooling.AvgPoolOp(moved, kernel_sizes=(size, 1), explicit_padding=(lo, hi, 0, 0), count_include_pad=True))
    window = g.transpose(pooled, (0, 2, 1, 3))
    assert isinstance(window, SSAValue)
    denominator = g.binary(ew.PowOp, g.binary(ew.AddOp, window, g.scalar(bias, elem)), g.scalar(beta, elem))
    return [g.binary(ew.DivOp, x, denominator)]


def softmax_axis(g: GraphImporter, node: Node) -> tuple[SSAValue, int, tuple[int, ...] | None]:
    """(input, axis, original shape when flattened): opsets < 13 flatten to 2-D at `axis`."""
    x = g.operand(node, 0)
    dims = dims_of(x)
    if node.opset >= 13:
        return x, normalize_axis(int(node.attr("axis", -1)), len(dims), node), None
    axis = normalize_axis(int(node.attr("axis", 1)), len(dims), node)
    if axis == len(dims) - 1:
        return x, axis, None
    flat = g.reshape(x, (math.prod(dims[:axis]), math.prod(dims[axis:])))
    assert isinstance(flat, SSAValue)
    return flat, 1, dims


def convert_softmax(g: GraphImporter, node: Node) -> list[Value]:
    x, axis, original = softmax_axis(g, node)
    y = g.add(norm.SoftmaxOp(x, axis=axis))
    return [g.reshape(y, original) if original else y]


def convert_log_softmax(g: GraphImporter, node: Node) -> list[Value]:
    """`(x - max) - log(sum(exp(x - max)))` along the axis."""
    x, axis, original = softmax_axis(g, node)
    peak = g.add(reduction.ReduceMaxOp(x, axes=[axis]))
    shifted = g.binary(ew.SubOp, x, peak)
    total = g.add(reduction.ReduceSumOp(g.add(ew.ExpOp(shifted)), axes=[axis]))
    y = g.binary(ew.SubOp, shifted, g.add(ew.LogOp(total)))
    return [g.reshape(y, original) if original else y]


REDUCE_OPS: dict[str, tuple[type[ew.UnaryOp] | None, type[reduction.ReduceOp], type[ew.UnaryOp] | None]] = {
    "ReduceMean": (None, reduction.ReduceMeanOp, None),
    "ReduceSum": (None, reduction.ReduceSumOp, None),
    "ReduceMax": (None, reduction.ReduceMaxOp, None),
    "ReduceMin": (None, reduction.ReduceMinOp, None),
    "ReduceSumSquare": (ew.SquareOp, reduction.ReduceSumOp, None),
    "ReduceL1": (ew.AbsOp, reduction.ReduceSumOp, None),
    "ReduceL2": (ew.SquareOp, reduction.ReduceSumOp, ew.SqrtOp),
    "ReduceLogSum": (None, reduction.ReduceSumOp, ew.LogOp),
}
"""(elementwise op before, the anec reduction, elementwise op after) of each ONNX reduction."""


def convert_reduce(g: GraphImporter, node: Node) -> list[Value]:
    """Axes from the attribute (older opsets) or the constant second input (newer)."""
    x = g.operand(node, 0)
    dims = dims_of(x)
    given = g.attr_or_input(node, "axes", 1)
    if not given:
        if node.attr("noop_with_empty_axes", 0):
            return [x]
        given = list(range(len(dims)))
    axes = sorted({normalize_axis(int(a), len(dims), node) for a in given})
    keep = bool(node.attr("keepdims", 1))
    before, reduce_op, after = REDUCE_OPS[node.op_type]
    if not keep and len(axes) == len(dims):
        raise node.error("the reduction leaves a scalar; anec tensors have rank 1 or more (keep the dims)")
    if before is not None:
        x = g.add(before(x))
    y = g.add(reduce_op(x, axes=axes, keep_dims=keep))
    return [g.add(after(y)) if after is not None else y]


def convert_arg_reduce(g: GraphImporter, node: Node) -> list[Value]:
    """ArgMax/ArgMin; anec gives i32 indices where ONNX gives int64."""
    if node.attr("select_last_index", 0):
        raise node.error("select_last_index = 1 is not expressible; anec takes the first index on ties")
    x = g.operand(node, 0)
    dims = dims_of(x)
    axis = normalize_axis(int(node.attr("axis", 0)), len(dims), node)
    keep = bool(node.attr("keepdims", 1))
    if not keep and len(dims) == 1:
        raise node.error("the reduction leaves a scalar; anec tensors have rank 1 or more (keep the dims)")
    op_type = reduction.ArgmaxOp if node.op_type == "ArgMax" else reduction.ArgminOp
    return [g.add(op_type(x, axis=axis, keep_dims=keep))]


def pool_extent(n: int, k: int, s: int, d: int, lo: int, hi: int, ceil_mode: bool) -> int:
    """Output extent; in ceil mode a last window starting past the input and left padding is dropped (PyTorch, onnxruntime)."""
    span = n + lo + hi - d * (k - 1) - 1
    out = (-(-span // s) if ceil_mode else span // s) + 1
    if ceil_mode and (out - 1) * s >= n + lo:
        out -= 1
    return out


@dataclass(frozen=True)
class Window:
    """A pooling window: per spatial axis kernel, stride, dilation and (begin, end) padding."""

    kernel: tuple[int, ...]
    strides: tuple[int, ...]
    dilations: tuple[int, ...]
    pads: tuple[tuple[int, int], ...]

    def axes(self, *which: int) -> Window:
        """The window on some of its axes."""
        fields = (self.kernel, self.strides, self.dilations, self.pads)
        return Window(*(tuple(values[i] for i in which) for values in fields))


def convert_pool(g: GraphImporter, node: Node) -> list[Value]:
    """
    MaxPool and AveragePool in 1-D (as 2-D with height 1), 2-D and 3-D (a
    pool over H and W, then one over D: both pools are separable over a box
    window, the average too, since the in-bounds count of a box is the
    product of its axes' counts). `ceil_mode` widens the end padding; padding
    taps never count (max reads -inf, the average excludes them), except
    explicit padding under `count_include_pad`, which becomes zeros of an
    `anec.pad` when the ceil-mode overhang would otherwise count too.
    """
    x = g.operand(node, 0)
    dims = dims_of(x)
    if len(dims) not in (3, 4, 5):
        raise node.error(f"input {fmt(dims)}; expected a 1-D, 2-D or 3-D pooling input [N, C, spatial...]")
    if node.attr("storage_order", 0):
        raise node.error("storage_order = 1 concerns the Indices output, which is not supported")
    kernel = list(node.attr("kernel_shape"))
    strides, dilations, pads = conv_geometry(node, dims, kernel)
    ceil_mode = bool(node.attr("ceil_mode", 0))
    out = [pool_extent(n, k, s, d, lo, hi, ceil_mode) for n, k, s, d, (lo, hi) in zip(dims[2:], kernel, strides, dilations, pads)]
    needed = [
        (o - 1) * s + d * (k - 1) + 1 - n - lo for o, n, k, s, d, (lo, _) in zip(out, dims[2:], kernel, strides, dilations, pads)
    ]
    include_pad = node.op_type == "AveragePool" and bool(node.attr("count_include_pad", 0))
    if include_pad and any(need > hi for need, (_, hi) in zip(needed, pads)):
        x = pad_constant(g, x, pads)
        needed = [need - lo for need, (lo, _) in zip(needed, pads)]
        pads = [(0, 0)] * len(pads)
        include_pad = False
    window = Window(
        tuple(kernel), tuple(strides), tuple(dilations), tuple((lo, max(hi, need)) for (lo, hi), need in zip(pads, needed))
    )
    op_type = pooling.MaxPoolOp if node.op_type == "MaxPool" else pooling.AvgPoolOp
    if len(dims) == 3:
        lifted = Window((1, *window.kernel), (1, *window.strides), (1, *window.dilations), ((0, 0), *window.pads))
        y = pool_2d(g, op_type, g.reshape(x, lift_1d(dims_of(x))), lifted, include_pad)
        return [g.reshape(y, (*dims[:2], *out))]
    if len(dims) == 4:
        return [pool_2d(g, op_type, x, window, include_pad)]
    n, c, depth = dims_of(x)[:3]
    planes = pool_2d(g, op_type, g.reshape(x, (n, c * depth, *dims_of(x)[3:])), window.axes(1, 2), include_pad)
    columns = g.reshape(planes, (n, c, depth, out[1] * out[2]))
    lifted = Window((window.kernel[0], 1), (window.strides[0], 1), (window.dilations[0], 1), (window.pads[0], (0, 0)))
    y = pool_2d(g, op_type, columns, lifted, include_pad)
    return [g.reshape(y, (*dims[:2], *out))]


def pool_2d(g: GraphImporter, op_type: type[pooling.PoolOp], x: Value, window: Window, include_pad: bool) -> SSAValue:
    """One `anec.max_pool` or `anec.avg_pool` over H and W of [N, C, H, W]."""
    assert isinstance(x, SSAValue)
    options = window_props(window.strides, window.dilations, window.pads)
    return g.add(op_type(x, kernel_sizes=window.kernel, count_include_pad=include_pad or None, **options))


def pad_constant(g: GraphImporter, x: SSAValue, pads: Sequence[tuple[int, int]]) -> SSAValue:
    """Zero padding of the spatial axes."""
    begin = [0, 0, *(lo for lo, _ in pads)]
    end = [0, 0, *(hi for _, hi in pads)]
    return g.add(movement.PadOp(x, pads=begin + end))


def convert_global_pool(g: GraphImporter, node: Node) -> list[Value]:
    """Rank 4 is `anec.global_*_pool`; other ranks reduce the spatial axes."""
    x = g.operand(node, 0)
    dims = dims_of(x)
    is_max = node.op_type == "GlobalMaxPool"
    if len(dims) == 4:
        global_op = pooling.GlobalMaxPoolOp if is_max else pooling.GlobalAvgPoolOp
        return [g.add(global_op(x))]
    if len(dims) < 3:
        raise node.error(f"input {fmt(dims)}; expected [N, C, spatial...]")
    op_type = reduction.ReduceMaxOp if is_max else reduction.ReduceMeanOp
    return [g.add(op_type(x, axes=range(2, len(dims))))]


