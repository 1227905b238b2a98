"""
`anec-legalize` splitting wide fp16 kernels (`SplitWideKernel`): the split
convolution is checked by the interpreter against the wide one, bit for bit
where the data keep every sum exact (small integers), within one fp16 step
on random data (only the order of the f32 accumulation changes), on the
plain layout (H17s) and the transposed one (H13, whose width crops
saturate); and a Wav2Vec2 positional convolution compiles on both.
"""

from __future__ import annotations

import numpy as np
import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser

from anec.interpreter import run
from anec.passes.compile import AnecCompilePass
from anec.passes.legalize import AnecLegalizePass, split_widths
from anec.tools.ir_io import anec_context

CTX = anec_context()
LIMITS = {"h13": 13, "h17s": 15}


def t(*dims: int) -> str:
    return f"tensor<{'x'.join(map(str, dims))}xf16>"


def conv_ir(n: int, cin: int, cout: int, groups: int, hw: tuple[int, int], kernel: tuple[int, int], strides: tuple[int, int], pads: tuple[int, ...]) -> tuple[str, list[tuple[int, ...]]]:
    (h, w), (kh, kw), (sh, sw) = hw, kernel, strides
    out = ((h + pads[0] + pads[1] - kh) // sh + 1, (w + pads[2] + pads[3] - kw) // sw + 1)
    src, wt, dst = t(n, cin, h, w), t(cout, cin // groups, kh, kw), t(n, cout, *out)
    text = f"""
func.func @f(%x: {src}, %w: {wt}, %b: tensor<{cout}xf16>) -> {dst} {{
  %y = anec.convolution %x, %w bias(%b : tensor<{cout}xf16>) {{groups = {groups} : i64, strides = array<i64: {sh}, {sw}>,
         explicit_padding = array<i64: {", ".join(map(str, pads))}>, fused_activation = #anec.activation<relu>}} : {src}, {wt} -> {dst}
  func.return %y : {dst}
}}"""
    return text, [(n, cin, h, w), (cout, cin // groups, kh, kw), (cout,)]


def parse(text: str) -> ModuleOp:
    module = Parser(CTX, text).parse_module()
    module.verify()
    return module


def convolutions(module: ModuleOp) -> list:
    return [op for op in module.walk() if op.name == "anec.convolution"]


SHAPES = {
    "positional": (1, 16, 16, 4, (1, 24), (1, 128), (1, 1), (0, 0, 64, 64)),  # Wav2Vec2's, narrowed
    "strided_2d": (2, 6, 9, 3, (5, 37), (3, 17), (2, 3), (1, 1, 2, 0)),
    "exact_pieces": (1, 4, 4, 1, (2, 40), (2, 26), (1, 1), (0, 1, 0, 0)),
}  # fmt: skip


@pytest.mark.parametrize("target", list(LIMITS))
@pytest.mark.parametrize("shape", list(SHAPES))
def test_split_kernel_is_exact_where_the_sums_are(shape: str, target: str) -> None:
    """Small integers keep every partial sum exact in f32 and the result exact in f16: bit for bit."""
    text, shapes = conv_ir(*SHAPES[shape])
    rng = np.random.default_rng(len(shape))
    inputs = [rng.integers(-2, 3, s).astype(np.float16) for s in shapes]
    (expected,) = run(parse(text), inputs)
    module = parse(text)
    AnecLegalizePass(target=target).apply(CTX, module)
    (conv,) = convolutions(module)
    pieces, width = split_widths(SHAPES[shape][5][1], LIMITS[target])
    assert max(conv.kernel()) == width <= LIMITS[target]
    assert conv.weights.type.get_shape()[1] == pieces * SHAPES[shape][1] // SHAPES[shape][3]
    if target == "h13":  # width-axis crops saturate: no slice offsets the width
        assert all(int(op.offsets.get_values()[-1]) == 0 for op in module.walk() if op.name == "anec.slice")
    (got,) = run(module, inputs)
    np.testing.assert_array_equal(got, expected)


@pytest.mark.parametrize("target", list(LIMITS))
def test_split_kernel_is_within_one_fp16_step_on_random_data(target: str) -> None:
    """The same products in one f32 accumulator, rounded once: only the summation order differs."""
    text, shapes = conv_ir(*SHAPES["positional"])
    rng = np.random.default_rng(5)
    inputs = [rng.standard_normal(s).astype(np.float16) for s in shapes]
    (expected,) = run(parse(text), inputs)
    module = parse(text)
    AnecLegalizePass(target=target).apply(CTX, module)
    (got,) = run(module, inputs)
    step = np.spacing(np.abs(expected)).astype(np.float32)
    assert np.all(np.abs(got.astype(np.float32) - expected.astype(np.float32)) <= step)


@pytest.mark.parametrize("target", list(LIMITS))
def test_wav2vec2_positional_convolution_compiles(target: str) -> None:
    """Width 128, padding 64, groups 16 (768 channels in the model; 64 here), through `anec-compile`."""
    text, shapes = conv_ir(1, 64, 64, 16, (1, 12), (1, 128), (1, 1), (0, 0, 64, 64))
    rng = np.random.default_rng(1)
    inputs = [rng.standard_normal(s).astype(np.float16) for s in shapes]
    (expected,) = run(parse(text), inputs)
    module = parse(text)
    AnecCompilePass(target=target).apply(CTX, module)
    module.verify()
    (got,) = run(module, inputs)
    step = np.spacing(np.abs(expected)).astype(np.float32)
    assert np.all(np.abs(got.astype(np.float32) - expected.astype(np.float32)) <= step)
