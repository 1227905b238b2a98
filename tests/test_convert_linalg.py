"""
`convert-linalg-to-anec` against an independent reference. Every case's
linalg IR runs in `reference`, a numpy evaluator of linalg semantics written
here from the op definitions (indexing maps and the scalar body, reductions
folded in loop order, no pattern recognition), and the converted IR in anec's
interpreter; results agree in fp32 to rtol 1e-5 (atol 1e-6 for values near
zero). xDSL's own linalg interpreter (0.74 implements generic, fill and
matmul, not convolutions with channels, divf or tensor.pad) cross-checks the
evaluator where it can. The realistic inputs in tests/data/linalg (a CNN and
a transformer block exported from PyTorch through torch-mlir) convert fully,
match PyTorch's own outputs and are costed.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import product
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from xdsl.context import Context
from xdsl.dialects import arith, func
from xdsl.dialects.builtin import (
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IntegerAttr,
    ModuleOp,
    TensorType,
    UnregisteredOp,
)
from xdsl.dialects.linalg.abstract_ops import LinalgStructuredOperation
from xdsl.dialects.linalg.ops import GenericOp
from xdsl.interpreter import Interpreter
from xdsl.interpreters import register_implementations
from xdsl.interpreters.shaped_array import ShapedArray
from xdsl.interpreters.utils.ptr import TypedPtr
from xdsl.ir import Block, Operation, SSAValue
from xdsl.ir.affine import AffineBinaryOpExpr, AffineBinaryOpKind, AffineConstantExpr, AffineDimExpr, AffineExpr, AffineMap
from xdsl.parser import Parser
from xdsl.utils.exceptions import PassFailedException

from anec.dialect.numeric import numpy_dtype
from anec.interpreter import entry_function, random_inputs, run
from anec.cost.analytic import Mode
from anec.cost.report import analyze
from anec.cost.targets import get_target
from anec.frontend.linalg import UNCONVERTED_ATTR, ConvertLinalgToAnecPass
from anec.tools.ir_io import anec_context

DATA = Path(__file__).resolve().parent / "data" / "linalg"


def context() -> Context:
    ctx = anec_context()
    ctx.allow_unregistered = True
    return ctx


CTX = context()


def parse(text: str) -> ModuleOp:
    return Parser(CTX, text).parse_module()


def convert(module: ModuleOp, allow_partial: bool = False) -> ModuleOp:
    converted = module.clone()
    ConvertLinalgToAnecPass(allow_partial=allow_partial).apply(CTX, converted)
    converted.verify()
    return converted


def label(op: Operation) -> str:
    return op.op_name.data if isinstance(op, UnregisteredOp) else op.name


def body_ops(module: ModuleOp) -> list[str]:
    """Names of the ops of the first function's body, in order."""
    return [label(op) for op in entry_function(module).body.block.ops]


# The reference: linalg on tensors evaluated with numpy.


