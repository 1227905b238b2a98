"""
The front ends: ONNX models (`anec.frontend.onnx`, docs/import.md) and linalg
on tensors (`anec.frontend.linalg`, docs/convert-linalg.md) into the anec
dialect, and the cleanups both run on what they emit (`anec.frontend.cleanup`).
"""

from __future__ import annotations

import io

from xdsl.dialects.builtin import Builtin, ModuleOp

from anec.dialect.printer import AnecPrinter


def module_text(module: ModuleOp) -> str:
    """The module in custom form, floats exact (`AnecPrinter`), with its `dialect_resources` section (the blobs of `weights="resource"`)."""
    stream = io.StringIO()
    printer = AnecPrinter(stream=stream)
    printer.print_op(module)
    printer.print_metadata([Builtin])
    return stream.getvalue().rstrip("\n") + "\n"
