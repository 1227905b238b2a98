"""The refined model's terms and its fitted parameters (docs/cost-model.md).

The refined mode keeps the seed's three stages (SPEC §3) and replaces the
seed's two fitted numbers (one peak, one bandwidth) by one parameter per
physical effect, each a SPEC fact or fitted on named rows of the calibration
set (`cost/refined.toml`, `make fidelity`):

* a multiply-array rate per datapath use: convolutions (`conv_tflops`) and
  matrix products (`matmul_tflops`, also attention), scaled by the active
  cores of the output-channel groups (SPEC §5), Winograd's multiply
  reduction (SPEC §5), with a rate ratio of its own for the F(4x4, 3x3)
  form (`winograd4_ratio`), and the double-int8 rate (SPEC §2);
* the vector datapath's rate (`vector_gflops`) for elementwise work,
  softmax, reductions and pooling, and on layer normalization
  (`norm_gflops`);
* the bandwidth regimes of SPEC §2: the weight stream (`weight_gbps`), the
  kernel stream of convolutions (`conv_weight_gbps`) and of resident layers
  inside programs (`fused_weight_gbps`, beside their rate `fused_tflops`),
  the activation streams of multiply-array ops (`mac_activation_gbps`) and
  of vector and movement ops (`vector_gbps`), all under the DRAM ceiling
  (`dram_gbps`, a SPEC fact on M1);
* compressed weights (int8, palettized, sparse, block-scaled), which cross
  DRAM and the weight stream as stored and are expanded on the way to the
  multiply at a ratio of the stream's rate of their format's own
  (`*_decode_ratio`);
* the dispatch floor (`floor_us`) and the fixed per-input transfer setup of
  SPEC §3 (`input_setup_us`, per tensor a dispatch reads from DRAM), and the
  transfer of a dispatch's results (`result_gbps`);
* the engine's native attention path: an `anec.attention` dispatched on its
  own (not inside a program) is a separate native sub-program behind a host
  round trip, which costs what its dispatch costs plus a fixed round trip
  (`native_attention_us`) and its operands' bytes over the host link
  (`native_attention_gbps`).

A layer's work is max(compute, memory) (SPEC §3's roofline); a program pays
one floor, one setup per tensor it reads, and the sum of its layers' work.
A target's parameters are its tier's efficiencies times its basis (`[basis]`:
cores, model clock, efficiency at the clock); the tiers with rows are fitted
at once, the others interpolated in generation (docs/cost-model.md, "Every
chip"). `LayerTerms` are what the model needs of a layer; they do not depend
on the parameters, so a fit evaluates the model without rebuilding IR.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields, replace
from functools import cache
from pathlib import Path
from typing import Any

from anec.cost.targets import Target, TargetTableError, get_target, read_toml

REFINED_TABLE = Path(__file__).with_name("refined.toml")

_US_PER_S = 1e6


@dataclass(frozen=True)
class RefinedParams:
    """The refined model's parameters for one target."""

    floor_us: float
    """Fixed cost of one dispatch (SPEC §2, §3)."""
    input_setup_us: float
    """Fixed transfer setup per tensor a dispatch reads from DRAM (SPEC §3)."""
    conv_tflops: float
    """Multiply-array rate of convolutions and deconvolutions, all cores active."""
    matmul_tflops: float
    """Multiply-array rate of matrix products and attention, all cores active."""
    fused_tflops: float
    """Multiply-array rate of a layer whose activations are all on chip (a
    layer of a program past its first, reading only what earlier layers of
    the program left resident): SPEC §2's fused steady state (8.1 TFLOP/s on
    M1, activations under the working set, against the 1.8 TFLOP/s
    end-to-end ceiling of one convolution dispatched alone)."""
    vector_gflops: float
    """The vector datapath's rate (elementwise, softmax, reduction, pooling)."""
    norm_gflops: float
    """The vector datapath's rate on layer normalization (mean, variance and
    scale are dependent passes over the normalized axes)."""
    weight_gbps: float
    """The weight stream of matrix products (SPEC §2: the one-row large matmul)."""
    conv_weight_gbps: float
    """The kernel stream of convolutions, a separate regime: on M1 the 1x1
    C2048 layer moves its 8.4 MB of kernels at ~10 GB/s where the GEMV's
    weights stream at ~58 GB/s."""
    fused_weight_gbps: float
    """The kernel stream of a layer whose activations are all on chip: the
    engine fetches its weights while earlier layers of the program compute,
    so they stream at the steady rate of the weight DMA rather than the
    first-touch rate of a layer dispatched alone (`conv_weight_gbps`)."""
    int8_decode_ratio: float
    """The engine's expansion of int8 and uint8 weights (off the double-int8
    path) to the multiply's float width, in expanded bytes per byte the
    layer's weight stream moves in the same time: they cross DRAM as stored
    and are dequantized on the way to the multiply (SPEC §7: "fewer bytes,
    same cycles")."""
    palette_decode_ratio: float
    """The expansion of palettized weights (SPEC §5: indices looked up in the
    palette on the way to the multiply), as a ratio to the weight stream."""
    sparse_decode_ratio: float
    """The expansion of sparse weights (SPEC §5: nonzero values and their
    mask scattered back to dense rows), as a ratio to the weight stream."""
    blocked_decode_ratio: float
    """The expansion of block-scaled integer weights (one scale per block of
    consecutive elements), as a ratio to the weight stream."""
    winograd4_ratio: float
    """The multiply array's rate on a convolution in Winograd's F(4x4, 3x3)
    form, as a ratio of its rate on the direct form, after the form's 4x
    multiply reduction (SPEC §5): each 4x4 output tile accumulates a 6x6
    transformed tile, 36 products per output channel against F(2x2, 3x3)'s
    16, in the 8-deep accumulator file of each core (SPEC §5), so fewer
    output channels are in flight than the reduction alone assumes
    (docs/cost-model.md, "Winograd's larger tile")."""
    mac_activation_gbps: float
    """Activations of multiply-array ops (SPEC §2's broad-shape regime)."""
    vector_gbps: float
    """Activations of vector and movement ops (SPEC §2's standalone activation stream)."""
    dram_gbps: float
    """All streams together, at the memory controller (SPEC §2)."""
    result_gbps: float
    """A dispatch's result transfer: the bytes of the results it hands back,
    moved once the engine's work is done, not overlapped with it (SPEC §1:
    the floor's operand transfer; SPEC §2: a fused dispatch with 1 MB of
    operands in and out costs 0.76 ms against the 0.23 ms floor)."""
    native_attention_us: float
    """The host round trip of the native attention path, per call: an
    attention dispatched on its own runs as a separate native sub-program
    (SPEC §1: a dispatch's floor includes a firmware round trip; this is the
    second, host-side one of the graph cut)."""
    native_attention_gbps: float
    """The rate at which the native attention path moves its operands (query,
    key, value, mask and output) across the host round trip."""


