"""Output-channel grouping of the engine's multiply array (SPEC §5, §3).

A convolution, deconvolution or matmul is scored on the multiply array as an
`ArrayShape`: output channels, input channels per group, kernel elements,
output spatial extent and the weights' storage. From it this module derives
the layer's channel groups. The SPEC leaves open how its formulas combine; the
reading implemented here, with every choice named (see docs/layer-cycles.md):

* **Kernel elements** `k = kW x kH x kD` (1 for a matmul, which is a 1x1
  convolution over its output: N -> output channels, M x batch -> spatial).
  The positions the array iterates (`spatial`) are batch x output extent for
  a convolution and batch x input extent for a deconvolution, which
  multiplies every input element by every tap (inserted zeros skipped, as
  `cost.work` counts its MACs).
* **OCG** (output channels per group, SPEC §5)
  `OCG = max(1, floor_pow2(min(budget / k, byte_cap / k)))` where `budget` is
  the accumulator budget of 8 work-units per core (`targets.toml`
  [common]) and `byte_cap` is 32, 16 or 8 by weight format. Decisions: the
  byte cap is keyed by the weights' storage width (8-bit and narrower: 32,
  16-bit: 16, 32-bit: 8 -- i.e. 32 bytes of one kernel element's weights per
  group); a kernel with more than 8 elements floors to 0 and is clamped to 1
  (one channel per group; the SPEC's formula cannot yield an empty group).
  With the SPEC's values the byte cap never binds below the budget.
* **Source-patch mode** (SPEC §5 names tiny / small / fp16-packed / default
  with 8 / 4 / 2 / 1 output channels per accumulator slot but gives no
  selection rule). Assumption: tiny is a single kernel element, small is a
  patch that fits the accumulator budget (`k <= 8`), fp16-packed is a larger
  patch of 16-bit weights, default everything else.
* **Accumulator demand** (slots per core that one group occupies)
  `ceil(min(OCG, Cout) x k / slot channels)`; the layer is double-buffered
  iff the demand is at most 4 (SPEC §5: 8-deep file, double-buffering fits
  when demand <= 4).
* **Active cores** `min(cores, next_pow2(ceil(Cout / OCG)))` (SPEC §5);
  channel `c` runs on core `c mod active cores` (SPEC §5 "c mod cores", read
  as the layer's active cores: a channel cannot go to an idle core).
* **Core compute cycles** of a pass holding `n` output channels (SPEC §3
  "input-channel passes x kernel volume x output spatial extent / active
  compute units"): `ceil(Cin_per_group / divisor) x k x spatial x
  ceil(ceil(n / active cores) / output channels per cycle)`, scaled by the
  fraction of non-zero weights for a sparse format. The per-cycle divisor is
  the target's (SPEC §2, 64 on most chips) and read as input channels per
  cycle per core; output channels per cycle is the fp16 rate 4 (SPEC §2) --
  the int8 fast path needs 8-bit activations, which the dialect does not
  have, and int8 weights are dequantized before the multiply (SPEC §7: fewer
  bytes, same cycles).
* **Passes** (the input is re-streamed once per pass, SPEC §5). A pass
  streams the input once while a set of whole channel groups accumulates; it
  is sized so that its core compute cycles fit the 16-bit execute-cycle
  descriptor field (SPEC §3), i.e. stay at most 65535. `passes` is the fewest equal passes that fit; it is
  at most the SPEC's `ceil(Cout / OCG)` (one group per pass), which is also
  the answer when even a single group does not fit (the tiling of
  `cost.zin` then splits rows as well). This is what makes a 1x1 fp16
  C -> C convolution at 32x32 on H13 step from 1 pass at 192 channels
  (36864 cycles) to 2 at 256 (65536 > 65535), and a 3x3 step at fewer
  channels (9x the cycles per channel).
* **Recorded groups** (`CHANNEL_GROUPS_ATTR`, set by `anec-channel-group`).
  A layer carrying the attribute for the target asked about gets the recorded
  OCG, passes and active cores (the rest derived from them) when they are a
  grouping these formulas allow: OCG a power of two no larger than the
  formula's, active cores as the formula gives for that OCG, passes from the
  fewest that fit the execute field up to one per group; any other record is
  a `CostError`. A record for another target is ignored and the groups are
  computed for the target asked about.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from math import ceil, prod

from xdsl.dialects.builtin import TensorType
from xdsl.ir import SSAValue

from anec.dialect.attributes import ChannelGroupsAttr, WeightFormat
from anec.dialect.checks import value_shape
from anec.dialect.conv import ConvolutionOp, DeconvolutionOp, MatmulOp
from anec.dialect.discardable import CHANNEL_GROUPS_ATTR, recorded_channel_groups
from anec.cost.targets import Target, load_common
from anec.cost.work import CostError

EXECUTE_FIELD_MAX = load_common().execute_field_max
"""Largest execute-cycle count the task-descriptor field holds: 65535 (SPEC §3;
`execute_field_bits` in cost/targets.toml)."""

BYTE_CAP_BY_WEIGHT_BITS = load_common().kernel_byte_caps
"""SPEC §5: byte cap of 32, 16 or 8 per kernel element by weight format, as
(largest storage width in bits, cap); the keying by width is our reading
(`kernel_byte_cap_*` in cost/targets.toml)."""

DOUBLE_BUFFER_MAX_DEMAND = load_common().double_buffer_max_demand
"""SPEC §5: double-buffering fits when the accumulator demand is <= 4 (cost/targets.toml)."""


class SourcePatchMode(Enum):
    """SPEC §5 source-patch modes, valued by output channels per accumulator slot."""

    TINY = 8
    SMALL = 4
    FP16_PACKED = 2
    DEFAULT = 1

    @property
    def slot_channels(self) -> int:
        return self.value


@dataclass(frozen=True)
class ArrayShape:
    """What the multiply array sees of a layer; hashable, so it keys caches."""

    cout: int
    cin_per_group: int
    kernel_elements: int
    spatial: int
    weight_bits: int
    zero_fraction: float = 0.0


@dataclass(frozen=True)
class ChannelGroups:
    """The channel grouping of one layer on one target (SPEC §5)."""

    ocg: int
    """Output channels per group."""
    passes: int
    """Passes over the output channels; the input is re-streamed once per pass."""
    active_cores: int
    double_buffered: bool
    groups: int
    """ceil(Cout / OCG): channel groups of the layer."""
    mode: SourcePatchMode
    demand: int
    """Accumulator slots per core one group occupies."""

    def core_of(self, channel: int) -> int:
        """SPEC §5: channel c goes to core c mod (active) cores."""
        if channel < 0:
            raise ValueError(f"channel {channel} is negative")
        return channel % self.active_cores


def channel_groups(op: ConvolutionOp | DeconvolutionOp | MatmulOp, target: Target) -> ChannelGroups:
    """The channel groups of a convolution, deconvolution or matmul on `target`:
    the ones `CHANNEL_GROUPS_ATTR` records for `target`, else computed."""
    shape = array_shape(op)
    recorded = recorded_channel_groups(op)
    if recorded is None or recorded.target.data != target.name:
        return groups_of(shape, target)
    try:
        return recorded_groups(shape, recorded, target)
    except ValueError as err:
        raise CostError(op.name, f"{CHANNEL_GROUPS_ATTR} is inconsistent with target {target.name}: {err}") from err


def recorded_groups(shape: ArrayShape, recorded: ChannelGroupsAttr, target: Target) -> ChannelGroups:
    """The groups `recorded` for `target`, the derived fields computed from its
    OCG; ValueError when the formulas do not allow the record (module docstring)."""
    budget = load_common().accumulator_work_units_per_core
    ocg, passes, active = recorded.ocg.data, recorded.passes.data, recorded.active_cores.data
    largest = output_channel_group(shape, budget)
    if ocg > largest or floor_pow2(ocg) != ocg:
        raise ValueError(f"ocg {ocg} is not a power of two up to {largest}")
    groups = ceil(shape.cout / ocg)
    expected_active = min(target.cores, next_pow2(groups))
    if active != expected_active:
        raise ValueError(f"active_cores {active}; expected {expected_active} for ocg {ocg}")
    fewest = _passes(shape, target, ocg, groups, active)
    if not fewest <= passes <= groups:
        raise ValueError(f"passes {passes}; expected {fewest} to {groups} for ocg {ocg}")
    return _grouping(shape, budget, ocg, passes, active)


def array_shape(op: ConvolutionOp | DeconvolutionOp | MatmulOp) -> ArrayShape:
    """The multiply-array view of `op` (a matmul is a 1x1 convolution over its output)."""
    if isinstance(op, MatmulOp):
        m, k, n = op.matrix_dims()
        batch = prod(_dims(op.output)[:-2])
        return ArrayShape(n, k, 1, m * batch, _weight_bits(op.weight_format.format, op.rhs, op.weight_format.bits.data))
    if not isinstance(op, ConvolutionOp | DeconvolutionOp):
        raise TypeError(f"channel groups exist only for convolution, deconvolution and matmul, not '{op.name}'")
    cout, cin_per_group = op.weight_channels()
    fmt = op.weight_format
    return ArrayShape(
        cout=cout,
        cin_per_group=cin_per_group,
        kernel_elements=prod(op.kernel()),
        spatial=prod(array_positions(op)),
        weight_bits=_weight_bits(fmt.format, op.weights, fmt.bits.data),
        zero_fraction=fmt.zero_fraction.data,
    )


def array_positions(op: ConvolutionOp | DeconvolutionOp) -> tuple[int, ...]:
    """The axes the array iterates, batch first: the output extent of a
    convolution, the input extent of a deconvolution."""
    source = op.input if isinstance(op, DeconvolutionOp) else op.output
    dims = _dims(source)
    return (dims[0], *dims[2:])


def groups_of(shape: ArrayShape, target: Target) -> ChannelGroups:
    """Channel groups of an `ArrayShape` (see the module docstring for the formulas)."""
    budget = load_common().accumulator_work_units_per_core
    ocg = output_channel_group(shape, budget)
    groups = ceil(shape.cout / ocg)
    active = min(target.cores, next_pow2(groups))
    return _grouping(shape, budget, ocg, _passes(shape, target, ocg, groups, active), active)


def _grouping(shape: ArrayShape, budget: int, ocg: int, passes: int, active: int) -> ChannelGroups:
    """The groups of `ocg` channels in `passes` passes on `active` cores, with
    the fields that follow from them (groups, source-patch mode, demand)."""
    mode = source_patch_mode(shape, budget)
    demand = ceil(min(ocg, shape.cout) * shape.kernel_elements / mode.slot_channels)
    return ChannelGroups(
        ocg=ocg,
        passes=passes,
        active_cores=active,
        double_buffered=demand <= DOUBLE_BUFFER_MAX_DEMAND,
        groups=ceil(shape.cout / ocg),
        mode=mode,
        demand=demand,
    )


def output_channel_group(shape: ArrayShape, budget: int) -> int:
    """OCG = max(1, floor_pow2(min(budget, byte cap) / k)) (SPEC §5)."""
    cap = byte_cap(shape.weight_bits)
    return max(1, floor_pow2(min(budget, cap) / shape.kernel_elements))


def byte_cap(weight_bits: int) -> int:
    """The SPEC §5 byte cap for weights stored `weight_bits` wide."""
    for widest, cap in BYTE_CAP_BY_WEIGHT_BITS:
        if weight_bits <= widest:
            return cap
    raise ValueError(f"no byte cap for {weight_bits}-bit weights")


def source_patch_mode(shape: ArrayShape, budget: int) -> SourcePatchMode:
    """The source-patch mode (selection rule is our assumption, see module docstring)."""
    if shape.kernel_elements == 1:
        return SourcePatchMode.TINY
    if shape.kernel_elements <= budget:
        return SourcePatchMode.SMALL
    if shape.weight_bits == 16:
        return SourcePatchMode.FP16_PACKED
    return SourcePatchMode.DEFAULT


def core_cycles(shape: ArrayShape, target: Target, channels: int, active_cores: int) -> int:
    """Core compute cycles for `channels` output channels spread over `active_cores` (SPEC §3)."""
    rate = load_common().output_channels_per_cycle_fp16
    input_passes = ceil(shape.cin_per_group / target.cycle_divisor)
    steps = ceil(ceil(channels / active_cores) / rate)
    dense = input_passes * shape.kernel_elements * shape.spatial * steps
    return ceil(dense * (1.0 - shape.zero_fraction))


def floor_pow2(x: float) -> int:
    """Largest power of two <= x; 0 when x < 1."""
    if x < 1:
        return 0
    return 1 << (int(x).bit_length() - 1)


def next_pow2(n: int) -> int:
    """Smallest power of two >= n (n >= 1)."""
    if n < 1:
        raise ValueError(f"next_pow2 needs a positive count, got {n}")
    return 1 << (n - 1).bit_length()


def _passes(shape: ArrayShape, target: Target, ocg: int, groups: int, active: int) -> int:
    """Fewest equal passes whose core cycles fit the execute field; at most `groups`."""
    low, high = 1, groups
    while low < high:
        mid = (low + high) // 2
        channels = min(shape.cout, ceil(groups / mid) * ocg)
        if core_cycles(shape, target, channels, active) <= EXECUTE_FIELD_MAX:
            high = mid
        else:
            low = mid + 1
    return low


def _dims(value: SSAValue) -> tuple[int, ...]:
    return value_shape(value)


def _weight_bits(fmt: WeightFormat, weights: SSAValue, palette_bits: int) -> int:
    """Storage width of one weight: 8 for int8/uint8, the index width when
    palettized, the integer width when blocked, else the weight element's width."""
    if fmt in (WeightFormat.INT8, WeightFormat.UINT8):
        return 8
    if fmt in (WeightFormat.PALETTIZED, WeightFormat.BLOCKED):
        return palette_bits
    ty = weights.type
    if not isinstance(ty, TensorType):
        raise TypeError(f"expected tensor weights, got {ty}")
    return ty.element_type.bitwidth
