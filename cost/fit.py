"""Fitting the refined model's parameters to measured latencies.

The model's parameters on a target are its tier's efficiencies times the
target's basis (`cost.refined.basis`: core count, model clock, efficiency
at that clock). A fit moves the efficiencies of every tier that has rows,
each tier on its own rows (the objective is a sum over the tiers), to
minimize the mean absolute log ratio of estimate to
measurement (a relative error that treats over- and under-estimates alike
and is not dominated by the largest latencies) plus `prior_weight` times
the squared log distance of each efficiency from its start (SPEC §2's
figures), which holds what no row constrains.

The search is scipy's: a robust least-squares pass (`least_squares`, soft-L1
loss on the log ratios, so it approximates the absolute error) brings the
efficiencies near the optimum, then Powell's method (`minimize`) minimizes
the objective itself, which is not smooth (a layer's max(compute, memory)).
Neither draws random numbers: the same rows give the same parameters.
`Batch` evaluates every row under one parameter set per row with numpy, so
each evaluation of the objective over the whole calibration set takes a
fraction of a millisecond.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from anec.cost.refined import PARAMETERS, DispatchTerms, LayerTerms, RefinedParams, layer_us, native_attention_us, result_us

_US_PER_S = 1e6

@dataclass(frozen=True)
class Sample:
    """One measured row as the model sees it: its dispatches, folded into
    distinct layers with their counts (tiles repeat the same layer), which is
    what `cost.refined.latency_us` sums."""

    id: str
    measured_us: float
    dispatches: int
    inputs: int
    layers: tuple[tuple[LayerTerms, int], ...]
    result_bytes: int = 0
    """Result bytes of its dispatches (`DispatchTerms.result_bytes`)."""
    excess_us: float = 0.0
    """What the row's statistic adds to the minimum call the model estimates:
    a median's excess over the minimum (`cost.refined.median_excess_us`), 0
    for a minimum."""
    native_calls: int = 0
    """Its dispatches that are the native attention path (`DispatchTerms.native_bytes`)."""
    native_bytes: int = 0
    """Their operand and result bytes."""

    @staticmethod
    def of(id: str, dispatches: Sequence[DispatchTerms], measured_us: float, excess_us: float = 0.0) -> Sample:
        counts = Counter(layer for d in dispatches for layer in d.layers)
        native = [d.native_bytes for d in dispatches if d.native_bytes is not None]
        return Sample(
            id,
            measured_us,
            len(dispatches),
            sum(d.inputs for d in dispatches),
            tuple(counts.items()),
            sum(d.result_bytes for d in dispatches),
            excess_us,
            len(native),
            sum(native),
        )

    def latency_us(self, params: RefinedParams) -> float:
        """`cost.refined.latency_us` of the row's dispatches, plus the row's
        statistic's excess over the minimum call: what the row measured."""
        work = 0.0
        for layer, count in self.layers:
            compute, memory, _, _ = layer_us(layer, params)
            work += count * max(compute, memory)
        fixed = self.dispatches * params.floor_us + self.inputs * params.input_setup_us + result_us(self.result_bytes, params)
        if self.native_calls:
            fixed += native_attention_us(self.native_calls, self.native_bytes, params)
        return fixed + work + self.excess_us


def relative_errors(samples: Sequence[Sample], params: RefinedParams) -> list[float]:
    """(estimate - measured) / measured of each sample."""
    return [s.latency_us(params) / s.measured_us - 1 for s in samples]


def mdape(errors: Sequence[float]) -> float:
    """Median absolute relative error."""
    return statistics.median(abs(e) for e in errors) if errors else math.nan


# ---------------------------------------------------------------------------
# Many rows at once
# ---------------------------------------------------------------------------

_RATES = ("conv", "matmul", "vector", "norm")


