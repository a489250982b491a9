# cause: pool_grad_dilation_not_legalized
# expect: R\.grad\.avg_pool2d_backward
# capture: combined
import logging
import numpy as np
import tvm
from tvm import relax

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 2, 11, 11), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        p = bb.emit(relax.op.nn.avg_pool2d(x, (3, 3), (1, 1), dilation=(2, 2)))
        out = bb.emit_output(relax.op.sum(relax.op.multiply(p, p)))
    bb.emit_func_output(out)
mod = relax.transform.Gradient("main")(bb.get())
logging.info("gradient done, legalizing")
mod = relax.transform.LegalizeOps()(mod)
logging.info("building")
ex = relax.build(mod, target="llvm")
