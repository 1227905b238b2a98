"""anec as an xDSL plugin (`xdsl.universe`, tools/universe.py): after
installing, plain `xdsl-opt` loads the anec dialect and runs every anec pass,
beside xDSL's own passes in one pipeline."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from xdsl.universe import Universe

from anec.dialect import get_all_dialects
from anec.passes import get_all_passes
from anec.passes.compile import AnecCompilePass
from anec.tools.universe import frontend_passes, tool_passes
from conftest import tool

ROOT = Path(__file__).resolve().parent.parent
BLOCK = ROOT / "examples" / "resnet_basic_block.mlir"
SUMMARY = re.compile(r"#anec\.cost_summary<[^>]*latency_us = ([0-9.e+-]+)")


def test_the_multiverse_holds_the_anec_dialect_and_every_anec_pass() -> None:
    found = Universe.get_multiverse()
    assert set(get_all_dialects()) <= set(found.all_dialects)
    expected = set(get_all_passes()) | set(frontend_passes()) | set(tool_passes())
    assert expected <= set(found.all_passes)
    assert "cse" in found.all_passes  # xDSL's own are still there
    assert found.all_passes["anec-compile"]() is AnecCompilePass


def test_every_pass_name_is_registered_by_one_layer() -> None:
    layers = {"passes": get_all_passes(), "frontends": frontend_passes(), "tools": tool_passes()}
    owners: dict[str, list[str]] = {}
    for layer, passes in layers.items():
        for name in passes:
            owners.setdefault(name, []).append(layer)
    assert {name: where for name, where in owners.items() if len(where) > 1} == {}


def test_plain_xdsl_opt_compiles_as_anec_opt_does(anec_opt: str) -> None:
    xdsl_opt = tool("xdsl-opt")
    assert xdsl_opt is not None
    pipeline = "anec-compile{target=h13},cse"
    plain = subprocess.run([xdsl_opt, str(BLOCK), "-p", pipeline], capture_output=True, text=True, check=False)
    assert plain.returncode == 0, plain.stderr
    ours = subprocess.run([anec_opt, str(BLOCK), "-p", pipeline], capture_output=True, text=True, check=True)
    assert plain.stdout.count("anec.program") == ours.stdout.count("anec.program") > 0
    assert SUMMARY.findall(plain.stdout) == SUMMARY.findall(ours.stdout) != []
