"""
`op_definition`: xDSL's `irdl_op_definition` for the anec ops, with the
declarative assembly format parsed when the op is first parsed or printed
rather than when its class is defined. xDSL parses every op's format at
import (a third of building anec's op classes, 15 ms of every tool's
start-up); a run reads and writes a few of the 75 ops. The format program
is the one xDSL builds, and an op that defines both a format and its own
`parse` or `print` is refused as xDSL refuses it; tests/test_dialect.py
builds every format.

An op whose operand segments are sized by a property
(`AttrSizedOperandSegments`: the convolutions' optional bias and
post-scale) has each single operand ahead of its first optional or variadic
one read at its fixed index (`LeadingOperand`): xDSL's accessor unpacks the
segment sizes on every read, and the cost model reads a convolution's input
and weights tens of thousands of times compiling a network. Its optional
operands (a convolution's bias and post-scale) are read from the sizes as
xDSL reads them, unpacked once per sizes attribute (`SizedOptionalOperand`). Every other
single operand or result ahead of the first variadic one is read at its
index too (`LeadingOperand`, `LeadingResult`), as xDSL's accessor for it
does, without that accessor's dispatch on the kind of construct (both about
0.05 s of CPU compiling ResNet-50). A module whose segment sizes do not match the
definition is refused by verification, before any of anec's checks reads
an operand.

Verification checks an op's definition (`OpDef.verify`: its operand and
result counts and types, properties and defined attributes against their
constraints) and then runs the op's own `verify_`. The first part is a pure
function of the op's class, operand and result types, properties and
defined attributes when the op has no regions or successors (attributes are
immutable, a constraint reads only them): `checked_definition` remembers
each combination that passed and, meeting it again, runs only the
definition's traits (which may look around the op). A compiled ResNet-50
names a few hundred combinations on its 1,259 ops; anything that fails is
checked in full each time, with xDSL's diagnostics.

The op's own `verify_` is remembered too where it reads nothing but the
op's operand and result types and its properties (`local_checks`: every
class of the op that defines a `verify_` says so, `LOCAL_CHECKS = True` in
its own body, after a review of that verifier and the helpers it calls):
an op of such a class whose types, properties and defined attributes passed
the whole verification before runs only its definition's traits (which may
look around it, and read its discardable attributes). A class whose checks
read anything else (`anec.constant`'s reads the resource table) runs them
every time, as does an op with regions (`anec.program`). Compiling
ResNet-50 for all 28 targets verifies 22,000 ops of about a thousand
combinations.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from xdsl.ir import Attribute, Operation
from xdsl.irdl import AttrSizedOperandSegments, IRDLOperation, OpDef, OptionalDef, VariadicDef, irdl_op_definition
from xdsl.irdl.constraints import VerificationContext
from xdsl.irdl.operations import AttrSizedSegments
from xdsl.irdl.operations import BeforeVariadicSingleAccessor, VarIRConstruct
from xdsl.utils.exceptions import ParseError, PyRDLOpDefinitionError, VerifyException

from anec.dialect.xdsl_private import compile_format, operands_of

if TYPE_CHECKING:
    from xdsl.parser import Parser
    from xdsl.printer import Printer

    from anec.dialect.xdsl_private import FormatProgram

OpT = TypeVar("OpT", bound=IRDLOperation)


class _ReadOnly:
    """An accessor of named operands or results, which, as xDSL's, cannot be assigned."""

    __slots__ = ()

    def __set__(self, op: Operation, value: object) -> None:
        raise NotImplementedError("Cannot write to named operands, regions, results, or successors.")  # xDSL's own refusal


class LeadingOperand(_ReadOnly):
    """The accessor of a single operand that only single operands precede: `op.operands[index]` (`operands_of`)."""

    __slots__ = ("index",)

    def __init__(self, index: int) -> None:
        self.index = index

    def __get__(self, op: Operation | None, owner: type | None = None) -> object:
        return self if op is None else operands_of(op)[self.index]


class LeadingResult(LeadingOperand):
    """The accessor of a single result that only single results precede: `op.results[index]`."""

    __slots__ = ()

    def __get__(self, op: Operation | None, owner: type | None = None) -> object:
        return self if op is None else op.results[self.index]


class SizedOptionalOperand(_ReadOnly):
    """The accessor of an optional operand of an op whose operand segments a
    property or attribute sizes (`AttrSizedOperandSegments`): xDSL's
    (`OptionalAttrAccessor`, the operand at the sum of the sizes before its
    segment, None when its own is 0), the sizes unpacked once per attribute
    object (`segment_sizes`) instead of at every read."""

    __slots__ = ("as_property", "index", "sizes_name")

    def __init__(self, index: int, sizes_name: str, as_property: bool) -> None:
        self.index = index
        self.sizes_name = sizes_name
        self.as_property = as_property

    def __get__(self, op: Operation | None, owner: type | None = None) -> object:
        if op is None:
            return self
        sizes = segment_sizes((op.properties if self.as_property else op.attributes)[self.sizes_name])
        if not sizes[self.index]:
            return None
        return operands_of(op)[sum(sizes[: self.index])]


