# cause: global-var-name-not-found
# expect: Cannot find global var
# env: TVM_BACKTRACE=1
import logging

import tvm
from tvm import relax

logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3,), "float32"))
with bb.function("Main", [x]):
    y = bb.emit(relax.op.square(x))
    bb.emit_func_output(y)
mod = bb.get()
logging.info("module has %d function(s)", len(mod.functions))
gv = mod.get_global_var("main")
mod = mod.with_attr("entry", gv)
