# cause: topi_slice_scatter_symbolic_dim
# expect: get_const_int
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax, tirx as tir

seq = tir.Var("seq", "int64")
bb = relax.BlockBuilder()
hidden = relax.Var("hidden", relax.TensorType((1, seq, 128), "float16"))
cls = relax.Var("cls", relax.TensorType((1, 1, 128), "float16"))
with bb.function("put_cls", [hidden, cls]):
    with bb.dataflow():
        out = bb.emit_output(relax.op.slice_scatter(hidden, cls, 0, 1, 1, axis=1))
    bb.emit_func_output(out)
mod = bb.get()
print("before legalization:")
mod.show()
mod = relax.transform.LegalizeOps()(mod)
mod.show()
