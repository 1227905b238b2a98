// RUN: anec-opt %s --split-input-file -p 'anec-legalize{target=h13}' | filecheck %s --check-prefix=H13
// RUN: anec-opt %s --split-input-file -p 'anec-legalize{target=h17s}' | filecheck %s --check-prefix=H17S
// RUN: anec-opt %s --split-input-file -p 'anec-legalize{target=h13},anec-legalize{target=h13}' | filecheck %s --check-prefix=H13

// A wide fp16 kernel (SPEC section 2: width 13 on H13, 15 on H17s) that no
// width stride divides is split into P pieces of width w (the fewest pieces,
// equal widths, surplus taps zero): Wav2Vec2's positional convolution,
// width 128, padding 64, groups 4 here. The padded input's P shifted copies
// are stacked in the channels by halving (copies 0..4 and the same shifted
// by 5w, ...: a chain of two slices and a concat per level), reordered so
// each group holds its own P copies, and one convolution of width w sums
// every product (bias kept).
// H13 (width-axis crops saturate, SPEC section 6): P = 10, w = 13, cut
// along the height of the transposed input; the convolution runs
// transposed and its result is transposed back.

// H13-LABEL: func.func @positional
// H13-NEXT:    %0 = anec.pad %x {pads = array<i64: 0, 0, 0, 64, 0, 0, 0, 92>} : tensor<1x32x1x20xf16> -> tensor<1x32x1x176xf16>
// H13-NEXT:    %1 = anec.transpose %0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x32x1x176xf16> -> tensor<1x32x176x1xf16>
// H13-NEXT:    %2 = anec.slice %1 {offsets = array<i64: 0, 0, 0, 0>} : tensor<1x32x176x1xf16> -> tensor<1x32x163x1xf16>
// H13-NEXT:    %3 = anec.slice %1 {offsets = array<i64: 0, 0, 13, 0>} : tensor<1x32x176x1xf16> -> tensor<1x32x163x1xf16>
// H13-NEXT:    %4 = anec.concat %2, %3 {axis = 1 : i64} : tensor<1x32x163x1xf16>, tensor<1x32x163x1xf16> -> tensor<1x64x163x1xf16>
// H13-NEXT:    %5 = anec.slice %4 {offsets = array<i64: 0, 0, 0, 0>} : tensor<1x64x163x1xf16> -> tensor<1x64x137x1xf16>
// H13-NEXT:    %6 = anec.slice %4 {offsets = array<i64: 0, 0, 26, 0>} : tensor<1x64x163x1xf16> -> tensor<1x32x137x1xf16>
// H13-NEXT:    %7 = anec.concat %5, %6 {axis = 1 : i64} : tensor<1x64x137x1xf16>, tensor<1x32x137x1xf16> -> tensor<1x96x137x1xf16>
// H13:         %11 = anec.slice %10 {offsets = array<i64: 0, 0, 0, 0>} : tensor<1x160x98x1xf16> -> tensor<1x160x33x1xf16>
// H13-NEXT:    %12 = anec.slice %10 {offsets = array<i64: 0, 0, 65, 0>} : tensor<1x160x98x1xf16> -> tensor<1x160x33x1xf16>
// H13-NEXT:    %13 = anec.concat %11, %12 {axis = 1 : i64} : tensor<1x160x33x1xf16>, tensor<1x160x33x1xf16> -> tensor<1x320x33x1xf16>
// H13-NEXT:    %14 = anec.reshape %13 : tensor<1x320x33x1xf16> -> tensor<1x10x4x264x1xf16>
// H13-NEXT:    %15 = anec.transpose %14 {permutation = array<i64: 0, 2, 1, 3, 4>} : tensor<1x10x4x264x1xf16> -> tensor<1x4x10x264x1xf16>
// H13-NEXT:    %16 = anec.reshape %15 : tensor<1x4x10x264x1xf16> -> tensor<1x320x33x1xf16>
// H13-NEXT:    %17 = anec.pad %w {pads = array<i64: 0, 0, 0, 0, 0, 0, 0, 2>} : tensor<32x8x1x128xf16> -> tensor<32x8x1x130xf16>
// H13-NEXT:    %18 = anec.reshape %17 : tensor<32x8x1x130xf16> -> tensor<32x8x1x10x13xf16>
// H13-NEXT:    %19 = anec.transpose %18 {permutation = array<i64: 0, 3, 1, 2, 4>} : tensor<32x8x1x10x13xf16> -> tensor<32x10x8x1x13xf16>
// H13-NEXT:    %20 = anec.reshape %19 : tensor<32x10x8x1x13xf16> -> tensor<32x80x1x13xf16>
// H13-NEXT:    %21 = anec.transpose %20 {permutation = array<i64: 0, 1, 3, 2>} : tensor<32x80x1x13xf16> -> tensor<32x80x13x1xf16>
// H13-NEXT:    %22 = anec.convolution %16, %21 bias(%b : tensor<32xf16>) {groups = 4 : i64, strides = array<i64: 1, 1>} : tensor<1x320x33x1xf16>, tensor<32x80x13x1xf16> -> tensor<1x32x21x1xf16>
// H13-NEXT:    %y = anec.transpose %22 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x32x21x1xf16> -> tensor<1x32x1x21xf16>
// H13-NEXT:    func.return %y

