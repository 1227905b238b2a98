"""`anec-report --compile` on many targets (`passes.compile.compile_shared`):
the work targets share is done once, and every output is what compiling for
each target alone gives."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_compile import anec_text, compile_module, parse

from anec.cost import refined
from anec.cost.analytic import Mode
from anec.cost.report import analyze_all
from anec.cost.targets import Target, load_targets
from anec.passes import legalize
from anec.passes.compile import compile_shared, decision_key, pipeline
from anec.tools.anec_report import json_text
from anec.tools.estimate import Report, estimate
from anec.tools.ir_io import anec_context

ROOT = Path(__file__).resolve().parent.parent
BLOCK = ROOT / "examples" / "resnet_basic_block.mlir"


@pytest.mark.parametrize("mode", list(Mode))
def test_compiling_for_all_targets_at_once_is_compiling_for_each_alone(mode: Mode) -> None:
    text = BLOCK.read_text()
    targets = list(load_targets().values())
    alone = {t.name: compile_module(parse(text), t.name, mode.value) for t in targets}
    module = parse(text)
    written = anec_text(module)
    sets = list(compile_shared(anec_context(), module, targets, mode))
    assert anec_text(module) == written  # the argument is not changed
    assert sorted(t.name for s in sets for t in s.targets) == sorted(alone)
    assert len(sets) < len(targets)  # some targets are alike (h11, h12, m9, t0)
    for shared in sets:
        first = shared.targets[0]
        compiled = anec_text(shared.module)
        assert compiled == anec_text(alone[first.name])
        for twin in shared.targets[1:]:
            assert decision_key(twin) == decision_key(first)
            # The same IR but for the target's name.
            assert compiled.replace(f'"{first.name}"', f'"{twin.name}"') == anec_text(alone[twin.name])
    reports = tuple(analyze_all(alone[t.name], [t], (mode,))[0] for t in targets)
    one_by_one = Report(reports, all_targets=True, compiled=True)
    at_once = estimate(parse(text), targets, mode, all_targets=True, compiled=True)
    assert json_text(at_once.to_json()) == json_text(one_by_one.to_json())
    assert at_once.to_text() == one_by_one.to_text()


class Reading:
    """A target that records which of its fields are read."""

    def __init__(self, target: Target, read: set[str]):
        self._target = target
        self._read = read

    def __getattr__(self, name: str) -> object:
        self._read.add(name)
        return getattr(self._target, name)


def test_legalize_reads_only_the_target_facts_it_declares(monkeypatch: pytest.MonkeyPatch) -> None:
    read: set[str] = set()
    real = legalize.target_for
    monkeypatch.setattr(legalize, "target_for", lambda module, option: Reading(real(module, option), read))
    for example in sorted((ROOT / "examples").glob("*.mlir")):
        for target in ("h13", "h17s", "m11"):
            legalize.AnecLegalizePass(target=target).apply(anec_context(), parse(example.read_text()))
    assert read, "legalize read no target field: the check above saw nothing"
    assert read <= {*legalize.AnecLegalizePass.TARGET_FACTS, "name", "tier"}, read


@pytest.mark.parametrize("mode", list(Mode))
def test_stages_read_no_refined_parameter_in_the_modes_they_do_not_declare(mode: Mode, monkeypatch: pytest.MonkeyPatch) -> None:
    """`compile_shared` runs the stages that declare they read no refined
    parameter in `mode` (`PARAMETER_MODES`) once for targets that differ only
    there: every parameter lookup (`params_for`) goes through `anchor_fit`."""
    checked = 0
    for example in (BLOCK, ROOT / "examples" / "transformer_encoder_block.mlir"):
        module = parse(example.read_text())
        for stage in pipeline("h17s", mode.value):
            declared = getattr(type(stage), "PARAMETER_MODES", None)
            with monkeypatch.context() as patch:
                if declared is not None and mode.value not in declared:
                    patch.setattr(refined, "anchor_fit", lambda target, name=stage.name: pytest.fail(f"{name} read the refined parameters"))
                    checked += 1
                stage.apply(anec_context(), module)
    assert checked == 2 * (3 if mode == Mode.SEED else 1)  # channel-group, and in the seed mode fuse and tile
