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

// With constant weights the banded form: the depth read into the channels
// ([N, C * D, H, W], a reshape), weights [O * Do, C * D, kH, kW] holding
// each output depth's taps at the input depths it reads (here 5 of the
// 2 x 4 (output, input) depth pairs: sparse, zero fraction 3/8; row
// (o 0, z 0) holds taps 1 and 2 at depths 0 and 1, then zeros), the bias
// repeated per output depth, the output read back as [N, O, Do, Ho, Wo].

// CHECK-LABEL: func.func @banded
// CHECK:         %0 = anec.constant dense<"0x003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C000000000000000000000000000000000000000000000000000000000000000000000000
// CHECK-SAME:      tensor<6x8x3x3xf16>
// CHECK-NEXT:    %1 = anec.reshape %x : tensor<1x2x4x5x5xf16> -> tensor<1x8x5x5xf16>
// CHECK-NEXT:    %2 = anec.constant dense<[1.000000e+00, 1.000000e+00, 2.000000e+00, 2.000000e+00, 3.000000e+00, 3.000000e+00]> : tensor<6xf16>
// CHECK-NEXT:    %3 = anec.convolution %1, %0 bias(%2 : tensor<6xf16>) {strides = array<i64: 1, 1>, explicit_padding = array<i64: 1, 1, 1, 1>, weight_format = #anec.weight_format<sparse, zero_fraction = 3.750000e-01>} : tensor<1x8x5x5xf16>, tensor<6x8x3x3xf16> -> tensor<1x6x5x5xf16>
// CHECK-NEXT:    %y = anec.reshape %3 : tensor<1x6x5x5xf16> -> tensor<1x3x2x5x5xf16>
// CHECK-NEXT:    func.return %y
// CHECK-NOT:     anec.transpose
func.func @banded(%x: tensor<1x2x4x5x5xf16>) -> tensor<1x3x2x5x5xf16> {
  %w = anec.constant dense<1.000000e+00> : tensor<3x3x2x3x3xf16>
  %b = anec.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf16>
  %y = anec.convolution %x, %w bias(%b : tensor<3xf16>) {strides = array<i64: 2, 1, 1>, explicit_padding = array<i64: 1, 1, 1, 1, 1, 1>}
       : tensor<1x2x4x5x5xf16>, tensor<3x3x2x3x3xf16> -> tensor<1x3x2x5x5xf16>
  func.return %y : tensor<1x3x2x5x5xf16>
}

// Constant weights whose banded form would pass the target's channel limit
// (4096 channels x 32 depths = 131072 > 16384 on H13, 65536 on H17s): stacked.

// CHECK-LABEL: func.func @wide_banded_is_stacked
// CHECK:         anec.transpose %x {permutation = array<i64: 0, 2, 1, 3, 4>} : tensor<1x4096x32x1x1xf16> -> tensor<1x32x4096x1x1xf16>
// CHECK:         anec.convolution {{.*}} -> tensor<32x4x1x1xf16>
// CHECK-NOT:     sparse
func.func @wide_banded_is_stacked(%x: tensor<1x4096x32x1x1xf16>) -> tensor<1x4x32x1x1xf16> {
  %w = anec.constant dense<1.000000e+00> : tensor<4x1x4096x1x1xf16>
  %y = anec.convolution %x, %w : tensor<1x4096x32x1x1xf16>, tensor<4x1x4096x1x1xf16> -> tensor<1x4x32x1x1xf16>
  func.return %y : tensor<1x4x32x1x1xf16>
}
