"""
MIL to ONNX, op by op: `MilTranslator` walks the main function of a MIL
program (coremltools' representation of an ML Program) and writes each op as
the ONNX node(s) that compute the same thing, so that the ONNX importer
(`anec.frontend.onnx`: folding, weights, shapes, cleanup, verification)
brings it into the anec dialect. Every MIL op the table (`TRANSLATORS`) does
not know is collected and reported in one message; nothing is dropped.

Each ONNX node is named after the MIL op it comes from (`conv_0`, or
`conv_0/bias` for the second node of an expansion), so a diagnostic of the
ONNX importer names the Core ML op.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from anec.dialect.attributes import PALETTE_BITS, WeightFormat, WeightFormatAttr
from anec.frontend.coreml.load import CoreMLImportError
from anec.frontend.onnx.weights import weight_format_doc

OPSET = 21
"""The ONNX opset the translation writes (20: `Gelu` with its `approximate`
attribute; 21: `DequantizeLinear` of int4 integers with a `block_size`)."""

ONNX_TYPES: dict[str, int] = {
    "fp16": TensorProto.FLOAT16,
    "fp32": TensorProto.FLOAT,
    "fp64": TensorProto.DOUBLE,
    "int32": TensorProto.INT32,
    "int64": TensorProto.INT64,
    "int16": TensorProto.INT16,
    "int8": TensorProto.INT8,
    "uint8": TensorProto.UINT8,
    "bool": TensorProto.BOOL,
}
"""ONNX element type of each MIL dtype name (`types.builtin_to_string`)."""


def dtype_name(var: Any) -> str:
    from coremltools.converters.mil.mil import types

    return str(types.builtin_to_string(var.dtype))


class MilTranslator:
    """Translates the main function of one MIL program into an ONNX model."""

    def __init__(self, program: Any, function: str = "main"):
        if function not in program.functions:
            names = ", ".join(sorted(program.functions))
            raise CoreMLImportError(f"the ML Program has no function '{function}' (it has: {names})")
        self.function = program.functions[function]
        self.nodes: list[onnx.NodeProto] = []
        self.initializers: dict[str, onnx.TensorProto] = {}
        self.op: Any = None
        self.count = 0
        self.decompressed: dict[str, np.ndarray] = {}
        """The values of compressed constants (`constexpr_*`), by name, and (below) their stored format."""
        self.compressed: dict[str, str] = {}
        self.quantized: dict[str, tuple[np.ndarray, str, np.ndarray, int]] = {}
        """Integer weights of `constexpr_affine_dequantize` and
        `constexpr_blockwise_shift_scale`, by name: (integers, scales, block
        size along the input axis; 0 for one scale per output channel), which
        a `linear` over them writes as the `DequantizeLinear` graph ONNX's
        quantizers write."""
        self.node_names: set[str] = set()
        self.hardswish: dict[str, str] = {}
        """The hardswish patterns found (`thresholded_relu`): its result's name -> the input's ONNX name."""

    # Reading MIL inputs.

    def var(self, name: str, required: bool = True) -> Any:
        value = self.op.inputs.get(name)
        if value is None and required:
            raise self.error(f"input '{name}' is missing")
        return value

    def const(self, name: str, default: Any = None) -> Any:
        """The value of input `name`, which must be known at conversion time (None -> `default`)."""
        var = self.op.inputs.get(name)
        if var is None:
            return default
        if var.val is None:
            raise self.error(f"input '{name}' must be a constant; here it is computed at run time")
        value = var.val
        return value.tolist() if isinstance(value, np.ndarray) else value

    def error(self, message: str) -> CoreMLImportError:
        return CoreMLImportError(f"Core ML op '{self.op.name}' ({self.op.op_type}): {message}")

    # Writing ONNX.

    def tensor(self, var: Any) -> str:
        """The ONNX name of a MIL value; a constant becomes an initializer."""
        if var.val is not None and var.name not in self.initializers and var.op is not None:
            value = var.val
            array = np.asarray(value)
            if array.dtype.kind not in "fiub":
                raise self.error(f"value '{var.name}' is a {array.dtype} constant; expected numbers")
            self.initializers[var.name] = numpy_helper.from_array(array, var.name)
        return var.name

    def input(self, name: str) -> str:
        return self.tensor(self.var(name))

    def array(self, values: Any, hint: str, dtype: Any = np.int64, name: str | None = None) -> str:
        """A synthesized initializer (axes, shapes, pads, scalars) named after the op, or `name`."""
        self.count += 1
        name = name if name is not None and name not in self.initializers else f"{self.op.name}/{hint}_{self.count}"
        self.initializers[name] = numpy_helper.from_array(np.asarray(values, dtype=dtype), name)
        return name

    def scalar_like(self, value: float, hint: str, rank0: bool = False) -> str:
        """A float constant of the type of input `x`: one element [1], or a rank-0
        scalar (`rank0`, for ONNX inputs that must be scalars: Clip's bounds, Pad's value)."""
        dtype = np.float16 if dtype_name(self.var("x")) == "fp16" else np.float32
        return self.array(value if rank0 else [value], hint, dtype)

    def node(self, op_type: str, inputs: Sequence[str], outputs: Sequence[str] | None = None, **attrs: Any) -> str:
        """Adds a node; its one output is the op's output (default) or a fresh name."""
        if outputs is None:
            self.count += 1
            outputs = [f"{self.op.name}/{op_type.lower()}_{self.count}"]
        name = self.op.name if self.op.name not in self.node_names else f"{self.op.name}/{op_type}_{self.count}"
        self.node_names.add(name)
        self.nodes.append(helper.make_node(op_type, list(inputs), list(outputs), name=name, **attrs))
        return outputs[0]

    def out(self, index: int = 0) -> str:
        return str(self.op.outputs[index].name)

    # The function.

    def run(self) -> onnx.ModelProto:
        graph_inputs = [self.value_info(var, name) for name, var in self.function.inputs.items()]
        unsupported: dict[str, list[str]] = {}
        for op in self.function.operations:
            self.op = op
            if op.op_type == "const":
                continue
            translate = TRANSLATORS.get(op.op_type)
            if translate is None:
                unsupported.setdefault(op.op_type, []).append(op.name)
                continue
            if all(o.val is not None for o in op.outputs):
                continue  # known at conversion time: its consumers read it as a constant
            translate(self)
        if unsupported:
            listed = "; ".join(
                f"'{kind}' ({', '.join(names[:3])}{', ...' if len(names) > 3 else ''})" for kind, names in sorted(unsupported.items())
            )
            raise CoreMLImportError(f"unsupported Core ML ops: {listed}")
        self.op = None
        outputs = []
        for var in self.function.outputs:
            if var.val is not None and var.name not in self.initializers:
                raise CoreMLImportError(f"output '{var.name}' is a constant; anec imports computations")
            outputs.append(self.value_info(var, var.name))
        graph = helper.make_graph(self.nodes, "main", graph_inputs, outputs, list(self.initializers.values()))
        model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)], producer_name="anec.frontend.coreml")
        model.ir_version = 10
        return model

    def value_info(self, var: Any, name: str) -> onnx.ValueInfoProto:
        from coremltools.converters.mil.mil import types

        if not types.is_tensor(var.sym_type):
            raise CoreMLImportError(f"'{name}' is a {types.builtin_to_string(var.dtype)} scalar; expected a tensor")
        shape = var.shape
        for axis, dim in enumerate(shape):
            if not isinstance(dim, int | np.integer):
                raise CoreMLImportError(f"'{name}' has a flexible dimension ({dim}) on axis {axis}; static shapes are required")
        kind = dtype_name(var)
        if var.op is not None and var.op.op_type == "reduce_argmax":
            kind = "int64"  # ONNX ArgMax's type (reduce_argmax)
        if kind not in ONNX_TYPES:
            raise CoreMLImportError(f"'{name}' has element type {kind}; expected fp16, fp32 or an integer type")
        return helper.make_tensor_value_info(name, ONNX_TYPES[kind], [int(d) for d in shape])


