# cause: call_dps_packed_function_not_registered
# expect: Cannot find ffi::Function \S+ in either Relax VM kernel library
# capture: pytest-native
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



def test_packed():
    @I.ir_module
    class M:
        @R.function
        def main(x: R.Tensor((3,), "int32")):
            y = R.call_dps_packed("runtime.my_cumsum", (x,), out_ty=R.Tensor((3,), "int32"))
            return y

    vm = relax.VirtualMachine(tvm.compile(M, "llvm"), tvm.cpu())
