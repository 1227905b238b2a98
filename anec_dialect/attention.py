"""
Scaled dot-product attention as one op. SPEC section 3: the original
toolchain has no analytic cost form for it, and SPEC section 7 reports the
fused attention route as the autotuner's big win; keeping attention whole
lets passes choose between the fused route and its matmul-softmax-matmul
decomposition.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import Float32Type, FloatAttr, TensorType
from xdsl.ir import Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure

from anec.dialect.definition import op_definition
from anec.dialect.builders import AttributeMap, f32_attr, tensor_dims, with_shape, optional
from anec.dialect.checks import (
    broadcast_shapes,
    expect_rank,
    expect_shape,
    float_shape,
    fmt_shape,
    op_error,
    same_element_type,
    shape,
)
from anec.dialect.discardable import DiscardableAttributes


@op_definition
class AttentionOp(IRDLOperation):
    """
    Scaled dot-product attention: `softmax(query @ key^T * scale + mask,
    axis=-1) @ value` with query [..., Lq, D], key [..., Lk, D] and value
    [..., Lk, Dv], giving [..., Lq, Dv]. All operands have the same rank, 2 to
    4, and the same leading (batch) dims, and share one element type. `scale`
    defaults to 1 / sqrt(D). The optional additive `mask` broadcasts (numpy
    rules) to the scores' shape [..., Lq, Lk] without growing it; use a large
    negative value such as -inf to exclude a key. The softmax runs over Lk, as
    `exp(s - max(s)) / sum(exp(s - max(s)))`.

    ```mlir
    %o = anec.attention %q, %k, %v mask(%m : tensor<1x1x16x32xf16>) {scale = 1.250000e-01 : f32}
         : tensor<1x8x16x64xf16>, tensor<1x8x32x64xf16>, tensor<1x8x32x48xf16> -> tensor<1x8x16x48xf16>
    ```
    """

    name = "anec.attention"

    query = operand_def(TensorType)
    key = operand_def(TensorType)
    value = operand_def(TensorType)
    mask = opt_operand_def(TensorType)
    output = result_def(TensorType)

    scale = opt_prop_def(FloatAttr[Float32Type])

    traits = traits_def(DiscardableAttributes(), Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = (
        "$query `,` $key `,` $value (`mask` `(` $mask^ `:` type($mask) `)`)? "
        "attr-dict `:` type($query) `,` type($key) `,` type($value) `->` type($output)"
    )

    def __init__(
        self,
        query: SSAValue | Operation,
        key: SSAValue | Operation,
        value: SSAValue | Operation,
        *,
        mask: SSAValue | Operation | None = None,
        scale: float | FloatAttr | None = None,
        attributes: AttributeMap = None,
    ) -> None:
        """The result is [..., Lq, Dv] of the query's element type."""
        result_type = with_shape(query, self.result_shape(tensor_dims(query), tensor_dims(value)))
        super().__init__(
            operands=[query, key, value, optional(mask)],
            result_types=[result_type],
            properties={"scale": f32_attr(scale)},
            attributes=attributes,
        )

    @staticmethod
    def result_shape(q: Sequence[int], v: Sequence[int]) -> tuple[int, ...]:
        """[..., Lq, Dv]: the query's shape with the value's last extent; the constructor's inferred result type and the shape the verifier expects."""
        return (*q[:-1], v[-1])

    def scale_value(self) -> float:
        """The score scale: `scale`, or 1 / sqrt(D)."""
        if self.scale is not None:
            return self.scale.value.data
        return 1.0 / math.sqrt(shape(self, self.query, "query")[-1])

    LOCAL_CHECKS: ClassVar[bool] = True  # its verify_ reads its own types and properties alone (`definition.local_checks`)

    def verify_(self) -> None:
        q = float_shape(self, self.query, "query")
        expect_rank(self, q, (2, 3, 4), "query")
        k = shape(self, self.key, "key")
        v = shape(self, self.value, "value")
        for dims, what in ((k, "key"), (v, "value")):
            if len(dims) != len(q):
                raise op_error(self, f"{what} has rank {len(dims)}; expected rank {len(q)} like the query")
        same_element_type(self, [(self.query, "query"), (self.key, "key"), (self.value, "value")])
        batch = q[:-2]
        for dims, what in ((k, "key"), (v, "value")):
            if dims[:-2] != batch:
                raise op_error(
                    self, f"{what} has batch dims {fmt_shape(dims[:-2])}; expected {fmt_shape(batch)} like the query"
                )
        if k[-1] != q[-1]:
            raise op_error(self, f"key has head size {k[-1]}; expected {q[-1]} like the query (its last axis)")
        if v[-2] != k[-2]:
            raise op_error(self, f"value has {v[-2]} positions; expected {k[-2]} like the key (Lk)")
        scores = (*batch, q[-2], k[-2])
        if self.mask is not None:
            m = shape(self, self.mask, "mask")
            same_element_type(self, [(self.query, "query"), (self.mask, "mask")])
            if len(m) > len(scores) or broadcast_shapes(self, m, scores, "mask and score") != scores:
                raise op_error(
                    self, f"mask has shape {fmt_shape(m)}; expected a shape that broadcasts to the scores {fmt_shape(scores)}"
                )
        shape(self, self.output, "result")
        same_element_type(self, [(self.query, "query"), (self.output, "result")])
        expect_shape(self, self.output, self.result_shape(q, v), "result", "[..., Lq, Dv]")


ATTENTION_OPS = (AttentionOp,)
