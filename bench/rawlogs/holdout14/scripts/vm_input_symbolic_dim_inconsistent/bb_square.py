# cause: vm_input_symbolic_dim_inconsistent
# expect: mismatch to a previous populated value
# env: TVM_BACKTRACE=1
# post: crlf
import numpy as np
import tvm
from tvm import relax, tirx

n = tirx.Var("n", "int64")
x = relax.Var("x", relax.TensorType([n, n], "float64"))
bb = relax.BlockBuilder()
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.matmul(x, x))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.eye(4, 6))))
