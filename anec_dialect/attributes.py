"""
Attributes of the anec dialect: enumerations that select an op's semantics,
the weight storage format (SPEC section 5, 7) and the fused activation carried
by a convolution's piecewise-linear stream (SPEC section 5).

```mlir
#anec.weights_layout<oihw>
#anec.padding_style<same>
#anec.weight_format<sparse, zero_fraction = 5.000000e-01>
#anec.activation<clamp, min = 0.000000e+00, max = 6.000000e+00>
```
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from xdsl.dialects.builtin import FloatData, IntAttr, NoneAttr, StringAttr
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import ParametrizedAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from anec.dialect.cost_record import IR_FIELDS, IR_ORDER, CostRecord, Syntax, syntax, values
from anec.dialect.xdsl_private import resume_from


class _AngleEnum:
    """Prints an enum attribute as `#anec.kind<value>` so it parses back."""

    enum_type: ClassVar[type[StrEnum]]
    data: StrEnum

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string(self.data.value)

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> StrEnum:
        with parser.in_angle_brackets():
            return parser.parse_str_enum(cls.enum_type)


class WeightsLayout(StrEnum):
    """Output-channel-major weight layouts (SPEC section 5)."""

    OIHW = "oihw"
    """Rank 4: [Cout, Cin / groups, kH, kW]."""
    ODIHW = "odihw"
    """Rank 5, the engine's native layout: [Cout, kD, Cin / groups, kH, kW]."""


@irdl_attr_definition
class WeightsLayoutAttr(_AngleEnum, EnumAttribute[WeightsLayout]):
    """Weight layout of a convolution: `#anec.weights_layout<oihw>`."""

    name = "anec.weights_layout"


class PaddingStyle(StrEnum):
    """Implicit padding of a window op when no explicit padding is given."""

    VALID = "valid"
    """No padding."""
    SAME = "same"
    """Output extent ceil(in / stride); the odd element of padding goes last."""


@irdl_attr_definition
class PaddingStyleAttr(_AngleEnum, EnumAttribute[PaddingStyle]):
    """`#anec.padding_style<same>`."""

    name = "anec.padding_style"


class PadMode(StrEnum):
    """Fill rule of `anec.pad` (SPEC section 6)."""

    CONSTANT = "constant"
    REFLECT = "reflect"
    SYMMETRIC = "symmetric"


@irdl_attr_definition
class PadModeAttr(_AngleEnum, EnumAttribute[PadMode]):
    """`#anec.pad_mode<reflect>`."""

    name = "anec.pad_mode"


class Sampling(StrEnum):
    """Texture-engine sampling (SPEC section 6)."""

    BILINEAR = "bilinear"
    NEAREST = "nearest"


@irdl_attr_definition
class SamplingAttr(_AngleEnum, EnumAttribute[Sampling]):
    """`#anec.sampling<bilinear>`."""

    name = "anec.sampling"


class BoxFormat(StrEnum):
    """Coordinate convention of a crop-and-resize box tensor (SPEC section 6)."""

    CORNERS = "corners"
    """(y0, x0, y1, x1)."""
    ORIGIN_SIZE = "origin_size"
    """(y, x, height, width)."""


@irdl_attr_definition
class BoxFormatAttr(_AngleEnum, EnumAttribute[BoxFormat]):
    """`#anec.box_format<corners>`."""

    name = "anec.box_format"


class RecurrentKind(StrEnum):
    """Recurrent cell flavour; the gate count sizes its weights."""

    RNN = "rnn"
    GRU = "gru"
    LSTM = "lstm"

    @property
    def gates(self) -> int:
        return {"rnn": 1, "gru": 3, "lstm": 4}[self.value]


@irdl_attr_definition
class RecurrentKindAttr(_AngleEnum, EnumAttribute[RecurrentKind]):
    """`#anec.recurrent_kind<lstm>`."""

    name = "anec.recurrent_kind"


