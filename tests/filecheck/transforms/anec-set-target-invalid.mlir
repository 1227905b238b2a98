// RUN: anec-opt %s -p 'anec-set-target' --verify-diagnostics
// expected-error @unknown {{module attribute anec.target must be a string such as "h13", got 3 : i64}}

builtin.module attributes {anec.target = 3} {
}
