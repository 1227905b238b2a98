"""`make fidelity`: fit the refined model on the calibration set and report
how well every mode predicts it (docs/fidelity.md).

    python -m devtools.fidelity [--measurements PATH] [--aneforge build/fidelity/aneforge.json]
                                [--write-params] [--write-doc]

Steps: build every buildable row as IR (`anec.tools.calibration`); fit each
anchor's parameters on its rows from SPEC §2's starting point
(`cost.refined.spec_start`); with `--write-params` store them in
cost/refined.toml (provenance `fitted`, naming the rows); then estimate
every row in `seed` and `refined`, read ANEForge's estimates of the same
rows (written by devtools/aneforge_rows.py in the peer environment), run
leave-one-source-out cross-validation (refit each anchor without one
source's rows, predict them; a native attention row is predicted by the
native term fitted on the other native rows), refit each anchor with its vector terms
derived from the other anchor's fit by each of `TIES` (the cross-chip ties
tried, reported beside the adopted fit), and with `--write-doc` write
docs/fidelity.md.
Fused rows are compiled once with the table's parameters at the start; a
fit that moves the compiler's choices is re-run until the table is stable
(`make fidelity` runs it twice).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from anec.cost.analytic import Mode, estimate_module
from anec.cost.fit import FitResult, fit, leave_one_out, mdape, relative_errors
from anec.cost.refined import (
    NATIVE_ATTENTION,
    PARAMETERS,
    REFINED_TABLE,
    Fitted,
    load_refined,
    median_excess_us,
    params_for,
    prior_weight,
    spec_start,
)
from anec.cost.targets import Target, get_target
from anec.tools.calibration import (
    Row,
    buildable,
    chip_ratios,
    cross_validated,
    derived_native,
    excess_us,
    fit_native_attention,
    fit_table,
    free_parameters,
    load_jsonl,
    median_excess,
    native_start,
    row_module,
    samples,
)

ROOT = Path(__file__).resolve().parents[1]
MEASUREMENTS = ROOT / "data" / "measurements" / "ane_latency.jsonl"
DOC = ROOT / "docs" / "fidelity.md"
WITHIN = 0.17
"""The band of SPEC §3's conformance claim (+-17%)."""

HEADER = """# Parameters of the refined cost model (cost/refined.py, docs/cost-model.md)
# for the two silicon anchors; every other target scales from its anchor by
# SPEC §2's rules. Written by `make fidelity` (python -m devtools.fidelity
# --write-params) from data/measurements/ane_latency.jsonl: `fitted`
# values were fitted on the anchor's `rows` (mean absolute log error plus
# `prior_weight` x the squared log distance from SPEC's figures, cost/fit.py);
# `silicon` values are SPEC §2 measurements, held. The native attention path
# (`native_attention_us`, `native_attention_gbps`) is fitted on the native
# attention rows alone, the anchor's other parameters held, and only where
# such rows exist (h17s); the other anchor's are `derived` from it by SPEC
# §2's scaling (round trip x the dispatch floor ratio, rate x the bandwidth
# ratio), with no row of their own to check them.
"""


VECTOR_TERMS = ("vector_gbps", "vector_gflops", "norm_gflops")

BASES: Mapping[str, tuple[str, ...]] = {
    "cores": ("cores",),
    "model clock": ("model_clock_ghz",),
    "cores x model clock x efficiency": ("cores", "model_clock_ghz", "efficiency"),
    "the table's peak": ("peak_tflops",),
    "the table's bandwidth": ("bandwidth_gbps",),
}
"""What a cross-chip tie may scale by: the product of these target fields (SPEC §2)."""

TIES: tuple[tuple[str, Mapping[str, str]], ...] = (
    (
        "SPEC §2 derivation: streams x cores, rates x cores x model clock x efficiency",
        {
            "vector_gbps": "cores",
            "vector_gflops": "cores x model clock x efficiency",
            "norm_gflops": "cores x model clock x efficiency",
        },
    ),
    ("SPEC §2 bandwidth rule alone: the vector stream x cores (rates fitted)", {"vector_gbps": "cores"}),
    (
        "cost.refined.SCALING: streams x the table's bandwidth, rates x its peak",
        {"vector_gbps": "the table's bandwidth", "vector_gflops": "the table's peak", "norm_gflops": "the table's peak"},
    ),
    ("a cost in cycles per element: every vector term x the model clock", {term: "model clock" for term in VECTOR_TERMS}),
)
"""Cross-chip ties tried for the vector datapath's terms (docs/cost-model.md,
"Where the refined model is still wrong"): each derives a target's vector
terms from another anchor's fit, scaled by a basis of `BASES` (a rate or a
stream proportional to it); the report shows what the rows say of each."""


