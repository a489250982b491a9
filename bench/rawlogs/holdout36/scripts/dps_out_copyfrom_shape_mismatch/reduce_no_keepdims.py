# cause: dps_out_copyfrom_shape_mismatch
# expect: array shape do not match the shape of Tensor
# capture: combined
# post: crlf
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi

def dps_rowmax(x, out):
    out.copyfrom(x.numpy().max(axis=1))

tvm_ffi.register_global_func("demo.rowmax", dps_rowmax)
bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((4, 6), "float32"))
with bb.function("main", [x]):
    m = bb.emit(relax.call_dps_packed("demo.rowmax", [x], R.Tensor((4, 1), "float32")))
    y = bb.emit(relax.op.subtract(x, m))
    bb.emit_func_output(y)
mod = relax.transform.LegalizeOps()(bb.get())
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
vm["main"](tvm.runtime.tensor(np.random.rand(4, 6).astype("float32")))
