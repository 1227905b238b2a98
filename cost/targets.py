"""The ANE target table: load, validate and derive the per-target parameters.

SPEC §2 ("Targets") defines 28 targets sharing one cost-model structure; only
their parameters differ. The raw facts live in `targets.toml` next to this
module, each with its provenance. This module validates the table and derives
what the SPEC's scaling rules imply instead of storing it:

* efficiency = effective clock at fmax / fmax, or the effective clock from the
  efficiency (SPEC §2 "efficiency at the clock ceiling");
* model clock = model_clock_fraction x fmax (SPEC §2, §3: ~0.8 x fmax);
* for targets without silicon anchors (SPEC §2): bandwidth scales with core
  count, the dispatch floor inversely with the model clock, peak with
  cores x clock x efficiency, relative to the anchor of the target's tier;
  the working set is the anchor's, unchanged (the SPEC gives no rule).

Target names are case-insensitive; an unknown name is rejected, never defaulted
(SPEC §2). Where no target has the name, `get_target` reads it as a marketed
chip name of `chips.toml` ("M1", "M4 Pro", "a17"; case, spaces, hyphens and
underscores ignored): every chip resolves to one target, chosen among its
candidates by SPEC §2 or by the calibration set's rows (docs/fidelity.md).
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

TABLE_PATH = Path(__file__).with_name("targets.toml")
TARGET_ATTR = "anec.target"

EXPECTED_TARGET_COUNT = 28
"""SPEC §2: "The family has 28 targets"."""

PROVENANCE_KINDS = ("silicon", "decoded", "public", "derived", "unknown")
"""Allowed provenance kinds; `targets.toml` [provenance] defines each one."""

NOTE_REQUIRED_KINDS = frozenset({"derived", "unknown"})

_ENTRY_KEYS = frozenset({"value", "same_as", "provenance", "note"})
_IDENTITY_KEYS = ("display_name", "silicon", "tier")

_COMMON_SCHEMA: dict[str, type] = {
    "model_clock_fraction": float,
    "descriptor_spatial_bits": int,
    "descriptor_channel_bits": int,
    "descriptor_ocg_bits": int,
    "descriptor_active_core_bits": int,
    "accumulator_work_units_per_core": int,
    "output_channels_per_cycle_fp16": int,
    "output_channels_per_cycle_int8": int,
    "execute_field_bits": int,
    "layer_overhead_cycles": int,
    "double_buffer_max_demand": int,
    "kernel_byte_cap_8bit": int,
    "kernel_byte_cap_16bit": int,
    "kernel_byte_cap_32bit": int,
    "winograd_kernel_axis": int,
    "winograd_other_axis_limit": int,
    "winograd_work_factor": int,
    "winograd_threshold_non_float": int,
    "winograd_threshold_float": int,
    "winograd_threshold_packed": int,
    "gather_axis_extent": int,
    "width_source_max": float,
}

_TIER_SCHEMA: dict[str, type] = {
    "max_dim_spatial": int,
    "max_dim_channel": int,
    "fp16_kernel_width_max": int,
    "texture_engine": bool,
    "width_slice_saturation": bool,
    "winograd_enable": bool,
    "conv3d_flag": bool,
    "native_sin_cos": bool,
    "native_dropout_random": bool,
    "native_global_argminmax": bool,
}

_ANCHORED_SCHEMA: dict[str, type] = {
    "peak_tflops": float,
    "bandwidth_gbps": float,
    "dispatch_floor_us": float,
    "working_set_bytes": int,
}

TIER_FIELDS = tuple(_TIER_SCHEMA)
"""The `Target` fields taken from the target's capability tier."""

ANCHORED_FIELDS = tuple(_ANCHORED_SCHEMA)
"""The `Target` fields fitted on silicon for anchors and scaled for the others."""

_TARGET_SCHEMA: dict[str, type] = {
    "cores": int,
    "cycle_divisor": int,
    "dvfs_ghz": tuple,
    "efficiency": float,
    "effective_clock_ghz": float,
    **_ANCHORED_SCHEMA,
}
_REQUIRED_TARGET_FIELDS = ("cores", "cycle_divisor", "dvfs_ghz")

PROVENANCED_FIELDS = (
    "architecture",
    "cores",
    "cycle_divisor",
    "fmin_ghz",
    "fmax_ghz",
    "effective_clock_ghz",
    "efficiency",
    "model_clock_ghz",
    *_ANCHORED_SCHEMA,
    *_TIER_SCHEMA,
)
"""The `Target` fields that carry a `Provenance`."""


class TargetTableError(ValueError):
    """The target table is malformed; the message names the target and field."""


WSE2_TARGET = "wse2"
"""The name of the WSE-2 target family (SPEC section 9) in `target=` options:
a target of `anec-cost` and `anec-report` (`cost.report`), not of the table."""


class UnknownTargetError(ValueError):
    """A name that is neither one of the 28 targets of SPEC §2 nor a chip of `chips.toml`."""

    def __init__(self, name: str, valid: list[str], chips: Iterable[str] = ()):
        chips = list(chips)
        or_chip = f"; or a chip name: {', '.join(chips)}" if chips else ""
        wse2 = (
            "; the WSE-2 (SPEC section 9) is a target of anec-cost and anec-report only"
            if name.lower() == WSE2_TARGET
            else ""
        )
        super().__init__(f"unknown target {name!r}{wse2}; valid targets: {', '.join(valid)}{or_chip}")
        self.name = name


