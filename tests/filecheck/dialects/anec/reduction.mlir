// RUN: ANEC_ROUNDTRIP
// RUN: ANEC_GENERIC_ROUNDTRIP
// RUN: anec-opt %s --split-input-file --print-op-generic | filecheck %s --check-prefix=CHECK-GENERIC

func.func @reduce_sum(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x1x1xf16> {
  %y = anec.reduce_sum %x {axes = array<i64: 2, 3>} : tensor<1x64x56x56xf16> -> tensor<1x64x1x1xf16>
  func.return %y : tensor<1x64x1x1xf16>
}
// CHECK-LABEL: func.func @reduce_sum
// CHECK-NEXT:    %y = anec.reduce_sum %x {axes = array<i64: 2, 3>} : tensor<1x64x56x56xf16> -> tensor<1x64x1x1xf16>
// CHECK-GENERIC: "anec.reduce_sum"(%x) <{axes = array<i64: 2, 3>, keep_dims = true}> : (tensor<1x64x56x56xf16>) -> tensor<1x64x1x1xf16>

// -----

func.func @reduce_mean(%x: tensor<1x64x56x56xf16>) -> tensor<1x64xf16> {
  %y = anec.reduce_mean %x {axes = array<i64: 2, 3>, keep_dims = false} : tensor<1x64x56x56xf16> -> tensor<1x64xf16>
  func.return %y : tensor<1x64xf16>
}
// CHECK-LABEL: func.func @reduce_mean
// CHECK-NEXT:    %y = anec.reduce_mean %x {axes = array<i64: 2, 3>, keep_dims = false} : tensor<1x64x56x56xf16> -> tensor<1x64xf16>
// CHECK-GENERIC: "anec.reduce_mean"(%x) <{axes = array<i64: 2, 3>, keep_dims = false}> : (tensor<1x64x56x56xf16>) -> tensor<1x64xf16>

// -----

func.func @reduce_max(%x: tensor<1x64x56x56xf16>) -> tensor<1x1x56x56xf16> {
  %y = anec.reduce_max %x {axes = array<i64: 1>} : tensor<1x64x56x56xf16> -> tensor<1x1x56x56xf16>
  func.return %y : tensor<1x1x56x56xf16>
}
// CHECK-LABEL: func.func @reduce_max
// CHECK-NEXT:    %y = anec.reduce_max %x {axes = array<i64: 1>} : tensor<1x64x56x56xf16> -> tensor<1x1x56x56xf16>
// CHECK-GENERIC: "anec.reduce_max"(%x) <{axes = array<i64: 1>, keep_dims = true}> : (tensor<1x64x56x56xf16>) -> tensor<1x1x56x56xf16>

// -----

func.func @reduce_min(%x: tensor<1x64x56x56xf16>) -> tensor<1x1x56x56xf16> {
  %y = anec.reduce_min %x {axes = array<i64: 1>} : tensor<1x64x56x56xf16> -> tensor<1x1x56x56xf16>
  func.return %y : tensor<1x1x56x56xf16>
}
// CHECK-LABEL: func.func @reduce_min
// CHECK-NEXT:    %y = anec.reduce_min %x {axes = array<i64: 1>} : tensor<1x64x56x56xf16> -> tensor<1x1x56x56xf16>
// CHECK-GENERIC: "anec.reduce_min"(%x) <{axes = array<i64: 1>, keep_dims = true}> : (tensor<1x64x56x56xf16>) -> tensor<1x1x56x56xf16>

// -----

// Reducing every axis without keep_dims gives a rank-0 tensor; keep_dims = true is the default.
func.func @reduce_all(%x: tensor<3x4xf32>) -> tensor<f32> {
  %a = anec.reduce_min %x {axes = array<i64: 0, 1>, keep_dims = true} : tensor<3x4xf32> -> tensor<1x1xf32>
  %b = anec.reduce_sum %x {axes = array<i64: 0, 1>, keep_dims = false} : tensor<3x4xf32> -> tensor<f32>
  func.return %b : tensor<f32>
}
// CHECK-LABEL: func.func @reduce_all
// CHECK-NEXT:    %a = anec.reduce_min %x {axes = array<i64: 0, 1>} : tensor<3x4xf32> -> tensor<1x1xf32>
// CHECK-NEXT:    %b = anec.reduce_sum %x {axes = array<i64: 0, 1>, keep_dims = false} : tensor<3x4xf32> -> tensor<f32>
// CHECK-GENERIC: "anec.reduce_min"(%x) <{axes = array<i64: 0, 1>, keep_dims = true}> : (tensor<3x4xf32>) -> tensor<1x1xf32>
// CHECK-GENERIC: "anec.reduce_sum"(%x) <{axes = array<i64: 0, 1>, keep_dims = false}> : (tensor<3x4xf32>) -> tensor<f32>

// -----

func.func @argmax(%x: tensor<1x1000xf16>) -> tensor<1xi32> {
  %i = anec.argmax %x {axis = 1 : i64, keep_dims = false} : tensor<1x1000xf16> -> tensor<1xi32>
  func.return %i : tensor<1xi32>
}
// CHECK-LABEL: func.func @argmax
// CHECK-NEXT:    %i = anec.argmax %x {axis = 1 : i64, keep_dims = false} : tensor<1x1000xf16> -> tensor<1xi32>
// CHECK-GENERIC: "anec.argmax"(%x) <{axis = 1 : i64, keep_dims = false}> : (tensor<1x1000xf16>) -> tensor<1xi32>

// -----

func.func @argmin(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x1xi32> {
  %i = anec.argmin %x {axis = 3 : i64} : tensor<1x64x56x56xf16> -> tensor<1x64x56x1xi32>
  func.return %i : tensor<1x64x56x1xi32>
}
// CHECK-LABEL: func.func @argmin
// CHECK-NEXT:    %i = anec.argmin %x {axis = 3 : i64} : tensor<1x64x56x56xf16> -> tensor<1x64x56x1xi32>
// CHECK-GENERIC: "anec.argmin"(%x) <{axis = 3 : i64, keep_dims = true}> : (tensor<1x64x56x56xf16>) -> tensor<1x64x56x1xi32>

// -----

func.func @arg_rank1(%x: tensor<7xf32>) -> tensor<i32> {
  %a = anec.argmax %x {axis = 0 : i64} : tensor<7xf32> -> tensor<1xi32>
  %b = anec.argmin %x {axis = 0 : i64, keep_dims = false} : tensor<7xf32> -> tensor<i32>
  func.return %b : tensor<i32>
}
// CHECK-LABEL: func.func @arg_rank1
// CHECK-NEXT:    %a = anec.argmax %x {axis = 0 : i64} : tensor<7xf32> -> tensor<1xi32>
// CHECK-NEXT:    %b = anec.argmin %x {axis = 0 : i64, keep_dims = false} : tensor<7xf32> -> tensor<i32>
// CHECK-GENERIC: "anec.argmax"(%x) <{axis = 0 : i64, keep_dims = true}> : (tensor<7xf32>) -> tensor<1xi32>
// CHECK-GENERIC: "anec.argmin"(%x) <{axis = 0 : i64, keep_dims = false}> : (tensor<7xf32>) -> tensor<i32>

// -----

func.func @top_k(%x: tensor<1x1000xf16>) -> (tensor<1x5xf16>, tensor<1x5xi32>) {
  %v, %i = anec.top_k %x {axis = 1 : i64, k = 5 : i64} : tensor<1x1000xf16> -> tensor<1x5xf16>, tensor<1x5xi32>
  func.return %v, %i : tensor<1x5xf16>, tensor<1x5xi32>
}
// CHECK-LABEL: func.func @top_k
// CHECK-NEXT:    %v, %i = anec.top_k %x {axis = 1 : i64, k = 5 : i64} : tensor<1x1000xf16> -> tensor<1x5xf16>, tensor<1x5xi32>
// CHECK-GENERIC: "anec.top_k"(%x) <{axis = 1 : i64, k = 5 : i64, largest = true}> : (tensor<1x1000xf16>) -> (tensor<1x5xf16>, tensor<1x5xi32>)

// -----

func.func @top_k_smallest(%x: tensor<4x8x3xf32>) -> tensor<4x2x3xi32> {
  %v, %i = anec.top_k %x {axis = 1 : i64, k = 2 : i64, largest = false} : tensor<4x8x3xf32> -> tensor<4x2x3xf32>, tensor<4x2x3xi32>
  func.return %i : tensor<4x2x3xi32>
}
// CHECK-LABEL: func.func @top_k_smallest
// CHECK-NEXT:    %v, %i = anec.top_k %x {axis = 1 : i64, k = 2 : i64, largest = false} : tensor<4x8x3xf32> -> tensor<4x2x3xf32>, tensor<4x2x3xi32>
// CHECK-GENERIC: "anec.top_k"(%x) <{axis = 1 : i64, k = 2 : i64, largest = false}> : (tensor<4x8x3xf32>) -> (tensor<4x2x3xf32>, tensor<4x2x3xi32>)

// -----

func.func @non_max_suppression(%b: tensor<1x100x4xf16>, %s: tensor<1x3x100xf16>) -> tensor<30x3xi32> {
  %r = anec.non_max_suppression %b, %s {max_boxes = 10 : i64, iou_threshold = 5.000000e-01 : f32} : tensor<1x100x4xf16>, tensor<1x3x100xf16> -> tensor<30x3xi32>
  func.return %r : tensor<30x3xi32>
}
// CHECK-LABEL: func.func @non_max_suppression
// CHECK-NEXT:    %r = anec.non_max_suppression %b, %s {max_boxes = 10 : i64, iou_threshold = 5.000000e-01 : f32} : tensor<1x100x4xf16>, tensor<1x3x100xf16> -> tensor<30x3xi32>
// CHECK-GENERIC: "anec.non_max_suppression"(%b, %s) <{max_boxes = 10 : i64, iou_threshold = 5.000000e-01 : f32, center_point_box = 0 : i64}> : (tensor<1x100x4xf16>, tensor<1x3x100xf16>) -> tensor<30x3xi32>

// -----

// More boxes asked per class than there are: each (batch, class) keeps at most all 6.
func.func @non_max_suppression_options(%b: tensor<2x6x4xf32>, %s: tensor<2x1x6xf32>) -> tensor<12x3xi32> {
  %r = anec.non_max_suppression %b, %s {max_boxes = 50 : i64, iou_threshold = 0.000000e+00 : f32, score_threshold = 2.500000e-01 : f32, center_point_box = 1 : i64} : tensor<2x6x4xf32>, tensor<2x1x6xf32> -> tensor<12x3xi32>
  func.return %r : tensor<12x3xi32>
}
// CHECK-LABEL: func.func @non_max_suppression_options
// CHECK-NEXT:    %r = anec.non_max_suppression %b, %s {max_boxes = 50 : i64, iou_threshold = 0.000000e+00 : f32, score_threshold = 2.500000e-01 : f32, center_point_box = 1 : i64} : tensor<2x6x4xf32>, tensor<2x1x6xf32> -> tensor<12x3xi32>
// CHECK-GENERIC: "anec.non_max_suppression"(%b, %s) <{max_boxes = 50 : i64, iou_threshold = 0.000000e+00 : f32, score_threshold = 2.500000e-01 : f32, center_point_box = 1 : i64}> : (tensor<2x6x4xf32>, tensor<2x1x6xf32>) -> tensor<12x3xi32>
