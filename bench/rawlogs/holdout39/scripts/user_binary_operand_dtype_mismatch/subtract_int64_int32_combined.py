# cause: user_binary_operand_dtype_mismatch
# expect: Binary operators must have the same datatype
# capture: combined
# post: crlf
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

bb = relax.BlockBuilder()
idx = relax.Var("idx", relax.TensorType((5,), "int64"))
lim = relax.Var("lim", relax.TensorType((5,), "int32"))
with bb.function("main", [idx, lim]):
    left = bb.emit(relax.op.subtract(lim, idx))
    bb.emit_func_output(left)
i = np.arange(5, dtype="int64"); l = np.full(5, 3, "int32")
print(run(bb.get(), i, l))
