"""
The refined model's native attention path (docs/cost-model.md, "The native
attention path"): an `anec.attention` dispatched on its own pays a host round
trip and its operand bytes over it, fitted on the four native rows of the
calibration set (r069-r072, M5 Pro); an attention inside a program (the fused
route) and the seed model pay nothing more.
"""

from __future__ import annotations

import statistics
from pathlib import Path

import pytest

from anec.cost.analytic import Mode, estimate_module, estimate_op, refined_dispatches
from anec.cost.refined import NATIVE_ATTENTION, load_refined, native_attention_us, params_for
from anec.cost.targets import get_target
from anec.calibration.rows import Unsupported, buildable, load_jsonl, row_function, row_module
from anec.tools.ir_io import anec_context, parse_ir

MEASUREMENTS = Path(__file__).resolve().parents[1] / "data" / "measurements" / "ane_latency.jsonl"

T = "tensor<1x8x128x64xf16>"
ATTENTION = f"anec.attention %q, %k, %v : {T}, {T}, {T} -> {T}"
MODULE = f"""
func.func @native(%q: {T}, %k: {T}, %v: {T}) -> {T} {{
  %o = {ATTENTION}
  func.return %o : {T}
}}
func.func @fused(%q: {T}, %k: {T}, %v: {T}, %w: tensor<64x64xf16>) -> tensor<1x8x128x64xf16> {{
  %r = anec.program "p0" (%q_in = %q : {T}, %k_in = %k : {T}, %v_in = %v : {T}, %w_in = %w : tensor<64x64xf16>) -> {T} {{
    %o = anec.attention %q_in, %k_in, %v_in : {T}, {T}, {T} -> {T}
    %p = anec.matmul %o, %w_in : {T}, tensor<64x64xf16> -> {T}
    anec.yield %p : {T}
  }}
  func.return %r : {T}
}}
func.func @alone(%q: {T}, %k: {T}, %v: {T}) -> {T} {{
  %r = anec.program "p0" (%q_in = %q : {T}, %k_in = %k : {T}, %v_in = %v : {T}) -> {T} {{
    %o = anec.attention %q_in, %k_in, %v_in : {T}, {T}, {T} -> {T}
    anec.yield %o : {T}
  }}
  func.return %r : {T}
}}
"""
OPERAND_BYTES = 4 * 8 * 128 * 64 * 2
"""q, k, v in and the output back, fp16."""


def functions():
    module, _ = parse_ir(anec_context(), MODULE, "<native>")
    return module, {f.sym_name.data: f for f in module.ops}


def attention_in(func):
    return next(op for op in func.walk() if op.name == "anec.attention")


M5_PRO = get_target("M5 Pro")
"""The native rows' chip: H17s in the M5 Pro's SoC."""


def native_rows():
    return [r for r in load_jsonl(MEASUREMENTS) if r.native]


def test_the_native_rows_are_one_native_dispatch_each() -> None:
    """r069-r072 (execution `other`, the source's sdpa bridge operator) are
    built as one attention outside any program; every other `other` row is
    still not built."""
    rows = native_rows()
    assert [r.id[:4] for r in rows] == ["r069", "r070", "r071", "r072"]
    assert {r.family for r in rows} == {"attention (native)"}
    for row in rows:
        dispatches = refined_dispatches(row_module(row), row.target)
        p = row.params
        assert len(dispatches) == 1 and dispatches[0].native_bytes == 4 * p["heads"] * p["seq"] * p["head_dim"] * 2
        assert "anec.program" not in row_function(row)
    others = [r for r in load_jsonl(MEASUREMENTS) if r.execution == "other" and not r.native]
    _, skipped = buildable(others)
    assert set(skipped) == {r.id for r in others}
    with pytest.raises(Unsupported, match="several dispatches"):
        row_function(others[0])


def test_the_term_on_the_four_rows() -> None:
    """In-sample, the stored fit gives the four rows within the errors
    docs/cost-model.md states (0%, -1%, 0%, +15%: every row within 16%, the
    median within 3%), and the native part of each estimate is the round
    trip plus the operand bytes at the fitted rate. The rows are the M5 Pro's,
    estimated in its SoC (docs/cost-model.md, "The SoC around the engine")."""
    params = params_for(get_target("M5 Pro"))
    errors = []
    for row in native_rows():
        estimate = estimate_module(row_module(row), M5_PRO, Mode.REFINED).latency_us
        errors.append(estimate / row.measured_us - 1)
        (dispatch,) = refined_dispatches(row_module(row), M5_PRO)
        attention = attention_in(row_module(row))
        standalone = estimate_op(attention, M5_PRO, Mode.REFINED)
        assert standalone.latency_us == pytest.approx(estimate, rel=1e-12)
        extra = params.native_attention_us + dispatch.native_bytes / params.native_attention_gbps / 1e3
        assert native_attention_us(1, dispatch.native_bytes, params) == pytest.approx(extra, rel=1e-12)
    assert max(abs(e) for e in errors) <= 0.16
    assert statistics.median(abs(e) for e in errors) <= 0.03


