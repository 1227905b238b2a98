"""
`anec-compile`: the default compiler pipeline as one pass.

`PIPELINE` is the one place that lists the passes and their order:

1. `anec-legalize`: rewrite what the target cannot run (SPEC sections 2, 5, 6);
2. `anec-fold`: fold batch norm and activations into convolutions (SPEC section 5);
3. `anec-channel-group`: output-channel groups (SPEC section 5);
4. `anec-fuse`: fused programs within the working set (SPEC sections 1, 7);
5. `anec-tile`: split layers that do not fit (SPEC sections 3, 7);
6. `anec-winograd`: select Winograd where it pays (SPEC section 5);
7. `anec-cost`: annotate the estimate (SPEC sections 3, 4).

Winograd comes after fusion and tiling: it scores each convolution where it
ends up (a program member, a tile), so compiling compiled IR scores the same
convolutions in the same places and changes nothing (`anec-compile` is
idempotent). Channel groups, fusion and tiling do not read `anec.winograd`.

Each pass comes from the registry (`passes.get_all_passes()`) and receives
the options it declares among `target`, `mode` and `placement-states`
(`mode` reaches `anec-fuse`, which merges programs while that mode's
estimate does not rise, `anec-tile`, which keeps a tiling only where it
does not rise, and `anec-cost`; `placement-states`, the state bound of the
placement search, reaches `anec-fuse`), so compiling never raises the
estimate in the mode compiled for (`tests/test_compile.py`). The target is resolved once (option, else the module's
`anec.target`) and recorded on the module as `anec.target`, as
`anec-set-target` does, so the compiled IR names what it was compiled for.
The compiled module is verified whole and its uses checked for dominance;
a pass that leaves it invalid (a bug) stops the compile with an error. With
`ANEC_VERIFY_STAGES=1` in the environment (the test suite and the fuzzer
set it) the module is instead verified after every pass (what the pass
changed, with what reads and holds it: `Snapshot`), and the error names the
pass; a compile of ResNet-50 takes 0.15 to 0.2 s of CPU longer.

```mlir
// anec-opt net.mlir -p 'anec-compile{target=h13 mode=refined}'
// anec-opt densenet.mlir -p 'anec-compile{target=h13 placement-states=65536}'
builtin.module attributes {anec.target = "h13", anec.cost_summary = #anec.cost_summary<...>} {
  func.func @net(...) {
    %y = anec.program "p0" (...) { ... }
    ...
```
"""

from __future__ import annotations

import os
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import ExitStack
from dataclasses import dataclass, fields

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.ir import Block, Operation
from xdsl.passes import ModulePass
from xdsl.traits import NoTerminator
from xdsl.utils.exceptions import PassFailedException, VerifyException

from anec.cost.analytic import Mode
from anec.dialect.attributes import ChannelGroupsAttr
from anec.dialect.discardable import CHANNEL_GROUPS_ATTR
from anec.cost.placement import MAX_STATES, PlacementError, check_state_bound
from anec.cost.refined import params_for
from anec.cost.report import ModuleReport
from anec.cost.work import op_work
from anec.dialect.dominance import first_dominance_error
from anec.cost.targets import TARGET_ATTR, Target
from anec.passes import get_all_passes
from anec.passes.cost import AnecCostPass, is_wse2
from anec.passes.diagnostics import enum_option
from anec.passes.set_target import target_for

PIPELINE: tuple[str, ...] = (
    "anec-legalize",
    "anec-fold",
    "anec-channel-group",
    "anec-fuse",
    "anec-tile",
    "anec-winograd",
    "anec-cost",
)
"""The default pipeline, in order: the single source of truth for `anec-compile`."""


