"""Expressions, bindings, functions and modules of the program IR.

Everything is a frozen dataclass, so equality and hashing are structural for free and a program can be a
dict key or a cache entry. Programs are kept in Relax's normal form: call arguments, tuple fields, the
if-condition and the tuple of a tuple-get-item are atoms (variables or constants); anything bigger is bound
to a variable first. That is what makes lowering to Relax and importing back an identity.
"""

from __future__ import annotations

import dataclasses
import hashlib
from dataclasses import dataclass
from typing import Any, Iterator, Union

import numpy as np

from .types import TensorType, TupleType, Type

AttrValue = Union[None, bool, int, float, str, tuple]


class Expr:
    __slots__ = ()


@dataclass(frozen=True)
class Var(Expr):
    name: str
    type: Type

    def __str__(self) -> str:
        return f"%{self.name}"


@dataclass(frozen=True, eq=False)
class Const(Expr):
    """A constant tensor. Compared and hashed by dtype, shape and bytes, so two equal arrays are one constant."""

    value: np.ndarray

    def __post_init__(self):
        # A private, read-only copy: nobody holding the original array can change a constant's identity.
        # (np.ascontiguousarray would turn 0-d arrays into 1-d ones.)
        arr = np.array(self.value, order="C", copy=True)
        arr.setflags(write=False)
        object.__setattr__(self, "value", arr)
        object.__setattr__(self, "_key", (str(arr.dtype), arr.shape, arr.tobytes()))

    @property
    def type(self) -> TensorType:
        return TensorType(tuple(int(d) for d in self.value.shape), str(self.value.dtype))

    def __eq__(self, other) -> bool:
        return isinstance(other, Const) and self._key == other._key

    def __hash__(self) -> int:
        return hash(self._key)

    def __repr__(self) -> str:
        return f"Const({self.type}, #{self.digest()})"

    def digest(self) -> str:
        return hashlib.sha256(repr(self._key[:2]).encode() + self._key[2]).hexdigest()[:12]

    def __reduce__(self):
        # Keep pickles independent of numpy's internal pickle format: plain builtins only.
        dtype, shape, data = self._key
        return (_const_from_bytes, (dtype, shape, data))


def _const_from_bytes(dtype: str, shape: tuple, data: bytes) -> Const:
    return Const(np.frombuffer(data, dtype=dtype).reshape(shape))


Atom = Union[Var, Const]


def _freeze_attr(value: Any) -> AttrValue:
    if isinstance(value, (list, tuple)):
        return tuple(_freeze_attr(v) for v in value)
    if isinstance(value, np.generic):
        return value.item()
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise TypeError(f"attribute value {value!r} must be None, bool, int, float, str or a tuple of those")


@dataclass(frozen=True)
class Call(Expr):
    """A call to a registered operator; ``attrs`` are its compile-time attributes, sorted by name."""

    op: str
    args: tuple[Expr, ...]
    attrs: tuple[tuple[str, AttrValue], ...] = ()

    def __post_init__(self):
        object.__setattr__(self, "args", tuple(self.args))
        items = self.attrs.items() if isinstance(self.attrs, dict) else self.attrs
        object.__setattr__(self, "attrs", tuple(sorted((k, _freeze_attr(v)) for k, v in items)))

    @property
    def attr_dict(self) -> dict[str, AttrValue]:
        return dict(self.attrs)


@dataclass(frozen=True)
class CallFunc(Expr):
    """A call to another function of the same module, by name."""

    func: str
    args: tuple[Expr, ...]

    def __post_init__(self):
        object.__setattr__(self, "args", tuple(self.args))


@dataclass(frozen=True)
class OpaqueCall(Expr):
    """A call to a Relax op we do not model, kept so users' own modules can still be reduced.

    Its result type is the one TVM inferred when the module was imported. ``attrs_json`` is TVM's own
    serialization of the op attributes, so the call lowers back exactly; ``extra_args`` holds non-tensor
    Relax arguments (shapes, prim values) in the same serialized form. ``global_args`` are arguments that
    name a function of the module (``R.call_tir``'s PrimFunc), by position and name; ``type_args`` are the
    call's explicit result types (``R.call_tir``'s ``out_ty``).

    The op ``MATCH_CAST`` stands for Relax's ``R.match_cast(args[0], type)``, which is a binding, not a call,
    in Relax: modelled as a call, every pass and check handles it like any other typed opaque value.
    """

    op: str
    args: tuple[Expr, ...]
    type: Type
    attrs_json: str = ""
    extra_args_json: tuple[tuple[int, str], ...] = ()
    global_args: tuple[tuple[int, str], ...] = ()
    type_args: tuple[Type, ...] = ()

    def __post_init__(self):
        object.__setattr__(self, "args", tuple(self.args))
        object.__setattr__(self, "extra_args_json", tuple(self.extra_args_json))
        object.__setattr__(self, "global_args", tuple(self.global_args))
        object.__setattr__(self, "type_args", tuple(self.type_args))


