"""
Booleans in the ONNX importer (`frontend/onnx/logic.py`): IsNaN, Where,
comparisons, Not/And/Or/Xor and casts to and from bool, on one-node graphs
whose inputs hold NaN, infinities and signed zeros, against onnxruntime;
the NaN guard torch's dynamo exporter puts on attention softmax; and
constant folding (`model.fold`) per op, including what the ONNX reference
evaluator cannot compute.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import pytest

onnx = pytest.importorskip("onnx")
ort = pytest.importorskip("onnxruntime")

from onnx import TensorProto, helper, numpy_helper

from anec.frontend.onnx import OnnxImportError, convert_onnx
from anec.frontend.onnx.model import Node, fold
from anec.interpreter import run

FLOAT, INT64 = TensorProto.FLOAT, TensorProto.INT64
SPECIAL = np.array([[0.0, -0.0, 1.0, -2.0, np.nan, np.inf, -np.inf, 3.5]], np.float32)
OTHER = np.array([[0.0, 0.0, 2.0, -2.0, 1.0, np.inf, 0.0, np.nan]], np.float32)


def model(nodes: Sequence[Any], inputs: dict[str, np.ndarray], outputs: Sequence[str], init: dict[str, np.ndarray] | None = None) -> Any:
    kinds = {np.dtype(np.float32): FLOAT, np.dtype(np.int64): INT64}
    graph = helper.make_graph(
        list(nodes),
        "logic",
        [helper.make_tensor_value_info(k, kinds[v.dtype], v.shape) for k, v in inputs.items()],
        [helper.make_empty_tensor_value_info(name) for name in outputs],
        initializer=[numpy_helper.from_array(v, k) for k, v in (init or {}).items()],
    )
    m = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    m.ir_version = 8
    inferred = onnx.shape_inference.infer_shapes(m)
    del m.graph.output[:]
    m.graph.output.extend(inferred.graph.output)
    return m


def run_both(m: Any, feeds: dict[str, np.ndarray], keep_fp32: bool = True) -> tuple[list[np.ndarray], list[np.ndarray], list[str]]:
    want = ort.InferenceSession(m.SerializeToString(), providers=["CPUExecutionProvider"]).run(None, feeds)
    module = convert_onnx(m, keep_fp32=keep_fp32).module
    got = run(module, list(feeds.values()))
    return got, want, [op.name for op in module.walk() if op.name.startswith("anec.")]


def same(got: np.ndarray, want: np.ndarray) -> None:
    """Equal values, NaN where NaN, and the sign of every zero."""
    got, want = np.asarray(got, np.float64), np.asarray(want, np.float64)
    np.testing.assert_array_equal(got, want)
    np.testing.assert_array_equal(np.signbit(got), np.signbit(want))


def as_float(op: str, inputs: Sequence[str], **attrs: Any) -> list[Any]:
    """`op` (a boolean result), cast to float for the graph output."""
    return [helper.make_node(op, list(inputs), ["b"], **attrs), helper.make_node("Cast", ["b"], ["y"], to=FLOAT)]


BOOLEAN_CASES = {
    "isnan": (as_float("IsNaN", ["x"]), {"anec.is_nan"}),
    "equal": (as_float("Equal", ["x", "z"]), {"anec.equal"}),
    "less": (as_float("Less", ["x", "z"]), {"anec.less"}),
    "greater": (as_float("Greater", ["x", "z"]), {"anec.greater"}),
    "less_or_equal": (as_float("LessOrEqual", ["x", "z"]), {"anec.less", "anec.equal", "anec.max"}),
    "greater_or_equal": (as_float("GreaterOrEqual", ["x", "z"]), {"anec.greater", "anec.equal", "anec.max"}),
    "not": ([helper.make_node("Less", ["x", "z"], ["l"]), *as_float("Not", ["l"])], {"anec.less", "anec.sub"}),
    "and": ([helper.make_node("Less", ["x", "z"], ["l"]), helper.make_node("IsNaN", ["z"], ["n"]), *as_float("And", ["l", "n"])], {"anec.mul"}),
    "or": ([helper.make_node("Less", ["x", "z"], ["l"]), helper.make_node("IsNaN", ["z"], ["n"]), *as_float("Or", ["l", "n"])], {"anec.max"}),
    "xor": ([helper.make_node("Less", ["x", "z"], ["l"]), helper.make_node("Equal", ["x", "z"], ["e"]), *as_float("Xor", ["l", "e"])], {"anec.abs"}),
    "where": ([helper.make_node("Less", ["x", "z"], ["l"]), helper.make_node("Where", ["l", "x", "z"], ["y"])], {"anec.select"}),
    "cast_to_bool": (as_float("Cast", ["x"], to=TensorProto.BOOL), {"anec.equal", "anec.sub"}),
    "cast_bool_back": ([helper.make_node("Less", ["x", "z"], ["l"]), helper.make_node("Cast", ["l"], ["c"], to=TensorProto.BOOL), helper.make_node("Cast", ["c"], ["y"], to=FLOAT)], {"anec.less"}),
}  # fmt: skip


@pytest.mark.parametrize("name", list(BOOLEAN_CASES))
@pytest.mark.parametrize("keep_fp32", [True, False], ids=["fp32", "fp16"])
def test_boolean_op_matches_onnxruntime_exactly(name: str, keep_fp32: bool) -> None:
    nodes, expected_ops = BOOLEAN_CASES[name]
    got, want, ops = run_both(model(nodes, {"x": SPECIAL, "z": OTHER}, ["y"]), {"x": SPECIAL, "z": OTHER}, keep_fp32)
    same(got[0], want[0])
    assert expected_ops <= set(ops)


def test_where_passes_infinities_unchanged_where_a_mask_product_gives_nan() -> None:
    """`Where(m, x, 0)` with x = inf where m is 0: a mask product would give 0 * inf = NaN."""
    nodes = [helper.make_node("IsNaN", ["z"], ["m"]), helper.make_node("Where", ["m", "k", "x"], ["y"])]
    zero = {"k": np.zeros((1,), np.float32)}
    got, want, _ = run_both(model(nodes, {"x": SPECIAL, "z": OTHER}, ["y"], zero), {"x": SPECIAL, "z": OTHER})
    same(got[0], want[0])
    assert np.isinf(got[0]).sum() == 2


def test_where_with_a_known_condition_selects_at_run_time() -> None:
    cond = np.array([[True, False] * 4])
    nodes = [helper.make_node("Where", ["c", "x", "z"], ["y"])]
    got, want, ops = run_both(model(nodes, {"x": SPECIAL, "z": OTHER}, ["y"], {"c": cond}), {"x": SPECIAL, "z": OTHER})
    same(got[0], want[0])
    assert "anec.select" in ops


def test_run_time_integer_mask_becomes_a_float_mask() -> None:
    """An int64 attention mask input, unsqueezed and cast to bool, selects -inf as torch's sdpa export does."""
    mask = np.array([[1, 0, 1, 1, 0, 0, 7, -3]], np.int64)
    nodes = [
        helper.make_node("Unsqueeze", ["mask", "axes"], ["u"]),
        helper.make_node("Cast", ["u"], ["b"], to=TensorProto.BOOL),
        helper.make_node("Where", ["b", "zero", "ninf"], ["y"]),
    ]
    init = {"axes": np.array([0], np.int64), "zero": np.zeros((1,), np.float32), "ninf": np.array([-np.inf], np.float32)}
    got, want, ops = run_both(model(nodes, {"mask": mask}, ["y"], init), {"mask": mask}, keep_fp32=False)
    same(got[0], want[0])
    assert {"anec.reshape", "anec.cast", "anec.equal", "anec.select"} <= set(ops)


