"""
The real-networks corpus of `make validate` (docs/testing.md, "The network
corpus"; the generated table is docs/validation.md).

Each network is built with seeded random weights (torchvision and Hugging
Face `transformers` models from their constructors and configs: nothing is
downloaded), exported to ONNX, and taken through every stage a user takes:

1. **export**: `torch.onnx.export` with the TorchScript exporter (opset 17)
   and, where `onnxscript` is installed, the `torch.export`-based one
   (`dynamo=True`); the onnx wheel's zoo graphs are read as shipped, with
   their constant fills replaced by seeded random weights;
2. **import**: `convert_onnx` in fp32 (`keep_fp32`) and in the default fp16;
3. **verify**: the imported fp16 module's verifiers and SSA dominance;
4. **fp32 vs onnxruntime**: the interpreter's output of the fp32 import
   against onnxruntime on the same input, scale-relative
   (`max |anec - ort| / max |ort|`), within `FP32_TOLERANCE`, or, where
   onnxruntime's own error against the float64 evaluation of the graph
   exceeds it, anec's error against that evaluation within it (`fp32_check`);
5. **compile**: `anec-compile{target=T}` for T in `TARGETS`;
6. **report**: the seed-mode estimate as written and compiled, per target;
7. **fp16, uncompiled and compiled**: the interpreter's fp16 outputs of the
   uncompiled module and of each compiled one against onnxruntime's fp32
   output (the truth), scale-relative; the compiled error may exceed the
   uncompiled one by at most `fp16_budget(depth)` (`FP16_UNIT_ROUNDOFF`,
   the module's depth). When the uncompiled fp16 output itself overflows
   (infinities or NaN), the check cannot be made: the row says `unchecked`.

A stage that cannot be done records the diagnostic anec gave and what
blocks (the ONNX op or anec op and the pass or rule named in it); the
stages that need its result are `skipped`. A Python exception that is not
one of anec's diagnostics is recorded as an internal error: the issue
requires a clear diagnostic, so such a row fails the validation.

Stages 5 to 7 on the compiled modules are cells of one sweep on the engine
of `anec-sweep` (`run_cases`: each row x TARGETS x MODES, as written and
compiled, with the fp16 check as the sweep's step per compiled cell), in
this process or on a dask.distributed LocalCluster (`--workers N`).

`python -m devtools.corpus sweep [--rows NAME,...] [--workers N]` runs rows
(`make validate`), writes each to `ROWS` (docs/validation/rows/, tracked)
and says what each comes to (`verdict`); `python -m devtools.corpus run NAME
[--exporter E] [--json FILE]` runs one row and prints it; `python -m
devtools.corpus page [ROWS_DIR] -o docs/validation.md` writes the table from
the rows' JSON files, so the page is always made from every row and a
partial rerun replaces only its rows.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import platform
import re
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from anec.tools.network_rows import import_torchvision  # torchvision where its C++ operators cannot load

ROWS = Path(__file__).resolve().parents[1] / "docs" / "validation" / "rows"
"""Where each row's JSON lives (tracked): the page is written from all of them."""

FP32_TOLERANCE = 1e-5
"""
Largest accepted scale-relative error of the fp32 import against
onnxruntime. Where onnxruntime's own fp32 output is farther than this from
the float64 evaluation of the same graph (`devtools.validate_onnx.float64_outputs`),
it cannot referee at this tolerance: the fp32 import must then be within it
of the float64 evaluation instead (`fp32_check`; docs/validation.md, "fp32").
"""

FP16_UNIT_ROUNDOFF = 2.0**-11
"""IEEE 754 binary16's unit roundoff u (11 significand bits, round to nearest)."""


def fp16_budget(depth: int) -> float:
    """
    How much larger the compiled fp16 module's error against the fp32 truth
    may be than the uncompiled module's: gamma_n = n u / (1 - n u) for n the
    uncompiled module's depth (the longest chain of anec ops), the
    first-order bound on the relative error of n successive fp16 roundings
    (Higham, Accuracy and Stability of Numerical Algorithms, section 3.1).
    Compiling computes the same function with at most about one rounding
    more per op on a chain (a folded weight re-rounded, a Winograd
    transform, a tile's partial sum), so the compiled error may exceed the
    uncompiled one by this much and no more (docs/validation.md).
    """
    nu = depth * FP16_UNIT_ROUNDOFF
    return nu / (1 - nu) if nu < 1 else float("inf")


def depth(module: Any) -> int:
    """The longest chain of anec ops (constants excluded) from an argument to a result of an uncompiled module."""
    longest: dict[Any, int] = {}
    deepest = 0
    for op in module.walk():
        counted = op.name.startswith("anec.") and op.name != "anec.constant"
        level = max((longest.get(v, 0) for v in op.operands), default=0) + (1 if counted else 0)
        for result in op.results:
            longest[result] = level
        deepest = max(deepest, level)
    return deepest

TARGETS = ("h13", "h17s")
"""The compile targets of the table: M1 (H13) and M5-class (H17s)."""

EXPORTERS = ("torchscript", "dynamo")

STATUSES = ("pass", "blocked", "unchecked", "mismatch", "error", "export failed")
"""A row's outcome, in the table's order: every stage passed; a stage stopped
with a diagnostic (the row names what blocks); a numeric check could not be
made (fp16 overflow); a numeric check is out of tolerance; a stage raised
something that is not a diagnostic; the exporter itself failed."""


# ---------------------------------------------------------------------------
# The networks
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Network:
    """One corpus network: how to build it (torch module and example inputs) and what its input is."""

    name: str
    source: str
    inputs: str
    """The input as the table shows it, with the standard size where a smaller one is used."""
    build: Callable[[], tuple[Any, tuple[Any, ...]]] | None = None
    zoo: str | None = None
    """For the onnx wheel's zoo graphs: the model name under backend/test/data/light."""
    quantize: str | None = None
    """For onnxruntime's quantized forms of a float network (`QUANTIZED_FORMS`): which one."""


def _image(size: int, channels: int = 3, batch: int = 1, seed: int = 1) -> Callable[[], tuple[Any, ...]]:
    def make() -> tuple[Any, ...]:
        import torch

        return (torch.randn(batch, channels, size, size, generator=torch.Generator().manual_seed(seed)),)

    return make


CALIBRATION_SEED = 2
"""The seed of the inputs batch-norm statistics are calibrated on (the rows' inputs use seed 1)."""

CALIBRATION_BATCH = 4
"""Images in the calibration batch of a torch network (the zoo graphs fix their batch at one: one image)."""


def calibrate_batch_norms(model: Any, batch: tuple[Any, ...]) -> None:
    """
    Every batch norm's running mean and variance set to its input's
    statistics over `batch`, as training leaves them: one forward pass with
    the batch norms (only) in training mode and cumulative averaging. Each
    batch norm then outputs the statistics of its scale and bias whatever
    the weights before it, so the activations of a deep network stay in
    fp16's range as a trained network's do (docs/validation.md, "Weights").
    """
    import torch

    norms = [m for m in model.modules() if isinstance(m, torch.nn.modules.batchnorm._BatchNorm)]
    momenta = [m.momentum for m in norms]
    for norm in norms:
        norm.reset_running_stats()
        norm.momentum = None
        norm.train()
    with torch.no_grad():
        model(*batch)
    for norm, momentum in zip(norms, momenta):
        norm.momentum = momentum
    model.eval()


def _clip(frames: int, size: int, batch: int = 1, seed: int = 1) -> Callable[[], tuple[Any, ...]]:
    """A video clip, N x 3 x frames x size x size (torchvision's video networks)."""

    def make() -> tuple[Any, ...]:
        import torch

        return (torch.randn(batch, 3, frames, size, size, generator=torch.Generator().manual_seed(seed)),)

    return make


def _image_pair(size: int, batch: int = 1, seed: int = 1) -> Callable[[], tuple[Any, ...]]:
    """Two frames, each N x 3 x size x size (optical flow)."""

    def make() -> tuple[Any, ...]:
        import torch

        generator = torch.Generator().manual_seed(seed)
        return tuple(torch.randn(batch, 3, size, size, generator=generator) for _ in range(2))

    return make


def _torchvision(
    builder: str,
    size: int,
    *,
    inputs: Callable[..., Callable[[], tuple[Any, ...]]] | None = None,
    wrap: Callable[[Any], Any] | None = None,
    **kwargs: Any,
) -> Callable[[], tuple[Any, tuple[Any, ...]]]:
    """A torchvision network from its constructor (classification, segmentation, video, optical flow or
    detection), its input made by `inputs(size, batch=, seed=)` (an image by default), the exported module
    `wrap(model)` where the network's own output is not a tensor or tuple of tensors."""
    make = inputs or _image

    def build() -> tuple[Any, tuple[Any, ...]]:
        import torch

        import_torchvision()
        import torchvision.models as tvm
        import torchvision.models.detection as tvd
        import torchvision.models.optical_flow as tvf
        import torchvision.models.segmentation as tvs
        import torchvision.models.video as tvv

        from devtools.reference_models import randomize_batch_norms

        torch.manual_seed(0)
        factory = next(getattr(m, builder) for m in (tvm, tvs, tvv, tvf, tvd) if hasattr(m, builder))
        model = factory(weights=None, **kwargs).eval()
        with torch.no_grad():
            randomize_batch_norms(model, torch.Generator().manual_seed(0))
            randomize_zero_weights(model, torch.Generator().manual_seed(0))
        module = wrap(model).eval() if wrap else model
        calibrate_batch_norms(module, make(size, batch=CALIBRATION_BATCH, seed=CALIBRATION_SEED)())
        return module, make(size)()

    return build


def _ssd_backbone_and_head(model: Any) -> Any:
    """SSDlite without its transform and post-processing: the backbone's feature maps through the head, the
    box regressions and class logits of every anchor (what runs before the decoding and NMS)."""
    import torch

    class BackboneAndHead(torch.nn.Module):
        def __init__(self, inner: Any):
            super().__init__()
            self.backbone, self.head = inner.backbone, inner.head

        def forward(self, x: Any) -> Any:
            out = self.head(list(self.backbone(x).values()))
            return out["bbox_regression"], out["cls_logits"]

    return BackboneAndHead(model)


