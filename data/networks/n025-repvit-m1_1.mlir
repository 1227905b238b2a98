// network RepViT-M1.1: timm.create_model('repvit_m1_1'), timm.utils.reparameterize_model, seed 0, eval; timm 1.0.31, torch 2.13.0, exporter torchscript, opset 17; anec-import --weights none --entry repvit_m1_1
builtin.module {
  func.func @repvit_m1_1(%input: tensor<1x3x224x224xf32>) -> tensor<1x1000xf32> {
    %input_f16 = anec.cast %input : tensor<1x3x224x224xf32> -> tensor<1x3x224x224xf16>
    %stem.conv1.weight = anec.constant #anec.placeholder<tensor<32x3x3x3xf16>>
    %stem.conv1.bias = anec.constant #anec.placeholder<tensor<32xf16>>
    %stem_conv1_Conv_output.0 = anec.convolution %input_f16, %stem.conv1.weight bias(%stem.conv1.bias : tensor<32xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x3x224x224xf16>, tensor<32x3x3x3xf16> -> tensor<1x32x112x112xf16>
    %stem_act1_Mul_1_output.0 = anec.gelu %stem_conv1_Conv_output.0 : tensor<1x32x112x112xf16>
    %stem.conv2.weight = anec.constant #anec.placeholder<tensor<64x32x3x3xf16>>
    %stem.conv2.bias = anec.constant #anec.placeholder<tensor<64xf16>>
    %stem_conv2_Conv_output.0 = anec.convolution %stem_act1_Mul_1_output.0, %stem.conv2.weight bias(%stem.conv2.bias : tensor<64xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x32x112x112xf16>, tensor<64x32x3x3xf16> -> tensor<1x64x56x56xf16>
    %stages.0.blocks.0.token_mixer.weight = anec.constant #anec.placeholder<tensor<64x1x3x3xf16>>
    %stages.0.blocks.0.token_mixer.bias = anec.constant #anec.placeholder<tensor<64xf16>>
    %stages_stages.0_blocks_blocks.0_token_mixer_Conv_output.0 = anec.convolution %stem_conv2_Conv_output.0, %stages.0.blocks.0.token_mixer.weight bias(%stages.0.blocks.0.token_mixer.bias : tensor<64xf16>) {groups = 64 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x64x56x56xf16>, tensor<64x1x3x3xf16> -> tensor<1x64x56x56xf16>
    %stages_stages.0_blocks_blocks.0_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.0_blocks_blocks.0_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x64x56x56xf16> -> tensor<1x64x1x1xf16>
    %stages.0.blocks.0.se.fc1.weight = anec.constant #anec.placeholder<tensor<16x64x1x1xf16>>
    %stages.0.blocks.0.se.fc1.bias = anec.constant #anec.placeholder<tensor<16xf16>>
    %stages_stages.0_blocks_blocks.0_se_fc1_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.0_se_ReduceMean_output.0, %stages.0.blocks.0.se.fc1.weight bias(%stages.0.blocks.0.se.fc1.bias : tensor<16xf16>) : tensor<1x64x1x1xf16>, tensor<16x64x1x1xf16> -> tensor<1x16x1x1xf16>
    %stages_stages.0_blocks_blocks.0_se_act_Relu_output.0 = anec.relu %stages_stages.0_blocks_blocks.0_se_fc1_Conv_output.0 : tensor<1x16x1x1xf16>
    %stages.0.blocks.0.se.fc2.weight = anec.constant #anec.placeholder<tensor<64x16x1x1xf16>>
    %stages.0.blocks.0.se.fc2.bias = anec.constant #anec.placeholder<tensor<64xf16>>
    %stages_stages.0_blocks_blocks.0_se_fc2_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.0_se_act_Relu_output.0, %stages.0.blocks.0.se.fc2.weight bias(%stages.0.blocks.0.se.fc2.bias : tensor<64xf16>) : tensor<1x16x1x1xf16>, tensor<64x16x1x1xf16> -> tensor<1x64x1x1xf16>
    %stages_stages.0_blocks_blocks.0_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.0_blocks_blocks.0_se_fc2_Conv_output.0 : tensor<1x64x1x1xf16>
    %stages_stages.0_blocks_blocks.0_se_Mul_output.0 = anec.mul %stages_stages.0_blocks_blocks.0_token_mixer_Conv_output.0, %stages_stages.0_blocks_blocks.0_se_gate_Sigmoid_output.0 : tensor<1x64x56x56xf16>, tensor<1x64x1x1xf16> -> tensor<1x64x56x56xf16>
    %stages.0.blocks.0.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<128x64x1x1xf16>>
    %stages.0.blocks.0.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.0_blocks_blocks.0_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.0_se_Mul_output.0, %stages.0.blocks.0.channel_mixer.conv1.weight bias(%stages.0.blocks.0.channel_mixer.conv1.bias : tensor<128xf16>) : tensor<1x64x56x56xf16>, tensor<128x64x1x1xf16> -> tensor<1x128x56x56xf16>
    %stages_stages.0_blocks_blocks.0_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.0_channel_mixer_conv1_Conv_output.0 : tensor<1x128x56x56xf16>
    %stages.0.blocks.0.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<64x128x1x1xf16>>
    %stages.0.blocks.0.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<64xf16>>
    %stages_stages.0_blocks_blocks.0_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.0_channel_mixer_act_Mul_1_output.0, %stages.0.blocks.0.channel_mixer.conv2.weight bias(%stages.0.blocks.0.channel_mixer.conv2.bias : tensor<64xf16>) : tensor<1x128x56x56xf16>, tensor<64x128x1x1xf16> -> tensor<1x64x56x56xf16>
    %stages_stages.0_blocks_blocks.0_Add_output.0 = anec.add %stages_stages.0_blocks_blocks.0_se_Mul_output.0, %stages_stages.0_blocks_blocks.0_channel_mixer_conv2_Conv_output.0 : tensor<1x64x56x56xf16>, tensor<1x64x56x56xf16> -> tensor<1x64x56x56xf16>
    %stages.0.blocks.1.token_mixer.weight = anec.constant #anec.placeholder<tensor<64x1x3x3xf16>>
    %stages.0.blocks.1.token_mixer.bias = anec.constant #anec.placeholder<tensor<64xf16>>
    %stages_stages.0_blocks_blocks.1_token_mixer_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.0_Add_output.0, %stages.0.blocks.1.token_mixer.weight bias(%stages.0.blocks.1.token_mixer.bias : tensor<64xf16>) {groups = 64 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x64x56x56xf16>, tensor<64x1x3x3xf16> -> tensor<1x64x56x56xf16>
    %stages.0.blocks.1.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<128x64x1x1xf16>>
    %stages.0.blocks.1.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.0_blocks_blocks.1_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.1_token_mixer_Conv_output.0, %stages.0.blocks.1.channel_mixer.conv1.weight bias(%stages.0.blocks.1.channel_mixer.conv1.bias : tensor<128xf16>) : tensor<1x64x56x56xf16>, tensor<128x64x1x1xf16> -> tensor<1x128x56x56xf16>
    %stages_stages.0_blocks_blocks.1_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.1_channel_mixer_conv1_Conv_output.0 : tensor<1x128x56x56xf16>
    %stages.0.blocks.1.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<64x128x1x1xf16>>
    %stages.0.blocks.1.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<64xf16>>
    %stages_stages.0_blocks_blocks.1_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.1_channel_mixer_act_Mul_1_output.0, %stages.0.blocks.1.channel_mixer.conv2.weight bias(%stages.0.blocks.1.channel_mixer.conv2.bias : tensor<64xf16>) : tensor<1x128x56x56xf16>, tensor<64x128x1x1xf16> -> tensor<1x64x56x56xf16>
    %stages_stages.0_blocks_blocks.1_Add_output.0 = anec.add %stages_stages.0_blocks_blocks.1_token_mixer_Conv_output.0, %stages_stages.0_blocks_blocks.1_channel_mixer_conv2_Conv_output.0 : tensor<1x64x56x56xf16>, tensor<1x64x56x56xf16> -> tensor<1x64x56x56xf16>
    %stages.1.downsample.pre_block.token_mixer.weight = anec.constant #anec.placeholder<tensor<64x1x3x3xf16>>
    %stages.1.downsample.pre_block.token_mixer.bias = anec.constant #anec.placeholder<tensor<64xf16>>
    %stages_stages.1_downsample_pre_block_token_mixer_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.1_Add_output.0, %stages.1.downsample.pre_block.token_mixer.weight bias(%stages.1.downsample.pre_block.token_mixer.bias : tensor<64xf16>) {groups = 64 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x64x56x56xf16>, tensor<64x1x3x3xf16> -> tensor<1x64x56x56xf16>
    %stages.1.downsample.pre_block.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<128x64x1x1xf16>>
    %stages.1.downsample.pre_block.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.1_downsample_pre_block_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.1_downsample_pre_block_token_mixer_Conv_output.0, %stages.1.downsample.pre_block.channel_mixer.conv1.weight bias(%stages.1.downsample.pre_block.channel_mixer.conv1.bias : tensor<128xf16>) : tensor<1x64x56x56xf16>, tensor<128x64x1x1xf16> -> tensor<1x128x56x56xf16>
    %stages_stages.1_downsample_pre_block_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.1_downsample_pre_block_channel_mixer_conv1_Conv_output.0 : tensor<1x128x56x56xf16>
    %stages.1.downsample.pre_block.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<64x128x1x1xf16>>
    %stages.1.downsample.pre_block.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<64xf16>>
    %stages_stages.1_downsample_pre_block_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.1_downsample_pre_block_channel_mixer_act_Mul_1_output.0, %stages.1.downsample.pre_block.channel_mixer.conv2.weight bias(%stages.1.downsample.pre_block.channel_mixer.conv2.bias : tensor<64xf16>) : tensor<1x128x56x56xf16>, tensor<64x128x1x1xf16> -> tensor<1x64x56x56xf16>
    %stages_stages.1_downsample_pre_block_Add_output.0 = anec.add %stages_stages.1_downsample_pre_block_token_mixer_Conv_output.0, %stages_stages.1_downsample_pre_block_channel_mixer_conv2_Conv_output.0 : tensor<1x64x56x56xf16>, tensor<1x64x56x56xf16> -> tensor<1x64x56x56xf16>
    %stages.1.downsample.spatial_downsample.weight = anec.constant #anec.placeholder<tensor<64x1x3x3xf16>>
    %stages.1.downsample.spatial_downsample.bias = anec.constant #anec.placeholder<tensor<64xf16>>
    %stages_stages.1_downsample_spatial_downsample_Conv_output.0 = anec.convolution %stages_stages.1_downsample_pre_block_Add_output.0, %stages.1.downsample.spatial_downsample.weight bias(%stages.1.downsample.spatial_downsample.bias : tensor<64xf16>) {groups = 64 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x64x56x56xf16>, tensor<64x1x3x3xf16> -> tensor<1x64x28x28xf16>
    %stages.1.downsample.channel_downsample.weight = anec.constant #anec.placeholder<tensor<128x64x1x1xf16>>
    %stages.1.downsample.channel_downsample.bias = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.1_downsample_channel_downsample_Conv_output.0 = anec.convolution %stages_stages.1_downsample_spatial_downsample_Conv_output.0, %stages.1.downsample.channel_downsample.weight bias(%stages.1.downsample.channel_downsample.bias : tensor<128xf16>) : tensor<1x64x28x28xf16>, tensor<128x64x1x1xf16> -> tensor<1x128x28x28xf16>
    %stages.1.downsample.ffn.conv1.weight = anec.constant #anec.placeholder<tensor<256x128x1x1xf16>>
    %stages.1.downsample.ffn.conv1.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.1_downsample_ffn_conv1_Conv_output.0 = anec.convolution %stages_stages.1_downsample_channel_downsample_Conv_output.0, %stages.1.downsample.ffn.conv1.weight bias(%stages.1.downsample.ffn.conv1.bias : tensor<256xf16>) : tensor<1x128x28x28xf16>, tensor<256x128x1x1xf16> -> tensor<1x256x28x28xf16>
    %stages_stages.1_downsample_ffn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_downsample_ffn_conv1_Conv_output.0 : tensor<1x256x28x28xf16>
    %stages.1.downsample.ffn.conv2.weight = anec.constant #anec.placeholder<tensor<128x256x1x1xf16>>
    %stages.1.downsample.ffn.conv2.bias = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.1_downsample_ffn_conv2_Conv_output.0 = anec.convolution %stages_stages.1_downsample_ffn_act_Mul_1_output.0, %stages.1.downsample.ffn.conv2.weight bias(%stages.1.downsample.ffn.conv2.bias : tensor<128xf16>) : tensor<1x256x28x28xf16>, tensor<128x256x1x1xf16> -> tensor<1x128x28x28xf16>
    %stages_stages.1_downsample_Add_output.0 = anec.add %stages_stages.1_downsample_ffn_conv2_Conv_output.0, %stages_stages.1_downsample_channel_downsample_Conv_output.0 : tensor<1x128x28x28xf16>, tensor<1x128x28x28xf16> -> tensor<1x128x28x28xf16>
    %stages.1.blocks.0.token_mixer.weight = anec.constant #anec.placeholder<tensor<128x1x3x3xf16>>
    %stages.1.blocks.0.token_mixer.bias = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.1_blocks_blocks.0_token_mixer_Conv_output.0 = anec.convolution %stages_stages.1_downsample_Add_output.0, %stages.1.blocks.0.token_mixer.weight bias(%stages.1.blocks.0.token_mixer.bias : tensor<128xf16>) {groups = 128 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x128x28x28xf16>, tensor<128x1x3x3xf16> -> tensor<1x128x28x28xf16>
    %stages_stages.1_blocks_blocks.0_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.1_blocks_blocks.0_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x128x28x28xf16> -> tensor<1x128x1x1xf16>
    %stages.1.blocks.0.se.fc1.weight = anec.constant #anec.placeholder<tensor<32x128x1x1xf16>>
    %stages.1.blocks.0.se.fc1.bias = anec.constant #anec.placeholder<tensor<32xf16>>
    %stages_stages.1_blocks_blocks.0_se_fc1_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.0_se_ReduceMean_output.0, %stages.1.blocks.0.se.fc1.weight bias(%stages.1.blocks.0.se.fc1.bias : tensor<32xf16>) : tensor<1x128x1x1xf16>, tensor<32x128x1x1xf16> -> tensor<1x32x1x1xf16>
    %stages_stages.1_blocks_blocks.0_se_act_Relu_output.0 = anec.relu %stages_stages.1_blocks_blocks.0_se_fc1_Conv_output.0 : tensor<1x32x1x1xf16>
    %stages.1.blocks.0.se.fc2.weight = anec.constant #anec.placeholder<tensor<128x32x1x1xf16>>
    %stages.1.blocks.0.se.fc2.bias = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.1_blocks_blocks.0_se_fc2_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.0_se_act_Relu_output.0, %stages.1.blocks.0.se.fc2.weight bias(%stages.1.blocks.0.se.fc2.bias : tensor<128xf16>) : tensor<1x32x1x1xf16>, tensor<128x32x1x1xf16> -> tensor<1x128x1x1xf16>
    %stages_stages.1_blocks_blocks.0_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.1_blocks_blocks.0_se_fc2_Conv_output.0 : tensor<1x128x1x1xf16>
    %stages_stages.1_blocks_blocks.0_se_Mul_output.0 = anec.mul %stages_stages.1_blocks_blocks.0_token_mixer_Conv_output.0, %stages_stages.1_blocks_blocks.0_se_gate_Sigmoid_output.0 : tensor<1x128x28x28xf16>, tensor<1x128x1x1xf16> -> tensor<1x128x28x28xf16>
    %stages.1.blocks.0.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<256x128x1x1xf16>>
    %stages.1.blocks.0.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.1_blocks_blocks.0_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.0_se_Mul_output.0, %stages.1.blocks.0.channel_mixer.conv1.weight bias(%stages.1.blocks.0.channel_mixer.conv1.bias : tensor<256xf16>) : tensor<1x128x28x28xf16>, tensor<256x128x1x1xf16> -> tensor<1x256x28x28xf16>
    %stages_stages.1_blocks_blocks.0_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.0_channel_mixer_conv1_Conv_output.0 : tensor<1x256x28x28xf16>
    %stages.1.blocks.0.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<128x256x1x1xf16>>
    %stages.1.blocks.0.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.1_blocks_blocks.0_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.0_channel_mixer_act_Mul_1_output.0, %stages.1.blocks.0.channel_mixer.conv2.weight bias(%stages.1.blocks.0.channel_mixer.conv2.bias : tensor<128xf16>) : tensor<1x256x28x28xf16>, tensor<128x256x1x1xf16> -> tensor<1x128x28x28xf16>
    %stages_stages.1_blocks_blocks.0_Add_output.0 = anec.add %stages_stages.1_blocks_blocks.0_se_Mul_output.0, %stages_stages.1_blocks_blocks.0_channel_mixer_conv2_Conv_output.0 : tensor<1x128x28x28xf16>, tensor<1x128x28x28xf16> -> tensor<1x128x28x28xf16>
    %stages.1.blocks.1.token_mixer.weight = anec.constant #anec.placeholder<tensor<128x1x3x3xf16>>
    %stages.1.blocks.1.token_mixer.bias = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.1_blocks_blocks.1_token_mixer_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.0_Add_output.0, %stages.1.blocks.1.token_mixer.weight bias(%stages.1.blocks.1.token_mixer.bias : tensor<128xf16>) {groups = 128 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x128x28x28xf16>, tensor<128x1x3x3xf16> -> tensor<1x128x28x28xf16>
    %stages.1.blocks.1.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<256x128x1x1xf16>>
    %stages.1.blocks.1.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.1_blocks_blocks.1_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.1_token_mixer_Conv_output.0, %stages.1.blocks.1.channel_mixer.conv1.weight bias(%stages.1.blocks.1.channel_mixer.conv1.bias : tensor<256xf16>) : tensor<1x128x28x28xf16>, tensor<256x128x1x1xf16> -> tensor<1x256x28x28xf16>
    %stages_stages.1_blocks_blocks.1_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.1_channel_mixer_conv1_Conv_output.0 : tensor<1x256x28x28xf16>
    %stages.1.blocks.1.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<128x256x1x1xf16>>
    %stages.1.blocks.1.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.1_blocks_blocks.1_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.1_channel_mixer_act_Mul_1_output.0, %stages.1.blocks.1.channel_mixer.conv2.weight bias(%stages.1.blocks.1.channel_mixer.conv2.bias : tensor<128xf16>) : tensor<1x256x28x28xf16>, tensor<128x256x1x1xf16> -> tensor<1x128x28x28xf16>
    %stages_stages.1_blocks_blocks.1_Add_output.0 = anec.add %stages_stages.1_blocks_blocks.1_token_mixer_Conv_output.0, %stages_stages.1_blocks_blocks.1_channel_mixer_conv2_Conv_output.0 : tensor<1x128x28x28xf16>, tensor<1x128x28x28xf16> -> tensor<1x128x28x28xf16>
    %stages.2.downsample.pre_block.token_mixer.weight = anec.constant #anec.placeholder<tensor<128x1x3x3xf16>>
    %stages.2.downsample.pre_block.token_mixer.bias = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.2_downsample_pre_block_token_mixer_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.1_Add_output.0, %stages.2.downsample.pre_block.token_mixer.weight bias(%stages.2.downsample.pre_block.token_mixer.bias : tensor<128xf16>) {groups = 128 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x128x28x28xf16>, tensor<128x1x3x3xf16> -> tensor<1x128x28x28xf16>
    %stages.2.downsample.pre_block.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<256x128x1x1xf16>>
    %stages.2.downsample.pre_block.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_downsample_pre_block_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_downsample_pre_block_token_mixer_Conv_output.0, %stages.2.downsample.pre_block.channel_mixer.conv1.weight bias(%stages.2.downsample.pre_block.channel_mixer.conv1.bias : tensor<256xf16>) : tensor<1x128x28x28xf16>, tensor<256x128x1x1xf16> -> tensor<1x256x28x28xf16>
    %stages_stages.2_downsample_pre_block_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_downsample_pre_block_channel_mixer_conv1_Conv_output.0 : tensor<1x256x28x28xf16>
    %stages.2.downsample.pre_block.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<128x256x1x1xf16>>
    %stages.2.downsample.pre_block.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.2_downsample_pre_block_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_downsample_pre_block_channel_mixer_act_Mul_1_output.0, %stages.2.downsample.pre_block.channel_mixer.conv2.weight bias(%stages.2.downsample.pre_block.channel_mixer.conv2.bias : tensor<128xf16>) : tensor<1x256x28x28xf16>, tensor<128x256x1x1xf16> -> tensor<1x128x28x28xf16>
    %stages_stages.2_downsample_pre_block_Add_output.0 = anec.add %stages_stages.2_downsample_pre_block_token_mixer_Conv_output.0, %stages_stages.2_downsample_pre_block_channel_mixer_conv2_Conv_output.0 : tensor<1x128x28x28xf16>, tensor<1x128x28x28xf16> -> tensor<1x128x28x28xf16>
    %stages.2.downsample.spatial_downsample.weight = anec.constant #anec.placeholder<tensor<128x1x3x3xf16>>
    %stages.2.downsample.spatial_downsample.bias = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.2_downsample_spatial_downsample_Conv_output.0 = anec.convolution %stages_stages.2_downsample_pre_block_Add_output.0, %stages.2.downsample.spatial_downsample.weight bias(%stages.2.downsample.spatial_downsample.bias : tensor<128xf16>) {groups = 128 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x128x28x28xf16>, tensor<128x1x3x3xf16> -> tensor<1x128x14x14xf16>
    %stages.2.downsample.channel_downsample.weight = anec.constant #anec.placeholder<tensor<256x128x1x1xf16>>
    %stages.2.downsample.channel_downsample.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_downsample_channel_downsample_Conv_output.0 = anec.convolution %stages_stages.2_downsample_spatial_downsample_Conv_output.0, %stages.2.downsample.channel_downsample.weight bias(%stages.2.downsample.channel_downsample.bias : tensor<256xf16>) : tensor<1x128x14x14xf16>, tensor<256x128x1x1xf16> -> tensor<1x256x14x14xf16>
    %stages.2.downsample.ffn.conv1.weight = anec.constant #anec.placeholder<tensor<512x256x1x1xf16>>
    %stages.2.downsample.ffn.conv1.bias = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.2_downsample_ffn_conv1_Conv_output.0 = anec.convolution %stages_stages.2_downsample_channel_downsample_Conv_output.0, %stages.2.downsample.ffn.conv1.weight bias(%stages.2.downsample.ffn.conv1.bias : tensor<512xf16>) : tensor<1x256x14x14xf16>, tensor<512x256x1x1xf16> -> tensor<1x512x14x14xf16>
    %stages_stages.2_downsample_ffn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_downsample_ffn_conv1_Conv_output.0 : tensor<1x512x14x14xf16>
    %stages.2.downsample.ffn.conv2.weight = anec.constant #anec.placeholder<tensor<256x512x1x1xf16>>
    %stages.2.downsample.ffn.conv2.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_downsample_ffn_conv2_Conv_output.0 = anec.convolution %stages_stages.2_downsample_ffn_act_Mul_1_output.0, %stages.2.downsample.ffn.conv2.weight bias(%stages.2.downsample.ffn.conv2.bias : tensor<256xf16>) : tensor<1x512x14x14xf16>, tensor<256x512x1x1xf16> -> tensor<1x256x14x14xf16>
    %stages_stages.2_downsample_Add_output.0 = anec.add %stages_stages.2_downsample_ffn_conv2_Conv_output.0, %stages_stages.2_downsample_channel_downsample_Conv_output.0 : tensor<1x256x14x14xf16>, tensor<1x256x14x14xf16> -> tensor<1x256x14x14xf16>
    %stages.2.blocks.0.token_mixer.weight = anec.constant #anec.placeholder<tensor<256x1x3x3xf16>>
    %stages.2.blocks.0.token_mixer.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.0_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_downsample_Add_output.0, %stages.2.blocks.0.token_mixer.weight bias(%stages.2.blocks.0.token_mixer.bias : tensor<256xf16>) {groups = 256 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x256x14x14xf16>, tensor<256x1x3x3xf16> -> tensor<1x256x14x14xf16>
    %stages_stages.2_blocks_blocks.0_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_blocks_blocks.0_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x256x14x14xf16> -> tensor<1x256x1x1xf16>
    %stages.2.blocks.0.se.fc1.weight = anec.constant #anec.placeholder<tensor<64x256x1x1xf16>>
    %stages.2.blocks.0.se.fc1.bias = anec.constant #anec.placeholder<tensor<64xf16>>
    %stages_stages.2_blocks_blocks.0_se_fc1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.0_se_ReduceMean_output.0, %stages.2.blocks.0.se.fc1.weight bias(%stages.2.blocks.0.se.fc1.bias : tensor<64xf16>) : tensor<1x256x1x1xf16>, tensor<64x256x1x1xf16> -> tensor<1x64x1x1xf16>
    %stages_stages.2_blocks_blocks.0_se_act_Relu_output.0 = anec.relu %stages_stages.2_blocks_blocks.0_se_fc1_Conv_output.0 : tensor<1x64x1x1xf16>
    %stages.2.blocks.0.se.fc2.weight = anec.constant #anec.placeholder<tensor<256x64x1x1xf16>>
    %stages.2.blocks.0.se.fc2.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.0_se_fc2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.0_se_act_Relu_output.0, %stages.2.blocks.0.se.fc2.weight bias(%stages.2.blocks.0.se.fc2.bias : tensor<256xf16>) : tensor<1x64x1x1xf16>, tensor<256x64x1x1xf16> -> tensor<1x256x1x1xf16>
    %stages_stages.2_blocks_blocks.0_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_blocks_blocks.0_se_fc2_Conv_output.0 : tensor<1x256x1x1xf16>
    %stages_stages.2_blocks_blocks.0_se_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.0_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.0_se_gate_Sigmoid_output.0 : tensor<1x256x14x14xf16>, tensor<1x256x1x1xf16> -> tensor<1x256x14x14xf16>
    %stages.2.blocks.0.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<512x256x1x1xf16>>
    %stages.2.blocks.0.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.2_blocks_blocks.0_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.0_se_Mul_output.0, %stages.2.blocks.0.channel_mixer.conv1.weight bias(%stages.2.blocks.0.channel_mixer.conv1.bias : tensor<512xf16>) : tensor<1x256x14x14xf16>, tensor<512x256x1x1xf16> -> tensor<1x512x14x14xf16>
    %stages_stages.2_blocks_blocks.0_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.0_channel_mixer_conv1_Conv_output.0 : tensor<1x512x14x14xf16>
    %stages.2.blocks.0.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<256x512x1x1xf16>>
    %stages.2.blocks.0.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.0_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.0_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.0.channel_mixer.conv2.weight bias(%stages.2.blocks.0.channel_mixer.conv2.bias : tensor<256xf16>) : tensor<1x512x14x14xf16>, tensor<256x512x1x1xf16> -> tensor<1x256x14x14xf16>
    %stages_stages.2_blocks_blocks.0_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.0_se_Mul_output.0, %stages_stages.2_blocks_blocks.0_channel_mixer_conv2_Conv_output.0 : tensor<1x256x14x14xf16>, tensor<1x256x14x14xf16> -> tensor<1x256x14x14xf16>
    %stages.2.blocks.1.token_mixer.weight = anec.constant #anec.placeholder<tensor<256x1x3x3xf16>>
    %stages.2.blocks.1.token_mixer.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.1_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.0_Add_output.0, %stages.2.blocks.1.token_mixer.weight bias(%stages.2.blocks.1.token_mixer.bias : tensor<256xf16>) {groups = 256 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x256x14x14xf16>, tensor<256x1x3x3xf16> -> tensor<1x256x14x14xf16>
    %stages.2.blocks.1.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<512x256x1x1xf16>>
    %stages.2.blocks.1.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.2_blocks_blocks.1_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.1_token_mixer_Conv_output.0, %stages.2.blocks.1.channel_mixer.conv1.weight bias(%stages.2.blocks.1.channel_mixer.conv1.bias : tensor<512xf16>) : tensor<1x256x14x14xf16>, tensor<512x256x1x1xf16> -> tensor<1x512x14x14xf16>
    %stages_stages.2_blocks_blocks.1_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.1_channel_mixer_conv1_Conv_output.0 : tensor<1x512x14x14xf16>
    %stages.2.blocks.1.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<256x512x1x1xf16>>
    %stages.2.blocks.1.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.1_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.1_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.1.channel_mixer.conv2.weight bias(%stages.2.blocks.1.channel_mixer.conv2.bias : tensor<256xf16>) : tensor<1x512x14x14xf16>, tensor<256x512x1x1xf16> -> tensor<1x256x14x14xf16>
    %stages_stages.2_blocks_blocks.1_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.1_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.1_channel_mixer_conv2_Conv_output.0 : tensor<1x256x14x14xf16>, tensor<1x256x14x14xf16> -> tensor<1x256x14x14xf16>
    %stages.2.blocks.2.token_mixer.weight = anec.constant #anec.placeholder<tensor<256x1x3x3xf16>>
    %stages.2.blocks.2.token_mixer.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.2_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.1_Add_output.0, %stages.2.blocks.2.token_mixer.weight bias(%stages.2.blocks.2.token_mixer.bias : tensor<256xf16>) {groups = 256 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x256x14x14xf16>, tensor<256x1x3x3xf16> -> tensor<1x256x14x14xf16>
    %stages_stages.2_blocks_blocks.2_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_blocks_blocks.2_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x256x14x14xf16> -> tensor<1x256x1x1xf16>
    %stages.2.blocks.2.se.fc1.weight = anec.constant #anec.placeholder<tensor<64x256x1x1xf16>>
    %stages.2.blocks.2.se.fc1.bias = anec.constant #anec.placeholder<tensor<64xf16>>
    %stages_stages.2_blocks_blocks.2_se_fc1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.2_se_ReduceMean_output.0, %stages.2.blocks.2.se.fc1.weight bias(%stages.2.blocks.2.se.fc1.bias : tensor<64xf16>) : tensor<1x256x1x1xf16>, tensor<64x256x1x1xf16> -> tensor<1x64x1x1xf16>
    %stages_stages.2_blocks_blocks.2_se_act_Relu_output.0 = anec.relu %stages_stages.2_blocks_blocks.2_se_fc1_Conv_output.0 : tensor<1x64x1x1xf16>
    %stages.2.blocks.2.se.fc2.weight = anec.constant #anec.placeholder<tensor<256x64x1x1xf16>>
    %stages.2.blocks.2.se.fc2.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.2_se_fc2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.2_se_act_Relu_output.0, %stages.2.blocks.2.se.fc2.weight bias(%stages.2.blocks.2.se.fc2.bias : tensor<256xf16>) : tensor<1x64x1x1xf16>, tensor<256x64x1x1xf16> -> tensor<1x256x1x1xf16>
    %stages_stages.2_blocks_blocks.2_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_blocks_blocks.2_se_fc2_Conv_output.0 : tensor<1x256x1x1xf16>
    %stages_stages.2_blocks_blocks.2_se_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.2_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.2_se_gate_Sigmoid_output.0 : tensor<1x256x14x14xf16>, tensor<1x256x1x1xf16> -> tensor<1x256x14x14xf16>
    %stages.2.blocks.2.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<512x256x1x1xf16>>
    %stages.2.blocks.2.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.2_blocks_blocks.2_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.2_se_Mul_output.0, %stages.2.blocks.2.channel_mixer.conv1.weight bias(%stages.2.blocks.2.channel_mixer.conv1.bias : tensor<512xf16>) : tensor<1x256x14x14xf16>, tensor<512x256x1x1xf16> -> tensor<1x512x14x14xf16>
    %stages_stages.2_blocks_blocks.2_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.2_channel_mixer_conv1_Conv_output.0 : tensor<1x512x14x14xf16>
    %stages.2.blocks.2.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<256x512x1x1xf16>>
    %stages.2.blocks.2.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.2_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.2_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.2.channel_mixer.conv2.weight bias(%stages.2.blocks.2.channel_mixer.conv2.bias : tensor<256xf16>) : tensor<1x512x14x14xf16>, tensor<256x512x1x1xf16> -> tensor<1x256x14x14xf16>
    %stages_stages.2_blocks_blocks.2_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.2_se_Mul_output.0, %stages_stages.2_blocks_blocks.2_channel_mixer_conv2_Conv_output.0 : tensor<1x256x14x14xf16>, tensor<1x256x14x14xf16> -> tensor<1x256x14x14xf16>
    %stages.2.blocks.3.token_mixer.weight = anec.constant #anec.placeholder<tensor<256x1x3x3xf16>>
    %stages.2.blocks.3.token_mixer.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.3_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.2_Add_output.0, %stages.2.blocks.3.token_mixer.weight bias(%stages.2.blocks.3.token_mixer.bias : tensor<256xf16>) {groups = 256 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x256x14x14xf16>, tensor<256x1x3x3xf16> -> tensor<1x256x14x14xf16>
    %stages.2.blocks.3.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<512x256x1x1xf16>>
    %stages.2.blocks.3.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.2_blocks_blocks.3_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.3_token_mixer_Conv_output.0, %stages.2.blocks.3.channel_mixer.conv1.weight bias(%stages.2.blocks.3.channel_mixer.conv1.bias : tensor<512xf16>) : tensor<1x256x14x14xf16>, tensor<512x256x1x1xf16> -> tensor<1x512x14x14xf16>
    %stages_stages.2_blocks_blocks.3_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.3_channel_mixer_conv1_Conv_output.0 : tensor<1x512x14x14xf16>
    %stages.2.blocks.3.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<256x512x1x1xf16>>
    %stages.2.blocks.3.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.3_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.3_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.3.channel_mixer.conv2.weight bias(%stages.2.blocks.3.channel_mixer.conv2.bias : tensor<256xf16>) : tensor<1x512x14x14xf16>, tensor<256x512x1x1xf16> -> tensor<1x256x14x14xf16>
    %stages_stages.2_blocks_blocks.3_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.3_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.3_channel_mixer_conv2_Conv_output.0 : tensor<1x256x14x14xf16>, tensor<1x256x14x14xf16> -> tensor<1x256x14x14xf16>
    %stages.2.blocks.4.token_mixer.weight = anec.constant #anec.placeholder<tensor<256x1x3x3xf16>>
    %stages.2.blocks.4.token_mixer.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.4_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.3_Add_output.0, %stages.2.blocks.4.token_mixer.weight bias(%stages.2.blocks.4.token_mixer.bias : tensor<256xf16>) {groups = 256 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x256x14x14xf16>, tensor<256x1x3x3xf16> -> tensor<1x256x14x14xf16>
    %stages_stages.2_blocks_blocks.4_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_blocks_blocks.4_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x256x14x14xf16> -> tensor<1x256x1x1xf16>
    %stages.2.blocks.4.se.fc1.weight = anec.constant #anec.placeholder<tensor<64x256x1x1xf16>>
    %stages.2.blocks.4.se.fc1.bias = anec.constant #anec.placeholder<tensor<64xf16>>
    %stages_stages.2_blocks_blocks.4_se_fc1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_se_ReduceMean_output.0, %stages.2.blocks.4.se.fc1.weight bias(%stages.2.blocks.4.se.fc1.bias : tensor<64xf16>) : tensor<1x256x1x1xf16>, tensor<64x256x1x1xf16> -> tensor<1x64x1x1xf16>
    %stages_stages.2_blocks_blocks.4_se_act_Relu_output.0 = anec.relu %stages_stages.2_blocks_blocks.4_se_fc1_Conv_output.0 : tensor<1x64x1x1xf16>
    %stages.2.blocks.4.se.fc2.weight = anec.constant #anec.placeholder<tensor<256x64x1x1xf16>>
    %stages.2.blocks.4.se.fc2.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.4_se_fc2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_se_act_Relu_output.0, %stages.2.blocks.4.se.fc2.weight bias(%stages.2.blocks.4.se.fc2.bias : tensor<256xf16>) : tensor<1x64x1x1xf16>, tensor<256x64x1x1xf16> -> tensor<1x256x1x1xf16>
    %stages_stages.2_blocks_blocks.4_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_blocks_blocks.4_se_fc2_Conv_output.0 : tensor<1x256x1x1xf16>
    %stages_stages.2_blocks_blocks.4_se_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.4_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.4_se_gate_Sigmoid_output.0 : tensor<1x256x14x14xf16>, tensor<1x256x1x1xf16> -> tensor<1x256x14x14xf16>
    %stages.2.blocks.4.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<512x256x1x1xf16>>
    %stages.2.blocks.4.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.2_blocks_blocks.4_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_se_Mul_output.0, %stages.2.blocks.4.channel_mixer.conv1.weight bias(%stages.2.blocks.4.channel_mixer.conv1.bias : tensor<512xf16>) : tensor<1x256x14x14xf16>, tensor<512x256x1x1xf16> -> tensor<1x512x14x14xf16>
    %stages_stages.2_blocks_blocks.4_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.4_channel_mixer_conv1_Conv_output.0 : tensor<1x512x14x14xf16>
    %stages.2.blocks.4.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<256x512x1x1xf16>>
    %stages.2.blocks.4.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.4_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.4.channel_mixer.conv2.weight bias(%stages.2.blocks.4.channel_mixer.conv2.bias : tensor<256xf16>) : tensor<1x512x14x14xf16>, tensor<256x512x1x1xf16> -> tensor<1x256x14x14xf16>
    %stages_stages.2_blocks_blocks.4_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.4_se_Mul_output.0, %stages_stages.2_blocks_blocks.4_channel_mixer_conv2_Conv_output.0 : tensor<1x256x14x14xf16>, tensor<1x256x14x14xf16> -> tensor<1x256x14x14xf16>
    %stages.2.blocks.5.token_mixer.weight = anec.constant #anec.placeholder<tensor<256x1x3x3xf16>>
    %stages.2.blocks.5.token_mixer.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.5_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_Add_output.0, %stages.2.blocks.5.token_mixer.weight bias(%stages.2.blocks.5.token_mixer.bias : tensor<256xf16>) {groups = 256 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x256x14x14xf16>, tensor<256x1x3x3xf16> -> tensor<1x256x14x14xf16>
    %stages.2.blocks.5.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<512x256x1x1xf16>>
    %stages.2.blocks.5.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.2_blocks_blocks.5_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_token_mixer_Conv_output.0, %stages.2.blocks.5.channel_mixer.conv1.weight bias(%stages.2.blocks.5.channel_mixer.conv1.bias : tensor<512xf16>) : tensor<1x256x14x14xf16>, tensor<512x256x1x1xf16> -> tensor<1x512x14x14xf16>
    %stages_stages.2_blocks_blocks.5_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.5_channel_mixer_conv1_Conv_output.0 : tensor<1x512x14x14xf16>
    %stages.2.blocks.5.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<256x512x1x1xf16>>
    %stages.2.blocks.5.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.5_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.5.channel_mixer.conv2.weight bias(%stages.2.blocks.5.channel_mixer.conv2.bias : tensor<256xf16>) : tensor<1x512x14x14xf16>, tensor<256x512x1x1xf16> -> tensor<1x256x14x14xf16>
    %stages_stages.2_blocks_blocks.5_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.5_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.5_channel_mixer_conv2_Conv_output.0 : tensor<1x256x14x14xf16>, tensor<1x256x14x14xf16> -> tensor<1x256x14x14xf16>
    %stages.2.blocks.6.token_mixer.weight = anec.constant #anec.placeholder<tensor<256x1x3x3xf16>>
    %stages.2.blocks.6.token_mixer.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.6_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_Add_output.0, %stages.2.blocks.6.token_mixer.weight bias(%stages.2.blocks.6.token_mixer.bias : tensor<256xf16>) {groups = 256 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x256x14x14xf16>, tensor<256x1x3x3xf16> -> tensor<1x256x14x14xf16>
    %stages_stages.2_blocks_blocks.6_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_blocks_blocks.6_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x256x14x14xf16> -> tensor<1x256x1x1xf16>
    %stages.2.blocks.6.se.fc1.weight = anec.constant #anec.placeholder<tensor<64x256x1x1xf16>>
    %stages.2.blocks.6.se.fc1.bias = anec.constant #anec.placeholder<tensor<64xf16>>
    %stages_stages.2_blocks_blocks.6_se_fc1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.6_se_ReduceMean_output.0, %stages.2.blocks.6.se.fc1.weight bias(%stages.2.blocks.6.se.fc1.bias : tensor<64xf16>) : tensor<1x256x1x1xf16>, tensor<64x256x1x1xf16> -> tensor<1x64x1x1xf16>
    %stages_stages.2_blocks_blocks.6_se_act_Relu_output.0 = anec.relu %stages_stages.2_blocks_blocks.6_se_fc1_Conv_output.0 : tensor<1x64x1x1xf16>
    %stages.2.blocks.6.se.fc2.weight = anec.constant #anec.placeholder<tensor<256x64x1x1xf16>>
    %stages.2.blocks.6.se.fc2.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.6_se_fc2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.6_se_act_Relu_output.0, %stages.2.blocks.6.se.fc2.weight bias(%stages.2.blocks.6.se.fc2.bias : tensor<256xf16>) : tensor<1x64x1x1xf16>, tensor<256x64x1x1xf16> -> tensor<1x256x1x1xf16>
    %stages_stages.2_blocks_blocks.6_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_blocks_blocks.6_se_fc2_Conv_output.0 : tensor<1x256x1x1xf16>
    %stages_stages.2_blocks_blocks.6_se_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.6_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.6_se_gate_Sigmoid_output.0 : tensor<1x256x14x14xf16>, tensor<1x256x1x1xf16> -> tensor<1x256x14x14xf16>
    %stages.2.blocks.6.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<512x256x1x1xf16>>
    %stages.2.blocks.6.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.2_blocks_blocks.6_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.6_se_Mul_output.0, %stages.2.blocks.6.channel_mixer.conv1.weight bias(%stages.2.blocks.6.channel_mixer.conv1.bias : tensor<512xf16>) : tensor<1x256x14x14xf16>, tensor<512x256x1x1xf16> -> tensor<1x512x14x14xf16>
    %stages_stages.2_blocks_blocks.6_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.6_channel_mixer_conv1_Conv_output.0 : tensor<1x512x14x14xf16>
    %stages.2.blocks.6.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<256x512x1x1xf16>>
    %stages.2.blocks.6.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.6_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.6_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.6.channel_mixer.conv2.weight bias(%stages.2.blocks.6.channel_mixer.conv2.bias : tensor<256xf16>) : tensor<1x512x14x14xf16>, tensor<256x512x1x1xf16> -> tensor<1x256x14x14xf16>
    %stages_stages.2_blocks_blocks.6_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.6_se_Mul_output.0, %stages_stages.2_blocks_blocks.6_channel_mixer_conv2_Conv_output.0 : tensor<1x256x14x14xf16>, tensor<1x256x14x14xf16> -> tensor<1x256x14x14xf16>
    %stages.2.blocks.7.token_mixer.weight = anec.constant #anec.placeholder<tensor<256x1x3x3xf16>>
    %stages.2.blocks.7.token_mixer.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.7_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.6_Add_output.0, %stages.2.blocks.7.token_mixer.weight bias(%stages.2.blocks.7.token_mixer.bias : tensor<256xf16>) {groups = 256 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x256x14x14xf16>, tensor<256x1x3x3xf16> -> tensor<1x256x14x14xf16>
    %stages.2.blocks.7.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<512x256x1x1xf16>>
    %stages.2.blocks.7.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.2_blocks_blocks.7_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.7_token_mixer_Conv_output.0, %stages.2.blocks.7.channel_mixer.conv1.weight bias(%stages.2.blocks.7.channel_mixer.conv1.bias : tensor<512xf16>) : tensor<1x256x14x14xf16>, tensor<512x256x1x1xf16> -> tensor<1x512x14x14xf16>
    %stages_stages.2_blocks_blocks.7_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.7_channel_mixer_conv1_Conv_output.0 : tensor<1x512x14x14xf16>
    %stages.2.blocks.7.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<256x512x1x1xf16>>
    %stages.2.blocks.7.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.7_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.7_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.7.channel_mixer.conv2.weight bias(%stages.2.blocks.7.channel_mixer.conv2.bias : tensor<256xf16>) : tensor<1x512x14x14xf16>, tensor<256x512x1x1xf16> -> tensor<1x256x14x14xf16>
    %stages_stages.2_blocks_blocks.7_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.7_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.7_channel_mixer_conv2_Conv_output.0 : tensor<1x256x14x14xf16>, tensor<1x256x14x14xf16> -> tensor<1x256x14x14xf16>
    %stages.2.blocks.8.token_mixer.weight = anec.constant #anec.placeholder<tensor<256x1x3x3xf16>>
    %stages.2.blocks.8.token_mixer.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.8_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.7_Add_output.0, %stages.2.blocks.8.token_mixer.weight bias(%stages.2.blocks.8.token_mixer.bias : tensor<256xf16>) {groups = 256 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x256x14x14xf16>, tensor<256x1x3x3xf16> -> tensor<1x256x14x14xf16>
    %stages_stages.2_blocks_blocks.8_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_blocks_blocks.8_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x256x14x14xf16> -> tensor<1x256x1x1xf16>
    %stages.2.blocks.8.se.fc1.weight = anec.constant #anec.placeholder<tensor<64x256x1x1xf16>>
    %stages.2.blocks.8.se.fc1.bias = anec.constant #anec.placeholder<tensor<64xf16>>
    %stages_stages.2_blocks_blocks.8_se_fc1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_se_ReduceMean_output.0, %stages.2.blocks.8.se.fc1.weight bias(%stages.2.blocks.8.se.fc1.bias : tensor<64xf16>) : tensor<1x256x1x1xf16>, tensor<64x256x1x1xf16> -> tensor<1x64x1x1xf16>
    %stages_stages.2_blocks_blocks.8_se_act_Relu_output.0 = anec.relu %stages_stages.2_blocks_blocks.8_se_fc1_Conv_output.0 : tensor<1x64x1x1xf16>
    %stages.2.blocks.8.se.fc2.weight = anec.constant #anec.placeholder<tensor<256x64x1x1xf16>>
    %stages.2.blocks.8.se.fc2.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.8_se_fc2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_se_act_Relu_output.0, %stages.2.blocks.8.se.fc2.weight bias(%stages.2.blocks.8.se.fc2.bias : tensor<256xf16>) : tensor<1x64x1x1xf16>, tensor<256x64x1x1xf16> -> tensor<1x256x1x1xf16>
    %stages_stages.2_blocks_blocks.8_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_blocks_blocks.8_se_fc2_Conv_output.0 : tensor<1x256x1x1xf16>
    %stages_stages.2_blocks_blocks.8_se_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.8_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.8_se_gate_Sigmoid_output.0 : tensor<1x256x14x14xf16>, tensor<1x256x1x1xf16> -> tensor<1x256x14x14xf16>
    %stages.2.blocks.8.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<512x256x1x1xf16>>
    %stages.2.blocks.8.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.2_blocks_blocks.8_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_se_Mul_output.0, %stages.2.blocks.8.channel_mixer.conv1.weight bias(%stages.2.blocks.8.channel_mixer.conv1.bias : tensor<512xf16>) : tensor<1x256x14x14xf16>, tensor<512x256x1x1xf16> -> tensor<1x512x14x14xf16>
    %stages_stages.2_blocks_blocks.8_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.8_channel_mixer_conv1_Conv_output.0 : tensor<1x512x14x14xf16>
    %stages.2.blocks.8.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<256x512x1x1xf16>>
    %stages.2.blocks.8.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.8_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.8.channel_mixer.conv2.weight bias(%stages.2.blocks.8.channel_mixer.conv2.bias : tensor<256xf16>) : tensor<1x512x14x14xf16>, tensor<256x512x1x1xf16> -> tensor<1x256x14x14xf16>
    %stages_stages.2_blocks_blocks.8_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.8_se_Mul_output.0, %stages_stages.2_blocks_blocks.8_channel_mixer_conv2_Conv_output.0 : tensor<1x256x14x14xf16>, tensor<1x256x14x14xf16> -> tensor<1x256x14x14xf16>
    %stages.2.blocks.9.token_mixer.weight = anec.constant #anec.placeholder<tensor<256x1x3x3xf16>>
    %stages.2.blocks.9.token_mixer.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.9_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_Add_output.0, %stages.2.blocks.9.token_mixer.weight bias(%stages.2.blocks.9.token_mixer.bias : tensor<256xf16>) {groups = 256 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x256x14x14xf16>, tensor<256x1x3x3xf16> -> tensor<1x256x14x14xf16>
    %stages.2.blocks.9.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<512x256x1x1xf16>>
    %stages.2.blocks.9.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.2_blocks_blocks.9_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.9_token_mixer_Conv_output.0, %stages.2.blocks.9.channel_mixer.conv1.weight bias(%stages.2.blocks.9.channel_mixer.conv1.bias : tensor<512xf16>) : tensor<1x256x14x14xf16>, tensor<512x256x1x1xf16> -> tensor<1x512x14x14xf16>
    %stages_stages.2_blocks_blocks.9_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.9_channel_mixer_conv1_Conv_output.0 : tensor<1x512x14x14xf16>
    %stages.2.blocks.9.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<256x512x1x1xf16>>
    %stages.2.blocks.9.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.9_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.9_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.9.channel_mixer.conv2.weight bias(%stages.2.blocks.9.channel_mixer.conv2.bias : tensor<256xf16>) : tensor<1x512x14x14xf16>, tensor<256x512x1x1xf16> -> tensor<1x256x14x14xf16>
    %stages_stages.2_blocks_blocks.9_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.9_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.9_channel_mixer_conv2_Conv_output.0 : tensor<1x256x14x14xf16>, tensor<1x256x14x14xf16> -> tensor<1x256x14x14xf16>
    %stages.2.blocks.10.token_mixer.weight = anec.constant #anec.placeholder<tensor<256x1x3x3xf16>>
    %stages.2.blocks.10.token_mixer.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.10_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.9_Add_output.0, %stages.2.blocks.10.token_mixer.weight bias(%stages.2.blocks.10.token_mixer.bias : tensor<256xf16>) {groups = 256 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x256x14x14xf16>, tensor<256x1x3x3xf16> -> tensor<1x256x14x14xf16>
    %stages_stages.2_blocks_blocks.10_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.2_blocks_blocks.10_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x256x14x14xf16> -> tensor<1x256x1x1xf16>
    %stages.2.blocks.10.se.fc1.weight = anec.constant #anec.placeholder<tensor<64x256x1x1xf16>>
    %stages.2.blocks.10.se.fc1.bias = anec.constant #anec.placeholder<tensor<64xf16>>
    %stages_stages.2_blocks_blocks.10_se_fc1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_se_ReduceMean_output.0, %stages.2.blocks.10.se.fc1.weight bias(%stages.2.blocks.10.se.fc1.bias : tensor<64xf16>) : tensor<1x256x1x1xf16>, tensor<64x256x1x1xf16> -> tensor<1x64x1x1xf16>
    %stages_stages.2_blocks_blocks.10_se_act_Relu_output.0 = anec.relu %stages_stages.2_blocks_blocks.10_se_fc1_Conv_output.0 : tensor<1x64x1x1xf16>
    %stages.2.blocks.10.se.fc2.weight = anec.constant #anec.placeholder<tensor<256x64x1x1xf16>>
    %stages.2.blocks.10.se.fc2.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.10_se_fc2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_se_act_Relu_output.0, %stages.2.blocks.10.se.fc2.weight bias(%stages.2.blocks.10.se.fc2.bias : tensor<256xf16>) : tensor<1x64x1x1xf16>, tensor<256x64x1x1xf16> -> tensor<1x256x1x1xf16>
    %stages_stages.2_blocks_blocks.10_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.2_blocks_blocks.10_se_fc2_Conv_output.0 : tensor<1x256x1x1xf16>
    %stages_stages.2_blocks_blocks.10_se_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.10_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.10_se_gate_Sigmoid_output.0 : tensor<1x256x14x14xf16>, tensor<1x256x1x1xf16> -> tensor<1x256x14x14xf16>
    %stages.2.blocks.10.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<512x256x1x1xf16>>
    %stages.2.blocks.10.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.2_blocks_blocks.10_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_se_Mul_output.0, %stages.2.blocks.10.channel_mixer.conv1.weight bias(%stages.2.blocks.10.channel_mixer.conv1.bias : tensor<512xf16>) : tensor<1x256x14x14xf16>, tensor<512x256x1x1xf16> -> tensor<1x512x14x14xf16>
    %stages_stages.2_blocks_blocks.10_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.10_channel_mixer_conv1_Conv_output.0 : tensor<1x512x14x14xf16>
    %stages.2.blocks.10.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<256x512x1x1xf16>>
    %stages.2.blocks.10.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.10_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.10.channel_mixer.conv2.weight bias(%stages.2.blocks.10.channel_mixer.conv2.bias : tensor<256xf16>) : tensor<1x512x14x14xf16>, tensor<256x512x1x1xf16> -> tensor<1x256x14x14xf16>
    %stages_stages.2_blocks_blocks.10_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.10_se_Mul_output.0, %stages_stages.2_blocks_blocks.10_channel_mixer_conv2_Conv_output.0 : tensor<1x256x14x14xf16>, tensor<1x256x14x14xf16> -> tensor<1x256x14x14xf16>
    %stages.2.blocks.11.token_mixer.weight = anec.constant #anec.placeholder<tensor<256x1x3x3xf16>>
    %stages.2.blocks.11.token_mixer.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.11_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_Add_output.0, %stages.2.blocks.11.token_mixer.weight bias(%stages.2.blocks.11.token_mixer.bias : tensor<256xf16>) {groups = 256 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x256x14x14xf16>, tensor<256x1x3x3xf16> -> tensor<1x256x14x14xf16>
    %stages.2.blocks.11.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<512x256x1x1xf16>>
    %stages.2.blocks.11.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.2_blocks_blocks.11_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_token_mixer_Conv_output.0, %stages.2.blocks.11.channel_mixer.conv1.weight bias(%stages.2.blocks.11.channel_mixer.conv1.bias : tensor<512xf16>) : tensor<1x256x14x14xf16>, tensor<512x256x1x1xf16> -> tensor<1x512x14x14xf16>
    %stages_stages.2_blocks_blocks.11_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.11_channel_mixer_conv1_Conv_output.0 : tensor<1x512x14x14xf16>
    %stages.2.blocks.11.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<256x512x1x1xf16>>
    %stages.2.blocks.11.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.11_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_channel_mixer_act_Mul_1_output.0, %stages.2.blocks.11.channel_mixer.conv2.weight bias(%stages.2.blocks.11.channel_mixer.conv2.bias : tensor<256xf16>) : tensor<1x512x14x14xf16>, tensor<256x512x1x1xf16> -> tensor<1x256x14x14xf16>
    %stages_stages.2_blocks_blocks.11_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.11_token_mixer_Conv_output.0, %stages_stages.2_blocks_blocks.11_channel_mixer_conv2_Conv_output.0 : tensor<1x256x14x14xf16>, tensor<1x256x14x14xf16> -> tensor<1x256x14x14xf16>
    %stages.3.downsample.pre_block.token_mixer.weight = anec.constant #anec.placeholder<tensor<256x1x3x3xf16>>
    %stages.3.downsample.pre_block.token_mixer.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_downsample_pre_block_token_mixer_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_Add_output.0, %stages.3.downsample.pre_block.token_mixer.weight bias(%stages.3.downsample.pre_block.token_mixer.bias : tensor<256xf16>) {groups = 256 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x256x14x14xf16>, tensor<256x1x3x3xf16> -> tensor<1x256x14x14xf16>
    %stages.3.downsample.pre_block.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<512x256x1x1xf16>>
    %stages.3.downsample.pre_block.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.3_downsample_pre_block_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.3_downsample_pre_block_token_mixer_Conv_output.0, %stages.3.downsample.pre_block.channel_mixer.conv1.weight bias(%stages.3.downsample.pre_block.channel_mixer.conv1.bias : tensor<512xf16>) : tensor<1x256x14x14xf16>, tensor<512x256x1x1xf16> -> tensor<1x512x14x14xf16>
    %stages_stages.3_downsample_pre_block_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.3_downsample_pre_block_channel_mixer_conv1_Conv_output.0 : tensor<1x512x14x14xf16>
    %stages.3.downsample.pre_block.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<256x512x1x1xf16>>
    %stages.3.downsample.pre_block.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_downsample_pre_block_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.3_downsample_pre_block_channel_mixer_act_Mul_1_output.0, %stages.3.downsample.pre_block.channel_mixer.conv2.weight bias(%stages.3.downsample.pre_block.channel_mixer.conv2.bias : tensor<256xf16>) : tensor<1x512x14x14xf16>, tensor<256x512x1x1xf16> -> tensor<1x256x14x14xf16>
    %stages_stages.3_downsample_pre_block_Add_output.0 = anec.add %stages_stages.3_downsample_pre_block_token_mixer_Conv_output.0, %stages_stages.3_downsample_pre_block_channel_mixer_conv2_Conv_output.0 : tensor<1x256x14x14xf16>, tensor<1x256x14x14xf16> -> tensor<1x256x14x14xf16>
    %stages.3.downsample.spatial_downsample.weight = anec.constant #anec.placeholder<tensor<256x1x3x3xf16>>
    %stages.3.downsample.spatial_downsample.bias = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_downsample_spatial_downsample_Conv_output.0 = anec.convolution %stages_stages.3_downsample_pre_block_Add_output.0, %stages.3.downsample.spatial_downsample.weight bias(%stages.3.downsample.spatial_downsample.bias : tensor<256xf16>) {groups = 256 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x256x14x14xf16>, tensor<256x1x3x3xf16> -> tensor<1x256x7x7xf16>
    %stages.3.downsample.channel_downsample.weight = anec.constant #anec.placeholder<tensor<512x256x1x1xf16>>
    %stages.3.downsample.channel_downsample.bias = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.3_downsample_channel_downsample_Conv_output.0 = anec.convolution %stages_stages.3_downsample_spatial_downsample_Conv_output.0, %stages.3.downsample.channel_downsample.weight bias(%stages.3.downsample.channel_downsample.bias : tensor<512xf16>) : tensor<1x256x7x7xf16>, tensor<512x256x1x1xf16> -> tensor<1x512x7x7xf16>
    %stages.3.downsample.ffn.conv1.weight = anec.constant #anec.placeholder<tensor<1024x512x1x1xf16>>
    %stages.3.downsample.ffn.conv1.bias = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_downsample_ffn_conv1_Conv_output.0 = anec.convolution %stages_stages.3_downsample_channel_downsample_Conv_output.0, %stages.3.downsample.ffn.conv1.weight bias(%stages.3.downsample.ffn.conv1.bias : tensor<1024xf16>) : tensor<1x512x7x7xf16>, tensor<1024x512x1x1xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_downsample_ffn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_downsample_ffn_conv1_Conv_output.0 : tensor<1x1024x7x7xf16>
    %stages.3.downsample.ffn.conv2.weight = anec.constant #anec.placeholder<tensor<512x1024x1x1xf16>>
    %stages.3.downsample.ffn.conv2.bias = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.3_downsample_ffn_conv2_Conv_output.0 = anec.convolution %stages_stages.3_downsample_ffn_act_Mul_1_output.0, %stages.3.downsample.ffn.conv2.weight bias(%stages.3.downsample.ffn.conv2.bias : tensor<512xf16>) : tensor<1x1024x7x7xf16>, tensor<512x1024x1x1xf16> -> tensor<1x512x7x7xf16>
    %stages_stages.3_downsample_Add_output.0 = anec.add %stages_stages.3_downsample_ffn_conv2_Conv_output.0, %stages_stages.3_downsample_channel_downsample_Conv_output.0 : tensor<1x512x7x7xf16>, tensor<1x512x7x7xf16> -> tensor<1x512x7x7xf16>
    %stages.3.blocks.0.token_mixer.weight = anec.constant #anec.placeholder<tensor<512x1x3x3xf16>>
    %stages.3.blocks.0.token_mixer.bias = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.3_blocks_blocks.0_token_mixer_Conv_output.0 = anec.convolution %stages_stages.3_downsample_Add_output.0, %stages.3.blocks.0.token_mixer.weight bias(%stages.3.blocks.0.token_mixer.bias : tensor<512xf16>) {groups = 512 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x512x7x7xf16>, tensor<512x1x3x3xf16> -> tensor<1x512x7x7xf16>
    %stages_stages.3_blocks_blocks.0_se_ReduceMean_output.0 = anec.reduce_mean %stages_stages.3_blocks_blocks.0_token_mixer_Conv_output.0 {axes = array<i64: 2, 3>} : tensor<1x512x7x7xf16> -> tensor<1x512x1x1xf16>
    %stages.3.blocks.0.se.fc1.weight = anec.constant #anec.placeholder<tensor<128x512x1x1xf16>>
    %stages.3.blocks.0.se.fc1.bias = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.3_blocks_blocks.0_se_fc1_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.0_se_ReduceMean_output.0, %stages.3.blocks.0.se.fc1.weight bias(%stages.3.blocks.0.se.fc1.bias : tensor<128xf16>) : tensor<1x512x1x1xf16>, tensor<128x512x1x1xf16> -> tensor<1x128x1x1xf16>
    %stages_stages.3_blocks_blocks.0_se_act_Relu_output.0 = anec.relu %stages_stages.3_blocks_blocks.0_se_fc1_Conv_output.0 : tensor<1x128x1x1xf16>
    %stages.3.blocks.0.se.fc2.weight = anec.constant #anec.placeholder<tensor<512x128x1x1xf16>>
    %stages.3.blocks.0.se.fc2.bias = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.3_blocks_blocks.0_se_fc2_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.0_se_act_Relu_output.0, %stages.3.blocks.0.se.fc2.weight bias(%stages.3.blocks.0.se.fc2.bias : tensor<512xf16>) : tensor<1x128x1x1xf16>, tensor<512x128x1x1xf16> -> tensor<1x512x1x1xf16>
    %stages_stages.3_blocks_blocks.0_se_gate_Sigmoid_output.0 = anec.sigmoid %stages_stages.3_blocks_blocks.0_se_fc2_Conv_output.0 : tensor<1x512x1x1xf16>
    %stages_stages.3_blocks_blocks.0_se_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.0_token_mixer_Conv_output.0, %stages_stages.3_blocks_blocks.0_se_gate_Sigmoid_output.0 : tensor<1x512x7x7xf16>, tensor<1x512x1x1xf16> -> tensor<1x512x7x7xf16>
    %stages.3.blocks.0.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<1024x512x1x1xf16>>
    %stages.3.blocks.0.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.0_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.0_se_Mul_output.0, %stages.3.blocks.0.channel_mixer.conv1.weight bias(%stages.3.blocks.0.channel_mixer.conv1.bias : tensor<1024xf16>) : tensor<1x512x7x7xf16>, tensor<1024x512x1x1xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_blocks_blocks.0_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.0_channel_mixer_conv1_Conv_output.0 : tensor<1x1024x7x7xf16>
    %stages.3.blocks.0.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<512x1024x1x1xf16>>
    %stages.3.blocks.0.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.3_blocks_blocks.0_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.0_channel_mixer_act_Mul_1_output.0, %stages.3.blocks.0.channel_mixer.conv2.weight bias(%stages.3.blocks.0.channel_mixer.conv2.bias : tensor<512xf16>) : tensor<1x1024x7x7xf16>, tensor<512x1024x1x1xf16> -> tensor<1x512x7x7xf16>
    %stages_stages.3_blocks_blocks.0_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.0_se_Mul_output.0, %stages_stages.3_blocks_blocks.0_channel_mixer_conv2_Conv_output.0 : tensor<1x512x7x7xf16>, tensor<1x512x7x7xf16> -> tensor<1x512x7x7xf16>
    %stages.3.blocks.1.token_mixer.weight = anec.constant #anec.placeholder<tensor<512x1x3x3xf16>>
    %stages.3.blocks.1.token_mixer.bias = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.3_blocks_blocks.1_token_mixer_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.0_Add_output.0, %stages.3.blocks.1.token_mixer.weight bias(%stages.3.blocks.1.token_mixer.bias : tensor<512xf16>) {groups = 512 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x512x7x7xf16>, tensor<512x1x3x3xf16> -> tensor<1x512x7x7xf16>
    %stages.3.blocks.1.channel_mixer.conv1.weight = anec.constant #anec.placeholder<tensor<1024x512x1x1xf16>>
    %stages.3.blocks.1.channel_mixer.conv1.bias = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.1_channel_mixer_conv1_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.1_token_mixer_Conv_output.0, %stages.3.blocks.1.channel_mixer.conv1.weight bias(%stages.3.blocks.1.channel_mixer.conv1.bias : tensor<1024xf16>) : tensor<1x512x7x7xf16>, tensor<1024x512x1x1xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_blocks_blocks.1_channel_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.1_channel_mixer_conv1_Conv_output.0 : tensor<1x1024x7x7xf16>
    %stages.3.blocks.1.channel_mixer.conv2.weight = anec.constant #anec.placeholder<tensor<512x1024x1x1xf16>>
    %stages.3.blocks.1.channel_mixer.conv2.bias = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.3_blocks_blocks.1_channel_mixer_conv2_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.1_channel_mixer_act_Mul_1_output.0, %stages.3.blocks.1.channel_mixer.conv2.weight bias(%stages.3.blocks.1.channel_mixer.conv2.bias : tensor<512xf16>) : tensor<1x1024x7x7xf16>, tensor<512x1024x1x1xf16> -> tensor<1x512x7x7xf16>
    %stages_stages.3_blocks_blocks.1_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.1_token_mixer_Conv_output.0, %stages_stages.3_blocks_blocks.1_channel_mixer_conv2_Conv_output.0 : tensor<1x512x7x7xf16>, tensor<1x512x7x7xf16> -> tensor<1x512x7x7xf16>
    %ReduceMean_output.0 = anec.reduce_mean %stages_stages.3_blocks_blocks.1_Add_output.0 {axes = array<i64: 2, 3>, keep_dims = false} : tensor<1x512x7x7xf16> -> tensor<1x512xf16>
    %head.weight = anec.constant #anec.placeholder<tensor<1000x512xf16>>
    %0 = anec.matmul %ReduceMean_output.0, %head.weight transpose_rhs true : tensor<1x512xf16>, tensor<1000x512xf16> -> tensor<1x1000xf16>
    %head.bias = anec.constant #anec.placeholder<tensor<1000xf16>>
    %output = anec.add %0, %head.bias : tensor<1x1000xf16>, tensor<1000xf16> -> tensor<1x1000xf16>
    %output_f32 = anec.cast %output : tensor<1x1000xf16> -> tensor<1x1000xf32>
    func.return %output_f32 : tensor<1x1000xf32>
  }
}
