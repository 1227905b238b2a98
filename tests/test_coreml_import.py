"""
The Core ML front end (`anec.frontend.coreml`, docs/import.md "Core ML"):
each MIL op family, built with coremltools' MIL builder (no conversion, so
fast), imported in fp32 and run by the anec interpreter against torch's
functional form of the same op; one tiny torch model converted by coremltools
to an fp16 ML Program, saved as an `.mlpackage`, imported by `anec-import`
and run against the torch model; the errors; and `anec-report` on the
imported graph. Skipped, with the reason printed, where coremltools is absent.
"""

from __future__ import annotations

import contextlib
import io
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

ct = pytest.importorskip("coremltools", reason="coremltools is not installed (make installs it; extra 'coreml')")
torch = pytest.importorskip("torch", reason="torch is not installed (the reference of the Core ML import tests)")
F = torch.nn.functional

from coremltools.converters.mil import Builder as mb  # noqa: E402
from coremltools.converters.mil.mil import types  # noqa: E402

from anec.frontend.coreml import CoreMLImportError, convert_coreml  # noqa: E402
from anec.interpreter import run  # noqa: E402
from anec.tools import anec_import, anec_report  # noqa: E402

RNG = np.random.default_rng(0)


def randn(*shape: int) -> np.ndarray:
    return RNG.standard_normal(shape).astype(np.float32)


def program(build: Callable[..., Any], *shapes: tuple[int, ...], opset: Any = None, dtypes: tuple[Any, ...] = ()) -> Any:
    """A MIL program of one function `main` whose inputs have `shapes` (fp32 unless `dtypes` says)."""
    specs = [mb.TensorSpec(shape=s, dtype=dtypes[i] if i < len(dtypes) else types.fp32) for i, s in enumerate(shapes)]
    with contextlib.redirect_stderr(io.StringIO()):
        return mb.program(input_specs=specs, opset_version=opset or ct.target.iOS17)(build)


def imported_ops(module: Any) -> set[str]:
    return {op.name for op in module.walk() if op.name.startswith("anec.")}


W = randn(8, 4, 3, 3) * 0.3
WG = randn(8, 2, 3, 3) * 0.3
WT = randn(4, 6, 3, 3) * 0.3
B8 = randn(8)
L = randn(5, 16) * 0.3
G16, B16 = randn(16), randn(16)
MEAN, VAR = randn(4), np.abs(randn(4)) + 0.5
TABLE = randn(10, 6)
T = torch.from_numpy

