"""
Reference networks for the ONNX importer, defined in PyTorch (there is no
torchvision for CPU here): ResNet-18, MobileNetV2 and MobileNetV3-small
after their torchvision definitions, a ViT-tiny encoder after timm's, a
small BERT encoder built from `torch.nn.TransformerEncoderLayer`, and the
patterns torch's dynamo exporter writes for Hugging Face models (sdpa
attention with a boolean padding mask, and causal; Wav2Vec2's width-128
positional convolution).

`build(name)` makes a model with deterministic weights (batch-norm
statistics included, so folding them is exercised) and its example input;
`export(model, inputs, dynamo=...)` exports it to ONNX with the TorchScript
exporter (opset 17, no extra dependency) or the `torch.export`-based one
(needs `onnxscript`). `devtools/gen_examples.py` and the validation suite
(tests/validation, `make validate`) use both.
"""

from __future__ import annotations

import io
import math
import warnings
from collections.abc import Callable
from dataclasses import dataclass

import onnx
import torch
from torch import Tensor, nn


def conv_bn(cin: int, cout: int, kernel: int, stride: int = 1, groups: int = 1, act: nn.Module | None = None) -> nn.Sequential:
    """Convolution without bias, batch norm, optional activation."""
    layers: list[nn.Module] = [
        nn.Conv2d(cin, cout, kernel, stride, (kernel - 1) // 2, groups=groups, bias=False),
        nn.BatchNorm2d(cout),
    ]
    if act is not None:
        layers.append(act)
    return nn.Sequential(*layers)


def make_divisible(value: float, divisor: int = 8) -> int:
    """torchvision's `_make_divisible`: round to a multiple of `divisor`, losing at most 10%."""
    rounded = max(divisor, int(value + divisor / 2) // divisor * divisor)
    return rounded + divisor if rounded < 0.9 * value else rounded


# ResNet-18.


class BasicBlock(nn.Module):
    def __init__(self, cin: int, cout: int, stride: int):
        super().__init__()
        self.conv1 = conv_bn(cin, cout, 3, stride, act=nn.ReLU(inplace=True))
        self.conv2 = conv_bn(cout, cout, 3)
        self.downsample = conv_bn(cin, cout, 1, stride) if stride != 1 or cin != cout else nn.Identity()
        self.relu = nn.ReLU(inplace=True)

    def forward(self, x: Tensor) -> Tensor:
        return self.relu(self.conv2(self.conv1(x)) + self.downsample(x))


class ResNet18(nn.Module):
    def __init__(self, num_classes: int = 1000):
        super().__init__()
        self.stem = nn.Sequential(conv_bn(3, 64, 7, 2, act=nn.ReLU(inplace=True)), nn.MaxPool2d(3, 2, 1))
        stages: list[nn.Module] = []
        cin = 64
        for cout, stride in ((64, 1), (128, 2), (256, 2), (512, 2)):
            stages += [BasicBlock(cin, cout, stride), BasicBlock(cout, cout, 1)]
            cin = cout
        self.layers = nn.Sequential(*stages)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(512, num_classes)

    def forward(self, x: Tensor) -> Tensor:
        return self.fc(torch.flatten(self.pool(self.layers(self.stem(x))), 1))


# MobileNetV2.


class InvertedResidual(nn.Module):
    def __init__(self, cin: int, cout: int, stride: int, expand: int):
        super().__init__()
        hidden = cin * expand
        layers: list[nn.Module] = []
        if expand != 1:
            layers.append(conv_bn(cin, hidden, 1, act=nn.ReLU6(inplace=True)))
        layers += [conv_bn(hidden, hidden, 3, stride, groups=hidden, act=nn.ReLU6(inplace=True)), conv_bn(hidden, cout, 1)]
        self.block = nn.Sequential(*layers)
        self.residual = stride == 1 and cin == cout

    def forward(self, x: Tensor) -> Tensor:
        return x + self.block(x) if self.residual else self.block(x)


class MobileNetV2(nn.Module):
    SETTINGS = ((1, 16, 1, 1), (6, 24, 2, 2), (6, 32, 3, 2), (6, 64, 4, 2), (6, 96, 3, 1), (6, 160, 3, 2), (6, 320, 1, 1))
    """(expansion, channels, repeats, first stride) of each stage."""

    def __init__(self, num_classes: int = 1000):
        super().__init__()
        layers: list[nn.Module] = [conv_bn(3, 32, 3, 2, act=nn.ReLU6(inplace=True))]
        cin = 32
        for expand, cout, repeats, stride in self.SETTINGS:
            for i in range(repeats):
                layers.append(InvertedResidual(cin, cout, stride if i == 0 else 1, expand))
                cin = cout
        layers.append(conv_bn(cin, 1280, 1, act=nn.ReLU6(inplace=True)))
        self.features = nn.Sequential(*layers)
        self.classifier = nn.Sequential(nn.Dropout(0.2), nn.Linear(1280, num_classes))

    def forward(self, x: Tensor) -> Tensor:
        x = nn.functional.adaptive_avg_pool2d(self.features(x), 1)
        return self.classifier(torch.flatten(x, 1))


# MobileNetV3-small.


class SqueezeExcitation(nn.Module):
    def __init__(self, channels: int, squeezed: int):
        super().__init__()
        self.fc1 = nn.Conv2d(channels, squeezed, 1)
        self.fc2 = nn.Conv2d(squeezed, channels, 1)

    def forward(self, x: Tensor) -> Tensor:
        scale = nn.functional.adaptive_avg_pool2d(x, 1)
        scale = nn.functional.hardsigmoid(self.fc2(nn.functional.relu(self.fc1(scale))))
        return x * scale


class V3Block(nn.Module):
    def __init__(self, cin: int, kernel: int, hidden: int, cout: int, se: bool, act: str, stride: int):
        super().__init__()
        activation: Callable[[], nn.Module] = nn.Hardswish if act == "HS" else nn.ReLU
        layers: list[nn.Module] = []
        if hidden != cin:
            layers.append(conv_bn(cin, hidden, 1, act=activation()))
        layers.append(conv_bn(hidden, hidden, kernel, stride, groups=hidden, act=activation()))
        if se:
            layers.append(SqueezeExcitation(hidden, make_divisible(hidden / 4)))
        layers.append(conv_bn(hidden, cout, 1))
        self.block = nn.Sequential(*layers)
        self.residual = stride == 1 and cin == cout

    def forward(self, x: Tensor) -> Tensor:
        return x + self.block(x) if self.residual else self.block(x)


class MobileNetV3Small(nn.Module):
    SETTINGS = (
        (16, 3, 16, 16, True, "RE", 2),
        (16, 3, 72, 24, False, "RE", 2),
        (24, 3, 88, 24, False, "RE", 1),
        (24, 5, 96, 40, True, "HS", 2),
        (40, 5, 240, 40, True, "HS", 1),
        (40, 5, 240, 40, True, "HS", 1),
        (40, 5, 120, 48, True, "HS", 1),
        (48, 5, 144, 48, True, "HS", 1),
        (48, 5, 288, 96, True, "HS", 2),
        (96, 5, 576, 96, True, "HS", 1),
        (96, 5, 576, 96, True, "HS", 1),
    )
    """(in, kernel, expanded, out, squeeze-excite, activation, stride) of each block (torchvision)."""

    def __init__(self, num_classes: int = 1000):
        super().__init__()
        layers: list[nn.Module] = [conv_bn(3, 16, 3, 2, act=nn.Hardswish())]
        layers += [V3Block(*setting) for setting in self.SETTINGS]
        layers.append(conv_bn(96, 576, 1, act=nn.Hardswish()))
        self.features = nn.Sequential(*layers)
        self.classifier = nn.Sequential(nn.Linear(576, 1024), nn.Hardswish(), nn.Dropout(0.2), nn.Linear(1024, num_classes))

    def forward(self, x: Tensor) -> Tensor:
        x = nn.functional.adaptive_avg_pool2d(self.features(x), 1)
        return self.classifier(torch.flatten(x, 1))


# ViT-tiny encoder (timm's VisionTransformer layout).


class Attention(nn.Module):
    def __init__(self, dim: int, heads: int):
        super().__init__()
        self.heads = heads
        self.scale = (dim // heads) ** -0.5
        self.qkv = nn.Linear(dim, dim * 3)
        self.proj = nn.Linear(dim, dim)

    def forward(self, x: Tensor) -> Tensor:
        b, n, c = x.shape
        qkv = self.qkv(x).reshape(b, n, 3, self.heads, c // self.heads).permute(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        attn = (q @ k.transpose(-2, -1)) * self.scale
        x = (attn.softmax(dim=-1) @ v).transpose(1, 2).reshape(b, n, c)
        return self.proj(x)


class EncoderBlock(nn.Module):
    def __init__(self, dim: int, heads: int, mlp_ratio: int = 4):
        super().__init__()
        self.norm1 = nn.LayerNorm(dim, eps=1e-6)
        self.attn = Attention(dim, heads)
        self.norm2 = nn.LayerNorm(dim, eps=1e-6)
        self.mlp = nn.Sequential(nn.Linear(dim, dim * mlp_ratio), nn.GELU(), nn.Linear(dim * mlp_ratio, dim))

    def forward(self, x: Tensor) -> Tensor:
        x = x + self.attn(self.norm1(x))
        return x + self.mlp(self.norm2(x))


class ViTEncoder(nn.Module):
    """Patch embedding, class token, position embedding, `depth` blocks, final norm; returns the class token."""

    def __init__(self, image: int = 224, patch: int = 16, dim: int = 192, depth: int = 12, heads: int = 3):
        super().__init__()
        self.patch_embed = nn.Conv2d(3, dim, patch, patch)
        tokens = (image // patch) ** 2
        self.cls_token = nn.Parameter(torch.randn(1, 1, dim) * 0.02)
        self.pos_embed = nn.Parameter(torch.randn(1, tokens + 1, dim) * 0.02)
        self.blocks = nn.Sequential(*(EncoderBlock(dim, heads) for _ in range(depth)))
        self.norm = nn.LayerNorm(dim, eps=1e-6)

    def forward(self, x: Tensor) -> Tensor:
        x = self.patch_embed(x).flatten(2).transpose(1, 2)
        x = torch.cat([self.cls_token.expand(x.shape[0], -1, -1), x], dim=1) + self.pos_embed
        return self.norm(self.blocks(x))[:, 0]


# A small BERT encoder.


class BertEncoder(nn.Module):
    """Word and position embeddings, LayerNorm, `depth` post-norm GELU encoder layers, a tanh pooler on token 0."""

    def __init__(self, vocab: int = 1000, length: int = 32, dim: int = 128, depth: int = 2, heads: int = 2):
        super().__init__()
        self.words = nn.Embedding(vocab, dim)
        self.positions = nn.Parameter(torch.randn(1, length, dim) * 0.02)
        self.norm = nn.LayerNorm(dim, eps=1e-12)
        layer = nn.TransformerEncoderLayer(dim, heads, 4 * dim, dropout=0.1, activation="gelu", batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, depth, enable_nested_tensor=False)
        self.pooler = nn.Linear(dim, dim)

    def forward(self, ids: Tensor) -> Tensor:
        x = self.encoder(self.norm(self.words(ids) + self.positions))
        return torch.tanh(self.pooler(x[:, 0]))


class BertLayers(nn.Module):
    """BERT's encoder stack alone, on hidden states: `depth` post-norm GELU
    encoder layers as `BertEncoder`'s (the default is BERT-mini's shape:
    4 layers, hidden 256, 4 heads, feed-forward 1024), without the embedding
    lookup, whose gather never runs on the engine (SPEC section 4)."""

    def __init__(self, dim: int = 256, depth: int = 4, heads: int = 4):
        super().__init__()
        layer = nn.TransformerEncoderLayer(dim, heads, 4 * dim, dropout=0.1, activation="gelu", batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, depth, enable_nested_tensor=False)

    def forward(self, x: Tensor) -> Tensor:
        return self.encoder(x)


# The patterns torch's dynamo exporter writes for Hugging Face models.


class SdpaEncoder(nn.Module):
    """
    Word and position embeddings and `depth` pre-norm layers whose attention
    is `F.scaled_dot_product_attention` with a boolean key-padding mask
    computed from the token ids (ids below `pad_below` stand for padding,
    so random ids mask about 6% of the keys), causal as well when `causal`
    (GPT-2's sdpa path). The dynamo exporter writes the mask as
    `Where(mask, 0, -inf)` and guards the softmax with `Where(IsNaN(p), 0, p)`.
    """

    def __init__(self, vocab: int = 1000, length: int = 32, dim: int = 64, depth: int = 2, heads: int = 4, causal: bool = False, pad_below: int = 64):
        super().__init__()
        self.heads, self.causal, self.pad_below = heads, causal, pad_below
        self.words = nn.Embedding(vocab, dim)
        self.positions = nn.Parameter(torch.randn(1, length, dim) * 0.02)
        self.norms = nn.ModuleList(nn.LayerNorm(dim) for _ in range(2 * depth))
        self.qkv = nn.ModuleList(nn.Linear(dim, 3 * dim) for _ in range(depth))
        self.proj = nn.ModuleList(nn.Linear(dim, dim) for _ in range(depth))
        self.mlp = nn.ModuleList(nn.Sequential(nn.Linear(dim, 4 * dim), nn.GELU(), nn.Linear(4 * dim, dim)) for _ in range(depth))

    def forward(self, ids: Tensor) -> Tensor:
        b, n = ids.shape
        mask = (ids >= self.pad_below)[:, None, None, :]
        if self.causal:
            mask = mask & torch.ones(n, n, dtype=torch.bool).tril()
        x = self.words(ids) + self.positions
        for i, (qkv, proj, mlp) in enumerate(zip(self.qkv, self.proj, self.mlp)):
            q, k, v = qkv(self.norms[2 * i](x)).reshape(b, n, 3, self.heads, -1).permute(2, 0, 3, 1, 4)
            attended = nn.functional.scaled_dot_product_attention(q, k, v, attn_mask=mask)
            x = x + proj(attended.transpose(1, 2).reshape(b, n, -1))
            x = x + mlp(self.norms[2 * i + 1](x))
        return x


class PositionalConv(nn.Module):
    """Wav2Vec2's positional convolution embedding: a grouped 1-D convolution of width 128 (padding 64, the last frame dropped), GELU, residual, LayerNorm."""

    def __init__(self, dim: int = 64, groups: int = 16):
        super().__init__()
        self.conv = nn.Conv1d(dim, dim, 128, padding=64, groups=groups)
        self.norm = nn.LayerNorm(dim)

    def forward(self, x: Tensor) -> Tensor:
        h = nn.functional.gelu(self.conv(x.transpose(1, 2))[:, :, :-1]).transpose(1, 2)
        return self.norm(x + h)


# Building and exporting.


@dataclass(frozen=True)
class Reference:
    """A model to build: its factory and the shape of its input."""

    factory: Callable[[], nn.Module]
    input_shape: tuple[int, ...]
    integer_input: int = 0
    """Vocabulary size of an integer (token id) input; 0 for a float image."""


MODELS: dict[str, Reference] = {
    "resnet18": Reference(ResNet18, (1, 3, 224, 224)),
    "mobilenetv2": Reference(MobileNetV2, (1, 3, 224, 224)),
    "mobilenetv3_small": Reference(MobileNetV3Small, (1, 3, 224, 224)),
    "vit_tiny_encoder": Reference(lambda: ViTEncoder(depth=12), (1, 3, 224, 224)),
    "vit_tiny_encoder_depth2": Reference(lambda: ViTEncoder(depth=2), (1, 3, 224, 224)),
    "bert_tiny_encoder": Reference(BertEncoder, (1, 32), integer_input=1000),
    "bert_mini_layers": Reference(BertLayers, (1, 128, 256)),
    "bert_sdpa_masked": Reference(SdpaEncoder, (1, 32), integer_input=1000),
    "gpt_sdpa_causal": Reference(lambda: SdpaEncoder(causal=True), (1, 32), integer_input=1000),
    "wav2vec2_positional_conv": Reference(PositionalConv, (1, 49, 64)),
}


def randomize_batch_norms(model: nn.Module, generator: torch.Generator) -> None:
    """Non-trivial batch-norm statistics and affine parameters (fresh ones are the identity)."""
    for module in model.modules():
        if isinstance(module, nn.BatchNorm2d):
            c = module.num_features
            module.running_mean.copy_(torch.randn(c, generator=generator) * 0.1)
            module.running_var.copy_(torch.rand(c, generator=generator) * 0.5 + 0.75)
            module.weight.data.copy_(torch.rand(c, generator=generator) * 0.5 + 0.75)
            module.bias.data.copy_(torch.randn(c, generator=generator) * 0.1)


def build(name: str, seed: int = 0) -> tuple[nn.Module, Tensor]:
    """Model `name` in eval mode with weights seeded by `seed`, and an example input."""
    reference = MODELS[name]
    torch.manual_seed(seed)
    model = reference.factory().eval()
    generator = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        randomize_batch_norms(model, generator)
    if reference.integer_input:
        example = torch.randint(0, reference.integer_input, reference.input_shape, generator=generator)
    else:
        example = torch.randn(reference.input_shape, generator=generator)
    return model, example


def export(model: nn.Module, example: Tensor, dynamo: bool = False, opset: int = 17) -> onnx.ModelProto:
    """The ONNX export of `model` on `example` (input `input`, output `output`)."""
    buffer = io.BytesIO()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        if dynamo:
            program = torch.onnx.export(
                model, (example,), dynamo=True, input_names=["input"], output_names=["output"], verbose=False
            )
            assert program is not None
            return program.model_proto
        torch.onnx.export(
            model,
            (example,),
            buffer,
            dynamo=False,
            opset_version=opset,
            input_names=["input"],
            output_names=["output"],
            do_constant_folding=True,
        )
    return onnx.load_from_string(buffer.getvalue())


def parameter_count(model: nn.Module) -> int:
    return sum(math.prod(p.shape) for p in model.parameters())
