"""
`anec-chimera`: solve or check Chimera's block decomposition of a GEMM chain
(SPEC §8). Without options it solves SPEC §8's reproduction problem; `--m`,
`--k`, `--n` and the width, capacity and bandwidth options change it, and
`--chain FILE` reads a chain (and optionally its memory levels) from a JSON or
TOML file (docs/chimera.md). `--check SOLUTION` verifies a proposed tiling
instead of solving. Bad input ends with one error line and exit status 1.
"""

from __future__ import annotations

import argparse
import json
import sys
import tomllib
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any, NoReturn

from anec.cost.chimera import (
    REPRODUCTION_BANDWIDTH_L1,
    REPRODUCTION_BANDWIDTH_L2,
    REPRODUCTION_CAPACITY_L1,
    REPRODUCTION_CAPACITY_L2,
    REPRODUCTION_EXTENTS,
    REPRODUCTION_WIDTHS,
    Check,
    ChimeraError,
    GemmChain,
    LevelResult,
    MemoryLevel,
    Tensor,
    TilingMode,
    check,
    format_tiling,
    gemm_chain,
    parse_tiling,
    solve,
)
from anec.cost.jsonform import VERSION_KEY, Key, dump, ref
from anec.tools.ir_io import UserError, run_tool

TOOL = "anec-chimera"

_GEMM_OPTIONS = ("m", "k", "n", "width_a", "width_b", "width_c")
_LEVEL_OPTIONS = ("levels", "capacity_l1", "capacity_l2", "bw_l1", "bw_l2")
_CHAIN_KEYS = {"dims", "tensors", "ops", "levels", "mode"}
_TENSOR_KEYS = {"dims", "width", "intermediate"}
_LEVEL_KEYS = {"name", "capacity", "bandwidth"}


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UserError(f"error: {message}")


def _positive_int(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}")
    return int(text)


def _positive_number(text: str) -> Fraction:
    try:
        value = Fraction(text)
    except (ValueError, ZeroDivisionError):
        raise argparse.ArgumentTypeError(f"expected a positive number, got {text!r}") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"expected a positive number, got {text!r}")
    return value


def build_parser() -> argparse.ArgumentParser:
    (_, m), (_, k), (_, n) = REPRODUCTION_EXTENTS
    (_, wa), (_, wb), (_, wc) = REPRODUCTION_WIDTHS
    parser = _Parser(prog=TOOL, description="Chimera's optimal block decomposition of a GEMM chain (SPEC section 8).")
    gemm = parser.add_argument_group("a single GEMM C[m,n] = A[m,k] x B[k,n] (default: SPEC section 8's problem)")
    gemm.add_argument("--m", type=_positive_int, help=f"M (default {m})")
    gemm.add_argument("--k", type=_positive_int, help=f"K (default {k})")
    gemm.add_argument("--n", type=_positive_int, help=f"N (default {n})")
    gemm.add_argument("--width-a", type=_positive_int, help=f"bytes per element of A (default {wa})")
    gemm.add_argument("--width-b", type=_positive_int, help=f"bytes per element of B (default {wb})")
    gemm.add_argument("--width-c", type=_positive_int, help=f"bytes per element of C (default {wc})")
    parser.add_argument("--chain", metavar="FILE", help="a GEMM chain in JSON or TOML (.toml) instead of --m/--k/--n")
    levels = parser.add_argument_group("memory levels (default: SPEC section 8's two levels)")
    levels.add_argument(
        "--levels", type=int, choices=(1, 2), help="how many levels: l1, or l1 and l2 (default 2; 1 with --mode ceil)"
    )
    levels.add_argument("--capacity-l1", type=_positive_int, metavar="BYTES", help=f"default {REPRODUCTION_CAPACITY_L1}")
    levels.add_argument("--capacity-l2", type=_positive_int, metavar="BYTES", help=f"default {REPRODUCTION_CAPACITY_L2}")
    levels.add_argument("--bw-l1", type=_positive_number, metavar="X", help=f"default {REPRODUCTION_BANDWIDTH_L1}")
    levels.add_argument("--bw-l2", type=_positive_number, metavar="X", help=f"default {REPRODUCTION_BANDWIDTH_L2}")
    parser.add_argument(
        "--mode",
        choices=[mode.value for mode in TilingMode],
        help="exact: tiles divide exactly (default); ceil: any tile, one level",
    )
    parser.add_argument(
        "--check", metavar="SOLUTION", help="check this tiling (e.g. 'l2=mnk:m=256,k=1,n=32 l1=mkn:m=256,k=1,n=16', or @FILE)"
    )
    parser.add_argument("--format", choices=("text", "json"), default="text")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    def body() -> int:
        args = build_parser().parse_args(argv)
        try:
            return run(args)
        except ChimeraError as err:
            raise UserError(f"error: {err}") from err

    return run_tool(TOOL, body, exiting=argv is None)