class WeightFormat(StrEnum):
    """How a weight tensor is stored (SPEC section 5 and 7)."""

    DENSE = "dense"
    """Dense at the activation's float width."""
    INT8 = "int8"
    """Signed 8-bit integers (i8 weights), dequantized by the post-scale stream."""
    UINT8 = "uint8"
    """Unsigned 8-bit integers (ui8 weights), dequantized by the post-scale stream."""
    PALETTIZED = "palettized"
    """Indices of `bits` bits into a palette of 2**bits float values; `palettes`
    such palettes when groups of output channels each have their own (Core ML
    iOS 18's per-grouped-channel palettes), one otherwise."""
    SPARSE = "sparse"
    """Dense values of which `zero_fraction` are zero and skipped."""
    BLOCKED = "blocked"
    """Integers of `bits` bits with one float scale per `block_size` consecutive
    elements along one axis (ONNX's blocked DequantizeLinear); the values are
    held dequantized."""


PALETTE_BITS = (1, 2, 4, 6, 8)
"""Legal palette index widths."""

BLOCKED_BITS = (4, 8)
"""Legal integer widths of blocked weights (ONNX int4/uint4, int8/uint8)."""


@irdl_attr_definition
class WeightFormatAttr(ParametrizedAttribute):
    """
    Storage format of a weight operand.

    ```mlir
    #anec.weight_format<dense>
    #anec.weight_format<int8>
    #anec.weight_format<palettized, bits = 4>
    #anec.weight_format<palettized, bits = 4, palettes = 16>
    #anec.weight_format<sparse, zero_fraction = 5.000000e-01>
    #anec.weight_format<blocked, bits = 4, block_size = 32>
    ```

    A palettized format holds `palettes` palettes (1 unless given: one per
    tensor; more for per-grouped-channel palettes); every other format
    holds none (0).
    """

    name = "anec.weight_format"

    kind: StringAttr
    bits: IntAttr
    zero_fraction: FloatData
    block_size: IntAttr
    palettes: IntAttr

    def __init__(
        self, kind: WeightFormat | str, bits: int = 0, zero_fraction: float = 0.0, block_size: int = 0, palettes: int | None = None
    ):
        if palettes is None:
            palettes = 1 if str(kind) == WeightFormat.PALETTIZED.value else 0
        super().__init__(StringAttr(str(kind)), IntAttr(bits), FloatData(zero_fraction), IntAttr(block_size), IntAttr(palettes))

    @property
    def format(self) -> WeightFormat:
        return WeightFormat(self.kind.data)

    def verify(self) -> None:
        kinds = ", ".join(k.value for k in WeightFormat)
        if self.kind.data not in {k.value for k in WeightFormat}:
            raise VerifyException(f"unknown weight format '{self.kind.data}'; expected one of {kinds}")
        fmt = self.format
        if fmt == WeightFormat.PALETTIZED and self.bits.data not in PALETTE_BITS:
            raise VerifyException(
                f"palettized weight format needs bits in {list(PALETTE_BITS)}, got {self.bits.data}"
            )
        if fmt == WeightFormat.BLOCKED and (self.bits.data not in BLOCKED_BITS or self.block_size.data < 1):
            raise VerifyException(
                f"blocked weight format needs bits in {list(BLOCKED_BITS)} and block_size >= 1, "
                f"got bits {self.bits.data}, block_size {self.block_size.data}"
            )
        if fmt == WeightFormat.PALETTIZED and self.palettes.data < 1:
            raise VerifyException(f"palettized weight format needs palettes >= 1, got {self.palettes.data}")
        if fmt != WeightFormat.PALETTIZED and self.palettes.data != 0:
            raise VerifyException(f"weight format '{fmt}' takes no palettes")
        if fmt not in (WeightFormat.PALETTIZED, WeightFormat.BLOCKED) and self.bits.data != 0:
            raise VerifyException(f"weight format '{fmt}' takes no bits")
        if fmt != WeightFormat.BLOCKED and self.block_size.data != 0:
            raise VerifyException(f"weight format '{fmt}' takes no block_size")
        if fmt == WeightFormat.SPARSE and not 0.0 <= self.zero_fraction.data < 1.0:
            raise VerifyException(
                f"sparse weight format needs 0 <= zero_fraction < 1, got {self.zero_fraction.data}"
            )
        if fmt != WeightFormat.SPARSE and self.zero_fraction.data != 0.0:
            raise VerifyException(f"weight format '{fmt}' takes no zero_fraction")

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string(self.kind.data)
            if self.format == WeightFormat.PALETTIZED:
                printer.print_string(f", bits = {self.bits.data}")
                if self.palettes.data != 1:
                    printer.print_string(f", palettes = {self.palettes.data}")
            if self.format == WeightFormat.SPARSE:
                printer.print_string(f", zero_fraction = {self.zero_fraction.data:e}")
            if self.format == WeightFormat.BLOCKED:
                printer.print_string(f", bits = {self.bits.data}, block_size = {self.block_size.data}")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[IntAttr | StringAttr | FloatData]:
        with parser.in_angle_brackets():
            kind = parser.parse_str_enum(WeightFormat)
            bits, zero_fraction, block_size = 0, 0.0, 0
            palettes = 1 if kind == WeightFormat.PALETTIZED else 0
            if kind in (WeightFormat.PALETTIZED, WeightFormat.BLOCKED):
                parser.parse_punctuation(",")
                parser.parse_keyword("bits")
                parser.parse_punctuation("=")
                bits = parser.parse_integer(allow_boolean=False, allow_negative=False)
            if kind == WeightFormat.PALETTIZED and parser.parse_optional_punctuation(","):
                parser.parse_keyword("palettes")
                parser.parse_punctuation("=")
                palettes = parser.parse_integer(allow_boolean=False, allow_negative=False)
            if kind == WeightFormat.BLOCKED:
                parser.parse_punctuation(",")
                parser.parse_keyword("block_size")
                parser.parse_punctuation("=")
                block_size = parser.parse_integer(allow_boolean=False, allow_negative=False)
            if kind == WeightFormat.SPARSE:
                parser.parse_punctuation(",")
                parser.parse_keyword("zero_fraction")
                parser.parse_punctuation("=")
                zero_fraction = parser.parse_float()
        return (StringAttr(kind.value), IntAttr(bits), FloatData(zero_fraction), IntAttr(block_size), IntAttr(palettes))


