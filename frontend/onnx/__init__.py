"""
The ONNX front end: `import_onnx` converts an ONNX model (default-domain opsets 9
and later; older ones are upgraded by the ONNX version converter first; fp32
or fp16) into a `builtin.module` holding one `func.func` of anec ops. See
docs/import.md for the op table and every policy in short.

- **Static shapes.** Graph inputs must have static dimensions; `shapes`
  overrides them (`{"x": (1, 3, 224, 224)}`), and a dynamic dimension without
  one is an error naming the input and the axis. The importer computes every
  other shape itself and checks it against ONNX shape inference.
- **Folding.** Tensors known at import time (initializers, `Constant`, and
  whatever is computed from them or from static shapes, such as `Shape` ->
  `Gather` -> `Concat` -> `Reshape` chains) are evaluated with onnxruntime
  (the ONNX reference evaluator only for a node onnxruntime has no kernel
  for); only run-time tensors become anec ops.
- **Precision.** fp32 tensors compute in fp16 by default, as Core ML does:
  the function keeps the graph's interface types and casts at entry and exit
  (`anec.cast`), weights are stored in fp16. `keep_fp32` computes in fp32;
  fp16 tensors always stay fp16.
- **Weights** (float constants an op consumes, more than one element and not
  all equal) are `inline` `dense` elements, `resource` blobs
  (`dense_resource`, keyed by tensor name and content hash) or `args`:
  function arguments after the graph inputs, in order of first use, named
  after their tensors, holding the tensor as the anec op consumes it, or
  `none`: `#anec.placeholder` constants of their type alone (a shape-only
  import, also taken with a warning when external data is missing).
  Splats and scalars stay inline (in `none`, scalars only).
- **Nothing is dropped.** Ops without an anec counterpart are one
  `OnnxImportError` naming every such op type with its nodes
  (`unsupported ONNX op 'RoiAlign' (node 'roi_1')`); so is an
  attribute value the dialect cannot express.

The package: `model` reads a model (files and external data, opsets, static
shapes, nodes, folding known nodes), `weights` finds the weights the graph
declares (int8 behind DequantizeLinear, compressed formats), `graph` walks
the graph (`GraphImporter`) and makes the constants and weights,
`converters` holds the table of per-op converters (op type -> a small
function in `elementwise`, `nn`, `shape`, `topk`, `recurrent`, `quantized`,
`einsum`, `attention` or `control`, each building through the
`GraphImporter` it is given), `coverage` finds every op without one before
conversion starts, `importer` is the entry (`convert_onnx`: a graph
importer with the table), and the shared `anec.frontend.cleanup` fuses what
exporters write out (Gelu). The imports among them point one way, with no
circle (`tests/test_frontend_imports.py`).
"""

from anec.frontend.onnx.graph import WEIGHT_MODES, ImportResult, WeightMode
from anec.frontend.onnx.importer import convert_onnx, import_onnx
from anec.frontend.onnx.model import OnnxImportError

__all__ = ["WEIGHT_MODES", "ImportResult", "OnnxImportError", "WeightMode", "convert_onnx", "import_onnx"]
