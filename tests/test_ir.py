"""The IR on its own: structure, hashing, size, printing and the type checker (no TVM needed)."""

import dataclasses
import pickle

import numpy as np
import pytest

from relayreduce.ir import (Binding, Block, Call, Const, Function, IRTypeError, Module, SeqExpr, TensorType,
                            TupleType, Var, check, fingerprint, pretty, size)
from relayreduce.ir.expr import walk
from helpers import two_function_program


def test_structurally_equal_programs_are_equal_and_hash_alike():
    a, b = two_function_program(), two_function_program()
    assert a is not b and a == b and hash(a) == hash(b)
    assert fingerprint(a) == fingerprint(b)
    assert len({a, b}) == 1


def test_a_changed_dim_changes_equality_hash_and_fingerprint():
    a, b = two_function_program("n"), two_function_program("m")
    assert a != b
    assert fingerprint(a) != fingerprint(b)


def test_constants_compare_by_value_dtype_and_shape():
    assert Const(np.arange(3, dtype="int32")) == Const(np.arange(3, dtype="int32"))
    assert Const(np.arange(3, dtype="int32")) != Const(np.arange(3, dtype="int64"))
    assert Const(np.zeros((2, 2), "float32")) != Const(np.zeros((4,), "float32"))
    big_a, big_b = np.zeros(100, "float32"), np.zeros(100, "float32")
    big_b[57] = 1e-7
    assert fingerprint(_const_program(big_a)) != fingerprint(_const_program(big_b))


def _const_program(array):
    x = Var("x", TensorType(array.shape, "float32"))
    r = Var("r", x.type)
    body = SeqExpr((Block((Binding(r, Call("add", (x, Const(array)))),)),), r)
    return Module((Function("main", (x,), body, x.type),))


def test_ir_is_immutable():
    program = two_function_program()
    with pytest.raises(dataclasses.FrozenInstanceError):
        program.functions = ()
    const = Const(np.ones(2, "float32"))
    with pytest.raises(ValueError):
        const.value[0] = 5


def test_size_counts_op_call_bindings_including_if_branches(program):
    ops = [b.value.op for _, b in walk(program) if isinstance(b.value, Call)]
    assert ops == ["nn.relu", "add", "nn.leakyrelu", "exp", "multiply"]
    assert size(program) == 5


def test_printer_shows_functions_dataflow_and_if(program):
    text = pretty(program)
    assert "def @helper(%x: Tensor[(n, 4), float32])" in text
    assert "dataflow {" in text
    assert "@helper(%v3)" in text
    assert "if (%cond) {" in text and "} else {" in text
    assert "nn.leakyrelu(%v4, alpha=0.1)" in text


def test_pickle_roundtrip_preserves_structure(program):
    assert pickle.loads(pickle.dumps(program)) == program


def test_checker_accepts_builder_programs(program):
    check(program)


def _replace_first_binding(program, new_binding):
    main = program.main
    block = main.body.blocks[0]
    blocks = (Block((new_binding,) + block.bindings[1:], block.dataflow),) + main.body.blocks[1:]
    return program.replace_function(dataclasses.replace(main, body=SeqExpr(blocks, main.body.result)))


@pytest.mark.parametrize("mutate, message", [
    (lambda b: Binding(Var(b.var.name, TensorType(("n", 5), "float32")), b.value), "annotated"),
    (lambda b: Binding(b.var, Call("add", (b.value.args[0], Const(np.ones(3, "float32"))))), "do not broadcast"),
    (lambda b: Binding(b.var, Call("add", (b.value.args[0], Const(np.ones(4, "int32"))))), "dtypes differ"),
    (lambda b: Binding(b.var, Call("no_such_op", b.value.args)), "unknown op"),
    (lambda b: Binding(b.var, Call("add", b.value.args, {"axis": 1})), "unknown attribute"),
    (lambda b: Binding(b.var, Call("add", (Var("ghost", b.var.type), b.value.args[1]))), "used before it is bound"),
])
def test_checker_rejects_ill_typed_programs_with_a_located_message(program, mutate, message):
    bad = _replace_first_binding(program, mutate(program.main.body.blocks[0].bindings[0]))
    with pytest.raises(IRTypeError, match=message) as info:
        check(bad)
    assert "in function main" in str(info.value)


def test_checker_rejects_if_inside_dataflow(program):
    main = program.main
    if_binding = main.body.blocks[1].bindings[0]
    dataflow = main.body.blocks[0]
    moved = Block(dataflow.bindings + (if_binding,), dataflow=True)
    bad = program.replace_function(dataclasses.replace(
        main, body=SeqExpr((moved,) + main.body.blocks[2:] if len(main.body.blocks) > 2 else (moved,),
                           main.body.result)))
    with pytest.raises(IRTypeError, match="dataflow"):
        check(bad)


def test_types_reject_unknown_dtypes_and_negative_dims():
    with pytest.raises(IRTypeError, match="dtype"):
        TensorType((1,), "float8")
    with pytest.raises(IRTypeError, match="negative"):
        TensorType((-1,), "float32")
    assert str(TupleType((TensorType((), "bool"),))) == "(Tensor[(), bool],)"


def test_scalar_constants_stay_scalar_and_are_isolated_from_their_source():
    source = np.array(3.5, dtype="float32")
    const = Const(source)
    source[...] = 0
    assert const.value.shape == () and float(const.value) == 3.5
    assert pickle.loads(pickle.dumps(const)).value.shape == ()


def test_checker_requires_symbolic_dims_to_be_defined_by_parameters():
    from relayreduce.ir import OpaqueCall

    x = Var("x", TensorType((3, 4), "float32"))
    y = Var("y", TensorType(("n", 4), "float32"))
    body = SeqExpr((Block((Binding(y, OpaqueCall("relax.nn.relu", (x,), y.type)),)),), y)
    with pytest.raises(IRTypeError, match="symbolic dim n in the type of %y is not defined"):
        check(Module((Function("main", (x,), body, y.type),)))


def test_adjacent_blocks_of_one_kind_merge_and_empty_blocks_vanish():
    x, a, b = Var("x", TensorType((2,), "float32")), Var("a", TensorType((2,), "float32")), Var("b", TensorType((2,), "float32"))
    seq = SeqExpr((Block((Binding(a, Call("exp", (x,))),), True), Block((), False),
                   Block((Binding(b, Call("exp", (a,))),), True)), b)
    assert seq.blocks == (Block((Binding(a, Call("exp", (x,))), Binding(b, Call("exp", (a,)))), True),)
