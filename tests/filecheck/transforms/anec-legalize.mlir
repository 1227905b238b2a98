// RUN: anec-opt %s --split-input-file -p 'anec-legalize{target=h13}' | filecheck %s --check-prefix=H13
// RUN: anec-opt %s --split-input-file -p 'anec-legalize{target=h14}' | filecheck %s --check-prefix=H14
// RUN: anec-opt %s --split-input-file -p 'anec-legalize{target=h17s}' | filecheck %s --check-prefix=H17S
// RUN: anec-opt %s --split-input-file -p 'anec-legalize{target=h13},anec-legalize{target=h13}' | filecheck %s --check-prefix=H13

// Bilinear 2x upsampling, half-pixel: without the texture engine (H13) a
// depthwise deconvolution (groups = C, stride 2) with the 4x4 bilinear
// kernel, over the input with its edge rows repeated (slice + concat) and
// its edge columns repeated through a transpose (no width-offset slice).
// With the texture engine (H14, H17s) the resize stays.

// H13-LABEL: func.func @bilinear_x2
// H13-NEXT:    %0 = anec.slice %x {offsets = array<i64: 0, 0, 0, 0>} : tensor<1x2x3x4xf32> -> tensor<1x2x1x4xf32>
// H13-NEXT:    %1 = anec.slice %x {offsets = array<i64: 0, 0, 2, 0>} : tensor<1x2x3x4xf32> -> tensor<1x2x1x4xf32>
// H13-NEXT:    %2 = anec.concat %0, %x, %1 {axis = 2 : i64} : tensor<1x2x1x4xf32>, tensor<1x2x3x4xf32>, tensor<1x2x1x4xf32> -> tensor<1x2x5x4xf32>
// H13-NEXT:    %3 = anec.transpose %2 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x2x5x4xf32> -> tensor<1x2x4x5xf32>
// H13-NEXT:    %4 = anec.slice %3 {offsets = array<i64: 0, 0, 0, 0>} : tensor<1x2x4x5xf32> -> tensor<1x2x1x5xf32>
// H13-NEXT:    %5 = anec.slice %3 {offsets = array<i64: 0, 0, 3, 0>} : tensor<1x2x4x5xf32> -> tensor<1x2x1x5xf32>
// H13-NEXT:    %6 = anec.concat %4, %3, %5 {axis = 2 : i64} : tensor<1x2x1x5xf32>, tensor<1x2x4x5xf32>, tensor<1x2x1x5xf32> -> tensor<1x2x6x5xf32>
// H13-NEXT:    %7 = anec.transpose %6 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x2x6x5xf32> -> tensor<1x2x5x6xf32>
// H13-NEXT:    %8 = anec.constant dense<{{\[\[\[\[}}6.250000e-02, 1.875000e-01, 1.875000e-01, 6.250000e-02], [1.875000e-01, 5.625000e-01, 5.625000e-01, 1.875000e-01], {{.*}} : tensor<2x1x4x4xf32>
// H13-NEXT:    %y = anec.deconvolution %7, %8 {groups = 2 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 3, 3, 3, 3>} : tensor<1x2x5x6xf32>, tensor<2x1x4x4xf32> -> tensor<1x2x6x8xf32>
// H13-NEXT:    func.return %y : tensor<1x2x6x8xf32>
// H14-LABEL: func.func @bilinear_x2
// H14-NEXT:    %y = anec.resize %x : tensor<1x2x3x4xf32> -> tensor<1x2x6x8xf32>
// H17S-LABEL: func.func @bilinear_x2
// H17S-NEXT:   %y = anec.resize %x : tensor<1x2x3x4xf32> -> tensor<1x2x6x8xf32>
func.func @bilinear_x2(%x: tensor<1x2x3x4xf32>) -> tensor<1x2x6x8xf32> {
  %y = anec.resize %x : tensor<1x2x3x4xf32> -> tensor<1x2x6x8xf32>
  func.return %y : tensor<1x2x6x8xf32>
}

// -----

// Nearest (half-pixel, "nearest-exact") upsampling by (2, 3) never reads
// past the edge: a box kernel of ones, no edge copies.

