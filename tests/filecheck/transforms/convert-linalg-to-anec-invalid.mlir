// RUN: anec-opt %s --allow-unregistered-dialect --split-input-file -p convert-linalg-to-anec --verify-diagnostics
// RUN: not anec-opt %s --allow-unregistered-dialect -p convert-linalg-to-anec 2>&1 | filecheck %s --check-prefix=EXIT
// RUN: not anec-opt %s --allow-unregistered-dialect -p 'convert-linalg-to-anec{allow-partal=true}' 2>&1 | filecheck %s --check-prefix=OPTION

// Without --verify-diagnostics the first failure ends the run, located.
// EXIT: convert-linalg-to-anec-invalid.mlir:[[# @LINE + 8]]:3: error: 'linalg.generic' op body not recognized: arith.remf
// OPTION: anec-opt: error: pass 'convert-linalg-to-anec' has no option 'allow-partal'; its options are: allow-partial

// A body computing something anec has no op for.
func.func @remf(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  // expected-error @+1 {{'linalg.generic' op body not recognized: arith.remf}}
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = "arith.remf"(%in, %one) : (f32, f32) -> f32
    linalg.yield %r : f32
  } -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

func.func @integers(%x: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %e = tensor.empty() : tensor<2x3xi32>
  // expected-error @+1 {{'linalg.generic' op has element type i32; anec tensors hold f16 or f32}}
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xi32>) outs(%e : tensor<2x3xi32>) {
  ^bb0(%in: i32, %out: i32):
    %r = arith.addi %in, %in : i32
    linalg.yield %r : i32
  } -> tensor<2x3xi32>
  func.return %y : tensor<2x3xi32>
}

// -----

func.func @bfloat(%x: tensor<4xbf16>) -> tensor<4xbf16> {
  %e = tensor.empty() : tensor<4xbf16>
  // expected-error @+1 {{'linalg.generic' op has element type bf16; anec tensors hold f16 or f32}}
  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xbf16>) outs(%e : tensor<4xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %r = math.exp %in : bf16
    linalg.yield %r : bf16
  } -> tensor<4xbf16>
  func.return %y : tensor<4xbf16>
}

// -----

func.func @dynamic(%x: tensor<?x3xf32>, %e: tensor<?x3xf32>) -> tensor<?x3xf32> {
  // expected-error @+1 {{'linalg.generic' op has a dynamic shape tensor<?x3xf32>; anec needs static shapes}}
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<?x3xf32>) outs(%e : tensor<?x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.tanh %in : f32
    linalg.yield %r : f32
  } -> tensor<?x3xf32>
  func.return %y : tensor<?x3xf32>
}

// -----

func.func @dynamic_conv(%x: tensor<?x2x5x5xf32>, %w: tensor<3x2x3x3xf32>, %i: tensor<?x3x3x3xf32>) -> tensor<?x3x3x3xf32> {
  // expected-error @+1 {{'linalg.conv_2d_nchw_fchw' op has a dynamic shape tensor<?x2x5x5xf32>; anec needs static shapes}}
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<?x2x5x5xf32>, tensor<3x2x3x3xf32>) outs(%i : tensor<?x3x3x3xf32>) -> tensor<?x3x3x3xf32>
  func.return %y : tensor<?x3x3x3xf32>
}

// -----

func.func @window_map(%x: tensor<8xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  // expected-error @+1 {{'linalg.generic' op has indexing map (d0, d1) -> ((d0 + d1)); expected a projected permutation (broadcast, transpose, reduce)}}
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8xf32>) outs(%e : tensor<4x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x5xf32>
  func.return %y : tensor<4x5xf32>
}

// -----

func.func @diagonal(%x: tensor<4x4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-error @+1 {{'linalg.generic' op has indexing map (d0) -> (d0, d0); a loop indexes two axes of one operand (a diagonal)}}
  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4x4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  func.return %y : tensor<4xf32>
}

// -----

func.func @product(%x: tensor<3x4xf32>) -> tensor<3xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  // expected-error @+1 {{'linalg.generic' op reduction body not recognized: expected arith.addf, arith.maximumf or arith.minimumf of the accumulator}}
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<3x4xf32>) outs(%f : tensor<3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<3xf32>
  func.return %y : tensor<3xf32>
}

// -----

