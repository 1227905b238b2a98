// RUN: anec-opt %s --split-input-file --verify-diagnostics

func.func @f() {
  // expected-error @+1 {{expected a tensor type, got f16}}
  %w = anec.constant #anec.placeholder<f16>
  func.return
}

// -----

func.func @f() {
  // expected-error @+1 {{a placeholder needs a static shape; got tensor<?x3xf16>}}
  %w = anec.constant #anec.placeholder<tensor<?x3xf16>>
  func.return
}

// -----

func.func @f() {
  // expected-error @+1 {{'anec.constant' op value has element type i32; expected f16, f32 or an 8-bit integer}}
  %w = anec.constant #anec.placeholder<tensor<4xi32>>
  func.return
}

// -----

func.func @f() {
  // expected-error @+1 {{'anec.constant' op result type tensor<2x2xf16> differs from the value's type; expected tensor<4xf16>}}
  %w = "anec.constant"() <{value = #anec.placeholder<tensor<4xf16>>}> : () -> tensor<2x2xf16>
  func.return
}