@dataclass(frozen=True)
class TieResult:
    """One anchor's vector terms derived from another anchor's fit by one tie."""

    target: str
    source: str
    rule: str
    held: Mapping[str, float]
    in_sample: Mapping[str, float]
    cross_validated: Mapping[str, float]


def basis(target: Target, name: str) -> float:
    """`target`'s value of the basis `BASES[name]`."""
    return math.prod(getattr(target, f) for f in BASES[name])


def tie_study(
    anchor_samples: Mapping[str, list], by_anchor: Mapping[str, Sequence[Row]], fits: Mapping[str, FitResult]
) -> list[TieResult]:
    """For each anchor, each other anchor and each tie of `TIES`: the anchor's
    vector terms held at the other's fitted values scaled by the tie, every
    other parameter fitted as usual, in-sample and leave-one-source-out."""
    results = []
    for anchor, anchor_rows in by_anchor.items():
        target = get_target(anchor)
        groups = {r.id: r.source for r in anchor_rows}
        for other in by_anchor:
            if other == anchor:
                continue
            source = get_target(other)
            for rule, bases in TIES:
                held = {p: getattr(fits[other].params, p) * basis(target, b) / basis(source, b) for p, b in bases.items()}
                start = replace(spec_start(target), **held)
                free = [p for p in free_parameters() if p not in held]
                ss = anchor_samples[anchor]
                params = fit(ss, start, free, prior_weight=prior_weight()).params
                in_sample = dict(zip((s.id for s in ss), relative_errors(ss, params)))
                cv = leave_one_out(ss, groups, start, free, prior_weight=prior_weight())
                results.append(TieResult(anchor, other, rule, held, in_sample, cv))
    return results


def vector_rows(anchor_samples: Mapping[str, list]) -> set[str]:
    """Rows whose every layer runs on the vector datapath (vector or norm rate)."""
    return {s.id for ss in anchor_samples.values() for s in ss if all(layer.rate in ("vector", "norm") for layer, _ in s.layers)}


def within(errors: Sequence[float]) -> float:
    return sum(abs(e) <= WITHIN for e in errors) / len(errors) if errors else float("nan")


def fit_anchors(rows: Sequence[Row], anchor_samples: Mapping[str, list]) -> dict[str, FitResult]:
    """Each anchor's parameters but the native attention path's, fitted on its
    rows but the native attention rows."""
    return {
        anchor: fit([s for s in ss if not s.native_calls], spec_start(get_target(anchor)), free_parameters(), prior_weight=prior_weight())
        for anchor, ss in anchor_samples.items()
    }


NATIVE_FIT_NOTE = "fitted on the anchor's native attention rows, every other parameter held at the anchor's fit (docs/cost-model.md, 'The native attention path')"


