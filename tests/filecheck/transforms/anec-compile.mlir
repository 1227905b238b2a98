// RUN: anec-opt %s -p 'anec-compile{target=h13}' | filecheck %s
// RUN: anec-opt %s -p 'anec-compile{target=h17s mode=refined}' | filecheck %s --check-prefix=M5

// The default pipeline: the module records its target and the estimate, the
// engine run becomes one program, and every op carries its cost. The other
// passes' rewrites (batch-norm folding, Winograd, channel groups) are theirs
// to check; here only what the pipeline as a whole guarantees.

// CHECK: builtin.module attributes {anec.target = "h13", anec.cost_summary = #anec.cost_summary<target = "h13", mode = seed, latency_us = {{[0-9.e+]+}}, flops = {{[0-9]+}}, bytes = {{[0-9]+}}, dispatches = 1>}
// CHECK: anec.program "p0"
// CHECK-NOT: anec.program
// CHECK: anec.yield
// CHECK-NEXT: } attributes {anec.cost = #anec.cost<
// M5: builtin.module attributes {anec.target = "h17s", anec.cost_summary = #anec.cost_summary<target = "h17s", mode = refined,
// M5: anec.program "p0"

func.func @block(%x: tensor<1x32x28x28xf16>, %w: tensor<32x32x3x3xf16>, %mean: tensor<32xf16>, %var: tensor<32xf16>, %gamma: tensor<32xf16>, %beta: tensor<32xf16>) -> tensor<1x32x28x28xf16> {
  %c = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x32x28x28xf16>, tensor<32x32x3x3xf16> -> tensor<1x32x28x28xf16>
  %n = anec.batch_norm %c, %mean, %var, %gamma, %beta : tensor<1x32x28x28xf16>, tensor<32xf16>
  %r = anec.relu %n : tensor<1x32x28x28xf16>
  %s = anec.add %r, %x : tensor<1x32x28x28xf16>, tensor<1x32x28x28xf16> -> tensor<1x32x28x28xf16>
  func.return %s : tensor<1x32x28x28xf16>
}
