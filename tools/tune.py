"""
`anec-tune`: the autotuner of SPEC section 7. For each function it
enumerates rewrites that compute the same result (under a tolerance, nearly
the same), estimates each with the analytic model
(`cost.analytic.estimate_module`, in `mode`) for the target, runs every
candidate that changes the IR in the reference interpreter against the
graph it started from (`gate=winners`: only until the cheapest eligible one
passes), caches the outcome on disk and picks the lowest estimate
deterministically. `docs/tuning.md` states what is searched and how.

It lives in the tools layer because its accuracy gate runs the reference
interpreter, which no pass may import (docs/architecture.md).

Per function, in this order:

0. `anec-legalize` (required, not a decision: the target cannot run what it
   rewrites), then `anec-compile`'s pipeline on the legalized function: the
   reference, where every decision starts and what the gate compares with
   (so the tuned estimate is never above `anec-compile`'s). Its deviation
   from the function as written is reported.
1a. **Written-out attention** (greedy, per matmul-softmax-matmul pattern):
   kept, or recomposed into one `anec.attention`.
1b. **Attention route** (greedy, per `anec.attention`): kept as one op, or
   decomposed into matmul (q @ k^T), scale multiply, [mask add], softmax,
   matmul (@ v). Each route is estimated as the pipeline compiles it.
2. **Precision** (greedy, per multiply-array op with constant float
   weights, only when `tolerance > 0`): fp16, int8 weights, int8 compute,
   palettized 6 and 4 bits (`anec.tools.precision`), estimated as compiled.
3. **Fusion x tiling** (joint): pipelines cut from `passes.compile.PIPELINE`
   (`PIPELINE_CANDIDATES`: with and without `anec-tile`, `anec-fuse`,
   `anec-fold`, and with `anec-chimera` before `anec-tile`), estimated whole;
   the current form is `anec-compile`'s.
4. **Channel groups** (greedy, per multiply-array op): SPEC section 5's
   OCG, or a smaller one that activates more cores, estimated in place.
5. **Winograd** (greedy, per convolution that passes `anec-winograd`'s gate):
   direct, F(2x2, 3x3), F(4x4, 3x3), estimated in place.
6. **Fusion cuts** (greedy, per pair of programs with only views between):
   `anec-fuse`'s cut, merged, or the cut moved one op earlier or later.

Then `anec-cost` annotates the module in `mode`, as `anec-compile` does.

A decision's alternatives are listed in a fixed order; the current form is
kept unless an alternative passes the gate and `estimate * min-speedup <=
current` with a strictly lower estimate; among those, the lowest estimate
(rounded to `TIE_DIGITS` decimals of a microsecond) wins, ties to the
earlier-listed one.

```mlir
// anec-opt net.mlir -p 'anec-tune{target=h13 cache="tune.db" report="tune.txt"}'
```
"""

from __future__ import annotations

import functools
import hashlib
import importlib
import json
import logging
import math
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields, is_dataclass
from enum import Enum
from io import StringIO
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, StringAttr, TensorType
from xdsl.dialects.func import FuncOp
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import Rewriter
from xdsl.utils.exceptions import InterpretationError, PassFailedException, VerifyException

from anec.dialect.attention import AttentionOp
from anec.dialect.attributes import DENSE, ChannelGroupsAttr, WinogradAttr, WinogradForm
from anec.dialect.constant import ConstantOp, dense_elements
from anec.dialect.conv import ConvolutionOp, MatmulOp
from anec.dialect.discardable import CHANNEL_GROUPS_ATTR, WINOGRAD_ATTR, winograd_form
from anec.dialect.elementwise import AddOp, MulOp
from anec.dialect.movement import TransposeOp
from anec.dialect.normalization import SoftmaxOp
from anec.dialect.numeric import value_type
from anec.dialect.printer import AnecPrinter
from anec.dialect.program import ProgramOp
from anec.cost.analytic import Mode, estimate_module
from anec.cost.channel_groups import _passes as fewest_passes
from anec.cost.channel_groups import array_shape, groups_of, next_pow2
from anec.cost.placement import MAX_STATES, PlacementError, check_state_bound
from anec.cost.refined import params_for
from anec.cost.targets import TARGET_ATTR, Target
from anec.cost.work import CostError, is_view
from anec.interpreter import InputError, entry_function, random_inputs, run
from anec.passes import get_all_passes
from anec.passes.compile import PIPELINE
from anec.passes.diagnostics import enum_option
from anec.passes.fold import constant_value
from anec.passes.fuse import dataflow_graph, needs_dispatch, wrap
from anec.passes.set_target import target_for
from anec.passes.winograd import winograd_rejection
from anec.tools.precision import (
    FP16,
    PRECISION_CHOICES,
    GemmOp,
    NotApplicable,
    form_of,
    gemm_ops,
    searchable,
)
from anec.tools import tune_cache
from anec.tools.ir_io import UserError, write_output
from anec.tools.precision import rewrite as precision_rewrite
from anec.tools.progress import bar
from anec.cost.jsonform import VERSION_KEY, Key, dump

TUNER_VERSION = 3
"""Part of every cache key: bump it when a decision's alternatives or rule change."""

INPUT_SEED = 0
"""The gate's inputs: `interpreter.random_inputs(function, seed=0)`."""

TIE_DIGITS = 6
"""Estimates equal to this many decimals of a microsecond tie (docs/tuning.md, "The rule")."""

CHANNEL_GROUP_ALTERNATIVES = 3
"""At most this many smaller OCGs per op in decision 4 (each halves the last)."""

GATE_ALL, GATE_WINNERS = "all", "winners"
"""The `gate` option's values (docs/tuning.md, "The accuracy gate")."""

DEFAULT_BUDGET = 64
"""Candidate evaluations per run unless `budget=N` says otherwise."""

LEGALIZE = "anec-legalize"
"""Applied first, not a decision: the target cannot run what it rewrites."""
ANNOTATE = "anec-cost"
"""Applied once at the end, as `anec-compile` does."""

CHIMERA = "anec-chimera"
"""Not in PIPELINE: decision 3's `chimera` alternatives insert it before `anec-tile`."""

PIPELINE_CANDIDATES: tuple[tuple[str, tuple[str, ...], bool], ...] = (
    ("full", (), False),
    ("no-tile", ("anec-tile",), False),
    ("one-dispatch-per-op", ("anec-fuse", "anec-tile"), False),
    ("full, no-fold", ("anec-fold",), False),
    ("no-tile, no-fold", ("anec-fold", "anec-tile"), False),
    ("one-dispatch-per-op, no-fold", ("anec-fold", "anec-fuse", "anec-tile"), False),
    ("full, chimera", (), True),
    ("full, chimera, no-fold", ("anec-fold",), True),
)
"""Decision 3's alternatives, in tie-break order: PIPELINE between `anec-legalize`
and `anec-cost`, without the passes named; the last flag puts `anec-chimera`
(SPEC section 8's tiles of the GEMM chains in each program) before
`anec-tile`. The first, `full`, is `anec-compile`'s own pipeline, so the
search starts from `anec-compile`'s result (the reference)."""

