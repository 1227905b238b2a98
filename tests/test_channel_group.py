"""
`anec-channel-group` (SPEC section 5): the recorded groups are
`cost.channel_groups`'s, the cost model reads them back on their target and
recomputes on another, the pass changes no result and is idempotent.
"""

from __future__ import annotations

from io import StringIO

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import PassFailedException, VerifyException

from anec.dialect.attributes import ChannelGroupsAttr
from anec.dialect.conv import ConvolutionOp, DeconvolutionOp, MatmulOp
from anec.interpreter import entry_function, random_inputs, run
from anec.cost.analytic import Mode, estimate_op
from anec.cost.channel_groups import CHANNEL_GROUPS_ATTR, array_shape, channel_groups, groups_of
from anec.cost.targets import get_target, target_names
from anec.cost.work import CostError
from anec.passes.channel_group import AnecChannelGroupPass
from anec.tools.ir_io import anec_context

CTX: Context = anec_context()
H13 = get_target("h13")
FAST = settings(max_examples=25, deadline=None)


def parse(text: str) -> ModuleOp:
    module = Parser(CTX, text).parse_module()
    module.verify()
    return module


def layers(module: ModuleOp) -> list[ConvolutionOp | DeconvolutionOp | MatmulOp]:
    return [op for op in module.walk() if isinstance(op, ConvolutionOp | DeconvolutionOp | MatmulOp)]


@st.composite
def networks(draw: st.DrawFn) -> str:
    """A convolution (kernel 1..3), a deconvolution and a matmul of drawn channel counts, f16 or f32."""
    el = draw(st.sampled_from(["f16", "f32"]))
    cin, cout = draw(st.sampled_from([1, 3, 8, 16])), draw(st.sampled_from([1, 5, 8, 24, 64]))
    k, hw = draw(st.integers(1, 3)), draw(st.integers(4, 8))
    n = draw(st.sampled_from([1, 7, 32]))
    out = hw - k + 1
    return f"""func.func @f(%x: tensor<1x{cin}x{hw}x{hw}x{el}>, %w: tensor<{cout}x{cin}x{k}x{k}x{el}>,
                          %d: tensor<{cin}x{cout}x2x2x{el}>, %b: tensor<{out}x{n}x{el}>)
        -> (tensor<1x{cin}x{2 * out}x{2 * out}x{el}>, tensor<1x{cout}x{out}x{n}x{el}>) {{
      %c = anec.convolution %x, %w : tensor<1x{cin}x{hw}x{hw}x{el}>, tensor<{cout}x{cin}x{k}x{k}x{el}> -> tensor<1x{cout}x{out}x{out}x{el}>
      %t = anec.deconvolution %c, %d {{strides = array<i64: 2, 2>}} : tensor<1x{cout}x{out}x{out}x{el}>, tensor<{cin}x{cout}x2x2x{el}> -> tensor<1x{cin}x{2 * out}x{2 * out}x{el}>
      %m = anec.matmul %c, %b : tensor<1x{cout}x{out}x{out}x{el}>, tensor<{out}x{n}x{el}> -> tensor<1x{cout}x{out}x{n}x{el}>
      func.return %t, %m : tensor<1x{cin}x{2 * out}x{2 * out}x{el}>, tensor<1x{cout}x{out}x{n}x{el}>
    }}"""


@FAST
@given(networks(), st.sampled_from(target_names()))
def test_records_the_cost_models_groups_and_changes_nothing_else(text: str, target_name: str) -> None:
    target = get_target(target_name)
    module = parse(text)
    recorded = module.clone()
    AnecChannelGroupPass(target=target_name).apply(CTX, recorded)
    recorded.verify()
    for before, after in zip(layers(module), layers(recorded), strict=True):
        groups = groups_of(array_shape(before), target)
        attr = after.attributes[CHANNEL_GROUPS_ATTR]
        assert attr == ChannelGroupsAttr(
            target=target.name, ocg=groups.ocg, passes=groups.passes, active_cores=groups.active_cores
        )
        assert channel_groups(after, target) == groups
        # The record reconstructs the round-robin map: channel c on core c mod active cores.
        assert all(groups.core_of(c) == c % attr.active_cores.data for c in range(array_shape(before).cout))
    inputs = random_inputs(entry_function(module))
    for want, got in zip(run(module, inputs), run(recorded, inputs), strict=True):
        assert (want == got).all()
    again = recorded.clone()
    AnecChannelGroupPass(target=target_name).apply(CTX, again)
    assert str(again) == str(recorded)


