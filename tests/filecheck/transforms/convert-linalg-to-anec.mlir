// RUN: anec-opt %s --allow-unregistered-dialect -p convert-linalg-to-anec | filecheck %s
// RUN: anec-opt %s --allow-unregistered-dialect -p 'convert-linalg-to-anec{allow-partial=true}' | filecheck %s --check-prefix=PARTIAL

// Every op below converts, so allow-partial=true changes nothing.
// PARTIAL-NOT: anec.unconverted
// PARTIAL-NOT: linalg.
// PARTIAL-NOT: tensor.

// Convolution: a zero tensor.pad becomes explicit_padding, a broadcast channel
// vector in the init becomes the bias, strides and dilations carry over.
// CHECK-LABEL: func.func @conv_pad_bias
// CHECK-NEXT:    %y = anec.convolution %x, %w bias(%b : tensor<4xf32>) {strides = array<i64: 2, 2>, dilation_rates = array<i64: 1, 2>, explicit_padding = array<i64: 1, 1, 2, 2>} : tensor<1x3x9x9xf32>, tensor<4x3x3x3xf32> -> tensor<1x4x5x5xf32>
// CHECK-NEXT:    func.return %y : tensor<1x4x5x5xf32>
func.func @conv_pad_bias(%x: tensor<1x3x9x9xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x5x5xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 2] high[0, 0, 1, 2] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x3x9x9xf32> to tensor<1x3x11x13xf32>
  %e = tensor.empty() : tensor<1x4x5x5xf32>
  %bb = linalg.broadcast ins(%b : tensor<4xf32>) outs(%e : tensor<1x4x5x5xf32>) dimensions = [0, 2, 3]
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 2]> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%p, %w : tensor<1x3x11x13xf32>, tensor<4x3x3x3xf32>) outs(%bb : tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
  func.return %y : tensor<1x4x5x5xf32>
}

// Constant weights become anec.constant; a zero fill init disappears; a
// bias-add generic after the convolution becomes its bias.
// CHECK-LABEL: func.func @conv_then_bias
// CHECK-NEXT:    %w = anec.constant dense<[{{\[\[\[}}2.000000e+00]]], {{\[\[\[}}3.000000e+00]]]]> : tensor<2x1x1x1xf32>
// CHECK-NEXT:    %[[B:.*]] = anec.constant dense<[5.000000e-01, -1.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:    %[[Y:.*]] = anec.convolution %x, %w bias(%[[B]] : tensor<2xf32>) : tensor<1x1x4x4xf32>, tensor<2x1x1x1xf32> -> tensor<1x2x4x4xf32>
// CHECK-NEXT:    func.return %[[Y]] : tensor<1x2x4x4xf32>
func.func @conv_then_bias(%x: tensor<1x1x4x4xf32>) -> tensor<1x2x4x4xf32> {
  %w = arith.constant dense<[[[[2.0]]], [[[3.0]]]]> : tensor<2x1x1x1xf32>
  %b = arith.constant dense<[0.5, -1.0]> : tensor<2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x1x4x4xf32>, tensor<2x1x1x1xf32>) outs(%f : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %b : tensor<1x2x4x4xf32>, tensor<2xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %v: f32, %out: f32):
    %s = arith.addf %in, %v : f32
    linalg.yield %s : f32
  } -> tensor<1x2x4x4xf32>
  func.return %y : tensor<1x2x4x4xf32>
}

// A pad with another value stays an anec.pad; a non-zero init is added.
// CHECK-LABEL: func.func @conv_pad_value_and_init
// CHECK-NEXT:    %p = anec.pad %x {pads = array<i64: 0, 0, 1, 1, 0, 0, 1, 1>, value = 1.000000e+00 : f32} : tensor<1x1x4x4xf32> -> tensor<1x1x6x6xf32>
// CHECK-NEXT:    %[[C:.*]] = anec.convolution %p, %w : tensor<1x1x6x6xf32>, tensor<1x1x3x3xf32> -> tensor<1x1x4x4xf32>
// CHECK-NEXT:    %[[Y:.*]] = anec.add %[[C]], %acc : tensor<1x1x4x4xf32>, tensor<1x1x4x4xf32> -> tensor<1x1x4x4xf32>
// CHECK-NEXT:    func.return %[[Y]] : tensor<1x1x4x4xf32>
func.func @conv_pad_value_and_init(%x: tensor<1x1x4x4xf32>, %w: tensor<1x1x3x3xf32>, %acc: tensor<1x1x4x4xf32>) -> tensor<1x1x4x4xf32> {
  %one = arith.constant 1.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %one : f32
  } : tensor<1x1x4x4xf32> to tensor<1x1x6x6xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%p, %w : tensor<1x1x6x6xf32>, tensor<1x1x3x3xf32>) outs(%acc : tensor<1x1x4x4xf32>) -> tensor<1x1x4x4xf32>
  func.return %y : tensor<1x1x4x4xf32>
}

