"""`anec-tune`: the autotuner (docs/tuning.md).

Determinism, the cache, the accuracy gate against `anec-compile`'s result
(the search's start and reference: at tolerance 0 the Winograd form it takes
is kept and the direct form rejected, because the interpreter's Winograd
output differs from the direct convolution's), the budget, the attention
decomposition, and the tuned estimate against `anec-compile`'s.
"""

from __future__ import annotations

import os
import re
import stat
from io import StringIO
from pathlib import Path

import numpy as np
import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.exceptions import PassFailedException

import anec.passes.precision as precision
import anec.tools.tune as tune
from anec.tuner import space
from anec.tuner.cache import cache_key
from anec.cost.analytic import Mode, estimate_module
from anec.dialect.printer import AnecPrinter
from anec.dialect.program import ProgramOp
from anec.interpreter import entry_function, random_inputs, run
from anec.passes.compile import AnecCompilePass
from anec.tuner import store
from anec.tools.ir_io import LocatingParser, anec_context, load_module
from devtools.tune_check import attention_dispatched

ROOT = Path(__file__).resolve().parent.parent

SMALL = """
func.func @small(%x: tensor<1x32x28x28xf16>, %w: tensor<32x32x3x3xf16>) -> tensor<1x32x28x28xf16> {
  %c = anec.convolution %x, %w {padding_style = #anec.padding_style<same>} : tensor<1x32x28x28xf16>, tensor<32x32x3x3xf16> -> tensor<1x32x28x28xf16>
  %r = anec.relu %c : tensor<1x32x28x28xf16>
  func.return %r : tensor<1x32x28x28xf16>
}
"""

ATTENTION = """
func.func @attn(%q: tensor<1x2x16x8xf16>, %k: tensor<1x2x16x8xf16>, %v: tensor<1x2x16x8xf16>, %m: tensor<1x1x16x16xf16>) -> tensor<1x2x16x8xf16> {
  %a = anec.attention %q, %k, %v mask(%m : tensor<1x1x16x16xf16>) : tensor<1x2x16x8xf16>, tensor<1x2x16x8xf16>, tensor<1x2x16x8xf16> -> tensor<1x2x16x8xf16>
  func.return %a : tensor<1x2x16x8xf16>
}
"""


def parse(text: str) -> ModuleOp:
    module = LocatingParser(anec_context(), text, "test.mlir").parse_module()
    module.verify()
    return module


def text(module: ModuleOp) -> str:
    out = StringIO()
    AnecPrinter(stream=out).print_op(module)
    return out.getvalue()


def tuned(source: str | ModuleOp, **options: object) -> str:
    module = parse(source) if isinstance(source, str) else source
    tune.AnecTunePass(**options).apply(anec_context(), module)  # type: ignore[arg-type]  # the pass's options by name, bad ones on purpose
    module.verify()
    return text(module)


def test_deterministic_and_cached(tmp_path: Path) -> None:
    first = tuned(SMALL, target="h13", mode="refined")
    assert tuned(SMALL, target="h13", mode="refined") == first
    cache = tmp_path / "tune.json"
    assert tuned(SMALL, target="h13", mode="refined", cache=str(cache)) == first
    assert "searched" in tune.LAST_REPORT
    assert len(store.keys(str(cache))) == 1
    searched_report = tune.LAST_REPORT
    stamp = cache.stat().st_mtime_ns
    assert tuned(SMALL, target="h13", mode="refined", cache=str(cache), report=str(tmp_path / "r.txt")) == first
    assert "cache hit" in tune.LAST_REPORT
    assert (tmp_path / "r.txt").read_text() == tune.LAST_REPORT
    assert tune.LAST_REPORT.replace("cache hit", "searched, cache key") == searched_report
    assert cache.stat().st_mtime_ns == stamp  # a hit rewrites nothing
    # Another target, mode, tolerance or placement state bound is another key.
    tuned(SMALL, target="h17s", mode="refined", cache=str(cache))
    tuned(SMALL, target="h13", mode="refined", tolerance=0.01, cache=str(cache))
    tuned(SMALL, target="h13", mode="refined", placement_states=27, cache=str(cache))
    assert "searched" in tune.LAST_REPORT
    assert len(store.keys(str(cache))) == 4


