"""
Numpy forms of the dialect's types and values, shared by every layer that
computes with them (the folder and value-range analysis among the passes,
the interpreter, the ONNX front end):

- `numpy_dtype` / `value_type`: the numpy dtype (and shape) holding values
  of an element (tensor) type;
- `resource_blob`: the elements of a `dense_resource` constant;
- `resize_source_coordinates`, `sample` and `resize`: the sampling of
  `anec.resize` (and the texture ops' bilinear and nearest taps), in index
  space where pixel (h, w) is centred at (h, w).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
from xdsl.dialect_interfaces.op_asm import OpAsmDialectInterface
from xdsl.dialects.builtin import Builtin, Float16Type, Float32Type, IntegerType, Signedness, TensorType
from xdsl.ir import Attribute
from xdsl.utils.exceptions import InterpretationError

from anec.dialect.attributes import Sampling


def numpy_dtype(element: Attribute) -> np.dtype[Any]:
    """The numpy dtype holding values of an element type."""
    if isinstance(element, Float16Type):
        return np.dtype(np.float16)
    if isinstance(element, Float32Type):
        return np.dtype(np.float32)
    if isinstance(element, IntegerType) and element.width.data in (8, 16, 32, 64):
        kind = "u" if element.signedness.data == Signedness.UNSIGNED else "i"
        return np.dtype(f"{kind}{element.width.data // 8}")
    raise InterpretationError(f"element type {element} has no numpy counterpart")


def value_type(ty: Attribute) -> tuple[tuple[int, ...], np.dtype[Any]]:
    """(shape, dtype) of a tensor type; a scalar type has shape ()."""
    if isinstance(ty, TensorType):
        return tuple(ty.get_shape()), numpy_dtype(ty.element_type)
    return (), numpy_dtype(ty)


def resource_blob(handle: str, shape: tuple[int, ...], dtype: np.dtype[Any]) -> np.ndarray:
    """
    The elements of a `dense_resource` blob held by the builtin dialect;
    `ValueError` (a message to report at the constant) when the file has no
    such blob or its size does not fit `shape` and `dtype`.
    """
    interface = Builtin.get_interface(OpAsmDialectInterface)
    blob = interface.lookup(handle) if interface is not None else None
    if not blob:
        raise ValueError(f"dense_resource<{handle}> has no blob; expected one in the file's dialect_resources")
    data = bytes.fromhex(blob[2:])[4:]
    count = math.prod(shape)
    if len(data) != count * dtype.itemsize:
        raise ValueError(
            f"dense_resource<{handle}> holds {len(data)} bytes; expected {count * dtype.itemsize} for {count} {dtype} elements"
        )
    return np.frombuffer(data, dtype.newbyteorder("<")).reshape(shape)


def resize_source_coordinates(n: int, m: int, align_corners: bool) -> np.ndarray:
    """`anec.resize`'s source coordinate of each of `m` outputs over `n` inputs, before clamping."""
    o = np.arange(m, dtype=np.float64)
    if not align_corners:
        return (o + 0.5) * n / m - 0.5
    if m == 1:
        return np.zeros(1)
    return o * (n - 1) / (m - 1)


def fetch(image: np.ndarray, iy: np.ndarray, ix: np.ndarray, clamp: bool) -> np.ndarray:
    """`image` [C, H, W] at integer positions; outside reads the edge (`clamp`) or 0."""
    h, w = image.shape[1:]
    if clamp:
        return image[:, np.clip(iy, 0, h - 1).astype(np.intp), np.clip(ix, 0, w - 1).astype(np.intp)]
    inside = (iy >= 0) & (iy < h) & (ix >= 0) & (ix < w)
    values = image[:, np.where(inside, iy, 0).astype(np.intp), np.where(inside, ix, 0).astype(np.intp)]
    return np.where(inside, values, 0)


def sample(image: np.ndarray, y: np.ndarray, x: np.ndarray, mode: Sampling, clamp: bool = False) -> np.ndarray:
    """`image` [C, H, W] sampled at float positions `y`, `x` (one shape S): [C, *S]."""
    if mode == Sampling.NEAREST:
        return fetch(image, np.floor(y + 0.5), np.floor(x + 0.5), clamp)
    y0, x0 = np.floor(y), np.floor(x)
    fy, fx = y - y0, x - x0
    return (
        (1 - fy) * (1 - fx) * fetch(image, y0, x0, clamp)
        + (1 - fy) * fx * fetch(image, y0, x0 + 1, clamp)
        + fy * (1 - fx) * fetch(image, y0 + 1, x0, clamp)
        + fy * fx * fetch(image, y0 + 1, x0 + 1, clamp)
    )


def resize(x: np.ndarray, out_h: int, out_w: int, mode: Sampling, align_corners: bool) -> np.ndarray:
    """`anec.resize` of [N, C, H, W] to [N, C, out_h, out_w]: source coordinates clamped to the input."""
    ys = np.clip(resize_source_coordinates(x.shape[2], out_h, align_corners), 0, x.shape[2] - 1)
    xs = np.clip(resize_source_coordinates(x.shape[3], out_w, align_corners), 0, x.shape[3] - 1)
    y, xx = np.meshgrid(ys, xs, indexing="ij")
    return np.stack([sample(image, y, xx, mode, clamp=True) for image in x])
