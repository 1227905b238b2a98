"""
`anec-legalize` (passes/legalize.py) and its value-range analysis
(passes/value_range.py): every rewrite keeps the results (the reference
interpreter on random fp32 inputs, before and after, rtol 1e-5), the pass is
idempotent, and the intervals are sound and tight where documented.
"""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.utils.exceptions import PassFailedException, VerifyException

from anec.dialect.attributes import ActivationFn, Sampling
from anec.dialect.elementwise import ELEMENTWISE_OPS, UnaryOp
from anec.interpreter import entry_function, random_inputs, run
from anec.passes.legalize import AnecLegalizePass, AxisKernel, dilation_blocks, interpolation_matrix
from anec.passes.value_range import UNARY_RULES, UNBOUNDED, Interval, ValueRanges, value_range
from anec.tools.ir_io import LocatingParser, anec_context

CTX = anec_context()
FAST = settings(max_examples=40, deadline=None)


def ttype(shape: tuple[int, ...], element: str = "f32") -> str:
    return f"tensor<{'x'.join(map(str, shape))}x{element}>"


def parse(text: str) -> ModuleOp:
    module = Parser(CTX, text).parse_module()
    module.verify()
    return module


def legalize(module: ModuleOp, target: str = "h13") -> ModuleOp:
    AnecLegalizePass(target=target).apply(CTX, module)
    module.verify()
    return module


def op_names(module: ModuleOp) -> list[str]:
    return [op.name for op in module.walk() if op.name.startswith("anec.")]


def assert_equivalent(text: str, target: str = "h13", rtol: float = 1e-5, atol: float = 1e-6) -> ModuleOp:
    """Legalizes `text` and checks its results on random inputs; returns the legalized module."""
    before = parse(text)
    inputs = random_inputs(entry_function(before), seed=7)
    expected = run(before, inputs)
    after = legalize(parse(text), target)
    for want, got in zip(expected, run(after, inputs), strict=True):
        np.testing.assert_allclose(got, want, rtol=rtol, atol=atol)
    return after


def resize_ir(n: int, c: int, hw: tuple[int, int], out: tuple[int, int], mode: str, align: bool, element: str = "f32") -> str:
    src, dst = ttype((n, c, *hw), element), ttype((n, c, *out), element)
    return f"""
func.func @f(%x: {src}) -> {dst} {{
  %y = anec.resize %x {{mode = #anec.sampling<{mode}>, align_corners = {str(align).lower()}}} : {src} -> {dst}
  func.return %y : {dst}
}}"""


# Resize without the texture engine.


@FAST
@given(
    st.integers(1, 5),
    st.integers(1, 5),
    st.integers(1, 4),
    st.integers(1, 4),
    st.sampled_from(["bilinear", "nearest"]),
    st.booleans(),
    st.integers(1, 2),
)
def test_integer_upsampling_is_a_deconvolution(h: int, w: int, fh: int, fw: int, mode: str, align: bool, batch: int) -> None:
    """Both axes upsample by an integer in the resize's own grid: one depthwise deconvolution."""
    out = (grid_extent(h, fh, align), grid_extent(w, fw, align))
    module = assert_equivalent(resize_ir(batch, 3, (h, w), out, mode, align))
    names = op_names(module)
    if (h, w) == out:
        assert names == []
    else:
        assert names.count("anec.deconvolution") == 1
        assert "anec.convolution" not in names and "anec.resize" not in names


def grid_extent(n: int, factor: int, align: bool) -> int:
    """The output extent that upsamples `n` by `factor` in the half-pixel or align-corners grid."""
    if not align:
        return n * factor
    return (n - 1) * factor + 1 if n > 1 else 1


@FAST
@given(
    st.integers(1, 7),
    st.integers(1, 7),
    st.integers(1, 9),
    st.integers(1, 9),
    st.sampled_from(["bilinear", "nearest"]),
    st.booleans(),
)
def test_any_resize_is_exact(h: int, w: int, out_h: int, out_w: int, mode: str, align: bool) -> None:
    """Any ratio, up or down: deconvolution or transposes and 1x1 convolutions, same values."""
    module = assert_equivalent(resize_ir(1, 2, (h, w), (out_h, out_w), mode, align))
    assert "anec.resize" not in op_names(module)


def test_non_integer_resize_uses_transposed_convolutions() -> None:
    module = assert_equivalent(resize_ir(2, 3, (5, 4), (7, 9), "bilinear", False))
    names = op_names(module)
    assert names.count("anec.transpose") == 4
    assert names.count("anec.convolution") == 2


def test_emitted_ops_carry_the_resize_location() -> None:
    module = LocatingParser(CTX, resize_ir(1, 1, (3, 3), (6, 6), "bilinear", False), "up.mlir").parse_module()
    legalize(module)
    locations = {str(op.location) for op in module.walk() if op.name.startswith("anec.")}
    assert len(op_names(module)) > 1
    assert locations == {'loc("up.mlir":3:3)'}


def test_f16_resize_rounds_only_its_coefficients() -> None:
    """fp16: power-of-two factors have exact f16 kernels; the result is the f32 one rounded."""
    assert_equivalent(resize_ir(1, 4, (5, 6), (10, 12), "bilinear", False, "f16"), rtol=2e-3, atol=2e-3)


