"""ZinEnginePerf-style per-layer cycles and the cached tiling choice (SPEC §3, §5)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from functools import cache
from math import ceil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.dialects.builtin import ModuleOp

from anec.cost.channel_groups import EXECUTE_FIELD_MAX
from anec.cost.targets import get_target
from anec.cost.work import CostError, op_work
from anec.cost.zin import (
    LAYER_OVERHEAD_CYCLES,
    LayerShape,
    SplitAxis,
    VectorTerm,
    clear_tiling_cache,
    execute_field,
    layer_cycles,
    layer_shape,
    shape_cycles,
    task_cycles,
    tiling_cache_info,
    unsplit_cycles,
)
from anec.tools.ir_io import anec_context

H13 = get_target("h13")
H16 = get_target("h16")
FILECHECK = Path(__file__).parent / "filecheck" / "dialects" / "anec"


def parse(text: str) -> ModuleOp:
    """Parsed as every tool parses (`anec.tools.ir_io.parse_ir`): a resource
    blob parsed a second time in the process keeps its handle."""
    from anec.tools.ir_io import parse_ir

    module, _ = parse_ir(anec_context(), text, "<test_zin>")
    module.verify()
    return module


def ops_named(module: ModuleOp, name: str) -> list:
    return [op for op in module.walk() if op.name == name]


def conv_module(cout: int, k: int = 1, hw: int = 32) -> ModuleOp:
    lo, hi = (k - 1) // 2, k - 1 - (k - 1) // 2
    x, w, y = f"tensor<1x{cout}x{hw}x{hw}xf16>", f"tensor<{cout}x{cout}x{k}x{k}xf16>", f"tensor<1x{cout}x{hw}x{hw}xf16>"
    return parse(
        f"""func.func @f(%x: {x}, %w: {w}) -> {y} {{
          %y = anec.convolution %x, %w {{explicit_padding = array<i64: {lo}, {hi}, {lo}, {hi}>}} : {x}, {w} -> {y}
          func.return %y : {y}
        }}"""
    )


def conv(cout: int, k: int = 1, hw: int = 32):
    return ops_named(conv_module(cout, k, hw), "anec.convolution")[0]


def vector_shape(rows: int, per_row: int) -> LayerShape:
    """A single-lane vector layer of rows x per_row cycles and no traffic."""
    return LayerShape(rows, 1, (VectorTerm(1, 1, per_row),), ())


def dma_cycles(nbytes: int, target=H13) -> int:
    return ceil(nbytes * target.model_clock_ghz / target.bandwidth_gbps)


# --- the 16-bit execute field -----------------------------------------------------


def test_execute_field_saturates_above_65535_only():
    assert execute_field(65534) == (65534, False)
    assert execute_field(65535) == (65535, False)
    assert execute_field(65536) == (65535, True)
    assert execute_field(10**9) == (65535, True)


def test_layer_of_exactly_65535_cycles_fits_the_field():
    cycles = shape_cycles(vector_shape(255, 257), H13)
    assert cycles.execute_cycles == EXECUTE_FIELD_MAX
    assert (cycles.exec_field, cycles.saturated, cycles.split) == (65535, False, None)


def test_layer_of_65536_cycles_saturates_and_is_split():
    cycles = shape_cycles(vector_shape(256, 256), H13)
    assert cycles.execute_cycles == 65536
    assert (cycles.exec_field, cycles.saturated) == (65535, True)
    assert cycles.split is not None
    assert cycles.split.axis is SplitAxis.ROWS and cycles.split.tiles == 2
    assert cycles.split.cycles == 2 * (128 * 256 + LAYER_OVERHEAD_CYCLES)


# --- the cycle terms ------------------------------------------------------------------


def test_1x1_c256_at_32x32_needs_two_passes_worth_of_cycles():
    """65536 compute cycles: the SPEC §5 step; the input is streamed twice."""
    op = conv(256)
    cycles = layer_cycles(op, H13)
    work = op_work(op)
    assert cycles.compute_cycles == 65536
    assert cycles.dma_cycles == dma_cycles(2 * work.input_bytes + work.weight_bytes + work.output_bytes)
    assert cycles.saturated and cycles.split is not None


def test_layer_total_is_execute_plus_overhead():
    cycles = layer_cycles(conv(64), H13)
    assert cycles.overhead_cycles == LAYER_OVERHEAD_CYCLES == 44
    assert cycles.total_cycles == cycles.execute_cycles + 44
    assert cycles.execute_cycles == max(cycles.compute_cycles, cycles.dma_cycles) + cycles.stall_cycles


def test_stalls_only_without_double_buffering():
    one = layer_cycles(conv(64, 1, hw=8), H13)
    three = layer_cycles(conv(64, 3, hw=8), H13)
    assert one.stall_cycles == 0
    assert three.stall_cycles == min(three.compute_cycles, three.dma_cycles) > 0


def test_relu_dma_is_bytes_over_bandwidth_at_model_clock():
    module = parse(
        """func.func @f(%x: tensor<1x64x16x16xf16>) -> tensor<1x64x16x16xf16> {
          %y = anec.relu %x : tensor<1x64x16x16xf16>
          func.return %y : tensor<1x64x16x16xf16>
        }"""
    )
    relu = ops_named(module, "anec.relu")[0]
    cycles = layer_cycles(relu, H13)
    assert cycles.dma_cycles == dma_cycles(2 * 64 * 16 * 16 * 2)
    assert cycles.compute_cycles == 16 * 16  # 16 channels per core fit one 64-lane pass
    assert cycles.live_bytes == 2 * 64 * 16 * 16 * 2


def test_sparse_weights_cut_compute():
    dense = conv_module(64, 3, hw=8)
    sparse = parse(
        str(dense).replace("explicit_padding", "weight_format = #anec.weight_format<sparse, zero_fraction = 0.5>, explicit_padding")
    )
    d = layer_cycles(ops_named(dense, "anec.convolution")[0], H13)
    s = layer_cycles(ops_named(sparse, "anec.convolution")[0], H13)
    assert s.compute_cycles == ceil(d.compute_cycles / 2)


def test_more_cores_fewer_cycles():
    assert layer_cycles(conv(256), get_target("h17s")).compute_cycles < layer_cycles(conv(256), H13).compute_cycles


# --- the tiling choice ----------------------------------------------------------------------


def test_tiling_is_searched_once_per_shape():
    module = parse(
        """func.func @f(%x: tensor<1x64x128x128xf16>) -> tensor<1x64x128x1xf16> {
          %a = anec.relu %x : tensor<1x64x128x128xf16>
          %b = anec.relu %a : tensor<1x64x128x128xf16>
          %c = anec.sigmoid %b : tensor<1x64x128x128xf16>
          %d = anec.reduce_sum %c {axes = array<i64: 3>} : tensor<1x64x128x128xf16> -> tensor<1x64x128x1xf16>
          func.return %d : tensor<1x64x128x1xf16>
        }"""
    )
    a, b = ops_named(module, "anec.relu")
    clear_tiling_cache()
    first = layer_cycles(a, H13)
    second = layer_cycles(b, H13)
    assert first == second and first.split is not None
    info = tiling_cache_info()
    assert (info.misses, info.hits) == (1, 1)
    layer_cycles(ops_named(module, "anec.sigmoid")[0], H13)
    assert tiling_cache_info().hits == 2  # the same signature: no second search
    layer_cycles(ops_named(module, "anec.reduce_sum")[0], H13)
    assert tiling_cache_info().misses == 2  # a different shape is searched
    layer_cycles(a, H16)
    assert tiling_cache_info().misses == 3  # and so is the same shape on another target


def test_task_cycles_are_layer_cycles_without_the_search():
    """What anec-fuse and the reports read: the layer as one task, no tiling searched."""
    op = conv(32, 3, 128)
    clear_tiling_cache()
    task = task_cycles(op, H13)
    assert tiling_cache_info().misses == 0 and task.split is None
    full = layer_cycles(op, H13)
    assert tiling_cache_info().misses == 1 and full.split is not None
    assert task == replace(full, split=None)


def reference_split_cycles(shape: LayerShape, target) -> int | None:
    """Brute force over every balanced split into k tiles, rows and channels."""
    best = None
    for axis, extent in ((SplitAxis.ROWS, shape.rows), (SplitAxis.CHANNELS, shape.channels)):
        for k in range(2, extent + 1):
            size = ceil(extent / k)
            tiles = ceil(extent / size)
            counts = Counter({size: tiles - 1})
            counts[extent - (tiles - 1) * size] += 1
            scored = {
                n: unsplit_cycles(shape.tile(n, shape.channels) if axis is SplitAxis.ROWS else shape.tile(shape.rows, n), target)
                for n in counts
            }
            if any(t.saturated or t.live_bytes > target.working_set_bytes for t in scored.values()):
                continue
            cost = sum(counts[n] * t.total_cycles for n, t in scored.items())
            best = cost if best is None else min(best, cost)
    return best


@pytest.mark.parametrize(("cout", "k", "hw"), [(256, 1, 32), (96, 3, 32), (64, 3, 56), (512, 1, 16)])
def test_split_is_the_argmin_over_all_feasible_splits(cout: int, k: int, hw: int):
    op = conv(cout, k, hw)
    cycles = layer_cycles(op, H13)
    shape = layer_shape(op)
    reference = reference_split_cycles(shape, H13)
    unsplit_fits = not cycles.saturated and cycles.live_bytes <= H13.working_set_bytes
    if cycles.split is None:
        assert unsplit_fits and (reference is None or cycles.total_cycles <= reference)
    else:
        assert cycles.split.cycles == reference
        assert not unsplit_fits or cycles.split.cycles < cycles.total_cycles


@settings(max_examples=25, deadline=None)
@given(channels=st.integers(1, 96), height=st.integers(1, 96), width=st.integers(64, 512))
def test_split_search_matches_brute_force(channels: int, height: int, width: int):
    t = f"tensor<2x{channels}x{height}x{width}xf16>"
    module = parse(f"func.func @f(%x: {t}) -> {t} {{\n %y = anec.exp %x : {t}\n func.return %y : {t}\n}}")
    cycles = layer_cycles(ops_named(module, "anec.exp")[0], H13)
    reference = reference_split_cycles(layer_shape(ops_named(module, "anec.exp")[0]), H13)
    if cycles.split is not None:
        assert cycles.split.cycles == reference
    elif reference is not None:
        assert cycles.total_cycles <= reference


def test_working_set_forces_a_split():
    """A relu whose activations exceed H13's 2 MB working set is split even though its cycles fit."""
    module = parse(
        """func.func @f(%x: tensor<1x256x96x64xf16>) -> tensor<1x256x96x64xf16> {
          %y = anec.relu %x : tensor<1x256x96x64xf16>
          func.return %y : tensor<1x256x96x64xf16>
        }"""
    )
    shape = layer_shape(ops_named(module, "anec.relu")[0])
    fast = get_target("h17d")  # 64 cores, 228 GB/s: cycles fit, the working set does not
    cycles = shape_cycles(shape, fast)
    assert not cycles.saturated and cycles.live_bytes > fast.working_set_bytes
    assert cycles.split is not None