def native_attention_terms(
    anchor_samples: Mapping[str, list], fits: Mapping[str, FitResult]
) -> tuple[dict[str, FitResult], dict[str, dict[str, Fitted]]]:
    """`fits` with the native attention path's parameters: fitted on an
    anchor's native attention rows where it has some, else derived from the
    first anchor that has (SPEC §2 scaling); and the table entries that say
    which. With no native row anywhere, the table's values stay."""
    fitted = {a: [s for s in ss if s.native_calls] for a, ss in anchor_samples.items()}
    out: dict[str, FitResult] = {}
    entries: dict[str, dict[str, Fitted]] = {}
    for anchor, native in fitted.items():
        if native:
            result = fit_native_attention(native, native_start(fits[anchor].params, anchor))
            stored = {p: round(getattr(result.params, p), 6) for p in NATIVE_ATTENTION}
            out[anchor] = replace(result, params=replace(result.params, **stored))
            rows = tuple(s.id for s in native)
            entries[anchor] = {p: Fitted(v, "fitted", NATIVE_FIT_NOTE, rows) for p, v in stored.items()}
    sources = sorted(out)
    for anchor, result in fits.items():
        if anchor in out:
            continue
        if not sources:
            out[anchor] = FitResult(replace(result.params, **{p: getattr(load_refined()[anchor].values(), p) for p in NATIVE_ATTENTION}), result.objective, result.sweeps)
            continue
        source = sources[0]
        held = derived_native(out[source].params, source, anchor)
        out[anchor] = FitResult(replace(result.params, **held), result.objective, result.sweeps)
        basis = {"native_attention_us": "dispatch floor", "native_attention_gbps": "bandwidth"}
        entries[anchor] = {
            p: Fitted(
                round(v, 6),
                "derived",
                f"no native attention row on {anchor}: {source}'s fitted value x the {basis[p]} ratio {anchor}/{source} of the target table (SPEC §2 scaling, cost.refined.SCALING)",
            )
            for p, v in held.items()
        }
    return {anchor: out[anchor] for anchor in fits}, entries


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="devtools.fidelity")
    parser.add_argument("--measurements", default=str(MEASUREMENTS))
    parser.add_argument("--aneforge", default=str(ROOT / "build" / "fidelity" / "aneforge.json"))
    parser.add_argument("--write-params", action="store_true")
    parser.add_argument("--write-doc", action="store_true")
    args = parser.parse_args(argv)

    rows = load_jsonl(args.measurements)
    built, skipped = buildable(rows)
    anchors = sorted({r.target for r in built})
    by_anchor = {a: [r for r in built if r.target == a] for a in anchors}
    excess, excess_rows = median_excess(rows)
    anchor_samples = {a: samples(rs, median_excess_us=excess) for a, rs in by_anchor.items()}
    main_samples = {a: [s for s in ss if not s.native_calls] for a, ss in anchor_samples.items()}
    fits, native_entries = native_attention_terms(anchor_samples, fit_anchors(built, anchor_samples))
    if args.write_params:
        table = {a: (fits[a].params, [r.id for r in by_anchor[a]], mdape(relative_errors(anchor_samples[a], fits[a].params))) for a in anchors}
        REFINED_TABLE.write_text(fit_table(table, load_refined(), HEADER, prior_weight(), (excess, excess_rows), native_entries))
        load_refined.cache_clear()
        params_for.cache_clear()
        median_excess_us.cache_clear()
        print(f"wrote {REFINED_TABLE.relative_to(ROOT)}")

    # Errors of every mode on every built row: each mode estimates the
    # minimum call, so a median row is compared with the estimate plus the
    # median's excess (the same for every mode).
    errors: dict[str, dict[str, float]] = {"seed": {}, "refined": {}, "cv": {}, "aneforge": {}}
    by_id = {r.id: r for r in rows}
    for row in built:
        module = row_module(row)
        for mode in (Mode.SEED, Mode.REFINED):
            estimate = estimate_module(module, row.target, mode).latency_us + excess_us(row, excess)
            errors[mode.value][row.id] = estimate / row.measured_us - 1
    for anchor in anchors:
        groups = {r.id: r.source for r in by_anchor[anchor]}
        errors["cv"].update(cross_validated(anchor_samples[anchor], groups, anchor, fits[anchor].params, prior_weight()))
    ties = tie_study(main_samples, {a: [r for r in rs if not r.native] for a, rs in by_anchor.items()}, fits)
    peer_version = None
    peer_path = Path(args.aneforge)
    if peer_path.exists():
        peer = json.loads(peer_path.read_text())
        peer_version = peer.get("aneforge_version")
        for rid, entry in peer["rows"].items():
            if "estimate_us" in entry and rid in by_id:
                errors["aneforge"][rid] = (entry["estimate_us"] + excess_us(by_id[rid], excess)) / by_id[rid].measured_us - 1

    text = report(rows, built, skipped, errors, fits, peer_version, (excess, excess_rows), ties, vector_rows(anchor_samples))
    if args.write_doc:
        DOC.write_text(text)
        print(f"wrote {DOC.relative_to(ROOT)}")
    else:
        print(text)
    return 0


def _cells(errors: Mapping[str, float], ids: Sequence[str]) -> str:
    values = [errors[i] for i in ids if i in errors]
    if not values:
        return "- | -"
    return f"{mdape(values):.0%} | {within(values):.0%}"


