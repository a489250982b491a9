# cause: contrib-topk-dtype
# expect: Unsupported input dtype: bool
# capture: stderr
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
hits = relax.Var("hits", relax.TensorType([2, 12], "bool"))
with bb.function("first_hits", [hits]):
    with bb.dataflow():
        r = bb.emit(relax.op.topk(hits, k=3, axis=1, ret_type="indices", dtype="int64"))
        gv = bb.emit_output(r)
    bb.emit_func_output(gv)

ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
h = np.zeros((2, 12), bool)
h[0, [1, 5, 7]] = True
h[1, [0, 2, 11]] = True
print(vm["first_hits"](tvm.runtime.tensor(h)))