# The translation of each MIL op (coremltools' op names, iOS15-iOS18 opsets).

Translator = Callable[[MilTranslator], None]

UNARY = {
    "relu": "Relu",
    "sigmoid": "Sigmoid",
    "tanh": "Tanh",
    "exp": "Exp",
    "sqrt": "Sqrt",
    "abs": "Abs",
    "erf": "Erf",
    "floor": "Floor",
    "ceil": "Ceil",
    "sign": "Sign",
    "sin": "Sin",
    "cos": "Cos",
    "softplus": "Softplus",
    "identity": "Identity",
}
BINARY = {
    "add": "Add",
    "sub": "Sub",
    "mul": "Mul",
    "real_div": "Div",
    "pow": "Pow",
    "maximum": "Max",
    "minimum": "Min",
}
REDUCE = {"reduce_mean": "ReduceMean", "reduce_sum": "ReduceSum", "reduce_max": "ReduceMax", "reduce_min": "ReduceMin"}


def unary(t: MilTranslator) -> None:
    t.node(UNARY[t.op.op_type], [t.input("x")], [t.out()])


def binary(t: MilTranslator) -> None:
    if t.op.op_type == "add" and feeds_index_wraps(t):
        return  # the `i + N` of an index wrap (`select`), which does not read it
    t.node(BINARY[t.op.op_type], [t.input("x"), t.input("y")], [t.out()])


def with_epsilon(t: MilTranslator, then: str) -> None:
    """`log`, `rsqrt`, `inverse`: `f(x + epsilon)` (MIL's guard; 0 for log, 1e-12 / 1e-4 by default)."""
    defaults = {"log": 0.0, "rsqrt": 1e-12, "inverse": 1e-4}
    eps = float(t.const("epsilon", defaults[t.op.op_type]))
    x = t.input("x")
    if eps:
        x = t.node("Add", [x, t.scalar_like(eps, "epsilon")])
    if t.op.op_type == "rsqrt":
        x = t.node("Sqrt", [x])
    t.node(then, [x], [t.out()])


def square(t: MilTranslator) -> None:
    x = t.input("x")
    t.node("Mul", [x, x], [t.out()])


def clip(t: MilTranslator) -> None:
    low, high = (0.0, 6.0) if t.op.op_type == "relu6" else (float(t.const("alpha")), float(t.const("beta")))
    t.node("Clip", [t.input("x"), t.scalar_like(low, "min", rank0=True), t.scalar_like(high, "max", rank0=True)], [t.out()])


