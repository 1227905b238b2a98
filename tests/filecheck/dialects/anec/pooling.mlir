// RUN: ANEC_ROUNDTRIP
// RUN: ANEC_GENERIC_ROUNDTRIP
// RUN: anec-opt %s --split-input-file --print-op-generic | filecheck %s --check-prefix=CHECK-GENERIC

func.func @max_pool(%x: tensor<1x64x112x112xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.max_pool %x {kernel_sizes = array<i64: 3, 3>, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x64x112x112xf16> -> tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @max_pool
// CHECK-NEXT:    %y = anec.max_pool %x {kernel_sizes = array<i64: 3, 3>, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x64x112x112xf16> -> tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.max_pool"(%x) <{kernel_sizes = array<i64: 3, 3>, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>}> : (tensor<1x64x112x112xf16>) -> tensor<1x64x56x56xf16>

// -----

// No padding, unit strides; dilation 2 makes a 2x2 kernel span 3x3.
func.func @max_pool_dilated(%x: tensor<2x3x7x9xf32>) -> tensor<2x3x5x7xf32> {
  %y = anec.max_pool %x {kernel_sizes = array<i64: 2, 2>, dilation_rates = array<i64: 2, 2>} : tensor<2x3x7x9xf32> -> tensor<2x3x5x7xf32>
  func.return %y : tensor<2x3x5x7xf32>
}
// CHECK-LABEL: func.func @max_pool_dilated
// CHECK-NEXT:    %y = anec.max_pool %x {kernel_sizes = array<i64: 2, 2>, dilation_rates = array<i64: 2, 2>} : tensor<2x3x7x9xf32> -> tensor<2x3x5x7xf32>
// CHECK-GENERIC: "anec.max_pool"(%x) <{kernel_sizes = array<i64: 2, 2>, dilation_rates = array<i64: 2, 2>}> : (tensor<2x3x7x9xf32>) -> tensor<2x3x5x7xf32>

// -----

func.func @avg_pool(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.avg_pool %x {kernel_sizes = array<i64: 3, 3>, padding_style = #anec.padding_style<same>, count_include_pad = true} : tensor<1x64x56x56xf16> -> tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @avg_pool
// CHECK-NEXT:    %y = anec.avg_pool %x {kernel_sizes = array<i64: 3, 3>, padding_style = #anec.padding_style<same>, count_include_pad = true} : tensor<1x64x56x56xf16> -> tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.avg_pool"(%x) <{kernel_sizes = array<i64: 3, 3>, padding_style = #anec.padding_style<same>, count_include_pad = true}> : (tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

// count_include_pad = false is the default; same padding with stride 2 gives ceil(in / 2).
func.func @avg_pool_same_strided(%x: tensor<1x8x7x8xf16>) -> tensor<1x8x4x4xf16> {
  %y = anec.avg_pool %x {kernel_sizes = array<i64: 2, 3>, strides = array<i64: 2, 2>, padding_style = #anec.padding_style<same>, count_include_pad = false} : tensor<1x8x7x8xf16> -> tensor<1x8x4x4xf16>
  func.return %y : tensor<1x8x4x4xf16>
}
// CHECK-LABEL: func.func @avg_pool_same_strided
// CHECK-NEXT:    %y = anec.avg_pool %x {kernel_sizes = array<i64: 2, 3>, strides = array<i64: 2, 2>, padding_style = #anec.padding_style<same>} : tensor<1x8x7x8xf16> -> tensor<1x8x4x4xf16>
// CHECK-GENERIC: "anec.avg_pool"(%x) <{kernel_sizes = array<i64: 2, 3>, strides = array<i64: 2, 2>, padding_style = #anec.padding_style<same>, count_include_pad = false}> : (tensor<1x8x7x8xf16>) -> tensor<1x8x4x4xf16>

// -----

func.func @avg_pool_valid(%x: tensor<1x4x6x6xf16>) -> tensor<1x4x2x3xf16> {
  %y = anec.avg_pool %x {kernel_sizes = array<i64: 3, 2>, strides = array<i64: 3, 2>, padding_style = #anec.padding_style<valid>} : tensor<1x4x6x6xf16> -> tensor<1x4x2x3xf16>
  func.return %y : tensor<1x4x2x3xf16>
}
// CHECK-LABEL: func.func @avg_pool_valid
// CHECK-NEXT:    %y = anec.avg_pool %x {kernel_sizes = array<i64: 3, 2>, strides = array<i64: 3, 2>, padding_style = #anec.padding_style<valid>} : tensor<1x4x6x6xf16> -> tensor<1x4x2x3xf16>
// CHECK-GENERIC: "anec.avg_pool"(%x) <{kernel_sizes = array<i64: 3, 2>, strides = array<i64: 3, 2>, padding_style = #anec.padding_style<valid>, count_include_pad = false}> : (tensor<1x4x6x6xf16>) -> tensor<1x4x2x3xf16>

// -----

func.func @global_avg_pool(%x: tensor<1x2048x7x7xf16>) -> tensor<1x2048x1x1xf16> {
  %y = anec.global_avg_pool %x : tensor<1x2048x7x7xf16> -> tensor<1x2048x1x1xf16>
  func.return %y : tensor<1x2048x1x1xf16>
}
// CHECK-LABEL: func.func @global_avg_pool
// CHECK-NEXT:    %y = anec.global_avg_pool %x : tensor<1x2048x7x7xf16> -> tensor<1x2048x1x1xf16>
// CHECK-GENERIC: "anec.global_avg_pool"(%x) : (tensor<1x2048x7x7xf16>) -> tensor<1x2048x1x1xf16>

// -----

func.func @global_max_pool(%x: tensor<1x2048x7x7xf16>) -> tensor<1x2048x1x1xf16> {
  %y = anec.global_max_pool %x : tensor<1x2048x7x7xf16> -> tensor<1x2048x1x1xf16>
  func.return %y : tensor<1x2048x1x1xf16>
}
// CHECK-LABEL: func.func @global_max_pool
// CHECK-NEXT:    %y = anec.global_max_pool %x : tensor<1x2048x7x7xf16> -> tensor<1x2048x1x1xf16>
// CHECK-GENERIC: "anec.global_max_pool"(%x) : (tensor<1x2048x7x7xf16>) -> tensor<1x2048x1x1xf16>

// -----

func.func @global_f32(%x: tensor<4x3x5x2xf32>) -> tensor<4x3x1x1xf32> {
  %y = anec.global_max_pool %x : tensor<4x3x5x2xf32> -> tensor<4x3x1x1xf32>
  %z = anec.global_avg_pool %x : tensor<4x3x5x2xf32> -> tensor<4x3x1x1xf32>
  func.return %z : tensor<4x3x1x1xf32>
}
// CHECK-LABEL: func.func @global_f32
// CHECK-NEXT:    %y = anec.global_max_pool %x : tensor<4x3x5x2xf32> -> tensor<4x3x1x1xf32>
// CHECK-NEXT:    %z = anec.global_avg_pool %x : tensor<4x3x5x2xf32> -> tensor<4x3x1x1xf32>
// CHECK-GENERIC: "anec.global_max_pool"(%x) : (tensor<4x3x5x2xf32>) -> tensor<4x3x1x1xf32>
// CHECK-GENERIC: "anec.global_avg_pool"(%x) : (tensor<4x3x5x2xf32>) -> tensor<4x3x1x1xf32>