DENSE = WeightFormatAttr(WeightFormat.DENSE)
"""The default weight format."""


class ActivationFn(StrEnum):
    """
    Unary functions the convolution's 33-segment piecewise-linear activation
    stream can carry (SPEC section 5); each is also a standalone `anec.<fn>` op.
    """

    RELU = "relu"
    SIGMOID = "sigmoid"
    TANH = "tanh"
    GELU = "gelu"
    SILU = "silu"
    SOFTPLUS = "softplus"
    HARD_SIGMOID = "hard_sigmoid"
    HARD_SWISH = "hard_swish"
    ELU = "elu"
    LEAKY_RELU = "leaky_relu"
    CLAMP = "clamp"

    @property
    def parameters(self) -> tuple[str, ...]:
        """Names of the float parameters the function takes."""
        return {"elu": ("alpha",), "leaky_relu": ("alpha",), "clamp": ("min", "max")}.get(self.value, ())


@irdl_attr_definition
class ActivationAttr(ParametrizedAttribute):
    """
    An activation fused into a convolution's output pass.

    ```mlir
    #anec.activation<relu>
    #anec.activation<leaky_relu, alpha = 1.000000e-01>
    #anec.activation<clamp, min = 0.000000e+00, max = 6.000000e+00>
    ```
    """

    name = "anec.activation"

    fn: StringAttr
    alpha: FloatData
    beta: FloatData

    def __init__(self, fn: ActivationFn | str, *params: float):
        values = [*params, 0.0, 0.0][:2]
        super().__init__(StringAttr(str(fn)), FloatData(values[0]), FloatData(values[1]))

    @property
    def function(self) -> ActivationFn:
        return ActivationFn(self.fn.data)

    @property
    def values(self) -> tuple[float, ...]:
        """The function's parameters, in the order of `ActivationFn.parameters`."""
        return (self.alpha.data, self.beta.data)[: len(self.function.parameters)]

    def verify(self) -> None:
        legal = {f.value for f in ActivationFn}
        if self.fn.data not in legal:
            raise VerifyException(
                f"unknown fused activation '{self.fn.data}'; expected one of {', '.join(sorted(legal))}"
            )
        if self.function == ActivationFn.CLAMP and self.alpha.data > self.beta.data:
            raise VerifyException(f"clamp needs min <= max, got min {self.alpha.data} > max {self.beta.data}")

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string(self.fn.data)
            for key, value in zip(self.function.parameters, self.values):
                printer.print_string(f", {key} = {value:e}")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[StringAttr | FloatData]:
        with parser.in_angle_brackets():
            fn = parser.parse_str_enum(ActivationFn)
            values = [0.0, 0.0]
            for i, key in enumerate(fn.parameters):
                parser.parse_punctuation(",")
                parser.parse_keyword(key)
                parser.parse_punctuation("=")
                values[i] = parser.parse_float()
        return (StringAttr(fn.value), FloatData(values[0]), FloatData(values[1]))


