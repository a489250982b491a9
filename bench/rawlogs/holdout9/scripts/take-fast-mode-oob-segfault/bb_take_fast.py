# cause: take-fast-mode-oob-segfault
# expect: Segfault encountered|Segmentation fault
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
table = relax.Var("table", relax.TensorType((1000, 64), "float32"))
ids = relax.Var("ids", relax.TensorType((4,), "int64"))
with bb.function("main", [table, ids]):
    with bb.dataflow():
        e = bb.emit(relax.op.take(table, ids, axis=0, mode="fast"))
        gv = bb.emit_output(e)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
ids_np = np.array([1, 2, 3, 1 << 40], "int64")
out = vm["main"](tvm.runtime.tensor(np.zeros((1000, 64), "float32")), tvm.runtime.tensor(ids_np))
print(out.numpy().sum())
