# cause: llvm-codegen-bool-arith
# expect: MatchesCode\(DLDataTypeCode::kDLFloat\)
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

bb = relax.BlockBuilder()
params = [relax.Var("x0", R.Tensor((8,), "bool")), relax.Var("x1", R.Tensor((8,), "bool"))]
with bb.function("main", params):
    with bb.dataflow():
        y = bb.emit(relax.op.add(params[0], params[1]))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
res = vm["main"](tvm.runtime.tensor(np.ones((8,), "bool")), tvm.runtime.tensor(np.ones((8,), "bool")))
print(res)
