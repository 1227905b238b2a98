"""
Rewrites a module's weights from one form to another, the same computation
written differently (docs/cost-model.md, "Invariances"):

* `inline`: `anec.constant dense<...>`;
* `resource`: `anec.constant dense_resource<...>` with its blob in the
  module's `dialect_resources`;
* `placeholder`: `anec.constant #anec.placeholder<...>` (the type alone);
* `argument`: a function argument marked `{anec.weight}`, appended after the
  existing ones in order of first appearance.

A weight is every `anec.constant` at the top level of a function and every
argument marked `anec.weight`. Elements a form does not carry (a placeholder,
an argument) are made up, deterministically, from `seed` when a form that
carries elements needs them; the estimate never reads them.

```python
from anec.tools.weight_forms import WeightForm, mark_weight_arguments, rewrite_weights
mark_weight_arguments(module, skip=1)            # every argument after the input is a weight
rewrite_weights(module, WeightForm.INLINE)       # in place
```
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseIntOrFPElementsAttr,
    DenseResourceAttr,
    DictionaryAttr,
    FunctionType,
    IntegerType,
    ModuleOp,
    TensorType,
    UnitAttr,
)
from xdsl.dialects.func import FuncOp
from xdsl.ir import Attribute, BlockArgument, SSAValue
from xdsl.utils.str_enum import StrEnum

from anec.dialect.constant import ConstantOp, dense_elements
from anec.dialect.dense import PlaceholderAttr, elements
from anec.dialect.discardable import WEIGHT_ARG_ATTR
from anec.dialect.numeric import resource_blob, value_type
from anec.frontend.onnx.graph import resource_attr


class WeightForm(StrEnum):
    INLINE = "inline"
    RESOURCE = "resource"
    PLACEHOLDER = "placeholder"
    ARGUMENT = "argument"


def _arg_attrs(func: FuncOp) -> list[dict[str, Attribute]]:
    count = len(func.body.block.args)
    if func.arg_attrs is None:
        return [{} for _ in range(count)]
    return [dict(d.data) for d in func.arg_attrs.data]


def _set_signature(func: FuncOp, attrs: list[dict[str, Attribute]]) -> None:
    inputs = [a.type for a in func.body.block.args]
    func.function_type = FunctionType.from_lists(inputs, list(func.function_type.outputs.data))
    func.arg_attrs = ArrayAttr([DictionaryAttr(a) for a in attrs]) if any(attrs) else None


def mark_weight_arguments(module: ModuleOp, skip: int = 1) -> None:
    """Marks every argument of every function after the first `skip` as a weight."""
    for func in _functions(module):
        attrs = _arg_attrs(func)
        for i in range(skip, len(attrs)):
            attrs[i][WEIGHT_ARG_ATTR] = UnitAttr()
        _set_signature(func, attrs)


def _functions(module: ModuleOp) -> list[FuncOp]:
    return [op for op in module.ops if isinstance(op, FuncOp) and op.body.blocks]


def _made_up(ty: TensorType[Any], rng: np.random.Generator) -> np.ndarray:
    shape, dtype = value_type(ty)
    if isinstance(ty.element_type, IntegerType):
        return rng.integers(-8, 8, size=shape).astype(dtype)
    return rng.uniform(0.01, 0.1, size=shape).astype(dtype)  # positive: a valid variance too


def _values(value: SSAValue, rng: np.random.Generator) -> np.ndarray:
    ty = value.type
    assert isinstance(ty, TensorType)
    owner = value.owner
    if isinstance(owner, ConstantOp):
        attr = owner.value
        shape, dtype = value_type(ty)
        if isinstance(attr, DenseIntOrFPElementsAttr):
            data = np.asarray(elements(attr), dtype=dtype)
            return np.broadcast_to(data.reshape(-1)[:1], shape).copy() if data.size == 1 and math.prod(shape) != 1 else data.reshape(shape)
        if isinstance(attr, DenseResourceAttr):
            return resource_blob(attr.resource_handle.data, tuple(shape), dtype).copy()
    return _made_up(ty, rng)


def _attribute(form: WeightForm, data: np.ndarray, ty: TensorType[Any], name: str) -> Attribute:
    if form == WeightForm.PLACEHOLDER:
        return PlaceholderAttr(ty)
    if form == WeightForm.RESOURCE:
        return resource_attr(data, name, ty)
    return dense_elements(data, ty)


def rewrite_weights(module: ModuleOp, form: WeightForm, seed: int = 0) -> ModuleOp:
    """Writes every weight of `module` in `form`, in place; returns `module`."""
    rng = np.random.default_rng(seed)
    for func in _functions(module):
        block = func.body.block
        attrs = _arg_attrs(func)
        weights: list[SSAValue] = [a for a in block.args if WEIGHT_ARG_ATTR in attrs[a.index]]
        weights += [op.output for op in block.ops if isinstance(op, ConstantOp)]
        first = block.first_op
        assert first is not None
        for n, value in enumerate(weights):
            ty = value.type
            assert isinstance(ty, TensorType)
            name = value.name_hint or f"w{n}"
            if form == WeightForm.ARGUMENT:
                if isinstance(value, BlockArgument):
                    continue
                arg = block.insert_arg(ty, len(block.args))
                arg.name_hint = value.name_hint
                attrs.append({WEIGHT_ARG_ATTR: UnitAttr()})
                value.replace_all_uses_with(arg)
                value.owner.detach()
                value.owner.erase()
                continue
            data = _values(value, rng) if form != WeightForm.PLACEHOLDER else np.zeros(0)
            op = ConstantOp(_attribute(form, data, ty, name))
            op.output.name_hint = value.name_hint
            if isinstance(value, BlockArgument):
                block.insert_op_before(op, first)
                value.replace_all_uses_with(op.output)
            else:
                owner = value.owner
                assert isinstance(owner, ConstantOp)
                op.attributes |= owner.attributes
                block.insert_op_before(op, owner)
                value.replace_all_uses_with(op.output)
                owner.detach()
                owner.erase()
        kept = [a for a in block.args if WEIGHT_ARG_ATTR not in attrs[a.index] or form == WeightForm.ARGUMENT]
        if len(kept) != len(block.args):
            attrs = [attrs[a.index] for a in kept]
            for arg in [a for a in block.args if a not in kept]:
                block.erase_arg(arg)
        _set_signature(func, attrs)
    return module
