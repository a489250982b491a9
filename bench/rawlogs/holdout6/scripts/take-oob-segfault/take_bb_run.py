# cause: take-oob-segfault
# expect: Segfault encountered
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


bb = relax.BlockBuilder()
table = relax.Var("table", relax.TensorType((16, 8), "float32"))
ids = relax.Var("ids", relax.TensorType((2,), "int64"))
with bb.function("main", [table, ids]):
    with bb.dataflow():
        y = bb.emit(op.take(table, ids, axis=0))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
ids_np = np.array([3, 1 << 40], dtype="int64")
print(vm["main"](tvm.runtime.tensor(np.ones((16, 8), "float32")), tvm.runtime.tensor(ids_np)))
