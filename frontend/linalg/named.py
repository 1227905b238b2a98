"""
Named ops: convolutions, pooling, contractions and `linalg.softmax`, which
absorb their producers (a constant pad, a zero or identity init, a bias
broadcast in the init, a transpose of the last two axes).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from xdsl.dialects import tensor
from xdsl.dialects.builtin import AffineMapAttr, ArrayAttr, IntegerAttr
from xdsl.dialects.linalg.ops import GenericOp
from xdsl.ir import Operation, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap

from anec.dialect import conv, movement, normalization, pooling
from anec.dialect.builders import WindowOptions, window_options
from anec.frontend.cleanup import op_label, producer
from anec.frontend.linalg.emitter import Converter, Emitter
from anec.frontend.linalg.structured import IDENTITY, check_init, convert_elementwise_named
from anec.frontend.linalg.values import (
    Unsupported,
    element_of,
    ins_outs,
    int_values,
    produced_by,
    ranked,
    same_elements,
    shape_of,
    splat_value,
    static_shape,
    tensor_type,
)


# Named ops: convolution, pooling, contraction.


def spatial_padding(value: SSAValue, fill: float) -> tuple[SSAValue, tuple[int, ...]] | None:
    """(source, [pt, pb, pl, pr]) when `value` is a static `tensor.pad` of H and W only with `fill`."""
    pad = producer(value)
    if not isinstance(pad, tensor.PadOp) or pad.low or pad.high:
        return None
    yielded = pad.region.blocks[0].last_op
    if yielded is None or splat_value(yielded.operands[0]) != fill:
        return None
    low = [int(v) for v in pad.static_low.get_values()]
    high = [int(v) for v in pad.static_high.get_values()]
    if len(low) != 4 or any(low[:2]) or any(high[:2]):
        return None
    return pad.source, (low[2], high[2], low[3], high[3])


def window_properties(op: Operation, padding: Sequence[int] | None) -> WindowOptions:
    """strides, dilation_rates and explicit_padding, each only where it is not the default."""
    return window_options(int_values(op, "strides", (1, 1)), int_values(op, "dilations", (1, 1)), padding or ())


def fit_window(
    op: Operation,
    emitter: Emitter,
    source: SSAValue,
    padding: Sequence[int] | None,
    kernel: Sequence[int],
    out: Sequence[int],
) -> tuple[SSAValue, tuple[int, ...] | None]:
    """
    (source, padding) whose padded extent is exactly what the windows read.

    A linalg window op computes the outputs its result type names and never
    reads the padded input beyond the last window, `(out - 1) * stride +
    (kernel - 1) * dilation + 1` rows; anec's window ops derive the output
    extent from the input. torch-mlir's ceil-mode pooling pads the high side
    by up to a stride more than the last window reads (SqueezeNet's 3x3/2
    pools). The rows no window reads are left out: first from the high
    padding, then, if the input itself is longer, by a slice of it.
    """
    strides = int_values(op, "strides", (1, 1))
    dilations = int_values(op, "dilations", (1, 1))
    dims = list(shape_of(source))
    pads = list(padding) if padding is not None else [0, 0, 0, 0]
    crop = list(dims)
    for axis in range(2):
        low, high = pads[2 * axis], pads[2 * axis + 1]
        extent = dims[2 + axis]
        needed = (out[2 + axis] - 1) * strides[axis] + (kernel[axis] - 1) * dilations[axis] + 1
        excess = low + extent + high - needed
        if excess < 0:
            raise Unsupported(
                f"reads {needed} rows of axis {2 + axis} but its padded input has {low + extent + high}; "
                "the result type is larger than the windows allow"
            )
        trimmed = min(excess, high)
        pads[2 * axis + 1] = high - trimmed
        crop[2 + axis] = extent - (excess - trimmed)
        if crop[2 + axis] < 1:
            raise Unsupported(f"reads only padding along axis {2 + axis}; anec windows read their input")
    if crop != dims:
        window = tensor_type(element_of(source), crop)
        source = emitter.add(movement.SliceOp(source, window, offsets=[0] * len(crop)))
    return source, (tuple(pads) if any(pads) else None)


def channel_vector(init: SSAValue, channels: int) -> SSAValue | None:
    """The [C] vector an init broadcasts along axis 1 of [N, C, H, W] (a conv bias)."""
    owner = producer(init)
    if owner is None:
        return None
    if op_label(owner) == "linalg.broadcast":
        source = owner.operands[0]
        if int_values(owner, "dimensions", ()) == (0, 2, 3) and shape_of(source) == (channels,):
            return source
    if isinstance(owner, GenericOp) and len(owner.inputs) == 1 and len(owner.outputs) == 1:
        yielded = owner.body.blocks[0].last_op
        maps = [m.data for m in owner.indexing_maps]
        source = owner.inputs[0]
        if (
            yielded is not None
            and yielded.operands[0] is owner.body.blocks[0].args[0]
            and maps[0] == AffineMap(4, 0, (AffineDimExpr(1),))
            and maps[1] == AffineMap.identity(4)
            and shape_of(source) == (channels,)
        ):
            return source
    return None


def needs_init(init: SSAValue, kind: str) -> bool:
    """Whether a named op's result must be combined with its init (not `kind`'s identity)."""
    if splat_value(init) == IDENTITY[kind]:
        return False
    check_init(init)
    return True


def emit_conv(
    op: Operation, emitter: Emitter, x: SSAValue, weights: SSAValue, init: SSAValue, groups: int, result_shape: Sequence[int]
) -> SSAValue:
    """An `anec.convolution` (padding folded, init as bias or added) with result `result_shape`."""
    padded = spatial_padding(x, 0.0)
    source, padding = padded if padded is not None else (x, None)
    source, padding = fit_window(op, emitter, source, padding, shape_of(weights)[2:], result_shape)
    bias = channel_vector(init, result_shape[1])
    add_init = bias is None and needs_init(init, "add")
    out = emitter.add(
        conv.ConvolutionOp(
            source,
            weights,
            bias=bias,
            groups=groups if groups != 1 else None,
            result_type=tensor_type(element_of(x), result_shape),
            **window_properties(op, padding),
        )
    )
    return emitter.binary("add", out, emitter.reshape(init, result_shape)) if add_init else out


def convert_conv_nchw_fchw(op: Operation, emitter: Emitter) -> Sequence[SSAValue]:
    (x, w), (init,) = ins_outs(op)
    same_elements([x, w, init, op.results[0]])
    ranked(x, 4)
    ranked(w, 4)
    return [emit_conv(op, emitter, x, w, init, 1, ranked(op.results[0], 4))]


def convert_depthwise(op: Operation, emitter: Emitter) -> Sequence[SSAValue]:
    """[N, C, H, W] with [C, kH, kW]: a convolution with C groups of one channel."""
    (x, w), (init,) = ins_outs(op)
    same_elements([x, w, init, op.results[0]])
    ranked(x, 4)
    c, kh, kw = ranked(w, 3)
    out = ranked(op.results[0], 4)
    weights = emitter.reshape(w, [c, 1, kh, kw])
    return [emit_conv(op, emitter, x, weights, init, c, out)]


def convert_grouped_conv(op: Operation, emitter: Emitter) -> Sequence[SSAValue]:
    """[N, G, C/G, H, W] with [G, F/G, C/G, kH, kW]: the grouped convolution, in [N, C, H, W]."""
    (x, w), (init,) = ins_outs(op)
    same_elements([x, w, init, op.results[0]])
    n, g, cg, h, wd = ranked(x, 5)
    _, fg, _, kh, kw = ranked(w, 5)
    out = ranked(op.results[0], 5)
    expand = produced_by(x, "tensor.expand_shape")
    source = expand.operands[0] if expand is not None and shape_of(expand.operands[0]) == (n, g * cg, h, wd) else x
    flat = [n, g * fg, *out[3:]]
    init_expand = produced_by(init, "tensor.expand_shape")
    flat_init = init_expand.operands[0] if init_expand is not None and shape_of(init_expand.operands[0]) == tuple(flat) else init
    source = emitter.reshape(source, [n, g * cg, h, wd])
    weights = emitter.reshape(w, [g * fg, cg, kh, kw])
    return [emitter.reshape(emit_conv(op, emitter, source, weights, flat_init, g, flat), out)]


def convert_pool(op: Operation, emitter: Emitter, kind: str) -> Sequence[SSAValue]:
    """`linalg.pooling_nchw_max`/`sum`: the window's shape is the second input's."""
    (x, window), (init,) = ins_outs(op)
    same_elements([x, init, op.results[0]])
    ranked(x, 4)
    out = ranked(op.results[0], 4)
    elem = element_of(x)
    kernel = static_shape(window)
    if len(kernel) != 2:
        raise Unsupported(f"has a window of type {window.type}; anec pools over H and W")
    padded = spatial_padding(x, IDENTITY[kind])
    source, padding = padded if padded is not None else (x, None)
    source, padding = fit_window(op, emitter, source, padding, kernel, out)
    options = window_properties(op, padding)
    add_init = needs_init(init, kind)
    if kernel == (1, 1) and not options:
        return [emitter.binary(kind, source, init) if add_init else source]
    if tuple(shape_of(source)[2:]) == kernel and "explicit_padding" not in options and "dilation_rates" not in options:
        global_type = pooling.GlobalMaxPoolOp if kind == "max" else pooling.GlobalAvgPoolOp
        value = emitter.add(global_type(source))
    else:
        pool_type = pooling.MaxPoolOp if kind == "max" else pooling.AvgPoolOp
        include_pad = True if kind == "add" else None
        result = tensor_type(elem, out)
        value = emitter.add(pool_type(source, kernel_sizes=kernel, count_include_pad=include_pad, result_type=result, **options))
    if kind == "add" and math.prod(kernel) != 1:
        value = emitter.binary("mul", value, emitter.splat(float(math.prod(kernel)), elem, [1]))
    return [emitter.binary(kind, value, init) if add_init else value]


MATMUL_DEFAULTS = {
    "linalg.matmul": (False, False),
    "linalg.matmul_transpose_a": (True, False),
    "linalg.matmul_transpose_b": (False, True),
    "linalg.batch_matmul": (False, False),
    "linalg.batch_matmul_transpose_a": (True, False),
    "linalg.batch_matmul_transpose_b": (False, True),
}
"""transpose_lhs, transpose_rhs of each contraction, where no indexing maps say otherwise."""


def matmul_transposes(op: Operation, rank: int) -> tuple[bool, bool]:
    """transpose_lhs, transpose_rhs from explicit indexing maps, else from the op's name."""
    maps_attr = op.properties.get("indexing_maps")
    if maps_attr is None:
        return MATMUL_DEFAULTS[op_label(op)]
    maps = [m.data for m in maps_attr.data if isinstance(m, AffineMapAttr)] if isinstance(maps_attr, ArrayAttr) else []
    dims = [tuple(e.position for e in m.results if isinstance(e, AffineDimExpr)) for m in maps]
    if len(dims) != 3 or len(dims[2]) != rank or any(len(d) != len(m.results) for d, m in zip(dims, maps)):
        raise Unsupported(f"has indexing maps {maps_attr}; expected a matmul contraction")
    lhs, rhs, out = dims
    m, n = out[-2], out[-1]
    k = next((d for d in lhs if d not in out), None)
    batch = out[:-2]
    transposes = (lhs[-2:] == (k, m), rhs[-2:] == (n, k))
    legal = (
        set(lhs[-2:]) == {m, k}
        and set(rhs[-2:]) == {n, k}
        and batch[len(batch) - len(lhs[:-2]) :] == lhs[:-2]
        and batch[len(batch) - len(rhs[:-2]) :] == rhs[:-2]
    )
    if not legal:
        raise Unsupported(f"has indexing maps {maps_attr}; expected a matmul contraction")
    return transposes