# (id, build, input shapes, reference on torch tensors, anec ops expected)
CASES: list[tuple[str, Callable[..., Any], list[tuple[int, ...]], Callable[..., Any], set[str]]] = [
    (
        "conv_custom_pad",
        lambda x: mb.conv(x=x, weight=W, bias=B8, pad_type="custom", pad=[1, 0, 2, 1], strides=[2, 1]),
        [(1, 4, 9, 9)],
        lambda x: F.conv2d(F.pad(x, (2, 1, 1, 0)), T(W), T(B8), stride=(2, 1)),
        {"anec.convolution"},
    ),
    (
        "conv_groups_same_dilated",
        lambda x: mb.conv(x=x, weight=WG, pad_type="same", groups=2, dilations=[2, 2]),
        [(1, 4, 8, 8)],
        lambda x: F.conv2d(x, T(WG), groups=2, dilation=2, padding="same"),
        {"anec.convolution"},
    ),
    (
        "conv_transpose",
        lambda x: mb.conv_transpose(x=x, weight=WT, strides=[2, 2], pad_type="custom", pad=[1, 1, 1, 1]),
        [(1, 4, 5, 5)],
        lambda x: F.conv_transpose2d(x, T(WT), stride=2, padding=1),
        {"anec.deconvolution"},
    ),
    (
        "linear_rank3",
        lambda x: mb.linear(x=x, weight=L, bias=B8[:5]),
        [(2, 3, 16)],
        lambda x: F.linear(x, T(L), T(B8[:5])),
        {"anec.matmul", "anec.add"},
    ),
    (
        "matmul_transpose_y",
        lambda x, y: mb.matmul(x=x, y=y, transpose_y=True),
        [(2, 4, 8), (2, 5, 8)],
        lambda x, y: x @ y.transpose(-1, -2),
        {"anec.matmul", "anec.transpose"},
    ),
    (
        "einsum",
        lambda a, b: mb.einsum(values=(a, b), equation="nchw,nwhu->nchu"),
        [(2, 3, 4, 5), (2, 5, 1, 6)],
        lambda a, b: torch.einsum("nchw,nwhu->nchu", a, b.expand(2, 5, 4, 6)),
        {"anec.matmul", "anec.transpose"},
    ),
    (
        "elementwise",
        lambda x, y: mb.real_div(x=mb.maximum(x=mb.sub(x=mb.mul(x=x, y=y), y=2.0), y=mb.minimum(x=x, y=y)), y=mb.add(x=mb.abs(x=y), y=1.0)),
        [(1, 4, 3, 3), (1, 1, 3, 3)],
        lambda x, y: torch.maximum(x * y - 2, torch.minimum(x, y)) / (y.abs() + 1),
        {"anec.mul", "anec.sub", "anec.max", "anec.min", "anec.div", "anec.abs", "anec.add"},
    ),
    (
        "activations",
        lambda x: mb.add(
            x=mb.add(x=mb.gelu(x=x), y=mb.gelu(x=x, mode="TANH_APPROXIMATION")),
            y=mb.add(x=mb.silu(x=x), y=mb.add(x=mb.leaky_relu(x=x, alpha=0.1), y=mb.tanh(x=mb.sigmoid(x=x)))),
        ),
        [(2, 16)],
        lambda x: F.gelu(x) + F.gelu(x, approximate="tanh") + F.silu(x) + F.leaky_relu(x, 0.1) + torch.tanh(torch.sigmoid(x)),
        {"anec.gelu", "anec.leaky_relu", "anec.sigmoid", "anec.tanh"},
    ),
    (
        "clip_relu6_rsqrt",
        lambda x: mb.add(x=mb.add(x=mb.relu6(x=x), y=mb.clip(x=x, alpha=-0.5, beta=0.5)), y=mb.rsqrt(x=mb.square(x=x), epsilon=1.0)),
        [(2, 16)],
        lambda x: F.relu6(x) + x.clamp(-0.5, 0.5) + torch.rsqrt(x * x + 1.0),
        {"anec.clamp", "anec.sqrt", "anec.reciprocal"},
    ),
    (
        "hardswish",
        lambda x: mb.mul(x=(t := mb.thresholded_relu(x=x, alpha=-3.0)), y=mb.sigmoid_hard(x=t, alpha=1 / 6, beta=0.5)),
        [(1, 4, 3, 3)],
        lambda x: F.hardswish(x),
        {"anec.hard_swish"},
    ),
    (
        "batch_norm",
        lambda x: mb.batch_norm(x=x, mean=MEAN, variance=VAR, gamma=G16[:4], beta=B16[:4], epsilon=1e-3),
        [(1, 4, 5, 5)],
        lambda x: F.batch_norm(x, T(MEAN), T(VAR), T(G16[:4]), T(B16[:4]), eps=1e-3),
        {"anec.batch_norm"},
    ),
    (
        "layer_norm",
        lambda x: mb.layer_norm(x=x, axes=[-1], gamma=G16, beta=B16, epsilon=1e-5),
        [(2, 3, 16)],
        lambda x: F.layer_norm(x, (16,), T(G16), T(B16), eps=1e-5),
        {"anec.layer_norm"},
    ),
    (
        "instance_norm",
        lambda x: mb.instance_norm(x=x, gamma=G16[:4], beta=B16[:4], epsilon=1e-5),
        [(1, 4, 5, 5)],
        lambda x: F.instance_norm(x, weight=T(G16[:4]), bias=T(B16[:4]), eps=1e-5),
        {"anec.layer_norm", "anec.scale_bias"},
    ),
    (
        "softmax",
        lambda x: mb.softmax(x=x, axis=1),
        [(2, 7, 3)],
        lambda x: torch.softmax(x, 1),
        {"anec.softmax"},
    ),
    (
        "pools",
        lambda x: mb.add(
            x=mb.avg_pool(x=x, kernel_sizes=[3, 3], strides=[2, 2], pad_type="custom", pad=[1, 1, 1, 1], exclude_padding_from_average=True),
            y=mb.max_pool(x=x, kernel_sizes=[3, 3], strides=[2, 2], pad_type="custom", pad=[1, 1, 1, 1]),
        ),
        [(1, 4, 8, 8)],
        lambda x: F.avg_pool2d(x, 3, 2, 1, count_include_pad=False) + F.max_pool2d(x, 3, 2, 1),
        {"anec.avg_pool", "anec.max_pool"},
    ),
    (
        "reduce_reshape_transpose",
        lambda x: mb.transpose(x=mb.reshape(x=mb.reduce_mean(x=x, axes=[-1], keep_dims=False), shape=[1, 3, 8]), perm=[0, 2, 1]),
        [(1, 4, 6, 5)],
        lambda x: x.mean(-1).reshape(1, 3, 8).permute(0, 2, 1),
        {"anec.reduce_mean", "anec.reshape", "anec.transpose"},
    ),
    (
        "concat_split",
        lambda x, y: mb.split(x=mb.concat(values=[x, y, x], axis=1), split_sizes=[2, 3], axis=1)[1],
        [(1, 2, 3), (1, 1, 3)],
        lambda x, y: torch.cat([x, y, x], 1).split([2, 3], 1)[1],
        {"anec.concat", "anec.slice"},
    ),
    (
        "slices",
        lambda x: mb.add(
            x=mb.slice_by_index(x=x, begin=[0, 1, 0], end=[0, 5, 4], stride=[1, 2, 1], begin_mask=[True, False, True], end_mask=[True, False, False], squeeze_mask=[False, False, False]),
            y=mb.expand_dims(x=mb.slice_by_index(x=x, begin=[0, 2, 0], end=[0, 3, 4], squeeze_mask=[False, True, False], end_mask=[True, False, True]), axes=[1]),
        ),
        [(2, 6, 4)],
        lambda x: x[:, 1:5:2, :4] + x[:, 2:3, :],
        {"anec.slice", "anec.add"},
    ),
    (
        "slice_by_size_squeeze",
        lambda x: mb.squeeze(x=mb.slice_by_size(x=x, begin=[0, 1, 0], size=[-1, 1, 2]), axes=[1]),
        [(2, 3, 4)],
        lambda x: x[:, 1, :2],
        {"anec.slice", "anec.reshape"},
    ),
    (
        "pad_reflect_constant",
        lambda x: mb.pad(x=mb.pad(x=x, pad=[1, 2, 0, 1], mode="reflect"), pad=[1, 1], mode="constant", constant_val=0.5),
        [(1, 2, 4, 5)],
        lambda x: F.pad(F.pad(x, (0, 1, 1, 2), mode="reflect"), (1, 1), value=0.5),
        {"anec.pad"},
    ),
    (
        "upsample",
        lambda x: mb.add(
            x=mb.upsample_nearest_neighbor(x=x, scale_factor_height=2, scale_factor_width=2),
            y=mb.upsample_bilinear(x=x, scale_factor_height=2, scale_factor_width=2, align_corners=False, half_pixel_centers=True),
        ),
        [(1, 2, 3, 4)],
        lambda x: F.interpolate(x, scale_factor=2, mode="nearest") + F.interpolate(x, scale_factor=2, mode="bilinear", align_corners=False),
        {"anec.resize"},
    ),
    (
        "attention_sdpa",
        lambda q, k, v: mb.scaled_dot_product_attention(query=q, key=k, value=v),
        [(1, 2, 5, 8), (1, 2, 6, 8), (1, 2, 6, 8)],
        lambda q, k, v: F.scaled_dot_product_attention(q, k, v),
        {"anec.matmul", "anec.softmax"},
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_mil_op(case: tuple[Any, ...]) -> None:
    name, build, shapes, reference, expected = case
    opset = ct.target.iOS18 if name == "attention_sdpa" else None
    result = convert_coreml(program(build, *shapes, opset=opset), keep_fp32=True)
    feeds = [randn(*s) for s in shapes]
    if name == "hardswish":
        feeds = [f * 4 for f in feeds]  # both sides of -3 and 3
    (got,) = run(result.module, feeds)
    want = reference(*[T(f) for f in feeds]).numpy()
    assert got.shape == want.shape
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5)
    assert expected <= imported_ops(result.module), imported_ops(result.module)


def test_gather_embedding() -> None:
    """An embedding lookup: a constant table, run-time int32 indices."""
    prog = program(lambda i: mb.gather(x=TABLE, indices=i, axis=0), (1, 4), dtypes=(types.int32,))
    result = convert_coreml(prog, keep_fp32=True)
    indices = np.array([[3, 0, 9, 3]], dtype=np.int32)
    (got,) = run(result.module, [indices])
    np.testing.assert_array_equal(got, TABLE[indices])
    assert "anec.gather" in imported_ops(result.module)


def test_unsupported_ops_are_listed_together() -> None:
    prog = program(lambda x: mb.add(x=mb.round(x=x), y=mb.atan(x=mb.round(x=x))), (2, 3))
    with pytest.raises(CoreMLImportError, match=r"unsupported Core ML ops: 'atan' \(atan_0\); 'round' \(round_0, round_1\)"):
        convert_coreml(prog)


def test_flexible_shape_is_refused() -> None:
    from coremltools.converters.mil.mil import get_new_symbol

    prog = program(lambda x: mb.relu(x=x), (get_new_symbol(), 3))
    with pytest.raises(CoreMLImportError, match="flexible dimension .* on axis 0; static shapes are required"):
        convert_coreml(prog)


class Tiny(torch.nn.Module):
    """The families coremltools emits for the corpus networks, in one small graph."""

    def __init__(self) -> None:
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 8, 3, padding=1)
        self.bn = torch.nn.BatchNorm2d(8)
        self.dw = torch.nn.Conv2d(8, 8, 3, stride=2, padding=1, groups=8)
        self.norm = torch.nn.LayerNorm(8)
        self.qkv = torch.nn.Linear(8, 24)
        self.head = torch.nn.Linear(8, 5)

    def forward(self, x: Any) -> Any:
        y = F.hardswish(self.bn(self.conv(x)))
        y = F.max_pool2d(F.relu(self.dw(y)), 2)
        tokens = self.norm(y.flatten(2).transpose(1, 2))  # [1, 4, 8]
        q, k, v = self.qkv(tokens).chunk(3, dim=-1)
        attended = torch.softmax(q @ k.transpose(1, 2) / 8**0.5, dim=-1) @ v
        pooled = F.gelu(tokens + attended).mean(dim=1)
        return torch.cat([self.head(pooled), torch.sigmoid(pooled[:, :3])], dim=1)


