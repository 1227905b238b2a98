// network EfficientFormerV2-L: timm.create_model('efficientformerv2_l'), seed 0, eval; timm 1.0.31, torch 2.13.0, exporter torchscript, opset 17; anec-import --weights none --entry efficientformerv2_l
builtin.module {
  func.func @efficientformerv2_l(%input: tensor<1x3x224x224xf32>) -> tensor<1x1000xf32> {
    %input_f16 = anec.cast %input : tensor<1x3x224x224xf32> -> tensor<1x3x224x224xf16>
    %onnx_Conv.3368 = anec.constant #anec.placeholder<tensor<20x3x3x3xf16>>
    %onnx_Conv.3369 = anec.constant #anec.placeholder<tensor<20xf16>>
    %stem_conv1_conv_Conv_output.0 = anec.convolution %input_f16, %onnx_Conv.3368 bias(%onnx_Conv.3369 : tensor<20xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x3x224x224xf16>, tensor<20x3x3x3xf16> -> tensor<1x20x112x112xf16>
    %stem_conv1_bn_act_Mul_1_output.0 = anec.gelu %stem_conv1_conv_Conv_output.0 : tensor<1x20x112x112xf16>
    %onnx_Conv.3371 = anec.constant #anec.placeholder<tensor<40x20x3x3xf16>>
    %onnx_Conv.3372 = anec.constant #anec.placeholder<tensor<40xf16>>
    %stem_conv2_conv_Conv_output.0 = anec.convolution %stem_conv1_bn_act_Mul_1_output.0, %onnx_Conv.3371 bias(%onnx_Conv.3372 : tensor<40xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x20x112x112xf16>, tensor<40x20x3x3xf16> -> tensor<1x40x56x56xf16>
    %stem_conv2_bn_act_Mul_1_output.0 = anec.gelu %stem_conv2_conv_Conv_output.0 : tensor<1x40x56x56xf16>
    %onnx_Conv.3374 = anec.constant #anec.placeholder<tensor<160x40x1x1xf16>>
    %onnx_Conv.3375 = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.0_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 = anec.convolution %stem_conv2_bn_act_Mul_1_output.0, %onnx_Conv.3374 bias(%onnx_Conv.3375 : tensor<160xf16>) : tensor<1x40x56x56xf16>, tensor<160x40x1x1xf16> -> tensor<1x160x56x56xf16>
    %stages_stages.0_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 : tensor<1x160x56x56xf16>
    %onnx_Conv.3377 = anec.constant #anec.placeholder<tensor<160x1x3x3xf16>>
    %onnx_Conv.3378 = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.0_blocks_blocks.0_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3377 bias(%onnx_Conv.3378 : tensor<160xf16>) {groups = 160 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x160x56x56xf16>, tensor<160x1x3x3xf16> -> tensor<1x160x56x56xf16>
    %stages_stages.0_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.0_mlp_mid_conv_Conv_output.0 : tensor<1x160x56x56xf16>
    %onnx_Conv.3380 = anec.constant #anec.placeholder<tensor<40x160x1x1xf16>>
    %onnx_Conv.3381 = anec.constant #anec.placeholder<tensor<40xf16>>
    %stages_stages.0_blocks_blocks.0_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3380 bias(%onnx_Conv.3381 : tensor<40xf16>) : tensor<1x160x56x56xf16>, tensor<40x160x1x1xf16> -> tensor<1x40x56x56xf16>
    %onnx_Mul.3910 = anec.constant #anec.placeholder<tensor<1x40x1x1xf16>>
    %stages_stages.0_blocks_blocks.0_ls2_Mul_output.0 = anec.mul %stages_stages.0_blocks_blocks.0_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3910 : tensor<1x40x56x56xf16>, tensor<1x40x1x1xf16> -> tensor<1x40x56x56xf16>
    %stages_stages.0_blocks_blocks.0_Add_output.0 = anec.add %stem_conv2_bn_act_Mul_1_output.0, %stages_stages.0_blocks_blocks.0_ls2_Mul_output.0 : tensor<1x40x56x56xf16>, tensor<1x40x56x56xf16> -> tensor<1x40x56x56xf16>
    %onnx_Conv.3383 = anec.constant #anec.placeholder<tensor<160x40x1x1xf16>>
    %onnx_Conv.3384 = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.0_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.0_Add_output.0, %onnx_Conv.3383 bias(%onnx_Conv.3384 : tensor<160xf16>) : tensor<1x40x56x56xf16>, tensor<160x40x1x1xf16> -> tensor<1x160x56x56xf16>
    %stages_stages.0_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 : tensor<1x160x56x56xf16>
    %onnx_Conv.3386 = anec.constant #anec.placeholder<tensor<160x1x3x3xf16>>
    %onnx_Conv.3387 = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.0_blocks_blocks.1_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3386 bias(%onnx_Conv.3387 : tensor<160xf16>) {groups = 160 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x160x56x56xf16>, tensor<160x1x3x3xf16> -> tensor<1x160x56x56xf16>
    %stages_stages.0_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.1_mlp_mid_conv_Conv_output.0 : tensor<1x160x56x56xf16>
    %onnx_Conv.3389 = anec.constant #anec.placeholder<tensor<40x160x1x1xf16>>
    %onnx_Conv.3390 = anec.constant #anec.placeholder<tensor<40xf16>>
    %stages_stages.0_blocks_blocks.1_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3389 bias(%onnx_Conv.3390 : tensor<40xf16>) : tensor<1x160x56x56xf16>, tensor<40x160x1x1xf16> -> tensor<1x40x56x56xf16>
    %onnx_Mul.3911 = anec.constant #anec.placeholder<tensor<1x40x1x1xf16>>
    %stages_stages.0_blocks_blocks.1_ls2_Mul_output.0 = anec.mul %stages_stages.0_blocks_blocks.1_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3911 : tensor<1x40x56x56xf16>, tensor<1x40x1x1xf16> -> tensor<1x40x56x56xf16>
    %stages_stages.0_blocks_blocks.1_Add_output.0 = anec.add %stages_stages.0_blocks_blocks.0_Add_output.0, %stages_stages.0_blocks_blocks.1_ls2_Mul_output.0 : tensor<1x40x56x56xf16>, tensor<1x40x56x56xf16> -> tensor<1x40x56x56xf16>
    %onnx_Conv.3392 = anec.constant #anec.placeholder<tensor<160x40x1x1xf16>>
    %onnx_Conv.3393 = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.0_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.1_Add_output.0, %onnx_Conv.3392 bias(%onnx_Conv.3393 : tensor<160xf16>) : tensor<1x40x56x56xf16>, tensor<160x40x1x1xf16> -> tensor<1x160x56x56xf16>
    %stages_stages.0_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 : tensor<1x160x56x56xf16>
    %onnx_Conv.3395 = anec.constant #anec.placeholder<tensor<160x1x3x3xf16>>
    %onnx_Conv.3396 = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.0_blocks_blocks.2_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3395 bias(%onnx_Conv.3396 : tensor<160xf16>) {groups = 160 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x160x56x56xf16>, tensor<160x1x3x3xf16> -> tensor<1x160x56x56xf16>
    %stages_stages.0_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.2_mlp_mid_conv_Conv_output.0 : tensor<1x160x56x56xf16>
    %onnx_Conv.3398 = anec.constant #anec.placeholder<tensor<40x160x1x1xf16>>
    %onnx_Conv.3399 = anec.constant #anec.placeholder<tensor<40xf16>>
    %stages_stages.0_blocks_blocks.2_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3398 bias(%onnx_Conv.3399 : tensor<40xf16>) : tensor<1x160x56x56xf16>, tensor<40x160x1x1xf16> -> tensor<1x40x56x56xf16>
    %onnx_Mul.3912 = anec.constant #anec.placeholder<tensor<1x40x1x1xf16>>
    %stages_stages.0_blocks_blocks.2_ls2_Mul_output.0 = anec.mul %stages_stages.0_blocks_blocks.2_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3912 : tensor<1x40x56x56xf16>, tensor<1x40x1x1xf16> -> tensor<1x40x56x56xf16>
    %stages_stages.0_blocks_blocks.2_Add_output.0 = anec.add %stages_stages.0_blocks_blocks.1_Add_output.0, %stages_stages.0_blocks_blocks.2_ls2_Mul_output.0 : tensor<1x40x56x56xf16>, tensor<1x40x56x56xf16> -> tensor<1x40x56x56xf16>
    %onnx_Conv.3401 = anec.constant #anec.placeholder<tensor<160x40x1x1xf16>>
    %onnx_Conv.3402 = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.0_blocks_blocks.3_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.2_Add_output.0, %onnx_Conv.3401 bias(%onnx_Conv.3402 : tensor<160xf16>) : tensor<1x40x56x56xf16>, tensor<160x40x1x1xf16> -> tensor<1x160x56x56xf16>
    %stages_stages.0_blocks_blocks.3_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.3_mlp_fc1_conv_Conv_output.0 : tensor<1x160x56x56xf16>
    %onnx_Conv.3404 = anec.constant #anec.placeholder<tensor<160x1x3x3xf16>>
    %onnx_Conv.3405 = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.0_blocks_blocks.3_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.3_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3404 bias(%onnx_Conv.3405 : tensor<160xf16>) {groups = 160 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x160x56x56xf16>, tensor<160x1x3x3xf16> -> tensor<1x160x56x56xf16>
    %stages_stages.0_blocks_blocks.3_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.3_mlp_mid_conv_Conv_output.0 : tensor<1x160x56x56xf16>
    %onnx_Conv.3407 = anec.constant #anec.placeholder<tensor<40x160x1x1xf16>>
    %onnx_Conv.3408 = anec.constant #anec.placeholder<tensor<40xf16>>
    %stages_stages.0_blocks_blocks.3_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.3_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3407 bias(%onnx_Conv.3408 : tensor<40xf16>) : tensor<1x160x56x56xf16>, tensor<40x160x1x1xf16> -> tensor<1x40x56x56xf16>
    %onnx_Mul.3913 = anec.constant #anec.placeholder<tensor<1x40x1x1xf16>>
    %stages_stages.0_blocks_blocks.3_ls2_Mul_output.0 = anec.mul %stages_stages.0_blocks_blocks.3_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3913 : tensor<1x40x56x56xf16>, tensor<1x40x1x1xf16> -> tensor<1x40x56x56xf16>
    %stages_stages.0_blocks_blocks.3_Add_output.0 = anec.add %stages_stages.0_blocks_blocks.2_Add_output.0, %stages_stages.0_blocks_blocks.3_ls2_Mul_output.0 : tensor<1x40x56x56xf16>, tensor<1x40x56x56xf16> -> tensor<1x40x56x56xf16>
    %onnx_Conv.3410 = anec.constant #anec.placeholder<tensor<160x40x1x1xf16>>
    %onnx_Conv.3411 = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.0_blocks_blocks.4_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.3_Add_output.0, %onnx_Conv.3410 bias(%onnx_Conv.3411 : tensor<160xf16>) : tensor<1x40x56x56xf16>, tensor<160x40x1x1xf16> -> tensor<1x160x56x56xf16>
    %stages_stages.0_blocks_blocks.4_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.4_mlp_fc1_conv_Conv_output.0 : tensor<1x160x56x56xf16>
    %onnx_Conv.3413 = anec.constant #anec.placeholder<tensor<160x1x3x3xf16>>
    %onnx_Conv.3414 = anec.constant #anec.placeholder<tensor<160xf16>>
    %stages_stages.0_blocks_blocks.4_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.4_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3413 bias(%onnx_Conv.3414 : tensor<160xf16>) {groups = 160 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x160x56x56xf16>, tensor<160x1x3x3xf16> -> tensor<1x160x56x56xf16>
    %stages_stages.0_blocks_blocks.4_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.4_mlp_mid_conv_Conv_output.0 : tensor<1x160x56x56xf16>
    %onnx_Conv.3416 = anec.constant #anec.placeholder<tensor<40x160x1x1xf16>>
    %onnx_Conv.3417 = anec.constant #anec.placeholder<tensor<40xf16>>
    %stages_stages.0_blocks_blocks.4_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.4_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3416 bias(%onnx_Conv.3417 : tensor<40xf16>) : tensor<1x160x56x56xf16>, tensor<40x160x1x1xf16> -> tensor<1x40x56x56xf16>
    %onnx_Mul.3914 = anec.constant #anec.placeholder<tensor<1x40x1x1xf16>>
    %stages_stages.0_blocks_blocks.4_ls2_Mul_output.0 = anec.mul %stages_stages.0_blocks_blocks.4_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3914 : tensor<1x40x56x56xf16>, tensor<1x40x1x1xf16> -> tensor<1x40x56x56xf16>
    %stages_stages.0_blocks_blocks.4_Add_output.0 = anec.add %stages_stages.0_blocks_blocks.3_Add_output.0, %stages_stages.0_blocks_blocks.4_ls2_Mul_output.0 : tensor<1x40x56x56xf16>, tensor<1x40x56x56xf16> -> tensor<1x40x56x56xf16>
    %onnx_Conv.3419 = anec.constant #anec.placeholder<tensor<80x40x3x3xf16>>
    %onnx_Conv.3420 = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.1_downsample_conv_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.4_Add_output.0, %onnx_Conv.3419 bias(%onnx_Conv.3420 : tensor<80xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x40x56x56xf16>, tensor<80x40x3x3xf16> -> tensor<1x80x28x28xf16>
    %onnx_Conv.3422 = anec.constant #anec.placeholder<tensor<320x80x1x1xf16>>
    %onnx_Conv.3423 = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.1_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.1_downsample_conv_conv_Conv_output.0, %onnx_Conv.3422 bias(%onnx_Conv.3423 : tensor<320xf16>) : tensor<1x80x28x28xf16>, tensor<320x80x1x1xf16> -> tensor<1x320x28x28xf16>
    %stages_stages.1_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 : tensor<1x320x28x28xf16>
    %onnx_Conv.3425 = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %onnx_Conv.3426 = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.1_blocks_blocks.0_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3425 bias(%onnx_Conv.3426 : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x28x28xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x28x28xf16>
    %stages_stages.1_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.0_mlp_mid_conv_Conv_output.0 : tensor<1x320x28x28xf16>
    %onnx_Conv.3428 = anec.constant #anec.placeholder<tensor<80x320x1x1xf16>>
    %onnx_Conv.3429 = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.1_blocks_blocks.0_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3428 bias(%onnx_Conv.3429 : tensor<80xf16>) : tensor<1x320x28x28xf16>, tensor<80x320x1x1xf16> -> tensor<1x80x28x28xf16>
    %onnx_Mul.3915 = anec.constant #anec.placeholder<tensor<1x80x1x1xf16>>
    %stages_stages.1_blocks_blocks.0_ls2_Mul_output.0 = anec.mul %stages_stages.1_blocks_blocks.0_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3915 : tensor<1x80x28x28xf16>, tensor<1x80x1x1xf16> -> tensor<1x80x28x28xf16>
    %stages_stages.1_blocks_blocks.0_Add_output.0 = anec.add %stages_stages.1_downsample_conv_conv_Conv_output.0, %stages_stages.1_blocks_blocks.0_ls2_Mul_output.0 : tensor<1x80x28x28xf16>, tensor<1x80x28x28xf16> -> tensor<1x80x28x28xf16>
    %onnx_Conv.3431 = anec.constant #anec.placeholder<tensor<320x80x1x1xf16>>
    %onnx_Conv.3432 = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.1_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.0_Add_output.0, %onnx_Conv.3431 bias(%onnx_Conv.3432 : tensor<320xf16>) : tensor<1x80x28x28xf16>, tensor<320x80x1x1xf16> -> tensor<1x320x28x28xf16>
    %stages_stages.1_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 : tensor<1x320x28x28xf16>
    %onnx_Conv.3434 = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %onnx_Conv.3435 = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.1_blocks_blocks.1_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3434 bias(%onnx_Conv.3435 : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x28x28xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x28x28xf16>
    %stages_stages.1_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.1_mlp_mid_conv_Conv_output.0 : tensor<1x320x28x28xf16>
    %onnx_Conv.3437 = anec.constant #anec.placeholder<tensor<80x320x1x1xf16>>
    %onnx_Conv.3438 = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.1_blocks_blocks.1_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3437 bias(%onnx_Conv.3438 : tensor<80xf16>) : tensor<1x320x28x28xf16>, tensor<80x320x1x1xf16> -> tensor<1x80x28x28xf16>
    %onnx_Mul.3916 = anec.constant #anec.placeholder<tensor<1x80x1x1xf16>>
    %stages_stages.1_blocks_blocks.1_ls2_Mul_output.0 = anec.mul %stages_stages.1_blocks_blocks.1_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3916 : tensor<1x80x28x28xf16>, tensor<1x80x1x1xf16> -> tensor<1x80x28x28xf16>
    %stages_stages.1_blocks_blocks.1_Add_output.0 = anec.add %stages_stages.1_blocks_blocks.0_Add_output.0, %stages_stages.1_blocks_blocks.1_ls2_Mul_output.0 : tensor<1x80x28x28xf16>, tensor<1x80x28x28xf16> -> tensor<1x80x28x28xf16>
    %onnx_Conv.3440 = anec.constant #anec.placeholder<tensor<320x80x1x1xf16>>
    %onnx_Conv.3441 = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.1_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.1_Add_output.0, %onnx_Conv.3440 bias(%onnx_Conv.3441 : tensor<320xf16>) : tensor<1x80x28x28xf16>, tensor<320x80x1x1xf16> -> tensor<1x320x28x28xf16>
    %stages_stages.1_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 : tensor<1x320x28x28xf16>
    %onnx_Conv.3443 = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %onnx_Conv.3444 = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.1_blocks_blocks.2_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3443 bias(%onnx_Conv.3444 : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x28x28xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x28x28xf16>
    %stages_stages.1_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.2_mlp_mid_conv_Conv_output.0 : tensor<1x320x28x28xf16>
    %onnx_Conv.3446 = anec.constant #anec.placeholder<tensor<80x320x1x1xf16>>
    %onnx_Conv.3447 = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.1_blocks_blocks.2_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3446 bias(%onnx_Conv.3447 : tensor<80xf16>) : tensor<1x320x28x28xf16>, tensor<80x320x1x1xf16> -> tensor<1x80x28x28xf16>
    %onnx_Mul.3917 = anec.constant #anec.placeholder<tensor<1x80x1x1xf16>>
    %stages_stages.1_blocks_blocks.2_ls2_Mul_output.0 = anec.mul %stages_stages.1_blocks_blocks.2_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3917 : tensor<1x80x28x28xf16>, tensor<1x80x1x1xf16> -> tensor<1x80x28x28xf16>
    %stages_stages.1_blocks_blocks.2_Add_output.0 = anec.add %stages_stages.1_blocks_blocks.1_Add_output.0, %stages_stages.1_blocks_blocks.2_ls2_Mul_output.0 : tensor<1x80x28x28xf16>, tensor<1x80x28x28xf16> -> tensor<1x80x28x28xf16>
    %onnx_Conv.3449 = anec.constant #anec.placeholder<tensor<320x80x1x1xf16>>
    %onnx_Conv.3450 = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.1_blocks_blocks.3_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.2_Add_output.0, %onnx_Conv.3449 bias(%onnx_Conv.3450 : tensor<320xf16>) : tensor<1x80x28x28xf16>, tensor<320x80x1x1xf16> -> tensor<1x320x28x28xf16>
    %stages_stages.1_blocks_blocks.3_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.3_mlp_fc1_conv_Conv_output.0 : tensor<1x320x28x28xf16>
    %onnx_Conv.3452 = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %onnx_Conv.3453 = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.1_blocks_blocks.3_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.3_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3452 bias(%onnx_Conv.3453 : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x28x28xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x28x28xf16>
    %stages_stages.1_blocks_blocks.3_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.3_mlp_mid_conv_Conv_output.0 : tensor<1x320x28x28xf16>
    %onnx_Conv.3455 = anec.constant #anec.placeholder<tensor<80x320x1x1xf16>>
    %onnx_Conv.3456 = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.1_blocks_blocks.3_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.3_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3455 bias(%onnx_Conv.3456 : tensor<80xf16>) : tensor<1x320x28x28xf16>, tensor<80x320x1x1xf16> -> tensor<1x80x28x28xf16>
    %onnx_Mul.3918 = anec.constant #anec.placeholder<tensor<1x80x1x1xf16>>
    %stages_stages.1_blocks_blocks.3_ls2_Mul_output.0 = anec.mul %stages_stages.1_blocks_blocks.3_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3918 : tensor<1x80x28x28xf16>, tensor<1x80x1x1xf16> -> tensor<1x80x28x28xf16>
    %stages_stages.1_blocks_blocks.3_Add_output.0 = anec.add %stages_stages.1_blocks_blocks.2_Add_output.0, %stages_stages.1_blocks_blocks.3_ls2_Mul_output.0 : tensor<1x80x28x28xf16>, tensor<1x80x28x28xf16> -> tensor<1x80x28x28xf16>
    %onnx_Conv.3458 = anec.constant #anec.placeholder<tensor<320x80x1x1xf16>>
    %onnx_Conv.3459 = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.1_blocks_blocks.4_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.3_Add_output.0, %onnx_Conv.3458 bias(%onnx_Conv.3459 : tensor<320xf16>) : tensor<1x80x28x28xf16>, tensor<320x80x1x1xf16> -> tensor<1x320x28x28xf16>
    %stages_stages.1_blocks_blocks.4_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.4_mlp_fc1_conv_Conv_output.0 : tensor<1x320x28x28xf16>
    %onnx_Conv.3461 = anec.constant #anec.placeholder<tensor<320x1x3x3xf16>>
    %onnx_Conv.3462 = anec.constant #anec.placeholder<tensor<320xf16>>
    %stages_stages.1_blocks_blocks.4_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.4_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3461 bias(%onnx_Conv.3462 : tensor<320xf16>) {groups = 320 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x320x28x28xf16>, tensor<320x1x3x3xf16> -> tensor<1x320x28x28xf16>
    %stages_stages.1_blocks_blocks.4_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.4_mlp_mid_conv_Conv_output.0 : tensor<1x320x28x28xf16>
    %onnx_Conv.3464 = anec.constant #anec.placeholder<tensor<80x320x1x1xf16>>
    %onnx_Conv.3465 = anec.constant #anec.placeholder<tensor<80xf16>>
    %stages_stages.1_blocks_blocks.4_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.4_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3464 bias(%onnx_Conv.3465 : tensor<80xf16>) : tensor<1x320x28x28xf16>, tensor<80x320x1x1xf16> -> tensor<1x80x28x28xf16>
    %onnx_Mul.3919 = anec.constant #anec.placeholder<tensor<1x80x1x1xf16>>
    %stages_stages.1_blocks_blocks.4_ls2_Mul_output.0 = anec.mul %stages_stages.1_blocks_blocks.4_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3919 : tensor<1x80x28x28xf16>, tensor<1x80x1x1xf16> -> tensor<1x80x28x28xf16>
    %stages_stages.1_blocks_blocks.4_Add_output.0 = anec.add %stages_stages.1_blocks_blocks.3_Add_output.0, %stages_stages.1_blocks_blocks.4_ls2_Mul_output.0 : tensor<1x80x28x28xf16>, tensor<1x80x28x28xf16> -> tensor<1x80x28x28xf16>
    %onnx_Conv.3467 = anec.constant #anec.placeholder<tensor<192x80x3x3xf16>>
    %onnx_Conv.3468 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_downsample_conv_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.4_Add_output.0, %onnx_Conv.3467 bias(%onnx_Conv.3468 : tensor<192xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x80x28x28xf16>, tensor<192x80x3x3xf16> -> tensor<1x192x14x14xf16>
    %onnx_Conv.3470 = anec.constant #anec.placeholder<tensor<768x192x1x1xf16>>
    %onnx_Conv.3471 = anec.constant #anec.placeholder<tensor<768xf16>>
    %stages_stages.2_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_downsample_conv_conv_Conv_output.0, %onnx_Conv.3470 bias(%onnx_Conv.3471 : tensor<768xf16>) : tensor<1x192x14x14xf16>, tensor<768x192x1x1xf16> -> tensor<1x768x14x14xf16>
    %stages_stages.2_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 : tensor<1x768x14x14xf16>
    %onnx_Conv.3473 = anec.constant #anec.placeholder<tensor<768x1x3x3xf16>>
    %onnx_Conv.3474 = anec.constant #anec.placeholder<tensor<768xf16>>
    %stages_stages.2_blocks_blocks.0_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3473 bias(%onnx_Conv.3474 : tensor<768xf16>) {groups = 768 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x768x14x14xf16>, tensor<768x1x3x3xf16> -> tensor<1x768x14x14xf16>
    %stages_stages.2_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.0_mlp_mid_conv_Conv_output.0 : tensor<1x768x14x14xf16>
    %onnx_Conv.3476 = anec.constant #anec.placeholder<tensor<192x768x1x1xf16>>
    %onnx_Conv.3477 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.0_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3476 bias(%onnx_Conv.3477 : tensor<192xf16>) : tensor<1x768x14x14xf16>, tensor<192x768x1x1xf16> -> tensor<1x192x14x14xf16>
    %onnx_Mul.3920 = anec.constant #anec.placeholder<tensor<1x192x1x1xf16>>
    %stages_stages.2_blocks_blocks.0_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.0_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3920 : tensor<1x192x14x14xf16>, tensor<1x192x1x1xf16> -> tensor<1x192x14x14xf16>
    %stages_stages.2_blocks_blocks.0_Add_output.0 = anec.add %stages_stages.2_downsample_conv_conv_Conv_output.0, %stages_stages.2_blocks_blocks.0_ls2_Mul_output.0 : tensor<1x192x14x14xf16>, tensor<1x192x14x14xf16> -> tensor<1x192x14x14xf16>
    %onnx_Conv.3479 = anec.constant #anec.placeholder<tensor<768x192x1x1xf16>>
    %onnx_Conv.3480 = anec.constant #anec.placeholder<tensor<768xf16>>
    %stages_stages.2_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.0_Add_output.0, %onnx_Conv.3479 bias(%onnx_Conv.3480 : tensor<768xf16>) : tensor<1x192x14x14xf16>, tensor<768x192x1x1xf16> -> tensor<1x768x14x14xf16>
    %stages_stages.2_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 : tensor<1x768x14x14xf16>
    %onnx_Conv.3482 = anec.constant #anec.placeholder<tensor<768x1x3x3xf16>>
    %onnx_Conv.3483 = anec.constant #anec.placeholder<tensor<768xf16>>
    %stages_stages.2_blocks_blocks.1_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3482 bias(%onnx_Conv.3483 : tensor<768xf16>) {groups = 768 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x768x14x14xf16>, tensor<768x1x3x3xf16> -> tensor<1x768x14x14xf16>
    %stages_stages.2_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.1_mlp_mid_conv_Conv_output.0 : tensor<1x768x14x14xf16>
    %onnx_Conv.3485 = anec.constant #anec.placeholder<tensor<192x768x1x1xf16>>
    %onnx_Conv.3486 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.1_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3485 bias(%onnx_Conv.3486 : tensor<192xf16>) : tensor<1x768x14x14xf16>, tensor<192x768x1x1xf16> -> tensor<1x192x14x14xf16>
    %onnx_Mul.3921 = anec.constant #anec.placeholder<tensor<1x192x1x1xf16>>
    %stages_stages.2_blocks_blocks.1_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.1_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3921 : tensor<1x192x14x14xf16>, tensor<1x192x1x1xf16> -> tensor<1x192x14x14xf16>
    %stages_stages.2_blocks_blocks.1_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.0_Add_output.0, %stages_stages.2_blocks_blocks.1_ls2_Mul_output.0 : tensor<1x192x14x14xf16>, tensor<1x192x14x14xf16> -> tensor<1x192x14x14xf16>
    %onnx_Conv.3488 = anec.constant #anec.placeholder<tensor<768x192x1x1xf16>>
    %onnx_Conv.3489 = anec.constant #anec.placeholder<tensor<768xf16>>
    %stages_stages.2_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.1_Add_output.0, %onnx_Conv.3488 bias(%onnx_Conv.3489 : tensor<768xf16>) : tensor<1x192x14x14xf16>, tensor<768x192x1x1xf16> -> tensor<1x768x14x14xf16>
    %stages_stages.2_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 : tensor<1x768x14x14xf16>
    %onnx_Conv.3491 = anec.constant #anec.placeholder<tensor<768x1x3x3xf16>>
    %onnx_Conv.3492 = anec.constant #anec.placeholder<tensor<768xf16>>
    %stages_stages.2_blocks_blocks.2_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3491 bias(%onnx_Conv.3492 : tensor<768xf16>) {groups = 768 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x768x14x14xf16>, tensor<768x1x3x3xf16> -> tensor<1x768x14x14xf16>
    %stages_stages.2_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.2_mlp_mid_conv_Conv_output.0 : tensor<1x768x14x14xf16>
    %onnx_Conv.3494 = anec.constant #anec.placeholder<tensor<192x768x1x1xf16>>
    %onnx_Conv.3495 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.2_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3494 bias(%onnx_Conv.3495 : tensor<192xf16>) : tensor<1x768x14x14xf16>, tensor<192x768x1x1xf16> -> tensor<1x192x14x14xf16>
    %onnx_Mul.3922 = anec.constant #anec.placeholder<tensor<1x192x1x1xf16>>
    %stages_stages.2_blocks_blocks.2_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.2_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3922 : tensor<1x192x14x14xf16>, tensor<1x192x1x1xf16> -> tensor<1x192x14x14xf16>
    %stages_stages.2_blocks_blocks.2_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.1_Add_output.0, %stages_stages.2_blocks_blocks.2_ls2_Mul_output.0 : tensor<1x192x14x14xf16>, tensor<1x192x14x14xf16> -> tensor<1x192x14x14xf16>
    %onnx_Conv.3497 = anec.constant #anec.placeholder<tensor<768x192x1x1xf16>>
    %onnx_Conv.3498 = anec.constant #anec.placeholder<tensor<768xf16>>
    %stages_stages.2_blocks_blocks.3_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.2_Add_output.0, %onnx_Conv.3497 bias(%onnx_Conv.3498 : tensor<768xf16>) : tensor<1x192x14x14xf16>, tensor<768x192x1x1xf16> -> tensor<1x768x14x14xf16>
    %stages_stages.2_blocks_blocks.3_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.3_mlp_fc1_conv_Conv_output.0 : tensor<1x768x14x14xf16>
    %onnx_Conv.3500 = anec.constant #anec.placeholder<tensor<768x1x3x3xf16>>
    %onnx_Conv.3501 = anec.constant #anec.placeholder<tensor<768xf16>>
    %stages_stages.2_blocks_blocks.3_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.3_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3500 bias(%onnx_Conv.3501 : tensor<768xf16>) {groups = 768 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x768x14x14xf16>, tensor<768x1x3x3xf16> -> tensor<1x768x14x14xf16>
    %stages_stages.2_blocks_blocks.3_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.3_mlp_mid_conv_Conv_output.0 : tensor<1x768x14x14xf16>
    %onnx_Conv.3503 = anec.constant #anec.placeholder<tensor<192x768x1x1xf16>>
    %onnx_Conv.3504 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.3_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.3_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3503 bias(%onnx_Conv.3504 : tensor<192xf16>) : tensor<1x768x14x14xf16>, tensor<192x768x1x1xf16> -> tensor<1x192x14x14xf16>
    %onnx_Mul.3923 = anec.constant #anec.placeholder<tensor<1x192x1x1xf16>>
    %stages_stages.2_blocks_blocks.3_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.3_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3923 : tensor<1x192x14x14xf16>, tensor<1x192x1x1xf16> -> tensor<1x192x14x14xf16>
    %stages_stages.2_blocks_blocks.3_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.2_Add_output.0, %stages_stages.2_blocks_blocks.3_ls2_Mul_output.0 : tensor<1x192x14x14xf16>, tensor<1x192x14x14xf16> -> tensor<1x192x14x14xf16>
    %onnx_Conv.3506 = anec.constant #anec.placeholder<tensor<576x192x1x1xf16>>
    %onnx_Conv.3507 = anec.constant #anec.placeholder<tensor<576xf16>>
    %stages_stages.2_blocks_blocks.4_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.3_Add_output.0, %onnx_Conv.3506 bias(%onnx_Conv.3507 : tensor<576xf16>) : tensor<1x192x14x14xf16>, tensor<576x192x1x1xf16> -> tensor<1x576x14x14xf16>
    %stages_stages.2_blocks_blocks.4_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.4_mlp_fc1_conv_Conv_output.0 : tensor<1x576x14x14xf16>
    %onnx_Conv.3509 = anec.constant #anec.placeholder<tensor<576x1x3x3xf16>>
    %onnx_Conv.3510 = anec.constant #anec.placeholder<tensor<576xf16>>
    %stages_stages.2_blocks_blocks.4_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3509 bias(%onnx_Conv.3510 : tensor<576xf16>) {groups = 576 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x576x14x14xf16>, tensor<576x1x3x3xf16> -> tensor<1x576x14x14xf16>
    %stages_stages.2_blocks_blocks.4_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.4_mlp_mid_conv_Conv_output.0 : tensor<1x576x14x14xf16>
    %onnx_Conv.3512 = anec.constant #anec.placeholder<tensor<192x576x1x1xf16>>
    %onnx_Conv.3513 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.4_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3512 bias(%onnx_Conv.3513 : tensor<192xf16>) : tensor<1x576x14x14xf16>, tensor<192x576x1x1xf16> -> tensor<1x192x14x14xf16>
    %onnx_Mul.3924 = anec.constant #anec.placeholder<tensor<1x192x1x1xf16>>
    %stages_stages.2_blocks_blocks.4_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.4_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3924 : tensor<1x192x14x14xf16>, tensor<1x192x1x1xf16> -> tensor<1x192x14x14xf16>
    %stages_stages.2_blocks_blocks.4_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.3_Add_output.0, %stages_stages.2_blocks_blocks.4_ls2_Mul_output.0 : tensor<1x192x14x14xf16>, tensor<1x192x14x14xf16> -> tensor<1x192x14x14xf16>
    %onnx_Conv.3515 = anec.constant #anec.placeholder<tensor<576x192x1x1xf16>>
    %onnx_Conv.3516 = anec.constant #anec.placeholder<tensor<576xf16>>
    %stages_stages.2_blocks_blocks.5_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_Add_output.0, %onnx_Conv.3515 bias(%onnx_Conv.3516 : tensor<576xf16>) : tensor<1x192x14x14xf16>, tensor<576x192x1x1xf16> -> tensor<1x576x14x14xf16>
    %stages_stages.2_blocks_blocks.5_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.5_mlp_fc1_conv_Conv_output.0 : tensor<1x576x14x14xf16>
    %onnx_Conv.3518 = anec.constant #anec.placeholder<tensor<576x1x3x3xf16>>
    %onnx_Conv.3519 = anec.constant #anec.placeholder<tensor<576xf16>>
    %stages_stages.2_blocks_blocks.5_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3518 bias(%onnx_Conv.3519 : tensor<576xf16>) {groups = 576 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x576x14x14xf16>, tensor<576x1x3x3xf16> -> tensor<1x576x14x14xf16>
    %stages_stages.2_blocks_blocks.5_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.5_mlp_mid_conv_Conv_output.0 : tensor<1x576x14x14xf16>
    %onnx_Conv.3521 = anec.constant #anec.placeholder<tensor<192x576x1x1xf16>>
    %onnx_Conv.3522 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.5_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3521 bias(%onnx_Conv.3522 : tensor<192xf16>) : tensor<1x576x14x14xf16>, tensor<192x576x1x1xf16> -> tensor<1x192x14x14xf16>
    %onnx_Mul.3925 = anec.constant #anec.placeholder<tensor<1x192x1x1xf16>>
    %stages_stages.2_blocks_blocks.5_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.5_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3925 : tensor<1x192x14x14xf16>, tensor<1x192x1x1xf16> -> tensor<1x192x14x14xf16>
    %stages_stages.2_blocks_blocks.5_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.4_Add_output.0, %stages_stages.2_blocks_blocks.5_ls2_Mul_output.0 : tensor<1x192x14x14xf16>, tensor<1x192x14x14xf16> -> tensor<1x192x14x14xf16>
    %onnx_Conv.3524 = anec.constant #anec.placeholder<tensor<576x192x1x1xf16>>
    %onnx_Conv.3525 = anec.constant #anec.placeholder<tensor<576xf16>>
    %stages_stages.2_blocks_blocks.6_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_Add_output.0, %onnx_Conv.3524 bias(%onnx_Conv.3525 : tensor<576xf16>) : tensor<1x192x14x14xf16>, tensor<576x192x1x1xf16> -> tensor<1x576x14x14xf16>
    %stages_stages.2_blocks_blocks.6_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.6_mlp_fc1_conv_Conv_output.0 : tensor<1x576x14x14xf16>
    %onnx_Conv.3527 = anec.constant #anec.placeholder<tensor<576x1x3x3xf16>>
    %onnx_Conv.3528 = anec.constant #anec.placeholder<tensor<576xf16>>
    %stages_stages.2_blocks_blocks.6_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.6_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3527 bias(%onnx_Conv.3528 : tensor<576xf16>) {groups = 576 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x576x14x14xf16>, tensor<576x1x3x3xf16> -> tensor<1x576x14x14xf16>
    %stages_stages.2_blocks_blocks.6_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.6_mlp_mid_conv_Conv_output.0 : tensor<1x576x14x14xf16>
    %onnx_Conv.3530 = anec.constant #anec.placeholder<tensor<192x576x1x1xf16>>
    %onnx_Conv.3531 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.6_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.6_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3530 bias(%onnx_Conv.3531 : tensor<192xf16>) : tensor<1x576x14x14xf16>, tensor<192x576x1x1xf16> -> tensor<1x192x14x14xf16>
    %onnx_Mul.3926 = anec.constant #anec.placeholder<tensor<1x192x1x1xf16>>
    %stages_stages.2_blocks_blocks.6_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.6_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3926 : tensor<1x192x14x14xf16>, tensor<1x192x1x1xf16> -> tensor<1x192x14x14xf16>
    %stages_stages.2_blocks_blocks.6_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.5_Add_output.0, %stages_stages.2_blocks_blocks.6_ls2_Mul_output.0 : tensor<1x192x14x14xf16>, tensor<1x192x14x14xf16> -> tensor<1x192x14x14xf16>
    %onnx_Conv.3533 = anec.constant #anec.placeholder<tensor<576x192x1x1xf16>>
    %onnx_Conv.3534 = anec.constant #anec.placeholder<tensor<576xf16>>
    %stages_stages.2_blocks_blocks.7_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.6_Add_output.0, %onnx_Conv.3533 bias(%onnx_Conv.3534 : tensor<576xf16>) : tensor<1x192x14x14xf16>, tensor<576x192x1x1xf16> -> tensor<1x576x14x14xf16>
    %stages_stages.2_blocks_blocks.7_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.7_mlp_fc1_conv_Conv_output.0 : tensor<1x576x14x14xf16>
    %onnx_Conv.3536 = anec.constant #anec.placeholder<tensor<576x1x3x3xf16>>
    %onnx_Conv.3537 = anec.constant #anec.placeholder<tensor<576xf16>>
    %stages_stages.2_blocks_blocks.7_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.7_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3536 bias(%onnx_Conv.3537 : tensor<576xf16>) {groups = 576 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x576x14x14xf16>, tensor<576x1x3x3xf16> -> tensor<1x576x14x14xf16>
    %stages_stages.2_blocks_blocks.7_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.7_mlp_mid_conv_Conv_output.0 : tensor<1x576x14x14xf16>
    %onnx_Conv.3539 = anec.constant #anec.placeholder<tensor<192x576x1x1xf16>>
    %onnx_Conv.3540 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.7_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.7_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3539 bias(%onnx_Conv.3540 : tensor<192xf16>) : tensor<1x576x14x14xf16>, tensor<192x576x1x1xf16> -> tensor<1x192x14x14xf16>
    %onnx_Mul.3927 = anec.constant #anec.placeholder<tensor<1x192x1x1xf16>>
    %stages_stages.2_blocks_blocks.7_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.7_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3927 : tensor<1x192x14x14xf16>, tensor<1x192x1x1xf16> -> tensor<1x192x14x14xf16>
    %stages_stages.2_blocks_blocks.7_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.6_Add_output.0, %stages_stages.2_blocks_blocks.7_ls2_Mul_output.0 : tensor<1x192x14x14xf16>, tensor<1x192x14x14xf16> -> tensor<1x192x14x14xf16>
    %onnx_Conv.3542 = anec.constant #anec.placeholder<tensor<576x192x1x1xf16>>
    %onnx_Conv.3543 = anec.constant #anec.placeholder<tensor<576xf16>>
    %stages_stages.2_blocks_blocks.8_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.7_Add_output.0, %onnx_Conv.3542 bias(%onnx_Conv.3543 : tensor<576xf16>) : tensor<1x192x14x14xf16>, tensor<576x192x1x1xf16> -> tensor<1x576x14x14xf16>
    %stages_stages.2_blocks_blocks.8_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.8_mlp_fc1_conv_Conv_output.0 : tensor<1x576x14x14xf16>
    %onnx_Conv.3545 = anec.constant #anec.placeholder<tensor<576x1x3x3xf16>>
    %onnx_Conv.3546 = anec.constant #anec.placeholder<tensor<576xf16>>
    %stages_stages.2_blocks_blocks.8_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3545 bias(%onnx_Conv.3546 : tensor<576xf16>) {groups = 576 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x576x14x14xf16>, tensor<576x1x3x3xf16> -> tensor<1x576x14x14xf16>
    %stages_stages.2_blocks_blocks.8_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.8_mlp_mid_conv_Conv_output.0 : tensor<1x576x14x14xf16>
    %onnx_Conv.3548 = anec.constant #anec.placeholder<tensor<192x576x1x1xf16>>
    %onnx_Conv.3549 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.8_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3548 bias(%onnx_Conv.3549 : tensor<192xf16>) : tensor<1x576x14x14xf16>, tensor<192x576x1x1xf16> -> tensor<1x192x14x14xf16>
    %onnx_Mul.3928 = anec.constant #anec.placeholder<tensor<1x192x1x1xf16>>
    %stages_stages.2_blocks_blocks.8_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.8_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3928 : tensor<1x192x14x14xf16>, tensor<1x192x1x1xf16> -> tensor<1x192x14x14xf16>
    %stages_stages.2_blocks_blocks.8_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.7_Add_output.0, %stages_stages.2_blocks_blocks.8_ls2_Mul_output.0 : tensor<1x192x14x14xf16>, tensor<1x192x14x14xf16> -> tensor<1x192x14x14xf16>
    %onnx_Conv.3551 = anec.constant #anec.placeholder<tensor<192x1x3x3xf16>>
    %onnx_Conv.3552 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.9_token_mixer_stride_conv_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_Add_output.0, %onnx_Conv.3551 bias(%onnx_Conv.3552 : tensor<192xf16>) {groups = 192 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x192x14x14xf16>, tensor<192x1x3x3xf16> -> tensor<1x192x7x7xf16>
    %onnx_Conv.3554 = anec.constant #anec.placeholder<tensor<256x192x1x1xf16>>
    %onnx_Conv.3555 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.9_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.9_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.3554 bias(%onnx_Conv.3555 : tensor<256xf16>) : tensor<1x192x7x7xf16>, tensor<256x192x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.9_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.2_blocks_blocks.9_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.2_blocks_blocks.9_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.2_blocks_blocks.9_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.3557 = anec.constant #anec.placeholder<tensor<256x192x1x1xf16>>
    %onnx_Conv.3558 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.9_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.9_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.3557 bias(%onnx_Conv.3558 : tensor<256xf16>) : tensor<1x192x7x7xf16>, tensor<256x192x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.9_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.2_blocks_blocks.9_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.3560 = anec.constant #anec.placeholder<tensor<1024x192x1x1xf16>>
    %onnx_Conv.3561 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.9_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.9_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.3560 bias(%onnx_Conv.3561 : tensor<1024xf16>) : tensor<1x192x7x7xf16>, tensor<1024x192x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.3563 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.3564 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.9_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.9_token_mixer_v_conv_Conv_output.0, %onnx_Conv.3563 bias(%onnx_Conv.3564 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.9_token_mixer_Reshape_2_output.0 = anec.reshape %stages_stages.2_blocks_blocks.9_token_mixer_v_conv_Conv_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.2_blocks_blocks.9_token_mixer_Transpose_1_output.0 = anec.transpose %stages_stages.2_blocks_blocks.9_token_mixer_Reshape_2_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x128x49xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.2_blocks_blocks.9_token_mixer_MatMul_output.0 = anec.matmul %stages_stages.2_blocks_blocks.9_token_mixer_Transpose_output.0, %stages_stages.2_blocks_blocks.9_token_mixer_Reshape_1_output.0 : tensor<1x8x49x32xf16>, tensor<1x8x32x49xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.9_token_mixer_Constant_3_output.0 = anec.constant dense<1.767580e-01> : tensor<1xf16>
    %stages_stages.2_blocks_blocks.9_token_mixer_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.9_token_mixer_MatMul_output.0, %stages_stages.2_blocks_blocks.9_token_mixer_Constant_3_output.0 : tensor<1x8x49x49xf16>, tensor<1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.9_token_mixer_Gather_output.0 = anec.constant #anec.placeholder<tensor<8x49x49xf16>>
    %stages_stages.2_blocks_blocks.9_token_mixer_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.9_token_mixer_Mul_output.0, %stages_stages.2_blocks_blocks.9_token_mixer_Gather_output.0 : tensor<1x8x49x49xf16>, tensor<8x49x49xf16> -> tensor<1x8x49x49xf16>
    %stages.2.blocks.9.token_mixer.talking_head1.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.2.blocks.9.token_mixer.talking_head1.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.2_blocks_blocks.9_token_mixer_talking_head1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.9_token_mixer_Add_output.0, %stages.2.blocks.9.token_mixer.talking_head1.weight bias(%stages.2.blocks.9.token_mixer.talking_head1.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.9_token_mixer_Softmax_output.0 = anec.softmax %stages_stages.2_blocks_blocks.9_token_mixer_talking_head1_Conv_output.0 {axis = 3 : i64} : tensor<1x8x49x49xf16>
    %stages.2.blocks.9.token_mixer.talking_head2.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.2.blocks.9.token_mixer.talking_head2.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.2_blocks_blocks.9_token_mixer_talking_head2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.9_token_mixer_Softmax_output.0, %stages.2.blocks.9.token_mixer.talking_head2.weight bias(%stages.2.blocks.9.token_mixer.talking_head2.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.9_token_mixer_MatMul_1_output.0 = anec.matmul %stages_stages.2_blocks_blocks.9_token_mixer_talking_head2_Conv_output.0, %stages_stages.2_blocks_blocks.9_token_mixer_Transpose_1_output.0 : tensor<1x8x49x49xf16>, tensor<1x8x49x128xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.2_blocks_blocks.9_token_mixer_Transpose_2_output.0 = anec.transpose %stages_stages.2_blocks_blocks.9_token_mixer_MatMul_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x49x128xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.2_blocks_blocks.9_token_mixer_Reshape_3_output.0 = anec.reshape %stages_stages.2_blocks_blocks.9_token_mixer_Transpose_2_output.0 : tensor<1x8x128x49xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.9_token_mixer_Add_1_output.0 = anec.add %stages_stages.2_blocks_blocks.9_token_mixer_Reshape_3_output.0, %stages_stages.2_blocks_blocks.9_token_mixer_v_local_conv_Conv_output.0 : tensor<1x1024x7x7xf16>, tensor<1x1024x7x7xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.9_token_mixer_upsample_Resize_output.0 = anec.resize %stages_stages.2_blocks_blocks.9_token_mixer_Add_1_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x1024x14x14xf16>
    %stages_stages.2_blocks_blocks.9_token_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.9_token_mixer_upsample_Resize_output.0 : tensor<1x1024x14x14xf16>
    %onnx_Conv.3566 = anec.constant #anec.placeholder<tensor<192x1024x1x1xf16>>
    %onnx_Conv.3567 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.9_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.9_token_mixer_act_Mul_1_output.0, %onnx_Conv.3566 bias(%onnx_Conv.3567 : tensor<192xf16>) : tensor<1x1024x14x14xf16>, tensor<192x1024x1x1xf16> -> tensor<1x192x14x14xf16>
    %onnx_Mul.3950 = anec.constant #anec.placeholder<tensor<1x192x1x1xf16>>
    %stages_stages.2_blocks_blocks.9_ls1_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.9_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.3950 : tensor<1x192x14x14xf16>, tensor<1x192x1x1xf16> -> tensor<1x192x14x14xf16>
    %stages_stages.2_blocks_blocks.9_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.8_Add_output.0, %stages_stages.2_blocks_blocks.9_ls1_Mul_output.0 : tensor<1x192x14x14xf16>, tensor<1x192x14x14xf16> -> tensor<1x192x14x14xf16>
    %onnx_Conv.3569 = anec.constant #anec.placeholder<tensor<576x192x1x1xf16>>
    %onnx_Conv.3570 = anec.constant #anec.placeholder<tensor<576xf16>>
    %stages_stages.2_blocks_blocks.9_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.9_Add_output.0, %onnx_Conv.3569 bias(%onnx_Conv.3570 : tensor<576xf16>) : tensor<1x192x14x14xf16>, tensor<576x192x1x1xf16> -> tensor<1x576x14x14xf16>
    %stages_stages.2_blocks_blocks.9_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.9_mlp_fc1_conv_Conv_output.0 : tensor<1x576x14x14xf16>
    %onnx_Conv.3572 = anec.constant #anec.placeholder<tensor<576x1x3x3xf16>>
    %onnx_Conv.3573 = anec.constant #anec.placeholder<tensor<576xf16>>
    %stages_stages.2_blocks_blocks.9_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.9_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3572 bias(%onnx_Conv.3573 : tensor<576xf16>) {groups = 576 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x576x14x14xf16>, tensor<576x1x3x3xf16> -> tensor<1x576x14x14xf16>
    %stages_stages.2_blocks_blocks.9_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.9_mlp_mid_conv_Conv_output.0 : tensor<1x576x14x14xf16>
    %onnx_Conv.3575 = anec.constant #anec.placeholder<tensor<192x576x1x1xf16>>
    %onnx_Conv.3576 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.9_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.9_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3575 bias(%onnx_Conv.3576 : tensor<192xf16>) : tensor<1x576x14x14xf16>, tensor<192x576x1x1xf16> -> tensor<1x192x14x14xf16>
    %onnx_Mul.3951 = anec.constant #anec.placeholder<tensor<1x192x1x1xf16>>
    %stages_stages.2_blocks_blocks.9_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.9_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3951 : tensor<1x192x14x14xf16>, tensor<1x192x1x1xf16> -> tensor<1x192x14x14xf16>
    %stages_stages.2_blocks_blocks.9_Add_1_output.0 = anec.add %stages_stages.2_blocks_blocks.9_Add_output.0, %stages_stages.2_blocks_blocks.9_ls2_Mul_output.0 : tensor<1x192x14x14xf16>, tensor<1x192x14x14xf16> -> tensor<1x192x14x14xf16>
    %onnx_Conv.3578 = anec.constant #anec.placeholder<tensor<192x1x3x3xf16>>
    %onnx_Conv.3579 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.10_token_mixer_stride_conv_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.9_Add_1_output.0, %onnx_Conv.3578 bias(%onnx_Conv.3579 : tensor<192xf16>) {groups = 192 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x192x14x14xf16>, tensor<192x1x3x3xf16> -> tensor<1x192x7x7xf16>
    %onnx_Conv.3581 = anec.constant #anec.placeholder<tensor<256x192x1x1xf16>>
    %onnx_Conv.3582 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.10_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.3581 bias(%onnx_Conv.3582 : tensor<256xf16>) : tensor<1x192x7x7xf16>, tensor<256x192x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.10_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.2_blocks_blocks.10_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.2_blocks_blocks.10_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.2_blocks_blocks.10_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.3584 = anec.constant #anec.placeholder<tensor<256x192x1x1xf16>>
    %onnx_Conv.3585 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.10_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.3584 bias(%onnx_Conv.3585 : tensor<256xf16>) : tensor<1x192x7x7xf16>, tensor<256x192x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.10_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.2_blocks_blocks.10_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.3587 = anec.constant #anec.placeholder<tensor<1024x192x1x1xf16>>
    %onnx_Conv.3588 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.10_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.3587 bias(%onnx_Conv.3588 : tensor<1024xf16>) : tensor<1x192x7x7xf16>, tensor<1024x192x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.3590 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.3591 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.10_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_token_mixer_v_conv_Conv_output.0, %onnx_Conv.3590 bias(%onnx_Conv.3591 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.10_token_mixer_Reshape_2_output.0 = anec.reshape %stages_stages.2_blocks_blocks.10_token_mixer_v_conv_Conv_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.2_blocks_blocks.10_token_mixer_Transpose_1_output.0 = anec.transpose %stages_stages.2_blocks_blocks.10_token_mixer_Reshape_2_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x128x49xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.2_blocks_blocks.10_token_mixer_MatMul_output.0 = anec.matmul %stages_stages.2_blocks_blocks.10_token_mixer_Transpose_output.0, %stages_stages.2_blocks_blocks.10_token_mixer_Reshape_1_output.0 : tensor<1x8x49x32xf16>, tensor<1x8x32x49xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.10_token_mixer_Constant_3_output.0 = anec.constant dense<1.767580e-01> : tensor<1xf16>
    %stages_stages.2_blocks_blocks.10_token_mixer_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.10_token_mixer_MatMul_output.0, %stages_stages.2_blocks_blocks.10_token_mixer_Constant_3_output.0 : tensor<1x8x49x49xf16>, tensor<1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.10_token_mixer_Gather_output.0 = anec.constant #anec.placeholder<tensor<8x49x49xf16>>
    %stages_stages.2_blocks_blocks.10_token_mixer_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.10_token_mixer_Mul_output.0, %stages_stages.2_blocks_blocks.10_token_mixer_Gather_output.0 : tensor<1x8x49x49xf16>, tensor<8x49x49xf16> -> tensor<1x8x49x49xf16>
    %stages.2.blocks.10.token_mixer.talking_head1.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.2.blocks.10.token_mixer.talking_head1.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.2_blocks_blocks.10_token_mixer_talking_head1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_token_mixer_Add_output.0, %stages.2.blocks.10.token_mixer.talking_head1.weight bias(%stages.2.blocks.10.token_mixer.talking_head1.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.10_token_mixer_Softmax_output.0 = anec.softmax %stages_stages.2_blocks_blocks.10_token_mixer_talking_head1_Conv_output.0 {axis = 3 : i64} : tensor<1x8x49x49xf16>
    %stages.2.blocks.10.token_mixer.talking_head2.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.2.blocks.10.token_mixer.talking_head2.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.2_blocks_blocks.10_token_mixer_talking_head2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_token_mixer_Softmax_output.0, %stages.2.blocks.10.token_mixer.talking_head2.weight bias(%stages.2.blocks.10.token_mixer.talking_head2.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.10_token_mixer_MatMul_1_output.0 = anec.matmul %stages_stages.2_blocks_blocks.10_token_mixer_talking_head2_Conv_output.0, %stages_stages.2_blocks_blocks.10_token_mixer_Transpose_1_output.0 : tensor<1x8x49x49xf16>, tensor<1x8x49x128xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.2_blocks_blocks.10_token_mixer_Transpose_2_output.0 = anec.transpose %stages_stages.2_blocks_blocks.10_token_mixer_MatMul_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x49x128xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.2_blocks_blocks.10_token_mixer_Reshape_3_output.0 = anec.reshape %stages_stages.2_blocks_blocks.10_token_mixer_Transpose_2_output.0 : tensor<1x8x128x49xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.10_token_mixer_Add_1_output.0 = anec.add %stages_stages.2_blocks_blocks.10_token_mixer_Reshape_3_output.0, %stages_stages.2_blocks_blocks.10_token_mixer_v_local_conv_Conv_output.0 : tensor<1x1024x7x7xf16>, tensor<1x1024x7x7xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.10_token_mixer_upsample_Resize_output.0 = anec.resize %stages_stages.2_blocks_blocks.10_token_mixer_Add_1_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x1024x14x14xf16>
    %stages_stages.2_blocks_blocks.10_token_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.10_token_mixer_upsample_Resize_output.0 : tensor<1x1024x14x14xf16>
    %onnx_Conv.3593 = anec.constant #anec.placeholder<tensor<192x1024x1x1xf16>>
    %onnx_Conv.3594 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.10_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_token_mixer_act_Mul_1_output.0, %onnx_Conv.3593 bias(%onnx_Conv.3594 : tensor<192xf16>) : tensor<1x1024x14x14xf16>, tensor<192x1024x1x1xf16> -> tensor<1x192x14x14xf16>
    %onnx_Mul.3973 = anec.constant #anec.placeholder<tensor<1x192x1x1xf16>>
    %stages_stages.2_blocks_blocks.10_ls1_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.10_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.3973 : tensor<1x192x14x14xf16>, tensor<1x192x1x1xf16> -> tensor<1x192x14x14xf16>
    %stages_stages.2_blocks_blocks.10_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.9_Add_1_output.0, %stages_stages.2_blocks_blocks.10_ls1_Mul_output.0 : tensor<1x192x14x14xf16>, tensor<1x192x14x14xf16> -> tensor<1x192x14x14xf16>
    %onnx_Conv.3596 = anec.constant #anec.placeholder<tensor<576x192x1x1xf16>>
    %onnx_Conv.3597 = anec.constant #anec.placeholder<tensor<576xf16>>
    %stages_stages.2_blocks_blocks.10_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_Add_output.0, %onnx_Conv.3596 bias(%onnx_Conv.3597 : tensor<576xf16>) : tensor<1x192x14x14xf16>, tensor<576x192x1x1xf16> -> tensor<1x576x14x14xf16>
    %stages_stages.2_blocks_blocks.10_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.10_mlp_fc1_conv_Conv_output.0 : tensor<1x576x14x14xf16>
    %onnx_Conv.3599 = anec.constant #anec.placeholder<tensor<576x1x3x3xf16>>
    %onnx_Conv.3600 = anec.constant #anec.placeholder<tensor<576xf16>>
    %stages_stages.2_blocks_blocks.10_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3599 bias(%onnx_Conv.3600 : tensor<576xf16>) {groups = 576 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x576x14x14xf16>, tensor<576x1x3x3xf16> -> tensor<1x576x14x14xf16>
    %stages_stages.2_blocks_blocks.10_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.10_mlp_mid_conv_Conv_output.0 : tensor<1x576x14x14xf16>
    %onnx_Conv.3602 = anec.constant #anec.placeholder<tensor<192x576x1x1xf16>>
    %onnx_Conv.3603 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.10_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3602 bias(%onnx_Conv.3603 : tensor<192xf16>) : tensor<1x576x14x14xf16>, tensor<192x576x1x1xf16> -> tensor<1x192x14x14xf16>
    %onnx_Mul.3974 = anec.constant #anec.placeholder<tensor<1x192x1x1xf16>>
    %stages_stages.2_blocks_blocks.10_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.10_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3974 : tensor<1x192x14x14xf16>, tensor<1x192x1x1xf16> -> tensor<1x192x14x14xf16>
    %stages_stages.2_blocks_blocks.10_Add_1_output.0 = anec.add %stages_stages.2_blocks_blocks.10_Add_output.0, %stages_stages.2_blocks_blocks.10_ls2_Mul_output.0 : tensor<1x192x14x14xf16>, tensor<1x192x14x14xf16> -> tensor<1x192x14x14xf16>
    %onnx_Conv.3605 = anec.constant #anec.placeholder<tensor<192x1x3x3xf16>>
    %onnx_Conv.3606 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.11_token_mixer_stride_conv_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_Add_1_output.0, %onnx_Conv.3605 bias(%onnx_Conv.3606 : tensor<192xf16>) {groups = 192 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x192x14x14xf16>, tensor<192x1x3x3xf16> -> tensor<1x192x7x7xf16>
    %onnx_Conv.3608 = anec.constant #anec.placeholder<tensor<256x192x1x1xf16>>
    %onnx_Conv.3609 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.11_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.3608 bias(%onnx_Conv.3609 : tensor<256xf16>) : tensor<1x192x7x7xf16>, tensor<256x192x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.11_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.2_blocks_blocks.11_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.2_blocks_blocks.11_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.2_blocks_blocks.11_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.3611 = anec.constant #anec.placeholder<tensor<256x192x1x1xf16>>
    %onnx_Conv.3612 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.11_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.3611 bias(%onnx_Conv.3612 : tensor<256xf16>) : tensor<1x192x7x7xf16>, tensor<256x192x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.11_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.2_blocks_blocks.11_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.3614 = anec.constant #anec.placeholder<tensor<1024x192x1x1xf16>>
    %onnx_Conv.3615 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.11_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.3614 bias(%onnx_Conv.3615 : tensor<1024xf16>) : tensor<1x192x7x7xf16>, tensor<1024x192x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.3617 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.3618 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.11_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_token_mixer_v_conv_Conv_output.0, %onnx_Conv.3617 bias(%onnx_Conv.3618 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.11_token_mixer_Reshape_2_output.0 = anec.reshape %stages_stages.2_blocks_blocks.11_token_mixer_v_conv_Conv_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.2_blocks_blocks.11_token_mixer_Transpose_1_output.0 = anec.transpose %stages_stages.2_blocks_blocks.11_token_mixer_Reshape_2_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x128x49xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.2_blocks_blocks.11_token_mixer_MatMul_output.0 = anec.matmul %stages_stages.2_blocks_blocks.11_token_mixer_Transpose_output.0, %stages_stages.2_blocks_blocks.11_token_mixer_Reshape_1_output.0 : tensor<1x8x49x32xf16>, tensor<1x8x32x49xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.11_token_mixer_Constant_3_output.0 = anec.constant dense<1.767580e-01> : tensor<1xf16>
    %stages_stages.2_blocks_blocks.11_token_mixer_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.11_token_mixer_MatMul_output.0, %stages_stages.2_blocks_blocks.11_token_mixer_Constant_3_output.0 : tensor<1x8x49x49xf16>, tensor<1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.11_token_mixer_Gather_output.0 = anec.constant #anec.placeholder<tensor<8x49x49xf16>>
    %stages_stages.2_blocks_blocks.11_token_mixer_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.11_token_mixer_Mul_output.0, %stages_stages.2_blocks_blocks.11_token_mixer_Gather_output.0 : tensor<1x8x49x49xf16>, tensor<8x49x49xf16> -> tensor<1x8x49x49xf16>
    %stages.2.blocks.11.token_mixer.talking_head1.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.2.blocks.11.token_mixer.talking_head1.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.2_blocks_blocks.11_token_mixer_talking_head1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_token_mixer_Add_output.0, %stages.2.blocks.11.token_mixer.talking_head1.weight bias(%stages.2.blocks.11.token_mixer.talking_head1.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.11_token_mixer_Softmax_output.0 = anec.softmax %stages_stages.2_blocks_blocks.11_token_mixer_talking_head1_Conv_output.0 {axis = 3 : i64} : tensor<1x8x49x49xf16>
    %stages.2.blocks.11.token_mixer.talking_head2.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.2.blocks.11.token_mixer.talking_head2.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.2_blocks_blocks.11_token_mixer_talking_head2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_token_mixer_Softmax_output.0, %stages.2.blocks.11.token_mixer.talking_head2.weight bias(%stages.2.blocks.11.token_mixer.talking_head2.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.11_token_mixer_MatMul_1_output.0 = anec.matmul %stages_stages.2_blocks_blocks.11_token_mixer_talking_head2_Conv_output.0, %stages_stages.2_blocks_blocks.11_token_mixer_Transpose_1_output.0 : tensor<1x8x49x49xf16>, tensor<1x8x49x128xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.2_blocks_blocks.11_token_mixer_Transpose_2_output.0 = anec.transpose %stages_stages.2_blocks_blocks.11_token_mixer_MatMul_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x49x128xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.2_blocks_blocks.11_token_mixer_Reshape_3_output.0 = anec.reshape %stages_stages.2_blocks_blocks.11_token_mixer_Transpose_2_output.0 : tensor<1x8x128x49xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.11_token_mixer_Add_1_output.0 = anec.add %stages_stages.2_blocks_blocks.11_token_mixer_Reshape_3_output.0, %stages_stages.2_blocks_blocks.11_token_mixer_v_local_conv_Conv_output.0 : tensor<1x1024x7x7xf16>, tensor<1x1024x7x7xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.11_token_mixer_upsample_Resize_output.0 = anec.resize %stages_stages.2_blocks_blocks.11_token_mixer_Add_1_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x1024x14x14xf16>
    %stages_stages.2_blocks_blocks.11_token_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.11_token_mixer_upsample_Resize_output.0 : tensor<1x1024x14x14xf16>
    %onnx_Conv.3620 = anec.constant #anec.placeholder<tensor<192x1024x1x1xf16>>
    %onnx_Conv.3621 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.11_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_token_mixer_act_Mul_1_output.0, %onnx_Conv.3620 bias(%onnx_Conv.3621 : tensor<192xf16>) : tensor<1x1024x14x14xf16>, tensor<192x1024x1x1xf16> -> tensor<1x192x14x14xf16>
    %onnx_Mul.3996 = anec.constant #anec.placeholder<tensor<1x192x1x1xf16>>
    %stages_stages.2_blocks_blocks.11_ls1_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.11_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.3996 : tensor<1x192x14x14xf16>, tensor<1x192x1x1xf16> -> tensor<1x192x14x14xf16>
    %stages_stages.2_blocks_blocks.11_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.10_Add_1_output.0, %stages_stages.2_blocks_blocks.11_ls1_Mul_output.0 : tensor<1x192x14x14xf16>, tensor<1x192x14x14xf16> -> tensor<1x192x14x14xf16>
    %onnx_Conv.3623 = anec.constant #anec.placeholder<tensor<768x192x1x1xf16>>
    %onnx_Conv.3624 = anec.constant #anec.placeholder<tensor<768xf16>>
    %stages_stages.2_blocks_blocks.11_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_Add_output.0, %onnx_Conv.3623 bias(%onnx_Conv.3624 : tensor<768xf16>) : tensor<1x192x14x14xf16>, tensor<768x192x1x1xf16> -> tensor<1x768x14x14xf16>
    %stages_stages.2_blocks_blocks.11_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.11_mlp_fc1_conv_Conv_output.0 : tensor<1x768x14x14xf16>
    %onnx_Conv.3626 = anec.constant #anec.placeholder<tensor<768x1x3x3xf16>>
    %onnx_Conv.3627 = anec.constant #anec.placeholder<tensor<768xf16>>
    %stages_stages.2_blocks_blocks.11_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3626 bias(%onnx_Conv.3627 : tensor<768xf16>) {groups = 768 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x768x14x14xf16>, tensor<768x1x3x3xf16> -> tensor<1x768x14x14xf16>
    %stages_stages.2_blocks_blocks.11_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.11_mlp_mid_conv_Conv_output.0 : tensor<1x768x14x14xf16>
    %onnx_Conv.3629 = anec.constant #anec.placeholder<tensor<192x768x1x1xf16>>
    %onnx_Conv.3630 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.11_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3629 bias(%onnx_Conv.3630 : tensor<192xf16>) : tensor<1x768x14x14xf16>, tensor<192x768x1x1xf16> -> tensor<1x192x14x14xf16>
    %onnx_Mul.3997 = anec.constant #anec.placeholder<tensor<1x192x1x1xf16>>
    %stages_stages.2_blocks_blocks.11_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.11_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3997 : tensor<1x192x14x14xf16>, tensor<1x192x1x1xf16> -> tensor<1x192x14x14xf16>
    %stages_stages.2_blocks_blocks.11_Add_1_output.0 = anec.add %stages_stages.2_blocks_blocks.11_Add_output.0, %stages_stages.2_blocks_blocks.11_ls2_Mul_output.0 : tensor<1x192x14x14xf16>, tensor<1x192x14x14xf16> -> tensor<1x192x14x14xf16>
    %onnx_Conv.3632 = anec.constant #anec.placeholder<tensor<192x1x3x3xf16>>
    %onnx_Conv.3633 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.12_token_mixer_stride_conv_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_Add_1_output.0, %onnx_Conv.3632 bias(%onnx_Conv.3633 : tensor<192xf16>) {groups = 192 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x192x14x14xf16>, tensor<192x1x3x3xf16> -> tensor<1x192x7x7xf16>
    %onnx_Conv.3635 = anec.constant #anec.placeholder<tensor<256x192x1x1xf16>>
    %onnx_Conv.3636 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.12_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.12_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.3635 bias(%onnx_Conv.3636 : tensor<256xf16>) : tensor<1x192x7x7xf16>, tensor<256x192x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.12_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.2_blocks_blocks.12_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.2_blocks_blocks.12_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.2_blocks_blocks.12_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.3638 = anec.constant #anec.placeholder<tensor<256x192x1x1xf16>>
    %onnx_Conv.3639 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.12_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.12_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.3638 bias(%onnx_Conv.3639 : tensor<256xf16>) : tensor<1x192x7x7xf16>, tensor<256x192x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.12_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.2_blocks_blocks.12_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.3641 = anec.constant #anec.placeholder<tensor<1024x192x1x1xf16>>
    %onnx_Conv.3642 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.12_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.12_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.3641 bias(%onnx_Conv.3642 : tensor<1024xf16>) : tensor<1x192x7x7xf16>, tensor<1024x192x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.3644 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.3645 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.12_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.12_token_mixer_v_conv_Conv_output.0, %onnx_Conv.3644 bias(%onnx_Conv.3645 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.12_token_mixer_Reshape_2_output.0 = anec.reshape %stages_stages.2_blocks_blocks.12_token_mixer_v_conv_Conv_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.2_blocks_blocks.12_token_mixer_Transpose_1_output.0 = anec.transpose %stages_stages.2_blocks_blocks.12_token_mixer_Reshape_2_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x128x49xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.2_blocks_blocks.12_token_mixer_MatMul_output.0 = anec.matmul %stages_stages.2_blocks_blocks.12_token_mixer_Transpose_output.0, %stages_stages.2_blocks_blocks.12_token_mixer_Reshape_1_output.0 : tensor<1x8x49x32xf16>, tensor<1x8x32x49xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.12_token_mixer_Constant_3_output.0 = anec.constant dense<1.767580e-01> : tensor<1xf16>
    %stages_stages.2_blocks_blocks.12_token_mixer_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.12_token_mixer_MatMul_output.0, %stages_stages.2_blocks_blocks.12_token_mixer_Constant_3_output.0 : tensor<1x8x49x49xf16>, tensor<1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.12_token_mixer_Gather_output.0 = anec.constant #anec.placeholder<tensor<8x49x49xf16>>
    %stages_stages.2_blocks_blocks.12_token_mixer_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.12_token_mixer_Mul_output.0, %stages_stages.2_blocks_blocks.12_token_mixer_Gather_output.0 : tensor<1x8x49x49xf16>, tensor<8x49x49xf16> -> tensor<1x8x49x49xf16>
    %stages.2.blocks.12.token_mixer.talking_head1.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.2.blocks.12.token_mixer.talking_head1.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.2_blocks_blocks.12_token_mixer_talking_head1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.12_token_mixer_Add_output.0, %stages.2.blocks.12.token_mixer.talking_head1.weight bias(%stages.2.blocks.12.token_mixer.talking_head1.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.12_token_mixer_Softmax_output.0 = anec.softmax %stages_stages.2_blocks_blocks.12_token_mixer_talking_head1_Conv_output.0 {axis = 3 : i64} : tensor<1x8x49x49xf16>
    %stages.2.blocks.12.token_mixer.talking_head2.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.2.blocks.12.token_mixer.talking_head2.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.2_blocks_blocks.12_token_mixer_talking_head2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.12_token_mixer_Softmax_output.0, %stages.2.blocks.12.token_mixer.talking_head2.weight bias(%stages.2.blocks.12.token_mixer.talking_head2.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.12_token_mixer_MatMul_1_output.0 = anec.matmul %stages_stages.2_blocks_blocks.12_token_mixer_talking_head2_Conv_output.0, %stages_stages.2_blocks_blocks.12_token_mixer_Transpose_1_output.0 : tensor<1x8x49x49xf16>, tensor<1x8x49x128xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.2_blocks_blocks.12_token_mixer_Transpose_2_output.0 = anec.transpose %stages_stages.2_blocks_blocks.12_token_mixer_MatMul_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x49x128xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.2_blocks_blocks.12_token_mixer_Reshape_3_output.0 = anec.reshape %stages_stages.2_blocks_blocks.12_token_mixer_Transpose_2_output.0 : tensor<1x8x128x49xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.12_token_mixer_Add_1_output.0 = anec.add %stages_stages.2_blocks_blocks.12_token_mixer_Reshape_3_output.0, %stages_stages.2_blocks_blocks.12_token_mixer_v_local_conv_Conv_output.0 : tensor<1x1024x7x7xf16>, tensor<1x1024x7x7xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.12_token_mixer_upsample_Resize_output.0 = anec.resize %stages_stages.2_blocks_blocks.12_token_mixer_Add_1_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x1024x14x14xf16>
    %stages_stages.2_blocks_blocks.12_token_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.12_token_mixer_upsample_Resize_output.0 : tensor<1x1024x14x14xf16>
    %onnx_Conv.3647 = anec.constant #anec.placeholder<tensor<192x1024x1x1xf16>>
    %onnx_Conv.3648 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.12_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.12_token_mixer_act_Mul_1_output.0, %onnx_Conv.3647 bias(%onnx_Conv.3648 : tensor<192xf16>) : tensor<1x1024x14x14xf16>, tensor<192x1024x1x1xf16> -> tensor<1x192x14x14xf16>
    %onnx_Mul.4019 = anec.constant #anec.placeholder<tensor<1x192x1x1xf16>>
    %stages_stages.2_blocks_blocks.12_ls1_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.12_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.4019 : tensor<1x192x14x14xf16>, tensor<1x192x1x1xf16> -> tensor<1x192x14x14xf16>
    %stages_stages.2_blocks_blocks.12_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.11_Add_1_output.0, %stages_stages.2_blocks_blocks.12_ls1_Mul_output.0 : tensor<1x192x14x14xf16>, tensor<1x192x14x14xf16> -> tensor<1x192x14x14xf16>
    %onnx_Conv.3650 = anec.constant #anec.placeholder<tensor<768x192x1x1xf16>>
    %onnx_Conv.3651 = anec.constant #anec.placeholder<tensor<768xf16>>
    %stages_stages.2_blocks_blocks.12_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.12_Add_output.0, %onnx_Conv.3650 bias(%onnx_Conv.3651 : tensor<768xf16>) : tensor<1x192x14x14xf16>, tensor<768x192x1x1xf16> -> tensor<1x768x14x14xf16>
    %stages_stages.2_blocks_blocks.12_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.12_mlp_fc1_conv_Conv_output.0 : tensor<1x768x14x14xf16>
    %onnx_Conv.3653 = anec.constant #anec.placeholder<tensor<768x1x3x3xf16>>
    %onnx_Conv.3654 = anec.constant #anec.placeholder<tensor<768xf16>>
    %stages_stages.2_blocks_blocks.12_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.12_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3653 bias(%onnx_Conv.3654 : tensor<768xf16>) {groups = 768 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x768x14x14xf16>, tensor<768x1x3x3xf16> -> tensor<1x768x14x14xf16>
    %stages_stages.2_blocks_blocks.12_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.12_mlp_mid_conv_Conv_output.0 : tensor<1x768x14x14xf16>
    %onnx_Conv.3656 = anec.constant #anec.placeholder<tensor<192x768x1x1xf16>>
    %onnx_Conv.3657 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.12_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.12_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3656 bias(%onnx_Conv.3657 : tensor<192xf16>) : tensor<1x768x14x14xf16>, tensor<192x768x1x1xf16> -> tensor<1x192x14x14xf16>
    %onnx_Mul.4020 = anec.constant #anec.placeholder<tensor<1x192x1x1xf16>>
    %stages_stages.2_blocks_blocks.12_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.12_mlp_fc2_conv_Conv_output.0, %onnx_Mul.4020 : tensor<1x192x14x14xf16>, tensor<1x192x1x1xf16> -> tensor<1x192x14x14xf16>
    %stages_stages.2_blocks_blocks.12_Add_1_output.0 = anec.add %stages_stages.2_blocks_blocks.12_Add_output.0, %stages_stages.2_blocks_blocks.12_ls2_Mul_output.0 : tensor<1x192x14x14xf16>, tensor<1x192x14x14xf16> -> tensor<1x192x14x14xf16>
    %onnx_Conv.3659 = anec.constant #anec.placeholder<tensor<192x1x3x3xf16>>
    %onnx_Conv.3660 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.13_token_mixer_stride_conv_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.12_Add_1_output.0, %onnx_Conv.3659 bias(%onnx_Conv.3660 : tensor<192xf16>) {groups = 192 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x192x14x14xf16>, tensor<192x1x3x3xf16> -> tensor<1x192x7x7xf16>
    %onnx_Conv.3662 = anec.constant #anec.placeholder<tensor<256x192x1x1xf16>>
    %onnx_Conv.3663 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.13_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.13_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.3662 bias(%onnx_Conv.3663 : tensor<256xf16>) : tensor<1x192x7x7xf16>, tensor<256x192x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.13_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.2_blocks_blocks.13_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.2_blocks_blocks.13_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.2_blocks_blocks.13_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.3665 = anec.constant #anec.placeholder<tensor<256x192x1x1xf16>>
    %onnx_Conv.3666 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.13_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.13_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.3665 bias(%onnx_Conv.3666 : tensor<256xf16>) : tensor<1x192x7x7xf16>, tensor<256x192x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.13_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.2_blocks_blocks.13_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.3668 = anec.constant #anec.placeholder<tensor<1024x192x1x1xf16>>
    %onnx_Conv.3669 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.13_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.13_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.3668 bias(%onnx_Conv.3669 : tensor<1024xf16>) : tensor<1x192x7x7xf16>, tensor<1024x192x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.3671 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.3672 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.13_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.13_token_mixer_v_conv_Conv_output.0, %onnx_Conv.3671 bias(%onnx_Conv.3672 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.13_token_mixer_Reshape_2_output.0 = anec.reshape %stages_stages.2_blocks_blocks.13_token_mixer_v_conv_Conv_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.2_blocks_blocks.13_token_mixer_Transpose_1_output.0 = anec.transpose %stages_stages.2_blocks_blocks.13_token_mixer_Reshape_2_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x128x49xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.2_blocks_blocks.13_token_mixer_MatMul_output.0 = anec.matmul %stages_stages.2_blocks_blocks.13_token_mixer_Transpose_output.0, %stages_stages.2_blocks_blocks.13_token_mixer_Reshape_1_output.0 : tensor<1x8x49x32xf16>, tensor<1x8x32x49xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.13_token_mixer_Constant_3_output.0 = anec.constant dense<1.767580e-01> : tensor<1xf16>
    %stages_stages.2_blocks_blocks.13_token_mixer_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.13_token_mixer_MatMul_output.0, %stages_stages.2_blocks_blocks.13_token_mixer_Constant_3_output.0 : tensor<1x8x49x49xf16>, tensor<1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.13_token_mixer_Gather_output.0 = anec.constant #anec.placeholder<tensor<8x49x49xf16>>
    %stages_stages.2_blocks_blocks.13_token_mixer_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.13_token_mixer_Mul_output.0, %stages_stages.2_blocks_blocks.13_token_mixer_Gather_output.0 : tensor<1x8x49x49xf16>, tensor<8x49x49xf16> -> tensor<1x8x49x49xf16>
    %stages.2.blocks.13.token_mixer.talking_head1.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.2.blocks.13.token_mixer.talking_head1.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.2_blocks_blocks.13_token_mixer_talking_head1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.13_token_mixer_Add_output.0, %stages.2.blocks.13.token_mixer.talking_head1.weight bias(%stages.2.blocks.13.token_mixer.talking_head1.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.13_token_mixer_Softmax_output.0 = anec.softmax %stages_stages.2_blocks_blocks.13_token_mixer_talking_head1_Conv_output.0 {axis = 3 : i64} : tensor<1x8x49x49xf16>
    %stages.2.blocks.13.token_mixer.talking_head2.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.2.blocks.13.token_mixer.talking_head2.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.2_blocks_blocks.13_token_mixer_talking_head2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.13_token_mixer_Softmax_output.0, %stages.2.blocks.13.token_mixer.talking_head2.weight bias(%stages.2.blocks.13.token_mixer.talking_head2.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.13_token_mixer_MatMul_1_output.0 = anec.matmul %stages_stages.2_blocks_blocks.13_token_mixer_talking_head2_Conv_output.0, %stages_stages.2_blocks_blocks.13_token_mixer_Transpose_1_output.0 : tensor<1x8x49x49xf16>, tensor<1x8x49x128xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.2_blocks_blocks.13_token_mixer_Transpose_2_output.0 = anec.transpose %stages_stages.2_blocks_blocks.13_token_mixer_MatMul_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x49x128xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.2_blocks_blocks.13_token_mixer_Reshape_3_output.0 = anec.reshape %stages_stages.2_blocks_blocks.13_token_mixer_Transpose_2_output.0 : tensor<1x8x128x49xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.13_token_mixer_Add_1_output.0 = anec.add %stages_stages.2_blocks_blocks.13_token_mixer_Reshape_3_output.0, %stages_stages.2_blocks_blocks.13_token_mixer_v_local_conv_Conv_output.0 : tensor<1x1024x7x7xf16>, tensor<1x1024x7x7xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.13_token_mixer_upsample_Resize_output.0 = anec.resize %stages_stages.2_blocks_blocks.13_token_mixer_Add_1_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x1024x14x14xf16>
    %stages_stages.2_blocks_blocks.13_token_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.13_token_mixer_upsample_Resize_output.0 : tensor<1x1024x14x14xf16>
    %onnx_Conv.3674 = anec.constant #anec.placeholder<tensor<192x1024x1x1xf16>>
    %onnx_Conv.3675 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.13_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.13_token_mixer_act_Mul_1_output.0, %onnx_Conv.3674 bias(%onnx_Conv.3675 : tensor<192xf16>) : tensor<1x1024x14x14xf16>, tensor<192x1024x1x1xf16> -> tensor<1x192x14x14xf16>
    %onnx_Mul.4042 = anec.constant #anec.placeholder<tensor<1x192x1x1xf16>>
    %stages_stages.2_blocks_blocks.13_ls1_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.13_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.4042 : tensor<1x192x14x14xf16>, tensor<1x192x1x1xf16> -> tensor<1x192x14x14xf16>
    %stages_stages.2_blocks_blocks.13_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.12_Add_1_output.0, %stages_stages.2_blocks_blocks.13_ls1_Mul_output.0 : tensor<1x192x14x14xf16>, tensor<1x192x14x14xf16> -> tensor<1x192x14x14xf16>
    %onnx_Conv.3677 = anec.constant #anec.placeholder<tensor<768x192x1x1xf16>>
    %onnx_Conv.3678 = anec.constant #anec.placeholder<tensor<768xf16>>
    %stages_stages.2_blocks_blocks.13_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.13_Add_output.0, %onnx_Conv.3677 bias(%onnx_Conv.3678 : tensor<768xf16>) : tensor<1x192x14x14xf16>, tensor<768x192x1x1xf16> -> tensor<1x768x14x14xf16>
    %stages_stages.2_blocks_blocks.13_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.13_mlp_fc1_conv_Conv_output.0 : tensor<1x768x14x14xf16>
    %onnx_Conv.3680 = anec.constant #anec.placeholder<tensor<768x1x3x3xf16>>
    %onnx_Conv.3681 = anec.constant #anec.placeholder<tensor<768xf16>>
    %stages_stages.2_blocks_blocks.13_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.13_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3680 bias(%onnx_Conv.3681 : tensor<768xf16>) {groups = 768 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x768x14x14xf16>, tensor<768x1x3x3xf16> -> tensor<1x768x14x14xf16>
    %stages_stages.2_blocks_blocks.13_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.13_mlp_mid_conv_Conv_output.0 : tensor<1x768x14x14xf16>
    %onnx_Conv.3683 = anec.constant #anec.placeholder<tensor<192x768x1x1xf16>>
    %onnx_Conv.3684 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.13_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.13_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3683 bias(%onnx_Conv.3684 : tensor<192xf16>) : tensor<1x768x14x14xf16>, tensor<192x768x1x1xf16> -> tensor<1x192x14x14xf16>
    %onnx_Mul.4043 = anec.constant #anec.placeholder<tensor<1x192x1x1xf16>>
    %stages_stages.2_blocks_blocks.13_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.13_mlp_fc2_conv_Conv_output.0, %onnx_Mul.4043 : tensor<1x192x14x14xf16>, tensor<1x192x1x1xf16> -> tensor<1x192x14x14xf16>
    %stages_stages.2_blocks_blocks.13_Add_1_output.0 = anec.add %stages_stages.2_blocks_blocks.13_Add_output.0, %stages_stages.2_blocks_blocks.13_ls2_Mul_output.0 : tensor<1x192x14x14xf16>, tensor<1x192x14x14xf16> -> tensor<1x192x14x14xf16>
    %onnx_Conv.3686 = anec.constant #anec.placeholder<tensor<192x1x3x3xf16>>
    %onnx_Conv.3687 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.14_token_mixer_stride_conv_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.13_Add_1_output.0, %onnx_Conv.3686 bias(%onnx_Conv.3687 : tensor<192xf16>) {groups = 192 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x192x14x14xf16>, tensor<192x1x3x3xf16> -> tensor<1x192x7x7xf16>
    %onnx_Conv.3689 = anec.constant #anec.placeholder<tensor<256x192x1x1xf16>>
    %onnx_Conv.3690 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.14_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.14_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.3689 bias(%onnx_Conv.3690 : tensor<256xf16>) : tensor<1x192x7x7xf16>, tensor<256x192x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.14_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.2_blocks_blocks.14_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.2_blocks_blocks.14_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.2_blocks_blocks.14_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.3692 = anec.constant #anec.placeholder<tensor<256x192x1x1xf16>>
    %onnx_Conv.3693 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.14_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.14_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.3692 bias(%onnx_Conv.3693 : tensor<256xf16>) : tensor<1x192x7x7xf16>, tensor<256x192x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.14_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.2_blocks_blocks.14_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.3695 = anec.constant #anec.placeholder<tensor<1024x192x1x1xf16>>
    %onnx_Conv.3696 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.14_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.14_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.3695 bias(%onnx_Conv.3696 : tensor<1024xf16>) : tensor<1x192x7x7xf16>, tensor<1024x192x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.3698 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.3699 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.14_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.14_token_mixer_v_conv_Conv_output.0, %onnx_Conv.3698 bias(%onnx_Conv.3699 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.14_token_mixer_Reshape_2_output.0 = anec.reshape %stages_stages.2_blocks_blocks.14_token_mixer_v_conv_Conv_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.2_blocks_blocks.14_token_mixer_Transpose_1_output.0 = anec.transpose %stages_stages.2_blocks_blocks.14_token_mixer_Reshape_2_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x128x49xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.2_blocks_blocks.14_token_mixer_MatMul_output.0 = anec.matmul %stages_stages.2_blocks_blocks.14_token_mixer_Transpose_output.0, %stages_stages.2_blocks_blocks.14_token_mixer_Reshape_1_output.0 : tensor<1x8x49x32xf16>, tensor<1x8x32x49xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.14_token_mixer_Constant_3_output.0 = anec.constant dense<1.767580e-01> : tensor<1xf16>
    %stages_stages.2_blocks_blocks.14_token_mixer_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.14_token_mixer_MatMul_output.0, %stages_stages.2_blocks_blocks.14_token_mixer_Constant_3_output.0 : tensor<1x8x49x49xf16>, tensor<1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.14_token_mixer_Gather_output.0 = anec.constant #anec.placeholder<tensor<8x49x49xf16>>
    %stages_stages.2_blocks_blocks.14_token_mixer_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.14_token_mixer_Mul_output.0, %stages_stages.2_blocks_blocks.14_token_mixer_Gather_output.0 : tensor<1x8x49x49xf16>, tensor<8x49x49xf16> -> tensor<1x8x49x49xf16>
    %stages.2.blocks.14.token_mixer.talking_head1.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.2.blocks.14.token_mixer.talking_head1.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.2_blocks_blocks.14_token_mixer_talking_head1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.14_token_mixer_Add_output.0, %stages.2.blocks.14.token_mixer.talking_head1.weight bias(%stages.2.blocks.14.token_mixer.talking_head1.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.14_token_mixer_Softmax_output.0 = anec.softmax %stages_stages.2_blocks_blocks.14_token_mixer_talking_head1_Conv_output.0 {axis = 3 : i64} : tensor<1x8x49x49xf16>
    %stages.2.blocks.14.token_mixer.talking_head2.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.2.blocks.14.token_mixer.talking_head2.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.2_blocks_blocks.14_token_mixer_talking_head2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.14_token_mixer_Softmax_output.0, %stages.2.blocks.14.token_mixer.talking_head2.weight bias(%stages.2.blocks.14.token_mixer.talking_head2.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.14_token_mixer_MatMul_1_output.0 = anec.matmul %stages_stages.2_blocks_blocks.14_token_mixer_talking_head2_Conv_output.0, %stages_stages.2_blocks_blocks.14_token_mixer_Transpose_1_output.0 : tensor<1x8x49x49xf16>, tensor<1x8x49x128xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.2_blocks_blocks.14_token_mixer_Transpose_2_output.0 = anec.transpose %stages_stages.2_blocks_blocks.14_token_mixer_MatMul_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x49x128xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.2_blocks_blocks.14_token_mixer_Reshape_3_output.0 = anec.reshape %stages_stages.2_blocks_blocks.14_token_mixer_Transpose_2_output.0 : tensor<1x8x128x49xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.14_token_mixer_Add_1_output.0 = anec.add %stages_stages.2_blocks_blocks.14_token_mixer_Reshape_3_output.0, %stages_stages.2_blocks_blocks.14_token_mixer_v_local_conv_Conv_output.0 : tensor<1x1024x7x7xf16>, tensor<1x1024x7x7xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.14_token_mixer_upsample_Resize_output.0 = anec.resize %stages_stages.2_blocks_blocks.14_token_mixer_Add_1_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x1024x14x14xf16>
    %stages_stages.2_blocks_blocks.14_token_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.14_token_mixer_upsample_Resize_output.0 : tensor<1x1024x14x14xf16>
    %onnx_Conv.3701 = anec.constant #anec.placeholder<tensor<192x1024x1x1xf16>>
    %onnx_Conv.3702 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.14_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.14_token_mixer_act_Mul_1_output.0, %onnx_Conv.3701 bias(%onnx_Conv.3702 : tensor<192xf16>) : tensor<1x1024x14x14xf16>, tensor<192x1024x1x1xf16> -> tensor<1x192x14x14xf16>
    %onnx_Mul.4065 = anec.constant #anec.placeholder<tensor<1x192x1x1xf16>>
    %stages_stages.2_blocks_blocks.14_ls1_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.14_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.4065 : tensor<1x192x14x14xf16>, tensor<1x192x1x1xf16> -> tensor<1x192x14x14xf16>
    %stages_stages.2_blocks_blocks.14_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.13_Add_1_output.0, %stages_stages.2_blocks_blocks.14_ls1_Mul_output.0 : tensor<1x192x14x14xf16>, tensor<1x192x14x14xf16> -> tensor<1x192x14x14xf16>
    %onnx_Conv.3704 = anec.constant #anec.placeholder<tensor<768x192x1x1xf16>>
    %onnx_Conv.3705 = anec.constant #anec.placeholder<tensor<768xf16>>
    %stages_stages.2_blocks_blocks.14_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.14_Add_output.0, %onnx_Conv.3704 bias(%onnx_Conv.3705 : tensor<768xf16>) : tensor<1x192x14x14xf16>, tensor<768x192x1x1xf16> -> tensor<1x768x14x14xf16>
    %stages_stages.2_blocks_blocks.14_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.14_mlp_fc1_conv_Conv_output.0 : tensor<1x768x14x14xf16>
    %onnx_Conv.3707 = anec.constant #anec.placeholder<tensor<768x1x3x3xf16>>
    %onnx_Conv.3708 = anec.constant #anec.placeholder<tensor<768xf16>>
    %stages_stages.2_blocks_blocks.14_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.14_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3707 bias(%onnx_Conv.3708 : tensor<768xf16>) {groups = 768 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x768x14x14xf16>, tensor<768x1x3x3xf16> -> tensor<1x768x14x14xf16>
    %stages_stages.2_blocks_blocks.14_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.14_mlp_mid_conv_Conv_output.0 : tensor<1x768x14x14xf16>
    %onnx_Conv.3710 = anec.constant #anec.placeholder<tensor<192x768x1x1xf16>>
    %onnx_Conv.3711 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.2_blocks_blocks.14_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.14_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3710 bias(%onnx_Conv.3711 : tensor<192xf16>) : tensor<1x768x14x14xf16>, tensor<192x768x1x1xf16> -> tensor<1x192x14x14xf16>
    %onnx_Mul.4066 = anec.constant #anec.placeholder<tensor<1x192x1x1xf16>>
    %stages_stages.2_blocks_blocks.14_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.14_mlp_fc2_conv_Conv_output.0, %onnx_Mul.4066 : tensor<1x192x14x14xf16>, tensor<1x192x1x1xf16> -> tensor<1x192x14x14xf16>
    %stages_stages.2_blocks_blocks.14_Add_1_output.0 = anec.add %stages_stages.2_blocks_blocks.14_Add_output.0, %stages_stages.2_blocks_blocks.14_ls2_Mul_output.0 : tensor<1x192x14x14xf16>, tensor<1x192x14x14xf16> -> tensor<1x192x14x14xf16>
    %onnx_Conv.3713 = anec.constant #anec.placeholder<tensor<384x192x3x3xf16>>
    %onnx_Conv.3714 = anec.constant #anec.placeholder<tensor<384xf16>>
    %stages_stages.3_downsample_conv_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.14_Add_1_output.0, %onnx_Conv.3713 bias(%onnx_Conv.3714 : tensor<384xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x192x14x14xf16>, tensor<384x192x3x3xf16> -> tensor<1x384x7x7xf16>
    %stages.3.downsample.attn.q.local.weight = anec.constant #anec.placeholder<tensor<192x1x3x3xf16>>
    %stages.3.downsample.attn.q.local.bias = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.3_downsample_attn_q_local_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.14_Add_1_output.0, %stages.3.downsample.attn.q.local.weight bias(%stages.3.downsample.attn.q.local.bias : tensor<192xf16>) {groups = 192 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x192x14x14xf16>, tensor<192x1x3x3xf16> -> tensor<1x192x7x7xf16>
    %stages_stages.3_downsample_attn_q_pool_AveragePool_output.0 = anec.avg_pool %stages_stages.2_blocks_blocks.14_Add_1_output.0 {strides = array<i64: 2, 2>, kernel_sizes = array<i64: 1, 1>, count_include_pad = true} : tensor<1x192x14x14xf16> -> tensor<1x192x7x7xf16>
    %stages_stages.3_downsample_attn_q_Add_output.0 = anec.add %stages_stages.3_downsample_attn_q_local_Conv_output.0, %stages_stages.3_downsample_attn_q_pool_AveragePool_output.0 : tensor<1x192x7x7xf16>, tensor<1x192x7x7xf16> -> tensor<1x192x7x7xf16>
    %onnx_Conv.3716 = anec.constant #anec.placeholder<tensor<128x192x1x1xf16>>
    %onnx_Conv.3717 = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.3_downsample_attn_q_proj_conv_Conv_output.0 = anec.convolution %stages_stages.3_downsample_attn_q_Add_output.0, %onnx_Conv.3716 bias(%onnx_Conv.3717 : tensor<128xf16>) : tensor<1x192x7x7xf16>, tensor<128x192x1x1xf16> -> tensor<1x128x7x7xf16>
    %stages_stages.3_downsample_attn_Reshape_output.0 = anec.reshape %stages_stages.3_downsample_attn_q_proj_conv_Conv_output.0 : tensor<1x128x7x7xf16> -> tensor<1x8x16x49xf16>
    %stages_stages.3_downsample_attn_Transpose_output.0 = anec.transpose %stages_stages.3_downsample_attn_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x16x49xf16> -> tensor<1x8x49x16xf16>
    %onnx_Conv.3719 = anec.constant #anec.placeholder<tensor<128x192x1x1xf16>>
    %onnx_Conv.3720 = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.3_downsample_attn_k_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.14_Add_1_output.0, %onnx_Conv.3719 bias(%onnx_Conv.3720 : tensor<128xf16>) : tensor<1x192x14x14xf16>, tensor<128x192x1x1xf16> -> tensor<1x128x14x14xf16>
    %stages_stages.3_downsample_attn_Reshape_1_output.0 = anec.reshape %stages_stages.3_downsample_attn_k_conv_Conv_output.0 : tensor<1x128x14x14xf16> -> tensor<1x8x16x196xf16>
    %onnx_Conv.3722 = anec.constant #anec.placeholder<tensor<512x192x1x1xf16>>
    %onnx_Conv.3723 = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.3_downsample_attn_v_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.14_Add_1_output.0, %onnx_Conv.3722 bias(%onnx_Conv.3723 : tensor<512xf16>) : tensor<1x192x14x14xf16>, tensor<512x192x1x1xf16> -> tensor<1x512x14x14xf16>
    %onnx_Conv.3725 = anec.constant #anec.placeholder<tensor<512x1x3x3xf16>>
    %onnx_Conv.3726 = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.3_downsample_attn_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.3_downsample_attn_v_conv_Conv_output.0, %onnx_Conv.3725 bias(%onnx_Conv.3726 : tensor<512xf16>) {groups = 512 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x512x14x14xf16>, tensor<512x1x3x3xf16> -> tensor<1x512x7x7xf16>
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
    %onnx_Conv.3728 = anec.constant #anec.placeholder<tensor<384x512x1x1xf16>>
    %onnx_Conv.3729 = anec.constant #anec.placeholder<tensor<384xf16>>
    %stages_stages.3_downsample_attn_proj_conv_Conv_output.0 = anec.convolution %stages_stages.3_downsample_attn_act_Mul_1_output.0, %onnx_Conv.3728 bias(%onnx_Conv.3729 : tensor<384xf16>) : tensor<1x512x7x7xf16>, tensor<384x512x1x1xf16> -> tensor<1x384x7x7xf16>
    %stages_stages.3_downsample_Add_output.0 = anec.add %stages_stages.3_downsample_attn_proj_conv_Conv_output.0, %stages_stages.3_downsample_conv_conv_Conv_output.0 : tensor<1x384x7x7xf16>, tensor<1x384x7x7xf16> -> tensor<1x384x7x7xf16>
    %onnx_Conv.3731 = anec.constant #anec.placeholder<tensor<1536x384x1x1xf16>>
    %onnx_Conv.3732 = anec.constant #anec.placeholder<tensor<1536xf16>>
    %stages_stages.3_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_downsample_Add_output.0, %onnx_Conv.3731 bias(%onnx_Conv.3732 : tensor<1536xf16>) : tensor<1x384x7x7xf16>, tensor<1536x384x1x1xf16> -> tensor<1x1536x7x7xf16>
    %stages_stages.3_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 : tensor<1x1536x7x7xf16>
    %onnx_Conv.3734 = anec.constant #anec.placeholder<tensor<1536x1x3x3xf16>>
    %onnx_Conv.3735 = anec.constant #anec.placeholder<tensor<1536xf16>>
    %stages_stages.3_blocks_blocks.0_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3734 bias(%onnx_Conv.3735 : tensor<1536xf16>) {groups = 1536 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1536x7x7xf16>, tensor<1536x1x3x3xf16> -> tensor<1x1536x7x7xf16>
    %stages_stages.3_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.0_mlp_mid_conv_Conv_output.0 : tensor<1x1536x7x7xf16>
    %onnx_Conv.3737 = anec.constant #anec.placeholder<tensor<384x1536x1x1xf16>>
    %onnx_Conv.3738 = anec.constant #anec.placeholder<tensor<384xf16>>
    %stages_stages.3_blocks_blocks.0_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3737 bias(%onnx_Conv.3738 : tensor<384xf16>) : tensor<1x1536x7x7xf16>, tensor<384x1536x1x1xf16> -> tensor<1x384x7x7xf16>
    %onnx_Mul.4087 = anec.constant #anec.placeholder<tensor<1x384x1x1xf16>>
    %stages_stages.3_blocks_blocks.0_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.0_mlp_fc2_conv_Conv_output.0, %onnx_Mul.4087 : tensor<1x384x7x7xf16>, tensor<1x384x1x1xf16> -> tensor<1x384x7x7xf16>
    %stages_stages.3_blocks_blocks.0_Add_output.0 = anec.add %stages_stages.3_downsample_Add_output.0, %stages_stages.3_blocks_blocks.0_ls2_Mul_output.0 : tensor<1x384x7x7xf16>, tensor<1x384x7x7xf16> -> tensor<1x384x7x7xf16>
    %onnx_Conv.3740 = anec.constant #anec.placeholder<tensor<1536x384x1x1xf16>>
    %onnx_Conv.3741 = anec.constant #anec.placeholder<tensor<1536xf16>>
    %stages_stages.3_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.0_Add_output.0, %onnx_Conv.3740 bias(%onnx_Conv.3741 : tensor<1536xf16>) : tensor<1x384x7x7xf16>, tensor<1536x384x1x1xf16> -> tensor<1x1536x7x7xf16>
    %stages_stages.3_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 : tensor<1x1536x7x7xf16>
    %onnx_Conv.3743 = anec.constant #anec.placeholder<tensor<1536x1x3x3xf16>>
    %onnx_Conv.3744 = anec.constant #anec.placeholder<tensor<1536xf16>>
    %stages_stages.3_blocks_blocks.1_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3743 bias(%onnx_Conv.3744 : tensor<1536xf16>) {groups = 1536 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1536x7x7xf16>, tensor<1536x1x3x3xf16> -> tensor<1x1536x7x7xf16>
    %stages_stages.3_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.1_mlp_mid_conv_Conv_output.0 : tensor<1x1536x7x7xf16>
    %onnx_Conv.3746 = anec.constant #anec.placeholder<tensor<384x1536x1x1xf16>>
    %onnx_Conv.3747 = anec.constant #anec.placeholder<tensor<384xf16>>
    %stages_stages.3_blocks_blocks.1_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3746 bias(%onnx_Conv.3747 : tensor<384xf16>) : tensor<1x1536x7x7xf16>, tensor<384x1536x1x1xf16> -> tensor<1x384x7x7xf16>
    %onnx_Mul.4088 = anec.constant #anec.placeholder<tensor<1x384x1x1xf16>>
    %stages_stages.3_blocks_blocks.1_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.1_mlp_fc2_conv_Conv_output.0, %onnx_Mul.4088 : tensor<1x384x7x7xf16>, tensor<1x384x1x1xf16> -> tensor<1x384x7x7xf16>
    %stages_stages.3_blocks_blocks.1_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.0_Add_output.0, %stages_stages.3_blocks_blocks.1_ls2_Mul_output.0 : tensor<1x384x7x7xf16>, tensor<1x384x7x7xf16> -> tensor<1x384x7x7xf16>
    %onnx_Conv.3749 = anec.constant #anec.placeholder<tensor<1536x384x1x1xf16>>
    %onnx_Conv.3750 = anec.constant #anec.placeholder<tensor<1536xf16>>
    %stages_stages.3_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.1_Add_output.0, %onnx_Conv.3749 bias(%onnx_Conv.3750 : tensor<1536xf16>) : tensor<1x384x7x7xf16>, tensor<1536x384x1x1xf16> -> tensor<1x1536x7x7xf16>
    %stages_stages.3_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 : tensor<1x1536x7x7xf16>
    %onnx_Conv.3752 = anec.constant #anec.placeholder<tensor<1536x1x3x3xf16>>
    %onnx_Conv.3753 = anec.constant #anec.placeholder<tensor<1536xf16>>
    %stages_stages.3_blocks_blocks.2_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3752 bias(%onnx_Conv.3753 : tensor<1536xf16>) {groups = 1536 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1536x7x7xf16>, tensor<1536x1x3x3xf16> -> tensor<1x1536x7x7xf16>
    %stages_stages.3_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.2_mlp_mid_conv_Conv_output.0 : tensor<1x1536x7x7xf16>
    %onnx_Conv.3755 = anec.constant #anec.placeholder<tensor<384x1536x1x1xf16>>
    %onnx_Conv.3756 = anec.constant #anec.placeholder<tensor<384xf16>>
    %stages_stages.3_blocks_blocks.2_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3755 bias(%onnx_Conv.3756 : tensor<384xf16>) : tensor<1x1536x7x7xf16>, tensor<384x1536x1x1xf16> -> tensor<1x384x7x7xf16>
    %onnx_Mul.4089 = anec.constant #anec.placeholder<tensor<1x384x1x1xf16>>
    %stages_stages.3_blocks_blocks.2_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.2_mlp_fc2_conv_Conv_output.0, %onnx_Mul.4089 : tensor<1x384x7x7xf16>, tensor<1x384x1x1xf16> -> tensor<1x384x7x7xf16>
    %stages_stages.3_blocks_blocks.2_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.1_Add_output.0, %stages_stages.3_blocks_blocks.2_ls2_Mul_output.0 : tensor<1x384x7x7xf16>, tensor<1x384x7x7xf16> -> tensor<1x384x7x7xf16>
    %onnx_Conv.3758 = anec.constant #anec.placeholder<tensor<1152x384x1x1xf16>>
    %onnx_Conv.3759 = anec.constant #anec.placeholder<tensor<1152xf16>>
    %stages_stages.3_blocks_blocks.3_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.2_Add_output.0, %onnx_Conv.3758 bias(%onnx_Conv.3759 : tensor<1152xf16>) : tensor<1x384x7x7xf16>, tensor<1152x384x1x1xf16> -> tensor<1x1152x7x7xf16>
    %stages_stages.3_blocks_blocks.3_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.3_mlp_fc1_conv_Conv_output.0 : tensor<1x1152x7x7xf16>
    %onnx_Conv.3761 = anec.constant #anec.placeholder<tensor<1152x1x3x3xf16>>
    %onnx_Conv.3762 = anec.constant #anec.placeholder<tensor<1152xf16>>
    %stages_stages.3_blocks_blocks.3_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.3_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3761 bias(%onnx_Conv.3762 : tensor<1152xf16>) {groups = 1152 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1152x7x7xf16>, tensor<1152x1x3x3xf16> -> tensor<1x1152x7x7xf16>
    %stages_stages.3_blocks_blocks.3_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.3_mlp_mid_conv_Conv_output.0 : tensor<1x1152x7x7xf16>
    %onnx_Conv.3764 = anec.constant #anec.placeholder<tensor<384x1152x1x1xf16>>
    %onnx_Conv.3765 = anec.constant #anec.placeholder<tensor<384xf16>>
    %stages_stages.3_blocks_blocks.3_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.3_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3764 bias(%onnx_Conv.3765 : tensor<384xf16>) : tensor<1x1152x7x7xf16>, tensor<384x1152x1x1xf16> -> tensor<1x384x7x7xf16>
    %onnx_Mul.4090 = anec.constant #anec.placeholder<tensor<1x384x1x1xf16>>
    %stages_stages.3_blocks_blocks.3_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.3_mlp_fc2_conv_Conv_output.0, %onnx_Mul.4090 : tensor<1x384x7x7xf16>, tensor<1x384x1x1xf16> -> tensor<1x384x7x7xf16>
    %stages_stages.3_blocks_blocks.3_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.2_Add_output.0, %stages_stages.3_blocks_blocks.3_ls2_Mul_output.0 : tensor<1x384x7x7xf16>, tensor<1x384x7x7xf16> -> tensor<1x384x7x7xf16>
    %onnx_Conv.3767 = anec.constant #anec.placeholder<tensor<256x384x1x1xf16>>
    %onnx_Conv.3768 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.4_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.3_Add_output.0, %onnx_Conv.3767 bias(%onnx_Conv.3768 : tensor<256xf16>) : tensor<1x384x7x7xf16>, tensor<256x384x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.4_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.3_blocks_blocks.4_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.3_blocks_blocks.4_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.3_blocks_blocks.4_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.3770 = anec.constant #anec.placeholder<tensor<256x384x1x1xf16>>
    %onnx_Conv.3771 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.4_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.3_Add_output.0, %onnx_Conv.3770 bias(%onnx_Conv.3771 : tensor<256xf16>) : tensor<1x384x7x7xf16>, tensor<256x384x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.4_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.3_blocks_blocks.4_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.3773 = anec.constant #anec.placeholder<tensor<1024x384x1x1xf16>>
    %onnx_Conv.3774 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.4_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.3_Add_output.0, %onnx_Conv.3773 bias(%onnx_Conv.3774 : tensor<1024xf16>) : tensor<1x384x7x7xf16>, tensor<1024x384x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.3776 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.3777 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.4_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.4_token_mixer_v_conv_Conv_output.0, %onnx_Conv.3776 bias(%onnx_Conv.3777 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
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
    %onnx_Conv.3779 = anec.constant #anec.placeholder<tensor<384x1024x1x1xf16>>
    %onnx_Conv.3780 = anec.constant #anec.placeholder<tensor<384xf16>>
    %stages_stages.3_blocks_blocks.4_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.4_token_mixer_act_Mul_1_output.0, %onnx_Conv.3779 bias(%onnx_Conv.3780 : tensor<384xf16>) : tensor<1x1024x7x7xf16>, tensor<384x1024x1x1xf16> -> tensor<1x384x7x7xf16>
    %onnx_Mul.4111 = anec.constant #anec.placeholder<tensor<1x384x1x1xf16>>
    %stages_stages.3_blocks_blocks.4_ls1_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.4_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.4111 : tensor<1x384x7x7xf16>, tensor<1x384x1x1xf16> -> tensor<1x384x7x7xf16>
    %stages_stages.3_blocks_blocks.4_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.3_Add_output.0, %stages_stages.3_blocks_blocks.4_ls1_Mul_output.0 : tensor<1x384x7x7xf16>, tensor<1x384x7x7xf16> -> tensor<1x384x7x7xf16>
    %onnx_Conv.3782 = anec.constant #anec.placeholder<tensor<1152x384x1x1xf16>>
    %onnx_Conv.3783 = anec.constant #anec.placeholder<tensor<1152xf16>>
    %stages_stages.3_blocks_blocks.4_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.4_Add_output.0, %onnx_Conv.3782 bias(%onnx_Conv.3783 : tensor<1152xf16>) : tensor<1x384x7x7xf16>, tensor<1152x384x1x1xf16> -> tensor<1x1152x7x7xf16>
    %stages_stages.3_blocks_blocks.4_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.4_mlp_fc1_conv_Conv_output.0 : tensor<1x1152x7x7xf16>
    %onnx_Conv.3785 = anec.constant #anec.placeholder<tensor<1152x1x3x3xf16>>
    %onnx_Conv.3786 = anec.constant #anec.placeholder<tensor<1152xf16>>
    %stages_stages.3_blocks_blocks.4_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.4_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3785 bias(%onnx_Conv.3786 : tensor<1152xf16>) {groups = 1152 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1152x7x7xf16>, tensor<1152x1x3x3xf16> -> tensor<1x1152x7x7xf16>
    %stages_stages.3_blocks_blocks.4_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.4_mlp_mid_conv_Conv_output.0 : tensor<1x1152x7x7xf16>
    %onnx_Conv.3788 = anec.constant #anec.placeholder<tensor<384x1152x1x1xf16>>
    %onnx_Conv.3789 = anec.constant #anec.placeholder<tensor<384xf16>>
    %stages_stages.3_blocks_blocks.4_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.4_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3788 bias(%onnx_Conv.3789 : tensor<384xf16>) : tensor<1x1152x7x7xf16>, tensor<384x1152x1x1xf16> -> tensor<1x384x7x7xf16>
    %onnx_Mul.4112 = anec.constant #anec.placeholder<tensor<1x384x1x1xf16>>
    %stages_stages.3_blocks_blocks.4_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.4_mlp_fc2_conv_Conv_output.0, %onnx_Mul.4112 : tensor<1x384x7x7xf16>, tensor<1x384x1x1xf16> -> tensor<1x384x7x7xf16>
    %stages_stages.3_blocks_blocks.4_Add_1_output.0 = anec.add %stages_stages.3_blocks_blocks.4_Add_output.0, %stages_stages.3_blocks_blocks.4_ls2_Mul_output.0 : tensor<1x384x7x7xf16>, tensor<1x384x7x7xf16> -> tensor<1x384x7x7xf16>
    %onnx_Conv.3791 = anec.constant #anec.placeholder<tensor<256x384x1x1xf16>>
    %onnx_Conv.3792 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.5_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.4_Add_1_output.0, %onnx_Conv.3791 bias(%onnx_Conv.3792 : tensor<256xf16>) : tensor<1x384x7x7xf16>, tensor<256x384x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.5_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.3_blocks_blocks.5_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.3_blocks_blocks.5_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.3_blocks_blocks.5_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.3794 = anec.constant #anec.placeholder<tensor<256x384x1x1xf16>>
    %onnx_Conv.3795 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.5_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.4_Add_1_output.0, %onnx_Conv.3794 bias(%onnx_Conv.3795 : tensor<256xf16>) : tensor<1x384x7x7xf16>, tensor<256x384x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.5_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.3_blocks_blocks.5_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.3797 = anec.constant #anec.placeholder<tensor<1024x384x1x1xf16>>
    %onnx_Conv.3798 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.5_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.4_Add_1_output.0, %onnx_Conv.3797 bias(%onnx_Conv.3798 : tensor<1024xf16>) : tensor<1x384x7x7xf16>, tensor<1024x384x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.3800 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.3801 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.5_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.5_token_mixer_v_conv_Conv_output.0, %onnx_Conv.3800 bias(%onnx_Conv.3801 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
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
    %onnx_Conv.3803 = anec.constant #anec.placeholder<tensor<384x1024x1x1xf16>>
    %onnx_Conv.3804 = anec.constant #anec.placeholder<tensor<384xf16>>
    %stages_stages.3_blocks_blocks.5_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.5_token_mixer_act_Mul_1_output.0, %onnx_Conv.3803 bias(%onnx_Conv.3804 : tensor<384xf16>) : tensor<1x1024x7x7xf16>, tensor<384x1024x1x1xf16> -> tensor<1x384x7x7xf16>
    %onnx_Mul.4133 = anec.constant #anec.placeholder<tensor<1x384x1x1xf16>>
    %stages_stages.3_blocks_blocks.5_ls1_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.5_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.4133 : tensor<1x384x7x7xf16>, tensor<1x384x1x1xf16> -> tensor<1x384x7x7xf16>
    %stages_stages.3_blocks_blocks.5_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.4_Add_1_output.0, %stages_stages.3_blocks_blocks.5_ls1_Mul_output.0 : tensor<1x384x7x7xf16>, tensor<1x384x7x7xf16> -> tensor<1x384x7x7xf16>
    %onnx_Conv.3806 = anec.constant #anec.placeholder<tensor<1152x384x1x1xf16>>
    %onnx_Conv.3807 = anec.constant #anec.placeholder<tensor<1152xf16>>
    %stages_stages.3_blocks_blocks.5_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.5_Add_output.0, %onnx_Conv.3806 bias(%onnx_Conv.3807 : tensor<1152xf16>) : tensor<1x384x7x7xf16>, tensor<1152x384x1x1xf16> -> tensor<1x1152x7x7xf16>
    %stages_stages.3_blocks_blocks.5_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.5_mlp_fc1_conv_Conv_output.0 : tensor<1x1152x7x7xf16>
    %onnx_Conv.3809 = anec.constant #anec.placeholder<tensor<1152x1x3x3xf16>>
    %onnx_Conv.3810 = anec.constant #anec.placeholder<tensor<1152xf16>>
    %stages_stages.3_blocks_blocks.5_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.5_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3809 bias(%onnx_Conv.3810 : tensor<1152xf16>) {groups = 1152 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1152x7x7xf16>, tensor<1152x1x3x3xf16> -> tensor<1x1152x7x7xf16>
    %stages_stages.3_blocks_blocks.5_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.5_mlp_mid_conv_Conv_output.0 : tensor<1x1152x7x7xf16>
    %onnx_Conv.3812 = anec.constant #anec.placeholder<tensor<384x1152x1x1xf16>>
    %onnx_Conv.3813 = anec.constant #anec.placeholder<tensor<384xf16>>
    %stages_stages.3_blocks_blocks.5_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.5_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3812 bias(%onnx_Conv.3813 : tensor<384xf16>) : tensor<1x1152x7x7xf16>, tensor<384x1152x1x1xf16> -> tensor<1x384x7x7xf16>
    %onnx_Mul.4134 = anec.constant #anec.placeholder<tensor<1x384x1x1xf16>>
    %stages_stages.3_blocks_blocks.5_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.5_mlp_fc2_conv_Conv_output.0, %onnx_Mul.4134 : tensor<1x384x7x7xf16>, tensor<1x384x1x1xf16> -> tensor<1x384x7x7xf16>
    %stages_stages.3_blocks_blocks.5_Add_1_output.0 = anec.add %stages_stages.3_blocks_blocks.5_Add_output.0, %stages_stages.3_blocks_blocks.5_ls2_Mul_output.0 : tensor<1x384x7x7xf16>, tensor<1x384x7x7xf16> -> tensor<1x384x7x7xf16>
    %onnx_Conv.3815 = anec.constant #anec.placeholder<tensor<256x384x1x1xf16>>
    %onnx_Conv.3816 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.6_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.5_Add_1_output.0, %onnx_Conv.3815 bias(%onnx_Conv.3816 : tensor<256xf16>) : tensor<1x384x7x7xf16>, tensor<256x384x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.6_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.3_blocks_blocks.6_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.3_blocks_blocks.6_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.3_blocks_blocks.6_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.3818 = anec.constant #anec.placeholder<tensor<256x384x1x1xf16>>
    %onnx_Conv.3819 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.6_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.5_Add_1_output.0, %onnx_Conv.3818 bias(%onnx_Conv.3819 : tensor<256xf16>) : tensor<1x384x7x7xf16>, tensor<256x384x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.6_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.3_blocks_blocks.6_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.3821 = anec.constant #anec.placeholder<tensor<1024x384x1x1xf16>>
    %onnx_Conv.3822 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.6_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.5_Add_1_output.0, %onnx_Conv.3821 bias(%onnx_Conv.3822 : tensor<1024xf16>) : tensor<1x384x7x7xf16>, tensor<1024x384x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.3824 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.3825 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.6_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.6_token_mixer_v_conv_Conv_output.0, %onnx_Conv.3824 bias(%onnx_Conv.3825 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_blocks_blocks.6_token_mixer_Reshape_2_output.0 = anec.reshape %stages_stages.3_blocks_blocks.6_token_mixer_v_conv_Conv_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.3_blocks_blocks.6_token_mixer_Transpose_1_output.0 = anec.transpose %stages_stages.3_blocks_blocks.6_token_mixer_Reshape_2_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x128x49xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.3_blocks_blocks.6_token_mixer_MatMul_output.0 = anec.matmul %stages_stages.3_blocks_blocks.6_token_mixer_Transpose_output.0, %stages_stages.3_blocks_blocks.6_token_mixer_Reshape_1_output.0 : tensor<1x8x49x32xf16>, tensor<1x8x32x49xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.6_token_mixer_Constant_3_output.0 = anec.constant dense<1.767580e-01> : tensor<1xf16>
    %stages_stages.3_blocks_blocks.6_token_mixer_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.6_token_mixer_MatMul_output.0, %stages_stages.3_blocks_blocks.6_token_mixer_Constant_3_output.0 : tensor<1x8x49x49xf16>, tensor<1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.6_token_mixer_Gather_output.0 = anec.constant #anec.placeholder<tensor<8x49x49xf16>>
    %stages_stages.3_blocks_blocks.6_token_mixer_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.6_token_mixer_Mul_output.0, %stages_stages.3_blocks_blocks.6_token_mixer_Gather_output.0 : tensor<1x8x49x49xf16>, tensor<8x49x49xf16> -> tensor<1x8x49x49xf16>
    %stages.3.blocks.6.token_mixer.talking_head1.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.3.blocks.6.token_mixer.talking_head1.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.3_blocks_blocks.6_token_mixer_talking_head1_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.6_token_mixer_Add_output.0, %stages.3.blocks.6.token_mixer.talking_head1.weight bias(%stages.3.blocks.6.token_mixer.talking_head1.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.6_token_mixer_Softmax_output.0 = anec.softmax %stages_stages.3_blocks_blocks.6_token_mixer_talking_head1_Conv_output.0 {axis = 3 : i64} : tensor<1x8x49x49xf16>
    %stages.3.blocks.6.token_mixer.talking_head2.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.3.blocks.6.token_mixer.talking_head2.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.3_blocks_blocks.6_token_mixer_talking_head2_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.6_token_mixer_Softmax_output.0, %stages.3.blocks.6.token_mixer.talking_head2.weight bias(%stages.3.blocks.6.token_mixer.talking_head2.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.6_token_mixer_MatMul_1_output.0 = anec.matmul %stages_stages.3_blocks_blocks.6_token_mixer_talking_head2_Conv_output.0, %stages_stages.3_blocks_blocks.6_token_mixer_Transpose_1_output.0 : tensor<1x8x49x49xf16>, tensor<1x8x49x128xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.3_blocks_blocks.6_token_mixer_Transpose_2_output.0 = anec.transpose %stages_stages.3_blocks_blocks.6_token_mixer_MatMul_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x49x128xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.3_blocks_blocks.6_token_mixer_Reshape_3_output.0 = anec.reshape %stages_stages.3_blocks_blocks.6_token_mixer_Transpose_2_output.0 : tensor<1x8x128x49xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_blocks_blocks.6_token_mixer_Add_1_output.0 = anec.add %stages_stages.3_blocks_blocks.6_token_mixer_Reshape_3_output.0, %stages_stages.3_blocks_blocks.6_token_mixer_v_local_conv_Conv_output.0 : tensor<1x1024x7x7xf16>, tensor<1x1024x7x7xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_blocks_blocks.6_token_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.6_token_mixer_Add_1_output.0 : tensor<1x1024x7x7xf16>
    %onnx_Conv.3827 = anec.constant #anec.placeholder<tensor<384x1024x1x1xf16>>
    %onnx_Conv.3828 = anec.constant #anec.placeholder<tensor<384xf16>>
    %stages_stages.3_blocks_blocks.6_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.6_token_mixer_act_Mul_1_output.0, %onnx_Conv.3827 bias(%onnx_Conv.3828 : tensor<384xf16>) : tensor<1x1024x7x7xf16>, tensor<384x1024x1x1xf16> -> tensor<1x384x7x7xf16>
    %onnx_Mul.4155 = anec.constant #anec.placeholder<tensor<1x384x1x1xf16>>
    %stages_stages.3_blocks_blocks.6_ls1_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.6_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.4155 : tensor<1x384x7x7xf16>, tensor<1x384x1x1xf16> -> tensor<1x384x7x7xf16>
    %stages_stages.3_blocks_blocks.6_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.5_Add_1_output.0, %stages_stages.3_blocks_blocks.6_ls1_Mul_output.0 : tensor<1x384x7x7xf16>, tensor<1x384x7x7xf16> -> tensor<1x384x7x7xf16>
    %onnx_Conv.3830 = anec.constant #anec.placeholder<tensor<1152x384x1x1xf16>>
    %onnx_Conv.3831 = anec.constant #anec.placeholder<tensor<1152xf16>>
    %stages_stages.3_blocks_blocks.6_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.6_Add_output.0, %onnx_Conv.3830 bias(%onnx_Conv.3831 : tensor<1152xf16>) : tensor<1x384x7x7xf16>, tensor<1152x384x1x1xf16> -> tensor<1x1152x7x7xf16>
    %stages_stages.3_blocks_blocks.6_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.6_mlp_fc1_conv_Conv_output.0 : tensor<1x1152x7x7xf16>
    %onnx_Conv.3833 = anec.constant #anec.placeholder<tensor<1152x1x3x3xf16>>
    %onnx_Conv.3834 = anec.constant #anec.placeholder<tensor<1152xf16>>
    %stages_stages.3_blocks_blocks.6_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.6_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3833 bias(%onnx_Conv.3834 : tensor<1152xf16>) {groups = 1152 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1152x7x7xf16>, tensor<1152x1x3x3xf16> -> tensor<1x1152x7x7xf16>
    %stages_stages.3_blocks_blocks.6_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.6_mlp_mid_conv_Conv_output.0 : tensor<1x1152x7x7xf16>
    %onnx_Conv.3836 = anec.constant #anec.placeholder<tensor<384x1152x1x1xf16>>
    %onnx_Conv.3837 = anec.constant #anec.placeholder<tensor<384xf16>>
    %stages_stages.3_blocks_blocks.6_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.6_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3836 bias(%onnx_Conv.3837 : tensor<384xf16>) : tensor<1x1152x7x7xf16>, tensor<384x1152x1x1xf16> -> tensor<1x384x7x7xf16>
    %onnx_Mul.4156 = anec.constant #anec.placeholder<tensor<1x384x1x1xf16>>
    %stages_stages.3_blocks_blocks.6_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.6_mlp_fc2_conv_Conv_output.0, %onnx_Mul.4156 : tensor<1x384x7x7xf16>, tensor<1x384x1x1xf16> -> tensor<1x384x7x7xf16>
    %stages_stages.3_blocks_blocks.6_Add_1_output.0 = anec.add %stages_stages.3_blocks_blocks.6_Add_output.0, %stages_stages.3_blocks_blocks.6_ls2_Mul_output.0 : tensor<1x384x7x7xf16>, tensor<1x384x7x7xf16> -> tensor<1x384x7x7xf16>
    %onnx_Conv.3839 = anec.constant #anec.placeholder<tensor<256x384x1x1xf16>>
    %onnx_Conv.3840 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.7_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.6_Add_1_output.0, %onnx_Conv.3839 bias(%onnx_Conv.3840 : tensor<256xf16>) : tensor<1x384x7x7xf16>, tensor<256x384x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.7_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.3_blocks_blocks.7_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.3_blocks_blocks.7_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.3_blocks_blocks.7_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.3842 = anec.constant #anec.placeholder<tensor<256x384x1x1xf16>>
    %onnx_Conv.3843 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.7_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.6_Add_1_output.0, %onnx_Conv.3842 bias(%onnx_Conv.3843 : tensor<256xf16>) : tensor<1x384x7x7xf16>, tensor<256x384x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.7_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.3_blocks_blocks.7_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.3845 = anec.constant #anec.placeholder<tensor<1024x384x1x1xf16>>
    %onnx_Conv.3846 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.7_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.6_Add_1_output.0, %onnx_Conv.3845 bias(%onnx_Conv.3846 : tensor<1024xf16>) : tensor<1x384x7x7xf16>, tensor<1024x384x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.3848 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.3849 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.7_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.7_token_mixer_v_conv_Conv_output.0, %onnx_Conv.3848 bias(%onnx_Conv.3849 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_blocks_blocks.7_token_mixer_Reshape_2_output.0 = anec.reshape %stages_stages.3_blocks_blocks.7_token_mixer_v_conv_Conv_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.3_blocks_blocks.7_token_mixer_Transpose_1_output.0 = anec.transpose %stages_stages.3_blocks_blocks.7_token_mixer_Reshape_2_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x128x49xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.3_blocks_blocks.7_token_mixer_MatMul_output.0 = anec.matmul %stages_stages.3_blocks_blocks.7_token_mixer_Transpose_output.0, %stages_stages.3_blocks_blocks.7_token_mixer_Reshape_1_output.0 : tensor<1x8x49x32xf16>, tensor<1x8x32x49xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.7_token_mixer_Constant_3_output.0 = anec.constant dense<1.767580e-01> : tensor<1xf16>
    %stages_stages.3_blocks_blocks.7_token_mixer_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.7_token_mixer_MatMul_output.0, %stages_stages.3_blocks_blocks.7_token_mixer_Constant_3_output.0 : tensor<1x8x49x49xf16>, tensor<1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.7_token_mixer_Gather_output.0 = anec.constant #anec.placeholder<tensor<8x49x49xf16>>
    %stages_stages.3_blocks_blocks.7_token_mixer_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.7_token_mixer_Mul_output.0, %stages_stages.3_blocks_blocks.7_token_mixer_Gather_output.0 : tensor<1x8x49x49xf16>, tensor<8x49x49xf16> -> tensor<1x8x49x49xf16>
    %stages.3.blocks.7.token_mixer.talking_head1.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.3.blocks.7.token_mixer.talking_head1.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.3_blocks_blocks.7_token_mixer_talking_head1_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.7_token_mixer_Add_output.0, %stages.3.blocks.7.token_mixer.talking_head1.weight bias(%stages.3.blocks.7.token_mixer.talking_head1.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.7_token_mixer_Softmax_output.0 = anec.softmax %stages_stages.3_blocks_blocks.7_token_mixer_talking_head1_Conv_output.0 {axis = 3 : i64} : tensor<1x8x49x49xf16>
    %stages.3.blocks.7.token_mixer.talking_head2.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.3.blocks.7.token_mixer.talking_head2.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.3_blocks_blocks.7_token_mixer_talking_head2_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.7_token_mixer_Softmax_output.0, %stages.3.blocks.7.token_mixer.talking_head2.weight bias(%stages.3.blocks.7.token_mixer.talking_head2.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.7_token_mixer_MatMul_1_output.0 = anec.matmul %stages_stages.3_blocks_blocks.7_token_mixer_talking_head2_Conv_output.0, %stages_stages.3_blocks_blocks.7_token_mixer_Transpose_1_output.0 : tensor<1x8x49x49xf16>, tensor<1x8x49x128xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.3_blocks_blocks.7_token_mixer_Transpose_2_output.0 = anec.transpose %stages_stages.3_blocks_blocks.7_token_mixer_MatMul_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x49x128xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.3_blocks_blocks.7_token_mixer_Reshape_3_output.0 = anec.reshape %stages_stages.3_blocks_blocks.7_token_mixer_Transpose_2_output.0 : tensor<1x8x128x49xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_blocks_blocks.7_token_mixer_Add_1_output.0 = anec.add %stages_stages.3_blocks_blocks.7_token_mixer_Reshape_3_output.0, %stages_stages.3_blocks_blocks.7_token_mixer_v_local_conv_Conv_output.0 : tensor<1x1024x7x7xf16>, tensor<1x1024x7x7xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_blocks_blocks.7_token_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.7_token_mixer_Add_1_output.0 : tensor<1x1024x7x7xf16>
    %onnx_Conv.3851 = anec.constant #anec.placeholder<tensor<384x1024x1x1xf16>>
    %onnx_Conv.3852 = anec.constant #anec.placeholder<tensor<384xf16>>
    %stages_stages.3_blocks_blocks.7_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.7_token_mixer_act_Mul_1_output.0, %onnx_Conv.3851 bias(%onnx_Conv.3852 : tensor<384xf16>) : tensor<1x1024x7x7xf16>, tensor<384x1024x1x1xf16> -> tensor<1x384x7x7xf16>
    %onnx_Mul.4177 = anec.constant #anec.placeholder<tensor<1x384x1x1xf16>>
    %stages_stages.3_blocks_blocks.7_ls1_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.7_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.4177 : tensor<1x384x7x7xf16>, tensor<1x384x1x1xf16> -> tensor<1x384x7x7xf16>
    %stages_stages.3_blocks_blocks.7_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.6_Add_1_output.0, %stages_stages.3_blocks_blocks.7_ls1_Mul_output.0 : tensor<1x384x7x7xf16>, tensor<1x384x7x7xf16> -> tensor<1x384x7x7xf16>
    %onnx_Conv.3854 = anec.constant #anec.placeholder<tensor<1536x384x1x1xf16>>
    %onnx_Conv.3855 = anec.constant #anec.placeholder<tensor<1536xf16>>
    %stages_stages.3_blocks_blocks.7_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.7_Add_output.0, %onnx_Conv.3854 bias(%onnx_Conv.3855 : tensor<1536xf16>) : tensor<1x384x7x7xf16>, tensor<1536x384x1x1xf16> -> tensor<1x1536x7x7xf16>
    %stages_stages.3_blocks_blocks.7_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.7_mlp_fc1_conv_Conv_output.0 : tensor<1x1536x7x7xf16>
    %onnx_Conv.3857 = anec.constant #anec.placeholder<tensor<1536x1x3x3xf16>>
    %onnx_Conv.3858 = anec.constant #anec.placeholder<tensor<1536xf16>>
    %stages_stages.3_blocks_blocks.7_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.7_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3857 bias(%onnx_Conv.3858 : tensor<1536xf16>) {groups = 1536 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1536x7x7xf16>, tensor<1536x1x3x3xf16> -> tensor<1x1536x7x7xf16>
    %stages_stages.3_blocks_blocks.7_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.7_mlp_mid_conv_Conv_output.0 : tensor<1x1536x7x7xf16>
    %onnx_Conv.3860 = anec.constant #anec.placeholder<tensor<384x1536x1x1xf16>>
    %onnx_Conv.3861 = anec.constant #anec.placeholder<tensor<384xf16>>
    %stages_stages.3_blocks_blocks.7_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.7_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3860 bias(%onnx_Conv.3861 : tensor<384xf16>) : tensor<1x1536x7x7xf16>, tensor<384x1536x1x1xf16> -> tensor<1x384x7x7xf16>
    %onnx_Mul.4178 = anec.constant #anec.placeholder<tensor<1x384x1x1xf16>>
    %stages_stages.3_blocks_blocks.7_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.7_mlp_fc2_conv_Conv_output.0, %onnx_Mul.4178 : tensor<1x384x7x7xf16>, tensor<1x384x1x1xf16> -> tensor<1x384x7x7xf16>
    %stages_stages.3_blocks_blocks.7_Add_1_output.0 = anec.add %stages_stages.3_blocks_blocks.7_Add_output.0, %stages_stages.3_blocks_blocks.7_ls2_Mul_output.0 : tensor<1x384x7x7xf16>, tensor<1x384x7x7xf16> -> tensor<1x384x7x7xf16>
    %onnx_Conv.3863 = anec.constant #anec.placeholder<tensor<256x384x1x1xf16>>
    %onnx_Conv.3864 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.8_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.7_Add_1_output.0, %onnx_Conv.3863 bias(%onnx_Conv.3864 : tensor<256xf16>) : tensor<1x384x7x7xf16>, tensor<256x384x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.8_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.3_blocks_blocks.8_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.3_blocks_blocks.8_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.3_blocks_blocks.8_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.3866 = anec.constant #anec.placeholder<tensor<256x384x1x1xf16>>
    %onnx_Conv.3867 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.8_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.7_Add_1_output.0, %onnx_Conv.3866 bias(%onnx_Conv.3867 : tensor<256xf16>) : tensor<1x384x7x7xf16>, tensor<256x384x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.8_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.3_blocks_blocks.8_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.3869 = anec.constant #anec.placeholder<tensor<1024x384x1x1xf16>>
    %onnx_Conv.3870 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.8_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.7_Add_1_output.0, %onnx_Conv.3869 bias(%onnx_Conv.3870 : tensor<1024xf16>) : tensor<1x384x7x7xf16>, tensor<1024x384x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.3872 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.3873 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.8_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.8_token_mixer_v_conv_Conv_output.0, %onnx_Conv.3872 bias(%onnx_Conv.3873 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_blocks_blocks.8_token_mixer_Reshape_2_output.0 = anec.reshape %stages_stages.3_blocks_blocks.8_token_mixer_v_conv_Conv_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.3_blocks_blocks.8_token_mixer_Transpose_1_output.0 = anec.transpose %stages_stages.3_blocks_blocks.8_token_mixer_Reshape_2_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x128x49xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.3_blocks_blocks.8_token_mixer_MatMul_output.0 = anec.matmul %stages_stages.3_blocks_blocks.8_token_mixer_Transpose_output.0, %stages_stages.3_blocks_blocks.8_token_mixer_Reshape_1_output.0 : tensor<1x8x49x32xf16>, tensor<1x8x32x49xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.8_token_mixer_Constant_3_output.0 = anec.constant dense<1.767580e-01> : tensor<1xf16>
    %stages_stages.3_blocks_blocks.8_token_mixer_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.8_token_mixer_MatMul_output.0, %stages_stages.3_blocks_blocks.8_token_mixer_Constant_3_output.0 : tensor<1x8x49x49xf16>, tensor<1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.8_token_mixer_Gather_output.0 = anec.constant #anec.placeholder<tensor<8x49x49xf16>>
    %stages_stages.3_blocks_blocks.8_token_mixer_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.8_token_mixer_Mul_output.0, %stages_stages.3_blocks_blocks.8_token_mixer_Gather_output.0 : tensor<1x8x49x49xf16>, tensor<8x49x49xf16> -> tensor<1x8x49x49xf16>
    %stages.3.blocks.8.token_mixer.talking_head1.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.3.blocks.8.token_mixer.talking_head1.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.3_blocks_blocks.8_token_mixer_talking_head1_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.8_token_mixer_Add_output.0, %stages.3.blocks.8.token_mixer.talking_head1.weight bias(%stages.3.blocks.8.token_mixer.talking_head1.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.8_token_mixer_Softmax_output.0 = anec.softmax %stages_stages.3_blocks_blocks.8_token_mixer_talking_head1_Conv_output.0 {axis = 3 : i64} : tensor<1x8x49x49xf16>
    %stages.3.blocks.8.token_mixer.talking_head2.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.3.blocks.8.token_mixer.talking_head2.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.3_blocks_blocks.8_token_mixer_talking_head2_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.8_token_mixer_Softmax_output.0, %stages.3.blocks.8.token_mixer.talking_head2.weight bias(%stages.3.blocks.8.token_mixer.talking_head2.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.8_token_mixer_MatMul_1_output.0 = anec.matmul %stages_stages.3_blocks_blocks.8_token_mixer_talking_head2_Conv_output.0, %stages_stages.3_blocks_blocks.8_token_mixer_Transpose_1_output.0 : tensor<1x8x49x49xf16>, tensor<1x8x49x128xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.3_blocks_blocks.8_token_mixer_Transpose_2_output.0 = anec.transpose %stages_stages.3_blocks_blocks.8_token_mixer_MatMul_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x49x128xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.3_blocks_blocks.8_token_mixer_Reshape_3_output.0 = anec.reshape %stages_stages.3_blocks_blocks.8_token_mixer_Transpose_2_output.0 : tensor<1x8x128x49xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_blocks_blocks.8_token_mixer_Add_1_output.0 = anec.add %stages_stages.3_blocks_blocks.8_token_mixer_Reshape_3_output.0, %stages_stages.3_blocks_blocks.8_token_mixer_v_local_conv_Conv_output.0 : tensor<1x1024x7x7xf16>, tensor<1x1024x7x7xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_blocks_blocks.8_token_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.8_token_mixer_Add_1_output.0 : tensor<1x1024x7x7xf16>
    %onnx_Conv.3875 = anec.constant #anec.placeholder<tensor<384x1024x1x1xf16>>
    %onnx_Conv.3876 = anec.constant #anec.placeholder<tensor<384xf16>>
    %stages_stages.3_blocks_blocks.8_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.8_token_mixer_act_Mul_1_output.0, %onnx_Conv.3875 bias(%onnx_Conv.3876 : tensor<384xf16>) : tensor<1x1024x7x7xf16>, tensor<384x1024x1x1xf16> -> tensor<1x384x7x7xf16>
    %onnx_Mul.4199 = anec.constant #anec.placeholder<tensor<1x384x1x1xf16>>
    %stages_stages.3_blocks_blocks.8_ls1_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.8_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.4199 : tensor<1x384x7x7xf16>, tensor<1x384x1x1xf16> -> tensor<1x384x7x7xf16>
    %stages_stages.3_blocks_blocks.8_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.7_Add_1_output.0, %stages_stages.3_blocks_blocks.8_ls1_Mul_output.0 : tensor<1x384x7x7xf16>, tensor<1x384x7x7xf16> -> tensor<1x384x7x7xf16>
    %onnx_Conv.3878 = anec.constant #anec.placeholder<tensor<1536x384x1x1xf16>>
    %onnx_Conv.3879 = anec.constant #anec.placeholder<tensor<1536xf16>>
    %stages_stages.3_blocks_blocks.8_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.8_Add_output.0, %onnx_Conv.3878 bias(%onnx_Conv.3879 : tensor<1536xf16>) : tensor<1x384x7x7xf16>, tensor<1536x384x1x1xf16> -> tensor<1x1536x7x7xf16>
    %stages_stages.3_blocks_blocks.8_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.8_mlp_fc1_conv_Conv_output.0 : tensor<1x1536x7x7xf16>
    %onnx_Conv.3881 = anec.constant #anec.placeholder<tensor<1536x1x3x3xf16>>
    %onnx_Conv.3882 = anec.constant #anec.placeholder<tensor<1536xf16>>
    %stages_stages.3_blocks_blocks.8_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.8_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3881 bias(%onnx_Conv.3882 : tensor<1536xf16>) {groups = 1536 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1536x7x7xf16>, tensor<1536x1x3x3xf16> -> tensor<1x1536x7x7xf16>
    %stages_stages.3_blocks_blocks.8_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.8_mlp_mid_conv_Conv_output.0 : tensor<1x1536x7x7xf16>
    %onnx_Conv.3884 = anec.constant #anec.placeholder<tensor<384x1536x1x1xf16>>
    %onnx_Conv.3885 = anec.constant #anec.placeholder<tensor<384xf16>>
    %stages_stages.3_blocks_blocks.8_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.8_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3884 bias(%onnx_Conv.3885 : tensor<384xf16>) : tensor<1x1536x7x7xf16>, tensor<384x1536x1x1xf16> -> tensor<1x384x7x7xf16>
    %onnx_Mul.4200 = anec.constant #anec.placeholder<tensor<1x384x1x1xf16>>
    %stages_stages.3_blocks_blocks.8_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.8_mlp_fc2_conv_Conv_output.0, %onnx_Mul.4200 : tensor<1x384x7x7xf16>, tensor<1x384x1x1xf16> -> tensor<1x384x7x7xf16>
    %stages_stages.3_blocks_blocks.8_Add_1_output.0 = anec.add %stages_stages.3_blocks_blocks.8_Add_output.0, %stages_stages.3_blocks_blocks.8_ls2_Mul_output.0 : tensor<1x384x7x7xf16>, tensor<1x384x7x7xf16> -> tensor<1x384x7x7xf16>
    %onnx_Conv.3887 = anec.constant #anec.placeholder<tensor<256x384x1x1xf16>>
    %onnx_Conv.3888 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.9_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.8_Add_1_output.0, %onnx_Conv.3887 bias(%onnx_Conv.3888 : tensor<256xf16>) : tensor<1x384x7x7xf16>, tensor<256x384x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.9_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.3_blocks_blocks.9_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.3_blocks_blocks.9_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.3_blocks_blocks.9_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.3890 = anec.constant #anec.placeholder<tensor<256x384x1x1xf16>>
    %onnx_Conv.3891 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.9_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.8_Add_1_output.0, %onnx_Conv.3890 bias(%onnx_Conv.3891 : tensor<256xf16>) : tensor<1x384x7x7xf16>, tensor<256x384x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.9_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.3_blocks_blocks.9_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.3893 = anec.constant #anec.placeholder<tensor<1024x384x1x1xf16>>
    %onnx_Conv.3894 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.9_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.8_Add_1_output.0, %onnx_Conv.3893 bias(%onnx_Conv.3894 : tensor<1024xf16>) : tensor<1x384x7x7xf16>, tensor<1024x384x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.3896 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.3897 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.9_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.9_token_mixer_v_conv_Conv_output.0, %onnx_Conv.3896 bias(%onnx_Conv.3897 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_blocks_blocks.9_token_mixer_Reshape_2_output.0 = anec.reshape %stages_stages.3_blocks_blocks.9_token_mixer_v_conv_Conv_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.3_blocks_blocks.9_token_mixer_Transpose_1_output.0 = anec.transpose %stages_stages.3_blocks_blocks.9_token_mixer_Reshape_2_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x128x49xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.3_blocks_blocks.9_token_mixer_MatMul_output.0 = anec.matmul %stages_stages.3_blocks_blocks.9_token_mixer_Transpose_output.0, %stages_stages.3_blocks_blocks.9_token_mixer_Reshape_1_output.0 : tensor<1x8x49x32xf16>, tensor<1x8x32x49xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.9_token_mixer_Constant_3_output.0 = anec.constant dense<1.767580e-01> : tensor<1xf16>
    %stages_stages.3_blocks_blocks.9_token_mixer_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.9_token_mixer_MatMul_output.0, %stages_stages.3_blocks_blocks.9_token_mixer_Constant_3_output.0 : tensor<1x8x49x49xf16>, tensor<1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.9_token_mixer_Gather_output.0 = anec.constant #anec.placeholder<tensor<8x49x49xf16>>
    %stages_stages.3_blocks_blocks.9_token_mixer_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.9_token_mixer_Mul_output.0, %stages_stages.3_blocks_blocks.9_token_mixer_Gather_output.0 : tensor<1x8x49x49xf16>, tensor<8x49x49xf16> -> tensor<1x8x49x49xf16>
    %stages.3.blocks.9.token_mixer.talking_head1.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.3.blocks.9.token_mixer.talking_head1.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.3_blocks_blocks.9_token_mixer_talking_head1_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.9_token_mixer_Add_output.0, %stages.3.blocks.9.token_mixer.talking_head1.weight bias(%stages.3.blocks.9.token_mixer.talking_head1.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.9_token_mixer_Softmax_output.0 = anec.softmax %stages_stages.3_blocks_blocks.9_token_mixer_talking_head1_Conv_output.0 {axis = 3 : i64} : tensor<1x8x49x49xf16>
    %stages.3.blocks.9.token_mixer.talking_head2.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.3.blocks.9.token_mixer.talking_head2.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.3_blocks_blocks.9_token_mixer_talking_head2_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.9_token_mixer_Softmax_output.0, %stages.3.blocks.9.token_mixer.talking_head2.weight bias(%stages.3.blocks.9.token_mixer.talking_head2.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.9_token_mixer_MatMul_1_output.0 = anec.matmul %stages_stages.3_blocks_blocks.9_token_mixer_talking_head2_Conv_output.0, %stages_stages.3_blocks_blocks.9_token_mixer_Transpose_1_output.0 : tensor<1x8x49x49xf16>, tensor<1x8x49x128xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.3_blocks_blocks.9_token_mixer_Transpose_2_output.0 = anec.transpose %stages_stages.3_blocks_blocks.9_token_mixer_MatMul_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x49x128xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.3_blocks_blocks.9_token_mixer_Reshape_3_output.0 = anec.reshape %stages_stages.3_blocks_blocks.9_token_mixer_Transpose_2_output.0 : tensor<1x8x128x49xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_blocks_blocks.9_token_mixer_Add_1_output.0 = anec.add %stages_stages.3_blocks_blocks.9_token_mixer_Reshape_3_output.0, %stages_stages.3_blocks_blocks.9_token_mixer_v_local_conv_Conv_output.0 : tensor<1x1024x7x7xf16>, tensor<1x1024x7x7xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_blocks_blocks.9_token_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.9_token_mixer_Add_1_output.0 : tensor<1x1024x7x7xf16>
    %onnx_Conv.3899 = anec.constant #anec.placeholder<tensor<384x1024x1x1xf16>>
    %onnx_Conv.3900 = anec.constant #anec.placeholder<tensor<384xf16>>
    %stages_stages.3_blocks_blocks.9_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.9_token_mixer_act_Mul_1_output.0, %onnx_Conv.3899 bias(%onnx_Conv.3900 : tensor<384xf16>) : tensor<1x1024x7x7xf16>, tensor<384x1024x1x1xf16> -> tensor<1x384x7x7xf16>
    %onnx_Mul.4221 = anec.constant #anec.placeholder<tensor<1x384x1x1xf16>>
    %stages_stages.3_blocks_blocks.9_ls1_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.9_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.4221 : tensor<1x384x7x7xf16>, tensor<1x384x1x1xf16> -> tensor<1x384x7x7xf16>
    %stages_stages.3_blocks_blocks.9_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.8_Add_1_output.0, %stages_stages.3_blocks_blocks.9_ls1_Mul_output.0 : tensor<1x384x7x7xf16>, tensor<1x384x7x7xf16> -> tensor<1x384x7x7xf16>
    %onnx_Conv.3902 = anec.constant #anec.placeholder<tensor<1536x384x1x1xf16>>
    %onnx_Conv.3903 = anec.constant #anec.placeholder<tensor<1536xf16>>
    %stages_stages.3_blocks_blocks.9_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.9_Add_output.0, %onnx_Conv.3902 bias(%onnx_Conv.3903 : tensor<1536xf16>) : tensor<1x384x7x7xf16>, tensor<1536x384x1x1xf16> -> tensor<1x1536x7x7xf16>
    %stages_stages.3_blocks_blocks.9_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.9_mlp_fc1_conv_Conv_output.0 : tensor<1x1536x7x7xf16>
    %onnx_Conv.3905 = anec.constant #anec.placeholder<tensor<1536x1x3x3xf16>>
    %onnx_Conv.3906 = anec.constant #anec.placeholder<tensor<1536xf16>>
    %stages_stages.3_blocks_blocks.9_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.9_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.3905 bias(%onnx_Conv.3906 : tensor<1536xf16>) {groups = 1536 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1536x7x7xf16>, tensor<1536x1x3x3xf16> -> tensor<1x1536x7x7xf16>
    %stages_stages.3_blocks_blocks.9_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.9_mlp_mid_conv_Conv_output.0 : tensor<1x1536x7x7xf16>
    %onnx_Conv.3908 = anec.constant #anec.placeholder<tensor<384x1536x1x1xf16>>
    %onnx_Conv.3909 = anec.constant #anec.placeholder<tensor<384xf16>>
    %stages_stages.3_blocks_blocks.9_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.9_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.3908 bias(%onnx_Conv.3909 : tensor<384xf16>) : tensor<1x1536x7x7xf16>, tensor<384x1536x1x1xf16> -> tensor<1x384x7x7xf16>
    %onnx_Mul.4222 = anec.constant #anec.placeholder<tensor<1x384x1x1xf16>>
    %stages_stages.3_blocks_blocks.9_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.9_mlp_fc2_conv_Conv_output.0, %onnx_Mul.4222 : tensor<1x384x7x7xf16>, tensor<1x384x1x1xf16> -> tensor<1x384x7x7xf16>
    %stages_stages.3_blocks_blocks.9_Add_1_output.0 = anec.add %stages_stages.3_blocks_blocks.9_Add_output.0, %stages_stages.3_blocks_blocks.9_ls2_Mul_output.0 : tensor<1x384x7x7xf16>, tensor<1x384x7x7xf16> -> tensor<1x384x7x7xf16>
    %norm.weight = anec.constant #anec.placeholder<tensor<384xf16>>
    %norm.bias = anec.constant #anec.placeholder<tensor<384xf16>>
    %norm.running_mean = anec.constant #anec.placeholder<tensor<384xf16>>
    %norm.running_var = anec.constant #anec.placeholder<tensor<384xf16>>
    %norm_BatchNormalization_output.0 = anec.batch_norm %stages_stages.3_blocks_blocks.9_Add_1_output.0, %norm.running_mean, %norm.running_var, %norm.weight, %norm.bias : tensor<1x384x7x7xf16>, tensor<384xf16>
    %ReduceMean_output.0 = anec.reduce_mean %norm_BatchNormalization_output.0 {axes = array<i64: 2, 3>, keep_dims = false} : tensor<1x384x7x7xf16> -> tensor<1x384xf16>
    %head.weight = anec.constant #anec.placeholder<tensor<1000x384xf16>>
    %0 = anec.matmul %ReduceMean_output.0, %head.weight transpose_rhs true : tensor<1x384xf16>, tensor<1000x384xf16> -> tensor<1x1000xf16>
    %head.bias = anec.constant #anec.placeholder<tensor<1000xf16>>
    %head_Gemm_output.0 = anec.add %0, %head.bias : tensor<1x1000xf16>, tensor<1000xf16> -> tensor<1x1000xf16>
    %head_dist.weight = anec.constant #anec.placeholder<tensor<1000x384xf16>>
    %1 = anec.matmul %ReduceMean_output.0, %head_dist.weight transpose_rhs true : tensor<1x384xf16>, tensor<1000x384xf16> -> tensor<1x1000xf16>
    %head_dist.bias = anec.constant #anec.placeholder<tensor<1000xf16>>
    %head_dist_Gemm_output.0 = anec.add %1, %head_dist.bias : tensor<1x1000xf16>, tensor<1000xf16> -> tensor<1x1000xf16>
    %Add_output.0 = anec.add %head_Gemm_output.0, %head_dist_Gemm_output.0 : tensor<1x1000xf16>, tensor<1x1000xf16> -> tensor<1x1000xf16>
    %Constant_output.0 = anec.constant dense<2.000000e+00> : tensor<1xf16>
    %output = anec.div %Add_output.0, %Constant_output.0 : tensor<1x1000xf16>, tensor<1xf16> -> tensor<1x1000xf16>
    %output_f32 = anec.cast %output : tensor<1x1000xf16> -> tensor<1x1000xf32>
    func.return %output_f32 : tensor<1x1000xf32>
  }
}
