"""
`make test`: both suites, pytest (on every core, with pytest-xdist) and then
lit + FileCheck, and one closing line that counts every test they ran:

    total: 1423 passed, 0 failed, 2 skipped

Each suite writes a JUnit XML report into `build/test-reports/`; the counts
come from those reports, so they are the runners' own. The exit status is
non-zero when either suite failed or a report is missing.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REPORTS = ROOT / "build" / "test-reports"


@dataclass
class Counts:
    passed: int = 0
    failed: int = 0
    skipped: int = 0

    def __add__(self, other: Counts) -> Counts:
        return Counts(self.passed + other.passed, self.failed + other.failed, self.skipped + other.skipped)


def junit_counts(path: Path) -> Counts:
    """Passed, failed (failures and errors) and skipped test cases of a JUnit XML report."""
    counts = Counts()
    for case in ET.parse(path).getroot().iter("testcase"):
        outcomes = {child.tag for child in case}
        if outcomes & {"failure", "error"}:
            counts.failed += 1
        elif "skipped" in outcomes:
            counts.skipped += 1
        else:
            counts.passed += 1
    return counts


BLAS_THREADS = ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS")
"""Thread-count variables of the BLAS libraries numpy may be built with."""


def run(suite: str, command: list[str], report: Path) -> tuple[int, Counts | None]:
    print(f"== {suite}: {' '.join(command)}", flush=True)
    # The tools under test are the console scripts of this environment.
    env = {**os.environ, "PATH": os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")])}
    # Both suites run one process per core, so BLAS threads would only oversubscribe the cores (a
    # batched fp32 matmul of the interpreter ran ~800x slower with OpenBLAS's default threads on a
    # loaded 2-core machine): one thread each (docs/testing.md).
    env |= {name: env.get(name, "1") for name in BLAS_THREADS}
    status = subprocess.call(command, cwd=ROOT, env=env)
    if not report.exists():
        print(f"run.py: {suite} wrote no report ({report})", file=sys.stderr)
        return status or 1, None
    return status, junit_counts(report)


def main() -> int:
    shutil.rmtree(REPORTS, ignore_errors=True)
    REPORTS.mkdir(parents=True)
    bin_dir = Path(sys.executable).parent
    workers = str(max(1, min(os.cpu_count() or 1, 4)))
    suites = [
        (
            "pytest",
            [sys.executable, "-m", "pytest", "tests", "-n", workers, f"--junitxml={REPORTS / 'pytest.xml'}"],
            REPORTS / "pytest.xml",
        ),
        (
            "lit",
            [str(bin_dir / "lit"), "-sv", "--order=smart", f"--xunit-xml-output={REPORTS / 'lit.xml'}", "tests/filecheck"],
            REPORTS / "lit.xml",
        ),
    ]
    total, worst = Counts(), 0
    for suite, command, report in suites:
        status, counts = run(suite, command, report)
        worst = worst or status
        if counts is not None:
            total += counts
    print(f"total: {total.passed} passed, {total.failed} failed, {total.skipped} skipped")
    return 1 if worst or total.failed else 0


if __name__ == "__main__":
    sys.exit(main())
