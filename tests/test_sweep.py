"""`anec-sweep` / `anec.sweep` (docs/sweeps.md): the rows against the
tools' own estimates, errors as rows, resuming a killed sweep, and the same
grid on a real dask.distributed LocalCluster of two worker processes, once
undisturbed and once with a worker killed mid-sweep."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

import anec
from anec.tools.anec_sweep import main as sweep_main
from anec.tools.sweep import COLUMNS, Grid, read_table, sweep

ROOT = Path(__file__).resolve().parent.parent
BLOCK = str(ROOT / "examples/resnet_basic_block.mlir")
MOBILE = str(ROOT / "examples/mobilenet_inverted_residual.mlir")
OPTIONS = (("compile", "anec-compile"), ("written", ""))


def small_grid(*extra: str) -> Grid:
    return Grid((BLOCK, MOBILE, *extra), ("h13", "M4"), ("seed", "refined"), OPTIONS)


@pytest.fixture(scope="module")
def in_process(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, object]]:
    """The small grid's rows, run in this process."""
    out = tmp_path_factory.mktemp("sweep") / "rows.parquet"
    grid = small_grid()
    outcome = anec.sweep(grid.models, grid.targets, modes=grid.modes, options=dict(grid.options), output=out)
    assert (outcome.ran, outcome.reused, outcome.unfinished) == (16, 0, ())
    rows = read_table(str(out))
    assert rows == list(outcome.rows)
    return rows


def test_each_row_is_what_the_tools_report(in_process: list[dict[str, object]]) -> None:
    """A row's totals are `anec-report --compile`'s (option set `compile`) and
    `anec-report`'s (the module as written); a chip keeps its name (the
    target in the chip's SoC); the per-backend times add up to the total."""
    assert [r["target"] for r in in_process[:2]] == ["M4", "h13"]  # sorted by target within a group
    for row in in_process:
        assert row["status"] == "ok" and row["diagnostic"] == ""
        report = anec.estimate(str(row["model"]), target=str(row["target"]), mode=str(row["mode"]), compiled=row["options"] == "compile")
        assert (row["latency_us"], row["flops"], row["bytes"], row["dispatches"]) == (
            report.total_latency_us, report.flops, report.bytes, report.dispatches,
        )
        assert row["engine_us"] + row["gpu_us"] + row["cpu_us"] == pytest.approx(report.total_latency_us, rel=1e-12)
        assert row["pipeline"] == dict(OPTIONS)[str(row["options"])]
    keys = [tuple(r[k] for k in ("model", "options", "mode", "target")) for r in in_process]
    assert keys == sorted(keys) and len(set(keys)) == 16