_SIZES: dict[int, tuple[Attribute, tuple[int, ...]]] = {}
"""`segment_sizes` by attribute object (attributes are immutable), each held so that its id stays its own."""

_SIZES_LIMIT = 1 << 12


def segment_sizes(attr: Attribute) -> tuple[int, ...]:
    """The integers of a segment-sizes array (`DenseArrayBase.get_values`), once per attribute object."""
    known = _SIZES.get(id(attr))
    if known is not None and known[0] is attr:
        return known[1]
    values = tuple(attr.get_values())  # type: ignore[attr-defined]  # a DenseArrayBase, which verification checks
    if len(_SIZES) >= _SIZES_LIMIT:
        _SIZES.clear()
    _SIZES[id(attr)] = (attr, values)
    return values


def leading_operands(defined: type[OpT]) -> type[OpT]:
    """`defined` with a `LeadingOperand` (`LeadingResult`) for each single
    operand (result) ahead of the first optional or variadic one: in place of
    xDSL's accessor that indexes the same position
    (`BeforeVariadicSingleAccessor`), and, when a property sizes the operand
    segments, of the one that finds it from the sizes."""
    for name, accessor in list(vars(defined).items()):
        if isinstance(accessor, BeforeVariadicSingleAccessor) and accessor.construct in (VarIRConstruct.OPERAND, VarIRConstruct.RESULT):
            fast = LeadingOperand if accessor.construct == VarIRConstruct.OPERAND else LeadingResult
            setattr(defined, name, fast(accessor.idx))
    op_def = defined.get_irdl_definition()
    sized = [option for option in op_def.options if isinstance(option, AttrSizedOperandSegments)]
    if sized:
        leading = True
        for index, (name, operand) in enumerate(op_def.operands):
            leading = leading and not isinstance(operand, VariadicDef)
            if leading:
                setattr(defined, name, LeadingOperand(index))
            elif isinstance(operand, OptionalDef):
                setattr(defined, name, SizedOptionalOperand(index, sized[0].attribute_name, sized[0].as_property))
    return defined


_PASSED_LIMIT = 1 << 14
"""How many passed combinations `checked_definition` keeps per op class (then it starts again): bounded in a long process (the tests)."""


class Passed:
    """
    What passed an op class's definition checks (`checked_definition`).
    Where no constraint of the definition names a variable (so none ties one
    operand, result, property or attribute to another), the checks split:
    the shape (operand and result types, which properties are present, the
    operand segment sizes, defined attributes) and each other property's
    value against its own constraint are remembered apart, so a tile whose
    only new property is its offsets checks those alone.
    """

    __slots__ = ("properties", "shapes", "sizes", "split", "whole")

    def __init__(self, op_def: OpDef) -> None:
        self.whole: set[tuple[object, ...]] = set()
        """What passed the whole verification, the op's own checks too (`local_checks`)."""
        self.shapes: set[tuple[object, ...]] = set()
        self.properties: set[tuple[str, object]] = set()
        self.sizes = frozenset(option.attribute_name for option in op_def.options if isinstance(option, AttrSizedSegments))
        constraints = [d.constr for _, d in (*op_def.operands, *op_def.results)]
        constraints += [d.constr for d in (*op_def.properties.values(), *op_def.attributes.values())]
        self.split = not any(constraint.variables() for constraint in constraints)

    def remember(self, shape: tuple[object, ...], properties: list[tuple[str, Attribute]]) -> None:
        if len(self.shapes) >= _PASSED_LIMIT or len(self.properties) >= _PASSED_LIMIT:
            self.shapes.clear()
            self.properties.clear()
        self.shapes.add(shape)
        self.properties.update(properties)

    def knows(self, key: tuple[object, ...]) -> bool:
        """Whether an op of this `key` passed the whole verification before."""
        return key in self.whole

    def remember_whole(self, key: tuple[object, ...]) -> None:
        if len(self.whole) >= _PASSED_LIMIT:
            self.whole.clear()
        self.whole.add(key)


def checked_definition(op_def: OpDef, passed: Passed, op: Operation) -> None:
    """`op_def.verify(op)`, its constraint checks skipped (its traits still
    verified) where an op of the same class, operand and result types,
    properties and defined attributes passed them before (`passed`: the
    class's; split by `Passed`, a property met for the first time is checked
    alone against its constraint, and anything that fails is verified in full
    for xDSL's diagnostic)."""
    if op.regions or op.successors:
        op_def.verify(op)
        return
    properties = op.properties
    if passed.split:
        shape = (
            tuple([operand.type for operand in op.operands]),
            tuple([result.type for result in op.results]),
            tuple(properties),
            tuple([properties[name] for name in passed.sizes if name in properties]),
            tuple([op.attributes.get(name) for name in op_def.attributes]),
        )
        others = [(name, value) for name, value in properties.items() if name not in passed.sizes]
    else:
        shape = (
            tuple([operand.type for operand in op.operands]),
            tuple([result.type for result in op.results]),
            tuple(properties.items()),
            tuple([op.attributes.get(name) for name in op_def.attributes]),
        )
        others = []
    if shape not in passed.shapes:
        op_def.verify(op)
        passed.remember(shape, others)
        return
    for item in others:
        if item not in passed.properties:
            name, value = item
            try:
                op_def.properties[name].constr.verify(value, VerificationContext())
            except VerifyException:
                op_def.verify(op)  # fails there, with xDSL's diagnostic
                raise
            passed.remember(shape, [item])
    for trait in op_def.traits:
        trait.verify(op)


