// RUN: anec-opt %s --split-input-file --parsing-diagnostics -p 'anec-legalize{target=h13}' | filecheck %s --check-prefix=H13
// RUN: anec-opt %s --split-input-file --parsing-diagnostics -p 'anec-legalize{target=h17s}' | filecheck %s --check-prefix=H17S
// RUN: anec-opt %s --split-input-file --parsing-diagnostics -p 'anec-legalize{target=h13},anec-legalize{target=h13}' | filecheck %s --check-prefix=H13

// A matmul whose contraction K is above the spatial limit (16384 on H13,
// the 15-bit descriptor field 32767 on H17s; SPEC section 2) with constant
// weights folds K into channels and a kernel: a valid convolution to
// [M, N, 1, 1] and a reshape. ZFNet-512's classifier: the flatten of
// [1, 512, 6, 6] (18432) reads as the pooled activation itself, and the
// [N, 18432] weights as [N, 512, 6, 6]; the flatten and the old constant go.

// H13-LABEL: func.func @flatten
// H13-NEXT:    %0 = anec.constant dense<2.500000e-01> : tensor<8x512x6x6xf16>
// H13-NEXT:    %1 = anec.convolution %x, %0 : tensor<1x512x6x6xf16>, tensor<8x512x6x6xf16> -> tensor<1x8x1x1xf16>
// H13-NEXT:    %y = anec.reshape %1 : tensor<1x8x1x1xf16> -> tensor<1x8xf16>
// H13-NEXT:    func.return %y
// H17S-LABEL: func.func @flatten
// H17S-NEXT:    %w = anec.constant dense<2.500000e-01> : tensor<8x18432xf16>
// H17S-NEXT:    %r = anec.reshape %x
// H17S-NEXT:    %y = anec.matmul %r, %w transpose_rhs true
func.func @flatten(%x: tensor<1x512x6x6xf16>) -> tensor<1x8xf16> {
  %w = anec.constant dense<2.500000e-01> : tensor<8x18432xf16>
  %r = anec.reshape %x : tensor<1x512x6x6xf16> -> tensor<1x18432xf16>
  %y = anec.matmul %r, %w transpose_rhs true : tensor<1x18432xf16>, tensor<8x18432xf16> -> tensor<1x8xf16>
  func.return %y : tensor<1x8xf16>
}

// -----

// Rows and untransposed [K, N] weights, from a source whose own layout does
// not fit (width 100 is above the fp16 kernel width 13): K = 20000 splits
// into the most channels that leave a legal kernel, 10000 x 1 x 2; each row
// is a batch entry of the convolution.

// H13-LABEL: func.func @rows
// H13-NEXT:    %0 = anec.constant dense<5.000000e-01> : tensor<4x10000x1x2xf16>
// H13-NEXT:    %1 = anec.reshape %x : tensor<2x5x40x100xf16> -> tensor<2x10000x1x2xf16>
// H13-NEXT:    %2 = anec.convolution %1, %0 : tensor<2x10000x1x2xf16>, tensor<4x10000x1x2xf16> -> tensor<2x4x1x1xf16>
// H13-NEXT:    %y = anec.reshape %2 : tensor<2x4x1x1xf16> -> tensor<2x4xf16>
// H17S-LABEL: func.func @rows
// H17S:         anec.matmul
func.func @rows(%x: tensor<2x5x40x100xf16>) -> tensor<2x4xf16> {
  %w = anec.constant dense<5.000000e-01> : tensor<20000x4xf16>
  %r = anec.reshape %x : tensor<2x5x40x100xf16> -> tensor<2x20000xf16>
  %y = anec.matmul %r, %w : tensor<2x20000xf16>, tensor<20000x4xf16> -> tensor<2x4xf16>
  func.return %y : tensor<2x4xf16>
}

// -----

// At the limit (K = 16384) the matmul is legal and stays.

// H13-LABEL: func.func @at_limit
// H13-NEXT:    %w = anec.constant
// H13-NEXT:    %r = anec.reshape %x
// H13-NEXT:    %y = anec.matmul %r, %w transpose_rhs true
func.func @at_limit(%x: tensor<1x256x8x8xf16>) -> tensor<1x8xf16> {
  %w = anec.constant dense<2.500000e-01> : tensor<8x16384xf16>
  %r = anec.reshape %x : tensor<1x256x8x8xf16> -> tensor<1x16384xf16>
  %y = anec.matmul %r, %w transpose_rhs true : tensor<1x16384xf16>, tensor<8x16384xf16> -> tensor<1x8xf16>
  func.return %y : tensor<1x8xf16>
}

// -----

// Weights that are not a constant (an argument) are not folded: the
// run-time [N, K] value cannot be re-read as a kernel here, and the limit is
// reported (on the argument, before the matmul).
// H13: error: 'func.func' op block argument 1 tensor<8x18432xf16> has extent 18432 on axis 1 (an axis without layout), above the maximum channel dimension 16384 of target h13 (SPEC section 2)
// H17S-LABEL: func.func @argument
func.func @argument(%x: tensor<1x512x6x6xf16>, %w: tensor<8x18432xf16>) -> tensor<1x8xf16> {
  %r = anec.reshape %x : tensor<1x512x6x6xf16> -> tensor<1x18432xf16>
  %y = anec.matmul %r, %w transpose_rhs true : tensor<1x18432xf16>, tensor<8x18432xf16> -> tensor<1x8xf16>
  func.return %y : tensor<1x8xf16>
}
