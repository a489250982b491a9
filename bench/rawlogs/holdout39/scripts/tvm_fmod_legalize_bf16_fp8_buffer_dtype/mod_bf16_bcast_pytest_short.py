# cause: tvm_fmod_legalize_bf16_fp8_buffer_dtype
# expect: dtype mismatch on BufferStore
# capture: pytest-short
# post: crlf
import numpy as np
import tvm
from tvm import relax

def run(mod, *arrays):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

import ml_dtypes

def test_phase_wrap():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 4), "bfloat16"))
    with bb.function("main", [x]):
        with bb.dataflow():
            w = bb.emit(relax.op.mod(x, relax.const(6.25, "bfloat16")))
            gv = bb.emit_output(w)
        bb.emit_func_output(gv)
    a = np.linspace(0, 20, 8, dtype="float32").reshape(2, 4).astype(ml_dtypes.bfloat16)
    out = run(bb.get(), a).astype("float32")
    np.testing.assert_allclose(out, np.fmod(a.astype("float32"), 6.25), atol=0.2)
