// RUN: anec-opt %s -p 'anec-winograd{target="%S/Inputs/refined-h13.toml"}' | filecheck %s
// RUN: anec-opt %s -p 'anec-winograd{target=h13 force=f2x2}' | filecheck %s --check-prefix=FORCE
// RUN: anec-opt %s -p 'anec-set-target{target=h17s},anec-winograd' | filecheck %s --check-prefix=H17S
// RUN: anec-opt %s -p 'anec-winograd{target="%S/Inputs/refined-h13.toml"}' | anec-opt -p 'anec-winograd{target="%S/Inputs/refined-h13.toml"}' | filecheck %s

// Selection: the refined model scores direct, F(2x2, 3x3) and F(4x4, 3x3),
// here with H13's parameters pinned in Inputs/refined-h13.toml (a refit of
// cost/refined.toml does not move these checks).
// Compute-bound on H13: F(4x4).
// CHECK-LABEL: func.func @compute_bound
// CHECK:         anec.convolution %x, %w {anec.winograd = #anec.winograd<f4x4>, padding_style = #anec.padding_style<same>}
// FORCE-LABEL: func.func @compute_bound
// FORCE:         anec.convolution %x, %w {anec.winograd = #anec.winograd<f2x2>,
// H17S-LABEL:  func.func @compute_bound
// H17S:          anec.convolution %x, %w {anec.winograd = #anec.winograd<f4x4>,
func.func @compute_bound(%x: tensor<1x256x28x28xf32>, %w: tensor<256x256x3x3xf32>) -> tensor<1x256x28x28xf32> {
  %y = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x256x28x28xf32>, tensor<256x256x3x3xf32> -> tensor<1x256x28x28xf32>
  func.return %y : tensor<1x256x28x28xf32>
}

// F(2x2) already makes the layer memory-bound, so F(4x4) ties with it and the
// smaller tile wins the tie.
// CHECK-LABEL: func.func @memory_bound_tie
// CHECK:         anec.convolution %x, %w {anec.winograd = #anec.winograd<f2x2>,
func.func @memory_bound_tie(%x: tensor<1x64x56x56xf32>, %w: tensor<64x64x3x3xf32>) -> tensor<1x64x56x56xf32> {
  %y = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x64x56x56xf32>, tensor<64x64x3x3xf32> -> tensor<1x64x56x56xf32>
  func.return %y : tensor<1x64x56x56xf32>
}

