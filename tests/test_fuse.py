"""`anec-fuse`: programs along the placement within the working set (SPEC §1, §4, §7).

Also home of `resnet18_ir`, the ResNet-18-shaped graph `tests/test_compile.py`
compiles too.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import count, pairwise
from pathlib import Path

import networkx as nx
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.func import FuncOp
from xdsl.parser import Parser

from anec.interpreter import entry_function, random_inputs, run
from anec.dialect.program import ProgramOp, YieldOp
from anec.cost.analytic import Mode, estimate_function, estimate_program, program_latency_us
from anec.cost.targets import get_target
from anec.cost.work import is_view
from anec.passes.fuse import GAP_ATTR, AnecFusePass, dataflow_graph, peak_live_bytes
from anec.tools.ir_io import anec_context

H13 = get_target("h13")
FAST = settings(max_examples=25, deadline=None)
EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def parse(text: str) -> ModuleOp:
    module = Parser(anec_context(), text).parse_module()
    module.verify()
    return module


def fuse(module: ModuleOp, target: str = "h13") -> ModuleOp:
    AnecFusePass(target=target).apply(anec_context(), module)
    module.verify()
    return module


def programs(module: ModuleOp) -> list[ProgramOp]:
    return [op for op in module.walk() if isinstance(op, ProgramOp)]


def members(program: ProgramOp) -> list:
    return [op for op in program.body.block.ops if not isinstance(op, YieldOp)]


# ---------------------------------------------------------------------------
# A ResNet-18-shaped graph
# ---------------------------------------------------------------------------


def resnet18_ir(resolution: int = 224, element: str = "f16", classes: int = 1000) -> str:
    """ResNet-18 as anec IR: stem 7x7/2 convolution, batch norm, ReLU and 3x3/2
    max pool; four stages of two basic blocks (3x3 convolutions, batch norm,
    ReLU, residual add, a 1x1/2 downsample convolution with batch norm where
    the shape changes); global average pool, a reshape and a matmul plus bias
    classifier. Every weight and batch-norm statistic is a function argument."""
    args: list[str] = []
    body: list[str] = []
    ids = count()

    def ty(*shape: int) -> str:
        return f"tensor<{'x'.join(map(str, shape))}x{element}>"

    def arg(name: str, type_: str) -> str:
        args.append(f"%{name}: {type_}")
        return f"%{name}"

    def conv(x: str, cin: int, cout: int, k: int, stride: int, size: int) -> tuple[str, int]:
        i, pad = next(ids), k // 2
        out = (size + 2 * pad - k) // stride + 1
        w = arg(f"w{i}", ty(cout, cin, k, k))
        body.append(
            f"  %c{i} = anec.convolution {x}, {w} {{strides = array<i64: {stride}, {stride}>, "
            f"explicit_padding = array<i64: {pad}, {pad}, {pad}, {pad}>}} "
            f": {ty(1, cin, size, size)}, {ty(cout, cin, k, k)} -> {ty(1, cout, out, out)}"
        )
        return f"%c{i}", out

    def batch_norm(x: str, c: int, size: int) -> str:
        i = next(ids)
        stats = ", ".join(arg(f"{s}{i}", ty(c)) for s in ("mean", "var", "gamma", "beta"))
        body.append(f"  %n{i} = anec.batch_norm {x}, {stats} : {ty(1, c, size, size)}, {ty(c)}")
        return f"%n{i}"

    def relu(x: str, c: int, size: int) -> str:
        i = next(ids)
        body.append(f"  %r{i} = anec.relu {x} : {ty(1, c, size, size)}")
        return f"%r{i}"

    y, size = conv(arg("x", ty(1, 3, resolution, resolution)), 3, 64, 7, 2, resolution)
    y = relu(batch_norm(y, 64, size), 64, size)
    pooled = (size - 1) // 2 + 1
    body.append(
        f"  %pool = anec.max_pool {y} {{kernel_sizes = array<i64: 3, 3>, strides = array<i64: 2, 2>, "
        f"explicit_padding = array<i64: 1, 1, 1, 1>}} : {ty(1, 64, size, size)} -> {ty(1, 64, pooled, pooled)}"
    )
    y, size, cin = "%pool", pooled, 64
    for stage, cout in enumerate((64, 128, 256, 512)):
        for block in range(2):
            stride = 2 if stage > 0 and block == 0 else 1
            a, out = conv(y, cin, cout, 3, stride, size)
            a = relu(batch_norm(a, cout, out), cout, out)
            b, _ = conv(a, cout, cout, 3, 1, out)
            b = batch_norm(b, cout, out)
            skip = y
            if stride != 1 or cin != cout:
                skip, _ = conv(y, cin, cout, 1, stride, size)
                skip = batch_norm(skip, cout, out)
            i, t = next(ids), ty(1, cout, out, out)
            body.append(f"  %s{i} = anec.add {b}, {skip} : {t}, {t} -> {t}")
            y, size, cin = relu(f"%s{i}", cout, out), out, cout
    fc, fc_bias = arg("fc", ty(512, classes)), arg("fc_bias", ty(classes))
    body += [
        f"  %gap = anec.global_avg_pool {y} : {ty(1, 512, size, size)} -> {ty(1, 512, 1, 1)}",
        f"  %flat = anec.reshape %gap : {ty(1, 512, 1, 1)} -> {ty(1, 512)}",
        f"  %logits = anec.matmul %flat, {fc} : {ty(1, 512)}, {ty(512, classes)} -> {ty(1, classes)}",
        f"  %out = anec.add %logits, {fc_bias} : {ty(1, classes)}, {ty(classes)} -> {ty(1, classes)}",
        f"  func.return %out : {ty(1, classes)}",
    ]
    return f"func.func @resnet18({', '.join(args)}) -> {ty(1, classes)} {{\n" + "\n".join(body) + "\n}\n"


def test_resnet18_pays_one_floor_per_program() -> None:
    """Fused on H13, ResNet-18 pays one floor per program, not per layer.

    Exactly asserted, with `layers` the standalone dispatches before fusion
    (every op but the reshape view) and `programs` the programs after:
    - every op is placed on the engine, so dispatches after == programs;
    - no program streams (each multi-op program's peak live set fits the 2 MB
      working set), so no layer's work term grows: before - after ==
      (layers - programs) x floor + the sum over layers of (standalone work
      - work inside its program), every term of that sum >= 0, hence
      before - after >= (layers - programs) x floor.
    """
    module = parse(resnet18_ir())
    func = entry_function(module)
    before = estimate_function(func, H13)
    standalone = {row.op: row.estimate.work_us for row in before.rows}
    layers = before.dispatches
    fuse(module)
    after = estimate_function(func, H13)
    fused = programs(module)
    assert layers == 69 and len(fused) < layers
    assert after.dispatches == len(fused)
    for program in fused:
        estimate = estimate_program(program, H13)
        assert estimate.peak_live_bytes <= H13.working_set_bytes or len(members(program)) == 1
    savings = [standalone[row.op] - row.estimate.work_us for row in after.rows]
    assert min(savings) >= -1e-9
    floor = H13.dispatch_floor_us
    drop = before.latency_us - after.latency_us
    assert drop == pytest.approx((layers - len(fused)) * floor + sum(savings))
    assert drop >= (layers - len(fused)) * floor


def test_resnet18_programs_are_convex_and_labelled_in_order() -> None:
    module = parse(resnet18_ir())
    graph = nx.DiGraph()
    for op, uses in dataflow_graph(entry_function(module)).items():
        graph.add_node(op)
        graph.add_edges_from((op, consumer) for consumer, _ in uses)
    fuse(module)
    fused = programs(module)
    assert [p.label.data for p in fused if p.label is not None] == [f"p{i}" for i in range(len(fused))]
    for program in fused:
        inside = set(members(program))
        reached = set().union(*(nx.descendants(graph, op) for op in inside)) - inside
        assert not any(nx.descendants(graph, op) & inside for op in reached), "a path leaves and re-enters the program"


def test_fusing_fused_ir_changes_nothing() -> None:
    module = fuse(parse(resnet18_ir(64)))
    once = str(module)
    assert str(fuse(module)) == once


def test_fusion_keeps_the_results_of_resnet18() -> None:
    module = parse(resnet18_ir(32, "f32", classes=10))
    inputs = random_inputs(entry_function(module), seed=3)
    expected = run(module, inputs)
    fused = run(fuse(module), inputs)
    assert all(np.array_equal(a, b) for a, b in zip(expected, fused, strict=True))


# ---------------------------------------------------------------------------
# Random graphs
# ---------------------------------------------------------------------------

SHAPES = ((1, 8, 8, 8), (1, 64, 64, 64), (1, 32, 96, 96))
"""f32 activations of 2 KB, 1 MB and 1.2 MB: the larger ones make live sets
cross H13's 2 MB working set."""


