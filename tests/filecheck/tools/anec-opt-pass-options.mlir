// A pass option that is misspelt or mistyped ends in one line naming the
// pass, the option and what would be legal, in the kebab-case spelling
// pipelines are written in; no output is written.

// RUN: not anec-opt %s -p 'anec-compile{target=h13 pin-engine=maybe}' 2>&1 | filecheck %s --check-prefix=BOOL
// RUN: not anec-opt %s -p 'anec-tune{target=h13 budget=many}' 2>&1 | filecheck %s --check-prefix=INT
// RUN: not anec-opt %s -p 'anec-tune{target=h13 tolerance=tiny}' 2>&1 | filecheck %s --check-prefix=FLOAT
// RUN: not anec-opt %s -p 'canonicalize,anec-tune{target=h13 min-speedp=2.0}' 2>&1 | filecheck %s --check-prefix=NAME
// RUN: not anec-opt %s -p 'anec-compil{target=h13}' 2>&1 | filecheck %s --check-prefix=PASS
// RUN: not anec-opt %s -p 'anec-compile{target=h13 pin-engine=maybe}' -o %t.out 2>&1 && not test -e %t.out
// RUN: anec-opt %s -p 'anec-tune{target=h13 min-speedup=1.5 budget=4}' | filecheck %s --check-prefix=OK

// BOOL: anec-opt: error: option 'pin-engine' of pass 'anec-compile' takes true or false, not 'maybe'
// INT: anec-opt: error: option 'budget' of pass 'anec-tune' takes an integer, not 'many'
// FLOAT: anec-opt: error: option 'tolerance' of pass 'anec-tune' takes a number, not 'tiny'
// NAME: anec-opt: error: pass 'anec-tune' has no option 'min-speedp'; its options are: target, mode, tolerance, min-speedup, budget, cache, report, gate, placement-states
// PASS: anec-opt: error: unknown pass 'anec-compil'; did you mean 'anec-compile'
// OK: anec.program

func.func @relu(%x: tensor<1x16x8x8xf16>) -> tensor<1x16x8x8xf16> {
  %y = anec.relu %x : tensor<1x16x8x8xf16>
  func.return %y : tensor<1x16x8x8xf16>
}
