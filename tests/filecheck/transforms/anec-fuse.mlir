// RUN: anec-opt %s --split-input-file -p 'anec-fuse{target=h13}' | filecheck %s
// RUN: anec-opt %s --split-input-file -p 'anec-fuse{target=h17s}' | filecheck %s --check-prefix=M5
// RUN: anec-opt %s --split-input-file -p 'anec-fuse{target=h13},anec-fuse{target=h13}' | filecheck %s

// A chain of engine ops becomes one program: labelled p0, function arguments
// (weights included) bound to block arguments, the last result yielded.

// CHECK-LABEL: func.func @chain
// CHECK-NEXT:    %r = anec.program "p0" (%x_1 = %x : tensor<1x32x64x64xf16>, %w_1 = %w : tensor<32x32x1x1xf16>) -> tensor<1x32x64x64xf16> {
// CHECK-NEXT:      %c = anec.convolution %x_1, %w_1
// CHECK-NEXT:      %r_1 = anec.relu %c
// CHECK-NEXT:      anec.yield %r_1 : tensor<1x32x64x64xf16>
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return %r
func.func @chain(%x: tensor<1x32x64x64xf16>, %w: tensor<32x32x1x1xf16>) -> tensor<1x32x64x64xf16> {
  %c = anec.convolution %x, %w : tensor<1x32x64x64xf16>, tensor<32x32x1x1xf16> -> tensor<1x32x64x64xf16>
  %r = anec.relu %c : tensor<1x32x64x64xf16>
  func.return %r : tensor<1x32x64x64xf16>
}

// -----

// The gather is never on the engine (SPEC section 4): programs stop at the
// backend change and resume after it; %r crosses into the second program.

