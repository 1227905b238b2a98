// RUN: anec-opt %s --split-input-file --verify-diagnostics

func.func @unary_int(%x: tensor<1x8x4x4xi32>) {
  // expected-error @+1 {{'anec.relu' op input has element type i32; expected f16 or f32}}
  %y = anec.relu %x : tensor<1x8x4x4xi32>
  func.return
}

// -----

func.func @unary_dynamic(%x: tensor<?x8xf16>) {
  // expected-error @+1 {{'anec.exp' op input has a dynamic shape tensor<?x8xf16>; anec tensors must have static shapes}}
  %y = anec.exp %x : tensor<?x8xf16>
  func.return
}

// -----

func.func @unary_result_type(%x: tensor<1x8x4x4xf16>) {
  // expected-error @+1 {{'anec.sigmoid' op result 'output' at position 0 does not verify:}}
  %y = "anec.sigmoid"(%x) : (tensor<1x8x4x4xf16>) -> tensor<1x8x4x4xf32>
  func.return
}

// -----

func.func @leaky_relu_f64(%x: tensor<4xf16>) {
  // expected-error @+1 {{f64 should be of base attribute f32}}
  %y = anec.leaky_relu %x {alpha = 0.1 : f64} : tensor<4xf16>
  func.return
}

// -----

func.func @elu_no_alpha(%x: tensor<4xf16>) {
  // expected-error @+1 {{'anec.elu' op property 'alpha' expected in operation 'anec.elu'}}
  %y = anec.elu %x : tensor<4xf16>
  func.return
}

// -----

func.func @clamp_inverted(%x: tensor<4xf16>) {
  // expected-error @+1 {{'anec.clamp' op min 6 and max 0 are out of order; expected min <= max}}
  %y = anec.clamp %x {min = 6.0 : f32, max = 0.0 : f32} : tensor<4xf16>
  func.return
}

// -----

func.func @clamp_nan(%x: tensor<4xf16>) {
  // expected-error @+1 {{'anec.clamp' op min nan and max 0 are out of order; expected min <= max}}
  %y = anec.clamp %x {min = 0x7FC00000 : f32, max = 0.0 : f32} : tensor<4xf16>
  func.return
}

// -----

func.func @dropout_one(%x: tensor<4xf16>) {
  // expected-error @+1 {{'anec.dropout' op rate 1 is out of range; expected 0 <= rate < 1}}
  %y = anec.dropout %x {rate = 1.0 : f32} : tensor<4xf16>
  func.return
}

// -----

func.func @dropout_negative(%x: tensor<4xf16>) {
  // expected-error @+1 {{'anec.dropout' op rate -0.5 is out of range; expected 0 <= rate < 1}}
  %y = anec.dropout %x {rate = -0.5 : f32} : tensor<4xf16>
  func.return
}

// -----

func.func @cast_from_int(%x: tensor<4xi8>) {
  // expected-error @+1 {{'anec.cast' op input has element type i8; expected f16, f32, i32 or i64}}
  %y = anec.cast %x : tensor<4xi8> -> tensor<4xf16>
  func.return
}

// -----

func.func @cast_to_bf16(%x: tensor<4xf32>) {
  // expected-error @+1 {{'anec.cast' op result has element type bf16; expected f16 or f32}}
  %y = anec.cast %x : tensor<4xf32> -> tensor<4xbf16>
  func.return
}

// -----

func.func @cast_reshape(%x: tensor<4xf32>) {
  // expected-error @+1 {{'anec.cast' op result has shape 2x2; expected 4 (a cast keeps the shape)}}
  %y = anec.cast %x : tensor<4xf32> -> tensor<2x2xf16>
  func.return
}

// -----

func.func @binary_int_lhs(%a: tensor<4xi32>, %b: tensor<4xf16>) {
  // expected-error @+1 {{'anec.add' op lhs has element type i32; expected f16 or f32}}
  %z = anec.add %a, %b : tensor<4xi32>, tensor<4xf16> -> tensor<4xf16>
  func.return
}

// -----

