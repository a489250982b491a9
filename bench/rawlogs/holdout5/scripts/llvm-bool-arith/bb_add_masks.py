# cause: llvm-bool-arith
# expect: MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: stderr
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType([16], "bool"))
b = relax.Var("b", relax.TensorType([16], "bool"))
with bb.function("union_count", [a, b]):
    with bb.dataflow():
        s = bb.emit(relax.op.add(a, b))
        gv = bb.emit_output(s)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
m = np.random.default_rng(0).random(16) > 0.5
print(vm["union_count"](tvm.runtime.tensor(m), tvm.runtime.tensor(~m)))
