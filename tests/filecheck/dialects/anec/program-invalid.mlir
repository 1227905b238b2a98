// RUN: anec-opt %s --split-input-file --verify-diagnostics

func.func @f(%x: tensor<4x4xf16>) -> tensor<4x4xf16> {
  // expected-error @+1 {{'anec.program' op yields (tensor<4x4xf16>); expected (tensor<4x4xf32>), the result types}}
  %y = anec.program (%a = %x : tensor<4x4xf16>) -> tensor<4x4xf32> {
    anec.yield %a : tensor<4x4xf16>
  }
  func.return %x : tensor<4x4xf16>
}

// -----

func.func @f(%x: tensor<4x4xf16>) -> tensor<4x4xf16> {
  // expected-error @+1 {{'anec.program' op body has 2 arguments; expected 1, one per input}}
  %y = "anec.program"(%x) ({
  ^bb0(%a: tensor<4x4xf16>, %b: tensor<4x4xf16>):
    "anec.yield"(%a) : (tensor<4x4xf16>) -> ()
  }) : (tensor<4x4xf16>) -> tensor<4x4xf16>
  func.return %x : tensor<4x4xf16>
}

// -----

func.func @f(%x: tensor<4x4xf16>) -> tensor<4x4xf16> {
  // expected-error @+1 {{'anec.program' op body argument #0 has type tensor<4x4xf32>; expected tensor<4x4xf16> like input #0}}
  %y = "anec.program"(%x) ({
  ^bb0(%a: tensor<4x4xf32>):
    "anec.yield"(%a) : (tensor<4x4xf32>) -> ()
  }) : (tensor<4x4xf16>) -> tensor<4x4xf16>
  func.return %x : tensor<4x4xf16>
}

// -----

func.func @f(%x: tensor<4x4xf16>) -> tensor<4x4xf16> {
  // expected-error @+1 {{'anec.program' op body must end with 'anec.yield'}}
  %y = "anec.program"(%x) ({
  ^bb0(%a: tensor<4x4xf16>):
    %c = anec.matmul %a, %a : tensor<4x4xf16>, tensor<4x4xf16> -> tensor<4x4xf16>
  }) : (tensor<4x4xf16>) -> tensor<4x4xf16>
  func.return %x : tensor<4x4xf16>
}

// -----

func.func @f(%x: tensor<4x4xf16>) -> tensor<4x4xf16> {
  // expected-error @+1 {{'anec.program' op contains another 'anec.program'; programs do not nest (one program is one dispatch)}}
  %y = anec.program (%a = %x : tensor<4x4xf16>) -> tensor<4x4xf16> {
    %z = anec.program (%b = %a : tensor<4x4xf16>) -> tensor<4x4xf16> {
      anec.yield %b : tensor<4x4xf16>
    }
    anec.yield %z : tensor<4x4xf16>
  }
  func.return %y : tensor<4x4xf16>
}

// -----

func.func @f(%x: tensor<4x4xf16>) -> tensor<4x4xf16> {
  // expected-error @+1 {{'anec.program' op Operation using value defined out of its IsolatedFromAbove parent: MatmulOp(%c = anec.matmul %x, %a : tensor<4x4xf16>, tensor<4x4xf16> -> tensor<4x4xf16>)}}
  %y = anec.program (%a = %x : tensor<4x4xf16>) -> tensor<4x4xf16> {
    %c = anec.matmul %x, %a : tensor<4x4xf16>, tensor<4x4xf16> -> tensor<4x4xf16>
    anec.yield %c : tensor<4x4xf16>
  }
  func.return %y : tensor<4x4xf16>
}

// -----

func.func @f(%x: tensor<4x4xf16>) {
  // expected-error @+1 {{'anec.yield' expects parent op 'anec.program'}}
  anec.yield %x : tensor<4x4xf16>
}
