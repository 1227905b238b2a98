"""Tests for the target table (cost/targets.toml, cost/targets.py; SPEC §2)."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from anec.cost.targets import (
    ANCHORED_FIELDS,
    PROVENANCE_KINDS,
    PROVENANCED_FIELDS,
    TABLE_PATH,
    TARGET_ATTR,
    TIER_FIELDS,
    MissingTargetError,
    Provenance,
    TargetTableError,
    UnknownTargetError,
    get_target,
    load_common,
    load_provenance_legend,
    load_targets,
    resolve_target,
    target_names,
)
from devtools import gen_target_docs

CANONICAL_NAMES = [
    "h11", "h12", "m9", "t0", "h13", "h13g", "t1", "h14", "h14g", "h14c",
    "h15", "h15g", "h15c", "h16", "h16g", "h16s", "h16c", "h17", "h17a", "h17g",
    "h17s", "h17c", "h17d", "h18", "m11", "u1", "u2", "u3",
]  # fmt: skip

A16_TIER = {"h16", "h16g", "h16s", "h16c", "h17", "h17a", "h17g", "h17s", "h17c", "h17d", "h18"}

# SPEC §2 numbers, written literally.
H13_FMAX, H17S_FMAX = 1.428, 2.364
H13_PEAK, H13_BW, H13_FLOOR = 3.25, 9.0, 220.0
H17S_PEAK, H17S_BW, H17S_FLOOR, H17S_EFF = 8.9, 57.0, 110.0, 0.84


def approx(value: float) -> Any:
    return pytest.approx(value, rel=1e-12)


# --- the table ---------------------------------------------------------------


def test_all_28_targets_in_table_order():
    assert target_names() == CANONICAL_NAMES
    assert list(load_targets()) == CANONICAL_NAMES


def test_display_names_and_architecture():
    for name, target in load_targets().items():
        assert target.name == name
        assert target.display_name.lower() == name
        assert target.architecture == name
        assert target.silicon
    assert get_target("h13g").display_name == "H13g"
    assert get_target("h13g").silicon == "M1 Pro/Max/Ultra"


def test_tiers():
    tiers = {name: t.tier for name, t in load_targets().items()}
    assert {n for n, tier in tiers.items() if tier == "A16"} == A16_TIER
    assert [tiers[n] for n in ("h11", "h12", "m9", "t0")] == ["pre-A13"] * 4
    assert [tiers[n] for n in ("h13", "h13g", "t1")] == ["A13"] * 3
    assert [tiers[n] for n in ("h14", "h14g", "h14c")] == ["A14"] * 3
    assert [tiers[n] for n in ("h15", "h15g", "h15c")] == ["A15"] * 3
    assert tiers["m11"] == "M11"
    assert [tiers[n] for n in ("u1", "u2", "u3")] == ["reference"] * 3


def test_every_field_has_valid_provenance():
    for target in load_targets().values():
        assert set(target.provenance) == set(PROVENANCED_FIELDS)
        for field_name, prov in target.provenance.items():
            assert isinstance(prov, Provenance)
            assert prov.kind in PROVENANCE_KINDS, (target.name, field_name)
            if prov.kind in ("derived", "unknown"):
                assert prov.note.strip(), (target.name, field_name)
        for key, prov in target.measured_provenance.items():
            assert prov.kind in PROVENANCE_KINDS, (target.name, key)


def test_provenance_legend_defines_every_kind():
    legend = load_provenance_legend()
    assert list(legend) == list(PROVENANCE_KINDS)
    assert all(meaning for meaning in legend.values())


def test_target_is_frozen():
    target = get_target("h13")
    with pytest.raises(AttributeError):
        target.cores = 8  # pyright: ignore[reportAttributeAccessIssue]  # the write the test expects to fail
    with pytest.raises(TypeError):
        target.provenance["cores"] = Provenance("unknown", "x")  # pyright: ignore[reportIndexIssue]  # the write the test expects to fail


# --- anchors -----------------------------------------------------------------


def test_h13_anchor_numbers():
    h13 = get_target("h13")
    assert (h13.cores, h13.cycle_divisor) == (4, 64)
    assert (h13.fmin_ghz, h13.fmax_ghz) == (0.396, H13_FMAX)
    assert h13.efficiency == 1.0
    assert h13.peak_tflops == H13_PEAK
    assert h13.bandwidth_gbps == H13_BW
    assert h13.dispatch_floor_us == H13_FLOOR
    assert h13.working_set_bytes == 2_000_000
    assert not h13.texture_engine
    assert h13.fp16_kernel_width_max == 13
    for field_name in ("efficiency", *ANCHORED_FIELDS):
        assert h13.provenance[field_name].kind == "silicon"
    assert "230" in h13.provenance["dispatch_floor_us"].note
    assert "190" in h13.provenance["dispatch_floor_us"].note


def test_h17s_anchor_numbers():
    h17s = get_target("h17s")
    assert (h17s.cores, h17s.cycle_divisor) == (16, 64)
    assert (h17s.fmin_ghz, h17s.fmax_ghz) == (0.744, H17S_FMAX)
    assert h17s.efficiency == H17S_EFF
    assert h17s.effective_clock_ghz == 1.788
    assert "0.756" in h17s.provenance["effective_clock_ghz"].note
    assert h17s.peak_tflops == H17S_PEAK
    assert h17s.bandwidth_gbps == H17S_BW
    assert h17s.dispatch_floor_us == H17S_FLOOR
    assert h17s.working_set_bytes == 4_720_000
    assert h17s.texture_engine
    for field_name in ("efficiency", *ANCHORED_FIELDS):
        assert h17s.provenance[field_name].kind == "silicon"


def test_model_clock_matches_measured_clocks():
    assert get_target("h13").model_clock_ghz == approx(0.8 * H13_FMAX)
    assert get_target("h13").model_clock_ghz == pytest.approx(1.1424)
    assert get_target("h17s").model_clock_ghz == pytest.approx(1.8912)
    for name, measured in (("h13", 1.14), ("h17s", 1.89)):
        target = get_target(name)
        assert target.measured["measured_clock_ghz"] == measured
        assert target.model_clock_ghz == pytest.approx(measured, abs=0.005)


def test_measured_tables():
    h13, h17s = get_target("h13").measured, get_target("h17s").measured
    assert h13["matmul_slope_roof_tflops"] == 12.0
    assert h13["dram_ceiling_gbps"] == 85.0
    assert h13["ridge_flop_per_byte"] == 141.0
    assert h13["dispatch_floor_slope_us"] == 230.0
    assert h13["dispatch_floor_tiny_model_us"] == 190.0
    assert h17s["matmul_slope_tflops"] == 19.6
    assert h17s["engine_conv_roof_gflops"] == 18771.0
    assert h17s["gemv_weight_dma_gbps"] == 112.0
    assert all(not t.measured for n, t in load_targets().items() if n not in ("h13", "h17s"))


# --- derivation --------------------------------------------------------------


def test_efficiency_from_effective_clock():
    assert get_target("h14").efficiency == approx(1.452 / 1.938)
    assert get_target("h14").is_derived("efficiency")
    assert get_target("h15c").efficiency == approx(1.776 / 2.364)
    assert get_target("h17c").efficiency == approx(1.788 / 2.364)
    h11 = get_target("h11")
    assert h11.efficiency == 1.0 and not h11.is_derived("efficiency")
    assert h11.effective_clock_ghz == 1.26 and h11.is_derived("effective_clock_ghz")


def test_sibling_derivation():
    h14, h14g, h14c = get_target("h14"), get_target("h14g"), get_target("h14c")
    for sibling in (h14g, h14c):
        assert (sibling.fmin_ghz, sibling.fmax_ghz) == (h14.fmin_ghz, h14.fmax_ghz)
        assert sibling.effective_clock_ghz == h14.effective_clock_ghz
        assert sibling.is_derived("fmax_ghz")
        assert "h14" in sibling.provenance["fmax_ghz"].note
    assert get_target("h15g").fmax_ghz == 2.064  # nearest core count: H15 (4) over H15c (32)
    assert get_target("h16g").fmax_ghz == 2.16  # H16 (4) over H16s (16)
    assert get_target("h16c").fmax_ghz == 2.364  # H16s (16) over H16 (4)
    assert get_target("h17g").fmax_ghz == 2.172  # H17 (4) over H17s (16)
    h18 = get_target("h18")
    assert (h18.cores, h18.cycle_divisor, h18.fmax_ghz) == (4, 64, 2.172)
    assert "h17" in h18.provenance["fmax_ghz"].note
    for name in ("h12", "m9", "t0"):
        target = get_target(name)
        assert (target.cores, target.cycle_divisor, target.fmax_ghz) == (4, 32, 1.26)
        assert {"cores", "cycle_divisor", "fmax_ghz"} <= set(target.derived_fields)
    for name in ("u1", "u2", "u3"):
        target = get_target(name)
        assert (target.cycle_divisor, target.fmax_ghz, target.efficiency) == (64, 1.428, 1.0)
        assert "h13" in target.provenance["fmax_ghz"].note


def test_m11_and_t1():
    m11 = get_target("m11")
    assert (m11.cores, m11.cycle_divisor, m11.fmin_ghz, m11.fmax_ghz) == (1, 16, 0.5, 0.5)
    assert m11.efficiency == 1.0
    assert m11.max_dim_spatial == m11.max_dim_channel == 16384
    assert m11.fp16_kernel_width_max == 15
    assert m11.native_sin_cos and m11.texture_engine and not m11.width_slice_saturation
    t1 = get_target("t1")
    assert t1.cores == 4
    assert "16" in t1.provenance["cores"].note


def test_hand_computed_derivations():
    h13g, h17c = get_target("h13g"), get_target("h17c")
    assert h13g.bandwidth_gbps == approx(18.0)
    assert h13g.peak_tflops == approx(H13_PEAK * 8 / 4 * (0.8 * 1.464) / (0.8 * H13_FMAX))
    assert h17c.bandwidth_gbps == approx(114.0)
    assert h17c.dispatch_floor_us == approx(110.0)  # same clock as H17s
    assert h17c.peak_tflops == approx(H17S_PEAK * 32 / 16 * (1.788 / 2.364) / H17S_EFF)
    h14 = get_target("h14")
    assert h14.dispatch_floor_us == approx(H13_FLOOR * 1.1424 / (0.8 * 1.938))
    assert h14.peak_tflops == approx(H13_PEAK * (0.8 * 1.938) / (0.8 * H13_FMAX) * (1.452 / 1.938))
    h16 = get_target("h16")
    assert h16.bandwidth_gbps == approx(H17S_BW * 4 / 16)
    assert h16.dispatch_floor_us == approx(H17S_FLOOR * (0.8 * H17S_FMAX) / (0.8 * 2.16))
    m11 = get_target("m11")
    assert m11.peak_tflops == approx(H13_PEAK * 1 / 4 * 0.4 / (0.8 * H13_FMAX))


def test_derived_targets_use_documented_anchor():
    targets = load_targets()
    for name, t in targets.items():
        anchor_name = "h17s" if t.tier == "A16" else "h13"
        assert t.anchor == anchor_name
        if name == anchor_name:
            assert not any(t.is_derived(f) for f in ANCHORED_FIELDS)
            continue
        a = targets[anchor_name]
        cores = t.cores / a.cores
        clock = t.model_clock_ghz / a.model_clock_ghz
        assert t.peak_tflops == approx(a.peak_tflops * cores * clock * t.efficiency / a.efficiency)
        assert t.bandwidth_gbps == approx(a.bandwidth_gbps * cores)
        assert t.dispatch_floor_us == approx(a.dispatch_floor_us / clock)
        assert t.working_set_bytes == a.working_set_bytes
        for field_name in ANCHORED_FIELDS:
            assert t.is_derived(field_name)
            assert f"anchor {anchor_name}" in t.provenance[field_name].note


def test_capability_tiers():
    h13, h14, h15, h16, h17 = (get_target(n) for n in ("h13", "h14", "h15", "h16", "h17"))
    assert (h14.max_dim_spatial, h14.max_dim_channel) == (16384, 65536)
    assert (h15.max_dim_spatial, h15.max_dim_channel) == (16384, 16384)
    assert (h16.max_dim_spatial, h16.max_dim_channel) == (65536, 65536)
    assert [t.texture_engine for t in (h13, h14, h15, h16)] == [False, True, True, True]
    assert [t.width_slice_saturation for t in (h13, h14, h15, h16)] == [True, True, False, False]
    assert [t.native_sin_cos for t in (h13, h14, h15, h16)] == [False, False, True, True]
    assert [t.fp16_kernel_width_max for t in (h13, h14, h15, h16)] == [13, 13, 13, 15]
    for later in (h17, get_target("h18")):  # A17 and A18 add no op over A16
        assert all(getattr(later, f) == getattr(h16, f) for f in TIER_FIELDS)
    assert not get_target("h11").conv3d_flag and h13.conv3d_flag
    assert get_target("h11").provenance["fp16_kernel_width_max"].kind == "unknown"
    assert get_target("u1").fp16_kernel_width_max == 1023
    for target in load_targets().values():
        assert target.winograd_enable
        assert target.provenance["winograd_enable"].kind == "unknown"


def test_common_constants():
    common = load_common()
    assert common.model_clock_fraction == 0.8
    assert common.max_descriptor_spatial == 32767
    assert common.max_descriptor_channels == 131071
    assert (common.descriptor_ocg_bits, common.descriptor_active_core_bits) == (3, 3)
    assert common.accumulator_work_units_per_core == 8
    assert (common.output_channels_per_cycle_fp16, common.output_channels_per_cycle_int8) == (4, 8)
    assert all(p.kind in PROVENANCE_KINDS for p in common.provenance.values())


def test_derived_fields():
    assert get_target("h13").derived_fields == ("effective_clock_ghz", "model_clock_ghz")
    assert "peak_tflops" in get_target("h13g").derived_fields
    with pytest.raises(KeyError):
        get_target("h13").is_derived("no_such_field")


# --- lookup ------------------------------------------------------------------


def test_lookup_is_case_insensitive():
    assert get_target("H13g") is get_target("h13g")
    assert get_target("H17S").name == "h17s"


def test_unknown_target_lists_valid_names():
    with pytest.raises(UnknownTargetError) as info:
        get_target("h99")
    assert str(info.value).startswith(f"unknown target 'h99'; valid targets: {', '.join(CANONICAL_NAMES)}; or a chip name: A11,")
    assert isinstance(info.value, ValueError)


def test_resolve_target_precedence():
    assert TARGET_ATTR == "anec.target"
    assert resolve_target("h14", "h13").name == "h14"
    assert resolve_target(None, "H13").name == "h13"
    with pytest.raises(UnknownTargetError):
        resolve_target("bogus", "h13")
    with pytest.raises(MissingTargetError) as info:
        resolve_target(None, None)
    message = str(info.value)
    assert message.startswith("no target: pass target=NAME or set the module attribute anec.target")
    assert message.endswith(f"valid targets: {', '.join(CANONICAL_NAMES)}")
    assert isinstance(info.value, ValueError)


# --- docs --------------------------------------------------------------------


def test_docs_are_up_to_date():
    assert gen_target_docs.DOCS_PATH.read_text(encoding="utf-8") == gen_target_docs.render_markdown()
    assert gen_target_docs.main(["--check"]) == 0


def test_docs_mark_derived_values():
    text = gen_target_docs.render_markdown()
    assert "python -m devtools.gen_target_docs" in text.splitlines()[2]
    assert "| H13 | A13, M1 base | A13 | 4 | 64 | 0.396-1.428 |" in text
    assert "| 3.25 | 9 | 220 | 2 MB |" in text
    assert "| 8.9 | 57 | 110 | 4.72 MB |" in text
    assert "| 18* |" in text
    assert "## Known inconsistencies in the sources" in text


# --- validation --------------------------------------------------------------


def _write_table(tmp_path: Path, edit: Callable[[str], str]) -> Path:
    path = tmp_path / "targets.toml"
    path.write_text(edit(TABLE_PATH.read_text(encoding="utf-8")), encoding="utf-8")
    return path


def _replace_field(raw: str, target: str, field: str, line: str | None) -> str:
    """Replace (or, for None, delete) the line of `field` in `target`'s table."""
    start = raw.index(f"[targets.{target}]\n")
    end = raw.find("\n[", start + 1)
    block = raw[start:end]
    pattern = re.compile(rf"^{field} = .*\n", re.MULTILINE)
    assert pattern.search(block), (target, field)
    return raw[:start] + pattern.sub("" if line is None else line + "\n", block, count=1) + raw[end:]


