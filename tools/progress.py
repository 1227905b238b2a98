"""
Progress and logs of the long commands (`anec-tune`, `anec-report --compile`
over many targets, `make validate`; docs/robustness.md, "Progress and
logs"): a tqdm bar on standard error while it is a terminal, nothing
otherwise or with `--quiet`; `logging` on standard error, warnings only
unless `-v` (INFO) or `-vv` (DEBUG). Neither ever writes to standard
output, so the data a tool prints there is the same with or without them.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

QUIET = False
"""Set by a tool's `--quiet`: no bar even on a terminal."""


def add_arguments(parser: Any, short: bool = True) -> None:
    """`-v/--verbose` (repeatable) and `-q/--quiet` on a tool's command line
    (`short=False`: the long forms only; `anec-opt`'s `-v` is `--version`, as in `xdsl-opt`)."""
    verbose, quiet = (["-v", "--verbose"], ["-q", "--quiet"]) if short else (["--verbose"], ["--quiet"])
    parser.add_argument(*verbose, action="count", default=0, help="log what the tool does on stderr (twice: in detail)")
    parser.add_argument(*quiet, action="store_true", help="no progress bar, even on a terminal")


def configure(verbose: int, quiet: bool) -> None:
    """The logging level of `anec.*` from `-v`, and whether bars are shown.
    Without `-v`, `logging` is not even imported (start-up time): Python's
    last-resort handler writes warnings to standard error, as configured."""
    global QUIET
    QUIET = quiet
    if verbose <= 0:
        return
    import logging

    level = logging.INFO if verbose == 1 else logging.DEBUG
    logger = logging.getLogger("anec")
    logger.setLevel(level)
    if not any(getattr(h, "_anec", False) for h in logger.handlers):
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("%(name)s: %(levelname)s: %(message)s"))
        handler._anec = True  # type: ignore[attr-defined]  # marks our handler, so it is added once
        logger.addHandler(handler)
        logger.propagate = False


def info(name: str, message: str, *args: object) -> None:
    """Logs `message % args` at INFO under the logger `name`, where anyone
    configured logging (so imported it): otherwise no handler would show it,
    and a tool's start-up does not pay for importing `logging`."""
    logging = sys.modules.get("logging")
    if logging is not None:
        logging.getLogger(name).info(message, *args)


def shown() -> bool:
    """Whether a bar is drawn: standard error is a terminal and `--quiet` was not given."""
    return not QUIET and sys.stderr.isatty()


class _Silent:
    """A bar that draws nothing (not a terminal, or `--quiet`)."""

    def update(self, n: int = 1) -> None:
        pass

    def set_postfix_str(self, text: str) -> None:
        pass


@contextmanager
def bar(total: int | None, description: str, unit: str) -> Iterator[Any]:
    """A progress bar on standard error, or one that draws nothing; tqdm is imported only to draw."""
    if not shown():
        yield _Silent()
        return
    from tqdm import tqdm

    with tqdm(total=total, desc=description, unit=unit, file=sys.stderr, leave=False) as meter:
        yield meter
