"""
The RNN, GRU and LSTM converters: the sequence unrolled into one
`anec.recurrent_cell` per time step and direction (the cell is never placed
on the engine, SPEC section 4; placement routes it to the CPU or GPU).

ONNX orders the gates i, o, f, c (LSTM) and z, r, h (GRU); the cell takes
PyTorch's i, f, g, o and r, z, n, so the weight blocks are reordered at
import. The cell adds one bias to the input product; ONNX's two biases (Wb,
Rb) are summed into it, except for the GRU's recurrent n-gate bias, which
sits inside `r * (R_n h + Rb_n)` (`linear_before_reset = 1`, the form
PyTorch exports). That bias is carried exactly by one extra hidden unit that
stays 1: its z gate saturates (`SATURATED_LOGIT`), so `h' = z * h = 1`, and
its column of the recurrent weights holds `Rb_n`. The extra unit is sliced
off every output.

A GRU with `linear_before_reset = 0` (ONNX's default: the reset gate
scales the state before the recurrent product) is not the cell's formula;
its steps are written out in engine ops instead (`gru_reset_first_step`).
What neither can express is an error naming the attribute: other
activations, `clip`, `input_forget`, peepholes that are not zero, and
`sequence_lens` shorter than the sequence.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import numpy as np
from xdsl.ir import SSAValue

from anec.dialect import elementwise as ew
from anec.dialect.attributes import RecurrentKind
from anec.dialect.conv import MatmulOp
from anec.dialect.recurrent import RecurrentCellOp
from anec.frontend.onnx.model import FloatType, Node, Value, dims_of, elem_of, fmt

if TYPE_CHECKING:
    from anec.frontend.onnx.graph import GraphImporter

KINDS = {"RNN": RecurrentKind.RNN, "GRU": RecurrentKind.GRU, "LSTM": RecurrentKind.LSTM}

GATE_ORDER = {"RNN": (0,), "GRU": (1, 0, 2), "LSTM": (0, 2, 3, 1)}
"""For each cell gate block in PyTorch's order, the ONNX block it comes from."""

DEFAULT_ACTIVATIONS = {"RNN": ("tanh",), "GRU": ("sigmoid", "tanh"), "LSTM": ("sigmoid", "tanh", "tanh")}
"""The activations of one direction the cell computes (ONNX's defaults)."""

SATURATED_LOGIT = 32.0
"""A gate logit whose sigmoid is exactly 1.0 in f16 and f32 (derivation:
1 - sigmoid(x) = 1 / (1 + e^x) < 2^-25, half an f32 ulp below 1, for x > 17.4)."""

assert 1.0 / (1.0 + math.exp(SATURATED_LOGIT)) < 2.0**-25


def check_attributes(node: Node, directions: int) -> None:
    if node.attr("clip") is not None:
        raise node.error("clip is not expressible; anec.recurrent_cell does not clip its gates")
    if node.attr("input_forget", 0):
        raise node.error("input_forget = 1 is not expressible; anec.recurrent_cell has independent input and forget gates")
    given = node.attr("activations")
    if given is not None:
        names = [(a.decode() if isinstance(a, bytes) else str(a)).lower() for a in given]
        expected = list(DEFAULT_ACTIVATIONS[node.op_type] * directions)
        if names != expected:
            raise node.error(f"activations {names} are not expressible; anec.recurrent_cell computes {expected}")


