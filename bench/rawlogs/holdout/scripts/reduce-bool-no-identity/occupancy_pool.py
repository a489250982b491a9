# cause: reduce-bool-no-identity
# expect: pool2d[\s\S]*Cannot decide min_value for typeT\.bool
# capture: combined
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
occ = relax.Var("occ", relax.TensorType((1, 1, 8, 8), "bool"))
with bb.function("dilate", [occ]):
    with bb.dataflow():
        d = bb.emit_output(relax.op.nn.max_pool2d(occ, pool_size=3, strides=1, padding=1))
    bb.emit_func_output(d)
mod = bb.get()
print(mod)
print("compile ...")
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
grid = np.zeros((1, 1, 8, 8), "bool")
grid[0, 0, 4, 4] = True
print(vm["dilate"](tvm.runtime.tensor(grid)).numpy().astype(int))
