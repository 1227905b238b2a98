"""
Hostile-input fuzzing of the files and options the tools read besides IR
(docs/robustness.md): calibration CSV rows, calibration TOML parameters,
tuning cache entries and ONNX node attributes. Each kind has a generator of
one random case from a `random.Random` and a check that runs it the way the
tool does and returns what went wrong (None when the input was accepted
soundly or refused with the input's own error class).

- `tests/test_hostile_files.py` runs every kind on a few seeds drawn by
  hypothesis (`make test`);
- `python -m devtools.fuzz_inputs --seconds T` (part of `make fuzz`) runs
  them round-robin until T seconds pass and prints each failure with the
  seed that reproduces it (`--kind K --seed S`).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import math
import random
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

INTS = (-(2**63), -7, -1, 0, 1, 2, 3, 4, 7, 8, 16, 64, 2**31 - 1, 2**31, 2**40, 2**63 - 1)
TEXTS = ("", "x", "true", "maybe", "1x0", "0x4", "4x4x4", "1e308", "nan", "-3", "٣", "1_0", "9" * 30)
LAYER_FIELDS = ("n", "depth", "iters")


def _value(rng: random.Random, small: bool = False) -> Any:
    """A random cell: an integer (small ones only where `small`: a valid
    layer count builds that many layers), a boolean or text."""
    kind = rng.randrange(4)
    if kind == 0:
        return rng.choice((-1, 0, 1, 2, 4097, 10**12)) if small else rng.choice(INTS)
    if kind == 1:
        return rng.choice(("true", "false"))
    if kind == 2:
        return rng.choice(TEXTS)
    return rng.randint(1, 3) if small else rng.randint(1, 64)


# ---------------------------------------------------------------- CSV rows

CSV_OPS = (
    "conv",
    "matmul",
    "linear",
    "elementwise(relu)",
    "elementwise(nope)",
    "softmax",
    "layer_norm",
    "rms_norm",
    "l2_norm",
    "group_norm",
    "reduction(sum)",
    "attention",
    "conv_stack",
    "network",
    "",
)
CSV_FIELDS = (
    "cin", "cout", "h", "w", "k", "stride", "pad", "groups", "batch", "relu", "m", "n", "seq", "heads",
    "head_dim", "model_dim", "projections", "axis", "shape", "affine", "keepdims", "first_cin", "relu_last",
    "depth", "iters", "c", "classes", "ffn_dim", "C", "name", "bias",
)  # fmt: skip


def csv_case(rng: random.Random) -> str:
    """One CSV file's text: a header (sometimes missing or duplicating a
    column) and a few rows of random cells (sometimes too many)."""
    fields = rng.sample(CSV_FIELDS, rng.randint(0, 8))
    header = ["op", "measured_us", *fields]
    if rng.random() < 0.1:
        header.append(rng.choice(header))
    lines = [",".join(header)]
    for _ in range(rng.randint(1, 3)):
        cells = [rng.choice(CSV_OPS), rng.choice(("10", "0", "-1", "nan", "inf", "x", "1e308", "3.5"))]
        for name in fields:
            if name == "name":
                cells.append(rng.choice(("vision_convnet", "transformer_encoder_block", "neck_block", "jacobi", "resnet18", "")))
            elif name == "shape":
                cells.append("x".join(str(rng.choice((0, 1, 2, 4, 16, 2**31, 2**47))) for _ in range(rng.randint(1, 5))))
            else:
                cells.append(str(_value(rng, small=name in LAYER_FIELDS)))
        if rng.random() < 0.1:
            cells.append("extra")
        lines.append(",".join(cells))
    return "\n".join(lines) + "\n"


def csv_check(text: str) -> str | None:
    """Loads the CSV as `anec-calibrate` does and builds and estimates every
    row it accepts: anything but `RowError` / `Unsupported` is a failure."""
    from anec.cost.analytic import refined_dispatches
    from anec.calibration.rows import RowError, Unsupported, load_csv, row_module

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "t.csv"
        path.write_text(text)
        try:
            rows = load_csv(path, "h13")
        except RowError:
            return None
        except Exception as err:  # noqa: BLE001 - what a fuzzer is for
            return f"load_csv: {type(err).__name__}: {err}"
        for row in rows:
            try:
                refined_dispatches(row_module(row, "h13"), "h13")
            except (RowError, Unsupported):
                continue
            except Exception as err:  # noqa: BLE001
                return f"row {row.id}: {type(err).__name__}: {err}"
    return None


# ---------------------------------------------------------------- calibration TOML

TOML_VALUES = ("0", "0.0", "-1.0", "1e-300", "5e-324", "1e308", "1.7976931348623157e308", "nan", "inf", '"x"', "true", "[1]")

PROBE = (
    "func.func @f(%x: tensor<1x16x32x32xf16>, %w: tensor<16x16x3x3xf16> {anec.weight}) -> tensor<1x16x30x30xf16> {\n"
    "  %y = anec.convolution %x, %w : tensor<1x16x32x32xf16>, tensor<16x16x3x3xf16> -> tensor<1x16x30x30xf16>\n"
    "  %r = anec.softmax %y {axis = 1 : i64} : tensor<1x16x30x30xf16>\n"
    "  func.return %r : tensor<1x16x30x30xf16>\n}\n"
)
"""A module whose refined estimate reads every kind of parameter: a
convolution (compute, weights, activations) and a vector op."""


def toml_case(rng: random.Random) -> str:
    """A calibration file of h13 whose parameters are h13's, one to three of
    them replaced by a hostile value."""
    from anec.cost.refined import PARAMETERS, params_for
    from anec.cost.targets import get_target

    params = params_for(get_target("h13"))
    values = {p: repr(float(getattr(params, p))) for p in PARAMETERS}
    for name in rng.sample(PARAMETERS, rng.randint(1, 3)):
        values[name] = rng.choice(TOML_VALUES) if rng.random() < 0.8 else repr(10.0 ** rng.uniform(-12, 12))
    lines = ['[calibration]\ntarget = "h13"\n\n[anchors.h13]']
    lines += [f'{p} = {{ value = {v}, provenance = "fitted", note = "fuzz" }}' for p, v in values.items()]
    return "\n".join(lines) + "\n"


def toml_check(text: str) -> str | None:
    """Loads the file as `--target FILE.toml` does and estimates `PROBE` in
    the refined mode: a refusal must be a `TargetTableError`, an accepted
    file must give a finite, non-negative estimate (JSON has no inf or nan)."""
    from anec.cost.analytic import Mode, estimate_module
    from anec.cost.refined import CALIBRATED, load_calibration, params_for
    from anec.cost.targets import TargetTableError
    from anec.tools.ir_io import anec_context, parse_ir

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "cal.toml"
        path.write_text(text)
        try:
            try:
                name = load_calibration(path)
            except TargetTableError:
                return None
            except Exception as err:  # noqa: BLE001
                return f"load_calibration: {type(err).__name__}: {err}"
            module, _ = parse_ir(anec_context(), PROBE, "<probe>")
            try:
                latency = estimate_module(module, name, Mode.REFINED).latency_us
            except Exception as err:  # noqa: BLE001
                return f"estimate: {type(err).__name__}: {err}"
            if not math.isfinite(latency) or latency < 0:
                return f"accepted, and the estimate is {latency} us (not finite JSON)"
        finally:
            CALIBRATED.clear()
            params_for.cache_clear()
    return None


# ---------------------------------------------------------------- tuning cache entries

TUNED = (
    "func.func @t(%x: tensor<1x16x16x16xf16>, %w: tensor<16x16x3x3xf16>) -> tensor<1x16x16x16xf16> {\n"
    "  %c = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : "
    "tensor<1x16x16x16xf16>, tensor<16x16x3x3xf16> -> tensor<1x16x16x16xf16>\n"
    "  %r = anec.relu %c : tensor<1x16x16x16xf16>\n"
    "  func.return %r : tensor<1x16x16x16xf16>\n}\n"
)

_FRESH: dict[str, tuple[str, str, dict[str, Any]]] = {}


def _tune(cache: str | None) -> str:
    from anec.dialect.printer import AnecPrinter
    from anec.tools import tune
    from anec.tools.ir_io import anec_context, parse_ir

    ctx = anec_context()
    module, _ = parse_ir(ctx, TUNED, "<tuned>")
    tune.AnecTunePass(target="h13", cache=cache).apply(ctx, module)
    out = io.StringIO()
    AnecPrinter(stream=out).print_op(module)
    return out.getvalue()


def fresh_outcome() -> tuple[str, str, dict[str, Any]]:
    """(the tuned IR, the cache key, the outcome) of `TUNED` on h13, once per process."""
    if "h13" not in _FRESH:
        from anec.tuner import store as tune_cache

        with tempfile.TemporaryDirectory() as folder:
            cache = str(Path(folder) / "c.db")
            text = _tune(cache)
            (key,) = tune_cache.keys(cache)
            (outcome,) = tune_cache.read(cache, [key], lambda _: None, lambda _: None).values()
        _FRESH["h13"] = (text, key, outcome)
    return _FRESH["h13"]


def _mutate(rng: random.Random, data: Any) -> Any:
    """`data` with one random leaf replaced, a key dropped or added, or a list cut or grown."""
    if isinstance(data, dict) and data:
        key = rng.choice(sorted(data))
        roll = rng.random()
        if roll < 0.1:
            return {k: v for k, v in data.items() if k != key}
        if roll < 0.15:
            return {**data, "extra": 1}
        return {**data, key: _mutate(rng, data[key])}
    if isinstance(data, list) and data and rng.random() < 0.7:
        i = rng.randrange(len(data))
        return [*data[:i], _mutate(rng, data[i]), *data[i + 1 :]]
    if isinstance(data, list) and rng.random() < 0.5:
        return data[:-1] if data and rng.random() < 0.5 else [*data, rng.choice((0, None, "f4x4", True))]
    return rng.choice((None, True, False, 0, 1, 2, 5, -1, 2**63, 1.5, -0.0, "", "f2x2", "f4x4", "fp16", "x", [], {}, [0], 1e308))


def cache_case(rng: random.Random) -> str:
    """A tuning cache entry's outcome, edited (as JSON text; the digest is
    recomputed, as a deliberate edit would)."""
    _, _, outcome = fresh_outcome()
    edited = outcome
    for _ in range(rng.randint(1, 3)):
        edited = _mutate(rng, edited)
    return json.dumps(edited)


def cache_check(text: str) -> str | None:
    """Tunes `TUNED` with a cache holding the edited entry under the right
    key: the run must succeed and give the IR a fresh search gives (the entry
    is replayed if it still means the same, else reported and searched again)."""
    import sqlite3

    from anec.tuner import store as tune_cache

    expected, key, outcome = fresh_outcome()
    with tempfile.TemporaryDirectory() as folder:
        cache = str(Path(folder) / "c.db")
        tune_cache.write(cache, {key: outcome})
        with sqlite3.connect(cache) as db:
            db.execute("UPDATE entries SET outcome = ?, digest = ? WHERE key = ?", (text, tune_cache.digest(key, text), key))
        db.close()
        try:
            with contextlib.redirect_stderr(io.StringIO()):  # the warning about the entry is expected
                got = _tune(cache)
        except Exception as err:  # noqa: BLE001
            return f"anec-tune: {type(err).__name__}: {err}"
    if got != expected:
        return "the edited entry was replayed into other IR than a fresh search gives"
    return None


# ---------------------------------------------------------------- ONNX attributes

ONNX_NODES: dict[str, tuple[tuple[int, ...], int, tuple[str, ...]]] = {
    # op: (input shape, inputs, attribute names)
    "Conv": ((1, 4, 8, 8), 2, ("strides", "pads", "dilations", "group", "kernel_shape", "auto_pad")),
    "ConvTranspose": ((1, 4, 8, 8), 2, ("strides", "pads", "dilations", "group", "output_padding", "output_shape", "auto_pad")),
    "MaxPool": ((1, 4, 8, 8), 1, ("kernel_shape", "strides", "pads", "dilations", "ceil_mode", "auto_pad", "storage_order")),
    "AveragePool": ((1, 4, 8, 8), 1, ("kernel_shape", "strides", "pads", "ceil_mode", "count_include_pad", "auto_pad")),
    "Softmax": ((1, 4, 8, 8), 1, ("axis",)),
    "Transpose": ((1, 4, 8, 8), 1, ("perm",)),
    "Flatten": ((1, 4, 8, 8), 1, ("axis",)),
    "LeakyRelu": ((1, 4, 8, 8), 1, ("alpha",)),
    "LRN": ((1, 4, 8, 8), 1, ("size", "alpha", "beta", "bias")),
    "DepthToSpace": ((1, 4, 8, 8), 1, ("blocksize", "mode")),
    "Gemm": ((4, 8), 2, ("alpha", "beta", "transA", "transB")),
    "ReduceMean": ((1, 4, 8, 8), 1, ("axes", "keepdims")),
}


def _attribute(rng: random.Random, name: str) -> Any:
    roll = rng.random()
    if name in ("auto_pad", "mode"):
        return rng.choice(("NOTSET", "SAME_UPPER", "SAME_LOWER", "VALID", "DCR", "CRD", "", "bogus"))
    if name in ("alpha", "beta", "bias") and roll < 0.6:
        return rng.choice((0.0, -1.0, 1e-30, 1e30, float("inf"), float("nan"), 0.5))
    if roll < 0.4:
        return rng.choice(INTS)
    if roll < 0.5:
        return rng.choice(("", "x"))
    return [rng.choice((-1, 0, 1, 2, 3, 4, 2**31)) for _ in range(rng.randint(0, 5))]


def onnx_case(rng: random.Random) -> tuple[str, dict[str, Any]]:
    """An op of `ONNX_NODES` with one to three random attributes."""
    op = rng.choice(sorted(ONNX_NODES))
    names = ONNX_NODES[op][2]
    return op, {name: _attribute(rng, name) for name in rng.sample(names, rng.randint(1, min(3, len(names))))}


def onnx_check(case: tuple[str, dict[str, Any]]) -> str | None:
    """Imports a one-node model with those attributes: a refusal must be an
    `OnnxImportError` (or ONNX refusing to build the attribute at all)."""
    import numpy as np
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    from anec.frontend.onnx import OnnxImportError, convert_onnx

    op, attrs = case
    shape, inputs, _ = ONNX_NODES[op]
    try:
        node = helper.make_node(op, ["x", "w"][:inputs], ["y"], **attrs)
    except (ValueError, TypeError):
        return None  # not an attribute ONNX can hold: no file can carry it
    initializers = []
    if inputs == 2:
        w = np.ones((4, 4, 3, 3) if len(shape) == 4 else (8, 8), np.float32)
        initializers.append(numpy_helper.from_array(w, "w"))
    graph = helper.make_graph(
        [node],
        "g",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, list(shape))],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
        initializers,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "m.onnx"
        onnx.save(model, path)
        try:
            convert_onnx(path)
        except OnnxImportError:
            return None
        except Exception as err:  # noqa: BLE001
            return f"{op} {attrs}: {type(err).__name__}: {str(err).splitlines()[0] if str(err) else ''}"
    return None


KINDS: dict[str, tuple[Callable[[random.Random], Any], Callable[[Any], str | None]]] = {
    "csv": (csv_case, csv_check),
    "toml": (toml_case, toml_check),
    "cache": (cache_case, cache_check),
    "onnx": (onnx_case, onnx_check),
}
"""Each input kind: (a random case from a `random.Random`, its check)."""


def run_case(kind: str, seed: int) -> str | None:
    make, check = KINDS[kind]
    return check(make(random.Random(f"{kind}:{seed}")))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.fuzz_inputs", description="Fuzz the tools' non-IR inputs.")
    parser.add_argument("--seconds", type=float, default=600.0, help="time budget (default 600)")
    parser.add_argument("--kind", choices=sorted(KINDS), action="append", help="only these kinds (repeatable; default all)")
    parser.add_argument("--seed", type=int, help="run this one seed of each kind and stop")
    args = parser.parse_args(argv)
    kinds = args.kind or sorted(KINDS)
    if args.seed is not None:
        failed = 0
        for kind in kinds:
            failure = run_case(kind, args.seed)
            print(f"{kind} seed {args.seed}: {failure or 'passes'}")
            failed += failure is not None
        return 1 if failed else 0
    start, seed, failures, cases = time.monotonic(), 0, 0, 0
    while time.monotonic() - start < args.seconds:
        for kind in kinds:
            failure = run_case(kind, seed)
            cases += 1
            if failure is not None:
                failures += 1
                print(f"{kind} seed {seed}: {failure[:300]}  (reproduce: python -m devtools.fuzz_inputs --kind {kind} --seed {seed})", flush=True)
        seed += 1
    print(f"fuzz_inputs: {cases} cases ({', '.join(kinds)}) in {time.monotonic() - start:.0f} s, {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
