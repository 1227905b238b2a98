// network RepViT-M2.3: timm.create_model('repvit_m2_3'), timm.utils.reparameterize_model, seed 0, eval; timm 1.0.31, torch 2.13.0, exporter torchscript, opset 17; anec-import --weights none --entry repvit_m2_3
builtin.module {
  func.func @repvit_m2_3(%input: tensor<1x3x224x224xf32>) -> tensor<1x1000xf32> {
    %input_f16 = anec.cast %input : tensor<1x3x224x224xf32> -> tensor<1x3x224x224xf16>
    %stem.conv1.weight = anec.constant #anec.placeholder<tensor<40x3x3x3xf16>>
    %stem.conv1.bias = anec.constant #anec.placeholder<tensor<40xf16>>
    %stem_conv1_Conv_output.0 = anec.convolution %input_f16, %stem.conv1.weight bias(%stem.conv1.bias : tensor<40xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x3x224x224xf16>, tensor<40x3x3x3xf16> -> tensor<1x40x112x112xf16>
    %stem_act1_Mul_1_output.0 = anec.gelu %stem_conv1_Conv_output.0 : tensor<1x40x112x112xf16>
    %stem.conv2.weight = anec.constant #anec.placeholder<tensor<80x40x3x3xf16>>
    %stem.conv2.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stem_conv2_Conv_output.0 = anec.convolution %stem_act1_Mul_1_output.0, %stem.conv2.weight bias(%stem.conv2.bias : tensor<80xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x40x112x112xf16>, tensor<80x40x3x3xf16> -> tensor<1x80x56x56xf16>
    %stages.0.blocks.0.token_mixer.weight = anec.constant #anec.placeholder<tensor<80x1x3x3xf16>>
    %stages.0.blocks.0.token_mixer.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.0_blocks_blocks.0_token_mixer_Conv_output.0 = anec.convolution %stem_conv2_Conv_output.0, %stages.0.blocks.0.token_mixer.weight bias(%stages.0.blocks.0.token_mixer.bias : tensor<80xf16>) {groups = 80 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x80x56x56xf16>, tensor<80x1x3x3xf16> -> tensor<1x80x56x56xf16>
    %stages_stages.0_blocks_blocks.0_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.0_blocks_blocks.0_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x80x56x56xf16> -> tensor<1x80x1x1xf16>
    %stages.0.blocks.0.se.fc1.weight = anec.constant #anec.placeholder<tensor<24x80x1x1xf16>>
    %stages.0.blocks.0.se.fc1.bias = anec.constant #anec.placeholder<tensor<24xf16>>
    %stages_stages.0_blocks_blocks.0_se_fc1_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.0_se_ReduceMean_output.0, %stages.0.blocks.0.se.fc1.weight bias(%stages.0.blocks.0.se.fc1.bias : tensor<24xf16>) : tensor<1x80x1x1xf16>, tensor<24x80x1x1xf16> -> tensor<1x24x1x1xf16>
    %stages_stages.0_blocks_blocks.0_se_act_Relu_output.0 = anec.relu %stages_stages.0_blocks_blocks.0_se_fc1_Conv_output.0 : tensor<1x24x1x1xf16>
    %stages.0.blocks.0.se.fc2.weight = anec.constant #anec.placeholder<tensor<80x24x1x1xf16>>
    %stages.0.blocks.0.se.fc2.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.0_blocks_blocks.0_se_fc2_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.0_se_act_Relu_output.0, %stages.0.blocks.0.se.fc2.weight bias(%stages.0.blocks.0.se.fc2.bias : tensor<80xf16>) : tensor<1x24x1x1xf16>, tensor<80x24x1x1xf16> -> tensor<1x80x1x1xf16>
    %stages_stages.0_blocks_blocks.0_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.0_blocks_blocks.0_se_fc2_Conv_output.0 : tensor<1x80x1x1xf16>
    %stages_stages.0_blocks_blocks.0_se_Mul_output.0 = anec.mul %stages_stages.0_blocks_blocks.0_token_mixer_Conv_output.0, %stages_stages.0_blocks_blocks.0_se_gate_Sigmoid_output.0 : tensor<1x80x56x56xf16>, tensor<1x80x1x1xf16> -> tensor<1x80x56x56xf16>
    %stages.0.blocks.0.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<160x80x1x1xf16>>
    %stages.0.blocks.0.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.0_blocks_blocks.0_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.0_se_Mul_output.0, %stages.0.blocks.0.channel_mixer.conv1.weight bias(%stages.0.blocks.0.channel_mixer.conv1.bias : tensor<160xf16>) : tensor<1x80x56x56xf16>, tensor<160x80x1x1xf16> -> tensor<1x160x56x56xf16>
    %stages_stages.0_blocks_blocks.0_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.0_channel_mixer_conv1_Conv_output.0 : tensor<1x160x56x56xf16>
    %stages.0.blocks.0.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<80x160x1x1xf16>>
    %stages.0.blocks.0.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.0_blocks_blocks.0_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.0_channel_mixer_act_Mul_1_output.0, %stages.0.blocks.0.channel_mixer.conv2.weight bias(%stages.0.blocks.0.channel_mixer.conv2.bias : tensor<80xf16>) : tensor<1x160x56x56xf16>, tensor<80x160x1x1xf16> -> tensor<1x80x56x56xf16>
    %stages_stages.0_blocks_blocks.0_Add_output.0 = anec.add %stages_stages.0_blocks_blocks.0_se_Mul_output.0, %stages_stages.0_blocks_blocks.0_channel_mixer_conv2_Conv_output.0 : tensor<1x80x56x56xf16>, tensor<1x80x56x56xf16> -> tensor<1x80x56x56xf16>
    %stages.0.blocks.1.token_mixer.weight = anec.constant #anec.placeholder<tensor<80x1x3x3xf16>>
    %stages.0.blocks.1.token_mixer.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.0_blocks_blocks.1_token_mixer_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.0_Add_output.0, %stages.0.blocks.1.token_mixer.weight bias(%stages.0.blocks.1.token_mixer.bias : tensor<80xf16>) {groups = 80 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x80x56x56xf16>, tensor<80x1x3x3xf16> -> tensor<1x80x56x56xf16>
    %stages.0.blocks.1.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<160x80x1x1xf16>>
    %stages.0.blocks.1.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.0_blocks_blocks.1_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.1_token_mixer_Conv_output.0, %stages.0.blocks.1.channel_mixer.conv1.weight bias(%stages.0.blocks.1.channel_mixer.conv1.bias : tensor<160xf16>) : tensor<1x80x56x56xf16>, tensor<160x80x1x1xf16> -> tensor<1x160x56x56xf16>
    %stages_stages.0_blocks_blocks.1_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.1_channel_mixer_conv1_Conv_output.0 : tensor<1x160x56x56xf16>
    %stages.0.blocks.1.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<80x160x1x1xf16>>
    %stages.0.blocks.1.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.0_blocks_blocks.1_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.1_channel_mixer_act_Mul_1_output.0, %stages.0.blocks.1.channel_mixer.conv2.weight bias(%stages.0.blocks.1.channel_mixer.conv2.bias : tensor<80xf16>) : tensor<1x160x56x56xf16>, tensor<80x160x1x1xf16> -> tensor<1x80x56x56xf16>
    %stages_stages.0_blocks_blocks.1_Add_output.0 = anec.add %stages_stages.0_blocks_blocks.1_token_mixer_Conv_output.0, %stages_stages.0_blocks_blocks.1_channel_mixer_conv2_Conv_output.0 : tensor<1x80x56x56xf16>, tensor<1x80x56x56xf16> -> tensor<1x80x56x56xf16>
    %stages.0.blocks.2.token_mixer.weight = anec.constant #anec.placeholder<tensor<80x1x3x3xf16>>
    %stages.0.blocks.2.token_mixer.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.0_blocks_blocks.2_token_mixer_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.1_Add_output.0, %stages.0.blocks.2.token_mixer.weight bias(%stages.0.blocks.2.token_mixer.bias : tensor<80xf16>) {groups = 80 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x80x56x56xf16>, tensor<80x1x3x3xf16> -> tensor<1x80x56x56xf16>
    %stages_stages.0_blocks_blocks.2_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.0_blocks_blocks.2_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x80x56x56xf16> -> tensor<1x80x1x1xf16>
    %stages.0.blocks.2.se.fc1.weight = anec.constant #anec.placeholder<tensor<24x80x1x1xf16>>
    %stages.0.blocks.2.se.fc1.bias = anec.constant #anec.placeholder<tensor<24xf16>>
    %stages_stages.0_blocks_blocks.2_se_fc1_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.2_se_ReduceMean_output.0, %stages.0.blocks.2.se.fc1.weight bias(%stages.0.blocks.2.se.fc1.bias : tensor<24xf16>) : tensor<1x80x1x1xf16>, tensor<24x80x1x1xf16> -> tensor<1x24x1x1xf16>
    %stages_stages.0_blocks_blocks.2_se_act_Relu_output.0 = anec.relu %stages_stages.0_blocks_blocks.2_se_fc1_Conv_output.0 : tensor<1x24x1x1xf16>
    %stages.0.blocks.2.se.fc2.weight = anec.constant #anec.placeholder<tensor<80x24x1x1xf16>>
    %stages.0.blocks.2.se.fc2.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.0_blocks_blocks.2_se_fc2_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.2_se_act_Relu_output.0, %stages.0.blocks.2.se.fc2.weight bias(%stages.0.blocks.2.se.fc2.bias : tensor<80xf16>) : tensor<1x24x1x1xf16>, tensor<80x24x1x1xf16> -> tensor<1x80x1x1xf16>
    %stages_stages.0_blocks_blocks.2_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.0_blocks_blocks.2_se_fc2_Conv_output.0 : tensor<1x80x1x1xf16>
    %stages_stages.0_blocks_blocks.2_se_Mul_output.0 = anec.mul %stages_stages.0_blocks_blocks.2_token_mixer_Conv_output.0, %stages_stages.0_blocks_blocks.2_se_gate_Sigmoid_output.0 : tensor<1x80x56x56xf16>, tensor<1x80x1x1xf16> -> tensor<1x80x56x56xf16>
    %stages.0.blocks.2.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<160x80x1x1xf16>>
    %stages.0.blocks.2.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.0_blocks_blocks.2_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.2_se_Mul_output.0, %stages.0.blocks.2.channel_mixer.conv1.weight bias(%stages.0.blocks.2.channel_mixer.conv1.bias : tensor<160xf16>) : tensor<1x80x56x56xf16>, tensor<160x80x1x1xf16> -> tensor<1x160x56x56xf16>
    %stages_stages.0_blocks_blocks.2_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.2_channel_mixer_conv1_Conv_output.0 : tensor<1x160x56x56xf16>
    %stages.0.blocks.2.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<80x160x1x1xf16>>
    %stages.0.blocks.2.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.0_blocks_blocks.2_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.2_channel_mixer_act_Mul_1_output.0, %stages.0.blocks.2.channel_mixer.conv2.weight bias(%stages.0.blocks.2.channel_mixer.conv2.bias : tensor<80xf16>) : tensor<1x160x56x56xf16>, tensor<80x160x1x1xf16> -> tensor<1x80x56x56xf16>
    %stages_stages.0_blocks_blocks.2_Add_output.0 = anec.add %stages_stages.0_blocks_blocks.2_se_Mul_output.0, %stages_stages.0_blocks_blocks.2_channel_mixer_conv2_Conv_output.0 : tensor<1x80x56x56xf16>, tensor<1x80x56x56xf16> -> tensor<1x80x56x56xf16>
    %stages.0.blocks.3.token_mixer.weight = anec.constant #anec.placeholder<tensor<80x1x3x3xf16>>
    %stages.0.blocks.3.token_mixer.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.0_blocks_blocks.3_token_mixer_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.2_Add_output.0, %stages.0.blocks.3.token_mixer.weight bias(%stages.0.blocks.3.token_mixer.bias : tensor<80xf16>) {groups = 80 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x80x56x56xf16>, tensor<80x1x3x3xf16> -> tensor<1x80x56x56xf16>
    %stages.0.blocks.3.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<160x80x1x1xf16>>
    %stages.0.blocks.3.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.0_blocks_blocks.3_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.3_token_mixer_Conv_output.0, %stages.0.blocks.3.channel_mixer.conv1.weight bias(%stages.0.blocks.3.channel_mixer.conv1.bias : tensor<160xf16>) : tensor<1x80x56x56xf16>, tensor<160x80x1x1xf16> -> tensor<1x160x56x56xf16>
    %stages_stages.0_blocks_blocks.3_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.3_channel_mixer_conv1_Conv_output.0 : tensor<1x160x56x56xf16>
    %stages.0.blocks.3.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<80x160x1x1xf16>>
    %stages.0.blocks.3.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.0_blocks_blocks.3_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.3_channel_mixer_act_Mul_1_output.0, %stages.0.blocks.3.channel_mixer.conv2.weight bias(%stages.0.blocks.3.channel_mixer.conv2.bias : tensor<80xf16>) : tensor<1x160x56x56xf16>, tensor<80x160x1x1xf16> -> tensor<1x80x56x56xf16>
    %stages_stages.0_blocks_blocks.3_Add_output.0 = anec.add %stages_stages.0_blocks_blocks.3_token_mixer_Conv_output.0, %stages_stages.0_blocks_blocks.3_channel_mixer_conv2_Conv_output.0 : tensor<1x80x56x56xf16>, tensor<1x80x56x56xf16> -> tensor<1x80x56x56xf16>
    %stages.0.blocks.4.token_mixer.weight = anec.constant #anec.placeholder<tensor<80x1x3x3xf16>>
    %stages.0.blocks.4.token_mixer.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.0_blocks_blocks.4_token_mixer_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.3_Add_output.0, %stages.0.blocks.4.token_mixer.weight bias(%stages.0.blocks.4.token_mixer.bias : tensor<80xf16>) {groups = 80 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x80x56x56xf16>, tensor<80x1x3x3xf16> -> tensor<1x80x56x56xf16>
    %stages_stages.0_blocks_blocks.4_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.0_blocks_blocks.4_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x80x56x56xf16> -> tensor<1x80x1x1xf16>
    %stages.0.blocks.4.se.fc1.weight = anec.constant #anec.placeholder<tensor<24x80x1x1xf16>>
    %stages.0.blocks.4.se.fc1.bias = anec.constant #anec.placeholder<tensor<24xf16>>
    %stages_stages.0_blocks_blocks.4_se_fc1_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.4_se_ReduceMean_output.0, %stages.0.blocks.4.se.fc1.weight bias(%stages.0.blocks.4.se.fc1.bias : tensor<24xf16>) : tensor<1x80x1x1xf16>, tensor<24x80x1x1xf16> -> tensor<1x24x1x1xf16>
    %stages_stages.0_blocks_blocks.4_se_act_Relu_output.0 = anec.relu %stages_stages.0_blocks_blocks.4_se_fc1_Conv_output.0 : tensor<1x24x1x1xf16>
    %stages.0.blocks.4.se.fc2.weight = anec.constant #anec.placeholder<tensor<80x24x1x1xf16>>
    %stages.0.blocks.4.se.fc2.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.0_blocks_blocks.4_se_fc2_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.4_se_act_Relu_output.0, %stages.0.blocks.4.se.fc2.weight bias(%stages.0.blocks.4.se.fc2.bias : tensor<80xf16>) : tensor<1x24x1x1xf16>, tensor<80x24x1x1xf16> -> tensor<1x80x1x1xf16>
    %stages_stages.0_blocks_blocks.4_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.0_blocks_blocks.4_se_fc2_Conv_output.0 : tensor<1x80x1x1xf16>
    %stages_stages.0_blocks_blocks.4_se_Mul_output.0 = anec.mul %stages_stages.0_blocks_blocks.4_token_mixer_Conv_output.0, %stages_stages.0_blocks_blocks.4_se_gate_Sigmoid_output.0 : tensor<1x80x56x56xf16>, tensor<1x80x1x1xf16> -> tensor<1x80x56x56xf16>
    %stages.0.blocks.4.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<160x80x1x1xf16>>
    %stages.0.blocks.4.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.0_blocks_blocks.4_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.4_se_Mul_output.0, %stages.0.blocks.4.channel_mixer.conv1.weight bias(%stages.0.blocks.4.channel_mixer.conv1.bias : tensor<160xf16>) : tensor<1x80x56x56xf16>, tensor<160x80x1x1xf16> -> tensor<1x160x56x56xf16>
    %stages_stages.0_blocks_blocks.4_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.4_channel_mixer_conv1_Conv_output.0 : tensor<1x160x56x56xf16>
    %stages.0.blocks.4.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<80x160x1x1xf16>>
    %stages.0.blocks.4.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.0_blocks_blocks.4_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.4_channel_mixer_act_Mul_1_output.0, %stages.0.blocks.4.channel_mixer.conv2.weight bias(%stages.0.blocks.4.channel_mixer.conv2.bias : tensor<80xf16>) : tensor<1x160x56x56xf16>, tensor<80x160x1x1xf16> -> tensor<1x80x56x56xf16>
    %stages_stages.0_blocks_blocks.4_Add_output.0 = anec.add %stages_stages.0_blocks_blocks.4_se_Mul_output.0, %stages_stages.0_blocks_blocks.4_channel_mixer_conv2_Conv_output.0 : tensor<1x80x56x56xf16>, tensor<1x80x56x56xf16> -> tensor<1x80x56x56xf16>
    %stages.0.blocks.5.token_mixer.weight = anec.constant #anec.placeholder<tensor<80x1x3x3xf16>>
    %stages.0.blocks.5.token_mixer.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.0_blocks_blocks.5_token_mixer_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.4_Add_output.0, %stages.0.blocks.5.token_mixer.weight bias(%stages.0.blocks.5.token_mixer.bias : tensor<80xf16>) {groups = 80 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x80x56x56xf16>, tensor<80x1x3x3xf16> -> tensor<1x80x56x56xf16>
    %stages.0.blocks.5.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<160x80x1x1xf16>>
    %stages.0.blocks.5.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.0_blocks_blocks.5_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.5_token_mixer_Conv_output.0, %stages.0.blocks.5.channel_mixer.conv1.weight bias(%stages.0.blocks.5.channel_mixer.conv1.bias : tensor<160xf16>) : tensor<1x80x56x56xf16>, tensor<160x80x1x1xf16> -> tensor<1x160x56x56xf16>
    %stages_stages.0_blocks_blocks.5_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.5_channel_mixer_conv1_Conv_output.0 : tensor<1x160x56x56xf16>
    %stages.0.blocks.5.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<80x160x1x1xf16>>
    %stages.0.blocks.5.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.0_blocks_blocks.5_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.5_channel_mixer_act_Mul_1_output.0, %stages.0.blocks.5.channel_mixer.conv2.weight bias(%stages.0.blocks.5.channel_mixer.conv2.bias : tensor<80xf16>) : tensor<1x160x56x56xf16>, tensor<80x160x1x1xf16> -> tensor<1x80x56x56xf16>
    %stages_stages.0_blocks_blocks.5_Add_output.0 = anec.add %stages_stages.0_blocks_blocks.5_token_mixer_Conv_output.0, %stages_stages.0_blocks_blocks.5_channel_mixer_conv2_Conv_output.0 : tensor<1x80x56x56xf16>, tensor<1x80x56x56xf16> -> tensor<1x80x56x56xf16>
    %stages.1.downsample.pre_block.token_mixer.weight = anec.constant #anec.placeholder<tensor<80x1x3x3xf16>>
    %stages.1.downsample.pre_block.token_mixer.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.1_downsample_pre_block_token_mixer_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.5_Add_output.0, %stages.1.downsample.pre_block.token_mixer.weight bias(%stages.1.downsample.pre_block.token_mixer.bias : tensor<80xf16>) {groups = 80 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x80x56x56xf16>, tensor<80x1x3x3xf16> -> tensor<1x80x56x56xf16>
    %stages.1.downsample.pre_block.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<160x80x1x1xf16>>
    %stages.1.downsample.pre_block.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.1_downsample_pre_block_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.1_downsample_pre_block_token_mixer_Conv_output.0, %stages.1.downsample.pre_block.channel_mixer.conv1.weight bias(%stages.1.downsample.pre_block.channel_mixer.conv1.bias : tensor<160xf16>) : tensor<1x80x56x56xf16>, tensor<160x80x1x1xf16> -> tensor<1x160x56x56xf16>
    %stages_stages.1_downsample_pre_block_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.1_downsample_pre_block_channel_mixer_conv1_Conv_output.0 : tensor<1x160x56x56xf16>
    %stages.1.downsample.pre_block.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<80x160x1x1xf16>>
    %stages.1.downsample.pre_block.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.1_downsample_pre_block_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.1_downsample_pre_block_channel_mixer_act_Mul_1_output.0, %stages.1.downsample.pre_block.channel_mixer.conv2.weight bias(%stages.1.downsample.pre_block.channel_mixer.conv2.bias : tensor<80xf16>) : tensor<1x160x56x56xf16>, tensor<80x160x1x1xf16> -> tensor<1x80x56x56xf16>
    %stages_stages.1_downsample_pre_block_Add_output.0 = anec.add %stages_stages.1_downsample_pre_block_token_mixer_Conv_output.0, %stages_stages.1_downsample_pre_block_channel_mixer_conv2_Conv_output.0 : tensor<1x80x56x56xf16>, tensor<1x80x56x56xf16> -> tensor<1x80x56x56xf16>
    %stages.1.downsample.spatial_downsample.weight = anec.constant #anec.placeholder<tensor<80x1x3x3xf16>>
    %stages.1.downsample.spatial_downsample.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.1_downsample_spatial_downsample_Conv_output.0 = anec.convolution %stages_stages.1_downsample_pre_block_Add_output.0, %stages.1.downsample.spatial_downsample.weight bias(%stages.1.downsample.spatial_downsample.bias : tensor<80xf16>) {groups = 80 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x80x56x56xf16>, tensor<80x1x3x3xf16> -> tensor<1x80x28x28xf16>
    %stages.1.downsample.channel_downsample.weight = anec.constant #anec.placeholder<tensor<160x80x1x1xf16>>
    %stages.1.downsample.channel_downsample.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.1_downsample_channel_downsample_Conv_output.0 = anec.convolution %stages_stages.1_downsample_spatial_downsample_Conv_output.0, %stages.1.downsample.channel_downsample.weight bias(%stages.1.downsample.channel_downsample.bias : tensor<160xf16>) : tensor<1x80x28x28xf16>, tensor<160x80x1x1xf16> -> tensor<1x160x28x28xf16>
    %stages.1.downsample.ffn.conv1.weight = anec.constant #anec.placeholder<tensor<320x160x1x1xf16>>
    %stages.1.downsample.ffn.conv1.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.1_downsample_ffn_conv1_Conv_output.0 = anec.convolution %stages_stages.1_downsample_channel_downsample_Conv_output.0, %stages.1.downsample.ffn.conv1.weight bias(%stages.1.downsample.ffn.conv1.bias : tensor<320xf16>) : tensor<1x160x28x28xf16>, tensor<320x160x1x1xf16> -> tensor<1x320x28x28xf16>
    %stages_stages.1_downsample_ffn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_downsample_ffn_conv1_Conv_output.0 : tensor<1x320x28x28xf16>
    %stages.1.downsample.ffn.conv2.weight = anec.constant #anec.placeholder<tensor<160x320x1x1xf16>>
    %stages.1.downsample.ffn.conv2.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.1_downsample_ffn_conv2_Conv_output.0 = anec.convolution %stages_stages.1_downsample_ffn_act_Mul_1_output.0, %stages.1.downsample.ffn.conv2.weight bias(%stages.1.downsample.ffn.conv2.bias : tensor<160xf16>) : tensor<1x320x28x28xf16>, tensor<160x320x1x1xf16> -> tensor<1x160x28x28xf16>
    %stages_stages.1_downsample_Add_output.0 = anec.add %stages_stages.1_downsample_ffn_conv2_Conv_output.0, %stages_stages.1_downsample_channel_downsample_Conv_output.0 : tensor<1x160x28x28xf16>, tensor<1x160x28x28xf16> -> tensor<1x160x28x28xf16>
    %stages.1.blocks.0.token_mixer.weight = anec.constant #anec.placeholder<tensor<160x1x3x3xf16>>
    %stages.1.blocks.0.token_mixer.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.1_blocks_blocks.0_token_mixer_Conv_output.0 = anec.convolution %stages_stages.1_downsample_Add_output.0, %stages.1.blocks.0.token_mixer.weight bias(%stages.1.blocks.0.token_mixer.bias : tensor<160xf16>) {groups = 160 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x160x28x28xf16>, tensor<160x1x3x3xf16> -> tensor<1x160x28x28xf16>
    %stages_stages.1_blocks_blocks.0_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.1_blocks_blocks.0_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x160x28x28xf16> -> tensor<1x160x1x1xf16>
    %stages.1.blocks.0.se.fc1.weight = anec.constant #anec.placeholder<tensor<40x160x1x1xf16>>
    %stages.1.blocks.0.se.fc1.bias = anec.constant #anec.placeholder<tensor<40xf16>>
    %stages_stages.1_blocks_blocks.0_se_fc1_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.0_se_ReduceMean_output.0, %stages.1.blocks.0.se.fc1.weight bias(%stages.1.blocks.0.se.fc1.bias : tensor<40xf16>) : tensor<1x160x1x1xf16>, tensor<40x160x1x1xf16> -> tensor<1x40x1x1xf16>
    %stages_stages.1_blocks_blocks.0_se_act_Relu_output.0 = anec.relu %stages_stages.1_blocks_blocks.0_se_fc1_Conv_output.0 : tensor<1x40x1x1xf16>
    %stages.1.blocks.0.se.fc2.weight = anec.constant #anec.placeholder<tensor<160x40x1x1xf16>>
    %stages.1.blocks.0.se.fc2.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.1_blocks_blocks.0_se_fc2_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.0_se_act_Relu_output.0, %stages.1.blocks.0.se.fc2.weight bias(%stages.1.blocks.0.se.fc2.bias : tensor<160xf16>) : tensor<1x40x1x1xf16>, tensor<160x40x1x1xf16> -> tensor<1x160x1x1xf16>
    %stages_stages.1_blocks_blocks.0_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.1_blocks_blocks.0_se_fc2_Conv_output.0 : tensor<1x160x1x1xf16>
    %stages_stages.1_blocks_blocks.0_se_Mul_output.0 = anec.mul %stages_stages.1_blocks_blocks.0_token_mixer_Conv_output.0, %stages_stages.1_blocks_blocks.0_se_gate_Sigmoid_output.0 : tensor<1x160x28x28xf16>, tensor<1x160x1x1xf16> -> tensor<1x160x28x28xf16>
    %stages.1.blocks.0.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<320x160x1x1xf16>>
    %stages.1.blocks.0.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.1_blocks_blocks.0_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.0_se_Mul_output.0, %stages.1.blocks.0.channel_mixer.conv1.weight bias(%stages.1.blocks.0.channel_mixer.conv1.bias : tensor<320xf16>) : tensor<1x160x28x28xf16>, tensor<320x160x1x1xf16> -> tensor<1x320x28x28xf16>
    %stages_stages.1_blocks_blocks.0_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.0_channel_mixer_conv1_Conv_output.0 : tensor<1x320x28x28xf16>
    %stages.1.blocks.0.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<160x320x1x1xf16>>
    %stages.1.blocks.0.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.1_blocks_blocks.0_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.0_channel_mixer_act_Mul_1_output.0, %stages.1.blocks.0.channel_mixer.conv2.weight bias(%stages.1.blocks.0.channel_mixer.conv2.bias : tensor<160xf16>) : tensor<1x320x28x28xf16>, tensor<160x320x1x1xf16> -> tensor<1x160x28x28xf16>
    %stages_stages.1_blocks_blocks.0_Add_output.0 = anec.add %stages_stages.1_blocks_blocks.0_se_Mul_output.0, %stages_stages.1_blocks_blocks.0_channel_mixer_conv2_Conv_output.0 : tensor<1x160x28x28xf16>, tensor<1x160x28x28xf16> -> tensor<1x160x28x28xf16>
    %stages.1.blocks.1.token_mixer.weight = anec.constant #anec.placeholder<tensor<160x1x3x3xf16>>
    %stages.1.blocks.1.token_mixer.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.1_blocks_blocks.1_token_mixer_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.0_Add_output.0, %stages.1.blocks.1.token_mixer.weight bias(%stages.1.blocks.1.token_mixer.bias : tensor<160xf16>) {groups = 160 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x160x28x28xf16>, tensor<160x1x3x3xf16> -> tensor<1x160x28x28xf16>
    %stages.1.blocks.1.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<320x160x1x1xf16>>
    %stages.1.blocks.1.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.1_blocks_blocks.1_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.1_token_mixer_Conv_output.0, %stages.1.blocks.1.channel_mixer.conv1.weight bias(%stages.1.blocks.1.channel_mixer.conv1.bias : tensor<320xf16>) : tensor<1x160x28x28xf16>, tensor<320x160x1x1xf16> -> tensor<1x320x28x28xf16>
    %stages_stages.1_blocks_blocks.1_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.1_channel_mixer_conv1_Conv_output.0 : tensor<1x320x28x28xf16>
    %stages.1.blocks.1.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<160x320x1x1xf16>>
    %stages.1.blocks.1.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.1_blocks_blocks.1_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.1_channel_mixer_act_Mul_1_output.0, %stages.1.blocks.1.channel_mixer.conv2.weight bias(%stages.1.blocks.1.channel_mixer.conv2.bias : tensor<160xf16>) : tensor<1x320x28x28xf16>, tensor<160x320x1x1xf16> -> tensor<1x160x28x28xf16>
    %stages_stages.1_blocks_blocks.1_Add_output.0 = anec.add %stages_stages.1_blocks_blocks.1_token_mixer_Conv_output.0, %stages_stages.1_blocks_blocks.1_channel_mixer_conv2_Conv_output.0 : tensor<1x160x28x28xf16>, tensor<1x160x28x28xf16> -> tensor<1x160x28x28xf16>
    %stages.1.blocks.2.token_mixer.weight = anec.constant #anec.placeholder<tensor<160x1x3x3xf16>>
    %stages.1.blocks.2.token_mixer.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.1_blocks_blocks.2_token_mixer_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.1_Add_output.0, %stages.1.blocks.2.token_mixer.weight bias(%stages.1.blocks.2.token_mixer.bias : tensor<160xf16>) {groups = 160 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x160x28x28xf16>, tensor<160x1x3x3xf16> -> tensor<1x160x28x28xf16>
    %stages_stages.1_blocks_blocks.2_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.1_blocks_blocks.2_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x160x28x28xf16> -> tensor<1x160x1x1xf16>
    %stages.1.blocks.2.se.fc1.weight = anec.constant #anec.placeholder<tensor<40x160x1x1xf16>>
    %stages.1.blocks.2.se.fc1.bias = anec.constant #anec.placeholder<tensor<40xf16>>
    %stages_stages.1_blocks_blocks.2_se_fc1_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.2_se_ReduceMean_output.0, %stages.1.blocks.2.se.fc1.weight bias(%stages.1.blocks.2.se.fc1.bias : tensor<40xf16>) : tensor<1x160x1x1xf16>, tensor<40x160x1x1xf16> -> tensor<1x40x1x1xf16>
    %stages_stages.1_blocks_blocks.2_se_act_Relu_output.0 = anec.relu %stages_stages.1_blocks_blocks.2_se_fc1_Conv_output.0 : tensor<1x40x1x1xf16>
    %stages.1.blocks.2.se.fc2.weight = anec.constant #anec.placeholder<tensor<160x40x1x1xf16>>
    %stages.1.blocks.2.se.fc2.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.1_blocks_blocks.2_se_fc2_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.2_se_act_Relu_output.0, %stages.1.blocks.2.se.fc2.weight bias(%stages.1.blocks.2.se.fc2.bias : tensor<160xf16>) : tensor<1x40x1x1xf16>, tensor<160x40x1x1xf16> -> tensor<1x160x1x1xf16>
    %stages_stages.1_blocks_blocks.2_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.1_blocks_blocks.2_se_fc2_Conv_output.0 : tensor<1x160x1x1xf16>
    %stages_stages.1_blocks_blocks.2_se_Mul_output.0 = anec.mul %stages_stages.1_blocks_blocks.2_token_mixer_Conv_output.0, %stages_stages.1_blocks_blocks.2_se_gate_Sigmoid_output.0 : tensor<1x160x28x28xf16>, tensor<1x160x1x1xf16> -> tensor<1x160x28x28xf16>
    %stages.1.blocks.2.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<320x160x1x1xf16>>
    %stages.1.blocks.2.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.1_blocks_blocks.2_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.2_se_Mul_output.0, %stages.1.blocks.2.channel_mixer.conv1.weight bias(%stages.1.blocks.2.channel_mixer.conv1.bias : tensor<320xf16>) : tensor<1x160x28x28xf16>, tensor<320x160x1x1xf16> -> tensor<1x320x28x28xf16>
    %stages_stages.1_blocks_blocks.2_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.2_channel_mixer_conv1_Conv_output.0 : tensor<1x320x28x28xf16>
    %stages.1.blocks.2.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<160x320x1x1xf16>>
    %stages.1.blocks.2.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.1_blocks_blocks.2_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.2_channel_mixer_act_Mul_1_output.0, %stages.1.blocks.2.channel_mixer.conv2.weight bias(%stages.1.blocks.2.channel_mixer.conv2.bias : tensor<160xf16>) : tensor<1x320x28x28xf16>, tensor<160x320x1x1xf16> -> tensor<1x160x28x28xf16>
    %stages_stages.1_blocks_blocks.2_Add_output.0 = anec.add %stages_stages.1_blocks_blocks.2_se_Mul_output.0, %stages_stages.1_blocks_blocks.2_channel_mixer_conv2_Conv_output.0 : tensor<1x160x28x28xf16>, tensor<1x160x28x28xf16> -> tensor<1x160x28x28xf16>
    %stages.1.blocks.3.token_mixer.weight = anec.constant #anec.placeholder<tensor<160x1x3x3xf16>>
    %stages.1.blocks.3.token_mixer.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.1_blocks_blocks.3_token_mixer_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.2_Add_output.0, %stages.1.blocks.3.token_mixer.weight bias(%stages.1.blocks.3.token_mixer.bias : tensor<160xf16>) {groups = 160 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x160x28x28xf16>, tensor<160x1x3x3xf16> -> tensor<1x160x28x28xf16>
    %stages.1.blocks.3.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<320x160x1x1xf16>>
    %stages.1.blocks.3.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.1_blocks_blocks.3_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.3_token_mixer_Conv_output.0, %stages.1.blocks.3.channel_mixer.conv1.weight bias(%stages.1.blocks.3.channel_mixer.conv1.bias : tensor<320xf16>) : tensor<1x160x28x28xf16>, tensor<320x160x1x1xf16> -> tensor<1x320x28x28xf16>
    %stages_stages.1_blocks_blocks.3_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.3_channel_mixer_conv1_Conv_output.0 : tensor<1x320x28x28xf16>
    %stages.1.blocks.3.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<160x320x1x1xf16>>
    %stages.1.blocks.3.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.1_blocks_blocks.3_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.3_channel_mixer_act_Mul_1_output.0, %stages.1.blocks.3.channel_mixer.conv2.weight bias(%stages.1.blocks.3.channel_mixer.conv2.bias : tensor<160xf16>) : tensor<1x320x28x28xf16>, tensor<160x320x1x1xf16> -> tensor<1x160x28x28xf16>
    %stages_stages.1_blocks_blocks.3_Add_output.0 = anec.add %stages_stages.1_blocks_blocks.3_token_mixer_Conv_output.0, %stages_stages.1_blocks_blocks.3_channel_mixer_conv2_Conv_output.0 : tensor<1x160x28x28xf16>, tensor<1x160x28x28xf16> -> tensor<1x160x28x28xf16>
    %stages.1.blocks.4.token_mixer.weight = anec.constant #anec.placeholder<tensor<160x1x3x3xf16>>
    %stages.1.blocks.4.token_mixer.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.1_blocks_blocks.4_token_mixer_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.3_Add_output.0, %stages.1.blocks.4.token_mixer.weight bias(%stages.1.blocks.4.token_mixer.bias : tensor<160xf16>) {groups = 160 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x160x28x28xf16>, tensor<160x1x3x3xf16> -> tensor<1x160x28x28xf16>
    %stages_stages.1_blocks_blocks.4_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.1_blocks_blocks.4_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x160x28x28xf16> -> tensor<1x160x1x1xf16>
    %stages.1.blocks.4.se.fc1.weight = anec.constant #anec.placeholder<tensor<40x160x1x1xf16>>
    %stages.1.blocks.4.se.fc1.bias = anec.constant #anec.placeholder<tensor<40xf16>>
    %stages_stages.1_blocks_blocks.4_se_fc1_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.4_se_ReduceMean_output.0, %stages.1.blocks.4.se.fc1.weight bias(%stages.1.blocks.4.se.fc1.bias : tensor<40xf16>) : tensor<1x160x1x1xf16>, tensor<40x160x1x1xf16> -> tensor<1x40x1x1xf16>
    %stages_stages.1_blocks_blocks.4_se_act_Relu_output.0 = anec.relu %stages_stages.1_blocks_blocks.4_se_fc1_Conv_output.0 : tensor<1x40x1x1xf16>
    %stages.1.blocks.4.se.fc2.weight = anec.constant #anec.placeholder<tensor<160x40x1x1xf16>>
    %stages.1.blocks.4.se.fc2.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.1_blocks_blocks.4_se_fc2_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.4_se_act_Relu_output.0, %stages.1.blocks.4.se.fc2.weight bias(%stages.1.blocks.4.se.fc2.bias : tensor<160xf16>) : tensor<1x40x1x1xf16>, tensor<160x40x1x1xf16> -> tensor<1x160x1x1xf16>
    %stages_stages.1_blocks_blocks.4_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.1_blocks_blocks.4_se_fc2_Conv_output.0 : tensor<1x160x1x1xf16>
    %stages_stages.1_blocks_blocks.4_se_Mul_output.0 = anec.mul %stages_stages.1_blocks_blocks.4_token_mixer_Conv_output.0, %stages_stages.1_blocks_blocks.4_se_gate_Sigmoid_output.0 : tensor<1x160x28x28xf16>, tensor<1x160x1x1xf16> -> tensor<1x160x28x28xf16>
    %stages.1.blocks.4.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<320x160x1x1xf16>>
    %stages.1.blocks.4.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.1_blocks_blocks.4_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.4_se_Mul_output.0, %stages.1.blocks.4.channel_mixer.conv1.weight bias(%stages.1.blocks.4.channel_mixer.conv1.bias : tensor<320xf16>) : tensor<1x160x28x28xf16>, tensor<320x160x1x1xf16> -> tensor<1x320x28x28xf16>
    %stages_stages.1_blocks_blocks.4_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.4_channel_mixer_conv1_Conv_output.0 : tensor<1x320x28x28xf16>
    %stages.1.blocks.4.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<160x320x1x1xf16>>
    %stages.1.blocks.4.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.1_blocks_blocks.4_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.4_channel_mixer_act_Mul_1_output.0, %stages.1.blocks.4.channel_mixer.conv2.weight bias(%stages.1.blocks.4.channel_mixer.conv2.bias : tensor<160xf16>) : tensor<1x320x28x28xf16>, tensor<160x320x1x1xf16> -> tensor<1x160x28x28xf16>
    %stages_stages.1_blocks_blocks.4_Add_output.0 = anec.add %stages_stages.1_blocks_blocks.4_se_Mul_output.0, %stages_stages.1_blocks_blocks.4_channel_mixer_conv2_Conv_output.0 : tensor<1x160x28x28xf16>, tensor<1x160x28x28xf16> -> tensor<1x160x28x28xf16>
    %stages.1.blocks.5.token_mixer.weight = anec.constant #anec.placeholder<tensor<160x1x3x3xf16>>
    %stages.1.blocks.5.token_mixer.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.1_blocks_blocks.5_token_mixer_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.4_Add_output.0, %stages.1.blocks.5.token_mixer.weight bias(%stages.1.blocks.5.token_mixer.bias : tensor<160xf16>) {groups = 160 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x160x28x28xf16>, tensor<160x1x3x3xf16> -> tensor<1x160x28x28xf16>
    %stages.1.blocks.5.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<320x160x1x1xf16>>
    %stages.1.blocks.5.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.1_blocks_blocks.5_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.5_token_mixer_Conv_output.0, %stages.1.blocks.5.channel_mixer.conv1.weight bias(%stages.1.blocks.5.channel_mixer.conv1.bias : tensor<320xf16>) : tensor<1x160x28x28xf16>, tensor<320x160x1x1xf16> -> tensor<1x320x28x28xf16>
    %stages_stages.1_blocks_blocks.5_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.5_channel_mixer_conv1_Conv_output.0 : tensor<1x320x28x28xf16>
    %stages.1.blocks.5.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<160x320x1x1xf16>>
    %stages.1.blocks.5.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.1_blocks_blocks.5_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.5_channel_mixer_act_Mul_1_output.0, %stages.1.blocks.5.channel_mixer.conv2.weight bias(%stages.1.blocks.5.channel_mixer.conv2.bias : tensor<160xf16>) : tensor<1x320x28x28xf16>, tensor<160x320x1x1xf16> -> tensor<1x160x28x28xf16>
    %stages_stages.1_blocks_blocks.5_Add_output.0 = anec.add %stages_stages.1_blocks_blocks.5_token_mixer_Conv_output.0, %stages_stages.1_blocks_blocks.5_channel_mixer_conv2_Conv_output.0 : tensor<1x160x28x28xf16>, tensor<1x160x28x28xf16> -> tensor<1x160x28x28xf16>
    %stages.2.downsample.pre_block.token_mixer.weight = anec.constant #anec.placeholder<tensor<160x1x3x3xf16>>
    %stages.2.downsample.pre_block.token_mixer.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.2_downsample_pre_block_token_mixer_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.5_Add_output.0, %stages.2.downsample.pre_block.token_mixer.weight bias(%stages.2.downsample.pre_block.token_mixer.bias : tensor<160xf16>) {groups = 160 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x160x28x28xf16>, tensor<160x1x3x3xf16> -> tensor<1x160x28x28xf16>
    %stages.2.downsample.pre_block.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<320x160x1x1xf16>>
    %stages.2.downsample.pre_block.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_downsample_pre_block_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_downsample_pre_block_token_mixer_Conv_output.0, %stages.2.downsample.pre_block.channel_mixer.conv1.weight bias(%stages.2.downsample.pre_block.channel_mixer.conv1.bias : tensor<320xf16>) : tensor<1x160x28x28xf16>, tensor<320x160x1x1xf16> -> tensor<1x320x28x28xf16>
    %stages_stages.2_downsample_pre_block_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_downsample_pre_block_channel_mixer_conv1_Conv_output.0 : tensor<1x320x28x28xf16>
    %stages.2.downsample.pre_block.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<160x320x1x1xf16>>
    %stages.2.downsample.pre_block.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.2_downsample_pre_block_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_downsample_pre_block_channel_mixer_act_Mul_1_output.0, %stages.2.downsample.pre_block.channel_mixer.conv2.weight bias(%stages.2.downsample.pre_block.channel_mixer.conv2.bias : tensor<160xf16>) : tensor<1x320x28x28xf16>, tensor<160x320x1x1xf16> -> tensor<1x160x28x28xf16>
    %stages_stages.2_downsample_pre_block_Add_output.0 = anec.add %stages_stages.2_downsample_pre_block_token_mixer_Conv_output.0, %stages_stages.2_downsample_pre_block_channel_mixer_conv2_Conv_output.0 : tensor<1x160x28x28xf16>, tensor<1x160x28x28xf16> -> tensor<1x160x28x28xf16>
    %stages.2.downsample.spatial_downsample.weight = anec.constant #anec.placeholder<tensor<160x1x3x3xf16>>
    %stages.2.downsample.spatial_downsample.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.2_downsample_spatial_downsample_Conv_output.0 = anec.convolution %stages_stages.2_downsample_pre_block_Add_output.0, %stages.2.downsample.spatial_downsample.weight bias(%stages.2.downsample.spatial_downsample.bias : tensor<160xf16>) {groups = 160 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x160x28x28xf16>, tensor<160x1x3x3xf16> -> tensor<1x160x14x14xf16>
    %stages.2.downsample.channel_downsample.weight = anec.constant #anec.placeholder<tensor<320x160x1x1xf16>>
    %stages.2.downsample.channel_downsample.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_downsample_channel_downsample_Conv_output.0 = anec.convolution %stages_stages.2_downsample_spatial_downsample_Conv_output.0, %stages.2.downsample.channel_downsample.weight bias(%stages.2.downsample.channel_downsample.bias : tensor<320xf16>) : tensor<1x160x14x14xf16>, tensor<320x160x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages.2.downsample.ffn.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.downsample.ffn.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_downsample_ffn_conv1_Conv_output.0 = anec.convolution %stages_stages.2_downsample_channel_downsample_Conv_output.0, %stages.2.downsample.ffn.conv1.weight bias(%stages.2.downsample.ffn.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_downsample_ffn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_downsample_ffn_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.downsample.ffn.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.downsample.ffn.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_downsample_ffn_conv2_Conv_output.0 = anec.convolution %stages_stages.2_downsample_ffn_act_Mul_1_output.0, %stages.2.downsample.ffn.conv2.weight bias(%stages.2.downsample.ffn.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_downsample_Add_output.0 = anec.add %stages_stages.2_downsample_ffn_conv2_Conv_output.0, %stages_stages.2_downsample_channel_downsample_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.0.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.0.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.0_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_downsample_Add_output.0, %stages.2.blocks.0.token_mixer.weight bias(%stages.2.blocks.0.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.0_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_blocks_blocks.0_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x320x14x14xf16> -> tensor<1x320x1x1xf16>
    %stages.2.blocks.0.se.fc1.weight = anec.constant #anec.placeholder<tensor<80x320x1x1xf16>>
    %stages.2.blocks.0.se.fc1.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.2_blocks_blocks.0_se_fc1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.0_se_ReduceMean_output.0, %stages.2.blocks.0.se.fc1.weight bias(%stages.2.blocks.0.se.fc1.bias : tensor<80xf16>) : tensor<1x320x1x1xf16>, tensor<80x320x1x1xf16> -> tensor<1x80x1x1xf16>
    %stages_stages.2_blocks_blocks.0_se_act_Relu_output.0 = anec.relu %stages_stages.2_blocks_blocks.0_se_fc1_Conv_output.0 : tensor<1x80x1x1xf16>
    %stages.2.blocks.0.se.fc2.weight = anec.constant #anec.placeholder<tensor<320x80x1x1xf16>>
    %stages.2.blocks.0.se.fc2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.0_se_fc2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.0_se_act_Relu_output.0, %stages.2.blocks.0.se.fc2.weight bias(%stages.2.blocks.0.se.fc2.bias : tensor<320xf16>) : tensor<1x80x1x1xf16>, tensor<320x80x1x1xf16> -> tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.0_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_blocks_blocks.0_se_fc2_Conv_output.0 : tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.0_se_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.0_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.0_se_gate_Sigmoid_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.0.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.0.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.0_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.0_se_Mul_output.0, %stages.2.blocks.0.channel_mixer.conv1.weight bias(%stages.2.blocks.0.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.0_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.0_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.0.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.0.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.0_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.0_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.0.channel_mixer.conv2.weight bias(%stages.2.blocks.0.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.0_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.0_se_Mul_output.0, %stages_stages.2_blocks_blocks.0_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.1.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.1.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.1_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.0_Add_output.0, %stages.2.blocks.1.token_mixer.weight bias(%stages.2.blocks.1.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.1.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.1.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.1_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.1_token_mixer_Conv_output.0, %stages.2.blocks.1.channel_mixer.conv1.weight bias(%stages.2.blocks.1.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.1_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.1_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.1.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.1.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.1_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.1_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.1.channel_mixer.conv2.weight bias(%stages.2.blocks.1.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.1_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.1_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.1_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.2.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.2.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.2_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.1_Add_output.0, %stages.2.blocks.2.token_mixer.weight bias(%stages.2.blocks.2.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.2_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_blocks_blocks.2_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x320x14x14xf16> -> tensor<1x320x1x1xf16>
    %stages.2.blocks.2.se.fc1.weight = anec.constant #anec.placeholder<tensor<80x320x1x1xf16>>
    %stages.2.blocks.2.se.fc1.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.2_blocks_blocks.2_se_fc1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.2_se_ReduceMean_output.0, %stages.2.blocks.2.se.fc1.weight bias(%stages.2.blocks.2.se.fc1.bias : tensor<80xf16>) : tensor<1x320x1x1xf16>, tensor<80x320x1x1xf16> -> tensor<1x80x1x1xf16>
    %stages_stages.2_blocks_blocks.2_se_act_Relu_output.0 = anec.relu %stages_stages.2_blocks_blocks.2_se_fc1_Conv_output.0 : tensor<1x80x1x1xf16>
    %stages.2.blocks.2.se.fc2.weight = anec.constant #anec.placeholder<tensor<320x80x1x1xf16>>
    %stages.2.blocks.2.se.fc2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.2_se_fc2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.2_se_act_Relu_output.0, %stages.2.blocks.2.se.fc2.weight bias(%stages.2.blocks.2.se.fc2.bias : tensor<320xf16>) : tensor<1x80x1x1xf16>, tensor<320x80x1x1xf16> -> tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.2_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_blocks_blocks.2_se_fc2_Conv_output.0 : tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.2_se_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.2_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.2_se_gate_Sigmoid_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.2.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.2.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.2_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.2_se_Mul_output.0, %stages.2.blocks.2.channel_mixer.conv1.weight bias(%stages.2.blocks.2.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.2_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.2_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.2.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.2.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.2_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.2_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.2.channel_mixer.conv2.weight bias(%stages.2.blocks.2.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.2_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.2_se_Mul_output.0, %stages_stages.2_blocks_blocks.2_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.3.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.3.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.3_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.2_Add_output.0, %stages.2.blocks.3.token_mixer.weight bias(%stages.2.blocks.3.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.3.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.3.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.3_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.3_token_mixer_Conv_output.0, %stages.2.blocks.3.channel_mixer.conv1.weight bias(%stages.2.blocks.3.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.3_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.3_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.3.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.3.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.3_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.3_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.3.channel_mixer.conv2.weight bias(%stages.2.blocks.3.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.3_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.3_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.3_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.4.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.4.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.4_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.3_Add_output.0, %stages.2.blocks.4.token_mixer.weight bias(%stages.2.blocks.4.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.4_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_blocks_blocks.4_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x320x14x14xf16> -> tensor<1x320x1x1xf16>
    %stages.2.blocks.4.se.fc1.weight = anec.constant #anec.placeholder<tensor<80x320x1x1xf16>>
    %stages.2.blocks.4.se.fc1.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.2_blocks_blocks.4_se_fc1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_se_ReduceMean_output.0, %stages.2.blocks.4.se.fc1.weight bias(%stages.2.blocks.4.se.fc1.bias : tensor<80xf16>) : tensor<1x320x1x1xf16>, tensor<80x320x1x1xf16> -> tensor<1x80x1x1xf16>
    %stages_stages.2_blocks_blocks.4_se_act_Relu_output.0 = anec.relu %stages_stages.2_blocks_blocks.4_se_fc1_Conv_output.0 : tensor<1x80x1x1xf16>
    %stages.2.blocks.4.se.fc2.weight = anec.constant #anec.placeholder<tensor<320x80x1x1xf16>>
    %stages.2.blocks.4.se.fc2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.4_se_fc2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_se_act_Relu_output.0, %stages.2.blocks.4.se.fc2.weight bias(%stages.2.blocks.4.se.fc2.bias : tensor<320xf16>) : tensor<1x80x1x1xf16>, tensor<320x80x1x1xf16> -> tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.4_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_blocks_blocks.4_se_fc2_Conv_output.0 : tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.4_se_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.4_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.4_se_gate_Sigmoid_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.4.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.4.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.4_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_se_Mul_output.0, %stages.2.blocks.4.channel_mixer.conv1.weight bias(%stages.2.blocks.4.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.4_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.4_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.4.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.4.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.4_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.4.channel_mixer.conv2.weight bias(%stages.2.blocks.4.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.4_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.4_se_Mul_output.0, %stages_stages.2_blocks_blocks.4_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.5.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.5.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.5_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_Add_output.0, %stages.2.blocks.5.token_mixer.weight bias(%stages.2.blocks.5.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.5.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.5.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.5_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_token_mixer_Conv_output.0, %stages.2.blocks.5.channel_mixer.conv1.weight bias(%stages.2.blocks.5.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.5_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.5_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.5.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.5.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.5_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.5.channel_mixer.conv2.weight bias(%stages.2.blocks.5.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.5_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.5_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.5_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.6.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.6.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.6_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_Add_output.0, %stages.2.blocks.6.token_mixer.weight bias(%stages.2.blocks.6.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.6_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_blocks_blocks.6_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x320x14x14xf16> -> tensor<1x320x1x1xf16>
    %stages.2.blocks.6.se.fc1.weight = anec.constant #anec.placeholder<tensor<80x320x1x1xf16>>
    %stages.2.blocks.6.se.fc1.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.2_blocks_blocks.6_se_fc1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.6_se_ReduceMean_output.0, %stages.2.blocks.6.se.fc1.weight bias(%stages.2.blocks.6.se.fc1.bias : tensor<80xf16>) : tensor<1x320x1x1xf16>, tensor<80x320x1x1xf16> -> tensor<1x80x1x1xf16>
    %stages_stages.2_blocks_blocks.6_se_act_Relu_output.0 = anec.relu %stages_stages.2_blocks_blocks.6_se_fc1_Conv_output.0 : tensor<1x80x1x1xf16>
    %stages.2.blocks.6.se.fc2.weight = anec.constant #anec.placeholder<tensor<320x80x1x1xf16>>
    %stages.2.blocks.6.se.fc2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.6_se_fc2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.6_se_act_Relu_output.0, %stages.2.blocks.6.se.fc2.weight bias(%stages.2.blocks.6.se.fc2.bias : tensor<320xf16>) : tensor<1x80x1x1xf16>, tensor<320x80x1x1xf16> -> tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.6_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_blocks_blocks.6_se_fc2_Conv_output.0 : tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.6_se_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.6_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.6_se_gate_Sigmoid_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.6.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.6.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.6_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.6_se_Mul_output.0, %stages.2.blocks.6.channel_mixer.conv1.weight bias(%stages.2.blocks.6.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.6_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.6_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.6.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.6.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.6_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.6_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.6.channel_mixer.conv2.weight bias(%stages.2.blocks.6.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.6_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.6_se_Mul_output.0, %stages_stages.2_blocks_blocks.6_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.7.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.7.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.7_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.6_Add_output.0, %stages.2.blocks.7.token_mixer.weight bias(%stages.2.blocks.7.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.7.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.7.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.7_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.7_token_mixer_Conv_output.0, %stages.2.blocks.7.channel_mixer.conv1.weight bias(%stages.2.blocks.7.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.7_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.7_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.7.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.7.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.7_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.7_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.7.channel_mixer.conv2.weight bias(%stages.2.blocks.7.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.7_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.7_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.7_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.8.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.8.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.8_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.7_Add_output.0, %stages.2.blocks.8.token_mixer.weight bias(%stages.2.blocks.8.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.8_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_blocks_blocks.8_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x320x14x14xf16> -> tensor<1x320x1x1xf16>
    %stages.2.blocks.8.se.fc1.weight = anec.constant #anec.placeholder<tensor<80x320x1x1xf16>>
    %stages.2.blocks.8.se.fc1.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.2_blocks_blocks.8_se_fc1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_se_ReduceMean_output.0, %stages.2.blocks.8.se.fc1.weight bias(%stages.2.blocks.8.se.fc1.bias : tensor<80xf16>) : tensor<1x320x1x1xf16>, tensor<80x320x1x1xf16> -> tensor<1x80x1x1xf16>
    %stages_stages.2_blocks_blocks.8_se_act_Relu_output.0 = anec.relu %stages_stages.2_blocks_blocks.8_se_fc1_Conv_output.0 : tensor<1x80x1x1xf16>
    %stages.2.blocks.8.se.fc2.weight = anec.constant #anec.placeholder<tensor<320x80x1x1xf16>>
    %stages.2.blocks.8.se.fc2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.8_se_fc2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_se_act_Relu_output.0, %stages.2.blocks.8.se.fc2.weight bias(%stages.2.blocks.8.se.fc2.bias : tensor<320xf16>) : tensor<1x80x1x1xf16>, tensor<320x80x1x1xf16> -> tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.8_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_blocks_blocks.8_se_fc2_Conv_output.0 : tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.8_se_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.8_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.8_se_gate_Sigmoid_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.8.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.8.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.8_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_se_Mul_output.0, %stages.2.blocks.8.channel_mixer.conv1.weight bias(%stages.2.blocks.8.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.8_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.8_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.8.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.8.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.8_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.8.channel_mixer.conv2.weight bias(%stages.2.blocks.8.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.8_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.8_se_Mul_output.0, %stages_stages.2_blocks_blocks.8_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.9.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.9.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.9_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_Add_output.0, %stages.2.blocks.9.token_mixer.weight bias(%stages.2.blocks.9.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.9.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.9.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.9_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.9_token_mixer_Conv_output.0, %stages.2.blocks.9.channel_mixer.conv1.weight bias(%stages.2.blocks.9.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.9_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.9_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.9.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.9.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.9_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.9_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.9.channel_mixer.conv2.weight bias(%stages.2.blocks.9.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.9_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.9_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.9_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.10.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.10.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.10_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.9_Add_output.0, %stages.2.blocks.10.token_mixer.weight bias(%stages.2.blocks.10.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.10_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_blocks_blocks.10_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x320x14x14xf16> -> tensor<1x320x1x1xf16>
    %stages.2.blocks.10.se.fc1.weight = anec.constant #anec.placeholder<tensor<80x320x1x1xf16>>
    %stages.2.blocks.10.se.fc1.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.2_blocks_blocks.10_se_fc1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_se_ReduceMean_output.0, %stages.2.blocks.10.se.fc1.weight bias(%stages.2.blocks.10.se.fc1.bias : tensor<80xf16>) : tensor<1x320x1x1xf16>, tensor<80x320x1x1xf16> -> tensor<1x80x1x1xf16>
    %stages_stages.2_blocks_blocks.10_se_act_Relu_output.0 = anec.relu %stages_stages.2_blocks_blocks.10_se_fc1_Conv_output.0 : tensor<1x80x1x1xf16>
    %stages.2.blocks.10.se.fc2.weight = anec.constant #anec.placeholder<tensor<320x80x1x1xf16>>
    %stages.2.blocks.10.se.fc2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.10_se_fc2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_se_act_Relu_output.0, %stages.2.blocks.10.se.fc2.weight bias(%stages.2.blocks.10.se.fc2.bias : tensor<320xf16>) : tensor<1x80x1x1xf16>, tensor<320x80x1x1xf16> -> tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.10_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_blocks_blocks.10_se_fc2_Conv_output.0 : tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.10_se_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.10_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.10_se_gate_Sigmoid_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.10.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.10.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.10_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_se_Mul_output.0, %stages.2.blocks.10.channel_mixer.conv1.weight bias(%stages.2.blocks.10.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.10_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.10_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.10.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.10.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.10_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.10.channel_mixer.conv2.weight bias(%stages.2.blocks.10.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.10_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.10_se_Mul_output.0, %stages_stages.2_blocks_blocks.10_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.11.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.11.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.11_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_Add_output.0, %stages.2.blocks.11.token_mixer.weight bias(%stages.2.blocks.11.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.11.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.11.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.11_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_token_mixer_Conv_output.0, %stages.2.blocks.11.channel_mixer.conv1.weight bias(%stages.2.blocks.11.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.11_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.11_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.11.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.11.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.11_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.11.channel_mixer.conv2.weight bias(%stages.2.blocks.11.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.11_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.11_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.11_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.12.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.12.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.12_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_Add_output.0, %stages.2.blocks.12.token_mixer.weight bias(%stages.2.blocks.12.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.12_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_blocks_blocks.12_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x320x14x14xf16> -> tensor<1x320x1x1xf16>
    %stages.2.blocks.12.se.fc1.weight = anec.constant #anec.placeholder<tensor<80x320x1x1xf16>>
    %stages.2.blocks.12.se.fc1.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.2_blocks_blocks.12_se_fc1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.12_se_ReduceMean_output.0, %stages.2.blocks.12.se.fc1.weight bias(%stages.2.blocks.12.se.fc1.bias : tensor<80xf16>) : tensor<1x320x1x1xf16>, tensor<80x320x1x1xf16> -> tensor<1x80x1x1xf16>
    %stages_stages.2_blocks_blocks.12_se_act_Relu_output.0 = anec.relu %stages_stages.2_blocks_blocks.12_se_fc1_Conv_output.0 : tensor<1x80x1x1xf16>
    %stages.2.blocks.12.se.fc2.weight = anec.constant #anec.placeholder<tensor<320x80x1x1xf16>>
    %stages.2.blocks.12.se.fc2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.12_se_fc2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.12_se_act_Relu_output.0, %stages.2.blocks.12.se.fc2.weight bias(%stages.2.blocks.12.se.fc2.bias : tensor<320xf16>) : tensor<1x80x1x1xf16>, tensor<320x80x1x1xf16> -> tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.12_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_blocks_blocks.12_se_fc2_Conv_output.0 : tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.12_se_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.12_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.12_se_gate_Sigmoid_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.12.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.12.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.12_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.12_se_Mul_output.0, %stages.2.blocks.12.channel_mixer.conv1.weight bias(%stages.2.blocks.12.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.12_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.12_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.12.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.12.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.12_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.12_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.12.channel_mixer.conv2.weight bias(%stages.2.blocks.12.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.12_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.12_se_Mul_output.0, %stages_stages.2_blocks_blocks.12_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.13.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.13.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.13_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.12_Add_output.0, %stages.2.blocks.13.token_mixer.weight bias(%stages.2.blocks.13.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.13.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.13.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.13_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.13_token_mixer_Conv_output.0, %stages.2.blocks.13.channel_mixer.conv1.weight bias(%stages.2.blocks.13.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.13_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.13_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.13.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.13.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.13_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.13_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.13.channel_mixer.conv2.weight bias(%stages.2.blocks.13.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.13_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.13_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.13_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.14.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.14.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.14_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.13_Add_output.0, %stages.2.blocks.14.token_mixer.weight bias(%stages.2.blocks.14.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.14_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_blocks_blocks.14_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x320x14x14xf16> -> tensor<1x320x1x1xf16>
    %stages.2.blocks.14.se.fc1.weight = anec.constant #anec.placeholder<tensor<80x320x1x1xf16>>
    %stages.2.blocks.14.se.fc1.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.2_blocks_blocks.14_se_fc1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.14_se_ReduceMean_output.0, %stages.2.blocks.14.se.fc1.weight bias(%stages.2.blocks.14.se.fc1.bias : tensor<80xf16>) : tensor<1x320x1x1xf16>, tensor<80x320x1x1xf16> -> tensor<1x80x1x1xf16>
    %stages_stages.2_blocks_blocks.14_se_act_Relu_output.0 = anec.relu %stages_stages.2_blocks_blocks.14_se_fc1_Conv_output.0 : tensor<1x80x1x1xf16>
    %stages.2.blocks.14.se.fc2.weight = anec.constant #anec.placeholder<tensor<320x80x1x1xf16>>
    %stages.2.blocks.14.se.fc2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.14_se_fc2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.14_se_act_Relu_output.0, %stages.2.blocks.14.se.fc2.weight bias(%stages.2.blocks.14.se.fc2.bias : tensor<320xf16>) : tensor<1x80x1x1xf16>, tensor<320x80x1x1xf16> -> tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.14_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_blocks_blocks.14_se_fc2_Conv_output.0 : tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.14_se_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.14_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.14_se_gate_Sigmoid_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.14.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.14.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.14_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.14_se_Mul_output.0, %stages.2.blocks.14.channel_mixer.conv1.weight bias(%stages.2.blocks.14.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.14_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.14_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.14.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.14.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.14_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.14_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.14.channel_mixer.conv2.weight bias(%stages.2.blocks.14.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.14_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.14_se_Mul_output.0, %stages_stages.2_blocks_blocks.14_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.15.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.15.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.15_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.14_Add_output.0, %stages.2.blocks.15.token_mixer.weight bias(%stages.2.blocks.15.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.15.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.15.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.15_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.15_token_mixer_Conv_output.0, %stages.2.blocks.15.channel_mixer.conv1.weight bias(%stages.2.blocks.15.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.15_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.15_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.15.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.15.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.15_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.15_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.15.channel_mixer.conv2.weight bias(%stages.2.blocks.15.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.15_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.15_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.15_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.16.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.16.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.16_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.15_Add_output.0, %stages.2.blocks.16.token_mixer.weight bias(%stages.2.blocks.16.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.16_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_blocks_blocks.16_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x320x14x14xf16> -> tensor<1x320x1x1xf16>
    %stages.2.blocks.16.se.fc1.weight = anec.constant #anec.placeholder<tensor<80x320x1x1xf16>>
    %stages.2.blocks.16.se.fc1.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.2_blocks_blocks.16_se_fc1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.16_se_ReduceMean_output.0, %stages.2.blocks.16.se.fc1.weight bias(%stages.2.blocks.16.se.fc1.bias : tensor<80xf16>) : tensor<1x320x1x1xf16>, tensor<80x320x1x1xf16> -> tensor<1x80x1x1xf16>
    %stages_stages.2_blocks_blocks.16_se_act_Relu_output.0 = anec.relu %stages_stages.2_blocks_blocks.16_se_fc1_Conv_output.0 : tensor<1x80x1x1xf16>
    %stages.2.blocks.16.se.fc2.weight = anec.constant #anec.placeholder<tensor<320x80x1x1xf16>>
    %stages.2.blocks.16.se.fc2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.16_se_fc2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.16_se_act_Relu_output.0, %stages.2.blocks.16.se.fc2.weight bias(%stages.2.blocks.16.se.fc2.bias : tensor<320xf16>) : tensor<1x80x1x1xf16>, tensor<320x80x1x1xf16> -> tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.16_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_blocks_blocks.16_se_fc2_Conv_output.0 : tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.16_se_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.16_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.16_se_gate_Sigmoid_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.16.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.16.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.16_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.16_se_Mul_output.0, %stages.2.blocks.16.channel_mixer.conv1.weight bias(%stages.2.blocks.16.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.16_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.16_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.16.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.16.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.16_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.16_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.16.channel_mixer.conv2.weight bias(%stages.2.blocks.16.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.16_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.16_se_Mul_output.0, %stages_stages.2_blocks_blocks.16_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.17.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.17.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.17_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.16_Add_output.0, %stages.2.blocks.17.token_mixer.weight bias(%stages.2.blocks.17.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.17.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.17.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.17_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.17_token_mixer_Conv_output.0, %stages.2.blocks.17.channel_mixer.conv1.weight bias(%stages.2.blocks.17.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.17_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.17_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.17.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.17.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.17_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.17_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.17.channel_mixer.conv2.weight bias(%stages.2.blocks.17.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.17_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.17_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.17_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.18.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.18.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.18_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.17_Add_output.0, %stages.2.blocks.18.token_mixer.weight bias(%stages.2.blocks.18.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.18_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_blocks_blocks.18_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x320x14x14xf16> -> tensor<1x320x1x1xf16>
    %stages.2.blocks.18.se.fc1.weight = anec.constant #anec.placeholder<tensor<80x320x1x1xf16>>
    %stages.2.blocks.18.se.fc1.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.2_blocks_blocks.18_se_fc1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.18_se_ReduceMean_output.0, %stages.2.blocks.18.se.fc1.weight bias(%stages.2.blocks.18.se.fc1.bias : tensor<80xf16>) : tensor<1x320x1x1xf16>, tensor<80x320x1x1xf16> -> tensor<1x80x1x1xf16>
    %stages_stages.2_blocks_blocks.18_se_act_Relu_output.0 = anec.relu %stages_stages.2_blocks_blocks.18_se_fc1_Conv_output.0 : tensor<1x80x1x1xf16>
    %stages.2.blocks.18.se.fc2.weight = anec.constant #anec.placeholder<tensor<320x80x1x1xf16>>
    %stages.2.blocks.18.se.fc2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.18_se_fc2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.18_se_act_Relu_output.0, %stages.2.blocks.18.se.fc2.weight bias(%stages.2.blocks.18.se.fc2.bias : tensor<320xf16>) : tensor<1x80x1x1xf16>, tensor<320x80x1x1xf16> -> tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.18_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_blocks_blocks.18_se_fc2_Conv_output.0 : tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.18_se_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.18_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.18_se_gate_Sigmoid_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.18.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.18.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.18_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.18_se_Mul_output.0, %stages.2.blocks.18.channel_mixer.conv1.weight bias(%stages.2.blocks.18.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.18_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.18_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.18.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.18.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.18_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.18_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.18.channel_mixer.conv2.weight bias(%stages.2.blocks.18.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.18_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.18_se_Mul_output.0, %stages_stages.2_blocks_blocks.18_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.19.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.19.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.19_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.18_Add_output.0, %stages.2.blocks.19.token_mixer.weight bias(%stages.2.blocks.19.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.19.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.19.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.19_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.19_token_mixer_Conv_output.0, %stages.2.blocks.19.channel_mixer.conv1.weight bias(%stages.2.blocks.19.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.19_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.19_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.19.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.19.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.19_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.19_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.19.channel_mixer.conv2.weight bias(%stages.2.blocks.19.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.19_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.19_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.19_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.20.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.20.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.20_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.19_Add_output.0, %stages.2.blocks.20.token_mixer.weight bias(%stages.2.blocks.20.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.20_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_blocks_blocks.20_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x320x14x14xf16> -> tensor<1x320x1x1xf16>
    %stages.2.blocks.20.se.fc1.weight = anec.constant #anec.placeholder<tensor<80x320x1x1xf16>>
    %stages.2.blocks.20.se.fc1.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.2_blocks_blocks.20_se_fc1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.20_se_ReduceMean_output.0, %stages.2.blocks.20.se.fc1.weight bias(%stages.2.blocks.20.se.fc1.bias : tensor<80xf16>) : tensor<1x320x1x1xf16>, tensor<80x320x1x1xf16> -> tensor<1x80x1x1xf16>
    %stages_stages.2_blocks_blocks.20_se_act_Relu_output.0 = anec.relu %stages_stages.2_blocks_blocks.20_se_fc1_Conv_output.0 : tensor<1x80x1x1xf16>
    %stages.2.blocks.20.se.fc2.weight = anec.constant #anec.placeholder<tensor<320x80x1x1xf16>>
    %stages.2.blocks.20.se.fc2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.20_se_fc2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.20_se_act_Relu_output.0, %stages.2.blocks.20.se.fc2.weight bias(%stages.2.blocks.20.se.fc2.bias : tensor<320xf16>) : tensor<1x80x1x1xf16>, tensor<320x80x1x1xf16> -> tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.20_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_blocks_blocks.20_se_fc2_Conv_output.0 : tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.20_se_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.20_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.20_se_gate_Sigmoid_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.20.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.20.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.20_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.20_se_Mul_output.0, %stages.2.blocks.20.channel_mixer.conv1.weight bias(%stages.2.blocks.20.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.20_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.20_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.20.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.20.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.20_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.20_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.20.channel_mixer.conv2.weight bias(%stages.2.blocks.20.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.20_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.20_se_Mul_output.0, %stages_stages.2_blocks_blocks.20_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.21.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.21.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.21_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.20_Add_output.0, %stages.2.blocks.21.token_mixer.weight bias(%stages.2.blocks.21.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.21.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.21.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.21_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.21_token_mixer_Conv_output.0, %stages.2.blocks.21.channel_mixer.conv1.weight bias(%stages.2.blocks.21.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.21_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.21_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.21.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.21.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.21_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.21_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.21.channel_mixer.conv2.weight bias(%stages.2.blocks.21.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.21_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.21_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.21_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.22.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.22.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.22_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.21_Add_output.0, %stages.2.blocks.22.token_mixer.weight bias(%stages.2.blocks.22.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.22_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_blocks_blocks.22_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x320x14x14xf16> -> tensor<1x320x1x1xf16>
    %stages.2.blocks.22.se.fc1.weight = anec.constant #anec.placeholder<tensor<80x320x1x1xf16>>
    %stages.2.blocks.22.se.fc1.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.2_blocks_blocks.22_se_fc1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.22_se_ReduceMean_output.0, %stages.2.blocks.22.se.fc1.weight bias(%stages.2.blocks.22.se.fc1.bias : tensor<80xf16>) : tensor<1x320x1x1xf16>, tensor<80x320x1x1xf16> -> tensor<1x80x1x1xf16>
    %stages_stages.2_blocks_blocks.22_se_act_Relu_output.0 = anec.relu %stages_stages.2_blocks_blocks.22_se_fc1_Conv_output.0 : tensor<1x80x1x1xf16>
    %stages.2.blocks.22.se.fc2.weight = anec.constant #anec.placeholder<tensor<320x80x1x1xf16>>
    %stages.2.blocks.22.se.fc2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.22_se_fc2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.22_se_act_Relu_output.0, %stages.2.blocks.22.se.fc2.weight bias(%stages.2.blocks.22.se.fc2.bias : tensor<320xf16>) : tensor<1x80x1x1xf16>, tensor<320x80x1x1xf16> -> tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.22_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_blocks_blocks.22_se_fc2_Conv_output.0 : tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.22_se_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.22_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.22_se_gate_Sigmoid_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.22.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.22.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.22_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.22_se_Mul_output.0, %stages.2.blocks.22.channel_mixer.conv1.weight bias(%stages.2.blocks.22.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.22_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.22_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.22.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.22.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.22_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.22_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.22.channel_mixer.conv2.weight bias(%stages.2.blocks.22.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.22_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.22_se_Mul_output.0, %stages_stages.2_blocks_blocks.22_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.23.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.23.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.23_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.22_Add_output.0, %stages.2.blocks.23.token_mixer.weight bias(%stages.2.blocks.23.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.23.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.23.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.23_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.23_token_mixer_Conv_output.0, %stages.2.blocks.23.channel_mixer.conv1.weight bias(%stages.2.blocks.23.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.23_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.23_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.23.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.23.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.23_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.23_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.23.channel_mixer.conv2.weight bias(%stages.2.blocks.23.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.23_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.23_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.23_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.24.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.24.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.24_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.23_Add_output.0, %stages.2.blocks.24.token_mixer.weight bias(%stages.2.blocks.24.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.24_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_blocks_blocks.24_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x320x14x14xf16> -> tensor<1x320x1x1xf16>
    %stages.2.blocks.24.se.fc1.weight = anec.constant #anec.placeholder<tensor<80x320x1x1xf16>>
    %stages.2.blocks.24.se.fc1.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.2_blocks_blocks.24_se_fc1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.24_se_ReduceMean_output.0, %stages.2.blocks.24.se.fc1.weight bias(%stages.2.blocks.24.se.fc1.bias : tensor<80xf16>) : tensor<1x320x1x1xf16>, tensor<80x320x1x1xf16> -> tensor<1x80x1x1xf16>
    %stages_stages.2_blocks_blocks.24_se_act_Relu_output.0 = anec.relu %stages_stages.2_blocks_blocks.24_se_fc1_Conv_output.0 : tensor<1x80x1x1xf16>
    %stages.2.blocks.24.se.fc2.weight = anec.constant #anec.placeholder<tensor<320x80x1x1xf16>>
    %stages.2.blocks.24.se.fc2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.24_se_fc2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.24_se_act_Relu_output.0, %stages.2.blocks.24.se.fc2.weight bias(%stages.2.blocks.24.se.fc2.bias : tensor<320xf16>) : tensor<1x80x1x1xf16>, tensor<320x80x1x1xf16> -> tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.24_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_blocks_blocks.24_se_fc2_Conv_output.0 : tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.24_se_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.24_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.24_se_gate_Sigmoid_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.24.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.24.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.24_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.24_se_Mul_output.0, %stages.2.blocks.24.channel_mixer.conv1.weight bias(%stages.2.blocks.24.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.24_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.24_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.24.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.24.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.24_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.24_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.24.channel_mixer.conv2.weight bias(%stages.2.blocks.24.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.24_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.24_se_Mul_output.0, %stages_stages.2_blocks_blocks.24_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.25.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.25.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.25_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.24_Add_output.0, %stages.2.blocks.25.token_mixer.weight bias(%stages.2.blocks.25.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.25.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.25.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.25_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.25_token_mixer_Conv_output.0, %stages.2.blocks.25.channel_mixer.conv1.weight bias(%stages.2.blocks.25.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.25_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.25_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.25.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.25.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.25_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.25_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.25.channel_mixer.conv2.weight bias(%stages.2.blocks.25.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.25_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.25_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.25_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.26.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.26.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.26_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.25_Add_output.0, %stages.2.blocks.26.token_mixer.weight bias(%stages.2.blocks.26.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.26_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_blocks_blocks.26_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x320x14x14xf16> -> tensor<1x320x1x1xf16>
    %stages.2.blocks.26.se.fc1.weight = anec.constant #anec.placeholder<tensor<80x320x1x1xf16>>
    %stages.2.blocks.26.se.fc1.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.2_blocks_blocks.26_se_fc1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.26_se_ReduceMean_output.0, %stages.2.blocks.26.se.fc1.weight bias(%stages.2.blocks.26.se.fc1.bias : tensor<80xf16>) : tensor<1x320x1x1xf16>, tensor<80x320x1x1xf16> -> tensor<1x80x1x1xf16>
    %stages_stages.2_blocks_blocks.26_se_act_Relu_output.0 = anec.relu %stages_stages.2_blocks_blocks.26_se_fc1_Conv_output.0 : tensor<1x80x1x1xf16>
    %stages.2.blocks.26.se.fc2.weight = anec.constant #anec.placeholder<tensor<320x80x1x1xf16>>
    %stages.2.blocks.26.se.fc2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.26_se_fc2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.26_se_act_Relu_output.0, %stages.2.blocks.26.se.fc2.weight bias(%stages.2.blocks.26.se.fc2.bias : tensor<320xf16>) : tensor<1x80x1x1xf16>, tensor<320x80x1x1xf16> -> tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.26_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_blocks_blocks.26_se_fc2_Conv_output.0 : tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.26_se_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.26_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.26_se_gate_Sigmoid_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.26.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.26.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.26_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.26_se_Mul_output.0, %stages.2.blocks.26.channel_mixer.conv1.weight bias(%stages.2.blocks.26.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.26_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.26_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.26.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.26.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.26_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.26_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.26.channel_mixer.conv2.weight bias(%stages.2.blocks.26.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.26_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.26_se_Mul_output.0, %stages_stages.2_blocks_blocks.26_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.27.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.27.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.27_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.26_Add_output.0, %stages.2.blocks.27.token_mixer.weight bias(%stages.2.blocks.27.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.27.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.27.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.27_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.27_token_mixer_Conv_output.0, %stages.2.blocks.27.channel_mixer.conv1.weight bias(%stages.2.blocks.27.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.27_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.27_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.27.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.27.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.27_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.27_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.27.channel_mixer.conv2.weight bias(%stages.2.blocks.27.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.27_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.27_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.27_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.28.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.28.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.28_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.27_Add_output.0, %stages.2.blocks.28.token_mixer.weight bias(%stages.2.blocks.28.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.28_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_blocks_blocks.28_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x320x14x14xf16> -> tensor<1x320x1x1xf16>
    %stages.2.blocks.28.se.fc1.weight = anec.constant #anec.placeholder<tensor<80x320x1x1xf16>>
    %stages.2.blocks.28.se.fc1.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.2_blocks_blocks.28_se_fc1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.28_se_ReduceMean_output.0, %stages.2.blocks.28.se.fc1.weight bias(%stages.2.blocks.28.se.fc1.bias : tensor<80xf16>) : tensor<1x320x1x1xf16>, tensor<80x320x1x1xf16> -> tensor<1x80x1x1xf16>
    %stages_stages.2_blocks_blocks.28_se_act_Relu_output.0 = anec.relu %stages_stages.2_blocks_blocks.28_se_fc1_Conv_output.0 : tensor<1x80x1x1xf16>
    %stages.2.blocks.28.se.fc2.weight = anec.constant #anec.placeholder<tensor<320x80x1x1xf16>>
    %stages.2.blocks.28.se.fc2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.28_se_fc2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.28_se_act_Relu_output.0, %stages.2.blocks.28.se.fc2.weight bias(%stages.2.blocks.28.se.fc2.bias : tensor<320xf16>) : tensor<1x80x1x1xf16>, tensor<320x80x1x1xf16> -> tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.28_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_blocks_blocks.28_se_fc2_Conv_output.0 : tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.28_se_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.28_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.28_se_gate_Sigmoid_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.28.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.28.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.28_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.28_se_Mul_output.0, %stages.2.blocks.28.channel_mixer.conv1.weight bias(%stages.2.blocks.28.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.28_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.28_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.28.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.28.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.28_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.28_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.28.channel_mixer.conv2.weight bias(%stages.2.blocks.28.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.28_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.28_se_Mul_output.0, %stages_stages.2_blocks_blocks.28_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.29.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.29.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.29_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.28_Add_output.0, %stages.2.blocks.29.token_mixer.weight bias(%stages.2.blocks.29.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.29.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.29.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.29_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.29_token_mixer_Conv_output.0, %stages.2.blocks.29.channel_mixer.conv1.weight bias(%stages.2.blocks.29.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.29_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.29_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.29.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.29.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.29_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.29_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.29.channel_mixer.conv2.weight bias(%stages.2.blocks.29.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.29_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.29_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.29_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.30.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.30.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.30_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.29_Add_output.0, %stages.2.blocks.30.token_mixer.weight bias(%stages.2.blocks.30.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.30_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_blocks_blocks.30_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x320x14x14xf16> -> tensor<1x320x1x1xf16>
    %stages.2.blocks.30.se.fc1.weight = anec.constant #anec.placeholder<tensor<80x320x1x1xf16>>
    %stages.2.blocks.30.se.fc1.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.2_blocks_blocks.30_se_fc1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.30_se_ReduceMean_output.0, %stages.2.blocks.30.se.fc1.weight bias(%stages.2.blocks.30.se.fc1.bias : tensor<80xf16>) : tensor<1x320x1x1xf16>, tensor<80x320x1x1xf16> -> tensor<1x80x1x1xf16>
    %stages_stages.2_blocks_blocks.30_se_act_Relu_output.0 = anec.relu %stages_stages.2_blocks_blocks.30_se_fc1_Conv_output.0 : tensor<1x80x1x1xf16>
    %stages.2.blocks.30.se.fc2.weight = anec.constant #anec.placeholder<tensor<320x80x1x1xf16>>
    %stages.2.blocks.30.se.fc2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.30_se_fc2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.30_se_act_Relu_output.0, %stages.2.blocks.30.se.fc2.weight bias(%stages.2.blocks.30.se.fc2.bias : tensor<320xf16>) : tensor<1x80x1x1xf16>, tensor<320x80x1x1xf16> -> tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.30_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_blocks_blocks.30_se_fc2_Conv_output.0 : tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.30_se_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.30_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.30_se_gate_Sigmoid_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.30.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.30.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.30_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.30_se_Mul_output.0, %stages.2.blocks.30.channel_mixer.conv1.weight bias(%stages.2.blocks.30.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.30_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.30_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.30.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.30.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.30_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.30_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.30.channel_mixer.conv2.weight bias(%stages.2.blocks.30.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.30_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.30_se_Mul_output.0, %stages_stages.2_blocks_blocks.30_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.31.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.31.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.31_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.30_Add_output.0, %stages.2.blocks.31.token_mixer.weight bias(%stages.2.blocks.31.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.31.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.31.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.31_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.31_token_mixer_Conv_output.0, %stages.2.blocks.31.channel_mixer.conv1.weight bias(%stages.2.blocks.31.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.31_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.31_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.31.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.31.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.31_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.31_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.31.channel_mixer.conv2.weight bias(%stages.2.blocks.31.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.31_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.31_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.31_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.32.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.32.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.32_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.31_Add_output.0, %stages.2.blocks.32.token_mixer.weight bias(%stages.2.blocks.32.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.32_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_blocks_blocks.32_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x320x14x14xf16> -> tensor<1x320x1x1xf16>
    %stages.2.blocks.32.se.fc1.weight = anec.constant #anec.placeholder<tensor<80x320x1x1xf16>>
    %stages.2.blocks.32.se.fc1.bias = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.2_blocks_blocks.32_se_fc1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.32_se_ReduceMean_output.0, %stages.2.blocks.32.se.fc1.weight bias(%stages.2.blocks.32.se.fc1.bias : tensor<80xf16>) : tensor<1x320x1x1xf16>, tensor<80x320x1x1xf16> -> tensor<1x80x1x1xf16>
    %stages_stages.2_blocks_blocks.32_se_act_Relu_output.0 = anec.relu %stages_stages.2_blocks_blocks.32_se_fc1_Conv_output.0 : tensor<1x80x1x1xf16>
    %stages.2.blocks.32.se.fc2.weight = anec.constant #anec.placeholder<tensor<320x80x1x1xf16>>
    %stages.2.blocks.32.se.fc2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.32_se_fc2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.32_se_act_Relu_output.0, %stages.2.blocks.32.se.fc2.weight bias(%stages.2.blocks.32.se.fc2.bias : tensor<320xf16>) : tensor<1x80x1x1xf16>, tensor<320x80x1x1xf16> -> tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.32_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_blocks_blocks.32_se_fc2_Conv_output.0 : tensor<1x320x1x1xf16>
    %stages_stages.2_blocks_blocks.32_se_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.32_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.32_se_gate_Sigmoid_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.32.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.32.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.32_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.32_se_Mul_output.0, %stages.2.blocks.32.channel_mixer.conv1.weight bias(%stages.2.blocks.32.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.32_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.32_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.32.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.32.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.32_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.32_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.32.channel_mixer.conv2.weight bias(%stages.2.blocks.32.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.32_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.32_se_Mul_output.0, %stages_stages.2_blocks_blocks.32_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.33.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.2.blocks.33.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.33_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.32_Add_output.0, %stages.2.blocks.33.token_mixer.weight bias(%stages.2.blocks.33.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages.2.blocks.33.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.2.blocks.33.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.2_blocks_blocks.33_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.33_token_mixer_Conv_output.0, %stages.2.blocks.33.channel_mixer.conv1.weight bias(%stages.2.blocks.33.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.2_blocks_blocks.33_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.33_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.2.blocks.33.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.2.blocks.33.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.2_blocks_blocks.33_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.33_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.33.channel_mixer.conv2.weight bias(%stages.2.blocks.33.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.2_blocks_blocks.33_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.33_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.33_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.3.downsample.pre_block.token_mixer.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.3.downsample.pre_block.token_mixer.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.3_downsample_pre_block_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.33_Add_output.0, %stages.3.downsample.pre_block.token_mixer.weight bias(%stages.3.downsample.pre_block.token_mixer.bias : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x14x14xf16>
    %stages.3.downsample.pre_block.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.3.downsample.pre_block.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.3_downsample_pre_block_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.3_downsample_pre_block_token_mixer_Conv_output.0, %stages.3.downsample.pre_block.channel_mixer.conv1.weight bias(%stages.3.downsample.pre_block.channel_mixer.conv1.bias : tensor<640xf16>) : tensor<1x320x14x14xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x14x14xf16>
    %stages_stages.3_downsample_pre_block_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.3_downsample_pre_block_channel_mixer_conv1_Conv_output.0 : tensor<1x640x14x14xf16>
    %stages.3.downsample.pre_block.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<320x640x1x1xf16>>
    %stages.3.downsample.pre_block.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.3_downsample_pre_block_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.3_downsample_pre_block_channel_mixer_act_Mul_1_output.0, %stages.3.downsample.pre_block.channel_mixer.conv2.weight bias(%stages.3.downsample.pre_block.channel_mixer.conv2.bias : tensor<320xf16>) : tensor<1x640x14x14xf16>, tensor<320x640x1x1xf16> -> tensor<1x320x14x14xf16>
    %stages_stages.3_downsample_pre_block_Add_output.0 = anec.add %stages_stages.3_downsample_pre_block_token_mixer_Conv_output.0, %stages_stages.3_downsample_pre_block_channel_mixer_conv2_Conv_output.0 : tensor<1x320x14x14xf16>, tensor<1x320x14x14xf16> -> tensor<1x320x14x14xf16>
    %stages.3.downsample.spatial_downsample.weight = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %stages.3.downsample.spatial_downsample.bias = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.3_downsample_spatial_downsample_Conv_output.0 = anec.convolution %stages_stages.3_downsample_pre_block_Add_output.0, %stages.3.downsample.spatial_downsample.weight bias(%stages.3.downsample.spatial_downsample.bias : tensor<320xf16>) {groups = 320 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x14x14xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x7x7xf16>
    %stages.3.downsample.channel_downsample.weight = anec.constant #anec.placeholder<tensor<640x320x1x1xf16>>
    %stages.3.downsample.channel_downsample.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.3_downsample_channel_downsample_Conv_output.0 = anec.convolution %stages_stages.3_downsample_spatial_downsample_Conv_output.0, %stages.3.downsample.channel_downsample.weight bias(%stages.3.downsample.channel_downsample.bias : tensor<640xf16>) : tensor<1x320x7x7xf16>, tensor<640x320x1x1xf16> -> tensor<1x640x7x7xf16>
    %stages.3.downsample.ffn.conv1.weight = anec.constant #anec.placeholder<tensor<1280x640x1x1xf16>>
    %stages.3.downsample.ffn.conv1.bias = anec.constant #anec.placeholder<tensor<1280xf16>>
    %stages_stages.3_downsample_ffn_conv1_Conv_output.0 = anec.convolution %stages_stages.3_downsample_channel_downsample_Conv_output.0, %stages.3.downsample.ffn.conv1.weight bias(%stages.3.downsample.ffn.conv1.bias : tensor<1280xf16>) : tensor<1x640x7x7xf16>, tensor<1280x640x1x1xf16> -> tensor<1x1280x7x7xf16>
    %stages_stages.3_downsample_ffn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_downsample_ffn_conv1_Conv_output.0 : tensor<1x1280x7x7xf16>
    %stages.3.downsample.ffn.conv2.weight = anec.constant #anec.placeholder<tensor<640x1280x1x1xf16>>
    %stages.3.downsample.ffn.conv2.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.3_downsample_ffn_conv2_Conv_output.0 = anec.convolution %stages_stages.3_downsample_ffn_act_Mul_1_output.0, %stages.3.downsample.ffn.conv2.weight bias(%stages.3.downsample.ffn.conv2.bias : tensor<640xf16>) : tensor<1x1280x7x7xf16>, tensor<640x1280x1x1xf16> -> tensor<1x640x7x7xf16>
    %stages_stages.3_downsample_Add_output.0 = anec.add %stages_stages.3_downsample_ffn_conv2_Conv_output.0, %stages_stages.3_downsample_channel_downsample_Conv_output.0 : tensor<1x640x7x7xf16>, tensor<1x640x7x7xf16> -> tensor<1x640x7x7xf16>
    %stages.3.blocks.0.token_mixer.weight = anec.constant #anec.placeholder<tensor<640x1x3x3xf16>>
    %stages.3.blocks.0.token_mixer.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.3_blocks_blocks.0_token_mixer_Conv_output.0 = anec.convolution %stages_stages.3_downsample_Add_output.0, %stages.3.blocks.0.token_mixer.weight bias(%stages.3.blocks.0.token_mixer.bias : tensor<640xf16>) {groups = 640 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x640x7x7xf16>, tensor<640x1x3x3xf16> -> tensor<1x640x7x7xf16>
    %stages_stages.3_blocks_blocks.0_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.3_blocks_blocks.0_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x640x7x7xf16> -> tensor<1x640x1x1xf16>
    %stages.3.blocks.0.se.fc1.weight = anec.constant #anec.placeholder<tensor<160x640x1x1xf16>>
    %stages.3.blocks.0.se.fc1.bias = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.3_blocks_blocks.0_se_fc1_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.0_se_ReduceMean_output.0, %stages.3.blocks.0.se.fc1.weight bias(%stages.3.blocks.0.se.fc1.bias : tensor<160xf16>) : tensor<1x640x1x1xf16>, tensor<160x640x1x1xf16> -> tensor<1x160x1x1xf16>
    %stages_stages.3_blocks_blocks.0_se_act_Relu_output.0 = anec.relu %stages_stages.3_blocks_blocks.0_se_fc1_Conv_output.0 : tensor<1x160x1x1xf16>
    %stages.3.blocks.0.se.fc2.weight = anec.constant #anec.placeholder<tensor<640x160x1x1xf16>>
    %stages.3.blocks.0.se.fc2.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.3_blocks_blocks.0_se_fc2_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.0_se_act_Relu_output.0, %stages.3.blocks.0.se.fc2.weight bias(%stages.3.blocks.0.se.fc2.bias : tensor<640xf16>) : tensor<1x160x1x1xf16>, tensor<640x160x1x1xf16> -> tensor<1x640x1x1xf16>
    %stages_stages.3_blocks_blocks.0_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.3_blocks_blocks.0_se_fc2_Conv_output.0 : tensor<1x640x1x1xf16>
    %stages_stages.3_blocks_blocks.0_se_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.0_token_mixer_Conv_output.0, %stages_stages.3_blocks_blocks.0_se_gate_Sigmoid_output.0 : tensor<1x640x7x7xf16>, tensor<1x640x1x1xf16> -> tensor<1x640x7x7xf16>
    %stages.3.blocks.0.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<1280x640x1x1xf16>>
    %stages.3.blocks.0.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<1280xf16>>
    %stages_stages.3_blocks_blocks.0_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.0_se_Mul_output.0, %stages.3.blocks.0.channel_mixer.conv1.weight bias(%stages.3.blocks.0.channel_mixer.conv1.bias : tensor<1280xf16>) : tensor<1x640x7x7xf16>, tensor<1280x640x1x1xf16> -> tensor<1x1280x7x7xf16>
    %stages_stages.3_blocks_blocks.0_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.0_channel_mixer_conv1_Conv_output.0 : tensor<1x1280x7x7xf16>
    %stages.3.blocks.0.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<640x1280x1x1xf16>>
    %stages.3.blocks.0.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.3_blocks_blocks.0_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.0_channel_mixer_act_Mul_1_output.0, %stages.3.blocks.0.channel_mixer.conv2.weight bias(%stages.3.blocks.0.channel_mixer.conv2.bias : tensor<640xf16>) : tensor<1x1280x7x7xf16>, tensor<640x1280x1x1xf16> -> tensor<1x640x7x7xf16>
    %stages_stages.3_blocks_blocks.0_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.0_se_Mul_output.0, %stages_stages.3_blocks_blocks.0_channel_mixer_conv2_Conv_output.0 : tensor<1x640x7x7xf16>, tensor<1x640x7x7xf16> -> tensor<1x640x7x7xf16>
    %stages.3.blocks.1.token_mixer.weight = anec.constant #anec.placeholder<tensor<640x1x3x3xf16>>
    %stages.3.blocks.1.token_mixer.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.3_blocks_blocks.1_token_mixer_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.0_Add_output.0, %stages.3.blocks.1.token_mixer.weight bias(%stages.3.blocks.1.token_mixer.bias : tensor<640xf16>) {groups = 640 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x640x7x7xf16>, tensor<640x1x3x3xf16> -> tensor<1x640x7x7xf16>
    %stages.3.blocks.1.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<1280x640x1x1xf16>>
    %stages.3.blocks.1.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<1280xf16>>
    %stages_stages.3_blocks_blocks.1_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.1_token_mixer_Conv_output.0, %stages.3.blocks.1.channel_mixer.conv1.weight bias(%stages.3.blocks.1.channel_mixer.conv1.bias : tensor<1280xf16>) : tensor<1x640x7x7xf16>, tensor<1280x640x1x1xf16> -> tensor<1x1280x7x7xf16>
    %stages_stages.3_blocks_blocks.1_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.1_channel_mixer_conv1_Conv_output.0 : tensor<1x1280x7x7xf16>
    %stages.3.blocks.1.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<640x1280x1x1xf16>>
    %stages.3.blocks.1.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<640xf16>>
    %stages_stages.3_blocks_blocks.1_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.1_channel_mixer_act_Mul_1_output.0, %stages.3.blocks.1.channel_mixer.conv2.weight bias(%stages.3.blocks.1.channel_mixer.conv2.bias : tensor<640xf16>) : tensor<1x1280x7x7xf16>, tensor<640x1280x1x1xf16> -> tensor<1x640x7x7xf16>
    %stages_stages.3_blocks_blocks.1_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.1_token_mixer_Conv_output.0, %stages_stages.3_blocks_blocks.1_channel_mixer_conv2_Conv_output.0 : tensor<1x640x7x7xf16>, tensor<1x640x7x7xf16> -> tensor<1x640x7x7xf16>
    %ReduceMean_output.0 = anec.reduce_mean %stages_stages.3_blocks_blocks.1_Add_output.0 {axes = array<i64: 2, 3>, keep_dims = false} : tensor<1x640x7x7xf16> -> tensor<1x640xf16>
    %head.weight = anec.constant #anec.placeholder<tensor<1000x640xf16>>
    %0 = anec.matmul %ReduceMean_output.0, %head.weight transpose_rhs true : tensor<1x640xf16>, tensor<1000x640xf16> -> tensor<1x1000xf16>
    %head.bias = anec.constant #anec.placeholder<tensor<1000xf16>>
    %output = anec.add %0, %head.bias : tensor<1x1000xf16>, tensor<1000xf16> -> tensor<1x1000xf16>
    %output_f32 = anec.cast %output : tensor<1x1000xf16> -> tensor<1x1000xf32>
    func.return %output_f32 : tensor<1x1000xf32>
  }
}
