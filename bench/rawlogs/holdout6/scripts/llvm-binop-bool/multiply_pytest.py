# cause: llvm-binop-bool
# expect: t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


def _mod(dtype):
    bb = relax.BlockBuilder()
    a = relax.Var("a", relax.TensorType((8,), dtype))
    b = relax.Var("b", relax.TensorType((8,), dtype))
    with bb.function("main", [a, b]):
        with bb.dataflow():
            out = bb.emit_output(op.multiply(a, b))
        bb.emit_func_output(out)
    return bb.get()


def test_mul_int8():
    ex = tvm.compile(_mod("int8"), "llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.arange(8, dtype="int8")
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(x)).numpy(), x * x)


def test_mul_bool():
    tvm.compile(_mod("bool"), "llvm")
