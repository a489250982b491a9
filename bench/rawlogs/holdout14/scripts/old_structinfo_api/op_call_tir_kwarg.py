# cause: old_structinfo_api
# expect: unexpected keyword argument 'out_sinfo'
# capture: combined
import tvm
from tvm import relax, te, tirx

n = tirx.Var("n", "int64")
A = te.placeholder((n,), "float32", name="A")
B = te.compute((n,), lambda i: A[i] * 2.0, name="B")
prim = te.create_prim_func([A, B])
x = relax.Var("x", relax.TensorType([n], "float32"))
bb = relax.BlockBuilder()
with bb.function("main", [x]):
    gv = bb.add_func(prim, "double")
    y = bb.emit(relax.op.call_tir(gv, [x], out_sinfo=relax.TensorType([n], "float32")))
    bb.emit_func_output(y)
