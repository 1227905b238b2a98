"""
The autotuner of SPEC section 7 (`anec-tune`, docs/tuning.md): for each
function, rewrites that compute the same result (under a tolerance, nearly
the same) are estimated by the cost model and gated by the reference
interpreter, and the cheapest that passes is kept.

- `anec.tuner.space`: what is searched, each decision's alternatives and
  the rewrites that make them, and their replay;
- `anec.tuner.search`: the search, one step per decision (`search`), and
  the replay of a cached outcome (`replay`);
- `anec.tuner.gate`: the accuracy gate (the interpreter against the reference);
- `anec.tuner.cache`: the cached outcome, its key and its validation;
  `anec.tuner.store`: the SQLite file that holds them;
- `anec.tuner.report`: the report's text.

The pass `anec-tune` that drives it is in the tools (`anec.tools.tune`). The
package sits between the front ends and the tools: it imports the passes
and the interpreter, and only the tools and the API import it
(docs/architecture.md). This module imports nothing, so importing one part
loads only what that part needs.
"""
