# cause: packed_callback_tensor_arith
# expect: loop of ufunc does not support argument 0 of type Tensor
# capture: ipython
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi

def dps_softplus(x, out):
    out.copyfrom(np.log1p(np.exp(x)))

tvm_ffi.register_global_func("demo.softplus", dps_softplus)
bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((2, 2), "float32"))
with bb.function("main", [x]):
    y = bb.emit(relax.call_dps_packed("demo.softplus", [x], R.Tensor((2, 2), "float32")))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
vm["main"](tvm.runtime.tensor(np.zeros((2, 2), "float32")))
