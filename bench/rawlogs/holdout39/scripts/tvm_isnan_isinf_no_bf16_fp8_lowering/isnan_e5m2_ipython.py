# cause: tvm_isnan_isinf_no_bf16_fp8_lowering
# expect: not supported for isnan op
# capture: ipython
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

import ml_dtypes
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3,), "float8_e5m2"))
with bb.function("main", [x]):
    with bb.dataflow():
        m = bb.emit(relax.op.isnan(x))
        cnt = bb.emit_output(relax.op.sum(relax.op.astype(m, "int32")))
    bb.emit_func_output(cnt)
a = np.array([np.nan, 1.0, 2.0], "float32").astype(ml_dtypes.float8_e5m2)
print("nan count", run(bb.get(), a))
