# cause: topk_unsupported_dtype
# expect: Unsupported input dtype: (bool|int16|uint16)
# capture: combined
# env: TVM_BACKTRACE=1
# post: truncate=0.55
import numpy as np
import tvm
from tvm import relax

for step in range(3):
    print(f"epoch {step}: preparing histogram top-k")
bb = relax.BlockBuilder()
h = relax.Var("hist", relax.TensorType((256,), "uint16"))
with bb.function("main", [h]):
    r = bb.emit(relax.op.topk(h, k=5, largest=True))
    bb.emit_func_output(r)
ex = tvm.compile(bb.get(), "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.random.randint(0, 1000, 256).astype("uint16"))))
