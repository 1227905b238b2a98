"""
The ONNX importer (`anec.frontend.onnx`, `anec-import`): every supported op
on a one-node (or few-node) graph built with `onnx.helper`, run by
onnxruntime and, imported, by the anec interpreter; the weight forms, the
fp16 policy, determinism; and every error path, through the library and the
command line. The heavy model-level checks live in tests/validation
(`make validate`).
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest

onnx = pytest.importorskip("onnx")
ort = pytest.importorskip("onnxruntime")

from onnx import TensorProto, helper, numpy_helper
from xdsl.dialects import func

from anec.interpreter import run
from anec.tools.ir_io import anec_context, load_module
from anec.frontend import module_text
from anec.frontend.onnx import OnnxImportError, convert_onnx, import_onnx
from devtools.validate_onnx import randomize_fills, with_logits

FLOAT = TensorProto.FLOAT
ROOT = Path(__file__).resolve().parent.parent
ZOO = Path(onnx.__file__).parent / "backend" / "test" / "data" / "light"


def make_model(
    nodes: Sequence[Any],
    inputs: Sequence[tuple[str, int, Sequence[Any] | None]],
    outputs: Sequence[str],
    initializers: dict[str, np.ndarray] | None = None,
    opset: int = 17,
    ir_version: int = 8,
) -> Any:
    """A model of `nodes`; output types come from ONNX shape inference."""
    graph = helper.make_graph(
        list(nodes),
        "test_graph",
        [helper.make_tensor_value_info(name, kind, shape) for name, kind, shape in inputs],
        [helper.make_empty_tensor_value_info(name) for name in outputs],
        initializer=[numpy_helper.from_array(v, k) for k, v in (initializers or {}).items()],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])
    model.ir_version = ir_version
    inferred = onnx.shape_inference.infer_shapes(model)
    del model.graph.output[:]
    model.graph.output.extend(inferred.graph.output)
    return model


def reference(model: Any, feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
    session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    return session.run(None, feeds)


def max_rel_error(got: Sequence[np.ndarray], want: Sequence[np.ndarray]) -> float:
    """max |got - want| / max |want| over every output (the scale-relative error)."""
    errors = []
    for a, b in zip(got, want, strict=True):
        assert a.shape == b.shape, f"shape {a.shape} != {b.shape}"
        scale = max(float(np.abs(b).max()), 1e-30)
        errors.append(float(np.abs(a.astype(np.float64) - b.astype(np.float64)).max()) / scale)
    return max(errors)


def check(model: Any, feeds: dict[str, np.ndarray], *, keep_fp32: bool = True, weights: str = "inline", tol: float = 1e-5) -> Any:
    """Imports `model`, runs both sides on `feeds`, returns the import result."""
    want = reference(model, feeds)
    result = convert_onnx(model, keep_fp32=keep_fp32, weights=weights)  # type: ignore[arg-type]  # a WeightMode name, or a bad one on purpose
    got = run(result.module, [*feeds.values(), *result.weights.values()])
    error = max_rel_error(got, want)
    assert error <= tol, f"max relative error {error:.3g} > {tol:g}"
    return result


def op_names(module: Any) -> list[str]:
    return [op.name for op in module.walk() if op.name.startswith("anec.")]


RNG = np.random.default_rng(0)


def randn(*shape: int) -> np.ndarray:
    return RNG.standard_normal(shape).astype(np.float32)


def node(op: str, inputs: Sequence[str], outputs: Sequence[str] = ("y",), **attrs: Any) -> Any:
    """A node named after its op and first output."""
    return helper.make_node(op, list(inputs), list(outputs), name=f"{op.lower()}_{outputs[0]}", **attrs)


# One case: (id, nodes, input shapes, initializers, opset, expected anec ops).
X4 = (1, 4, 6, 6)
CASES: list[tuple[str, list[Any], dict[str, tuple[int, ...]], dict[str, np.ndarray], int, set[str]]] = [
    ("relu", [node("Relu", ["x"])], {"x": X4}, {}, 17, {"anec.relu"}),
    ("sigmoid", [node("Sigmoid", ["x"])], {"x": X4}, {}, 17, {"anec.sigmoid"}),
    ("tanh", [node("Tanh", ["x"])], {"x": X4}, {}, 17, {"anec.tanh"}),
    ("exp", [node("Exp", ["x"])], {"x": X4}, {}, 17, {"anec.exp"}),
    ("log_abs", [node("Abs", ["x"], ["a"]), node("Log", ["a"])], {"x": X4}, {}, 17, {"anec.log", "anec.abs"}),
    ("sqrt_abs", [node("Abs", ["x"], ["a"]), node("Sqrt", ["a"])], {"x": X4}, {}, 17, {"anec.sqrt"}),
    ("reciprocal", [node("Reciprocal", ["x"])], {"x": X4}, {}, 17, {"anec.reciprocal"}),
    ("neg", [node("Neg", ["x"])], {"x": X4}, {}, 17, {"anec.neg"}),
    ("erf", [node("Erf", ["x"])], {"x": X4}, {}, 17, {"anec.erf"}),
    ("floor_ceil", [node("Floor", ["x"], ["a"]), node("Ceil", ["a"])], {"x": X4}, {}, 17, {"anec.floor", "anec.ceil"}),
    ("sign", [node("Sign", ["x"])], {"x": X4}, {}, 17, {"anec.sign"}),
    ("softplus", [node("Softplus", ["x"])], {"x": X4}, {}, 17, {"anec.softplus"}),
    ("sin_cos", [node("Sin", ["x"], ["a"]), node("Cos", ["a"])], {"x": X4}, {}, 17, {"anec.sin", "anec.cos"}),
    ("leaky_relu", [node("LeakyRelu", ["x"], alpha=0.2)], {"x": X4}, {}, 17, {"anec.leaky_relu"}),
    ("elu", [node("Elu", ["x"], alpha=0.7)], {"x": X4}, {}, 17, {"anec.elu"}),
    ("selu", [node("Selu", ["x"])], {"x": X4}, {}, 17, {"anec.elu", "anec.mul"}),
    ("softsign", [node("Softsign", ["x"])], {"x": X4}, {}, 17, {"anec.div"}),
    ("mish", [node("Mish", ["x"])], {"x": X4}, {}, 18, {"anec.softplus"}),
    ("hard_sigmoid_torch", [node("HardSigmoid", ["x"], alpha=1 / 6)], {"x": X4}, {}, 17, {"anec.hard_sigmoid"}),
    ("hard_sigmoid_onnx", [node("HardSigmoid", ["x"])], {"x": X4}, {}, 17, {"anec.clamp"}),
    ("hard_swish", [node("HardSwish", ["x"])], {"x": X4}, {}, 17, {"anec.hard_swish"}),
    ("gelu", [node("Gelu", ["x"])], {"x": X4}, {}, 20, {"anec.gelu"}),
    ("gelu_tanh", [node("Gelu", ["x"], approximate="tanh")], {"x": X4}, {}, 20, {"anec.tanh"}),
    ("prelu_channel", [node("PRelu", ["x", "s"])], {"x": X4}, {"s": randn(4, 1, 1)}, 17, {"anec.min"}),
    ("prelu_scalar", [node("PRelu", ["x", "s"])], {"x": X4}, {"s": np.array([0.3], np.float32)}, 17, {"anec.leaky_relu"}),
    ("clip_6", [node("Clip", ["x"], min=-0.5, max=0.5)], {"x": X4}, {}, 6 + 3, {"anec.clamp"}),
    (
        "clip_11",
        [node("Clip", ["x", "lo", "hi"])],
        {"x": X4},
        {"lo": np.array(-0.5, np.float32), "hi": np.array(0.7, np.float32)},
        13,
        {"anec.clamp"},
    ),
    ("clip_relu", [node("Clip", ["x", "lo"])], {"x": X4}, {"lo": np.array(0.0, np.float32)}, 13, {"anec.relu"}),
    ("add_broadcast", [node("Add", ["x", "b"])], {"x": X4}, {"b": randn(4, 1, 1)}, 17, {"anec.add"}),
    ("sub_two_inputs", [node("Sub", ["x", "z"])], {"x": X4, "z": (6,)}, {}, 17, {"anec.sub"}),
    ("mul_div", [node("Mul", ["x", "b"], ["a"]), node("Div", ["a", "z"])], {"x": X4, "z": X4}, {"b": randn(6)}, 17, {"anec.div"}),
    ("pow_square", [node("Pow", ["x", "e"])], {"x": X4}, {"e": np.array(2.0, np.float32)}, 17, {"anec.square"}),
    (
        "pow_general",
        [node("Abs", ["x"], ["a"]), node("Pow", ["a", "e"])],
        {"x": X4},
        {"e": np.array(1.5, np.float32)},
        17,
        {"anec.pow"},
    ),
    (
        "max_min_variadic",
        [node("Max", ["x", "z", "w"], ["a"]), node("Min", ["a", "x"])],
        {"x": X4, "z": X4, "w": (6,)},
        {},
        17,
        {"anec.max", "anec.min"},
    ),
    (
        "sum_mean",
        [node("Sum", ["x", "z", "x"], ["a"]), node("Mean", ["a", "z"])],
        {"x": X4, "z": X4},
        {},
        17,
        {"anec.add", "anec.div"},
    ),
    (
        "conv_pads_groups",
        [node("Conv", ["x", "w", "b"], pads=[1, 0, 2, 1], group=2, dilations=[2, 1], strides=[1, 2])],
        {"x": (1, 4, 9, 9)},
        {"w": randn(6, 2, 3, 3), "b": randn(6)},
        17,
        {"anec.convolution"},
    ),
    (
        "conv_same_upper",
        [node("Conv", ["x", "w"], auto_pad="SAME_UPPER", strides=[2, 2])],
        {"x": (1, 4, 7, 8)},
        {"w": randn(5, 4, 4, 3)},
        11,
        {"anec.convolution"},
    ),
    (
        "conv_same_lower",
        [node("Conv", ["x", "w"], auto_pad="SAME_LOWER")],
        {"x": (1, 4, 7, 8)},
        {"w": randn(5, 4, 2, 2)},
        11,
        {"anec.convolution"},
    ),
    (
        "conv_valid_depthwise",
        [node("Conv", ["x", "w"], auto_pad="VALID", group=4)],
        {"x": (1, 4, 7, 8)},
        {"w": randn(8, 1, 3, 3)},
        11,
        {"anec.convolution"},
    ),
    (
        "conv_1d",
        [node("Conv", ["x", "w", "b"], pads=[2, 1], strides=[2])],
        {"x": (2, 3, 11)},
        {"w": randn(4, 3, 5), "b": randn(4)},
        17,
        {"anec.reshape"},
    ),
    (
        "conv_3d",
        [node("Conv", ["x", "w"], pads=[1, 1, 1, 1, 1, 1])],
        {"x": (1, 2, 4, 5, 5)},
        {"w": randn(3, 2, 3, 3, 3)},
        17,
        {"anec.convolution"},
    ),
    ("conv_runtime_weights", [node("Conv", ["x", "w"])], {"x": (1, 3, 5, 5), "w": (2, 3, 3, 3)}, {}, 17, {"anec.convolution"}),
    (
        "conv_transpose",
        [node("ConvTranspose", ["x", "w", "b"], strides=[2, 2], pads=[1, 0, 1, 1], output_padding=[1, 0])],
        {"x": (1, 4, 5, 5)},
        {"w": randn(4, 3, 3, 3), "b": randn(3)},
        17,
        {"anec.deconvolution"},
    ),
    (
        "conv_transpose_groups",
        [node("ConvTranspose", ["x", "w"], strides=[2, 2], group=2, dilations=[1, 2])],
        {"x": (1, 4, 5, 5)},
        {"w": randn(4, 3, 2, 3)},
        17,
        {"anec.deconvolution"},
    ),
    (
        "conv_transpose_output_shape",
        [node("ConvTranspose", ["x", "w"], strides=[2, 2], output_shape=[10, 11])],
        {"x": (1, 2, 5, 5)},
        {"w": randn(2, 3, 3, 3)},
        17,
        {"anec.deconvolution"},
    ),
    (
        "conv_transpose_same",
        [node("ConvTranspose", ["x", "w"], strides=[2, 2], auto_pad="SAME_UPPER")],
        {"x": (1, 2, 5, 5)},
        {"w": randn(2, 3, 3, 3)},
        17,
        {"anec.deconvolution"},
    ),
    (
        "conv_transpose_1d",
        [node("ConvTranspose", ["x", "w"], strides=[3])],
        {"x": (1, 2, 5)},
        {"w": randn(2, 3, 4)},
        17,
        {"anec.deconvolution"},
    ),
    (
        "gemm",
        [node("Gemm", ["x", "w", "c"], transB=1, alpha=0.5, beta=2.0)],
        {"x": (3, 8)},
        {"w": randn(5, 8), "c": randn(5)},
        17,
        {"anec.matmul"},
    ),
    ("gemm_trans_a", [node("Gemm", ["x", "w"], transA=1)], {"x": (8, 3)}, {"w": randn(8, 5)}, 11, {"anec.matmul"}),
    (
        "gemm_runtime_c",
        [node("Gemm", ["x", "w", "c"], beta=0.5)],
        {"x": (3, 8), "c": (3, 5)},
        {"w": randn(8, 5)},
        17,
        {"anec.matmul"},
    ),
    ("matmul_batched", [node("MatMul", ["x", "z"])], {"x": (2, 3, 4, 5), "z": (3, 5, 6)}, {}, 17, {"anec.matmul"}),
    ("matmul_weight", [node("MatMul", ["x", "w"])], {"x": (1, 7, 8)}, {"w": randn(8, 6)}, 17, {"anec.matmul"}),
    ("matmul_vector", [node("MatMul", ["x", "w"])], {"x": (2, 8)}, {"w": randn(8)}, 17, {"anec.matmul"}),
    ("matmul_vector_lhs", [node("MatMul", ["w", "x"])], {"x": (2, 8, 3)}, {"w": randn(8)}, 17, {"anec.matmul"}),
    (
        "batch_norm",
        [node("BatchNormalization", ["x", "s", "b", "m", "v"], epsilon=1e-3)],
        {"x": X4},
        {"s": randn(4), "b": randn(4), "m": randn(4), "v": np.abs(randn(4))},
        9,
        {"anec.batch_norm"},
    ),
    (
        "instance_norm",
        [node("InstanceNormalization", ["x", "s", "b"])],
        {"x": X4},
        {"s": randn(4), "b": randn(4)},
        17,
        {"anec.layer_norm", "anec.scale_bias"},
    ),
    (
        "layer_norm",
        [node("LayerNormalization", ["x", "s", "b"], axis=-1)],
        {"x": (2, 5, 8)},
        {"s": randn(8), "b": randn(8)},
        17,
        {"anec.layer_norm"},
    ),
    (
        "layer_norm_2axes",
        [node("LayerNormalization", ["x", "s"], axis=1)],
        {"x": (2, 5, 8)},
        {"s": randn(5, 8)},
        17,
        {"anec.layer_norm"},
    ),
    ("lrn", [node("LRN", ["x"], size=3, alpha=0.1, beta=0.75, bias=2.0)], {"x": (1, 6, 4, 5)}, {}, 13, {"anec.avg_pool"}),
    ("softmax", [node("Softmax", ["x"], axis=1)], {"x": X4}, {}, 13, {"anec.softmax"}),
    ("softmax_legacy", [node("Softmax", ["x"], axis=1)], {"x": X4}, {}, 11, {"anec.softmax", "anec.reshape"}),
    ("log_softmax", [node("LogSoftmax", ["x"])], {"x": (3, 7)}, {}, 13, {"anec.reduce_max"}),
    ("reduce_mean_attr", [node("ReduceMean", ["x"], axes=[2, -1])], {"x": X4}, {}, 13, {"anec.reduce_mean"}),
    (
        "reduce_mean_input",
        [node("ReduceMean", ["x", "axes"], keepdims=0)],
        {"x": X4},
        {"axes": np.array([1], np.int64)},
        18,
        {"anec.reduce_mean"},
    ),
    (
        "reduce_sum_input",
        [node("ReduceSum", ["x", "axes"])],
        {"x": X4},
        {"axes": np.array([1, 3], np.int64)},
        13,
        {"anec.reduce_sum"},
    ),
    ("reduce_max_all", [node("ReduceMax", ["x"])], {"x": X4}, {}, 13, {"anec.reduce_max"}),
    ("reduce_min", [node("ReduceMin", ["x"], axes=[0, 1], keepdims=0)], {"x": X4}, {}, 13, {"anec.reduce_min"}),
    ("reduce_l2", [node("ReduceL2", ["x"], axes=[1])], {"x": X4}, {}, 13, {"anec.sqrt"}),
    ("reduce_sum_square", [node("ReduceSumSquare", ["x"], axes=[1])], {"x": X4}, {}, 13, {"anec.square"}),
    (
        "max_pool",
        [node("MaxPool", ["x"], kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1])],
        {"x": (1, 3, 9, 9)},
        {},
        17,
        {"anec.max_pool"},
    ),
    (
        "max_pool_ceil",
        [node("MaxPool", ["x"], kernel_shape=[3, 3], strides=[2, 2], ceil_mode=1)],
        {"x": (1, 3, 10, 10)},
        {},
        17,
        {"anec.max_pool"},
    ),
    (
        "max_pool_dilated_1d",
        [node("MaxPool", ["x"], kernel_shape=[2], dilations=[2], pads=[1, 1])],
        {"x": (1, 3, 9)},
        {},
        17,
        {"anec.max_pool"},
    ),
    (
        "max_pool_same",
        [node("MaxPool", ["x"], kernel_shape=[3, 3], strides=[2, 2], auto_pad="SAME_UPPER")],
        {"x": (1, 3, 8, 7)},
        {},
        17,
        {"anec.max_pool"},
    ),
    (
        "avg_pool",
        [node("AveragePool", ["x"], kernel_shape=[3, 3], pads=[1, 1, 1, 1])],
        {"x": (1, 3, 8, 8)},
        {},
        17,
        {"anec.avg_pool"},
    ),
    (
        "avg_pool_include_pad",
        [node("AveragePool", ["x"], kernel_shape=[3, 3], pads=[1, 1, 1, 1], count_include_pad=1)],
        {"x": (1, 3, 8, 8)},
        {},
        17,
        {"anec.avg_pool"},
    ),
    (
        "avg_pool_ceil",
        [node("AveragePool", ["x"], kernel_shape=[3, 3], strides=[2, 2], ceil_mode=1)],
        {"x": (1, 3, 10, 10)},
        {},
        17,
        {"anec.avg_pool"},
    ),
    (
        "avg_pool_ceil_include_pad",
        [node("AveragePool", ["x"], kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1], ceil_mode=1, count_include_pad=1)],
        {"x": (1, 3, 10, 10)},
        {},
        17,
        {"anec.pad"},
    ),
    (
        "max_pool_3d",
        [node("MaxPool", ["x"], kernel_shape=[2, 3, 3], strides=[2, 1, 2], pads=[1, 1, 0, 0, 1, 1], ceil_mode=1)],
        {"x": (1, 2, 5, 6, 7)},
        {},
        17,
        {"anec.max_pool"},
    ),
    (
        "avg_pool_3d",
        [node("AveragePool", ["x"], kernel_shape=[3, 2, 3], strides=[1, 2, 2], pads=[1, 0, 1, 1, 1, 0])],
        {"x": (1, 2, 5, 6, 7)},
        {},
        17,
        {"anec.avg_pool"},
    ),
    (
        "avg_pool_3d_include_pad",
        [node("AveragePool", ["x"], kernel_shape=[3, 3, 3], pads=[1, 1, 1, 1, 1, 1], count_include_pad=1)],
        {"x": (1, 2, 4, 5, 5)},
        {},
        17,
        {"anec.avg_pool"},
    ),
    ("global_avg_pool", [node("GlobalAveragePool", ["x"])], {"x": X4}, {}, 17, {"anec.global_avg_pool"}),
    ("global_max_pool", [node("GlobalMaxPool", ["x"])], {"x": X4}, {}, 17, {"anec.global_max_pool"}),
    ("global_avg_pool_1d", [node("GlobalAveragePool", ["x"])], {"x": (1, 4, 9)}, {}, 17, {"anec.reduce_mean"}),
    ("flatten", [node("Flatten", ["x"], axis=2)], {"x": X4}, {}, 17, {"anec.reshape"}),
    ("reshape", [node("Reshape", ["x", "s"])], {"x": X4}, {"s": np.array([0, -1, 3], np.int64)}, 17, {"anec.reshape"}),
    (
        "squeeze_unsqueeze",
        [node("Unsqueeze", ["x", "a"], ["u"]), node("Squeeze", ["u", "a"])],
        {"x": X4},
        {"a": np.array([0, 3], np.int64)},
        17,
        set(),
    ),
    ("squeeze_attr", [node("Squeeze", ["x"], axes=[0])], {"x": X4}, {}, 11, {"anec.reshape"}),
    ("transpose", [node("Transpose", ["x"], perm=[0, 2, 3, 1])], {"x": X4}, {}, 17, {"anec.transpose"}),
    ("concat_constant", [node("Concat", ["x", "c"], axis=1)], {"x": X4}, {"c": randn(1, 2, 6, 6)}, 17, {"anec.concat"}),
    (
        "slice",
        [node("Slice", ["x", "st", "en", "ax", "sp"])],
        {"x": X4},
        {
            "st": np.array([1, -5], np.int64),
            "en": np.array([100, -1], np.int64),
            "ax": np.array([1, 3], np.int64),
            "sp": np.array([2, 1], np.int64),
        },
        17,
        {"anec.slice"},
    ),
    ("slice_attrs", [node("Slice", ["x"], starts=[1], ends=[3], axes=[2])], {"x": X4}, {}, 9, {"anec.slice"}),
    (
        "split",
        [node("Split", ["x", "sz"], ["a", "b"], axis=1), node("Sub", ["a", "b"])],
        {"x": X4},
        {"sz": np.array([2, 2], np.int64)},
        13,
        {"anec.slice"},
    ),
    (
        "split_uneven",
        [node("Split", ["x"], ["a", "b", "c"], axis=3, num_outputs=3), node("Concat", ["c", "a", "b"], axis=3)],
        {"x": (1, 2, 3, 7)},
        {},
        18,
        {"anec.slice"},
    ),
    (
        "pad_constant",
        [node("Pad", ["x", "p", "v"])],
        {"x": X4},
        {"p": np.array([0, 1, 2, 0, 0, 0, 1, 3], np.int64), "v": np.array(1.5, np.float32)},
        17,
        {"anec.pad"},
    ),
    (
        "pad_reflect",
        [node("Pad", ["x", "p"], mode="reflect")],
        {"x": X4},
        {"p": np.array([0, 0, 2, 1, 0, 0, 1, 2], np.int64)},
        17,
        {"anec.pad"},
    ),
    (
        "pad_edge",
        [node("Pad", ["x", "p"], mode="edge")],
        {"x": X4},
        {"p": np.array([0, 0, 2, 1, 0, 0, 1, 2], np.int64)},
        17,
        {"anec.concat"},
    ),
    (
        "pad_wrap",
        [node("Pad", ["x", "p"], mode="wrap")],
        {"x": X4},
        {"p": np.array([0, 0, 2, 1, 0, 0, 1, 2], np.int64)},
        19,
        {"anec.concat"},
    ),
    ("pad_negative_attr", [node("Pad", ["x"], pads=[0, 0, -1, 2, 0, 0, 1, -2])], {"x": X4}, {}, 9, {"anec.slice"}),
    ("gather_scalar", [node("Gather", ["x", "i"], axis=1)], {"x": X4}, {"i": np.array(-1, np.int64)}, 17, {"anec.slice"}),
    (
        "gather_progression",
        [node("Gather", ["x", "i"], axis=3)],
        {"x": X4},
        {"i": np.array([1, 3, 5], np.int64)},
        17,
        {"anec.slice"},
    ),
    (
        "gather_list",
        [node("Gather", ["x", "i"], axis=2)],
        {"x": X4},
        {"i": np.array([[4, 0], [0, 5]], np.int64)},
        17,
        {"anec.concat"},
    ),
    ("gather_embedding", [node("Gather", ["t", "ids"])], {"ids": (2, 3)}, {"t": randn(10, 4)}, 17, {"anec.gather"}),
    ("expand", [node("Expand", ["x", "s"])], {"x": (4, 1, 6)}, {"s": np.array([2, 1, 3, 1], np.int64)}, 17, {"anec.concat"}),
    ("tile", [node("Tile", ["x", "r"])], {"x": (2, 3)}, {"r": np.array([2, 3], np.int64)}, 17, {"anec.concat"}),
    ("depth_to_space", [node("DepthToSpace", ["x"], blocksize=2)], {"x": (1, 8, 3, 3)}, {}, 17, {"anec.transpose"}),
    (
        "depth_to_space_crd",
        [node("DepthToSpace", ["x"], blocksize=2, mode="CRD")],
        {"x": (1, 8, 3, 3)},
        {},
        17,
        {"anec.transpose"},
    ),
    ("space_to_depth", [node("SpaceToDepth", ["x"], blocksize=2)], {"x": (1, 2, 4, 6)}, {}, 17, {"anec.transpose"}),
    (
        "shape_folding",
        [
            node("Shape", ["x"], ["s"]),
            node("Gather", ["s", "zero"], ["n"]),
            node("Unsqueeze", ["n", "zero1"], ["n1"]),
            node("Concat", ["n1", "m1"], ["t"], axis=0),
            node("Reshape", ["x", "t"]),
        ],
        {"x": X4},
        {"zero": np.array(0, np.int64), "zero1": np.array([0], np.int64), "m1": np.array([-1], np.int64)},
        17,
        {"anec.reshape"},
    ),
    (
        "constant_of_shape",
        [node("ConstantOfShape", ["s"], ["c"], value=helper.make_tensor("v", FLOAT, [1], [0.25])), node("Add", ["x", "c"])],
        {"x": X4},
        {"s": np.array([4, 1, 1], np.int64)},
        17,
        {"anec.add"},
    ),
    (
        "constant_node",
        [node("Constant", [], ["c"], value=numpy_helper.from_array(randn(6), "c")), node("Mul", ["x", "c"])],
        {"x": X4},
        {},
        17,
        {"anec.mul"},
    ),
    (
        "resize_nearest_sizes",
        [node("Resize", ["x", "", "", "sz"], mode="nearest", coordinate_transformation_mode="asymmetric", nearest_mode="floor")],
        {"x": X4},
        {"sz": np.array([1, 4, 12, 18], np.int64)},
        13,
        {"anec.resize"},
    ),
    (
        "resize_linear_half_pixel",
        [node("Resize", ["x", "", "sc"], mode="linear")],
        {"x": X4},
        {"sc": np.array([1, 1, 2, 2], np.float32)},
        13,
        {"anec.resize"},
    ),
    (
        "resize_linear_align",
        [node("Resize", ["x", "", "", "sz"], mode="linear", coordinate_transformation_mode="align_corners")],
        {"x": X4},
        {"sz": np.array([1, 4, 9, 4], np.int64)},
        13,
        {"anec.resize"},
    ),
    (
        "resize_linear_down",
        [node("Resize", ["x", "", "", "sz"], mode="linear", coordinate_transformation_mode="pytorch_half_pixel")],
        {"x": (1, 2, 8, 8)},
        {"sz": np.array([1, 2, 4, 4], np.int64)},
        13,
        {"anec.resize"},
    ),
    (
        "upsample",
        [node("Upsample", ["x", "sc"], mode="nearest")],
        {"x": X4},
        {"sc": np.array([1, 1, 2, 3], np.float32)},
        9,
        {"anec.resize"},
    ),
    (
        "resize_10",
        [node("Resize", ["x", "sc"], mode="nearest")],
        {"x": X4},
        {"sc": np.array([1, 1, 2, 2], np.float32)},
        10,
        {"anec.resize"},
    ),
    (
        "cast_identity_dropout",
        [
            node("Cast", ["x"], ["c"], to=TensorProto.FLOAT16),
            node("Cast", ["c"], ["d"], to=FLOAT),
            node("Dropout", ["d"], ["e"]),
            node("Identity", ["e"]),
        ],
        {"x": X4},
        {},
        17,
        {"anec.cast"},
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_op_matches_onnxruntime(case: tuple[Any, ...]) -> None:
    name, nodes, shapes, initializers, opset, expected = case
    last = nodes[-1].output[0]
    model = make_model(nodes, [(k, FLOAT, s) for k, s in shapes.items()], [last], initializers, opset)
    feeds = {k: randn(*s) for k, s in shapes.items()}
    if name == "gather_embedding":
        feeds = {"ids": RNG.integers(0, 10, size=shapes["ids"]).astype(np.int64)}
        model.graph.input[0].type.tensor_type.elem_type = TensorProto.INT64
    result = check(model, feeds, tol=2e-5)
    assert expected <= set(op_names(result.module))


def test_argmax_gives_i32_indices() -> None:
    model = make_model([node("ArgMax", ["x"], axis=1, keepdims=0)], [("x", FLOAT, X4)], ["y"])
    x = randn(*X4)
    (got,) = run(import_onnx(model, keep_fp32=True), [x])
    assert got.dtype == np.int32
    np.testing.assert_array_equal(got, reference(model, {"x": x})[0])


# The Gelu written out with Erf, as exporters emit it, becomes anec.gelu.


def constant(name: str, value: float) -> Any:
    return helper.make_node(
        "Constant", [], [name], name=f"const_{name}", value=numpy_helper.from_array(np.array(value, np.float32), name)
    )


SQRT2 = float(np.sqrt(2.0))
GELU_FORMS = {
    "torchscript": [
        constant("s", SQRT2),
        node("Div", ["x", "s"], ["d"]),
        node("Erf", ["d"], ["e"]),
        constant("one", 1.0),
        node("Add", ["e", "one"], ["a"]),
        node("Mul", ["x", "a"], ["m"]),
        constant("h", 0.5),
        node("Mul", ["m", "h"], ["y"]),
    ],
    "half_first": [
        constant("h", 0.5),
        node("Mul", ["x", "h"], ["xh"]),
        constant("s", 1 / SQRT2),
        node("Mul", ["x", "s"], ["d"]),
        node("Erf", ["d"], ["e"]),
        constant("one", 1.0),
        node("Add", ["one", "e"], ["a"]),
        node("Mul", ["xh", "a"], ["y"]),
    ],
    "half_of_sum": [
        constant("s", SQRT2),
        node("Div", ["x", "s"], ["d"]),
        node("Erf", ["d"], ["e"]),
        constant("one", 1.0),
        node("Add", ["e", "one"], ["a"]),
        constant("h", 0.5),
        node("Mul", ["a", "h"], ["m"]),
        node("Mul", ["m", "x"], ["y"]),
    ],
}


@pytest.mark.parametrize("form", GELU_FORMS, ids=list(GELU_FORMS))
def test_erf_gelu_pattern_becomes_gelu(form: str) -> None:
    model = make_model(GELU_FORMS[form], [("x", FLOAT, (2, 8))], ["y"])
    result = check(model, {"x": randn(2, 8)})
    assert op_names(result.module) == ["anec.gelu"]


def test_erf_that_is_no_gelu_stays() -> None:
    nodes = [constant("s", 2.0), *GELU_FORMS["torchscript"][1:]]
    result = check(make_model(nodes, [("x", FLOAT, (2, 8))], ["y"]), {"x": randn(2, 8)})
    assert "anec.erf" in op_names(result.module)
    assert "anec.gelu" not in op_names(result.module)


# Precision: fp32 graphs compute in fp16 by default, behind an fp32 interface; fp16 graphs stay fp16.


def conv_model(kind: int = FLOAT) -> Any:
    dtype = np.float16 if kind == TensorProto.FLOAT16 else np.float32
    weights = {"w": randn(4, 3, 3, 3).astype(dtype), "b": randn(4).astype(dtype)}
    return make_model(
        [node("Conv", ["x", "w", "b"], ["c"], pads=[1, 1, 1, 1]), node("Relu", ["c"])],
        [("x", kind, (1, 3, 8, 8))],
        ["y"],
        weights,
    )


def signature(module: Any) -> tuple[list[str], list[str]]:
    function = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    return [str(t) for t in function.function_type.inputs], [str(t) for t in function.function_type.outputs]


def test_fp32_graph_computes_in_fp16_behind_casts() -> None:
    result = check(conv_model(), {"x": randn(1, 3, 8, 8)}, keep_fp32=False, tol=2e-3)
    names = op_names(result.module)
    assert names[0] == "anec.cast" and names[-1] == "anec.cast"
    assert signature(result.module) == (["tensor<1x3x8x8xf32>"], ["tensor<1x4x8x8xf32>"])
    conv_op = next(op for op in result.module.walk() if op.name == "anec.convolution")
    assert "f16" in str(conv_op.operands[1].type)


@pytest.mark.parametrize("target", ["h13", "h17s"])
def test_one_op_fp32_graph_is_one_dispatch(target: str) -> None:
    """The boundary casts are the program's I/O conversion (docs/cost-model.md,
    "Boundary casts"): a one-op fp32 graph is one dispatch, as written and
    compiled, and its bytes are the fp32 input and output."""
    from anec.cost.analytic import Mode, estimate_module
    from anec.passes.compile import AnecCompilePass

    module = convert_onnx(make_model([node("Relu", ["x"])], [("x", FLOAT, (1, 64, 32, 32))], ["y"]), keep_fp32=False).module
    assert op_names(module) == ["anec.cast", "anec.relu", "anec.cast"]
    as_written = {mode: estimate_module(module, target, mode) for mode in Mode}
    assert all(e.dispatches == 1 for e in as_written.values())
    # The relu reads the fp32 input and writes the fp32 output (SPEC section 3: storage width).
    assert as_written[Mode.SEED].bytes == 2 * 64 * 32 * 32 * 4
    AnecCompilePass(target=target).apply(anec_context(), module)
    (program,) = [op for op in module.walk() if op.name == "anec.program"]
    members = [op.name for op in program.regions[0].block.ops]
    assert members[0] == "anec.cast" and members[-2:] == ["anec.cast", "anec.yield"]
    assert all(estimate_module(module, target, mode).dispatches == 1 for mode in Mode)


def test_keep_fp32_computes_in_fp32() -> None:
    result = check(conv_model(), {"x": randn(1, 3, 8, 8)}, keep_fp32=True)
    assert "anec.cast" not in op_names(result.module)


@pytest.mark.parametrize("keep_fp32", [False, True])
def test_fp16_graph_stays_fp16(keep_fp32: bool) -> None:
    model = conv_model(TensorProto.FLOAT16)
    result = check(model, {"x": randn(1, 3, 8, 8).astype(np.float16)}, keep_fp32=keep_fp32, tol=2e-3)
    assert "anec.cast" not in op_names(result.module)
    assert signature(result.module) == (["tensor<1x3x8x8xf16>"], ["tensor<1x4x8x8xf16>"])


# Weights: inline, resource blobs, function arguments.


def test_weights_as_arguments_in_order_of_first_use() -> None:
    weights = {"w2": randn(4, 4, 1, 1), "w1": randn(4, 3, 3, 3), "b1": randn(4), "unused": randn(3)}
    nodes = [node("Conv", ["x", "w1", "b1"], ["c"]), node("Conv", ["c", "w2"], ["d"]), node("Add", ["d", "w2_splat"])]
    weights["w2_splat"] = np.full((4, 1, 1), 0.5, np.float32)
    model = make_model(nodes, [("x", FLOAT, (1, 3, 6, 6))], ["y"], weights)
    result = check(model, {"x": randn(1, 3, 6, 6)}, weights="args")
    assert list(result.weights) == ["w1", "b1", "w2"]
    function = next(op for op in result.module.walk() if isinstance(op, func.FuncOp))
    assert [a.name_hint for a in function.args] == ["x", "w1", "b1", "w2"]
    np.testing.assert_array_equal(result.weights["w1"], weights["w1"])
    assert "dense<5.000000e-01>" in module_text(result.module)


def test_weight_argument_holds_the_layout_anec_consumes() -> None:
    w = randn(4, 3, 3, 3)
    model = make_model([node("ConvTranspose", ["x", "w"])], [("x", FLOAT, (1, 4, 5, 5))], ["y"], {"w": w})
    result = check(model, {"x": randn(1, 4, 5, 5)}, weights="args")
    np.testing.assert_array_equal(result.weights["w"], w.transpose(1, 0, 2, 3))


def test_resource_weights_round_trip_through_anec_opt(tmp_path: Path) -> None:
    model = conv_model()
    text = module_text(import_onnx(model, weights="resource"))
    assert "dense_resource<w_" in text and "dialect_resources" in text
    path = tmp_path / "conv.mlir"
    path.write_text(text)
    printed = subprocess.run(
        [sys.executable, "-m", "tools.anec_opt", str(path)], check=False, capture_output=True, text=True, cwd=ROOT
    )
    assert printed.returncode == 0, printed.stderr
    assert "dialect_resources" in printed.stdout


def test_import_is_deterministic() -> None:
    model = make_model(
        GELU_FORMS["torchscript"] + [node("Conv", ["y4", "w"], ["z"])],
        [("x", FLOAT, (1, 3, 8, 8))],
        ["z"],
        {"w": randn(2, 3, 1, 1)},
    )
    model.graph.node[-2].output[0] = "y4"
    for weights in ("inline", "resource", "args", "none"):
        first = module_text(import_onnx(model, weights=weights))
        assert first == module_text(import_onnx(model, weights=weights)), weights


# Shapes: static, overridable, and a dynamic dimension is an error naming the input and the axis.


def dynamic_model() -> Any:
    model = make_model([node("Relu", ["x"])], [("x", FLOAT, ["batch", 3, 8, 8])], ["y"])
    return model


def test_dynamic_dimension_is_an_error_naming_input_and_axis() -> None:
    with pytest.raises(OnnxImportError, match=r"input 'x' has a dynamic dimension \('batch'\) on axis 0.*--shape x=Nx3x8x8"):
        import_onnx(dynamic_model())


def test_shape_override_fixes_a_dynamic_dimension() -> None:
    assert signature(import_onnx(dynamic_model(), shapes={"x": (2, 3, 8, 8)}))[0] == ["tensor<2x3x8x8xf32>"]


def test_shape_override_of_a_static_input_propagates() -> None:
    model = make_model([node("Flatten", ["x"])], [("x", FLOAT, (1, 3, 8, 8))], ["y"])
    assert signature(import_onnx(model, shapes={"x": (1, 3, 4, 4)}))[1] == ["tensor<1x48xf32>"]


# Unsupported ops are reported by name and node, never dropped.


def test_unsupported_op_is_reported_by_name_and_node() -> None:
    with pytest.raises(OnnxImportError, match=r"^unsupported ONNX op 'RoiAlign' \(node 'roi_1'\)$"):
        import_onnx(roi_model())


def test_op_of_another_domain_is_unsupported() -> None:
    fused = helper.make_node("FusedGemm", ["x"], ["y"], name="fg", domain="com.microsoft")
    model = make_model([node("Relu", ["x"], ["r"])], [("x", FLOAT, (2, 2))], ["r"])
    model.graph.node.append(fused)
    model.graph.output[0].name = "y"
    model.opset_import.append(helper.make_opsetid("com.microsoft", 1))
    with pytest.raises(OnnxImportError, match=r"unsupported ONNX op 'com.microsoft.FusedGemm' \(node 'fg'\)"):
        import_onnx(model)


def test_inexpressible_attribute_is_an_error() -> None:
    model = make_model([node("ArgMax", ["x"], select_last_index=1)], [("x", FLOAT, X4)], ["y"], opset=13)
    with pytest.raises(OnnxImportError, match=r"node 'argmax_y' \(ArgMax\): select_last_index"):
        import_onnx(model)


def test_resize_with_axes_imports() -> None:
    resize = node("Resize", ["x", "", "", "sz"], mode="linear", axes=[2, 3], keep_aspect_ratio_policy="not_larger")
    model = make_model([resize], [("x", FLOAT, X4)], ["y"], {"sz": np.array([12, 9], np.int64)}, opset=18)
    result = check(model, {"x": randn(*X4)})
    assert op_names(result.module) == ["anec.resize"]


@pytest.mark.parametrize(
    "attrs, message",
    [
        ({"mode": "cubic"}, "mode 'cubic' is not expressible"),
        ({"mode": "linear", "coordinate_transformation_mode": "asymmetric"}, "differs from anec.resize"),
        ({"mode": "nearest", "nearest_mode": "ceil"}, "differs from anec.resize"),
    ],
    ids=["cubic", "linear_asymmetric", "nearest_ceil"],
)
def test_resize_sampling_anec_cannot_express_is_an_error(attrs: dict[str, str], message: str) -> None:
    model = make_model(
        [node("Resize", ["x", "", "sc"], **attrs)],
        [("x", FLOAT, X4)],
        ["y"],
        {"sc": np.array([1, 1, 1.5, 1.5], np.float32)},
        opset=13,
    )
    with pytest.raises(OnnxImportError, match=message):
        import_onnx(model)


def test_unused_unsupported_output_is_fine_but_a_used_one_is_not() -> None:
    used = make_model(
        [node("Dropout", ["x"], ["y", "mask"]), node("Cast", ["mask"], ["z"], to=FLOAT)], [("x", FLOAT, X4)], ["z"], opset=13
    )
    with pytest.raises(OnnxImportError, match=r"output 1 \('mask'\) is not supported"):
        import_onnx(used)
    check(make_model([node("Dropout", ["x"], ["y", "mask"])], [("x", FLOAT, X4)], ["y"], opset=13), {"x": randn(*X4)})


def test_opset_older_than_9_is_upgraded_first() -> None:
    model = make_model(
        [node("Relu", ["x"], ["r"]), node("Upsample", ["r"], mode="nearest", scales=[1.0, 1.0, 2.0, 2.0])],
        [("x", FLOAT, X4)],
        ["y"],
        opset=7,
    )
    result = check(model, {"x": randn(*X4)})
    assert op_names(result.module) == ["anec.relu", "anec.resize"]


# The command line: output files, and one clear line with exit status 1 on bad input.


def anec_import(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tools.anec_import", *args], check=False, capture_output=True, text=True, cwd=cwd
    )


def test_cli_imports_and_writes_weights(tmp_path: Path) -> None:
    onnx.save(conv_model(), tmp_path / "conv.onnx")
    done = anec_import(
        str(tmp_path / "conv.onnx"),
        "-o",
        str(tmp_path / "conv.mlir"),
        "--weights",
        "args",
        "--weights-file",
        str(tmp_path / "w.npz"),
        "--entry",
        "conv",
    )
    assert done.returncode == 0, done.stderr
    module = load_module(anec_context(), str(tmp_path / "conv.mlir"))
    assert signature(module)[0] == ["tensor<1x3x8x8xf32>", "tensor<4x3x3x3xf16>", "tensor<4xf16>"]
    with np.load(tmp_path / "w.npz") as weights:
        assert sorted(weights.files) == ["b", "w"]


def garbage(path: Path) -> None:
    path.write_bytes(b"\x00\xffnot a protobuf")


def truncated(path: Path) -> None:
    path.write_bytes(conv_model().SerializeToString()[:200])


def dynamic(path: Path) -> None:
    onnx.save(dynamic_model(), path)


def roi_model() -> Any:
    roi = helper.make_node("RoiAlign", ["x", "rois", "batch"], ["y"], name="roi_1")
    return make_model([roi], [("x", FLOAT, (1, 2, 8, 8)), ("rois", FLOAT, (3, 4)), ("batch", FLOAT, (3,))], ["y"])


def unsupported(path: Path) -> None:
    onnx.save(roi_model(), path)


BAD_INPUTS = {
    "not_protobuf": (garbage, "is not an ONNX model"),
    "truncated": (truncated, "is not an ONNX model"),
    "dynamic_shape": (dynamic, "input 'x' has a dynamic dimension ('batch') on axis 0"),
    "unsupported_op": (unsupported, "unsupported ONNX op 'RoiAlign' (node 'roi_1')"),
}


@pytest.mark.parametrize("bad", BAD_INPUTS, ids=list(BAD_INPUTS))
def test_cli_bad_input_is_one_line_exit_1_no_output(bad: str, tmp_path: Path) -> None:
    write, message = BAD_INPUTS[bad]
    source, target = tmp_path / "model.onnx", tmp_path / "model.mlir"
    write(source)
    done = anec_import(str(source), "-o", str(target))
    assert done.returncode == 1
    assert done.stderr.startswith("anec-import: error: ") and message in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert "Traceback" not in done.stderr
    assert not target.exists()


def test_cli_shape_override(tmp_path: Path) -> None:
    dynamic(tmp_path / "d.onnx")
    done = anec_import(str(tmp_path / "d.onnx"), "--shape", "x=4x3x8x8")
    assert done.returncode == 0, done.stderr
    assert "tensor<4x3x8x8xf32>" in done.stdout
    bad = anec_import(str(tmp_path / "d.onnx"), "--shape", "x=4by3")
    assert bad.returncode == 1 and "not NAME=DIMS" in bad.stderr


def test_cli_mlir_input_takes_no_onnx_options(tmp_path: Path) -> None:
    source = tmp_path / "linalg.mlir"
    source.write_text("builtin.module {}\n")
    done = anec_import(str(source), "--weights", "args")
    assert done.returncode == 1 and "--weights applies to ONNX input only" in done.stderr


def test_cli_mlir_input_goes_through_the_linalg_converter(tmp_path: Path) -> None:
    source = tmp_path / "linalg.mlir"
    source.write_text("builtin.module {}\n")
    done = anec_import(str(source))
    try:
        import anec.frontend.linalg  # noqa: F401
    except ImportError:
        assert done.returncode == 1 and "convert-linalg-to-anec" in done.stderr
        return
    assert done.returncode == 0, done.stderr
    assert "builtin.module" in done.stdout


# Graphs nobody here wrote: one zoo model from the onnx wheel, one tiny torch export.


def test_zoo_squeezenet_imports_and_matches_onnxruntime() -> None:
    # As shipped, the zoo's constant 0.02 weights give logits near 7e9, where
    # one float32 step is 512 and the softmax is a one-hot decided by
    # summation order; seeded He-scaled weights keep every activation near 1.
    model = with_logits(randomize_fills(onnx.load(str(ZOO / "light_squeezenet.onnx"))))
    result = convert_onnx(model, keep_fp32=True)
    result.module.verify()
    x = RNG.standard_normal((1, 3, 224, 224)).astype(np.float32)
    want = reference(model, {"data_0": x})
    # Well conditioned: the softmax is spread, not one-hot, and the logits are of order 1.
    assert float(want[0].max()) < 0.5 and 1.0 < float(np.abs(want[1]).max()) < 1e3
    assert max_rel_error(run(result.module, [x]), want) <= 1e-5


def test_tiny_torch_export_matches_onnxruntime() -> None:
    torch = pytest.importorskip("torch")
    from devtools.reference_models import export

    torch.manual_seed(0)
    net = torch.nn.Sequential(
        torch.nn.Conv2d(3, 8, 3, padding=1),
        torch.nn.BatchNorm2d(8),
        torch.nn.Hardswish(),
        torch.nn.AdaptiveAvgPool2d(1),
        torch.nn.Flatten(),
        torch.nn.Linear(8, 4),
        torch.nn.GELU(),
    ).eval()
    example = torch.randn(1, 3, 16, 16)
    model = export(net, example)
    check(model, {"input": example.numpy()}, weights="args", tol=1e-5)
    check(model, {"input": example.numpy()}, keep_fp32=False, tol=2e-3)


# Shape-only import: weights as #anec.placeholder constants (--weights none, or external data that is missing).


def bn_conv_model() -> Any:
    """Conv + BatchNormalization + Relu: weights the compiler folds, a splat it keeps."""
    weights = {
        "w": randn(4, 3, 3, 3),
        "scale": randn(4),
        "bias": randn(4),
        "mean": randn(4),
        "var": np.abs(randn(4)) + 0.5,
        "half": np.full((4, 1, 1), 0.5, np.float32),
    }
    nodes = [
        node("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1]),
        node("BatchNormalization", ["c", "scale", "bias", "mean", "var"], ["n"]),
        node("Mul", ["n", "half"], ["m"]),
        node("Relu", ["m"]),
    ]
    return make_model(nodes, [("x", FLOAT, (1, 3, 8, 8))], ["y"], weights)


def placeholders(module: Any) -> list[str]:
    from anec.dialect.dense import PlaceholderAttr

    return [str(op.value.get_type()) for op in module.walk() if isinstance(getattr(op, "value", None), PlaceholderAttr)]


def test_shape_only_import_estimates_like_the_full_one() -> None:
    from anec.cost.report import analyze
    from anec.cost.targets import get_target
    from anec.passes.compile import AnecCompilePass

    model = bn_conv_model()
    full = import_onnx(model, weights="args")
    shapes = import_onnx(model, weights="none")
    assert placeholders(shapes) == ["tensor<4x3x3x3xf16>", "tensor<4xf16>", "tensor<4xf16>", "tensor<4xf16>", "tensor<4xf16>", "tensor<4x1x1xf16>"]
    assert "dense<" not in module_text(shapes)
    assert [n for n in op_names(shapes) if n != "anec.constant"] == [n for n in op_names(full) if n != "anec.constant"]
    target = get_target("h13")
    assert analyze(shapes, target).total_latency_us == analyze(full, target).total_latency_us
    ctx = anec_context()
    AnecCompilePass(target="h13").apply(ctx, shapes)
    AnecCompilePass(target="h13").apply(ctx, full)
    shapes.verify()
    assert analyze(shapes, target).total_latency_us == pytest.approx(analyze(full, target).total_latency_us)


def test_interpreter_refuses_a_placeholder() -> None:
    from anec.interpreter import OpRuntimeError

    module = import_onnx(conv_model(), weights="none")
    with pytest.raises(OpRuntimeError, match="'anec.constant' op is a placeholder .imported for its shape only."):
        run(module, [randn(1, 3, 8, 8)])


def save_external(model: Any, path: Path) -> None:
    onnx.save_model(model, path, save_as_external_data=True, all_tensors_to_one_file=True, location="data.bin", size_threshold=0)


def test_missing_external_data_imports_shapes_only_with_a_warning(tmp_path: Path) -> None:
    save_external(conv_model(), tmp_path / "conv.onnx")
    whole = anec_import(str(tmp_path / "conv.onnx"))
    assert whole.returncode == 0 and whole.stderr == "", whole.stderr
    assert "#anec.placeholder" not in whole.stdout and "dense<" in whole.stdout
    (tmp_path / "data.bin").unlink()
    done = anec_import(str(tmp_path / "conv.onnx"), "-o", str(tmp_path / "conv.mlir"))
    assert done.returncode == 0, done.stderr
    assert done.stderr.startswith("anec-import: warning: the external data of initializer ")
    assert "('data.bin') is missing; importing shapes only" in done.stderr
    module = load_module(anec_context(), str(tmp_path / "conv.mlir"))
    assert placeholders(module) == ["tensor<4x3x3x3xf16>", "tensor<4xf16>"]
    with pytest.warns(UserWarning, match="is missing; importing shapes only"):
        assert placeholders(import_onnx(str(tmp_path / "conv.onnx"), weights="inline")) == placeholders(module)


def test_missing_external_integer_data_is_an_error(tmp_path: Path) -> None:
    model = make_model(
        [node("Reshape", ["x", "shape"])], [("x", FLOAT, (2, 8))], ["y"], {"shape": np.array([4, 4], np.int64)}
    )
    save_external(model, tmp_path / "r.onnx")
    (tmp_path / "data.bin").unlink()
    done = anec_import(str(tmp_path / "r.onnx"), "--weights", "none", "-o", str(tmp_path / "r.mlir"))
    assert done.returncode == 1 and not (tmp_path / "r.mlir").exists()
    assert done.stderr.strip() == (
        f"anec-import: error: {tmp_path / 'r.onnx'}: initializer 'shape' (int64) is in external data that is missing; "
        "a shape-only import needs every integer tensor (shapes are computed from them)"
    )


# anec-report and anec-opt take a model too, imported in their own process.


def tool(name: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", f"tools.{name}", *args], check=False, capture_output=True, text=True, cwd=ROOT)


def test_report_and_opt_on_a_model_match_import_then_read(tmp_path: Path) -> None:
    onnx.save(conv_model(), tmp_path / "conv.onnx")
    assert anec_import(str(tmp_path / "conv.onnx"), "-o", str(tmp_path / "conv.mlir")).returncode == 0
    for args in (["--target", "h13"], ["--target", "all", "--mode", "refined"], ["--target", "h17s", "--format", "json"]):
        direct = tool("anec_report", str(tmp_path / "conv.onnx"), *args)
        two_steps = tool("anec_report", str(tmp_path / "conv.mlir"), *args)
        assert direct.returncode == 0 and direct.stderr == "", direct.stderr
        assert direct.stdout == two_steps.stdout and ("h17s" if "all" in args else "convolution") in direct.stdout
    for pipeline in ([], ["-p", "anec-compile{target=h13}"]):
        direct = tool("anec_opt", str(tmp_path / "conv.onnx"), *pipeline)
        two_steps = tool("anec_opt", str(tmp_path / "conv.mlir"), *pipeline)
        assert direct.returncode == 0, direct.stderr
        assert direct.stdout == two_steps.stdout and "anec.convolution" in direct.stdout


def test_report_and_opt_pass_on_the_import_warning(tmp_path: Path) -> None:
    save_external(conv_model(), tmp_path / "conv.onnx")
    (tmp_path / "data.bin").unlink()
    done = tool("anec_report", str(tmp_path / "conv.onnx"), "--target", "h13")
    assert done.returncode == 0 and "convolution" in done.stdout
    assert done.stderr.startswith("anec-report: warning: the external data of initializer ")


@pytest.mark.parametrize("bad", BAD_INPUTS, ids=list(BAD_INPUTS))
@pytest.mark.parametrize("name", ["anec_report", "anec_opt"])
def test_report_and_opt_on_a_bad_model_are_one_line_exit_1_no_output(name: str, bad: str, tmp_path: Path) -> None:
    write, message = BAD_INPUTS[bad]
    source, target = tmp_path / "model.onnx", tmp_path / "out.txt"
    write(source)
    extra = ["--target", "h13"] if name == "anec_report" else []
    done = tool(name, str(source), *extra, "-o", str(target))
    assert done.returncode == 1
    assert done.stderr.startswith(f"{name.replace('_', '-')}: error: ") and message in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert not target.exists()


def test_opt_on_a_model_refuses_the_text_only_options(tmp_path: Path) -> None:
    onnx.save(conv_model(), tmp_path / "conv.onnx")
    done = tool("anec_opt", str(tmp_path / "conv.onnx"), "--split-input-file")
    assert done.returncode == 1
    assert done.stderr.strip() == "anec-opt: error: --split-input-file and --verify-diagnostics read MLIR text, not a model to import"


@pytest.mark.parametrize("name", ["anec_import", "anec_report", "anec_opt"])
def test_a_directory_named_like_a_model_is_refused(name: str, tmp_path: Path) -> None:
    (tmp_path / "m.onnx").mkdir()
    extra = ["--target", "h13"] if name == "anec_report" else []
    done = tool(name, str(tmp_path / "m.onnx"), *extra)
    assert done.returncode == 1
    assert done.stderr.strip().endswith(f"error: cannot read '{tmp_path / 'm.onnx'}': a directory, not a model file")