class MissingTargetError(ValueError):
    """Neither a target option nor the module attribute names a target."""

    def __init__(self, valid: list[str]):
        super().__init__(
            f"no target: pass target=NAME or set the module attribute {TARGET_ATTR}; valid targets: {', '.join(valid)}"
        )


@dataclass(frozen=True)
class Provenance:
    """Where a value comes from: one of `PROVENANCE_KINDS` and a note."""

    kind: str
    note: str = ""


@dataclass(frozen=True)
class Common:
    """Chip-independent constants of the table's [common] section."""

    model_clock_fraction: float
    descriptor_spatial_bits: int
    descriptor_channel_bits: int
    descriptor_ocg_bits: int
    descriptor_active_core_bits: int
    accumulator_work_units_per_core: int
    output_channels_per_cycle_fp16: int
    output_channels_per_cycle_int8: int
    execute_field_bits: int
    layer_overhead_cycles: int
    double_buffer_max_demand: int
    kernel_byte_cap_8bit: int
    kernel_byte_cap_16bit: int
    kernel_byte_cap_32bit: int
    winograd_kernel_axis: int
    winograd_other_axis_limit: int
    winograd_work_factor: int
    winograd_threshold_non_float: int
    winograd_threshold_float: int
    winograd_threshold_packed: int
    gather_axis_extent: int
    width_source_max: float
    provenance: Mapping[str, Provenance] = field(hash=False, repr=False)

    @property
    def max_descriptor_spatial(self) -> int:
        """Largest spatial extent a descriptor field holds (SPEC §2: 32767)."""
        return (1 << self.descriptor_spatial_bits) - 1

    @property
    def max_descriptor_channels(self) -> int:
        """Largest channel count a descriptor field holds (SPEC §2: 131071)."""
        return (1 << self.descriptor_channel_bits) - 1

    @property
    def execute_field_max(self) -> int:
        """Largest execute-cycle count the task-descriptor field holds (SPEC §3: 65535)."""
        return (1 << self.execute_field_bits) - 1

    @property
    def kernel_byte_caps(self) -> tuple[tuple[int, int], ...]:
        """(largest weight storage width in bits, byte cap per kernel element), widest last (SPEC §5)."""
        return ((8, self.kernel_byte_cap_8bit), (16, self.kernel_byte_cap_16bit), (32, self.kernel_byte_cap_32bit))


@dataclass(frozen=True)
class Target:
    """One resolved target: stored facts plus derived values, all with provenance.

    `anchor` names the silicon anchor the target's derived peak, bandwidth, floor
    and working set scale from (a target that stores them names its own tier's
    anchor). `provenance` covers every field of `PROVENANCED_FIELDS`;
    `measured` holds extra silicon measurements (H13, H17s) keyed with units.
    """

    name: str
    display_name: str
    silicon: str
    tier: str
    anchor: str
    architecture: str
    cores: int
    cycle_divisor: int
    fmin_ghz: float
    fmax_ghz: float
    effective_clock_ghz: float
    efficiency: float
    model_clock_ghz: float
    peak_tflops: float
    bandwidth_gbps: float
    dispatch_floor_us: float
    working_set_bytes: int
    max_dim_spatial: int
    max_dim_channel: int
    fp16_kernel_width_max: int
    texture_engine: bool
    width_slice_saturation: bool
    winograd_enable: bool
    conv3d_flag: bool
    native_sin_cos: bool
    native_dropout_random: bool
    native_global_argminmax: bool
    provenance: Mapping[str, Provenance] = field(hash=False, repr=False)
    measured: Mapping[str, float] = field(hash=False, repr=False)
    measured_provenance: Mapping[str, Provenance] = field(hash=False, repr=False)
    chip: str = ""
    """The marketed chip this target stands for when it was named by a chip
    (`get_target("M1 Max")`): the engine is the target's, the SoC around it
    (its memory bandwidth) the chip's. Empty for a bare target name, which
    stands for its reference chip (`reference_chip`)."""

    @property
    def label(self) -> str:
        """The name this target was asked for by: the chip's, else the target's.
        `get_target(target.label)` gives the same target back."""
        return self.chip or self.name

    @property
    def memory_gbps(self) -> float:
        """The SoC memory bandwidth around the engine (`soc_memory_gbps`)."""
        return soc_memory_gbps(self)

    def is_derived(self, field_name: str) -> bool:
        """Whether `field_name` was derived rather than stored as a fact."""
        if field_name not in self.provenance:
            raise KeyError(f"target {self.name!r} has no provenanced field {field_name!r}")
        return self.provenance[field_name].kind == "derived"

    @property
    def derived_fields(self) -> tuple[str, ...]:
        """Names of the fields whose provenance is `derived`, in field order."""
        return tuple(name for name in PROVENANCED_FIELDS if self.is_derived(name))


