// RUN: ANEC_ROUNDTRIP
// RUN: ANEC_GENERIC_ROUNDTRIP
// RUN: anec-opt %s --split-input-file --print-op-generic | filecheck %s --check-prefix=CHECK-GENERIC

func.func @reshape(%x: tensor<1x8x4x2xf16>) -> tensor<1x8x8xf16> {
  %y = anec.reshape %x : tensor<1x8x4x2xf16> -> tensor<1x8x8xf16>
  func.return %y : tensor<1x8x8xf16>
}
// CHECK-LABEL: func.func @reshape
// CHECK-NEXT:    %y = anec.reshape %x : tensor<1x8x4x2xf16> -> tensor<1x8x8xf16>
// CHECK-NEXT:    func.return %y : tensor<1x8x8xf16>
// CHECK-GENERIC: %y = "anec.reshape"(%x) : (tensor<1x8x4x2xf16>) -> tensor<1x8x8xf16>

// -----

func.func @transpose(%x: tensor<1x8x4x2xf16>) -> tensor<1x2x8x4xf16> {
  %y = anec.transpose %x {permutation = array<i64: 0, 3, 1, 2>} : tensor<1x8x4x2xf16> -> tensor<1x2x8x4xf16>
  func.return %y : tensor<1x2x8x4xf16>
}
// CHECK-LABEL: func.func @transpose
// CHECK-NEXT:    %y = anec.transpose %x {permutation = array<i64: 0, 3, 1, 2>} : tensor<1x8x4x2xf16> -> tensor<1x2x8x4xf16>
// CHECK-NEXT:    func.return %y : tensor<1x2x8x4xf16>
// CHECK-GENERIC: %y = "anec.transpose"(%x) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x8x4x2xf16>) -> tensor<1x2x8x4xf16>

// -----

func.func @concat(%a: tensor<1x8x4x4xf32>, %b: tensor<1x24x4x4xf32>, %c: tensor<5x7xf16>) -> (tensor<1x32x4x4xf32>, tensor<5x7xf16>) {
  %y = anec.concat %a, %b {axis = 1 : i64} : tensor<1x8x4x4xf32>, tensor<1x24x4x4xf32> -> tensor<1x32x4x4xf32>
  %z = anec.concat %c {axis = 0 : i64} : tensor<5x7xf16> -> tensor<5x7xf16>
  func.return %y, %z : tensor<1x32x4x4xf32>, tensor<5x7xf16>
}
// CHECK-LABEL: func.func @concat
// CHECK-NEXT:    %y = anec.concat %a, %b {axis = 1 : i64} : tensor<1x8x4x4xf32>, tensor<1x24x4x4xf32> -> tensor<1x32x4x4xf32>
// CHECK-NEXT:    %z = anec.concat %c {axis = 0 : i64} : tensor<5x7xf16> -> tensor<5x7xf16>
// CHECK-NEXT:    func.return %y, %z : tensor<1x32x4x4xf32>, tensor<5x7xf16>
// CHECK-GENERIC: %y = "anec.concat"(%a, %b) <{axis = 1 : i64}> : (tensor<1x8x4x4xf32>, tensor<1x24x4x4xf32>) -> tensor<1x32x4x4xf32>
// CHECK-GENERIC: %z = "anec.concat"(%c) <{axis = 0 : i64}> : (tensor<5x7xf16>) -> tensor<5x7xf16>

// -----

