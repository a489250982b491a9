# cause: dps_callback_missing_out_param
# expect: takes 2 positional arguments but 3 were given
# capture: combined
"""Hook a numpy-based gelu-gate into a BlockBuilder graph."""
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


def gated(a, b):
    an, bn = a.numpy(), b.numpy()
    return tvm.runtime.tensor(an * (1.0 / (1.0 + np.exp(-bn))))


tvm.register_global_func("demo.gate", gated)

bb = relax.BlockBuilder()
a = relax.Var("a", R.Tensor((8, 32), "float32"))
b = relax.Var("b", R.Tensor((8, 32), "float32"))
with bb.function("main", [a, b]):
    with bb.dataflow():
        s = bb.emit(relax.op.multiply(a, relax.const(0.5, "float32")))
        g = bb.emit(relax.call_dps_packed("demo.gate", [s, b], R.Tensor((8, 32), "float32")))
        out = bb.emit_output(g)
    bb.emit_func_output(out)
mod = bb.get()
mod.show()

ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
rng = np.random.default_rng(0)
x = rng.standard_normal((8, 32)).astype("float32")
y = rng.standard_normal((8, 32)).astype("float32")
print("running gate ...")
res = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(y))
print("result", res.numpy().shape)
