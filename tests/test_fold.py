"""`anec-fold` (SPEC section 5): folding keeps every result (fp32 within 1e-5) and is idempotent."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.utils.exceptions import PassFailedException

from anec.dialect.attributes import ActivationFn
from anec.dialect.elementwise import ACTIVATION_OPS
from anec.interpreter import entry_function, random_inputs, run
from anec.passes.fold import AnecFoldPass
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
