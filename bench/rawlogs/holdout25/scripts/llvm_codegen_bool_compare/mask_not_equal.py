# cause: llvm_codegen_bool_compare
# expect: fcmp one i1|Invalid operand types for FCmp
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Changed:
    @R.function
    def main(prev: R.Tensor(("n",), "bool"), cur: R.Tensor(("n",), "bool")):
        with R.dataflow():
            flipped = R.not_equal(prev, cur)
            R.output(flipped)
        return flipped


Changed.show()
ex = tvm.compile(Changed, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.array([True, False, True])), tvm.runtime.tensor(np.array([True, True, False]))))
