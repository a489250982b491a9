import numpy as np
import pytest

from relayreduce import tvm_adapter
from relayreduce.interp import NotInterpretable, all_finite, evaluate
from helpers import reference_two_function_program, two_function_program


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


def _one_op(op, input_dtype, shape=(4,), const=None, **attrs):
    """main(x) = op(x[, const]) on an ``input_dtype`` tensor."""
    from relayreduce.ir import FunctionBuilder, TensorType, module
    from relayreduce.ir.expr import Const

    b = FunctionBuilder("main")
    x = b.param("x", TensorType(shape, input_dtype))
    args = (x,) if const is None else (x, Const(np.asarray(const, input_dtype)))
    return module(b.finish(b.call(op, *args, **attrs)))


def test_widened_evaluation_computes_floats_in_float64_and_leaves_plain_evaluation_alone():
    program = _one_op("add", "float32", const=1e4)
    x = np.array([0.1, -0.2, 0.3, 1.5], "float32")
    plain, wide = evaluate(program, [x]), evaluate(program, [x], widen=True)
    assert plain.dtype == np.float32 and wide.dtype == np.float64
    np.testing.assert_array_equal(plain, x + np.float32(1e4))  # rounded to float32's grid near 1e4
    np.testing.assert_allclose(wide, x.astype(np.float64) + 1e4, rtol=0, atol=1e-12)  # not rounded
    assert np.abs(plain - wide).max() > 1e-4


def test_widened_evaluation_does_not_wrap_narrow_integers():
    program = _one_op("multiply", "int8", const=50)
    x = np.array([-4, -1, 1, 3], "int8")
    np.testing.assert_array_equal(evaluate(program, [x]), (x * np.int8(50)).astype("int8"))  # wraps
    wide = evaluate(program, [x], widen=True)
    assert wide.dtype == np.int64 and wide.tolist() == [-200, -50, 50, 150]


def test_widened_evaluation_widens_the_dtypes_ops_are_asked_for():
    x = np.array([300.0, -5.0, 1.5, 70000.0], "float32")
    cast = _one_op("astype", "float32", dtype="int8")
    assert evaluate(cast, [x]).dtype == np.int8
    assert evaluate(cast, [x], widen=True).tolist() == [300, -5, 1, 70000]  # no wrap-around, int64
    to_half = _one_op("astype", "float32", dtype="float16")
    assert evaluate(to_half, [x], widen=True).tolist() == x.astype(np.float64).tolist()  # 70000 > float16 max
    predicate = _one_op("isnan", "float16", shape=(3,))
    assert evaluate(predicate, [x[:3].astype("float16")], widen=True).dtype == np.bool_  # bool stays bool


def test_a_perturbed_evaluation_rounds_once_per_op_at_the_magnitude_of_each_intermediate_value():
    from relayreduce.ir import FunctionBuilder, TensorType, module
    from relayreduce.ir.expr import Const

    b = FunctionBuilder("main")  # (x + 1000) - 1000: a rounding of the large sum survives the cancellation
    x = b.param("x", TensorType((64,), "float16"))
    with b.dataflow():
        big = b.call("add", x, Const(np.array(1000.0, "float16")))
        program = module(b.finish(b.call("subtract", big, Const(np.array(1000.0, "float16")))))
    values = np.linspace(-1, 1, 64).astype("float16")
    wide = evaluate(program, [values], widen=True)
    moved = np.abs(evaluate(program, [values], widen=True, perturb=0) - wide)
    assert moved.max() <= 2 * 1000 * 2.0**-11 and moved.mean() > 0.2  # about one float16 rounding of ~1000
    np.testing.assert_array_equal(evaluate(program, [values], widen=True, perturb=0),
                                  evaluate(program, [values], widen=True, perturb=0))  # seeded
    integers = _one_op("multiply", "int32", const=3)
    assert evaluate(integers, [np.arange(4, dtype="int32")], widen=True, perturb=1).tolist() == [0, 3, 6, 9]
    with pytest.raises(ValueError, match="perturb needs widen"):
        evaluate(program, [values], perturb=0)
