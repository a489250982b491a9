# cause: tvm_isnan_isinf_no_bf16_fp8_lowering
# expect: not supported for finiteness ops
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

import ml_dtypes

def test_isfinite_fp8():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4,), "float8_e4m3fn"))
    with bb.function("main", [x]):
        gv = bb.emit(relax.op.isfinite(x))
        bb.emit_func_output(gv)
    a = np.array([1.0, -2.0, 0.5, 448.0], "float32").astype(ml_dtypes.float8_e4m3fn)
    np.testing.assert_array_equal(run(bb.get(), a), np.isfinite(a.astype("float32")))
