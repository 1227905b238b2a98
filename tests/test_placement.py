"""The placement (segmenter) model: exact DP over engine / GPU / CPU (SPEC §4)."""

from __future__ import annotations

import itertools
import math
import tomllib

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from xdsl.dialects.func import FuncOp
from xdsl.parser import Parser

from anec.cost import placement
from anec.cost.placement import (
    ENGINE,
    MODEL_PATH,
    Node,
    PlacementError,
    leaf_name,
    load_placement_model,
    place,
    placement_model,
    solve,
)
from anec.cost.targets import get_target
from anec.cost.work import op_work
from anec.tools.ir_io import anec_context

MODEL = load_placement_model()
BACKENDS = [b.name for b in MODEL.backends]


def parse_func(text: str) -> FuncOp:
    module = Parser(anec_context(), text).parse_module()
    module.verify()
    return next(op for op in module.walk() if isinstance(op, FuncOp))


T = "tensor<1x64x32x32xf16>"
W = "tensor<64x64x3x3xf16>"


def conv_line(result: str, source: str) -> str:
    return f"  %{result} = anec.convolution %{source}, %w {{padding_style = #anec.padding_style<same>}} : {T}, {W} -> {T}\n"


def conv_chain(middle: str = "") -> FuncOp:
    """conv -> [middle] -> conv, where `middle` reads %a and defines %m."""
    source = "m" if middle else "a"
    body = conv_line("a", "x") + middle + conv_line("b", source)
    return parse_func(f"func.func @f(%x: {T}, %w: {W}) -> {T} {{\n{body}  func.return %b : {T}\n}}")


# --- the data file -------------------------------------------------------------------


def test_every_number_cites_spec_section_4():
    raw = tomllib.loads(MODEL_PATH.read_text())
    for name, body in raw["backends"].items():
        for field_name, entry in body.items():
            assert "SPEC §4" in entry["source"], (name, field_name)
    for name, leaf in raw["engine_leaves"].items():
        assert "SPEC §4" in leaf["source"], name
    assert "SPEC §4" in raw["never_on_engine"]["source"]


def test_anchors_and_penalties():
    engine, gpu, cpu = MODEL.backends
    assert BACKENDS == [ENGINE, "gpu", "cpu"]
    assert (engine.peak_gflops, engine.bandwidth_gbps, engine.launch, engine.transfer_in) == (800, 50, 0.05, 0.09)
    assert (gpu.peak_gflops, gpu.bandwidth_gbps, gpu.launch, gpu.transfer_in) == (120, 40, 0.10, 0.23)
    assert (cpu.peak_gflops, cpu.bandwidth_gbps, cpu.launch, cpu.transfer_in) == (20, 10, 0.10, 0.23)


def test_roofline_is_in_milliseconds():
    engine = MODEL.engine
    assert engine.roofline_ms(800e9, 0) == pytest.approx(1000.0)
    assert engine.roofline_ms(0, 50e9) == pytest.approx(1000.0)


def test_leaves_interpolate_over_intensity():
    conv = MODEL.leaves["conv"]
    assert MODEL.leaf_ns(conv_chain().body.block.first_op, 0.0, 1.0) == conv.low_ns
    ridge = MODEL.engine.peak_gflops / MODEL.engine.bandwidth_gbps
    midpoint = MODEL.leaf_ns(conv_chain().body.block.first_op, ridge, 1.0)
    assert midpoint == pytest.approx((conv.low_ns + conv.high_ns) / 2)
    assert MODEL.leaves["relu"].at(0.9) == 50.0


def test_leaf_names():
    f = parse_func(
        """func.func @f(%a: tensor<8x16xf16>, %b: tensor<16x4xf16>) -> tensor<8x4xf16> {
          %c = anec.matmul %a, %b : tensor<8x16xf16>, tensor<16x4xf16> -> tensor<8x4xf16>
          %t = anec.transpose %a {permutation = array<i64: 1, 0>} : tensor<8x16xf16> -> tensor<16x8xf16>
          %d = anec.matmul %a, %t : tensor<8x16xf16>, tensor<16x8xf16> -> tensor<8x8xf16>
          func.return %c : tensor<8x4xf16>
        }"""
    )
    names = [leaf_name(op) for op in f.body.block.ops][:3]
    assert names == ["linear", "transpose", "matmul"]


