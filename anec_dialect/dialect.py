"""The `anec` dialect: every op and attribute, registered in one place."""

from __future__ import annotations

from xdsl.ir import Dialect

from anec.dialect.attention import ATTENTION_OPS
from anec.dialect.attributes import (
    ActivationAttr,
    BoxFormatAttr,
    ChannelGroupsAttr,
    ChimeraAttr,
    CostAttr,
    CostSummaryAttr,
    PaddingStyleAttr,
    PadModeAttr,
    RangeAttr,
    RecurrentKindAttr,
    SamplingAttr,
    WeightFormatAttr,
    WeightsLayoutAttr,
    WinogradAttr,
)
from anec.dialect.constant import CONSTANT_OPS
from anec.dialect.conv import CONV_OPS
from anec.dialect.dense import PlaceholderAttr
from anec.dialect.elementwise import ELEMENTWISE_OPS
from anec.dialect.movement import MOVEMENT_OPS
from anec.dialect.normalization import NORMALIZATION_OPS
from anec.dialect.pooling import POOLING_OPS
from anec.dialect.program import PROGRAM_OPS
from anec.dialect.recurrent import RECURRENT_OPS
from anec.dialect.reduction import REDUCTION_OPS
from anec.dialect.texture import TEXTURE_OPS

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
        ChimeraAttr,
        CostAttr,
        CostSummaryAttr,
        PaddingStyleAttr,
        PadModeAttr,
        PlaceholderAttr,
        RangeAttr,
        RecurrentKindAttr,
        SamplingAttr,
        WeightFormatAttr,
        WeightsLayoutAttr,
        WinogradAttr,
    ],
)
