# cause: power-int-dtype
# expect: power only applies to float
# capture: pytest
import numpy as np
import tvm
from tvm import relax


def pow_by_const(dtype, k):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4,), dtype))
    with bb.function("main", [x]):
        with bb.dataflow():
            out = bb.emit_output(relax.op.power(x, relax.const(k, dtype)))
        bb.emit_func_output(out)
    return tvm.compile(bb.get(), target="llvm")


def test_square_float():
    vm = relax.VirtualMachine(pow_by_const("float32", 2.0), tvm.cpu())
    got = vm["main"](tvm.runtime.tensor(np.arange(4, dtype="float32"))).numpy()
    np.testing.assert_allclose(got, np.arange(4) ** 2)


def test_square_int64():
    vm = relax.VirtualMachine(pow_by_const("int64", 2), tvm.cpu())
    got = vm["main"](tvm.runtime.tensor(np.arange(4, dtype="int64"))).numpy()
    np.testing.assert_array_equal(got, np.arange(4) ** 2)