@st.composite
def networks(draw: st.DrawFn) -> str:
    """A random dataflow graph of same-shaped activations: unary and binary
    elementwise ops, 1x1 convolutions, a constant, a reshape view pair, and
    gathers (never on the engine, SPEC §4) that change the backend."""
    n, c, h, w = draw(st.sampled_from(SHAPES))
    t = f"tensor<{n}x{c}x{h}x{w}xf32>"
    args, body, values = [f"%x: {t}"], [], ["%x"]
    for i in range(draw(st.integers(2, 9))):
        a = draw(st.sampled_from(values))
        kind = draw(st.sampled_from(("relu", "sigmoid", "add", "mul", "conv", "gather", "view", "constant")))
        if kind in ("relu", "sigmoid"):
            body.append(f"%v{i} = anec.{kind} {a} : {t}")
        elif kind in ("add", "mul"):
            b = draw(st.sampled_from(values))
            body.append(f"%v{i} = anec.{kind} {a}, {b} : {t}, {t} -> {t}")
        elif kind == "conv":
            args.append(f"%w{i}: tensor<{c}x{c}x1x1xf32>")
            body.append(f"%v{i} = anec.convolution {a}, %w{i} : {t}, tensor<{c}x{c}x1x1xf32> -> {t}")
        elif kind == "gather":
            args.append(f"%i{i}: tensor<{c}xi32>")
            body.append(f"%v{i} = anec.gather {a}, %i{i} {{axis = 1 : i64}} : {t}, tensor<{c}xi32> -> {t}")
        elif kind == "view":
            flat = f"tensor<{n}x{c}x{h * w}xf32>"
            body.append(f"%f{i} = anec.reshape {a} : {t} -> {flat}")
            body.append(f"%v{i} = anec.reshape %f{i} : {flat} -> {t}")
        else:
            body.append(f"%k{i} = anec.constant dense<5.000000e-01> : tensor<1x{c}x1x1xf32>")
            body.append(f"%v{i} = anec.mul {a}, %k{i} : {t}, tensor<1x{c}x1x1xf32> -> {t}")
        values.append(f"%v{i}")
    results = sorted(set(draw(st.lists(st.sampled_from(values[1:]), min_size=1, max_size=2))))
    types = ", ".join([t] * len(results))
    lines = [f"func.func @net({', '.join(args)}) -> ({types}) {{", *body, f"func.return {', '.join(results)} : {types}", "}"]
    return "\n".join(lines)


