// RUN: anec-opt %s --split-input-file --verify-diagnostics

func.func @f(%x: tensor<2x1x5xf32>, %h0: tensor<2x6xf32>, %wih: tensor<6x5xf32>, %whh: tensor<6x6xf32>) {
  // expected-error @+1 {{'anec.recurrent_cell' op input has rank 3; expected rank 2}}
  %h1 = anec.recurrent_cell <rnn> %x, %h0 weights(%wih, %whh) : tensor<2x1x5xf32>, tensor<2x6xf32>, tensor<6x5xf32>, tensor<6x6xf32> -> tensor<2x6xf32>
  func.return
}

// -----

func.func @f(%x: tensor<2x5xi8>, %h0: tensor<2x6xi8>, %wih: tensor<6x5xi8>, %whh: tensor<6x6xi8>) {
  // expected-error @+1 {{'anec.recurrent_cell' op input has element type i8; expected f16 or f32}}
  %h1 = anec.recurrent_cell <rnn> %x, %h0 weights(%wih, %whh) : tensor<2x5xi8>, tensor<2x6xi8>, tensor<6x5xi8>, tensor<6x6xi8> -> tensor<2x6xi8>
  func.return
}

// -----

func.func @f(%x: tensor<2x5xf32>, %h0: tensor<6xf32>, %wih: tensor<6x5xf32>, %whh: tensor<6x6xf32>) {
  // expected-error @+1 {{'anec.recurrent_cell' op hidden has rank 1; expected rank 2}}
  %h1 = anec.recurrent_cell <rnn> %x, %h0 weights(%wih, %whh) : tensor<2x5xf32>, tensor<6xf32>, tensor<6x5xf32>, tensor<6x6xf32> -> tensor<2x6xf32>
  func.return
}

// -----

func.func @f(%x: tensor<2x5xf32>, %h0: tensor<3x6xf32>, %wih: tensor<6x5xf32>, %whh: tensor<6x6xf32>) {
  // expected-error @+1 {{'anec.recurrent_cell' op hidden has batch 3; expected 2 like the input}}
  %h1 = anec.recurrent_cell <rnn> %x, %h0 weights(%wih, %whh) : tensor<2x5xf32>, tensor<3x6xf32>, tensor<6x5xf32>, tensor<6x6xf32> -> tensor<2x6xf32>
  func.return
}

// -----

func.func @f(%x: tensor<2x5xf32>, %h0: tensor<2x6xf16>, %wih: tensor<6x5xf32>, %whh: tensor<6x6xf32>) {
  // expected-error @+1 {{'anec.recurrent_cell' op hidden has element type f16; expected f32 like input}}
  %h1 = anec.recurrent_cell <rnn> %x, %h0 weights(%wih, %whh) : tensor<2x5xf32>, tensor<2x6xf16>, tensor<6x5xf32>, tensor<6x6xf32> -> tensor<2x6xf32>
  func.return
}

// -----

func.func @f(%x: tensor<2x16xf32>, %h0: tensor<2x32xf32>, %wih: tensor<128x16xf32>, %whh: tensor<128x32xf32>) {
  // expected-error @+1 {{'anec.recurrent_cell' op kind lstm has no cell operand; expected cell(%c) of shape [B, H]}}
  %h1, %c1 = anec.recurrent_cell <lstm> %x, %h0 weights(%wih, %whh) : tensor<2x16xf32>, tensor<2x32xf32>, tensor<128x16xf32>, tensor<128x32xf32> -> tensor<2x32xf32>, tensor<2x32xf32>
  func.return
}

// -----

func.func @f(%x: tensor<2x16xf32>, %h0: tensor<2x32xf32>, %c0: tensor<2x32xf32>, %wih: tensor<96x16xf32>, %whh: tensor<96x32xf32>) {
  // expected-error @+1 {{'anec.recurrent_cell' op kind gru has a cell operand; expected one only for kind lstm}}
  %h1 = anec.recurrent_cell <gru> %x, %h0 cell(%c0 : tensor<2x32xf32>) weights(%wih, %whh) : tensor<2x16xf32>, tensor<2x32xf32>, tensor<96x16xf32>, tensor<96x32xf32> -> tensor<2x32xf32>
  func.return
}

// -----

func.func @f(%x: tensor<2x16xf32>, %h0: tensor<2x32xf32>, %c0: tensor<2x32xf32>, %wih: tensor<128x16xf32>, %whh: tensor<128x32xf32>) {
  // expected-error @+1 {{'anec.recurrent_cell' op kind lstm has one result; expected two (h_next, c_next)}}
  %h1 = anec.recurrent_cell <lstm> %x, %h0 cell(%c0 : tensor<2x32xf32>) weights(%wih, %whh) : tensor<2x16xf32>, tensor<2x32xf32>, tensor<128x16xf32>, tensor<128x32xf32> -> tensor<2x32xf32>
  func.return
}

// -----

func.func @f(%x: tensor<2x16xf32>, %h0: tensor<2x32xf32>, %wih: tensor<32x16xf32>, %whh: tensor<32x32xf32>) {
  // expected-error @+1 {{'anec.recurrent_cell' op kind rnn has two results; expected one (h_next)}}
  %h1, %c1 = anec.recurrent_cell <rnn> %x, %h0 weights(%wih, %whh) : tensor<2x16xf32>, tensor<2x32xf32>, tensor<32x16xf32>, tensor<32x32xf32> -> tensor<2x32xf32>, tensor<2x32xf32>
  func.return
}

