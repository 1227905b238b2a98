// RUN: anec-opt %s --split-input-file --verify-diagnostics -p 'anec-legalize{target=h13}' | filecheck %s

// A reshape to an axis above H13's limits (16384; SPEC section 2) is
// legalized by splitting that axis in two factors within them (the largest
// divisor within them last), carried through the ops that follow until a
// reshape absorbs it.

// A group norm as torch exports it (reshape, instance norm, reshape back):
// 32768 = 2 x 16384; the layer norm's axes follow the split.
// CHECK-LABEL: func.func @group_norm
// CHECK-NEXT:    %g = anec.reshape %x : tensor<1x256x64x64xf16> -> tensor<1x32x2x16384xf16>
// CHECK-NEXT:    %n = anec.layer_norm %g {axes = array<i64: 2, 3>} : tensor<1x32x2x16384xf16>
// CHECK-NEXT:    %s = anec.scale_bias %n, %scale, %bias : tensor<1x32x2x16384xf16>, tensor<32xf16>
// CHECK-NEXT:    %y = anec.reshape %s : tensor<1x32x2x16384xf16> -> tensor<1x256x64x64xf16>
func.func @group_norm(%x: tensor<1x256x64x64xf16>, %scale: tensor<32xf16>, %bias: tensor<32xf16>) -> tensor<1x256x64x64xf16> {
  %g = anec.reshape %x : tensor<1x256x64x64xf16> -> tensor<1x32x32768xf16>
  %n = anec.layer_norm %g {axes = array<i64: 2>} : tensor<1x32x32768xf16>
  %s = anec.scale_bias %n, %scale, %bias : tensor<1x32x32768xf16>, tensor<32xf16>
  %y = anec.reshape %s : tensor<1x32x32768xf16> -> tensor<1x256x64x64xf16>
  func.return %y : tensor<1x256x64x64xf16>
}

// -----

// The same norm decomposed (mean, centre, variance): a reduction keeping its
// axis leaves two unit axes; the broadcast epsilon reaches no split axis.
// CHECK-LABEL: func.func @decomposed
// CHECK-NEXT:    %eps = anec.constant
// CHECK-NEXT:    %g = anec.reshape %x : tensor<1x256x64x64xf16> -> tensor<1x32x2x16384xf16>
// CHECK-NEXT:    %m = anec.reduce_mean %g {axes = array<i64: 2, 3>} : tensor<1x32x2x16384xf16> -> tensor<1x32x1x1xf16>
// CHECK-NEXT:    %c = anec.sub %g, %m : tensor<1x32x2x16384xf16>, tensor<1x32x1x1xf16> -> tensor<1x32x2x16384xf16>
// CHECK-NEXT:    %q = anec.mul %c, %c : tensor<1x32x2x16384xf16>, tensor<1x32x2x16384xf16> -> tensor<1x32x2x16384xf16>
// CHECK-NEXT:    %v = anec.reduce_mean %q {axes = array<i64: 2, 3>} : tensor<1x32x2x16384xf16> -> tensor<1x32x1x1xf16>
// CHECK-NEXT:    %e = anec.add %v, %eps : tensor<1x32x1x1xf16>, tensor<1xf16> -> tensor<1x32x1x1xf16>
// CHECK-NEXT:    %r = anec.rsqrt %e : tensor<1x32x1x1xf16>
// CHECK-NEXT:    %n = anec.mul %c, %r : tensor<1x32x2x16384xf16>, tensor<1x32x1x1xf16> -> tensor<1x32x2x16384xf16>
// CHECK-NEXT:    %y = anec.reshape %n : tensor<1x32x2x16384xf16> -> tensor<1x256x64x64xf16>
func.func @decomposed(%x: tensor<1x256x64x64xf16>) -> tensor<1x256x64x64xf16> {
  %eps = anec.constant dense<1.0e-05> : tensor<1xf16>
  %g = anec.reshape %x : tensor<1x256x64x64xf16> -> tensor<1x32x32768xf16>
  %m = anec.reduce_mean %g {axes = array<i64: 2>} : tensor<1x32x32768xf16> -> tensor<1x32x1xf16>
  %c = anec.sub %g, %m : tensor<1x32x32768xf16>, tensor<1x32x1xf16> -> tensor<1x32x32768xf16>
  %q = anec.mul %c, %c : tensor<1x32x32768xf16>, tensor<1x32x32768xf16> -> tensor<1x32x32768xf16>
  %v = anec.reduce_mean %q {axes = array<i64: 2>} : tensor<1x32x32768xf16> -> tensor<1x32x1xf16>
  %e = anec.add %v, %eps : tensor<1x32x1xf16>, tensor<1xf16> -> tensor<1x32x1xf16>
  %r = anec.rsqrt %e : tensor<1x32x1xf16>
  %n = anec.mul %c, %r : tensor<1x32x32768xf16>, tensor<1x32x1xf16> -> tensor<1x32x32768xf16>
  %y = anec.reshape %n : tensor<1x32x32768xf16> -> tensor<1x256x64x64xf16>
  func.return %y : tensor<1x256x64x64xf16>
}

// -----

// A reader that mixes the axis with another (a transpose) cannot take the
// split shape: nothing changes and the limit is reported.
func.func @f(%x: tensor<1x256x64x64xf16>) -> tensor<1x32768x32xf16> {
  // expected-error @+1 {{'anec.reshape' op result 0 tensor<1x32x32768xf16> has extent 32768 on axis 2 (an axis without layout), above the maximum channel dimension 16384 of target h13 (SPEC section 2)}}
  %g = anec.reshape %x : tensor<1x256x64x64xf16> -> tensor<1x32x32768xf16>
  %t = anec.transpose %g {permutation = array<i64: 0, 2, 1>} : tensor<1x32x32768xf16> -> tensor<1x32768x32xf16>
  func.return %t : tensor<1x32768x32xf16>
}

// -----

// 16411 x 2 (16411 is prime) from the batch axis, which has no bound: no
// two factors within 16384.
func.func @f(%x: tensor<32822x1x1x1xf16>) -> tensor<32822x1x1x1xf16> {
  // expected-error @+1 {{'anec.reshape' op result 0 tensor<1x1x32822xf16> has extent 32822 on axis 2 (an axis without layout), above the maximum channel dimension 16384 of target h13 (SPEC section 2)}}
  %g = anec.reshape %x : tensor<32822x1x1x1xf16> -> tensor<1x1x32822xf16>
  %n = anec.tanh %g : tensor<1x1x32822xf16>
  %y = anec.reshape %n : tensor<1x1x32822xf16> -> tensor<32822x1x1x1xf16>
  func.return %y : tensor<32822x1x1x1xf16>
}