// Depthwise: [C, kH, kW] weights as [C, 1, kH, kW], C groups.
// CHECK-LABEL: func.func @depthwise
// CHECK-NEXT:    %[[W:.*]] = anec.reshape %w : tensor<4x3x3xf32> -> tensor<4x1x3x3xf32>
// CHECK-NEXT:    %{{.*}} = anec.convolution %x, %[[W]] {groups = 4 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x4x6x6xf32>, tensor<4x1x3x3xf32> -> tensor<1x4x6x6xf32>
func.func @depthwise(%x: tensor<1x4x6x6xf32>, %w: tensor<4x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x4x6x6xf32> to tensor<1x4x8x8xf32>
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %y = "linalg.depthwise_conv_2d_nchw_chw"(%p, %w, %f) <{dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }) : (tensor<1x4x8x8xf32>, tensor<4x3x3xf32>, tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  func.return %y : tensor<1x4x6x6xf32>
}

// Grouped (torch-mlir form): the expand/collapse around the op cancel out.
// CHECK-LABEL: func.func @grouped
// CHECK-NEXT:    %[[W:.*]] = anec.reshape %w : tensor<2x3x2x3x3xf32> -> tensor<6x2x3x3xf32>
// CHECK-NEXT:    %[[Y:.*]] = anec.convolution %x, %[[W]] {groups = 2 : i64} : tensor<1x4x5x5xf32>, tensor<6x2x3x3xf32> -> tensor<1x6x3x3xf32>
// CHECK-NEXT:    func.return %[[Y]] : tensor<1x6x3x3xf32>
func.func @grouped(%x: tensor<1x4x5x5xf32>, %w: tensor<2x3x2x3x3xf32>) -> tensor<1x6x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %xg = tensor.expand_shape %x [[0], [1, 2], [3], [4]] output_shape [1, 2, 2, 5, 5] : tensor<1x4x5x5xf32> into tensor<1x2x2x5x5xf32>
  %e = tensor.empty() : tensor<1x2x3x3x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x3x3x3xf32>) -> tensor<1x2x3x3x3xf32>
  %y = "linalg.conv_2d_ngchw_gfchw"(%xg, %w, %f) <{dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }) : (tensor<1x2x2x5x5xf32>, tensor<2x3x2x3x3xf32>, tensor<1x2x3x3x3xf32>) -> tensor<1x2x3x3x3xf32>
  %r = tensor.collapse_shape %y [[0], [1, 2], [3], [4]] : tensor<1x2x3x3x3xf32> into tensor<1x6x3x3xf32>
  func.return %r : tensor<1x6x3x3xf32>
}

// Max pooling: a -inf pad (ceil mode) becomes explicit_padding.
// CHECK-LABEL: func.func @max_pool
// CHECK-NEXT:    %y = anec.max_pool %x {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 2, 1, 2>, kernel_sizes = array<i64: 3, 3>} : tensor<1x2x6x6xf32> -> tensor<1x2x4x4xf32>
func.func @max_pool(%x: tensor<1x2x6x6xf32>) -> tensor<1x2x4x4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 2, 2] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %ninf : f32
  } : tensor<1x2x6x6xf32> to tensor<1x2x9x9xf32>
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %k = tensor.empty() : tensor<3x3xf32>
  %y = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%p, %k : tensor<1x2x9x9xf32>, tensor<3x3xf32>) outs(%f : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  func.return %y : tensor<1x2x4x4xf32>
}

