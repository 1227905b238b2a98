"""
`anec-chimera`: Chimera's analytic block decomposition (SPEC section 8) for
the GEMM chains inside fused programs.

Inside every `anec.program`, a *chain* is a maximal run of GEMMs in which each
GEMM's result is the next one's only left operand:

- `anec.matmul` without `transpose_lhs`, whose right operand is a weight (a
  function argument or constant, `cost.work.is_weight_source`) of rank 2;
  M is the product of the left operand's leading axes;
- a 1x1 `anec.convolution` (stride 1, dilation 1, no padding, one group)
  read as a GEMM with M = N x H x W, K = Cin, N = Cout.

Each chain is solved with `cost.chimera.solve_matmul_chain` against the
target's on-chip working set (SPEC section 7: the capacity of the ANE's one
memory level), with the element width of the chain's tensors. Every GEMM of
the chain gets the discardable attribute

```mlir
anec.chimera = #anec.chimera<order = "mkn", tile = [256, 64, 32], dv = 1310720, mu = 98304>
```

where `order` is the chain's loop permutation (outermost first, over the
chain dims m, k, n, l, d4, ...; joined by `>` once there is a d4, as for
AlexNet's three fully connected layers: `m>k>d4>l>n`), `tile` the GEMM's own
(M, K, N) tile, and `dv`
/ `mu` the chain's data movement and memory use in bytes. `anec-tile` splits
along these tiles when the target is an ANE.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import VerifyException

from anec.dialect.attributes import ChimeraAttr, format_loop_order
from anec.dialect.conv import ConvolutionOp, MatmulOp
from anec.dialect.discardable import CHIMERA_ATTR
from anec.dialect.elementwise import AddOp, UnaryOp
from anec.dialect.program import ProgramOp
from anec.cost.chimera import ChimeraError, Solution, solve_matmul_chain
from anec.cost.targets import Target
from anec.cost.work import element_bytes, is_weight_source
from anec.passes.diagnostics import fail
from anec.passes.set_target import target_for


def gemm_shape(op: Operation) -> tuple[int, int, int] | None:
    """(M, K, N) of an op Chimera can tile as a GEMM, else None."""
    if isinstance(op, MatmulOp):
        return _matmul_shape(op)
    if isinstance(op, ConvolutionOp):
        return _pointwise_shape(op)
    return None


def _matmul_shape(op: MatmulOp) -> tuple[int, int, int] | None:
    rhs = op.rhs.type
    if op.transpose_lhs.value.data or not isinstance(rhs, TensorType) or rhs.get_num_dims() != 2:
        return None
    if not is_weight_source(op.rhs):
        return None
    lhs = op.lhs.type
    assert isinstance(lhs, TensorType)
    m, k, n = op.matrix_dims()
    return math.prod(lhs.get_shape()[:-2]) * m, k, n


def _pointwise_shape(op: ConvolutionOp) -> tuple[int, int, int] | None:
    if op.kernel() != (1,) * len(op.kernel()) or op.group_count() != 1:
        return None
    if set(op.stride_values()) != {1} or set(op.dilation_values()) != {1}:
        return None
    if any(lo or hi for lo, hi in op.pads()):
        return None
    dims = op.input.type.get_shape()  # pyright: ignore[reportAttributeAccessIssue]  # a convolution's input is a tensor (its verifier)
    cout, cin = op.weight_channels()
    return dims[0] * math.prod(dims[2:]), cin, cout


def _gemm_input(op: Operation) -> SSAValue:
    return op.lhs if isinstance(op, MatmulOp) else op.input  # type: ignore[attr-defined]  # else a convolution (`gemm_shape` admitted it)


def _producer_through_elementwise(value: SSAValue) -> Operation | None:
    """The op that produced `value`, looking through single-use unary ops and
    bias additions (their intermediate stays resident like the GEMM's)."""
    while isinstance(owner := value.owner, Operation):
        if not value.has_one_use():
            return None
        if isinstance(owner, UnaryOp):
            value = owner.input
        elif isinstance(owner, AddOp) and is_weight_source(owner.rhs):
            value = owner.lhs
        else:
            return owner
    return None


def chains(program: ProgramOp) -> list[list[Operation]]:
    """The GEMM chains of a program, in program order: each GEMM's result
    (through single-use elementwise ops) is the next one's only input, with the
    same M and the previous N as the next K."""
    found: list[list[Operation]] = []
    for op in program.body.block.ops:
        shape = gemm_shape(op)
        if shape is None:
            continue
        previous = found[-1][-1] if found else None
        if previous is not None and _producer_through_elementwise(_gemm_input(op)) is previous:
            m, _, n = gemm_shape(previous)  # type: ignore[misc]  # not None: `previous` was admitted by it
            if (m, n) == (shape[0], shape[1]):
                found[-1].append(op)
                continue
        found.append([op])
    return found


def chain_attrs(chain: list[Operation], solution: Solution) -> list[ChimeraAttr]:
    """One `anec.chimera` per GEMM of a solved chain; a choice the attribute
    refuses is a failure located at its GEMM."""
    level = solution.levels[0]
    tiles = solution.tiling.levels[0].tiles
    order = format_loop_order(solution.tiling.levels[0].permutation)
    attrs: list[ChimeraAttr] = []
    for i, gemm in enumerate(chain):
        try:
            attrs.append(ChimeraAttr(order, (tiles[0], tiles[i + 1], tiles[i + 2]), level.dv, level.mu))
        except VerifyException as err:
            raise fail(gemm, f"cannot record Chimera's choice: {err}") from err
    return attrs


def solve_chain(chain: list[Operation], target: Target) -> Solution:
    shapes = [gemm_shape(op) for op in chain]
    width = element_bytes(_gemm_input(chain[0]))
    try:
        return solve_matmul_chain([s for s in shapes if s is not None], target.working_set_bytes, width)
    except ChimeraError as err:
        raise fail(chain[0], f"Chimera cannot tile this chain on {target.name}: {err}") from err


@dataclass(frozen=True)
class AnecChimeraPass(ModulePass):
    """Records Chimera's optimal loop order and tiles on every GEMM chain inside a program."""

    name = "anec-chimera"

    target: str | None = None

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        target = target_for(op, self.target)
        for program in op.walk():
            if not isinstance(program, ProgramOp):
                continue
            for chain in chains(program):
                for gemm, attr in zip(chain, chain_attrs(chain, solve_chain(chain, target))):
                    gemm.attributes[CHIMERA_ATTR] = attr