def test_cache_and_report_files_get_the_usual_mode(tmp_path: Path) -> None:
    """The cache and the report are written like every other output file:
    whole, and with the mode `open()` would give (0o666 less the umask), not
    a temporary file's 0o600."""
    umask = os.umask(0o022)
    try:
        cache, report = tmp_path / "tune.json", tmp_path / "tune.txt"
        tuned(SMALL, target="h13", cache=str(cache), report=str(report))
    finally:
        os.umask(umask)
    assert stat.S_IMODE(cache.stat().st_mode) == 0o644
    assert stat.S_IMODE(report.stat().st_mode) == 0o644
    assert sorted(p.name for p in tmp_path.iterdir()) == ["tune.json", "tune.txt"]


def compiled_text(source: str | ModuleOp, target: str, mode: str = "seed") -> str:
    module = parse(source) if isinstance(source, str) else source
    AnecCompilePass(target=target, mode=mode).apply(anec_context(), module)
    return text(module)


def test_reference_is_anec_compile() -> None:
    """The search starts from anec-compile's result and gates against its
    outputs: where anec-compile takes Winograd (the refined model prefers it
    here), tolerance 0 keeps it, and the direct form, whose interpreter output
    differs in the last fp16 bits, is the rejected alternative."""
    exact = tuned(SMALL, target="h13", mode="refined")
    report = tune.LAST_REPORT
    assert exact == compiled_text(SMALL, "h13", "refined")
    assert "anec.winograd = #anec.winograd<f2x2>" in exact
    assert "reference (the start of the search and the gate's outputs): anec-compile's result; against the function as written: outputs are not bit-identical" in report
    block = report.split("decision winograd: %c (anec.convolution)")[1]
    assert re.search(r"\n    f2x2 +[0-9.]+ us  current\n", block)
    assert re.search(r"\n    direct +[0-9.]+ us  rejected: outputs are not bit-identical \(tolerance 0\); max abs diff 0.000244141", block)
    # Under a tolerance the direct form passes; it costs more, so it is kept out.
    tuned(SMALL, target="h13", mode="refined", tolerance=0.01)
    block = tune.LAST_REPORT.split("decision winograd: %c (anec.convolution)")[1]
    assert re.search(r"\n    direct +[0-9.]+ us  passed \(within tolerance 0.01; max abs diff 0.000244141, cosine 1.000000\), kept out", block)


def test_budget() -> None:
    """No budget is anec-compile's result, byte for byte; a budget that runs
    out leaves the remaining decisions at anec-compile's forms."""
    reference = compiled_text(SMALL, "h13", "refined")
    assert tuned(SMALL, target="h13", mode="refined", budget=0) == reference
    assert "  budget exhausted" in tune.LAST_REPORT and "taken:" not in tune.LAST_REPORT
    assert tuned(SMALL, target="h13", mode="refined", budget=1) == reference
    assert "not evaluated: budget exhausted" in tune.LAST_REPORT


def test_attention_decomposition_is_equivalent() -> None:
    module = parse(ATTENTION)
    inputs = random_inputs(entry_function(module), seed=0)  # drawn once: they depend on the uses
    reference = run(module, inputs)
    space.decompose_attention(space.attention_ops(space.the_function(module))[0])
    module.verify()
    names = [op.name for op in space.the_function(module).body.ops]
    assert names == ["anec.matmul", "anec.constant", "anec.mul", "anec.add", "anec.softmax", "anec.matmul", "func.return"]
    (got,) = run(module, inputs)
    # fp16 rounding of the scores and probabilities: close, not bit-identical
    assert np.max(np.abs(got.astype(np.float64) - reference[0])) < 1e-2
    tuned(ATTENTION, target="h13")
    assert "decision attention route: %a (anec.attention)" in tune.LAST_REPORT


SMALL_EXAMPLES = ("mobilenet_inverted_residual", "resnet_basic_block", "transformer_encoder_block")
"""The examples tuned here (every example and the onnx zoo graphs: `make tune-check`, devtools/tune_check.py)."""


