// RUN: anec-opt %s --split-input-file -p 'anec-tile{target=h99}' --parsing-diagnostics | filecheck %s --check-prefix=TARGET
// RUN: anec-opt %s --split-input-file -p 'anec-tile' --parsing-diagnostics | filecheck %s --check-prefix=MISSING
// RUN: not anec-opt %s -p 'anec-tile{target=h99}' 2>&1 | filecheck %s --check-prefix=EXIT

// TARGET: error: unknown target 'h99'; valid targets: h11, h12, m9, t0, h13,
// MISSING: error: no target: pass target=NAME or set the module attribute anec.target

// Diagnostics of the pass's options (the layer below tiles on H13: anec-tile.mlir, @tall).
// EXIT: error: unknown target 'h99'
func.func @tall(%x: tensor<1x16x64x2048xf16>, %w: tensor<16x16x13x1xf16>) -> tensor<1x16x64x2048xf16> {
  %y = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x16x64x2048xf16>, tensor<16x16x13x1xf16> -> tensor<1x16x64x2048xf16>
  func.return %y : tensor<1x16x64x2048xf16>
}
