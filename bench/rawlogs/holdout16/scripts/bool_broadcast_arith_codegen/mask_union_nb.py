# cause: bool_broadcast_arith_codegen
# expect: Check failed: \(t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
# capture: notebook
import numpy as np
import tvm
from tvm import relax

print("tvm", tvm.__version__)
# %%
bb = relax.BlockBuilder()
pad_mask = relax.Var("pad_mask", relax.TensorType((2, 16), "bool"))
causal_mask = relax.Var("causal_mask", relax.TensorType((2, 16), "bool"))
with bb.function("combine_masks", [pad_mask, causal_mask]):
    with bb.dataflow():
        merged = bb.emit(relax.op.add(pad_mask, causal_mask))
        out = bb.emit_output(merged)
    bb.emit_func_output(out)
mod = bb.get()
mod.show()
# %%
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a = np.random.rand(2, 16) > 0.5
b = np.tri(2, 16, dtype=bool)
print(vm["combine_masks"](tvm.runtime.tensor(a), tvm.runtime.tensor(b)))