FULL, NO_TILE = 0, 1
"""`full` (anec-compile's pipeline) and its fallback where `anec-tile` fails
(a layer that must split but none of whose exact tilings fits)."""

ATTENTION_ROUTES = ("kept", "decomposed")
WRITTEN_ROUTES = ("written out", "recomposed")
WINOGRAD_CHOICES: tuple[WinogradForm | None, ...] = (None, *WinogradForm)

LOG = logging.getLogger(__name__)


class Tuned(NamedTuple):
    """What the Python API's `anec.tune` gives: the tuned module and the tuner's report (its decisions, as text)."""

    module: ModuleOp
    report: str


LAST_REPORT: str = ""
"""The report text of the last `anec-tune` run in this process (also written to `report=PATH`)."""


class BudgetExhausted(Exception):
    """No candidate evaluation left."""


# ---------------------------------------------------------------------------
# Text, hashing, the cache
# ---------------------------------------------------------------------------


def op_text(op: Operation) -> str:
    """`op` printed as MLIR text with exact floats."""
    out = StringIO()
    AnecPrinter(stream=out).print_op(op)
    return out.getvalue()


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


MODEL_PACKAGES = ("anec.dialect", "anec.cost", "anec.passes", "anec.interpreter")
"""The packages whose code and data decide an outcome: the IR, the estimate,
the rewrites and the gate (with this module and `anec.tools.precision`)."""


@functools.cache
def model_version() -> str:
    """sha256 of the source and data files (`.py`, `.toml`) of `MODEL_PACKAGES`
    and of the tuner's own modules, by path: any change to the cost model,
    its constants, a pass or the interpreter gives other cache keys."""
    digest = hashlib.sha256()
    roots = [(name, Path(p)) for name in MODEL_PACKAGES for p in importlib.import_module(name).__path__]
    files = sorted(
        (f"{name}/{f.relative_to(root).as_posix()}", f)
        for name, root in roots
        for f in root.rglob("*")
        if f.suffix in (".py", ".toml") and "__pycache__" not in f.parts
    )
    here = Path(__file__).parent
    files += [(f"anec.tools/{n}", here / n) for n in ("tune.py", "precision.py")]
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


def read_cache(path: str, keys: list[str]) -> dict[str, Any]:
    """The outcomes of `keys` in the cache at `path` (`tools.tune_cache`):
    an entry that fails `outcome_problem` or its digest is reported on
    stderr with the path and key and left out (searched again); a file that
    is not a cache is a `PassFailedException`."""
    try:
        return tune_cache.read(path, keys, outcome_problem, warn)
    except tune_cache.CacheError as err:
        raise PassFailedException(f"anec-tune: {err}") from err


def warn(message: str) -> None:
    print(f"anec-tune: warning: {message}", file=sys.stderr)


def write_atomically(path: str, text: str) -> None:
    """`text` into `path` as every tool writes an output (`ir_io.write_output`):
    whole, through a temporary file beside it, with the usual file mode."""
    try:
        write_output(path, text)
    except UserError as err:
        raise PassFailedException(f"anec-tune: {str(err).removeprefix('error: ')}") from err


def write_cache(path: str, entries: dict[str, Any]) -> None:
    """Adds `entries` to the cache at `path` (one transaction; entries other
    processes added meanwhile stay)."""
    try:
        tune_cache.write(path, entries)
    except tune_cache.CacheError as err:
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


# ---------------------------------------------------------------------------
# The accuracy gate
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Verdict:
    """A candidate's outputs against the reference."""

    passed: bool
    max_abs: float
    cosine: float
    why: str

    def describe(self) -> str:
        return f"{self.why}; max abs diff {self.max_abs:.6g}, cosine {self.cosine:.6f}"


def compare(outputs: Sequence[np.ndarray], reference: Sequence[np.ndarray], tolerance: float) -> Verdict:
    """Bit-identical outputs when `tolerance` is 0, else max |diff| <= tolerance."""
    a = np.concatenate([np.asarray(o, np.float64).ravel() for o in outputs]) if outputs else np.zeros(0)
    b = np.concatenate([np.asarray(r, np.float64).ravel() for r in reference]) if reference else np.zeros(0)
    identical = len(outputs) == len(reference) and all(
        o.dtype == r.dtype and o.shape == r.shape and o.tobytes() == r.tobytes() for o, r in zip(outputs, reference)
    )
    with np.errstate(all="ignore"):
        diff = np.abs(a - b)
        finite = bool(np.all(np.isfinite(diff))) if diff.size else True
        max_abs = float(diff.max()) if diff.size and finite else (0.0 if not diff.size else math.inf)
        na, nb = float(np.linalg.norm(a)), float(np.linalg.norm(b))
        cosine = 1.0 if na == nb == 0.0 else float(np.dot(a, b) / (na * nb)) if na and nb else 0.0
    if identical:
        return Verdict(True, 0.0, 1.0, "bit-identical")
    if not finite:
        return Verdict(False, max_abs, cosine, "outputs differ where one is not finite")
    if tolerance == 0:
        return Verdict(False, max_abs, cosine, "outputs are not bit-identical (tolerance 0)")
    if max_abs <= tolerance:
        return Verdict(True, max_abs, cosine, f"within tolerance {tolerance:g}")
    return Verdict(False, max_abs, cosine, f"max abs diff above tolerance {tolerance:g}")


@dataclass
class Gate:
    """Runs candidates of one function on fixed inputs against the reference outputs."""

    name: str
    inputs: list[np.ndarray]
    reference: tuple[np.ndarray, ...] | None
    tolerance: float
    failure: str | None = None
    """Why the reference could not run (then every candidate is rejected)."""

    @classmethod
    def of(cls, module: ModuleOp, name: str, inputs: list[np.ndarray], tolerance: float) -> Gate:
        """`module`'s outputs on `inputs` as the reference."""
        try:
            return cls(name, inputs, run(module, inputs, name), tolerance)
        except (InterpretationError, InputError) as err:
            return cls(name, inputs, None, tolerance, f"the reference interpreter cannot run @{name}: {err}")

    seen: dict[str, Verdict] = field(default_factory=dict)
    """Verdicts by the candidate's text: the same IR is run once."""

    def check(self, module: ModuleOp) -> Verdict:
        if self.reference is None:
            return Verdict(False, math.nan, math.nan, self.failure or "no reference")
        key = hashlib.sha256(op_text(module).encode()).hexdigest()
        if key not in self.seen:
            try:
                outputs = run(module, self.inputs, self.name)
            except (InterpretationError, InputError) as err:
                self.seen[key] = Verdict(False, math.nan, math.nan, f"the interpreter cannot run the candidate: {err}")
            else:
                self.seen[key] = compare(outputs, self.reference, self.tolerance)
        return self.seen[key]


