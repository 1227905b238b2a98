"""The command-line tools of anec (`anec-opt`, `anec-report`, `anec-run`, `anec-import`, `anec-chimera`) and what they share (`ir_io`)."""
