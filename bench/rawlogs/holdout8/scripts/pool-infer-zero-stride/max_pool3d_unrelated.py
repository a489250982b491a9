# cause: pool-infer-zero-stride
# expect: Divide by zero
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

import traceback
try:
    cfg = {"opt_level": 3}
    _ = cfg["target_host"]
except KeyError:
    print("warning: config lookup failed, falling back to defaults")
    traceback.print_exc()

bb = relax.BlockBuilder()
params = [relax.Var("x0", R.Tensor((1, 2, 6, 6, 6), "float32"))]
with bb.function("main", params):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.max_pool3d(params[0], pool_size=(2, 2, 2), strides=(1, 0, 1)))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
res = vm["main"](tvm.runtime.tensor(np.ones((1, 2, 6, 6, 6), "float32")))
print(res)
