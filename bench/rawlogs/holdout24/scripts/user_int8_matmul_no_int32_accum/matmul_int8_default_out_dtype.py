# cause: user_int8_matmul_no_int32_accum
# expect: Not equal to tolerance
# capture: stderr
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((16, 64), "int8"))
b = relax.Var("b", relax.TensorType((64, 16), "int8"))
with bb.function("qgemm", [a, b]):
    with bb.dataflow():
        c = bb.emit(relax.op.matmul(a, b))
        out = bb.emit_output(relax.op.astype(c, "int32"))
    bb.emit_func_output(out)

ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
rng = np.random.default_rng(0)
a_np = rng.integers(-128, 127, (16, 64)).astype("int8")
b_np = rng.integers(-128, 127, (64, 16)).astype("int8")
got = vm["qgemm"](tvm.runtime.tensor(a_np), tvm.runtime.tensor(b_np)).numpy()
ref = a_np.astype("int32") @ b_np.astype("int32")
np.testing.assert_allclose(got, ref, rtol=0, atol=0)
