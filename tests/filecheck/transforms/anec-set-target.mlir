// RUN: anec-opt %s -p 'anec-set-target{target=h17s}' | filecheck %s
// RUN: anec-opt %s -p 'anec-set-target{target=H13g}' | filecheck %s --check-prefix=CASE
// RUN: anec-opt %s -p 'anec-set-target{target=h99}' --parsing-diagnostics | filecheck %s --check-prefix=UNKNOWN
// RUN: anec-opt %s -p 'anec-set-target' --parsing-diagnostics | filecheck %s --check-prefix=MISSING
// RUN: anec-opt %s -p 'anec-set-target{target="M4 Pro"}' | filecheck %s --check-prefix=CHIP
// RUN: anec-opt %s -p 'anec-set-target{target=a17}' | filecheck %s --check-prefix=CHIP-A17
// RUN: anec-opt %s -p 'anec-set-target{target=m5pro}' | filecheck %s --check-prefix=MEASURED
// RUN: not anec-opt %s -p 'anec-set-target{target=h99}' 2>&1 | filecheck %s --check-prefix=EXIT
// RUN: anec-opt %s -p 'anec-set-target{target=h13}' | anec-opt -p 'anec-set-target' | filecheck %s --check-prefix=KEEP
// RUN: anec-opt %s -p 'anec-set-target{target=h13}' | anec-opt -p 'anec-set-target{target=m11}' | filecheck %s --check-prefix=OVERRIDE

// The option names the target; names are case-insensitive and stored canonical.
// CHECK: builtin.module attributes {anec.target = "h17s"}
// CASE: builtin.module attributes {anec.target = "h13g"}

// An unknown or missing name is an error that lists the valid ones.
// UNKNOWN: error: unknown target 'h99'; valid targets: h11, h12, m9, t0, h13, h13g, t1, h14, h14g, h14c, h15, h15g, h15c, h16, h16g, h16s, h16c, h17, h17a, h17g, h17s, h17c, h17d, h18, m11, u1, u2, u3
// MISSING: error: no target: pass target=NAME or set the module attribute anec.target; valid targets: h11,
// EXIT: anec-opt: error: unknown target 'h99'

// A chip name (cost/chips.toml) is stored by its canonical name: every later
// pass reads it as the chip's target (M4 Pro: H16g; A17 Pro: H17) in the chip's
// SoC, whose memory bandwidth the refined mode uses (docs/cost-model.md).
// CHIP: builtin.module attributes {anec.target = "M4 Pro"}
// CHIP-A17: builtin.module attributes {anec.target = "A17 Pro"}
// The M5 Pro resolves to the target its rows fit (cost/chips.toml): H17s.
// MEASURED: builtin.module attributes {anec.target = "M5 Pro"}

// Without an option the module attribute stands; an option overrides it.
// KEEP: builtin.module attributes {anec.target = "h13"}
// OVERRIDE: builtin.module attributes {anec.target = "m11"}

func.func @f(%x: tensor<1x8x4x4xf16>) -> tensor<1x8x4x4xf16> {
  func.return %x : tensor<1x8x4x4xf16>
}