def test_table_file_parses_with_tomllib():
    with TABLE_PATH.open("rb") as handle:
        raw = tomllib.load(handle)
    assert list(raw["targets"]) == CANONICAL_NAMES


@pytest.mark.parametrize(
    ("target", "field", "line"),
    [
        ("h13g", "cores", None),  # a missing required field
        ("h17s", "peak_tflops", None),  # an anchor without its silicon peak
        ("h14", "dvfs_ghz", 'dvfs_ghz = { value = [0.528, 1.938], provenance = "rumour" }'),
        ("h13g", "efficiency", 'efficiency = { value = 1.0, provenance = "unknown" }'),  # no note
        ("h14c", "cores", 'cores = { value = "32", provenance = "decoded" }'),
        ("h13", "cycle_divisor", 'cycle_divisor = { value = 0, provenance = "public" }'),
        ("h13", "cores", 'cores = { value = 4, provenance = "decoded", source = "x" }'),
        ("h15", "dvfs_ghz", 'dvfs_ghz = { value = [2.5, 2.064], provenance = "public" }'),  # fmin > fmax
        ("h14", "effective_clock_ghz", 'effective_clock_ghz = { value = 2.0, provenance = "public" }'),
        # a sibling that does not store the field as a value
        ("h14c", "dvfs_ghz", 'dvfs_ghz = { same_as = "h14g", provenance = "derived", note = "x" }'),
        ("h14c", "dvfs_ghz", 'dvfs_ghz = { same_as = "h14", provenance = "public" }'),
    ],
)
def test_malformed_table_names_target_and_field(tmp_path: Path, target: str, field: str, line: str | None):
    path = _write_table(tmp_path, lambda raw: _replace_field(raw, target, field, line))
    with pytest.raises(TargetTableError) as info:
        load_targets(path)
    assert f"target '{target}'" in str(info.value)
    assert f"field '{field}'" in str(info.value)


