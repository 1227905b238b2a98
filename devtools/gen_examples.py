"""
Generates the imported-network examples (`examples/resnet18.mlir`,
`examples/mobilenetv2.mlir`, `examples/vit_tiny_encoder.mlir`): each network
of `devtools.reference_models` is exported from PyTorch with the TorchScript
exporter (opset 17) and imported with `weights="args"`, so the files hold the
graph and not the weights. The output is deterministic; `--check` regenerates
in memory and fails (exit 1) if a file differs.

    python -m devtools.gen_examples [--check] [--out DIR]
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from anec.frontend import module_text
from anec.frontend.onnx import convert_onnx

ROOT = Path(__file__).resolve().parent.parent

EXAMPLES = {
    "resnet18": "ResNet-18 (torchvision layout)",
    "mobilenetv2": "MobileNetV2 (torchvision layout)",
    "vit_tiny_encoder": "ViT-tiny encoder (timm layout: patch 16, dim 192, depth 12, 3 heads), the class token out",
}
"""Each example: the `devtools.reference_models` name (also the file and function name) and a description."""


def generate(name: str) -> str:
    """The example's text: a header comment, then the imported module."""
    from devtools.reference_models import build, export

    model, example = build(name)
    result = convert_onnx(export(model, example), weights="args", entry=name)
    weights = len(result.weights)
    header = [
        f"// {EXAMPLES[name]}.",
        "// From devtools/reference_models.py, exported by PyTorch's TorchScript exporter",
        "// (opset 17, batch norm folded into the convolutions) and",
        "// imported by `anec-import --weights args`: fp16 compute behind the fp32 interface,",
        f"// and after the input, {weights} weights as function arguments in order of first use",
        "// (splat tensors stay inline). Regenerate with `python -m devtools.gen_examples`.",
    ]
    return "\n".join(header) + "\n" + module_text(result.module)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="gen_examples", description="Generate the imported-network examples.")
    parser.add_argument("--check", action="store_true", help="compare with the files instead of writing them")
    parser.add_argument("--out", default=str(ROOT / "examples"), help="directory of the examples (default: examples/)")
    args = parser.parse_args(argv)
    stale = []
    for name in EXAMPLES:
        path = Path(args.out) / f"{name}.mlir"
        text = generate(name)
        if args.check:
            if not path.exists() or path.read_text() != text:
                stale.append(str(path))
            continue
        path.write_text(text)
        print(f"wrote {path} ({len(text) // 1024} KiB)")
    if stale:
        print(f"stale examples (run python -m devtools.gen_examples): {', '.join(stale)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
