# cause: system-lib-prefix-attr-on-export
# expect: vm_load_executable
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Model:
    @T.prim_func
    def k(A: T.Buffer((6,), "float32"), B: T.Buffer((6,), "float32")):
        for i in range(6):
            B[i] = A[i] * T.float32(3)

    @R.function
    def main(x: R.Tensor((6,), "float32")) -> R.Tensor((6,), "float32"):
        cls = Model
        return R.call_tir(cls.k, (x,), R.Tensor((6,), "float32"))


mod = Model.with_attr("system_lib_prefix", "plugin_a_")   # avoid symbol clashes with plugin_b
ex = tvm.compile(mod, target="llvm")
ex.export_library("plugin_a.so")
rt = tvm.runtime.load_module("plugin_a.so")
vm = relax.VirtualMachine(rt, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones(6, "float32"))))
