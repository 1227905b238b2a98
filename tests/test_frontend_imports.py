"""
The front ends' modules import one another without a circle: the import
graph among the modules of `anec.frontend` (every import, at module level,
inside a function or under `TYPE_CHECKING`; `from package import module`
read as an import of that module) has no cycle. A circle makes a module's
names depend on which module happened to be imported first, and hides which
part builds on which (docs/import.md, "Where it lives").
"""

from __future__ import annotations

import ast

import networkx as nx

from test_architecture import installed_modules


def import_graph(sources: dict[str, tuple[str, bool]]) -> nx.DiGraph:
    """Module -> module it imports, among `sources` (name -> (source text, is a package))."""
    graph = nx.DiGraph()
    graph.add_nodes_from(sources)
    for module, (source, is_package) in sources.items():
        package = module if is_package else module.rpartition(".")[0]
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")
                    base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
                targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in sources else base for alias in node.names]
            else:
                continue
            graph.add_edges_from((module, target) for target in targets if target in sources and target != module)
    return graph


def cycles(graph: nx.DiGraph) -> list[list[str]]:
    return sorted(sorted(component) for component in nx.strongly_connected_components(graph) if len(component) > 1)


def test_the_front_ends_import_without_a_circle() -> None:
    sources = {
        module: (path.read_text(), path.stem == "__init__")
        for module, path in installed_modules().items()
        if module.startswith("anec.frontend")
    }
    assert len(sources) > 25
    graph = import_graph(sources)
    assert graph.number_of_edges() > 40
    assert cycles(graph) == [], "modules of the front ends that import one another in a circle"


def test_a_circle_is_found() -> None:
    """Probes: a circle through a `TYPE_CHECKING` import, one through a
    function-level import, and one through `from package import module`."""
    typed = {
        "anec.frontend.x.a": ("from anec.frontend.x.b import f\n", False),
        "anec.frontend.x.b": ("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from anec.frontend.x.a import A\n", False),
    }
    assert cycles(import_graph(typed)) == [["anec.frontend.x.a", "anec.frontend.x.b"]]
    lazy = {
        "anec.frontend.x.a": ("from anec.frontend.x import b\n", False),
        "anec.frontend.x.b": ("def f():\n    from .a import g\n", False),
        "anec.frontend.x": ("", True),
    }
    assert cycles(import_graph(lazy)) == [["anec.frontend.x.a", "anec.frontend.x.b"]]
    assert cycles(import_graph({**lazy, "anec.frontend.x.b": ("import numpy\n", False)})) == []
