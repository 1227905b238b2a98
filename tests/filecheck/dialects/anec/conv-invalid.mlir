// RUN: anec-opt %s --split-input-file --verify-diagnostics

func.func @f(%x: tensor<1x3x8x8xi32>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{'anec.convolution' op input has element type i32; expected f16 or f32}}
  %y = anec.convolution %x, %w : tensor<1x3x8x8xi32>, tensor<4x3x3x3xf16> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%x: tensor<3x8x8xf16>, %w: tensor<4x3x3xf16>) {
  // expected-error @+1 {{'anec.convolution' op input has rank 3; expected rank 4 or 5}}
  %y = anec.convolution %x, %w : tensor<3x8x8xf16>, tensor<4x3x3xf16> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%x: tensor<?x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{'anec.convolution' op input has a dynamic shape tensor<?x3x8x8xf16>; anec tensors must have static shapes}}
  %y = anec.convolution %x, %w : tensor<?x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x1x3x3xf16>) {
  // expected-error @+1 {{'anec.convolution' op weights have rank 5; expected rank 4 like the input}}
  %y = anec.convolution %x, %w : tensor<1x3x8x8xf16>, tensor<4x3x1x3x3xf16> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{'anec.convolution' op weights_layout odihw does not fit rank-4 weights; expected oihw}}
  %y = anec.convolution %x, %w {weights_layout = #anec.weights_layout<odihw>} : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{'anec.convolution' op strides has 1 entries; expected 2}}
  %y = anec.convolution %x, %w {strides = array<i64: 1>} : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{'anec.convolution' op dilation_rates = [0, 1] must be positive}}
  %y = anec.convolution %x, %w {dilation_rates = array<i64: 0, 1>} : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{'anec.convolution' op explicit_padding has 2 entries; expected 4}}
  %y = anec.convolution %x, %w {explicit_padding = array<i64: 1, 1>} : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{'anec.convolution' op explicit_padding = [1, 1, -1, 0] must be non-negative}}
  %y = anec.convolution %x, %w {explicit_padding = array<i64: 1, 1, -1, 0>} : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{'anec.convolution' op takes explicit_padding or padding_style, not both}}
  %y = anec.convolution %x, %w {explicit_padding = array<i64: 1, 1, 1, 1>, padding_style = #anec.padding_style<same>} : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x8x8xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{'anec.convolution' op weights have element type f16 under weight format int8; expected i8 or si8}}
  %y = anec.convolution %x, %w {weight_format = #anec.weight_format<int8>} : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xi8>) {
  // expected-error @+1 {{'anec.convolution' op weights have element type i8 under weight format uint8; expected ui8}}
  %y = anec.convolution %x, %w {weight_format = #anec.weight_format<uint8>} : tensor<1x3x8x8xf16>, tensor<4x3x3x3xi8> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf32>) {
  // expected-error @+1 {{'anec.convolution' op weights have element type f32 under weight format dense; expected f16, the input's element type}}
  %y = anec.convolution %x, %w : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf32> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{'anec.convolution' op kernel_sizes [3, 1] do not match the weights' kernel [3, 3]}}
  %y = anec.convolution %x, %w {kernel_sizes = array<i64: 3, 1>} : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{'anec.convolution' op groups (0) must be positive}}
  %y = anec.convolution %x, %w {groups = 0 : i64} : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{'anec.convolution' op groups (2) must divide input channels (3)}}
  %y = anec.convolution %x, %w {groups = 2 : i64} : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x1x3x3xf16>) {
  // expected-error @+1 {{'anec.convolution' op groups (3) must divide output channels (4)}}
  %y = anec.convolution %x, %w {groups = 3 : i64} : tensor<1x3x8x8xf16>, tensor<4x1x3x3xf16> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x2x3x3xf16>) {
  // expected-error @+1 {{'anec.convolution' op weights hold 2 input channels per group; expected 3 (input channels 3 / groups 1)}}
  %y = anec.convolution %x, %w : tensor<1x3x8x8xf16>, tensor<4x2x3x3xf16> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>, %b: tensor<5xf16>) {
  // expected-error @+1 {{'anec.convolution' op bias has shape 5; expected 4 (one value per output channel)}}
  %y = anec.convolution %x, %w bias(%b : tensor<5xf16>) : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>, %b: tensor<4xi8>) {
  // expected-error @+1 {{'anec.convolution' op post_scale has element type i8; expected f16 or f32}}
  %y = anec.convolution %x, %w post_scale(%b : tensor<4xi8>) : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{'anec.convolution' op result has shape 1x4x8x8; expected 1x4x6x6 (from input, kernel, strides, dilation and padding)}}
  %y = anec.convolution %x, %w : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x8x8xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{'anec.convolution' op result has element type i32; expected f16 or f32}}
  %y = anec.convolution %x, %w : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x6x6xi32>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x2x2xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{'anec.convolution' op window (kernel 3x3) does not fit the padded input 2x2: output extent [0, 0]}}
  %y = anec.convolution %x, %w : tensor<1x3x2x2xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x1x1xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{palettized weight format needs bits in [1, 2, 4, 6, 8], got 3}}
  %y = anec.convolution %x, %w {weight_format = #anec.weight_format<palettized, bits = 3>} : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{palettized weight format needs palettes >= 1, got 0}}
  %y = anec.convolution %x, %w {weight_format = #anec.weight_format<palettized, bits = 4, palettes = 0>} : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{Expected 'palettes'}}
  %y = anec.convolution %x, %w {weight_format = #anec.weight_format<palettized, bits = 4, groups = 2>} : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{sparse weight format needs 0 <= zero_fraction < 1, got 1.0}}
  %y = anec.convolution %x, %w {weight_format = #anec.weight_format<sparse, zero_fraction = 1.0>} : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{blocked weight format needs bits in [4, 8] and block_size >= 1, got bits 2, block_size 32}}
  %y = anec.convolution %x, %w {weight_format = #anec.weight_format<blocked, bits = 2, block_size = 32>} : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{clamp needs min <= max, got min 6.0 > max 0.0}}
  %y = anec.convolution %x, %w {fused_activation = #anec.activation<clamp, min = 6.0, max = 0.0>} : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{Expected `relu`, `sigmoid`, `tanh`, `gelu`, `silu`, `softplus`, `hard_sigmoid`, `hard_swish`, `elu`, `leaky_relu`, or `clamp`.}}
  %y = anec.convolution %x, %w {fused_activation = #anec.activation<softmax>} : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{'anec.deconvolution' op takes explicit_padding, not padding_style}}
  %y = anec.deconvolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x10x10xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{'anec.deconvolution' op groups (2) must divide input (3) and output (4) channels}}
  %y = anec.deconvolution %x, %w {groups = 2 : i64} : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x10x10xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x1x3x3xf16>) {
  // expected-error @+1 {{'anec.deconvolution' op weights hold 1 input channels per group; expected 3 (input channels 3 / groups 1)}}
  %y = anec.deconvolution %x, %w : tensor<1x3x8x8xf16>, tensor<4x1x3x3xf16> -> tensor<1x4x10x10xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{'anec.deconvolution' op output_padding has 1 entries; expected 2}}
  %y = anec.deconvolution %x, %w {output_padding = array<i64: 1>} : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x10x10xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{'anec.deconvolution' op output_padding = [-1, 0] must be non-negative}}
  %y = anec.deconvolution %x, %w {output_padding = array<i64: -1, 0>} : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x10x10xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{'anec.deconvolution' op output_padding [1, 1] must be below the strides [1, 1]}}
  %y = anec.deconvolution %x, %w {output_padding = array<i64: 1, 1>} : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x11x11xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{'anec.deconvolution' op padding leaves an empty output extent [-2, 10]}}
  %y = anec.deconvolution %x, %w {explicit_padding = array<i64: 6, 6, 0, 0>} : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x1x10xf16>
  func.return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{'anec.deconvolution' op result has shape 1x4x6x6; expected 1x4x10x10 (from input, kernel, strides, dilation and padding)}}
  %y = anec.deconvolution %x, %w : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x6x6xf16>
  func.return
}

