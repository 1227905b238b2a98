// RUN: anec-opt %s --split-input-file -p 'anec-chimera{target=h13}' | anec-opt --split-input-file | filecheck %s
// RUN: anec-opt %s --split-input-file -p 'anec-chimera{target=h17s}' | filecheck %s --check-prefix=M5
// RUN: anec-opt %s --split-input-file -p 'anec-chimera' --verify-diagnostics
// expected-error @unknown {{no target: pass target=NAME or set the module attribute anec.target}}

// A transformer feed-forward chain inside one program: matmul, bias, GELU,
// matmul. The two GEMMs (M=128, K=768, N=3072, then N=768) form one chain
// (dims m, k, n, l) tiled against H13's 2 MB working set.

// CHECK-LABEL: func.func @ffn
// CHECK: %f0 = anec.matmul %g, %v1 {anec.chimera = #anec.chimera<order = "[[ORDER:[mknl]+]]", tile = [[[M:[0-9]+]], [[K:[0-9]+]], [[N:[0-9]+]]], dv = [[DV:[0-9]+]], mu = [[MU:[0-9]+]]>}
// CHECK: %f3 = anec.matmul %f2, %v2 {anec.chimera = #anec.chimera<order = "[[ORDER]]", tile = [[[M]], [[N]], {{[0-9]+}}], dv = [[DV]], mu = [[MU]]>}
// M5: %f0 = anec.matmul %g, %v1 {anec.chimera =

func.func @ffn(%x: tensor<1x128x768xf16>, %w1: tensor<768x3072xf16>, %b1: tensor<3072xf16>, %w2: tensor<3072x768xf16>) -> tensor<1x128x768xf16> {
  %y = anec.program "ffn" (%g = %x : tensor<1x128x768xf16>, %v1 = %w1 : tensor<768x3072xf16>, %c1 = %b1 : tensor<3072xf16>, %v2 = %w2 : tensor<3072x768xf16>) -> tensor<1x128x768xf16> {
    %f0 = anec.matmul %g, %v1 : tensor<1x128x768xf16>, tensor<768x3072xf16> -> tensor<1x128x3072xf16>
    %f1 = anec.add %f0, %c1 : tensor<1x128x3072xf16>, tensor<3072xf16> -> tensor<1x128x3072xf16>
    %f2 = anec.gelu %f1 : tensor<1x128x3072xf16>
    %f3 = anec.matmul %f2, %v2 : tensor<1x128x3072xf16>, tensor<3072x768xf16> -> tensor<1x128x768xf16>
    anec.yield %f3 : tensor<1x128x768xf16>
  }
  func.return %y : tensor<1x128x768xf16>
}

// -----
// expected-error @unknown {{no target: pass target=NAME or set the module attribute anec.target}}

// Left alone: GEMMs outside programs, activation x activation matmuls, and
// convolutions that are not 1x1 / stride 1 / unpadded.
// CHECK-LABEL: func.func @untouched
// CHECK-NOT: anec.chimera
func.func @untouched(%x: tensor<1x64x8x8xf16>, %w: tensor<64x64x3x3xf16>, %a: tensor<16x32xf16>, %b: tensor<32x16xf16>) -> tensor<16x16xf16> {
  %o = anec.matmul %a, %b : tensor<16x32xf16>, tensor<32x16xf16> -> tensor<16x16xf16>
  %y = anec.program (%p = %x : tensor<1x64x8x8xf16>, %q = %w : tensor<64x64x3x3xf16>, %s = %o : tensor<16x16xf16>) -> tensor<16x16xf16> {
    %c = anec.convolution %p, %q : tensor<1x64x8x8xf16>, tensor<64x64x3x3xf16> -> tensor<1x64x6x6xf16>
    %t = anec.matmul %s, %s : tensor<16x16xf16>, tensor<16x16xf16> -> tensor<16x16xf16>
    anec.yield %t : tensor<16x16xf16>
  }
  func.return %y : tensor<16x16xf16>
}

// -----
// expected-error @unknown {{no target: pass target=NAME or set the module attribute anec.target}}

// Three fully connected layers as the ONNX importer gives AlexNet's (weights
// [N, K] with transpose_rhs, bias, relu): one chain of three GEMMs, dims m, k,
// n, l, d4. The order names d4, so its loops are joined by ">"; each GEMM's
// tile is its (M, K, N) slice of the chain's tile (m, k, n, l, d4).

// CHECK-LABEL: func.func @three_fc
// CHECK: %g0 = anec.matmul %x0, %v0 transpose_rhs true {anec.chimera = #anec.chimera<order = "m>k>n>d4>l", tile = [1, 256, 1024], dv = 2884352, mu = 1051648>}
// CHECK: %g3 = anec.matmul %g2, %v1 transpose_rhs true {anec.chimera = #anec.chimera<order = "m>k>n>d4>l", tile = [1, 1024, 512], dv = 2884352, mu = 1051648>}
// CHECK: %g6 = anec.matmul %g5, %v2 transpose_rhs true {anec.chimera = #anec.chimera<order = "m>k>n>d4>l", tile = [1, 512, 128], dv = 2884352, mu = 1051648>}
// M5-LABEL: func.func @three_fc
// M5: %g0 = anec.matmul %x0, %v0 transpose_rhs true {anec.chimera = #anec.chimera<order = "m>k>n>l>d4", tile = [1, 256, 1024], dv = 2884352, mu = 2101248>}
// M5: %g6 = anec.matmul %g5, %v2 transpose_rhs true {anec.chimera = #anec.chimera<order = "m>k>n>l>d4", tile = [1, 1024, 128], dv = 2884352, mu = 2101248>}

func.func @three_fc(%x: tensor<1x256xf16>, %w0: tensor<1024x256xf16>, %b0: tensor<1024xf16>, %w1: tensor<1024x1024xf16>, %b1: tensor<1024xf16>, %w2: tensor<128x1024xf16>) -> tensor<1x128xf16> {
  %y = anec.program "fc" (%x0 = %x : tensor<1x256xf16>, %v0 = %w0 : tensor<1024x256xf16>, %c0 = %b0 : tensor<1024xf16>, %v1 = %w1 : tensor<1024x1024xf16>, %c1 = %b1 : tensor<1024xf16>, %v2 = %w2 : tensor<128x1024xf16>) -> tensor<1x128xf16> {
    %g0 = anec.matmul %x0, %v0 transpose_rhs true : tensor<1x256xf16>, tensor<1024x256xf16> -> tensor<1x1024xf16>
    %g1 = anec.add %g0, %c0 : tensor<1x1024xf16>, tensor<1024xf16> -> tensor<1x1024xf16>
    %g2 = anec.relu %g1 : tensor<1x1024xf16>
    %g3 = anec.matmul %g2, %v1 transpose_rhs true : tensor<1x1024xf16>, tensor<1024x1024xf16> -> tensor<1x1024xf16>
    %g4 = anec.add %g3, %c1 : tensor<1x1024xf16>, tensor<1024xf16> -> tensor<1x1024xf16>
    %g5 = anec.relu %g4 : tensor<1x1024xf16>
    %g6 = anec.matmul %g5, %v2 transpose_rhs true : tensor<1x1024xf16>, tensor<128x1024xf16> -> tensor<1x128xf16>
    anec.yield %g6 : tensor<1x128xf16>
  }
  func.return %y : tensor<1x128xf16>
}
