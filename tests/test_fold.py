"""`anec-fold` (SPEC section 5): folding keeps every result (fp32 within 1e-5) and is idempotent."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.utils.exceptions import PassFailedException

from anec.dialect.attributes import ActivationFn
from anec.dialect.elementwise import ACTIVATION_OPS
from anec.interpreter import entry_function, random_inputs, run
from anec.passes.fold import AnecFoldPass, constant_value
from anec.tools.ir_io import anec_context

ROOT = Path(__file__).resolve().parent.parent
CTX: Context = anec_context()
FAST = settings(max_examples=30, deadline=None)
ACTIVATIONS = {
    ActivationFn.RELU: "",
    ActivationFn.LEAKY_RELU: "{alpha = 0.125 : f32}",
    ActivationFn.CLAMP: "{min = -0.5 : f32, max = 0.75 : f32}",
    ActivationFn.SIGMOID: "",
    ActivationFn.HARD_SWISH: "",
}
"""Activations the property test appends, with their properties."""


def parse(text: str) -> ModuleOp:
    module = Parser(CTX, text).parse_module()
    module.verify()
    return module


def ttype(shape: tuple[int, ...], element: str = "f32") -> str:
    return f"tensor<{''.join(f'{d}x' for d in shape)}{element}>"


def dense(values: np.ndarray) -> str:
    """An MLIR dense literal of `values`."""
    if values.ndim == 0:
        return f"{float(values):.9e}" if values.dtype.kind == "f" else str(int(values))
    return "[" + ", ".join(dense(v) for v in values) + "]"


def apply(module: ModuleOp, into: str = "weights") -> ModuleOp:
    folded = module.clone()
    AnecFoldPass(into=into).apply(CTX, folded)
    folded.verify()
    return folded


def assert_same_results(before: ModuleOp, after: ModuleOp, rtol: float = 1e-5, seed: int = 0) -> None:
    inputs = random_inputs(entry_function(before), seed)
    for want, got in zip(run(before, inputs), run(after, inputs), strict=True):
        scale = max(float(np.abs(want.astype(np.float64)).max()), 1.0)
        np.testing.assert_allclose(got.astype(np.float64), want.astype(np.float64), rtol=rtol, atol=rtol * scale)


@st.composite
def conv_norm_chains(draw: st.DrawFn) -> str:
    """A function: convolution (optional streams, constant or argument weights),
    batch norm or scale-bias (constant or argument vectors), optional activation."""
    rng = np.random.default_rng(draw(st.integers(0, 2**16)))
    cin, cout = draw(st.sampled_from([(2, 3), (4, 4), (3, 6)]))
    groups = draw(st.sampled_from([g for g in (1, 2, 3) if cin % g == 0 and cout % g == 0]))
    k = draw(st.sampled_from([1, 3]))
    stride = draw(st.sampled_from([1, 2]))
    fmt = draw(st.sampled_from(["dense", "int8", "palettized", "sparse"]))
    welem = "i8" if fmt == "int8" else "f32"
    fmt_attr = {
        "dense": "",
        "int8": ", weight_format = #anec.weight_format<int8>",
        "palettized": ", weight_format = #anec.weight_format<palettized, bits = 2>",
        "sparse": ", weight_format = #anec.weight_format<sparse, zero_fraction = 0.5>",
    }[fmt]
    x, w = ttype((1, cin, 7, 7)), ttype((cout, cin // groups, k, k), welem)
    y = ttype((1, cout, (7 - k) // stride + 1, (7 - k) // stride + 1))
    vec = ttype((cout,))
    args = [f"%x: {x}"]
    body: list[str] = []

    def operand(name: str, values: np.ndarray, ty: str) -> str:
        if draw(st.booleans()):
            args.append(f"%{name}: {ty}")
        else:
            body.append(f"%{name} = anec.constant dense<{dense(values)}> : {ty}")
        return f"%{name}"

    weights = (
        rng.integers(-3, 4, (cout, cin // groups, k, k)).astype(np.int8)
        if fmt == "int8"
        else rng.standard_normal((cout, cin // groups, k, k))
    )
    wv = operand("w", weights, w)
    streams = ""
    if draw(st.booleans()):
        streams += f" bias({operand('cb', rng.standard_normal(cout), vec)} : {vec})"
    if draw(st.booleans()):
        streams += f" post_scale({operand('cs', rng.uniform(0.5, 2, cout), vec)} : {vec})"
    body.append(
        f"%c = anec.convolution %x, {wv}{streams} {{groups = {groups} : i64, strides = array<i64: {stride}, {stride}>{fmt_attr}}} : {x}, {w} -> {y}"
    )
    if draw(st.booleans()):
        mean, var = operand("m", rng.standard_normal(cout), vec), operand("v", rng.uniform(0.1, 2, cout), vec)
        scale, bias = operand("s", rng.standard_normal(cout), vec), operand("b", rng.standard_normal(cout), vec)
        body.append(f"%n = anec.batch_norm %c, {mean}, {var}, {scale}, {bias} {{epsilon = 1.0e-03 : f32}} : {y}, {vec}")
    else:
        scale, bias = operand("s", rng.standard_normal(cout), vec), operand("b", rng.standard_normal(cout), vec)
        body.append(f"%n = anec.scale_bias %c, {scale}, {bias} : {y}, {vec}")
    result = "%n"
    activation = draw(st.sampled_from([None, *ACTIVATIONS]))
    if activation is not None:
        body.append(f"%r = {ACTIVATION_OPS[activation].name} %n {ACTIVATIONS[activation]} : {y}")
        result = "%r"
    lines = "\n  ".join(body)
    return f"func.func @f({', '.join(args)}) -> {y} {{\n  {lines}\n  func.return {result} : {y}\n}}"


@FAST
@given(conv_norm_chains(), st.sampled_from(["weights", "post_scale"]))
def test_fold_keeps_results_and_is_idempotent(text: str, into: str) -> None:
    module = parse(text)
    once = apply(module, into)
    assert_same_results(module, once)
    kinds = [op.name for op in once.walk()]
    assert "anec.batch_norm" not in kinds and "anec.scale_bias" not in kinds
    assert not any(ACTIVATION_OPS[fn].name in kinds for fn in ACTIVATIONS)
    assert str(apply(once, into)) == str(once)


def test_constant_fold_leaves_only_constants_and_the_convolution() -> None:
    module = parse(
        """func.func @f(%x: tensor<1x2x5x5xf32>) -> tensor<1x2x3x3xf32> {
          %w = anec.constant dense<0.5> : tensor<2x2x3x3xf32>
          %m = anec.constant dense<[1.0, 2.0]> : tensor<2xf32>
          %v = anec.constant dense<[1.0, 4.0]> : tensor<2xf32>
          %c = anec.convolution %x, %w : tensor<1x2x5x5xf32>, tensor<2x2x3x3xf32> -> tensor<1x2x3x3xf32>
          %n = anec.batch_norm %c, %m, %v, %v, %m : tensor<1x2x3x3xf32>, tensor<2xf32>
          %r = anec.gelu %n : tensor<1x2x3x3xf32>
          func.return %r : tensor<1x2x3x3xf32>
        }"""
    )
    folded = apply(module)
    assert [op.name for op in folded.body.block.first_op.walk()][1:] == [
        "anec.constant",
        "anec.constant",
        "anec.convolution",
        "func.return",
    ]
    assert_same_results(module, folded)


def test_resnet_example_folds_within_fp16_rounding() -> None:
    module = parse((ROOT / "examples" / "resnet_basic_block.mlir").read_text())
    folded = apply(module)
    kinds = [op.name for op in folded.walk()]
    assert kinds.count("anec.batch_norm") == 0 and kinds.count("anec.relu") == 1
    assert_same_results(module, folded, rtol=2e-2)


def test_unknown_fold_target_is_an_error() -> None:
    with pytest.raises(PassFailedException, match="unknown fold target 'bias'; expected one of weights, post_scale"):
        AnecFoldPass(into="bias").apply(CTX, parse("builtin.module {}"))


def f16_arrays(shape: tuple[int, ...], largest: int = 0x7BFF, signed: bool = True) -> st.SearchStrategy[np.ndarray]:
    """fp16 arrays drawn by bit pattern, so every binade is as likely as any
    other: subnormals up to the largest finite value (65504, 0x7bff) or `largest`."""
    patterns = st.integers(0, (2 if signed else 1) * (largest + 1) - 1).map(lambda n: n // (largest + 1) << 15 | n % (largest + 1))
    return hnp.arrays(np.uint16, shape, elements=patterns).map(lambda a: a.view(np.float16))


def f16_conv_batch_norm(weights: np.ndarray, mean: np.ndarray, variance: np.ndarray, scale: np.ndarray, bias: np.ndarray) -> str:
    """An f16 convolution with constant weights and a constant batch norm after it."""
    cout, cin, k, _ = weights.shape
    x, w, vec = ttype((1, cin, k + 2, k + 2), "f16"), ttype(weights.shape, "f16"), ttype((cout,), "f16")
    y = ttype((1, cout, 3, 3), "f16")
    constants = {"w": (weights, w), "m": (mean, vec), "v": (variance, vec), "s": (scale, vec), "b": (bias, vec)}
    lines = [f"%{n} = anec.constant dense<{dense(v.astype(np.float64))}> : {t}" for n, (v, t) in constants.items()]
    return f"""func.func @f(%x: {x}) -> {y} {{
      {chr(10).join(lines)}
      %c = anec.convolution %x, %w : {x}, {w} -> {y}
      %n = anec.batch_norm %c, %m, %v, %s, %b {{epsilon = 1.0e-05 : f32}} : {y}, {vec}
      func.return %n : {y}
    }}"""


def assert_fp16_fold_is_rounding(text: str, x: np.ndarray) -> ModuleOp:
    """Folded and unfolded f16 runs agree wherever the unfolded result is
    finite, within the error of the roundings to f16 either form makes."""
    module = parse(text)
    folded = apply(module)
    (want,), (got,) = run(module, [x]), run(folded, [x])
    (conv,) = (op for op in module.walk() if op.name == "anec.convolution")
    (norm,) = (op for op in module.walk() if op.name == "anec.batch_norm")
    w, m, v, s, b = (constant_value(value).astype(np.float64) for value in (conv.operands[1], *norm.operands[1:]))
    a = (s / np.sqrt(v + np.float32(1e-5)))[:, None, None]
    xs = windows_of(x.astype(np.float64))
    acc = np.einsum("nchwij,ocij->nohw", np.abs(xs), np.abs(w))  # bounds |conv(x, w)|
    shift = b[:, None, None] - m[:, None, None] * a
    exact = np.einsum("nchwij,ocij->nohw", xs, w) * a + shift
    # Each rounding of a coefficient, of the unfolded intermediate or of the
    # result to f16 errs by at most max(2^-11 relative, 2^-25 absolute).
    relative = np.abs(a) * acc + np.abs(shift) + np.abs(m[:, None, None] * a) + np.abs(exact)
    absolute = 1 + np.abs(x).sum() + acc + np.abs(a)
    tolerance = 2.0**-9 * relative + 2.0**-23 * absolute
    checked = np.isfinite(want) & (np.abs(exact) < 65504 * (1 - 2.0**-9))
    assert np.all(np.isfinite(got[checked]))
    assert np.all(np.abs(got[checked].astype(np.float64) - want[checked].astype(np.float64)) <= tolerance[checked])
    return folded


def windows_of(x: np.ndarray) -> np.ndarray:
    """The 3x3 windows of `x` ([N, C, H, W] -> [N, C, H-2, W-2, 3, 3])."""
    return np.lib.stride_tricks.sliding_window_view(x, (3, 3), axis=(2, 3))


@FAST
@given(
    f16_arrays((2, 2, 3, 3)),
    f16_arrays((2,)),
    f16_arrays((2,), signed=False),
    f16_arrays((2,)),
    f16_arrays((2,)),
    f16_arrays((1, 2, 5, 5), largest=0x4400),
)
def test_fp16_fold_differs_only_by_rounding(
    weights: np.ndarray, mean: np.ndarray, variance: np.ndarray, scale: np.ndarray, bias: np.ndarray, x: np.ndarray
) -> None:
    assert_fp16_fold_is_rounding(f16_conv_batch_norm(weights, mean, variance, scale, bias), x)


def test_a_factor_that_would_overflow_the_weights_goes_to_the_post_scale() -> None:
    # a = 1 / sqrt(1e-5) ~ 316: the folded weight 300 * 316 is beyond fp16 (65504)
    text = f16_conv_batch_norm(*(np.full(shape, v, np.float16) for shape, v in (((1, 1, 3, 3), 300), ((1,), 0), ((1,), 0), ((1,), 1), ((1,), 0))))
    x = np.full((1, 1, 5, 5), 1 / 18, np.float16)
    folded = assert_fp16_fold_is_rounding(text, x)
    (conv,) = (op for op in folded.walk() if op.name == "anec.convolution")
    assert conv.post_scale is not None and constant_value(conv.weights).max() == 300
    (y,) = run(folded, [x])
    np.testing.assert_allclose(y.astype(np.float64), 9 * 300 * float(x[0, 0, 0, 0]) / np.sqrt(1e-5), rtol=2e-3)  # ~47,400


def test_a_bias_that_would_overflow_keeps_the_norm() -> None:
    # b = bias - mean * a = -60000 * 316: beyond fp16 in either placement
    text = f16_conv_batch_norm(*(np.full(shape, v, np.float16) for shape, v in (((1, 1, 3, 3), 1), ((1,), 60000), ((1,), 0), ((1,), 1), ((1,), 0))))
    folded = assert_fp16_fold_is_rounding(text, np.full((1, 1, 5, 5), 0.5, np.float16))
    assert "anec.batch_norm" in [op.name for op in folded.walk()]