// -----

func.func @f(%a: tensor<8xf16>, %b: tensor<8x4xf16>) {
  // expected-error @+1 {{'anec.matmul' op lhs has rank 1; expected rank 2 or 3 or 4 or 5}}
  %y = anec.matmul %a, %b : tensor<8xf16>, tensor<8x4xf16> -> tensor<4xf16>
  func.return
}

// -----

func.func @f(%a: tensor<4x8xf16>, %b: tensor<1x1x1x1x1x8x4xf16>) {
  // expected-error @+1 {{'anec.matmul' op rhs has rank 7; expected rank 2 or 3 or 4 or 5}}
  %y = anec.matmul %a, %b : tensor<4x8xf16>, tensor<1x1x1x1x1x8x4xf16> -> tensor<4x4xf16>
  func.return
}

// -----

func.func @f(%a: tensor<1x1x2x4x8xf16>, %b: tensor<8x4xf16>) {
  // expected-error @+1 {{'anec.matmul' op lhs depth (axis 2 of [N, C, D, H, W]) is 2; it must be 1}}
  %y = anec.matmul %a, %b : tensor<1x1x2x4x8xf16>, tensor<8x4xf16> -> tensor<1x1x2x4x4xf16>
  func.return
}

// -----

func.func @f(%a: tensor<4x8xf16>, %b: tensor<8x4xf16>) {
  // expected-error @+1 {{'anec.matmul' op rhs has element type f16 under weight format int8; expected an 8-bit integer}}
  %y = anec.matmul %a, %b {weight_format = #anec.weight_format<int8>} : tensor<4x8xf16>, tensor<8x4xf16> -> tensor<4x4xf16>
  func.return
}

// -----

func.func @f(%a: tensor<4x8xf16>, %b: tensor<8x4xf32>) {
  // expected-error @+1 {{'anec.matmul' op rhs has element type f32; expected f16 like lhs}}
  %y = anec.matmul %a, %b : tensor<4x8xf16>, tensor<8x4xf32> -> tensor<4x4xf16>
  func.return
}

// -----

func.func @f(%a: tensor<4x8xf16>, %b: tensor<6x4xf16>) {
  // expected-error @+1 {{'anec.matmul' op contraction sizes differ: lhs has 8, rhs has 6}}
  %y = anec.matmul %a, %b : tensor<4x8xf16>, tensor<6x4xf16> -> tensor<4x4xf16>
  func.return
}

// -----

func.func @f(%a: tensor<2x4x8xf16>, %b: tensor<3x8x4xf16>) {
  // expected-error @+1 {{'anec.matmul' op batch shapes 2 and 3 do not broadcast: trailing dimensions must be equal or 1}}
  %y = anec.matmul %a, %b : tensor<2x4x8xf16>, tensor<3x8x4xf16> -> tensor<2x4x4xf16>
  func.return
}

// -----

func.func @f(%a: tensor<4x8xf16>, %b: tensor<8x4xf16>) {
  // expected-error @+1 {{'anec.matmul' op result has shape 4x8; expected 4x4 (broadcast batch x M x N)}}
  %y = anec.matmul %a, %b : tensor<4x8xf16>, tensor<8x4xf16> -> tensor<4x8xf16>
  func.return
}

// -----

func.func @f(%a: tensor<4x8xf16>, %b: tensor<8x4xf16>) {
  // expected-error @+1 {{'anec.matmul' op Expected attribute i1 but got i64}}
  %y = "anec.matmul"(%a, %b) <{transpose_rhs = 1 : i64, transpose_lhs = false}> : (tensor<4x8xf16>, tensor<8x4xf16>) -> tensor<4x4xf16>
  func.return
}
