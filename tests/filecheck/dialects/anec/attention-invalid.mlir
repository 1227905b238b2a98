// RUN: anec-opt %s --split-input-file --verify-diagnostics

func.func @f(%q: tensor<1x1x8x16x64xf16>, %k: tensor<1x1x8x32x64xf16>, %v: tensor<1x1x8x32x64xf16>) {
  // expected-error @+1 {{'anec.attention' op query has rank 5; expected rank 2 or 3 or 4}}
  %o = anec.attention %q, %k, %v : tensor<1x1x8x16x64xf16>, tensor<1x1x8x32x64xf16>, tensor<1x1x8x32x64xf16> -> tensor<1x1x8x16x64xf16>
  func.return
}

// -----

func.func @f(%q: tensor<16x64xi8>, %k: tensor<32x64xi8>, %v: tensor<32x64xi8>) {
  // expected-error @+1 {{'anec.attention' op query has element type i8; expected f16 or f32}}
  %o = anec.attention %q, %k, %v : tensor<16x64xi8>, tensor<32x64xi8>, tensor<32x64xi8> -> tensor<16x64xi8>
  func.return
}

// -----

func.func @f(%q: tensor<8x16x64xf16>, %k: tensor<32x64xf16>, %v: tensor<8x32x64xf16>) {
  // expected-error @+1 {{'anec.attention' op key has rank 2; expected rank 3 like the query}}
  %o = anec.attention %q, %k, %v : tensor<8x16x64xf16>, tensor<32x64xf16>, tensor<8x32x64xf16> -> tensor<8x16x64xf16>
  func.return
}

// -----

func.func @f(%q: tensor<8x16x64xf16>, %k: tensor<8x32x64xf16>, %v: tensor<1x8x32x64xf16>) {
  // expected-error @+1 {{'anec.attention' op value has rank 4; expected rank 3 like the query}}
  %o = anec.attention %q, %k, %v : tensor<8x16x64xf16>, tensor<8x32x64xf16>, tensor<1x8x32x64xf16> -> tensor<8x16x64xf16>
  func.return
}

// -----

func.func @f(%q: tensor<16x64xf16>, %k: tensor<32x64xf32>, %v: tensor<32x64xf16>) {
  // expected-error @+1 {{'anec.attention' op key has element type f32; expected f16 like query}}
  %o = anec.attention %q, %k, %v : tensor<16x64xf16>, tensor<32x64xf32>, tensor<32x64xf16> -> tensor<16x64xf16>
  func.return
}

// -----

func.func @f(%q: tensor<8x16x64xf16>, %k: tensor<4x32x64xf16>, %v: tensor<8x32x64xf16>) {
  // expected-error @+1 {{'anec.attention' op key has batch dims 4; expected 8 like the query}}
  %o = anec.attention %q, %k, %v : tensor<8x16x64xf16>, tensor<4x32x64xf16>, tensor<8x32x64xf16> -> tensor<8x16x64xf16>
  func.return
}

// -----

func.func @f(%q: tensor<8x16x64xf16>, %k: tensor<8x32x64xf16>, %v: tensor<1x32x64xf16>) {
  // expected-error @+1 {{'anec.attention' op value has batch dims 1; expected 8 like the query}}
  %o = anec.attention %q, %k, %v : tensor<8x16x64xf16>, tensor<8x32x64xf16>, tensor<1x32x64xf16> -> tensor<8x16x64xf16>
  func.return
}

// -----

func.func @f(%q: tensor<16x64xf16>, %k: tensor<32x32xf16>, %v: tensor<32x64xf16>) {
  // expected-error @+1 {{'anec.attention' op key has head size 32; expected 64 like the query (its last axis)}}
  %o = anec.attention %q, %k, %v : tensor<16x64xf16>, tensor<32x32xf16>, tensor<32x64xf16> -> tensor<16x64xf16>
  func.return
}

// -----

