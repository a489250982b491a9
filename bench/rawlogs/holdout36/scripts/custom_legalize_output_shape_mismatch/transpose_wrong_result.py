# cause: custom_legalize_output_shape_mismatch
# expect: AssertionError
# capture: stderr
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

def my_relu(bb, call):
    # reused from a layout-converting legalization; transposes by mistake
    return bb.call_te(lambda t: topi.nn.relu(topi.transpose(t)), call.args[0])

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((2, 3), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.relu(x))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
mod = relax.transform.LegalizeOps(customize_legalize_map={"relax.nn.relu": my_relu})(bb.get())
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a = np.random.randn(2, 3).astype("float32")
out = vm["main"](tvm.runtime.tensor(a)).numpy()
assert out.shape == (2, 3), f"relu output shape {out.shape}, expected (2, 3)"