@settings(max_examples=40, deadline=None)
@given(
    channels=st.integers(1, 512),
    height=st.integers(1, 256),
    width=st.integers(1, 256),
    target=st.sampled_from(["h13", "h16", "h17s", "m11"]),
)
def test_field_invariants(channels: int, height: int, width: int, target: str):
    t = f"tensor<1x{channels}x{height}x{width}xf16>"
    module = parse(f"func.func @f(%x: {t}, %y: {t}) -> {t} {{\n %z = anec.add %x, %y : {t}, {t} -> {t}\n func.return %z : {t}\n}}")
    cycles = layer_cycles(ops_named(module, "anec.add")[0], get_target(target))
    assert cycles.exec_field == min(cycles.execute_cycles, EXECUTE_FIELD_MAX)
    assert cycles.saturated == (cycles.execute_cycles > EXECUTE_FIELD_MAX)
    if cycles.split is not None:
        assert cycles.split.tiles >= 2
        assert cycles.split.cycles >= cycles.execute_cycles


# --- coverage -----------------------------------------------------------------------------


@cache
def filecheck_ops() -> list:
    ops = []
    for path in sorted(FILECHECK.glob("*.mlir")):
        if "invalid" in path.name:
            continue
        for chunk in path.read_text().split("// -----"):
            ops.extend(op for op in parse(chunk).walk() if op.name.startswith("anec."))
    return ops


