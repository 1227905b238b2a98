"""
The reference interpreter of the anec dialect: numpy semantics for every op,
built on xDSL's interpreter framework (`xdsl.interpreter`).

Values are numpy arrays whose dtype is the numpy form of their element type
(`f16` is `float16`, `f32` is `float32`, `i8` is `int8`, `ui8` is `uint8`,
`i32` is `int32`). Every op follows its docstring, with one precision rule:
**fp16 storage, one rounding per op**. An op reads its operands exactly
(float64 holds every f16, f32 and integer value), computes in float64
(contractions too: convolutions and matrix products accumulate in float64,
so a result does not depend on the order BLAS sums in, which changes with
the operand shapes, the machine and its thread count), and rounds the
result once, at the op's output: to float32 and then to its result element
type. So an f32 op's result is its exact value rounded once to float32 (up
to float64's own roundings, at 2^-53 far below float32's 2^-24), and an f16 op's result is always its f32 twin's result
rounded to f16 (nearest, ties to even; beyond the f16 range, +-inf). A fused
op (a convolution with its bias, post-scale and activation, a batch norm,
an attention) is one op: its intermediate values are not rounded. The one
exception is the Winograd form of a convolution, whose transforms round in
float32 as the datapath computes them (`conv.winograd_convolve`).

`run(module, inputs)` is the public entry point; `random_inputs` makes
deterministic inputs for a function. An op without an implementation is an
`InterpretationError` naming it, never skipped.

The implementations are split by op family as the dialect is: one module
per family of `anec.dialect` (`interpreter/conv.py` for `anec.dialect.conv`,
...), each with its own xDSL `InterpreterFunctions` table, and
`interpreter/common.py` for the precision rule and what the families share.
`AnecFunctions` is every family's table together.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import numpy as np
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.interpreter import Interpreter, PythonValues, register_impls
from xdsl.interpreters.builtin import BuiltinFunctions
from xdsl.interpreters.func import FuncFunctions
from xdsl.ir import Block, Operation, Region, SSAValue

from anec.dialect.conv import ConvolutionOp, DeconvolutionOp, MatmulOp
from anec.dialect.movement import GatherOp
from anec.dialect.normalization import BatchNormOp
from anec.dialect.program import ProgramOp, YieldOp
from anec.dialect.texture import CropResizeOp
from anec.dialect.numeric import value_type
from anec.interpreter.attention import AttentionFunctions
from anec.interpreter.common import InputError, OpRuntimeError
from anec.interpreter.constant import ConstantFunctions
from anec.interpreter.conv import ConvFunctions
from anec.interpreter.elementwise import UNARY_FUNCTIONS, ElementwiseFunctions
from anec.interpreter.movement import MovementFunctions
from anec.interpreter.normalization import NormalizationFunctions
from anec.interpreter.pooling import PoolingFunctions
from anec.interpreter.program import ProgramFunctions
from anec.interpreter.recurrent import RecurrentFunctions
from anec.interpreter.reduction import ReductionFunctions
from anec.interpreter.texture import TextureFunctions

__all__ = [
    "UNARY_FUNCTIONS",
    "AnecFunctions",
    "InputError",
    "OpRuntimeError",
    "argument_names",
    "bind_inputs",
    "entry_function",
    "interpreter_for",
    "random_inputs",
    "run",
]


@register_impls
class AnecFunctions(
    AttentionFunctions,
    ConstantFunctions,
    ConvFunctions,
    ElementwiseFunctions,
    MovementFunctions,
    NormalizationFunctions,
    PoolingFunctions,
    ProgramFunctions,
    RecurrentFunctions,
    ReductionFunctions,
    TextureFunctions,
):
    """Numpy implementations of every anec op: the tables of every op family together.
    (The package's submodules are named as the dialect's families, so this
    module imports the dialect's ops by class, never a dialect module by a
    name that the submodule of that name would rebind.)"""


# The public API.


def entry_function(module: ModuleOp, entry: str | None = None) -> func.FuncOp:
    """The function named `entry`, or the module's first defined function."""
    functions = [op for op in module.walk() if isinstance(op, func.FuncOp) and op.body.blocks]
    if not functions:
        raise InputError("the module defines no func.func to run")
    if entry is None:
        return functions[0]
    for candidate in functions:
        if candidate.sym_name.data == entry:
            return candidate
    names = ", ".join(f"@{f.sym_name.data}" for f in functions)
    raise InputError(f"no function @{entry} in the module; it defines {names}")


