// RUN: anec-opt %s --split-input-file -p 'anec-fuse{target=h13}' --parsing-diagnostics | filecheck %s
// RUN: anec-opt %s --split-input-file -p 'anec-fuse{target=h99}' --parsing-diagnostics | filecheck %s --check-prefix=TARGET
// RUN: anec-opt %s --split-input-file -p 'anec-fuse' --parsing-diagnostics | filecheck %s --check-prefix=MISSING
// RUN: not anec-opt %s -p 'anec-fuse{target=h13}' 2>&1 | filecheck %s --check-prefix=EXIT

// TARGET: error: unknown target 'h99'; valid targets: h11, h12, m9, t0, h13,
// MISSING: error: no target: pass target=NAME or set the module attribute anec.target

// Placement knows the anec dialect only: an op it cannot place is an error at the op.
// CHECK: anec-fuse-invalid.mlir:13:3: error: 'arith.constant' op cannot be placed: not an anec op; the cost model knows the anec dialect only
// EXIT: anec-fuse-invalid.mlir:13:3: error: 'arith.constant' op cannot be placed
func.func @foreign(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant dense<1.000000e+00> : tensor<4xf32>
  %y = anec.add %x, %c : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  func.return %y : tensor<4xf32>
}
