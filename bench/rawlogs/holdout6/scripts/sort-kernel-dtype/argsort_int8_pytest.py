# cause: sort-kernel-dtype
# expect: Unsupported input dtype: (bool|int8|uint8)
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


def _run(dtype):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((5,), dtype))
    with bb.function("main", [x]):
        with bb.dataflow():
            out = bb.emit_output(op.argsort(x, descending=True))
        bb.emit_func_output(out)
    ex = tvm.compile(bb.get(), "llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](tvm.runtime.tensor(np.array([3, 1, 4, 1, 5], dtype))).numpy()


def test_argsort_int32():
    assert list(_run("int32")) == [4, 2, 0, 1, 3] or list(_run("int32"))[0] == 4


def test_argsort_int8():
    assert _run("int8")[0] == 4
