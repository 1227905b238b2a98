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


PR_SET_CHILD_SUBREAPER = 36
"""prctl(2): orphaned descendants are handed to this process instead of init."""


def reap_descendants() -> None:
    """Makes this process the reaper of its orphaned descendants (Linux), so
    that a command whose processes outlive it or are started by a server it
    starts (a Dask LocalCluster's forkserver and its workers) has all their
    CPU counted in `RUSAGE_CHILDREN` once `best_time` has waited for them."""
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_CHILD_SUBREAPER) failed")


def best_time(command: Sequence[str], repeat: int) -> tuple[float, float]:
    """The best wall and CPU (user + system of the child, and of every
    descendant handed to this process: `reap_descendants`) seconds of `repeat` runs."""
    wall = cpu = float("inf")
    for _ in range(repeat):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(list(command), check=True, stdout=subprocess.DEVNULL, env=ENV)
        wall = min(wall, time.perf_counter() - start)
        while True:  # descendants the command left behind, reparented here
            try:
                os.wait()
            except ChildProcessError:
                break
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = min(cpu, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return wall, cpu
