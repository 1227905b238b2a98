"""
Reading an ONNX model: loading it (from a file, with its external data),
upgrading old opsets, the static shapes of its inputs and of every tensor,
its nodes with decoded attributes, and evaluating nodes whose inputs are
known at import time.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import onnx
from google.protobuf.message import DecodeError
from onnx import external_data_helper, helper, numpy_helper, shape_inference, version_converter
from xdsl.dialects.builtin import Float16Type, Float32Type, TensorType, i32, i64
from xdsl.ir import Attribute, SSAValue

from anec.dialect.limits import MAX_INITIALIZER_BYTES

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
    """The model itself, or the model stored at a path with whatever of its
    external data is there (`missing_external_data` names what is not)."""
    if isinstance(source, onnx.ModelProto):
        model, what = source, "the model"
        check_initializer_sizes(model)
    else:
        path = Path(source)
        what = f"'{path}'"
        try:
            model = onnx.load(str(path), load_external_data=False)
        except OSError as err:
            raise OnnxImportError(f"cannot read {what}: {err.strerror or err}") from err
        except (DecodeError, RuntimeWarning, ValueError) as err:
            raise OnnxImportError(f"{what} is not an ONNX model: the protobuf does not parse ({err})") from err
        check_initializer_sizes(model)
        check_external_locations(model, path.parent)
        if missing_external_data(model, path.parent) is None:
            try:
                external_data_helper.load_external_data_for_model(model, str(path.parent))
            except (OSError, ValueError, onnx.checker.ValidationError) as err:
                raise OnnxImportError(f"cannot read the external data of {what}: {err}") from err
    if not model.HasField("graph") or not model.graph.output:
        raise OnnxImportError(f"{what} is not an ONNX model: it has no graph with outputs")
    return model


def check_initializer_sizes(model: onnx.ModelProto) -> None:
    """Refuses an initializer whose declared shape holds more than
    `MAX_INITIALIZER_BYTES`, before any of its data is read."""
    for tensor in model.graph.initializer:
        if any(d < 0 for d in tensor.dims):
            raise OnnxImportError(f"initializer '{tensor.name}' declares a negative dimension: {fmt(tuple(tensor.dims))}")
        try:
            itemsize = helper.tensor_dtype_to_np_dtype(tensor.data_type).itemsize
        except (KeyError, ValueError, TypeError):
            itemsize = 1  # an unknown data type: reported where the value is read
        size = int(np.prod(tensor.dims, dtype=object)) * itemsize
        if size > MAX_INITIALIZER_BYTES:
            raise OnnxImportError(
                f"initializer '{tensor.name}' declares shape {fmt(tuple(tensor.dims))} ({size} bytes); "
                f"the importer reads initializers of at most {MAX_INITIALIZER_BYTES} bytes (docs/robustness.md)"
            )


def check_external_locations(model: onnx.ModelProto, directory: Path) -> None:
    """
    Refuses, before any file is read, external data that is not a file
    inside the model's directory: an absolute location, one that leaves the
    directory (`../x`), or one whose resolved path (symbolic links followed)
    lands outside it; and an offset or length that is not a non-negative integer.
    """
    root = directory.resolve()
    for tensor in model.graph.initializer:
        if not is_external(tensor):
            continue
        info = {entry.key: entry.value for entry in tensor.external_data}
        location = info.get("location", "")
        where = f"initializer '{tensor.name}'"
        if not location:
            raise OnnxImportError(f"{where} is in external data without a location")
        for key in ("offset", "length"):
            if key in info and not info[key].isdigit():
                raise OnnxImportError(f"{where}: external data {key} '{info[key]}' is not a non-negative integer")
        resolved = (root / location).resolve()
        if Path(location).is_absolute() or not resolved.is_relative_to(root):
            raise OnnxImportError(
                f"{where}: external data location '{location}' is outside the model's directory '{directory}'; "
                "external data is read from inside that directory only"
            )


def is_external(tensor: onnx.TensorProto) -> bool:
    """Stored in external data that has not been loaded."""
    return tensor.data_location == onnx.TensorProto.EXTERNAL


def missing_external_data(model: onnx.ModelProto, directory: Path | None) -> str | None:
    """A description of the first initializer whose external data file is
    not there (or is not loaded, when there is no directory); None when all
    is there. A file that is there but cannot hold the data (a directory, or
    too short for the offset and the declared shape) is an `OnnxImportError`,
    not missing data (docs/robustness.md)."""
    for tensor in model.graph.initializer:
        if not is_external(tensor):
            continue
        info = {entry.key: entry.value for entry in tensor.external_data}
        location = info.get("location", "")
        file = directory / location if directory is not None and location else None
        if file is None or not (file.exists() or file.is_symlink()):
            return f"the external data of initializer '{tensor.name}' ('{location}') is missing"
        where = f"initializer '{tensor.name}': external data '{location}'"
        if not file.is_file():
            raise OnnxImportError(f"{where} is not a regular file (a directory or a device); external data is a file beside the model")
        try:
            itemsize = helper.tensor_dtype_to_np_dtype(tensor.data_type).itemsize
        except (KeyError, ValueError, TypeError):
            raise OnnxImportError(f"initializer '{tensor.name}' has data type {tensor.data_type}, which ONNX does not define") from None
        needed = int(np.prod(tensor.dims, dtype=object)) * itemsize
        offset = int(info.get("offset", 0) or 0)
        if "length" in info and int(info["length"]) != needed:
            raise OnnxImportError(
                f"{where} gives length {info['length']}, but shape {fmt(tuple(tensor.dims))} needs {needed} bytes"
            )
        size = file.stat().st_size
        if size < offset + needed:
            raise OnnxImportError(
                f"{where} holds {size} bytes; shape {fmt(tuple(tensor.dims))} at offset {offset} needs {offset + needed}"
            )
    return None


def initializer_array(tensor: onnx.TensorProto) -> np.ndarray:
    """An initializer's value; a float tensor whose external data is missing
    is zeros of its shape, which the importer makes a placeholder."""
    if not is_external(tensor):
        try:
            return numpy_helper.to_array(tensor)
        except (ValueError, TypeError) as err:
            count = int(np.prod(tensor.dims, dtype=object))
            raise OnnxImportError(
                f"initializer '{tensor.name}' declares shape {fmt(tuple(tensor.dims))} ({count} elements) "
                f"but its data does not hold them ({err})"
            ) from err
    if tensor.data_type not in FLOAT_ONNX:
        kind = onnx.TensorProto.DataType.Name(tensor.data_type).lower()
        raise OnnxImportError(
            f"initializer '{tensor.name}' ({kind}) is in external data that is missing; "
            "a shape-only import needs every integer tensor (shapes are computed from them)"
        )
    dtype = helper.tensor_dtype_to_np_dtype(tensor.data_type)
    return np.broadcast_to(np.zeros((), dtype), tuple(tensor.dims))


def default_opset(model: onnx.ModelProto) -> int:
    for entry in model.opset_import:
        if entry.domain in ("", "ai.onnx"):
            return entry.version
    raise OnnxImportError("the model imports no default-domain (ai.onnx) opset")


def max_opset() -> int:
    """The newest default-domain opset the installed ONNX defines: its shape
    inference and reference evaluator, which the importer relies on, know
    nothing newer."""
    return onnx.defs.onnx_opset_version()


def upgraded(model: onnx.ModelProto) -> onnx.ModelProto:
    """A model of an opset older than `MIN_OPSET`, upgraded to it by the ONNX
    version converter; an opset newer than `max_opset()` is refused."""
    opset = default_opset(model)
    if opset > max_opset() or opset < 1:
        raise OnnxImportError(
            f"the model uses default-domain opset {opset}; anec-import reads opsets 1 to {max_opset()} "
            f"(those below {MIN_OPSET} upgraded to {MIN_OPSET})"
        )
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
            if dim.HasField("dim_value") and dim.dim_value < 1:
                raise OnnxImportError(
                    f"input '{value.name}' declares dimension {dim.dim_value} on axis {axis}; every dimension is at least 1: "
                    f"give a static shape with --shape {value.name}=" + "x".join(str(max(d.dim_value, 1)) if d.HasField("dim_value") else "N" for d in dims)
                )
            if not dim.HasField("dim_value"):
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
    copy = without_initializers(model)
    declared = {value.name for value in copy.graph.input}
    for tensor in model.graph.initializer:
        if tensor.data_type in SHAPE_DATA_TYPES and not is_external(tensor):
            copy.graph.initializer.append(tensor)
        elif tensor.name not in declared:
            # Its type and shape are all inference needs: no float weight is shape data.
            copy.graph.input.append(helper.make_tensor_value_info(tensor.name, tensor.data_type, tensor.dims))
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
        onnx.checker.check_model(with_declared_output_types(inferred, model))
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


SHAPE_DATA_TYPES = frozenset({onnx.TensorProto.INT64, onnx.TensorProto.INT32})
"""The element types of ONNX's shape data (Reshape's and Expand's shapes,
Slice's starts and ends, axes, Gather's indices), the only initializers
whose values shape inference reads (`data_prop`). Every other initializer
enters `inferred_shapes`' copy as a graph input of its type and shape: a
VGG-19's 575 MB of float weights were serialized twice (for inference and
for the checker), 5 of its 15 s of import. Their data is read, and checked
against their shapes, as each is imported (`initializer_array`)."""


def without_initializers(model: onnx.ModelProto) -> onnx.ModelProto:
    """A copy of `model` but for its main graph's initializers (which a copy
    of the whole would duplicate: a model is mostly its weights)."""
    copy = onnx.ModelProto()
    _copy_fields(model, copy, skip="graph")
    _copy_fields(model.graph, copy.graph, skip="initializer")
    return copy


def _copy_fields(source: Any, target: Any, skip: str) -> None:
    for field, value in source.ListFields():
        if field.name == skip:
            continue
        if field.is_repeated:
            getattr(target, field.name).extend(value)
        elif field.type == field.TYPE_MESSAGE:
            getattr(target, field.name).CopyFrom(value)
        else:
            setattr(target, field.name, value)


def with_declared_output_types(inferred: onnx.ModelProto, model: onnx.ModelProto) -> onnx.ModelProto:
    """`inferred`, for the checker (which requires a shape on every graph
    output), with the declared type of each output that inference leaves
    without a shape (a `Loop`'s carried values: their shapes may change per
    iteration as far as inference knows); the shapes used are inference's."""
    shapeless = [i for i, v in enumerate(inferred.graph.output) if not v.type.tensor_type.HasField("shape")]
    if not shapeless:
        return inferred
    checked = onnx.ModelProto()
    checked.CopyFrom(inferred)
    for i in shapeless:
        if model.graph.output[i].type.tensor_type.HasField("shape"):
            checked.graph.output[i].type.CopyFrom(model.graph.output[i].type)
    return checked


