# cause: conv2d-transpose-layout-unlegalized
# expect: CodeGenVM cannot emit[\s\S]*conv2d_transpose
import tvm
from tvm import relax

R = relax.op
bb = relax.BlockBuilder()
z = relax.Var("z", relax.TensorType((1, 8, 8, 64), "float32"))       # NHWC latent
w = relax.Var("w", relax.TensorType((64, 32, 4, 4), "float32"))      # IOHW
with bb.function("decode", [z, w]):
    with bb.dataflow():
        up = bb.emit(R.nn.conv2d_transpose(z, w, strides=(2, 2), padding=(1, 1), data_layout="NHWC"))
        out = bb.emit_output(R.sigmoid(up))
    bb.emit_func_output(out)
ex = tvm.compile(bb.get(), target="llvm")