def swapped_source(value: SSAValue) -> SSAValue | None:
    """The input of a `linalg.transpose` that swaps the last two axes."""
    owner = produced_by(value, "linalg.transpose")
    if owner is None:
        return None
    perm = int_values(owner, "permutation", ())
    rank = len(perm)
    return owner.operands[0] if rank >= 2 and perm == (*range(rank - 2), rank - 1, rank - 2) else None


def absorb_swap(value: SSAValue, transposed: bool) -> tuple[SSAValue, bool]:
    """A matmul operand and its transpose flag, a swap of its last two axes absorbed into the flag."""
    source = swapped_source(value)
    return (value, transposed) if source is None else (source, not transposed)


def convert_matmul(op: Operation, emitter: Emitter) -> Sequence[SSAValue]:
    (lhs, rhs), (init,) = ins_outs(op)
    elem = same_elements([lhs, rhs, init, op.results[0]])
    out = shape_of(op.results[0])
    if any(not 2 <= len(shape_of(v)) <= 5 for v in (lhs, rhs, init)):
        raise Unsupported("has an operand of rank outside 2..5; anec.matmul multiplies matrices with up to 3 batch axes")
    transposes = matmul_transposes(op, len(out))
    add_init = needs_init(init, "add")
    (a, transpose_lhs), (b, transpose_rhs) = (absorb_swap(value, flag) for value, flag in zip((lhs, rhs), transposes))
    result = tensor_type(elem, out)
    value = emitter.add(conv.MatmulOp(a, b, transpose_lhs=transpose_lhs, transpose_rhs=transpose_rhs, result_type=result))
    return [emitter.binary("add", value, init) if add_init else value]