# ---------------------------------------------------------------------------
# Rewrites
# ---------------------------------------------------------------------------


def decompose_attention(op: AttentionOp) -> None:
    """`op` replaced by matmul(q, k^T), a multiply by its scale, the mask
    added (when it has one), softmax over the last axis, and matmul with v."""
    q, k, v = op.query, op.key, op.value
    q_type = q.type
    assert isinstance(q_type, TensorType)
    element = q_type.element_type
    _, dtype = value_type(q_type)
    scores = MatmulOp(q, k, transpose_rhs=True)
    scale = ConstantOp(dense_elements(np.asarray([op.scale_value()], dtype=dtype), TensorType(element, [1])))
    scaled = MulOp(scores, scale)
    ops: list[Operation] = [scores, scale, scaled]
    logits: Operation = scaled
    if op.mask is not None:
        logits = AddOp(scaled, op.mask)
        ops.append(logits)
    rank = len(q_type.get_shape())
    probs = SoftmaxOp(logits, axis=rank - 1)
    out = MatmulOp(probs, v)
    ops += [probs, out]
    name = op.output.name_hint
    for part, suffix in ((scores, "scores"), (scaled, "scaled"), (probs, "probs")):
        if name:
            part.results[0].name_hint = f"{name}_{suffix}"
    Rewriter.replace_op(op, ops, [out.output])


@dataclass(frozen=True)
class WrittenAttention:
    """A scaled dot-product attention written out as ops (an exporter's form):
    `matmul(softmax(matmul(q, k^T) * scale [+ mask]), v)`, where k^T is a
    transpose of the last two axes of k or the matmul's `transpose_rhs`, and
    the scale is one scalar constant multiplying the scores, or one on each
    of q and k^T (PyTorch's sqrt(scale) on both), or none (1)."""

    replaced: tuple[Operation, ...]
    """The ops of the pattern in program order, the last (the matmul with v) replaced by the attention op."""
    query: SSAValue
    key: SSAValue
    value: SSAValue
    mask: SSAValue | None
    scale: float


def scalar_of(value: SSAValue) -> float | None:
    """The one element of a single-element `anec.constant`, else None."""
    values = constant_value(value) if isinstance(value.owner, ConstantOp) else None
    return float(values.reshape(-1)[0]) if values is not None and values.size == 1 else None


def only_use(value: SSAValue, by: Operation) -> bool:
    uses = list(value.uses)
    return len(uses) == 1 and uses[0].operation is by


def scaled_operand(value: SSAValue, user: Operation) -> tuple[SSAValue, float, list[Operation]]:
    """(x, s, the ops) where `value` is `mul(x, s)` or `mul(s, x)` with a scalar
    constant s used by `user` alone; else (value, 1, [])."""
    op = value.owner
    if isinstance(op, MulOp) and only_use(value, user):
        for x, c in ((op.lhs, op.rhs), (op.rhs, op.lhs)):
            factor = scalar_of(c)
            if factor is not None and x.type == value.type:
                return x, factor, [op]
    return value, 1.0, []


def written_attention(out: MatmulOp) -> WrittenAttention | None:
    """The written-out attention whose last matmul is `out`, or None."""
    if out.transpose_lhs.value.data or out.transpose_rhs.value.data or not isinstance(out.lhs.owner, SoftmaxOp):
        return None
    probs = out.lhs.owner
    rank = len(value_type(probs.output.type)[0])
    if not 2 <= rank <= 4 or probs.axis.value.data != rank - 1 or not only_use(probs.output, out):
        return None
    logits, mask, ops = probs.input, None, [probs, out]
    if isinstance(logits.owner, AddOp) and only_use(logits, probs):
        add = logits.owner
        for scores_side, mask_side in ((add.lhs, add.rhs), (add.rhs, add.lhs)):
            if scores_side.type == logits.type and isinstance(scores_side.owner, MulOp | MatmulOp):
                logits, mask, ops = scores_side, mask_side, [add, *ops]
                break
    user = ops[0]
    logits, scale, muls = scaled_operand(logits, user)
    ops = muls + ops
    scores = logits.owner
    if not isinstance(scores, MatmulOp) or scores.transpose_lhs.value.data or not only_use(scores.output, ops[0]):
        return None
    query, q_scale, q_muls = scaled_operand(scores.lhs, scores)
    key_t, k_scale, k_muls = scaled_operand(scores.rhs, scores)
    key, moved = key_t, []
    if not scores.transpose_rhs.value.data:
        transpose = key_t.owner
        swap = list(range(rank - 2)) + [rank - 1, rank - 2]
        if not isinstance(transpose, TransposeOp) or list(transpose.permutation.get_values()) != swap:
            return None
        if not only_use(key_t, k_muls[0] if k_muls else scores):
            return None
        key, moved = transpose.input, [transpose]
    q, k, v = value_type(query.type)[0], value_type(key.type)[0], value_type(out.rhs.type)[0]
    if not (len(q) == len(k) == len(v) == rank and q[:-2] == k[:-2] == v[:-2] and q[-1] == k[-1] and k[-2] == v[-2]):
        return None
    if any(o.weight_format != DENSE for o in (scores, out)):
        return None
    replaced = tuple(sorted([*moved, *q_muls, *k_muls, scores, *ops], key=lambda o: o.parent_block().get_operation_index(o)))  # type: ignore[union-attr]
    return WrittenAttention(replaced, query, key, out.rhs, mask, scale * q_scale * k_scale)


def written_attentions(func: FuncOp) -> list[WrittenAttention]:
    """Every written-out attention of `func`, in program order of its last matmul."""
    found = [written_attention(op) for op in func.walk() if isinstance(op, MatmulOp)]
    return [w for w in found if w is not None]


def recompose_attention(written: WrittenAttention) -> None:
    """`written` replaced by one `anec.attention` with its scale (rounded to
    f32) and mask; the ops it replaces, now unused, are erased."""
    out = written.replaced[-1]
    op = AttentionOp(written.query, written.key, written.value, mask=written.mask, scale=written.scale)
    op.output.name_hint = out.results[0].name_hint
    Rewriter.replace_op(out, op)
    constants = {o.owner for dead in written.replaced[:-1] for o in dead.operands if isinstance(o.owner, ConstantOp)}
    for dead in reversed(written.replaced[:-1]):
        dead.detach()
        dead.erase()
    for constant in constants:
        if not list(constant.output.uses):
            constant.detach()
            constant.erase()


def attention_ops(func: FuncOp) -> list[AttentionOp]:
    return [op for op in func.walk() if isinstance(op, AttentionOp)]


