# cause: fuse_tir_on_unlegalized_primitive
# expect: Only call_tir and call_tir_inplace are supported
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((128,), "float32"))
b = relax.Var("b", relax.TensorType((128,), "float32"))
with bb.function("fused_sub_abs", [a, b], attrs={"Primitive": True}, private=True):
    with bb.dataflow():
        d = bb.emit(relax.op.subtract(a, b))
        e = bb.emit_output(relax.op.abs(d))
    bb.emit_func_output(e)

x = relax.Var("x", relax.TensorType((128,), "float32"))
y = relax.Var("y", relax.TensorType((128,), "float32"))
with bb.function("main", [x, y]):
    with bb.dataflow():
        gv = bb.get().get_global_var("fused_sub_abs")
        out = bb.emit_output(relax.Call(gv, [x, y]))
    bb.emit_func_output(out)

mod = bb.get()
print(mod)
mod = relax.transform.FuseTIR()(mod)
