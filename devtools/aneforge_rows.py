#!/usr/bin/env python3
"""Estimate every calibration row with the peer tool ANEForge's analytic cost model.

Usage:
    python aneforge_rows.py MEASUREMENTS.jsonl -o OUT.json

Runs inside a Python environment where the `aneforge` package is installed (it needs
only numpy and the standard library, and runs on Linux: graph building and the cost
model touch no Apple framework).  For each row of the measurement file it builds the
row's workload with ANEForge's own graph API (`aneforge.input`, `aneforge.conv`,
`Tensor.linear`, `aneforge.sdpa`, ...) and calls

    aneforge.estimate(out, int8=..., target=row["target"])

which, given a `target`, is ANEForge's measurement-free per-chip analytic model
(`aneforge._cost._estimate_analytic`): one per-program dispatch overhead ("floor") plus
the sum over fused nodes of max(flops / peak, bytes / bandwidth), plus a fixed host
round trip and one more floor per graph cut (the "bridge" ops sdpa / argmax / topk).
Its return value is a single float, the predicted end-to-end latency of one call in
microseconds, dispatch overhead included; that float is recorded as `estimate_us`.

ANEForge names targets by compiler architecture string, the same strings the
measurement rows use (`h13` = M1, `h17s` = M5 family), so the row's `target` is passed
through unchanged after checking it with `aneforge.estimate_provenance`.

A row ANEForge cannot express (unsupported dtype, shape its API rejects, network whose
graph is not specified) is recorded as {"skipped": reason}; no estimate is invented.

Output: {"aneforge_version": ..., "rows": {row_id: {"estimate_us": float} |
{"skipped": str}}}, keys sorted, written atomically.  A one-line summary goes to stdout.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

# ANEForge's attention builders (`mha`, the decomposed `sdpa` route) pick a query-tile
# count from a persistent autotune cache (default: a directory next to the installed
# package, else ~/.cache/aneforge) and, when ANEFORGE_TUNE_ATTENTION is set, time
# candidates on the device.  Point the cache at a fresh empty directory and disable
# tuning so the graphs, hence the estimates, depend on the input alone.
_CACHE_DIR = tempfile.TemporaryDirectory(prefix="aneforge-rows-")
os.environ["ANEFORGE_CACHE_DIR"] = _CACHE_DIR.name
os.environ.pop("ANEFORGE_TUNE_ATTENTION", None)
os.environ.pop("ANEFORGE_TARGET", None)

import numpy as np  # noqa: E402  (installed with aneforge)

import aneforge as af  # noqa: E402


def _prime_host_probe() -> None:
    """Run ANEForge's host-chip probe once with stderr silenced.

    The attention builders key their tile cache on the host CPU brand, read by running
    `sysctl -n machdep.cpu.brand_string` (memoised); off macOS that command prints an
    error.  Calling the memoised probe once here, with file descriptor 2 pointed at
    /dev/null, keeps that noise out of the output; the probe's value ("" off macOS)
    does not enter the cost model."""
    probe = getattr(getattr(af, "_targets", None), "_cpu_brand", None)
    if probe is None:
        return
    saved = os.dup(2)
    try:
        with open(os.devnull, "w") as null:
            os.dup2(null.fileno(), 2)
            probe()
    finally:
        os.dup2(saved, 2)
        os.close(saved)


class Skip(Exception):
    """The row cannot be expressed faithfully in ANEForge; the message says why."""


class BadInput(Exception):
    """The measurement file is malformed; the message is a located diagnostic."""


class BadParam(Exception):
    """A row parameter is missing or ill-typed (located by the caller)."""


# --------------------------------------------------------------------------- helpers
# Constant operands: only their shapes matter to the cost model (it counts their
# elements as streamed weight bytes), so zero-filled fp16 arrays are used throughout.
def _w(*shape: int) -> np.ndarray:
    return np.zeros(shape, dtype=np.float16)


_MISSING = object()


def _i(params: dict, key: str, default=_MISSING) -> int:
    """An integer parameter (required unless a default is given; null counts as absent)."""
    v = params.get(key)
    if v is None:
        v = default
    if v is _MISSING:
        raise BadParam(f"lacks parameter {key!r}")
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise BadParam(f"parameter {key!r} is {v!r}; expected a non-negative integer")
    return v


def _shape(params: dict, key: str = "shape") -> tuple[int, ...]:
    v = params.get(key)
    if (not isinstance(v, list) or not v
            or not all(isinstance(d, int) and not isinstance(d, bool) and d > 0 for d in v)):
        raise BadParam(f"parameter {key!r} is {v!r}; expected a list of positive integers")
    return tuple(v)


def _last_axis(params: dict, rank: int) -> int:
    """The row's axis (default -1) as a non-negative index."""
    axis = params.get("axis", -1)
    if isinstance(axis, bool) or not isinstance(axis, int) or not -rank <= axis < rank:
        raise BadParam(f"parameter 'axis' is {axis!r}; expected an integer in [{-rank}, {rank})")
    return axis % rank