func.func @select_equal(%x: tensor<4xf32>, %z: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-error @+1 {{'linalg.generic' op body not recognized: arith.select of arith.cmpf oeq}}
  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x, %z : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %c = arith.cmpf oeq, %in, %in_1 : f32
    %r = arith.select %c, %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  func.return %y : tensor<4xf32>
}

// -----

// torch's masked_fill: a select on a boolean tensor.
func.func @masked_fill(%x: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %m = arith.constant dense<[[false, true], [false, false]]> : tensor<2x2xi1>
  %low = arith.constant -1.0e+30 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  // expected-error @+1 {{'linalg.generic' op body not recognized: arith.select on a boolean operand (a mask); anec has no select}}
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m, %x : tensor<2x2xi1>, tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) {
  ^bb0(%c: i1, %in: f32, %out: f32):
    %r = arith.select %c, %low, %in : f32
    linalg.yield %r : f32
  } -> tensor<2x2xf32>
  func.return %y : tensor<2x2xf32>
}

// -----

func.func @reads_empty(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-error @+1 {{'linalg.generic' op reads its uninitialized init (tensor.empty)}}
  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  func.return %y : tensor<4xf32>
}

// -----

func.func @captured(%x: tensor<4xf32>, %s: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-error @+1 {{'linalg.generic' op body reads a f32 defined outside it that is not a constant}}
  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %in, %s : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  func.return %y : tensor<4xf32>
}

// -----

// Average pooling without the padding in the divisor (torch count_include_pad=False) computes its divisor from loop indices.
func.func @index_divisor(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-error @+1 {{'linalg.generic' op body not recognized: arith.sitofp}}
  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    %n = arith.index_cast %i : index to i64
    %f = arith.sitofp %n : i64 to f32
    %r = arith.divf %in, %f : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  func.return %y : tensor<4xf32>
}

// -----

func.func @library_call(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-error @+1 {{'linalg.generic' op calls the library function my_kernel}}
  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"], library_call = "my_kernel"} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  func.return %y : tensor<4xf32>
}

// -----

func.func @buffers(%x: memref<4xf32>, %y: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op has no results: it works on buffers (memref); anec converts linalg on tensors}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : memref<4xf32>) outs(%y : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  func.return
}

// -----

func.func @mixed(%a: tensor<2x3xf16>, %b: tensor<3x4xf16>, %c: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'linalg.matmul' op mixes element types f16, f32; anec ops keep one}}
  %y = "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f16, %w: f16, %acc: f32):
    %xe = arith.extf %x : f16 to f32
    %we = arith.extf %w : f16 to f32
    %m = arith.mulf %xe, %we : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }) : (tensor<2x3xf16>, tensor<3x4xf16>, tensor<2x4xf32>) -> tensor<2x4xf32>
  func.return %y : tensor<2x4xf32>
}

// -----

func.func @channels_last(%x: tensor<1x5x5x2xf32>, %w: tensor<3x3x2x4xf32>, %i: tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32> {
  // expected-error @+1 {{'linalg.conv_2d_nhwc_hwcf' op has no anec counterpart}}
  %y = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x5x5x2xf32>, tensor<3x3x2x4xf32>) outs(%i : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  func.return %y : tensor<1x3x3x4xf32>
}

// -----

func.func @insert(%x: tensor<2xf32>, %d: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tensor.insert_slice' op has no anec counterpart}}
  %y = tensor.insert_slice %x into %d[1] [2] [1] : tensor<2xf32> into tensor<4xf32>
  func.return %y : tensor<4xf32>
}

// -----

func.func @pad_value(%x: tensor<4xf32>, %v: f32) -> tensor<6xf32> {
  // expected-error @+1 {{'tensor.pad' op pads with a value that is not a constant}}
  %y = tensor.pad %x low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<6xf32>
  func.return %y : tensor<6xf32>
}

// -----

func.func @fill_value(%v: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-error @+1 {{'linalg.fill' op fills with a value that is not a constant}}
  %y = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  func.return %y : tensor<4xf32>
}

// -----

func.func @undefined() -> tensor<4xf32> {
  // expected-error @+1 {{'tensor.empty' op is an uninitialized tensor read as a value; anec has no undefined tensors}}
  %e = tensor.empty() : tensor<4xf32>
  func.return %e : tensor<4xf32>
}

// -----

func.func @int_constant() -> tensor<2xi64> {
  // expected-error @+1 {{'arith.constant' op has element type i64; anec tensors hold f16 or f32}}
  %c = arith.constant dense<[1, 2]> : tensor<2xi64>
  func.return %c : tensor<2xi64>
}

// -----

// Generic-form ops xDSL does not define are named by their own name.
func.func @depthwise_multiplier(%x: tensor<1x4x6x6xf32>, %w: tensor<4x3x3x1xf32>, %i: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  // expected-error @+1 {{'linalg.depthwise_conv_2d_nchw_chw' op has an operand of type tensor<4x3x3x1xf32>; expected rank 3}}
  %y = "linalg.depthwise_conv_2d_nchw_chw"(%x, %w, %i) <{dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }) : (tensor<1x4x6x6xf32>, tensor<4x3x3x1xf32>, tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  func.return %y : tensor<1x4x4x4xf32>
}

// -----

func.func @batch_in_the_middle(%a: tensor<3x2x4xf32>, %b: tensor<2x4x5xf32>, %c: tensor<2x3x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{'linalg.batch_matmul' op has indexing maps [affine_map<(d0, d1, d2, d3) -> (d1, d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]; expected a matmul contraction}}
  %y = "linalg.batch_matmul"(%a, %b, %c) <{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %w: f32, %acc: f32):
    %m = arith.mulf %x, %w : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }) : (tensor<3x2x4xf32>, tensor<2x4x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  func.return %y : tensor<2x3x5xf32>
}

