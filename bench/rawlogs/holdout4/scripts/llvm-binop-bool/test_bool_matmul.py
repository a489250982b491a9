# cause: llvm-binop-bool
# expect: kDLFloat
# capture: pytest
import numpy as np
import tvm
from tvm import relax


def matmul_mod(dtype):
    bb = relax.BlockBuilder()
    a = relax.Var("a", relax.TensorType((3, 3), dtype))
    b = relax.Var("b", relax.TensorType((3, 3), dtype))
    with bb.function("main", [a, b]):
        with bb.dataflow():
            out = bb.emit_output(relax.op.matmul(a, b))
        bb.emit_func_output(out)
    return bb.get()


def run(dtype, x, y):
    ex = tvm.compile(matmul_mod(dtype), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(y)).numpy()


def test_matmul_int32():
    x = np.eye(3, dtype="int32")
    np.testing.assert_array_equal(run("int32", x, x), x)


def test_matmul_bool_adjacency():
    x = np.eye(3, dtype="bool")
    assert run("bool", x, x).dtype == np.bool_
