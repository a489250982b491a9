# cause: avgpool_bool_accum
# expect: CreateAdd
# capture: combined
import warnings
import numpy as np
import tvm
from tvm import relax

warnings.simplefilter("default")
print("[vad] smoothing voice-activity flags with avg_pool1d")
bb = relax.BlockBuilder()
flags = relax.Var("flags", relax.TensorType((1, 4, 128), "bool"))
with bb.function("smooth", [flags]):
    with bb.dataflow():
        s = bb.emit(relax.op.nn.avg_pool1d(flags, pool_size=4, strides=4))
        gv = bb.emit_output(s)
    bb.emit_func_output(gv)
mod = bb.get()
print(mod)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["smooth"](tvm.runtime.tensor(np.random.rand(1, 4, 128) > 0.5)))
