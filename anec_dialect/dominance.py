"""
Dominance of SSA values, MLIR's rule for SSACFG regions: the check the
parser runs on every file (`anec.tools.ir_io`) and `anec-compile` after
every stage (xDSL's `verify()` does not check it).
"""

from __future__ import annotations

from collections.abc import Container

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.irdl.dominance import DominanceInfo


def first_dominance_error(module: ModuleOp, only: Container[Operation] | None = None) -> tuple[Operation, str] | None:
    """
    The first op, in program order, with an operand whose definition does
    not dominate it (MLIR's rule for SSACFG regions): defined later in the
    same block, by the op itself, in a block that does not dominate the
    user's, or inside a region the use is not in. `builtin.module` bodies
    are graph regions, as in MLIR, and are not checked. With `only`, the
    uses by those ops alone are checked (in the same order): the caller knows
    that no other use can be wrong.
    """
    order: dict[Block, dict[Operation, int]] = {}
    dominance: dict[Region, DominanceInfo] = {}

    def index(op: Operation) -> int:
        block = op.parent_block()
        assert block is not None
        if block not in order:
            order[block] = {o: i for i, o in enumerate(block.ops)}
        return order[block][op]

    def block_dominates(a: Block, b: Block) -> bool:
        if a is b:
            return True
        region = a.parent
        assert region is not None
        if region not in dominance:
            dominance[region] = DominanceInfo(region)
        return dominance[region].dominates(a, b)

    def ancestor_in(region: Region, op: Operation) -> Operation | None:
        """`op` or its ancestor whose block is in `region`."""
        current: Operation | None = op
        while current is not None:
            block = current.parent_block()
            if block is None:
                return None
            if block.parent is region:
                return current
            current = block.parent_op()
        return None

    def problem(value: SSAValue, user: Operation) -> str | None:
        if isinstance(value, OpResult):
            definer = value.op
            block = definer.parent_block()
            if block is None or isinstance(definer.parent_op(), ModuleOp):
                return None
            if definer is user:
                return "is its own result; a value must be defined before it is used"
            anchor = ancestor_in(block.parent, user) if block.parent is not None else None
            if anchor is definer:
                return "is a result of an op that encloses this use; a value must be defined before it is used"
            if anchor is None:
                return "is used outside the region of its definition"
            anchor_block = anchor.parent_block()
            assert anchor_block is not None
            if anchor_block is block:
                return None if index(definer) < index(anchor) else "is used before its definition"
            return None if block_dominates(block, anchor_block) else "is defined in a block that does not dominate this use"
        if isinstance(value, BlockArgument):
            block = value.block
            if block.parent is None or isinstance(block.parent_op(), ModuleOp):
                return None
            anchor = ancestor_in(block.parent, user)
            if anchor is None:
                return "is a block argument used outside its region"
            anchor_block = anchor.parent_block()
            assert anchor_block is not None
            return None if block_dominates(block, anchor_block) else "is an argument of a block that does not dominate this use"
        return None

    for op in module.walk():
        if only is not None and op not in only:
            continue
        for i, operand in enumerate(op.operands):
            message = problem(operand, op)
            if message is not None:
                name = f" (%{operand.name_hint})" if operand.name_hint else ""
                return op, f"operand #{i}{name} {message}"
    return None