def local_checks(cls: type[Operation]) -> bool:
    """Whether the checks of `cls`'s own `verify_` read nothing but the op's
    operand and result types and its properties: every class of its line
    that defines a `verify_` (below xDSL's own) declares `LOCAL_CHECKS = True`
    in its own body."""
    defining = [k for k in cls.__mro__ if "verify_" in vars(k) and k not in IRDLOperation.__mro__]
    return bool(defining) and all(vars(k).get("LOCAL_CHECKS") is True for k in defining)


def remembered_verifier(defined: type[OpT], own: object, local: bool = False) -> type[OpT]:
    """`defined` verified as xDSL's `verify_` verifies it (the definition, then
    `own`, the class's own `verify_`), the definition through `checked_definition`;
    with `local` (`local_checks`), an op whose types, properties and defined
    attributes passed it all before runs only the definition's traits."""
    op_def = defined.get_irdl_definition()
    if op_def.regions or op_def.successors:
        return defined
    passed = Passed(op_def)
    if own is None:

        def verify_(op: Operation) -> None:
            checked_definition(op_def, passed, op)

    elif local:
        custom = own
        attributes = tuple(op_def.attributes)

        def verify_(op: Operation) -> None:
            if op.regions or op.successors:
                checked_definition(op_def, passed, op)
                custom(op)  # type: ignore[operator]  # the class's own verify_, an unbound method called on the op
                return
            key = (
                tuple([operand.type for operand in operands_of(op)]),
                tuple([result.type for result in op.results]),
                tuple(op.properties.items()),
                tuple([op.attributes.get(name) for name in attributes]),
            )
            if passed.knows(key):
                for trait in op_def.traits:
                    trait.verify(op)
                return
            checked_definition(op_def, passed, op)
            custom(op)  # type: ignore[operator]  # as above
            passed.remember_whole(key)

    else:
        custom = own

        def verify_(op: Operation) -> None:
            checked_definition(op_def, passed, op)
            custom(op)  # type: ignore[operator]  # the class's own verify_, an unbound method called on the op

    defined.verify_ = verify_  # type: ignore[method-assign,assignment]  # the checked verifier replaces the class's, by design
    return defined


def op_definition(cls: type[OpT]) -> type[OpT]:
    """`irdl_op_definition(cls)`, its assembly format (if any) parsed on first
    use (`format_program`), its leading operands read at their index
    (`leading_operands`), its definition's checks remembered (`checked_definition`),
    and its own where they are local (`local_checks`)."""
    own = getattr(cls, "verify_", None)  # as xDSL finds the op's own checks
    local = local_checks(cls)
    return remembered_verifier(_defined(cls), own, local)


def _defined(cls: type[OpT]) -> type[OpT]:
    text = cls.assembly_format
    if text is None:
        return leading_operands(irdl_op_definition(cls))
    if cls.print != Operation.print or cls.parse.__func__ != Operation.parse.__func__:  # type: ignore[attr-defined]  # a classmethod's function, to compare overrides
        raise PyRDLOpDefinitionError(
            "Cannot define both an assembly format (with the assembly_format variable) and the print and parse methods."
        )
    own = "assembly_format" in cls.__dict__
    cls.assembly_format = None
    try:
        defined = irdl_op_definition(cls)
    finally:
        if own:
            cls.assembly_format = text
        else:
            del cls.assembly_format
    op_def = defined.get_irdl_definition()
    op_def.assembly_format = text
    programs: list[FormatProgram] = []

    def format_program() -> FormatProgram:
        if not programs:
            try:
                programs.append(compile_format(text, op_def))
            except ParseError as err:
                raise PyRDLOpDefinitionError("Error during the parsing of the assembly format: ", err.args) from err
        return programs[0]

    def parse(op_type: type[OpT], parser: Parser) -> OpT:
        return format_program().parse(parser, op_type)

    def print_(op: IRDLOperation, printer: Printer) -> None:
        format_program().print(printer, op)

    defined.parse = classmethod(parse)  # type: ignore[method-assign,assignment]  # installs the format's parser, as xDSL's irdl_op_definition does
    defined.print = print_  # type: ignore[method-assign,assignment]  # installs the format's printer, as xDSL does
    defined.format_program = staticmethod(format_program)  # type: ignore[attr-defined]  # xDSL reads it off format-defined ops
    return leading_operands(defined)
