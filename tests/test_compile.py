"""`anec-compile`: the default pipeline as one pass.

Numerics are compared on random fp32 inputs within rtol 1e-5 and an absolute
tolerance of 1e-5 x the reference's largest magnitude: folding batch norm
into a convolution and Winograd's transforms reorder fp32 arithmetic.
"""

from __future__ import annotations

import io
import os
import re
from dataclasses import fields
from pathlib import Path

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from test_fuse import resnet18_ir
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import PassFailedException

from devtools.corpus import NEVER_WORSE_SLACK
from anec.cost.analytic import estimate_module
from anec.interpreter import entry_function, random_inputs, run
from anec.dialect.printer import AnecPrinter
from anec.dialect.program import ProgramOp
from anec.passes import get_all_passes
from anec.passes.compile import PIPELINE, VERIFY_STAGES_ENV, AnecCompilePass, pipeline
from anec.tools.ir_io import LocatingParser, anec_context

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = [
    ROOT / "examples" / f"{name}.mlir"
    for name in ("mobilenet_inverted_residual", "resnet_basic_block", "transformer_encoder_block")
]


def parse(text: str) -> ModuleOp:
    module = LocatingParser(anec_context(), text, "test.mlir").parse_module()  # anec's parser, as every tool reads
    module.verify()
    return module


def compile_module(module: ModuleOp, target: str = "h13", mode: str = "seed") -> ModuleOp:
    AnecCompilePass(target=target, mode=mode).apply(anec_context(), module)
    module.verify()
    return module


def test_the_pipeline_is_the_documented_one() -> None:
    assert PIPELINE == (
        "anec-legalize",
        "anec-fold",
        "anec-channel-group",
        "anec-fuse",
        "anec-tile",
        "anec-winograd",
        "anec-cost",
    )
    assert set(PIPELINE) <= set(get_all_passes())


def test_each_pass_gets_the_options_it_declares() -> None:
    for stage in pipeline("h17s", "refined", placement_states=27):
        declared = {f.name for f in fields(stage)}
        if "target" in declared:
            assert stage.target == "h17s", stage.name
        if "mode" in declared:
            assert stage.mode == "refined", stage.name
        if "placement_states" in declared:
            assert stage.placement_states == 27, stage.name
    assert [s.name for s in pipeline("h13", "seed") if "placement_states" in {f.name for f in fields(s)}] == ["anec-fuse"]
    assert [stage.name for stage in pipeline("h13", "seed")] == list(PIPELINE)


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_compiling_keeps_the_results(example: Path) -> None:
    module = parse(example.read_text().replace("f16", "f32"))
    inputs = random_inputs(entry_function(module), seed=0)
    expected = run(module, inputs)
    compile_module(module)
    for a, b in zip(expected, run(module, inputs), strict=True):
        np.testing.assert_allclose(b, a, rtol=1e-5, atol=1e-5 * float(np.max(np.abs(a))))


IDEMPOTENCE_TARGETS = ("h11", "h13", "h16", "h17s", "m11", "u1")
"""One target of each family the examples exercise differently: H11 (no
fp16 packing), H13 (the demo), H16, H17s (16 cores), M11 and U1."""


def anec_text(module: ModuleOp) -> str:
    """The module as `anec-opt` writes it."""
    stream = io.StringIO()
    AnecPrinter(stream=stream).print_op(module)
    return stream.getvalue()


@pytest.mark.parametrize("target", IDEMPOTENCE_TARGETS)
@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_compiling_compiled_ir_changes_nothing(example: Path, target: str) -> None:
    """compile(compile(x)) == compile(x), byte for byte, through the text:
    the three smaller examples (the larger three, MobileNetV2, ResNet-18 and
    the ViT encoder, hold too but take half a minute)."""
    once = anec_text(compile_module(parse(example.read_text()), target))
    assert anec_text(compile_module(parse(once), target)) == once


def test_winograd_scores_the_block_where_it_ends_up() -> None:
    """The block that once compiled differently twice on H17s: scored alone
    before fusion it stayed direct, scored in its program F(2x2) won. Now
    Winograd scores it in its program both times (which form wins depends on
    the fitted refined parameters)."""
    text = (ROOT / "tests" / "filecheck" / "transforms" / "anec-compile.mlir").read_text().split("// -----")[0]
    once = anec_text(compile_module(parse(text), "h17s"))
    assert anec_text(compile_module(parse(once), "h17s")) == once


