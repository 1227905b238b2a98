"""The `anec` dialect: every op and attribute, registered in one place."""

from __future__ import annotations

from xdsl.ir import Dialect

from anec_dialect.attention import ATTENTION_OPS
from anec_dialect.attributes import (
    ActivationAttr,
    BoxFormatAttr,
    ChannelGroupsAttr,
    CostAttr,
    CostSummaryAttr,
    PaddingStyleAttr,
    PadModeAttr,
    RecurrentKindAttr,
    SamplingAttr,
    WeightFormatAttr,
    WeightsLayoutAttr,
)
from anec_dialect.constant import CONSTANT_OPS
from anec_dialect.conv import CONV_OPS
from anec_dialect.elementwise import ELEMENTWISE_OPS
from anec_dialect.movement import MOVEMENT_OPS
from anec_dialect.normalization import NORMALIZATION_OPS
from anec_dialect.pooling import POOLING_OPS
from anec_dialect.program import PROGRAM_OPS
from anec_dialect.recurrent import RECURRENT_OPS
from anec_dialect.reduction import REDUCTION_OPS
from anec_dialect.texture import TEXTURE_OPS

OP_FAMILIES = {
    "conv": CONV_OPS,
    "pooling": POOLING_OPS,
    "elementwise": ELEMENTWISE_OPS,
    "normalization": NORMALIZATION_OPS,
    "reduction": REDUCTION_OPS,
    "movement": MOVEMENT_OPS,
    "texture": TEXTURE_OPS,
    "attention": ATTENTION_OPS,
    "recurrent": RECURRENT_OPS,
    "constant": CONSTANT_OPS,
    "program": PROGRAM_OPS,
}
"""Op families, in documentation order; each has its own module and tests."""

Anec = Dialect(
    "anec",
    [op for family in OP_FAMILIES.values() for op in family],
    [
        ActivationAttr,
        BoxFormatAttr,
        ChannelGroupsAttr,
        CostAttr,
        CostSummaryAttr,
        PaddingStyleAttr,
        PadModeAttr,
        RecurrentKindAttr,
        SamplingAttr,
        WeightFormatAttr,
        WeightsLayoutAttr,
    ],
)
