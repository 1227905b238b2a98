"""Choose the probe kit of `anec-calibrate --probes` (docs/calibration.md).

    python -m devtools.probe_kit [--write]

The kit is the smallest set of workloads whose timings identify every refined
parameter a calibration fits: on each target of `TARGETS`, the sensitivities
of the kit's estimates to the parameters (d log latency / d log parameter,
at the table's parameters) have full rank. Candidates are the distinct
workloads of the calibration set (`data/measurements/`) of the kit's op
families (`anec.calibration.probes.KIT_FAMILIES`) that `anec.calibration.rows`
builds as one dispatch or one fused program, so that every chip with rows
has measured the kit's workloads or close ones.
Greedy: repeatedly add the candidate that raises the rank most, ties
broken by the information it adds (D-optimal design: log det of the
sensitivities' Gram matrix), until the rank is full; then drop every
workload the rank does not need. With `--write`, store the kit in calibration/probes.toml.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path

from anec.cost.refined import NATIVE_ATTENTION, PARAMETERS, params_for
from anec.cost.targets import get_target
from anec.calibration.rows import EXECUTIONS, FIXED, Row, buildable, load_jsonl, samples
from anec.calibration.probes import KIT_FAMILIES

ROOT = Path(__file__).resolve().parent.parent
MEASUREMENTS = ROOT / "data" / "measurements"
KIT = ROOT / "calibration" / "probes.toml"

TARGETS = ("h13", "h16g", "h17s")
"""The targets of the chips with operator rows (M1 and M1 Max, M4, M5 Pro):
the kit must identify every parameter on each."""

MAX_MODEL_BYTES = 40 * 2**20
"""The largest probe model, in weight bytes: a kit is downloaded to a Mac and
each probe written twice (Core ML and ONNX), so a 8192x8192 fp16 GEMM (128
MiB) is left to smaller workloads of its kind (a 4096x4096 one, 32 MiB)."""

STEP = 1.05
"""The relative step of the sensitivities' finite differences."""

TOLERANCE = 1e-3
"""A singular value of the sensitivities below this (relative to the largest)
is a direction the kit does not identify."""


def identified() -> tuple[str, ...]:
    """The parameters the kit identifies: all a calibration fits but the
    native attention path's, which no Core ML model times (`KIT_FAMILIES`)."""
    return tuple(p for p in PARAMETERS if p not in FIXED and p not in NATIVE_ATTENTION)


def workload(row: Row) -> tuple[str, str, str, str]:
    return (row.op, row.execution, row.dtype, json.dumps(dict(row.params), sort_keys=True))


def candidates() -> list[Row]:
    """One row per distinct workload of the calibration set that is built as
    one dispatch or one fused program (not a network, not a segmented plan)."""
    rows = [r for name in ("ane_latency.jsonl", "ane_latency_more_chips.jsonl") for r in load_jsonl(MEASUREMENTS / name)]
    rows = [r for r in rows if r.op.split("(")[0] in KIT_FAMILIES and r.execution in EXECUTIONS]
    built, _ = buildable(rows)
    seen: dict[tuple[str, str, str, str], Row] = {}
    for row in built:
        if weight_bytes(row) > MAX_MODEL_BYTES:
            continue
        seen.setdefault(workload(row), row)
    return sorted(seen.values(), key=lambda r: r.id)


def weight_bytes(row: Row) -> int:
    """The bytes of a row's constant weights at fp16 (an upper bound for compressed ones)."""
    p = row.params
    if row.op in ("linear", "matmul"):
        return 2 * p["k"] * p["n"]
    if row.op in ("conv", "conv_stack"):
        return 2 * p["cout"] * p["cin"] // p.get("groups", 1) * p["k"] ** 2 * p.get("n", 1)
    if row.op == "attention" and p.get("projections"):
        return 2 * 4 * p["model_dim"] ** 2
    return 0


def sensitivities(rows: Sequence[Row], target: str, names: Sequence[str]):
    """d log latency / d log parameter of each row on `target`."""
    import numpy as np
    from dataclasses import replace

    base = params_for(get_target(target))
    built = samples(rows, target, median_excess_us=0.0)
    out = np.zeros((len(rows), len(names)))
    for i, sample in enumerate(built):
        latency = sample.latency_us(base)
        for j, name in enumerate(names):
            moved = replace(base, **{name: getattr(base, name) * STEP})
            out[i, j] = (np.log(sample.latency_us(moved)) - np.log(latency)) / np.log(STEP)
    return out


def rank(matrix) -> int:
    import numpy as np

    if not len(matrix):
        return 0
    values = np.linalg.svd(matrix, compute_uv=False)
    return int(np.sum(values > TOLERANCE * max(values[0], 1e-12)))


