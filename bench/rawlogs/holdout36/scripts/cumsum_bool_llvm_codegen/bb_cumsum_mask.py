# cause: cumsum_bool_llvm_codegen
# expect: CreateAdd.*\n.*MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: stderr
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

# running count of valid tokens in an attention mask
bb = relax.BlockBuilder()
mask = relax.Var("mask", R.Tensor((2, 8), "bool"))
with bb.function("main", [mask]):
    with bb.dataflow():
        c = bb.emit(relax.op.cumsum(mask, axis=1))
        o = bb.emit_output(c)
    bb.emit_func_output(o)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
m = np.random.rand(2, 8) > 0.5
print(vm["main"](tvm.runtime.tensor(m)).numpy())