RAFT_UPDATES = 4
"""RAFT's recurrent flow updates in the corpus (torchvision's default is 12; each adds the same ops)."""


def _last_flow(model: Any) -> Any:
    """RAFT's final flow estimate (the network returns one per update)."""
    import torch

    class LastFlow(torch.nn.Module):
        def __init__(self, inner: Any):
            super().__init__()
            self.inner = inner

        def forward(self, first: Any, second: Any) -> Any:
            return self.inner(first, second, num_flow_updates=RAFT_UPDATES)[-1]

    return LastFlow(model)


def _detections(model: Any) -> Any:
    """The full detector: one image in, its boxes, scores and labels out (torchvision takes a list of images)."""
    import torch

    class Detections(torch.nn.Module):
        def __init__(self, inner: Any):
            super().__init__()
            self.inner = inner

        def forward(self, x: Any) -> Any:
            out = self.inner(list(x))[0]
            return out["boxes"], out["scores"], out["labels"]

    return Detections(model)


def randomize_zero_weights(model: Any, generator: Any) -> None:
    """
    Weights that torchvision initializes to zero (vit_b_16's classifier head)
    drawn instead from N(0, 1/fan-in): a zero output would match any
    reference and check nothing.
    """
    import torch

    for parameter in model.parameters():
        if parameter.dim() >= 2 and not bool(parameter.any()):
            fan_in = parameter[0].numel()
            parameter.copy_(torch.randn(parameter.shape, generator=generator) / fan_in**0.5)


class _FirstOutput:
    """Wraps a Hugging Face model so that the export has one tensor output (the last hidden state)."""

    @staticmethod
    def wrap(model: Any, keywords: Sequence[str] = ()) -> Any:
        """The wrapped model takes its inputs positionally, passed on by name where `keywords` names them."""
        import torch

        class First(torch.nn.Module):
            def __init__(self, inner: Any):
                super().__init__()
                self.inner = inner

            def forward(self, *args: Any) -> Any:
                if keywords:
                    return self.inner(**dict(zip(keywords, args)), return_dict=False)[0]
                return self.inner(*args, return_dict=False)[0]

        return First(model).eval()


class _DecodeStep:
    """
    One decode step of a decoder LLM with its past keys and values: the
    wrapped model takes the new token's id and, per layer, the past keys
    and values as plain tensors [1, kv heads, past, head dim] (the form a
    runtime feeds them in), builds the model's `DynamicCache` from them, and
    returns the new token's last hidden state and every layer's present keys
    and values (past plus the new position).
    """

    @staticmethod
    def wrap(model: Any, layers: int) -> Any:
        import torch
        from transformers import DynamicCache

        class Step(torch.nn.Module):
            def __init__(self, inner: Any):
                super().__init__()
                self.inner = inner

            def forward(self, ids: Any, *past: Any) -> Any:
                cache = DynamicCache()
                for layer in range(layers):
                    cache.update(past[2 * layer], past[2 * layer + 1], layer)
                out = self.inner(input_ids=ids, past_key_values=cache, use_cache=True, return_dict=True)
                present = out.past_key_values
                return (out.last_hidden_state, *(t for layer in range(layers) for t in (present.layers[layer].keys, present.layers[layer].values)))

        return Step(model).eval()


DECODER_CONFIG = {
    "hidden_size": 256,
    "intermediate_size": 688,
    "num_hidden_layers": 2,
    "num_attention_heads": 4,
    "num_key_value_heads": 2,
    "vocab_size": 1024,
    "max_position_embeddings": 512,
    "attn_implementation": "eager",
}
"""The decoder LLMs' configuration (Llama, Qwen2): every block of the family (RMS norm, rotary
embeddings, grouped-query attention with 2 query heads per key/value head, SwiGLU), at a size
that exports and runs in seconds; the default configurations are 7B-parameter models. Attention
is the eager form (the repeated keys and values written out): the TorchScript exporter cannot
export `scaled_dot_product_attention` with grouped-query attention (`enable_gqa`)."""

PAST = 31
"""Positions already in the cache at the decode step (the prefill's 32 tokens less the one decoded)."""

TRANSFORMERS = {
    "bert": ("BertConfig", "BertModel", {}),
    "distilbert": ("DistilBertConfig", "DistilBertModel", {}),
    "gpt2": ("GPT2Config", "GPT2Model", {}),
    "vit": ("ViTConfig", "ViTModel", {}),
    "clip_vision": ("CLIPVisionConfig", "CLIPVisionModel", {}),
    "whisper_encoder": ("WhisperConfig", "WhisperModel", {}),
    "wav2vec2": ("Wav2Vec2Config", "Wav2Vec2Model", {}),
    "llama": ("LlamaConfig", "LlamaModel", DECODER_CONFIG),
    "qwen2": ("Qwen2Config", "Qwen2Model", DECODER_CONFIG),
    "t5_encoder": ("T5Config", "T5EncoderModel", {}),
    "t5": ("T5Config", "T5Model", {}),
    "clip_text": ("CLIPTextConfig", "CLIPTextModel", {}),
    "mobilevit": ("MobileViTConfig", "MobileViTModel", {}),
    "segformer": ("SegformerConfig", "SegformerModel", {}),
    "convnextv2": ("ConvNextV2Config", "ConvNextV2Model", {}),
    "deit": ("DeiTConfig", "DeiTModel", {}),
}
"""Per kind: the configuration class, the model class and the configuration's arguments (none: its defaults)."""


def _transformers(
    kind: str, inputs: Callable[[Any], tuple[Any, ...]], keywords: Sequence[str] = (), decode: bool = False
) -> Callable[[], tuple[Any, tuple[Any, ...]]]:
    """A Hugging Face model from its configuration with seeded random weights; its last hidden state is
    the output (called with `keywords` where its inputs are not its first positional ones), or for
    `decode` one decode step with past keys and values (`_DecodeStep`)."""

    def build() -> tuple[Any, tuple[Any, ...]]:
        import torch

        if importlib.util.find_spec("torchvision"):
            import_torchvision()  # transformers imports it where installed
        import transformers

        torch.manual_seed(0)
        config_class, model_class, arguments = TRANSFORMERS[kind]
        config = getattr(transformers, config_class)(**arguments)
        model = getattr(transformers, model_class)(config).eval()
        if kind == "whisper_encoder":
            model = model.get_encoder()
        if decode:
            return _DecodeStep.wrap(model, config.num_hidden_layers), inputs(config)
        return _FirstOutput.wrap(model, keywords), inputs(config)

    return build


def _tokens(seq: int) -> Callable[[Any], tuple[Any, ...]]:
    def make(config: Any) -> tuple[Any, ...]:
        import torch

        return (torch.randint(0, config.vocab_size, (1, seq), generator=torch.Generator().manual_seed(1)),)

    return make


def _token_pair(seq: int, target: int) -> Callable[[Any], tuple[Any, ...]]:
    """Encoder and decoder token ids of an encoder-decoder (T5)."""

    def make(config: Any) -> tuple[Any, ...]:
        import torch

        generator = torch.Generator().manual_seed(1)
        return tuple(torch.randint(0, config.vocab_size, (1, n), generator=generator) for n in (seq, target))

    return make


def _decode_inputs(config: Any) -> tuple[Any, ...]:
    """The decoded token's id and every layer's past keys and values ([1, kv heads, PAST, head dim])."""
    import torch

    generator = torch.Generator().manual_seed(1)
    heads = config.num_key_value_heads
    dim = config.hidden_size // config.num_attention_heads
    past = [torch.randn(1, heads, PAST, dim, generator=generator) for _ in range(2 * config.num_hidden_layers)]
    return (torch.randint(0, config.vocab_size, (1, 1), generator=generator), *past)


def _pixels(config: Any) -> tuple[Any, ...]:
    import torch

    size = getattr(config, "image_size", 224)  # SegFormer's configuration names none: any size
    return (torch.randn(1, config.num_channels, size, size, generator=torch.Generator().manual_seed(1)),)


def _mel(config: Any) -> tuple[Any, ...]:
    import torch

    frames = 2 * config.max_source_positions
    return (torch.randn(1, config.num_mel_bins, frames, generator=torch.Generator().manual_seed(1)),)


def _audio(samples: int) -> Callable[[Any], tuple[Any, ...]]:
    def make(config: Any) -> tuple[Any, ...]:
        import torch

        return (torch.randn(1, samples, generator=torch.Generator().manual_seed(1)),)

    return make


SMALL = 112
"""The image side used for convolutional networks that take any size (their standard one is 224)."""

ZOO_NAMES = ("bvlc_alexnet", "densenet121", "inception_v1", "inception_v2", "resnet50", "shufflenet", "squeezenet", "vgg19", "zfnet512")