_PARAMETER_TYPE: dict[Syntax, Any] = {
    Syntax.FLOAT: FloatData,
    Syntax.FLOAT_OR_INF: FloatData,
    Syntax.WORD: StringAttr,
    Syntax.COUNT: IntAttr,
    Syntax.COUNT_OR_NONE: IntAttr | NoneAttr,
    Syntax.FLAG: IntAttr,
    Syntax.TEXT: StringAttr,
}
"""The parameter of `CostAttr` that holds a field of each kind."""


@irdl_attr_definition
class CostAttr(ParametrizedAttribute):
    """
    The cost model's estimate for one op, attached by `anec-cost` as the
    discardable attribute `anec.cost` (an analysis result, never semantics).
    `exec_cycles` is the 16-bit descriptor field (saturating at 65535) and
    `cycles` the true count (SPEC section 3); both are `none` for an op with
    no engine cycle form on the target (a recurrent cell; a texture op on a
    target without the texture engine). `lever` is SPEC section 7's
    locate-a-layer advice.

    ```mlir
    #anec.cost<latency_us = 504.6, bound = compute, backend = engine, flops = 924844032,
               bytes = 1982464, intensity = 466.5, cycles = 1806422, exec_cycles = 65535,
               saturated = true, lever = "compute: no tuning needed">
    ```
    """

    name = "anec.cost"

    # The parameters, one per field of the record (`anec.dialect.cost_record`), in `IR_ORDER`.
    __annotations__ = {f.name: _PARAMETER_TYPE[syntax(f)] for f in IR_FIELDS}

    def __init__(self, **fields: object):
        """The attribute of a `CostRecord`'s fields, by name (`of` takes a record)."""
        if set(fields) != set(IR_ORDER):
            raise TypeError(f"#anec.cost takes exactly the fields {', '.join(IR_ORDER)}")
        super().__init__(*(_to_parameter(syntax(f), fields[f.name]) for f in IR_FIELDS))

    @classmethod
    def of(cls, record: CostRecord) -> CostAttr:
        """The attribute of a record (a report row is one)."""
        return cls(**values(record))

    def record(self) -> CostRecord:
        """The record the attribute holds."""
        return CostRecord(**{f.name: _from_parameter(syntax(f), getattr(self, f.name)) for f in IR_FIELDS})

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            for i, f in enumerate(IR_FIELDS):
                printer.print_string(f"{', ' if i else ''}{f.name} = ")
                _print_value(printer, syntax(f), getattr(self, f.name))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[FloatData | StringAttr | IntAttr | NoneAttr]:
        fast = _parse_cost_text(parser)
        if fast is not None:
            return fast
        parsed: list[FloatData | StringAttr | IntAttr | NoneAttr] = []
        with parser.in_angle_brackets():
            for i, f in enumerate(IR_FIELDS):
                if i:
                    parser.parse_punctuation(",")
                parser.parse_keyword(f.name)
                parser.parse_punctuation("=")
                parsed.append(_parse_value(parser, syntax(f)))
        return parsed


def _to_parameter(kind: Syntax, value: Any) -> FloatData | StringAttr | IntAttr | NoneAttr:
    """A field's value as the attribute keeps it (floats kept to `FLOAT_DIGITS` digits)."""
    if kind in (Syntax.FLOAT, Syntax.FLOAT_OR_INF):
        return FloatData(round_float(value))
    if kind in (Syntax.WORD, Syntax.TEXT):
        return StringAttr(value)
    if kind is Syntax.COUNT_OR_NONE and value is None:
        return NoneAttr()
    return IntAttr(int(value))


