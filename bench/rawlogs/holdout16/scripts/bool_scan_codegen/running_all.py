# cause: bool_scan_codegen
# expect: Check failed: \(t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
# capture: combined
# post: truncate=0.6
import numpy as np
import tvm
from tvm import relax

print("building running-all reduction over time steps")
bb = relax.BlockBuilder()
ok = relax.Var("ok", relax.TensorType((5, 3), "bool"))
with bb.function("running_all", [ok]):
    r = bb.emit(relax.op.cumprod(ok, axis=0))
    bb.emit_func_output(r)
mod = bb.get()
print(mod.script())
print("compiling...")
ex = tvm.compile(mod, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["running_all"](tvm.runtime.tensor(np.ones((5, 3), bool))))
