# cause: conv_out_layout_not_legalized
# expect: CodeGenVM cannot emit this Relax operator directly
import tvm
from tvm import relax, tirx

n = tirx.Var("n", "int64")
x = relax.Var("x", relax.TensorType([1, 3, n, n], "float32"))
w = relax.Var("w", relax.TensorType([16, 3, 3, 3], "float32"))
bb = relax.BlockBuilder()
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.conv2d(x, w, padding=1, out_layout="NHWC"))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
