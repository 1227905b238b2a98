// ResNet-18 (torchvision layout).
// From devtools/reference_models.py, exported by PyTorch's TorchScript exporter
// (opset 17, batch norm folded into the convolutions) and
// imported by `anec-import --weights args`: fp16 compute behind the fp32 interface,
// and after the input, 42 weights as function arguments in order of first use
// (splat tensors stay inline). Regenerate with `python -m devtools.gen_examples`.
builtin.module {
  func.func @resnet18(%input: tensor<1x3x224x224xf32>, %onnx_Conv.193: tensor<64x3x7x7xf16>, %onnx_Conv.194: tensor<64xf16>, %onnx_Conv.196: tensor<64x64x3x3xf16>, %onnx_Conv.197: tensor<64xf16>, %onnx_Conv.199: tensor<64x64x3x3xf16>, %onnx_Conv.200: tensor<64xf16>, %onnx_Conv.202: tensor<64x64x3x3xf16>, %onnx_Conv.203: tensor<64xf16>, %onnx_Conv.205: tensor<64x64x3x3xf16>, %onnx_Conv.206: tensor<64xf16>, %onnx_Conv.208: tensor<128x64x3x3xf16>, %onnx_Conv.209: tensor<128xf16>, %onnx_Conv.211: tensor<128x128x3x3xf16>, %onnx_Conv.212: tensor<128xf16>, %onnx_Conv.214: tensor<128x64x1x1xf16>, %onnx_Conv.215: tensor<128xf16>, %onnx_Conv.217: tensor<128x128x3x3xf16>, %onnx_Conv.218: tensor<128xf16>, %onnx_Conv.220: tensor<128x128x3x3xf16>, %onnx_Conv.221: tensor<128xf16>, %onnx_Conv.223: tensor<256x128x3x3xf16>, %onnx_Conv.224: tensor<256xf16>, %onnx_Conv.226: tensor<256x256x3x3xf16>, %onnx_Conv.227: tensor<256xf16>, %onnx_Conv.229: tensor<256x128x1x1xf16>, %onnx_Conv.230: tensor<256xf16>, %onnx_Conv.232: tensor<256x256x3x3xf16>, %onnx_Conv.233: tensor<256xf16>, %onnx_Conv.235: tensor<256x256x3x3xf16>, %onnx_Conv.236: tensor<256xf16>, %onnx_Conv.238: tensor<512x256x3x3xf16>, %onnx_Conv.239: tensor<512xf16>, %onnx_Conv.241: tensor<512x512x3x3xf16>, %onnx_Conv.242: tensor<512xf16>, %onnx_Conv.244: tensor<512x256x1x1xf16>, %onnx_Conv.245: tensor<512xf16>, %onnx_Conv.247: tensor<512x512x3x3xf16>, %onnx_Conv.248: tensor<512xf16>, %onnx_Conv.250: tensor<512x512x3x3xf16>, %onnx_Conv.251: tensor<512xf16>, %fc.weight: tensor<1000x512xf16>, %fc.bias: tensor<1000xf16>) -> tensor<1x1000xf32> {
    %input_f16 = anec.cast %input : tensor<1x3x224x224xf32> -> tensor<1x3x224x224xf16>
    %stem_stem.0_stem.0.0_Conv_output.0 = anec.convolution %input_f16, %onnx_Conv.193 bias(%onnx_Conv.194 : tensor<64xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 3, 3, 3, 3>} : tensor<1x3x224x224xf16>, tensor<64x3x7x7xf16> -> tensor<1x64x112x112xf16>
    %stem_stem.0_stem.0.2_Relu_output.0 = anec.relu %stem_stem.0_stem.0.0_Conv_output.0 : tensor<1x64x112x112xf16>
    %stem_stem.1_MaxPool_output.0 = anec.max_pool %stem_stem.0_stem.0.2_Relu_output.0 {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>, kernel_sizes = array<i64: 3, 3>} : tensor<1x64x112x112xf16> -> tensor<1x64x56x56xf16>
    %layers_layers.0_conv1_conv1.0_Conv_output.0 = anec.convolution %stem_stem.1_MaxPool_output.0, %onnx_Conv.196 bias(%onnx_Conv.197 : tensor<64xf16>) {explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x64x56x56xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x56x56xf16>
    %layers_layers.0_conv1_conv1.2_Relu_output.0 = anec.relu %layers_layers.0_conv1_conv1.0_Conv_output.0 : tensor<1x64x56x56xf16>
    %layers_layers.0_conv2_conv2.0_Conv_output.0 = anec.convolution %layers_layers.0_conv1_conv1.2_Relu_output.0, %onnx_Conv.199 bias(%onnx_Conv.200 : tensor<64xf16>) {explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x64x56x56xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x56x56xf16>
    %layers_layers.0_Add_output.0 = anec.add %layers_layers.0_conv2_conv2.0_Conv_output.0, %stem_stem.1_MaxPool_output.0 : tensor<1x64x56x56xf16>, tensor<1x64x56x56xf16> -> tensor<1x64x56x56xf16>
    %layers_layers.0_relu_Relu_output.0 = anec.relu %layers_layers.0_Add_output.0 : tensor<1x64x56x56xf16>
    %layers_layers.1_conv1_conv1.0_Conv_output.0 = anec.convolution %layers_layers.0_relu_Relu_output.0, %onnx_Conv.202 bias(%onnx_Conv.203 : tensor<64xf16>) {explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x64x56x56xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x56x56xf16>
    %layers_layers.1_conv1_conv1.2_Relu_output.0 = anec.relu %layers_layers.1_conv1_conv1.0_Conv_output.0 : tensor<1x64x56x56xf16>
    %layers_layers.1_conv2_conv2.0_Conv_output.0 = anec.convolution %layers_layers.1_conv1_conv1.2_Relu_output.0, %onnx_Conv.205 bias(%onnx_Conv.206 : tensor<64xf16>) {explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x64x56x56xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x56x56xf16>
    %layers_layers.1_Add_output.0 = anec.add %layers_layers.1_conv2_conv2.0_Conv_output.0, %layers_layers.0_relu_Relu_output.0 : tensor<1x64x56x56xf16>, tensor<1x64x56x56xf16> -> tensor<1x64x56x56xf16>
    %layers_layers.1_relu_Relu_output.0 = anec.relu %layers_layers.1_Add_output.0 : tensor<1x64x56x56xf16>
    %layers_layers.2_conv1_conv1.0_Conv_output.0 = anec.convolution %layers_layers.1_relu_Relu_output.0, %onnx_Conv.208 bias(%onnx_Conv.209 : tensor<128xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x64x56x56xf16>, tensor<128x64x3x3xf16> -> tensor<1x128x28x28xf16>
    %layers_layers.2_conv1_conv1.2_Relu_output.0 = anec.relu %layers_layers.2_conv1_conv1.0_Conv_output.0 : tensor<1x128x28x28xf16>
    %layers_layers.2_conv2_conv2.0_Conv_output.0 = anec.convolution %layers_layers.2_conv1_conv1.2_Relu_output.0, %onnx_Conv.211 bias(%onnx_Conv.212 : tensor<128xf16>) {explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x128x28x28xf16>, tensor<128x128x3x3xf16> -> tensor<1x128x28x28xf16>
    %layers_layers.2_downsample_downsample.0_Conv_output.0 = anec.convolution %layers_layers.1_relu_Relu_output.0, %onnx_Conv.214 bias(%onnx_Conv.215 : tensor<128xf16>) {strides = array<i64: 2, 2>} : tensor<1x64x56x56xf16>, tensor<128x64x1x1xf16> -> tensor<1x128x28x28xf16>
    %layers_layers.2_Add_output.0 = anec.add %layers_layers.2_conv2_conv2.0_Conv_output.0, %layers_layers.2_downsample_downsample.0_Conv_output.0 : tensor<1x128x28x28xf16>, tensor<1x128x28x28xf16> -> tensor<1x128x28x28xf16>
    %layers_layers.2_relu_Relu_output.0 = anec.relu %layers_layers.2_Add_output.0 : tensor<1x128x28x28xf16>
    %layers_layers.3_conv1_conv1.0_Conv_output.0 = anec.convolution %layers_layers.2_relu_Relu_output.0, %onnx_Conv.217 bias(%onnx_Conv.218 : tensor<128xf16>) {explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x128x28x28xf16>, tensor<128x128x3x3xf16> -> tensor<1x128x28x28xf16>
    %layers_layers.3_conv1_conv1.2_Relu_output.0 = anec.relu %layers_layers.3_conv1_conv1.0_Conv_output.0 : tensor<1x128x28x28xf16>
    %layers_layers.3_conv2_conv2.0_Conv_output.0 = anec.convolution %layers_layers.3_conv1_conv1.2_Relu_output.0, %onnx_Conv.220 bias(%onnx_Conv.221 : tensor<128xf16>) {explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x128x28x28xf16>, tensor<128x128x3x3xf16> -> tensor<1x128x28x28xf16>
    %layers_layers.3_Add_output.0 = anec.add %layers_layers.3_conv2_conv2.0_Conv_output.0, %layers_layers.2_relu_Relu_output.0 : tensor<1x128x28x28xf16>, tensor<1x128x28x28xf16> -> tensor<1x128x28x28xf16>
    %layers_layers.3_relu_Relu_output.0 = anec.relu %layers_layers.3_Add_output.0 : tensor<1x128x28x28xf16>
    %layers_layers.4_conv1_conv1.0_Conv_output.0 = anec.convolution %layers_layers.3_relu_Relu_output.0, %onnx_Conv.223 bias(%onnx_Conv.224 : tensor<256xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x128x28x28xf16>, tensor<256x128x3x3xf16> -> tensor<1x256x14x14xf16>
    %layers_layers.4_conv1_conv1.2_Relu_output.0 = anec.relu %layers_layers.4_conv1_conv1.0_Conv_output.0 : tensor<1x256x14x14xf16>
    %layers_layers.4_conv2_conv2.0_Conv_output.0 = anec.convolution %layers_layers.4_conv1_conv1.2_Relu_output.0, %onnx_Conv.226 bias(%onnx_Conv.227 : tensor<256xf16>) {explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x256x14x14xf16>, tensor<256x256x3x3xf16> -> tensor<1x256x14x14xf16>
    %layers_layers.4_downsample_downsample.0_Conv_output.0 = anec.convolution %layers_layers.3_relu_Relu_output.0, %onnx_Conv.229 bias(%onnx_Conv.230 : tensor<256xf16>) {strides = array<i64: 2, 2>} : tensor<1x128x28x28xf16>, tensor<256x128x1x1xf16> -> tensor<1x256x14x14xf16>
    %layers_layers.4_Add_output.0 = anec.add %layers_layers.4_conv2_conv2.0_Conv_output.0, %layers_layers.4_downsample_downsample.0_Conv_output.0 : tensor<1x256x14x14xf16>, tensor<1x256x14x14xf16> -> tensor<1x256x14x14xf16>
    %layers_layers.4_relu_Relu_output.0 = anec.relu %layers_layers.4_Add_output.0 : tensor<1x256x14x14xf16>
    %layers_layers.5_conv1_conv1.0_Conv_output.0 = anec.convolution %layers_layers.4_relu_Relu_output.0, %onnx_Conv.232 bias(%onnx_Conv.233 : tensor<256xf16>) {explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x256x14x14xf16>, tensor<256x256x3x3xf16> -> tensor<1x256x14x14xf16>
    %layers_layers.5_conv1_conv1.2_Relu_output.0 = anec.relu %layers_layers.5_conv1_conv1.0_Conv_output.0 : tensor<1x256x14x14xf16>
    %layers_layers.5_conv2_conv2.0_Conv_output.0 = anec.convolution %layers_layers.5_conv1_conv1.2_Relu_output.0, %onnx_Conv.235 bias(%onnx_Conv.236 : tensor<256xf16>) {explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x256x14x14xf16>, tensor<256x256x3x3xf16> -> tensor<1x256x14x14xf16>
    %layers_layers.5_Add_output.0 = anec.add %layers_layers.5_conv2_conv2.0_Conv_output.0, %layers_layers.4_relu_Relu_output.0 : tensor<1x256x14x14xf16>, tensor<1x256x14x14xf16> -> tensor<1x256x14x14xf16>
    %layers_layers.5_relu_Relu_output.0 = anec.relu %layers_layers.5_Add_output.0 : tensor<1x256x14x14xf16>
    %layers_layers.6_conv1_conv1.0_Conv_output.0 = anec.convolution %layers_layers.5_relu_Relu_output.0, %onnx_Conv.238 bias(%onnx_Conv.239 : tensor<512xf16>) {strides = array<i64: 2, 2>, explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x256x14x14xf16>, tensor<512x256x3x3xf16> -> tensor<1x512x7x7xf16>
    %layers_layers.6_conv1_conv1.2_Relu_output.0 = anec.relu %layers_layers.6_conv1_conv1.0_Conv_output.0 : tensor<1x512x7x7xf16>
    %layers_layers.6_conv2_conv2.0_Conv_output.0 = anec.convolution %layers_layers.6_conv1_conv1.2_Relu_output.0, %onnx_Conv.241 bias(%onnx_Conv.242 : tensor<512xf16>) {explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x512x7x7xf16>, tensor<512x512x3x3xf16> -> tensor<1x512x7x7xf16>
    %layers_layers.6_downsample_downsample.0_Conv_output.0 = anec.convolution %layers_layers.5_relu_Relu_output.0, %onnx_Conv.244 bias(%onnx_Conv.245 : tensor<512xf16>) {strides = array<i64: 2, 2>} : tensor<1x256x14x14xf16>, tensor<512x256x1x1xf16> -> tensor<1x512x7x7xf16>
    %layers_layers.6_Add_output.0 = anec.add %layers_layers.6_conv2_conv2.0_Conv_output.0, %layers_layers.6_downsample_downsample.0_Conv_output.0 : tensor<1x512x7x7xf16>, tensor<1x512x7x7xf16> -> tensor<1x512x7x7xf16>
    %layers_layers.6_relu_Relu_output.0 = anec.relu %layers_layers.6_Add_output.0 : tensor<1x512x7x7xf16>
    %layers_layers.7_conv1_conv1.0_Conv_output.0 = anec.convolution %layers_layers.6_relu_Relu_output.0, %onnx_Conv.247 bias(%onnx_Conv.248 : tensor<512xf16>) {explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x512x7x7xf16>, tensor<512x512x3x3xf16> -> tensor<1x512x7x7xf16>
    %layers_layers.7_conv1_conv1.2_Relu_output.0 = anec.relu %layers_layers.7_conv1_conv1.0_Conv_output.0 : tensor<1x512x7x7xf16>
    %layers_layers.7_conv2_conv2.0_Conv_output.0 = anec.convolution %layers_layers.7_conv1_conv1.2_Relu_output.0, %onnx_Conv.250 bias(%onnx_Conv.251 : tensor<512xf16>) {explicit_padding = array<i64: 1, 1, 1, 1>} : tensor<1x512x7x7xf16>, tensor<512x512x3x3xf16> -> tensor<1x512x7x7xf16>
    %layers_layers.7_Add_output.0 = anec.add %layers_layers.7_conv2_conv2.0_Conv_output.0, %layers_layers.6_relu_Relu_output.0 : tensor<1x512x7x7xf16>, tensor<1x512x7x7xf16> -> tensor<1x512x7x7xf16>
    %layers_layers.7_relu_Relu_output.0 = anec.relu %layers_layers.7_Add_output.0 : tensor<1x512x7x7xf16>
    %pool_GlobalAveragePool_output.0 = anec.global_avg_pool %layers_layers.7_relu_Relu_output.0 : tensor<1x512x7x7xf16> -> tensor<1x512x1x1xf16>
    %Flatten_output.0 = anec.reshape %pool_GlobalAveragePool_output.0 : tensor<1x512x1x1xf16> -> tensor<1x512xf16>
    %0 = anec.matmul %Flatten_output.0, %fc.weight transpose_rhs true : tensor<1x512xf16>, tensor<1000x512xf16> -> tensor<1x1000xf16>
    %output = anec.add %0, %fc.bias : tensor<1x1000xf16>, tensor<1000xf16> -> tensor<1x1000xf16>
    %output_f32 = anec.cast %output : tensor<1x1000xf16> -> tensor<1x1000xf32>
    func.return %output_f32 : tensor<1x1000xf32>
  }
}
