"""
The linalg path against onnxruntime (`make validate`, tests/validation): each
network is exported to ONNX (MobileNetV3-Small from devtools.reference_models;
Hugging Face BERT and ViT from their default configs as the corpus of
devtools/corpus.py builds them; or taken from the onnx wheel's zoo with seeded
random weights), imported with `iree-import-onnx`, lowered with the `iree-opt`
pipeline of docs/convert-linalg.md, converted by `convert-linalg-to-anec`
(fully: any op left is an error) and run in anec's interpreter in fp32; its
outputs must be within `TOLERANCE` of onnxruntime's on the same ONNX graph.

    .venv/bin/python -m devtools.validate_linalg [NAME ...]
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import onnx
from onnx import version_converter

from anec.frontend.linalg import TORCH_TO_LINALG, ConvertLinalgToAnecPass
from anec.interpreter import run
from anec.tools.ir_io import anec_context, parse_ir
from devtools import reference_models as rm
from devtools.validate_onnx import DATA, TOLERANCE, Row, graph_feeds, onnxruntime_outputs, randomize_fills, rel_error

BIN = Path(sys.executable).parent


def torch_network(name: str) -> Callable[[], tuple[onnx.ModelProto, dict[str, np.ndarray]]]:
    def build() -> tuple[onnx.ModelProto, dict[str, np.ndarray]]:
        model, example = rm.build(name)
        proto = rm.export(model, example)
        return proto, {proto.graph.input[0].name: example.numpy()}

    return build


def corpus_network(name: str) -> Callable[[], tuple[onnx.ModelProto, dict[str, np.ndarray]]]:
    """A Hugging Face network of the corpus (devtools/corpus.py: from its default config, seeded random weights), exported by the TorchScript exporter."""

    def build() -> tuple[onnx.ModelProto, dict[str, np.ndarray]]:
        from devtools import corpus

        return corpus.exported(corpus.BY_NAME[name], "torchscript")

    return build


def zoo_network(name: str) -> Callable[[], tuple[onnx.ModelProto, dict[str, np.ndarray]]]:
    def build() -> tuple[onnx.ModelProto, dict[str, np.ndarray]]:
        model = randomize_fills(onnx.load(str(DATA / "light" / f"light_{name}.onnx")))
        # The zoo's opset 9 MaxPool has no lowering in torch-mlir's ONNX front end; opset 17's has.
        model = version_converter.convert_version(model, 17)
        return with_typed_logits(model), graph_feeds(model)

    return build


def with_typed_logits(model: onnx.ModelProto) -> onnx.ModelProto:
    """
    The model with the input of its last Softmax as a second output, typed by
    shape inference (iree-import-onnx needs typed outputs): a saturated
    softmax is a one-hot that hides errors, the logits do not.
    """
    softmax = [n for n in model.graph.node if n.op_type == "Softmax"]
    if not softmax:
        return model
    inferred = onnx.shape_inference.infer_shapes(model)
    logits = next((v for v in inferred.graph.value_info if v.name == softmax[-1].input[0]), None)
    if logits is None:
        return model
    out = onnx.ModelProto()
    out.CopyFrom(model)
    out.graph.output.append(logits)
    return out


NETWORKS: dict[str, Callable[[], tuple[onnx.ModelProto, dict[str, np.ndarray]]]] = {
    "mobilenetv3_small": torch_network("mobilenetv3_small"),
    "squeezenet": zoo_network("squeezenet"),
    "resnet50": zoo_network("resnet50"),
    "bert": corpus_network("bert"),
    "vit": corpus_network("vit"),
}


def lower(model: onnx.ModelProto, work: Path) -> str:
    """The linalg (generic form) `iree-import-onnx` and the documented `iree-opt` pipeline make of `model`."""
    onnx_path, torch_path = work / "model.onnx", work / "model.torch.mlir"
    onnx.save(model, str(onnx_path))
    subprocess.run([str(BIN / "iree-import-onnx"), str(onnx_path), "-o", str(torch_path)], check=True, capture_output=True)
    lowered = subprocess.run(
        [str(BIN / "iree-opt"), str(torch_path), f"--pass-pipeline={TORCH_TO_LINALG}"], check=True, capture_output=True
    )
    generic = subprocess.run(
        [str(BIN / "iree-opt"), "--mlir-print-op-generic"], input=lowered.stdout, check=True, capture_output=True
    )
    return generic.stdout.decode()


def linalg_row(name: str) -> Row:
    """Converts network `name` through the linalg path and compares it with onnxruntime in fp32."""
    start = time.perf_counter()
    model, feeds = NETWORKS[name]()
    want = onnxruntime_outputs(model, feeds)
    with tempfile.TemporaryDirectory() as tmp:
        text = lower(model, Path(tmp))
    ctx = anec_context()
    ctx.allow_unregistered = True
    module, _ = parse_ir(ctx, text, f"{name}.linalg.mlir")
    ConvertLinalgToAnecPass().apply(ctx, module)
    module.verify()
    ops = sum(1 for op in module.walk() if op.name.startswith("anec.") and op.name != "anec.constant")
    got = list(run(module, list(feeds.values())))
    return Row("linalg", f"{name} (iree-import-onnx)", ops, rel_error(got, want), None, time.perf_counter() - start)


def main(argv: list[str] | None = None) -> int:
    names = (argv if argv is not None else sys.argv[1:]) or list(NETWORKS)
    failed = False
    for name in names:
        row = linalg_row(name)
        print(f"{row.model}: {row.ops} ops, fp32 error {row.fp32:.2e}, {row.seconds:.1f} s")
        failed |= row.fp32 > TOLERANCE
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
