"""Tests for the chip table (cost/chips.toml): every marketed chip name
resolves to one target of SPEC §2 through `get_target` / `resolve_target`,
chosen among its candidates by the SPEC or by the calibration set's rows."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

from anec.cost.targets import (
    CHIP_PROVENANCE_KINDS,
    VENDOR_FIGURES,
    CHIPS_PATH,
    TargetTableError,
    UnknownTargetError,
    chip_key,
    chip_names,
    find_chip,
    get_target,
    load_chip_legend,
    load_chips,
    load_targets,
    reference_chip,
    resolve_target,
)
from devtools import gen_target_docs

MEASUREMENTS = Path(__file__).resolve().parents[1] / "data" / "measurements"
"""The calibration set; its rows name `chip` and `target_candidates`."""

FIDELITY = Path(__file__).resolve().parents[1] / "docs" / "fidelity.md"
CLEAR = 1.5
"""How much worse the SPEC's reading must fit a chip's rows than another candidate
before the chip table follows the rows (cost/chips.toml, provenance `measured`)."""


# --- resolution --------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "target"),
    [
        ("M1", "h13"),
        ("m1", "h13"),
        ("M1 Pro", "h13"),
        ("M1 Max", "h13"),
        ("m1ultra", "h13g"),
        ("M2", "h14"),
        ("M2 Max", "h14"),
        ("M2 Ultra", "h14g"),
        ("M3 Pro", "h15"),
        ("M3 Ultra", "h15g"),
        ("M4", "h16g"),
        ("M4 Pro", "h16g"),
        ("M5", "h17s"),
        ("M5 Pro", "h17s"),
        ("M5 Max", "h17s"),
        ("m4pro", "h16g"),
        ("m4-pro", "h16g"),
        ("M4_PRO", "h16g"),
        ("  m4 - pro ", "h16g"),
        ("M5 Ultra", "h17c"),
        ("A11", "h11"),
        ("A12 Bionic", "h12"),
        ("a13", "h13"),
        ("A14", "h14"),
        ("A15 Bionic", "h15"),
        ("a16", "h16"),
        ("a17", "h17"),
        ("A17 Pro", "h17"),
        ("A18", "h18"),
        ("A18 Pro", "h18"),
        ("A19", "h18"),
        ("A19 Pro", "h18"),
        ("A12Z", "h12"),
    ],
)
def test_chip_name_resolves_to_its_target(name: str, target: str):
    chip = get_target(name)
    assert chip.name == target and chip.chip == find_chip(name).name
    assert replace(chip, chip="") == get_target(target)  # the target itself, in the chip's SoC
    assert get_target(chip.label) is chip  # the name a pass stores gives it back
    assert resolve_target(name, None).name == target
    assert resolve_target(None, name).name == target


def test_a_bare_target_stands_for_its_reference_chip():
    """The M1 for H13 and the M5 for H17s (marked, SPEC §2's anchor columns),
    the SPEC's first named chip elsewhere, and for a target no chip resolves
    to, its anchor's memory scaled by core count (SPEC §2)."""
    assert reference_chip("h13").name == "M1" and reference_chip("h17s").name == "M5"
    assert reference_chip("h14").name == "A14" and reference_chip("h16g").name == "M4"
    assert reference_chip("h16s") is None
    chips = load_chips()
    assert get_target("h13").memory_gbps == chips["M1"].vendor["memory_gbps"].value == 68.25
    assert get_target("M1 Max").memory_gbps == 400
    h17s = get_target("h17s")
    assert get_target("h17d").memory_gbps == pytest.approx(h17s.memory_gbps * 64 / 16)
    assert get_target("m11").memory_gbps == pytest.approx(get_target("h13").memory_gbps * 1 / 4)
    # A chip without a figure takes its target's.
    assert get_target("M5 Ultra").memory_gbps == get_target("h17c").memory_gbps
    for target in load_targets():
        assert get_target(target).memory_gbps > 0


def test_one_reference_chip_per_target(tmp_path: Path):
    with pytest.raises(TargetTableError, match="target 'h13' already has reference chip 'M1'"):
        load_chips(_write_chips(tmp_path, _edit_chip("M1 Max", "reference", "reference = true")))
    with pytest.raises(TargetTableError, match="chip 'M1', field 'reference': expected true or false"):
        load_chips(_write_chips(tmp_path, _edit_chip("M1", "reference", 'reference = "yes"')))


def test_target_names_keep_priority():
    targets = load_targets()
    for name in targets:
        assert get_target(name).name == name
        assert find_chip(name) is None
    keys = {chip_key(spelling) for chip in load_chips().values() for spelling in (chip.name, *chip.aliases)}
    assert not keys & set(targets)


def test_matching_ignores_case_spaces_hyphens_underscores():
    assert chip_key("M4 Pro") == chip_key("m4pro") == chip_key("m4-pro") == chip_key("M4_Pro") == "m4pro"
    assert find_chip("a17 pro") is find_chip("A17") is load_chips()["A17 Pro"]
    assert find_chip("m4 prox") is None


def test_every_chip_resolves_to_one_of_its_candidates():
    for chip in load_chips().values():
        assert chip.target in chip.candidates, chip.name
        assert get_target(chip.name).name == chip.target


def test_unknown_name_lists_targets_and_chips():
    with pytest.raises(UnknownTargetError) as info:
        get_target("M7 Pro")
    message = str(info.value)
    assert message.startswith("unknown target 'M7 Pro'; valid targets: h11, h12,")
    assert message.endswith(f"; or a chip name: {', '.join(chip_names())}")
    assert "M4 Pro" in chip_names() and "A17 Pro" in chip_names()


# --- the table ---------------------------------------------------------------


def test_the_marketed_families_are_covered():
    names = set(chip_names())
    assert {"A11", "A12", "A12X", "A13", "A14", "A15", "A16", "A17 Pro", "A18", "A18 Pro", "A19", "A19 Pro"} <= names
    for n in range(1, 6):
        assert {f"M{n}", f"M{n} Pro", f"M{n} Max"} <= names
    assert {"M1 Ultra", "M2 Ultra", "M3 Ultra", "M5 Ultra"} <= names


def test_every_chip_maps_to_real_targets():
    targets = load_targets()
    for chip in load_chips().values():
        assert chip.target in targets, chip.name
        assert all(t in targets for t in chip.candidates), chip.name
        assert len(set(chip.candidates)) == len(chip.candidates), chip.name


def test_vendor_figures_carry_a_source():
    """Published figures are data with a source (an address) and a kind."""
    chips = load_chips()
    for chip in chips.values():
        for name, figure in chip.vendor.items():
            assert name in VENDOR_FIGURES and figure.value > 0
            assert figure.source.startswith("http"), (chip.name, name)
    assert chips["M1"].vendor["ne_cores"].value == 16
    assert chips["M4"].vendor["ne_tops"].value == 38
    assert chips["M1 Max"].vendor["memory_gbps"].value == 400


def test_every_chip_has_provenance_citing_the_spec():
    assert tuple(load_chip_legend()) == CHIP_PROVENANCE_KINDS
    for chip in load_chips().values():
        assert chip.provenance.kind in CHIP_PROVENANCE_KINDS, chip.name
        assert "SPEC §2" in chip.provenance.note, chip.name


def test_decoded_chips_are_named_in_their_targets_silicon():
    """`decoded`: SPEC §2's silicon column of the one target names the chip's generation."""
    targets = load_targets()
    decoded = [chip for chip in load_chips().values() if chip.provenance.kind == "decoded"]
    assert len(decoded) == 9
    for chip in decoded:
        silicon = targets[chip.target].silicon
        assert re.search(rf"\b{chip.name.split()[0]}\b", silicon), (chip.name, silicon)
        assert f"'{silicon}'" in chip.provenance.note, chip.name


def test_generations_follow_the_spec_naming_rule():
    """SPEC §2: M(n) chips are architecture H(n+12); the A series is H(n)
    (A13-A18). Chips newer than the table (A19) take its newest A-series
    target, and the A12X/A12Z the A12's."""
    for chip in load_chips().values():
        if chip.name in _rows():
            continue  # the candidates its rows name (data/measurements/), checked below
        series, number = re.match(r"([AM])(\d+)", chip.name).groups()
        generation = min(int(number) + (12 if series == "M" else 0), 18)
        for target in chip.candidates:
            assert re.fullmatch(rf"h{generation}[a-z]?|t1", target), (chip.name, target)


# --- the measurement file ----------------------------------------------------


def _rows() -> dict[str, set[tuple[str, ...]]]:
    seen: dict[str, set[tuple[str, ...]]] = {}
    for path in sorted(MEASUREMENTS.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            seen.setdefault(row["chip"], set()).add(tuple(row["target_candidates"]))
    return seen


def test_measured_chips_list_their_rows_candidates():
    """A chip with rows lists every target its rows leave open."""
    seen = _rows()
    assert set(seen) == {"M1", "M1 Max", "M4", "M5 Pro", "A14"}
    for chip, candidates in seen.items():
        for group in candidates:
            assert set(group) <= set(load_chips()[chip].candidates), chip


def test_measured_chips_take_the_candidate_their_rows_fit_best():
    """docs/fidelity.md ("Chips and targets", generated by make fidelity) gives
    each chip's rows' median error on each candidate, predicted without the
    chip's rows; a chip whose entry is `measured` resolves to the best."""
    section = FIDELITY.read_text(encoding="utf-8").split("## Chips and targets", 1)[1].split("\n## ", 1)[0]
    evidence: dict[str, dict[str, float]] = {}
    for chip, target, error in re.findall(r"^\| ([^|]+) \| (h\w+) \| (\d+)% \|", section, re.MULTILINE):
        evidence.setdefault(chip, {})[target] = int(error)
    assert set(evidence) == set(_rows())
    for chip, errors in evidence.items():
        entry = load_chips()[chip]
        assert entry.target in errors, chip
        # No chip keeps a target its rows fit 1.5 times worse than another candidate.
        assert errors[entry.target] <= CLEAR * min(errors.values()), (chip, errors)
        if entry.provenance.kind == "measured":
            assert errors[entry.target] == min(errors.values()), (chip, errors)
            assert max(errors.values()) >= CLEAR * errors[entry.target], (chip, errors)


# --- docs --------------------------------------------------------------------


def test_docs_list_the_chips():
    text = gen_target_docs.render_markdown()
    assert "## Chip names" in text
    assert "| M1 |  | H13 | H13 | decoded | SPEC §2: H13 is 'A13, M1 base'" in text
    assert "| A17 Pro | A17 | H17 | H17 | decoded |" in text
    assert "| M4 |  | H16g | H16, H16g, H16s | measured |" in text


# --- validation --------------------------------------------------------------


def _write_chips(tmp_path: Path, edit: Callable[[str], str]) -> Path:
    path = tmp_path / "chips.toml"
    path.write_text(edit(CHIPS_PATH.read_text(encoding="utf-8")), encoding="utf-8")
    return path


def _edit_chip(chip: str, field: str, line: str | None) -> Callable[[str], str]:
    """Replace (or, for None, delete) the line of `field` in `chip`'s table, or
    append `line` when the chip has no such field."""

    def edit(raw: str) -> str:
        start = raw.index(f'[chips."{chip}"]\n')
        end = raw.find("\n[", start + 1)
        end = len(raw) if end < 0 else end
        block = raw[start:end]
        pattern = re.compile(rf"^{field} = .*\n", re.MULTILINE)
        if pattern.search(block):
            block = pattern.sub("" if line is None else line + "\n", block, count=1)
        else:
            assert line is not None
            block = block.rstrip("\n") + "\n" + line + "\n"
        return raw[:start] + block + raw[end:]

    return edit


@pytest.mark.parametrize(
    ("chip", "field", "line"),
    [
        ("M1", "provenance", None),  # missing provenance
        ("M1", "note", None),  # missing note
        ("M1", "target", None),
        ("M1", "note", 'note = "H13 is the M1"'),  # no SPEC citation
        ("M1", "provenance", 'provenance = "public"'),
        ("M1", "target", 'target = "h99"'),
        ("M1 Max", "candidates", "candidates = []"),
        ("M1 Max", "candidates", 'candidates = ["h13", "h13"]'),
        ("M1 Max", "candidates", 'candidates = ["h13g"]'),
        ("M1", "candidates", 'candidates = "h13"'),
        ("M1", "aliases", 'aliases = "Apple M1"'),
        ("M1", "source", 'source = "x"'),  # an unknown key
    ],
)
def test_malformed_chip_names_chip_and_field(tmp_path: Path, chip: str, field: str, line: str | None):
    with pytest.raises(TargetTableError) as info:
        load_chips(_write_chips(tmp_path, _edit_chip(chip, field, line)))
    assert f"chip '{chip}', field '{field}'" in str(info.value)
    assert str(tmp_path / "chips.toml") in str(info.value)


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (_edit_chip("M4", "aliases", 'aliases = ["M9"]'), "chip 'M4': the name 'M9' is a target name"),
        (_edit_chip("M4", "aliases", 'aliases = ["m4-PRO"]'), "chip 'M4 Pro': the name 'M4 Pro' is already chip 'M4'"),
        (_edit_chip("M4", "aliases", 'aliases = [" - "]'), "chip 'M4': the name ' - ' is empty"),
        (lambda raw: raw + "\n[extra]\nx = 1\n", "unknown section [extra]"),
        (
            lambda raw: raw.replace('derived = "the SPEC', 'guessed = "the SPEC'),
            "[provenance] must define exactly decoded, derived, measured",
        ),
    ],
)
def test_malformed_chip_table_is_rejected(tmp_path: Path, edit: Callable[[str], str], message: str):
    with pytest.raises(TargetTableError) as info:
        load_chips(_write_chips(tmp_path, edit))
    assert message in str(info.value)


def test_unreadable_chip_table_is_a_table_error(tmp_path: Path):
    with pytest.raises(TargetTableError, match="cannot read chip table"):
        load_chips(tmp_path / "missing.toml")
