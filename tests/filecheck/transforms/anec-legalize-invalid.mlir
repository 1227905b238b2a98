// RUN: anec-opt %s --split-input-file --verify-diagnostics -p 'anec-legalize{target=h13}'
// RUN: not anec-opt %s --split-input-file -p 'anec-legalize{target=h13}' 2>&1 | filecheck %s --check-prefix=EXIT

// Every diagnostic of anec-legalize, one per chunk, on H13 (M1: no texture
// engine, width-slice saturation, A13 tier, fp16 kernel width 13, maximum
// dimension 16384).

// EXIT: anec-legalize-invalid.mlir:[[# @LINE + 4]]:3: error: 'anec.pad' op symmetric padding is not supported on this architecture: target h13 has no texture engine (SPEC section 6)

func.func @f(%x: tensor<1x3x8x8xf16>) -> tensor<1x3x10x10xf16> {
  // expected-error @+1 {{'anec.pad' op symmetric padding is not supported on this architecture: target h13 has no texture engine (SPEC section 6)}}
  %y = anec.pad %x {pads = array<i64: 0, 0, 1, 1, 0, 0, 1, 1>, mode = #anec.pad_mode<symmetric>} : tensor<1x3x8x8xf16> -> tensor<1x3x10x10xf16>
  func.return %y : tensor<1x3x10x10xf16>
}

// -----

func.func @f(%x: tensor<1x4x3x8x8xf16>, %w: tensor<8x3x4x3x3xi8>) -> tensor<1x8x1x6x6xf16> {
  // expected-error @+1 {{'anec.convolution' op 3-D convolution with int8 weights is not lowered: its 2-D form reshapes the weights, which takes f16 or f32 weights (SPEC section 5)}}
  %y = anec.convolution %x, %w {weight_format = #anec.weight_format<int8>} : tensor<1x4x3x8x8xf16>, tensor<8x3x4x3x3xi8> -> tensor<1x8x1x6x6xf16>
  func.return %y : tensor<1x8x1x6x6xf16>
}

// -----

func.func @f(%x: tensor<1x4x2x4x4xf16>, %w: tensor<8x2x4x2x2xf16>) -> tensor<1x8x3x5x5xf16> {
  // expected-error @+1 {{'anec.deconvolution' op 3-D deconvolution (rank-5 input) is not implemented: it is in the hardware table but no backend reaches it (SPEC section 5); a 3-D convolution is lowered to 2-D convolutions over the depth}}
  %y = anec.deconvolution %x, %w : tensor<1x4x2x4x4xf16>, tensor<8x2x4x2x2xf16> -> tensor<1x8x3x5x5xf16>
  func.return %y : tensor<1x8x3x5x5xf16>
}

// -----

func.func @f(%x: tensor<1x4x16x16xf16>, %w: tensor<8x4x3x3xf16>) -> tensor<1x8x12x14xf16> {
  // expected-error @+1 {{'anec.convolution' op dilation rates [2, 1] differ; the space-to-batch lowering needs equal dilation on both axes (SPEC section 5)}}
  %y = anec.convolution %x, %w {dilation_rates = array<i64: 2, 1>} : tensor<1x4x16x16xf16>, tensor<8x4x3x3xf16> -> tensor<1x8x12x14xf16>
  func.return %y : tensor<1x8x12x14xf16>
}

// -----

func.func @f(%x: tensor<1x4x16x16xf16>, %w: tensor<8x4x3x3xf16>) -> tensor<1x8x6x6xf16> {
  // expected-error @+1 {{'anec.convolution' op dilation 2 with strides [2, 2]; the space-to-batch lowering needs stride 1 (SPEC section 5)}}
  %y = anec.convolution %x, %w {dilation_rates = array<i64: 2, 2>, strides = array<i64: 2, 2>} : tensor<1x4x16x16xf16>, tensor<8x4x3x3xf16> -> tensor<1x8x6x6xf16>
  func.return %y : tensor<1x8x6x6xf16>
}

// -----

func.func @f(%x: tensor<1x4x16x16xf16>, %w: tensor<8x4x3x3xf16>) -> tensor<1x8x6x6xf16> {
  // expected-error @+1 {{'anec.convolution' op dilation 5 is not a product of the space-to-batch factors 2, 3, 4, 8 (SPEC section 5)}}
  %y = anec.convolution %x, %w {dilation_rates = array<i64: 5, 5>} : tensor<1x4x16x16xf16>, tensor<8x4x3x3xf16> -> tensor<1x8x6x6xf16>
  func.return %y : tensor<1x8x6x6xf16>
}

// -----

func.func @f(%x: tensor<1x8x4x4xf16>) -> tensor<1x8x4x4xf16> {
  // expected-error @+1 {{'anec.sin' op is not native on target h13 (tier A13 has no native sin/cos, SPEC section 2); it is not decomposed, since a polynomial approximation would change the numerics}}
  %y = anec.sin %x : tensor<1x8x4x4xf16>
  func.return %y : tensor<1x8x4x4xf16>
}

// -----

func.func @f(%x: tensor<1x8x4x4xf16>) -> tensor<1x8x4x4xf16> {
  // expected-error @+1 {{'anec.cos' op is not native on target h13 (tier A13 has no native sin/cos, SPEC section 2); it is not decomposed, since a polynomial approximation would change the numerics}}
  %y = anec.cos %x : tensor<1x8x4x4xf16>
  func.return %y : tensor<1x8x4x4xf16>
}

// -----

func.func @f(%x: tensor<1x1000xf16>) -> tensor<1xi32> {
  // expected-error @+1 {{'anec.argmax' op is not native on target h13 (tier A13 has no native argmin/argmax, SPEC section 2); it has no exact decomposition, since no other op turns values into i32 indices}}
  %y = anec.argmax %x {axis = 1 : i64, keep_dims = false} : tensor<1x1000xf16> -> tensor<1xi32>
  func.return %y : tensor<1xi32>
}

// -----

func.func @f(%x: tensor<1x1000xf16>) -> tensor<1x1xi32> {
  // expected-error @+1 {{'anec.argmin' op is not native on target h13 (tier A13 has no native argmin/argmax, SPEC section 2); it has no exact decomposition, since no other op turns values into i32 indices}}
  %y = anec.argmin %x {axis = 1 : i64} : tensor<1x1000xf16> -> tensor<1x1xi32>
  func.return %y : tensor<1x1xi32>
}

// -----

func.func @f(%x: tensor<1x4096x1x60xf16>, %w: tensor<8x4096x1x60xf16>) -> tensor<1x8x1x1xf16> {
  // expected-error @+1 {{'anec.convolution' op fp16 kernel width 60 is above the limit 13 of target h13 (SPEC section 2), and it cannot be split into narrower kernels: its 5 shifted copies of 4096 input channels (20480) exceed the maximum channel dimension 16384 of target h13}}
  %y = anec.convolution %x, %w : tensor<1x4096x1x60xf16>, tensor<8x4096x1x60xf16> -> tensor<1x8x1x1xf16>
  func.return %y : tensor<1x8x1x1xf16>
}

// -----

func.func @f(%x: tensor<1x4x16x16xf16>, %w: tensor<8x4x14x15xf16>) -> tensor<1x8x3x2xf16> {
  // expected-error @+1 {{'anec.convolution' op fp16 kernel width 15 is above the limit 13 of target h13 (SPEC section 2), and it cannot be split into narrower kernels: on target h13 the pieces run transposed (width-axis crops saturate, SPEC section 6), where its kernel height 14 would be the width}}
  %y = anec.convolution %x, %w : tensor<1x4x16x16xf16>, tensor<8x4x14x15xf16> -> tensor<1x8x3x2xf16>
  func.return %y : tensor<1x8x3x2xf16>
}

// -----

func.func @f(%x: tensor<1x4x16x16xf16>, %w: tensor<8x4x1x14xf16>) -> tensor<1x8x16x29xf16> {
  // expected-error @+1 {{'anec.deconvolution' op fp16 kernel width 14 is above the limit 13 of target h13 (SPEC section 2), and it cannot be split into narrower kernels: only convolutions are split, not deconvolutions}}
  %y = anec.deconvolution %x, %w : tensor<1x4x16x16xf16>, tensor<8x4x1x14xf16> -> tensor<1x8x16x29xf16>
  func.return %y : tensor<1x8x16x29xf16>
}

// -----

func.func @f(%x: tensor<4x2x3x3xf16>) -> tensor<1x2x6x5xf16> {
  // expected-error @+1 {{'anec.batch_to_space' op crops the width axis from column 1 on target h13, where a width source value above 4094 saturates to +-inf (SPEC section 6); the input's range [-inf, inf] is not provably within +-4094: bound it (e.g. anec.clamp) or declare it (function argument attribute anec.range)}}
  %y = anec.batch_to_space %x {block_shape = array<i64: 2, 2>, crops = array<i64: 0, 0, 1, 0>} : tensor<4x2x3x3xf16> -> tensor<1x2x6x5xf16>
  func.return %y : tensor<1x2x6x5xf16>
}

// -----

// expected-error @+1 {{'func.func' op argument 0 attribute anec.range = array<f64: 1.000000e+00, 4.000000e+00> is not a #anec.range<lo, hi>}}
func.func @f(%x: tensor<1x2x4x8xf16> {anec.range = array<f64: 1.0, 4.0>}) -> tensor<1x2x4x8xf16> {
  func.return %x : tensor<1x2x4x8xf16>
}

// -----

// expected-error @+1 {{'func.func' op block argument 0 tensor<1x2x4x20000xf16> has width extent 20000 (axis 3), above the maximum spatial dimension 16384 of target h13 (SPEC section 2)}}
func.func @f(%x: tensor<1x2x4x20000xf16>) -> tensor<1x2x4x20000xf16> {
  func.return %x : tensor<1x2x4x20000xf16>
}

// -----

func.func @f(%x: tensor<1x10000x1x1xf16>) -> tensor<1x20000x1x1xf16> {
  // expected-error @+1 {{'anec.concat' op result 0 tensor<1x20000x1x1xf16> has channel extent 20000 (axis 1), above the maximum channel dimension 16384 of target h13 (SPEC section 2)}}
  %y = anec.concat %x, %x {axis = 1 : i64} : tensor<1x10000x1x1xf16>, tensor<1x10000x1x1xf16> -> tensor<1x20000x1x1xf16>
  func.return %y : tensor<1x20000x1x1xf16>
}
