"""Dialect-wide checks: documentation is current and every op is covered."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from anec.dialect.dialect import OP_FAMILIES, Anec
from devtools import gen_dialect_docs

ROOT = Path(__file__).resolve().parent.parent
FILECHECK = ROOT / "tests" / "filecheck" / "dialects" / "anec"


def test_dialect_docs_are_current() -> None:
    assert (ROOT / "docs" / "dialect.md").read_text() == gen_dialect_docs.render_markdown(), (
        "docs/dialect.md is stale: run `python -m devtools.gen_dialect_docs`"
    )


def test_every_op_is_in_exactly_one_family() -> None:
    listed = [op for ops in OP_FAMILIES.values() for op in ops]
    assert len(listed) == len(set(listed))
    assert set(listed) == set(Anec.operations)


@pytest.mark.parametrize("family", OP_FAMILIES)
def test_family_has_roundtrip_and_invalid_tests(family: str) -> None:
    roundtrip = FILECHECK / f"{family}.mlir"
    invalid = FILECHECK / f"{family}-invalid.mlir"
    assert roundtrip.exists() and invalid.exists()
    assert "ANEC_ROUNDTRIP" in roundtrip.read_text() and "ANEC_GENERIC_ROUNDTRIP" in roundtrip.read_text()
    assert "--verify-diagnostics" in invalid.read_text()


@pytest.mark.parametrize("op", sorted(Anec.operations, key=lambda o: o.name), ids=lambda o: o.name)
def test_every_op_round_trips_in_a_test(op) -> None:
    text = (FILECHECK / f"{family_of(op)}.mlir").read_text()
    assert re.search(rf"CHECK.*\b{re.escape(op.name)}\b", text), f"{op.name} has no CHECK line in its round-trip test"


@pytest.mark.parametrize("op", sorted(Anec.operations, key=lambda o: o.name), ids=lambda o: o.name)
def test_every_op_documents_its_ir(op) -> None:
    doc = op.__doc__ or ""
    assert "```mlir" in doc and op.name in doc, f"{op.__name__} needs a docstring with an IR example"


def family_of(op) -> str:
    return next(family for family, ops in OP_FAMILIES.items() if op in ops)


def test_every_assembly_format_builds_the_program_xdsl_builds() -> None:
    """`op_definition` parses a format on first use: each is the program
    xDSL's `irdl_op_definition` would have built at import, and recorded on
    the op's definition as xDSL records it."""
    from xdsl.irdl.declarative_assembly_format import FormatProgram

    with_format = [op for op in Anec.operations if op.assembly_format is not None]
    assert len(with_format) > 60
    for op in with_format:
        assert op.get_irdl_definition().assembly_format == op.assembly_format
        assert op.format_program() == FormatProgram.from_str(op.assembly_format, op.get_irdl_definition()), op.name


def test_a_format_beside_a_custom_parser_is_refused_as_xdsl_refuses_it() -> None:
    from xdsl.irdl import IRDLOperation, irdl_op_definition
    from xdsl.utils.exceptions import PyRDLOpDefinitionError

    from anec.dialect.definition import op_definition

    messages = []
    for decorate in (op_definition, irdl_op_definition):

        class Both(IRDLOperation):
            name = "anec.test_both"
            assembly_format = "attr-dict"

            @classmethod
            def parse(cls, parser):
                raise NotImplementedError

        with pytest.raises(PyRDLOpDefinitionError) as err:
            decorate(Both)
        messages.append(str(err.value))
    assert messages[0] == messages[1]


CONV_GENERIC = (
    "func.func @f(%x: tensor<1x2x4x4xf16>, %w: tensor<2x2x1x1xf16>, %b: tensor<2xf16>) -> tensor<1x2x4x4xf16> {\n"
    '  %y = "anec.convolution"(%x, %w, %b) <{operandSegmentSizes = array<i32: SIZES>}>'
    " : (tensor<1x2x4x4xf16>, tensor<2x2x1x1xf16>, tensor<2xf16>) -> tensor<1x2x4x4xf16>\n"
    "  func.return %y : tensor<1x2x4x4xf16>\n}\n"
)


def test_leading_operands_are_read_at_their_index_and_bad_segments_still_refused() -> None:
    """`op_definition` reads a convolution's input and weights at indices 0
    and 1 (`LeadingOperand`), the optional bias and post-scale through
    xDSL's accessors; segment sizes that do not fit the definition are
    refused by verification as before."""
    from xdsl.parser import Parser
    from xdsl.utils.exceptions import VerifyException

    from anec.dialect.conv import ConvolutionOp, DeconvolutionOp
    from anec.dialect.definition import LeadingOperand, LeadingResult
    from anec.dialect.elementwise import AddOp
    from anec.dialect.normalization import LayerNormOp
    from anec.tools.ir_io import anec_context

    for op_type, names in (
        (ConvolutionOp, ("input", "weights")),
        (DeconvolutionOp, ("input", "weights")),
        (LayerNormOp, ("input",)),
        (AddOp, ("lhs", "rhs")),
    ):
        leading = tuple(name for name, value in vars(op_type).items() if type(value) is LeadingOperand)
        assert leading == names, op_type
        assert type(vars(op_type)["output"]) is LeadingResult, op_type
    module = Parser(anec_context(), CONV_GENERIC.replace("SIZES", "1, 1, 1, 0")).parse_module()
    module.verify()
    conv = next(op for op in module.walk() if isinstance(op, ConvolutionOp))
    assert (conv.input, conv.weights, conv.bias, conv.post_scale) == (*conv.operands, None)
    assert conv.output is conv.results[0]
    bad = Parser(anec_context(), CONV_GENERIC.replace("SIZES", "1, 2, 0, 0")).parse_module()
    with pytest.raises(VerifyException, match="expected 1 value for weights, but got 2"):
        bad.verify()
    for name in ("input", "bias", "output"):  # leading, sized optional, leading result: all refuse, as xDSL's do
        with pytest.raises(NotImplementedError, match="Cannot write to named operands"):
            setattr(conv, name, conv.weights)
