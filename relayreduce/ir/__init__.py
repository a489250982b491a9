"""The typed, Relay-style program IR: pure Python, immutable, structurally hashable."""

from .builder import FunctionBuilder, branch, module
from .check import check, function_type, is_well_typed
from .expr import (Binding, Block, Call, CallFunc, Const, Expr, Function, If, Module, OpaqueCall, SeqExpr, Tuple,
                   TupleGetItem, Var, size, type_of, walk)
from .printer import fingerprint, pretty
from .types import (ALL_DTYPES, FLOAT_DTYPES, INT_DTYPES, FuncType, IRTypeError, TensorType, TupleType, Type,
                    scalar)

__all__ = [
    "ALL_DTYPES", "Binding", "Block", "Call", "CallFunc", "Const", "Expr", "FLOAT_DTYPES", "FuncType",
    "Function", "FunctionBuilder", "INT_DTYPES", "IRTypeError", "If", "Module", "OpaqueCall", "SeqExpr",
    "TensorType", "Tuple", "TupleGetItem", "TupleType", "Type", "Var", "branch", "check", "fingerprint",
    "function_type", "is_well_typed", "module", "pretty", "scalar", "size", "type_of", "walk",
]
