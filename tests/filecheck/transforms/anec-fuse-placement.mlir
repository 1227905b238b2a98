// RUN: anec-opt %s -p 'anec-fuse{target=h13}' | filecheck %s
// RUN: anec-opt %s -p 'anec-fuse{target=h13 placement-states=27}' | filecheck %s --check-prefix=BOUNDED
// RUN: anec-opt %s -p 'anec-fuse{target=h13 placement-states=27},anec-fuse{target=h13}' | filecheck %s --check-prefix=BOUNDED
// RUN: anec-opt %s -p 'anec-fuse{target=h13 placement-states=2}' --parsing-diagnostics | filecheck %s --check-prefix=TOO-FEW
// RUN: not anec-opt %s -p 'anec-fuse{target=h13 placement-states=0}' 2>&1 | filecheck %s --check-prefix=EXIT

// Six convolutions of one input, each read by an argmax, which never runs on
// the engine (SPEC section 4): the six results are live at once (cut width 6)
// and each is transferred into the GPU. Each can be available on the engine,
// the GPU or the CPU, so the placement search holds at most 3 x 3^6 = 2187
// states per step, within the default bound (16384): exact, and the function
// carries no gap (docs/placement.md, "State bound").

// CHECK-LABEL: func.func @fan_in
// CHECK-NOT:     anec.placement_gap_ms
// CHECK-SAME:    xi32>) {{[{]$}}
// CHECK-NEXT:    %c0, %c1, %c2, %c3, %c4, %c5 = anec.program "p0"
// CHECK-COUNT-6:   anec.convolution
// CHECK:           anec.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    %m0 = anec.argmax %c0

// With placement-states=27 the search tracks two of the results (3 x 3^2
// states) and relaxes the four read last: its optimum without their
// transfers is a lower bound, 4 x 0.23 ms below the cost of the same
// assignment, which is the gap the function records. The partition is the
// same. Fusing again leaves the function, and its gap, as they are.

// BOUNDED-LABEL: func.func @fan_in
// BOUNDED-SAME:    attributes {anec.placement_gap_ms = 9.200000e-01 : f64}
// BOUNDED-NEXT:    %c0, %c1, %c2, %c3, %c4, %c5 = anec.program "p0"
// BOUNDED-COUNT-6:   anec.convolution
// BOUNDED:         %m0 = anec.argmax %c0

// Eight results live at once: 3 x 3^8 = 19683 states would exceed the
// default bound, so the search relaxes the one read last (3 x 3^7 = 6561
// states) and its lower bound misses its transfer into the GPU: the gap is
// 0.23 ms (6 x 0.23 ms with placement-states=27).

// CHECK-LABEL: func.func @fan_in_8
// CHECK-SAME:    attributes {anec.placement_gap_ms = 2.300000e-01 : f64}
// CHECK-NEXT:    %c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7 = anec.program "p1"
// BOUNDED-LABEL: func.func @fan_in_8
// BOUNDED-SAME:    attributes {anec.placement_gap_ms = 1.380000e+00 : f64}

// TOO-FEW: error: anec-fuse: placement-states: a state bound must be an integer of at least 3 (one state per backend), got 2
// EXIT: anec-opt: error: anec-fuse: placement-states: a state bound must be an integer of at least 3 (one state per backend), got 0

func.func @fan_in(%x: tensor<1x64x64x64xf16>, %w: tensor<64x64x3x3xf16>) -> (tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>) {
  %c0 = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x64x64x64xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x64x64xf16>
  %c1 = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x64x64x64xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x64x64xf16>
  %c2 = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x64x64x64xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x64x64xf16>
  %c3 = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x64x64x64xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x64x64xf16>
  %c4 = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x64x64x64xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x64x64xf16>
  %c5 = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x64x64x64xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x64x64xf16>
  %m0 = anec.argmax %c0 {axis = 1 : i64} : tensor<1x64x64x64xf16> -> tensor<1x1x64x64xi32>
  %m1 = anec.argmax %c1 {axis = 1 : i64} : tensor<1x64x64x64xf16> -> tensor<1x1x64x64xi32>
  %m2 = anec.argmax %c2 {axis = 1 : i64} : tensor<1x64x64x64xf16> -> tensor<1x1x64x64xi32>
  %m3 = anec.argmax %c3 {axis = 1 : i64} : tensor<1x64x64x64xf16> -> tensor<1x1x64x64xi32>
  %m4 = anec.argmax %c4 {axis = 1 : i64} : tensor<1x64x64x64xf16> -> tensor<1x1x64x64xi32>
  %m5 = anec.argmax %c5 {axis = 1 : i64} : tensor<1x64x64x64xf16> -> tensor<1x1x64x64xi32>
  func.return %m0, %m1, %m2, %m3, %m4, %m5 : tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>
}

func.func @fan_in_8(%x: tensor<1x64x64x64xf16>, %w: tensor<64x64x3x3xf16>) -> (tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>) {
  %c0 = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x64x64x64xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x64x64xf16>
  %c1 = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x64x64x64xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x64x64xf16>
  %c2 = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x64x64x64xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x64x64xf16>
  %c3 = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x64x64x64xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x64x64xf16>
  %c4 = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x64x64x64xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x64x64xf16>
  %c5 = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x64x64x64xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x64x64xf16>
  %c6 = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x64x64x64xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x64x64xf16>
  %c7 = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x64x64x64xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x64x64xf16>
  %m0 = anec.argmax %c0 {axis = 1 : i64} : tensor<1x64x64x64xf16> -> tensor<1x1x64x64xi32>
  %m1 = anec.argmax %c1 {axis = 1 : i64} : tensor<1x64x64x64xf16> -> tensor<1x1x64x64xi32>
  %m2 = anec.argmax %c2 {axis = 1 : i64} : tensor<1x64x64x64xf16> -> tensor<1x1x64x64xi32>
  %m3 = anec.argmax %c3 {axis = 1 : i64} : tensor<1x64x64x64xf16> -> tensor<1x1x64x64xi32>
  %m4 = anec.argmax %c4 {axis = 1 : i64} : tensor<1x64x64x64xf16> -> tensor<1x1x64x64xi32>
  %m5 = anec.argmax %c5 {axis = 1 : i64} : tensor<1x64x64x64xf16> -> tensor<1x1x64x64xi32>
  %m6 = anec.argmax %c6 {axis = 1 : i64} : tensor<1x64x64x64xf16> -> tensor<1x1x64x64xi32>
  %m7 = anec.argmax %c7 {axis = 1 : i64} : tensor<1x64x64x64xf16> -> tensor<1x1x64x64xi32>
  func.return %m0, %m1, %m2, %m3, %m4, %m5, %m6, %m7 : tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>, tensor<1x1x64x64xi32>
}
