# cause: llvm_bool_arith_codegen
# expect: MatchesCode\(DLDataTypeCode::kDLFloat\)
# env: TVM_BACKTRACE=1
# post: truncate=0.55
import logging
import tvm
from tvm import relax

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
log = logging.getLogger("fuzz")

bb = relax.BlockBuilder()
p = relax.Var("p", relax.TensorType((6, 6), "bool"))
q = relax.Var("q", relax.TensorType((6,), "bool"))
with bb.function("main", [p, q]):
    with bb.dataflow():
        r = bb.emit(relax.op.floor_divide(p, q))
        o = bb.emit_output(r)
    bb.emit_func_output(o)
mod = bb.get()
log.info("program has %d functions", len(mod.functions))
mod = relax.transform.LegalizeOps()(mod)
log.info("legalized; building")
tvm.compile(mod, target="llvm")
