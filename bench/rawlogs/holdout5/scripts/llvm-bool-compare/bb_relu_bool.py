# cause: llvm-bool-compare
# expect: MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: stderr
import traceback

import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
m = relax.Var("m", relax.TensorType([2, 8], "bool"))
with bb.function("main", [m]):
    with bb.dataflow():
        r = bb.emit(relax.op.nn.relu(m))
        gv = bb.emit_output(r)
    bb.emit_func_output(gv)
mod = bb.get()

# prefer the GPU when there is one
try:
    ex = tvm.compile(mod, target="cuda")
    vm = relax.VirtualMachine(ex, tvm.cuda(0))
except Exception:
    traceback.print_exc()
    print("falling back to CPU")
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones((2, 8), bool))))