func.func @slice(%x: tensor<1x8x8x8xf16>) -> (tensor<1x4x4x3xf16>, tensor<1x2x8x1xf16>) {
  %y = anec.slice %x {offsets = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 2, 3>} : tensor<1x8x8x8xf16> -> tensor<1x4x4x3xf16>
  %z = anec.slice %x {offsets = array<i64: 0, 6, 0, 7>} : tensor<1x8x8x8xf16> -> tensor<1x2x8x1xf16>
  func.return %y, %z : tensor<1x4x4x3xf16>, tensor<1x2x8x1xf16>
}
// CHECK-LABEL: func.func @slice
// CHECK-NEXT:    %y = anec.slice %x {offsets = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 2, 3>} : tensor<1x8x8x8xf16> -> tensor<1x4x4x3xf16>
// CHECK-NEXT:    %z = anec.slice %x {offsets = array<i64: 0, 6, 0, 7>} : tensor<1x8x8x8xf16> -> tensor<1x2x8x1xf16>
// CHECK-NEXT:    func.return %y, %z : tensor<1x4x4x3xf16>, tensor<1x2x8x1xf16>
// CHECK-GENERIC: %y = "anec.slice"(%x) <{offsets = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 1, 2, 3>}> : (tensor<1x8x8x8xf16>) -> tensor<1x4x4x3xf16>
// CHECK-GENERIC: %z = "anec.slice"(%x) <{offsets = array<i64: 0, 6, 0, 7>}> : (tensor<1x8x8x8xf16>) -> tensor<1x2x8x1xf16>

// -----

// An 8-bit integer weight (a tile's share of an int8 kernel) keeps its type.
func.func @slice_int8(%w: tensor<8x4x3x3xi8>, %u: tensor<6xui8>) -> (tensor<2x4x3x3xi8>, tensor<3xui8>) {
  %y = anec.slice %w {offsets = array<i64: 6, 0, 0, 0>} : tensor<8x4x3x3xi8> -> tensor<2x4x3x3xi8>
  %z = anec.slice %u {offsets = array<i64: 1>, strides = array<i64: 2>} : tensor<6xui8> -> tensor<3xui8>
  func.return %y, %z : tensor<2x4x3x3xi8>, tensor<3xui8>
}
// CHECK-LABEL: func.func @slice_int8
// CHECK-NEXT:    %y = anec.slice %w {offsets = array<i64: 6, 0, 0, 0>} : tensor<8x4x3x3xi8> -> tensor<2x4x3x3xi8>
// CHECK-NEXT:    %z = anec.slice %u {offsets = array<i64: 1>, strides = array<i64: 2>} : tensor<6xui8> -> tensor<3xui8>
// CHECK-GENERIC: %y = "anec.slice"(%w) <{offsets = array<i64: 6, 0, 0, 0>}> : (tensor<8x4x3x3xi8>) -> tensor<2x4x3x3xi8>

// -----

