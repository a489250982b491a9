# cause: call-tir-argument-type-mismatch
# expect: Argument 0 type mismatch
import numpy as np
import tvm
from tvm import relax
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def scale2(a: T.Buffer((16,), "float32"), b: T.Buffer((16,), "float32")):
    for i in range(16):
        with T.sblock("scale"):
            vi = T.axis.spatial(16, i)
            b[vi] = a[vi] * T.float32(2)


bb = relax.BlockBuilder()
gv = bb.add_func(scale2, "scale2")
x = relax.Var("x", relax.TensorType((32,), "float32"))     # twice as long as the kernel expects
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.call_tir(gv, (x,), relax.TensorType((32,), "float32")))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones(32, "float32"))))
