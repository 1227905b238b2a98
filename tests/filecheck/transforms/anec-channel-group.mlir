// RUN: anec-opt %s -p 'anec-channel-group{target=h13}' | filecheck %s
// RUN: anec-opt %s -p 'anec-set-target{target=h17s},anec-channel-group' | filecheck %s --check-prefix=H17S
// RUN: anec-opt %s -p 'anec-channel-group{target=h13}' | anec-opt -p 'anec-channel-group{target=h13}' | filecheck %s
// RUN: anec-opt %s -p 'anec-channel-group{target=h13}' --print-op-generic | anec-opt | filecheck %s

// Every convolution, deconvolution and matmul gets its groups (SPEC section 5):
// a 3x3 has OCG 1 (8 / 9 clamped), 64 groups on all 4 cores, 2 passes to fit
// the 16-bit execute field; a 1x1 OCG 8; the matmul is a 1x1 over its output.
// CHECK-LABEL: func.func @layers
// CHECK:         %c = anec.convolution %x, %w {anec.channel_groups = #anec.channel_groups<target = "h13", ocg = 1, passes = 2, active_cores = 4>,
// CHECK:         %p = anec.convolution %c, %p1 {anec.channel_groups = #anec.channel_groups<target = "h13", ocg = 8, passes = 1, active_cores = 2>}
// CHECK:         %d = anec.deconvolution %p, %wd {anec.channel_groups = #anec.channel_groups<target = "h13", ocg = 2, passes = 1, active_cores = 4>,
// CHECK:         %m = anec.matmul %a, %b {anec.channel_groups = #anec.channel_groups<target = "h13", ocg = 8, passes = 1, active_cores = 4>}
// CHECK:         %r = anec.relu %m :
// H17S-LABEL: func.func @layers
// H17S:         %c = anec.convolution %x, %w {anec.channel_groups = #anec.channel_groups<target = "h17s", ocg = 1, passes = 1, active_cores = 16>,
// H17S:         %p = anec.convolution %c, %p1 {anec.channel_groups = #anec.channel_groups<target = "h17s", ocg = 8, passes = 1, active_cores = 2>}
func.func @layers(%x: tensor<1x64x56x56xf16>, %w: tensor<64x64x3x3xf16>, %p1: tensor<16x64x1x1xf16>, %wd: tensor<8x16x2x2xf16>,
                  %a: tensor<1x128x64xf16>, %b: tensor<64x256xf16>) -> (tensor<1x8x112x112xf16>, tensor<1x128x256xf16>) {
  %c = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x64x56x56xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x56x56xf16>
  %p = anec.convolution %c, %p1 : tensor<1x64x56x56xf16>, tensor<16x64x1x1xf16> -> tensor<1x16x56x56xf16>
  %d = anec.deconvolution %p, %wd {strides = array<i64: 2, 2>} : tensor<1x16x56x56xf16>, tensor<8x16x2x2xf16> -> tensor<1x8x112x112xf16>
  %m = anec.matmul %a, %b : tensor<1x128x64xf16>, tensor<64x256xf16> -> tensor<1x128x256xf16>
  %r = anec.relu %m : tensor<1x128x256xf16>
  func.return %d, %r : tensor<1x8x112x112xf16>, tensor<1x128x256xf16>
}

// A record for another target is replaced; a record for the target that the
// formulas allow (here OCG 4 instead of 8, hence 16 groups, and 3 passes) is kept.
// CHECK-LABEL: func.func @records
// CHECK:         %o = anec.convolution %x, %w {anec.channel_groups = #anec.channel_groups<target = "h13", ocg = 8, passes = 1, active_cores = 4>}
// CHECK:         %k = anec.convolution %x, %w {anec.channel_groups = #anec.channel_groups<target = "h13", ocg = 4, passes = 3, active_cores = 4>}
func.func @records(%x: tensor<1x64x8x8xf16>, %w: tensor<64x64x1x1xf16>) -> (tensor<1x64x8x8xf16>, tensor<1x64x8x8xf16>) {
  %o = anec.convolution %x, %w {anec.channel_groups = #anec.channel_groups<target = "h17s", ocg = 8, passes = 1, active_cores = 8>} : tensor<1x64x8x8xf16>, tensor<64x64x1x1xf16> -> tensor<1x64x8x8xf16>
  %k = anec.convolution %x, %w {anec.channel_groups = #anec.channel_groups<target = "h13", ocg = 4, passes = 3, active_cores = 4>} : tensor<1x64x8x8xf16>, tensor<64x64x1x1xf16> -> tensor<1x64x8x8xf16>
  func.return %o, %k : tensor<1x64x8x8xf16>, tensor<1x64x8x8xf16>
}
