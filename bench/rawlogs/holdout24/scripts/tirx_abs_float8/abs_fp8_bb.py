# cause: tirx_abs_float8
# expect: Data type T\.float8_e4m3fn not supported for absolute op
# capture: stderr
# env: TVM_BACKTRACE=1
import ml_dtypes
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((16, 16), "float8_e4m3fn"))
with bb.function("magnitude", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.abs(x))
    bb.emit_func_output(y)

mod = bb.get()
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a = np.random.randn(16, 16).astype(ml_dtypes.float8_e4m3fn)
out = vm["magnitude"](tvm.runtime.tensor(a)).numpy()
np.testing.assert_array_equal(out.astype("float32"), np.abs(a.astype("float32")))
