// RUN: anec-report %s --target h13 | filecheck %s --check-prefix=TABLE
// RUN: anec-report %s --target H13 --format json | filecheck %s --check-prefix=JSON
// RUN: anec-report %s --target all | filecheck %s --check-prefix=ALL
// RUN: anec-report %s --target h13 --mode refined | filecheck %s --check-prefix=REFINED
// RUN: not anec-report %s --target h99 2>&1 | filecheck %s --check-prefix=UNKNOWN
// RUN: anec-report %s --target "M1" | filecheck %s --check-prefix=CHIP
// RUN: anec-report %s --target m1-pro --format json | filecheck %s --check-prefix=CHIPJSON
// RUN: anec-report %s --target "M5 Pro" | filecheck %s --check-prefix=MEASURED
// RUN: rm -f %t.chip.json && not anec-report %s --target m7max -o %t.chip.json && not test -e %t.chip.json
// RUN: not anec-report %s --target h13 --plot roof.jpg 2>&1 | filecheck %s --check-prefix=PLOT
// RUN: not anec-report %s.missing --target h13 2>&1 | filecheck %s --check-prefix=MISSING
// RUN: rm -f %t.json && not anec-report %s --target h99 -o %t.json && not test -e %t.json
// RUN: anec-report %s --target h13 --plot %t.svg > /dev/null && filecheck %s --check-prefix=SVG < %t.svg

// TABLE: target h13 (H13, A13, M1 base), mode seed
// TABLE-NEXT: name  op           latency_us  bound          flops    bytes  FLOP/B   cycles    exec  backend  lever                                reason
// TABLE-NEXT: %a    convolution       504.6  compute    924844032  1982464   466.5  {{ *[0-9]+}}  65535!  engine   compute: no tuning needed
// TABLE-NEXT: %b    convolution       511.3  bandwidth  536870912  2621440   204.8  {{ *[0-9]+}}  65535!  engine   bandwidth: shrink the working set
// TABLE-NEXT: %c    convolution       569.5  bandwidth  536870912  3145728   170.7  {{ *[0-9]+}}  65535!  engine   bandwidth: compress weights or fuse
// TABLE-NEXT: %d    convolution      1210.3  bandwidth  536870912  8912896    60.2  {{ *[0-9]+}}  65535!  engine   bandwidth: compress weights or fuse
// TABLE-NEXT: %r    relu              278.3  dispatch      131072   524288     0.2  {{ *[0-9]+}}  {{ *[0-9]+!?}}  engine   dispatch: batch or fuse
// TABLE-NEXT: total: 3073.9 us over 5 dispatches, 2535587840 FLOPs, 17186816 DRAM bytes
// TABLE-NEXT: ! execute cycles saturate the 16-bit descriptor field (65535)

// JSON: "target": "h13",
// JSON: "derived": false,
// JSON: "mode": "seed",
// JSON: "ops": [
// JSON: "name": "%a",
// JSON-NEXT: "op": "anec.convolution",
// JSON-NEXT: "program": null,
// JSON-NEXT: "latency_us": 504.56
// JSON-NEXT: "bound": "compute",
// JSON-NEXT: "flops": 924844032,
// JSON-NEXT: "bytes": 1982464,
// JSON-NEXT: "intensity": 466.5
// JSON-NEXT: "cycles": {{[0-9]+}},
// JSON-NEXT: "exec_cycles": {{[0-9]+}},
// JSON-NEXT: "saturated": {{true|false}},
// JSON-NEXT: "backend": "engine",
// JSON-NEXT: "lever": "compute: no tuning needed"
// JSON: "total_latency_us": 3073.9

// ALL: target  tier       latency_us  dispatches  bound      anchors
// ALL-NEXT: h11 {{.*}} derived from h13
// ALL: h13     A13            3073.9           5  bandwidth  silicon
// ALL: h17s    A16    {{.*}} silicon
// ALL: u3     {{.*}} derived from h13
// ALL-NOT: {{.}}

// REFINED: target h13 (H13, A13, M1 base), mode refined

// UNKNOWN: anec-report: error: unknown target 'h99'; valid targets: h11,
// UNKNOWN-SAME: u3; or a chip name: A11, A12,
// UNKNOWN-SAME: M4 Pro, M4 Max, M5, M5 Pro, M5 Max, M5 Ultra

// A chip name resolves through cost/chips.toml; the report names the target and
// the chip (whose SoC memory the refined mode uses; the seed mode is the target's).
// CHIP: target h13 (H13, A13, M1 base), on the M1, mode seed
// CHIP: total: 3073.9 us over 5 dispatches
// CHIPJSON: "target": "h13",
// CHIPJSON: "chip": "M1 Pro",
// The M5 Pro's rows fit H17s, not the SPEC's H17g (cost/chips.toml, docs/fidelity.md).
// MEASURED: target h17s (H17s, M5 (16-core)), on the M5 Pro, mode seed
// PLOT: anec-report: error: --plot takes a .png or .svg file, got 'roof.jpg'
// MISSING: anec-report: error: cannot read '{{.*}}anec-report.mlir.missing': No such file or directory

// SVG: <svg

func.func @conformance(%x1: tensor<1x256x28x28xf16>, %w1: tensor<256x256x3x3xf16>,
                       %x2: tensor<1x512x32x32xf16>, %w2: tensor<512x512x1x1xf16>,
                       %x3: tensor<1x1024x16x16xf16>, %w3: tensor<1024x1024x1x1xf16>,
                       %x4: tensor<1x2048x8x8xf16>, %w4: tensor<2048x2048x1x1xf16>) -> tensor<1x2048x8x8xf16> {
  %a = anec.convolution %x1, %w1 {padding_style = #anec.padding_style<same>} : tensor<1x256x28x28xf16>, tensor<256x256x3x3xf16> -> tensor<1x256x28x28xf16>
  %b = anec.convolution %x2, %w2 : tensor<1x512x32x32xf16>, tensor<512x512x1x1xf16> -> tensor<1x512x32x32xf16>
  %c = anec.convolution %x3, %w3 : tensor<1x1024x16x16xf16>, tensor<1024x1024x1x1xf16> -> tensor<1x1024x16x16xf16>
  %d = anec.convolution %x4, %w4 : tensor<1x2048x8x8xf16>, tensor<2048x2048x1x1xf16> -> tensor<1x2048x8x8xf16>
  %r = anec.relu %d : tensor<1x2048x8x8xf16>
  func.return %r : tensor<1x2048x8x8xf16>
}
