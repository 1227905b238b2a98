// RUN: anec-opt %s --allow-unregistered-dialect -p 'convert-linalg-to-anec{allow-partial=true}' | filecheck %s
// RUN: anec-opt %s --allow-unregistered-dialect -p 'convert-linalg-to-anec{allow-partial=false}' --verify-diagnostics

// allow-partial=true converts what it can, leaves the rest in place marked
// with its reason, and summarizes on the module. The inputs of a left op
// (its init, the constants its body reads) stay unmarked.
// CHECK:       builtin.module attributes {anec.unconverted = "2 ops left unconverted: linalg.generic (1), tensor.insert_slice (1)"} {
// CHECK-LABEL:   func.func @mixed
// CHECK-NEXT:      %one = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:      %e = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:      %r = anec.relu %x : tensor<4xf32>
// CHECK-NEXT:      %m = linalg.generic {{.*}} ins(%r : tensor<4xf32>) outs(%e : tensor<4xf32>) attrs = {anec.unconverted = "body not recognized: arith.remf"} {
// CHECK-NEXT:      ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:        %v = "arith.remf"(%in, %one) : (f32, f32) -> f32
// CHECK:           %s = anec.sigmoid %m : tensor<4xf32>
// CHECK-NEXT:      %i = tensor.insert_slice %s into %d[1] [4] [1] {anec.unconverted = "has no anec counterpart"} : tensor<4xf32> into tensor<6xf32>
// CHECK-NEXT:      func.return %i : tensor<6xf32>

// The default, allow-partial=false, reports the first op left.

func.func @mixed(%x: tensor<4xf32>, %d: tensor<6xf32>) -> tensor<6xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.maximumf %in, %zero : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  // expected-error @+1 {{'linalg.generic' op body not recognized: arith.remf}}
  %m = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%r : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = "arith.remf"(%in, %one) : (f32, f32) -> f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%m : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %a = arith.addf %ex, %one : f32
    %v = arith.divf %one, %a : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %i = tensor.insert_slice %s into %d[1] [4] [1] : tensor<4xf32> into tensor<6xf32>
  func.return %i : tensor<6xf32>
}
