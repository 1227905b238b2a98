"""
The JSON the tools write, declared once: each key of each kind of object
with its JSON type and its meaning, from which both the object's JSON and
the JSON Schema the package ships (`anec/tools/anec.schema.json`,
docs/reports.md "JSON Schema") are made.

A dataclass declares its keys on its fields (`json_field`: the key is the
field's name, the JSON type follows from the annotation unless given); an
object whose JSON is computed (the WSE-2 rows, `anec-chimera`'s levels, the
trace) declares a tuple of `Key`s, each with its getter. Every object a tool
writes at the top level carries `schema_version` (`SCHEMA_VERSION`), raised
whenever a key changes its meaning, type or presence.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, fields
from typing import Any

SCHEMA_VERSION = 1
"""The version of the JSON every tool writes (`schema_version`)."""

_TYPE_OF_ANNOTATION = {"str": "string", "int": "integer", "float": "number", "bool": "boolean"}


@dataclass(frozen=True)
class Key:
    """One key of a JSON object: its name, its JSON Schema (type), its meaning, and how it is read from the object."""

    name: str
    schema: dict[str, Any]
    description: str
    get: Callable[[Any], Any]


VERSION_KEY = Key("schema_version", {"const": SCHEMA_VERSION}, "the version of this JSON's schema (anec.schema.json)", lambda _: SCHEMA_VERSION)


def json_field(description: str, schema: dict[str, Any] | None = None, to_json: Callable[[Any], Any] | None = None, **kwargs: Any) -> Any:
    """A dataclass field that is a key of the object's JSON."""
    return field(metadata={"json": (description, schema, to_json)}, **kwargs)


def _schema_of(annotation: str) -> dict[str, Any]:
    parts = [p.strip() for p in annotation.split("|")]
    types = [_TYPE_OF_ANNOTATION[p] if p != "None" else "null" for p in parts]
    return {"type": types[0] if len(types) == 1 else types}


def keys_of(cls: type) -> tuple[Key, ...]:
    """The JSON keys a dataclass declares on its fields (`json_field`), in field order."""
    keys = []
    for f in fields(cls):
        if "json" not in f.metadata:
            continue
        description, schema, to_json = f.metadata["json"]
        name = f.name
        convert = to_json or (lambda v: v)
        keys.append(
            Key(name, schema or _schema_of(str(f.type)), description, lambda obj, name=name, convert=convert: convert(getattr(obj, name)))
        )
    return tuple(keys)


def dump(keys: Sequence[Key], obj: Any) -> dict[str, Any]:
    """The JSON object of `obj`: its keys in declared order."""
    return {key.name: key.get(obj) for key in keys}


def object_schema(keys: Sequence[Key], description: str) -> dict[str, Any]:
    """The JSON Schema of an object with exactly `keys`."""
    return {
        "type": "object",
        "description": description,
        "properties": {key.name: {**key.schema, "description": key.description} for key in keys},
        "required": [key.name for key in keys],
        "additionalProperties": False,
    }


def ref(name: str) -> dict[str, str]:
    """A reference to the definition `name` of the shipped schema."""
    return {"$ref": f"#/$defs/{name}"}