def constant_of_shape(node: Node, inputs: Sequence[np.ndarray | None]) -> np.ndarray | None:
    """
    A `ConstantOfShape` fill as the reference evaluator computes it
    (`np.full(shape, value)`: the value's dtype, float32 0 by default), but
    as a read-only broadcast of its one element: the light zoo models make
    every weight this way, and a materialized fill of a ResNet-50 is
    millions of elements that `Importer.constant` reduces to one again.
    None where the evaluator should decide (an odd shape or value; its
    message then names the problem).
    """
    if len(inputs) != 1 or inputs[0] is None:
        return None
    shape_input = inputs[0]
    if shape_input.ndim != 1 or shape_input.dtype.kind not in "iu" or (shape_input < 0).any():
        return None
    value = node.attrs.get("value")
    if value is None:
        element = np.array(0, dtype=np.float32)
    else:
        array = numpy_helper.to_array(value)
        if array.size != 1:
            return None
        element = np.array(array.flat[0])
    return np.broadcast_to(element, tuple(int(d) for d in shape_input))


def linear_quantization(node: Node, inputs: Sequence[np.ndarray | None]) -> np.ndarray | None:
    """
    QuantizeLinear and DequantizeLinear with one scale per tensor or per
    axis, in numpy (the reference evaluator has no kernel for opsets 10 to
    18): `saturate(rint(x / scale) + zero_point)` (rint rounds half to even,
    as ONNX does) and `(x - zero_point) * scale`. None where the evaluator
    should decide (blocked scales, other element types).
    """
    x, scale, zero = (list(inputs) + [None, None])[:3]
    if x is None or scale is None or node.attr("block_size", 0) or scale.ndim > 1:
        return None
    shape = [1] * x.ndim
    if scale.size > 1:
        shape[normalize_axis(int(node.attr("axis", 1)), x.ndim, node)] = scale.size
    scale = scale.reshape(shape if scale.size > 1 else ())
    offset = 0.0 if zero is None else zero.astype(np.float64).reshape(scale.shape if zero.size == scale.size else ())
    if node.op_type == "DequantizeLinear":
        if x.dtype.kind not in "iu":
            return None
        return ((x.astype(np.float64) - offset) * scale).astype(scale.dtype)
    dtype = zero.dtype if zero is not None else np.dtype(np.uint8)
    if node.attr("output_dtype") or dtype.kind not in "iu" or x.dtype.kind != "f":
        return None
    info = np.iinfo(dtype)
    quotient = x.astype(np.float32) / scale.astype(np.float32)  # in float32, as ONNX divides
    return np.clip(np.rint(quotient) + offset, info.min, info.max).astype(dtype)