// Average pooling as torch-mlir writes it: zero pad, sum pooling, divide by
// the window size.
// CHECK-LABEL: func.func @avg_pool
// CHECK-NEXT:    %{{.*}} = anec.avg_pool %x {explicit_padding = array<i64: 1, 1, 1, 1>, kernel_sizes = array<i64: 3, 3>, count_include_pad = true} : tensor<1x2x6x6xf32> -> tensor<1x2x6x6xf32>
// CHECK-NEXT:    func.return
func.func @avg_pool(%x: tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32> {
  %zero = arith.constant 0.0 : f32
  %nine = arith.constant 9.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x2x6x6xf32> to tensor<1x2x8x8xf32>
  %e = tensor.empty() : tensor<1x2x6x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32>
  %k = tensor.empty() : tensor<3x3xf32>
  %s = "linalg.pooling_nchw_sum"(%p, %k, %f) <{dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %r = arith.addf %c, %a : f32
    linalg.yield %r : f32
  }) : (tensor<1x2x8x8xf32>, tensor<3x3xf32>, tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x2x6x6xf32>) outs(%e : tensor<1x2x6x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %nine : f32
    linalg.yield %d : f32
  } -> tensor<1x2x6x6xf32>
  func.return %y : tensor<1x2x6x6xf32>
}

// Sum pooling alone is average pooling times the window size; a window that
// covers the whole input is a global pooling.
// CHECK-LABEL: func.func @sum_pool_global
// CHECK-NEXT:    %[[P:.*]] = anec.global_avg_pool %x : tensor<1x3x4x4xf32> -> tensor<1x3x1x1xf32>
// CHECK-NEXT:    %[[K:.*]] = anec.constant dense<1.600000e+01> : tensor<1xf32>
// CHECK-NEXT:    %{{.*}} = anec.mul %[[P]], %[[K]] : tensor<1x3x1x1xf32>, tensor<1xf32> -> tensor<1x3x1x1xf32>
func.func @sum_pool_global(%x: tensor<1x3x4x4xf32>) -> tensor<1x3x1x1xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
  %k = tensor.empty() : tensor<4x4xf32>
  %s = "linalg.pooling_nchw_sum"(%x, %k, %f) <{dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %r = arith.addf %c, %a : f32
    linalg.yield %r : f32
  }) : (tensor<1x3x4x4xf32>, tensor<4x4xf32>, tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
  func.return %s : tensor<1x3x1x1xf32>
}

// Linear layer: the transposed weight folds into transpose_rhs, the bias-add
// generic broadcasts along the rows.
// CHECK-LABEL: func.func @linear
// CHECK-NEXT:    %m = anec.matmul %x, %w transpose_rhs true : tensor<2x6xf32>, tensor<5x6xf32> -> tensor<2x5xf32>
// CHECK-NEXT:    %y = anec.add %m, %b : tensor<2x5xf32>, tensor<5xf32> -> tensor<2x5xf32>
func.func @linear(%x: tensor<2x6xf32>, %w: tensor<5x6xf32>, %b: tensor<5xf32>) -> tensor<2x5xf32> {
  %zero = arith.constant 0.0 : f32
  %et = tensor.empty() : tensor<6x5xf32>
  %wt = linalg.transpose ins(%w : tensor<5x6xf32>) outs(%et : tensor<6x5xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<2x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x5xf32>) -> tensor<2x5xf32>
  %m = linalg.matmul ins(%x, %wt : tensor<2x6xf32>, tensor<6x5xf32>) outs(%f : tensor<2x5xf32>) -> tensor<2x5xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m, %b : tensor<2x5xf32>, tensor<5xf32>) outs(%e : tensor<2x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %s = arith.addf %in, %in_1 : f32
    linalg.yield %s : f32
  } -> tensor<2x5xf32>
  func.return %y : tensor<2x5xf32>
}

