// anec-run: summaries, npz round trips, and one-line errors with exit status 1.
// The npz written by @produce holds `out0`; @consume* name their argument
// %out0, so the file feeds them directly.

// RUN: anec-run %s --entry constants | filecheck %s --check-prefix=CONST
// RUN: anec-run %s --entry produce --seed 5 -o %t.npz --print | filecheck %s --check-prefix=PRODUCE
// RUN: anec-run %s --entry consume --inputs %t.npz | filecheck %s --check-prefix=CONSUME
// RUN: anec-run %s --entry produce --seed 5 -o %t.quiet.npz | filecheck %s --check-prefix=QUIET --allow-empty
// RUN: not anec-run %s --entry consume_f16 --inputs %t.npz 2>&1 | filecheck %s --check-prefix=DTYPE
// RUN: not anec-run %s --entry consume_wide --inputs %t.npz 2>&1 | filecheck %s --check-prefix=SHAPE
// RUN: not anec-run %s --entry consume_two --inputs %t.npz 2>&1 | filecheck %s --check-prefix=MISSING
// RUN: not anec-run %s --entry nope -o %t.never.npz 2>&1 | filecheck %s --check-prefix=ENTRY
// RUN: not ls %t.never.npz
// RUN: not anec-run %s --entry out_of_range 2>&1 | filecheck %s --check-prefix=RANGE
// RUN: not anec-run %s --inputs %s 2>&1 | filecheck %s --check-prefix=NOTNPZ
// RUN: not anec-run %s --bogus 2>&1 | filecheck %s --check-prefix=FLAG
// RUN: not anec-run %t.missing.mlir 2>&1 | filecheck %s --check-prefix=NOFILE

// CONST:      out0: shape 2x3 dtype float16 min -2 max 6 mean 1.25
// CONST-NEXT: out1: shape 2 dtype int32 min 1 max 2 mean 1.5
// CONST-NOT:  out2
func.func @constants() -> (tensor<2x3xf16>, tensor<2xi32>) {
  %x = anec.constant dense<[[-2.0, 0.5, 9.0], [1.0, 4.0, -7.5]]> : tensor<2x3xf16>
  %y = anec.clamp %x {min = -2.000000e+00 : f32, max = 6.000000e+00 : f32} : tensor<2x3xf16>
  %i = anec.argmax %y {axis = 1 : i64, keep_dims = false} : tensor<2x3xf16> -> tensor<2xi32>
  func.return %y, %i : tensor<2x3xf16>, tensor<2xi32>
}

// PRODUCE:      out0: shape 2x3 dtype float32 min {{[-0-9.e]+}} max {{[0-9.e]+}} mean {{[-0-9.e]+}}
// PRODUCE-NOT:  out1
// CONSUME:      out0: shape 2x3 dtype float32
// QUIET-NOT:    out0
func.func @produce(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %y = anec.relu %x : tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

func.func @consume(%out0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  func.return %out0 : tensor<2x3xf32>
}

// DTYPE: anec-run: error: argument 0 (%out0) has dtype float32; expected tensor<2x3xf16> (numpy float16)
func.func @consume_f16(%out0: tensor<2x3xf16>) -> tensor<2x3xf16> {
  func.return %out0 : tensor<2x3xf16>
}

// SHAPE: anec-run: error: argument 0 (%out0) has shape 2x3; expected tensor<4x3xf32>
func.func @consume_wide(%out0: tensor<4x3xf32>) -> tensor<4x3xf32> {
  func.return %out0 : tensor<4x3xf32>
}

// MISSING: anec-run: error: no input for argument 1 (%scale)
func.func @consume_two(%out0: tensor<2x3xf32>, %scale: tensor<3xf32>) -> tensor<2x3xf32> {
  %y = anec.mul %out0, %scale : tensor<2x3xf32>, tensor<3xf32> -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// ENTRY: anec-run: error: no function @nope in the module; it defines @constants, @produce, @consume, @consume_f16, @consume_wide, @consume_two, @out_of_range

// RANGE: anec-run.mlir:[[# @LINE + 3]]:3: error: 'anec.gather' op index 9 is out of range for axis extent 3; expected 0..2
func.func @out_of_range(%x: tensor<3x2xf32>) -> tensor<2x2xf32> {
  %i = anec.constant dense<[0, 9]> : tensor<2xi8>
  %y = anec.gather %x, %i {axis = 0 : i64} : tensor<3x2xf32>, tensor<2xi8> -> tensor<2x2xf32>
  func.return %y : tensor<2x2xf32>
}

// NOTNPZ:  anec-run: error: inputs '{{.*}}anec-run.mlir' are not an .npz file of numeric arrays
// FLAG:    anec-run: error: unrecognized arguments: --bogus
// NOFILE:  anec-run: error: cannot read '{{.*}}.missing.mlir': No such file or directory
