// RUN: anec-opt %s -p 'anec-fuse{target=h17s}' | filecheck %s --check-prefix=FREE
// RUN: anec-opt %s -p 'anec-fuse{target=h17s pin-engine=true}' | filecheck %s --check-prefix=PIN
// RUN: anec-opt %s -p 'anec-compile{target=h17s pin-engine=true}' | filecheck %s --check-prefix=COMPILE
// RUN: not anec-opt %s -p 'anec-tune{target=h17s pin-engine=true}' 2>&1 | filecheck %s --check-prefix=TUNE

// A decode step of a tiny decoder: an embedding gather (never on the engine,
// SPEC section 4) feeds two small projections. The placement model keeps
// them on the GPU with the gather: each matmul costs 0.00107 ms on the engine
// (its leaf) against 0.000211 ms on the GPU, and moving there would add a
// transfer into the engine (0.09 ms) and an engine launch (0.05 ms). With
// pin-engine=true every op the engine can run is placed there anyway, and
// the function records what that costs in the placement objective.

// FREE-LABEL: func.func @decode
// FREE-NOT:     anec.program
// FREE-NOT:     anec.engine_pin_ms

// PIN-LABEL: func.func @decode
// PIN-SAME:    anec.engine_pin_ms = 1.417950e-01 : f64
// PIN:         %e = anec.gather
// PIN-NEXT:    anec.program "p0"
// PIN-NEXT:      anec.matmul
// PIN-NEXT:      anec.relu
// PIN-NEXT:      anec.matmul
// PIN-NEXT:      anec.add

// COMPILE: anec.engine_pin_ms = 1.417950e-01 : f64
// COMPILE: anec.program "p0"

// TUNE: pass 'anec-tune' has no option 'pin-engine'

func.func @decode(%ids: tensor<1x1xi32>, %table: tensor<32x64xf16> {anec.weight}, %w1: tensor<64x64xf16> {anec.weight}, %w2: tensor<64x64xf16> {anec.weight}) -> tensor<1x1x64xf16> {
  %e = anec.gather %table, %ids {axis = 0 : i64} : tensor<32x64xf16>, tensor<1x1xi32> -> tensor<1x1x64xf16>
  %a = anec.matmul %e, %w1 : tensor<1x1x64xf16>, tensor<64x64xf16> -> tensor<1x1x64xf16>
  %r = anec.relu %a : tensor<1x1x64xf16>
  %b = anec.matmul %r, %w2 : tensor<1x1x64xf16>, tensor<64x64xf16> -> tensor<1x1x64xf16>
  %y = anec.add %b, %e : tensor<1x1x64xf16>, tensor<1x1x64xf16> -> tensor<1x1x64xf16>
  func.return %y : tensor<1x1x64xf16>
}
