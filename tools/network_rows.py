"""
The whole-network calibration rows (`data/measurements/ane_networks.jsonl`,
`op: network`) as anec modules: each row's network is rebuilt from its timm
constructor with seeded random weights, in eval mode, reparameterized where
the row says so (`timm.utils.reparameterize_model`), exported to ONNX by
torch's TorchScript exporter (opset 17) and imported shape-only, as
`anec-import --weights none` does ([networks.md](../docs/networks.md)).

    from anec.tools.network_rows import build_onnx, network_module
    module = network_module(row["params"])      # a verified builtin.module

A row's `params.rebuild` is prose for people; it is never evaluated. The
recipes below are its reading, one per `params.name`, and `recipe()` checks
that the row's text still says what its recipe does. Needs torch and timm
(`pip install 'anec-compiler[networks]'`); the imports are lazy, so this
module loads without them.
"""

from __future__ import annotations

import io
import sys
import warnings
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from anec.frontend import module_text
from anec.frontend.onnx import convert_onnx

EXPORTER = "torchscript"
"""`torch.onnx.export(..., dynamo=False)`: it exports all 14 networks without onnxscript."""
OPSET = 17
"""The ONNX opset of the export (the project's examples and corpus use the same)."""
SEED = 0
"""`torch.manual_seed` before each constructor: the random weights are the same every run."""


class NetworkRowError(Exception):
    """A row this module cannot rebuild, described in one line."""


@dataclass(frozen=True)
class Recipe:
    """How one row's network is rebuilt: timm's constructor and whether the
    inference (reparameterized, batch norms fused) form is taken."""

    name: str
    """The row's `params.name`."""
    variant: str
    """The timm model name given to `timm.create_model`."""
    reparameterize: bool
    """Apply `timm.utils.reparameterize_model` (MobileOne's branch merge, RepViT's BN fusion)."""

    @property
    def steps(self) -> str:
        """The recipe as one line of text."""
        text = f"timm.create_model('{self.variant}')"
        return text + ", timm.utils.reparameterize_model" if self.reparameterize else text


RECIPES: dict[str, Recipe] = {
    r.name: r
    for r in (
        *(Recipe(f"MobileOne-S{i}", f"mobileone_s{i}", True) for i in range(5)),
        *(Recipe(f"EfficientFormerV2-{s}", f"efficientformerv2_{s.lower()}", False) for s in ("S0", "S1", "S2", "L")),
        *(Recipe(f"RepViT-M{m}", f"repvit_m{m.replace('.', '_')}", True) for m in ("0.9", "1.0", "1.1", "1.5", "2.3")),
    )
}
"""Every network row's recipe, by `params.name`."""

_REPARAMETERIZE_WORDS = ("reparameterize_model", "fuse BN")
"""What a row's `rebuild` text says when it takes the inference form."""


def recipe(params: Mapping[str, Any]) -> Recipe:
    """The recipe of a row's `params`, after checking that its `rebuild`
    text names the same constructor and the same reparameterization."""
    name = params.get("name")
    if name not in RECIPES:
        raise NetworkRowError(f"network row: unknown network {name!r}; expected one of {', '.join(sorted(RECIPES))}")
    found = RECIPES[name]
    rebuild = str(params.get("rebuild", ""))
    if f"timm.create_model('{found.variant}')" not in rebuild:
        raise NetworkRowError(f"network row {name}: rebuild {rebuild!r} does not name timm.create_model('{found.variant}'), its recipe")
    says = any(word in rebuild for word in _REPARAMETERIZE_WORDS)
    if says != found.reparameterize:
        want = "takes" if found.reparameterize else "does not take"
        raise NetworkRowError(f"network row {name}: rebuild {rebuild!r} disagrees with its recipe, which {want} the reparameterized form")
    return found


