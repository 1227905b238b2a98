"""
The ONNX front end's entry points: `convert_onnx` and `import_onnx` read a
model (`model`) and convert its graph with a `graph.GraphImporter` and the
table of converters (`converters.CONVERTERS`).
"""

from __future__ import annotations

import warnings
from collections.abc import Mapping, Sequence
from pathlib import Path

import onnx
from xdsl.dialects.builtin import ModuleOp

from anec.frontend.onnx.converters import CONVERTERS
from anec.frontend.onnx.graph import GraphImporter, ImportOptions, ImportResult, WeightMode
from anec.frontend.onnx.model import load_onnx, missing_external_data, upgraded


# The public API.


def convert_onnx(
    model: onnx.ModelProto | str | Path,
    *,
    keep_fp32: bool = False,
    weights: WeightMode = "inline",
    shapes: Mapping[str, Sequence[int]] | None = None,
    entry: str | None = None,
) -> ImportResult:
    """Imports a model and returns the module with the values of its weight
    arguments (`weights="args"`). When external data is missing, the import
    is shape-only (`weights="none"`) with a warning in the result."""
    loaded = load_onnx(model)
    notes: list[str] = []
    missing = missing_external_data(loaded, None)
    if missing is not None and weights != "none":
        notes.append(f"{missing}; importing shapes only (weights become #anec.placeholder, as with weights none)")
        weights = "none"
    source = Path(model).name if isinstance(model, str | Path) else ""
    options = ImportOptions(keep_fp32=keep_fp32, weights=weights, shapes=dict(shapes or {}), entry=entry, source=source)
    result = GraphImporter(upgraded(loaded), options, CONVERTERS).run()
    result.warnings.extend(notes)
    return result


def import_onnx(
    model: onnx.ModelProto | str | Path,
    *,
    keep_fp32: bool = False,
    weights: WeightMode = "inline",
    shapes: Mapping[str, Sequence[int]] | None = None,
    entry: str | None = None,
) -> ModuleOp:
    """
    Imports an ONNX model (a `ModelProto` or a path) as a module with one
    `func.func`: the graph inputs, then (with `weights="args"`) one argument
    per weight in order of first use; one result per graph output. Raises
    `OnnxImportError` with a one-line description of anything it cannot
    import; the result's warnings become Python warnings.
    """
    result = convert_onnx(model, keep_fp32=keep_fp32, weights=weights, shapes=shapes, entry=entry)
    for message in result.warnings:
        warnings.warn(message, stacklevel=2)
    return result.module