def run(args: argparse.Namespace) -> int:
    chain, levels, mode = _problem(args)
    if args.check is None:
        solution = solve(chain, levels, mode)
        text = format_tiling(chain, levels, solution.tiling)
        _emit(
            args.format,
            _solution_json(chain, solution.levels, solution.cost, mode, text),
            _solution_text(chain, solution.levels, solution.cost, mode, text),
        )
        return 0
    tiling = parse_tiling(chain, levels, _solution_text_arg(args.check))
    verdict = check(chain, levels, tiling, mode)
    _emit(args.format, _check_json(chain, verdict, mode), _check_text(chain, verdict, mode))
    return 0 if verdict.feasible else 1


# --- the problem -------------------------------------------------------------


def _problem(args: argparse.Namespace) -> tuple[GemmChain, tuple[MemoryLevel, ...], TilingMode]:
    if args.chain is None:
        mode = TilingMode(args.mode or TilingMode.EXACT.value)
        return _gemm(args), _option_levels(args, mode), mode
    given = [f"--{name.replace('_', '-')}" for name in _GEMM_OPTIONS if getattr(args, name) is not None]
    if given:
        raise UserError(f"error: {given[0]} cannot be combined with --chain (the file defines the chain)")
    data = _read_chain_file(args.chain)
    chain = _chain_from_data(data)
    mode = _mode(args.mode, data)
    if "levels" not in data:
        return chain, _option_levels(args, mode), mode
    given = [f"--{name.replace('_', '-')}" for name in _LEVEL_OPTIONS if getattr(args, name) is not None]
    if given:
        raise UserError(f"error: {given[0]} cannot be combined with the levels defined in {args.chain}")
    return chain, _levels_from_data(data["levels"]), mode


def _gemm(args: argparse.Namespace) -> GemmChain:
    (_, m), (_, k), (_, n) = REPRODUCTION_EXTENTS
    (_, wa), (_, wb), (_, wc) = REPRODUCTION_WIDTHS
    shape = (_or(args.m, m), _or(args.k, k), _or(args.n, n))
    return gemm_chain([shape], [_or(args.width_a, wa), _or(args.width_b, wb), _or(args.width_c, wc)])


def _option_levels(args: argparse.Namespace, mode: TilingMode) -> tuple[MemoryLevel, ...]:
    l1 = MemoryLevel("l1", _or(args.capacity_l1, REPRODUCTION_CAPACITY_L1), _or(args.bw_l1, Fraction(REPRODUCTION_BANDWIDTH_L1)))
    if (args.levels or _default_level_count(mode)) == 1:
        for name in ("capacity_l2", "bw_l2"):
            if getattr(args, name) is not None:
                raise UserError(f"error: --{name.replace('_', '-')} needs two levels, but --levels is 1")
        return (l1,)
    l2 = MemoryLevel("l2", _or(args.capacity_l2, REPRODUCTION_CAPACITY_L2), _or(args.bw_l2, Fraction(REPRODUCTION_BANDWIDTH_L2)))
    return (l1, l2)


def _default_level_count(mode: TilingMode) -> int:
    """Two levels (SPEC section 8's problem), one for ceil tiling, which takes one."""
    return 1 if mode is TilingMode.CEIL else 2


def _or(value: Any, default: Any) -> Any:
    return default if value is None else value


def _mode(option: str | None, data: dict[str, Any]) -> TilingMode:
    if option is not None:
        return TilingMode(option)
    text = data.get("mode", TilingMode.EXACT.value)
    modes = [mode.value for mode in TilingMode]
    if text not in modes:
        raise ChimeraError(f"chain file: mode must be one of {', '.join(modes)}, got {text!r}")
    return TilingMode(text)


def _read_chain_file(path: str) -> dict[str, Any]:
    text = _read_text(path)
    try:
        data = tomllib.loads(text) if path.endswith(".toml") else json.loads(text)
    except (tomllib.TOMLDecodeError, json.JSONDecodeError) as err:
        raise UserError(f"error: {path}: not valid {'TOML' if path.endswith('.toml') else 'JSON'}: {err}") from err
    except RecursionError as err:
        raise UserError(f"error: {path}: nesting too deep to read (docs/robustness.md)") from err
    if not isinstance(data, dict):
        raise UserError(f"error: {path}: expected an object with keys {', '.join(sorted(_CHAIN_KEYS))}")
    unknown = sorted(set(data) - _CHAIN_KEYS)
    if unknown:
        raise UserError(f"error: {path}: unknown key {unknown[0]!r}; keys are {', '.join(sorted(_CHAIN_KEYS))}")
    return data


