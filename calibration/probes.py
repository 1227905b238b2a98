"""
The probe kit of `anec-calibrate --probes DIR` (docs/calibration.md): the
workloads whose timings calibrate a chip anec has no rows of, written as
models to time on a Mac, with the script that times them and the CSV that
`anec-calibrate TIMINGS.csv --target NAME` fits.

The workloads are `calibration/probes.toml` (chosen by `python -m
devtools.probe_kit`: the smallest set of the calibration set's workloads
whose estimates' sensitivities to the parameters have full rank). Each is
built once as a Core ML ML Program (coremltools' MIL builder; what the
timing script loads) and written beside it as ONNX (anec's own translation
of the same program, or, for the integer weight forms ONNX has,
`DequantizeLinear` graphs), so that `anec-import` reads exactly what is
timed. A kit row's shape fields are the calibration set's, so the CSV, once
timed, is read as `anec.calibration.rows.load_csv` reads any timings.
"""

from __future__ import annotations

import csv
import io
import shutil
import tomllib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from anec.calibration.rows import CSV_COLUMNS, Row

KIT_TABLE = Path(__file__).with_name("probes.toml")
TIMING_SCRIPT = Path(__file__).with_name("time_probes.py")

SEED = 0
"""The seed of every probe's random weights (latency does not depend on them)."""

FIXED_COLUMNS = ("id", "op", "execution", "dtype", "statistic", "measured_us")
"""The CSV template's first columns; the shape fields follow, sorted."""


KIT_FAMILIES = ("conv", "conv_stack", "linear", "matmul", "elementwise", "reduction", "softmax", "layer_norm")
"""The op families a probe may be: those whose Core ML program anec imports
as the calibration builder builds the row (tests/test_probes.py). Attention
is not one: Core ML's `scaled_dot_product_attention` imports as its
decomposition, and the calibration set's native attention rows time a
runtime's bridge operator, which no Core ML model is."""


class KitError(ValueError):
    """A probe the kit cannot build; the message names it."""


@dataclass(frozen=True)
class Probe:
    """One workload of the kit."""

    id: str
    op: str
    execution: str
    dtype: str
    params: Mapping[str, Any]
    source: str
    """The calibration-set row whose workload it is."""
    pins: tuple[str, ...]
    """The parameters its estimate is most sensitive to, most first."""

    def row(self, target: str, measured_us: float = 1.0) -> Row:
        """The probe as a calibration row on `target` (what its CSV line reads as)."""
        return Row(self.id, self.op, dict(self.params), target, measured_us, execution=self.execution, dtype=self.dtype, source=str(KIT_TABLE.name))


def load_kit(path: Path | str = KIT_TABLE) -> tuple[Probe, ...]:
    """The probes of `path` (default: the shipped kit)."""
    body = tomllib.loads(Path(path).read_text())
    return tuple(
        Probe(p["id"], p["op"], p["execution"], p["dtype"], dict(p["params"]), p["source"], tuple(p.get("pins", ())))
        for p in body.get("probe", ())
    )


# ---------------------------------------------------------------------------
# The CSV template
# ---------------------------------------------------------------------------


def csv_template(probes: Sequence[Probe]) -> str:
    """The timings CSV with `measured_us` empty: one line per probe, every
    column `anec.calibration.rows.load_csv` reads."""
    fields = sorted({name for p in probes for name in p.params})
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([*FIXED_COLUMNS, *fields])
    for p in probes:
        cells = [_cell(p.params[name]) if name in p.params else "" for name in fields]
        writer.writerow([p.id, p.op, p.execution, p.dtype, "min", "", *cells])
    return out.getvalue()


def _cell(value: Any) -> str:
    """A shape field as the CSV reader parses it back (a shape as 256x4096)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return "x".join(str(v) for v in value)
    return str(value)


# ---------------------------------------------------------------------------
# The models
# ---------------------------------------------------------------------------


IOS16_STORAGES = ("int8 weights", "int8 weights (ANE8)", "int4-LUT weights")
"""Weight storages written with the iOS 16 opset's `constexpr` ops (whose
palettized and affine forms iOS 18 rewrote); the rest use iOS 18's."""


def opset(probe: Probe) -> Any:
    """The probe's MIL opset (and minimum deployment target)."""
    from anec.frontend.coreml.load import coremltools

    ct = coremltools()
    return ct.target.iOS16 if probe.dtype in IOS16_STORAGES or probe.dtype.startswith("sparse") else ct.target.iOS18


