// RUN: anec-opt %s --split-input-file -p 'anec-tile{target=h13}' | filecheck %s
// RUN: anec-opt %s --split-input-file -p 'anec-tile{target=h17s}' | filecheck %s --check-prefix=M5
// RUN: anec-opt %s --split-input-file -p 'anec-tile{target=h13},anec-tile{target=h13}' | filecheck %s
// RUN: anec-opt %s --split-input-file -p 'anec-tile{target=h13 keep-resident=false}' | filecheck %s --check-prefix=FORCED

// Rows: on H13 the 3x3 convolution's execute cycles saturate the 16-bit
// field; zin splits its 56 output rows into four tiles of 14. Each tile reads
// its rows plus the halo (15 or 16 input rows) and keeps only the padding
// that falls on it. On H17s it fits and is left alone.

// CHECK-LABEL: func.func @rows
// CHECK-NEXT:    %0 = anec.slice %x {offsets = array<i64: 0, 0, 0, 0>} : tensor<1x64x56x56xf16> -> tensor<1x64x15x56xf16>
// CHECK-NEXT:    %1 = anec.convolution %0, %w {explicit_padding = array<i64: 1, 0, 1, 1>} : tensor<1x64x15x56xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x14x56xf16>
// CHECK-NEXT:    %2 = anec.slice %x {offsets = array<i64: 0, 0, 13, 0>} : tensor<1x64x56x56xf16> -> tensor<1x64x16x56xf16>
// CHECK-NEXT:    %3 = anec.convolution %2, %w {explicit_padding = array<i64: 0, 0, 1, 1>} : tensor<1x64x16x56xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x14x56xf16>
// CHECK-NEXT:    %4 = anec.slice %x {offsets = array<i64: 0, 0, 27, 0>}
// CHECK-NEXT:    %5 = anec.convolution %4, %w {explicit_padding = array<i64: 0, 0, 1, 1>}
// CHECK-NEXT:    %6 = anec.slice %x {offsets = array<i64: 0, 0, 41, 0>} : tensor<1x64x56x56xf16> -> tensor<1x64x15x56xf16>
// CHECK-NEXT:    %7 = anec.convolution %6, %w {explicit_padding = array<i64: 0, 1, 1, 1>}
// CHECK-NEXT:    %y = anec.concat %1, %3, %5, %7 {axis = 2 : i64} : {{.*}} -> tensor<1x64x56x56xf16>
// CHECK-NEXT:    func.return %y
// M5-LABEL: func.func @rows
// M5-NEXT:    %y = anec.convolution %x, %w {padding_style = #anec.padding_style<same>}
func.func @rows(%x: tensor<1x64x56x56xf16>, %w: tensor<64x64x3x3xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x64x56x56xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}

// -----

// Channels: 2.4 MB of weights. Each tile takes its output channels' weights
// and bias and the whole input. H13 saturates its crop width (SPEC section
// 6), so the bias [512] is cut through a [512, 1] view, never inside its
// width axis; H17s slices it directly.

