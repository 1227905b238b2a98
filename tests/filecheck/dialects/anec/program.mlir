// RUN: ANEC_ROUNDTRIP
// RUN: ANEC_GENERIC_ROUNDTRIP
// RUN: anec-opt %s --split-input-file --print-op-generic | filecheck %s --check-prefix=CHECK-GENERIC

func.func @program(%x: tensor<1x3x32x32xf16>, %w: tensor<8x3x3x3xf16>) -> tensor<1x8x30x30xf16> {
  %y = anec.program "stem" (%a = %x : tensor<1x3x32x32xf16>, %k = %w : tensor<8x3x3x3xf16>) -> tensor<1x8x30x30xf16> {
    %c = anec.convolution %a, %k : tensor<1x3x32x32xf16>, tensor<8x3x3x3xf16> -> tensor<1x8x30x30xf16>
    anec.yield %c : tensor<1x8x30x30xf16>
  }
  func.return %y : tensor<1x8x30x30xf16>
}
// CHECK-LABEL: func.func @program
// CHECK-NEXT:    %y = anec.program "stem" (%a = %x : tensor<1x3x32x32xf16>, %k = %w : tensor<8x3x3x3xf16>) -> tensor<1x8x30x30xf16> {
// CHECK-NEXT:      %c = anec.convolution %a, %k : tensor<1x3x32x32xf16>, tensor<8x3x3x3xf16> -> tensor<1x8x30x30xf16>
// CHECK-NEXT:      anec.yield %c : tensor<1x8x30x30xf16>
// CHECK-NEXT:    }
// CHECK-GENERIC:  %y = "anec.program"(%x, %w) <{label = "stem"}> ({
// CHECK-GENERIC-NEXT: ^bb0(%a: tensor<1x3x32x32xf16>, %k: tensor<8x3x3x3xf16>):
// CHECK-GENERIC:      "anec.yield"(%c) : (tensor<1x8x30x30xf16>) -> ()
// CHECK-GENERIC-NEXT: }) : (tensor<1x3x32x32xf16>, tensor<8x3x3x3xf16>) -> tensor<1x8x30x30xf16>

// -----

func.func @multi(%x: tensor<4x4xf16>) -> tensor<4x4xf16> {
  %y:2 = anec.program (%a = %x : tensor<4x4xf16>) -> (tensor<4x4xf16>, tensor<4x4xf16>) {
    anec.yield %a, %a : tensor<4x4xf16>, tensor<4x4xf16>
  } attributes {anec.note = "two results"}
  %z = anec.program (%p = %y#0 : tensor<4x4xf16>, %q = %y#1 : tensor<4x4xf16>) -> tensor<4x4xf16> {
    %c = anec.matmul %p, %q : tensor<4x4xf16>, tensor<4x4xf16> -> tensor<4x4xf16>
    anec.yield %c : tensor<4x4xf16>
  }
  func.return %z : tensor<4x4xf16>
}
// CHECK-LABEL: func.func @multi
// CHECK-NEXT:    %y, %y_1 = anec.program (%a = %x : tensor<4x4xf16>) -> (tensor<4x4xf16>, tensor<4x4xf16>) {
// CHECK-NEXT:      anec.yield %a, %a : tensor<4x4xf16>, tensor<4x4xf16>
// CHECK-NEXT:    } attributes {anec.note = "two results"}
// CHECK-NEXT:    %z = anec.program (%p = %y : tensor<4x4xf16>, %q = %y_1 : tensor<4x4xf16>) -> tensor<4x4xf16> {
