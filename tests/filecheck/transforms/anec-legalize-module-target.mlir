// RUN: anec-opt %s -p 'anec-legalize' | filecheck %s --check-prefix=MODULE
// RUN: anec-opt %s -p 'anec-legalize{target=h17s}' | filecheck %s --check-prefix=OPTION
// RUN: anec-opt %s -p 'anec-set-target{target=h13},anec-legalize' | filecheck %s --check-prefix=SET
// RUN: anec-opt %s -p 'anec-legalize{target=h99}' --verify-diagnostics
// expected-error @unknown {{unknown target 'h99'}}

// Without an option the module attribute anec.target names the target
// (h14: the texture engine keeps the resize, dropout below A15 goes); the
// option overrides it (h17s keeps the dropout), and anec-set-target
// replaces it for the passes after it (h13 lowers the resize).

// MODULE: builtin.module attributes {anec.target = "h14"} {
// MODULE:    %r = anec.resize %x
// MODULE-NEXT: func.return %r
// OPTION:      %d = anec.dropout %x
// OPTION-NEXT: %r = anec.resize %d
// SET: builtin.module attributes {anec.target = "h13"} {
// SET-NOT: anec.dropout
// SET: anec.deconvolution

builtin.module attributes {anec.target = "h14"} {
  func.func @f(%x: tensor<1x2x3x4xf16>) -> tensor<1x2x6x8xf16> {
    %d = anec.dropout %x {rate = 0.5 : f32} : tensor<1x2x3x4xf16>
    %r = anec.resize %d : tensor<1x2x3x4xf16> -> tensor<1x2x6x8xf16>
    func.return %r : tensor<1x2x6x8xf16>
  }
}
