"""
Validation of the ONNX importer on graphs nobody here wrote (`make validate`,
docs/import.md "Validation"):

- **zoo**: the model-zoo graphs shipped in the onnx wheel
  (`onnx/backend/test/data/light`). Their weights are `ConstantOfShape`
  fills of 0.02, so each runs as shipped and with the fills replaced by
  seeded random tensors of the same shapes (`randomized`), which exercises
  the arithmetic as well as the structure.
- **torch**: the networks of `devtools.reference_models`, exported by the
  TorchScript exporter and, where `onnxscript` is installed, by the
  `torch.export`-based one.
- **backend**: every other model of the onnx wheel's backend test data
  (`pytorch-converted`, `pytorch-operator`, `simple`) that has a data set,
  run on its own inputs against its own expected outputs.

Each model is imported in fp32 (`keep_fp32`) and in the default fp16 mode
and run by the anec interpreter on the same inputs as onnxruntime. The error
is the scale-relative maximum, `max |anec - ort| / max |ort|` over all
outputs; fp32 must be within `TOLERANCE`, fp16 is reported.

`python -m devtools.validate_onnx [--only SUBSTRING]` prints the results table.
"""

from __future__ import annotations

import argparse
import glob
import importlib.util
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import onnx
import onnxruntime as ort
from onnx import helper, numpy_helper

from anec.interpreter import run
from anec.frontend.onnx import OnnxImportError, convert_onnx

TOLERANCE = 1e-3
"""Largest accepted fp32 scale-relative error against onnxruntime."""

DATA = Path(onnx.__file__).parent / "backend" / "test" / "data"
ZOO = ("bvlc_alexnet", "densenet121", "inception_v1", "inception_v2", "resnet50", "shufflenet", "squeezenet", "vgg19", "zfnet512")
TORCH = (
    "resnet18",
    "mobilenetv2",
    "mobilenetv3_small",
    "vit_tiny_encoder",
    "bert_tiny_encoder",
    "bert_sdpa_masked",
    "gpt_sdpa_causal",
    "wav2vec2_positional_conv",
)
BACKEND_SUITES = ("pytorch-converted", "pytorch-operator", "simple")


@dataclass
class Row:
    """One validated model."""

    suite: str
    model: str
    ops: int
    fp32: float
    fp16: float | None
    seconds: float

    @property
    def passed(self) -> bool:
        return self.fp32 <= TOLERANCE


def rel_error(got: Sequence[np.ndarray], want: Sequence[np.ndarray]) -> float:
    """max |got - want| / max |want| over all outputs; NaN where both are NaN counts as equal."""
    worst = 0.0
    for a, b in zip(got, want, strict=True):
        if a.shape != b.shape:
            return float("inf")
        a64, b64 = a.astype(np.float64), b.astype(np.float64)
        both_nan = np.isnan(a64) & np.isnan(b64)
        diff = np.where(both_nan, 0.0, np.abs(a64 - b64))
        scale = float(np.nanmax(np.abs(b64))) if np.any(~np.isnan(b64)) else 1.0
        worst = max(worst, float(np.nanmax(np.where(np.isnan(diff), np.inf, diff))) / max(scale, 1e-30))
    return worst