@pytest.mark.parametrize("mode", ["seed", "refined"])
@pytest.mark.parametrize("target", ["h13", "h17s"])
@pytest.mark.parametrize("name", SMALL_EXAMPLES)
def test_never_above_compile(name: str, target: str, mode: str) -> None:
    """anec-compile's result is where the search starts and what it gates
    against, so at tolerance 0 the tuned estimate is never above it (and
    bit-identical to it in the interpreter). gate=winners takes the same
    decisions as the default and runs fewer candidates."""
    ctx = anec_context()
    path = str(ROOT / "examples" / f"{name}.mlir")
    compiled = load_module(ctx, path)
    AnecCompilePass(target=target, mode=mode).apply(ctx, compiled)
    written = load_module(ctx, path)
    tuned(written, target=target, mode=mode, gate="winners")
    after = estimate_module(written, target, Mode(mode)).latency_us
    reference = estimate_module(compiled, target, Mode(mode)).latency_us
    assert after <= reference
    assert f"us anec-compile -> {after:.3f} us tuned" in tune.LAST_REPORT
    inputs = random_inputs(entry_function(written), seed=0)
    for a, b in zip(run(written, inputs), run(compiled, inputs)):
        assert a.tobytes() == b.tobytes()
    if name == "transformer_encoder_block":
        # anec-compile is exact here, so the tuned block computes the function as written, bit for bit.
        assert "against the function as written: bit-identical" in tune.LAST_REPORT
    if name == "transformer_encoder_block":
        # docs/tuning.md, "Baselines": the tuned block against one dispatch per
        # op and against its attention dispatched on its own (SPEC 7's fused
        # attention route), as the table there gives them.
        per_op = float(re.search(r"\n    one-dispatch-per-op +([0-9.]+) us", tune.LAST_REPORT).group(1))  # type: ignore[union-attr]  # the report lists the alternative
        dispatched = attention_dispatched(load_module(ctx, path), target, Mode(mode))
        assert dispatched is not None
        assert (round(per_op / after, 2), round(dispatched / after, 2)) == BLOCK_SPEEDUPS[target, mode]


BLOCK_SPEEDUPS = {
    ("h13", "seed"): (4.52, 1.35),
    ("h17s", "seed"): (7.80, 1.66),
    ("h13", "refined"): (12.63, 3.64),
    ("h17s", "refined"): (6.08, 2.03),
}
"""The tuned transformer block's speedup (per op / tuned, attention dispatched
/ tuned), docs/tuning.md's "SPEC section 7's fused attention route" table.
Against its attention dispatched on its own the block gains 1.35-3.64x, not
SPEC 7's 3.7-5.3x: an attention dispatched alone costs the seed model one
floor for itself and one for the program it cuts in two, and the refined
model those plus the native path's host round trip and operand transfer
(docs/cost-model.md), and the block has one attention in a lot of fused work."""


def test_attention_dispatched_baseline() -> None:
    """The baseline of SPEC 7's fused attention route: the block compiled by
    anec-compile except that its attention is a dispatch of its own, outside
    any program (the engine's native attention path), between the program
    before it and the program after it."""
    module = load_module(anec_context(), str(ROOT / "examples" / "transformer_encoder_block.mlir"))
    dispatched = attention_dispatched(module, "h13", Mode.SEED)
    ops = [op for op in space.the_function(module).body.ops if isinstance(op, ProgramOp) or op.name == "anec.attention"]
    assert [op.name for op in ops] == ["anec.program", "anec.attention", "anec.program"]
    assert not any(o.name == "anec.attention" for p in ops if isinstance(p, ProgramOp) for o in p.body.ops)
    assert dispatched == estimate_module(module, "h13", Mode.SEED).latency_us
    assert estimate_module(module, "h13", Mode.SEED).dispatches == 3


def test_vit_against_its_attention_dispatched() -> None:
    """Where SPEC 7's range holds in the model: the ViT's 12 written-out
    attentions, each recomposed and dispatched on its own (13 programs and 12
    attention dispatches), against anec-compile's one program, which the
    tuner keeps at tolerance 0 in seed mode (docs/tuning.md): 4.72x on h13,
    and 7.70x on h17s, above the range, where the seed floor (110 us) is
    above the M5 rows' (docs/tuning.md, "Baselines"). In refined mode the
    twelve attentions take the native path: 7.24x on h13 (its term from
    the A16 tier's efficiencies), 2.65x on h17s against anec-compile's
    estimate (docs/tuning.md's refined tables predate the cross-chip fit)."""
    path = str(ROOT / "examples" / "vit_tiny_encoder.mlir")
    for target, mode, ratio in (("h13", Mode.SEED, 4.72), ("h17s", Mode.SEED, 7.70), ("h13", Mode.REFINED, 7.24), ("h17s", Mode.REFINED, 2.65)):
        compiled = load_module(anec_context(), path)
        AnecCompilePass(target=target, mode=mode.value).apply(anec_context(), compiled)
        reference = estimate_module(compiled, target, mode)
        module = load_module(anec_context(), path)
        dispatched = attention_dispatched(module, target, mode)
        assert dispatched is not None and reference.dispatches == 1
        assert estimate_module(module, target, mode).dispatches == 25
        assert round(dispatched / reference.latency_us, 2) == ratio


