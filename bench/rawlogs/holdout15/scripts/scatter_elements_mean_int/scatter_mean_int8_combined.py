# cause: scatter_elements_mean_int
# expect: __truediv__|integer divisions
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

print("legalizing scatter_elements(reduction='mean') for int8 activations")
bb = relax.BlockBuilder()
data = relax.Var("data", relax.TensorType((2, 5, 5), "int8"))
idx = relax.Var("idx", relax.TensorType((2, 1, 5), "int32"))
upd = relax.Var("upd", relax.TensorType((2, 1, 5), "int8"))
with bb.function("main", [data, idx, upd]):
    with bb.dataflow():
        o = bb.emit(relax.op.scatter_elements(data, idx, upd, axis=1, reduction="mean"))
        gv = bb.emit_output(o)
    bb.emit_func_output(gv)
mod = relax.transform.LegalizeOps()(bb.get())
print(mod)
