"""
The control-flow converters, for shape-static graphs: `If` whose condition
is known at import time becomes its taken branch, inlined; `Loop` whose trip
count (or condition) is known becomes its body unrolled, once per iteration,
each iteration's condition known at import time (a body whose condition is
computed at run time is an error); scan outputs are stacked along a new
first axis. Every node of an inlined branch or body is converted as a node
of the graph would be, and its unsupported ops are reported together, naming
the enclosing node. At most `MAX_UNROLLED_ITERATIONS` iterations are unrolled.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np
import onnx
from xdsl.ir import SSAValue

from anec.dialect.limits import MAX_UNROLLED_ITERATIONS
from anec.frontend.onnx.coverage import check_coverage
from anec.frontend.onnx.model import FloatType, Node, OnnxImportError, Value, dims_of, elem_of, initializer_array

if TYPE_CHECKING:
    from anec.frontend.onnx.graph import GraphImporter


def inline(g: GraphImporter, node: Node, graph: onnx.GraphProto, what: str, bound: dict[str, Value]) -> list[Value]:
    """Converts the nodes of subgraph `graph` into the function, its inputs
    bound to `bound`; returns the values of its outputs."""
    try:
        g.values.update(bound)
        for tensor in graph.initializer:
            g.values[tensor.name] = initializer_array(tensor)
        known = [name for name, value in g.values.items() if isinstance(value, np.ndarray)]
        check_coverage(graph, g.converters, known)
        for index, proto in enumerate(graph.node):
            inner = Node.of(proto, index, g.opset)
            g.node = inner
            g.bind(inner, g.convert(inner), {})
        missing = [o.name for o in graph.output if o.name not in g.values]
        if missing:
            raise OnnxImportError(f"output '{missing[0]}' is computed by no node")
        return [g.values[o.name] for o in graph.output]
    except OnnxImportError as err:
        raise node.error(f"in its {what}: {err}") from err
    finally:
        g.node = node


def known_flag(g: GraphImporter, node: Node, index: int, what: str) -> bool:
    value = g.get(node, index)
    if not isinstance(value, np.ndarray):
        raise node.error(f"the {what} is computed at run time; anec imports shape-static control flow (a {what} known at import time)")
    if value.size != 1:
        raise node.error(f"the {what} has {value.size} elements; expected one")
    return bool(value.reshape(-1)[0])


def convert_if(g: GraphImporter, node: Node) -> list[Value]:
    """If with a known condition: the taken branch, inlined."""
    branch = "then_branch" if known_flag(g, node, 0, "condition") else "else_branch"
    return inline(g, node, node.attr(branch), branch, {})


def stacked(g: GraphImporter, node: Node, values: Sequence[Value], name: str) -> Value:
    """Per-iteration scan values stacked along a new first axis."""
    if all(isinstance(v, np.ndarray) for v in values):
        return np.stack([np.asarray(v) for v in values])
    elem = next(elem_of(v) for v in values if isinstance(v, SSAValue))
    if not isinstance(elem, FloatType):
        raise node.error(f"scan output '{name}' is an integer tensor computed at run time; anec computes on f16/f32 tensors")
    parts = []
    for v in values:
        part = g.reshape(v if isinstance(v, SSAValue) else g.constant(v, name, elem), (1, *dims_of(v)))
        assert isinstance(part, SSAValue)
        parts.append(part)
    return g.concat(parts, 0)


def convert_loop(g: GraphImporter, node: Node) -> list[Value]:
    """Loop with a known trip count or condition: the body unrolled."""
    body: onnx.GraphProto = node.attr("body")
    trips = int(g.static(node, 0, "trip count").reshape(-1)[0]) if node.has_input(0) else None
    running = known_flag(g, node, 1, "loop condition") if node.has_input(1) else True
    if trips is None and not node.has_input(1):
        raise node.error("the loop has neither a trip count nor a condition; it would run without end")
    state = [g.get(node, i) for i in range(2, len(node.inputs))]
    names = [value.name for value in body.input]
    if len(names) != 2 + len(state):
        raise node.error(f"the body takes {len(names)} inputs; expected {2 + len(state)} (iteration, condition, loop-carried values)")
    scans: list[list[Value]] = []
    iteration = 0
    while running and (trips is None or iteration < trips):
        if iteration == MAX_UNROLLED_ITERATIONS:
            raise node.error(f"the loop runs more than {MAX_UNROLLED_ITERATIONS} iterations; anec-import unrolls at most that many")
        bound = {names[0]: np.array(iteration, np.int64), names[1]: np.array(running), **dict(zip(names[2:], state))}
        outputs = inline(g, node, body, f"body (iteration {iteration})", bound)
        condition = outputs[0]
        if not isinstance(condition, np.ndarray):
            raise node.error(f"the body's condition is computed at run time (iteration {iteration}); anec unrolls loops whose condition is known at import time")
        running = bool(condition.reshape(-1)[0])
        state = outputs[1 : 1 + len(state)]
        scans.append(outputs[1 + len(state) :])
        iteration += 1
    scan_count = len(body.output) - 1 - len(state)
    if scan_count and not scans:
        raise node.error("the loop runs no iteration, so its scan outputs are empty; anec tensors have no zero extents")
    stacks = [stacked(g, node, [scan[i] for scan in scans], node.outputs[len(state) + i]) for i in range(scan_count)]
    return [*state, *stacks]
