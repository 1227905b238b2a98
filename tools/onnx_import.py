"""
ONNX to anec: `import_onnx` converts an ONNX model (default-domain opsets 9
and later; older ones are upgraded by the ONNX version converter first; fp32
or fp16) into a `builtin.module` holding one `func.func` of anec ops. See
docs/import.md for the op table and every policy in short.

- **Static shapes.** Graph inputs must have static dimensions; `shapes`
  overrides them (`{"x": (1, 3, 224, 224)}`), and a dynamic dimension without
  one is an error naming the input and the axis. The importer computes every
  other shape itself and checks it against ONNX shape inference.
- **Folding.** Tensors known at import time (initializers, `Constant`, and
  whatever is computed from them or from static shapes, such as `Shape` ->
  `Gather` -> `Concat` -> `Reshape` chains) are evaluated with the ONNX
  reference evaluator; only run-time tensors become anec ops.
- **Precision.** fp32 tensors compute in fp16 by default, as Core ML does:
  the function keeps the graph's interface types and casts at entry and exit
  (`anec.cast`), weights are stored in fp16. `keep_fp32` computes in fp32;
  fp16 tensors always stay fp16.
- **Weights** (float constants an op consumes, more than one element and not
  all equal) are `inline` `dense` elements, `resource` blobs
  (`dense_resource`, keyed by tensor name and content hash) or `args`:
  function arguments after the graph inputs, in order of first use, named
  after their tensors, holding the tensor as the anec op consumes it.
  Splats and scalars always stay inline.
- **Nothing is dropped.** An op without an anec counterpart is an
  `OnnxImportError` (`unsupported ONNX op 'NonMaxSuppression' (node
  'nms_1')`); so is an attribute value the dialect cannot express.
"""

from __future__ import annotations

