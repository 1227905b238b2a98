"""
The accuracy gate of `anec-tune` (docs/tuning.md, "The accuracy gate"): a
candidate runs in the reference interpreter on the function's fixed inputs
(`search.INPUT_SEED`) and its outputs are compared with the reference's:
bit for bit at tolerance 0, else within the tolerance.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.exceptions import InterpretationError

from anec.interpreter import InputError, run
from anec.tuner.space import op_text


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