// -----

func.func @f(%x: tensor<2x16xf32>, %h0: tensor<2x32xf32>, %c0: tensor<2x16xf32>, %wih: tensor<128x16xf32>, %whh: tensor<128x32xf32>) {
  // expected-error @+1 {{'anec.recurrent_cell' op cell has shape 2x16; expected 2x32 ([B, H])}}
  %h1, %c1 = anec.recurrent_cell <lstm> %x, %h0 cell(%c0 : tensor<2x16xf32>) weights(%wih, %whh) : tensor<2x16xf32>, tensor<2x32xf32>, tensor<128x16xf32>, tensor<128x32xf32> -> tensor<2x32xf32>, tensor<2x32xf32>
  func.return
}

// -----

func.func @f(%x: tensor<2x16xf32>, %h0: tensor<2x32xf32>, %wih: tensor<128x16xf32>, %whh: tensor<96x32xf32>) {
  // expected-error @+1 {{'anec.recurrent_cell' op w_ih has shape 128x16; expected 96x16 ([3 gates * H, I])}}
  %h1 = anec.recurrent_cell <gru> %x, %h0 weights(%wih, %whh) : tensor<2x16xf32>, tensor<2x32xf32>, tensor<128x16xf32>, tensor<96x32xf32> -> tensor<2x32xf32>
  func.return
}

// -----

func.func @f(%x: tensor<2x16xf32>, %h0: tensor<2x32xf32>, %wih: tensor<96x16xf32>, %whh: tensor<96x16xf32>) {
  // expected-error @+1 {{'anec.recurrent_cell' op w_hh has shape 96x16; expected 96x32 ([3 gates * H, H])}}
  %h1 = anec.recurrent_cell <gru> %x, %h0 weights(%wih, %whh) : tensor<2x16xf32>, tensor<2x32xf32>, tensor<96x16xf32>, tensor<96x16xf32> -> tensor<2x32xf32>
  func.return
}

// -----

func.func @f(%x: tensor<2x16xf32>, %h0: tensor<2x32xf32>, %wih: tensor<96x16xf32>, %whh: tensor<96x32xf32>, %b: tensor<192xf32>) {
  // expected-error @+1 {{'anec.recurrent_cell' op bias has shape 192; expected 96 ([3 gates * H])}}
  %h1 = anec.recurrent_cell <gru> %x, %h0 weights(%wih, %whh) bias(%b : tensor<192xf32>) : tensor<2x16xf32>, tensor<2x32xf32>, tensor<96x16xf32>, tensor<96x32xf32> -> tensor<2x32xf32>
  func.return
}

// -----

func.func @f(%x: tensor<2x16xf32>, %h0: tensor<2x32xf32>, %wih: tensor<96x16xf32>, %whh: tensor<96x32xf32>, %b: tensor<96xf16>) {
  // expected-error @+1 {{'anec.recurrent_cell' op bias has element type f16; expected f32 like input}}
  %h1 = anec.recurrent_cell <gru> %x, %h0 weights(%wih, %whh) bias(%b : tensor<96xf16>) : tensor<2x16xf32>, tensor<2x32xf32>, tensor<96x16xf32>, tensor<96x32xf32> -> tensor<2x32xf32>
  func.return
}

// -----

func.func @f(%x: tensor<2x16xf32>, %h0: tensor<2x32xf32>, %wih: tensor<96x16xf32>, %whh: tensor<96x32xf32>) {
  // expected-error @+1 {{'anec.recurrent_cell' op h_next has shape 2x16; expected 2x32 ([B, H])}}
  %h1 = anec.recurrent_cell <gru> %x, %h0 weights(%wih, %whh) : tensor<2x16xf32>, tensor<2x32xf32>, tensor<96x16xf32>, tensor<96x32xf32> -> tensor<2x16xf32>
  func.return
}

// -----

func.func @f(%x: tensor<2x16xf32>, %h0: tensor<2x32xf32>, %c0: tensor<2x32xf32>, %wih: tensor<128x16xf32>, %whh: tensor<128x32xf32>) {
  // expected-error @+1 {{'anec.recurrent_cell' op c_next has shape 1x32; expected 2x32 ([B, H])}}
  %h1, %c1 = anec.recurrent_cell <lstm> %x, %h0 cell(%c0 : tensor<2x32xf32>) weights(%wih, %whh) : tensor<2x16xf32>, tensor<2x32xf32>, tensor<128x16xf32>, tensor<128x32xf32> -> tensor<2x32xf32>, tensor<1x32xf32>
  func.return
}

// -----

func.func @f(%x: tensor<2x16xf32>, %h0: tensor<2x32xf32>, %wih: tensor<32x16xf32>, %whh: tensor<32x32xf32>) {
  // expected-error @+1 {{'anec.recurrent_cell' op Expected operandSegmentSizes property in anec.recurrent_cell operation.}}
  %h1 = "anec.recurrent_cell"(%x, %h0, %wih, %whh) <{kind = #anec.recurrent_kind<rnn>}> : (tensor<2x16xf32>, tensor<2x32xf32>, tensor<32x16xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
  func.return
}