def _from_parameter(kind: Syntax, parameter: Any) -> Any:
    """A field's value from the attribute's parameter (`_to_parameter` backwards)."""
    if isinstance(parameter, NoneAttr):
        return None
    return bool(parameter.data) if kind is Syntax.FLAG else parameter.data


def _print_value(printer: Printer, kind: Syntax, parameter: Any) -> None:
    if kind is Syntax.TEXT:
        printer.print_string_literal(parameter.data)
    elif kind in (Syntax.FLOAT, Syntax.FLOAT_OR_INF):
        printer.print_string(fmt_float(parameter.data))
    elif kind is Syntax.FLAG:
        printer.print_string("true" if parameter.data else "false")
    else:
        printer.print_string("none" if isinstance(parameter, NoneAttr) else str(parameter.data))


def _parse_value(parser: AttrParser, kind: Syntax) -> FloatData | StringAttr | IntAttr | NoneAttr:
    """One field's value, token by token, with the parser's diagnostics."""
    if kind is Syntax.FLOAT_OR_INF and parser.parse_optional_keyword("inf") is not None:
        return FloatData(math.inf)  # work that moves no DRAM bytes (resident in a program)
    if kind in (Syntax.FLOAT, Syntax.FLOAT_OR_INF):
        return FloatData(parser.parse_float())
    if kind is Syntax.WORD:
        return StringAttr(parser.parse_identifier())
    if kind is Syntax.TEXT:
        return StringAttr(parser.parse_str_literal())
    if kind is Syntax.FLAG:
        return IntAttr(int(parser.parse_boolean()))
    if kind is Syntax.COUNT_OR_NONE and parser.parse_optional_keyword("none") is not None:
        return NoneAttr()
    return IntAttr(parser.parse_integer(allow_boolean=False, allow_negative=False))


_FLOAT_TEXT = r"-?[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?"
_COUNT_TEXT = r"[0-9]+"
_TEXT_OF: dict[Syntax, str] = {
    Syntax.FLOAT: _FLOAT_TEXT,
    Syntax.FLOAT_OR_INF: _FLOAT_TEXT + "|inf",
    Syntax.WORD: r"[a-zA-Z_][a-zA-Z0-9_$.]*",
    Syntax.COUNT: _COUNT_TEXT,
    Syntax.COUNT_OR_NONE: _COUNT_TEXT + "|none",
    Syntax.FLAG: "true|false",
    Syntax.TEXT: r'"[^"\\\n]*"',
}
"""Each kind's value as `anec-cost` prints it: one token of the kind `_parse_value` reads."""

_COST_TEXT = re.compile(
    r"<\s*" + r"\s*,\s*".join(rf"{f.name}\s*=\s*({_TEXT_OF[syntax(f)]})" for f in IR_FIELDS) + r"\s*>",
    re.ASCII,
)
"""`#anec.cost<...>` as `anec-cost` prints it (no comments, no escapes in a string)."""


_FROM_TEXT: dict[Syntax, Callable[[str], FloatData | StringAttr | IntAttr | NoneAttr]] = {
    Syntax.FLOAT: lambda text: FloatData(float(text)),
    Syntax.FLOAT_OR_INF: lambda text: FloatData(math.inf if text == "inf" else float(text)),
    Syntax.WORD: StringAttr,
    Syntax.COUNT: lambda text: IntAttr(int(text)),
    Syntax.COUNT_OR_NONE: lambda text: NoneAttr() if text == "none" else IntAttr(int(text)),
    Syntax.FLAG: lambda text: IntAttr(int(text == "true")),
    Syntax.TEXT: lambda text: StringAttr(text[1:-1]),
}
"""Each kind's parameter from the text `_COST_TEXT` matched for it."""
_READERS = tuple(_FROM_TEXT[syntax(f)] for f in IR_FIELDS)
"""The reader of each group of `_COST_TEXT`, in `IR_ORDER`."""


