// A gather (never on the engine: on the GPU) feeding a matmul and a relu on the engine: a flow between backends (tests/test_trace.py).
func.func @main(%t: tensor<30522x64xf16>, %i: tensor<512xi32>) -> tensor<512x512xf16> {
  %w = anec.constant dense<1.0> : tensor<64x512xf16>
  %e = anec.gather %t, %i {axis = 0 : i64} : tensor<30522x64xf16>, tensor<512xi32> -> tensor<512x64xf16>
  %m = anec.matmul %e, %w : tensor<512x64xf16>, tensor<64x512xf16> -> tensor<512x512xf16>
  %r = anec.relu %m : tensor<512x512xf16>
  func.return %r : tensor<512x512xf16>
}