NO_CYCLE_FORM = {"anec.recurrent_cell", "anec.top_k", "anec.non_max_suppression", "anec.program", "anec.yield"}


def test_every_op_family_has_cycles_or_a_named_error():
    costed = set()
    for op in filecheck_ops():
        if op.name in NO_CYCLE_FORM:
            with pytest.raises(CostError, match=op.name):
                layer_cycles(op, H16)
            continue
        cycles = layer_cycles(op, H16)
        assert min(cycles.compute_cycles, cycles.dma_cycles, cycles.stall_cycles) >= 0
        costed.add(op.name)
    for name in (
        "anec.convolution", "anec.deconvolution", "anec.matmul", "anec.max_pool", "anec.global_avg_pool",
        "anec.relu", "anec.add", "anec.layer_norm", "anec.softmax", "anec.reduce_sum", "anec.argmax",
        "anec.transpose", "anec.gather", "anec.resize", "anec.crop_resize", "anec.attention",
    ):  # fmt: skip
        assert name in costed


def test_views_are_no_task():
    module = parse(
        """func.func @f(%x: tensor<1x8x4x4xf16>) -> tensor<1x128xf16> {
          %y = anec.reshape %x : tensor<1x8x4x4xf16> -> tensor<1x128xf16>
          func.return %y : tensor<1x128xf16>
        }"""
    )
    cycles = layer_cycles(ops_named(module, "anec.reshape")[0], H13)
    assert (cycles.total_cycles, cycles.split) == (0, None)


