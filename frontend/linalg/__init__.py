"""
`convert-linalg-to-anec`: lowers linalg on tensors, the form torch-mlir and
IREE's input conversion produce, to anec ops, so that anec can sit behind an
existing MLIR front end as a backend stage (docs/convert-linalg.md).

```mlir
// iree-opt model.mlir --mlir-print-op-generic | anec-opt --allow-unregistered-dialect -p convert-linalg-to-anec
%p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] { ... tensor.yield %zero : f32 } : ...
%b = linalg.broadcast ins(%bias : tensor<8xf32>) outs(%e : tensor<1x8x16x16xf32>) dimensions = [0, 2, 3]
%y = linalg.conv_2d_nchw_fchw ins(%p, %w : ...) outs(%b : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
// becomes
%y = anec.convolution %x, %w bias(%bias : tensor<8xf32>) {explicit_padding = array<i64: 1, 1, 1, 1>} : ...
```

Ops are matched by name, so a linalg op xDSL 0.74 does not define (such as
`linalg.depthwise_conv_2d_nchw_chw`, `linalg.batch_matmul`,
`linalg.pooling_nchw_sum`) converts alike once it is parsed in generic form
as an unregistered op. The pass runs in three phases:

1. named ops (convolutions, pooling, contractions, `linalg.softmax`), which
   absorb their producers: a constant `tensor.pad` becomes the window's
   padding, a zero or identity init disappears, a broadcast channel vector in
   the init becomes the convolution's bias, a transpose of the last two axes
   becomes the matmul's `transpose_lhs`/`transpose_rhs`;
2. everything else: `linalg.generic` (elementwise and reduction bodies,
   recognized by what they compute, including relu, clamp, sigmoid, silu,
   gelu and leaky relu written in scalar arith/math ops, with indexing maps
   that broadcast, transpose or reduce), linalg elementwise named ops,
   `linalg.broadcast`/`transpose`/`fill`, the tensor shape ops and constants;
3. the cleanups both front ends share (`anec.frontend.cleanup`) on the anec
   result: chained reshapes collapse, a per-channel add after a convolution
   becomes its bias, sum pooling followed by the divide by the window size
   becomes average pooling, and a written-out exact Gelu becomes `anec.gelu`.

Every value keeps its tensor type, so the rewrite is local. An op that cannot
be converted is an error at its location naming the op and why; with
`allow-partial=true` it stays, marked with the discardable attribute
`anec.unconverted` (the reason), and the module gets a summary in
`anec.unconverted` too.

Before phase 1, `fold` evaluates the shape arithmetic front ends leave
(integer generics, `tensor.extract`, `arith.cmpi`, `cf.assert` on constants)
and makes the dynamic shapes it decides static; in phase 2 a generic whose
body yields a `tensor.extract` is a gather (`gather`: slices, or
`anec.gather`). Window ops keep only the rows their windows read (ceil-mode
padding).

The package: `values` (the types, shapes and constants an op reads),
`emitter` (the anec ops replacing one op, indexing maps), `body` and
`recognize` (scalar bodies as expression trees, and the list of rules that
recognize what they compute, applied to a fixed point), `structured`
(`linalg.generic` and elementwise named ops), `named` (phase 1), `structural`
(phase 2) and `convert` (the pass). The pass is registered by the tools
(`anec-opt`, `anec-import`), not by `anec.passes`: front ends build on passes,
not the other way round.
"""

from anec.frontend.linalg.convert import UNCONVERTED_ATTR, ConvertLinalgToAnecPass

TORCH_TO_LINALG = (
    "builtin.module("
    "func.func(convert-torch-onnx-to-torch),"
    "torch-lower-to-backend-contract,"
    "func.func(convert-torch-to-tensor,convert-torch-to-linalg,convert-torch-to-scf,convert-torch-to-arith),"
    "convert-torch-conversion-to-mlprogram,"
    "torch-func-backend-type-conversion,"
    "func.func(canonicalize,torch-finalizing-backend-type-conversion),"
    "canonicalize,cse)"
)
"""The `iree-opt --pass-pipeline` of docs/convert-linalg.md: what `iree-import-onnx`
writes, lowered to the linalg on tensors this pass converts (torch-mlir's
torch-to-linalg passes as IREE ships them, without its ABI wrapping)."""

__all__ = ["TORCH_TO_LINALG", "UNCONVERTED_ATTR", "ConvertLinalgToAnecPass"]
