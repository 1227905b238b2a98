// RUN: anec-opt %s -p 'anec-set-target' --verify-diagnostics | filecheck %s

// CHECK: error: module attribute anec.target must be a string such as "h13", got 3 : i64
builtin.module attributes {anec.target = 3} {
}
