// RUN: anec-opt %s --split-input-file --verify-diagnostics

func.func @f() {
  // expected-error @+1 {{'anec.constant' op value has element type i32; expected f16, f32 or an 8-bit integer}}
  %c = anec.constant dense<1> : tensor<4xi32>
  func.return
}

// -----

func.func @f() {
  // expected-error @+1 {{'anec.constant' op value has element type f64; expected f16, f32 or an 8-bit integer}}
  %c = anec.constant dense<1.0> : tensor<4xf64>
  func.return
}

// -----

func.func @f() {
  // expected-error @+1 {{'anec.constant' op value must be a ranked tensor, got vector<4xf16>}}
  %c = "anec.constant"() <{value = dense<1.0> : vector<4xf16>}> : () -> tensor<4xf16>
  func.return
}

// -----

func.func @f() {
  // expected-error @+1 {{'anec.constant' op result type tensor<2x2xf16> differs from the value's type; expected tensor<4xf16>}}
  %c = "anec.constant"() <{value = dense<1.0> : tensor<4xf16>}> : () -> tensor<2x2xf16>
  func.return
}

// -----

func.func @f() {
  // expected-error @+1 {{expected a dense<...>, dense_resource<...> or #anec.placeholder<...> tensor value}}
  %c = anec.constant 1.0 : f16
  func.return
}

// -----

func.func @f() {
  // expected-error @+1 {{'anec.constant' op value has element type ui16; expected f16, f32 or an 8-bit integer}}
  %c = anec.constant dense_resource<missing> : tensor<4xui16>
  func.return
}
