# cause: sort_extern_int8_unsupported
# expect: Unsupported input dtype: int8
# capture: combined
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
q = relax.Var("q", relax.TensorType((4, 10), "int8"))
with bb.function("main", [q]):
    with bb.dataflow():
        s = bb.emit(relax.op.sort(q, axis=-1))
        o = bb.emit_output(s)
    bb.emit_func_output(o)
ex = tvm.compile(bb.get(), target="llvm")
print("compiled")
vm = relax.VirtualMachine(ex, tvm.cpu())
data = np.random.default_rng(3).integers(-100, 100, size=(4, 10)).astype("int8")
res = vm["main"](tvm.runtime.tensor(data))
print(res.numpy())
