"""
`anec-opt`: xDSL's optimizer driver with the anec dialect and every anec
pass (as `mlir-opt` is to MLIR). Bad input of any kind ends with a located
diagnostic and a non-zero exit status, and no output file is written unless
the whole run succeeds.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from collections.abc import Callable, Sequence
from io import BytesIO, StringIO
from types import NoneType
from typing import IO, ClassVar, get_args, get_type_hints

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.utils.arg_spec import parse_pipeline
from xdsl.utils.exceptions import (
    ArgSpecParseError,
    DiagnosticException,
    ParseError,
    PassFailedException,
    VerifyException,
)
from xdsl.utils.lexer import Span
from xdsl.xdsl_opt_main import xDSLOptMain

from anec.dialect import get_all_dialects
from anec.dialect.printer import AnecPrinter
from anec.dialect.xdsl_private import convert_option
from anec.tools.anec_import import is_model, load_input
from anec.tools.ir_io import (
    ArgumentParser,
    LocatingParser,
    UserError,
    check_outputs,
    describe_parse_error,
    describe_pass_error,
    describe_verify_error,
    multiverse,
    run_tool,
    write_output,
)
from anec.tools.progress import add_arguments as add_progress_arguments, configure as configure_progress
from anec.tools.universe import all_passes


class AnecOptMain(xDSLOptMain):
    version_format: ClassVar[str] = "anec-opt (xdsl {xdsl_version})"

    spans: dict[Operation, Span[str]]

    # xDSL's own registrations, with one entry-point scan (`multiverse`) instead of three.

    def register_all_dialects(self) -> None:
        for name, factory in (multiverse().all_dialects | get_all_dialects()).items():
            self.ctx.register_dialect(name, factory)

    def register_all_passes(self) -> None:
        # anec's own passes again after the scan: the same as its `xdsl.universe`
        # entry point gives, also where the package's metadata is not installed.
        for name, factory in (multiverse().all_passes | all_passes()).items():
            self.register_pass(name, factory)

    def register_all_targets(self) -> None:
        for name, factory in multiverse().all_targets.items():
            self.available_targets.setdefault(name, factory)

    def setup_pipeline(self) -> None:
        """xDSL's pipeline, except that the module is not verified whole again
        after `anec-compile`: that pass verifies what
        each of its stages changed (`passes.compile`) in a module verified
        before it, which is all a whole verification would check."""
        try:
            super().setup_pipeline()
        except ValueError as err:
            raise ValueError(describe_pipeline_error(self.available_passes, self.args.passes) or str(err)) from err
        callback = self.pipeline.callback
        if callback is None:
            return

        def verified_once(previous: ModulePass | None, module: ModuleOp, following: ModulePass | None) -> None:
            if previous is None or previous.name != "anec-compile" or self.args.disable_verify:
                callback(previous, module, following)
                return
            self.args.disable_verify = True
            try:
                callback(previous, module, following)
            finally:
                self.args.disable_verify = False

        self.pipeline = dataclasses.replace(self.pipeline, callback=verified_once)

    def register_all_frontends(self) -> None:
        super().register_all_frontends()
        self.spans = {}
        self.available_frontends["mlir"] = self.parse_located

    def get_input_stream(self) -> tuple[IO[bytes], str]:
        if self.args.input_file == "-":
            return sys.stdin.buffer, "mlir"
        return super().get_input_stream()

    def get_input_name(self) -> str:
        return "stdin" if self.args.input_file in (None, "-") else self.args.input_file

    def parse_located(self, io: object, line_offset: int = 0) -> ModuleOp:
        data = io.read()  # type: ignore[attr-defined]  # xDSL's hook types it as object; it is the open input file
        try:
            text = data.decode() if isinstance(data, bytes) else data
        except UnicodeDecodeError as err:
            raise UserError(
                f"error: {self.get_input_name()} is not UTF-8 text (byte 0x{data[err.start]:02x} at offset {err.start})"
            ) from err
        if not text or text.isspace():
            return ModuleOp([])  # an empty file is an empty module, as in mlir-opt
        parser = LocatingParser(self.ctx, text, self.get_input_name(), line_offset, data if isinstance(data, bytes) else None)
        try:
            return parser.parse_module(not self.args.no_implicit_module)
        finally:
            self.spans.update(parser.spans)

    def output_resulting_program(self, prog: ModuleOp) -> str:
        """The module as MLIR text with exact floats (`AnecPrinter`); other targets as xDSL emits them."""
        if self.args.target != "mlir" or self.args.syntax_highlight:
            return super().output_resulting_program(prog)
        output = StringIO()
        printer = AnecPrinter(
            stream=output,
            print_generic_format=self.args.print_op_generic,
            print_properties_as_attributes=self.args.print_no_properties,
            print_debuginfo=self.args.print_debuginfo,
        )
        printer.print_op(prog)
        printer.print_metadata(self.ctx.loaded_dialects)
        print("\n", file=output)
        return output.getvalue()

    def run(self) -> None:
        configure_progress(self.args.verbose, self.args.quiet)
        check_outputs([self.args.input_file], [self.args.output_file])
        if self.args.input_file is not None and is_model(self.args.input_file):
            self.run_on_model(self.args.input_file)
            return
        chunks, extension = self.prepare_input()
        if extension != "mlir":
            raise UserError(f"error: anec-opt reads MLIR text, not '.{extension}' files")
        out = StringIO()
        failures: list[str] = []
        for i, (chunk, offset) in enumerate(chunks):
            with chunk:
                data = chunk.read()
            result = StringIO()
            message = self.process_chunk(BytesIO(data), offset, result)
            if self.args.verify_diagnostics:
                # MLIR's semantics: the chunk's `expected-*` comments against what it produced.
                from anec.tools.verify_diagnostics import check, diagnostic, expectations

                text = data.decode(errors="replace")
                failures += check(
                    expectations(text, self.get_input_name(), offset),
                    [] if message is None else [diagnostic(message)],
                )
                message = None
            if i > 0:
                out.write("// -----\n")
            out.write(result.getvalue())
            if message is None:
                continue
            if self.args.parsing_diagnostics:
                out.write(message + "\n")
            else:
                print(f"anec-opt: {message}" if message.startswith("error:") else message, file=sys.stderr)
                raise SystemExit(1)
        if failures:
            print("\n".join(failures), file=sys.stderr)
            raise SystemExit(1)
        write_output(self.args.output_file, out.getvalue())

    def run_on_model(self, path: str) -> None:
        """A model (`.onnx`, `.mlpackage`, `.mlmodel`) imported in this process
        as `anec-import` does with its defaults, then the pipeline."""
        if self.args.split_input_file or self.args.verify_diagnostics:
            raise UserError("error: --split-input-file and --verify-diagnostics read MLIR text, not a model to import")
        module = load_input(path, "anec-opt")
        out = StringIO()
        message = self.transform_and_print(module, out)
        if message is not None:
            print(f"anec-opt: {message}" if message.startswith("error:") else message, file=sys.stderr)
            raise SystemExit(1)
        write_output(self.args.output_file, out.getvalue())

    def register_all_arguments(self, arg_parser: argparse.ArgumentParser) -> None:
        super().register_all_arguments(arg_parser)
        add_progress_arguments(arg_parser, short=False)
        # A bad command line is a one-line error with exit status 1, as in
        # every anec tool (`ir_io.ArgumentParser`), not argparse's usage and 2.
        arg_parser.error = ArgumentParser.error.__get__(arg_parser)  # type: ignore[method-assign]  # one parser's error made the tools' one-line error
        for action in arg_parser._actions:  # pyright: ignore[reportPrivateUsage]
            if action.dest == "verify_diagnostics":
                action.help = (
                    "check the diagnostics against the input's `expected-error`/`-warning`/`-note`/`-remark` "
                    "comments, as mlir-opt does; fail on a missing or unexpected one"
                )
            elif action.dest == "parsing_diagnostics":
                action.help = "write a chunk's diagnostic to the output instead of failing (for FileCheck)"

    def process_chunk(self, chunk: object, offset: int, out: StringIO) -> str | None:
        """Parses, transforms and prints one chunk; returns a diagnostic on failure."""
        self.spans = {}
        try:
            module = self.parse_located(chunk, offset)
        except ParseError as err:
            return describe_parse_error(err, offset)
        except (VerifyException, DiagnosticException) as err:
            return f"error: {err}"
        return self.transform_and_print(module, out, offset)

    def transform_and_print(self, module: ModuleOp, out: StringIO, offset: int = 0) -> str | None:
        """Runs the pipeline on `module` and prints it; returns a diagnostic on failure."""
        try:
            self.apply_passes(module)
            out.write(self.output_resulting_program(module))
        except ParseError as err:
            return describe_parse_error(err, offset)
        except PassFailedException as err:
            return describe_pass_error(err)
        except (VerifyException, DiagnosticException) as err:
            return describe_verify_error(module, self.spans, err)
        return None


def describe_pipeline_error(available: dict[str, Callable[[], type[ModulePass]]], pipeline: str) -> str | None:
    """What is wrong with the first bad option of `pipeline`, named by its
    pass and option with what would be legal, in the kebab-case spelling
    users write; None when the fault is not an option's (xDSL's own message
    then stands)."""
    try:
        specs = list(parse_pipeline(pipeline))
    except ArgSpecParseError:
        return None
    for spec in specs:
        if spec.name not in available:
            import difflib

            close = difflib.get_close_matches(spec.name, sorted(available), n=3)
            hint = f"; did you mean {' or '.join(repr(name) for name in close)}?" if close else ""
            return f"unknown pass '{spec.name}'{hint} (`anec-opt --help` lists every pass)"
        pass_class = available[spec.name]()
        hints = get_type_hints(pass_class)
        options = {field.name: hints[field.name] for field in dataclasses.fields(pass_class) if field.init and field.name != "name"}
        legal = ", ".join(name.replace("_", "-") for name in options)
        for given, value in spec.parameters.items():
            option = given.replace("-", "_")
            if option not in options:
                return f"pass '{spec.name}' has no option '{given}'; its options are: {legal}"
            try:
                convert_option(value, options[option])
            except ValueError:
                written = ",".join(str(item).lower() if isinstance(item, bool) else str(item) for item in value) or "(nothing)"
                return f"option '{given}' of pass '{spec.name}' takes {describe_option_type(options[option])}, not '{written}'"
    return None


def describe_option_type(hint: object) -> str:
    """A pass option's type as a user reads it: `bool` is "true or false"."""
    words = {bool: "true or false", int: "an integer", float: "a number", str: "a string"}
    kinds = [arg for arg in get_args(hint) if arg is not NoneType] or [hint]
    if float in kinds and int in kinds:
        kinds.remove(int)
    return " or ".join(words.get(kind, getattr(kind, "__name__", str(kind))) for kind in kinds)


def main(argv: Sequence[str] | None = None) -> int:
    def body() -> int:
        try:
            tool = AnecOptMain(description="anec modular optimizer driver", args=argv)
        except ArgSpecParseError as err:
            raise UserError(f"error: {err}") from err
        except (ValueError, KeyError) as err:
            raise UserError(f"error: {err}") from err
        try:
            tool.run()
        except ValueError as err:
            raise UserError(f"error: {err}") from err
        except BrokenPipeError:
            raise
        except OSError as err:
            if err.filename is not None and err.filename == tool.args.input_file:
                raise UserError(f"error: cannot read '{err.filename}': {err.strerror}") from err
            raise UserError(f"error: {err.strerror}: {err.filename}") from err
        return 0

    return run_tool("anec-opt", body, exiting=argv is None, one_blas_thread=True)


if __name__ == "__main__":
    sys.exit(main())