class Batch:
    """Samples as arrays, so that one parameter set per sample is evaluated
    for all of them at once (`latency_us`): what a fit over many rows and
    several targets evaluates thousands of times. Each sample's estimate
    equals `Sample.latency_us` with its parameters (tests/test_refined.py)."""

    def __init__(self, samples: Sequence[Sample]):
        import numpy as np

        self.samples = tuple(samples)
        self.ids = tuple(s.id for s in self.samples)
        layer_sample, counts, kinds, flops, scales, mac, decode, expansion, resident, winograd4 = [], [], [], [], [], [], [], [], [], []
        order_layer, weights, activations = [], [], []
        for index, sample in enumerate(self.samples):
            for layer, count in sample.layers:
                layer_index = len(counts)
                layer_sample.append(index)
                counts.append(count)
                kinds.append(_RATES.index(layer.rate))
                flops.append(layer.flops)
                scales.append(layer.rate_scale)
                mac.append(layer.mac_activations)
                decode.append(PARAMETERS.index(layer.decode) if layer.decode else -1)
                expansion.append(layer.expansion)
                resident.append(layer.resident)
                winograd4.append(layer.winograd4)
                if not layer.orders:
                    raise ValueError(f"{sample.id}: a layer without a loop order")
                for w, a in layer.orders:
                    order_layer.append(layer_index)
                    weights.append(w)
                    activations.append(a)
        self.layer_sample = np.array(layer_sample, dtype=np.int64)
        self.counts = np.array(counts, dtype=float)
        self.kinds = np.array(kinds, dtype=np.int64)
        self.flops = np.array(flops, dtype=float)
        self.scales = np.array(scales, dtype=float)
        self.mac = np.array(mac, dtype=bool)
        self.conv = self.kinds == 0
        self.decode = np.array(decode, dtype=np.int64)
        self.expansion = np.array(expansion, dtype=float)
        self.resident = np.array(resident, dtype=bool)
        self.winograd4 = np.array(winograd4, dtype=bool)
        self.fused = self.resident & (self.kinds <= 1)
        self.order_layer = np.array(order_layer, dtype=np.int64)
        self.order_starts = np.flatnonzero(np.r_[True, np.diff(self.order_layer) != 0]) if order_layer else np.zeros(0, dtype=np.int64)
        self.weights = np.array(weights, dtype=float)
        self.activations = np.array(activations, dtype=float)
        self.dispatches = np.array([s.dispatches for s in self.samples], dtype=float)
        self.inputs = np.array([s.inputs for s in self.samples], dtype=float)
        self.result_bytes = np.array([s.result_bytes for s in self.samples], dtype=float)
        self.native_calls = np.array([s.native_calls for s in self.samples], dtype=float)
        self.native_bytes = np.array([s.native_bytes for s in self.samples], dtype=float)
        self.excess = np.array([s.excess_us for s in self.samples], dtype=float)
        self.measured = np.array([s.measured_us for s in self.samples], dtype=float)

    def __len__(self) -> int:
        return len(self.samples)

    def latency_us(self, params: Any) -> Any:
        """Each sample's estimate; `params` is an array of shape (samples,
        parameters), the parameters in `cost.refined.PARAMETERS` order."""
        import numpy as np

        p = {name: params[:, i] for i, name in enumerate(PARAMETERS)}
        n = len(self.samples)
        if len(self.counts):
            at = self.layer_sample
            rate = np.select(
                [self.kinds == i for i in range(len(_RATES))],
                [p["conv_tflops"][at] * 1e12, p["matmul_tflops"][at] * 1e12, p["vector_gflops"][at] * 1e9, p["norm_gflops"][at] * 1e9],
            )
            rate = np.where(self.fused, p["fused_tflops"][at] * 1e12, rate)
            rate = np.where(self.winograd4, rate * p["winograd4_ratio"][at], rate)
            compute = np.where(self.flops > 0, self.flops / np.where(self.flops > 0, rate * self.scales, 1.0) * _US_PER_S, 0.0)
            at_order = at[self.order_layer]
            kernels = np.where(self.resident, p["fused_weight_gbps"][at], np.where(self.conv, p["conv_weight_gbps"][at], p["weight_gbps"][at]))[self.order_layer]
            stream = np.where(self.mac, p["mac_activation_gbps"][at], p["vector_gbps"][at])[self.order_layer]
            decoded = self.decode >= 0
            decode_rate = np.where(decoded, params[at, np.maximum(self.decode, 0)], 1.0)[self.order_layer] * kernels
            order_memory = np.maximum.reduce(
                [
                    self.weights / kernels,
                    np.where(decoded[self.order_layer], self.weights * self.expansion[self.order_layer] / decode_rate, 0.0),
                    self.activations / stream,
                    (self.weights + self.activations) / p["dram_gbps"][at_order],
                ]
            ) / 1e9 * _US_PER_S
            memory = np.minimum.reduceat(order_memory, self.order_starts)
            work = np.bincount(at, weights=np.maximum(compute, memory) * self.counts, minlength=n)
        else:
            work = np.zeros(n)
        fixed = self.dispatches * p["floor_us"] + self.inputs * p["input_setup_us"] + self.result_bytes / p["result_gbps"] / 1e9 * _US_PER_S
        native = self.native_calls * p["native_attention_us"] + self.native_bytes / p["native_attention_gbps"] / 1e9 * _US_PER_S
        return fixed + np.where(self.native_calls > 0, native, 0.0) + work + self.excess


    def subset(self, keep: Sequence[bool]) -> Batch:
        """The samples where `keep` is true, as a batch."""
        return Batch([s for s, k in zip(self.samples, keep) if k])


