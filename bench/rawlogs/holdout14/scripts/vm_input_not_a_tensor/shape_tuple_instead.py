# cause: vm_input_not_a_tensor
# expect: expect a Tensor but get
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax, tirx

n = tirx.Var("n", "int64")
x = relax.Var("x", relax.TensorType([n, 2], "int64"))
bb = relax.BlockBuilder()
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.cumsum(x, axis=0))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
vm["main"](tvm.runtime.ShapeTuple([3, 2]))