@FAST
@given(networks(), st.sampled_from(("h13", "h17s")))
def test_fusion_is_exact_idempotent_and_within_the_working_set(text: str, target_name: str) -> None:
    target = get_target(target_name)
    module = parse(text)
    func = entry_function(module)
    inputs = random_inputs(func, seed=0)
    expected = run(module, inputs)
    before = estimate_function(func, target)
    fuse(module, target_name)
    once = str(module)
    assert all(np.array_equal(a, b) for a, b in zip(expected, run(module, inputs), strict=True))
    assert str(fuse(module, target_name)) == once
    after = estimate_function(func, target)
    assert after.latency_us <= before.latency_us + 1e-9
    standalone = [op for op in func.body.block.ops if not isinstance(op, ProgramOp) and op.name.startswith("anec.")]
    assert after.dispatches == len(programs(module)) + sum(1 for op in standalone if not is_view(op))
    for program in programs(module):
        ops = members(program)
        assert not all(is_view(op) for op in ops), "a program of views only pays a floor for nothing"
        assert not any(op.name == "anec.gather" for op in ops), "gather never runs on the engine"
        assert peak_live_bytes(ops) == estimate_program(program, target).peak_live_bytes
        for mode in Mode:  # the scorers' shortcut: the same float, bit for bit
            assert program_latency_us(program, target, mode) == estimate_program(program, target, mode).estimate.latency_us
        assert peak_live_bytes(ops) <= target.working_set_bytes or sum(not is_view(op) for op in ops) == 1