def test_a_refused_cell_is_a_row_and_the_sweep_goes_on(tmp_path: Path) -> None:
    """A model that does not parse and a pass option a pass refuses at run
    time are rows with status `error` and the tools' one-line diagnostic;
    the other cells run. The CSV and the Parquet table hold the same rows."""
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @f() {\n  %x = anec.nope\n}\n")
    grid = Grid((BLOCK, str(bad)), ("h13",), ("seed",), (("compile", "anec-compile"), ("tiny", "anec-compile{placement-states=0}")))
    out = tmp_path / "t.csv"
    outcome = sweep(grid, str(out))
    by = {(Path(str(r["model"])).name, r["options"]): r for r in outcome.rows}
    assert by[("resnet_basic_block.mlir", "compile")]["status"] == "ok"
    parse_error = by[("bad.mlir", "compile")]
    assert parse_error["status"] == "error" and parse_error["latency_us"] is None
    assert str(parse_error["diagnostic"]).startswith(f"{bad}:3:1: error: Operation anec.nope is not registered")
    refused = by[("resnet_basic_block.mlir", "tiny")]
    assert refused["status"] == "error" and "placement-states" in str(refused["diagnostic"])
    parquet = tmp_path / "t.parquet"
    sweep(grid, str(parquet))
    assert read_table(str(parquet)) == read_table(str(out)) == list(outcome.rows)
    # With a check, every cell runs again; a failed cell says in which stage, and is checked only once its pipeline ran.
    checked = sweep(grid, str(parquet), check=lambda cell, module: (cell.options, sum(1 for _ in module.walk())))
    assert (checked.ran, checked.reused) == (4, 0) and checked.rows == outcome.rows
    by_cell = {(Path(k[0]).name, k[4]): c for k, c in checked.checks.items()}
    assert {k: (c.value, c.stage) for k, c in by_cell.items() if k[0] == "bad.mlir"} == {
        ("bad.mlir", "compile"): (None, "import"), ("bad.mlir", "tiny"): (None, "import"),
    }
    assert by_cell[("resnet_basic_block.mlir", "tiny")].value is None
    assert by_cell[("resnet_basic_block.mlir", "tiny")].stage == "anec-compile"
    assert by_cell[("resnet_basic_block.mlir", "compile")].value[0] == "compile"
    assert by_cell[("resnet_basic_block.mlir", "compile")].stage == ""


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--target", "h99"], "anec-sweep: error: unknown target 'h99'"),
        (["--target", "h13", "--options", "x=anec-compile{target=h13}"], "anec-sweep: error: option set 'x': pass 'anec-compile' is given target="),
        (["--target", "h13", "--options", "x=anec-nope"], "anec-sweep: error: option set 'x': unknown pass 'anec-nope'"),
        (["--target", "h13", "--mode", "fast"], "anec-sweep: error: unknown cost mode 'fast'"),
        (["--target", "h13", "--options", "compile"], "anec-sweep: error: --options takes NAME=PIPELINE"),
        (["--target", "h13", "--workers", "2", "--scheduler", "tcp://127.0.0.1:1"], "anec-sweep: error: --workers starts a cluster"),
    ],
)
def test_a_bad_grid_is_one_line_before_any_work(tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str) -> None:
    out = tmp_path / "t.parquet"
    assert sweep_main([BLOCK, *args, "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(message) and err.count("\n") == 1, err
    assert list(tmp_path.iterdir()) == []


def test_a_table_of_something_else_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "t.csv"
    out.write_text("a,b\n1,2\n")
    assert sweep_main([BLOCK, "--target", "h13", "-o", str(out)]) == 1
    assert capsys.readouterr().err.startswith(f"anec-sweep: error: '{out}' is not an anec-sweep table: its header is not model,")
    assert out.read_text() == "a,b\n1,2\n"


def test_a_grid_file_and_the_summary_page(tmp_path: Path) -> None:
    """A TOML grid (paths relative to it) gives the same cells as the command
    line; the page shows each option set's grid and every row."""
    (tmp_path / "grid.toml").write_text(
        f'models = ["{ROOT}/examples/resnet_*.mlir"]\ntargets = ["h13", "h17s"]\nmodes = ["seed"]\n'
        '[options]\ncompile = "anec-compile"\nwritten = ""\n'
    )
    out, page = tmp_path / "t.csv", tmp_path / "t.html"
    assert sweep_main(["--grid", str(tmp_path / "grid.toml"), "-o", str(out), "--html", str(page)]) == 0
    rows = read_table(str(out))
    assert sorted({Path(str(r["model"])).name for r in rows}) == ["resnet_basic_block.mlir"]
    assert len(rows) == 4
    html = page.read_text()
    assert html.count('<section class="grid"') == 2 and html.count('<tr class="cell') == 4
    assert "anec-compile" in html and "(as written)" in html


def test_a_killed_sweep_resumes_to_the_uninterrupted_table(tmp_path: Path) -> None:
    """`anec-sweep` killed (SIGKILL) once its table holds some cells, then run
    again (on a LocalCluster of its own, `--workers 2`), runs only the rest and
    leaves the table byte for byte as one uninterrupted run in this process
    writes it."""
    grid = [BLOCK, "--target", "all", "--mode", "seed"]
    whole = tmp_path / "whole.csv"
    assert sweep_main([*grid, "-o", str(whole)]) == 0
    out = tmp_path / "t.csv"
    tool = Path(sys.executable).parent / "anec-sweep"
    process = subprocess.Popen([str(tool), *grid, "-o", str(out), "--checkpoint", "0"], stderr=subprocess.PIPE)
    deadline = time.monotonic() + 60
    while not out.exists() and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.005)
    process.send_signal(signal.SIGKILL)
    process.wait()
    assert process.returncode == -signal.SIGKILL, "the sweep ended before it was killed"
    partial = read_table(str(out))
    assert 0 < len(partial) < 28
    done = subprocess.run([str(tool), *grid, "-o", str(out), "--workers", "2"], capture_output=True, text=True, check=True)
    assert f"28 cells: {28 - len(partial)} ran, {len(partial)} already in" in done.stderr
    assert out.read_bytes() == whole.read_bytes()
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".anec-tmp")] == []


