// RUN: ANEC_ROUNDTRIP
// RUN: ANEC_GENERIC_ROUNDTRIP
// RUN: anec-opt %s --split-input-file --print-op-generic | filecheck %s --check-prefix=CHECK-GENERIC

func.func @dense() -> (tensor<2x2xf16>, tensor<4xf32>, tensor<3xi8>, tensor<2xui8>, tensor<1x1xsi8>) {
  %w = anec.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf16>
  %s = anec.constant dense<5.000000e-01> : tensor<4xf32>
  %q = anec.constant dense<[-128, 0, 127]> : tensor<3xi8>
  %u = anec.constant dense<255> : tensor<2xui8>
  %t = anec.constant {origin = "fc1"} dense<-3> : tensor<1x1xsi8>
  func.return %w, %s, %q, %u, %t : tensor<2x2xf16>, tensor<4xf32>, tensor<3xi8>, tensor<2xui8>, tensor<1x1xsi8>
}
// CHECK-LABEL: func.func @dense
// CHECK-NEXT:    %w = anec.constant dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf16>
// CHECK-NEXT:    %s = anec.constant dense<5.000000e-01> : tensor<4xf32>
// CHECK-NEXT:    %q = anec.constant dense<[-128, 0, 127]> : tensor<3xi8>
// CHECK-NEXT:    %u = anec.constant dense<255> : tensor<2xui8>
// CHECK-NEXT:    %t = anec.constant {origin = "fc1"} dense<-3> : tensor<1x1xsi8>
// CHECK-NEXT:    func.return %w, %s, %q, %u, %t : tensor<2x2xf16>, tensor<4xf32>, tensor<3xi8>, tensor<2xui8>, tensor<1x1xsi8>
// CHECK-GENERIC: %w = "anec.constant"() <{value = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf16>}> : () -> tensor<2x2xf16>
// CHECK-GENERIC: %s = "anec.constant"() <{value = dense<5.000000e-01> : tensor<4xf32>}> : () -> tensor<4xf32>
// CHECK-GENERIC: %q = "anec.constant"() <{value = dense<[-128, 0, 127]> : tensor<3xi8>}> : () -> tensor<3xi8>
// CHECK-GENERIC: %u = "anec.constant"() <{value = dense<255> : tensor<2xui8>}> : () -> tensor<2xui8>
// CHECK-GENERIC: %t = "anec.constant"() <{value = dense<-3> : tensor<1x1xsi8>}> {origin = "fc1"} : () -> tensor<1x1xsi8>

// -----

func.func @resource() -> (tensor<2x2xi8>, tensor<2xf16>) {
  %q = anec.constant dense_resource<conv1_weights> : tensor<2x2xi8>
  %h = anec.constant dense_resource<scale> : tensor<2xf16>
  func.return %q, %h : tensor<2x2xi8>, tensor<2xf16>
}
// CHECK-LABEL: func.func @resource
// CHECK-NEXT:    %q = anec.constant dense_resource<conv1_weights> : tensor<2x2xi8>
// CHECK-NEXT:    %h = anec.constant dense_resource<scale> : tensor<2xf16>
// CHECK-NEXT:    func.return %q, %h : tensor<2x2xi8>, tensor<2xf16>
// CHECK-GENERIC: %q = "anec.constant"() <{value = dense_resource<conv1_weights> : tensor<2x2xi8>}> : () -> tensor<2x2xi8>
// CHECK-GENERIC: %h = "anec.constant"() <{value = dense_resource<scale> : tensor<2xf16>}> : () -> tensor<2xf16>
// CHECK:        dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       conv1_weights: "0x0100000001FE03FC",
// CHECK:            scale: "0x02000000003C00C0"
// CHECK-GENERIC:  dialect_resources: {
// CHECK-GENERIC:    builtin: {
// CHECK-GENERIC:      conv1_weights: "0x0100000001FE03FC",
// CHECK-GENERIC:      scale: "0x02000000003C00C0"

{-#
  dialect_resources: {
    builtin: {
      conv1_weights: "0x0100000001FE03FC",
      scale: "0x02000000003C00C0"
    }
  }
#-}
