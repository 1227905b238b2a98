// RUN: anec-opt %s --split-input-file -p 'anec-tile{target=h13}' --parsing-diagnostics | filecheck %s
// RUN: anec-opt %s --split-input-file -p 'anec-tile{target=h99}' --parsing-diagnostics | filecheck %s --check-prefix=TARGET
// RUN: anec-opt %s --split-input-file -p 'anec-tile' --parsing-diagnostics | filecheck %s --check-prefix=MISSING
// RUN: not anec-opt %s -p 'anec-tile{target=h13}' 2>&1 | filecheck %s --check-prefix=EXIT

// TARGET: error: unknown target 'h99'; valid targets: h11, h12, m9, t0, h13,
// MISSING: error: no target: pass target=NAME or set the module attribute anec.target

// A 13-row kernel over 64 KB rows: one output row already reads 13 input
// rows (851 KB), more than H13's execute field allows, and a channel tile
// re-reads the whole 4 MB input. Zin, which ignores the halo, would split
// the rows; no exact tiling fits.
// CHECK: anec-tile-invalid.mlir:16:3: error: 'anec.convolution' op must split (live operand 8388608 bytes, working set 2000000; execute cycles 10755530) but no exact tiling of it fits
// EXIT: anec-tile-invalid.mlir:16:3: error: 'anec.convolution' op must split
func.func @tall(%x: tensor<1x16x64x2048xf16>, %w: tensor<16x16x13x1xf16>) -> tensor<1x16x64x2048xf16> {
  %y = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x16x64x2048xf16>, tensor<16x16x13x1xf16> -> tensor<1x16x64x2048xf16>
  func.return %y : tensor<1x16x64x2048xf16>
}
