# cause: take_fast_oob_segfault
# expect: Segfault|Fast mode
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
kv = relax.Var("kv", relax.TensorType((64, 128), "float16"))
slot = relax.Var("slot", relax.TensorType((4, 4), "int64"))
with bb.function("main", [kv, slot]):
    with bb.dataflow():
        g = bb.emit(relax.op.take(kv, slot, axis=0, mode="fast"))
        s = bb.emit(relax.op.sum(g, axis=[1, 2]))
        gv = bb.emit_output(s)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
slots = np.arange(16, dtype="int64").reshape(4, 4)
slots[2, 1] = 1 << 42
print(vm["main"](tvm.runtime.tensor(np.zeros((64, 128), "float16")), tvm.runtime.tensor(slots)))
