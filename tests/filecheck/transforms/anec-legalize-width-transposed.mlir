// RUN: anec-opt %s --split-input-file -p 'anec-legalize{target=h13}' | filecheck %s
// RUN: anec-opt %s --split-input-file -p 'anec-legalize{target=h15}' | filecheck %s --check-prefix=H15

// Width-axis slices at a nonzero offset whose input passes.value_range cannot
// bound within +-4094 (SPEC section 6: on H13 a width crop saturates a larger
// source value) are taken on the transposed layout: transpose the width with
// the axis before it, slice that (row) axis, transpose back. H15 (no
// saturation) keeps the crop.

// An unbounded argument.
// CHECK-LABEL: func.func @unbounded
// CHECK-NEXT:    %0 = anec.transpose %x {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x2x4x8xf16> -> tensor<1x2x8x4xf16>
// CHECK-NEXT:    %1 = anec.slice %0 {offsets = array<i64: 0, 0, 2, 0>} : tensor<1x2x8x4xf16> -> tensor<1x2x4x4xf16>
// CHECK-NEXT:    %y = anec.transpose %1 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x2x4x4xf16> -> tensor<1x2x4x4xf16>
// CHECK-NEXT:    func.return %y
// H15-LABEL: func.func @unbounded
// H15-NEXT:    %y = anec.slice %x {offsets = array<i64: 0, 0, 0, 2>}
func.func @unbounded(%x: tensor<1x2x4x8xf16>) -> tensor<1x2x4x4xf16> {
  %y = anec.slice %x {offsets = array<i64: 0, 0, 0, 2>} : tensor<1x2x4x8xf16> -> tensor<1x2x4x4xf16>
  func.return %y : tensor<1x2x4x4xf16>
}

// -----

// A declared range is rounded like the f16 values it bounds (4095 -> 4096),
// so it does not prove the bound.
// CHECK-LABEL: func.func @declared_too_wide
// CHECK-NEXT:    anec.transpose
// CHECK-NEXT:    anec.slice %{{.*}} {offsets = array<i64: 0, 0, 2, 0>}
// CHECK-NEXT:    anec.transpose
func.func @declared_too_wide(%x: tensor<1x2x4x8xf16> {anec.range = #anec.range<-1.0, 4095.0>}) -> tensor<1x2x4x4xf16> {
  %y = anec.slice %x {offsets = array<i64: 0, 0, 0, 2>} : tensor<1x2x4x8xf16> -> tensor<1x2x4x4xf16>
  func.return %y : tensor<1x2x4x4xf16>
}

// -----

// A product by a run-time value (no load-time slice of a weight can replace
// the crop), with a width stride.
// CHECK-LABEL: func.func @runtime_product
// CHECK:         %0 = anec.transpose %p {permutation = array<i64: 1, 0>} : tensor<4x12xf16> -> tensor<12x4xf16>
// CHECK-NEXT:    %1 = anec.slice %0 {offsets = array<i64: 4, 0>, strides = array<i64: 2, 1>} : tensor<12x4xf16> -> tensor<4x4xf16>
// CHECK-NEXT:    %y = anec.transpose %1 {permutation = array<i64: 1, 0>} : tensor<4x4xf16> -> tensor<4x4xf16>
func.func @runtime_product(%x: tensor<4x8xf16>, %w: tensor<8x12xf16>) -> tensor<4x4xf16> {
  %p = anec.matmul %x, %w : tensor<4x8xf16>, tensor<8x12xf16> -> tensor<4x12xf16>
  %y = anec.slice %p {offsets = array<i64: 0, 4>, strides = array<i64: 1, 2>} : tensor<4x12xf16> -> tensor<4x4xf16>
  func.return %y : tensor<4x4xf16>
}

// -----

// A slice that crops rows too: the rows first (width offset 0, a legal crop),
// then the width transposed, so the swap never moves the row offset onto the
// width.
// CHECK-LABEL: func.func @rows_too
// CHECK:         %0 = anec.slice %p {offsets = array<i64: 1, 0>} : tensor<4x12xf16> -> tensor<2x12xf16>
// CHECK-NEXT:    %1 = anec.transpose %0 {permutation = array<i64: 1, 0>} : tensor<2x12xf16> -> tensor<12x2xf16>
// CHECK-NEXT:    %2 = anec.slice %1 {offsets = array<i64: 4, 0>} : tensor<12x2xf16> -> tensor<4x2xf16>
// CHECK-NEXT:    %y = anec.transpose %2 {permutation = array<i64: 1, 0>} : tensor<4x2xf16> -> tensor<2x4xf16>
// H15-LABEL: func.func @rows_too
// H15:         %y = anec.slice %p {offsets = array<i64: 1, 4>}
func.func @rows_too(%x: tensor<4x8xf16>) -> tensor<2x4xf16> {
  %w = anec.constant dense<2.500000e-01> : tensor<8x12xf16>
  %p = anec.matmul %x, %w : tensor<4x8xf16>, tensor<8x12xf16> -> tensor<4x12xf16>
  %y = anec.slice %p {offsets = array<i64: 1, 4>} : tensor<4x12xf16> -> tensor<2x4xf16>
  func.return %y : tensor<2x4xf16>
}

// -----

// Rank 1: the only axis is the width, so the vector becomes a column.
// CHECK-LABEL: func.func @vector
// CHECK-NEXT:    %0 = anec.reshape %x : tensor<10xf16> -> tensor<10x1xf16>
// CHECK-NEXT:    %1 = anec.slice %0 {offsets = array<i64: 3, 0>} : tensor<10x1xf16> -> tensor<5x1xf16>
// CHECK-NEXT:    %y = anec.reshape %1 : tensor<5x1xf16> -> tensor<5xf16>
func.func @vector(%x: tensor<10xf16>) -> tensor<5xf16> {
  %y = anec.slice %x {offsets = array<i64: 3>} : tensor<10xf16> -> tensor<5xf16>
  func.return %y : tensor<5xf16>
}

// -----

// The rotate-half of a rotary embedding (Llama, Qwen2): the slice at offset 0
// is a legal crop and stays; the one at d/2 is transposed.
// CHECK-LABEL: func.func @rotate_half
// CHECK:         %x1 = anec.slice %q {offsets = array<i64: 0, 0, 0, 0>}
// CHECK-NEXT:    %0 = anec.transpose %q {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x4x8x16xf16> -> tensor<1x4x16x8xf16>
// CHECK-NEXT:    %1 = anec.slice %0 {offsets = array<i64: 0, 0, 8, 0>} : tensor<1x4x16x8xf16> -> tensor<1x4x8x8xf16>
// CHECK-NEXT:    %x2 = anec.transpose %1 {permutation = array<i64: 0, 1, 3, 2>}
// CHECK-NEXT:    %n = anec.neg %x2
func.func @rotate_half(%q: tensor<1x4x8x16xf16>) -> tensor<1x4x8x16xf16> {
  %x1 = anec.slice %q {offsets = array<i64: 0, 0, 0, 0>} : tensor<1x4x8x16xf16> -> tensor<1x4x8x8xf16>
  %x2 = anec.slice %q {offsets = array<i64: 0, 0, 0, 8>} : tensor<1x4x8x16xf16> -> tensor<1x4x8x8xf16>
  %n = anec.neg %x2 : tensor<1x4x8x8xf16>
  %r = anec.concat %n, %x1 {axis = 3 : i64} : tensor<1x4x8x8xf16>, tensor<1x4x8x8xf16> -> tensor<1x4x8x16xf16>
  func.return %r : tensor<1x4x8x16xf16>
}
