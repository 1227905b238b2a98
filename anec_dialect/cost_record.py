"""
The cost record, declared once: what the cost model states about one op.
Every form of it derives from `CostRecord`'s fields (name, Python type,
`Syntax`, meaning):

- the IR attribute `#anec.cost<...>` (`attributes.CostAttr`): its
  parameters, constructor, printer, one-expression reader and token parser,
  in the order `IR_ORDER`;
- the report row (`cost.report.OpReport`, a `CostRecord` with the op's name
  and the reason it is off the engine): its fields, its JSON keys and their
  JSON Schema (`meaning` is the key's description);
- `anec-report`'s table: a column per field in record order (`title`), a
  flag shown as `!` after the column before it.

Plain data (no xDSL): the layers above read the record without the parser.
"""

from __future__ import annotations

import math
from dataclasses import Field, dataclass, field, fields
from enum import Enum
from typing import Any


class Syntax(Enum):
    """How a field is written in `#anec.cost<...>` and what it holds."""

    FLOAT = "float"
    """A float kept to `FLOAT_DIGITS` significant digits, printed with a point."""
    FLOAT_OR_INF = "float-or-inf"
    """A float, or the keyword `inf` (intensity of work that moves no DRAM byte); null in JSON when unbounded."""
    WORD = "word"
    """A bare identifier (`compute`, `engine`)."""
    COUNT = "count"
    """A non-negative integer."""
    COUNT_OR_NONE = "count-or-none"
    """A non-negative integer, or the keyword `none` (null in JSON)."""
    FLAG = "flag"
    """`true` or `false`."""
    TEXT = "text"
    """A string literal."""


NUMERIC = frozenset({Syntax.FLOAT, Syntax.FLOAT_OR_INF, Syntax.COUNT, Syntax.COUNT_OR_NONE})
"""The kinds a table right-aligns."""


def _json_of(syntax: Syntax) -> tuple[dict[str, Any] | None, Any]:
    """The JSON Schema (None: from the annotation) and the JSON form of a field of this kind."""
    if syntax is Syntax.FLOAT_OR_INF:
        return {"type": ["number", "null"]}, lambda value: value if math.isfinite(value) else None
    return None, None


def cost_field(syntax: Syntax, meaning: str, title: str | None = None) -> Any:
    """A field of the record: its IR kind, its meaning (the JSON key's
    description) and its table column's title (default: its name). The
    metadata's `json` entry is what `cost.jsonform.keys_of` reads."""
    schema, to_json = _json_of(syntax)
    return field(metadata={"syntax": syntax, "title": title, "json": (meaning, schema, to_json)})


@dataclass(frozen=True)
class CostRecord:
    """The cost model's estimate of one op (or one program) on one target
    (SPEC sections 3, 4 and 7), in the order the reports give it."""

    latency_us: float = cost_field(
        Syntax.FLOAT, "the engine estimate in microseconds: max(compute, memory) + floor (floor 0 inside a program)"
    )
    bound: str = cost_field(Syntax.WORD, "what limits it")
    flops: int = cost_field(Syntax.COUNT, "floating-point operations")
    bytes: int = cost_field(Syntax.COUNT, "DRAM bytes moved (resident intermediates move none)")
    intensity: float = cost_field(
        Syntax.FLOAT_OR_INF,
        "arithmetic intensity: flops / bytes; null where the op moves no DRAM byte (its intensity is unbounded)",
        "FLOP/B",
    )
    cycles: int | None = cost_field(Syntax.COUNT_OR_NONE, "true execute cycles, or null for an op with no engine cycle form on the target")
    exec_cycles: int | None = cost_field(Syntax.COUNT_OR_NONE, "the 16-bit descriptor field: min(cycles, 65535), or null", "exec")
    saturated: bool = cost_field(Syntax.FLAG, "whether the descriptor field saturated")
    backend: str = cost_field(Syntax.WORD, "where the placement model runs it: engine, gpu or cpu (cost/placement.toml)")
    lever: str = cost_field(Syntax.TEXT, "SPEC section 7's locate-a-layer advice")


COST_FIELDS: tuple[Field[Any], ...] = fields(CostRecord)
"""The record's fields, in record (report) order."""

IR_ORDER: tuple[str, ...] = ("latency_us", "bound", "backend", "flops", "bytes", "intensity", "cycles", "exec_cycles", "saturated", "lever")
"""The order of the fields in `#anec.cost<...>`: the backend beside the bound
that explains it. Every field exactly once (checked below)."""

if sorted(IR_ORDER) != sorted(f.name for f in COST_FIELDS):
    raise AssertionError("IR_ORDER must name every field of CostRecord once")

IR_FIELDS: tuple[Field[Any], ...] = tuple(next(f for f in COST_FIELDS if f.name == name) for name in IR_ORDER)
"""The record's fields in `IR_ORDER`."""


def syntax(f: Field[Any]) -> Syntax:
    """The IR kind of one of the record's fields."""
    return f.metadata["syntax"]


def title(f: Field[Any]) -> str:
    """The table column's title of one of the record's fields."""
    return f.metadata["title"] or f.name


def values(record: CostRecord) -> dict[str, Any]:
    """The record's fields by name (a report row gives only its record's)."""
    return {f.name: getattr(record, f.name) for f in COST_FIELDS}
