# cause: sort-kernel-dtype-unsupported
# expect: Unsupported input dtype: int8
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
codes = relax.Var("codes", relax.TensorType((3, 16), "int8"))
with bb.function("main", [codes]):
    with bb.dataflow():
        s = bb.emit_output(relax.op.sort(codes, axis=-1))
    bb.emit_func_output(s)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
data = np.random.default_rng(0).integers(-128, 127, size=(3, 16)).astype("int8")
print(vm["main"](tvm.runtime.tensor(data)))