// CHECK-LABEL: func.func @backend_change
// CHECK-NEXT:    %r = anec.program "p0" (%x_1 = %x : {{.*}}, %w_1 = %w : {{.*}}) -> tensor<1x64x56x56xf16> {
// CHECK-NEXT:      %a = anec.convolution
// CHECK-NEXT:      %r_1 = anec.relu %a
// CHECK-NEXT:      anec.yield %r_1
// CHECK-NEXT:    }
// CHECK-NEXT:    %g = anec.gather %r, %i
// CHECK-NEXT:    %s = anec.program "p1" (%g_1 = %g : {{.*}}, %w_1 = %w : {{.*}}, %r_1 = %r : {{.*}}) -> tensor<1x64x56x56xf16> {
// CHECK-NEXT:      %b = anec.convolution %g_1, %w_1
// CHECK-NEXT:      %s_1 = anec.add %b, %r_1
// CHECK-NEXT:      anec.yield %s_1
// M5-LABEL: func.func @backend_change
// M5: anec.program "p0"
// M5: anec.gather
// M5: anec.program "p1"
func.func @backend_change(%x: tensor<1x64x56x56xf16>, %w: tensor<64x64x3x3xf16>, %i: tensor<64xi32>) -> tensor<1x64x56x56xf16> {
  %a = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x64x56x56xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x56x56xf16>
  %r = anec.relu %a : tensor<1x64x56x56xf16>
  %g = anec.gather %r, %i {axis = 1 : i64} : tensor<1x64x56x56xf16>, tensor<64xi32> -> tensor<1x64x56x56xf16>
  %b = anec.convolution %g, %w {padding_style = #anec.padding_style<same>} : tensor<1x64x56x56xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x56x56xf16>
  %s = anec.add %b, %r : tensor<1x64x56x56xf16>, tensor<1x64x56x56xf16> -> tensor<1x64x56x56xf16>
  func.return %s : tensor<1x64x56x56xf16>
}

// -----

// Constants stay outside and are passed in, so they remain weights; the
// program takes the place of the last op of its run.

// CHECK-LABEL: func.func @constant
// CHECK-NEXT:    %k = anec.constant dense<2.000000e+00> : tensor<1x8x1x1xf16>
// CHECK-NEXT:    %m = anec.program "p0" (%x_1 = %x : tensor<1x8x16x16xf16>, %k_1 = %k : tensor<1x8x1x1xf16>) -> tensor<1x8x16x16xf16> {
// CHECK-NEXT:      %a = anec.relu %x_1
// CHECK-NEXT:      %m_1 = anec.mul %a, %k_1
func.func @constant(%x: tensor<1x8x16x16xf16>) -> tensor<1x8x16x16xf16> {
  %a = anec.relu %x : tensor<1x8x16x16xf16>
  %k = anec.constant dense<2.000000e+00> : tensor<1x8x1x1xf16>
  %m = anec.mul %a, %k : tensor<1x8x16x16xf16>, tensor<1x8x1x1xf16> -> tensor<1x8x16x16xf16>
  func.return %m : tensor<1x8x16x16xf16>
}

// -----

// The working set cuts programs. Each activation is 802816 bytes (f32). On
// H13 (2 MB) relu + sigmoid fit (peak 1.6 MB), the add holds a, b and c
// (2.4 MB) and is a program of its own, tanh + relu fit again. H17s (4.72 MB)
// keeps everything in one program.

// CHECK-LABEL: func.func @working_set
// CHECK:         %b = anec.program "p0" (%x_1 = %x : tensor<1x64x56x56xf32>) -> (tensor<1x64x56x56xf32>, tensor<1x64x56x56xf32>)
// CHECK-NEXT:      %a_1 = anec.relu %x_1
// CHECK-NEXT:      %b_1 = anec.sigmoid %a_1
// CHECK-NEXT:      anec.yield %a_1, %b_1
// CHECK:         %c = anec.program "p1"
// CHECK-NEXT:      anec.add
// CHECK-NEXT:      anec.yield
// CHECK:         %e = anec.program "p2"
// CHECK-NEXT:      anec.tanh
// CHECK-NEXT:      anec.relu
// CHECK-NEXT:      anec.yield
// M5-LABEL: func.func @working_set
// M5-NEXT:    %e = anec.program "p0"
// M5-NOT:     anec.program
// M5:         func.return %e
func.func @working_set(%x: tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> {
  %a = anec.relu %x : tensor<1x64x56x56xf32>
  %b = anec.sigmoid %a : tensor<1x64x56x56xf32>
  %c = anec.add %a, %b : tensor<1x64x56x56xf32>, tensor<1x64x56x56xf32> -> tensor<1x64x56x56xf32>
  %d = anec.tanh %c : tensor<1x64x56x56xf32>
  %e = anec.relu %d : tensor<1x64x56x56xf32>
  func.return %e : tensor<1x64x56x56xf32>
}

// -----

// H13 has no texture engine (SPEC section 6): the resize ends the run and
// stays outside (anec-legalize lowers it first in anec-compile). H17s runs it
// inside the program.

// CHECK-LABEL: func.func @texture
// CHECK:         anec.program "p0"
// CHECK:         %u = anec.resize %a
// CHECK-NEXT:    anec.program "p1"
// M5-LABEL: func.func @texture
// M5-NEXT:    %b = anec.program "p0"
// M5-NEXT:      anec.relu
// M5-NEXT:      anec.resize
// M5-NEXT:      anec.sigmoid
func.func @texture(%x: tensor<1x8x16x16xf16>) -> tensor<1x8x32x32xf16> {
  %a = anec.relu %x : tensor<1x8x16x16xf16>
  %u = anec.resize %a : tensor<1x8x16x16xf16> -> tensor<1x8x32x32xf16>
  %b = anec.sigmoid %u : tensor<1x8x32x32xf16>
  func.return %b : tensor<1x8x32x32xf16>
}

// -----

// A view needs no dispatch: a run of views only is not wrapped.

// CHECK-LABEL: func.func @views_only
// CHECK-NOT:     anec.program
// CHECK:         func.return
func.func @views_only(%x: tensor<1x8x4x4xf16>) -> tensor<1x128xf16> {
  %v = anec.reshape %x : tensor<1x8x4x4xf16> -> tensor<1x128xf16>
  func.return %v : tensor<1x128xf16>
}

// -----

// A function that already has a program is left as it is; new labels skip
// the ones in use.

// CHECK-LABEL: func.func @fused_by_hand
// CHECK-NEXT:    %a = anec.program "p0" (%p = %x
// CHECK:         %b = anec.sigmoid %a
// CHECK-LABEL: func.func @unfused
// CHECK-NEXT:    %c = anec.program "p1" (%x_1 = %x
func.func @fused_by_hand(%x: tensor<1x8x4x4xf16>) -> tensor<1x8x4x4xf16> {
  %a = anec.program "p0" (%p = %x : tensor<1x8x4x4xf16>) -> tensor<1x8x4x4xf16> {
    %r = anec.relu %p : tensor<1x8x4x4xf16>
    anec.yield %r : tensor<1x8x4x4xf16>
  }
  %b = anec.sigmoid %a : tensor<1x8x4x4xf16>
  func.return %b : tensor<1x8x4x4xf16>
}
func.func @unfused(%x: tensor<1x8x4x4xf16>) -> tensor<1x8x4x4xf16> {
  %b = anec.sigmoid %x : tensor<1x8x4x4xf16>
  %c = anec.tanh %b : tensor<1x8x4x4xf16>
  func.return %c : tensor<1x8x4x4xf16>
}