NETWORKS: tuple[Network, ...] = (
    Network("resnet50", "torchvision", f"1x3x{SMALL}x{SMALL} (standard 224)", _torchvision("resnet50", SMALL)),
    Network("mobilenet_v3_large", "torchvision", f"1x3x{SMALL}x{SMALL} (standard 224)", _torchvision("mobilenet_v3_large", SMALL)),
    Network("efficientnet_b0", "torchvision", f"1x3x{SMALL}x{SMALL} (standard 224)", _torchvision("efficientnet_b0", SMALL)),
    Network("regnet_y_400mf", "torchvision", f"1x3x{SMALL}x{SMALL} (standard 224)", _torchvision("regnet_y_400mf", SMALL)),
    Network("convnext_tiny", "torchvision", f"1x3x{SMALL}x{SMALL} (standard 224)", _torchvision("convnext_tiny", SMALL)),
    Network("vit_b_16", "torchvision", "1x3x224x224 (position embeddings fix it)", _torchvision("vit_b_16", 224)),
    Network("swin_t", "torchvision", "1x3x224x224 (standard)", _torchvision("swin_t", 224)),
    Network(
        "deeplabv3_mobilenet_v3_large",
        "torchvision",
        "1x3x128x128 (standard 520)",
        _torchvision("deeplabv3_mobilenet_v3_large", 128, weights_backbone=None, aux_loss=False),
    ),
    Network("googlenet", "torchvision", f"1x3x{SMALL}x{SMALL} (standard 224)", _torchvision("googlenet", SMALL, aux_logits=False, init_weights=True)),
    Network("inception_v3", "torchvision", "1x3x160x160 (standard 299)", _torchvision("inception_v3", 160, aux_logits=False, init_weights=True)),
    Network("densenet121", "torchvision", f"1x3x{SMALL}x{SMALL} (standard 224)", _torchvision("densenet121", SMALL)),
    Network("shufflenet_v2_x1_0", "torchvision", f"1x3x{SMALL}x{SMALL} (standard 224)", _torchvision("shufflenet_v2_x1_0", SMALL)),
    Network("mnasnet1_0", "torchvision", f"1x3x{SMALL}x{SMALL} (standard 224)", _torchvision("mnasnet1_0", SMALL)),
    Network("bert", "transformers", "token ids 1x32 (BertConfig())", _transformers("bert", _tokens(32))),
    Network("distilbert", "transformers", "token ids 1x32 (DistilBertConfig())", _transformers("distilbert", _tokens(32))),
    Network("gpt2", "transformers", "token ids 1x32 (GPT2Config())", _transformers("gpt2", _tokens(32))),
    Network("vit", "transformers", "1x3x224x224 (ViTConfig())", _transformers("vit", _pixels)),
    Network("clip_vision", "transformers", "1x3x224x224 (CLIPVisionConfig())", _transformers("clip_vision", _pixels)),
    Network(
        "whisper_encoder", "transformers", "log-mel 1x80x3000, 1500 positions (WhisperConfig())", _transformers("whisper_encoder", _mel)
    ),
    Network("wav2vec2", "transformers", "waveform 1x16000, 1 s at 16 kHz (Wav2Vec2Config())", _transformers("wav2vec2", _audio(16000))),
    *(Network(f"zoo_{name}", "onnx zoo", "as shipped (fills randomized)", zoo=name) for name in ZOO_NAMES),
    # Today's networks (decoder LLMs, encoder-decoders, new vision backbones, dense prediction, detection, video, flow, quantized).
    Network("llama_prefill", "transformers", "token ids 1x32 (LlamaConfig, DECODER_CONFIG)", _transformers("llama", _tokens(32))),
    Network(
        "llama_decode",
        "transformers",
        f"1 token, past keys/values 2 layers x 1x2x{PAST}x64 (LlamaConfig, DECODER_CONFIG)",
        _transformers("llama", _decode_inputs, decode=True),
    ),
    Network("qwen2_prefill", "transformers", "token ids 1x32 (Qwen2Config, DECODER_CONFIG)", _transformers("qwen2", _tokens(32))),
    Network(
        "qwen2_decode",
        "transformers",
        f"1 token, past keys/values 2 layers x 1x2x{PAST}x64 (Qwen2Config, DECODER_CONFIG)",
        _transformers("qwen2", _decode_inputs, decode=True),
    ),
    Network("t5_encoder", "transformers", "token ids 1x32 (T5Config())", _transformers("t5_encoder", _tokens(32))),
    Network(
        "t5",
        "transformers",
        "token ids 1x32, decoder ids 1x8 (T5Config())",
        _transformers("t5", _token_pair(32, 8), keywords=("input_ids", "decoder_input_ids")),
    ),
    Network("clip_text", "transformers", "token ids 1x16 (CLIPTextConfig())", _transformers("clip_text", _tokens(16))),
    Network("mobilevit", "transformers", "1x3x256x256 (MobileViTConfig())", _transformers("mobilevit", _pixels)),
    Network("segformer", "transformers", "1x3x224x224 (SegformerConfig())", _transformers("segformer", _pixels)),
    Network("convnextv2", "transformers", "1x3x224x224 (ConvNextV2Config())", _transformers("convnextv2", _pixels)),
    Network("deit", "transformers", "1x3x224x224 (DeiTConfig())", _transformers("deit", _pixels)),
    Network("swin_v2_t", "torchvision", "1x3x256x256 (standard)", _torchvision("swin_v2_t", 256)),
    Network("maxvit_t", "torchvision", "1x3x224x224 (standard)", _torchvision("maxvit_t", 224)),
    Network("efficientnet_v2_s", "torchvision", f"1x3x{SMALL}x{SMALL} (standard 384)", _torchvision("efficientnet_v2_s", SMALL)),
    Network("resnext50_32x4d", "torchvision", f"1x3x{SMALL}x{SMALL} (standard 224)", _torchvision("resnext50_32x4d", SMALL)),
    Network("wide_resnet50_2", "torchvision", f"1x3x{SMALL}x{SMALL} (standard 224)", _torchvision("wide_resnet50_2", SMALL)),
    Network("fcn_resnet50", "torchvision", "1x3x128x128 (standard 520)", _torchvision("fcn_resnet50", 128, weights_backbone=None, aux_loss=False)),
    Network(
        "lraspp_mobilenet_v3_large",
        "torchvision",
        "1x3x128x128 (standard 520)",
        _torchvision("lraspp_mobilenet_v3_large", 128, weights_backbone=None),
    ),
    Network(
        "ssdlite_backbone_head",
        "torchvision",
        "1x3x320x320 (standard), backbone and head",
        _torchvision("ssdlite320_mobilenet_v3_large", 320, wrap=_ssd_backbone_and_head, weights_backbone=None),
    ),
    Network(
        "ssdlite",
        "torchvision",
        "1x3x320x320 (standard), with transform and NMS",
        _torchvision("ssdlite320_mobilenet_v3_large", 320, wrap=_detections, weights_backbone=None),
    ),
    Network("r3d_18", "torchvision", "clip 1x3x8x112x112 (standard 16 frames)", _torchvision("r3d_18", 112, inputs=lambda size, **k: _clip(8, size, **k))),
    Network(
        "raft_small",
        "torchvision",
        f"two frames 1x3x128x128, {RAFT_UPDATES} flow updates (standard 12)",
        _torchvision("raft_small", 128, inputs=_image_pair, wrap=_last_flow),
    ),
    *(
        Network(f"resnet18_{form}", "torchvision + onnxruntime.quantization", f"1x3x{SMALL}x{SMALL}, {what}", _torchvision("resnet18", SMALL), quantize=form)
        for form, what in (("qdq", "static QDQ (u8/s8)"), ("dynamic", "dynamic (s8 weights)"), ("qoperator", "static QOperator (u8/s8)"))
    ),
)

QUANTIZED_FORMS = ("qdq", "dynamic", "qoperator")
"""onnxruntime's three quantized forms of a float graph (onnxruntime.quantization): static with
QuantizeLinear/DequantizeLinear pairs, dynamic (DynamicQuantizeLinear, ConvInteger, MatMulInteger),
static in QOperator ops (QLinearConv and the com.microsoft QLinear ops)."""

BY_NAME = {n.name: n for n in NETWORKS}


def exporters() -> tuple[str, ...]:
    """The TorchScript exporter, and the torch.export-based one where onnxscript is installed."""
    return EXPORTERS if importlib.util.find_spec("onnxscript") else EXPORTERS[:1]


def cases(available: Sequence[str] | None = None) -> list[tuple[str, str]]:
    """Every (network, exporter) row of the table: torch networks with each exporter, zoo graphs once (`onnx`)."""
    chosen = exporters() if available is None else tuple(available)
    return [(n.name, e) for n in NETWORKS for e in (("onnx",) if n.zoo else ("torchscript",) if n.quantize else chosen)]


# ---------------------------------------------------------------------------
# Rows
# ---------------------------------------------------------------------------


@dataclass
class Stage:
    """One stage of a row: `pass`, `blocked` (a diagnostic), `error` (not a diagnostic), `skipped`, `mismatch`, `unchecked`."""

    name: str
    status: str
    detail: str = ""
    value: float | None = None


@dataclass
class Row:
    network: str
    source: str
    inputs: str
    exporter: str
    stages: list[Stage] = field(default_factory=list)
    ops: int | None = None
    estimates: dict[str, list[float]] = field(default_factory=dict)
    """Per target: [as written, compiled] seed-mode estimate in microseconds."""
    refined: dict[str, list[float]] = field(default_factory=dict)
    """Per target: [as written, compiled in refined mode] refined-mode estimate in microseconds."""
    dispatches: dict[str, list[int]] = field(default_factory=dict)
    depth: int | None = None
    """The uncompiled fp16 module's depth, which sets the fp16 budget."""
    seconds: float = 0.0
    environment: str = ""
    """The machine and package versions the row ran with."""

    def stage(self, name: str) -> Stage | None:
        return next((s for s in self.stages if s.name == name), None)

    @property
    def status(self) -> str:
        found = {s.status for s in self.stages}
        for status, stage_status in (
            ("export failed", "export failed"),
            ("error", "error"),
            ("blocked", "blocked"),
            ("mismatch", "mismatch"),
            ("unchecked", "unchecked"),
        ):
            if stage_status in found:
                return status
        return "pass"

    @property
    def first_problem(self) -> Stage | None:
        return next((s for s in self.stages if s.status not in ("pass", "skipped")), None)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Row:
        stages = [Stage(**s) for s in data.pop("stages")]
        return cls(stages=stages, **data)


DIAGNOSTIC_TYPES: tuple[str, ...] = (
    "OnnxImportError",
    "PassFailedException",
    "VerifyException",
    "DiagnosticException",
    "CostError",
    "InterpretationError",
    "OpRuntimeError",
    "InputError",
    "UserError",
)
"""anec's diagnostics (their classes and subclasses): anything else a stage raises is an internal error."""


def is_diagnostic(err: BaseException) -> bool:
    return any(cls.__name__ in DIAGNOSTIC_TYPES for cls in type(err).__mro__)


def first_line(text: str, limit: int = 400) -> str:
    line = " ".join(text.strip().split("\n")[0].split())
    return line if len(line) <= limit else line[: limit - 3] + "..."


def describe(err: BaseException) -> str:
    """The message a user sees: anec's diagnostic, or the exception's type and message when it is not one."""
    text = str(err).strip() or type(err).__name__
    if is_diagnostic(err):
        return first_line(text if text.startswith("error") or ": error: " in text else f"error: {text}")
    return first_line(f"internal error {type(err).__name__}: {text}")


