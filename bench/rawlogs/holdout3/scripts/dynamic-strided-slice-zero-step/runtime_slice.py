# cause: dynamic-strided-slice-zero-step
# expect: Fatal Python error: Floating point exception
# env: PYTHONFAULTHANDLER=1
import numpy as np
import tvm
from tvm import relax

R = relax.op
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((32, 8), "float32"))
begin = relax.Var("begin", relax.TensorType((2,), "int64"))
end = relax.Var("end", relax.TensorType((2,), "int64"))
step = relax.Var("step", relax.TensorType((2,), "int64"))
with bb.function("main", [x, begin, end, step]):
    with bb.dataflow():
        s = bb.emit_output(R.dynamic_strided_slice(x, begin, end, step))
    bb.emit_func_output(s)

ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
arr = np.arange(256, dtype="float32").reshape(32, 8)
t = lambda v: tvm.runtime.tensor(np.array(v, dtype="int64"))
print(vm["main"](tvm.runtime.tensor(arr), t([0, 0]), t([32, 8]), t([2, 1])).numpy().shape)
# user-supplied step; 0 should be an error like numpy's "slice step cannot be zero"
print(vm["main"](tvm.runtime.tensor(arr), t([0, 0]), t([32, 8]), t([0, 1])).numpy().shape)
