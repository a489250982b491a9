# cause: contrib-sort-bool-unsupported
# expect: Unsupported input dtype: bool
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((5, 6), "bool"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.sort(x, axis=1))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(np.random.RandomState(0).rand(5, 6) > 0.5))
print(out.numpy())