def test_min_speedup_keeps_current() -> None:
    """On h17s the refined model finds OCG 4 cheaper than the formula's 8 for
    the inverted residual's projection (1.4%, bit-identical): taken by
    default, kept out under a 2% margin."""
    path = str(ROOT / "examples" / "mobilenet_inverted_residual.mlir")
    default = tuned(load_module(anec_context(), path), target="h17s", mode="refined", gate="winners")
    assert "ocg = 4" in default and "-> ocg 4" in tune.LAST_REPORT
    margin = tuned(load_module(anec_context(), path), target="h17s", mode="refined", gate="winners", min_speedup=1.02)
    assert margin == compiled_text(load_module(anec_context(), path), "h17s", "refined")
    assert "kept out: does not beat the current" in tune.LAST_REPORT and "-> ocg 4" not in tune.LAST_REPORT


def test_gate_winners_takes_the_same_decisions() -> None:
    every = tuned(weighted(), target="h13", tolerance=0.03)
    assert "rejected" in tune.LAST_REPORT and "passed (" in tune.LAST_REPORT
    assert tuned(weighted(), target="h13", tolerance=0.03, gate="winners") == every
    assert "not run: a cheaper alternative passed (gate=winners)" in tune.LAST_REPORT


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"tolerance": -1.0}, "tolerance must be a finite number >= 0"),
        ({"min_speedup": 0.5}, "min-speedup must be a finite number >= 1"),
        ({"budget": -3}, "budget must be an integer >= 0"),
        ({"mode": "fast"}, "unknown cost mode 'fast'"),
        ({"gate": "some"}, "unknown gate 'some'; expected all or winners"),
    ],
)
def test_bad_options(options: dict[str, object], message: str) -> None:
    with pytest.raises(PassFailedException, match=message):
        tuned(SMALL, target="h13", **options)


def test_bad_cache(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2]")
    with pytest.raises(PassFailedException, match=f"'{bad}' is not an anec-tune cache"):
        tuned(SMALL, target="h13", cache=str(bad))
    assert bad.read_text() == "[1, 2]"


def test_functions_tuned_alone_and_labels_unique() -> None:
    """Each function is searched alone; program labels stay unique across the
    module; a Winograd form the input already holds is the current form, kept."""
    held = SMALL.replace("{padding_style", "{anec.winograd = #anec.winograd<f4x4>, padding_style")
    other = """
func.func @other(%x: tensor<1x8x4x4xf16>) -> tensor<1x8x4x4xf16> {
  %y = anec.relu %x : tensor<1x8x4x4xf16>
  %z = anec.sigmoid %y : tensor<1x8x4x4xf16>
  func.return %z : tensor<1x8x4x4xf16>
}
"""
    out = tuned(held + other, target="h13", mode="refined")
    assert out.count('anec.program "p0"') == 1 and out.count('anec.program "p1"') == 1
    assert out.count("anec.winograd = #anec.winograd<f4x4>") == 1
    assert "function @small" in tune.LAST_REPORT and "function @other" in tune.LAST_REPORT
    assert "    f4x4" in tune.LAST_REPORT and "current" in tune.LAST_REPORT


def weighted(seed: int = 0) -> str:
    """A 1x1 convolution and a matmul over constant weights (the precision decision needs their values)."""
    rng = np.random.default_rng(seed)
    w = (rng.standard_normal((32, 32, 1, 1)) * 0.1).astype("<f2").tobytes().hex().upper()
    v = (rng.standard_normal((32, 64)) * 0.1).astype("<f2").tobytes().hex().upper()
    return f"""
func.func @weighted(%x: tensor<1x32x8x8xf16>, %m: tensor<1x8x32xf16>) -> (tensor<1x32x8x8xf16>, tensor<1x8x64xf16>) {{
  %w = anec.constant dense<"0x{w}"> : tensor<32x32x1x1xf16>
  %c = anec.convolution %x, %w : tensor<1x32x8x8xf16>, tensor<32x32x1x1xf16> -> tensor<1x32x8x8xf16>
  %v = anec.constant dense<"0x{v}"> : tensor<32x64xf16>
  %p = anec.matmul %m, %v : tensor<1x8x32xf16>, tensor<32x64xf16> -> tensor<1x8x64xf16>
  func.return %c, %p : tensor<1x32x8x8xf16>, tensor<1x8x64xf16>
}}
"""