def _chain_from_data(data: dict[str, Any]) -> GemmChain:
    dims = _table(data, "dims", "chain file")
    tensors = _table(data, "tensors", "chain file")
    ops = data.get("ops")
    if not isinstance(ops, list) or not all(isinstance(op, list) and all(isinstance(n, str) for n in op) for op in ops):
        raise ChimeraError('chain file: "ops" must be a list of lists of tensor names, e.g. [["A", "B", "C"]]')
    return GemmChain(
        tuple(dims),
        tuple(dims.values()),
        tuple(_tensor_from_data(name, body) for name, body in tensors.items()),
        tuple(tuple(op) for op in ops),
    )


def _tensor_from_data(name: str, body: Any) -> Tensor:
    where = f"chain file: tensor {name}"
    if not isinstance(body, dict):
        raise ChimeraError(f'{where}: expected an object with "dims" and "width"')
    unknown = sorted(set(body) - _TENSOR_KEYS)
    if unknown:
        raise ChimeraError(f"{where}: unknown key {unknown[0]!r}; keys are {', '.join(sorted(_TENSOR_KEYS))}")
    dims = body.get("dims")
    if not isinstance(dims, list) or not all(isinstance(d, str) for d in dims):
        raise ChimeraError(f'{where}: "dims" must be a list of dim names')
    intermediate = body.get("intermediate", False)
    if not isinstance(intermediate, bool):
        raise ChimeraError(f'{where}: "intermediate" must be true or false')
    return Tensor(name, tuple(dims), body.get("width"), intermediate)


def _levels_from_data(levels: Any) -> tuple[MemoryLevel, ...]:
    if not isinstance(levels, list) or not levels:
        raise ChimeraError('chain file: "levels" must be a non-empty list, innermost level first')
    result = []
    for index, body in enumerate(levels):
        where = f"chain file: level {index}"
        if not isinstance(body, dict) or set(body) != _LEVEL_KEYS:
            raise ChimeraError(f"{where}: expected exactly the keys {', '.join(sorted(_LEVEL_KEYS))}")
        result.append(MemoryLevel(body["name"], body["capacity"], body["bandwidth"]))
    return tuple(result)


def _table(data: dict[str, Any], key: str, where: str) -> dict[str, Any]:
    value = data.get(key)
    if not isinstance(value, dict) or not value:
        raise ChimeraError(f'{where}: "{key}" must be a non-empty table')
    return value


def _solution_text_arg(value: str) -> str:
    if not value.startswith("@"):
        return value
    return _read_text(value[1:])


def _read_text(path: str) -> str:
    """A text file's contents, or a `UserError` saying why it cannot be read."""
    try:
        return Path(path).read_text()
    except OSError as err:
        raise UserError(f"error: cannot read '{path}': {err.strerror}") from err
    except UnicodeDecodeError as err:
        raise UserError(f"error: {path} is not UTF-8 text (byte 0x{err.object[err.start]:02x} at offset {err.start})") from err


# --- output ------------------------------------------------------------------


def _emit(fmt: str, as_json: dict[str, Any], as_text: str) -> None:
    sys.stdout.write(json.dumps(as_json, indent=2) + "\n" if fmt == "json" else as_text)


def _number(value: Fraction) -> int | float:
    return value.numerator if value.denominator == 1 else float(value)


def _problem_line(chain: GemmChain, mode: TilingMode) -> str:
    extents = " ".join(f"{d}={e}" for d, e in zip(chain.dims, chain.extents))
    tensors = ", ".join(f"{t} x{t.width}" + (" (intermediate)" if t.intermediate else "") for t in chain.tensors)
    return f"problem: {extents}; tensors {tensors}; {mode.value} tiling\n"


def _pairs(chain: GemmChain, values: tuple[int, ...]) -> str:
    return " ".join(f"{d}={v}" for d, v in zip(chain.dims, values))


def _level_text(chain: GemmChain, result: LevelResult) -> str:
    memory = result.memory
    moved = ", ".join(f"{t.name} {mv}" for t, mv in zip(chain.tensors, result.movement) if not t.intermediate)
    return (
        f"level {memory.name} (capacity {memory.capacity_bytes} B, bandwidth {_number(memory.bandwidth)}): "
        f"loops {','.join(result.permutation)} (outermost first)\n"
        f"  resident tile {_pairs(chain, result.tiles)}; trips {_pairs(chain, result.trips)}\n"
        f"  DV = {result.dv} B ({moved}); MU = {result.mu} B; cost = DV / {_number(memory.bandwidth)} = {_number(result.cost)}\n"
    )


def _solution_text(chain: GemmChain, results: tuple[LevelResult, ...], cost: Fraction, mode: TilingMode, tiling: str) -> str:
    worst = max(reversed(results), key=lambda r: r.cost)
    lines = [_problem_line(chain, mode)]
    lines += [_level_text(chain, result) for result in reversed(results)]
    lines.append(f"cost = max over levels = {_number(cost)} (level {worst.memory.name})\n")
    lines.append(f"solution: {tiling}\n")
    return "".join(lines)


