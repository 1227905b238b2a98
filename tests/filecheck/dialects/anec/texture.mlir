// RUN: ANEC_ROUNDTRIP
// RUN: ANEC_GENERIC_ROUNDTRIP
// RUN: anec-opt %s --split-input-file --print-op-generic | filecheck %s --check-prefix=CHECK-GENERIC

func.func @resize(%x: tensor<1x3x16x16xf16>) -> (tensor<1x3x32x24xf16>, tensor<1x3x8x8xf16>) {
  %y = anec.resize %x {mode = #anec.sampling<nearest>, align_corners = true} : tensor<1x3x16x16xf16> -> tensor<1x3x32x24xf16>
  %z = anec.resize %x : tensor<1x3x16x16xf16> -> tensor<1x3x8x8xf16>
  func.return %y, %z : tensor<1x3x32x24xf16>, tensor<1x3x8x8xf16>
}
// CHECK-LABEL: func.func @resize
// CHECK-NEXT:    %y = anec.resize %x {mode = #anec.sampling<nearest>, align_corners = true} : tensor<1x3x16x16xf16> -> tensor<1x3x32x24xf16>
// CHECK-NEXT:    %z = anec.resize %x : tensor<1x3x16x16xf16> -> tensor<1x3x8x8xf16>
// CHECK-NEXT:    func.return %y, %z : tensor<1x3x32x24xf16>, tensor<1x3x8x8xf16>
// CHECK-GENERIC: %y = "anec.resize"(%x) <{mode = #anec.sampling<nearest>, align_corners = true}> : (tensor<1x3x16x16xf16>) -> tensor<1x3x32x24xf16>
// CHECK-GENERIC: %z = "anec.resize"(%x) <{mode = #anec.sampling<bilinear>, align_corners = false}> : (tensor<1x3x16x16xf16>) -> tensor<1x3x8x8xf16>

// -----

func.func @resize_as(%x: tensor<1x8x16x16xf16>, %r: tensor<2x3x64x48xf32>) -> (tensor<1x8x64x48xf16>, tensor<1x8x64x48xf16>) {
  %y = anec.resize_as %x, %r {mode = #anec.sampling<nearest>, align_corners = true} : tensor<1x8x16x16xf16>, tensor<2x3x64x48xf32> -> tensor<1x8x64x48xf16>
  %z = anec.resize_as %x, %r : tensor<1x8x16x16xf16>, tensor<2x3x64x48xf32> -> tensor<1x8x64x48xf16>
  func.return %y, %z : tensor<1x8x64x48xf16>, tensor<1x8x64x48xf16>
}
// CHECK-LABEL: func.func @resize_as
// CHECK-NEXT:    %y = anec.resize_as %x, %r {mode = #anec.sampling<nearest>, align_corners = true} : tensor<1x8x16x16xf16>, tensor<2x3x64x48xf32> -> tensor<1x8x64x48xf16>
// CHECK-NEXT:    %z = anec.resize_as %x, %r : tensor<1x8x16x16xf16>, tensor<2x3x64x48xf32> -> tensor<1x8x64x48xf16>
// CHECK-NEXT:    func.return %y, %z : tensor<1x8x64x48xf16>, tensor<1x8x64x48xf16>
// CHECK-GENERIC: %y = "anec.resize_as"(%x, %r) <{mode = #anec.sampling<nearest>, align_corners = true}> : (tensor<1x8x16x16xf16>, tensor<2x3x64x48xf32>) -> tensor<1x8x64x48xf16>
// CHECK-GENERIC: %z = "anec.resize_as"(%x, %r) <{mode = #anec.sampling<bilinear>, align_corners = false}> : (tensor<1x8x16x16xf16>, tensor<2x3x64x48xf32>) -> tensor<1x8x64x48xf16>

// -----

func.func @crop_resize(%x: tensor<2x16x32x32xf16>, %boxes: tensor<5x5xf16>, %one: tensor<1x4x8x8xf32>, %b4: tensor<3x4xf32>) -> (tensor<5x16x7x7xf16>, tensor<3x4x2x3xf32>) {
  %y = anec.crop_resize %x, %boxes {mode = #anec.sampling<nearest>, box_format = #anec.box_format<origin_size>, interleave = 4 : i64, spatial_scale = 6.250000e-02 : f32} : tensor<2x16x32x32xf16>, tensor<5x5xf16> -> tensor<5x16x7x7xf16>
  %z = anec.crop_resize %one, %b4 : tensor<1x4x8x8xf32>, tensor<3x4xf32> -> tensor<3x4x2x3xf32>
  func.return %y, %z : tensor<5x16x7x7xf16>, tensor<3x4x2x3xf32>
}
// CHECK-LABEL: func.func @crop_resize
// CHECK-NEXT:    %y = anec.crop_resize %x, %boxes {mode = #anec.sampling<nearest>, box_format = #anec.box_format<origin_size>, interleave = 4 : i64, spatial_scale = 6.250000e-02 : f32} : tensor<2x16x32x32xf16>, tensor<5x5xf16> -> tensor<5x16x7x7xf16>
// CHECK-NEXT:    %z = anec.crop_resize %one, %b4 : tensor<1x4x8x8xf32>, tensor<3x4xf32> -> tensor<3x4x2x3xf32>
// CHECK-NEXT:    func.return %y, %z : tensor<5x16x7x7xf16>, tensor<3x4x2x3xf32>
// CHECK-GENERIC: %y = "anec.crop_resize"(%x, %boxes) <{mode = #anec.sampling<nearest>, box_format = #anec.box_format<origin_size>, interleave = 4 : i64, spatial_scale = 6.250000e-02 : f32}> : (tensor<2x16x32x32xf16>, tensor<5x5xf16>) -> tensor<5x16x7x7xf16>
// CHECK-GENERIC: %z = "anec.crop_resize"(%one, %b4) <{mode = #anec.sampling<bilinear>, box_format = #anec.box_format<corners>, interleave = 8 : i64, spatial_scale = 1.000000e+00 : f32}> : (tensor<1x4x8x8xf32>, tensor<3x4xf32>) -> tensor<3x4x2x3xf32>

// -----

func.func @resample(%x: tensor<2x4x16x16xf16>, %xy: tensor<2x2x8x12xf16>, %xo: tensor<2x1x16x20xf32>) -> (tensor<2x4x8x12xf16>, tensor<2x4x16x20xf16>) {
  %y = anec.resample %x, %xy {mode = #anec.sampling<nearest>, normalized = false} : tensor<2x4x16x16xf16>, tensor<2x2x8x12xf16> -> tensor<2x4x8x12xf16>
  %z = anec.resample %x, %xo : tensor<2x4x16x16xf16>, tensor<2x1x16x20xf32> -> tensor<2x4x16x20xf16>
  func.return %y, %z : tensor<2x4x8x12xf16>, tensor<2x4x16x20xf16>
}
// CHECK-LABEL: func.func @resample
// CHECK-NEXT:    %y = anec.resample %x, %xy {mode = #anec.sampling<nearest>, normalized = false} : tensor<2x4x16x16xf16>, tensor<2x2x8x12xf16> -> tensor<2x4x8x12xf16>
// CHECK-NEXT:    %z = anec.resample %x, %xo : tensor<2x4x16x16xf16>, tensor<2x1x16x20xf32> -> tensor<2x4x16x20xf16>
// CHECK-NEXT:    func.return %y, %z : tensor<2x4x8x12xf16>, tensor<2x4x16x20xf16>
// CHECK-GENERIC: %y = "anec.resample"(%x, %xy) <{mode = #anec.sampling<nearest>, normalized = false}> : (tensor<2x4x16x16xf16>, tensor<2x2x8x12xf16>) -> tensor<2x4x8x12xf16>
// CHECK-GENERIC: %z = "anec.resample"(%x, %xo) <{mode = #anec.sampling<bilinear>, normalized = true}> : (tensor<2x4x16x16xf16>, tensor<2x1x16x20xf32>) -> tensor<2x4x16x20xf16>

// -----

func.func @affine(%x: tensor<1x3x16x16xf16>) -> (tensor<1x3x24x24xf16>, tensor<1x3x16x16xf16>) {
  %y = anec.affine %x {matrix = array<f32: 5.000000e-01, 0.000000e+00, 1.000000e+00, 0.000000e+00, 5.000000e-01, 2.000000e+00>, mode = #anec.sampling<nearest>} : tensor<1x3x16x16xf16> -> tensor<1x3x24x24xf16>
  %z = anec.affine %x {matrix = array<f32: 0.000000e+00, -1.000000e+00, 1.500000e+01, 1.000000e+00, 0.000000e+00, 0.000000e+00>} : tensor<1x3x16x16xf16> -> tensor<1x3x16x16xf16>
  func.return %y, %z : tensor<1x3x24x24xf16>, tensor<1x3x16x16xf16>
}
// CHECK-LABEL: func.func @affine
// CHECK-NEXT:    %y = anec.affine %x {matrix = array<f32: 5.000000e-01, 0.000000e+00, 1.000000e+00, 0.000000e+00, 5.000000e-01, 2.000000e+00>, mode = #anec.sampling<nearest>} : tensor<1x3x16x16xf16> -> tensor<1x3x24x24xf16>
// CHECK-NEXT:    %z = anec.affine %x {matrix = array<f32: 0.000000e+00, -1.000000e+00, 1.500000e+01, 1.000000e+00, 0.000000e+00, 0.000000e+00>} : tensor<1x3x16x16xf16> -> tensor<1x3x16x16xf16>
// CHECK-NEXT:    func.return %y, %z : tensor<1x3x24x24xf16>, tensor<1x3x16x16xf16>
// CHECK-GENERIC: %y = "anec.affine"(%x) <{matrix = array<f32: 5.000000e-01, 0.000000e+00, 1.000000e+00, 0.000000e+00, 5.000000e-01, 2.000000e+00>, mode = #anec.sampling<nearest>}> : (tensor<1x3x16x16xf16>) -> tensor<1x3x24x24xf16>
// CHECK-GENERIC: %z = "anec.affine"(%x) <{matrix = array<f32: 0.000000e+00, -1.000000e+00, 1.500000e+01, 1.000000e+00, 0.000000e+00, 0.000000e+00>, mode = #anec.sampling<bilinear>}> : (tensor<1x3x16x16xf16>) -> tensor<1x3x16x16xf16>
