// RUN: ANEC_ROUNDTRIP
// RUN: ANEC_GENERIC_ROUNDTRIP
// RUN: anec-opt %s --split-input-file --print-op-generic | filecheck %s --check-prefix=CHECK-GENERIC

func.func @relu(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.relu %x : tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @relu
// CHECK-NEXT:    %y = anec.relu %x : tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.relu"(%x) : (tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @sigmoid(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.sigmoid %x : tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @sigmoid
// CHECK-NEXT:    %y = anec.sigmoid %x : tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.sigmoid"(%x) : (tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @tanh(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.tanh %x : tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @tanh
// CHECK-NEXT:    %y = anec.tanh %x : tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.tanh"(%x) : (tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @gelu(%x: tensor<1x128x768xf16>) -> tensor<1x128x768xf16> {
  %y = anec.gelu %x : tensor<1x128x768xf16>
  func.return %y : tensor<1x128x768xf16>
}
// CHECK-LABEL: func.func @gelu
// CHECK-NEXT:    %y = anec.gelu %x : tensor<1x128x768xf16>
// CHECK-GENERIC: "anec.gelu"(%x) : (tensor<1x128x768xf16>) -> tensor<1x128x768xf16>

// -----

func.func @silu(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.silu %x : tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @silu
// CHECK-NEXT:    %y = anec.silu %x : tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.silu"(%x) : (tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @exp(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.exp %x : tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @exp
// CHECK-NEXT:    %y = anec.exp %x : tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.exp"(%x) : (tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @log(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.log %x : tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @log
// CHECK-NEXT:    %y = anec.log %x : tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.log"(%x) : (tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @sqrt(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.sqrt %x : tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @sqrt
// CHECK-NEXT:    %y = anec.sqrt %x : tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.sqrt"(%x) : (tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @rsqrt(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.rsqrt %x : tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @rsqrt
// CHECK-NEXT:    %y = anec.rsqrt %x : tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.rsqrt"(%x) : (tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @sin(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.sin %x : tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @sin
// CHECK-NEXT:    %y = anec.sin %x : tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.sin"(%x) : (tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @cos(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.cos %x : tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @cos
// CHECK-NEXT:    %y = anec.cos %x : tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.cos"(%x) : (tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @abs(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.abs %x : tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @abs
// CHECK-NEXT:    %y = anec.abs %x : tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.abs"(%x) : (tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @neg(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.neg %x : tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @neg
// CHECK-NEXT:    %y = anec.neg %x : tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.neg"(%x) : (tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @reciprocal(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.reciprocal %x : tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @reciprocal
// CHECK-NEXT:    %y = anec.reciprocal %x : tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.reciprocal"(%x) : (tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @square(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.square %x : tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @square
// CHECK-NEXT:    %y = anec.square %x : tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.square"(%x) : (tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @erf(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.erf %x : tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @erf
// CHECK-NEXT:    %y = anec.erf %x : tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.erf"(%x) : (tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @floor(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.floor %x : tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @floor
// CHECK-NEXT:    %y = anec.floor %x : tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.floor"(%x) : (tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @ceil(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.ceil %x : tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @ceil
// CHECK-NEXT:    %y = anec.ceil %x : tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.ceil"(%x) : (tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @sign(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.sign %x : tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @sign
// CHECK-NEXT:    %y = anec.sign %x : tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.sign"(%x) : (tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @softplus(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.softplus %x : tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @softplus
// CHECK-NEXT:    %y = anec.softplus %x : tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.softplus"(%x) : (tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @hard_sigmoid(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.hard_sigmoid %x : tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @hard_sigmoid
// CHECK-NEXT:    %y = anec.hard_sigmoid %x : tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.hard_sigmoid"(%x) : (tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @hard_swish(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.hard_swish %x : tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @hard_swish
// CHECK-NEXT:    %y = anec.hard_swish %x : tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.hard_swish"(%x) : (tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @leaky_relu(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.leaky_relu %x {alpha = 1.000000e-01 : f32} : tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @leaky_relu
// CHECK-NEXT:    %y = anec.leaky_relu %x {alpha = 1.000000e-01 : f32} : tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.leaky_relu"(%x) <{alpha = 1.000000e-01 : f32}> : (tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @elu(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.elu %x {alpha = 1.000000e+00 : f32} : tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @elu
// CHECK-NEXT:    %y = anec.elu %x {alpha = 1.000000e+00 : f32} : tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.elu"(%x) <{alpha = 1.000000e+00 : f32}> : (tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @clamp(%x: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %y = anec.clamp %x {min = 0.000000e+00 : f32, max = 6.000000e+00 : f32} : tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @clamp
// CHECK-NEXT:    %y = anec.clamp %x {min = 0.000000e+00 : f32, max = 6.000000e+00 : f32} : tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.clamp"(%x) <{min = 0.000000e+00 : f32, max = 6.000000e+00 : f32}> : (tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @dropout(%x: tensor<1x128x768xf16>) -> tensor<1x128x768xf16> {
  %y = anec.dropout %x {rate = 1.000000e-01 : f32} : tensor<1x128x768xf16>
  func.return %y : tensor<1x128x768xf16>
}
// CHECK-LABEL: func.func @dropout
// CHECK-NEXT:    %y = anec.dropout %x {rate = 1.000000e-01 : f32} : tensor<1x128x768xf16>
// CHECK-GENERIC: "anec.dropout"(%x) <{rate = 1.000000e-01 : f32}> : (tensor<1x128x768xf16>) -> tensor<1x128x768xf16>

