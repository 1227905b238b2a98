// RUN: ANEC_ROUNDTRIP
// RUN: ANEC_GENERIC_ROUNDTRIP
// RUN: anec-opt %s --split-input-file --print-op-generic | filecheck %s --check-prefix=CHECK-GENERIC

func.func @convolution(%x: tensor<1x3x224x224xf16>, %w: tensor<64x3x7x7xf16>, %b: tensor<64xf16>) -> tensor<1x64x112x112xf16> {
  %y = anec.convolution %x, %w bias(%b : tensor<64xf16>) {strides = array<i64: 2, 2>, padding_style = #anec.padding_style<same>, fused_activation = #anec.activation<relu>} : tensor<1x3x224x224xf16>, tensor<64x3x7x7xf16> -> tensor<1x64x112x112xf16>
  func.return %y : tensor<1x64x112x112xf16>
}
// CHECK-LABEL: func.func @convolution
// CHECK-NEXT:    %y = anec.convolution %x, %w bias(%b : tensor<64xf16>) {strides = array<i64: 2, 2>, padding_style = #anec.padding_style<same>, fused_activation = #anec.activation<relu>} : tensor<1x3x224x224xf16>, tensor<64x3x7x7xf16> -> tensor<1x64x112x112xf16>
// CHECK-GENERIC: "anec.convolution"(%x, %w, %b) <{strides = array<i64: 2, 2>, padding_style = #anec.padding_style<same>, fused_activation = #anec.activation<relu>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, groups = 1 : i64, weight_format = #anec.weight_format<dense>}> : (tensor<1x3x224x224xf16>, tensor<64x3x7x7xf16>, tensor<64xf16>) -> tensor<1x64x112x112xf16>

// -----

func.func @convolution_full(%x: tensor<1x32x30x30xf32>, %w: tensor<64x8x3x3xi8>, %s: tensor<64xf32>) -> tensor<1x64x28x15xf32> {
  %y = anec.convolution %x, %w post_scale(%s : tensor<64xf32>) {groups = 4 : i64, strides = array<i64: 1, 2>, dilation_rates = array<i64: 2, 1>, explicit_padding = array<i64: 1, 1, 0, 1>, kernel_sizes = array<i64: 3, 3>, weights_layout = #anec.weights_layout<oihw>, weight_format = #anec.weight_format<int8>, fused_activation = #anec.activation<clamp, min = 0.0, max = 6.0>} : tensor<1x32x30x30xf32>, tensor<64x8x3x3xi8> -> tensor<1x64x28x15xf32>
  func.return %y : tensor<1x64x28x15xf32>
}
// CHECK-LABEL: func.func @convolution_full
// CHECK-NEXT:    %y = anec.convolution %x, %w post_scale(%s : tensor<64xf32>) {groups = 4 : i64, strides = array<i64: 1, 2>, dilation_rates = array<i64: 2, 1>, explicit_padding = array<i64: 1, 1, 0, 1>, kernel_sizes = array<i64: 3, 3>, weights_layout = #anec.weights_layout<oihw>, weight_format = #anec.weight_format<int8>, fused_activation = #anec.activation<clamp, min = 0.000000e+00, max = 6.000000e+00>} : tensor<1x32x30x30xf32>, tensor<64x8x3x3xi8> -> tensor<1x64x28x15xf32>
// CHECK-GENERIC: "anec.convolution"(%x, %w, %s) <{{.*}}operandSegmentSizes = array<i32: 1, 1, 0, 1>{{.*}}}>

// -----

func.func @convolution_3d(%x: tensor<1x4x8x16x16xf16>, %w: tensor<8x3x4x3x3xf16>, %b: tensor<8xf16>, %s: tensor<8xf16>) -> tensor<1x8x6x14x14xf16> {
  %y = anec.convolution %x, %w bias(%b : tensor<8xf16>) post_scale(%s : tensor<8xf16>) {weights_layout = #anec.weights_layout<odihw>, weight_format = #anec.weight_format<sparse, zero_fraction = 0.75>} : tensor<1x4x8x16x16xf16>, tensor<8x3x4x3x3xf16> -> tensor<1x8x6x14x14xf16>
  func.return %y : tensor<1x8x6x14x14xf16>
}
// CHECK-LABEL: func.func @convolution_3d
// CHECK-NEXT:    %y = anec.convolution %x, %w bias(%b : tensor<8xf16>) post_scale(%s : tensor<8xf16>) {weights_layout = #anec.weights_layout<odihw>, weight_format = #anec.weight_format<sparse, zero_fraction = 7.500000e-01>} : tensor<1x4x8x16x16xf16>, tensor<8x3x4x3x3xf16> -> tensor<1x8x6x14x14xf16>

// -----

func.func @depthwise_palettized(%x: tensor<1x32x14x14xf16>, %w: tensor<32x1x3x3xf16>) -> tensor<1x32x14x14xf16> {
  %y = anec.convolution %x, %w {groups = 32 : i64, padding_style = #anec.padding_style<same>, weight_format = #anec.weight_format<palettized, bits = 4>, fused_activation = #anec.activation<leaky_relu, alpha = 0.125>} : tensor<1x32x14x14xf16>, tensor<32x1x3x3xf16> -> tensor<1x32x14x14xf16>
  func.return %y : tensor<1x32x14x14xf16>
}
// CHECK-LABEL: func.func @depthwise_palettized
// CHECK-NEXT:    %y = anec.convolution %x, %w {groups = 32 : i64, padding_style = #anec.padding_style<same>, weight_format = #anec.weight_format<palettized, bits = 4>, fused_activation = #anec.activation<leaky_relu, alpha = 1.250000e-01>} : tensor<1x32x14x14xf16>, tensor<32x1x3x3xf16> -> tensor<1x32x14x14xf16>

// -----

// Core ML iOS 18's per-grouped-channel palettes: 8 palettes of 16 entries, one per 8 output channels.
func.func @grouped_palettes(%x: tensor<1x32x14x14xf16>, %w: tensor<64x32x3x3xf16>) -> tensor<1x64x12x12xf16> {
  %y = anec.convolution %x, %w {weight_format = #anec.weight_format<palettized, bits = 4, palettes = 8>} : tensor<1x32x14x14xf16>, tensor<64x32x3x3xf16> -> tensor<1x64x12x12xf16>
  func.return %y : tensor<1x64x12x12xf16>
}
// CHECK-LABEL: func.func @grouped_palettes
// CHECK-NEXT:    %y = anec.convolution %x, %w {weight_format = #anec.weight_format<palettized, bits = 4, palettes = 8>} : tensor<1x32x14x14xf16>, tensor<64x32x3x3xf16> -> tensor<1x64x12x12xf16>
// CHECK-GENERIC: weight_format = #anec.weight_format<palettized, bits = 4, palettes = 8>

// -----

// One palette is the default and is not printed.
func.func @one_palette(%x: tensor<1x32x14x14xf16>, %w: tensor<64x32x3x3xf16>) -> tensor<1x64x12x12xf16> {
  %y = anec.convolution %x, %w {weight_format = #anec.weight_format<palettized, bits = 2, palettes = 1>} : tensor<1x32x14x14xf16>, tensor<64x32x3x3xf16> -> tensor<1x64x12x12xf16>
  func.return %y : tensor<1x64x12x12xf16>
}
// CHECK-LABEL: func.func @one_palette
// CHECK-NEXT:    %y = anec.convolution %x, %w {weight_format = #anec.weight_format<palettized, bits = 2>} : tensor<1x32x14x14xf16>, tensor<64x32x3x3xf16> -> tensor<1x64x12x12xf16>

// -----

// An int4 weight with one scale per 32 elements (ONNX's blocked DequantizeLinear), held dequantized.
func.func @blocked(%x: tensor<1x64x8x8xf16>, %w: tensor<16x64x1x1xf16>) -> tensor<1x16x8x8xf16> {
  %y = anec.convolution %x, %w {weight_format = #anec.weight_format<blocked, bits = 4, block_size = 32>} : tensor<1x64x8x8xf16>, tensor<16x64x1x1xf16> -> tensor<1x16x8x8xf16>
  func.return %y : tensor<1x16x8x8xf16>
}
// CHECK-LABEL: func.func @blocked
// CHECK-NEXT:    %y = anec.convolution %x, %w {weight_format = #anec.weight_format<blocked, bits = 4, block_size = 32>} : tensor<1x64x8x8xf16>, tensor<16x64x1x1xf16> -> tensor<1x16x8x8xf16>
// CHECK-GENERIC: weight_format = #anec.weight_format<blocked, bits = 4, block_size = 32>

// -----

func.func @deconvolution(%x: tensor<1x64x14x14xf16>, %w: tensor<32x64x2x2xf16>, %w3: tensor<16x32x3x3xf16>, %b: tensor<16xf16>) -> tensor<1x16x56x56xf16> {
  %y = anec.deconvolution %x, %w {strides = array<i64: 2, 2>} : tensor<1x64x14x14xf16>, tensor<32x64x2x2xf16> -> tensor<1x32x28x28xf16>
  %z = anec.deconvolution %y, %w3 bias(%b : tensor<16xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>, output_padding = array<i64: 1, 1>} : tensor<1x32x28x28xf16>, tensor<16x32x3x3xf16> -> tensor<1x16x56x56xf16>
  func.return %z : tensor<1x16x56x56xf16>
}
// CHECK-LABEL: func.func @deconvolution
// CHECK-NEXT:    %y = anec.deconvolution %x, %w {strides = array<i64: 2, 2>} : tensor<1x64x14x14xf16>, tensor<32x64x2x2xf16> -> tensor<1x32x28x28xf16>
// CHECK-NEXT:    %z = anec.deconvolution %y, %w3 bias(%b : tensor<16xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>, output_padding = array<i64: 1, 1>} : tensor<1x32x28x28xf16>, tensor<16x32x3x3xf16> -> tensor<1x16x56x56xf16>
// CHECK-GENERIC: "anec.deconvolution"(%x, %w) <{strides = array<i64: 2, 2>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, groups = 1 : i64, weight_format = #anec.weight_format<dense>}> : (tensor<1x64x14x14xf16>, tensor<32x64x2x2xf16>) -> tensor<1x32x28x28xf16>

// -----

func.func @matmul(%a: tensor<1x128x64xf16>, %b: tensor<1x256x64xf16>, %c: tensor<4x1x64x32xf16>, %d: tensor<8x64xf16>, %e: tensor<2x1x1x8x16xf16>, %q: tensor<64x8xi8>) -> tensor<1x128x256xf16> {
  %y = anec.matmul %a, %b transpose_rhs true : tensor<1x128x64xf16>, tensor<1x256x64xf16> -> tensor<1x128x256xf16>
  %z = anec.matmul %d, %c : tensor<8x64xf16>, tensor<4x1x64x32xf16> -> tensor<4x1x8x32xf16>
  %t = anec.matmul %e, %d transpose_lhs true : tensor<2x1x1x8x16xf16>, tensor<8x64xf16> -> tensor<2x1x1x16x64xf16>
  %u = anec.matmul %d, %q {weight_format = #anec.weight_format<int8>} : tensor<8x64xf16>, tensor<64x8xi8> -> tensor<8x8xf16>
  func.return %y : tensor<1x128x256xf16>
}
// CHECK-LABEL: func.func @matmul
// CHECK-NEXT:    %y = anec.matmul %a, %b transpose_rhs true : tensor<1x128x64xf16>, tensor<1x256x64xf16> -> tensor<1x128x256xf16>
// CHECK-NEXT:    %z = anec.matmul %d, %c : tensor<8x64xf16>, tensor<4x1x64x32xf16> -> tensor<4x1x8x32xf16>
// CHECK-NEXT:    %t = anec.matmul %e, %d transpose_lhs true : tensor<2x1x1x8x16xf16>, tensor<8x64xf16> -> tensor<2x1x1x16x64xf16>
// CHECK-NEXT:    %u = anec.matmul %d, %q {weight_format = #anec.weight_format<int8>} : tensor<8x64xf16>, tensor<64x8xi8> -> tensor<8x8xf16>
// CHECK-GENERIC: "anec.matmul"(%a, %b) <{transpose_rhs = true, transpose_lhs = false, weight_format = #anec.weight_format<dense>}> : (tensor<1x128x64xf16>, tensor<1x256x64xf16>) -> tensor<1x128x256xf16>
