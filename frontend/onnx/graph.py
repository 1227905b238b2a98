"""
The importer proper: `GraphImporter` walks an ONNX graph node by node,
folding what is known at import time and handing every other node to its
converter; constants and weights are made here. The table of converters
(`converters.CONVERTERS`) is given to it (`importer.convert_onnx`), so the
converters, which build through a `GraphImporter`, import this module and
this module none of them: the front end's modules import one another
without a circle (`tests/test_frontend_imports.py`).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

import numpy as np
import onnx
from onnx import helper
from xdsl.dialect_interfaces.op_asm import OpAsmDialectInterface
from xdsl.dialects import func
from xdsl.dialects.builtin import (
    NameLoc,
    StringAttr,
    UnknownLoc,
    ArrayAttr,
    Builtin,
    DenseIntOrFPElementsAttr,
    DenseResourceAttr,
    DictionaryAttr,
    ModuleOp,
    TensorType,
    UnitAttr,
    f16,
    f32,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.utils.exceptions import VerifyException

from anec.dialect import constant, movement
from anec.dialect import elementwise as ew
from anec.dialect.builders import with_shape
from anec.dialect.constant import dense_elements
from anec.dialect.dense import PlaceholderAttr
from anec.dialect.discardable import WEIGHT_ARG_ATTR
from anec.frontend.cleanup import cleanup
from anec.frontend.onnx.coverage import check_coverage, converter_key
from anec.frontend.onnx.weights import declared_weight_formats, int8_weight_sources
from anec.frontend.onnx.model import (
    FLOAT_ONNX,
    INT_ONNX,
    NONDETERMINISTIC,
    FloatType,
    Node,
    OnnxImportError,
    Value,
    default_opset,
    dims_of,
    elem_of,
    fmt,
    fold,
    inferred_shapes,
    initializer_array,
    input_shapes,
    is_splat,
    legal_name,
    legal_symbol,
    numpy_float,
)

Converter = Callable[["GraphImporter", Node], Sequence[Value]]
"""Converts one node with run-time inputs; returns its outputs in order."""

WeightMode = Literal["inline", "resource", "args", "none"]
WEIGHT_MODES: tuple[WeightMode, ...] = ("inline", "resource", "args", "none")


# The importer.


@dataclass(frozen=True)
class ImportOptions:
    """How `convert_onnx` imports a model (the options of `anec-import`)."""

    keep_fp32: bool = False
    weights: WeightMode = "inline"
    shapes: Mapping[str, Sequence[int]] = field(default_factory=dict)
    entry: str | None = None
    source: str = ""
    """The model file's name, for the location of every op (empty for a model given in memory)."""


@dataclass
class ImportResult:
    """The module, the value of each weight argument (`weights="args"`),
    keyed by argument name in order, and warnings (e.g. external data that is
    missing, which makes the import shape-only)."""

    module: ModuleOp
    weights: dict[str, np.ndarray]
    warnings: list[str] = field(default_factory=list)


