"""
The graph fuzzer: random valid anec graphs, and the checks every one must pass.

`graph(d)` builds one random function as MLIR text from a stream of choices
`d` (a `Draws`): chains and DAGs of convolutions (strides, explicit or
`same` padding, dilation, groups and depthwise, bias, post-scale, fused
activation, fp16 patch embeddings, layers large enough to be tiled),
deconvolutions, matmuls, unary and broadcasting binary elementwise ops,
pooling, batch norm, scale-bias, layer norm, softmax, reshape, transpose,
concat, slice, pad, resize, attention, and `anec.program` regions around
runs of them. Weights and norm statistics are function
arguments or `anec.constant`s. The same builder serves two drivers:

- `graphs()`, a hypothesis strategy (the choices come from hypothesis, so
  it shrinks), used by `tests/test_fuzz.py` on a fixed, derandomized budget;
- `python -m devtools.fuzz --seed S --seconds T --out build/fuzz/`, the
  long campaign (`make fuzz`): graph i draws from `random.Random(f"{S}:{i}")`,
  so every graph is reproducible from the seed and its index, and each
  failure is written as `<out>/<seed>-<index>.mlir` with the failing check
  in a leading comment.

`check(text)` runs the checks of docs/testing.md (section "Graph fuzzer")
and returns the first failure, or None. The tolerance of the numeric check
is documented there and in `TOLERANCE`.
"""

from __future__ import annotations

import argparse
import io
import math
import os
import random
import sys
import time
import traceback
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

# ---------------------------------------------------------------- choices


class Draws(ABC):
    """A stream of choices; the builder asks only these three questions."""

    @abstractmethod
    def integer(self, lo: int, hi: int) -> int:
        """A number in [lo, hi], bounds included."""

    def choice(self, options: Sequence):
        return options[self.integer(0, len(options) - 1)]

    def chance(self, percent: int) -> bool:
        return self.integer(0, 99) < percent


class RandomDraws(Draws):
    def __init__(self, rng: random.Random):
        self.rng = rng

    def integer(self, lo: int, hi: int) -> int:
        return self.rng.randint(lo, hi)


class HypothesisDraws(Draws):
    def __init__(self, draw: Callable):
        from hypothesis import strategies as st

        self.draw = draw
        self.st = st

    def integer(self, lo: int, hi: int) -> int:
        return self.draw(self.st.integers(lo, hi))


# ---------------------------------------------------------------- the builder

Shape = tuple[int, ...]


def type_text(shape: Shape, dtype: str) -> str:
    return f"tensor<{'x'.join(map(str, shape))}x{dtype}>"


def array_text(values: Sequence[int]) -> str:
    return f"array<i64: {', '.join(map(str, values))}>"


def f32_text(value: float) -> str:
    return f"{float(np.float32(value))!r} : f32"


def literal(values: object) -> str:
    """A nested list of floats as a dense literal (each float exact: f16 and f32 values are doubles)."""
    if isinstance(values, list):
        return "[" + ", ".join(literal(v) for v in values) + "]"
    return repr(float(values))  # type: ignore[arg-type]  # a leaf of the nested list is a float


def out_extent(size: int, k: int, s: int, d: int, lo: int, hi: int) -> int:
    return (size + lo + hi - d * (k - 1) - 1) // s + 1


