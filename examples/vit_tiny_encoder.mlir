// ViT-tiny encoder (timm layout: patch 16, dim 192, depth 12, 3 heads), the class token out.
// From devtools/reference_models.py, exported by PyTorch's TorchScript exporter
// (opset 17, batch norm folded into the convolutions) and
// imported by `anec-import --weights args`: fp16 compute behind the fp32 interface,
// and after the input, 100 weights as function arguments in order of first use
// (splat tensors stay inline). Regenerate with `python -m devtools.gen_examples`.
builtin.module {
  func.func @vit_tiny_encoder(%input: tensor<1x3x224x224xf32>, %patch_embed.weight: tensor<192x3x16x16xf16>, %patch_embed.bias: tensor<192xf16>, %Expand_output.0: tensor<1x1x192xf16>, %pos_embed: tensor<1x197x192xf16>, %onnx_MatMul.901: tensor<192x576xf16>, %blocks.0.attn.qkv.bias: tensor<576xf16>, %onnx_MatMul.912: tensor<192x192xf16>, %blocks.0.attn.proj.bias: tensor<192xf16>, %onnx_MatMul.913: tensor<192x768xf16>, %blocks.0.mlp.0.bias: tensor<768xf16>, %onnx_MatMul.914: tensor<768x192xf16>, %blocks.0.mlp.2.bias: tensor<192xf16>, %onnx_MatMul.915: tensor<192x576xf16>, %blocks.1.attn.qkv.bias: tensor<576xf16>, %onnx_MatMul.926: tensor<192x192xf16>, %blocks.1.attn.proj.bias: tensor<192xf16>, %onnx_MatMul.927: tensor<192x768xf16>, %blocks.1.mlp.0.bias: tensor<768xf16>, %onnx_MatMul.928: tensor<768x192xf16>, %blocks.1.mlp.2.bias: tensor<192xf16>, %onnx_MatMul.929: tensor<192x576xf16>, %blocks.2.attn.qkv.bias: tensor<576xf16>, %onnx_MatMul.940: tensor<192x192xf16>, %blocks.2.attn.proj.bias: tensor<192xf16>, %onnx_MatMul.941: tensor<192x768xf16>, %blocks.2.mlp.0.bias: tensor<768xf16>, %onnx_MatMul.942: tensor<768x192xf16>, %blocks.2.mlp.2.bias: tensor<192xf16>, %onnx_MatMul.943: tensor<192x576xf16>, %blocks.3.attn.qkv.bias: tensor<576xf16>, %onnx_MatMul.954: tensor<192x192xf16>, %blocks.3.attn.proj.bias: tensor<192xf16>, %onnx_MatMul.955: tensor<192x768xf16>, %blocks.3.mlp.0.bias: tensor<768xf16>, %onnx_MatMul.956: tensor<768x192xf16>, %blocks.3.mlp.2.bias: tensor<192xf16>, %onnx_MatMul.957: tensor<192x576xf16>, %blocks.4.attn.qkv.bias: tensor<576xf16>, %onnx_MatMul.968: tensor<192x192xf16>, %blocks.4.attn.proj.bias: tensor<192xf16>, %onnx_MatMul.969: tensor<192x768xf16>, %blocks.4.mlp.0.bias: tensor<768xf16>, %onnx_MatMul.970: tensor<768x192xf16>, %blocks.4.mlp.2.bias: tensor<192xf16>, %onnx_MatMul.971: tensor<192x576xf16>, %blocks.5.attn.qkv.bias: tensor<576xf16>, %onnx_MatMul.982: tensor<192x192xf16>, %blocks.5.attn.proj.bias: tensor<192xf16>, %onnx_MatMul.983: tensor<192x768xf16>, %blocks.5.mlp.0.bias: tensor<768xf16>, %onnx_MatMul.984: tensor<768x192xf16>, %blocks.5.mlp.2.bias: tensor<192xf16>, %onnx_MatMul.985: tensor<192x576xf16>, %blocks.6.attn.qkv.bias: tensor<576xf16>, %onnx_MatMul.996: tensor<192x192xf16>, %blocks.6.attn.proj.bias: tensor<192xf16>, %onnx_MatMul.997: tensor<192x768xf16>, %blocks.6.mlp.0.bias: tensor<768xf16>, %onnx_MatMul.998: tensor<768x192xf16>, %blocks.6.mlp.2.bias: tensor<192xf16>, %onnx_MatMul.999: tensor<192x576xf16>, %blocks.7.attn.qkv.bias: tensor<576xf16>, %onnx_MatMul.1010: tensor<192x192xf16>, %blocks.7.attn.proj.bias: tensor<192xf16>, %onnx_MatMul.1011: tensor<192x768xf16>, %blocks.7.mlp.0.bias: tensor<768xf16>, %onnx_MatMul.1012: tensor<768x192xf16>, %blocks.7.mlp.2.bias: tensor<192xf16>, %onnx_MatMul.1013: tensor<192x576xf16>, %blocks.8.attn.qkv.bias: tensor<576xf16>, %onnx_MatMul.1024: tensor<192x192xf16>, %blocks.8.attn.proj.bias: tensor<192xf16>, %onnx_MatMul.1025: tensor<192x768xf16>, %blocks.8.mlp.0.bias: tensor<768xf16>, %onnx_MatMul.1026: tensor<768x192xf16>, %blocks.8.mlp.2.bias: tensor<192xf16>, %onnx_MatMul.1027: tensor<192x576xf16>, %blocks.9.attn.qkv.bias: tensor<576xf16>, %onnx_MatMul.1038: tensor<192x192xf16>, %blocks.9.attn.proj.bias: tensor<192xf16>, %onnx_MatMul.1039: tensor<192x768xf16>, %blocks.9.mlp.0.bias: tensor<768xf16>, %onnx_MatMul.1040: tensor<768x192xf16>, %blocks.9.mlp.2.bias: tensor<192xf16>, %onnx_MatMul.1041: tensor<192x576xf16>, %blocks.10.attn.qkv.bias: tensor<576xf16>, %onnx_MatMul.1052: tensor<192x192xf16>, %blocks.10.attn.proj.bias: tensor<192xf16>, %onnx_MatMul.1053: tensor<192x768xf16>, %blocks.10.mlp.0.bias: tensor<768xf16>, %onnx_MatMul.1054: tensor<768x192xf16>, %blocks.10.mlp.2.bias: tensor<192xf16>, %onnx_MatMul.1055: tensor<192x576xf16>, %blocks.11.attn.qkv.bias: tensor<576xf16>, %onnx_MatMul.1066: tensor<192x192xf16>, %blocks.11.attn.proj.bias: tensor<192xf16>, %onnx_MatMul.1067: tensor<192x768xf16>, %blocks.11.mlp.0.bias: tensor<768xf16>, %onnx_MatMul.1068: tensor<768x192xf16>, %blocks.11.mlp.2.bias: tensor<192xf16>) -> tensor<1x192xf32> {
    %input_f16 = anec.cast %input : tensor<1x3x224x224xf32> -> tensor<1x3x224x224xf16>
    %patch_embed_Conv_output.0 = anec.convolution %input_f16, %patch_embed.weight bias(%patch_embed.bias : tensor<192xf16>) {strides = array<i64: 16, 16>} : tensor<1x3x224x224xf16>, tensor<192x3x16x16xf16> -> tensor<1x192x14x14xf16>
    %Reshape_output.0 = anec.reshape %patch_embed_Conv_output.0 : tensor<1x192x14x14xf16> -> tensor<1x192x196xf16>
    %Transpose_output.0 = anec.transpose %Reshape_output.0 {permutation = array<i64: 0, 2, 1>} : tensor<1x192x196xf16> -> tensor<1x196x192xf16>
    %Concat_1_output.0 = anec.concat %Expand_output.0, %Transpose_output.0 {axis = 1 : i64} : tensor<1x1x192xf16>, tensor<1x196x192xf16> -> tensor<1x197x192xf16>
    %Add_output.0 = anec.add %Concat_1_output.0, %pos_embed : tensor<1x197x192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks.0.norm1.weight = anec.constant dense<1.000000e+00> : tensor<192xf16>
    %blocks.0.norm1.bias = anec.constant dense<0.000000e+00> : tensor<192xf16>
    %blocks_blocks.0_norm1_LayerNormalization_output.0 = anec.layer_norm %Add_output.0 scale(%blocks.0.norm1.weight : tensor<192xf16>) bias(%blocks.0.norm1.bias : tensor<192xf16>) {axes = array<i64: 2>, epsilon = 1.000000e-06 : f32} : tensor<1x197x192xf16>
    %blocks_blocks.0_attn_qkv_MatMul_output.0 = anec.matmul %blocks_blocks.0_norm1_LayerNormalization_output.0, %onnx_MatMul.901 : tensor<1x197x192xf16>, tensor<192x576xf16> -> tensor<1x197x576xf16>
    %blocks_blocks.0_attn_qkv_Add_output.0 = anec.add %blocks.0.attn.qkv.bias, %blocks_blocks.0_attn_qkv_MatMul_output.0 : tensor<576xf16>, tensor<1x197x576xf16> -> tensor<1x197x576xf16>
    %blocks_blocks.0_attn_Reshape_output.0 = anec.reshape %blocks_blocks.0_attn_qkv_Add_output.0 : tensor<1x197x576xf16> -> tensor<1x197x3x3x64xf16>
    %blocks_blocks.0_attn_Transpose_output.0 = anec.transpose %blocks_blocks.0_attn_Reshape_output.0 {permutation = array<i64: 2, 0, 3, 1, 4>} : tensor<1x197x3x3x64xf16> -> tensor<3x1x3x197x64xf16>
    %0 = anec.slice %blocks_blocks.0_attn_Transpose_output.0 {offsets = array<i64: 0, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.0_attn_Gather_output.0 = anec.reshape %0 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %1 = anec.slice %blocks_blocks.0_attn_Transpose_output.0 {offsets = array<i64: 1, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.0_attn_Gather_1_output.0 = anec.reshape %1 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %2 = anec.slice %blocks_blocks.0_attn_Transpose_output.0 {offsets = array<i64: 2, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.0_attn_Gather_2_output.0 = anec.reshape %2 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %blocks_blocks.0_attn_Transpose_1_output.0 = anec.transpose %blocks_blocks.0_attn_Gather_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x3x197x64xf16> -> tensor<1x3x64x197xf16>
    %blocks_blocks.0_attn_MatMul_output.0 = anec.matmul %blocks_blocks.0_attn_Gather_output.0, %blocks_blocks.0_attn_Transpose_1_output.0 : tensor<1x3x197x64xf16>, tensor<1x3x64x197xf16> -> tensor<1x3x197x197xf16>
    %blocks_blocks.0_attn_Constant_1_output.0 = anec.constant dense<1.250000e-01> : tensor<1xf16>
    %blocks_blocks.0_attn_Mul_output.0 = anec.mul %blocks_blocks.0_attn_MatMul_output.0, %blocks_blocks.0_attn_Constant_1_output.0 : tensor<1x3x197x197xf16>, tensor<1xf16> -> tensor<1x3x197x197xf16>
    %blocks_blocks.0_attn_Softmax_output.0 = anec.softmax %blocks_blocks.0_attn_Mul_output.0 {axis = 3 : i64} : tensor<1x3x197x197xf16>
    %blocks_blocks.0_attn_MatMul_1_output.0 = anec.matmul %blocks_blocks.0_attn_Softmax_output.0, %blocks_blocks.0_attn_Gather_2_output.0 : tensor<1x3x197x197xf16>, tensor<1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %blocks_blocks.0_attn_Transpose_2_output.0 = anec.transpose %blocks_blocks.0_attn_MatMul_1_output.0 {permutation = array<i64: 0, 2, 1, 3>} : tensor<1x3x197x64xf16> -> tensor<1x197x3x64xf16>
    %blocks_blocks.0_attn_Reshape_1_output.0 = anec.reshape %blocks_blocks.0_attn_Transpose_2_output.0 : tensor<1x197x3x64xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.0_attn_proj_MatMul_output.0 = anec.matmul %blocks_blocks.0_attn_Reshape_1_output.0, %onnx_MatMul.912 : tensor<1x197x192xf16>, tensor<192x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.0_attn_proj_Add_output.0 = anec.add %blocks.0.attn.proj.bias, %blocks_blocks.0_attn_proj_MatMul_output.0 : tensor<192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.0_Add_output.0 = anec.add %Add_output.0, %blocks_blocks.0_attn_proj_Add_output.0 : tensor<1x197x192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks.0.norm2.weight = anec.constant dense<1.000000e+00> : tensor<192xf16>
    %blocks.0.norm2.bias = anec.constant dense<0.000000e+00> : tensor<192xf16>
    %blocks_blocks.0_norm2_LayerNormalization_output.0 = anec.layer_norm %blocks_blocks.0_Add_output.0 scale(%blocks.0.norm2.weight : tensor<192xf16>) bias(%blocks.0.norm2.bias : tensor<192xf16>) {axes = array<i64: 2>, epsilon = 1.000000e-06 : f32} : tensor<1x197x192xf16>
    %blocks_blocks.0_mlp_mlp.0_MatMul_output.0 = anec.matmul %blocks_blocks.0_norm2_LayerNormalization_output.0, %onnx_MatMul.913 : tensor<1x197x192xf16>, tensor<192x768xf16> -> tensor<1x197x768xf16>
    %blocks_blocks.0_mlp_mlp.0_Add_output.0 = anec.add %blocks.0.mlp.0.bias, %blocks_blocks.0_mlp_mlp.0_MatMul_output.0 : tensor<768xf16>, tensor<1x197x768xf16> -> tensor<1x197x768xf16>
    %blocks_blocks.0_mlp_mlp.1_Mul_1_output.0 = anec.gelu %blocks_blocks.0_mlp_mlp.0_Add_output.0 : tensor<1x197x768xf16>
    %blocks_blocks.0_mlp_mlp.2_MatMul_output.0 = anec.matmul %blocks_blocks.0_mlp_mlp.1_Mul_1_output.0, %onnx_MatMul.914 : tensor<1x197x768xf16>, tensor<768x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.0_mlp_mlp.2_Add_output.0 = anec.add %blocks.0.mlp.2.bias, %blocks_blocks.0_mlp_mlp.2_MatMul_output.0 : tensor<192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.0_Add_1_output.0 = anec.add %blocks_blocks.0_Add_output.0, %blocks_blocks.0_mlp_mlp.2_Add_output.0 : tensor<1x197x192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks.1.norm1.weight = anec.constant dense<1.000000e+00> : tensor<192xf16>
    %blocks.1.norm1.bias = anec.constant dense<0.000000e+00> : tensor<192xf16>
    %blocks_blocks.1_norm1_LayerNormalization_output.0 = anec.layer_norm %blocks_blocks.0_Add_1_output.0 scale(%blocks.1.norm1.weight : tensor<192xf16>) bias(%blocks.1.norm1.bias : tensor<192xf16>) {axes = array<i64: 2>, epsilon = 1.000000e-06 : f32} : tensor<1x197x192xf16>
    %blocks_blocks.1_attn_qkv_MatMul_output.0 = anec.matmul %blocks_blocks.1_norm1_LayerNormalization_output.0, %onnx_MatMul.915 : tensor<1x197x192xf16>, tensor<192x576xf16> -> tensor<1x197x576xf16>
    %blocks_blocks.1_attn_qkv_Add_output.0 = anec.add %blocks.1.attn.qkv.bias, %blocks_blocks.1_attn_qkv_MatMul_output.0 : tensor<576xf16>, tensor<1x197x576xf16> -> tensor<1x197x576xf16>
    %blocks_blocks.1_attn_Reshape_output.0 = anec.reshape %blocks_blocks.1_attn_qkv_Add_output.0 : tensor<1x197x576xf16> -> tensor<1x197x3x3x64xf16>
    %blocks_blocks.1_attn_Transpose_output.0 = anec.transpose %blocks_blocks.1_attn_Reshape_output.0 {permutation = array<i64: 2, 0, 3, 1, 4>} : tensor<1x197x3x3x64xf16> -> tensor<3x1x3x197x64xf16>
    %3 = anec.slice %blocks_blocks.1_attn_Transpose_output.0 {offsets = array<i64: 0, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.1_attn_Gather_output.0 = anec.reshape %3 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %4 = anec.slice %blocks_blocks.1_attn_Transpose_output.0 {offsets = array<i64: 1, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.1_attn_Gather_1_output.0 = anec.reshape %4 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %5 = anec.slice %blocks_blocks.1_attn_Transpose_output.0 {offsets = array<i64: 2, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.1_attn_Gather_2_output.0 = anec.reshape %5 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %blocks_blocks.1_attn_Transpose_1_output.0 = anec.transpose %blocks_blocks.1_attn_Gather_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x3x197x64xf16> -> tensor<1x3x64x197xf16>
    %blocks_blocks.1_attn_MatMul_output.0 = anec.matmul %blocks_blocks.1_attn_Gather_output.0, %blocks_blocks.1_attn_Transpose_1_output.0 : tensor<1x3x197x64xf16>, tensor<1x3x64x197xf16> -> tensor<1x3x197x197xf16>
    %blocks_blocks.1_attn_Constant_1_output.0 = anec.constant dense<1.250000e-01> : tensor<1xf16>
    %blocks_blocks.1_attn_Mul_output.0 = anec.mul %blocks_blocks.1_attn_MatMul_output.0, %blocks_blocks.1_attn_Constant_1_output.0 : tensor<1x3x197x197xf16>, tensor<1xf16> -> tensor<1x3x197x197xf16>
    %blocks_blocks.1_attn_Softmax_output.0 = anec.softmax %blocks_blocks.1_attn_Mul_output.0 {axis = 3 : i64} : tensor<1x3x197x197xf16>
    %blocks_blocks.1_attn_MatMul_1_output.0 = anec.matmul %blocks_blocks.1_attn_Softmax_output.0, %blocks_blocks.1_attn_Gather_2_output.0 : tensor<1x3x197x197xf16>, tensor<1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %blocks_blocks.1_attn_Transpose_2_output.0 = anec.transpose %blocks_blocks.1_attn_MatMul_1_output.0 {permutation = array<i64: 0, 2, 1, 3>} : tensor<1x3x197x64xf16> -> tensor<1x197x3x64xf16>
    %blocks_blocks.1_attn_Reshape_1_output.0 = anec.reshape %blocks_blocks.1_attn_Transpose_2_output.0 : tensor<1x197x3x64xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.1_attn_proj_MatMul_output.0 = anec.matmul %blocks_blocks.1_attn_Reshape_1_output.0, %onnx_MatMul.926 : tensor<1x197x192xf16>, tensor<192x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.1_attn_proj_Add_output.0 = anec.add %blocks.1.attn.proj.bias, %blocks_blocks.1_attn_proj_MatMul_output.0 : tensor<192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.1_Add_output.0 = anec.add %blocks_blocks.0_Add_1_output.0, %blocks_blocks.1_attn_proj_Add_output.0 : tensor<1x197x192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks.1.norm2.weight = anec.constant dense<1.000000e+00> : tensor<192xf16>
    %blocks.1.norm2.bias = anec.constant dense<0.000000e+00> : tensor<192xf16>
    %blocks_blocks.1_norm2_LayerNormalization_output.0 = anec.layer_norm %blocks_blocks.1_Add_output.0 scale(%blocks.1.norm2.weight : tensor<192xf16>) bias(%blocks.1.norm2.bias : tensor<192xf16>) {axes = array<i64: 2>, epsilon = 1.000000e-06 : f32} : tensor<1x197x192xf16>
    %blocks_blocks.1_mlp_mlp.0_MatMul_output.0 = anec.matmul %blocks_blocks.1_norm2_LayerNormalization_output.0, %onnx_MatMul.927 : tensor<1x197x192xf16>, tensor<192x768xf16> -> tensor<1x197x768xf16>
    %blocks_blocks.1_mlp_mlp.0_Add_output.0 = anec.add %blocks.1.mlp.0.bias, %blocks_blocks.1_mlp_mlp.0_MatMul_output.0 : tensor<768xf16>, tensor<1x197x768xf16> -> tensor<1x197x768xf16>
    %blocks_blocks.1_mlp_mlp.1_Mul_1_output.0 = anec.gelu %blocks_blocks.1_mlp_mlp.0_Add_output.0 : tensor<1x197x768xf16>
    %blocks_blocks.1_mlp_mlp.2_MatMul_output.0 = anec.matmul %blocks_blocks.1_mlp_mlp.1_Mul_1_output.0, %onnx_MatMul.928 : tensor<1x197x768xf16>, tensor<768x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.1_mlp_mlp.2_Add_output.0 = anec.add %blocks.1.mlp.2.bias, %blocks_blocks.1_mlp_mlp.2_MatMul_output.0 : tensor<192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.1_Add_1_output.0 = anec.add %blocks_blocks.1_Add_output.0, %blocks_blocks.1_mlp_mlp.2_Add_output.0 : tensor<1x197x192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks.2.norm1.weight = anec.constant dense<1.000000e+00> : tensor<192xf16>
    %blocks.2.norm1.bias = anec.constant dense<0.000000e+00> : tensor<192xf16>
    %blocks_blocks.2_norm1_LayerNormalization_output.0 = anec.layer_norm %blocks_blocks.1_Add_1_output.0 scale(%blocks.2.norm1.weight : tensor<192xf16>) bias(%blocks.2.norm1.bias : tensor<192xf16>) {axes = array<i64: 2>, epsilon = 1.000000e-06 : f32} : tensor<1x197x192xf16>
    %blocks_blocks.2_attn_qkv_MatMul_output.0 = anec.matmul %blocks_blocks.2_norm1_LayerNormalization_output.0, %onnx_MatMul.929 : tensor<1x197x192xf16>, tensor<192x576xf16> -> tensor<1x197x576xf16>
    %blocks_blocks.2_attn_qkv_Add_output.0 = anec.add %blocks.2.attn.qkv.bias, %blocks_blocks.2_attn_qkv_MatMul_output.0 : tensor<576xf16>, tensor<1x197x576xf16> -> tensor<1x197x576xf16>
    %blocks_blocks.2_attn_Reshape_output.0 = anec.reshape %blocks_blocks.2_attn_qkv_Add_output.0 : tensor<1x197x576xf16> -> tensor<1x197x3x3x64xf16>
    %blocks_blocks.2_attn_Transpose_output.0 = anec.transpose %blocks_blocks.2_attn_Reshape_output.0 {permutation = array<i64: 2, 0, 3, 1, 4>} : tensor<1x197x3x3x64xf16> -> tensor<3x1x3x197x64xf16>
    %6 = anec.slice %blocks_blocks.2_attn_Transpose_output.0 {offsets = array<i64: 0, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.2_attn_Gather_output.0 = anec.reshape %6 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %7 = anec.slice %blocks_blocks.2_attn_Transpose_output.0 {offsets = array<i64: 1, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.2_attn_Gather_1_output.0 = anec.reshape %7 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %8 = anec.slice %blocks_blocks.2_attn_Transpose_output.0 {offsets = array<i64: 2, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.2_attn_Gather_2_output.0 = anec.reshape %8 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %blocks_blocks.2_attn_Transpose_1_output.0 = anec.transpose %blocks_blocks.2_attn_Gather_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x3x197x64xf16> -> tensor<1x3x64x197xf16>
    %blocks_blocks.2_attn_MatMul_output.0 = anec.matmul %blocks_blocks.2_attn_Gather_output.0, %blocks_blocks.2_attn_Transpose_1_output.0 : tensor<1x3x197x64xf16>, tensor<1x3x64x197xf16> -> tensor<1x3x197x197xf16>
    %blocks_blocks.2_attn_Constant_1_output.0 = anec.constant dense<1.250000e-01> : tensor<1xf16>
    %blocks_blocks.2_attn_Mul_output.0 = anec.mul %blocks_blocks.2_attn_MatMul_output.0, %blocks_blocks.2_attn_Constant_1_output.0 : tensor<1x3x197x197xf16>, tensor<1xf16> -> tensor<1x3x197x197xf16>
    %blocks_blocks.2_attn_Softmax_output.0 = anec.softmax %blocks_blocks.2_attn_Mul_output.0 {axis = 3 : i64} : tensor<1x3x197x197xf16>
    %blocks_blocks.2_attn_MatMul_1_output.0 = anec.matmul %blocks_blocks.2_attn_Softmax_output.0, %blocks_blocks.2_attn_Gather_2_output.0 : tensor<1x3x197x197xf16>, tensor<1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %blocks_blocks.2_attn_Transpose_2_output.0 = anec.transpose %blocks_blocks.2_attn_MatMul_1_output.0 {permutation = array<i64: 0, 2, 1, 3>} : tensor<1x3x197x64xf16> -> tensor<1x197x3x64xf16>
    %blocks_blocks.2_attn_Reshape_1_output.0 = anec.reshape %blocks_blocks.2_attn_Transpose_2_output.0 : tensor<1x197x3x64xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.2_attn_proj_MatMul_output.0 = anec.matmul %blocks_blocks.2_attn_Reshape_1_output.0, %onnx_MatMul.940 : tensor<1x197x192xf16>, tensor<192x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.2_attn_proj_Add_output.0 = anec.add %blocks.2.attn.proj.bias, %blocks_blocks.2_attn_proj_MatMul_output.0 : tensor<192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.2_Add_output.0 = anec.add %blocks_blocks.1_Add_1_output.0, %blocks_blocks.2_attn_proj_Add_output.0 : tensor<1x197x192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks.2.norm2.weight = anec.constant dense<1.000000e+00> : tensor<192xf16>
    %blocks.2.norm2.bias = anec.constant dense<0.000000e+00> : tensor<192xf16>
    %blocks_blocks.2_norm2_LayerNormalization_output.0 = anec.layer_norm %blocks_blocks.2_Add_output.0 scale(%blocks.2.norm2.weight : tensor<192xf16>) bias(%blocks.2.norm2.bias : tensor<192xf16>) {axes = array<i64: 2>, epsilon = 1.000000e-06 : f32} : tensor<1x197x192xf16>
    %blocks_blocks.2_mlp_mlp.0_MatMul_output.0 = anec.matmul %blocks_blocks.2_norm2_LayerNormalization_output.0, %onnx_MatMul.941 : tensor<1x197x192xf16>, tensor<192x768xf16> -> tensor<1x197x768xf16>
    %blocks_blocks.2_mlp_mlp.0_Add_output.0 = anec.add %blocks.2.mlp.0.bias, %blocks_blocks.2_mlp_mlp.0_MatMul_output.0 : tensor<768xf16>, tensor<1x197x768xf16> -> tensor<1x197x768xf16>
    %blocks_blocks.2_mlp_mlp.1_Mul_1_output.0 = anec.gelu %blocks_blocks.2_mlp_mlp.0_Add_output.0 : tensor<1x197x768xf16>
    %blocks_blocks.2_mlp_mlp.2_MatMul_output.0 = anec.matmul %blocks_blocks.2_mlp_mlp.1_Mul_1_output.0, %onnx_MatMul.942 : tensor<1x197x768xf16>, tensor<768x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.2_mlp_mlp.2_Add_output.0 = anec.add %blocks.2.mlp.2.bias, %blocks_blocks.2_mlp_mlp.2_MatMul_output.0 : tensor<192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.2_Add_1_output.0 = anec.add %blocks_blocks.2_Add_output.0, %blocks_blocks.2_mlp_mlp.2_Add_output.0 : tensor<1x197x192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks.3.norm1.weight = anec.constant dense<1.000000e+00> : tensor<192xf16>
    %blocks.3.norm1.bias = anec.constant dense<0.000000e+00> : tensor<192xf16>
    %blocks_blocks.3_norm1_LayerNormalization_output.0 = anec.layer_norm %blocks_blocks.2_Add_1_output.0 scale(%blocks.3.norm1.weight : tensor<192xf16>) bias(%blocks.3.norm1.bias : tensor<192xf16>) {axes = array<i64: 2>, epsilon = 1.000000e-06 : f32} : tensor<1x197x192xf16>
    %blocks_blocks.3_attn_qkv_MatMul_output.0 = anec.matmul %blocks_blocks.3_norm1_LayerNormalization_output.0, %onnx_MatMul.943 : tensor<1x197x192xf16>, tensor<192x576xf16> -> tensor<1x197x576xf16>
    %blocks_blocks.3_attn_qkv_Add_output.0 = anec.add %blocks.3.attn.qkv.bias, %blocks_blocks.3_attn_qkv_MatMul_output.0 : tensor<576xf16>, tensor<1x197x576xf16> -> tensor<1x197x576xf16>
    %blocks_blocks.3_attn_Reshape_output.0 = anec.reshape %blocks_blocks.3_attn_qkv_Add_output.0 : tensor<1x197x576xf16> -> tensor<1x197x3x3x64xf16>
    %blocks_blocks.3_attn_Transpose_output.0 = anec.transpose %blocks_blocks.3_attn_Reshape_output.0 {permutation = array<i64: 2, 0, 3, 1, 4>} : tensor<1x197x3x3x64xf16> -> tensor<3x1x3x197x64xf16>
    %9 = anec.slice %blocks_blocks.3_attn_Transpose_output.0 {offsets = array<i64: 0, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.3_attn_Gather_output.0 = anec.reshape %9 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %10 = anec.slice %blocks_blocks.3_attn_Transpose_output.0 {offsets = array<i64: 1, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.3_attn_Gather_1_output.0 = anec.reshape %10 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %11 = anec.slice %blocks_blocks.3_attn_Transpose_output.0 {offsets = array<i64: 2, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.3_attn_Gather_2_output.0 = anec.reshape %11 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %blocks_blocks.3_attn_Transpose_1_output.0 = anec.transpose %blocks_blocks.3_attn_Gather_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x3x197x64xf16> -> tensor<1x3x64x197xf16>
    %blocks_blocks.3_attn_MatMul_output.0 = anec.matmul %blocks_blocks.3_attn_Gather_output.0, %blocks_blocks.3_attn_Transpose_1_output.0 : tensor<1x3x197x64xf16>, tensor<1x3x64x197xf16> -> tensor<1x3x197x197xf16>
    %blocks_blocks.3_attn_Constant_1_output.0 = anec.constant dense<1.250000e-01> : tensor<1xf16>
    %blocks_blocks.3_attn_Mul_output.0 = anec.mul %blocks_blocks.3_attn_MatMul_output.0, %blocks_blocks.3_attn_Constant_1_output.0 : tensor<1x3x197x197xf16>, tensor<1xf16> -> tensor<1x3x197x197xf16>
    %blocks_blocks.3_attn_Softmax_output.0 = anec.softmax %blocks_blocks.3_attn_Mul_output.0 {axis = 3 : i64} : tensor<1x3x197x197xf16>
    %blocks_blocks.3_attn_MatMul_1_output.0 = anec.matmul %blocks_blocks.3_attn_Softmax_output.0, %blocks_blocks.3_attn_Gather_2_output.0 : tensor<1x3x197x197xf16>, tensor<1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %blocks_blocks.3_attn_Transpose_2_output.0 = anec.transpose %blocks_blocks.3_attn_MatMul_1_output.0 {permutation = array<i64: 0, 2, 1, 3>} : tensor<1x3x197x64xf16> -> tensor<1x197x3x64xf16>
    %blocks_blocks.3_attn_Reshape_1_output.0 = anec.reshape %blocks_blocks.3_attn_Transpose_2_output.0 : tensor<1x197x3x64xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.3_attn_proj_MatMul_output.0 = anec.matmul %blocks_blocks.3_attn_Reshape_1_output.0, %onnx_MatMul.954 : tensor<1x197x192xf16>, tensor<192x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.3_attn_proj_Add_output.0 = anec.add %blocks.3.attn.proj.bias, %blocks_blocks.3_attn_proj_MatMul_output.0 : tensor<192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.3_Add_output.0 = anec.add %blocks_blocks.2_Add_1_output.0, %blocks_blocks.3_attn_proj_Add_output.0 : tensor<1x197x192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks.3.norm2.weight = anec.constant dense<1.000000e+00> : tensor<192xf16>
    %blocks.3.norm2.bias = anec.constant dense<0.000000e+00> : tensor<192xf16>
    %blocks_blocks.3_norm2_LayerNormalization_output.0 = anec.layer_norm %blocks_blocks.3_Add_output.0 scale(%blocks.3.norm2.weight : tensor<192xf16>) bias(%blocks.3.norm2.bias : tensor<192xf16>) {axes = array<i64: 2>, epsilon = 1.000000e-06 : f32} : tensor<1x197x192xf16>
    %blocks_blocks.3_mlp_mlp.0_MatMul_output.0 = anec.matmul %blocks_blocks.3_norm2_LayerNormalization_output.0, %onnx_MatMul.955 : tensor<1x197x192xf16>, tensor<192x768xf16> -> tensor<1x197x768xf16>
    %blocks_blocks.3_mlp_mlp.0_Add_output.0 = anec.add %blocks.3.mlp.0.bias, %blocks_blocks.3_mlp_mlp.0_MatMul_output.0 : tensor<768xf16>, tensor<1x197x768xf16> -> tensor<1x197x768xf16>
    %blocks_blocks.3_mlp_mlp.1_Mul_1_output.0 = anec.gelu %blocks_blocks.3_mlp_mlp.0_Add_output.0 : tensor<1x197x768xf16>
    %blocks_blocks.3_mlp_mlp.2_MatMul_output.0 = anec.matmul %blocks_blocks.3_mlp_mlp.1_Mul_1_output.0, %onnx_MatMul.956 : tensor<1x197x768xf16>, tensor<768x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.3_mlp_mlp.2_Add_output.0 = anec.add %blocks.3.mlp.2.bias, %blocks_blocks.3_mlp_mlp.2_MatMul_output.0 : tensor<192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.3_Add_1_output.0 = anec.add %blocks_blocks.3_Add_output.0, %blocks_blocks.3_mlp_mlp.2_Add_output.0 : tensor<1x197x192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks.4.norm1.weight = anec.constant dense<1.000000e+00> : tensor<192xf16>
    %blocks.4.norm1.bias = anec.constant dense<0.000000e+00> : tensor<192xf16>
    %blocks_blocks.4_norm1_LayerNormalization_output.0 = anec.layer_norm %blocks_blocks.3_Add_1_output.0 scale(%blocks.4.norm1.weight : tensor<192xf16>) bias(%blocks.4.norm1.bias : tensor<192xf16>) {axes = array<i64: 2>, epsilon = 1.000000e-06 : f32} : tensor<1x197x192xf16>
    %blocks_blocks.4_attn_qkv_MatMul_output.0 = anec.matmul %blocks_blocks.4_norm1_LayerNormalization_output.0, %onnx_MatMul.957 : tensor<1x197x192xf16>, tensor<192x576xf16> -> tensor<1x197x576xf16>
    %blocks_blocks.4_attn_qkv_Add_output.0 = anec.add %blocks.4.attn.qkv.bias, %blocks_blocks.4_attn_qkv_MatMul_output.0 : tensor<576xf16>, tensor<1x197x576xf16> -> tensor<1x197x576xf16>
    %blocks_blocks.4_attn_Reshape_output.0 = anec.reshape %blocks_blocks.4_attn_qkv_Add_output.0 : tensor<1x197x576xf16> -> tensor<1x197x3x3x64xf16>
    %blocks_blocks.4_attn_Transpose_output.0 = anec.transpose %blocks_blocks.4_attn_Reshape_output.0 {permutation = array<i64: 2, 0, 3, 1, 4>} : tensor<1x197x3x3x64xf16> -> tensor<3x1x3x197x64xf16>
    %12 = anec.slice %blocks_blocks.4_attn_Transpose_output.0 {offsets = array<i64: 0, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.4_attn_Gather_output.0 = anec.reshape %12 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %13 = anec.slice %blocks_blocks.4_attn_Transpose_output.0 {offsets = array<i64: 1, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.4_attn_Gather_1_output.0 = anec.reshape %13 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %14 = anec.slice %blocks_blocks.4_attn_Transpose_output.0 {offsets = array<i64: 2, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.4_attn_Gather_2_output.0 = anec.reshape %14 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %blocks_blocks.4_attn_Transpose_1_output.0 = anec.transpose %blocks_blocks.4_attn_Gather_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x3x197x64xf16> -> tensor<1x3x64x197xf16>
    %blocks_blocks.4_attn_MatMul_output.0 = anec.matmul %blocks_blocks.4_attn_Gather_output.0, %blocks_blocks.4_attn_Transpose_1_output.0 : tensor<1x3x197x64xf16>, tensor<1x3x64x197xf16> -> tensor<1x3x197x197xf16>
    %blocks_blocks.4_attn_Constant_1_output.0 = anec.constant dense<1.250000e-01> : tensor<1xf16>
    %blocks_blocks.4_attn_Mul_output.0 = anec.mul %blocks_blocks.4_attn_MatMul_output.0, %blocks_blocks.4_attn_Constant_1_output.0 : tensor<1x3x197x197xf16>, tensor<1xf16> -> tensor<1x3x197x197xf16>
    %blocks_blocks.4_attn_Softmax_output.0 = anec.softmax %blocks_blocks.4_attn_Mul_output.0 {axis = 3 : i64} : tensor<1x3x197x197xf16>
    %blocks_blocks.4_attn_MatMul_1_output.0 = anec.matmul %blocks_blocks.4_attn_Softmax_output.0, %blocks_blocks.4_attn_Gather_2_output.0 : tensor<1x3x197x197xf16>, tensor<1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %blocks_blocks.4_attn_Transpose_2_output.0 = anec.transpose %blocks_blocks.4_attn_MatMul_1_output.0 {permutation = array<i64: 0, 2, 1, 3>} : tensor<1x3x197x64xf16> -> tensor<1x197x3x64xf16>
    %blocks_blocks.4_attn_Reshape_1_output.0 = anec.reshape %blocks_blocks.4_attn_Transpose_2_output.0 : tensor<1x197x3x64xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.4_attn_proj_MatMul_output.0 = anec.matmul %blocks_blocks.4_attn_Reshape_1_output.0, %onnx_MatMul.968 : tensor<1x197x192xf16>, tensor<192x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.4_attn_proj_Add_output.0 = anec.add %blocks.4.attn.proj.bias, %blocks_blocks.4_attn_proj_MatMul_output.0 : tensor<192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.4_Add_output.0 = anec.add %blocks_blocks.3_Add_1_output.0, %blocks_blocks.4_attn_proj_Add_output.0 : tensor<1x197x192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks.4.norm2.weight = anec.constant dense<1.000000e+00> : tensor<192xf16>
    %blocks.4.norm2.bias = anec.constant dense<0.000000e+00> : tensor<192xf16>
    %blocks_blocks.4_norm2_LayerNormalization_output.0 = anec.layer_norm %blocks_blocks.4_Add_output.0 scale(%blocks.4.norm2.weight : tensor<192xf16>) bias(%blocks.4.norm2.bias : tensor<192xf16>) {axes = array<i64: 2>, epsilon = 1.000000e-06 : f32} : tensor<1x197x192xf16>
    %blocks_blocks.4_mlp_mlp.0_MatMul_output.0 = anec.matmul %blocks_blocks.4_norm2_LayerNormalization_output.0, %onnx_MatMul.969 : tensor<1x197x192xf16>, tensor<192x768xf16> -> tensor<1x197x768xf16>
    %blocks_blocks.4_mlp_mlp.0_Add_output.0 = anec.add %blocks.4.mlp.0.bias, %blocks_blocks.4_mlp_mlp.0_MatMul_output.0 : tensor<768xf16>, tensor<1x197x768xf16> -> tensor<1x197x768xf16>
    %blocks_blocks.4_mlp_mlp.1_Mul_1_output.0 = anec.gelu %blocks_blocks.4_mlp_mlp.0_Add_output.0 : tensor<1x197x768xf16>
    %blocks_blocks.4_mlp_mlp.2_MatMul_output.0 = anec.matmul %blocks_blocks.4_mlp_mlp.1_Mul_1_output.0, %onnx_MatMul.970 : tensor<1x197x768xf16>, tensor<768x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.4_mlp_mlp.2_Add_output.0 = anec.add %blocks.4.mlp.2.bias, %blocks_blocks.4_mlp_mlp.2_MatMul_output.0 : tensor<192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.4_Add_1_output.0 = anec.add %blocks_blocks.4_Add_output.0, %blocks_blocks.4_mlp_mlp.2_Add_output.0 : tensor<1x197x192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks.5.norm1.weight = anec.constant dense<1.000000e+00> : tensor<192xf16>
    %blocks.5.norm1.bias = anec.constant dense<0.000000e+00> : tensor<192xf16>
    %blocks_blocks.5_norm1_LayerNormalization_output.0 = anec.layer_norm %blocks_blocks.4_Add_1_output.0 scale(%blocks.5.norm1.weight : tensor<192xf16>) bias(%blocks.5.norm1.bias : tensor<192xf16>) {axes = array<i64: 2>, epsilon = 1.000000e-06 : f32} : tensor<1x197x192xf16>
    %blocks_blocks.5_attn_qkv_MatMul_output.0 = anec.matmul %blocks_blocks.5_norm1_LayerNormalization_output.0, %onnx_MatMul.971 : tensor<1x197x192xf16>, tensor<192x576xf16> -> tensor<1x197x576xf16>
    %blocks_blocks.5_attn_qkv_Add_output.0 = anec.add %blocks.5.attn.qkv.bias, %blocks_blocks.5_attn_qkv_MatMul_output.0 : tensor<576xf16>, tensor<1x197x576xf16> -> tensor<1x197x576xf16>
    %blocks_blocks.5_attn_Reshape_output.0 = anec.reshape %blocks_blocks.5_attn_qkv_Add_output.0 : tensor<1x197x576xf16> -> tensor<1x197x3x3x64xf16>
    %blocks_blocks.5_attn_Transpose_output.0 = anec.transpose %blocks_blocks.5_attn_Reshape_output.0 {permutation = array<i64: 2, 0, 3, 1, 4>} : tensor<1x197x3x3x64xf16> -> tensor<3x1x3x197x64xf16>
    %15 = anec.slice %blocks_blocks.5_attn_Transpose_output.0 {offsets = array<i64: 0, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.5_attn_Gather_output.0 = anec.reshape %15 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %16 = anec.slice %blocks_blocks.5_attn_Transpose_output.0 {offsets = array<i64: 1, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.5_attn_Gather_1_output.0 = anec.reshape %16 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %17 = anec.slice %blocks_blocks.5_attn_Transpose_output.0 {offsets = array<i64: 2, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.5_attn_Gather_2_output.0 = anec.reshape %17 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %blocks_blocks.5_attn_Transpose_1_output.0 = anec.transpose %blocks_blocks.5_attn_Gather_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x3x197x64xf16> -> tensor<1x3x64x197xf16>
    %blocks_blocks.5_attn_MatMul_output.0 = anec.matmul %blocks_blocks.5_attn_Gather_output.0, %blocks_blocks.5_attn_Transpose_1_output.0 : tensor<1x3x197x64xf16>, tensor<1x3x64x197xf16> -> tensor<1x3x197x197xf16>
    %blocks_blocks.5_attn_Constant_1_output.0 = anec.constant dense<1.250000e-01> : tensor<1xf16>
    %blocks_blocks.5_attn_Mul_output.0 = anec.mul %blocks_blocks.5_attn_MatMul_output.0, %blocks_blocks.5_attn_Constant_1_output.0 : tensor<1x3x197x197xf16>, tensor<1xf16> -> tensor<1x3x197x197xf16>
    %blocks_blocks.5_attn_Softmax_output.0 = anec.softmax %blocks_blocks.5_attn_Mul_output.0 {axis = 3 : i64} : tensor<1x3x197x197xf16>
    %blocks_blocks.5_attn_MatMul_1_output.0 = anec.matmul %blocks_blocks.5_attn_Softmax_output.0, %blocks_blocks.5_attn_Gather_2_output.0 : tensor<1x3x197x197xf16>, tensor<1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %blocks_blocks.5_attn_Transpose_2_output.0 = anec.transpose %blocks_blocks.5_attn_MatMul_1_output.0 {permutation = array<i64: 0, 2, 1, 3>} : tensor<1x3x197x64xf16> -> tensor<1x197x3x64xf16>
    %blocks_blocks.5_attn_Reshape_1_output.0 = anec.reshape %blocks_blocks.5_attn_Transpose_2_output.0 : tensor<1x197x3x64xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.5_attn_proj_MatMul_output.0 = anec.matmul %blocks_blocks.5_attn_Reshape_1_output.0, %onnx_MatMul.982 : tensor<1x197x192xf16>, tensor<192x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.5_attn_proj_Add_output.0 = anec.add %blocks.5.attn.proj.bias, %blocks_blocks.5_attn_proj_MatMul_output.0 : tensor<192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.5_Add_output.0 = anec.add %blocks_blocks.4_Add_1_output.0, %blocks_blocks.5_attn_proj_Add_output.0 : tensor<1x197x192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks.5.norm2.weight = anec.constant dense<1.000000e+00> : tensor<192xf16>
    %blocks.5.norm2.bias = anec.constant dense<0.000000e+00> : tensor<192xf16>
    %blocks_blocks.5_norm2_LayerNormalization_output.0 = anec.layer_norm %blocks_blocks.5_Add_output.0 scale(%blocks.5.norm2.weight : tensor<192xf16>) bias(%blocks.5.norm2.bias : tensor<192xf16>) {axes = array<i64: 2>, epsilon = 1.000000e-06 : f32} : tensor<1x197x192xf16>
    %blocks_blocks.5_mlp_mlp.0_MatMul_output.0 = anec.matmul %blocks_blocks.5_norm2_LayerNormalization_output.0, %onnx_MatMul.983 : tensor<1x197x192xf16>, tensor<192x768xf16> -> tensor<1x197x768xf16>
    %blocks_blocks.5_mlp_mlp.0_Add_output.0 = anec.add %blocks.5.mlp.0.bias, %blocks_blocks.5_mlp_mlp.0_MatMul_output.0 : tensor<768xf16>, tensor<1x197x768xf16> -> tensor<1x197x768xf16>
    %blocks_blocks.5_mlp_mlp.1_Mul_1_output.0 = anec.gelu %blocks_blocks.5_mlp_mlp.0_Add_output.0 : tensor<1x197x768xf16>
    %blocks_blocks.5_mlp_mlp.2_MatMul_output.0 = anec.matmul %blocks_blocks.5_mlp_mlp.1_Mul_1_output.0, %onnx_MatMul.984 : tensor<1x197x768xf16>, tensor<768x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.5_mlp_mlp.2_Add_output.0 = anec.add %blocks.5.mlp.2.bias, %blocks_blocks.5_mlp_mlp.2_MatMul_output.0 : tensor<192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.5_Add_1_output.0 = anec.add %blocks_blocks.5_Add_output.0, %blocks_blocks.5_mlp_mlp.2_Add_output.0 : tensor<1x197x192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks.6.norm1.weight = anec.constant dense<1.000000e+00> : tensor<192xf16>
    %blocks.6.norm1.bias = anec.constant dense<0.000000e+00> : tensor<192xf16>
    %blocks_blocks.6_norm1_LayerNormalization_output.0 = anec.layer_norm %blocks_blocks.5_Add_1_output.0 scale(%blocks.6.norm1.weight : tensor<192xf16>) bias(%blocks.6.norm1.bias : tensor<192xf16>) {axes = array<i64: 2>, epsilon = 1.000000e-06 : f32} : tensor<1x197x192xf16>
    %blocks_blocks.6_attn_qkv_MatMul_output.0 = anec.matmul %blocks_blocks.6_norm1_LayerNormalization_output.0, %onnx_MatMul.985 : tensor<1x197x192xf16>, tensor<192x576xf16> -> tensor<1x197x576xf16>
    %blocks_blocks.6_attn_qkv_Add_output.0 = anec.add %blocks.6.attn.qkv.bias, %blocks_blocks.6_attn_qkv_MatMul_output.0 : tensor<576xf16>, tensor<1x197x576xf16> -> tensor<1x197x576xf16>
    %blocks_blocks.6_attn_Reshape_output.0 = anec.reshape %blocks_blocks.6_attn_qkv_Add_output.0 : tensor<1x197x576xf16> -> tensor<1x197x3x3x64xf16>
    %blocks_blocks.6_attn_Transpose_output.0 = anec.transpose %blocks_blocks.6_attn_Reshape_output.0 {permutation = array<i64: 2, 0, 3, 1, 4>} : tensor<1x197x3x3x64xf16> -> tensor<3x1x3x197x64xf16>
    %18 = anec.slice %blocks_blocks.6_attn_Transpose_output.0 {offsets = array<i64: 0, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.6_attn_Gather_output.0 = anec.reshape %18 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %19 = anec.slice %blocks_blocks.6_attn_Transpose_output.0 {offsets = array<i64: 1, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.6_attn_Gather_1_output.0 = anec.reshape %19 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %20 = anec.slice %blocks_blocks.6_attn_Transpose_output.0 {offsets = array<i64: 2, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.6_attn_Gather_2_output.0 = anec.reshape %20 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %blocks_blocks.6_attn_Transpose_1_output.0 = anec.transpose %blocks_blocks.6_attn_Gather_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x3x197x64xf16> -> tensor<1x3x64x197xf16>
    %blocks_blocks.6_attn_MatMul_output.0 = anec.matmul %blocks_blocks.6_attn_Gather_output.0, %blocks_blocks.6_attn_Transpose_1_output.0 : tensor<1x3x197x64xf16>, tensor<1x3x64x197xf16> -> tensor<1x3x197x197xf16>
    %blocks_blocks.6_attn_Constant_1_output.0 = anec.constant dense<1.250000e-01> : tensor<1xf16>
    %blocks_blocks.6_attn_Mul_output.0 = anec.mul %blocks_blocks.6_attn_MatMul_output.0, %blocks_blocks.6_attn_Constant_1_output.0 : tensor<1x3x197x197xf16>, tensor<1xf16> -> tensor<1x3x197x197xf16>
    %blocks_blocks.6_attn_Softmax_output.0 = anec.softmax %blocks_blocks.6_attn_Mul_output.0 {axis = 3 : i64} : tensor<1x3x197x197xf16>
    %blocks_blocks.6_attn_MatMul_1_output.0 = anec.matmul %blocks_blocks.6_attn_Softmax_output.0, %blocks_blocks.6_attn_Gather_2_output.0 : tensor<1x3x197x197xf16>, tensor<1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %blocks_blocks.6_attn_Transpose_2_output.0 = anec.transpose %blocks_blocks.6_attn_MatMul_1_output.0 {permutation = array<i64: 0, 2, 1, 3>} : tensor<1x3x197x64xf16> -> tensor<1x197x3x64xf16>
    %blocks_blocks.6_attn_Reshape_1_output.0 = anec.reshape %blocks_blocks.6_attn_Transpose_2_output.0 : tensor<1x197x3x64xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.6_attn_proj_MatMul_output.0 = anec.matmul %blocks_blocks.6_attn_Reshape_1_output.0, %onnx_MatMul.996 : tensor<1x197x192xf16>, tensor<192x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.6_attn_proj_Add_output.0 = anec.add %blocks.6.attn.proj.bias, %blocks_blocks.6_attn_proj_MatMul_output.0 : tensor<192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.6_Add_output.0 = anec.add %blocks_blocks.5_Add_1_output.0, %blocks_blocks.6_attn_proj_Add_output.0 : tensor<1x197x192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks.6.norm2.weight = anec.constant dense<1.000000e+00> : tensor<192xf16>
    %blocks.6.norm2.bias = anec.constant dense<0.000000e+00> : tensor<192xf16>
    %blocks_blocks.6_norm2_LayerNormalization_output.0 = anec.layer_norm %blocks_blocks.6_Add_output.0 scale(%blocks.6.norm2.weight : tensor<192xf16>) bias(%blocks.6.norm2.bias : tensor<192xf16>) {axes = array<i64: 2>, epsilon = 1.000000e-06 : f32} : tensor<1x197x192xf16>
    %blocks_blocks.6_mlp_mlp.0_MatMul_output.0 = anec.matmul %blocks_blocks.6_norm2_LayerNormalization_output.0, %onnx_MatMul.997 : tensor<1x197x192xf16>, tensor<192x768xf16> -> tensor<1x197x768xf16>
    %blocks_blocks.6_mlp_mlp.0_Add_output.0 = anec.add %blocks.6.mlp.0.bias, %blocks_blocks.6_mlp_mlp.0_MatMul_output.0 : tensor<768xf16>, tensor<1x197x768xf16> -> tensor<1x197x768xf16>
    %blocks_blocks.6_mlp_mlp.1_Mul_1_output.0 = anec.gelu %blocks_blocks.6_mlp_mlp.0_Add_output.0 : tensor<1x197x768xf16>
    %blocks_blocks.6_mlp_mlp.2_MatMul_output.0 = anec.matmul %blocks_blocks.6_mlp_mlp.1_Mul_1_output.0, %onnx_MatMul.998 : tensor<1x197x768xf16>, tensor<768x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.6_mlp_mlp.2_Add_output.0 = anec.add %blocks.6.mlp.2.bias, %blocks_blocks.6_mlp_mlp.2_MatMul_output.0 : tensor<192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.6_Add_1_output.0 = anec.add %blocks_blocks.6_Add_output.0, %blocks_blocks.6_mlp_mlp.2_Add_output.0 : tensor<1x197x192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks.7.norm1.weight = anec.constant dense<1.000000e+00> : tensor<192xf16>
    %blocks.7.norm1.bias = anec.constant dense<0.000000e+00> : tensor<192xf16>
    %blocks_blocks.7_norm1_LayerNormalization_output.0 = anec.layer_norm %blocks_blocks.6_Add_1_output.0 scale(%blocks.7.norm1.weight : tensor<192xf16>) bias(%blocks.7.norm1.bias : tensor<192xf16>) {axes = array<i64: 2>, epsilon = 1.000000e-06 : f32} : tensor<1x197x192xf16>
    %blocks_blocks.7_attn_qkv_MatMul_output.0 = anec.matmul %blocks_blocks.7_norm1_LayerNormalization_output.0, %onnx_MatMul.999 : tensor<1x197x192xf16>, tensor<192x576xf16> -> tensor<1x197x576xf16>
    %blocks_blocks.7_attn_qkv_Add_output.0 = anec.add %blocks.7.attn.qkv.bias, %blocks_blocks.7_attn_qkv_MatMul_output.0 : tensor<576xf16>, tensor<1x197x576xf16> -> tensor<1x197x576xf16>
    %blocks_blocks.7_attn_Reshape_output.0 = anec.reshape %blocks_blocks.7_attn_qkv_Add_output.0 : tensor<1x197x576xf16> -> tensor<1x197x3x3x64xf16>
    %blocks_blocks.7_attn_Transpose_output.0 = anec.transpose %blocks_blocks.7_attn_Reshape_output.0 {permutation = array<i64: 2, 0, 3, 1, 4>} : tensor<1x197x3x3x64xf16> -> tensor<3x1x3x197x64xf16>
    %21 = anec.slice %blocks_blocks.7_attn_Transpose_output.0 {offsets = array<i64: 0, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.7_attn_Gather_output.0 = anec.reshape %21 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %22 = anec.slice %blocks_blocks.7_attn_Transpose_output.0 {offsets = array<i64: 1, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.7_attn_Gather_1_output.0 = anec.reshape %22 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %23 = anec.slice %blocks_blocks.7_attn_Transpose_output.0 {offsets = array<i64: 2, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.7_attn_Gather_2_output.0 = anec.reshape %23 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %blocks_blocks.7_attn_Transpose_1_output.0 = anec.transpose %blocks_blocks.7_attn_Gather_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x3x197x64xf16> -> tensor<1x3x64x197xf16>
    %blocks_blocks.7_attn_MatMul_output.0 = anec.matmul %blocks_blocks.7_attn_Gather_output.0, %blocks_blocks.7_attn_Transpose_1_output.0 : tensor<1x3x197x64xf16>, tensor<1x3x64x197xf16> -> tensor<1x3x197x197xf16>
    %blocks_blocks.7_attn_Constant_1_output.0 = anec.constant dense<1.250000e-01> : tensor<1xf16>
    %blocks_blocks.7_attn_Mul_output.0 = anec.mul %blocks_blocks.7_attn_MatMul_output.0, %blocks_blocks.7_attn_Constant_1_output.0 : tensor<1x3x197x197xf16>, tensor<1xf16> -> tensor<1x3x197x197xf16>
    %blocks_blocks.7_attn_Softmax_output.0 = anec.softmax %blocks_blocks.7_attn_Mul_output.0 {axis = 3 : i64} : tensor<1x3x197x197xf16>
    %blocks_blocks.7_attn_MatMul_1_output.0 = anec.matmul %blocks_blocks.7_attn_Softmax_output.0, %blocks_blocks.7_attn_Gather_2_output.0 : tensor<1x3x197x197xf16>, tensor<1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %blocks_blocks.7_attn_Transpose_2_output.0 = anec.transpose %blocks_blocks.7_attn_MatMul_1_output.0 {permutation = array<i64: 0, 2, 1, 3>} : tensor<1x3x197x64xf16> -> tensor<1x197x3x64xf16>
    %blocks_blocks.7_attn_Reshape_1_output.0 = anec.reshape %blocks_blocks.7_attn_Transpose_2_output.0 : tensor<1x197x3x64xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.7_attn_proj_MatMul_output.0 = anec.matmul %blocks_blocks.7_attn_Reshape_1_output.0, %onnx_MatMul.1010 : tensor<1x197x192xf16>, tensor<192x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.7_attn_proj_Add_output.0 = anec.add %blocks.7.attn.proj.bias, %blocks_blocks.7_attn_proj_MatMul_output.0 : tensor<192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.7_Add_output.0 = anec.add %blocks_blocks.6_Add_1_output.0, %blocks_blocks.7_attn_proj_Add_output.0 : tensor<1x197x192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks.7.norm2.weight = anec.constant dense<1.000000e+00> : tensor<192xf16>
    %blocks.7.norm2.bias = anec.constant dense<0.000000e+00> : tensor<192xf16>
    %blocks_blocks.7_norm2_LayerNormalization_output.0 = anec.layer_norm %blocks_blocks.7_Add_output.0 scale(%blocks.7.norm2.weight : tensor<192xf16>) bias(%blocks.7.norm2.bias : tensor<192xf16>) {axes = array<i64: 2>, epsilon = 1.000000e-06 : f32} : tensor<1x197x192xf16>
    %blocks_blocks.7_mlp_mlp.0_MatMul_output.0 = anec.matmul %blocks_blocks.7_norm2_LayerNormalization_output.0, %onnx_MatMul.1011 : tensor<1x197x192xf16>, tensor<192x768xf16> -> tensor<1x197x768xf16>
    %blocks_blocks.7_mlp_mlp.0_Add_output.0 = anec.add %blocks.7.mlp.0.bias, %blocks_blocks.7_mlp_mlp.0_MatMul_output.0 : tensor<768xf16>, tensor<1x197x768xf16> -> tensor<1x197x768xf16>
    %blocks_blocks.7_mlp_mlp.1_Mul_1_output.0 = anec.gelu %blocks_blocks.7_mlp_mlp.0_Add_output.0 : tensor<1x197x768xf16>
    %blocks_blocks.7_mlp_mlp.2_MatMul_output.0 = anec.matmul %blocks_blocks.7_mlp_mlp.1_Mul_1_output.0, %onnx_MatMul.1012 : tensor<1x197x768xf16>, tensor<768x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.7_mlp_mlp.2_Add_output.0 = anec.add %blocks.7.mlp.2.bias, %blocks_blocks.7_mlp_mlp.2_MatMul_output.0 : tensor<192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.7_Add_1_output.0 = anec.add %blocks_blocks.7_Add_output.0, %blocks_blocks.7_mlp_mlp.2_Add_output.0 : tensor<1x197x192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks.8.norm1.weight = anec.constant dense<1.000000e+00> : tensor<192xf16>
    %blocks.8.norm1.bias = anec.constant dense<0.000000e+00> : tensor<192xf16>
    %blocks_blocks.8_norm1_LayerNormalization_output.0 = anec.layer_norm %blocks_blocks.7_Add_1_output.0 scale(%blocks.8.norm1.weight : tensor<192xf16>) bias(%blocks.8.norm1.bias : tensor<192xf16>) {axes = array<i64: 2>, epsilon = 1.000000e-06 : f32} : tensor<1x197x192xf16>
    %blocks_blocks.8_attn_qkv_MatMul_output.0 = anec.matmul %blocks_blocks.8_norm1_LayerNormalization_output.0, %onnx_MatMul.1013 : tensor<1x197x192xf16>, tensor<192x576xf16> -> tensor<1x197x576xf16>
    %blocks_blocks.8_attn_qkv_Add_output.0 = anec.add %blocks.8.attn.qkv.bias, %blocks_blocks.8_attn_qkv_MatMul_output.0 : tensor<576xf16>, tensor<1x197x576xf16> -> tensor<1x197x576xf16>
    %blocks_blocks.8_attn_Reshape_output.0 = anec.reshape %blocks_blocks.8_attn_qkv_Add_output.0 : tensor<1x197x576xf16> -> tensor<1x197x3x3x64xf16>
    %blocks_blocks.8_attn_Transpose_output.0 = anec.transpose %blocks_blocks.8_attn_Reshape_output.0 {permutation = array<i64: 2, 0, 3, 1, 4>} : tensor<1x197x3x3x64xf16> -> tensor<3x1x3x197x64xf16>
    %24 = anec.slice %blocks_blocks.8_attn_Transpose_output.0 {offsets = array<i64: 0, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.8_attn_Gather_output.0 = anec.reshape %24 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %25 = anec.slice %blocks_blocks.8_attn_Transpose_output.0 {offsets = array<i64: 1, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.8_attn_Gather_1_output.0 = anec.reshape %25 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %26 = anec.slice %blocks_blocks.8_attn_Transpose_output.0 {offsets = array<i64: 2, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.8_attn_Gather_2_output.0 = anec.reshape %26 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %blocks_blocks.8_attn_Transpose_1_output.0 = anec.transpose %blocks_blocks.8_attn_Gather_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x3x197x64xf16> -> tensor<1x3x64x197xf16>
    %blocks_blocks.8_attn_MatMul_output.0 = anec.matmul %blocks_blocks.8_attn_Gather_output.0, %blocks_blocks.8_attn_Transpose_1_output.0 : tensor<1x3x197x64xf16>, tensor<1x3x64x197xf16> -> tensor<1x3x197x197xf16>
    %blocks_blocks.8_attn_Constant_1_output.0 = anec.constant dense<1.250000e-01> : tensor<1xf16>
    %blocks_blocks.8_attn_Mul_output.0 = anec.mul %blocks_blocks.8_attn_MatMul_output.0, %blocks_blocks.8_attn_Constant_1_output.0 : tensor<1x3x197x197xf16>, tensor<1xf16> -> tensor<1x3x197x197xf16>
    %blocks_blocks.8_attn_Softmax_output.0 = anec.softmax %blocks_blocks.8_attn_Mul_output.0 {axis = 3 : i64} : tensor<1x3x197x197xf16>
    %blocks_blocks.8_attn_MatMul_1_output.0 = anec.matmul %blocks_blocks.8_attn_Softmax_output.0, %blocks_blocks.8_attn_Gather_2_output.0 : tensor<1x3x197x197xf16>, tensor<1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %blocks_blocks.8_attn_Transpose_2_output.0 = anec.transpose %blocks_blocks.8_attn_MatMul_1_output.0 {permutation = array<i64: 0, 2, 1, 3>} : tensor<1x3x197x64xf16> -> tensor<1x197x3x64xf16>
    %blocks_blocks.8_attn_Reshape_1_output.0 = anec.reshape %blocks_blocks.8_attn_Transpose_2_output.0 : tensor<1x197x3x64xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.8_attn_proj_MatMul_output.0 = anec.matmul %blocks_blocks.8_attn_Reshape_1_output.0, %onnx_MatMul.1024 : tensor<1x197x192xf16>, tensor<192x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.8_attn_proj_Add_output.0 = anec.add %blocks.8.attn.proj.bias, %blocks_blocks.8_attn_proj_MatMul_output.0 : tensor<192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.8_Add_output.0 = anec.add %blocks_blocks.7_Add_1_output.0, %blocks_blocks.8_attn_proj_Add_output.0 : tensor<1x197x192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks.8.norm2.weight = anec.constant dense<1.000000e+00> : tensor<192xf16>
    %blocks.8.norm2.bias = anec.constant dense<0.000000e+00> : tensor<192xf16>
    %blocks_blocks.8_norm2_LayerNormalization_output.0 = anec.layer_norm %blocks_blocks.8_Add_output.0 scale(%blocks.8.norm2.weight : tensor<192xf16>) bias(%blocks.8.norm2.bias : tensor<192xf16>) {axes = array<i64: 2>, epsilon = 1.000000e-06 : f32} : tensor<1x197x192xf16>
    %blocks_blocks.8_mlp_mlp.0_MatMul_output.0 = anec.matmul %blocks_blocks.8_norm2_LayerNormalization_output.0, %onnx_MatMul.1025 : tensor<1x197x192xf16>, tensor<192x768xf16> -> tensor<1x197x768xf16>
    %blocks_blocks.8_mlp_mlp.0_Add_output.0 = anec.add %blocks.8.mlp.0.bias, %blocks_blocks.8_mlp_mlp.0_MatMul_output.0 : tensor<768xf16>, tensor<1x197x768xf16> -> tensor<1x197x768xf16>
    %blocks_blocks.8_mlp_mlp.1_Mul_1_output.0 = anec.gelu %blocks_blocks.8_mlp_mlp.0_Add_output.0 : tensor<1x197x768xf16>
    %blocks_blocks.8_mlp_mlp.2_MatMul_output.0 = anec.matmul %blocks_blocks.8_mlp_mlp.1_Mul_1_output.0, %onnx_MatMul.1026 : tensor<1x197x768xf16>, tensor<768x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.8_mlp_mlp.2_Add_output.0 = anec.add %blocks.8.mlp.2.bias, %blocks_blocks.8_mlp_mlp.2_MatMul_output.0 : tensor<192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.8_Add_1_output.0 = anec.add %blocks_blocks.8_Add_output.0, %blocks_blocks.8_mlp_mlp.2_Add_output.0 : tensor<1x197x192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks.9.norm1.weight = anec.constant dense<1.000000e+00> : tensor<192xf16>
    %blocks.9.norm1.bias = anec.constant dense<0.000000e+00> : tensor<192xf16>
    %blocks_blocks.9_norm1_LayerNormalization_output.0 = anec.layer_norm %blocks_blocks.8_Add_1_output.0 scale(%blocks.9.norm1.weight : tensor<192xf16>) bias(%blocks.9.norm1.bias : tensor<192xf16>) {axes = array<i64: 2>, epsilon = 1.000000e-06 : f32} : tensor<1x197x192xf16>
    %blocks_blocks.9_attn_qkv_MatMul_output.0 = anec.matmul %blocks_blocks.9_norm1_LayerNormalization_output.0, %onnx_MatMul.1027 : tensor<1x197x192xf16>, tensor<192x576xf16> -> tensor<1x197x576xf16>
    %blocks_blocks.9_attn_qkv_Add_output.0 = anec.add %blocks.9.attn.qkv.bias, %blocks_blocks.9_attn_qkv_MatMul_output.0 : tensor<576xf16>, tensor<1x197x576xf16> -> tensor<1x197x576xf16>
    %blocks_blocks.9_attn_Reshape_output.0 = anec.reshape %blocks_blocks.9_attn_qkv_Add_output.0 : tensor<1x197x576xf16> -> tensor<1x197x3x3x64xf16>
    %blocks_blocks.9_attn_Transpose_output.0 = anec.transpose %blocks_blocks.9_attn_Reshape_output.0 {permutation = array<i64: 2, 0, 3, 1, 4>} : tensor<1x197x3x3x64xf16> -> tensor<3x1x3x197x64xf16>
    %27 = anec.slice %blocks_blocks.9_attn_Transpose_output.0 {offsets = array<i64: 0, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.9_attn_Gather_output.0 = anec.reshape %27 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %28 = anec.slice %blocks_blocks.9_attn_Transpose_output.0 {offsets = array<i64: 1, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.9_attn_Gather_1_output.0 = anec.reshape %28 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %29 = anec.slice %blocks_blocks.9_attn_Transpose_output.0 {offsets = array<i64: 2, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.9_attn_Gather_2_output.0 = anec.reshape %29 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %blocks_blocks.9_attn_Transpose_1_output.0 = anec.transpose %blocks_blocks.9_attn_Gather_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x3x197x64xf16> -> tensor<1x3x64x197xf16>
    %blocks_blocks.9_attn_MatMul_output.0 = anec.matmul %blocks_blocks.9_attn_Gather_output.0, %blocks_blocks.9_attn_Transpose_1_output.0 : tensor<1x3x197x64xf16>, tensor<1x3x64x197xf16> -> tensor<1x3x197x197xf16>
    %blocks_blocks.9_attn_Constant_1_output.0 = anec.constant dense<1.250000e-01> : tensor<1xf16>
    %blocks_blocks.9_attn_Mul_output.0 = anec.mul %blocks_blocks.9_attn_MatMul_output.0, %blocks_blocks.9_attn_Constant_1_output.0 : tensor<1x3x197x197xf16>, tensor<1xf16> -> tensor<1x3x197x197xf16>
    %blocks_blocks.9_attn_Softmax_output.0 = anec.softmax %blocks_blocks.9_attn_Mul_output.0 {axis = 3 : i64} : tensor<1x3x197x197xf16>
    %blocks_blocks.9_attn_MatMul_1_output.0 = anec.matmul %blocks_blocks.9_attn_Softmax_output.0, %blocks_blocks.9_attn_Gather_2_output.0 : tensor<1x3x197x197xf16>, tensor<1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %blocks_blocks.9_attn_Transpose_2_output.0 = anec.transpose %blocks_blocks.9_attn_MatMul_1_output.0 {permutation = array<i64: 0, 2, 1, 3>} : tensor<1x3x197x64xf16> -> tensor<1x197x3x64xf16>
    %blocks_blocks.9_attn_Reshape_1_output.0 = anec.reshape %blocks_blocks.9_attn_Transpose_2_output.0 : tensor<1x197x3x64xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.9_attn_proj_MatMul_output.0 = anec.matmul %blocks_blocks.9_attn_Reshape_1_output.0, %onnx_MatMul.1038 : tensor<1x197x192xf16>, tensor<192x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.9_attn_proj_Add_output.0 = anec.add %blocks.9.attn.proj.bias, %blocks_blocks.9_attn_proj_MatMul_output.0 : tensor<192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.9_Add_output.0 = anec.add %blocks_blocks.8_Add_1_output.0, %blocks_blocks.9_attn_proj_Add_output.0 : tensor<1x197x192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks.9.norm2.weight = anec.constant dense<1.000000e+00> : tensor<192xf16>
    %blocks.9.norm2.bias = anec.constant dense<0.000000e+00> : tensor<192xf16>
    %blocks_blocks.9_norm2_LayerNormalization_output.0 = anec.layer_norm %blocks_blocks.9_Add_output.0 scale(%blocks.9.norm2.weight : tensor<192xf16>) bias(%blocks.9.norm2.bias : tensor<192xf16>) {axes = array<i64: 2>, epsilon = 1.000000e-06 : f32} : tensor<1x197x192xf16>
    %blocks_blocks.9_mlp_mlp.0_MatMul_output.0 = anec.matmul %blocks_blocks.9_norm2_LayerNormalization_output.0, %onnx_MatMul.1039 : tensor<1x197x192xf16>, tensor<192x768xf16> -> tensor<1x197x768xf16>
    %blocks_blocks.9_mlp_mlp.0_Add_output.0 = anec.add %blocks.9.mlp.0.bias, %blocks_blocks.9_mlp_mlp.0_MatMul_output.0 : tensor<768xf16>, tensor<1x197x768xf16> -> tensor<1x197x768xf16>
    %blocks_blocks.9_mlp_mlp.1_Mul_1_output.0 = anec.gelu %blocks_blocks.9_mlp_mlp.0_Add_output.0 : tensor<1x197x768xf16>
    %blocks_blocks.9_mlp_mlp.2_MatMul_output.0 = anec.matmul %blocks_blocks.9_mlp_mlp.1_Mul_1_output.0, %onnx_MatMul.1040 : tensor<1x197x768xf16>, tensor<768x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.9_mlp_mlp.2_Add_output.0 = anec.add %blocks.9.mlp.2.bias, %blocks_blocks.9_mlp_mlp.2_MatMul_output.0 : tensor<192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.9_Add_1_output.0 = anec.add %blocks_blocks.9_Add_output.0, %blocks_blocks.9_mlp_mlp.2_Add_output.0 : tensor<1x197x192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks.10.norm1.weight = anec.constant dense<1.000000e+00> : tensor<192xf16>
    %blocks.10.norm1.bias = anec.constant dense<0.000000e+00> : tensor<192xf16>
    %blocks_blocks.10_norm1_LayerNormalization_output.0 = anec.layer_norm %blocks_blocks.9_Add_1_output.0 scale(%blocks.10.norm1.weight : tensor<192xf16>) bias(%blocks.10.norm1.bias : tensor<192xf16>) {axes = array<i64: 2>, epsilon = 1.000000e-06 : f32} : tensor<1x197x192xf16>
    %blocks_blocks.10_attn_qkv_MatMul_output.0 = anec.matmul %blocks_blocks.10_norm1_LayerNormalization_output.0, %onnx_MatMul.1041 : tensor<1x197x192xf16>, tensor<192x576xf16> -> tensor<1x197x576xf16>
    %blocks_blocks.10_attn_qkv_Add_output.0 = anec.add %blocks.10.attn.qkv.bias, %blocks_blocks.10_attn_qkv_MatMul_output.0 : tensor<576xf16>, tensor<1x197x576xf16> -> tensor<1x197x576xf16>
    %blocks_blocks.10_attn_Reshape_output.0 = anec.reshape %blocks_blocks.10_attn_qkv_Add_output.0 : tensor<1x197x576xf16> -> tensor<1x197x3x3x64xf16>
    %blocks_blocks.10_attn_Transpose_output.0 = anec.transpose %blocks_blocks.10_attn_Reshape_output.0 {permutation = array<i64: 2, 0, 3, 1, 4>} : tensor<1x197x3x3x64xf16> -> tensor<3x1x3x197x64xf16>
    %30 = anec.slice %blocks_blocks.10_attn_Transpose_output.0 {offsets = array<i64: 0, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.10_attn_Gather_output.0 = anec.reshape %30 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %31 = anec.slice %blocks_blocks.10_attn_Transpose_output.0 {offsets = array<i64: 1, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.10_attn_Gather_1_output.0 = anec.reshape %31 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %32 = anec.slice %blocks_blocks.10_attn_Transpose_output.0 {offsets = array<i64: 2, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.10_attn_Gather_2_output.0 = anec.reshape %32 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %blocks_blocks.10_attn_Transpose_1_output.0 = anec.transpose %blocks_blocks.10_attn_Gather_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x3x197x64xf16> -> tensor<1x3x64x197xf16>
    %blocks_blocks.10_attn_MatMul_output.0 = anec.matmul %blocks_blocks.10_attn_Gather_output.0, %blocks_blocks.10_attn_Transpose_1_output.0 : tensor<1x3x197x64xf16>, tensor<1x3x64x197xf16> -> tensor<1x3x197x197xf16>
    %blocks_blocks.10_attn_Constant_1_output.0 = anec.constant dense<1.250000e-01> : tensor<1xf16>
    %blocks_blocks.10_attn_Mul_output.0 = anec.mul %blocks_blocks.10_attn_MatMul_output.0, %blocks_blocks.10_attn_Constant_1_output.0 : tensor<1x3x197x197xf16>, tensor<1xf16> -> tensor<1x3x197x197xf16>
    %blocks_blocks.10_attn_Softmax_output.0 = anec.softmax %blocks_blocks.10_attn_Mul_output.0 {axis = 3 : i64} : tensor<1x3x197x197xf16>
    %blocks_blocks.10_attn_MatMul_1_output.0 = anec.matmul %blocks_blocks.10_attn_Softmax_output.0, %blocks_blocks.10_attn_Gather_2_output.0 : tensor<1x3x197x197xf16>, tensor<1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %blocks_blocks.10_attn_Transpose_2_output.0 = anec.transpose %blocks_blocks.10_attn_MatMul_1_output.0 {permutation = array<i64: 0, 2, 1, 3>} : tensor<1x3x197x64xf16> -> tensor<1x197x3x64xf16>
    %blocks_blocks.10_attn_Reshape_1_output.0 = anec.reshape %blocks_blocks.10_attn_Transpose_2_output.0 : tensor<1x197x3x64xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.10_attn_proj_MatMul_output.0 = anec.matmul %blocks_blocks.10_attn_Reshape_1_output.0, %onnx_MatMul.1052 : tensor<1x197x192xf16>, tensor<192x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.10_attn_proj_Add_output.0 = anec.add %blocks.10.attn.proj.bias, %blocks_blocks.10_attn_proj_MatMul_output.0 : tensor<192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.10_Add_output.0 = anec.add %blocks_blocks.9_Add_1_output.0, %blocks_blocks.10_attn_proj_Add_output.0 : tensor<1x197x192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks.10.norm2.weight = anec.constant dense<1.000000e+00> : tensor<192xf16>
    %blocks.10.norm2.bias = anec.constant dense<0.000000e+00> : tensor<192xf16>
    %blocks_blocks.10_norm2_LayerNormalization_output.0 = anec.layer_norm %blocks_blocks.10_Add_output.0 scale(%blocks.10.norm2.weight : tensor<192xf16>) bias(%blocks.10.norm2.bias : tensor<192xf16>) {axes = array<i64: 2>, epsilon = 1.000000e-06 : f32} : tensor<1x197x192xf16>
    %blocks_blocks.10_mlp_mlp.0_MatMul_output.0 = anec.matmul %blocks_blocks.10_norm2_LayerNormalization_output.0, %onnx_MatMul.1053 : tensor<1x197x192xf16>, tensor<192x768xf16> -> tensor<1x197x768xf16>
    %blocks_blocks.10_mlp_mlp.0_Add_output.0 = anec.add %blocks.10.mlp.0.bias, %blocks_blocks.10_mlp_mlp.0_MatMul_output.0 : tensor<768xf16>, tensor<1x197x768xf16> -> tensor<1x197x768xf16>
    %blocks_blocks.10_mlp_mlp.1_Mul_1_output.0 = anec.gelu %blocks_blocks.10_mlp_mlp.0_Add_output.0 : tensor<1x197x768xf16>
    %blocks_blocks.10_mlp_mlp.2_MatMul_output.0 = anec.matmul %blocks_blocks.10_mlp_mlp.1_Mul_1_output.0, %onnx_MatMul.1054 : tensor<1x197x768xf16>, tensor<768x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.10_mlp_mlp.2_Add_output.0 = anec.add %blocks.10.mlp.2.bias, %blocks_blocks.10_mlp_mlp.2_MatMul_output.0 : tensor<192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.10_Add_1_output.0 = anec.add %blocks_blocks.10_Add_output.0, %blocks_blocks.10_mlp_mlp.2_Add_output.0 : tensor<1x197x192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks.11.norm1.weight = anec.constant dense<1.000000e+00> : tensor<192xf16>
    %blocks.11.norm1.bias = anec.constant dense<0.000000e+00> : tensor<192xf16>
    %blocks_blocks.11_norm1_LayerNormalization_output.0 = anec.layer_norm %blocks_blocks.10_Add_1_output.0 scale(%blocks.11.norm1.weight : tensor<192xf16>) bias(%blocks.11.norm1.bias : tensor<192xf16>) {axes = array<i64: 2>, epsilon = 1.000000e-06 : f32} : tensor<1x197x192xf16>
    %blocks_blocks.11_attn_qkv_MatMul_output.0 = anec.matmul %blocks_blocks.11_norm1_LayerNormalization_output.0, %onnx_MatMul.1055 : tensor<1x197x192xf16>, tensor<192x576xf16> -> tensor<1x197x576xf16>
    %blocks_blocks.11_attn_qkv_Add_output.0 = anec.add %blocks.11.attn.qkv.bias, %blocks_blocks.11_attn_qkv_MatMul_output.0 : tensor<576xf16>, tensor<1x197x576xf16> -> tensor<1x197x576xf16>
    %blocks_blocks.11_attn_Reshape_output.0 = anec.reshape %blocks_blocks.11_attn_qkv_Add_output.0 : tensor<1x197x576xf16> -> tensor<1x197x3x3x64xf16>
    %blocks_blocks.11_attn_Transpose_output.0 = anec.transpose %blocks_blocks.11_attn_Reshape_output.0 {permutation = array<i64: 2, 0, 3, 1, 4>} : tensor<1x197x3x3x64xf16> -> tensor<3x1x3x197x64xf16>
    %33 = anec.slice %blocks_blocks.11_attn_Transpose_output.0 {offsets = array<i64: 0, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.11_attn_Gather_output.0 = anec.reshape %33 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %34 = anec.slice %blocks_blocks.11_attn_Transpose_output.0 {offsets = array<i64: 1, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.11_attn_Gather_1_output.0 = anec.reshape %34 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %35 = anec.slice %blocks_blocks.11_attn_Transpose_output.0 {offsets = array<i64: 2, 0, 0, 0, 0>} : tensor<3x1x3x197x64xf16> -> tensor<1x1x3x197x64xf16>
    %blocks_blocks.11_attn_Gather_2_output.0 = anec.reshape %35 : tensor<1x1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %blocks_blocks.11_attn_Transpose_1_output.0 = anec.transpose %blocks_blocks.11_attn_Gather_1_output.0 {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x3x197x64xf16> -> tensor<1x3x64x197xf16>
    %blocks_blocks.11_attn_MatMul_output.0 = anec.matmul %blocks_blocks.11_attn_Gather_output.0, %blocks_blocks.11_attn_Transpose_1_output.0 : tensor<1x3x197x64xf16>, tensor<1x3x64x197xf16> -> tensor<1x3x197x197xf16>
    %blocks_blocks.11_attn_Constant_1_output.0 = anec.constant dense<1.250000e-01> : tensor<1xf16>
    %blocks_blocks.11_attn_Mul_output.0 = anec.mul %blocks_blocks.11_attn_MatMul_output.0, %blocks_blocks.11_attn_Constant_1_output.0 : tensor<1x3x197x197xf16>, tensor<1xf16> -> tensor<1x3x197x197xf16>
    %blocks_blocks.11_attn_Softmax_output.0 = anec.softmax %blocks_blocks.11_attn_Mul_output.0 {axis = 3 : i64} : tensor<1x3x197x197xf16>
    %blocks_blocks.11_attn_MatMul_1_output.0 = anec.matmul %blocks_blocks.11_attn_Softmax_output.0, %blocks_blocks.11_attn_Gather_2_output.0 : tensor<1x3x197x197xf16>, tensor<1x3x197x64xf16> -> tensor<1x3x197x64xf16>
    %blocks_blocks.11_attn_Transpose_2_output.0 = anec.transpose %blocks_blocks.11_attn_MatMul_1_output.0 {permutation = array<i64: 0, 2, 1, 3>} : tensor<1x3x197x64xf16> -> tensor<1x197x3x64xf16>
    %blocks_blocks.11_attn_Reshape_1_output.0 = anec.reshape %blocks_blocks.11_attn_Transpose_2_output.0 : tensor<1x197x3x64xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.11_attn_proj_MatMul_output.0 = anec.matmul %blocks_blocks.11_attn_Reshape_1_output.0, %onnx_MatMul.1066 : tensor<1x197x192xf16>, tensor<192x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.11_attn_proj_Add_output.0 = anec.add %blocks.11.attn.proj.bias, %blocks_blocks.11_attn_proj_MatMul_output.0 : tensor<192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.11_Add_output.0 = anec.add %blocks_blocks.10_Add_1_output.0, %blocks_blocks.11_attn_proj_Add_output.0 : tensor<1x197x192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks.11.norm2.weight = anec.constant dense<1.000000e+00> : tensor<192xf16>
    %blocks.11.norm2.bias = anec.constant dense<0.000000e+00> : tensor<192xf16>
    %blocks_blocks.11_norm2_LayerNormalization_output.0 = anec.layer_norm %blocks_blocks.11_Add_output.0 scale(%blocks.11.norm2.weight : tensor<192xf16>) bias(%blocks.11.norm2.bias : tensor<192xf16>) {axes = array<i64: 2>, epsilon = 1.000000e-06 : f32} : tensor<1x197x192xf16>
    %blocks_blocks.11_mlp_mlp.0_MatMul_output.0 = anec.matmul %blocks_blocks.11_norm2_LayerNormalization_output.0, %onnx_MatMul.1067 : tensor<1x197x192xf16>, tensor<192x768xf16> -> tensor<1x197x768xf16>
    %blocks_blocks.11_mlp_mlp.0_Add_output.0 = anec.add %blocks.11.mlp.0.bias, %blocks_blocks.11_mlp_mlp.0_MatMul_output.0 : tensor<768xf16>, tensor<1x197x768xf16> -> tensor<1x197x768xf16>
    %blocks_blocks.11_mlp_mlp.1_Mul_1_output.0 = anec.gelu %blocks_blocks.11_mlp_mlp.0_Add_output.0 : tensor<1x197x768xf16>
    %blocks_blocks.11_mlp_mlp.2_MatMul_output.0 = anec.matmul %blocks_blocks.11_mlp_mlp.1_Mul_1_output.0, %onnx_MatMul.1068 : tensor<1x197x768xf16>, tensor<768x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.11_mlp_mlp.2_Add_output.0 = anec.add %blocks.11.mlp.2.bias, %blocks_blocks.11_mlp_mlp.2_MatMul_output.0 : tensor<192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %blocks_blocks.11_Add_1_output.0 = anec.add %blocks_blocks.11_Add_output.0, %blocks_blocks.11_mlp_mlp.2_Add_output.0 : tensor<1x197x192xf16>, tensor<1x197x192xf16> -> tensor<1x197x192xf16>
    %norm.weight = anec.constant dense<1.000000e+00> : tensor<192xf16>
    %norm.bias = anec.constant dense<0.000000e+00> : tensor<192xf16>
    %norm_LayerNormalization_output.0 = anec.layer_norm %blocks_blocks.11_Add_1_output.0 scale(%norm.weight : tensor<192xf16>) bias(%norm.bias : tensor<192xf16>) {axes = array<i64: 2>, epsilon = 1.000000e-06 : f32} : tensor<1x197x192xf16>
    %36 = anec.slice %norm_LayerNormalization_output.0 {offsets = array<i64: 0, 0, 0>} : tensor<1x197x192xf16> -> tensor<1x1x192xf16>
    %output = anec.reshape %36 : tensor<1x1x192xf16> -> tensor<1x192xf16>
    %output_f32 = anec.cast %output : tensor<1x192xf16> -> tensor<1x192xf32>
    func.return %output_f32 : tensor<1x192xf32>
  }
}
