// RUN: anec-opt %s -p 'anec-cost{target="%S/Inputs/refined-h17s.toml" mode=refined}' | filecheck %s
// RUN: anec-opt %s -p 'anec-cost{target=h17s mode=seed}' | filecheck %s --check-prefix=SEED
// RUN: anec-opt %s -p 'anec-cost{target="%S/Inputs/refined-h13.toml" mode=refined}' | filecheck %s --check-prefix=H13

// The engine's native attention path (docs/cost-model.md, "The native
// attention path"): an anec.attention dispatched on its own, outside any
// program, is a separate native sub-program behind a host round trip. In the
// refined mode it costs what any standalone dispatch costs plus
// native_attention_us and its operand bytes at native_attention_gbps
// (H17s, pinned in Inputs/refined-h17s.toml: 32.545652 us + 524288 B /
// 5.018369 GB/s = 137.02 us more). The same attention inside a program is
// the fused route and pays nothing more. The shape is r071's (8 heads of 64
// over 128 tokens; 252 us measured on the M5 Pro).

// CHECK-LABEL: func.func @native
// CHECK:       anec.attention {{.*}}#anec.cost<latency_us = 238.872, bound = dispatch
// CHECK-LABEL: func.func @fused
// CHECK:       anec.program "p0"
// CHECK:       anec.attention {{.*}}#anec.cost<latency_us = 26.4155, bound = bandwidth
// CHECK:       } attributes {anec.cost = #anec.cost<latency_us = 101.852, bound = dispatch

// The seed model has no native path: both cost one floor plus the roofline.
// SEED-LABEL: func.func @native
// SEED:       anec.attention {{.*}}#anec.cost<latency_us = [[SEED:[0-9.]+]], bound = dispatch
// SEED-LABEL: func.func @fused
// SEED:       } attributes {anec.cost = #anec.cost<latency_us = [[SEED]], bound = dispatch

// A calibration file without the native parameters (Inputs/refined-h13.toml
// predates them) loads, and takes its target's values from cost/refined.toml
// (on H13 derived from H17s's fit by SPEC 2's scaling).
// H13-LABEL: func.func @native
// H13:       anec.attention {{.*}}#anec.cost<latency_us = {{[0-9.]+}}, bound = dispatch
// H13-LABEL: func.func @fused
// H13:       } attributes {anec.cost = #anec.cost<latency_us = {{[0-9.]+}}, bound = dispatch

builtin.module {
  func.func @native(%q: tensor<1x8x128x64xf16>, %k: tensor<1x8x128x64xf16>, %v: tensor<1x8x128x64xf16>) -> tensor<1x8x128x64xf16> {
    %o = anec.attention %q, %k, %v : tensor<1x8x128x64xf16>, tensor<1x8x128x64xf16>, tensor<1x8x128x64xf16> -> tensor<1x8x128x64xf16>
    func.return %o : tensor<1x8x128x64xf16>
  }
  func.func @fused(%q: tensor<1x8x128x64xf16>, %k: tensor<1x8x128x64xf16>, %v: tensor<1x8x128x64xf16>) -> tensor<1x8x128x64xf16> {
    %o = anec.program "p0" (%q_in = %q : tensor<1x8x128x64xf16>, %k_in = %k : tensor<1x8x128x64xf16>, %v_in = %v : tensor<1x8x128x64xf16>) -> tensor<1x8x128x64xf16> {
      %o_in = anec.attention %q_in, %k_in, %v_in : tensor<1x8x128x64xf16>, tensor<1x8x128x64xf16>, tensor<1x8x128x64xf16> -> tensor<1x8x128x64xf16>
      anec.yield %o_in : tensor<1x8x128x64xf16>
    }
    func.return %o : tensor<1x8x128x64xf16>
  }
}