def argument_names(function: func.FuncOp) -> list[str]:
    """`%name` of each argument, or `%argN` where the source gave none."""
    return [f"%{a.name_hint}" if a.name_hint else f"%arg{i}" for i, a in enumerate(function.args)]


def bind_inputs(function: func.FuncOp, inputs: Sequence[np.ndarray] | Mapping[str, np.ndarray]) -> tuple[np.ndarray, ...]:
    """
    Checks `inputs` against the function's arguments: a sequence in argument
    order, or a mapping keyed by argument name (`x` or `%x`) or `argN`.
    """
    names = argument_names(function)
    if isinstance(inputs, Mapping):
        inputs = _inputs_by_name(inputs, names)
    if len(inputs) != len(names):
        raise InputError(f"@{function.sym_name.data} takes {len(names)} arguments; got {len(inputs)} inputs")
    bound: list[np.ndarray] = []
    for i, (value, name, arg) in enumerate(zip(inputs, names, function.args)):
        shape, dtype = value_type(arg.type)
        given = np.asarray(value)
        what = f"argument {i} ({name})"
        if given.shape != shape:
            got = "x".join(map(str, given.shape)) or "scalar"
            raise InputError(f"{what} has shape {got}; expected {arg.type}")
        if given.dtype != dtype:
            raise InputError(f"{what} has dtype {given.dtype}; expected {arg.type} (numpy {dtype})")
        bound.append(given)
    return tuple(bound)


def _inputs_by_name(inputs: Mapping[str, np.ndarray], names: list[str]) -> list[np.ndarray]:
    keys = {key: i for i, name in enumerate(names) for key in (name, name[1:], f"arg{i}")}
    unknown = sorted(k for k in inputs if k not in keys)
    if unknown:
        raise InputError(f"input '{unknown[0]}' names no argument; expected {', '.join(n[1:] for n in names)} or arg0..")
    slots: list[np.ndarray | None] = [None] * len(names)
    for key, value in inputs.items():
        if slots[keys[key]] is not None:
            raise InputError(f"argument {keys[key]} ({names[keys[key]]}) is given twice")
        slots[keys[key]] = value
    missing = [f"{i} ({names[i]})" for i, v in enumerate(slots) if v is None]
    if missing:
        raise InputError(f"no input for argument {missing[0]}")
    return [v for v in slots if v is not None]


class AnecInterpreter(Interpreter):
    """xDSL's interpreter, but a single-block region (every function body and
    program of anec IR) drops each value after its last use instead of
    keeping every value of the region until it returns, so a run holds its
    live activations rather than all of them (Swin-T at 224: 160 MB above
    its import at its peak before, 10 MB after). Any other region runs as
    xDSL runs it."""

    def run_ssacfg_region(self, region: Region, args: PythonValues, name: str = "unknown") -> PythonValues:
        block = region.blocks.first if len(region.blocks) == 1 else None
        terminator = block.last_op if block is not None else None
        if block is None or not isinstance(terminator, func.ReturnOp | YieldOp):
            return super().run_ssacfg_region(region, args, name)
        values: dict[SSAValue, Any] = dict(zip(block.args, args, strict=True))
        last = _last_uses(block)
        for op in block.ops:
            if op is terminator:  # func.return and anec.yield return their operands
                return tuple(values[v] for v in op.operands)
            results = self.run_op(op, tuple(values[v] for v in op.operands))
            values.update(zip(op.results, results, strict=True))
            for value in last.get(op, ()):
                del values[value]
        raise AssertionError("unreachable: the block ends with its terminator")


