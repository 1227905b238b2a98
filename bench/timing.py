"""Timing shared by the benchmarks that run the installed console scripts."""

from __future__ import annotations

import os
import resource
import subprocess
import time
from collections.abc import Sequence

ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
"""The tools run as installed: Python caches their compiled modules (with
PYTHONDONTWRITEBYTECODE set, every start-up would compile anec's sources again)."""


def best_time(command: Sequence[str], repeat: int) -> tuple[float, float]:
    """The best wall and CPU (user + system of the child) seconds of `repeat` runs."""
    wall = cpu = float("inf")
    for _ in range(repeat):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(list(command), check=True, stdout=subprocess.DEVNULL, env=ENV)
        wall = min(wall, time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = min(cpu, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return wall, cpu