def convert_recurrent(g: GraphImporter, node: Node) -> list[Value]:
    """RNN, GRU, LSTM: forward, reverse or bidirectional, layout 0 or 1."""
    op_type = node.op_type
    kind = KINDS[op_type]
    gates = kind.gates
    x = g.operand(node, 0)
    elem = elem_of(x)
    assert isinstance(elem, FloatType)
    layout = int(node.attr("layout", 0))
    x_dims = dims_of(x)
    if len(x_dims) != 3:
        raise node.error(f"X has shape {fmt(x_dims)}; expected rank 3")
    seq, batch, _ = x_dims if layout == 0 else (x_dims[1], x_dims[0], x_dims[2])
    w = g.static(node, 1, "W").astype(np.float64)
    r = g.static(node, 2, "R").astype(np.float64)
    directions, rows, _ = w.shape
    hidden = rows // gates
    direction = node.attr("direction", "forward")
    if (direction == "bidirectional") != (directions == 2):
        raise node.error(f"direction '{direction}' with {directions} weight directions")
    check_attributes(node, directions)
    b = g.static_opt(node, 3, "B")
    lens = g.static_opt(node, 4, "sequence_lens")
    if lens is not None and not np.all(lens == seq):
        raise node.error(f"sequence_lens {lens.tolist()} are shorter than the sequence ({seq}); anec unrolls whole sequences")
    peephole = g.static_opt(node, 7, "P") if op_type == "LSTM" else None
    if peephole is not None and np.any(peephole):
        raise node.error("peephole weights P are not expressible; anec.recurrent_cell has no peephole connections")
    h0 = g.get(node, 5) if node.has_input(5) else None
    c0 = g.get(node, 6) if op_type == "LSTM" and node.has_input(6) else None

    reset_first = op_type == "GRU" and not node.attr("linear_before_reset", 0)
    order = GATE_ORDER[op_type]
    outputs_h: list[list[SSAValue]] = []
    finals_h: list[SSAValue] = []
    finals_c: list[SSAValue] = []
    for d in range(directions):
        blocks = lambda m: np.concatenate([m[i * hidden : (i + 1) * hidden] for i in order])  # noqa: E731
        w_ih, w_hh = blocks(w[d]), blocks(r[d])
        bias = None
        extra = False
        if b is not None:
            wb, rb = b[d, : gates * hidden].astype(np.float64), b[d, gates * hidden :].astype(np.float64)
            if op_type == "GRU":
                bias = blocks(wb) + np.concatenate([blocks(rb)[: 2 * hidden], np.zeros(hidden)])
                rb_n = blocks(rb)[2 * hidden :]
                if np.any(rb_n) and not reset_first:
                    w_ih, w_hh, bias = with_bias_unit(w_ih, w_hh, bias, rb_n, hidden)
                    extra = True
            else:
                bias = blocks(wb) + blocks(rb)
        h = initial_state(g, node, h0, d, batch, hidden, elem, extra, "initial_h")
        c = initial_state(g, node, c0, d, batch, hidden, elem, False, "initial_c") if op_type == "LSTM" else None
        w_ih_v = g.constant(w_ih, f"{node.inputs[1]}_ih{d}", elem)
        w_hh_v = g.constant(w_hh, f"{node.inputs[2]}_hh{d}", elem)
        bias_v = g.constant(bias, f"{node.inputs[3]}_b{d}", elem) if bias is not None else None
        reverse = direction == "reverse" or (direction == "bidirectional" and d == 1)
        steps: dict[int, SSAValue] = {}
        for t in reversed(range(seq)) if reverse else range(seq):
            x_t = g.slice_axis(x, 0 if layout == 0 else 1, t, 1)
            x_t = g.reshape(x_t, (batch, x_dims[2]))
            assert isinstance(x_t, SSAValue)
            if reset_first:
                h = gru_reset_first_step(g, x_t, h, w[d], r[d], b[d] if b is not None else None, hidden, f"{node.outputs[0]}_{d}")
                steps[t] = h
                continue
            cell = g.emit(RecurrentCellOp(x_t, h, w_ih_v, w_hh_v, kind=kind, cell=c, bias=bias_v))
            h = cell.results[0]
            c = cell.results[1] if op_type == "LSTM" else None
            steps[t] = g.slice(h, (0, 0), (batch, hidden)) if extra else h
        outputs_h.append([steps[t] for t in range(seq)])
        finals_h.append(steps[seq - 1 if not reverse else 0])
        if c is not None:
            finals_c.append(c)

    def stacked(per_dir: list[SSAValue]) -> Value:
        parts = [g.reshape(v, (1, batch, hidden) if layout == 0 else (batch, 1, hidden)) for v in per_dir]
        return g.concat([p for p in parts if isinstance(p, SSAValue)], 0 if layout == 0 else 1)

    y_parts = []
    for t in range(seq):
        per_dir = [g.reshape(outputs_h[d][t], (1, 1, batch, hidden) if layout == 0 else (batch, 1, 1, hidden)) for d in range(directions)]
        y_parts.append(g.concat([p for p in per_dir if isinstance(p, SSAValue)], 1 if layout == 0 else 2))
    y = g.concat(y_parts, 0 if layout == 0 else 1)
    results: list[Value] = [y, stacked(finals_h)]
    if op_type == "LSTM":
        results.append(stacked(finals_c))
    return results


