// RUN: anec-opt %s --split-input-file --verify-diagnostics

func.func @pool_int(%x: tensor<1x8x4x4xi8>) {
  // expected-error @+1 {{'anec.max_pool' op input has element type i8; expected f16 or f32}}
  %y = anec.max_pool %x {kernel_sizes = array<i64: 2, 2>} : tensor<1x8x4x4xi8> -> tensor<1x8x3x3xi8>
  func.return
}

// -----

func.func @pool_rank3(%x: tensor<8x4x4xf16>) {
  // expected-error @+1 {{'anec.max_pool' op input has rank 3; expected rank 4, [N, C, H, W] (pooling is 2-D only)}}
  %y = anec.max_pool %x {kernel_sizes = array<i64: 2, 2>} : tensor<8x4x4xf16> -> tensor<8x3x3xf16>
  func.return
}

// -----

func.func @pool_3d(%x: tensor<1x8x4x4x4xf16>) {
  // expected-error @+1 {{'anec.avg_pool' op input has rank 5; expected rank 4, [N, C, H, W] (pooling is 2-D only)}}
  %y = anec.avg_pool %x {kernel_sizes = array<i64: 2, 2, 2>} : tensor<1x8x4x4x4xf16> -> tensor<1x8x3x3x3xf16>
  func.return
}

// -----

func.func @pool_kernel_length(%x: tensor<1x8x4x4xf16>) {
  // expected-error @+1 {{'anec.avg_pool' op kernel_sizes has 1 entries; expected 2}}
  %y = anec.avg_pool %x {kernel_sizes = array<i64: 2>} : tensor<1x8x4x4xf16> -> tensor<1x8x3x3xf16>
  func.return
}

// -----

func.func @pool_kernel_zero(%x: tensor<1x8x4x4xf16>) {
  // expected-error @+1 {{'anec.max_pool' op kernel_sizes = [2, 0] must be positive}}
  %y = anec.max_pool %x {kernel_sizes = array<i64: 2, 0>} : tensor<1x8x4x4xf16> -> tensor<1x8x3x5xf16>
  func.return
}

// -----

func.func @pool_no_kernel(%x: tensor<1x8x4x4xf16>) {
  // expected-error @+1 {{'anec.max_pool' op property 'kernel_sizes' expected in operation 'anec.max_pool'}}
  %y = anec.max_pool %x : tensor<1x8x4x4xf16> -> tensor<1x8x4x4xf16>
  func.return
}

// -----

func.func @pool_strides_length(%x: tensor<1x8x4x4xf16>) {
  // expected-error @+1 {{'anec.max_pool' op strides has 3 entries; expected 2}}
  %y = anec.max_pool %x {kernel_sizes = array<i64: 2, 2>, strides = array<i64: 2, 2, 2>} : tensor<1x8x4x4xf16> -> tensor<1x8x2x2xf16>
  func.return
}

// -----

func.func @pool_strides_zero(%x: tensor<1x8x4x4xf16>) {
  // expected-error @+1 {{'anec.max_pool' op strides = [0, 1] must be positive}}
  %y = anec.max_pool %x {kernel_sizes = array<i64: 2, 2>, strides = array<i64: 0, 1>} : tensor<1x8x4x4xf16> -> tensor<1x8x2x2xf16>
  func.return
}

// -----

func.func @pool_dilation_negative(%x: tensor<1x8x4x4xf16>) {
  // expected-error @+1 {{'anec.avg_pool' op dilation_rates = [1, -1] must be positive}}
  %y = anec.avg_pool %x {kernel_sizes = array<i64: 2, 2>, dilation_rates = array<i64: 1, -1>} : tensor<1x8x4x4xf16> -> tensor<1x8x3x3xf16>
  func.return
}

// -----

func.func @pool_padding_length(%x: tensor<1x8x4x4xf16>) {
  // expected-error @+1 {{'anec.avg_pool' op explicit_padding has 2 entries; expected 4}}
  %y = anec.avg_pool %x {kernel_sizes = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1>} : tensor<1x8x4x4xf16> -> tensor<1x8x5x5xf16>
  func.return
}

