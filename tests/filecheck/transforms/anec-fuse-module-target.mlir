// RUN: anec-opt %s -p 'anec-fuse' | filecheck %s

// Without a target option the pass reads the module's anec.target (H17s:
// 4.72 MB working set, so the three 1.6 MB-live ops form one program).

// CHECK: %c = anec.program "p0"
// CHECK-NOT: anec.program
builtin.module attributes {anec.target = "h17s"} {
  func.func @f(%x: tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> {
    %a = anec.relu %x : tensor<1x64x56x56xf32>
    %b = anec.sigmoid %a : tensor<1x64x56x56xf32>
    %c = anec.add %a, %b : tensor<1x64x56x56xf32>, tensor<1x64x56x56xf32> -> tensor<1x64x56x56xf32>
    func.return %c : tensor<1x64x56x56xf32>
  }
}
