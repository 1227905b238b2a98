"""
The Attention converter (ONNX opset 23 and later): `anec.attention`, whole.

Q, K and V are [B, heads, L, D], or [B, L, heads x D] with `q_num_heads`
and `kv_num_heads` (split into heads around the op and merged after).
Grouped- and multi-query attention (fewer K/V heads than Q heads) repeat
each K/V head for its group of Q heads, as ONNX defines it. `past_key` and
`past_value` are concatenated in front of K and V (the present key and
value outputs). The additive bias is the float `attn_mask`, a known boolean
`attn_mask` as 0 / -inf, and the causal and sliding-window limits
(`is_causal`, `left_window_size`, `right_window_size`, offset by the past
length) as a known 0 / -inf mask, added together. Errors name what anec
cannot express: `softcap`, `nonpad_kv_seqlen`, a boolean mask computed at
run time, a known mask that leaves a query with no key (ONNX then gives a
zero row, a softmax gives NaN), and the `qk_matmul_output` output.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
from xdsl.ir import SSAValue

from anec.dialect import attention
from anec.dialect import elementwise as ew
from anec.frontend.onnx.model import Node, Value, dims_of, elem_of, fmt

if TYPE_CHECKING:
    from anec.frontend.onnx.graph import GraphImporter


def heads_first(g: GraphImporter, node: Node, x: SSAValue, heads: int | None, what: str) -> SSAValue:
    """[B, L, heads x D] as [B, heads, L, D]; a 4-D input as it is."""
    dims = dims_of(x)
    if len(dims) == 4:
        return x
    if len(dims) != 3 or not heads or dims[2] % heads:
        raise node.error(f"{what} has shape {fmt(dims)}; expected [B, heads, L, D], or [B, L, heads x D] with the head count attribute")
    split = g.reshape(x, (dims[0], dims[1], heads, dims[2] // heads))
    out = g.transpose(split, (0, 2, 1, 3))
    assert isinstance(out, SSAValue)
    return out


def repeated_heads(g: GraphImporter, x: SSAValue, groups: int) -> SSAValue:
    """[B, h, L, D] as [B, h x groups, L, D], each head `groups` times in a row."""
    if groups == 1:
        return x
    b, h, length, d = dims_of(x)
    lifted = g.reshape(x, (b, h, 1, length, d))
    assert isinstance(lifted, SSAValue)
    out = g.reshape(g.concat([lifted] * groups, 2), (b, h * groups, length, d))
    assert isinstance(out, SSAValue)
    return out


def window_mask(node: Node, lq: int, lk: int, offset: int) -> np.ndarray | None:
    """Allowed (True) keys per query from `is_causal` and the window sizes; None when all are."""
    rows = np.arange(lq)[:, None] + offset
    cols = np.arange(lk)[None, :]
    allowed = np.ones((lq, lk), bool)
    if node.attr("is_causal", 0):
        allowed &= cols <= rows
    left, right = int(node.attr("left_window_size", -1)), int(node.attr("right_window_size", -1))
    if left >= 0:
        allowed &= cols >= rows - left
    if right >= 0:
        allowed &= cols <= rows + right
    return None if allowed.all() else allowed


def convert_attention(g: GraphImporter, node: Node) -> list[Value]:
    if float(node.attr("softcap", 0.0)) != 0.0:
        raise node.error("softcap is not expressible; anec.attention has no tanh soft cap on its scores")
    if node.has_input(6):
        raise node.error("nonpad_kv_seqlen is not supported; give the keys and values without padding")
    q = g.operand(node, 0)
    elem = elem_of(q)
    q_heads, kv_heads = node.attr("q_num_heads"), node.attr("kv_num_heads")
    three_d = len(dims_of(q)) == 3
    q = heads_first(g, node, q, q_heads, "Q")
    k = heads_first(g, node, g.operand(node, 1, elem), kv_heads, "K")
    v = heads_first(g, node, g.operand(node, 2, elem), kv_heads, "V")
    past = 0
    if node.has_input(4) or node.has_input(5):
        if not (node.has_input(4) and node.has_input(5)):
            raise node.error("past_key and past_value come together; one of them is missing")
        past_k, past_v = g.operand(node, 4, elem), g.operand(node, 5, elem)
        past = dims_of(past_k)[2]
        k, v = g.concat([past_k, k], 2), g.concat([past_v, v], 2)
    present_k, present_v = k, v
    b, hq, lq, _ = dims_of(q)
    hk, lk = dims_of(k)[1], dims_of(k)[2]
    if hq % hk:
        raise node.error(f"Q has {hq} heads and K {hk}; the K/V heads must divide the Q heads")
    k, v = repeated_heads(g, k, hq // hk), repeated_heads(g, v, hq // hk)

    allowed = window_mask(node, lq, lk, past)
    mask: SSAValue | None = None
    known_bias = None if allowed is None else np.where(allowed, 0.0, -np.inf)
    if node.has_input(3):
        given = g.get(node, 3)
        if isinstance(given, np.ndarray):
            bias = np.where(given, 0.0, -np.inf) if given.dtype == np.bool_ else given.astype(np.float64)
            known_bias = bias if known_bias is None else bias + known_bias
        elif isinstance(given, SSAValue) and elem_of(given) == elem:
            mask = given
        else:
            raise node.error("a boolean attn_mask computed at run time is not expressible; give a float (additive) mask")
    if known_bias is not None:
        scores = np.broadcast_shapes(known_bias.shape, (b, hq, lq, lk))
        if np.isneginf(np.broadcast_to(known_bias, scores)).all(axis=-1).any():
            raise node.error("the mask leaves a query with no key; ONNX gives it a zero row, a softmax NaN")
        bias_value = g.constant(known_bias, f"{node.outputs[0]}_mask", elem)
        mask = bias_value if mask is None else g.binary(ew.AddOp, mask, bias_value)
    scale = node.attr("scale")
    y = g.add(attention.AttentionOp(q, k, v, mask=mask, scale=float(scale) if scale is not None else None))
    if three_d:
        dv = dims_of(y)[3]
        y = g.reshape(g.transpose(y, (0, 2, 1, 3)), (b, lq, hq * dv))
    outputs: list[Value] = [y]
    if len(node.outputs) > 1:
        outputs += [present_k, present_v]
    return outputs