PARAMETERS: tuple[str, ...] = tuple(f.name for f in fields(RefinedParams))

NATIVE_ATTENTION: tuple[str, ...] = ("native_attention_us", "native_attention_gbps")
"""The native attention path's parameters: fitted on the native attention
rows alone, every other parameter held at the fit on the rest
(`anec.calibration.rows.fit_tiers`); a tier without such rows interpolates
them."""

BASIS_FIELDS: tuple[str, ...] = ("cores", "model_clock_ghz", "efficiency", "memory_gbps")
"""The target quantities a parameter may be proportional to (a power of),
from one target to another (`[basis]` in `cost/refined.toml`): the engine's
core count, its model clock (SPEC §2/§3: ~0.8 x the highest DVFS frequency),
its efficiency at that clock (SPEC §2's frequency curve), and the memory
bandwidth of the SoC around it (`Target.memory_gbps`: the vendor's figure of
the chip it was named by, else of the chip its name stands for)."""


@dataclass(frozen=True)
class Fitted:
    """One stored parameter value with its provenance."""

    value: float
    provenance: str
    """`fitted` (on `rows`), `silicon` (a SPEC measurement) or `derived`."""
    note: str = ""
    rows: tuple[str, ...] = ()


@dataclass(frozen=True)
class AnchorFit:
    """The stored parameters of one anchor target, and the fit's summary."""

    target: str
    params: Mapping[str, Fitted]
    rows: tuple[str, ...] = ()
    """The calibration rows the fit used."""
    in_sample_mdape: float | None = None

    def values(self) -> RefinedParams:
        return RefinedParams(**{name: self.params[name].value for name in PARAMETERS})