def fold(node: Node, inputs: Sequence[np.ndarray | None]) -> list[np.ndarray]:
    """
    Evaluates a node on known inputs: with onnxruntime, the runtime the
    importer is validated against; where onnxruntime has no kernel for the
    node (an element type or opset it does not implement), with the ONNX
    reference evaluator. An error names both failures.
    """
    if node.op_type == "ConstantOfShape":
        fill = constant_of_shape(node, inputs)
        if fill is not None:
            return [fill]
    if node.op_type in ("QuantizeLinear", "DequantizeLinear"):
        quantized = linear_quantization(node, inputs)
        if quantized is not None:
            return [quantized]
    feeds = {name: value for name, value in zip(node.inputs, inputs) if name and value is not None}
    try:
        return run_onnxruntime(node, feeds)
    except Exception as runtime_err:  # noqa: BLE001 (onnxruntime fails in many types; the reference evaluator is tried next)
        # Imported here: most graphs fold nothing but `ConstantOfShape` fills, and
        # importing the evaluator (which builds its op schemas) is a tenth of a start-up.
        from onnx.reference import ReferenceEvaluator

        graph = helper.make_graph(
            [node.proto],
            "fold",
            [helper.make_empty_tensor_value_info(name) for name in feeds],
            [helper.make_empty_tensor_value_info(name) for name in node.outputs if name],
        )
        try:
            outputs = ReferenceEvaluator(graph, opsets={"": node.opset}).run(None, feeds)
        except Exception as err:
            raise node.error(
                f"cannot evaluate the constant node: onnxruntime: {first_line(runtime_err)}; "
                f"ONNX reference evaluator: {type(err).__name__}: {first_line(err)}"
            ) from err
    return [np.asarray(o) for o in outputs]


def first_line(err: Exception) -> str:
    text = str(err).strip()
    return text.splitlines()[0] if text else type(err).__name__


def run_onnxruntime(node: Node, feeds: Mapping[str, np.ndarray]) -> list[np.ndarray]:
    """`node` alone as a model run by onnxruntime on the CPU, without graph optimizations."""
    import onnxruntime  # deferred: only folding needs it

    graph = helper.make_graph(
        [node.proto],
        "fold",
        [helper.make_tensor_value_info(name, helper.np_dtype_to_tensor_dtype(v.dtype), v.shape) for name, v in feeds.items()],
        [helper.make_empty_tensor_value_info(name) for name in node.outputs if name],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", node.opset)], ir_version=onnx.IR_VERSION)
    options = onnxruntime.SessionOptions()
    options.graph_optimization_level = onnxruntime.GraphOptimizationLevel.ORT_DISABLE_ALL
    options.log_severity_level = 4
    session = onnxruntime.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"])
    names = [name for name in node.outputs if name]
    return [np.asarray(o) for o in session.run(names, dict(feeds))]
