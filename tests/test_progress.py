"""Progress and logs (tools/progress.py): a bar on standard error while it is
a terminal, none when it is not or with --quiet; `logging` with -v; the data a
tool writes is the same byte for byte either way."""

from __future__ import annotations

import fcntl
import os
import pty
import select
import struct
import subprocess
import sys
import termios
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REPORT = str(Path(sys.executable).parent / "anec-report")
NET = str(ROOT / "examples" / "mobilenet_inverted_residual.mlir")
ALL = [REPORT, NET, "--target", "h13", "--compile"]


def on_a_terminal(command: list[str]) -> bytes:
    """What `command` writes to a terminal of 120 columns (its stdout and stderr both)."""
    main, child = pty.openpty()
    fcntl.ioctl(child, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    process = subprocess.Popen(command, stdin=child, stdout=child, stderr=child)
    os.close(child)
    out = b""
    while True:
        ready, _, _ = select.select([main], [], [], 1)
        if ready:
            try:
                data = os.read(main, 65536)
            except OSError:
                break
            if not data:
                break
            out += data
        elif process.poll() is not None:
            break
    assert process.wait() == 0
    os.close(main)
    return out


def test_a_bar_on_a_terminal_and_none_with_quiet(tmp_path: Path) -> None:
    shown = on_a_terminal([*ALL, "-o", str(tmp_path / "a.txt")])
    assert b"anec-compile:" in shown and (b"target/s" in shown or b"s/target" in shown)
    assert on_a_terminal([*ALL, "--quiet", "-o", str(tmp_path / "b.txt")]) == b""
    assert (tmp_path / "a.txt").read_bytes() == (tmp_path / "b.txt").read_bytes()


def test_no_bar_off_a_terminal_logs_with_verbose_and_the_same_data() -> None:
    plain = subprocess.run([*ALL, "--format", "json"], capture_output=True, check=True)
    assert plain.stderr == b""
    verbose = subprocess.run([*ALL, "--format", "json", "-v"], capture_output=True, check=True)
    assert verbose.stdout == plain.stdout
    lines = verbose.stderr.decode().splitlines()
    assert lines == ["anec.tools.estimate: INFO: compiling for h13, mode seed", "anec.tools.estimate: INFO: h13: 237.5 us over 1 dispatches"]


def test_anec_opt_logs_the_tuner_decisions_with_verbose() -> None:
    command = [str(Path(sys.executable).parent / "anec-opt"), NET, "-p", "anec-tune{target=h13 budget=4}"]
    plain = subprocess.run(command, capture_output=True, check=True)
    verbose = subprocess.run([*command, "--verbose"], capture_output=True, check=True)
    assert plain.stderr == b"" and verbose.stdout == plain.stdout
    assert "anec.tuner.search: INFO: decision " in verbose.stderr.decode()
