# cause: conv2d-transpose-layout-not-legalized
# expect: CodeGenVM cannot emit this Relax operator directly
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 16, 16, 32), "float32"))
w = relax.Var("w", relax.TensorType((32, 4, 4, 16), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        up = bb.emit(
            relax.op.nn.conv2d_transpose(x, w, strides=2, padding=1, data_layout="NHWC", kernel_layout="IHWO")
        )
        out = bb.emit_output(up)
    bb.emit_func_output(out)
tvm.compile(bb.get(), target="llvm")
