# cause: pool_out_layout_not_legalized
# expect: CodeGenVM cannot emit this Relax operator directly
# post: truncate=0.8
import logging
import tvm
from tvm import relax, tirx

logging.basicConfig(level=logging.DEBUG)
t = tirx.Var("t", "int64")
x = relax.Var("x", relax.TensorType([4, 32, t, t], "float16"))
bb = relax.BlockBuilder()
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.max_pool2d(x, pool_size=(2, 2), strides=(2, 2), ceil_mode=True, out_layout="NHWC"))
    bb.emit_func_output(y)
tvm.compile(bb.get(), target="llvm")