def scalar_attr_unary(onnx_op: str, **names: tuple[str, float]) -> Translator:
    """A unary op whose MIL scalar inputs become ONNX attributes (`alpha` of leaky_relu ...)."""

    def translate(t: MilTranslator) -> None:
        attrs = {onnx_name: float(t.const(mil_name, default)) for onnx_name, (mil_name, default) in names.items()}
        t.node(onnx_op, [t.input("x")], [t.out()], **attrs)

    return translate


def silu(t: MilTranslator) -> None:
    x = t.input("x")
    t.node("Mul", [x, t.node("Sigmoid", [x])], [t.out()])


def gelu(t: MilTranslator) -> None:
    mode = t.const("mode", "EXACT")
    x = t.input("x")
    if mode == "EXACT":
        t.node("Gelu", [x], [t.out()])
    elif mode == "TANH_APPROXIMATION":
        t.node("Gelu", [x], [t.out()], approximate="tanh")
    elif mode == "SIGMOID_APPROXIMATION":
        t.node("Mul", [x, t.node("Sigmoid", [t.node("Mul", [x, t.scalar_like(1.702, "k")])])], [t.out()])
    else:
        raise t.error(f"mode '{mode}' is unknown; expected EXACT, TANH_APPROXIMATION or SIGMOID_APPROXIMATION")


def thresholded_relu(t: MilTranslator) -> None:
    """`x if x > alpha else 0`. coremltools writes torch's hardswish as
    `thresholded_relu(x, -3) * sigmoid_hard(thresholded_relu(x, -3), 1/6, 1/2)`;
    with alpha <= 0 and `min(x, 0)` below it, the op is `x - relu(-x) * [x <= alpha]`,
    which ONNX cannot say without a comparison, so only the hardswish form is taken:
    its factor is 0 wherever the threshold would zero x (`HardSwish` on the input)."""
    alpha = float(t.const("alpha", 1.0))
    result = t.op.outputs[0]
    users = list(result.child_ops)
    hard = [u for u in users if u.op_type == "sigmoid_hard"]
    if (
        alpha == -3.0
        and len(users) == 2
        and len(hard) == 1
        and math.isclose(float(hard[0].alpha.val), 1 / 6, rel_tol=1e-3)
        and float(hard[0].beta.val) == 0.5
        and any(u.op_type == "mul" and {u.x.name, u.y.name} == {result.name, hard[0].outputs[0].name} for u in users)
    ):
        t.hardswish[result.name] = t.input("x")
        return
    raise t.error(
        f"alpha = {alpha:g} outside the hardswish pattern (thresholded_relu(x, -3) * sigmoid_hard(...)) is not supported"
    )


def sigmoid_hard(t: MilTranslator) -> None:
    x = t.var("x")
    if x.name in t.hardswish:
        return  # the factor of a hardswish (thresholded_relu)
    t.node("HardSigmoid", [t.tensor(x)], [t.out()], alpha=float(t.const("alpha", 0.2)), beta=float(t.const("beta", 0.5)))


def mul(t: MilTranslator) -> None:
    x, y = t.var("x"), t.var("y")
    for a, b in ((x, y), (y, x)):
        if a.name in t.hardswish and b.op is not None and b.op.op_type == "sigmoid_hard" and b.op.x.name == a.name:
            t.node("HardSwish", [t.hardswish[a.name]], [t.out()])
            return
    binary(t)


def prelu(t: MilTranslator) -> None:
    x = t.var("x")
    alpha = np.asarray(t.var("alpha").val)
    if alpha.ndim != 1:
        raise t.error(f"alpha has shape {list(alpha.shape)}; expected one value per channel")
    shaped = alpha.reshape(-1, *([1] * (len(x.shape) - 2)))
    t.node("PRelu", [t.tensor(x), t.array(shaped, "alpha", alpha.dtype)], [t.out()])


def window_pads(t: MilTranslator, rank: int) -> dict[str, Any]:
    """ONNX `pads`/`auto_pad` from MIL `pad_type` and `pad` ([begin, end] per spatial axis)."""
    pad_type = t.const("pad_type", "valid")
    if pad_type == "valid":
        return {"pads": [0] * (2 * rank)}
    if pad_type == "same":
        return {"auto_pad": "SAME_UPPER"}
    if pad_type == "same_lower":
        return {"auto_pad": "SAME_LOWER"}
    if pad_type == "custom":
        pad = [int(p) for p in t.const("pad", [0] * (2 * rank))]
        return {"pads": pad[0::2] + pad[1::2]}
    raise t.error(f"pad_type '{pad_type}' is unknown; expected valid, same, same_lower or custom")


def conv(t: MilTranslator) -> None:
    x, w = t.var("x"), t.var("weight")
    rank = len(w.shape) - 2
    attrs = {
        "strides": [int(s) for s in t.const("strides", [1] * rank)],
        "dilations": [int(d) for d in t.const("dilations", [1] * rank)],
        "group": int(t.const("groups", 1)),
        **window_pads(t, rank),
    }
    inputs = [t.tensor(x), t.tensor(w)] + ([t.input("bias")] if t.op.inputs.get("bias") is not None else [])
    if t.op.op_type == "conv_transpose":
        shape = t.const("output_shape")
        if shape is not None:
            attrs["output_shape"] = [int(d) for d in shape][-rank:]
        t.node("ConvTranspose", inputs, [t.out()], **attrs)
    else:
        t.node("Conv", inputs, [t.out()], **attrs)


