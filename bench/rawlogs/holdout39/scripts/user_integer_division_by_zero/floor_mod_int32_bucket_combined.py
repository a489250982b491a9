# cause: user_integer_division_by_zero
# expect: Floating point exception
# capture: combined
# env: PYTHONFAULTHANDLER=1
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

# hash bucketing: bucket count comes from a config that was left at 0
num_buckets = 0
bb = relax.BlockBuilder()
ids = relax.Var("ids", relax.TensorType((6,), "int32"))
with bb.function("main", [ids]):
    b = bb.emit(relax.op.floor_mod(ids, relax.const(np.full((6,), num_buckets, "int32"))))
    bb.emit_func_output(b)
print(run(bb.get(), np.arange(6, dtype="int32") * 37))