def test_op_cost_adds_the_leaf_on_the_engine_only():
    conv = conv_chain().body.block.first_op
    work = op_work(conv)
    costs = MODEL.op_costs(conv)
    engine_roofline = MODEL.engine.roofline_ms(work.flops, work.bytes)
    assert costs[0] == pytest.approx(engine_roofline + MODEL.leaf_ns(conv, work.flops, work.bytes) / 1e6)
    assert costs[1] == pytest.approx(MODEL.backends[1].roofline_ms(work.flops, work.bytes))


# --- placement of real graphs ------------------------------------------------------------


def test_conv_chain_runs_on_the_engine_in_one_segment():
    relu = f"  %m = anec.relu %a : {T}\n"
    p = place(conv_chain(relu))
    assert set(p.backend_of.values()) == {ENGINE}
    assert [s.backend for s in p.segments] == [ENGINE]
    assert len(p.segments[0].ops) == 3


@pytest.mark.parametrize(
    "middle",
    [
        "  %g = anec.gather %a, %i {axis = 1 : i64} : tensor<1x64x32x32xf16>, tensor<64xi32> -> tensor<1x64x32x32xf16>\n"
        "  %m = anec.add %a, %g : tensor<1x64x32x32xf16>, tensor<1x64x32x32xf16> -> tensor<1x64x32x32xf16>\n",
        "  %g = anec.argmax %a {axis = 1 : i64} : tensor<1x64x32x32xf16> -> tensor<1x1x32x32xi32>\n"
        "  %m = anec.relu %a : tensor<1x64x32x32xf16>\n",
        "  %g, %j = anec.top_k %a {axis = 1 : i64, k = 4 : i64} : tensor<1x64x32x32xf16> -> tensor<1x4x32x32xf16>, tensor<1x4x32x32xi32>\n"
        "  %m = anec.relu %a : tensor<1x64x32x32xf16>\n",
    ],
)
def test_never_on_engine_ops_leave_the_engine(middle: str):
    text = conv_line("a", "x") + middle + conv_line("b", "m")
    f = parse_func(f"func.func @f(%x: {T}, %w: {W}, %i: tensor<64xi32>) -> {T} {{\n{text}  func.return %b : {T}\n}}")
    p = place(f)
    for op, backend in p.backend_of.items():
        if op.name in MODEL.never_on_engine:
            assert backend != ENGINE
        if op.name == "anec.convolution":
            assert backend == ENGINE


def test_recurrent_cell_is_never_on_the_engine():
    f = parse_func(
        """func.func @f(%x: tensor<2x16xf32>, %h: tensor<2x32xf32>, %wi: tensor<32x16xf32>, %wh: tensor<32x32xf32>) -> tensor<2x32xf32> {
          %h1 = anec.recurrent_cell <rnn> %x, %h weights(%wi, %wh) : tensor<2x16xf32>, tensor<2x32xf32>, tensor<32x16xf32>, tensor<32x32xf32> -> tensor<2x32xf32>
          func.return %h1 : tensor<2x32xf32>
        }"""
    )
    assert list(place(f).backend_of.values()) == ["gpu"]


@pytest.mark.parametrize("target", ["h11", "h13", "h14", "h17s"])
def test_texture_ops_leave_the_engine_of_a_target_without_the_texture_engine(target: str):
    # SPEC §6: one sampling datapath, on from the A14; without it the resample has no engine form.
    t = get_target(target)
    f = parse_func(
        f"""func.func @f(%x: {T}, %w: {W}, %g: tensor<1x2x32x32xf16>) -> {T} {{
{conv_line("a", "x")}  %m = anec.resample %a, %g : {T}, tensor<1x2x32x32xf16> -> {T}
{conv_line("b", "m")}  func.return %b : {T}
}}"""
    )
    model = placement_model(t)
    assert ("anec.resample" in model.never_on_engine) == (not t.texture_engine)
    assert model.never_on_engine >= MODEL.never_on_engine
    backends = {op.name: backend for op, backend in place(f, model).backend_of.items()}
    assert (backends["anec.resample"] == ENGINE) == t.texture_engine
    assert backends["anec.convolution"] == ENGINE
    assert place(f).backend_of == place(f, MODEL.on(True)).backend_of


