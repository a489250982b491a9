# cause: sign-unsigned-negative-one
# expect: sign[\s\S]*cannot make uint from negative value -1
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
q = relax.Var("q", relax.TensorType((4, 16), "uint8"))
with bb.function("main", [q]):
    with bb.dataflow():
        s = bb.emit(relax.op.sign(q))               # 0 / 1 mask of non-zero codes
        m = bb.emit(relax.op.astype(s, "float32"))
        out = bb.emit_output(relax.op.sum(m, axis=[1]))
    bb.emit_func_output(out)

ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.arange(64, dtype="uint8").reshape(4, 16))))
