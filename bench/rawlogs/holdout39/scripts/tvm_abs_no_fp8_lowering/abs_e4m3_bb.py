# cause: tvm_abs_no_fp8_lowering
# expect: not supported for absolute op
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

import ml_dtypes
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4,), "float8_e4m3fn"))
with bb.function("main", [x]):
    y = bb.emit(relax.op.abs(x))
    bb.emit_func_output(y)
a = np.array([-1.5, 2.0, -0.0, 3.0], "float32").astype(ml_dtypes.float8_e4m3fn)
np.testing.assert_array_equal(run(bb.get(), a).astype("float32"), np.abs(a.astype("float32")))
