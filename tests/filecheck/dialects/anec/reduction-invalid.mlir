// RUN: anec-opt %s --split-input-file --verify-diagnostics

func.func @reduce_int(%x: tensor<2x8xi32>) {
  // expected-error @+1 {{'anec.reduce_sum' op input has element type i32; expected f16 or f32}}
  %y = anec.reduce_sum %x {axes = array<i64: 1>} : tensor<2x8xi32> -> tensor<2x1xi32>
  func.return
}

// -----

func.func @reduce_no_axes(%x: tensor<2x8xf16>) {
  // expected-error @+1 {{'anec.reduce_mean' op axes is empty; expected at least one axis to reduce}}
  %y = anec.reduce_mean %x {axes = array<i64>} : tensor<2x8xf16> -> tensor<2x8xf16>
  func.return
}

// -----

func.func @reduce_axis_range(%x: tensor<2x8xf16>) {
  // expected-error @+1 {{'anec.reduce_max' op axes 2 is out of range for rank 2; expected 0..1}}
  %y = anec.reduce_max %x {axes = array<i64: 0, 2>} : tensor<2x8xf16> -> tensor<1x8xf16>
  func.return
}

// -----

func.func @reduce_axes_order(%x: tensor<2x4x8xf16>) {
  // expected-error @+1 {{'anec.reduce_min' op axes = [2, 0] must be strictly increasing}}
  %y = anec.reduce_min %x {axes = array<i64: 2, 0>} : tensor<2x4x8xf16> -> tensor<1x4x1xf16>
  func.return
}

// -----

func.func @reduce_element(%x: tensor<2x8xf16>) {
  // expected-error @+1 {{'anec.reduce_sum' op result has element type f32; expected f16 like input}}
  %y = anec.reduce_sum %x {axes = array<i64: 1>} : tensor<2x8xf16> -> tensor<2x1xf32>
  func.return
}

// -----

func.func @reduce_keep_dims(%x: tensor<2x4x8xf16>) {
  // expected-error @+1 {{'anec.reduce_sum' op result has shape 2; expected 2x1x1 (the input with axes [1, 2] kept as 1)}}
  %y = anec.reduce_sum %x {axes = array<i64: 1, 2>} : tensor<2x4x8xf16> -> tensor<2xf16>
  func.return
}

// -----

func.func @reduce_drop_dims(%x: tensor<2x4x8xf16>) {
  // expected-error @+1 {{'anec.reduce_mean' op result has shape 2x1x8; expected 2x8 (the input with axes [1] removed)}}
  %y = anec.reduce_mean %x {axes = array<i64: 1>, keep_dims = false} : tensor<2x4x8xf16> -> tensor<2x1x8xf16>
  func.return
}

// -----

func.func @reduce_keep_dims_type(%x: tensor<2x8xf16>) {
  // expected-error @+1 {{'anec.reduce_sum' op Expected attribute i1 but got i64}}
  %y = "anec.reduce_sum"(%x) <{axes = array<i64: 1>, keep_dims = 1 : i64}> : (tensor<2x8xf16>) -> tensor<2x1xf16>
  func.return
}

// -----

func.func @argmax_int(%x: tensor<2x8xi32>) {
  // expected-error @+1 {{'anec.argmax' op input has element type i32; expected f16 or f32}}
  %y = anec.argmax %x {axis = 1 : i64} : tensor<2x8xi32> -> tensor<2x1xi32>
  func.return
}

// -----

func.func @argmax_axis(%x: tensor<2x8xf16>) {
  // expected-error @+1 {{'anec.argmax' op axis 2 is out of range for rank 2; expected 0..1}}
  %y = anec.argmax %x {axis = 2 : i64} : tensor<2x8xf16> -> tensor<2x8xi32>
  func.return
}

// -----

func.func @argmin_float_result(%x: tensor<2x8xf16>) {
  // expected-error @+1 {{'anec.argmin' op result has element type f16; expected i32 indices}}
  %y = anec.argmin %x {axis = 1 : i64} : tensor<2x8xf16> -> tensor<2x1xf16>
  func.return
}

// -----

func.func @argmin_i64_result(%x: tensor<2x8xf16>) {
  // expected-error @+1 {{'anec.argmin' op result has element type i64; expected i32 indices}}
  %y = anec.argmin %x {axis = 1 : i64} : tensor<2x8xf16> -> tensor<2x1xi64>
  func.return
}

// -----

func.func @argmax_keep_dims(%x: tensor<2x8xf16>) {
  // expected-error @+1 {{'anec.argmax' op result has shape 8; expected 1x8 (the input with axis 0 kept as 1)}}
  %y = anec.argmax %x {axis = 0 : i64} : tensor<2x8xf16> -> tensor<8xi32>
  func.return
}

// -----

func.func @argmax_drop_dims(%x: tensor<2x8xf16>) {
  // expected-error @+1 {{'anec.argmax' op result has shape 1x8; expected 8 (the input with axis 0 removed)}}
  %y = anec.argmax %x {axis = 0 : i64, keep_dims = false} : tensor<2x8xf16> -> tensor<1x8xi32>
  func.return
}

// -----

