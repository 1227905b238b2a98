// RUN: anec-opt %s --split-input-file --verify-diagnostics

// The discardable attributes that change an op's meaning are checked once:
// by their attribute's verifier and by the op verifier (anec.dialect.discardable).

func.func @f(%x: tensor<1x8x8x8xf32>, %w: tensor<8x8x3x3xf32>) -> tensor<1x8x6x6xf32> {
  // expected-error @+1 {{Expected `f2x2`, or `f4x4`.}}
  %y = anec.convolution %x, %w {anec.winograd = #anec.winograd<f3x3>} : tensor<1x8x8x8xf32>, tensor<8x8x3x3xf32> -> tensor<1x8x6x6xf32>
  func.return %y : tensor<1x8x6x6xf32>
}

// -----

func.func @f(%x: tensor<1x8x8x8x8xf32>, %w: tensor<8x3x8x3x3xf32>) -> tensor<1x8x6x6x6xf32> {
  // expected-error @+1 {{'anec.convolution' op anec.winograd needs a 2-D kernel (SPEC section 5: no depth extent)}}
  %y = anec.convolution %x, %w {anec.winograd = #anec.winograd<f2x2>} : tensor<1x8x8x8x8xf32>, tensor<8x3x8x3x3xf32> -> tensor<1x8x6x6x6xf32>
  func.return %y : tensor<1x8x6x6x6xf32>
}

// -----

func.func @f(%x: tensor<1x8x8x8xf32>, %w: tensor<8x8x3x3xf32>) -> tensor<1x8x6x6xf32> {
  // expected-error @+1 {{'anec.convolution' op anec.winograd does not apply to sparse weights (SPEC section 5: they keep their zero-skipping path)}}
  %y = anec.convolution %x, %w {anec.winograd = #anec.winograd<f2x2>, weight_format = #anec.weight_format<sparse, zero_fraction = 0.5>} : tensor<1x8x8x8xf32>, tensor<8x8x3x3xf32> -> tensor<1x8x6x6xf32>
  func.return %y : tensor<1x8x6x6xf32>
}

// -----

func.func @f(%a: tensor<8x8xf16>, %b: tensor<8x8xf16>) -> tensor<8x8xf16> {
  // expected-error @+1 {{'anec.matmul' op carries anec.winograd, which applies to anec.convolution only}}
  %y = anec.matmul %a, %b {anec.winograd = #anec.winograd<f2x2>} : tensor<8x8xf16>, tensor<8x8xf16> -> tensor<8x8xf16>
  func.return %y : tensor<8x8xf16>
}

// -----

func.func @f(%x: tensor<1x8x8x8xf16>, %w: tensor<8x8x3x3xf16>) -> tensor<1x8x6x6xf16> {
  // expected-error @+1 {{'anec.convolution' op anec.int8_compute needs int8 or uint8 weights, not dense}}
  %y = anec.convolution %x, %w {anec.int8_compute} : tensor<1x8x8x8xf16>, tensor<8x8x3x3xf16> -> tensor<1x8x6x6xf16>
  func.return %y : tensor<1x8x6x6xf16>
}

// -----

func.func @f(%x: tensor<8x8xf16>) -> tensor<8x8xf16> {
  // expected-error @+1 {{'anec.relu' op anec.int8_compute = 1 : i64 is not a unit attribute}}
  %y = anec.relu %x {anec.int8_compute = 1 : i64} : tensor<8x8xf16>
  func.return %y : tensor<8x8xf16>
}

// -----

func.func @f(%x: tensor<8x8xf16>) -> tensor<8x8xf16> {
  // expected-error @+1 {{'anec.relu' op carries anec.channel_groups, which applies to anec.convolution, anec.deconvolution and anec.matmul only}}
  %y = anec.relu %x {anec.channel_groups = #anec.channel_groups<target = "h13", ocg = 8, passes = 1, active_cores = 4>} : tensor<8x8xf16>
  func.return %y : tensor<8x8xf16>
}

// -----

func.func @f(%a: tensor<8x8xf16>, %b: tensor<8x8xf16>) -> tensor<8x8xf16> {
  // expected-error @+1 {{anec.chimera tile needs three extents (M, K, N), got 2}}
  %y = anec.matmul %a, %b {anec.chimera = #anec.chimera<order = "mkn", tile = [4, 8]>} : tensor<8x8xf16>, tensor<8x8xf16> -> tensor<8x8xf16>
  func.return %y : tensor<8x8xf16>
}

// -----

func.func @f(%a: tensor<8x8xf16>, %b: tensor<8x8xf16>) -> tensor<8x8xf16> {
  // expected-error @+1 {{anec.chimera tiles must be positive, got [0, 8, 4]}}
  %y = anec.matmul %a, %b {anec.chimera = #anec.chimera<order = "mkn", tile = [0, 8, 4]>} : tensor<8x8xf16>, tensor<8x8xf16> -> tensor<8x8xf16>
  func.return %y : tensor<8x8xf16>
}

// -----

// x is not a loop
func.func @f(%a: tensor<8x8xf16>, %b: tensor<8x8xf16>) -> tensor<8x8xf16> {
  // expected-error @+1 {{anec.chimera order "mxn" is not a loop order; expected a permutation of a chain's loops m, k, n, then l, d4, d5, ... (one per further GEMM), joined by ">" once there is a d4 (e.g. "mkln", "m>k>d4>l>n")}}
  %y = anec.matmul %a, %b {anec.chimera = #anec.chimera<order = "mxn", tile = [4, 8, 4]>} : tensor<8x8xf16>, tensor<8x8xf16> -> tensor<8x8xf16>
  func.return %y : tensor<8x8xf16>
}

// -----

// d4 run together with one-character loops (what anec-chimera wrote for
// AlexNet's three fully connected layers): ambiguous
func.func @f(%a: tensor<8x8xf16>, %b: tensor<8x8xf16>) -> tensor<8x8xf16> {
  // expected-error @+1 {{anec.chimera order "mkd4ln" is not a loop order; expected a permutation of a chain's loops m, k, n, then l, d4, d5, ... (one per further GEMM), joined by ">" once there is a d4 (e.g. "mkln", "m>k>d4>l>n")}}
  %y = anec.matmul %a, %b {anec.chimera = #anec.chimera<order = "mkd4ln", tile = [4, 8, 4]>} : tensor<8x8xf16>, tensor<8x8xf16> -> tensor<8x8xf16>
  func.return %y : tensor<8x8xf16>
}

// -----

// one-character loops are run together
func.func @f(%a: tensor<8x8xf16>, %b: tensor<8x8xf16>) -> tensor<8x8xf16> {
  // expected-error @+1 {{anec.chimera order "m>k>n" is not a loop order; expected a permutation of a chain's loops m, k, n, then l, d4, d5, ... (one per further GEMM), joined by ">" once there is a d4 (e.g. "mkln", "m>k>d4>l>n")}}
  %y = anec.matmul %a, %b {anec.chimera = #anec.chimera<order = "m>k>n", tile = [4, 8, 4]>} : tensor<8x8xf16>, tensor<8x8xf16> -> tensor<8x8xf16>
  func.return %y : tensor<8x8xf16>
}

// -----

// a chain of three GEMMs has loops m, k, n, l and d4
func.func @f(%a: tensor<8x8xf16>, %b: tensor<8x8xf16>) -> tensor<8x8xf16> {
  // expected-error @+1 {{anec.chimera order "m>k>n>d4" is not a loop order; expected a permutation of a chain's loops m, k, n, then l, d4, d5, ... (one per further GEMM), joined by ">" once there is a d4 (e.g. "mkln", "m>k>d4>l>n")}}
  %y = anec.matmul %a, %b {anec.chimera = #anec.chimera<order = "m>k>n>d4", tile = [4, 8, 4]>} : tensor<8x8xf16>, tensor<8x8xf16> -> tensor<8x8xf16>
  func.return %y : tensor<8x8xf16>
}

// -----

// fewer loops than one GEMM's
func.func @f(%a: tensor<8x8xf16>, %b: tensor<8x8xf16>) -> tensor<8x8xf16> {
  // expected-error @+1 {{anec.chimera order "mk" is not a loop order; expected a permutation of a chain's loops m, k, n, then l, d4, d5, ... (one per further GEMM), joined by ">" once there is a d4 (e.g. "mkln", "m>k>d4>l>n")}}
  %y = anec.matmul %a, %b {anec.chimera = #anec.chimera<order = "mk", tile = [4, 8, 4]>} : tensor<8x8xf16>, tensor<8x8xf16> -> tensor<8x8xf16>
  func.return %y : tensor<8x8xf16>
}

// -----

// expected-error @+1 {{anec.range [4.0, 1.0] is not a range; expected finite lo <= hi}}
func.func @f(%x: tensor<1x2x4x8xf16> {anec.range = #anec.range<4.0, 1.0>}) -> tensor<1x2x4x8xf16> {
  func.return %x : tensor<1x2x4x8xf16>
}

// -----

func.func @not_a_gemm(%x: tensor<8x8xf16>) -> tensor<8x8xf16> {
  // expected-error @+1 {{'anec.relu' op carries anec.chimera, which applies to anec.matmul and anec.convolution only}}
  %y = anec.relu %x {anec.chimera = #anec.chimera<order = "mkn", tile = [4, 8, 4]>} : tensor<8x8xf16>
  func.return %y : tensor<8x8xf16>
}

// -----

func.func @not_a_dictionary(%a: tensor<8x8xf16>, %b: tensor<8x8xf16>) -> tensor<8x8xf16> {
  // expected-error @+1 {{'anec.matmul' op anec.chimera = "mkn" is not a #anec.chimera; expected #anec.chimera<order = "mkn", tile = [tm, tk, tn], ...>}}
  %y = anec.matmul %a, %b {anec.chimera = "mkn"} : tensor<8x8xf16>, tensor<8x8xf16> -> tensor<8x8xf16>
  func.return %y : tensor<8x8xf16>
}

// -----

func.func @no_tile(%a: tensor<8x8xf16>, %b: tensor<8x8xf16>) -> tensor<8x8xf16> {
  // expected-error @+1 {{'anec.matmul' op anec.chimera = {order = "mkn"} is not a #anec.chimera; expected #anec.chimera<order = "mkn", tile = [tm, tk, tn], ...>}}
  %y = anec.matmul %a, %b {anec.chimera = {order = "mkn"}} : tensor<8x8xf16>, tensor<8x8xf16> -> tensor<8x8xf16>
  func.return %y : tensor<8x8xf16>
}
