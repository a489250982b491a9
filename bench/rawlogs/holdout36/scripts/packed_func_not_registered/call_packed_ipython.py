# cause: packed_func_not_registered
# expect: Cannot find ffi::Function demo\.log_stats
# capture: ipython
# post: crlf
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((5,), "float32"))
with bb.function("main", [x]):
    s = bb.emit(relax.op.call_pure_packed("demo.log_stats", x, ty_args=R.Tensor((5,), "float32")))
    y = bb.emit(relax.op.nn.relu(s))
    bb.emit_func_output(y)
mod = relax.transform.LegalizeOps()(bb.get())
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
vm["main"](tvm.runtime.tensor(np.ones(5, "float32")))
