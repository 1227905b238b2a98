// RUN: anec-opt %s --allow-unregistered-dialect -p convert-linalg-to-anec | filecheck %s

// What torch-mlir's lowering of ONNX leaves besides arithmetic on floats:
// windows that read less than their padded input, shape arithmetic on
// integer constants, and gathers written as linalg.generic.

// Ceil-mode max pooling: torch-mlir pads the high side by a stride (2), one
// row more than the last window reads (out 4: (4 - 1) * 2 + 3 = 9 rows of
// 8 + 2); the unread row is left out of the padding. (Generic form: xDSL
// gives the custom form the body max(input, window), docs/convert-linalg.md.)
// CHECK-LABEL: func.func @ceil_mode_pool
// CHECK-NEXT:    %y = anec.max_pool %x {strides = array<i64: 2, 2>, explicit_padding = array<i64: 0, 1, 0, 1>, kernel_sizes = array<i64: 3, 3>} : tensor<1x2x8x8xf32> -> tensor<1x2x4x4xf32>
// CHECK-NEXT:    func.return %y
func.func @ceil_mode_pool(%x: tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 0, 0, 0] high[0, 0, 2, 2] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %ninf : f32
  } : tensor<1x2x8x8xf32> to tensor<1x2x10x10xf32>
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %k = tensor.empty() : tensor<3x3xf32>
  %y = "linalg.pooling_nchw_max"(%p, %k, %f) <{dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %r = arith.maximumf %c, %a : f32
    linalg.yield %r : f32
  }) : (tensor<1x2x10x10xf32>, tensor<3x3xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  func.return %y : tensor<1x2x4x4xf32>
}

// A convolution whose windows stop short of the input's last rows and
// columns (out 2 of 2x2/2 windows read 4 of 5): the input is sliced.
// CHECK-LABEL: func.func @conv_reads_less
// CHECK-NEXT:    %[[S:.*]] = anec.slice %x {offsets = array<i64: 0, 0, 0, 0>} : tensor<1x1x5x5xf32> -> tensor<1x1x4x4xf32>
// CHECK-NEXT:    %{{.*}} = anec.convolution %[[S]], %w {strides = array<i64: 2, 2>} : tensor<1x1x4x4xf32>, tensor<3x1x2x2xf32> -> tensor<1x3x2x2xf32>
func.func @conv_reads_less(%x: tensor<1x1x5x5xf32>, %w: tensor<3x1x2x2xf32>) -> tensor<1x3x2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x2x2xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%x, %w : tensor<1x1x5x5xf32>, tensor<3x1x2x2xf32>) outs(%f : tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32>
  func.return %y : tensor<1x3x2x2xf32>
}

// ONNX Expand of a class token, as torch-mlir lowers it: the target shape is
// computed by an i64 generic on constants, read with tensor.extract, checked
// by cf.assert and used as a dynamic extent. Folded, every shape is static.
// CHECK-LABEL: func.func @expand_shape_arithmetic
// CHECK-NEXT:    %[[T:.*]] = anec.reshape %t : tensor<4xf32> -> tensor<1x1x4xf32>
// CHECK-NEXT:    %[[C:.*]] = anec.concat %[[T]], %x {axis = 1 : i64} : tensor<1x1x4xf32>, tensor<1x3x4xf32> -> tensor<1x4x4xf32>
// CHECK-NEXT:    func.return %[[C]] : tensor<1x4x4xf32>
func.func @expand_shape_arithmetic(%t: tensor<4xf32>, %x: tensor<1x3x4xf32>) -> tensor<1x4x4xf32> {
  %mask = arith.constant dense<[false, true, true]> : tensor<3xi1>
  %ones = arith.constant dense<1> : tensor<3xi64>
  %shape = arith.constant dense<[1, -1, -1]> : tensor<3xi64>
  %c0 = arith.constant 0 : i64
  %c4 = arith.constant 4 : i64
  %i1 = arith.constant 1 : index
  %i4 = arith.constant 4 : index
  %e3 = tensor.empty() : tensor<3xi64>
  %dims = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%mask, %ones, %shape : tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) outs(%e3 : tensor<3xi64>) {
  ^bb0(%m: i1, %a: i64, %b: i64, %o: i64):
    %s = arith.select %m, %a, %b : i64
    linalg.yield %s : i64
  } -> tensor<3xi64>
  %d1 = tensor.extract_slice %dims[1] [1] [1] : tensor<3xi64> to tensor<1xi64>
  %d1s = tensor.collapse_shape %d1 [] : tensor<1xi64> into tensor<i64>
  %n = tensor.extract %d1s[] : tensor<i64>
  %d2 = tensor.extract_slice %dims[2] [1] [1] : tensor<3xi64> to tensor<1xi64>
  %d2s = tensor.collapse_shape %d2 [] : tensor<1xi64> into tensor<i64>
  %m2 = tensor.extract %d2s[] : tensor<i64>
  %ok = arith.cmpi sle, %m2, %c4 : i64
  cf.assert %ok, "onnx.Expand input has a dim that is not statically 1"
  %neg = arith.cmpi slt, %n, %c0 : i64
  %ni = arith.index_cast %n : i64 to index
  %size = arith.select %neg, %i1, %ni : index
  %e = tensor.empty(%size) : tensor<1x?x4xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t : tensor<4xf32>) outs(%e : tensor<1x?x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<1x?x4xf32>
  %c = tensor.concat dim(1) %b, %x : (tensor<1x?x4xf32>, tensor<1x3x4xf32>) -> tensor<1x?x4xf32>
  %len = tensor.dim %c, %i1 : tensor<1x?x4xf32>
  %same = arith.cmpi eq, %len, %i4 : index
  cf.assert %same, "mismatched size for broadcast"
  %y = tensor.cast %c : tensor<1x?x4xf32> to tensor<1x4x4xf32>
  func.return %y : tensor<1x4x4xf32>
}

