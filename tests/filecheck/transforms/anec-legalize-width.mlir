// RUN: anec-opt %s --split-input-file -p 'anec-legalize{target=h13}' | filecheck %s
// RUN: anec-opt %s --split-input-file -p 'anec-legalize{target=h15}' | filecheck %s

// Width-axis crops at a nonzero offset that H13 (M1, width saturation,
// SPEC section 6) accepts because passes.value_range proves the input within
// +-4094; H15 (no saturation) accepts them anyway. Nothing is rewritten.

// A declared argument range.
// CHECK-LABEL: func.func @declared
// CHECK-NEXT:    %y = anec.slice %x {offsets = array<i64: 0, 0, 0, 2>}
func.func @declared(%x: tensor<1x2x4x8xf16> {anec.range = #anec.range<-4094.0, 4094.0>}) -> tensor<1x2x4x4xf16> {
  %y = anec.slice %x {offsets = array<i64: 0, 0, 0, 2>} : tensor<1x2x4x8xf16> -> tensor<1x2x4x4xf16>
  func.return %y : tensor<1x2x4x4xf16>
}

// -----

// Bounded activations and interval arithmetic: clamp [-8, 8] + tanh [-1, 1]
// times sigmoid [0, 1] stays within [-9, 9].
// CHECK-LABEL: func.func @arithmetic
// CHECK:         %y = anec.slice %m {offsets = array<i64: 0, 0, 0, 1>}
func.func @arithmetic(%x: tensor<1x2x4x8xf16>) -> tensor<1x2x4x7xf16> {
  %c = anec.clamp %x {min = -8.0 : f32, max = 8.0 : f32} : tensor<1x2x4x8xf16>
  %t = anec.tanh %x : tensor<1x2x4x8xf16>
  %s = anec.sigmoid %x : tensor<1x2x4x8xf16>
  %a = anec.add %c, %t : tensor<1x2x4x8xf16>, tensor<1x2x4x8xf16> -> tensor<1x2x4x8xf16>
  %m = anec.mul %a, %s : tensor<1x2x4x8xf16>, tensor<1x2x4x8xf16> -> tensor<1x2x4x8xf16>
  %y = anec.slice %m {offsets = array<i64: 0, 0, 0, 1>} : tensor<1x2x4x8xf16> -> tensor<1x2x4x7xf16>
  func.return %y : tensor<1x2x4x7xf16>
}

// -----

// Movement keeps the range: a constant's elements (min -3, max 5), padded
// with 0, transposed, then sliced; a batch-to-space crop at width offset 1.
// CHECK-LABEL: func.func @movement
// CHECK:         %s = anec.slice %t {offsets = array<i64: 0, 0, 0, 1>}
// CHECK:         %b = anec.batch_to_space %s {block_shape = array<i64: 1, 1>, crops = array<i64: 0, 1, 1, 0>}
func.func @movement() -> tensor<1x1x3x2xf16> {
  %k = anec.constant dense<[[[[-3.0, 5.0], [1.0, 2.0]]]]> : tensor<1x1x2x2xf16>
  %p = anec.pad %k {pads = array<i64: 0, 0, 1, 1, 0, 0, 1, 1>, value = 7.0 : f32} : tensor<1x1x2x2xf16> -> tensor<1x1x4x4xf16>
  %t = anec.transpose %p {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x1x4x4xf16> -> tensor<1x1x4x4xf16>
  %s = anec.slice %t {offsets = array<i64: 0, 0, 0, 1>} : tensor<1x1x4x4xf16> -> tensor<1x1x4x3xf16>
  %b = anec.batch_to_space %s {block_shape = array<i64: 1, 1>, crops = array<i64: 0, 1, 1, 0>} : tensor<1x1x4x3xf16> -> tensor<1x1x3x2xf16>
  func.return %b : tensor<1x1x3x2xf16>
}

// -----

// Softmax is within [0, 1]; a fused bounded activation bounds a convolution.
// CHECK-LABEL: func.func @bounded_producers
// CHECK:         %a = anec.slice %s {offsets = array<i64: 0, 0, 0, 3>}
// CHECK:         %b = anec.slice %c {offsets = array<i64: 0, 0, 0, 1>}
func.func @bounded_producers(%x: tensor<1x2x4x8xf16>, %w: tensor<2x2x1x1xf16>) -> (tensor<1x2x4x5xf16>, tensor<1x2x4x7xf16>) {
  %s = anec.softmax %x {axis = 3 : i64} : tensor<1x2x4x8xf16>
  %a = anec.slice %s {offsets = array<i64: 0, 0, 0, 3>} : tensor<1x2x4x8xf16> -> tensor<1x2x4x5xf16>
  %c = anec.convolution %x, %w {fused_activation = #anec.activation<clamp, min = 0.0, max = 6.0>} : tensor<1x2x4x8xf16>, tensor<2x2x1x1xf16> -> tensor<1x2x4x8xf16>
  %b = anec.slice %c {offsets = array<i64: 0, 0, 0, 1>} : tensor<1x2x4x8xf16> -> tensor<1x2x4x7xf16>
  func.return %a, %b : tensor<1x2x4x5xf16>, tensor<1x2x4x7xf16>
}

// -----

// A program passes ranges into its body.
// CHECK-LABEL: func.func @program
// CHECK:         %s = anec.slice %a {offsets = array<i64: 0, 0, 0, 2>}
func.func @program(%x: tensor<1x2x4x8xf16> {anec.range = #anec.range<0.0, 255.0>}) -> tensor<1x2x4x4xf16> {
  %y = anec.program "crop" (%a = %x : tensor<1x2x4x8xf16>) -> tensor<1x2x4x4xf16> {
    %s = anec.slice %a {offsets = array<i64: 0, 0, 0, 2>} : tensor<1x2x4x8xf16> -> tensor<1x2x4x4xf16>
    anec.yield %s : tensor<1x2x4x4xf16>
  }
  func.return %y : tensor<1x2x4x4xf16>
}

// -----

// Offsets on other axes, and width offset 0, need no proof.
// CHECK-LABEL: func.func @not_width
// CHECK-NEXT:    %y = anec.slice %x {offsets = array<i64: 0, 1, 2, 0>}
func.func @not_width(%x: tensor<1x2x4x8xf16>) -> tensor<1x1x2x8xf16> {
  %y = anec.slice %x {offsets = array<i64: 0, 1, 2, 0>} : tensor<1x2x4x8xf16> -> tensor<1x1x2x8xf16>
  func.return %y : tensor<1x1x2x8xf16>
}
