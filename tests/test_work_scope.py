"""What `cost.work.weight_scope` and `work_scope` remember gives the answers
computed without them (is_weight's depth bound included), and anec-compile's
per-stage check names what a stage changed."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import IntAttr, ModuleOp

from anec.cost.work import LOAD_TIME_DEPTH, is_load_time, is_weight, op_work, weight_scope, work_scope
from anec.passes.compile import Snapshot
from anec.tools.ir_io import anec_context, parse_ir

T = "tensor<4xf16>"


def parse(text: str) -> ModuleOp:
    module, _ = parse_ir(anec_context(), text, "<test>")
    return module


def chain(length: int) -> ModuleOp:
    """A weight multiplied by a weight `length` times (load-time ops, each one
    level deeper), then added to the activation %x, the sum scaled by the last
    product, and a weight argument beside them."""
    lines = [f"%v0 = anec.constant dense<1.0> : {T}"]
    for i in range(length):
        lines.append(f"%v{i + 1} = anec.mul %v{i}, %v0 : {T}, {T} -> {T}")
    lines.append(f"%a = anec.add %x, %v{length} : {T}, {T} -> {T}")
    lines.append(f"%b = anec.mul %a, %v{length} : {T}, {T} -> {T}")
    lines.append(f"%c = anec.mul %w, %v1 : {T}, {T} -> {T}")
    body = "\n".join("  " + line for line in lines)
    return parse(f"func.func @f(%x: {T}, %w: {T} {{anec.weight}}) -> {T} {{\n{body}\n  func.return %b : {T}\n}}")


def answers(module: ModuleOp) -> list[tuple[bool, ...]]:
    rows = []
    for op in module.walk():
        for value in op.results:
            rows.append(tuple(is_weight(value, depth) for depth in range(LOAD_TIME_DEPTH + 1)))
        if op.name.startswith("anec."):
            rows.append(tuple(is_load_time(op, depth) for depth in range(LOAD_TIME_DEPTH + 1)))
    return rows


@pytest.mark.parametrize("length", [1, LOAD_TIME_DEPTH - 1, LOAD_TIME_DEPTH, LOAD_TIME_DEPTH + 1, LOAD_TIME_DEPTH + 3])
def test_weights_in_a_scope_are_the_weights_without_it(length: int) -> None:
    module = chain(length)
    plain = answers(module)
    with weight_scope():
        remembered = answers(module)
    assert remembered == plain
    # The chain is a weight up to the bound, and no further (the answers can differ by depth).
    assert any(row[0] for row in plain) and any(not row[0] for row in plain)


def test_reversed_questions_give_the_same_answers() -> None:
    """Asked from the deepest value first, the levels learnt on the way (bounds
    above, exact levels below) answer every later question as the definition does."""
    module = chain(LOAD_TIME_DEPTH + 2)
    values = [v for op in module.walk() for v in op.results]
    plain = [[is_weight(v, d) for d in range(LOAD_TIME_DEPTH + 1)] for v in values]
    with weight_scope():
        remembered = [[is_weight(v, d) for d in reversed(range(LOAD_TIME_DEPTH + 1))][::-1] for v in reversed(values)][::-1]
    assert remembered == plain


def test_work_in_a_scope_is_the_work_without_it() -> None:
    module = chain(3)
    ops = [op for op in module.walk() if op.name.startswith("anec.")]
    plain = [op_work(op) for op in ops]
    with work_scope():
        assert [op_work(op) for op in ops] == plain
        assert op_work(ops[-1]) is op_work(ops[-1])  # computed once


def test_a_stage_that_changes_nothing_leaves_nothing_to_check() -> None:
    module = chain(2)
    before = Snapshot.of(module)
    assert Snapshot.of(module).changed_since(before) == (set(), set())


def test_a_changed_op_is_verified_with_its_users_and_ancestors() -> None:
    module = chain(2)
    before = Snapshot.of(module)
    ops = {op.results[0].name_hint: op for op in module.walk() if op.results and op.results[0].name_hint}
    ops["a"].attributes["probe"] = IntAttr(1)
    to_verify, to_check = Snapshot.of(module).changed_since(before)
    func = ops["a"].parent_op()
    assert to_check == {ops["a"], ops["b"]}
    assert to_verify == {ops["a"], ops["b"], func, module}


def test_ops_moved_past_each_other_are_checked_for_dominance() -> None:
    """Neither op changes in itself (same operands, same block); their order does."""
    module = chain(2)
    before = Snapshot.of(module)
    ops = {op.results[0].name_hint: op for op in module.walk() if op.results and op.results[0].name_hint}
    block = ops["b"].parent_block()
    assert block is not None
    ops["a"].detach()
    block.insert_op_after(ops["a"], ops["b"])
    _, to_check = Snapshot.of(module).changed_since(before)
    assert {ops["a"], ops["b"]} <= to_check


@pytest.mark.parametrize("scoped", [False, True])
def test_the_depth_bound_holds_in_and_out_of_a_scope(scoped: bool) -> None:
    for length, weight in ((LOAD_TIME_DEPTH, True), (LOAD_TIME_DEPTH + 1, False)):
        module = chain(length)
        last = next(op for op in module.walk() if op.results and op.results[0].name_hint == f"v{length}")
        if scoped:
            with weight_scope():
                assert is_weight(last.results[0]) is weight
        else:
            assert is_weight(last.results[0]) is weight


def test_a_memo_transaction_rolls_back_what_it_saw_and_hands_a_committed_inner_log_out() -> None:
    from anec.cost.work import MemoTransaction, ScopedMemo

    calls: list[str] = []
    memo: ScopedMemo[str, int] = ScopedMemo("probe", lambda key: calls.append(key) or len(key))
    with memo.scope():
        memo("a")
        outer = MemoTransaction()
        memo.forget("a")
        memo("bb")
        inner = MemoTransaction()
        memo("ccc")
        inner.commit()
        outer.rollback()
        memo("a")
        memo("bb")
        memo("ccc")
        # "a" came back as it was; "bb" and "ccc" (the inner edit's, handed out) were undone.
        assert calls == ["a", "bb", "ccc", "bb", "ccc"]
        with pytest.raises(RuntimeError, match="already committed or rolled back"):
            outer.commit()
