"""
Every output the console tools give on the onnx wheel's zoo graphs and the
bundled examples, written into one folder, so that a change meant to alter
no output (a speed-up) is checked by comparing two folders byte for byte:

    .venv/bin/python -m devtools.outputs build/outputs-before     # on the tree before
    .venv/bin/python -m devtools.outputs build/outputs-after      # on the tree after
    diff -r build/outputs-before build/outputs-after              # empty: nothing changed

Per graph (the zoo's `light_*.onnx` imported by `anec-import`, fp16, weights
inline; each example as it is): `anec-compile` for H13 and H17s in seed and
refined mode, the report of each compiled module in its target and mode
(table and JSON), and the reports of the module as written on all 28
targets (seed table, refined JSON); beside each output, the tool's standard
error and exit status. 438 files, under two minutes on two cores. The tools
run as installed (`BIN`: this Python's folder), one process each, as a user
runs them (docs/performance.md, "A change meant to change no output").
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
EXAMPLES = ROOT / "examples"
TARGETS = ("h13", "h17s")
MODES = ("seed", "refined")
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"} | {"PYTHONHASHSEED": "0"}
"""The tools as installed, their hash seed fixed (their outputs must not depend on it)."""


def zoo() -> list[Path]:
    import onnx

    return sorted((Path(onnx.__file__).parent / "backend" / "test" / "data" / "light").glob("*.onnx"))


def run(out: Path, stem: str, command: Sequence[str], stdout_to: Path | None = None) -> None:
    """`command` with its standard error in `stem.err` (and its standard output in `stdout_to`)."""
    done = subprocess.run([str(BIN / command[0]), *command[1:]], capture_output=True, env=ENV, check=False)
    if stdout_to is not None:
        stdout_to.write_bytes(done.stdout)
    (out / f"{stem}.err").write_bytes(done.stderr + f"exit {done.returncode}\n".encode())


def write(out: Path) -> int:
    out.mkdir(parents=True, exist_ok=True)
    modules: list[Path] = []
    for model in zoo():
        imported = out / f"{model.stem}.mlir"
        run(out, f"{model.stem}.import", ["anec-import", str(model), "-o", str(imported)])
        modules.append(imported)
    modules += sorted(EXAMPLES.glob("*.mlir"))
    for module in modules:
        name = module.stem
        for target in TARGETS:
            for mode in MODES:
                stem = f"{name}.{target}.{mode}"
                compiled = out / f"{stem}.mlir"
                pipeline = f"anec-compile{{target={target} mode={mode}}}"
                run(out, stem, ["anec-opt", str(module), "-p", pipeline, "-o", str(compiled)])
                for fmt, suffix in (("table", "report"), ("json", "json")):
                    report = ["anec-report", str(compiled), "--target", target, "--mode", mode, "--format", fmt]
                    run(out, f"{stem}.{suffix}", report, out / f"{stem}.{suffix}")
        run(out, f"{name}.all", ["anec-report", str(module), "--target", "all"], out / f"{name}.all.report")
        refined = ["anec-report", str(module), "--target", "all", "--mode", "refined", "--format", "json"]
        run(out, f"{name}.all.refined", refined, out / f"{name}.all.refined.json")
    print(f"{sum(1 for _ in out.iterdir())} files in {out}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0].strip())
    parser.add_argument("out", type=Path, help="the folder to write (created if missing)")
    out = parser.parse_args(argv).out
    try:
        return write(out)
    except OSError as err:
        print(f"devtools.outputs: error: cannot write '{err.filename or out}': {err.strerror}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
