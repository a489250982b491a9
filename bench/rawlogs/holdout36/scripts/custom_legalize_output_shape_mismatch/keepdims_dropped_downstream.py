# cause: custom_legalize_output_shape_mismatch
# expect: ValueError
# capture: combined
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

def my_sum(bb, call):
    return bb.call_te(topi.sum, call.args[0], axis=[1])   # ignores call.attrs.keepdims

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((4, 5), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        s = bb.emit(relax.op.sum(x, axis=[1], keepdims=True))
        y = bb.emit(relax.op.divide(x, s))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
mod = relax.transform.LegalizeOps(customize_legalize_map={"relax.sum": my_sum})(bb.get())
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a = np.random.rand(4, 5).astype("float32") + 0.1
out = vm["main"](tvm.runtime.tensor(a)).numpy()
np.testing.assert_allclose(out, a / a.sum(1, keepdims=True), rtol=1e-5)