// -----

func.func @select_and(%x: tensor<4xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  // expected-error @+1 {{'linalg.generic' op body not recognized: arith.select on a condition that is not arith.cmpf}}
  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.cmpf ogt, %in, %zero : f32
    %b = arith.cmpf olt, %in, %one : f32
    %c = arith.andi %a, %b : i1
    %r = arith.select %c, %in, %zero : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  func.return %y : tensor<4xf32>
}

// -----

func.func @scalar_operand(%x: tensor<4xf32>, %s: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-error @+1 {{'linalg.generic' op reads the scalar f32 operand 1, which is not a constant}}
  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x, %s : tensor<4xf32>, f32) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %v: f32, %out: f32):
    %r = arith.addf %in, %v : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  func.return %y : tensor<4xf32>
}

// -----

// xDSL verifies linalg.generic's shapes; an op it does not define is checked here.
func.func @extents(%x: tensor<4xf32>, %z: tensor<5xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.div' op gives loop d0 the extents 4 and 5}}
  %y = "linalg.div"(%x, %z, %i) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %r = arith.divf %in, %in_1 : f32
    linalg.yield %r : f32
  }) : (tensor<4xf32>, tensor<5xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return %y : tensor<4xf32>
}

// -----

func.func @unbounded_loop(%x: tensor<4xf32>, %z: tensor<4xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.div' op has loop d1 that no operand follows; its extent is unknown}}
  %y = "linalg.div"(%x, %z, %i) <{indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %r = arith.divf %in, %in_1 : f32
    linalg.yield %r : f32
  }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return %y : tensor<4xf32>
}

// -----

func.func @output_map(%x: tensor<4x3xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-error @+1 {{'linalg.generic' op has output indexing map (d0, d1) -> (d0); expected every parallel loop exactly once}}
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x3xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  func.return %y : tensor<4xf32>
}

// -----

func.func @window_iterator(%x: tensor<4x3xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op has iterator types parallel, window; expected parallel and reduction}}
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "window"]} ins(%x : tensor<4x3xf32>) outs(%i : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  func.return %y : tensor<4xf32>
}

// -----

func.func @scalar_strides(%x: tensor<1x4x6x6xf32>, %w: tensor<4x3x3xf32>, %i: tensor<1x4x2x2xf32>) -> tensor<1x4x2x2xf32> {
  // expected-error @+1 {{'linalg.depthwise_conv_2d_nchw_chw' op has strides = 2 : i64; expected an integer array}}
  %y = "linalg.depthwise_conv_2d_nchw_chw"(%x, %w, %i) <{dilations = dense<1> : vector<2xi64>, strides = 2 : i64, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }) : (tensor<1x4x6x6xf32>, tensor<4x3x3xf32>, tensor<1x4x2x2xf32>) -> tensor<1x4x2x2xf32>
  func.return %y : tensor<1x4x2x2xf32>
}

// -----