def convolutions(func: FuncOp) -> list[ConvolutionOp]:
    return [op for op in func.walk() if isinstance(op, ConvolutionOp)]


def winograd_eligible(op: ConvolutionOp, target: Target) -> bool:
    """`anec-winograd`'s gate (SPEC section 5); an op the model cannot cost is not eligible."""
    try:
        return winograd_rejection(op, target) is None
    except CostError:
        return False


def set_winograd(op: ConvolutionOp, form: WinogradForm | None) -> None:
    """`op` with `anec.winograd = #anec.winograd<form>` leading its attributes (none: direct)."""
    others = {k: v for k, v in op.attributes.items() if k != WINOGRAD_ATTR}
    op.attributes.clear()
    if form is not None:
        op.attributes[WINOGRAD_ATTR] = WinogradAttr(form)
    op.attributes.update(others)


def describe(op: Operation, index: int) -> str:
    """`%name = anec.op` (or the op's ordinal) for the report."""
    hint = op.results[0].name_hint if op.results else None
    return f"%{hint} ({op.name})" if hint else f"{op.name} #{index}"


def unwrap(program: ProgramOp) -> list[Operation]:
    """Moves `program`'s ops out, before it (its block arguments replaced by
    its operands, its results by the values it yields), erases it and
    returns the ops: the inverse of `passes.fuse.wrap`."""
    block = program.body.block
    terminator = block.last_op
    assert terminator is not None
    for result, value in zip(program.outputs, terminator.operands):
        result.replace_all_uses_with(value)
    terminator.detach()
    terminator.erase()
    for arg, operand in zip(block.args, program.inputs):
        arg.replace_all_uses_with(operand)
    ops = list(block.ops)
    for op in ops:
        op.detach()
        program.parent_block().insert_op_before(op, program)  # type: ignore[union-attr]
    program.detach()
    program.erase()
    return ops


def adjacent_programs(func: FuncOp) -> list[tuple[ProgramOp, ProgramOp]]:
    """Pairs of programs of `func`'s body with nothing but views between them:
    the cut points of its fusion, in program order."""
    pairs: list[tuple[ProgramOp, ProgramOp]] = []
    previous: ProgramOp | None = None
    for op in func.body.block.ops:
        if isinstance(op, ProgramOp):
            if previous is not None:
                pairs.append((previous, op))
            previous = op
        elif not is_view(op):
            previous = None
    return pairs


CUT_MOVES = ("anec-fuse's cut", "merged", "one op earlier", "one op later")
"""Decision 6's alternatives per cut point, in tie-break order."""


def move_cut(func: FuncOp, position: int, move: int) -> None:
    """Cut point `position` of `func` (`adjacent_programs`) as `CUT_MOVES[move]`
    says: the two programs and the views between them made one run of ops,
    then wrapped whole or cut one op before or after the old cut. Raises
    `PassFailedException` when a part would hold views only (no dispatch)."""
    first, second = adjacent_programs(func)[position]
    labels = [p.label.data if p.label is not None else None for p in (first, second)]
    between: list[Operation] = []
    op = first.next_op
    while op is not second:
        assert op is not None
        between.append(op)
        op = op.next_op
    head, tail = unwrap(first), unwrap(second)
    run = head + between + tail
    cut = {1: len(run), 2: len(head) - 1, 3: len(head) + len(between) + 1}[move]
    if move != 1 and not 0 < cut < len(run):
        raise PassFailedException("the program it would take the op from has no other")
    parts = [run[:cut], run[cut:]] if move != 1 else [run]
    if any(not needs_dispatch(part) for part in parts):
        raise PassFailedException("a part would hold views only")
    graph = dataflow_graph(func)
    for part, label in zip(parts, labels):
        wrap(graph, part, label or "")


# ---------------------------------------------------------------------------
# Search
# ---------------------------------------------------------------------------


@dataclass
class Alternative:
    name: str
    estimate_us: float | None = None
    status: str = ""

    def row(self) -> dict[str, Any]:
        return {"name": self.name, "estimate_us": self.estimate_us, "status": self.status}


@dataclass
class Search:
    """One function's search: its module (the function alone), the gate, the budget."""

    ctx: Context
    target: Target
    mode: Mode
    min_speedup: float
    budget: list[int]
    """Evaluations left, shared by every function of the run."""
    gate: Gate
    gate_all: bool = True
    """`gate=all` (default): every candidate that changes the IR runs; `gate=winners`: the eligible ones, cheapest first, until one passes."""
    decisions: list[dict[str, Any]] = field(default_factory=list)
    exhausted: bool = False
    meter: Any = None
    """The progress bar (`tools.progress.bar`): one step per candidate evaluated."""

    def estimate(self, module: ModuleOp) -> float:
        try:
            return estimate_module(module, self.target, self.mode).latency_us
        except CostError as err:
            raise PassFailedException(f"anec-tune: cannot estimate a candidate: {err.why}") from err

    def spend(self) -> None:
        if self.budget[0] <= 0:
            self.exhausted = True
            raise BudgetExhausted
        self.budget[0] -= 1
        if self.meter is not None:
            self.meter.update(1)

    def decide(
        self,
        title: str,
        current: ModuleOp,
        names: Sequence[str],
        build: Callable[[int], tuple[ModuleOp, ModuleOp]],
        current_index: int | None = None,
        estimated: ModuleOp | None = None,
    ) -> tuple[int | None, ModuleOp]:
        """Alternative `i` is `build(i)`: (the module estimated and gated, the
        module it gives: the same one, or for a rewrite estimated as the
        pipeline compiles it, the rewritten, uncompiled module the next
        decisions start from); `current_index` names the alternative that is
        the current form, estimated as `estimated` (default: `current`).
        Returns the index taken (None: current kept) and the module it gives."""
        base = self.estimate(current if estimated is None else estimated)
        current_text = op_text(current)
        alternatives = [Alternative(n) for n in names]
        built: dict[int, tuple[ModuleOp, ModuleOp]] = {}
        """Per alternative that changes the IR: (what is estimated and gated, what it gives)."""
        stopped = False
        for i, alt in enumerate(alternatives):
            if i == current_index:
                alt.estimate_us, alt.status = base, "current"
                continue
            if stopped:
                alt.status = "not evaluated: budget exhausted"
                continue
            try:
                self.spend()
            except BudgetExhausted:
                stopped = True
                alt.status = "not evaluated: budget exhausted"
                continue
            try:
                scored, candidate = build(i)
                alt.estimate_us = self.estimate(scored)
            except PassFailedException as err:
                alt.status = f"rejected: the rewrite fails: {err}"
                continue
            if op_text(candidate) == current_text:
                alt.status = "same IR as the current form"
                continue
            built[i] = (scored, candidate)
        def beats(estimate: float | None) -> bool:
            return estimate is not None and estimate < base and estimate * self.min_speedup <= base

        # gate=all: every candidate that changes the IR is gated, in listed order, whether or not it
        # would win. gate=winners: the eligible ones only, cheapest first, until one passes. The
        # alternative taken is the same either way: the cheapest eligible one that passes.
        order = sorted(built) if self.gate_all else [i for _, i in sorted((tie_key(alternatives[i].estimate_us), i) for i in built if beats(alternatives[i].estimate_us))]
        verdicts: dict[int, Verdict] = {}
        for i in order:
            verdicts[i] = self.gate.check(built[i][0])
            if not self.gate_all and verdicts[i].passed:
                break
        eligible = sorted(
            (tie_key(alternatives[i].estimate_us), i) for i in verdicts if beats(alternatives[i].estimate_us) and verdicts[i].passed
        )
        taken: int | None = eligible[0][1] if eligible else None
        for i in sorted(built):
            alt = alternatives[i]
            verdict = verdicts.get(i)
            kept_out = f"does not beat the current {base:.3f} us by min-speedup {self.min_speedup:g}"
            if verdict is None:
                alt.status = f"kept out: {kept_out} (not run, gate=winners)" if not beats(alt.estimate_us) else (
                    "not run: a cheaper alternative passed (gate=winners)"
                )
            elif not verdict.passed:
                alt.status = f"rejected: {verdict.describe()}"
            elif i == taken:
                alt.status = f"taken: {verdict.describe()}"
            elif beats(alt.estimate_us):
                alt.status = f"passed ({verdict.describe()}), not taken: {names[taken]} passed, cheaper or tied and listed first"
            else:
                alt.status = f"passed ({verdict.describe()}), kept out: {kept_out}"
        rows = [a.row() for a in alternatives]
        LOG.info("decision %s (current %.3f us): %s", title, base, "current kept" if taken is None else f"{names[taken]} taken")
        self.decisions.append({"decision": title, "current_us": base, "alternatives": rows, "taken": taken})
        return taken, built[taken][1] if taken is not None else current


