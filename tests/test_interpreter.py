"""
The reference interpreter against independent references: naive loops for
the windowed ops, numpy formulas written out here, and PyTorch where it is
installed (the torch tests skip without it).
"""

from __future__ import annotations

import math
import re
import shutil
import subprocess
import sys
from itertools import product
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.utils.exceptions import InterpretationError, VerifyException

from anec.dialect.attributes import ActivationFn
from anec.dialect.dialect import Anec
from anec.interpreter import (
    UNARY_FUNCTIONS,
    AnecFunctions,
    InputError,
    OpRuntimeError,
    entry_function,
    random_inputs,
    run,
    value_type,
)
from anec.tools.ir_io import anec_context

ROOT = Path(__file__).resolve().parent.parent
CTX = anec_context()
RNG = np.random.default_rng(1234)
FAST = settings(max_examples=25, deadline=None)

ELEMENT = {"float16": "f16", "float32": "f32", "int8": "i8", "uint8": "ui8", "int32": "i32", "int64": "i64"}


def ttype(shape: tuple[int, ...], element: str = "f32") -> str:
    return f"tensor<{''.join(f'{d}x' for d in shape)}{element}>"


def type_of(a: np.ndarray) -> str:
    return ttype(a.shape, ELEMENT[str(a.dtype)])


def parse(text: str) -> ModuleOp:
    module = Parser(CTX, text).parse_module()
    module.verify()
    return module


def run_op(op: str, *args: np.ndarray, out: str) -> np.ndarray:
    """
    Runs `%r = <op>` in a function of `args` (%a0, %a1, ...) and returns `%r`;
    `$0`, `$1`, ... in `op` stand for the argument types, `$out` for `out`.
    """
    types = [type_of(a) for a in args]
    body = re.sub(r"\$(\d+|out)", lambda m: out if m[1] == "out" else types[int(m[1])], op)
    sig = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types))
    (result,) = run(parse(f"func.func @f({sig}) -> {out} {{\n  %r = {body}\n  func.return %r : {out}\n}}\n"), args)
    return result


def normal(*shape: int, dtype: type = np.float32) -> np.ndarray:
    return RNG.standard_normal(shape).astype(dtype)


def close(actual: np.ndarray, expected: np.ndarray, tol: float = 1e-5) -> None:
    expected = np.asarray(expected, np.float64)
    scale = max(1.0, float(np.abs(expected[np.isfinite(expected)]).max(initial=0)))
    np.testing.assert_allclose(actual.astype(np.float64), expected, rtol=tol, atol=tol * scale)


def ints(name: str, values) -> str:
    return f"{name} = array<i64: {', '.join(map(str, values))}>"


# Coverage and errors.


def test_every_op_has_an_implementation() -> None:
    implemented = {op_type for op_type, _ in AnecFunctions._impls()}  # pyright: ignore[reportPrivateUsage]
    missing = sorted(op.name for op in Anec.operations if op not in implemented)
    assert not missing, f"ops without an interpreter implementation: {missing}"


def test_every_activation_and_unary_op_is_in_the_one_table() -> None:
    assert {fn.value for fn in ActivationFn} <= UNARY_FUNCTIONS.keys()


def test_an_op_without_implementation_is_an_error_naming_it() -> None:
    module = parse("func.func @f(%a: f32) -> f32 {\n  %r = arith.addf %a, %a : f32\n  func.return %r : f32\n}\n")
    with pytest.raises(InterpretationError, match=r"op arith\.addf"):
        run(module, [np.float32(1.0)])


def test_inputs_are_checked_against_the_signature() -> None:
    module = parse(
        "func.func @f(%x: tensor<2x3xf16>, %y: tensor<3xf16>) -> tensor<2x3xf16> {\n"
        "  %r = anec.add %x, %y : tensor<2x3xf16>, tensor<3xf16> -> tensor<2x3xf16>\n"
        "  func.return %r : tensor<2x3xf16>\n}\n"
    )
    x, y = np.ones((2, 3), np.float16), np.ones(3, np.float16)
    assert run(module, {"x": x, "arg1": y})[0].dtype == np.float16
    assert np.array_equal(run(module, {"%x": x, "y": y})[0], run(module, [x, y])[0])
    cases = [
        ([x], "takes 2 arguments; got 1"),
        ([x, np.ones(4, np.float16)], r"argument 1 \(%y\) has shape 4; expected tensor<3xf16>"),
        ([x.astype(np.float32), y], r"argument 0 \(%x\) has dtype float32; expected tensor<2x3xf16> \(numpy float16\)"),
        ({"x": x}, r"no input for argument 1 \(%y\)"),
        ({"x": x, "y": y, "z": y}, "input 'z' names no argument"),
    ]
    for inputs, message in cases:
        with pytest.raises(InputError, match=message):
            run(module, inputs)
    with pytest.raises(InputError, match="no function @g in the module; it defines @f"):
        run(module, [x, y], entry="g")


def test_gather_index_out_of_range_names_the_op() -> None:
    with pytest.raises(OpRuntimeError, match=r"'anec\.gather' op index 5 is out of range for axis extent 4"):
        run_op(
            "anec.gather %a0, %a1 {axis = 0 : i64} : $0, $1 -> $out", normal(4, 2), np.array([0, 5], np.int32), out=ttype((2, 2))
        )


# Convolution family: naive loops.