def same_pads(size: int, k: int, s: int, d: int) -> tuple[int, int]:
    out = -(-size // s)
    total = max((out - 1) * s + d * (k - 1) + 1 - size, 0)
    return total // 2, total - total // 2


@dataclass
class Op:
    """One op of the function: its results, the values it reads, and its text given a renaming."""

    results: list[tuple[str, Shape]]
    operands: list[str]
    render: Callable[[Callable[[str], str]], str]


ACTIVATIONS = ("relu", "sigmoid", "tanh", "gelu", "silu", "softplus", "hard_sigmoid", "hard_swish", "elu", "leaky_relu", "clamp")

UNARY = ("relu", "sigmoid", "tanh", "gelu", "silu", "softplus", "hard_sigmoid", "hard_swish", "abs", "neg", "erf", "dropout")
"""Unary ops the generator emits. Left out, since the numeric check compares
compiled and uncompiled runs: floor, ceil and sign (discontinuous: a
reordering of the arithmetic before them in the last place flips a result by
a whole unit); exp, log, sqrt, rsqrt, reciprocal, square and pow (outside
their domain or beyond fp16 on random data, so both runs give inf/NaN and
compare nothing); sin and cos (not native on H13: anec-legalize rejects
them, a diagnostic and not a compilation); argmax/argmin (likewise)."""

BINARY = ("add", "sub", "mul", "max", "min")
"""`div` is left out: a divisor near 0 turns last-place differences into unbounded ones."""


@dataclass
class Graph:
    d: Draws
    dtype: str
    rng: np.random.Generator
    args: list[tuple[str, Shape, str]] = field(default_factory=list)
    consts: list[str] = field(default_factory=list)
    ops: list[Op] = field(default_factory=list)
    pool: list[tuple[str, Shape]] = field(default_factory=list)
    used: set[str] = field(default_factory=set)
    count: int = 0
    big_percent: int = 5
    big: bool = False  # layers large enough for anec-tile to split

    def fresh(self, stem: str) -> str:
        self.count += 1
        return f"%{stem}{self.count}"

    def ty(self, shape: Shape) -> str:
        return type_text(shape, self.dtype)

    def argument(self, shape: Shape, stem: str = "a") -> str:
        name = self.fresh(stem)
        self.args.append((name, shape, self.ty(shape)))
        return name

    def tensor(self, shape: Shape, scale: float = 1.0, positive: bool = False, stem: str = "w") -> str:
        """A weight-like operand: a function argument or an `anec.constant` (random values)."""
        if self.d.chance(50):
            return self.argument(shape, stem)
        values = self.rng.standard_normal(shape) * scale
        if positive:
            values = np.abs(values) + 0.25
        values = values.astype(np.float16 if self.dtype == "f16" else np.float32)
        name = self.fresh("c")
        body = literal(values.astype(np.float64).tolist())
        self.consts.append(f"{name} = anec.constant dense<{body}> : {self.ty(shape)}")
        return name

    def emit(self, shape: Shape, operands: list[str], text: Callable[[Callable[[str], str], str], str], stem: str = "v") -> str:
        name = self.fresh(stem)
        self.ops.append(Op([(name, shape)], operands, lambda n, name=name: text(n, n(name))))
        self.pool.append((name, shape))
        self.used.update(operands)
        return name

    def pick(self, rank: int | None = None, last: bool = False) -> tuple[str, Shape] | None:
        options = [v for v in self.pool if rank is None or len(v[1]) == rank]
        if not options:
            return None
        if last or self.d.chance(60):
            return options[-1]  # a chain
        return self.d.choice(options)  # a DAG

    # ------------------------------------------------------------ ops

    def conv(self) -> None:
        x = self.pick(4)
        if x is None:
            return
        name, (n, c, h, w) = x
        groups = self.d.choice([1, 1, c] + [g for g in range(2, c) if c % g == 0])
        cout = groups * self.d.integer(1, max(1, (64 if self.big else 12) // groups))
        kh, kw = self.d.integer(1, 5), self.d.integer(1, 5)
        dil = 1
        stride = (1, 1)
        if w >= 14 and self.d.chance(60):
            # A patch embedding: an fp16 kernel wider than H13's 13 taps, its
            # width stride dividing it (anec-legalize's space-to-depth rewrite).
            kw = self.d.integer(14, min(w, 16))
            stride = (self.d.integer(1, 2), self.d.choice([s for s in range(2, kw + 1) if kw % s == 0 and kw // s <= 13]))
        elif self.d.chance(20):
            dil = self.d.choice([2, 3, 4])  # equal dilation, stride 1: the only legal form (anec-legalize)
        elif self.d.chance(40):
            stride = (self.d.integer(1, 3), self.d.integer(1, 3))
        attrs = []
        style = self.d.integer(0, 2)
        if style == 0:
            pads = (0, 0, 0, 0)
        elif style == 1:
            pads = tuple(self.d.integer(0, 2) for _ in range(4))
            attrs.append(f"explicit_padding = {array_text(pads)}")
        else:
            pads = (*same_pads(h, kh, stride[0], dil), *same_pads(w, kw, stride[1], dil))
            attrs.append("padding_style = #anec.padding_style<same>")
        ho = out_extent(h, kh, stride[0], dil, pads[0], pads[1])
        wo = out_extent(w, kw, stride[1], dil, pads[2], pads[3])
        if ho < 1 or wo < 1:
            return
        if stride != (1, 1):
            attrs.append(f"strides = {array_text(stride)}")
        if dil != 1:
            attrs.append(f"dilation_rates = {array_text((dil, dil))}")
        if groups != 1:
            attrs.append(f"groups = {groups} : i64")
        if self.d.chance(30):
            attrs.append(f"fused_activation = {self.activation()}")
        wshape = (cout, c // groups, kh, kw)
        weights = self.tensor(wshape, 1 / math.sqrt(math.prod(wshape[1:])))
        operands = [name, weights]
        streams = ""
        if self.d.chance(50):
            bias = self.tensor((cout,), 0.5)
            operands.append(bias)
            streams += f" bias({{{len(operands) - 1}}} : {self.ty((cout,))})"
        if self.d.chance(25):
            scale = self.tensor((cout,), 1.0, positive=True)
            operands.append(scale)
            streams += f" post_scale({{{len(operands) - 1}}} : {self.ty((cout,))})"
        out = (n, cout, ho, wo)
        props = f" {{{', '.join(attrs)}}}" if attrs else ""

        def text(r: Callable[[str], str], res: str) -> str:
            s = streams.format(*[r(o) for o in operands])
            return (
                f"{res} = anec.convolution {r(name)}, {r(weights)}{s}{props} : "
                f"{self.ty((n, c, h, w))}, {self.ty(wshape)} -> {self.ty(out)}"
            )

        self.emit(out, operands, text, "conv")

    def activation(self) -> str:
        fn = self.d.choice(ACTIVATIONS)
        if fn in ("leaky_relu", "elu"):
            return f"#anec.activation<{fn}, alpha = {self.d.choice(['1.000000e-01', '2.500000e-01', '1.000000e+00'])}>"
        if fn == "clamp":
            lo = self.d.choice([-1.0, 0.0])
            return f"#anec.activation<clamp, min = {lo:e}, max = {lo + self.d.choice([1.0, 6.0]):e}>"
        return f"#anec.activation<{fn}>"

    def deconv(self) -> None:
        x = self.pick(4)
        if x is None:
            return
        name, (n, c, h, w) = x
        groups = self.d.choice([1, 1, c])
        cout = groups * self.d.integer(1, max(1, 8 // groups))
        kh, kw = self.d.integer(1, 4), self.d.integer(1, 4)
        stride = (self.d.integer(1, 3), self.d.integer(1, 3))
        pads = tuple(self.d.integer(0, 1) for _ in range(4))
        extra = tuple(self.d.integer(0, s - 1) for s in stride)
        ho = (h - 1) * stride[0] - pads[0] - pads[1] + kh + extra[0]
        wo = (w - 1) * stride[1] - pads[2] - pads[3] + kw + extra[1]
        if ho < 1 or wo < 1 or ho > 24 or wo > 24:
            return
        attrs = [f"strides = {array_text(stride)}"]
        if any(pads):
            attrs.append(f"explicit_padding = {array_text(pads)}")
        if any(extra):
            attrs.append(f"output_padding = {array_text(extra)}")
        if groups != 1:
            attrs.append(f"groups = {groups} : i64")
        if self.d.chance(25):
            attrs.append(f"fused_activation = {self.activation()}")
        wshape = (cout, c // groups, kh, kw)
        weights = self.tensor(wshape, 1 / math.sqrt(math.prod(wshape[1:])))
        operands = [name, weights]
        streams = ""
        if self.d.chance(40):
            bias = self.tensor((cout,), 0.5)
            operands.append(bias)
            streams = f" bias({{2}} : {self.ty((cout,))})"
        out = (n, cout, ho, wo)

        def text(r: Callable[[str], str], res: str) -> str:
            s = streams.format(*[r(o) for o in operands])
            return (
                f"{res} = anec.deconvolution {r(name)}, {r(weights)}{s} {{{', '.join(attrs)}}} : "
                f"{self.ty((n, c, h, w))}, {self.ty(wshape)} -> {self.ty(out)}"
            )

        self.emit(out, operands, text, "deconv")

    def matmul(self) -> None:
        x = self.pick()
        if x is None or len(x[1]) < 2:
            return
        name, shape = x
        k = shape[-1]
        other = [v for v in self.pool if v[0] != name and len(v[1]) == len(shape) and v[1][:-2] == shape[:-2] and v[1][-1] == k]
        if other and self.d.chance(40):
            # activation @ activation^T (attention scores)
            rhs, rshape = self.d.choice(other)
            if rshape[-2] > 16:
                return
            out = (*shape[:-1], rshape[-2])
            self.emit(
                out,
                [name, rhs],
                lambda r, res: f"{res} = anec.matmul {r(name)}, {r(rhs)} transpose_rhs true : "
                f"{self.ty(shape)}, {self.ty(rshape)} -> {self.ty(out)}",
                "mm",
            )
            return
        m = self.d.integer(1, 16)
        transpose = self.d.chance(30)
        wshape = (m, k) if transpose else (k, m)
        rhs = self.tensor(wshape, 1 / math.sqrt(k))
        out = (*shape[:-1], m)
        flag = " transpose_rhs true" if transpose else ""
        self.emit(
            out,
            [name, rhs],
            lambda r, res: f"{res} = anec.matmul {r(name)}, {r(rhs)}{flag} : "
            f"{self.ty(shape)}, {self.ty(wshape)} -> {self.ty(out)}",
            "mm",
        )

    def unary(self) -> None:
        x = self.pick()
        if x is None:
            return
        name, shape = x
        fn = self.d.choice(UNARY + ("leaky_relu", "elu", "clamp"))
        props = ""
        if fn in ("leaky_relu", "elu"):
            props = f" {{alpha = {f32_text(self.d.choice([0.1, 0.25, 1.0]))}}}"
        elif fn == "clamp":
            lo = self.d.choice([-1.0, 0.0])
            props = f" {{min = {f32_text(lo)}, max = {f32_text(lo + self.d.choice([1.0, 6.0]))}}}"
        elif fn == "dropout":
            props = f" {{rate = {f32_text(0.1)}}}"
        self.emit(shape, [name], lambda r, res: f"{res} = anec.{fn} {r(name)}{props} : {self.ty(shape)}", fn[:4])

    def binary(self) -> None:
        x = self.pick()
        if x is None:
            return
        name, shape = x
        fn = self.d.choice(BINARY)
        same = [v for v in self.pool if v[1] == shape and v[0] != name]
        if same and self.d.chance(50):
            rhs, rshape = self.d.choice(same)
        else:
            # a broadcast operand: a suffix of the shape, some extents 1
            drop = self.d.integer(0, len(shape) - 1)
            rshape = tuple(1 if self.d.chance(40) else e for e in shape[drop:])
            rhs = self.tensor(rshape, 1.0, stem="b")
        if self.d.chance(30):
            name, shape, rhs, rshape = rhs, rshape, name, shape  # the broadcast operand on the left
        rank = max(len(shape), len(rshape))
        out = tuple(max(a, b) for a, b in zip((1,) * (rank - len(shape)) + shape, (1,) * (rank - len(rshape)) + rshape))
        self.emit(
            out,
            [name, rhs],
            lambda r, res: f"{res} = anec.{fn} {r(name)}, {r(rhs)} : {self.ty(shape)}, {self.ty(rshape)} -> {self.ty(out)}",
            fn,
        )

    def pool_op(self) -> None:
        x = self.pick(4)
        if x is None:
            return
        name, (n, c, h, w) = x
        if self.d.chance(20):
            fn = self.d.choice(["global_avg_pool", "global_max_pool"])
            out = (n, c, 1, 1)
            in_type = self.ty((n, c, h, w))
            self.emit(out, [name], lambda r, res: f"{res} = anec.{fn} {r(name)} : {in_type} -> {self.ty(out)}", "gp")
            return
        fn = self.d.choice(["max_pool", "avg_pool"])
        kh, kw = self.d.integer(1, 3), self.d.integer(1, 3)
        stride = (self.d.integer(1, 3), self.d.integer(1, 3))
        attrs = [f"kernel_sizes = {array_text((kh, kw))}"]
        if stride != (1, 1):
            attrs.append(f"strides = {array_text(stride)}")
        if self.d.chance(40):
            pads = (*same_pads(h, kh, stride[0], 1), *same_pads(w, kw, stride[1], 1))
            attrs.append("padding_style = #anec.padding_style<same>")
        else:
            pads = (self.d.integer(0, kh - 1), self.d.integer(0, kh - 1), self.d.integer(0, kw - 1), self.d.integer(0, kw - 1))
            if any(pads):
                attrs.append(f"explicit_padding = {array_text(pads)}")
        if fn == "avg_pool" and self.d.chance(50):
            attrs.append("count_include_pad = true")
        ho = out_extent(h, kh, stride[0], 1, pads[0], pads[1])
        wo = out_extent(w, kw, stride[1], 1, pads[2], pads[3])
        if ho < 1 or wo < 1:
            return
        out = (n, c, ho, wo)
        self.emit(
            out,
            [name],
            lambda r, res: f"{res} = anec.{fn} {r(name)} {{{', '.join(attrs)}}} : {self.ty((n, c, h, w))} -> {self.ty(out)}",
            "pool",
        )

    def norm(self) -> None:
        x = self.pick()
        if x is None:
            return
        name, shape = x
        kind = self.d.choice(["batch_norm", "scale_bias", "layer_norm", "softmax"])
        if kind in ("batch_norm", "scale_bias") and len(shape) >= 2:
            cvec = (shape[1],)
            if kind == "batch_norm":
                mean, variance = self.tensor(cvec, 0.5), self.tensor(cvec, 1.0, positive=True)
                ops = [name, mean, variance, self.tensor(cvec, 1.0), self.tensor(cvec, 0.5)]
                eps = f" {{epsilon = {f32_text(self.d.choice([1e-5, 1e-3, 0.25]))}}}"
            else:
                ops = [name, self.tensor(cvec, 1.0), self.tensor(cvec, 0.5)]
                eps = ""
            self.emit(
                shape,
                ops,
                lambda r, res: f"{res} = anec.{kind} {', '.join(r(o) for o in ops)}{eps} : {self.ty(shape)}, {self.ty(cvec)}",
                "bn",
            )
        elif kind == "layer_norm":
            first = self.d.integer(max(1, len(shape) - 2), len(shape) - 1)
            axes = tuple(range(first, len(shape)))
            vshape = tuple(shape[a] for a in axes)
            operands = [name]
            streams = ""
            if self.d.chance(60):
                operands.append(self.tensor(vshape, 1.0))
                streams += f" scale({{{len(operands) - 1}}} : {self.ty(vshape)})"
            if self.d.chance(60):
                operands.append(self.tensor(vshape, 0.5))
                streams += f" bias({{{len(operands) - 1}}} : {self.ty(vshape)})"
            self.emit(
                shape,
                operands,
                lambda r, res: f"{res} = anec.layer_norm {r(name)}{streams.format(*[r(o) for o in operands])} "
                f"{{axes = {array_text(axes)}}} : {self.ty(shape)}",
                "ln",
            )
        else:
            axis = self.d.integer(0, len(shape) - 1)
            self.emit(
                shape, [name], lambda r, res: f"{res} = anec.softmax {r(name)} {{axis = {axis} : i64}} : {self.ty(shape)}", "sm"
            )

    def reshape(self) -> None:
        x = self.pick()
        if x is None:
            return
        name, shape = x
        if len(shape) == 4 and self.d.chance(60):
            out: Shape = (shape[0], shape[1], shape[2] * shape[3])  # [N, C, H*W]
        elif len(shape) == 3:
            total = shape[2]
            splits = [f for f in range(1, total + 1) if total % f == 0]
            f = self.d.choice(splits)
            out = (shape[0], shape[1], f, total // f)
        else:
            out = (shape[0], math.prod(shape[1:]) // shape[-1], shape[-1])
            if len(shape) == 2:
                out = (1, *shape)
        if math.prod(out) != math.prod(shape) or max(out) > 64:
            return
        self.emit(out, [name], lambda r, res: f"{res} = anec.reshape {r(name)} : {self.ty(shape)} -> {self.ty(out)}", "rs")

    def transpose(self) -> None:
        x = self.pick()
        if x is None:
            return
        name, shape = x
        perm = list(range(len(shape)))
        for i in range(len(perm) - 1, 0, -1):
            j = self.d.integer(0, i)
            perm[i], perm[j] = perm[j], perm[i]
        out = tuple(shape[p] for p in perm)
        if len(out) == 4 and out[1] > 64:
            return
        self.emit(
            out,
            [name],
            lambda r, res: f"{res} = anec.transpose {r(name)} {{permutation = {array_text(perm)}}} : "
            f"{self.ty(shape)} -> {self.ty(out)}",
            "tr",
        )

    def concat(self) -> None:
        x = self.pick()
        if x is None:
            return
        name, shape = x
        axis = self.d.integer(0, len(shape) - 1)
        def fits_beside(other: Shape) -> bool:
            return len(other) == len(shape) and all(a == b or i == axis for i, (a, b) in enumerate(zip(other, shape)))

        fits = [v for v in self.pool if fits_beside(v[1])]
        parts = [x] + [self.d.choice(fits) for _ in range(self.d.integer(1, 2))]
        if self.d.chance(30):
            extent = self.d.integer(1, 4)
            piece = tuple(extent if i == axis else e for i, e in enumerate(shape))
            parts.append((self.tensor(piece, 1.0, stem="k"), piece))
        out = tuple(sum(p[1][axis] for p in parts) if i == axis else e for i, e in enumerate(shape))
        if out[axis] > 48:
            return
        names = [p[0] for p in parts]
        types = ", ".join(self.ty(p[1]) for p in parts)
        self.emit(
            out,
            names,
            lambda r, res: f"{res} = anec.concat {', '.join(r(v) for v in names)} {{axis = {axis} : i64}} : "
            f"{types} -> {self.ty(out)}",
            "cat",
        )

    def slice(self) -> None:
        x = self.pick()
        if x is None:
            return
        name, shape = x
        offsets, strides, out = [], [], []
        for axis, dim in enumerate(shape):
            # The last (width) axis keeps offset 0: on H13 a width crop at an
            # offset needs a proven range within +-4094 (anec-legalize).
            o = 0 if axis == len(shape) - 1 else self.d.integer(0, dim - 1)
            s = self.d.integer(1, 2)
            n = self.d.integer(1, (dim - 1 - o) // s + 1)
            offsets.append(o)
            strides.append(s)
            out.append(n)
        props = f"offsets = {array_text(offsets)}"
        if any(s != 1 for s in strides):
            props += f", strides = {array_text(strides)}"
        res_shape = tuple(out)
        self.emit(
            res_shape,
            [name],
            lambda r, res: f"{res} = anec.slice {r(name)} {{{props}}} : {self.ty(shape)} -> {self.ty(res_shape)}",
            "sl",
        )

    def pad(self) -> None:
        x = self.pick()
        if x is None:
            return
        name, shape = x
        # symmetric is left out: H13 has no texture engine, anec-legalize rejects it.
        mode = self.d.choice(["constant", "constant", "reflect"])
        limit = (lambda dim: min(2, dim - 1)) if mode == "reflect" else (lambda dim: 2)
        rank = len(shape)
        begin = [self.d.integer(0, limit(d)) if i >= rank - 2 else 0 for i, d in enumerate(shape)]
        end = [self.d.integer(0, limit(d)) if i >= rank - 2 else 0 for i, d in enumerate(shape)]
        out = tuple(d + b + e for d, b, e in zip(shape, begin, end))
        props = f"pads = {array_text(begin + end)}"
        if mode == "reflect":
            props += ", mode = #anec.pad_mode<reflect>"
        elif self.d.chance(50):
            props += f", value = {f32_text(self.d.choice([1.0, -0.5]))}"
        self.emit(
            out,
            [name],
            lambda r, res: f"{res} = anec.pad {r(name)} {{{props}}} : {self.ty(shape)} -> {self.ty(out)}",
            "pad",
        )

    def attention(self) -> None:
        x = self.pick()
        if x is None or len(x[1]) not in (2, 3, 4) or x[1][-1] > 32:
            return
        name, shape = x
        lead, lq, dk = shape[:-2], shape[-2], shape[-1]
        if lq > 32:
            return
        lk = self.d.integer(1, 12)
        dv = self.d.integer(1, 12)
        keys = [v for v in self.pool if v[1] == (*lead, lk, dk)]
        key = self.d.choice(keys)[0] if keys and self.d.chance(50) else self.tensor((*lead, lk, dk), 1.0, stem="k")
        value = self.tensor((*lead, lk, dv), 1.0, stem="v")
        operands = [name, key, value]
        mask_text = ""
        if self.d.chance(30):
            mshape = (lq, lk) if self.d.chance(50) else (lk,)
            operands.append(self.tensor(mshape, 1.0, stem="m"))
            mask_text = f" mask({{3}} : {self.ty(mshape)})"
        scale = f" {{scale = {f32_text(self.d.choice([0.125, 0.5]))}}}" if self.d.chance(30) else ""
        out = (*lead, lq, dv)
        types = f"{self.ty(shape)}, {self.ty((*lead, lk, dk))}, {self.ty((*lead, lk, dv))}"
        self.emit(
            out,
            operands,
            lambda r, res: f"{res} = anec.attention {r(name)}, {r(key)}, {r(value)}"
            f"{mask_text.format(*[r(o) for o in operands])}{scale} : {types} -> {self.ty(out)}",
            "att",
        )

    def resize(self) -> None:
        x = self.pick(4)
        if x is None:
            return
        name, (n, c, h, w) = x
        # Integer upsamplings (anec-legalize's deconvolution form on H13) or
        # any extent up to twice the input (its transpose + convolution form).
        ho, wo = ((e * self.d.integer(1, 3)) if self.d.chance(50) else self.d.integer(1, 2 * e) for e in (h, w))
        attrs = []
        if self.d.chance(40):
            attrs.append("mode = #anec.sampling<nearest>")
        if self.d.chance(30):
            attrs.append("align_corners = true")
        props = f" {{{', '.join(attrs)}}}" if attrs else ""
        out = (n, c, ho, wo)
        self.emit(
            out,
            [name],
            lambda r, res: f"{res} = anec.resize {r(name)}{props} : {self.ty((n, c, h, w))} -> {self.ty(out)}",
            "rsz",
        )

    # ------------------------------------------------------------ the function

    KINDS = ("conv", "conv", "conv", "deconv", "matmul", "unary", "unary", "binary", "binary", "pool_op", "norm", "norm",
             "reshape", "transpose", "concat", "slice", "pad", "attention", "resize")

    def build(self, steps: int) -> None:
        n = self.d.choice([1, 1, 1, 2])
        self.big = self.big_percent > 0 and self.d.chance(self.big_percent)
        if self.big:
            # A 3x3 convolution of 32-64 channels on ~48x48 passes the 16-bit
            # execute-cycle field: anec-tile splits it (docs/passes.md).
            shape = (1, self.d.integer(32, 64), self.d.integer(24, 56), self.d.integer(24, 56))
            steps = min(steps, 3)
            self.pool.append((self.argument(shape, "x"), shape))
            self.conv()
        elif self.d.chance(75):
            width = self.d.integer(14, 20) if self.d.chance(25) else self.d.integer(1, 10)
            shape: Shape = (n, self.d.integer(1, 12), self.d.integer(1, 10), width)
        else:
            shape = (n, self.d.integer(1, 12), self.d.integer(1, 16))
        if not self.big:
            self.pool.append((self.argument(shape, "x"), shape))
        if self.d.chance(25):
            self.pool.append((self.argument(shape, "x"), shape))
        for _ in range(steps):
            getattr(self, self.d.choice(self.KINDS))()

    def programs(self) -> list[tuple[int, int]]:
        """Disjoint runs [i, j) of ops to wrap in `anec.program`s."""
        spans: list[tuple[int, int]] = []
        i = 0
        while i < len(self.ops):
            if self.d.chance(15):
                j = min(len(self.ops), i + self.d.integer(1, 4))
                spans.append((i, j))
                i = j
            else:
                i += 1
        return spans

    def text(self) -> str:
        if not self.ops:
            return ""
        results = [self.ops[-1].results[0]]
        defined = {r for op in self.ops for r, _ in op.results}
        for name, shape in self.pool[:-1]:
            if name in defined and name not in self.used and len(results) < 3:
                results.append((name, shape))
        spans = self.programs()
        shapes = {name: shape for name, shape, _ in self.args}
        for op in self.ops:
            for r, s in op.results:
                shapes[r] = s
        for c in self.consts:
            nm, rest = c.split(" = ", 1)
            shapes[nm] = tuple(int(e) for e in rest.rsplit("tensor<", 1)[1].rstrip(">").split("x")[:-1])
        lines: list[str] = []
        ident = lambda v: v  # noqa: E731
        i = 0
        label = 0
        returned = {r for r, _ in results}
        while i < len(self.ops):
            span = next((s for s in spans if s[0] == i), None)
            if span is None:
                lines.append("  " + self.ops[i].render(ident))
                i += 1
                continue
            inner = self.ops[span[0] : span[1]]
            made = [r for op in inner for r, _ in op.results]
            later = {o for op in self.ops[span[1] :] for o in op.operands} | returned
            outs = [r for r in made if r in later]
            if not outs:
                outs = [made[-1]]
            ins: list[str] = []
            for op in inner:
                for o in op.operands:
                    if o not in made and o not in ins:
                        ins.append(o)
            rename = {o: f"{o}_p" for o in ins} | {o: f"{o}_i" for o in made}
            inner_name = lambda v, rename=rename: rename.get(v, v)  # noqa: E731
            binds = ", ".join(f"{rename[o]} = {o} : {self.ty(shapes[o])}" for o in ins)
            result_types = ", ".join(self.ty(shapes[o]) for o in outs)
            res_names = [f"{o}" for o in outs]
            head = f"  {', '.join(res_names)} = anec.program \"g{label}\" ({binds}) -> ({result_types}) {{"
            label += 1
            lines.append(head)
            for op in inner:
                # inside, the op's own result gets a distinct name; outside, the program's result keeps it
                txt = op.render(inner_name)
                lines.append("    " + txt)
            lines.append(f"    anec.yield {', '.join(rename[o] for o in outs)} : {result_types}")
            lines.append("  }")
            i = span[1]
        args = ", ".join(f"{n}: {t}" for n, _, t in self.args)
        rtypes = ", ".join(self.ty(s) for _, s in results)
        body = "\n".join(["  " + c for c in self.consts] + lines)
        return (
            f"func.func @fuzz({args}) -> ({rtypes}) {{\n{body}\n"
            f"  func.return {', '.join(r for r, _ in results)} : {rtypes}\n}}\n"
        )


def graph(d: Draws, max_steps: int = 8, big_percent: int = 5) -> str:
    """One random valid function (MLIR text), from the choices `d`; `big_percent`
    of them start with a layer large enough to be tiled (slower to run)."""
    while True:
        dtype = d.choice(["f16", "f16", "f16", "f32"])
        g = Graph(d, dtype, np.random.default_rng(d.integer(0, 2**31 - 1)), big_percent=big_percent)
        g.build(d.integer(1, max_steps))
        text = g.text()
        if text:
            return text


def graphs(max_steps: int = 8, big_percent: int = 5):
    """The hypothesis strategy of `graph`."""
    from hypothesis import strategies as st

    @st.composite
    def strategy(draw):
        return graph(HypothesisDraws(draw), max_steps, big_percent)

    return strategy()


# ---------------------------------------------------------------- the checks

TARGETS = ("h13", "h17s")
"""The targets every graph compiles for: H13 (no texture engine, width-slice
saturation, fp16 kernel width 13) and H17s (16 cores, the newest tier)."""

TOLERANCE = {"f32": 1e-5, "f16": 2.0**-8}
"""The numeric check: compiled and uncompiled runs of the reference
interpreter on the same random inputs agree on every element within
`tol * (|ref| + max|ref| of that output)`, NaN where NaN and equal
infinities; `tol` by element type. In f32, 1e-5: the rewrites reorder f32
arithmetic (folding, Winograd, tiles) (docs/passes.md,
tests/test_compile.py). In f16 every folded coefficient rounds to f16 and a
folded norm or fused activation no longer rounds its input to f16: each is
one f16 rounding (relative 2^-11) that a graph compounds a few times, so
2^-8 (eight roundings at the output's scale). An f16 graph that differs by
more is judged against its f32 run (`_compare_to_f32`), since an
ill-conditioned graph amplifies one rounding in the uncompiled graph as
much as in the compiled one (docs/testing.md, "Graph fuzzer")."""


WORST = {"f32": 0.0, "f16": 0.0}
"""The largest difference `_compare` has seen, per element type, in units of
`|ref| + max|ref|` (the campaign reports it beside the tolerance)."""


@dataclass
class Failure:
    check: str  # parse, compile-crash, compile-rejected, invalid-ir, nondeterministic, not-idempotent, numeric, run-crash
    target: str | None
    message: str

    def header(self) -> str:
        where = f" on {self.target}" if self.target else ""
        lines = [f"// fuzz failure: {self.check}{where}"] + [f"// {line}" for line in self.message.splitlines()[:40]]
        return "\n".join(lines) + "\n"


def _parse(text: str):
    from anec.tools.ir_io import LocatingParser, anec_context

    module = LocatingParser(anec_context(), text, "fuzz.mlir").parse_module()
    module.verify()
    return module


def _text(module) -> str:
    from anec.dialect.printer import AnecPrinter

    stream = io.StringIO()
    AnecPrinter(stream=stream).print_op(module)
    return stream.getvalue()


def _compile(module, target: str) -> str:
    """`anec-opt -p 'anec-compile{target=...}'` in process, on a copy of
    `module`: every pass of `PIPELINE`, the module verified after each
    (AnecCompilePass does with `VERIFY_STAGES_ENV` set, which this sets
    for the process); the printed result. Copying the parsed module
    instead of parsing the text again gives the same IR and keeps the
    campaign fast (parsing dense literals dominates otherwise)."""
    from anec.passes.compile import VERIFY_STAGES_ENV, AnecCompilePass
    from anec.tools.ir_io import anec_context

    os.environ[VERIFY_STAGES_ENV] = "1"
    copy = module.clone()
    AnecCompilePass(target=target).apply(anec_context(), copy)
    return _text(copy)


def _compare(expected: Sequence[np.ndarray], actual: Sequence[np.ndarray], dtype: str) -> str | None:
    tol = TOLERANCE[dtype]
    if len(expected) != len(actual):
        return f"{len(actual)} results; expected {len(expected)}"
    for i, (a, b) in enumerate(zip(expected, actual, strict=True)):
        if a.shape != b.shape or a.dtype != b.dtype:
            return f"result {i}: {b.dtype}{list(b.shape)}; expected {a.dtype}{list(a.shape)}"
        a64, b64 = a.astype(np.float64), b.astype(np.float64)
        nan = np.isnan(a64) != np.isnan(b64)
        finite = np.isfinite(a64)
        scale = float(np.max(np.abs(a64[finite]), initial=0.0))
        with np.errstate(all="ignore"):
            err = np.abs(a64 - b64)
            bad = nan | (np.isinf(a64) & (a64 != b64)) | (finite & ~(err <= tol * (np.abs(a64) + scale)))
            if finite.any():
                WORST[dtype] = max(WORST[dtype], float(np.max(err[finite] / (np.abs(a64[finite]) + scale + 1e-300))))
        if bad.any():
            at = tuple(int(j) for j in np.argwhere(bad)[0])
            return (
                f"result {i} differs at {list(at)}: compiled {b64[at]!r}, uncompiled {a64[at]!r} "
                f"({int(bad.sum())} of {a.size} elements beyond {tol} x (|ref| + {scale:.4g}))"
            )
    return None


def check(text: str, targets: Sequence[str] = TARGETS) -> Failure | None:
    """Runs every check on one graph; the first failure, or None."""
    from xdsl.utils.exceptions import DiagnosticException, PassFailedException

    from anec.interpreter import entry_function, random_inputs, run

    try:
        module = _parse(text)
    except Exception as err:  # noqa: BLE001 (the generator must only make valid IR)
        return Failure("parse", None, f"{type(err).__name__}: {err}")
    dtype = "f16" if "xf16>" in text else "f32"
    try:
        inputs = random_inputs(entry_function(module), seed=0)
        expected = run(module, inputs)
    except Exception:  # noqa: BLE001
        return Failure("run-crash", None, "uncompiled: " + traceback.format_exc())
    for target in targets:
        try:
            once = _compile(module, target)
        except PassFailedException as err:
            kind = "invalid-ir" if "left the module invalid" in str(err) else "compile-rejected"
            return Failure(kind, target, str(err))
        except DiagnosticException as err:
            return Failure("compile-rejected", target, str(err))
        except Exception:  # noqa: BLE001
            return Failure("compile-crash", target, traceback.format_exc())
        try:
            compiled = _parse(once)
        except Exception as err:  # noqa: BLE001
            return Failure("invalid-ir", target, f"the compiled text does not read back: {type(err).__name__}: {err}")
        try:
            if _compile(module, target) != once:
                return Failure("nondeterministic", target, "two compiles of the same input print different IR")
            twice = _compile(compiled, target)
            if twice != once:
                return Failure("not-idempotent", target, _first_difference(once, twice))
        except Exception:  # noqa: BLE001
            return Failure("compile-crash", target, "recompiling: " + traceback.format_exc())
        try:
            actual = run(compiled, inputs)
        except Exception:  # noqa: BLE001
            return Failure("run-crash", target, "compiled: " + traceback.format_exc())
        mismatch = _compare(expected, actual, dtype)
        if mismatch and dtype == "f16":
            mismatch = _compare_to_f32(text, inputs, expected, actual)
        if mismatch:
            return Failure("numeric", target, mismatch)
    return None


def _compare_to_f32(
    text: str, inputs: Sequence[np.ndarray], expected: Sequence[np.ndarray], actual: Sequence[np.ndarray]
) -> str | None:
    """
    The second look at an f16 graph whose compiled and uncompiled runs differ
    beyond `TOLERANCE["f16"]`: an ill-conditioned graph (a layer norm over
    nearly equal values, a difference of nearly equal values) turns one f16
    rounding into a large difference, in the uncompiled graph as much as in
    the compiled one. Both are measured against the same graph run in f32
    (the f16 inputs and constants are exact in f32): the compiled result
    passes when it lies within the f16 tolerance, plus twice the largest
    error of the uncompiled f16 run, of the f32 result. Compiling may round
    differently, never less accurately than that.
    """
    from anec.interpreter import run

    twin = _parse(text.replace("xf16>", "xf32>"))
    truth = run(twin, [x.astype(np.float32) if x.dtype == np.float16 else x for x in inputs])
    for i, (t, u, c) in enumerate(zip(truth, expected, actual, strict=True)):
        t64, u64, c64 = (v.astype(np.float64) for v in (t, u, c))
        finite = np.isfinite(t64) & np.isfinite(u64)
        scale = float(np.max(np.abs(t64[finite]), initial=0.0))
        with np.errstate(all="ignore"):
            own = float(np.max(np.abs(u64 - t64)[finite], initial=0.0))
            err = np.abs(c64 - t64)
            bound = TOLERANCE["f16"] * (np.abs(t64) + scale) + 2 * own
            bad = (np.isnan(c64) != np.isnan(u64)) | (finite & ~(err <= bound))
        if bad.any():
            at = tuple(int(j) for j in np.argwhere(bad)[0])
            return (
                f"result {i} differs at {list(at)}: compiled {c64[at]!r}, uncompiled {u64[at]!r}, f32 {t64[at]!r} "
                f"({int(bad.sum())} of {t.size} elements beyond {TOLERANCE['f16']} x (|f32| + {scale:.4g}) + 2 x {own:.4g}, "
                "the uncompiled f16 run's largest error)"
            )
    return None


def _first_difference(a: str, b: str) -> str:
    for i, (x, y) in enumerate(zip(a.splitlines(), b.splitlines(), strict=False)):
        if x != y:
            return f"line {i + 1}:\n once:  {x[:300]}\n twice: {y[:300]}"
    return "the texts differ in length"


# ---------------------------------------------------------------- the campaign


def campaign(seed: int, seconds: float, out: Path, limit: int | None = None, max_steps: int = 8) -> tuple[int, dict[str, int]]:
    """Checks graphs seed:0, seed:1, ... until `seconds` pass (or `limit`
    graphs); writes each failure to `out`. Returns (graphs, failures by check)."""
    out.mkdir(parents=True, exist_ok=True)
    failures: dict[str, int] = {}
    start = time.monotonic()
    index = 0
    while time.monotonic() - start < seconds and (limit is None or index < limit):
        text = graph(RandomDraws(random.Random(f"{seed}:{index}")), max_steps)
        failure = check(text)
        if failure is not None:
            failures[failure.check] = failures.get(failure.check, 0) + 1
            path = out / f"{seed}-{index}.mlir"
            path.write_text(failure.header() + f"// reproduce: python -m devtools.fuzz --seed {seed} --index {index}\n" + text)
            where = f" on {failure.target}" if failure.target else ""
            print(f"{path}: {failure.check}{where}: {failure.message.splitlines()[-1][:200]}", flush=True)
        index += 1
        if index % 500 == 0:
            worst = ", ".join(f"{k} {v:.3g}" for k, v in WORST.items())
            elapsed = time.monotonic() - start
            failed = sum(failures.values())
            print(f"... {index} graphs, {failed} failures, {elapsed:.0f} s, largest difference {worst}", flush=True)
    return index, failures


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.fuzz", description="Fuzz anec-compile with random valid graphs.")
    parser.add_argument("--seed", type=int, default=0, help="campaign seed (graph i draws from seed:i)")
    parser.add_argument("--seconds", type=float, default=600.0, help="time budget (default 600)")
    parser.add_argument("--count", type=int, help="stop after this many graphs")
    parser.add_argument("--out", type=Path, default=Path("build/fuzz"), help="directory of the reproducers (default build/fuzz)")
    parser.add_argument("--index", type=int, help="print graph seed:INDEX and its check result, and stop")
    parser.add_argument("--max-steps", type=int, default=8, help="ops drawn per graph, at most (default 8)")
    args = parser.parse_args(argv)
    if args.index is not None:
        text = graph(RandomDraws(random.Random(f"{args.seed}:{args.index}")), args.max_steps)
        failure = check(text)
        print((failure.header() if failure else "// passes every check\n") + text, end="")
        return 1 if failure else 0
    start = time.monotonic()
    count, failures = campaign(args.seed, args.seconds, args.out, args.count, args.max_steps)
    total = sum(failures.values())
    detail = ", ".join(f"{k} {v}" for k, v in sorted(failures.items())) or "none"
    elapsed = time.monotonic() - start
    print(f"fuzz: seed {args.seed}: {count} graphs in {elapsed:.0f} s, {total} failures ({detail}); reproducers in {args.out}/")
    worst = ", ".join(f"{k} {v:.3g} (tolerance {TOLERANCE[k]:.3g})" for k, v in WORST.items())
    print(f"fuzz: largest compiled-vs-uncompiled difference, relative to |ref| + max|ref|: {worst}")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
