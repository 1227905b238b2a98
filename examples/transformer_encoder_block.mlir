// Transformer encoder block (pre-norm, BERT-base width): sequence 128,
// model width 768, 12 heads of 64, feed-forward 3072 with GELU, in fp16.
// Linear layers are matmuls against [in, out] weights plus a broadcast bias.
func.func @transformer_encoder_block(
    %x: tensor<1x128x768xf16>,
    %ln1_g: tensor<768xf16>, %ln1_b: tensor<768xf16>,
    %wq: tensor<768x768xf16>, %bq: tensor<768xf16>,
    %wk: tensor<768x768xf16>, %bk: tensor<768xf16>,
    %wv: tensor<768x768xf16>, %bv: tensor<768xf16>,
    %wo: tensor<768x768xf16>, %bo: tensor<768xf16>,
    %ln2_g: tensor<768xf16>, %ln2_b: tensor<768xf16>,
    %w1: tensor<768x3072xf16>, %b1: tensor<3072xf16>,
    %w2: tensor<3072x768xf16>, %b2: tensor<768xf16>
) -> tensor<1x128x768xf16> {
  // Self-attention.
  %h = anec.layer_norm %x scale(%ln1_g : tensor<768xf16>) bias(%ln1_b : tensor<768xf16>) {axes = array<i64: 2>} : tensor<1x128x768xf16>
  %q0 = anec.matmul %h, %wq : tensor<1x128x768xf16>, tensor<768x768xf16> -> tensor<1x128x768xf16>
  %q1 = anec.add %q0, %bq : tensor<1x128x768xf16>, tensor<768xf16> -> tensor<1x128x768xf16>
  %k0 = anec.matmul %h, %wk : tensor<1x128x768xf16>, tensor<768x768xf16> -> tensor<1x128x768xf16>
  %k1 = anec.add %k0, %bk : tensor<1x128x768xf16>, tensor<768xf16> -> tensor<1x128x768xf16>
  %v0 = anec.matmul %h, %wv : tensor<1x128x768xf16>, tensor<768x768xf16> -> tensor<1x128x768xf16>
  %v1 = anec.add %v0, %bv : tensor<1x128x768xf16>, tensor<768xf16> -> tensor<1x128x768xf16>
  %q2 = anec.reshape %q1 : tensor<1x128x768xf16> -> tensor<1x128x12x64xf16>
  %q = anec.transpose %q2 {permutation = array<i64: 0, 2, 1, 3>} : tensor<1x128x12x64xf16> -> tensor<1x12x128x64xf16>
  %k2 = anec.reshape %k1 : tensor<1x128x768xf16> -> tensor<1x128x12x64xf16>
  %k = anec.transpose %k2 {permutation = array<i64: 0, 2, 1, 3>} : tensor<1x128x12x64xf16> -> tensor<1x12x128x64xf16>
  %v2 = anec.reshape %v1 : tensor<1x128x768xf16> -> tensor<1x128x12x64xf16>
  %v = anec.transpose %v2 {permutation = array<i64: 0, 2, 1, 3>} : tensor<1x128x12x64xf16> -> tensor<1x12x128x64xf16>
  %a = anec.attention %q, %k, %v : tensor<1x12x128x64xf16>, tensor<1x12x128x64xf16>, tensor<1x12x128x64xf16> -> tensor<1x12x128x64xf16>
  %a1 = anec.transpose %a {permutation = array<i64: 0, 2, 1, 3>} : tensor<1x12x128x64xf16> -> tensor<1x128x12x64xf16>
  %a2 = anec.reshape %a1 : tensor<1x128x12x64xf16> -> tensor<1x128x768xf16>
  %o0 = anec.matmul %a2, %wo : tensor<1x128x768xf16>, tensor<768x768xf16> -> tensor<1x128x768xf16>
  %o1 = anec.add %o0, %bo : tensor<1x128x768xf16>, tensor<768xf16> -> tensor<1x128x768xf16>
  %r1 = anec.add %x, %o1 : tensor<1x128x768xf16>, tensor<1x128x768xf16> -> tensor<1x128x768xf16>
  // Feed-forward.
  %g = anec.layer_norm %r1 scale(%ln2_g : tensor<768xf16>) bias(%ln2_b : tensor<768xf16>) {axes = array<i64: 2>} : tensor<1x128x768xf16>
  %f0 = anec.matmul %g, %w1 : tensor<1x128x768xf16>, tensor<768x3072xf16> -> tensor<1x128x3072xf16>
  %f1 = anec.add %f0, %b1 : tensor<1x128x3072xf16>, tensor<3072xf16> -> tensor<1x128x3072xf16>
  %f2 = anec.gelu %f1 : tensor<1x128x3072xf16>
  %f3 = anec.matmul %f2, %w2 : tensor<1x128x3072xf16>, tensor<3072x768xf16> -> tensor<1x128x768xf16>
  %f4 = anec.add %f3, %b2 : tensor<1x128x768xf16>, tensor<768xf16> -> tensor<1x128x768xf16>
  %y = anec.add %r1, %f4 : tensor<1x128x768xf16>, tensor<1x128x768xf16> -> tensor<1x128x768xf16>
  func.return %y : tensor<1x128x768xf16>
}
