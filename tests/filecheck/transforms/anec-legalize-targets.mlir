// RUN: anec-opt %s --split-input-file --parsing-diagnostics -p 'anec-legalize{target=h13}' | filecheck %s --check-prefix=H13
// RUN: anec-opt %s --split-input-file --parsing-diagnostics -p 'anec-legalize{target=h14}' | filecheck %s --check-prefix=H14
// RUN: anec-opt %s --split-input-file --parsing-diagnostics -p 'anec-legalize{target=h17s}' | filecheck %s --check-prefix=H17S

// What depends on the target (SPEC section 2): H13 (A13: no texture engine,
// width saturation, maximum dimension 16384, fp16 kernel width 13), H14
// (A14: texture engine, width saturation, channels up to 65536), H17s (A16:
// maximum dimension 65536 but 15-bit spatial descriptor fields, kernel
// width 15, native sin/cos and argmin/argmax). One case per chunk.

// Channels: 16384 on A13, 65536 from A14. A batch axis is not limited.
// H13: error: 'func.func' op block argument 0 tensor<1x20000x2x2xf16> has channel extent 20000 (axis 1), above the maximum channel dimension 16384 of target h13 (SPEC section 2)
// H14: func.func @channels
// H17S: func.func @channels
func.func @channels(%x: tensor<1x20000x2x2xf16>, %b: tensor<20000x1x1x1xf16>) -> tensor<1x20000x2x2xf16> {
  %y = anec.relu %x : tensor<1x20000x2x2xf16>
  func.return %y : tensor<1x20000x2x2xf16>
}

// -----

// Spatial extents: 16384 through A15, 65536 from A16.
// H13: error: 'func.func' op block argument 0 tensor<1x2x2x20000xf16> has width extent 20000 (axis 3), above the maximum spatial dimension 16384 of target h13 (SPEC section 2)
// H14: error: 'func.func' op block argument 0 tensor<1x2x2x20000xf16> has width extent 20000 (axis 3), above the maximum spatial dimension 16384 of target h14 (SPEC section 2)
// H17S: func.func @spatial
func.func @spatial(%x: tensor<1x2x2x20000xf16>) -> tensor<1x2x2x20000xf16> {
  func.return %x : tensor<1x2x2x20000xf16>
}

// -----

// The 15-bit descriptor field binds before A16's 65536.
// H13: error: {{.*}} height extent 20000 (axis 2), above the maximum spatial dimension 16384 of target h13
// H14: error: {{.*}} height extent 20000 (axis 2), above the maximum spatial dimension 16384 of target h14
// H17S: error: 'anec.concat' op result 0 tensor<1x1x40000x1xf16> has height extent 40000 (axis 2), above the 15-bit descriptor field limit 32767 for spatial extents (SPEC section 2)
func.func @descriptor(%x: tensor<1x1x20000x1xf16>) -> tensor<1x1x40000x1xf16> {
  %y = anec.concat %x, %x {axis = 2 : i64} : tensor<1x1x20000x1xf16>, tensor<1x1x20000x1xf16> -> tensor<1x1x40000x1xf16>
  func.return %y : tensor<1x1x40000x1xf16>
}

// -----

// A tensor of rank 1-3 has no layout: its axes meet the channel limit (the
// larger one); a matmul's contraction axis meets the spatial limit.
// H13: error: 'func.func' op block argument 0 tensor<1x4x20000xf16> has extent 20000 on axis 2 (an axis without layout), above the maximum channel dimension 16384 of target h13 (SPEC section 2)
// H14: error: 'anec.matmul' op contraction extent 20000 is above the maximum spatial dimension 16384 of target h14 (SPEC section 2: spatial and contraction axes share it)
// H17S: func.func @contraction
func.func @contraction(%a: tensor<1x4x20000xf16>, %b: tensor<1x20000x4xf16>) -> tensor<1x4x4xf16> {
  %y = anec.matmul %a, %b : tensor<1x4x20000xf16>, tensor<1x20000x4xf16> -> tensor<1x4x4xf16>
  func.return %y : tensor<1x4x4xf16>
}

// -----

// fp16 kernel width: 13 on A13 and A14, 15 on A16. Below A16 the width 15
// is split into two pieces of 8 (one surplus zero tap) over two shifted
// copies of the input, on the transposed layout (both tiers saturate
// width-axis crops).
// H13: anec.convolution %{{.*}}, %{{.*}} {strides = array<i64: 1, 1>} : tensor<1x8x9x16xf16>, tensor<8x8x8x1xf16> -> tensor<1x8x2x16xf16>
// H14: anec.convolution %{{.*}}, %{{.*}} {strides = array<i64: 1, 1>} : tensor<1x8x9x16xf16>, tensor<8x8x8x1xf16> -> tensor<1x8x2x16xf16>
// H17S: func.func @kernel_width
// H17S-NEXT: %y = anec.convolution %x, %w
func.func @kernel_width(%x: tensor<1x4x16x16xf16>, %w: tensor<8x4x1x15xf16>) -> tensor<1x8x16x2xf16> {
  %y = anec.convolution %x, %w : tensor<1x4x16x16xf16>, tensor<8x4x1x15xf16> -> tensor<1x8x16x2xf16>
  func.return %y : tensor<1x8x16x2xf16>
}

// -----

