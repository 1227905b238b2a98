// network EfficientFormerV2-S2: timm.create_model('efficientformerv2_s2'), seed 0, eval; timm 1.0.31, torch 2.13.0, exporter torchscript, opset 17; anec-import --weights none --entry efficientformerv2_s2
builtin.module {
  func.func @efficientformerv2_s2(%input: tensor<1x3x224x224xf32>) -> tensor<1x1000xf32> {
    %input_f16 = anec.cast %input : tensor<1x3x224x224xf32> -> tensor<1x3x224x224xf16>
    %onnx_Conv.2536 = anec.constant #anec.placeholder<tensor<16x3x3x3xf16>>
    %onnx_Conv.2537 = anec.constant #anec.placeholder<tensor<16xf16>>
    %stem_conv1_conv_Conv_output.0 = anec.convolution %input_f16, %onnx_Conv.2536 bias(%onnx_Conv.2537 : tensor<16xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x3x224x224xf16>, tensor<16x3x3x3xf16> -> tensor<1x16x112x112xf16>
    %stem_conv1_bn_act_Mul_1_output.0 = anec.gelu %stem_conv1_conv_Conv_output.0 : tensor<1x16x112x112xf16>
    %onnx_Conv.2539 = anec.constant #anec.placeholder<tensor<32x16x3x3xf16>>
    %onnx_Conv.2540 = anec.constant #anec.placeholder<tensor<32xf16>>
    %stem_conv2_conv_Conv_output.0 = anec.convolution %stem_conv1_bn_act_Mul_1_output.0, %onnx_Conv.2539 bias(%onnx_Conv.2540 : tensor<32xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x16x112x112xf16>, tensor<32x16x3x3xf16> -> tensor<1x32x56x56xf16>
    %stem_conv2_bn_act_Mul_1_output.0 = anec.gelu %stem_conv2_conv_Conv_output.0 : tensor<1x32x56x56xf16>
    %onnx_Conv.2542 = anec.constant #anec.placeholder<tensor<128x32x1x1xf16>>
    %onnx_Conv.2543 = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.0_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 = anec.convolution %stem_conv2_bn_act_Mul_1_output.0, %onnx_Conv.2542 bias(%onnx_Conv.2543 : tensor<128xf16>) : tensor<1x32x56x56xf16>, tensor<128x32x1x1xf16> -> tensor<1x128x56x56xf16>
    %stages_stages.0_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 : tensor<1x128x56x56xf16>
    %onnx_Conv.2545 = anec.constant #anec.placeholder<tensor<128x1x3x3xf16>>
    %onnx_Conv.2546 = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.0_blocks_blocks.0_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2545 bias(%onnx_Conv.2546 : tensor<128xf16>) {groups = 128 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x128x56x56xf16>, tensor<128x1x3x3xf16> -> tensor<1x128x56x56xf16>
    %stages_stages.0_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.0_mlp_mid_conv_Conv_output.0 : tensor<1x128x56x56xf16>
    %onnx_Conv.2548 = anec.constant #anec.placeholder<tensor<32x128x1x1xf16>>
    %onnx_Conv.2549 = anec.constant #anec.placeholder<tensor<32xf16>>
    %stages_stages.0_blocks_blocks.0_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2548 bias(%onnx_Conv.2549 : tensor<32xf16>) : tensor<1x128x56x56xf16>, tensor<32x128x1x1xf16> -> tensor<1x32x56x56xf16>
    %onnx_Mul.2949 = anec.constant #anec.placeholder<tensor<1x32x1x1xf16>>
    %stages_stages.0_blocks_blocks.0_ls2_Mul_output.0 = anec.mul %stages_stages.0_blocks_blocks.0_mlp_fc2_conv_Conv_output.0, %onnx_Mul.2949 : tensor<1x32x56x56xf16>, tensor<1x32x1x1xf16> -> tensor<1x32x56x56xf16>
    %stages_stages.0_blocks_blocks.0_Add_output.0 = anec.add %stem_conv2_bn_act_Mul_1_output.0, %stages_stages.0_blocks_blocks.0_ls2_Mul_output.0 : tensor<1x32x56x56xf16>, tensor<1x32x56x56xf16> -> tensor<1x32x56x56xf16>
    %onnx_Conv.2551 = anec.constant #anec.placeholder<tensor<128x32x1x1xf16>>
    %onnx_Conv.2552 = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.0_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.0_Add_output.0, %onnx_Conv.2551 bias(%onnx_Conv.2552 : tensor<128xf16>) : tensor<1x32x56x56xf16>, tensor<128x32x1x1xf16> -> tensor<1x128x56x56xf16>
    %stages_stages.0_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 : tensor<1x128x56x56xf16>
    %onnx_Conv.2554 = anec.constant #anec.placeholder<tensor<128x1x3x3xf16>>
    %onnx_Conv.2555 = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.0_blocks_blocks.1_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2554 bias(%onnx_Conv.2555 : tensor<128xf16>) {groups = 128 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x128x56x56xf16>, tensor<128x1x3x3xf16> -> tensor<1x128x56x56xf16>
    %stages_stages.0_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.1_mlp_mid_conv_Conv_output.0 : tensor<1x128x56x56xf16>
    %onnx_Conv.2557 = anec.constant #anec.placeholder<tensor<32x128x1x1xf16>>
    %onnx_Conv.2558 = anec.constant #anec.placeholder<tensor<32xf16>>
    %stages_stages.0_blocks_blocks.1_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2557 bias(%onnx_Conv.2558 : tensor<32xf16>) : tensor<1x128x56x56xf16>, tensor<32x128x1x1xf16> -> tensor<1x32x56x56xf16>
    %onnx_Mul.2950 = anec.constant #anec.placeholder<tensor<1x32x1x1xf16>>
    %stages_stages.0_blocks_blocks.1_ls2_Mul_output.0 = anec.mul %stages_stages.0_blocks_blocks.1_mlp_fc2_conv_Conv_output.0, %onnx_Mul.2950 : tensor<1x32x56x56xf16>, tensor<1x32x1x1xf16> -> tensor<1x32x56x56xf16>
    %stages_stages.0_blocks_blocks.1_Add_output.0 = anec.add %stages_stages.0_blocks_blocks.0_Add_output.0, %stages_stages.0_blocks_blocks.1_ls2_Mul_output.0 : tensor<1x32x56x56xf16>, tensor<1x32x56x56xf16> -> tensor<1x32x56x56xf16>
    %onnx_Conv.2560 = anec.constant #anec.placeholder<tensor<128x32x1x1xf16>>
    %onnx_Conv.2561 = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.0_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.1_Add_output.0, %onnx_Conv.2560 bias(%onnx_Conv.2561 : tensor<128xf16>) : tensor<1x32x56x56xf16>, tensor<128x32x1x1xf16> -> tensor<1x128x56x56xf16>
    %stages_stages.0_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 : tensor<1x128x56x56xf16>
    %onnx_Conv.2563 = anec.constant #anec.placeholder<tensor<128x1x3x3xf16>>
    %onnx_Conv.2564 = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.0_blocks_blocks.2_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2563 bias(%onnx_Conv.2564 : tensor<128xf16>) {groups = 128 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x128x56x56xf16>, tensor<128x1x3x3xf16> -> tensor<1x128x56x56xf16>
    %stages_stages.0_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.2_mlp_mid_conv_Conv_output.0 : tensor<1x128x56x56xf16>
    %onnx_Conv.2566 = anec.constant #anec.placeholder<tensor<32x128x1x1xf16>>
    %onnx_Conv.2567 = anec.constant #anec.placeholder<tensor<32xf16>>
    %stages_stages.0_blocks_blocks.2_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2566 bias(%onnx_Conv.2567 : tensor<32xf16>) : tensor<1x128x56x56xf16>, tensor<32x128x1x1xf16> -> tensor<1x32x56x56xf16>
    %onnx_Mul.2951 = anec.constant #anec.placeholder<tensor<1x32x1x1xf16>>
    %stages_stages.0_blocks_blocks.2_ls2_Mul_output.0 = anec.mul %stages_stages.0_blocks_blocks.2_mlp_fc2_conv_Conv_output.0, %onnx_Mul.2951 : tensor<1x32x56x56xf16>, tensor<1x32x1x1xf16> -> tensor<1x32x56x56xf16>
    %stages_stages.0_blocks_blocks.2_Add_output.0 = anec.add %stages_stages.0_blocks_blocks.1_Add_output.0, %stages_stages.0_blocks_blocks.2_ls2_Mul_output.0 : tensor<1x32x56x56xf16>, tensor<1x32x56x56xf16> -> tensor<1x32x56x56xf16>
    %onnx_Conv.2569 = anec.constant #anec.placeholder<tensor<128x32x1x1xf16>>
    %onnx_Conv.2570 = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.0_blocks_blocks.3_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.2_Add_output.0, %onnx_Conv.2569 bias(%onnx_Conv.2570 : tensor<128xf16>) : tensor<1x32x56x56xf16>, tensor<128x32x1x1xf16> -> tensor<1x128x56x56xf16>
    %stages_stages.0_blocks_blocks.3_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.3_mlp_fc1_conv_Conv_output.0 : tensor<1x128x56x56xf16>
    %onnx_Conv.2572 = anec.constant #anec.placeholder<tensor<128x1x3x3xf16>>
    %onnx_Conv.2573 = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.0_blocks_blocks.3_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.3_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2572 bias(%onnx_Conv.2573 : tensor<128xf16>) {groups = 128 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x128x56x56xf16>, tensor<128x1x3x3xf16> -> tensor<1x128x56x56xf16>
    %stages_stages.0_blocks_blocks.3_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.3_mlp_mid_conv_Conv_output.0 : tensor<1x128x56x56xf16>
    %onnx_Conv.2575 = anec.constant #anec.placeholder<tensor<32x128x1x1xf16>>
    %onnx_Conv.2576 = anec.constant #anec.placeholder<tensor<32xf16>>
    %stages_stages.0_blocks_blocks.3_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.3_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2575 bias(%onnx_Conv.2576 : tensor<32xf16>) : tensor<1x128x56x56xf16>, tensor<32x128x1x1xf16> -> tensor<1x32x56x56xf16>
    %onnx_Mul.2952 = anec.constant #anec.placeholder<tensor<1x32x1x1xf16>>
    %stages_stages.0_blocks_blocks.3_ls2_Mul_output.0 = anec.mul %stages_stages.0_blocks_blocks.3_mlp_fc2_conv_Conv_output.0, %onnx_Mul.2952 : tensor<1x32x56x56xf16>, tensor<1x32x1x1xf16> -> tensor<1x32x56x56xf16>
    %stages_stages.0_blocks_blocks.3_Add_output.0 = anec.add %stages_stages.0_blocks_blocks.2_Add_output.0, %stages_stages.0_blocks_blocks.3_ls2_Mul_output.0 : tensor<1x32x56x56xf16>, tensor<1x32x56x56xf16> -> tensor<1x32x56x56xf16>
    %onnx_Conv.2578 = anec.constant #anec.placeholder<tensor<64x32x3x3xf16>>
    %onnx_Conv.2579 = anec.constant #anec.placeholder<tensor<64xf16>>
    %stages_stages.1_downsample_conv_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.3_Add_output.0, %onnx_Conv.2578 bias(%onnx_Conv.2579 : tensor<64xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x32x56x56xf16>, tensor<64x32x3x3xf16> -> tensor<1x64x28x28xf16>
    %onnx_Conv.2581 = anec.constant #anec.placeholder<tensor<256x64x1x1xf16>>
    %onnx_Conv.2582 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.1_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.1_downsample_conv_conv_Conv_output.0, %onnx_Conv.2581 bias(%onnx_Conv.2582 : tensor<256xf16>) : tensor<1x64x28x28xf16>, tensor<256x64x1x1xf16> -> tensor<1x256x28x28xf16>
    %stages_stages.1_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 : tensor<1x256x28x28xf16>
    %onnx_Conv.2584 = anec.constant #anec.placeholder<tensor<256x1x3x3xf16>>
    %onnx_Conv.2585 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.1_blocks_blocks.0_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2584 bias(%onnx_Conv.2585 : tensor<256xf16>) {groups = 256 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x256x28x28xf16>, tensor<256x1x3x3xf16> -> tensor<1x256x28x28xf16>
    %stages_stages.1_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.0_mlp_mid_conv_Conv_output.0 : tensor<1x256x28x28xf16>
    %onnx_Conv.2587 = anec.constant #anec.placeholder<tensor<64x256x1x1xf16>>
    %onnx_Conv.2588 = anec.constant #anec.placeholder<tensor<64xf16>>
    %stages_stages.1_blocks_blocks.0_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2587 bias(%onnx_Conv.2588 : tensor<64xf16>) : tensor<1x256x28x28xf16>, tensor<64x256x1x1xf16> -> tensor<1x64x28x28xf16>
    %onnx_Mul.2953 = anec.constant #anec.placeholder<tensor<1x64x1x1xf16>>
    %stages_stages.1_blocks_blocks.0_ls2_Mul_output.0 = anec.mul %stages_stages.1_blocks_blocks.0_mlp_fc2_conv_Conv_output.0, %onnx_Mul.2953 : tensor<1x64x28x28xf16>, tensor<1x64x1x1xf16> -> tensor<1x64x28x28xf16>
    %stages_stages.1_blocks_blocks.0_Add_output.0 = anec.add %stages_stages.1_downsample_conv_conv_Conv_output.0, %stages_stages.1_blocks_blocks.0_ls2_Mul_output.0 : tensor<1x64x28x28xf16>, tensor<1x64x28x28xf16> -> tensor<1x64x28x28xf16>
    %onnx_Conv.2590 = anec.constant #anec.placeholder<tensor<256x64x1x1xf16>>
    %onnx_Conv.2591 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.1_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.0_Add_output.0, %onnx_Conv.2590 bias(%onnx_Conv.2591 : tensor<256xf16>) : tensor<1x64x28x28xf16>, tensor<256x64x1x1xf16> -> tensor<1x256x28x28xf16>
    %stages_stages.1_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 : tensor<1x256x28x28xf16>
    %onnx_Conv.2593 = anec.constant #anec.placeholder<tensor<256x1x3x3xf16>>
    %onnx_Conv.2594 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.1_blocks_blocks.1_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2593 bias(%onnx_Conv.2594 : tensor<256xf16>) {groups = 256 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x256x28x28xf16>, tensor<256x1x3x3xf16> -> tensor<1x256x28x28xf16>
    %stages_stages.1_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.1_mlp_mid_conv_Conv_output.0 : tensor<1x256x28x28xf16>
    %onnx_Conv.2596 = anec.constant #anec.placeholder<tensor<64x256x1x1xf16>>
    %onnx_Conv.2597 = anec.constant #anec.placeholder<tensor<64xf16>>
    %stages_stages.1_blocks_blocks.1_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2596 bias(%onnx_Conv.2597 : tensor<64xf16>) : tensor<1x256x28x28xf16>, tensor<64x256x1x1xf16> -> tensor<1x64x28x28xf16>
    %onnx_Mul.2954 = anec.constant #anec.placeholder<tensor<1x64x1x1xf16>>
    %stages_stages.1_blocks_blocks.1_ls2_Mul_output.0 = anec.mul %stages_stages.1_blocks_blocks.1_mlp_fc2_conv_Conv_output.0, %onnx_Mul.2954 : tensor<1x64x28x28xf16>, tensor<1x64x1x1xf16> -> tensor<1x64x28x28xf16>
    %stages_stages.1_blocks_blocks.1_Add_output.0 = anec.add %stages_stages.1_blocks_blocks.0_Add_output.0, %stages_stages.1_blocks_blocks.1_ls2_Mul_output.0 : tensor<1x64x28x28xf16>, tensor<1x64x28x28xf16> -> tensor<1x64x28x28xf16>
    %onnx_Conv.2599 = anec.constant #anec.placeholder<tensor<256x64x1x1xf16>>
    %onnx_Conv.2600 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.1_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.1_Add_output.0, %onnx_Conv.2599 bias(%onnx_Conv.2600 : tensor<256xf16>) : tensor<1x64x28x28xf16>, tensor<256x64x1x1xf16> -> tensor<1x256x28x28xf16>
    %stages_stages.1_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 : tensor<1x256x28x28xf16>
    %onnx_Conv.2602 = anec.constant #anec.placeholder<tensor<256x1x3x3xf16>>
    %onnx_Conv.2603 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.1_blocks_blocks.2_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2602 bias(%onnx_Conv.2603 : tensor<256xf16>) {groups = 256 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x256x28x28xf16>, tensor<256x1x3x3xf16> -> tensor<1x256x28x28xf16>
    %stages_stages.1_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.2_mlp_mid_conv_Conv_output.0 : tensor<1x256x28x28xf16>
    %onnx_Conv.2605 = anec.constant #anec.placeholder<tensor<64x256x1x1xf16>>
    %onnx_Conv.2606 = anec.constant #anec.placeholder<tensor<64xf16>>
    %stages_stages.1_blocks_blocks.2_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2605 bias(%onnx_Conv.2606 : tensor<64xf16>) : tensor<1x256x28x28xf16>, tensor<64x256x1x1xf16> -> tensor<1x64x28x28xf16>
    %onnx_Mul.2955 = anec.constant #anec.placeholder<tensor<1x64x1x1xf16>>
    %stages_stages.1_blocks_blocks.2_ls2_Mul_output.0 = anec.mul %stages_stages.1_blocks_blocks.2_mlp_fc2_conv_Conv_output.0, %onnx_Mul.2955 : tensor<1x64x28x28xf16>, tensor<1x64x1x1xf16> -> tensor<1x64x28x28xf16>
    %stages_stages.1_blocks_blocks.2_Add_output.0 = anec.add %stages_stages.1_blocks_blocks.1_Add_output.0, %stages_stages.1_blocks_blocks.2_ls2_Mul_output.0 : tensor<1x64x28x28xf16>, tensor<1x64x28x28xf16> -> tensor<1x64x28x28xf16>
    %onnx_Conv.2608 = anec.constant #anec.placeholder<tensor<256x64x1x1xf16>>
    %onnx_Conv.2609 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.1_blocks_blocks.3_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.2_Add_output.0, %onnx_Conv.2608 bias(%onnx_Conv.2609 : tensor<256xf16>) : tensor<1x64x28x28xf16>, tensor<256x64x1x1xf16> -> tensor<1x256x28x28xf16>
    %stages_stages.1_blocks_blocks.3_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.3_mlp_fc1_conv_Conv_output.0 : tensor<1x256x28x28xf16>
    %onnx_Conv.2611 = anec.constant #anec.placeholder<tensor<256x1x3x3xf16>>
    %onnx_Conv.2612 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.1_blocks_blocks.3_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.3_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2611 bias(%onnx_Conv.2612 : tensor<256xf16>) {groups = 256 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x256x28x28xf16>, tensor<256x1x3x3xf16> -> tensor<1x256x28x28xf16>
    %stages_stages.1_blocks_blocks.3_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.3_mlp_mid_conv_Conv_output.0 : tensor<1x256x28x28xf16>
    %onnx_Conv.2614 = anec.constant #anec.placeholder<tensor<64x256x1x1xf16>>
    %onnx_Conv.2615 = anec.constant #anec.placeholder<tensor<64xf16>>
    %stages_stages.1_blocks_blocks.3_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.3_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2614 bias(%onnx_Conv.2615 : tensor<64xf16>) : tensor<1x256x28x28xf16>, tensor<64x256x1x1xf16> -> tensor<1x64x28x28xf16>
    %onnx_Mul.2956 = anec.constant #anec.placeholder<tensor<1x64x1x1xf16>>
    %stages_stages.1_blocks_blocks.3_ls2_Mul_output.0 = anec.mul %stages_stages.1_blocks_blocks.3_mlp_fc2_conv_Conv_output.0, %onnx_Mul.2956 : tensor<1x64x28x28xf16>, tensor<1x64x1x1xf16> -> tensor<1x64x28x28xf16>
    %stages_stages.1_blocks_blocks.3_Add_output.0 = anec.add %stages_stages.1_blocks_blocks.2_Add_output.0, %stages_stages.1_blocks_blocks.3_ls2_Mul_output.0 : tensor<1x64x28x28xf16>, tensor<1x64x28x28xf16> -> tensor<1x64x28x28xf16>
    %onnx_Conv.2617 = anec.constant #anec.placeholder<tensor<144x64x3x3xf16>>
    %onnx_Conv.2618 = anec.constant #anec.placeholder<tensor<144xf16>>
    %stages_stages.2_downsample_conv_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.3_Add_output.0, %onnx_Conv.2617 bias(%onnx_Conv.2618 : tensor<144xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x64x28x28xf16>, tensor<144x64x3x3xf16> -> tensor<1x144x14x14xf16>
    %onnx_Conv.2620 = anec.constant #anec.placeholder<tensor<576x144x1x1xf16>>
    %onnx_Conv.2621 = anec.constant #anec.placeholder<tensor<576xf16>>
    %stages_stages.2_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_downsample_conv_conv_Conv_output.0, %onnx_Conv.2620 bias(%onnx_Conv.2621 : tensor<576xf16>) : tensor<1x144x14x14xf16>, tensor<576x144x1x1xf16> -> tensor<1x576x14x14xf16>
    %stages_stages.2_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 : tensor<1x576x14x14xf16>
    %onnx_Conv.2623 = anec.constant #anec.placeholder<tensor<576x1x3x3xf16>>
    %onnx_Conv.2624 = anec.constant #anec.placeholder<tensor<576xf16>>
    %stages_stages.2_blocks_blocks.0_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2623 bias(%onnx_Conv.2624 : tensor<576xf16>) {groups = 576 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x576x14x14xf16>, tensor<576x1x3x3xf16> -> tensor<1x576x14x14xf16>
    %stages_stages.2_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.0_mlp_mid_conv_Conv_output.0 : tensor<1x576x14x14xf16>
    %onnx_Conv.2626 = anec.constant #anec.placeholder<tensor<144x576x1x1xf16>>
    %onnx_Conv.2627 = anec.constant #anec.placeholder<tensor<144xf16>>
    %stages_stages.2_blocks_blocks.0_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2626 bias(%onnx_Conv.2627 : tensor<144xf16>) : tensor<1x576x14x14xf16>, tensor<144x576x1x1xf16> -> tensor<1x144x14x14xf16>
    %onnx_Mul.2957 = anec.constant #anec.placeholder<tensor<1x144x1x1xf16>>
    %stages_stages.2_blocks_blocks.0_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.0_mlp_fc2_conv_Conv_output.0, %onnx_Mul.2957 : tensor<1x144x14x14xf16>, tensor<1x144x1x1xf16> -> tensor<1x144x14x14xf16>
    %stages_stages.2_blocks_blocks.0_Add_output.0 = anec.add %stages_stages.2_downsample_conv_conv_Conv_output.0, %stages_stages.2_blocks_blocks.0_ls2_Mul_output.0 : tensor<1x144x14x14xf16>, tensor<1x144x14x14xf16> -> tensor<1x144x14x14xf16>
    %onnx_Conv.2629 = anec.constant #anec.placeholder<tensor<576x144x1x1xf16>>
    %onnx_Conv.2630 = anec.constant #anec.placeholder<tensor<576xf16>>
    %stages_stages.2_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.0_Add_output.0, %onnx_Conv.2629 bias(%onnx_Conv.2630 : tensor<576xf16>) : tensor<1x144x14x14xf16>, tensor<576x144x1x1xf16> -> tensor<1x576x14x14xf16>
    %stages_stages.2_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 : tensor<1x576x14x14xf16>
    %onnx_Conv.2632 = anec.constant #anec.placeholder<tensor<576x1x3x3xf16>>
    %onnx_Conv.2633 = anec.constant #anec.placeholder<tensor<576xf16>>
    %stages_stages.2_blocks_blocks.1_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2632 bias(%onnx_Conv.2633 : tensor<576xf16>) {groups = 576 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x576x14x14xf16>, tensor<576x1x3x3xf16> -> tensor<1x576x14x14xf16>
    %stages_stages.2_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.1_mlp_mid_conv_Conv_output.0 : tensor<1x576x14x14xf16>
    %onnx_Conv.2635 = anec.constant #anec.placeholder<tensor<144x576x1x1xf16>>
    %onnx_Conv.2636 = anec.constant #anec.placeholder<tensor<144xf16>>
    %stages_stages.2_blocks_blocks.1_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2635 bias(%onnx_Conv.2636 : tensor<144xf16>) : tensor<1x576x14x14xf16>, tensor<144x576x1x1xf16> -> tensor<1x144x14x14xf16>
    %onnx_Mul.2958 = anec.constant #anec.placeholder<tensor<1x144x1x1xf16>>
    %stages_stages.2_blocks_blocks.1_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.1_mlp_fc2_conv_Conv_output.0, %onnx_Mul.2958 : tensor<1x144x14x14xf16>, tensor<1x144x1x1xf16> -> tensor<1x144x14x14xf16>
    %stages_stages.2_blocks_blocks.1_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.0_Add_output.0, %stages_stages.2_blocks_blocks.1_ls2_Mul_output.0 : tensor<1x144x14x14xf16>, tensor<1x144x14x14xf16> -> tensor<1x144x14x14xf16>
    %onnx_Conv.2638 = anec.constant #anec.placeholder<tensor<432x144x1x1xf16>>
    %onnx_Conv.2639 = anec.constant #anec.placeholder<tensor<432xf16>>
    %stages_stages.2_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.1_Add_output.0, %onnx_Conv.2638 bias(%onnx_Conv.2639 : tensor<432xf16>) : tensor<1x144x14x14xf16>, tensor<432x144x1x1xf16> -> tensor<1x432x14x14xf16>
    %stages_stages.2_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 : tensor<1x432x14x14xf16>
    %onnx_Conv.2641 = anec.constant #anec.placeholder<tensor<432x1x3x3xf16>>
    %onnx_Conv.2642 = anec.constant #anec.placeholder<tensor<432xf16>>
    %stages_stages.2_blocks_blocks.2_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2641 bias(%onnx_Conv.2642 : tensor<432xf16>) {groups = 432 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x432x14x14xf16>, tensor<432x1x3x3xf16> -> tensor<1x432x14x14xf16>
    %stages_stages.2_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.2_mlp_mid_conv_Conv_output.0 : tensor<1x432x14x14xf16>
    %onnx_Conv.2644 = anec.constant #anec.placeholder<tensor<144x432x1x1xf16>>
    %onnx_Conv.2645 = anec.constant #anec.placeholder<tensor<144xf16>>
    %stages_stages.2_blocks_blocks.2_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2644 bias(%onnx_Conv.2645 : tensor<144xf16>) : tensor<1x432x14x14xf16>, tensor<144x432x1x1xf16> -> tensor<1x144x14x14xf16>
    %onnx_Mul.2959 = anec.constant #anec.placeholder<tensor<1x144x1x1xf16>>
    %stages_stages.2_blocks_blocks.2_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.2_mlp_fc2_conv_Conv_output.0, %onnx_Mul.2959 : tensor<1x144x14x14xf16>, tensor<1x144x1x1xf16> -> tensor<1x144x14x14xf16>
    %stages_stages.2_blocks_blocks.2_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.1_Add_output.0, %stages_stages.2_blocks_blocks.2_ls2_Mul_output.0 : tensor<1x144x14x14xf16>, tensor<1x144x14x14xf16> -> tensor<1x144x14x14xf16>
    %onnx_Conv.2647 = anec.constant #anec.placeholder<tensor<432x144x1x1xf16>>
    %onnx_Conv.2648 = anec.constant #anec.placeholder<tensor<432xf16>>
    %stages_stages.2_blocks_blocks.3_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.2_Add_output.0, %onnx_Conv.2647 bias(%onnx_Conv.2648 : tensor<432xf16>) : tensor<1x144x14x14xf16>, tensor<432x144x1x1xf16> -> tensor<1x432x14x14xf16>
    %stages_stages.2_blocks_blocks.3_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.3_mlp_fc1_conv_Conv_output.0 : tensor<1x432x14x14xf16>
    %onnx_Conv.2650 = anec.constant #anec.placeholder<tensor<432x1x3x3xf16>>
    %onnx_Conv.2651 = anec.constant #anec.placeholder<tensor<432xf16>>
    %stages_stages.2_blocks_blocks.3_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.3_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2650 bias(%onnx_Conv.2651 : tensor<432xf16>) {groups = 432 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x432x14x14xf16>, tensor<432x1x3x3xf16> -> tensor<1x432x14x14xf16>
    %stages_stages.2_blocks_blocks.3_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.3_mlp_mid_conv_Conv_output.0 : tensor<1x432x14x14xf16>
    %onnx_Conv.2653 = anec.constant #anec.placeholder<tensor<144x432x1x1xf16>>
    %onnx_Conv.2654 = anec.constant #anec.placeholder<tensor<144xf16>>
    %stages_stages.2_blocks_blocks.3_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.3_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2653 bias(%onnx_Conv.2654 : tensor<144xf16>) : tensor<1x432x14x14xf16>, tensor<144x432x1x1xf16> -> tensor<1x144x14x14xf16>
    %onnx_Mul.2960 = anec.constant #anec.placeholder<tensor<1x144x1x1xf16>>
    %stages_stages.2_blocks_blocks.3_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.3_mlp_fc2_conv_Conv_output.0, %onnx_Mul.2960 : tensor<1x144x14x14xf16>, tensor<1x144x1x1xf16> -> tensor<1x144x14x14xf16>
    %stages_stages.2_blocks_blocks.3_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.2_Add_output.0, %stages_stages.2_blocks_blocks.3_ls2_Mul_output.0 : tensor<1x144x14x14xf16>, tensor<1x144x14x14xf16> -> tensor<1x144x14x14xf16>
    %onnx_Conv.2656 = anec.constant #anec.placeholder<tensor<432x144x1x1xf16>>
    %onnx_Conv.2657 = anec.constant #anec.placeholder<tensor<432xf16>>
    %stages_stages.2_blocks_blocks.4_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.3_Add_output.0, %onnx_Conv.2656 bias(%onnx_Conv.2657 : tensor<432xf16>) : tensor<1x144x14x14xf16>, tensor<432x144x1x1xf16> -> tensor<1x432x14x14xf16>
    %stages_stages.2_blocks_blocks.4_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.4_mlp_fc1_conv_Conv_output.0 : tensor<1x432x14x14xf16>
    %onnx_Conv.2659 = anec.constant #anec.placeholder<tensor<432x1x3x3xf16>>
    %onnx_Conv.2660 = anec.constant #anec.placeholder<tensor<432xf16>>
    %stages_stages.2_blocks_blocks.4_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2659 bias(%onnx_Conv.2660 : tensor<432xf16>) {groups = 432 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x432x14x14xf16>, tensor<432x1x3x3xf16> -> tensor<1x432x14x14xf16>
    %stages_stages.2_blocks_blocks.4_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.4_mlp_mid_conv_Conv_output.0 : tensor<1x432x14x14xf16>
    %onnx_Conv.2662 = anec.constant #anec.placeholder<tensor<144x432x1x1xf16>>
    %onnx_Conv.2663 = anec.constant #anec.placeholder<tensor<144xf16>>
    %stages_stages.2_blocks_blocks.4_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2662 bias(%onnx_Conv.2663 : tensor<144xf16>) : tensor<1x432x14x14xf16>, tensor<144x432x1x1xf16> -> tensor<1x144x14x14xf16>
    %onnx_Mul.2961 = anec.constant #anec.placeholder<tensor<1x144x1x1xf16>>
    %stages_stages.2_blocks_blocks.4_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.4_mlp_fc2_conv_Conv_output.0, %onnx_Mul.2961 : tensor<1x144x14x14xf16>, tensor<1x144x1x1xf16> -> tensor<1x144x14x14xf16>
    %stages_stages.2_blocks_blocks.4_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.3_Add_output.0, %stages_stages.2_blocks_blocks.4_ls2_Mul_output.0 : tensor<1x144x14x14xf16>, tensor<1x144x14x14xf16> -> tensor<1x144x14x14xf16>
    %onnx_Conv.2665 = anec.constant #anec.placeholder<tensor<432x144x1x1xf16>>
    %onnx_Conv.2666 = anec.constant #anec.placeholder<tensor<432xf16>>
    %stages_stages.2_blocks_blocks.5_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_Add_output.0, %onnx_Conv.2665 bias(%onnx_Conv.2666 : tensor<432xf16>) : tensor<1x144x14x14xf16>, tensor<432x144x1x1xf16> -> tensor<1x432x14x14xf16>
    %stages_stages.2_blocks_blocks.5_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.5_mlp_fc1_conv_Conv_output.0 : tensor<1x432x14x14xf16>
    %onnx_Conv.2668 = anec.constant #anec.placeholder<tensor<432x1x3x3xf16>>
    %onnx_Conv.2669 = anec.constant #anec.placeholder<tensor<432xf16>>
    %stages_stages.2_blocks_blocks.5_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2668 bias(%onnx_Conv.2669 : tensor<432xf16>) {groups = 432 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x432x14x14xf16>, tensor<432x1x3x3xf16> -> tensor<1x432x14x14xf16>
    %stages_stages.2_blocks_blocks.5_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.5_mlp_mid_conv_Conv_output.0 : tensor<1x432x14x14xf16>
    %onnx_Conv.2671 = anec.constant #anec.placeholder<tensor<144x432x1x1xf16>>
    %onnx_Conv.2672 = anec.constant #anec.placeholder<tensor<144xf16>>
    %stages_stages.2_blocks_blocks.5_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2671 bias(%onnx_Conv.2672 : tensor<144xf16>) : tensor<1x432x14x14xf16>, tensor<144x432x1x1xf16> -> tensor<1x144x14x14xf16>
    %onnx_Mul.2962 = anec.constant #anec.placeholder<tensor<1x144x1x1xf16>>
    %stages_stages.2_blocks_blocks.5_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.5_mlp_fc2_conv_Conv_output.0, %onnx_Mul.2962 : tensor<1x144x14x14xf16>, tensor<1x144x1x1xf16> -> tensor<1x144x14x14xf16>
    %stages_stages.2_blocks_blocks.5_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.4_Add_output.0, %stages_stages.2_blocks_blocks.5_ls2_Mul_output.0 : tensor<1x144x14x14xf16>, tensor<1x144x14x14xf16> -> tensor<1x144x14x14xf16>
    %onnx_Conv.2674 = anec.constant #anec.placeholder<tensor<432x144x1x1xf16>>
    %onnx_Conv.2675 = anec.constant #anec.placeholder<tensor<432xf16>>
    %stages_stages.2_blocks_blocks.6_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_Add_output.0, %onnx_Conv.2674 bias(%onnx_Conv.2675 : tensor<432xf16>) : tensor<1x144x14x14xf16>, tensor<432x144x1x1xf16> -> tensor<1x432x14x14xf16>
    %stages_stages.2_blocks_blocks.6_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.6_mlp_fc1_conv_Conv_output.0 : tensor<1x432x14x14xf16>
    %onnx_Conv.2677 = anec.constant #anec.placeholder<tensor<432x1x3x3xf16>>
    %onnx_Conv.2678 = anec.constant #anec.placeholder<tensor<432xf16>>
    %stages_stages.2_blocks_blocks.6_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.6_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2677 bias(%onnx_Conv.2678 : tensor<432xf16>) {groups = 432 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x432x14x14xf16>, tensor<432x1x3x3xf16> -> tensor<1x432x14x14xf16>
    %stages_stages.2_blocks_blocks.6_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.6_mlp_mid_conv_Conv_output.0 : tensor<1x432x14x14xf16>
    %onnx_Conv.2680 = anec.constant #anec.placeholder<tensor<144x432x1x1xf16>>
    %onnx_Conv.2681 = anec.constant #anec.placeholder<tensor<144xf16>>
    %stages_stages.2_blocks_blocks.6_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.6_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2680 bias(%onnx_Conv.2681 : tensor<144xf16>) : tensor<1x432x14x14xf16>, tensor<144x432x1x1xf16> -> tensor<1x144x14x14xf16>
    %onnx_Mul.2963 = anec.constant #anec.placeholder<tensor<1x144x1x1xf16>>
    %stages_stages.2_blocks_blocks.6_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.6_mlp_fc2_conv_Conv_output.0, %onnx_Mul.2963 : tensor<1x144x14x14xf16>, tensor<1x144x1x1xf16> -> tensor<1x144x14x14xf16>
    %stages_stages.2_blocks_blocks.6_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.5_Add_output.0, %stages_stages.2_blocks_blocks.6_ls2_Mul_output.0 : tensor<1x144x14x14xf16>, tensor<1x144x14x14xf16> -> tensor<1x144x14x14xf16>
    %onnx_Conv.2683 = anec.constant #anec.placeholder<tensor<432x144x1x1xf16>>
    %onnx_Conv.2684 = anec.constant #anec.placeholder<tensor<432xf16>>
    %stages_stages.2_blocks_blocks.7_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.6_Add_output.0, %onnx_Conv.2683 bias(%onnx_Conv.2684 : tensor<432xf16>) : tensor<1x144x14x14xf16>, tensor<432x144x1x1xf16> -> tensor<1x432x14x14xf16>
    %stages_stages.2_blocks_blocks.7_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.7_mlp_fc1_conv_Conv_output.0 : tensor<1x432x14x14xf16>
    %onnx_Conv.2686 = anec.constant #anec.placeholder<tensor<432x1x3x3xf16>>
    %onnx_Conv.2687 = anec.constant #anec.placeholder<tensor<432xf16>>
    %stages_stages.2_blocks_blocks.7_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.7_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2686 bias(%onnx_Conv.2687 : tensor<432xf16>) {groups = 432 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x432x14x14xf16>, tensor<432x1x3x3xf16> -> tensor<1x432x14x14xf16>
    %stages_stages.2_blocks_blocks.7_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.7_mlp_mid_conv_Conv_output.0 : tensor<1x432x14x14xf16>
    %onnx_Conv.2689 = anec.constant #anec.placeholder<tensor<144x432x1x1xf16>>
    %onnx_Conv.2690 = anec.constant #anec.placeholder<tensor<144xf16>>
    %stages_stages.2_blocks_blocks.7_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.7_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2689 bias(%onnx_Conv.2690 : tensor<144xf16>) : tensor<1x432x14x14xf16>, tensor<144x432x1x1xf16> -> tensor<1x144x14x14xf16>
    %onnx_Mul.2964 = anec.constant #anec.placeholder<tensor<1x144x1x1xf16>>
    %stages_stages.2_blocks_blocks.7_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.7_mlp_fc2_conv_Conv_output.0, %onnx_Mul.2964 : tensor<1x144x14x14xf16>, tensor<1x144x1x1xf16> -> tensor<1x144x14x14xf16>
    %stages_stages.2_blocks_blocks.7_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.6_Add_output.0, %stages_stages.2_blocks_blocks.7_ls2_Mul_output.0 : tensor<1x144x14x14xf16>, tensor<1x144x14x14xf16> -> tensor<1x144x14x14xf16>
    %onnx_Conv.2692 = anec.constant #anec.placeholder<tensor<144x1x3x3xf16>>
    %onnx_Conv.2693 = anec.constant #anec.placeholder<tensor<144xf16>>
    %stages_stages.2_blocks_blocks.8_token_mixer_stride_conv_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.7_Add_output.0, %onnx_Conv.2692 bias(%onnx_Conv.2693 : tensor<144xf16>) {groups = 144 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x144x14x14xf16>, tensor<144x1x3x3xf16> -> tensor<1x144x7x7xf16>
    %onnx_Conv.2695 = anec.constant #anec.placeholder<tensor<256x144x1x1xf16>>
    %onnx_Conv.2696 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.8_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.2695 bias(%onnx_Conv.2696 : tensor<256xf16>) : tensor<1x144x7x7xf16>, tensor<256x144x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.8_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.2_blocks_blocks.8_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.2_blocks_blocks.8_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.2_blocks_blocks.8_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.2698 = anec.constant #anec.placeholder<tensor<256x144x1x1xf16>>
    %onnx_Conv.2699 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.8_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.2698 bias(%onnx_Conv.2699 : tensor<256xf16>) : tensor<1x144x7x7xf16>, tensor<256x144x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.8_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.2_blocks_blocks.8_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.2701 = anec.constant #anec.placeholder<tensor<1024x144x1x1xf16>>
    %onnx_Conv.2702 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.8_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.2701 bias(%onnx_Conv.2702 : tensor<1024xf16>) : tensor<1x144x7x7xf16>, tensor<1024x144x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.2704 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.2705 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.8_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_token_mixer_v_conv_Conv_output.0, %onnx_Conv.2704 bias(%onnx_Conv.2705 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
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
    %onnx_Conv.2707 = anec.constant #anec.placeholder<tensor<144x1024x1x1xf16>>
    %onnx_Conv.2708 = anec.constant #anec.placeholder<tensor<144xf16>>
    %stages_stages.2_blocks_blocks.8_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_token_mixer_act_Mul_1_output.0, %onnx_Conv.2707 bias(%onnx_Conv.2708 : tensor<144xf16>) : tensor<1x1024x14x14xf16>, tensor<144x1024x1x1xf16> -> tensor<1x144x14x14xf16>
    %onnx_Mul.2986 = anec.constant #anec.placeholder<tensor<1x144x1x1xf16>>
    %stages_stages.2_blocks_blocks.8_ls1_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.8_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.2986 : tensor<1x144x14x14xf16>, tensor<1x144x1x1xf16> -> tensor<1x144x14x14xf16>
    %stages_stages.2_blocks_blocks.8_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.7_Add_output.0, %stages_stages.2_blocks_blocks.8_ls1_Mul_output.0 : tensor<1x144x14x14xf16>, tensor<1x144x14x14xf16> -> tensor<1x144x14x14xf16>
    %onnx_Conv.2710 = anec.constant #anec.placeholder<tensor<576x144x1x1xf16>>
    %onnx_Conv.2711 = anec.constant #anec.placeholder<tensor<576xf16>>
    %stages_stages.2_blocks_blocks.8_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_Add_output.0, %onnx_Conv.2710 bias(%onnx_Conv.2711 : tensor<576xf16>) : tensor<1x144x14x14xf16>, tensor<576x144x1x1xf16> -> tensor<1x576x14x14xf16>
    %stages_stages.2_blocks_blocks.8_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.8_mlp_fc1_conv_Conv_output.0 : tensor<1x576x14x14xf16>
    %onnx_Conv.2713 = anec.constant #anec.placeholder<tensor<576x1x3x3xf16>>
    %onnx_Conv.2714 = anec.constant #anec.placeholder<tensor<576xf16>>
    %stages_stages.2_blocks_blocks.8_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2713 bias(%onnx_Conv.2714 : tensor<576xf16>) {groups = 576 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x576x14x14xf16>, tensor<576x1x3x3xf16> -> tensor<1x576x14x14xf16>
    %stages_stages.2_blocks_blocks.8_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.8_mlp_mid_conv_Conv_output.0 : tensor<1x576x14x14xf16>
    %onnx_Conv.2716 = anec.constant #anec.placeholder<tensor<144x576x1x1xf16>>
    %onnx_Conv.2717 = anec.constant #anec.placeholder<tensor<144xf16>>
    %stages_stages.2_blocks_blocks.8_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2716 bias(%onnx_Conv.2717 : tensor<144xf16>) : tensor<1x576x14x14xf16>, tensor<144x576x1x1xf16> -> tensor<1x144x14x14xf16>
    %onnx_Mul.2987 = anec.constant #anec.placeholder<tensor<1x144x1x1xf16>>
    %stages_stages.2_blocks_blocks.8_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.8_mlp_fc2_conv_Conv_output.0, %onnx_Mul.2987 : tensor<1x144x14x14xf16>, tensor<1x144x1x1xf16> -> tensor<1x144x14x14xf16>
    %stages_stages.2_blocks_blocks.8_Add_1_output.0 = anec.add %stages_stages.2_blocks_blocks.8_Add_output.0, %stages_stages.2_blocks_blocks.8_ls2_Mul_output.0 : tensor<1x144x14x14xf16>, tensor<1x144x14x14xf16> -> tensor<1x144x14x14xf16>
    %onnx_Conv.2719 = anec.constant #anec.placeholder<tensor<144x1x3x3xf16>>
    %onnx_Conv.2720 = anec.constant #anec.placeholder<tensor<144xf16>>
    %stages_stages.2_blocks_blocks.9_token_mixer_stride_conv_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.8_Add_1_output.0, %onnx_Conv.2719 bias(%onnx_Conv.2720 : tensor<144xf16>) {groups = 144 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x144x14x14xf16>, tensor<144x1x3x3xf16> -> tensor<1x144x7x7xf16>
    %onnx_Conv.2722 = anec.constant #anec.placeholder<tensor<256x144x1x1xf16>>
    %onnx_Conv.2723 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.9_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.9_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.2722 bias(%onnx_Conv.2723 : tensor<256xf16>) : tensor<1x144x7x7xf16>, tensor<256x144x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.9_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.2_blocks_blocks.9_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.2_blocks_blocks.9_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.2_blocks_blocks.9_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.2725 = anec.constant #anec.placeholder<tensor<256x144x1x1xf16>>
    %onnx_Conv.2726 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.9_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.9_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.2725 bias(%onnx_Conv.2726 : tensor<256xf16>) : tensor<1x144x7x7xf16>, tensor<256x144x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.9_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.2_blocks_blocks.9_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.2728 = anec.constant #anec.placeholder<tensor<1024x144x1x1xf16>>
    %onnx_Conv.2729 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.9_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.9_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.2728 bias(%onnx_Conv.2729 : tensor<1024xf16>) : tensor<1x144x7x7xf16>, tensor<1024x144x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.2731 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.2732 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.9_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.9_token_mixer_v_conv_Conv_output.0, %onnx_Conv.2731 bias(%onnx_Conv.2732 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
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
    %onnx_Conv.2734 = anec.constant #anec.placeholder<tensor<144x1024x1x1xf16>>
    %onnx_Conv.2735 = anec.constant #anec.placeholder<tensor<144xf16>>
    %stages_stages.2_blocks_blocks.9_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.9_token_mixer_act_Mul_1_output.0, %onnx_Conv.2734 bias(%onnx_Conv.2735 : tensor<144xf16>) : tensor<1x1024x14x14xf16>, tensor<144x1024x1x1xf16> -> tensor<1x144x14x14xf16>
    %onnx_Mul.3009 = anec.constant #anec.placeholder<tensor<1x144x1x1xf16>>
    %stages_stages.2_blocks_blocks.9_ls1_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.9_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.3009 : tensor<1x144x14x14xf16>, tensor<1x144x1x1xf16> -> tensor<1x144x14x14xf16>
    %stages_stages.2_blocks_blocks.9_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.8_Add_1_output.0, %stages_stages.2_blocks_blocks.9_ls1_Mul_output.0 : tensor<1x144x14x14xf16>, tensor<1x144x14x14xf16> -> tensor<1x144x14x14xf16>
    %onnx_Conv.2737 = anec.constant #anec.placeholder<tensor<576x144x1x1xf16>>
    %onnx_Conv.2738 = anec.constant #anec.placeholder<tensor<576xf16>>
    %stages_stages.2_blocks_blocks.9_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.9_Add_output.0, %onnx_Conv.2737 bias(%onnx_Conv.2738 : tensor<576xf16>) : tensor<1x144x14x14xf16>, tensor<576x144x1x1xf16> -> tensor<1x576x14x14xf16>
    %stages_stages.2_blocks_blocks.9_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.9_mlp_fc1_conv_Conv_output.0 : tensor<1x576x14x14xf16>
    %onnx_Conv.2740 = anec.constant #anec.placeholder<tensor<576x1x3x3xf16>>
    %onnx_Conv.2741 = anec.constant #anec.placeholder<tensor<576xf16>>
    %stages_stages.2_blocks_blocks.9_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.9_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2740 bias(%onnx_Conv.2741 : tensor<576xf16>) {groups = 576 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x576x14x14xf16>, tensor<576x1x3x3xf16> -> tensor<1x576x14x14xf16>
    %stages_stages.2_blocks_blocks.9_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.9_mlp_mid_conv_Conv_output.0 : tensor<1x576x14x14xf16>
    %onnx_Conv.2743 = anec.constant #anec.placeholder<tensor<144x576x1x1xf16>>
    %onnx_Conv.2744 = anec.constant #anec.placeholder<tensor<144xf16>>
    %stages_stages.2_blocks_blocks.9_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.9_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2743 bias(%onnx_Conv.2744 : tensor<144xf16>) : tensor<1x576x14x14xf16>, tensor<144x576x1x1xf16> -> tensor<1x144x14x14xf16>
    %onnx_Mul.3010 = anec.constant #anec.placeholder<tensor<1x144x1x1xf16>>
    %stages_stages.2_blocks_blocks.9_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.9_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3010 : tensor<1x144x14x14xf16>, tensor<1x144x1x1xf16> -> tensor<1x144x14x14xf16>
    %stages_stages.2_blocks_blocks.9_Add_1_output.0 = anec.add %stages_stages.2_blocks_blocks.9_Add_output.0, %stages_stages.2_blocks_blocks.9_ls2_Mul_output.0 : tensor<1x144x14x14xf16>, tensor<1x144x14x14xf16> -> tensor<1x144x14x14xf16>
    %onnx_Conv.2746 = anec.constant #anec.placeholder<tensor<144x1x3x3xf16>>
    %onnx_Conv.2747 = anec.constant #anec.placeholder<tensor<144xf16>>
    %stages_stages.2_blocks_blocks.10_token_mixer_stride_conv_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.9_Add_1_output.0, %onnx_Conv.2746 bias(%onnx_Conv.2747 : tensor<144xf16>) {groups = 144 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x144x14x14xf16>, tensor<144x1x3x3xf16> -> tensor<1x144x7x7xf16>
    %onnx_Conv.2749 = anec.constant #anec.placeholder<tensor<256x144x1x1xf16>>
    %onnx_Conv.2750 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.10_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.2749 bias(%onnx_Conv.2750 : tensor<256xf16>) : tensor<1x144x7x7xf16>, tensor<256x144x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.10_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.2_blocks_blocks.10_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.2_blocks_blocks.10_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.2_blocks_blocks.10_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.2752 = anec.constant #anec.placeholder<tensor<256x144x1x1xf16>>
    %onnx_Conv.2753 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.10_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.2752 bias(%onnx_Conv.2753 : tensor<256xf16>) : tensor<1x144x7x7xf16>, tensor<256x144x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.10_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.2_blocks_blocks.10_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.2755 = anec.constant #anec.placeholder<tensor<1024x144x1x1xf16>>
    %onnx_Conv.2756 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.10_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.2755 bias(%onnx_Conv.2756 : tensor<1024xf16>) : tensor<1x144x7x7xf16>, tensor<1024x144x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.2758 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.2759 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.10_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_token_mixer_v_conv_Conv_output.0, %onnx_Conv.2758 bias(%onnx_Conv.2759 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
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
    %onnx_Conv.2761 = anec.constant #anec.placeholder<tensor<144x1024x1x1xf16>>
    %onnx_Conv.2762 = anec.constant #anec.placeholder<tensor<144xf16>>
    %stages_stages.2_blocks_blocks.10_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_token_mixer_act_Mul_1_output.0, %onnx_Conv.2761 bias(%onnx_Conv.2762 : tensor<144xf16>) : tensor<1x1024x14x14xf16>, tensor<144x1024x1x1xf16> -> tensor<1x144x14x14xf16>
    %onnx_Mul.3032 = anec.constant #anec.placeholder<tensor<1x144x1x1xf16>>
    %stages_stages.2_blocks_blocks.10_ls1_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.10_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.3032 : tensor<1x144x14x14xf16>, tensor<1x144x1x1xf16> -> tensor<1x144x14x14xf16>
    %stages_stages.2_blocks_blocks.10_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.9_Add_1_output.0, %stages_stages.2_blocks_blocks.10_ls1_Mul_output.0 : tensor<1x144x14x14xf16>, tensor<1x144x14x14xf16> -> tensor<1x144x14x14xf16>
    %onnx_Conv.2764 = anec.constant #anec.placeholder<tensor<576x144x1x1xf16>>
    %onnx_Conv.2765 = anec.constant #anec.placeholder<tensor<576xf16>>
    %stages_stages.2_blocks_blocks.10_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_Add_output.0, %onnx_Conv.2764 bias(%onnx_Conv.2765 : tensor<576xf16>) : tensor<1x144x14x14xf16>, tensor<576x144x1x1xf16> -> tensor<1x576x14x14xf16>
    %stages_stages.2_blocks_blocks.10_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.10_mlp_fc1_conv_Conv_output.0 : tensor<1x576x14x14xf16>
    %onnx_Conv.2767 = anec.constant #anec.placeholder<tensor<576x1x3x3xf16>>
    %onnx_Conv.2768 = anec.constant #anec.placeholder<tensor<576xf16>>
    %stages_stages.2_blocks_blocks.10_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2767 bias(%onnx_Conv.2768 : tensor<576xf16>) {groups = 576 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x576x14x14xf16>, tensor<576x1x3x3xf16> -> tensor<1x576x14x14xf16>
    %stages_stages.2_blocks_blocks.10_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.10_mlp_mid_conv_Conv_output.0 : tensor<1x576x14x14xf16>
    %onnx_Conv.2770 = anec.constant #anec.placeholder<tensor<144x576x1x1xf16>>
    %onnx_Conv.2771 = anec.constant #anec.placeholder<tensor<144xf16>>
    %stages_stages.2_blocks_blocks.10_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2770 bias(%onnx_Conv.2771 : tensor<144xf16>) : tensor<1x576x14x14xf16>, tensor<144x576x1x1xf16> -> tensor<1x144x14x14xf16>
    %onnx_Mul.3033 = anec.constant #anec.placeholder<tensor<1x144x1x1xf16>>
    %stages_stages.2_blocks_blocks.10_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.10_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3033 : tensor<1x144x14x14xf16>, tensor<1x144x1x1xf16> -> tensor<1x144x14x14xf16>
    %stages_stages.2_blocks_blocks.10_Add_1_output.0 = anec.add %stages_stages.2_blocks_blocks.10_Add_output.0, %stages_stages.2_blocks_blocks.10_ls2_Mul_output.0 : tensor<1x144x14x14xf16>, tensor<1x144x14x14xf16> -> tensor<1x144x14x14xf16>
    %onnx_Conv.2773 = anec.constant #anec.placeholder<tensor<144x1x3x3xf16>>
    %onnx_Conv.2774 = anec.constant #anec.placeholder<tensor<144xf16>>
    %stages_stages.2_blocks_blocks.11_token_mixer_stride_conv_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.10_Add_1_output.0, %onnx_Conv.2773 bias(%onnx_Conv.2774 : tensor<144xf16>) {groups = 144 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x144x14x14xf16>, tensor<144x1x3x3xf16> -> tensor<1x144x7x7xf16>
    %onnx_Conv.2776 = anec.constant #anec.placeholder<tensor<256x144x1x1xf16>>
    %onnx_Conv.2777 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.11_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.2776 bias(%onnx_Conv.2777 : tensor<256xf16>) : tensor<1x144x7x7xf16>, tensor<256x144x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.11_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.2_blocks_blocks.11_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.2_blocks_blocks.11_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.2_blocks_blocks.11_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.2779 = anec.constant #anec.placeholder<tensor<256x144x1x1xf16>>
    %onnx_Conv.2780 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.11_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.2779 bias(%onnx_Conv.2780 : tensor<256xf16>) : tensor<1x144x7x7xf16>, tensor<256x144x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.11_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.2_blocks_blocks.11_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.2782 = anec.constant #anec.placeholder<tensor<1024x144x1x1xf16>>
    %onnx_Conv.2783 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.11_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.2782 bias(%onnx_Conv.2783 : tensor<1024xf16>) : tensor<1x144x7x7xf16>, tensor<1024x144x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.2785 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.2786 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.11_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_token_mixer_v_conv_Conv_output.0, %onnx_Conv.2785 bias(%onnx_Conv.2786 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
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
    %onnx_Conv.2788 = anec.constant #anec.placeholder<tensor<144x1024x1x1xf16>>
    %onnx_Conv.2789 = anec.constant #anec.placeholder<tensor<144xf16>>
    %stages_stages.2_blocks_blocks.11_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_token_mixer_act_Mul_1_output.0, %onnx_Conv.2788 bias(%onnx_Conv.2789 : tensor<144xf16>) : tensor<1x1024x14x14xf16>, tensor<144x1024x1x1xf16> -> tensor<1x144x14x14xf16>
    %onnx_Mul.3055 = anec.constant #anec.placeholder<tensor<1x144x1x1xf16>>
    %stages_stages.2_blocks_blocks.11_ls1_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.11_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.3055 : tensor<1x144x14x14xf16>, tensor<1x144x1x1xf16> -> tensor<1x144x14x14xf16>
    %stages_stages.2_blocks_blocks.11_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.10_Add_1_output.0, %stages_stages.2_blocks_blocks.11_ls1_Mul_output.0 : tensor<1x144x14x14xf16>, tensor<1x144x14x14xf16> -> tensor<1x144x14x14xf16>
    %onnx_Conv.2791 = anec.constant #anec.placeholder<tensor<576x144x1x1xf16>>
    %onnx_Conv.2792 = anec.constant #anec.placeholder<tensor<576xf16>>
    %stages_stages.2_blocks_blocks.11_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_Add_output.0, %onnx_Conv.2791 bias(%onnx_Conv.2792 : tensor<576xf16>) : tensor<1x144x14x14xf16>, tensor<576x144x1x1xf16> -> tensor<1x576x14x14xf16>
    %stages_stages.2_blocks_blocks.11_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.11_mlp_fc1_conv_Conv_output.0 : tensor<1x576x14x14xf16>
    %onnx_Conv.2794 = anec.constant #anec.placeholder<tensor<576x1x3x3xf16>>
    %onnx_Conv.2795 = anec.constant #anec.placeholder<tensor<576xf16>>
    %stages_stages.2_blocks_blocks.11_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2794 bias(%onnx_Conv.2795 : tensor<576xf16>) {groups = 576 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x576x14x14xf16>, tensor<576x1x3x3xf16> -> tensor<1x576x14x14xf16>
    %stages_stages.2_blocks_blocks.11_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.11_mlp_mid_conv_Conv_output.0 : tensor<1x576x14x14xf16>
    %onnx_Conv.2797 = anec.constant #anec.placeholder<tensor<144x576x1x1xf16>>
    %onnx_Conv.2798 = anec.constant #anec.placeholder<tensor<144xf16>>
    %stages_stages.2_blocks_blocks.11_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2797 bias(%onnx_Conv.2798 : tensor<144xf16>) : tensor<1x576x14x14xf16>, tensor<144x576x1x1xf16> -> tensor<1x144x14x14xf16>
    %onnx_Mul.3056 = anec.constant #anec.placeholder<tensor<1x144x1x1xf16>>
    %stages_stages.2_blocks_blocks.11_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.11_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3056 : tensor<1x144x14x14xf16>, tensor<1x144x1x1xf16> -> tensor<1x144x14x14xf16>
    %stages_stages.2_blocks_blocks.11_Add_1_output.0 = anec.add %stages_stages.2_blocks_blocks.11_Add_output.0, %stages_stages.2_blocks_blocks.11_ls2_Mul_output.0 : tensor<1x144x14x14xf16>, tensor<1x144x14x14xf16> -> tensor<1x144x14x14xf16>
    %onnx_Conv.2800 = anec.constant #anec.placeholder<tensor<288x144x3x3xf16>>
    %onnx_Conv.2801 = anec.constant #anec.placeholder<tensor<288xf16>>
    %stages_stages.3_downsample_conv_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_Add_1_output.0, %onnx_Conv.2800 bias(%onnx_Conv.2801 : tensor<288xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x144x14x14xf16>, tensor<288x144x3x3xf16> -> tensor<1x288x7x7xf16>
    %stages.3.downsample.attn.q.local.weight = anec.constant #anec.placeholder<tensor<144x1x3x3xf16>>
    %stages.3.downsample.attn.q.local.bias = anec.constant #anec.placeholder<tensor<144xf16>>
    %stages_stages.3_downsample_attn_q_local_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_Add_1_output.0, %stages.3.downsample.attn.q.local.weight bias(%stages.3.downsample.attn.q.local.bias : tensor<144xf16>) {groups = 144 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x144x14x14xf16>, tensor<144x1x3x3xf16> -> tensor<1x144x7x7xf16>
    %stages_stages.3_downsample_attn_q_pool_AveragePool_output.0 = anec.avg_pool %stages_stages.2_blocks_blocks.11_Add_1_output.0 {strides = array<i64: 2, 2>, kernel_sizes = array<i64: 1, 1>, count_include_pad = true} : tensor<1x144x14x14xf16> -> tensor<1x144x7x7xf16>
    %stages_stages.3_downsample_attn_q_Add_output.0 = anec.add %stages_stages.3_downsample_attn_q_local_Conv_output.0, %stages_stages.3_downsample_attn_q_pool_AveragePool_output.0 : tensor<1x144x7x7xf16>, tensor<1x144x7x7xf16> -> tensor<1x144x7x7xf16>
    %onnx_Conv.2803 = anec.constant #anec.placeholder<tensor<128x144x1x1xf16>>
    %onnx_Conv.2804 = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.3_downsample_attn_q_proj_conv_Conv_output.0 = anec.convolution %stages_stages.3_downsample_attn_q_Add_output.0, %onnx_Conv.2803 bias(%onnx_Conv.2804 : tensor<128xf16>) : tensor<1x144x7x7xf16>, tensor<128x144x1x1xf16> -> tensor<1x128x7x7xf16>
    %stages_stages.3_downsample_attn_Reshape_output.0 = anec.reshape %stages_stages.3_downsample_attn_q_proj_conv_Conv_output.0 : tensor<1x128x7x7xf16> -> tensor<1x8x16x49xf16>
    %stages_stages.3_downsample_attn_Transpose_output.0 = anec.transpose %stages_stages.3_downsample_attn_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x16x49xf16> -> tensor<1x8x49x16xf16>
    %onnx_Conv.2806 = anec.constant #anec.placeholder<tensor<128x144x1x1xf16>>
    %onnx_Conv.2807 = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.3_downsample_attn_k_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_Add_1_output.0, %onnx_Conv.2806 bias(%onnx_Conv.2807 : tensor<128xf16>) : tensor<1x144x14x14xf16>, tensor<128x144x1x1xf16> -> tensor<1x128x14x14xf16>
    %stages_stages.3_downsample_attn_Reshape_1_output.0 = anec.reshape %stages_stages.3_downsample_attn_k_conv_Conv_output.0 : tensor<1x128x14x14xf16> -> tensor<1x8x16x196xf16>
    %onnx_Conv.2809 = anec.constant #anec.placeholder<tensor<512x144x1x1xf16>>
    %onnx_Conv.2810 = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.3_downsample_attn_v_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.11_Add_1_output.0, %onnx_Conv.2809 bias(%onnx_Conv.2810 : tensor<512xf16>) : tensor<1x144x14x14xf16>, tensor<512x144x1x1xf16> -> tensor<1x512x14x14xf16>
    %onnx_Conv.2812 = anec.constant #anec.placeholder<tensor<512x1x3x3xf16>>
    %onnx_Conv.2813 = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.3_downsample_attn_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.3_downsample_attn_v_conv_Conv_output.0, %onnx_Conv.2812 bias(%onnx_Conv.2813 : tensor<512xf16>) {groups = 512 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x512x14x14xf16>, tensor<512x1x3x3xf16> -> tensor<1x512x7x7xf16>
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
    %onnx_Conv.2815 = anec.constant #anec.placeholder<tensor<288x512x1x1xf16>>
    %onnx_Conv.2816 = anec.constant #anec.placeholder<tensor<288xf16>>
    %stages_stages.3_downsample_attn_proj_conv_Conv_output.0 = anec.convolution %stages_stages.3_downsample_attn_act_Mul_1_output.0, %onnx_Conv.2815 bias(%onnx_Conv.2816 : tensor<288xf16>) : tensor<1x512x7x7xf16>, tensor<288x512x1x1xf16> -> tensor<1x288x7x7xf16>
    %stages_stages.3_downsample_Add_output.0 = anec.add %stages_stages.3_downsample_attn_proj_conv_Conv_output.0, %stages_stages.3_downsample_conv_conv_Conv_output.0 : tensor<1x288x7x7xf16>, tensor<1x288x7x7xf16> -> tensor<1x288x7x7xf16>
    %onnx_Conv.2818 = anec.constant #anec.placeholder<tensor<1152x288x1x1xf16>>
    %onnx_Conv.2819 = anec.constant #anec.placeholder<tensor<1152xf16>>
    %stages_stages.3_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_downsample_Add_output.0, %onnx_Conv.2818 bias(%onnx_Conv.2819 : tensor<1152xf16>) : tensor<1x288x7x7xf16>, tensor<1152x288x1x1xf16> -> tensor<1x1152x7x7xf16>
    %stages_stages.3_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 : tensor<1x1152x7x7xf16>
    %onnx_Conv.2821 = anec.constant #anec.placeholder<tensor<1152x1x3x3xf16>>
    %onnx_Conv.2822 = anec.constant #anec.placeholder<tensor<1152xf16>>
    %stages_stages.3_blocks_blocks.0_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2821 bias(%onnx_Conv.2822 : tensor<1152xf16>) {groups = 1152 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1152x7x7xf16>, tensor<1152x1x3x3xf16> -> tensor<1x1152x7x7xf16>
    %stages_stages.3_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.0_mlp_mid_conv_Conv_output.0 : tensor<1x1152x7x7xf16>
    %onnx_Conv.2824 = anec.constant #anec.placeholder<tensor<288x1152x1x1xf16>>
    %onnx_Conv.2825 = anec.constant #anec.placeholder<tensor<288xf16>>
    %stages_stages.3_blocks_blocks.0_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2824 bias(%onnx_Conv.2825 : tensor<288xf16>) : tensor<1x1152x7x7xf16>, tensor<288x1152x1x1xf16> -> tensor<1x288x7x7xf16>
    %onnx_Mul.3077 = anec.constant #anec.placeholder<tensor<1x288x1x1xf16>>
    %stages_stages.3_blocks_blocks.0_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.0_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3077 : tensor<1x288x7x7xf16>, tensor<1x288x1x1xf16> -> tensor<1x288x7x7xf16>
    %stages_stages.3_blocks_blocks.0_Add_output.0 = anec.add %stages_stages.3_downsample_Add_output.0, %stages_stages.3_blocks_blocks.0_ls2_Mul_output.0 : tensor<1x288x7x7xf16>, tensor<1x288x7x7xf16> -> tensor<1x288x7x7xf16>
    %onnx_Conv.2827 = anec.constant #anec.placeholder<tensor<1152x288x1x1xf16>>
    %onnx_Conv.2828 = anec.constant #anec.placeholder<tensor<1152xf16>>
    %stages_stages.3_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.0_Add_output.0, %onnx_Conv.2827 bias(%onnx_Conv.2828 : tensor<1152xf16>) : tensor<1x288x7x7xf16>, tensor<1152x288x1x1xf16> -> tensor<1x1152x7x7xf16>
    %stages_stages.3_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 : tensor<1x1152x7x7xf16>
    %onnx_Conv.2830 = anec.constant #anec.placeholder<tensor<1152x1x3x3xf16>>
    %onnx_Conv.2831 = anec.constant #anec.placeholder<tensor<1152xf16>>
    %stages_stages.3_blocks_blocks.1_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2830 bias(%onnx_Conv.2831 : tensor<1152xf16>) {groups = 1152 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1152x7x7xf16>, tensor<1152x1x3x3xf16> -> tensor<1x1152x7x7xf16>
    %stages_stages.3_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.1_mlp_mid_conv_Conv_output.0 : tensor<1x1152x7x7xf16>
    %onnx_Conv.2833 = anec.constant #anec.placeholder<tensor<288x1152x1x1xf16>>
    %onnx_Conv.2834 = anec.constant #anec.placeholder<tensor<288xf16>>
    %stages_stages.3_blocks_blocks.1_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2833 bias(%onnx_Conv.2834 : tensor<288xf16>) : tensor<1x1152x7x7xf16>, tensor<288x1152x1x1xf16> -> tensor<1x288x7x7xf16>
    %onnx_Mul.3078 = anec.constant #anec.placeholder<tensor<1x288x1x1xf16>>
    %stages_stages.3_blocks_blocks.1_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.1_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3078 : tensor<1x288x7x7xf16>, tensor<1x288x1x1xf16> -> tensor<1x288x7x7xf16>
    %stages_stages.3_blocks_blocks.1_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.0_Add_output.0, %stages_stages.3_blocks_blocks.1_ls2_Mul_output.0 : tensor<1x288x7x7xf16>, tensor<1x288x7x7xf16> -> tensor<1x288x7x7xf16>
    %onnx_Conv.2836 = anec.constant #anec.placeholder<tensor<864x288x1x1xf16>>
    %onnx_Conv.2837 = anec.constant #anec.placeholder<tensor<864xf16>>
    %stages_stages.3_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.1_Add_output.0, %onnx_Conv.2836 bias(%onnx_Conv.2837 : tensor<864xf16>) : tensor<1x288x7x7xf16>, tensor<864x288x1x1xf16> -> tensor<1x864x7x7xf16>
    %stages_stages.3_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 : tensor<1x864x7x7xf16>
    %onnx_Conv.2839 = anec.constant #anec.placeholder<tensor<864x1x3x3xf16>>
    %onnx_Conv.2840 = anec.constant #anec.placeholder<tensor<864xf16>>
    %stages_stages.3_blocks_blocks.2_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2839 bias(%onnx_Conv.2840 : tensor<864xf16>) {groups = 864 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x864x7x7xf16>, tensor<864x1x3x3xf16> -> tensor<1x864x7x7xf16>
    %stages_stages.3_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.2_mlp_mid_conv_Conv_output.0 : tensor<1x864x7x7xf16>
    %onnx_Conv.2842 = anec.constant #anec.placeholder<tensor<288x864x1x1xf16>>
    %onnx_Conv.2843 = anec.constant #anec.placeholder<tensor<288xf16>>
    %stages_stages.3_blocks_blocks.2_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2842 bias(%onnx_Conv.2843 : tensor<288xf16>) : tensor<1x864x7x7xf16>, tensor<288x864x1x1xf16> -> tensor<1x288x7x7xf16>
    %onnx_Mul.3079 = anec.constant #anec.placeholder<tensor<1x288x1x1xf16>>
    %stages_stages.3_blocks_blocks.2_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.2_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3079 : tensor<1x288x7x7xf16>, tensor<1x288x1x1xf16> -> tensor<1x288x7x7xf16>
    %stages_stages.3_blocks_blocks.2_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.1_Add_output.0, %stages_stages.3_blocks_blocks.2_ls2_Mul_output.0 : tensor<1x288x7x7xf16>, tensor<1x288x7x7xf16> -> tensor<1x288x7x7xf16>
    %onnx_Conv.2845 = anec.constant #anec.placeholder<tensor<864x288x1x1xf16>>
    %onnx_Conv.2846 = anec.constant #anec.placeholder<tensor<864xf16>>
    %stages_stages.3_blocks_blocks.3_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.2_Add_output.0, %onnx_Conv.2845 bias(%onnx_Conv.2846 : tensor<864xf16>) : tensor<1x288x7x7xf16>, tensor<864x288x1x1xf16> -> tensor<1x864x7x7xf16>
    %stages_stages.3_blocks_blocks.3_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.3_mlp_fc1_conv_Conv_output.0 : tensor<1x864x7x7xf16>
    %onnx_Conv.2848 = anec.constant #anec.placeholder<tensor<864x1x3x3xf16>>
    %onnx_Conv.2849 = anec.constant #anec.placeholder<tensor<864xf16>>
    %stages_stages.3_blocks_blocks.3_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.3_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2848 bias(%onnx_Conv.2849 : tensor<864xf16>) {groups = 864 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x864x7x7xf16>, tensor<864x1x3x3xf16> -> tensor<1x864x7x7xf16>
    %stages_stages.3_blocks_blocks.3_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.3_mlp_mid_conv_Conv_output.0 : tensor<1x864x7x7xf16>
    %onnx_Conv.2851 = anec.constant #anec.placeholder<tensor<288x864x1x1xf16>>
    %onnx_Conv.2852 = anec.constant #anec.placeholder<tensor<288xf16>>
    %stages_stages.3_blocks_blocks.3_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.3_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2851 bias(%onnx_Conv.2852 : tensor<288xf16>) : tensor<1x864x7x7xf16>, tensor<288x864x1x1xf16> -> tensor<1x288x7x7xf16>
    %onnx_Mul.3080 = anec.constant #anec.placeholder<tensor<1x288x1x1xf16>>
    %stages_stages.3_blocks_blocks.3_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.3_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3080 : tensor<1x288x7x7xf16>, tensor<1x288x1x1xf16> -> tensor<1x288x7x7xf16>
    %stages_stages.3_blocks_blocks.3_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.2_Add_output.0, %stages_stages.3_blocks_blocks.3_ls2_Mul_output.0 : tensor<1x288x7x7xf16>, tensor<1x288x7x7xf16> -> tensor<1x288x7x7xf16>
    %onnx_Conv.2854 = anec.constant #anec.placeholder<tensor<256x288x1x1xf16>>
    %onnx_Conv.2855 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.4_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.3_Add_output.0, %onnx_Conv.2854 bias(%onnx_Conv.2855 : tensor<256xf16>) : tensor<1x288x7x7xf16>, tensor<256x288x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.4_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.3_blocks_blocks.4_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.3_blocks_blocks.4_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.3_blocks_blocks.4_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.2857 = anec.constant #anec.placeholder<tensor<256x288x1x1xf16>>
    %onnx_Conv.2858 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.4_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.3_Add_output.0, %onnx_Conv.2857 bias(%onnx_Conv.2858 : tensor<256xf16>) : tensor<1x288x7x7xf16>, tensor<256x288x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.4_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.3_blocks_blocks.4_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.2860 = anec.constant #anec.placeholder<tensor<1024x288x1x1xf16>>
    %onnx_Conv.2861 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.4_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.3_Add_output.0, %onnx_Conv.2860 bias(%onnx_Conv.2861 : tensor<1024xf16>) : tensor<1x288x7x7xf16>, tensor<1024x288x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.2863 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.2864 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.4_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.4_token_mixer_v_conv_Conv_output.0, %onnx_Conv.2863 bias(%onnx_Conv.2864 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
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
    %onnx_Conv.2866 = anec.constant #anec.placeholder<tensor<288x1024x1x1xf16>>
    %onnx_Conv.2867 = anec.constant #anec.placeholder<tensor<288xf16>>
    %stages_stages.3_blocks_blocks.4_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.4_token_mixer_act_Mul_1_output.0, %onnx_Conv.2866 bias(%onnx_Conv.2867 : tensor<288xf16>) : tensor<1x1024x7x7xf16>, tensor<288x1024x1x1xf16> -> tensor<1x288x7x7xf16>
    %onnx_Mul.3101 = anec.constant #anec.placeholder<tensor<1x288x1x1xf16>>
    %stages_stages.3_blocks_blocks.4_ls1_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.4_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.3101 : tensor<1x288x7x7xf16>, tensor<1x288x1x1xf16> -> tensor<1x288x7x7xf16>
    %stages_stages.3_blocks_blocks.4_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.3_Add_output.0, %stages_stages.3_blocks_blocks.4_ls1_Mul_output.0 : tensor<1x288x7x7xf16>, tensor<1x288x7x7xf16> -> tensor<1x288x7x7xf16>
    %onnx_Conv.2869 = anec.constant #anec.placeholder<tensor<864x288x1x1xf16>>
    %onnx_Conv.2870 = anec.constant #anec.placeholder<tensor<864xf16>>
    %stages_stages.3_blocks_blocks.4_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.4_Add_output.0, %onnx_Conv.2869 bias(%onnx_Conv.2870 : tensor<864xf16>) : tensor<1x288x7x7xf16>, tensor<864x288x1x1xf16> -> tensor<1x864x7x7xf16>
    %stages_stages.3_blocks_blocks.4_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.4_mlp_fc1_conv_Conv_output.0 : tensor<1x864x7x7xf16>
    %onnx_Conv.2872 = anec.constant #anec.placeholder<tensor<864x1x3x3xf16>>
    %onnx_Conv.2873 = anec.constant #anec.placeholder<tensor<864xf16>>
    %stages_stages.3_blocks_blocks.4_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.4_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2872 bias(%onnx_Conv.2873 : tensor<864xf16>) {groups = 864 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x864x7x7xf16>, tensor<864x1x3x3xf16> -> tensor<1x864x7x7xf16>
    %stages_stages.3_blocks_blocks.4_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.4_mlp_mid_conv_Conv_output.0 : tensor<1x864x7x7xf16>
    %onnx_Conv.2875 = anec.constant #anec.placeholder<tensor<288x864x1x1xf16>>
    %onnx_Conv.2876 = anec.constant #anec.placeholder<tensor<288xf16>>
    %stages_stages.3_blocks_blocks.4_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.4_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2875 bias(%onnx_Conv.2876 : tensor<288xf16>) : tensor<1x864x7x7xf16>, tensor<288x864x1x1xf16> -> tensor<1x288x7x7xf16>
    %onnx_Mul.3102 = anec.constant #anec.placeholder<tensor<1x288x1x1xf16>>
    %stages_stages.3_blocks_blocks.4_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.4_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3102 : tensor<1x288x7x7xf16>, tensor<1x288x1x1xf16> -> tensor<1x288x7x7xf16>
    %stages_stages.3_blocks_blocks.4_Add_1_output.0 = anec.add %stages_stages.3_blocks_blocks.4_Add_output.0, %stages_stages.3_blocks_blocks.4_ls2_Mul_output.0 : tensor<1x288x7x7xf16>, tensor<1x288x7x7xf16> -> tensor<1x288x7x7xf16>
    %onnx_Conv.2878 = anec.constant #anec.placeholder<tensor<256x288x1x1xf16>>
    %onnx_Conv.2879 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.5_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.4_Add_1_output.0, %onnx_Conv.2878 bias(%onnx_Conv.2879 : tensor<256xf16>) : tensor<1x288x7x7xf16>, tensor<256x288x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.5_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.3_blocks_blocks.5_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.3_blocks_blocks.5_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.3_blocks_blocks.5_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.2881 = anec.constant #anec.placeholder<tensor<256x288x1x1xf16>>
    %onnx_Conv.2882 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.5_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.4_Add_1_output.0, %onnx_Conv.2881 bias(%onnx_Conv.2882 : tensor<256xf16>) : tensor<1x288x7x7xf16>, tensor<256x288x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.5_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.3_blocks_blocks.5_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.2884 = anec.constant #anec.placeholder<tensor<1024x288x1x1xf16>>
    %onnx_Conv.2885 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.5_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.4_Add_1_output.0, %onnx_Conv.2884 bias(%onnx_Conv.2885 : tensor<1024xf16>) : tensor<1x288x7x7xf16>, tensor<1024x288x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.2887 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.2888 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.5_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.5_token_mixer_v_conv_Conv_output.0, %onnx_Conv.2887 bias(%onnx_Conv.2888 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
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
    %onnx_Conv.2890 = anec.constant #anec.placeholder<tensor<288x1024x1x1xf16>>
    %onnx_Conv.2891 = anec.constant #anec.placeholder<tensor<288xf16>>
    %stages_stages.3_blocks_blocks.5_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.5_token_mixer_act_Mul_1_output.0, %onnx_Conv.2890 bias(%onnx_Conv.2891 : tensor<288xf16>) : tensor<1x1024x7x7xf16>, tensor<288x1024x1x1xf16> -> tensor<1x288x7x7xf16>
    %onnx_Mul.3123 = anec.constant #anec.placeholder<tensor<1x288x1x1xf16>>
    %stages_stages.3_blocks_blocks.5_ls1_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.5_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.3123 : tensor<1x288x7x7xf16>, tensor<1x288x1x1xf16> -> tensor<1x288x7x7xf16>
    %stages_stages.3_blocks_blocks.5_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.4_Add_1_output.0, %stages_stages.3_blocks_blocks.5_ls1_Mul_output.0 : tensor<1x288x7x7xf16>, tensor<1x288x7x7xf16> -> tensor<1x288x7x7xf16>
    %onnx_Conv.2893 = anec.constant #anec.placeholder<tensor<864x288x1x1xf16>>
    %onnx_Conv.2894 = anec.constant #anec.placeholder<tensor<864xf16>>
    %stages_stages.3_blocks_blocks.5_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.5_Add_output.0, %onnx_Conv.2893 bias(%onnx_Conv.2894 : tensor<864xf16>) : tensor<1x288x7x7xf16>, tensor<864x288x1x1xf16> -> tensor<1x864x7x7xf16>
    %stages_stages.3_blocks_blocks.5_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.5_mlp_fc1_conv_Conv_output.0 : tensor<1x864x7x7xf16>
    %onnx_Conv.2896 = anec.constant #anec.placeholder<tensor<864x1x3x3xf16>>
    %onnx_Conv.2897 = anec.constant #anec.placeholder<tensor<864xf16>>
    %stages_stages.3_blocks_blocks.5_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.5_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2896 bias(%onnx_Conv.2897 : tensor<864xf16>) {groups = 864 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x864x7x7xf16>, tensor<864x1x3x3xf16> -> tensor<1x864x7x7xf16>
    %stages_stages.3_blocks_blocks.5_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.5_mlp_mid_conv_Conv_output.0 : tensor<1x864x7x7xf16>
    %onnx_Conv.2899 = anec.constant #anec.placeholder<tensor<288x864x1x1xf16>>
    %onnx_Conv.2900 = anec.constant #anec.placeholder<tensor<288xf16>>
    %stages_stages.3_blocks_blocks.5_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.5_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2899 bias(%onnx_Conv.2900 : tensor<288xf16>) : tensor<1x864x7x7xf16>, tensor<288x864x1x1xf16> -> tensor<1x288x7x7xf16>
    %onnx_Mul.3124 = anec.constant #anec.placeholder<tensor<1x288x1x1xf16>>
    %stages_stages.3_blocks_blocks.5_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.5_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3124 : tensor<1x288x7x7xf16>, tensor<1x288x1x1xf16> -> tensor<1x288x7x7xf16>
    %stages_stages.3_blocks_blocks.5_Add_1_output.0 = anec.add %stages_stages.3_blocks_blocks.5_Add_output.0, %stages_stages.3_blocks_blocks.5_ls2_Mul_output.0 : tensor<1x288x7x7xf16>, tensor<1x288x7x7xf16> -> tensor<1x288x7x7xf16>
    %onnx_Conv.2902 = anec.constant #anec.placeholder<tensor<256x288x1x1xf16>>
    %onnx_Conv.2903 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.6_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.5_Add_1_output.0, %onnx_Conv.2902 bias(%onnx_Conv.2903 : tensor<256xf16>) : tensor<1x288x7x7xf16>, tensor<256x288x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.6_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.3_blocks_blocks.6_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.3_blocks_blocks.6_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.3_blocks_blocks.6_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.2905 = anec.constant #anec.placeholder<tensor<256x288x1x1xf16>>
    %onnx_Conv.2906 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.6_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.5_Add_1_output.0, %onnx_Conv.2905 bias(%onnx_Conv.2906 : tensor<256xf16>) : tensor<1x288x7x7xf16>, tensor<256x288x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.6_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.3_blocks_blocks.6_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.2908 = anec.constant #anec.placeholder<tensor<1024x288x1x1xf16>>
    %onnx_Conv.2909 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.6_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.5_Add_1_output.0, %onnx_Conv.2908 bias(%onnx_Conv.2909 : tensor<1024xf16>) : tensor<1x288x7x7xf16>, tensor<1024x288x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.2911 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.2912 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.6_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.6_token_mixer_v_conv_Conv_output.0, %onnx_Conv.2911 bias(%onnx_Conv.2912 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
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
    %onnx_Conv.2914 = anec.constant #anec.placeholder<tensor<288x1024x1x1xf16>>
    %onnx_Conv.2915 = anec.constant #anec.placeholder<tensor<288xf16>>
    %stages_stages.3_blocks_blocks.6_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.6_token_mixer_act_Mul_1_output.0, %onnx_Conv.2914 bias(%onnx_Conv.2915 : tensor<288xf16>) : tensor<1x1024x7x7xf16>, tensor<288x1024x1x1xf16> -> tensor<1x288x7x7xf16>
    %onnx_Mul.3145 = anec.constant #anec.placeholder<tensor<1x288x1x1xf16>>
    %stages_stages.3_blocks_blocks.6_ls1_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.6_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.3145 : tensor<1x288x7x7xf16>, tensor<1x288x1x1xf16> -> tensor<1x288x7x7xf16>
    %stages_stages.3_blocks_blocks.6_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.5_Add_1_output.0, %stages_stages.3_blocks_blocks.6_ls1_Mul_output.0 : tensor<1x288x7x7xf16>, tensor<1x288x7x7xf16> -> tensor<1x288x7x7xf16>
    %onnx_Conv.2917 = anec.constant #anec.placeholder<tensor<1152x288x1x1xf16>>
    %onnx_Conv.2918 = anec.constant #anec.placeholder<tensor<1152xf16>>
    %stages_stages.3_blocks_blocks.6_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.6_Add_output.0, %onnx_Conv.2917 bias(%onnx_Conv.2918 : tensor<1152xf16>) : tensor<1x288x7x7xf16>, tensor<1152x288x1x1xf16> -> tensor<1x1152x7x7xf16>
    %stages_stages.3_blocks_blocks.6_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.6_mlp_fc1_conv_Conv_output.0 : tensor<1x1152x7x7xf16>
    %onnx_Conv.2920 = anec.constant #anec.placeholder<tensor<1152x1x3x3xf16>>
    %onnx_Conv.2921 = anec.constant #anec.placeholder<tensor<1152xf16>>
    %stages_stages.3_blocks_blocks.6_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.6_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2920 bias(%onnx_Conv.2921 : tensor<1152xf16>) {groups = 1152 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1152x7x7xf16>, tensor<1152x1x3x3xf16> -> tensor<1x1152x7x7xf16>
    %stages_stages.3_blocks_blocks.6_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.6_mlp_mid_conv_Conv_output.0 : tensor<1x1152x7x7xf16>
    %onnx_Conv.2923 = anec.constant #anec.placeholder<tensor<288x1152x1x1xf16>>
    %onnx_Conv.2924 = anec.constant #anec.placeholder<tensor<288xf16>>
    %stages_stages.3_blocks_blocks.6_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.6_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2923 bias(%onnx_Conv.2924 : tensor<288xf16>) : tensor<1x1152x7x7xf16>, tensor<288x1152x1x1xf16> -> tensor<1x288x7x7xf16>
    %onnx_Mul.3146 = anec.constant #anec.placeholder<tensor<1x288x1x1xf16>>
    %stages_stages.3_blocks_blocks.6_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.6_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3146 : tensor<1x288x7x7xf16>, tensor<1x288x1x1xf16> -> tensor<1x288x7x7xf16>
    %stages_stages.3_blocks_blocks.6_Add_1_output.0 = anec.add %stages_stages.3_blocks_blocks.6_Add_output.0, %stages_stages.3_blocks_blocks.6_ls2_Mul_output.0 : tensor<1x288x7x7xf16>, tensor<1x288x7x7xf16> -> tensor<1x288x7x7xf16>
    %onnx_Conv.2926 = anec.constant #anec.placeholder<tensor<256x288x1x1xf16>>
    %onnx_Conv.2927 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.7_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.6_Add_1_output.0, %onnx_Conv.2926 bias(%onnx_Conv.2927 : tensor<256xf16>) : tensor<1x288x7x7xf16>, tensor<256x288x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.7_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.3_blocks_blocks.7_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.3_blocks_blocks.7_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.3_blocks_blocks.7_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.2929 = anec.constant #anec.placeholder<tensor<256x288x1x1xf16>>
    %onnx_Conv.2930 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.7_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.6_Add_1_output.0, %onnx_Conv.2929 bias(%onnx_Conv.2930 : tensor<256xf16>) : tensor<1x288x7x7xf16>, tensor<256x288x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.7_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.3_blocks_blocks.7_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.2932 = anec.constant #anec.placeholder<tensor<1024x288x1x1xf16>>
    %onnx_Conv.2933 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.7_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.6_Add_1_output.0, %onnx_Conv.2932 bias(%onnx_Conv.2933 : tensor<1024xf16>) : tensor<1x288x7x7xf16>, tensor<1024x288x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.2935 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.2936 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.7_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.7_token_mixer_v_conv_Conv_output.0, %onnx_Conv.2935 bias(%onnx_Conv.2936 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
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
    %onnx_Conv.2938 = anec.constant #anec.placeholder<tensor<288x1024x1x1xf16>>
    %onnx_Conv.2939 = anec.constant #anec.placeholder<tensor<288xf16>>
    %stages_stages.3_blocks_blocks.7_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.7_token_mixer_act_Mul_1_output.0, %onnx_Conv.2938 bias(%onnx_Conv.2939 : tensor<288xf16>) : tensor<1x1024x7x7xf16>, tensor<288x1024x1x1xf16> -> tensor<1x288x7x7xf16>
    %onnx_Mul.3167 = anec.constant #anec.placeholder<tensor<1x288x1x1xf16>>
    %stages_stages.3_blocks_blocks.7_ls1_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.7_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.3167 : tensor<1x288x7x7xf16>, tensor<1x288x1x1xf16> -> tensor<1x288x7x7xf16>
    %stages_stages.3_blocks_blocks.7_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.6_Add_1_output.0, %stages_stages.3_blocks_blocks.7_ls1_Mul_output.0 : tensor<1x288x7x7xf16>, tensor<1x288x7x7xf16> -> tensor<1x288x7x7xf16>
    %onnx_Conv.2941 = anec.constant #anec.placeholder<tensor<1152x288x1x1xf16>>
    %onnx_Conv.2942 = anec.constant #anec.placeholder<tensor<1152xf16>>
    %stages_stages.3_blocks_blocks.7_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.7_Add_output.0, %onnx_Conv.2941 bias(%onnx_Conv.2942 : tensor<1152xf16>) : tensor<1x288x7x7xf16>, tensor<1152x288x1x1xf16> -> tensor<1x1152x7x7xf16>
    %stages_stages.3_blocks_blocks.7_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.7_mlp_fc1_conv_Conv_output.0 : tensor<1x1152x7x7xf16>
    %onnx_Conv.2944 = anec.constant #anec.placeholder<tensor<1152x1x3x3xf16>>
    %onnx_Conv.2945 = anec.constant #anec.placeholder<tensor<1152xf16>>
    %stages_stages.3_blocks_blocks.7_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.7_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.2944 bias(%onnx_Conv.2945 : tensor<1152xf16>) {groups = 1152 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1152x7x7xf16>, tensor<1152x1x3x3xf16> -> tensor<1x1152x7x7xf16>
    %stages_stages.3_blocks_blocks.7_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.7_mlp_mid_conv_Conv_output.0 : tensor<1x1152x7x7xf16>
    %onnx_Conv.2947 = anec.constant #anec.placeholder<tensor<288x1152x1x1xf16>>
    %onnx_Conv.2948 = anec.constant #anec.placeholder<tensor<288xf16>>
    %stages_stages.3_blocks_blocks.7_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.7_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.2947 bias(%onnx_Conv.2948 : tensor<288xf16>) : tensor<1x1152x7x7xf16>, tensor<288x1152x1x1xf16> -> tensor<1x288x7x7xf16>
    %onnx_Mul.3168 = anec.constant #anec.placeholder<tensor<1x288x1x1xf16>>
    %stages_stages.3_blocks_blocks.7_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.7_mlp_fc2_conv_Conv_output.0, %onnx_Mul.3168 : tensor<1x288x7x7xf16>, tensor<1x288x1x1xf16> -> tensor<1x288x7x7xf16>
    %stages_stages.3_blocks_blocks.7_Add_1_output.0 = anec.add %stages_stages.3_blocks_blocks.7_Add_output.0, %stages_stages.3_blocks_blocks.7_ls2_Mul_output.0 : tensor<1x288x7x7xf16>, tensor<1x288x7x7xf16> -> tensor<1x288x7x7xf16>
    %norm.weight = anec.constant #anec.placeholder<tensor<288xf16>>
    %norm.bias = anec.constant #anec.placeholder<tensor<288xf16>>
    %norm.running_mean = anec.constant #anec.placeholder<tensor<288xf16>>
    %norm.running_var = anec.constant #anec.placeholder<tensor<288xf16>>
    %norm_BatchNormalization_output.0 = anec.batch_norm %stages_stages.3_blocks_blocks.7_Add_1_output.0, %norm.running_mean, %norm.running_var, %norm.weight, %norm.bias : tensor<1x288x7x7xf16>, tensor<288xf16>
    %ReduceMean_output.0 = anec.reduce_mean %norm_BatchNormalization_output.0 {axes = array<i64: 2, 3>, keep_dims = false} : tensor<1x288x7x7xf16> -> tensor<1x288xf16>
    %head.weight = anec.constant #anec.placeholder<tensor<1000x288xf16>>
    %0 = anec.matmul %ReduceMean_output.0, %head.weight transpose_rhs true : tensor<1x288xf16>, tensor<1000x288xf16> -> tensor<1x1000xf16>
    %head.bias = anec.constant #anec.placeholder<tensor<1000xf16>>
    %head_Gemm_output.0 = anec.add %0, %head.bias : tensor<1x1000xf16>, tensor<1000xf16> -> tensor<1x1000xf16>
    %head_dist.weight = anec.constant #anec.placeholder<tensor<1000x288xf16>>
    %1 = anec.matmul %ReduceMean_output.0, %head_dist.weight transpose_rhs true : tensor<1x288xf16>, tensor<1000x288xf16> -> tensor<1x1000xf16>
    %head_dist.bias = anec.constant #anec.placeholder<tensor<1000xf16>>
    %head_dist_Gemm_output.0 = anec.add %1, %head_dist.bias : tensor<1x1000xf16>, tensor<1000xf16> -> tensor<1x1000xf16>
    %Add_output.0 = anec.add %head_Gemm_output.0, %head_dist_Gemm_output.0 : tensor<1x1000xf16>, tensor<1x1000xf16> -> tensor<1x1000xf16>
    %Constant_output.0 = anec.constant dense<2.000000e+00> : tensor<1xf16>
    %output = anec.div %Add_output.0, %Constant_output.0 : tensor<1x1000xf16>, tensor<1xf16> -> tensor<1x1000xf16>
    %output_f32 = anec.cast %output : tensor<1x1000xf16> -> tensor<1x1000xf32>
    func.return %output_f32 : tensor<1x1000xf32>
  }
}
