// RUN: anec-opt %s -p 'anec-tune{target=h13}' | filecheck %s
// RUN: not anec-opt %s -p 'anec-compile{target=h13 tune=true}' 2>&1 | filecheck %s --check-prefix=NO-TUNE
// RUN: anec-opt %s -p 'anec-tune{target="%S/Inputs/refined-h13.toml" mode=refined tolerance=0.01 gate=winners}' | filecheck %s --check-prefix=LOOSE
// RUN: rm -f %t.json %t.txt && anec-opt %s -p 'anec-tune{target="%S/Inputs/refined-h13.toml" mode=refined budget=4 cache="%t.json" report="%t.txt"}' > %t.first.mlir
// RUN: filecheck %s --check-prefix=REPORT < %t.txt
// RUN: anec-opt %s -p 'anec-tune{target="%S/Inputs/refined-h13.toml" mode=refined budget=4 cache="%t.json" report="%t.txt"}' | diff %t.first.mlir -
// RUN: filecheck %s --check-prefix=HIT < %t.txt
// RUN: not anec-opt %s -p 'anec-tune{target=h13 budget=-1}' 2>&1 | filecheck %s --check-prefix=BUDGET

// The autotuner is its own pass: anec-compile has no tune option.
// NO-TUNE: anec-opt: error: pass 'anec-compile' has no option 'tune'; its options are: target, mode, placement-states, pin-engine

// The tuned module: the search starts from anec-compile's result, fused into one program with the
// Winograd form anec-winograd takes, and at tolerance 0 keeps its numbers
// bit for bit (the direct form's interpreter output differs from the
// Winograd form's in the last fp16 bits, so it is never taken).
// CHECK: builtin.module attributes {anec.target = "h13", anec.cost_summary = #anec.cost_summary<target = "h13", mode = seed, {{.*}} dispatches = 1>}
// CHECK: anec.program "p0"
// CHECK: anec.convolution {{.*}} {anec.winograd = #anec.winograd<{{f2x2|f4x4}}>
// CHECK: anec.yield

// LOOSE: anec.convolution {{.*}} {anec.winograd = #anec.winograd<f2x2>

// REPORT: anec-tune report: target h13, mode refined, tolerance 0, min-speedup 1, budget 4, gate all, tuner version 3
// REPORT-NEXT: function @small (searched, cache key {{[0-9a-f]+}})
// REPORT-NEXT: legalization (required, not a decision): no change
// REPORT-NEXT: reference (the start of the search and the gate's outputs): anec-compile's result; against the function as written: outputs are not bit-identical (tolerance 0); max abs diff 0.000244141, cosine 1.000000
// REPORT-NEXT: decision fusion x tiling (current 389.206 us)
// REPORT-NEXT: full {{.*}} 389.206 us  current
// REPORT-NEXT: no-tile {{.*}} 389.206 us  same IR as the current form
// REPORT-NEXT: one-dispatch-per-op {{.*}} 389.206 us  passed (bit-identical; max abs diff 0, cosine 1.000000), kept out: does not beat the current 389.206 us by min-speedup 1
// REPORT-NEXT: full, no-fold {{.*}} 391.617 us  rejected: outputs are not bit-identical (tolerance 0); max abs diff 0.00195312, cosine 1.000000
// REPORT: full, chimera {{.*}} not evaluated: budget exhausted
// REPORT: budget exhausted
// REPORT: whole graph: 784.996 us as written, 389.206 us anec-compile -> 389.206 us tuned (2.02x)
// HIT: function @small (cache hit {{[0-9a-f]+}})

// BUDGET: anec-opt: error: anec-tune: budget must be an integer >= 0, got -1

func.func @small(%x: tensor<1x32x28x28xf16>, %w: tensor<32x32x3x3xf16>) -> tensor<1x32x28x28xf16> {
  %c = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x32x28x28xf16>, tensor<32x32x3x3xf16> -> tensor<1x32x28x28xf16>
  %r = anec.relu %c : tensor<1x32x28x28xf16>
  func.return %r : tensor<1x32x28x28xf16>
}
