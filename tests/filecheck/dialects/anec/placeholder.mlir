// RUN: ANEC_ROUNDTRIP
// RUN: ANEC_GENERIC_ROUNDTRIP
// RUN: anec-opt %s --print-op-generic | filecheck %s --check-prefix=CHECK-GENERIC
// RUN: not anec-run %s 2>&1 | filecheck %s --check-prefix=CHECK-INTERP

// A weight imported for its shape only: passes and the cost model take it (tests/test_onnx_import.py), the interpreter does not.

func.func @shapes_only(%x: tensor<1x3x8x8xf16>) -> tensor<1x4x8x8xf16> {
  %w = anec.constant #anec.placeholder<tensor<4x3x3x3xf16>>
  %y = anec.convolution %x, %w {explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x8x8xf16>
  func.return %y : tensor<1x4x8x8xf16>
}
// CHECK-LABEL: func.func @shapes_only
// CHECK-NEXT:    %w = anec.constant #anec.placeholder<tensor<4x3x3x3xf16>>
// CHECK-GENERIC: %w = "anec.constant"() <{value = #anec.placeholder<tensor<4x3x3x3xf16>>}> : () -> tensor<4x3x3x3xf16>
// CHECK-INTERP: placeholder.mlir:9:3: error: 'anec.constant' op is a placeholder (imported for its shape only); run a model imported with its weights
