"""
anec's use of xDSL's private API sits in `anec.dialect.xdsl_private`
(docs/xdsl-private.md). On another xDSL than the pin, or where a private
name it uses is gone or has another signature, this fails and says which:
update the module (and the pin) before anything else.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import re
import tomllib
from importlib.metadata import version
from pathlib import Path

import pytest

from anec.dialect.xdsl_private import PRIVATE_NAMES, XDSL_VERSION
from test_architecture import installed_modules

ROOT = Path(__file__).resolve().parent.parent


def test_the_installed_xdsl_is_the_pinned_one() -> None:
    dependencies = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    assert f"xdsl=={XDSL_VERSION}" in dependencies
    assert f"xdsl=={XDSL_VERSION}" in (ROOT / "constraints.txt").read_text().split("\n")
    assert version("xdsl") == XDSL_VERSION, (
        f"xDSL {version('xdsl')} is installed; anec.dialect.xdsl_private was checked against {XDSL_VERSION}"
    )


def _resolve(where: str) -> object:
    module, _, owner = where.partition(":")
    found: object = importlib.import_module(module)
    return getattr(found, owner) if owner else found


def _has(owner: object, name: str) -> bool:
    """An attribute, or a field declared by annotation (a dataclass field without a default)."""
    classes = owner.__mro__ if isinstance(owner, type) else ()
    return hasattr(owner, name) or any(name in getattr(c, "__annotations__", {}) for c in classes)


@pytest.mark.parametrize(("where", "name", "signature"), PRIVATE_NAMES, ids=[f"{w}.{n}" for w, n, _ in PRIVATE_NAMES])
def test_each_private_name_exists_with_its_signature(where: str, name: str, signature: str | None) -> None:
    owner = _resolve(where)
    assert _has(owner, name), f"xDSL {version('xdsl')}: {where} has no {name} (anec.dialect.xdsl_private uses it)"
    if signature is not None:
        found = str(inspect.signature(getattr(owner, name)))
        assert found == signature, f"xDSL {version('xdsl')}: {where}.{name} is {found}, expected {signature}"


PRIVATE_USE = re.compile(r"(?<![A-Za-z0-9_])(?:_resume_from|_current_token|_parser_state|_register_ssa_definition|"
                         r"_parse_tensor_literal|_parse_dialect_resource_handle|_lex_prefixed_ident|_lex_string_literal|"
                         r"_unescaped_characters_regex|_current_column|_convert_arg_to_type|_type|_operands)(?![A-Za-z0-9_])")


def test_no_other_module_uses_them() -> None:
    """The private names, and xDSL's declarative-format module, appear in no other installed module's code."""
    found = []
    for module, path in installed_modules().items():
        if module == "anec.dialect.xdsl_private":
            continue
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and PRIVATE_USE.fullmatch(node.attr):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: .{node.attr}")
            elif isinstance(node, ast.FunctionDef) and PRIVATE_USE.fullmatch(node.name):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: def {node.name}")
            elif isinstance(node, ast.ClassDef):  # a class attribute that overrides one
                for statement in node.body:
                    targets = statement.targets if isinstance(statement, ast.Assign) else [getattr(statement, "target", None)]
                    for target in targets:
                        if isinstance(target, ast.Name) and PRIVATE_USE.fullmatch(target.id):
                            found.append(f"{path.relative_to(ROOT)}:{statement.lineno}: {node.name}.{target.id} =")
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("xdsl.irdl.declarative_assembly_format"):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: from {node.module} import ...")
            elif isinstance(node, ast.ImportFrom) and any(PRIVATE_USE.fullmatch(a.name) for a in node.names):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: imports a private name from {node.module}")
    assert found == [], "private xDSL API outside anec.dialect.xdsl_private:\n" + "\n".join(found)
