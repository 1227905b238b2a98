// network EfficientFormerV2-S0: timm.create_model('efficientformerv2_s0'), seed 0, eval; timm 1.0.31, torch 2.13.0, exporter torchscript, opset 17; anec-import --weights none --entry efficientformerv2_s0
builtin.module {
  func.func @efficientformerv2_s0(%input: tensor<1x3x224x224xf32>) -> tensor<1x1000xf32> {
    %input_f16 = anec.cast %input : tensor<1x3x224x224xf32> -> tensor<1x3x224x224xf16>
    %onnx_Conv.1368 = anec.constant #anec.placeholder<tensor<16x3x3x3xf16>>
    %onnx_Conv.1369 = anec.constant #anec.placeholder<tensor<16xf16>>
    %stem_conv1_conv_Conv_output.0 = anec.convolution %input_f16, %onnx_Conv.1368 bias(%onnx_Conv.1369 : tensor<16xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x3x224x224xf16>, tensor<16x3x3x3xf16> -> tensor<1x16x112x112xf16>
    %stem_conv1_bn_act_Mul_1_output.0 = anec.gelu %stem_conv1_conv_Conv_output.0 : tensor<1x16x112x112xf16>
    %onnx_Conv.1371 = anec.constant #anec.placeholder<tensor<32x16x3x3xf16>>
    %onnx_Conv.1372 = anec.constant #anec.placeholder<tensor<32xf16>>
    %stem_conv2_conv_Conv_output.0 = anec.convolution %stem_conv1_bn_act_Mul_1_output.0, %onnx_Conv.1371 bias(%onnx_Conv.1372 : tensor<32xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x16x112x112xf16>, tensor<32x16x3x3xf16> -> tensor<1x32x56x56xf16>
    %stem_conv2_bn_act_Mul_1_output.0 = anec.gelu %stem_conv2_conv_Conv_output.0 : tensor<1x32x56x56xf16>
    %onnx_Conv.1374 = anec.constant #anec.placeholder<tensor<128x32x1x1xf16>>
    %onnx_Conv.1375 = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.0_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 = anec.convolution %stem_conv2_bn_act_Mul_1_output.0, %onnx_Conv.1374 bias(%onnx_Conv.1375 : tensor<128xf16>) : tensor<1x32x56x56xf16>, tensor<128x32x1x1xf16> -> tensor<1x128x56x56xf16>
    %stages_stages.0_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 : tensor<1x128x56x56xf16>
    %onnx_Conv.1377 = anec.constant #anec.placeholder<tensor<128x1x3x3xf16>>
    %onnx_Conv.1378 = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.0_blocks_blocks.0_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1377 bias(%onnx_Conv.1378 : tensor<128xf16>) {groups = 128 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x128x56x56xf16>, tensor<128x1x3x3xf16> -> tensor<1x128x56x56xf16>
    %stages_stages.0_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.0_mlp_mid_conv_Conv_output.0 : tensor<1x128x56x56xf16>
    %onnx_Conv.1380 = anec.constant #anec.placeholder<tensor<32x128x1x1xf16>>
    %onnx_Conv.1381 = anec.constant #anec.placeholder<tensor<32xf16>>
    %stages_stages.0_blocks_blocks.0_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1380 bias(%onnx_Conv.1381 : tensor<32xf16>) : tensor<1x128x56x56xf16>, tensor<32x128x1x1xf16> -> tensor<1x32x56x56xf16>
    %onnx_Mul.1589 = anec.constant #anec.placeholder<tensor<1x32x1x1xf16>>
    %stages_stages.0_blocks_blocks.0_ls2_Mul_output.0 = anec.mul %stages_stages.0_blocks_blocks.0_mlp_fc2_conv_Conv_output.0, %onnx_Mul.1589 : tensor<1x32x56x56xf16>, tensor<1x32x1x1xf16> -> tensor<1x32x56x56xf16>
    %stages_stages.0_blocks_blocks.0_Add_output.0 = anec.add %stem_conv2_bn_act_Mul_1_output.0, %stages_stages.0_blocks_blocks.0_ls2_Mul_output.0 : tensor<1x32x56x56xf16>, tensor<1x32x56x56xf16> -> tensor<1x32x56x56xf16>
    %onnx_Conv.1383 = anec.constant #anec.placeholder<tensor<128x32x1x1xf16>>
    %onnx_Conv.1384 = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.0_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.0_Add_output.0, %onnx_Conv.1383 bias(%onnx_Conv.1384 : tensor<128xf16>) : tensor<1x32x56x56xf16>, tensor<128x32x1x1xf16> -> tensor<1x128x56x56xf16>
    %stages_stages.0_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 : tensor<1x128x56x56xf16>
    %onnx_Conv.1386 = anec.constant #anec.placeholder<tensor<128x1x3x3xf16>>
    %onnx_Conv.1387 = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.0_blocks_blocks.1_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1386 bias(%onnx_Conv.1387 : tensor<128xf16>) {groups = 128 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x128x56x56xf16>, tensor<128x1x3x3xf16> -> tensor<1x128x56x56xf16>
    %stages_stages.0_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.0_blocks_blocks.1_mlp_mid_conv_Conv_output.0 : tensor<1x128x56x56xf16>
    %onnx_Conv.1389 = anec.constant #anec.placeholder<tensor<32x128x1x1xf16>>
    %onnx_Conv.1390 = anec.constant #anec.placeholder<tensor<32xf16>>
    %stages_stages.0_blocks_blocks.1_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1389 bias(%onnx_Conv.1390 : tensor<32xf16>) : tensor<1x128x56x56xf16>, tensor<32x128x1x1xf16> -> tensor<1x32x56x56xf16>
    %onnx_Mul.1590 = anec.constant #anec.placeholder<tensor<1x32x1x1xf16>>
    %stages_stages.0_blocks_blocks.1_ls2_Mul_output.0 = anec.mul %stages_stages.0_blocks_blocks.1_mlp_fc2_conv_Conv_output.0, %onnx_Mul.1590 : tensor<1x32x56x56xf16>, tensor<1x32x1x1xf16> -> tensor<1x32x56x56xf16>
    %stages_stages.0_blocks_blocks.1_Add_output.0 = anec.add %stages_stages.0_blocks_blocks.0_Add_output.0, %stages_stages.0_blocks_blocks.1_ls2_Mul_output.0 : tensor<1x32x56x56xf16>, tensor<1x32x56x56xf16> -> tensor<1x32x56x56xf16>
    %onnx_Conv.1392 = anec.constant #anec.placeholder<tensor<48x32x3x3xf16>>
    %onnx_Conv.1393 = anec.constant #anec.placeholder<tensor<48xf16>>
    %stages_stages.1_downsample_conv_conv_Conv_output.0 = anec.convolution %stages_stages.0_blocks_blocks.1_Add_output.0, %onnx_Conv.1392 bias(%onnx_Conv.1393 : tensor<48xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x32x56x56xf16>, tensor<48x32x3x3xf16> -> tensor<1x48x28x28xf16>
    %onnx_Conv.1395 = anec.constant #anec.placeholder<tensor<192x48x1x1xf16>>
    %onnx_Conv.1396 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.1_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.1_downsample_conv_conv_Conv_output.0, %onnx_Conv.1395 bias(%onnx_Conv.1396 : tensor<192xf16>) : tensor<1x48x28x28xf16>, tensor<192x48x1x1xf16> -> tensor<1x192x28x28xf16>
    %stages_stages.1_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 : tensor<1x192x28x28xf16>
    %onnx_Conv.1398 = anec.constant #anec.placeholder<tensor<192x1x3x3xf16>>
    %onnx_Conv.1399 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.1_blocks_blocks.0_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1398 bias(%onnx_Conv.1399 : tensor<192xf16>) {groups = 192 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x192x28x28xf16>, tensor<192x1x3x3xf16> -> tensor<1x192x28x28xf16>
    %stages_stages.1_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.0_mlp_mid_conv_Conv_output.0 : tensor<1x192x28x28xf16>
    %onnx_Conv.1401 = anec.constant #anec.placeholder<tensor<48x192x1x1xf16>>
    %onnx_Conv.1402 = anec.constant #anec.placeholder<tensor<48xf16>>
    %stages_stages.1_blocks_blocks.0_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1401 bias(%onnx_Conv.1402 : tensor<48xf16>) : tensor<1x192x28x28xf16>, tensor<48x192x1x1xf16> -> tensor<1x48x28x28xf16>
    %onnx_Mul.1591 = anec.constant #anec.placeholder<tensor<1x48x1x1xf16>>
    %stages_stages.1_blocks_blocks.0_ls2_Mul_output.0 = anec.mul %stages_stages.1_blocks_blocks.0_mlp_fc2_conv_Conv_output.0, %onnx_Mul.1591 : tensor<1x48x28x28xf16>, tensor<1x48x1x1xf16> -> tensor<1x48x28x28xf16>
    %stages_stages.1_blocks_blocks.0_Add_output.0 = anec.add %stages_stages.1_downsample_conv_conv_Conv_output.0, %stages_stages.1_blocks_blocks.0_ls2_Mul_output.0 : tensor<1x48x28x28xf16>, tensor<1x48x28x28xf16> -> tensor<1x48x28x28xf16>
    %onnx_Conv.1404 = anec.constant #anec.placeholder<tensor<192x48x1x1xf16>>
    %onnx_Conv.1405 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.1_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.0_Add_output.0, %onnx_Conv.1404 bias(%onnx_Conv.1405 : tensor<192xf16>) : tensor<1x48x28x28xf16>, tensor<192x48x1x1xf16> -> tensor<1x192x28x28xf16>
    %stages_stages.1_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 : tensor<1x192x28x28xf16>
    %onnx_Conv.1407 = anec.constant #anec.placeholder<tensor<192x1x3x3xf16>>
    %onnx_Conv.1408 = anec.constant #anec.placeholder<tensor<192xf16>>
    %stages_stages.1_blocks_blocks.1_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1407 bias(%onnx_Conv.1408 : tensor<192xf16>) {groups = 192 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x192x28x28xf16>, tensor<192x1x3x3xf16> -> tensor<1x192x28x28xf16>
    %stages_stages.1_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.1_blocks_blocks.1_mlp_mid_conv_Conv_output.0 : tensor<1x192x28x28xf16>
    %onnx_Conv.1410 = anec.constant #anec.placeholder<tensor<48x192x1x1xf16>>
    %onnx_Conv.1411 = anec.constant #anec.placeholder<tensor<48xf16>>
    %stages_stages.1_blocks_blocks.1_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1410 bias(%onnx_Conv.1411 : tensor<48xf16>) : tensor<1x192x28x28xf16>, tensor<48x192x1x1xf16> -> tensor<1x48x28x28xf16>
    %onnx_Mul.1592 = anec.constant #anec.placeholder<tensor<1x48x1x1xf16>>
    %stages_stages.1_blocks_blocks.1_ls2_Mul_output.0 = anec.mul %stages_stages.1_blocks_blocks.1_mlp_fc2_conv_Conv_output.0, %onnx_Mul.1592 : tensor<1x48x28x28xf16>, tensor<1x48x1x1xf16> -> tensor<1x48x28x28xf16>
    %stages_stages.1_blocks_blocks.1_Add_output.0 = anec.add %stages_stages.1_blocks_blocks.0_Add_output.0, %stages_stages.1_blocks_blocks.1_ls2_Mul_output.0 : tensor<1x48x28x28xf16>, tensor<1x48x28x28xf16> -> tensor<1x48x28x28xf16>
    %onnx_Conv.1413 = anec.constant #anec.placeholder<tensor<96x48x3x3xf16>>
    %onnx_Conv.1414 = anec.constant #anec.placeholder<tensor<96xf16>>
    %stages_stages.2_downsample_conv_conv_Conv_output.0 = anec.convolution %stages_stages.1_blocks_blocks.1_Add_output.0, %onnx_Conv.1413 bias(%onnx_Conv.1414 : tensor<96xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x48x28x28xf16>, tensor<96x48x3x3xf16> -> tensor<1x96x14x14xf16>
    %onnx_Conv.1416 = anec.constant #anec.placeholder<tensor<384x96x1x1xf16>>
    %onnx_Conv.1417 = anec.constant #anec.placeholder<tensor<384xf16>>
    %stages_stages.2_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_downsample_conv_conv_Conv_output.0, %onnx_Conv.1416 bias(%onnx_Conv.1417 : tensor<384xf16>) : tensor<1x96x14x14xf16>, tensor<384x96x1x1xf16> -> tensor<1x384x14x14xf16>
    %stages_stages.2_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 : tensor<1x384x14x14xf16>
    %onnx_Conv.1419 = anec.constant #anec.placeholder<tensor<384x1x3x3xf16>>
    %onnx_Conv.1420 = anec.constant #anec.placeholder<tensor<384xf16>>
    %stages_stages.2_blocks_blocks.0_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1419 bias(%onnx_Conv.1420 : tensor<384xf16>) {groups = 384 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x384x14x14xf16>, tensor<384x1x3x3xf16> -> tensor<1x384x14x14xf16>
    %stages_stages.2_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.0_mlp_mid_conv_Conv_output.0 : tensor<1x384x14x14xf16>
    %onnx_Conv.1422 = anec.constant #anec.placeholder<tensor<96x384x1x1xf16>>
    %onnx_Conv.1423 = anec.constant #anec.placeholder<tensor<96xf16>>
    %stages_stages.2_blocks_blocks.0_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1422 bias(%onnx_Conv.1423 : tensor<96xf16>) : tensor<1x384x14x14xf16>, tensor<96x384x1x1xf16> -> tensor<1x96x14x14xf16>
    %onnx_Mul.1593 = anec.constant #anec.placeholder<tensor<1x96x1x1xf16>>
    %stages_stages.2_blocks_blocks.0_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.0_mlp_fc2_conv_Conv_output.0, %onnx_Mul.1593 : tensor<1x96x14x14xf16>, tensor<1x96x1x1xf16> -> tensor<1x96x14x14xf16>
    %stages_stages.2_blocks_blocks.0_Add_output.0 = anec.add %stages_stages.2_downsample_conv_conv_Conv_output.0, %stages_stages.2_blocks_blocks.0_ls2_Mul_output.0 : tensor<1x96x14x14xf16>, tensor<1x96x14x14xf16> -> tensor<1x96x14x14xf16>
    %onnx_Conv.1425 = anec.constant #anec.placeholder<tensor<288x96x1x1xf16>>
    %onnx_Conv.1426 = anec.constant #anec.placeholder<tensor<288xf16>>
    %stages_stages.2_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.0_Add_output.0, %onnx_Conv.1425 bias(%onnx_Conv.1426 : tensor<288xf16>) : tensor<1x96x14x14xf16>, tensor<288x96x1x1xf16> -> tensor<1x288x14x14xf16>
    %stages_stages.2_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 : tensor<1x288x14x14xf16>
    %onnx_Conv.1428 = anec.constant #anec.placeholder<tensor<288x1x3x3xf16>>
    %onnx_Conv.1429 = anec.constant #anec.placeholder<tensor<288xf16>>
    %stages_stages.2_blocks_blocks.1_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1428 bias(%onnx_Conv.1429 : tensor<288xf16>) {groups = 288 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x288x14x14xf16>, tensor<288x1x3x3xf16> -> tensor<1x288x14x14xf16>
    %stages_stages.2_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.1_mlp_mid_conv_Conv_output.0 : tensor<1x288x14x14xf16>
    %onnx_Conv.1431 = anec.constant #anec.placeholder<tensor<96x288x1x1xf16>>
    %onnx_Conv.1432 = anec.constant #anec.placeholder<tensor<96xf16>>
    %stages_stages.2_blocks_blocks.1_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1431 bias(%onnx_Conv.1432 : tensor<96xf16>) : tensor<1x288x14x14xf16>, tensor<96x288x1x1xf16> -> tensor<1x96x14x14xf16>
    %onnx_Mul.1594 = anec.constant #anec.placeholder<tensor<1x96x1x1xf16>>
    %stages_stages.2_blocks_blocks.1_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.1_mlp_fc2_conv_Conv_output.0, %onnx_Mul.1594 : tensor<1x96x14x14xf16>, tensor<1x96x1x1xf16> -> tensor<1x96x14x14xf16>
    %stages_stages.2_blocks_blocks.1_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.0_Add_output.0, %stages_stages.2_blocks_blocks.1_ls2_Mul_output.0 : tensor<1x96x14x14xf16>, tensor<1x96x14x14xf16> -> tensor<1x96x14x14xf16>
    %onnx_Conv.1434 = anec.constant #anec.placeholder<tensor<288x96x1x1xf16>>
    %onnx_Conv.1435 = anec.constant #anec.placeholder<tensor<288xf16>>
    %stages_stages.2_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.1_Add_output.0, %onnx_Conv.1434 bias(%onnx_Conv.1435 : tensor<288xf16>) : tensor<1x96x14x14xf16>, tensor<288x96x1x1xf16> -> tensor<1x288x14x14xf16>
    %stages_stages.2_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 : tensor<1x288x14x14xf16>
    %onnx_Conv.1437 = anec.constant #anec.placeholder<tensor<288x1x3x3xf16>>
    %onnx_Conv.1438 = anec.constant #anec.placeholder<tensor<288xf16>>
    %stages_stages.2_blocks_blocks.2_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1437 bias(%onnx_Conv.1438 : tensor<288xf16>) {groups = 288 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x288x14x14xf16>, tensor<288x1x3x3xf16> -> tensor<1x288x14x14xf16>
    %stages_stages.2_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.2_mlp_mid_conv_Conv_output.0 : tensor<1x288x14x14xf16>
    %onnx_Conv.1440 = anec.constant #anec.placeholder<tensor<96x288x1x1xf16>>
    %onnx_Conv.1441 = anec.constant #anec.placeholder<tensor<96xf16>>
    %stages_stages.2_blocks_blocks.2_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1440 bias(%onnx_Conv.1441 : tensor<96xf16>) : tensor<1x288x14x14xf16>, tensor<96x288x1x1xf16> -> tensor<1x96x14x14xf16>
    %onnx_Mul.1595 = anec.constant #anec.placeholder<tensor<1x96x1x1xf16>>
    %stages_stages.2_blocks_blocks.2_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.2_mlp_fc2_conv_Conv_output.0, %onnx_Mul.1595 : tensor<1x96x14x14xf16>, tensor<1x96x1x1xf16> -> tensor<1x96x14x14xf16>
    %stages_stages.2_blocks_blocks.2_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.1_Add_output.0, %stages_stages.2_blocks_blocks.2_ls2_Mul_output.0 : tensor<1x96x14x14xf16>, tensor<1x96x14x14xf16> -> tensor<1x96x14x14xf16>
    %onnx_Conv.1443 = anec.constant #anec.placeholder<tensor<288x96x1x1xf16>>
    %onnx_Conv.1444 = anec.constant #anec.placeholder<tensor<288xf16>>
    %stages_stages.2_blocks_blocks.3_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.2_Add_output.0, %onnx_Conv.1443 bias(%onnx_Conv.1444 : tensor<288xf16>) : tensor<1x96x14x14xf16>, tensor<288x96x1x1xf16> -> tensor<1x288x14x14xf16>
    %stages_stages.2_blocks_blocks.3_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.3_mlp_fc1_conv_Conv_output.0 : tensor<1x288x14x14xf16>
    %onnx_Conv.1446 = anec.constant #anec.placeholder<tensor<288x1x3x3xf16>>
    %onnx_Conv.1447 = anec.constant #anec.placeholder<tensor<288xf16>>
    %stages_stages.2_blocks_blocks.3_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.3_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1446 bias(%onnx_Conv.1447 : tensor<288xf16>) {groups = 288 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x288x14x14xf16>, tensor<288x1x3x3xf16> -> tensor<1x288x14x14xf16>
    %stages_stages.2_blocks_blocks.3_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.3_mlp_mid_conv_Conv_output.0 : tensor<1x288x14x14xf16>
    %onnx_Conv.1449 = anec.constant #anec.placeholder<tensor<96x288x1x1xf16>>
    %onnx_Conv.1450 = anec.constant #anec.placeholder<tensor<96xf16>>
    %stages_stages.2_blocks_blocks.3_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.3_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1449 bias(%onnx_Conv.1450 : tensor<96xf16>) : tensor<1x288x14x14xf16>, tensor<96x288x1x1xf16> -> tensor<1x96x14x14xf16>
    %onnx_Mul.1596 = anec.constant #anec.placeholder<tensor<1x96x1x1xf16>>
    %stages_stages.2_blocks_blocks.3_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.3_mlp_fc2_conv_Conv_output.0, %onnx_Mul.1596 : tensor<1x96x14x14xf16>, tensor<1x96x1x1xf16> -> tensor<1x96x14x14xf16>
    %stages_stages.2_blocks_blocks.3_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.2_Add_output.0, %stages_stages.2_blocks_blocks.3_ls2_Mul_output.0 : tensor<1x96x14x14xf16>, tensor<1x96x14x14xf16> -> tensor<1x96x14x14xf16>
    %onnx_Conv.1452 = anec.constant #anec.placeholder<tensor<96x1x3x3xf16>>
    %onnx_Conv.1453 = anec.constant #anec.placeholder<tensor<96xf16>>
    %stages_stages.2_blocks_blocks.4_token_mixer_stride_conv_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.3_Add_output.0, %onnx_Conv.1452 bias(%onnx_Conv.1453 : tensor<96xf16>) {groups = 96 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x96x14x14xf16>, tensor<96x1x3x3xf16> -> tensor<1x96x7x7xf16>
    %onnx_Conv.1455 = anec.constant #anec.placeholder<tensor<256x96x1x1xf16>>
    %onnx_Conv.1456 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.4_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.1455 bias(%onnx_Conv.1456 : tensor<256xf16>) : tensor<1x96x7x7xf16>, tensor<256x96x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.4_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.2_blocks_blocks.4_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.2_blocks_blocks.4_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.2_blocks_blocks.4_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.1458 = anec.constant #anec.placeholder<tensor<256x96x1x1xf16>>
    %onnx_Conv.1459 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.4_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.1458 bias(%onnx_Conv.1459 : tensor<256xf16>) : tensor<1x96x7x7xf16>, tensor<256x96x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.4_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.2_blocks_blocks.4_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.1461 = anec.constant #anec.placeholder<tensor<1024x96x1x1xf16>>
    %onnx_Conv.1462 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.4_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.1461 bias(%onnx_Conv.1462 : tensor<1024xf16>) : tensor<1x96x7x7xf16>, tensor<1024x96x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.1464 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.1465 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.4_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_token_mixer_v_conv_Conv_output.0, %onnx_Conv.1464 bias(%onnx_Conv.1465 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.4_token_mixer_Reshape_2_output.0 = anec.reshape %stages_stages.2_blocks_blocks.4_token_mixer_v_conv_Conv_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.2_blocks_blocks.4_token_mixer_Transpose_1_output.0 = anec.transpose %stages_stages.2_blocks_blocks.4_token_mixer_Reshape_2_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x128x49xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.2_blocks_blocks.4_token_mixer_MatMul_output.0 = anec.matmul %stages_stages.2_blocks_blocks.4_token_mixer_Transpose_output.0, %stages_stages.2_blocks_blocks.4_token_mixer_Reshape_1_output.0 : tensor<1x8x49x32xf16>, tensor<1x8x32x49xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.4_token_mixer_Constant_3_output.0 = anec.constant dense<1.767580e-01> : tensor<1xf16>
    %stages_stages.2_blocks_blocks.4_token_mixer_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.4_token_mixer_MatMul_output.0, %stages_stages.2_blocks_blocks.4_token_mixer_Constant_3_output.0 : tensor<1x8x49x49xf16>, tensor<1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.4_token_mixer_Gather_output.0 = anec.constant #anec.placeholder<tensor<8x49x49xf16>>
    %stages_stages.2_blocks_blocks.4_token_mixer_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.4_token_mixer_Mul_output.0, %stages_stages.2_blocks_blocks.4_token_mixer_Gather_output.0 : tensor<1x8x49x49xf16>, tensor<8x49x49xf16> -> tensor<1x8x49x49xf16>
    %stages.2.blocks.4.token_mixer.talking_head1.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.2.blocks.4.token_mixer.talking_head1.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.2_blocks_blocks.4_token_mixer_talking_head1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_token_mixer_Add_output.0, %stages.2.blocks.4.token_mixer.talking_head1.weight bias(%stages.2.blocks.4.token_mixer.talking_head1.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.4_token_mixer_Softmax_output.0 = anec.softmax %stages_stages.2_blocks_blocks.4_token_mixer_talking_head1_Conv_output.0 {axis = 3 : i64} : tensor<1x8x49x49xf16>
    %stages.2.blocks.4.token_mixer.talking_head2.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.2.blocks.4.token_mixer.talking_head2.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.2_blocks_blocks.4_token_mixer_talking_head2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_token_mixer_Softmax_output.0, %stages.2.blocks.4.token_mixer.talking_head2.weight bias(%stages.2.blocks.4.token_mixer.talking_head2.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.4_token_mixer_MatMul_1_output.0 = anec.matmul %stages_stages.2_blocks_blocks.4_token_mixer_talking_head2_Conv_output.0, %stages_stages.2_blocks_blocks.4_token_mixer_Transpose_1_output.0 : tensor<1x8x49x49xf16>, tensor<1x8x49x128xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.2_blocks_blocks.4_token_mixer_Transpose_2_output.0 = anec.transpose %stages_stages.2_blocks_blocks.4_token_mixer_MatMul_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x49x128xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.2_blocks_blocks.4_token_mixer_Reshape_3_output.0 = anec.reshape %stages_stages.2_blocks_blocks.4_token_mixer_Transpose_2_output.0 : tensor<1x8x128x49xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.4_token_mixer_Add_1_output.0 = anec.add %stages_stages.2_blocks_blocks.4_token_mixer_Reshape_3_output.0, %stages_stages.2_blocks_blocks.4_token_mixer_v_local_conv_Conv_output.0 : tensor<1x1024x7x7xf16>, tensor<1x1024x7x7xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.4_token_mixer_upsample_Resize_output.0 = anec.resize %stages_stages.2_blocks_blocks.4_token_mixer_Add_1_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x1024x14x14xf16>
    %stages_stages.2_blocks_blocks.4_token_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.4_token_mixer_upsample_Resize_output.0 : tensor<1x1024x14x14xf16>
    %onnx_Conv.1467 = anec.constant #anec.placeholder<tensor<96x1024x1x1xf16>>
    %onnx_Conv.1468 = anec.constant #anec.placeholder<tensor<96xf16>>
    %stages_stages.2_blocks_blocks.4_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_token_mixer_act_Mul_1_output.0, %onnx_Conv.1467 bias(%onnx_Conv.1468 : tensor<96xf16>) : tensor<1x1024x14x14xf16>, tensor<96x1024x1x1xf16> -> tensor<1x96x14x14xf16>
    %onnx_Mul.1618 = anec.constant #anec.placeholder<tensor<1x96x1x1xf16>>
    %stages_stages.2_blocks_blocks.4_ls1_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.4_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.1618 : tensor<1x96x14x14xf16>, tensor<1x96x1x1xf16> -> tensor<1x96x14x14xf16>
    %stages_stages.2_blocks_blocks.4_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.3_Add_output.0, %stages_stages.2_blocks_blocks.4_ls1_Mul_output.0 : tensor<1x96x14x14xf16>, tensor<1x96x14x14xf16> -> tensor<1x96x14x14xf16>
    %onnx_Conv.1470 = anec.constant #anec.placeholder<tensor<384x96x1x1xf16>>
    %onnx_Conv.1471 = anec.constant #anec.placeholder<tensor<384xf16>>
    %stages_stages.2_blocks_blocks.4_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_Add_output.0, %onnx_Conv.1470 bias(%onnx_Conv.1471 : tensor<384xf16>) : tensor<1x96x14x14xf16>, tensor<384x96x1x1xf16> -> tensor<1x384x14x14xf16>
    %stages_stages.2_blocks_blocks.4_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.4_mlp_fc1_conv_Conv_output.0 : tensor<1x384x14x14xf16>
    %onnx_Conv.1473 = anec.constant #anec.placeholder<tensor<384x1x3x3xf16>>
    %onnx_Conv.1474 = anec.constant #anec.placeholder<tensor<384xf16>>
    %stages_stages.2_blocks_blocks.4_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1473 bias(%onnx_Conv.1474 : tensor<384xf16>) {groups = 384 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x384x14x14xf16>, tensor<384x1x3x3xf16> -> tensor<1x384x14x14xf16>
    %stages_stages.2_blocks_blocks.4_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.4_mlp_mid_conv_Conv_output.0 : tensor<1x384x14x14xf16>
    %onnx_Conv.1476 = anec.constant #anec.placeholder<tensor<96x384x1x1xf16>>
    %onnx_Conv.1477 = anec.constant #anec.placeholder<tensor<96xf16>>
    %stages_stages.2_blocks_blocks.4_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1476 bias(%onnx_Conv.1477 : tensor<96xf16>) : tensor<1x384x14x14xf16>, tensor<96x384x1x1xf16> -> tensor<1x96x14x14xf16>
    %onnx_Mul.1619 = anec.constant #anec.placeholder<tensor<1x96x1x1xf16>>
    %stages_stages.2_blocks_blocks.4_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.4_mlp_fc2_conv_Conv_output.0, %onnx_Mul.1619 : tensor<1x96x14x14xf16>, tensor<1x96x1x1xf16> -> tensor<1x96x14x14xf16>
    %stages_stages.2_blocks_blocks.4_Add_1_output.0 = anec.add %stages_stages.2_blocks_blocks.4_Add_output.0, %stages_stages.2_blocks_blocks.4_ls2_Mul_output.0 : tensor<1x96x14x14xf16>, tensor<1x96x14x14xf16> -> tensor<1x96x14x14xf16>
    %onnx_Conv.1479 = anec.constant #anec.placeholder<tensor<96x1x3x3xf16>>
    %onnx_Conv.1480 = anec.constant #anec.placeholder<tensor<96xf16>>
    %stages_stages.2_blocks_blocks.5_token_mixer_stride_conv_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.4_Add_1_output.0, %onnx_Conv.1479 bias(%onnx_Conv.1480 : tensor<96xf16>) {groups = 96 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x96x14x14xf16>, tensor<96x1x3x3xf16> -> tensor<1x96x7x7xf16>
    %onnx_Conv.1482 = anec.constant #anec.placeholder<tensor<256x96x1x1xf16>>
    %onnx_Conv.1483 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.5_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.1482 bias(%onnx_Conv.1483 : tensor<256xf16>) : tensor<1x96x7x7xf16>, tensor<256x96x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.5_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.2_blocks_blocks.5_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.2_blocks_blocks.5_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.2_blocks_blocks.5_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.1485 = anec.constant #anec.placeholder<tensor<256x96x1x1xf16>>
    %onnx_Conv.1486 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.2_blocks_blocks.5_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.1485 bias(%onnx_Conv.1486 : tensor<256xf16>) : tensor<1x96x7x7xf16>, tensor<256x96x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.2_blocks_blocks.5_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.2_blocks_blocks.5_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.1488 = anec.constant #anec.placeholder<tensor<1024x96x1x1xf16>>
    %onnx_Conv.1489 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.5_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_token_mixer_stride_conv_conv_Conv_output.0, %onnx_Conv.1488 bias(%onnx_Conv.1489 : tensor<1024xf16>) : tensor<1x96x7x7xf16>, tensor<1024x96x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.1491 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.1492 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.2_blocks_blocks.5_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_token_mixer_v_conv_Conv_output.0, %onnx_Conv.1491 bias(%onnx_Conv.1492 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.5_token_mixer_Reshape_2_output.0 = anec.reshape %stages_stages.2_blocks_blocks.5_token_mixer_v_conv_Conv_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.2_blocks_blocks.5_token_mixer_Transpose_1_output.0 = anec.transpose %stages_stages.2_blocks_blocks.5_token_mixer_Reshape_2_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x128x49xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.2_blocks_blocks.5_token_mixer_MatMul_output.0 = anec.matmul %stages_stages.2_blocks_blocks.5_token_mixer_Transpose_output.0, %stages_stages.2_blocks_blocks.5_token_mixer_Reshape_1_output.0 : tensor<1x8x49x32xf16>, tensor<1x8x32x49xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.5_token_mixer_Constant_3_output.0 = anec.constant dense<1.767580e-01> : tensor<1xf16>
    %stages_stages.2_blocks_blocks.5_token_mixer_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.5_token_mixer_MatMul_output.0, %stages_stages.2_blocks_blocks.5_token_mixer_Constant_3_output.0 : tensor<1x8x49x49xf16>, tensor<1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.5_token_mixer_Gather_output.0 = anec.constant #anec.placeholder<tensor<8x49x49xf16>>
    %stages_stages.2_blocks_blocks.5_token_mixer_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.5_token_mixer_Mul_output.0, %stages_stages.2_blocks_blocks.5_token_mixer_Gather_output.0 : tensor<1x8x49x49xf16>, tensor<8x49x49xf16> -> tensor<1x8x49x49xf16>
    %stages.2.blocks.5.token_mixer.talking_head1.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.2.blocks.5.token_mixer.talking_head1.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.2_blocks_blocks.5_token_mixer_talking_head1_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_token_mixer_Add_output.0, %stages.2.blocks.5.token_mixer.talking_head1.weight bias(%stages.2.blocks.5.token_mixer.talking_head1.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.5_token_mixer_Softmax_output.0 = anec.softmax %stages_stages.2_blocks_blocks.5_token_mixer_talking_head1_Conv_output.0 {axis = 3 : i64} : tensor<1x8x49x49xf16>
    %stages.2.blocks.5.token_mixer.talking_head2.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.2.blocks.5.token_mixer.talking_head2.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.2_blocks_blocks.5_token_mixer_talking_head2_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_token_mixer_Softmax_output.0, %stages.2.blocks.5.token_mixer.talking_head2.weight bias(%stages.2.blocks.5.token_mixer.talking_head2.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.2_blocks_blocks.5_token_mixer_MatMul_1_output.0 = anec.matmul %stages_stages.2_blocks_blocks.5_token_mixer_talking_head2_Conv_output.0, %stages_stages.2_blocks_blocks.5_token_mixer_Transpose_1_output.0 : tensor<1x8x49x49xf16>, tensor<1x8x49x128xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.2_blocks_blocks.5_token_mixer_Transpose_2_output.0 = anec.transpose %stages_stages.2_blocks_blocks.5_token_mixer_MatMul_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x49x128xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.2_blocks_blocks.5_token_mixer_Reshape_3_output.0 = anec.reshape %stages_stages.2_blocks_blocks.5_token_mixer_Transpose_2_output.0 : tensor<1x8x128x49xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.5_token_mixer_Add_1_output.0 = anec.add %stages_stages.2_blocks_blocks.5_token_mixer_Reshape_3_output.0, %stages_stages.2_blocks_blocks.5_token_mixer_v_local_conv_Conv_output.0 : tensor<1x1024x7x7xf16>, tensor<1x1024x7x7xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.2_blocks_blocks.5_token_mixer_upsample_Resize_output.0 = anec.resize %stages_stages.2_blocks_blocks.5_token_mixer_Add_1_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x1024x14x14xf16>
    %stages_stages.2_blocks_blocks.5_token_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.5_token_mixer_upsample_Resize_output.0 : tensor<1x1024x14x14xf16>
    %onnx_Conv.1494 = anec.constant #anec.placeholder<tensor<96x1024x1x1xf16>>
    %onnx_Conv.1495 = anec.constant #anec.placeholder<tensor<96xf16>>
    %stages_stages.2_blocks_blocks.5_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_token_mixer_act_Mul_1_output.0, %onnx_Conv.1494 bias(%onnx_Conv.1495 : tensor<96xf16>) : tensor<1x1024x14x14xf16>, tensor<96x1024x1x1xf16> -> tensor<1x96x14x14xf16>
    %onnx_Mul.1641 = anec.constant #anec.placeholder<tensor<1x96x1x1xf16>>
    %stages_stages.2_blocks_blocks.5_ls1_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.5_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.1641 : tensor<1x96x14x14xf16>, tensor<1x96x1x1xf16> -> tensor<1x96x14x14xf16>
    %stages_stages.2_blocks_blocks.5_Add_output.0 = anec.add %stages_stages.2_blocks_blocks.4_Add_1_output.0, %stages_stages.2_blocks_blocks.5_ls1_Mul_output.0 : tensor<1x96x14x14xf16>, tensor<1x96x14x14xf16> -> tensor<1x96x14x14xf16>
    %onnx_Conv.1497 = anec.constant #anec.placeholder<tensor<384x96x1x1xf16>>
    %onnx_Conv.1498 = anec.constant #anec.placeholder<tensor<384xf16>>
    %stages_stages.2_blocks_blocks.5_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_Add_output.0, %onnx_Conv.1497 bias(%onnx_Conv.1498 : tensor<384xf16>) : tensor<1x96x14x14xf16>, tensor<384x96x1x1xf16> -> tensor<1x384x14x14xf16>
    %stages_stages.2_blocks_blocks.5_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.5_mlp_fc1_conv_Conv_output.0 : tensor<1x384x14x14xf16>
    %onnx_Conv.1500 = anec.constant #anec.placeholder<tensor<384x1x3x3xf16>>
    %onnx_Conv.1501 = anec.constant #anec.placeholder<tensor<384xf16>>
    %stages_stages.2_blocks_blocks.5_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1500 bias(%onnx_Conv.1501 : tensor<384xf16>) {groups = 384 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x384x14x14xf16>, tensor<384x1x3x3xf16> -> tensor<1x384x14x14xf16>
    %stages_stages.2_blocks_blocks.5_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.2_blocks_blocks.5_mlp_mid_conv_Conv_output.0 : tensor<1x384x14x14xf16>
    %onnx_Conv.1503 = anec.constant #anec.placeholder<tensor<96x384x1x1xf16>>
    %onnx_Conv.1504 = anec.constant #anec.placeholder<tensor<96xf16>>
    %stages_stages.2_blocks_blocks.5_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1503 bias(%onnx_Conv.1504 : tensor<96xf16>) : tensor<1x384x14x14xf16>, tensor<96x384x1x1xf16> -> tensor<1x96x14x14xf16>
    %onnx_Mul.1642 = anec.constant #anec.placeholder<tensor<1x96x1x1xf16>>
    %stages_stages.2_blocks_blocks.5_ls2_Mul_output.0 = anec.mul %stages_stages.2_blocks_blocks.5_mlp_fc2_conv_Conv_output.0, %onnx_Mul.1642 : tensor<1x96x14x14xf16>, tensor<1x96x1x1xf16> -> tensor<1x96x14x14xf16>
    %stages_stages.2_blocks_blocks.5_Add_1_output.0 = anec.add %stages_stages.2_blocks_blocks.5_Add_output.0, %stages_stages.2_blocks_blocks.5_ls2_Mul_output.0 : tensor<1x96x14x14xf16>, tensor<1x96x14x14xf16> -> tensor<1x96x14x14xf16>
    %onnx_Conv.1506 = anec.constant #anec.placeholder<tensor<176x96x3x3xf16>>
    %onnx_Conv.1507 = anec.constant #anec.placeholder<tensor<176xf16>>
    %stages_stages.3_downsample_conv_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_Add_1_output.0, %onnx_Conv.1506 bias(%onnx_Conv.1507 : tensor<176xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x96x14x14xf16>, tensor<176x96x3x3xf16> -> tensor<1x176x7x7xf16>
    %stages.3.downsample.attn.q.local.weight = anec.constant #anec.placeholder<tensor<96x1x3x3xf16>>
    %stages.3.downsample.attn.q.local.bias = anec.constant #anec.placeholder<tensor<96xf16>>
    %stages_stages.3_downsample_attn_q_local_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_Add_1_output.0, %stages.3.downsample.attn.q.local.weight bias(%stages.3.downsample.attn.q.local.bias : tensor<96xf16>) {groups = 96 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x96x14x14xf16>, tensor<96x1x3x3xf16> -> tensor<1x96x7x7xf16>
    %stages_stages.3_downsample_attn_q_pool_AveragePool_output.0 = anec.avg_pool %stages_stages.2_blocks_blocks.5_Add_1_output.0 {strides = array<i64: 2, 2>, kernel_sizes = array<i64: 1, 1>, count_include_pad = true} : tensor<1x96x14x14xf16> -> tensor<1x96x7x7xf16>
    %stages_stages.3_downsample_attn_q_Add_output.0 = anec.add %stages_stages.3_downsample_attn_q_local_Conv_output.0, %stages_stages.3_downsample_attn_q_pool_AveragePool_output.0 : tensor<1x96x7x7xf16>, tensor<1x96x7x7xf16> -> tensor<1x96x7x7xf16>
    %onnx_Conv.1509 = anec.constant #anec.placeholder<tensor<128x96x1x1xf16>>
    %onnx_Conv.1510 = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.3_downsample_attn_q_proj_conv_Conv_output.0 = anec.convolution %stages_stages.3_downsample_attn_q_Add_output.0, %onnx_Conv.1509 bias(%onnx_Conv.1510 : tensor<128xf16>) : tensor<1x96x7x7xf16>, tensor<128x96x1x1xf16> -> tensor<1x128x7x7xf16>
    %stages_stages.3_downsample_attn_Reshape_output.0 = anec.reshape %stages_stages.3_downsample_attn_q_proj_conv_Conv_output.0 : tensor<1x128x7x7xf16> -> tensor<1x8x16x49xf16>
    %stages_stages.3_downsample_attn_Transpose_output.0 = anec.transpose %stages_stages.3_downsample_attn_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x16x49xf16> -> tensor<1x8x49x16xf16>
    %onnx_Conv.1512 = anec.constant #anec.placeholder<tensor<128x96x1x1xf16>>
    %onnx_Conv.1513 = anec.constant #anec.placeholder<tensor<128xf16>>
    %stages_stages.3_downsample_attn_k_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_Add_1_output.0, %onnx_Conv.1512 bias(%onnx_Conv.1513 : tensor<128xf16>) : tensor<1x96x14x14xf16>, tensor<128x96x1x1xf16> -> tensor<1x128x14x14xf16>
    %stages_stages.3_downsample_attn_Reshape_1_output.0 = anec.reshape %stages_stages.3_downsample_attn_k_conv_Conv_output.0 : tensor<1x128x14x14xf16> -> tensor<1x8x16x196xf16>
    %onnx_Conv.1515 = anec.constant #anec.placeholder<tensor<512x96x1x1xf16>>
    %onnx_Conv.1516 = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.3_downsample_attn_v_conv_Conv_output.0 = anec.convolution %stages_stages.2_blocks_blocks.5_Add_1_output.0, %onnx_Conv.1515 bias(%onnx_Conv.1516 : tensor<512xf16>) : tensor<1x96x14x14xf16>, tensor<512x96x1x1xf16> -> tensor<1x512x14x14xf16>
    %onnx_Conv.1518 = anec.constant #anec.placeholder<tensor<512x1x3x3xf16>>
    %onnx_Conv.1519 = anec.constant #anec.placeholder<tensor<512xf16>>
    %stages_stages.3_downsample_attn_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.3_downsample_attn_v_conv_Conv_output.0, %onnx_Conv.1518 bias(%onnx_Conv.1519 : tensor<512xf16>) {groups = 512 : i64, strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x512x14x14xf16>, tensor<512x1x3x3xf16> -> tensor<1x512x7x7xf16>
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
    %onnx_Conv.1521 = anec.constant #anec.placeholder<tensor<176x512x1x1xf16>>
    %onnx_Conv.1522 = anec.constant #anec.placeholder<tensor<176xf16>>
    %stages_stages.3_downsample_attn_proj_conv_Conv_output.0 = anec.convolution %stages_stages.3_downsample_attn_act_Mul_1_output.0, %onnx_Conv.1521 bias(%onnx_Conv.1522 : tensor<176xf16>) : tensor<1x512x7x7xf16>, tensor<176x512x1x1xf16> -> tensor<1x176x7x7xf16>
    %stages_stages.3_downsample_Add_output.0 = anec.add %stages_stages.3_downsample_attn_proj_conv_Conv_output.0, %stages_stages.3_downsample_conv_conv_Conv_output.0 : tensor<1x176x7x7xf16>, tensor<1x176x7x7xf16> -> tensor<1x176x7x7xf16>
    %onnx_Conv.1524 = anec.constant #anec.placeholder<tensor<704x176x1x1xf16>>
    %onnx_Conv.1525 = anec.constant #anec.placeholder<tensor<704xf16>>
    %stages_stages.3_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_downsample_Add_output.0, %onnx_Conv.1524 bias(%onnx_Conv.1525 : tensor<704xf16>) : tensor<1x176x7x7xf16>, tensor<704x176x1x1xf16> -> tensor<1x704x7x7xf16>
    %stages_stages.3_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.0_mlp_fc1_conv_Conv_output.0 : tensor<1x704x7x7xf16>
    %onnx_Conv.1527 = anec.constant #anec.placeholder<tensor<704x1x3x3xf16>>
    %onnx_Conv.1528 = anec.constant #anec.placeholder<tensor<704xf16>>
    %stages_stages.3_blocks_blocks.0_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.0_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1527 bias(%onnx_Conv.1528 : tensor<704xf16>) {groups = 704 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x704x7x7xf16>, tensor<704x1x3x3xf16> -> tensor<1x704x7x7xf16>
    %stages_stages.3_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.0_mlp_mid_conv_Conv_output.0 : tensor<1x704x7x7xf16>
    %onnx_Conv.1530 = anec.constant #anec.placeholder<tensor<176x704x1x1xf16>>
    %onnx_Conv.1531 = anec.constant #anec.placeholder<tensor<176xf16>>
    %stages_stages.3_blocks_blocks.0_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.0_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1530 bias(%onnx_Conv.1531 : tensor<176xf16>) : tensor<1x704x7x7xf16>, tensor<176x704x1x1xf16> -> tensor<1x176x7x7xf16>
    %onnx_Mul.1663 = anec.constant #anec.placeholder<tensor<1x176x1x1xf16>>
    %stages_stages.3_blocks_blocks.0_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.0_mlp_fc2_conv_Conv_output.0, %onnx_Mul.1663 : tensor<1x176x7x7xf16>, tensor<1x176x1x1xf16> -> tensor<1x176x7x7xf16>
    %stages_stages.3_blocks_blocks.0_Add_output.0 = anec.add %stages_stages.3_downsample_Add_output.0, %stages_stages.3_blocks_blocks.0_ls2_Mul_output.0 : tensor<1x176x7x7xf16>, tensor<1x176x7x7xf16> -> tensor<1x176x7x7xf16>
    %onnx_Conv.1533 = anec.constant #anec.placeholder<tensor<528x176x1x1xf16>>
    %onnx_Conv.1534 = anec.constant #anec.placeholder<tensor<528xf16>>
    %stages_stages.3_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.0_Add_output.0, %onnx_Conv.1533 bias(%onnx_Conv.1534 : tensor<528xf16>) : tensor<1x176x7x7xf16>, tensor<528x176x1x1xf16> -> tensor<1x528x7x7xf16>
    %stages_stages.3_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.1_mlp_fc1_conv_Conv_output.0 : tensor<1x528x7x7xf16>
    %onnx_Conv.1536 = anec.constant #anec.placeholder<tensor<528x1x3x3xf16>>
    %onnx_Conv.1537 = anec.constant #anec.placeholder<tensor<528xf16>>
    %stages_stages.3_blocks_blocks.1_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.1_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1536 bias(%onnx_Conv.1537 : tensor<528xf16>) {groups = 528 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x528x7x7xf16>, tensor<528x1x3x3xf16> -> tensor<1x528x7x7xf16>
    %stages_stages.3_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.1_mlp_mid_conv_Conv_output.0 : tensor<1x528x7x7xf16>
    %onnx_Conv.1539 = anec.constant #anec.placeholder<tensor<176x528x1x1xf16>>
    %onnx_Conv.1540 = anec.constant #anec.placeholder<tensor<176xf16>>
    %stages_stages.3_blocks_blocks.1_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.1_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1539 bias(%onnx_Conv.1540 : tensor<176xf16>) : tensor<1x528x7x7xf16>, tensor<176x528x1x1xf16> -> tensor<1x176x7x7xf16>
    %onnx_Mul.1664 = anec.constant #anec.placeholder<tensor<1x176x1x1xf16>>
    %stages_stages.3_blocks_blocks.1_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.1_mlp_fc2_conv_Conv_output.0, %onnx_Mul.1664 : tensor<1x176x7x7xf16>, tensor<1x176x1x1xf16> -> tensor<1x176x7x7xf16>
    %stages_stages.3_blocks_blocks.1_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.0_Add_output.0, %stages_stages.3_blocks_blocks.1_ls2_Mul_output.0 : tensor<1x176x7x7xf16>, tensor<1x176x7x7xf16> -> tensor<1x176x7x7xf16>
    %onnx_Conv.1542 = anec.constant #anec.placeholder<tensor<256x176x1x1xf16>>
    %onnx_Conv.1543 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.2_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.1_Add_output.0, %onnx_Conv.1542 bias(%onnx_Conv.1543 : tensor<256xf16>) : tensor<1x176x7x7xf16>, tensor<256x176x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.2_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.3_blocks_blocks.2_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.3_blocks_blocks.2_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.3_blocks_blocks.2_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.1545 = anec.constant #anec.placeholder<tensor<256x176x1x1xf16>>
    %onnx_Conv.1546 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.2_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.1_Add_output.0, %onnx_Conv.1545 bias(%onnx_Conv.1546 : tensor<256xf16>) : tensor<1x176x7x7xf16>, tensor<256x176x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.2_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.3_blocks_blocks.2_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.1548 = anec.constant #anec.placeholder<tensor<1024x176x1x1xf16>>
    %onnx_Conv.1549 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.2_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.1_Add_output.0, %onnx_Conv.1548 bias(%onnx_Conv.1549 : tensor<1024xf16>) : tensor<1x176x7x7xf16>, tensor<1024x176x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.1551 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.1552 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.2_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.2_token_mixer_v_conv_Conv_output.0, %onnx_Conv.1551 bias(%onnx_Conv.1552 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_blocks_blocks.2_token_mixer_Reshape_2_output.0 = anec.reshape %stages_stages.3_blocks_blocks.2_token_mixer_v_conv_Conv_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.3_blocks_blocks.2_token_mixer_Transpose_1_output.0 = anec.transpose %stages_stages.3_blocks_blocks.2_token_mixer_Reshape_2_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x128x49xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.3_blocks_blocks.2_token_mixer_MatMul_output.0 = anec.matmul %stages_stages.3_blocks_blocks.2_token_mixer_Transpose_output.0, %stages_stages.3_blocks_blocks.2_token_mixer_Reshape_1_output.0 : tensor<1x8x49x32xf16>, tensor<1x8x32x49xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.2_token_mixer_Constant_3_output.0 = anec.constant dense<1.767580e-01> : tensor<1xf16>
    %stages_stages.3_blocks_blocks.2_token_mixer_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.2_token_mixer_MatMul_output.0, %stages_stages.3_blocks_blocks.2_token_mixer_Constant_3_output.0 : tensor<1x8x49x49xf16>, tensor<1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.2_token_mixer_Gather_output.0 = anec.constant #anec.placeholder<tensor<8x49x49xf16>>
    %stages_stages.3_blocks_blocks.2_token_mixer_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.2_token_mixer_Mul_output.0, %stages_stages.3_blocks_blocks.2_token_mixer_Gather_output.0 : tensor<1x8x49x49xf16>, tensor<8x49x49xf16> -> tensor<1x8x49x49xf16>
    %stages.3.blocks.2.token_mixer.talking_head1.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.3.blocks.2.token_mixer.talking_head1.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.3_blocks_blocks.2_token_mixer_talking_head1_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.2_token_mixer_Add_output.0, %stages.3.blocks.2.token_mixer.talking_head1.weight bias(%stages.3.blocks.2.token_mixer.talking_head1.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.2_token_mixer_Softmax_output.0 = anec.softmax %stages_stages.3_blocks_blocks.2_token_mixer_talking_head1_Conv_output.0 {axis = 3 : i64} : tensor<1x8x49x49xf16>
    %stages.3.blocks.2.token_mixer.talking_head2.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.3.blocks.2.token_mixer.talking_head2.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.3_blocks_blocks.2_token_mixer_talking_head2_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.2_token_mixer_Softmax_output.0, %stages.3.blocks.2.token_mixer.talking_head2.weight bias(%stages.3.blocks.2.token_mixer.talking_head2.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.2_token_mixer_MatMul_1_output.0 = anec.matmul %stages_stages.3_blocks_blocks.2_token_mixer_talking_head2_Conv_output.0, %stages_stages.3_blocks_blocks.2_token_mixer_Transpose_1_output.0 : tensor<1x8x49x49xf16>, tensor<1x8x49x128xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.3_blocks_blocks.2_token_mixer_Transpose_2_output.0 = anec.transpose %stages_stages.3_blocks_blocks.2_token_mixer_MatMul_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x49x128xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.3_blocks_blocks.2_token_mixer_Reshape_3_output.0 = anec.reshape %stages_stages.3_blocks_blocks.2_token_mixer_Transpose_2_output.0 : tensor<1x8x128x49xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_blocks_blocks.2_token_mixer_Add_1_output.0 = anec.add %stages_stages.3_blocks_blocks.2_token_mixer_Reshape_3_output.0, %stages_stages.3_blocks_blocks.2_token_mixer_v_local_conv_Conv_output.0 : tensor<1x1024x7x7xf16>, tensor<1x1024x7x7xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_blocks_blocks.2_token_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.2_token_mixer_Add_1_output.0 : tensor<1x1024x7x7xf16>
    %onnx_Conv.1554 = anec.constant #anec.placeholder<tensor<176x1024x1x1xf16>>
    %onnx_Conv.1555 = anec.constant #anec.placeholder<tensor<176xf16>>
    %stages_stages.3_blocks_blocks.2_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.2_token_mixer_act_Mul_1_output.0, %onnx_Conv.1554 bias(%onnx_Conv.1555 : tensor<176xf16>) : tensor<1x1024x7x7xf16>, tensor<176x1024x1x1xf16> -> tensor<1x176x7x7xf16>
    %onnx_Mul.1685 = anec.constant #anec.placeholder<tensor<1x176x1x1xf16>>
    %stages_stages.3_blocks_blocks.2_ls1_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.2_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.1685 : tensor<1x176x7x7xf16>, tensor<1x176x1x1xf16> -> tensor<1x176x7x7xf16>
    %stages_stages.3_blocks_blocks.2_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.1_Add_output.0, %stages_stages.3_blocks_blocks.2_ls1_Mul_output.0 : tensor<1x176x7x7xf16>, tensor<1x176x7x7xf16> -> tensor<1x176x7x7xf16>
    %onnx_Conv.1557 = anec.constant #anec.placeholder<tensor<528x176x1x1xf16>>
    %onnx_Conv.1558 = anec.constant #anec.placeholder<tensor<528xf16>>
    %stages_stages.3_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.2_Add_output.0, %onnx_Conv.1557 bias(%onnx_Conv.1558 : tensor<528xf16>) : tensor<1x176x7x7xf16>, tensor<528x176x1x1xf16> -> tensor<1x528x7x7xf16>
    %stages_stages.3_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.2_mlp_fc1_conv_Conv_output.0 : tensor<1x528x7x7xf16>
    %onnx_Conv.1560 = anec.constant #anec.placeholder<tensor<528x1x3x3xf16>>
    %onnx_Conv.1561 = anec.constant #anec.placeholder<tensor<528xf16>>
    %stages_stages.3_blocks_blocks.2_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.2_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1560 bias(%onnx_Conv.1561 : tensor<528xf16>) {groups = 528 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x528x7x7xf16>, tensor<528x1x3x3xf16> -> tensor<1x528x7x7xf16>
    %stages_stages.3_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.2_mlp_mid_conv_Conv_output.0 : tensor<1x528x7x7xf16>
    %onnx_Conv.1563 = anec.constant #anec.placeholder<tensor<176x528x1x1xf16>>
    %onnx_Conv.1564 = anec.constant #anec.placeholder<tensor<176xf16>>
    %stages_stages.3_blocks_blocks.2_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.2_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1563 bias(%onnx_Conv.1564 : tensor<176xf16>) : tensor<1x528x7x7xf16>, tensor<176x528x1x1xf16> -> tensor<1x176x7x7xf16>
    %onnx_Mul.1686 = anec.constant #anec.placeholder<tensor<1x176x1x1xf16>>
    %stages_stages.3_blocks_blocks.2_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.2_mlp_fc2_conv_Conv_output.0, %onnx_Mul.1686 : tensor<1x176x7x7xf16>, tensor<1x176x1x1xf16> -> tensor<1x176x7x7xf16>
    %stages_stages.3_blocks_blocks.2_Add_1_output.0 = anec.add %stages_stages.3_blocks_blocks.2_Add_output.0, %stages_stages.3_blocks_blocks.2_ls2_Mul_output.0 : tensor<1x176x7x7xf16>, tensor<1x176x7x7xf16> -> tensor<1x176x7x7xf16>
    %onnx_Conv.1566 = anec.constant #anec.placeholder<tensor<256x176x1x1xf16>>
    %onnx_Conv.1567 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.3_token_mixer_q_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.2_Add_1_output.0, %onnx_Conv.1566 bias(%onnx_Conv.1567 : tensor<256xf16>) : tensor<1x176x7x7xf16>, tensor<256x176x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.3_token_mixer_Reshape_output.0 = anec.reshape %stages_stages.3_blocks_blocks.3_token_mixer_q_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %stages_stages.3_blocks_blocks.3_token_mixer_Transpose_output.0 = anec.transpose %stages_stages.3_blocks_blocks.3_token_mixer_Reshape_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x32x49xf16> -> tensor<1x8x49x32xf16>
    %onnx_Conv.1569 = anec.constant #anec.placeholder<tensor<256x176x1x1xf16>>
    %onnx_Conv.1570 = anec.constant #anec.placeholder<tensor<256xf16>>
    %stages_stages.3_blocks_blocks.3_token_mixer_k_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.2_Add_1_output.0, %onnx_Conv.1569 bias(%onnx_Conv.1570 : tensor<256xf16>) : tensor<1x176x7x7xf16>, tensor<256x176x1x1xf16> -> tensor<1x256x7x7xf16>
    %stages_stages.3_blocks_blocks.3_token_mixer_Reshape_1_output.0 = anec.reshape %stages_stages.3_blocks_blocks.3_token_mixer_k_conv_Conv_output.0 : tensor<1x256x7x7xf16> -> tensor<1x8x32x49xf16>
    %onnx_Conv.1572 = anec.constant #anec.placeholder<tensor<1024x176x1x1xf16>>
    %onnx_Conv.1573 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.3_token_mixer_v_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.2_Add_1_output.0, %onnx_Conv.1572 bias(%onnx_Conv.1573 : tensor<1024xf16>) : tensor<1x176x7x7xf16>, tensor<1024x176x1x1xf16> -> tensor<1x1024x7x7xf16>
    %onnx_Conv.1575 = anec.constant #anec.placeholder<tensor<1024x1x3x3xf16>>
    %onnx_Conv.1576 = anec.constant #anec.placeholder<tensor<1024xf16>>
    %stages_stages.3_blocks_blocks.3_token_mixer_v_local_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.3_token_mixer_v_conv_Conv_output.0, %onnx_Conv.1575 bias(%onnx_Conv.1576 : tensor<1024xf16>) {groups = 1024 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x1024x7x7xf16>, tensor<1024x1x3x3xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_blocks_blocks.3_token_mixer_Reshape_2_output.0 = anec.reshape %stages_stages.3_blocks_blocks.3_token_mixer_v_conv_Conv_output.0 : tensor<1x1024x7x7xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.3_blocks_blocks.3_token_mixer_Transpose_1_output.0 = anec.transpose %stages_stages.3_blocks_blocks.3_token_mixer_Reshape_2_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x128x49xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.3_blocks_blocks.3_token_mixer_MatMul_output.0 = anec.matmul %stages_stages.3_blocks_blocks.3_token_mixer_Transpose_output.0, %stages_stages.3_blocks_blocks.3_token_mixer_Reshape_1_output.0 : tensor<1x8x49x32xf16>, tensor<1x8x32x49xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.3_token_mixer_Constant_3_output.0 = anec.constant dense<1.767580e-01> : tensor<1xf16>
    %stages_stages.3_blocks_blocks.3_token_mixer_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.3_token_mixer_MatMul_output.0, %stages_stages.3_blocks_blocks.3_token_mixer_Constant_3_output.0 : tensor<1x8x49x49xf16>, tensor<1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.3_token_mixer_Gather_output.0 = anec.constant #anec.placeholder<tensor<8x49x49xf16>>
    %stages_stages.3_blocks_blocks.3_token_mixer_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.3_token_mixer_Mul_output.0, %stages_stages.3_blocks_blocks.3_token_mixer_Gather_output.0 : tensor<1x8x49x49xf16>, tensor<8x49x49xf16> -> tensor<1x8x49x49xf16>
    %stages.3.blocks.3.token_mixer.talking_head1.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.3.blocks.3.token_mixer.talking_head1.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.3_blocks_blocks.3_token_mixer_talking_head1_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.3_token_mixer_Add_output.0, %stages.3.blocks.3.token_mixer.talking_head1.weight bias(%stages.3.blocks.3.token_mixer.talking_head1.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.3_token_mixer_Softmax_output.0 = anec.softmax %stages_stages.3_blocks_blocks.3_token_mixer_talking_head1_Conv_output.0 {axis = 3 : i64} : tensor<1x8x49x49xf16>
    %stages.3.blocks.3.token_mixer.talking_head2.weight = anec.constant #anec.placeholder<tensor<8x8x1x1xf16>>
    %stages.3.blocks.3.token_mixer.talking_head2.bias = anec.constant #anec.placeholder<tensor<8xf16>>
    %stages_stages.3_blocks_blocks.3_token_mixer_talking_head2_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.3_token_mixer_Softmax_output.0, %stages.3.blocks.3.token_mixer.talking_head2.weight bias(%stages.3.blocks.3.token_mixer.talking_head2.bias : tensor<8xf16>) : tensor<1x8x49x49xf16>, tensor<8x8x1x1xf16> -> tensor<1x8x49x49xf16>
    %stages_stages.3_blocks_blocks.3_token_mixer_MatMul_1_output.0 = anec.matmul %stages_stages.3_blocks_blocks.3_token_mixer_talking_head2_Conv_output.0, %stages_stages.3_blocks_blocks.3_token_mixer_Transpose_1_output.0 : tensor<1x8x49x49xf16>, tensor<1x8x49x128xf16> -> tensor<1x8x49x128xf16>
    %stages_stages.3_blocks_blocks.3_token_mixer_Transpose_2_output.0 = anec.transpose %stages_stages.3_blocks_blocks.3_token_mixer_MatMul_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x8x49x128xf16> -> tensor<1x8x128x49xf16>
    %stages_stages.3_blocks_blocks.3_token_mixer_Reshape_3_output.0 = anec.reshape %stages_stages.3_blocks_blocks.3_token_mixer_Transpose_2_output.0 : tensor<1x8x128x49xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_blocks_blocks.3_token_mixer_Add_1_output.0 = anec.add %stages_stages.3_blocks_blocks.3_token_mixer_Reshape_3_output.0, %stages_stages.3_blocks_blocks.3_token_mixer_v_local_conv_Conv_output.0 : tensor<1x1024x7x7xf16>, tensor<1x1024x7x7xf16> -> tensor<1x1024x7x7xf16>
    %stages_stages.3_blocks_blocks.3_token_mixer_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.3_token_mixer_Add_1_output.0 : tensor<1x1024x7x7xf16>
    %onnx_Conv.1578 = anec.constant #anec.placeholder<tensor<176x1024x1x1xf16>>
    %onnx_Conv.1579 = anec.constant #anec.placeholder<tensor<176xf16>>
    %stages_stages.3_blocks_blocks.3_token_mixer_proj_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.3_token_mixer_act_Mul_1_output.0, %onnx_Conv.1578 bias(%onnx_Conv.1579 : tensor<176xf16>) : tensor<1x1024x7x7xf16>, tensor<176x1024x1x1xf16> -> tensor<1x176x7x7xf16>
    %onnx_Mul.1707 = anec.constant #anec.placeholder<tensor<1x176x1x1xf16>>
    %stages_stages.3_blocks_blocks.3_ls1_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.3_token_mixer_proj_conv_Conv_output.0, %onnx_Mul.1707 : tensor<1x176x7x7xf16>, tensor<1x176x1x1xf16> -> tensor<1x176x7x7xf16>
    %stages_stages.3_blocks_blocks.3_Add_output.0 = anec.add %stages_stages.3_blocks_blocks.2_Add_1_output.0, %stages_stages.3_blocks_blocks.3_ls1_Mul_output.0 : tensor<1x176x7x7xf16>, tensor<1x176x7x7xf16> -> tensor<1x176x7x7xf16>
    %onnx_Conv.1581 = anec.constant #anec.placeholder<tensor<704x176x1x1xf16>>
    %onnx_Conv.1582 = anec.constant #anec.placeholder<tensor<704xf16>>
    %stages_stages.3_blocks_blocks.3_mlp_fc1_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.3_Add_output.0, %onnx_Conv.1581 bias(%onnx_Conv.1582 : tensor<704xf16>) : tensor<1x176x7x7xf16>, tensor<704x176x1x1xf16> -> tensor<1x704x7x7xf16>
    %stages_stages.3_blocks_blocks.3_mlp_fc1_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.3_mlp_fc1_conv_Conv_output.0 : tensor<1x704x7x7xf16>
    %onnx_Conv.1584 = anec.constant #anec.placeholder<tensor<704x1x3x3xf16>>
    %onnx_Conv.1585 = anec.constant #anec.placeholder<tensor<704xf16>>
    %stages_stages.3_blocks_blocks.3_mlp_mid_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.3_mlp_fc1_bn_act_Mul_1_output.0, %onnx_Conv.1584 bias(%onnx_Conv.1585 : tensor<704xf16>) {groups = 704 : i64, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x704x7x7xf16>, tensor<704x1x3x3xf16> -> tensor<1x704x7x7xf16>
    %stages_stages.3_blocks_blocks.3_mlp_mid_bn_act_Mul_1_output.0 = anec.gelu %stages_stages.3_blocks_blocks.3_mlp_mid_conv_Conv_output.0 : tensor<1x704x7x7xf16>
    %onnx_Conv.1587 = anec.constant #anec.placeholder<tensor<176x704x1x1xf16>>
    %onnx_Conv.1588 = anec.constant #anec.placeholder<tensor<176xf16>>
    %stages_stages.3_blocks_blocks.3_mlp_fc2_conv_Conv_output.0 = anec.convolution %stages_stages.3_blocks_blocks.3_mlp_mid_bn_act_Mul_1_output.0, %onnx_Conv.1587 bias(%onnx_Conv.1588 : tensor<176xf16>) : tensor<1x704x7x7xf16>, tensor<176x704x1x1xf16> -> tensor<1x176x7x7xf16>
    %onnx_Mul.1708 = anec.constant #anec.placeholder<tensor<1x176x1x1xf16>>
    %stages_stages.3_blocks_blocks.3_ls2_Mul_output.0 = anec.mul %stages_stages.3_blocks_blocks.3_mlp_fc2_conv_Conv_output.0, %onnx_Mul.1708 : tensor<1x176x7x7xf16>, tensor<1x176x1x1xf16> -> tensor<1x176x7x7xf16>
    %stages_stages.3_blocks_blocks.3_Add_1_output.0 = anec.add %stages_stages.3_blocks_blocks.3_Add_output.0, %stages_stages.3_blocks_blocks.3_ls2_Mul_output.0 : tensor<1x176x7x7xf16>, tensor<1x176x7x7xf16> -> tensor<1x176x7x7xf16>
    %norm.weight = anec.constant #anec.placeholder<tensor<176xf16>>
    %norm.bias = anec.constant #anec.placeholder<tensor<176xf16>>
    %norm.running_mean = anec.constant #anec.placeholder<tensor<176xf16>>
    %norm.running_var = anec.constant #anec.placeholder<tensor<176xf16>>
    %norm_BatchNormalization_output.0 = anec.batch_norm %stages_stages.3_blocks_blocks.3_Add_1_output.0, %norm.running_mean, %norm.running_var, %norm.weight, %norm.bias : tensor<1x176x7x7xf16>, tensor<176xf16>
    %ReduceMean_output.0 = anec.reduce_mean %norm_BatchNormalization_output.0 {axes = array<i64: 2, 3>, keep_dims = false} : tensor<1x176x7x7xf16> -> tensor<1x176xf16>
    %head.weight = anec.constant #anec.placeholder<tensor<1000x176xf16>>
    %0 = anec.matmul %ReduceMean_output.0, %head.weight transpose_rhs true : tensor<1x176xf16>, tensor<1000x176xf16> -> tensor<1x1000xf16>
    %head.bias = anec.constant #anec.placeholder<tensor<1000xf16>>
    %head_Gemm_output.0 = anec.add %0, %head.bias : tensor<1x1000xf16>, tensor<1000xf16> -> tensor<1x1000xf16>
    %head_dist.weight = anec.constant #anec.placeholder<tensor<1000x176xf16>>
    %1 = anec.matmul %ReduceMean_output.0, %head_dist.weight transpose_rhs true : tensor<1x176xf16>, tensor<1000x176xf16> -> tensor<1x1000xf16>
    %head_dist.bias = anec.constant #anec.placeholder<tensor<1000xf16>>
    %head_dist_Gemm_output.0 = anec.add %1, %head_dist.bias : tensor<1x1000xf16>, tensor<1000xf16> -> tensor<1x1000xf16>
    %Add_output.0 = anec.add %head_Gemm_output.0, %head_dist_Gemm_output.0 : tensor<1x1000xf16>, tensor<1x1000xf16> -> tensor<1x1000xf16>
    %Constant_output.0 = anec.constant dense<2.000000e+00> : tensor<1xf16>
    %output = anec.div %Add_output.0, %Constant_output.0 : tensor<1x1000xf16>, tensor<1xf16> -> tensor<1x1000xf16>
    %output_f32 = anec.cast %output : tensor<1x1000xf16> -> tensor<1x1000xf32>
    func.return %output_f32 : tensor<1x1000xf32>
  }
}