// An embedding lookup: run-time i64 ids, normalized as torch-mlir does
// (select(x < 0, x + 10, x), over three generics), then a tensor.extract
// body: one anec.gather (which leaves indices outside 0..9 undefined: anec
// has no integer arithmetic to keep the normalization; docs/convert-linalg.md).
// CHECK-LABEL: func.func @embedding
// CHECK-NEXT:    %[[G:.*]] = anec.gather %table, %ids {axis = 0 : i64} : tensor<10x4xf32>, tensor<1x3xi64> -> tensor<1x3x4xf32>
// CHECK-NEXT:    %[[R:.*]] = anec.reshape %[[G]] : tensor<1x3x4xf32> -> tensor<3x4xf32>
// CHECK-NEXT:    func.return %[[R]] : tensor<3x4xf32>
func.func @embedding(%table: tensor<10x4xf32>, %ids: tensor<1x3xi64>) -> tensor<3x4xf32> {
  %c0 = arith.constant 0 : i64
  %c10 = arith.constant 10 : i64
  %eb = tensor.empty() : tensor<1x3xi1>
  %ei = tensor.empty() : tensor<1x3xi64>
  %neg = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ids : tensor<1x3xi64>) outs(%eb : tensor<1x3xi1>) {
  ^bb0(%x: i64, %o: i1):
    %r = arith.cmpi slt, %x, %c0 : i64
    linalg.yield %r : i1
  } -> tensor<1x3xi1>
  %plus = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ids : tensor<1x3xi64>) outs(%ei : tensor<1x3xi64>) {
  ^bb0(%x: i64, %o: i64):
    %r = arith.addi %x, %c10 : i64
    linalg.yield %r : i64
  } -> tensor<1x3xi64>
  %wrapped = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%neg, %plus, %ids : tensor<1x3xi1>, tensor<1x3xi64>, tensor<1x3xi64>) outs(%ei : tensor<1x3xi64>) {
  ^bb0(%c: i1, %p: i64, %x: i64, %o: i64):
    %r = arith.select %c, %p, %x : i64
    linalg.yield %r : i64
  } -> tensor<1x3xi64>
  %flat = tensor.collapse_shape %wrapped [[0, 1]] : tensor<1x3xi64> into tensor<3xi64>
  %e = tensor.empty() : tensor<3x4xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%flat : tensor<3xi64>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%id: i64, %o: f32):
    %i = arith.index_cast %id : i64 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %table[%i, %j] : tensor<10x4xf32>
    linalg.yield %v : f32
  } -> tensor<3x4xf32>
  func.return %y : tensor<3x4xf32>
}

