"""
`anec-run`: runs a function of an anec IR file in the reference interpreter
(`anec.interpreter`), on inputs from an `.npz` file or on
deterministic random inputs, and writes the results to an `.npz` file and/or
prints a summary of each. Bad input of any kind ends with a one-line
diagnostic and exit status 1; the output file appears only when the run
succeeds.
"""

from __future__ import annotations

import argparse
import io
import math
import sys
import zipfile
from collections.abc import Sequence

import numpy as np
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.ir import Attribute, Operation
from xdsl.utils.exceptions import InterpretationError

from anec.dialect.limits import MAX_RUN_BYTES
from anec.dialect.numeric import numpy_dtype
from anec.interpreter import InputError, OpRuntimeError, entry_function, random_inputs, run
from anec.tools.ir_io import ArgumentParser, UserError, anec_context, check_outputs, load_module, op_location, run_tool, write_output


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = ArgumentParser(prog="anec-run", description="Run an anec IR function in the reference interpreter.")
    parser.add_argument("file", help="IR file to run ('-' reads stdin)")
    parser.add_argument("--entry", help="function to run (default: the first func.func)")
    parser.add_argument("--inputs", help="npz file of inputs, keyed arg0, arg1, ... or by argument name")
    parser.add_argument("--seed", type=int, default=0, help="seed of the random inputs used without --inputs (default 0)")
    parser.add_argument("-o", "--output", help="write the results to this npz file, keyed out0, out1, ...")
    parser.add_argument(
        "--print", action="store_true", help="print each result's shape, dtype, min, max and mean (the default without -o)"
    )
    return parser.parse_args(argv)


def called_functions(module: ModuleOp, entry: func.FuncOp) -> list[func.FuncOp]:
    """
    The entry and every function it reaches through `func.call`, refusing a
    recursive call (the interpreter would recurse without end) with a
    diagnostic at the call.
    """
    functions = {op.sym_name.data: op for op in module.walk() if isinstance(op, func.FuncOp)}
    reached: list[func.FuncOp] = []
    path: list[str] = []

    def visit(function: func.FuncOp) -> None:
        path.append(function.sym_name.data)
        if function not in reached:
            reached.append(function)
        for op in function.walk():
            if not isinstance(op, func.CallOp):
                continue
            callee = op.callee.root_reference.data
            if callee in path:
                cycle = " -> ".join(f"@{name}" for name in [*path[path.index(callee) :], callee])
                raise UserError(
                    f"{op_location(op)}: error: 'func.call' op calls @{callee} recursively ({cycle}); "
                    "anec-run runs call graphs without cycles only"
                )
            if callee in functions and functions[callee] not in reached:
                visit(functions[callee])
        path.pop()

    visit(entry)
    return reached


def type_bytes(ty: Attribute) -> int:
    """Bytes of a value of type `ty` in its element type (0 for a non-tensor)."""
    if not isinstance(ty, TensorType):
        return 0
    try:
        itemsize = numpy_dtype(ty.element_type).itemsize
    except InterpretationError:
        itemsize = 8  # no numpy counterpart: the widest the interpreter holds
    return math.prod(max(d, 0) for d in ty.get_shape()) * itemsize


def check_size(functions: list[func.FuncOp]) -> None:
    """
    Refuses a run whose tensors (arguments of the entry, and every op
    result of the functions it reaches) would need more than `MAX_RUN_BYTES`,
    at the value that passes the limit, before anything is allocated.
    """
    total = 0
    limit = f"anec-run holds at most {MAX_RUN_BYTES} bytes of tensors (docs/robustness.md)"
    entry = functions[0]
    values: list[tuple[Operation, str, Attribute]] = [(entry, f"argument {i}", a.type) for i, a in enumerate(entry.args)]
    for function in functions:
        values += [(op, f"result {i}", r.type) for op in function.walk() for i, r in enumerate(op.results)]
    for op, what, ty in values:
        size = type_bytes(ty)
        total += size
        if size > MAX_RUN_BYTES:
            raise UserError(f"{op_location(op)}: error: '{op.name}' op {what} {ty} needs {size} bytes; {limit}")
        if total > MAX_RUN_BYTES:
            raise UserError(
                f"{op_location(op)}: error: '{op.name}' op {what} {ty} brings the run's tensors to {total} bytes; {limit}"
            )


def read_inputs(path: str) -> dict[str, np.ndarray]:
    """The arrays of an npz file, or a `UserError`."""
    try:
        data = np.load(path, allow_pickle=False)
        if not isinstance(data, np.lib.npyio.NpzFile):
            raise UserError(f"error: inputs '{path}' hold a single array; expected an .npz file of arrays")
        with data:
            return {key: data[key] for key in data.files}
    except OSError as err:
        raise UserError(f"error: cannot read inputs '{path}': {err.strerror or err}") from err
    except (ValueError, zipfile.BadZipFile) as err:
        raise UserError(f"error: inputs '{path}' are not an .npz file of numeric arrays") from err


def write_npz(path: str, arrays: dict[str, np.ndarray]) -> None:
    """Writes `arrays` to `path` as one .npz, atomically (no partial file on failure)."""
    buffer = io.BytesIO()
    np.savez(buffer, **arrays)
    write_output(path, buffer.getvalue())


def summary(name: str, value: np.ndarray) -> str:
    """`name: shape 1x8x4x4 dtype float16 min ... max ... mean ...`."""
    shape = "x".join(map(str, value.shape)) or "scalar"
    if value.size == 0:
        return f"{name}: shape {shape} dtype {value.dtype} (empty)"
    wide = value.astype(np.float64)
    with np.errstate(all="ignore"):
        stats = f"min {wide.min():.6g} max {wide.max():.6g} mean {wide.mean():.6g}"
    return f"{name}: shape {shape} dtype {value.dtype} {stats}"


def main(argv: Sequence[str] | None = None) -> int:
    def body() -> int:
        args = parse_args(argv)
        if args.seed < 0:
            raise UserError(f"error: --seed must be a non-negative integer, got {args.seed}")
        check_outputs([args.file, args.inputs], [args.output])
        module = load_module(anec_context(), args.file)
        try:
            function = entry_function(module, args.entry)
            check_size(called_functions(module, function))
            inputs = read_inputs(args.inputs) if args.inputs is not None else random_inputs(function, args.seed)
            outputs = run(module, inputs, function.sym_name.data)
        except InputError as err:
            raise UserError(f"error: {err}") from err
        except OpRuntimeError as err:
            raise UserError(f"{op_location(err.op)}: error: {err}") from err
        except InterpretationError as err:
            raise UserError(f"error: {err}") from err
        named = {f"out{i}": value for i, value in enumerate(outputs)}
        if args.output is not None:
            write_npz(args.output, named)
        if args.print or args.output is None:
            sys.stdout.write("".join(summary(name, value) + "\n" for name, value in named.items()))
        return 0

    return run_tool("anec-run", body, exiting=argv is None)


if __name__ == "__main__":
    sys.exit(main())
