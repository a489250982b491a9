# cause: mean-zero-extent-divide
# expect: Check failed: fb->value != 0 \(0 vs\. 0\) : Divide by zero
import numpy as np
import tvm
from tvm import relax


def build(n_feat):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((8, n_feat), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            m = bb.emit(relax.op.mean(x, axis=[1], keepdims=False))
            out = bb.emit_output(relax.op.multiply(m, relax.const(2.0, "float32")))
        bb.emit_func_output(out)
    return bb.get()


mod = build(0)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.zeros((8, 0), "float32"))))