def gru_reset_first_step(
    g: GraphImporter, x: SSAValue, h: SSAValue, w: np.ndarray, r: np.ndarray, b: np.ndarray | None, hidden: int, name: str
) -> SSAValue:
    """
    One step of a GRU with `linear_before_reset = 0`, which resets the state
    before the recurrent product, `n = tanh(W_n x + Wb_n + R_n (r * h) +
    Rb_n)`: the cell resets after it, so the step is written out in engine
    ops (matmuls, sigmoid, tanh, elementwise), in ONNX's gate order z, r, h.
    """
    elem = elem_of(x)
    assert isinstance(elem, FloatType)
    bias = np.zeros(6 * hidden) if b is None else b.astype(np.float64)
    xg = g.add(MatmulOp(x, g.constant(w, f"{name}_w", elem), transpose_rhs=True))
    xg = g.binary(ew.AddOp, xg, g.constant(bias[: 3 * hidden], f"{name}_wb", elem))
    hg = g.add(MatmulOp(h, g.constant(r[: 2 * hidden], f"{name}_r_zr", elem), transpose_rhs=True))
    hg = g.binary(ew.AddOp, hg, g.constant(bias[3 * hidden : 5 * hidden], f"{name}_rb_zr", elem))
    batch = dims_of(x)[0]
    gates = g.binary(ew.AddOp, g.slice(xg, (0, 0), (batch, 2 * hidden)), hg)
    z = g.add(ew.SigmoidOp(g.slice(gates, (0, 0), (batch, hidden))))
    reset = g.add(ew.SigmoidOp(g.slice(gates, (0, hidden), (batch, hidden))))
    recurrent = g.add(MatmulOp(g.binary(ew.MulOp, reset, h), g.constant(r[2 * hidden :], f"{name}_r_h", elem), transpose_rhs=True))
    recurrent = g.binary(ew.AddOp, recurrent, g.constant(bias[5 * hidden :], f"{name}_rb_h", elem))
    n = g.add(ew.TanhOp(g.binary(ew.AddOp, g.slice(xg, (0, 2 * hidden), (batch, hidden)), recurrent)))
    return g.binary(ew.AddOp, n, g.binary(ew.MulOp, z, g.binary(ew.SubOp, h, n)))  # (1 - z) n + z h


def with_bias_unit(
    w_ih: np.ndarray, w_hh: np.ndarray, bias: np.ndarray, rb_n: np.ndarray, hidden: int
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """GRU weights with one more hidden unit that stays 1 and carries the
    recurrent n-gate bias `rb_n` through `r * (R_n h + Rb_n)`."""
    rows = 3 * (hidden + 1)
    new_ih = np.zeros((rows, w_ih.shape[1]))
    new_hh = np.zeros((rows, hidden + 1))
    new_b = np.zeros(rows)
    for gate in range(3):
        src = slice(gate * hidden, (gate + 1) * hidden)
        dst = slice(gate * (hidden + 1), gate * (hidden + 1) + hidden)
        new_ih[dst] = w_ih[src]
        new_hh[dst, :hidden] = w_hh[src]
        new_b[dst] = bias[src]
    new_hh[2 * (hidden + 1) : 2 * (hidden + 1) + hidden, hidden] = rb_n
    new_b[1 * (hidden + 1) + hidden] = SATURATED_LOGIT  # the unit's z gate: sigmoid = 1, so h' = h = 1
    return new_ih, new_hh, new_b


def initial_state(
    g: GraphImporter, node: Node, given: Value | None, d: int, batch: int, hidden: int, elem: FloatType, extra: bool, what: str
) -> SSAValue:
    """Direction `d` of initial_h or initial_c ([dirs, B, H]; zeros when absent) as [B, H], plus a unit column of ones when `extra`."""
    layout = int(node.attr("layout", 0))
    if given is None or isinstance(given, np.ndarray):
        array = np.zeros((batch, hidden)) if given is None else (given[d] if layout == 0 else given[:, d])
        if extra:
            array = np.concatenate([array, np.ones((batch, 1))], axis=1)
        return g.constant(np.asarray(array, np.float64), f"{node.proto.output[0]}_{what}{d}", elem)
    state = g.slice_axis(given, 0 if layout == 0 else 1, d, 1)
    state_2d = g.reshape(state, (batch, hidden))
    assert isinstance(state_2d, SSAValue)
    if extra:
        ones = g.constant(np.ones((batch, 1)), f"{node.proto.output[0]}_unit", elem)
        return g.concat([state_2d, ones], 1)
    return state_2d