def nan_guarded_softmax(keep_fp32: bool) -> tuple[np.ndarray, np.ndarray, list[str]]:
    """torch's dynamo sdpa export: `Where(IsNaN(p), 0, p)` on `p = Softmax(s + mask)`, one row fully masked."""
    s = np.random.default_rng(0).standard_normal((1, 2, 3, 4)).astype(np.float32)
    mask = np.zeros((1, 1, 3, 4), np.float32)
    mask[..., 1, :] = -np.inf  # row 1: every key masked
    mask[..., 2, 3] = -np.inf
    nodes = [
        helper.make_node("Add", ["s", "mask"], ["a"]),
        helper.make_node("Softmax", ["a"], ["p"], axis=-1),
        helper.make_node("IsNaN", ["p"], ["n"]),
        helper.make_node("Where", ["n", "zero", "p"], ["y"]),
    ]
    init = {"mask": mask, "zero": np.zeros((), np.float32)}
    got, want, ops = run_both(model(nodes, {"s": s}, ["y"], init), {"s": s}, keep_fp32)
    return got[0], want[0], ops


@pytest.mark.parametrize("keep_fp32", [True, False], ids=["fp32", "fp16"])
def test_float32_min_mask_stays_finite_in_fp16(keep_fp32: bool) -> None:
    """torch masks with `finfo(float32).min`: in f16 it is -65504, not -inf, so a fully masked row is uniform as in fp32."""
    s = np.random.default_rng(1).standard_normal((1, 3, 4)).astype(np.float32)
    mask = np.zeros((1, 3, 4), np.float32)
    mask[:, 1, :] = np.finfo(np.float32).min
    nodes = [helper.make_node("Add", ["s", "mask"], ["a"]), helper.make_node("Softmax", ["a"], ["y"], axis=-1)]
    got, want, _ = run_both(model(nodes, {"s": s}, ["y"], {"mask": mask}), {"s": s}, keep_fp32)
    np.testing.assert_allclose(got[0][:, 1], 0.25, rtol=0, atol=0)
    np.testing.assert_allclose(got[0], want[0], atol=1e-7 if keep_fp32 else 1e-3)


