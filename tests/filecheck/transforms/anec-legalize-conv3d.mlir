// RUN: anec-opt %s -p 'anec-legalize{target=h13}' | filecheck %s
// RUN: anec-opt %s -p 'anec-legalize{target=h17s}' | filecheck %s

// A 3-D convolution (SPEC section 5: in the hardware table, reached by no
// backend as such) becomes one 2-D convolution over the depth positions:
// depth padded, moved next to the batch, one depth slice per tap stacked in
// the channels in the weights' (tap, channel) order, the weights [O, kD, C,
// kH, kW] read as [O, kD * C, kH, kW], and the depth put back.

// CHECK-LABEL: func.func @conv3d
// CHECK-NEXT:    %0 = anec.pad %x {pads = array<i64: 0, 0, 1, 0, 0, 0, 0, 1, 0, 0>} : tensor<1x3x4x8x8xf16> -> tensor<1x3x6x8x8xf16>
// CHECK-NEXT:    %1 = anec.transpose %0 {permutation = array<i64: 0, 2, 1, 3, 4>} : tensor<1x3x6x8x8xf16> -> tensor<1x6x3x8x8xf16>
// CHECK-NEXT:    %2 = anec.slice %1 {offsets = array<i64: 0, 0, 0, 0, 0>, strides = array<i64: 1, 2, 1, 1, 1>} : tensor<1x6x3x8x8xf16> -> tensor<1x2x3x8x8xf16>
// CHECK-NEXT:    %3 = anec.slice %1 {offsets = array<i64: 0, 1, 0, 0, 0>, strides = array<i64: 1, 2, 1, 1, 1>} : tensor<1x6x3x8x8xf16> -> tensor<1x2x3x8x8xf16>
// CHECK-NEXT:    %4 = anec.slice %1 {offsets = array<i64: 0, 2, 0, 0, 0>, strides = array<i64: 1, 2, 1, 1, 1>} : tensor<1x6x3x8x8xf16> -> tensor<1x2x3x8x8xf16>
// CHECK-NEXT:    %5 = anec.concat %2, %3, %4 {axis = 2 : i64} : tensor<1x2x3x8x8xf16>, tensor<1x2x3x8x8xf16>, tensor<1x2x3x8x8xf16> -> tensor<1x2x9x8x8xf16>
// CHECK-NEXT:    %6 = anec.reshape %5 : tensor<1x2x9x8x8xf16> -> tensor<2x9x8x8xf16>
// CHECK-NEXT:    %7 = anec.reshape %w : tensor<4x3x3x3x3xf16> -> tensor<4x9x3x3xf16>
// CHECK-NEXT:    %8 = anec.convolution %6, %7 bias(%b : tensor<4xf16>) {strides = array<i64: 1, 1>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<2x9x8x8xf16>, tensor<4x9x3x3xf16> -> tensor<2x4x8x8xf16>
// CHECK-NEXT:    %9 = anec.reshape %8 : tensor<2x4x8x8xf16> -> tensor<1x2x4x8x8xf16>
// CHECK-NEXT:    %y = anec.transpose %9 {permutation = array<i64: 0, 2, 1, 3, 4>} : tensor<1x2x4x8x8xf16> -> tensor<1x4x2x8x8xf16>
// CHECK-NEXT:    func.return %y
func.func @conv3d(%x: tensor<1x3x4x8x8xf16>, %w: tensor<4x3x3x3x3xf16>, %b: tensor<4xf16>) -> tensor<1x4x2x8x8xf16> {
  %y = anec.convolution %x, %w bias(%b : tensor<4xf16>) {strides = array<i64: 2, 1, 1>, explicit_padding = array<i64: 1, 1, 1, 1, 1, 1>}
       : tensor<1x3x4x8x8xf16>, tensor<4x3x3x3x3xf16> -> tensor<1x4x2x8x8xf16>
  func.return %y : tensor<1x4x2x8x8xf16>
}
