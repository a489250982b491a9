# cause: contrib-sort-negative-axis-segv
# expect: Segfault encountered
# capture: stderr
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("score", relax.TensorType((), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        out = bb.emit_output(relax.op.sort(x))
    bb.emit_func_output(out)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.array(0.25, "float32"))))
