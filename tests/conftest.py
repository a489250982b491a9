import numpy as np
import pytest

from relayreduce.ir import (Binding, CallFunc, Const, FunctionBuilder, If, TensorType, Var, branch, function_type,
                            module)


def two_function_program(dim="n"):
    """@helper is called from @main's dataflow block; @main ends in an if/else outside dataflow."""
    h = FunctionBuilder("helper")
    x = h.param("x", TensorType((dim, 4), "float32"))
    helper = h.finish(h.call("nn.relu", x))

    b = FunctionBuilder("main", {"helper": function_type(helper)})
    x = b.param("x", TensorType((dim, 4), "float32"))
    cond = b.param("cond", TensorType((), "bool"))
    with b.dataflow():
        shifted = b.call("add", x, Const(np.arange(4, dtype="float32")))
        pair = b.tuple(shifted, x)
        second = b.get_item(pair, 1)
        relu = b.emit(CallFunc("helper", (second,)))
        leaky = b.call("nn.leakyrelu", relu, alpha=0.1)
    e = Var("e", leaky.type)
    chosen = b.emit(If(cond, branch([Binding(e, _call("exp", leaky))], e), branch([], x)))
    scaled = b.call("multiply", chosen, chosen)
    return module(helper, b.finish(scaled))


def _call(op, *args, **attrs):
    from relayreduce.ir import Call

    return Call(op, args, attrs)


def reference_two_function_program(x, cond):
    leaky = np.maximum(x, 0)
    leaky = np.where(leaky > 0, leaky, leaky * 0.1)
    chosen = np.exp(leaky) if cond else x
    return chosen * chosen


@pytest.fixture
def program():
    return two_function_program()