def choose(rows: Sequence[Row], jacobians: Sequence, names: Sequence[str]) -> list[int]:
    import numpy as np

    stacked = [np.asarray(j) for j in jacobians]
    full = [rank(j) for j in stacked]
    chosen: list[int] = []

    def ranks(indices: Sequence[int]) -> list[int]:
        return [rank(j[list(indices)]) for j in stacked]

    def information(indices: Sequence[int]) -> float:
        """log det of each target's information matrix (D-optimal design),
        regularized by `TOLERANCE`: larger when the workloads pin the
        parameters more tightly."""
        total = 0.0
        for j in stacked:
            sub = j[list(indices)]
            total += float(np.linalg.slogdet(sub.T @ sub + TOLERANCE * np.eye(sub.shape[1]))[1])
        return total

    while ranks(chosen) != full:
        current = ranks(chosen)
        best, best_key = None, None
        for i in range(len(rows)):
            if i in chosen:
                continue
            gain = sum(ranks([*chosen, i])) - sum(current)
            if gain <= 0:
                continue
            key = (gain, information([*chosen, i]), -i)
            if best_key is None or key > best_key:
                best, best_key = i, key
        if best is None:
            break
        chosen.append(best)
    for i in sorted(chosen, reverse=True):
        rest = [c for c in chosen if c != i]
        if ranks(rest) == full:
            chosen = rest
    return sorted(chosen, key=lambda i: rows[i].id)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="devtools.probe_kit")
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args(argv)
    rows = candidates()
    names = identified()
    jacobians = [sensitivities(rows, t, names) for t in TARGETS]
    chosen = choose(rows, jacobians, names)
    for t, j in zip(TARGETS, jacobians):
        print(f"{t}: rank {rank(j[chosen])} of {len(names)} parameters (all candidates: {rank(j)})")
    lines = [HEADER.rstrip()]
    for t, j in zip(TARGETS, jacobians):
        missing = unidentified(j, chosen, names)
        lines.append(f"# {t}: rank {rank(j[chosen])} of {len(names)}" + (f"; no workload of the calibration set identifies {', '.join(missing)} there" if missing else ""))
    for number, i in enumerate(chosen):
        r = rows[i]
        slug = r.op.replace("(", "-").rstrip(")").replace("_", "-")
        pins = [n for n in sorted(names, key=lambda n: -max(abs(j[i][names.index(n)]) for j in jacobians)) if max(abs(j[i][names.index(n)]) for j in jacobians) >= PIN][:3]
        params = ", ".join(f"{k} = {json.dumps(v)}" for k, v in sorted(r.params.items()))
        lines += [
            "",
            "[[probe]]",
            f'id = "p{number:02d}-{slug}"',
            f'op = "{r.op}"',
            f'execution = "{r.execution}"',
            f'dtype = "{r.dtype}"',
            f"params = {{ {params} }}",
            f'source = "{r.id}"',
            f"pins = {json.dumps(pins)}",
        ]
    text = "\n".join(lines) + "\n"
    if args.write:
        KIT.write_text(text)
        print(f"wrote {KIT.relative_to(ROOT)}")
    else:
        print(text)
    return 0


PIN = 0.05
"""A probe pins a parameter when its estimate moves by at least this share of
a change in the parameter (d log latency / d log parameter), on some target."""

HEADER = """
# The probe kit of `anec-calibrate --probes` (anec.calibration.probes, docs/calibration.md).
# Written by `python -m devtools.probe_kit --write`; do not edit. Each probe is a
# workload of the calibration set (`source`, its row); `pins` are the parameters
# its estimate is most sensitive to. Together the probes' sensitivities to the
# parameters have the rank that every workload of the calibration set has, on
# each target below.
"""


def unidentified(jacobian, chosen, names) -> list[str]:
    """What every workload together leaves unidentified: for each direction of
    parameter space that no workload's estimate moves along (a right singular
    vector of the sensitivities with a singular value below `TOLERANCE`), the
    parameters it is made of, joined by '+' (one name: a term that never
    binds there; several: a combination no workload separates)."""
    import numpy as np

    _, values, vt = np.linalg.svd(jacobian)
    values = np.concatenate([values, np.zeros(len(names) - len(values))])
    out = []
    for k in np.flatnonzero(values < TOLERANCE * max(values[0], 1e-12)):
        direction = vt[k]
        out.append(" + ".join(n for n, w in zip(names, direction) if abs(w) > 0.3))
    return out


if __name__ == "__main__":
    raise SystemExit(main())
