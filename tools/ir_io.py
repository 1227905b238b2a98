"""
Reading anec IR and reporting problems in it, shared by every command-line
tool: a context with every dialect, a parser that remembers where each op
came from, diagnostics of the form `file:line:col: error: message` with the
source line, and output files that appear only when a run succeeds.
"""

from __future__ import annotations

import bisect
import dataclasses
import functools
import os
import re
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from xdsl.context import Context
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, FileLineColLoc, IntAttr, ModuleOp, RankedStructure, StringAttr, UnknownLoc
from xdsl.ir import Operation
from xdsl.parser import Parser
from xdsl.universe import Universe
from xdsl.utils.exceptions import DiagnosticException, ParseError, PassFailedException, VerifyException
from xdsl.utils.lexer import Span

from anec.dialect import get_all_dialects
from anec.passes.diagnostics import op_location


@functools.cache
def multiverse() -> Universe:
    """xDSL's dialects, passes and targets, found once per process (each
    look-up scans every installed package's entry points)."""
    return Universe.get_multiverse()


def anec_context() -> Context:
    """A context with xDSL's dialects and the anec dialect, loaded lazily."""
    ctx = Context()
    for name, factory in multiverse().all_dialects.items():
        ctx.register_dialect(name, factory)
    for name, factory in get_all_dialects().items():
        ctx.register_dialect(name, factory)
    return ctx


class LocatingParser(Parser):
    """A parser that gives every op a `FileLineColLoc` and keeps its span."""

    def __init__(self, ctx: Context, text: str, name: str, line_offset: int = 0):
        super().__init__(ctx, text, name)
        self.line_offset = line_offset
        self.spans: dict[Operation, Span[str]] = {}
        # Where each line starts, found once: xDSL's `Span.get_location`
        # counts the newlines before the position on every call, which makes
        # locating every op quadratic in the size of the file.
        self.line_starts = [0, *(m.end() for m in re.finditer("\n", text))]
        self.source_name = name

    def parse_dense_int_or_fp_elements_attr(self, type: RankedStructure[Any] | None) -> DenseIntOrFPElementsAttr:
        # Imported here so that a run that parses no dense elements (`--version`) starts without numpy.
        from anec.dialect.dense import parse_dense

        return parse_dense(self, type)  # splats stay one element; no per-element packing

    def location(self, position: int) -> FileLineColLoc:
        """The file:line:col of a position of the input (lines and columns from 1)."""
        line = bisect.bisect_right(self.line_starts, position)
        column = position - self.line_starts[line - 1] + 1
        return FileLineColLoc(StringAttr(self.source_name), IntAttr(line + self.line_offset), IntAttr(column))

    def parse_operation(self) -> Operation:
        span = dataclasses.replace(self._current_token.span, line_offset=self.line_offset)
        try:
            op = super().parse_operation()
        except VerifyException as err:
            # An attribute that fails its own checks while being built: report
            # it at the op, like any other syntax error.
            raise ParseError(span, str(err)) from err
        self.spans[op] = span
        if isinstance(op.location, UnknownLoc):
            op.location = self.location(span.start)
        return op


def first_failing_op(module: ModuleOp) -> tuple[Operation, VerifyException] | None:
    """The first op, in program order, whose own verifier fails."""
    for op in module.walk():
        try:
            op.verify(verify_nested_ops=False)
        except VerifyException as err:
            return op, err
    return None


def verify_message(op: Operation, err: Exception) -> str:
    """Names the op when xDSL's generic constraint checks did not."""
    text = str(err).strip()
    return text if text.startswith("'") else f"'{op.name}' op {text}"


def describe_verify_error(module: ModuleOp, spans: dict[Operation, Span[str]], err: Exception) -> str:
    """A located, single-op description of a verification failure."""
    found = first_failing_op(module)
    if found is None:
        return f"error: {str(err).strip()}"
    op, op_err = found
    message = verify_message(op, op_err)
    span = spans.get(op)
    if span is None:
        return f"{op_location(op)}: error: {message}"
    return located(span, message)


