"""
One time step of a recurrent cell (RNN, GRU or LSTM). SPEC section 4: the
placement model has no engine tree for the recurrent cell, so it is never
placed on the engine; the op exists so placement can see and route it.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Operation, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    operand_def,
    opt_operand_def,
    opt_result_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure

from anec.dialect.definition import op_definition
from anec.dialect.attributes import RecurrentKind, RecurrentKindAttr
from anec.dialect.builders import AttributeMap, enum_attr, optional
from anec.dialect.checks import (
    expect_rank,
    expect_shape,
    float_shape,
    op_error,
    same_element_type,
    shape,
)
from anec.dialect.discardable import DiscardableAttributes


@op_definition
class RecurrentCellOp(IRDLOperation):
    """
    One step of a recurrent cell in PyTorch's gate order and formulas. With
    input x [B, I], hidden h [B, H], G = `kind.gates` (rnn 1, gru 3, lstm 4),
    w_ih [G*H, I], w_hh [G*H, H] and bias b [G*H] (zero when absent), let
    `gi = x @ w_ih^T + b` and `gh = h @ w_hh^T`, each split into G blocks of H
    columns in gate order:

    - `rnn`: `h' = tanh(gi + gh)`;
    - `gru` (r, z, n): `r = sigmoid(gi_r + gh_r)`, `z = sigmoid(gi_z + gh_z)`,
      `n = tanh(gi_n + r * gh_n)`, `h' = (1 - z) * n + z * h`; the single
      bias is PyTorch's `bias_ih` with `bias_hh = 0` (a PyTorch cell folds
      the r and z blocks of its `bias_hh` into `bias`, and imports exactly
      only when the n block of `bias_hh` is zero);
    - `lstm` (i, f, g, o): with `s = gi + gh`, `i = sigmoid(s_i)`,
      `f = sigmoid(s_f)`, `g = tanh(s_g)`, `o = sigmoid(s_o)`,
      `c' = f * c + i * g`, `h' = o * tanh(c')`.

    The cell state c [B, H] is an operand, and c' a second result, exactly
    when `kind` is lstm. Every tensor holds the input's f16 or f32 type.

    Custom form: the kind in angle brackets, `input, hidden`, then
    `cell(%c : type)` for lstm, `weights(%w_ih, %w_hh)` and an optional
    `bias(%b : type)`; after the colon the types of input, hidden, w_ih and
    w_hh, an arrow, and the type of h_next (then of c_next, for lstm).

    ```mlir
    %h1, %c1 = anec.recurrent_cell <lstm> %x, %h0 cell(%c0 : tensor<2x32xf32>) weights(%wih, %whh)
               bias(%b : tensor<128xf32>)
               : tensor<2x16xf32>, tensor<2x32xf32>, tensor<128x16xf32>, tensor<128x32xf32>
               -> tensor<2x32xf32>, tensor<2x32xf32>
    ```
    """

    name = "anec.recurrent_cell"

    input = operand_def(TensorType)
    hidden = operand_def(TensorType)
    cell = opt_operand_def(TensorType)
    w_ih = operand_def(TensorType)
    w_hh = operand_def(TensorType)
    bias = opt_operand_def(TensorType)
    h_next = result_def(TensorType)
    c_next = opt_result_def(TensorType)

    kind = prop_def(RecurrentKindAttr)

    traits = traits_def(DiscardableAttributes(), Pure())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    assembly_format = (
        "$kind $input `,` $hidden (`cell` `(` $cell^ `:` type($cell) `)`)? `weights` `(` $w_ih `,` $w_hh `)` "
        "(`bias` `(` $bias^ `:` type($bias) `)`)? attr-dict "
        "`:` type($input) `,` type($hidden) `,` type($w_ih) `,` type($w_hh) `->` type($h_next) (`,` type($c_next)^)?"
    )

    def __init__(
        self,
        input: SSAValue | Operation,
        hidden: SSAValue | Operation,
        w_ih: SSAValue | Operation,
        w_hh: SSAValue | Operation,
        *,
        kind: RecurrentKind | RecurrentKindAttr,
        cell: SSAValue | Operation | None = None,
        bias: SSAValue | Operation | None = None,
        attributes: AttributeMap = None,
    ) -> None:
        """h_next (and, for lstm, c_next) has the hidden state's type."""
        kind_attr = enum_attr(RecurrentKindAttr, kind)
        state = SSAValue.get(hidden).type
        super().__init__(
            operands=[input, hidden, optional(cell), w_ih, w_hh, optional(bias)],
            result_types=[state, [state] if kind_attr.data == RecurrentKind.LSTM else []],
            properties={"kind": kind_attr},
            attributes=attributes,
        )

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        kind = self.kind.data
        x = float_shape(self, self.input, "input")
        expect_rank(self, x, (2,), "input")
        h = shape(self, self.hidden, "hidden")
        expect_rank(self, h, (2,), "hidden")
        batch, in_size = x
        hid = h[1]
        if h[0] != batch:
            raise op_error(self, f"hidden has batch {h[0]}; expected {batch} like the input")
        lstm = kind == RecurrentKind.LSTM
        if lstm and self.cell is None:
            raise op_error(self, "kind lstm has no cell operand; expected cell(%c) of shape [B, H]")
        if not lstm and self.cell is not None:
            raise op_error(self, f"kind {kind} has a cell operand; expected one only for kind lstm")
        if lstm and self.c_next is None:
            raise op_error(self, "kind lstm has one result; expected two (h_next, c_next)")
        if not lstm and self.c_next is not None:
            raise op_error(self, f"kind {kind} has two results; expected one (h_next)")
        rows = kind.gates * hid
        tensors: list[tuple[SSAValue | None, str, tuple[int, ...], str]] = [
            (self.hidden, "hidden", (batch, hid), "[B, H]"),
            (self.cell, "cell", (batch, hid), "[B, H]"),
            (self.w_ih, "w_ih", (rows, in_size), f"[{kind.gates} gates * H, I]"),
            (self.w_hh, "w_hh", (rows, hid), f"[{kind.gates} gates * H, H]"),
            (self.bias, "bias", (rows,), f"[{kind.gates} gates * H]"),
            (self.h_next, "h_next", (batch, hid), "[B, H]"),
            (self.c_next, "c_next", (batch, hid), "[B, H]"),
        ]
        for value, what, expected, why in tensors:
            if value is None:
                continue
            shape(self, value, what)
            same_element_type(self, [(self.input, "input"), (value, what)])
            expect_shape(self, value, expected, what, why)


RECURRENT_OPS = (RecurrentCellOp,)