@FAST
@given(networks())
def test_programs_are_maximal(text: str) -> None:
    """Two programs with nothing but constants between them could not be one:
    together they would exceed the working set."""
    module = fuse(parse(text))
    block_ops = [op for op in entry_function(module).body.block.ops if op.name != "anec.constant"]
    for first, second in pairwise(block_ops):
        if isinstance(first, ProgramOp) and isinstance(second, ProgramOp):
            assert peak_live_bytes([*members(first), members(second)[0]]) > H13.working_set_bytes


def test_a_function_with_a_program_is_left_alone() -> None:
    text = """
    func.func @f(%x: tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32> {
      %a = anec.program "mine" (%p = %x : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32> {
        %r = anec.relu %p : tensor<1x8x4x4xf32>
        anec.yield %r : tensor<1x8x4x4xf32>
      }
      %b = anec.sigmoid %a : tensor<1x8x4x4xf32>
      func.return %b : tensor<1x8x4x4xf32>
    }
    func.func @g(%x: tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32> {
      %b = anec.sigmoid %x : tensor<1x8x4x4xf32>
      func.return %b : tensor<1x8x4x4xf32>
    }
    """
    module = fuse(parse(text))
    f, g = (op for op in module.ops if isinstance(op, FuncOp))
    assert [op.name for op in f.body.block.ops] == ["anec.program", "anec.sigmoid", "func.return"]
    assert [p.label.data for p in programs(module) if p.label is not None] == ["mine", "p0"]
    assert programs(module)[1].parent_op() is g


def test_a_placement_past_the_state_limit_still_fuses() -> None:
    """Four values live at once; with the placement's state bound at 3 (one
    per backend) every value is relaxed, the relaxed optimum is all on the
    engine at no transfer, so the placement is still proven optimal (no
    `anec.placement_gap_ms`) and the graph fuses into one program."""
    t = "tensor<1x4x4x4xf16>"
    unary = ("relu", "sigmoid", "tanh", "abs")
    body = "\n".join(f"%v{i} = anec.{name} %x : {t}" for i, name in enumerate(unary))
    values = ", ".join(f"%v{i}" for i in range(len(unary)))
    out = f"tensor<1x{4 * len(unary)}x4x4xf16>"
    text = (
        f"func.func @wide(%x: {t}) -> {out} {{\n{body}\n"
        f"%y = anec.concat {values} {{axis = 1 : i64}} : {', '.join([t] * len(unary))} -> {out}\n"
        f"func.return %y : {out}\n}}"
    )
    module = parse(text)
    AnecFusePass(target="h13", placement_states=3).apply(anec_context(), module)
    module.verify()
    assert sum(isinstance(op, ProgramOp) for op in module.walk()) == 1
    func = next(op for op in module.ops if isinstance(op, FuncOp))
    assert GAP_ATTR not in func.attributes


# --- scored fusion (mode) -------------------------------------------------------------------


def t(*shape: int) -> str:
    return "tensor<" + "x".join(map(str, shape)) + "xf16>"


