# cause: vm_input_dtype_mismatch
# expect: expect Tensor with dtype int64 but get int32
# capture: pytest
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Lookup:
    @R.function
    def main(table: R.Tensor((100, 8), "float32"), ids: R.Tensor((5,), "int64")):
        with R.dataflow():
            e = R.take(table, ids, axis=0)
            R.output(e)
        return e

def test_lookup():
    vm = relax.VirtualMachine(tvm.compile(Lookup, "llvm"), tvm.cpu())
    table = tvm.runtime.tensor(np.zeros((100, 8), "float32"))
    ids = tvm.runtime.tensor(np.array([1, 2, 3, 4, 5], dtype="int32"))
    vm["main"](table, ids)