@pytest.fixture(scope="module")
def tiny_package(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, np.ndarray, np.ndarray]:
    """The tiny torch model (seeded random weights) as an fp16 ML Program, its input and its torch output."""
    torch.manual_seed(0)
    model = Tiny().eval()
    with torch.no_grad():
        model.bn.running_mean.uniform_(-0.5, 0.5)
        model.bn.running_var.uniform_(0.5, 1.5)
    x = torch.randn(1, 3, 8, 8)
    with torch.no_grad():
        want = model(x).numpy()
    path = tmp_path_factory.mktemp("coreml") / "tiny.mlpackage"
    with contextlib.redirect_stderr(io.StringIO()), contextlib.redirect_stdout(io.StringIO()), warnings.catch_warnings():
        warnings.simplefilter("ignore")  # torch.jit.trace's deprecation, coremltools' renamed output
        traced = torch.jit.trace(model, x, check_trace=False)
        mlmodel = ct.convert(
            traced,
            inputs=[ct.TensorType(name="x", shape=x.shape)],
            convert_to="mlprogram",
            compute_precision=ct.precision.FLOAT16,
            minimum_deployment_target=ct.target.iOS16,
        )
    mlmodel.save(str(path))
    return path, x.numpy(), want


def test_torch_parity_through_mlpackage(tiny_package: tuple[Path, np.ndarray, np.ndarray], tmp_path: Path) -> None:
    """`anec-import tiny.mlpackage`, run by the interpreter (fp16), against torch (fp32)."""
    path, x, want = tiny_package
    out = tmp_path / "tiny.mlir"
    assert anec_import.main([str(path), "-o", str(out)]) == 0
    from anec.tools.ir_io import anec_context, load_module

    module = load_module(anec_context(), str(out))
    ops = imported_ops(module)
    for family in ("convolution", "hard_swish", "max_pool", "relu", "layer_norm", "matmul", "softmax", "gelu", "reduce_mean", "concat"):
        assert f"anec.{family}" in ops, (family, sorted(ops))
    (got,) = run(module, [x.astype(np.float16)])
    error = float(np.abs(got.astype(np.float64) - want).max() / np.abs(want).max())
    assert got.shape == want.shape
    assert error < 1e-2, f"relative error {error:.3g} against torch (fp16 compute)"