def _parse_cost_text(parser: AttrParser) -> list[FloatData | StringAttr | IntAttr | NoneAttr] | None:
    """
    The fields of a `#anec.cost<...>` read off the text with one regular
    expression (the attribute appears on every op of a compiled module; read
    token by token it was a large part of parsing one), or None, having
    consumed nothing, for any other text: the token-by-token parse then
    reads it and reports what is wrong.
    """
    text = parser.lexer.input.content
    if not isinstance(text, str):
        return None
    match = _COST_TEXT.match(text, parser.pos)
    if match is None:
        return None
    resume_from(parser, match.end())
    return [read(text) for read, text in zip(_READERS, match.groups())]


FLOAT_DIGITS = 6
"""Significant digits kept for estimates in IR (deterministic, readable)."""


def round_float(value: float) -> float:
    return value if math.isinf(value) else float(f"{value:.{FLOAT_DIGITS}g}")


def fmt_float(value: float) -> str:
    """A float that MLIR's and xDSL's parsers read back: always with a point;
    infinity as the keyword `inf`."""
    if math.isinf(value) and value > 0:
        return "inf"
    text = repr(round_float(value))
    return text if "e" not in text or "." in text else text.replace("e", ".0e")


@irdl_attr_definition
class CostSummaryAttr(ParametrizedAttribute):
    """
    Whole-module totals of `anec-cost`, attached to the module as the
    discardable attribute `anec.cost_summary`: the target and mode estimated,
    total latency, work, DRAM traffic and dispatches (each program or
    standalone engine op is one dispatch).

    ```mlir
    #anec.cost_summary<target = "h13", mode = seed, latency_us = 2406.4, flops = 1849688064,
                       bytes = 6540000, dispatches = 4>
    ```
    """

    name = "anec.cost_summary"

    target: StringAttr
    mode: StringAttr
    latency_us: FloatData
    flops: IntAttr
    bytes: IntAttr
    dispatches: IntAttr

    def __init__(self, *, target: str, mode: str, latency_us: float, flops: int, bytes: int, dispatches: int):
        super().__init__(
            StringAttr(target),
            StringAttr(mode),
            FloatData(round_float(latency_us)),
            IntAttr(flops),
            IntAttr(bytes),
            IntAttr(dispatches),
        )

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string("target = ")
            printer.print_string_literal(self.target.data)
            printer.print_string(
                f", mode = {self.mode.data}, latency_us = {fmt_float(self.latency_us.data)}, "
                f"flops = {self.flops.data}, bytes = {self.bytes.data}, dispatches = {self.dispatches.data}"
            )

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[FloatData | StringAttr | IntAttr]:
        with parser.in_angle_brackets():

            def field(key: str) -> None:
                parser.parse_keyword(key)
                parser.parse_punctuation("=")

            field("target")
            target = StringAttr(parser.parse_str_literal())
            parser.parse_punctuation(",")
            field("mode")
            mode = StringAttr(parser.parse_identifier())
            parser.parse_punctuation(",")
            field("latency_us")
            latency = FloatData(parser.parse_float())
            ints: list[IntAttr] = []
            for key in ("flops", "bytes", "dispatches"):
                parser.parse_punctuation(",")
                field(key)
                ints.append(IntAttr(parser.parse_integer(allow_boolean=False, allow_negative=False)))
        return (target, mode, latency, *ints)


