// RUN: anec-opt %s --split-input-file --verify-diagnostics
// RUN: not anec-opt %s -o %t.out 2>&1 | filecheck %s --check-prefix=WHOLE --match-full-lines --strict-whitespace
// RUN: not test -e %t.out
// RUN: not anec-report %s --target h13 2>&1 | filecheck %s --check-prefix=WHOLE
// RUN: not anec-run %s 2>&1 | filecheck %s --check-prefix=WHOLE

// Truncated and unterminated input (docs/robustness.md): a string without
// its closing quote made xDSL 0.74's lexer backtrack exponentially (the
// first chunk never returned); each chunk here ends in a located error.
// Read whole, the file fails on the first chunk's string.

// WHOLE:{{.*}}truncated-input.mlir:[[# @LINE + 6]]:28: error: unterminated string literal: no closing '"' before the end of the line (a string literal is one line; write a newline as \n)
// WHOLE-NEXT:  %c = anec.constant dense<"0x003C0040> : tensor<2xf16>
// WHOLE-NEXT:                           ^

func.func @hex() {
  // expected-error @+1 {{unterminated string literal: no closing '"' before the end of the line}}
  %c = anec.constant dense<"0x003C0040> : tensor<2xf16>
  func.return
}

// -----

// expected-error @+1 {{unterminated string literal}}
func.func @dict() attributes {note = "abc} {
  func.return
}

// -----

// expected-error @+1 {{unterminated string literal}}
func.func @"symbol() {
  func.return
}

// -----

func.func @generic(%x: tensor<4xf16>) {
  // expected-error @+1 {{unterminated string literal}}
  %0 = "anec.relu(%x) : (tensor<4xf16>) -> tensor<4xf16>
  func.return
}

// -----

// expected-error @+1 {{invalid escape '\q' in string literal (legal: \n \t \\ \" or \ and two hexadecimal digits)}}
func.func @escape() attributes {note = "a\qb"} {
  func.return
}

// -----

func.func @dense() {
  // expected-error @+1 {{unexpected end of input at 55:28: this '<' is never closed (there: Expected either a float, integer, or complex literal)}}
  %c = anec.constant dense<

// -----

func.func @list() {
  // expected-error @+1 {{this '[' is never closed (there: ']' expected)}}
  %c = anec.constant dense<[1.0, 2.0

// -----

// expected-error @+1 {{this '{' is never closed (there: '}' expected)}}
func.func @attributes() attributes {a = 1

// -----

// expected-error @+1 {{this '(' is never closed (there: ')' expected)}}
func.func @arguments(%x: tensor<4xf16>

// -----

// expected-error @+1 {{this '{' is never closed}}
func.func @body() {
  func.return
