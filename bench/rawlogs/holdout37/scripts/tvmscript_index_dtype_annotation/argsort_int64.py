# cause: tvmscript_index_dtype_annotation
# expect: TVM_BACKTRACE
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class Ranker:
    @R.function
    def main(x: R.Tensor((16,), "float32")):
        with R.dataflow():
            order: R.Tensor((16,), "int64") = R.argsort(x, axis=0, descending=True)
            R.output(order)
        return order


vm = relax.VirtualMachine(tvm.compile(Ranker, target="llvm"), tvm.cpu())
x = np.random.rand(16).astype("float32")
np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(x)).numpy(), np.argsort(-x, kind="stable"))
