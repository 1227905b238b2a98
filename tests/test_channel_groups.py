"""Output-channel groups (SPEC §5): OCG, passes, active cores, double-buffering."""

from __future__ import annotations

from math import ceil

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.parser import Parser

from anec.cost.channel_groups import (
    EXECUTE_FIELD_MAX,
    ArrayShape,
    SourcePatchMode,
    array_shape,
    byte_cap,
    channel_groups,
    core_cycles,
    floor_pow2,
    groups_of,
    next_pow2,
)
from anec.cost.targets import get_target
from anec.tools.ir_io import anec_context

H13 = get_target("h13")


def parse_op(text: str, name: str):
    module = Parser(anec_context(), text).parse_module()
    return next(op for op in module.walk() if op.name == name)


def conv(cout: int, k: int = 1, hw: int = 32, cin: int | None = None, element: str = "f16", fmt: str = "") -> object:
    """A same-padded stride-1 convolution, C -> C unless `cin` is given."""
    cin = cin or cout
    lo, hi = (k - 1) // 2, k - 1 - (k - 1) // 2
    x = f"tensor<1x{cin}x{hw}x{hw}x{element}>"
    w = f"tensor<{cout}x{cin}x{k}x{k}x{element}>"
    y = f"tensor<1x{cout}x{hw}x{hw}x{element}>"
    props = f"explicit_padding = array<i64: {lo}, {hi}, {lo}, {hi}>{fmt}"
    text = f"""func.func @f(%x: {x}, %w: {w}) -> {y} {{
      %y = anec.convolution %x, %w {{{props}}} : {x}, {w} -> {y}
      func.return %y : {y}
    }}"""
    op = parse_op(text, "anec.convolution")
    op.verify()
    return op


def first_step(k: int) -> int:
    """The smallest C (multiple of 8) at which a kxk fp16 C -> C conv at 32x32 on H13 needs 2 passes."""
    return next(c for c in range(8, 1025, 8) if channel_groups(conv(c, k), H13).passes > 1)


# --- SPEC §5 observables ----------------------------------------------------


def test_1x1_fp16_steps_from_one_pass_at_192_to_two_at_256():
    assert channel_groups(conv(192), H13).passes == 1
    assert channel_groups(conv(256), H13).passes == 2


def test_step_is_the_execute_field_overflowing():
    """1x1 C256 at 32x32: ceil(256/64) x 1024 x ceil(64/4) = 65536 > 65535."""
    shape = array_shape(conv(256))
    assert core_cycles(shape, H13, 256, 4) == EXECUTE_FIELD_MAX + 1
    assert core_cycles(array_shape(conv(192)), H13, 192, 4) == 36864


def test_3x3_reaches_the_step_at_fewer_channels():
    assert first_step(3) < first_step(1)


def test_throughput_rises_in_integer_steps_with_channels_on_cores():
    """1..4 output channels of a 3x3 (OCG 1): same cycles, channels on distinct cores."""
    cycles = []
    for cout in range(1, 5):
        groups = channel_groups(conv(cout, 3, cin=64), H13)
        assert groups.ocg == 1
        assert len({groups.core_of(c) for c in range(cout)}) == cout
        cycles.append(core_cycles(array_shape(conv(cout, 3, cin=64)), H13, cout, groups.active_cores))
    assert len(set(cycles)) == 1
    assert [groups.active_cores for groups in [channel_groups(conv(c, 3, cin=64), H13) for c in range(1, 5)]] == [1, 2, 4, 4]


# --- OCG ----------------------------------------------------------------------


@pytest.mark.parametrize(("k", "ocg"), [(1, 8), (2, 2), (3, 1), (5, 1)])
def test_ocg_by_kernel(k: int, ocg: int):
    """floor_pow2(8 / k^2), clamped to 1 when the kernel exceeds the budget."""
    assert channel_groups(conv(64, k), H13).ocg == ocg


def test_byte_cap_by_storage_width():
    assert [byte_cap(bits) for bits in (4, 8, 16, 32)] == [32, 32, 16, 8]
    with pytest.raises(ValueError, match="64-bit"):
        byte_cap(64)


def test_int8_weights_have_the_same_groups_as_fp16():
    """The byte cap never binds below the accumulator budget."""
    int8 = parse_op(
        """func.func @f(%x: tensor<1x32x8x8xf16>, %w: tensor<32x32x1x1xi8>) -> tensor<1x32x8x8xf16> {
          %y = anec.convolution %x, %w {weight_format = #anec.weight_format<int8>} : tensor<1x32x8x8xf16>, tensor<32x32x1x1xi8> -> tensor<1x32x8x8xf16>
          func.return %y : tensor<1x32x8x8xf16>
        }""",
        "anec.convolution",
    )
    assert array_shape(int8).weight_bits == 8
    assert channel_groups(int8, H13) == channel_groups(conv(32, hw=8), H13)


# --- modes, demand, double-buffering -------------------------------------------


