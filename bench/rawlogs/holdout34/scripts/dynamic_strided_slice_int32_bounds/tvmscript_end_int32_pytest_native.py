# cause: dynamic_strided_slice_int32_bounds
# expect: expects the input (begin|end|strides)values to be all int64
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R



def test_dynamic_slice_end_from_torch():
    @tvm.script.ir_module
    class D:
        @R.function
        def main(x: R.Tensor((5, 5), "float32"), b: R.Tensor((2,), "int64"), e: R.Tensor((2,), "int32"), s: R.Tensor((2,), "int64")):
            with R.dataflow():
                y = R.dynamic_strided_slice(x, b, e, s)
                R.output(y)
            return y

    x = np.arange(25, dtype="float32").reshape(5, 5)
    args = [x, np.array([0, 1], "int64"), np.array([2, 5], "int32"), np.array([1, 1], "int64")]
    vm = relax.VirtualMachine(tvm.compile(D, target="llvm"), tvm.cpu())
    np.testing.assert_allclose(vm["main"](*[tvm.runtime.tensor(a) for a in args]).numpy(), x[0:2, 1:5])
