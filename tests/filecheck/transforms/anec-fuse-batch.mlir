// RUN: anec-opt %s --split-input-file -p 'anec-fuse{target=h13 mode=refined}' | filecheck %s
// RUN: anec-opt %s --split-input-file -p 'anec-fuse{target=h13 mode=seed}' | filecheck %s --check-prefix=SEED
// RUN: anec-opt %s --split-input-file -p 'anec-fuse{target=h13}' | filecheck %s --check-prefix=SEED

// Batch tiles (cost.batch, docs/cost-model.md): a program whose ops keep
// the batch axis apart runs one batch tile after another, so under
// `mode=refined` its working set is one sample's live set. The seed (and
// the unscored pass) streams a whole program past the working set, so it
// cuts by the whole batch's live set.

// A residual over eight 800 KB layers at batch 4: three tensors (2.4 MB)
// are live at once, over H13's 2 MB; one sample's share is 600 KB.

// CHECK-LABEL: func.func @batched
// CHECK-NEXT:    %y = anec.program "p0"
// CHECK-NOT:     anec.program
// SEED-LABEL: func.func @batched
// SEED:         %v7 = anec.program "p0"
// SEED:         %y = anec.program "p1"
func.func @batched(%x: tensor<4x32x56x56xf16>) -> tensor<4x32x56x56xf16> {
  %v0 = anec.relu %x : tensor<4x32x56x56xf16>
  %v1 = anec.sigmoid %v0 : tensor<4x32x56x56xf16>
  %v2 = anec.tanh %v1 : tensor<4x32x56x56xf16>
  %v3 = anec.abs %v2 : tensor<4x32x56x56xf16>
  %v4 = anec.relu %v3 : tensor<4x32x56x56xf16>
  %v5 = anec.sigmoid %v4 : tensor<4x32x56x56xf16>
  %v6 = anec.tanh %v5 : tensor<4x32x56x56xf16>
  %v7 = anec.abs %v6 : tensor<4x32x56x56xf16>
  %y = anec.add %v7, %x : tensor<4x32x56x56xf16>, tensor<4x32x56x56xf16> -> tensor<4x32x56x56xf16>
  func.return %y : tensor<4x32x56x56xf16>
}

// -----

// A softmax over the batch axis mixes the samples: no batch tiles, and the
// refined mode cuts where the seed does.

// CHECK-LABEL: func.func @mixed
// CHECK:         %v7 = anec.program "p0"
// CHECK:         %y = anec.program "p1"
// SEED-LABEL: func.func @mixed
// SEED:         %v7 = anec.program "p0"
// SEED:         %y = anec.program "p1"
func.func @mixed(%x: tensor<4x32x56x56xf16>) -> tensor<4x32x56x56xf16> {
  %v0 = anec.softmax %x {axis = 0 : i64} : tensor<4x32x56x56xf16>
  %v1 = anec.sigmoid %v0 : tensor<4x32x56x56xf16>
  %v2 = anec.tanh %v1 : tensor<4x32x56x56xf16>
  %v3 = anec.abs %v2 : tensor<4x32x56x56xf16>
  %v4 = anec.relu %v3 : tensor<4x32x56x56xf16>
  %v5 = anec.sigmoid %v4 : tensor<4x32x56x56xf16>
  %v6 = anec.tanh %v5 : tensor<4x32x56x56xf16>
  %v7 = anec.abs %v6 : tensor<4x32x56x56xf16>
  %y = anec.add %v7, %x : tensor<4x32x56x56xf16>, tensor<4x32x56x56xf16> -> tensor<4x32x56x56xf16>
  func.return %y : tensor<4x32x56x56xf16>
}

// -----

// Matrix rows are not a batch (SPEC §2's 96-layer chain of rank-2
// products streamed): the same residual on rank-2 tensors is cut by its
// whole live set in both modes.

// CHECK-LABEL: func.func @rows
// CHECK:         %v7 = anec.program "p0"
// CHECK:         %y = anec.program "p1"
// SEED-LABEL: func.func @rows
// SEED:         %v7 = anec.program "p0"
// SEED:         %y = anec.program "p1"
func.func @rows(%x: tensor<12544x32xf16>) -> tensor<12544x32xf16> {
  %v0 = anec.relu %x : tensor<12544x32xf16>
  %v1 = anec.sigmoid %v0 : tensor<12544x32xf16>
  %v2 = anec.tanh %v1 : tensor<12544x32xf16>
  %v3 = anec.abs %v2 : tensor<12544x32xf16>
  %v4 = anec.relu %v3 : tensor<12544x32xf16>
  %v5 = anec.sigmoid %v4 : tensor<12544x32xf16>
  %v6 = anec.tanh %v5 : tensor<12544x32xf16>
  %v7 = anec.abs %v6 : tensor<12544x32xf16>
  %y = anec.add %v7, %x : tensor<12544x32xf16>, tensor<12544x32xf16> -> tensor<12544x32xf16>
  func.return %y : tensor<12544x32xf16>
}
