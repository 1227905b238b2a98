"""Fitting the refined model's parameters to measured latencies.

The objective is the mean absolute log ratio of estimate to measurement
(a relative error that treats over- and under-estimates alike and is not
dominated by the largest latencies). The search is deterministic coordinate
descent in log space: for each free parameter in turn, a golden-section
search on a bracket around its value; brackets shrink each sweep; the search
stops when a sweep improves the objective by less than `tolerance`. No
randomness, no library optimizer: the same rows give the same parameters.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from anec.cost.refined import PARAMETERS, DispatchTerms, LayerTerms, RefinedParams, layer_us, native_attention_us, result_us

_US_PER_S = 1e6

_GOLDEN = (math.sqrt(5) - 1) / 2


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


def log_error(sample: Sample, params: RefinedParams) -> float:
    """|ln(estimate / measured)|."""
    return abs(math.log(sample.latency_us(params) / sample.measured_us))


def objective(samples: Sequence[Sample], params: RefinedParams, prior: RefinedParams | None = None, weight: float = 0.0) -> float:
    """The mean absolute log ratio over `samples`, plus `weight` x the sum of
    squared log ratios of the parameters to `prior` (a weak pull toward the
    SPEC's figures that holds a parameter no row constrains)."""
    data = sum(log_error(s, params) for s in samples) / len(samples)
    if prior is None or not weight:
        return data
    return data + weight * sum(math.log(getattr(params, p) / getattr(prior, p)) ** 2 for p in _positive(prior))


def _positive(prior: RefinedParams) -> list[str]:
    return [f for f in prior.__dataclass_fields__ if getattr(prior, f) > 0]


def relative_errors(samples: Sequence[Sample], params: RefinedParams) -> list[float]:
    """(estimate - measured) / measured of each sample."""
    return [s.latency_us(params) / s.measured_us - 1 for s in samples]


def mdape(errors: Sequence[float]) -> float:
    """Median absolute relative error."""
    return statistics.median(abs(e) for e in errors) if errors else math.nan


@dataclass(frozen=True)
class FitResult:
    params: RefinedParams
    objective: float
    sweeps: int


def fit(
    samples: Sequence[Sample],
    start: RefinedParams,
    free: Sequence[str],
    *,
    span: float = 4.0,
    sweeps: int = 40,
    tolerance: float = 1e-5,
    steps: int = 24,
    prior_weight: float = 0.0,
) -> FitResult:
    """The parameters in `free` that minimize `objective` from `start` (the
    others are held). Each parameter is searched within [v / span, v x span]
    in the first sweep, the bracket narrowing as sweeps progress."""
    if not samples:
        raise ValueError("no rows to fit")
    params = start

    def score(candidate: RefinedParams) -> float:
        return objective(samples, candidate, start, prior_weight)

    best = score(params)
    width = math.log(span)
    done = 0
    for done in range(1, sweeps + 1):
        before = best
        for name in free:
            params, best = _line_search(score, params, name, width, steps, best)
        if before - best < tolerance:
            break
        width = max(width * 0.7, math.log(1.05))
    return FitResult(params, best, done)


def _line_search(
    score: Callable[[RefinedParams], float], params: RefinedParams, name: str, width: float, steps: int, best: float
) -> tuple[RefinedParams, float]:
    value = getattr(params, name)
    if value <= 0:
        value = 1e-3

    def at(log_value: float) -> tuple[float, RefinedParams]:
        candidate = replace(params, **{name: math.exp(log_value)})
        return score(candidate), candidate

    center = math.log(value)
    lo, hi = center - width, center + width
    a, b = hi - _GOLDEN * (hi - lo), lo + _GOLDEN * (hi - lo)
    fa, pa = at(a)
    fb, pb = at(b)
    for _ in range(steps):
        if fa <= fb:
            hi, b, fb, pb = b, a, fa, pa
            a = hi - _GOLDEN * (hi - lo)
            fa, pa = at(a)
        else:
            lo, a, fa, pa = a, b, fb, pb
            b = lo + _GOLDEN * (hi - lo)
            fb, pb = at(b)
    found, candidate = (fa, pa) if fa <= fb else (fb, pb)
    if found < best:
        return candidate, found
    return params, best


def leave_one_out(
    samples: Sequence[Sample],
    groups: Mapping[str, str],
    start: RefinedParams,
    free: Sequence[str],
    fitter: Callable[..., FitResult] = fit,
    **options: float,
) -> dict[str, float]:
    """Each sample's relative error when predicted by a fit without its group
    (`groups[sample.id]`, e.g. its source)."""
    errors: dict[str, float] = {}
    for group in sorted(set(groups[s.id] for s in samples)):
        train = [s for s in samples if groups[s.id] != group]
        test = [s for s in samples if groups[s.id] == group]
        params = fitter(train, start, free, **options).params if train else start
        errors.update(zip((s.id for s in test), relative_errors(test, params)))
    return errors


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
        layer_sample, counts, kinds, flops, scales, mac, expansion = [], [], [], [], [], [], []
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
                expansion.append(layer.weight_expansion)
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
        self.expansion = np.array(expansion, dtype=float)
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
            compute = np.where(self.flops > 0, self.flops / np.where(self.flops > 0, rate * self.scales, 1.0) * _US_PER_S, 0.0)
            at_order = at[self.order_layer]
            kernels = np.where(self.conv, p["conv_weight_gbps"][at], p["weight_gbps"][at])[self.order_layer]
            stream = np.where(self.mac, p["mac_activation_gbps"][at], p["vector_gbps"][at])[self.order_layer]
            order_memory = np.maximum.reduce(
                [
                    self.weights * self.expansion[self.order_layer] / kernels,
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