import hashlib
import io
import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import numpy as np
import onnx
from google.protobuf.message import DecodeError
from onnx import helper, numpy_helper, shape_inference, version_converter
from onnx.reference import ReferenceEvaluator
from xdsl.dialect_interfaces.op_asm import OpAsmDialectInterface
from xdsl.dialects import func
from xdsl.dialects.builtin import (
    BoolAttr,
    Builtin,
    BytesAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    DenseResourceAttr,
    Float16Type,
    Float32Type,
    FloatAttr,
    IntegerAttr,
    ModuleOp,
    TensorType,
    f16,
    f32,
    i32,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from anec.dialect import constant, conv, movement, pooling, reduction, texture
from anec.dialect import elementwise as ew
from anec.dialect import normalization as norm
from anec.dialect.attributes import PadMode, PadModeAttr, Sampling, SamplingAttr
from anec.dialect.numeric import resize as anec_resize

WeightMode = Literal["inline", "resource", "args"]
WEIGHT_MODES: tuple[WeightMode, ...] = ("inline", "resource", "args")

MIN_OPSET = 9
"""The oldest default-domain opset the importer reads."""

Value = SSAValue | np.ndarray
"""A tensor during import: a run-time SSA value, or an array known at import time."""

FloatType = Float16Type | Float32Type

FLOAT_ONNX = {onnx.TensorProto.FLOAT, onnx.TensorProto.DOUBLE, onnx.TensorProto.BFLOAT16, onnx.TensorProto.FLOAT16}
INT_ONNX = {onnx.TensorProto.INT64: i64, onnx.TensorProto.INT32: i32}
NONDETERMINISTIC = {"RandomNormal", "RandomUniform", "RandomNormalLike", "RandomUniformLike", "Multinomial", "Bernoulli"}


class OnnxImportError(Exception):
    """A model the importer cannot convert, described in one line."""


# Small helpers: names, attributes, arrays.


def legal_name(name: str) -> str:
    """An SSA name hint for an ONNX tensor name: `[A-Za-z_$.-][\\w$.-]*`,
    never ending in `_<digits>` (xDSL strips that suffix)."""
    text = re.sub(r"[^\w$.-]+", "_", name).strip("_") or "v"
    if not re.match(r"[A-Za-z_$.-]", text):
        text = f"v{text}"
    return re.sub(r"_(\d+)$", r".\1", text)


def legal_symbol(name: str) -> str:
    """A function or resource name: `[A-Za-z_][\\w.]*`."""
    text = re.sub(r"[^\w.]+", "_", name).strip("_")
    return text if re.match(r"[A-Za-z_]", text) else f"w_{text}"


def i64s(values: Sequence[int]) -> DenseArrayBase:
    return DenseArrayBase.from_list(i64, [int(v) for v in values])


def f32_attr(value: float) -> FloatAttr:
    return FloatAttr(float(value), f32)


def i64_attr(value: int) -> IntegerAttr:
    return IntegerAttr(int(value), i64)


def numpy_float(elem: FloatType) -> type[np.floating[Any]]:
    return np.float16 if isinstance(elem, Float16Type) else np.float32


def dims_of(value: Value) -> tuple[int, ...]:
    if isinstance(value, np.ndarray):
        return tuple(value.shape)
    ty = value.type
    assert isinstance(ty, TensorType)
    return tuple(ty.get_shape())


def elem_of(value: SSAValue) -> Attribute:
    ty = value.type
    assert isinstance(ty, TensorType)
    return ty.element_type


def fmt(shape: Sequence[int]) -> str:
    return "x".join(str(d) for d in shape) or "scalar"


def normalize_axis(axis: int, rank: int, node: Node) -> int:
    if not -rank <= axis < rank:
        raise node.error(f"axis {axis} is out of range for rank {rank}")
    return axis % rank


def is_splat(array: np.ndarray) -> bool:
    return array.size <= 1 or bool(np.all(array == array.flat[0]))


@dataclass
class Node:
    """One ONNX node with its decoded attributes and the opset it is read under."""

    proto: onnx.NodeProto
    index: int
    opset: int
    attrs: dict[str, Any]

    @staticmethod
    def of(proto: onnx.NodeProto, index: int, opset: int) -> Node:
        attrs: dict[str, Any] = {}
        for attr in proto.attribute:
            value = helper.get_attribute_value(attr)
            attrs[attr.name] = value.decode() if isinstance(value, bytes) else value
        return Node(proto, index, opset, attrs)

    @property
    def op_type(self) -> str:
        return self.proto.op_type

    @property
    def inputs(self) -> list[str]:
        return list(self.proto.input)

    @property
    def outputs(self) -> list[str]:
        return list(self.proto.output)

    def label(self) -> str:
        return f"node '{self.proto.name}'" if self.proto.name else f"node #{self.index} producing '{self.proto.output[0]}'"

    def error(self, message: str) -> OnnxImportError:
        return OnnxImportError(f"{self.label()} ({self.op_type}): {message}")

    def unsupported(self) -> OnnxImportError:
        domain = f"{self.proto.domain}." if self.proto.domain not in ("", "ai.onnx") else ""
        return OnnxImportError(f"unsupported ONNX op '{domain}{self.op_type}' ({self.label()})")

    def attr(self, name: str, default: Any = None) -> Any:
        return self.attrs.get(name, default)

    def has_input(self, index: int) -> bool:
        return index < len(self.proto.input) and self.proto.input[index] != ""


# Loading and checking a model.


def load_onnx(source: onnx.ModelProto | str | Path) -> onnx.ModelProto:
    """The model itself, or the model stored at a path (with its external data)."""
    if isinstance(source, onnx.ModelProto):
        model, what = source, "the model"
    else:
        path = Path(source)
        what = f"'{path}'"
        try:
            model = onnx.load(str(path))
        except OSError as err:
            raise OnnxImportError(f"cannot read {what}: {err.strerror or err}") from err
        except (DecodeError, RuntimeWarning, ValueError) as err:
            raise OnnxImportError(f"{what} is not an ONNX model: the protobuf does not parse ({err})") from err
    if not model.HasField("graph") or not model.graph.output:
        raise OnnxImportError(f"{what} is not an ONNX model: it has no graph with outputs")
    return model


def default_opset(model: onnx.ModelProto) -> int:
    for entry in model.opset_import:
        if entry.domain in ("", "ai.onnx"):
            return entry.version
    raise OnnxImportError("the model imports no default-domain (ai.onnx) opset")


def upgraded(model: onnx.ModelProto) -> onnx.ModelProto:
    """A model of an opset older than `MIN_OPSET`, upgraded to it by the ONNX version converter."""
    opset = default_opset(model)
    if opset >= MIN_OPSET:
        return model
    try:
        return version_converter.convert_version(model, MIN_OPSET)
    except Exception as err:
        first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
        raise OnnxImportError(
            f"the model uses opset {opset}, and the ONNX version converter cannot upgrade it to {MIN_OPSET}: {first}"
        ) from err


def input_shapes(graph: onnx.GraphProto, overrides: Mapping[str, Sequence[int]]) -> dict[str, tuple[int, ...]]:
    """Static shape of every run-time graph input, after the overrides."""
    initialized = {t.name for t in graph.initializer}
    inputs = [i for i in graph.input if i.name not in initialized]
    unknown = sorted(set(overrides) - {i.name for i in inputs})
    if unknown:
        names = ", ".join(i.name for i in inputs)
        raise OnnxImportError(f"shape override for '{unknown[0]}', which is no graph input; the inputs are {names}")
    shapes: dict[str, tuple[int, ...]] = {}
    for value in inputs:
        dims = value.type.tensor_type.shape.dim
        given = overrides.get(value.name)
        if given is not None:
            if value.type.tensor_type.HasField("shape") and len(given) != len(dims):
                raise OnnxImportError(
                    f"shape override {fmt(given)} for input '{value.name}' has rank {len(given)}; the input has rank {len(dims)}"
                )
            if any(d < 1 for d in given):
                raise OnnxImportError(f"shape override {fmt(given)} for input '{value.name}' has a dimension below 1")
            shapes[value.name] = tuple(int(d) for d in given)
            continue
        if not value.type.tensor_type.HasField("shape"):
            raise OnnxImportError(f"input '{value.name}' has no shape; give one with --shape {value.name}=1x3x224x224")
        for axis, dim in enumerate(dims):
            if not dim.HasField("dim_value") or dim.dim_value < 1:
                what = f"'{dim.dim_param}'" if dim.dim_param else "unknown"
                example = "x".join(str(d.dim_value) if d.HasField("dim_value") and d.dim_value > 0 else "N" for d in dims)
                raise OnnxImportError(
                    f"input '{value.name}' has a dynamic dimension ({what}) on axis {axis}; "
                    f"static shapes are required: give it with --shape {value.name}={example}"
                )
        shapes[value.name] = tuple(d.dim_value for d in dims)
    return shapes


def inferred_shapes(model: onnx.ModelProto, shapes: Mapping[str, tuple[int, ...]]) -> dict[str, tuple[int, ...]]:
    """
    Checks the model (ONNX strict shape inference, then the ONNX checker) with
    the graph inputs at their static shapes, and returns the static shape
    inference gives every tensor. Declared intermediate and output shapes are
    dropped first: they may not hold under an input shape override.
    """
    copy = onnx.ModelProto()
    copy.CopyFrom(model)
    del copy.graph.value_info[:]
    for value in copy.graph.output:
        value.type.tensor_type.ClearField("shape")
    for value in copy.graph.input:
        if value.name in shapes:
            tensor_type = value.type.tensor_type
            tensor_type.ClearField("shape")
            for d in shapes[value.name]:
                tensor_type.shape.dim.add().dim_value = d
    try:
        inferred = shape_inference.infer_shapes(copy, check_type=True, strict_mode=True, data_prop=True)
        onnx.checker.check_model(inferred)
    except (shape_inference.InferenceError, onnx.checker.ValidationError) as err:
        first = str(err).strip().splitlines()[0]
        raise OnnxImportError(f"invalid ONNX model: {first}") from err
    known: dict[str, tuple[int, ...]] = {}
    for value in [*inferred.graph.value_info, *inferred.graph.output]:
        tensor_type = value.type.tensor_type
        if not tensor_type.HasField("shape"):
            continue
        dims = tensor_type.shape.dim
        if all(d.HasField("dim_value") for d in dims):
            known[value.name] = tuple(d.dim_value for d in dims)
    return known


# The importer.


@dataclass(frozen=True)
class ImportOptions:
    keep_fp32: bool = False
    weights: WeightMode = "inline"
    shapes: Mapping[str, Sequence[int]] = field(default_factory=dict)
    entry: str | None = None


@dataclass
class ImportResult:
    """The module, and the value of each weight argument (`weights="args"`), keyed by argument name in order."""

    module: ModuleOp
    weights: dict[str, np.ndarray]


Converter = Callable[["GraphImporter", Node], Sequence[Value]]


class GraphImporter:
    """Converts one ONNX graph, node by node, into the body of a `func.func`."""

    def __init__(self, model: onnx.ModelProto, options: ImportOptions):
        if options.weights not in WEIGHT_MODES:
            raise OnnxImportError(f"weights mode '{options.weights}' is unknown; expected one of {', '.join(WEIGHT_MODES)}")
        self.model = model
        self.graph = model.graph
        self.options = options
        self.opset = default_opset(model)
        self.block = Block()
        self.values: dict[str, Value] = {}
        self.weights: dict[str, np.ndarray] = {}
        self.constants: dict[tuple[str, str, str, bytes], SSAValue] = {}
        """Each constant made so far, by tensor name, type and content."""
        self.arg_names: set[str] = set()
        self.shapes = input_shapes(self.graph, options.shapes)
        self.used = {name for node in self.graph.node for name in node.input} | {o.name for o in self.graph.output}
        self.node: Node | None = None
        """The node being converted, for diagnostics."""

    # Element types.

    def float_type(self, onnx_type: int) -> FloatType:
        """The anec type computing an ONNX float type."""
        if onnx_type == onnx.TensorProto.FLOAT16 or not self.options.keep_fp32:
            return f16
        return f32

    def interface_type(self, onnx_type: int) -> FloatType:
        """The function argument or result type of an ONNX float type."""
        return f16 if onnx_type == onnx.TensorProto.FLOAT16 else f32

    def array_type(self, array: np.ndarray) -> FloatType:
        return self.float_type(helper.np_dtype_to_tensor_dtype(array.dtype))

    # Reading node inputs.

    def get(self, node: Node, index: int) -> Value:
        if not node.has_input(index):
            raise node.error(f"input {index} is missing")
        return self.values[node.inputs[index]]

    def static(self, node: Node, index: int, what: str) -> np.ndarray:
        value = self.get(node, index)
        if not isinstance(value, np.ndarray):
            raise node.error(f"input {index} ({what}) must be known at import time; here it is computed at run time")
        return value

    def static_opt(self, node: Node, index: int, what: str) -> np.ndarray | None:
        return self.static(node, index, what) if node.has_input(index) else None

    def operand(self, node: Node, index: int, elem: Attribute | None = None) -> SSAValue:
        """Input `index` as a run-time float value; a known array becomes a constant of type `elem`."""
        value = self.get(node, index)
        if isinstance(value, np.ndarray):
            if value.dtype.kind not in "fiub":
                raise node.error(f"input {index} has element type {value.dtype}; expected numbers")
            target = elem if isinstance(elem, FloatType) else self.array_type(value)
            return self.constant(value, node.inputs[index], target)
        if not isinstance(elem_of(value), FloatType):
            raise node.error(f"input {index} is an integer tensor computed at run time; anec computes on f16/f32 tensors")
        return value

    def first_runtime(self, node: Node) -> SSAValue:
        """The first run-time input (folding guarantees there is one)."""
        return next(v for i in range(len(node.inputs)) if node.has_input(i) and isinstance(v := self.get(node, i), SSAValue))

    def float_operands(self, node: Node) -> list[SSAValue]:
        """Every present input as a float value of the first run-time input's type."""
        elem = elem_of(self.first_runtime(node))
        return [self.operand(node, i, elem) for i in range(len(node.inputs)) if node.has_input(i)]

    # Constants and weights.

    def constant(self, array: np.ndarray, name: str, elem: FloatType, synthesized: bool = False) -> SSAValue:
        """A float constant: inline, a resource blob or a weight argument (see the module docstring)."""
        data = np.ascontiguousarray(array, dtype=numpy_float(elem))
        key = (name, str(elem), str(data.shape), hashlib.sha256(data.tobytes()).digest())
        cached = self.constants.get(key)
        if cached is not None:
            return cached
        ty = TensorType(elem, data.shape)
        mode = "inline" if synthesized and self.options.weights == "args" else self.options.weights
        if is_splat(data):
            mode = "inline"
        if mode == "args":
            value: SSAValue = self.block.insert_arg(ty, len(self.block.args))
            arg_name = self.unique_arg_name(legal_name(name))
            value.name_hint = arg_name
            self.weights[arg_name] = data
        else:
            attr = resource_attr(data, name, ty) if mode == "resource" else dense_attr(data, ty)
            op = constant.ConstantOp(attr)
            self.block.add_op(op)
            value = op.output
            value.name_hint = legal_name(name)
        self.constants[key] = value
        return value

    def scalar(self, value: float, elem: Attribute) -> SSAValue:
        """A synthesized one-element constant [1] of type `elem`."""
        assert isinstance(elem, FloatType)
        return self.constant(np.array([value]), f"c{value:g}", elem, synthesized=True)

    def unique_arg_name(self, name: str) -> str:
        candidate, n = name, 1
        while candidate in self.arg_names:
            candidate = f"{name}.{n}"
            n += 1
        self.arg_names.add(candidate)
        return candidate

    # Emitting ops.

    def emit(self, op: Operation) -> Operation:
        self.block.add_op(op)
        try:
            op.verify()
        except VerifyException as err:
            assert self.node is not None
            raise self.node.error(f"cannot be expressed in anec: {str(err).strip().splitlines()[0]}") from err
        return op

    def build(
        self, op_type: type[Operation], operands: Sequence[Any], shape: Sequence[int], elem: Attribute, **props: Attribute
    ) -> SSAValue:
        op = op_type.build(operands=list(operands), result_types=[TensorType(elem, list(shape))], properties=props)
        return self.emit(op).results[0]

    def unary(self, op_type: type[Operation], x: SSAValue, **props: Attribute) -> SSAValue:
        return self.build(op_type, [x], dims_of(x), elem_of(x), **props)

    def binary(self, op_type: type[Operation], a: SSAValue, b: SSAValue) -> SSAValue:
        try:
            shape = np.broadcast_shapes(dims_of(a), dims_of(b))
        except ValueError as err:
            assert self.node is not None
            raise self.node.error(f"operands {fmt(dims_of(a))} and {fmt(dims_of(b))} do not broadcast") from err
        return self.build(op_type, [a, b], shape, elem_of(a))

    def reshape(self, x: Value, shape: Sequence[int]) -> Value:
        shape = tuple(int(d) for d in shape)
        if dims_of(x) == shape:
            return x
        if isinstance(x, np.ndarray):
            return x.reshape(shape)
        return self.build(movement.ReshapeOp, [x], shape, elem_of(x))

    def transpose(self, x: Value, perm: Sequence[int]) -> Value:
        perm = tuple(int(p) for p in perm)
        if perm == tuple(range(len(perm))):
            return x
        if isinstance(x, np.ndarray):
            return x.transpose(perm)
        dims = dims_of(x)
        return self.build(movement.TransposeOp, [x], [dims[p] for p in perm], elem_of(x), permutation=i64s(perm))

    def slice(self, x: SSAValue, offsets: Sequence[int], sizes: Sequence[int], strides: Sequence[int] | None = None) -> SSAValue:
        if tuple(sizes) == dims_of(x):
            return x
        props: dict[str, Attribute] = {"offsets": i64s(offsets)}
        if strides is not None and any(s != 1 for s in strides):
            props["strides"] = i64s(strides)
        return self.build(movement.SliceOp, [x], sizes, elem_of(x), **props)

    def slice_axis(self, x: SSAValue, axis: int, start: int, size: int, step: int = 1) -> SSAValue:
        dims = list(dims_of(x))
        offsets = [0] * len(dims)
        strides = [1] * len(dims)
        offsets[axis], dims[axis], strides[axis] = start, size, step
        return self.slice(x, offsets, dims, strides)

    def concat(self, values: Sequence[SSAValue], axis: int) -> SSAValue:
        if len(values) == 1:
            return values[0]
        shape = list(dims_of(values[0]))
        shape[axis] = sum(dims_of(v)[axis] for v in values)
        return self.build(movement.ConcatOp, [list(values)], shape, elem_of(values[0]), axis=i64_attr(axis))

    # The graph.

    def run(self) -> ImportResult:
        for tensor in self.graph.initializer:
            self.values[tensor.name] = numpy_helper.to_array(tensor)
        if self.graph.sparse_initializer:
            raise OnnxImportError(f"sparse initializer '{self.graph.sparse_initializer[0].values.name}' is not supported")
        self.add_inputs()
        check_nodes(self.graph)
        inferred = inferred_shapes(self.model, self.shapes)
        for index, proto in enumerate(self.graph.node):
            node = Node.of(proto, index, self.opset)
            self.node = node
            outputs = self.convert(node)
            self.bind(node, outputs, inferred)
        self.node = None
        results = self.add_outputs()
        name = self.options.entry or (legal_symbol(self.graph.name) if self.graph.name else "main")
        if not re.fullmatch(r"[A-Za-z_][\w.$]*", name):
            raise OnnxImportError(f"function name '{name}' is not a legal symbol; expected [A-Za-z_][A-Za-z0-9_.$]*")
        self.block.add_op(func.ReturnOp(*results))
        fuse_gelu(self.block)
        function = func.FuncOp.from_region(name, [a.type for a in self.block.args], [r.type for r in results], Region(self.block))
        module = ModuleOp([function])
        try:
            module.verify()
        except VerifyException as err:
            raise OnnxImportError(f"the imported module does not verify: {str(err).strip().splitlines()[0]}") from err
        return ImportResult(module, self.weights)

    def add_inputs(self) -> None:
        for value in self.graph.input:
            if value.name not in self.shapes:
                continue
            onnx_type = value.type.tensor_type.elem_type
            shape = self.shapes[value.name]
            if onnx_type in FLOAT_ONNX:
                arg_type = TensorType(self.interface_type(onnx_type), shape)
            elif onnx_type in INT_ONNX:
                arg_type = TensorType(INT_ONNX[onnx_type], shape)
            else:
                kind = onnx.TensorProto.DataType.Name(onnx_type).lower()
                raise OnnxImportError(f"input '{value.name}' has element type {kind}; expected a float or int32/int64 tensor")
            arg = self.block.insert_arg(arg_type, len(self.block.args))
            arg.name_hint = self.unique_arg_name(legal_name(value.name))
            self.values[value.name] = arg
            if onnx_type in FLOAT_ONNX and self.float_type(onnx_type) != arg_type.element_type:
                cast = ew.CastOp.build(operands=[arg], result_types=[TensorType(self.float_type(onnx_type), shape)])
                self.block.add_op(cast)
                cast.output.name_hint = legal_name(f"{value.name}_{self.float_type(onnx_type)}")
                self.values[value.name] = cast.output

    def add_outputs(self) -> list[SSAValue]:
        results: list[SSAValue] = []
        for value in self.graph.output:
            if value.name not in self.values:
                raise OnnxImportError(f"graph output '{value.name}' is computed by no node")
            result = self.values[value.name]
            onnx_type = value.type.tensor_type.elem_type
            if isinstance(result, np.ndarray):
                if result.dtype.kind != "f":
                    raise OnnxImportError(
                        f"graph output '{value.name}' is a constant {result.dtype} tensor; anec constants hold floats only"
                    )
                result = self.constant(result, value.name, self.array_type(result))
            if onnx_type in FLOAT_ONNX and isinstance(elem_of(result), FloatType):
                wanted = self.interface_type(onnx_type)
                if elem_of(result) != wanted:
                    cast = ew.CastOp.build(operands=[result], result_types=[TensorType(wanted, dims_of(result))])
                    self.block.add_op(cast)
                    cast.output.name_hint = legal_name(f"{value.name}_{wanted}")
                    result = cast.output
            results.append(result)
        return results

    def convert(self, node: Node) -> Sequence[Value]:
        """Folds a node whose inputs are all known, else converts it to anec ops."""
        present = [name for name in node.inputs if name]
        missing = [name for name in present if name not in self.values]
        if missing:
            raise node.error(f"input '{missing[0]}' is computed by no earlier node")
        foldable = node.op_type not in NONDETERMINISTIC and not any(
            a.type in (onnx.AttributeProto.GRAPH, onnx.AttributeProto.GRAPHS) for a in node.proto.attribute
        )
        if foldable and all(isinstance(self.values[name], np.ndarray) for name in present):
            return fold(node, [self.values[name] if name else None for name in node.inputs])
        converter = CONVERTERS.get(node.op_type) if node.proto.domain in ("", "ai.onnx") else None
        if converter is None:
            raise node.unsupported()
        return converter(self, node)

    def bind(self, node: Node, outputs: Sequence[Value], inferred: Mapping[str, tuple[int, ...]]) -> None:
        """Records a node's results, names them, and checks their shapes against ONNX shape inference."""
        for index, name in enumerate(node.outputs):
            if not name:
                continue
            if index >= len(outputs):
                if name in self.used:
                    raise node.error(f"output {index} ('{name}') is not supported")
                continue
            value = outputs[index]
            expected = inferred.get(name)
            if expected is not None and expected != dims_of(value):
                raise node.error(
                    f"output '{name}' has shape {fmt(dims_of(value))} here but {fmt(expected)} by ONNX shape inference"
                )
            if isinstance(value, SSAValue) and value.name_hint is None and not isinstance(value.owner, Block):
                value.name_hint = legal_name(name)
            self.values[name] = value


# The exact Gelu written out with Erf, as exporters emit it.

SQRT2 = math.sqrt(2.0)


def scalar_value(value: SSAValue | None) -> float | None:
    """The value of a one-element inline constant."""
    op = value.owner if value is not None else None
    if not isinstance(op, constant.ConstantOp) or not isinstance(op.value, DenseIntOrFPElementsAttr):
        return None
    return float(op.value.get_values()[0]) if math.prod(op.value.get_shape()) == 1 else None


def is_near(value: float | None, target: float) -> bool:
    """Equal up to the fp16 rounding of a constant."""
    return value is not None and abs(value - target) <= 1e-3 * abs(target)


def sole_user(value: SSAValue) -> Operation | None:
    uses = list(value.uses)
    return uses[0].operation if len(uses) == 1 else None


def other_operand(op: Operation | None, value: SSAValue) -> SSAValue | None:
    """The operand of binary `op` that is not `value`."""
    if op is None:
        return None
    lhs, rhs = op.operands
    return rhs if lhs is value else lhs if rhs is value else None


def is_scaling(op: Operation | None, x: SSAValue, factor: float) -> bool:
    """`op` is `x * factor` with a constant factor, in either order."""
    return isinstance(op, ew.MulOp) and is_near(scalar_value(other_operand(op, x)), factor)


def erf_argument(op: Operation | None) -> SSAValue | None:
    """x of `x / sqrt(2)` or `x * (1 / sqrt(2))` (either order)."""
    if isinstance(op, ew.DivOp) and is_near(scalar_value(op.rhs), SQRT2):
        return op.lhs
    if not isinstance(op, ew.MulOp):
        return None
    lhs, rhs = op.operands
    if is_near(scalar_value(rhs), 1 / SQRT2):
        return lhs
    return rhs if is_near(scalar_value(lhs), 1 / SQRT2) else None


def gelu_pattern(erf: ew.ErfOp) -> tuple[SSAValue, list[Operation]] | None:
    """
    (x, the pattern's ops, the result's first) of `x * 0.5 * (1 + erf(x /
    sqrt(2)))` in any of the associations exporters emit; every intermediate
    has one user.
    """
    scaled = erf.input.owner
    x = erf_argument(scaled if isinstance(scaled, Operation) else None)
    add = sole_user(erf.output)
    if x is None or not isinstance(add, ew.AddOp) or not is_near(scalar_value(other_operand(add, erf.output)), 1.0):
        return None
    product = sole_user(add.output)
    other = other_operand(product, add.output)
    if not isinstance(product, ew.MulOp) or other is None:
        return None
    assert isinstance(scaled, Operation)
    chain: list[Operation] = [product, add, erf, scaled]
    half = other.owner if isinstance(other.owner, Operation) else None
    if is_scaling(half, x, 0.5) and sole_user(other) is product:
        assert half is not None
        return (x, [*chain, half]) if product.output.type == x.type else None
    last = sole_user(product.output)
    if other is x:
        matches = is_scaling(last, product.output, 0.5)
    else:
        matches = is_near(scalar_value(other), 0.5) and isinstance(last, ew.MulOp) and other_operand(last, product.output) is x
    if not matches or last is None or last.results[0].type != x.type:
        return None
    return x, [last, *chain]


def fuse_gelu(block: Block) -> None:
    """Replaces each written-out exact Gelu by `anec.gelu`, dropping the ops and constants it leaves unused."""
    for erf in [op for op in block.ops if isinstance(op, ew.ErfOp)]:
        found = gelu_pattern(erf)
        if found is None:
            continue
        x, chain = found
        root = chain[0]
        gelu = ew.GeluOp.build(operands=[x], result_types=[x.type])
        block.insert_op_before(gelu, root)
        gelu.output.name_hint = root.results[0].name_hint
        root.results[0].replace_all_uses_with(gelu.output)
        for op in chain:
            constants = [v.owner for v in op.operands if isinstance(v.owner, constant.ConstantOp)]
            block.erase_op(op)
            for const in constants:
                if not const.results[0].uses:
                    block.erase_op(const)


def check_nodes(graph: onnx.GraphProto) -> None:
    """Rejects ops of other domains before shape inference can stumble on them."""
    for index, proto in enumerate(graph.node):
        if proto.domain not in ("", "ai.onnx"):
            raise Node.of(proto, index, 0).unsupported()


def dense_attr(data: np.ndarray, ty: TensorType) -> DenseIntOrFPElementsAttr:
    """Inline elements; a splat keeps one element (it prints as `dense<v>`)."""
    stored = data.reshape(-1)[:1] if is_splat(data) else data
    return DenseIntOrFPElementsAttr(ty, BytesAttr(stored.astype(stored.dtype.newbyteorder("<")).tobytes()))


def resource_attr(data: np.ndarray, name: str, ty: TensorType) -> DenseResourceAttr:
    """A `dense_resource` blob keyed `<tensor name>_<content hash>`, so equal keys hold equal data."""
    payload = data.astype(data.dtype.newbyteorder("<")).tobytes()
    digest = hashlib.sha256(payload + str(ty).encode()).hexdigest()[:8]
    key = f"{legal_symbol(name)}_{digest}"
    interface = Builtin.get_interface(OpAsmDialectInterface)
    assert interface is not None
    blob = "0x" + int(data.dtype.itemsize).to_bytes(4, "little").hex() + payload.hex()
    if interface.lookup(key) is None:
        interface.declare_resource(key)
    interface.parse_resource(key, blob)
    return DenseResourceAttr.from_params(key, ty)


def fold(node: Node, inputs: Sequence[np.ndarray | None]) -> list[np.ndarray]:
    """Evaluates a node on known inputs with the ONNX reference evaluator."""
    feeds = {name: value for name, value in zip(node.inputs, inputs) if name and value is not None}
    graph = helper.make_graph(
        [node.proto],
        "fold",
        [helper.make_empty_tensor_value_info(name) for name in feeds],
        [helper.make_empty_tensor_value_info(name) for name in node.outputs if name],
    )
    try:
        outputs = ReferenceEvaluator(graph, opsets={"": node.opset}).run(None, feeds)
    except Exception as err:
        raise node.error(f"cannot evaluate the constant node: {type(err).__name__}: {err}") from err
    return [np.asarray(o) for o in outputs]


# Converters, one per ONNX op (the table CONVERTERS is at the end).


def convert_alias(g: GraphImporter, node: Node) -> list[Value]:
    """Identity, and Dropout in inference (its mask output is unsupported)."""
    if node.op_type == "Dropout" and node.has_input(2) and bool(np.asarray(g.static(node, 2, "training_mode")).item()):
        raise node.error("training_mode is true; the importer converts inference graphs")
    return [g.get(node, 0)]


UNARY_OPS: dict[str, type[Operation]] = {
    "Relu": ew.ReluOp,
    "Sigmoid": ew.SigmoidOp,
    "Tanh": ew.TanhOp,
    "Exp": ew.ExpOp,
    "Log": ew.LogOp,
    "Sqrt": ew.SqrtOp,
    "Reciprocal": ew.ReciprocalOp,
    "Neg": ew.NegOp,
    "Abs": ew.AbsOp,
    "Erf": ew.ErfOp,
    "Floor": ew.FloorOp,
    "Ceil": ew.CeilOp,
    "Sign": ew.SignOp,
    "Softplus": ew.SoftplusOp,
    "Sin": ew.SinOp,
    "Cos": ew.CosOp,
    "HardSwish": ew.HardSwishOp,
}


def convert_unary(g: GraphImporter, node: Node) -> list[Value]:
    return [g.unary(UNARY_OPS[node.op_type], g.operand(node, 0))]


def convert_leaky_relu(g: GraphImporter, node: Node) -> list[Value]:
    return [g.unary(ew.LeakyReluOp, g.operand(node, 0), alpha=f32_attr(node.attr("alpha", 0.01)))]


def convert_elu(g: GraphImporter, node: Node) -> list[Value]:
    return [g.unary(ew.EluOp, g.operand(node, 0), alpha=f32_attr(node.attr("alpha", 1.0)))]


def convert_selu(g: GraphImporter, node: Node) -> list[Value]:
    """`gamma * elu(x, alpha)`."""
    x = g.operand(node, 0)
    y = g.unary(ew.EluOp, x, alpha=f32_attr(node.attr("alpha", 1.67326319217681884765625)))
    return [g.binary(ew.MulOp, y, g.scalar(node.attr("gamma", 1.05070102214813232421875), elem_of(x)))]


def convert_softsign(g: GraphImporter, node: Node) -> list[Value]:
    """`x / (1 + |x|)`."""
    x = g.operand(node, 0)
    return [g.binary(ew.DivOp, x, g.binary(ew.AddOp, g.unary(ew.AbsOp, x), g.scalar(1.0, elem_of(x))))]


def convert_mish(g: GraphImporter, node: Node) -> list[Value]:
    """`x * tanh(softplus(x))`."""
    x = g.operand(node, 0)
    return [g.binary(ew.MulOp, x, g.unary(ew.TanhOp, g.unary(ew.SoftplusOp, x)))]


def convert_hard_sigmoid(g: GraphImporter, node: Node) -> list[Value]:
    """`anec.hard_sigmoid` for torch's (1/6, 1/2); otherwise `clamp(alpha * x + beta, 0, 1)`."""
    x = g.operand(node, 0)
    alpha, beta = node.attr("alpha", 0.2), node.attr("beta", 0.5)
    if np.float32(alpha) == np.float32(1 / 6) and beta == 0.5:
        return [g.unary(ew.HardSigmoidOp, x)]
    scaled = g.binary(ew.AddOp, g.binary(ew.MulOp, x, g.scalar(alpha, elem_of(x))), g.scalar(beta, elem_of(x)))
    return [g.unary(ew.ClampOp, scaled, min=f32_attr(0.0), max=f32_attr(1.0))]


def convert_gelu(g: GraphImporter, node: Node) -> list[Value]:
    """Exact Gelu is `anec.gelu`; the tanh approximation is decomposed."""
    x = g.operand(node, 0)
    approximate = node.attr("approximate", "none")
    if approximate == "none":
        return [g.unary(ew.GeluOp, x)]
    if approximate != "tanh":
        raise node.error(f"approximate = '{approximate}' is unknown; expected 'none' or 'tanh'")
    elem = elem_of(x)
    cube = g.binary(ew.MulOp, g.unary(ew.SquareOp, x), x)
    inner = g.binary(ew.AddOp, x, g.binary(ew.MulOp, cube, g.scalar(0.044715, elem)))
    t = g.unary(ew.TanhOp, g.binary(ew.MulOp, inner, g.scalar(math.sqrt(2 / math.pi), elem)))
    half = g.binary(ew.MulOp, x, g.scalar(0.5, elem))
    return [g.binary(ew.MulOp, half, g.binary(ew.AddOp, t, g.scalar(1.0, elem)))]


def convert_prelu(g: GraphImporter, node: Node) -> list[Value]:
    """
    A scalar slope is `anec.leaky_relu`; a tensor slope is `relu(x) + slope *
    min(x, 0)`. A [C] slope that does not broadcast is per channel (axis 1),
    as old PyTorch exports mean it.
    """
    x = g.operand(node, 0)
    dims = dims_of(x)
    slope = g.get(node, 1)
    if isinstance(slope, np.ndarray) and slope.size == 1:
        return [g.unary(ew.LeakyReluOp, x, alpha=f32_attr(float(slope.reshape(-1)[0])))]
    if isinstance(slope, np.ndarray) and slope.ndim == 1 and len(dims) > 2 and slope.size == dims[1] != dims[-1]:
        slope = slope.reshape(-1, *[1] * (len(dims) - 2))
    slope_value = g.constant(slope, node.inputs[1], elem_of(x)) if isinstance(slope, np.ndarray) else g.operand(node, 1)
    negative = g.binary(ew.MinOp, x, g.scalar(0.0, elem_of(x)))
    return [g.binary(ew.AddOp, g.unary(ew.ReluOp, x), g.binary(ew.MulOp, negative, slope_value))]


def convert_clip(g: GraphImporter, node: Node) -> list[Value]:
    """Clip with attributes (opset < 11) or constant inputs (11+); [0, inf) is relu."""
    x = g.operand(node, 0)
    if node.opset < 11:
        lo, hi = float(node.attr("min", -np.inf)), float(node.attr("max", np.inf))
    else:
        lo_in, hi_in = g.static_opt(node, 1, "min"), g.static_opt(node, 2, "max")
        lo = float(lo_in.reshape(-1)[0]) if lo_in is not None else -np.inf
        hi = float(hi_in.reshape(-1)[0]) if hi_in is not None else np.inf
    if lo == 0.0 and hi == np.inf:
        return [g.unary(ew.ReluOp, x)]
    return [g.unary(ew.ClampOp, x, min=f32_attr(lo), max=f32_attr(hi))]


BINARY_OPS: dict[str, type[Operation]] = {
    "Add": ew.AddOp,
    "Sub": ew.SubOp,
    "Mul": ew.MulOp,
    "Div": ew.DivOp,
    "Pow": ew.PowOp,
    "Max": ew.MaxOp,
    "Min": ew.MinOp,
    "Sum": ew.AddOp,
    "Mean": ew.AddOp,
}


def convert_binary(g: GraphImporter, node: Node) -> list[Value]:
    """Broadcasting arithmetic; variadic Max/Min/Sum/Mean chain left to right; `x ** 2` is `anec.square`."""
    if node.op_type == "Pow":
        exponent = g.get(node, 1)
        if isinstance(exponent, np.ndarray) and exponent.size == 1 and float(exponent.reshape(-1)[0]) == 2.0:
            x = g.operand(node, 0)
            if len(dims_of(exponent)) <= len(dims_of(x)):
                return [g.unary(ew.SquareOp, x)]
    values = g.float_operands(node)
    op_type = BINARY_OPS[node.op_type]
    result = values[0]
    for value in values[1:]:
        result = g.binary(op_type, result, value)
    if node.op_type == "Mean" and len(values) > 1:
        result = g.binary(ew.DivOp, result, g.scalar(len(values), elem_of(result)))
    return [result]


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


def window_props(strides: Sequence[int], dilations: Sequence[int], pads: Sequence[tuple[int, int]]) -> dict[str, Attribute]:
    """anec window properties, leaving out defaults."""
    props: dict[str, Attribute] = {}
    if any(s != 1 for s in strides):
        props["strides"] = i64s(strides)
    if any(d != 1 for d in dilations):
        props["dilation_rates"] = i64s(dilations)
    if any(p for pair in pads for p in pair):
        props["explicit_padding"] = i64s([p for pair in pads for p in pair])
    return props


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
        kernel, strides, dilations, pads = (1, *kernel), [1, *strides], [1, *dilations], [(0, 0), *pads]
    if spatial == 3:
        w = g.transpose(w, (0, 2, 1, 3, 4))
    weights = g.constant(w, node.inputs[1], elem) if isinstance(w, np.ndarray) else w
    assert isinstance(x, SSAValue)
    bias = [g.operand(node, 2, elem)] if node.has_input(2) else []
    in_spatial = dims_of(x)[2:]
    out = [(n + lo + hi - d * (k - 1) - 1) // s + 1 for n, k, s, d, (lo, hi) in zip(in_spatial, kernel, strides, dilations, pads)]
    shape = (x_dims[0], w_dims[0], *out)
    props = window_props(strides, dilations, pads)
    if group != 1:
        props["groups"] = i64_attr(group)
    y = g.build(conv.ConvolutionOp, [x, weights, bias, []], shape, elem, **props)
    return [g.reshape(y, (x_dims[0], w_dims[0], out[-1])) if spatial == 1 else y]


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
    full = [(n - 1) * s + d * (k - 1) + 1 for n, k, s, d in zip(x_dims[2:], kernel, strides, dilations)]
    out = [f - lo - hi + e for f, (lo, hi), e in zip(full, pads, extra)]
    elem = elem_of(x)
    cout = w_dims[1] * group
    weights_array = deconv_weights(w, group)
    if spatial == 1:
        x = g.reshape(x, lift_1d(x_dims))
        weights_array = weights_array.reshape(lift_1d(weights_array.shape))
        kernel, strides, dilations, pads, extra = [1, *kernel], [1, *strides], [1, *dilations], [(0, 0), *pads], [0, *extra]
    assert isinstance(x, SSAValue)
    weights = g.constant(weights_array, node.inputs[1], elem)
    bias = [g.operand(node, 2, elem)] if node.has_input(2) else []
    props = window_props(strides, dilations, pads)
    if group != 1:
        props["groups"] = i64_attr(group)
    if any(extra):
        props["output_padding"] = i64s(extra)
    shape = (x_dims[0], cout, *([1] if spatial == 1 else []), *out)
    y = g.build(conv.DeconvolutionOp, [x, weights, bias, []], shape, elem, **props)
    return [g.reshape(y, (x_dims[0], cout, out[-1])) if spatial == 1 else y]


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
    m = a_dims[1] if trans_a else a_dims[0]
    n = b_dims[0] if trans_b else b_dims[1]
    props: dict[str, Attribute] = {}
    if trans_a:
        props["transpose_lhs"] = BoolAttr.from_bool(True)
    if trans_b:
        props["transpose_rhs"] = BoolAttr.from_bool(True)
    y = g.build(conv.MatmulOp, [a, b], (m, n), elem, **props)
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
    a, b = g.reshape(a, lhs), g.reshape(b, rhs)
    assert isinstance(a, SSAValue) and isinstance(b, SSAValue)
    y = g.build(conv.MatmulOp, [a, b], (*batch, lhs[-2], rhs[-1]), elem)
    return [g.reshape(y, final)]


def convert_batch_norm(g: GraphImporter, node: Node) -> list[Value]:
    """Inference batch norm with stored statistics."""
    if node.attr("training_mode", 0):
        raise node.error("training_mode is set; the importer converts inference graphs")
    x = g.operand(node, 0)
    elem = elem_of(x)
    scale, bias, mean, var = (g.operand(node, i, elem) for i in (1, 2, 3, 4))
    return [
        g.build(norm.BatchNormOp, [x, mean, var, scale, bias], dims_of(x), elem, epsilon=f32_attr(node.attr("epsilon", 1e-5)))
    ]


def convert_instance_norm(g: GraphImporter, node: Node) -> list[Value]:
    """`anec.layer_norm` over the spatial axes, then the per-channel `anec.scale_bias`."""
    x = g.operand(node, 0)
    elem = elem_of(x)
    rank = len(dims_of(x))
    axes = list(range(2, rank))
    normed = g.build(
        norm.LayerNormOp, [x, [], []], dims_of(x), elem, axes=i64s(axes), epsilon=f32_attr(node.attr("epsilon", 1e-5))
    )
    return [g.build(norm.ScaleBiasOp, [normed, g.operand(node, 1, elem), g.operand(node, 2, elem)], dims_of(x), elem)]


def convert_layer_norm(g: GraphImporter, node: Node) -> list[Value]:
    """`anec.layer_norm` over axes `axis`..rank-1; scale and bias take the normalized extents."""
    x = g.operand(node, 0)
    elem = elem_of(x)
    dims = dims_of(x)
    axis = normalize_axis(int(node.attr("axis", -1)), len(dims), node)
    normalized = dims[axis:]
    streams: list[list[SSAValue]] = []
    for index in (1, 2):
        if not node.has_input(index):
            streams.append([])
            continue
        value = g.get(node, index)
        if isinstance(value, np.ndarray):
            value = np.broadcast_to(value, normalized)
        else:
            value = g.reshape(value, normalized)
        streams.append([g.constant(value, node.inputs[index], elem) if isinstance(value, np.ndarray) else value])
    eps = f32_attr(node.attr("epsilon", 1e-5))
    return [g.build(norm.LayerNormOp, [x, *streams], dims, elem, axes=i64s(range(axis, len(dims))), epsilon=eps)]


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
    lo, hi = (size - 1) // 2, size - 1 - (size - 1) // 2
    squared = g.unary(ew.SquareOp, g.binary(ew.MulOp, x, g.scalar(math.sqrt(alpha), elem)))
    moved = g.transpose(squared, (0, 2, 1, 3))
    assert isinstance(moved, SSAValue)
    pooled = g.build(
        pooling.AvgPoolOp,
        [moved],
        dims_of(moved),
        elem,
        kernel_sizes=i64s((size, 1)),
        explicit_padding=i64s((lo, hi, 0, 0)),
        count_include_pad=BoolAttr.from_bool(True),
    )
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
    y = g.unary(norm.SoftmaxOp, x, axis=i64_attr(axis))
    return [g.reshape(y, original) if original else y]


def convert_log_softmax(g: GraphImporter, node: Node) -> list[Value]:
    """`(x - max) - log(sum(exp(x - max)))` along the axis."""
    x, axis, original = softmax_axis(g, node)
    elem = elem_of(x)
    kept = tuple(1 if i == axis else d for i, d in enumerate(dims_of(x)))
    peak = g.build(reduction.ReduceMaxOp, [x], kept, elem, axes=i64s([axis]))
    shifted = g.binary(ew.SubOp, x, peak)
    total = g.build(reduction.ReduceSumOp, [g.unary(ew.ExpOp, shifted)], kept, elem, axes=i64s([axis]))
    y = g.binary(ew.SubOp, shifted, g.unary(ew.LogOp, total))
    return [g.reshape(y, original) if original else y]


REDUCE_OPS: dict[str, tuple[type[Operation] | None, type[Operation], type[Operation] | None]] = {
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
    given = node.attr("axes")
    if given is None and node.has_input(1):
        given = g.static(node, 1, "axes").reshape(-1).tolist()
    if not given:
        if node.attr("noop_with_empty_axes", 0):
            return [x]
        given = list(range(len(dims)))
    axes = sorted({normalize_axis(int(a), len(dims), node) for a in given})
    keep = bool(node.attr("keepdims", 1))
    before, reduce_op, after = REDUCE_OPS[node.op_type]
    if before is not None:
        x = g.unary(before, x)
    shape = [1 if i in axes else d for i, d in enumerate(dims)] if keep else [d for i, d in enumerate(dims) if i not in axes]
    if not shape:
        raise node.error("the reduction leaves a scalar; anec tensors have rank 1 or more (keep the dims)")
    y = g.build(reduce_op, [x], shape, elem_of(x), axes=i64s(axes), keep_dims=BoolAttr.from_bool(keep))
    return [g.unary(after, y) if after is not None else y]


def convert_arg_reduce(g: GraphImporter, node: Node) -> list[Value]:
    """ArgMax/ArgMin; anec gives i32 indices where ONNX gives int64."""
    if node.attr("select_last_index", 0):
        raise node.error("select_last_index = 1 is not expressible; anec takes the first index on ties")
    x = g.operand(node, 0)
    dims = dims_of(x)
    axis = normalize_axis(int(node.attr("axis", 0)), len(dims), node)
    keep = bool(node.attr("keepdims", 1))
    shape = [1 if i == axis else d for i, d in enumerate(dims)] if keep else [d for i, d in enumerate(dims) if i != axis]
    if not shape:
        raise node.error("the reduction leaves a scalar; anec tensors have rank 1 or more (keep the dims)")
    op_type = reduction.ArgmaxOp if node.op_type == "ArgMax" else reduction.ArgminOp
    return [g.build(op_type, [x], shape, i32, axis=i64_attr(axis), keep_dims=BoolAttr.from_bool(keep))]


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
        y = pool_2d(g, op_type, g.reshape(x, lift_1d(dims_of(x))), lifted, include_pad, (1, out[0]))
        return [g.reshape(y, (*dims[:2], *out))]
    if len(dims) == 4:
        return [pool_2d(g, op_type, x, window, include_pad, out)]
    n, c, depth = dims_of(x)[:3]
    planes = pool_2d(g, op_type, g.reshape(x, (n, c * depth, *dims_of(x)[3:])), window.axes(1, 2), include_pad, out[1:])
    columns = g.reshape(planes, (n, c, depth, out[1] * out[2]))
    lifted = Window((window.kernel[0], 1), (window.strides[0], 1), (window.dilations[0], 1), (window.pads[0], (0, 0)))
    y = pool_2d(g, op_type, columns, lifted, include_pad, (out[0], out[1] * out[2]))
    return [g.reshape(y, (*dims[:2], *out))]


def pool_2d(
    g: GraphImporter, op_type: type[Operation], x: Value, window: Window, include_pad: bool, out: Sequence[int]
) -> SSAValue:
    """One `anec.max_pool` or `anec.avg_pool` over H and W of [N, C, H, W]."""
    assert isinstance(x, SSAValue)
    props = window_props(window.strides, window.dilations, window.pads)
    props["kernel_sizes"] = i64s(window.kernel)
    if include_pad:
        props["count_include_pad"] = BoolAttr.from_bool(True)
    return g.build(op_type, [x], (*dims_of(x)[:2], *out), elem_of(x), **props)


def pad_constant(g: GraphImporter, x: SSAValue, pads: Sequence[tuple[int, int]]) -> SSAValue:
    """Zero padding of the spatial axes."""
    rank = len(dims_of(x))
    begin = [0, 0, *(lo for lo, _ in pads)]
    end = [0, 0, *(hi for _, hi in pads)]
    shape = [d + b + e for d, b, e in zip(dims_of(x), begin, end)]
    assert len(shape) == rank
    return g.build(movement.PadOp, [x], shape, elem_of(x), pads=i64s(begin + end))


def convert_global_pool(g: GraphImporter, node: Node) -> list[Value]:
    """Rank 4 is `anec.global_*_pool`; other ranks reduce the spatial axes."""
    x = g.operand(node, 0)
    dims = dims_of(x)
    is_max = node.op_type == "GlobalMaxPool"
    if len(dims) == 4:
        op_type = pooling.GlobalMaxPoolOp if is_max else pooling.GlobalAvgPoolOp
        return [g.build(op_type, [x], (*dims[:2], 1, 1), elem_of(x))]
    if len(dims) < 3:
        raise node.error(f"input {fmt(dims)}; expected [N, C, spatial...]")
    op_type = reduction.ReduceMaxOp if is_max else reduction.ReduceMeanOp
    return [g.build(op_type, [x], (*dims[:2], *[1] * (len(dims) - 2)), elem_of(x), axes=i64s(range(2, len(dims))))]


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
    axes = node.attr("axes")
    if axes is None and node.has_input(1):
        axes = g.static(node, 1, "axes").reshape(-1).tolist()
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
    sizes = node.attr("split")
    if sizes is None and node.has_input(1):
        sizes = g.static(node, 1, "split").reshape(-1).tolist()
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
    dims = dims_of(x)
    shape = [d + b + e for d, b, e in zip(dims, begin, end)]
    if mode in ("constant", "reflect"):
        props: dict[str, Attribute] = {"pads": i64s(begin + end)}
        if mode == "reflect":
            props["mode"] = PadModeAttr(PadMode.REFLECT)
        elif value != 0.0:
            props["value"] = f32_attr(value)
        return g.build(movement.PadOp, [x], shape, elem_of(x), **props)
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
        shape = (*dims[:axis], *dims_of(indices), *dims[axis + 1 :])
        return [g.build(movement.GatherOp, [table, indices], shape, elem_of(table), axis=i64_attr(axis))]
    x = g.operand(node, 0)
    picked = indices.astype(np.int64).reshape(-1)
    picked = np.where(picked < 0, picked + dims[axis], picked)
    if np.any((picked < 0) | (picked >= dims[axis])):
        raise node.error(f"indices {indices.tolist()} are out of range for extent {dims[axis]}")
    steps = np.diff(picked)
    if picked.size == 1 or (np.all(steps == steps[0]) and steps[0] > 0):
        step = int(steps[0]) if picked.size > 1 else 1
        y = g.slice_axis(x, axis, int(picked[0]), picked.size, step)
    else:
        y = g.concat([g.slice_axis(x, axis, int(i), 1) for i in picked], axis)
    return [g.reshape(y, (*dims[:axis], *indices.shape, *dims[axis + 1 :]))]


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
    return [g.reshape(g.transpose(split, (0, 3, 5, 1, 2, 4)), (n, c * b * b, h // b, w // b))]


def convert_shape(g: GraphImporter, node: Node) -> list[Value]:
    """The shape of a run-time tensor is known: a constant (opset 15 `start`/`end` slice it)."""
    dims = dims_of(g.get(node, 0))
    start, end = node.attr("start", 0), node.attr("end")
    return [np.array(dims[start:end], dtype=np.int64)]


def convert_size(g: GraphImporter, node: Node) -> list[Value]:
    return [np.array(math.prod(dims_of(g.get(node, 0))), dtype=np.int64)]


def convert_cast(g: GraphImporter, node: Node) -> list[Value]:
    """A float-to-float cast of a run-time tensor; the same anec type is no cast at all."""
    x = g.get(node, 0)
    if node.op_type == "CastLike":
        like = g.get(node, 1)
        to = helper.np_dtype_to_tensor_dtype(like.dtype) if isinstance(like, np.ndarray) else onnx_float_of(elem_of(like))
    else:
        to = int(node.attr("to"))
    if to not in FLOAT_ONNX or not isinstance(x, SSAValue) or not isinstance(elem_of(x), FloatType):
        raise node.error(f"a run-time cast to {onnx.TensorProto.DataType.Name(to).lower()}; anec casts between f16 and f32 only")
    target = g.float_type(to)
    if elem_of(x) == target:
        return [x]
    return [g.build(ew.CastOp, [x], dims_of(x), target)]


def onnx_float_of(elem: Attribute) -> int:
    return onnx.TensorProto.FLOAT16 if isinstance(elem, Float16Type) else onnx.TensorProto.FLOAT


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
            props: dict[str, Attribute] = {"mode": SamplingAttr(sampling)}
            if align_corners:
                props["align_corners"] = BoolAttr.from_bool(True)
            if (out_h, out_w) == dims[2:] and not align_corners and np.array_equal(probe, index_image(*dims[2:])):
                return [x]
            return [g.build(texture.ResizeOp, [x], (*dims[:2], out_h, out_w), elem_of(x), **props)]
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


CONVERTERS: dict[str, Converter] = {
    **{name: convert_unary for name in UNARY_OPS},
    **{name: convert_binary for name in BINARY_OPS},
    **{name: convert_reduce for name in REDUCE_OPS},
    "Identity": convert_alias,
    "Dropout": convert_alias,
    "LeakyRelu": convert_leaky_relu,
    "Elu": convert_elu,
    "Selu": convert_selu,
    "Softsign": convert_softsign,
    "Mish": convert_mish,
    "HardSigmoid": convert_hard_sigmoid,
    "Gelu": convert_gelu,
    "PRelu": convert_prelu,
    "Clip": convert_clip,
    "Conv": convert_conv,
    "ConvTranspose": convert_conv_transpose,
    "Gemm": convert_gemm,
    "MatMul": convert_matmul,
    "BatchNormalization": convert_batch_norm,
    "InstanceNormalization": convert_instance_norm,
    "LayerNormalization": convert_layer_norm,
    "LRN": convert_lrn,
    "Softmax": convert_softmax,
    "LogSoftmax": convert_log_softmax,
    "ArgMax": convert_arg_reduce,
    "ArgMin": convert_arg_reduce,
    "MaxPool": convert_pool,
    "AveragePool": convert_pool,
    "GlobalAveragePool": convert_global_pool,
    "GlobalMaxPool": convert_global_pool,
    "Flatten": convert_flatten,
    "Reshape": convert_reshape,
    "Squeeze": convert_squeeze,
    "Unsqueeze": convert_unsqueeze,
    "Transpose": convert_transpose,
    "Concat": convert_concat,
    "Slice": convert_slice,
    "Split": convert_split,
    "Pad": convert_pad,
    "Gather": convert_gather,
    "Expand": convert_expand,
    "Tile": convert_tile,
    "DepthToSpace": convert_depth_to_space,
    "SpaceToDepth": convert_space_to_depth,
    "Shape": convert_shape,
    "Size": convert_size,
    "Cast": convert_cast,
    "CastLike": convert_cast,
    "Resize": convert_resize,
    "Upsample": convert_resize,
}
"""The converter of each default-domain ONNX op with run-time inputs (known inputs fold instead)."""


# The public API.


def convert_onnx(
    model: onnx.ModelProto | str | Path,
    *,
    keep_fp32: bool = False,
    weights: WeightMode = "inline",
    shapes: Mapping[str, Sequence[int]] | None = None,
    entry: str | None = None,
) -> ImportResult:
    """Imports a model and returns the module with the values of its weight arguments (`weights="args"`)."""
    options = ImportOptions(keep_fp32=keep_fp32, weights=weights, shapes=dict(shapes or {}), entry=entry)
    return GraphImporter(upgraded(load_onnx(model)), options).run()


def import_onnx(
    model: onnx.ModelProto | str | Path,
    *,
    keep_fp32: bool = False,
    weights: WeightMode = "inline",
    shapes: Mapping[str, Sequence[int]] | None = None,
    entry: str | None = None,
) -> ModuleOp:
    """
    Imports an ONNX model (a `ModelProto` or a path) as a module with one
    `func.func`: the graph inputs, then (with `weights="args"`) one argument
    per weight in order of first use; one result per graph output. Raises
    `OnnxImportError` with a one-line description of anything it cannot import.
    """
    return convert_onnx(model, keep_fp32=keep_fp32, weights=weights, shapes=shapes, entry=entry).module


def module_text(module: ModuleOp) -> str:
    """The module in custom form with its `dialect_resources` section (the blobs of `weights="resource"`)."""
    stream = io.StringIO()
    printer = Printer(stream=stream)
    printer.print_op(module)
    printer.print_metadata([Builtin])
    return stream.getvalue().rstrip("\n") + "\n"