@pytest.fixture(scope="module")
def cluster() -> Iterator[object]:
    """A real LocalCluster: two worker processes with one thread each."""
    import logging

    from dask.distributed import LocalCluster

    with LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1", dashboard_address=None, worker_dashboard_address=None,
        silence_logs=logging.CRITICAL, scheduler_kwargs={"dashboard_address": "127.0.0.1:0"},
    ) as local:
        yield local


def test_a_local_cluster_writes_the_in_process_table_even_when_a_worker_dies(
    cluster: object, in_process: list[dict[str, object]], tmp_path: Path
) -> None:
    """The grid on two worker processes gives the in-process rows, each once,
    in the same order; run again, it runs nothing. Then the grid again with
    SIGKILL to a worker process while it runs a cell: Dask runs its cells
    again elsewhere (the nanny starts a new worker), and the table holds
    every cell once, each row the in-process run's; and again with SIGKILL
    to a worker holding results the sweep has not read. (One test: the
    cluster starts once, whichever pytest-xdist worker runs it.)"""
    from dask.distributed import Client

    address = cluster.scheduler_address  # type: ignore[attr-defined]
    out = tmp_path / "t.parquet"
    outcome = sweep(small_grid(), str(out), scheduler=address)
    assert (outcome.ran, outcome.unfinished) == (16, ())
    assert read_table(str(out)) == in_process
    again = sweep(small_grid(), str(out), scheduler=address)
    assert (again.ran, again.reused) == (0, 16)

    def ops(cell: object, module: object) -> tuple[str, int]:  # pickled by value: the workers need not import this module
        return (cell.options, sum(1 for _ in module.walk()))  # type: ignore[attr-defined]

    written = {m: sum(1 for _ in anec.load(m).walk()) for m in (BLOCK, MOBILE)}
    checked = sweep(small_grid(), str(out), scheduler=address, check=ops)
    assert (checked.ran, checked.reused, checked.unfinished) == (16, 0, ()) and list(checked.rows) == in_process
    assert sorted(checked.checks) == sorted(tuple(r[k] for k in ("model", "model_sha256", "target", "mode", "options", "pipeline", "anec_version")) for r in in_process)
    for key, result in checked.checks.items():
        assert result.stage == "" and result.seconds > 0
        assert result.value[0] == key[4]
        assert (result.value[1] == written[key[0]]) == (key[4] == "written")

    client = Client(cluster)
    pids = client.run(os.getpid)
    killed: list[int] = []

    def kill_a_busy_worker(done: int, total: int) -> None:
        if killed or done >= total:
            return
        for worker, keys in client.processing().items():
            if keys and worker in pids:
                os.kill(pids[worker], signal.SIGKILL)
                killed.append(pids[worker])
                return

    try:
        out = tmp_path / "t.csv"
        outcome = sweep(small_grid(), str(out), scheduler=address, checkpoint=0, progress=kill_a_busy_worker)
        assert killed, "no worker was busy after a cell finished"
        assert (outcome.ran, outcome.unfinished) == (16, ())
        rows = read_table(str(out))
        assert rows == in_process
        assert len({tuple(r[name] for name, _ in COLUMNS[:7]) for r in rows}) == 16

        # A worker that dies holding results the sweep has not read yet: the
        # first cell's progress call waits until three cells' results are in
        # the workers' memory (the sweep has read one), then kills a worker
        # holding two of them. Dask computes the lost results again, and the
        # sweep reads them as it reads any other.
        cluster.wait_for_workers(2, timeout=60)  # type: ignore[attr-defined]
        pids = client.run(os.getpid)
        lost: list[int] = []

        def kill_a_worker_holding_unread_results(done: int, total: int) -> None:
            if lost or done >= total:
                return
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline:
                held = {worker: [k for k in keys if str(k).startswith("run_cell-")] for worker, keys in client.has_what().items() if worker in pids}
                if sum(len(k) for k in held.values()) >= 3:
                    worker = max(held, key=lambda w: len(held[w]))
                    os.kill(pids[worker], signal.SIGKILL)
                    lost.append(pids[worker])
                    return
                time.sleep(0.05)

        out = tmp_path / "lost.csv"
        outcome = sweep(small_grid(), str(out), scheduler=address, checkpoint=0, progress=kill_a_worker_holding_unread_results)
        assert lost, "three results were never in memory at once"
        assert (outcome.ran, outcome.unfinished) == (16, ())
        assert read_table(str(out)) == in_process
    finally:
        client.close()


