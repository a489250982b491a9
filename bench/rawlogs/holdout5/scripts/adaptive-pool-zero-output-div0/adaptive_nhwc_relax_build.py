# cause: adaptive-pool-zero-output-div0
# expect: Divide by zero
# capture: stderr
import numpy as np
import tvm
from tvm import relax


def global_pool(bb, x, out_hw):
    return bb.emit(relax.op.nn.adaptive_avg_pool2d(x, output_size=out_hw, layout="NHWC"))


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType([2, 10, 10, 8], "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        p = global_pool(bb, x, (1, 0))
        gv = bb.emit_output(p)
    bb.emit_func_output(gv)
ex = relax.build(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((2, 10, 10, 8), "float32"))).shape)
