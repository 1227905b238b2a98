// RUN: anec-opt %s --split-input-file -p 'anec-legalize{target=h13}' | filecheck %s --check-prefix=H13
// RUN: anec-opt %s --split-input-file -p 'anec-legalize{target=h13},anec-legalize{target=h13}' | filecheck %s --check-prefix=H13
// RUN: anec-opt %s --split-input-file -p 'anec-legalize{target=h17s}' | filecheck %s --check-prefix=H17S

// On H13 (M1, width saturation; SPEC section 6) a width-axis slice of a
// product by a weight (+ a weight bias, through reshapes that keep the last
// axis) becomes the product by the weight's slice: slice(x @ W + b) =
// x @ slice(W) + slice(b), the same products in the same accumulator. The
// slices read weights only, so they run at load time and no engine crop is
// left. On H17s (no saturation) a width crop is legal and nothing changes.

// GPT-2's attention: the fused QKV projection (Gemm + reshape) split into
// q, k and v. Every reader of the product is a slice, so the offset-0 slice
// is rewritten too and the 12-wide product, its bias add and reshape go.

// H13-LABEL: func.func @qkv
// H13-NEXT:    %w = anec.constant
// H13-NEXT:    %b = anec.constant
// H13-NEXT:    %0 = anec.slice %w {offsets = array<i64: 0, 0>} : tensor<8x12xf16> -> tensor<8x4xf16>
// H13-NEXT:    %1 = anec.matmul %x, %0 : tensor<4x8xf16>, tensor<8x4xf16> -> tensor<4x4xf16>
// H13-NEXT:    %2 = anec.slice %b {offsets = array<i64: 0>} : tensor<12xf16> -> tensor<4xf16>
// H13-NEXT:    %3 = anec.add %1, %2 : tensor<4x4xf16>, tensor<4xf16> -> tensor<4x4xf16>
// H13-NEXT:    %q = anec.reshape %3 : tensor<4x4xf16> -> tensor<1x4x4xf16>
// H13-NEXT:    %4 = anec.slice %w {offsets = array<i64: 0, 4>} : tensor<8x12xf16> -> tensor<8x4xf16>
// H13-NEXT:    %5 = anec.matmul %x, %4 : tensor<4x8xf16>, tensor<8x4xf16> -> tensor<4x4xf16>
// H13-NEXT:    %6 = anec.slice %b {offsets = array<i64: 4>} : tensor<12xf16> -> tensor<4xf16>
// H13-NEXT:    %7 = anec.add %5, %6 : tensor<4x4xf16>, tensor<4xf16> -> tensor<4x4xf16>
// H13-NEXT:    %k = anec.reshape %7 : tensor<4x4xf16> -> tensor<1x4x4xf16>
// H13-NEXT:    %8 = anec.slice %w {offsets = array<i64: 0, 8>} : tensor<8x12xf16> -> tensor<8x4xf16>
// H13-NEXT:    %9 = anec.matmul %x, %8 : tensor<4x8xf16>, tensor<8x4xf16> -> tensor<4x4xf16>
// H13-NEXT:    %10 = anec.slice %b {offsets = array<i64: 8>} : tensor<12xf16> -> tensor<4xf16>
// H13-NEXT:    %11 = anec.add %9, %10 : tensor<4x4xf16>, tensor<4xf16> -> tensor<4x4xf16>
// H13-NEXT:    %v = anec.reshape %11 : tensor<4x4xf16> -> tensor<1x4x4xf16>
// H13-NEXT:    func.return %q, %k, %v
// H17S-LABEL: func.func @qkv
// H17S:         %p = anec.matmul %x, %w
// H17S:         %q = anec.slice %r {offsets = array<i64: 0, 0, 0>}
// H17S-NEXT:    %k = anec.slice %r {offsets = array<i64: 0, 0, 4>}
// H17S-NEXT:    %v = anec.slice %r {offsets = array<i64: 0, 0, 8>}
func.func @qkv(%x: tensor<4x8xf16>) -> (tensor<1x4x4xf16>, tensor<1x4x4xf16>, tensor<1x4x4xf16>) {
  %w = anec.constant dense<2.500000e-01> : tensor<8x12xf16>
  %b = anec.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0]> : tensor<12xf16>
  %p = anec.matmul %x, %w : tensor<4x8xf16>, tensor<8x12xf16> -> tensor<4x12xf16>
  %a = anec.add %p, %b : tensor<4x12xf16>, tensor<12xf16> -> tensor<4x12xf16>
  %r = anec.reshape %a : tensor<4x12xf16> -> tensor<1x4x12xf16>
  %q = anec.slice %r {offsets = array<i64: 0, 0, 0>} : tensor<1x4x12xf16> -> tensor<1x4x4xf16>
  %k = anec.slice %r {offsets = array<i64: 0, 0, 4>} : tensor<1x4x12xf16> -> tensor<1x4x4xf16>
  %v = anec.slice %r {offsets = array<i64: 0, 0, 8>} : tensor<1x4x12xf16> -> tensor<1x4x4xf16>
  func.return %q, %k, %v : tensor<1x4x4xf16>, tensor<1x4x4xf16>, tensor<1x4x4xf16>
}

