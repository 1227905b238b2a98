// RUN: anec-opt %s -p 'anec-compile{target=h13}' | filecheck %s
// RUN: anec-opt %s -p 'anec-compile{target=h13 placement-states=9}' | filecheck %s --check-prefix=BOUNDED
// RUN: anec-opt %s -p 'anec-tune{target=h13 gate=winners placement-states=9}' | filecheck %s --check-prefix=BOUNDED
// RUN: anec-opt %s -p 'anec-compile{target=h13 placement-states=2}' --parsing-diagnostics | filecheck %s --check-prefix=TOO-FEW
// RUN: not anec-opt %s -p 'anec-compile{target=h13 placement-states=many}' 2>&1 | filecheck %s --check-prefix=NOT-INT
// RUN: anec-opt %s -p 'anec-tune{target=h13 placement-states=0}' --parsing-diagnostics | filecheck %s --check-prefix=TUNE
// RUN: not anec-opt %s -p 'anec-compile{target=h13 placement-states=0}' 2>&1 | filecheck %s --check-prefix=EXIT

// anec-compile hands placement-states to anec-fuse (the state bound of the
// placement search, docs/placement.md, "State bound"), and so does anec-tune
// to every anec-fuse run of its search.
//
// Four convolutions of one input, each read by a gather, which never runs on
// the engine (SPEC section 4): the four results are live at once, and each
// can be available on the engine, the GPU or the CPU. Within the default
// bound (3 x 3^4 = 243 states) the search is exact: the convolutions are
// cheaper on the GPU beside the gathers than on the engine with four
// transfers, so nothing is fused and the function carries no gap.

// CHECK-LABEL: func.func @fan_in
// CHECK-NOT:     anec.placement_gap_ms
// CHECK-NOT:     anec.program
// CHECK:         %c0 = anec.convolution %x, %w {{.*}}backend = gpu
// CHECK:         func.return

// With placement-states=9 the search tracks one result (3 x 3 states) and
// relaxes the three read last: its lower bound misses their transfers into
// the GPU (3 x 0.23 ms), so it puts those three convolutions on the engine,
// in one program, and the function records the gap. The tracked one stays
// on the GPU.

// BOUNDED-LABEL: func.func @fan_in
// BOUNDED-SAME:    attributes {anec.placement_gap_ms = 6.900000e-01 : f64}
// BOUNDED-NEXT:    %c0 = anec.convolution %x, %w {{.*}}backend = gpu
// BOUNDED-NEXT:    %c1, %c2, %c3 = anec.program "p0"
// BOUNDED-COUNT-3:   anec.convolution
// BOUNDED:         } attributes {anec.cost = #anec.cost<{{.*}}backend = engine
// BOUNDED-NEXT:    anec.gather %c0, %i

// The bound is checked before any pass runs, as the target and the mode.
// TOO-FEW: error: anec-compile: placement-states: a state bound must be an integer of at least 3 (one state per backend), got 2
// NOT-INT: anec-opt: error: option 'placement-states' of pass 'anec-compile' takes an integer, not 'many'
// TUNE: error: anec-tune: placement-states: a state bound must be an integer of at least 3 (one state per backend), got 0
// EXIT: anec-opt: error: anec-compile: placement-states: a state bound must be an integer of at least 3 (one state per backend), got 0

func.func @fan_in(%x: tensor<1x32x32x32xf16>, %w: tensor<32x32x3x3xf16>, %i: tensor<4xi32>) -> (tensor<1x4x32x32xf16>, tensor<1x4x32x32xf16>, tensor<1x4x32x32xf16>, tensor<1x4x32x32xf16>) {
  %c0 = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x32x32x32xf16>, tensor<32x32x3x3xf16> -> tensor<1x32x32x32xf16>
  %c1 = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x32x32x32xf16>, tensor<32x32x3x3xf16> -> tensor<1x32x32x32xf16>
  %c2 = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x32x32x32xf16>, tensor<32x32x3x3xf16> -> tensor<1x32x32x32xf16>
  %c3 = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x32x32x32xf16>, tensor<32x32x3x3xf16> -> tensor<1x32x32x32xf16>
  %g0 = anec.gather %c0, %i {axis = 1 : i64} : tensor<1x32x32x32xf16>, tensor<4xi32> -> tensor<1x4x32x32xf16>
  %g1 = anec.gather %c1, %i {axis = 1 : i64} : tensor<1x32x32x32xf16>, tensor<4xi32> -> tensor<1x4x32x32xf16>
  %g2 = anec.gather %c2, %i {axis = 1 : i64} : tensor<1x32x32x32xf16>, tensor<4xi32> -> tensor<1x4x32x32xf16>
  %g3 = anec.gather %c3, %i {axis = 1 : i64} : tensor<1x32x32x32xf16>, tensor<4xi32> -> tensor<1x4x32x32xf16>
  func.return %g0, %g1, %g2, %g3 : tensor<1x4x32x32xf16>, tensor<1x4x32x32xf16>, tensor<1x4x32x32xf16>, tensor<1x4x32x32xf16>
}
