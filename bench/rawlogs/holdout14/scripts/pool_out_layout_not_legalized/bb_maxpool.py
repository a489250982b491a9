# cause: pool_out_layout_not_legalized
# expect: CodeGenVM cannot emit this Relax operator directly
import tvm
from tvm import relax, tirx

n = tirx.Var("n", "int64")
x = relax.Var("x", relax.TensorType([1, 4, n, n], "float32"))
bb = relax.BlockBuilder()
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.max_pool2d(x, pool_size=(2, 2), strides=(2, 2), out_layout="NHWC"))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
