"""
The printer every anec tool writes IR with: xDSL's, except that floats are
exact. Every fp16, fp32 and fp64 value, inf, -inf and NaN with its payload
included, prints as a literal that anec's parser (`anec.tools.ir_io`) and
upstream MLIR both read back to the same bits: the `1.000000e+00` form where
it is exact, else the shortest decimal that is, else the bit pattern in
hexadecimal as MLIR prints it (`dense<0xFF800000> : tensor<4xf32>`,
`0x7E00 : f16`). Dense elements are printed from their bytes
(`anec.dialect.dense.print_dense`): a splat is one element with the same
bits everywhere, so `-0.0` among `0.0`s and NaN payloads survive.

```python
printer = AnecPrinter(stream=out)
printer.print_op(module)
```

xDSL 0.74 has no hook for how builtin attributes print, so the printer
catches dense elements in `print_attribute` and scalars in `print_float`;
xDSL itself is left as it is (`str(op)` still prints xDSL's form).

A module names the same few types and attributes on many ops (a compiled
ResNet-50: 127 tensor types 3,000 times, 62 `#anec.cost` on 441 ops), so
the text of each tensor type, `array<...>` and anec attribute is made once per printer and written again wherever an equal
attribute (same class, same parameters: floats by their bits) comes back
(`_print_remembered`).
"""

from __future__ import annotations

from io import StringIO

from xdsl.dialects.builtin import AnyFloat, DenseArrayBase, DenseIntOrFPElementsAttr, Float16Type, Float32Type, Float64Type, TensorType
from xdsl.ir import Attribute

from anec.dialect.xdsl_private import PrinterHooks

_REMEMBERED: dict[type[Attribute], bool] = {TensorType: True, DenseArrayBase: True}
"""Whether the printer remembers the text of a class's attributes: builtin
tensor types and dense arrays, and anec's attributes (whose parameters are
numbers, strings and enumerations); decided once per class."""


def _remembered(kind: type[Attribute]) -> bool:
    known = _REMEMBERED.get(kind)
    if known is None:
        known = _REMEMBERED[kind] = kind.__module__.startswith("anec.dialect.")
    return known


class AnecPrinter(PrinterHooks):
    """xDSL's printer with exact float literals (module docstring)."""

    def print_string(self, text: str, *, indent: int | None = None) -> None:
        """xDSL's `print_string`; text without a line break (nearly all of it)
        goes to the stream's `write` at once, where xDSL calls `print(text,
        end="", file=stream)`, which writes the same text and then an empty
        end (a third of printing a compiled module went to `print`)."""
        if self.stream is None or "\n" in text:
            super().print_string(text, indent=indent)
            return
        self.write_within_line(text)

    def print_attribute(self, attribute: Attribute) -> None:
        if _remembered(type(attribute)):
            self._print_remembered(attribute)
            return
        self._print_attribute(attribute)

    def _print_attribute(self, attribute: Attribute) -> None:
        if isinstance(attribute, DenseIntOrFPElementsAttr):
            # Imported here so that a run that prints no dense elements starts without numpy.
            from anec.dialect.dense import print_dense

            print_dense(attribute, self)  # pyright: ignore[reportUnknownArgumentType]
            self.print_string(" : ")
            self.print_attribute(attribute.get_type())
            return
        super().print_attribute(attribute)

    def _print_remembered(self, attribute: Attribute) -> None:
        """The attribute as `_print_attribute` prints it, its text made once
        per printer for all equal attributes, and found by the attribute's
        identity before its value (hashing a tensor type hashes each of its
        dimensions). A text with a line break (never for these classes;
        printed piece by piece if ever) is not kept, so printing the kept
        text at once moves the printer's column as printing it piece by
        piece does."""
        by_id: dict[int, tuple[Attribute, str]] = self.__dict__.setdefault("_anec_texts_by_id", {})
        known = by_id.get(id(attribute))
        if known is not None and known[0] is attribute:
            self.print_string(known[1])
            return
        texts: dict[Attribute, str] = self.__dict__.setdefault("_anec_texts", {})
        try:
            text = texts.get(attribute)
        except TypeError:  # a parameter that cannot be hashed: printed each time
            self._print_attribute(attribute)
            return
        if text is None:
            stream, column = self.stream, self.column
            self.stream = StringIO()
            try:
                self._print_attribute(attribute)
                text = self.stream.getvalue()
            finally:
                self.stream, self.column = stream, column
            if "\n" in text:
                self._print_attribute(attribute)
                return
            texts[attribute] = text
        by_id[id(attribute)] = (attribute, text)  # holding the attribute: its id is not reused while kept
        self.print_string(text)

    def print_float(self, value: float, type: AnyFloat) -> None:
        if not isinstance(type, Float16Type | Float32Type | Float64Type):
            super().print_float(value, type)
            return
        import numpy as np

        from anec.dialect.dense import FLOAT_DTYPES, float_text

        with np.errstate(over="ignore"):
            self.print_string(float_text(np.asarray(value, FLOAT_DTYPES[type.__class__])[()]))
