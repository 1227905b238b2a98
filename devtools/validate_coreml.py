"""
The Core ML importer on the layer families of the validation corpus
(docs/import.md, "Core ML"): small torch replicas (seeded random weights) of
a MobileNetV3 block with squeeze-excitation, an EfficientNet block (SiLU,
sigmoid gate, dropout), a ConvNeXt block (7x7 depthwise, channels-last
LayerNorm, layer scale), a ResNet stem (7x7/2, batch norm, max pool, residual,
bilinear upsampling), a ViT (patch embedding, class token, pre-norm encoder
block with `scaled_dot_product_attention`) and a BERT encoder layer
(embeddings, attention heads by view/permute, GELU MLP), a GPT-2 layer
(causal mask by `torch.where`, tanh GELU) and a Whisper encoder (1-D
convolutions, an encoder block). Each is converted by
coremltools to an fp16 ML Program (`convert_to="mlprogram"`, iOS16, and
iOS18 where coremltools then keeps attention as one op), imported, run by
the interpreter against the torch model, and estimated on h13 and h17s.

    python -m devtools.validate_coreml            # the table, in markdown
    python -m devtools.validate_coreml vit bert   # some families

The whole torchvision / transformers networks are not built here: the
torchvision wheel for the locked torch does not load on the CPU build, and
transformers is not in the lock.
"""

from __future__ import annotations

import contextlib
import io
import sys
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

TOLERANCE = 1e-2
"""Largest relative error (max |anec - torch| / max |torch|) accepted: fp16 compute against fp32 torch."""


