// The reason column of anec-report (cost/reasons.py): why an op is off the
// engine (SPEC §4), and which limits of the target it is over (SPEC §2).
// RUN: anec-report %s --target h13 | filecheck %s --check-prefix=H13
// RUN: anec-report %s --target h16 | filecheck %s --check-prefix=H16
// RUN: anec-report %s --target h13 --format json | filecheck %s --check-prefix=JSON

func.func @main(%x: tensor<1x64x56x56xf16>) -> (tensor<1x64x56x56xf16>, tensor<1x20000x1x1xf16>) {
  %s = anec.sin %x : tensor<1x64x56x56xf16>
  %w = anec.constant dense<1.0> : tensor<20000x64x1x1xf16>
  %c = anec.global_avg_pool %x : tensor<1x64x56x56xf16> -> tensor<1x64x1x1xf16>
  %y = anec.convolution %c, %w : tensor<1x64x1x1xf16>, tensor<20000x64x1x1xf16> -> tensor<1x20000x1x1xf16>
  func.return %s, %y : tensor<1x64x56x56xf16>, tensor<1x20000x1x1xf16>
}

// A gather alone: off the engine by rule, and the launch of a GPU segment
// (0.10) outweighs what running the small add there costs more.
func.func @embed(%t: tensor<30522x64xf16>, %i: tensor<32xi32>, %p: tensor<32x64xf16>) -> tensor<32x64xf16> {
  %e = anec.gather %t, %i {axis = 0 : i64} : tensor<30522x64xf16>, tensor<32xi32> -> tensor<32x64xf16>
  %a = anec.add %e, %p : tensor<32x64xf16>, tensor<32x64xf16> -> tensor<32x64xf16>
  func.return %a : tensor<32x64xf16>
}

// H13: reason
// H13-NEXT: %s {{.*}} sin {{.*}} engine {{.*}} sin/cos are not native on tier A13 (SPEC §2){{$}}
// H13-NEXT: %c {{.*}} engine {{.*}} fuse{{$}}
// H13-NEXT: %y {{.*}} engine {{.*}} channel extent 20000 is above the maximum channel dimension 16384 of h13 (SPEC §2){{$}}
// H13-NEXT: %e {{.*}} gather {{.*}} gpu {{.*}} never on the engine (SPEC §4: gather, the recurrent cell and argmax have no engine tree: never placed on the engine{{.*}}){{$}}
// H13-NEXT: %a {{.*}} gpu {{.*}} kept in its gpu segment by launch and transfer penalties (SPEC §4; engine {{[0-9.e-]+}} ms vs gpu {{[0-9.e-]+}} ms alone){{$}}

// On a later tier sin is native and the channel axis reaches 65536: no limit is hit.
// H16: %s {{.*}} engine {{.*}} fuse{{$}}
// H16: %y {{.*}} engine {{.*}} fuse{{$}}
// H16: %e {{.*}} never on the engine

// JSON: "name": "%e",
// JSON: "backend": "gpu",
// JSON: "lever":
// JSON-NEXT: "reason": "never on the engine (SPEC \u00a74: gather
