"""
Imports point one way (docs/architecture.md): every module of the installed
packages is parsed with `ast`, mapped to its layer, and each `anec.*` import
it makes (at module level or inside a function) must go down the order

    dialect <- data <- cost <- passes <- frontend <- tuner <- tools <- api (`anec` itself)

or stay within its own layer. The interpreter sits beside the passes: it
imports the dialect and data only, and nothing but the tuner and the tools
import it. Nothing but the interpreter imports xDSL's interpreter framework.
"""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

LAYER_OF_PACKAGE = (  # most specific prefix first
    ("anec.cost.targets", "data"),
    ("anec.dialect", "dialect"),
    ("anec.cost", "cost"),
    ("anec.interpreter", "interpreter"),
    ("anec.passes", "passes"),
    ("anec.frontend", "frontend"),
    ("anec.tuner", "tuner"),
    ("anec.calibration", "calibration"),
    ("anec.tools", "tools"),
    ("anec", "api"),  # the package itself (api/): the Python API, above the tools
)
RANK = {"dialect": 0, "data": 1, "cost": 2, "interpreter": 3, "passes": 3, "frontend": 4, "tuner": 5, "calibration": 5, "tools": 6, "api": 7}
INTERPRETER_MAY_IMPORT = {"dialect", "data", "interpreter"}
MAY_IMPORT_INTERPRETER = {"interpreter", "tuner", "tools", "api"}
XDSL_INTERPRETER = ("xdsl.interpreter", "xdsl.interpreters")


def layer(module: str) -> str | None:
    for prefix, name in LAYER_OF_PACKAGE:
        if module == prefix or module.startswith(prefix + "."):
            return name
    return None