// -----

// Transposed [N, K] weights (an argument marked anec.weight) are sliced on
// their rows, with the slice's stride; a bias first and broadcast along the
// last axis (extent 1) is kept whole. The product is also returned, so it
// stays; the slice at offset 0 is legal as it is and stays too.

// H13-LABEL: func.func @transposed
// H13-NEXT:    %b = anec.constant
// H13-NEXT:    %p = anec.matmul %x, %w transpose_rhs true
// H13-NEXT:    %a = anec.add %b, %p
// H13-NEXT:    %0 = anec.slice %w {offsets = array<i64: 1, 0>, strides = array<i64: 2, 1>} : tensor<6x8xf16> -> tensor<3x8xf16>
// H13-NEXT:    %1 = anec.matmul %x, %0 transpose_rhs true : tensor<4x8xf16>, tensor<3x8xf16> -> tensor<4x3xf16>
// H13-NEXT:    %odd = anec.add %b, %1 : tensor<4x1xf16>, tensor<4x3xf16> -> tensor<4x3xf16>
// H13-NEXT:    %first = anec.slice %a {offsets = array<i64: 0, 0>} : tensor<4x6xf16> -> tensor<4x2xf16>
// H13-NEXT:    func.return %a, %odd, %first
// H17S-LABEL: func.func @transposed
// H17S:         %odd = anec.slice %a {offsets = array<i64: 0, 1>, strides = array<i64: 1, 2>}
func.func @transposed(%x: tensor<4x8xf16>, %w: tensor<6x8xf16> {anec.weight}) -> (tensor<4x6xf16>, tensor<4x3xf16>, tensor<4x2xf16>) {
  %b = anec.constant dense<[[1.0], [2.0], [3.0], [4.0]]> : tensor<4x1xf16>
  %p = anec.matmul %x, %w transpose_rhs true : tensor<4x8xf16>, tensor<6x8xf16> -> tensor<4x6xf16>
  %a = anec.add %b, %p : tensor<4x1xf16>, tensor<4x6xf16> -> tensor<4x6xf16>
  %odd = anec.slice %a {offsets = array<i64: 0, 1>, strides = array<i64: 1, 2>} : tensor<4x6xf16> -> tensor<4x3xf16>
  %first = anec.slice %a {offsets = array<i64: 0, 0>} : tensor<4x6xf16> -> tensor<4x2xf16>
  func.return %a, %odd, %first : tensor<4x6xf16>, tensor<4x3xf16>, tensor<4x2xf16>
}


// Where the rewrite does not apply (a run-time product or bias, a reshape
// that changes the last axis, a slice that also crops rows) the width-crop
// check still reports the crop: anec-legalize-invalid.mlir.