def pipeline(target: str, mode: str, placement_states: int = MAX_STATES, pin_engine: bool = False) -> list[ModulePass]:
    """The passes of `PIPELINE`, each with the options it declares among `target`, `mode`, `placement_states`
    and `pin_engine`."""
    registry = get_all_passes()
    offered = {"target": target, "mode": mode, "placement_states": placement_states, "pin_engine": pin_engine}
    passes: list[ModulePass] = []
    for name in PIPELINE:
        try:
            cls = registry[name]()
        except ImportError as err:
            raise PassFailedException(f"anec-compile: pipeline pass '{name}' is not available: {err}") from err
        declared = {f.name for f in fields(cls)}
        passes.append(cls(**{k: v for k, v in offered.items() if k in declared}))
    return passes


@dataclass(frozen=True)
class AnecCompilePass(ModulePass):
    """Runs `PIPELINE` for `target` (default: the module's `anec.target`), costing in `mode`,
    placing with at most `placement_states` search states per step."""

    name = "anec-compile"

    target: str | None = None
    mode: str = Mode.SEED.value
    placement_states: int = MAX_STATES
    """Handed to `anec-fuse` (docs/placement.md, "State bound"): raise it for graphs with many values live at once."""
    pin_engine: bool = False
    """Handed to `anec-fuse`: every op the engine can run goes to the engine (docs/placement.md, "Asking for the engine")."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        target = target_for(op, self.target)
        mode = enum_option(Mode, self.mode, "cost mode")
        try:
            check_state_bound(self.placement_states)
        except PlacementError as err:
            raise PassFailedException(f"anec-compile: placement-states: {err}") from err
        op.attributes[TARGET_ATTR] = StringAttr(target.label)
        run_stages(ctx, op, pipeline(target.label, mode.value, self.placement_states, self.pin_engine))
        if not verify_stages():
            check_valid(op)


def run_stages(ctx: Context, op: ModuleOp, stages: Sequence[ModulePass]) -> ModuleReport | None:
    """`stages` applied to `op` in order, each verified after it when
    `VERIFY_STAGES_ENV` asks for it (else the caller verifies the result:
    `check_valid`); returns the report `anec-cost` annotated the module with
    (None without that stage)."""
    report = None
    checking = verify_stages()
    before = Snapshot.of(op) if checking else None
    with ExitStack() as kept:
        for stage in stages:
            report = _run_stage(ctx, op, stage, kept) or report
            if before is None:
                continue
            after = Snapshot.of(op)
            to_verify, to_check = after.changed_since(before)
            try:
                verify_ops(op, to_verify)
            except VerifyException as err:
                raise PassFailedException(f"anec-compile: {stage.name} left the module invalid: {err}") from err
            broken = first_dominance_error(op, to_check)
            if broken is not None:
                raise PassFailedException(
                    f"anec-compile: {stage.name} left the module invalid: '{broken[0].name}' op {broken[1]}"
                )
            before = after
    return report


def _run_stage(ctx: Context, op: ModuleOp, stage: ModulePass, kept: ExitStack) -> ModuleReport | None:
    """One stage of `run_stages`. Consecutive stages that keep every op's
    work true (`KEEPS_OP_WORK`: tile, winograd, cost) share one `op_work`
    scope, held in `kept`, so what one worked out the next reuses (the
    stages `join` it); another stage closes it first."""
    if not getattr(type(stage), "KEEPS_OP_WORK", False):
        kept.close()
    elif not op_work.is_open():
        kept.enter_context(op_work.scope())
    if isinstance(stage, AnecCostPass) and not is_wse2(op, stage.target):
        return stage.annotate(op)
    stage.apply(ctx, op)
    return None


# ---------------------------------------------------------------------------
# One module compiled for many targets
# ---------------------------------------------------------------------------

IDENTITY_FIELDS = frozenset({"name", "display_name", "silicon", "architecture", "provenance", "measured_provenance"})
"""The `Target` fields that name a target or say where its figures come from:
no pass and no estimate reads them but in a diagnostic, a report's columns
(which are worked out for each target: `cost.report`) or to look a target up
by name (which finds a target alike in every other field)."""


def decision_key(target: Target, parameters: bool = True) -> tuple[object, ...]:
    """
    Everything of `target` that a compile and the estimate of its result can
    depend on: every field but `IDENTITY_FIELDS`, whether the target is its
    own anchor (the refined model starts such a target from its own measured
    figures), and the refined model's parameters for it (`params_for`, which
    a calibration or the tier's reference can make a target's own; the
    Winograd selection reads them in either mode). Two targets with equal
    keys compile a module to the same IR but for their names, and estimate it
    alike. Without `parameters`: what stages that do not read the refined
    parameters depend on (`PARAMETER_MODES`).
    """
    key: list[object] = []
    for f in fields(target):
        if f.name in IDENTITY_FIELDS:
            continue
        value = getattr(target, f.name)
        if f.name == "measured":
            value = tuple(sorted(value.items()))
        elif f.name == "anchor":
            value = (value, value == target.name)
        key.append((f.name, value))
    if parameters:
        key.append(params_for(target))
    return tuple(key)


def _grouped(targets: Sequence[Target], key: Callable[[Target], Hashable]) -> list[list[Target]]:
    """`targets` grouped by `key`, groups in the order of their first target, each in the given order."""
    groups: dict[Hashable, list[Target]] = {}
    for target in targets:
        groups.setdefault(key(target), []).append(target)
    return list(groups.values())


@dataclass(frozen=True)
class Compiled:
    """`module` as `anec-compile` compiles it for `targets[0]`, which is what it
    compiles to for each of `targets` but for their names (`decision_key`);
    `report`: the estimate `anec-cost` annotated it with on `targets[0]`."""

    targets: tuple[Target, ...]
    module: ModuleOp
    report: ModuleReport


def compile_shared(
    ctx: Context, module: ModuleOp, targets: Sequence[Target], mode: Mode,
    placement_states: int = MAX_STATES, pin_engine: bool = False,
) -> Iterator[Compiled]:
    """
    `anec-compile{target=T mode}` of copies of `module` for every T of
    `targets`, with the work the targets share done once (`module` is not
    changed). The leading stages of `PIPELINE` that declare the target facts
    they read (`TARGET_FACTS`: legalize, fold) run once for each set of
    targets alike in those facts; the rest of the pipeline runs once for each
    set alike in everything the compile reads (`decision_key`), but for the
    stages after those that read no refined parameter in `mode`
    (`PARAMETER_MODES`: channel-group, and in the seed mode fuse and tile
    too), which run once for each set alike in all but the parameters
    (`middle_sets`). Yields one `Compiled` per set alike in everything, in
    the order of its first target, each verified as `AnecCompilePass`
    verifies (a failure raises what the pass raises for that set's first
    target, or for the first target of the sets that share its middle
    stages, which need not be the first target in `targets` to fail: a
    caller that must name that one compiles the targets alone).
    """
    stages = pipeline(targets[0].label, mode.value, placement_states, pin_engine)
    shared = 0
    while shared < len(stages) and hasattr(type(stages[shared]), "TARGET_FACTS"):
        shared += 1
    middle = shared
    while middle < len(stages) and mode.value not in getattr(type(stages[middle]), "PARAMETER_MODES", (mode.value,)):
        middle += 1
    facts = sorted({fact for stage in stages[:shared] for fact in type(stage).TARGET_FACTS})  # type: ignore[attr-defined]

    def stages_for(target: Target, start: int, stop: int | None = None) -> list[ModulePass]:
        return pipeline(target.label, mode.value, placement_states, pin_engine)[start:stop]

    for alike in _grouped(targets, lambda t: tuple(getattr(t, fact) for fact in facts)):
        prefix = module.clone()
        prefix.attributes[TARGET_ATTR] = StringAttr(alike[0].label)
        run_stages(ctx, prefix, stages_for(alike[0], 0, shared))
        twin_sets = _grouped(alike, decision_key)
        groups = middle_sets(prefix, twin_sets, middle > shared)
        uses = len(set(groups.values()))
        after_middle: dict[int, tuple[ModuleOp, str, list[int]]] = {}
        """Each shared middle's module, the target it was compiled for, and how many sets are still to take it."""
        for twins in twin_sets:
            first = twins[0]
            group = groups[first.name]
            uses -= group not in after_middle
            sharing = sum(groups[t[0].name] == group for t in twin_sets)
            if sharing == 1:
                copy, start = (prefix if uses == 0 else prefix.clone()), shared
            else:
                if group not in after_middle:
                    held = prefix if uses == 0 else prefix.clone()
                    held.attributes[TARGET_ATTR] = StringAttr(first.label)
                    run_stages(ctx, held, stages_for(first, shared, middle))
                    after_middle[group] = (held, first.name, [sharing])
                held, compiled_for, left = after_middle[group]
                left[0] -= 1
                copy, start = (held if left[0] == 0 else held.clone()), middle
                renamed(copy, compiled_for, first.name)
            copy.attributes[TARGET_ATTR] = StringAttr(first.label)
            report = run_stages(ctx, copy, stages_for(first, start))
            if not verify_stages():
                check_valid(copy)
            assert report is not None, "anec-compile ends with anec-cost"
            yield Compiled(tuple(twins), copy, report)


