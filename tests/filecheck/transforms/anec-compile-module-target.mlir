// RUN: anec-opt %s -p 'anec-compile' | filecheck %s

// Without a target option the pipeline compiles for the module's anec.target.

// CHECK: builtin.module attributes {anec.target = "h17s", anec.cost_summary = #anec.cost_summary<target = "h17s", mode = seed,
// CHECK: anec.program "p0"
builtin.module attributes {anec.target = "h17s"} {
  func.func @f(%x: tensor<1x8x16x16xf16>) -> tensor<1x8x16x16xf16> {
    %a = anec.relu %x : tensor<1x8x16x16xf16>
    %b = anec.sigmoid %a : tensor<1x8x16x16xf16>
    func.return %b : tensor<1x8x16x16xf16>
  }
}
