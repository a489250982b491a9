# cause: vm_subbyte_int4_alloc
# expect: dtype\.bits % 8 == 0 \(4 vs\. 0\)
# capture: stderr
# post: truncate=0.7
"""Simulate int4 weight storage: fp32 -> int4 -> fp32 round trip, compare to numpy."""
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
w = relax.Var("w", relax.TensorType((64, 32), "float32"))
with bb.function("fake_int4", [w]):
    with bb.dataflow():
        scaled = bb.emit(relax.op.round(relax.op.divide(w, relax.const(0.125, "float32"))))
        clipped = bb.emit(relax.op.clip(scaled, -8, 7))
        q = bb.emit(relax.op.astype(clipped, "int4"))
        dq = bb.emit(relax.op.multiply(relax.op.astype(q, "float32"), relax.const(0.125, "float32")))
        out = bb.emit_output(dq)
    bb.emit_func_output(out)
mod = bb.get()

ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
w_np = np.random.default_rng(1).uniform(-1, 1, (64, 32)).astype("float32")
res = vm["fake_int4"](tvm.runtime.tensor(w_np)).numpy()
ref = np.clip(np.round(w_np / 0.125), -8, 7) * 0.125
np.testing.assert_allclose(res, ref)
print("int4 round trip ok")