func.func @pad(%x: tensor<1x3x8x8xf16>) -> (tensor<1x3x15x9xf16>, tensor<1x3x16x16xf16>, tensor<1x3x10x12xf16>, tensor<2x3x8x8xf16>) {
  %r = anec.pad %x {pads = array<i64: 0, 0, 7, 0, 0, 0, 0, 1>, mode = #anec.pad_mode<reflect>} : tensor<1x3x8x8xf16> -> tensor<1x3x15x9xf16>
  %s = anec.pad %x {pads = array<i64: 0, 0, 8, 0, 0, 0, 0, 8>, mode = #anec.pad_mode<symmetric>} : tensor<1x3x8x8xf16> -> tensor<1x3x16x16xf16>
  %c = anec.pad %x {pads = array<i64: 0, 0, 1, 2, 0, 0, 1, 2>, value = -1.500000e+00 : f32} : tensor<1x3x8x8xf16> -> tensor<1x3x10x12xf16>
  %z = anec.pad %x {pads = array<i64: 1, 0, 0, 0, 0, 0, 0, 0>} : tensor<1x3x8x8xf16> -> tensor<2x3x8x8xf16>
  func.return %r, %s, %c, %z : tensor<1x3x15x9xf16>, tensor<1x3x16x16xf16>, tensor<1x3x10x12xf16>, tensor<2x3x8x8xf16>
}
// CHECK-LABEL: func.func @pad
// CHECK-NEXT:    %r = anec.pad %x {pads = array<i64: 0, 0, 7, 0, 0, 0, 0, 1>, mode = #anec.pad_mode<reflect>} : tensor<1x3x8x8xf16> -> tensor<1x3x15x9xf16>
// CHECK-NEXT:    %s = anec.pad %x {pads = array<i64: 0, 0, 8, 0, 0, 0, 0, 8>, mode = #anec.pad_mode<symmetric>} : tensor<1x3x8x8xf16> -> tensor<1x3x16x16xf16>
// CHECK-NEXT:    %c = anec.pad %x {pads = array<i64: 0, 0, 1, 2, 0, 0, 1, 2>, value = -1.500000e+00 : f32} : tensor<1x3x8x8xf16> -> tensor<1x3x10x12xf16>
// CHECK-NEXT:    %z = anec.pad %x {pads = array<i64: 1, 0, 0, 0, 0, 0, 0, 0>} : tensor<1x3x8x8xf16> -> tensor<2x3x8x8xf16>
// CHECK-NEXT:    func.return %r, %s, %c, %z : tensor<1x3x15x9xf16>, tensor<1x3x16x16xf16>, tensor<1x3x10x12xf16>, tensor<2x3x8x8xf16>
// CHECK-GENERIC: %r = "anec.pad"(%x) <{pads = array<i64: 0, 0, 7, 0, 0, 0, 0, 1>, mode = #anec.pad_mode<reflect>, value = 0.000000e+00 : f32}> : (tensor<1x3x8x8xf16>) -> tensor<1x3x15x9xf16>
// CHECK-GENERIC: %s = "anec.pad"(%x) <{pads = array<i64: 0, 0, 8, 0, 0, 0, 0, 8>, mode = #anec.pad_mode<symmetric>, value = 0.000000e+00 : f32}> : (tensor<1x3x8x8xf16>) -> tensor<1x3x16x16xf16>
// CHECK-GENERIC: %c = "anec.pad"(%x) <{pads = array<i64: 0, 0, 1, 2, 0, 0, 1, 2>, value = -1.500000e+00 : f32, mode = #anec.pad_mode<constant>}> : (tensor<1x3x8x8xf16>) -> tensor<1x3x10x12xf16>
// CHECK-GENERIC: %z = "anec.pad"(%x) <{pads = array<i64: 1, 0, 0, 0, 0, 0, 0, 0>, mode = #anec.pad_mode<constant>, value = 0.000000e+00 : f32}> : (tensor<1x3x8x8xf16>) -> tensor<2x3x8x8xf16>

// -----

func.func @space_to_batch(%x: tensor<1x16x6x4xf16>, %w: tensor<2x8x9x9xf32>) -> (tensor<4x16x4x4xf16>, tensor<18x8x3x3xf32>) {
  %y = anec.space_to_batch %x {block_shape = array<i64: 2, 2>, pads = array<i64: 1, 1, 2, 2>} : tensor<1x16x6x4xf16> -> tensor<4x16x4x4xf16>
  %z = anec.space_to_batch %w {block_shape = array<i64: 3, 3>} : tensor<2x8x9x9xf32> -> tensor<18x8x3x3xf32>
  func.return %y, %z : tensor<4x16x4x4xf16>, tensor<18x8x3x3xf32>
}
// CHECK-LABEL: func.func @space_to_batch
// CHECK-NEXT:    %y = anec.space_to_batch %x {block_shape = array<i64: 2, 2>, pads = array<i64: 1, 1, 2, 2>} : tensor<1x16x6x4xf16> -> tensor<4x16x4x4xf16>
// CHECK-NEXT:    %z = anec.space_to_batch %w {block_shape = array<i64: 3, 3>} : tensor<2x8x9x9xf32> -> tensor<18x8x3x3xf32>
// CHECK-NEXT:    func.return %y, %z : tensor<4x16x4x4xf16>, tensor<18x8x3x3xf32>
// CHECK-GENERIC: %y = "anec.space_to_batch"(%x) <{block_shape = array<i64: 2, 2>, pads = array<i64: 1, 1, 2, 2>}> : (tensor<1x16x6x4xf16>) -> tensor<4x16x4x4xf16>
// CHECK-GENERIC: %z = "anec.space_to_batch"(%w) <{block_shape = array<i64: 3, 3>}> : (tensor<2x8x9x9xf32>) -> tensor<18x8x3x3xf32>

// -----

func.func @batch_to_space(%x: tensor<4x16x4x4xf16>, %w: tensor<18x8x3x3xf32>) -> (tensor<1x16x6x4xf16>, tensor<2x8x9x9xf32>) {
  %y = anec.batch_to_space %x {block_shape = array<i64: 2, 2>, crops = array<i64: 1, 1, 2, 2>} : tensor<4x16x4x4xf16> -> tensor<1x16x6x4xf16>
  %z = anec.batch_to_space %w {block_shape = array<i64: 3, 3>} : tensor<18x8x3x3xf32> -> tensor<2x8x9x9xf32>
  func.return %y, %z : tensor<1x16x6x4xf16>, tensor<2x8x9x9xf32>
}
// CHECK-LABEL: func.func @batch_to_space
// CHECK-NEXT:    %y = anec.batch_to_space %x {block_shape = array<i64: 2, 2>, crops = array<i64: 1, 1, 2, 2>} : tensor<4x16x4x4xf16> -> tensor<1x16x6x4xf16>
// CHECK-NEXT:    %z = anec.batch_to_space %w {block_shape = array<i64: 3, 3>} : tensor<18x8x3x3xf32> -> tensor<2x8x9x9xf32>
// CHECK-NEXT:    func.return %y, %z : tensor<1x16x6x4xf16>, tensor<2x8x9x9xf32>
// CHECK-GENERIC: %y = "anec.batch_to_space"(%x) <{block_shape = array<i64: 2, 2>, crops = array<i64: 1, 1, 2, 2>}> : (tensor<4x16x4x4xf16>) -> tensor<1x16x6x4xf16>
// CHECK-GENERIC: %z = "anec.batch_to_space"(%w) <{block_shape = array<i64: 3, 3>}> : (tensor<18x8x3x3xf32>) -> tensor<2x8x9x9xf32>

// -----

func.func @gather(%x: tensor<2x100x8xf16>, %i: tensor<3x5xi32>, %j: tensor<4xi64>) -> (tensor<2x3x5x8xf16>, tensor<2x100x4xf16>) {
  %y = anec.gather %x, %i {axis = 1 : i64} : tensor<2x100x8xf16>, tensor<3x5xi32> -> tensor<2x3x5x8xf16>
  %z = anec.gather %x, %j {axis = 2 : i64} : tensor<2x100x8xf16>, tensor<4xi64> -> tensor<2x100x4xf16>
  func.return %y, %z : tensor<2x3x5x8xf16>, tensor<2x100x4xf16>
}
// CHECK-LABEL: func.func @gather
// CHECK-NEXT:    %y = anec.gather %x, %i {axis = 1 : i64} : tensor<2x100x8xf16>, tensor<3x5xi32> -> tensor<2x3x5x8xf16>
// CHECK-NEXT:    %z = anec.gather %x, %j {axis = 2 : i64} : tensor<2x100x8xf16>, tensor<4xi64> -> tensor<2x100x4xf16>
// CHECK-NEXT:    func.return %y, %z : tensor<2x3x5x8xf16>, tensor<2x100x4xf16>
// CHECK-GENERIC: %y = "anec.gather"(%x, %i) <{axis = 1 : i64}> : (tensor<2x100x8xf16>, tensor<3x5xi32>) -> tensor<2x3x5x8xf16>
// CHECK-GENERIC: %z = "anec.gather"(%x, %j) <{axis = 2 : i64}> : (tensor<2x100x8xf16>, tensor<4xi64>) -> tensor<2x100x4xf16>
