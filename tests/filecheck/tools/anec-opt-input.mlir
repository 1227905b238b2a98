// An input file that cannot be read is named as the other tools name it,
// and nothing is written.

// RUN: not anec-opt %s.missing 2>&1 | filecheck %s --check-prefix=MISSING
// RUN: not anec-opt %s.missing -o %t.out 2>&1 | filecheck %s --check-prefix=MISSING
// RUN: not test -e %t.out
// RUN: mkdir -p %t.dir && not anec-opt %t.dir 2>&1 | filecheck %s --check-prefix=DIR
// RUN: anec-opt %s | filecheck %s --check-prefix=OK

// MISSING: anec-opt: error: cannot read '{{.*}}anec-opt-input.mlir.missing': No such file or directory
// DIR: anec-opt: error: cannot read '{{.*}}.dir': Is a directory
// OK: anec.relu

func.func @relu(%x: tensor<1x16x8x8xf16>) -> tensor<1x16x8x8xf16> {
  %y = anec.relu %x : tensor<1x16x8x8xf16>
  func.return %y : tensor<1x16x8x8xf16>
}
