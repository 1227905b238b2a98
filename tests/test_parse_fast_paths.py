"""The parser's fast paths (tools/ir_io.py's tensor type cache, the
`#anec.cost` regular expression) read what the token-by-token parse reads."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.parser import Parser
from xdsl.utils.exceptions import ParseError

from anec.dialect.attributes import CostAttr
from anec.tools.ir_io import LocatingParser, anec_context

COST = (
    '#anec.cost<latency_us = 247.41, bound = bandwidth, backend = engine, flops = 236027904, bytes = 2226688, '
    'intensity = {intensity}, cycles = {cycles}, exec_cycles = 65535, saturated = true, lever = "bandwidth: fuse">'
)


def module_text(cost: str) -> str:
    return (
        "func.func @f(%x: tensor<1x4x8x8xf16>) -> tensor<1x4x8x8xf16> {\n"
        f"  %y = anec.relu %x {{anec.cost = {cost}}} : tensor<1x4x8x8xf16>\n"
        "  %z = anec.relu %y : tensor<1x4x8x8xf16>\n"
        "  func.return %z : tensor<1x4x8x8xf16>\n}"
    )


def parse_both(text: str) -> tuple[ModuleOp, ModuleOp]:
    ctx = anec_context()
    return LocatingParser(ctx, text, "<test>").parse_module(), Parser(ctx, text, "<test>").parse_module()


@pytest.mark.parametrize(
    "intensity, cycles", [("106.0", "7556235"), ("inf", "none"), ("1.5e-03", "0")]
)
def test_cost_and_types_read_as_the_plain_parser_reads_them(intensity: str, cycles: str) -> None:
    fast, plain = parse_both(module_text(COST.format(intensity=intensity, cycles=cycles)))
    assert str(fast) == str(plain)
    costs = [op.attributes["anec.cost"] for op in fast.walk() if "anec.cost" in op.attributes]
    assert costs == [op.attributes["anec.cost"] for op in plain.walk() if "anec.cost" in op.attributes]
    assert isinstance(costs[0], CostAttr) and costs[0].lever.data == "bandwidth: fuse"
    types = [op.results[0].type for op in fast.walk() if op.name == "anec.relu"]
    assert types[0] is types[1] and isinstance(types[0], TensorType)  # one parse, shared


def test_a_cost_the_expression_does_not_match_is_parsed_and_refused_as_before() -> None:
    # A negative count: not the expression's form, so the token parse reads it and reports it.
    bad = COST.format(intensity="1.0", cycles="-3")
    with pytest.raises(ParseError) as fast:
        LocatingParser(anec_context(), module_text(bad), "<test>").parse_module()
    with pytest.raises(ParseError) as plain:
        Parser(anec_context(), module_text(bad), "<test>").parse_module()
    assert fast.value.msg == plain.value.msg
    # Spaced out differently (a line break inside), it still reads the same.
    spaced = COST.format(intensity="2.0", cycles="12").replace(", bound", ",\n      bound")
    fast_module, plain_module = parse_both(module_text(spaced))
    assert str(fast_module) == str(plain_module)
