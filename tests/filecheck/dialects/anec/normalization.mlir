// RUN: ANEC_ROUNDTRIP
// RUN: ANEC_GENERIC_ROUNDTRIP
// RUN: anec-opt %s --split-input-file --print-op-generic | filecheck %s --check-prefix=CHECK-GENERIC

func.func @scale_bias(%x: tensor<1x64x56x56xf16>, %scale: tensor<64xf16>, %bias: tensor<64xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.scale_bias %x, %scale, %bias : tensor<1x64x56x56xf16>, tensor<64xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @scale_bias
// CHECK-NEXT:    %y = anec.scale_bias %x, %scale, %bias : tensor<1x64x56x56xf16>, tensor<64xf16>
// CHECK-GENERIC: "anec.scale_bias"(%x, %scale, %bias) : (tensor<1x64x56x56xf16>, tensor<64xf16>, tensor<64xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @scale_bias_rank2(%x: tensor<4x3xf32>, %v: tensor<3xf32>) -> tensor<4x3xf32> {
  %y = anec.scale_bias %x, %v, %v : tensor<4x3xf32>, tensor<3xf32>
  func.return %y : tensor<4x3xf32>
}
// CHECK-LABEL: func.func @scale_bias_rank2
// CHECK-NEXT:    %y = anec.scale_bias %x, %v, %v : tensor<4x3xf32>, tensor<3xf32>
// CHECK-GENERIC: "anec.scale_bias"(%x, %v, %v) : (tensor<4x3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<4x3xf32>

// -----

func.func @batch_norm(%x: tensor<1x64x56x56xf16>, %mean: tensor<64xf16>, %variance: tensor<64xf16>, %scale: tensor<64xf16>, %bias: tensor<64xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.batch_norm %x, %mean, %variance, %scale, %bias {epsilon = 1.000000e-03 : f32} : tensor<1x64x56x56xf16>, tensor<64xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @batch_norm
// CHECK-NEXT:    %y = anec.batch_norm %x, %mean, %variance, %scale, %bias {epsilon = 1.000000e-03 : f32} : tensor<1x64x56x56xf16>, tensor<64xf16>
// CHECK-GENERIC: "anec.batch_norm"(%x, %mean, %variance, %scale, %bias) <{epsilon = 1.000000e-03 : f32}> : (tensor<1x64x56x56xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>) -> tensor<1x64x56x56xf16>

// -----

// The default epsilon (1e-5) is left out of the custom form.
func.func @batch_norm_default(%x: tensor<2x8x5xf32>, %v: tensor<8xf32>) -> tensor<2x8x5xf32> {
  %y = anec.batch_norm %x, %v, %v, %v, %v {epsilon = 1.0e-5 : f32} : tensor<2x8x5xf32>, tensor<8xf32>
  func.return %y : tensor<2x8x5xf32>
}
// CHECK-LABEL: func.func @batch_norm_default
// CHECK-NEXT:    %y = anec.batch_norm %x, %v, %v, %v, %v : tensor<2x8x5xf32>, tensor<8xf32>
// CHECK-GENERIC: "anec.batch_norm"(%x, %v, %v, %v, %v) <{epsilon = 1.000000e-05 : f32}> : (tensor<2x8x5xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<2x8x5xf32>

// -----

func.func @layer_norm(%x: tensor<1x128x768xf16>, %g: tensor<768xf16>, %b: tensor<768xf16>) -> tensor<1x128x768xf16> {
  %y = anec.layer_norm %x scale(%g : tensor<768xf16>) bias(%b : tensor<768xf16>) {axes = array<i64: 2>} : tensor<1x128x768xf16>
  func.return %y : tensor<1x128x768xf16>
}
// CHECK-LABEL: func.func @layer_norm
// CHECK-NEXT:    %y = anec.layer_norm %x scale(%g : tensor<768xf16>) bias(%b : tensor<768xf16>) {axes = array<i64: 2>} : tensor<1x128x768xf16>
// CHECK-GENERIC: "anec.layer_norm"(%x, %g, %b) <{axes = array<i64: 2>, operandSegmentSizes = array<i32: 1, 1, 1>, epsilon = 1.000000e-05 : f32}> : (tensor<1x128x768xf16>, tensor<768xf16>, tensor<768xf16>) -> tensor<1x128x768xf16>

// -----

// No scale or bias, scale alone, bias alone; several axes; a non-default epsilon.
func.func @layer_norm_optional(%x: tensor<2x4x6x8xf32>, %g: tensor<4x8xf32>) -> tensor<2x4x6x8xf32> {
  %a = anec.layer_norm %x {axes = array<i64: 1, 2, 3>} : tensor<2x4x6x8xf32>
  %b = anec.layer_norm %a scale(%g : tensor<4x8xf32>) {axes = array<i64: 1, 3>, epsilon = 1.0e-6 : f32} : tensor<2x4x6x8xf32>
  %c = anec.layer_norm %b bias(%g : tensor<4x8xf32>) {axes = array<i64: 1, 3>} : tensor<2x4x6x8xf32>
  func.return %c : tensor<2x4x6x8xf32>
}
// CHECK-LABEL: func.func @layer_norm_optional
// CHECK-NEXT:    %a = anec.layer_norm %x {axes = array<i64: 1, 2, 3>} : tensor<2x4x6x8xf32>
// CHECK-NEXT:    %b = anec.layer_norm %a scale(%g : tensor<4x8xf32>) {axes = array<i64: 1, 3>, epsilon = 1.000000e-06 : f32} : tensor<2x4x6x8xf32>
// CHECK-NEXT:    %c = anec.layer_norm %b bias(%g : tensor<4x8xf32>) {axes = array<i64: 1, 3>} : tensor<2x4x6x8xf32>
// CHECK-GENERIC: "anec.layer_norm"(%x) <{axes = array<i64: 1, 2, 3>, operandSegmentSizes = array<i32: 1, 0, 0>, epsilon = 1.000000e-05 : f32}>
// CHECK-GENERIC: "anec.layer_norm"(%a, %g) <{axes = array<i64: 1, 3>, epsilon = 1.000000e-06 : f32, operandSegmentSizes = array<i32: 1, 1, 0>}>
// CHECK-GENERIC: "anec.layer_norm"(%b, %g) <{axes = array<i64: 1, 3>, operandSegmentSizes = array<i32: 1, 0, 1>, epsilon = 1.000000e-05 : f32}>

// -----

func.func @softmax(%x: tensor<1x12x128x128xf16>) -> tensor<1x12x128x128xf16> {
  %y = anec.softmax %x {axis = 3 : i64} : tensor<1x12x128x128xf16>
  func.return %y : tensor<1x12x128x128xf16>
}
// CHECK-LABEL: func.func @softmax
// CHECK-NEXT:    %y = anec.softmax %x {axis = 3 : i64} : tensor<1x12x128x128xf16>
// CHECK-GENERIC: "anec.softmax"(%x) <{axis = 3 : i64}> : (tensor<1x12x128x128xf16>) -> tensor<1x12x128x128xf16>

// -----

func.func @softmax_axis0(%x: tensor<10xf32>) -> tensor<10xf32> {
  %y = anec.softmax %x {axis = 0 : i64} : tensor<10xf32>
  func.return %y : tensor<10xf32>
}
// CHECK-LABEL: func.func @softmax_axis0
// CHECK-NEXT:    %y = anec.softmax %x {axis = 0 : i64} : tensor<10xf32>
// CHECK-GENERIC: "anec.softmax"(%x) <{axis = 0 : i64}> : (tensor<10xf32>) -> tensor<10xf32>
