// RUN: anec-opt %s --split-input-file -p 'anec-legalize{target=h13}' | filecheck %s
// RUN: anec-opt %s --split-input-file -p 'anec-legalize{target=h15}' | filecheck %s --check-prefix=H15

// Width-axis slices at a nonzero offset whose input passes.value_range cannot
// bound within +-4094 (SPEC section 6: on H13 a width crop saturates a larger
// source value) are taken through a view with a unit axis appended: reshape
// [..., W] -> [..., W, 1], slice (the width's offset now on the axis before
// the last), reshape back. H15 (no saturation) keeps the crop.

// An unbounded argument.
// CHECK-LABEL: func.func @unbounded
// CHECK-NEXT:    %0 = anec.reshape %x : tensor<1x2x4x8xf16> -> tensor<1x2x4x8x1xf16>
// CHECK-NEXT:    %1 = anec.slice %0 {offsets = array<i64: 0, 0, 0, 2, 0>} : tensor<1x2x4x8x1xf16> -> tensor<1x2x4x4x1xf16>
// CHECK-NEXT:    %y = anec.reshape %1 : tensor<1x2x4x4x1xf16> -> tensor<1x2x4x4xf16>
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
// CHECK-NEXT:    anec.reshape
// CHECK-NEXT:    anec.slice %{{.*}} {offsets = array<i64: 0, 0, 0, 2, 0>}
// CHECK-NEXT:    anec.reshape
func.func @declared_too_wide(%x: tensor<1x2x4x8xf16> {anec.range = #anec.range<-1.0, 4095.0>}) -> tensor<1x2x4x4xf16> {
  %y = anec.slice %x {offsets = array<i64: 0, 0, 0, 2>} : tensor<1x2x4x8xf16> -> tensor<1x2x4x4xf16>
  func.return %y : tensor<1x2x4x4xf16>
}

// -----

// A product by a run-time value (no load-time slice of a weight can replace
// the crop), with a width stride, and a crop of the rows too.
// CHECK-LABEL: func.func @runtime_product
// CHECK:         %0 = anec.reshape %p : tensor<4x12xf16> -> tensor<4x12x1xf16>
// CHECK-NEXT:    %1 = anec.slice %0 {offsets = array<i64: 1, 4, 0>, strides = array<i64: 1, 2, 1>} : tensor<4x12x1xf16> -> tensor<2x4x1xf16>
// CHECK-NEXT:    %y = anec.reshape %1 : tensor<2x4x1xf16> -> tensor<2x4xf16>
// H15-LABEL: func.func @runtime_product
// H15:         %y = anec.slice %p {offsets = array<i64: 1, 4>, strides = array<i64: 1, 2>}
func.func @runtime_product(%x: tensor<4x8xf16>, %w: tensor<8x12xf16>) -> tensor<2x4xf16> {
  %p = anec.matmul %x, %w : tensor<4x8xf16>, tensor<8x12xf16> -> tensor<4x12xf16>
  %y = anec.slice %p {offsets = array<i64: 1, 4>, strides = array<i64: 1, 2>} : tensor<4x12xf16> -> tensor<2x4xf16>
  func.return %y : tensor<2x4xf16>
}

// -----

// Rank 1: the vector becomes a column.
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
// is a legal crop and stays; the one at d/2 goes through the view.
// CHECK-LABEL: func.func @rotate_half
// CHECK:         %x1 = anec.slice %q {offsets = array<i64: 0, 0, 0, 0>}
// CHECK-NEXT:    %0 = anec.reshape %q : tensor<1x4x8x16xf16> -> tensor<1x4x8x16x1xf16>
// CHECK-NEXT:    %1 = anec.slice %0 {offsets = array<i64: 0, 0, 0, 8, 0>} : tensor<1x4x8x16x1xf16> -> tensor<1x4x8x8x1xf16>
// CHECK-NEXT:    %x2 = anec.reshape %1 : tensor<1x4x8x8x1xf16> -> tensor<1x4x8x8xf16>
// CHECK-NEXT:    %n = anec.neg %x2
func.func @rotate_half(%q: tensor<1x4x8x16xf16>) -> tensor<1x4x8x16xf16> {
  %x1 = anec.slice %q {offsets = array<i64: 0, 0, 0, 0>} : tensor<1x4x8x16xf16> -> tensor<1x4x8x8xf16>
  %x2 = anec.slice %q {offsets = array<i64: 0, 0, 0, 8>} : tensor<1x4x8x16xf16> -> tensor<1x4x8x8xf16>
  %n = anec.neg %x2 : tensor<1x4x8x8xf16>
  %r = anec.concat %n, %x1 {axis = 3 : i64} : tensor<1x4x8x8xf16>, tensor<1x4x8x8xf16> -> tensor<1x4x8x16xf16>
  func.return %r : tensor<1x4x8x16xf16>
}
