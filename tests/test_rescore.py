"""`cost.rescore`: a program's liveness and score after each replacement,
against the same worked out from scratch (`cost.analytic`, `cost.batch`,
`passes.fuse.peak_live_bytes`), bit for bit.

The replacements are the tilings `anec-tile` builds, on the examples and on
batched programs, each kept or undone in turn as the pass would, or every
one kept (which moves the programs' peaks past the working set and back,
the program-wide changes).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser

from anec.dialect.program import ProgramOp
from anec.cost.analytic import Mode, _program_layout, program_latency_us
from anec.cost.batch import batch_extent
from anec.cost.rescore import ProgramLiveness, ProgramScore, members_of
from anec.cost.targets import Target, get_target
from anec.cost.work import op_work, weight_scope
from anec.passes.compile import pipeline
from anec.passes.fuse import peak_live_bytes
from anec.passes.tile import TILED, TileEdit, tile_layer
from anec.tools.ir_io import anec_context

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = [("resnet18", "h13"), ("resnet18", "h17s"), ("transformer_encoder_block", "h13")]
"""Examples with tilings inside programs (the zoo's nine graphs on H13 and
H17s, seed and refined, were checked the same way: docs/performance.md)."""


def fused(text: str, target: str, mode: Mode) -> ModuleOp:
    """`module` through the stages of `anec-compile` before `anec-tile`."""
    module = Parser(anec_context(), text).parse_module()
    ctx = anec_context()
    stages = pipeline(target, mode.value)
    for stage in stages[: [s.name for s in stages].index("anec-tile")]:
        stage.apply(ctx, module)
    return module


def assert_score(score: ProgramScore, program: ProgramOp, target: Target, mode: Mode) -> None:
    assert score.latency_us == program_latency_us(program, target, mode)
    with weight_scope():
        layout = _program_layout(program, target, mode)
    assert score.placements == list(layout.placements)
    assert score.liveness.ops == members_of(program)


def assert_liveness(liveness: ProgramLiveness, program: ProgramOp) -> None:
    ops = members_of(program)
    assert liveness.ops == ops
    assert liveness.peak == peak_live_bytes(ops)
    assert liveness.batch == (batch_extent((op, op_work(op)) for op in ops) if liveness.batched else 1)


def replay(module: ModuleOp, target: Target, mode: Mode, keep_all: bool) -> int:
    """Tiles every layer in a program as `anec-tile` does (or keeping every
    tiling), checking the scores and liveness after each; returns how many
    tilings were tried."""
    scores: dict[ProgramOp, ProgramScore] = {}
    lives: dict[ProgramOp, ProgramLiveness] = {}
    tried = 0
    with op_work.scope():
        for layer in [o for o in module.walk() if isinstance(o, TILED)]:
            program = layer.parent_op()
            if not isinstance(program, ProgramOp):
                continue
            edit = TileEdit()
            with weight_scope():
                tiling = tile_layer(layer, target)
            if tiling is None:
                edit.revert()
                continue
            tried += 1
            if program not in scores:
                scores[program] = ProgramScore(program, target, mode)
                lives[program] = ProgramLiveness(program, rebased=False, batched=mode == Mode.REFINED)
                assert_score(scores[program], program, target, mode)
                assert_liveness(lives[program], program)
            score, live = scores[program], lives[program]
            edit.install(tiling)
            after = score.replaced(layer, tiling.ops)
            after_live = live.replaced(layer, tiling.ops)[0]
            assert_score(after, program, target, mode)
            assert_liveness(after_live, program)
            if keep_all or after.latency_us <= score.latency_us:
                edit.commit()
                scores[program], lives[program] = after, after_live
            else:
                edit.revert()
    return tried


@pytest.mark.parametrize("mode", list(Mode))
@pytest.mark.parametrize(("name", "target"), EXAMPLES)
def test_rescoring_matches_scoring_from_scratch(name: str, target: str, mode: Mode) -> None:
    text = (ROOT / "examples" / f"{name}.mlir").read_text()
    for keep_all in (False, True):
        replay(fused(text, target, mode), get_target(target), mode, keep_all)


def test_the_examples_exercise_rescoring() -> None:
    """Most of the cases above do tile (the check is not vacuous)."""
    text = (ROOT / "examples" / "resnet18.mlir").read_text()
    assert replay(fused(text, "h13", Mode.SEED), get_target("h13"), Mode.SEED, False) >= 5


def batched(batch: int, channels: int, branches: int, size: int = 40) -> str:
    """A program over a batch: `branches` activations of one input, all
    live until they are summed at the end (over H13's working set, so the
    refined model runs it in batch tiles), beside a chain of 1x1
    convolutions of `channels` whose execute field saturates and which tile
    along their channels (keeping the batch tiles); the activations tile
    along their rows, which breaks them."""
    t, u, w = f"tensor<{batch}x16x{size}x{size}xf16>", f"tensor<{batch}x{channels}x1x1xf16>", f"tensor<{channels}x{channels}x1x1xf16>"
    lines = [f"func.func @f(%x: {t}, %z0: {u}) -> ({t}, {u}) {{", f"  %w = anec.constant dense<1.0e-02> : {w}"]
    lines += [f"  %z{i + 1} = anec.convolution %z{i}, %w : {u}, {w} -> {u}" for i in range(2)]
    lines += [f"  %v{j} = anec.{('relu', 'sigmoid', 'tanh', 'abs')[j % 4]} %x : {t}" for j in range(branches)]
    lines.append(f"  %s0 = anec.add %v0, %v1 : {t}, {t} -> {t}")
    lines += [f"  %s{j - 1} = anec.add %s{j - 2}, %v{j} : {t}, {t} -> {t}" for j in range(2, branches)]
    lines += [f"  func.return %s{branches - 2}, %z2 : {t}, {u}", "}"]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("mode", list(Mode))
def test_rescoring_batched_programs(mode: Mode) -> None:
    for keep_all in (False, True):
        assert replay(fused(batched(4, 2048, 5, 64), "h13", mode), get_target("h13"), mode, keep_all) >= 5


def test_a_batched_program_keeps_its_batch_tiles_through_channel_tilings() -> None:
    """The case above reaches the refined model's batch tiles, and keeps them
    through a replacement (the re-scoring that is not program-wide)."""
    module = fused(batched(4, 2048, 5, 64), "h13", Mode.REFINED)
    program = next(op for op in module.walk() if isinstance(op, ProgramOp))
    score = ProgramScore(program, get_target("h13"), Mode.REFINED)
    assert score.share == (2, 4) and score.tiles == 2
    assert ProgramLiveness(program, rebased=False, batched=True).batch == 4


def test_a_replacement_leaves_the_old_score_as_it_was() -> None:
    """`replaced` answers for the program with the tiling installed and
    keeps the old score valid for the program once the tiling is undone."""
    module = fused((ROOT / "examples" / "resnet18.mlir").read_text(), "h13", Mode.SEED)
    target = get_target("h13")
    with op_work.scope():
        layer, tiling = next(
            (op, tiling)
            for op in module.walk()
            if isinstance(op, TILED) and isinstance(op.parent_op(), ProgramOp)
            for tiling in [tile_layer(op, target)]
            if tiling is not None
        )
        program = layer.parent_op()
        assert isinstance(program, ProgramOp)
        score = ProgramScore(program, target, Mode.SEED)
        before = (score.latency_us, list(score.costs), list(score.liveness.live))
        edit = TileEdit()
        edit.install(tiling)
        after = score.replaced(layer, tiling.ops)
        assert after.latency_us != score.latency_us
        assert len(after.liveness.ops) == len(score.liveness.ops) + len(tiling.ops) - 1
        edit.revert()
        assert (score.latency_us, score.costs, score.liveness.live) == before
        assert_score(score, program, target, Mode.SEED)