def test_source_patch_modes_and_double_buffering():
    one = channel_groups(conv(64, 1), H13)
    assert (one.mode, one.demand, one.double_buffered) == (SourcePatchMode.TINY, 1, True)
    two = channel_groups(conv(64, 2), H13)
    assert (two.mode, two.demand, two.double_buffered) == (SourcePatchMode.SMALL, 2, True)
    three = channel_groups(conv(64, 3), H13)
    assert (three.mode, three.demand, three.double_buffered) == (SourcePatchMode.FP16_PACKED, 5, False)
    f32 = channel_groups(conv(64, 3, element="f32"), H13)
    assert (f32.mode, f32.demand, f32.double_buffered) == (SourcePatchMode.DEFAULT, 9, False)


# --- cores ----------------------------------------------------------------------


def test_more_cores_fewer_passes():
    assert channel_groups(conv(256), get_target("h17s")).passes == 1
    assert channel_groups(conv(256), get_target("h17s")).active_cores == 16


@given(cout=st.integers(1, 300), channel=st.integers(0, 1000))
def test_core_of_is_channel_mod_active_cores(cout: int, channel: int):
    groups = channel_groups_of(cout)
    assert groups.core_of(channel) == channel % groups.active_cores
    assert groups.active_cores == min(H13.cores, next_pow2(ceil(cout / groups.ocg)))


def test_core_of_rejects_negative_channels():
    with pytest.raises(ValueError, match="negative"):
        channel_groups(conv(8), H13).core_of(-1)


# --- matmul ---------------------------------------------------------------------


def test_matmul_is_a_1x1_convolution_over_its_output():
    mm = parse_op(
        """func.func @f(%a: tensor<2x1024x192xf16>, %b: tensor<192x256xf16>) -> tensor<2x1024x256xf16> {
          %y = anec.matmul %a, %b : tensor<2x1024x192xf16>, tensor<192x256xf16> -> tensor<2x1024x256xf16>
          func.return %y : tensor<2x1024x256xf16>
        }""",
        "anec.matmul",
    )
    assert array_shape(mm) == ArrayShape(cout=256, cin_per_group=192, kernel_elements=1, spatial=2048, weight_bits=16)
    equivalent = ArrayShape(cout=256, cin_per_group=192, kernel_elements=1, spatial=2048, weight_bits=16)
    assert channel_groups(mm, H13) == groups_of(equivalent, H13)


def test_sparse_weights_scale_core_cycles():
    sparse = conv(64, fmt=", weight_format = #anec.weight_format<sparse, zero_fraction = 0.75>")
    dense = conv(64)
    assert core_cycles(array_shape(sparse), H13, 64, 4) == core_cycles(array_shape(dense), H13, 64, 4) // 4


def test_non_array_op_is_rejected_by_name():
    relu = parse_op(
        """func.func @f(%x: tensor<1x8x4x4xf16>) -> tensor<1x8x4x4xf16> {
          %y = anec.relu %x : tensor<1x8x4x4xf16>
          func.return %y : tensor<1x8x4x4xf16>
        }""",
        "anec.relu",
    )
    with pytest.raises(TypeError, match="anec.relu"):
        array_shape(relu)


# --- properties -------------------------------------------------------------------


def channel_groups_of(cout: int, cin: int = 64, k: int = 1, spatial: int = 1024):
    return groups_of(ArrayShape(cout, cin, k, spatial, 16), H13)


@settings(max_examples=60, deadline=None)
@given(
    cout=st.integers(1, 2048),
    cin=st.integers(1, 1024),
    k=st.sampled_from([1, 4, 9, 25]),
    spatial=st.integers(1, 8192),
)
def test_passes_fit_the_field_or_hold_one_group_each(cout: int, cin: int, k: int, spatial: int):
    groups = channel_groups_of(cout, cin, k, spatial)
    shape = ArrayShape(cout, cin, k, spatial, 16)
    assert 1 <= groups.passes <= groups.groups == ceil(cout / groups.ocg)
    per_pass = min(cout, ceil(groups.groups / groups.passes) * groups.ocg)
    fits = core_cycles(shape, H13, per_pass, groups.active_cores) <= EXECUTE_FIELD_MAX
    assert fits or groups.passes == groups.groups
    if groups.passes > 1:
        fewer = min(cout, ceil(groups.groups / (groups.passes - 1)) * groups.ocg)
        assert core_cycles(shape, H13, fewer, groups.active_cores) > EXECUTE_FIELD_MAX


@settings(max_examples=40, deadline=None)
@given(cout=st.integers(1, 1024), extra=st.integers(0, 256))
def test_passes_never_drop_as_channels_grow(cout: int, extra: int):
    assert channel_groups_of(cout).passes <= channel_groups_of(cout + extra).passes


@given(x=st.floats(0, 1e6))
def test_floor_pow2(x: float):
    p = floor_pow2(x)
    if x < 1:
        assert p == 0
    else:
        assert p <= x < 2 * p and p & (p - 1) == 0


@given(n=st.integers(1, 1 << 20))
def test_next_pow2(n: int):
    p = next_pow2(n)
    assert p >= n > p // 2 and p & (p - 1) == 0
