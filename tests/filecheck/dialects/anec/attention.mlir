// RUN: ANEC_ROUNDTRIP
// RUN: ANEC_GENERIC_ROUNDTRIP
// RUN: anec-opt %s --split-input-file --print-op-generic | filecheck %s --check-prefix=CHECK-GENERIC

func.func @attention(%q: tensor<1x8x16x64xf16>, %k: tensor<1x8x32x64xf16>, %v: tensor<1x8x32x48xf16>, %m: tensor<1x1x16x32xf16>) -> tensor<1x8x16x48xf16> {
  %o = anec.attention %q, %k, %v mask(%m : tensor<1x1x16x32xf16>) {scale = 1.250000e-01 : f32} : tensor<1x8x16x64xf16>, tensor<1x8x32x64xf16>, tensor<1x8x32x48xf16> -> tensor<1x8x16x48xf16>
  func.return %o : tensor<1x8x16x48xf16>
}
// CHECK-LABEL: func.func @attention
// CHECK-NEXT:    %o = anec.attention %q, %k, %v mask(%m : tensor<1x1x16x32xf16>) {scale = 1.250000e-01 : f32} : tensor<1x8x16x64xf16>, tensor<1x8x32x64xf16>, tensor<1x8x32x48xf16> -> tensor<1x8x16x48xf16>
// CHECK-NEXT:    func.return %o : tensor<1x8x16x48xf16>
// CHECK-GENERIC: %o = "anec.attention"(%q, %k, %v, %m) <{scale = 1.250000e-01 : f32}> : (tensor<1x8x16x64xf16>, tensor<1x8x32x64xf16>, tensor<1x8x32x48xf16>, tensor<1x1x16x32xf16>) -> tensor<1x8x16x48xf16>

// -----

func.func @attention_defaults(%q: tensor<16x64xf32>, %k: tensor<32x64xf32>, %v: tensor<32x8xf32>) -> tensor<16x8xf32> {
  %o = anec.attention %q, %k, %v : tensor<16x64xf32>, tensor<32x64xf32>, tensor<32x8xf32> -> tensor<16x8xf32>
  func.return %o : tensor<16x8xf32>
}
// CHECK-LABEL: func.func @attention_defaults
// CHECK-NEXT:    %o = anec.attention %q, %k, %v : tensor<16x64xf32>, tensor<32x64xf32>, tensor<32x8xf32> -> tensor<16x8xf32>
// CHECK-NEXT:    func.return %o : tensor<16x8xf32>
// CHECK-GENERIC: %o = "anec.attention"(%q, %k, %v) : (tensor<16x64xf32>, tensor<32x64xf32>, tensor<32x8xf32>) -> tensor<16x8xf32>

// -----

func.func @attention_mask_broadcast(%q: tensor<4x10x16xf16>, %k: tensor<4x12x16xf16>, %v: tensor<4x12x16xf16>, %m: tensor<12xf16>) -> tensor<4x10x16xf16> {
  %o = anec.attention %q, %k, %v mask(%m : tensor<12xf16>) : tensor<4x10x16xf16>, tensor<4x12x16xf16>, tensor<4x12x16xf16> -> tensor<4x10x16xf16>
  func.return %o : tensor<4x10x16xf16>
}
// CHECK-LABEL: func.func @attention_mask_broadcast
// CHECK-NEXT:    %o = anec.attention %q, %k, %v mask(%m : tensor<12xf16>) : tensor<4x10x16xf16>, tensor<4x12x16xf16>, tensor<4x12x16xf16> -> tensor<4x10x16xf16>
// CHECK-NEXT:    func.return %o : tensor<4x10x16xf16>
// CHECK-GENERIC: %o = "anec.attention"(%q, %k, %v, %m) : (tensor<4x10x16xf16>, tensor<4x12x16xf16>, tensor<4x12x16xf16>, tensor<12xf16>) -> tensor<4x10x16xf16>