# ---------------------------------------------------------------------------
# The table
# ---------------------------------------------------------------------------


VALUE_RANGE = (1e-6, 1e9)
"""What a stored parameter may be, in its unit (us, TFLOP/s, GFLOP/s, GB/s):
a rate of 0 divides by zero, and values beyond this range are no chip's
(the calibration set spans 1e-4 to 1e3) and let estimates overflow, which
JSON cannot carry. A file outside it is refused at load, naming the key."""

MAY_BE_ZERO = frozenset({"input_setup_us"})
"""Parameters that may be 0: a fixed cost no row needs (SPEC §3 gives the
per-input setup no figure)."""


@dataclass(frozen=True)
class Basis:
    """What one parameter is proportional to from one target to another: the
    product of target quantities (`BASIS_FIELDS`) raised to `exponents`."""

    exponents: Mapping[str, float]
    note: str

    def value(self, target: Target) -> float:
        return math.prod(getattr(target, name) ** power for name, power in self.exponents.items())


@dataclass(frozen=True)
class Table:
    """`cost/refined.toml`: each parameter's basis, each tier's generation
    number, and each tier's parameters on its reference target."""

    basis: Mapping[str, Basis]
    generations: Mapping[str, float]
    tiers: Mapping[str, AnchorFit]


def parse_refined_table(body: Mapping[str, Any], where: str, defaults: Mapping[str, Fitted] | None = None) -> dict[str, AnchorFit]:
    """`[anchors.NAME]` tables of a calibration file (anec-calibrate): the
    parameters of the target NAME; strict keys. A parameter missing from an
    anchor takes its entry in `defaults` if there is one, else is an error."""
    anchors = body.get("anchors")
    if not isinstance(anchors, dict) or not anchors:
        raise TargetTableError(f"{where}: needs an [anchors.TARGET] table of parameters")
    unknown = set(body) - {"anchors", "calibration", "fit"}
    if unknown:
        raise TargetTableError(f"{where}: unknown table(s) {', '.join(sorted(unknown))}; expected anchors, calibration, fit")
    return {name: _parse_anchor(f"{where}: anchors.{name}", name, entry, defaults or {}) for name, entry in anchors.items()}


def _parse_anchor(where: str, name: str, entry: Any, defaults: Mapping[str, Fitted], extra: frozenset[str] = frozenset()) -> AnchorFit:
    if not isinstance(entry, dict):
        raise TargetTableError(f"{where}: must be a table")
    allowed = {*PARAMETERS, "rows", "in_sample_mdape", *extra}
    unknown = set(entry) - allowed
    if unknown:
        raise TargetTableError(f"{where}: unknown key(s) {', '.join(sorted(unknown))}; expected {', '.join(PARAMETERS)}, rows, in_sample_mdape")
    missing = [p for p in PARAMETERS if p not in entry and p not in defaults]
    if missing:
        raise TargetTableError(f"{where}: missing parameter(s) {', '.join(missing)}")
    params = {p: _parse_fitted(f"{where}.{p}", entry[p]) if p in entry else defaults[p] for p in PARAMETERS}
    rows = tuple(entry.get("rows", ()))
    for p, fitted in params.items():
        unknown_rows = set(fitted.rows) - set(rows)
        if unknown_rows:
            raise TargetTableError(f"{where}.{p}: rows {sorted(unknown_rows)[:3]} are not among the anchor's rows")
    mdape = entry.get("in_sample_mdape")
    return AnchorFit(name, params, rows, float(mdape) if mdape is not None else None)


