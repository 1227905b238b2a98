// RUN: anec-opt %s -p anec-frontend-cleanup | filecheck %s
// RUN: anec-opt %s -p anec-frontend-cleanup | anec-opt -p anec-frontend-cleanup | filecheck %s

// The exact Gelu as torch-mlir spreads it (x / sqrt(2), erf, 1 + ., x * ., * 0.5,
// f16 constants) is one anec.gelu; its constants go with it.
// CHECK-LABEL: func.func @gelu_div
// CHECK-NEXT:    %y = anec.gelu %x : tensor<1x4xf16>
// CHECK-NEXT:    func.return %y : tensor<1x4xf16>
func.func @gelu_div(%x: tensor<1x4xf16>) -> tensor<1x4xf16> {
  %c = anec.constant dense<1.414> : tensor<1xf16>
  %d = anec.div %x, %c : tensor<1x4xf16>, tensor<1xf16> -> tensor<1x4xf16>
  %e = anec.erf %d : tensor<1x4xf16>
  %one = anec.constant dense<1.0> : tensor<1xf16>
  %a = anec.add %one, %e : tensor<1xf16>, tensor<1x4xf16> -> tensor<1x4xf16>
  %m = anec.mul %x, %a : tensor<1x4xf16>, tensor<1x4xf16> -> tensor<1x4xf16>
  %h = anec.constant dense<0.5> : tensor<1xf16>
  %y = anec.mul %m, %h : tensor<1x4xf16>, tensor<1xf16> -> tensor<1x4xf16>
  func.return %y : tensor<1x4xf16>
}

// The exporters' association: (x * 0.5) * (1 + erf(x * 0.70710678)).
// CHECK-LABEL: func.func @gelu_scaled
// CHECK-NEXT:    %y = anec.gelu %x : tensor<2x3xf32>
// CHECK-NEXT:    func.return %y : tensor<2x3xf32>
func.func @gelu_scaled(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = anec.constant dense<0.70710678> : tensor<1xf32>
  %d = anec.mul %r, %x : tensor<1xf32>, tensor<2x3xf32> -> tensor<2x3xf32>
  %e = anec.erf %d : tensor<2x3xf32>
  %one = anec.constant dense<1.0> : tensor<1xf32>
  %a = anec.add %e, %one : tensor<2x3xf32>, tensor<1xf32> -> tensor<2x3xf32>
  %h = anec.constant dense<0.5> : tensor<1xf32>
  %half = anec.mul %x, %h : tensor<2x3xf32>, tensor<1xf32> -> tensor<2x3xf32>
  %y = anec.mul %half, %a : tensor<2x3xf32>, tensor<2x3xf32> -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// An intermediate with another user, or a wrong constant, is no Gelu: nothing changes.
// CHECK-LABEL: func.func @not_gelu
// CHECK:         anec.erf
// CHECK:         anec.erf
// CHECK-NOT:     anec.gelu
// CHECK:         func.return
func.func @not_gelu(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %c = anec.constant dense<1.41421354> : tensor<1xf32>
  %one = anec.constant dense<1.0> : tensor<1xf32>
  %h = anec.constant dense<0.5> : tensor<1xf32>
  %q = anec.constant dense<0.25> : tensor<1xf32>
  %d = anec.div %x, %c : tensor<4xf32>, tensor<1xf32> -> tensor<4xf32>
  %e = anec.erf %d : tensor<4xf32>
  %a = anec.add %e, %one : tensor<4xf32>, tensor<1xf32> -> tensor<4xf32>
  %m = anec.mul %x, %a : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %y = anec.mul %m, %h : tensor<4xf32>, tensor<1xf32> -> tensor<4xf32>
  %d2 = anec.div %x, %c : tensor<4xf32>, tensor<1xf32> -> tensor<4xf32>
  %e2 = anec.erf %d2 : tensor<4xf32>
  %a2 = anec.add %e2, %one : tensor<4xf32>, tensor<1xf32> -> tensor<4xf32>
  %m2 = anec.mul %x, %a2 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %y2 = anec.mul %m2, %q : tensor<4xf32>, tensor<1xf32> -> tensor<4xf32>
  func.return %y, %a, %y2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// Chained reshapes collapse; a per-channel add after a bias-free convolution
// becomes its bias (the [1, C, 1, 1] constant rebuilt as [C]).
// CHECK-LABEL: func.func @reshapes_and_bias
// CHECK-NEXT:    %r = anec.reshape %x : tensor<1x2x4x4xf32> -> tensor<32xf32>
// CHECK-NEXT:    %w = anec.constant
// CHECK-NEXT:    %y = anec.constant dense<[5.000000e-01, -1.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:    %y_1 = anec.convolution %x, %w bias(%y : tensor<2xf32>) : tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32> -> tensor<1x2x4x4xf32>
// CHECK-NEXT:    func.return %r, %y_1
func.func @reshapes_and_bias(%x: tensor<1x2x4x4xf32>) -> (tensor<32xf32>, tensor<1x2x4x4xf32>) {
  %p = anec.reshape %x : tensor<1x2x4x4xf32> -> tensor<2x16xf32>
  %r = anec.reshape %p : tensor<2x16xf32> -> tensor<32xf32>
  %w = anec.constant dense<[[[[1.0]], [[2.0]]], [[[3.0]], [[4.0]]]]> : tensor<2x2x1x1xf32>
  %b = anec.constant dense<[[[[0.5]], [[-1.0]]]]> : tensor<1x2x1x1xf32>
  %c = anec.convolution %x, %w : tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32> -> tensor<1x2x4x4xf32>
  %y = anec.add %c, %b : tensor<1x2x4x4xf32>, tensor<1x2x1x1xf32> -> tensor<1x2x4x4xf32>
  func.return %r, %y : tensor<32xf32>, tensor<1x2x4x4xf32>
}
