"""
What `anec-tune` caches (docs/tuning.md, "Cache"): a function's `Outcome`
(its decisions, enough to replay them, and its report) under a key of
everything that decides it (`cache_key`); what a cached outcome may hold
(`outcome_problem`: nothing read back is trusted); and reading and writing
the entries of a cache file (`tuner.store`, the SQLite database).
"""

from __future__ import annotations

import functools
import hashlib
import importlib
import json
import math
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields, is_dataclass
from enum import Enum
from pathlib import Path
from typing import Any

from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.exceptions import PassFailedException

from anec.dialect.attributes import WinogradForm
from anec.cost.analytic import Mode
from anec.cost.refined import params_for
from anec.cost.targets import Target
from anec.passes.precision import PRECISION_CHOICES
from anec.tuner import store
from anec.tuner.space import CUT_MOVES, PIPELINE_CANDIDATES, op_text, the_function


TUNER_VERSION = 3
"""Part of every cache key: bump it when a decision's alternatives or rule change."""


def plain(value: Any) -> Any:
    """`value` as JSON-able data: dataclasses and mappings as objects, sequences as lists."""
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, Mapping):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    if isinstance(value, Enum):
        return value.value
    return value if isinstance(value, str | int | float | bool | None) else str(value)


def target_parameters(target: Target) -> dict[str, Any]:
    """What the estimate reads of `target`: its table fields (the seed model) and the refined parameters."""
    return {"seed": plain(target), "refined": plain(params_for(target))}


MODEL_PACKAGES = ("anec.dialect", "anec.cost", "anec.passes", "anec.interpreter", "anec.tuner")
"""The packages whose code and data decide an outcome: the IR, the estimate,
the rewrites (the precision rewrites among the passes), the gate and the
search itself. The `anec-tune` pass (`anec.tools.tune`) only reads the
options and the cache and writes the report, so it is not among them."""


