// RUN: anec-opt %s --split-input-file --verify-diagnostics

func.func @f(%x: tensor<3x16x16xf16>) {
  // expected-error @+1 {{'anec.resize' op input has rank 3; expected rank 4}}
  %y = anec.resize %x : tensor<3x16x16xf16> -> tensor<3x32x32xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x16x16xi8>) {
  // expected-error @+1 {{'anec.resize' op input has element type i8; expected f16 or f32}}
  %y = anec.resize %x : tensor<1x3x16x16xi8> -> tensor<1x3x32x32xi8>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x16x16xf16>) {
  // expected-error @+1 {{'anec.resize' op result has element type f32; expected f16 like input}}
  %y = anec.resize %x : tensor<1x3x16x16xf16> -> tensor<1x3x32x32xf32>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x16x16xf16>) {
  // expected-error @+1 {{'anec.resize' op result has rank 3; expected rank 4}}
  %y = anec.resize %x : tensor<1x3x16x16xf16> -> tensor<3x32x32xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x16x16xf16>) {
  // expected-error @+1 {{'anec.resize' op result tensor<1x3x0x32xf16> has extent 0 on axis 2; anec tensors have every extent at least 1 (no empty tensors)}}
  %y = anec.resize %x : tensor<1x3x16x16xf16> -> tensor<1x3x0x32xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x16x16xf16>) {
  // expected-error @+1 {{'anec.resize' op result has shape 1x4x32x32; expected 1x3x32x32 (batch and channels of the input)}}
  %y = anec.resize %x : tensor<1x3x16x16xf16> -> tensor<1x4x32x32xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x16x16xf16>) {
  // expected-error @+1 {{'anec.resize' op #anec.pad_mode<reflect> should be of base attribute anec.sampling}}
  %y = "anec.resize"(%x) <{mode = #anec.pad_mode<reflect>, align_corners = false}> : (tensor<1x3x16x16xf16>) -> tensor<1x3x32x32xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x16x16xf16>, %r: tensor<64x48xf16>) {
  // expected-error @+1 {{'anec.resize_as' op reference has rank 2; expected rank 4}}
  %y = anec.resize_as %x, %r : tensor<1x3x16x16xf16>, tensor<64x48xf16> -> tensor<1x3x64x48xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x16x16xf16>, %r: tensor<1x3x64x48xf16>) {
  // expected-error @+1 {{'anec.resize_as' op result has shape 1x3x48x64; expected 1x3x64x48 (input batch and channels, reference height and width)}}
  %y = anec.resize_as %x, %r : tensor<1x3x16x16xf16>, tensor<1x3x64x48xf16> -> tensor<1x3x48x64xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x16x16xf16>, %r: tensor<1x3x64x48xf16>) {
  // expected-error @+1 {{'anec.resize_as' op result has element type f32; expected f16 like input}}
  %y = anec.resize_as %x, %r : tensor<1x3x16x16xf16>, tensor<1x3x64x48xf16> -> tensor<1x3x64x48xf32>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x16x16xf16>, %b: tensor<5x4xi32>) {
  // expected-error @+1 {{'anec.crop_resize' op boxes has element type i32; expected f16 or f32}}
  %y = anec.crop_resize %x, %b : tensor<1x3x16x16xf16>, tensor<5x4xi32> -> tensor<5x3x7x7xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x16x16xf16>, %b: tensor<5x1x4xf16>) {
  // expected-error @+1 {{'anec.crop_resize' op boxes has rank 3; expected rank 2}}
  %y = anec.crop_resize %x, %b : tensor<1x3x16x16xf16>, tensor<5x1x4xf16> -> tensor<5x3x7x7xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x16x16xf16>, %b: tensor<5x6xf16>) {
  // expected-error @+1 {{'anec.crop_resize' op boxes have shape 5x6; expected 5x4 (four coordinates) or 5x5 (a batch index, then four coordinates)}}
  %y = anec.crop_resize %x, %b : tensor<1x3x16x16xf16>, tensor<5x6xf16> -> tensor<5x3x7x7xf16>
  func.return
}

// -----

func.func @f(%x: tensor<2x3x16x16xf16>, %b: tensor<5x4xf16>) {
  // expected-error @+1 {{'anec.crop_resize' op boxes have no batch-index column but the input batch is 2; expected 5x5 boxes or batch 1}}
  %y = anec.crop_resize %x, %b : tensor<2x3x16x16xf16>, tensor<5x4xf16> -> tensor<5x3x7x7xf16>
  func.return
}

// -----

func.func @f(%x: tensor<2x3x16x16xf16>, %b: tensor<5x5xf16>) {
  // expected-error @+1 {{'anec.crop_resize' op interleave 6 is not legal; expected one of 1, 2, 3, 4, 8}}
  %y = anec.crop_resize %x, %b {interleave = 6 : i64} : tensor<2x3x16x16xf16>, tensor<5x5xf16> -> tensor<5x3x7x7xf16>
  func.return
}

// -----

func.func @f(%x: tensor<2x3x16x16xf16>, %b: tensor<5x5xf16>) {
  // expected-error @+1 {{'anec.crop_resize' op spatial_scale 0.0 is not positive; expected a scale > 0}}
  %y = anec.crop_resize %x, %b {spatial_scale = 0.000000e+00 : f32} : tensor<2x3x16x16xf16>, tensor<5x5xf16> -> tensor<5x3x7x7xf16>
  func.return
}

// -----

func.func @f(%x: tensor<2x3x16x16xf16>, %b: tensor<5x5xf16>) {
  // expected-error @+1 {{'anec.crop_resize' op result has shape 2x3x7x7; expected 5x3x7x7 (one image per box, channels of the input)}}
  %y = anec.crop_resize %x, %b : tensor<2x3x16x16xf16>, tensor<5x5xf16> -> tensor<2x3x7x7xf16>
  func.return
}

// -----

func.func @f(%x: tensor<2x3x16x16xf16>, %b: tensor<5x5xf16>) {
  // expected-error @+1 {{'anec.crop_resize' op result tensor<5x3x7x0xf16> has extent 0 on axis 3; anec tensors have every extent at least 1 (no empty tensors)}}
  %y = anec.crop_resize %x, %b : tensor<2x3x16x16xf16>, tensor<5x5xf16> -> tensor<5x3x7x0xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x4x16x16xf16>, %g: tensor<1x2x8xf16>) {
  // expected-error @+1 {{'anec.resample' op coordinates has rank 3; expected rank 4}}
  %y = anec.resample %x, %g : tensor<1x4x16x16xf16>, tensor<1x2x8xf16> -> tensor<1x4x8x8xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x4x16x16xf16>, %g: tensor<1x2x8x8xi32>) {
  // expected-error @+1 {{'anec.resample' op coordinates has element type i32; expected f16 or f32}}
  %y = anec.resample %x, %g : tensor<1x4x16x16xf16>, tensor<1x2x8x8xi32> -> tensor<1x4x8x8xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x4x16x16xf16>, %g: tensor<2x2x8x8xf16>) {
  // expected-error @+1 {{'anec.resample' op coordinates have batch 2; expected 1 like the input}}
  %y = anec.resample %x, %g : tensor<1x4x16x16xf16>, tensor<2x2x8x8xf16> -> tensor<1x4x8x8xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x4x16x16xf16>, %g: tensor<1x3x8x8xf16>) {
  // expected-error @+1 {{'anec.resample' op coordinates have 3 channels; expected 1 (x) or 2 (x, y)}}
  %y = anec.resample %x, %g : tensor<1x4x16x16xf16>, tensor<1x3x8x8xf16> -> tensor<1x4x8x8xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x4x16x16xf16>, %g: tensor<1x2x8x8xf16>) {
  // expected-error @+1 {{'anec.resample' op result has shape 1x4x16x16; expected 1x4x8x8 (input batch and channels, coordinate height and width)}}
  %y = anec.resample %x, %g : tensor<1x4x16x16xf16>, tensor<1x2x8x8xf16> -> tensor<1x4x16x16xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x4x16x16xf16>, %g: tensor<1x2x8x8xf16>) {
  // expected-error @+1 {{'anec.resample' op result has element type f32; expected f16 like input}}
  %y = anec.resample %x, %g : tensor<1x4x16x16xf16>, tensor<1x2x8x8xf16> -> tensor<1x4x8x8xf32>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x16x16xf16>) {
  // expected-error @+1 {{'anec.affine' op matrix has 5 entries; expected 6 ([a, b, c, d, e, f])}}
  %y = anec.affine %x {matrix = array<f32: 1.0, 0.0, 0.0, 0.0, 1.0>} : tensor<1x3x16x16xf16> -> tensor<1x3x16x16xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x16x16xf16>) {
  // expected-error @+1 {{Expected attribute f32 but got f64}}
  %y = anec.affine %x {matrix = array<f64: 1.0, 0.0, 0.0, 0.0, 1.0, 0.0>} : tensor<1x3x16x16xf16> -> tensor<1x3x16x16xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x16x16xf16>) {
  // expected-error @+1 {{'anec.affine' op result has shape 2x3x16x16; expected 1x3x16x16 (batch and channels of the input)}}
  %y = anec.affine %x {matrix = array<f32: 1.0, 0.0, 0.0, 0.0, 1.0, 0.0>} : tensor<1x3x16x16xf16> -> tensor<2x3x16x16xf16>
  func.return
}
