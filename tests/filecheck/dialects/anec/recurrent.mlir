// RUN: ANEC_ROUNDTRIP
// RUN: ANEC_GENERIC_ROUNDTRIP
// RUN: anec-opt %s --split-input-file --print-op-generic | filecheck %s --check-prefix=CHECK-GENERIC

func.func @lstm(%x: tensor<2x16xf32>, %h0: tensor<2x32xf32>, %c0: tensor<2x32xf32>, %wih: tensor<128x16xf32>, %whh: tensor<128x32xf32>, %b: tensor<128xf32>) -> (tensor<2x32xf32>, tensor<2x32xf32>) {
  %h1, %c1 = anec.recurrent_cell <lstm> %x, %h0 cell(%c0 : tensor<2x32xf32>) weights(%wih, %whh) bias(%b : tensor<128xf32>) : tensor<2x16xf32>, tensor<2x32xf32>, tensor<128x16xf32>, tensor<128x32xf32> -> tensor<2x32xf32>, tensor<2x32xf32>
  func.return %h1, %c1 : tensor<2x32xf32>, tensor<2x32xf32>
}
// CHECK-LABEL: func.func @lstm
// CHECK-NEXT:    %h1, %c1 = anec.recurrent_cell <lstm> %x, %h0 cell(%c0 : tensor<2x32xf32>) weights(%wih, %whh) bias(%b : tensor<128xf32>) : tensor<2x16xf32>, tensor<2x32xf32>, tensor<128x16xf32>, tensor<128x32xf32> -> tensor<2x32xf32>, tensor<2x32xf32>
// CHECK-NEXT:    func.return %h1, %c1 : tensor<2x32xf32>, tensor<2x32xf32>
// CHECK-GENERIC: %h1, %c1 = "anec.recurrent_cell"(%x, %h0, %c0, %wih, %whh, %b) <{kind = #anec.recurrent_kind<lstm>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1>}> : (tensor<2x16xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<128x16xf32>, tensor<128x32xf32>, tensor<128xf32>) -> (tensor<2x32xf32>, tensor<2x32xf32>)

// -----

func.func @gru(%x: tensor<1x8xf16>, %h0: tensor<1x4xf16>, %wih: tensor<12x8xf16>, %whh: tensor<12x4xf16>, %b: tensor<12xf16>) -> tensor<1x4xf16> {
  %h1 = anec.recurrent_cell <gru> %x, %h0 weights(%wih, %whh) bias(%b : tensor<12xf16>) : tensor<1x8xf16>, tensor<1x4xf16>, tensor<12x8xf16>, tensor<12x4xf16> -> tensor<1x4xf16>
  func.return %h1 : tensor<1x4xf16>
}
// CHECK-LABEL: func.func @gru
// CHECK-NEXT:    %h1 = anec.recurrent_cell <gru> %x, %h0 weights(%wih, %whh) bias(%b : tensor<12xf16>) : tensor<1x8xf16>, tensor<1x4xf16>, tensor<12x8xf16>, tensor<12x4xf16> -> tensor<1x4xf16>
// CHECK-NEXT:    func.return %h1 : tensor<1x4xf16>
// CHECK-GENERIC: %h1 = "anec.recurrent_cell"(%x, %h0, %wih, %whh, %b) <{kind = #anec.recurrent_kind<gru>, operandSegmentSizes = array<i32: 1, 1, 0, 1, 1, 1>}> : (tensor<1x8xf16>, tensor<1x4xf16>, tensor<12x8xf16>, tensor<12x4xf16>, tensor<12xf16>) -> tensor<1x4xf16>

// -----

func.func @rnn(%x: tensor<3x5xf32>, %h0: tensor<3x6xf32>, %wih: tensor<6x5xf32>, %whh: tensor<6x6xf32>) -> tensor<3x6xf32> {
  %h1 = anec.recurrent_cell <rnn> %x, %h0 weights(%wih, %whh) : tensor<3x5xf32>, tensor<3x6xf32>, tensor<6x5xf32>, tensor<6x6xf32> -> tensor<3x6xf32>
  func.return %h1 : tensor<3x6xf32>
}
// CHECK-LABEL: func.func @rnn
// CHECK-NEXT:    %h1 = anec.recurrent_cell <rnn> %x, %h0 weights(%wih, %whh) : tensor<3x5xf32>, tensor<3x6xf32>, tensor<6x5xf32>, tensor<6x6xf32> -> tensor<3x6xf32>
// CHECK-NEXT:    func.return %h1 : tensor<3x6xf32>
// CHECK-GENERIC: %h1 = "anec.recurrent_cell"(%x, %h0, %wih, %whh) <{kind = #anec.recurrent_kind<rnn>, operandSegmentSizes = array<i32: 1, 1, 0, 1, 1, 0>}> : (tensor<3x5xf32>, tensor<3x6xf32>, tensor<6x5xf32>, tensor<6x6xf32>) -> tensor<3x6xf32>

// -----

func.func @lstm_no_bias(%x: tensor<1x2xf16>, %h0: tensor<1x3xf16>, %c0: tensor<1x3xf16>, %wih: tensor<12x2xf16>, %whh: tensor<12x3xf16>) -> (tensor<1x3xf16>, tensor<1x3xf16>) {
  %h1, %c1 = anec.recurrent_cell <lstm> %x, %h0 cell(%c0 : tensor<1x3xf16>) weights(%wih, %whh) : tensor<1x2xf16>, tensor<1x3xf16>, tensor<12x2xf16>, tensor<12x3xf16> -> tensor<1x3xf16>, tensor<1x3xf16>
  func.return %h1, %c1 : tensor<1x3xf16>, tensor<1x3xf16>
}
// CHECK-LABEL: func.func @lstm_no_bias
// CHECK-NEXT:    %h1, %c1 = anec.recurrent_cell <lstm> %x, %h0 cell(%c0 : tensor<1x3xf16>) weights(%wih, %whh) : tensor<1x2xf16>, tensor<1x3xf16>, tensor<12x2xf16>, tensor<12x3xf16> -> tensor<1x3xf16>, tensor<1x3xf16>
// CHECK-NEXT:    func.return %h1, %c1 : tensor<1x3xf16>, tensor<1x3xf16>
// CHECK-GENERIC: %h1, %c1 = "anec.recurrent_cell"(%x, %h0, %c0, %wih, %whh) <{kind = #anec.recurrent_kind<lstm>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0>}> : (tensor<1x2xf16>, tensor<1x3xf16>, tensor<1x3xf16>, tensor<12x2xf16>, tensor<12x3xf16>) -> (tensor<1x3xf16>, tensor<1x3xf16>)