@dataclass(frozen=True)
class _Fact:
    """One value read from (or derived for) the table, with where it comes from."""

    value: Any
    provenance: Provenance


@dataclass(frozen=True)
class _Table:
    """`targets.toml` read and checked: the provenance legend, the common constants, the targets by name."""

    legend: Mapping[str, str]
    common: Common
    targets: Mapping[str, Target]


# ---------------------------------------------------------------------------
# Public API
# ---------------------------------------------------------------------------


def load_targets(path: Path | str | None = None) -> dict[str, Target]:
    """All targets, keyed by canonical name, in table order (cached per path)."""
    return dict(_load_table(_table_path(path)).targets)


def load_common(path: Path | str | None = None) -> Common:
    """The chip-independent constants of the table (cached per path)."""
    return _load_table(_table_path(path)).common


def load_sourced_values(path: Path, table: str) -> dict[str, Any]:
    """The values of `[table]` in a data file beside this one whose every entry
    is `{ value = ..., source = "..." }`, the source naming the SPEC passage,
    derivation or fit the number comes from (`wse2.toml`, `chimera.toml`)."""
    with path.open("rb") as handle:
        raw = tomllib.load(handle)[table]
    for name, entry in raw.items():
        if not (isinstance(entry, dict) and set(entry) == {"value", "source"} and entry["source"]):
            raise TargetTableError(f'{path}: {table}.{name} must be {{ value = ..., source = "..." }}')
    return {name: entry["value"] for name, entry in raw.items()}


def load_provenance_legend(path: Path | str | None = None) -> dict[str, str]:
    """The one-line meaning of each provenance kind, in `PROVENANCE_KINDS` order."""
    return dict(_load_table(_table_path(path)).legend)


def target_names() -> list[str]:
    """The canonical target names, in table order."""
    return list(load_targets())


def get_target(name: str) -> Target:
    """The target called `name` (case-insensitive), else the target of the chip
    called `name` (`chips.toml`).
    `cost.refined.resolve` also takes a calibration file."""
    targets = load_targets()
    target = targets.get(name.lower())
    if target is not None:
        return target
    chip = find_chip(name)
    if chip is None:
        raise UnknownTargetError(name, list(targets), chip_names())
    return on_chip(targets[chip.target], chip.name)


def on_chip(target: Target, chip: str) -> Target:
    """`target` in the SoC of the chip called `chip` (`Target.chip`)."""
    found = find_chip(chip)
    if found is None:
        raise UnknownTargetError(chip, [], chip_names())
    return _on_chip(target.name, found.name)


@cache
def _on_chip(target: str, chip: str) -> Target:
    return replace(load_targets()[target], chip=chip)


def resolve_target(option: str | None, module_attr: str | None) -> Target:
    """The target named (target or chip name, see `get_target`) by an explicit
    option, else by the module attribute `TARGET_ATTR`; it is an error if
    neither names one."""
    if option is not None:
        return get_target(option)
    if module_attr is not None:
        return get_target(module_attr)
    raise MissingTargetError(target_names())


# ---------------------------------------------------------------------------
# Loading and validation
# ---------------------------------------------------------------------------


def _table_path(path: Path | str | None) -> Path:
    return TABLE_PATH if path is None else Path(path).resolve()


def read_toml(path: Path | str, what: str) -> dict[str, Any]:
    """A data file's TOML, or a `TargetTableError` naming `what` it is."""
    try:
        with Path(path).open("rb") as handle:
            return tomllib.load(handle)
    except OSError as error:
        raise TargetTableError(f"cannot read {what} '{path}': {error.strerror or error}") from error
    except tomllib.TOMLDecodeError as error:
        raise TargetTableError(f"cannot read {what} '{path}': {error}") from error


@cache
def _load_table(path: Path) -> _Table:
    raw = read_toml(path, "target table")
    for section in ("provenance", "common", "derivation", "tiers", "targets"):
        if not isinstance(raw.get(section), dict):
            raise TargetTableError(f"target table {path}: missing section [{section}]")
    legend = _parse_provenance_legend(raw["provenance"])
    common = _parse_common(raw["common"])
    tiers = {
        tier: _parse_facts(f"tier {tier!r}", body, _TIER_SCHEMA, required=_TIER_SCHEMA) for tier, body in raw["tiers"].items()
    }
    targets = _parse_targets(raw["targets"], raw["derivation"], tiers, common)
    return _Table(MappingProxyType(legend), common, MappingProxyType(targets))


def _parse_provenance_legend(legend: dict[str, Any]) -> dict[str, str]:
    if set(legend) != set(PROVENANCE_KINDS):
        raise TargetTableError(f"[provenance] must define exactly {', '.join(PROVENANCE_KINDS)}; found {', '.join(legend)}")
    for kind, meaning in legend.items():
        if not isinstance(meaning, str) or not meaning:
            raise TargetTableError(f"[provenance], field {kind!r}: expected a one-line meaning")
    return {kind: legend[kind] for kind in PROVENANCE_KINDS}


def _parse_common(body: dict[str, Any]) -> Common:
    facts = _parse_facts("common", body, _COMMON_SCHEMA, required=_COMMON_SCHEMA)
    return Common(
        **{name: fact.value for name, fact in facts.items()},
        provenance=MappingProxyType({n: f.provenance for n, f in facts.items()}),
    )


