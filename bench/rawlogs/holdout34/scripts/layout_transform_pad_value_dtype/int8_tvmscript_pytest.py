# cause: layout_transform_pad_value_dtype
# expect: pad_value dtype|must be the same
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R



def test_int8_pack():
    @tvm.script.ir_module
    class Q:
        @R.function
        def main(x: R.Tensor((7,), "int8")):
            with R.dataflow():
                y = R.layout_transform(x, index_map=lambda i: (i // 4, i % 4), pad_value=0.0)
                R.output(y)
            return y

    vm = relax.VirtualMachine(tvm.compile(Q, target="llvm"), tvm.cpu())
    x = np.arange(7, dtype="int8")
    assert vm["main"](tvm.runtime.tensor(x)).numpy().shape == (2, 4)
