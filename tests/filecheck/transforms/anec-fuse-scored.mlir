// RUN: anec-opt %s --split-input-file -p 'anec-fuse{target=h13 mode=seed}' | filecheck %s
// RUN: anec-opt %s --split-input-file -p 'anec-fuse{target=h13 mode=refined}' | filecheck %s
// RUN: anec-opt %s --split-input-file -p 'anec-fuse{target=h13}' | filecheck %s --check-prefix=UNSCORED
// RUN: not anec-opt %s -p 'anec-fuse{target=h13 mode=fast}' 2>&1 | filecheck %s --check-prefix=BADMODE

// With `mode`, the programs the working-set rule cuts a run into are merged,
// left to right, while the merged program's estimate in that cost mode does
// not exceed the two programs' (one floor instead of two, against what a
// program past the working set streams).
// BADMODE: error: unknown cost mode 'fast'; expected one of seed, refined

// Two 1.6 MB layers: each is over H13's 2 MB working set with its input and
// streams whether it runs alone or not, so one program saves a floor.

// CHECK-LABEL: func.func @streams
// CHECK-NEXT:    %b = anec.program "p0" (%x_1 = %x : tensor<1x64x112x112xf16>)
// CHECK-NEXT:      %a = anec.relu %x_1
// CHECK-NEXT:      %b_1 = anec.sigmoid %a
// CHECK-NEXT:      anec.yield %b_1
// UNSCORED-LABEL: func.func @streams
// UNSCORED-NEXT:    %a = anec.program "p0"
// UNSCORED:         %b = anec.program "p1"
func.func @streams(%x: tensor<1x64x112x112xf16>) -> tensor<1x64x112x112xf16> {
  %a = anec.relu %x : tensor<1x64x112x112xf16>
  %b = anec.sigmoid %a : tensor<1x64x112x112xf16>
  func.return %b : tensor<1x64x112x112xf16>
}

// -----

// A residual over eight 800 KB layers: the input stays live to the add, so
// the run is cut where three tensors are live. Merged, every layer would
// stream its activations (past the working set), costing more than the
// floor it saves: both modes keep the two programs.

// CHECK-LABEL: func.func @residual
// CHECK:         %v7 = anec.program "p0"
// CHECK:         %y = anec.program "p1"
// UNSCORED-LABEL: func.func @residual
// UNSCORED:         %v7 = anec.program "p0"
// UNSCORED:         %y = anec.program "p1"
func.func @residual(%x: tensor<1x32x112x112xf16>) -> tensor<1x32x112x112xf16> {
  %v0 = anec.relu %x : tensor<1x32x112x112xf16>
  %v1 = anec.sigmoid %v0 : tensor<1x32x112x112xf16>
  %v2 = anec.tanh %v1 : tensor<1x32x112x112xf16>
  %v3 = anec.abs %v2 : tensor<1x32x112x112xf16>
  %v4 = anec.relu %v3 : tensor<1x32x112x112xf16>
  %v5 = anec.sigmoid %v4 : tensor<1x32x112x112xf16>
  %v6 = anec.tanh %v5 : tensor<1x32x112x112xf16>
  %v7 = anec.abs %v6 : tensor<1x32x112x112xf16>
  %y = anec.add %v7, %x : tensor<1x32x112x112xf16>, tensor<1x32x112x112xf16> -> tensor<1x32x112x112xf16>
  func.return %y : tensor<1x32x112x112xf16>
}