def test_compiled_resnet18_is_fused_annotated_and_exact() -> None:
    module = parse(resnet18_ir(32, "f32", classes=10))
    inputs = random_inputs(entry_function(module), seed=0)
    expected = run(module, inputs)
    compile_module(module, mode="refined")
    assert module.attributes["anec.target"] == StringAttr("h13")
    summary = str(module.attributes["anec.cost_summary"])
    assert 'target = "h13", mode = refined' in summary
    fused = [op for op in module.walk() if isinstance(op, ProgramOp)]
    assert fused and f"dispatches = {len(fused)}>" in summary
    for a, b in zip(expected, run(module, inputs), strict=True):
        np.testing.assert_allclose(b, a, rtol=1e-5, atol=1e-5 * float(np.max(np.abs(a))))


def test_a_pass_that_breaks_the_module_stops_the_pipeline(monkeypatch: pytest.MonkeyPatch) -> None:
    class Breaks(ModulePass):
        name = "anec-fuse"

        def apply(self, ctx: Context, op: ModuleOp) -> None:
            terminator = entry_function(op).body.block.last_op
            assert terminator is not None
            terminator.detach()  # the function loses its terminator

    registry = get_all_passes() | {"anec-fuse": lambda: Breaks}
    monkeypatch.setattr("anec.passes.compile.get_all_passes", lambda: registry)
    module = parse(EXAMPLES[0].read_text())
    with pytest.raises(PassFailedException, match="anec-compile: anec-fuse left the module invalid"):
        AnecCompilePass(target="h13").apply(anec_context(), module)


def test_a_pass_that_breaks_dominance_stops_the_pipeline(monkeypatch: pytest.MonkeyPatch) -> None:
    """`verify()` does not check dominance; anec-compile does, after every stage."""

    class Reorders(ModulePass):
        name = "anec-fuse"

        def apply(self, ctx: Context, op: ModuleOp) -> None:
            block = entry_function(op).body.block
            first = block.first_op
            assert first is not None and first.results
            first.detach()
            block.insert_op_before(first, block.last_op)  # defined after its uses

    registry = get_all_passes() | {"anec-fuse": lambda: Reorders}
    monkeypatch.setattr("anec.passes.compile.get_all_passes", lambda: registry)
    module = parse(EXAMPLES[0].read_text())
    with pytest.raises(PassFailedException, match=r"anec-fuse left the module invalid: '.*' op operand #\d+ .*used before its definition"):
        AnecCompilePass(target="h13").apply(anec_context(), module)


@pytest.mark.parametrize(
    ("breaking", "message"),
    [
        ("terminator", r"operation func\.func contains empty block|terminator"),
        ("dominance", r"'.*' op operand #\d+ .*used before its definition"),
    ],
)
def test_without_stage_verification_the_compiled_module_is_still_checked(
    monkeypatch: pytest.MonkeyPatch, breaking: str, message: str
) -> None:
    """By default (no ANEC_VERIFY_STAGES) the module is verified once, whole,
    after the last stage: a broken pass is still caught, without its name.
    (The last stage breaks it here: a stage after a broken one may fail on
    the broken IR first, an internal error naming no pass.)"""

    class Breaks(ModulePass):
        name = "anec-cost"

        def apply(self, ctx: Context, op: ModuleOp) -> None:
            block = entry_function(op).body.block
            if breaking == "terminator":
                assert block.last_op is not None
                block.last_op.detach()
                return
            # An op moved before the op in its block that defines its operand.
            user, definer = next(
                (o, v.owner)
                for o in op.walk()
                for v in o.operands
                if isinstance(v.owner, Operation) and v.owner.parent is o.parent and o.parent is not None
            )
            user.detach()
            definer.parent.insert_op_before(user, definer)

    monkeypatch.delenv(VERIFY_STAGES_ENV, raising=False)
    registry = get_all_passes() | {"anec-cost": lambda: Breaks}
    monkeypatch.setattr("anec.passes.compile.get_all_passes", lambda: registry)
    module = parse(EXAMPLES[0].read_text())
    with pytest.raises(PassFailedException) as caught:
        AnecCompilePass(target="h13").apply(anec_context(), module)
    text = str(caught.value)
    assert text.startswith(
        f"anec-compile: the pipeline left the module invalid (rerun with {VERIFY_STAGES_ENV}=1 to name the pass): "
    ), text
    assert re.search(message, text), text
    assert "anec-cost" not in text


def test_stage_verification_is_on_in_the_test_suite() -> None:
    """tests/conftest.py turns it on, so the tests above name the pass."""
    assert os.environ.get(VERIFY_STAGES_ENV) == "1"


