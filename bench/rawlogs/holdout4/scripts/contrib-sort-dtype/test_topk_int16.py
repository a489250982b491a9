# cause: contrib-sort-dtype
# expect: Unsupported input dtype: int16
# capture: pytest
import numpy as np
import tvm
from tvm import relax


def topk_vm(dtype, k):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((10,), dtype))
    with bb.function("main", [x]):
        with bb.dataflow():
            out = bb.emit_output(relax.op.topk(x, k=k, ret_type="values"))
        bb.emit_func_output(out)
    return relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())


def test_topk_int32():
    vm = topk_vm("int32", 3)
    got = vm["main"](tvm.runtime.tensor(np.arange(10, dtype="int32"))).numpy()
    np.testing.assert_array_equal(got, [9, 8, 7])


def test_topk_int16():
    vm = topk_vm("int16", 3)
    got = vm["main"](tvm.runtime.tensor(np.arange(10, dtype="int16"))).numpy()
    np.testing.assert_array_equal(got, [9, 8, 7])
