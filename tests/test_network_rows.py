"""The whole-network rows as anec modules (anec.tools.network_rows, devtools.network_rows, docs/networks.md)."""

from __future__ import annotations

import importlib.util
import math

import pytest

from anec.dialect.constant import ConstantOp
from anec.dialect.dense import PlaceholderAttr
from anec.tools.ir_io import anec_context, load_module
from anec.tools.network_rows import OPSET, RECIPES, NetworkRowError, input_shape, recipe
from devtools.network_rows import CACHE, cache_path, rows, smallest

ROWS = rows()


def test_every_network_row_has_a_recipe_that_agrees_with_its_text() -> None:
    assert len(ROWS) == 14
    assert sorted(row["params"]["name"] for row in ROWS) == sorted(RECIPES)
    for row in ROWS:
        found = recipe(row["params"])
        assert found.reparameterize == (not found.name.startswith("EfficientFormerV2"))
        assert input_shape(row["params"]) == (1, 3, 224, 224)


def test_the_cache_holds_exactly_the_rows() -> None:
    assert sorted(p.name for p in CACHE.iterdir()) == sorted(cache_path(row).name for row in ROWS)


@pytest.mark.parametrize("row", ROWS, ids=[row["id"] for row in ROWS])
def test_a_cached_network_names_its_recipe_and_parses(row: dict) -> None:
    path = cache_path(row)
    first = path.read_text().split("\n", 1)[0]
    found = recipe(row["params"])
    assert first.startswith(f"// network {found.name}: {found.steps}, seed 0, eval; timm ")
    assert first.endswith(f"exporter torchscript, opset {OPSET}; anec-import --weights none --entry {found.variant}")
    module = load_module(anec_context(), str(path))
    convolutions = [op for op in module.walk() if op.name == "anec.convolution"]
    assert len(convolutions) >= 40
    # Shape-only: every constant of more than one element is a placeholder.
    for op in module.walk():
        if isinstance(op, ConstantOp) and math.prod(op.value.get_type().get_shape()) > 1:
            assert isinstance(op.value, PlaceholderAttr), op


@pytest.mark.parametrize(
    "params, message",
    [
        ({"name": "ResNet-50", "rebuild": "timm.create_model('resnet50')"}, "unknown network 'ResNet-50'; expected one of EfficientFormerV2-L, "),
        ({"name": "MobileOne-S0", "rebuild": "timm.create_model('mobileone_s1') then timm.utils.reparameterize_model(m)"}, "does not name timm.create_model('mobileone_s0')"),
        ({"name": "MobileOne-S0", "rebuild": "timm.create_model('mobileone_s0')"}, "disagrees with its recipe, which takes the reparameterized form"),
        ({"name": "EfficientFormerV2-S0", "rebuild": "timm.create_model('efficientformerv2_s0') + fuse BN"}, "which does not take"),
        ({"name": "RepViT-M1.0", "input_shape": "1x3x224"}, "input_shape '1x3x224' is not an NxCxHxW shape"),
        ({"name": "RepViT-M1.0", "input_shape": "2x3x224x224", "batch": 1}, "batch 1 differs from input_shape '2x3x224x224'"),
    ],
)
def test_a_row_that_cannot_be_rebuilt_is_a_one_line_error(params: dict, message: str) -> None:
    with pytest.raises(NetworkRowError) as caught:
        input_shape(params) if "input_shape" in params else recipe(params)
    assert message in str(caught.value)
    assert "\n" not in str(caught.value)


def test_the_smallest_network_regenerates_byte_for_byte() -> None:
    if importlib.util.find_spec("timm") is None:
        pytest.skip("timm is not installed (the 'networks' extra): the network rows cannot be rebuilt")
    from anec.tools.network_rows import network_text

    row = smallest(ROWS)
    assert network_text(row["params"]) == cache_path(row).read_text(), "stale: run python -m devtools.network_rows --write"
