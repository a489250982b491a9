# cause: vm-input-shape-mismatch
# expect: ErrorContext\(fn=main
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((16,), "float32"))
with bb.function("main", [x]):
    o = bb.emit(relax.op.exp(x))
    bb.emit_func_output(o)
vm = relax.VirtualMachine(tvm.compile(bb.get(), "llvm"), tvm.cpu())
vm["main"](tvm.runtime.tensor(np.ones((4, 4), "float32")))
