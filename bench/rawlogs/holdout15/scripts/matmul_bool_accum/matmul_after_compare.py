# cause: matmul_bool_accum
# expect: CreateMul
# env: TVM_BACKTRACE=1
# post: truncate=0.6
import tvm
from tvm import relax

bb = relax.BlockBuilder()
q = relax.Var("q", relax.TensorType((32, 64), "float32"))
k = relax.Var("k", relax.TensorType((64, 32), "float32"))
with bb.function("main", [q, k]):
    with bb.dataflow():
        qb = bb.emit(relax.op.greater(q, relax.const(0.0, "float32")))
        kb = bb.emit(relax.op.greater(k, relax.const(0.0, "float32")))
        s = bb.emit(relax.op.matmul(qb, kb))
        gv = bb.emit_output(s)
    bb.emit_func_output(gv)
mod = relax.transform.LegalizeOps()(bb.get())
mod = relax.transform.DeadCodeElimination()(mod)
tvm.compile(mod, target="llvm")