// Inside a program the relu's input stays on chip: less memory, F(4x4) wins.
// CHECK-LABEL: func.func @in_program
// CHECK:         anec.convolution %a, %k {anec.winograd = #anec.winograd<f4x4>,
func.func @in_program(%x: tensor<1x64x56x56xf32>, %w: tensor<64x64x3x3xf32>) -> tensor<1x64x56x56xf32> {
  %p = anec.program "block" (%a = %x : tensor<1x64x56x56xf32>, %k = %w : tensor<64x64x3x3xf32>) -> tensor<1x64x56x56xf32> {
    %c = anec.convolution %a, %k {padding_style = #anec.padding_style<same>} : tensor<1x64x56x56xf32>, tensor<64x64x3x3xf32> -> tensor<1x64x56x56xf32>
    %r = anec.relu %c : tensor<1x64x56x56xf32>
    anec.yield %r : tensor<1x64x56x56xf32>
  }
  func.return %p : tensor<1x64x56x56xf32>
}

// Eligible but no faster (floor-bound): direct, no attribute; force sets it anyway.
// CHECK-LABEL: func.func @floor_bound
// CHECK-NOT:     anec.winograd
// CHECK:         func.return
// FORCE-LABEL: func.func @floor_bound
// FORCE:         anec.convolution %x, %w {anec.winograd = #anec.winograd<f2x2>,
func.func @floor_bound(%x: tensor<1x8x8x8xf32>, %w: tensor<8x8x3x3xf32>) -> tensor<1x8x8x8xf32> {
  %y = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x8x8x8xf32>, tensor<8x8x3x3xf32> -> tensor<1x8x8x8xf32>
  func.return %y : tensor<1x8x8x8xf32>
}

// int8 weights are a non-float kernel (threshold 8); a palettized fp16
// kernel is a float kernel outside the fp16-packed mode (threshold 16): both
// clear it with OCG 1 x 3 x 3 x 2 = 18.
// CHECK-LABEL: func.func @int8_and_palettized
// CHECK:         %i = anec.convolution %x, %w {anec.winograd = #anec.winograd<f4x4>,
// CHECK:         %p = anec.convolution %h, %v {anec.winograd = #anec.winograd<f4x4>,
func.func @int8_and_palettized(%x: tensor<1x256x28x28xf32>, %w: tensor<256x256x3x3xi8>, %h: tensor<1x256x28x28xf16>, %v: tensor<256x256x3x3xf16>) -> (tensor<1x256x28x28xf32>, tensor<1x256x28x28xf16>) {
  %i = anec.convolution %x, %w {padding_style = #anec.padding_style<same>, weight_format = #anec.weight_format<int8>} : tensor<1x256x28x28xf32>, tensor<256x256x3x3xi8> -> tensor<1x256x28x28xf32>
  %p = anec.convolution %h, %v {padding_style = #anec.padding_style<same>, weight_format = #anec.weight_format<palettized, bits = 4>} : tensor<1x256x28x28xf16>, tensor<256x256x3x3xf16> -> tensor<1x256x28x28xf16>
  func.return %i, %p : tensor<1x256x28x28xf32>, tensor<1x256x28x28xf16>
}

// A 3x5 kernel (one axis 3, the other below 6) is eligible.
// CHECK-LABEL: func.func @kernel_3x5
// CHECK:         anec.convolution %x, %w {anec.winograd = #anec.winograd<{{f2x2|f4x4}}>}
func.func @kernel_3x5(%x: tensor<1x256x28x28xf32>, %w: tensor<256x256x3x5xf32>) -> tensor<1x256x26x24xf32> {
  %y = anec.convolution %x, %w : tensor<1x256x28x28xf32>, tensor<256x256x3x5xf32> -> tensor<1x256x26x24xf32>
  func.return %y : tensor<1x256x26x24xf32>
}

// A form already recorded (here one the cost model would not pick) is kept.
// CHECK-LABEL: func.func @kept
// CHECK:         anec.convolution %x, %w {anec.winograd = #anec.winograd<f4x4>,
func.func @kept(%x: tensor<1x8x8x8xf32>, %w: tensor<8x8x3x3xf32>) -> tensor<1x8x8x8xf32> {
  %y = anec.convolution %x, %w {anec.winograd = #anec.winograd<f4x4>, padding_style = #anec.padding_style<same>} : tensor<1x8x8x8xf32>, tensor<8x8x3x3xf32> -> tensor<1x8x8x8xf32>
  func.return %y : tensor<1x8x8x8xf32>
}

// Left alone, even with force: each convolution fails one gate condition.
// CHECK-LABEL: func.func @ineligible
// CHECK-NOT:     anec.winograd
// CHECK:         func.return
// FORCE-LABEL: func.func @ineligible
// FORCE-NOT:     anec.winograd
// FORCE:         func.return
func.func @ineligible(%x: tensor<1x256x28x28xf32>, %x5: tensor<1x256x4x28x28xf32>,
                      %w: tensor<256x256x3x3xf32>, %w1: tensor<256x256x1x1xf32>,
                      %w5: tensor<256x256x5x5xf32>, %w31: tensor<256x256x3x1xf32>, %wd: tensor<256x1x3x3xf32>,
                      %w3d: tensor<256x3x256x3x3xf32>, %wq: tensor<8x256x3x1xi8>) {
  // 1x1.
  %b = anec.convolution %x, %w1 : tensor<1x256x28x28xf32>, tensor<256x256x1x1xf32> -> tensor<1x256x28x28xf32>
  // Strided.
  %c = anec.convolution %x, %w {strides = array<i64: 2, 2>} : tensor<1x256x28x28xf32>, tensor<256x256x3x3xf32> -> tensor<1x256x13x13xf32>
  // 5x5: no axis of 3.
  %d = anec.convolution %x, %w5 : tensor<1x256x28x28xf32>, tensor<256x256x5x5xf32> -> tensor<1x256x24x24xf32>
  // Sparse weights keep zero-skipping.
  %e = anec.convolution %x, %w {weight_format = #anec.weight_format<sparse, zero_fraction = 0.5>} : tensor<1x256x28x28xf32>, tensor<256x256x3x3xf32> -> tensor<1x256x26x26xf32>
  // 3x1 float: the small (packed work-unit) mode needs 32; OCG 2 x 3 x 1 x 2 = 12.
  %f = anec.convolution %x, %w31 : tensor<1x256x28x28xf32>, tensor<256x256x3x1xf32> -> tensor<1x256x26x28xf32>
  // Depthwise (multiplier 1): unicast.
  %g = anec.convolution %x, %wd {groups = 256 : i64} : tensor<1x256x28x28xf32>, tensor<256x1x3x3xf32> -> tensor<1x256x26x26xf32>
  // 3-D.
  %i = anec.convolution %x5, %w3d : tensor<1x256x4x28x28xf32>, tensor<256x3x256x3x3xf32> -> tensor<1x256x2x26x26xf32>
  // int8 3x1: the small mode needs 32 here too.
  %j = anec.convolution %x, %wq {weight_format = #anec.weight_format<int8>} : tensor<1x256x28x28xf32>, tensor<8x256x3x1xi8> -> tensor<1x8x26x28xf32>
  func.return
}

// fp16 3x3 is a float kernel (fp16-packed is not a packed work-unit mode):
// OCG 1 x 3 x 3 x 2 = 18 clears 16, and the cost model takes F(4x4).
// CHECK-LABEL: func.func @fp16_3x3
// CHECK:         anec.convolution %h, %w16 {anec.winograd = #anec.winograd<f4x4>
func.func @fp16_3x3(%h: tensor<1x256x28x28xf16>, %w16: tensor<256x256x3x3xf16>) -> tensor<1x256x28x28xf16> {
  %a = anec.convolution %h, %w16 {padding_style = #anec.padding_style<same>} : tensor<1x256x28x28xf16>, tensor<256x256x3x3xf16> -> tensor<1x256x28x28xf16>
  func.return %a : tensor<1x256x28x28xf16>
}

// An identity kernel (one 1 per output channel) multiplies nothing.
// CHECK-LABEL: func.func @identity
// CHECK-NOT:     anec.winograd
// CHECK:         func.return
func.func @identity(%x: tensor<1x2x16x16xf32>) -> tensor<1x2x14x14xf32> {
  %w = anec.constant dense<[[[[0.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]],
                            [[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 0.0]]]]> : tensor<2x2x3x3xf32>
  %y = anec.convolution %x, %w : tensor<1x2x16x16xf32>, tensor<2x2x3x3xf32> -> tensor<1x2x14x14xf32>
  func.return %y : tensor<1x2x14x14xf32>
}
