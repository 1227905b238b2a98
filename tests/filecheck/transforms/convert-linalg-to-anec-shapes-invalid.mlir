// RUN: anec-opt %s --allow-unregistered-dialect --split-input-file -p convert-linalg-to-anec --verify-diagnostics
// RUN: not anec-opt %s --allow-unregistered-dialect -p convert-linalg-to-anec 2>&1 | filecheck %s --check-prefix=EXIT

// Without --verify-diagnostics the first failure ends the run, at the source op's file:line.
// EXIT: convert-linalg-to-anec-shapes-invalid.mlir:[[# @LINE + 8]]:3: error: 'cf.assert' op always fails: shapes differ

// A shape check that folds to false fails whatever the input.
func.func @assert_false(%x: tensor<2xf32>) -> tensor<2xf32> {
  %a = arith.constant 2 : i64
  %b = arith.constant 3 : i64
  %same = arith.cmpi eq, %a, %b : i64
  // expected-error @+1 {{'cf.assert' op always fails: shapes differ}}
  cf.assert %same, "shapes differ"
  func.return %x : tensor<2xf32>
}

// -----

// Gather indices computed in the body (here a sum) are not loop indices, constants or inputs.
func.func @index_arithmetic(%table: tensor<10x4xf32>, %ids: tensor<3xi64>) -> tensor<3x4xf32> {
  %e = tensor.empty() : tensor<3x4xf32>
  // expected-error @+1 {{'linalg.generic' op gathers at an index computed by arith.addi; expected linalg.index, a constant or an index_cast input}}
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ids : tensor<3xi64>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%id: i64, %o: f32):
    %i = arith.index_cast %id : i64 to index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %v = tensor.extract %table[%k, %j] : tensor<10x4xf32>
    linalg.yield %v : f32
  } -> tensor<3x4xf32>
  func.return %y : tensor<3x4xf32>
}

// -----

// Constant indices along two loops that are neither one value nor an ascending progression.
func.func @shuffled_indices(%table: tensor<10x4xf32>) -> tensor<2x2x4xf32> {
  %ids = arith.constant dense<[[4, 1], [7, 2]]> : tensor<2x2xi64>
  %e = tensor.empty() : tensor<2x2x4xf32>
  // expected-error @+1 {{'linalg.generic' op gathers at constant indices along several loops, or more than 64 that are not one value or an ascending progression}}
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ids : tensor<2x2xi64>) outs(%e : tensor<2x2x4xf32>) {
  ^bb0(%id: i64, %o: f32):
    %i = arith.index_cast %id : i64 to index
    %j = linalg.index 2 : index
    %v = tensor.extract %table[%i, %j] : tensor<10x4xf32>
    linalg.yield %v : f32
  } -> tensor<2x2x4xf32>
  func.return %y : tensor<2x2x4xf32>
}

// -----

// Constant indices outside the gathered extent.
func.func @index_out_of_range(%table: tensor<10x4xf32>) -> tensor<1x4xf32> {
  %ids = arith.constant dense<12> : tensor<1xi64>
  %e = tensor.empty() : tensor<1x4xf32>
  // expected-error @+1 {{'linalg.generic' op gathers at indices [12] outside 0..9}}
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ids : tensor<1xi64>) outs(%e : tensor<1x4xf32>) {
  ^bb0(%id: i64, %o: f32):
    %i = arith.index_cast %id : i64 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %table[%i, %j] : tensor<10x4xf32>
    linalg.yield %v : f32
  } -> tensor<1x4xf32>
  func.return %y : tensor<1x4xf32>
}

// -----

// A result larger than the windows over the padded input allow (3 windows
// of 3/2 need 7 rows of 6; sum pooling is unregistered in xDSL, so nothing
// verified the shapes before the conversion).
func.func @windows_beyond_input(%x: tensor<1x1x6x6xf32>) -> tensor<1x1x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x1x3x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
  %k = tensor.empty() : tensor<3x3xf32>
  // expected-error @+1 {{'linalg.pooling_nchw_sum' op reads 7 rows of axis 2 but its padded input has 6; the result type is larger than the windows allow}}
  %y = "linalg.pooling_nchw_sum"(%x, %k, %f) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %s = arith.addf %c, %a : f32
    linalg.yield %s : f32
  }) : (tensor<1x1x6x6xf32>, tensor<3x3xf32>, tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
  func.return %y : tensor<1x1x3x3xf32>
}

// -----

// A bounds check in a gather body on constants that fails at one point (position 5 of 5) fails whatever the input.
func.func @gathered_out_of_range(%types: tensor<2x4xf32>) -> tensor<1x3x4xf32> {
  %buf = arith.constant dense<[[0, 1, 1, 0, 1]]> : tensor<1x5xi64>
  %pos = arith.constant dense<[[4, 0, 5]]> : tensor<1x3xi64>
  %c0 = arith.constant 0 : index
  %c0_i64 = arith.constant 0 : i64
  %c5 = arith.constant 5 : index
  %e = tensor.empty() : tensor<1x3xi64>
  %ids = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%pos : tensor<1x3xi64>) outs(%e : tensor<1x3xi64>) {
  ^bb0(%p: i64, %o: i64):
    %i = arith.index_cast %p : i64 to index
    %lt = arith.cmpi slt, %i, %c5 : index
    // expected-error @+1 {{'cf.assert' op always fails: index must be smaller than dim size}}
    cf.assert %lt, "index must be smaller than dim size"
    %ge = arith.cmpi sge, %p, %c0_i64 : i64
    cf.assert %ge, "index must be larger or equal to 0"
    %v = tensor.extract %buf[%c0, %i] : tensor<1x5xi64>
    linalg.yield %v : i64
  } -> tensor<1x3xi64>
  %e2 = tensor.empty() : tensor<1x3x4xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ids : tensor<1x3xi64>) outs(%e2 : tensor<1x3x4xf32>) {
  ^bb0(%id: i64, %o: f32):
    %i = arith.index_cast %id : i64 to index
    %k = linalg.index 2 : index
    %v = tensor.extract %types[%i, %k] : tensor<2x4xf32>
    linalg.yield %v : f32
  } -> tensor<1x3x4xf32>
  func.return %t : tensor<1x3x4xf32>
}
