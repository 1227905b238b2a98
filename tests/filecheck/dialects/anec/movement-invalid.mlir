// RUN: anec-opt %s --split-input-file --verify-diagnostics

func.func @f(%x: tensor<1x8xi8>) {
  // expected-error @+1 {{'anec.reshape' op input has element type i8; expected f16, f32, i32 or i64}}
  %y = anec.reshape %x : tensor<1x8xi8> -> tensor<8xi8>
  func.return
}

// -----

func.func @f(%x: tensor<1x8xf16>) {
  // expected-error @+1 {{'anec.reshape' op result has element type f32; expected f16 like input}}
  %y = anec.reshape %x : tensor<1x8xf16> -> tensor<8xf32>
  func.return
}

// -----

func.func @f(%x: tensor<1x8x4x2xf16>) {
  // expected-error @+1 {{'anec.reshape' op result shape 4x8 holds 32 elements; expected 64 like the input shape 1x8x4x2}}
  %y = anec.reshape %x : tensor<1x8x4x2xf16> -> tensor<4x8xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x8x4x2xf16>) {
  // expected-error @+1 {{'anec.reshape' op result has a dynamic shape tensor<?x8xf16>; anec tensors must have static shapes}}
  %y = anec.reshape %x : tensor<1x8x4x2xf16> -> tensor<?x8xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x8x4x2xf16>) {
  // expected-error @+1 {{'anec.transpose' op permutation has 3 entries; expected 4}}
  %y = anec.transpose %x {permutation = array<i64: 0, 2, 1>} : tensor<1x8x4x2xf16> -> tensor<1x4x8x2xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x8x4x2xf16>) {
  // expected-error @+1 {{'anec.transpose' op permutation = [0, 1, 1, 3] is not a permutation; expected each of 0..3 exactly once}}
  %y = anec.transpose %x {permutation = array<i64: 0, 1, 1, 3>} : tensor<1x8x4x2xf16> -> tensor<1x8x8x2xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x8x4x2xf16>) {
  // expected-error @+1 {{'anec.transpose' op result has shape 1x8x4x2; expected 1x2x8x4 (input dims permuted)}}
  %y = anec.transpose %x {permutation = array<i64: 0, 3, 1, 2>} : tensor<1x8x4x2xf16> -> tensor<1x8x4x2xf16>
  func.return
}

// -----

func.func @f() {
  // expected-error @+1 {{'anec.concat' op has no inputs; expected at least one}}
  %y = "anec.concat"() <{axis = 0 : i64}> : () -> tensor<4xf16>
  func.return
}

// -----

func.func @f(%a: tensor<1x8x4x4xf16>, %b: tensor<1x8x4x4xf16>) {
  // expected-error @+1 {{'anec.concat' op axis 4 is out of range for rank 4; expected 0..3}}
  %y = anec.concat %a, %b {axis = 4 : i64} : tensor<1x8x4x4xf16>, tensor<1x8x4x4xf16> -> tensor<1x8x4x8xf16>
  func.return
}

// -----

func.func @f(%a: tensor<1x8x4x4xf16>, %b: tensor<8x4x4xf16>) {
  // expected-error @+1 {{'anec.concat' op input 1 has rank 3; expected rank 4 like input 0}}
  %y = anec.concat %a, %b {axis = 1 : i64} : tensor<1x8x4x4xf16>, tensor<8x4x4xf16> -> tensor<1x16x4x4xf16>
  func.return
}

// -----

func.func @f(%a: tensor<1x8x4x4xf16>, %b: tensor<1x8x5x4xf16>) {
  // expected-error @+1 {{'anec.concat' op input 1 has extent 5 on axis 2; expected 4 like input 0 (only the concat axis 1 may differ)}}
  %y = anec.concat %a, %b {axis = 1 : i64} : tensor<1x8x4x4xf16>, tensor<1x8x5x4xf16> -> tensor<1x16x4x4xf16>
  func.return
}

// -----

func.func @f(%a: tensor<1x8x4x4xf16>, %b: tensor<1x8x4x4xf32>) {
  // expected-error @+1 {{'anec.concat' op input 1 has element type f32; expected f16 like input 0}}
  %y = anec.concat %a, %b {axis = 1 : i64} : tensor<1x8x4x4xf16>, tensor<1x8x4x4xf32> -> tensor<1x16x4x4xf16>
  func.return
}