# ---------------------------------------------------------------------------
# The fit
# ---------------------------------------------------------------------------

SEARCH_FLOOR = 1e-3
"""Where a parameter whose start is 0 (the per-input setup, SPEC §3 gives no
figure) starts the search, in its own unit: a log-space search needs a
positive start; 1e-3 us is far below anything a row resolves."""

LEAST_SQUARES_SCALE = 0.05
"""The soft-L1 loss's scale of the warm-start pass, in log ratio: residuals
beyond ~5% count about linearly, as in the absolute error minimized after."""


DEPENDENCE = 4.0
"""A group's samples depend on a parameter when dividing or multiplying it
by this factor, from its start, changes any of their estimates: a term that
binds within a factor of 4 of SPEC's figure. A parameter none of a group's
samples depend on only follows the prior, which holds it at its start: the
group's rows say nothing about it (`GroupFit.depends`)."""


POWELL = {"xtol": 1e-3, "ftol": 1e-6, "maxfev": 200_000}
"""Powell's stopping rule: efficiencies settled to 0.1% in log, the objective
to 1e-6. On the calibration set a tighter rule (1e-4, 1e-8) takes 2.5x as
long and ends no lower (mean absolute log error 0.1283 against 0.1273)."""


@dataclass(frozen=True)
class GroupFit:
    """Fitted efficiencies of each group (a tier, or one calibrated target),
    per parameter, and the objective reached."""

    efficiencies: Mapping[str, Mapping[str, float]]
    objective: float
    evaluations: int
    depends: Mapping[str, tuple[str, ...]]
    """Per group, the free parameters its samples depend on (`DEPENDENCE`)
    and separate from the rate they scale (`RATIO_BASE`); the others stay at
    `start`."""


def fit_groups(
    batch: Batch,
    groups: Sequence[str],
    bases: Any,
    start: Mapping[str, Mapping[str, float]],
    free: Sequence[str],
    prior_weight: float = 0.0,
) -> GroupFit:
    """The efficiencies that minimize the objective (module docstring): sample
    i's parameters are `start`-like efficiencies of `groups[i]` times
    `bases[i]` (an array of shape (samples, parameters), `PARAMETERS`
    order). The `free` parameters of every group that has samples move;
    the rest, and every group without samples, stay at `start`.

    The objective is a sum over the groups (each row's error depends on its
    own group's efficiencies alone, and each group's pull toward its start
    is weighted by its share of the rows), so its minimum is each group's
    own: every group is searched on its own rows (`_fit_group`), which
    finds that minimum more reliably than one search over every group's
    efficiencies at once and leaves a group's fit untouched by another's
    rows or start. `objective` is the sum's value at the result."""
    import numpy as np

    if not len(batch):
        raise ValueError("no rows to fit")
    bases = np.asarray(bases, dtype=float)
    fitted, depends = {}, {}
    objective, evaluations = 0.0, 0
    for group in sorted(set(groups)):
        keep = np.array([g == group for g in groups])
        share = float(np.mean(keep))
        efficiencies, value, count, needed = _fit_group(batch.subset(keep), bases[keep], start[group], free, prior_weight)
        fitted[group], depends[group] = efficiencies, needed
        objective += share * value
        evaluations += count
    return GroupFit(fitted, objective, evaluations, depends)