def tie_key(estimate: float | None) -> float:
    """An estimate as the search compares it: rounded to `TIE_DIGITS` decimals
    of a microsecond, so estimates that differ only by float rounding in the
    order of summation tie, and the earlier-listed alternative wins."""
    assert estimate is not None
    return round(estimate, TIE_DIGITS)


def single_function_module(module: ModuleOp, func: FuncOp) -> ModuleOp:
    """A module holding a copy of `func` alone, with `module`'s attributes."""
    return ModuleOp([func.clone()], attributes=dict(module.attributes))


def the_function(module: ModuleOp) -> FuncOp:
    return next(op for op in module.ops if isinstance(op, FuncOp))


def run_passes(
    ctx: Context, module: ModuleOp, names: Sequence[str], target: Target, mode: Mode, placement_states: int = MAX_STATES
) -> None:
    """`names` in order, each with the options it declares among `target`, `mode` and
    `placement_states` (as `anec-compile` runs them)."""
    registry = get_all_passes()
    offered = {"target": target.name, "mode": mode.value, "placement_states": placement_states}
    for name in names:
        cls = registry[name]()
        declared = {f.name for f in fields(cls)}
        stage = cls(**{k: v for k, v in offered.items() if k in declared})
        try:
            stage.apply(ctx, module)
        except VerifyException as err:
            raise PassFailedException(f"anec-tune: {name} fails on a candidate: {err}") from err
        try:
            module.verify()
        except VerifyException as err:
            raise PassFailedException(f"anec-tune: {name} left a candidate invalid: {err}") from err


def pipeline_passes(index: int) -> list[str]:
    """The passes of decision 3's alternative `index` (PIPELINE_CANDIDATES)."""
    _, skip, chimera = PIPELINE_CANDIDATES[index]
    names: list[str] = []
    for p in PIPELINE:
        if p in (LEGALIZE, ANNOTATE) or p in skip:
            continue
        if chimera and p == "anec-tile":
            names.append(CHIMERA)
        names.append(p)
    return names


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


@dataclass
class PassMemo:
    """One search's pass results by (the input's text, the pass): decision 3's
    alternatives share prefixes (`full` and `no-tile` run fold, channel-group
    and fuse alike), a pass that changes nothing (`anec-fold` on a graph
    without batch norm) makes an alternative's `no-fold` twin the same run,
    and the attention and precision decisions compile the same graph the
    fusion decision starts from. Each pass is deterministic, so a result is
    the one a fresh run would give (replaying a cached outcome runs the
    passes afresh and gives the same text, `tests/test_tune.py`)."""

    ctx: Context
    target: Target
    mode: Mode
    placement_states: int = MAX_STATES
    results: dict[tuple[str, str], tuple[ModuleOp, str]] = field(default_factory=dict)

    def pipelined(self, module: ModuleOp, index: int) -> ModuleOp:
        """A copy of `module` through decision 3's alternative `index`."""
        current, key = module, text_hash(module)
        for name in pipeline_passes(index):
            if (key, name) not in self.results:
                out = current.clone()
                run_passes(self.ctx, out, [name], self.target, self.mode, self.placement_states)
                self.results[(key, name)] = (out, text_hash(out))
            current, key = self.results[(key, name)]
        return current.clone()


def text_hash(module: ModuleOp) -> str:
    return hashlib.sha256(op_text(module).encode()).hexdigest()


def apply_precision(func: FuncOp, forms: Sequence[str]) -> None:
    for op, form in zip(gemm_ops(func), forms):
        if form != FP16:
            precision_rewrite(op, form)


def channel_group_options(op: GemmOp, target: Target) -> list[int]:
    """OCGs decision 4 offers for `op`: the formula's (SPEC section 5), then
    each power of two below it that spreads the groups over more active cores
    than the last one offered (a smaller OCG that activates no more cores
    only adds groups), until every core is active, at most
    `CHANNEL_GROUP_ALTERNATIVES` of them."""
    shape = array_shape(op)
    formula = groups_of(shape, target)
    options, active, ocg = [formula.ocg], formula.active_cores, formula.ocg
    while ocg > 1 and active < target.cores and len(options) <= CHANNEL_GROUP_ALTERNATIVES:
        ocg //= 2
        more = min(target.cores, next_pow2(math.ceil(shape.cout / ocg)))
        if more > active:
            options.append(ocg)
            active = more
    return options


def set_channel_groups(op: GemmOp, ocg: int, target: Target) -> None:
    """`op`'s `anec.channel_groups` record for `ocg` output channels per group,
    with the fewest passes and the active cores the formulas give for it."""
    shape = array_shape(op)
    groups = math.ceil(shape.cout / ocg)
    active = min(target.cores, next_pow2(groups))
    passes = fewest_passes(shape, target, ocg, groups, active)
    op.attributes[CHANNEL_GROUPS_ATTR] = ChannelGroupsAttr(target=target.name, ocg=ocg, passes=passes, active_cores=active)


