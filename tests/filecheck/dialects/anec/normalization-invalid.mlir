// RUN: anec-opt %s --split-input-file --verify-diagnostics

func.func @scale_bias_int(%x: tensor<1x8x4x4xi8>, %v: tensor<8xi8>) {
  // expected-error @+1 {{'anec.scale_bias' op input has element type i8; expected f16 or f32}}
  %y = anec.scale_bias %x, %v, %v : tensor<1x8x4x4xi8>, tensor<8xi8>
  func.return
}

// -----

func.func @scale_bias_rank1(%x: tensor<8xf16>, %v: tensor<8xf16>) {
  // expected-error @+1 {{'anec.scale_bias' op input has rank 1; expected rank >= 2 (axis 1 is the channel axis)}}
  %y = anec.scale_bias %x, %v, %v : tensor<8xf16>, tensor<8xf16>
  func.return
}

// -----

func.func @scale_bias_element(%x: tensor<1x8xf16>, %v: tensor<8xf32>) {
  // expected-error @+1 {{'anec.scale_bias' op scale has element type f32; expected f16 like input}}
  %y = anec.scale_bias %x, %v, %v : tensor<1x8xf16>, tensor<8xf32>
  func.return
}

// -----

func.func @scale_bias_channels(%x: tensor<1x8x4x4xf16>, %v: tensor<4xf16>) {
  // expected-error @+1 {{'anec.scale_bias' op scale has shape 4; expected 8 (one value per channel of axis 1)}}
  %y = anec.scale_bias %x, %v, %v : tensor<1x8x4x4xf16>, tensor<4xf16>
  func.return
}

// -----

func.func @scale_bias_vector_types(%x: tensor<1x8xf16>, %s: tensor<8xf16>, %b: tensor<1x8xf16>) {
  // expected-error @+1 {{'anec.scale_bias' op operand 'bias' at position 2 does not verify:}}
  %y = "anec.scale_bias"(%x, %s, %b) : (tensor<1x8xf16>, tensor<8xf16>, tensor<1x8xf16>) -> tensor<1x8xf16>
  func.return
}

// -----

func.func @batch_norm_channels(%x: tensor<1x8x4x4xf16>, %v: tensor<1x8xf16>) {
  // expected-error @+1 {{'anec.batch_norm' op mean has shape 1x8; expected 8 (one value per channel of axis 1)}}
  %y = anec.batch_norm %x, %v, %v, %v, %v : tensor<1x8x4x4xf16>, tensor<1x8xf16>
  func.return
}

// -----

func.func @batch_norm_epsilon_zero(%x: tensor<1x8x4x4xf16>, %v: tensor<8xf16>) {
  // expected-error @+1 {{'anec.batch_norm' op epsilon 0 is not positive; expected epsilon > 0}}
  %y = anec.batch_norm %x, %v, %v, %v, %v {epsilon = 0.0 : f32} : tensor<1x8x4x4xf16>, tensor<8xf16>
  func.return
}

// -----

func.func @batch_norm_scalar(%x: tensor<f16>, %v: tensor<1xf16>) {
  // expected-error @+1 {{'anec.batch_norm' op input has rank 0; expected rank >= 2 (axis 1 is the channel axis)}}
  %y = anec.batch_norm %x, %v, %v, %v, %v : tensor<f16>, tensor<1xf16>
  func.return
}

// -----

func.func @layer_norm_int(%x: tensor<2x8xi32>) {
  // expected-error @+1 {{'anec.layer_norm' op input has element type i32; expected f16 or f32}}
  %y = anec.layer_norm %x {axes = array<i64: 1>} : tensor<2x8xi32>
  func.return
}

// -----

func.func @layer_norm_no_axes(%x: tensor<2x8xf16>) {
  // expected-error @+1 {{'anec.layer_norm' op axes is empty; expected at least one axis to normalize over}}
  %y = anec.layer_norm %x {axes = array<i64>} : tensor<2x8xf16>
  func.return
}

// -----

func.func @layer_norm_axis_range(%x: tensor<2x8xf16>) {
  // expected-error @+1 {{'anec.layer_norm' op axes 2 is out of range for rank 2; expected 0..1}}
  %y = anec.layer_norm %x {axes = array<i64: 2>} : tensor<2x8xf16>
  func.return
}

// -----

func.func @layer_norm_negative_axis(%x: tensor<2x8xf16>) {
  // expected-error @+1 {{'anec.layer_norm' op axes -1 is out of range for rank 2; expected 0..1}}
  %y = anec.layer_norm %x {axes = array<i64: -1>} : tensor<2x8xf16>
  func.return
}

// -----

func.func @layer_norm_axes_order(%x: tensor<2x4x8xf16>) {
  // expected-error @+1 {{'anec.layer_norm' op axes = [2, 1] must be strictly increasing}}
  %y = anec.layer_norm %x {axes = array<i64: 2, 1>} : tensor<2x4x8xf16>
  func.return
}

// -----

func.func @layer_norm_axes_repeat(%x: tensor<2x4x8xf16>) {
  // expected-error @+1 {{'anec.layer_norm' op axes = [1, 1] must be strictly increasing}}
  %y = anec.layer_norm %x {axes = array<i64: 1, 1>} : tensor<2x4x8xf16>
  func.return
}

// -----

func.func @layer_norm_epsilon(%x: tensor<2x8xf16>) {
  // expected-error @+1 {{'anec.layer_norm' op epsilon -1e-05 is not positive; expected epsilon > 0}}
  %y = anec.layer_norm %x {axes = array<i64: 1>, epsilon = -1.0e-5 : f32} : tensor<2x8xf16>
  func.return
}

// -----

func.func @layer_norm_scale_shape(%x: tensor<2x4x8xf16>, %g: tensor<8xf16>) {
  // expected-error @+1 {{'anec.layer_norm' op scale has shape 8; expected 4x8 (the input's extents on axes)}}
  %y = anec.layer_norm %x scale(%g : tensor<8xf16>) {axes = array<i64: 1, 2>} : tensor<2x4x8xf16>
  func.return
}

// -----

func.func @layer_norm_bias_element(%x: tensor<2x8xf16>, %b: tensor<8xf32>) {
  // expected-error @+1 {{'anec.layer_norm' op bias has element type f32; expected f16 like input}}
  %y = anec.layer_norm %x bias(%b : tensor<8xf32>) {axes = array<i64: 1>} : tensor<2x8xf16>
  func.return
}

// -----

func.func @softmax_int(%x: tensor<2x8xi32>) {
  // expected-error @+1 {{'anec.softmax' op input has element type i32; expected f16 or f32}}
  %y = anec.softmax %x {axis = 1 : i64} : tensor<2x8xi32>
  func.return
}

// -----

func.func @softmax_axis(%x: tensor<2x8xf16>) {
  // expected-error @+1 {{'anec.softmax' op axis 2 is out of range for rank 2; expected 0..1}}
  %y = anec.softmax %x {axis = 2 : i64} : tensor<2x8xf16>
  func.return
}

// -----

func.func @softmax_result(%x: tensor<2x8xf16>) {
  // expected-error @+1 {{'anec.softmax' op result 'output' at position 0 does not verify:}}
  %y = "anec.softmax"(%x) <{axis = 1 : i64}> : (tensor<2x8xf16>) -> tensor<8x2xf16>
  func.return
}
