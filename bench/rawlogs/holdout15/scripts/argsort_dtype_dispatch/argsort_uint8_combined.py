# cause: argsort_dtype_dispatch
# expect: Unsupported input dtype: uint8
# capture: combined
# post: crlf
import numpy as np
import tvm
from tvm import relax

print("ranking uint8 histogram bins")
bb = relax.BlockBuilder()
h = relax.Var("hist", relax.TensorType((256,), "uint8"))
with bb.function("rank", [h]):
    with bb.dataflow():
        r = bb.emit(relax.op.argsort(h))
        gv = bb.emit_output(r)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["rank"](tvm.runtime.tensor(np.random.randint(0, 255, 256).astype("uint8"))))
