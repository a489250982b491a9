# cause: old_api_sinfo_kwargs
# expect: call_dps_packed\(\) got an unexpected keyword argument 'out_sinfo'
# capture: stderr
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi

@tvm_ffi.register_global_func("demo.clip01")
def clip01(x, out):
    out.copyfrom(np.clip(x.numpy(), 0, 1))

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((5,), "float32"))
with bb.function("main", [x]):
    y = bb.emit(relax.call_dps_packed("demo.clip01", [x], out_sinfo=R.Tensor((5,), "float32")))
    bb.emit_func_output(y)