def _last_uses(block: Block) -> dict[Operation, list[SSAValue]]:
    """For each op of `block`, the values of the block (its arguments, its
    ops' results) that no later op of the block reads, in the op or in its
    regions: they can be dropped once it has run. A value nothing reads is
    dropped after the op that defines it."""
    order = {op: i for i, op in enumerate(block.ops)}
    last: dict[Operation, list[SSAValue]] = {}
    defined = [*((arg, None) for arg in block.args), *((r, op) for op in block.ops for r in op.results)]
    for value, owner in defined:
        readers = [_in_block(use.operation, block) for use in value.uses]
        at = max((r for r in readers if r is not None), key=order.__getitem__, default=owner)
        if at is not None and not isinstance(at, func.ReturnOp | YieldOp):
            last.setdefault(at, []).append(value)
    return last


def _in_block(op: Operation | None, block: Block) -> Operation | None:
    """The op of `block` that is `op` or holds it in a region, if any."""
    while op is not None and op.parent_block() is not block:
        op = op.parent_op()
    return op


def interpreter_for(module: ModuleOp) -> Interpreter:
    """An xDSL interpreter with the anec, func and builtin implementations."""
    interpreter = AnecInterpreter(module)
    interpreter.register_implementations(FuncFunctions())
    interpreter.register_implementations(BuiltinFunctions())
    interpreter.register_implementations(AnecFunctions())
    return interpreter


def run(
    module: ModuleOp,
    inputs: Sequence[np.ndarray] | Mapping[str, np.ndarray],
    entry: str | None = None,
) -> tuple[np.ndarray, ...]:
    """
    Runs function `entry` (default: the module's first defined function) on
    `inputs` and returns its results. Inputs must match the argument types
    exactly (shape and numpy dtype), else `InputError`; an op that cannot
    run raises `InterpretationError` (`OpRuntimeError` names the op).
    """
    function = entry_function(module, entry)
    args = bind_inputs(function, inputs)
    with np.errstate(all="ignore"):
        results = interpreter_for(module).call_op(function, args)
    return tuple(np.asarray(r) for r in results)


def random_inputs(function: func.FuncOp, seed: int = 0) -> list[np.ndarray]:
    """
    Deterministic inputs for `function`: floats from a standard normal cast to
    the argument's element type; integers in their valid range where a use
    tells it (gather indices: 0..extent-1), else in 0..3. A batch-norm
    variance is drawn as |normal|, and the batch column of [K, 5] crop boxes
    as integers in 0..N-1, so that every op sees values in its domain. An
    argument used as convolution weights or a matmul's right operand is
    scaled by 1 / sqrt(fan-in) (LeCun's initialization), so that activations
    of deep networks stay in fp16 range.
    """
    rng = np.random.default_rng(seed)
    values: list[np.ndarray] = []
    for arg in function.args:
        shape, dtype = value_type(arg.type)
        uses = list(_uses(arg))
        if dtype.kind in "iu":
            bounds = [
                op.input.type.get_shape()[op.axis.value.data] for op, i in uses if isinstance(op, GatherOp) and i == 1
            ]
            values.append(rng.integers(0, min(bounds, default=4), size=shape).astype(dtype))
            continue
        value = rng.standard_normal(shape)
        for op, i in uses:
            if isinstance(op, BatchNormOp) and op.operands[i] is op.variance:
                value = np.abs(value)
            if isinstance(op, CropResizeOp) and i == 1 and shape[-1] == 5:
                value[:, 0] = rng.integers(0, op.input.type.get_shape()[0], size=shape[0])
        fan_in = max((_fan_in(op, i, shape) for op, i in uses), default=0)
        if fan_in:
            value = value / np.sqrt(fan_in)
        values.append(value.astype(dtype))
    return values


def _fan_in(op: Operation, index: int, shape: tuple[int, ...]) -> int:
    """The inputs summed into each output when operand `index` of `op` is a
    weight: convolution weights [Cout, ...] and a matmul's right operand; else 0."""
    if isinstance(op, ConvolutionOp | DeconvolutionOp) and index == 1:
        return int(np.prod(shape[1:]))
    if isinstance(op, MatmulOp) and index == 1 and len(shape) >= 2:
        return shape[-1] if op.transpose_rhs.value.data else shape[-2]
    return 0


def _uses(value: SSAValue) -> Iterator[tuple[Operation, int]]:
    """(op, operand index) of every use, seen through `anec.program` bindings."""
    for use in value.uses:
        op = use.operation
        if isinstance(op, ProgramOp):
            yield from _uses(op.body.block.args[use.index])
        else:
            yield op, use.index