def constexpr(t: MilTranslator) -> None:
    """
    `constexpr_lut_to_dense` (palettized) and `constexpr_sparse_to_dense`
    (sparse): coremltools decompresses the value (`materialized_val_inference`),
    which becomes an initializer whose `doc_string` declares the stored form
    (`anec.frontend.onnx.weights.WEIGHT_FORMAT_DOC`): palettized with the
    index width of the palette's entries and the number of palettes (one
    for iOS 16's per-tensor palette; iOS 18's lut [*groups, entries,
    vector size] holds one palette per group of channels, as
    coremltools.optimize's `per_grouped_channel` palettization makes it),
    sparse with the zero fraction of its mask. A Conv or linear layer over
    it carries the format, so the cost model charges the stored bytes:
    every index and every palette. Vector palettes (an entry of several
    values, coremltools' `cluster_dim` > 1) are refused: an index then
    covers several weights, which the format does not express.
    """
    value = np.asarray(t.op.materialized_val_inference())
    if t.op.op_type == "constexpr_lut_to_dense":
        lut = np.asarray(t.var("lut").val)
        entries = lut.shape[0] if lut.ndim == 1 else lut.shape[-2]
        bits = int(entries).bit_length() - 1
        if 1 << bits != entries or bits not in PALETTE_BITS:
            raise t.error(f"a palette of {entries} entries; anec's palettized weights index {[1 << b for b in PALETTE_BITS]} entries")
        if lut.ndim > 1 and lut.shape[-1] != 1:
            raise t.error(
                f"vector palettes ({lut.shape[-1]} values per entry); anec's palettized weights hold one value per entry "
                "(palettize with cluster_dim 1)"
            )
        palettes = 1 if lut.ndim == 1 else int(np.prod(lut.shape[:-2]))
        fmt = WeightFormatAttr(WeightFormat.PALETTIZED, bits=bits, palettes=palettes)
    else:
        zero_fraction = 1.0 - float(np.count_nonzero(value)) / max(value.size, 1)
        fmt = WeightFormatAttr(WeightFormat.SPARSE, zero_fraction=min(zero_fraction, 1.0 - 1.0 / max(value.size, 1)))
    name = t.out()
    tensor = numpy_helper.from_array(value, name)
    tensor.doc_string = weight_format_doc(fmt)
    t.initializers[name] = tensor
    t.decompressed[name] = value
    t.compressed[name] = tensor.doc_string