def mil_program(probe: Probe) -> Any:
    """The probe as a coremltools MIL program (`opset`)."""
    import numpy as np

    from anec.frontend.coreml.load import coremltools, quiet

    coremltools()
    with quiet():
        from coremltools.converters.mil import Builder as mb
        from coremltools.converters.mil.mil import types

    rng = np.random.default_rng(SEED)
    p = probe.params
    family = probe.op.split("(")[0]

    def const(*shape: int) -> Any:
        return rng.uniform(-0.1, 0.1, size=shape).astype(np.float16)

    def spec(*shape: int) -> Any:
        return mb.TensorSpec(shape=tuple(shape), dtype=types.fp16)

    def build(inputs: Sequence[Any], body: Callable[..., Any]) -> Any:
        with quiet():
            return mb.program(input_specs=list(inputs), opset_version=opset(probe))(body)

    batch = int(p.get("batch", 1))

    def convolutions(x: Any, layers: int) -> Any:
        """`layers` convolutions of the probe's kernel (the first from its
        input's channels, the rest cout -> cout), ReLU after each but the
        last unless `relu_last` (a conv_stack; a conv is one layer)."""
        k, cout, groups = p["k"], p["cout"], p.get("groups", 1)
        pad, stride = p.get("pad", 0), p.get("stride", 1)
        for i in range(layers):
            cin = x.shape[1]
            y = mb.conv(x=x, weight=const(cout, cin // groups, k, k), strides=[stride, stride], pad_type="custom", pad=[pad] * 4, groups=groups)
            last = i == layers - 1
            x = mb.relu(x=y) if p.get("relu_last" if last and family == "conv_stack" else "relu") else y
        return x

    if family == "conv":
        return build([spec(batch, p["cin"], p["h"], p["w"])], lambda x: convolutions(x, 1))
    if family == "conv_stack":
        return build([spec(batch, p.get("first_cin", p["cin"]), p["h"], p["w"])], lambda x: convolutions(x, p["n"]))
    if family in ("linear", "matmul"):
        lead = [batch, p["m"]] if batch > 1 else [p["m"]]
        k, n = p["k"], p["n"]
        weight = _mil_weight(mb, probe.dtype, n, k, rng)
        return build([spec(*lead, k)], lambda x: mb.linear(x=x, weight=weight()))
    shape = p.get("shape")
    if family == "elementwise":
        return build([spec(*shape)], lambda x: getattr(mb, p["kind"])(x=x))
    if family == "reduction":
        return build([spec(*shape)], lambda x: getattr(mb, f"reduce_{p['kind']}")(x=x, axes=[p.get("axis", -1)], keep_dims=bool(p.get("keepdims", False))))
    if family == "softmax":
        return build([spec(*shape)], lambda x: mb.softmax(x=x, axis=p.get("axis", -1)))
    if family == "layer_norm":
        width = shape[-1]
        gamma, beta = (const(width), const(width)) if p.get("affine", True) else (None, None)
        return build([spec(*shape)], lambda x: mb.layer_norm(x=x, axes=[-1], gamma=gamma, beta=beta, epsilon=np.float16(1e-5)))
    raise KitError(f"probe {probe.id}: op family '{probe.op}' has no Core ML form in the kit (it has {', '.join(KIT_FAMILIES)})")


def _mil_weight(mb: Any, dtype: str, n: int, k: int, rng: Any) -> Callable[[], Any]:
    """A constant weight [n, k] of `dtype` as coremltools' compression writes it."""
    import numpy as np

    from anec.calibration.weight_rows import BLOCKED, mil_weight

    if dtype == "fp16":
        weight = rng.uniform(-0.1, 0.1, size=(n, k)).astype(np.float16)
        return lambda: weight
    if dtype in ("int8 weights", "int8 weights (ANE8)"):
        data = rng.integers(-127, 128, size=(n, k), dtype=np.int8)
        return lambda: mb.constexpr_affine_dequantize(quantized_data=data, zero_point=np.int8(0), scale=np.float16(0.01), axis=0)
    blocked = BLOCKED.fullmatch(dtype)
    if blocked:
        from coremltools.converters.mil.mil import types

        block = int(blocked.group(1))
        data = rng.integers(-8, 8, size=(n, k)).astype(types.np_int4_dtype)
        scale = np.full((n, k // block), 0.01, dtype=np.float16)
        return lambda: mb.constexpr_blockwise_shift_scale(data=data, scale=scale)
    return mil_weight(mb, dtype, n, k, rng)


def onnx_model(probe: Probe, program: Any) -> Any:
    """The probe as ONNX: the integer weight forms ONNX has as the
    `DequantizeLinear` graphs onnxruntime's quantizers write, everything else
    anec's translation of the Core ML program."""
    from anec.frontend.coreml import mil_to_onnx
    from anec.calibration.weight_rows import onnx_linear, storage_kind

    if storage_kind(probe.dtype) == "onnx":
        p = probe.params
        batch = int(p.get("batch", 1))
        return onnx_linear(probe.dtype, [batch, p["m"]] if batch > 1 else [p["m"]], p["k"], p["n"])
    return mil_to_onnx(program)


def write_kit(directory: Path | str, probes: Sequence[Probe] | None = None, progress: Callable[[str], None] | None = None) -> list[Path]:
    """Writes the kit into `directory` (which must not exist yet; it is
    built beside it and moved into place whole): `probes.csv`,
    `models/ID.mlpackage` and `models/ID.onnx` per probe, `time_probes.py`
    and `README.md`. Returns the files written."""
    import onnx

    from anec.frontend.coreml.load import coremltools, quiet

    directory = Path(directory)
    probes = load_kit() if probes is None else probes
    ct = coremltools()
    staging = directory.with_name(f".{directory.name}.anec-tmp")
    if staging.exists():
        shutil.rmtree(staging)
    models = staging / "models"
    models.mkdir(parents=True)
    try:
        for probe in probes:
            if progress:
                progress(probe.id)
            program = mil_program(probe)
            with quiet():
                model = ct.convert(program, convert_to="mlprogram", minimum_deployment_target=opset(probe), skip_model_load=True)
                model.short_description = f"anec probe {probe.id}: {probe.op} {dict(probe.params)} ({probe.dtype}); pins {', '.join(probe.pins)}"
                model.save(str(models / f"{probe.id}.mlpackage"))
            onnx.save(onnx_model(probe, program), str(models / f"{probe.id}.onnx"))
        (staging / "probes.csv").write_text(csv_template(probes))
        shutil.copyfile(TIMING_SCRIPT, staging / "time_probes.py")
        (staging / "README.md").write_text(readme(probes))
        staging.rename(directory)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return sorted(p for p in directory.rglob("*") if p.is_file())


def readme(probes: Sequence[Probe]) -> str:
    lines = [
        "# anec probe kit",
        "",
        "Timings of these workloads calibrate anec's refined cost model for your chip.",
        "",
        "1. On a Mac with the chip (macOS 15 or later, Python 3.11 and `pip install coremltools`):",
        "",
        "       python time_probes.py probes.csv -o timings.csv",
        "",
        "   Each model in `models/` is loaded for the Neural Engine (compute units CPU_AND_NE),",
        "   called `--warmup` times, then timed `--calls` times; the minimum call is written to",
        "   `measured_us`.",
        "2. Anywhere anec is installed:",
        "",
        "       anec-calibrate timings.csv --target NAME -o my-chip.toml",
        "",
        "   then `--target my-chip.toml` in any anec tool.",
        "",
        "| probe | op | dtype | what it pins |",
        "|---|---|---|---|",
    ]
    lines += [f"| {p.id} | {p.op} | {p.dtype} | {', '.join(p.pins)} |" for p in probes]
    lines += ["", f"The CSV's columns: {', '.join(f'`{c}`' for c in CSV_COLUMNS)} and the shape fields."]
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------
# A chip's rows as the kit
# ---------------------------------------------------------------------------

MATCHED_FAMILIES = (("elementwise", "reduction", "softmax"), ("linear", "matmul"))
"""Op families that stand in for each other where a chip has no row of a
probe's own family: the vector datapath's one-pass ops (one rate and one
stream, `vector_gflops`, `vector_gbps`), and x @ W, which the calibration
builds alike for `linear` and `matmul` rows."""


def _group(op: str) -> str:
    family = op.split("(")[0]
    return next((g[0] for g in MATCHED_FAMILIES if family in g), family)



def closest_rows(probes: Sequence[Probe], rows: Sequence[Row]) -> dict[str, Row]:
    """For each probe, the row of `rows` (one chip's) that measured its
    workload, else the closest one of its datapath (`MATCHED_FAMILIES`),
    execution and weight storage: the least summed |log ratio| of their
    numeric shape fields (a shape list counting by its element count), plus
    1 for another kind of the family (relu for gelu) and 1 more for another
    family of the datapath (relu for a sum); else none: what a chip that was
    measured before the kit existed offers in its place. Keyed by probe id."""
    import math

    def numbers(params: Mapping[str, Any]) -> dict[str, float]:
        out = {}
        for name, value in params.items():
            if isinstance(value, bool) or name in ("axis", "pad"):
                continue
            if isinstance(value, int | float) and value > 0:
                out[name] = float(value)
            elif isinstance(value, list) and value and all(isinstance(v, int) and v > 0 for v in value):
                out[name] = float(math.prod(value))
        return out

    def distance(a: Mapping[str, Any], b: Mapping[str, Any]) -> float:
        x, y = numbers(a), numbers(b)
        if set(x) != set(y):
            return math.inf
        return sum(abs(math.log(x[k] / y[k])) for k in x)

    out = {}
    for probe in probes:
        group = _group(probe.op)
        same = [r for r in rows if _group(r.op) == group and not r.native and r.execution == probe.execution and r.dtype == probe.dtype]
        scored = sorted(((distance(probe.params, r.params) + (r.op != probe.op) + (r.family != probe.row(r.target).family), r.id, r) for r in same), key=lambda t: (t[0], t[1]))
        if scored and math.isfinite(scored[0][0]):
            out[probe.id] = scored[0][2]
    return out