def middle_sets(prefix: ModuleOp, twin_sets: Sequence[Sequence[Target]], has_middle: bool) -> dict[str, int]:
    """
    For the first target of each of `twin_sets` (by name), the set of targets that run
    the middle stages (those that read no refined parameter) once for all:
    the sets alike in all but the parameters (`decision_key(parameters=False)`).
    Those stages compile alike for such targets but for the target named
    in each `anec.channel_groups` record they write, which `renamed` changes;
    a module that carries records before them (written for a target, and
    kept by channel-group as an override for that target alone) shares
    nothing: each set runs them alone.
    """
    records = has_middle and any(CHANNEL_GROUPS_ATTR in op.attributes for op in prefix.walk())
    if not has_middle or records:
        return {twins[0].name: i for i, twins in enumerate(twin_sets)}
    keys: dict[Hashable, int] = {}
    return {twins[0].name: keys.setdefault(decision_key(twins[0], parameters=False), len(keys)) for twins in twin_sets}


def renamed(module: ModuleOp, compiled_for: str, target: str) -> None:
    """`module`'s `anec.channel_groups` records for `compiled_for` made records for `target`, the same groups."""
    if compiled_for == target:
        return
    made: dict[ChannelGroupsAttr, ChannelGroupsAttr] = {}
    for op in module.walk():
        record = op.attributes.get(CHANNEL_GROUPS_ATTR)
        if isinstance(record, ChannelGroupsAttr) and record.target.data == compiled_for:
            if record not in made:
                made[record] = ChannelGroupsAttr(
                    target=target, ocg=record.ocg.data, passes=record.passes.data, active_cores=record.active_cores.data
                )
            op.attributes[CHANNEL_GROUPS_ATTR] = made[record]


