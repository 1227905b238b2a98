// RUN: anec-opt %s --split-input-file --parsing-diagnostics -p 'anec-compile{target=h13}' | filecheck %s
// RUN: anec-opt %s --split-input-file --parsing-diagnostics -p 'anec-legalize{target=h13}' | filecheck %s --check-prefix=LEGAL

// A DistilBERT embedding: the gather reads a 30522-row table, outside H13's
// software gather envelope (SPEC section 6, no texture engine) and above its
// 16384 dimension limit. SPEC section 4 never places a gather on the
// engine: compilation places it on the GPU and compiles the rest into an
// engine program. The table only the gather reads is not bound by the
// engine's limits.

// LEGAL-LABEL: func.func @embedding
// LEGAL-NEXT:    %table = anec.constant dense<1.000000e+00> : tensor<30522x768xf16>
// LEGAL-NEXT:    %e = anec.gather %table, %ids {axis = 0 : i64}

// CHECK-LABEL: func.func @embedding
// CHECK:         %e = anec.gather %table, %ids {anec.cost = #anec.cost<{{.*}}backend = gpu
// CHECK-NEXT:    %y = anec.program "p0" (%e_1 = %e : tensor<1x32x768xf16>
// CHECK:           anec.add %e_1
// CHECK:           anec.matmul
// CHECK:           anec.yield
func.func @embedding(%ids: tensor<1x32xi32>, %pos: tensor<1x32x768xf16>, %w: tensor<768x768xf16>) -> tensor<1x32x768xf16> {
  %table = anec.constant dense<1.000000e+00> : tensor<30522x768xf16>
  %e = anec.gather %table, %ids {axis = 0 : i64} : tensor<30522x768xf16>, tensor<1x32xi32> -> tensor<1x32x768xf16>
  %s = anec.add %e, %pos : tensor<1x32x768xf16>, tensor<1x32x768xf16> -> tensor<1x32x768xf16>
  %y = anec.matmul %s, %w : tensor<1x32x768xf16>, tensor<768x768xf16> -> tensor<1x32x768xf16>
  func.return %y : tensor<1x32x768xf16>
}

// -----

// The table's limit still binds where the engine reads it: a table of 30522
// rows that an add reads as well is rejected at the constant.
// CHECK: error: 'anec.constant' op result 0 tensor<30522x64xf16> has extent 30522 on axis 0 (an axis without layout), above the maximum channel dimension 16384 of target h13 (SPEC section 2)
// LEGAL: error: 'anec.constant' op result 0 tensor<30522x64xf16> has extent 30522 on axis 0
func.func @engine_reads_the_table(%ids: tensor<1x32xi32>) -> tensor<30522x64xf16> {
  %table = anec.constant dense<1.000000e+00> : tensor<30522x64xf16>
  %e = anec.gather %table, %ids {axis = 0 : i64} : tensor<30522x64xf16>, tensor<1x32xi32> -> tensor<1x32x64xf16>
  %y = anec.add %table, %table : tensor<30522x64xf16>, tensor<30522x64xf16> -> tensor<30522x64xf16>
  func.return %y : tensor<30522x64xf16>
}

// -----

// A top-k selection has no engine form (like argmax, SPEC section 4):
// placement puts it on the GPU, after the engine program of the convolutions.
// CHECK-LABEL: func.func @classifier_top5
// CHECK:         %f = anec.program "p0"
// CHECK:           anec.convolution
// CHECK:           anec.yield
// CHECK:         %v, %i = anec.top_k %l {anec.cost = #anec.cost<{{.*}}backend = gpu
// LEGAL-LABEL: func.func @classifier_top5
// LEGAL:         %v, %i = anec.top_k %l {axis = 1 : i64, k = 5 : i64}
func.func @classifier_top5(%x: tensor<1x64x28x28xf16>, %w: tensor<64x64x3x3xf16>, %fc: tensor<64x1000xf16>) -> tensor<1x5xi32> {
  %c = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x64x28x28xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x28x28xf16>
  %c2 = anec.convolution %c, %w {padding_style = #anec.padding_style<same>} : tensor<1x64x28x28xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x28x28xf16>
  %g = anec.global_avg_pool %c2 : tensor<1x64x28x28xf16> -> tensor<1x64x1x1xf16>
  %f = anec.reshape %g : tensor<1x64x1x1xf16> -> tensor<1x64xf16>
  %l = anec.matmul %f, %fc : tensor<1x64xf16>, tensor<64x1000xf16> -> tensor<1x1000xf16>
  %v, %i = anec.top_k %l {axis = 1 : i64, k = 5 : i64} : tensor<1x1000xf16> -> tensor<1x5xf16>, tensor<1x5xi32>
  func.return %i : tensor<1x5xi32>
}

// -----

// A detector's post-processing: the class scores come from the engine, the
// non-maximum suppression over them has no engine form (a selection, like
// argmax and top_k, SPEC section 4) and its count of kept boxes is known only
// at run time: placement puts it on the GPU with the roofline cost of its
// most work, after the engine program; legalization leaves it as written.
// CHECK-LABEL: func.func @detector_nms
// CHECK:         %f = anec.program "p0"
// CHECK:           anec.convolution
// CHECK:           anec.yield
// CHECK:         %r = anec.non_max_suppression %b, %p {anec.cost = #anec.cost<{{.*}}backend = gpu{{.*}}max_boxes = 10 : i64
// LEGAL-LABEL: func.func @detector_nms
// LEGAL:         %r = anec.non_max_suppression %b, %p {max_boxes = 10 : i64, iou_threshold = 5.000000e-01 : f32, score_threshold = 5.000000e-02 : f32}
func.func @detector_nms(%x: tensor<1x64x28x28xf16>, %w: tensor<64x64x3x3xf16>, %fc: tensor<64x300xf16>, %b: tensor<1x100x4xf16>) -> tensor<30x3xi32> {
  %c = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x64x28x28xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x28x28xf16>
  %c2 = anec.convolution %c, %w {padding_style = #anec.padding_style<same>} : tensor<1x64x28x28xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x28x28xf16>
  %g = anec.global_avg_pool %c2 : tensor<1x64x28x28xf16> -> tensor<1x64x1x1xf16>
  %f = anec.reshape %g : tensor<1x64x1x1xf16> -> tensor<1x64xf16>
  %l = anec.matmul %f, %fc : tensor<1x64xf16>, tensor<64x300xf16> -> tensor<1x300xf16>
  %s = anec.sigmoid %l : tensor<1x300xf16>
  %p = anec.reshape %s : tensor<1x300xf16> -> tensor<1x3x100xf16>
  %r = anec.non_max_suppression %b, %p {max_boxes = 10 : i64, iou_threshold = 5.000000e-01 : f32, score_threshold = 5.000000e-02 : f32} : tensor<1x100x4xf16>, tensor<1x3x100xf16> -> tensor<30x3xi32>
  func.return %r : tensor<30x3xi32>
}