@pytest.mark.parametrize("keep_fp32", [True, False], ids=["fp32", "fp16"])
def test_nan_guard_on_softmax_gives_zeros_for_a_fully_masked_row(keep_fp32: bool) -> None:
    got, want, ops = nan_guarded_softmax(keep_fp32)
    assert not np.isnan(got).any()
    np.testing.assert_array_equal(got[:, :, 1], 0.0)
    np.testing.assert_allclose(got, want, atol=1e-7 if keep_fp32 else 1e-3)
    assert {"anec.softmax", "anec.is_nan", "anec.select"} <= set(ops)


def test_run_time_integers_compare_in_f32() -> None:
    """`ids == 2049` (a key padding mask from token ids): f16 would round 2049 to 2048 and find it equal."""
    ids = np.array([[0, 2048, 2049, 7]], np.int64)
    nodes = [helper.make_node("Equal", ["ids", "k"], ["b"]), helper.make_node("Cast", ["b"], ["y"], to=FLOAT)]
    got, want, ops = run_both(model(nodes, {"ids": ids}, ["y"], {"k": np.array([2049], np.int64)}), {"ids": ids}, keep_fp32=False)
    same(got[0], want[0])
    assert ops.count("anec.cast") >= 2


def test_where_on_a_run_time_integer_is_a_clear_error() -> None:
    ids = np.zeros((1, 4), np.int64)
    nodes = [helper.make_node("IsNaN", ["x"], ["n"]), helper.make_node("Where", ["n", "ids", "ids"], ["y"])]
    m = model(nodes, {"x": np.zeros((1, 4), np.float32), "ids": ids}, ["y"])
    with pytest.raises(OnnxImportError, match=r"\(Where\): input 1 is an integer tensor computed at run time"):
        convert_onnx(m)


# Constant folding, per op.


def folded(op: str, inputs: dict[str, np.ndarray], opset: int = 17, **attrs: Any) -> list[np.ndarray]:
    node = Node.of(helper.make_node(op, list(inputs), ["out"], **attrs), 0, opset)
    return fold(node, list(inputs.values()))


INTS = np.arange(12, dtype=np.int64).reshape(3, 4)

FOLD_CASES = {
    "GatherElements": (dict(data=np.arange(512, dtype=np.int64).reshape(1, 512), idx=np.arange(32, dtype=np.int64).reshape(1, 32)), dict(axis=1), np.arange(32).reshape(1, 32)),
    "Gather": (dict(data=INTS, idx=np.array([2, 0])), dict(axis=0), INTS[[2, 0]]),
    "Shape": (dict(data=INTS), {}, np.array([3, 4])),
    "Range": (dict(start=np.array(2), limit=np.array(11), delta=np.array(3)), {}, np.array([2, 5, 8])),
    "Equal": (dict(a=INTS, b=np.array(5)), {}, INTS == 5),
    "Where": (dict(c=INTS > 5, a=INTS, b=-INTS), {}, np.where(INTS > 5, INTS, -INTS)),
    "Expand": (dict(data=np.array([[1], [2]]), shape=np.array([2, 3])), {}, np.array([[1, 1, 1], [2, 2, 2]])),
    "Unsqueeze": (dict(data=INTS, axes=np.array([0])), {}, INTS[None]),
    "Concat": (dict(a=INTS, b=INTS), dict(axis=0), np.concatenate([INTS, INTS])),
    "CumSum": (dict(data=INTS, axis=np.array(1)), {}, np.cumsum(INTS, axis=1)),
    "Trilu": (dict(data=np.ones((3, 3), np.float32)), dict(upper=0), np.tril(np.ones((3, 3)))),
    "Max": (dict(a=np.array([1, 5], np.int16), b=np.array([3, 4], np.int16)), {}, np.array([3, 5])),  # no onnxruntime kernel: the reference evaluator folds it
}  # fmt: skip


@pytest.mark.parametrize("op", list(FOLD_CASES))
def test_fold(op: str) -> None:
    inputs, attrs, expected = FOLD_CASES[op]
    (out,) = folded(op, inputs, **attrs)
    np.testing.assert_array_equal(out, expected)


def test_fold_error_names_both_evaluators() -> None:
    with pytest.raises(OnnxImportError, match=r"cannot evaluate the constant node: onnxruntime: .*; ONNX reference evaluator: "):
        folded("Reshape", dict(data=INTS, shape=np.array([5, 5])))


def test_bert_position_ids_gather_elements_imports() -> None:
    """BERT's embeddings: GatherElements on a constant buffer, which onnx 1.23's reference evaluator cannot fold."""
    x = np.ones((1, 32, 4), np.float32)
    init = {"buffer": np.arange(512, dtype=np.int64).reshape(1, 512), "idx": np.arange(32, dtype=np.int64).reshape(1, 32), "table": np.random.default_rng(0).standard_normal((512, 4)).astype(np.float32)}
    nodes = [
        helper.make_node("GatherElements", ["buffer", "idx"], ["pos"], axis=1),
        helper.make_node("Gather", ["table", "pos"], ["emb"], axis=0),
        helper.make_node("Add", ["x", "emb"], ["y"]),
    ]  # fmt: skip
    got, want, _ = run_both(model(nodes, {"x": x}, ["y"], init), {"x": x})
    np.testing.assert_allclose(got[0], want[0], rtol=0, atol=0)
