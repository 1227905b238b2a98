// RUN: anec-opt %s --split-input-file --verify-diagnostics | filecheck %s

func.func @f() {
  %w = anec.constant #anec.placeholder<f16>
  func.return
}
// CHECK: error: expected a tensor type, got f16

// -----

func.func @f() {
  %w = anec.constant #anec.placeholder<tensor<?x3xf16>>
  func.return
}
// CHECK: a placeholder needs a static shape; got tensor<?x3xf16>

// -----

func.func @f() {
  %w = anec.constant #anec.placeholder<tensor<4xi32>>
  func.return
}
// CHECK: error: 'anec.constant' op value has element type i32; expected f16, f32 or an 8-bit integer

// -----

func.func @f() {
  %w = "anec.constant"() <{value = #anec.placeholder<tensor<4xf16>>}> : () -> tensor<2x2xf16>
  func.return
}
// CHECK: error: 'anec.constant' op result type tensor<2x2xf16> differs from the value's type; expected tensor<4xf16>