VERIFY_STAGES_ENV = "ANEC_VERIFY_STAGES"
"""Set to 1, `anec-compile` verifies the module after every stage and names
the stage that left it invalid (the test suite and the fuzzer set it);
otherwise the compiled module is verified once, whole, at the end."""

def verify_stages() -> bool:
    """Whether `VERIFY_STAGES_ENV` asks for a verification after every stage."""
    return os.environ.get(VERIFY_STAGES_ENV, "") not in ("", "0")


def check_valid(module: ModuleOp) -> None:
    """The compiled module verified whole and its uses checked for dominance;
    a failure is a `PassFailedException` (a bug in a pass, which
    `VERIFY_STAGES_ENV` names)."""
    culprit = f"the pipeline left the module invalid (rerun with {VERIFY_STAGES_ENV}=1 to name the pass)"
    try:
        module.verify()
    except VerifyException as err:
        raise PassFailedException(f"anec-compile: {culprit}: {err}") from err
    broken = first_dominance_error(module)
    if broken is not None:
        raise PassFailedException(f"anec-compile: {culprit}: '{broken[0].name}' op {broken[1]}")


OpPrint = tuple[object, ...]
"""What an op's own verifier and its operands' dominance can depend on, held by identity or value."""


def _op_print(op: Operation) -> OpPrint:
    return (
        op.parent,
        tuple(op.operands),
        tuple(r.type for r in op.results),
        tuple(op.attributes.items()),
        tuple(op.properties.items()),
        tuple(op.successors),
        tuple(op.regions),
    )


