"""
The calibration rows whose weights are compressed, built as a user's model
would carry them and imported through anec's own front ends: int8 and
block-scaled int4 weights as ONNX `DequantizeLinear` graphs (what
onnxruntime's quantizers write), palettized and sparse weights as Core ML
ML Programs with `constexpr_lut_to_dense` and `constexpr_sparse_to_dense`
(what `coremltools.optimize` writes). The importer decides each weight's
`anec.weight_format`, so the rows fit the model on the forms users import
(docs/cost-model.md, "Compressed weights").

The weights' values are random with a fixed seed: latency does not depend on
them, except a sparse weight's zero fraction, which the row's storage names
and the mask keeps exactly.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from xdsl.dialects.builtin import ModuleOp

SEED = 0
"""The seed of every row's random weights (any seed gives the same estimate)."""

BLOCKED = re.compile(r"int4 \(group (\d+)\)")
"""A row storage of block-scaled int4 weights, one scale per group of N
consecutive input elements (the calibration set's `int4 (group 64)`)."""

SPARSE = re.compile(r"sparse weights \(~(\d+)% zeros\)")


def storage_kind(dtype: str) -> str | None:
    """How rows of weight storage `dtype` are built: `onnx` or `coreml`, or
    None for storage no front end expresses."""
    if dtype in ("int8 weights", "int8 weights (ANE8)") or BLOCKED.fullmatch(dtype):
        return "onnx"
    if dtype == "int4-LUT weights" or SPARSE.fullmatch(dtype):
        return "coreml"
    return None


STORAGES = ("int8 weights", "int8 weights (ANE8)", "int4 (group N)", "int4-LUT weights", "sparse weights (~N% zeros)")
"""The compressed storages rows may name, for messages."""


def linear_module(dtype: str, lead: Sequence[int], k: int, n: int) -> ModuleOp:
    """x[*lead, k] @ W[k, n] with W stored as `dtype`, imported (weights as
    shape-only arguments: the estimate reads shapes and formats only)."""
    kind = storage_kind(dtype)
    if kind == "onnx":
        from anec.frontend.onnx import convert_onnx

        return convert_onnx(onnx_linear(dtype, lead, k, n), weights="none").module
    if kind == "coreml":
        from anec.frontend.coreml import convert_coreml

        return convert_coreml(_mil_linear(dtype, lead, k, n), weights="none").module
    raise ValueError(f"weight storage '{dtype}' is not compressed storage anec imports ({', '.join(STORAGES)})")


def onnx_linear(dtype: str, lead: Sequence[int], k: int, n: int) -> Any:
    """x[*lead, k] @ W[k, n], W an int8 or block-scaled int4 initializer behind
    `DequantizeLinear` (opset 21)."""
    import numpy as np
    from onnx import TensorProto, helper, numpy_helper

    rng = np.random.default_rng(SEED)
    blocked = BLOCKED.fullmatch(dtype)
    if blocked:
        block = int(blocked.group(1))
        if k % block:
            raise ValueError(f"k = {k} is not a multiple of the group size {block}")
        values = rng.integers(-8, 8, size=k * n, dtype=np.int8)
        packed = ((values[0::2] & 0x0F) | ((values[1::2] & 0x0F) << 4)).astype(np.uint8) if len(values) % 2 == 0 else None
        if packed is None:
            raise ValueError("an int4 weight of an odd element count")
        weight = helper.make_tensor("W", TensorProto.INT4, [k, n], packed.tobytes(), raw=True)
        scale = numpy_helper.from_array(np.full((k // block, n), 0.01, dtype=np.float16), "W_scale")
        dequantize = helper.make_node("DequantizeLinear", ["W", "W_scale"], ["W_dq"], axis=0, block_size=block)
    else:
        weight = numpy_helper.from_array(rng.integers(-127, 128, size=(k, n), dtype=np.int8), "W")
        scale = numpy_helper.from_array(np.array(0.01, dtype=np.float16), "W_scale")
        dequantize = helper.make_node("DequantizeLinear", ["W", "W_scale"], ["W_dq"])
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT16, [*lead, k])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT16, [*lead, n])
    graph = helper.make_graph([dequantize, helper.make_node("MatMul", ["x", "W_dq"], ["y"])], "row", [x], [y], [weight, scale])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 21)])


def _mil_linear(dtype: str, lead: Sequence[int], k: int, n: int) -> Any:
    import numpy as np

    from anec.frontend.coreml.load import coremltools, quiet

    ct = coremltools()
    with quiet():
        from coremltools.converters.mil import Builder as mb
        from coremltools.converters.mil.mil import types

    weight = mil_weight(mb, dtype, n, k, np.random.default_rng(SEED))
    with quiet():

        @mb.program(input_specs=[mb.TensorSpec(shape=(*lead, k), dtype=types.fp16)], opset_version=ct.target.iOS16)
        def program(x: Any) -> Any:
            return mb.linear(x=x, weight=weight(), name="y")

    return program


def mil_weight(mb: Any, dtype: str, n: int, k: int, rng: Any) -> Callable[[], Any]:
    """A palettized or sparse weight [n, k] (D_out, D_in) as coremltools'
    compression writes it: a function that adds its `constexpr` op to the
    program being built."""
    import numpy as np

    shape = np.array([n, k], dtype=np.uint32)
    sparse = SPARSE.fullmatch(dtype)
    if sparse:
        zeros = int(sparse.group(1)) / 100
        mask = np.ones(n * k, dtype=bool)
        mask[rng.permutation(n * k)[: round(zeros * n * k)]] = False
        values = rng.uniform(0.5, 1.0, size=int(mask.sum())).astype(np.float16)
        packed = np.packbits(mask, bitorder="little")
        return lambda: mb.constexpr_sparse_to_dense(nonzero_data=values, mask=packed, shape=shape)
    if dtype != "int4-LUT weights":
        raise ValueError(f"weight storage '{dtype}' is not a Core ML constexpr form ({', '.join(STORAGES)})")
    bits = 4
    lut = np.linspace(-1.0, 1.0, 1 << bits).astype(np.float16)
    indices = rng.integers(0, 1 << bits, size=n * k, dtype=np.uint8)
    packed = np.packbits(np.unpackbits(indices[:, None], axis=1, bitorder="little")[:, :bits].reshape(-1), bitorder="little")
    return lambda: mb.constexpr_lut_to_dense(lut=lut, indices=packed, shape=shape)
