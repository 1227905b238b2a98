// MobileNetV2 inverted-residual block (the 14x14 stage, expansion 6): 1x1
// expansion with ReLU6, 3x3 depthwise convolution with ReLU6, linear 1x1
// projection, and the residual add. Batch norm is already folded into each
// convolution's bias, and ReLU6 is fused as a clamp activation (SPEC section
// 5: conv + batch norm + activation is one op).
func.func @mobilenet_inverted_residual(
    %x: tensor<1x64x14x14xf16>,
    %w_expand: tensor<384x64x1x1xf16>, %b_expand: tensor<384xf16>,
    %w_dw: tensor<384x1x3x3xf16>, %b_dw: tensor<384xf16>,
    %w_project: tensor<64x384x1x1xf16>, %b_project: tensor<64xf16>
) -> tensor<1x64x14x14xf16> {
  %e = anec.convolution %x, %w_expand bias(%b_expand : tensor<384xf16>) {fused_activation = #anec.activation<clamp, min = 0.0, max = 6.0>} : tensor<1x64x14x14xf16>, tensor<384x64x1x1xf16> -> tensor<1x384x14x14xf16>
  %d = anec.convolution %e, %w_dw bias(%b_dw : tensor<384xf16>) {groups = 384 : i64, padding_style = #anec.padding_style<same>, fused_activation = #anec.activation<clamp, min = 0.0, max = 6.0>} : tensor<1x384x14x14xf16>, tensor<384x1x3x3xf16> -> tensor<1x384x14x14xf16>
  %p = anec.convolution %d, %w_project bias(%b_project : tensor<64xf16>) : tensor<1x384x14x14xf16>, tensor<64x384x1x1xf16> -> tensor<1x64x14x14xf16>
  %y = anec.add %p, %x : tensor<1x64x14x14xf16>, tensor<1x64x14x14xf16> -> tensor<1x64x14x14xf16>
  func.return %y : tensor<1x64x14x14xf16>
}
