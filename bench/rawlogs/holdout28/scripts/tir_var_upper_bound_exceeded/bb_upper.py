# cause: tir_var_upper_bound_exceeded
# expect: storage allocation failure
# capture: stderr
import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import relax as R

n = tirx.Var("n", "int64")
x = relax.Var("x", R.Tensor((n, 32), "float16"))
bb = relax.BlockBuilder()
with bb.function("main", [x], attrs={"tir_var_upper_bound": {"n": 128}}):
    with bb.dataflow():
        a = bb.emit(relax.op.exp(x))
        b = bb.emit(relax.op.multiply(a, x))
        c = bb.emit_output(relax.op.sum(b, axis=[1]))
    bb.emit_func_output(c)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.zeros((100, 32), "float16"))).shape)
print(vm["main"](tvm.runtime.tensor(np.zeros((1000, 32), "float16"))).shape)