def _check_text(chain: GemmChain, verdict: Check, mode: TilingMode) -> str:
    lines = [_problem_line(chain, mode)]
    lines += [_level_text(chain, result) for result in reversed(verdict.levels)]
    if verdict.cost is not None:
        lines.append(f"cost = max over levels = {_number(verdict.cost)}\n")
    lines.append("feasible\n" if verdict.feasible else "".join(f"infeasible: {reason}\n" for reason in verdict.reasons))
    return "".join(lines)


NUMBER = {"type": ["integer", "number"]}
"""A cost or bandwidth: an integer where it is whole, else a float."""
BY_DIM = {"type": "object", "additionalProperties": {"type": "integer"}}
"""A value per loop dimension (`m`, `k`, `n`, ...) or per tensor."""

LEVEL_KEYS = (
    Key("name", {"type": "string"}, "the memory level", lambda x: x[1].memory.name),
    Key("capacity", {"type": "integer"}, "its capacity in bytes", lambda x: x[1].memory.capacity_bytes),
    Key("bandwidth", NUMBER, "its bandwidth (bytes per unit of cost)", lambda x: _number(x[1].memory.bandwidth)),
    Key("permutation", {"type": "array", "items": {"type": "string"}}, "the loop order, outermost first", lambda x: list(x[1].permutation)),
    Key("tiles", BY_DIM, "the resident tile per dimension", lambda x: dict(zip(x[0].dims, x[1].tiles))),
    Key("trips", BY_DIM, "the trip count per dimension", lambda x: dict(zip(x[0].dims, x[1].trips))),
    Key("footprints", BY_DIM, "each tensor's resident bytes", lambda x: {t.name: fp for t, fp in zip(x[0].tensors, x[1].footprints)}),
    Key(
        "movement", BY_DIM, "each non-intermediate tensor's moved bytes",
        lambda x: {t.name: mv for t, mv in zip(x[0].tensors, x[1].movement) if not t.intermediate},
    ),
    Key("dv", {"type": "integer"}, "the data volume moved (bytes)", lambda x: x[1].dv),
    Key("mu", {"type": "integer"}, "the memory used (bytes)", lambda x: x[1].mu),
    Key("cost", NUMBER, "dv / bandwidth", lambda x: _number(x[1].cost)),
)
"""The JSON keys of one memory level of a solution or check (docs/chimera.md)."""

_MODE = Key("mode", {"enum": [m.value for m in TilingMode]}, "the tiling mode", lambda x: x["mode"].value)
_DIMS = Key("dims", BY_DIM, "the extent of each loop dimension", lambda x: dict(zip(x["chain"].dims, x["chain"].extents)))
_LEVELS = Key(
    "levels", {"type": "array", "items": ref("ChimeraLevel")}, "every memory level, outermost first",
    lambda x: [dump(LEVEL_KEYS, (x["chain"], result)) for result in reversed(x["levels"])],
)

SOLUTION_KEYS = (
    VERSION_KEY,
    _MODE,
    _DIMS,
    _LEVELS,
    Key("cost", NUMBER, "the maximum of the levels' costs", lambda x: _number(x["cost"])),
    Key("solution", {"type": "string"}, "the tiling found, as --check takes it", lambda x: x["tiling"]),
)
"""The JSON keys of `anec-chimera --format json`'s solution."""

CHECK_KEYS = (
    VERSION_KEY,
    _MODE,
    _DIMS,
    Key("feasible", {"type": "boolean"}, "whether the tiling checked fits every level", lambda x: x["verdict"].feasible),
    Key("reasons", {"type": "array", "items": {"type": "string"}}, "why it does not fit (empty if feasible)", lambda x: list(x["verdict"].reasons)),
    _LEVELS,
    Key("cost", {"type": ["integer", "number", "null"]}, "the maximum of the levels' costs, or null", lambda x: None if x["verdict"].cost is None else _number(x["verdict"].cost)),
)
"""The JSON keys of `anec-chimera --check ... --format json`."""


def _solution_json(
    chain: GemmChain, results: tuple[LevelResult, ...], cost: Fraction, mode: TilingMode, tiling: str
) -> dict[str, Any]:
    return dump(SOLUTION_KEYS, {"chain": chain, "levels": results, "cost": cost, "mode": mode, "tiling": tiling})


def _check_json(chain: GemmChain, verdict: Check, mode: TilingMode) -> dict[str, Any]:
    return dump(CHECK_KEYS, {"chain": chain, "levels": verdict.levels, "verdict": verdict, "mode": mode})


if __name__ == "__main__":
    sys.exit(main())