def test_a_missing_pass_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing() -> type[ModulePass]:
        raise ModuleNotFoundError("No module named 'anec.passes.fold'")

    registry = get_all_passes() | {"anec-fold": missing}
    monkeypatch.setattr("anec.passes.compile.get_all_passes", lambda: registry)
    with pytest.raises(PassFailedException, match="pipeline pass 'anec-fold' is not available: No module named 'anec.passes.fold'"):
        pipeline("h13", "seed")


ALL_EXAMPLES = sorted((ROOT / "examples").glob("*.mlir"))
MODES = ("seed", "refined")
NEVER_WORSE_TARGETS = ("h13", "h17s")


def assert_never_worse(text: str, target: str) -> None:
    """estimate(compile(x)) <= estimate(x) on `target` in each cost mode,
    compiled in that mode (the corpus's relative slack for the order of float sums)."""
    for mode in MODES:
        written = estimate_module(parse(text), target, mode).latency_us
        compiled = estimate_module(compile_module(parse(text), target, mode), target, mode).latency_us
        assert compiled <= written * (1 + NEVER_WORSE_SLACK), (target, mode, written, compiled)


@pytest.mark.parametrize("target", NEVER_WORSE_TARGETS)
@pytest.mark.parametrize("example", ALL_EXAMPLES, ids=lambda p: p.stem)
def test_compiling_an_example_never_raises_its_estimate(example: Path, target: str) -> None:
    assert_never_worse(example.read_text(), target)


@pytest.mark.parametrize("target", NEVER_WORSE_TARGETS)
@pytest.mark.parametrize(
    ("kernel", "channels", "size"),
    [(3, 64, 256), (1, 2048, 8)],
    ids=["3x3-c64-256", "1x1-c2048-8"],
)
def test_the_convolutions_tiling_once_pessimized_are_never_worse(kernel: int, channels: int, size: int, target: str) -> None:
    """Issue 13's two layers: tiled, they once cost 9635 us against 2092 us
    and 2142 us against 1210 us (seed, H13)."""
    text = conv_text(kernel, channels, channels, size, 1)
    assert_never_worse(text, target)
    compiled = estimate_module(compile_module(parse(text), "h13", "seed"), "h13", "seed").latency_us
    assert compiled == pytest.approx(estimate_module(parse(text), "h13", "seed").latency_us)


def conv_text(kernel: int, cin: int, cout: int, size: int, stride: int) -> str:
    out = (size + stride - 1) // stride
    x, y = f"tensor<1x{cin}x{size}x{size}xf16>", f"tensor<1x{cout}x{out}x{out}xf16>"
    w = f"tensor<{cout}x{cin}x{kernel}x{kernel}xf16>"
    window = f"padding_style = #anec.padding_style<same>, strides = array<i64: {stride}, {stride}>"
    return f"""func.func @f(%x: {x}, %w: {w}) -> {y} {{
  %y = anec.convolution %x, %w {{{window}}} : {x}, {w} -> {y}
  func.return %y : {y}
}}
"""


def matmul_text(m: int, k: int, n: int) -> str:
    return f"""func.func @f(%a: tensor<1x{m}x{k}xf16>, %b: tensor<{k}x{n}xf16>) -> tensor<1x{m}x{n}xf16> {{
  %y = anec.matmul %a, %b : tensor<1x{m}x{k}xf16>, tensor<{k}x{n}xf16> -> tensor<1x{m}x{n}xf16>
  func.return %y : tensor<1x{m}x{n}xf16>
}}
"""


POWERS = st.sampled_from([16, 64, 256, 1024, 2048])


@settings(max_examples=12, deadline=None)
@example(kernel=3, cin=1024, cout=16, size=224, stride=1, target="h17s")  # one output row saturates: cut by width
@given(
    kernel=st.sampled_from([1, 3]),
    cin=POWERS,
    cout=POWERS,
    size=st.sampled_from([7, 8, 28, 56, 128, 224]),
    stride=st.sampled_from([1, 2]),
    target=st.sampled_from(NEVER_WORSE_TARGETS),
)
def test_compiling_a_random_convolution_never_raises_its_estimate(
    kernel: int, cin: int, cout: int, size: int, stride: int, target: str
) -> None:
    assert_never_worse(conv_text(kernel, cin, cout, size, stride), target)


@settings(max_examples=12, deadline=None)
@given(
    m=st.sampled_from([1, 32, 512, 4096]),
    k=st.sampled_from([64, 768, 4096]),
    n=st.sampled_from([64, 768, 4096]),
    target=st.sampled_from(NEVER_WORSE_TARGETS),
)
def test_compiling_a_random_matmul_never_raises_its_estimate(m: int, k: int, n: int, target: str) -> None:
    assert_never_worse(matmul_text(m, k, n), target)
