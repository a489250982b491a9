# cause: sort_dtype_dispatch
# expect: Unsupported input dtype
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 16), "int16"))
with bb.function("main", [x]):
    with bb.dataflow():
        s = bb.emit(relax.op.sort(x, axis=-1, descending=True))
        gv = bb.emit_output(s)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
data = np.random.randint(0, 100, size=(4, 16)).astype("int16")
print(vm["main"](tvm.runtime.tensor(data)))
