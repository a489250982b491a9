"""The IR's own type checker: every candidate program passes here before any TVM time is spent on it.

It re-infers each binding through the op registry and insists that the annotation on the bound variable
equals what was inferred, so an annotated program is always consistent with its ops.
"""

from __future__ import annotations

from typing import Callable

from .expr import (MATCH_CAST, Binding, Call, CallFunc, Const, Expr, Function, If, Module, OpaqueCall, SeqExpr, Tuple,
                   TupleGetItem, Var)
from .types import FuncType, IRTypeError, TensorType, TupleType, Type, symbols_of


def type_dims(t: Type):
    """Every dimension mentioned by a type, tuples included."""
    if isinstance(t, TensorType):
        yield from t.shape or ()
    elif isinstance(t, TupleType):
        for f in t.fields:
            yield from type_dims(f)
    elif isinstance(t, FuncType):
        for p in t.params:
            yield from type_dims(p)
        yield from type_dims(t.ret)


def function_type(fn: Function) -> FuncType:
    return FuncType(tuple(p.type for p in fn.params), fn.ret_type)


def value_type(e: Expr, atom_type: Callable[[Expr], Type], signatures: dict[str, FuncType]) -> Type:
    """The type of a binding's value (anything but an if/else) from the types of its atoms, through the op
    registry's relations. Raises IRTypeError saying what is wrong. Shared by the checker, which compares it
    with the annotation, and by ``rewrite.retype``, which makes it the annotation."""
    from .. import ops  # the registry imports the IR, so import it lazily

    def argument(a: Expr) -> Type:
        return TupleType(tuple(atom_type(f) for f in a.fields)) if isinstance(a, Tuple) else atom_type(a)

    if isinstance(e, (Var, Const, Tuple)):
        return argument(e)
    if isinstance(e, Call):
        return ops.get(e.op).check([argument(a) for a in e.args], e.attr_dict)
    if isinstance(e, OpaqueCall):
        for a in e.args:
            argument(a)
        return e.type
    if isinstance(e, CallFunc):
        if e.func not in signatures:
            raise IRTypeError(f"call to unknown function @{e.func}")
        sig = signatures[e.func]
        got = tuple(atom_type(a) for a in e.args)
        if got != sig.params:
            raise IRTypeError(f"@{e.func} takes ({', '.join(map(str, sig.params))}), got ({', '.join(map(str, got))})")
        return sig.ret
    if isinstance(e, TupleGetItem):
        t = atom_type(e.tuple_value)
        if not isinstance(t, TupleType) or not 0 <= e.index < len(t.fields):
            raise IRTypeError(f"cannot take item {e.index} of {t}")
        return t.fields[e.index]
    raise IRTypeError(f"unexpected expression {type(e).__name__}")


class _Located(IRTypeError):
    """An IRTypeError that already says where it happened."""


class _Checker:
    def __init__(self, module: Module):
        self.module = module
        self.signatures = {fn.name: function_type(fn) for fn in module.functions}

    def function(self, fn: Function) -> None:
        self.where = fn.name
        # As in Relax, a symbolic dim is defined by appearing bare in a parameter's shape; every other use
        # must refer to one of those.
        self.symbols = {d for p in fn.params for d in type_dims(p.type) if isinstance(d, str) and d.isidentifier()}
        scope: dict[str, Type] = {}
        for p in fn.params:
            self._define(scope, p)
        result = self.seq(fn.body, scope)
        if result != fn.ret_type:
            self.fail(f"body has type {result} but the function returns {fn.ret_type}")
        self._require_defined_symbols(fn.ret_type, "the return type")

    def _require_defined_symbols(self, t: Type, where: str) -> None:
        for d in type_dims(t):
            undefined = [s for s in symbols_of(d) if s not in self.symbols]
            if undefined:
                self.fail(f"symbolic dim {undefined[0]} in {where} is not defined by any parameter's shape")

    def fail(self, message: str):
        raise _Located(f"in function {self.where}: {message}")

    def _define(self, scope: dict, var: Var) -> None:
        if var.name in self.defined:
            self.fail(f"variable %{var.name} is bound twice")
        self.defined.add(var.name)
        scope[var.name] = var.type

    def seq(self, seq: SeqExpr, scope: dict) -> Type:
        scope = dict(scope)
        for block in seq.blocks:
            for b in block.bindings:
                if block.dataflow and isinstance(b.value, If):
                    self.fail(f"%{b.var.name}: if/else cannot appear inside a dataflow block")
                self.binding(b, scope)
        return self.atom_or_tuple(seq.result, scope)

    def binding(self, b: Binding, scope: dict) -> None:
        inferred = self.expr(b.value, scope)
        if isinstance(b.value, OpaqueCall) and b.value.op == MATCH_CAST:
            # as in Relax, a match_cast defines the symbolic dims that appear bare in its type
            self.symbols |= {d for d in type_dims(b.value.type) if isinstance(d, str) and d.isidentifier()}
        self._require_defined_symbols(b.var.type, f"the type of %{b.var.name}")
        if inferred != b.var.type:
            self.fail(f"%{b.var.name} is annotated {b.var.type} but its value has type {inferred}")
        self._define(scope, b.var)

    def atom(self, e: Expr, scope: dict) -> Type:
        if isinstance(e, Var):
            if e.name not in scope:
                self.fail(f"%{e.name} is used before it is bound, or outside its scope")
            if scope[e.name] != e.type:
                self.fail(f"%{e.name} is used at type {e.type} but bound at {scope[e.name]}")
            return e.type
        if isinstance(e, Const):
            return e.type
        self.fail(f"{type(e).__name__} must be bound to a variable before it is used as an argument")

    def atom_or_tuple(self, e: Expr, scope: dict) -> Type:
        if isinstance(e, Tuple):
            return TupleType(tuple(self.atom(f, scope) for f in e.fields))
        return self.atom(e, scope)

    def expr(self, e: Expr, scope: dict) -> Type:
        if not isinstance(e, If):
            try:
                return value_type(e, lambda a: self.atom(a, scope), self.signatures)
            except _Located:
                raise
            except IRTypeError as err:
                self.fail(str(err))
        if isinstance(e, If):
            cond = self.atom(e.cond, scope)
            if cond != TensorType((), "bool"):
                self.fail(f"if condition must be a scalar bool tensor, got {cond}")
            then_t, else_t = self.seq(e.then_branch, scope), self.seq(e.else_branch, scope)
            if then_t != else_t:
                self.fail(f"if branches disagree: {then_t} vs {else_t}")
            return then_t

    def run(self) -> None:
        names = [fn.name for fn in self.module.functions]
        if len(set(names)) != len(names):
            raise IRTypeError("module defines a function twice")
        if self.module.entry not in names:
            raise IRTypeError(f"module has no entry function @{self.module.entry}")
        for fn in self.module.functions:
            self.defined: set[str] = set()
            self.function(fn)


def check(module: Module) -> None:
    """Raise IRTypeError with a located message unless ``module`` is well typed."""
    _Checker(module).run()


def is_well_typed(module: Module) -> bool:
    try:
        check(module)
    except IRTypeError:
        return False
    return True
