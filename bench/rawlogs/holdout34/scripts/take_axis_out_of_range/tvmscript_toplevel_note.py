# cause: take_axis_out_of_range
# expect: note: run with `TVM_BACKTRACE=1`
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Gather:
    @R.function
    def main(x: R.Tensor((16, 32), "float32"), ids: R.Tensor((4,), "int64")):
        with R.dataflow():
            cols = R.take(x, ids, axis=2)
            R.output(cols)
        return cols


vm = relax.VirtualMachine(tvm.compile(Gather, target="llvm"), tvm.cpu())
x = np.zeros((16, 32), "float32")
print(vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(np.array([0, 1, 2, 3]))).numpy().shape)
