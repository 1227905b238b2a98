// RUN: anec-opt %s --split-input-file -p 'anec-winograd{target=h13}' --parsing-diagnostics | filecheck %s
// RUN: anec-opt %s --split-input-file -p 'anec-winograd{target=h13 force=f3x3}' --parsing-diagnostics | filecheck %s --check-prefix=FORCE
// RUN: anec-opt %s --split-input-file -p 'anec-winograd' --parsing-diagnostics | filecheck %s --check-prefix=MISSING
// RUN: not anec-opt %s --split-input-file -p 'anec-winograd{target=h13}' 2>&1 | filecheck %s --check-prefix=EXIT

// FORCE: error: anec-winograd: unknown Winograd form 'f3x3'; expected one of f2x2, f4x4
// MISSING: error: no target: pass target=NAME or set the module attribute anec.target

// A recorded value that names no tile form (the op verifier).
// CHECK: anec-winograd-invalid.mlir:13:3: error: 'anec.convolution' op anec.winograd = "f3x3" is not a Winograd form; expected #anec.winograd<f2x2> or #anec.winograd<f4x4>
// EXIT: anec-winograd-invalid.mlir:13:3: error: 'anec.convolution' op anec.winograd = "f3x3" is not a Winograd form
func.func @bad_form(%x: tensor<1x8x8x8xf32>, %w: tensor<8x8x3x3xf32>) -> tensor<1x8x6x6xf32> {
  %y = anec.convolution %x, %w {anec.winograd = "f3x3"} : tensor<1x8x8x8xf32>, tensor<8x8x3x3xf32> -> tensor<1x8x6x6xf32>
  func.return %y : tensor<1x8x6x6xf32>
}

// -----

// A recorded form on a convolution the attribute does not apply to (the op verifier).
// CHECK: error: 'anec.convolution' op anec.winograd needs unit stride, got stride 2x2 (SPEC section 5)
func.func @strided(%x: tensor<1x8x8x8xf32>, %w: tensor<8x8x3x3xf32>) -> tensor<1x8x3x3xf32> {
  %y = anec.convolution %x, %w {anec.winograd = #anec.winograd<f2x2>, strides = array<i64: 2, 2>} : tensor<1x8x8x8xf32>, tensor<8x8x3x3xf32> -> tensor<1x8x3x3xf32>
  func.return %y : tensor<1x8x3x3xf32>
}

// -----

// A channel-groups record for the target that the formulas do not allow.
// CHECK: error: 'anec.convolution' op anec.channel_groups is inconsistent with target h13: ocg 2 is not a power of two up to 1
func.func @bad_groups(%x: tensor<1x8x8x8xf32>, %w: tensor<8x8x3x3xf32>) -> tensor<1x8x6x6xf32> {
  %y = anec.convolution %x, %w {anec.channel_groups = #anec.channel_groups<target = "h13", ocg = 2, passes = 1, active_cores = 4>} : tensor<1x8x8x8xf32>, tensor<8x8x3x3xf32> -> tensor<1x8x6x6xf32>
  func.return %y : tensor<1x8x6x6xf32>
}

// -----

// A recorded form on a convolution that fails the target's gate (the pass).
// CHECK: error: 'anec.convolution' op carries anec.winograd but is not eligible: unicast: every input channel feeds one output channel
func.func @unicast(%x: tensor<1x8x8x8xf32>, %w: tensor<8x1x3x3xf32>) -> tensor<1x8x6x6xf32> {
  %y = anec.convolution %x, %w {anec.winograd = #anec.winograd<f2x2>, groups = 8 : i64} : tensor<1x8x8x8xf32>, tensor<8x1x3x3xf32> -> tensor<1x8x6x6xf32>
  func.return %y : tensor<1x8x6x6xf32>
}