def test_the_version_covers_every_installed_folder() -> None:
    """`anec_version` digests the folders of every package pyproject.toml maps
    (a package moved or added there must be added to `_package_folders`)."""
    import tomllib

    from anec.tools.sweep import _package_folders

    mapped = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-dir"]
    folders = {Path(p).resolve() for p in _package_folders()}
    for folder in mapped.values():
        assert any((ROOT / folder).resolve() == f or (ROOT / folder).resolve().is_relative_to(f) for f in folders), folder


_text = st.text(st.characters(blacklist_categories=("Cs",)), max_size=20)
_number = st.one_of(st.none(), st.floats(allow_nan=False, allow_infinity=False))


@given(st.lists(st.tuples(_text, _text, _number, st.one_of(st.none(), st.integers(-(2**63), 2**63 - 1))), max_size=5))
@settings(max_examples=40)
def test_both_formats_give_back_the_rows_they_hold(tmp_path_factory: pytest.TempPathFactory, cells: list[tuple[str, str, float | None, int | None]]) -> None:
    """Any text (commas, quotes, newlines) and any finite double or int64 comes
    back exactly from the CSV and from the Parquet table, in `sorted_rows` order."""
    from anec.tools.sweep import sorted_rows, table_bytes

    rows = []
    for i, (model, diagnostic, latency, flops) in enumerate(cells):
        row = {name: "" if kind == "string" else None for name, kind in COLUMNS}
        row.update(model=model, model_sha256=str(i), diagnostic=diagnostic, latency_us=latency, flops=flops)
        rows.append(row)
    rows = sorted_rows(rows)
    folder = tmp_path_factory.mktemp("formats")
    for fmt in (".csv", ".parquet"):
        path = folder / f"t{fmt}"
        path.write_bytes(table_bytes(rows, fmt))
        assert read_table(str(path)) == rows


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("models = [", "not a TOML file"),
        ('model = ["a.mlir"]', "unknown key 'model'; a grid file has models, targets, modes, options"),
        ("targets = [1]", "'targets' must be a string or a list of strings"),
        ("[options]\nx = 1", "[options] maps a name to a pipeline string"),
    ],
)
def test_a_bad_grid_file_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, message: str) -> None:
    grid = tmp_path / "grid.toml"
    grid.write_text(text + "\n")
    assert sweep_main(["--grid", str(grid), "-o", str(tmp_path / "t.csv")]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"anec-sweep: error: {grid}: {message}") and err.count("\n") == 1, err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["grid.toml"]
