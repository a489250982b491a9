# cause: avgpool_bool_accum
# expect: CreateAdd
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
occ = relax.Var("occ", relax.TensorType((1, 1, 8, 8), "bool"))
with bb.function("main", [occ]):
    with bb.dataflow():
        d = bb.emit(relax.op.nn.avg_pool2d(occ, pool_size=(2, 2), strides=(2, 2)))
        gv = bb.emit_output(d)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((1, 1, 8, 8), dtype=bool))))