def _parse_fitted(where: str, entry: Any) -> Fitted:
    if not isinstance(entry, dict) or "value" not in entry or "provenance" not in entry:
        raise TargetTableError(f"{where}: expected {{ value = ..., provenance = ... }}")
    unknown = set(entry) - {"value", "provenance", "note", "rows"}
    if unknown:
        raise TargetTableError(f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
    value = entry["value"]
    name = where.rsplit(".", 1)[-1]
    low = 0.0 if name in MAY_BE_ZERO else VALUE_RANGE[0]
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value) or not low <= value <= VALUE_RANGE[1]:
        legal = f"{'0' if low == 0 else f'{VALUE_RANGE[0]:g}'} to {VALUE_RANGE[1]:g}"
        raise TargetTableError(f"{where}: value must be a number from {legal} (in the parameter's unit), got {value!r}")
    provenance = entry["provenance"]
    if provenance not in ("fitted", "silicon", "derived"):
        raise TargetTableError(f"{where}: provenance '{provenance}'; expected fitted, silicon or derived")
    return Fitted(float(value), provenance, str(entry.get("note", "")), tuple(entry.get("rows", ())))


def _parse_table(body: Mapping[str, Any], where: str) -> Table:
    unknown = set(body) - {"fit", "basis", "generations", "tiers"}
    if unknown:
        raise TargetTableError(f"{where}: unknown table(s) {', '.join(sorted(unknown))}; expected fit, basis, generations, tiers")
    basis_body = body.get("basis")
    if not isinstance(basis_body, dict) or set(basis_body) != set(PARAMETERS):
        raise TargetTableError(f"{where}: [basis] must give every parameter ({', '.join(PARAMETERS)})")
    basis = {}
    for name in PARAMETERS:
        entry = basis_body[name]
        exponents = entry.get("exponents") if isinstance(entry, dict) else None
        if not isinstance(exponents, dict) or set(exponents) - set(BASIS_FIELDS) or not all(isinstance(v, int | float) and not isinstance(v, bool) for v in exponents.values()):
            raise TargetTableError(f"{where}: basis.{name}: expected {{ exponents = {{ FIELD = POWER, ... }}, note = ... }} over {', '.join(BASIS_FIELDS)}")
        basis[name] = Basis({k: float(v) for k, v in exponents.items()}, str(entry.get("note", "")))
    generations_body = body.get("generations")
    if not isinstance(generations_body, dict) or not generations_body:
        raise TargetTableError(f"{where}: needs a [generations] table (tier = {{ value = N, note = ... }})")
    generations = {}
    for tier, entry in generations_body.items():
        value = entry.get("value") if isinstance(entry, dict) else None
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise TargetTableError(f"{where}: generations.{tier}: expected {{ value = N, note = ... }}")
        generations[tier] = float(value)
    tiers_body = body.get("tiers")
    if not isinstance(tiers_body, dict) or not tiers_body:
        raise TargetTableError(f"{where}: needs [tiers.TIER] tables of parameters")
    tiers = {}
    for tier, entry in tiers_body.items():
        reference = entry.get("reference") if isinstance(entry, dict) else None
        if not isinstance(reference, str):
            raise TargetTableError(f"{where}: tiers.{tier}: needs reference = \"TARGET\", the target its values are of")
        fit = _parse_anchor(f"{where}: tiers.{tier}", reference, entry, {}, frozenset({"reference"}))
        if get_target(reference).tier != tier:
            raise TargetTableError(f"{where}: tiers.{tier}: reference {reference} is of tier {get_target(reference).tier}")
        tiers[tier] = fit
    return Table(basis, generations, tiers)