class GraphImporter:
    """Converts one ONNX graph, node by node, into the body of a `func.func`."""

    def __init__(self, model: onnx.ModelProto, options: ImportOptions, converters: Mapping[str, Converter]):
        self.converters = converters
        """The converter of each op type (`converters.CONVERTERS`), by `coverage.converter_key`."""
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
        self.int8_weights = int8_weight_sources(self.graph)
        self.warnings: list[str] = []
        self.weight_formats = declared_weight_formats(self.graph)
        """DequantizeLinear outputs that are constant 8-bit weights (`quantized`)."""
        self.scaled: dict[SSAValue, int] = {}
        """Integer sums held scaled (`held`): value -> k, the value holding the sum times 2^-k."""
        self.unscaled: dict[SSAValue, SSAValue] = {}
        """Each scaled value's true value, once a consumer needed it (`true_value`)."""

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

    def attr_or_input(self, node: Node, name: str, index: int) -> list[Any] | None:
        """A list older opsets give as attribute `name` and newer ones as known input `index`; None when neither is given."""
        given = node.attr(name)
        if given is None and node.has_input(index):
            given = self.static(node, index, name).reshape(-1).tolist()
        return given

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
        array = saturated_sentinels(array, elem)
        with np.errstate(over="ignore"):  # beyond the f16 range is inf, as documented; said once below
            if array.size > 1 and not any(array.strides):
                # A broadcast fill (`ConstantOfShape`): converted and hashed as its one element, never materialized.
                stored = np.ascontiguousarray(array.flat[:1], dtype=numpy_float(elem))
                data, splat = np.broadcast_to(stored.reshape(()), array.shape), True
            else:
                data = np.ascontiguousarray(array, dtype=numpy_float(elem)).reshape(array.shape)  # a scalar stays rank 0
                splat = is_splat(data)
                stored = data.reshape(-1)[:1] if splat else data
        key = (name, str(elem), str(data.shape), hashlib.sha256(stored.tobytes()).digest())
        cached = self.constants.get(key)
        if cached is not None:
            return cached
        if elem == f16 and array.dtype.kind == "f" and array.dtype.itemsize > 2:
            overflowed = int(np.count_nonzero(np.isinf(stored.reshape(-1)) & np.isfinite(np.asarray(array.flat[: stored.size]))))
            if overflowed:
                self.warnings.append(
                    f"constant '{name}': {overflowed if not splat else array.size} value(s) beyond the f16 range (|x| > 65504) "
                    "become +-inf in f16 (docs/import.md, \"Precision\"); --keep-fp32 keeps them"
                )
        ty = TensorType(elem, data.shape)
        mode = "inline" if synthesized and self.options.weights in ("args", "none") else self.options.weights
        if splat and not (mode == "none" and data.size > 1):
            mode = "inline"
        value = self.weight(ty, data, stored, name, mode)
        self.constants[key] = value
        return value

    def weight(self, ty: TensorType, data: np.ndarray, stored: np.ndarray, name: str, mode: str) -> SSAValue:
        """`data` of type `ty` in weight mode `mode`: a weight argument, a
        placeholder, a resource blob, or inline (`stored`, its dense form)."""
        if mode == "args":
            arg = self.block.insert_arg(ty, len(self.block.args))
            arg_name = self.unique_arg_name(legal_name(name))
            arg.name_hint = arg_name
            self.weights[arg_name] = data
            return arg
        attr: DenseIntOrFPElementsAttr | DenseResourceAttr | PlaceholderAttr
        if mode == "none":
            attr = PlaceholderAttr(ty)
        elif mode == "resource":
            attr = resource_attr(data, name, ty)
        else:
            attr = dense_elements(stored, ty)
        op = constant.ConstantOp(attr)
        self.block.add_op(op)
        op.output.name_hint = legal_name(name)
        return op.output

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

    def add(self, op: Operation) -> SSAValue:
        """Emits `op` and returns its result."""
        return self.emit(op).results[0]

    def binary(self, op_type: type[ew.BinaryOp], a: SSAValue, b: SSAValue) -> SSAValue:
        try:
            np.broadcast_shapes(dims_of(a), dims_of(b))
        except ValueError as err:
            assert self.node is not None
            raise self.node.error(f"operands {fmt(dims_of(a))} and {fmt(dims_of(b))} do not broadcast") from err
        return self.add(op_type(a, b))

    def reshape(self, x: Value, shape: Sequence[int]) -> Value:
        shape = tuple(int(d) for d in shape)
        if dims_of(x) == shape:
            return x
        if isinstance(x, np.ndarray):
            return x.reshape(shape)
        return self.add(movement.ReshapeOp(x, with_shape(x, shape)))

    def transpose(self, x: Value, perm: Sequence[int]) -> Value:
        perm = tuple(int(p) for p in perm)
        if perm == tuple(range(len(perm))):
            return x
        if isinstance(x, np.ndarray):
            return x.transpose(perm)
        return self.add(movement.TransposeOp(x, permutation=perm))

    def slice(self, x: SSAValue, offsets: Sequence[int], sizes: Sequence[int], strides: Sequence[int] | None = None) -> SSAValue:
        if tuple(sizes) == dims_of(x):
            return x
        if strides is not None and all(s == 1 for s in strides):
            strides = None
        return self.add(movement.SliceOp(x, with_shape(x, sizes), offsets=offsets, strides=strides))

    def slice_axis(self, x: SSAValue, axis: int, start: int, size: int, step: int = 1) -> SSAValue:
        dims = list(dims_of(x))
        offsets = [0] * len(dims)
        strides = [1] * len(dims)
        offsets[axis], dims[axis], strides[axis] = start, size, step
        return self.slice(x, offsets, dims, strides)

    def concat(self, values: Sequence[SSAValue], axis: int) -> SSAValue:
        if len(values) == 1:
            return values[0]
        return self.add(movement.ConcatOp(values, axis=axis))

    # The graph.

    def locate(self, node: Node, last: Operation | None) -> None:
        """Names `node` and its inputs in the location of each op its conversion emitted (after `last`):
        a diagnostic on an op of a model given to a tool names the ONNX node it came from."""
        inputs = ", ".join(f"'{name}'" for name in node.inputs if name) or "none"
        where = f"{self.options.source}: " if self.options.source else ""
        loc = NameLoc(StringAttr(f"{where}ONNX {node.label()} ({node.op_type}; inputs {inputs})"), UnknownLoc())
        op = last.next_op if last is not None else self.block.first_op
        while op is not None:
            op.location = loc
            op = op.next_op

    def run(self) -> ImportResult:
        for tensor in self.graph.initializer:
            self.values[tensor.name] = initializer_array(tensor)
        if self.graph.sparse_initializer:
            raise OnnxImportError(f"sparse initializer '{self.graph.sparse_initializer[0].values.name}' is not supported")
        self.add_inputs()
        check_coverage(self.graph, self.converters)
        inferred = inferred_shapes(self.model, self.shapes)
        for index, proto in enumerate(self.graph.node):
            node = Node.of(proto, index, self.opset)
            self.node = node
            last = self.block.last_op
            outputs = self.convert(node)
            self.locate(node, last)
            self.bind(node, outputs, inferred)
        self.node = None
        results = self.add_outputs()
        name = self.options.entry or (legal_symbol(self.graph.name) if self.graph.name else "main")
        if not re.fullmatch(r"[A-Za-z_][\w.$]*", name):
            raise OnnxImportError(f"function name '{name}' is not a legal symbol; expected [A-Za-z_][A-Za-z0-9_.$]*")
        self.block.add_op(func.ReturnOp(*results))
        function = func.FuncOp.from_region(name, [a.type for a in self.block.args], [r.type for r in results], Region(self.block))
        if self.weights:
            # Weight arguments carry `anec.weight`: fixed at load time, costed as constants are.
            function.arg_attrs = ArrayAttr(
                [DictionaryAttr({WEIGHT_ARG_ATTR: UnitAttr()} if a.name_hint in self.weights else {}) for a in self.block.args]
            )
        module = ModuleOp([function])
        cleanup(module)
        try:
            module.verify()
        except VerifyException as err:
            raise OnnxImportError(f"the imported module does not verify: {str(err).strip().splitlines()[0]}") from err
        return ImportResult(module, self.weights, self.warnings)

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
                cast = ew.CastOp(arg, self.float_type(onnx_type))
                self.block.add_op(cast)
                cast.output.name_hint = legal_name(f"{value.name}_{self.float_type(onnx_type)}")
                self.values[value.name] = cast.output

    def add_outputs(self) -> list[SSAValue]:
        results: list[SSAValue] = []
        for value in self.graph.output:
            if value.name not in self.values:
                raise OnnxImportError(f"graph output '{value.name}' is computed by no node")
            result = self.values[value.name]
            if isinstance(result, SSAValue) and result in self.scaled:
                result = self.true_value(result)
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
                    cast = ew.CastOp(result, wanted)
                    self.block.add_op(cast)
                    cast.output.name_hint = legal_name(f"{value.name}_{wanted}")
                    result = cast.output
            self.check_declared_shape(value, dims_of(result))
            results.append(result)
        return results

    def check_declared_shape(self, value: onnx.ValueInfoProto, computed: tuple[int, ...]) -> None:
        """A graph output's declared static shape must be the computed one. Under a
        `--shape` override the declared shape may no longer hold: then a warning."""
        tensor_type = value.type.tensor_type
        if not tensor_type.HasField("shape"):
            return
        dims = tensor_type.shape.dim
        differs = len(dims) != len(computed) or any(d.HasField("dim_value") and d.dim_value != c for d, c in zip(dims, computed))
        if not differs:
            return
        declared = "x".join(str(d.dim_value) if d.HasField("dim_value") else (d.dim_param or "?") for d in dims) or "scalar"
        message = f"graph output '{value.name}' is declared {declared} but computes to {fmt(computed)}"
        if self.options.shapes:
            self.warnings.append(f"{message} under the --shape override(s); the computed shape is used")
        else:
            raise OnnxImportError(f"{message}; fix the declared shape (or give the inputs' shapes with --shape)")

    # Integer sums held scaled.

    def held(self, value: SSAValue, exponent: int) -> SSAValue:
        """
        Records that `value` holds an integer sum (ConvInteger, MatMulInteger)
        times 2^-`exponent`, scaled so that the largest sum its weights allow
        is finite in the compute type (`quantized.held_sum_exponent`). A float
        Cast passes the scaled value on and a Mul takes the 2^exponent into its
        other operand (`scaled_product`), as quantize_dynamic's Cast and Mul
        by the scales do; any other consumer gets the true value (`true_value`).
        """
        if exponent:
            self.scaled[value] = exponent
        return value

    def true_value(self, value: SSAValue) -> SSAValue:
        """A scaled value times its 2^k (made once): the true sum, where it is finite."""
        if value not in self.unscaled:
            self.unscaled[value] = self.binary(ew.MulOp, value, self.scalar(2.0 ** self.scaled[value], elem_of(value)))
        return self.unscaled[value]

    def scaled_product(self, node: Node) -> SSAValue | None:
        """
        Mul of a scaled value (the first such input) by another: the other
        times 2^k (folded when it is known), then the product, the true one;
        None when neither input is scaled.
        """
        inputs = [self.get(node, i) for i in range(2)]
        held = next((i for i, v in enumerate(inputs) if isinstance(v, SSAValue) and v in self.scaled), None)
        if held is None:
            return None
        value, other = inputs[held], inputs[1 - held]
        factor = 2.0 ** self.scaled[value]
        if isinstance(other, np.ndarray):
            adjusted = self.constant(other.astype(np.float64) * factor, f"{node.inputs[1 - held]}_x{factor:g}", elem_of(value))
        else:
            other = self.true_value(other) if other in self.scaled else self.operand(node, 1 - held, elem_of(value))
            adjusted = self.binary(ew.MulOp, other, self.scalar(factor, elem_of(value)))
        return self.binary(ew.MulOp, value, adjusted) if held == 0 else self.binary(ew.MulOp, adjusted, value)

    def carries_scaling(self, node: Node) -> bool:
        """A Mul (`scaled_product`), or a Cast to a float type (the held float is the cast value)."""
        return node.op_type == "Mul" or (node.op_type == "Cast" and node.attr("to") in FLOAT_ONNX)

    def unscale_inputs(self, node: Node) -> None:
        """The true value of each scaled input of a node that does not carry the scaling."""
        if self.carries_scaling(node):
            return
        for name in node.inputs:
            value = self.values.get(name) if name else None
            if isinstance(value, SSAValue) and value in self.scaled:
                self.values[name] = self.true_value(value)

    def convert(self, node: Node) -> Sequence[Value]:
        """Folds a node whose inputs are all known, else converts it to anec ops."""
        present = [name for name in node.inputs if name]
        missing = [name for name in present if name not in self.values]
        if missing:
            raise node.error(f"input '{missing[0]}' is computed by no earlier node")
        if self.scaled:
            self.unscale_inputs(node)
            source = self.values[node.inputs[0]] if node.op_type == "Cast" else None
            if isinstance(source, SSAValue) and source in self.scaled:
                outputs = self._convert(node, present)
                if isinstance(outputs[0], SSAValue) and outputs[0] is not source:
                    self.scaled[outputs[0]] = self.scaled[source]
                return outputs
        return self._convert(node, present)

    def _convert(self, node: Node, present: Sequence[str]) -> Sequence[Value]:
        """`convert` once the inputs are checked: folded, or by the op type's converter."""
        foldable = node.op_type not in NONDETERMINISTIC and not any(
            a.type in (onnx.AttributeProto.GRAPH, onnx.AttributeProto.GRAPHS) for a in node.proto.attribute
        )
        if foldable and all(isinstance(self.values[name], np.ndarray) for name in present):
            return fold(node, [self.values[name] if name else None for name in node.inputs])
        converter = self.converters.get(converter_key(node.proto))
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


F32_MAX = float(np.finfo(np.float32).max)


def saturated_sentinels(array: np.ndarray, elem: FloatType) -> np.ndarray:
    """
    `array` with +-float32 max, the "largest finite value" torch masks with
    (`finfo(float32).min` in an additive attention mask), as +-65504 when
    it becomes f16: rounded, it would be +-inf, and a fully masked row
    would give NaN (0 after the dynamo exporter's guard) where fp32 gives
    uniform weights. Every other value beyond the f16 range still becomes
    +-inf (docs/import.md, "Precision").
    """
    if elem != f16 or array.dtype.kind != "f" or array.dtype.itemsize < 4:
        return array
    if array.size > 1 and not any(array.strides):  # a broadcast fill: its one element decides
        first = float(array.flat[0])
        return np.broadcast_to(np.array(np.sign(first) * 65504.0, array.dtype), array.shape) if abs(first) == F32_MAX else array
    sentinel = np.abs(array) == F32_MAX
    if not sentinel.any():
        return array
    return np.where(sentinel, np.sign(array) * float(np.finfo(np.float16).max), array).astype(array.dtype)


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
