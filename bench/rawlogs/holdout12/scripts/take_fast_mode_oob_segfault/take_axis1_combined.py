# cause: take_fast_mode_oob_segfault
# expect: Segfault encountered
# capture: combined
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 5), "float32"))
i = relax.Var("i", relax.TensorType((3,), "int64"))
with bb.function("main", [x, i]):
    with bb.dataflow():
        y = bb.emit(relax.op.take(x, i, axis=1))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print("running with indices", [0, 4, 10**13], flush=True)
out = vm["main"](tvm.runtime.tensor(np.ones((3, 5), "float32")), tvm.runtime.tensor(np.array([0, 4, 10**13], "int64")))
print(out)
