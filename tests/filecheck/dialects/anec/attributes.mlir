// RUN: ANEC_ROUNDTRIP
// RUN: ANEC_GENERIC_ROUNDTRIP

// Analysis results are discardable attributes; they round-trip like any other.
builtin.module attributes {anec.cost_summary = #anec.cost_summary<target = "h13", mode = seed, latency_us = 2406.4, flops = 1849688064, bytes = 6540000, dispatches = 4>} {
  func.func @f(%x: tensor<4xf16>) -> tensor<4xf16> {
    %y = anec.relu %x {anec.cost = #anec.cost<latency_us = 504.6, bound = compute, backend = engine, flops = 924844032, bytes = 1982464, intensity = 466.5, cycles = 1806422, exec_cycles = 65535, saturated = true, lever = "compute: no tuning needed">} : tensor<4xf16>
    func.return %y : tensor<4xf16>
  }
}
// CHECK: builtin.module attributes {anec.cost_summary = #anec.cost_summary<target = "h13", mode = seed, latency_us = 2406.4, flops = 1849688064, bytes = 6540000, dispatches = 4>} {
// CHECK: %y = anec.relu %x {anec.cost = #anec.cost<latency_us = 504.6, bound = compute, backend = engine, flops = 924844032, bytes = 1982464, intensity = 466.5, cycles = 1806422, exec_cycles = 65535, saturated = true, lever = "compute: no tuning needed">} : tensor<4xf16>

// -----

func.func @g(%x: tensor<4xf16>) -> tensor<4xf16> {
  %y = anec.relu %x {anec.cost = #anec.cost<latency_us = 1.0e-07, bound = dispatch, backend = cpu, flops = 0, bytes = 0, intensity = 0.0, cycles = 0, exec_cycles = 0, saturated = false, lever = "dispatch: batch or fuse">} : tensor<4xf16>
  func.return %y : tensor<4xf16>
}
// CHECK: #anec.cost<latency_us = 1.0e-07, bound = dispatch, backend = cpu, flops = 0, bytes = 0, intensity = 0.0, cycles = 0, exec_cycles = 0, saturated = false, lever = "dispatch: batch or fuse">

// -----

// Work that moves no DRAM bytes (resident inside a program) has infinite intensity.
func.func @h(%x: tensor<4xf16>) -> tensor<4xf16> {
  %y = anec.relu %x {anec.cost = #anec.cost<latency_us = 0.5, bound = compute, backend = engine, flops = 4, bytes = 0, intensity = inf, cycles = 1, exec_cycles = 1, saturated = false, lever = "compute: no tuning needed">} : tensor<4xf16>
  func.return %y : tensor<4xf16>
}
// CHECK: #anec.cost<latency_us = 0.5, bound = compute, backend = engine, flops = 4, bytes = 0, intensity = inf, cycles = 1, exec_cycles = 1, saturated = false, lever = "compute: no tuning needed">

// -----

// The discardable attributes that change an op's meaning have their own types.
// CHECK-LABEL: func.func @discardable
// CHECK-SAME:    {anec.range = #anec.range<-1.5, 255.0>}
// CHECK:         anec.convolution %x, %w {anec.winograd = #anec.winograd<f4x4>}
// CHECK:         anec.matmul %a, %b {anec.chimera = #anec.chimera<order = "mkln", tile = [4, 8, 4], dv = 96, mu = 48>}
// CHECK:         anec.matmul %a, %b {anec.chimera = #anec.chimera<order = "mkn", tile = [8, 8, 8]>}
// CHECK:         anec.matmul %a, %b {anec.chimera = #anec.chimera<order = "m>d5>k>d4>l>n", tile = [8, 8, 8]>}
// CHECK-GENERIC: #anec.winograd<f4x4>
func.func @discardable(%x: tensor<1x8x8x8xf32> {anec.range = #anec.range<-1.5, 255>}, %w: tensor<8x8x3x3xf32>, %a: tensor<8x8xf16>, %b: tensor<8x8xf16>) -> (tensor<1x8x6x6xf32>, tensor<8x8xf16>, tensor<8x8xf16>, tensor<8x8xf16>) {
  %y = anec.convolution %x, %w {anec.winograd = #anec.winograd<f4x4>} : tensor<1x8x8x8xf32>, tensor<8x8x3x3xf32> -> tensor<1x8x6x6xf32>
  %m = anec.matmul %a, %b {anec.chimera = #anec.chimera<order = "mkln", tile = [4, 8, 4], dv = 96, mu = 48>} : tensor<8x8xf16>, tensor<8x8xf16> -> tensor<8x8xf16>
  %n = anec.matmul %a, %b {anec.chimera = #anec.chimera<order = "mkn", tile = [8, 8, 8]>} : tensor<8x8xf16>, tensor<8x8xf16> -> tensor<8x8xf16>
  %c = anec.matmul %a, %b {anec.chimera = #anec.chimera<order = "m>d5>k>d4>l>n", tile = [8, 8, 8]>} : tensor<8x8xf16>, tensor<8x8xf16> -> tensor<8x8xf16>
  func.return %y, %m, %n, %c : tensor<1x8x6x6xf32>, tensor<8x8xf16>, tensor<8x8xf16>, tensor<8x8xf16>
}
