# cause: take-out-of-range-index-crash
# expect: Segfault encountered
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

bb = relax.BlockBuilder()
table = relax.Var("table", R.Tensor((1000, 64), "float32"))
ids = relax.Var("ids", R.Tensor((4,), "int64"))
with bb.function("main", [table, ids]):
    with bb.dataflow():
        e = bb.emit(relax.op.take(table, ids, axis=0))
        o = bb.emit_output(e)
    bb.emit_func_output(o)
ex = tvm.compile(bb.get(), "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
ids_np = np.array([3, 7, -90000000000, 1], dtype="int64")  # token ids from a bigger vocab
out = vm["main"](tvm.runtime.tensor(np.zeros((1000, 64), "float32")), tvm.runtime.tensor(ids_np))
print(out.numpy().sum())
