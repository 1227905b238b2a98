"""
Reading Core ML models into coremltools' MIL representation (a
`coremltools.converters.mil.Program`), on any OS: `.mlpackage` folders and
`.mlmodel` files whose spec is an ML Program. Nothing here needs a Mac: the
spec is a protobuf, the weights a blob file, and coremltools' MIL loader
(`converters.mil.frontend.milproto.load`) rebuilds the program from both.
"""

from __future__ import annotations

import contextlib
import io
import logging
import warnings
from pathlib import Path
from typing import Any


class CoreMLImportError(ValueError):
    """A Core ML model anec cannot import; the message says what and where."""


COREMLTOOLS_HINT = "Core ML input needs coremltools (pip install 'anec-compiler[coreml]', or the pin in constraints.txt)"


@contextlib.contextmanager
def quiet() -> Any:
    """coremltools prints to stdout/stderr and logs on import and conversion (no native
    runtime on Linux, untested torch versions, progress bars); an import prints nothing."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        previous = logging.root.manager.disable
        logging.disable(logging.WARNING)
        try:
            with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
                yield
        finally:
            logging.disable(previous)


def coremltools() -> Any:
    """The coremltools module, or a `CoreMLImportError` saying how to install it."""
    try:
        with quiet():
            import coremltools as ct
            from coremltools.converters.mil.frontend.milproto import load as _  # noqa: F401
    except ImportError as err:
        raise CoreMLImportError(f"{COREMLTOOLS_HINT} ({err})") from err
    return ct


def load_program(path: str | Path) -> Any:
    """The MIL program of an ML Program model at `path` (`.mlpackage` or `.mlmodel`)."""
    path = Path(path)
    if not path.exists():
        raise CoreMLImportError(f"cannot read '{path}': no such file or folder")
    if path.suffix == ".mlpackage" and not path.is_dir():
        raise CoreMLImportError(f"'{path}' is not a folder; an .mlpackage is a folder holding Manifest.json")
    ct = coremltools()
    from coremltools.converters.mil.frontend.milproto.load import load as load_milproto

    try:
        with quiet():
            model = ct.models.MLModel(str(path), skip_model_load=True)
            spec = model.get_spec()
    except Exception as err:  # coremltools raises bare Exceptions for unreadable packages
        first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
        raise CoreMLImportError(f"cannot read '{path}' as a Core ML model: {first}") from err
    kind = spec.WhichOneof("Type")
    if kind != "mlProgram":
        raise CoreMLImportError(
            f"'{path}' holds a Core ML '{kind}' model; anec imports ML Programs only "
            "(convert with coremltools, convert_to='mlprogram')"
        )
    weights_dir = model.weights_dir if path.is_dir() else None
    try:
        with quiet():
            return load_milproto(spec, spec.specificationVersion, weights_dir or "")
    except Exception as err:  # the MIL loader's own errors are bare too
        first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
        raise CoreMLImportError(f"cannot load the ML Program of '{path}': {first}") from err