def _parse_facts(
    where: str,
    body: Any,
    schema: Mapping[str, type],
    required: Iterable[str],
) -> dict[str, _Fact]:
    """Parse a table of `{ value, provenance, note }` entries against `schema`."""
    if not isinstance(body, dict):
        raise TargetTableError(f"{where}: expected a table")
    _check_keys(where, body, set(schema), required)
    return {name: _parse_fact(where, name, entry, schema[name]) for name, entry in body.items()}


def _parse_measured(name: str, body: Any) -> dict[str, _Fact]:
    """Parse a target's optional [measured] table: free keys, positive numbers."""
    where = f"target {name!r}, measured"
    if not isinstance(body, dict):
        raise TargetTableError(f"{where}: expected a table")
    return {key: _parse_fact(where, key, entry, float) for key, entry in body.items()}


def _parse_fact(where: str, name: str, entry: Any, kind: type) -> _Fact:
    provenance = _parse_provenance(where, name, entry)
    if "same_as" in entry:
        raise TargetTableError(f"{where}, field {name!r}: same_as is only allowed for target fields")
    return _Fact(_parse_value(where, name, entry, kind), provenance)


def _check_keys(
    where: str,
    body: dict[str, Any],
    allowed: set[str],
    required: Iterable[str],
) -> None:
    for name in required:
        if name not in body:
            raise TargetTableError(f"{where}, field {name!r}: missing")
    for name in body:
        if name not in allowed:
            raise TargetTableError(f"{where}, field {name!r}: unknown field")


def _parse_provenance(where: str, name: str, entry: Any) -> Provenance:
    context = f"{where}, field {name!r}"
    if not isinstance(entry, dict):
        raise TargetTableError(f"{context}: expected an inline table with value and provenance")
    unknown_keys = set(entry) - _ENTRY_KEYS
    if unknown_keys:
        raise TargetTableError(f"{context}: unknown keys {', '.join(sorted(unknown_keys))}")
    kind = entry.get("provenance")
    if kind not in PROVENANCE_KINDS:
        raise TargetTableError(f"{context}: provenance {kind!r} is not one of {', '.join(PROVENANCE_KINDS)}")
    note = entry.get("note", "")
    if not isinstance(note, str):
        raise TargetTableError(f"{context}: note must be a string")
    if kind in NOTE_REQUIRED_KINDS and not note.strip():
        raise TargetTableError(f"{context}: provenance {kind!r} requires a note")
    return Provenance(kind, note)


def _parse_value(where: str, name: str, entry: dict[str, Any], kind: type) -> Any:
    context = f"{where}, field {name!r}"
    if "value" not in entry:
        raise TargetTableError(f"{context}: missing value")
    value = entry["value"]
    if kind is bool:
        if not isinstance(value, bool):
            raise TargetTableError(f"{context}: expected a boolean, got {value!r}")
        return value
    if kind is tuple:
        return _parse_range(context, value)
    if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
        raise TargetTableError(f"{context}: expected an integer, got {value!r}")
    if kind is float and (isinstance(value, bool) or not isinstance(value, int | float)):
        raise TargetTableError(f"{context}: expected a number, got {value!r}")
    if value <= 0:
        raise TargetTableError(f"{context}: expected a positive number, got {value!r}")
    return kind(value)


def _parse_range(context: str, value: Any) -> tuple[float, float]:
    if not (
        isinstance(value, list) and len(value) == 2 and all(isinstance(v, int | float) and not isinstance(v, bool) for v in value)
    ):
        raise TargetTableError(f"{context}: expected [fmin, fmax] in GHz, got {value!r}")
    fmin, fmax = float(value[0]), float(value[1])
    if not 0 < fmin <= fmax:
        raise TargetTableError(f"{context}: need 0 < fmin <= fmax, got {value!r}")
    return fmin, fmax


# ---------------------------------------------------------------------------
# Targets: stored facts, sibling references, derivation
# ---------------------------------------------------------------------------


def _parse_targets(
    body: dict[str, Any],
    derivation: dict[str, Any],
    tiers: Mapping[str, Mapping[str, _Fact]],
    common: Common,
) -> dict[str, Target]:
    if len(body) != EXPECTED_TARGET_COUNT:
        raise TargetTableError(f"[targets]: expected {EXPECTED_TARGET_COUNT} targets (SPEC §2), found {len(body)}")
    raw = {name: _check_target_body(name, entry, tiers) for name, entry in body.items()}
    stored = {name: _resolve_stored(name, raw) for name in raw}
    chips = {name: _chip_facts(name, facts, common) for name, facts in stored.items()}
    anchors = _anchor_by_target(derivation, raw, stored, tiers)
    targets: dict[str, Target] = {}
    for name, entry in raw.items():
        anchor = anchors[name]
        anchored = _anchored_facts(name, anchor, stored, chips)
        targets[name] = _build_target(name, entry, anchor, chips[name], anchored, tiers[entry["tier"]])
    return targets