def convert_softmax(op: Operation, emitter: Emitter) -> Sequence[SSAValue]:
    """`linalg.softmax` (operands input, init): softmax along `dimension`."""
    x = op.operands[0]
    same_elements([x, op.results[0]])
    axis = op.properties.get("dimension")
    if not isinstance(axis, IntegerAttr):
        raise Unsupported("has no integer dimension")
    return [emitter.add(normalization.SoftmaxOp(x, axis=axis.value.data))]


ELEMENTWISE_NAMED = (
    "linalg.abs",
    "linalg.add",
    "linalg.ceil",
    "linalg.copy",
    "linalg.div",
    "linalg.erf",
    "linalg.exp",
    "linalg.floor",
    "linalg.log",
    "linalg.max",
    "linalg.min",
    "linalg.mul",
    "linalg.negf",
    "linalg.powf",
    "linalg.reciprocal",
    "linalg.rsqrt",
    "linalg.sqrt",
    "linalg.square",
    "linalg.sub",
    "linalg.tanh",
)

NAMED_OPS: dict[str, Converter] = {
    "linalg.conv_2d_nchw_fchw": convert_conv_nchw_fchw,
    "linalg.depthwise_conv_2d_nchw_chw": convert_depthwise,
    "linalg.conv_2d_ngchw_gfchw": convert_grouped_conv,
    "linalg.pooling_nchw_max": lambda op, e: convert_pool(op, e, "max"),
    "linalg.pooling_nchw_sum": lambda op, e: convert_pool(op, e, "add"),
    **{name: convert_matmul for name in MATMUL_DEFAULTS},
    "linalg.softmax": convert_softmax,
    **{name: convert_elementwise_named for name in ELEMENTWISE_NAMED},
}
"""Phase 1: named linalg ops, by name (registered in xDSL or parsed as unregistered)."""


