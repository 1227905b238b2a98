"""The cost record is declared once (`anec.dialect.cost_record`): the IR
attribute, the report row, its JSON keys and the table's columns follow it."""

from __future__ import annotations

import math
from dataclasses import fields

import pytest
from xdsl.parser import Parser

from anec.cost.report import OP_KEYS, OpReport
from anec.dialect.attributes import CostAttr
from anec.dialect.cost_record import COST_FIELDS, IR_ORDER, CostRecord
from anec.tools.ir_io import anec_context

RECORDS = [
    CostRecord(latency_us=504.6, bound="compute", flops=924844032, bytes=1982464, intensity=466.5, cycles=1806422,
               exec_cycles=65535, saturated=True, backend="engine", lever="compute: no tuning needed"),
    CostRecord(latency_us=0.25, bound="bandwidth", flops=0, bytes=0, intensity=math.inf, cycles=None,
               exec_cycles=None, saturated=False, backend="gpu", lever="bandwidth: fuse"),
]


@pytest.mark.parametrize("record", RECORDS)
def test_the_attribute_holds_the_record_and_reads_back(record: CostRecord) -> None:
    attr = CostAttr.of(record)
    assert attr.record() == record
    text = str(attr)
    assert [part.split(" = ")[0] for part in text.removeprefix("#anec.cost<").split(", ")] == list(IR_ORDER)
    assert Parser(anec_context(), text).parse_attribute() == attr
    # With a line break inside, the token parse (not the one expression) reads it the same.
    assert Parser(anec_context(), text.replace(", bound", ",\n bound")).parse_attribute() == attr


def test_the_attribute_takes_exactly_the_record_s_fields() -> None:
    given = {f.name: getattr(RECORDS[0], f.name) for f in COST_FIELDS}
    with pytest.raises(TypeError, match="exactly the fields"):
        CostAttr(**{k: v for k, v in given.items() if k != "lever"})
    with pytest.raises(TypeError, match="exactly the fields"):
        CostAttr(**given, extra=1)


def test_a_report_row_is_the_record_between_its_names_and_its_reason() -> None:
    record = [f.name for f in COST_FIELDS]
    assert [key.name for key in OP_KEYS] == ["name", "op", "program", *record, "reason"]
    assert issubclass(OpReport, CostRecord)
    assert {f.name for f in fields(OpReport)} - set(record) == {"name", "op", "program", "reason", "operation", "estimate"}
