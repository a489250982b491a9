# cause: tvm_power_rejects_bfloat16
# expect: power only applies to float
# capture: combined
# post: crlf
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

import ml_dtypes
# a small "gelu-tanh" style block kept entirely in bfloat16
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 8), "bfloat16"))
with bb.function("main", [x]):
    with bb.dataflow():
        cube = bb.emit(relax.op.power(x, relax.const(3.0, "bfloat16")))
        inner = bb.emit(relax.op.add(x, relax.op.multiply(cube, relax.const(0.044715, "bfloat16"))))
        out = bb.emit_output(relax.op.tanh(inner))
    bb.emit_func_output(out)
a = np.linspace(-1, 1, 8, dtype="float32").reshape(1, 8).astype(ml_dtypes.bfloat16)
print(run(bb.get(), a))