def test_precision_only_under_a_tolerance(tmp_path: Path) -> None:
    exact = tuned(weighted(), target="h13")
    assert "decision precision" not in tune.LAST_REPORT and "weight_format" not in exact
    cache = tmp_path / "tune.json"
    loose = tuned(weighted(), target="h13", tolerance=0.03, cache=str(cache))
    report = tune.LAST_REPORT
    assert "decision precision: %c (anec.convolution)" in report and "decision precision: %p (anec.matmul)" in report
    # int8 weights are taken on both (fewer weight bytes); the convolution's scale rides its post-scale,
    # the matmul's is a multiply after it; the report says what each bought.
    assert loose.count("weight_format = #anec.weight_format<int8>") == 2
    assert "post_scale(" in loose and "anec.mul" in loose
    taken = [line for line in report.splitlines() if line.startswith("  precision taken:")]
    assert len(taken) == 2 and all("-> int8 weights" in line and "saves" in line and "cosine 0.99" in line for line in taken)
    # Every alternative was gated: the palettes are listed as rejected with their deviation.
    assert report.count("rejected: max abs diff above tolerance 0.03") >= 2
    # The whole graph, tuned, against the untouched function: within the tolerance.
    written, tuned_module = parse(weighted()), parse(loose)
    inputs = random_inputs(entry_function(written), seed=0)
    for a, b in zip(run(tuned_module, inputs), run(written, inputs)):
        assert np.max(np.abs(a.astype(np.float64) - b)) <= 0.03
    # The cache replays the precision rewrites byte for byte.
    assert tuned(weighted(), target="h13", tolerance=0.03, cache=str(cache)) == loose
    assert "cache hit" in tune.LAST_REPORT


def test_int8_codes_and_palette() -> None:
    rng = np.random.default_rng(1)
    w = rng.standard_normal((4, 3, 3, 3)).astype(np.float16).astype(np.float64)
    q, scale = precision.int8_codes(w, 0, np.dtype(np.float16))
    assert q.dtype == np.int8 and np.abs(q).max() == 127 and scale.dtype == np.float16
    assert np.max(np.abs(q * scale.astype(np.float64).reshape(4, 1, 1, 1) - w)) <= scale.max() / 2 + 1e-3
    for bits in (4, 6):
        p = precision.palette_values(w, bits, np.dtype(np.float16))
        assert p.dtype == np.float16 and 1 < len(np.unique(p)) <= 2**bits
    assert np.mean(np.abs(precision.palette_values(w, 6, np.dtype(np.float16)) - w)) < np.mean(
        np.abs(precision.palette_values(w, 4, np.dtype(np.float16)) - w)
    )


def test_int8_compute_rounds_activations() -> None:
    source = """
func.func @mm(%a: tensor<4x8xf16>) -> tensor<4x8xf16> {
  %v = anec.constant dense<1> : tensor<8x8xi8>
  %p = anec.matmul %a, %v {weight_format = #anec.weight_format<int8>} : tensor<4x8xf16>, tensor<8x8xi8> -> tensor<4x8xf16>
  func.return %p : tensor<4x8xf16>
}
"""
    x = np.linspace(-1, 1, 32, dtype=np.float16).reshape(4, 8)
    (plain,) = run(parse(source), [x])
    (int8,) = run(parse(source.replace("int8>}", "int8>, anec.int8_compute}")), [x])
    expected = (np.rint(x.astype(np.float32) * 127) / 127).astype(np.float32).sum(axis=1, keepdims=True)
    assert not np.array_equal(plain, int8)
    assert np.allclose(int8.astype(np.float32), np.broadcast_to(expected, (4, 8)), atol=2e-3)


