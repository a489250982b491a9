# cause: vm_input_dtype_mismatch
# expect: expect Tensor with dtype int64 but get int32
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R



@tvm.script.ir_module
class Sc:
    @R.function
    def main(x: R.Tensor((3, 4), "float32"), i: R.Tensor((3, 1), "int64"), u: R.Tensor((3, 1), "float32")):
        with R.dataflow():
            y = R.scatter_elements(x, i, u, axis=1)
            R.output(y)
        return y


def test_scatter_elements_vs_numpy():
    x = np.zeros((3, 4), "float32")
    i = np.array([[1], [3], [0]], dtype=np.int32)
    u = np.ones((3, 1), "float32")
    vm = relax.VirtualMachine(tvm.compile(Sc, target="llvm"), tvm.cpu())
    got = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(i), tvm.runtime.tensor(u)).numpy()
    ref = x.copy(); np.put_along_axis(ref, i, u, axis=1)
    np.testing.assert_array_equal(got, ref)
