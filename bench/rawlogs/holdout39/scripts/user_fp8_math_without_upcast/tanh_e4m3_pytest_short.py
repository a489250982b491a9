# cause: user_fp8_math_without_upcast
# expect: requires the input tensor to have float dtype
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

import ml_dtypes

def make(dtype):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((8,), dtype))
    with bb.function("main", [x]):
        with bb.dataflow():
            t = bb.emit(relax.op.tanh(x))
            gv = bb.emit_output(t)
        bb.emit_func_output(gv)
    return bb.get()

def test_tanh_fp8():
    a = np.linspace(-2, 2, 8).astype(ml_dtypes.float8_e4m3fn)
    out = run(make("float8_e4m3fn"), a)
    np.testing.assert_allclose(out.astype("float32"), np.tanh(a.astype("float32")), atol=0.15)
