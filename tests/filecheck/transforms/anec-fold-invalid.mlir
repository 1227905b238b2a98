// RUN: anec-opt %s -p 'anec-fold{into=bias}' --verify-diagnostics
// RUN: not anec-opt %s -p 'anec-fold{into=bias}' 2>&1 | filecheck %s --check-prefix=EXIT
// expected-error @unknown {{unknown fold target 'bias'; expected one of weights, post_scale}}

// EXIT: anec-opt: error: unknown fold target 'bias'

func.func @f(%x: tensor<1x8x4x4xf16>) -> tensor<1x8x4x4xf16> {
  %y = anec.relu %x : tensor<1x8x4x4xf16>
  func.return %y : tensor<1x8x4x4xf16>
}