MATCH_CAST = "match_cast"


@dataclass(frozen=True)
class Tuple(Expr):
    fields: tuple[Expr, ...]

    def __post_init__(self):
        object.__setattr__(self, "fields", tuple(self.fields))


@dataclass(frozen=True)
class TupleGetItem(Expr):
    tuple_value: Expr
    index: int


@dataclass(frozen=True)
class Binding:
    var: Var
    value: Expr


@dataclass(frozen=True)
class Block:
    """A sequence of bindings. A dataflow block holds only pure, control-flow-free bindings."""

    bindings: tuple[Binding, ...]
    dataflow: bool = False

    def __post_init__(self):
        object.__setattr__(self, "bindings", tuple(self.bindings))


@dataclass(frozen=True)
class SeqExpr(Expr):
    """Blocks of bindings followed by a result: a function body or an if-branch."""

    blocks: tuple[Block, ...]
    result: Expr

    def __post_init__(self):
        # Canonical form, as Relax's normalizer leaves it: no empty blocks, and adjacent blocks of the same
        # kind merged. Without it, IR -> Relax -> IR would not be the identity.
        merged: list[Block] = []
        for block in self.blocks:
            if not block.bindings:
                continue
            if merged and merged[-1].dataflow == block.dataflow:
                merged[-1] = Block(merged[-1].bindings + block.bindings, block.dataflow)
            else:
                merged.append(block)
        object.__setattr__(self, "blocks", tuple(merged))

    def bindings(self) -> Iterator[Binding]:
        for block in self.blocks:
            yield from block.bindings


@dataclass(frozen=True)
class If(Expr):
    """if/else on a scalar bool tensor; both branches have the binding's type."""

    cond: Expr
    then_branch: SeqExpr
    else_branch: SeqExpr


@dataclass(frozen=True)
class Function:
    name: str
    params: tuple[Var, ...]
    body: SeqExpr
    ret_type: Type

    def __post_init__(self):
        object.__setattr__(self, "params", tuple(self.params))


@dataclass(frozen=True)
class Module:
    """A module of functions; ``main`` is the entry point the oracles call.

    ``extern_funcs`` are functions of a user's module that are not Relax (``T.prim_func``s that
    ``R.call_tir`` calls), kept as (name, TVM's JSON serialization): they lower back exactly and are
    dropped when nothing calls them any more."""

    functions: tuple[Function, ...]
    entry: str = "main"
    extern_funcs: tuple[tuple[str, str], ...] = ()

    def __post_init__(self):
        object.__setattr__(self, "functions", tuple(self.functions))
        object.__setattr__(self, "extern_funcs", tuple(self.extern_funcs))

    def __getitem__(self, name: str) -> Function:
        for fn in self.functions:
            if fn.name == name:
                return fn
        raise KeyError(name)

    def __contains__(self, name: str) -> bool:
        return any(fn.name == name for fn in self.functions)

    @property
    def main(self) -> Function:
        return self[self.entry]

    def replace_function(self, fn: Function) -> "Module":
        return dataclasses.replace(self, functions=tuple(fn if f.name == fn.name else f for f in self.functions))


def type_of(expr: Expr) -> Type:
    """The type of an atom or tuple of atoms, read off annotations. Calls need the checker."""
    if isinstance(expr, (Var, Const)):
        return expr.type
    if isinstance(expr, OpaqueCall):
        return expr.type
    if isinstance(expr, Tuple):
        return TupleType(tuple(type_of(f) for f in expr.fields))
    if isinstance(expr, TupleGetItem):
        return type_of(expr.tuple_value).fields[expr.index]
    raise TypeError(f"type_of needs an annotated expression, got {type(expr).__name__}")


def walk_seq(seq: SeqExpr) -> Iterator[Binding]:
    """Every binding in a body, branches of nested ifs included, in program order."""
    for binding in seq.bindings():
        yield binding
        if isinstance(binding.value, If):
            yield from walk_seq(binding.value.then_branch)
            yield from walk_seq(binding.value.else_branch)


def walk(module: Module) -> Iterator[tuple[Function, Binding]]:
    for fn in module.functions:
        for binding in walk_seq(fn.body):
            yield fn, binding


def size(module: Module) -> int:
    """Number of op-call bindings: the measure the reducer minimizes."""
    return sum(isinstance(b.value, (Call, OpaqueCall)) for _, b in walk(module))