@irdl_attr_definition
class ChannelGroupsAttr(ParametrizedAttribute):
    """
    The output-channel grouping of a convolution, deconvolution or matmul on
    one target (SPEC section 5), recorded by `anec-channel-group` as the
    discardable attribute `anec.channel_groups`: output channels per group
    (`ocg`), passes over the output channels (the input is re-streamed once
    per pass) and active cores; output channel `c` runs on core
    `c mod active_cores`. `cost.channel_groups` reads it on `target` and
    recomputes on any other target.

    ```mlir
    #anec.channel_groups<target = "h13", ocg = 8, passes = 1, active_cores = 4>
    ```
    """

    name = "anec.channel_groups"

    target: StringAttr
    ocg: IntAttr
    passes: IntAttr
    active_cores: IntAttr

    COUNTS: ClassVar[tuple[str, ...]] = ("ocg", "passes", "active_cores")

    def __init__(self, *, target: str, ocg: int, passes: int, active_cores: int):
        super().__init__(StringAttr(target), IntAttr(ocg), IntAttr(passes), IntAttr(active_cores))

    def verify(self) -> None:
        for key in self.COUNTS:
            value = getattr(self, key).data
            if value < 1:
                raise VerifyException(f"channel groups need {key} >= 1, got {value}")

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string("target = ")
            printer.print_string_literal(self.target.data)
            for key in self.COUNTS:
                printer.print_string(f", {key} = {getattr(self, key).data}")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[StringAttr | IntAttr]:
        with parser.in_angle_brackets():
            parser.parse_keyword("target")
            parser.parse_punctuation("=")
            target = StringAttr(parser.parse_str_literal())
            counts: list[IntAttr] = []
            for key in cls.COUNTS:
                parser.parse_punctuation(",")
                parser.parse_keyword(key)
                parser.parse_punctuation("=")
                counts.append(IntAttr(parser.parse_integer(allow_boolean=False, allow_negative=False)))
        return (target, *counts)


class WinogradForm(StrEnum):
    """The engine's Winograd forms of a 2-D convolution (SPEC section 5)."""

    F2X2 = "f2x2"
    """F(2x2, 3x3): output tile 2, input tile 4."""
    F4X4 = "f4x4"
    """F(4x4, 3x3): output tile 4, input tile 6."""

    @property
    def tile(self) -> int:
        """The output tile m of F(m x m, kH x kW)."""
        return {"f2x2": 2, "f4x4": 4}[self.value]


@irdl_attr_definition
class WinogradAttr(_AngleEnum, EnumAttribute[WinogradForm]):
    """
    The Winograd form a convolution computes with, recorded by
    `anec-winograd` as the discardable attribute `anec.winograd` (SPEC
    section 5): `#anec.winograd<f4x4>`. Only a 2-D, unit-stride convolution
    with non-sparse weights may carry it (`anec.dialect.discardable`).
    """

    name = "anec.winograd"


CHAIN_LOOPS = ("m", "k", "n", "l")
"""SPEC section 8's loops of C = A x B, E = C x D; a chain of more GEMMs adds d4, d5, ..."""


def chain_loop(index: int) -> str:
    """The name of a GEMM chain's `index`-th loop: m, k, n, l, then d4, d5, ...
    (a chain of g GEMMs has g + 2 loops)."""
    return CHAIN_LOOPS[index] if index < len(CHAIN_LOOPS) else f"d{index}"


def format_loop_order(loops: Sequence[str]) -> str:
    """A loop order as text, outermost first: one-character names run together
    (`mkln`), otherwise joined by `>` (`m>k>d4>l>n`), so it reads back unambiguously."""
    return "".join(loops) if all(len(loop) == 1 for loop in loops) else ">".join(loops)


def read_loop_order(text: str) -> tuple[str, ...]:
    """The loops of `format_loop_order`'s text."""
    return tuple(text.split(">")) if ">" in text else tuple(text)


