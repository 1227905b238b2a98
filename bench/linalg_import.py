"""
The linalg path end to end on whole networks: PyTorch (random weights) ->
ONNX -> `iree-import-onnx` -> the `iree-opt` pipeline of
docs/convert-linalg.md -> `anec-import` (convert-linalg-to-anec), then
loading the result (`anec-opt X.anec.mlir -o /dev/null`: parse, verify,
print) and reporting it (`anec-report --target h13`). Prints, per network,
the linalg file's size and the best wall time of --repeat runs of each
command line (process start-up included) with its CPU seconds (user +
system) in parentheses, and exits 1 when converting plus loading a file takes
more than --limit CPU seconds per 60 MB (issue 17's 30 s for a 60 MB file;
CPU time, which a shared machine's load inflates less than wall time), or
when a network does not convert fully.

The linalg files are generated once into --work (build/bench-linalg) and
reused; generating needs torch, onnx and iree-base-compiler (installed by
`make`). Networks: from devtools.reference_models (MobileNetV3-Small, the
ViT-tiny encoder, a 60 MB ViT: dim 256, depth 9) and, with --large, the onnx
wheel's ResNet-50 with random weights (a 200 MB linalg file: linearity).

    .venv/bin/python bench/linalg_import.py
    .venv/bin/python bench/linalg_import.py --large --repeat 1
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
sys.path.insert(0, str(ROOT))  # devtools

from anec.frontend.linalg import TORCH_TO_LINALG  # noqa: E402
from timing import best_time  # noqa: E402


def reference_onnx(name: str, **config: int) -> Callable[[Path], None]:
    """Writes the ONNX export of a devtools.reference_models network (seed 0)."""

    def write(path: Path) -> None:
        import onnx

        from devtools import reference_models as rm

        if config:
            rm.MODELS[name] = rm.Reference(lambda: rm.ViTEncoder(**config), (1, 3, 224, 224))
        model, example = rm.build(name)
        onnx.save(rm.export(model, example), str(path))

    return write


def zoo_onnx(name: str) -> Callable[[Path], None]:
    """Writes an onnx-wheel zoo graph with seeded random weights, as `make validate` checks it (opset 17)."""

    def write(path: Path) -> None:
        import onnx

        from devtools.validate_linalg import NETWORKS as VALIDATED

        onnx.save(VALIDATED[name]()[0], str(path))

    return write


NETWORKS: dict[str, Callable[[Path], None]] = {
    "mobilenetv3_small": reference_onnx("mobilenetv3_small"),
    "vit_tiny_encoder": reference_onnx("vit_tiny_encoder"),
    "vit_60mb": reference_onnx("vit_60mb", dim=256, depth=9, heads=4),
}
LARGE: dict[str, Callable[[Path], None]] = {"resnet50 (zoo)": zoo_onnx("resnet50")}


def linalg_file(name: str, write_onnx: Callable[[Path], None], work: Path) -> Path:
    """The network's linalg file (generic form), generated once."""
    stem = work / name.split()[0]
    linalg = stem.with_suffix(".linalg.mlir")
    if linalg.exists():
        return linalg
    onnx_path, torch_path = stem.with_suffix(".onnx"), stem.with_suffix(".torch.mlir")
    write_onnx(onnx_path)
    subprocess.run([str(BIN / "iree-import-onnx"), str(onnx_path), "-o", str(torch_path)], check=True)
    lowered = subprocess.run(
        [str(BIN / "iree-opt"), str(torch_path), f"--pass-pipeline={TORCH_TO_LINALG}"], check=True, capture_output=True
    )
    partial = stem.with_suffix(".part.mlir")
    partial.write_bytes(lowered.stdout)
    subprocess.run([str(BIN / "iree-opt"), str(partial), "--mlir-print-op-generic", "-o", str(linalg)], check=True)
    partial.unlink()
    torch_path.unlink()
    return linalg



def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "bench-linalg")
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--limit", type=float, default=30.0, help="seconds allowed for convert + load of one file")
    parser.add_argument("--large", action="store_true", help="add the 200 MB ResNet-50")
    args = parser.parse_args()
    args.work.mkdir(parents=True, exist_ok=True)
    networks = {**NETWORKS, **(LARGE if args.large else {})}
    print(f"load average at start: {os.getloadavg()[0]:.1f}")
    print("| network | linalg MB | convert (anec-import) | load (anec-opt) | convert + load | report h13 |")
    print("|---|---:|---:|---:|---:|---:|")
    failed = False
    for name, write in networks.items():
        linalg = linalg_file(name, write, args.work)
        converted = linalg.with_name(linalg.name.replace(".linalg.", ".anec."))
        megabytes = linalg.stat().st_size / 1e6
        try:  # anec-import fails unless every op converts
            convert = best_time([str(BIN / "anec-import"), str(linalg), "-o", str(converted)], args.repeat)
        except subprocess.CalledProcessError:
            print(f"| {name} | {megabytes:.1f} | - | - | - | - |")
            failed = True
            continue
        load = best_time([str(BIN / "anec-opt"), str(converted), "-o", os.devnull], args.repeat)
        report = best_time([str(BIN / "anec-report"), str(converted), "--target", "h13"], args.repeat)
        both = (convert[0] + load[0], convert[1] + load[1])
        cells = " | ".join(f"{wall:.2f} ({cpu:.2f})" for wall, cpu in (convert, load, both, report))
        print(f"| {name} | {megabytes:.1f} | {cells} |")
        if both[1] > args.limit * max(1.0, megabytes / 60):
            print(f"{name}: convert + load {both[1]:.1f} CPU s is over {args.limit:g} s per 60 MB", file=sys.stderr)
            failed = True
    print(f"load average at end: {os.getloadavg()[0]:.1f}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
