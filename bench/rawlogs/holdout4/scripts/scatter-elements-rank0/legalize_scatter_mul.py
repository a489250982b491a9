# cause: scatter-elements-rank0
# expect: Index out of range\. size: 0, got index -1
# capture: stderr
# env: TVM_BACKTRACE=1
import logging
import tvm
from tvm import relax

logging.basicConfig(level=logging.DEBUG, format="[%(asctime)s] %(levelname)s %(message)s")

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((), "int32"))
i = relax.Var("i", relax.TensorType((), "int64"))
u = relax.Var("u", relax.TensorType((), "int32"))
with bb.function("main", [x, i, u]):
    with bb.dataflow():
        out = bb.emit_output(relax.op.scatter_elements(x, i, u, axis=-1, reduction="mul"))
    bb.emit_func_output(out)
mod = bb.get()
logging.info("module has %d functions", len(mod.functions))
mod = relax.transform.LegalizeOps()(mod)
logging.info("legalized")
