"""`anec-tile`: exact tiles that fit (SPEC §3, §6, §7).

Numerics are compared on random fp32 inputs with the interpreter, within
rtol 1e-5 and an absolute tolerance of 1e-5 x the largest magnitude of the
reference result (a tile may sum its products in another order).
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.parser import Parser

from anec.interpreter import entry_function, random_inputs, run
from anec.dialect.movement import SliceOp
from anec.dialect.program import ProgramOp
from anec.cost.report import analyze
from anec.cost import work
from anec.cost.targets import get_target
from anec.cost.zin import SplitAxis, layer_cycles, layer_shape
from anec.passes.channel_group import AnecChannelGroupPass
from anec.cost.rescore import members_of
from anec.passes.fuse import peak_live_bytes
from anec.passes.tile import (
    TILED,
    AnecTilePass,
    Grid,
    TileEdit,
    build,
    channel_grid,
    fits,
    must_split,
    own_record,
    row_axes,
    row_grid,
    signature,
    split_extent,
    split_grid,
    tile_layer,
    tile_parts,
    windows,
)
from anec.tools.ir_io import anec_context

H13, H17S = get_target("h13"), get_target("h17s")
FAST = settings(max_examples=30, deadline=None)


def parse(text: str) -> ModuleOp:
    module = Parser(anec_context(), text).parse_module()
    module.verify()
    return module


def close(expected: tuple[np.ndarray, ...], got: tuple[np.ndarray, ...]) -> None:
    for a, b in zip(expected, got, strict=True):
        scale = float(np.max(np.abs(a))) if a.size else 0.0
        np.testing.assert_allclose(b, a, rtol=1e-5, atol=1e-5 * scale)


def layer(module: ModuleOp) -> Operation:
    return next(op for op in module.walk() if isinstance(op, TILED))


def tile_by(text: str, axis: SplitAxis, size: int, target: str) -> None:
    """Cuts the module's layer by `size` along `axis` and checks the results."""
    module = parse(text)
    inputs = random_inputs(entry_function(module), seed=1)
    expected = run(module, inputs)
    op = layer(module)
    grid = row_grid(_dims(op), row_axes(op), size) if axis is SplitAxis.ROWS else channel_grid(op, size)
    tiling = build(op, grid, get_target(target))
    assert tiling is not None
    with TileEdit() as edit:
        edit.install(tiling)
        edit.commit()
    module.verify()
    close(expected, run(module, inputs))
    if get_target(target).width_slice_saturation:
        for cut in (o for o in module.walk() if isinstance(o, SliceOp)):
            assert cut.offsets.get_values()[-1] == 0, "a slice starts inside the width axis"


def _dims(op: Operation) -> tuple[int, ...]:
    return tuple(op.results[0].type.get_shape())  # type: ignore[attr-defined]  # a layer's result is a tensor


def tile_pass(module: ModuleOp, target: str = "h13", keep_resident: bool = True) -> ModuleOp:
    AnecTilePass(target=target, keep_resident=keep_resident).apply(anec_context(), module)
    module.verify()
    return module


# ---------------------------------------------------------------------------
# Every cut is exact: halo, padding, groups, broadcasting
# ---------------------------------------------------------------------------


