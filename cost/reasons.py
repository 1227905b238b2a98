"""
Why an op is where the placement model puts it, per target: the `reason`
column of `anec-report` (docs/reports.md), the question users otherwise ask
Core ML's MLComputePlan on a device. Two kinds of reason, each naming its rule:

* **Off the engine** (SPEC §4): the op is in the never-on-engine set (no
  engine tree: gather, the recurrent cell, argmax), or the placement
  objective puts it elsewhere: its own cost on each backend is given, and
  when the engine alone would be cheaper, the segment launch and transfer
  penalties are what keep it with its neighbours.
* **Over a limit of the target** (SPEC §2), whatever the backend: a tensor
  extent above the target's maximum dimension or its descriptor field, a
  matmul contraction above the spatial limit, an fp16 kernel width above the
  target's limit, sin/cos or global argmin/argmax below the tier that has
  them natively. The engine runs such an op only after `anec-legalize`
  rewrites it (and `anec-compile` stops where it cannot).

The limits are the ones `anec-legalize` enforces (passes/legalize.py); they are
read from the same target fields, and checked here without the pass, since
a report is made for IR as written as well as compiled.
"""

from __future__ import annotations

import tomllib
from functools import cache

from xdsl.dialects.builtin import Float16Type, TensorType
from xdsl.ir import Operation

from anec.cost.placement import ENGINE, MODEL_PATH, PlacementModel, load_placement_model, placement_model
from anec.cost.targets import Common, Target, load_common
from anec.dialect.conv import ConvLikeOp, MatmulOp

AXIS_ROLES = {4: ("batch", "channel", "height", "width"), 5: ("batch", "channel", "depth", "height", "width")}
"""Roles of the axes of the channel-first layouts (docs/index.md, IR conventions)."""


@cache
def never_on_engine_source() -> str:
    """The SPEC passage of the never-on-engine set, as `placement.toml` records it."""
    return _source("never_on_engine")


@cache
def texture_engine_source() -> str:
    """The SPEC passage of the texture engine's ops, as `placement.toml` records it."""
    return _source("texture_engine")


def _source(table: str) -> str:
    with MODEL_PATH.open("rb") as handle:
        return str(tomllib.load(handle)[table]["source"])


def placement_reason(op: Operation, backend: str, model: PlacementModel | None = None) -> str:
    """Why the placement model put `op` on `backend` ("" on the engine)."""
    if backend == ENGINE:
        return ""
    model = model or load_placement_model()
    if op.name in model.texture_ops and op.name in model.never_on_engine:
        return f"never on the engine of a target without the texture engine ({texture_engine_source()})"
    if op.name in model.never_on_engine:
        return f"never on the engine ({never_on_engine_source()})"
    costs = model.op_costs(op)
    engine = costs[model.index(ENGINE)]
    chosen = costs[model.index(backend)]
    own = f"engine {engine:.3g} ms vs {backend} {chosen:.3g} ms alone"
    if chosen < engine:
        return f"cheaper on the {backend} (SPEC §4 cost: {own})"
    return f"kept in its {backend} segment by launch and transfer penalties (SPEC §4; {own})"


def limit_reasons(op: Operation, target: Target, common: Common | None = None) -> list[str]:
    """The limits of `target` that `op` is over as written (SPEC §2)."""
    common = common or load_common()
    low = min(target.max_dim_channel, target.max_dim_spatial, common.max_descriptor_channels, common.max_descriptor_spatial)
    found: list[str] = []
    for value in op.results:
        ty = value.type
        if not isinstance(ty, TensorType):
            continue
        dims = ty.get_shape()
        if max(dims, default=0) <= low:
            continue  # under every bound (the usual case): no bound to name
        roles = AXIS_ROLES.get(len(dims))
        for axis, extent in enumerate(dims):
            role = roles[axis] if roles else None
            if role == "batch":
                continue
            channel = role in (None, "channel")
            limit, what = _tightest(target, common, channel)
            if extent > limit:
                name = f"{role} extent" if role else f"extent on axis {axis}"
                found.append(f"{name} {extent} is above {what} (SPEC §2)")
    if isinstance(op, MatmulOp):
        _, k, _ = op.matrix_dims()
        limit, what = _tightest(target, common, channel=False)
        if k > limit:
            found.append(f"contraction extent {k} is above {what} (SPEC §2)")
    if isinstance(op, ConvLikeOp):
        weights = op.weights.type
        limit = target.fp16_kernel_width_max
        if isinstance(weights, TensorType) and isinstance(weights.element_type, Float16Type) and (width := op.kernel()[-1]) > limit:
            found.append(f"fp16 kernel width {width} is above the limit {limit} of {target.name} (SPEC §2)")
    if op.name in ("anec.sin", "anec.cos") and not target.native_sin_cos:
        found.append(f"sin/cos are not native on tier {target.tier} (SPEC §2)")
    if op.name in ("anec.argmax", "anec.argmin") and not target.native_global_argminmax:
        found.append(f"global argmin/argmax are not native on tier {target.tier} (SPEC §2)")
    return found


def _tightest(target: Target, common: Common, channel: bool) -> tuple[int, str]:
    """The binding bound on a channel or spatial axis: the target's maximum dimension or the descriptor field."""
    if channel:
        table = (target.max_dim_channel, f"the maximum channel dimension {target.max_dim_channel} of {target.name}")
        field = (common.max_descriptor_channels, f"the {common.descriptor_channel_bits}-bit descriptor channel field")
    else:
        table = (target.max_dim_spatial, f"the maximum spatial dimension {target.max_dim_spatial} of {target.name}")
        field = (common.max_descriptor_spatial, f"the {common.descriptor_spatial_bits}-bit descriptor spatial field")
    return table if table[0] <= field[0] else field


def reason(op: Operation, backend: str, target: Target) -> str:
    """The report's reason for `op` on `backend` and `target`: why it is off
    the engine, then every limit of the target it is over as written (which
    would keep it off the engine too, unless `anec-legalize` rewrites it)."""
    parts = [placement_reason(op, backend, placement_model(target)), *limit_reasons(op, target)]
    return "; ".join(p for p in parts if p)