// batch_matmul with indexing maps, matmul_transpose_b by name, linalg.softmax.
// CHECK-LABEL: func.func @contractions
// CHECK-NEXT:    %y = anec.matmul %a, %b transpose_rhs true : tensor<2x3x4xf32>, tensor<2x5x4xf32> -> tensor<2x3x5xf32>
// CHECK-NEXT:    %z = anec.matmul %p, %q transpose_rhs true : tensor<3x4xf32>, tensor<5x4xf32> -> tensor<3x5xf32>
// CHECK-NEXT:    %s = anec.softmax %y {axis = 2 : i64} : tensor<2x3x5xf32>
func.func @contractions(%a: tensor<2x3x4xf32>, %b: tensor<2x5x4xf32>, %p: tensor<3x4xf32>, %q: tensor<5x4xf32>) -> (tensor<2x3x5xf32>, tensor<3x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  %y = "linalg.batch_matmul"(%a, %b, %f) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %w: f32, %acc: f32):
    %m = arith.mulf %x, %w : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }) : (tensor<2x3x4xf32>, tensor<2x5x4xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  %e2 = tensor.empty() : tensor<3x5xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<3x5xf32>) -> tensor<3x5xf32>
  %z = "linalg.matmul_transpose_b"(%p, %q, %f2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %w: f32, %acc: f32):
    %m = arith.mulf %x, %w : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }) : (tensor<3x4xf32>, tensor<5x4xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
  %s = "linalg.softmax"(%y, %e) <{dimension = 2 : i64}> : (tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  func.return %s, %z : tensor<2x3x5xf32>, tensor<3x5xf32>
}

// Elementwise bodies, recognized by what they compute.
// CHECK-LABEL: func.func @activations
// CHECK-NEXT:    %relu = anec.relu %x : tensor<2x8xf32>
// CHECK-NEXT:    %relu_select = anec.relu %x : tensor<2x8xf32>
// CHECK-NEXT:    %clamp = anec.clamp %x {min = -1.000000e+00 : f32, max = 1.000000e+00 : f32} : tensor<2x8xf32>
// CHECK-NEXT:    %sigmoid = anec.sigmoid %x : tensor<2x8xf32>
// CHECK-NEXT:    %silu = anec.silu %x : tensor<2x8xf32>
// CHECK-NEXT:    %gelu = anec.gelu %x : tensor<2x8xf32>
// CHECK-NEXT:    %leaky = anec.leaky_relu %x {alpha = 2.000000e-01 : f32} : tensor<2x8xf32>
// CHECK-NEXT:    %tanh = anec.tanh %x : tensor<2x8xf32>
// CHECK-NEXT:    %[[A:.*]] = anec.abs %x : tensor<2x8xf32>
// CHECK-NEXT:    %{{.*}} = anec.rsqrt %[[A]] : tensor<2x8xf32>
// CHECK-NEXT:    func.return
func.func @activations(%x: tensor<2x8xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<2x8xf32>
  %relu = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x8xf32>) outs(%e : tensor<2x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2x8xf32>
  %relu_select = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x8xf32>) outs(%e : tensor<2x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf ugt, %in, %zero : f32
    %r = arith.select %c, %in, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2x8xf32>
  %lo = arith.constant dense<-1.0> : tensor<f32>
  %hi = arith.constant dense<1.0> : tensor<f32>
  %clamp = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %lo, %hi : tensor<2x8xf32>, tensor<f32>, tensor<f32>) outs(%e : tensor<2x8xf32>) {
  ^bb0(%in: f32, %l: f32, %h: f32, %out: f32):
    %c1 = arith.cmpf ult, %in, %l : f32
    %m = arith.select %c1, %l, %in : f32
    %c2 = arith.cmpf ugt, %m, %h : f32
    %r = arith.select %c2, %h, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x8xf32>
  %sigmoid = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x8xf32>) outs(%e : tensor<2x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %d = arith.addf %ex, %one : f32
    %r = arith.divf %one, %d : f32
    linalg.yield %r : f32
  } -> tensor<2x8xf32>
  %silu = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x8xf32>) outs(%e : tensor<2x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %d = arith.addf %one, %ex : f32
    %r = arith.divf %in, %d : f32
    linalg.yield %r : f32
  } -> tensor<2x8xf32>
  %gelu = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x8xf32>) outs(%e : tensor<2x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %half = arith.constant 0.5 : f32
    %isq2 = arith.constant 0.707106769 : f32
    %a = arith.mulf %in, %isq2 : f32
    %b = math.erf %a : f32
    %c = arith.addf %b, %one : f32
    %h = arith.mulf %in, %half : f32
    %r = arith.mulf %h, %c : f32
    linalg.yield %r : f32
  } -> tensor<2x8xf32>
  %leaky = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x8xf32>) outs(%e : tensor<2x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %slope = arith.constant 0.2 : f32
    %c = arith.cmpf ogt, %in, %zero : f32
    %m = arith.mulf %in, %slope : f32
    %r = arith.select %c, %in, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x8xf32>
  %tanh = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x8xf32>) outs(%e : tensor<2x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.tanh %in : f32
    linalg.yield %r : f32
  } -> tensor<2x8xf32>
  %rsqrt = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x8xf32>) outs(%e : tensor<2x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = math.absf %in : f32
    %r = math.rsqrt %a : f32
    linalg.yield %r : f32
  } -> tensor<2x8xf32>
  func.return %relu, %relu_select, %clamp, %sigmoid, %silu, %gelu, %leaky, %tanh, %rsqrt : tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>
}