def _check_target_body(name: str, entry: Any, tiers: Mapping[str, Mapping[str, _Fact]]) -> dict[str, Any]:
    where = f"target {name!r}"
    if not isinstance(entry, dict):
        raise TargetTableError(f"{where}: expected a table")
    allowed = {*_IDENTITY_KEYS, *_TARGET_SCHEMA, "measured"}
    _check_keys(where, entry, allowed, (*_IDENTITY_KEYS, *_REQUIRED_TARGET_FIELDS))
    for key in _IDENTITY_KEYS:
        if not isinstance(entry[key], str) or not entry[key]:
            raise TargetTableError(f"{where}, field {key!r}: expected a non-empty string")
    if name != name.lower() or entry["display_name"].lower() != name:
        raise TargetTableError(f"{where}, field 'display_name': the key must be the lowercase display name")
    if entry["tier"] not in tiers:
        raise TargetTableError(f"{where}, field 'tier': unknown tier {entry['tier']!r}")
    return entry


def _resolve_stored(name: str, raw: Mapping[str, dict[str, Any]]) -> dict[str, _Fact]:
    """The target's stored fields, with `same_as` references replaced by values."""
    where = f"target {name!r}"
    facts: dict[str, _Fact] = {}
    for field_name, kind in _TARGET_SCHEMA.items():
        entry = raw[name].get(field_name)
        if entry is None:
            continue
        if isinstance(entry, dict) and "same_as" in entry:
            facts[field_name] = _sibling_fact(where, field_name, entry, raw, kind)
            continue
        facts[field_name] = _parse_fact(where, field_name, entry, kind)
    return facts


def _sibling_fact(
    where: str,
    field_name: str,
    entry: dict[str, Any],
    raw: Mapping[str, dict[str, Any]],
    kind: type,
) -> _Fact:
    """A `same_as` field: the sibling's stored value, provenance `derived`."""
    context = f"{where}, field {field_name!r}"
    provenance = _parse_provenance(where, field_name, entry)
    sibling = entry["same_as"]
    if "value" in entry:
        raise TargetTableError(f"{context}: give either value or same_as, not both")
    if provenance.kind != "derived":
        raise TargetTableError(f"{context}: same_as requires provenance 'derived'")
    source = raw.get(sibling, {}).get(field_name) if isinstance(sibling, str) else None
    if not isinstance(source, dict) or "value" not in source:
        raise TargetTableError(f"{context}: same_as {sibling!r} must name a target that stores {field_name} as a value")
    value = _parse_value(f"target {sibling!r}", field_name, source, kind)
    return _Fact(value, Provenance("derived", f"taken from {sibling}: {provenance.note}"))


def _chip_facts(name: str, stored: Mapping[str, _Fact], common: Common) -> dict[str, _Fact]:
    """Cores, divisor, DVFS range, effective clock, efficiency and model clock."""
    dvfs = stored["dvfs_ghz"]
    fmin, fmax = dvfs.value
    chip = {
        "cores": stored["cores"],
        "cycle_divisor": stored["cycle_divisor"],
        "fmin_ghz": _Fact(fmin, dvfs.provenance),
        "fmax_ghz": _Fact(fmax, dvfs.provenance),
    }
    efficiency = stored.get("efficiency")
    effective = stored.get("effective_clock_ghz")
    if efficiency is None:
        if effective is None:
            raise TargetTableError(f"target {name!r}, field 'efficiency': missing (store efficiency or effective_clock_ghz)")
        efficiency = _derived(
            effective.value / fmax,
            f"effective clock at fmax / fmax = {_num(effective.value)} / {_num(fmax)} (SPEC §2)",
        )
    if effective is None:
        effective = _derived(
            fmax * efficiency.value,
            f"fmax x efficiency = {_num(fmax)} x {_num(efficiency.value)} (SPEC §2)",
        )
    if effective.value > fmax:
        raise TargetTableError(f"target {name!r}, field 'effective_clock_ghz': exceeds fmax")
    if efficiency.value > 1:
        raise TargetTableError(f"target {name!r}, field 'efficiency': exceeds 1")
    fraction = common.model_clock_fraction
    chip["effective_clock_ghz"] = effective
    chip["efficiency"] = efficiency
    chip["model_clock_ghz"] = _derived(
        fraction * fmax,
        f"{_num(fraction)} x fmax = {_num(fraction)} x {_num(fmax)} (SPEC §2/§3: model clock ~0.8 x the maximum DVFS frequency)",
    )
    return chip


def _anchor_by_target(
    derivation: dict[str, Any],
    raw: Mapping[str, dict[str, Any]],
    stored: Mapping[str, Mapping[str, _Fact]],
    tiers: Mapping[str, Mapping[str, _Fact]],
) -> dict[str, str]:
    """The anchor each target derives from: its tier's, else the default."""
    default = _checked_anchor(derivation.get("default_anchor"), stored)
    raw_by_tier = derivation.get("anchor_by_tier", {})
    if not isinstance(raw_by_tier, dict):
        raise TargetTableError("[derivation], field 'anchor_by_tier': expected a table")
    by_tier: dict[str, str] = {}
    for tier, anchor in raw_by_tier.items():
        if tier not in tiers:
            raise TargetTableError(f"[derivation], field 'anchor_by_tier': unknown tier {tier!r}")
        by_tier[tier] = _checked_anchor(anchor, stored)
    return {name: by_tier.get(entry["tier"], default) for name, entry in raw.items()}