@dataclass
class DenseNetBuilder:
    """anec IR of a DenseNet-like graph (torchvision-free): a 7x7 stem, dense
    blocks whose every layer reads the concat of all earlier feature maps
    (batch norm, ReLU, 1x1, batch norm, ReLU, 3x3), transitions, a classifier."""

    args: list[str] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
    count: int = 0

    def value(self) -> str:
        self.count += 1
        return f"%v{self.count}"

    def arg(self, *shape: int) -> str:
        name = f"%a{len(self.args)}"
        self.args.append(f"{name}: {t(*shape)}")
        return name

    def op(self, text: str) -> str:
        name = self.value()
        self.lines.append(f"  {name} = {text}")
        return name

    def conv(self, x: str, cin: int, cout: int, k: int, h: int, stride: int = 1) -> str:
        w = self.arg(cout, cin, k, k)
        attrs = ["padding_style = #anec.padding_style<same>"] if k > 1 else []
        attrs += [f"strides = array<i64: {stride}, {stride}>"] if stride > 1 else []
        out = (h + stride - 1) // stride
        props = "{" + ", ".join(attrs) + "} " if attrs else ""
        return self.op(f"anec.convolution {x}, {w} {props}: {t(1, cin, h, h)}, {t(cout, cin, k, k)} -> {t(1, cout, out, out)}")

    def bn_relu(self, x: str, c: int, h: int) -> str:
        stats = ", ".join(self.arg(c) for _ in range(4))
        y = self.op(f"anec.batch_norm {x}, {stats} {{epsilon = 1.0e-05 : f32}} : {t(1, c, h, h)}, {t(c)}")
        return self.op(f"anec.relu {y} : {t(1, c, h, h)}")

    def concat(self, features: list[tuple[str, int]], h: int) -> tuple[str, int]:
        if len(features) == 1:
            return features[0]
        channels = sum(c for _, c in features)
        names = ", ".join(v for v, _ in features)
        types = ", ".join(t(1, c, h, h) for _, c in features)
        return self.op(f"anec.concat {names} {{axis = 1 : i64}} : {types} -> {t(1, channels, h, h)}"), channels

    def pool(self, kind: str, x: str, c: int, h: int, k: int, extra: str = "") -> str:
        window = f"kernel_sizes = array<i64: {k}, {k}>, strides = array<i64: 2, 2>{extra}"
        return self.op(f"anec.{kind} {x} {{{window}}} : {t(1, c, h, h)} -> {t(1, c, h // 2, h // 2)}")

    def build(self, blocks: tuple[int, ...], growth: int = 32, size: int = 224, stem: int = 64) -> str:
        x = self.conv(self.arg(1, 3, size, size), 3, stem, 7, size, 2)
        h = size // 2
        x = self.pool("max_pool", self.bn_relu(x, stem, h), stem, h, 3, ", padding_style = #anec.padding_style<same>")
        h, c = h // 2, stem
        for index, layers in enumerate(blocks):
            features = [(x, c)]
            for _ in range(layers):
                joined, cc = self.concat(features, h)
                y = self.conv(self.bn_relu(joined, cc, h), cc, 4 * growth, 1, h)
                features.append((self.conv(self.bn_relu(y, 4 * growth, h), 4 * growth, growth, 3, h), growth))
            x, c = self.concat(features, h)
            if index < len(blocks) - 1:
                y = self.conv(self.bn_relu(x, c, h), c, c // 2, 1, h)
                c //= 2
                x, h = self.pool("avg_pool", y, c, h, 2), h // 2
        g = self.op(f"anec.global_avg_pool {self.bn_relu(x, c, h)} : {t(1, c, h, h)} -> {t(1, c, 1, 1)}")
        r = self.op(f"anec.reshape {g} : {t(1, c, 1, 1)} -> {t(1, c)}")
        w = self.arg(c, 1000)
        y = self.op(f"anec.matmul {r}, {w} : {t(1, c)}, {t(c, 1000)} -> {t(1, 1000)}")
        body = "\n".join(self.lines)
        return f"func.func @densenet({', '.join(self.args)}) -> {t(1, 1000)} {{\n{body}\n  func.return {y} : {t(1, 1000)}\n}}\n"


def densenet_ir(blocks: tuple[int, ...]) -> str:
    return DenseNetBuilder().build(blocks)


def test_scored_fusion_merges_a_dense_networks_cuts() -> None:
    """A DenseNet-like graph (two dense blocks of two layers, every layer
    reading the concat of all earlier feature maps): on H13 the working-set
    rule cuts it into 7 programs; merging while the estimate does not rise
    leaves 4 (seed: a merged program past the working set streams) and 2
    (refined: only the layers over the working set stream, so it merges
    further; where it stops follows the fit of cost/refined.toml)."""
    text = densenet_ir((2, 2))
    counts = {}
    for mode in (None, "seed", "refined"):
        module = parse(text)
        AnecFusePass(target="h13", mode=mode).apply(anec_context(), module)
        module.verify()
        counts[mode] = len(programs(module))
        for scored in ("seed", "refined"):
            if mode == scored:
                unscored = parse(text)
                AnecFusePass(target="h13").apply(anec_context(), unscored)
                after = estimate_function(entry_function(module), "h13", scored).latency_us
                before = estimate_function(entry_function(unscored), "h13", scored).latency_us
                assert after <= before, (mode, before, after)
    assert counts == {None: 7, "seed": 4, "refined": 2}


def test_merged_programs_never_read_their_own_results() -> None:
    """Attention with projections at batch 16 on H17s: merging the programs
    of one engine run across the head-split reshapes (views left outside)
    once made a program read values computed from its own results."""
    from anec.passes.compile import AnecCompilePass
    from anec.calibration.rows import Row, row_function
    from anec.tools.ir_io import anec_context, parse_ir

    row = Row("mha", "attention", {"batch": 16, "heads": 12, "seq": 128, "model_dim": 768, "projections": True, "bias": True}, "h17s", 1.0)
    ctx = anec_context()
    module, _ = parse_ir(ctx, row_function(row), "mha")
    AnecCompilePass(target="h17s").apply(ctx, module)
    programs = [op for op in module.walk() if isinstance(op, ProgramOp)]
    assert programs
    for program in programs:
        for operand in program.operands:
            assert operand.owner not in program.walk()
    # Re-parsing checks dominance: no value is used before its definition.
    parse_ir(anec_context(), str(module), "mha")


def test_a_merge_is_weighed_on_its_members_as_on_a_detached_copy(monkeypatch: pytest.MonkeyPatch) -> None:
    """`MergeScorer` weighs a candidate on its members themselves
    (`members_latency_us`) where each member's copy has its work
    (`copied_alike`), else on a detached copy: both give the detached copy's
    `program_latency_us` bit for bit. ResNet-18 from the examples, with the
    fp32 boundary casts an import puts around it: a candidate holding the
    output cast (a boundary cast only while its result is returned) is
    weighed on the copy."""
    from anec.passes import fuse as fusion
    from anec.passes.compile import pipeline

    seen = {True: 0, False: 0}
    weigh = fusion.MergeScorer.__call__

    def checked(self: fusion.MergeScorer, members: list) -> float:
        got = weigh(self, members)
        copy = fusion.detached_program(self.graph, members)
        assert got.hex() == program_latency_us(copy, self.target, self.mode).hex()
        copy.erase()
        seen[all(fusion.copied_alike(op) for op in members)] += 1
        return got

    monkeypatch.setattr(fusion.MergeScorer, "__call__", checked)
    text = (EXAMPLES / "resnet18.mlir").read_text()
    for mode in Mode:
        for target in ("h13", "h17s"):
            module = parse(text)
            for stage in pipeline(target, mode.value)[:4]:  # through anec-fuse
                stage.apply(anec_context(), module)
    assert seen[True] and seen[False], seen
