# cause: tvm_negative_sign_uint_const_minus_one
# expect: cannot make uint from negative value -1
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

# two's complement negation of a hash lane, as numpy does with wraparound
bb = relax.BlockBuilder()
h = relax.Var("h", relax.TensorType((3,), "uint32"))
with bb.function("main", [h]):
    with bb.dataflow():
        n = bb.emit(relax.op.negative(h))
        x = bb.emit_output(relax.op.bitwise_xor(n, h))
    bb.emit_func_output(x)
a = np.array([1, 2, 0xFFFF], "uint32")
print(run(bb.get(), a), np.negative(a) ^ a)
