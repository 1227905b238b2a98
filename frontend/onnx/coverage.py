"""
Which nodes of a graph the importer cannot convert, found before any is
converted, so that every one of them is reported in one message instead of
one per attempt.

A node needs a converter unless the importer folds it: its present inputs
are all known at import time (initializers, folded nodes, and the outputs
of `Shape` and `Size`, which the static shapes give) and it is deterministic
and holds no subgraph, as `GraphImporter.convert` decides. A node of another
domain always needs one, keyed `domain.op_type` (onnxruntime's
`com.microsoft` quantized ops have some).
The outputs of a node with a subgraph (If, Loop) whose inputs are all known
count as known too: such a node may give known values (a branch that
computes a shape), and a node that needs a converter after all is then
reported when it is reached.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

import onnx

from anec.frontend.onnx.model import NONDETERMINISTIC, Node, OnnxImportError

KNOWN_FROM_SHAPES = frozenset({"Shape", "Size"})
"""Ops whose outputs are known at import time whatever their inputs (static shapes)."""


def converter_key(proto: onnx.NodeProto) -> str:
    """The key of a node's converter: its op type in the default domain, `domain.op_type` in another
    (`com.microsoft.QLinearAdd`)."""
    return proto.op_type if proto.domain in ("", "ai.onnx") else f"{proto.domain}.{proto.op_type}"


def holds_subgraph(proto: onnx.NodeProto) -> bool:
    return any(a.type in (onnx.AttributeProto.GRAPH, onnx.AttributeProto.GRAPHS) for a in proto.attribute)


def unconvertible(graph: onnx.GraphProto, converters: Collection[str], known: Iterable[str] = ()) -> list[Node]:
    """The nodes of `graph` (not of its subgraphs) that have no converter and
    cannot fold; `known` names the tensors of enclosing scopes known at import time."""
    known_names = {t.name for t in graph.initializer} | set(known) | {""}
    missing: list[Node] = []
    for index, proto in enumerate(graph.node):
        default_domain = proto.domain in ("", "ai.onnx")
        folds = (
            default_domain
            and proto.op_type not in NONDETERMINISTIC
            and not holds_subgraph(proto)
            and all(name in known_names for name in proto.input)
        )
        shape_static = default_domain and holds_subgraph(proto) and all(name in known_names for name in proto.input)
        if folds or shape_static or (default_domain and proto.op_type in KNOWN_FROM_SHAPES):
            known_names.update(proto.output)
        elif converter_key(proto) not in converters:
            missing.append(Node.of(proto, index, 0))
    return missing


def unsupported_error(nodes: list[Node]) -> OnnxImportError:
    """One message naming every unsupported op type, each with every node of
    that type, in graph order: `unsupported ONNX op 'RoiAlign' (node
    'roi_1')`, or for several, `unsupported ONNX ops (3 nodes, 2 op types):
    'A' (node 'a1', node 'a2'); 'B' (node 'b')`."""
    by_type: dict[str, list[str]] = {}
    for node in nodes:
        domain = f"{node.proto.domain}." if node.proto.domain not in ("", "ai.onnx") else ""
        by_type.setdefault(f"{domain}{node.op_type}", []).append(node.label())
    listed = "; ".join(f"'{op}' ({', '.join(labels)})" for op, labels in by_type.items())
    if len(nodes) == 1:
        return OnnxImportError(f"unsupported ONNX op {listed}")
    kinds = f"{len(by_type)} op type{'s' if len(by_type) > 1 else ''}"
    noun = "op" if len(by_type) == 1 else "ops"
    return OnnxImportError(f"unsupported ONNX {noun} ({len(nodes)} nodes, {kinds}): {listed}")


def check_coverage(graph: onnx.GraphProto, converters: Collection[str], known: Iterable[str] = ()) -> None:
    """Raises one `OnnxImportError` naming every node `unconvertible` finds."""
    missing = unconvertible(graph, converters, known)
    if missing:
        raise unsupported_error(missing)