// The limit is on fp16 kernels: an f32 (reference) kernel is not bound.
// H13: func.func @kernel_width_f32
// H14: func.func @kernel_width_f32
// H17S: func.func @kernel_width_f32
func.func @kernel_width_f32(%x: tensor<1x4x16x16xf32>, %w: tensor<8x4x1x15xf32>) -> tensor<1x8x16x2xf32> {
  %y = anec.convolution %x, %w : tensor<1x4x16x16xf32>, tensor<8x4x1x15xf32> -> tensor<1x8x16x2xf32>
  func.return %y : tensor<1x8x16x2xf32>
}

// -----

// sin and cos are native from A15.
// H13: error: 'anec.sin' op is not native on target h13 (tier A13 has no native sin/cos, SPEC section 2)
// H14: error: 'anec.sin' op is not native on target h14 (tier A14 has no native sin/cos, SPEC section 2)
// H17S: %y = anec.sin %x
func.func @sin(%x: tensor<1x8x4x4xf16>) -> tensor<1x8x4x4xf16> {
  %y = anec.sin %x : tensor<1x8x4x4xf16>
  func.return %y : tensor<1x8x4x4xf16>
}

// -----

// Global argmin/argmax are native from A15.
// H13: error: 'anec.argmax' op is not native on target h13 (tier A13 has no native argmin/argmax, SPEC section 2)
// H14: error: 'anec.argmax' op is not native on target h14 (tier A14 has no native argmin/argmax, SPEC section 2)
// H17S: %y = anec.argmax %x
func.func @argmax(%x: tensor<1x1000xf16>) -> tensor<1xi32> {
  %y = anec.argmax %x {axis = 1 : i64, keep_dims = false} : tensor<1x1000xf16> -> tensor<1xi32>
  func.return %y : tensor<1xi32>
}

// -----

// The texture engine (from A14) runs affine warps, symmetric padding and
// any gather. Without it (H13) the affine warp is left for the placement,
// which puts it on the GPU or the CPU (anec-compile-placement.mlir).
// H13: %y = anec.affine
// H14: %y = anec.affine
// H17S: %y = anec.affine
func.func @affine(%x: tensor<1x3x16x16xf16>) -> tensor<1x3x8x8xf16> {
  %y = anec.affine %x {matrix = array<f32: 2.0, 0.0, 0.0, 0.0, 2.0, 0.0>} : tensor<1x3x16x16xf16> -> tensor<1x3x8x8xf16>
  func.return %y : tensor<1x3x8x8xf16>
}

// -----

// H13: error: 'anec.pad' op symmetric padding is not supported on this architecture
// H14: %y = anec.pad %x {{.*}}#anec.pad_mode<symmetric>
// H17S: %y = anec.pad %x {{.*}}#anec.pad_mode<symmetric>
func.func @symmetric(%x: tensor<1x3x8x8xf16>) -> tensor<1x3x10x10xf16> {
  %y = anec.pad %x {pads = array<i64: 0, 0, 1, 1, 0, 0, 1, 1>, mode = #anec.pad_mode<symmetric>} : tensor<1x3x8x8xf16> -> tensor<1x3x10x10xf16>
  func.return %y : tensor<1x3x10x10xf16>
}

// -----

// A gather outside the software envelope of a target without the texture
// engine (SPEC section 6) is not rejected: SPEC section 4 places every
// gather on the CPU or GPU, and anec-fuse follows the placement.
// H13: %y = anec.gather
// H14: %y = anec.gather
// H17S: %y = anec.gather
func.func @gather(%x: tensor<1x4x8x8xf16>, %i: tensor<2xi32>) -> tensor<1x4x2x8xf16> {
  %y = anec.gather %x, %i {axis = 2 : i64} : tensor<1x4x8x8xf16>, tensor<2xi32> -> tensor<1x4x2x8xf16>
  func.return %y : tensor<1x4x2x8xf16>
}

// -----

// A crop-and-resize crops the width axis at run-time box offsets: on A14
// (texture engine, width saturation) its input must be provably within
// +-4094. On H13 (no texture engine) it never runs on the engine, so no
// engine crop is checked.
// H13: %y = anec.crop_resize
// H14: error: 'anec.crop_resize' op crops the width axis at run-time box offsets on target h14, where a width source value above 4094 saturates to +-inf (SPEC section 6); the input's range [-inf, inf] is not provably within +-4094
// H17S: %y = anec.crop_resize
func.func @crop_resize(%x: tensor<1x3x16x16xf16>, %b: tensor<2x4xf16>) -> tensor<2x3x4x4xf16> {
  %y = anec.crop_resize %x, %b : tensor<1x3x16x16xf16>, tensor<2x4xf16> -> tensor<2x3x4x4xf16>
  func.return %y : tensor<2x3x4x4xf16>
}

// -----

// H13: %y = anec.crop_resize
// H14: %y = anec.crop_resize
// H17S: %y = anec.crop_resize
func.func @crop_resize_bounded(%x: tensor<1x3x16x16xf16> {anec.range = #anec.range<0.0, 255.0>}, %b: tensor<2x4xf16>) -> tensor<2x3x4x4xf16> {
  %y = anec.crop_resize %x, %b : tensor<1x3x16x16xf16>, tensor<2x4xf16> -> tensor<2x3x4x4xf16>
  func.return %y : tensor<2x3x4x4xf16>
}