@pytest.mark.parametrize("target", ["h13", "h17s", "h16", "m11"])
def test_only_an_attention_dispatched_alone_pays_it(target: str) -> None:
    """The same attention alone in a program is the fused route: it costs
    exactly the native dispatch less the native term; inside a program with
    other work neither the program nor the attention's row carries it."""
    params = params_for(get_target(target))
    module, funcs = functions()
    native = estimate_module(module, target, Mode.REFINED).functions
    by_name = {f.name: f for f in native}
    term = native_attention_us(1, OPERAND_BYTES, params)
    assert term > 0
    assert by_name["native"].latency_us - by_name["alone"].latency_us == pytest.approx(term, rel=1e-9)
    dispatches = {name: refined_dispatches_of(module, name, target) for name in funcs}
    assert [d.native_bytes for d in dispatches["native"]] == [OPERAND_BYTES]
    assert [d.native_bytes for d in dispatches["fused"]] == [None]
    assert [d.native_bytes for d in dispatches["alone"]] == [None]
    in_program = estimate_op(attention_in(funcs["fused"]), target, Mode.REFINED, in_program=True)
    assert in_program.floor_us == 0.0
    # A function-level attention taken as a program member has no dispatch cost either.
    assert estimate_op(attention_in(funcs["native"]), target, Mode.REFINED, in_program=True).floor_us == 0.0


def refined_dispatches_of(module, name: str, target: str):
    from xdsl.dialects.builtin import ModuleOp

    func = next(f for f in module.ops if f.sym_name.data == name)
    return refined_dispatches(ModuleOp([func.clone()]), target)


@pytest.mark.parametrize("target", ["h13", "h17s", "h16"])
def test_seed_has_no_native_path(target: str) -> None:
    """Seed mode (the peer's model) is unchanged: an attention dispatched
    alone costs the table's floor plus its roofline, as the same attention
    alone in a program does."""
    module, funcs = functions()
    by_name = {f.name: f for f in estimate_module(module, target, Mode.SEED).functions}
    assert by_name["native"].latency_us == by_name["alone"].latency_us
    t = get_target(target)
    seed = estimate_op(attention_in(funcs["native"]), target, Mode.SEED)
    assert seed.floor_us == t.dispatch_floor_us
    assert seed.latency_us == t.dispatch_floor_us + max(seed.flops / (t.peak_tflops * 1e6), seed.bytes / (t.bandwidth_gbps * 1e3))


def test_targets_without_a_native_row_derive_it() -> None:
    """Only the A16 tier (the M5 Pro) has native attention rows: every other
    tier takes its efficiencies (the nearest fitted tier's, cost.refined.
    interpolated), so a target's term is H17s's times the ratio of its basis
    (the round trip with the inverse clock, the rate with cores x clock)."""
    from anec.cost.refined import basis

    h17s = get_target("h17s")
    fitted = params_for(h17s)
    assert {load_refined()["A13"].params[p].provenance for p in NATIVE_ATTENTION} == {"derived"}
    for name in ("h13", "h13g", "h16", "h17", "m11"):
        t = get_target(name)
        own = params_for(t)
        for p in NATIVE_ATTENTION:
            assert getattr(own, p) == pytest.approx(getattr(fitted, p) * basis(t, p) / basis(h17s, p), rel=1e-5)


def test_calibrating_native_rows_fits_the_native_term(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`anec-calibrate` fits the native path's two parameters on a user's
    native attention rows (here the four of the calibration set, from the
    table's values, where the fit already is) and holds every other
    parameter, which no other row constrains."""
    from anec.cost.refined import CALIBRATED, PARAMETERS, resolve
    from anec.tools import anec_calibrate

    rows = native_rows()
    timings, out = tmp_path / "native.csv", tmp_path / "native.toml"
    lines = ["op,execution,seq,heads,head_dim,projections,measured_us"]
    lines += [f"attention,other,{r.params['seq']},{r.params['heads']},{r.params['head_dim']},false,{r.measured_us}" for r in rows]
    timings.write_text("\n".join(lines) + "\n")
    try:
        assert anec_calibrate.main([str(timings), "--target", "M5 Pro", "-o", str(out)]) == 0
        table = params_for(get_target("M5 Pro"))
        own = params_for(resolve(str(out)))
        for p in PARAMETERS:
            if p in NATIVE_ATTENTION:
                assert getattr(own, p) == pytest.approx(getattr(table, p), rel=0.02)
            else:
                assert getattr(own, p) == pytest.approx(getattr(table, p), rel=1e-6)  # as the file rounds them
        assert "fitted on the file's native attention rows" in out.read_text()
    finally:
        CALIBRATED.clear()
        params_for.cache_clear()
