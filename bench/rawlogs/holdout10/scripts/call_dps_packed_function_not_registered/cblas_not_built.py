# cause: call_dps_packed_function_not_registered
# expect: Cannot find ffi::Function \S+ in either Relax VM kernel library
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



@I.ir_module
class Gemm:
    @R.function
    def main(a: R.Tensor((8, 8), "float32"), b: R.Tensor((8, 8), "float32")):
        c = R.call_dps_packed("tvm.contrib.cblas.matmul_", (a, b), out_ty=R.Tensor((8, 8), "float32"))
        return c


def test_cblas():
    ex = tvm.compile(Gemm, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    a = tvm.runtime.tensor(np.eye(8, dtype="float32"))
    vm["main"](a, a)
