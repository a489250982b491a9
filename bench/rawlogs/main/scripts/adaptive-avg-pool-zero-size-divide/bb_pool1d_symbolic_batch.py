# cause: adaptive-avg-pool-zero-size-divide
# expect: _nn_adaptive_avg_pool[123]d[\s\S]*Divide by zero
# capture: combined
import logging

import tvm
from tvm import relax
from tvm import tirx

print("=" * 60)
print("building relax module")
print("=" * 60)

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("repro")
log.info("starting build with tvm %s", tvm.__version__)

bb = relax.BlockBuilder()
b = tirx.Var("b", "int64")
x = relax.Var("x", relax.TensorType((b, 8, 0), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.adaptive_avg_pool1d(x, output_size=4))
    bb.emit_func_output(y)
mod = bb.get()

with tvm.target.Target("llvm"):
    mod = relax.get_pipeline("zero")(mod)
