"""The wellformed oracle compares every binding's type with TVM's inference, on real TVM: none is skipped."""

import pytest

from relayreduce import tvm_adapter as A
from relayreduce.case import OracleSpec, make_case
from relayreduce.ir import Binding, Block, Call, Function, Module, SeqExpr, Var
from relayreduce.ir.types import TensorType
from relayreduce.oracles import wellformed
from relayreduce.oracles.base import Mismatch

X = Var("x", TensorType((2, 3), "float32"))


def chain(*bindings: tuple[str, object, TensorType]) -> Module:
    """@main(%x) binding each (name, value, declared type) in order; returns the last. No type checking, so a
    declared type may differ from what the op gives."""
    block = Block(tuple(Binding(Var(name, t), value) for name, value, t in bindings), False)
    last = block.bindings[-1].var
    return Module((Function("main", (X,), SeqExpr((block,), last), last.type),))


def wellformed_case(program: Module):
    return make_case(program, oracle=OracleSpec(name="wellformed"))


def test_a_binding_declared_unlike_tvms_inference_is_a_mismatch():
    exact, loose = TensorType((2, 3), "float32"), TensorType(None, "float32", unknown_ndim=2)
    wellformed.check(wellformed_case(chain(("y", Call("add", (X, X)), exact))))
    # TVM accepts an annotation looser than the value (a stricter one is not well formed) and infers the exact type.
    with pytest.raises(Mismatch, match=r"@main %y is Tensor\[ndim=2, float32\] by the op's relation but TVM "
                                       r"infers Tensor\[\(2, 3\), float32\]"):
        wellformed.check(wellformed_case(chain(("y", Call("add", (X, X)), loose))))


def test_a_binding_missing_from_the_lowered_module_is_our_error():
    t = X.type
    program = chain(("alias", X, t), ("y", Call("add", (Var("alias", t), X)), t))
    lowered = A.lower(program)
    assert [(b.var.name, theirs) for _, b, theirs in A.inferred_types(program, lowered)] == [("alias", t), ("y", t)]
    # A real TVM pass folds the alias away: a lowered module in which one of the program's bindings is gone.
    folded = A.apply_passes(lowered, ["CanonicalizeBindings"])
    with pytest.raises(A.AdapterError, match="@main %alias has no binding in the lowered module"):
        list(A.inferred_types(program, folded))


def test_a_name_bound_twice_is_our_error_not_one_binding_checked_for_two():
    t = X.type
    program = chain(("y", Call("add", (X, X)), t), ("y", Call("multiply", (Var("y", t), X)), t))
    with pytest.raises(A.AdapterError, match="@main binds %y twice"):
        wellformed.check(wellformed_case(program))
