# cause: sort_extern_int8_unsupported
# expect: Unsupported input dtype: bool
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
f = relax.Var("flags", relax.TensorType((12,), "bool"))
with bb.function("main", [f]):
    with bb.dataflow():
        s = bb.emit(relax.op.sort(f, descending=True))
        o = bb.emit_output(s)
    bb.emit_func_output(o)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.array([0, 1] * 6, dtype=bool))))