def test_channel_group_decision() -> None:
    source = """
func.func @cg(%x: tensor<1x64x8x8xf16>, %w: tensor<2x64x1x1xf16>) -> tensor<1x2x8x8xf16> {
  %c = anec.convolution %x, %w : tensor<1x64x8x8xf16>, tensor<2x64x1x1xf16> -> tensor<1x2x8x8xf16>
  %r = anec.relu %c : tensor<1x2x8x8xf16>
  func.return %r : tensor<1x2x8x8xf16>
}
"""
    tuned(source, target="h13")
    block = tune.LAST_REPORT.split("decision channel groups: %c (anec.convolution)")[1]
    assert "ocg 8 (SPEC 5 formula)" in block and "    ocg 1 " in block  # 1 group on 1 core, or 2 on 2
    assert "passed (bit-identical" in block


def test_cache_key_reads_parameters_and_model(monkeypatch: pytest.MonkeyPatch) -> None:
    from dataclasses import replace

    from anec.cost.targets import get_target

    h13 = get_target("h13")
    options = {"tolerance": 0.0, "min_speedup": 1.0, "budget": 64}
    key = cache_key(SMALL, h13, Mode.SEED, options)
    assert cache_key(SMALL, h13, Mode.SEED, options) == key
    assert cache_key(SMALL, replace(h13, cores=h13.cores * 2), Mode.SEED, options) != key
    assert cache_key(SMALL, h13, Mode.REFINED, options) != key
    import anec.tuner.cache

    monkeypatch.setattr(anec.tuner.cache, "model_version", lambda: "another model")
    assert cache_key(SMALL, h13, Mode.SEED, options) != key


WRITTEN_OUT = """
func.func @written(%q: tensor<1x2x16x8xf16>, %k: tensor<1x2x16x8xf16>, %v: tensor<1x2x16x8xf16>) -> (tensor<1x2x16x8xf16>, tensor<1x2x16x8xf16>) {
  %kt = anec.transpose %k {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x2x16x8xf16> -> tensor<1x2x8x16xf16>
  %s = anec.matmul %q, %kt : tensor<1x2x16x8xf16>, tensor<1x2x8x16xf16> -> tensor<1x2x16x16xf16>
  %c = anec.constant dense<3.535160e-01> : tensor<1xf16>
  %l = anec.mul %s, %c : tensor<1x2x16x16xf16>, tensor<1xf16> -> tensor<1x2x16x16xf16>
  %p = anec.softmax %l {axis = 3 : i64} : tensor<1x2x16x16xf16>
  %o = anec.matmul %p, %v : tensor<1x2x16x16xf16>, tensor<1x2x16x8xf16> -> tensor<1x2x16x8xf16>
  %a = anec.constant dense<5.000000e-01> : tensor<1xf16>
  %qa = anec.mul %q, %a : tensor<1x2x16x8xf16>, tensor<1xf16> -> tensor<1x2x16x8xf16>
  %kt2 = anec.transpose %k {permutation = array<i64: 0, 1, 3, 2>} : tensor<1x2x16x8xf16> -> tensor<1x2x8x16xf16>
  %ka = anec.mul %kt2, %a : tensor<1x2x8x16xf16>, tensor<1xf16> -> tensor<1x2x8x16xf16>
  %s2 = anec.matmul %qa, %ka : tensor<1x2x16x8xf16>, tensor<1x2x8x16xf16> -> tensor<1x2x16x16xf16>
  %p2 = anec.softmax %s2 {axis = 3 : i64} : tensor<1x2x16x16xf16>
  %o2 = anec.matmul %p2, %v : tensor<1x2x16x16xf16>, tensor<1x2x16x8xf16> -> tensor<1x2x16x8xf16>
  func.return %o, %o2 : tensor<1x2x16x8xf16>, tensor<1x2x16x8xf16>
}
"""
"""Written-out attention as exporters write it: the ViT's (k transposed, the scores scaled) and
PyTorch's nn.MultiheadAttention's (sqrt of the scale on q and on k transposed)."""


