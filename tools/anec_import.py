"""
`anec-import`: brings a model into the anec dialect. An ONNX file goes
through `anec.frontend.onnx` (docs/import.md); a Core ML ML Program
(`.mlpackage` folder or `.mlmodel` file) through `anec.frontend.coreml`, which
needs coremltools; an `.mlir` file of linalg ops goes through the pass
`convert-linalg-to-anec` (`anec.frontend.linalg`).
Bad input of any kind ends with a one-line diagnostic and exit status 1; the
output file appears only when the import succeeds.
"""

from __future__ import annotations

import argparse
import io
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.exceptions import DiagnosticException, PassFailedException

from anec.dialect.limits import MAX_EXTENT
from anec.frontend import module_text
from anec.tools.ir_io import (
    ArgumentParser,
    UserError,
    anec_context,
    check_outputs,
    describe_pass_error,
    describe_verify_error,
    load_module,
    run_tool,
    write_outputs,
)

if TYPE_CHECKING:
    import numpy as np

ONNX_ONLY = ("keep_fp32", "weights", "shape", "weights_file")
"""Options that apply to ONNX and Core ML input only."""


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = ArgumentParser(
        prog="anec-import",
        description="Import an ONNX model, a Core ML ML Program or an MLIR file of linalg ops into the anec dialect.",
    )
    parser.add_argument("file", help="model.onnx, model.mlpackage, model.mlmodel (ML Program), or a .mlir file of linalg ops")
    parser.add_argument("-o", "--output", help="output .mlir file (default: stdout)")
    parser.add_argument("--keep-fp32", action="store_true", help="compute fp32 tensors in fp32 (default: fp16, as Core ML)")
    parser.add_argument(
        "--weights",
        choices=("inline", "resource", "args", "none"),
        help="weights as inline dense elements (default), dense_resource blobs, function arguments, "
        "or none (shapes only: #anec.placeholder constants; automatic when external data is missing)",
    )
    parser.add_argument(
        "--shape",
        action="append",
        default=[],
        metavar="NAME=DIMS",
        help="static shape of a graph input, e.g. input=1x3x224x224 (repeatable)",
    )
    parser.add_argument("--weights-file", help="with --weights args: write the argument values to this .npz, keyed by name")
    parser.add_argument("--entry", help="name of the generated func.func (default: the graph's name)")
    return parser.parse_args(argv)


def parse_shape(text: str) -> tuple[str, tuple[int, ...]]:
    """`name=1x3x224x224` as (name, dims)."""
    name, sep, dims = text.rpartition("=")
    if not sep or not name or not re.fullmatch(r"[0-9]+(x[0-9]+)*", dims):
        raise UserError(f"error: --shape '{text}' is not NAME=DIMS, e.g. input=1x3x224x224")
    extents = dims.split("x")
    for extent in extents:
        if len(extent) > 10 or not 1 <= int(extent) <= MAX_EXTENT:
            raise UserError(f"error: --shape '{text}': extent {extent[:12]}{'...' if len(extent) > 12 else ''} is outside 1 to {MAX_EXTENT} (2^31 - 1)")
    return name, tuple(int(d) for d in extents)


MODEL_SUFFIXES = (".onnx", ".mlpackage", ".mlmodel")
"""Files that are models to import, not IR: `anec-report` and `anec-opt` take
them too, imported in the same process with anec-import's defaults."""


def is_model(path: str) -> bool:
    return Path(path).suffix in MODEL_SUFFIXES


def check_model_exists(path: str) -> None:
    """A model file, or a Core ML package's folder."""
    coreml = Path(path).suffix in (".mlpackage", ".mlmodel")
    if not (Path(path).is_file() or (coreml and Path(path).is_dir())):
        what = "a directory, not a model file" if Path(path).is_dir() else "no such file"
        raise UserError(f"error: cannot read '{path}': {what}")


