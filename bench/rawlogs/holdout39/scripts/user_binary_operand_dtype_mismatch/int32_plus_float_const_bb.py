# cause: user_binary_operand_dtype_mismatch
# expect: Binary operators must have the same datatype
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4,), "int32"))
with bb.function("main", [x]):
    y = bb.emit(relax.op.add(x, relax.const(1.5)))
    bb.emit_func_output(y)
a = np.arange(4, dtype="int32")
np.testing.assert_allclose(run(bb.get(), a), a + 1.5)
