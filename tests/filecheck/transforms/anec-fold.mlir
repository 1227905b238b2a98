// RUN: anec-opt %s -p anec-fold | filecheck %s
// RUN: anec-opt %s -p 'anec-fold{into=post_scale}' | filecheck %s --check-prefix=POST
// RUN: anec-opt %s -p anec-fold | anec-opt -p anec-fold | filecheck %s

// Constant batch norm and the relu after it fold into the convolution. The
// factor a = scale / sqrt(variance + epsilon) = [0.5, 2] scales each output
// channel's weights (default into=weights), b = bias - mean * a = [0, -3]
// becomes the bias stream, the relu the fused activation; the consumed
// constants are erased.
// CHECK-LABEL: func.func @batch_norm_relu
// CHECK-NEXT:    %0 = anec.constant dense<{{\[\[\[\[}}5.000000e-01]], {{\[\[}}1.000000e+00]]], {{\[\[\[}}6.000000e+00]], {{\[\[}}8.000000e+00]]]]> : tensor<2x2x1x1xf32>
// CHECK-NEXT:    %1 = anec.constant dense<[0.000000e+00, -3.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:    %n = anec.convolution %x, %0 bias(%1 : tensor<2xf32>) {fused_activation = #anec.activation<relu>} : tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32> -> tensor<1x2x4x4xf32>
// CHECK-NEXT:    func.return %n : tensor<1x2x4x4xf32>
// With into=post_scale the weights stay and a becomes the post-scale stream.
// POST-LABEL: func.func @batch_norm_relu
// POST-NEXT:    %w = anec.constant dense<{{\[\[\[\[}}1.000000e+00]], {{\[\[}}2.000000e+00]]], {{\[\[\[}}3.000000e+00]], {{\[\[}}4.000000e+00]]]]> : tensor<2x2x1x1xf32>
// POST-NEXT:    %0 = anec.constant dense<[0.000000e+00, -3.000000e+00]> : tensor<2xf32>
// POST-NEXT:    %1 = anec.constant dense<[5.000000e-01, 2.000000e+00]> : tensor<2xf32>
// POST-NEXT:    %n = anec.convolution %x, %w bias(%0 : tensor<2xf32>) post_scale(%1 : tensor<2xf32>) {fused_activation = #anec.activation<relu>}
// POST-NEXT:    func.return %n
func.func @batch_norm_relu(%x: tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> {
  %w = anec.constant dense<[[[[1.0]], [[2.0]]], [[[3.0]], [[4.0]]]]> : tensor<2x2x1x1xf32>
  %m = anec.constant dense<[2.0, 1.0]> : tensor<2xf32>
  %v = anec.constant dense<[3.75, 0.0]> : tensor<2xf32>
  %s = anec.constant dense<[1.0, 1.0]> : tensor<2xf32>
  %b = anec.constant dense<[1.0, -1.0]> : tensor<2xf32>
  %c = anec.convolution %x, %w : tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32> -> tensor<1x2x4x4xf32>
  %n = anec.batch_norm %c, %m, %v, %s, %b {epsilon = 0.25 : f32} : tensor<1x2x4x4xf32>, tensor<2xf32>
  %r = anec.relu %n : tensor<1x2x4x4xf32>
  func.return %r : tensor<1x2x4x4xf32>
}

// Parameters that are function arguments fold as per-channel anec ops on [C]
// vectors feeding the post-scale and bias streams (the weights are not
// constants, so the factor cannot scale them); the activation keeps its parameter.
// CHECK-LABEL: func.func @arguments
// CHECK-NEXT:    %0 = anec.constant dense<1.000000e-05> : tensor<2xf32>
// CHECK-NEXT:    %1 = anec.add %v, %0 : tensor<2xf32>, tensor<2xf32> -> tensor<2xf32>
// CHECK-NEXT:    %2 = anec.sqrt %1 : tensor<2xf32>
// CHECK-NEXT:    %3 = anec.div %s, %2 : tensor<2xf32>, tensor<2xf32> -> tensor<2xf32>
// CHECK-NEXT:    %4 = anec.mul %m, %3 : tensor<2xf32>, tensor<2xf32> -> tensor<2xf32>
// CHECK-NEXT:    %5 = anec.sub %b, %4 : tensor<2xf32>, tensor<2xf32> -> tensor<2xf32>
// CHECK-NEXT:    %n = anec.convolution %x, %w bias(%5 : tensor<2xf32>) post_scale(%3 : tensor<2xf32>) {fused_activation = #anec.activation<leaky_relu, alpha = 1.250000e-01>}
// CHECK-NEXT:    func.return %n
func.func @arguments(%x: tensor<1x2x4x4xf32>, %w: tensor<2x2x3x3xf32>, %m: tensor<2xf32>, %v: tensor<2xf32>, %s: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<1x2x2x2xf32> {
  %c = anec.convolution %x, %w : tensor<1x2x4x4xf32>, tensor<2x2x3x3xf32> -> tensor<1x2x2x2xf32>
  %n = anec.batch_norm %c, %m, %v, %s, %b : tensor<1x2x2x2xf32>, tensor<2xf32>
  %r = anec.leaky_relu %n {alpha = 0.125 : f32} : tensor<1x2x2x2xf32>
  func.return %r : tensor<1x2x2x2xf32>
}

// Weights whose elements are not in the file -- arguments marked
// {anec.weight}, a placeholder -- take the factor as constant weights do: the
// weights times the factor reshaped to [C, 1, 1, 1], arithmetic evaluated at
// load time (no post-scale stream), so the fold is the same whatever the
// weights' form (docs/cost-model.md, "Invariances").
// CHECK-LABEL: func.func @weight_arguments
// CHECK:         %3 = anec.div %s, %2 : tensor<2xf32>, tensor<2xf32> -> tensor<2xf32>
// CHECK:         %5 = anec.sub %b, %4 : tensor<2xf32>, tensor<2xf32> -> tensor<2xf32>
// CHECK-NEXT:    %6 = anec.reshape %3 : tensor<2xf32> -> tensor<2x1x1x1xf32>
// CHECK-NEXT:    %7 = anec.mul %w, %6 : tensor<2x2x3x3xf32>, tensor<2x1x1x1xf32> -> tensor<2x2x3x3xf32>
// CHECK-NEXT:    %n = anec.convolution %x, %7 bias(%5 : tensor<2xf32>) : tensor<1x2x4x4xf32>, tensor<2x2x3x3xf32> -> tensor<1x2x2x2xf32>
// POST-LABEL: func.func @weight_arguments
// POST:         %n = anec.convolution %x, %w bias(%5 : tensor<2xf32>) post_scale(%3 : tensor<2xf32>)
func.func @weight_arguments(%x: tensor<1x2x4x4xf32>, %w: tensor<2x2x3x3xf32> {anec.weight}, %m: tensor<2xf32> {anec.weight}, %v: tensor<2xf32> {anec.weight}, %s: tensor<2xf32> {anec.weight}, %b: tensor<2xf32> {anec.weight}) -> tensor<1x2x2x2xf32> {
  %c = anec.convolution %x, %w : tensor<1x2x4x4xf32>, tensor<2x2x3x3xf32> -> tensor<1x2x2x2xf32>
  %n = anec.batch_norm %c, %m, %v, %s, %b : tensor<1x2x2x2xf32>, tensor<2xf32>
  func.return %n : tensor<1x2x2x2xf32>
}

// CHECK-LABEL: func.func @placeholder_weights
// CHECK-NEXT:    %w = anec.constant #anec.placeholder<tensor<2x2x1x1xf32>>
// CHECK-NEXT:    %s = anec.constant dense<[2.000000e+00, 4.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:    %b = anec.constant dense<1.000000e+00> : tensor<2xf32>
// CHECK-NEXT:    %0 = anec.reshape %s : tensor<2xf32> -> tensor<2x1x1x1xf32>
// CHECK-NEXT:    %1 = anec.mul %w, %0 : tensor<2x2x1x1xf32>, tensor<2x1x1x1xf32> -> tensor<2x2x1x1xf32>
// CHECK-NEXT:    %n = anec.convolution %x, %1 bias(%b : tensor<2xf32>) : tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32> -> tensor<1x2x4x4xf32>
func.func @placeholder_weights(%x: tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> {
  %w = anec.constant #anec.placeholder<tensor<2x2x1x1xf32>>
  %s = anec.constant dense<[2.0, 4.0]> : tensor<2xf32>
  %b = anec.constant dense<[1.0, 1.0]> : tensor<2xf32>
  %c = anec.convolution %x, %w : tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32> -> tensor<1x2x4x4xf32>
  %n = anec.scale_bias %c, %s, %b : tensor<1x2x4x4xf32>, tensor<2xf32>
  func.return %n : tensor<1x2x4x4xf32>
}

// A scale_bias after a convolution that has both streams: post_scale * s and
// bias * s + b, reusing the constants.
// CHECK-LABEL: func.func @scale_bias_streams
// CHECK-NEXT:    %s = anec.constant dense<[2.000000e+00, 4.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:    %b = anec.constant dense<[1.000000e+00, 5.000000e-01]> : tensor<2xf32>
// CHECK-NEXT:    %0 = anec.mul %cs, %s : tensor<2xf32>, tensor<2xf32> -> tensor<2xf32>
// CHECK-NEXT:    %1 = anec.mul %cb, %s : tensor<2xf32>, tensor<2xf32> -> tensor<2xf32>
// CHECK-NEXT:    %2 = anec.add %1, %b : tensor<2xf32>, tensor<2xf32> -> tensor<2xf32>
// CHECK-NEXT:    %n = anec.convolution %x, %w bias(%2 : tensor<2xf32>) post_scale(%0 : tensor<2xf32>) :
// CHECK-NEXT:    func.return %n
func.func @scale_bias_streams(%x: tensor<1x2x4x4xf32>, %w: tensor<2x2x1x1xf32>, %cb: tensor<2xf32>, %cs: tensor<2xf32>) -> tensor<1x2x4x4xf32> {
  %s = anec.constant dense<[2.0, 4.0]> : tensor<2xf32>
  %b = anec.constant dense<[1.0, 0.5]> : tensor<2xf32>
  %c = anec.convolution %x, %w bias(%cb : tensor<2xf32>) post_scale(%cs : tensor<2xf32>) : tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32> -> tensor<1x2x4x4xf32>
  %n = anec.scale_bias %c, %s, %b : tensor<1x2x4x4xf32>, tensor<2xf32>
  func.return %n : tensor<1x2x4x4xf32>
}

// int8 weights hold integers: the factor always goes to the post-scale
// (here the dequantization scale [0.5, 0.25] x [2, 4] = [1, 1]).
// CHECK-LABEL: func.func @int8_weights
// CHECK-NEXT:    %w = anec.constant dense<{{\[\[\[\[}}1]], {{\[\[}}2]]], {{\[\[\[}}3]], {{\[\[}}4]]]]> : tensor<2x2x1x1xi8>
// CHECK-NEXT:    %b = anec.constant dense<[1.000000e+00, 5.000000e-01]> : tensor<2xf32>
// CHECK-NEXT:    %0 = anec.constant dense<1.000000e+00> : tensor<2xf32>
// CHECK-NEXT:    %n = anec.convolution %x, %w bias(%b : tensor<2xf32>) post_scale(%0 : tensor<2xf32>) {weight_format = #anec.weight_format<int8>}
// CHECK-NEXT:    func.return %n
func.func @int8_weights(%x: tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> {
  %w = anec.constant dense<[[[[1]], [[2]]], [[[3]], [[4]]]]> : tensor<2x2x1x1xi8>
  %q = anec.constant dense<[0.5, 0.25]> : tensor<2xf32>
  %s = anec.constant dense<[2.0, 4.0]> : tensor<2xf32>
  %b = anec.constant dense<[1.0, 0.5]> : tensor<2xf32>
  %c = anec.convolution %x, %w post_scale(%q : tensor<2xf32>) {weight_format = #anec.weight_format<int8>} : tensor<1x2x4x4xf32>, tensor<2x2x1x1xi8> -> tensor<1x2x4x4xf32>
  %n = anec.scale_bias %c, %s, %b : tensor<1x2x4x4xf32>, tensor<2xf32>
  func.return %n : tensor<1x2x4x4xf32>
}

// A palettized tensor shares one palette: post-scale. Sparse float weights
// keep their zeros when scaled: weights.
// CHECK-LABEL: func.func @palettized_sparse
// CHECK:         %pn = anec.convolution %x, %w bias(%b : tensor<2xf32>) post_scale(%s : tensor<2xf32>) {weight_format = #anec.weight_format<palettized, bits = 2>}
// CHECK-NEXT:    %0 = anec.constant dense<{{\[\[\[\[}}2.000000e+00]], {{\[\[}}0.000000e+00]]], {{\[\[\[}}0.000000e+00]], {{\[\[}}2.000000e+00]]]]> : tensor<2x2x1x1xf32>
// CHECK-NEXT:    %qn = anec.convolution %x, %0 bias(%b : tensor<2xf32>) {weight_format = #anec.weight_format<sparse, zero_fraction = 5.000000e-01>}
func.func @palettized_sparse(%x: tensor<1x2x4x4xf32>) -> (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) {
  %w = anec.constant dense<[[[[1.0]], [[0.0]]], [[[0.0]], [[4.0]]]]> : tensor<2x2x1x1xf32>
  %s = anec.constant dense<[2.0, 0.5]> : tensor<2xf32>
  %b = anec.constant dense<[0.0, 1.0]> : tensor<2xf32>
  %p = anec.convolution %x, %w {weight_format = #anec.weight_format<palettized, bits = 2>} : tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32> -> tensor<1x2x4x4xf32>
  %pn = anec.scale_bias %p, %s, %b : tensor<1x2x4x4xf32>, tensor<2xf32>
  %q = anec.convolution %x, %w {weight_format = #anec.weight_format<sparse, zero_fraction = 0.5>} : tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32> -> tensor<1x2x4x4xf32>
  %qn = anec.scale_bias %q, %s, %b : tensor<1x2x4x4xf32>, tensor<2xf32>
  func.return %pn, %qn : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>
}

// Deconvolution streams have the same semantics.
// CHECK-LABEL: func.func @deconvolution
// CHECK-NEXT:    %n = anec.deconvolution %x, %w bias(%b : tensor<2xf32>) post_scale(%s : tensor<2xf32>) {strides = array<i64: 2, 2>, fused_activation = #anec.activation<sigmoid>}
// CHECK-NEXT:    func.return %n
func.func @deconvolution(%x: tensor<1x2x4x4xf32>, %w: tensor<2x2x2x2xf32>, %s: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<1x2x8x8xf32> {
  %c = anec.deconvolution %x, %w {strides = array<i64: 2, 2>} : tensor<1x2x4x4xf32>, tensor<2x2x2x2xf32> -> tensor<1x2x8x8xf32>
  %n = anec.scale_bias %c, %s, %b : tensor<1x2x8x8xf32>, tensor<2xf32>
  %r = anec.sigmoid %n : tensor<1x2x8x8xf32>
  func.return %r : tensor<1x2x8x8xf32>
}

// Left alone: a convolution result with two users.
// CHECK-LABEL: func.func @two_users
// CHECK-NEXT:    %c = anec.convolution %x, %w :
// CHECK-NEXT:    %n = anec.scale_bias %c, %s, %b
// CHECK-NEXT:    %r = anec.relu %c
func.func @two_users(%x: tensor<1x2x4x4xf32>, %w: tensor<2x2x1x1xf32>, %s: tensor<2xf32>, %b: tensor<2xf32>) -> (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) {
  %c = anec.convolution %x, %w : tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32> -> tensor<1x2x4x4xf32>
  %n = anec.scale_bias %c, %s, %b : tensor<1x2x4x4xf32>, tensor<2xf32>
  %r = anec.relu %c : tensor<1x2x4x4xf32>
  func.return %n, %r : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>
}

// Left alone: a convolution that already has an activation takes no norm and
// no second activation.
// CHECK-LABEL: func.func @after_activation
// CHECK-NEXT:    %c = anec.convolution %x, %w {fused_activation = #anec.activation<relu>}
// CHECK-NEXT:    %n = anec.scale_bias %c, %s, %b
// CHECK-NEXT:    %t = anec.tanh %n
func.func @after_activation(%x: tensor<1x2x4x4xf32>, %w: tensor<2x2x1x1xf32>, %s: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<1x2x4x4xf32> {
  %c = anec.convolution %x, %w {fused_activation = #anec.activation<relu>} : tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32> -> tensor<1x2x4x4xf32>
  %n = anec.scale_bias %c, %s, %b : tensor<1x2x4x4xf32>, tensor<2xf32>
  %t = anec.tanh %n : tensor<1x2x4x4xf32>
  func.return %t : tensor<1x2x4x4xf32>
}

// An activation before the norm fuses; the norm after it then cannot fold.
// CHECK-LABEL: func.func @activation_then_norm
// CHECK-NEXT:    %c = anec.convolution %x, %w {fused_activation = #anec.activation<clamp, min = 0.000000e+00, max = 6.000000e+00>}
// CHECK-NEXT:    %n = anec.scale_bias %c, %s, %b
// CHECK-NEXT:    func.return %n
func.func @activation_then_norm(%x: tensor<1x2x4x4xf32>, %w: tensor<2x2x1x1xf32>, %s: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<1x2x4x4xf32> {
  %c = anec.convolution %x, %w : tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32> -> tensor<1x2x4x4xf32>
  %r = anec.clamp %c {min = 0.0 : f32, max = 6.0 : f32} : tensor<1x2x4x4xf32>
  %n = anec.scale_bias %r, %s, %b : tensor<1x2x4x4xf32>, tensor<2xf32>
  func.return %n : tensor<1x2x4x4xf32>
}

// Left alone: a unary op that is no fusable activation, an activation after a matmul.
// CHECK-LABEL: func.func @not_an_activation
// CHECK-NEXT:    %c = anec.convolution %x, %w :
// CHECK-NEXT:    %e = anec.exp %c
// CHECK-NEXT:    %m = anec.matmul %y, %y
// CHECK-NEXT:    %r = anec.relu %m
func.func @not_an_activation(%x: tensor<1x2x4x4xf32>, %w: tensor<2x2x1x1xf32>, %y: tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> {
  %c = anec.convolution %x, %w : tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32> -> tensor<1x2x4x4xf32>
  %e = anec.exp %c : tensor<1x2x4x4xf32>
  %m = anec.matmul %y, %y : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32> -> tensor<1x2x4x4xf32>
  %r = anec.relu %m : tensor<1x2x4x4xf32>
  %a = anec.add %e, %r : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32> -> tensor<1x2x4x4xf32>
  func.return %a : tensor<1x2x4x4xf32>
}
