"""Build well-typed programs without writing annotations by hand.

Each ``emit`` infers the bound variable's type through the registry, so a program made with the builder
type-checks by construction (the generator and the tests rely on this).
"""

from __future__ import annotations

from contextlib import contextmanager

from .expr import Binding, Block, Call, CallFunc, Expr, Function, If, Module, SeqExpr, Tuple, TupleGetItem, Var
from .types import FuncType, Type


class FunctionBuilder:
    def __init__(self, name: str, signatures: dict[str, FuncType] | None = None):
        self.name = name
        self.params: list[Var] = []
        self.signatures = signatures or {}
        self._blocks: list[Block] = []
        self._pending: list[Binding] = []
        self._dataflow = False
        self._count = 0

    def param(self, name: str, t: Type) -> Var:
        var = Var(name, t)
        self.params.append(var)
        return var

    def fresh(self, prefix: str = "v") -> str:
        self._count += 1
        return f"{prefix}{self._count}"

    def infer(self, value: Expr, scope_types: dict | None = None) -> Type:
        from .. import ops
        from .expr import type_of

        if isinstance(value, Call):
            return ops.get(value.op).check([type_of(a) for a in value.args], value.attr_dict)
        if isinstance(value, CallFunc):
            return self.signatures[value.func].ret
        if isinstance(value, If):
            return self._seq_type(value.then_branch)
        return type_of(value)

    @staticmethod
    def _seq_type(seq: SeqExpr) -> Type:
        from .expr import type_of

        return type_of(seq.result)

    def emit(self, value: Expr, name: str | None = None) -> Var:
        var = Var(name or self.fresh(), self.infer(value))
        self._pending.append(Binding(var, value))
        return var

    def call(self, op: str, *args: Expr, name: str | None = None, **attrs) -> Var:
        return self.emit(Call(op, args, attrs), name)

    def tuple(self, *fields: Expr, name: str | None = None) -> Var:
        return self.emit(Tuple(fields), name)

    def get_item(self, tup: Expr, index: int, name: str | None = None) -> Var:
        return self.emit(TupleGetItem(tup, index), name)

    def _flush(self) -> None:
        if self._pending:
            self._blocks.append(Block(tuple(self._pending), self._dataflow))
            self._pending = []

    @contextmanager
    def dataflow(self):
        self._flush()
        self._dataflow = True
        try:
            yield
        finally:
            self._flush()
            self._dataflow = False

    def finish(self, result: Expr) -> Function:
        self._flush()
        body = SeqExpr(tuple(self._blocks), result)
        return Function(self.name, tuple(self.params), body, self._seq_type(body))


def branch(bindings: list[Binding] | tuple = (), result: Expr | None = None) -> SeqExpr:
    """An if-branch: plain (non-dataflow) bindings and a result."""
    blocks = (Block(tuple(bindings), False),) if bindings else ()
    return SeqExpr(blocks, result)


def module(*functions: Function, entry: str = "main") -> Module:
    return Module(tuple(functions), entry)
