# cause: conv_out_layout_not_legalized
# expect: CodeGenVM cannot emit this Relax operator directly
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax, tirx

h = tirx.Var("h", "int64")
x = relax.Var("x", relax.TensorType([1, 8, h, h], "float32"))
w = relax.Var("w", relax.TensorType([8, 4, 4, 4], "float32"))
bb = relax.BlockBuilder()
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.conv2d(x, relax.op.permute_dims(w, [1, 0, 2, 3]), padding=1, out_layout="NHWC"))
    bb.emit_func_output(y)
mod = relax.get_pipeline("zero")(bb.get())
ex = relax.build(mod, target="llvm")