_ONNX_OP = re.compile(r"ONNX op '([A-Za-z0-9_]+)'|node '[^']*' \(([A-Z][A-Za-z0-9]+)\)|ONNX ([A-Z][A-Za-z0-9]+) node")
_ANEC_OP = re.compile(r"'(anec\.[a-z_0-9]+)'|\b(anec\.[a-z_0-9]+)\b")
_PASS = re.compile(r"\b(anec-(?:legalize|fold|channel-group|fuse|tile|winograd|cost|compile))\b")
_RULE = re.compile(r"\b(SPEC section \d+)")
_ONNX_TYPE = re.compile(r"\b([A-Z][a-z]+(?:[A-Z][a-z]*)+|[A-Z][a-z]{2,})\b")


def blocker(stage: str, message: str) -> str:
    """What blocks a stage, as named in its diagnostic: the op and the pass or rule (`anec-fuse / anec.gather`)."""
    names: list[str] = []
    passes = [p for p in _PASS.findall(message) if p != "anec-compile"]
    if passes:
        names.append(passes[0])
    onnx_op = _ONNX_OP.search(message)
    anec_op = _ANEC_OP.search(message)
    if onnx_op:
        names.append(next(g for g in onnx_op.groups() if g))
    elif anec_op:
        names.append(next(g for g in anec_op.groups() if g))
    elif stage == "import" and not names:
        # The importer names the failing node's op type in its message.
        found = [w for w in _ONNX_TYPE.findall(message) if w not in ("ONNX", "Cannot", "The", "This")]
        if found:
            names.append(found[0])
    rule = _RULE.search(message)
    if rule and names:
        names[-1] += f" ({rule.group(1)})"
    return " / ".join(names)


def _stage_error(row: Row, name: str, err: BaseException) -> Stage:
    message = describe(err)
    status = "blocked" if is_diagnostic(err) else "error"
    stage = Stage(name, status, message)
    row.stages.append(stage)
    return stage


def rel_error(got: Sequence[np.ndarray], want: Sequence[np.ndarray]) -> float:
    from devtools.validate_onnx import rel_error as relative

    return relative(list(got), list(want))


def finite(outputs: Iterable[np.ndarray]) -> bool:
    return all(bool(np.all(np.isfinite(np.asarray(o, np.float64)))) for o in outputs)


def exported(network: Network, exporter: str) -> tuple[Any, dict[str, np.ndarray]]:
    """The network's ONNX model and its input feeds (by graph input name)."""
    import onnx

    if network.zoo is not None:
        from devtools.validate_onnx import DATA, calibrate_batch_norms as calibrate_graph, graph_feeds, randomize_fills, with_logits

        model = with_logits(randomize_fills(onnx.load(str(DATA / "light" / f"light_{network.zoo}.onnx"))))
        model = calibrate_graph(model, [graph_feeds(model, seed=CALIBRATION_SEED)])
        return model, graph_feeds(model)
    assert network.build is not None
    import io
    import warnings

    import torch

    module, example = network.build()
    names = [f"input{i}" if len(example) > 1 else "input" for i in range(len(example))]
    # Not under torch.no_grad(): there, nn.MultiheadAttention (vit_b_16) takes
    # its fused inference path, `aten::_native_multi_head_attention`, which
    # the TorchScript exporter cannot export; users export with autograd on.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        if exporter == "dynamo":
            program = torch.onnx.export(module, example, dynamo=True, input_names=names, output_names=["output"], verbose=False)
            assert program is not None
            model = program.model_proto
        else:
            buffer = io.BytesIO()
            torch.onnx.export(
                module, example, buffer, dynamo=False, opset_version=17, input_names=names, output_names=["output"], do_constant_folding=True
            )
            model = onnx.load_from_string(buffer.getvalue())
    if network.quantize is not None:
        model = quantized(model, network.quantize)
    graph_inputs = [v.name for v in model.graph.input if v.name not in {t.name for t in model.graph.initializer}]
    return model, {name: t.numpy() for name, t in zip(graph_inputs, example)}


def quantized(model: Any, form: str) -> Any:
    """
    `model` quantized by onnxruntime.quantization in `form` (`QUANTIZED_FORMS`):
    static forms calibrated (min/max) on CALIBRATION_BATCH seeded images
    (seed CALIBRATION_SEED), u8 activations and s8 weights, per-tensor; dynamic
    with s8 weights. Written through files, as onnxruntime's tools take them.
    """
    import tempfile

    import onnx
    from onnxruntime.quantization import CalibrationDataReader, QuantFormat, QuantType, quantize_dynamic, quantize_static

    name = model.graph.input[0].name
    dims = [d.dim_value for d in model.graph.input[0].type.tensor_type.shape.dim]
    rng = np.random.default_rng(CALIBRATION_SEED)
    batches = iter([{name: rng.standard_normal(dims).astype(np.float32)} for _ in range(CALIBRATION_BATCH)])

    class Reader(CalibrationDataReader):
        def get_next(self) -> dict[str, np.ndarray] | None:
            return next(batches, None)

    with tempfile.TemporaryDirectory() as scratch:
        source, target = Path(scratch) / "float.onnx", Path(scratch) / f"{form}.onnx"
        onnx.save(model, source)
        if form == "dynamic":
            quantize_dynamic(source, target, weight_type=QuantType.QInt8)
        else:
            quant_format = QuantFormat.QDQ if form == "qdq" else QuantFormat.QOperator
            quantize_static(source, target, Reader(), quant_format=quant_format, activation_type=QuantType.QUInt8, weight_type=QuantType.QInt8)
        return onnx.load(target)


def output_quantum(model: Any) -> float | None:
    """The scale of the graph's (first) output where a DequantizeLinear with a known per-tensor scale makes
    it (the static quantized forms), else None (a float output: dynamic quantization, float graphs)."""
    from onnx import numpy_helper

    producer = {out: n for n in model.graph.node for out in n.output}
    known = {t.name: numpy_helper.to_array(t) for t in model.graph.initializer}
    node = producer.get(model.graph.output[0].name)
    if node is None or node.op_type != "DequantizeLinear" or known.get(node.input[1]) is None or known[node.input[1]].size != 1:
        return None
    return float(known[node.input[1]].reshape(()))


QUANTIZED_REASONS = {
    "qdq": (
        "onnxruntime's graph optimizations fuse each DequantizeLinear, Conv and QuantizeLinear into "
        "QLinearConv (and the residual adds into QLinearAdd), whose requantization rounds differently from the "
        "ONNX definition anec imports (below); against the unfused graph (optimizations off) every element is within one quantum"
    ),
    "qoperator": (
        "QLinearConv: onnxruntime adds the int32 bias to the int32 sum and requantizes with one float32 multiply, "
        "(acc + B) x m; anec's convolution applies the multiplier and the scaled bias as its post-scale and bias "
        "streams, acc x m + B x m, so a value within about one float32 ulp of a half quantum rounds the other way "
        "(2e-5 of the outputs of the first convolution that differs, layer1.1's, by one quantum); QLinearAdd, "
        "QLinearGlobalAveragePool and QGemm then take those inputs, and the untrained weights amplify them (up to 9 quanta "
        "after layer4)"
    ),
}
"""Why a quantized form's row is not within one output quantum of onnxruntime on QUANTUM_SHARE of its
elements, per op (measured on resnet18, each quantized op's output against onnxruntime's with the graph
cut there; docs/validation.md, "Quantized rows"): such a row is an expected failure with its reason."""

QUANTUM_SHARE = 0.999
"""Share of a quantized graph's output elements that must lie within one output quantum of onnxruntime's."""


def quantum_check(got: Sequence[np.ndarray], want: Sequence[np.ndarray], quantum: float) -> tuple[bool, str, float]:
    """Whether at least QUANTUM_SHARE of the elements lie within one quantum (with a relative slack of
    1e-3 for the float arithmetic of the check), the detail and the share off."""
    off = np.concatenate([(np.abs(g.astype(np.float64) - w) > quantum * 1.001).ravel() for g, w in zip(got, want)])
    share = float(off.mean()) if off.size else 0.0
    return share <= 1 - QUANTUM_SHARE, f"{share:.1e} beyond one quantum ({quantum:.2g})", share


def fp32_check(model: Any, feeds: dict[str, np.ndarray], got: Sequence[np.ndarray], want: Sequence[np.ndarray], error: float) -> tuple[bool, str]:
    """
    The fp32 check of an output `error` (scale-relative) beyond
    FP32_TOLERANCE from onnxruntime's `want`: both outputs against the
    float64 evaluation of the same graph. It passes when onnxruntime's own
    error exceeds the tolerance (it cannot referee at it) and anec's is
    within it; the detail gives the three errors.
    """
    from devtools.validate_onnx import float64_outputs

    try:
        exact = float64_outputs(model, feeds)
    except Exception as err:  # noqa: BLE001 (the reference evaluator's failure: no arbiter, the error stands)
        return False, f"{error:.1e}; no float64 evaluation ({first_line(f'{type(err).__name__}: {err}', 120)})"
    ours, theirs = rel_error(got, exact), rel_error(want, exact)
    ok = theirs > FP32_TOLERANCE and ours <= FP32_TOLERANCE
    return ok, f"{error:.1e}; float64: anec {ours:.1e}, ORT {theirs:.1e}"