func.func @f(%q: tensor<16x64xf16>, %k: tensor<32x64xf16>, %v: tensor<16x64xf16>) {
  // expected-error @+1 {{'anec.attention' op value has 16 positions; expected 32 like the key (Lk)}}
  %o = anec.attention %q, %k, %v : tensor<16x64xf16>, tensor<32x64xf16>, tensor<16x64xf16> -> tensor<16x64xf16>
  func.return
}

// -----

func.func @f(%q: tensor<16x64xf16>, %k: tensor<32x64xf16>, %v: tensor<32x64xf16>, %m: tensor<16x32xf32>) {
  // expected-error @+1 {{'anec.attention' op mask has element type f32; expected f16 like query}}
  %o = anec.attention %q, %k, %v mask(%m : tensor<16x32xf32>) : tensor<16x64xf16>, tensor<32x64xf16>, tensor<32x64xf16> -> tensor<16x64xf16>
  func.return
}

// -----

func.func @f(%q: tensor<16x64xf16>, %k: tensor<32x64xf16>, %v: tensor<32x64xf16>, %m: tensor<16x16xf16>) {
  // expected-error @+1 {{'anec.attention' op mask and score shapes 16x16 and 16x32 do not broadcast: trailing dimensions must be equal or 1}}
  %o = anec.attention %q, %k, %v mask(%m : tensor<16x16xf16>) : tensor<16x64xf16>, tensor<32x64xf16>, tensor<32x64xf16> -> tensor<16x64xf16>
  func.return
}

// -----

func.func @f(%q: tensor<16x64xf16>, %k: tensor<32x64xf16>, %v: tensor<32x64xf16>, %m: tensor<1x16x32xf16>) {
  // expected-error @+1 {{'anec.attention' op mask has shape 1x16x32; expected a shape that broadcasts to the scores 16x32}}
  %o = anec.attention %q, %k, %v mask(%m : tensor<1x16x32xf16>) : tensor<16x64xf16>, tensor<32x64xf16>, tensor<32x64xf16> -> tensor<16x64xf16>
  func.return
}

// -----

func.func @f(%q: tensor<1x16x64xf16>, %k: tensor<1x32x64xf16>, %v: tensor<1x32x64xf16>, %m: tensor<2x16x32xf16>) {
  // expected-error @+1 {{'anec.attention' op mask has shape 2x16x32; expected a shape that broadcasts to the scores 1x16x32}}
  %o = anec.attention %q, %k, %v mask(%m : tensor<2x16x32xf16>) : tensor<1x16x64xf16>, tensor<1x32x64xf16>, tensor<1x32x64xf16> -> tensor<1x16x64xf16>
  func.return
}

// -----

func.func @f(%q: tensor<16x64xf16>, %k: tensor<32x64xf16>, %v: tensor<32x48xf16>) {
  // expected-error @+1 {{'anec.attention' op result has shape 16x64; expected 16x48 ([..., Lq, Dv])}}
  %o = anec.attention %q, %k, %v : tensor<16x64xf16>, tensor<32x64xf16>, tensor<32x48xf16> -> tensor<16x64xf16>
  func.return
}

// -----

func.func @f(%q: tensor<16x64xf16>, %k: tensor<32x64xf16>, %v: tensor<32x64xf16>) {
  // expected-error @+1 {{'anec.attention' op result has element type f32; expected f16 like query}}
  %o = anec.attention %q, %k, %v : tensor<16x64xf16>, tensor<32x64xf16>, tensor<32x64xf16> -> tensor<16x64xf32>
  func.return
}

// -----

func.func @f(%q: tensor<16x64xf16>, %k: tensor<32x64xf16>, %v: tensor<32x64xf16>) {
  // expected-error @+1 {{'anec.attention' op f16 should be of base attribute f32}}
  %o = anec.attention %q, %k, %v {scale = 1.0 : f16} : tensor<16x64xf16>, tensor<32x64xf16>, tensor<32x64xf16> -> tensor<16x64xf16>
  func.return
}