def report(rows, built, skipped, errors, fits, peer_version, excess, ties=(), vector_ids=frozenset()) -> str:
    groups: dict[tuple[str, str], list[str]] = defaultdict(list)
    for row in built:
        groups[(row.chip, row.family)].append(row.id)
    lines = [
        "# Fidelity: estimates against measured latencies",
        "",
        "Generated by `make fidelity` (`python -m devtools.fidelity --write-params --write-doc`)",
        "from `data/measurements/ane_latency.jsonl`; do not edit.",
        "",
        f"{len(rows)} measured rows; {len(built)} are built as IR (`anec.tools.calibration`: single",
        "ops as one-op graphs, composite norms and `fused_program` rows compiled with",
        f"`anec-compile`); {len(skipped)} are not (reasons below). Cells give the median absolute",
        f"error and the share of rows within +-{WITHIN:.0%}. `refined` is in-sample (fitted on",
        "these rows); `refined CV` predicts each row from a fit without the rows of its",
        "source (leave-one-source-out), the honest figure; the "
        f"{sum(r.native for r in built)} `attention (native)` rows (the engine's native attention path,",
        "an attention dispatched on its own) are predicted by the native term fitted on the other",
        "native rows (leave-one-row-out), their source holding every native row. ANEForge is the peer's",
        f"`aneforge.estimate(out, target=...)`" + (f" (aneforge {peer_version}, devtools/aneforge_rows.py)." if peer_version else " (not run: no build/fidelity/aneforge.json)."),
        "",
        "Every model estimates the minimum warm call; the "
        f"{sum(r.statistic == 'median' for r in built)} built rows that report",
        "the median of their calls are compared, in every column, with the estimate",
        f"plus {excess[0]:.1f} us (`[fit] median_excess_us`), the median of p50 - min over the",
        f"{len(excess[1])} rows whose notes give both (docs/cost-model.md, \"Calls: minimum and median\").",
        "",
        "| chip | op family | rows | seed | seed +-17% | refined | refined +-17% | refined CV | CV +-17% | ANEForge | ANEForge +-17% |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for (chip, family), ids in sorted(groups.items()):
        lines.append(
            f"| {chip} | {family} | {len(ids)} | {_cells(errors['seed'], ids)} | {_cells(errors['refined'], ids)} | "
            f"{_cells(errors['cv'], ids)} | {_cells(errors['aneforge'], ids)} |"
        )
    for chip in sorted({c for c, _ in groups}):
        ids = [i for (c, _), members in groups.items() if c == chip for i in members]
        lines.append(
            f"| **{chip}** | all | {len(ids)} | {_cells(errors['seed'], ids)} | {_cells(errors['refined'], ids)} | "
            f"{_cells(errors['cv'], ids)} | {_cells(errors['aneforge'], ids)} |"
        )
    ids = [r.id for r in built]
    lines.append(
        f"| **all** | all | {len(ids)} | {_cells(errors['seed'], ids)} | {_cells(errors['refined'], ids)} | "
        f"{_cells(errors['cv'], ids)} | {_cells(errors['aneforge'], ids)} |"
    )
    peer_only = sorted(set(errors["aneforge"]) - set(ids))
    lines += [
        "",
        f"ANEForge also estimates {len(peer_only)} rows anec does not build (median |error| "
        + (f"{mdape([errors['aneforge'][i] for i in peer_only]):.0%})." if peer_only else "-)."),
        "",
        "## Fitted parameters",
        "",
        "Each anchor is fitted on its own rows from SPEC §2's starting point (`cost/refined.toml`",
        "holds the values and names the rows); other targets scale from their anchor (docs/cost-model.md).",
        "",
        "| parameter | " + " | ".join(fits) + " |",
        "|---|" + "---:|" * len(fits),
    ]
    for p in PARAMETERS:
        lines.append(f"| `{p}` | " + " | ".join(f"{getattr(f.params, p):.4g}" for f in fits.values()) + " |")
    lines += ties_section(rows, built, errors, ties, vector_ids)
    lines += [
        "",
        "## Your own timings",
        "",
        "`anec-calibrate TIMINGS.csv --target NAME -o my-target.toml` fits a target's parameters to",
        "your measurements and prints the fit and every row's residual; then `--target my-target.toml`",
        "(anec-report) or `target=\"my-target.toml\"` (every pass; quote the path in a pipeline) uses them in the refined mode. The CSV",
        "has a header; `op` and `measured_us` (one call, warm, microseconds) are required; `id`,",
        "`target`, `execution` (`single_dispatch` or `fused_program`; `other` for an attention run as the",
        "native attention path, whose rows fit that path's two parameters), `dtype` and `statistic` (`min`,",
        "the default, or `median`: compared with the estimate plus `[fit] median_excess_us`) are optional;",
        "every other column is a shape field, as in the calibration set (`conv`: k, cin, cout, h, w, stride,",
        "pad, groups, batch, relu; `matmul`/`linear`: m, k, n, batch; `elementwise(relu)`, `softmax`,",
        "`layer_norm`, `rms_norm`, `l2_norm`, `reduction(sum)`: shape written `256x4096`, axis;",
        "`group_norm`: shape, groups; `attention`: seq, heads, head_dim, batch, projections, model_dim,",
        "bias; `conv_stack`: n plus the conv fields). Example:",
        "",
        "```",
        "op,k,cin,cout,h,w,stride,pad,measured_us",
        "conv,3,256,256,28,28,1,1,507",
        "conv,1,512,512,32,32,1,0,444",
        "```",
    ]
    lines += ["", "## Rows not built", "", "| row | op | why |", "|---|---|---|"]
    by_id = {r.id: r for r in rows}
    for rid, why in sorted(skipped.items()):
        lines.append(f"| {rid} | {by_id[rid].op} | {why} |")
    lines += ["", "## Every built row", "", "| row | chip | op | measured us | seed | refined | refined CV | ANEForge |", "|---|---|---|---:|---:|---:|---:|---:|"]
    for row in built:
        cells = " | ".join(f"{errors[k][row.id]:+.0%}" if row.id in errors[k] else "-" for k in ("seed", "refined", "cv", "aneforge"))
        lines.append(f"| {row.id} | {row.chip} | {row.op} | {row.measured_us:g} | {cells} |")
    return "\n".join(lines) + "\n"


def ties_section(rows, built, errors, ties, vector_ids) -> list[str]:
    """What the rows say of deriving one chip's vector terms from another's."""
    chips = sorted({r.chip for r in built})
    target_of = {r.chip: r.target for r in built}
    by_id = {r.id: r for r in rows}
    lines = [
        "",
        "## Cross-chip ties (tried, not adopted)",
        "",
        "Could one chip's vector-datapath terms (`" + "`, `".join(VECTOR_TERMS) + "`) follow from another chip's",
        "fit by a SPEC §2 ratio, as derived targets follow their anchor? The workloads timed on both chips",
        "(`anec.tools.calibration.chip_ratios`, the fastest timing of each) give the ratio directly:",
        "",
    ]
    for i, slow in enumerate(chips):
        for fast in chips[i + 1 :]:
            ratios = chip_ratios(rows, slow, fast)
            slow_t, fast_t = get_target(target_of[slow]), get_target(target_of[fast])
            lines += [f"| {slow} row | op | shape | {slow} us | {slow} / {fast} |", "|---|---|---|---:|---:|"]
            for rid, ratio in sorted(ratios.items(), key=lambda item: (by_id[item[0]].family, item[1])):
                row = by_id[rid]
                shape = "x".join(str(d) for d in row.params.get("shape", ())) or "-"
                lines.append(f"| {rid} | {row.op} | {shape} | {row.measured_us:g} | {ratio:.2f} |")
            lines += [
                "",
                f"The {slow_t.display_name} / {fast_t.display_name} ratios a tie could use: "
                + ", ".join(f"{name} {basis(fast_t, name) / basis(slow_t, name):.2f}" for name in BASES)
                + ".",
            ]
            spread = [ratio for rid, ratio in ratios.items() if rid in vector_ids]
            if spread:
                lines.append(
                    f"The {len(spread)} pairs of vector rows (every layer on the vector datapath) run from "
                    f"{min(spread):.2f} to {max(spread):.2f}."
                )
            lines.append("")
    lines += [
        "Each tie below holds a chip's vector terms at the other anchor's fitted values times the tie's ratio and",
        "fits the rest as usual. Cells: median |error| over the chip's rows in-sample, in leave-one-source-out",
        "cross-validation, and over its vector rows (every layer on the vector datapath) in cross-validation;",
        "the first line of each chip is the adopted model (its vector terms fitted on its own rows).",
        "",
        "| chip | vector terms | held values | in-sample | CV | CV, vector rows |",
        "|---|---|---|---:|---:|---:|",
    ]
    for target in sorted({t.target for t in ties}):
        ids = [r.id for r in built if r.target == target]
        vec = [i for i in ids if i in vector_ids]
        chip = next(r.chip for r in built if r.target == target)
        lines.append(
            f"| {chip} | fitted on its own rows | - | {mdape([errors['refined'][i] for i in ids]):.0%} | "
            f"{mdape([errors['cv'][i] for i in ids]):.0%} | {mdape([errors['cv'][i] for i in vec]):.0%} |"
        )
        for tie in (t for t in ties if t.target == target):
            held = ", ".join(f"`{p}` {v:.3g}" for p, v in tie.held.items())
            lines.append(
                f"| {chip} | from {tie.source}: {tie.rule} | {held} | {mdape(list(tie.in_sample.values())):.0%} | "
                f"{mdape(list(tie.cross_validated.values())):.0%} | {mdape([tie.cross_validated[i] for i in vec]):.0%} |"
            )
    return lines


if __name__ == "__main__":
    raise SystemExit(main())
