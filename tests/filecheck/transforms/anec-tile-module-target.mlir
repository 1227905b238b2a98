// RUN: anec-opt %s -p 'anec-tile' | filecheck %s

// Without a target option the pass reads the module's anec.target.

// CHECK: anec.concat
builtin.module attributes {anec.target = "h13"} {
  func.func @f(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
    %y = anec.relu %x : tensor<1x64x56x56xf16>
    func.return %y : tensor<1x64x56x56xf16>
  }
}
