# cause: legalize_requires_known_shape
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: stderr
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

# any-rank input so the same graph serves 1-D and 2-D activations
bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor(dtype="float16"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.exp(x))
        z = bb.emit(relax.op.multiply(y, relax.const(0.5, "float16")))
        out = bb.emit_output(z)
    bb.emit_func_output(out)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.zeros((3,), "float16"))))
