// RUN: anec-opt %s -p 'anec-cost{target=h13 mode=fast}' --parsing-diagnostics | filecheck %s --check-prefix=MODE
// RUN: anec-opt %s -p 'anec-cost{target=m99}' --parsing-diagnostics | filecheck %s --check-prefix=TARGET
// RUN: anec-opt %s -p 'anec-cost' --parsing-diagnostics | filecheck %s --check-prefix=MISSING
// RUN: not anec-opt %s -p 'anec-cost{target=h13 mode=fast}' 2>&1 | filecheck %s --check-prefix=EXIT

// MODE: error: unknown cost mode 'fast'; expected one of seed, refined
// TARGET: error: unknown target 'm99'; valid targets: h11, h12, m9, t0, h13,
// MISSING: error: no target: pass target=NAME or set the module attribute anec.target
// EXIT: anec-opt: error: unknown cost mode 'fast'

func.func @f(%x: tensor<1x8x4x4xf16>) -> tensor<1x8x4x4xf16> {
  %y = anec.relu %x : tensor<1x8x4x4xf16>
  func.return %y : tensor<1x8x4x4xf16>
}