# Weight storage types estimate() can model: fp16 (default) and int8 weights, the
# latter through its `int8=True` flag (weight bytes counted at 1 byte on matmul nodes).
# Every other compressed format (int4 palettes/LUT, group-quantised int4, sparse) has
# no counterpart in estimate(): those rows are skipped.
def _int8_flag(dtype: str) -> bool:
    if dtype == "fp16":
        return False
    if dtype.startswith("int8 weights"):
        return True
    raise Skip(f"dtype {dtype!r}: aneforge.estimate models only fp16 and int8 weights "
               "(int8=True); it has no option for this weight format")


# --------------------------------------------------------------------------- builders
# Each builder takes the row's params and returns the graph output Tensor(s).  A list
# means separately dispatched programs whose estimates are summed.

def build_conv(p: dict):
    """conv {k, cin, cout, h, w, stride, pad, groups, batch, relu}: one af.conv (no bias)."""
    k, cin, cout = _i(p, "k"), _i(p, "cin"), _i(p, "cout")
    groups = _i(p, "groups", 1)
    if cin % groups or cout % groups:
        raise Skip(f"groups={groups} does not divide cin={cin}/cout={cout}")
    x = af.input((_i(p, "batch"), cin, _i(p, "h"), _i(p, "w")))
    y = af.conv(x, _w(cout, cin // groups, k, k), stride=_i(p, "stride", 1),
                pad=_i(p, "pad", 0), groups=groups)
    return y.relu() if p.get("relu") else y


def build_conv_stack(p: dict):
    """conv_stack: n convs chained (first from first_cin), relu between, optional relu last."""
    n, k = _i(p, "n"), _i(p, "k")
    cin, cout = _i(p, "cin"), _i(p, "cout")
    first_cin = _i(p, "first_cin", cin)
    groups = _i(p, "groups", 1)
    if groups != 1:
        raise Skip("conv_stack with groups != 1 is not described exactly enough to build")
    h = af.input((_i(p, "batch"), first_cin, _i(p, "h"), _i(p, "w")))
    for i in range(n):
        c_in = first_cin if i == 0 else cout
        h = af.conv(h, _w(cout, c_in, k, k), stride=_i(p, "stride", 1),
                    pad=_i(p, "pad", 0))
        last = i == n - 1
        if (p.get("relu") and not last) or (last and p.get("relu_last")):
            h = h.relu()
    return h


def build_matmul(p: dict):
    """matmul {m, k, n, batch}: x[batch, m, k] @ constant W[k, n].

    The `matmul` rows are weight-streamed GEMMs (a constant second operand), so they are
    built as `x @ W` with W an ndarray, ANEForge's streamed-weight matmul node, not as an
    activation x activation `bmm`."""
    m, k, n, b = _i(p, "m"), _i(p, "k"), _i(p, "n"), _i(p, "batch", 1)
    x = af.input((m, k) if b == 1 else (b, m, k))
    return x @ _w(k, n)


def build_linear(p: dict):
    """linear {m, k, n, batch}: x[m, k] @ W[k, n], W constant, via Tensor.linear(W[n, k])."""
    m, k, n, b = _i(p, "m"), _i(p, "k"), _i(p, "n"), _i(p, "batch", 1)
    x = af.input((m, k) if b == 1 else (b, m, k))
    return x.linear(_w(n, k))


# Param-free unary Tensor methods of ANEForge (graph op name == method name).
_UNARY = ("relu", "gelu", "silu", "sigmoid", "tanh", "exp", "sqrt", "abs", "square",
          "sin", "cos", "erf", "softplus", "relu6", "softsign")


def build_elementwise(kind: str, p: dict):
    if kind not in _UNARY:
        raise Skip(f"elementwise kind {kind!r} has no param-free aneforge Tensor method")
    return getattr(af.input(_shape(p)), kind)()


def build_softmax(p: dict):
    shape = _shape(p)
    return af.input(shape).softmax(_last_axis(p, len(shape)))


def _row_norm_input(p: dict, what: str):
    """layer_norm / rms_norm: ANEForge normalises over the last dim of a 2-D [M, D] only."""
    shape = _shape(p)
    if len(shape) != 2 or _last_axis(p, 2) != 1:
        raise Skip(f"aneforge {what} is defined over the last dim of a 2-D [M,D] tensor; "
                   f"row has shape {list(shape)} axis {p.get('axis')}")
    return af.input(shape), shape[1]


def build_layer_norm(p: dict):
    # gamma/beta are always baked in ANEForge's layer_norm (an affine=False row would
    # carry unit/zero vectors); all measured rows are affine.
    x, d = _row_norm_input(p, "layer_norm")
    return x.layer_norm(_w(d), _w(d))


def build_rms_norm(p: dict):
    x, d = _row_norm_input(p, "rms_norm")
    return x.rms_norm(_w(d))


def build_l2_norm(p: dict):
    shape = _shape(p)
    return af.input(shape).l2_norm(_last_axis(p, len(shape)))


def build_group_norm(p: dict):
    shape = _shape(p)
    if len(shape) != 4:
        raise Skip(f"aneforge group_norm takes [1,C,H,W]; row has shape {list(shape)}")
    c = shape[1]
    return af.input(shape).group_norm(_w(c), _w(c), _i(p, "groups"))


# keepdims=False differs from ANEForge's keep-dims reductions only by a shape-only
# reshape of the (already reduced) output; the reduction node itself is identical, so
# the reduction is built without that reshape.
_REDUCE = {"sum": "sum", "mean": "mean", "max": "amax", "min": "amin"}


def build_reduction(kind: str, p: dict):
    shape = _shape(p)
    axis = _last_axis(p, len(shape))
    x = af.input(shape)
    if kind == "argmax":
        # ANEForge's argmax is the GlobalArgMinMax bridge (a graph cut), 2-D [C,W] only.
        return x.argmax(axis)
    if kind not in _REDUCE:
        raise Skip(f"reduction kind {kind!r} has no aneforge Tensor method")
    return getattr(x, _REDUCE[kind])(axis)


def build_topk(p: dict):
    shape = _shape(p)
    if _last_axis(p, len(shape)) != len(shape) - 1:
        raise Skip("aneforge topk works along the last (width) axis only")
    # af.topk is the native TopK bridge (a graph cut), 2-D [C,W] only.
    return af.topk(af.input(shape), _i(p, "k"))


def _batched_self_attention(x, b: int, s: int, d: int, h: int, bias: bool):
    """Self-attention block with a true batch axis, x[B,S,D] -> [B,S,D].

    The rank-4 construction ANEForge's own serving benchmark uses
    (bench/device_serving_sweep.py, wl_attention / _build_encoder_ane): q,k,v linear
    (+bias), heads split to [B,H,S,dh], softmax(q k^T * dh^-1/2) v, output linear."""
    dh = d // h
    bv = _w(d) if bias else None
    q, k, v = x.linear(_w(d, d), bv), x.linear(_w(d, d), bv), x.linear(_w(d, d), bv)

    def heads(t):
        return t.reshape(b, s, h, dh).transpose([0, 2, 1, 3])

    qh, kh, vh = heads(q), heads(k), heads(v)
    a = ((qh @ kh.transpose([0, 1, 3, 2])) * (1.0 / dh ** 0.5)).softmax(-1)
    o = (a @ vh).transpose([0, 2, 1, 3]).reshape(b, s, d)
    return o.linear(_w(d, d), bv)


def build_attention(p: dict):
    kind = p.get("kind")
    s, h, dh = _i(p, "seq"), _i(p, "heads"), _i(p, "head_dim")
    batch = p.get("batch")
    if not p.get("projections"):
        # Bare SDPA on q,k,v [batch, heads, seq, head_dim] through af.sdpa: the native
        # fused-attention bridge inside its reliable regime, else ANEForge's fused
        # decomposition (its own choice, made from the shapes).
        if kind not in (None, "sdpa"):
            raise Skip(f"attention kind {kind!r} without projections is not described")
        b = 1 if batch is None else _i(p, "batch")
        if b != 1:
            raise Skip(f"af.sdpa supports batch 1 only (native layer); row has batch {b}")
        q, k, v = (af.input((1, h, s, dh)) for _ in range(3))
        return af.sdpa(q, k, v)
    d = _i(p, "model_dim", h * dh)
    if d != h * dh:
        raise Skip(f"model_dim {d} != heads*head_dim {h * dh}")
    bias = bool(p.get("bias"))
    if batch is None:
        # Unbatched x[S,D]: ANEForge's public multi-head attention, af.mha.
        bv = _w(d) if bias else None
        return af.mha(af.input((s, d)), _w(d, d), bv, _w(d, d), bv, _w(d, d), bv,
                      _w(d, d), bv, h)
    b = _i(p, "batch")
    return _batched_self_attention(af.input((b, s, d)), b, s, d, h, bias)


# ---- networks: built only where the description fixes the graph exactly -----------
def _net_neck_block(p: dict):
    """conv1x1 (no bias) -> group_norm(groups) -> gelu -> gelu on [1,C,h,w], one program."""
    c, g = _i(p, "C"), _i(p, "groups")
    x = af.input((1, c, _i(p, "h"), _i(p, "w")))
    y = af.conv(x, _w(c, c, 1, 1)).group_norm(_w(c), _w(c), g)
    return y.gelu().gelu()


def _net_neck_block_standalone_sum(p: dict):
    """The same four ops as four separately compiled programs (estimates summed)."""
    c, g = _i(p, "C"), _i(p, "groups")
    shape = (1, c, _i(p, "h"), _i(p, "w"))
    return [af.conv(af.input(shape), _w(c, c, 1, 1)),
            af.input(shape).group_norm(_w(c), _w(c), g),
            af.input(shape).gelu(),
            af.input(shape).gelu()]


def _net_dft_split_real(p: dict):
    """`count` separate dispatches of x[m,k] @ W[k,n] (estimates summed)."""
    m, k, n = _i(p, "m"), _i(p, "k"), _i(p, "n")
    return [af.input((m, k)) @ _w(k, n) for _ in range(_i(p, "count"))]


def _net_jacobi(p: dict):
    """iters x [x <- (b - x.linear(R)) * Dinv] on [1,n], R [n,n] constant, one program."""
    n, iters = _i(p, "n"), _i(p, "iters")
    x, b, dinv = af.input((1, n)), af.input((1, n)), af.input((1, n))
    r = _w(n, n)
    for _ in range(iters):
        x = (b - x.linear(r)) * dinv
    return x


def _net_vision_convnet(p: dict):
    """depth x (conv3x3 pad1 + relu), first cin->c then c->c; mean over H,W; linear c->classes."""
    b, cin, c = _i(p, "batch"), _i(p, "cin"), _i(p, "c")
    h = af.input((b, cin, _i(p, "h"), _i(p, "w")))
    for i in range(_i(p, "depth")):
        h = af.conv(h, _w(c, cin if i == 0 else c, 3, 3), stride=1, pad=1).relu()
    g = h.mean((2, 3)).reshape(b, c)
    return g.linear(_w(_i(p, "classes"), c))


def _net_transformer_encoder_block(p: dict):
    """Pre-LN encoder block (linears with bias, GELU MLP, 2 residuals), x[B,S,D].

    Follows ANEForge's own batched construction (bench/device_serving_sweep.py,
    _build_encoder_ane): layer_norm over rows [B*S, D], rank-4 attention."""
    b, s = _i(p, "batch"), _i(p, "seq")
    d, h, dff = _i(p, "model_dim"), _i(p, "heads"), _i(p, "ffn_dim")
    x = af.input((b, s, d))
    xf = x.reshape(b * s, d).layer_norm(_w(d), _w(d)).reshape(b, s, d)
    x = x + _batched_self_attention(xf, b, s, d, h, bias=True)
    xf2 = x.reshape(b * s, d).layer_norm(_w(d), _w(d)).reshape(b, s, d)
    return x + xf2.linear(_w(dff, d), _w(dff)).gelu().linear(_w(d, dff), _w(d))


def _net_resnet18(p: dict):
    """ResNet-18 with BatchNorm folded into conv biases.

    The topology of aneforge.models.Vision._build for depth 18 (BasicBlock, stages
    2,2,2,2, projection shortcut on the first block of layers 2-4), built directly
    because Vision itself downloads torchvision weights; the cost model reads shapes
    only."""
    n, cin, hh, ww = _shape(p, "input")
    x = af.input((n, cin, hh, ww))
    h = af.conv(x, _w(64, cin, 7, 7), stride=2, pad=3, bias=_w(64)).relu()
    h = h.max_pool(3, stride=2, pad=1)
    c_in = 64
    for c, stride in ((64, 1), (128, 2), (256, 2), (512, 2)):
        for i in range(2):
            s = stride if i == 0 else 1
            out = af.conv(h, _w(c, c_in, 3, 3), stride=s, pad=1, bias=_w(c)).relu()
            out = af.conv(out, _w(c, c, 3, 3), stride=1, pad=1, bias=_w(c))
            short = h if (s == 1 and c_in == c) else af.conv(h, _w(c, c_in, 1, 1),
                                                             stride=s, pad=0, bias=_w(c))
            h = (out + short).relu()
            c_in = c
    h = h.mean((2, 3)).reshape(n, 512)
    return h.linear(_w(1000, 512), _w(1000))


_NETWORKS = {
    "neck_block": _net_neck_block,
    "neck_block_standalone_sum": _net_neck_block_standalone_sum,
    "dft_split_real": _net_dft_split_real,
    "jacobi": _net_jacobi,
    "vision_convnet": _net_vision_convnet,
    "transformer_encoder_block": _net_transformer_encoder_block,
    "resnet18": _net_resnet18,
}


def build_network(p: dict):
    name = p.get("name")
    if name == "llm_decode_step":
        raise Skip("decode-step graph not specified beyond its config (KV-cache layout, "
                   "norm/MLP kind, LM head handling)")
    if name not in _NETWORKS:
        raise Skip(f"network {name!r} has no exact graph description")
    return _NETWORKS[name](p)


def build(row: dict):
    """The row's workload as ANEForge graph output(s)."""
    op, p = row["op"], row["params"]
    if op.startswith("elementwise(") and op.endswith(")"):
        return build_elementwise(op[len("elementwise("):-1], p)
    if op.startswith("reduction(") and op.endswith(")"):
        return build_reduction(op[len("reduction("):-1], p)
    builders = {
        "conv": build_conv, "conv_stack": build_conv_stack, "matmul": build_matmul,
        "linear": build_linear, "softmax": build_softmax, "layer_norm": build_layer_norm,
        "rms_norm": build_rms_norm, "l2_norm": build_l2_norm,
        "group_norm": build_group_norm, "topk": build_topk,
        "attention": build_attention, "network": build_network,
    }
    if op not in builders:
        raise Skip(f"op {op!r} has no aneforge counterpart")
    return builders[op](p)


# --------------------------------------------------------------------------- driver
_REQUIRED = ("id", "op", "params", "target", "dtype")


def load_rows(path: Path) -> list[tuple[int, dict]]:
    """(line number, row) pairs; BadInput with file:line:col on any malformed line."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise BadInput(f"{path}: cannot read: {e}") from None
    rows, seen = [], {}
    for ln, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as e:
            raise BadInput(f"{path}:{ln}:{e.colno}: invalid JSON: {e.msg}; "
                           "expected one JSON object per line") from None
        if not isinstance(row, dict):
            raise BadInput(f"{path}:{ln}:1: expected a JSON object, got "
                           f"{type(row).__name__}")
        for key in _REQUIRED:
            if key not in row:
                raise BadInput(f"{path}:{ln}:1: row lacks field {key!r}; every row needs "
                               f"{', '.join(_REQUIRED)}")
        if not isinstance(row["id"], str) or not row["id"]:
            raise BadInput(f"{path}:{ln}:1: field 'id' must be a non-empty string")
        if not isinstance(row["params"], dict):
            raise BadInput(f"{path}:{ln}:1: field 'params' must be an object")
        if row["id"] in seen:
            raise BadInput(f"{path}:{ln}:1: duplicate row id {row['id']!r} "
                           f"(first on line {seen[row['id']]})")
        seen[row["id"]] = ln
        rows.append((ln, row))
    return rows


def estimate_row(row: dict) -> dict:
    target = str(row["target"]).strip().lower()
    try:
        af.estimate_provenance(target)          # raises on a target ANEForge does not know
    except (ValueError, KeyError):
        raise Skip(f"aneforge does not know target {row['target']!r}") from None
    int8 = _int8_flag(str(row["dtype"]))
    try:
        outs = build(row)
    except (ValueError, NotImplementedError) as e:
        # ANEForge's graph constructors reject shapes they cannot lower
        raise Skip(f"aneforge rejects the graph: {e}") from None
    outs = outs if isinstance(outs, list) else [outs]
    total = sum(af.estimate(o, int8=int8, target=target) for o in outs)
    return {"estimate_us": round(float(total), 3)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("measurements", type=Path, help="measurement JSONL file")
    ap.add_argument("-o", "--output", type=Path, required=True, help="output JSON path")
    args = ap.parse_args(argv)
    _prime_host_probe()
    try:
        rows = load_rows(args.measurements)
        result = {}
        for ln, row in rows:
            try:
                result[row["id"]] = estimate_row(row)
            except Skip as e:
                result[row["id"]] = {"skipped": str(e)}
            except BadParam as e:
                raise BadInput(f"{args.measurements}:{ln}:1: row {row['id']!r} ({row['op']}) "
                               f"{e}") from None
    except BadInput as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    doc = {"aneforge_version": af.__version__, "rows": result}
    text = json.dumps(doc, indent=2, sort_keys=True) + "\n"
    # write-then-rename: never leave a partial output file
    args.output.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=args.output.parent, prefix=args.output.name + ".")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, args.output)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    n_est = sum("estimate_us" in v for v in result.values())
    print(f"aneforge {af.__version__}: {n_est} rows estimated, {len(result) - n_est} skipped "
          f"({len(result)} rows) -> {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
