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

// -----

// Attention's head split (swin_t's, 1.8 MB): the working-set rule cuts the
// run at every slice, and each head's reshape is a part of views only, which
// forms no program. A merge takes the views between the programs it merges,
// so the merged program is one run of consecutive ops: a reshape left
// outside between its members would read a slice the program defines after
// it. The views after the last program stay outside.

// CHECK-LABEL: func.func @heads
// CHECK-NEXT:    %q, %k, %s2 = anec.program "p0" (%x_1 = %x : tensor<64x49x3x3x32xf16>)
// CHECK-NEXT:      %t = anec.transpose %x_1
// CHECK-NEXT:      %s0 = anec.slice %t
// CHECK-NEXT:      %q_1 = anec.reshape %s0
// CHECK-NEXT:      %s1 = anec.slice %t
// CHECK-NEXT:      %k_1 = anec.reshape %s1
// CHECK-NEXT:      %s2_1 = anec.slice %t
// CHECK-NEXT:      anec.yield %q_1, %k_1, %s2_1
// CHECK-NEXT:    }
// CHECK-NEXT:    %v = anec.reshape %s2
// UNSCORED-LABEL: func.func @heads
// UNSCORED:         %s0 = anec.program "p1"
// UNSCORED-NEXT:      %s0_1 = anec.slice
// UNSCORED:         %q = anec.reshape %s0
// UNSCORED-NEXT:    %s1 = anec.program "p2"
func.func @heads(%x: tensor<64x49x3x3x32xf16>) -> (tensor<64x3x49x32xf16>, tensor<64x3x49x32xf16>, tensor<64x3x49x32xf16>) {
  %t = anec.transpose %x {permutation = array<i64: 2, 0, 3, 1, 4>} : tensor<64x49x3x3x32xf16> -> tensor<3x64x3x49x32xf16>
  %s0 = anec.slice %t {offsets = array<i64: 0, 0, 0, 0, 0>} : tensor<3x64x3x49x32xf16> -> tensor<1x64x3x49x32xf16>
  %q = anec.reshape %s0 : tensor<1x64x3x49x32xf16> -> tensor<64x3x49x32xf16>
  %s1 = anec.slice %t {offsets = array<i64: 1, 0, 0, 0, 0>} : tensor<3x64x3x49x32xf16> -> tensor<1x64x3x49x32xf16>
  %k = anec.reshape %s1 : tensor<1x64x3x49x32xf16> -> tensor<64x3x49x32xf16>
  %s2 = anec.slice %t {offsets = array<i64: 2, 0, 0, 0, 0>} : tensor<3x64x3x49x32xf16> -> tensor<1x64x3x49x32xf16>
  %v = anec.reshape %s2 : tensor<1x64x3x49x32xf16> -> tensor<64x3x49x32xf16>
  func.return %q, %k, %v : tensor<64x3x49x32xf16>, tensor<64x3x49x32xf16>, tensor<64x3x49x32xf16>
}