def _fit_entry(name: str, path: Path | str | None) -> Fitted:
    path = Path(path) if path is not None else REFINED_TABLE
    entry = read_toml(path, "refined parameter table").get("fit", {}).get(name)
    if entry is None:
        raise TargetTableError(f"{path}: needs [fit] {name} = {{ value = ..., provenance = ..., note = ... }}")
    return _parse_fitted(f"{path}: fit.{name}", entry)


@cache
def prior_weight(path: Path | str | None = None) -> float:
    """The fit's pull toward its starting point (`[fit] prior_weight`)."""
    return _fit_entry("prior_weight", path).value


@cache
def median_excess_us(path: Path | str | None = None) -> float:
    """How far the median of a row's repeated calls runs above their minimum
    (`[fit] median_excess_us`). The model estimates the minimum warm call;
    a row that reports a median is compared with the estimate plus this."""
    return _fit_entry("median_excess_us", path).value


@cache
def load_table(path: Path | str | None = None) -> Table:
    """`cost/refined.toml` (or the table at `path`)."""
    path = Path(path) if path is not None else REFINED_TABLE
    return _parse_table(read_toml(path, "refined parameter table"), str(path))


def load_refined(path: Path | str | None = None) -> Mapping[str, AnchorFit]:
    """Each tier's fitted parameters, on its reference target."""
    return load_table(path).tiers


def basis(target: Target, name: str) -> float:
    """`target`'s basis value for the parameter `name` (`[basis]`)."""
    return load_table().basis[name].value(target)


def resolve(name: str) -> Target:
    """`get_target(name)`, or, for a `.toml` path, the target of an
    `anec-calibrate` file, whose parameters then serve the refined mode."""
    if name.endswith(".toml"):
        return get_target(load_calibration(name))
    return get_target(name)


def anchor_fit(target: Target) -> AnchorFit:
    """The parameters `target`'s are carried from: its own calibration if a
    user calibrated it, else a calibration of a target of its tier, else the
    table's entry of its tier."""
    own = CALIBRATED.get(target.label)
    if own is not None:
        return own
    same_tier = [fit for name, fit in sorted(CALIBRATED.items()) if get_target(name).tier == target.tier]
    if same_tier:
        return same_tier[0]
    tiers = load_refined()
    if target.tier not in tiers:
        raise TargetTableError(f"cost/refined.toml: no parameters for tier '{target.tier}' of target '{target.name}'")
    return tiers[target.tier]


CALIBRATED: dict[str, AnchorFit] = {}
"""Targets whose parameters a user calibrated (`register_calibrated`)."""


def load_calibration(path: Path | str) -> str:
    """Reads an `anec-calibrate` file, makes its parameters those of its
    target (`register_calibrated`) and returns the target's name. Parameters
    the file lacks (the native attention path's, which a user's timings
    rarely constrain, and any an older file does not know) default to the
    target's values in the table."""
    body = read_toml(path, "calibration file")
    calibration = body.get("calibration")
    if not isinstance(calibration, dict) or not isinstance(calibration.get("target"), str):
        raise TargetTableError(f"{path}: needs a [calibration] table naming its target (target = \"h13\"); anec-calibrate writes one")
    name = calibration["target"]
    target = get_target(name)
    table = params_for(target)
    defaults = {p: Fitted(getattr(table, p), "derived", f"{name}'s value in cost/refined.toml (the calibration file has none)") for p in PARAMETERS}
    fits = parse_refined_table(body, str(path), defaults)
    if set(fits) != {name}:
        raise TargetTableError(f"{path}: holds parameters for {', '.join(sorted(fits))}; expected exactly [anchors.{name}]")
    register_calibrated(fits[name])
    return name