@irdl_attr_definition
class ChimeraAttr(ParametrizedAttribute):
    """
    Chimera's innermost-level choice for one GEMM of a chain (SPEC section 8),
    recorded by `anec-chimera` as the discardable attribute `anec.chimera`:
    the chain's loop order (outermost first, a permutation of its loops: m,
    k, n for one GEMM, then l, d4, d5, ... one per further GEMM, written as
    `format_loop_order` writes it), the (M, K, N) tile of this GEMM, and
    optionally the level's data volume `dv` and memory usage `mu` in bytes.
    `anec-tile` splits the GEMM by its M and N tiles.

    ```mlir
    #anec.chimera<order = "mkn", tile = [40, 64, 32], dv = 1, mu = 1>
    #anec.chimera<order = "m>k>d4>l>n", tile = [1, 4096, 4096], dv = 1, mu = 1>
    ```
    """

    name = "anec.chimera"

    order: StringAttr
    tm: IntAttr
    tk: IntAttr
    tn: IntAttr
    dv: IntAttr | NoneAttr
    mu: IntAttr | NoneAttr

    def __init__(self, order: str, tile: Sequence[int], dv: int | None = None, mu: int | None = None):
        tm, tk, tn = tile
        super().__init__(
            StringAttr(order),
            IntAttr(tm),
            IntAttr(tk),
            IntAttr(tn),
            NoneAttr() if dv is None else IntAttr(dv),
            NoneAttr() if mu is None else IntAttr(mu),
        )

    @property
    def tile(self) -> tuple[int, int, int]:
        return self.tm.data, self.tk.data, self.tn.data

    def verify(self) -> None:
        order = self.order.data
        loops = read_loop_order(order)
        if len(loops) < 3 or sorted(loops) != sorted(map(chain_loop, range(len(loops)))) or format_loop_order(loops) != order:
            raise VerifyException(
                f'anec.chimera order "{order}" is not a loop order; expected a permutation of a chain\'s loops m, k, n, '
                'then l, d4, d5, ... (one per further GEMM), joined by ">" once there is a d4 (e.g. "mkln", "m>k>d4>l>n")'
            )
        if min(self.tile) < 1:
            raise VerifyException(f"anec.chimera tiles must be positive, got {list(self.tile)}")
        for key in ("dv", "mu"):
            value = getattr(self, key)
            if isinstance(value, IntAttr) and value.data < 0:
                raise VerifyException(f"anec.chimera {key} must be non-negative, got {value.data}")

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string("order = ")
            printer.print_string_literal(self.order.data)
            printer.print_string(f", tile = [{', '.join(map(str, self.tile))}]")
            for key in ("dv", "mu"):
                value = getattr(self, key)
                if isinstance(value, IntAttr):
                    printer.print_string(f", {key} = {value.data}")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[StringAttr | IntAttr | NoneAttr]:
        with parser.in_angle_brackets():
            parser.parse_keyword("order")
            parser.parse_punctuation("=")
            order = StringAttr(parser.parse_str_literal())
            parser.parse_punctuation(",")
            parser.parse_keyword("tile")
            parser.parse_punctuation("=")
            tile = parser.parse_comma_separated_list(
                parser.Delimiter.SQUARE, lambda: parser.parse_integer(allow_boolean=False)
            )
            if len(tile) != 3:
                parser.raise_error(f"anec.chimera tile needs three extents (M, K, N), got {len(tile)}")
            counts: dict[str, IntAttr | NoneAttr] = {"dv": NoneAttr(), "mu": NoneAttr()}
            for key in counts:
                if parser.parse_optional_punctuation(",") is None:
                    break
                parser.parse_keyword(key)
                parser.parse_punctuation("=")
                counts[key] = IntAttr(parser.parse_integer(allow_boolean=False))
        return (order, *(IntAttr(v) for v in tile), counts["dv"], counts["mu"])


@irdl_attr_definition
class RangeAttr(ParametrizedAttribute):
    """
    A declared value range of a function argument, the argument attribute
    `anec.range`: every element lies in [lo, hi] (finite, lo <= hi). The
    value-range analysis of `anec-legalize` starts from it.

    ```mlir
    func.func @f(%x: tensor<1x3x8x8xf16> {anec.range = #anec.range<0.0, 255.0>})
    ```
    """

    name = "anec.range"

    lo: FloatData
    hi: FloatData

    def __init__(self, lo: float, hi: float):
        super().__init__(FloatData(lo), FloatData(hi))

    @property
    def bounds(self) -> tuple[float, float]:
        return self.lo.data, self.hi.data

    def verify(self) -> None:
        lo, hi = self.bounds
        if not (math.isfinite(lo) and math.isfinite(hi) and lo <= hi):
            raise VerifyException(f"anec.range [{lo}, {hi}] is not a range; expected finite lo <= hi")

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string(", ".join(_exact_float(v) for v in self.bounds))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[FloatData]:
        with parser.in_angle_brackets():
            lo = float(parser.parse_number())
            parser.parse_punctuation(",")
            hi = float(parser.parse_number())
        return (FloatData(lo), FloatData(hi))


def _exact_float(value: float) -> str:
    """A finite float, exactly, in a form the parsers read back (always with a point)."""
    text = repr(value)
    return text if "e" not in text or "." in text else text.replace("e", ".0e")