// H13-LABEL: func.func @nearest_x2_x3
// H13-NEXT:    %0 = anec.constant dense<1.000000e+00> : tensor<4x1x2x3xf16>
// H13-NEXT:    %y = anec.deconvolution %x, %0 {groups = 4 : i64, strides = array<i64: 2, 3>, explicit_padding = array<i64: 0, 0, 0, 0>} : tensor<1x4x5x5xf16>, tensor<4x1x2x3xf16> -> tensor<1x4x10x15xf16>
// H13-NEXT:    func.return %y
// H14-LABEL: func.func @nearest_x2_x3
// H14-NEXT:    anec.resize
func.func @nearest_x2_x3(%x: tensor<1x4x5x5xf16>) -> tensor<1x4x10x15xf16> {
  %y = anec.resize %x {mode = #anec.sampling<nearest>} : tensor<1x4x5x5xf16> -> tensor<1x4x10x15xf16>
  func.return %y : tensor<1x4x10x15xf16>
}

// -----

// align_corners: the integer grid is m - 1 = f * (n - 1) (3 -> 5 is f = 2);
// the tent kernel [0.5, 1, 0.5] needs no edge copies.

// H13-LABEL: func.func @align_corners_x2
// H13-NEXT:    %0 = anec.constant dense<{{\[\[\[\[}}2.500000e-01, 5.000000e-01, 2.500000e-01], [5.000000e-01, 1.000000e+00, 5.000000e-01], [2.500000e-01, 5.000000e-01, 2.500000e-01]]]]> : tensor<1x1x3x3xf32>
// H13-NEXT:    %y = anec.deconvolution %x, %0 {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1x3x3xf32>, tensor<1x1x3x3xf32> -> tensor<1x1x5x5xf32>
// H14-LABEL: func.func @align_corners_x2
// H14-NEXT:    anec.resize
func.func @align_corners_x2(%x: tensor<1x1x3x3xf32>) -> tensor<1x1x5x5xf32> {
  %y = anec.resize %x {align_corners = true} : tensor<1x1x3x3xf32> -> tensor<1x1x5x5xf32>
  func.return %y : tensor<1x1x5x5xf32>
}

// -----

// Downsampling (not an integer upsampling): each axis moves to the channel
// position (transpose), meets its [m, n] interpolation matrix in a 1x1
// convolution, and moves back.

// H13-LABEL: func.func @downsample
// H13-NEXT:    %0 = anec.transpose %x {permutation = array<i64: 0, 2, 1, 3>} : tensor<1x3x8x6xf32> -> tensor<1x8x3x6xf32>
// H13-NEXT:    %1 = anec.constant dense<{{.*}}> : tensor<4x8x1x1xf32>
// H13-NEXT:    %2 = anec.convolution %0, %1 : tensor<1x8x3x6xf32>, tensor<4x8x1x1xf32> -> tensor<1x4x3x6xf32>
// H13-NEXT:    %3 = anec.transpose %2 {permutation = array<i64: 0, 2, 1, 3>} : tensor<1x4x3x6xf32> -> tensor<1x3x4x6xf32>
// H13-NEXT:    %4 = anec.transpose %3 {permutation = array<i64: 0, 3, 2, 1>} : tensor<1x3x4x6xf32> -> tensor<1x6x4x3xf32>
// H13-NEXT:    %5 = anec.constant dense<{{.*}}> : tensor<3x6x1x1xf32>
// H13-NEXT:    %6 = anec.convolution %4, %5 : tensor<1x6x4x3xf32>, tensor<3x6x1x1xf32> -> tensor<1x3x4x3xf32>
// H13-NEXT:    %y = anec.transpose %6 {permutation = array<i64: 0, 3, 2, 1>} : tensor<1x3x4x3xf32> -> tensor<1x3x4x3xf32>
// H13-NEXT:    func.return %y
// H14-LABEL: func.func @downsample
// H14-NEXT:    anec.resize
func.func @downsample(%x: tensor<1x3x8x6xf32>) -> tensor<1x3x4x3xf32> {
  %y = anec.resize %x : tensor<1x3x8x6xf32> -> tensor<1x3x4x3xf32>
  func.return %y : tensor<1x3x4x3xf32>
}

// -----

// Only the changed axis is resized: here the width (5 -> 7, not an
// integer factor); the height (4 -> 4) is the identity.

// H13-LABEL: func.func @width_only
// H13-NEXT:    %0 = anec.transpose %x {permutation = array<i64: 0, 3, 2, 1>} : tensor<1x2x4x5xf32> -> tensor<1x5x4x2xf32>
// H13-NEXT:    %1 = anec.constant dense<{{.*}}> : tensor<7x5x1x1xf32>
// H13-NEXT:    %2 = anec.convolution %0, %1 : tensor<1x5x4x2xf32>, tensor<7x5x1x1xf32> -> tensor<1x7x4x2xf32>
// H13-NEXT:    %y = anec.transpose %2 {permutation = array<i64: 0, 3, 2, 1>} : tensor<1x7x4x2xf32> -> tensor<1x2x4x7xf32>
// H13-NEXT:    func.return %y
func.func @width_only(%x: tensor<1x2x4x5xf32>) -> tensor<1x2x4x7xf32> {
  %y = anec.resize %x {mode = #anec.sampling<nearest>} : tensor<1x2x4x5xf32> -> tensor<1x2x4x7xf32>
  func.return %y : tensor<1x2x4x7xf32>
}

// -----

// A resize to its own size is the identity and disappears.

// H13-LABEL: func.func @same_size
// H13-NEXT:    func.return %x : tensor<1x2x4x5xf32>
// H14-LABEL: func.func @same_size
// H14-NEXT:    anec.resize
func.func @same_size(%x: tensor<1x2x4x5xf32>) -> tensor<1x2x4x5xf32> {
  %y = anec.resize %x : tensor<1x2x4x5xf32> -> tensor<1x2x4x5xf32>
  func.return %y : tensor<1x2x4x5xf32>
}

// -----

// An fp16 bilinear 8x upsampling needs a 16-wide kernel, above H13's fp16
// limit of 13: it takes the transpose + convolution form instead.

// H13-LABEL: func.func @wide_kernel
// H13-NOT:     anec.deconvolution
// H13:         anec.convolution {{.*}} -> tensor<1x16x1x2xf16>
// H13:         anec.convolution {{.*}} -> tensor<1x16x16x1xf16>
// H13-NOT:     anec.deconvolution
// H13:         func.return
func.func @wide_kernel(%x: tensor<1x1x2x2xf16>) -> tensor<1x1x16x16xf16> {
  %y = anec.resize %x : tensor<1x1x2x2xf16> -> tensor<1x1x16x16xf16>
  func.return %y : tensor<1x1x16x16xf16>
}

// -----

// resize_as decomposes to resize (SPEC section 6), which is then lowered.

// H13-LABEL: func.func @resize_as
// H13-NEXT:    %0 = anec.constant dense<1.000000e+00> : tensor<2x1x2x2xf32>
// H13-NEXT:    %y = anec.deconvolution %x, %0 {groups = 2 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 0, 0, 0, 0>}
// H14-LABEL: func.func @resize_as
// H14-NEXT:    %y = anec.resize_as %x, %r {mode = #anec.sampling<nearest>}
func.func @resize_as(%x: tensor<1x2x3x3xf32>, %r: tensor<1x7x6x6xf16>) -> tensor<1x2x6x6xf32> {
  %y = anec.resize_as %x, %r {mode = #anec.sampling<nearest>} : tensor<1x2x3x3xf32>, tensor<1x7x6x6xf16> -> tensor<1x2x6x6xf32>
  func.return %y : tensor<1x2x6x6xf32>
}

// -----

// Dilated convolution on every target (SPEC section 5): space-to-batch
// with the padding (1, 1) plus one extra row and column that make the
// padded 9x9 a multiple of 2, the dense convolution keeping its streams and
// activation, batch-to-space cropping the extra at the end.

// H13-LABEL: func.func @dilated
// H13-NEXT:    %0 = anec.space_to_batch %x {block_shape = array<i64: 2, 2>, pads = array<i64: 1, 2, 1, 2>} : tensor<1x4x7x7xf16> -> tensor<4x4x5x5xf16>
// H13-NEXT:    %1 = anec.convolution %0, %w bias(%b : tensor<8xf16>) {fused_activation = #anec.activation<relu>} : tensor<4x4x5x5xf16>, tensor<8x4x3x3xf16> -> tensor<4x8x3x3xf16>
// H13-NEXT:    %y = anec.batch_to_space %1 {block_shape = array<i64: 2, 2>, crops = array<i64: 0, 1, 0, 1>} : tensor<4x8x3x3xf16> -> tensor<1x8x5x5xf16>
// H14-LABEL: func.func @dilated
// H14-NEXT:    anec.space_to_batch
// H17S-LABEL: func.func @dilated
// H17S-NEXT:   anec.space_to_batch
// H17S-NEXT:   anec.convolution
// H17S-NEXT:   anec.batch_to_space
func.func @dilated(%x: tensor<1x4x7x7xf16>, %w: tensor<8x4x3x3xf16>, %b: tensor<8xf16>) -> tensor<1x8x5x5xf16> {
  %y = anec.convolution %x, %w bias(%b : tensor<8xf16>) {dilation_rates = array<i64: 2, 2>,
         explicit_padding = array<i64: 1, 1, 1, 1>, fused_activation = #anec.activation<relu>}
       : tensor<1x4x7x7xf16>, tensor<8x4x3x3xf16> -> tensor<1x8x5x5xf16>
  func.return %y : tensor<1x8x5x5xf16>
}

// -----

// Dilation 6 = 3 x 2 composes two space-to-batch levels, the outer with
// the largest factor dividing 6; `same` padding is resolved to (6, 6).

// H13-LABEL: func.func @dilated_6
// H13-NEXT:    %0 = anec.space_to_batch %x {block_shape = array<i64: 3, 3>, pads = array<i64: 6, 6, 6, 6>} : tensor<1x1x12x12xf32> -> tensor<9x1x8x8xf32>
// H13-NEXT:    %1 = anec.space_to_batch %0 {block_shape = array<i64: 2, 2>, pads = array<i64: 0, 0, 0, 0>} : tensor<9x1x8x8xf32> -> tensor<36x1x4x4xf32>
// H13-NEXT:    %2 = anec.convolution %1, %w : tensor<36x1x4x4xf32>, tensor<1x1x3x3xf32> -> tensor<36x1x2x2xf32>
// H13-NEXT:    %3 = anec.batch_to_space %2 {block_shape = array<i64: 2, 2>, crops = array<i64: 0, 0, 0, 0>} : tensor<36x1x2x2xf32> -> tensor<9x1x4x4xf32>
// H13-NEXT:    %y = anec.batch_to_space %3 {block_shape = array<i64: 3, 3>, crops = array<i64: 0, 0, 0, 0>} : tensor<9x1x4x4xf32> -> tensor<1x1x12x12xf32>
func.func @dilated_6(%x: tensor<1x1x12x12xf32>, %w: tensor<1x1x3x3xf32>) -> tensor<1x1x12x12xf32> {
  %y = anec.convolution %x, %w {dilation_rates = array<i64: 6, 6>, padding_style = #anec.padding_style<same>}
       : tensor<1x1x12x12xf32>, tensor<1x1x3x3xf32> -> tensor<1x1x12x12xf32>
  func.return %y : tensor<1x1x12x12xf32>
}

// -----

// Inference dropout is the identity: removed below the A15 tier (H13,
// H14), native from it (H17s).

// H13-LABEL: func.func @dropout
// H13-NEXT:    func.return %x : tensor<1x8x4x4xf16>
// H14-LABEL: func.func @dropout
// H14-NEXT:    func.return %x : tensor<1x8x4x4xf16>
// H17S-LABEL: func.func @dropout
// H17S-NEXT:   %y = anec.dropout %x {rate = 1.000000e-01 : f32} : tensor<1x8x4x4xf16>
func.func @dropout(%x: tensor<1x8x4x4xf16>) -> tensor<1x8x4x4xf16> {
  %y = anec.dropout %x {rate = 0.1 : f32} : tensor<1x8x4x4xf16>
  func.return %y : tensor<1x8x4x4xf16>
}

// -----

// Left alone everywhere: reflect padding (only symmetric padding needs the
// texture engine), a gather inside the software envelope (gather-axis
// extent 3, batch 1), an undilated convolution, a slice at width offset 0.

// H13-LABEL: func.func @legal
// H13-NEXT:    %p = anec.pad %x {pads = array<i64: 0, 0, 1, 1, 0, 0, 1, 1>, mode = #anec.pad_mode<reflect>}
// H13-NEXT:    %g = anec.gather %x, %i {axis = 1 : i64}
// H13-NEXT:    %c = anec.convolution %x, %w
// H13-NEXT:    %s = anec.slice %x {offsets = array<i64: 0, 1, 1, 0>}
// H13-NEXT:    func.return
// H17S-LABEL: func.func @legal
// H17S-NEXT:   anec.pad
// H17S-NEXT:   anec.gather
// H17S-NEXT:   anec.convolution
// H17S-NEXT:   anec.slice
func.func @legal(%x: tensor<1x3x4x4xf16>, %i: tensor<2xi32>, %w: tensor<2x3x3x3xf16>)
    -> (tensor<1x3x6x6xf16>, tensor<1x2x4x4xf16>, tensor<1x2x2x2xf16>, tensor<1x2x2x4xf16>) {
  %p = anec.pad %x {pads = array<i64: 0, 0, 1, 1, 0, 0, 1, 1>, mode = #anec.pad_mode<reflect>} : tensor<1x3x4x4xf16> -> tensor<1x3x6x6xf16>
  %g = anec.gather %x, %i {axis = 1 : i64} : tensor<1x3x4x4xf16>, tensor<2xi32> -> tensor<1x2x4x4xf16>
  %c = anec.convolution %x, %w : tensor<1x3x4x4xf16>, tensor<2x3x3x3xf16> -> tensor<1x2x2x2xf16>
  %s = anec.slice %x {offsets = array<i64: 0, 1, 1, 0>} : tensor<1x3x4x4xf16> -> tensor<1x2x2x4xf16>
  func.return %p, %g, %c, %s : tensor<1x3x6x6xf16>, tensor<1x2x4x4xf16>, tensor<1x2x2x2xf16>, tensor<1x2x2x4xf16>
}

// -----

// A patch embedding (fp16, kernel 16x16, stride 16) is wider than every
// silicon target's fp16 limit; the width stride divides the kernel width,
// so space-to-depth moves each 16-column block into the channels and the
// convolution becomes 16x1 with width stride 1. H13 and H17s alike.

// H13-LABEL: func.func @patch_embedding
// H13-NEXT:    %0 = anec.space_to_batch %x {block_shape = array<i64: 1, 16>, pads = array<i64: 0, 0, 0, 0>} : tensor<1x3x32x32xf16> -> tensor<16x3x32x2xf16>
// H13-NEXT:    %1 = anec.reshape %0 : tensor<16x3x32x2xf16> -> tensor<16x1x3x32x2xf16>
// H13-NEXT:    %2 = anec.transpose %1 {permutation = array<i64: 1, 2, 0, 3, 4>} : tensor<16x1x3x32x2xf16> -> tensor<1x3x16x32x2xf16>
// H13-NEXT:    %3 = anec.reshape %2 : tensor<1x3x16x32x2xf16> -> tensor<1x48x32x2xf16>
// H13-NEXT:    %4 = anec.reshape %w : tensor<8x3x16x16xf16> -> tensor<8x3x16x1x16xf16>
// H13-NEXT:    %5 = anec.transpose %4 {permutation = array<i64: 0, 1, 4, 2, 3>} : tensor<8x3x16x1x16xf16> -> tensor<8x3x16x16x1xf16>
// H13-NEXT:    %6 = anec.reshape %5 : tensor<8x3x16x16x1xf16> -> tensor<8x48x16x1xf16>
// H13-NEXT:    %y = anec.convolution %3, %6 bias(%b : tensor<8xf16>) {strides = array<i64: 16, 1>} : tensor<1x48x32x2xf16>, tensor<8x48x16x1xf16> -> tensor<1x8x2x2xf16>
// H13-NEXT:    func.return %y
// H14-LABEL: func.func @patch_embedding
// H14-NEXT:    anec.space_to_batch
// H17S-LABEL: func.func @patch_embedding
// H17S-NEXT:   anec.space_to_batch
func.func @patch_embedding(%x: tensor<1x3x32x32xf16>, %w: tensor<8x3x16x16xf16>, %b: tensor<8xf16>) -> tensor<1x8x2x2xf16> {
  %y = anec.convolution %x, %w bias(%b : tensor<8xf16>) {strides = array<i64: 16, 16>}
       : tensor<1x3x32x32xf16>, tensor<8x3x16x16xf16> -> tensor<1x8x2x2xf16>
  func.return %y : tensor<1x8x2x2xf16>
}

// -----

// An f32 (reference) kernel of any width is left alone.

// H13-LABEL: func.func @wide_f32
// H13-NEXT:    %y = anec.convolution %x, %w {strides = array<i64: 16, 16>}
func.func @wide_f32(%x: tensor<1x3x32x32xf32>, %w: tensor<8x3x16x16xf32>) -> tensor<1x8x2x2xf32> {
  %y = anec.convolution %x, %w {strides = array<i64: 16, 16>} : tensor<1x3x32x32xf32>, tensor<8x3x16x16xf32> -> tensor<1x8x2x2xf32>
  func.return %y : tensor<1x8x2x2xf32>
}