def located(span: Span[str] | Span[bytes], message: str) -> str:
    """`file:line:col: error: message`, the source line, and a caret under the column."""
    where = span.get_location()
    start = span.input.get_start_of_line(span.start)
    line = span.input.content[start : span.input.get_end_of_line(span.start)]
    text = line.decode(errors="replace") if isinstance(line, bytes) else line
    caret = " " * (where.col - 1) + "^"
    return f"{where.file}:{where.line}:{where.col}: error: {message}\n{text}\n{caret}"


def describe_parse_error(err: ParseError, line_offset: int = 0) -> str:
    return located(dataclasses.replace(err.span, line_offset=line_offset), err.msg)


def describe_pass_error(err: PassFailedException) -> str:
    text = str(err).strip()
    return text if ": error: " in text else f"error: {text}"


def parse_ir(ctx: Context, text: str, name: str, line_offset: int = 0) -> tuple[ModuleOp, dict[Operation, Span[str]]]:
    """Parses and verifies a module; raises `ParseError`/`VerifyException`."""
    parser = LocatingParser(ctx, text, name, line_offset)
    module = parser.parse_module()
    module.verify()
    return module, parser.spans


class UserError(Exception):
    """A problem with the user's input, already described for the terminal."""


def load_module(ctx: Context, path: str) -> ModuleOp:
    """Reads, parses and verifies an IR file, turning every problem into a `UserError`."""
    try:
        text = Path(path).read_text() if path != "-" else sys.stdin.read()
    except OSError as err:
        raise UserError(f"error: cannot read '{path}': {err.strerror}") from err
    except UnicodeDecodeError as err:
        raise UserError(f"error: {path} is not UTF-8 text (offset {err.start})") from err
    if not text.strip():
        return ModuleOp([])  # an empty file is an empty module, as in mlir-opt
    module: ModuleOp | None = None
    spans: dict[Operation, Span[str]] = {}
    try:
        parser = LocatingParser(ctx, text, path)
        module = parser.parse_module()
        spans = parser.spans
        module.verify()
    except ParseError as err:
        raise UserError(describe_parse_error(err)) from err
    except (VerifyException, DiagnosticException) as err:
        assert module is not None
        raise UserError(describe_verify_error(module, spans, err)) from err
    return module


def write_output(path: str | None, content: str | bytes) -> None:
    """Writes `content` to stdout, or to `path`: a regular file is replaced
    atomically (no partial file on failure); a device or pipe such as
    /dev/null is written in place, never replaced."""
    if path is None or path == "-":
        if isinstance(content, bytes):
            sys.stdout.buffer.write(content)
        else:
            sys.stdout.write(content)
        return
    mode = "wb" if isinstance(content, bytes) else "w"
    target = Path(path)
    try:
        if target.exists() and not target.is_file():
            with target.open(mode) as f:
                f.write(content)
            return
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    except OSError as err:
        raise UserError(f"error: cannot write '{path}': {err.strerror}") from err
    try:
        with os.fdopen(fd, mode) as f:
            f.write(content)
        os.chmod(tmp, _new_file_mode())
        os.replace(tmp, target)
    except OSError as err:
        Path(tmp).unlink(missing_ok=True)
        raise UserError(f"error: cannot write '{path}': {err.strerror}") from err
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _new_file_mode() -> int:
    """The mode `open()` would give a new file (0o666 less the umask); mkstemp's is 0o600."""
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def run_tool(tool: str, body: Callable[[], int]) -> int:
    """
    Runs a tool's body, turning user errors into a diagnostic on stderr and
    exit status 1, and internal errors into a one-line report and status 3
    (set ANEC_TRACEBACK=1 to see the Python traceback).
    """
    try:
        return body()
    except UserError as err:
        print(f"{tool}: {err}" if str(err).startswith("error:") else str(err), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (`anec-opt ... | head`): stop quietly, as Unix tools do.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except Exception as err:
        if os.environ.get("ANEC_TRACEBACK"):
            raise
        print(
            f"{tool}: internal error: {type(err).__name__}: {err}\n"
            f"{tool}: this is a bug in anec; rerun with ANEC_TRACEBACK=1 and report the traceback",
            file=sys.stderr,
        )
        return 3
