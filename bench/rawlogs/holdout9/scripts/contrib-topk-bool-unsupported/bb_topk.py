# cause: contrib-topk-bool-unsupported
# expect: Unsupported input dtype: bool
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 10), "bool"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.topk(x, k=3, axis=-1))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
vals, idx = vm["main"](tvm.runtime.tensor(np.zeros((4, 10), "bool")))
