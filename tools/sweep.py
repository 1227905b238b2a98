"""
`anec-sweep` and `anec.sweep`: a grid of models x targets x modes x named
pipeline option sets, one cell per combination, each compiled (by the option
set's pipeline) and estimated, the results in one table with one row per
cell (docs/sweeps.md).

The cells run in this process by default; with `workers=N` on a
`dask.distributed` LocalCluster of N single-threaded worker processes, or on
an existing Dask cluster (`scheduler=ADDRESS`). Dask does the scheduling,
the retries of a task whose worker died and the balancing between workers;
this module only splits the grid into tasks and writes the table: per model,
one task imports it (`warm`) and each of its cells is a task that depends on
that one, so Dask runs the cells where the model was imported, and a worker
that takes cells over imports the model once for itself (a per-process cache
of the imported modules, `_cached_module`).

The table (Parquet through pyarrow, or CSV) is rewritten atomically
(`ir_io.write_output`) as cells finish, at most every `checkpoint` seconds,
and at the end: a sweep killed halfway leaves the cells done so far, and a
cell already in the table (same model file content, target, mode, option
set and anec version) is not run again, so a restarted sweep finishes the
rest and writes the table one uninterrupted run writes, row for row: rows
are sorted by `SORT_KEY` and hold nothing that depends on when or where a
cell ran.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import io
import math
import multiprocessing
import os
import sys
import threading
import time
import tomllib
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from anec.tools.ir_io import UserError

STATUS_OK = "ok"
STATUS_ERROR = "error"
"""The cell's input or pipeline was refused: the diagnostic is the tools' one-line message."""
STATUS_INTERNAL = "internal-error"
"""A bug in anec: the diagnostic names the exception (as the tools' exit status 3)."""

BACKENDS = ("engine", "gpu", "cpu")
"""The placement model's backends (cost/placement.py), one time column each."""

COLUMNS: tuple[tuple[str, str], ...] = (
    ("model", "string"),
    ("model_sha256", "string"),
    ("target", "string"),
    ("mode", "string"),
    ("options", "string"),
    ("pipeline", "string"),
    ("anec_version", "string"),
    ("status", "string"),
    ("diagnostic", "string"),
    ("latency_us", "double"),
    ("flops", "int64"),
    ("bytes", "int64"),
    ("dispatches", "int64"),
    ("bound", "string"),
    *((f"{backend}_us", "double") for backend in BACKENDS),
)
"""The table's columns in order, with their Parquet types (docs/sweeps.md, "The table")."""

KEY = ("model", "model_sha256", "target", "mode", "options", "pipeline", "anec_version")
"""What makes a cell: a row with these values is not computed again."""

SORT_KEY = ("model", "options", "mode", "target", "model_sha256", "pipeline", "anec_version")
"""The table's row order."""

DEFAULT_OPTIONS = (("compile", "anec-compile"),)
"""The option set of a grid that names none: the default pipeline."""

DEFAULT_CHECKPOINT_S = 5.0
CACHE_SIZE = 2
"""Imported modules a process keeps (a worker runs one model's cells together, mostly)."""

FORMATS = (".parquet", ".csv")


@dataclass(frozen=True)
class Grid:
    """The axes of a sweep: model paths or globs, target or chip names (or `all`),
    cost modes, and named pipelines (`""`: the module as written)."""

    models: tuple[str, ...]
    targets: tuple[str, ...]
    modes: tuple[str, ...] = ("seed",)
    options: tuple[tuple[str, str], ...] = DEFAULT_OPTIONS


@dataclass(frozen=True)
class Cell:
    """One model file on one target in one mode with one option set."""

    model: str
    model_sha256: str
    target: str
    mode: str
    options: str
    pipeline: str
    anec_version: str

    def key(self) -> tuple[str, ...]:
        return tuple(getattr(self, name) for name in KEY)


@dataclass(frozen=True)
class Outcome:
    """What a sweep did: the rows of its grid's cells (in table order), how many
    it ran and found already in the table, and the cells no worker finished
    (a worker died on them more often than Dask allows: run again to finish them).
    With a `check` (`sweep`), `checks` holds what each cell that ran gave
    (`CellCheck`), by the cell's `key()`."""

    rows: tuple[dict[str, Any], ...]
    ran: int
    reused: int
    unfinished: tuple[tuple[Cell, str], ...]
    checks: dict[tuple[str, ...], CellCheck] = dataclasses.field(default_factory=dict)


@dataclass(frozen=True)
class CellCheck:
    """What a cell gave beside its row when the sweep has a `check`: the
    check's value (None where the cell failed before its pipeline ended: the
    row says where; a cell whose estimate failed is checked), the stage the
    cell failed in (`""`: none; `import`, a pass's name, `estimate`), and the
    cell's seconds (its pipeline, estimate and check; the model's import is
    counted only where the cell's process imported it)."""

    value: Any
    stage: str
    seconds: float


Check = Callable[[Cell, Any], Any]
"""A step run in the worker on each cell's module after its pipeline and
estimate (`sweep(..., check=...)`): given the cell and the module, it gives
a picklable value, and must not raise (what it checks is its own to report)."""

_CHECK_KEY = "_check"
"""Where `run_cell` hands a `CellCheck` back with the row (taken out before the row is kept)."""


# ---------------------------------------------------------------------------
# The grid


def load_grid(path: str) -> Grid:
    """A grid from a TOML file (docs/sweeps.md, "Grid files"); model paths and
    globs are relative to the file's folder."""
    try:
        with open(path, "rb") as file:
            data = tomllib.load(file)
    except OSError as err:
        raise UserError(f"error: cannot read '{path}': {err.strerror}") from err
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as err:
        raise UserError(f"error: {path}: not a TOML file: {err}") from err
    legal = ("models", "targets", "modes", "options")
    for key in data:
        if key not in legal:
            raise UserError(f"error: {path}: unknown key '{key}'; a grid file has {', '.join(legal)}")

    def strings(key: str) -> tuple[str, ...]:
        value = data.get(key, [])
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
            raise UserError(f"error: {path}: '{key}' must be a string or a list of strings")
        return tuple(value)

    options = data.get("options", {})
    if not isinstance(options, dict) or not all(isinstance(v, str) for v in options.values()):
        raise UserError(f"error: {path}: [options] maps a name to a pipeline string, e.g. compile = \"anec-compile\"")
    base = Path(path).parent
    models = tuple(m if os.path.isabs(m) else os.path.normpath(base / m) for m in strings("models"))
    return Grid(models, strings("targets"), strings("modes") or ("seed",), tuple(options.items()) or DEFAULT_OPTIONS)


def anec_version() -> str:
    """The package's version and a digest of its installed sources and data
    (`0.1.0+src.1a2b3c4d5e6f`): a table's rows are reused only by the same code."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        release = version("anec-compiler")
    except PackageNotFoundError:
        release = "0"
    digest = hashlib.sha256()
    roots = sorted({Path(p).resolve() for p in _package_folders()})
    for root in roots:
        for file in sorted(root.rglob("*")):
            if file.suffix in (".py", ".toml", ".json", ".jinja") and "__pycache__" not in file.parts and file.is_file():
                digest.update(f"{root.name}/{file.relative_to(root).as_posix()}\0".encode())
                digest.update(file.read_bytes())
    return f"{release}+src.{digest.hexdigest()[:12]}"


def _package_folders() -> list[str]:
    """The folders of `anec` and of its top-level subpackages (each mapped from its own folder)."""
    import importlib.util

    folders: list[str] = []
    for name in ("anec", "anec.dialect", "anec.interpreter", "anec.passes", "anec.cost", "anec.frontend", "anec.tuner", "anec.calibration", "anec.tools"):
        spec = importlib.util.find_spec(name)
        if spec is not None and spec.submodule_search_locations:
            folders += list(spec.submodule_search_locations)
    return folders


def model_digest(path: str) -> str:
    """The SHA-256 of a model file's bytes; of a Core ML package folder, of its files' names and bytes."""
    digest = hashlib.sha256()
    try:
        if Path(path).is_dir():
            for file in sorted(p for p in Path(path).rglob("*") if p.is_file()):
                digest.update(f"{file.relative_to(path).as_posix()}\0".encode())
                digest.update(file.read_bytes())
        else:
            with open(path, "rb") as handle:
                for block in iter(lambda: handle.read(1 << 20), b""):
                    digest.update(block)
    except OSError as err:
        raise UserError(f"error: cannot read '{path}': {err.strerror}") from err
    return digest.hexdigest()


def expand_models(patterns: Iterable[str]) -> list[str]:
    """Model paths from paths and globs, each once, in the order given (a glob's matches sorted)."""
    import glob

    found: list[str] = []
    for pattern in patterns:
        if glob.has_magic(pattern):
            matches = sorted(glob.glob(pattern, recursive=True))
            if not matches:
                raise UserError(f"error: no model matches '{pattern}'")
        elif not os.path.exists(pattern):
            raise UserError(f"error: cannot read '{pattern}': no such file")
        else:
            matches = [pattern]
        found += [m for m in matches if m not in found]
    return found


def expand_targets(names: Iterable[str]) -> list[str]:
    """Target and chip names (a chip keeps its name: its SoC enters the refined
    estimate, docs/cost-model.md) from the names given and `all`, each once,
    in the order given."""
    from anec.tools.estimate import resolve_targets

    found: list[str] = []
    for name in names:
        if name.endswith(".toml"):
            raise UserError(f"error: anec-sweep takes target and chip names or 'all', not a calibration file ('{name}')")
        found += [t.label for t in resolve_targets(name) if t.label not in found]
    return found


def check_modes(modes: Iterable[str]) -> list[str]:
    from anec.cost.analytic import Mode

    legal = [m.value for m in Mode]
    for mode in modes:
        if mode not in legal:
            raise UserError(f"error: unknown cost mode '{mode}'; expected one of: {', '.join(legal)}")
    return list(dict.fromkeys(modes))


def check_options(options: Sequence[tuple[str, str]]) -> None:
    """Refuses, before any work, an option set that is not a pipeline of known
    passes with legal options, or that sets what the grid sets (target, mode)."""
    names = [name for name, _ in options]
    for name in names:
        if not name or any(c.isspace() for c in name) or "=" in name:
            raise UserError(f"error: option set name '{name}' must be a non-empty word without '='")
        if names.count(name) > 1:
            raise UserError(f"error: option set '{name}' is given twice")
    for name, text in options:
        try:
            passes(text, "h13", "seed")
        except UserError as err:
            raise UserError(f"error: option set '{name}': {str(err).removeprefix('error: ')}") from err


def passes(text: str, target: str, mode: str) -> list[Any]:
    """The passes of a pipeline text, each given `target` and `mode` where it declares them."""
    from xdsl.utils.arg_spec import parse_pipeline
    from xdsl.utils.exceptions import ArgSpecParseError

    from anec.tools.anec_opt import describe_pipeline_error
    from anec.tools.universe import all_passes

    if not text.strip():
        return []
    available = all_passes()
    try:
        specs = list(parse_pipeline(text))
    except ArgSpecParseError as err:
        raise UserError(f"error: bad pipeline '{text}': {err}") from err
    problem = describe_pipeline_error(available, text)
    if problem is not None:
        raise UserError(f"error: {problem}")
    made = []
    for spec in specs:
        cls = available[spec.name]()
        declared = {f.name for f in dataclasses.fields(cls)}
        given = spec.normalize_parameter_names().parameters
        for fixed in ("target", "mode"):
            if fixed in given:
                raise UserError(f"error: pass '{spec.name}' is given {fixed}=...; the sweep sets each cell's {fixed}")
        parameters = dict(spec.parameters)
        if "target" in declared:
            parameters["target"] = (target,)
        if "mode" in declared:
            parameters["mode"] = (mode,)
        try:
            made.append(cls.from_pass_spec(dataclasses.replace(spec, parameters=parameters)))
        except Exception as err:  # xDSL's option conversion raises ValueError, TypeError, ...: each a bad option
            raise UserError(f"error: pass '{spec.name}': {err}") from err
    return made


def cells(grid: Grid, version: str | None = None) -> list[Cell]:
    """The grid's cells, model-major (each model's cells together), after checking every axis."""
    if not grid.models:
        raise UserError("error: no model given: name model files or globs (or `models` in a grid file)")
    if not grid.targets:
        raise UserError("error: no target given: --target NAME (a target or chip name, or 'all')")
    options = list(grid.options) or list(DEFAULT_OPTIONS)
    check_options(options)
    modes = check_modes(grid.modes or ("seed",))
    targets = expand_targets(grid.targets)
    models = expand_models(grid.models)
    version = version or anec_version()
    made = []
    for model in models:
        digest = model_digest(model)
        for name, pipeline in options:
            for mode in modes:
                made += [Cell(model, digest, target, mode, name, pipeline, version) for target in targets]
    return made


# ---------------------------------------------------------------------------
# One cell


_CACHE: OrderedDict[tuple[str, str], Any] = OrderedDict()
_CACHE_LOCK = threading.Lock()


class ModelChanged(Exception):
    """The model file's content is not the one the grid hashed: not a row, a cell to run again."""


def _cached_module(path: str, digest: str) -> Any:
    """The module of `path` (imported once per process), or the `UserError` importing it gave."""
    key = (path, digest)
    with _CACHE_LOCK:
        if key in _CACHE:
            _CACHE.move_to_end(key)
            return _CACHE[key]
        from anec.tools.anec_import import load_input

        if model_digest(path) != digest:
            raise ModelChanged(f"'{path}' changed during the sweep (its SHA-256 is no longer {digest[:12]})")
        try:
            loaded: Any = load_input(path, "anec-sweep")
        except UserError as err:
            loaded = err
        _CACHE[key] = loaded
        while len(_CACHE) > CACHE_SIZE:
            _CACHE.popitem(last=False)
        return loaded


def warm(path: str, digest: str) -> str:
    """Imports a model into this process's cache (a Dask task its cells depend on); returns its digest."""
    _cached_module(path, digest)
    return digest


def run_cell(cell: Cell, _warmed: str | None = None, check: Check | None = None) -> dict[str, Any]:
    """The cell's row: the model (from this process's cache) through the option
    set's pipeline for the cell's target and mode, then estimated. A refusal is a
    row with status `error` and the tools' diagnostic; a bug, `internal-error`.
    With `check`, the row also carries (under `_CHECK_KEY`) the `CellCheck` of
    `check(cell, module)` on the cell's module, run after the estimate."""
    start = time.perf_counter()
    try:
        row = _run_cell(cell, check)
    finally:
        release_memory()
    value, stage = row.pop(_CHECK_KEY, (None, ""))
    if check is not None:
        row[_CHECK_KEY] = CellCheck(value, stage, round(time.perf_counter() - start, 3))
    return row


def release_memory() -> None:
    """Hands the free pages of the C heap back to the system (glibc's
    `malloc_trim`; nothing elsewhere). A process that imports, compiles and
    runs one model after another otherwise keeps the high-water mark of all
    of them, fragmented rather than leaked: part of why a corpus worker grew
    to 9-10 GiB over 48 models, past the 80% of its memory limit at which
    Dask pauses a worker (docs/sweeps.md, "Memory"). The nanny's own remedy, the
    `MALLOC_TRIM_THRESHOLD_` it sets before starting a worker, does not reach
    workers forked from a server process (`WORKER_START_METHOD`)."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


@functools.cache
def _malloc_trim() -> Callable[[int], int] | None:
    if not sys.platform.startswith("linux"):
        return None
    import ctypes

    try:
        return ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError):  # a C library without it
        return None


def _run_cell(cell: Cell, check: Check | None) -> dict[str, Any]:
    from xdsl.utils.exceptions import DiagnosticException, PassFailedException, VerifyException

    from anec.cost.analytic import Mode
    from anec.cost.report import analyze_all
    from anec.cost.work import CostError
    from anec.tools.estimate import resolve_targets
    from anec.tools.ir_io import anec_context, describe_pass_error

    row: dict[str, Any] = {name: "" if kind == "string" else None for name, kind in COLUMNS}
    row.update(dataclasses.asdict(cell))
    stage = "import"
    piped = None
    """The module once the pipeline ran: a failed estimate is still checked."""

    def failed(status: str, diagnostic: str) -> dict[str, Any]:
        checked = check(cell, piped) if check is not None and piped is not None else None
        return {**row, "status": status, "diagnostic": diagnostic, _CHECK_KEY: (checked, stage)}

    try:
        module = _cached_module(cell.model, cell.model_sha256)
        if isinstance(module, UserError):
            raise module
        module = module.clone()
        (target,) = resolve_targets(cell.target)
        context = anec_context()
        for stage_pass in passes(cell.pipeline, target.label, cell.mode):
            stage = stage_pass.name
            stage_pass.apply(context, module)
        stage, piped = "estimate", module
        (report,) = analyze_all(module, [target], (Mode(cell.mode),))
        if not math.isfinite(report.total_latency_us):
            raise UserError(f"error: the {cell.mode} estimate on {target.name} is {report.total_latency_us} us, not a finite number")
    except ModelChanged:
        raise
    except UserError as err:
        return failed(STATUS_ERROR, str(err))
    except PassFailedException as err:
        return failed(STATUS_ERROR, describe_pass_error(err))
    except (VerifyException, DiagnosticException, CostError) as err:
        return failed(STATUS_ERROR, f"error: {stage}: {err}")
    except Exception as err:  # noqa: BLE001 (a bug in anec: the row says which, and the sweep goes on)
        return failed(STATUS_INTERNAL, f"internal error in {stage}: {type(err).__name__}: {err}")
    by_backend = dict.fromkeys(BACKENDS, 0.0)
    for op in report.ops:
        if op.program is None:
            by_backend[op.backend] = by_backend.get(op.backend, 0.0) + op.latency_us
    row.update(
        status=STATUS_OK,
        latency_us=report.total_latency_us,
        flops=report.flops,
        bytes=report.bytes,
        dispatches=report.dispatches,
        bound=report.dominant_bound(),
        **{f"{backend}_us": by_backend[backend] for backend in BACKENDS},
    )
    if check is not None:
        row[_CHECK_KEY] = (check(cell, module), "")
    return row


# ---------------------------------------------------------------------------
# The table


def table_format(path: str) -> str:
    suffix = Path(path).suffix.lower()
    if suffix not in FORMATS:
        raise UserError(f"error: the results table '{path}' must end in .parquet or .csv")
    return suffix


def row_key(row: dict[str, Any]) -> tuple[str, ...]:
    return tuple(row[name] for name in KEY)


def sorted_rows(rows: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    return sorted(rows, key=lambda row: tuple(row[name] for name in SORT_KEY))


def table_bytes(rows: Sequence[dict[str, Any]], fmt: str) -> bytes:
    """The table of `rows` (already in order) as Parquet or CSV bytes: the same rows give the same bytes."""
    if fmt == ".csv":
        import csv

        buffer = io.StringIO()
        writer = csv.writer(buffer)  # RFC 4180: lines end in CR LF, so a field holding either is quoted
        writer.writerow([name for name, _ in COLUMNS])
        for row in rows:
            writer.writerow(["" if row[name] is None else repr(row[name]) if kind == "double" else row[name] for name, kind in COLUMNS])
        return buffer.getvalue().encode()
    import pyarrow as pa
    import pyarrow.parquet as pq

    table = pa.Table.from_pylist([{name: row[name] for name, _ in COLUMNS} for row in rows], schema=parquet_schema())
    sink = io.BytesIO()
    pq.write_table(table, sink)
    return sink.getvalue()


def parquet_schema() -> Any:
    import pyarrow as pa

    return pa.schema([(name, {"string": pa.string, "double": pa.float64, "int64": pa.int64}[kind]()) for name, kind in COLUMNS])


def read_table(path: str) -> list[dict[str, Any]]:
    """The rows of an existing table (none where there is no file); a file that is not such a table is refused."""
    fmt = table_format(path)
    if not os.path.exists(path):
        return []
    expected = [name for name, _ in COLUMNS]
    problem = f"error: '{path}' is not an anec-sweep table"
    try:
        if fmt == ".csv":
            import csv

            with open(path, newline="", encoding="utf-8") as file:
                reader = csv.reader(file)
                header = next(reader, None)
                if header != expected:
                    raise UserError(f"{problem}: its header is not {','.join(expected)}")
                rows = [_typed(line, path, number) for number, line in enumerate(reader, start=2)]
        else:
            import pyarrow.parquet as pq

            table = pq.read_table(path)
            if table.schema != parquet_schema():
                raise UserError(f"{problem}: its columns are not {', '.join(f'{name} ({kind})' for name, kind in COLUMNS)}")
            rows = table.to_pylist()
    except UserError:
        raise
    except OSError as err:
        raise UserError(f"error: cannot read '{path}': {err.strerror or err}") from err
    except Exception as err:  # pyarrow's and csv's many ways to say "not this format"
        raise UserError(f"{problem}: {type(err).__name__}: {err}") from err
    for row in rows:
        if any(row[name] is None for name in KEY):
            raise UserError(f"{problem}: a row has no {', '.join(KEY)}")
    return rows


def _typed(line: list[str], path: str, number: int) -> dict[str, Any]:
    if len(line) != len(COLUMNS):
        raise UserError(f"error: {path}:{number}: {len(line)} fields, expected {len(COLUMNS)}")
    row: dict[str, Any] = {}
    for (name, kind), text in zip(COLUMNS, line):
        try:
            row[name] = text if kind == "string" else None if text == "" else float(text) if kind == "double" else int(text)
        except ValueError as err:
            raise UserError(f"error: {path}:{number}: column '{name}' is not a number: '{text}'") from err
    return row


# ---------------------------------------------------------------------------
# The sweep


def sweep(
    grid: Grid,
    output: str,
    *,
    html: str | None = None,
    workers: int = 0,
    scheduler: str | None = None,
    checkpoint: float = DEFAULT_CHECKPOINT_S,
    progress: Callable[[int, int], None] | None = None,
    check: Check | None = None,
) -> Outcome:
    """Runs the cells of `grid` that `output` does not hold yet and writes the
    table (and the HTML summary `html`); see the module's docstring. With
    `check` (`Check`, from Python only: `make validate` checks the network
    corpus's numerics this way), every cell of the grid runs, whether or not
    the table holds it (what a check gives is not in the table), and each
    cell's `CellCheck` is in the outcome's `checks`."""
    from anec.tools.ir_io import check_outputs

    fmt = table_format(output)
    if workers < 0:
        raise UserError(f"error: --workers must be 0 (this process) or more, got {workers}")
    if workers and scheduler:
        raise UserError("error: --workers starts a cluster and --scheduler uses one: give one of them")
    if not math.isfinite(checkpoint) or checkpoint < 0:
        raise UserError(f"error: --checkpoint must be a number of seconds >= 0, got {checkpoint}")
    if html is not None and Path(html).suffix.lower() != ".html":
        raise UserError(f"error: the summary page '{html}' must end in .html")
    check_outputs([], [output, html])
    if not workers:
        return _sweep(grid, output, fmt, html, None, scheduler, checkpoint, progress, check)
    import dask

    with dask.config.set({"distributed.worker.multiprocessing-method": WORKER_START_METHOD}):
        local = _LocalCluster(workers)
        try:
            return _sweep(grid, output, fmt, html, local, scheduler, checkpoint, progress, check)
        finally:
            local.close()


@contextmanager
def cluster(workers: int) -> Iterator[str | None]:
    """The address of a LocalCluster of `workers` single-threaded processes, as
    `sweep(..., workers=N)` starts one, for a caller that runs other tasks on
    it before or beside a sweep (`sweep(..., scheduler=address)`); None (and no
    cluster) for 0 workers: everything in this process."""
    if workers < 0:
        raise UserError(f"error: --workers must be 0 (this process) or more, got {workers}")
    if not workers:
        yield None
        return
    import dask

    with dask.config.set({"distributed.worker.multiprocessing-method": WORKER_START_METHOD}):
        local = _LocalCluster(workers)
        try:
            yield local.get().scheduler_address
        finally:
            local.close()


WORKER_START_METHOD = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
"""How the LocalCluster's nannies start (and restart) their workers: forked
from one server process that has imported Dask once, where the platform has
one (Linux, macOS), instead of each a fresh interpreter importing it
(`spawn`, Dask's default): on two cores, the cluster is up about half a
second sooner and closes in a tenth of a second instead of two or three
(docs/sweeps.md, "Speed")."""


def _sweep(
    grid: Grid, output: str, fmt: str, html: str | None, local: _LocalCluster | None, scheduler: str | None, checkpoint: float,
    progress: Callable[[int, int], None] | None, check: Check | None,
) -> Outcome:
    from anec.tools.ir_io import check_outputs, write_output, write_outputs

    grid_cells = cells(grid)
    check_outputs([c.model for c in grid_cells], [output, html])
    table: dict[tuple[str, ...], dict[str, Any]] = {}
    for row in read_table(output):
        table.setdefault(row_key(row), row)
    todo = [c for c in grid_cells if check is not None or c.key() not in table]
    reused = len(grid_cells) - len(todo)
    checks: dict[tuple[str, ...], CellCheck] = {}
    state = {"written": time.monotonic(), "dirty": False, "done": 0}

    def save() -> None:
        write_output(output, table_bytes(sorted_rows(table.values()), fmt))
        state["written"], state["dirty"] = time.monotonic(), False

    def finished(row: dict[str, Any]) -> None:
        if check is not None:
            checks[row_key(row)] = row.pop(_CHECK_KEY)
        table[row_key(row)] = row
        state["dirty"] = True
        state["done"] += 1
        if progress is not None:
            progress(state["done"], len(todo))
        if time.monotonic() - state["written"] >= checkpoint:
            save()

    unfinished: list[tuple[Cell, str]] = []
    try:
        if todo and (local is not None or scheduler is not None):
            unfinished = _on_dask(todo, finished, local, scheduler, grid_cells[0].anec_version, check)
        elif todo:
            _in_process(todo, finished, check)
    except BaseException:
        if state["dirty"]:
            save()  # the cells finished so far: the next run does the rest
        raise
    rows = tuple(sorted_rows(table[c.key()] for c in grid_cells if c.key() in table))
    outputs: list[tuple[str | None, str | bytes]] = []
    if state["dirty"] or not os.path.exists(output):
        outputs.append((output, table_bytes(sorted_rows(table.values()), fmt)))
    if html is not None:
        from anec.tools.sweep_page import page

        outputs.append((html, page(rows, title=f"anec-sweep: {Path(output).name}")))
    write_outputs(outputs)  # the table and its page together, or neither
    return Outcome(rows, len(todo) - len(unfinished), reused, tuple(unfinished), checks)


def _in_process(todo: Sequence[Cell], finished: Callable[[dict[str, Any]], None], check: Check | None) -> None:
    for cell in todo:
        try:
            row = run_cell(cell, None, check)
        except ModelChanged as err:
            raise UserError(f"error: {err}; run the sweep again") from err
        finished(row)


class _LocalCluster:
    """A LocalCluster of `workers` single-threaded worker processes, started in a
    thread of its own while this process checks the grid and reads the table
    (its processes start and import anec meanwhile: about a second less before
    the first cell on two cores); `get` waits for it, `close` closes it."""

    def __init__(self, workers: int) -> None:
        self.cluster: Any = None
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._start, args=(workers,), name="anec-sweep-cluster", daemon=True)
        self.thread.start()

    def _start(self, workers: int) -> None:
        import logging

        try:
            from dask.distributed import LocalCluster

            self.cluster = LocalCluster(
                n_workers=workers, threads_per_worker=1, processes=True, host="127.0.0.1",
                dashboard_address=None, worker_dashboard_address=None, silence_logs=logging.CRITICAL,
                scheduler_kwargs={"dashboard_address": "127.0.0.1:0"},  # its metrics server: loopback, any free port
                preload=["anec.tools.sweep"],  # each worker imports what a cell runs as it starts
            )
        except BaseException as err:  # noqa: BLE001 (handed to the sweep's thread, which raises it, by `get`)
            self.error = err

    def get(self) -> Any:
        self.thread.join()
        if self.error is not None:
            raise self.error
        return self.cluster

    def close(self) -> None:
        self.thread.join()
        if self.cluster is not None:
            self.cluster.close()


def _on_dask(
    todo: Sequence[Cell], finished: Callable[[dict[str, Any]], None], local: _LocalCluster | None, scheduler: str | None, version: str,
    check: Check | None,
) -> list[tuple[Cell, str]]:
    """The cells on the LocalCluster `local`, or on the cluster at `scheduler`."""
    from dask import delayed
    from dask.distributed import Client, as_completed

    if local is not None:
        client = Client(local.get())
    else:
        try:
            client = Client(scheduler, timeout="10s")
        except (OSError, TimeoutError, ValueError) as err:
            raise UserError(f"error: cannot reach the Dask scheduler at '{scheduler}': {err}") from err
    with client:
        seen = client.run(anec_version)
        if not seen:
            raise UserError(f"error: the Dask cluster at '{scheduler}' has no worker")
        for address, theirs in sorted(seen.items()):
            if theirs != version:
                raise UserError(f"error: the Dask worker {address} runs anec {theirs}, this client {version}: install the same anec on both")
        # One graph: each model's import a task its cells depend on, so Dask runs
        # them where the import is. Submitted at once, not the imports first:
        # a task that names a future of an earlier submission can reach the
        # scheduler before that future's task is registered there, and is then
        # cancelled as depending on lost data (dask/distributed#4612).
        warmed: dict[tuple[str, str], Any] = {}
        for cell in todo:
            if (cell.model, cell.model_sha256) not in warmed:
                warmed[(cell.model, cell.model_sha256)] = delayed(warm, pure=False)(cell.model, cell.model_sha256)
        cells = [delayed(run_cell, pure=False)(cell, warmed[(cell.model, cell.model_sha256)], check) for cell in todo]
        futures = dict(zip(client.compute(cells), todo))
        unfinished: list[tuple[Cell, str]] = []
        for future in as_completed(list(futures)):
            cell = futures[future]
            try:
                # `result` and not `status`: a cell's result held by a worker
                # that dies between its completion and this read is lost, and
                # Dask computes it again; `result` waits for that.
                row = future.result()
            except Exception as error:  # noqa: BLE001 (the cell's own error, or its cancellation, as Dask reports it)
                unfinished.append((cell, f"{type(error).__name__}: {error}"))
                continue
            finished(row)
        return unfinished


def summary(outcome: Outcome, output: str) -> str:
    """The line `anec-sweep` ends with on standard error."""
    errors = sum(1 for row in outcome.rows if row["status"] != STATUS_OK)
    text = f"anec-sweep: {len(outcome.rows) + len(outcome.unfinished)} cells: {outcome.ran} ran, {outcome.reused} already in {output}"
    if errors:
        text += f"; {errors} with an error (status and diagnostic in the table)"
    return text


def unfinished_error(outcome: Outcome) -> str:
    cell, reason = outcome.unfinished[0]
    return (
        f"error: {len(outcome.unfinished)} cells did not finish (first: {cell.model} on {cell.target}, {cell.mode}, "
        f"{cell.options}: {reason}); the table holds the rest: run the same sweep again to finish them"
    )

