// ResNet-18 basic block (stage conv2_x): two 3x3 convolutions with batch
// norm, a residual add and ReLU, on a 64-channel 56x56 activation, in fp16.
// Weights and batch-norm statistics are parameters, so the block can be
// estimated as written and executed on any weights.
func.func @resnet_basic_block(
    %x: tensor<1x64x56x56xf16>,
    %w1: tensor<64x64x3x3xf16>, %mean1: tensor<64xf16>, %var1: tensor<64xf16>, %gamma1: tensor<64xf16>, %beta1: tensor<64xf16>,
    %w2: tensor<64x64x3x3xf16>, %mean2: tensor<64xf16>, %var2: tensor<64xf16>, %gamma2: tensor<64xf16>, %beta2: tensor<64xf16>
) -> tensor<1x64x56x56xf16> {
  %c1 = anec.convolution %x, %w1 {padding_style = #anec.padding_style<same>} : tensor<1x64x56x56xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x56x56xf16>
  %n1 = anec.batch_norm %c1, %mean1, %var1, %gamma1, %beta1 {epsilon = 1.0e-05 : f32} : tensor<1x64x56x56xf16>, tensor<64xf16>
  %r1 = anec.relu %n1 : tensor<1x64x56x56xf16>
  %c2 = anec.convolution %r1, %w2 {padding_style = #anec.padding_style<same>} : tensor<1x64x56x56xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x56x56xf16>
  %n2 = anec.batch_norm %c2, %mean2, %var2, %gamma2, %beta2 {epsilon = 1.0e-05 : f32} : tensor<1x64x56x56xf16>, tensor<64xf16>
  %s = anec.add %n2, %x : tensor<1x64x56x56xf16>, tensor<1x64x56x56xf16> -> tensor<1x64x56x56xf16>
  %y = anec.relu %s : tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