def _checked_anchor(anchor: Any, stored: Mapping[str, Mapping[str, _Fact]]) -> str:
    """`anchor`, once it is known to name a target storing every anchored field as silicon."""
    if not isinstance(anchor, str) or anchor not in stored:
        raise TargetTableError(f"[derivation]: anchor {anchor!r} is not a target")
    for field_name in _ANCHORED_SCHEMA:
        fact = stored[anchor].get(field_name)
        if fact is None or fact.provenance.kind != "silicon":
            raise TargetTableError(f"target {anchor!r}, field {field_name!r}: an anchor must store it as silicon")
    return anchor


def _anchored_facts(
    name: str,
    anchor: str,
    stored: Mapping[str, Mapping[str, _Fact]],
    chips: Mapping[str, Mapping[str, _Fact]],
) -> dict[str, _Fact]:
    """Peak, bandwidth, floor and working set: stored, else scaled from the anchor."""
    t, a = chips[name], chips[anchor]
    base = {field_name: stored[anchor][field_name].value for field_name in _ANCHORED_SCHEMA}
    core_ratio = t["cores"].value / a["cores"].value
    clock_ratio = t["model_clock_ghz"].value / a["model_clock_ghz"].value
    efficiency_ratio = t["efficiency"].value / a["efficiency"].value
    cores = f"cores {_num(t['cores'].value)}/{_num(a['cores'].value)}"
    clock = f"model clock {_num(t['model_clock_ghz'].value)}/{_num(a['model_clock_ghz'].value)}"
    efficiency = f"efficiency {_num(t['efficiency'].value)}/{_num(a['efficiency'].value)}"
    rules = {
        "peak_tflops": (
            base["peak_tflops"] * core_ratio * clock_ratio * efficiency_ratio,
            f"x {cores} x {clock} x {efficiency} (SPEC §2: peak scales with cores x clock x efficiency)",
        ),
        "bandwidth_gbps": (
            base["bandwidth_gbps"] * core_ratio,
            f"x {cores} (SPEC §2: bandwidth scales with core count)",
        ),
        "dispatch_floor_us": (
            base["dispatch_floor_us"] / clock_ratio,
            f"/ {clock} (SPEC §2: the dispatch floor scales inversely with clock)",
        ),
        "working_set_bytes": (
            base["working_set_bytes"],
            "unchanged (SPEC §2 gives no scaling rule for the working set)",
        ),
    }
    facts: dict[str, _Fact] = {}
    for field_name, (value, rule) in rules.items():
        if field_name in stored[name]:
            facts[field_name] = stored[name][field_name]
            continue
        note = f"anchor {anchor}: {_num(base[field_name])} {rule}"
        facts[field_name] = _derived(value, note)
    return facts


def _build_target(
    name: str,
    entry: dict[str, Any],
    anchor: str,
    chip: Mapping[str, _Fact],
    anchored: Mapping[str, _Fact],
    tier: Mapping[str, _Fact],
) -> Target:
    architecture = _Fact(
        name,
        Provenance(
            "decoded",
            "lowercase target name; SPEC §2 says the runtime string is coarser but gives no mapping",
        ),
    )
    facts = {"architecture": architecture, **chip, **anchored, **tier}
    measured = _parse_measured(name, entry.get("measured", {}))
    return Target(
        name=name,
        display_name=entry["display_name"],
        silicon=entry["silicon"],
        tier=entry["tier"],
        anchor=anchor,
        **{field_name: facts[field_name].value for field_name in PROVENANCED_FIELDS},
        provenance=MappingProxyType({field_name: facts[field_name].provenance for field_name in PROVENANCED_FIELDS}),
        measured=MappingProxyType({key: fact.value for key, fact in measured.items()}),
        measured_provenance=MappingProxyType({key: fact.provenance for key, fact in measured.items()}),
    )


def _derived(value: Any, note: str) -> _Fact:
    return _Fact(value, Provenance("derived", note))


def _num(value: float) -> str:
    """Stable short rendering of a number inside a provenance note."""
    return str(value) if isinstance(value, int) else f"{value:.6g}"


# ---------------------------------------------------------------------------
# Chip names: marketed chips -> targets (chips.toml)
# ---------------------------------------------------------------------------

CHIPS_PATH = Path(__file__).with_name("chips.toml")

CHIP_PROVENANCE_KINDS = ("decoded", "derived", "measured")
"""Allowed provenance kinds of a chip entry; `chips.toml` [provenance] defines each one."""

VENDOR_KINDS = ("vendor", "vendor-reported", "third-party", "derived")
"""Allowed kinds of a chip's vendor figure; `chips.toml` [vendor_kinds] defines each one."""

VENDOR_FIGURES = ("ne_cores", "ne_tops", "memory_gbps")
"""The published figures a chip entry may carry (`[chips.NAME.vendor]`): the
Neural Engine's marketed core count and peak operations per second (TOPS),
and the SoC's memory bandwidth (GB/s)."""

