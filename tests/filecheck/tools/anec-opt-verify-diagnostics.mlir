// RUN: anec-opt %s --split-input-file --verify-diagnostics | filecheck %s

// `--verify-diagnostics` as mlir-opt has it: every diagnostic a chunk
// produces must be expected, at its line, by a comment whose text is a
// substring of the message (or a regex between inner braces with `-re`);
// the output of the chunks that succeed is printed. `@above` and `@below`
// are the nearest lines that are not expectations themselves; a diagnostic with no location
// is `@unknown` (anec-fold-invalid.mlir). The failures are in
// anec-opt-verify-diagnostics-fail.mlir.

// CHECK: func.func @fine
// CHECK-NOT: func.func @

func.func @fine(%x: tensor<4xf16>) -> tensor<4xf16> {
  %y = anec.relu %x : tensor<4xf16>
  func.return %y : tensor<4xf16>
}

// -----

func.func @next_line(%x: tensor<4xi32>) {
  // expected-error @+1 {{input has element type i32}}
  %y = anec.relu %x : tensor<4xi32>
  func.return
}

// -----

func.func @previous_line(%x: tensor<4xi32>) {
  %y = anec.relu %x : tensor<4xi32>
  // expected-error @-1 {{'anec.relu' op input}}
  func.return
}

// -----

func.func @below(%x: tensor<4xi32>) {
  // expected-error @below {{i32}}
  %y = anec.relu %x : tensor<4xi32>
  func.return
}

// -----

func.func @above(%x: tensor<4xi32>) {
  %y = anec.relu %x : tensor<4xi32>
  // expected-error @above {{'anec.relu' op}}
  func.return
}

// -----

func.func @same_line_and_regex(%x: tensor<4xi32>) {
  %y = anec.relu %x : tensor<4xi32> // expected-error-re {{input has element type {{i[0-9]+}}; expected}}
  func.return
}