func.func @scalar_weights(%x: tensor<1x4x6x6xf32>, %w: f32, %i: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  // expected-error @+1 {{'linalg.depthwise_conv_2d_nchw_chw' op reads or produces f32; anec converts tensors only}}
  %y = "linalg.depthwise_conv_2d_nchw_chw"(%x, %w, %i) <{dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }) : (tensor<1x4x6x6xf32>, f32, tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  func.return %y : tensor<1x4x4x4xf32>
}

// -----

func.func @no_segments(%x: tensor<1x2x4x4xf32>, %k: tensor<2x2xf32>, %i: tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> {
  // expected-error @+1 {{'linalg.pooling_nchw_sum' op has no operandSegmentSizes; cannot tell its inputs from its inits}}
  %y = "linalg.pooling_nchw_sum"(%x, %k, %i) <{dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %s = arith.addf %c, %a : f32
    linalg.yield %s : f32
  }) : (tensor<1x2x4x4xf32>, tensor<2x2xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  func.return %y : tensor<1x2x3x3xf32>
}

// -----

func.func @window_rank(%x: tensor<1x2x4x4xf32>, %k: tensor<2x2x2xf32>, %i: tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> {
  // expected-error @+1 {{'linalg.pooling_nchw_sum' op has a window of type tensor<2x2x2xf32>; anec pools over H and W}}
  %y = "linalg.pooling_nchw_sum"(%x, %k, %i) <{dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %s = arith.addf %c, %a : f32
    linalg.yield %s : f32
  }) : (tensor<1x2x4x4xf32>, tensor<2x2x2xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  func.return %y : tensor<1x2x3x3xf32>
}

// -----

func.func @rank6(%a: tensor<1x1x1x1x2x3xf32>, %b: tensor<1x1x1x1x3x4xf32>, %c: tensor<1x1x1x1x2x4xf32>) -> tensor<1x1x1x1x2x4xf32> {
  // expected-error @+1 {{'linalg.batch_matmul' op has an operand of rank outside 2..5; anec.matmul multiplies matrices with up to 3 batch axes}}
  %y = "linalg.batch_matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %w: f32, %acc: f32):
    %m = arith.mulf %x, %w : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }) : (tensor<1x1x1x1x2x3xf32>, tensor<1x1x1x1x3x4xf32>, tensor<1x1x1x1x2x4xf32>) -> tensor<1x1x1x1x2x4xf32>
  func.return %y : tensor<1x1x1x1x2x4xf32>
}

// -----

func.func @matmul_into_empty(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %e = tensor.empty() : tensor<2x4xf32>
  // expected-error @+1 {{'linalg.matmul' op reads its uninitialized init (tensor.empty)}}
  %y = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  func.return %y : tensor<2x4xf32>
}

// -----

func.func @softmax_dimension(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %e = tensor.empty() : tensor<2x3xf32>
  // expected-error @+1 {{'linalg.softmax' op has no integer dimension}}
  %y = "linalg.softmax"(%x, %e) <{dimension = "last"}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

func.func @pad_dynamic(%x: tensor<4xf32>, %n: index) -> tensor<?xf32> {
  %zero = arith.constant 0.0 : f32
  // expected-error @+1 {{'tensor.pad' op pads by dynamic amounts; anec needs static padding}}
  %y = tensor.pad %x low[%n] high[0] {
  ^bb0(%i: index):
    tensor.yield %zero : f32
  } : tensor<4xf32> to tensor<?xf32>
  func.return %y : tensor<?xf32>
}

// -----

func.func @slice_dynamic(%x: tensor<8xf32>, %o: index) -> tensor<2xf32> {
  // expected-error @+1 {{'tensor.extract_slice' op slices at dynamic offsets or sizes; anec needs static slices}}
  %y = tensor.extract_slice %x[%o] [2] [1] : tensor<8xf32> to tensor<2xf32>
  func.return %y : tensor<2xf32>
}

// -----

// A scalar constant is fine inside bodies, but anec has no scalar values.
func.func @scalar_result() -> f32 {
  // expected-error @+1 {{'arith.constant' op holds 1.000000e+00 : f32; anec constants are dense tensors}}
  %c = arith.constant 1.0 : f32
  func.return %c : f32
}

// -----

func.func @map_count(%x: tensor<4xf32>, %z: tensor<4xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.div' op has 2 indexing maps for 3 operands and 1 loops}}
  %y = "linalg.div"(%x, %z, %i) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %r = arith.divf %in, %in_1 : f32
    linalg.yield %r : f32
  }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return %y : tensor<4xf32>
}