def onnxruntime_outputs(model: onnx.ModelProto, feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
    options = ort.SessionOptions()
    options.log_severity_level = 3
    session = ort.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"])
    return session.run(None, feeds)


def in_float64(model: onnx.ModelProto) -> onnx.ModelProto:
    """
    `model` with every float32 tensor made float64: the initializers, the
    `value` tensors of Constant and ConstantOfShape, the declared types of the
    graph's inputs, outputs and values, and Cast (and EyeLike, RandomNormal...)
    targets `to`/`dtype` of float32. The same graph, its weights the same
    numbers, computed in float64: the exact evaluation an fp32 run is judged by.
    """
    double = onnx.ModelProto()
    double.CopyFrom(model)
    graph = double.graph
    for tensor in graph.initializer:
        if tensor.data_type == onnx.TensorProto.FLOAT:
            tensor.CopyFrom(numpy_helper.from_array(numpy_helper.to_array(tensor).astype(np.float64), tensor.name))
    for value in [*graph.input, *graph.output, *graph.value_info]:
        if value.type.tensor_type.elem_type == onnx.TensorProto.FLOAT:
            value.type.tensor_type.elem_type = onnx.TensorProto.DOUBLE
    for node in graph.node:
        for attribute in node.attribute:
            if attribute.name in ("to", "dtype") and attribute.i == onnx.TensorProto.FLOAT:
                attribute.i = onnx.TensorProto.DOUBLE
            if attribute.type == onnx.AttributeProto.TENSOR and attribute.t.data_type == onnx.TensorProto.FLOAT:
                attribute.t.CopyFrom(numpy_helper.from_array(numpy_helper.to_array(attribute.t).astype(np.float64), attribute.t.name))
    return double


def float64_outputs(model: onnx.ModelProto, feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
    """
    The model's outputs computed in float64 by the onnx package's reference
    evaluator (`onnx.reference`, numpy, independent of onnxruntime and of
    anec) on `in_float64(model)`, the float feeds widened exactly: what an
    fp32 evaluation approximates, its only roundings float64's (2^-53).
    A graph older than `REFERENCE_OPSET` is first converted to it
    (`onnx.version_converter`): the evaluator's BatchNormalization of opsets
    7 and 9 normalizes with the batch's own statistics, where those opsets'
    single-output form (inference) takes the running ones. Raises what the
    converter or the evaluator raises for a graph it cannot take (an op,
    domain or attribute it does not implement).
    """
    from onnx import version_converter
    from onnx.reference import ReferenceEvaluator

    opset = next((o.version for o in model.opset_import if o.domain in ("", "ai.onnx")), REFERENCE_OPSET)
    if opset < REFERENCE_OPSET:
        model = version_converter.convert_version(model, REFERENCE_OPSET)
    widened = {k: v.astype(np.float64) if v.dtype == np.float32 else v for k, v in feeds.items()}
    return [np.asarray(o) for o in ReferenceEvaluator(in_float64(model)).run(None, widened)]


REFERENCE_OPSET = 14
"""The opset below which `float64_outputs` converts a graph first (BatchNormalization's inference form is explicit from 14)."""


def anec_outputs(model: onnx.ModelProto, feeds: dict[str, np.ndarray], keep_fp32: bool) -> tuple[list[np.ndarray], int]:
    """Outputs of the imported model (weights as arguments) and its count of anec ops other than constants."""
    result = convert_onnx(model, keep_fp32=keep_fp32, weights="args")
    ops = sum(1 for op in result.module.walk() if op.name.startswith("anec.") and op.name != "anec.constant")
    return list(run(result.module, [*feeds.values(), *result.weights.values()])), ops


def validate(suite: str, name: str, model: onnx.ModelProto, feeds: dict[str, np.ndarray], fp16: bool = True) -> Row:
    """Imports and runs `model` in fp32 (and fp16) against onnxruntime."""
    start = time.perf_counter()
    want = onnxruntime_outputs(model, feeds)
    got, ops = anec_outputs(model, feeds, keep_fp32=True)
    half = rel_error(anec_outputs(model, feeds, keep_fp32=False)[0], want) if fp16 else None
    return Row(suite, name, ops, rel_error(got, want), half, time.perf_counter() - start)


# The model zoo of the onnx wheel.


def fill_role(model: onnx.ModelProto, name: str) -> str:
    """How a tensor is used, seen through Unsqueeze/Reshape: `scale` (a multiplier or a batch-norm variance) or `shift`."""
    for node in model.graph.node:
        if name not in node.input:
            continue
        if node.op_type in ("Unsqueeze", "Reshape") and node.input[0] == name:
            return fill_role(model, node.output[0])
        index = list(node.input).index(name)
        if node.op_type == "Mul" or (node.op_type == "BatchNormalization" and index in (1, 4)):
            return "scale"
    return "shift"


def randomize_fills(model: onnx.ModelProto, seed: int = 0) -> onnx.ModelProto:
    """
    The model with every float `ConstantOfShape` fill replaced by a seeded
    random initializer of its shape, so activations stay in range: He-scaled
    normals for weights (rank 2 and up); for vectors, values in [0.5, 1.5]
    where they scale (a product, a batch-norm scale or variance) and normals
    of deviation 0.1 where they shift (biases, means).
    """
    rng = np.random.default_rng(seed)
    values = {t.name: numpy_helper.to_array(t) for t in model.graph.initializer}
    out = onnx.ModelProto()
    out.CopyFrom(model)
    kept = []
    for node in out.graph.node:
        fill = numpy_helper.to_array(node.attribute[0].t) if node.op_type == "ConstantOfShape" and node.attribute else None
        if fill is None or fill.dtype != np.float32 or node.input[0] not in values:
            kept.append(node)
            continue
        shape = tuple(int(d) for d in values[node.input[0]])
        if len(shape) >= 2:
            tensor = rng.standard_normal(shape) * np.sqrt(2.0 / max(int(np.prod(shape[1:])), 1))
        elif fill_role(model, node.output[0]) == "scale":
            tensor = rng.uniform(0.5, 1.5, shape)
        else:
            tensor = rng.standard_normal(shape) * 0.1
        out.graph.initializer.append(numpy_helper.from_array(tensor.astype(np.float32), node.output[0]))
        # IR version 3 lists every initializer among the graph inputs too.
        out.graph.input.append(helper.make_tensor_value_info(node.output[0], onnx.TensorProto.FLOAT, shape))
    del out.graph.node[:]
    out.graph.node.extend(kept)
    return out


def calibrate_batch_norms(model: onnx.ModelProto, batches: Sequence[dict[str, np.ndarray]]) -> onnx.ModelProto:
    """
    The model with every `BatchNormalization`'s mean and variance set to the
    per-channel mean and (biased) variance of its input over `batches`, as
    training leaves them: each batch norm then outputs its scale and bias's
    statistics, whatever the weights before it. Batch norms are calibrated
    in order of depth (one onnxruntime run per calibration input and depth,
    feeding the statistics found so far), since each one's input depends on
    those before it. The statistics become initializers of their own, so a
    tensor that several batch norms share is not overwritten.
    """
    out = onnx.ModelProto()
    out.CopyFrom(model)
    norms = [n for n in out.graph.node if n.op_type == "BatchNormalization"]
    if not norms:
        return out
    producers = {o: n for n in out.graph.node for o in n.output}
    rank = {o: i for i, n in enumerate(out.graph.node) for o in n.output}
    """Each tensor's producer's position: the graph's node order is topological (ONNX requires it)."""
    # The batch norms upstream of each tensor (memoised over the graph).
    upstream: dict[str, frozenset[int]] = {}

    def norms_before(name: str) -> frozenset[int]:
        stack, order, visited = [name], [], set()
        while stack:
            top = stack.pop()
            if top in upstream or top in visited or top not in producers:
                continue
            visited.add(top)
            order.append(top)
            stack.extend(producers[top].input)
        for tensor in sorted(order, key=rank.__getitem__):
            node = producers[tensor]
            found = {i for n in node.input for i in upstream.get(n, frozenset())}
            if node.op_type == "BatchNormalization":
                found.add(id(node))
            upstream[tensor] = frozenset(found)
        return upstream.get(name, frozenset())

    depth: dict[int, int] = {}
    for node in norms:  # nodes are in topological order (ONNX requires it)
        depth[id(node)] = 1 + max((depth[i] for i in norms_before(node.input[0]) if i in depth), default=0)
    statistics: dict[str, np.ndarray] = {}
    for index, node in enumerate(norms):
        for slot, value in ((3, 0.0), (4, 1.0)):
            name = f"{node.name or node.output[0]}__calibrated_{'mean' if slot == 3 else 'var'}_{index}"
            channels = _channels(out, node)
            statistics[name] = np.full(channels, value, np.float32)
            node.input[slot] = name
    # The probe: the statistics are graph inputs (fed, not initializers) and every batch norm's input is an output.
    probe = onnx.ModelProto()
    probe.CopyFrom(out)
    probe.graph.input.extend(helper.make_tensor_value_info(name, onnx.TensorProto.FLOAT, t.shape) for name, t in statistics.items())
    outputs = {o.name for o in out.graph.output}
    probe.graph.output.extend(helper.make_empty_tensor_value_info(n.input[0]) for n in norms if n.input[0] not in outputs)
    options = ort.SessionOptions()
    options.log_severity_level = 3
    session = ort.InferenceSession(probe.SerializeToString(), options, providers=["CPUExecutionProvider"])
    for level in range(1, max(depth.values()) + 1):
        layer = [n for n in norms if depth[id(n)] == level]
        wanted = [n.input[0] for n in layer]
        seen = [session.run(wanted, {**batch, **statistics}) for batch in batches]
        for position, node in enumerate(layer):
            samples = np.concatenate([np.moveaxis(s[position], 1, 0).reshape(s[position].shape[1], -1) for s in seen], axis=1).astype(np.float64)
            statistics[node.input[3]] = samples.mean(axis=1).astype(np.float32)
            statistics[node.input[4]] = samples.var(axis=1).astype(np.float32)
    for name, tensor in statistics.items():
        out.graph.initializer.append(numpy_helper.from_array(tensor, name))
        # IR version 3 lists every initializer among the graph inputs too.
        if out.ir_version < 4:
            out.graph.input.append(helper.make_tensor_value_info(name, onnx.TensorProto.FLOAT, tensor.shape))
    return out


def _channels(model: onnx.ModelProto, node: onnx.NodeProto) -> int:
    """A batch norm's channel count: the length of its scale."""
    for tensor in model.graph.initializer:
        if tensor.name == node.input[1]:
            return int(tensor.dims[0])
    raise ValueError(f"batch norm '{node.name}': its scale '{node.input[1]}' is not an initializer")


def graph_feeds(model: onnx.ModelProto, seed: int = 0) -> dict[str, np.ndarray]:
    """Seeded standard-normal values for every graph input that is no initializer."""
    rng = np.random.default_rng(seed)
    initialized = {t.name for t in model.graph.initializer}
    feeds = {}
    for value in model.graph.input:
        if value.name not in initialized:
            shape = [d.dim_value for d in value.type.tensor_type.shape.dim]
            feeds[value.name] = rng.standard_normal(shape).astype(np.float32)
    return feeds


def with_logits(model: onnx.ModelProto, only: bool = False) -> onnx.ModelProto:
    """
    The model with the input of its final Softmax as a second output (a
    saturated softmax hides errors), or, with `only`, as its one output: a
    softmax over logits of ~1e9 is a one-hot that float32 summation order
    decides, so it cannot be compared; the logits can, scale-relative.
    """
    out = onnx.ModelProto()
    out.CopyFrom(model)
    softmax = [n for n in out.graph.node if n.op_type == "Softmax"]
    if softmax:
        if only:
            del out.graph.output[:]
        out.graph.output.append(helper.make_empty_tensor_value_info(softmax[-1].input[0]))
    return out


def zoo_row(name: str, randomized: bool) -> Row:
    model = onnx.load(str(DATA / "light" / f"light_{name}.onnx"))
    # As shipped, the constant fills drive the logits to ~1e9: compare the logits alone.
    model = with_logits(randomize_fills(model)) if randomized else with_logits(model, only=True)
    label = f"{name} (randomized weights)" if randomized else f"{name} (as shipped)"
    # As shipped, the constant 0.02 weights overflow fp16 in the deep layers: fp16 is meaningful only randomized.
    return validate("zoo", label, model, graph_feeds(model), fp16=randomized)


# PyTorch exports.


def exporters() -> tuple[str, ...]:
    """The TorchScript exporter, and the torch.export-based one where onnxscript is installed."""
    return ("torchscript", "dynamo") if importlib.util.find_spec("onnxscript") else ("torchscript",)


def torch_row(name: str, exporter: str) -> Row:
    from devtools.reference_models import build, export

    model, example = build(name)
    proto = export(model, example, dynamo=exporter == "dynamo")
    return validate("torch", f"{name} ({exporter})", proto, {proto.graph.input[0].name: example.numpy()})


# The other backend test models of the onnx wheel.


@dataclass
class BackendResult:
    """One backend test model: matched, rejected (with the importer's reason) or mismatched."""

    model: str
    outcome: str
    detail: str


def backend_models() -> Iterator[Path]:
    for suite in BACKEND_SUITES:
        for directory in sorted(glob.glob(str(DATA / suite / "*"))):
            path = Path(directory)
            if (path / "model.onnx").exists() and (path / "test_data_set_0").is_dir():
                yield path


def backend_result(path: Path) -> BackendResult:
    """The model on its first data set, against its expected outputs."""
    label = f"{path.parent.name}/{path.name}"
    model = onnx.load(str(path / "model.onnx"))
    data = path / "test_data_set_0"
    inputs = [numpy_helper.to_array(onnx.load_tensor(str(f))) for f in sorted(data.glob("input_*.pb"))]
    expected = [numpy_helper.to_array(onnx.load_tensor(str(f))) for f in sorted(data.glob("output_*.pb"))]
    try:
        result = convert_onnx(model, keep_fp32=True)
    except OnnxImportError as err:
        return BackendResult(label, "rejected", str(err))
    if any(a.dtype == np.float64 and np.abs(a).max() > np.finfo(np.float32).max for a in inputs):
        return BackendResult(label, "skipped", "its float64 test data exceed the float32 range")
    inputs = [a.astype(np.float32) if a.dtype == np.float64 else a for a in inputs]
    error = rel_error(list(run(result.module, inputs)), expected)
    return BackendResult(label, "matched" if error <= TOLERANCE else "mismatched", f"{error:.1e}")


# The table.


def fmt_error(error: float | None) -> str:
    if error is None:
        return "-"
    return "overflow" if not np.isfinite(error) else f"{error:.1e}"


def markdown(rows: Sequence[Row], backend: Sequence[BackendResult]) -> str:
    lines = [
        f"| suite | model | anec ops | max rel. error fp32 (<= {TOLERANCE:g}) | max rel. error fp16 | seconds |",
        "|---|---|---|---|---|---|",
    ]
    for row in rows:
        lines.append(
            f"| {row.suite} | {row.model} | {row.ops} | {fmt_error(row.fp32)} | {fmt_error(row.fp16)} | {row.seconds:.1f} |"
        )
    if backend:
        counts = {k: sum(1 for r in backend if r.outcome == k) for k in ("matched", "rejected", "skipped", "mismatched")}
        lines.append("")
        lines.append(
            f"Backend test models: {len(backend)} with data; {counts['matched']} matched, "
            f"{counts['rejected']} rejected by the importer, {counts['skipped']} skipped, {counts['mismatched']} mismatched."
        )
        lines += [f"- {r.model}: {r.outcome}: {r.detail}" for r in backend if r.outcome != "matched"]
    return "\n".join(lines)


def all_rows(only: str | None) -> Iterator[Row]:
    for name in ZOO:
        for randomized in (False, True):
            if only is None or only in name:
                yield zoo_row(name, randomized)
    for name in TORCH:
        for exporter in exporters():
            if only is None or only in name:
                yield torch_row(name, exporter)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="validate_onnx", description=__doc__.strip().splitlines()[0])
    parser.add_argument("--only", help="validate only the models whose name contains this")
    args = parser.parse_args(argv)
    rows = []
    for row in all_rows(args.only):
        rows.append(row)
        print(
            f"{row.suite} {row.model}: fp32 {fmt_error(row.fp32)} fp16 {fmt_error(row.fp16)} ({row.seconds:.1f} s)",
            file=sys.stderr,
        )
    backend = [backend_result(path) for path in backend_models()] if args.only is None else []
    print(markdown(rows, backend))
    failed = [r for r in rows if not r.passed] + [r for r in backend if r.outcome == "mismatched"]
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