def apply_channel_groups(func: FuncOp, chosen: Sequence[int | None], target: Target) -> None:
    for op, ocg in zip(gemm_ops(func), chosen):
        if ocg is not None:
            set_channel_groups(op, ocg, target)


def apply_cuts(func: FuncOp, cuts: Sequence[int | None]) -> None:
    """Decision 6's moves, met in the order the search met them."""
    position = 0
    for taken in cuts:
        if taken is not None:
            move_cut(func, position, taken)
        position += 0 if taken == 1 else 1


def program_name(program: ProgramOp) -> str:
    return f'"{program.label.data}"' if program.label is not None else "a program"


def apply_recomposition(func: FuncOp, recomposed: Sequence[bool]) -> None:
    for written, flag in zip(written_attentions(func), recomposed):
        if flag:
            recompose_attention(written)


def apply_attention(func: FuncOp, decomposed: Sequence[bool]) -> None:
    for op, flag in zip(attention_ops(func), decomposed):
        if flag:
            decompose_attention(op)


def apply_pipeline(ctx: Context, module: ModuleOp, index: int | None, target: Target, mode: Mode, placement_states: int) -> None:
    if index is not None:
        run_passes(ctx, module, pipeline_passes(index), target, mode, placement_states)


def apply_winograd(func: FuncOp, forms: Sequence[str | None]) -> None:
    for op, form in zip(convolutions(func), forms):
        chosen = None if form is None else WinogradForm(form)
        if chosen != winograd_form(op):
            set_winograd(op, chosen)


def search(
    ctx: Context,
    written: ModuleOp,
    target: Target,
    mode: Mode,
    tolerance: float,
    min_speedup: float,
    budget: list[int],
    gate_all: bool = True,
    placement_states: int = MAX_STATES,
    meter: Any = None,
) -> tuple[ModuleOp, Outcome]:
    """Tunes the one function of `written`; returns the tuned module and the outcome.

    The search starts from `anec-compile`'s result (`PIPELINE` on the
    legalized function), which is also the gate's reference: every decision
    keeps its current form unless an alternative is strictly cheaper and
    passes the gate, so the tuned estimate is never above `anec-compile`'s,
    whatever the budget, and at tolerance 0 the tuned function computes
    `anec-compile`'s outputs bit for bit."""
    name = the_function(written).sym_name.data
    inputs = random_inputs(entry_function(written, name), seed=INPUT_SEED)
    as_written = Gate.of(written, name, inputs, 0.0)
    legal = written.clone()
    run_passes(ctx, legal, [LEGALIZE], target, mode)
    legalization = "no change" if op_text(legal) == op_text(written) else as_written.check(legal).describe()
    memo = PassMemo(ctx, target, mode, placement_states)

    def compiled(module: ModuleOp) -> tuple[int | None, ModuleOp]:
        """(the PIPELINE_CANDIDATES index, `module` as it compiles): `full`
        (anec-compile's pipeline), else `no-tile` where `anec-tile` fails (an
        int8 weight is never cut, so a layer that must split stays whole),
        else (None) `module` itself where the pipeline cannot compile it."""
        for index in (FULL, NO_TILE):
            try:
                return index, memo.pipelined(module, index)
            except PassFailedException:
                pass
        return None, module

    # The reference: anec-compile's result, where anec-compile compiles the function.
    baseline_index, baseline = compiled(legal)
    if baseline_index == FULL:
        gate = Gate.of(baseline, name, inputs, tolerance)
        reference = f"anec-compile's result; against the function as written: {as_written.check(baseline).describe()}"
    else:
        try:
            memo.pipelined(legal, FULL)
        except PassFailedException as err:
            why = str(err)
        gate = Gate.of(legal, name, inputs, tolerance)
        reference = f"the legalized function, because anec-compile fails on it: {why}"
    s = Search(ctx, target, mode, min_speedup, budget, gate, gate_all, meter=meter)
    before = s.estimate(written)
    current = legal

    def as_compiled(module: ModuleOp) -> ModuleOp:
        return compiled(module)[1]

    def rewrite_each(
        current: ModuleOp,
        found: Callable[[FuncOp], Sequence[Any]],
        rewrite: Callable[[Any], None],
        routes: Sequence[str],
        title: Callable[[Any, int], str],
    ) -> tuple[ModuleOp, list[bool]]:
        """One decision per item `found` in the function: kept (0) or rewritten by `rewrite` (1).
        Each is estimated and gated as the pipeline compiles it."""
        taken_list: list[bool] = []
        for index, item in enumerate(found(the_function(current))):
            if s.exhausted:
                taken_list.append(False)
                continue
            base, position = current, index - sum(taken_list)
            """`item`'s position among those left (a rewritten one is no longer one)."""

            def alternative(i: int, base: ModuleOp = base, position: int = position) -> tuple[ModuleOp, ModuleOp]:
                module = base.clone()
                if i == 1:
                    rewrite(found(the_function(module))[position])
                return as_compiled(module), module

            taken, current = s.decide(title(item, index), base, routes, alternative, current_index=0, estimated=as_compiled(base))
            taken_list.append(taken == 1)
        return current, taken_list

    # Decision 1a: written-out attention, kept or recomposed into one anec.attention.
    current, recomposed = rewrite_each(
        current,
        written_attentions,
        recompose_attention,
        WRITTEN_ROUTES,
        lambda written_out, index: f"written-out attention: {describe(written_out.replaced[-1], index)}",
    )
    # Decision 1b: attention routes.
    current, decomposed = rewrite_each(
        current, attention_ops, decompose_attention, ATTENTION_ROUTES, lambda op, index: f"attention route: {describe(op, index)}"
    )

    # Decision 2: precision, per multiply-array op with constant weights, only under a tolerance.
    precision: list[str] = [form_of(op) for op in gemm_ops(the_function(current))]
    not_searched: list[str] = []
    for index, op in enumerate(gemm_ops(the_function(current))):
        why = searchable(op)
        if tolerance == 0 or s.exhausted or why is not None:
            if tolerance > 0 and why is not None:
                not_searched.append(f"{describe(op, index)}: {why}")
            continue
        base = current

        def precise(i: int, base: ModuleOp = base, index: int = index) -> tuple[ModuleOp, ModuleOp]:
            module = base.clone()
            try:
                precision_rewrite(gemm_ops(the_function(module))[index], PRECISION_CHOICES[i])
                module.verify()
            except (NotApplicable, VerifyException) as err:
                raise PassFailedException(str(err)) from err
            return as_compiled(module), module

        # Estimated and gated as the pipeline compiles them (an int8 matmul's dequantizing multiply fuses).
        taken, current = s.decide(
            f"precision: {describe(op, index)}", current, PRECISION_CHOICES, precise, current_index=0, estimated=as_compiled(base)
        )
        s.decisions[-1]["kind"] = "precision"
        if taken is not None:
            precision[index] = PRECISION_CHOICES[taken]

    # Decision 3: fusion x tiling, jointly; the current form is the function as the pipeline compiles it.
    pipeline_index, compiled_current = compiled(current)
    if not s.exhausted:

        def cut(i: int, base: ModuleOp = current) -> tuple[ModuleOp, ModuleOp]:
            module = memo.pipelined(base, i)
            return module, module

        names = [n for n, _, _ in PIPELINE_CANDIDATES]
        taken, compiled_current = s.decide("fusion x tiling", compiled_current, names, cut, current_index=pipeline_index)
        pipeline_index = pipeline_index if taken is None else taken
    current = compiled_current

    # Decision 4: channel groups per multiply-array op where a smaller OCG activates more cores.
    ocgs: list[int | None] = []
    for index, op in enumerate(gemm_ops(the_function(current))):
        try:
            options = channel_group_options(op, target)
        except (CostError, TypeError, ValueError):
            options = []
        if s.exhausted or len(options) < 2:
            ocgs.append(None)
            continue
        base = current

        def group(i: int, base: ModuleOp = base, index: int = index, options: list[int] = options) -> tuple[ModuleOp, ModuleOp]:
            module = base.clone()
            set_channel_groups(gemm_ops(the_function(module))[index], options[i], target)
            return module, module

        names = [f"ocg {o}" + (" (SPEC 5 formula)" if i == 0 else "") for i, o in enumerate(options)]
        taken, current = s.decide(f"channel groups: {describe(op, index)}", current, names, group, current_index=0)
        ocgs.append(None if taken is None else options[taken])

    # Decision 5: Winograd form per eligible convolution, greedily in program order, from the pipeline's.
    forms: list[str | None] = []
    for index, op in enumerate(convolutions(the_function(current))):
        held = WINOGRAD_CHOICES.index(winograd_form(op))
        if s.exhausted or not winograd_eligible(op, target):
            forms.append(None if WINOGRAD_CHOICES[held] is None else WINOGRAD_CHOICES[held].value)  # type: ignore[union-attr]
            continue
        base = current

        def form(i: int, base: ModuleOp = base, index: int = index) -> tuple[ModuleOp, ModuleOp]:
            module = base.clone()
            set_winograd(convolutions(the_function(module))[index], WINOGRAD_CHOICES[i])
            return module, module

        names = [f.value if f else "direct" for f in WINOGRAD_CHOICES]
        taken, current = s.decide(f"winograd: {describe(op, index)}", current, names, form, current_index=held)
        chosen = WINOGRAD_CHOICES[held if taken is None else taken]
        forms.append(None if chosen is None else chosen.value)

    # Decision 6: each cut point of the fusion, greedily in program order: kept, merged, or moved by one op.
    cuts: list[int | None] = []
    position = 0
    while not s.exhausted and position < len(adjacent_programs(the_function(current))):
        first, second = adjacent_programs(the_function(current))[position]
        base = current

        def moved(i: int, base: ModuleOp = base, position: int = position) -> tuple[ModuleOp, ModuleOp]:
            module = base.clone()
            move_cut(the_function(module), position, i)
            try:
                module.verify()
            except VerifyException as err:
                raise PassFailedException(f"the moved cut leaves the function invalid: {err}") from err
            return module, module

        title = f"fusion cut: between {program_name(first)} and {program_name(second)}"
        taken, current = s.decide(title, base, CUT_MOVES, moved, current_index=0)
        cuts.append(taken)
        position += 0 if taken == 1 else 1  # a merged program meets the next one at the same position

    after = s.estimate(current)
    report = {
        "function": name,
        "legalization": legalization,
        "reference": reference,
        "reference_us": s.estimate(baseline) if baseline_index == FULL else None,
        "decisions": s.decisions,
        "before_us": before,
        "after_us": after,
        "budget_exhausted": s.exhausted,
        "precision_not_searched": not_searched,
    }
    return current, Outcome(recomposed, decomposed, precision, pipeline_index, ocgs, forms, cuts, report)


