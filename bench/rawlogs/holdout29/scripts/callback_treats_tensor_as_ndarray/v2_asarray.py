# cause: callback_treats_tensor_as_ndarray
# expect: unsupported operand type\(s\) for \*: 'Tensor' and 'float'
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


def scale_cb(x, out):
    a = np.asarray(x)
    print("callback got", type(x).__name__, a.dtype, a.shape)
    out.copyfrom((a * 0.5).astype("float32"))


tvm.register_global_func("cb.scale", scale_cb)

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((2, 3), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.call_dps_packed("cb.scale", [x], R.Tensor((2, 3), "float32")))
        z = bb.emit(relax.op.add(y, x))
        out = bb.emit_output(z)
    bb.emit_func_output(out)

ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
res = vm["main"](tvm.runtime.tensor(np.arange(6, dtype="float32").reshape(2, 3)))
print(res.numpy())