def affine(expr: AffineExpr, index: dict[int, Any]) -> Any:
    if isinstance(expr, AffineDimExpr):
        return index[expr.position]
    if isinstance(expr, AffineConstantExpr):
        return expr.value
    assert isinstance(expr, AffineBinaryOpExpr)
    lhs, rhs = affine(expr.lhs, index), affine(expr.rhs, index)
    return {
        AffineBinaryOpKind.Add: lambda: lhs + rhs,
        AffineBinaryOpKind.Mul: lambda: lhs * rhs,
        AffineBinaryOpKind.Mod: lambda: lhs % rhs,
        AffineBinaryOpKind.FloorDiv: lambda: lhs // rhs,
        AffineBinaryOpKind.CeilDiv: lambda: -(-lhs // rhs),
    }[expr.kind]()


COMPARE = {"eq": np.equal, "gt": np.greater, "ge": np.greater_equal, "lt": np.less, "le": np.less_equal, "ne": np.not_equal}


def compare(predicate: str, x: Any, y: Any) -> Any:
    unordered = np.isnan(x) | np.isnan(y)
    if predicate in ("ord", "uno"):
        return ~unordered if predicate == "ord" else unordered
    result = COMPARE[predicate[1:]](x, y)
    return result | unordered if predicate[0] == "u" else result & ~unordered


SCALAR = {
    "arith.addf": lambda a, b: a + b,
    "arith.subf": lambda a, b: a - b,
    "arith.mulf": lambda a, b: a * b,
    "arith.divf": lambda a, b: a / b,
    "arith.maximumf": np.maximum,
    "arith.minimumf": np.minimum,
    "arith.maxnumf": np.fmax,
    "arith.minnumf": np.fmin,
    "arith.negf": lambda a: -a,
    "arith.addi": lambda a, b: a + b,
    "arith.subi": lambda a, b: a - b,
    "arith.muli": lambda a, b: a * b,
    "arith.minsi": np.minimum,
    "arith.maxsi": np.maximum,
    "arith.remf": np.fmod,
    "math.exp": np.exp,
    "math.tanh": np.tanh,
    "math.sqrt": np.sqrt,
    "math.rsqrt": lambda a: 1 / np.sqrt(a),
    "math.log": np.log,
    "math.absf": np.abs,
    "math.erf": lambda a: np.vectorize(math.erf)(a).astype(np.asarray(a).dtype),
    "math.powf": np.power,
    "arith.select": np.where,
}


def scalar_dtype(ty: Any) -> Any:
    return numpy_dtype(ty.element_type if isinstance(ty, TensorType) else ty)


def run_body(block: Block, args: Sequence[Any], index: dict[int, Any], env: dict[SSAValue, Any]) -> list[Any]:
    local: dict[SSAValue, Any] = dict(zip(block.args, args))

    def value(v: SSAValue) -> Any:
        return local[v] if v in local else env[v]

    for op in block.ops:
        name = label(op)
        if name == "linalg.yield":
            return [value(v) for v in op.operands]
        operands = [value(v) for v in op.operands]
        result_type = op.results[0].type
        if name == "arith.constant":
            out = evaluate_constant(op)
        elif name == "arith.cmpf":
            out = compare(arith.CMPF_COMPARISON_OPERATIONS[op.properties["predicate"].value.data], *operands)  # pyright: ignore[reportAttributeAccessIssue]  # a property known by its name
        elif name == "linalg.index":
            out = index[op.properties["dim"].value.data]  # pyright: ignore[reportAttributeAccessIssue]  # a property known by its name
        elif name in ("arith.index_cast", "arith.sitofp", "arith.extf", "arith.truncf"):
            out = np.asarray(operands[0]).astype(scalar_dtype(result_type) if name != "arith.index_cast" else np.int64)
        else:
            out = SCALAR[name](*operands)
        local[op.results[0]] = out
    raise AssertionError("body without linalg.yield")


def structured_maps(op: Operation, rank: int) -> list[AffineMap]:
    """The op's indexing maps. (Named ops here come in generic form, with MLIR's body: xDSL 0.74 builds a wrong
    custom-form body for linalg.pooling_nchw_max, max(input, window).)"""
    if isinstance(op, GenericOp):
        return [m.data for m in op.indexing_maps]
    if isinstance(op, LinalgStructuredOperation):
        return [m.data for m in op.get_indexing_maps()]
    attr = op.properties.get("indexing_maps") or op.attributes.get("linalg.memoized_indexing_maps")
    if attr is None:
        return [AffineMap.identity(rank)] * len(op.operands)
    return [m.data for m in attr.data]  # pyright: ignore[reportAttributeAccessIssue]  # an ArrayAttr of affine maps


def evaluate_structured(op: Operation, env: dict[SSAValue, Any]) -> list[Any]:
    """linalg semantics: for every point of the loop nest, in order, out = body(ins, out)."""
    n_in = int(op.properties["operandSegmentSizes"].get_values()[0])  # pyright: ignore[reportAttributeAccessIssue]  # a property known by its name
    operands = [env[v] for v in op.operands]
    outputs = [np.array(v, copy=True) for v in operands[n_in:]]
    maps = structured_maps(op, outputs[0].ndim)
    loops = maps[0].num_dims
    extents: dict[int, int] = {}
    for value, amap in zip(operands, maps):
        for size, expr in zip(np.shape(value), amap.results):
            if isinstance(expr, AffineDimExpr):
                extents[expr.position] = size
    written = {e.position for m in maps[n_in:] for e in m.results if isinstance(e, AffineDimExpr)}
    parallel = [k for k in range(loops) if k in written]
    reduced = [k for k in range(loops) if k not in written]
    grid = np.indices([extents[k] for k in parallel]) if parallel else []
    for point in product(*(range(extents[k]) for k in reduced)):
        index: dict[int, Any] = {k: grid[i] for i, k in enumerate(parallel)} | dict(zip(reduced, point))
        views = [v if np.ndim(v) == 0 else v[tuple(affine(e, index) for e in m.results)] for v, m in zip(operands[:n_in], maps)]
        views += [o[tuple(affine(e, index) for e in m.results)] for o, m in zip(outputs, maps[n_in:])]
        yielded = run_body(op.regions[0].blocks[0], views, index, env)
        for out, amap, y in zip(outputs, maps[n_in:], yielded):
            target = tuple(affine(e, index) for e in amap.results)
            out[target] = np.broadcast_to(y, out[target].shape)
    return outputs


def evaluate_constant(op: Operation) -> Any:
    attr = op.properties["value"]
    ty = op.results[0].type
    if isinstance(attr, FloatAttr | IntegerAttr):
        return np.asarray(attr.value.data, dtype=scalar_dtype(ty))
    assert isinstance(attr, DenseIntOrFPElementsAttr) and isinstance(ty, TensorType)
    return np.asarray(attr.get_values(), dtype=scalar_dtype(ty)).reshape(ty.get_shape())


def ints(op: Operation, name: str) -> list[int]:
    attr = op.properties[name]
    assert isinstance(attr, DenseArrayBase)
    return [int(v) for v in attr.get_values()]


def evaluate_op(op: Operation, env: dict[SSAValue, Any]) -> list[Any]:
    name = label(op)
    args = [env[v] for v in op.operands]
    result = op.results[0].type if op.results else None
    shape = tuple(result.get_shape()) if isinstance(result, TensorType) else ()
    if name == "arith.constant":
        return [evaluate_constant(op)]
    if name == "tensor.empty":
        return [np.zeros(shape, scalar_dtype(result))]
    if name == "linalg.fill":
        return [np.full(shape, args[0], scalar_dtype(result))]
    if name == "linalg.broadcast":
        return [np.broadcast_to(np.expand_dims(args[0], tuple(ints(op, "dimensions"))), shape).copy()]
    if name == "linalg.transpose":
        return [np.transpose(args[0], ints(op, "permutation"))]
    if name in ("tensor.collapse_shape", "tensor.expand_shape", "tensor.reshape"):
        return [np.reshape(args[0], shape)]
    if name == "tensor.pad":
        widths = list(zip(ints(op, "static_low"), ints(op, "static_high")))
        return [np.pad(args[0], widths, constant_values=pad_value(op, env))]
    if name == "tensor.extract_slice":
        offsets, sizes, strides = ints(op, "static_offsets"), ints(op, "static_sizes"), ints(op, "static_strides")
        window = tuple(slice(o, o + (n - 1) * s + 1, s) for o, n, s in zip(offsets, sizes, strides))
        return [args[0][window].reshape(shape)]
    if name == "tensor.concat":
        return [np.concatenate(args, axis=op.properties["dim"].value.data)]  # pyright: ignore[reportAttributeAccessIssue]  # a property known by its name
    if name == "linalg.softmax":
        x = args[0].astype(np.float64)
        axis = op.properties["dimension"].value.data  # pyright: ignore[reportAttributeAccessIssue]  # a property known by its name
        e = np.exp(x - x.max(axis=axis, keepdims=True))
        return [(e / e.sum(axis=axis, keepdims=True)).astype(args[0].dtype)]
    return evaluate_structured(op, env)


def pad_value(op: Operation, env: dict[SSAValue, Any]) -> Any:
    yielded = op.regions[0].blocks[0].last_op
    assert yielded is not None
    value = yielded.operands[0]
    return env[value] if value in env else evaluate_constant(value.owner)  # type: ignore[arg-type]  # a value not in env is a constant's result


def reference(module: ModuleOp, inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
    function = entry_function(module)
    env: dict[SSAValue, Any] = dict(zip(function.args, inputs))
    with np.errstate(all="ignore"):
        for op in function.body.block.ops:
            if isinstance(op, func.ReturnOp):
                return [np.asarray(env[v]) for v in op.operands]
            env.update(zip(op.results, evaluate_op(op, env)))
    raise AssertionError("function without func.return")


def check_equivalent(source: str, expected_ops: set[str], rtol: float = 1e-5, atol: float = 1e-6) -> ModuleOp:
    """Converts `source` fully; the result uses exactly `expected_ops` and computes what the linalg IR does."""
    module = parse(source)
    converted = convert(module)
    ops = set(body_ops(converted)) - {"func.return"}
    assert ops == expected_ops, body_ops(converted)
    inputs = random_inputs(entry_function(module), seed=7)
    expected = reference(module, inputs)
    actual = run(converted, inputs)
    assert len(actual) == len(expected)
    for a, e in zip(actual, expected):
        assert a.shape == e.shape and a.dtype == e.dtype
        np.testing.assert_allclose(a.astype(np.float64), e.astype(np.float64), rtol=rtol, atol=atol)
    return converted


# Cases: (id, linalg IR, the anec ops it becomes).

CONV_BODY = """^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32"""

NAMED = [
    (
        "conv-pad-bias-stride",
        """
func.func @f(%x: tensor<1x3x9x9xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x5x5xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x3x9x9xf32> to tensor<1x3x11x11xf32>
  %e = tensor.empty() : tensor<1x4x5x5xf32>
  %bb = linalg.broadcast ins(%b : tensor<4xf32>) outs(%e : tensor<1x4x5x5xf32>) dimensions = [0, 2, 3]
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%p, %w : tensor<1x3x11x11xf32>, tensor<4x3x3x3xf32>) outs(%bb : tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
  func.return %y : tensor<1x4x5x5xf32>
}""",
        {"anec.convolution"},
    ),
    (
        "conv-dilated-constant-weights",
        """
func.func @f(%x: tensor<1x1x7x7xf32>) -> tensor<1x2x3x3xf32> {
  %w = arith.constant dense<[[[[1.0, -2.0, 0.5], [0.25, 3.0, -1.0], [2.0, 0.0, 1.5]]], [[[-1.0, 1.0, -1.0], [1.0, -1.0, 1.0], [0.5, 0.5, 0.5]]]]> : tensor<2x1x3x3xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x3x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x1x7x7xf32>, tensor<2x1x3x3xf32>) outs(%f : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  func.return %y : tensor<1x2x3x3xf32>
}""",
        {"anec.constant", "anec.convolution"},
    ),
    (
        "conv-accumulates-into-init",
        """
func.func @f(%x: tensor<1x2x5x5xf32>, %w: tensor<3x2x3x3xf32>, %acc: tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32> {
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x2x5x5xf32>, tensor<3x2x3x3xf32>) outs(%acc : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  func.return %y : tensor<1x3x3x3xf32>
}""",
        {"anec.convolution", "anec.add"},
    ),
    (
        "conv-then-bias-add",
        """
func.func @f(%x: tensor<1x2x5x5xf32>, %w: tensor<3x2x3x3xf32>, %b: tensor<3xf32>) -> tensor<1x3x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x3x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x2x5x5xf32>, tensor<3x2x3x3xf32>) outs(%f : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %b : tensor<1x3x3x3xf32>, tensor<3xf32>) outs(%e : tensor<1x3x3x3xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    linalg.yield %s : f32
  } -> tensor<1x3x3x3xf32>
  func.return %y : tensor<1x3x3x3xf32>
}""",
        {"anec.convolution"},
    ),
    (
        "depthwise-padded",
        f"""
func.func @f(%x: tensor<1x4x6x6xf32>, %w: tensor<4x3x3xf32>) -> tensor<1x4x6x6xf32> {{
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {{
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  }} : tensor<1x4x6x6xf32> to tensor<1x4x8x8xf32>
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %y = "linalg.depthwise_conv_2d_nchw_chw"(%p, %w, %f) <{{dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>}}> ({{
  {CONV_BODY}
  }}) {{linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 + d4, d2 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>]}} : (tensor<1x4x8x8xf32>, tensor<4x3x3xf32>, tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  func.return %y : tensor<1x4x6x6xf32>
}}""",
        {"anec.reshape", "anec.convolution"},
    ),
    (
        "grouped-conv",
        f"""
func.func @f(%x: tensor<1x4x5x5xf32>, %w: tensor<2x3x2x3x3xf32>) -> tensor<1x6x3x3xf32> {{
  %zero = arith.constant 0.0 : f32
  %xg = tensor.expand_shape %x [[0], [1, 2], [3], [4]] output_shape [1, 2, 2, 5, 5] : tensor<1x4x5x5xf32> into tensor<1x2x2x5x5xf32>
  %e = tensor.empty() : tensor<1x2x3x3x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x3x3x3xf32>) -> tensor<1x2x3x3x3xf32>
  %y = "linalg.conv_2d_ngchw_gfchw"(%xg, %w, %f) <{{dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>}}> ({{
  {CONV_BODY}
  }}) : (tensor<1x2x2x5x5xf32>, tensor<2x3x2x3x3xf32>, tensor<1x2x3x3x3xf32>) -> tensor<1x2x3x3x3xf32>
  %r = tensor.collapse_shape %y [[0], [1, 2], [3], [4]] : tensor<1x2x3x3x3xf32> into tensor<1x6x3x3xf32>
  func.return %r : tensor<1x6x3x3xf32>
}}""",
        {"anec.reshape", "anec.convolution"},
    ),
    (
        "max-pool-ceil-mode",
        """
func.func @f(%x: tensor<1x2x6x6xf32>) -> tensor<1x2x4x4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 2, 2] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %ninf : f32
  } : tensor<1x2x6x6xf32> to tensor<1x2x9x9xf32>
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %k = tensor.empty() : tensor<3x3xf32>
  %y = "linalg.pooling_nchw_max"(%p, %k, %f) <{dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %r = arith.maximumf %c, %a : f32
    linalg.yield %r : f32
  }) : (tensor<1x2x9x9xf32>, tensor<3x3xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  func.return %y : tensor<1x2x4x4xf32>
}""",
        {"anec.max_pool"},
    ),
    (
        "avg-pool-sum-and-divide",
        """
func.func @f(%x: tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32> {
  %zero = arith.constant 0.0 : f32
  %nine = arith.constant 9.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x2x6x6xf32> to tensor<1x2x8x8xf32>
  %e = tensor.empty() : tensor<1x2x6x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32>
  %k = tensor.empty() : tensor<3x3xf32>
  %s = "linalg.pooling_nchw_sum"(%p, %k, %f) <{dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %r = arith.addf %c, %a : f32
    linalg.yield %r : f32
  }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 + d4, d3 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>]} : (tensor<1x2x8x8xf32>, tensor<3x3xf32>, tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x2x6x6xf32>) outs(%e : tensor<1x2x6x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %nine : f32
    linalg.yield %d : f32
  } -> tensor<1x2x6x6xf32>
  func.return %y : tensor<1x2x6x6xf32>
}""",
        {"anec.avg_pool"},
    ),
    (
        "sum-pool-strided",
        """
func.func @f(%x: tensor<1x2x6x6xf32>) -> tensor<1x2x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x3x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %k = tensor.empty() : tensor<2x2xf32>
  %s = "linalg.pooling_nchw_sum"(%x, %k, %f) <{dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %r = arith.addf %c, %a : f32
    linalg.yield %r : f32
  }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4, d3 * 2 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>]} : (tensor<1x2x6x6xf32>, tensor<2x2xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  func.return %s : tensor<1x2x3x3xf32>
}""",
        {"anec.avg_pool", "anec.constant", "anec.mul"},
    ),
    (
        "global-average",
        """
func.func @f(%x: tensor<1x3x4x4xf32>) -> tensor<1x3x1x1xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 16.0 : f32
  %e = tensor.empty() : tensor<1x3x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
  %k = tensor.empty() : tensor<4x4xf32>
  %s = "linalg.pooling_nchw_sum"(%x, %k, %f) <{dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %r = arith.addf %c, %a : f32
    linalg.yield %r : f32
  }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 + d4, d3 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>]} : (tensor<1x3x4x4xf32>, tensor<4x4xf32>, tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x3x1x1xf32>) outs(%e : tensor<1x3x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %n : f32
    linalg.yield %d : f32
  } -> tensor<1x3x1x1xf32>
  func.return %y : tensor<1x3x1x1xf32>
}""",
        {"anec.global_avg_pool"},
    ),
    (
        "linear-transposed-weight-bias",
        """
func.func @f(%x: tensor<2x6xf32>, %w: tensor<5x6xf32>, %b: tensor<5xf32>) -> tensor<2x5xf32> {
  %zero = arith.constant 0.0 : f32
  %et = tensor.empty() : tensor<6x5xf32>
  %wt = linalg.transpose ins(%w : tensor<5x6xf32>) outs(%et : tensor<6x5xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<2x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x5xf32>) -> tensor<2x5xf32>
  %m = linalg.matmul ins(%x, %wt : tensor<2x6xf32>, tensor<6x5xf32>) outs(%f : tensor<2x5xf32>) -> tensor<2x5xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m, %b : tensor<2x5xf32>, tensor<5xf32>) outs(%e : tensor<2x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %s = arith.addf %in, %in_1 : f32
    linalg.yield %s : f32
  } -> tensor<2x5xf32>
  func.return %y : tensor<2x5xf32>
}""",
        {"anec.matmul", "anec.add"},
    ),
    (
        "batch-matmul-maps",
        f"""
func.func @f(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {{
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  %y = "linalg.batch_matmul"(%lhs, %rhs, %f) <{{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}}> ({{
  {CONV_BODY}
  }}) : (tensor<2x3x4xf32>, tensor<2x4x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  func.return %y : tensor<2x3x5xf32>
}}""",
        {"anec.matmul"},
    ),
    (
        "matmul-transpose-b-named",
        f"""
func.func @f(%lhs: tensor<3x4xf32>, %rhs: tensor<5x4xf32>) -> tensor<3x5xf32> {{
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<3x5xf32>) -> tensor<3x5xf32>
  %y = "linalg.matmul_transpose_b"(%lhs, %rhs, %f) <{{operandSegmentSizes = array<i32: 2, 1>}}> ({{
  {CONV_BODY}
  }}) {{linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]}} : (tensor<3x4xf32>, tensor<5x4xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
  func.return %y : tensor<3x5xf32>
}}""",
        {"anec.matmul"},
    ),
    (
        "softmax-named",
        """
func.func @f(%x: tensor<2x3x8xf32>) -> tensor<2x3x8xf32> {
  %e = tensor.empty() : tensor<2x3x8xf32>
  %y = "linalg.softmax"(%x, %e) <{dimension = 2 : i64}> : (tensor<2x3x8xf32>, tensor<2x3x8xf32>) -> tensor<2x3x8xf32>
  func.return %y : tensor<2x3x8xf32>
}""",
        {"anec.softmax"},
    ),
    (
        "elementwise-named",
        """
func.func @f(%a: tensor<2x5xf32>, %b: tensor<2x5xf32>) -> tensor<2x5xf32> {
  %e = tensor.empty() : tensor<2x5xf32>
  %s = linalg.add ins(%a, %b : tensor<2x5xf32>, tensor<2x5xf32>) outs(%e : tensor<2x5xf32>) -> tensor<2x5xf32>
  %y = linalg.exp ins(%s : tensor<2x5xf32>) outs(%e : tensor<2x5xf32>) -> tensor<2x5xf32>
  func.return %y : tensor<2x5xf32>
}""",
        {"anec.add", "anec.exp"},
    ),
]


@pytest.mark.parametrize(("source", "expected"), [c[1:] for c in NAMED], ids=[c[0] for c in NAMED])
def test_named_ops(source: str, expected: set[str]) -> None:
    check_equivalent(source, expected)


def unary_generic(body: Sequence[str], shape: str = "2x3x4") -> str:
    """A rank-3 elementwise generic of one input whose body is the ops `body` (input %in, result %r)."""
    lines = "\n".join(f"    {line}" for line in body)
    ident = "affine_map<(d0, d1, d2) -> (d0, d1, d2)>"
    return f"""
func.func @f(%x: tensor<{shape}xf32>) -> tensor<{shape}xf32> {{
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<{shape}xf32>
  %y = linalg.generic {{indexing_maps = [{ident}, {ident}], iterator_types = ["parallel", "parallel", "parallel"]}} ins(%x : tensor<{shape}xf32>) outs(%e : tensor<{shape}xf32>) {{
  ^bb0(%in: f32, %out: f32):
{lines}
    linalg.yield %r : f32
  }} -> tensor<{shape}xf32>
  func.return %y : tensor<{shape}xf32>
}}"""


BODIES = [
    ("relu-maximumf", ["%r = arith.maximumf %in, %zero : f32"], {"anec.relu"}),
    ("relu-cmpf-select", ["%c = arith.cmpf ugt, %in, %zero : f32", "%r = arith.select %c, %in, %zero : f32"], {"anec.relu"}),
    (
        "clamp-min-max",
        [
            "%lo = arith.constant -0.5 : f32",
            "%hi = arith.constant 0.75 : f32",
            "%m = arith.maximumf %in, %lo : f32",
            "%r = arith.minimumf %m, %hi : f32",
        ],
        {"anec.clamp"},
    ),
    (
        "relu6-max-min",
        ["%six = arith.constant 6.0 : f32", "%m = arith.minimumf %in, %six : f32", "%r = arith.maximumf %m, %zero : f32"],
        {"anec.clamp"},
    ),
    (
        "sigmoid",
        [
            "%n = arith.negf %in : f32",
            "%ex = math.exp %n : f32",
            "%d = arith.addf %ex, %one : f32",
            "%r = arith.divf %one, %d : f32",
        ],
        {"anec.sigmoid"},
    ),
    (
        "silu",
        [
            "%n = arith.negf %in : f32",
            "%ex = math.exp %n : f32",
            "%d = arith.addf %one, %ex : f32",
            "%s = arith.divf %one, %d : f32",
            "%r = arith.mulf %in, %s : f32",
        ],
        {"anec.silu"},
    ),
    (
        "gelu-erf",
        [
            "%half = arith.constant 0.5 : f32",
            "%sq2 = arith.constant 1.41421354 : f32",
            "%a = arith.divf %in, %sq2 : f32",
            "%b = math.erf %a : f32",
            "%c = arith.addf %one, %b : f32",
            "%d = arith.mulf %half, %c : f32",
            "%r = arith.mulf %in, %d : f32",
        ],
        {"anec.gelu"},
    ),
    (
        "leaky-relu",
        [
            "%s = arith.constant 0.01 : f32",
            "%c = arith.cmpf ogt, %in, %zero : f32",
            "%m = arith.mulf %in, %s : f32",
            "%r = arith.select %c, %in, %m : f32",
        ],
        {"anec.leaky_relu"},
    ),
    ("tanh", ["%r = math.tanh %in : f32"], {"anec.tanh"}),
    ("exp", ["%r = math.exp %in : f32"], {"anec.exp"}),
    ("sqrt-of-abs", ["%a = math.absf %in : f32", "%r = math.sqrt %a : f32"], {"anec.abs", "anec.sqrt"}),
    (
        "rsqrt-as-divide",
        ["%a = math.absf %in : f32", "%s = math.sqrt %a : f32", "%r = arith.divf %one, %s : f32"],
        {"anec.abs", "anec.rsqrt"},
    ),
    ("erf", ["%r = math.erf %in : f32"], {"anec.erf"}),
    (
        "reciprocal-square",
        ["%s = arith.mulf %in, %in : f32", "%r = arith.divf %one, %s : f32"],
        {"anec.square", "anec.reciprocal"},
    ),
    (
        "neg-log",
        ["%a = math.absf %in : f32", "%l = math.log %a : f32", "%r = arith.negf %l : f32"],
        {"anec.abs", "anec.log", "anec.neg"},
    ),
    (
        "polynomial",
        [
            "%t = arith.constant 3.0 : f32",
            "%a = arith.mulf %in, %t : f32",
            "%b = arith.subf %a, %one : f32",
            "%r = arith.mulf %b, %in : f32",
        ],
        {"anec.constant", "anec.mul", "anec.sub"},
    ),
    ("times-one-is-a-copy", ["%r = arith.mulf %in, %one : f32"], set()),
    (
        "pow",
        ["%a = math.absf %in : f32", "%p = arith.constant 1.5 : f32", "%r = math.powf %a, %p : f32"],
        {"anec.abs", "anec.constant", "anec.pow"},
    ),
]


@pytest.mark.parametrize(("body", "expected"), [c[1:] for c in BODIES], ids=[c[0] for c in BODIES])
def test_elementwise_bodies(body: list[str], expected: set[str]) -> None:
    check_equivalent(unary_generic(body), expected)


BROADCASTING = [
    (
        "channel-vector-and-rank0-constant",
        """
func.func @f(%x: tensor<1x3x2x2xf32>, %b: tensor<3xf32>) -> tensor<1x3x2x2xf32> {
  %c = arith.constant dense<2.5> : tensor<f32>
  %e = tensor.empty() : tensor<1x3x2x2xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %b, %c : tensor<1x3x2x2xf32>, tensor<3xf32>, tensor<f32>) outs(%e : tensor<1x3x2x2xf32>) {
  ^bb0(%in: f32, %v: f32, %s: f32, %out: f32):
    %d = arith.subf %in, %v : f32
    %r = arith.divf %d, %s : f32
    linalg.yield %r : f32
  } -> tensor<1x3x2x2xf32>
  func.return %y : tensor<1x3x2x2xf32>
}""",
        {"anec.reshape", "anec.sub", "anec.constant", "anec.div"},
    ),
    (
        "transposed-and-unit-axis-inputs",
        """
func.func @f(%a: tensor<4x3xf32>, %b: tensor<3x1xf32>) -> tensor<3x4xf32> {
  %e = tensor.empty() : tensor<3x4xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x3xf32>, tensor<3x1xf32>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %r = arith.maximumf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<3x4xf32>
  func.return %y : tensor<3x4xf32>
}""",
        {"anec.transpose", "anec.max"},
    ),
    (
        "cyclic-input-map",
        """
func.func @f(%a: tensor<3x4x2xf32>, %b: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %e = tensor.empty() : tensor<2x3x4xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a, %b : tensor<3x4x2xf32>, tensor<2x3x4xf32>) outs(%e : tensor<2x3x4xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %r = arith.subf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<2x3x4xf32>
  func.return %y : tensor<2x3x4xf32>
}""",
        {"anec.transpose", "anec.sub"},
    ),
    (
        "transposed-output",
        """
func.func @f(%a: tensor<2x3x4xf32>, %b: tensor<4xf32>) -> tensor<4x2x3xf32> {
  %e = tensor.empty() : tensor<4x2x3xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a, %b : tensor<2x3x4xf32>, tensor<4xf32>) outs(%e : tensor<4x2x3xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %r = arith.minimumf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<4x2x3xf32>
  func.return %y : tensor<4x2x3xf32>
}""",
        {"anec.min", "anec.transpose"},
    ),
    (
        "broadcast-copy-expands",
        """
func.func @f(%v: tensor<3xf32>) -> tensor<2x3x4xf32> {
  %e = tensor.empty() : tensor<2x3x4xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v : tensor<3xf32>) outs(%e : tensor<2x3x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x3x4xf32>
  func.return %y : tensor<2x3x4xf32>
}""",
        {"anec.reshape", "anec.constant", "anec.mul"},
    ),
    (
        "accumulate-into-init",
        """
func.func @f(%a: tensor<2x3xf32>, %acc: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<2x3xf32>) outs(%acc : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}""",
        {"anec.mul"},
    ),
    (
        "widen-f16-to-f32",
        """
func.func @f(%a: tensor<2x3xf16>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  %e = tensor.empty() : tensor<2x3xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<2x3xf16>, tensor<3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f16, %in_1: f32, %out: f32):
    %w = arith.extf %in : f16 to f32
    %r = arith.mulf %w, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}""",
        {"anec.cast", "anec.mul"},
    ),
    (
        "pow-of-two-is-square",
        """
func.func @f(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %e = tensor.empty() : tensor<2x3xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %two = arith.constant 2.0 : f32
    %r = math.powf %in, %two : f32
    linalg.yield %r : f32
  } -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}""",
        {"anec.square"},
    ),
]


@pytest.mark.parametrize(("source", "expected"), [c[1:] for c in BROADCASTING], ids=[c[0] for c in BROADCASTING])
def test_broadcasting_maps(source: str, expected: set[str]) -> None:
    check_equivalent(source, expected)


REDUCTIONS = [
    (
        "sum-keepdims",
        """
func.func @f(%x: tensor<2x3x5xf32>) -> tensor<2x3x1xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x3x5xf32>) outs(%f : tensor<2x3x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  func.return %y : tensor<2x3x1xf32>
}""",
        {"anec.reduce_sum"},
    ),
    (
        "sum-of-squares-over-two-axes",
        """
func.func @f(%x: tensor<2x3x4xf32>) -> tensor<3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]} ins(%x : tensor<2x3x4xf32>) outs(%f : tensor<3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.mulf %in, %in : f32
    %r = arith.addf %out, %s : f32
    linalg.yield %r : f32
  } -> tensor<3xf32>
  func.return %y : tensor<3xf32>
}""",
        {"anec.square", "anec.reduce_sum", "anec.reshape"},
    ),
    (
        "max-with-unused-argmax",
        """
func.func @f(%x: tensor<2x6xf32>) -> tensor<2xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<2xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %ei = tensor.empty() : tensor<2xi64>
  %fi = linalg.fill ins(%c0 : i64) outs(%ei : tensor<2xi64>) -> tensor<2xi64>
  %y:2 = "linalg.generic"(%x, %f, %fi) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
  ^bb0(%in: f32, %out: f32, %idx: i64):
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i64
    %m = arith.maximumf %in, %out : f32
    %c = arith.cmpf ogt, %in, %out : f32
    %s = arith.select %c, %ii, %idx : i64
    linalg.yield %m, %s : f32, i64
  }) : (tensor<2x6xf32>, tensor<2xf32>, tensor<2xi64>) -> (tensor<2xf32>, tensor<2xi64>)
  func.return %y#0 : tensor<2xf32>
}""",
        {"anec.reduce_max", "anec.reshape"},
    ),
    (
        "min-into-init",
        """
func.func @f(%x: tensor<3x4xf32>, %acc: tensor<3xf32>) -> tensor<3xf32> {
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<3x4xf32>) outs(%acc : tensor<3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.minimumf %out, %in : f32
    linalg.yield %r : f32
  } -> tensor<3xf32>
  func.return %y : tensor<3xf32>
}""",
        {"anec.reduce_min", "anec.reshape", "anec.min"},
    ),
]


@pytest.mark.parametrize(("source", "expected"), [c[1:] for c in REDUCTIONS], ids=[c[0] for c in REDUCTIONS])
def test_reductions(source: str, expected: set[str]) -> None:
    check_equivalent(source, expected)


MOVEMENT = [
    (
        "reshapes-and-transpose",
        """
func.func @f(%x: tensor<2x3x4xf32>) -> tensor<4x6xf32> {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %e = tensor.empty() : tensor<4x6xf32>
  %t = linalg.transpose ins(%c : tensor<6x4xf32>) outs(%e : tensor<4x6xf32>) permutation = [1, 0]
  %x2 = tensor.expand_shape %t [[0], [1, 2]] output_shape [4, 2, 3] : tensor<4x6xf32> into tensor<4x2x3xf32>
  %r = tensor.collapse_shape %x2 [[0], [1, 2]] : tensor<4x2x3xf32> into tensor<4x6xf32>
  func.return %r : tensor<4x6xf32>
}""",
        {"anec.reshape", "anec.transpose"},
    ),
    (
        "broadcast-op",
        """
func.func @f(%v: tensor<3xf32>) -> tensor<2x3x4xf32> {
  %e = tensor.empty() : tensor<2x3x4xf32>
  %y = linalg.broadcast ins(%v : tensor<3xf32>) outs(%e : tensor<2x3x4xf32>) dimensions = [0, 2]
  func.return %y : tensor<2x3x4xf32>
}""",
        {"anec.reshape", "anec.constant", "anec.mul"},
    ),
    (
        "slices-concat-pad-fill",
        """
func.func @f(%x: tensor<1x8x6xf32>) -> (tensor<8x3xf32>, tensor<1x8x9xf32>, tensor<1x10x8xf32>, tensor<2x2xf32>) {
  %s = tensor.extract_slice %x[0, 0, 1] [1, 8, 3] [1, 1, 2] : tensor<1x8x6xf32> to tensor<8x3xf32>
  %a = tensor.extract_slice %x[0, 0, 0] [1, 8, 3] [1, 1, 1] : tensor<1x8x6xf32> to tensor<1x8x3xf32>
  %c = tensor.concat dim(2) %x, %a : (tensor<1x8x6xf32>, tensor<1x8x3xf32>) -> tensor<1x8x9xf32>
  %v = arith.constant -1.5 : f32
  %p = tensor.pad %x low[0, 1, 0] high[0, 1, 2] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %v : f32
  } : tensor<1x8x6xf32> to tensor<1x10x8xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return %s, %c, %p, %f : tensor<8x3xf32>, tensor<1x8x9xf32>, tensor<1x10x8xf32>, tensor<2x2xf32>
}""",
        {"anec.slice", "anec.reshape", "anec.concat", "anec.pad", "anec.constant"},
    ),
]


@pytest.mark.parametrize(("source", "expected"), [c[1:] for c in MOVEMENT], ids=[c[0] for c in MOVEMENT])
def test_movement(source: str, expected: set[str]) -> None:
    check_equivalent(source, expected)


def test_f16_converts_and_stays_f16() -> None:
    """f16 tensors stay f16; results agree with the f16 linalg evaluation to f16 precision."""
    source = """
func.func @f(%x: tensor<1x2x5x5xf16>, %w: tensor<3x2x3x3xf16>) -> tensor<1x3x3x3xf16> {
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<1x3x3x3xf16>
  %f = linalg.fill ins(%zero : f16) outs(%e : tensor<1x3x3x3xf16>) -> tensor<1x3x3x3xf16>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x2x5x5xf16>, tensor<3x2x3x3xf16>) outs(%f : tensor<1x3x3x3xf16>) -> tensor<1x3x3x3xf16>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c : tensor<1x3x3x3xf16>) outs(%e : tensor<1x3x3x3xf16>) {
  ^bb0(%in: f16, %out: f16):
    %r = math.tanh %in : f16
    linalg.yield %r : f16
  } -> tensor<1x3x3x3xf16>
  func.return %y : tensor<1x3x3x3xf16>
}"""
    converted = check_equivalent(source, {"anec.convolution", "anec.tanh"}, rtol=1e-2, atol=1e-2)
    assert "f32" not in str(converted)


def test_partial_conversion_keeps_and_marks_the_rest() -> None:
    source = unary_generic(['%r = "arith.remf"(%in, %one) : (f32, f32) -> f32'])
    with pytest.raises(PassFailedException, match=r"'linalg.generic' op body not recognized: arith.remf"):
        convert(parse(source))
    converted = convert(parse(source), allow_partial=True)
    (generic,) = [op for op in entry_function(converted).body.block.ops if isinstance(op, GenericOp)]
    assert generic.attributes[UNCONVERTED_ATTR].data == "body not recognized: arith.remf"  # pyright: ignore[reportAttributeAccessIssue]  # the pass writes a StringAttr
    assert converted.attributes[UNCONVERTED_ATTR].data == "1 op left unconverted: linalg.generic (1)"  # pyright: ignore[reportAttributeAccessIssue]  # the pass writes a StringAttr
    assert body_ops(converted) == ["arith.constant", "tensor.empty", "linalg.generic", "func.return"]


def test_conversion_is_deterministic() -> None:
    source = (DATA / "attention.mlir").read_text()
    assert str(convert(parse(source))) == str(convert(parse(source)))


# The reference evaluator against xDSL's own linalg interpreter, where that one applies.


def shaped(array: np.ndarray) -> ShapedArray[float]:
    return ShapedArray(TypedPtr[float].new_float32([float(v) for v in array.ravel()]), list(array.shape))


def test_reference_agrees_with_xdsl_interpreter() -> None:
    """On what xDSL 0.74 interprets: matmul into an init, an elementwise generic with a broadcast input."""
    source = """
func.func @f(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>, %acc: tensor<3x5xf32>, %v: tensor<5xf32>) -> tensor<3x5xf32> {
  %m = linalg.matmul ins(%a, %b : tensor<3x4xf32>, tensor<4x5xf32>) outs(%acc : tensor<3x5xf32>) -> tensor<3x5xf32>
  %e = tensor.empty() : tensor<3x5xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m, %v : tensor<3x5xf32>, tensor<5xf32>) outs(%e : tensor<3x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %s = arith.subf %in, %in_1 : f32
    %p = arith.mulf %s, %in : f32
    %r = arith.maximumf %p, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<3x5xf32>
  func.return %y : tensor<3x5xf32>
}"""
    module = parse(source)
    inputs = random_inputs(entry_function(module), seed=3)
    interpreter = Interpreter(module)
    register_implementations(interpreter, CTX)
    (result,) = interpreter.call_op("f", tuple(shaped(x) for x in inputs))
    xdsl = np.asarray(result.data, dtype=np.float32).reshape(result.shape)
    (ours,) = reference(module, inputs)
    np.testing.assert_allclose(ours, xdsl, rtol=1e-6, atol=1e-6)
    (converted,) = run(convert(module), inputs)
    np.testing.assert_allclose(converted, xdsl, rtol=1e-5, atol=1e-6)


# Realistic inputs: PyTorch models through torch-mlir (tests/data/linalg/generate.py).


@pytest.mark.parametrize("name", ["cnn", "attention"])
def test_torch_mlir_models_convert_fully_and_match(name: str) -> None:
    module = parse((DATA / f"{name}.mlir").read_text())
    converted = convert(module)
    assert all(n.startswith("anec.") or n == "func.return" for n in body_ops(converted))
    data = np.load(DATA / f"{name}.npz")
    (actual,) = run(converted, [data["input"]])
    (linalg_result,) = reference(module, [data["input"]])
    np.testing.assert_allclose(actual, linalg_result, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(actual, data["output"], rtol=1e-4, atol=1e-5)
    report = analyze(converted, get_target("h13"), Mode.SEED)
    assert report.total_latency_us > 0 and report.flops > 0


def test_cnn_lowers_to_the_expected_ops() -> None:
    converted = convert(parse((DATA / "cnn.mlir").read_text()))
    ops = [n for n in body_ops(converted) if n not in ("anec.constant", "func.return")]
    assert ops.count("anec.convolution") == 4
    assert "anec.global_avg_pool" in ops and "anec.max_pool" in ops and "anec.avg_pool" in ops
    convs = [op for op in entry_function(converted).body.block.ops if label(op) == "anec.convolution"]
    assert sum(op.bias is not None for op in convs) == 3  # pyright: ignore[reportAttributeAccessIssue]  # anec.convolution ops, picked by name
    assert sorted(op.groups.value.data for op in convs) == [1, 1, 2, 8]  # pyright: ignore[reportAttributeAccessIssue]  # anec.convolution ops, picked by name


# What torch-mlir's lowering of ONNX leaves besides float arithmetic (tests/filecheck/transforms/convert-linalg-to-anec-shapes.mlir).

SHAPES = (Path(__file__).resolve().parent / "filecheck" / "transforms" / "convert-linalg-to-anec-shapes.mlir").read_text()


def function_source(name: str) -> str:
    """One function of the FileCheck input, as a module of its own."""
    start = SHAPES.index(f"func.func @{name}(")
    end = SHAPES.find("\nfunc.func @", start + 1)
    return SHAPES[start : end if end >= 0 else len(SHAPES)]


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("ceil_mode_pool", {"anec.max_pool"}),
        ("conv_reads_less", {"anec.slice", "anec.convolution"}),
    ],
)
def test_windows_that_read_less_than_their_input(name: str, expected: set[str]) -> None:
    """torch's ceil-mode padding and a longer input: only the rows the windows read are kept, values unchanged."""
    check_equivalent(function_source(name), expected)


def test_gathers_and_shape_arithmetic_compute_what_linalg_does() -> None:
    """Embedding lookups (ids in range: anec.gather leaves negative ones undefined), constant picks, a folded Expand."""
    rng = np.random.default_rng(3)
    table = rng.standard_normal((10, 4)).astype(np.float32)
    ids = np.array([[3, 0, 9]], dtype=np.int64)
    (looked_up,) = run(convert(parse(function_source("embedding"))), [table, ids])
    np.testing.assert_array_equal(looked_up, table[ids.reshape(-1)])
    qkv = rng.standard_normal((3, 2, 4)).astype(np.float32)
    pos = rng.standard_normal((5, 4)).astype(np.float32)
    types = rng.standard_normal((2, 4)).astype(np.float32)
    q, p, t = run(convert(parse(function_source("constant_gathers"))), [qkv, pos, types])
    np.testing.assert_array_equal(q, qkv[[1]])
    np.testing.assert_array_equal(p, pos[None, [1, 2, 3]])
    np.testing.assert_array_equal(t, types[None, [0, 0, 0]])
    (shuffled,) = run(convert(parse(function_source("shuffled_gather"))), [table])
    np.testing.assert_array_equal(shuffled, table[[4, 1, 7]])
    token = rng.standard_normal(4).astype(np.float32)
    x = rng.standard_normal((1, 3, 4)).astype(np.float32)
    (expanded,) = run(convert(parse(function_source("expand_shape_arithmetic"))), [token, x])
    np.testing.assert_array_equal(expanded, np.concatenate([token.reshape(1, 1, 4), x], axis=1))
