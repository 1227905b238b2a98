"""
Resource limits on untrusted input, in one place (docs/robustness.md gives
the rationale of each). Input beyond a limit ends in a diagnostic that names
the limit, never in a Python recursion error or an out-of-memory.
"""

from __future__ import annotations

MAX_NESTING_DEPTH = 64
"""Deepest nesting of brackets (`{`, `(`, `[`, `<`) an IR file may have.
xDSL's parser, verifier and printer recurse once per level; at this depth
every tool stays well inside Python's default recursion limit (1000 frames),
and real IR nests far less (a compiled ResNet-18 nests 5 deep, a rank-8
dense literal 9)."""

MAX_RUN_BYTES = 2 << 30
"""Most bytes of tensor data `anec-run` may hold: the sum, over the entry
function's arguments and every op result, of their sizes in their element
types (2 GiB). The interpreter keeps every value of the function, so this
bounds its memory; the largest bundled network (the ViT-tiny encoder) needs 59 MB."""

MAX_INITIALIZER_BYTES = 2 << 30
"""Largest ONNX initializer `anec-import` accepts, by its declared shape
(2 GiB): ONNX's protobuf format caps a whole model file at 2 GiB, and no
single weight tensor of a network the engine runs comes near it."""

MAX_EXTENT = 2**31 - 1
"""Largest extent of any axis of an anec tensor: the widest index a 32-bit
signed field holds. The engine's own descriptor fields are far narrower
(15-bit spatial, 17-bit channel extents, SPEC §2), so legal programs never
come near it; it bounds what the target-independent dialect accepts."""

MAX_ELEMENTS = 2**48
"""Most elements an anec tensor may have: byte counts of every element type
then fit an int64 and stay exact in a float64, so every cost formula is
exact and bounded for any tensor the verifier accepts."""

MAX_UNROLLED_ITERATIONS = 16384
"""Most iterations `anec-import` unrolls an ONNX `Loop` into: the largest
tensor dimension the engine takes through A15 (SPEC §2), so a loop over the
axis of any tensor the engine can hold fits, and a trip count read from an
untrusted file (up to 2^63 - 1) cannot make the importer run without end."""

MAX_ROW_LAYERS = 4096
"""Most layers (a `conv_stack`'s `n`, a network's `depth` or `iters`) a
measured row of `anec-calibrate` may build: its graph is built and compiled
layer by layer, so a count read from a CSV must not make one row run
without end. The calibration set's deepest row has 25 layers."""