def _fit_group(batch: Batch, bases: Any, start: Mapping[str, float], free: Sequence[str], prior_weight: float) -> tuple[dict[str, float], float, int, tuple[str, ...]]:
    """One group's fit (`fit_groups`): its efficiencies, its objective (mean
    absolute log ratio over its rows plus `prior_weight` x the squared log
    distance of its free efficiencies from `start`), the evaluations it took
    and the parameters its rows depend on."""
    import numpy as np
    from scipy.optimize import least_squares, minimize

    x0 = np.log(np.array([max(start[p], SEARCH_FLOOR) for p in PARAMETERS]))
    depends = _dependent(batch, np.exp(x0) * bases, free)
    held = _inseparable(batch, np.exp(x0) * bases, depends)
    depends = tuple(p for p in depends if p not in held)
    free_index = [PARAMETERS.index(p) for p in free]
    held_index = [PARAMETERS.index(p) for p in held]
    pulled = [i for i in free_index if start[PARAMETERS[i]] > 0]

    def efficiencies(v: Any) -> Any:
        table = x0.copy()
        table[free_index] = v
        table[held_index] = x0[held_index]
        return table

    def log_ratios(v: Any) -> Any:
        return np.log(batch.latency_us(np.exp(efficiencies(v)) * bases) / batch.measured)

    def prior(v: Any) -> Any:
        return efficiencies(v)[pulled] - x0[pulled]

    def objective(v: Any) -> float:
        return float(np.mean(np.abs(log_ratios(v)))) + prior_weight * float(np.sum(prior(v) ** 2))

    v = x0[free_index]
    evaluations = 0
    if free_index:
        scale = math.sqrt(2 * len(batch) * prior_weight / LEAST_SQUARES_SCALE)
        warm = least_squares(lambda v: np.concatenate([log_ratios(v), scale * prior(v)]), v, loss="soft_l1", f_scale=LEAST_SQUARES_SCALE, method="trf")
        polished = minimize(objective, warm.x, method="Powell", options=POWELL)
        v, evaluations = polished.x, warm.nfev + polished.nfev
    table = np.exp(efficiencies(v))
    fitted = {p: float(table[i]) if p in free else start[p] for i, p in enumerate(PARAMETERS)}
    return fitted, objective(v), evaluations, depends


RATIO_BASE = {"winograd4_ratio": "conv_tflops"}
"""A parameter that scales another's rate on some of the layers that rate
times (`cost.refined.RefinedParams.winograd4_ratio`: the convolutions in
F(4x4, 3x3) form), and that rate. A group's rows separate the two only where
one of them depends on the rate without the ratio (a direct or F(2x2, 3x3)
convolution); where every row that depends on the rate also depends on the
ratio, the fit could trade one for the other at no cost to the rows, and the
ratio is held at its start (`_inseparable`)."""


def _inseparable(batch: Batch, params: Any, depends: Sequence[str]) -> tuple[str, ...]:
    """The ratios of `RATIO_BASE` that `depends` (the parameters some of
    `batch`'s rows depend on) holds but no row separates from their rate:
    every row that depends on the rate depends on the ratio too."""
    import numpy as np

    base = batch.latency_us(params)
    return tuple(
        ratio
        for ratio, rate in RATIO_BASE.items()
        if ratio in depends and not np.any(_moved(batch, base, params, rate) & ~_moved(batch, base, params, ratio))
    )


def _dependent(batch: Batch, params: Any, free: Sequence[str]) -> tuple[str, ...]:
    """The `free` parameters that some of `batch`'s rows (with `params`, an
    array of shape (rows, parameters)) depend on (`DEPENDENCE`)."""
    base = batch.latency_us(params)
    return tuple(name for name in free if _moved(batch, base, params, name).any())


def _moved(sub: Batch, base: Any, params: Any, name: str) -> Any:
    """Per sample of `sub` (estimated `base` under `params`), whether dividing
    or multiplying the parameter `name` by `DEPENDENCE` changes its estimate."""
    import numpy as np

    i = PARAMETERS.index(name)
    moved = np.zeros(len(sub), dtype=bool)
    for factor in (1 / DEPENDENCE, DEPENDENCE):
        changed = params.copy()
        changed[:, i] *= factor
        moved |= np.abs(sub.latency_us(changed) / base - 1) > 1e-9
    return moved