// Broadcasting and transposing indexing maps: reshapes and transposes put
// each operand in loop order; numpy broadcasting does the rest.
// CHECK-LABEL: func.func @broadcasting
// CHECK-NEXT:    %[[V:.*]] = anec.reshape %v : tensor<3xf32> -> tensor<1x3x1x1xf32>
// CHECK-NEXT:    %[[D:.*]] = anec.sub %x, %[[V]] : tensor<1x3x2x2xf32>, tensor<1x3x1x1xf32> -> tensor<1x3x2x2xf32>
// CHECK-NEXT:    %[[C:.*]] = anec.constant dense<2.500000e+00> : tensor<1xf32>
// CHECK-NEXT:    %{{.*}} = anec.div %[[D]], %[[C]] : tensor<1x3x2x2xf32>, tensor<1xf32> -> tensor<1x3x2x2xf32>
// CHECK-NEXT:    %[[T:.*]] = anec.transpose %a {permutation = array<i64: 1, 0>} : tensor<4x3xf32> -> tensor<3x4xf32>
// CHECK-NEXT:    %{{.*}} = anec.max %[[T]], %u : tensor<3x4xf32>, tensor<3x1xf32> -> tensor<3x4xf32>
func.func @broadcasting(%x: tensor<1x3x2x2xf32>, %v: tensor<3xf32>, %a: tensor<4x3xf32>, %u: tensor<3x1xf32>) -> (tensor<1x3x2x2xf32>, tensor<3x4xf32>) {
  %c = arith.constant dense<2.5> : tensor<f32>
  %e = tensor.empty() : tensor<1x3x2x2xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %v, %c : tensor<1x3x2x2xf32>, tensor<3xf32>, tensor<f32>) outs(%e : tensor<1x3x2x2xf32>) {
  ^bb0(%in: f32, %in_1: f32, %s: f32, %out: f32):
    %d = arith.subf %in, %in_1 : f32
    %r = arith.divf %d, %s : f32
    linalg.yield %r : f32
  } -> tensor<1x3x2x2xf32>
  %e2 = tensor.empty() : tensor<3x4xf32>
  %z = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %u : tensor<4x3xf32>, tensor<3x1xf32>) outs(%e2 : tensor<3x4xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %r = arith.maximumf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<3x4xf32>
  func.return %y, %z : tensor<1x3x2x2xf32>, tensor<3x4xf32>
}

// Reductions: sum over a kept axis, max whose unused argmax result is dropped.
// CHECK-LABEL: func.func @reductions
// CHECK-NEXT:    %s = anec.reduce_sum %x {axes = array<i64: 1>} : tensor<2x6xf32> -> tensor<2x1xf32>
// CHECK-NEXT:    %[[M:.*]] = anec.reduce_max %x {axes = array<i64: 1>} : tensor<2x6xf32> -> tensor<2x1xf32>
// CHECK-NEXT:    %[[R:.*]] = anec.reshape %[[M]] : tensor<2x1xf32> -> tensor<2xf32>
// CHECK-NEXT:    func.return %s, %[[R]] : tensor<2x1xf32>, tensor<2xf32>
func.func @reductions(%x: tensor<2x6xf32>) -> (tensor<2x1xf32>, tensor<2xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<2x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x1xf32>) -> tensor<2x1xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<2x6xf32>) outs(%f : tensor<2x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<2x1xf32>
  %em = tensor.empty() : tensor<2xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%em : tensor<2xf32>) -> tensor<2xf32>
  %ei = tensor.empty() : tensor<2xi64>
  %fi = linalg.fill ins(%c0 : i64) outs(%ei : tensor<2xi64>) -> tensor<2xi64>
  %m:2 = "linalg.generic"(%x, %fm, %fi) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
  ^bb0(%in: f32, %out: f32, %idx: i64):
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i64
    %mx = arith.maximumf %in, %out : f32
    %c = arith.cmpf ogt, %in, %out : f32
    %sel = arith.select %c, %ii, %idx : i64
    linalg.yield %mx, %sel : f32, i64
  }) : (tensor<2x6xf32>, tensor<2xf32>, tensor<2xi64>) -> (tensor<2xf32>, tensor<2xi64>)
  func.return %s, %m#0 : tensor<2x1xf32>, tensor<2xf32>
}

