# cause: user_bitwise_on_float_tensor
# expect: Expected integer argument as LHS of ~ operator|operator \(bitwise NOT\)|of type T\.float
# env: TVM_BACKTRACE=1
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
    f = bb.emit(relax.op.astype(x, "float32"))
    y = bb.emit(relax.op.bitwise_not(f))
    bb.emit_func_output(y)
a = np.array([0, 1, -1, 7], "int32")
np.testing.assert_array_equal(run(bb.get(), a), ~a)
