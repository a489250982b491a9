# cause: conv2d-transpose-layout-not-legalized
# expect: CodeGenVM cannot emit this Relax operator directly
# post: truncate=0.45
import logging

import tvm
from tvm import relax

logging.basicConfig(level=logging.DEBUG, format="%(asctime)s %(levelname)s %(message)s")

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 32, 32, 3), "float32"))
w = relax.Var("w", relax.TensorType((3, 3, 3, 8), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.conv2d_transpose(x, w, data_layout="NHWC", kernel_layout="IHWO", out_dtype="float32"))
        out = bb.emit_output(relax.op.nn.relu(y))
    bb.emit_func_output(out)
mod = bb.get()
logging.info("legalizing")
mod = relax.transform.LegalizeOps()(mod)
logging.info("building")
tvm.compile(mod, target="llvm")
