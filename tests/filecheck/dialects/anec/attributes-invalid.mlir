// RUN: anec-opt %s --split-input-file --verify-diagnostics

func.func @f(%x: tensor<4xf16>) -> tensor<4xf16> {
  // expected-error @+1 {{Expected ','}}
  %y = anec.relu %x {anec.cost = #anec.cost<latency_us = 1.0, bound = compute>} : tensor<4xf16>
  func.return %y : tensor<4xf16>
}

// -----

func.func @f(%x: tensor<1x3x8x8xf16>, %w: tensor<4x3x3x3xf16>) {
  // expected-error @+1 {{Expected `dense`, `int8`, `uint8`, `palettized`, `sparse`, or `blocked`.}}
  %y = anec.convolution %x, %w {weight_format = #anec.weight_format<int4>} : tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16> -> tensor<1x4x6x6xf16>
  func.return
}
