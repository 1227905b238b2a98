// RUN: not anec-opt %s --split-input-file --verify-diagnostics 2>&1 | filecheck %s

// A diagnostic nobody expected, an expectation nothing met, and an
// expectation at the wrong line (both at once) each fail the run with a
// located message; the chunks are checked independently. No output is
// written.

// CHECK-NOT: builtin.module

// An unexpected diagnostic: reported where it is.
// CHECK: anec-opt-verify-diagnostics-fail.mlir:[[# @LINE + 2]]:3: error: unexpected error: 'anec.relu' op input has element type i32
func.func @unexpected(%x: tensor<4xi32>) {
  %y = anec.relu %x : tensor<4xi32>
  func.return
}

// -----

// A missing diagnostic: reported at the expectation.
// CHECK: anec-opt-verify-diagnostics-fail.mlir:[[# @LINE + 2]]:6: error: expected error "input has element type" was not produced
func.func @missing(%x: tensor<4xf16>) {
  // expected-error @+1 {{input has element type}}
  %y = anec.relu %x : tensor<4xf16>
  func.return
}

// -----

// The right message at the wrong line is both.
// CHECK: anec-opt-verify-diagnostics-fail.mlir:[[# @LINE + 4]]:3: error: unexpected error: 'anec.relu' op input has element type i32
// CHECK: anec-opt-verify-diagnostics-fail.mlir:[[# @LINE + 2]]:6: error: expected error "element type i32" was not produced
func.func @wrong_line(%x: tensor<4xi32>) {
  // expected-error @+2 {{element type i32}}
  %y = anec.relu %x : tensor<4xi32>
  func.return
}

// -----

// The wrong message at the right line is both too.
// CHECK: anec-opt-verify-diagnostics-fail.mlir:[[# @LINE + 4]]:3: error: unexpected error: 'anec.relu' op input has element type i32
// CHECK: anec-opt-verify-diagnostics-fail.mlir:[[# @LINE + 2]]:6: error: expected error "element type i64" was not produced
func.func @wrong_message(%x: tensor<4xi32>) {
  // expected-error @+1 {{element type i64}}
  %y = anec.relu %x : tensor<4xi32>
  func.return
}