def test_texture_ops_cite_spec_section_6():
    raw = tomllib.loads(MODEL_PATH.read_text())
    assert "SPEC §6" in raw["texture_engine"]["source"]
    assert MODEL.texture_ops == {"anec.crop_resize", "anec.resample", "anec.affine"}
    assert not MODEL.texture_ops & MODEL.never_on_engine


def test_constants_and_terminators_are_not_placed():
    f = parse_func(
        """func.func @f(%a: tensor<8x16xf16>) -> tensor<8x4xf16> {
          %b = anec.constant dense<1.0> : tensor<16x4xf16>
          %c = anec.matmul %a, %b : tensor<8x16xf16>, tensor<16x4xf16> -> tensor<8x4xf16>
          func.return %c : tensor<8x4xf16>
        }"""
    )
    assert [op.name for op in place(f).backend_of] == ["anec.matmul"]


def test_placement_cost_matches_its_segments():
    relu = f"  %m = anec.relu %a : {T}\n"
    f = conv_chain(relu)
    p = place(f)
    ops = list(p.backend_of)
    expected = sum(MODEL.op_costs(op)[0] for op in ops) + MODEL.engine.launch
    assert p.cost == pytest.approx(expected)


def test_empty_graph():
    p = place([])
    assert (p.cost, p.segments, p.backend_of) == (0.0, [], {})


# --- the optimizer on abstract problems -----------------------------------------------------


def test_cheap_op_sandwiched_between_engine_ops_stays_on_the_engine():
    """The middle op is 0.2 cheaper on the GPU, less than launch + transfers."""
    nodes = [Node((1.0, 5.0, 9.0), ()), Node((0.3, 0.1, 9.0), (0,)), Node((1.0, 5.0, 9.0), (1,))]
    choice, _ = solve(nodes, MODEL)
    assert choice == (0, 0, 0)


def test_a_large_enough_saving_moves_the_op():
    nodes = [Node((1.0, 5.0, 9.0), ()), Node((3.0, 0.1, 9.0), (0,)), Node((1.0, 5.0, 9.0), (1,))]
    choice, cost = solve(nodes, MODEL)
    assert choice == (0, 1, 0)
    engine, gpu = MODEL.backends[0], MODEL.backends[1]
    assert cost == pytest.approx(2.1 + 2 * engine.launch + gpu.launch + gpu.transfer_in + engine.transfer_in)


def test_transfer_is_paid_once_per_consumer_backend():
    """One engine value read by two GPU ops in separate segments pays one transfer into the GPU."""
    inf = math.inf
    nodes = [
        Node((1.0, inf, inf), ()),
        Node((inf, 1.0, inf), (0,)),
        Node((1.0, inf, inf), ()),
        Node((inf, 1.0, inf), (0,)),
    ]
    engine, gpu = MODEL.backends[0], MODEL.backends[1]
    _, cost = solve(nodes, MODEL)
    assert cost == pytest.approx(4.0 + 2 * engine.launch + 2 * gpu.launch + gpu.transfer_in)


def test_an_op_with_no_backend_is_an_error():
    with pytest.raises(PlacementError, match="node 0"):
        solve([Node((math.inf,) * 3, ())], MODEL)


def objective(nodes: list[Node], choice: tuple[int, ...]) -> float:
    """The SPEC §4 objective of one assignment, written independently of the DP."""
    launch = [b.launch for b in MODEL.backends]
    transfer = [b.transfer_in for b in MODEL.backends]
    total = sum(node.costs[b] for node, b in zip(nodes, choice))
    total += sum(launch[b] for i, b in enumerate(choice) if i == 0 or choice[i - 1] != b)
    for producer in range(len(nodes)):
        consumers = {choice[j] for j, node in enumerate(nodes) if producer in node.operands}
        total += sum(transfer[b] for b in consumers if b != choice[producer])
    return total


def brute_force(nodes: list[Node]) -> float:
    """The minimum objective over all 3^n assignments."""
    choices = itertools.product(range(len(BACKENDS)), repeat=len(nodes))
    return min(objective(nodes, choice) for choice in choices)