// H17S (no saturation): P = 9, w = 15, cut along the width itself.
// H17S-LABEL: func.func @positional
// H17S-NEXT:    %0 = anec.pad %x {pads = array<i64: 0, 0, 0, 64, 0, 0, 0, 116>} : tensor<1x32x1x20xf16> -> tensor<1x32x1x200xf16>
// H17S-NEXT:    %1 = anec.slice %0 {offsets = array<i64: 0, 0, 0, 0>} : tensor<1x32x1x200xf16> -> tensor<1x32x1x185xf16>
// H17S-NEXT:    %2 = anec.slice %0 {offsets = array<i64: 0, 0, 0, 15>} : tensor<1x32x1x200xf16> -> tensor<1x32x1x185xf16>
// H17S:         %11 = anec.slice %9 {offsets = array<i64: 0, 0, 0, 75>} : tensor<1x160x1x110xf16> -> tensor<1x128x1x35xf16>
// H17S-NEXT:    %12 = anec.concat %10, %11 {axis = 1 : i64} : tensor<1x160x1x35xf16>, tensor<1x128x1x35xf16> -> tensor<1x288x1x35xf16>
// H17S:         %16 = anec.pad %w {pads = array<i64: 0, 0, 0, 0, 0, 0, 0, 7>} : tensor<32x8x1x128xf16> -> tensor<32x8x1x135xf16>
// H17S:         %19 = anec.reshape %18 : tensor<32x9x8x1x15xf16> -> tensor<32x72x1x15xf16>
// H17S-NEXT:    %y = anec.convolution %15, %19 bias(%b : tensor<32xf16>) {groups = 4 : i64, strides = array<i64: 1, 1>} : tensor<1x288x1x35xf16>, tensor<32x72x1x15xf16> -> tensor<1x32x1x21xf16>
// H17S-NEXT:    func.return %y
func.func @positional(%x: tensor<1x32x1x20xf16>, %w: tensor<32x8x1x128xf16>, %b: tensor<32xf16>) -> tensor<1x32x1x21xf16> {
  %y = anec.convolution %x, %w bias(%b : tensor<32xf16>) {groups = 4 : i64, explicit_padding = array<i64: 0, 0, 64, 64>} : tensor<1x32x1x20xf16>, tensor<32x8x1x128xf16> -> tensor<1x32x1x21xf16>
  func.return %y : tensor<1x32x1x21xf16>
}

// -----

// A 2-D kernel with a width stride that does not divide its width: the
// copies are as far apart as the pieces, and each reads
// (out_w - 1) * stride + w columns; the height keeps its stride and padding
// (on H13 they move to the width of the transposed convolution).
// H13-LABEL: func.func @strided
// H13:         anec.convolution %{{.*}}, %{{.*}} {strides = array<i64: 3, 2>, explicit_padding = array<i64: 0, 0, 1, 1>} : tensor<1x4x30x17xf16>, tensor<6x4x9x3xf16> -> tensor<1x6x8x9xf16>
// H17S-LABEL: func.func @strided
// H17S:         anec.convolution %{{.*}}, %{{.*}} {strides = array<i64: 2, 3>, explicit_padding = array<i64: 1, 1, 0, 0>} : tensor<1x4x17x30xf16>, tensor<6x4x3x9xf16> -> tensor<1x6x9x8xf16>
func.func @strided(%x: tensor<1x2x17x37xf16>, %w: tensor<6x2x3x17xf16>) -> tensor<1x6x9x8xf16> {
  %y = anec.convolution %x, %w {strides = array<i64: 2, 3>, explicit_padding = array<i64: 1, 1, 2, 0>} : tensor<1x2x17x37xf16>, tensor<6x2x3x17xf16> -> tensor<1x6x9x8xf16>
  func.return %y : tensor<1x6x9x8xf16>
}

// -----

// Negative: a kernel at the limit, and an f32 kernel (not bound), stay.
// H13-LABEL: func.func @within
// H13-NEXT:    %y = anec.convolution %x, %w : tensor<1x4x1x20xf16>, tensor<8x4x1x13xf16> -> tensor<1x8x1x8xf16>
// H13-NEXT:    %z = anec.convolution %v, %u : tensor<1x4x1x40xf32>, tensor<8x4x1x30xf32> -> tensor<1x8x1x11xf32>
// H17S-LABEL: func.func @within
// H17S-NEXT:    %y = anec.convolution %x, %w
// H17S-NEXT:    %z = anec.convolution %v, %u
func.func @within(%x: tensor<1x4x1x20xf16>, %w: tensor<8x4x1x13xf16>, %v: tensor<1x4x1x40xf32>, %u: tensor<8x4x1x30xf32>) -> (tensor<1x8x1x8xf16>, tensor<1x8x1x11xf32>) {
  %y = anec.convolution %x, %w : tensor<1x4x1x20xf16>, tensor<8x4x1x13xf16> -> tensor<1x8x1x8xf16>
  %z = anec.convolution %v, %u : tensor<1x4x1x40xf32>, tensor<8x4x1x30xf32> -> tensor<1x8x1x11xf32>
  func.return %y, %z : tensor<1x8x1x8xf16>, tensor<1x8x1x11xf32>
}
