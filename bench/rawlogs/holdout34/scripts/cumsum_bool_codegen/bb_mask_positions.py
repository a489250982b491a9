# cause: cumsum_bool_codegen
# expect: MatchesCode\(DLDataTypeCode::kDLFloat\)
import numpy as np
import tvm
from tvm import relax

# position ids from an attention mask: cumsum over a boolean mask (numpy promotes to int64)
mask = np.array([[True, True, False, True], [False, True, True, True]])
bb = relax.BlockBuilder()
m = relax.Var("mask", relax.TensorType((2, 4), "bool"))
with bb.function("main", [m]):
    with bb.dataflow():
        
        pos = bb.emit_output(relax.op.cumsum(m, axis=1))
    bb.emit_func_output(pos)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(mask)).numpy(), np.cumsum(mask, axis=1))
