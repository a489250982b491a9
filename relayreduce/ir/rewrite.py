"""Edits of immutable IR programs: the vocabulary the reducer's delta passes are written in.

Every edit works by variable name inside one function (the checker keeps names unique per function, if
branches included), so an edit computed on one version of a program still applies after other edits.

- ``sites(fn)``: every binding with what is in scope before it, in program order.
- ``substitute(module, fn_name, mapping)``: replace uses of variables by atoms (chains resolve).
- ``replace_binding(module, fn_name, var_name, new_bindings)``: splice bindings in place of one.
- ``prune(module, before)``: drop bindings and functions an edit made dead (not those dead before).
- ``retype(module)``: re-infer every bound variable's type through the registry after types changed.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Callable, Iterator

from .expr import (Binding, Block, Call, CallFunc, Const, Expr, Function, If, Module, OpaqueCall, SeqExpr, Tuple,
                   TupleGetItem, Var, walk_seq)
from .types import IRTypeError, TensorType, TupleType, Type


@dataclass(frozen=True)
class Site:
    """One binding of a function, with the variables in scope just before it (params first)."""

    fn: str
    binding: Binding
    scope: tuple[Var, ...]
    nested: bool  # inside an if branch

    @property
    def var(self) -> Var:
        return self.binding.var

    @property
    def value(self) -> Expr:
        return self.binding.value


def sites(fn: Function) -> Iterator[Site]:
    def seq(s: SeqExpr, scope: tuple[Var, ...], nested: bool):
        for block in s.blocks:
            for b in block.bindings:
                yield Site(fn.name, b, scope, nested)
                if isinstance(b.value, If):
                    yield from seq(b.value.then_branch, scope, True)
                    yield from seq(b.value.else_branch, scope, True)
                scope = scope + (b.var,)

    yield from seq(fn.body, tuple(fn.params), False)


def all_sites(module: Module) -> Iterator[Site]:
    for fn in module.functions:
        yield from sites(fn)


# --------------------------------------------------------------------------------------------------
# Uses


def expr_uses(e: Expr) -> Iterator[str]:
    """Names of the variables an expression reads (an if's branches included)."""
    if isinstance(e, Var):
        yield e.name
    elif isinstance(e, (Call, CallFunc, OpaqueCall)):
        for a in e.args:
            yield from expr_uses(a)
    elif isinstance(e, Tuple):
        for f in e.fields:
            yield from expr_uses(f)
    elif isinstance(e, TupleGetItem):
        yield from expr_uses(e.tuple_value)
    elif isinstance(e, If):
        yield from expr_uses(e.cond)
        for branch in (e.then_branch, e.else_branch):
            yield from seq_uses(branch)


def seq_uses(s: SeqExpr) -> Iterator[str]:
    for b in s.bindings():
        yield from expr_uses(b.value)
    yield from expr_uses(s.result)


def used_names(fn: Function) -> set[str]:
    return set(seq_uses(fn.body))


def called_functions(module: Module) -> set[str]:
    return {b.value.func for fn in module.functions for b in walk_seq(fn.body) if isinstance(b.value, CallFunc)}


# --------------------------------------------------------------------------------------------------
# Structural rewriting


def map_expr(e: Expr, atom: Callable[[Expr], Expr], seq: Callable[[SeqExpr], SeqExpr]) -> Expr:
    """``e`` with ``atom`` applied to every atom position and ``seq`` to every nested body."""
    if isinstance(e, (Var, Const)):
        return atom(e)
    if isinstance(e, (Call, CallFunc, OpaqueCall)):
        return dataclasses.replace(e, args=tuple(map_expr(a, atom, seq) for a in e.args))
    if isinstance(e, Tuple):
        return Tuple(tuple(map_expr(f, atom, seq) for f in e.fields))
    if isinstance(e, TupleGetItem):
        return TupleGetItem(map_expr(e.tuple_value, atom, seq), e.index)
    if isinstance(e, If):
        return If(map_expr(e.cond, atom, seq), seq(e.then_branch), seq(e.else_branch))
    raise TypeError(f"cannot rewrite {type(e).__name__}")


def map_bindings(s: SeqExpr, edit: Callable[[Binding, bool], list[Binding] | None]) -> SeqExpr:
    """Rebuild a body with ``edit(binding, dataflow)`` returning replacement bindings (None: unchanged),
    applied to nested if branches first."""
    blocks = []
    for block in s.blocks:
        out: list[Binding] = []
        for b in block.bindings:
            if isinstance(b.value, If):
                b = Binding(b.var, If(b.value.cond, map_bindings(b.value.then_branch, edit),
                                      map_bindings(b.value.else_branch, edit)))
            replaced = edit(b, block.dataflow)
            out.extend([b] if replaced is None else replaced)
        blocks.append(Block(tuple(out), block.dataflow))
    return SeqExpr(tuple(blocks), s.result)


def _with_body(module: Module, fn_name: str, body: SeqExpr, **changes) -> Module:
    fn = module[fn_name]
    return module.replace_function(dataclasses.replace(fn, body=body, **changes))


def substitute_seq(s: SeqExpr, mapping: dict[str, Expr], chains: bool = True) -> SeqExpr:
    """``chains``: a replacement that is itself mapped is replaced again. Off when the replacements come from
    another scope (inlining), where equal names mean different variables."""
    def resolve(a: Expr) -> Expr:
        seen = set()
        while isinstance(a, Var) and a.name in mapping and a.name not in seen:
            seen.add(a.name)
            a = mapping[a.name]
            if not chains:
                break
        return a

    def seq(body: SeqExpr) -> SeqExpr:
        blocks = tuple(Block(tuple(Binding(b.var, map_expr(b.value, resolve, seq)) for b in block.bindings),
                             block.dataflow) for block in body.blocks)
        return SeqExpr(blocks, map_expr(body.result, resolve, seq))

    return seq(s)


def substitute(module: Module, fn_name: str, mapping: dict[str, Expr]) -> Module:
    """Replace every use of the mapped variables in one function; ``a -> b, b -> c`` resolves ``a`` to ``c``."""
    if not mapping:
        return module
    return _with_body(module, fn_name, substitute_seq(module[fn_name].body, mapping))


def replace_binding(module: Module, fn_name: str, var_name: str, new_bindings: list[Binding]) -> Module:
    """Splice ``new_bindings`` where ``var_name`` is bound (wherever that is, if branches included)."""
    body = map_bindings(module[fn_name].body, lambda b, _: new_bindings if b.var.name == var_name else None)
    return _with_body(module, fn_name, body)


def with_result(module: Module, fn_name: str, result: Expr) -> Module:
    """A function returning ``result`` instead; its return type is re-read (``retype`` fixes callers)."""
    fn = module[fn_name]
    return _with_body(module, fn_name, SeqExpr(fn.body.blocks, result), ret_type=_atom_type(result))


def _atom_type(e: Expr) -> Type:
    if isinstance(e, Tuple):
        return TupleType(tuple(_atom_type(f) for f in e.fields))
    return e.type


def call_order(module: Module) -> list[Function]:
    """Callees before callers, so each function's type is known before it is called. Ties keep module order."""
    callees = {fn.name: sorted({b.value.func for b in walk_seq(fn.body) if isinstance(b.value, CallFunc)})
               for fn in module.functions}
    order: list[Function] = []
    visiting: set[str] = set()

    def visit(fn: Function):
        if fn in order:
            return
        if fn.name in visiting:
            raise IRTypeError(f"function {fn.name} is recursive; recursion cannot be lowered")
        visiting.add(fn.name)
        for callee in callees[fn.name]:
            if callee not in module:
                raise IRTypeError(f"function {fn.name} calls unknown function {callee}")
            visit(module[callee])
        order.append(fn)

    for fn in module.functions:
        visit(fn)
    return order


# --------------------------------------------------------------------------------------------------
# Dead code


def live_names(module: Module) -> set[tuple[str, str]]:
    """(function, variable) pairs read somewhere; plus ("", f) for every function called or the entry."""
    live = {(fn.name, name) for fn in module.functions for name in used_names(fn)}
    live |= {("", f) for f in called_functions(module)} | {("", module.entry)}
    return live


def prune(module: Module, before: Module | None = None) -> Module:
    """Drop bindings nobody reads and functions nobody calls, but only those that were in use in
    ``before``: an edit's fallout goes, while dead code the program already had (which TVM still compiles,
    so a bug may live there) stays for the dead-code pass to try. With ``before=None`` all dead code goes."""
    protected = None if before is None else _dead(before)
    while True:
        live = live_names(module)
        dead_fns = [fn.name for fn in module.functions
                    if ("", fn.name) not in live and (protected is None or ("", fn.name) not in protected)]
        changed = False
        if dead_fns:
            module = dataclasses.replace(module, functions=tuple(f for f in module.functions if f.name not in dead_fns))
            changed = True
        for fn in module.functions:
            def drop(b: Binding, _df, fn=fn):
                key = (fn.name, b.var.name)
                if key in live or (protected is not None and key in protected):
                    return None
                return []

            body = map_bindings(fn.body, drop)
            if body != fn.body:
                module = _with_body(module, fn.name, body)
                changed = True
        if not changed:
            return module


def _dead(module: Module) -> set[tuple[str, str]]:
    live = live_names(module)
    dead = {("", fn.name) for fn in module.functions if ("", fn.name) not in live}
    for fn in module.functions:
        dead |= {(fn.name, b.var.name) for b in walk_seq(fn.body) if (fn.name, b.var.name) not in live}
    return dead


# --------------------------------------------------------------------------------------------------
# Re-typing


def retype(module: Module) -> Module:
    """Re-infer every bound variable's type from its value, callees before callers.

    Parameter types are taken as given; that is how the reducer changes a type (a smaller shape, another
    dtype) and lets the registry's relations carry the change through. Raises IRTypeError when an op rejects
    its new argument types or a call no longer matches its callee. Opaque calls keep the type TVM gave them,
    since only TVM can re-infer it.
    """
    from .check import function_type, value_type

    signatures: dict = {}
    functions: dict[str, Function] = {}

    def infer(e: Expr, env: dict[str, Var]) -> tuple[Expr, Type]:
        def atom(a: Expr) -> Expr:
            if isinstance(a, Var):
                if a.name not in env:
                    raise IRTypeError(f"%{a.name} is used outside its scope")
                return env[a.name]
            return a

        if not isinstance(e, If):
            e = map_expr(e, atom, lambda s: s)
            return e, value_type(e, _atom_type, signatures)
        if isinstance(e, If):
            cond = atom(e.cond)
            then_b, then_t = seq(e.then_branch, env)
            else_b, else_t = seq(e.else_branch, env)
            if then_t != else_t:
                raise IRTypeError(f"if branches disagree: {then_t} vs {else_t}")
            return If(cond, then_b, else_b), then_t

    def seq(s: SeqExpr, env: dict[str, Var]) -> tuple[SeqExpr, Type]:
        env = dict(env)
        blocks = []
        for block in s.blocks:
            out = []
            for b in block.bindings:
                value, t = infer(b.value, env)
                var = Var(b.var.name, t)
                env[var.name] = var
                out.append(Binding(var, value))
            blocks.append(Block(tuple(out), block.dataflow))
        result, t = infer(s.result, env)
        return SeqExpr(tuple(blocks), result), t

    for fn in call_order(module):
        body, ret = seq(fn.body, {p.name: p for p in fn.params})
        functions[fn.name] = dataclasses.replace(fn, body=body, ret_type=ret)
        signatures[fn.name] = function_type(functions[fn.name])
    return dataclasses.replace(module, functions=tuple(functions[fn.name] for fn in module.functions))


def tensor_types(t: Type) -> Iterator[TensorType]:
    if isinstance(t, TensorType):
        yield t
    elif isinstance(t, TupleType):
        for f in t.fields:
            yield from tensor_types(f)
