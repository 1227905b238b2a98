// RUN: anec-opt %s -p 'anec-cost{target=wse2}' | filecheck %s
// RUN: anec-opt %s -p 'anec-cost{target=WSE2 mode=refined}' | filecheck %s
// RUN: anec-report %s --target wse2 | filecheck %s --check-prefix=REPORT
// RUN: anec-report %s --target wse2 --format json | filecheck %s --check-prefix=JSON
// RUN: not anec-opt %s -p 'anec-compile{target=wse2}' 2>&1 | filecheck %s --check-prefix=ANEONLY
// RUN: not anec-opt %s -p 'anec-tile{target=WSE2}' 2>&1 | filecheck %s --check-prefix=ANEONLY

// The compiler passes model the ANE only; naming the WSE-2 there says so.
// ANEONLY: anec-opt: error: unknown target {{'wse2'|'WSE2'}}; the WSE-2 (SPEC section 9) is a target of anec-cost and anec-report only; valid targets: h11,

// The WSE-2 target family (SPEC section 9) models anec.matmul with SUMMA; a
// 56x56x56 GEMM takes the smallest grid whose tiles fit a PE's 48 kB: 2x2
// PEs of 28x28x28 tiles. Other ops have no WSE-2 model and get no estimate.

// CHECK: builtin.module attributes {anec.wse2_summary = {cycles = [[CYCLES:[0-9]+]] : i64, unmodelled_ops = 1 : i64}}
// CHECK: anec.matmul %a, %b {anec.wse2 = {grid = 2 : i64, tiles = array<i64: 28, 28, 28>, batch = 1 : i64, cycles = [[CYCLES]] : i64, flop_per_cycle = {{.*}} : f64}}
// CHECK-NOT: anec.wse2 =

// REPORT: target wse2 (Cerebras WSE-2, SUMMA GEMM model, SPEC section 9): anec.matmul only
// REPORT: %m   56  56  56      1   2x2  28x28x28
// REPORT: total: {{[0-9]+}} cycles over 1 matmuls; 1 other ops not modelled

// JSON: "target": "wse2",
// JSON: "grid": 2,

func.func @gemm(%a: tensor<56x56xf32>, %b: tensor<56x56xf32>) -> tensor<56x56xf32> {
  %m = anec.matmul %a, %b : tensor<56x56xf32>, tensor<56x56xf32> -> tensor<56x56xf32>
  %r = anec.relu %m : tensor<56x56xf32>
  func.return %r : tensor<56x56xf32>
}