func.func @top_k_too_many(%x: tensor<2x8xf16>) {
  // expected-error @+1 {{'anec.top_k' op k = 9 is outside 1..8 (the extent of axis 1)}}
  %v, %i = anec.top_k %x {axis = 1 : i64, k = 9 : i64} : tensor<2x8xf16> -> tensor<2x9xf16>, tensor<2x9xi32>
  func.return
}

// -----

func.func @top_k_values_shape(%x: tensor<2x8xf16>) {
  // expected-error @+1 {{'anec.top_k' op values has shape 2x4; expected 2x3 (the input with axis 1 cut to k)}}
  %v, %i = anec.top_k %x {axis = 1 : i64, k = 3 : i64} : tensor<2x8xf16> -> tensor<2x4xf16>, tensor<2x3xi32>
  func.return
}

// -----

func.func @top_k_index_type(%x: tensor<2x8xf16>) {
  // expected-error @+1 {{'anec.top_k' op indices have element type i64; expected i32}}
  %v, %i = anec.top_k %x {axis = 1 : i64, k = 3 : i64} : tensor<2x8xf16> -> tensor<2x3xf16>, tensor<2x3xi64>
  func.return
}

// -----

func.func @nms_rows(%b: tensor<1x100x4xf16>, %s: tensor<1x3x100xf16>) {
  // expected-error @+1 {{'anec.non_max_suppression' op the selection has shape 10x3; expected 30x3 (batch x classes x min(max_boxes, boxes) rows of 3)}}
  %r = anec.non_max_suppression %b, %s {max_boxes = 10 : i64, iou_threshold = 5.000000e-01 : f32} : tensor<1x100x4xf16>, tensor<1x3x100xf16> -> tensor<10x3xi32>
  func.return
}

// -----

func.func @nms_box_shape(%b: tensor<1x100x5xf16>, %s: tensor<1x3x100xf16>) {
  // expected-error @+1 {{'anec.non_max_suppression' op boxes have shape [1, 100, 5]; expected [batch, boxes, 4]}}
  %r = anec.non_max_suppression %b, %s {max_boxes = 10 : i64, iou_threshold = 5.000000e-01 : f32} : tensor<1x100x5xf16>, tensor<1x3x100xf16> -> tensor<30x3xi32>
  func.return
}

// -----

func.func @nms_scores_shape(%b: tensor<1x100x4xf16>, %s: tensor<1x3x99xf16>) {
  // expected-error @+1 {{'anec.non_max_suppression' op scores have shape [1, 3, 99]; expected [1, classes, 100] (batch, classes, boxes)}}
  %r = anec.non_max_suppression %b, %s {max_boxes = 10 : i64, iou_threshold = 5.000000e-01 : f32} : tensor<1x100x4xf16>, tensor<1x3x99xf16> -> tensor<30x3xi32>
  func.return
}

// -----

func.func @nms_no_boxes(%b: tensor<1x100x4xf16>, %s: tensor<1x3x100xf16>) {
  // expected-error @+1 {{'anec.non_max_suppression' op max_boxes = 0; expected at least 1 (a selection of no box has no rows)}}
  %r = anec.non_max_suppression %b, %s {max_boxes = 0 : i64, iou_threshold = 5.000000e-01 : f32} : tensor<1x100x4xf16>, tensor<1x3x100xf16> -> tensor<30x3xi32>
  func.return
}

// -----

func.func @nms_iou(%b: tensor<1x100x4xf16>, %s: tensor<1x3x100xf16>) {
  // expected-error @+1 {{'anec.non_max_suppression' op iou_threshold = 1.5 is outside [0, 1]}}
  %r = anec.non_max_suppression %b, %s {max_boxes = 10 : i64, iou_threshold = 1.500000e+00 : f32} : tensor<1x100x4xf16>, tensor<1x3x100xf16> -> tensor<30x3xi32>
  func.return
}

// -----

func.func @nms_box_format(%b: tensor<1x100x4xf16>, %s: tensor<1x3x100xf16>) {
  // expected-error @+1 {{'anec.non_max_suppression' op center_point_box = 2; expected 0 (corners) or 1 (center and size)}}
  %r = anec.non_max_suppression %b, %s {max_boxes = 10 : i64, iou_threshold = 5.000000e-01 : f32, center_point_box = 2 : i64} : tensor<1x100x4xf16>, tensor<1x3x100xf16> -> tensor<30x3xi32>
  func.return
}

// -----

func.func @nms_index_type(%b: tensor<1x100x4xf16>, %s: tensor<1x3x100xf16>) {
  // expected-error @+1 {{'anec.non_max_suppression' op the selection has element type i64; expected i32}}
  %r = anec.non_max_suppression %b, %s {max_boxes = 10 : i64, iou_threshold = 5.000000e-01 : f32} : tensor<1x100x4xf16>, tensor<1x3x100xf16> -> tensor<30x3xi64>
  func.return
}

// -----

func.func @nms_mixed_types(%b: tensor<1x100x4xf32>, %s: tensor<1x3x100xf16>) {
  // expected-error @+1 {{'anec.non_max_suppression' op}}
  %r = anec.non_max_suppression %b, %s {max_boxes = 10 : i64, iou_threshold = 5.000000e-01 : f32} : tensor<1x100x4xf32>, tensor<1x3x100xf16> -> tensor<30x3xi32>
  func.return
}