def families() -> dict[str, tuple[Callable[[], Any], Callable[[], Any]]]:
    """name -> (model factory, input factory); imported lazily (torch is optional)."""
    import torch
    import torch.nn.functional as F
    from torch import nn

    class SqueezeExcite(nn.Module):
        def __init__(self, c: int, gate: type[nn.Module]):
            super().__init__()
            self.reduce, self.expand, self.gate = nn.Conv2d(c, c // 2, 1), nn.Conv2d(c // 2, c, 1), gate()

        def forward(self, x: Any) -> Any:
            return x * self.gate(self.expand(F.relu(self.reduce(F.adaptive_avg_pool2d(x, 1)))))

    class MobileNetV3Block(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.stem, self.bn = nn.Conv2d(3, 16, 3, 2, 1), nn.BatchNorm2d(16)
            self.dw, self.se, self.fc = nn.Conv2d(16, 16, 5, 1, 2, groups=16), SqueezeExcite(16, nn.Hardsigmoid), nn.Linear(16, 10)

        def forward(self, x: Any) -> Any:
            y = self.se(F.hardswish(self.dw(F.hardswish(self.bn(self.stem(x))))))
            return self.fc(torch.flatten(F.adaptive_avg_pool2d(y, 1), 1))

    class EfficientNetBlock(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.stem, self.se = nn.Conv2d(3, 16, 3, 2, 1), SqueezeExcite(16, nn.Sigmoid)
            self.drop, self.fc = nn.Dropout(0.2), nn.Linear(16, 10)

        def forward(self, x: Any) -> Any:
            return self.fc(self.drop(F.adaptive_avg_pool2d(self.se(F.silu(self.stem(x))), 1).flatten(1)))

    class ConvNeXtBlock(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.stem, self.dw = nn.Conv2d(3, 16, 4, 4), nn.Conv2d(16, 16, 7, padding=3, groups=16)
            self.norm, self.up, self.down = nn.LayerNorm(16, eps=1e-6), nn.Linear(16, 64), nn.Linear(64, 16)
            self.scale = nn.Parameter(torch.full((16,), 0.1))

        def forward(self, x: Any) -> Any:
            x = self.stem(x)
            y = self.down(F.gelu(self.up(self.norm(self.dw(x).permute(0, 2, 3, 1))))) * self.scale
            return x + y.permute(0, 3, 1, 2)

    class ResNetStem(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.stem, self.bn, self.conv = nn.Conv2d(3, 8, 7, 2, 3), nn.BatchNorm2d(8), nn.Conv2d(8, 8, 3, 1, 1)
            self.up = nn.Upsample(scale_factor=2, mode="bilinear", align_corners=False)

        def forward(self, x: Any) -> Any:
            y = F.max_pool2d(F.relu(self.bn(self.stem(x))), 3, 2, 1)
            return self.up(F.relu(y + self.conv(y)))

    class EncoderBlock(nn.Module):
        def __init__(self, dim: int, heads: int, tokens: int):
            super().__init__()
            self.dim, self.heads, self.tokens = dim, heads, tokens
            self.norm1, self.qkv, self.out = nn.LayerNorm(dim), nn.Linear(dim, 3 * dim), nn.Linear(dim, dim)
            self.norm2, self.up, self.down = nn.LayerNorm(dim), nn.Linear(dim, 2 * dim), nn.Linear(2 * dim, dim)

        def forward(self, t: Any) -> Any:
            n, h, d = self.tokens, self.heads, self.dim
            q, k, v = self.qkv(self.norm1(t)).reshape(1, n, 3, h, d // h).permute(2, 0, 3, 1, 4).unbind(0)
            attended = F.scaled_dot_product_attention(q, k, v).transpose(1, 2).reshape(1, n, d)
            t = t + self.out(attended)
            return t + self.down(F.gelu(self.up(self.norm2(t))))

    class ViT(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.patch, self.block, self.norm, self.head = nn.Conv2d(3, 32, 8, 8), EncoderBlock(32, 4, 5), nn.LayerNorm(32), nn.Linear(32, 10)
            self.cls, self.pos = nn.Parameter(torch.randn(1, 1, 32)), nn.Parameter(torch.randn(1, 5, 32))

        def forward(self, x: Any) -> Any:
            tokens = torch.cat([self.cls.expand(1, -1, -1), self.patch(x).flatten(2).transpose(1, 2)], 1) + self.pos
            return self.head(self.norm(self.block(tokens))[:, 0])

    class BertLayer(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.words, self.positions, self.norm = nn.Embedding(100, 32), nn.Embedding(16, 32), nn.LayerNorm(32)
            self.q, self.k, self.v, self.out = (nn.Linear(32, 32) for _ in range(4))
            self.norm2, self.up, self.down = nn.LayerNorm(32), nn.Linear(32, 64), nn.Linear(64, 32)

        def forward(self, ids: Any) -> Any:
            h = self.norm(self.words(ids) + self.positions(torch.arange(16).unsqueeze(0)))

            def heads(t: Any) -> Any:
                return t.view(1, 16, 4, 8).permute(0, 2, 1, 3)

            scores = heads(self.q(h)) @ heads(self.k(h)).transpose(-1, -2) / 8**0.5
            attended = (torch.softmax(scores, -1) @ heads(self.v(h))).permute(0, 2, 1, 3).reshape(1, 16, 32)
            h = self.norm2(h + self.out(attended))
            return h + self.down(F.gelu(self.up(h)))

    class Gpt2Layer(nn.Module):
        """Pre-norm causal self-attention (a `torch.tril` mask buffer and `torch.where`, as GPT-2 writes it) and a tanh-GELU MLP."""

        def __init__(self) -> None:
            super().__init__()
            self.words, self.positions = nn.Embedding(100, 32), nn.Embedding(16, 32)
            self.norm1, self.qkv, self.out = nn.LayerNorm(32), nn.Linear(32, 96), nn.Linear(32, 32)
            self.norm2, self.up, self.down = nn.LayerNorm(32), nn.Linear(32, 128), nn.Linear(128, 32)
            self.register_buffer("causal", torch.tril(torch.ones(16, 16, dtype=torch.bool)).view(1, 1, 16, 16))

        def forward(self, ids: Any) -> Any:
            h = self.words(ids) + self.positions(torch.arange(16).unsqueeze(0))
            q, k, v = self.qkv(self.norm1(h)).split(32, dim=2)
            q, k, v = (t.view(1, 16, 4, 8).transpose(1, 2) for t in (q, k, v))
            scores = torch.where(self.causal, q @ k.transpose(-1, -2) / 8**0.5, torch.tensor(torch.finfo(torch.float32).min))
            h = h + self.out((torch.softmax(scores, -1) @ v).transpose(1, 2).reshape(1, 16, 32))
            return h + self.down(F.gelu(self.up(self.norm2(h)), approximate="tanh"))

    class WhisperEncoder(nn.Module):
        """Two 1-D convolutions (the second strided) with GELU, positions, one encoder block."""

        def __init__(self) -> None:
            super().__init__()
            self.conv1, self.conv2 = nn.Conv1d(8, 32, 3, padding=1), nn.Conv1d(32, 32, 3, stride=2, padding=1)
            self.positions, self.block = nn.Parameter(torch.randn(1, 8, 32) * 0.1), EncoderBlock(32, 4, 8)

        def forward(self, mel: Any) -> Any:
            x = F.gelu(self.conv2(F.gelu(self.conv1(mel)))).permute(0, 2, 1) + self.positions
            return self.block(x)

    image = lambda size: (lambda: torch.randn(1, 3, size, size))  # noqa: E731
    return {
        "mobilenet_v3_block": (MobileNetV3Block, image(32)),
        "efficientnet_block": (EfficientNetBlock, image(32)),
        "convnext_block": (ConvNeXtBlock, image(32)),
        "resnet_stem": (ResNetStem, image(32)),
        "vit": (ViT, image(16)),
        "bert_layer": (BertLayer, lambda: torch.randint(0, 100, (1, 16))),
        "gpt2_layer": (Gpt2Layer, lambda: torch.randint(0, 100, (1, 16))),
        "whisper_encoder": (WhisperEncoder, lambda: torch.randn(1, 8, 16)),
    }


@dataclass(frozen=True)
class Row:
    name: str
    deployment: str
    error: float | None
    anec_ops: int
    h13_us: float | None
    h17s_us: float | None
    off_engine: int
    note: str

    @property
    def passed(self) -> bool:
        return self.error is not None and self.error <= TOLERANCE


def validate(name: str, deployment: str = "iOS16") -> Row:
    """Converts family `name` with coremltools, imports, runs and estimates it."""
    import coremltools as ct
    import torch

    from anec.cost.analytic import Mode
    from anec.cost.report import analyze_all
    from anec.cost.targets import get_target
    from anec.frontend.coreml import convert_coreml
    from anec.interpreter import run

    factory, make_input = families()[name]
    torch.manual_seed(0)
    model = factory().eval()
    x = make_input()
    with torch.no_grad():
        want = model(x).numpy()
    is_ids = x.dtype == torch.int64
    try:
        with contextlib.redirect_stderr(io.StringIO()), contextlib.redirect_stdout(io.StringIO()), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            converted = ct.convert(
                torch.jit.trace(model, x, check_trace=False),
                inputs=[ct.TensorType(name="x", shape=x.shape, dtype=np.int32 if is_ids else np.float32)],
                convert_to="mlprogram",
                compute_precision=ct.precision.FLOAT16,
                minimum_deployment_target=getattr(ct.target, deployment),
            )
        result = convert_coreml(converted._mil_program)
        function = next(iter(result.module.ops))
        elem = str(function.args[0].type.element_type)
        feed = x.numpy().astype({"f16": np.float16, "f32": np.float32, "i32": np.int32}[elem])
        (got,) = run(result.module, [feed])
        error = float(np.abs(got.astype(np.float64) - want).max() / np.abs(want).max())
        reports = analyze_all(result.module, [get_target("h13"), get_target("h17s")], (Mode.SEED,))
    except Exception as err:  # noqa: BLE001 (a row names what failed)
        first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
        return Row(name, deployment, None, 0, None, None, 0, f"{type(err).__name__}: {first[:160]}")
    anec_ops = sum(1 for op in result.module.walk() if op.name.startswith("anec.") and op.name != "anec.constant")
    off = sum(1 for row in reports[0].ops if row.backend != "engine")
    return Row(name, deployment, error, anec_ops, reports[0].total_latency_us, reports[1].total_latency_us, off, "")


def markdown(rows: list[Row]) -> str:
    lines = [
        "| family | deployment | anec ops | rel. error vs torch | h13 us | h17s us | off engine | result |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        error = "-" if r.error is None else f"{r.error:.2g}"
        h13 = "-" if r.h13_us is None else f"{r.h13_us:.0f}"
        h17s = "-" if r.h17s_us is None else f"{r.h17s_us:.0f}"
        result = "pass" if r.passed else (r.note or f"error above {TOLERANCE:g}")
        lines.append(f"| {r.name} | {r.deployment} | {r.anec_ops} | {error} | {h13} | {h17s} | {r.off_engine} | {result} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    try:
        import coremltools  # noqa: F401
        import torch  # noqa: F401
    except ImportError as err:
        print(f"note: {err.name} unavailable; the Core ML validation is skipped")
        return 0
    names = (argv if argv is not None else sys.argv[1:]) or list(families())
    unknown = [n for n in names if n not in families()]
    if unknown:
        print(f"unknown family {unknown[0]!r}; expected one of {', '.join(families())}", file=sys.stderr)
        return 2
    rows = [validate(name, deployment) for name in names for deployment in ("iOS16", "iOS18")]
    print(markdown(rows))
    return 0 if all(r.passed for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