def cast_inputs(function: Any, feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
    """The feeds in the dtypes of the function's arguments (the fp16 import takes fp16 images)."""
    from anec.dialect.numeric import value_type

    values = list(feeds.values())
    return [v.astype(value_type(arg.type)[1]) for v, arg in zip(values, function.args)]


MODEL_DIR = Path(__file__).resolve().parents[1] / "build" / "validate"
"""Where a run keeps each row's exported model (`NAME-EXPORTER.onnx`), its inputs
and onnxruntime's outputs (`NAME-EXPORTER.npz`), and the sweep's table of cells."""

CELL_OPTIONS = (("written", ""), ("compile", "anec-compile"))
"""The sweep's option sets: each network as written and compiled (for each of TARGETS and MODES)."""


def run_case(name: str, exporter: str) -> Row:
    """One row of the table: `name` exported by `exporter` through every stage (`run_cases`, in this process)."""
    return run_cases([(name, exporter)])[0]


def run_cases(
    chosen: Sequence[tuple[str, str]], workers: int = 0, directory: Path = MODEL_DIR, progress: Callable[[str], None] | None = None,
    isolated: bool = False,
) -> list[Row]:
    """
    The rows of `chosen` (network, exporter) in that order, in two steps on
    the engine of `anec-sweep` (`anec.tools.sweep`: in this process, or on a
    dask.distributed LocalCluster of `workers` processes):

    1. per row, one task (`prepare`; with `isolated`, in a process of its own): export the network to
       `directory/NAME-EXPORTER.onnx`, run onnxruntime on its inputs (kept
       beside it, `.npz`), import it in fp32 and fp16, verify, and the
       numerics of the module as written (fp32 and fp16 against onnxruntime);
    2. one sweep (`sweep.sweep`) of every row that imported and verified x
       TARGETS x MODES x CELL_OPTIONS: each cell imports the model (once per
       worker), compiles it or not, and estimates it; a cell compiled in seed
       mode then runs the interpreter on its module against onnxruntime's
       output (the sweep's `check`, `check_cell`).

    `assemble` makes each row from its task and its cells, as the stages of
    the module's docstring.
    """
    from anec.tools.sweep import Grid, cluster, sweep

    directory.mkdir(parents=True, exist_ok=True)
    with cluster(workers) as address:
        prepared = _map(address, prepare, [(name, exporter, str(directory), isolated) for name, exporter in chosen])
        if progress is not None:
            progress(f"{len(prepared)} rows exported and checked as written")
        models = [str(model_path(directory, n, e)) for (n, e), p in zip(chosen, prepared) if p["go"]]
        cells: dict[str, list[tuple[dict[str, Any], Any]]] = {}
        if models:
            grid = Grid(tuple(models), TARGETS, MODES, CELL_OPTIONS)
            table = directory / "cells.parquet"
            table.unlink(missing_ok=True)
            step = max(1, len(models) * len(TARGETS) * len(MODES) * len(CELL_OPTIONS) // 10)

            def told(done: int, total: int) -> None:
                if progress is not None and (done % step == 0 or done == total):
                    progress(f"{done} of {total} cells")

            outcome = sweep(grid, str(table), scheduler=address, progress=told, check=check_cell, checkpoint=60.0)
            if outcome.unfinished:
                cell, reason = outcome.unfinished[0]
                raise UnfinishedCells(f"{len(outcome.unfinished)} cells did not finish (first: {cell.model} on {cell.target}: {reason}); run the rows again")
            for row in outcome.rows:
                key = tuple(row[k] for k in ("model", "model_sha256", "target", "mode", "options", "pipeline", "anec_version"))
                cells.setdefault(str(row["model"]), []).append((row, outcome.checks[key]))
    return [
        assemble(name, exporter, found, cells.get(str(model_path(directory, name, exporter)), []))
        for (name, exporter), found in zip(chosen, prepared)
    ]


class UnfinishedCells(Exception):
    """Cells on which workers died more often than Dask allows (`anec.tools.sweep.Outcome.unfinished`)."""


def _map(address: str | None, function: Callable[..., Any], arguments: Sequence[tuple[Any, ...]]) -> list[Any]:
    """`function(*a)` for each of `arguments`, in this process or on the cluster at `address`."""
    if address is None:
        return [function(*a) for a in arguments]
    from dask.distributed import Client

    with Client(address) as client:
        return client.gather([client.submit(function, *a, pure=False) for a in arguments])


def model_path(directory: Path, name: str, exporter: str) -> Path:
    return directory / f"{name}-{exporter}.onnx"


def prepare(name: str, exporter: str, directory: str, isolated: bool = False) -> dict[str, Any]:
    """
    What a row needs before its cells: `name` exported by `exporter` and saved
    (`model_path`), its inputs and onnxruntime's outputs beside it (`.npz`),
    then the stages up to the targets: import (fp32 and fp16), verify, fp32
    against onnxruntime, fp16 as written. Gives the stages (as dicts), the
    anec op count, the depth, the uncompiled fp16 error (or why there is
    none), whether the cells should run (`go`: the fp16 import verified) and
    the seconds it took.

    `isolated`: in a process of its own (`python -m devtools.corpus prepare`),
    whose memory is all given back when it ends. An export leaves torch's
    state behind (the dynamo exporter's traced frames and graphs among it),
    and a worker that exported one network after another grew past 9 GiB,
    where Dask restarted it in the middle of a row (docs/testing.md, "The
    network corpus"). The result is the same dict, through JSON.
    """
    if isolated:
        return _prepare_isolated(name, exporter, directory)
    start = time.perf_counter()
    row = Row(name, "", "", exporter)
    found: dict[str, Any] = {"go": False, "ops": None, "depth": None, "uncompiled": None, "why_not": "", "stages": row.stages}
    try:
        _prepare(BY_NAME[name], exporter, Path(directory), row, found)
    finally:
        found["stages"] = [asdict(stage) for stage in row.stages]
        found["seconds"] = time.perf_counter() - start
    return found


def _prepare_isolated(name: str, exporter: str, directory: str) -> dict[str, Any]:
    import subprocess
    import tempfile

    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as scratch:
        result = Path(scratch) / "prepared.json"
        command = [sys.executable, "-m", "devtools.corpus", "prepare", name, exporter, directory, "--json", str(result)]
        done = subprocess.run(command, cwd=Path(__file__).resolve().parents[1], check=False)
        if done.returncode == 0 and result.exists():
            return json.loads(result.read_text())
    why = f"the row's process ({' '.join(command[1:5])}) ended with status {done.returncode} before giving its result"
    stage = Stage("export", "error", why)
    return {"go": False, "ops": None, "depth": None, "uncompiled": None, "why_not": why, "stages": [asdict(stage)], "seconds": time.perf_counter() - start}


def _prepare(network: Network, exporter: str, directory: Path, row: Row, found: dict[str, Any]) -> None:
    import onnx
    import onnxruntime as ort

    from anec.dialect.dominance import first_dominance_error
    from anec.frontend.onnx import convert_onnx
    from anec.interpreter import entry_function, run

    try:
        model, feeds = exported(network, exporter)
    except Exception as err:  # noqa: BLE001 (the exporter's failure, not anec's)
        row.stages.append(Stage("export", "export failed", first_line(f"{type(err).__name__}: {err}")))
        return
    row.stages.append(Stage("export", "pass", f"{len(model.graph.node)} ONNX nodes"))
    path = model_path(directory, network.name, exporter)
    onnx.save(model, str(path))

    # Import, fp32 and fp16.
    try:
        fp32 = convert_onnx(model, keep_fp32=True).module
        imported = convert_onnx(model).module
    except Exception as err:  # noqa: BLE001 (any failure of a stage is the row's result)
        _stage_error(row, "import", err)
        return
    found["ops"] = sum(1 for op in imported.walk() if op.name.startswith("anec.") and op.name != "anec.constant")
    row.stages.append(Stage("import", "pass", f"{found['ops']} anec ops"))
    try:  # the placement table's problems (docs/placement.md), from this import: no second export
        from devtools.placement_table import write_problems

        write_problems(network.name, exporter, imported)
    except Exception as err:  # noqa: BLE001 (the compile stage reports what fails there)
        print(f"{network.name} ({exporter}): placement problems not written: {describe(err)}", file=sys.stderr)

    try:
        imported.verify()
        broken = first_dominance_error(imported)
        if broken is not None:
            raise ValueError(f"'{broken[0].name}' op {broken[1]}")
        row.stages.append(Stage("verify", "pass"))
    except Exception as err:  # noqa: BLE001 (any failure of a stage is the row's result)
        _stage_error(row, "verify", err)
        return

    # fp32 against onnxruntime.
    want: list[np.ndarray] | None = None
    try:
        options = ort.SessionOptions()
        options.log_severity_level = 3
        session = ort.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"])
        want = session.run(None, feeds)
        got = run(fp32, cast_inputs(entry_function(fp32), feeds))
        error = rel_error(got, want)
        ok = error <= FP32_TOLERANCE
        quantum = output_quantum(model) if network.quantize else None
        if quantum is not None:
            ok, detail, share = quantum_check(got, want, quantum)
            if not ok:  # the ONNX definition, as onnxruntime runs it without fusing quantized ops
                options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
                unfused = ort.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"]).run(None, feeds)
                detail += f"; unfused {quantum_check(got, unfused, quantum)[2]:.1e}"
            row.stages.append(Stage("fp32", "pass" if ok else "mismatch", detail, share))
        elif not ok:  # beyond the tolerance of onnxruntime: the float64 evaluation decides
            ok, detail = fp32_check(model, feeds, got, want, error)
            row.stages.append(Stage("fp32", "pass" if ok else "mismatch", detail, error))
        elif all(np.ptp(np.asarray(w, np.float64)) == 0 for w in want):
            row.stages.append(Stage("fp32", "unchecked", "the reference output is constant: the comparison checks nothing"))
        else:
            row.stages.append(Stage("fp32", "pass" if ok else "mismatch", f"{error:.1e}", error))
    except Exception as err:  # noqa: BLE001 (any failure of a stage is the row's result)
        _stage_error(row, "fp32", err)
    del fp32
    arrays = {f"feed{i}": v for i, v in enumerate(feeds.values())}
    arrays.update({f"want{i}": np.asarray(w) for i, w in enumerate(want or [])})
    np.savez(path.with_suffix(".npz"), **arrays)

    # The uncompiled fp16 module against the fp32 truth: the error fp16 itself makes.
    found["depth"] = depth(imported)
    try:
        reference = run(imported, cast_inputs(entry_function(imported), feeds))
        if want is None:
            found["why_not"] = "onnxruntime gave no fp32 output to compare with"
        elif not finite(reference):
            row.stages.append(Stage("fp16", "unchecked", "the uncompiled fp16 output overflows (inf/NaN)"))
            found["why_not"] = "the uncompiled fp16 output overflows (inf/NaN)"
        else:
            found["uncompiled"] = rel_error(reference, want)
            row.stages.append(Stage("fp16", "pass", f"{found['uncompiled']:.1e}", found["uncompiled"]))
        del reference
    except Exception as err:  # noqa: BLE001 (any failure of a stage is the row's result)
        _stage_error(row, "fp16", err)
        found["why_not"] = "the uncompiled fp16 module did not run"
    found["go"] = True


_REFERENCES: dict[str, tuple[str, list[np.ndarray], list[np.ndarray]]] = {}
"""Per model file, in each process: (its SHA-256, the inputs, onnxruntime's outputs) from its `.npz`."""


def _reference(model: str, digest: str) -> tuple[list[np.ndarray], list[np.ndarray]]:
    if model not in _REFERENCES or _REFERENCES[model][0] != digest:
        with np.load(Path(model).with_suffix(".npz")) as arrays:
            feeds = [arrays[f"feed{i}"] for i in range(sum(1 for k in arrays.files if k.startswith("feed")))]
            want = [arrays[f"want{i}"] for i in range(sum(1 for k in arrays.files if k.startswith("want")))]
        _REFERENCES.clear()
        _REFERENCES[model] = (digest, feeds, want)
    return _REFERENCES[model][1], _REFERENCES[model][2]


def check_cell(cell: Any, module: Any) -> dict[str, Any] | None:
    """
    The sweep's step after a cell's estimate (`anec.tools.sweep.Check`): for
    a cell compiled in seed mode, the interpreter's fp16 output of its module
    against onnxruntime's fp32 output, scale-relative (`{"error": ...}`, or
    the failure as a stage, `{"stage": ...}`); None for every other cell and
    where onnxruntime gave no output.
    """
    if cell.options != "compile" or cell.mode != "seed":
        return None
    try:
        from anec.interpreter import entry_function, run

        feeds, want = _reference(cell.model, cell.model_sha256)
        if not want:
            return None
        function = entry_function(module)
        inputs = [v.astype(_dtype(arg)) for v, arg in zip(feeds, function.args)]
        return {"error": rel_error(run(module, inputs), want)}
    except Exception as err:  # noqa: BLE001 (any failure of a stage is the row's result)
        return {"stage": asdict(Stage(f"fp16 {cell.target}", "blocked" if is_diagnostic(err) else "error", describe(err)))}


def _dtype(arg: Any) -> Any:
    from anec.dialect.numeric import value_type

    return value_type(arg.type)[1]


def assemble(name: str, exporter: str, prepared: dict[str, Any], cells: Sequence[tuple[dict[str, Any], Any]]) -> Row:
    """The row of `name` by `exporter` from its `prepare` and its cells (sweep rows with their `CellCheck`s)."""
    network = BY_NAME[name]
    row = Row(network.name, network.source, network.inputs, exporter, environment=environment())
    row.stages = [Stage(**s) for s in prepared["stages"]]
    row.ops, row.depth = prepared["ops"], prepared["depth"]
    row.seconds = round(prepared["seconds"] + sum(check.seconds for _, check in cells), 1)
    if not prepared["go"]:
        return row
    by = {(c["target"], c["mode"], c["options"]): (c, check) for c, check in cells}
    uncompiled, why_not = prepared["uncompiled"], prepared["why_not"]
    for target in TARGETS:
        written = [by[(target, mode, "written")][0] for mode in MODES]
        failed = next((c for c in written if c["status"] != "ok"), None)
        if failed is not None:
            row.stages.append(_cell_stage(f"report {target}", failed))
        compiled, compiled_check = by[(target, MODES[0], "compile")]
        if compiled["status"] != "ok" and compiled_check.stage != "estimate":
            row.stages.append(_cell_stage(f"compile {target}", compiled))
            row.stages.append(Stage(f"fp16 {target}", "skipped"))
            continue
        row.stages.append(Stage(f"compile {target}", "pass"))
        refined = by[(target, MODES[1], "compile")][0]
        problem = next((c for c in (compiled, refined) if c["status"] != "ok"), None)
        if problem is not None:
            row.stages.append(_cell_stage(f"report {target}", problem))
        elif failed is None:
            row.estimates[target] = [round(written[0]["latency_us"], 1), round(compiled["latency_us"], 1)]
            row.refined[target] = [round(written[1]["latency_us"], 1), round(refined["latency_us"], 1)]
            row.dispatches[target] = [written[0]["dispatches"], compiled["dispatches"]]
            row.stages.append(Stage(f"report {target}", "pass"))
            row.stages.append(never_worse(target, [c["latency_us"] for c in written], [compiled["latency_us"], refined["latency_us"]]))
        checked = compiled_check.value
        if uncompiled is None or checked is None:
            status = "unchecked" if "overflows" in why_not else "skipped"
            row.stages.append(Stage(f"fp16 {target}", status, why_not))
        elif "stage" in checked:
            row.stages.append(Stage(**checked["stage"]))
        else:
            ok = checked["error"] <= uncompiled + fp16_budget(row.depth or 0)
            row.stages.append(Stage(f"fp16 {target}", "pass" if ok else "mismatch", f"{checked['error']:.1e}", checked["error"]))
    return row


def _cell_stage(name: str, cell: dict[str, Any]) -> Stage:
    """A failed sweep cell as the row's stage `name`: a diagnostic blocks it; an internal error is an error.
    The model's path, which the importer's diagnostics name, is left out (it is the build folder's)."""
    detail = str(cell["diagnostic"]).replace(f"error: {cell['model']}: ", "error: ", 1)
    return Stage(name, "blocked" if cell["status"] == "error" else "error", first_line(detail))


def verdict(row: Row) -> tuple[str, str]:
    """
    What a row comes to, and why: `pass` when every stage passed; `xfail`
    (an expected failure: the corpus records what remains) when a diagnostic
    blocks it and names the op or rule, when a check could not be made
    (`unchecked`), when the exporter failed, or when a quantized row's only
    failure is its fp32 check with the reason written per op
    (`QUANTIZED_REASONS`); `fail` for a numeric mismatch, an exception that
    is not one of anec's diagnostics, or a blocked stage whose diagnostic
    names no op or rule.
    """
    problem = row.first_problem
    if row.status == "pass" or problem is None:
        return "pass", ""
    summary = f"{row.network} ({row.exporter}), {problem.name}: {problem.detail}"
    form = BY_NAME[row.network].quantize
    others = [s for s in row.stages if s.status in ("mismatch", "error", "blocked") and s.name != "fp32"]
    if row.status == "mismatch" and problem.name == "fp32" and form in QUANTIZED_REASONS and not others:
        return "xfail", f"{summary}: {QUANTIZED_REASONS[form]}"
    if row.status in ("error", "mismatch"):
        return "fail", summary
    if row.status == "export failed":
        return "xfail", f"the exporter fails: {summary}"
    if row.status == "unchecked":
        return "xfail", summary
    blocked = [s for s in row.stages if s.status == "blocked"]
    if not all(blocker(s.name, s.detail) for s in blocked):
        return "fail", f"a blocked stage names no op or rule: {summary}"
    return "xfail", "; ".join(f"{s.name} blocked by {blocker(s.name, s.detail)}: {s.detail}" for s in blocked)


def select(names: Sequence[str]) -> list[tuple[str, str]]:
    """The rows named (a network: every exporter of it; NETWORK-EXPORTER: one row), or every row for
    none, among those the installed exporters make; an unknown name is a `ValueError`."""
    wanted = [n.strip() for n in names if n.strip()]
    ids = {f"{n}-{e}" for n, e in cases(EXPORTERS)}
    unknown = [w for w in wanted if w not in BY_NAME and w not in ids]
    if unknown:
        raise ValueError(f"no corpus row {', '.join(unknown)}; rows are named by network ({', '.join(BY_NAME)}) or NETWORK-EXPORTER")
    return [(n, e) for n, e in cases() if not wanted or n in wanted or f"{n}-{e}" in wanted]


def installed(network: str) -> bool:
    """Whether the package that builds `network` is installed (torchvision and transformers live in build/validate-venv)."""
    package = {"torchvision": "torchvision", "transformers": "transformers"}.get(BY_NAME[network].source)
    return package is None or importlib.util.find_spec(package) is not None


MODES = ("seed", "refined")
"""The cost modes in which compiling must not raise the estimate."""

NEVER_WORSE_SLACK = 1e-9
"""Relative slack for the order of float sums in "compiling never raises the estimate" (also `assert_never_worse` in tests/test_compile.py)."""


def never_worse(target: str, written: Sequence[float], compiled: Sequence[float]) -> Stage:
    """`mismatch` when a compiled estimate (us) is above the written one in some mode (MODES, in order)."""
    worse = [
        f"{mode} {before:.1f} -> {after:.1f} us"
        for mode, before, after in zip(MODES, written, compiled)
        if after > before * (1 + NEVER_WORSE_SLACK)
    ]
    if worse:
        return Stage(f"never worse {target}", "mismatch", "compiling raised the estimate: " + "; ".join(worse))
    return Stage(f"never worse {target}", "pass")


# ---------------------------------------------------------------------------
# The page
# ---------------------------------------------------------------------------


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _stage_cell(row: Row, name: str) -> str:
    stage = row.stage(name)
    if stage is None:
        return "-"
    if stage.status == "pass":
        return stage.detail if stage.value is not None else "ok"
    if stage.status in ("mismatch",):
        return f"**{stage.detail}**"
    return stage.status


def _estimate_cell(row: Row, target: str) -> str:
    if target not in row.estimates:
        return "-"
    d_before, d_after = row.dispatches[target]
    cells = []
    for estimates in (row.estimates, row.refined):
        if target in estimates:
            before, after = estimates[target]
            mark = " (higher)" if after > before * (1 + NEVER_WORSE_SLACK) else ""
            cells.append(f"{before:.0f} -> {after:.0f}{mark}")
    return "; ".join(cells) + f"; {d_before} -> {d_after}"


NOTES = """
## Weights

Random weights are not a trained network's: drawn independently, a deep
network's activations grow layer by layer until fp16 (largest finite value
65504) overflows, and a batch norm with random statistics does not undo it.
Training leaves each batch norm's running mean and variance equal to the
statistics of its input, so that its output has the spread of its scale and
bias. The corpus does the same, deterministically: every batch norm's mean
and variance are set to its input's per-channel mean and variance over a
calibration batch of seeded standard-normal inputs (seed {seed}; the rows'
own inputs use seed 1), and its scale and bias keep their random values
(scale in [0.75, 1.25] for torchvision, [0.5, 1.5] for the zoo graphs, so
folding is still exercised). torchvision networks are calibrated in one
forward pass of {batch} images with their batch norms in training mode and
cumulative averaging (`devtools.corpus.calibrate_batch_norms`); the zoo
graphs fix their batch at one, so they are calibrated on one image, in
order of depth, with onnxruntime (`devtools.validate_onnx.calibrate_batch_norms`).
The zoo graphs' other weights are He-scaled normals, N(0, 2 / fan-in), as
before (`randomize_fills`); torchvision's are its constructors' own.
Networks without batch norms (the transformers, ConvNeXt's layer norms) are
unchanged: their normalization layers compute their statistics at run time.

## Quantized rows

`resnet18_qdq`, `resnet18_dynamic` and `resnet18_qoperator` are torchvision's
ResNet-18 exported by TorchScript and quantized by onnxruntime.quantization in
its three forms (static QDQ and QOperator calibrated min/max on {batch} seeded
images, u8 activations and s8 weights per tensor; dynamic with s8 weights).
Their fp32 check is the issue's: at least {share:.1%} of the output's elements
within one output quantum (the scale of the DequantizeLinear that makes the
output) of onnxruntime's, as run by default (graph optimizations on); where
it fails the table also gives the share against the unfused graph
(optimizations off: the ONNX definition). The dynamic form's output is a float
product (no output quantum), so it takes the float check. Where the check
fails, the reason, per op:

{reasons}

The dynamic form's fp32 import matches onnxruntime exactly. In its fp16
import, ConvInteger's and MatMulInteger's integer sums (up to 255 x 127 per
product, summed over the kernel: 255 x 127 x 27 passes f16's 65504 for a 3x3
kernel over 3 channels) are held times 2^-k, k the least that keeps the largest sum the
weights allow finite, and the Mul by the scales that follows takes the 2^k
back (docs/import.md), so its fp16 output is checked like a float network's.

## Checking fp16

Compiling cannot make an fp16 module agree bit for bit with the uncompiled
one: `anec-fold` multiplies a batch norm's scale into the convolution's fp16
weights and rounds the product once (exact in fp32, a new rounding in fp16),
Winograd transforms and tiles round partial results the uncompiled
convolution never forms. Both modules are fp16 evaluations of the same
function, so each is compared with the truth, onnxruntime's fp32 output:
the compiled module's scale-relative error may exceed the uncompiled
module's by at most gamma_n = n u / (1 - n u), u = {u:.4g} (2^-11, fp16's
unit roundoff) and n the depth of the uncompiled module (its longest chain
of anec ops). gamma_n bounds the relative error that n successive roundings
can add to first order (Higham, *Accuracy and Stability of Numerical
Algorithms*, section 3.1), and compiling adds about one rounding per op on
a chain. The uncompiled module's own error is reported, not bounded: it is
what fp16 costs the network, and a deep network with wide reductions loses
several percent of its output's scale to it.

### A tighter check: what it would take

The budget grows with the network's depth ({budgets} over the rows)
because it bounds roundings accumulated end to end. Two finer checks were
examined; neither is in place.

- **Per program** (each compiled program against the uncompiled ops it
  replaces, fed the same inputs, with gamma of the program's depth): no
  tighter. `anec-fuse` makes most networks one or two programs
  ({programs}), so a program's depth is the network's.
- **Per value** (tight: gamma_1 to gamma_3, 4.9e-4 to 1.5e-3). An
  *anchor* is a value both modules compute; each module is evaluated with
  every anchor re-fed (when an op defines an anchor, its computed value is
  recorded and the uncompiled fp16 value goes on instead), the fp32 import
  likewise for the truth, and at each anchor the compiled segment's error
  may exceed the uncompiled segment's by gamma_d, d the uncompiled
  segment's depth since the previous anchors. The evaluation is a subclass
  of xDSL's `Interpreter` whose `_run_op` swaps the values (tried: about 40
  lines, three interpreter runs, every anchor's value held at once). What is
  missing is a sound anchor: the passes do not record which compiled value
  equals which uncompiled one, and names are not it. On
  examples/resnet_basic_block.mlir, `anec-fold` leaves the batch norm's name
  `n1` on the convolution that now computes the ReLU of it: re-fed by name,
  `n1` "errs" by 0.71 of its scale, and `n2`, whose convolution then reads
  values the ReLU never saw, by 0.99. It would take (1) provenance:
  every rewrite that replaces a value by one equal to it in exact
  arithmetic records the pair (a listener on the rewriter for the pattern
  passes, an explicit record where a pass calls `replace_all_uses_with`),
  kept by `anec-compile` beside the module, with the names of values that
  stop existing dropped; (2) the re-fed runs and the per-anchor check as a
  stage of each row, with a column for the worst excess over its budget
  and the anchors checked; (3) every row rerun. The end-to-end check stays:
  anchors bound the roundings compiling adds where it adds them, not how a
  network amplifies them downstream.

What the end-to-end budget leaves room for, over the rows: {excess}.
"""
"""The page's account of the corpus's weights and of its fp16 check (formatted with the constants they name)."""


def fp16_margins(rows: Sequence[Row]) -> dict[str, str]:
    """The figures of the page's "A tighter check" from the rows: the range
    of the budgets, how many compilations are one or two programs, and the
    rows whose compiled fp16 error exceeds the uncompiled one, largest first."""
    budgets = [fp16_budget(row.depth) for row in rows if row.depth is not None]
    compiled = [(d[1], row.network, row.exporter, t) for row in rows for t, d in row.dispatches.items()]
    excess: list[tuple[float, float, Row]] = []
    for row in rows:
        uncompiled = row.stage("fp16")
        if uncompiled is None or uncompiled.value is None or row.depth is None:
            continue
        errors = [s.value for t in TARGETS if (s := row.stage(f"fp16 {t}")) is not None and s.value is not None]
        if errors:
            excess.append((max(errors) - uncompiled.value, fp16_budget(row.depth), row))
    over = sorted((e for e in excess if e[0] > 0), key=lambda e: -e[0])
    figures = {
        "budgets": f"{min(budgets):.2f} to {max(budgets):.2f}" if budgets else "no rows",
        "programs": "no compilations",
        "excess": "no rows",
    }
    if compiled:
        most = max(compiled)
        few = sum(1 for c in compiled if c[0] <= 2)
        figures["programs"] = f"{few} of the {len(compiled)} network x target compilations; the most, {most[0]}, is {most[1]}-{most[2]} on {most[3].upper()}"
    if excess:
        worst = "; ".join(f"{e:.1e} ({r.network}-{r.exporter}, budget {b:.3f}: {100 * e / b:.0f} % of it)" for e, b, r in over[:2])
        figures["excess"] = f"the compiled error exceeds the uncompiled one in {len(over)} of {len(excess)} rows" + (
            f", by at most {worst}" if over else ""
        )
    return figures


def fp32_section(rows: Sequence[Row]) -> list[str]:
    """The page's "fp32": how the check works, and the rows the float64 evaluation decided, with their errors."""
    decided = [(r, s) for r in rows if (s := r.stage("fp32")) is not None and "float64:" in s.detail]
    lines = [
        "## fp32",
        "",
        f"The fp32 import must agree with onnxruntime within {FP32_TOLERANCE:g} of the output's scale",
        "(max |anec - ort| / max |ort|). Both are fp32 evaluations of the same graph, and each rounds",
        "every op's result (and onnxruntime every partial sum of its fp32 GEMM, in an order that depends",
        "on its kernels); a deep network amplifies those roundings, so both can be farther than",
        "that from the exact value. The arbiter is then the **float64 evaluation** of the same",
        "graph: its float32 weights and input widened exactly, every op computed in float64 by the onnx",
        "package's reference evaluator (`onnx.reference`, independent of onnxruntime and of anec;",
        "`devtools.validate_onnx.float64_outputs`). Where onnxruntime's own error against it exceeds",
        f"{FP32_TOLERANCE:g}, onnxruntime cannot referee at that tolerance, and the row passes when anec's error",
        "against it is within it. anec's interpreter rounds each op's result once (it computes in",
        "float64, convolutions and matrix products included: `anec.interpreter`, the precision rule),",
        "so its error is that of one rounding per op; onnxruntime's fp32 GEMM sums in float32 and, with",
        "its graph optimizations, folds a batch norm left in the graph into the convolution's weights in float32.",
        "",
    ]
    if not decided:
        return lines + ["No row needed the float64 evaluation."]
    lines += [
        f"Rows where onnxruntime is farther than {FP32_TOLERANCE:g} from the float64 evaluation ({len(decided)}), their errors",
        "against onnxruntime and each output's against the float64 evaluation:",
        "",
        "| network | exporter | anec vs ORT | anec vs float64 | ORT vs float64 | status |",
        "|---|---|---|---|---|---|",
    ]
    for row, stage in decided:
        against, rest = stage.detail.split("; float64: ")
        ours, theirs = (part.split(" ")[-1] for part in rest.split(", "))
        lines.append(f"| {row.network} | {row.exporter} | {against} | {ours} | {theirs} | {stage.status} |")
    return lines


def page(rows: Sequence[Row], partial: str | None = None) -> str:
    """docs/validation.md: the table of every row, then each blocked row's diagnostic."""
    order = {name: i for i, name in enumerate(BY_NAME)}
    rows = sorted(rows, key=lambda r: (order.get(r.network, len(order)), EXPORTERS.index(r.exporter) if r.exporter in EXPORTERS else -1))
    counts = {s: sum(1 for r in rows if r.status == s) for s in STATUSES}
    lines = [
        "# Validation: real networks end to end",
        "",
        "<!-- Generated by `make validate` (devtools/corpus.py); do not edit. -->",
        "",
    ]
    if partial:
        lines += [f"**Partial table:** {partial}", ""]
    lines += [
        "Every network is built with seeded random weights (nothing is downloaded), exported to ONNX and taken",
        "through `anec-import` (fp32 and fp16), verification, `anec-compile` for "
        + " and ".join(f"`{t}`" for t in TARGETS)
        + ", `anec-report` and the reference interpreter (docs/testing.md, \"The network corpus\").",
        "",
        f"- **fp32 vs ORT**: the interpreter's output of the fp32 import against onnxruntime, max |anec - ort| / max |ort|; must be <= {FP32_TOLERANCE:g}, "
        "or, where onnxruntime's own output is farther than that from the float64 evaluation of the graph, anec's must be within it of that evaluation "
        "(the cell then gives both errors against it: \"fp32\" below).",
        "- **fp16 uncompiled**: the interpreter's output of the fp16 import against onnxruntime's fp32 output (the truth), same scale-relative error: what fp16 itself costs, reported.",
        "- **fp16 T**: the same error of the module compiled for T; must be at most the uncompiled error plus the **budget** gamma_n = n u / (1 - n u), u = 2^-11 (fp16's unit roundoff) and n the uncompiled module's **depth** (its longest chain of anec ops): compiling adds about one rounding per op on a chain (\"Checking fp16\" below). `unchecked`: the uncompiled fp16 output itself overflows (or, in the fp32 column, onnxruntime's output is constant, so agreement checks nothing).",
        "- **estimate**: total latency in microseconds as written -> compiled, in seed mode, then in refined mode (compiled in refined mode), and seed-mode dispatches as written -> compiled; `(higher)` marks a compiled estimate above the written one, which fails the row (compiling must never raise the estimate, in either mode).",
        "- **blocked**: a stage stopped with a diagnostic; the row names the op and pass or rule in it, and the diagnostic is listed below the table.",
        "",
        f"{len(rows)} rows: " + ", ".join(f"{counts[s]} {s}" for s in STATUSES if counts[s]) + ".",
        "",
        "| network | source | input | exporter | anec ops | fp32 vs ORT | fp16 uncompiled | depth; budget | "
        + " | ".join(f"compile {t} | fp16 {t} | estimate {t} (us seed; refined; dispatches)" for t in TARGETS)
        + " | status | blocked by | seconds |",
        "|---|---|---|---|---|---|---|---|" + "---|---|---|" * len(TARGETS) + "---|---|---|",
    ]
    for row in rows:
        problem = row.first_problem
        what = ""
        if problem is not None and problem.status in ("blocked", "error"):
            what = f"{problem.name}: {blocker(problem.name, problem.detail) or 'see below'}"
        elif problem is not None:
            what = f"{problem.name}: {problem.detail}"
        cells = [
            row.network,
            row.source,
            row.inputs,
            row.exporter,
            "-" if row.ops is None else str(row.ops),
            _stage_cell(row, "fp32"),
            _stage_cell(row, "fp16"),
            "-" if row.depth is None else f"{row.depth}; {fp16_budget(row.depth):.1e}",
        ]
        for target in TARGETS:
            cells += [_stage_cell(row, f"compile {target}"), _stage_cell(row, f"fp16 {target}"), _estimate_cell(row, target)]
        cells += [f"**{row.status}**" if row.status != "pass" else "pass", what, f"{row.seconds:.0f}"]
        lines.append("| " + " | ".join(_cell(c) for c in cells) + " |")
    problems = [(r, s) for r in rows for s in r.stages if s.status in ("blocked", "error", "export failed")]
    if problems:
        lines += ["", "## Diagnostics", ""]
        for row, stage in problems:
            lines.append(f"- **{row.network}** ({row.exporter}), {stage.name}: `{stage.detail}`")
    lines += ["", *fp32_section(rows)]
    reasons = "\n".join(f"- **{form}**: {why}." for form, why in QUANTIZED_REASONS.items())
    notes = NOTES.format(
        seed=CALIBRATION_SEED, batch=CALIBRATION_BATCH, u=FP16_UNIT_ROUNDOFF, share=QUANTUM_SHARE, reasons=reasons, **fp16_margins(rows)
    )
    lines += ["", *notes.strip().splitlines()]
    environments: dict[str, int] = {}
    for row in rows:
        environments[row.environment or "not recorded"] = environments.get(row.environment or "not recorded", 0) + 1
    if len(environments) == 1:
        lines += ["", f"Machine: {next(iter(environments))}."]
    else:
        lines += ["", "Machines:"] + [f"- {env} ({count} rows)" for env, count in environments.items()]
    lines += [
        "",
        "Each row's result is kept in docs/validation/rows/ (JSON); the page is written from all of them.",
        "`make validate` reruns every row; `make validate ROWS=NAME,...` reruns only the rows named",
        "(a network, every exporter, or NETWORK-EXPORTER) and rewrites the page.",
        "",
    ]
    return "\n".join(lines)


def environment() -> str:
    """The machine, Python and the versions of the packages that make a row."""
    return f"{platform.machine()}, Python {platform.python_version()}; {versions()}"


def versions() -> str:
    """The versions of the packages that make the rows (those installed here)."""
    from importlib import metadata

    found = []
    for package in ("torch", "torchvision", "transformers", "onnx", "onnxruntime", "onnxscript"):
        try:
            found.append(f"{package} {metadata.version(package).split('+')[0]}")
        except metadata.PackageNotFoundError:
            continue
    return ", ".join(found)


def row_file(network: str, exporter: str, directory: Path = ROWS) -> Path:
    return directory / f"{network}-{exporter}.json"


def load_rows(directory: Path) -> list[Row]:
    """Every row file of `directory`; a file that is no row of the corpus (a network since removed) is an error that names it."""
    known = {f"{n}-{e}" for n, e in cases(EXPORTERS)}
    rows = []
    for path in sorted(directory.glob("*.json")):
        if path.stem not in known:
            raise ValueError(f"{path}: no such row in the corpus (rows are NETWORK-EXPORTER of devtools/corpus.py's NETWORKS); delete the file")
        try:
            rows.append(Row.from_json(json.loads(path.read_text())))
        except (ValueError, TypeError, KeyError) as err:
            raise ValueError(f"{path}: not a corpus row: {err}") from err
    return rows


def sweep_rows(names: Sequence[str], workers: int, directory: Path) -> int:
    """`make validate`'s corpus: the rows named (`select`) through `run_cases`,
    each written to `directory` and reported with its `verdict`; 1 if a row
    fails (or a name is unknown), else 0. A row whose network's package is
    not installed is left out, and said so."""
    try:
        chosen = select(names)
    except ValueError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    missing = [f"{n}-{e}" for n, e in chosen if not installed(n)]
    if missing:
        print(f"not run (torchvision or transformers is not installed; make validate installs them): {', '.join(missing)}", file=sys.stderr)
    chosen = [(n, e) for n, e in chosen if installed(n)]
    if workers < 0:
        print(f"error: --workers must be 0 (this process) or more, got {workers}", file=sys.stderr)
        return 1
    print(f"{len(chosen)} rows, {'in this process' if not workers else f'on {workers} workers'}", file=sys.stderr, flush=True)
    from anec.tools.ir_io import UserError

    try:
        rows = run_cases(chosen, workers, progress=lambda text: print(text, file=sys.stderr, flush=True), isolated=True)
    except (UnfinishedCells, UserError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    directory.mkdir(parents=True, exist_ok=True)
    counts = {"pass": 0, "xfail": 0, "fail": 0}
    for row in rows:
        row_file(row.network, row.exporter, directory).write_text(json.dumps(row.to_json(), indent=1) + "\n")
        outcome, why = verdict(row)
        counts[outcome] += 1
        print(f"{outcome.upper()} {row.network}-{row.exporter} ({row.seconds:.0f} s)" + (f": {why}" if why else ""), flush=True)
    print(f"corpus: {len(rows)} rows: {counts['pass']} passed, {counts['xfail']} expected failures, {counts['fail']} failed", flush=True)
    return 1 if counts["fail"] else 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="devtools.corpus", description=__doc__.strip().splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    one = sub.add_parser("run", help="run one row and print it as JSON")
    one.add_argument("network", choices=sorted(BY_NAME))
    one.add_argument("--exporter", default="torchscript", choices=[*EXPORTERS, "onnx"])
    one.add_argument("--json", metavar="FILE", help="also write the row to FILE")
    many = sub.add_parser("sweep", help="run rows through the sweep engine, write each row's file and say what each comes to")
    many.add_argument("--rows", default="", help="comma-separated networks (every exporter) or NETWORK-EXPORTER rows (default: every row)")
    many.add_argument("--workers", type=int, default=0, help="on a dask.distributed LocalCluster of N worker processes (0: in this process)")
    many.add_argument("--rows-dir", type=Path, default=ROWS, help="where the row files go (default: docs/validation/rows)")
    step = sub.add_parser("prepare", help="a row's first step (`prepare`), its result written as JSON (what `sweep` runs per row)")
    step.add_argument("network", choices=sorted(BY_NAME))
    step.add_argument("exporter", choices=[*EXPORTERS, "onnx"])
    step.add_argument("directory", help="where the model and its inputs and outputs go")
    step.add_argument("--json", metavar="FILE", required=True, help="the result's file")
    table = sub.add_parser("page", help="write docs/validation.md from a directory of row files")
    table.add_argument("rows", type=Path, nargs="?", default=ROWS, help="the row files' directory (default: docs/validation/rows)")
    table.add_argument("-o", "--output", type=Path, required=True)
    table.add_argument("--partial", help="mark the page as partial, with this explanation")
    args = parser.parse_args(argv)
    if args.command == "run":
        exporter = "onnx" if BY_NAME[args.network].zoo else args.exporter
        row = run_case(args.network, exporter)
        text = json.dumps(row.to_json(), indent=1)
        if args.json:
            Path(args.json).parent.mkdir(parents=True, exist_ok=True)
            Path(args.json).write_text(text + "\n")
        print(text)
        return 0
    if args.command == "sweep":
        return sweep_rows(args.rows.split(","), args.workers, args.rows_dir)
    if args.command == "prepare":
        found = prepare(args.network, args.exporter, args.directory)
        Path(args.json).write_text(json.dumps(found))
        return 0
    try:
        rows = load_rows(args.rows)
    except ValueError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    expected = set(cases(EXPORTERS))
    missing = sorted(expected - {(r.network, r.exporter) for r in rows})
    partial = args.partial
    if missing:
        listed = f"{len(missing)} of {len(expected)} rows did not run: " + ", ".join(f"{n} ({e})" for n, e in missing) + "."
        partial = listed if partial is None else f"{partial} {listed}"
    args.output.write_text(page(rows, partial))
    print(f"wrote {args.output}: {len(rows)} rows", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
