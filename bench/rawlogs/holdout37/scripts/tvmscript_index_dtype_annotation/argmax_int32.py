# cause: tvmscript_index_dtype_annotation
# expect: Invalid annotation
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


def test_argmax_labels():
    @tvm.script.ir_module
    class Classify:
        @R.function
        def main(x: R.Tensor((8, 5), "float32")):
            with R.dataflow():
                a = R.argmax(x, axis=1)
                lab: R.Tensor((8,), "int32") = a
                R.output(lab)
            return lab

    vm = relax.VirtualMachine(tvm.compile(Classify, target="llvm"), tvm.cpu())
    x = np.random.rand(8, 5).astype("float32")
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(x)).numpy(), x.argmax(1))