@functools.cache
def model_version() -> str:
    """sha256 of the source and data files (`.py`, `.toml`) of `MODEL_PACKAGES`,
    by path: any change to the cost model, its constants, a pass, the
    interpreter or the tuner gives other cache keys."""
    digest = hashlib.sha256()
    roots = [(name, Path(p)) for name in MODEL_PACKAGES for p in importlib.import_module(name).__path__]
    files = sorted(
        (f"{name}/{f.relative_to(root).as_posix()}", f)
        for name, root in roots
        for f in root.rglob("*")
        if f.suffix in (".py", ".toml") and "__pycache__" not in f.parts
    )
    for label, path in files:
        digest.update(label.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def cache_key(function_text: str, target: Target, mode: Mode, options: dict[str, Any]) -> str:
    """sha256 of the function's text, the target's parameters, the mode, the
    decision options, `TUNER_VERSION` and the model's version (`model_version`)."""
    body = {
        "function": function_text,
        "target": target_parameters(target),
        "mode": mode.value,
        "options": options,
        "version": TUNER_VERSION,
        "model": model_version(),
    }
    text = json.dumps(body, sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()


@dataclass
class Outcome:
    """What a function's search decided: enough to replay it without searching."""

    recomposed: list[bool]
    """Per written-out attention of the legalized function, in order: recomposed into `anec.attention`."""
    attention: list[bool]
    """Per `anec.attention` after decision 1a, in order: decomposed."""
    precision: list[str]
    """Per multiply-array op after decision 1, in order: its PRECISION_CHOICES form."""
    pipeline: int | None
    """Index into PIPELINE_CANDIDATES (None: the function stays as legalized)."""
    channel_groups: list[int | None]
    """Per multiply-array op after the pipeline, in order: the OCG taken over the formula's (None: the formula's)."""
    winograd: list[str | None]
    """Per convolution after the pipeline, in order: the form taken (None: direct)."""
    cuts: list[int | None]
    """Per cut point met by decision 6, in order: the CUT_MOVES index taken (None: kept)."""
    report: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        return {
            "recomposed": self.recomposed,
            "attention": self.attention,
            "precision": self.precision,
            "pipeline": self.pipeline,
            "channel_groups": self.channel_groups,
            "winograd": self.winograd,
            "cuts": self.cuts,
            "report": self.report,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Outcome:
        return cls(
            list(data["recomposed"]),
            list(data["attention"]),
            list(data["precision"]),
            data["pipeline"],
            list(data["channel_groups"]),
            list(data["winograd"]),
            list(data["cuts"]),
            dict(data["report"]),
        )


def read_cache(path: str, keys: list[str]) -> dict[str, Any]:
    """The outcomes of `keys` in the cache at `path` (`tuner.store`):
    an entry that fails `outcome_problem` or its digest is reported on
    stderr with the path and key and left out (searched again); a file that
    is not a cache is a `PassFailedException`."""
    try:
        return store.read(path, keys, outcome_problem, warn)
    except store.CacheError as err:
        raise PassFailedException(f"anec-tune: {err}") from err


def warn(message: str) -> None:
    print(f"anec-tune: warning: {message}", file=sys.stderr)


def write_cache(path: str, entries: dict[str, Any]) -> None:
    """Adds `entries` to the cache at `path` (one transaction; entries other
    processes added meanwhile stay)."""
    try:
        store.write(path, entries)
    except store.CacheError as err:
        raise PassFailedException(f"anec-tune: {err}") from err


def _number(value: Any, positive: bool = False) -> bool:
    ok = not isinstance(value, bool) and isinstance(value, int | float) and math.isfinite(value) and value >= 0
    return ok and (value > 0 or not positive)


def _list_of(value: Any, item: Callable[[Any], bool]) -> bool:
    return isinstance(value, list) and all(item(v) for v in value)


def _text(value: Any) -> bool:
    return isinstance(value, str)


OUTCOME_FIELDS: dict[str, Callable[[Any], bool]] = {
    "recomposed": lambda v: _list_of(v, lambda x: isinstance(x, bool)),
    "attention": lambda v: _list_of(v, lambda x: isinstance(x, bool)),
    "precision": lambda v: _list_of(v, lambda x: isinstance(x, str) and x in PRECISION_CHOICES),
    "pipeline": lambda v: v is None or (type(v) is int and 0 <= v < len(PIPELINE_CANDIDATES)),
    "channel_groups": lambda v: _list_of(v, lambda x: x is None or (type(x) is int and x >= 1)),
    "winograd": lambda v: _list_of(v, lambda x: x is None or (isinstance(x, str) and x in tuple(f.value for f in WinogradForm))),
    "cuts": lambda v: _list_of(v, lambda x: x is None or (type(x) is int and 0 <= x < len(CUT_MOVES))),
    "report": lambda v: isinstance(v, dict),
    "tuned": lambda v: isinstance(v, str) and len(v) == 64,
}
"""What each field of a cached outcome may hold (`Outcome`)."""


REPORT_FIELDS: dict[str, Callable[[Any], bool]] = {
    "function": _text,
    "legalization": _text,
    "reference": _text,
    "reference_us": lambda v: v is None or _number(v),
    "decisions": lambda v: _list_of(v, _decision_ok),
    "before_us": _number,
    "after_us": _number,
    "budget_exhausted": lambda v: isinstance(v, bool),
    "precision_not_searched": lambda v: _list_of(v, _text),
}
"""What each field of a cached outcome's report may hold (`format_report`)."""


def _decision_ok(d: Any) -> bool:
    if not isinstance(d, dict) or not _text(d.get("decision")) or "current_us" not in d or "taken" not in d:
        return False
    if d["current_us"] is not None and not _number(d["current_us"], positive=True):
        return False
    alternatives = d.get("alternatives")
    if not isinstance(alternatives, list) or not alternatives:
        return False
    for alt in alternatives:
        if not isinstance(alt, dict) or not _text(alt.get("name")) or not _text(alt.get("status")):
            return False
        if "estimate_us" not in alt or (alt["estimate_us"] is not None and not _number(alt["estimate_us"], positive=True)):
            return False
    taken = d.get("taken")
    if taken is not None and not (type(taken) is int and 0 <= taken < len(alternatives) and alternatives[taken].get("estimate_us") is not None):
        return False
    return d.get("kind") is None or _text(d["kind"])


def tuned_digest(module: ModuleOp) -> str:
    """sha256 of the tuned function's text: stored with the outcome, and a
    replay must give it again (an edited decision that still applies gives
    another function, and the entry is not trusted)."""
    return hashlib.sha256(op_text(the_function(module)).encode()).hexdigest()


def outcome_problem(data: Any) -> str | None:
    """Why `data` is not a cached outcome (`Outcome.to_json`), or None."""
    if not isinstance(data, dict) or set(data) != set(OUTCOME_FIELDS):
        return f"an outcome is an object with exactly the fields {', '.join(OUTCOME_FIELDS)}"
    for name, ok in OUTCOME_FIELDS.items():
        if not ok(data[name]):
            return f"its field '{name}' holds {json.dumps(data[name])[:60]}, which no search writes"
    report = data["report"]
    for name, ok in REPORT_FIELDS.items():
        if name not in report or not ok(report[name]):
            return f"its report's field '{name}' is missing or malformed"
    return None