_CHIP_KEYS = frozenset({"target", "candidates", "aliases", "provenance", "note", "year", "vendor", "reference"})
_CHIP_REQUIRED_KEYS = ("target", "provenance", "note")
_CHIP_NOTE_CITATION = "SPEC §"
_CHIP_NAME_SEPARATORS = frozenset(" \t-_")


@dataclass(frozen=True)
class VendorFigure:
    """A published figure of a chip, with where it was read."""

    value: float
    kind: str
    source: str
    note: str = ""


@dataclass(frozen=True)
class Chip:
    """A marketed chip and the target it is compiled for.

    `candidates` are the targets the SPEC's table or the calibration set's
    rows leave open; `target` is the one chosen (`provenance` says how)."""

    name: str
    target: str
    candidates: tuple[str, ...]
    aliases: tuple[str, ...]
    provenance: Provenance
    year: int | None = None
    vendor: Mapping[str, VendorFigure] = field(default_factory=dict, hash=False)
    reference: bool = False
    """The chip its target's bare name stands for (`reference_chip`)."""


@dataclass(frozen=True)
class _ChipTable:
    """`chips.toml` read and checked: the provenance legend, the chips by name, and by every name or alias (`chip_key`)."""

    legend: Mapping[str, str]
    chips: Mapping[str, Chip]
    index: Mapping[str, Chip]


def chip_key(name: str) -> str:
    """The matching key of a chip name: lowercase, without spaces, hyphens and
    underscores ("M4 Pro", "m4pro" and "m4-pro" are one chip)."""
    return "".join(ch for ch in name.lower() if ch not in _CHIP_NAME_SEPARATORS)


def load_chips(path: Path | str | None = None) -> dict[str, Chip]:
    """All chips of the chip table, keyed by name, in table order (cached per path)."""
    return dict(_load_chip_table(_chips_path(path)).chips)


def load_chip_legend(path: Path | str | None = None) -> dict[str, str]:
    """The one-line meaning of each chip provenance kind, in `CHIP_PROVENANCE_KINDS` order."""
    return dict(_load_chip_table(_chips_path(path)).legend)


def chip_names() -> list[str]:
    """The chip names of the chip table (aliases aside), in table order."""
    return list(load_chips())


def find_chip(name: str) -> Chip | None:
    """The chip called `name` or one of its aliases (see `chip_key`), if any."""
    return _load_chip_table(CHIPS_PATH).index.get(chip_key(name))


def _chips_path(path: Path | str | None) -> Path:
    return CHIPS_PATH if path is None else Path(path).resolve()


@cache
def _load_chip_table(path: Path) -> _ChipTable:
    raw = read_toml(path, "chip table")
    where = f"chip table {path}"
    for section in raw:
        if section not in ("provenance", "vendor_kinds", "chips"):
            raise TargetTableError(f"{where}: unknown section [{section}]; expected [provenance], [vendor_kinds] and [chips]")
    for section in ("provenance", "chips"):
        if not isinstance(raw.get(section), dict):
            raise TargetTableError(f"{where}: missing section [{section}]")
    legend = raw["provenance"]
    if set(legend) != set(CHIP_PROVENANCE_KINDS):
        raise TargetTableError(
            f"{where}: [provenance] must define exactly {', '.join(CHIP_PROVENANCE_KINDS)}; found {', '.join(legend)}"
        )
    for kind, meaning in legend.items():
        if not isinstance(meaning, str) or not meaning:
            raise TargetTableError(f"{where}: [provenance], field {kind!r}: expected a one-line meaning")
    kinds = raw.get("vendor_kinds")
    if not isinstance(kinds, dict) or set(kinds) != set(VENDOR_KINDS):
        raise TargetTableError(f"{where}: [vendor_kinds] must define exactly {', '.join(VENDOR_KINDS)}")
    targets = load_targets()
    chips: dict[str, Chip] = {}
    index: dict[str, Chip] = {}
    for name, body in raw["chips"].items():
        chip = _parse_chip(where, name, body, targets)
        for spelling in (chip.name, *chip.aliases):
            key = chip_key(spelling)
            if not key:
                raise TargetTableError(f"{where}: chip {name!r}: the name {spelling!r} is empty once spaces are dropped")
            if key in targets:
                raise TargetTableError(f"{where}: chip {name!r}: the name {spelling!r} is a target name, which takes priority")
            if key in index:
                raise TargetTableError(f"{where}: chip {name!r}: the name {spelling!r} is already chip {index[key].name!r}")
            index[key] = chip
        chips[name] = chip
    if not chips:
        raise TargetTableError(f"{where}: [chips] is empty")
    marked: dict[str, str] = {}
    for chip in chips.values():
        if chip.reference:
            if chip.target in marked:
                raise TargetTableError(f"{where}: chip {chip.name!r}: target {chip.target!r} already has reference chip {marked[chip.target]!r}; mark one")
            marked[chip.target] = chip.name
    legend = {kind: legend[kind] for kind in CHIP_PROVENANCE_KINDS}
    return _ChipTable(MappingProxyType(legend), MappingProxyType(chips), MappingProxyType(index))