def import_model(
    path: str,
    tool: str,
    *,
    keep_fp32: bool = False,
    weights: str = "inline",
    shapes: dict[str, tuple[int, ...]] | None = None,
    entry: str | None = None,
) -> tuple[ModuleOp, dict[str, np.ndarray]]:
    """An ONNX model or a Core ML ML Program as an anec module, its warnings
    printed as `tool: warning: ...`; every failure a `UserError`."""
    check_model_exists(path)
    if Path(path).suffix in (".mlpackage", ".mlmodel"):
        from anec.frontend.coreml import CoreMLImportError as ImportFailure
        from anec.frontend.coreml import convert_coreml

        if shapes:
            raise UserError("error: --shape applies to ONNX input only; a Core ML model's shapes are its own (static shapes only)")
        convert = lambda: convert_coreml(path, keep_fp32=keep_fp32, weights=weights, entry=entry)  # noqa: E731
    else:
        try:
            from anec.frontend.onnx import OnnxImportError as ImportFailure
            from anec.frontend.onnx import convert_onnx
        except ImportError as err:
            raise UserError(f"error: ONNX input needs the onnx and onnxruntime packages ({err})") from err
        convert = lambda: convert_onnx(path, keep_fp32=keep_fp32, weights=weights, shapes=shapes or {}, entry=entry)  # noqa: E731
    try:
        result = convert()
    except ImportFailure as err:
        message = str(err)
        raise UserError(f"error: {message}" if path in message else f"error: {path}: {message}") from err
    for message in result.warnings:
        print(f"{tool}: warning: {message}", file=sys.stderr)
    return result.module, result.weights


def load_input(path: str, tool: str) -> ModuleOp:
    """What a tool reads: anec IR (`load_module`), or a model (`is_model`)
    imported in the same process with anec-import's defaults (the importer
    verifies what it built: `convert_onnx`, through which Core ML goes too)."""
    if not is_model(path):
        return load_module(anec_context(), path)
    module, _ = import_model(path, tool)
    return module


def import_linalg_file(args: argparse.Namespace) -> str:
    """Runs `convert-linalg-to-anec` on a parsed and verified module (unregistered ops allowed)."""
    given = [f"--{name.replace('_', '-')}" for name in ONNX_ONLY if getattr(args, name) not in (None, False, [])]
    if given:
        raise UserError(f"error: {given[0]} applies to ONNX input only (and to Core ML models, which import through ONNX)")
    try:
        from anec.frontend.linalg import ConvertLinalgToAnecPass
    except ImportError as err:
        raise UserError(
            "error: MLIR input needs the pass convert-linalg-to-anec (anec.frontend.linalg), which this build lacks"
        ) from err
    ctx = anec_context()
    # Front ends emit linalg named ops xDSL does not define; the pass matches them by name (docs/convert-linalg.md).
    ctx.allow_unregistered = True
    module = load_module(ctx, args.file)
    try:
        ConvertLinalgToAnecPass().apply(ctx, module)
        module.verify()
    except PassFailedException as err:
        raise UserError(describe_pass_error(err)) from err
    except DiagnosticException as err:
        # Located at the failing op (converted ops carry their source op's file:line).
        raise UserError(describe_verify_error(module, {}, err).splitlines()[0]) from err
    return module_text(module)


def weights_bytes(weights: dict[str, np.ndarray]) -> bytes:
    import numpy as np

    buffer = io.BytesIO()
    np.savez(buffer, **weights)
    return buffer.getvalue()


def main(argv: Sequence[str] | None = None) -> int:
    def body() -> int:
        args = parse_args(argv)
        if args.weights_file is not None and args.weights != "args":
            raise UserError("error: --weights-file needs --weights args")
        check_model_exists(args.file)
        check_outputs([args.file], [args.output, args.weights_file])
        if args.file.endswith(".mlir"):
            text = import_linalg_file(args)
            weights: dict[str, np.ndarray] = {}
        else:
            shapes = dict(parse_shape(s) for s in args.shape)
            module, weights = import_model(
                args.file, "anec-import", keep_fp32=args.keep_fp32, weights=args.weights or "inline", shapes=shapes, entry=args.entry
            )
            text = module_text(module)
        outputs: list[tuple[str | None, str | bytes]] = [(args.output, text)]
        if args.weights_file is not None:
            outputs.insert(0, (args.weights_file, weights_bytes(weights)))
        write_outputs(outputs)
        return 0

    return run_tool("anec-import", body, exiting=argv is None, one_blas_thread=True)


if __name__ == "__main__":
    sys.exit(main())
