// network MobileOne-S4: timm.create_model('mobileone_s4'), timm.utils.reparameterize_model, seed 0, eval; timm 1.0.31, torch 2.13.0, exporter torchscript, opset 17; anec-import --weights none --entry mobileone_s4
builtin.module {
  func.func @mobileone_s4(%input: tensor<1x3x224x224xf32>) -> tensor<1x1000xf32> {
    %input_f16 = anec.cast %input : tensor<1x3x224x224xf32> -> tensor<1x3x224x224xf16>
    %stem.reparam_conv.weight = anec.constant #anec.placeholder<tensor<64x3x3x3xf16>>
    %stem.reparam_conv.bias = anec.constant #anec.placeholder<tensor<64xf16>>
    %stem_reparam_conv_Conv_output.0 = anec.convolution %input_f16, %stem.reparam_conv.weight bias(%stem.reparam_conv.bias : tensor<64xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x3x224x224xf16>, tensor<64x3x3x3xf16> -> tensor<1x64x112x112xf16>
    %stem_act_Relu_output.0 = anec.relu %stem_reparam_conv_Conv_output.0 : tensor<1x64x112x112xf16>
    %stages.0.0.reparam_conv.weight = anec.constant #anec.placeholder<tensor<64x1x3x3xf16>>
    %stages.0.0.reparam_conv.bias = anec.constant #anec.placeholder<tensor<64xf16>>
    %stages_stages.0_stages.0.0_reparam_conv_Conv_output.0 = anec.convolution %stem_act_Relu_output.0, %stages.0.0.reparam_conv.weight bias(%stages.0.0.reparam_conv.bias : tensor<64xf16>) {groups = 64 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x64x112x112xf16>, tensor<64x1x3x3xf16> -> tensor<1x64x56x56xf16>
    %stages_stages.0_stages.0.0_act_Relu_output.0 = anec.relu %stages_stages.0_stages.0.0_reparam_conv_Conv_output.0 : tensor<1x64x56x56xf16>
    %stages.0.1.reparam_conv.weight = anec.constant #anec.placeholder<tensor<192x64x1x1xf16>>
    %stages.0.1.reparam_conv.bias = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.0_stages.0.1_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.0_stages.0.0_act_Relu_output.0, %stages.0.1.reparam_conv.weight bias(%stages.0.1.reparam_conv.bias : tensor<192xf16>) : tensor<1x64x56x56xf16>, tensor<192x64x1x1xf16> -> tensor<1x192x56x56xf16>
    %stages_stages.0_stages.0.1_act_Relu_output.0 = anec.relu %stages_stages.0_stages.0.1_reparam_conv_Conv_output.0 : tensor<1x192x56x56xf16>
    %stages.0.2.reparam_conv.weight = anec.constant #anec.placeholder<tensor<192x1x3x3xf16>>
    %stages.0.2.reparam_conv.bias = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.0_stages.0.2_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.0_stages.0.1_act_Relu_output.0, %stages.0.2.reparam_conv.weight bias(%stages.0.2.reparam_conv.bias : tensor<192xf16>) {groups = 192 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x192x56x56xf16>, tensor<192x1x3x3xf16> -> tensor<1x192x56x56xf16>
    %stages_stages.0_stages.0.2_act_Relu_output.0 = anec.relu %stages_stages.0_stages.0.2_reparam_conv_Conv_output.0 : tensor<1x192x56x56xf16>
    %stages.0.3.reparam_conv.weight = anec.constant #anec.placeholder<tensor<192x192x1x1xf16>>
    %stages.0.3.reparam_conv.bias = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.0_stages.0.3_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.0_stages.0.2_act_Relu_output.0, %stages.0.3.reparam_conv.weight bias(%stages.0.3.reparam_conv.bias : tensor<192xf16>) : tensor<1x192x56x56xf16>, tensor<192x192x1x1xf16> -> tensor<1x192x56x56xf16>
    %stages_stages.0_stages.0.3_act_Relu_output.0 = anec.relu %stages_stages.0_stages.0.3_reparam_conv_Conv_output.0 : tensor<1x192x56x56xf16>
    %stages.1.0.reparam_conv.weight = anec.constant #anec.placeholder<tensor<192x1x3x3xf16>>
    %stages.1.0.reparam_conv.bias = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.1_stages.1.0_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.0_stages.0.3_act_Relu_output.0, %stages.1.0.reparam_conv.weight bias(%stages.1.0.reparam_conv.bias : tensor<192xf16>) {groups = 192 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x192x56x56xf16>, tensor<192x1x3x3xf16> -> tensor<1x192x28x28xf16>
    %stages_stages.1_stages.1.0_act_Relu_output.0 = anec.relu %stages_stages.1_stages.1.0_reparam_conv_Conv_output.0 : tensor<1x192x28x28xf16>
    %stages.1.1.reparam_conv.weight = anec.constant #anec.placeholder<tensor<448x192x1x1xf16>>
    %stages.1.1.reparam_conv.bias = anec.constant #anec.placeholder<tensor<448xf16>>
    %stages_stages.1_stages.1.1_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.1_stages.1.0_act_Relu_output.0, %stages.1.1.reparam_conv.weight bias(%stages.1.1.reparam_conv.bias : tensor<448xf16>) : tensor<1x192x28x28xf16>, tensor<448x192x1x1xf16> -> tensor<1x448x28x28xf16>
    %stages_stages.1_stages.1.1_act_Relu_output.0 = anec.relu %stages_stages.1_stages.1.1_reparam_conv_Conv_output.0 : tensor<1x448x28x28xf16>
    %stages.1.2.reparam_conv.weight = anec.constant #anec.placeholder<tensor<448x1x3x3xf16>>
    %stages.1.2.reparam_conv.bias = anec.constant #anec.placeholder<tensor<448xf16>>
    %stages_stages.1_stages.1.2_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.1_stages.1.1_act_Relu_output.0, %stages.1.2.reparam_conv.weight bias(%stages.1.2.reparam_conv.bias : tensor<448xf16>) {groups = 448 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x448x28x28xf16>, tensor<448x1x3x3xf16> -> tensor<1x448x28x28xf16>
    %stages_stages.1_stages.1.2_act_Relu_output.0 = anec.relu %stages_stages.1_stages.1.2_reparam_conv_Conv_output.0 : tensor<1x448x28x28xf16>
    %stages.1.3.reparam_conv.weight = anec.constant #anec.placeholder<tensor<448x448x1x1xf16>>
    %stages.1.3.reparam_conv.bias = anec.constant #anec.placeholder<tensor<448xf16>>
    %stages_stages.1_stages.1.3_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.1_stages.1.2_act_Relu_output.0, %stages.1.3.reparam_conv.weight bias(%stages.1.3.reparam_conv.bias : tensor<448xf16>) : tensor<1x448x28x28xf16>, tensor<448x448x1x1xf16> -> tensor<1x448x28x28xf16>
    %stages_stages.1_stages.1.3_act_Relu_output.0 = anec.relu %stages_stages.1_stages.1.3_reparam_conv_Conv_output.0 : tensor<1x448x28x28xf16>
    %stages.1.4.reparam_conv.weight = anec.constant #anec.placeholder<tensor<448x1x3x3xf16>>
    %stages.1.4.reparam_conv.bias = anec.constant #anec.placeholder<tensor<448xf16>>
    %stages_stages.1_stages.1.4_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.1_stages.1.3_act_Relu_output.0, %stages.1.4.reparam_conv.weight bias(%stages.1.4.reparam_conv.bias : tensor<448xf16>) {groups = 448 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x448x28x28xf16>, tensor<448x1x3x3xf16> -> tensor<1x448x28x28xf16>
    %stages_stages.1_stages.1.4_act_Relu_output.0 = anec.relu %stages_stages.1_stages.1.4_reparam_conv_Conv_output.0 : tensor<1x448x28x28xf16>
    %stages.1.5.reparam_conv.weight = anec.constant #anec.placeholder<tensor<448x448x1x1xf16>>
    %stages.1.5.reparam_conv.bias = anec.constant #anec.placeholder<tensor<448xf16>>
    %stages_stages.1_stages.1.5_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.1_stages.1.4_act_Relu_output.0, %stages.1.5.reparam_conv.weight bias(%stages.1.5.reparam_conv.bias : tensor<448xf16>) : tensor<1x448x28x28xf16>, tensor<448x448x1x1xf16> -> tensor<1x448x28x28xf16>
    %stages_stages.1_stages.1.5_act_Relu_output.0 = anec.relu %stages_stages.1_stages.1.5_reparam_conv_Conv_output.0 : tensor<1x448x28x28xf16>
    %stages.1.6.reparam_conv.weight = anec.constant #anec.placeholder<tensor<448x1x3x3xf16>>
    %stages.1.6.reparam_conv.bias = anec.constant #anec.placeholder<tensor<448xf16>>
    %stages_stages.1_stages.1.6_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.1_stages.1.5_act_Relu_output.0, %stages.1.6.reparam_conv.weight bias(%stages.1.6.reparam_conv.bias : tensor<448xf16>) {groups = 448 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x448x28x28xf16>, tensor<448x1x3x3xf16> -> tensor<1x448x28x28xf16>
    %stages_stages.1_stages.1.6_act_Relu_output.0 = anec.relu %stages_stages.1_stages.1.6_reparam_conv_Conv_output.0 : tensor<1x448x28x28xf16>
    %stages.1.7.reparam_conv.weight = anec.constant #anec.placeholder<tensor<448x448x1x1xf16>>
    %stages.1.7.reparam_conv.bias = anec.constant #anec.placeholder<tensor<448xf16>>
    %stages_stages.1_stages.1.7_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.1_stages.1.6_act_Relu_output.0, %stages.1.7.reparam_conv.weight bias(%stages.1.7.reparam_conv.bias : tensor<448xf16>) : tensor<1x448x28x28xf16>, tensor<448x448x1x1xf16> -> tensor<1x448x28x28xf16>
    %stages_stages.1_stages.1.7_act_Relu_output.0 = anec.relu %stages_stages.1_stages.1.7_reparam_conv_Conv_output.0 : tensor<1x448x28x28xf16>
    %stages.1.8.reparam_conv.weight = anec.constant #anec.placeholder<tensor<448x1x3x3xf16>>
    %stages.1.8.reparam_conv.bias = anec.constant #anec.placeholder<tensor<448xf16>>
    %stages_stages.1_stages.1.8_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.1_stages.1.7_act_Relu_output.0, %stages.1.8.reparam_conv.weight bias(%stages.1.8.reparam_conv.bias : tensor<448xf16>) {groups = 448 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x448x28x28xf16>, tensor<448x1x3x3xf16> -> tensor<1x448x28x28xf16>
    %stages_stages.1_stages.1.8_act_Relu_output.0 = anec.relu %stages_stages.1_stages.1.8_reparam_conv_Conv_output.0 : tensor<1x448x28x28xf16>
    %stages.1.9.reparam_conv.weight = anec.constant #anec.placeholder<tensor<448x448x1x1xf16>>
    %stages.1.9.reparam_conv.bias = anec.constant #anec.placeholder<tensor<448xf16>>
    %stages_stages.1_stages.1.9_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.1_stages.1.8_act_Relu_output.0, %stages.1.9.reparam_conv.weight bias(%stages.1.9.reparam_conv.bias : tensor<448xf16>) : tensor<1x448x28x28xf16>, tensor<448x448x1x1xf16> -> tensor<1x448x28x28xf16>
    %stages_stages.1_stages.1.9_act_Relu_output.0 = anec.relu %stages_stages.1_stages.1.9_reparam_conv_Conv_output.0 : tensor<1x448x28x28xf16>
    %stages.1.10.reparam_conv.weight = anec.constant #anec.placeholder<tensor<448x1x3x3xf16>>
    %stages.1.10.reparam_conv.bias = anec.constant #anec.placeholder<tensor<448xf16>>
    %stages_stages.1_stages.1.10_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.1_stages.1.9_act_Relu_output.0, %stages.1.10.reparam_conv.weight bias(%stages.1.10.reparam_conv.bias : tensor<448xf16>) {groups = 448 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x448x28x28xf16>, tensor<448x1x3x3xf16> -> tensor<1x448x28x28xf16>
    %stages_stages.1_stages.1.10_act_Relu_output.0 = anec.relu %stages_stages.1_stages.1.10_reparam_conv_Conv_output.0 : tensor<1x448x28x28xf16>
    %stages.1.11.reparam_conv.weight = anec.constant #anec.placeholder<tensor<448x448x1x1xf16>>
    %stages.1.11.reparam_conv.bias = anec.constant #anec.placeholder<tensor<448xf16>>
    %stages_stages.1_stages.1.11_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.1_stages.1.10_act_Relu_output.0, %stages.1.11.reparam_conv.weight bias(%stages.1.11.reparam_conv.bias : tensor<448xf16>) : tensor<1x448x28x28xf16>, tensor<448x448x1x1xf16> -> tensor<1x448x28x28xf16>
    %stages_stages.1_stages.1.11_act_Relu_output.0 = anec.relu %stages_stages.1_stages.1.11_reparam_conv_Conv_output.0 : tensor<1x448x28x28xf16>
    %stages.1.12.reparam_conv.weight = anec.constant #anec.placeholder<tensor<448x1x3x3xf16>>
    %stages.1.12.reparam_conv.bias = anec.constant #anec.placeholder<tensor<448xf16>>
    %stages_stages.1_stages.1.12_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.1_stages.1.11_act_Relu_output.0, %stages.1.12.reparam_conv.weight bias(%stages.1.12.reparam_conv.bias : tensor<448xf16>) {groups = 448 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x448x28x28xf16>, tensor<448x1x3x3xf16> -> tensor<1x448x28x28xf16>
    %stages_stages.1_stages.1.12_act_Relu_output.0 = anec.relu %stages_stages.1_stages.1.12_reparam_conv_Conv_output.0 : tensor<1x448x28x28xf16>
    %stages.1.13.reparam_conv.weight = anec.constant #anec.placeholder<tensor<448x448x1x1xf16>>
    %stages.1.13.reparam_conv.bias = anec.constant #anec.placeholder<tensor<448xf16>>
    %stages_stages.1_stages.1.13_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.1_stages.1.12_act_Relu_output.0, %stages.1.13.reparam_conv.weight bias(%stages.1.13.reparam_conv.bias : tensor<448xf16>) : tensor<1x448x28x28xf16>, tensor<448x448x1x1xf16> -> tensor<1x448x28x28xf16>
    %stages_stages.1_stages.1.13_act_Relu_output.0 = anec.relu %stages_stages.1_stages.1.13_reparam_conv_Conv_output.0 : tensor<1x448x28x28xf16>
    %stages.1.14.reparam_conv.weight = anec.constant #anec.placeholder<tensor<448x1x3x3xf16>>
    %stages.1.14.reparam_conv.bias = anec.constant #anec.placeholder<tensor<448xf16>>
    %stages_stages.1_stages.1.14_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.1_stages.1.13_act_Relu_output.0, %stages.1.14.reparam_conv.weight bias(%stages.1.14.reparam_conv.bias : tensor<448xf16>) {groups = 448 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x448x28x28xf16>, tensor<448x1x3x3xf16> -> tensor<1x448x28x28xf16>
    %stages_stages.1_stages.1.14_act_Relu_output.0 = anec.relu %stages_stages.1_stages.1.14_reparam_conv_Conv_output.0 : tensor<1x448x28x28xf16>
    %stages.1.15.reparam_conv.weight = anec.constant #anec.placeholder<tensor<448x448x1x1xf16>>
    %stages.1.15.reparam_conv.bias = anec.constant #anec.placeholder<tensor<448xf16>>
    %stages_stages.1_stages.1.15_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.1_stages.1.14_act_Relu_output.0, %stages.1.15.reparam_conv.weight bias(%stages.1.15.reparam_conv.bias : tensor<448xf16>) : tensor<1x448x28x28xf16>, tensor<448x448x1x1xf16> -> tensor<1x448x28x28xf16>
    %stages_stages.1_stages.1.15_act_Relu_output.0 = anec.relu %stages_stages.1_stages.1.15_reparam_conv_Conv_output.0 : tensor<1x448x28x28xf16>
    %stages.2.0.reparam_conv.weight = anec.constant #anec.placeholder<tensor<448x1x3x3xf16>>
    %stages.2.0.reparam_conv.bias = anec.constant #anec.placeholder<tensor<448xf16>>
    %stages_stages.2_stages.2.0_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.1_stages.1.15_act_Relu_output.0, %stages.2.0.reparam_conv.weight bias(%stages.2.0.reparam_conv.bias : tensor<448xf16>) {groups = 448 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x448x28x28xf16>, tensor<448x1x3x3xf16> -> tensor<1x448x14x14xf16>
    %stages_stages.2_stages.2.0_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.0_reparam_conv_Conv_output.0 : tensor<1x448x14x14xf16>
    %stages.2.1.reparam_conv.weight = anec.constant #anec.placeholder<tensor<896x448x1x1xf16>>
    %stages.2.1.reparam_conv.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.1_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.0_act_Relu_output.0, %stages.2.1.reparam_conv.weight bias(%stages.2.1.reparam_conv.bias : tensor<896xf16>) : tensor<1x448x14x14xf16>, tensor<896x448x1x1xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.1_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.1_reparam_conv_Conv_output.0 : tensor<1x896x14x14xf16>
    %stages.2.2.reparam_conv.weight = anec.constant #anec.placeholder<tensor<896x1x3x3xf16>>
    %stages.2.2.reparam_conv.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.2_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.1_act_Relu_output.0, %stages.2.2.reparam_conv.weight bias(%stages.2.2.reparam_conv.bias : tensor<896xf16>) {groups = 896 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x896x14x14xf16>, tensor<896x1x3x3xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.2_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.2_reparam_conv_Conv_output.0 : tensor<1x896x14x14xf16>
    %stages.2.3.reparam_conv.weight = anec.constant #anec.placeholder<tensor<896x896x1x1xf16>>
    %stages.2.3.reparam_conv.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.3_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.2_act_Relu_output.0, %stages.2.3.reparam_conv.weight bias(%stages.2.3.reparam_conv.bias : tensor<896xf16>) : tensor<1x896x14x14xf16>, tensor<896x896x1x1xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.3_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.3_reparam_conv_Conv_output.0 : tensor<1x896x14x14xf16>
    %stages.2.4.reparam_conv.weight = anec.constant #anec.placeholder<tensor<896x1x3x3xf16>>
    %stages.2.4.reparam_conv.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.4_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.3_act_Relu_output.0, %stages.2.4.reparam_conv.weight bias(%stages.2.4.reparam_conv.bias : tensor<896xf16>) {groups = 896 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x896x14x14xf16>, tensor<896x1x3x3xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.4_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.4_reparam_conv_Conv_output.0 : tensor<1x896x14x14xf16>
    %stages.2.5.reparam_conv.weight = anec.constant #anec.placeholder<tensor<896x896x1x1xf16>>
    %stages.2.5.reparam_conv.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.5_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.4_act_Relu_output.0, %stages.2.5.reparam_conv.weight bias(%stages.2.5.reparam_conv.bias : tensor<896xf16>) : tensor<1x896x14x14xf16>, tensor<896x896x1x1xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.5_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.5_reparam_conv_Conv_output.0 : tensor<1x896x14x14xf16>
    %stages.2.6.reparam_conv.weight = anec.constant #anec.placeholder<tensor<896x1x3x3xf16>>
    %stages.2.6.reparam_conv.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.6_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.5_act_Relu_output.0, %stages.2.6.reparam_conv.weight bias(%stages.2.6.reparam_conv.bias : tensor<896xf16>) {groups = 896 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x896x14x14xf16>, tensor<896x1x3x3xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.6_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.6_reparam_conv_Conv_output.0 : tensor<1x896x14x14xf16>
    %stages.2.7.reparam_conv.weight = anec.constant #anec.placeholder<tensor<896x896x1x1xf16>>
    %stages.2.7.reparam_conv.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.7_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.6_act_Relu_output.0, %stages.2.7.reparam_conv.weight bias(%stages.2.7.reparam_conv.bias : tensor<896xf16>) : tensor<1x896x14x14xf16>, tensor<896x896x1x1xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.7_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.7_reparam_conv_Conv_output.0 : tensor<1x896x14x14xf16>
    %stages.2.8.reparam_conv.weight = anec.constant #anec.placeholder<tensor<896x1x3x3xf16>>
    %stages.2.8.reparam_conv.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.8_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.7_act_Relu_output.0, %stages.2.8.reparam_conv.weight bias(%stages.2.8.reparam_conv.bias : tensor<896xf16>) {groups = 896 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x896x14x14xf16>, tensor<896x1x3x3xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.8_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.8_reparam_conv_Conv_output.0 : tensor<1x896x14x14xf16>
    %stages.2.9.reparam_conv.weight = anec.constant #anec.placeholder<tensor<896x896x1x1xf16>>
    %stages.2.9.reparam_conv.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.9_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.8_act_Relu_output.0, %stages.2.9.reparam_conv.weight bias(%stages.2.9.reparam_conv.bias : tensor<896xf16>) : tensor<1x896x14x14xf16>, tensor<896x896x1x1xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.9_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.9_reparam_conv_Conv_output.0 : tensor<1x896x14x14xf16>
    %stages.2.10.reparam_conv.weight = anec.constant #anec.placeholder<tensor<896x1x3x3xf16>>
    %stages.2.10.reparam_conv.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.10_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.9_act_Relu_output.0, %stages.2.10.reparam_conv.weight bias(%stages.2.10.reparam_conv.bias : tensor<896xf16>) {groups = 896 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x896x14x14xf16>, tensor<896x1x3x3xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.10_attn_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_stages.2.10_reparam_conv_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x896x14x14xf16> -> tensor<1x896x1x1xf16>
    %stages.2.10.attn.fc1.weight = anec.constant #anec.placeholder<tensor<56x896x1x1xf16>>
    %stages.2.10.attn.fc1.bias = anec.constant #anec.placeholder<tensor<56xf16>>
    %stages_stages.2_stages.2.10_attn_fc1_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.10_attn_ReduceMean_output.0, %stages.2.10.attn.fc1.weight bias(%stages.2.10.attn.fc1.bias : tensor<56xf16>) : tensor<1x896x1x1xf16>, tensor<56x896x1x1xf16> -> tensor<1x56x1x1xf16>
    %stages_stages.2_stages.2.10_attn_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.10_attn_fc1_Conv_output.0 : tensor<1x56x1x1xf16>
    %stages.2.10.attn.fc2.weight = anec.constant #anec.placeholder<tensor<896x56x1x1xf16>>
    %stages.2.10.attn.fc2.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.10_attn_fc2_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.10_attn_act_Relu_output.0, %stages.2.10.attn.fc2.weight bias(%stages.2.10.attn.fc2.bias : tensor<896xf16>) : tensor<1x56x1x1xf16>, tensor<896x56x1x1xf16> -> tensor<1x896x1x1xf16>
    %stages_stages.2_stages.2.10_attn_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_stages.2.10_attn_fc2_Conv_output.0 : tensor<1x896x1x1xf16>
    %stages_stages.2_stages.2.10_attn_Mul_output.0 = anec.mul %stages_stages.2_stages.2.10_reparam_conv_Conv_output.0, %stages_stages.2_stages.2.10_attn_gate_Sigmoid_output.0 : tensor<1x896x14x14xf16>, tensor<1x896x1x1xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.10_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.10_attn_Mul_output.0 : tensor<1x896x14x14xf16>
    %stages.2.11.reparam_conv.weight = anec.constant #anec.placeholder<tensor<896x896x1x1xf16>>
    %stages.2.11.reparam_conv.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.11_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.10_act_Relu_output.0, %stages.2.11.reparam_conv.weight bias(%stages.2.11.reparam_conv.bias : tensor<896xf16>) : tensor<1x896x14x14xf16>, tensor<896x896x1x1xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.11_attn_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_stages.2.11_reparam_conv_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x896x14x14xf16> -> tensor<1x896x1x1xf16>
    %stages.2.11.attn.fc1.weight = anec.constant #anec.placeholder<tensor<56x896x1x1xf16>>
    %stages.2.11.attn.fc1.bias = anec.constant #anec.placeholder<tensor<56xf16>>
    %stages_stages.2_stages.2.11_attn_fc1_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.11_attn_ReduceMean_output.0, %stages.2.11.attn.fc1.weight bias(%stages.2.11.attn.fc1.bias : tensor<56xf16>) : tensor<1x896x1x1xf16>, tensor<56x896x1x1xf16> -> tensor<1x56x1x1xf16>
    %stages_stages.2_stages.2.11_attn_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.11_attn_fc1_Conv_output.0 : tensor<1x56x1x1xf16>
    %stages.2.11.attn.fc2.weight = anec.constant #anec.placeholder<tensor<896x56x1x1xf16>>
    %stages.2.11.attn.fc2.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.11_attn_fc2_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.11_attn_act_Relu_output.0, %stages.2.11.attn.fc2.weight bias(%stages.2.11.attn.fc2.bias : tensor<896xf16>) : tensor<1x56x1x1xf16>, tensor<896x56x1x1xf16> -> tensor<1x896x1x1xf16>
    %stages_stages.2_stages.2.11_attn_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_stages.2.11_attn_fc2_Conv_output.0 : tensor<1x896x1x1xf16>
    %stages_stages.2_stages.2.11_attn_Mul_output.0 = anec.mul %stages_stages.2_stages.2.11_reparam_conv_Conv_output.0, %stages_stages.2_stages.2.11_attn_gate_Sigmoid_output.0 : tensor<1x896x14x14xf16>, tensor<1x896x1x1xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.11_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.11_attn_Mul_output.0 : tensor<1x896x14x14xf16>
    %stages.2.12.reparam_conv.weight = anec.constant #anec.placeholder<tensor<896x1x3x3xf16>>
    %stages.2.12.reparam_conv.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.12_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.11_act_Relu_output.0, %stages.2.12.reparam_conv.weight bias(%stages.2.12.reparam_conv.bias : tensor<896xf16>) {groups = 896 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x896x14x14xf16>, tensor<896x1x3x3xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.12_attn_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_stages.2.12_reparam_conv_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x896x14x14xf16> -> tensor<1x896x1x1xf16>
    %stages.2.12.attn.fc1.weight = anec.constant #anec.placeholder<tensor<56x896x1x1xf16>>
    %stages.2.12.attn.fc1.bias = anec.constant #anec.placeholder<tensor<56xf16>>
    %stages_stages.2_stages.2.12_attn_fc1_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.12_attn_ReduceMean_output.0, %stages.2.12.attn.fc1.weight bias(%stages.2.12.attn.fc1.bias : tensor<56xf16>) : tensor<1x896x1x1xf16>, tensor<56x896x1x1xf16> -> tensor<1x56x1x1xf16>
    %stages_stages.2_stages.2.12_attn_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.12_attn_fc1_Conv_output.0 : tensor<1x56x1x1xf16>
    %stages.2.12.attn.fc2.weight = anec.constant #anec.placeholder<tensor<896x56x1x1xf16>>
    %stages.2.12.attn.fc2.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.12_attn_fc2_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.12_attn_act_Relu_output.0, %stages.2.12.attn.fc2.weight bias(%stages.2.12.attn.fc2.bias : tensor<896xf16>) : tensor<1x56x1x1xf16>, tensor<896x56x1x1xf16> -> tensor<1x896x1x1xf16>
    %stages_stages.2_stages.2.12_attn_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_stages.2.12_attn_fc2_Conv_output.0 : tensor<1x896x1x1xf16>
    %stages_stages.2_stages.2.12_attn_Mul_output.0 = anec.mul %stages_stages.2_stages.2.12_reparam_conv_Conv_output.0, %stages_stages.2_stages.2.12_attn_gate_Sigmoid_output.0 : tensor<1x896x14x14xf16>, tensor<1x896x1x1xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.12_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.12_attn_Mul_output.0 : tensor<1x896x14x14xf16>
    %stages.2.13.reparam_conv.weight = anec.constant #anec.placeholder<tensor<896x896x1x1xf16>>
    %stages.2.13.reparam_conv.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.13_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.12_act_Relu_output.0, %stages.2.13.reparam_conv.weight bias(%stages.2.13.reparam_conv.bias : tensor<896xf16>) : tensor<1x896x14x14xf16>, tensor<896x896x1x1xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.13_attn_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_stages.2.13_reparam_conv_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x896x14x14xf16> -> tensor<1x896x1x1xf16>
    %stages.2.13.attn.fc1.weight = anec.constant #anec.placeholder<tensor<56x896x1x1xf16>>
    %stages.2.13.attn.fc1.bias = anec.constant #anec.placeholder<tensor<56xf16>>
    %stages_stages.2_stages.2.13_attn_fc1_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.13_attn_ReduceMean_output.0, %stages.2.13.attn.fc1.weight bias(%stages.2.13.attn.fc1.bias : tensor<56xf16>) : tensor<1x896x1x1xf16>, tensor<56x896x1x1xf16> -> tensor<1x56x1x1xf16>
    %stages_stages.2_stages.2.13_attn_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.13_attn_fc1_Conv_output.0 : tensor<1x56x1x1xf16>
    %stages.2.13.attn.fc2.weight = anec.constant #anec.placeholder<tensor<896x56x1x1xf16>>
    %stages.2.13.attn.fc2.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.13_attn_fc2_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.13_attn_act_Relu_output.0, %stages.2.13.attn.fc2.weight bias(%stages.2.13.attn.fc2.bias : tensor<896xf16>) : tensor<1x56x1x1xf16>, tensor<896x56x1x1xf16> -> tensor<1x896x1x1xf16>
    %stages_stages.2_stages.2.13_attn_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_stages.2.13_attn_fc2_Conv_output.0 : tensor<1x896x1x1xf16>
    %stages_stages.2_stages.2.13_attn_Mul_output.0 = anec.mul %stages_stages.2_stages.2.13_reparam_conv_Conv_output.0, %stages_stages.2_stages.2.13_attn_gate_Sigmoid_output.0 : tensor<1x896x14x14xf16>, tensor<1x896x1x1xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.13_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.13_attn_Mul_output.0 : tensor<1x896x14x14xf16>
    %stages.2.14.reparam_conv.weight = anec.constant #anec.placeholder<tensor<896x1x3x3xf16>>
    %stages.2.14.reparam_conv.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.14_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.13_act_Relu_output.0, %stages.2.14.reparam_conv.weight bias(%stages.2.14.reparam_conv.bias : tensor<896xf16>) {groups = 896 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x896x14x14xf16>, tensor<896x1x3x3xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.14_attn_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_stages.2.14_reparam_conv_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x896x14x14xf16> -> tensor<1x896x1x1xf16>
    %stages.2.14.attn.fc1.weight = anec.constant #anec.placeholder<tensor<56x896x1x1xf16>>
    %stages.2.14.attn.fc1.bias = anec.constant #anec.placeholder<tensor<56xf16>>
    %stages_stages.2_stages.2.14_attn_fc1_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.14_attn_ReduceMean_output.0, %stages.2.14.attn.fc1.weight bias(%stages.2.14.attn.fc1.bias : tensor<56xf16>) : tensor<1x896x1x1xf16>, tensor<56x896x1x1xf16> -> tensor<1x56x1x1xf16>
    %stages_stages.2_stages.2.14_attn_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.14_attn_fc1_Conv_output.0 : tensor<1x56x1x1xf16>
    %stages.2.14.attn.fc2.weight = anec.constant #anec.placeholder<tensor<896x56x1x1xf16>>
    %stages.2.14.attn.fc2.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.14_attn_fc2_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.14_attn_act_Relu_output.0, %stages.2.14.attn.fc2.weight bias(%stages.2.14.attn.fc2.bias : tensor<896xf16>) : tensor<1x56x1x1xf16>, tensor<896x56x1x1xf16> -> tensor<1x896x1x1xf16>
    %stages_stages.2_stages.2.14_attn_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_stages.2.14_attn_fc2_Conv_output.0 : tensor<1x896x1x1xf16>
    %stages_stages.2_stages.2.14_attn_Mul_output.0 = anec.mul %stages_stages.2_stages.2.14_reparam_conv_Conv_output.0, %stages_stages.2_stages.2.14_attn_gate_Sigmoid_output.0 : tensor<1x896x14x14xf16>, tensor<1x896x1x1xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.14_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.14_attn_Mul_output.0 : tensor<1x896x14x14xf16>
    %stages.2.15.reparam_conv.weight = anec.constant #anec.placeholder<tensor<896x896x1x1xf16>>
    %stages.2.15.reparam_conv.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.15_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.14_act_Relu_output.0, %stages.2.15.reparam_conv.weight bias(%stages.2.15.reparam_conv.bias : tensor<896xf16>) : tensor<1x896x14x14xf16>, tensor<896x896x1x1xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.15_attn_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_stages.2.15_reparam_conv_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x896x14x14xf16> -> tensor<1x896x1x1xf16>
    %stages.2.15.attn.fc1.weight = anec.constant #anec.placeholder<tensor<56x896x1x1xf16>>
    %stages.2.15.attn.fc1.bias = anec.constant #anec.placeholder<tensor<56xf16>>
    %stages_stages.2_stages.2.15_attn_fc1_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.15_attn_ReduceMean_output.0, %stages.2.15.attn.fc1.weight bias(%stages.2.15.attn.fc1.bias : tensor<56xf16>) : tensor<1x896x1x1xf16>, tensor<56x896x1x1xf16> -> tensor<1x56x1x1xf16>
    %stages_stages.2_stages.2.15_attn_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.15_attn_fc1_Conv_output.0 : tensor<1x56x1x1xf16>
    %stages.2.15.attn.fc2.weight = anec.constant #anec.placeholder<tensor<896x56x1x1xf16>>
    %stages.2.15.attn.fc2.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.15_attn_fc2_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.15_attn_act_Relu_output.0, %stages.2.15.attn.fc2.weight bias(%stages.2.15.attn.fc2.bias : tensor<896xf16>) : tensor<1x56x1x1xf16>, tensor<896x56x1x1xf16> -> tensor<1x896x1x1xf16>
    %stages_stages.2_stages.2.15_attn_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_stages.2.15_attn_fc2_Conv_output.0 : tensor<1x896x1x1xf16>
    %stages_stages.2_stages.2.15_attn_Mul_output.0 = anec.mul %stages_stages.2_stages.2.15_reparam_conv_Conv_output.0, %stages_stages.2_stages.2.15_attn_gate_Sigmoid_output.0 : tensor<1x896x14x14xf16>, tensor<1x896x1x1xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.15_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.15_attn_Mul_output.0 : tensor<1x896x14x14xf16>
    %stages.2.16.reparam_conv.weight = anec.constant #anec.placeholder<tensor<896x1x3x3xf16>>
    %stages.2.16.reparam_conv.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.16_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.15_act_Relu_output.0, %stages.2.16.reparam_conv.weight bias(%stages.2.16.reparam_conv.bias : tensor<896xf16>) {groups = 896 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x896x14x14xf16>, tensor<896x1x3x3xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.16_attn_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_stages.2.16_reparam_conv_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x896x14x14xf16> -> tensor<1x896x1x1xf16>
    %stages.2.16.attn.fc1.weight = anec.constant #anec.placeholder<tensor<56x896x1x1xf16>>
    %stages.2.16.attn.fc1.bias = anec.constant #anec.placeholder<tensor<56xf16>>
    %stages_stages.2_stages.2.16_attn_fc1_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.16_attn_ReduceMean_output.0, %stages.2.16.attn.fc1.weight bias(%stages.2.16.attn.fc1.bias : tensor<56xf16>) : tensor<1x896x1x1xf16>, tensor<56x896x1x1xf16> -> tensor<1x56x1x1xf16>
    %stages_stages.2_stages.2.16_attn_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.16_attn_fc1_Conv_output.0 : tensor<1x56x1x1xf16>
    %stages.2.16.attn.fc2.weight = anec.constant #anec.placeholder<tensor<896x56x1x1xf16>>
    %stages.2.16.attn.fc2.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.16_attn_fc2_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.16_attn_act_Relu_output.0, %stages.2.16.attn.fc2.weight bias(%stages.2.16.attn.fc2.bias : tensor<896xf16>) : tensor<1x56x1x1xf16>, tensor<896x56x1x1xf16> -> tensor<1x896x1x1xf16>
    %stages_stages.2_stages.2.16_attn_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_stages.2.16_attn_fc2_Conv_output.0 : tensor<1x896x1x1xf16>
    %stages_stages.2_stages.2.16_attn_Mul_output.0 = anec.mul %stages_stages.2_stages.2.16_reparam_conv_Conv_output.0, %stages_stages.2_stages.2.16_attn_gate_Sigmoid_output.0 : tensor<1x896x14x14xf16>, tensor<1x896x1x1xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.16_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.16_attn_Mul_output.0 : tensor<1x896x14x14xf16>
    %stages.2.17.reparam_conv.weight = anec.constant #anec.placeholder<tensor<896x896x1x1xf16>>
    %stages.2.17.reparam_conv.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.17_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.16_act_Relu_output.0, %stages.2.17.reparam_conv.weight bias(%stages.2.17.reparam_conv.bias : tensor<896xf16>) : tensor<1x896x14x14xf16>, tensor<896x896x1x1xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.17_attn_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_stages.2.17_reparam_conv_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x896x14x14xf16> -> tensor<1x896x1x1xf16>
    %stages.2.17.attn.fc1.weight = anec.constant #anec.placeholder<tensor<56x896x1x1xf16>>
    %stages.2.17.attn.fc1.bias = anec.constant #anec.placeholder<tensor<56xf16>>
    %stages_stages.2_stages.2.17_attn_fc1_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.17_attn_ReduceMean_output.0, %stages.2.17.attn.fc1.weight bias(%stages.2.17.attn.fc1.bias : tensor<56xf16>) : tensor<1x896x1x1xf16>, tensor<56x896x1x1xf16> -> tensor<1x56x1x1xf16>
    %stages_stages.2_stages.2.17_attn_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.17_attn_fc1_Conv_output.0 : tensor<1x56x1x1xf16>
    %stages.2.17.attn.fc2.weight = anec.constant #anec.placeholder<tensor<896x56x1x1xf16>>
    %stages.2.17.attn.fc2.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.17_attn_fc2_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.17_attn_act_Relu_output.0, %stages.2.17.attn.fc2.weight bias(%stages.2.17.attn.fc2.bias : tensor<896xf16>) : tensor<1x56x1x1xf16>, tensor<896x56x1x1xf16> -> tensor<1x896x1x1xf16>
    %stages_stages.2_stages.2.17_attn_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_stages.2.17_attn_fc2_Conv_output.0 : tensor<1x896x1x1xf16>
    %stages_stages.2_stages.2.17_attn_Mul_output.0 = anec.mul %stages_stages.2_stages.2.17_reparam_conv_Conv_output.0, %stages_stages.2_stages.2.17_attn_gate_Sigmoid_output.0 : tensor<1x896x14x14xf16>, tensor<1x896x1x1xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.17_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.17_attn_Mul_output.0 : tensor<1x896x14x14xf16>
    %stages.2.18.reparam_conv.weight = anec.constant #anec.placeholder<tensor<896x1x3x3xf16>>
    %stages.2.18.reparam_conv.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.18_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.17_act_Relu_output.0, %stages.2.18.reparam_conv.weight bias(%stages.2.18.reparam_conv.bias : tensor<896xf16>) {groups = 896 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x896x14x14xf16>, tensor<896x1x3x3xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.18_attn_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_stages.2.18_reparam_conv_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x896x14x14xf16> -> tensor<1x896x1x1xf16>
    %stages.2.18.attn.fc1.weight = anec.constant #anec.placeholder<tensor<56x896x1x1xf16>>
    %stages.2.18.attn.fc1.bias = anec.constant #anec.placeholder<tensor<56xf16>>
    %stages_stages.2_stages.2.18_attn_fc1_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.18_attn_ReduceMean_output.0, %stages.2.18.attn.fc1.weight bias(%stages.2.18.attn.fc1.bias : tensor<56xf16>) : tensor<1x896x1x1xf16>, tensor<56x896x1x1xf16> -> tensor<1x56x1x1xf16>
    %stages_stages.2_stages.2.18_attn_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.18_attn_fc1_Conv_output.0 : tensor<1x56x1x1xf16>
    %stages.2.18.attn.fc2.weight = anec.constant #anec.placeholder<tensor<896x56x1x1xf16>>
    %stages.2.18.attn.fc2.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.18_attn_fc2_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.18_attn_act_Relu_output.0, %stages.2.18.attn.fc2.weight bias(%stages.2.18.attn.fc2.bias : tensor<896xf16>) : tensor<1x56x1x1xf16>, tensor<896x56x1x1xf16> -> tensor<1x896x1x1xf16>
    %stages_stages.2_stages.2.18_attn_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_stages.2.18_attn_fc2_Conv_output.0 : tensor<1x896x1x1xf16>
    %stages_stages.2_stages.2.18_attn_Mul_output.0 = anec.mul %stages_stages.2_stages.2.18_reparam_conv_Conv_output.0, %stages_stages.2_stages.2.18_attn_gate_Sigmoid_output.0 : tensor<1x896x14x14xf16>, tensor<1x896x1x1xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.18_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.18_attn_Mul_output.0 : tensor<1x896x14x14xf16>
    %stages.2.19.reparam_conv.weight = anec.constant #anec.placeholder<tensor<896x896x1x1xf16>>
    %stages.2.19.reparam_conv.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.19_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.18_act_Relu_output.0, %stages.2.19.reparam_conv.weight bias(%stages.2.19.reparam_conv.bias : tensor<896xf16>) : tensor<1x896x14x14xf16>, tensor<896x896x1x1xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.19_attn_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_stages.2.19_reparam_conv_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x896x14x14xf16> -> tensor<1x896x1x1xf16>
    %stages.2.19.attn.fc1.weight = anec.constant #anec.placeholder<tensor<56x896x1x1xf16>>
    %stages.2.19.attn.fc1.bias = anec.constant #anec.placeholder<tensor<56xf16>>
    %stages_stages.2_stages.2.19_attn_fc1_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.19_attn_ReduceMean_output.0, %stages.2.19.attn.fc1.weight bias(%stages.2.19.attn.fc1.bias : tensor<56xf16>) : tensor<1x896x1x1xf16>, tensor<56x896x1x1xf16> -> tensor<1x56x1x1xf16>
    %stages_stages.2_stages.2.19_attn_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.19_attn_fc1_Conv_output.0 : tensor<1x56x1x1xf16>
    %stages.2.19.attn.fc2.weight = anec.constant #anec.placeholder<tensor<896x56x1x1xf16>>
    %stages.2.19.attn.fc2.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.2_stages.2.19_attn_fc2_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.19_attn_act_Relu_output.0, %stages.2.19.attn.fc2.weight bias(%stages.2.19.attn.fc2.bias : tensor<896xf16>) : tensor<1x56x1x1xf16>, tensor<896x56x1x1xf16> -> tensor<1x896x1x1xf16>
    %stages_stages.2_stages.2.19_attn_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_stages.2.19_attn_fc2_Conv_output.0 : tensor<1x896x1x1xf16>
    %stages_stages.2_stages.2.19_attn_Mul_output.0 = anec.mul %stages_stages.2_stages.2.19_reparam_conv_Conv_output.0, %stages_stages.2_stages.2.19_attn_gate_Sigmoid_output.0 : tensor<1x896x14x14xf16>, tensor<1x896x1x1xf16> -> tensor<1x896x14x14xf16>
    %stages_stages.2_stages.2.19_act_Relu_output.0 = anec.relu %stages_stages.2_stages.2.19_attn_Mul_output.0 : tensor<1x896x14x14xf16>
    %stages.3.0.reparam_conv.weight = anec.constant #anec.placeholder<tensor<896x1x3x3xf16>>
    %stages.3.0.reparam_conv.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.3_stages.3.0_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.2_stages.2.19_act_Relu_output.0, %stages.3.0.reparam_conv.weight bias(%stages.3.0.reparam_conv.bias : tensor<896xf16>) {groups = 896 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x896x14x14xf16>, tensor<896x1x3x3xf16> -> tensor<1x896x7x7xf16>
    %stages_stages.3_stages.3.0_attn_ReduceMean_output.0 = anec.reduce_mean %stages_stages.3_stages.3.0_reparam_conv_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x896x7x7xf16> -> tensor<1x896x1x1xf16>
    %stages.3.0.attn.fc1.weight = anec.constant #anec.placeholder<tensor<56x896x1x1xf16>>
    %stages.3.0.attn.fc1.bias = anec.constant #anec.placeholder<tensor<56xf16>>
    %stages_stages.3_stages.3.0_attn_fc1_Conv_output.0 = anec.convolution %stages_stages.3_stages.3.0_attn_ReduceMean_output.0, %stages.3.0.attn.fc1.weight bias(%stages.3.0.attn.fc1.bias : tensor<56xf16>) : tensor<1x896x1x1xf16>, tensor<56x896x1x1xf16> -> tensor<1x56x1x1xf16>
    %stages_stages.3_stages.3.0_attn_act_Relu_output.0 = anec.relu %stages_stages.3_stages.3.0_attn_fc1_Conv_output.0 : tensor<1x56x1x1xf16>
    %stages.3.0.attn.fc2.weight = anec.constant #anec.placeholder<tensor<896x56x1x1xf16>>
    %stages.3.0.attn.fc2.bias = anec.constant #anec.placeholder<tensor<896xf16>>
    %stages_stages.3_stages.3.0_attn_fc2_Conv_output.0 = anec.convolution %stages_stages.3_stages.3.0_attn_act_Relu_output.0, %stages.3.0.attn.fc2.weight bias(%stages.3.0.attn.fc2.bias : tensor<896xf16>) : tensor<1x56x1x1xf16>, tensor<896x56x1x1xf16> -> tensor<1x896x1x1xf16>
    %stages_stages.3_stages.3.0_attn_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.3_stages.3.0_attn_fc2_Conv_output.0 : tensor<1x896x1x1xf16>
    %stages_stages.3_stages.3.0_attn_Mul_output.0 = anec.mul %stages_stages.3_stages.3.0_reparam_conv_Conv_output.0, %stages_stages.3_stages.3.0_attn_gate_Sigmoid_output.0 : tensor<1x896x7x7xf16>, tensor<1x896x1x1xf16> -> tensor<1x896x7x7xf16>
    %stages_stages.3_stages.3.0_act_Relu_output.0 = anec.relu %stages_stages.3_stages.3.0_attn_Mul_output.0 : tensor<1x896x7x7xf16>
    %stages.3.1.reparam_conv.weight = anec.constant #anec.placeholder<tensor<2048x896x1x1xf16>>
    %stages.3.1.reparam_conv.bias = anec.constant #anec.placeholder<tensor<2048xf16>>
    %stages_stages.3_stages.3.1_reparam_conv_Conv_output.0 = anec.convolution %stages_stages.3_stages.3.0_act_Relu_output.0, %stages.3.1.reparam_conv.weight bias(%stages.3.1.reparam_conv.bias : tensor<2048xf16>) : tensor<1x896x7x7xf16>, tensor<2048x896x1x1xf16> -> tensor<1x2048x7x7xf16>
    %stages_stages.3_stages.3.1_attn_ReduceMean_output.0 = anec.reduce_mean %stages_stages.3_stages.3.1_reparam_conv_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x2048x7x7xf16> -> tensor<1x2048x1x1xf16>
    %stages.3.1.attn.fc1.weight = anec.constant #anec.placeholder<tensor<128x2048x1x1xf16>>
    %stages.3.1.attn.fc1.bias = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.3_stages.3.1_attn_fc1_Conv_output.0 = anec.convolution %stages_stages.3_stages.3.1_attn_ReduceMean_output.0, %stages.3.1.attn.fc1.weight bias(%stages.3.1.attn.fc1.bias : tensor<128xf16>) : tensor<1x2048x1x1xf16>, tensor<128x2048x1x1xf16> -> tensor<1x128x1x1xf16>
    %stages_stages.3_stages.3.1_attn_act_Relu_output.0 = anec.relu %stages_stages.3_stages.3.1_attn_fc1_Conv_output.0 : tensor<1x128x1x1xf16>
    %stages.3.1.attn.fc2.weight = anec.constant #anec.placeholder<tensor<2048x128x1x1xf16>>
    %stages.3.1.attn.fc2.bias = anec.constant #anec.placeholder<tensor<2048xf16>>
    %stages_stages.3_stages.3.1_attn_fc2_Conv_output.0 = anec.convolution %stages_stages.3_stages.3.1_attn_act_Relu_output.0, %stages.3.1.attn.fc2.weight bias(%stages.3.1.attn.fc2.bias : tensor<2048xf16>) : tensor<1x128x1x1xf16>, tensor<2048x128x1x1xf16> -> tensor<1x2048x1x1xf16>
    %stages_stages.3_stages.3.1_attn_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.3_stages.3.1_attn_fc2_Conv_output.0 : tensor<1x2048x1x1xf16>
    %stages_stages.3_stages.3.1_attn_Mul_output.0 = anec.mul %stages_stages.3_stages.3.1_reparam_conv_Conv_output.0, %stages_stages.3_stages.3.1_attn_gate_Sigmoid_output.0 : tensor<1x2048x7x7xf16>, tensor<1x2048x1x1xf16> -> tensor<1x2048x7x7xf16>
    %stages_stages.3_stages.3.1_act_Relu_output.0 = anec.relu %stages_stages.3_stages.3.1_attn_Mul_output.0 : tensor<1x2048x7x7xf16>
    %head_global_pool_pool_GlobalAveragePool_output.0 = anec.global_avg_pool %stages_stages.3_stages.3.1_act_Relu_output.0 : tensor<1x2048x7x7xf16> -> tensor<1x2048x1x1xf16>
    %head_global_pool_flatten_Flatten_output.0 = anec.reshape %head_global_pool_pool_GlobalAveragePool_output.0 : tensor<1x2048x1x1xf16> -> tensor<1x2048xf16>
    %head.fc.weight = anec.constant #anec.placeholder<tensor<1000x2048xf16>>
    %0 = anec.matmul %head_global_pool_flatten_Flatten_output.0, %head.fc.weight transpose_rhs true : tensor<1x2048xf16>, tensor<1000x2048xf16> -> tensor<1x1000xf16>
    %head.fc.bias = anec.constant #anec.placeholder<tensor<1000xf16>>
    %output = anec.add %0, %head.fc.bias : tensor<1x1000xf16>, tensor<1000xf16> -> tensor<1x1000xf16>
    %output_f32 = anec.cast %output : tensor<1x1000xf16> -> tensor<1x1000xf32>
    func.return %output_f32 : tensor<1x1000xf32>
  }
}
