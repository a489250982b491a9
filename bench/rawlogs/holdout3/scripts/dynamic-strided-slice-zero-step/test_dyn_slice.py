# cause: dynamic-strided-slice-zero-step
# expect: Floating point exception
# capture: pytest
import numpy as np
import tvm
from tvm import relax


def _vm():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((10,), "int32"))
    b = relax.Var("b", relax.TensorType((1,), "int64"))
    e = relax.Var("e", relax.TensorType((1,), "int64"))
    s = relax.Var("s", relax.TensorType((1,), "int64"))
    with bb.function("main", [x, b, e, s]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.dynamic_strided_slice(x, b, e, s))
        bb.emit_func_output(y)
    return relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())


def _slice(vm, begin, end, step):
    x = np.arange(10, dtype="int32")
    args = [tvm.runtime.tensor(np.array([v], "int64")) for v in (begin, end, step)]
    return vm["main"](tvm.runtime.tensor(x), *args).numpy()


def test_forward_step():
    np.testing.assert_array_equal(_slice(_vm(), 1, 9, 3), np.arange(10)[1:9:3])


def test_backward_step():
    np.testing.assert_array_equal(_slice(_vm(), 8, 0, -2), np.arange(10)[8:0:-2])


def test_zero_step_is_rejected():
    try:
        _slice(_vm(), 0, 10, 0)
    except Exception:
        return
    raise AssertionError("zero step accepted")