def register_calibrated(fit: AnchorFit) -> None:
    """Makes `fit` the parameters of its target for the rest of the process."""
    CALIBRATED[fit.target] = fit
    params_for.cache_clear()


@cache
def params_for(target: Target) -> RefinedParams:
    """`target`'s parameters: those of its tier's reference (or of a
    calibrated target), carried to it by each parameter's basis."""
    fit = anchor_fit(target)
    return scaled(fit.values(), get_target(fit.target), target)


def scaled(params: RefinedParams, reference: Target, target: Target) -> RefinedParams:
    """`params` of `reference` carried to `target`: each parameter times the
    ratio of its basis (`[basis]`) on the two targets (the same target named
    by another chip differs by its SoC's memory bandwidth)."""
    if reference == target:
        return params

    def carried(name: str) -> float:
        to, of = basis(target, name), basis(reference, name)
        return getattr(params, name) if to == of else getattr(params, name) * to / of  # equal bases: the value itself, not (v x b) / b

    return replace(params, **{name: carried(name) for name in PARAMETERS})


def efficiencies(params: RefinedParams, target: Target) -> dict[str, float]:
    """`params` of `target` per unit of their basis: the tier's efficiency of
    each effect, which targets of one tier share (docs/cost-model.md)."""
    return {name: getattr(params, name) / basis(target, name) for name in PARAMETERS}


def interpolated(fitted: Mapping[str, Mapping[str, float]], tier: str) -> dict[str, float]:
    """The efficiencies of a tier without rows: for each parameter, the
    log-linear interpolation in generation number (`[generations]`) between
    the tiers that have fitted ones (`fitted[tier][parameter]`), the nearest
    such tier's beyond either end."""
    generations = load_table().generations
    known = sorted(fitted, key=lambda t: generations[t])
    at = generations[tier]
    out = {}
    for name in PARAMETERS:
        points = [(generations[t], math.log(max(fitted[t][name], 1e-12))) for t in known]
        if at <= points[0][0]:
            out[name] = math.exp(points[0][1])
        elif at >= points[-1][0]:
            out[name] = math.exp(points[-1][1])
        else:
            (x0, y0), (x1, y1) = next((a, b) for a, b in zip(points, points[1:]) if a[0] <= at <= b[0])
            out[name] = math.exp(y0 + (y1 - y0) * (at - x0) / (x1 - x0)) if x1 > x0 else math.exp(y0)
    return out


# ---------------------------------------------------------------------------
# The model
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class LayerTerms:
    """What the refined model needs of one layer; independent of the parameters."""

    rate: str
    """`conv`, `matmul`, `vector` or `norm`: which rate does its arithmetic."""
    flops: float
    """FLOPs executed (after Winograd's multiply reduction)."""
    rate_scale: float
    """Active cores / cores, times the double-int8 rate where it applies."""
    orders: tuple[tuple[int, int], ...]
    """(weight bytes, activation bytes) of each loop order the layer may take;
    the cheaper is taken."""
    mac_activations: bool
    """Activations ride the multiply-array regime (else the vector regime)."""
    decode: str = ""
    """The parameter of the engine's expansion of the layer's compressed
    weights (`DECODE_PARAMETER`), empty for dense weights."""
    expansion: float = 1.0
    """Bytes the weights expand to (at the multiply's float width) per weight
    byte read from DRAM; 1 for dense weights."""
    resident: bool = False
    """A multiply-array layer that reads no activation from DRAM (inside a
    program, its inputs left on chip by earlier layers): it runs at the
    fused steady-state rate (`fused_tflops`) and its kernels stream at
    `fused_weight_gbps`."""
    winograd4: bool = False
    """A convolution in Winograd's F(4x4, 3x3) form: its multiply rate is
    scaled by `winograd4_ratio` (its `flops` are already reduced)."""