@st.composite
def convolutions(draw: st.DrawFn) -> str:
    groups = draw(st.sampled_from((1, 2, 4)))
    cin, cout = groups * draw(st.integers(1, 3)), groups * draw(st.integers(1, 3))
    kh, kw = draw(st.integers(1, 3)), draw(st.integers(1, 3))
    sh, sw = draw(st.integers(1, 3)), draw(st.integers(1, 3))
    dh, dw = draw(st.integers(1, 2)), draw(st.integers(1, 2))
    n, h, w = draw(st.integers(1, 2)), draw(st.integers(8, 14)), draw(st.integers(8, 14))
    pads = draw(st.tuples(*[st.integers(0, 3)] * 4))
    same = draw(st.booleans())
    window = (
        "padding_style = #anec.padding_style<same>" if same else f"explicit_padding = array<i64: {', '.join(map(str, pads))}>"
    )
    if same:
        ho, wo = -(-h // sh), -(-w // sw)
    else:
        ho = (h + pads[0] + pads[1] - dh * (kh - 1) - 1) // sh + 1
        wo = (w + pads[2] + pads[3] - dw * (kw - 1) - 1) // sw + 1
        # An output whose window lies wholly in the padding has no input to slice.
        assume(all(o * sh - pads[0] + dh * (kh - 1) >= 0 and o * sh - pads[0] < h for o in range(ho)))
        assume(all(o * sw - pads[2] + dw * (kw - 1) >= 0 and o * sw - pads[2] < w for o in range(wo)))
    bias = draw(st.booleans())
    stream = f" bias(%b : tensor<{cout}xf32>)" if bias else ""
    x, wt, y = (
        f"tensor<{n}x{cin}x{h}x{w}xf32>",
        f"tensor<{cout}x{cin // groups}x{kh}x{kw}xf32>",
        f"tensor<{n}x{cout}x{ho}x{wo}xf32>",
    )
    return (
        f"func.func @f(%x: {x}, %w: {wt}, %b: tensor<{cout}xf32>) -> {y} {{\n"
        f"  %y = anec.convolution %x, %w{stream} {{groups = {groups} : i64, strides = array<i64: {sh}, {sw}>, "
        f"dilation_rates = array<i64: {dh}, {dw}>, {window}, fused_activation = #anec.activation<relu>}} : {x}, {wt} -> {y}\n"
        f"  func.return %y : {y}\n}}"
    )


@FAST
@given(convolutions(), st.sampled_from(SplitAxis), st.integers(1, 12), st.sampled_from(("h13", "h17s")))
def test_convolution_tiles_are_exact(text: str, axis: SplitAxis, size: int, target: str) -> None:
    op = layer(parse(text))
    if size < split_extent(op, axis):
        tile_by(text, axis, size, target)


@st.composite
def pools(draw: st.DrawFn) -> str:
    kind = draw(st.sampled_from(("max_pool", "avg_pool")))
    k, s, pad = draw(st.integers(1, 3)), draw(st.integers(1, 2)), draw(st.integers(0, 1))
    n, c, h = draw(st.integers(1, 2)), draw(st.integers(1, 6)), draw(st.integers(4, 12))
    pad = min(pad, k - 1)
    ho = (h + 2 * pad - k) // s + 1
    extra = ", count_include_pad = true" if kind == "avg_pool" and draw(st.booleans()) else ""
    x, y = f"tensor<{n}x{c}x{h}x{h}xf32>", f"tensor<{n}x{c}x{ho}x{ho}xf32>"
    return (
        f"func.func @f(%x: {x}) -> {y} {{\n  %y = anec.{kind} %x {{kernel_sizes = array<i64: {k}, {k}>, "
        f"strides = array<i64: {s}, {s}>, explicit_padding = array<i64: {pad}, {pad}, {pad}, {pad}>{extra}}} : {x} -> {y}\n"
        f"  func.return %y : {y}\n}}"
    )


@FAST
@given(pools(), st.sampled_from(SplitAxis), st.integers(1, 6))
def test_pooling_tiles_are_exact(text: str, axis: SplitAxis, size: int) -> None:
    op = layer(parse(text))
    if size < split_extent(op, axis):
        tile_by(text, axis, size, "h13")


@st.composite
def matmuls(draw: st.DrawFn) -> str:
    m, k, n = draw(st.integers(2, 9)), draw(st.integers(1, 6)), draw(st.integers(2, 9))
    batch = draw(st.sampled_from(((), (3,), (2, 3))))
    ta, tb = draw(st.booleans()), draw(st.booleans())
    lhs_batch = tuple(draw(st.sampled_from((b, 1))) for b in batch)
    rhs_batch = draw(st.sampled_from(((), tuple(1 for _ in batch), batch)))

    def ty(*shape: int) -> str:
        return f"tensor<{'x'.join(map(str, shape))}xf32>"

    a = ty(*lhs_batch, *((k, m) if ta else (m, k)))
    b = ty(*rhs_batch, *((n, k) if tb else (k, n)))
    out_batch = tuple(max(x, y) for x, y in zip(lhs_batch, rhs_batch[-len(lhs_batch) :] if rhs_batch else lhs_batch, strict=True))
    y = ty(*out_batch, m, n)
    flags = ("transpose_lhs true " if ta else "") + ("transpose_rhs true " if tb else "")
    return f"func.func @f(%a: {a}, %b: {b}) -> {y} {{\n  %y = anec.matmul %a, %b {flags}: {a}, {b} -> {y}\n  func.return %y : {y}\n}}"


@FAST
@given(matmuls(), st.sampled_from(SplitAxis), st.integers(1, 8), st.sampled_from(("h13", "h17s")))
def test_matmul_tiles_are_exact(text: str, axis: SplitAxis, size: int, target: str) -> None:
    op = layer(parse(text))
    if size < split_extent(op, axis):
        tile_by(text, axis, size, target)


VECTOR_OPS = (
    "%y = anec.mul %x, %s : tensor<2x6x5x7xf32>, tensor<1x6x1x7xf32> -> tensor<2x6x5x7xf32>",
    "%y = anec.add %x, %v : tensor<2x6x5x7xf32>, tensor<7xf32> -> tensor<2x6x5x7xf32>",
    "%y = anec.batch_norm %x, %m, %q, %g, %b : tensor<2x6x5x7xf32>, tensor<6xf32>",
    "%y = anec.scale_bias %x, %g, %b : tensor<2x6x5x7xf32>, tensor<6xf32>",
    "%y = anec.clamp %x {min = -1.000000e+00 : f32, max = 5.000000e-01 : f32} : tensor<2x6x5x7xf32>",
    "%y = anec.cast %x : tensor<2x6x5x7xf32> -> tensor<2x6x5x7xf16>",
    "%y = anec.global_max_pool %x : tensor<2x6x5x7xf32> -> tensor<2x6x1x1xf32>",
)


@given(st.sampled_from(VECTOR_OPS), st.sampled_from(SplitAxis), st.integers(1, 5))
@FAST
def test_vector_tiles_are_exact(line: str, axis: SplitAxis, size: int) -> None:
    result = line.rsplit(" ", 1)[-1] if "->" in line else "tensor<2x6x5x7xf32>"
    text = (
        "func.func @f(%x: tensor<2x6x5x7xf32>, %s: tensor<1x6x1x7xf32>, %v: tensor<7xf32>, %m: tensor<6xf32>, "
        f"%q: tensor<6xf32>, %g: tensor<6xf32>, %b: tensor<6xf32>) -> {result} {{\n  {line}\n  func.return %y : {result}\n}}"
    )
    op = layer(parse(text))
    if size < split_extent(op, axis):
        tile_by(text, axis, size, "h13")


# ---------------------------------------------------------------------------
# The pass: what must split, splits into tiles that fit
# ---------------------------------------------------------------------------

LAYERS = (
    ("tensor<1x32x64x64xf32>", "%y = anec.relu %x : tensor<1x32x64x64xf32>", "tensor<1x32x64x64xf32>"),
    (
        "tensor<1x16x64x64xf32>",
        (
            "%y = anec.convolution %x, %w {strides = array<i64: 2, 2>, padding_style = #anec.padding_style<same>} "
            ": tensor<1x16x64x64xf32>, tensor<48x16x3x3xf32> -> tensor<1x48x32x32xf32>"
        ),
        "tensor<1x48x32x32xf32>",
    ),
    (
        "tensor<1x256x8x8xf32>",
        (
            "%y = anec.convolution %x, %w bias(%b : tensor<256xf32>) {padding_style = #anec.padding_style<same>} "
            ": tensor<1x256x8x8xf32>, tensor<256x256x3x3xf32> -> tensor<1x256x8x8xf32>"
        ),
        "tensor<1x256x8x8xf32>",
    ),
    (
        "tensor<1x32x64x64xf32>",
        (
            "%y = anec.max_pool %x {kernel_sizes = array<i64: 3, 3>, padding_style = #anec.padding_style<same>} "
            ": tensor<1x32x64x64xf32> -> tensor<1x32x64x64xf32>"
        ),
        "tensor<1x32x64x64xf32>",
    ),
    (
        "tensor<384x256xf32>",
        "%y = anec.matmul %x, %m : tensor<384x256xf32>, tensor<256x384xf32> -> tensor<384x384xf32>",
        "tensor<384x384xf32>",
    ),
    (
        "tensor<1x512xf32>",
        "%y = anec.matmul %x, %c : tensor<1x512xf32>, tensor<512x1000xf32> -> tensor<1x1000xf32>",
        "tensor<1x1000xf32>",
    ),
)


def layer_module(x: str, line: str, y: str) -> ModuleOp:
    weights = "%w: tensor<256x256x3x3xf32>" if "256x256x3x3" in line else "%w: tensor<48x16x3x3xf32>"
    return parse(
        f"func.func @f(%x: {x}, {weights}, %b: tensor<256xf32>, %m: tensor<256x384xf32>, %c: tensor<512x1000xf32>) -> {y} {{\n"
        f"  {line}\n  func.return %y : {y}\n}}"
    )


def test_every_sample_layer_must_split_on_h13() -> None:
    for x, line, y in LAYERS:
        op = layer(layer_module(x, line, y))
        cycles = layer_cycles(op, H13)
        assert must_split(cycles, H13) and cycles.split is not None, line


def test_layers_that_must_split_become_exact_tiles_that_fit() -> None:
    for x, line, y in LAYERS:
        module = layer_module(x, line, y)
        inputs = random_inputs(entry_function(module), seed=2)
        expected = run(module, inputs)
        tile_pass(module)
        once = str(module)
        tiles = [op for op in module.walk() if isinstance(op, TILED)]
        assert len(tiles) > 1, line
        assert all(fits(op, H13) for op in tiles), line
        close(expected, run(module, inputs))
        assert str(tile_pass(module)) == once, "a second run changed the tiles"


def test_tiles_of_one_signature_are_alike() -> None:
    """The pass scores one tile per signature (`LayerTiles`): every tile of
    zin's grid of each sample layer, built without it, has the layer shape
    (all its fit depends on) and the channel-groups record of the first
    tile of its signature, and the signatures are fewer than the tiles."""
    distinct = built = 0
    for x, line, y in LAYERS:
        module = layer_module(x, line, y)
        AnecChannelGroupPass(target="h13").apply(anec_context(), module)
        op = layer(module)
        split = layer_cycles(op, H13).split
        assert split is not None, line
        grid = Grid(split_grid(op, split.axis, split.extent).cuts)
        tiling = build(op, grid, H13)
        assert tiling is not None, line
        seen: dict[object, object] = {}
        for box, tile in zip(grid.boxes(_dims(op)), tiling.tiles, strict=True):
            parts = tile_parts(op, box, windows(op))
            assert parts is not None, line
            alike = (layer_shape(tile), own_record(tile, op.attributes.get("anec.channel_groups")))
            assert seen.setdefault(signature(op, box, parts), alike) == alike, line
        distinct, built = distinct + len(seen), built + len(tiling.tiles)
    assert distinct < built


def test_layers_that_fit_are_left_alone() -> None:
    x, line, y = LAYERS[0]
    module = layer_module(x, line, y)
    text = str(module)
    assert str(tile_pass(module, "h17s")) == text


def test_chimera_tiles_replace_zins_choice() -> None:
    text = """
    func.func @f(%a: tensor<2x50x64xf32>, %b: tensor<64x70xf32>) -> tensor<2x50x70xf32> {
      %y = anec.matmul %a, %b {anec.chimera = #anec.chimera<order = "mkn", tile = [40, 64, 32], dv = 1, mu = 1>}
           : tensor<2x50x64xf32>, tensor<64x70xf32> -> tensor<2x50x70xf32>
      func.return %y : tensor<2x50x70xf32>
    }
    """
    module = parse(text)
    inputs = random_inputs(entry_function(module), seed=4)
    expected = run(module, inputs)
    tile_pass(module, "h17s")
    shapes = sorted(tuple(op.results[0].type.get_shape()) for op in module.walk() if op.name == "anec.matmul")
    # M = batch x rows = 100 in tiles of 40 rows: one batch of 50 rows each (the
    # flattened 40 cannot span a batch), split 40 + 10 within it; N = 70 in 32, 32, 6.
    assert shapes == sorted((1, m, n) for m in (40, 10) for n in (32, 32, 6) for _ in range(2))
    close(expected, run(module, inputs))
    once = str(module)
    assert str(tile_pass(module, "h17s")) == once


PROGRAM = """
func.func @ffn(%x: tensor<1x128x768xf16>, %w1: tensor<768x3072xf16>, %w2: tensor<3072x768xf16>) -> tensor<1x128x768xf16> {
  %y = anec.program "ffn" (%g = %x : tensor<1x128x768xf16>, %v1 = %w1 : tensor<768x3072xf16>, %v2 = %w2 : tensor<3072x768xf16>)
       -> tensor<1x128x768xf16> {
    %f0 = anec.matmul %g, %v1 {anec.chimera = #anec.chimera<order = "mkln", tile = [128, 768, 768]>}
          : tensor<1x128x768xf16>, tensor<768x3072xf16> -> tensor<1x128x3072xf16>
    %f1 = anec.gelu %f0 : tensor<1x128x3072xf16>
    %f2 = anec.matmul %f1, %v2 {anec.chimera = #anec.chimera<order = "mkln", tile = [128, 768, 768]>}
          : tensor<1x128x3072xf16>, tensor<3072x768xf16> -> tensor<1x128x768xf16>
    anec.yield %f2 : tensor<1x128x768xf16>
  }
  func.return %y : tensor<1x128x768xf16>
}
"""


def test_tiling_never_pushes_a_resident_program_past_the_working_set() -> None:
    """The first matmul's four Chimera column tiles and their concat would lift
    the program's peak live set past H13's 2 MB: undone by default, applied
    with keep-resident=false."""
    ws = H13.working_set_bytes
    module = parse(PROGRAM)
    program = next(op for op in module.walk() if isinstance(op, ProgramOp))
    assert peak_live_bytes(members_of(program)) <= ws
    tile_pass(module)
    assert peak_live_bytes(members_of(program)) <= ws
    assert sum(op.name == "anec.matmul" for op in program.walk()) == 2
    forced = tile_pass(parse(PROGRAM), keep_resident=False)
    program = next(op for op in forced.walk() if isinstance(op, ProgramOp))
    assert peak_live_bytes(members_of(program)) > ws
    assert sum(op.name == "anec.matmul" for op in program.walk()) == 5


def test_tiles_record_their_own_channel_groups() -> None:
    """A layer's channel-group record describes its extents: 24 output
    channels in groups of 8 on 4 cores. A Chimera tile of 8 channels is one
    group on one core, and records that, so the cost model accepts it."""
    text = """
    func.func @f(%x: tensor<1x16x6x10xf32>, %w: tensor<24x16x1x1xf32>) -> tensor<1x24x6x10xf32> {
      %y = anec.convolution %x, %w {anec.chimera = #anec.chimera<order = "mkn", tile = [60, 16, 8]>}
           : tensor<1x16x6x10xf32>, tensor<24x16x1x1xf32> -> tensor<1x24x6x10xf32>
      func.return %y : tensor<1x24x6x10xf32>
    }
    """
    module = parse(text)
    AnecChannelGroupPass(target="h13").apply(anec_context(), module)
    assert "ocg = 8, passes = 1, active_cores = 4" in str(module)
    tile_pass(module)
    records = [str(op.attributes["anec.channel_groups"]) for op in module.walk() if op.name == "anec.convolution"]
    assert records == ['#anec.channel_groups<target = "h13", ocg = 8, passes = 1, active_cores = 1>'] * 3
    assert analyze(module, H13).dispatches == 7


def test_a_layer_whose_one_row_and_one_channel_tiles_saturate_is_cut_on_both_axes() -> None:
    """H13, a 3x3 128 -> 128 convolution at 16x112: one output row (all
    channels) or one output channel (all rows) still saturates the execute
    field, so zin's row tiles are cut again by channel (VGG's 112x112 layers)."""
    text = (
        "func.func @f(%x: tensor<1x128x16x112xf16>, %w: tensor<128x128x3x3xf16> {anec.weight}) -> tensor<1x128x16x112xf16> {\n"
        "  %y = anec.convolution %x, %w {explicit_padding = array<i64: 1, 1, 1, 1>} "
        ": tensor<1x128x16x112xf16>, tensor<128x128x3x3xf16> -> tensor<1x128x16x112xf16>\n"
        "  func.return %y : tensor<1x128x16x112xf16>\n}"
    )
    module = parse(text)
    op = layer(module)
    for axis in SplitAxis:
        one = build(op, row_grid(_dims(op), row_axes(op), 1) if axis is SplitAxis.ROWS else channel_grid(op, 1), H13)
        assert one is not None and not all(fits(tile, H13) for tile in one.tiles), axis
        one.discard()
    inputs = random_inputs(entry_function(module), seed=3)
    expected = run(module, inputs)
    tile_pass(module)
    tiles = [op for op in module.walk() if isinstance(op, TILED)]
    assert all(fits(tile, H13) for tile in tiles)
    assert {_dims(tile)[1] for tile in tiles} == {64} and {_dims(tile)[2] for tile in tiles} == {1}
    assert len(tiles) == 32
    for a, b in zip(expected, run(module, inputs), strict=True):
        np.testing.assert_array_equal(a, b)
    once = str(module)
    assert str(tile_pass(module)) == once, "a second run changed the tiles"


def _memos() -> tuple[dict[object, object], dict[object, object], dict[object, object]]:
    """What the open `op_work` and `weight_scope` memos hold, as copies."""
    levels = work._load_time_levels.get()  # pyright: ignore[reportPrivateUsage]
    held = work.op_work._values.get()  # pyright: ignore[reportPrivateUsage]
    assert levels is not None and held is not None
    return dict(held), dict(levels._exact), dict(levels._above)  # pyright: ignore[reportPrivateUsage]


def _ask_everything(module: ModuleOp) -> None:
    """Fills the memos: every op's work, every value's weight-ness."""
    for op in module.walk():
        if op.name.startswith("anec."):
            work.op_work(op)
        for value in op.results:
            work.is_weight(value)


def _edit_module() -> tuple[ModuleOp, Operation]:
    """A weight-fed layer that must split on H13, read by two consumers."""
    t = "tensor<1x256x8x8xf16>"
    module = parse(
        f"func.func @f(%x: {t}) -> {t} {{\n"
        "  %w = anec.constant dense<1.0e-02> : tensor<256x256x3x3xf16>\n"
        "  %y = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} "
        f": {t}, tensor<256x256x3x3xf16> -> {t}\n"
        f"  %r = anec.relu %y : {t}\n  %s = anec.add %r, %y : {t}, {t} -> {t}\n  func.return %s : {t}\n}}"
    )
    return module, layer(module)


def test_a_reverted_tiling_leaves_the_ir_and_the_memos_exactly_as_before() -> None:
    module, op = _edit_module()
    with work.op_work.scope(), work.weight_scope():
        _ask_everything(module)
        text, ops, memos = str(module), list(module.walk()), _memos()
        edit = TileEdit()
        tiling = tile_layer(op, H13)
        assert tiling is not None and len(tiling.tiles) > 1
        edit.install(tiling)
        _ask_everything(module)  # the consumers' work again, the tiles' work and levels
        assert str(module) != text and _memos() != memos
        edit.revert()
        assert str(module) == text
        assert list(module.walk()) == ops  # the same op objects, in the same order
        after = _memos()
        assert after == memos
        # The consumers' entries are the ones computed before the edit, not recomputed ones.
        assert all(after[0][key] is value for key, value in memos[0].items())
        with pytest.raises(RuntimeError, match="already committed or reverted"):
            edit.commit()


def test_a_committed_tiling_keeps_memos_true_to_the_new_ir() -> None:
    module, op = _edit_module()
    with work.op_work.scope(), work.weight_scope():
        _ask_everything(module)
        with TileEdit() as edit:
            tiling = tile_layer(op, H13)
            assert tiling is not None
            edit.install(tiling)
            edit.commit()
        module.verify()
        held = _memos()[0]
        assert op not in held, "the erased layer's work is still held"
        for kept in module.walk():
            if kept in held:
                assert held[kept] == work._compute_op_work(kept)  # pyright: ignore[reportPrivateUsage]
        _ask_everything(module)
        with pytest.raises(RuntimeError, match="already committed or reverted"):
            edit.revert()
