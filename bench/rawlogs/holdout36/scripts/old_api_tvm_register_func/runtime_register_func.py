# cause: old_api_tvm_register_func
# expect: module 'tvm.runtime' has no attribute 'register_func'
# capture: ipython
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi

def dps_relu(x, out):
    out.copyfrom(np.maximum(x.numpy(), 0))

tvm.runtime.register_func("demo.dps_relu", dps_relu)

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((3,), "float32"))
with bb.function("main", [x]):
    y = bb.emit(relax.call_dps_packed("demo.dps_relu", [x], R.Tensor((3,), "float32")))
    bb.emit_func_output(y)