def installed_modules() -> dict[str, Path]:
    """Every module of the packages pyproject installs, by dotted name."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    folders = config["package-dir"]
    modules: dict[str, Path] = {}
    for package in config["packages"]:
        root = next(p for p in sorted(folders, key=len, reverse=True) if package == p or package.startswith(p + "."))
        folder = ROOT / folders[root] / Path(*package.removeprefix(root).strip(".").split(".") if package != root else ())
        for path in sorted(folder.glob("*.py")):
            modules[package if path.stem == "__init__" else f"{package}.{path.stem}"] = path
    return modules


def imported(module: str, source: str, is_package: bool = False) -> list[tuple[int, str]]:
    """(line, dotted name) of every import in the module, relative ones resolved."""
    package = module if is_package else module.rpartition(".")[0]
    names: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            # `from anec import interpreter` imports the module anec.interpreter.
            targets = sorted({f"{base}.{alias.name}" for alias in node.names}) if base == "anec" else [base]
            names += [(node.lineno, name) for name in targets]
    return names


def violations(module: str, source: str, where: str, is_package: bool = False) -> list[str]:
    """The imports of `module` (its `source`, read from `where`) that point the wrong way."""
    own = layer(module)
    found: list[str] = []
    for line, name in imported(module, source, is_package):
        what = f"{where}:{line}: {module} imports {name}"
        if name.startswith(XDSL_INTERPRETER) and own != "interpreter":
            found.append(f"{what} (only the interpreter uses xDSL's interpreter framework)")
        target = layer(name)
        if target is None or target == own:
            continue
        if own == "interpreter" and target not in INTERPRETER_MAY_IMPORT:
            found.append(f"{what} (the interpreter imports the dialect and data only)")
        elif target == "interpreter" and own not in MAY_IMPORT_INTERPRETER:
            found.append(f"{what} (only the tuner and the tools import the interpreter)")
        elif RANK[target] >= RANK[own] and target != "interpreter":
            found.append(f"{what} ({own} -> {target} points up)")
    return found


def test_every_installed_module_has_a_layer() -> None:
    modules = installed_modules()
    assert {layer(m) for m in modules} >= {"dialect", "data", "cost", "interpreter", "passes", "frontend", "tuner", "calibration", "tools"}
    assert [m for m in modules if layer(m) is None] == []


def test_imports_point_down() -> None:
    found = [
        v
        for module, path in installed_modules().items()
        for v in violations(module, path.read_text(), str(path.relative_to(ROOT)), path.stem == "__init__")
    ]
    assert found == [], "imports pointing the wrong way (docs/architecture.md):\n" + "\n".join(found)


@pytest.mark.parametrize(
    ("module", "source", "why"),
    [
        ("anec.dialect.conv", "from anec.cost.analytic import Mode", "dialect -> cost points up"),
        ("anec.cost.targets", "import anec.cost.work", "data -> cost points up"),
        ("anec.passes.fold", "def f():\n    from anec.interpreter import run", "only the tuner and the tools import the interpreter"),
        ("anec.frontend.onnx.importer", "from anec import interpreter", "only the tuner and the tools import the interpreter"),
        ("anec.interpreter", "from anec.cost.analytic import Mode", "the interpreter imports the dialect and data only"),
        ("anec.interpreter", "from anec.passes.fold import constant_value", "the interpreter imports the dialect and data only"),
        ("anec.passes.legalize", "from xdsl.interpreters.builtin import BuiltinFunctions", "xDSL's interpreter framework"),
        ("anec.cost.work", "from anec.passes.diagnostics import fail", "cost -> passes points up"),
        ("anec.passes.tile", "from anec.frontend.linalg import convert", "passes -> frontend points up"),
        ("anec.cost.zin", "from ..passes import fuse", "cost -> passes points up"),
        ("anec.tools.anec_report", "def f():\n    from anec import estimate", "tools -> api points up"),
        ("anec.tuner.search", "from anec.tools.progress import bar", "tuner -> tools points up"),
        ("anec.frontend.onnx.importer", "from anec.tuner.space import the_function", "frontend -> tuner points up"),
        ("anec.passes.tile", "from anec.tuner import gate", "passes -> tuner points up"),
    ],
)
def test_a_wrong_way_import_is_caught(module: str, source: str, why: str) -> None:
    (found,) = violations(module, source, "probe.py")
    assert why in found


def test_downward_imports_pass() -> None:
    source = (
        "from anec.dialect.conv import ConvolutionOp\nfrom anec.cost.targets import Target\n"
        "from anec.cost.work import op_work\nfrom anec.passes.diagnostics import fail\n"
    )
    assert violations("anec.frontend.onnx.importer", source, "probe.py") == []
    assert violations("anec.tools.anec_run", source + "from anec import interpreter\n", "probe.py") == []
    assert violations("anec.tuner.gate", source + "from anec.interpreter import run\n", "probe.py") == []
    assert violations("anec.tools.tune", "from anec.tuner.search import search\n", "probe.py") == []
    interpreter = "from anec.dialect import conv\nfrom anec.cost.targets import Target\n"
    assert violations("anec.interpreter", interpreter, "probe.py") == []


def test_text_tables_come_from_one_helper() -> None:
    """Every text table is aligned by `cost.report.aligned`: no module of the
    packages pads cells by hand (str.ljust / str.rjust, or a width in a format)."""
    import re

    pattern = re.compile(r"\.[lr]just\(|:[<>]\{?\w*\}?\d*[}]")
    offenders = []
    for folder in ("anec_dialect", "cost", "passes", "frontend", "tuner", "calibration", "tools"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path == ROOT / "cost" / "report.py":
                continue
            for number, line in enumerate(path.read_text().splitlines(), start=1):
                if pattern.search(line):
                    offenders.append(f"{path.relative_to(ROOT)}:{number}")
    assert not offenders, offenders


def test_calibration_rows_are_built_with_constructors() -> None:
    """A calibration row's graph is made by the dialect's op constructors, not
    written as IR text and parsed (a stored network is read from its file)."""
    from xdsl.dialects.builtin import ModuleOp

    from anec.calibration.rows import Row, _row_source

    row = Row("r", "conv", {"k": 3, "cin": 8, "cout": 8, "h": 8, "w": 8, "pad": 1}, "h13", 100.0)
    assert isinstance(_row_source(row), ModuleOp)