def test_report_on_the_import(tiny_package: tuple[Path, np.ndarray, np.ndarray], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The per-op table with backend and reason, for any target, straight from the package."""
    path, _, _ = tiny_package
    out = tmp_path / "tiny.mlir"
    assert anec_import.main([str(path), "-o", str(out), "--weights", "none"]) == 0
    assert anec_report.main([str(out), "--target", "h17s", "--format", "json"]) == 0
    import json

    report = json.loads(capsys.readouterr().out)
    rows = {row["op"] for row in report["ops"]}
    assert {"anec.convolution", "anec.softmax", "anec.matmul"} <= rows
    assert all("reason" in row and row["latency_us"] >= 0 for row in report["ops"])
    assert report["total_latency_us"] > 0


def test_bad_input_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    not_a_folder = tmp_path / "x.mlpackage"
    not_a_folder.write_text("")
    out = tmp_path / "out.mlir"
    assert anec_import.main([str(not_a_folder), "-o", str(out)]) == 1
    assert "is not a folder" in capsys.readouterr().err
    garbage = tmp_path / "x.mlmodel"
    garbage.write_bytes(b"\x00not a spec")
    assert anec_import.main([str(garbage), "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("anec-import: error: cannot read") or "error: cannot read" in err, err
    assert len(err.strip().splitlines()) == 1 and not out.exists()


def test_mlmodel_file_and_neural_network_refusal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """An ML Program spec saved as one `.mlmodel` file imports; a NeuralNetwork spec is refused by name."""
    prog = program(lambda x: mb.relu(x=mb.add(x=x, y=np.array([1.0, -2.0, 3.0, -4.0], np.float32))), (1, 4), opset=ct.target.iOS16)
    with contextlib.redirect_stderr(io.StringIO()), contextlib.redirect_stdout(io.StringIO()):
        spec = ct.convert(prog, convert_to="mlprogram", compute_precision=ct.precision.FLOAT32).get_spec()
    ct.utils.save_spec(spec, str(tmp_path / "p.mlmodel"))
    result = convert_coreml(tmp_path / "p.mlmodel", keep_fp32=True)
    (got,) = run(result.module, [np.array([[0.5, 0.5, -4.0, 5.0]], np.float32)])
    np.testing.assert_array_equal(got, [[1.5, 0.0, 0.0, 1.0]])
    network = ct.proto.Model_pb2.Model()
    network.specificationVersion = 4
    network.neuralNetwork.SetInParent()
    ct.utils.save_spec(network, str(tmp_path / "nn.mlmodel"))
    assert anec_import.main([str(tmp_path / "nn.mlmodel")]) == 1
    assert "holds a Core ML 'neuralNetwork' model; anec imports ML Programs only" in capsys.readouterr().err


def test_gather_index_wrap_and_narrowing() -> None:
    """coremltools' iOS17+ embedding: int16 narrowing and `select(i >= 0, i, i + N)` around the gather."""

    def build(i: Any) -> Any:
        wide = mb.cast(x=mb.cast(x=i, dtype="int16"), dtype="int32")
        wrapped = mb.select(cond=mb.greater_equal(x=wide, y=0), a=wide, b=mb.add(x=wide, y=10))
        return mb.gather(x=TABLE, indices=mb.cast(x=wrapped, dtype="int16"), axis=0)

    result = convert_coreml(program(build, (1, 4), dtypes=(types.int32,)), keep_fp32=True)
    indices = np.array([[3, 0, 9, 3]], dtype=np.int32)
    (got,) = run(result.module, [indices])
    np.testing.assert_array_equal(got, TABLE[indices])
    assert imported_ops(result.module) == {"anec.gather", "anec.constant"}
    wrong = program(lambda i: mb.select(cond=mb.greater_equal(x=i, y=0), a=i, b=mb.add(x=i, y=3)), (1, 4), dtypes=(types.int32,))
    with pytest.raises(CoreMLImportError, match="only as the test of an index wrap"):
        convert_coreml(wrong)


def test_argmax() -> None:
    result = convert_coreml(program(lambda x: mb.reduce_argmax(x=x, axis=1, keep_dims=False), (2, 5)), keep_fp32=True)
    x = randn(2, 5)
    (got,) = run(result.module, [x])
    np.testing.assert_array_equal(got, x.argmax(1))
    assert imported_ops(result.module) == {"anec.argmax"}


def test_select_by_constant_mask() -> None:
    """`torch.where(causal, scores, -inf)` as coremltools writes it: a constant condition and fill."""
    causal = np.tril(np.ones((4, 4), dtype=bool))
    prog = program(lambda s: mb.softmax(x=mb.select(cond=causal, a=s, b=np.float32(-np.inf)), axis=-1), (1, 2, 4, 4))
    result = convert_coreml(prog, keep_fp32=True)
    scores = randn(1, 2, 4, 4)
    (got,) = run(result.module, [scores])
    want = torch.softmax(torch.where(T(causal), T(scores), float("-inf")), -1).numpy()
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


def test_without_coremltools_the_error_names_the_extra(tiny_package: tuple[Path, np.ndarray, np.ndarray], monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    monkeypatch.setitem(sys.modules, "coremltools", None)
    with pytest.raises(CoreMLImportError, match=r"Core ML input needs coremltools \(pip install 'anec-compiler\[coreml\]'"):
        convert_coreml(tiny_package[0])


def packed(indices: np.ndarray, bits: int) -> np.ndarray:
    """iOS16 `constexpr_lut_to_dense` indices: `bits` per index, packed little-endian into bytes."""
    flags = ((indices.reshape(-1, 1) >> np.arange(bits)) & 1).astype(np.uint8).reshape(-1)
    return np.packbits(np.pad(flags, (0, -flags.size % 8)), bitorder="little")


def test_compressed_weights_keep_their_format_and_the_cost_charges_stored_bytes() -> None:
    """A palettized convolution (`constexpr_lut_to_dense`, 16 entries) and a
    sparse linear layer (`constexpr_sparse_to_dense`): decompressed values
    (the interpreter matches torch on them), the weight formats palettized 4
    bits and sparse with the mask's zero fraction, and the cost model's
    weight bytes those of the stored form (SPEC section 7)."""
    from anec.cost.work import weight_format_bytes

    lut = (randn(16) * 0.3).astype(np.float16)
    indices = RNG.integers(0, 16, 8 * 4 * 3 * 3)
    mask = RNG.random((5, 8)) < 0.25
    values = randn(int(mask.sum())).astype(np.float16)

    def build(x: Any) -> Any:
        w = mb.constexpr_lut_to_dense(indices=packed(indices, 4), lut=lut, shape=np.array([8, 4, 3, 3], np.uint32))
        y = mb.conv(x=x, weight=w, pad_type="same")
        pooled = mb.reduce_mean(x=y, axes=[2, 3])
        s = mb.constexpr_sparse_to_dense(nonzero_data=values, mask=np.packbits(mask.reshape(-1), bitorder="little"), shape=np.array([5, 8], np.uint32))
        return mb.linear(x=pooled, weight=s)

    module = convert_coreml(program(build, (1, 4, 6, 6), opset=ct.target.iOS16, dtypes=(types.fp16,))).module
    conv = next(op for op in module.walk() if op.name == "anec.convolution")
    matmul = next(op for op in module.walk() if op.name == "anec.matmul")
    assert str(conv.weight_format) == "#anec.weight_format<palettized, bits = 4>"
    assert matmul.weight_format.format == "sparse" and matmul.weight_format.zero_fraction.data == pytest.approx(1 - mask.mean())
    assert weight_format_bytes(conv.weights, conv.weight_format) == 8 * 4 * 3 * 3 // 2 + 16 * 2
    assert weight_format_bytes(matmul.rhs, matmul.weight_format) == int(mask.sum()) * 2 + 5  # nonzeros + a 40-bit mask
    x = randn(1, 4, 6, 6).astype(np.float16)
    dense = np.zeros((5, 8), np.float32)
    dense[mask] = values
    want = F.linear(F.conv2d(T(x).float(), T(lut[indices].reshape(8, 4, 3, 3)).float(), padding=1).mean((2, 3)), T(dense))
    (got,) = run(module, [x])
    np.testing.assert_allclose(got.astype(np.float32), want.numpy(), rtol=2e-2, atol=2e-2)


def test_per_grouped_channel_palettes_made_by_coremltools_optimize_are_charged_per_palette(tmp_path: Path) -> None:
    """coremltools.optimize's `palettize_weights` with granularity
    `per_grouped_channel` (iOS 18: one 16-entry palette per 4 output
    channels) on a converted program, saved as an .mlpackage and imported:
    the convolution's format counts the 4 palettes, the cost charges each
    index and every palette, and the interpreter matches torch on the
    weights decompressed from the stored indices and palettes."""
    import coremltools.optimize as cto

    from anec.cost.work import weight_format_bytes

    weight = randn(16, 8, 3, 3)

    def build(x: Any) -> Any:
        return mb.conv(x=x, weight=weight.astype(np.float16), pad_type="same")

    with contextlib.redirect_stderr(io.StringIO()), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        mlmodel = ct.convert(
            program(build, (1, 8, 6, 6), opset=ct.target.iOS18, dtypes=(types.fp16,)),
            convert_to="mlprogram",
            minimum_deployment_target=ct.target.iOS18,
            skip_model_load=True,
        )
        config = cto.coreml.OpPalettizerConfig(mode="uniform", nbits=4, granularity="per_grouped_channel", group_size=4, weight_threshold=16)
        palettized = cto.coreml.palettize_weights(mlmodel, cto.coreml.OptimizationConfig(global_config=config))
        palettized.save(str(tmp_path / "grouped.mlpackage"))
        lut_op = next(op for op in palettized._mil_program.functions["main"].operations if op.op_type == "constexpr_lut_to_dense")
    indices, lut = np.asarray(lut_op.indices.val).astype(np.int64), np.asarray(lut_op.lut.val)
    assert lut.shape == (4, 1, 1, 1, 16, 1)  # coremltools' iOS 18 layout: [groups of channels, ..., entries, vector]
    dense = lut[np.arange(16)[:, None, None, None] // 4, 0, 0, 0, indices, 0]  # channel o reads palette o // 4

    module = convert_coreml(tmp_path / "grouped.mlpackage").module
    conv = next(op for op in module.walk() if op.name == "anec.convolution")
    assert str(conv.weight_format) == "#anec.weight_format<palettized, bits = 4, palettes = 4>"
    assert weight_format_bytes(conv.weights, conv.weight_format) == 16 * 8 * 9 // 2 + 4 * 16 * 2
    x = randn(1, 8, 6, 6).astype(np.float16)
    (got,) = run(module, [x])
    want = F.conv2d(T(x).float(), T(dense.astype(np.float32)), padding=1)
    np.testing.assert_allclose(got.astype(np.float32), want.numpy(), rtol=1e-2, atol=1e-2)


def test_vector_palettes_are_refused_by_name() -> None:
    """An iOS 18 palette whose entries hold 2 values each (coremltools' `cluster_dim` 2) is a located error."""

    def build(x: Any) -> Any:
        indices = RNG.integers(0, 4, (8, 4, 3, 2)).astype(types.np_uint2_dtype)
        w = mb.constexpr_lut_to_dense(indices=indices, lut=randn(1, 1, 1, 1, 4, 2).astype(np.float16), vector_axis=3)
        return mb.conv(x=x, weight=w)

    with pytest.raises(CoreMLImportError, match=r"\(constexpr_lut_to_dense\): vector palettes \(2 values per entry\)"):
        convert_coreml(program(build, (1, 4, 6, 6), opset=ct.target.iOS18, dtypes=(types.fp16,)))