DECODE_PARAMETER = {
    "int8": "int8_decode_ratio",
    "uint8": "int8_decode_ratio",
    "palettized": "palette_decode_ratio",
    "sparse": "sparse_decode_ratio",
    "blocked": "blocked_decode_ratio",
}
"""Each compressed weight format (`anec.weight_format`) and the parameter of
its expansion."""

DECODE_PARAMETERS: tuple[str, ...] = tuple(dict.fromkeys(DECODE_PARAMETER.values()))

RATE_PARAMETER = {"conv": "conv_tflops", "matmul": "matmul_tflops", "vector": "vector_gflops", "norm": "norm_gflops"}
RATE_UNIT = {"conv": 1e12, "matmul": 1e12, "vector": 1e9, "norm": 1e9}


def compute_us(terms: LayerTerms, params: RefinedParams) -> float:
    if not terms.flops:
        return 0.0
    parameter = "fused_tflops" if terms.resident and terms.rate in ("conv", "matmul") else RATE_PARAMETER[terms.rate]
    rate = getattr(params, parameter) * RATE_UNIT[terms.rate] * terms.rate_scale
    if terms.winograd4:
        rate *= params.winograd4_ratio
    return terms.flops / rate * _US_PER_S


def memory_us(weights: int, activations: int, terms: LayerTerms, params: RefinedParams) -> float:
    """Weights and activations on their streams concurrently (separate DMA
    engines, SPEC §1), together no faster than the DRAM ceiling (SPEC §2).
    DRAM and the weight stream move the weights as stored; compressed weights
    are expanded on the way to the multiply, concurrently with the stream, at
    their format's rate (`LayerTerms.decode`), a ratio to the stream's."""
    stream = params.mac_activation_gbps if terms.mac_activations else params.vector_gbps
    kernels = params.fused_weight_gbps if terms.resident else params.conv_weight_gbps if terms.rate == "conv" else params.weight_gbps
    decoded = weights * terms.expansion / (getattr(params, terms.decode) * kernels) if terms.decode else 0.0
    return max(weights / kernels, decoded, activations / stream, (weights + activations) / params.dram_gbps) / 1e9 * _US_PER_S


def layer_us(terms: LayerTerms, params: RefinedParams) -> tuple[float, float, int, int]:
    """(compute us, memory us, weight bytes, activation bytes) of the cheaper order."""
    memory, weights, activations = min((memory_us(w, a, terms, params), w, a) for w, a in terms.orders)
    return compute_us(terms, params), memory, weights, activations


def dispatch_us(inputs: int, result_bytes: int, params: RefinedParams) -> float:
    """The cost of one dispatch, outside its layers' work: the floor, the
    setup of each of the `inputs` tensors it reads from DRAM, and the
    transfer of its `result_bytes` of results."""
    return params.floor_us + params.input_setup_us * inputs + result_us(result_bytes, params)


def result_us(result_bytes: int, params: RefinedParams) -> float:
    """The transfer of a dispatch's `result_bytes` of results."""
    return result_bytes / params.result_gbps / 1e9 * _US_PER_S


def native_attention_us(calls: int, operand_bytes: int, params: RefinedParams) -> float:
    """What `calls` native attention dispatches add to their dispatches' cost:
    one host round trip each, and their `operand_bytes` (every operand and
    result, at storage width) across it."""
    return calls * params.native_attention_us + operand_bytes / params.native_attention_gbps / 1e9 * _US_PER_S


@dataclass(frozen=True)
class DispatchTerms:
    """One dispatch: its layers, the number of tensors it reads from DRAM and
    the bytes of the results it hands back."""

    layers: tuple[LayerTerms, ...]
    inputs: int
    result_bytes: int = 0
    native_bytes: int | None = None
    """For an attention dispatched on its own (the native attention path):
    its operand and result bytes (`native_attention_us`); else None."""