@st.composite
def dags(draw) -> list[Node]:
    n = draw(st.integers(1, 7))
    nodes = []
    for j in range(n):
        costs = tuple(draw(st.sampled_from([0.0, 0.01, 0.05, 0.2, 0.5, 1.0, 3.0])) for _ in BACKENDS)
        if draw(st.booleans()) and draw(st.booleans()):
            costs = (math.inf, *costs[1:])
        operands = tuple(sorted(draw(st.sets(st.integers(0, j - 1), max_size=3)))) if j else ()
        nodes.append(Node(costs, operands))
    return nodes


@settings(max_examples=150, deadline=None)
@given(nodes=dags())
def test_dp_equals_brute_force(nodes: list[Node]):
    """Unbounded, the search tracks every value: exact by construction."""
    solution = placement.search(nodes, MODEL, max_states=10**9)
    assert solution.exact and solution.stats.relaxed == 0 and solution.gap == 0.0
    assert solution.cost == pytest.approx(brute_force(nodes))
    assert objective(nodes, solution.choice) == pytest.approx(solution.cost)


@settings(max_examples=150, deadline=None)
@given(nodes=dags(), max_states=st.integers(3, 60))
def test_a_bounded_search_stays_within_its_bound_and_reports_its_gap(nodes: list[Node], max_states: int):
    """Whatever the bound: no step holds more states than `plan` promised
    (dominated states kept, so every state counts), the bound is within
    `max_states`, the cost is the objective of the assignment, and the
    optimum lies between the lower bound and the cost; an exact result is
    the optimum."""
    original = placement.PRUNE_FROM
    placement.PRUNE_FROM = 10**9
    try:
        solution = placement.search(nodes, MODEL, max_states)
    finally:
        placement.PRUNE_FROM = original
    stats = solution.stats
    assert stats.states <= stats.bound <= max_states
    assert objective(nodes, solution.choice) == pytest.approx(solution.cost)
    optimum = brute_force(nodes)
    assert solution.lower_bound <= optimum + 1e-9 <= solution.cost + 2e-9
    if solution.exact:
        assert solution.cost == pytest.approx(optimum) and solution.gap == 0.0
    else:
        assert stats.relaxed > 0 and solution.gap > 0


def fan_in(width: int) -> list[Node]:
    """`width` engine producers each read by an op that may not run on the
    engine: every producer's value is live until the readers, and each
    pays a transfer into the GPU."""
    inf = math.inf
    producers = [Node((1.0, 5.0, 9.0), ()) for _ in range(width)]
    return producers + [Node((inf, 1.0, 2.0), (i,)) for i in range(width)]


def test_a_graph_wider_than_the_bound_is_relaxed_and_reports_its_gap():
    nodes = fan_in(6)
    engine, gpu = MODEL.backends[0], MODEL.backends[1]
    optimum = 6 * 1.0 + 6 * 1.0 + engine.launch + gpu.launch + 6 * gpu.transfer_in
    exact = placement.search(nodes, MODEL)
    # Each producer's value can be available on {engine}, {gpu} or {cpu}
    # among the readers' {gpu, cpu}, that is 3 sets: 3 x 3^6 states at most.
    assert exact.exact and exact.stats == placement.SearchStats(cut_width=6, bound=3 * 3**6, states=exact.stats.states, relaxed=0)
    assert exact.cost == pytest.approx(optimum)
    bounded = placement.search(nodes, MODEL, max_states=27)
    # Two values tracked (3 x 3^2 = 27), the four read last relaxed.
    assert (bounded.stats.bound, bounded.stats.relaxed) == (27, 4)
    assert not bounded.exact
    assert bounded.choice == exact.choice and bounded.cost == pytest.approx(optimum)
    assert bounded.gap == pytest.approx(4 * gpu.transfer_in)
    assert bounded.lower_bound == pytest.approx(optimum - 4 * gpu.transfer_in)


@pytest.mark.parametrize("bad", [0, 2, -1, 2.5, True])
def test_a_state_bound_below_one_per_backend_is_an_error(bad):
    with pytest.raises(PlacementError, match=r"a state bound must be an integer of at least 3 \(one state per backend\), got"):
        placement.search(fan_in(2), MODEL, max_states=bad)


def test_an_operand_after_its_reader_is_an_error():
    with pytest.raises(PlacementError, match="node 0 reads node 1, which does not come before it"):
        solve([Node((1.0, 1.0, 1.0), (1,)), Node((1.0, 1.0, 1.0), ())], MODEL)