// Data movement and constants.
// CHECK-LABEL: func.func @movement
// CHECK-NEXT:    %c = anec.reshape %x : tensor<2x3x4xf32> -> tensor<6x4xf32>
// CHECK-NEXT:    %t = anec.transpose %c {permutation = array<i64: 1, 0>} : tensor<6x4xf32> -> tensor<4x6xf32>
// CHECK-NEXT:    %[[S:.*]] = anec.slice %x {offsets = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 2>} : tensor<2x3x4xf32> -> tensor<2x1x2xf32>
// CHECK-NEXT:    %{{.*}} = anec.reshape %[[S]] : tensor<2x1x2xf32> -> tensor<2x2xf32>
// CHECK-NEXT:    %k = anec.concat %x, %x {axis = 1 : i64} : tensor<2x3x4xf32>, tensor<2x3x4xf32> -> tensor<2x6x4xf32>
// CHECK-NEXT:    %f = anec.constant dense<-1.500000e+00> : tensor<2x2xf32>
// CHECK-NEXT:    %[[V:.*]] = anec.reshape %v : tensor<3xf32> -> tensor<1x3x1xf32>
// CHECK-NEXT:    %[[O:.*]] = anec.constant dense<1.000000e+00> : tensor<1x1x4xf32>
// CHECK-NEXT:    %{{.*}} = anec.mul %[[V]], %[[O]] : tensor<1x3x1xf32>, tensor<1x1x4xf32> -> tensor<1x3x4xf32>
func.func @movement(%x: tensor<2x3x4xf32>, %v: tensor<3xf32>) -> (tensor<4x6xf32>, tensor<2x2xf32>, tensor<2x6x4xf32>, tensor<2x2xf32>, tensor<1x3x4xf32>) {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %et = tensor.empty() : tensor<4x6xf32>
  %t = linalg.transpose ins(%c : tensor<6x4xf32>) outs(%et : tensor<4x6xf32>) permutation = [1, 0]
  %s = tensor.extract_slice %x[0, 1, 0] [2, 1, 2] [1, 1, 2] : tensor<2x3x4xf32> to tensor<2x2xf32>
  %k = tensor.concat dim(1) %x, %x : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x6x4xf32>
  %v15 = arith.constant -1.5 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %f = linalg.fill ins(%v15 : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %eb = tensor.empty() : tensor<1x3x4xf32>
  %b = linalg.broadcast ins(%v : tensor<3xf32>) outs(%eb : tensor<1x3x4xf32>) dimensions = [0, 2]
  func.return %t, %s, %k, %f, %b : tensor<4x6xf32>, tensor<2x2xf32>, tensor<2x6x4xf32>, tensor<2x2xf32>, tensor<1x3x4xf32>
}

// f16 stays f16.
// CHECK-LABEL: func.func @half
// CHECK-NEXT:    %[[C:.*]] = anec.constant dense<5.000000e-01> : tensor<1xf16>
// CHECK-NEXT:    %{{.*}} = anec.mul %x, %[[C]] : tensor<4x4xf16>, tensor<1xf16> -> tensor<4x4xf16>
func.func @half(%x: tensor<4x4xf16>) -> tensor<4x4xf16> {
  %half = arith.constant 0.5 : f16
  %e = tensor.empty() : tensor<4x4xf16>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x4xf16>) outs(%e : tensor<4x4xf16>) {
  ^bb0(%in: f16, %out: f16):
    %r = arith.mulf %in, %half : f16
    linalg.yield %r : f16
  } -> tensor<4x4xf16>
  func.return %y : tensor<4x4xf16>
}

// Ops that are already anec, and func ops, are left alone.
// CHECK-LABEL: func.func @leaves_anec_alone
// CHECK-NEXT:    %r = anec.relu %x : tensor<2x2xf32>
// CHECK-NEXT:    %c = func.call @half(%h) : (tensor<4x4xf16>) -> tensor<4x4xf16>
// CHECK-NEXT:    func.return %r, %c
func.func @leaves_anec_alone(%x: tensor<2x2xf32>, %h: tensor<4x4xf16>) -> (tensor<2x2xf32>, tensor<4x4xf16>) {
  %r = anec.relu %x : tensor<2x2xf32>
  %c = func.call @half(%h) : (tensor<4x4xf16>) -> tensor<4x4xf16>
  func.return %r, %c : tensor<2x2xf32>, tensor<4x4xf16>
}