// -----

func.func @pool_padding_negative(%x: tensor<1x8x4x4xf16>) {
  // expected-error @+1 {{'anec.avg_pool' op explicit_padding = [0, 0, -1, 0] must be non-negative}}
  %y = anec.avg_pool %x {kernel_sizes = array<i64: 2, 2>, explicit_padding = array<i64: 0, 0, -1, 0>} : tensor<1x8x4x4xf16> -> tensor<1x8x3x2xf16>
  func.return
}

// -----

func.func @pool_two_paddings(%x: tensor<1x8x4x4xf16>) {
  // expected-error @+1 {{'anec.max_pool' op takes explicit_padding or padding_style, not both}}
  %y = anec.max_pool %x {kernel_sizes = array<i64: 2, 2>, explicit_padding = array<i64: 0, 0, 0, 0>, padding_style = #anec.padding_style<same>} : tensor<1x8x4x4xf16> -> tensor<1x8x4x4xf16>
  func.return
}

// -----

func.func @pool_window_too_big(%x: tensor<1x8x4x4xf16>) {
  // expected-error @+1 {{'anec.max_pool' op window (kernel 5x2) does not fit the padded input 4x4: output extent [0, 3]}}
  %y = anec.max_pool %x {kernel_sizes = array<i64: 5, 2>} : tensor<1x8x4x4xf16> -> tensor<1x8x1x3xf16>
  func.return
}

// -----

func.func @pool_element(%x: tensor<1x8x4x4xf16>) {
  // expected-error @+1 {{'anec.avg_pool' op result has element type f32; expected f16 like input}}
  %y = anec.avg_pool %x {kernel_sizes = array<i64: 2, 2>} : tensor<1x8x4x4xf16> -> tensor<1x8x3x3xf32>
  func.return
}

// -----

func.func @pool_result_shape(%x: tensor<1x8x4x4xf16>) {
  // expected-error @+1 {{'anec.max_pool' op result has shape 1x8x3x3; expected 1x8x2x2 (from input, kernel, strides, dilation and padding)}}
  %y = anec.max_pool %x {kernel_sizes = array<i64: 2, 2>, strides = array<i64: 2, 2>} : tensor<1x8x4x4xf16> -> tensor<1x8x3x3xf16>
  func.return
}

// -----

func.func @avg_pool_count_type(%x: tensor<1x8x4x4xf16>) {
  // expected-error @+1 {{'anec.avg_pool' op Expected attribute i1 but got i32}}
  %y = "anec.avg_pool"(%x) <{kernel_sizes = array<i64: 2, 2>, count_include_pad = 1 : i32}> : (tensor<1x8x4x4xf16>) -> tensor<1x8x3x3xf16>
  func.return
}

// -----

func.func @global_rank(%x: tensor<8x4x4xf16>) {
  // expected-error @+1 {{'anec.global_avg_pool' op input has rank 3; expected rank 4, [N, C, H, W] (pooling is 2-D only)}}
  %y = anec.global_avg_pool %x : tensor<8x4x4xf16> -> tensor<8x1x1xf16>
  func.return
}

// -----

func.func @global_int(%x: tensor<1x8x4x4xi32>) {
  // expected-error @+1 {{'anec.global_max_pool' op input has element type i32; expected f16 or f32}}
  %y = anec.global_max_pool %x : tensor<1x8x4x4xi32> -> tensor<1x8x1x1xi32>
  func.return
}

// -----

func.func @global_element(%x: tensor<1x8x4x4xf32>) {
  // expected-error @+1 {{'anec.global_max_pool' op result has element type f16; expected f32 like input}}
  %y = anec.global_max_pool %x : tensor<1x8x4x4xf32> -> tensor<1x8x1x1xf16>
  func.return
}

// -----

func.func @global_shape(%x: tensor<1x8x4x4xf16>) {
  // expected-error @+1 {{'anec.global_avg_pool' op result has shape 1x8; expected 1x8x1x1 (one value per batch and channel)}}
  %y = anec.global_avg_pool %x : tensor<1x8x4x4xf16> -> tensor<1x8xf16>
  func.return
}
