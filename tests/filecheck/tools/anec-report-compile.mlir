// `anec-report --compile`: the report of the module as anec-compile compiles
// it for each target reported, in the report's mode, byte for byte what
// compiling with anec-opt and reporting its output give.
// RUN: anec-report %s --target h13 --compile > %t.direct
// RUN: anec-opt %s -p 'anec-compile{target=h13}' | anec-report - --target h13 > %t.piped
// RUN: diff %t.direct %t.piped
// RUN: anec-report %s --target h17s --mode refined --compile --format json > %t.direct.json
// RUN: anec-opt %s -p 'anec-compile{target=h17s mode=refined}' | anec-report - --target h17s --mode refined --format json > %t.piped.json
// RUN: diff %t.direct.json %t.piped.json
// RUN: anec-report %s --target h13 | filecheck %s --check-prefix=WRITTEN
// RUN: anec-report %s --target h13 --compile | filecheck %s --check-prefix=COMPILED
// RUN: anec-report %s --target all --compile | filecheck %s --check-prefix=ALL
// RUN: not anec-report %s --target wse2 --compile 2>&1 | filecheck %s --check-prefix=WSE2
// RUN: echo 'func.func @g(%x: tensor<1x3x16x16xf16>) -> tensor<1x3x8x8xf16> { %y = anec.affine %x {matrix = array<f32: 2.0, 0.0, 0.0, 0.0, 2.0, 0.0>} : tensor<1x3x16x16xf16> -> tensor<1x3x8x8xf16> func.return %y : tensor<1x3x8x8xf16> }' > %t.texture.mlir
// RUN: anec-report %t.texture.mlir --target h13 --compile | filecheck %s --check-prefix=OFF-ENGINE
// RUN: anec-report %t.texture.mlir --target h17s --compile | filecheck %s --check-prefix=TEXTURE
// RUN: echo 'func.func @g(%x: tensor<1x3x8x8xf16>) -> tensor<1x3x10x10xf16> { %y = anec.pad %x {pads = array<i64: 0, 0, 1, 1, 0, 0, 1, 1>, mode = #anec.pad_mode<symmetric>} : tensor<1x3x8x8xf16> -> tensor<1x3x10x10xf16> func.return %y : tensor<1x3x10x10xf16> }' > %t.symmetric.mlir
// RUN: not anec-report %t.symmetric.mlir --target h13 --compile 2>&1 | filecheck %s --check-prefix=REFUSED
// RUN: not anec-report %t.symmetric.mlir --target all --compile 2>&1 | filecheck %s --check-prefix=REFUSED-ALL
// RUN: rm -f %t.refused && not anec-report %t.symmetric.mlir --target h13 --compile -o %t.refused && not test -e %t.refused

// As written, three dispatches; compiled, one program.
// WRITTEN: total: {{[0-9.]+}} us over 3 dispatches
// COMPILED: p0/%c
// COMPILED: total: {{[0-9.]+}} us over 1 dispatches

// Every target compiled for itself: one dispatch each.
// ALL: target  tier       latency_us  dispatches  bound      anchors
// ALL-COUNT-28: {{^[a-z0-9]+ +[A-Za-z0-9-]+ +[0-9.]+ +1 }}

// WSE2: anec-report: error: --compile compiles for an ANE target; the wse2 target has no compiler
// A compile the target refuses is the pass's located diagnostic; no output file.
// REFUSED: symmetric.mlir:1:{{[0-9]+}}: error: 'anec.pad' op symmetric padding is not supported on this architecture: target h13 has no texture engine (SPEC section 6)
// The first target of the table's order that refuses, though targets alike share their compiles.
// REFUSED-ALL: symmetric.mlir:1:{{[0-9]+}}: error: 'anec.pad' op symmetric padding is not supported on this architecture: target h11 has no texture engine (SPEC section 6)
// The affine warp on H17s is a program of the texture engine; without it
// (H13) it is placed on the GPU, outside any program (SPEC section 6).
// TEXTURE: total: 110.0 us over 1 dispatches
// OFF-ENGINE: %y {{.*}} gpu {{.*}} never on the engine of a target without the texture engine (SPEC §6
// OFF-ENGINE-NOT: p0

func.func @f(%x: tensor<1x16x32x32xf16>, %w: tensor<16x16x3x3xf16>) -> tensor<1x16x32x32xf16> {
  %a = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x16x32x32xf16>, tensor<16x16x3x3xf16> -> tensor<1x16x32x32xf16>
  %b = anec.relu %a : tensor<1x16x32x32xf16>
  %c = anec.add %b, %x : tensor<1x16x32x32xf16>, tensor<1x16x32x32xf16> -> tensor<1x16x32x32xf16>
  func.return %c : tensor<1x16x32x32xf16>
}