def input_shape(params: Mapping[str, Any]) -> tuple[int, ...]:
    """The row's `params.input_shape` (`1x3x224x224`) as a tuple; its first
    axis must be `params.batch` where the row gives one."""
    text = str(params.get("input_shape", ""))
    parts = text.split("x")
    if len(parts) != 4 or not all(p.isdigit() and int(p) > 0 for p in parts):
        raise NetworkRowError(f"network row {params.get('name')}: input_shape {text!r} is not an NxCxHxW shape of positive integers")
    shape = tuple(int(p) for p in parts)
    if "batch" in params and params["batch"] != shape[0]:
        raise NetworkRowError(f"network row {params.get('name')}: batch {params['batch']} differs from input_shape {text!r}")
    return shape


_TORCHVISION_SHIM: Any = None


def import_torchvision() -> Any:
    """
    torchvision (timm imports it), also where its C++ operators cannot load:
    PyPI's torchvision wheel is built against torch's CUDA build, and on
    torch's CPU build its `_C` extension does not load, after which
    torchvision 0.28's import stops registering fake kernels for
    `torchvision::nms` and `torchvision::qnms`, operators that nothing
    defined. No network here uses either, so their schemas are defined (as
    torchvision's csrc/ops/nms.cpp declares them) and the import retried.
    Where the extension loads, this does nothing.
    """
    global _TORCHVISION_SHIM
    try:
        import torchvision
    except RuntimeError as err:
        if "torchvision::nms" not in str(err):
            raise
        import torch

        for module in [m for m in sys.modules if m == "torchvision" or m.startswith("torchvision.")]:
            del sys.modules[module]
        _TORCHVISION_SHIM = torch.library.Library("torchvision", "FRAGMENT")
        _TORCHVISION_SHIM.define("nms(Tensor dets, Tensor scores, float iou_threshold) -> Tensor")
        _TORCHVISION_SHIM.define("qnms(Tensor dets, Tensor scores, float iou_threshold) -> Tensor")
        import torchvision
    return torchvision


def _timm() -> Any:
    try:
        import_torchvision()
        import timm
        import timm.utils
    except ImportError as err:
        raise NetworkRowError(f"network rows need torch and timm: {err}; install them with pip install 'anec-compiler[networks]'") from err
    return timm


def build_model(params: Mapping[str, Any]) -> Any:
    """The row's network as a torch module: seeded random weights, eval mode,
    reparameterized where its recipe says."""
    found = recipe(params)
    timm = _timm()
    import torch

    torch.manual_seed(SEED)
    model = timm.create_model(found.variant, pretrained=False).eval()
    if found.reparameterize:
        model = timm.utils.reparameterize_model(model).eval()
    return model


def build_onnx(params: Mapping[str, Any]) -> bytes:
    """The row's network exported to ONNX (TorchScript exporter, opset 17;
    graph input `input`, output `output`), as the bytes of the model."""
    shape = input_shape(params)
    model = build_model(params)
    import torch

    buffer = io.BytesIO()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.onnx.export(
            model,
            (torch.zeros(shape),),
            buffer,
            dynamo=False,
            opset_version=OPSET,
            input_names=["input"],
            output_names=["output"],
            do_constant_folding=True,
        )
    return buffer.getvalue()


def header(params: Mapping[str, Any]) -> str:
    """The recipe as one comment line: the network, its constructor, the
    timm and torch releases, the exporter and the opset."""
    found = recipe(params)
    timm = _timm()
    import torch

    torch_release = torch.__version__.split("+")[0]
    return (
        f"// network {found.name}: {found.steps}, seed {SEED}, eval; timm {timm.__version__}, torch {torch_release}, "
        f"exporter {EXPORTER}, opset {OPSET}; anec-import --weights none --entry {found.variant}"
    )


def network_module(params: Mapping[str, Any]) -> Any:
    """The row's network imported shape-only (`anec-import --weights none`,
    the function named after the timm variant): a verified `builtin.module`."""
    import onnx

    found = recipe(params)
    model = onnx.load_from_string(build_onnx(params))
    result = convert_onnx(model, weights="none", entry=found.variant)
    if result.warnings:
        raise NetworkRowError(f"network row {found.name}: the import warned: {'; '.join(result.warnings)}")
    return result.module


def network_text(params: Mapping[str, Any]) -> str:
    """The row's cached IR file: `header()`, then the module as `anec-import` writes it."""
    return header(params) + "\n" + module_text(network_module(params))
