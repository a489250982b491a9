# cause: blockless_primfunc_fused_by_fuseops
# expect: Inconsistent buffers
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import tirx as T

np.random.seed(0)


@T.prim_func(private=True)
def clamp_kernel(
    a: T.Buffer((T.int64(4), T.int64(32)), "float32"),
    out: T.Buffer((T.int64(4), T.int64(32)), "float32"),
):
    for i in range(T.int64(4)):
        for j in range(T.int64(32)):
            out[i, j] = T.min(T.max(a[i, j], T.float32(-1)), T.float32(1))


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 32), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        gv = bb.add_func(clamp_kernel, "clamp_kernel")
        e = bb.emit(relax.op.exp(x))
        c = bb.emit(relax.call_tir(gv, (e,), out_ty=relax.TensorType((4, 32), "float32")))
        out = bb.emit_output(c)
    bb.emit_func_output(out)
mod = bb.get()

mod = relax.get_pipeline("zero")(mod)
ex = tvm.compile(mod, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.random.randn(4, 32).astype("float32"))).numpy().max())