def naive_conv(x, w, groups, strides, dilations, pads):
    """Direct cross-correlation; w is [Cout, Cin/groups, *K]."""
    x, w = x.astype(np.float64), w.astype(np.float64)
    n, _, *size = x.shape
    cout, cin_g, *kernel = w.shape
    out = [(s + lo + hi - d * (k - 1) - 1) // st + 1 for s, k, st, d, (lo, hi) in zip(size, kernel, strides, dilations, pads)]
    y = np.zeros((n, cout, *out))
    for o in range(cout):
        g = o // (cout // groups)
        for pos in np.ndindex(*out):
            for tap in np.ndindex(*kernel):
                src = [p * st - lo + t * d for p, st, (lo, _), t, d in zip(pos, strides, pads, tap, dilations)]
                if all(0 <= s < e for s, e in zip(src, size)):
                    y[(slice(None), o, *pos)] += (
                        x[(slice(None), slice(g * cin_g, (g + 1) * cin_g), *src)] @ w[(o, slice(None), *tap)]
                    )
    return y


def naive_deconv(x, w, groups, strides, dilations, pads, extra):
    """Scatter of every input element through every tap; w is [Cout, Cin/groups, *K]."""
    x, w = x.astype(np.float64), w.astype(np.float64)
    n, cin, *size = x.shape
    cout, cin_g, *kernel = w.shape
    cout_g = cout // groups
    full = [(i - 1) * s + d * (k - 1) + 1 for i, k, s, d in zip(size, kernel, strides, dilations)]
    buf = np.zeros((n, cout, *(f + e for f, e in zip(full, extra))))
    for ci in range(cin):
        g = ci // cin_g
        for pos in np.ndindex(*size):
            for tap in np.ndindex(*kernel):
                dst = tuple(p * s + t * d for p, s, t, d in zip(pos, strides, tap, dilations))
                for o in range(g * cout_g, (g + 1) * cout_g):
                    buf[(slice(None), o, *dst)] += x[(slice(None), ci, *pos)] * w[(o, ci - g * cin_g, *tap)]
    out = [f - lo - hi + e for f, (lo, hi), e in zip(full, pads, extra)]
    return buf[(slice(None), slice(None), *(slice(lo, lo + o) for (lo, _), o in zip(pads, out)))]


ACTIVATIONS = {
    "relu": "#anec.activation<relu>",
    "leaky_relu": "#anec.activation<leaky_relu, alpha = 1.000000e-01>",
    "clamp": "#anec.activation<clamp, min = -5.000000e-01, max = 1.000000e+00>",
}

ACTIVATION_REFERENCE = {
    "relu": lambda y: np.maximum(y, 0),
    "leaky_relu": lambda y: np.where(y >= 0, y, 0.1 * y),
    "clamp": lambda y: np.clip(y, -0.5, 1.0),
}


@st.composite
def conv_cases(draw):
    groups = draw(st.integers(1, 2))
    cin_g, cout_g = draw(st.integers(1, 3)), draw(st.integers(1, 3))
    k = (draw(st.integers(1, 3)), draw(st.integers(1, 3)))
    size = (draw(st.integers(3, 7)), draw(st.integers(3, 7)))
    strides = (draw(st.integers(1, 2)), draw(st.integers(1, 2)))
    dilations = (draw(st.integers(1, 2)), draw(st.integers(1, 2)))
    pads = tuple((draw(st.integers(0, 2)), draw(st.integers(0, 2))) for _ in range(2))
    extents = [(s + lo + hi - d * (kk - 1) - 1) // st_ + 1 for s, kk, st_, d, (lo, hi) in zip(size, k, strides, dilations, pads)]
    if min(extents) < 1:
        pads = ((2, 2), (2, 2))
        dilations = (1, 1)
    streams = draw(st.tuples(st.booleans(), st.booleans(), st.sampled_from([None, *ACTIVATIONS])))
    return groups, cin_g, cout_g, k, size, strides, dilations, pads, draw(st.integers(1, 2)), streams


@FAST
@given(conv_cases())
def test_convolution_matches_a_naive_loop(case) -> None:
    groups, cin_g, cout_g, k, size, strides, dilations, pads, n, (with_bias, with_scale, act) = case
    x = normal(n, groups * cin_g, *size)
    w = normal(groups * cout_g, cin_g, *k)
    b, s = normal(groups * cout_g), normal(groups * cout_g)
    expected = naive_conv(x, w, groups, strides, dilations, pads)
    args, streams = [x, w], ""
    if with_bias:
        streams += f" bias(%a{len(args)} : ${len(args)})"
        args.append(b)
    if with_scale:
        streams += f" post_scale(%a{len(args)} : ${len(args)})"
        args.append(s)
        expected = expected * s[:, None, None]
    if with_bias:
        expected = expected + b[:, None, None]
    if act is not None:
        expected = ACTIVATION_REFERENCE[act](expected)
    props = [
        ints("strides", strides),
        ints("dilation_rates", dilations),
        ints("explicit_padding", [p for pair in pads for p in pair]),
    ]
    props.append(f"groups = {groups} : i64")
    if act is not None:
        props.append(f"fused_activation = {ACTIVATIONS[act]}")
    op = f"anec.convolution %a0, %a1{streams} {{{', '.join(props)}}} : $0, $1 -> $out"
    close(run_op(op, *args, out=ttype(expected.shape)), expected)


def test_same_padding_uses_the_op_pads() -> None:
    x, w = normal(1, 2, 7, 6), normal(3, 2, 3, 2)
    y = run_op(
        "anec.convolution %a0, %a1 {strides = array<i64: 2, 2>, padding_style = #anec.padding_style<same>} : $0, $1 -> $out",
        x,
        w,
        out=ttype((1, 3, 4, 3)),
    )
    # SAME: extent ceil(in / stride); H pads (1, 1), W pads (0, 1), the odd element last.
    close(y, naive_conv(x, w, 1, (2, 2), (1, 1), ((1, 1), (0, 1))))


def test_convolution_3d_matches_a_naive_loop() -> None:
    x = normal(1, 4, 4, 5, 5)
    w_odihw = normal(6, 2, 2, 3, 2)  # [Cout, kD, Cin/g, kH, kW], groups 2
    y = run_op(
        "anec.convolution %a0, %a1 {groups = 2 : i64, strides = array<i64: 1, 2, 1>, "
        "explicit_padding = array<i64: 1, 0, 1, 1, 0, 1>} : $0, $1 -> $out",
        x,
        w_odihw,
        out=ttype((1, 6, 4, 3, 5)),
    )
    close(y, naive_conv(x, w_odihw.transpose(0, 2, 1, 3, 4), 2, (1, 2, 1), (1, 1, 1), ((1, 0), (1, 1), (0, 1))))


def test_int8_weights_are_integer_values_and_post_scale_dequantizes() -> None:
    x = normal(1, 3, 5, 5)
    q = RNG.integers(-128, 128, (4, 3, 3, 3)).astype(np.int8)
    scale = np.full(4, 0.02, np.float32)
    y = run_op(
        "anec.convolution %a0, %a1 post_scale(%a2 : $2) {weight_format = #anec.weight_format<int8>} : $0, $1 -> $out",
        x,
        q,
        scale,
        out=ttype((1, 4, 3, 3)),
    )
    close(y, naive_conv(x, q, 1, (1, 1), (1, 1), ((0, 0), (0, 0))) * 0.02)


@st.composite
def deconv_cases(draw):
    groups = draw(st.integers(1, 2))
    cin_g, cout_g = draw(st.integers(1, 3)), draw(st.integers(1, 3))
    k = (draw(st.integers(1, 3)), draw(st.integers(1, 3)))
    size = (draw(st.integers(1, 4)), draw(st.integers(1, 4)))
    strides = (draw(st.integers(1, 3)), draw(st.integers(1, 3)))
    dilations = (draw(st.integers(1, 2)), draw(st.integers(1, 2)))
    extra = tuple(draw(st.integers(0, s - 1)) for s in strides)
    full = [(i - 1) * s + d * (kk - 1) + 1 for i, kk, s, d in zip(size, k, strides, dilations)]
    pads = tuple((draw(st.integers(0, 2)), draw(st.integers(0, 2))) for _ in range(2))
    pads = tuple((lo, hi) if f - lo - hi + e >= 1 else (0, 0) for (lo, hi), f, e in zip(pads, full, extra))
    return groups, cin_g, cout_g, k, size, strides, dilations, pads, extra


@FAST
@given(deconv_cases())
def test_deconvolution_matches_a_naive_scatter(case) -> None:
    groups, cin_g, cout_g, k, size, strides, dilations, pads, extra = case
    x = normal(2, groups * cin_g, *size)
    w = normal(groups * cout_g, cin_g, *k)
    expected = naive_deconv(x, w, groups, strides, dilations, pads, extra)
    props = [
        ints("strides", strides),
        ints("dilation_rates", dilations),
        ints("explicit_padding", [p for pair in pads for p in pair]),
        ints("output_padding", extra),
        f"groups = {groups} : i64",
    ]
    y = run_op(f"anec.deconvolution %a0, %a1 {{{', '.join(props)}}} : $0, $1 -> $out", x, w, out=ttype(expected.shape))
    close(y, expected)


def test_deconvolution_streams_follow_the_convolution() -> None:
    x, w, b, s = normal(1, 2, 3, 3), normal(4, 2, 2, 2), normal(4), normal(4)
    y = run_op(
        "anec.deconvolution %a0, %a1 bias(%a2 : $2) post_scale(%a3 : $3) {strides = array<i64: 2, 2>, "
        "fused_activation = #anec.activation<relu>} : $0, $1 -> $out",
        x,
        w,
        b,
        s,
        out=ttype((1, 4, 6, 6)),
    )
    expected = naive_deconv(x, w, 1, (2, 2), (1, 1), ((0, 0), (0, 0)), (0, 0))
    close(y, np.maximum(expected * s[:, None, None] + b[:, None, None], 0))


@pytest.mark.parametrize("fn", list(ActivationFn), ids=str)
def test_fused_activation_is_the_standalone_op_without_the_rounding_between(fn: ActivationFn) -> None:
    x, w = normal(1, 2, 4, 4) * 3, normal(3, 2, 1, 1)
    values = {"alpha": "2.500000e-01", "min": "-1.000000e+00", "max": "5.000000e-01"}
    attr = ", ".join([fn.value, *(f"{p} = {values[p]}" for p in fn.parameters)])
    props = "".join(f", {p} = {values[p]} : f32" for p in fn.parameters)[2:]
    out = ttype((1, 3, 4, 4))
    fused = run_op(f"anec.convolution %a0, %a1 {{fused_activation = #anec.activation<{attr}>}} : $0, $1 -> $out", x, w, out=out)
    plain = run_op("anec.convolution %a0, %a1 : $0, $1 -> $out", x, w, out=out)
    standalone = run_op(f"anec.{fn.value} %a0 {{{props}}} : $0" if props else f"anec.{fn.value} %a0 : $0", plain, out=out)
    # One op, one rounding: the activation reads the convolution's unrounded sum ...
    exact = np.einsum("oc,nchw->nohw", w[:, :, 0, 0].astype(np.float64), x.astype(np.float64))
    assert np.array_equal(fused, UNARY_FUNCTIONS[fn.value](exact, tuple(float(values[p]) for p in fn.parameters)).astype(np.float32))
    # ... so the two ops, which round between them, differ from it by a rounding at most.
    np.testing.assert_allclose(fused, standalone, rtol=2**-22, atol=2**-22)


def test_matmul_transposes_broadcast_and_depth() -> None:
    a, b = normal(2, 1, 4, 3), normal(5, 3, 4)
    y = run_op("anec.matmul %a0, %a1 transpose_lhs true : $0, $1 -> $out", a.swapaxes(-1, -2).copy(), b, out=ttype((2, 5, 4, 4)))
    close(y, a.astype(np.float64) @ b)
    c, d = normal(1, 2, 1, 3, 4), normal(2, 1, 1, 5, 4)
    y5 = run_op("anec.matmul %a0, %a1 transpose_rhs true : $0, $1 -> $out", c, d, out=ttype((2, 2, 1, 3, 5)))
    close(y5, c @ d.swapaxes(-1, -2))
    q = RNG.integers(0, 256, (4, 2)).astype(np.uint8)
    e = normal(3, 4)
    yq = run_op("anec.matmul %a0, %a1 {weight_format = #anec.weight_format<uint8>} : $0, $1 -> $out", e, q, out=ttype((3, 2)))
    close(yq, e.astype(np.float64) @ q.astype(np.float64))


# Pooling: naive loops.


def naive_pool(x, kernel, strides, dilations, pads, kind, include_pad=False):
    n, c, h, w = x.shape
    out = [(s + lo + hi - d * (k - 1) - 1) // st_ + 1 for s, k, st_, d, (lo, hi) in zip((h, w), kernel, strides, dilations, pads)]
    y = np.zeros((n, c, *out))
    for i, j in np.ndindex(*out):
        taps = []
        for a, b in np.ndindex(*kernel):
            r = i * strides[0] - pads[0][0] + a * dilations[0]
            s = j * strides[1] - pads[1][0] + b * dilations[1]
            taps.append(x[:, :, r, s].astype(np.float64) if 0 <= r < h and 0 <= s < w else None)
        inside = [t for t in taps if t is not None]
        if kind == "max":
            y[:, :, i, j] = np.max(inside, axis=0) if inside else -np.inf
        else:
            count = len(taps) if include_pad else len(inside)
            y[:, :, i, j] = np.sum(inside, axis=0) / count if inside else 0
    return y


@FAST
@given(
    st.tuples(st.integers(1, 3), st.integers(1, 3)),
    st.tuples(st.integers(1, 2), st.integers(1, 2)),
    st.tuples(st.integers(1, 2), st.integers(1, 2)),
    st.tuples(st.integers(0, 3), st.integers(0, 2), st.integers(0, 2), st.integers(0, 3)),
    st.booleans(),
)
def test_pooling_matches_a_naive_loop(kernel, strides, dilations, flat_pads, include_pad) -> None:
    x = normal(2, 3, 5, 6)
    pads = ((flat_pads[0], flat_pads[1]), (flat_pads[2], flat_pads[3]))
    props = ", ".join(
        [
            ints("kernel_sizes", kernel),
            ints("strides", strides),
            ints("dilation_rates", dilations),
            ints("explicit_padding", flat_pads),
        ]
    )
    expected_max = naive_pool(x, kernel, strides, dilations, pads, "max")
    out = ttype(expected_max.shape)
    close(run_op(f"anec.max_pool %a0 {{{props}}} : $0 -> $out", x, out=out), expected_max)
    flag = ", count_include_pad = true" if include_pad else ""
    expected_avg = naive_pool(x, kernel, strides, dilations, pads, "avg", include_pad)
    close(run_op(f"anec.avg_pool %a0 {{{props}{flag}}} : $0 -> $out", x, out=out), expected_avg)


def test_global_pools() -> None:
    x = normal(2, 3, 4, 5)
    out = ttype((2, 3, 1, 1))
    close(run_op("anec.global_avg_pool %a0 : $0 -> $out", x, out=out), x.mean(axis=(2, 3), keepdims=True))
    assert np.array_equal(run_op("anec.global_max_pool %a0 : $0 -> $out", x, out=out), x.max(axis=(2, 3), keepdims=True))


# Elementwise, normalization, reduction: formulas written out.

UNARY_REFERENCE = {
    "relu": lambda v: max(v, 0.0),
    "sigmoid": lambda v: 1 / (1 + math.exp(-v)),
    "tanh": math.tanh,
    "gelu": lambda v: v * (1 + math.erf(v / math.sqrt(2))) / 2,
    "silu": lambda v: v / (1 + math.exp(-v)),
    "exp": math.exp,
    "log": lambda v: math.log(v) if v > 0 else (-math.inf if v == 0 else math.nan),
    "sqrt": lambda v: math.sqrt(v) if v >= 0 else math.nan,
    "rsqrt": lambda v: 1 / math.sqrt(v) if v > 0 else (math.inf if v == 0 else math.nan),
    "sin": math.sin,
    "cos": math.cos,
    "abs": abs,
    "neg": lambda v: -v,
    "reciprocal": lambda v: 1 / v if v else math.copysign(math.inf, v),
    "square": lambda v: v * v,
    "erf": math.erf,
    "floor": math.floor,
    "ceil": math.ceil,
    "sign": lambda v: (v > 0) - (v < 0),
    "softplus": lambda v: math.log1p(math.exp(v)),
    "hard_sigmoid": lambda v: max(0.0, min(1.0, v / 6 + 0.5)),
    "hard_swish": lambda v: v * max(0.0, min(1.0, v / 6 + 0.5)),
    "leaky_relu": lambda v: v if v >= 0 else 0.3 * v,
    "elu": lambda v: v if v > 0 else 1.5 * (math.exp(v) - 1),
    "clamp": lambda v: min(max(v, -1.0), 2.0),
    "dropout": lambda v: v,
}
UNARY_PROPS = {
    "leaky_relu": "{alpha = 3.000000e-01 : f32}",
    "elu": "{alpha = 1.500000e+00 : f32}",
    "clamp": "{min = -1.000000e+00 : f32, max = 2.000000e+00 : f32}",
    "dropout": "{rate = 5.000000e-01 : f32}",
}


@pytest.mark.parametrize("name", sorted(UNARY_REFERENCE))
def test_unary_op_matches_its_formula(name: str) -> None:
    x = np.concatenate([normal(40) * 4, np.array([0.0, -0.0, -3.0, 3.0, 0.5], np.float32)])
    y = run_op(f"anec.{name} %a0 {UNARY_PROPS.get(name, '')} : $0", x, out=type_of(x))
    expected = np.array([UNARY_REFERENCE[name](float(v)) for v in x])
    assert y.dtype == np.float32
    close(y, expected, tol=2e-6)


def test_unary_ieee_edges() -> None:
    x = np.array([0.0, -1.0, np.nan, np.inf], np.float32)
    assert np.array_equal(run_op("anec.log %a0 : $0", x, out=type_of(x)), [-np.inf, np.nan, np.nan, np.inf], equal_nan=True)
    assert np.array_equal(run_op("anec.reciprocal %a0 : $0", x[:1], out=type_of(x[:1])), [np.inf])
    big = np.array([70000.0], np.float32)
    assert np.array_equal(run_op("anec.cast %a0 : $0 -> $out", big, out=ttype((1,), "f16")), np.array([np.inf], np.float16))


@pytest.mark.parametrize(
    "name, fn",
    [
        ("add", np.add),
        ("sub", np.subtract),
        ("mul", np.multiply),
        ("div", np.divide),
        ("max", np.maximum),
        ("min", np.minimum),
        ("pow", np.power),
    ],
)
def test_binary_op_broadcasts(name: str, fn) -> None:
    a, b = np.abs(normal(2, 1, 4)) + 0.1, normal(3, 1)
    y = run_op(f"anec.{name} %a0, %a1 : $0, $1 -> $out", a, b, out=ttype((2, 3, 4)))
    close(y, fn(a.astype(np.float64), b.astype(np.float64)), tol=2e-6)


def test_cast_rounds_to_nearest_even() -> None:
    # 1 + 2**-11 is halfway between two f16 values: ties go to the even one (1.0).
    x = np.array([1 + 2**-11, 1 + 3 * 2**-11, 0.1], np.float32)
    y = run_op("anec.cast %a0 : $0 -> $out", x, out=ttype((3,), "f16"))
    assert y.dtype == np.float16 and np.array_equal(y, x.astype(np.float16))
    assert y[0] == 1.0 and y[1] == np.float16(1 + 2**-9)


def test_normalization_ops() -> None:
    x, c = normal(2, 3, 4, 5), [normal(3) for _ in range(4)]
    mean, var, scale, bias = c[0], np.abs(c[1]), c[2], c[3]
    shape = (1, 3, 1, 1)
    y = run_op("anec.scale_bias %a0, %a1, %a2 : $0, $1", x, scale, bias, out=type_of(x))
    close(y, x * scale.reshape(shape) + bias.reshape(shape))
    y = run_op(
        "anec.batch_norm %a0, %a1, %a2, %a3, %a4 {epsilon = 1.000000e-03 : f32} : $0, $1",
        x,
        mean,
        var,
        scale,
        bias,
        out=type_of(x),
    )
    close(
        y, (x - mean.reshape(shape)) / np.sqrt(var.reshape(shape) + 1e-3) * scale.reshape(shape) + bias.reshape(shape), tol=1e-5
    )
    g, b = normal(3, 5), normal(3, 5)
    y = run_op("anec.layer_norm %a0 scale(%a1 : $1) bias(%a2 : $2) {axes = array<i64: 1, 3>} : $0", x, g, b, out=type_of(x))
    m = x.astype(np.float64).mean(axis=(1, 3), keepdims=True)
    v = ((x - m) ** 2).mean(axis=(1, 3), keepdims=True)
    close(y, (x - m) / np.sqrt(v + 1e-5) * g.reshape(1, 3, 1, 5) + b.reshape(1, 3, 1, 5), tol=1e-5)
    y = run_op("anec.softmax %a0 {axis = 2 : i64} : $0", x, out=type_of(x))
    e = np.exp(x.astype(np.float64) - x.max(axis=2, keepdims=True))
    close(y, e / e.sum(axis=2, keepdims=True))


def test_reductions() -> None:
    x = normal(2, 3, 4)
    for name, fn in (("reduce_sum", np.sum), ("reduce_mean", np.mean), ("reduce_max", np.max), ("reduce_min", np.min)):
        y = run_op(f"anec.{name} %a0 {{axes = array<i64: 0, 2>, keep_dims = false}} : $0 -> $out", x, out=ttype((3,)))
        close(y, fn(x.astype(np.float64), axis=(0, 2)))
        y = run_op(f"anec.{name} %a0 {{axes = array<i64: 1>}} : $0 -> $out", x, out=ttype((2, 1, 4)))
        close(y, fn(x.astype(np.float64), axis=1, keepdims=True))


def test_argmax_argmin_first_index_and_nan() -> None:
    x = np.array([[1.0, 3.0, 3.0, -2.0, -2.0], [0.0, np.nan, 5.0, np.nan, -9.0]], np.float32)
    amax = run_op("anec.argmax %a0 {axis = 1 : i64, keep_dims = false} : $0 -> $out", x, out=ttype((2,), "i32"))
    amin = run_op("anec.argmin %a0 {axis = 1 : i64} : $0 -> $out", x, out=ttype((2, 1), "i32"))
    assert amax.dtype == np.int32 and amax.tolist() == [1, 1]
    assert amin.tolist() == [[3], [1]]


# Movement.


def test_movement_ops() -> None:
    x = normal(2, 3, 4, 5)
    assert np.array_equal(run_op("anec.reshape %a0 : $0 -> $out", x, out=ttype((6, 20))), x.reshape(6, 20))
    y = run_op("anec.transpose %a0 {permutation = array<i64: 0, 3, 1, 2>} : $0 -> $out", x, out=ttype((2, 5, 3, 4)))
    assert np.array_equal(y, x.transpose(0, 3, 1, 2))
    z = normal(2, 1, 4, 5)
    assert np.array_equal(
        run_op("anec.concat %a0, %a1 {axis = 1 : i64} : $0, $1 -> $out", x, z, out=ttype((2, 4, 4, 5))), np.concatenate([x, z], 1)
    )
    y = run_op(
        "anec.slice %a0 {offsets = array<i64: 1, 0, 1, 0>, strides = array<i64: 1, 2, 2, 3>} : $0 -> $out",
        x,
        out=ttype((1, 2, 2, 2)),
    )
    assert np.array_equal(y, x[1:2, 0:3:2, 1:4:2, 0:4:3])
    idx = np.array([[4, 0], [2, 2]], np.int32)
    y = run_op("anec.gather %a0, %a1 {axis = 3 : i64} : $0, $1 -> $out", x, idx, out=ttype((2, 3, 4, 2, 2)))
    assert np.array_equal(y, np.take(x, idx, axis=3))


@pytest.mark.parametrize("mode", ["constant", "reflect", "symmetric"])
def test_pad_modes_follow_numpy(mode: str) -> None:
    x = normal(1, 2, 3, 4)
    pads, widths = [0, 1, 2, 3, 0, 0, 1, 3], [(0, 0), (1, 0), (2, 1), (3, 3)]
    value = ", value = 1.500000e+00 : f32" if mode == "constant" else ""
    y = run_op(
        f"anec.pad %a0 {{pads = array<i64: {', '.join(map(str, pads))}>, mode = #anec.pad_mode<{mode}>{value}}} : $0 -> $out",
        x,
        out=ttype((1, 3, 6, 10)),
    )
    expected = np.pad(x, widths, constant_values=1.5) if mode == "constant" else np.pad(x, widths, mode=mode)
    assert np.array_equal(y, expected)


def test_space_to_batch_follows_its_index_formula_and_inverts() -> None:
    x = normal(2, 3, 4, 6)
    bh, bw, (pt, pb, pl, pr) = 2, 3, (1, 1, 0, 3)
    y = run_op(
        "anec.space_to_batch %a0 {block_shape = array<i64: 2, 3>, pads = array<i64: 1, 1, 0, 3>} : $0 -> $out",
        x,
        out=ttype((12, 3, 3, 3)),
    )
    padded = np.pad(x, ((0, 0), (0, 0), (pt, pb), (pl, pr)))
    for i, j, n, h, w in product(range(bh), range(bw), range(2), range(3), range(3)):
        assert np.array_equal(y[(i * bw + j) * 2 + n, :, h, w], padded[n, :, h * bh + i, w * bw + j])
    back = run_op(
        "anec.batch_to_space %a0 {block_shape = array<i64: 2, 3>, crops = array<i64: 1, 1, 0, 3>} : $0 -> $out", y, out=type_of(x)
    )
    assert np.array_equal(back, x)


# Texture: naive per-pixel references.


def bilinear_ref(img: np.ndarray, y: float, x: float, zero_outside: bool = True) -> np.ndarray:
    """One sample of img [C, H, W] at index-space (y, x), taps outside reading 0."""
    h, w = img.shape[1:]
    y0, x0 = math.floor(y), math.floor(x)
    total = np.zeros(img.shape[0])
    for dy, dx in product((0, 1), (0, 1)):
        weight = (y - y0 if dy else 1 - (y - y0)) * (x - x0 if dx else 1 - (x - x0))
        r, s = y0 + dy, x0 + dx
        if 0 <= r < h and 0 <= s < w:
            total += weight * img[:, r, s]
    return total


def test_crop_resize_is_roi_align_with_one_sample_per_bin() -> None:
    x = normal(2, 3, 8, 9)
    boxes = np.array([[1, 1.0, 2.0, 6.5, 7.0], [0, -2.0, 3.0, 4.0, 11.0], [1, 4.0, 4.0, 4.5, 4.5]], np.float32)
    y = run_op(
        "anec.crop_resize %a0, %a1 {spatial_scale = 5.000000e-01 : f32} : $0, $1 -> $out",
        x,
        boxes * np.float32([1, 2, 2, 2, 2]),
        out=ttype((3, 3, 4, 5)),
    )
    for k, (b, y0, x0, y1, x1) in enumerate(boxes):
        for i, j in np.ndindex(4, 5):
            sy = y0 + (i + 0.5) * (y1 - y0) / 4 - 0.5
            sx = x0 + (j + 0.5) * (x1 - x0) / 5 - 0.5
            close(y[k, :, i, j], bilinear_ref(x[int(b)], sy, sx))
    origin_size = run_op(
        "anec.crop_resize %a0, %a1 {box_format = #anec.box_format<origin_size>} : $0, $1 -> $out",
        x[:1],
        np.array([[1.0, 2.0, 5.5, 5.0]], np.float32),
        out=ttype((1, 3, 4, 5)),
    )
    corners = run_op(
        "anec.crop_resize %a0, %a1 : $0, $1 -> $out", x[:1], np.array([[1.0, 2.0, 6.5, 7.0]], np.float32), out=ttype((1, 3, 4, 5))
    )
    assert np.array_equal(origin_size, corners)
    with pytest.raises(OpRuntimeError, match=r"box batch index 2 is not an integer in 0\.\.1"):
        run_op("anec.crop_resize %a0, %a1 : $0, $1 -> $out", x, np.array([[2, 0, 0, 1, 1]], np.float32), out=ttype((1, 3, 4, 5)))


def test_affine_samples_its_mapped_points_and_equals_resample() -> None:
    x = normal(1, 2, 6, 7)
    a, b, c, d, e, f = 0.5, 0.25, -1.0, -0.25, 0.75, 1.5
    matrix = ", ".join(f"{v:e}" for v in (a, b, c, d, e, f))
    y = run_op(f"anec.affine %a0 {{matrix = array<f32: {matrix}>}} : $0 -> $out", x, out=ttype((1, 2, 5, 8)))
    for i, j in np.ndindex(5, 8):
        close(y[0, :, i, j], bilinear_ref(x[0], d * j + e * i + f, a * j + b * i + c))
    i, j = np.meshgrid(np.arange(5), np.arange(8), indexing="ij")
    grid = np.stack([a * j + b * i + c, d * j + e * i + f])[None].astype(np.float32)
    z = run_op("anec.resample %a0, %a1 {normalized = false} : $0, $1 -> $out", x, grid, out=ttype((1, 2, 5, 8)))
    close(y, z)


def test_resample_one_channel_grid_uses_the_row_as_y() -> None:
    x = normal(1, 2, 4, 6)
    xs = (RNG.uniform(-1.2, 1.2, (1, 1, 4, 3))).astype(np.float32)
    y = run_op("anec.resample %a0, %a1 : $0, $1 -> $out", x, xs, out=ttype((1, 2, 4, 3)))
    for i, j in np.ndindex(4, 3):
        close(y[0, :, i, j], bilinear_ref(x[0], i, ((xs[0, 0, i, j] + 1) * 6 - 1) / 2))


def test_nearest_sampling_rounds_halves_up() -> None:
    x = np.arange(8, dtype=np.float32).reshape(1, 1, 2, 4)
    grid = np.array([0.5, 1.5, 2.49, -0.5], np.float32).reshape(1, 1, 1, 4)
    y = run_op(
        "anec.resample %a0, %a1 {mode = #anec.sampling<nearest>, normalized = false} : $0, $1 -> $out",
        x,
        grid,
        out=ttype((1, 1, 1, 4)),
    )
    assert y.ravel().tolist() == [1.0, 2.0, 2.0, 0.0]


def test_resize_as_equals_resize() -> None:
    x, ref = normal(1, 2, 5, 4), np.zeros((1, 1, 7, 9), np.float16)
    for props in ("{align_corners = true}", "{mode = #anec.sampling<nearest>}"):
        a = run_op(f"anec.resize_as %a0, %a1 {props} : $0, $1 -> $out", x, ref, out=ttype((1, 2, 7, 9)))
        b = run_op(f"anec.resize %a0 {props} : $0 -> $out", x, out=ttype((1, 2, 7, 9)))
        assert np.array_equal(a, b)


# Attention and recurrent cells: formulas.


def test_attention_with_mask() -> None:
    q, k, v, mask = normal(2, 3, 4), normal(2, 5, 4), normal(2, 5, 6), normal(1, 5)
    y = run_op(
        "anec.attention %a0, %a1, %a2 mask(%a3 : $3) {scale = 2.500000e-01 : f32} : $0, $1, $2 -> $out",
        q,
        k,
        v,
        mask,
        out=ttype((2, 3, 6)),
    )
    s = q.astype(np.float64) @ k.swapaxes(-1, -2) * 0.25 + mask
    p = np.exp(s - s.max(-1, keepdims=True))
    close(y, (p / p.sum(-1, keepdims=True)) @ v)


RECURRENT_IR = """
func.func @f(%x: tensor<2x3xf32>, %h: tensor<2x4xf32>, %c: tensor<2x4xf32>, %wi: tensor<{g}x3xf32>, %wh: tensor<{g}x4xf32>,
             %b: tensor<{g}xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {{
  {body}
}}
"""


def recurrent(kind: str, x, h, c, wi, wh, b) -> tuple[np.ndarray, ...]:
    gates = wi.shape[0]
    if kind == "lstm":
        body = (
            "%h1, %c1 = anec.recurrent_cell <lstm> %x, %h cell(%c : tensor<2x4xf32>) weights(%wi, %wh) "
            f"bias(%b : tensor<{gates}xf32>) : tensor<2x3xf32>, tensor<2x4xf32>, tensor<{gates}x3xf32>, tensor<{gates}x4xf32> "
            "-> tensor<2x4xf32>, tensor<2x4xf32>\n"
            "  func.return %h1, %c1 : tensor<2x4xf32>, tensor<2x4xf32>"
        )
    else:
        body = (
            f"%h1 = anec.recurrent_cell <{kind}> %x, %h weights(%wi, %wh) bias(%b : tensor<{gates}xf32>) "
            f": tensor<2x3xf32>, tensor<2x4xf32>, tensor<{gates}x3xf32>, tensor<{gates}x4xf32> -> tensor<2x4xf32>\n"
            "  func.return %h1, %c : tensor<2x4xf32>, tensor<2x4xf32>"
        )
    return run(parse(RECURRENT_IR.format(g=gates, body=body)), [x, h, c, wi, wh, b])


def test_recurrent_cells_follow_their_formulas() -> None:
    x, h, c = normal(2, 3), normal(2, 4), normal(2, 4)

    def sig(v: np.ndarray) -> np.ndarray:
        return 1 / (1 + np.exp(-v))

    for kind, gates in (("rnn", 1), ("gru", 3), ("lstm", 4)):
        wi, wh, b = normal(4 * gates, 3), normal(4 * gates, 4), normal(4 * gates)
        gi, gh = x.astype(np.float64) @ wi.T + b, h.astype(np.float64) @ wh.T
        outputs = recurrent(kind, x, h, c, wi, wh, b)
        if kind == "rnn":
            close(outputs[0], np.tanh(gi + gh))
        elif kind == "gru":
            r, z = sig(gi[:, :4] + gh[:, :4]), sig(gi[:, 4:8] + gh[:, 4:8])
            n = np.tanh(gi[:, 8:] + r * gh[:, 8:])
            close(outputs[0], (1 - z) * n + z * h)
        else:
            s = gi + gh
            c1 = sig(s[:, 4:8]) * c + sig(s[:, :4]) * np.tanh(s[:, 8:12])
            close(outputs[1], c1)
            close(outputs[0], sig(s[:, 12:]) * np.tanh(c1))


# Constants and programs.


def test_dense_and_resource_constants() -> None:
    # xDSL 0.74 keeps resource blobs per process and renames a key parsed a
    # second time (the IR then names a key without a blob): keys here are unique.
    module = parse(
        "func.func @f() -> (tensor<2x2xi8>, tensor<2xf16>, tensor<2x2xf16>, tensor<3xf32>) {\n"
        "  %q = anec.constant dense_resource<interp_weights> : tensor<2x2xi8>\n"
        "  %h = anec.constant dense_resource<interp_scale> : tensor<2xf16>\n"
        "  %w = anec.constant dense<[[1.0, 2.0], [3.0, 4.5]]> : tensor<2x2xf16>\n"
        "  %s = anec.constant dense<-2.5> : tensor<3xf32>\n"
        "  func.return %q, %h, %w, %s : tensor<2x2xi8>, tensor<2xf16>, tensor<2x2xf16>, tensor<3xf32>\n}\n"
        '{-#\n  dialect_resources: {\n    builtin: {\n      interp_weights: "0x0100000001FE03FC",\n'
        '      interp_scale: "0x02000000003C00C0"\n    }\n  }\n#-}\n'
    )
    q, h, w, s = run(module, [])
    assert q.dtype == np.int8 and q.tolist() == [[1, -2], [3, -4]]
    assert h.dtype == np.float16 and h.tolist() == [1.0, -2.0]
    assert w.dtype == np.float16 and w.tolist() == [[1.0, 2.0], [3.0, 4.5]]
    assert s.dtype == np.float32 and s.tolist() == [-2.5] * 3
    # A blob that is missing (or of the wrong size) is refused where the file is read, by the verifier.
    with pytest.raises(VerifyException, match=r"dense_resource<interp_absent> has no blob"):
        parse(
            "func.func @g() -> tensor<2xf16> {\n  %h = anec.constant dense_resource<interp_absent> : tensor<2xf16>\n"
            "  func.return %h : tensor<2xf16>\n}\n"
        )


PROGRAM_IR = """
func.func @inside(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) -> (tensor<1x4x6x6xf16>, tensor<1x4x1x1xf16>) {
  %y, %m = anec.program "stem" (%a = %x : tensor<1x3x8x8xf16>, %k = %w : tensor<4x3x3x3xf16>)
      -> (tensor<1x4x6x6xf16>, tensor<1x4x1x1xf16>) {
    %c = anec.convolution %a, %k : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x6x6xf16>
    %r = anec.gelu %c : tensor<1x4x6x6xf16>
    %p = anec.global_avg_pool %r : tensor<1x4x6x6xf16> -> tensor<1x4x1x1xf16>
    anec.yield %r, %p : tensor<1x4x6x6xf16>, tensor<1x4x1x1xf16>
  }
  func.return %y, %m : tensor<1x4x6x6xf16>, tensor<1x4x1x1xf16>
}
func.func @outside(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) -> (tensor<1x4x6x6xf16>, tensor<1x4x1x1xf16>) {
  %c = anec.convolution %x, %w : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x6x6xf16>
  %r = anec.gelu %c : tensor<1x4x6x6xf16>
  %p = anec.global_avg_pool %r : tensor<1x4x6x6xf16> -> tensor<1x4x1x1xf16>
  func.return %r, %p : tensor<1x4x6x6xf16>, tensor<1x4x1x1xf16>
}
"""


def test_program_region_equals_the_same_ops_outside() -> None:
    module = parse(PROGRAM_IR)
    inputs = random_inputs(entry_function(module, "inside"), seed=3)
    inside = run(module, inputs, "inside")
    outside = run(module, inputs, "outside")
    assert [a.dtype for a in inside] == [np.float16, np.float16]
    for a, b in zip(inside, outside):
        assert np.array_equal(a, b)


# fp16: storage at op outputs, fp32 compute.

FP16_CASES = [
    (
        "anec.convolution %a0, %a1 bias(%a2 : $2) {fused_activation = #anec.activation<gelu>} : $0, $1 -> $out",
        [(1, 4, 6, 6), (5, 4, 3, 3), (5,)],
        (1, 5, 4, 4),
    ),
    ("anec.deconvolution %a0, %a1 {strides = array<i64: 2, 2>} : $0, $1 -> $out", [(1, 4, 3, 3), (2, 4, 2, 2)], (1, 2, 6, 6)),
    ("anec.matmul %a0, %a1 : $0, $1 -> $out", [(3, 64), (64, 5)], (3, 5)),
    (
        "anec.avg_pool %a0 {kernel_sizes = array<i64: 3, 3>, padding_style = #anec.padding_style<same>} : $0 -> $out",
        [(1, 2, 5, 5)],
        (1, 2, 5, 5),
    ),
    ("anec.layer_norm %a0 {axes = array<i64: 1>} : $0", [(4, 32)], (4, 32)),
    ("anec.softmax %a0 {axis = 1 : i64} : $0", [(4, 32)], (4, 32)),
    ("anec.reduce_mean %a0 {axes = array<i64: 1>} : $0 -> $out", [(4, 300)], (4, 1)),
    ("anec.attention %a0, %a1, %a2 : $0, $1, $2 -> $out", [(6, 8), (7, 8), (7, 3)], (6, 3)),
    ("anec.resize %a0 : $0 -> $out", [(1, 2, 3, 5)], (1, 2, 7, 4)),
    ("anec.silu %a0 : $0", [(50,)], (50,)),
    ("anec.div %a0, %a1 : $0, $1 -> $out", [(50,), (50,)], (50,)),
]


@pytest.mark.parametrize("op, shapes, out", FP16_CASES, ids=lambda c: c.split()[0] if isinstance(c, str) else "")
def test_f16_result_is_the_f32_result_rounded(op: str, shapes, out) -> None:
    halves = [normal(*s, dtype=np.float16) for s in shapes]
    as_f32 = [h.astype(np.float32) for h in halves]
    y16 = run_op(op, *halves, out=ttype(out, "f16"))
    y32 = run_op(op, *as_f32, out=ttype(out))
    assert y16.dtype == np.float16 and y32.dtype == np.float32
    assert np.array_equal(y16, y32.astype(np.float16), equal_nan=True)


# Examples and random inputs.

EXAMPLES = sorted((ROOT / "examples").glob("*.mlir"))


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_examples_run_on_random_inputs(example: Path) -> None:
    module = parse(example.read_text())
    function = entry_function(module)
    inputs = random_inputs(function, seed=0)
    outputs = run(module, inputs)
    types = function.function_type.outputs.data
    assert len(outputs) == len(types)
    for value, ty in zip(outputs, types):
        assert value.shape == tuple(ty.get_shape()) and value.dtype == value_type(ty)[1]
        assert np.isfinite(value).all()


def test_random_inputs_are_deterministic_and_in_domain() -> None:
    module = parse(
        "func.func @f(%x: tensor<2x9x4xf16>, %i: tensor<3xi32>, %m: tensor<9xf32>, %v: tensor<9xf32>,\n"
        "             %img: tensor<3x9x4x4xf32>, %boxes: tensor<2x5xf32>) -> (tensor<2x3x4xf16>, tensor<2x9x3x3xf32>) {\n"
        "  %g = anec.gather %x, %i {axis = 1 : i64} : tensor<2x9x4xf16>, tensor<3xi32> -> tensor<2x3x4xf16>\n"
        "  %y = anec.program (%a = %img : tensor<3x9x4x4xf32>, %mm = %m : tensor<9xf32>, %vv = %v : tensor<9xf32>)\n"
        "      -> tensor<3x9x4x4xf32> {\n"
        "    %n = anec.batch_norm %a, %mm, %vv, %mm, %mm : tensor<3x9x4x4xf32>, tensor<9xf32>\n"
        "    anec.yield %n : tensor<3x9x4x4xf32>\n  }\n"
        "  %c = anec.crop_resize %y, %boxes : tensor<3x9x4x4xf32>, tensor<2x5xf32> -> tensor<2x9x3x3xf32>\n"
        "  func.return %g, %c : tensor<2x3x4xf16>, tensor<2x9x3x3xf32>\n}\n"
    )
    function = entry_function(module)
    first, again = random_inputs(function, 7), random_inputs(function, 7)
    assert all(np.array_equal(a, b) for a, b in zip(first, again))
    assert not np.array_equal(first[0], random_inputs(function, 8)[0])
    x, i, m, v, _, boxes = first
    assert x.dtype == np.float16 and i.dtype == np.int32 and boxes.dtype == np.float32
    assert i.min() >= 0 and i.max() < 9 and (v >= 0).all() and (m < 0).any()
    assert set(boxes[:, 0]) <= {0.0, 1.0, 2.0}
    assert all(np.isfinite(r).all() for r in run(module, first))


# PyTorch as an independent oracle.


@pytest.fixture(scope="module")
def torch():
    return pytest.importorskip("torch")


def tensor(torch, a: np.ndarray):
    return torch.from_numpy(np.ascontiguousarray(a))


def test_torch_conv2d_conv3d_and_conv_transpose2d(torch) -> None:
    F = torch.nn.functional
    x, w, b = normal(2, 4, 9, 8), normal(6, 2, 3, 2), normal(6)
    y = run_op(
        "anec.convolution %a0, %a1 bias(%a2 : $2) {groups = 2 : i64, strides = array<i64: 2, 1>, "
        "dilation_rates = array<i64: 1, 2>, explicit_padding = array<i64: 1, 2, 0, 1>} : $0, $1 -> $out",
        x,
        w,
        b,
        out=ttype((2, 6, 5, 7)),
    )
    ref = F.conv2d(
        F.pad(tensor(torch, x), (0, 1, 1, 2)), tensor(torch, w), tensor(torch, b), stride=(2, 1), dilation=(1, 2), groups=2
    )
    close(y, ref.numpy())
    x3, w3 = normal(1, 3, 5, 6, 4), normal(4, 2, 3, 3, 2)  # odihw
    y3 = run_op(
        "anec.convolution %a0, %a1 {explicit_padding = array<i64: 1, 1, 0, 0, 1, 0>} : $0, $1 -> $out",
        x3,
        w3,
        out=ttype((1, 4, 6, 4, 4)),
    )
    ref3 = F.conv3d(F.pad(tensor(torch, x3), (1, 0, 0, 0, 1, 1)), tensor(torch, w3.transpose(0, 2, 1, 3, 4)))
    close(y3, ref3.numpy())
    xt, wt = normal(2, 4, 5, 4), normal(6, 2, 3, 3)  # [Cout, Cin/g, kH, kW], groups 2
    yt = run_op(
        "anec.deconvolution %a0, %a1 {groups = 2 : i64, strides = array<i64: 2, 3>, explicit_padding = array<i64: 1, 1, 1, 1>, "
        "output_padding = array<i64: 1, 2>} : $0, $1 -> $out",
        xt,
        wt,
        out=ttype((2, 6, 10, 12)),
    )
    torch_w = wt.reshape(2, 3, 2, 3, 3).transpose(0, 2, 1, 3, 4).reshape(4, 3, 3, 3)
    reft = F.conv_transpose2d(
        tensor(torch, xt), tensor(torch, torch_w), stride=(2, 3), padding=1, output_padding=(1, 2), groups=2
    )
    close(yt, reft.numpy())


def test_torch_pooling(torch) -> None:
    F = torch.nn.functional
    x = normal(2, 3, 7, 8)
    props = "kernel_sizes = array<i64: 3, 3>, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>"
    out = ttype((2, 3, 4, 4))
    close(run_op(f"anec.max_pool %a0 {{{props}}} : $0 -> $out", x, out=out), F.max_pool2d(tensor(torch, x), 3, 2, 1).numpy())
    for include in (False, True):
        flag = ", count_include_pad = true" if include else ""
        ref = F.avg_pool2d(tensor(torch, x), 3, 2, 1, count_include_pad=include).numpy()
        close(run_op(f"anec.avg_pool %a0 {{{props}{flag}}} : $0 -> $out", x, out=out), ref)


def test_torch_normalization(torch) -> None:
    F = torch.nn.functional
    x, g, b = normal(2, 5, 6), normal(5, 6), normal(5, 6)
    y = run_op(
        "anec.layer_norm %a0 scale(%a1 : $1) bias(%a2 : $2) {axes = array<i64: 1, 2>, epsilon = 1.000000e-03 : f32} : $0",
        x,
        g,
        b,
        out=type_of(x),
    )
    close(y, F.layer_norm(tensor(torch, x), (5, 6), tensor(torch, g), tensor(torch, b), eps=1e-3).numpy())
    m, v, s, c = normal(5), np.abs(normal(5)), normal(5), normal(5)
    y = run_op("anec.batch_norm %a0, %a1, %a2, %a3, %a4 : $0, $1", x, m, v, s, c, out=type_of(x))
    ref = F.batch_norm(
        tensor(torch, x), tensor(torch, m), tensor(torch, v), tensor(torch, s), tensor(torch, c), training=False, eps=1e-5
    )
    close(y, ref.numpy(), tol=1e-5)
    close(run_op("anec.softmax %a0 {axis = 1 : i64} : $0", x, out=type_of(x)), torch.softmax(tensor(torch, x), 1).numpy())


def test_torch_activations(torch) -> None:
    F = torch.nn.functional
    x = normal(200) * 4
    cases = {
        "anec.gelu %a0 : $0": F.gelu,
        "anec.silu %a0 : $0": F.silu,
        "anec.hard_swish %a0 : $0": F.hardswish,
        "anec.hard_sigmoid %a0 : $0": F.hardsigmoid,
        "anec.softplus %a0 : $0": F.softplus,
        "anec.elu %a0 {alpha = 7.000000e-01 : f32} : $0": lambda t: F.elu(t, 0.7),
        "anec.leaky_relu %a0 {alpha = 2.000000e-01 : f32} : $0": lambda t: F.leaky_relu(t, 0.2),
        "anec.clamp %a0 {min = 0.000000e+00 : f32, max = 6.000000e+00 : f32} : $0": F.relu6,
        "anec.sigmoid %a0 : $0": torch.sigmoid,
        "anec.tanh %a0 : $0": torch.tanh,
        "anec.erf %a0 : $0": torch.erf,
    }
    for op, fn in cases.items():
        close(run_op(op, x, out=type_of(x)), fn(tensor(torch, x)).numpy(), tol=2e-6)


def test_torch_grid_sample(torch) -> None:
    F = torch.nn.functional
    x = normal(2, 3, 5, 6)
    grid = RNG.uniform(-1.3, 1.3, (2, 2, 4, 7)).astype(np.float32)  # channel 0 x, channel 1 y
    for mode in ("bilinear", "nearest"):
        y = run_op(f"anec.resample %a0, %a1 {{mode = #anec.sampling<{mode}>}} : $0, $1 -> $out", x, grid, out=ttype((2, 3, 4, 7)))
        ref = F.grid_sample(
            tensor(torch, x), tensor(torch, grid.transpose(0, 2, 3, 1)), mode=mode, padding_mode="zeros", align_corners=False
        )
        close(y, ref.numpy())


@pytest.mark.parametrize("size, out", [((5, 7), (9, 4)), ((6, 3), (3, 11))])
def test_torch_interpolate(torch, size, out) -> None:
    F = torch.nn.functional
    x = normal(1, 2, *size)
    for align in (False, True):
        flag = "true" if align else "false"
        y = run_op(f"anec.resize %a0 {{align_corners = {flag}}} : $0 -> $out", x, out=ttype((1, 2, *out)))
        close(y, F.interpolate(tensor(torch, x), size=out, mode="bilinear", align_corners=align).numpy())
    y = run_op("anec.resize %a0 {mode = #anec.sampling<nearest>} : $0 -> $out", x, out=ttype((1, 2, *out)))
    assert np.array_equal(y, F.interpolate(tensor(torch, x), size=out, mode="nearest-exact").numpy())


def test_torch_scaled_dot_product_attention(torch) -> None:
    F = torch.nn.functional
    q, k, v, mask = normal(2, 3, 5, 8), normal(2, 3, 6, 8), normal(2, 3, 6, 4), normal(1, 3, 5, 6)
    mask[0, 1, :, 2] = -np.inf
    y = run_op("anec.attention %a0, %a1, %a2 mask(%a3 : $3) : $0, $1, $2 -> $out", q, k, v, mask, out=ttype((2, 3, 5, 4)))
    ref = F.scaled_dot_product_attention(tensor(torch, q), tensor(torch, k), tensor(torch, v), attn_mask=tensor(torch, mask))
    close(y, ref.numpy())


def test_torch_recurrent_cells(torch) -> None:
    x, h, c = normal(2, 3), normal(2, 4), normal(2, 4)
    for kind, cls in (("rnn", torch.nn.RNNCell), ("gru", torch.nn.GRUCell), ("lstm", torch.nn.LSTMCell)):
        cell = cls(3, 4)
        with torch.no_grad():
            if kind == "gru":
                cell.bias_hh[8:] = 0  # the n block of bias_hh must be zero (see the op docstring)
            wi, wh = cell.weight_ih.numpy(), cell.weight_hh.numpy()
            b = (cell.bias_ih + cell.bias_hh).numpy()
            outputs = recurrent(kind, x, h, c, wi, wh, b)
            if kind == "lstm":
                h1, c1 = cell(tensor(torch, x), (tensor(torch, h), tensor(torch, c)))
                close(outputs[1], c1.numpy())
            else:
                h1 = cell(tensor(torch, x), tensor(torch, h))
            close(outputs[0], h1.numpy())


def test_torch_pixel_unshuffle_is_space_to_batch(torch) -> None:
    F = torch.nn.functional
    x = normal(1, 3, 4, 6)
    # Batch 1: space_to_batch puts block offset k = i * bw + j first, pixel_unshuffle puts it inside each channel.
    y = run_op("anec.space_to_batch %a0 {block_shape = array<i64: 2, 2>} : $0 -> $out", x, out=ttype((4, 3, 2, 3)))
    close(y, F.pixel_unshuffle(tensor(torch, x), 2).reshape(3, 4, 2, 3).permute(1, 0, 2, 3).numpy())
    back = run_op("anec.batch_to_space %a0 {block_shape = array<i64: 2, 2>} : $0 -> $out", y, out=type_of(x))
    close(back, F.pixel_shuffle(tensor(torch, y).permute(1, 0, 2, 3).reshape(1, 12, 2, 3), 2).numpy())


# The command-line tool.


def test_anec_run_writes_results_and_no_partial_file(tmp_path: Path) -> None:
    local = Path(sys.executable).parent / "anec-run"
    exe = str(local) if local.exists() else shutil.which("anec-run")
    assert exe is not None, "anec-run is not installed: run `make test`, which installs the project"
    example = str(ROOT / "examples" / "mobilenet_inverted_residual.mlir")
    out = tmp_path / "out.npz"
    done = subprocess.run([exe, example, "-o", str(out), "--seed", "2"], capture_output=True, text=True, check=False)
    assert done.returncode == 0 and done.stdout == ""
    module = parse(Path(example).read_text())
    with np.load(out) as data:
        assert data.files == ["out0"]
        assert np.array_equal(data["out0"], run(module, random_inputs(entry_function(module), 2))[0])
    bad = tmp_path / "bad.npz"
    inputs = {f"arg{i}": value for i, value in enumerate(random_inputs(entry_function(module), 0))}
    np.savez(bad, **inputs | {"arg0": inputs["arg0"].astype(np.float32)})
    failed = subprocess.run(
        [exe, example, "--inputs", str(bad), "-o", str(tmp_path / "never.npz")], capture_output=True, text=True, check=False
    )
    assert failed.returncode == 1
    assert (
        failed.stderr == "anec-run: error: argument 0 (%x) has dtype float32; expected tensor<1x64x14x14xf16> (numpy float16)\n"
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.npz", "out.npz"]


# Values are dropped after their last use (AnecInterpreter); the outputs are xDSL's interpreter's.


def test_each_value_is_dropped_after_its_last_reader() -> None:
    from anec.interpreter import _last_uses

    module = Parser(
        CTX,
        """func.func @f(%x: tensor<1x4x8x8xf32>, %w: tensor<4x4x1x1xf32>) -> tensor<1x4x8x8xf32> {
  %a = anec.relu %x : tensor<1x4x8x8xf32>
  %b = anec.convolution %a, %w : tensor<1x4x8x8xf32>, tensor<4x4x1x1xf32> -> tensor<1x4x8x8xf32>
  %unused = anec.relu %b : tensor<1x4x8x8xf32>
  %p = anec.program "p0" (%a_1 = %a : tensor<1x4x8x8xf32>, %b_1 = %b : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32> {
    %s = anec.add %a_1, %b_1 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32> -> tensor<1x4x8x8xf32>
    anec.yield %s : tensor<1x4x8x8xf32>
  }
  func.return %p : tensor<1x4x8x8xf32>
}""",
    ).parse_module()
    function = entry_function(module)
    ops = list(function.body.block.ops)
    relu, conv, unused, program, _ = ops
    found = _last_uses(function.body.block)
    assert {v.name_hint for v in found[relu]} == {"x"}
    assert {v.name_hint for v in found[conv]} == {"w"}
    assert {v.name_hint for v in found[unused]} == {"unused"}
    assert {v.name_hint for v in found[program]} == {"a", "b"}
    inner = program.regions[0].blocks.first
    (add, _) = inner.ops
    assert _last_uses(inner) == {add: list(inner.args)}


@pytest.mark.parametrize("example", ["resnet18.mlir", "transformer_encoder_block.mlir"])
def test_dropping_values_changes_no_output(example: str, monkeypatch: pytest.MonkeyPatch) -> None:
    import anec.interpreter as interpreter
    from xdsl.interpreter import Interpreter

    module = Parser(CTX, (ROOT / "examples" / example).read_text()).parse_module()
    inputs = random_inputs(entry_function(module))
    dropped = run(module, inputs)
    monkeypatch.setattr(interpreter, "AnecInterpreter", Interpreter)
    kept = run(module, inputs)
    assert len(dropped) == len(kept)
    for a, b in zip(dropped, kept):
        assert a.dtype == b.dtype and np.array_equal(a, b, equal_nan=True)
