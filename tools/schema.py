"""
The JSON Schema of every JSON the tools write, shipped in the package
(`anec/tools/anec.schema.json`): made from the keys each object declares
once (`anec.cost.jsonform`), written by `python -m devtools.gen_schema`
and checked fresh by tests/test_json_schema.py (docs/reports.md, "JSON
Schema"). Each document a tool writes is one of the roots (`anyOf`):

| root | written by |
|---|---|
| `ModuleReport` | `anec-report --format json` (one target) |
| `ModuleReports` | `anec-report --target all --format json` |
| `Wse2Report` | `anec-report --target wse2 --format json` |
| `ChimeraSolution`, `ChimeraCheck` | `anec-chimera --format json` (with `--check`) |
| `Trace` | `anec-report --format trace` |
| `TuneCache` | `anec-tune{cache=FILE}` |
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from anec.cost.jsonform import SCHEMA_VERSION, object_schema, ref
from anec.cost.report import MODULE_KEYS, OP_KEYS, WSE2_KEYS, WSE2_ROW_KEYS

SCHEMA_PATH = Path(__file__).with_name("anec.schema.json")
ROOTS = ("ModuleReport", "ModuleReports", "Wse2Report", "ChimeraSolution", "ChimeraCheck", "Trace")


def build_schema() -> dict[str, Any]:
    """The schema, from the declared keys."""
    from anec.tools.anec_chimera import CHECK_KEYS, LEVEL_KEYS, SOLUTION_KEYS
    from anec.tools.trace import trace_schema_defs

    defs: dict[str, Any] = {
        "ModuleReport": object_schema(MODULE_KEYS, "anec-report's estimate of a module on one target in one mode"),
        "ModuleReports": {"type": "array", "description": "one ModuleReport per target (--target all)", "items": ref("ModuleReport")},
        "OpReport": object_schema(OP_KEYS, "the cost of one op, or one program, on one target"),
        "Wse2Report": object_schema(WSE2_KEYS, "the WSE-2 SUMMA estimate of every anec.matmul (SPEC section 9)"),
        "Wse2Row": object_schema(WSE2_ROW_KEYS, "the SUMMA estimate of one anec.matmul"),
        "ChimeraSolution": object_schema(SOLUTION_KEYS, "anec-chimera's optimal block decomposition (SPEC section 8)"),
        "ChimeraCheck": object_schema(CHECK_KEYS, "anec-chimera's check of a given tiling"),
        "ChimeraLevel": object_schema(LEVEL_KEYS, "one memory level of a Chimera tiling"),
        **trace_schema_defs(),
    }
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": f"anec JSON outputs, schema_version {SCHEMA_VERSION}",
        "description": "Every JSON document anec's tools write is one of these roots; each carries schema_version.",
        "anyOf": [ref(name) for name in ROOTS],
        "$defs": dict(sorted(defs.items())),
    }


def schema_text() -> str:
    return json.dumps(build_schema(), indent=1) + "\n"


def load_schema() -> dict[str, Any]:
    """The shipped schema."""
    return json.loads(SCHEMA_PATH.read_text())


def root_schema(name: str) -> dict[str, Any]:
    """The shipped schema with `name` (one of `ROOTS`) as its root, for a validator."""
    schema = load_schema()
    return {**{k: v for k, v in schema.items() if k != "anyOf"}, "$ref": f"#/$defs/{name}"}