@settings(max_examples=100, deadline=None)
@given(nodes=dags())
@example(  # equal costs up to rounding once dropped a co-optimal state
    nodes=[
        Node(costs=(0.0, 0.0, 0.0), operands=()),
        Node(costs=(0.2, 0.0, 0.5), operands=(0,)),
        Node(costs=(0.05, 0.0, 0.0), operands=()),
        Node(costs=(0.2, 0.2, 0.0), operands=()),
        Node(costs=(0.0, 0.0, 0.0), operands=()),
        Node(costs=(0.0, 0.2, 0.0), operands=(0,)),
        Node(costs=(0.0, 0.0, 0.0), operands=(2,)),
    ]
)
def test_dropping_dominated_states_changes_nothing(nodes: list[Node]):
    """Pruning at every step returns what the unpruned DP returns, assignment included."""
    unpruned = placement.search(nodes, MODEL)
    original = placement.PRUNE_FROM
    placement.PRUNE_FROM = 0
    try:
        pruned = placement.search(nodes, MODEL)
    finally:
        placement.PRUNE_FROM = original
    assert pruned.exact and pruned.choice == unpruned.choice and pruned.cost == unpruned.cost


def test_a_dense_block_is_placed_exactly():
    """A DenseNet-style block: every feature map is read by every later
    concat, so all of them stay live (cut width 15) and the state bound
    cannot hold them all: the search relaxes the feature maps read last,
    and its assignment's cost equals the relaxed optimum, so it is proven
    optimal all the same."""
    layers, inf = 14, math.inf
    nodes: list[Node] = [Node((1.0, 3.0, 9.0), ())]
    features = [0]
    for _ in range(layers):
        concat = len(nodes)
        nodes.append(Node((0.1, 0.2, 0.5), tuple(features)))
        nodes.append(Node((1.0, 3.0, 9.0), (concat,)))
        features.append(len(nodes) - 1)
    nodes.append(Node((0.1, 0.2, inf), tuple(features)))
    solution = placement.search(nodes, MODEL)
    assert solution.stats.cut_width == layers + 1 and solution.stats.relaxed > 0
    assert solution.stats.bound <= placement.MAX_STATES
    assert solution.exact and solution.gap == 0.0
    assert set(solution.choice) == {0}


def test_pinning_puts_every_engine_op_on_the_engine_and_costs_the_difference():
    """`passes.fuse.EnginePinned`: a decode step the model keeps on the GPU
    (its gather never runs on the engine) goes to the engine op by op when
    pinned, the gather and argmax excepted, for the objective's switches
    (into the engine and back, each with a launch) plus the op's own cost
    difference."""
    from anec.cost.targets import get_target
    from anec.passes.fuse import EnginePinned

    func = parse_func("""func.func @f(%ids: tensor<1x1xi32>, %t: tensor<32x64xf16> {anec.weight}, %w: tensor<64x64xf16> {anec.weight}) -> tensor<1x1x64xf16> {
  %e = anec.gather %t, %ids {axis = 0 : i64} : tensor<32x64xf16>, tensor<1x1xi32> -> tensor<1x1x64xf16>
  %a = anec.matmul %e, %w : tensor<1x1x64xf16>, tensor<64x64xf16> -> tensor<1x1x64xf16>
  %y = anec.argmax %a {axis = 2 : i64} : tensor<1x1x64xf16> -> tensor<1x1x1xi32>
  func.return %a : tensor<1x1x64xf16>
}""")
    model = load_placement_model()
    free = place(func)
    pinned = place(func, EnginePinned.of(model, get_target("h17s")))
    assert set(free.backend_of.values()) == {"gpu"}
    assert {op.name: b for op, b in pinned.backend_of.items()} == {"anec.gather": "gpu", "anec.matmul": "engine", "anec.argmax": "gpu"}
    matmul = next(op for op in pinned.backend_of if op.name == "anec.matmul")
    engine, gpu, _ = model.op_costs(matmul)
    switch = 0.09 + 0.05 + 0.23 + 0.10  # into the engine and its launch; back to the GPU for the argmax and a second GPU launch
    assert pinned.cost - free.cost == pytest.approx(switch + engine - gpu, abs=1e-9)
