# cause: argsort_dtype_dispatch
# expect: Unsupported input dtype: int8
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
q = relax.Var("q", relax.TensorType((2, 32), "int8"))
with bb.function("main", [q]):
    with bb.dataflow():
        order = bb.emit(relax.op.argsort(q, axis=1, descending=True, dtype="int32"))
        gv = bb.emit_output(order)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
q_np = np.random.randint(-128, 127, (2, 32)).astype("int8")
print(vm["main"](tvm.runtime.tensor(q_np)))