def dispatch_latency_us(dispatch: DispatchTerms, params: RefinedParams) -> float:
    """floor + setup x inputs + result transfer (+ the native attention path's
    round trip and operand transfer) + the sum of the layers' max(compute, memory)."""
    work = 0.0
    for layer in dispatch.layers:
        compute, memory, _, _ = layer_us(layer, params)
        work += max(compute, memory)
    fixed = dispatch_us(dispatch.inputs, dispatch.result_bytes, params)
    if dispatch.native_bytes is not None:
        fixed += native_attention_us(1, dispatch.native_bytes, params)
    return fixed + work


def latency_us(dispatches: Sequence[DispatchTerms], params: RefinedParams) -> float:
    """A function's latency: its dispatches one after another."""
    return sum(dispatch_latency_us(d, params) for d in dispatches)


def spec_start(target: Target) -> RefinedParams:
    """Where a fit of `target` starts: SPEC §2's figures for each effect (the
    seed's fitted floor and peak, the measured streams), so a fit is
    reproducible from the SPEC alone. Rates without a SPEC figure start at
    one flop per byte of the activation stream; the kernel stream starts at
    the seed's fitted bandwidth, which SPEC §3 fits on convolutions, and so
    does the result transfer, the rate at which the seed moves every byte.
    The fused rate starts at the fused steady state (M1) or the overhead-
    isolated matmul slope (M5), its kernel stream at the weight stream."""
    measured = target.measured

    def stream(*keys: str) -> float:
        return next((measured[k] for k in keys if k in measured), target.bandwidth_gbps)

    activation = stream("activation_stream_gbps", "engine_activation_bandwidth_gbps")
    weight = stream("weight_stream_gbps")
    return RefinedParams(
        floor_us=target.dispatch_floor_us,
        input_setup_us=0.0,
        conv_tflops=stream("conv_peak_tflops", "conv_end_to_end_ceiling_tflops") if _has(measured, "conv_peak_tflops", "conv_end_to_end_ceiling_tflops") else target.peak_tflops,
        matmul_tflops=stream("single_large_matmul_tflops", "single_large_matmul_roof_tflops") if _has(measured, "single_large_matmul_tflops", "single_large_matmul_roof_tflops") else target.peak_tflops,
        vector_gflops=activation,
        norm_gflops=activation,
        fused_tflops=stream("fused_steady_state_tflops", "matmul_slope_tflops") if _has(measured, "fused_steady_state_tflops", "matmul_slope_tflops") else target.peak_tflops,
        weight_gbps=weight,
        conv_weight_gbps=target.bandwidth_gbps,
        fused_weight_gbps=weight,
        **{name: 1.0 for name in DECODE_PARAMETERS},
        winograd4_ratio=1.0,
        mac_activation_gbps=stream("broad_shape_rate_gbps", "engine_activation_bandwidth_gbps"),
        vector_gbps=activation,
        dram_gbps=_dram_start(target),
        result_gbps=target.bandwidth_gbps,
        native_attention_us=target.dispatch_floor_us,
        native_attention_gbps=target.bandwidth_gbps,
    )


def _dram_start(target: Target) -> float:
    """The DRAM ceiling: SPEC §2's measured figure (M1), else its fastest
    measured stream (M5), else the target's anchor's scaled by core count
    (SPEC §2: bandwidth scales with core count), never the seed's fitted
    bandwidth, which is a single-layer effective rate and no ceiling."""
    keys = ("dram_ceiling_gbps", "weight_stream_gbps")
    if _has(target.measured, *keys) or target.anchor == target.name:
        return next((target.measured[k] for k in keys if k in target.measured), target.bandwidth_gbps)
    anchor = get_target(target.anchor)
    return _dram_start(anchor) * target.cores / anchor.cores


def _has(measured: Mapping[str, float], *keys: str) -> bool:
    return any(k in measured for k in keys)
