# cause: packed_func_not_registered
# expect: Cannot find ffi::Function demo\.dps_add1
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((3,), "float32"))
with bb.function("main", [x]):
    y = bb.emit(relax.call_dps_packed("demo.dps_add1", [x], R.Tensor((3,), "float32")))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

@tvm_ffi.register_global_func("demo.dps_add1")
def dps_add1(x, out):
    out.copyfrom(x.numpy() + 1)

print(vm["main"](tvm.runtime.tensor(np.zeros(3, "float32"))))
