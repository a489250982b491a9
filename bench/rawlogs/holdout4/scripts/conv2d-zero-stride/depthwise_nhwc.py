# cause: conv2d-zero-stride
# expect: Divide by zero
# capture: stderr
# env: TVM_BACKTRACE=1
# post: truncate=0.5
import tvm
from tvm import relax


def depthwise(channels, stride):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 14, 14, channels), "float32"))
    w = relax.Var("w", relax.TensorType((3, 3, 1, channels), "float32"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            out = bb.emit_output(relax.op.nn.conv2d(x, w, strides=stride, padding=1, groups=channels,
                                                     data_layout="NHWC", kernel_layout="HWIO"))
        bb.emit_func_output(out)
    return bb.get()


mods = [depthwise(32, (1, 1)), depthwise(32, (2, 0))]
for m in mods:
    tvm.compile(m, target="llvm")