def integer_constexpr(t: MilTranslator) -> None:
    """
    `constexpr_affine_dequantize` (int8 or uint8 with a zero point of 0, one
    scale per tensor or per output channel: axis 0 of a [D_out, D_in]
    weight) and `constexpr_blockwise_shift_scale` (iOS 18: int4/uint4/int8
    integers, scales per block of the input axis, no offset): kept as
    integers and scales for a `linear` over them (`MilTranslator.quantized`),
    which writes the `DequantizeLinear` graph the ONNX importer reads as
    int8 or block-scaled weights (docs/import.md, "Core ML").
    """
    affine = t.op.op_type == "constexpr_affine_dequantize"
    var = t.var("quantized_data" if affine else "data")
    data, kind = np.asarray(var.val), dtype_name(var)
    if kind not in ("int4", "uint4", "int8", "uint8"):
        raise t.error(f"{kind} integers; anec imports int4, uint4, int8 and uint8 weights")
    scale = np.asarray(t.var("scale").val, dtype=np.float32)
    offset = t.op.inputs.get("zero_point" if affine else "offset")
    if offset is not None and np.any(np.asarray(offset.val) != 0):
        raise t.error("a nonzero zero point or offset; anec imports symmetric integer weights")
    if data.ndim != 2:
        raise t.error(f"a rank-{data.ndim} integer weight; anec imports rank-2 linear weights of this form")
    n, k = data.shape
    if affine:
        axis = int(t.const("axis", 0))
        if scale.size not in (1, n) or (scale.size == n and axis != 0):
            raise t.error("scales per input channel; anec imports one scale per tensor or per output channel")
        t.quantized[t.out()] = (data, kind, scale.reshape(-1), 0)
        return
    if scale.ndim != 2 or scale.shape[0] != n or k % scale.shape[1]:
        raise t.error(f"scales of shape {list(scale.shape)} for a [{n}, {k}] weight; anec imports blocks along the input axis")
    t.quantized[t.out()] = (data, kind, scale, k // scale.shape[1])


def quantized_weight(t: MilTranslator, name: str) -> str:
    """`DequantizeLinear` of the transposed integers of `name`: the [D_in, D_out] weight of a MatMul."""
    data, kind, scale, block = t.quantized[name]
    integers = f"{name}_q"
    signed = kind.startswith("int")
    values = np.ascontiguousarray(data.T).astype(np.int8 if signed else np.uint8)
    if kind.endswith("8"):
        t.initializers[integers] = numpy_helper.from_array(values, integers)
    else:
        flat = values.reshape(-1)
        if flat.size % 2:
            raise t.error("a 4-bit weight of an odd element count")
        packed = ((flat[0::2] & 0x0F) | ((flat[1::2] & 0x0F) << 4)).astype(np.uint8)
        element = onnx.TensorProto.INT4 if signed else onnx.TensorProto.UINT4
        t.initializers[integers] = helper.make_tensor(integers, element, list(values.shape), packed.tobytes(), raw=True)
    scales = scale.T.astype(np.float16) if block else scale.astype(np.float16)
    scale_name = t.array(scales, f"{name}_scale", np.float16, name=f"{name}_scale")
    attrs = {"axis": 0, "block_size": block} if block else ({"axis": 1} if scale.size > 1 else {})
    return t.node("DequantizeLinear", [integers, scale_name], **attrs)


def linear(t: MilTranslator) -> None:
    """`x @ weight^T + bias`, weight [D_out, D_in] (a weight-stationary matmul); a compressed weight keeps its format."""
    w = t.var("weight")
    if w.name in t.quantized:
        y = t.node("MatMul", [t.input("x"), quantized_weight(t, w.name)])
        bias = t.op.inputs.get("bias")
        if bias is None or (bias.val is not None and not np.any(bias.val)):
            t.node("Identity", [y], [t.out()])
        else:
            t.node("Add", [y, t.tensor(bias)], [t.out()])
        return
    if w.val is None and w.name not in t.decompressed:
        raise t.error("weight must be a constant; here it is computed at run time")
    weight = np.asarray(w.val) if w.val is not None else t.decompressed[w.name]
    name = t.array(weight.T, "weight_t", weight.dtype, name=f"{w.name}_t")
    if w.name in t.compressed:
        t.initializers[name].doc_string = t.compressed[w.name]
    y = t.node("MatMul", [t.input("x"), name])
    bias = t.op.inputs.get("bias")
    if bias is None or (bias.val is not None and not np.any(bias.val)):
        t.node("Identity", [y], [t.out()])
    else:
        t.node("Add", [y, t.tensor(bias)], [t.out()])


def transposed(t: MilTranslator, name: str, flag: str) -> str:
    var = t.var(name)
    if not t.const(flag, False):
        return t.tensor(var)
    rank = len(var.shape)
    if rank < 2:
        raise t.error(f"{flag} is set on a rank-{rank} operand")
    perm = [*range(rank - 2), rank - 1, rank - 2]
    if var.val is not None:
        array = np.asarray(var.val)
        return t.array(array.transpose(perm), f"{name}_t", array.dtype, name=f"{var.name}_t")
    return t.node("Transpose", [t.tensor(var)], perm=perm)


def matmul(t: MilTranslator) -> None:
    t.node("MatMul", [transposed(t, "x", "transpose_x"), transposed(t, "y", "transpose_y")], [t.out()])


def batch_norm(t: MilTranslator) -> None:
    x = t.var("x")
    channels = x.shape[1]
    gamma = t.input("gamma") if t.op.inputs.get("gamma") is not None else t.array(np.ones(channels), "gamma", np.float32)
    beta = t.input("beta") if t.op.inputs.get("beta") is not None else t.array(np.zeros(channels), "beta", np.float32)
    eps = float(t.const("epsilon", 1e-5))
    t.node("BatchNormalization", [t.tensor(x), gamma, beta, t.input("mean"), t.input("variance")], [t.out()], epsilon=eps)


def instance_norm(t: MilTranslator) -> None:
    x = t.var("x")
    channels = x.shape[1]
    gamma = t.input("gamma") if t.op.inputs.get("gamma") is not None else t.array(np.ones(channels), "gamma", np.float32)
    beta = t.input("beta") if t.op.inputs.get("beta") is not None else t.array(np.zeros(channels), "beta", np.float32)
    t.node("InstanceNormalization", [t.tensor(x), gamma, beta], [t.out()], epsilon=float(t.const("epsilon", 1e-5)))


def layer_norm(t: MilTranslator) -> None:
    """Over the trailing axes only (what coremltools emits for torch's LayerNorm)."""
    x = t.var("x")
    rank = len(x.shape)
    axes = sorted(int(a) % rank for a in t.const("axes", list(range(rank))))
    if axes != list(range(axes[0], rank)):
        raise t.error(f"axes {axes} are not the trailing axes of a rank-{rank} tensor; only those normalize as one op")
    inputs = [t.tensor(x)]
    normalized = [int(d) for d in x.shape[axes[0] :]]
    inputs.append(t.input("gamma") if t.op.inputs.get("gamma") is not None else t.array(np.ones(normalized), "gamma", np.float32))
    if t.op.inputs.get("beta") is not None:
        inputs.append(t.input("beta"))
    t.node("LayerNormalization", inputs, [t.out()], axis=axes[0], epsilon=float(t.const("epsilon", 1e-5)))


def softmax(t: MilTranslator) -> None:
    t.node("Softmax", [t.input("x")], [t.out()], axis=int(t.const("axis", -1)))


def pool(t: MilTranslator) -> None:
    kernel = [int(k) for k in t.const("kernel_sizes")]
    attrs = {
        "kernel_shape": kernel,
        "strides": [int(s) for s in t.const("strides", [1] * len(kernel))],
        "ceil_mode": int(bool(t.const("ceil_mode", False))),
        **window_pads(t, len(kernel)),
    }
    if t.op.op_type == "avg_pool":
        attrs["count_include_pad"] = int(not t.const("exclude_padding_from_average", False))
        t.node("AveragePool", [t.input("x")], [t.out()], **attrs)
    else:
        t.node("MaxPool", [t.input("x")], [t.out()], **attrs)


def reduce(t: MilTranslator) -> None:
    x = t.var("x")
    axes = t.const("axes")
    inputs = [t.tensor(x)] + ([t.array([int(a) for a in axes], "axes")] if axes is not None else [])
    t.node(REDUCE[t.op.op_type], inputs, [t.out()], keepdims=int(bool(t.const("keep_dims", False))))


def reduce_argmax(t: MilTranslator) -> None:
    """ArgMax, whose int64 result is the MIL int32 one (graph outputs say int64; `anec.argmax` gives i32)."""
    t.node("ArgMax", [t.input("x")], [t.out()], axis=int(t.const("axis", -1)), keepdims=int(bool(t.const("keep_dims", False))))


def reshape(t: MilTranslator) -> None:
    shape = [int(d) for d in t.op.outputs[0].shape]
    t.node("Reshape", [t.input("x"), t.array(shape, "shape")], [t.out()])


def transpose(t: MilTranslator) -> None:
    rank = len(t.var("x").shape)
    t.node("Transpose", [t.input("x")], [t.out()], perm=[int(p) % rank for p in t.const("perm")])


def concat(t: MilTranslator) -> None:
    if t.const("interleave", False):
        raise t.error("interleave = True is not supported")
    values = t.op.inputs["values"]
    t.node("Concat", [t.tensor(v) for v in values], [t.out()], axis=int(t.const("axis")))


def split(t: MilTranslator) -> None:
    x = t.var("x")
    axis = int(t.const("axis"))
    sizes = [int(o.shape[axis]) for o in t.op.outputs]
    t.node("Split", [t.tensor(x), t.array(sizes, "split")], [o.name for o in t.op.outputs], axis=axis)


def slice_by_index(t: MilTranslator) -> None:
    x = t.var("x")
    dims = [int(d) for d in x.shape]
    rank = len(dims)
    begin = [int(b) for b in t.const("begin")]
    end = [int(e) for e in t.const("end")]
    stride = [int(s) for s in t.const("stride", [1] * rank)]
    begin_mask = list(t.const("begin_mask", [False] * rank))
    end_mask = list(t.const("end_mask", [False] * rank))
    squeeze = list(t.const("squeeze_mask", [False] * rank))
    starts, ends = [], []
    for axis in range(rank):
        s = stride[axis]
        start = (0 if s > 0 else dims[axis] - 1) if begin_mask[axis] else begin[axis]
        if squeeze[axis]:
            start = start % dims[axis]
            stop = start + 1
            stride[axis] = 1
        elif end_mask[axis]:
            stop = np.iinfo(np.int64).max if s > 0 else np.iinfo(np.int64).min
        else:
            stop = end[axis]
        starts.append(start)
        ends.append(stop)
    sliced = t.node(
        "Slice",
        [
            t.tensor(x),
            t.array(starts, "starts"),
            t.array(ends, "ends"),
            t.array(list(range(rank)), "axes"),
            t.array(stride, "steps"),
        ],
        None if any(squeeze) else [t.out()],
    )
    if any(squeeze):
        shape = [int(d) for d in t.op.outputs[0].shape]
        t.node("Reshape", [sliced, t.array(shape, "shape")], [t.out()])


def slice_by_size(t: MilTranslator) -> None:
    x = t.var("x")
    begin = [int(b) for b in t.const("begin")]
    size = [int(s) for s in t.const("size")]
    ends = [int(d) if s == -1 else b + s for b, s, d in zip(begin, size, x.shape)]
    axes = list(range(len(begin)))
    t.node("Slice", [t.tensor(x), t.array(begin, "starts"), t.array(ends, "ends"), t.array(axes, "axes")], [t.out()])


def reshape_to_output(t: MilTranslator) -> None:
    """squeeze, expand_dims: a reshape to the output's static shape."""
    reshape(t)


def gather(t: MilTranslator) -> None:
    if int(t.const("batch_dims", 0)) != 0:
        raise t.error("batch_dims != 0 is not supported")
    t.node("Gather", [t.input("x"), t.input("indices")], [t.out()], axis=int(t.const("axis", 0)))


def pad(t: MilTranslator) -> None:
    x = t.var("x")
    rank = len(x.shape)
    given = [int(p) for p in t.const("pad")]
    lead = rank - len(given) // 2
    begins = [0] * lead + given[0::2]
    ends = [0] * lead + given[1::2]
    mode = t.const("mode", "constant")
    if mode not in ("constant", "reflect", "replicate"):
        raise t.error(f"mode '{mode}' is unknown; expected constant, reflect or replicate")
    inputs = [t.tensor(x), t.array(begins + ends, "pads")]
    if mode == "constant":
        inputs.append(t.scalar_like(float(t.const("constant_val", 0.0)), "value", rank0=True))
    t.node("Pad", inputs, [t.out()], mode={"replicate": "edge"}.get(mode, mode))


def upsample(t: MilTranslator) -> None:
    x = t.var("x")
    out = [int(d) for d in t.op.outputs[0].shape]
    if t.op.op_type == "upsample_nearest_neighbor":
        attrs = {"mode": "nearest", "nearest_mode": "floor", "coordinate_transformation_mode": "asymmetric"}
    else:
        align = bool(t.const("align_corners", True))
        half = bool(t.const("half_pixel_centers", not align))
        mode = "align_corners" if align else ("half_pixel" if half else "asymmetric")
        attrs = {"mode": "linear", "coordinate_transformation_mode": mode}
    t.node("Resize", [t.tensor(x), "", "", t.array(out, "sizes")], [t.out()], **attrs)


INTEGER_TYPES = ("int8", "uint8", "int16", "uint16", "int32", "int64")


def only_gather_indices(var: Any) -> list[int] | None:
    """The extents of the gathered axes when every use of `var` (through
    integer casts) is as gather indices; else None."""
    extents: list[int] = []
    for user in var.child_ops:
        if user.op_type == "gather" and user.indices is var and user.x is not var:
            axis = int(user.axis.val) if user.axis is not None else 0
            extents.append(int(user.x.shape[axis]))
        elif user.op_type == "cast" and dtype_name(user.outputs[0]) in INTEGER_TYPES:
            inner = only_gather_indices(user.outputs[0])
            if inner is None:
                return None
            extents.extend(inner)
        else:
            return None
    return extents or None


def index_wrap(t: MilTranslator) -> bool:
    """`select(i >= 0, i, i + N)` (coremltools' wrap of negative gather
    indices, iOS17+) used only as indices of gathers over an axis of extent N.
    anec computes no integer arithmetic at run time, and `anec.gather` takes
    indices in 0..N-1, where the wrap is the identity; so the select becomes
    `i`, and a negative index (which no token id or position is) is out of
    range for `anec.gather`, which the interpreter reports instead of wrapping."""
    cond, a, b = t.var("cond"), t.var("a"), t.var("b")
    test, wrap = cond.op, b.op
    if test is None or wrap is None or test.op_type != "greater_equal" or wrap.op_type != "add":
        return False
    if test.x is not a or test.y.val is None or np.any(test.y.val != 0) or wrap.x is not a or wrap.y.val is None:
        return False
    extents = only_gather_indices(t.op.outputs[0])
    n = np.asarray(wrap.y.val)
    return extents is not None and n.size == 1 and all(int(n.reshape(-1)[0]) == e for e in extents)


def select(t: MilTranslator) -> None:
    """The index wrap (`index_wrap`), or a select by a constant condition
    between a run-time float tensor and a constant (a causal or padding mask,
    `torch.where(mask, scores, -inf)`): `x * keep + fill`, where `keep` is 1
    where x is taken and `fill` holds the constant where it is not and 0
    elsewhere; exact wherever x is finite."""
    if index_wrap(t):
        t.node("Identity", [t.input("a")], [t.out()])
        return
    cond, a, b = t.var("cond"), t.var("a"), t.var("b")
    out = t.op.outputs[0]
    if cond.val is not None and (a.val is None) != (b.val is None) and dtype_name(out) in ("fp16", "fp32"):
        shape = [int(d) for d in out.shape]
        mask = np.broadcast_to(np.asarray(cond.val, dtype=bool), shape)
        x, constant = (a, b) if a.val is None else (b, a)
        keep = mask if x is a else ~mask
        dtype = np.float16 if dtype_name(out) == "fp16" else np.float32
        fill = np.where(keep, 0.0, np.broadcast_to(np.asarray(constant.val, dtype=np.float64), shape)).astype(dtype)
        taken = t.node("Mul", [t.tensor(x), t.array(keep.astype(dtype), "keep", dtype)])
        t.node("Add", [taken, t.array(fill, "fill", dtype)], [t.out()])
        return
    raise t.error(
        "select is supported as the wrap of negative gather indices, select(i >= 0, i, i + N), and with a constant "
        "condition between a run-time float tensor and a constant; here the condition or both branches are computed at run time"
    )


def feeds_index_wraps(t: MilTranslator) -> bool:
    """Whether the op's result is read only by index wraps (its test `i >= 0`
    or its `i + N`), which read neither."""
    users = list(t.op.outputs[0].child_ops)
    if not users or not all(u.op_type == "select" and u.a is not t.op.outputs[0] for u in users):
        return False
    saved = t.op
    try:
        for user in users:
            t.op = user
            if not index_wrap(t):
                return False
    finally:
        t.op = saved
    return True


def greater_equal(t: MilTranslator) -> None:
    if not feeds_index_wraps(t):
        raise t.error("comparisons are supported only as the test of an index wrap, select(i >= 0, i, i + N)")


def cast(t: MilTranslator) -> None:
    kind = dtype_name(t.op.outputs[0])
    source = dtype_name(t.var("x"))
    if kind in INTEGER_TYPES and source in INTEGER_TYPES:
        # Run-time integers are gather indices in anec (the ONNX importer refuses any
        # other integer computation), and the int16/uint16 coremltools narrows them to
        # when the table is small enough holds every valid index: the cast is the identity.
        t.node("Identity", [t.input("x")], [t.out()])
        return
    if kind not in ONNX_TYPES:
        raise t.error(f"dtype '{kind}' is not supported")
    t.node("Cast", [t.input("x")], [t.out()], to=ONNX_TYPES[kind])


def tile(t: MilTranslator) -> None:
    t.node("Tile", [t.input("x"), t.array([int(r) for r in t.const("reps")], "reps")], [t.out()])


def attention(t: MilTranslator) -> None:
    """`scaled_dot_product_attention` (iOS18): softmax(Q K^T / sqrt(d) + mask) V."""
    q, k = t.var("query"), t.var("key")
    rank = len(k.shape)
    perm = [*range(rank - 2), rank - 1, rank - 2]
    scores = t.node("MatMul", [t.tensor(q), t.node("Transpose", [t.tensor(k)], perm=perm)])
    dtype = np.float16 if dtype_name(q) == "fp16" else np.float32
    scores = t.node("Mul", [scores, t.array([1.0 / math.sqrt(int(q.shape[-1]))], "scale", dtype)])
    mask = t.op.inputs.get("attn_mask")
    if mask is not None:
        if dtype_name(mask) == "bool":
            raise t.error("a boolean attn_mask is not supported; give an additive float mask")
        scores = t.node("Add", [scores, t.tensor(mask)])
    weights = t.node("Softmax", [scores], axis=-1)
    t.node("MatMul", [weights, t.input("value")], [t.out()])


def einsum(t: MilTranslator) -> None:
    """A two-operand einsum that is a batched matrix product up to axis order
    (`bhqd,bhkd->bhqk`, `nchw,nwd->nchd` ...): one contracted letter, one free
    letter per operand, every other letter a batch letter of both operands and
    the result. Each operand is transposed to [batch, m, k] / [batch, k, n],
    multiplied (MatMul), and the product transposed to the result's order."""
    equation = str(t.const("equation")).replace(" ", "")
    values = t.op.inputs["values"]
    lhs, _, out = equation.partition("->")
    terms = lhs.split(",")
    if len(values) != 2 or len(terms) != 2 or not out or "." in equation:
        raise t.error(f"equation '{equation}': only two-operand einsums with an explicit result and no ellipsis are supported")
    a, b = terms
    if len(set(a)) != len(a) or len(set(b)) != len(b) or len(set(out)) != len(out):
        raise t.error(f"equation '{equation}': a repeated letter (trace, diagonal) is not supported")
    batch = [c for c in out if c in a and c in b]
    contracted = [c for c in a if c in b and c not in out]
    m = [c for c in a if c not in b]
    n = [c for c in b if c not in a]
    if len(contracted) != 1 or len(m) != 1 or len(n) != 1 or set(out) != set(batch) | {m[0], n[0]}:
        raise t.error(f"equation '{equation}' is not a batched matrix product (one contracted and one free letter per operand)")
    (k,) = contracted

    def arranged(var: Any, term: str, order: list[str]) -> str:
        perm = [term.index(c) for c in order]
        if perm == list(range(len(term))):
            return t.tensor(var)
        if var.val is not None:
            array = np.asarray(var.val)
            return t.array(array.transpose(perm), "operand", array.dtype)
        return t.node("Transpose", [t.tensor(var)], perm=perm)

    product = t.node("MatMul", [arranged(values[0], a, [*batch, m[0], k]), arranged(values[1], b, [*batch, k, n[0]])])
    order = [*batch, m[0], n[0]]
    perm = [order.index(c) for c in out]
    if perm == list(range(len(out))):
        t.node("Identity", [product], [t.out()])
    else:
        t.node("Transpose", [product], [t.out()], perm=perm)


TRANSLATORS: dict[str, Translator] = {
    **{name: unary for name in UNARY},
    **{name: binary for name in BINARY},
    **{name: reduce for name in REDUCE},
    "mul": mul,
    "log": lambda t: with_epsilon(t, "Log"),
    "rsqrt": lambda t: with_epsilon(t, "Reciprocal"),
    "inverse": lambda t: with_epsilon(t, "Reciprocal"),
    "square": square,
    "relu6": clip,
    "clip": clip,
    "leaky_relu": scalar_attr_unary("LeakyRelu", alpha=("alpha", 0.01)),
    "elu": scalar_attr_unary("Elu", alpha=("alpha", 1.0)),
    "silu": silu,
    "gelu": gelu,
    "thresholded_relu": thresholded_relu,
    "sigmoid_hard": sigmoid_hard,
    "prelu": prelu,
    "conv": conv,
    "conv_transpose": conv,
    "linear": linear,
    "constexpr_lut_to_dense": constexpr,
    "constexpr_sparse_to_dense": constexpr,
    "constexpr_affine_dequantize": integer_constexpr,
    "constexpr_blockwise_shift_scale": integer_constexpr,
    "matmul": matmul,
    "einsum": einsum,
    "batch_norm": batch_norm,
    "instance_norm": instance_norm,
    "layer_norm": layer_norm,
    "softmax": softmax,
    "avg_pool": pool,
    "max_pool": pool,
    "reduce_argmax": reduce_argmax,
    "reshape": reshape,
    "squeeze": reshape_to_output,
    "expand_dims": reshape_to_output,
    "transpose": transpose,
    "concat": concat,
    "split": split,
    "slice_by_index": slice_by_index,
    "slice_by_size": slice_by_size,
    "gather": gather,
    "pad": pad,
    "upsample_nearest_neighbor": upsample,
    "upsample_bilinear": upsample,
    "cast": cast,
    "select": select,
    "greater_equal": greater_equal,
    "tile": tile,
    "scaled_dot_product_attention": attention,
}
"""The translation of each MIL op; `const` ops become initializers where they are read."""
