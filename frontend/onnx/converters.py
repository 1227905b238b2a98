"""The converter of each ONNX op: one small function per op type (or family), in a table."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from anec.frontend.onnx.model import Node, Value
from anec.frontend.onnx.elementwise import (
    BINARY_OPS,
    UNARY_OPS,
    convert_alias,
    convert_binary,
    convert_clip,
    convert_elu,
    convert_gelu,
    convert_hard_sigmoid,
    convert_leaky_relu,
    convert_mish,
    convert_prelu,
    convert_selu,
    convert_softsign,
    convert_unary,
)
from anec.frontend.onnx.logic import (
    COMPARISONS,
    LOGIC,
    convert_cast as convert_logic_cast,
    convert_comparison,
    convert_is_nan,
    convert_logic,
    convert_not,
    convert_where,
)
from anec.frontend.onnx.nn import (
    REDUCE_OPS,
    convert_arg_reduce,
    convert_batch_norm,
    convert_conv_transpose,
    convert_global_pool,
    convert_instance_norm,
    convert_layer_norm,
    convert_log_softmax,
    convert_lrn,
    convert_pool,
    convert_reduce,
    convert_softmax,
)
from anec.frontend.onnx.shape import (
    convert_concat,
    convert_depth_to_space,
    convert_expand,
    convert_flatten,
    convert_gather,
    convert_gather_nd,
    convert_grid_sample,
    convert_pad,
    convert_reshape,
    convert_resize,
    convert_shape,
    convert_size,
    convert_slice,
    convert_space_to_depth,
    convert_split,
    convert_squeeze,
    convert_tile,
    convert_transpose,
    convert_unsqueeze,
)

from anec.frontend.onnx import quantized
from anec.frontend.onnx.attention import convert_attention
from anec.frontend.onnx.control import convert_if, convert_loop
from anec.frontend.onnx.einsum import convert_einsum
from anec.frontend.onnx.recurrent import convert_recurrent
from anec.frontend.onnx.topk import convert_top_k

if TYPE_CHECKING:
    from anec.frontend.onnx.importer import GraphImporter

Converter = Callable[["GraphImporter", Node], Sequence[Value]]
"""Converts one node with run-time inputs; returns its outputs in order."""

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
    "Conv": quantized.convert_conv,
    "ConvTranspose": convert_conv_transpose,
    "Gemm": quantized.convert_gemm,
    "MatMul": quantized.convert_matmul,
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
    "GatherND": convert_gather_nd,
    "GridSample": convert_grid_sample,
    "Expand": convert_expand,
    "Tile": convert_tile,
    "DepthToSpace": convert_depth_to_space,
    "SpaceToDepth": convert_space_to_depth,
    "Shape": convert_shape,
    "Size": convert_size,
    "Cast": convert_logic_cast,
    "CastLike": convert_logic_cast,
    "IsNaN": convert_is_nan,
    **{name: convert_comparison for name in COMPARISONS},
    "Not": convert_not,
    **{name: convert_logic for name in LOGIC},
    "Where": convert_where,
    "Resize": convert_resize,
    "Upsample": convert_resize,
    "TopK": convert_top_k,
    "RNN": convert_recurrent,
    "GRU": convert_recurrent,
    "LSTM": convert_recurrent,
    "QuantizeLinear": quantized.convert_quantize_linear,
    "DequantizeLinear": quantized.convert_dequantize_linear,
    "QLinearConv": quantized.convert_qlinear_conv,
    "DynamicQuantizeLinear": quantized.convert_dynamic_quantize_linear,
    "ConvInteger": quantized.convert_conv_integer,
    "MatMulInteger": quantized.convert_matmul_integer,
    "com.microsoft.QLinearAdd": quantized.convert_qlinear_add,
    "com.microsoft.QLinearGlobalAveragePool": quantized.convert_qlinear_global_average_pool,
    "com.microsoft.QGemm": quantized.convert_qgemm,
    "QLinearMatMul": quantized.convert_qlinear_matmul,
    "Einsum": convert_einsum,
    "Attention": convert_attention,
    "If": convert_if,
    "Loop": convert_loop,
}
"""The converter of each default-domain ONNX op with run-time inputs (known inputs fold instead)."""


