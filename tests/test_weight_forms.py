"""One computation, one estimate: the estimate (both modes, as written and
after `anec-compile`) is the same to the printed digit whatever form the
weights take -- inline constants, `dense_resource` blobs, placeholders or
function arguments marked `anec.weight` (docs/cost-model.md, "Invariances")."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import onnx
import pytest
from xdsl.dialects.builtin import ModuleOp

from anec.cost.analytic import Mode, estimate_module
from anec.dialect.constant import ConstantOp
from anec.dialect.dense import PlaceholderAttr
from anec.frontend.onnx import convert_onnx
from anec.interpreter import run
from anec.passes.compile import AnecCompilePass
from anec.tools.ir_io import anec_context, parse_ir
from anec.tools.weight_forms import WeightForm, mark_weight_arguments, rewrite_weights
from devtools.validate_onnx import randomize_fills

ROOT = Path(__file__).resolve().parent.parent
ZOO = Path(onnx.__file__).parent / "backend" / "test" / "data" / "light"
CTX = anec_context()

# Each example and zoo graph on one or two targets, so that every target
# family (M1, M2, M5) is covered while the suite stays fast.
CASES = [
    ("resnet_basic_block", "h13"),
    ("resnet_basic_block", "h17s"),
    ("mobilenet_inverted_residual", "h14"),
    ("transformer_encoder_block", "h17s"),
    ("mobilenetv2", "h13"),
    ("zoo:squeezenet", "h14"),
]
if os.environ.get("ANEC_ALL_EXAMPLES"):
    # About 30 s each, too slow for the suite: ANEC_ALL_EXAMPLES=1 python -m pytest tests/test_weight_forms.py
    CASES += [("resnet18", "h14"), ("resnet18", "h17s"), ("vit_tiny_encoder", "h17s"), ("vit_tiny_encoder", "h13")]


def parse(text: str) -> ModuleOp:
    return parse_ir(CTX, text, "weights.mlir")[0]


def base_text(name: str) -> str:
    """The graph with every weight inline: an example's arguments after its
    input are its weights (each example's header says so); a zoo graph is
    imported with its weights as arguments."""
    if name.startswith("zoo:"):
        model = randomize_fills(onnx.load(str(ZOO / f"light_{name[4:]}.onnx")))
        module = convert_onnx(model, keep_fp32=False, weights="args").module
    else:
        module = parse((ROOT / "examples" / f"{name}.mlir").read_text())
        mark_weight_arguments(module, skip=1)
    return str(rewrite_weights(module, WeightForm.INLINE))


def totals(module: ModuleOp, target: str) -> tuple[tuple[str, int, int, int], ...]:
    """What `anec-report` prints for the whole module, in both modes."""
    out = []
    for mode in Mode:
        e = estimate_module(module, target, mode)
        out.append((f"{e.latency_us:.3f}", e.dispatches, e.bytes, round(e.flops)))
    return tuple(out)


@pytest.mark.parametrize(("name", "target"), CASES, ids=lambda c: str(c))
def test_estimate_does_not_depend_on_the_weights_form(name: str, target: str) -> None:
    inline = base_text(name)
    written: dict[WeightForm, object] = {}
    compiled: dict[WeightForm, object] = {}
    for form in WeightForm:
        module = rewrite_weights(parse(inline), form)
        written[form] = totals(module, target)
        AnecCompilePass(target=target).apply(CTX, module)
        compiled[form] = totals(module, target)
    assert len(set(written.values())) == 1, written
    assert len(set(compiled.values())) == 1, compiled
    # Compiling changes the estimate (the test compares something that moves).
    assert compiled[WeightForm.INLINE] != written[WeightForm.INLINE]


@pytest.mark.parametrize("form", [WeightForm.INLINE, WeightForm.PLACEHOLDER, WeightForm.ARGUMENT])
def test_refined_compile_does_not_depend_on_the_weights_form(form: WeightForm) -> None:
    inline = base_text("resnet_basic_block")
    reference = parse(inline)
    AnecCompilePass(target="h17s", mode="refined").apply(CTX, reference)
    module = rewrite_weights(parse(inline), form)
    AnecCompilePass(target="h17s", mode="refined").apply(CTX, module)
    assert totals(module, "h17s") == totals(reference, "h17s")


def test_importer_forms_agree() -> None:
    """`anec-import --weights inline|resource|args|none` of one graph estimate alike."""
    model = randomize_fills(onnx.load(str(ZOO / "light_squeezenet.onnx")))
    results = {}
    for weights in ("inline", "resource", "args", "none"):
        module = convert_onnx(model, keep_fp32=False, weights=weights).module
        results[weights] = totals(module, "h13")
    assert len(set(results.values())) == 1, results


def test_rewrite_keeps_the_values() -> None:
    """inline -> resource -> argument -> inline computes the same; a
    placeholder keeps the type alone."""
    text = base_text("mobilenet_inverted_residual")
    x = np.random.default_rng(1).standard_normal((1, 64, 14, 14)).astype(np.float16)
    want = run(parse(text), [x])
    resource = rewrite_weights(parse(text), WeightForm.RESOURCE)
    assert run(resource, [x])[0].tobytes() == want[0].tobytes()
    args = rewrite_weights(parse(text), WeightForm.ARGUMENT)
    func = next(iter(args.ops))
    assert 'anec.weight' in str(func) and not any(isinstance(op, ConstantOp) for op in args.walk())
    back = rewrite_weights(parse(str(args)), WeightForm.INLINE)
    # Argument elements are not in the file: made up again, from the same seed
    # in the same order as `base_text` made them up from the example's arguments.
    assert str(back) == text
    placeholder = rewrite_weights(parse(text), WeightForm.PLACEHOLDER)
    constants = [op for op in placeholder.walk() if isinstance(op, ConstantOp)]
    assert constants and all(isinstance(op.value, PlaceholderAttr) for op in constants)


ADD_BIAS = """
func.func @f(%x: tensor<1x256x768xf16>, %b: tensor<768xf16>{marker}) -> tensor<1x256x768xf16> {{
  %y = anec.add %x, %b : tensor<1x256x768xf16>, tensor<768xf16> -> tensor<1x256x768xf16>
  %z = anec.relu %y : tensor<1x256x768xf16>
  func.return %z : tensor<1x256x768xf16>
}}
"""


def test_a_marked_argument_is_a_constant_an_unmarked_one_an_input() -> None:
    """The attribute, not the form, says what an argument is: `anec.weight`
    estimates as the constant; without it the argument is a run-time input
    (an activation, held in the working set)."""
    marked = parse(ADD_BIAS.format(marker=" {anec.weight}"))
    unmarked = parse(ADD_BIAS.format(marker=""))
    inline = rewrite_weights(parse(str(marked)), WeightForm.INLINE)
    for target in ("h13", "h17s"):
        assert totals(marked, target) == totals(inline, target)
    from anec.cost.work import Role, op_work

    add = lambda m: next(op for op in m.walk() if op.name == "anec.add")  # noqa: E731
    assert [r.role for r in op_work(add(marked)).reads] == [Role.ACTIVATION, Role.WEIGHT]
    assert [r.role for r in op_work(add(unmarked)).reads] == [Role.ACTIVATION, Role.ACTIVATION]
