# cause: user_logical_not_on_non_bool
# expect: of type T\.float16
# capture: ipython
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4,), "float16"))
with bb.function("main", [x]):
    with bb.dataflow():
        z = bb.emit(relax.op.logical_not(x))
        gv = bb.emit_output(relax.op.astype(z, "float16"))
    bb.emit_func_output(gv)
a = np.array([0, 1.5, 0, -2], "float16")
print(run(bb.get(), a), np.logical_not(a))
