# cause: pool2d-convert-layout-desired
# expect: NoDesiredLayout
# post: crlf
import numpy as np
import tvm
from tvm import relax


def resnet_stem():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 3, 224, 224), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            w = relax.const(np.zeros((64, 3, 7, 7), "float32"))
            c = bb.emit(relax.op.nn.conv2d(x, w, strides=2, padding=3))
            r = bb.emit(relax.op.nn.relu(c))
            p = bb.emit(relax.op.nn.max_pool2d(r, pool_size=(3, 3), strides=(2, 2), padding=(1, 1)))
            out = bb.emit_output(p)
        bb.emit_func_output(out)
    return bb.get()


seq = tvm.transform.Sequential(
    [
        relax.transform.ConvertLayout(
            {"relax.nn.conv2d": ["NHWC", "OHWI"], "relax.nn.max_pool2d": ["NHWC", "NHWC"]}
        ),
        relax.transform.Normalize(),
        relax.transform.FoldConstant(),
    ]
)
with tvm.transform.PassContext(opt_level=3):
    mod = seq(resnet_stem())