def test_missing_target_is_rejected(tmp_path: Path):
    def drop_u3(raw: str) -> str:
        return raw[: raw.index("[targets.u3]")]

    with pytest.raises(TargetTableError, match="expected 28 targets"):
        load_targets(_write_table(tmp_path, drop_u3))


def test_unknown_anchor_is_rejected(tmp_path: Path):
    def bad_anchor(raw: str) -> str:
        return raw.replace('default_anchor = "h13"', 'default_anchor = "h99"')

    with pytest.raises(TargetTableError, match="anchor 'h99'"):
        load_targets(_write_table(tmp_path, bad_anchor))


def test_clock_needs_efficiency_or_effective_clock(tmp_path: Path):
    path = _write_table(tmp_path, lambda raw: _replace_field(raw, "h15c", "effective_clock_ghz", None))
    with pytest.raises(TargetTableError, match="target 'h15c', field 'efficiency': missing"):
        load_targets(path)


def test_docs_check_detects_stale_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    stale = tmp_path / "targets.md"
    stale.write_text("old\n", encoding="utf-8")
    monkeypatch.setattr(gen_target_docs, "DOCS_PATH", stale)
    assert gen_target_docs.main(["--check"]) == 1
    assert gen_target_docs.main([]) == 0
    assert gen_target_docs.main(["--check"]) == 0
