# cause: argsort-kernel-dtype-unsupported
# expect: Unsupported input dtype: bool
import numpy as np
import tvm
from tvm import relax

R = relax.op
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((8, 32), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        valid = bb.emit(R.greater(x, relax.const(0.0, "float32")))
        # stable partition: invalid entries first
        order = bb.emit_output(R.argsort(valid, axis=1, dtype="int64"))
    bb.emit_func_output(order)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.linspace(-1, 1, 256, dtype="float32").reshape(8, 32))).numpy()[0])