def _block_print(block: Block) -> tuple[object, ...]:
    region = block.parent
    return (region, None if region is None else region.parent, tuple(a.type for a in block.args), tuple(block.ops))


@dataclass
class Snapshot:
    """
    The module as verified: every op's `_op_print` and every block's ops in
    order. The module was whole and valid when it was taken, so after a stage
    only what the stage changed can be wrong: `changed_since` names the ops to
    verify and the ops whose uses to check for dominance.
    """

    ops: dict[Operation, OpPrint]
    blocks: dict[Block, tuple[object, ...]]

    @staticmethod
    def of(module: ModuleOp) -> Snapshot:
        ops: dict[Operation, OpPrint] = {}
        blocks: dict[Block, tuple[object, ...]] = {}
        for op in module.walk():
            ops[op] = _op_print(op)
            for region in op.regions:
                for block in region.blocks:
                    blocks[block] = _block_print(block)
        return Snapshot(ops, blocks)

    def changed_since(self, before: Snapshot) -> tuple[set[Operation], set[Operation]]:
        """
        (ops to verify, ops whose operands to check for dominance).

        Verified: every new or changed op (operands, result types,
        attributes, properties, successors, regions, parent block), the op
        around a block whose ops, argument types or place changed, every
        op inside a changed op (its verifier may read the op around it), the
        users of a changed op's results or a changed block's arguments, and
        the ancestors of all of them. Checked for dominance: the changed ops
        and every op inside them, the users of their results and of a
        changed block's arguments, and every op of a block in which ops that
        were there before no longer stand in the same order. Any other use
        keeps its definition where it was relative to it, and so still
        dominated by it.
        """
        changed: set[Operation] = {op for op, print_ in self.ops.items() if before.ops.get(op) != print_}
        reordered: set[Operation] = set()
        holders: set[Operation] = set()
        block_args = []
        for block, print_ in self.blocks.items():
            old = before.blocks.get(block)
            if old == print_:
                continue
            parent = block.parent_op()
            if parent is not None:
                holders.add(parent)
            block_args.extend(block.args)
            old_ops = set(old[3]) if old is not None else set()
            kept = [o for o in block.ops if o in old_ops]
            still = set(kept)
            if old is None or old[:2] != print_[:2] or kept != [o for o in old[3] if o in still]:
                reordered.update(block.ops)
        inside = {nested for op in changed | reordered for nested in op.walk()}
        users = {use.operation for op in changed for r in op.results for use in r.uses}
        users.update(use.operation for arg in block_args for use in arg.uses)
        to_check = changed | reordered | inside | users
        to_verify = to_check | holders
        for op in list(to_verify):
            parent = op.parent_op()
            while parent is not None and parent not in to_verify:
                to_verify.add(parent)
                parent = parent.parent_op()
        return to_verify, to_check


def verify_ops(module: ModuleOp, ops: set[Operation]) -> None:
    """`module.verify()` for `ops` alone (each without its nested ops), inner
    ops first as xDSL verifies, with the checks xDSL makes of their blocks."""
    for op in module.walk(region_first=True):
        if op not in ops:
            continue
        for region in op.regions:
            for block in region.blocks:
                for nested in block.ops:
                    if nested.parent is not block:
                        raise ValueError("Parent pointer of operation does not refer to containing region")
                if block.parent is not region:
                    raise ValueError("Parent pointer of block does not refer to containing region")
                if not block.ops and len(region.blocks) == 1 and not op.has_trait(NoTerminator):
                    raise VerifyException(
                        f"Operation {op.name} contains empty block in single-block region that expects at least a terminator"
                    )
        op.verify(verify_nested_ops=False)