// -----

func.func @cast(%x: tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf16> {
  %y = anec.cast %x : tensor<1x64x56x56xf32> -> tensor<1x64x56x56xf16>
  func.return %y : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @cast
// CHECK-NEXT:    %y = anec.cast %x : tensor<1x64x56x56xf32> -> tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.cast"(%x) : (tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf16>

// -----

func.func @add(%a: tensor<1x64x56x56xf16>, %b: tensor<1x64x1x1xf16>) -> tensor<1x64x56x56xf16> {
  %z = anec.add %a, %b : tensor<1x64x56x56xf16>, tensor<1x64x1x1xf16> -> tensor<1x64x56x56xf16>
  func.return %z : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @add
// CHECK-NEXT:    %z = anec.add %a, %b : tensor<1x64x56x56xf16>, tensor<1x64x1x1xf16> -> tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.add"(%a, %b) : (tensor<1x64x56x56xf16>, tensor<1x64x1x1xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @sub(%a: tensor<1x64x56x56xf16>, %b: tensor<56xf16>) -> tensor<1x64x56x56xf16> {
  %z = anec.sub %a, %b : tensor<1x64x56x56xf16>, tensor<56xf16> -> tensor<1x64x56x56xf16>
  func.return %z : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @sub
// CHECK-NEXT:    %z = anec.sub %a, %b : tensor<1x64x56x56xf16>, tensor<56xf16> -> tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.sub"(%a, %b) : (tensor<1x64x56x56xf16>, tensor<56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @mul(%a: tensor<1x64x56x56xf16>, %b: tensor<1x64x1x1xf16>) -> tensor<1x64x56x56xf16> {
  %z = anec.mul %a, %b : tensor<1x64x56x56xf16>, tensor<1x64x1x1xf16> -> tensor<1x64x56x56xf16>
  func.return %z : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @mul
// CHECK-NEXT:    %z = anec.mul %a, %b : tensor<1x64x56x56xf16>, tensor<1x64x1x1xf16> -> tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.mul"(%a, %b) : (tensor<1x64x56x56xf16>, tensor<1x64x1x1xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @div(%a: tensor<8x1xf32>, %b: tensor<1x16xf32>) -> tensor<8x16xf32> {
  %z = anec.div %a, %b : tensor<8x1xf32>, tensor<1x16xf32> -> tensor<8x16xf32>
  func.return %z : tensor<8x16xf32>
}
// CHECK-LABEL: func.func @div
// CHECK-NEXT:    %z = anec.div %a, %b : tensor<8x1xf32>, tensor<1x16xf32> -> tensor<8x16xf32>
// CHECK-GENERIC: "anec.div"(%a, %b) : (tensor<8x1xf32>, tensor<1x16xf32>) -> tensor<8x16xf32>

// -----

func.func @max(%a: tensor<1x64x56x56xf16>, %b: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %z = anec.max %a, %b : tensor<1x64x56x56xf16>, tensor<1x64x56x56xf16> -> tensor<1x64x56x56xf16>
  func.return %z : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @max
// CHECK-NEXT:    %z = anec.max %a, %b : tensor<1x64x56x56xf16>, tensor<1x64x56x56xf16> -> tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.max"(%a, %b) : (tensor<1x64x56x56xf16>, tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @min(%a: tensor<1x64x56x56xf16>, %b: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %z = anec.min %a, %b : tensor<1x64x56x56xf16>, tensor<1x64x56x56xf16> -> tensor<1x64x56x56xf16>
  func.return %z : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @min
// CHECK-NEXT:    %z = anec.min %a, %b : tensor<1x64x56x56xf16>, tensor<1x64x56x56xf16> -> tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.min"(%a, %b) : (tensor<1x64x56x56xf16>, tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>

// -----

func.func @pow(%a: tensor<1x64x56x56xf16>, %b: tensor<1xf16>) -> tensor<1x64x56x56xf16> {
  %z = anec.pow %a, %b : tensor<1x64x56x56xf16>, tensor<1xf16> -> tensor<1x64x56x56xf16>
  func.return %z : tensor<1x64x56x56xf16>
}
// CHECK-LABEL: func.func @pow
// CHECK-NEXT:    %z = anec.pow %a, %b : tensor<1x64x56x56xf16>, tensor<1xf16> -> tensor<1x64x56x56xf16>
// CHECK-GENERIC: "anec.pow"(%a, %b) : (tensor<1x64x56x56xf16>, tensor<1xf16>) -> tensor<1x64x56x56xf16>
// -----

// Properties written in any float syntax print canonically; f32 activations.
func.func @f32_params(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %l = anec.leaky_relu %x {alpha = -0.25 : f32} : tensor<2x3xf32>
  %c = "anec.clamp"(%l) <{min = -1.0 : f32, max = 1.0 : f32}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %d = anec.dropout %c {rate = 0.0 : f32} : tensor<2x3xf32>
  func.return %d : tensor<2x3xf32>
}
// CHECK-LABEL: func.func @f32_params
// CHECK-NEXT:    %l = anec.leaky_relu %x {alpha = -2.500000e-01 : f32} : tensor<2x3xf32>
// CHECK-NEXT:    %c = anec.clamp %l {min = -1.000000e+00 : f32, max = 1.000000e+00 : f32} : tensor<2x3xf32>
// CHECK-NEXT:    %d = anec.dropout %c {rate = 0.000000e+00 : f32} : tensor<2x3xf32>
// CHECK-GENERIC: "anec.leaky_relu"(%x) <{alpha = -2.500000e-01 : f32}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-GENERIC: "anec.clamp"(%l) <{min = -1.000000e+00 : f32, max = 1.000000e+00 : f32}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-GENERIC: "anec.dropout"(%c) <{rate = 0.000000e+00 : f32}> : (tensor<2x3xf32>) -> tensor<2x3xf32>

// -----

// A cast widens, narrows, or keeps the type; rank 0 is allowed.
func.func @casts(%x: tensor<4xf16>, %s: tensor<f32>) -> tensor<4xf16> {
  %w = anec.cast %x : tensor<4xf16> -> tensor<4xf32>
  %n = anec.cast %w : tensor<4xf32> -> tensor<4xf16>
  %i = anec.cast %n : tensor<4xf16> -> tensor<4xf16>
  %t = anec.cast %s : tensor<f32> -> tensor<f16>
  func.return %i : tensor<4xf16>
}
// CHECK-LABEL: func.func @casts
// CHECK-NEXT:    %w = anec.cast %x : tensor<4xf16> -> tensor<4xf32>
// CHECK-NEXT:    %n = anec.cast %w : tensor<4xf32> -> tensor<4xf16>
// CHECK-NEXT:    %i = anec.cast %n : tensor<4xf16> -> tensor<4xf16>
// CHECK-NEXT:    %t = anec.cast %s : tensor<f32> -> tensor<f16>
// CHECK-GENERIC: "anec.cast"(%x) : (tensor<4xf16>) -> tensor<4xf32>
// CHECK-GENERIC: "anec.cast"(%w) : (tensor<4xf32>) -> tensor<4xf16>
// CHECK-GENERIC: "anec.cast"(%n) : (tensor<4xf16>) -> tensor<4xf16>
// CHECK-GENERIC: "anec.cast"(%s) : (tensor<f32>) -> tensor<f16>

// -----

// Broadcasting: a scalar, a lower-rank operand, ones on either side.
func.func @broadcast(%s: tensor<f16>, %v: tensor<3xf16>, %m: tensor<2x1xf16>) -> tensor<2x3xf16> {
  %a = anec.add %s, %v : tensor<f16>, tensor<3xf16> -> tensor<3xf16>
  %b = anec.mul %m, %a : tensor<2x1xf16>, tensor<3xf16> -> tensor<2x3xf16>
  %c = anec.max %b, %b : tensor<2x3xf16>, tensor<2x3xf16> -> tensor<2x3xf16>
  func.return %c : tensor<2x3xf16>
}
// CHECK-LABEL: func.func @broadcast
// CHECK-NEXT:    %a = anec.add %s, %v : tensor<f16>, tensor<3xf16> -> tensor<3xf16>
// CHECK-NEXT:    %b = anec.mul %m, %a : tensor<2x1xf16>, tensor<3xf16> -> tensor<2x3xf16>
// CHECK-NEXT:    %c = anec.max %b, %b : tensor<2x3xf16>, tensor<2x3xf16> -> tensor<2x3xf16>
// CHECK-GENERIC: "anec.add"(%s, %v) : (tensor<f16>, tensor<3xf16>) -> tensor<3xf16>
// CHECK-GENERIC: "anec.mul"(%m, %a) : (tensor<2x1xf16>, tensor<3xf16>) -> tensor<2x3xf16>
// CHECK-GENERIC: "anec.max"(%b, %b) : (tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<2x3xf16>

// -----

// Booleans as 0/1 masks: a NaN test, comparisons, and a select that passes the chosen value unchanged.
func.func @masks(%x: tensor<1x2x8xf16>, %k: tensor<8xf16>, %z: tensor<1xf16>) -> tensor<1x2x8xf16> {
  %n = anec.is_nan %x : tensor<1x2x8xf16>
  %e = anec.equal %x, %k : tensor<1x2x8xf16>, tensor<8xf16> -> tensor<1x2x8xf16>
  %l = anec.less %x, %z : tensor<1x2x8xf16>, tensor<1xf16> -> tensor<1x2x8xf16>
  %g = anec.greater %k, %z : tensor<8xf16>, tensor<1xf16> -> tensor<8xf16>
  %s = anec.select %n, %z, %x : tensor<1x2x8xf16>, tensor<1xf16>, tensor<1x2x8xf16> -> tensor<1x2x8xf16>
  func.return %s : tensor<1x2x8xf16>
}
// CHECK-LABEL: func.func @masks
// CHECK-NEXT:    %n = anec.is_nan %x : tensor<1x2x8xf16>
// CHECK-NEXT:    %e = anec.equal %x, %k : tensor<1x2x8xf16>, tensor<8xf16> -> tensor<1x2x8xf16>
// CHECK-NEXT:    %l = anec.less %x, %z : tensor<1x2x8xf16>, tensor<1xf16> -> tensor<1x2x8xf16>
// CHECK-NEXT:    %g = anec.greater %k, %z : tensor<8xf16>, tensor<1xf16> -> tensor<8xf16>
// CHECK-NEXT:    %s = anec.select %n, %z, %x : tensor<1x2x8xf16>, tensor<1xf16>, tensor<1x2x8xf16> -> tensor<1x2x8xf16>
// CHECK-GENERIC: "anec.is_nan"(%x) : (tensor<1x2x8xf16>) -> tensor<1x2x8xf16>
// CHECK-GENERIC: "anec.equal"(%x, %k) : (tensor<1x2x8xf16>, tensor<8xf16>) -> tensor<1x2x8xf16>
// CHECK-GENERIC: "anec.less"(%x, %z) : (tensor<1x2x8xf16>, tensor<1xf16>) -> tensor<1x2x8xf16>
// CHECK-GENERIC: "anec.greater"(%k, %z) : (tensor<8xf16>, tensor<1xf16>) -> tensor<8xf16>
// CHECK-GENERIC: "anec.select"(%n, %z, %x) : (tensor<1x2x8xf16>, tensor<1xf16>, tensor<1x2x8xf16>) -> tensor<1x2x8xf16>

// -----

// A run-time integer input (an attention mask) reshaped and cast to the compute type.
func.func @int_mask(%m: tensor<1x8xi64>) -> tensor<1x1x1x8xf16> {
  %r = anec.reshape %m : tensor<1x8xi64> -> tensor<1x1x1x8xi64>
  %f = anec.cast %r : tensor<1x1x1x8xi64> -> tensor<1x1x1x8xf16>
  func.return %f : tensor<1x1x1x8xf16>
}
// CHECK-LABEL: func.func @int_mask
// CHECK-NEXT:    %r = anec.reshape %m : tensor<1x8xi64> -> tensor<1x1x1x8xi64>
// CHECK-NEXT:    %f = anec.cast %r : tensor<1x1x1x8xi64> -> tensor<1x1x1x8xf16>
// CHECK-GENERIC: "anec.reshape"(%m) : (tensor<1x8xi64>) -> tensor<1x1x1x8xi64>
// CHECK-GENERIC: "anec.cast"(%r) : (tensor<1x1x1x8xi64>) -> tensor<1x1x1x8xf16>