def test_resize_on_a_texture_target_is_kept() -> None:
    module = legalize(parse(resize_ir(1, 2, (3, 3), (6, 6), "bilinear", False)), "h14")
    assert op_names(module) == ["anec.resize"]


def test_resize_as_decomposes_to_resize() -> None:
    text = """
func.func @f(%x: tensor<1x2x3x5xf32>, %r: tensor<2x9x6x10xf16>) -> tensor<1x2x6x10xf32> {
  %y = anec.resize_as %x, %r {align_corners = false} : tensor<1x2x3x5xf32>, tensor<2x9x6x10xf16> -> tensor<1x2x6x10xf32>
  func.return %y : tensor<1x2x6x10xf32>
}"""
    module = assert_equivalent(text)
    assert "anec.resize_as" not in op_names(module)
    assert "anec.deconvolution" in op_names(module)
    assert op_names(legalize(parse(text), "h17s")) == ["anec.resize_as"]


@pytest.mark.parametrize("factor", [1, 2, 3, 4, 5, 8])
@pytest.mark.parametrize("mode", [Sampling.BILINEAR, Sampling.NEAREST])
@pytest.mark.parametrize("align", [False, True])
def test_axis_kernel_reproduces_the_interpolation_matrix(factor: int, mode: Sampling, align: bool) -> None:
    """Scattering each edge-extended input through the kernel gives the resize's [m, n] matrix."""
    n = 4
    m = (n - 1) * factor + 1 if align else n * factor
    kernel = AxisKernel.build(n, m, factor, mode, align)
    matrix = np.zeros((m, n))
    for j in range(-kernel.before, n + kernel.after):
        for k, weight in enumerate(kernel.weights):
            o = factor * j + kernel.offset + k
            if 0 <= o < m:
                matrix[o, min(max(j, 0), n - 1)] += weight
    np.testing.assert_allclose(matrix, interpolation_matrix(n, m, mode, align), atol=1e-12)
    begin, end = kernel.padding(n, m)
    assert begin >= 0 and end >= 0


def test_interpolation_rows_sum_to_one() -> None:
    for n, m in [(1, 5), (5, 1), (4, 7), (7, 4), (3, 3)]:
        for mode in Sampling:
            for align in (False, True):
                np.testing.assert_allclose(interpolation_matrix(n, m, mode, align).sum(axis=1), 1.0)


# Dilated convolution.


