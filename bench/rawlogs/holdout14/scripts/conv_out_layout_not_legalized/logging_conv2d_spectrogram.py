# cause: conv_out_layout_not_legalized
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: combined
import logging
import tvm
from tvm import relax, tirx

logging.basicConfig(level=logging.INFO, format="%(levelname)s:%(name)s:%(message)s")
t = tirx.Var("t", "int64")
x = relax.Var("x", relax.TensorType([2, 80, t, 1], "float32"))
w = relax.Var("w", relax.TensorType([256, 80, 3, 1], "float32"))
bb = relax.BlockBuilder()
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.conv2d(x, w, padding=(1, 0), out_layout="NHWC"))
        y = bb.emit_output(relax.op.nn.relu(y))
    bb.emit_func_output(y)
mod = relax.transform.LegalizeOps()(bb.get())
ex = tvm.compile(mod, target="llvm")