func.func @binary_int_rhs(%a: tensor<4xf16>, %b: tensor<4xi32>) {
  // expected-error @+1 {{'anec.sub' op rhs has element type i32; expected f16 or f32}}
  %z = anec.sub %a, %b : tensor<4xf16>, tensor<4xi32> -> tensor<4xf16>
  func.return
}

// -----

func.func @binary_mixed(%a: tensor<4xf16>, %b: tensor<4xf32>) {
  // expected-error @+1 {{'anec.mul' op rhs has element type f32; expected f16 like lhs}}
  %z = anec.mul %a, %b : tensor<4xf16>, tensor<4xf32> -> tensor<4xf16>
  func.return
}

// -----

func.func @binary_result_element(%a: tensor<4xf16>, %b: tensor<4xf16>) {
  // expected-error @+1 {{'anec.div' op result has element type f32; expected f16 like lhs}}
  %z = anec.div %a, %b : tensor<4xf16>, tensor<4xf16> -> tensor<4xf32>
  func.return
}

// -----

func.func @binary_no_broadcast(%a: tensor<2x3xf16>, %b: tensor<2xf16>) {
  // expected-error @+1 {{'anec.max' op operand shapes 2x3 and 2 do not broadcast: trailing dimensions must be equal or 1}}
  %z = anec.max %a, %b : tensor<2x3xf16>, tensor<2xf16> -> tensor<2x3xf16>
  func.return
}

// -----

func.func @binary_result_shape(%a: tensor<2x1xf16>, %b: tensor<3xf16>) {
  // expected-error @+1 {{'anec.min' op result has shape 2x1; expected 2x3 (the broadcast operand shape)}}
  %z = anec.min %a, %b : tensor<2x1xf16>, tensor<3xf16> -> tensor<2x1xf16>
  func.return
}

// -----

func.func @binary_dynamic_result(%a: tensor<3xf16>, %b: tensor<3xf16>) {
  // expected-error @+1 {{'anec.pow' op result has a dynamic shape tensor<?xf16>; anec tensors must have static shapes}}
  %z = anec.pow %a, %b : tensor<3xf16>, tensor<3xf16> -> tensor<?xf16>
  func.return
}

// -----

func.func @cast_int_to_int(%x: tensor<4xi64>) {
  // expected-error @+1 {{'anec.cast' op result has element type i32; expected f16 or f32}}
  %y = anec.cast %x : tensor<4xi64> -> tensor<4xi32>
  func.return
}

// -----

func.func @select_mixed_types(%c: tensor<4xf32>, %a: tensor<4xf16>, %b: tensor<4xf16>) {
  // expected-error @+1 {{'anec.select' op}}
  %z = anec.select %c, %a, %b : tensor<4xf32>, tensor<4xf16>, tensor<4xf16> -> tensor<4xf16>
  func.return
}

// -----

func.func @select_no_broadcast(%c: tensor<3xf16>, %a: tensor<4xf16>, %b: tensor<4xf16>) {
  // expected-error @+1 {{'anec.select' op operand shapes 3 and 4 do not broadcast: trailing dimensions must be equal or 1}}
  %z = anec.select %c, %a, %b : tensor<3xf16>, tensor<4xf16>, tensor<4xf16> -> tensor<4xf16>
  func.return
}

// -----

func.func @select_result_shape(%c: tensor<2x1xf16>, %a: tensor<3xf16>, %b: tensor<1xf16>) {
  // expected-error @+1 {{'anec.select' op result has shape 3; expected 2x3 (the broadcast operand shape)}}
  %z = anec.select %c, %a, %b : tensor<2x1xf16>, tensor<3xf16>, tensor<1xf16> -> tensor<3xf16>
  func.return
}

// -----

func.func @equal_int(%a: tensor<4xi32>, %b: tensor<4xf16>) {
  // expected-error @+1 {{'anec.equal' op lhs has element type i32; expected f16 or f32}}
  %z = anec.equal %a, %b : tensor<4xi32>, tensor<4xf16> -> tensor<4xf16>
  func.return
}
