# cause: cumsum_bool_llvm_add
# expect: MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: stderr
import numpy as np
import tvm
from tvm import relax

# running count of valid tokens; numpy promotes bool cumsum to int
mask = np.random.rand(2, 10) > 0.3
bb = relax.BlockBuilder()
m = relax.Var("m", relax.TensorType((2, 10), "bool"))
with bb.function("main", [m]):
    with bb.dataflow():
        c = bb.emit_output(relax.op.cumsum(m, axis=1))
    bb.emit_func_output(c)
ex = tvm.compile(bb.get(), target="llvm")
got = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(mask)).numpy()
np.testing.assert_array_equal(got, np.cumsum(mask, axis=1))
