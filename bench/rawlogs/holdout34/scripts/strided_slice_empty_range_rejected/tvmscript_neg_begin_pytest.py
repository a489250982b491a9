# cause: strided_slice_empty_range_rejected
# expect: is invalid for axis|InternalError
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R



@tvm.script.ir_module
class Tail:
    @R.function
    def main(x: R.Tensor((2, 6), "float32")):
        with R.dataflow():
            # x[:, -2:3] -> columns 4..3 -> empty
            y = R.strided_slice(x, axes=[1], begin=[-2], end=[3])
            R.output(y)
        return y


def test_tail_slice():
    x = np.arange(12, dtype="float32").reshape(2, 6)
    vm = relax.VirtualMachine(tvm.compile(Tail, target="llvm"), tvm.cpu())
    got = vm["main"](tvm.runtime.tensor(x)).numpy()
    assert got.shape == x[:, -2:3].shape