// -----

func.func @f(%a: tensor<1x8x4x4xf16>, %b: tensor<1x8x4x4xf16>) {
  // expected-error @+1 {{'anec.concat' op result has element type f32; expected f16 like input 0}}
  %y = anec.concat %a, %b {axis = 1 : i64} : tensor<1x8x4x4xf16>, tensor<1x8x4x4xf16> -> tensor<1x16x4x4xf32>
  func.return
}

// -----

func.func @f(%a: tensor<1x8x4x4xf16>, %b: tensor<1x8x4x4xf16>) {
  // expected-error @+1 {{'anec.concat' op result has shape 1x8x4x8; expected 1x16x4x4 (inputs summed along the axis)}}
  %y = anec.concat %a, %b {axis = 1 : i64} : tensor<1x8x4x4xf16>, tensor<1x8x4x4xf16> -> tensor<1x8x4x8xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x8x8x8xf16>) {
  // expected-error @+1 {{'anec.slice' op offsets has 3 entries; expected 4}}
  %y = anec.slice %x {offsets = array<i64: 0, 0, 0>} : tensor<1x8x8x8xf16> -> tensor<1x4x4x4xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x8x8x8xf16>) {
  // expected-error @+1 {{'anec.slice' op offsets = [0, -1, 0, 0] must be non-negative}}
  %y = anec.slice %x {offsets = array<i64: 0, -1, 0, 0>} : tensor<1x8x8x8xf16> -> tensor<1x4x4x4xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x8x8x8xf16>) {
  // expected-error @+1 {{'anec.slice' op strides has 2 entries; expected 4}}
  %y = anec.slice %x {offsets = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1>} : tensor<1x8x8x8xf16> -> tensor<1x4x4x4xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x8x8x8xf16>) {
  // expected-error @+1 {{'anec.slice' op strides = [1, 0, 1, 1] must be positive}}
  %y = anec.slice %x {offsets = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 0, 1, 1>} : tensor<1x8x8x8xf16> -> tensor<1x4x4x4xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x8x8x8xf16>) {
  // expected-error @+1 {{'anec.slice' op result has element type f32; expected f16 like input}}
  %y = anec.slice %x {offsets = array<i64: 0, 0, 0, 0>} : tensor<1x8x8x8xf16> -> tensor<1x4x4x4xf32>
  func.return
}

// -----

func.func @f(%x: tensor<1x8xi32>) {
  // expected-error @+1 {{'anec.slice' op input has element type i32; expected f16, f32 or an 8-bit integer weight (i8, si8, ui8)}}
  %y = anec.slice %x {offsets = array<i64: 0, 0>} : tensor<1x8xi32> -> tensor<1x4xi32>
  func.return
}

// -----

