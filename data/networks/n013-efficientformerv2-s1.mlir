// network EfficientFormerV2-S1: timm.create_model('efficientformerv2_s1'), seed 0, eval; timm 1.0.31, torch 2.13.0, exporter torchscript, opset 17; anec-import --weights none --entry efficientformerv2_s1
builtin.module {
  func.func @efficientformerv2_s1(%input: tensor<1x3x224x224xf32>) -> tensor<1x1000xf32> {
    %input_f16 = anec.cast %input : tensor<1x3x224x224xf32> -> tensor<1x3x224x224xf16>
    %onnx_Conv.1704 = anec.constant #anec.placeholder<tensor<16x3x3x3xf16>>
    %onnx_Conv.1705 = anec.constant #anec.placeholder<tensor<16xf16>>
    %stem_conv1_conv_Conv_output.0 = anec.convolution %input_f16, %onnx_Conv.1704 bias(%onnx_Conv.1705 : tensor<16xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x3x224x224xf16>, tensor<16x3x3x3xf16> -> tensor<1x16x112x112xf16>
    %stem_conv1_bn_act_Mul_1_output.0 = anec.gelu %stem_conv1_conv_Conv_output.0 : tensor<1x16x112x112xf16>
    %onnx_Conv.1707 = anec.constant #anec.placeholder<tensor<32x16x3x3xf16>>
    %onnx_Conv.1708 = anec.constant #anec.placeholder<tensor<32xf16>>
    %stem_conv2_conv_Conv_output.0 = anec.convolution %stem_conv1_bn_act_Mul_1_output.0, %onnx_Conv.1707 bias(%onnx_Conv.1708 : tensor<32xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x16x112x112xf16>, tensor<32x16x3x3xf16> -> tensor<1x32x56x56xf16>
    %stem_conv2_bn_act_Mul_1_output.0 = anec.gelu %stem_conv2_conv_Conv_output.0 : tensor<1x32x56x56xf16>
    %onnx_Conv.1710 = anec.constant #anec.placeholder<tensor<128x32x1x1xf16>>
    %onnx_Conv.1711 = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.0_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 = anec.convolution %stem_conv2_bn_act_Mul_1_output.0, %onnx_Conv.1710 bias(%onnx_Conv.1711 : tensor<128xf16>) : tensor<1x32x56x56xf16>, tensor<128x32x1x1xf16> -> tensor<1x128x56x56xf16>
    %stages_stages.0_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 : tensor<1x128x56x56xf16>
    %onnx_Conv.1713 = anec.constant #anec.placeholder<tensor<128x1x3x3xf16>>
    %onnx_Conv.1714 = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.0_blocks_blocks.0_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1713 bias(%onnx_Conv.1714 : tensor<128xf16>) {groups = 128 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x128x56x56xf16>, tensor<128x1x3x3xf16> -> tensor<1x128x56x56xf16>
    %stages_stages.0_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.0_mlp_mid_conv_Conv_output.0 : tensor<1x128x56x56xf16>
    %onnx_Conv.1716 = anec.constant #anec.placeholder<tensor<32x128x1x1xf16>>
    %onnx_Conv.1717 = anec.constant #anec.placeholder<tensor<32xf16>>
    %stages_stages.0_blocks_blocks.0_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1716 bias(%onnx_Conv.1717 : tensor<32xf16>) : tensor<1x128x56x56xf16>, tensor<32x128x1x1xf16> -> tensor<1x32x56x56xf16>
    %onnx_Mul.1988 = anec.constant #anec.placeholder<tensor<1x32x1x1xf16>>
    %stages_stages.0_blocks_blocks.0_ls2_Mul_output.0 = anec.mul %stages_stages.0_blocks_blocks.0_mlp_fc2_conv_Conv_output.0, %onnx_Mul.1988 : tensor<1x32x56x56xf16>, tensor<1x32x1x1xf16> -> tensor<1x32x56x56xf16>
    %stages_stages.0_blocks_blocks.0_Add_output.0 = anec.add %stem_conv2_bn_act_Mul_1_output.0, %stages_stages.0_blocks_blocks.0_ls2_Mul_output.0 : tensor<1x32x56x56xf16>, tensor<1x32x56x56xf16> -> tensor<1x32x56x56xf16>
    %onnx_Conv.1719 = anec.constant #anec.placeholder<tensor<128x32x1x1xf16>>
    %onnx_Conv.1720 = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.0_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.0_Add_output.0, %onnx_Conv.1719 bias(%onnx_Conv.1720 : tensor<128xf16>) : tensor<1x32x56x56xf16>, tensor<128x32x1x1xf16> -> tensor<1x128x56x56xf16>
    %stages_stages.0_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 : tensor<1x128x56x56xf16>
    %onnx_Conv.1722 = anec.constant #anec.placeholder<tensor<128x1x3x3xf16>>
    %onnx_Conv.1723 = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.0_blocks_blocks.1_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1722 bias(%onnx_Conv.1723 : tensor<128xf16>) {groups = 128 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x128x56x56xf16>, tensor<128x1x3x3xf16> -> tensor<1x128x56x56xf16>
    %stages_stages.0_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.1_mlp_mid_conv_Conv_output.0 : tensor<1x128x56x56xf16>
    %onnx_Conv.1725 = anec.constant #anec.placeholder<tensor<32x128x1x1xf16>>
    %onnx_Conv.1726 = anec.constant #anec.placeholder<tensor<32xf16>>
    %stages_stages.0_blocks_blocks.1_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1725 bias(%onnx_Conv.1726 : tensor<32xf16>) : tensor<1x128x56x56xf16>, tensor<32x128x1x1xf16> -> tensor<1x32x56x56xf16>
    %onnx_Mul.1989 = anec.constant #anec.placeholder<tensor<1x32x1x1xf16>>
    %stages_stages.0_blocks_blocks.1_ls2_Mul_output.0 = anec.mul %stages_stages.0_blocks_blocks.1_mlp_fc2_conv_Conv_output.0, %onnx_Mul.1989 : tensor<1x32x56x56xf16>, tensor<1x32x1x1xf16> -> tensor<1x32x56x56xf16>
    %stages_stages.0_blocks_blocks.1_Add_output.0 = anec.add %stages_stages.0_blocks_blocks.0_Add_output.0, %stages_stages.0_blocks_blocks.1_ls2_Mul_output.0 : tensor<1x32x56x56xf16>, tensor<1x32x56x56xf16> -> tensor<1x32x56x56xf16>
    %onnx_Conv.1728 = anec.constant #anec.placeholder<tensor<128x32x1x1xf16>>
    %onnx_Conv.1729 = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.0_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.1_Add_output.0, %onnx_Conv.1728 bias(%onnx_Conv.1729 : tensor<128xf16>) : tensor<1x32x56x56xf16>, tensor<128x32x1x1xf16> -> tensor<1x128x56x56xf16>
    %stages_stages.0_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 : tensor<1x128x56x56xf16>
    %onnx_Conv.1731 = anec.constant #anec.placeholder<tensor<128x1x3x3xf16>>
    %onnx_Conv.1732 = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.0_blocks_blocks.2_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1731 bias(%onnx_Conv.1732 : tensor<128xf16>) {groups = 128 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x128x56x56xf16>, tensor<128x1x3x3xf16> -> tensor<1x128x56x56xf16>
    %stages_stages.0_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.2_mlp_mid_conv_Conv_output.0 : tensor<1x128x56x56xf16>
    %onnx_Conv.1734 = anec.constant #anec.placeholder<tensor<32x128x1x1xf16>>
    %onnx_Conv.1735 = anec.constant #anec.placeholder<tensor<32xf16>>
    %stages_stages.0_blocks_blocks.2_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1734 bias(%onnx_Conv.1735 : tensor<32xf16>) : tensor<1x128x56x56xf16>, tensor<32x128x1x1xf16> -> tensor<1x32x56x56xf16>
    %onnx_Mul.1990 = anec.constant #anec.placeholder<tensor<1x32x1x1xf16>>
    %stages_stages.0_blocks_blocks.2_ls2_Mul_output.0 = anec.mul %stages_stages.0_blocks_blocks.2_mlp_fc2_conv_Conv_output.0, %onnx_Mul.1990 : tensor<1x32x56x56xf16>, tensor<1x32x1x1xf16> -> tensor<1x32x56x56xf16>
    %stages_stages.0_blocks_blocks.2_Add_output.0 = anec.add %stages_stages.0_blocks_blocks.1_Add_output.0, %stages_stages.0_blocks_blocks.2_ls2_Mul_output.0 : tensor<1x32x56x56xf16>, tensor<1x32x56x56xf16> -> tensor<1x32x56x56xf16>
    %onnx_Conv.1737 = anec.constant #anec.placeholder<tensor<48x32x3x3xf16>>
    %onnx_Conv.1738 = anec.constant #anec.placeholder<tensor<48xf16>>
    %stages_stages.1_downsample_conv_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.2_Add_output.0, %onnx_Conv.1737 bias(%onnx_Conv.1738 : tensor<48xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x32x56x56xf16>, tensor<48x32x3x3xf16> -> tensor<1x48x28x28xf16>
    %onnx_Conv.1740 = anec.constant #anec.placeholder<tensor<192x48x1x1xf16>>
    %onnx_Conv.1741 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.1_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.1_downsample_conv_conv_Conv_output.0, %onnx_Conv.1740 bias(%onnx_Conv.1741 : tensor<192xf16>) : tensor<1x48x28x28xf16>, tensor<192x48x1x1xf16> -> tensor<1x192x28x28xf16>
    %stages_stages.1_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 : tensor<1x192x28x28xf16>
    %onnx_Conv.1743 = anec.constant #anec.placeholder<tensor<192x1x3x3xf16>>
    %onnx_Conv.1744 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.1_blocks_blocks.0_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1743 bias(%onnx_Conv.1744 : tensor<192xf16>) {groups = 192 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x192x28x28xf16>, tensor<192x1x3x3xf16> -> tensor<1x192x28x28xf16>
    %stages_stages.1_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.0_mlp_mid_conv_Conv_output.0 : tensor<1x192x28x28xf16>
    %onnx_Conv.1746 = anec.constant #anec.placeholder<tensor<48x192x1x1xf16>>
    %onnx_Conv.1747 = anec.constant #anec.placeholder<tensor<48xf16>>
    %stages_stages.1_blocks_blocks.0_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1746 bias(%onnx_Conv.1747 : tensor<48xf16>) : tensor<1x192x28x28xf16>, tensor<48x192x1x1xf16> -> tensor<1x48x28x28xf16>
    %onnx_Mul.1991 = anec.constant #anec.placeholder<tensor<1x48x1x1xf16>>
    %stages_stages.1_blocks_blocks.0_ls2_Mul_output.0 = anec.mul %stages_stages.1_blocks_blocks.0_mlp_fc2_conv_Conv_output.0, %onnx_Mul.1991 : tensor<1x48x28x28xf16>, tensor<1x48x1x1xf16> -> tensor<1x48x28x28xf16>
    %stages_stages.1_blocks_blocks.0_Add_output.0 = anec.add %stages_stages.1_downsample_conv_conv_Conv_output.0, %stages_stages.1_blocks_blocks.0_ls2_Mul_output.0 : tensor<1x48x28x28xf16>, tensor<1x48x28x28xf16> -> tensor<1x48x28x28xf16>
    %onnx_Conv.1749 = anec.constant #anec.placeholder<tensor<192x48x1x1xf16>>
    %onnx_Conv.1750 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.1_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.0_Add_output.0, %onnx_Conv.1749 bias(%onnx_Conv.1750 : tensor<192xf16>) : tensor<1x48x28x28xf16>, tensor<192x48x1x1xf16> -> tensor<1x192x28x28xf16>
    %stages_stages.1_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 : tensor<1x192x28x28xf16>
    %onnx_Conv.1752 = anec.constant #anec.placeholder<tensor<192x1x3x3xf16>>
    %onnx_Conv.1753 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.1_blocks_blocks.1_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1752 bias(%onnx_Conv.1753 : tensor<192xf16>) {groups = 192 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x192x28x28xf16>, tensor<192x1x3x3xf16> -> tensor<1x192x28x28xf16>
    %stages_stages.1_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.1_mlp_mid_conv_Conv_output.0 : tensor<1x192x28x28xf16>
    %onnx_Conv.1755 = anec.constant #anec.placeholder<tensor<48x192x1x1xf16>>
    %onnx_Conv.1756 = anec.constant #anec.placeholder<tensor<48xf16>>
    %stages_stages.1_blocks_blocks.1_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1755 bias(%onnx_Conv.1756 : tensor<48xf16>) : tensor<1x192x28x28xf16>, tensor<48x192x1x1xf16> -> tensor<1x48x28x28xf16>
    %onnx_Mul.1992 = anec.constant #anec.placeholder<tensor<1x48x1x1xf16>>
    %stages_stages.1_blocks_blocks.1_ls2_Mul_output.0 = anec.mul %stages_stages.1_blocks_blocks.1_mlp_fc2_conv_Conv_output.0, %onnx_Mul.1992 : tensor<1x48x28x28xf16>, tensor<1x48x1x1xf16> -> tensor<1x48x28x28xf16>
    %stages_stages.1_blocks_blocks.1_Add_output.0 = anec.add %stages_stages.1_blocks_blocks.0_Add_output.0, %stages_stages.1_blocks_blocks.1_ls2_Mul_output.0 : tensor<1x48x28x28xf16>, tensor<1x48x28x28xf16> -> tensor<1x48x28x28xf16>
    %onnx_Conv.1758 = anec.constant #anec.placeholder<tensor<192x48x1x1xf16>>
    %onnx_Conv.1759 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.1_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.1_Add_output.0, %onnx_Conv.1758 bias(%onnx_Conv.1759 : tensor<192xf16>) : tensor<1x48x28x28xf16>, tensor<192x48x1x1xf16> -> tensor<1x192x28x28xf16>
    %stages_stages.1_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 : tensor<1x192x28x28xf16>
    %onnx_Conv.1761 = anec.constant #anec.placeholder<tensor<192x1x3x3xf16>>
    %onnx_Conv.1762 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.1_blocks_blocks.2_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1761 bias(%onnx_Conv.1762 : tensor<192xf16>) {groups = 192 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x192x28x28xf16>, tensor<192x1x3x3xf16> -> tensor<1x192x28x28xf16>
    %stages_stages.1_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.2_mlp_mid_conv_Conv_output.0 : tensor<1x192x28x28xf16>
    %onnx_Conv.1764 = anec.constant #anec.placeholder<tensor<48x192x1x1xf16>>
    %onnx_Conv.1765 = anec.constant #anec.placeholder<tensor<48xf16>>
    %stages_stages.1_blocks_blocks.2_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1764 bias(%onnx_Conv.1765 : tensor<48xf16>) : tensor<1x192x28x28xf16>, tensor<48x192x1x1xf16> -> tensor<1x48x28x28xf16>
    %onnx_Mul.1993 = anec.constant #anec.placeholder<tensor<1x48x1x1xf16>>
    %stages_stages.1_blocks_blocks.2_ls2_Mul_output.0 = anec.mul %stages_stages.1_blocks_blocks.2_mlp_fc2_conv_Conv_output.0, %onnx_Mul.1993 : tensor<1x48x28x28xf16>, tensor<1x48x1x1xf16> -> tensor<1x48x28x28xf16>
    %stages_stages.1_blocks_blocks.2_Add_output.0 = anec.add %stages_stages.1_blocks_blocks.1_Add_output.0, %stages_stages.1_blocks_blocks.2_ls2_Mul_output.0 : tensor<1x48x28x28xf16>, tensor<1x48x28x28xf16> -> tensor<1x48x28x28xf16>
    %onnx_Conv.1767 = anec.constant #anec.placeholder<tensor<120x48x3x3xf16>>
    %onnx_Conv.1768 = anec.constant #anec.placeholder<tensor<120xf16>>
    %stages_stages.2_downsample_conv_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.2_Add_output.0, %onnx_Conv.1767 bias(%onnx_Conv.1768 : tensor<120xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x48x28x28xf16>, tensor<120x48x3x3xf16> -> tensor<1x120x14x14xf16>
    %onnx_Conv.1770 = anec.constant #anec.placeholder<tensor<480x120x1x1xf16>>
    %onnx_Conv.1771 = anec.constant #anec.placeholder<tensor<480xf16>>
    %stages_stages.2_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_downsample_conv_conv_Conv_output.0, %onnx_Conv.1770 bias(%onnx_Conv.1771 : tensor<480xf16>) : tensor<1x120x14x14xf16>, tensor<480x120x1x1xf16> -> tensor<1x480x14x14xf16>
    %stages_stages.2_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 : tensor<1x480x14x14xf16>
    %onnx_Conv.1773 = anec.constant #anec.placeholder<tensor<480x1x3x3xf16>>
    %onnx_Conv.1774 = anec.constant #anec.placeholder<tensor<480xf16>>
    %stages_stages.2_blocks_blocks.0_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1773 bias(%onnx_Conv.1774 : tensor<480xf16>) {groups = 480 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x480x14x14xf16>, tensor<480x1x3x3xf16> -> tensor<1x480x14x14xf16>
    %stages_stages.2_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.0_mlp_mid_conv_Conv_output.0 : tensor<1x480x14x14xf16>
    %onnx_Conv.1776 = anec.constant #anec.placeholder<tensor<120x480x1x1xf16>>
    %onnx_Conv.1777 = anec.constant #anec.placeholder<tensor<120xf16>>
    %stages_stages.2_blocks_blocks.0_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1776 bias(%onnx_Conv.1777 : tensor<120xf16>) : tensor<1x480x14x14xf16>, tensor<120x480x1x1xf16> -> tensor<1x120x14x14xf16>
    %onnx_Mul.1994 = anec.constant #anec.placeholder<tensor<1x120x1x1xf16>>
    %stages_stages.2_blocks_blocks.0_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.0_mlp_fc2_conv_Conv_output.0, %onnx_Mul.1994 : tensor<1x120x14x14xf16>, tensor<1x120x1x1xf16> -> tensor<1x120x14x14xf16>
    %stages_stages.2_blocks_blocks.0_Add_output.0 = anec.add %stages_stages.2_downsample_conv_conv_Conv_output.0, %stages_stages.2_blocks_blocks.0_ls2_Mul_output.0 : tensor<1x120x14x14xf16>, tensor<1x120x14x14xf16> -> tensor<1x120x14x14xf16>
    %onnx_Conv.1779 = anec.constant #anec.placeholder<tensor<480x120x1x1xf16>>
    %onnx_Conv.1780 = anec.constant #anec.placeholder<tensor<480xf16>>
    %stages_stages.2_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.0_Add_output.0, %onnx_Conv.1779 bias(%onnx_Conv.1780 : tensor<480xf16>) : tensor<1x120x14x14xf16>, tensor<480x120x1x1xf16> -> tensor<1x480x14x14xf16>
    %stages_stages.2_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 : tensor<1x480x14x14xf16>
    %onnx_Conv.1782 = anec.constant #anec.placeholder<tensor<480x1x3x3xf16>>
    %onnx_Conv.1783 = anec.constant #anec.placeholder<tensor<480xf16>>
    %stages_stages.2_blocks_blocks.1_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1782 bias(%onnx_Conv.1783 : tensor<480xf16>) {groups = 480 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x480x14x14xf16>, tensor<480x1x3x3xf16> -> tensor<1x480x14x14xf16>
    %stages_stages.2_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.1_mlp_mid_conv_Conv_output.0 : tensor<1x480x14x14xf16>
    %onnx_Conv.1785 = anec.constant #anec.placeholder<tensor<120x480x1x1xf16>>
    %onnx_Conv.1786 = anec.constant #anec.placeholder<tensor<120xf16>>
    %stages_stages.2_blocks_blocks.1_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1785 bias(%onnx_Conv.1786 : tensor<120xf16>) : tensor<1x480x14x14xf16>, tensor<120x480x1x1xf16> -> tensor<1x120x14x14xf16>
    %onnx_Mul.1995 = anec.constant #anec.placeholder<tensor<1x120x1x1xf16>>
    %stages_stages.2_blocks_blocks.1_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.1_mlp_fc2_conv_Conv_output.0, %onnx_Mul.1995 : tensor<1x120x14x14xf16>, tensor<1x120x1x1xf16> -> tensor<1x120x14x14xf16>
    %stages_stages.2_blocks_blocks.1_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.0_Add_output.0, %stages_stages.2_blocks_blocks.1_ls2_Mul_output.0 : tensor<1x120x14x14xf16>, tensor<1x120x14x14xf16> -> tensor<1x120x14x14xf16>
    %onnx_Conv.1788 = anec.constant #anec.placeholder<tensor<360x120x1x1xf16>>
    %onnx_Conv.1789 = anec.constant #anec.placeholder<tensor<360xf16>>
    %stages_stages.2_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.1_Add_output.0, %onnx_Conv.1788 bias(%onnx_Conv.1789 : tensor<360xf16>) : tensor<1x120x14x14xf16>, tensor<360x120x1x1xf16> -> tensor<1x360x14x14xf16>
    %stages_stages.2_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 : tensor<1x360x14x14xf16>
    %onnx_Conv.1791 = anec.constant #anec.placeholder<tensor<360x1x3x3xf16>>
    %onnx_Conv.1792 = anec.constant #anec.placeholder<tensor<360xf16>>
    %stages_stages.2_blocks_blocks.2_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1791 bias(%onnx_Conv.1792 : tensor<360xf16>) {groups = 360 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x360x14x14xf16>, tensor<360x1x3x3xf16> -> tensor<1x360x14x14xf16>
    %stages_stages.2_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.2_mlp_mid_conv_Conv_output.0 : tensor<1x360x14x14xf16>
    %onnx_Conv.1794 = anec.constant #anec.placeholder<tensor<120x360x1x1xf16>>
    %onnx_Conv.1795 = anec.constant #anec.placeholder<tensor<120xf16>>
    %stages_stages.2_blocks_blocks.2_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1794 bias(%onnx_Conv.1795 : tensor<120xf16>) : tensor<1x360x14x14xf16>, tensor<120x360x1x1xf16> -> tensor<1x120x14x14xf16>
    %onnx_Mul.1996 = anec.constant #anec.placeholder<tensor<1x120x1x1xf16>>
    %stages_stages.2_blocks_blocks.2_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.2_mlp_fc2_conv_Conv_output.0, %onnx_Mul.1996 : tensor<1x120x14x14xf16>, tensor<1x120x1x1xf16> -> tensor<1x120x14x14xf16>
    %stages_stages.2_blocks_blocks.2_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.1_Add_output.0, %stages_stages.2_blocks_blocks.2_ls2_Mul_output.0 : tensor<1x120x14x14xf16>, tensor<1x120x14x14xf16> -> tensor<1x120x14x14xf16>
    %onnx_Conv.1797 = anec.constant #anec.placeholder<tensor<360x120x1x1xf16>>
    %onnx_Conv.1798 = anec.constant #anec.placeholder<tensor<360xf16>>
    %stages_stages.2_blocks_blocks.3_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.2_Add_output.0, %onnx_Conv.1797 bias(%onnx_Conv.1798 : tensor<360xf16>) : tensor<1x120x14x14xf16>, tensor<360x120x1x1xf16> -> tensor<1x360x14x14xf16>
    %stages_stages.2_blocks_blocks.3_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.3_mlp_fc1_conv_Conv_output.0 : tensor<1x360x14x14xf16>
    %onnx_Conv.1800 = anec.constant #anec.placeholder<tensor<360x1x3x3xf16>>
    %onnx_Conv.1801 = anec.constant #anec.placeholder<tensor<360xf16>>
    %stages_stages.2_blocks_blocks.3_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.3_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1800 bias(%onnx_Conv.1801 : tensor<360xf16>) {groups = 360 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x360x14x14xf16>, tensor<360x1x3x3xf16> -> tensor<1x360x14x14xf16>
    %stages_stages.2_blocks_blocks.3_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.3_mlp_mid_conv_Conv_output.0 : tensor<1x360x14x14xf16>
    %onnx_Conv.1803 = anec.constant #anec.placeholder<tensor<120x360x1x1xf16>>
    %onnx_Conv.1804 = anec.constant #anec.placeholder<tensor<120xf16>>
    %stages_stages.2_blocks_blocks.3_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.3_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1803 bias(%onnx_Conv.1804 : tensor<120xf16>) : tensor<1x360x14x14xf16>, tensor<120x360x1x1xf16> -> tensor<1x120x14x14xf16>
    %onnx_Mul.1997 = anec.constant #anec.placeholder<tensor<1x120x1x1xf16>>
    %stages_stages.2_blocks_blocks.3_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.3_mlp_fc2_conv_Conv_output.0, %onnx_Mul.1997 : tensor<1x120x14x14xf16>, tensor<1x120x1x1xf16> -> tensor<1x120x14x14xf16>
    %stages_stages.2_blocks_blocks.3_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.2_Add_output.0, %stages_stages.2_blocks_blocks.3_ls2_Mul_output.0 : tensor<1x120x14x14xf16>, tensor<1x120x14x14xf16> -> tensor<1x120x14x14xf16>
    %onnx_Conv.1806 = anec.constant #anec.placeholder<tensor<360x120x1x1xf16>>
    %onnx_Conv.1807 = anec.constant #anec.placeholder<tensor<360xf16>>
    %stages_stages.2_blocks_blocks.4_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.3_Add_output.0, %onnx_Conv.1806 bias(%onnx_Conv.1807 : tensor<360xf16>) : tensor<1x120x14x14xf16>, tensor<360x120x1x1xf16> -> tensor<1x360x14x14xf16>
    %stages_stages.2_blocks_blocks.4_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.4_mlp_fc1_conv_Conv_output.0 : tensor<1x360x14x14xf16>
    %onnx_Conv.1809 = anec.constant #anec.placeholder<tensor<360x1x3x3xf16>>
    %onnx_Conv.1810 = anec.constant #anec.placeholder<tensor<360xf16>>
    %stages_stages.2_blocks_blocks.4_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1809 bias(%onnx_Conv.1810 : tensor<360xf16>) {groups = 360 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x360x14x14xf16>, tensor<360x1x3x3xf16> -> tensor<1x360x14x14xf16>
    %stages_stages.2_blocks_blocks.4_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.4_mlp_mid_conv_Conv_output.0 : tensor<1x360x14x14xf16>
    %onnx_Conv.1812 = anec.constant #anec.placeholder<tensor<120x360x1x1xf16>>
    %onnx_Conv.1813 = anec.constant #anec.placeholder<tensor<120xf16>>
    %stages_stages.2_blocks_blocks.4_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1812 bias(%onnx_Conv.1813 : tensor<120xf16>) : tensor<1x360x14x14xf16>, tensor<120x360x1x1xf16> -> tensor<1x120x14x14xf16>
    %onnx_Mul.1998 = anec.constant #anec.placeholder<tensor<1x120x1x1xf16>>
    %stages_stages.2_blocks_blocks.4_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.4_mlp_fc2_conv_Conv_output.0, %onnx_Mul.1998 : tensor<1x120x14x14xf16>, tensor<1x120x1x1xf16> -> tensor<1x120x14x14xf16>
    %stages_stages.2_blocks_blocks.4_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.3_Add_output.0, %stages_stages.2_blocks_blocks.4_ls2_Mul_output.0 : tensor<1x120x14x14xf16>, tensor<1x120x14x14xf16> -> tensor<1x120x14x14xf16>
    %onnx_Conv.1815 = anec.constant #anec.placeholder<tensor<360x120x1x1xf16>>
    %onnx_Conv.1816 = anec.constant #anec.placeholder<tensor<360xf16>>
    %stages_stages.2_blocks_blocks.5_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_Add_output.0, %onnx_Conv.1815 bias(%onnx_Conv.1816 : tensor<360xf16>) : tensor<1x120x14x14xf16>, tensor<360x120x1x1xf16> -> tensor<1x360x14x14xf16>
    %stages_stages.2_blocks_blocks.5_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.5_mlp_fc1_conv_Conv_output.0 : tensor<1x360x14x14xf16>
    %onnx_Conv.1818 = anec.constant #anec.placeholder<tensor<360x1x3x3xf16>>
    %onnx_Conv.1819 = anec.constant #anec.placeholder<tensor<360xf16>>
    %stages_stages.2_blocks_blocks.5_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1818 bias(%onnx_Conv.1819 : tensor<360xf16>) {groups = 360 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x360x14x14xf16>, tensor<360x1x3x3xf16> -> tensor<1x360x14x14xf16>
    %stages_stages.2_blocks_blocks.5_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.5_mlp_mid_conv_Conv_output.0 : tensor<1x360x14x14xf16>
    %onnx_Conv.1821 = anec.constant #anec.placeholder<tensor<120x360x1x1xf16>>
    %onnx_Conv.1822 = anec.constant #anec.placeholder<tensor<120xf16>>
    %stages_stages.2_blocks_blocks.5_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1821 bias(%onnx_Conv.1822 : tensor<120xf16>) : tensor<1x360x14x14xf16>, tensor<120x360x1x1xf16> -> tensor<1x120x14x14xf16>
    %onnx_Mul.1999 = anec.constant #anec.placeholder<tensor<1x120x1x1xf16>>
    %stages_stages.2_blocks_blocks.5_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.5_mlp_fc2_conv_Conv_output.0, %onnx_Mul.1999 : tensor<1x120x14x14xf16>, tensor<1x120x1x1xf16> -> tensor<1x120x14x14xf16>
    %stages_stages.2_blocks_blocks.5_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.4_Add_output.0, %stages_stages.2_blocks_blocks.5_ls2_Mul_output.0 : tensor<1x120x14x14xf16>, tensor<1x120x14x14xf16> -> tensor<1x120x14x14xf16>
    %onnx_Conv.1824 = anec.constant #anec.placeholder<tensor<480x120x1x1xf16>>
    %onnx_Conv.1825 = anec.constant #anec.placeholder<tensor<480xf16>>
    %stages_stages.2_blocks_blocks.6_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_Add_output.0, %onnx_Conv.1824 bias(%onnx_Conv.1825 : tensor<480xf16>) : tensor<1x120x14x14xf16>, tensor<480x120x1x1xf16> -> tensor<1x480x14x14xf16>
    %stages_stages.2_blocks_blocks.6_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.6_mlp_fc1_conv_Conv_output.0 : tensor<1x480x14x14xf16>
    %onnx_Conv.1827 = anec.constant #anec.placeholder<tensor<480x1x3x3xf16>>
    %onnx_Conv.1828 = anec.constant #anec.placeholder<tensor<480xf16>>
    %stages_stages.2_blocks_blocks.6_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.6_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1827 bias(%onnx_Conv.1828 : tensor<480xf16>) {groups = 480 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x480x14x14xf16>, tensor<480x1x3x3xf16> -> tensor<1x480x14x14xf16>
    %stages_stages.2_blocks_blocks.6_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.6_mlp_mid_conv_Conv_output.0 : tensor<1x480x14x14xf16>
    %onnx_Conv.1830 = anec.constant #anec.placeholder<tensor<120x480x1x1xf16>>
    %onnx_Conv.1831 = anec.constant #anec.placeholder<tensor<120xf16>>
    %stages_stages.2_blocks_blocks.6_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.6_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1830 bias(%onnx_Conv.1831 : tensor<120xf16>) : tensor<1x480x14x14xf16>, tensor<120x480x1x1xf16> -> tensor<1x120x14x14xf16>
    %onnx_Mul.2000 = anec.constant #anec.placeholder<tensor<1x120x1x1xf16>>
    %stages_stages.2_blocks_blocks.6_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.6_mlp_fc2_conv_Conv_output.0, %onnx_Mul.2000 : tensor<1x120x14x14xf16>, tensor<1x120x1x1xf16> -> tensor<1x120x14x14xf16>
    %stages_stages.2_blocks_blocks.6_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.5_Add_output.0, %stages_stages.2_blocks_blocks.6_ls2_Mul_output.0 : tensor<1x120x14x14xf16>, tensor<1x120x14x14xf16> -> tensor<1x120x14x14xf16>
    %onnx_Conv.1833 = anec.constant #anec.placeholder<tensor<120x1x3x3xf16>>
    %onnx_Conv.1834 = anec.constant #anec.placeholder<tensor<120xf16>>
    %stages_stages.2_blocks_blocks.7_token_mixer_stride_conv_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.6_Add_output.0, %onnx_Conv.1833 bias(%onnx_Conv.1834 : tensor<120xf16>) {groups = 120 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x120x14x14xf16>, tensor<120x1x3x3xf16> -> tensor<1x120x7x7xf16>
    %onnx_Conv.1836 = anec.constant #anec.placeholder<tensor<256x120x1x1xf16>>
    %onnx_Conv.1837 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.7_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.7_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.1836 bias(%onnx_Conv.1837 : tensor<256xf16>) : tensor<1x120x7x7xf16>, tensor<256x120x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.7_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.2_blocks_blocks.7_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.2_blocks_blocks.7_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.2_blocks_blocks.7_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.1839 = anec.constant #anec.placeholder<tensor<256x120x1x1xf16>>
    %onnx_Conv.1840 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.7_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.7_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.1839 bias(%onnx_Conv.1840 : tensor<256xf16>) : tensor<1x120x7x7xf16>, tensor<256x120x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.7_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.2_blocks_blocks.7_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.1842 = anec.constant #anec.placeholder<tensor<1024x120x1x1xf16>>
    %onnx_Conv.1843 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.7_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.7_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.1842 bias(%onnx_Conv.1843 : tensor<1024xf16>) : tensor<1x120x7x7xf16>, tensor<1024x120x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.1845 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.1846 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.7_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.7_token_mixer_v_conv_Conv_output.0, %onnx_Conv.1845 bias(%onnx_Conv.1846 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.7_token_mixer_Reshape_2_output.0 = anec.reshape %stages_stages.2_blocks_blocks.7_token_mixer_v_conv_Conv_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.2_blocks_blocks.7_token_mixer_Transpose_1_output.0 = anec.transpose %stages_stages.2_blocks_blocks.7_token_mixer_Reshape_2_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x128x49xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.2_blocks_blocks.7_token_mixer_MatMul_output.0 = anec.matmul %stages_stages.2_blocks_blocks.7_token_mixer_Transpose_output.0, %stages_stages.2_blocks_blocks.7_token_mixer_Reshape_1_output.0 : tensor<1x8x49x32xf16>, tensor<1x8x32x49xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.7_token_mixer_Constant_3_output.0 = anec.constant dense<1.767580e-01> : tensor<1xf16>
    %stages_stages.2_blocks_blocks.7_token_mixer_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.7_token_mixer_MatMul_output.0, %stages_stages.2_blocks_blocks.7_token_mixer_Constant_3_output.0 : tensor<1x8x49x49xf16>, tensor<1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.7_token_mixer_Gather_output.0 = anec.constant #anec.placeholder<tensor<8x49x49xf16>>
    %stages_stages.2_blocks_blocks.7_token_mixer_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.7_token_mixer_Mul_output.0, %stages_stages.2_blocks_blocks.7_token_mixer_Gather_output.0 : tensor<1x8x49x49xf16>, tensor<8x49x49xf16> -> tensor<1x8x49x49xf16>
    %stages.2.blocks.7.token_mixer.talking_head1.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.2.blocks.7.token_mixer.talking_head1.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.2_blocks_blocks.7_token_mixer_talking_head1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.7_token_mixer_Add_output.0, %stages.2.blocks.7.token_mixer.talking_head1.weight bias(%stages.2.blocks.7.token_mixer.talking_head1.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.7_token_mixer_Softmax_output.0 = anec.softmax %stages_stages.2_blocks_blocks.7_token_mixer_talking_head1_Conv_output.0 {axis = 3 : i64} : tensor<1x8x49x49xf16>
    %stages.2.blocks.7.token_mixer.talking_head2.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.2.blocks.7.token_mixer.talking_head2.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.2_blocks_blocks.7_token_mixer_talking_head2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.7_token_mixer_Softmax_output.0, %stages.2.blocks.7.token_mixer.talking_head2.weight bias(%stages.2.blocks.7.token_mixer.talking_head2.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.7_token_mixer_MatMul_1_output.0 = anec.matmul %stages_stages.2_blocks_blocks.7_token_mixer_talking_head2_Conv_output.0, %stages_stages.2_blocks_blocks.7_token_mixer_Transpose_1_output.0 : tensor<1x8x49x49xf16>, tensor<1x8x49x128xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.2_blocks_blocks.7_token_mixer_Transpose_2_output.0 = anec.transpose %stages_stages.2_blocks_blocks.7_token_mixer_MatMul_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x49x128xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.2_blocks_blocks.7_token_mixer_Reshape_3_output.0 = anec.reshape %stages_stages.2_blocks_blocks.7_token_mixer_Transpose_2_output.0 : tensor<1x8x128x49xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.7_token_mixer_Add_1_output.0 = anec.add %stages_stages.2_blocks_blocks.7_token_mixer_Reshape_3_output.0, %stages_stages.2_blocks_blocks.7_token_mixer_v_local_conv_Conv_output.0 : tensor<1x1024x7x7xf16>, tensor<1x1024x7x7xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.7_token_mixer_upsample_Resize_output.0 = anec.resize %stages_stages.2_blocks_blocks.7_token_mixer_Add_1_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x1024x14x14xf16>
    %stages_stages.2_blocks_blocks.7_token_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.7_token_mixer_upsample_Resize_output.0 : tensor<1x1024x14x14xf16>
    %onnx_Conv.1848 = anec.constant #anec.placeholder<tensor<120x1024x1x1xf16>>
    %onnx_Conv.1849 = anec.constant #anec.placeholder<tensor<120xf16>>
    %stages_stages.2_blocks_blocks.7_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.7_token_mixer_act_Mul_1_output.0, %onnx_Conv.1848 bias(%onnx_Conv.1849 : tensor<120xf16>) : tensor<1x1024x14x14xf16>, tensor<120x1024x1x1xf16> -> tensor<1x120x14x14xf16>
    %onnx_Mul.2022 = anec.constant #anec.placeholder<tensor<1x120x1x1xf16>>
    %stages_stages.2_blocks_blocks.7_ls1_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.7_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.2022 : tensor<1x120x14x14xf16>, tensor<1x120x1x1xf16> -> tensor<1x120x14x14xf16>
    %stages_stages.2_blocks_blocks.7_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.6_Add_output.0, %stages_stages.2_blocks_blocks.7_ls1_Mul_output.0 : tensor<1x120x14x14xf16>, tensor<1x120x14x14xf16> -> tensor<1x120x14x14xf16>
    %onnx_Conv.1851 = anec.constant #anec.placeholder<tensor<480x120x1x1xf16>>
    %onnx_Conv.1852 = anec.constant #anec.placeholder<tensor<480xf16>>
    %stages_stages.2_blocks_blocks.7_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.7_Add_output.0, %onnx_Conv.1851 bias(%onnx_Conv.1852 : tensor<480xf16>) : tensor<1x120x14x14xf16>, tensor<480x120x1x1xf16> -> tensor<1x480x14x14xf16>
    %stages_stages.2_blocks_blocks.7_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.7_mlp_fc1_conv_Conv_output.0 : tensor<1x480x14x14xf16>
    %onnx_Conv.1854 = anec.constant #anec.placeholder<tensor<480x1x3x3xf16>>
    %onnx_Conv.1855 = anec.constant #anec.placeholder<tensor<480xf16>>
    %stages_stages.2_blocks_blocks.7_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.7_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1854 bias(%onnx_Conv.1855 : tensor<480xf16>) {groups = 480 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x480x14x14xf16>, tensor<480x1x3x3xf16> -> tensor<1x480x14x14xf16>
    %stages_stages.2_blocks_blocks.7_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.7_mlp_mid_conv_Conv_output.0 : tensor<1x480x14x14xf16>
    %onnx_Conv.1857 = anec.constant #anec.placeholder<tensor<120x480x1x1xf16>>
    %onnx_Conv.1858 = anec.constant #anec.placeholder<tensor<120xf16>>
    %stages_stages.2_blocks_blocks.7_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.7_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1857 bias(%onnx_Conv.1858 : tensor<120xf16>) : tensor<1x480x14x14xf16>, tensor<120x480x1x1xf16> -> tensor<1x120x14x14xf16>
    %onnx_Mul.2023 = anec.constant #anec.placeholder<tensor<1x120x1x1xf16>>
    %stages_stages.2_blocks_blocks.7_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.7_mlp_fc2_conv_Conv_output.0, %onnx_Mul.2023 : tensor<1x120x14x14xf16>, tensor<1x120x1x1xf16> -> tensor<1x120x14x14xf16>
    %stages_stages.2_blocks_blocks.7_Add_1_output.0 = anec.add %stages_stages.2_blocks_blocks.7_Add_output.0, %stages_stages.2_blocks_blocks.7_ls2_Mul_output.0 : tensor<1x120x14x14xf16>, tensor<1x120x14x14xf16> -> tensor<1x120x14x14xf16>
    %onnx_Conv.1860 = anec.constant #anec.placeholder<tensor<120x1x3x3xf16>>
    %onnx_Conv.1861 = anec.constant #anec.placeholder<tensor<120xf16>>
    %stages_stages.2_blocks_blocks.8_token_mixer_stride_conv_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.7_Add_1_output.0, %onnx_Conv.1860 bias(%onnx_Conv.1861 : tensor<120xf16>) {groups = 120 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x120x14x14xf16>, tensor<120x1x3x3xf16> -> tensor<1x120x7x7xf16>
    %onnx_Conv.1863 = anec.constant #anec.placeholder<tensor<256x120x1x1xf16>>
    %onnx_Conv.1864 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.8_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.1863 bias(%onnx_Conv.1864 : tensor<256xf16>) : tensor<1x120x7x7xf16>, tensor<256x120x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.8_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.2_blocks_blocks.8_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.2_blocks_blocks.8_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.2_blocks_blocks.8_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.1866 = anec.constant #anec.placeholder<tensor<256x120x1x1xf16>>
    %onnx_Conv.1867 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.8_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.1866 bias(%onnx_Conv.1867 : tensor<256xf16>) : tensor<1x120x7x7xf16>, tensor<256x120x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.8_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.2_blocks_blocks.8_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.1869 = anec.constant #anec.placeholder<tensor<1024x120x1x1xf16>>
    %onnx_Conv.1870 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.8_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.1869 bias(%onnx_Conv.1870 : tensor<1024xf16>) : tensor<1x120x7x7xf16>, tensor<1024x120x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.1872 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.1873 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.8_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_token_mixer_v_conv_Conv_output.0, %onnx_Conv.1872 bias(%onnx_Conv.1873 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.8_token_mixer_Reshape_2_output.0 = anec.reshape %stages_stages.2_blocks_blocks.8_token_mixer_v_conv_Conv_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.2_blocks_blocks.8_token_mixer_Transpose_1_output.0 = anec.transpose %stages_stages.2_blocks_blocks.8_token_mixer_Reshape_2_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x128x49xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.2_blocks_blocks.8_token_mixer_MatMul_output.0 = anec.matmul %stages_stages.2_blocks_blocks.8_token_mixer_Transpose_output.0, %stages_stages.2_blocks_blocks.8_token_mixer_Reshape_1_output.0 : tensor<1x8x49x32xf16>, tensor<1x8x32x49xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.8_token_mixer_Constant_3_output.0 = anec.constant dense<1.767580e-01> : tensor<1xf16>
    %stages_stages.2_blocks_blocks.8_token_mixer_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.8_token_mixer_MatMul_output.0, %stages_stages.2_blocks_blocks.8_token_mixer_Constant_3_output.0 : tensor<1x8x49x49xf16>, tensor<1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.8_token_mixer_Gather_output.0 = anec.constant #anec.placeholder<tensor<8x49x49xf16>>
    %stages_stages.2_blocks_blocks.8_token_mixer_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.8_token_mixer_Mul_output.0, %stages_stages.2_blocks_blocks.8_token_mixer_Gather_output.0 : tensor<1x8x49x49xf16>, tensor<8x49x49xf16> -> tensor<1x8x49x49xf16>
    %stages.2.blocks.8.token_mixer.talking_head1.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.2.blocks.8.token_mixer.talking_head1.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.2_blocks_blocks.8_token_mixer_talking_head1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_token_mixer_Add_output.0, %stages.2.blocks.8.token_mixer.talking_head1.weight bias(%stages.2.blocks.8.token_mixer.talking_head1.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.8_token_mixer_Softmax_output.0 = anec.softmax %stages_stages.2_blocks_blocks.8_token_mixer_talking_head1_Conv_output.0 {axis = 3 : i64} : tensor<1x8x49x49xf16>
    %stages.2.blocks.8.token_mixer.talking_head2.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.2.blocks.8.token_mixer.talking_head2.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.2_blocks_blocks.8_token_mixer_talking_head2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_token_mixer_Softmax_output.0, %stages.2.blocks.8.token_mixer.talking_head2.weight bias(%stages.2.blocks.8.token_mixer.talking_head2.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.8_token_mixer_MatMul_1_output.0 = anec.matmul %stages_stages.2_blocks_blocks.8_token_mixer_talking_head2_Conv_output.0, %stages_stages.2_blocks_blocks.8_token_mixer_Transpose_1_output.0 : tensor<1x8x49x49xf16>, tensor<1x8x49x128xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.2_blocks_blocks.8_token_mixer_Transpose_2_output.0 = anec.transpose %stages_stages.2_blocks_blocks.8_token_mixer_MatMul_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x49x128xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.2_blocks_blocks.8_token_mixer_Reshape_3_output.0 = anec.reshape %stages_stages.2_blocks_blocks.8_token_mixer_Transpose_2_output.0 : tensor<1x8x128x49xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.8_token_mixer_Add_1_output.0 = anec.add %stages_stages.2_blocks_blocks.8_token_mixer_Reshape_3_output.0, %stages_stages.2_blocks_blocks.8_token_mixer_v_local_conv_Conv_output.0 : tensor<1x1024x7x7xf16>, tensor<1x1024x7x7xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.8_token_mixer_upsample_Resize_output.0 = anec.resize %stages_stages.2_blocks_blocks.8_token_mixer_Add_1_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x1024x14x14xf16>
    %stages_stages.2_blocks_blocks.8_token_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.8_token_mixer_upsample_Resize_output.0 : tensor<1x1024x14x14xf16>
    %onnx_Conv.1875 = anec.constant #anec.placeholder<tensor<120x1024x1x1xf16>>
    %onnx_Conv.1876 = anec.constant #anec.placeholder<tensor<120xf16>>
    %stages_stages.2_blocks_blocks.8_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_token_mixer_act_Mul_1_output.0, %onnx_Conv.1875 bias(%onnx_Conv.1876 : tensor<120xf16>) : tensor<1x1024x14x14xf16>, tensor<120x1024x1x1xf16> -> tensor<1x120x14x14xf16>
    %onnx_Mul.2045 = anec.constant #anec.placeholder<tensor<1x120x1x1xf16>>
    %stages_stages.2_blocks_blocks.8_ls1_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.8_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.2045 : tensor<1x120x14x14xf16>, tensor<1x120x1x1xf16> -> tensor<1x120x14x14xf16>
    %stages_stages.2_blocks_blocks.8_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.7_Add_1_output.0, %stages_stages.2_blocks_blocks.8_ls1_Mul_output.0 : tensor<1x120x14x14xf16>, tensor<1x120x14x14xf16> -> tensor<1x120x14x14xf16>
    %onnx_Conv.1878 = anec.constant #anec.placeholder<tensor<480x120x1x1xf16>>
    %onnx_Conv.1879 = anec.constant #anec.placeholder<tensor<480xf16>>
    %stages_stages.2_blocks_blocks.8_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_Add_output.0, %onnx_Conv.1878 bias(%onnx_Conv.1879 : tensor<480xf16>) : tensor<1x120x14x14xf16>, tensor<480x120x1x1xf16> -> tensor<1x480x14x14xf16>
    %stages_stages.2_blocks_blocks.8_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.8_mlp_fc1_conv_Conv_output.0 : tensor<1x480x14x14xf16>
    %onnx_Conv.1881 = anec.constant #anec.placeholder<tensor<480x1x3x3xf16>>
    %onnx_Conv.1882 = anec.constant #anec.placeholder<tensor<480xf16>>
    %stages_stages.2_blocks_blocks.8_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1881 bias(%onnx_Conv.1882 : tensor<480xf16>) {groups = 480 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x480x14x14xf16>, tensor<480x1x3x3xf16> -> tensor<1x480x14x14xf16>
    %stages_stages.2_blocks_blocks.8_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.8_mlp_mid_conv_Conv_output.0 : tensor<1x480x14x14xf16>
    %onnx_Conv.1884 = anec.constant #anec.placeholder<tensor<120x480x1x1xf16>>
    %onnx_Conv.1885 = anec.constant #anec.placeholder<tensor<120xf16>>
    %stages_stages.2_blocks_blocks.8_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1884 bias(%onnx_Conv.1885 : tensor<120xf16>) : tensor<1x480x14x14xf16>, tensor<120x480x1x1xf16> -> tensor<1x120x14x14xf16>
    %onnx_Mul.2046 = anec.constant #anec.placeholder<tensor<1x120x1x1xf16>>
    %stages_stages.2_blocks_blocks.8_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.8_mlp_fc2_conv_Conv_output.0, %onnx_Mul.2046 : tensor<1x120x14x14xf16>, tensor<1x120x1x1xf16> -> tensor<1x120x14x14xf16>
    %stages_stages.2_blocks_blocks.8_Add_1_output.0 = anec.add %stages_stages.2_blocks_blocks.8_Add_output.0, %stages_stages.2_blocks_blocks.8_ls2_Mul_output.0 : tensor<1x120x14x14xf16>, tensor<1x120x14x14xf16> -> tensor<1x120x14x14xf16>
    %onnx_Conv.1887 = anec.constant #anec.placeholder<tensor<224x120x3x3xf16>>
    %onnx_Conv.1888 = anec.constant #anec.placeholder<tensor<224xf16>>
    %stages_stages.3_downsample_conv_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_Add_1_output.0, %onnx_Conv.1887 bias(%onnx_Conv.1888 : tensor<224xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x120x14x14xf16>, tensor<224x120x3x3xf16> -> tensor<1x224x7x7xf16>
    %stages.3.downsample.attn.q.local.weight = anec.constant #anec.placeholder<tensor<120x1x3x3xf16>>
    %stages.3.downsample.attn.q.local.bias = anec.constant #anec.placeholder<tensor<120xf16>>
    %stages_stages.3_downsample_attn_q_local_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_Add_1_output.0, %stages.3.downsample.attn.q.local.weight bias(%stages.3.downsample.attn.q.local.bias : tensor<120xf16>) {groups = 120 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x120x14x14xf16>, tensor<120x1x3x3xf16> -> tensor<1x120x7x7xf16>
    %stages_stages.3_downsample_attn_q_pool_AveragePool_output.0 = anec.avg_pool %stages_stages.2_blocks_blocks.8_Add_1_output.0 {strides = array<i64: 2, 2>, kernel_sizes = array<i64: 1, 1>, count_include_pad = true} : tensor<1x120x14x14xf16> -> tensor<1x120x7x7xf16>
    %stages_stages.3_downsample_attn_q_Add_output.0 = anec.add %stages_stages.3_downsample_attn_q_local_Conv_output.0, %stages_stages.3_downsample_attn_q_pool_AveragePool_output.0 : tensor<1x120x7x7xf16>, tensor<1x120x7x7xf16> -> tensor<1x120x7x7xf16>
    %onnx_Conv.1890 = anec.constant #anec.placeholder<tensor<128x120x1x1xf16>>
    %onnx_Conv.1891 = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.3_downsample_attn_q_proj_conv_Conv_output.0 = anec.convolution %stages_stages.3_downsample_attn_q_Add_output.0, %onnx_Conv.1890 bias(%onnx_Conv.1891 : tensor<128xf16>) : tensor<1x120x7x7xf16>, tensor<128x120x1x1xf16> -> tensor<1x128x7x7xf16>
    %stages_stages.3_downsample_attn_Reshape_output.0 = anec.reshape %stages_stages.3_downsample_attn_q_proj_conv_Conv_output.0 : tensor<1x128x7x7xf16> -> tensor<1x8x16x49xf16>
    %stages_stages.3_downsample_attn_Transpose_output.0 = anec.transpose %stages_stages.3_downsample_attn_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x16x49xf16> -> tensor<1x8x49x16xf16>
    %onnx_Conv.1893 = anec.constant #anec.placeholder<tensor<128x120x1x1xf16>>
    %onnx_Conv.1894 = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.3_downsample_attn_k_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_Add_1_output.0, %onnx_Conv.1893 bias(%onnx_Conv.1894 : tensor<128xf16>) : tensor<1x120x14x14xf16>, tensor<128x120x1x1xf16> -> tensor<1x128x14x14xf16>
    %stages_stages.3_downsample_attn_Reshape_1_output.0 = anec.reshape %stages_stages.3_downsample_attn_k_conv_Conv_output.0 : tensor<1x128x14x14xf16> -> tensor<1x8x16x196xf16>
    %onnx_Conv.1896 = anec.constant #anec.placeholder<tensor<512x120x1x1xf16>>
    %onnx_Conv.1897 = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.3_downsample_attn_v_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_Add_1_output.0, %onnx_Conv.1896 bias(%onnx_Conv.1897 : tensor<512xf16>) : tensor<1x120x14x14xf16>, tensor<512x120x1x1xf16> -> tensor<1x512x14x14xf16>
    %onnx_Conv.1899 = anec.constant #anec.placeholder<tensor<512x1x3x3xf16>>
    %onnx_Conv.1900 = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.3_downsample_attn_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.3_downsample_attn_v_conv_Conv_output.0, %onnx_Conv.1899 bias(%onnx_Conv.1900 : tensor<512xf16>) {groups = 512 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x512x14x14xf16>, tensor<512x1x3x3xf16> -> tensor<1x512x7x7xf16>
    %stages_stages.3_downsample_attn_Reshape_2_output.0 = anec.reshape %stages_stages.3_downsample_attn_v_conv_Conv_output.0 : tensor<1x512x14x14xf16> -> tensor<1x8x64x196xf16>
    %stages_stages.3_downsample_attn_Transpose_1_output.0 = anec.transpose %stages_stages.3_downsample_attn_Reshape_2_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x64x196xf16> -> tensor<1x8x196x64xf16>
    %stages_stages.3_downsample_attn_MatMul_output.0 = anec.matmul %stages_stages.3_downsample_attn_Transpose_output.0, %stages_stages.3_downsample_attn_Reshape_1_output.0 : tensor<1x8x49x16xf16>, tensor<1x8x16x196xf16> -> tensor<1x8x49x196xf16>
    %stages_stages.3_downsample_attn_Constant_3_output.0 = anec.constant dense<2.500000e-01> : tensor<1xf16>
    %stages_stages.3_downsample_attn_Mul_output.0 = anec.mul %stages_stages.3_downsample_attn_MatMul_output.0, %stages_stages.3_downsample_attn_Constant_3_output.0 : tensor<1x8x49x196xf16>, tensor<1xf16> -> tensor<1x8x49x196xf16>
    %stages_stages.3_downsample_attn_Gather_output.0 = anec.constant #anec.placeholder<tensor<8x49x196xf16>>
    %stages_stages.3_downsample_attn_Add_output.0 = anec.add %stages_stages.3_downsample_attn_Mul_output.0, %stages_stages.3_downsample_attn_Gather_output.0 : tensor<1x8x49x196xf16>, tensor<8x49x196xf16> -> tensor<1x8x49x196xf16>
    %stages_stages.3_downsample_attn_Softmax_output.0 = anec.softmax %stages_stages.3_downsample_attn_Add_output.0 {axis = 3 : i64} : tensor<1x8x49x196xf16>
    %stages_stages.3_downsample_attn_MatMul_1_output.0 = anec.matmul %stages_stages.3_downsample_attn_Softmax_output.0, %stages_stages.3_downsample_attn_Transpose_1_output.0 : tensor<1x8x49x196xf16>, tensor<1x8x196x64xf16> -> tensor<1x8x49x64xf16>
    %stages_stages.3_downsample_attn_Transpose_2_output.0 = anec.transpose %stages_stages.3_downsample_attn_MatMul_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x49x64xf16> -> tensor<1x8x64x49xf16>
    %stages_stages.3_downsample_attn_Reshape_3_output.0 = anec.reshape %stages_stages.3_downsample_attn_Transpose_2_output.0 : tensor<1x8x64x49xf16> -> tensor<1x512x7x7xf16>
    %stages_stages.3_downsample_attn_Add_1_output.0 = anec.add %stages_stages.3_downsample_attn_Reshape_3_output.0, %stages_stages.3_downsample_attn_v_local_conv_Conv_output.0 : tensor<1x512x7x7xf16>, tensor<1x512x7x7xf16> -> tensor<1x512x7x7xf16>
    %stages_stages.3_downsample_attn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_downsample_attn_Add_1_output.0 : tensor<1x512x7x7xf16>
    %onnx_Conv.1902 = anec.constant #anec.placeholder<tensor<224x512x1x1xf16>>
    %onnx_Conv.1903 = anec.constant #anec.placeholder<tensor<224xf16>>
    %stages_stages.3_downsample_attn_proj_conv_Conv_output.0 = anec.convolution %stages_stages.3_downsample_attn_act_Mul_1_output.0, %onnx_Conv.1902 bias(%onnx_Conv.1903 : tensor<224xf16>) : tensor<1x512x7x7xf16>, tensor<224x512x1x1xf16> -> tensor<1x224x7x7xf16>
    %stages_stages.3_downsample_Add_output.0 = anec.add %stages_stages.3_downsample_attn_proj_conv_Conv_output.0, %stages_stages.3_downsample_conv_conv_Conv_output.0 : tensor<1x224x7x7xf16>, tensor<1x224x7x7xf16> -> tensor<1x224x7x7xf16>
    %onnx_Conv.1905 = anec.constant #anec.placeholder<tensor<896x224x1x1xf16>>
    %onnx_Conv.1906 = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.3_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_downsample_Add_output.0, %onnx_Conv.1905 bias(%onnx_Conv.1906 : tensor<896xf16>) : tensor<1x224x7x7xf16>, tensor<896x224x1x1xf16> -> tensor<1x896x7x7xf16>
    %stages_stages.3_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 : tensor<1x896x7x7xf16>
    %onnx_Conv.1908 = anec.constant #anec.placeholder<tensor<896x1x3x3xf16>>
    %onnx_Conv.1909 = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.3_blocks_blocks.0_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1908 bias(%onnx_Conv.1909 : tensor<896xf16>) {groups = 896 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x896x7x7xf16>, tensor<896x1x3x3xf16> -> tensor<1x896x7x7xf16>
    %stages_stages.3_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.0_mlp_mid_conv_Conv_output.0 : tensor<1x896x7x7xf16>
    %onnx_Conv.1911 = anec.constant #anec.placeholder<tensor<224x896x1x1xf16>>
    %onnx_Conv.1912 = anec.constant #anec.placeholder<tensor<224xf16>>
    %stages_stages.3_blocks_blocks.0_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1911 bias(%onnx_Conv.1912 : tensor<224xf16>) : tensor<1x896x7x7xf16>, tensor<224x896x1x1xf16> -> tensor<1x224x7x7xf16>
    %onnx_Mul.2067 = anec.constant #anec.placeholder<tensor<1x224x1x1xf16>>
    %stages_stages.3_blocks_blocks.0_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.0_mlp_fc2_conv_Conv_output.0, %onnx_Mul.2067 : tensor<1x224x7x7xf16>, tensor<1x224x1x1xf16> -> tensor<1x224x7x7xf16>
    %stages_stages.3_blocks_blocks.0_Add_output.0 = anec.add %stages_stages.3_downsample_Add_output.0, %stages_stages.3_blocks_blocks.0_ls2_Mul_output.0 : tensor<1x224x7x7xf16>, tensor<1x224x7x7xf16> -> tensor<1x224x7x7xf16>
    %onnx_Conv.1914 = anec.constant #anec.placeholder<tensor<896x224x1x1xf16>>
    %onnx_Conv.1915 = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.3_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.0_Add_output.0, %onnx_Conv.1914 bias(%onnx_Conv.1915 : tensor<896xf16>) : tensor<1x224x7x7xf16>, tensor<896x224x1x1xf16> -> tensor<1x896x7x7xf16>
    %stages_stages.3_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 : tensor<1x896x7x7xf16>
    %onnx_Conv.1917 = anec.constant #anec.placeholder<tensor<896x1x3x3xf16>>
    %onnx_Conv.1918 = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.3_blocks_blocks.1_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1917 bias(%onnx_Conv.1918 : tensor<896xf16>) {groups = 896 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x896x7x7xf16>, tensor<896x1x3x3xf16> -> tensor<1x896x7x7xf16>
    %stages_stages.3_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.1_mlp_mid_conv_Conv_output.0 : tensor<1x896x7x7xf16>
    %onnx_Conv.1920 = anec.constant #anec.placeholder<tensor<224x896x1x1xf16>>
    %onnx_Conv.1921 = anec.constant #anec.placeholder<tensor<224xf16>>
    %stages_stages.3_blocks_blocks.1_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1920 bias(%onnx_Conv.1921 : tensor<224xf16>) : tensor<1x896x7x7xf16>, tensor<224x896x1x1xf16> -> tensor<1x224x7x7xf16>
    %onnx_Mul.2068 = anec.constant #anec.placeholder<tensor<1x224x1x1xf16>>
    %stages_stages.3_blocks_blocks.1_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.1_mlp_fc2_conv_Conv_output.0, %onnx_Mul.2068 : tensor<1x224x7x7xf16>, tensor<1x224x1x1xf16> -> tensor<1x224x7x7xf16>
    %stages_stages.3_blocks_blocks.1_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.0_Add_output.0, %stages_stages.3_blocks_blocks.1_ls2_Mul_output.0 : tensor<1x224x7x7xf16>, tensor<1x224x7x7xf16> -> tensor<1x224x7x7xf16>
    %onnx_Conv.1923 = anec.constant #anec.placeholder<tensor<672x224x1x1xf16>>
    %onnx_Conv.1924 = anec.constant #anec.placeholder<tensor<672xf16>>
    %stages_stages.3_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.1_Add_output.0, %onnx_Conv.1923 bias(%onnx_Conv.1924 : tensor<672xf16>) : tensor<1x224x7x7xf16>, tensor<672x224x1x1xf16> -> tensor<1x672x7x7xf16>
    %stages_stages.3_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 : tensor<1x672x7x7xf16>
    %onnx_Conv.1926 = anec.constant #anec.placeholder<tensor<672x1x3x3xf16>>
    %onnx_Conv.1927 = anec.constant #anec.placeholder<tensor<672xf16>>
    %stages_stages.3_blocks_blocks.2_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1926 bias(%onnx_Conv.1927 : tensor<672xf16>) {groups = 672 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x672x7x7xf16>, tensor<672x1x3x3xf16> -> tensor<1x672x7x7xf16>
    %stages_stages.3_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.2_mlp_mid_conv_Conv_output.0 : tensor<1x672x7x7xf16>
    %onnx_Conv.1929 = anec.constant #anec.placeholder<tensor<224x672x1x1xf16>>
    %onnx_Conv.1930 = anec.constant #anec.placeholder<tensor<224xf16>>
    %stages_stages.3_blocks_blocks.2_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1929 bias(%onnx_Conv.1930 : tensor<224xf16>) : tensor<1x672x7x7xf16>, tensor<224x672x1x1xf16> -> tensor<1x224x7x7xf16>
    %onnx_Mul.2069 = anec.constant #anec.placeholder<tensor<1x224x1x1xf16>>
    %stages_stages.3_blocks_blocks.2_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.2_mlp_fc2_conv_Conv_output.0, %onnx_Mul.2069 : tensor<1x224x7x7xf16>, tensor<1x224x1x1xf16> -> tensor<1x224x7x7xf16>
    %stages_stages.3_blocks_blocks.2_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.1_Add_output.0, %stages_stages.3_blocks_blocks.2_ls2_Mul_output.0 : tensor<1x224x7x7xf16>, tensor<1x224x7x7xf16> -> tensor<1x224x7x7xf16>
    %onnx_Conv.1932 = anec.constant #anec.placeholder<tensor<672x224x1x1xf16>>
    %onnx_Conv.1933 = anec.constant #anec.placeholder<tensor<672xf16>>
    %stages_stages.3_blocks_blocks.3_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.2_Add_output.0, %onnx_Conv.1932 bias(%onnx_Conv.1933 : tensor<672xf16>) : tensor<1x224x7x7xf16>, tensor<672x224x1x1xf16> -> tensor<1x672x7x7xf16>
    %stages_stages.3_blocks_blocks.3_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.3_mlp_fc1_conv_Conv_output.0 : tensor<1x672x7x7xf16>
    %onnx_Conv.1935 = anec.constant #anec.placeholder<tensor<672x1x3x3xf16>>
    %onnx_Conv.1936 = anec.constant #anec.placeholder<tensor<672xf16>>
    %stages_stages.3_blocks_blocks.3_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.3_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1935 bias(%onnx_Conv.1936 : tensor<672xf16>) {groups = 672 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x672x7x7xf16>, tensor<672x1x3x3xf16> -> tensor<1x672x7x7xf16>
    %stages_stages.3_blocks_blocks.3_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.3_mlp_mid_conv_Conv_output.0 : tensor<1x672x7x7xf16>
    %onnx_Conv.1938 = anec.constant #anec.placeholder<tensor<224x672x1x1xf16>>
    %onnx_Conv.1939 = anec.constant #anec.placeholder<tensor<224xf16>>
    %stages_stages.3_blocks_blocks.3_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.3_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1938 bias(%onnx_Conv.1939 : tensor<224xf16>) : tensor<1x672x7x7xf16>, tensor<224x672x1x1xf16> -> tensor<1x224x7x7xf16>
    %onnx_Mul.2070 = anec.constant #anec.placeholder<tensor<1x224x1x1xf16>>
    %stages_stages.3_blocks_blocks.3_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.3_mlp_fc2_conv_Conv_output.0, %onnx_Mul.2070 : tensor<1x224x7x7xf16>, tensor<1x224x1x1xf16> -> tensor<1x224x7x7xf16>
    %stages_stages.3_blocks_blocks.3_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.2_Add_output.0, %stages_stages.3_blocks_blocks.3_ls2_Mul_output.0 : tensor<1x224x7x7xf16>, tensor<1x224x7x7xf16> -> tensor<1x224x7x7xf16>
    %onnx_Conv.1941 = anec.constant #anec.placeholder<tensor<256x224x1x1xf16>>
    %onnx_Conv.1942 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.4_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.3_Add_output.0, %onnx_Conv.1941 bias(%onnx_Conv.1942 : tensor<256xf16>) : tensor<1x224x7x7xf16>, tensor<256x224x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.4_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.3_blocks_blocks.4_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.3_blocks_blocks.4_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.3_blocks_blocks.4_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.1944 = anec.constant #anec.placeholder<tensor<256x224x1x1xf16>>
    %onnx_Conv.1945 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.4_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.3_Add_output.0, %onnx_Conv.1944 bias(%onnx_Conv.1945 : tensor<256xf16>) : tensor<1x224x7x7xf16>, tensor<256x224x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.4_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.3_blocks_blocks.4_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.1947 = anec.constant #anec.placeholder<tensor<1024x224x1x1xf16>>
    %onnx_Conv.1948 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.4_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.3_Add_output.0, %onnx_Conv.1947 bias(%onnx_Conv.1948 : tensor<1024xf16>) : tensor<1x224x7x7xf16>, tensor<1024x224x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.1950 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.1951 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.4_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.4_token_mixer_v_conv_Conv_output.0, %onnx_Conv.1950 bias(%onnx_Conv.1951 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_blocks_blocks.4_token_mixer_Reshape_2_output.0 = anec.reshape %stages_stages.3_blocks_blocks.4_token_mixer_v_conv_Conv_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.3_blocks_blocks.4_token_mixer_Transpose_1_output.0 = anec.transpose %stages_stages.3_blocks_blocks.4_token_mixer_Reshape_2_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x128x49xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.3_blocks_blocks.4_token_mixer_MatMul_output.0 = anec.matmul %stages_stages.3_blocks_blocks.4_token_mixer_Transpose_output.0, %stages_stages.3_blocks_blocks.4_token_mixer_Reshape_1_output.0 : tensor<1x8x49x32xf16>, tensor<1x8x32x49xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.4_token_mixer_Constant_3_output.0 = anec.constant dense<1.767580e-01> : tensor<1xf16>
    %stages_stages.3_blocks_blocks.4_token_mixer_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.4_token_mixer_MatMul_output.0, %stages_stages.3_blocks_blocks.4_token_mixer_Constant_3_output.0 : tensor<1x8x49x49xf16>, tensor<1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.4_token_mixer_Gather_output.0 = anec.constant #anec.placeholder<tensor<8x49x49xf16>>
    %stages_stages.3_blocks_blocks.4_token_mixer_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.4_token_mixer_Mul_output.0, %stages_stages.3_blocks_blocks.4_token_mixer_Gather_output.0 : tensor<1x8x49x49xf16>, tensor<8x49x49xf16> -> tensor<1x8x49x49xf16>
    %stages.3.blocks.4.token_mixer.talking_head1.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.3.blocks.4.token_mixer.talking_head1.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.3_blocks_blocks.4_token_mixer_talking_head1_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.4_token_mixer_Add_output.0, %stages.3.blocks.4.token_mixer.talking_head1.weight bias(%stages.3.blocks.4.token_mixer.talking_head1.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.4_token_mixer_Softmax_output.0 = anec.softmax %stages_stages.3_blocks_blocks.4_token_mixer_talking_head1_Conv_output.0 {axis = 3 : i64} : tensor<1x8x49x49xf16>
    %stages.3.blocks.4.token_mixer.talking_head2.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.3.blocks.4.token_mixer.talking_head2.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.3_blocks_blocks.4_token_mixer_talking_head2_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.4_token_mixer_Softmax_output.0, %stages.3.blocks.4.token_mixer.talking_head2.weight bias(%stages.3.blocks.4.token_mixer.talking_head2.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.4_token_mixer_MatMul_1_output.0 = anec.matmul %stages_stages.3_blocks_blocks.4_token_mixer_talking_head2_Conv_output.0, %stages_stages.3_blocks_blocks.4_token_mixer_Transpose_1_output.0 : tensor<1x8x49x49xf16>, tensor<1x8x49x128xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.3_blocks_blocks.4_token_mixer_Transpose_2_output.0 = anec.transpose %stages_stages.3_blocks_blocks.4_token_mixer_MatMul_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x49x128xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.3_blocks_blocks.4_token_mixer_Reshape_3_output.0 = anec.reshape %stages_stages.3_blocks_blocks.4_token_mixer_Transpose_2_output.0 : tensor<1x8x128x49xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_blocks_blocks.4_token_mixer_Add_1_output.0 = anec.add %stages_stages.3_blocks_blocks.4_token_mixer_Reshape_3_output.0, %stages_stages.3_blocks_blocks.4_token_mixer_v_local_conv_Conv_output.0 : tensor<1x1024x7x7xf16>, tensor<1x1024x7x7xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_blocks_blocks.4_token_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.4_token_mixer_Add_1_output.0 : tensor<1x1024x7x7xf16>
    %onnx_Conv.1953 = anec.constant #anec.placeholder<tensor<224x1024x1x1xf16>>
    %onnx_Conv.1954 = anec.constant #anec.placeholder<tensor<224xf16>>
    %stages_stages.3_blocks_blocks.4_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.4_token_mixer_act_Mul_1_output.0, %onnx_Conv.1953 bias(%onnx_Conv.1954 : tensor<224xf16>) : tensor<1x1024x7x7xf16>, tensor<224x1024x1x1xf16> -> tensor<1x224x7x7xf16>
    %onnx_Mul.2091 = anec.constant #anec.placeholder<tensor<1x224x1x1xf16>>
    %stages_stages.3_blocks_blocks.4_ls1_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.4_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.2091 : tensor<1x224x7x7xf16>, tensor<1x224x1x1xf16> -> tensor<1x224x7x7xf16>
    %stages_stages.3_blocks_blocks.4_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.3_Add_output.0, %stages_stages.3_blocks_blocks.4_ls1_Mul_output.0 : tensor<1x224x7x7xf16>, tensor<1x224x7x7xf16> -> tensor<1x224x7x7xf16>
    %onnx_Conv.1956 = anec.constant #anec.placeholder<tensor<896x224x1x1xf16>>
    %onnx_Conv.1957 = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.3_blocks_blocks.4_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.4_Add_output.0, %onnx_Conv.1956 bias(%onnx_Conv.1957 : tensor<896xf16>) : tensor<1x224x7x7xf16>, tensor<896x224x1x1xf16> -> tensor<1x896x7x7xf16>
    %stages_stages.3_blocks_blocks.4_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.4_mlp_fc1_conv_Conv_output.0 : tensor<1x896x7x7xf16>
    %onnx_Conv.1959 = anec.constant #anec.placeholder<tensor<896x1x3x3xf16>>
    %onnx_Conv.1960 = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.3_blocks_blocks.4_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.4_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1959 bias(%onnx_Conv.1960 : tensor<896xf16>) {groups = 896 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x896x7x7xf16>, tensor<896x1x3x3xf16> -> tensor<1x896x7x7xf16>
    %stages_stages.3_blocks_blocks.4_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.4_mlp_mid_conv_Conv_output.0 : tensor<1x896x7x7xf16>
    %onnx_Conv.1962 = anec.constant #anec.placeholder<tensor<224x896x1x1xf16>>
    %onnx_Conv.1963 = anec.constant #anec.placeholder<tensor<224xf16>>
    %stages_stages.3_blocks_blocks.4_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.4_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1962 bias(%onnx_Conv.1963 : tensor<224xf16>) : tensor<1x896x7x7xf16>, tensor<224x896x1x1xf16> -> tensor<1x224x7x7xf16>
    %onnx_Mul.2092 = anec.constant #anec.placeholder<tensor<1x224x1x1xf16>>
    %stages_stages.3_blocks_blocks.4_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.4_mlp_fc2_conv_Conv_output.0, %onnx_Mul.2092 : tensor<1x224x7x7xf16>, tensor<1x224x1x1xf16> -> tensor<1x224x7x7xf16>
    %stages_stages.3_blocks_blocks.4_Add_1_output.0 = anec.add %stages_stages.3_blocks_blocks.4_Add_output.0, %stages_stages.3_blocks_blocks.4_ls2_Mul_output.0 : tensor<1x224x7x7xf16>, tensor<1x224x7x7xf16> -> tensor<1x224x7x7xf16>
    %onnx_Conv.1965 = anec.constant #anec.placeholder<tensor<256x224x1x1xf16>>
    %onnx_Conv.1966 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.5_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.4_Add_1_output.0, %onnx_Conv.1965 bias(%onnx_Conv.1966 : tensor<256xf16>) : tensor<1x224x7x7xf16>, tensor<256x224x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.5_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.3_blocks_blocks.5_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.3_blocks_blocks.5_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.3_blocks_blocks.5_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.1968 = anec.constant #anec.placeholder<tensor<256x224x1x1xf16>>
    %onnx_Conv.1969 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.5_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.4_Add_1_output.0, %onnx_Conv.1968 bias(%onnx_Conv.1969 : tensor<256xf16>) : tensor<1x224x7x7xf16>, tensor<256x224x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.5_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.3_blocks_blocks.5_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.1971 = anec.constant #anec.placeholder<tensor<1024x224x1x1xf16>>
    %onnx_Conv.1972 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.5_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.4_Add_1_output.0, %onnx_Conv.1971 bias(%onnx_Conv.1972 : tensor<1024xf16>) : tensor<1x224x7x7xf16>, tensor<1024x224x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.1974 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.1975 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.5_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.5_token_mixer_v_conv_Conv_output.0, %onnx_Conv.1974 bias(%onnx_Conv.1975 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_blocks_blocks.5_token_mixer_Reshape_2_output.0 = anec.reshape %stages_stages.3_blocks_blocks.5_token_mixer_v_conv_Conv_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.3_blocks_blocks.5_token_mixer_Transpose_1_output.0 = anec.transpose %stages_stages.3_blocks_blocks.5_token_mixer_Reshape_2_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x128x49xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.3_blocks_blocks.5_token_mixer_MatMul_output.0 = anec.matmul %stages_stages.3_blocks_blocks.5_token_mixer_Transpose_output.0, %stages_stages.3_blocks_blocks.5_token_mixer_Reshape_1_output.0 : tensor<1x8x49x32xf16>, tensor<1x8x32x49xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.5_token_mixer_Constant_3_output.0 = anec.constant dense<1.767580e-01> : tensor<1xf16>
    %stages_stages.3_blocks_blocks.5_token_mixer_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.5_token_mixer_MatMul_output.0, %stages_stages.3_blocks_blocks.5_token_mixer_Constant_3_output.0 : tensor<1x8x49x49xf16>, tensor<1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.5_token_mixer_Gather_output.0 = anec.constant #anec.placeholder<tensor<8x49x49xf16>>
    %stages_stages.3_blocks_blocks.5_token_mixer_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.5_token_mixer_Mul_output.0, %stages_stages.3_blocks_blocks.5_token_mixer_Gather_output.0 : tensor<1x8x49x49xf16>, tensor<8x49x49xf16> -> tensor<1x8x49x49xf16>
    %stages.3.blocks.5.token_mixer.talking_head1.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.3.blocks.5.token_mixer.talking_head1.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.3_blocks_blocks.5_token_mixer_talking_head1_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.5_token_mixer_Add_output.0, %stages.3.blocks.5.token_mixer.talking_head1.weight bias(%stages.3.blocks.5.token_mixer.talking_head1.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.5_token_mixer_Softmax_output.0 = anec.softmax %stages_stages.3_blocks_blocks.5_token_mixer_talking_head1_Conv_output.0 {axis = 3 : i64} : tensor<1x8x49x49xf16>
    %stages.3.blocks.5.token_mixer.talking_head2.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.3.blocks.5.token_mixer.talking_head2.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.3_blocks_blocks.5_token_mixer_talking_head2_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.5_token_mixer_Softmax_output.0, %stages.3.blocks.5.token_mixer.talking_head2.weight bias(%stages.3.blocks.5.token_mixer.talking_head2.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.5_token_mixer_MatMul_1_output.0 = anec.matmul %stages_stages.3_blocks_blocks.5_token_mixer_talking_head2_Conv_output.0, %stages_stages.3_blocks_blocks.5_token_mixer_Transpose_1_output.0 : tensor<1x8x49x49xf16>, tensor<1x8x49x128xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.3_blocks_blocks.5_token_mixer_Transpose_2_output.0 = anec.transpose %stages_stages.3_blocks_blocks.5_token_mixer_MatMul_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x49x128xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.3_blocks_blocks.5_token_mixer_Reshape_3_output.0 = anec.reshape %stages_stages.3_blocks_blocks.5_token_mixer_Transpose_2_output.0 : tensor<1x8x128x49xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_blocks_blocks.5_token_mixer_Add_1_output.0 = anec.add %stages_stages.3_blocks_blocks.5_token_mixer_Reshape_3_output.0, %stages_stages.3_blocks_blocks.5_token_mixer_v_local_conv_Conv_output.0 : tensor<1x1024x7x7xf16>, tensor<1x1024x7x7xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_blocks_blocks.5_token_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.5_token_mixer_Add_1_output.0 : tensor<1x1024x7x7xf16>
    %onnx_Conv.1977 = anec.constant #anec.placeholder<tensor<224x1024x1x1xf16>>
    %onnx_Conv.1978 = anec.constant #anec.placeholder<tensor<224xf16>>
    %stages_stages.3_blocks_blocks.5_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.5_token_mixer_act_Mul_1_output.0, %onnx_Conv.1977 bias(%onnx_Conv.1978 : tensor<224xf16>) : tensor<1x1024x7x7xf16>, tensor<224x1024x1x1xf16> -> tensor<1x224x7x7xf16>
    %onnx_Mul.2113 = anec.constant #anec.placeholder<tensor<1x224x1x1xf16>>
    %stages_stages.3_blocks_blocks.5_ls1_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.5_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.2113 : tensor<1x224x7x7xf16>, tensor<1x224x1x1xf16> -> tensor<1x224x7x7xf16>
    %stages_stages.3_blocks_blocks.5_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.4_Add_1_output.0, %stages_stages.3_blocks_blocks.5_ls1_Mul_output.0 : tensor<1x224x7x7xf16>, tensor<1x224x7x7xf16> -> tensor<1x224x7x7xf16>
    %onnx_Conv.1980 = anec.constant #anec.placeholder<tensor<896x224x1x1xf16>>
    %onnx_Conv.1981 = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.3_blocks_blocks.5_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.5_Add_output.0, %onnx_Conv.1980 bias(%onnx_Conv.1981 : tensor<896xf16>) : tensor<1x224x7x7xf16>, tensor<896x224x1x1xf16> -> tensor<1x896x7x7xf16>
    %stages_stages.3_blocks_blocks.5_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.5_mlp_fc1_conv_Conv_output.0 : tensor<1x896x7x7xf16>
    %onnx_Conv.1983 = anec.constant #anec.placeholder<tensor<896x1x3x3xf16>>
    %onnx_Conv.1984 = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.3_blocks_blocks.5_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.5_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1983 bias(%onnx_Conv.1984 : tensor<896xf16>) {groups = 896 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x896x7x7xf16>, tensor<896x1x3x3xf16> -> tensor<1x896x7x7xf16>
    %stages_stages.3_blocks_blocks.5_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.5_mlp_mid_conv_Conv_output.0 : tensor<1x896x7x7xf16>
    %onnx_Conv.1986 = anec.constant #anec.placeholder<tensor<224x896x1x1xf16>>
    %onnx_Conv.1987 = anec.constant #anec.placeholder<tensor<224xf16>>
    %stages_stages.3_blocks_blocks.5_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.5_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1986 bias(%onnx_Conv.1987 : tensor<224xf16>) : tensor<1x896x7x7xf16>, tensor<224x896x1x1xf16> -> tensor<1x224x7x7xf16>
    %onnx_Mul.2114 = anec.constant #anec.placeholder<tensor<1x224x1x1xf16>>
    %stages_stages.3_blocks_blocks.5_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.5_mlp_fc2_conv_Conv_output.0, %onnx_Mul.2114 : tensor<1x224x7x7xf16>, tensor<1x224x1x1xf16> -> tensor<1x224x7x7xf16>
    %stages_stages.3_blocks_blocks.5_Add_1_output.0 = anec.add %stages_stages.3_blocks_blocks.5_Add_output.0, %stages_stages.3_blocks_blocks.5_ls2_Mul_output.0 : tensor<1x224x7x7xf16>, tensor<1x224x7x7xf16> -> tensor<1x224x7x7xf16>
    %norm.weight = anec.constant #anec.placeholder<tensor<224xf16>>
    %norm.bias = anec.constant #anec.placeholder<tensor<224xf16>>
    %norm.running_mean = anec.constant #anec.placeholder<tensor<224xf16>>
    %norm.running_var = anec.constant #anec.placeholder<tensor<224xf16>>
    %norm_BatchNormalization_output.0 = anec.batch_norm %stages_stages.3_blocks_blocks.5_Add_1_output.0, %norm.running_mean, %norm.running_var, %norm.weight, %norm.bias : tensor<1x224x7x7xf16>, tensor<224xf16>
    %ReduceMean_output.0 = anec.reduce_mean %norm_BatchNormalization_output.0 {axes = array<i64: 2, 3>, keep_dims = false} : tensor<1x224x7x7xf16> -> tensor<1x224xf16>
    %head.weight = anec.constant #anec.placeholder<tensor<1000x224xf16>>
    %0 = anec.matmul %ReduceMean_output.0, %head.weight transpose_rhs true : tensor<1x224xf16>, tensor<1000x224xf16> -> tensor<1x1000xf16>
    %head.bias = anec.constant #anec.placeholder<tensor<1000xf16>>
    %head_Gemm_output.0 = anec.add %0, %head.bias : tensor<1x1000xf16>, tensor<1000xf16> -> tensor<1x1000xf16>
    %head_dist.weight = anec.constant #anec.placeholder<tensor<1000x224xf16>>
    %1 = anec.matmul %ReduceMean_output.0, %head_dist.weight transpose_rhs true : tensor<1x224xf16>, tensor<1000x224xf16> -> tensor<1x1000xf16>
    %head_dist.bias = anec.constant #anec.placeholder<tensor<1000xf16>>
    %head_dist_Gemm_output.0 = anec.add %1, %head_dist.bias : tensor<1x1000xf16>, tensor<1000xf16> -> tensor<1x1000xf16>
    %Add_output.0 = anec.add %head_Gemm_output.0, %head_dist_Gemm_output.0 : tensor<1x1000xf16>, tensor<1x1000xf16> -> tensor<1x1000xf16>
    %Constant_output.0 = anec.constant dense<2.000000e+00> : tensor<1xf16>
    %output = anec.div %Add_output.0, %Constant_output.0 : tensor<1x1000xf16>, tensor<1xf16> -> tensor<1x1000xf16>
    %output_f32 = anec.cast %output : tensor<1x1000xf16> -> tensor<1x1000xf32>
    func.return %output_f32 : tensor<1x1000xf32>
  }
}