def _parse_chip(where: str, name: str, body: Any, targets: Mapping[str, Target]) -> Chip:
    context = f"{where}: chip {name!r}"
    if not isinstance(body, dict):
        raise TargetTableError(f"{context}: expected a table with {', '.join(_CHIP_REQUIRED_KEYS)}")
    for key in _CHIP_REQUIRED_KEYS:
        if key not in body:
            raise TargetTableError(f"{context}, field {key!r}: missing")
    for key in body:
        if key not in _CHIP_KEYS:
            raise TargetTableError(f"{context}, field {key!r}: unknown field; allowed: {', '.join(sorted(_CHIP_KEYS))}")
    target = body["target"]
    if target not in targets:
        raise TargetTableError(f"{context}, field 'target': {target!r} is not a target; valid targets: {', '.join(targets)}")
    candidates = body.get("candidates", [target])
    if not (isinstance(candidates, list) and candidates and all(isinstance(t, str) for t in candidates)):
        raise TargetTableError(f"{context}, field 'candidates': expected a non-empty list of target names")
    for candidate in candidates:
        if candidate not in targets:
            raise TargetTableError(f"{context}, field 'candidates': {candidate!r} is not a target; valid targets: {', '.join(targets)}")
    if len(set(candidates)) != len(candidates) or target not in candidates:
        raise TargetTableError(f"{context}, field 'candidates': must list the target once and each candidate once")
    aliases = body.get("aliases", [])
    if not (isinstance(aliases, list) and all(isinstance(a, str) for a in aliases)):
        raise TargetTableError(f"{context}, field 'aliases': expected a list of names")
    kind = body["provenance"]
    if kind not in CHIP_PROVENANCE_KINDS:
        raise TargetTableError(f"{context}, field 'provenance': {kind!r} is not one of {', '.join(CHIP_PROVENANCE_KINDS)}")
    note = body["note"]
    if not isinstance(note, str) or _CHIP_NOTE_CITATION not in note:
        raise TargetTableError(f"{context}, field 'note': expected a string citing its {_CHIP_NOTE_CITATION}N passage")
    year = body.get("year")
    if year is not None and (isinstance(year, bool) or not isinstance(year, int)):
        raise TargetTableError(f"{context}, field 'year': expected a whole number")
    vendor = {}
    for figure, entry in (body.get("vendor") or {}).items():
        if figure not in VENDOR_FIGURES:
            raise TargetTableError(f"{context}, vendor.{figure}: unknown figure; allowed: {', '.join(VENDOR_FIGURES)}")
        if not isinstance(entry, dict) or set(entry) - {"value", "kind", "source", "note"} or not {"value", "kind", "source"} <= set(entry):
            raise TargetTableError(f"{context}, vendor.{figure}: expected {{ value = ..., kind = ..., source = \"URL\", note = ... }}")
        value = entry["value"]
        if isinstance(value, bool) or not isinstance(value, int | float) or value <= 0:
            raise TargetTableError(f"{context}, vendor.{figure}: value must be a positive number, got {value!r}")
        if entry["kind"] not in VENDOR_KINDS:
            raise TargetTableError(f"{context}, vendor.{figure}: kind {entry['kind']!r} is not one of {', '.join(VENDOR_KINDS)}")
        vendor[figure] = VendorFigure(float(value), entry["kind"], str(entry["source"]), str(entry.get("note", "")))
    reference = body.get("reference", False)
    if not isinstance(reference, bool):
        raise TargetTableError(f"{context}, field 'reference': expected true or false")
    return Chip(name, target, tuple(candidates), tuple(aliases), Provenance(kind, note), year, MappingProxyType(vendor), reference)


def reference_chip(target: str) -> Chip | None:
    """The chip a bare target name stands for: the chip of the table marked
    `reference = true` for it (SPEC §2's anchor columns: the M1 for H13, the
    M5 for H17s), else the first chip resolving to it that the SPEC names
    (provenance `decoded`), else the first resolving to it; None when no chip
    resolves to it."""
    resolving = [c for c in load_chips().values() if c.target == target]
    for pick in (lambda c: c.reference, lambda c: c.provenance.kind == "decoded", lambda c: True):
        chosen = next((c for c in resolving if pick(c)), None)
        if chosen is not None:
            return chosen
    return None


@cache
def soc_memory_gbps(target: Target) -> float:
    """The memory bandwidth of the SoC around `target`'s engine (GB/s): its
    chip's vendor figure (`chips.toml`; the chip it was named by, else its
    reference chip), else, for a target no chip with a figure resolves to,
    its anchor's scaled by core count (SPEC §2: bandwidth scales with core
    count), as the target table derives its bandwidth."""
    chip = find_chip(target.chip) if target.chip else reference_chip(target.name)
    if chip is not None and "memory_gbps" in chip.vendor:
        return chip.vendor["memory_gbps"].value
    if target.chip:
        return soc_memory_gbps(load_targets()[target.name])
    anchor = load_targets()[target.anchor]
    if anchor.name == target.name:
        raise TargetTableError(f"target {target.name!r}: no chip with a memory_gbps figure resolves to it, and it is its own anchor")
    return soc_memory_gbps(anchor) * target.cores / anchor.cores
