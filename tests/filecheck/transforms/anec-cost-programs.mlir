// RUN: anec-opt %s -p 'anec-cost{target=h13}' --split-input-file | filecheck %s

// A fused program pays one dispatch floor (220 us on H13) and moves none of
// its resident intermediates through DRAM; its ops carry floor-free rows.
// The convolution reads its input and weights (262144 + 2048 bytes) and
// keeps its output on chip; the ReLU writes only the yielded result (262144).
// Standalone, the pair would move 1050624 bytes and pay two floors.

// CHECK: anec.cost_summary = #anec.cost_summary<target = "h13", mode = seed, latency_us = 278.482, flops = 8519680, bytes = 526336, dispatches = 1>
// CHECK: %y = anec.program "block" {{.*}} {
// CHECK-NEXT: %c = anec.convolution {{.*}}#anec.cost<latency_us = 29.3547, bound = bandwidth, backend = engine, flops = 8388608, bytes = 264192,
// CHECK-NEXT: %r = anec.relu {{.*}}#anec.cost<latency_us = 29.1271, bound = bandwidth, backend = engine, flops = 131072, bytes = 262144,
// CHECK-NEXT: anec.yield
// CHECK-NEXT: } attributes {anec.cost = #anec.cost<latency_us = 278.482, bound = dispatch, backend = engine, flops = 8519680, bytes = 526336,

func.func @fused(%x: tensor<1x32x64x64xf16>, %w: tensor<32x32x1x1xf16>) -> tensor<1x32x64x64xf16> {
  %y = anec.program "block" (%a = %x : tensor<1x32x64x64xf16>, %k = %w : tensor<32x32x1x1xf16>) -> tensor<1x32x64x64xf16> {
    %c = anec.convolution %a, %k : tensor<1x32x64x64xf16>, tensor<32x32x1x1xf16> -> tensor<1x32x64x64xf16>
    %r = anec.relu %c : tensor<1x32x64x64xf16>
    anec.yield %r : tensor<1x32x64x64xf16>
  }
  func.return %y : tensor<1x32x64x64xf16>
}

// -----

// CHECK: anec.cost_summary = #anec.cost_summary<target = "h13", mode = seed, latency_us = {{[0-9.]+}}, flops = 8519680, bytes = 1050624, dispatches = 2>
func.func @unfused(%x: tensor<1x32x64x64xf16>, %w: tensor<32x32x1x1xf16>) -> tensor<1x32x64x64xf16> {
  %c = anec.convolution %x, %w : tensor<1x32x64x64xf16>, tensor<32x32x1x1xf16> -> tensor<1x32x64x64xf16>
  %r = anec.relu %c : tensor<1x32x64x64xf16>
  func.return %r : tensor<1x32x64x64xf16>
}