def replay(
    ctx: Context, written: ModuleOp, target: Target, mode: Mode, outcome: Outcome, placement_states: int = MAX_STATES
) -> ModuleOp:
    """The tuned module from a cached outcome, without searching."""
    module = written.clone()
    run_passes(ctx, module, [LEGALIZE], target, mode)
    apply_recomposition(the_function(module), outcome.recomposed)
    apply_attention(the_function(module), outcome.attention)
    apply_precision(the_function(module), outcome.precision)
    apply_pipeline(ctx, module, outcome.pipeline, target, mode, placement_states)
    apply_channel_groups(the_function(module), outcome.channel_groups, target)
    apply_winograd(the_function(module), outcome.winograd)
    apply_cuts(the_function(module), outcome.cuts)
    return module


# ---------------------------------------------------------------------------
# The report
# ---------------------------------------------------------------------------


def format_us(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f} us"


def precision_summary(decisions: Sequence[dict[str, Any]]) -> list[str]:
    """Which layers took a precision-trading form and what each bought (its
    decision's estimate before and after, at the time it was taken)."""
    lines: list[str] = []
    for decision in decisions:
        taken = decision["taken"]
        if decision.get("kind") != "precision" or taken is None:
            continue
        alt = decision["alternatives"][taken]
        saved = decision["current_us"] - alt["estimate_us"]
        layer = decision["decision"].removeprefix("precision: ")
        gate = alt["status"].removeprefix("taken: ")
        lines.append(
            f"  precision taken: {layer} -> {alt['name']}: {format_us(decision['current_us'])} -> "
            f"{format_us(alt['estimate_us'])} (saves {saved:.3f} us, {decision['current_us'] / alt['estimate_us']:.3f}x); {gate}"
        )
    return lines


