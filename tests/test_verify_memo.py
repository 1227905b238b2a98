"""Verification with the definitions' checks remembered
(`anec.dialect.definition.checked_definition`), and the ops' own checks
where they are local (`local_checks`), gives, op by op, what xDSL's checks
and the op's own in full give: the same success, or the same error."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from anec.dialect import definition
from anec.tools.ir_io import LocatingParser, anec_context

_F16 = "tensor<1x8x4x4xf16>"
_LINES = [
    '%{r} = "anec.slice"(%{x}) <{{offsets = {a}}}> : ({xt}) -> {t}',
    '%{r} = "anec.slice"(%{x}) <{{offsets = {a}, strides = {a}}}> : ({xt}) -> {t}',
    '%{r} = "anec.slice"(%{x}) : ({xt}) -> {t}',  # no offsets
    '%{r} = "anec.relu"(%{x}) : ({xt}) -> {t}',
    '%{r} = "anec.relu"(%{x}) {{anec.cost = {a}}} : ({xt}) -> {t}',
    '%{r} = "anec.relu"(%{x}, %{x}) : ({xt}, {xt}) -> {t}',
    '%{r} = "anec.add"(%{x}, %{x}) : ({xt}, {xt}) -> {t}',
    '%{r} = "anec.add"(%{x}) : ({xt}) -> {t}',
    '%{r} = "anec.concat"(%{x}, %{x}) <{{axis = {a}}}> : ({xt}, {xt}) -> {t}',
    '%{r} = "anec.concat"() <{{axis = {a}}}> : () -> {t}',
    '%{r} = "anec.reshape"(%{x}) <{{nonsense = {a}}}> : ({xt}) -> {t}',
    '%{r} = "anec.convolution"(%{x}, %w, %b) <{{operandSegmentSizes = array<i32: 1, 1, 1, 0>, strides = {a}}}> : '
    "({xt}, tensor<8x8x1x1xf16>, tensor<8xf16>) -> {t}",
    '%{r} = "anec.convolution"(%{x}, %w, %b) <{{operandSegmentSizes = array<i32: 1, 1, 0, 1>}}> : '
    "({xt}, tensor<8x8x1x1xf16>, tensor<8xf16>) -> {t}",
]
_ATTRIBUTES = [
    "array<i64: 0, 0, 0, 0>", "array<i64: 0, 4, 0, 0>", "array<i64: 1, 1>", "array<i32: 0, 0, 0, 0>", "array<i64: 0>",
    "1 : i64", "1 : i32", "-1 : i64", '"a"', "#anec.activation<relu>",
]
_ARGUMENTS = {"x": _F16, "i": "tensor<1x8x4x4xi32>"}
_TYPES = [_F16, "tensor<1x4x4x4xf16>", "tensor<1x16x4x4xf16>", "tensor<1x8x4x4xi32>", "tensor<1x8x4x4xf32>", "f16", "tensor<128xf16>"]


def _outcomes(text: str, remembered: bool, monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Each op's own verification, in order: None, or its error's type and text."""
    module = LocatingParser(anec_context(), text, "<test>").parse_module()
    results: list[object] = []
    with monkeypatch.context() as patch:
        if not remembered:
            patch.setattr(definition, "checked_definition", lambda op_def, passed, op: op_def.verify(op))
            patch.setattr(definition.Passed, "knows", lambda self, key: False)  # every op's own checks run too
        for op in module.walk():
            try:
                op.verify(verify_nested_ops=False)
                results.append(None)
            except Exception as err:  # noqa: BLE001 (VerifyException, or whatever xDSL raises: the same for both)
                results.append((type(err), str(err)))
    return results


@given(
    lines=st.lists(
        st.tuples(st.sampled_from(range(len(_LINES))), st.sampled_from(["x", "i"]), st.sampled_from(_ATTRIBUTES), st.sampled_from(_TYPES)),
        min_size=1,
        max_size=8,
    )
)
@settings(max_examples=150, deadline=None)
def test_remembered_checks_verify_as_the_full_checks(lines: list[tuple[int, str, str, str]]) -> None:
    body = "\n".join("  " + _LINES[i].format(r=f"r{k}", x=x, xt=_ARGUMENTS[x], a=a, t=t) for k, (i, x, a, t) in enumerate(lines))
    text = (
        f"func.func @f(%x: {_F16}, %i: tensor<1x8x4x4xi32>, %w: tensor<8x8x1x1xf16>, %b: tensor<8xf16>) {{\n"
        f"{body}\n  func.return\n}}\n"
    )
    with pytest.MonkeyPatch.context() as monkeypatch:
        # Twice remembered: the second time every combination that passed is remembered.
        first = _outcomes(text, True, monkeypatch)
        assert first == _outcomes(text, True, monkeypatch) == _outcomes(text, False, monkeypatch)


def test_a_remembered_combination_skips_the_checks_but_not_the_traits(monkeypatch: pytest.MonkeyPatch) -> None:
    text = f"func.func @f(%x: {_F16}) {{\n" + "".join(
        f'  %r{k} = "anec.slice"(%x) <{{offsets = array<i64: 0, 0, 0, 0>}}> : ({_F16}) -> tensor<1x4x4x4xf16>\n' for k in range(3)
    ) + "  func.return\n}\n"
    module = LocatingParser(anec_context(), text, "<test>").parse_module()
    slices = [op for op in module.walk() if op.name == "anec.slice"]
    op_def = slices[0].get_irdl_definition()
    full: list[object] = []
    traits: list[object] = []
    real_verify = type(op_def).verify
    monkeypatch.setattr(type(op_def), "verify", lambda self, op: (full.append(op), real_verify(self, op)))
    for trait in op_def.traits:
        kind = type(trait)
        monkeypatch.setattr(kind, "verify", lambda self, op, original=kind.verify: (traits.append(op), original(self, op)))
    for op in slices:
        op.verify(verify_nested_ops=False)
    assert len(full) <= 1  # at most the first: the others are remembered
    assert all(traits.count(op) == len(list(op_def.traits)) > 0 for op in slices)
