"""The graph fuzzer (`devtools/fuzz.py`) on a fixed budget, and checks that its checks catch what they claim to.

The budget is small and derandomized, so every run of the suite checks the
same graphs; `make fuzz` runs the long campaign (docs/testing.md, "Graph
fuzzer").
"""

from __future__ import annotations

import random
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from xdsl.context import Context
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, i64
from xdsl.passes import ModulePass
from xdsl.rewriter import Rewriter

from anec.dialect.conv import ConvolutionOp
from anec.dialect.elementwise import MaxOp, SubOp
from anec.passes import compile as compile_module
from devtools import fuzz

BUDGET = settings(
    max_examples=12,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@BUDGET
@given(fuzz.graphs(max_steps=6, big_percent=0))
def test_fuzzed_graphs_pass_every_check(text: str) -> None:
    failure = fuzz.check(text)
    assert failure is None, failure.header() + text


def test_graphs_are_reproducible_from_seed_and_index() -> None:
    first = [fuzz.graph(fuzz.RandomDraws(random.Random(f"7:{i}"))) for i in range(5)]
    again = [fuzz.graph(fuzz.RandomDraws(random.Random(f"7:{i}"))) for i in range(5)]
    assert first == again
    assert len(set(first)) == 5


def test_the_generator_covers_the_constructs() -> None:
    """Over 150 graphs of one seed, every construct the fuzzer promises appears."""
    texts = "\n".join(fuzz.graph(fuzz.RandomDraws(random.Random(f"3:{i}")), big_percent=0) for i in range(150))
    for construct in (
        "anec.convolution", "anec.deconvolution", "groups =", "dilation_rates", "strides =", "explicit_padding",
        "padding_style", "bias(", "post_scale(", "fused_activation", "output_padding", "anec.matmul", "transpose_rhs",
        "anec.add", "anec.mul", "anec.max_pool", "anec.avg_pool", "anec.global_avg_pool", "anec.batch_norm",
        "anec.scale_bias", "anec.layer_norm", "anec.softmax", "anec.reshape", "anec.transpose", "anec.concat",
        "anec.slice", "anec.pad", "#anec.pad_mode<reflect>", "anec.attention", "mask(", "anec.program", "anec.constant",
        "xf32>", "xf16>",
    ):  # fmt: skip
        assert construct in texts, construct


@dataclass(frozen=True)
class SubToMax(ModulePass):
    """A wrong rewrite (and an idempotent one): a - b becomes max(a, b)."""

    name = "test-sub-to-max"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for sub in list(op.walk()):
            if isinstance(sub, SubOp):
                Rewriter.replace_op(sub, MaxOp(*sub.operands))


@dataclass(frozen=True)
class BadGroups(ModulePass):
    """A pass that leaves invalid IR: groups that do not divide the channels."""

    name = "test-bad-groups"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for conv in op.walk():
            if isinstance(conv, ConvolutionOp):
                conv.properties["groups"] = IntegerAttr(7, i64)


@dataclass(frozen=True)
class Counter(ModulePass):
    """A pass that marks the module again on every run: not idempotent."""

    name = "test-counter"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        count = op.attributes.get("test.runs")
        op.attributes["test.runs"] = IntegerAttr((count.value.data if isinstance(count, IntegerAttr) else 0) + 1, i64)


SUB = """func.func @f(%x: tensor<1x4x3x3xf32>, %y: tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32> {
  %z = anec.sub %x, %y : tensor<1x4x3x3xf32>, tensor<1x4x3x3xf32> -> tensor<1x4x3x3xf32>
  func.return %z : tensor<1x4x3x3xf32>
}
"""

CONV = """func.func @f(%x: tensor<1x4x3x3xf16>, %w: tensor<4x4x1x1xf16>) -> tensor<1x4x3x3xf16> {
  %z = anec.convolution %x, %w : tensor<1x4x3x3xf16>, tensor<4x4x1x1xf16> -> tensor<1x4x3x3xf16>
  func.return %z : tensor<1x4x3x3xf16>
}
"""


@pytest.mark.parametrize(
    ("extra", "text", "expected"),
    [
        (SubToMax, SUB, "numeric"),
        (SubToMax, SUB.replace("xf32>", "xf16>"), "numeric"),
        (BadGroups, CONV, "invalid-ir"),
        (Counter, SUB, "not-idempotent"),
    ],
    ids=["wrong-rewrite-f32", "wrong-rewrite-f16", "invalid-ir", "not-idempotent"],
)
def test_the_checks_catch_a_broken_pass(
    monkeypatch: pytest.MonkeyPatch, extra: type[ModulePass], text: str, expected: str
) -> None:
    real = compile_module.pipeline
    monkeypatch.setattr(compile_module, "pipeline", lambda *options: [extra(), *real(*options)])
    failure = fuzz.check(text)
    assert failure is not None and failure.check == expected, failure
    assert failure.target == "h13"
    monkeypatch.setattr(compile_module, "pipeline", real)
    assert fuzz.check(text) is None


def test_the_campaign_writes_each_failure_as_a_reproducer(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    real = compile_module.pipeline
    monkeypatch.setattr(compile_module, "pipeline", lambda *options: [*real(*options), Counter()])
    assert fuzz.main(["--seed", "5", "--count", "2", "--out", str(tmp_path), "--seconds", "60"]) == 1
    written = sorted(tmp_path.iterdir())
    assert [p.name for p in written] == ["5-0.mlir", "5-1.mlir"]
    head = written[0].read_text().splitlines()
    assert head[0] == "// fuzz failure: not-idempotent on h13"
    assert "// reproduce: python -m devtools.fuzz --seed 5 --index 0" in head
    body = written[0].read_text()
    assert fuzz.graph(fuzz.RandomDraws(random.Random("5:0"))) in body


def test_a_clean_campaign_writes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert fuzz.main(["--seed", "11", "--count", "3", "--out", str(tmp_path), "--max-steps", "3"]) == 0
    assert list(tmp_path.iterdir()) == []
    assert "3 graphs" in capsys.readouterr().out


def test_the_tolerance_separates_rounding_from_a_wrong_value() -> None:
    import numpy as np

    ref = np.array([1.0, -2.0, 0.5, np.nan], dtype=np.float16)
    close = np.array([1.0, -2.0009765625, 0.5, np.nan], dtype=np.float16)  # one f16 ulp at 2
    assert fuzz._compare([ref], [close], "f16") is None
    wrong = np.array([1.0, -2.0, -0.5, np.nan], dtype=np.float16)
    assert "differs at [2]" in fuzz._compare([ref], [wrong], "f16")
    assert "differs at [3]" in fuzz._compare([ref], [np.array([1.0, -2.0, 0.5, 0.0], dtype=np.float16)], "f16")


def test_the_in_process_compile_is_the_tools(anec_opt: str, tmp_path: Path) -> None:
    """`check` compiles in process; `anec-opt -p anec-compile` prints the same bytes."""
    text = fuzz.graph(fuzz.RandomDraws(random.Random("0:1")), big_percent=0)
    source = tmp_path / "g.mlir"
    source.write_text(text)
    done = subprocess.run([anec_opt, str(source), "-p", "anec-compile{target=h17s}"], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.rstrip("\n") == fuzz._compile(fuzz._parse(text), "h17s").rstrip("\n")


def test_an_ill_conditioned_f16_graph_is_judged_against_f32() -> None:
    """A layer norm over nearly equal values turns the one f16 rounding that
    fusing hard_swish into the convolution saves into a difference of 1e-2
    of the output's scale (campaign seed 2026, graph 1256, reduced): compiled
    and uncompiled f16 runs are both compared with the f32 run, and the
    compiled one is no less accurate."""
    text = fuzz.graph(fuzz.RandomDraws(random.Random("2026:1256")))
    assert "anec.layer_norm" in text and "x14xf16>" in text
    assert fuzz.check(text, targets=("h17s",)) is None
