"""
The corpus's batch-norm calibration (docs/validation.md, "Weights"): after
it, every batch norm outputs its scale and bias's statistics on the
calibration inputs, however large the weights before it, in an ONNX graph
(`devtools.validate_onnx.calibrate_batch_norms`, two batch norms in a
chain, the second calibrated on the first's calibrated output) and in a
torch module (`devtools.corpus.calibrate_batch_norms`).
"""

from __future__ import annotations

import numpy as np
import pytest

onnx = pytest.importorskip("onnx")
ort = pytest.importorskip("onnxruntime")

from onnx import helper, numpy_helper  # noqa: E402

from devtools.validate_onnx import calibrate_batch_norms, onnxruntime_outputs  # noqa: E402

SCALES = (np.array([0.5, 1.5, 1.0, 0.8], np.float32), np.array([1.2, 0.7, 0.9, 1.1], np.float32))
BIASES = (np.array([0.1, -0.2, 0.0, 0.3], np.float32), np.array([-0.1, 0.05, 0.2, 0.0], np.float32))


def chain() -> onnx.ModelProto:
    """x -> conv (weights 10x too large) -> batch norm -> relu -> conv -> batch norm, both norms' outputs exposed."""
    rng = np.random.default_rng(0)
    inits = [
        numpy_helper.from_array((rng.standard_normal((4, 3, 3, 3)) * 10).astype(np.float32), "w1"),
        numpy_helper.from_array((rng.standard_normal((4, 4, 3, 3)) * 10).astype(np.float32), "w2"),
    ]
    for i in (1, 2):
        inits += [
            numpy_helper.from_array(SCALES[i - 1], f"s{i}"),
            numpy_helper.from_array(BIASES[i - 1], f"b{i}"),
            numpy_helper.from_array(np.full(4, 3.0, np.float32), f"m{i}"),
            numpy_helper.from_array(np.full(4, 0.01, np.float32), f"v{i}"),
        ]
    nodes = [
        helper.make_node("Conv", ["x", "w1"], ["c1"], pads=[1, 1, 1, 1]),
        helper.make_node("BatchNormalization", ["c1", "s1", "b1", "m1", "v1"], ["n1"]),
        helper.make_node("Relu", ["n1"], ["r1"]),
        helper.make_node("Conv", ["r1", "w2"], ["c2"], pads=[1, 1, 1, 1]),
        helper.make_node("BatchNormalization", ["c2", "s2", "b2", "m2", "v2"], ["n2"]),
    ]
    graph = helper.make_graph(
        nodes,
        "chain",
        [helper.make_tensor_value_info("x", onnx.TensorProto.FLOAT, [1, 3, 16, 16])],
        [helper.make_empty_tensor_value_info("n1"), helper.make_empty_tensor_value_info("n2")],
        inits,
    )
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])


def test_onnx_batch_norms_output_their_scale_and_bias() -> None:
    model = chain()
    x = np.random.default_rng(2).standard_normal((1, 3, 16, 16)).astype(np.float32)
    before = onnxruntime_outputs(model, {"x": x})
    assert float(np.abs(before[1]).max()) > 1e3  # the random statistics leave the activations huge
    calibrated = calibrate_batch_norms(model, [{"x": x}])
    # The input model is left as it was; the statistics are new initializers.
    assert [n.input[3] for n in model.graph.node if n.op_type == "BatchNormalization"] == ["m1", "m2"]
    for out, scale, bias in zip(onnxruntime_outputs(calibrated, {"x": x}), SCALES, BIASES, strict=True):
        per_channel = np.moveaxis(out, 1, 0).reshape(4, -1)
        np.testing.assert_allclose(per_channel.mean(axis=1), bias, atol=1e-4)
        np.testing.assert_allclose(per_channel.std(axis=1), scale, rtol=1e-3)


def test_torch_batch_norms_output_their_scale_and_bias() -> None:
    torch = pytest.importorskip("torch")
    from devtools.corpus import calibrate_batch_norms as calibrate_module

    torch.manual_seed(0)
    model = torch.nn.Sequential(
        torch.nn.Conv2d(3, 4, 3, padding=1), torch.nn.BatchNorm2d(4), torch.nn.ReLU(), torch.nn.Conv2d(4, 4, 3, padding=1), torch.nn.BatchNorm2d(4)
    ).eval()
    with torch.no_grad():
        for conv in (model[0], model[3]):
            conv.weight.mul_(10)
        for norm, scale, bias in ((model[1], *[t[0] for t in (SCALES, BIASES)]), (model[4], SCALES[1], BIASES[1])):
            norm.weight.copy_(torch.from_numpy(scale))
            norm.bias.copy_(torch.from_numpy(bias))
            norm.running_mean.fill_(3.0)
            norm.running_var.fill_(0.01)
    batch = (torch.randn(4, 3, 16, 16, generator=torch.Generator().manual_seed(2)),)
    calibrate_module(model, batch)
    assert not model.training and not any(m.training for m in model.modules())
    assert model[1].momentum == 0.1  # restored
    with torch.no_grad():
        first = model[:2](*batch).transpose(0, 1).reshape(4, -1).numpy()
        second = model(*batch).transpose(0, 1).reshape(4, -1).numpy()
    # torch keeps the unbiased variance, so each output's spread is its scale
    # times sqrt((n - 1) / n), and the second norm's input in evaluation is
    # that much narrower than in the calibration pass (hence its looser bound).
    for out, scale, bias, atol in ((first, SCALES[0], BIASES[0], 1e-4), (second, SCALES[1], BIASES[1], 2e-3)):
        n = out.shape[1]
        np.testing.assert_allclose(out.mean(axis=1), bias, atol=atol)
        np.testing.assert_allclose(out.std(axis=1), scale * np.sqrt((n - 1) / n), rtol=2e-3)
