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

// -----

func.func @f() {
  // expected-error @+1 {{'anec.constant' op dense_resource<short_blob> holds 4 bytes after its 4-byte alignment prefix; expected 8 for 4 f16 elements}}
  %c = anec.constant dense_resource<short_blob> : tensor<4xf16>
  func.return
}
{-#
  dialect_resources: {
    builtin: {
      short_blob: "0x020000000000003C"
    }
  }
#-}

// -----

func.func @f() {
  // expected-error @+1 {{'anec.constant' op dense_resource<absent_blob> has no blob; expected one in the file's dialect_resources}}
  %c = anec.constant dense_resource<absent_blob> : tensor<4xf16>
  func.return
}

// -----

func.func @f() {
  // expected-error @+1 {{'anec.constant' op dense_resource<odd_blob> is not a hexadecimal blob (0x, then two digits a byte)}}
  %c = anec.constant dense_resource<odd_blob> : tensor<1xi8>
  func.return
}
{-#
  dialect_resources: {
    builtin: {
      odd_blob: "0x01000000zz"
    }
  }
#-}