// CHECK-LABEL: func.func @channels
// CHECK-NEXT:    %0 = anec.slice %w {offsets = array<i64: 0, 0, 0, 0>} : tensor<512x256x3x3xf16> -> tensor<64x256x3x3xf16>
// CHECK-NEXT:    %1 = anec.slice %b {offsets = array<i64: 0>} : tensor<512xf16> -> tensor<64xf16>
// CHECK-NEXT:    %2 = anec.convolution %x, %0 bias(%1 : tensor<64xf16>) {explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x256x8x8xf16>, tensor<64x256x3x3xf16> -> tensor<1x64x8x8xf16>
// CHECK-NEXT:    %3 = anec.slice %w {offsets = array<i64: 64, 0, 0, 0>}
// CHECK-NEXT:    %4 = anec.reshape %b : tensor<512xf16> -> tensor<512x1xf16>
// CHECK-NEXT:    %5 = anec.slice %4 {offsets = array<i64: 64, 0>} : tensor<512x1xf16> -> tensor<64x1xf16>
// CHECK-NEXT:    %6 = anec.reshape %5 : tensor<64x1xf16> -> tensor<64xf16>
// CHECK-NEXT:    %7 = anec.convolution %x, %3 bias(%6 : tensor<64xf16>)
// CHECK:         %y = anec.concat %2, %7, {{.*}} {axis = 1 : i64} : {{.*}} -> tensor<1x512x8x8xf16>
// M5-LABEL: func.func @channels
// M5-NEXT:    %0 = anec.slice %w {offsets = array<i64: 0, 0, 0, 0>} : tensor<512x256x3x3xf16> -> tensor<256x256x3x3xf16>
// M5-NEXT:    %1 = anec.slice %b {offsets = array<i64: 0>} : tensor<512xf16> -> tensor<256xf16>
// M5-NEXT:    %2 = anec.convolution %x, %0 bias(%1 : tensor<256xf16>)
// M5-NEXT:    %3 = anec.slice %w {offsets = array<i64: 256, 0, 0, 0>}
// M5-NEXT:    %4 = anec.slice %b {offsets = array<i64: 256>} : tensor<512xf16> -> tensor<256xf16>
// M5-NEXT:    %5 = anec.convolution %x, %3 bias(%4 : tensor<256xf16>)
// M5-NEXT:    %y = anec.concat %2, %5 {axis = 1 : i64}
func.func @channels(%x: tensor<1x256x8x8xf16>, %w: tensor<512x256x3x3xf16>, %b: tensor<512xf16>) -> tensor<1x512x8x8xf16> {
  %y = anec.convolution %x, %w bias(%b : tensor<512xf16>) {padding_style = #anec.padding_style<same>} : tensor<1x256x8x8xf16>, tensor<512x256x3x3xf16> -> tensor<1x512x8x8xf16>
  func.return %y : tensor<1x512x8x8xf16>
}

// -----

// Left alone: a layer that fits.

// CHECK-LABEL: func.func @fits
// CHECK-NEXT:    %y = anec.relu %x
// CHECK-NEXT:    func.return %y
func.func @fits(%x: tensor<1x8x16x16xf16>) -> tensor<1x8x16x16xf16> {
  %y = anec.relu %x : tensor<1x8x16x16xf16>
  func.return %y : tensor<1x8x16x16xf16>
}

// -----

// Left alone: no tiling of this matmul fits H13 (zin: every column tile
// re-reads the 786 KB input, every row tile the 4.7 MB of weights); it stays
// unsplit and reports its saturated field. H17s splits its columns.

// CHECK-LABEL: func.func @no_fitting_tiling
// CHECK-NEXT:    %y = anec.matmul %x, %w
// CHECK-NEXT:    func.return %y
// M5-LABEL: func.func @no_fitting_tiling
// M5-NEXT:    %0 = anec.slice %w {offsets = array<i64: 0, 0>} : tensor<3072x768xf16> -> tensor<3072x154xf16>
// M5-NEXT:    %1 = anec.matmul %x, %0 : tensor<1x128x3072xf16>, tensor<3072x154xf16> -> tensor<1x128x154xf16>
// M5:         %y = anec.concat %1, %3, %5, %7, %9 {axis = 2 : i64}
func.func @no_fitting_tiling(%x: tensor<1x128x3072xf16>, %w: tensor<3072x768xf16>) -> tensor<1x128x768xf16> {
  %y = anec.matmul %x, %w : tensor<1x128x3072xf16>, tensor<3072x768xf16> -> tensor<1x128x768xf16>
  func.return %y : tensor<1x128x768xf16>
}

// -----

// Left alone: softmax is not a family this pass splits.

// CHECK-LABEL: func.func @softmax
// CHECK-NEXT:    %y = anec.softmax %x
// CHECK-NEXT:    func.return %y
func.func @softmax(%x: tensor<1x12x128x128xf16>) -> tensor<1x12x128x128xf16> {
  %y = anec.softmax %x {axis = 3 : i64} : tensor<1x12x128x128xf16>
  func.return %y : tensor<1x12x128x128xf16>
}

// -----

// Chimera's M and N tiles (64 rows, 48 columns) replace zin's choice, even
// for a layer that fits; the tiles keep the attribute, so a second run
// changes nothing. K stays whole.

// CHECK-LABEL: func.func @chimera
// CHECK-NEXT:    %0 = anec.slice %a {offsets = array<i64: 0, 0>} : tensor<100x64xf16> -> tensor<64x64xf16>
// CHECK-NEXT:    %1 = anec.slice %b {offsets = array<i64: 0, 0>} : tensor<64x70xf16> -> tensor<64x48xf16>
// CHECK-NEXT:    %2 = anec.matmul %0, %1 {anec.chimera = #anec.chimera<order = "mkn", tile = [64, 64, 48], dv = 1, mu = 1>} : tensor<64x64xf16>, tensor<64x48xf16> -> tensor<64x48xf16>
// CHECK-NEXT:    %3 = anec.reshape %b : tensor<64x70xf16> -> tensor<64x70x1xf16>
// CHECK-NEXT:    %4 = anec.slice %3 {offsets = array<i64: 0, 48, 0>} : tensor<64x70x1xf16> -> tensor<64x22x1xf16>
// CHECK-NEXT:    %5 = anec.reshape %4 : tensor<64x22x1xf16> -> tensor<64x22xf16>
// CHECK-NEXT:    %6 = anec.matmul %0, %5 {anec.chimera = {{.*}}} : tensor<64x64xf16>, tensor<64x22xf16> -> tensor<64x22xf16>
// CHECK-NEXT:    %7 = anec.slice %a {offsets = array<i64: 64, 0>} : tensor<100x64xf16> -> tensor<36x64xf16>
// CHECK-NEXT:    %8 = anec.matmul %7, %1 {anec.chimera = {{.*}}} : tensor<36x64xf16>, tensor<64x48xf16> -> tensor<36x48xf16>
// CHECK-NEXT:    %9 = anec.matmul %7, %5 {anec.chimera = {{.*}}} : tensor<36x64xf16>, tensor<64x22xf16> -> tensor<36x22xf16>
// CHECK-NEXT:    %10 = anec.concat %2, %6 {axis = 1 : i64} : tensor<64x48xf16>, tensor<64x22xf16> -> tensor<64x70xf16>
// CHECK-NEXT:    %11 = anec.concat %8, %9 {axis = 1 : i64} : tensor<36x48xf16>, tensor<36x22xf16> -> tensor<36x70xf16>
// CHECK-NEXT:    %y = anec.concat %10, %11 {axis = 0 : i64} : tensor<64x70xf16>, tensor<36x70xf16> -> tensor<100x70xf16>
// M5-LABEL: func.func @chimera
// M5:         %3 = anec.slice %b {offsets = array<i64: 0, 48>} : tensor<64x70xf16> -> tensor<64x22xf16>
func.func @chimera(%a: tensor<100x64xf16>, %b: tensor<64x70xf16>) -> tensor<100x70xf16> {
  %y = anec.matmul %a, %b {anec.chimera = #anec.chimera<order = "mkn", tile = [64, 64, 48], dv = 1, mu = 1>} : tensor<100x64xf16>, tensor<64x70xf16> -> tensor<100x70xf16>
  func.return %y : tensor<100x70xf16>
}

// -----

// Inside a program the tiles stay in the program.

// CHECK-LABEL: func.func @in_program
// CHECK-NEXT:    %y = anec.program "p0" (%a = %x : tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
// CHECK-NEXT:      %0 = anec.slice %a {offsets = array<i64: 0, 0, 0, 0>} : tensor<1x64x56x56xf16> -> tensor<1x64x28x56xf16>
// CHECK-NEXT:      %1 = anec.relu %0 : tensor<1x64x28x56xf16>
// CHECK-NEXT:      %2 = anec.slice %a {offsets = array<i64: 0, 0, 28, 0>}
// CHECK-NEXT:      %3 = anec.relu %2
// CHECK-NEXT:      %r = anec.concat %1, %3 {axis = 2 : i64}
// CHECK-NEXT:      anec.yield %r
func.func @in_program(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.program "p0" (%a = %x : tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
    %r = anec.relu %a : tensor<1x64x56x56xf16>
    anec.yield %r : tensor<1x64x56x56xf16>
  }
  func.return %y : tensor<1x64x56x56xf16>
}

// -----

// keep-resident: the first matmul's four Chimera column tiles and their
// concat would lift this program's peak live set past H13's 2 MB, where all
// of it would stream; by default the tiling is undone, keep-resident=false
// applies it.

// CHECK-LABEL: func.func @resident
// CHECK:         %f0 = anec.matmul %g, %v1 {anec.chimera
// CHECK-NOT:     anec.matmul %g
// CHECK:         anec.yield
// FORCED-LABEL: func.func @resident
// FORCED-COUNT-4: anec.matmul %g
// FORCED:         %f0 = anec.concat {{.*}} {axis = 2 : i64}
func.func @resident(%x: tensor<1x128x768xf16>, %w1: tensor<768x3072xf16>, %w2: tensor<3072x768xf16>) -> tensor<1x128x768xf16> {
  %y = anec.program "ffn" (%g = %x : tensor<1x128x768xf16>, %v1 = %w1 : tensor<768x3072xf16>, %v2 = %w2 : tensor<3072x768xf16>) -> tensor<1x128x768xf16> {
    %f0 = anec.matmul %g, %v1 {anec.chimera = #anec.chimera<order = "mkln", tile = [128, 768, 768]>} : tensor<1x128x768xf16>, tensor<768x3072xf16> -> tensor<1x128x3072xf16>
    %f1 = anec.relu %f0 : tensor<1x128x3072xf16>
    %f2 = anec.matmul %f1, %v2 {anec.chimera = #anec.chimera<order = "mkln", tile = [128, 768, 768]>} : tensor<1x128x3072xf16>, tensor<3072x768xf16> -> tensor<1x128x768xf16>
    anec.yield %f2 : tensor<1x128x768xf16>
  }
  func.return %y : tensor<1x128x768xf16>
}

// -----

// A 13-row kernel over 2048-wide rows on H13: one output row (all 16
// channels) reads 13 input rows, over the execute field, and a channel tile
// re-reads the whole input; zin, which ignores the halo, would split the
// rows. One-row tiles are cut again along the width: 64 rows x 3 columns.
// CHECK-LABEL: func.func @tall
// CHECK:         anec.convolution {{.*}} -> tensor<1x16x1x683xf16>
// CHECK:         anec.convolution {{.*}} -> tensor<1x16x1x683xf16>
// CHECK:         anec.convolution {{.*}} -> tensor<1x16x1x682xf16>
// CHECK:         anec.concat {{.*}} {axis = 3 : i64} : tensor<1x16x1x683xf16>, tensor<1x16x1x683xf16>, tensor<1x16x1x682xf16> -> tensor<1x16x1x2048xf16>
// CHECK:         anec.concat {{.*}} {axis = 2 : i64} {{.*}} -> tensor<1x16x64x2048xf16>
func.func @tall(%x: tensor<1x16x64x2048xf16>, %w: tensor<16x16x13x1xf16>) -> tensor<1x16x64x2048xf16> {
  %y = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x16x64x2048xf16>, tensor<16x16x13x1xf16> -> tensor<1x16x64x2048xf16>
  func.return %y : tensor<1x16x64x2048xf16>
}