def format_report(header: str, functions: Sequence[tuple[dict[str, Any], str]], before: float, after: float) -> str:
    lines = [header]
    for report, cache in functions:
        lines.append(f"function @{report['function']} ({cache})")
        lines.append(f"  legalization (required, not a decision): {report['legalization']}")
        lines.append(f"  reference (the start of the search and the gate's outputs): {report['reference']}")
        for decision in report["decisions"]:
            lines.append(f"  decision {decision['decision']} (current {format_us(decision['current_us'])})")
            width = max(len(a["name"]) for a in decision["alternatives"])
            for alt in decision["alternatives"]:
                lines.append(f"    {alt['name']:<{width}}  {format_us(alt['estimate_us']):>14}  {alt['status']}")
            taken = decision["taken"]
            lines.append(f"    -> {'current kept' if taken is None else decision['alternatives'][taken]['name']}")
        for line in report.get("precision_not_searched", []):
            lines.append(f"  precision not searched for {line}")
        lines += precision_summary(report["decisions"])
        if report["budget_exhausted"]:
            lines.append("  budget exhausted: alternatives marked 'not evaluated' and later decisions kept the current form")
        written, tuned = format_us(report["before_us"]), format_us(report["after_us"])
        compiled = "" if report["reference_us"] is None else f", {format_us(report['reference_us'])} anec-compile"
        lines.append(f"  estimate @{report['function']}: {written} as written{compiled} -> {tuned} tuned")
    speedup = before / after if after else math.inf
    references = [report["reference_us"] for report, _ in functions]
    compiled = "" if None in references else f", {format_us(sum(references))} anec-compile"
    lines.append(f"whole graph: {format_us(before)} as written{compiled} -> {format_us(after)} tuned ({speedup:.2f}x)")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------
# The pass
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class AnecTunePass(ModulePass):
    """From anec-compile's result, searches written-out attention, attention routes, precision, fusion x tiling,
    channel groups, Winograd forms and fusion cuts by the estimate, gated by the interpreter against anec-compile's outputs."""

    name = "anec-tune"

    target: str | None = None
    mode: str = Mode.SEED.value
    tolerance: float | int = 0.0
    """An integer is accepted too (`tolerance=0`), as it is written most often."""
    min_speedup: float | int = 1.0
    budget: int = DEFAULT_BUDGET
    cache: str | None = None
    report: str | None = None
    gate: str = GATE_ALL
    """`all`: every candidate that changes the IR is run; `winners`: only until the cheapest eligible one passes (same decisions, shorter report)."""
    placement_states: int = MAX_STATES
    """The state bound of the placement search in every `anec-fuse` run (`anec-compile`'s option of that name)."""

    def check_options(self) -> tuple[Mode, float, float]:
        mode = enum_option(Mode, self.mode, "cost mode")
        tolerance, min_speedup = float(self.tolerance), float(self.min_speedup)
        if not math.isfinite(tolerance) or tolerance < 0:
            raise PassFailedException(f"anec-tune: tolerance must be a finite number >= 0, got {self.tolerance}")
        if not math.isfinite(min_speedup) or min_speedup < 1:
            raise PassFailedException(f"anec-tune: min-speedup must be a finite number >= 1, got {self.min_speedup}")
        if isinstance(self.budget, bool) or not isinstance(self.budget, int) or self.budget < 0:
            raise PassFailedException(f"anec-tune: budget must be an integer >= 0, got {self.budget}")
        if self.gate not in (GATE_ALL, GATE_WINNERS):
            raise PassFailedException(f"anec-tune: unknown gate '{self.gate}'; expected {GATE_ALL} or {GATE_WINNERS}")
        try:
            check_state_bound(self.placement_states)
        except PlacementError as err:
            raise PassFailedException(f"anec-tune: placement-states: {err}") from err
        return mode, tolerance, min_speedup

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        global LAST_REPORT
        mode, tolerance, min_speedup = self.check_options()
        for path in (self.cache, self.report):
            if path is not None and not Path(path).resolve().parent.is_dir():
                raise PassFailedException(f"anec-tune: cannot write '{path}': its folder does not exist")
        target = target_for(op, self.target)
        op.attributes[TARGET_ATTR] = StringAttr(target.name)
        options = {
            "tolerance": tolerance,
            "min_speedup": min_speedup,
            "budget": self.budget,
            "gate": self.gate,
            "placement_states": self.placement_states,
        }
        budget = [self.budget]
        reports: list[tuple[dict[str, Any], str]] = []
        before = after = 0.0
        functions = [(f, cache_key(op_text(f), target, mode, options)) for f in op.ops if isinstance(f, FuncOp) and f.body.blocks]
        entries = read_cache(self.cache, [key for _, key in functions]) if self.cache is not None else {}
        found: dict[str, Any] = {}
        with bar(self.budget, "anec-tune", "candidate") as meter:
            for func, key in functions:
                written = single_function_module(op, func)
                meter.set_postfix_str(f"@{func.sym_name.data}")
                tuned = None
                if key in entries:
                    outcome = Outcome.from_json(entries[key])
                    why = None
                    try:
                        tuned = replay(ctx, written, target, mode, outcome, self.placement_states)
                        if tuned_digest(tuned) != entries[key]["tuned"]:
                            why = "its decisions replay into another function than the search that wrote it gave"
                    except (IndexError, KeyError, ValueError, TypeError, NotApplicable, PassFailedException, VerifyException, CostError) as err:
                        why = f"its decisions do not apply to the function ({str(err).splitlines()[0] if str(err) else type(err).__name__})"
                    if why is not None:
                        warn(f"cache '{self.cache}': entry {key[:16]} ignored: {why}; the function is searched again")
                        tuned = None
                    else:
                        LOG.info("@%s: cache hit %s, replayed", func.sym_name.data, key[:16])
                        reports.append((outcome.report, f"cache hit {key[:16]}"))
                if tuned is None:
                    LOG.info("@%s: searching on %s, mode %s (budget left %d)", func.sym_name.data, target.name, mode, budget[0])
                    tuned, outcome = search(
                        ctx, written, target, mode, tolerance, min_speedup, budget, self.gate == GATE_ALL, self.placement_states, meter
                    )
                    found[key] = {**outcome.to_json(), "tuned": tuned_digest(tuned)}
                    reports.append((outcome.report, f"searched, cache key {key[:16]}"))
                before += outcome.report["before_us"]
                after += outcome.report["after_us"]
                new = the_function(tuned)
                new.detach()
                Rewriter.replace_op(func, new)
        relabel_programs(op)
        annotate = get_all_passes()[ANNOTATE]()(target=target.name, mode=mode.value)  # type: ignore[call-arg]
        annotate.apply(ctx, op)
        header = (
            f"anec-tune report: target {target.name}, mode {mode.value}, tolerance {tolerance:g}, "
            f"min-speedup {min_speedup:g}, budget {self.budget}, gate {self.gate}, tuner version {TUNER_VERSION}"
        )
        LAST_REPORT = format_report(header, reports, before, after)
        if self.cache is not None and found:
            write_cache(self.cache, found)
        if self.report is not None:
            write_atomically(self.report, LAST_REPORT)


def relabel_programs(module: ModuleOp) -> None:
    """Program labels `p0`, `p1`, ... in program order across the module (each
    function was tuned alone, so each started at `p0`)."""
    programs = [op for op in module.walk() if isinstance(op, ProgramOp)]
    if len({p.label.data for p in programs if p.label is not None}) == len(programs):
        return
    for i, program in enumerate(programs):
        program.label = StringAttr(f"p{i}")

