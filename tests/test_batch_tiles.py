"""Batch tiles (`cost.batch`): a program whose ops keep the batch axis apart
holds one tile's live set; the refined mode and `anec-fuse{mode=refined}`
read its working set per tile, the seed does not."""

from __future__ import annotations

import pytest

from anec.cost.analytic import Mode, estimate_module
from anec.cost.batch import batch_extent, batch_tiles
from anec.cost.work import op_work
from anec.dialect.program import ProgramOp, YieldOp
from anec.passes.fuse import AnecFusePass
from anec.tools.ir_io import anec_context, parse_ir

TENSOR = 4 * 32 * 56 * 56 * 2
"""Bytes of one tensor<4x32x56x56xf16> (800 KB; three live: 2.4 MB, over H13's 2 MB)."""


def residual(first: str, shape: str = "4x32x56x56") -> str:
    t = f"tensor<{shape}xf16>"
    chain = [first.format(x="%x", t=t)]
    for i, op in enumerate(["sigmoid", "tanh", "abs", "relu", "sigmoid", "tanh", "abs"], start=1):
        chain.append(f"%v{i} = anec.{op} %v{i - 1} : {t}")
    body = "\n  ".join(chain)
    return f"func.func @f(%x: {t}) -> {t} {{\n  {body}\n  %y = anec.add %v7, %x : {t}, {t} -> {t}\n  func.return %y : {t}\n}}"


BATCHED = residual("%v0 = anec.relu {x} : {t}")
MIXED = residual("%v0 = anec.softmax {x} {{axis = 0 : i64}} : {t}")
ROWS = residual("%v0 = anec.relu {x} : {t}", "12544x32")


def fused(text: str, mode: str):
    ctx = anec_context()
    module, _ = parse_ir(ctx, text, "<test>")
    AnecFusePass(target="h13", mode=mode).apply(ctx, module)
    return module


def members(module) -> list[list]:
    return [[op for op in p.body.block.ops if not isinstance(op, YieldOp)] for p in module.walk() if isinstance(p, ProgramOp)]


@pytest.mark.parametrize(("peak", "batch", "expected"), [(2_400_000, 4, 2), (1_000_000, 4, 1), (9_000_000, 4, 4), (2_400_000, 1, 1)])
def test_the_fewest_tiles_of_whole_samples_that_fit(peak: int, batch: int, expected: int) -> None:
    assert batch_tiles(peak, batch, 2_000_000) == expected


@pytest.mark.parametrize(("text", "batch"), [(BATCHED, 4), (MIXED, 1), (ROWS, 1)], ids=["batched", "mixed", "rows"])
def test_the_batch_is_axis_0_kept_apart_by_every_op(text: str, batch: int) -> None:
    (ops,) = members(fused(text, "seed"))[:1]
    assert batch_extent((op, op_work(op)) for op in ops) == batch


def test_a_batched_program_stays_resident_in_the_refined_mode_only() -> None:
    module = fused(BATCHED, "refined")
    assert len(members(module)) == 1
    refined = estimate_module(module, "h13", Mode.REFINED)
    seed = estimate_module(module, "h13", Mode.SEED)
    # Two tiles of two samples: x is read and y written once, nothing spills.
    assert refined.bytes == 2 * TENSOR
    # The seed streams the whole program past the working set.
    assert seed.bytes > 10 * TENSOR


def test_anec_tile_protects_a_batch_tiled_program_in_the_refined_mode_only() -> None:
    from anec.passes.tile import Residency

    module = fused(BATCHED, "refined")
    (ops,) = members(module)
    assert Residency(2_000_000, batched=True).protecting(ops[0]) is ops[0].parent_op()
    assert Residency(2_000_000).protecting(ops[0]) is None