def test_texture_needs_a_texture_engine():
    resize = next(op for op in filecheck_ops() if op.name == "anec.resize")
    assert layer_cycles(resize, H16).compute_cycles > 0
    with pytest.raises(CostError, match="anec.resize.*h13"):
        layer_cycles(resize, H13)


def test_attention_is_two_products_and_a_softmax():
    module = parse(
        """func.func @f(%q: tensor<1x64x32xf16>, %k: tensor<1x128x32xf16>, %v: tensor<1x128x16xf16>) -> tensor<1x64x16xf16> {
          %o = anec.attention %q, %k, %v : tensor<1x64x32xf16>, tensor<1x128x32xf16>, tensor<1x128x16xf16> -> tensor<1x64x16xf16>
          func.return %o : tensor<1x64x16xf16>
        }"""
    )
    shape = layer_shape(ops_named(module, "anec.attention")[0])
    assert [type(t).__name__ for t in shape.terms] == ["ArrayTerm", "VectorTerm", "ArrayTerm"]
    assert shape.rows == 64 and shape.scratch_bytes == 64 * 128 * 2


def test_the_tiling_search_is_bounded_whatever_the_extent() -> None:
    """Every balanced split up to EXHAUSTIVE_ROOT^2, a geometric subset past
    it: the search's size does not grow with the extent (issue: cost paths
    bounded by the graph's size)."""
    from anec.cost.zin import EXHAUSTIVE_ROOT, _tile_extents

    small = 100_000
    assert len(_tile_extents(small)) == len({-(-small // k) for k in range(2, small + 1)})
    huge = _tile_extents(2**31 - 1)
    assert len(huge) < 200 and huge == sorted(set(huge)) and all(1 <= e < 2**31 - 1 for e in huge)
    assert _tile_extents(EXHAUSTIVE_ROOT**2)[-1] == EXHAUSTIVE_ROOT**2 // 2
