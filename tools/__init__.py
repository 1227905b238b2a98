"""The command-line tools of anec (`anec-opt`, `anec-report`, `anec-run`, `anec-import`, `anec-chimera`) and what they share (`ir_io`).

Importing this package (every tool does, first) makes Python's cyclic
garbage collector look at new objects once per 100,000 allocations instead
of 700: a tool builds hundreds of thousands of long-lived objects (xDSL's
and anec's classes, then the IR) and frees little before it exits, and the
default collects them over and over (docs/performance.md, "Garbage
collection"). Every object is still collected; only how often the young
generation is scanned changes (at most 100,000 container objects wait for
a collection, some megabytes). A console run also sets aside (`gc.freeze`)
what importing the tool built before it starts (`ir_io.run_tool`).
"""

import gc

GC_YOUNG_THRESHOLD = 100_000
"""Allocations between two collections of the youngest generation (Python's default: 700)."""

gc.set_threshold(GC_YOUNG_THRESHOLD, *gc.get_threshold()[1:])
