// Hostile input (docs/robustness.md): each chunk ends in a located
// diagnostic, never a traceback; an output file is never written. Read
// whole (no --split-input-file), the file fails on its deepest nesting first.

// RUN: anec-opt %s --split-input-file --parsing-diagnostics | filecheck %s
// RUN: not anec-run %s 2>&1 | filecheck %s --check-prefix=TOOLS
// RUN: not anec-report %s --target all 2>&1 | filecheck %s --check-prefix=TOOLS
// RUN: not anec-opt %s -o %s 2>&1 | filecheck %s --check-prefix=SELF
// RUN: rm -rf %t.dir && mkdir %t.dir && not anec-opt %s -o %t.dir 2>&1 | filecheck %s --check-prefix=DIR
// RUN: not anec-opt %s -o %t.dir/missing/out.mlir 2>&1 | filecheck %s --check-prefix=MISSING

func.func @self(%x: tensor<4xf16>) -> tensor<4xf16> {
  %y = anec.add %x, %y : tensor<4xf16>, tensor<4xf16> -> tensor<4xf16>
  func.return %y : tensor<4xf16>
}
// CHECK: hostile-input.mlir:13:3: error: 'anec.add' op operand #1 (%y) is its own result; a value must be defined before it is used
// TOOLS: hostile-input.mlir:79:102: error: nesting too deep: more than 64 levels of brackets
// SELF: anec-opt: error: cannot write '{{.*}}hostile-input.mlir': it is the input file
// DIR: anec-opt: error: cannot write '{{.*}}.dir': it is a directory
// MISSING: anec-opt: error: cannot write '{{.*}}missing/out.mlir': no such directory

// -----

func.func @before(%x: tensor<4xf16>) -> tensor<4xf16> {
  %y = anec.relu %z : tensor<4xf16>
  %z = anec.relu %x : tensor<4xf16>
  func.return %y : tensor<4xf16>
}
// CHECK: hostile-input.mlir:25:3: error: 'anec.relu' op operand #0 (%z) is used before its definition

// -----

func.func @branch(%c: i1, %x: tensor<4xf16>) -> tensor<4xf16> {
  cf.cond_br %c, ^a, ^b
^a:
  %y = anec.relu %x : tensor<4xf16>
  cf.br ^b
^b:
  func.return %y : tensor<4xf16>
}
// CHECK: hostile-input.mlir:39:3: error: 'func.return' op operand #0 (%y) is defined in a block that does not dominate this use

// -----

func.func @empty(%x: tensor<1x0x8x8xf16>) -> tensor<1x0x8x8xf16> {
  %y = anec.relu %x : tensor<1x0x8x8xf16>
  func.return %y : tensor<1x0x8x8xf16>
}
// CHECK: error: 'anec.relu' op input tensor<1x0x8x8xf16> has extent 0 on axis 1; anec tensors have every extent at least 1 (no empty tensors)

// -----

func.func @f16_range() -> tensor<4xf16> {
  %c = anec.constant dense<-70000.0> : tensor<4xf16>
  func.return %c : tensor<4xf16>
}
// CHECK: error: the value -70000 of the dense literal is out of range for f16: finite f16 values lie in [-65504, 65504]

// -----

func.func @i8_range() -> tensor<4xi8> {
  %c = anec.constant dense<300> : tensor<4xi8>
  func.return %c : tensor<4xi8>
}
// CHECK: error: Integer value 300 is out of range for type i8

// -----

// 64 levels: the attribute dictionary's brace and 63 brackets.
func.func @deep() attributes {a = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]} {
  func.return
}
// CHECK:      func.func @deep() attributes
// CHECK-NEXT:   func.return

// -----

// 65 levels: one too many.
func.func @too_deep() attributes {a = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]} {
  func.return
}
// CHECK: hostile-input.mlir:79:102: error: nesting too deep: more than 64 levels of brackets (docs/robustness.md)
