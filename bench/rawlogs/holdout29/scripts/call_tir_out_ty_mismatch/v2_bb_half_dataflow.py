# cause: call_tir_out_ty_mismatch
# expect: type mismatch: expected R\.Tensor\(\(64,\), dtype="float16"\), given R\.Tensor\(\(64,\), dtype="float32"\)
# capture: combined
import numpy as np
import tvm
from tvm import relax, te
from tvm.script import relax as R

A = te.placeholder((64,), "float32", name="A")
B = te.compute((64,), lambda i: (A[i] * 0.5).astype("float16"), name="B")
half_scale = te.create_prim_func([A, B]).with_attr("global_symbol", "half_scale")

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((64,), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        gv = bb.add_func(half_scale, "half_scale")
        # output declared like the input
        y = bb.emit(relax.call_tir(gv, [x], x.ty))
        z = bb.emit(relax.op.astype(y, "float32"))
        out = bb.emit_output(z)
    bb.emit_func_output(out)
mod = bb.get()
mod.show()
print("compiling ...")
ex = tvm.compile(mod, target="llvm")
