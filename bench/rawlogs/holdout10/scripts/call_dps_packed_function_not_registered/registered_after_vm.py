# cause: call_dps_packed_function_not_registered
# expect: Cannot find ffi::Function \S+ in either Relax VM kernel library
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

@I.ir_module
class Ext:
    @R.function
    def main(x: R.Tensor((2, 2), "float32")):
        with R.dataflow():
            y = R.call_dps_packed("contrib.my_topk", (x,), out_ty=R.Tensor((2, 2), "float32"))
            R.output(y)
        return y

ex = tvm.compile(Ext, target="llvm")
print("compiled; creating VM", flush=True)
vm = relax.VirtualMachine(ex, tvm.cpu())

@tvm.register_global_func("contrib.my_topk")
def my_topk(x, out):
    out.copyfrom(x)
