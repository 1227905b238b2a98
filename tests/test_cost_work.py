"""Per-op work (cost/work.py; SPEC §3 stage 1): a hand-checked case per op."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation

from anec.dialect.dialect import OP_FAMILIES
from anec.dialect.elementwise import ELEMENTWISE_OPS, SelectOp
from anec.dialect.program import ProgramOp, YieldOp
from anec.cost.work import BINARY_FLOPS, UNARY_FLOPS, CostError, OpWork, Role, Unit, op_work
from anec.tools.ir_io import anec_context, parse_ir

F16 = 2


def parse(text: str) -> ModuleOp:
    module, _ = parse_ir(anec_context(), text, "<test>")
    return module


def ops_of(text: str, name: str) -> list[Operation]:
    return [op for op in parse(text).walk() if op.name == name]


def work_of(args: str, body: str, name: str) -> OpWork:
    """The work of the first `name` op in a function with `args` and `body`."""
    text = f"func.func @f({args}) {{\n{body}\n  func.return\n}}"
    return op_work(ops_of(text, name)[0])


@dataclass(frozen=True)
class Case:
    """A hand-checked op: its MACs, FLOPs and bytes."""

    name: str
    args: str
    body: str
    macs: float
    flops: float
    input_bytes: int
    weight_bytes: int
    output_bytes: int
    scratch: int = 0


def t(*dims: int, elem: str = "f16") -> str:
    return f"tensor<{'x'.join(map(str, dims))}x{elem}>"


CASES = [
    # 3x3 C4 -> 8 @6x6 same: 8*4*9*36 MACs; in 4*36*2, w 8*4*9*2, out 8*36*2.
    Case("anec.convolution", f"%x: {t(1, 4, 6, 6)}, %w: {t(8, 4, 3, 3)}",
         f"%y = anec.convolution %x, %w {{padding_style = #anec.padding_style<same>}} : {t(1, 4, 6, 6)}, {t(8, 4, 3, 3)} -> {t(1, 8, 6, 6)}",
         10368, 20736, 288, 576, 576),
    # grouped, groups 2: 8 * 2 * 9 * 36.
    Case("anec.convolution", f"%x: {t(1, 4, 6, 6)}, %w: {t(8, 2, 3, 3)}",
         f"%y = anec.convolution %x, %w {{groups = 2 : i64, padding_style = #anec.padding_style<same>}} : {t(1, 4, 6, 6)}, {t(8, 2, 3, 3)} -> {t(1, 8, 6, 6)}",
         5184, 10368, 288, 288, 576),
    # depthwise: 4 * 1 * 9 * 36.
    Case("anec.convolution", f"%x: {t(1, 4, 6, 6)}, %w: {t(4, 1, 3, 3)}",
         f"%y = anec.convolution %x, %w {{groups = 4 : i64, padding_style = #anec.padding_style<same>}} : {t(1, 4, 6, 6)}, {t(4, 1, 3, 3)} -> {t(1, 4, 6, 6)}",
         1296, 2592, 288, 72, 288),
    # dilated 2, valid, 8x8 -> 4x4: the kernel stays dense, 2 * 2 * 9 * 16.
    Case("anec.convolution", f"%x: {t(1, 2, 8, 8)}, %w: {t(2, 2, 3, 3)}",
         f"%y = anec.convolution %x, %w {{dilation_rates = array<i64: 2, 2>}} : {t(1, 2, 8, 8)}, {t(2, 2, 3, 3)} -> {t(1, 2, 4, 4)}",
         576, 1152, 256, 72, 64),
    # 3-D, odihw [3, 3, 2, 3, 3], same: 3 * 2 * 27 * 64.
    Case("anec.convolution", f"%x: {t(1, 2, 4, 4, 4)}, %w: {t(3, 3, 2, 3, 3)}",
         f"%y = anec.convolution %x, %w {{padding_style = #anec.padding_style<same>}} : {t(1, 2, 4, 4, 4)}, {t(3, 3, 2, 3, 3)} -> {t(1, 3, 4, 4, 4)}",
         10368, 20736, 256, 324, 384),
    # deconvolution, stride 2, 3x3 -> 6x6: Cin 4 * Cout 2 * 4 taps * 9 input pixels.
    Case("anec.deconvolution", f"%x: {t(1, 4, 3, 3)}, %w: {t(2, 4, 2, 2)}",
         f"%y = anec.deconvolution %x, %w {{strides = array<i64: 2, 2>}} : {t(1, 4, 3, 3)}, {t(2, 4, 2, 2)} -> {t(1, 2, 6, 6)}",
         288, 576, 72, 64, 144),
    # sparse, half zeros: 64 -> 32 MACs; 8 nonzeros * 2 B + 16 mask bits (2 B).
    Case("anec.convolution", f"%x: {t(1, 4, 2, 2)}, %w: {t(4, 4, 1, 1)}",
         f"%y = anec.convolution %x, %w {{weight_format = #anec.weight_format<sparse, zero_fraction = 0.5>}} : {t(1, 4, 2, 2)}, {t(4, 4, 1, 1)} -> {t(1, 4, 2, 2)}",
         32, 64, 32, 18, 32),
    # int8 weights with a post-scale: 16 B + 4 * 2 B.
    Case("anec.convolution", f"%x: {t(1, 4, 2, 2)}, %w: {t(4, 4, 1, 1, elem='i8')}, %s: {t(4)}",
         f"%y = anec.convolution %x, %w post_scale(%s : {t(4)}) {{weight_format = #anec.weight_format<int8>}} : {t(1, 4, 2, 2)}, {t(4, 4, 1, 1, elem='i8')} -> {t(1, 4, 2, 2)}",
         64, 128, 32, 24, 32),
    # palettized 4 bits with a bias: 16 * 4 / 8 + 16 entries * 2 B + bias 4 * 2 B.
    Case("anec.convolution", f"%x: {t(1, 4, 2, 2)}, %w: {t(4, 4, 1, 1)}, %b: {t(4)}",
         f"%y = anec.convolution %x, %w bias(%b : {t(4)}) {{weight_format = #anec.weight_format<palettized, bits = 4>}} : {t(1, 4, 2, 2)}, {t(4, 4, 1, 1)} -> {t(1, 4, 2, 2)}",
         64, 128, 32, 48, 32),
    # matmul against a function-argument weight: 2 * 3 * 5.
    Case("anec.matmul", f"%x: {t(2, 3)}, %w: {t(3, 5)}",
         f"%y = anec.matmul %x, %w : {t(2, 3)}, {t(3, 5)} -> {t(2, 5)}",
         30, 60, 12, 30, 20),
    # matmul whose rhs is computed: an activation.
    Case("anec.matmul", f"%x: {t(2, 3)}, %w: {t(3, 5)}",
         f"%r = anec.relu %w : {t(3, 5)}\n%y = anec.matmul %x, %r : {t(2, 3)}, {t(3, 5)} -> {t(2, 5)}",
         30, 60, 42, 0, 20),
    # matmul against a constant seen through a reshape: a weight; batch 2 broadcast.
    Case("anec.matmul", f"%x: {t(2, 4, 3)}",
         f"%c = anec.constant dense<1.0> : {t(15)}\n%w = anec.reshape %c : {t(15)} -> {t(3, 5)}\n"
         f"%y = anec.matmul %x, %w : {t(2, 4, 3)}, {t(3, 5)} -> {t(2, 4, 5)}",
         120, 240, 48, 30, 80),
    # attention: 2 heads, Lq 4, Lk 6, D 8, Dv 3: MACs 2*4*6*11; scores 48 * (1 + 6) + rows 8 * 2.
    Case("anec.attention", f"%q: {t(1, 2, 4, 8)}, %k: {t(1, 2, 6, 8)}, %v: {t(1, 2, 6, 3)}",
         f"%o = anec.attention %q, %k, %v : {t(1, 2, 4, 8)}, {t(1, 2, 6, 8)}, {t(1, 2, 6, 3)} -> {t(1, 2, 4, 3)}",
         528, 1408, 392, 0, 48, 96),
    # with a mask: + 48 FLOPs, + 48 B.
    Case("anec.attention", f"%q: {t(1, 2, 4, 8)}, %k: {t(1, 2, 6, 8)}, %v: {t(1, 2, 6, 3)}, %m: {t(1, 1, 4, 6)}",
         f"%o = anec.attention %q, %k, %v mask(%m : {t(1, 1, 4, 6)}) : {t(1, 2, 4, 8)}, {t(1, 2, 6, 8)}, {t(1, 2, 6, 3)} -> {t(1, 2, 4, 3)}",
         528, 1456, 440, 0, 48, 96),
    # lstm, B 2, I 3, H 4: gate elements 32, MACs 32 * 7; 448 + 32 * 2 + 8 * 14.
    Case("anec.recurrent_cell", f"%x: {t(2, 3)}, %h: {t(2, 4)}, %c: {t(2, 4)}, %wi: {t(16, 3)}, %wh: {t(16, 4)}, %b: {t(16)}",
         f"%h1, %c1 = anec.recurrent_cell <lstm> %x, %h cell(%c : {t(2, 4)}) weights(%wi, %wh) bias(%b : {t(16)}) "
         f": {t(2, 3)}, {t(2, 4)}, {t(16, 3)}, {t(16, 4)} -> {t(2, 4)}, {t(2, 4)}",
         224, 624, 44, 256, 32),
    # rnn without bias: gate elements 8, MACs 56; 112 + 8 + 8 * 2.
    Case("anec.recurrent_cell", f"%x: {t(2, 3)}, %h: {t(2, 4)}, %wi: {t(4, 3)}, %wh: {t(4, 4)}",
         f"%h1 = anec.recurrent_cell <rnn> %x, %h weights(%wi, %wh) : {t(2, 3)}, {t(2, 4)}, {t(4, 3)}, {t(4, 4)} -> {t(2, 4)}",
         56, 136, 28, 56, 16),
    # gru with bias: gate elements 24, MACs 168; 336 + 24 * 2 + 8 * 11.
    Case("anec.recurrent_cell", f"%x: {t(2, 3)}, %h: {t(2, 4)}, %wi: {t(12, 3)}, %wh: {t(12, 4)}, %b: {t(12)}",
         f"%h1 = anec.recurrent_cell <gru> %x, %h weights(%wi, %wh) bias(%b : {t(12)}) : {t(2, 3)}, {t(2, 4)}, {t(12, 3)}, {t(12, 4)} -> {t(2, 4)}",
         168, 472, 28, 192, 16),
    # Inside the graph (a cast of a function argument is the boundary's I/O conversion: a view).
    Case("anec.cast", f"%x: {t(2, 3)}", f"%a = anec.relu %x : {t(2, 3)}\n  %y = anec.cast %a : {t(2, 3)} -> {t(2, 3, elem='f32')}", 0, 6, 12, 0, 24),
    Case("anec.select", f"%c: {t(2, 3)}, %a: {t(2, 3)}, %b: {t(1)}", f"%y = anec.select %c, %a, %b : {t(2, 3)}, {t(2, 3)}, {t(1)} -> {t(2, 3)}", 0, 6, 26, 0, 12),
    Case("anec.transpose", f"%x: {t(2, 3)}", f"%y = anec.transpose %x {{permutation = array<i64: 1, 0>}} : {t(2, 3)} -> {t(3, 2)}", 0, 0, 12, 0, 12),
    Case("anec.concat", f"%a: {t(1, 2)}, %b: {t(1, 3)}", f"%y = anec.concat %a, %b {{axis = 1 : i64}} : {t(1, 2)}, {t(1, 3)} -> {t(1, 5)}", 0, 0, 10, 0, 10),
    Case("anec.slice", f"%x: {t(4, 4)}", f"%y = anec.slice %x {{offsets = array<i64: 1, 1>}} : {t(4, 4)} -> {t(2, 2)}", 0, 0, 8, 0, 8),
    Case("anec.pad", f"%x: {t(2, 2)}", f"%y = anec.pad %x {{pads = array<i64: 1, 1, 1, 1>}} : {t(2, 2)} -> {t(4, 4)}", 0, 0, 8, 0, 32),
    Case("anec.space_to_batch", f"%x: {t(1, 1, 4, 4)}", f"%y = anec.space_to_batch %x {{block_shape = array<i64: 2, 2>}} : {t(1, 1, 4, 4)} -> {t(4, 1, 2, 2)}", 0, 0, 32, 0, 32),
    Case("anec.batch_to_space", f"%x: {t(4, 1, 2, 2)}", f"%y = anec.batch_to_space %x {{block_shape = array<i64: 2, 2>}} : {t(4, 1, 2, 2)} -> {t(1, 1, 4, 4)}", 0, 0, 32, 0, 32),
    # gather reads the selected rows (12 B) and the i32 indices (8 B).
    Case("anec.gather", f"%x: {t(4, 3)}, %i: {t(2, elem='i32')}", f"%y = anec.gather %x, %i {{axis = 0 : i64}} : {t(4, 3)}, {t(2, elem='i32')} -> {t(2, 3)}", 0, 0, 20, 0, 12),
    Case("anec.scale_bias", f"%x: {t(1, 4, 2, 2)}, %s: {t(4)}, %b: {t(4)}", f"%y = anec.scale_bias %x, %s, %b : {t(1, 4, 2, 2)}, {t(4)}", 0, 32, 32, 16, 32),
    # folded: 2 * 16 + 6 * 4 channels.
    Case("anec.batch_norm", f"%x: {t(1, 4, 2, 2)}, %m: {t(4)}, %v: {t(4)}, %s: {t(4)}, %b: {t(4)}",
         f"%y = anec.batch_norm %x, %m, %v, %s, %b : {t(1, 4, 2, 2)}, {t(4)}", 0, 56, 32, 32, 32),
    # 24 elements * (5 + 2) + 6 groups * 5.
    Case("anec.layer_norm", f"%x: {t(2, 3, 4)}, %g: {t(4)}, %b: {t(4)}",
         f"%y = anec.layer_norm %x scale(%g : {t(4)}) bias(%b : {t(4)}) {{axes = array<i64: 2>}} : {t(2, 3, 4)}", 0, 198, 48, 16, 48),
    # 6 elements * 6 + 2 rows * 2.
    Case("anec.softmax", f"%x: {t(2, 3)}", f"%y = anec.softmax %x {{axis = 1 : i64}} : {t(2, 3)}", 0, 40, 12, 0, 12),
    Case("anec.reduce_sum", f"%x: {t(2, 3)}", f"%y = anec.reduce_sum %x {{axes = array<i64: 1>}} : {t(2, 3)} -> {t(2, 1)}", 0, 6, 12, 0, 4),
    Case("anec.reduce_mean", f"%x: {t(2, 3)}", f"%y = anec.reduce_mean %x {{axes = array<i64: 1>}} : {t(2, 3)} -> {t(2, 1)}", 0, 8, 12, 0, 4),
    Case("anec.reduce_max", f"%x: {t(2, 3)}", f"%y = anec.reduce_max %x {{axes = array<i64: 1>}} : {t(2, 3)} -> {t(2, 1)}", 0, 6, 12, 0, 4),
    Case("anec.reduce_min", f"%x: {t(2, 3)}", f"%y = anec.reduce_min %x {{axes = array<i64: 1>}} : {t(2, 3)} -> {t(2, 1)}", 0, 6, 12, 0, 4),
    Case("anec.argmax", f"%x: {t(2, 3)}", f"%y = anec.argmax %x {{axis = 1 : i64}} : {t(2, 3)} -> {t(2, 1, elem='i32')}", 0, 12, 12, 0, 8),
    Case("anec.argmin", f"%x: {t(2, 3)}", f"%y = anec.argmin %x {{axis = 1 : i64}} : {t(2, 3)} -> {t(2, 1, elem='i32')}", 0, 12, 12, 0, 8),
    # k = 2 of 3: ceil(log2 3) = 2 levels of 2 FLOPs per element; writes 2 x 2 f16 values and 2 x 2 i32 indices.
    Case("anec.top_k", f"%x: {t(2, 3)}",
         f"%y, %i = anec.top_k %x {{axis = 1 : i64, k = 2 : i64}} : {t(2, 3)} -> {t(2, 2)}, {t(2, 2, elem='i32')}", 0, 24, 12, 0, 24),
    # 2 classes of 5 boxes, 3 kept at most: per class a sort (2 x 5 x ceil(log2 5) = 30) and 5 x 3 box
    # pairs of 23 FLOPs (345); reads boxes (40 B) and scores (20 B), writes 6 rows of 3 i32.
    Case("anec.non_max_suppression", f"%b: {t(1, 5, 4)}, %s: {t(1, 2, 5)}",
         f"%y = anec.non_max_suppression %b, %s {{max_boxes = 3 : i64, iou_threshold = 5.000000e-01 : f32}} : {t(1, 5, 4)}, {t(1, 2, 5)} -> {t(6, 3, elem='i32')}",
         0, 750, 60, 0, 72),
    Case("anec.max_pool", f"%x: {t(1, 1, 4, 4)}",
         f"%y = anec.max_pool %x {{kernel_sizes = array<i64: 2, 2>, strides = array<i64: 2, 2>}} : {t(1, 1, 4, 4)} -> {t(1, 1, 2, 2)}", 0, 16, 32, 0, 8),
    Case("anec.avg_pool", f"%x: {t(1, 1, 4, 4)}",
         f"%y = anec.avg_pool %x {{kernel_sizes = array<i64: 2, 2>, strides = array<i64: 2, 2>}} : {t(1, 1, 4, 4)} -> {t(1, 1, 2, 2)}", 0, 20, 32, 0, 8),
    Case("anec.global_avg_pool", f"%x: {t(1, 2, 3, 3)}", f"%y = anec.global_avg_pool %x : {t(1, 2, 3, 3)} -> {t(1, 2, 1, 1)}", 0, 20, 36, 0, 4),
    Case("anec.global_max_pool", f"%x: {t(1, 2, 3, 3)}", f"%y = anec.global_max_pool %x : {t(1, 2, 3, 3)} -> {t(1, 2, 1, 1)}", 0, 18, 36, 0, 4),
    # bilinear: 7 * 128 elements + 4 * 64 pixels.
    Case("anec.resize", f"%x: {t(1, 2, 4, 4)}", f"%y = anec.resize %x : {t(1, 2, 4, 4)} -> {t(1, 2, 8, 8)}", 0, 1152, 64, 0, 256),
    Case("anec.resize", f"%x: {t(1, 2, 4, 4)}", f"%y = anec.resize %x {{mode = #anec.sampling<nearest>}} : {t(1, 2, 4, 4)} -> {t(1, 2, 8, 8)}", 0, 256, 64, 0, 256),
    # the reference's data is never read.
    Case("anec.resize_as", f"%x: {t(1, 2, 4, 4)}, %r: {t(1, 1, 8, 8, elem='f32')}",
         f"%y = anec.resize_as %x, %r : {t(1, 2, 4, 4)}, {t(1, 1, 8, 8, elem='f32')} -> {t(1, 2, 8, 8)}", 0, 1152, 64, 0, 256),
    # 3 boxes of 2x2: 7 * 24 + 4 * 12; reads the image and 3x4 boxes.
    Case("anec.crop_resize", f"%x: {t(1, 2, 8, 8)}, %b: {t(3, 4)}", f"%y = anec.crop_resize %x, %b : {t(1, 2, 8, 8)}, {t(3, 4)} -> {t(3, 2, 2, 2)}", 0, 216, 280, 0, 48),
    Case("anec.resample", f"%x: {t(1, 2, 4, 4)}, %g: {t(1, 2, 3, 3)}", f"%y = anec.resample %x, %g : {t(1, 2, 4, 4)}, {t(1, 2, 3, 3)} -> {t(1, 2, 3, 3)}", 0, 162, 100, 0, 36),
    Case("anec.resample", f"%x: {t(1, 2, 4, 4)}, %g: {t(1, 2, 3, 3)}",
         f"%y = anec.resample %x, %g {{normalized = false}} : {t(1, 2, 4, 4)}, {t(1, 2, 3, 3)} -> {t(1, 2, 3, 3)}", 0, 126, 100, 0, 36),
    Case("anec.affine", f"%x: {t(1, 2, 4, 4)}",
         f"%y = anec.affine %x {{matrix = array<f32: 1.0, 0.0, 0.0, 0.0, 1.0, 0.0>}} : {t(1, 2, 4, 4)} -> {t(1, 2, 3, 3)}", 0, 198, 64, 0, 36),
]  # fmt: skip

UNARY_CASES = [
    Case(op.name, f"%x: {t(2, 3)}", f"%y = {op.name} %x{attrs} : {t(2, 3)}", 0, 6 * flops, 12, 0, 12)
    for op, flops in UNARY_FLOPS.items()
    if op.name != "anec.cast"
    for attrs in [
        {
            "anec.leaky_relu": " {alpha = 1.0e-01 : f32}",
            "anec.elu": " {alpha = 1.0 : f32}",
            "anec.clamp": " {min = 0.0 : f32, max = 6.0 : f32}",
        }.get(op.name, "")
    ]
]
BINARY_CASES = [
    # [2, 3] with a broadcast [3]: reads 12 + 6 bytes.
    Case(
        op.name, f"%a: {t(2, 3)}, %b: {t(3)}", f"%y = {op.name} %a, %b : {t(2, 3)}, {t(3)} -> {t(2, 3)}", 0, 6 * flops, 18, 0, 12
    )
    for op, flops in BINARY_FLOPS.items()
]
ALL_CASES = CASES + UNARY_CASES + BINARY_CASES
VIEW_CASES = [
    ("anec.reshape", f"%x: {t(2, 3)}", f"%y = anec.reshape %x : {t(2, 3)} -> {t(6)}"),
    ("anec.dropout", f"%x: {t(2, 3)}", f"%y = anec.dropout %x {{rate = 1.0e-01 : f32}} : {t(2, 3)}"),
    ("anec.cast", f"%x: {t(2, 3)}", f"%y = anec.cast %x : {t(2, 3)} -> {t(2, 3)}"),
    ("anec.cast", f"%x: {t(2, 3, elem='f32')}", f"%y = anec.cast %x : {t(2, 3, elem='f32')} -> {t(2, 3)}"),
    ("anec.constant", "", f"%c = anec.constant dense<1.0> : {t(2, 3)}"),
]


@pytest.mark.parametrize("case", ALL_CASES, ids=lambda c: c.name)
def test_hand_checked_work(case: Case) -> None:
    work = work_of(case.args, case.body, case.name)
    assert (work.macs, work.flops) == (case.macs, case.flops)
    assert (work.input_bytes, work.weight_bytes, work.output_bytes) == (case.input_bytes, case.weight_bytes, case.output_bytes)
    assert work.bytes == case.input_bytes + case.weight_bytes + case.output_bytes
    assert work.scratch_bytes == case.scratch
    assert not work.is_view


@pytest.mark.parametrize("name, args, body", VIEW_CASES, ids=lambda v: v if isinstance(v, str) and v.startswith("anec") else "")
def test_views_and_constants_are_free(name: str, args: str, body: str) -> None:
    work = work_of(args, body, name)
    assert work.is_view and work.unit == Unit.NONE
    assert (work.macs, work.flops, work.bytes) == (0, 0, 0)


def test_every_op_of_the_dialect_has_a_case() -> None:
    covered = {c.name for c in ALL_CASES} | {v[0] for v in VIEW_CASES}
    structural = {ProgramOp.name, YieldOp.name}
    every = {op.name for family in OP_FAMILIES.values() for op in family}
    assert every - structural - covered == set()


def test_per_element_tables_cover_every_elementwise_op() -> None:
    tabled = set(UNARY_FLOPS) | set(BINARY_FLOPS) | {SelectOp}
    views = {"anec.dropout"}
    assert {op for op in ELEMENTWISE_OPS if op.name not in views} == tabled


@pytest.mark.parametrize(
    "name, unit",
    [("anec.convolution", Unit.MAC), ("anec.attention", Unit.MAC), ("anec.recurrent_cell", Unit.MAC),
     ("anec.softmax", Unit.VECTOR), ("anec.max_pool", Unit.VECTOR), ("anec.gather", Unit.MOVEMENT), ("anec.resample", Unit.TEXTURE)],
)  # fmt: skip
def test_units(name: str, unit: Unit) -> None:
    case = next(c for c in CASES if c.name == name)
    assert work_of(case.args, case.body, name).unit == unit


def test_matmul_rhs_inside_a_program_follows_the_binding() -> None:
    body = (
        f"%y = anec.program (%a = %x : {t(2, 3)}, %b = %w : {t(3, 5)}) -> {t(2, 5)} {{\n"
        f"  %m = anec.matmul %a, %b : {t(2, 3)}, {t(3, 5)} -> {t(2, 5)}\n"
        f"  anec.yield %m : {t(2, 5)}\n}}"
    )
    work = work_of(f"%x: {t(2, 3)}, %w: {t(3, 5)}", body, "anec.matmul")
    assert [r.role for r in work.reads] == [Role.ACTIVATION, Role.WEIGHT]
    assert work.reads[0].per_pass and not work.reads[1].per_pass


def test_constant_operand_is_a_weight() -> None:
    work = work_of(
        f"%x: {t(2, 3)}",
        f"%c = anec.constant dense<1.0> : {t(3)}\n%y = anec.add %x, %c : {t(2, 3)}, {t(3)} -> {t(2, 3)}",
        "anec.add",
    )
    assert (work.input_bytes, work.weight_bytes) == (12, 6)


@pytest.mark.parametrize(
    "body, op_name, why",
    [
        (f"%c = arith.constant dense<1.0> : {t(2)}", "arith.constant", "not an anec op"),
        (f"%y = anec.program (%a = %x : {t(2)}) -> {t(2)} {{\n  anec.yield %a : {t(2)}\n}}", "anec.program", "costed as a whole"),
        (f"%y = anec.program (%a = %x : {t(2)}) -> {t(2)} {{\n  anec.yield %a : {t(2)}\n}}", "anec.yield", "no cost form"),
    ],
)
def test_uncostable_ops_raise_naming_the_op(body: str, op_name: str, why: str) -> None:
    text = f"func.func @f(%x: {t(2)}) {{\n{body}\n  func.return\n}}"
    op = ops_of(text, op_name)[0]
    with pytest.raises(CostError, match=f"cannot cost '{op_name}': .*{why}") as info:
        op_work(op)
    assert info.value.op_name == op_name


def test_boundary_casts_are_the_io_conversion() -> None:
    """A cast after an fp32 input and one before an fp32 output are views; the
    op between them reads and writes at the interface's width (fp32)."""
    f32, f16 = t(2, 3, elem="f32"), t(2, 3)
    text = f"""func.func @f(%x: {f32}) -> {f32} {{
  %a = anec.cast %x : {f32} -> {f16}
  %b = anec.relu %a : {f16}
  %y = anec.cast %b : {f16} -> {f32}
  func.return %y : {f32}
}}"""
    first_cast, relu, last_cast = (op for op in parse(text).walk() if op.name.startswith("anec."))
    assert op_work(first_cast).is_view and op_work(last_cast).is_view
    work = op_work(relu)
    assert (work.input_bytes, work.output_bytes, work.flops) == (24, 24, 6)