def test_written_out_attention_recomposed(tmp_path: Path) -> None:
    module = parse(WRITTEN_OUT)
    inputs = random_inputs(entry_function(module), seed=0)
    reference = run(module, inputs)
    found = space.written_attentions(space.the_function(module))
    assert [(len(w.replaced), w.scale) for w in found] == [(5, 0.353515625), (6, 0.25)]
    for written in found:
        space.recompose_attention(written)
    module.verify()
    names = [op.name for op in space.the_function(module).body.ops]
    assert names == ["anec.attention", "anec.attention", "func.return"]  # the scale constants went with their muls
    for got, want in zip(run(module, inputs), reference):
        # fp16 rounding of the scores and probabilities is gone: close, not bit-identical
        assert 0 < np.max(np.abs(got.astype(np.float64) - want)) < 1e-2
    # A decision per written-out attention: one multiply fewer to estimate, so under a tolerance
    # both are recomposed; at tolerance 0 they are rejected. The cache replays the decisions.
    cache = str(tmp_path / "tune.json")
    first = tuned(WRITTEN_OUT, target="h13", tolerance=0.01, cache=cache)
    report = tune.LAST_REPORT
    assert report.count("decision written-out attention:") == 2 and report.count("    -> recomposed") == 2
    assert first.count("anec.attention") == 2
    assert tuned(WRITTEN_OUT, target="h13", tolerance=0.01, cache=cache) == first and "cache hit" in tune.LAST_REPORT
    assert "anec.attention" not in tuned(WRITTEN_OUT, target="h13")
    assert tune.LAST_REPORT.count("recomposed") == 2 and tune.LAST_REPORT.count("rejected: outputs are not bit-identical") >= 2
    # A pattern that is not attention (the softmax over another axis) is left alone.
    assert space.written_attentions(space.the_function(parse(WRITTEN_OUT.replace("{axis = 3 : i64}", "{axis = 2 : i64}")))) == []


TWO_PROGRAMS = """
func.func @two(%x: tensor<1x16x8x8xf16>) -> tensor<1x16x8x8xf16> {
  %a = anec.program "p0" (%x_1 = %x : tensor<1x16x8x8xf16>) -> tensor<1x16x8x8xf16> {
    %r = anec.relu %x_1 : tensor<1x16x8x8xf16>
    %s = anec.sigmoid %r : tensor<1x16x8x8xf16>
    anec.yield %s : tensor<1x16x8x8xf16>
  }
  %v = anec.reshape %a : tensor<1x16x8x8xf16> -> tensor<1x16x64x1xf16>
  %b = anec.program "p1" (%v_1 = %v : tensor<1x16x64x1xf16>) -> tensor<1x16x64x1xf16> {
    %t = anec.tanh %v_1 : tensor<1x16x64x1xf16>
    %u = anec.relu %t : tensor<1x16x64x1xf16>
    anec.yield %u : tensor<1x16x64x1xf16>
  }
  %w = anec.reshape %b : tensor<1x16x64x1xf16> -> tensor<1x16x8x8xf16>
  func.return %w : tensor<1x16x8x8xf16>
}
"""
"""Two programs with a view between them: one cut point (a function that holds programs is not fused again)."""


def program_ops(module: ModuleOp) -> list[list[str]]:
    programs = [op for op in space.the_function(module).body.ops if op.name == "anec.program"]
    return [[o.name for o in p.regions[0].block.ops][:-1] for p in programs]


def test_fusion_cut_decision(tmp_path: Path) -> None:
    module = parse(TWO_PROGRAMS)
    inputs = random_inputs(entry_function(module), seed=0)
    (reference,) = run(module, inputs)
    assert len(space.adjacent_programs(space.the_function(module))) == 1
    expected = {
        1: [["anec.relu", "anec.sigmoid", "anec.reshape", "anec.tanh", "anec.relu"]],
        2: [["anec.relu"], ["anec.sigmoid", "anec.reshape", "anec.tanh", "anec.relu"]],
        3: [["anec.relu", "anec.sigmoid", "anec.reshape", "anec.tanh"], ["anec.relu"]],
    }
    for move, programs in expected.items():
        moved = parse(TWO_PROGRAMS)
        space.move_cut(space.the_function(moved), 0, move)
        moved.verify()
        assert program_ops(moved) == programs
        (got,) = run(moved, inputs)
        assert got.tobytes() == reference.tobytes()  # a cut point changes no numerics
    # Merged, one dispatch fewer, bit-identical: taken; the cache replays it.
    cache = str(tmp_path / "tune.json")
    out = tuned(TWO_PROGRAMS, target="h13", cache=cache)
    assert 'decision fusion cut: between "p0" and "p1"' in tune.LAST_REPORT and "    -> merged" in tune.LAST_REPORT
    assert program_ops(parse(out)) == expected[1]
    assert tuned(TWO_PROGRAMS, target="h13", cache=cache) == out and "cache hit" in tune.LAST_REPORT
