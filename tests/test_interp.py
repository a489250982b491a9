import numpy as np
import pytest

from relayreduce import tvm_adapter
from relayreduce.interp import NotInterpretable, all_finite, evaluate
from conftest import reference_two_function_program, two_function_program


@pytest.mark.parametrize("cond", [True, False])
def test_interpreter_matches_the_hand_written_reference_and_tvm(cond):
    program = two_function_program()
    x = np.linspace(-2, 2, 12, dtype="float32").reshape(3, 4)
    want = reference_two_function_program(x, cond)
    np.testing.assert_allclose(evaluate(program, [x, np.array(cond)]), want, rtol=1e-6)
    np.testing.assert_allclose(tvm_adapter.run(program, [x, np.array(cond)]), want, rtol=1e-5)


def test_observer_sees_every_binding_in_program_order():
    seen = []
    evaluate(two_function_program(), [np.ones((2, 4), "float32"), np.array(False)],
             observe=lambda fn, var, value: seen.append((fn, var.name)))
    assert seen[0] == ("main", "v1") and ("helper", "v1") in seen and seen[-1] == ("main", "v7")


def test_opaque_calls_are_not_interpretable():
    from relayreduce.ir import Binding, Block, Function, Module, OpaqueCall, SeqExpr, TensorType, Var

    x = Var("x", TensorType((2,), "float32"))
    y = Var("y", x.type)
    body = SeqExpr((Block((Binding(y, OpaqueCall("relax.nn.softplus", (x,), x.type)),)),), y)
    with pytest.raises(NotInterpretable, match="relax.nn.softplus"):
        evaluate(Module((Function("main", (x,), body, x.type),)), [np.ones(2, "float32")])


def test_all_finite():
    assert all_finite((np.ones(2), np.array([1], "int32")))
    assert not all_finite((np.ones(2), np.array([np.inf])))