def conv_1x1(cout: int = 64, **record: int | str) -> ConvolutionOp:
    """A 1x1 fp16 convolution 64 -> `cout` at 32x32, with a record when given."""
    x, w, y = "tensor<1x64x32x32xf16>", f"tensor<{cout}x64x1x1xf16>", f"tensor<1x{cout}x32x32xf16>"
    module = parse(
        f"func.func @f(%x: {x}, %w: {w}) -> {y} {{\n  %y = anec.convolution %x, %w : {x}, {w} -> {y}\n  func.return %y : {y}\n}}"
    )
    (conv,) = layers(module)
    if record:
        conv.attributes[CHANNEL_GROUPS_ATTR] = ChannelGroupsAttr(**record)  # type: ignore[arg-type]  # the record's fields, by name
    return conv


def test_cost_model_reads_a_record_for_its_target() -> None:
    # 8 output channels: one group of OCG 8 on 1 core; recorded as 4 groups of 2, on 4 cores.
    plain = conv_1x1(8)
    override = conv_1x1(8, target="h13", ocg=2, passes=3, active_cores=4)
    groups = channel_groups(override, H13)
    assert (groups.ocg, groups.passes, groups.active_cores, groups.groups) == (2, 3, 4, 4)
    assert channel_groups(plain, H13).active_cores == 1
    # The refined compute rate scales with active cores.
    ratio = estimate_op(plain, H13, Mode.REFINED).compute_us / estimate_op(override, H13, Mode.REFINED).compute_us
    assert ratio == pytest.approx(4)


def test_a_record_for_another_target_is_recomputed() -> None:
    conv = conv_1x1(target="h17s", ocg=8, passes=1, active_cores=8)
    assert channel_groups(conv, H13) == channel_groups(conv_1x1(), H13)


@pytest.mark.parametrize(
    ("record", "why"),
    [
        ({"ocg": 16, "passes": 1, "active_cores": 4}, "ocg 16 is not a power of two up to 8"),
        ({"ocg": 8, "passes": 1, "active_cores": 2}, "active_cores 2; expected 4 for ocg 8"),
        ({"ocg": 8, "passes": 9, "active_cores": 4}, "passes 9; expected 1 to 8 for ocg 8"),
    ],
)
def test_an_impossible_record_is_a_cost_error(record: dict[str, int], why: str) -> None:
    conv = conv_1x1(target="h13", **record)
    with pytest.raises(CostError, match=f"anec.channel_groups is inconsistent with target h13: {why}"):
        channel_groups(conv, H13)
    module = conv.get_toplevel_object()
    assert isinstance(module, ModuleOp)
    with pytest.raises(PassFailedException, match=why):
        AnecChannelGroupPass(target="h13").apply(CTX, module)


def test_a_foreign_attribute_is_a_verifier_error() -> None:
    conv = conv_1x1()
    conv.attributes[CHANNEL_GROUPS_ATTR] = StringAttr("h13")
    with pytest.raises(VerifyException, match='anec.channel_groups = "h13" is not a #anec.channel_groups'):
        conv.verify()


def test_attribute_round_trips_in_both_forms() -> None:
    module = conv_1x1().get_toplevel_object()
    assert isinstance(module, ModuleOp)
    AnecChannelGroupPass(target="h13").apply(CTX, module)
    text = str(module)
    assert '#anec.channel_groups<target = "h13", ocg = 8, passes = 1, active_cores = 4>' in text
    assert str(parse(text)) == text
    generic = StringIO()
    Printer(stream=generic, print_generic_format=True).print_op(module)
    assert str(parse(generic.getvalue())) == text
