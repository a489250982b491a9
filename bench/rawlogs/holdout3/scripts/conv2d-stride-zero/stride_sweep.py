# cause: conv2d-stride-zero
# expect: Divide by zero
# post: crlf
import sys
import tvm
from tvm import relax


def conv_block(stride_h, stride_w):
    bb = relax.BlockBuilder()
    data = relax.Var("data", relax.TensorType((1, 1, 28, 28), "float32"))
    kernel = relax.Var("kernel", relax.TensorType((6, 1, 5, 5), "float32"))
    with bb.function("lenet_c1", [data, kernel]):
        with bb.dataflow():
            c1 = bb.emit(relax.op.nn.conv2d(data, kernel, strides=(stride_h, stride_w)))
            out = bb.emit_output(relax.op.tanh(c1))
        bb.emit_func_output(out)
    return bb.get()


for sh in range(2, -1, -1):
    print(f"[sweep] stride_h={sh}", file=sys.stderr)
    mod = conv_block(sh, 1)
    ex = relax.build(mod, target="llvm")
    print(f"[sweep] ok {sh}", file=sys.stderr)
