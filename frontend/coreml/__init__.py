"""
The Core ML front end: `import_coreml` brings an ML Program (an
`.mlpackage` folder, an `.mlmodel` file whose spec is an ML Program, or a
MIL program in memory) into a `builtin.module` of anec ops. See
docs/import.md ("Core ML").

The path: coremltools (an optional dependency, extra `coreml`) reads the
model into its MIL representation on any OS (`load`); `translate` writes
each MIL op as the ONNX node(s) that compute the same thing; the ONNX
importer (`anec.frontend.onnx`) does the rest, with all of its policies:
folding, fp16 compute, weight forms, shape checks, cleanup, verification.
An op the translation does not know is reported with all the others in one
message; nothing is dropped.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from anec.frontend.coreml.load import CoreMLImportError, load_program
from anec.frontend.coreml.translate import MilTranslator
from anec.frontend.onnx import ImportResult, OnnxImportError, WeightMode, convert_onnx

__all__ = ["CoreMLImportError", "convert_coreml", "is_coreml_path", "mil_to_onnx"]

SUFFIXES = (".mlpackage", ".mlmodel")


def is_coreml_path(path: str | Path) -> bool:
    return Path(path).suffix in SUFFIXES


def mil_to_onnx(program: Any, function: str = "main") -> Any:
    """The ONNX model that computes the MIL program's `function`."""
    return MilTranslator(program, function).run()


def convert_coreml(
    source: str | Path | Any,
    *,
    keep_fp32: bool = False,
    weights: WeightMode = "inline",
    shapes: Mapping[str, Sequence[int]] | None = None,
    entry: str | None = None,
) -> ImportResult:
    """Imports an ML Program (a path, or a coremltools MIL `Program`) as a
    module with one `func.func`, as `anec.frontend.onnx.convert_onnx` does for
    ONNX (same options). Raises `CoreMLImportError` with a one-line message."""
    program = load_program(source) if isinstance(source, str | Path) else source
    model = mil_to_onnx(program)
    try:
        return convert_onnx(model, keep_fp32=keep_fp32, weights=weights, shapes=shapes, entry=entry or "main")
    except OnnxImportError as err:
        raise CoreMLImportError(f"{err} (the Core ML op's ONNX form)") from err
