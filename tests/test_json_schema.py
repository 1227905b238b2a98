"""Every JSON the tools write carries `schema_version` and validates against
the JSON Schema the package ships (`anec/tools/anec.schema.json`), which is
made from the keys each object declares once (`anec.cost.jsonform`)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator, ValidationError

from anec.cost.jsonform import SCHEMA_VERSION
from anec.cost.report import OP_KEYS, OpReport
from anec.tools import anec_chimera, anec_report
from anec.tools.schema import ROOTS, SCHEMA_PATH, load_schema, root_schema, schema_text

ROOT = Path(__file__).resolve().parent.parent
BLOCK = str(ROOT / "examples" / "resnet_basic_block.mlir")
ENCODER = str(ROOT / "examples" / "transformer_encoder_block.mlir")


def validate(document: Any, root: str) -> None:
    Draft202012Validator(root_schema(root)).validate(document)
    Draft202012Validator(load_schema()).validate(document)  # and against the whole schema (any root)


def report_json(tmp_path: Path, *args: str) -> Any:
    out = tmp_path / "report.json"
    assert anec_report.main([*args, "--format", "json", "-o", str(out)]) == 0
    return json.loads(out.read_text())


def test_the_shipped_schema_is_fresh_and_a_valid_schema() -> None:
    assert SCHEMA_PATH.read_text() == schema_text(), "run `python -m devtools.gen_schema`"
    Draft202012Validator.check_schema(load_schema())
    assert set(ROOTS) <= set(load_schema()["$defs"])


@pytest.mark.parametrize(
    ("args", "root"),
    [
        ((BLOCK, "--target", "h13"), "ModuleReport"),
        ((BLOCK, "--target", "h17s", "--mode", "refined", "--compile"), "ModuleReport"),
        ((BLOCK, "--target", "all"), "ModuleReports"),
        ((ENCODER, "--target", "wse2"), "Wse2Report"),
    ],
)
def test_every_report_validates(tmp_path: Path, args: tuple[str, ...], root: str) -> None:
    document = report_json(tmp_path, *args)
    validate(document, root)
    for report in document if isinstance(document, list) else [document]:
        assert report["schema_version"] == SCHEMA_VERSION


def test_chimera_json_validates(capsys: pytest.CaptureFixture[str]) -> None:
    assert anec_chimera.main(["--format", "json"]) == 0
    solution = json.loads(capsys.readouterr().out)
    validate(solution, "ChimeraSolution")
    assert anec_chimera.main(["--format", "json", "--check", solution["solution"]]) == 0
    check = json.loads(capsys.readouterr().out)
    validate(check, "ChimeraCheck")
    assert check["feasible"] is True and check["schema_version"] == SCHEMA_VERSION


def test_a_report_missing_or_changing_a_key_is_refused(tmp_path: Path) -> None:
    document = report_json(tmp_path, BLOCK, "--target", "h13")
    for broken in (
        {k: v for k, v in document.items() if k != "schema_version"},
        {**document, "schema_version": SCHEMA_VERSION + 1},
        {**document, "ops": [{**document["ops"][0], "bound": "memory"}]},
        {**document, "ops": [{**document["ops"][0], "extra": 1}]},
    ):
        with pytest.raises(ValidationError):
            validate(broken, "ModuleReport")


def test_the_op_keys_are_the_dataclass_fields() -> None:
    """One declaration: every field of OpReport but the op and its estimate is a JSON key, in order."""
    assert [k.name for k in OP_KEYS] == [f for f in OpReport.__dataclass_fields__ if f not in ("operation", "estimate")]