// Constant indices: the pick qkv[1] of attention (one index) is a slice;
// position ids 1, 2, 3 (an ascending progression) a slice too; token type
// ids all 0 a one-row slice, broadcast (a product with ones, exact).
// CHECK-LABEL: func.func @constant_gathers
// CHECK-NEXT:    %[[Q:.*]] = anec.slice %qkv {offsets = array<i64: 1, 0, 0>} : tensor<3x2x4xf32> -> tensor<1x2x4xf32>
// CHECK-NEXT:    %[[P:.*]] = anec.slice %pos {offsets = array<i64: 1, 0>} : tensor<5x4xf32> -> tensor<3x4xf32>
// CHECK-NEXT:    %[[PR:.*]] = anec.reshape %[[P]] : tensor<3x4xf32> -> tensor<1x3x4xf32>
// CHECK-NEXT:    %[[T:.*]] = anec.slice %types {offsets = array<i64: 0, 0>} : tensor<2x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT:    %[[TR:.*]] = anec.reshape %[[T]] : tensor<1x4xf32> -> tensor<1x1x4xf32>
// CHECK-NEXT:    %[[ONES:.*]] = anec.constant dense<1.000000e+00> : tensor<1x3x1xf32>
// CHECK-NEXT:    %[[TB:.*]] = anec.mul %[[TR]], %[[ONES]] : tensor<1x1x4xf32>, tensor<1x3x1xf32> -> tensor<1x3x4xf32>
// CHECK-NEXT:    func.return %[[Q]], %[[PR]], %[[TB]]
func.func @constant_gathers(%qkv: tensor<3x2x4xf32>, %pos: tensor<5x4xf32>, %types: tensor<2x4xf32>) -> (tensor<1x2x4xf32>, tensor<1x3x4xf32>, tensor<1x3x4xf32>) {
  %one = arith.constant dense<1> : tensor<1xi64>
  %ids = arith.constant dense<[[1, 2, 3]]> : tensor<1x3xi64>
  %zeros = arith.constant dense<0> : tensor<1x3xi64>
  %e1 = tensor.empty() : tensor<1x2x4xf32>
  %q = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%one : tensor<1xi64>) outs(%e1 : tensor<1x2x4xf32>) {
  ^bb0(%id: i64, %o: f32):
    %i = arith.index_cast %id : i64 to index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %v = tensor.extract %qkv[%i, %j, %k] : tensor<3x2x4xf32>
    linalg.yield %v : f32
  } -> tensor<1x2x4xf32>
  %e2 = tensor.empty() : tensor<1x3x4xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ids : tensor<1x3xi64>) outs(%e2 : tensor<1x3x4xf32>) {
  ^bb0(%id: i64, %o: f32):
    %i = arith.index_cast %id : i64 to index
    %k = linalg.index 2 : index
    %v = tensor.extract %pos[%i, %k] : tensor<5x4xf32>
    linalg.yield %v : f32
  } -> tensor<1x3x4xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%zeros : tensor<1x3xi64>) outs(%e2 : tensor<1x3x4xf32>) {
  ^bb0(%id: i64, %o: f32):
    %i = arith.index_cast %id : i64 to index
    %k = linalg.index 2 : index
    %v = tensor.extract %types[%i, %k] : tensor<2x4xf32>
    linalg.yield %v : f32
  } -> tensor<1x3x4xf32>
  func.return %q, %p, %t : tensor<1x2x4xf32>, tensor<1x3x4xf32>, tensor<1x3x4xf32>
}

// Ids gathered from an integer buffer at constant positions, bounds-checked
// in the body (Hugging Face BERT's token type ids: `torch.gather` of a
// buffer at the position ids, exported as ONNX GatherElements): the body is
// evaluated (ids [1, 0, 1]), and the float gather reads them as constants.
// CHECK-LABEL: func.func @gathered_ids
// CHECK-NEXT:    %[[A:.*]] = anec.slice %types {offsets = array<i64: 1, 0>} : tensor<2x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT:    %[[B:.*]] = anec.slice %types {offsets = array<i64: 0, 0>} : tensor<2x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT:    %[[C:.*]] = anec.slice %types {offsets = array<i64: 1, 0>} : tensor<2x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT:    %[[T:.*]] = anec.concat %[[A]], %[[B]], %[[C]] {axis = 0 : i64}
// CHECK-NEXT:    %[[Y:.*]] = anec.reshape %[[T]] : tensor<3x4xf32> -> tensor<1x3x4xf32>
// CHECK-NEXT:    func.return %[[Y]] : tensor<1x3x4xf32>
func.func @gathered_ids(%types: tensor<2x4xf32>) -> tensor<1x3x4xf32> {
  %buf = arith.constant dense<[[0, 1, 1, 0, 1]]> : tensor<1x5xi64>
  %pos = arith.constant dense<[[4, 0, 1]]> : tensor<1x3xi64>
  %c0 = arith.constant 0 : index
  %c0_i64 = arith.constant 0 : i64
  %c5 = arith.constant 5 : index
  %e = tensor.empty() : tensor<1x3xi64>
  %ids = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%pos : tensor<1x3xi64>) outs(%e : tensor<1x3xi64>) {
  ^bb0(%p: i64, %o: i64):
    %i = arith.index_cast %p : i64 to index
    %lt = arith.cmpi slt, %i, %c5 : index
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

// Other constant indices along one loop: one slice each, concatenated.
// CHECK-LABEL: func.func @shuffled_gather
// CHECK-NEXT:    %[[A:.*]] = anec.slice %table {offsets = array<i64: 4, 0>} : tensor<10x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT:    %[[B:.*]] = anec.slice %table {offsets = array<i64: 1, 0>} : tensor<10x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT:    %[[C:.*]] = anec.slice %table {offsets = array<i64: 7, 0>} : tensor<10x4xf32> -> tensor<1x4xf32>
// CHECK-NEXT:    %[[Y:.*]] = anec.concat %[[A]], %[[B]], %[[C]] {axis = 0 : i64} : tensor<1x4xf32>, tensor<1x4xf32>, tensor<1x4xf32> -> tensor<3x4xf32>
// CHECK-NEXT:    func.return %[[Y]] : tensor<3x4xf32>
func.func @shuffled_gather(%table: tensor<10x4xf32>) -> tensor<3x4xf32> {
  %ids = arith.constant dense<[4, 1, 7]> : tensor<3xi64>
  %e = tensor.empty() : tensor<3x4xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ids : tensor<3xi64>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%id: i64, %o: f32):
    %i = arith.index_cast %id : i64 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %table[%i, %j] : tensor<10x4xf32>
    linalg.yield %v : f32
  } -> tensor<3x4xf32>
  func.return %y : tensor<3x4xf32>
}