func.func @f(%x: tensor<1x8x8x8xf16>) {
  // expected-error @+1 {{'anec.slice' op result has rank 3; expected rank 4 like the input}}
  %y = anec.slice %x {offsets = array<i64: 0, 0, 0, 0>} : tensor<1x8x8x8xf16> -> tensor<4x4x4xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x8x8x8xf16>) {
  // expected-error @+1 {{'anec.slice' op result tensor<1x0x4x4xf16> has extent 0 on axis 1; anec tensors have every extent at least 1 (no empty tensors)}}
  %y = anec.slice %x {offsets = array<i64: 0, 0, 0, 0>} : tensor<1x8x8x8xf16> -> tensor<1x0x4x4xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x8x8x8xf16>) {
  // expected-error @+1 {{'anec.slice' op slice on axis 2 reads index 9 (offset 1 + (5 - 1) * stride 2); expected below the input extent 8}}
  %y = anec.slice %x {offsets = array<i64: 0, 0, 1, 0>, strides = array<i64: 1, 1, 2, 1>} : tensor<1x8x8x8xf16> -> tensor<1x8x5x8xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>) {
  // expected-error @+1 {{'anec.pad' op pads has 4 entries; expected 8}}
  %y = anec.pad %x {pads = array<i64: 0, 0, 1, 1>} : tensor<1x3x8x8xf16> -> tensor<1x3x10x10xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>) {
  // expected-error @+1 {{'anec.pad' op pads = [0, 0, -1, 1, 0, 0, 1, 1] must be non-negative}}
  %y = anec.pad %x {pads = array<i64: 0, 0, -1, 1, 0, 0, 1, 1>} : tensor<1x3x8x8xf16> -> tensor<1x3x9x10xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>) {
  // expected-error @+1 {{'anec.pad' op value 1.0 is given in mode symmetric; expected a value only in mode constant}}
  %y = anec.pad %x {pads = array<i64: 0, 0, 1, 1, 0, 0, 1, 1>, mode = #anec.pad_mode<symmetric>, value = 1.000000e+00 : f32} : tensor<1x3x8x8xf16> -> tensor<1x3x10x10xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>) {
  // expected-error @+1 {{'anec.pad' op reflect padding (8, 1) on axis 3 reaches past the edge; expected each pad < 8}}
  %y = anec.pad %x {pads = array<i64: 0, 0, 1, 8, 0, 0, 1, 1>, mode = #anec.pad_mode<reflect>} : tensor<1x3x8x8xf16> -> tensor<1x3x10x17xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>) {
  // expected-error @+1 {{'anec.pad' op symmetric padding (9, 0) on axis 2 reaches past the edge; expected each pad <= 8}}
  %y = anec.pad %x {pads = array<i64: 0, 0, 9, 0, 0, 0, 0, 0>, mode = #anec.pad_mode<symmetric>} : tensor<1x3x8x8xf16> -> tensor<1x3x17x8xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>) {
  // expected-error @+1 {{'anec.pad' op result has shape 1x3x10x10; expected 1x3x10x12 (input extents plus begin and end padding)}}
  %y = anec.pad %x {pads = array<i64: 0, 0, 1, 2, 0, 0, 1, 2>} : tensor<1x3x8x8xf16> -> tensor<1x3x10x10xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>) {
  // expected-error @+1 {{'anec.pad' op f16 should be of base attribute f32}}
  %y = "anec.pad"(%x) <{pads = array<i64: 0, 0, 1, 1, 0, 0, 1, 1>, mode = #anec.pad_mode<constant>, value = 0.000000e+00 : f16}> : (tensor<1x3x8x8xf16>) -> tensor<1x3x10x10xf16>
  func.return
}

// -----

func.func @f(%x: tensor<16x6x4xf16>) {
  // expected-error @+1 {{'anec.space_to_batch' op input has rank 3; expected rank 4}}
  %y = anec.space_to_batch %x {block_shape = array<i64: 2, 2>} : tensor<16x6x4xf16> -> tensor<4x16x3x2xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x16x6x4xf16>) {
  // expected-error @+1 {{'anec.space_to_batch' op block_shape has 1 entries; expected 2}}
  %y = anec.space_to_batch %x {block_shape = array<i64: 2>} : tensor<1x16x6x4xf16> -> tensor<2x16x3x4xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x16x6x4xf16>) {
  // expected-error @+1 {{'anec.space_to_batch' op block_shape = [2, 0] must be positive}}
  %y = anec.space_to_batch %x {block_shape = array<i64: 2, 0>} : tensor<1x16x6x4xf16> -> tensor<2x16x3x4xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x16x6x4xf16>) {
  // expected-error @+1 {{'anec.space_to_batch' op pads has 2 entries; expected 4}}
  %y = anec.space_to_batch %x {block_shape = array<i64: 2, 2>, pads = array<i64: 0, 0>} : tensor<1x16x6x4xf16> -> tensor<4x16x3x2xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x16x6x4xf16>) {
  // expected-error @+1 {{'anec.space_to_batch' op pads = [-1, 1, 0, 0] must be non-negative}}
  %y = anec.space_to_batch %x {block_shape = array<i64: 2, 2>, pads = array<i64: -1, 1, 0, 0>} : tensor<1x16x6x4xf16> -> tensor<4x16x3x2xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x16x6x4xf16>) {
  // expected-error @+1 {{'anec.space_to_batch' op padded height 6 is not divisible by its block factor 4; expected a multiple}}
  %y = anec.space_to_batch %x {block_shape = array<i64: 4, 2>} : tensor<1x16x6x4xf16> -> tensor<8x16x1x2xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x16x6x4xf16>) {
  // expected-error @+1 {{'anec.space_to_batch' op result has shape 6x16x2x3; expected 6x16x3x2 ([N * bh * bw, C, (H + pt + pb) / bh, (W + pl + pr) / bw])}}
  %y = anec.space_to_batch %x {block_shape = array<i64: 2, 3>, pads = array<i64: 0, 0, 1, 1>} : tensor<1x16x6x4xf16> -> tensor<6x16x2x3xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x16x6x4xf16>) {
  // expected-error @+1 {{'anec.space_to_batch' op result has element type f32; expected f16 like input}}
  %y = anec.space_to_batch %x {block_shape = array<i64: 2, 2>} : tensor<1x16x6x4xf16> -> tensor<4x16x3x2xf32>
  func.return
}

// -----

func.func @f(%x: tensor<4x16x4x4xf16>) {
  // expected-error @+1 {{'anec.batch_to_space' op crops has 3 entries; expected 4}}
  %y = anec.batch_to_space %x {block_shape = array<i64: 2, 2>, crops = array<i64: 1, 1, 1>} : tensor<4x16x4x4xf16> -> tensor<1x16x6x7xf16>
  func.return
}

// -----

func.func @f(%x: tensor<4x16x4x4xf16>) {
  // expected-error @+1 {{'anec.batch_to_space' op crops = [1, 1, 0, -1] must be non-negative}}
  %y = anec.batch_to_space %x {block_shape = array<i64: 2, 2>, crops = array<i64: 1, 1, 0, -1>} : tensor<4x16x4x4xf16> -> tensor<1x16x6x9xf16>
  func.return
}

// -----

func.func @f(%x: tensor<6x16x4x4xf16>) {
  // expected-error @+1 {{'anec.batch_to_space' op input batch 6 is not divisible by the block size 2 * 2; expected a multiple of 4}}
  %y = anec.batch_to_space %x {block_shape = array<i64: 2, 2>} : tensor<6x16x4x4xf16> -> tensor<1x16x8x8xf16>
  func.return
}

// -----

func.func @f(%x: tensor<4x16x4x4xf16>) {
  // expected-error @+1 {{'anec.batch_to_space' op crops [4, 4, 0, 0] leave a 0x8 image; expected at least one row and column of 8x8}}
  %y = anec.batch_to_space %x {block_shape = array<i64: 2, 2>, crops = array<i64: 4, 4, 0, 0>} : tensor<4x16x4x4xf16> -> tensor<1x16x1x8xf16>
  func.return
}

// -----

func.func @f(%x: tensor<4x16x4x4xf16>) {
  // expected-error @+1 {{'anec.batch_to_space' op result has shape 1x16x4x4; expected 1x16x8x8 ([N / (bh * bw), C, H * bh - ct - cb, W * bw - cl - cr])}}
  %y = anec.batch_to_space %x {block_shape = array<i64: 2, 2>} : tensor<4x16x4x4xf16> -> tensor<1x16x4x4xf16>
  func.return
}

// -----

func.func @f(%x: tensor<2x100x8xf16>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'anec.gather' op axis 3 is out of range for rank 3; expected 0..2}}
  %y = anec.gather %x, %i {axis = 3 : i64} : tensor<2x100x8xf16>, tensor<3xi32> -> tensor<2x100x3xf16>
  func.return
}

// -----

func.func @f(%x: tensor<2x100x8xf16>, %i: tensor<3xf16>) {
  // expected-error @+1 {{'anec.gather' op indices has element type f16; expected an integer type}}
  %y = anec.gather %x, %i {axis = 1 : i64} : tensor<2x100x8xf16>, tensor<3xf16> -> tensor<2x3x8xf16>
  func.return
}

// -----

func.func @f(%x: tensor<2x100x8xf16>, %i: tensor<3x5xi32>) {
  // expected-error @+1 {{'anec.gather' op result has shape 2x15x8; expected 2x3x5x8 (input.shape[:axis] + indices.shape + input.shape[axis + 1:])}}
  %y = anec.gather %x, %i {axis = 1 : i64} : tensor<2x100x8xf16>, tensor<3x5xi32> -> tensor<2x15x8xf16>
  func.return
}

// -----

func.func @f(%x: tensor<2x100x8xf16>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'anec.gather' op result has element type f32; expected f16 like input}}
  %y = anec.gather %x, %i {axis = 1 : i64} : tensor<2x100x8xf16>, tensor<3xi32> -> tensor<2x3x8xf32>
  func.return
}
