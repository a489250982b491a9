# cause: scan-axis-unchecked
# expect: cumsum[\s\S]*Index out of range\. size: 0, got index 0
# env: TVM_BACKTRACE=1
# post: truncate=0.7
import tvm
from tvm import relax

bb = relax.BlockBuilder()
c = relax.Var("count", relax.TensorType((), "int32"))
with bb.function("offsets", [c]):
    with bb.dataflow():
        o = bb.emit(relax.op.cumsum(c, axis=0, dtype="int64", exclusive=True))
        o = bb.emit_output(o)
    bb.emit_func_output(o)
mod = bb.get()
print("type of result:", mod["offsets"].ret_ty)
with tvm.target.Target("llvm"):
    mod = relax.backend.DispatchSortScan()(mod)
    mod = relax.transform.LegalizeOps()(mod)
mod.show()
