# cause: call_tir_out_sinfo_keyword_removed
# expect: call_tir\(\) got an unexpected keyword argument 'out_sinfo'
# capture: ipython
import tvm
from tvm import relax, te, topi

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((64, 64), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        A = te.placeholder((64, 64), "float32", name="A")
        B = topi.nn.relu(A)
        relu_gv = bb.add_func(te.create_prim_func([A, B]), "relu_kernel")
        C = te.placeholder((64, 64), "float32", name="C")
        D = topi.sigmoid(C)
        sig_gv = bb.add_func(te.create_prim_func([C, D]), "sigmoid_kernel")
        y = bb.emit(relax.call_tir(relu_gv, (x,), out_sinfo=relax.TensorType((64, 64), "float32")))
        z = bb.emit(relax.call_tir(sig_gv, (y,), out_sinfo=relax.TensorType((64, 64), "float32")))
        out = bb.emit_output(z)
    bb.emit_func_output(out)
mod = bb.get()

mod = relax.transform.AnnotateTIROpPattern()(mod)
mod = relax.transform.FuseOps()(mod)
mod = relax.transform.FuseTIR()(mod)
mod.show()
