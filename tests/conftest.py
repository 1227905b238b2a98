"""Shared fixtures of the pytest suite."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest
from hypothesis import settings

# No test is timed (timing is bench/'s business): hypothesis's default
# 200 ms deadline per example would fail a correct test on a loaded machine.
settings.register_profile("anec", deadline=None)
settings.load_profile("anec")

# `anec-compile` verifies the module after every stage and names the pass
# that broke it (docs/passes.md); the tools the tests start inherit it.
os.environ["ANEC_VERIFY_STAGES"] = "1"


def tool(name: str) -> str | None:
    """A console script of this environment, or on PATH."""
    local = Path(sys.executable).parent / name
    return str(local) if local.exists() else shutil.which(name)


@pytest.fixture(scope="session")
def anec_opt() -> str:
    path = tool("anec-opt")
    if path is None:
        pytest.fail("anec-opt is not installed: run `make test`, which installs the project")
    return path


@pytest.fixture(scope="module")
def iree_opt() -> str:
    """Upstream MLIR's parser, for the compatibility checks; skips without it."""
    path = tool("iree-opt")
    if path is None:
        pytest.skip("iree-opt not found: the package iree-base-compiler could not be installed on this machine")
    return path
