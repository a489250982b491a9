# cause: user_vm_input_dtype_mismatch
# expect: expect Tensor with dtype int8 but get int64
# capture: stderr
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((16, 32), "int8"))
b = relax.Var("b", relax.TensorType((32, 8), "int8"))
with bb.function("qgemm", [a, b]):
    with bb.dataflow():
        c = bb.emit_output(relax.op.matmul(a, b, out_dtype="int32"))
    bb.emit_func_output(c)

ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a_np = np.random.randint(-128, 127, size=(16, 32))
b_np = np.random.randint(-128, 127, size=(32, 8))
c = vm["qgemm"](tvm.runtime.tensor(a_np), tvm.runtime.tensor(b_np)).numpy()
np.testing.assert_array_equal(c, a_np.astype("int32") @ b_np.astype("int32"))
