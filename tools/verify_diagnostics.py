"""
`anec-opt --verify-diagnostics`, as `mlir-opt` does it: the input states the
diagnostics it expects in comments, and the run fails, with a located
message, on a diagnostic that was not expected or an expectation that was
not met.

```mlir
// expected-error @+1 {{'anec.relu' op input has element type i32}}
%y = anec.relu %x : tensor<4xi32>
%z = anec.relu %y : tensor<4xf16>  // expected-error {{...}}       (this line)
// expected-error @-1 {{...}}   @above, @below: the nearest line that is not itself an expectation
// expected-error @unknown {{unknown fold target 'bias'}}           (a diagnostic with no location)
// expected-error-re @+1 {{groups {{[0-9]+}} must divide}}          (regex between inner {{ }})
```

An expectation names a kind (`error`, `warning`, `note`, `remark`), the
line the diagnostic is at, and a substring of its message; the column is not
compared. With `--split-input-file` each chunk is checked on its own; line
numbers are the file's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

EXPECTATION = re.compile(
    r"expected-(?P<kind>error|warning|note|remark)(?P<re>-re)? *(?:@(?P<where>[+-][0-9]+|above|below|unknown))? *\{\{(?P<text>.*)\}\}\s*$"
)
DIAGNOSTIC = re.compile(r"^(?:(?P<file>.+?):(?P<line>[0-9]+):(?P<col>[0-9]+): )?(?P<kind>error|warning|note|remark): (?P<message>.*)$")


@dataclass
class Expectation:
    kind: str
    line: int | None
    """The line the diagnostic is expected at (None: `@unknown`)."""
    pattern: re.Pattern[str]
    text: str
    where: str
    """`file:line:col` of the expectation itself."""
    seen: bool = False


@dataclass(frozen=True)
class Diagnostic:
    kind: str
    line: int | None
    message: str
    where: str | None


def expectations(text: str, name: str, line_offset: int = 0) -> list[Expectation]:
    """The `expected-*` comments of a chunk, in order, with the lines they point at."""
    lines = text.split("\n")
    marked = [EXPECTATION.search(line) for line in lines]
    found: list[Expectation] = []
    for index, match in enumerate(marked):
        if match is None:
            continue
        here = index + 1 + line_offset
        where = match["where"]
        line: int | None = here
        if where == "unknown":
            line = None
        elif where == "above":
            above = [i for i in range(index) if marked[i] is None]
            line = (above[-1] + 1 + line_offset) if above else here
        elif where == "below":
            below = [i for i in range(index + 1, len(lines)) if marked[i] is None]
            line = (below[0] + 1 + line_offset) if below else here
        elif where is not None:
            line = here + int(where)
        body = match["text"]
        pattern = re.compile(_regex(body) if match["re"] else re.escape(body))
        found.append(Expectation(match["kind"], line, pattern, body, f"{name}:{here}:{match.start() + 1}"))
    return found


def _regex(body: str) -> str:
    """`-re` text: literal outside `{{...}}`, a regular expression inside."""
    parts = re.split(r"\{\{(.*?)\}\}", body)
    return "".join(part if i % 2 else re.escape(part) for i, part in enumerate(parts))


def diagnostic(message: str) -> Diagnostic:
    """A diagnostic as anec-opt reports it (`file:line:col: error: what`, or `error: what`); its first line."""
    first = message.split("\n", 1)[0]
    match = DIAGNOSTIC.match(first)
    if match is None:
        return Diagnostic("error", None, first, None)
    located = match["line"] is not None
    where = f"{match['file']}:{match['line']}:{match['col']}" if located else None
    return Diagnostic(match["kind"], int(match["line"]) if located else None, match["message"], where)


def check(expected: list[Expectation], produced: list[Diagnostic]) -> list[str]:
    """The failures: each produced diagnostic no expectation accounts for, each expectation not met."""
    failures: list[str] = []
    for diag in produced:
        match = next(
            (e for e in expected if not e.seen and e.kind == diag.kind and e.line == diag.line and e.pattern.search(diag.message)),
            None,
        )
        if match is not None:
            match.seen = True
            continue
        where = f"{diag.where}: " if diag.where else ""
        failures.append(f"{where}error: unexpected {diag.kind}: {diag.message}")
    for e in expected:
        if not e.seen:
            failures.append(f'{e.where}: error: expected {e.kind} "{e.text}" was not produced')
    return failures
