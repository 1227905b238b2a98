// anec-chimera (SPEC section 8): the reproduction problem, a check of its
// answer, an infeasible proposal, and one-line errors on bad input.

// RUN: anec-chimera | filecheck %s
// RUN: anec-chimera --check "l2=mnk:m=256,k=1,n=32 l1=mkn:m=256,k=1,n=16" | filecheck %s --check-prefix=FEASIBLE
// RUN: not anec-chimera --check "l2=mnk:m=256,k=2,n=64 l1=mkn:m=256,k=2,n=64" | filecheck %s --check-prefix=INFEASIBLE
// RUN: anec-chimera --mode ceil --m 197 --k 300 --n 77 --capacity-l1 65536 --bw-l1 1 | filecheck %s --check-prefix=CEIL
// RUN: not anec-chimera --k 0 2>&1 | filecheck %s --check-prefix=BAD-K
// RUN: not anec-chimera --check "l2=mnk:m=256" 2>&1 | filecheck %s --check-prefix=BAD-SOLUTION

// CHECK:      problem: m=256 k=2048 n=64; tensors A[m,k] x4, B[k,n] x64, C[m,n] x64; exact tiling
// CHECK-NEXT: level l2 (capacity 1048576 B, bandwidth 64): loops m,n,k (outermost first)
// CHECK-NEXT:   resident tile m=256 k=1 n=32; trips m=1 k=2048 n=2
// CHECK-NEXT:   DV = 13631488 B (A 4194304, B 8388608, C 1048576); MU = 527360 B; cost = DV / 64 = 212992
// CHECK-NEXT: level l1 (capacity 524288 B, bandwidth 16): loops m,k,n (outermost first)
// CHECK-NEXT:   resident tile m=256 k=1 n=16; trips m=1 k=1 n=2
// CHECK-NEXT:   DV = 527360 B (A 1024, B 2048, C 524288); MU = 264192 B; cost = DV / 16 = 32960
// CHECK-NEXT: cost = max over levels = 212992 (level l2)
// CHECK-NEXT: solution: l2=mnk:m=256,k=1,n=32 l1=mkn:m=256,k=1,n=16

// FEASIBLE:      cost = max over levels = 212992
// FEASIBLE-NEXT: feasible

// INFEASIBLE:      cost = max over levels = 180224
// INFEASIBLE-NEXT: infeasible: level l1: MU 1058816 bytes (op A B C: A 2048 + B 8192 + C 1048576) exceeds the capacity of 524288 bytes
// INFEASIBLE-NEXT: infeasible: level l2: MU 1058816 bytes (op A B C: A 2048 + B 8192 + C 1048576) exceeds the capacity of 1048576 bytes

// CEIL:      problem: m=197 k=300 n=77; tensors A[m,k] x4, B[k,n] x64, C[m,n] x64; ceil tiling
// CEIL-NEXT: level l1 (capacity 65536 B, bandwidth 1)
// CEIL:      solution: l1=

// BAD-K: anec-chimera: error: argument --k: expected a positive integer, got '0'
// BAD-K-NOT: Traceback

// BAD-SOLUTION: anec-chimera: error: solution: level l2: no tile for dim k
