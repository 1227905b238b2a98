// RUN: anec-opt %s --split-input-file -p 'anec-channel-group{target=h13}' --parsing-diagnostics | filecheck %s
// RUN: anec-opt %s --split-input-file -p 'anec-channel-group' --parsing-diagnostics | filecheck %s --check-prefix=MISSING
// RUN: not anec-opt %s --split-input-file -p 'anec-channel-group{target=h13}' 2>&1 | filecheck %s --check-prefix=EXIT

// MISSING: error: no target: pass target=NAME or set the module attribute anec.target

// A record for the target with more active cores than its groups can use.
// CHECK: anec-channel-group-invalid.mlir:11:3: error: 'anec.convolution' op anec.channel_groups is inconsistent with target h13: active_cores 4; expected 1 for ocg 8
// EXIT: anec-channel-group-invalid.mlir:11:3: error: 'anec.convolution' op anec.channel_groups is inconsistent with target h13
func.func @active_cores(%x: tensor<1x8x8x8xf16>, %w: tensor<8x8x1x1xf16>) -> tensor<1x8x8x8xf16> {
  %y = anec.convolution %x, %w {anec.channel_groups = #anec.channel_groups<target = "h13", ocg = 8, passes = 1, active_cores = 4>} : tensor<1x8x8x8xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x8x8xf16>
  func.return %y : tensor<1x8x8x8xf16>
}

// -----

// More passes than groups.
// CHECK: error: 'anec.matmul' op anec.channel_groups is inconsistent with target h13: passes 3; expected 1 to 2 for ocg 8
func.func @passes(%a: tensor<4x8xf16>, %b: tensor<8x16xf16>) -> tensor<4x16xf16> {
  %y = anec.matmul %a, %b {anec.channel_groups = #anec.channel_groups<target = "h13", ocg = 8, passes = 3, active_cores = 2>} : tensor<4x8xf16>, tensor<8x16xf16> -> tensor<4x16xf16>
  func.return %y : tensor<4x16xf16>
}

// -----

// Fewer passes than the 16-bit execute field allows: a 3x3 C64 at 56x56 needs 2.
// CHECK: error: 'anec.convolution' op anec.channel_groups is inconsistent with target h13: passes 1; expected 2 to 64 for ocg 1
func.func @too_few_passes(%x: tensor<1x64x56x56xf16>, %w: tensor<64x64x3x3xf16>) -> tensor<1x64x54x54xf16> {
  %y = anec.convolution %x, %w {anec.channel_groups = #anec.channel_groups<target = "h13", ocg = 1, passes = 1, active_cores = 4>} : tensor<1x64x56x56xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x54x54xf16>
  func.return %y : tensor<1x64x54x54xf16>
}

// -----

// An OCG that is not a power of two.
// CHECK: error: 'anec.convolution' op anec.channel_groups is inconsistent with target h13: ocg 3 is not a power of two up to 8
func.func @ocg(%x: tensor<1x8x8x8xf16>, %w: tensor<8x8x1x1xf16>) -> tensor<1x8x8x8xf16> {
  %y = anec.convolution %x, %w {anec.channel_groups = #anec.channel_groups<target = "h13", ocg = 3, passes = 1, active_cores = 4>} : tensor<1x8x8x8xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x8x8xf16>
  func.return %y : tensor<1x8x8x8xf16>
}

// -----

// The attribute must be a #anec.channel_groups.
// CHECK: error: 'anec.convolution' op anec.channel_groups = 3 : i64 is not a #anec.channel_groups
func.func @not_groups(%x: tensor<1x8x8x8xf16>, %w: tensor<8x8x1x1xf16>) -> tensor<1x8x8x8xf16> {
  %y = anec.convolution %x, %w {anec.channel_groups = 3 : i64} : tensor<1x8x8x8xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x8x8xf16>
  func.return %y : tensor<1x8x8x8xf16>
}

// -----

// Counts are positive (the attribute's verifier).
// CHECK: channel groups need passes >= 1, got 0
func.func @zero(%x: tensor<1x8x8x8xf16>, %w: tensor<8x8x1x1xf16>) -> tensor<1x8x8x8xf16> {
  %y = anec.convolution %x, %w {anec.channel_groups = #anec.channel_groups<target = "h13", ocg = 8, passes = 0, active_cores = 1>} : tensor<1x8x8x8xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x8x8xf16>
  func.return %y : tensor<1x8x8x8xf16>
}
