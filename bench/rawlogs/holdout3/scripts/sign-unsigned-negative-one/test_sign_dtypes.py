# cause: sign-unsigned-negative-one
# expect: test_sign\[uint16\][\s\S]*cannot make uint from negative value -1
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax


def compile_sign(dtype):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((8,), dtype))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.sign(x))
        bb.emit_func_output(y)
    return tvm.compile(bb.get(), target="llvm")


@pytest.mark.parametrize("dtype", ["float32", "int32", "uint16"])
def test_sign(dtype):
    ex = compile_sign(dtype)
    vm = relax.VirtualMachine(ex, tvm.cpu())
    data = np.array([0, 1, 2, 3, 0, 5, 6, 7], dtype=dtype)
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(data)).numpy(), np.sign(data))