@FAST
@given(
    st.sampled_from([2, 3, 4, 6, 8, 9]),
    st.integers(1, 3),
    st.integers(0, 3),
    st.integers(0, 3),
    st.integers(0, 11),
    st.integers(0, 11),
    st.sampled_from([1, 2]),
    st.booleans(),
)
def test_dilated_convolution_is_space_to_batch(
    dilation: int, kernel: int, pad_lo: int, pad_hi: int, extra_h: int, extra_w: int, groups: int, same: bool
) -> None:
    h = dilation * (kernel - 1) + 1 + extra_h
    w = dilation * (kernel - 1) + 1 + extra_w
    cin, cout = 2 * groups, 2 * groups
    if same:
        padding, out = "padding_style = #anec.padding_style<same>", (h, w)
    else:
        padding = f"explicit_padding = array<i64: {pad_lo}, {pad_hi}, {pad_hi}, {pad_lo}>"
        out = (h + pad_lo + pad_hi - dilation * (kernel - 1), w + pad_lo + pad_hi - dilation * (kernel - 1))
    src, wt, dst = ttype((2, cin, h, w)), ttype((cout, cin // groups, kernel, kernel)), ttype((2, cout, *out))
    text = f"""
func.func @f(%x: {src}, %w: {wt}, %b: tensor<{cout}xf32>, %s: tensor<{cout}xf32>) -> {dst} {{
  %y = anec.convolution %x, %w bias(%b : tensor<{cout}xf32>) post_scale(%s : tensor<{cout}xf32>)
         {{groups = {groups} : i64, dilation_rates = array<i64: {dilation}, {dilation}>, {padding},
           fused_activation = #anec.activation<leaky_relu, alpha = 0.1>}} : {src}, {wt} -> {dst}
  func.return %y : {dst}
}}"""
    module = assert_equivalent(text, "h17s")
    names = op_names(module)
    levels = len(dilation_blocks(dilation) or [])
    assert names.count("anec.space_to_batch") == levels == names.count("anec.batch_to_space")
    conv = next(op for op in module.walk() if op.name == "anec.convolution")
    assert "dilation_rates" not in conv.properties


def test_dilation_blocks() -> None:
    assert dilation_blocks(8) == [8]
    assert dilation_blocks(6) == [3, 2]
    assert dilation_blocks(12) == [4, 3]
    assert dilation_blocks(16) == [8, 2]
    assert dilation_blocks(5) is None
    assert dilation_blocks(10) is None


# Dropout and the target-independent behaviour.


def test_dropout_is_removed_below_its_tier() -> None:
    text = """
func.func @f(%x: tensor<1x4x2x2xf32>) -> tensor<1x4x2x2xf32> {
  %d = anec.dropout %x {rate = 0.5 : f32} : tensor<1x4x2x2xf32>
  %y = anec.relu %d : tensor<1x4x2x2xf32>
  func.return %y : tensor<1x4x2x2xf32>
}"""
    assert op_names(assert_equivalent(text, "h14")) == ["anec.relu"]
    assert op_names(legalize(parse(text), "h15")) == ["anec.dropout", "anec.relu"]


MIXED = """
func.func @f(%x: tensor<1x2x3x4xf32>, %w: tensor<2x2x3x3xf32>) -> (tensor<1x2x6x8xf32>, tensor<1x2x5x7xf32>, tensor<1x2x3x4xf32>) {
  %r = anec.resize %x : tensor<1x2x3x4xf32> -> tensor<1x2x6x8xf32>
  %n = anec.resize %x {mode = #anec.sampling<nearest>} : tensor<1x2x3x4xf32> -> tensor<1x2x5x7xf32>
  %p = anec.program "p" (%a = %x : tensor<1x2x3x4xf32>, %k = %w : tensor<2x2x3x3xf32>) -> tensor<1x2x3x4xf32> {
    %d = anec.dropout %a {rate = 0.2 : f32} : tensor<1x2x3x4xf32>
    %c = anec.convolution %d, %k {dilation_rates = array<i64: 2, 2>, explicit_padding = array<i64: 2, 2, 2, 2>}
         : tensor<1x2x3x4xf32>, tensor<2x2x3x3xf32> -> tensor<1x2x3x4xf32>
    %s = anec.sigmoid %c : tensor<1x2x3x4xf32>
    %z = anec.resize_as %s, %c : tensor<1x2x3x4xf32>, tensor<1x2x3x4xf32> -> tensor<1x2x3x4xf32>
    anec.yield %z : tensor<1x2x3x4xf32>
  }
  func.return %r, %n, %p : tensor<1x2x6x8xf32>, tensor<1x2x5x7xf32>, tensor<1x2x3x4xf32>
}"""


PATCHES = """
func.func @f(%x: tensor<2x3x20x20xf16>, %w: tensor<4x3x4x16xf16>) -> tensor<2x4x17x2xf16> {
  %y = anec.convolution %x, %w {strides = array<i64: 1, 8>, explicit_padding = array<i64: 0, 0, 1, 3>}
       : tensor<2x3x20x20xf16>, tensor<4x3x4x16xf16> -> tensor<2x4x17x2xf16>
  func.return %y : tensor<2x4x17x2xf16>
}"""


@pytest.mark.parametrize("target", ["h13", "h14", "h17s"])
@pytest.mark.parametrize("text", [MIXED, PATCHES], ids=["mixed", "patches"])
def test_idempotent(target: str, text: str) -> None:
    """A second application changes nothing, on every kind of target."""
    once = str(legalize(parse(text), target))
    assert str(legalize(parse(once), target)) == once
    assert once != str(parse(text))


@pytest.mark.parametrize("target", ["h13", "h14", "h17s"])
def test_mixed_module_keeps_its_results(target: str) -> None:
    assert_equivalent(MIXED, target)


def test_rewrites_inside_programs() -> None:
    module = assert_equivalent(MIXED)
    program = next(op for op in module.walk() if op.name == "anec.program")
    inner = [op.name for op in program.walk()]
    assert "anec.space_to_batch" in inner and "anec.dropout" not in inner and "anec.resize_as" not in inner


def test_failure_is_a_located_pass_failure() -> None:
    text = """
func.func @f(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x10x10xf32> {
  %y = anec.pad %x {pads = array<i64: 0, 0, 1, 1, 0, 0, 1, 1>, mode = #anec.pad_mode<symmetric>} : tensor<1x3x8x8xf32> -> tensor<1x3x10x10xf32>
  func.return %y : tensor<1x3x10x10xf32>
}"""
    with pytest.raises(PassFailedException, match="'anec.pad' op symmetric padding is not supported on this architecture"):
        legalize(parse(text))
    assert op_names(legalize(parse(text), "h14")) == ["anec.pad"]


# Value ranges.


def ranges_of(text: str) -> tuple[func.FuncOp, ValueRanges]:
    module = parse(text)
    function = entry_function(module)
    return function, ValueRanges(module)


def returned(text: str) -> list[Interval]:
    """The intervals of the values a function returns."""
    function, ranges = ranges_of(text)
    terminator = function.body.block.last_op
    assert terminator is not None
    return [ranges[v] for v in terminator.operands]


def unary_ir(name: str, attrs: str = "", lo: float = -3.0, hi: float = 2.0) -> str:
    t = ttype((64,))
    return f"""
func.func @f(%x: {t} {{anec.range = #anec.range<{lo}, {hi}>}}) -> {t} {{
  %y = anec.{name} %x {attrs} : {t}
  func.return %y : {t}
}}"""


def test_interval_arithmetic() -> None:
    a, b = Interval(-2.0, 3.0), Interval(1.0, 4.0)
    assert a + b == Interval(-1.0, 7.0)
    assert a - b == Interval(-6.0, 2.0)
    assert a * b == Interval(-8.0, 12.0)
    assert Interval(0.0, math.inf) * Interval(0.0, 1.0) == Interval(0.0, math.inf)
    assert b.reciprocal() == Interval(0.25, 1.0)
    assert a.reciprocal() == UNBOUNDED
    assert UNBOUNDED + UNBOUNDED == UNBOUNDED
    assert a.hull(Interval(5.0, 6.0)) == Interval(-2.0, 6.0)
    assert Interval(-4094.0, 4094.0).within(4094.0) and not Interval(0.0, 4096.0).within(4094.0)


def test_every_unary_op_and_activation_has_a_rule() -> None:
    unary = {op.name.removeprefix("anec.") for op in ELEMENTWISE_OPS if issubclass(op, UnaryOp)}
    assert unary <= set(UNARY_RULES)
    assert {fn.value for fn in ActivationFn} <= set(UNARY_RULES)


@pytest.mark.parametrize(
    ("name", "attrs", "expected"),
    [
        ("relu", "", (0.0, 2.0)),
        ("sigmoid", "", (1 / (1 + math.exp(3)), 1 / (1 + math.exp(-2)))),
        ("tanh", "", (math.tanh(-3), math.tanh(2))),
        ("hard_sigmoid", "", (0.0, 2 / 6 + 0.5)),
        ("clamp", "{min = -1.0 : f32, max = 1.5 : f32}", (-1.0, 1.5)),
        ("abs", "", (0.0, 3.0)),
        ("neg", "", (-2.0, 3.0)),
        ("square", "", (0.0, 9.0)),
        ("leaky_relu", "{alpha = 0.5 : f32}", (-1.5, 2.0)),
        ("sin", "", (-1.0, 1.0)),
        ("dropout", "{rate = 0.5 : f32}", (-3.0, 2.0)),
        ("floor", "", (-3.0, 2.0)),
    ],
)
def test_unary_ranges(name: str, attrs: str, expected: tuple[float, float]) -> None:
    (interval,) = returned(unary_ir(name, attrs))
    assert interval.lo == pytest.approx(expected[0], rel=1e-6) and interval.hi == pytest.approx(expected[1], rel=1e-6)


def test_unknown_and_unbounded_ops() -> None:
    t = ttype((1, 2, 4, 4))
    text = f"""
func.func @f(%x: {t}, %w: tensor<2x2x1x1xf32>) -> ({t}, {t}, {t}) {{
  %r = anec.relu %x : {t}
  %c = anec.convolution %x, %w : {t}, tensor<2x2x1x1xf32> -> {t}
  %p = anec.pow %x, %x : {t}, {t} -> {t}
  func.return %r, %c, %p : {t}, {t}, {t}
}}"""
    assert returned(text) == [Interval(0.0, math.inf), UNBOUNDED, UNBOUNDED]


def test_constants_movement_and_programs() -> None:
    text = """
func.func @f(%x: tensor<1x1x2x2xf16> {anec.range = #anec.range<0.0, 255.0>}) -> (tensor<1x1x4x2xf16>, tensor<1x1x4x4xf16>, tensor<1x1x2x2xf16>, tensor<1x1x2x2xf16>) {
  %k = anec.constant dense<[[[[-3.0, 5.0], [1.0, 2.0]]]]> : tensor<1x1x2x2xf16>
  %c = anec.concat %k, %x {axis = 2 : i64} : tensor<1x1x2x2xf16>, tensor<1x1x2x2xf16> -> tensor<1x1x4x2xf16>
  %p = anec.pad %k {pads = array<i64: 0, 0, 1, 1, 0, 0, 1, 1>, value = 9.0 : f32} : tensor<1x1x2x2xf16> -> tensor<1x1x4x4xf16>
  %s = anec.space_to_batch %k {block_shape = array<i64: 1, 1>} : tensor<1x1x2x2xf16> -> tensor<1x1x2x2xf16>
  %y = anec.program "p" (%a = %x : tensor<1x1x2x2xf16>) -> tensor<1x1x2x2xf16> {
    %t = anec.transpose %a {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x1x2x2xf16> -> tensor<1x1x2x2xf16>
    anec.yield %t : tensor<1x1x2x2xf16>
  }
  func.return %c, %p, %s, %y : tensor<1x1x4x2xf16>, tensor<1x1x4x4xf16>, tensor<1x1x2x2xf16>, tensor<1x1x2x2xf16>
}"""
    assert returned(text) == [Interval(-3.0, 255.0), Interval(-3.0, 9.0), Interval(-3.0, 5.0), Interval(0.0, 255.0)]


def test_normalization_and_reduction_ranges() -> None:
    text = """
func.func @f(%x: tensor<2x16xf32>, %g: tensor<16xf32> {anec.range = #anec.range<-2.0, 2.0>}, %b: tensor<16xf32> {anec.range = #anec.range<0.0, 1.0>})
    -> (tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x1xf32>, tensor<2x1xi32>) {
  %n = anec.layer_norm %x scale(%g : tensor<16xf32>) bias(%b : tensor<16xf32>) {axes = array<i64: 1>} : tensor<2x16xf32>
  %s = anec.softmax %x {axis = 1 : i64} : tensor<2x16xf32>
  %t = anec.sigmoid %x : tensor<2x16xf32>
  %r = anec.reduce_sum %t {axes = array<i64: 1>} : tensor<2x16xf32> -> tensor<2x1xf32>
  %i = anec.argmax %x {axis = 1 : i64} : tensor<2x16xf32> -> tensor<2x1xi32>
  func.return %n, %s, %r, %i : tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x1xf32>, tensor<2x1xi32>
}"""
    norm, soft, total, index = returned(text)
    bound = 2 * math.sqrt(15)
    assert norm.lo == pytest.approx(-bound, rel=1e-6) and norm.hi == pytest.approx(bound + 1, rel=1e-6)
    assert soft == Interval(0.0, 1.0)
    assert total == Interval(0.0, 16.0)
    assert index == Interval(0.0, 15.0)


def test_value_range_api_and_f16_rounding() -> None:
    module = parse(unary_ir("relu", lo=-1.0, hi=4095.0).replace("f32", "f16"))
    function = entry_function(module)
    assert value_range(function.args[0]) == Interval(-1.0, 4096.0)
    relu = next(op for op in module.walk() if op.name == "anec.relu")
    assert value_range(relu.results[0]) == Interval(0.0, 4096.0)


def test_malformed_declared_range_is_rejected() -> None:
    with pytest.raises(VerifyException, match=r"anec.range \[2.0, 1.0\] is not a range"):
        ranges_of(unary_ir("relu", lo=2.0, hi=1.0))
    with pytest.raises(PassFailedException, match="argument 0 attribute anec.range = array<f64: .*> is not a #anec.range"):
        ranges_of(unary_ir("relu").replace("#anec.range<-3.0, 2.0>", "array<f64: -3.0, 2.0>"))


SOUNDNESS = """
func.func @f(%x: tensor<4x8x6x6xf32> {{anec.range = #anec.range<{lo}, {hi}>}}, %y: tensor<4x8x6x6xf32> {{anec.range = #anec.range<-1.0, 3.0>}}) -> ({types}) {{
  %a = anec.gelu %x : tensor<4x8x6x6xf32>
  %b = anec.silu %x : tensor<4x8x6x6xf32>
  %c = anec.hard_swish %x : tensor<4x8x6x6xf32>
  %d = anec.elu %x {{alpha = 1.5 : f32}} : tensor<4x8x6x6xf32>
  %e = anec.softplus %x : tensor<4x8x6x6xf32>
  %f = anec.mul %x, %y : tensor<4x8x6x6xf32>, tensor<4x8x6x6xf32> -> tensor<4x8x6x6xf32>
  %g = anec.div %x, %y : tensor<4x8x6x6xf32>, tensor<4x8x6x6xf32> -> tensor<4x8x6x6xf32>
  %h = anec.layer_norm %x {{axes = array<i64: 2, 3>}} : tensor<4x8x6x6xf32>
  %i = anec.max_pool %x {{kernel_sizes = array<i64: 3, 3>, explicit_padding = array<i64: 1, 1, 1, 1>}} : tensor<4x8x6x6xf32> -> tensor<4x8x6x6xf32>
  %j = anec.avg_pool %x {{kernel_sizes = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>, count_include_pad = true}} : tensor<4x8x6x6xf32> -> tensor<4x8x7x7xf32>
  %k = anec.resize %x : tensor<4x8x6x6xf32> -> tensor<4x8x9x4xf32>
  %l = anec.exp %y : tensor<4x8x6x6xf32>
  %m = anec.rsqrt %x : tensor<4x8x6x6xf32>
  func.return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m : {types}
}}"""


@FAST
@given(st.floats(-6.0, 6.0), st.floats(0.0, 6.0), st.integers(0, 2**16))
def test_intervals_hold_the_interpreted_values(lo: float, width: float, seed: int) -> None:
    """Inputs drawn inside the declared ranges give results inside the analysed intervals."""
    lo, hi = float(f"{lo:.6e}"), float(f"{lo + width:.6e}")
    types = ", ".join(["tensor<4x8x6x6xf32>"] * 9 + ["tensor<4x8x7x7xf32>", "tensor<4x8x9x4xf32>"] + ["tensor<4x8x6x6xf32>"] * 2)
    text = SOUNDNESS.format(lo=f"{lo:.6e}", hi=f"{hi:.6e}", types=types)
    intervals = returned(text)
    rng = np.random.default_rng(seed)
    x = rng.uniform(lo, hi, (4, 8, 6, 6)).astype(np.float32)
    y = rng.uniform(-1.0, 3.0, (4, 8, 6, 6)).astype(np.float32)
    x[0, 0, 0, :2] = np.float32(lo), np.float32(hi)
    for interval, value in zip(intervals, run(parse(text), [x, y]), strict=True):
        finite = value[~np.isnan(value)]
        assert np.all(finite >= interval.lo - slack(interval.lo)), interval
        assert np.all(finite <= interval.hi + slack(interval.hi)), interval


def slack(bound: float) -> float:
    """
    Room for the interpreter's f32 evaluation of transcendental functions,
    which the intervals do not model (gelu's tail: x / sqrt(2) rounded to f32
    moves its result by ~2.5e-6 relative at x = -6).
    """
    return 1e-5 * abs(bound) if math.isfinite(bound) else 0.0


NORMS_AND_CELLS = """
func.func @f(%x: tensor<2x4x3x3xf32>, %m: tensor<4xf32> {anec.range = #anec.range<-1.0, 1.0>},
             %v: tensor<4xf32> {anec.range = #anec.range<0.5, 2.0>}, %s: tensor<4xf32> {anec.range = #anec.range<-2.0, 2.0>},
             %q: tensor<2x5x8xf32>, %k: tensor<2x6x8xf32>, %val: tensor<2x6x4xf32> {anec.range = #anec.range<-3.0, 1.0>},
             %h: tensor<2x4xf32> {anec.range = #anec.range<-5.0, 5.0>}, %c: tensor<2x4xf32> {anec.range = #anec.range<-2.0, 2.0>},
             %in: tensor<2x3xf32>, %wi: tensor<16x3xf32>, %wh: tensor<16x4xf32>, %gi: tensor<12x3xf32>, %gh: tensor<12x4xf32>)
    -> (tensor<2x4x3x3xf32>, tensor<2x4x3x3xf32>, tensor<2x5x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) {
  %xc = anec.clamp %x {min = -4.0 : f32, max = 4.0 : f32} : tensor<2x4x3x3xf32>
  %bn = anec.batch_norm %xc, %m, %v, %s, %m : tensor<2x4x3x3xf32>, tensor<4xf32>
  %sb = anec.scale_bias %xc, %s, %m : tensor<2x4x3x3xf32>, tensor<4xf32>
  %at = anec.attention %q, %k, %val : tensor<2x5x8xf32>, tensor<2x6x8xf32>, tensor<2x6x4xf32> -> tensor<2x5x4xf32>
  %h1, %c1 = anec.recurrent_cell <lstm> %in, %h cell(%c : tensor<2x4xf32>) weights(%wi, %wh)
      : tensor<2x3xf32>, tensor<2x4xf32>, tensor<16x3xf32>, tensor<16x4xf32> -> tensor<2x4xf32>, tensor<2x4xf32>
  %g1 = anec.recurrent_cell <gru> %in, %h weights(%gi, %gh) : tensor<2x3xf32>, tensor<2x4xf32>, tensor<12x3xf32>, tensor<12x4xf32> -> tensor<2x4xf32>
  func.return %bn, %sb, %at, %h1, %c1, %g1 : tensor<2x4x3x3xf32>, tensor<2x4x3x3xf32>, tensor<2x5x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>
}"""


@pytest.mark.parametrize("seed", range(5))
def test_norm_attention_and_cell_intervals_hold(seed: int) -> None:
    intervals = returned(NORMS_AND_CELLS)
    assert intervals[3] == Interval(-1.0, 1.0) and intervals[5] == Interval(-5.0, 5.0)
    function = entry_function(parse(NORMS_AND_CELLS))
    inputs = random_inputs(function, seed)
    rng = np.random.default_rng(seed)
    declared = {1: (-1.0, 1.0), 2: (0.5, 2.0), 3: (-2.0, 2.0), 6: (-3.0, 1.0), 7: (-5.0, 5.0), 8: (-2.0, 2.0)}
    for index, (lo, hi) in declared.items():
        inputs[index] = rng.uniform(lo, hi, inputs[index].shape).astype(np.float32)
    inputs[0] = inputs[0] * np.float32(10)
    for interval, value in zip(intervals, run(parse(NORMS_AND_CELLS), inputs), strict=True):
        assert np.all(value >= interval.lo - slack(interval.lo)) and np.all(value <= interval.hi + slack(interval.hi)), interval


@FAST
@given(
    st.sampled_from([(14, 2), (16, 16), (16, 4), (21, 7), (20, 10)]),
    st.integers(1, 3),
    st.integers(0, 3),
    st.integers(0, 5),
    st.integers(0, 9),
    st.sampled_from([1, 2]),
    st.integers(1, 2),
)
def test_wide_strided_fp16_kernel_is_space_to_depth(
    kernel_stride: tuple[int, int], kh: int, pad: int, extra_h: int, extra_w: int, groups: int, batch: int
) -> None:
    """Integer data keeps every f16 sum exact, so the rewritten convolution must match bit for bit."""
    kw, sw = kernel_stride
    h, w = kh + extra_h, kw + extra_w
    cin, cout = 2 * groups, 3 * groups
    out = (h + 2 * pad - kh) // 1 + 1, (w + pad + 1 - kw) // sw + 1
    src, wt, dst = (
        ttype((batch, cin, h, w), "f16"),
        ttype((cout, cin // groups, kh, kw), "f16"),
        ttype((batch, cout, *out), "f16"),
    )
    text = f"""
func.func @f(%x: {src}, %w: {wt}, %b: tensor<{cout}xf16>) -> {dst} {{
  %y = anec.convolution %x, %w bias(%b : tensor<{cout}xf16>) {{groups = {groups} : i64, strides = array<i64: 1, {sw}>,
         explicit_padding = array<i64: {pad}, {pad}, {pad}, 1>, fused_activation = #anec.activation<relu>}} : {src}, {wt} -> {dst}
  func.return %y : {dst}
}}"""
    rng = np.random.default_rng(kw * 100 + h)
    inputs = [
        rng.integers(-2, 3, shape).astype(np.float16) for shape in ((batch, cin, h, w), (cout, cin // groups, kh, kw), (cout,))
    ]
    (expected,) = run(parse(text), inputs)
    after = legalize(parse(text), "h13")
    conv = next(op for op in after.walk() if op.name == "anec.convolution")
    assert conv.kernel()[-1] == kw // sw and conv.stride_values() == (1, 1)
    (got,) = run(after, inputs)
    np.testing.assert_array_equal(got, expected)


def wide_contraction_ir(source: tuple[int, ...], n: int, transposed: bool, seed: int) -> str:
    """A flatten of `source` into [rows, K] and a matmul with constant
    non-splat [N, K] (`transposed`) or [K, N] weights in a resource blob."""
    rows, k = source[0], math.prod(source[1:])
    weights = (n, k) if transposed else (k, n)
    blob = np.random.default_rng(seed).standard_normal(n * k).astype(np.float32) / math.sqrt(k)
    handle = f"wide{seed}{int(transposed)}"
    return f"""func.func @f(%x: {ttype(source)}) -> {ttype((rows, n))} {{
  %w = anec.constant dense_resource<{handle}> : {ttype(weights)}
  %r = anec.reshape %x : {ttype(source)} -> {ttype((rows, k))}
  %y = anec.matmul %r, %w transpose_rhs {str(transposed).lower()} : {ttype((rows, k))}, {ttype(weights)} -> {ttype((rows, n))}
  func.return %y : {ttype((rows, n))}
}}
{{-#
  dialect_resources: {{
    builtin: {{
      {handle}: "0x04000000{blob.tobytes().hex().upper()}"
    }}
  }}
#-}}
"""


@pytest.mark.parametrize("transposed", [True, False])
@pytest.mark.parametrize("source", [(1, 512, 6, 6), (2, 5, 40, 100)])
def test_wide_contraction_folds_into_a_convolution(source: tuple[int, ...], transposed: bool) -> None:
    """K = 18432 or 20000 > 16384 on H13 (SPEC section 2): the matmul becomes
    a convolution over the same products; [K, N] weights are transposed once.
    (f16 layouts: tests/filecheck/transforms/anec-legalize-contraction.mlir.)"""
    text = wide_contraction_ir(source, 6, transposed, seed=len(source) + source[1])
    module = LocatingParser(CTX, text, "wide.mlir").parse_module()  # a blob is read once per process
    inputs = random_inputs(entry_function(module), seed=3)
    expected = run(module, inputs)
    after = legalize(module)
    # f32 weights: the fp16 kernel-width limit does not apply, so the source's own layout is the kernel.
    assert op_names(after) == ["anec.constant", "anec.convolution", "anec.reshape"]
    for want, got in zip(expected, run(after, inputs), strict=True):
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)
    assert op_names(legalize(after)) == op_names(after)


def test_contraction_factors() -> None:
    from anec.passes.legalize import contraction_factors

    assert contraction_factors(18432, 16384, 16384, 13) == (9216, 1, 2)
    assert contraction_factors(20000, 16384, 16384, 13) == (10000, 1, 2)
    assert contraction_factors(2 * 16411, 16384, 16384, 13) is None
    assert contraction_factors(16384 * 52, 16384, 16384, 13) == (16384, 4, 13)
    assert contraction_factors(16411 * 13, 16384, 16384, 13) is None


def dense(values: np.ndarray) -> str:
    """A dense literal of f16 `values` (each printed exactly)."""
    return f"dense<{json.dumps(values.astype(np.float16).astype(float).tolist())}>"


@pytest.mark.parametrize("transposed", [False, True])
def test_width_slice_of_a_weight_product_is_exact(transposed: bool) -> None:
    """A fused projection (x @ W + b, reshaped) split along the width by
    slices at offsets 0, 2 (stride 2) and 4, as GPT-2 splits q, k and v:
    on H13 (width saturation, SPEC section 6) each slice becomes a product
    by the weight's slice, bit for bit the same f16 result (the same products
    in the same accumulator); no engine crop is left. On H17s nothing
    changes. (The IR forms: tests/filecheck/transforms/anec-legalize-width-product.mlir.)"""
    rng = np.random.default_rng(5)
    w = rng.standard_normal((10, 8) if transposed else (8, 10))
    b = rng.standard_normal(10)
    wt = ttype(w.shape, "f16")
    text = f"""func.func @f(%x: tensor<2x3x8xf16>) -> (tensor<1x6x4xf16>, tensor<1x6x3xf16>, tensor<1x6x6xf16>) {{
  %w = anec.constant {dense(w)} : {wt}
  %b = anec.constant {dense(b)} : tensor<10xf16>
  %p = anec.matmul %x, %w transpose_rhs {str(transposed).lower()} : tensor<2x3x8xf16>, {wt} -> tensor<2x3x10xf16>
  %a = anec.add %b, %p : tensor<10xf16>, tensor<2x3x10xf16> -> tensor<2x3x10xf16>
  %r = anec.reshape %a : tensor<2x3x10xf16> -> tensor<1x6x10xf16>
  %q = anec.slice %r {{offsets = array<i64: 0, 0, 0>}} : tensor<1x6x10xf16> -> tensor<1x6x4xf16>
  %k = anec.slice %r {{offsets = array<i64: 0, 0, 2>, strides = array<i64: 1, 1, 2>}} : tensor<1x6x10xf16> -> tensor<1x6x3xf16>
  %v = anec.slice %r {{offsets = array<i64: 0, 0, 4>}} : tensor<1x6x10xf16> -> tensor<1x6x6xf16>
  func.return %q, %k, %v : tensor<1x6x4xf16>, tensor<1x6x3xf16>, tensor<1x6x6xf16>
}}
"""
    before = parse(text)
    inputs = random_inputs(entry_function(before), seed=11)
    expected = run(before, inputs)
    after = legalize(parse(text))
    products = [op for op in after.walk() if op.name == "anec.matmul"]
    assert [op.output.type.get_shape()[-1] for op in products] == [4, 3, 6]
    crops = [op for op in after.walk() if op.name == "anec.slice"]
    assert len(crops) == 6 and all(op.input.owner.name == "anec.constant" for op in crops)  # weights and biases only
    for want, got in zip(expected, run(after, inputs), strict=True):
        assert got.dtype == np.float16
        np.testing.assert_array_equal(got, want)
    assert op_names(legalize(after)) == op_names(after)
    assert op_names(legalize(parse(text), "h17s")) == op_names(before)


@FAST
@given(
    dims=st.lists(st.integers(1, 5), min_size=0, max_size=3),
    width=st.integers(2, 9),
    data=st.data(),
)
def test_unbounded_width_slice_is_taken_through_a_view(dims: list[int], width: int, data: st.DataObject) -> None:
    """Any slice of a run-time value at a nonzero width offset (every rank,
    other axes cropped or strided too) becomes reshape (a unit axis
    appended) + slice + reshape on H13: the same elements, no width offset
    left, idempotent; H17s keeps it."""
    shape = (*dims, width)
    offsets, strides, out = [], [], []
    for extent in shape:
        offset = data.draw(st.integers(0, extent - 1))
        stride = data.draw(st.integers(1, 3))
        offsets.append(offset)
        strides.append(stride)
        out.append(data.draw(st.integers(1, (extent - 1 - offset) // stride + 1)))
    if offsets[-1] == 0:
        offsets[-1] = width - 1
        out[-1] = 1
    text = f"""func.func @f(%x: {ttype(shape, "f16")}) -> {ttype(tuple(out), "f16")} {{
  %y = anec.slice %x {{offsets = array<i64: {", ".join(map(str, offsets))}>, strides = array<i64: {", ".join(map(str, strides))}>}} : {ttype(shape, "f16")} -> {ttype(tuple(out), "f16")}
  func.return %y : {ttype(tuple(out), "f16")}
}}"""
    before = parse(text)
    inputs = random_inputs(entry_function(before), seed=3)
    after = legalize(parse(text))
    slices = [op for op in after.walk() if op.name == "anec.slice"]
    assert len(slices) == 1 and int(slices[0].offsets.get_values()[-1]) == 0
    assert op_names(after) == ["anec.reshape", "anec.slice", "anec.reshape"]
    np.testing.assert_array_equal(run(after, inputs)[0], run(before, inputs)[0])
    assert str(legalize(parse(str(after)))) == str(after)
    assert op_names(legalize(parse(text), "h17s")) == ["anec.slice"]


def test_bounded_width_slice_stays_a_crop() -> None:
    """A width slice whose input is proved within +-4094 is legal as it is (no transposes)."""
    text = """func.func @f(%x: tensor<1x2x4x8xf16>) -> tensor<1x2x4x4xf16> {
  %t = anec.tanh %x : tensor<1x2x4x8xf16>
  %y = anec.slice %t {offsets = array<i64: 0, 0, 0, 2>} : tensor<1x2x4x8xf16> -> tensor<1x2x4x4xf16>
  func.return %y : tensor<1x2x4x4xf16>
}"""
    assert op_names(legalize(parse(text))) == ["anec.tanh", "anec.slice"]


def test_wide_reshape_is_split_and_keeps_the_values() -> None:
    """A reshape to an axis above H13's limits (32768 = 2 x 16384) carried
    through a decomposed norm, a per-group operand of rank 3 (reshaped to
    the split shape), and a layer norm over it and the axis before: the
    same values, no tensor above the limits."""
    text = """func.func @f(%x: tensor<1x64x32x32xf32>, %a: tensor<1x2x1xf32>) -> tensor<1x64x32x32xf32> {
  %r = anec.reshape %x : tensor<1x64x32x32xf32> -> tensor<1x2x32768xf32>
  %m = anec.reduce_mean %r {axes = array<i64: 2>} : tensor<1x2x32768xf32> -> tensor<1x2x1xf32>
  %c = anec.sub %r, %m : tensor<1x2x32768xf32>, tensor<1x2x1xf32> -> tensor<1x2x32768xf32>
  %s = anec.mul %c, %a : tensor<1x2x32768xf32>, tensor<1x2x1xf32> -> tensor<1x2x32768xf32>
  %n = anec.layer_norm %s {axes = array<i64: 1, 2>} : tensor<1x2x32768xf32>
  %t = anec.tanh %n : tensor<1x2x32768xf32>
  %y = anec.reshape %t : tensor<1x2x32768xf32> -> tensor<1x64x32x32xf32>
  func.return %y : tensor<1x64x32x32xf32>
}"""
    module = assert_equivalent(text, rtol=1e-4, atol=1e-5)
    shapes = {tuple(r.type.get_shape()) for op in module.walk() for r in op.results if hasattr(r.type, "get_shape")}
    assert max(max(s, default=0) for s in shapes) <= 16384
    assert (1, 2, 2, 16384) in shapes and (1, 2, 1, 1) in shapes
    norm = next(op for op in module.walk() if op.name == "anec.layer_norm")
    assert list(norm.axes.get_values()) == [1, 2, 3]
    assert str(legalize(parse(str(module)))) == str(module)
