# cause: adaptive-pool2d-convert-layout-desired
# expect: NoDesiredLayout
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax


def head(num_classes=10):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 32, 16, 16), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            w = relax.const(np.random.rand(64, 32, 3, 3).astype("float32"))
            c = bb.emit(relax.op.nn.conv2d(x, w, padding=1))
            g = bb.emit(relax.op.nn.adaptive_avg_pool2d(c, output_size=1))
            f = bb.emit(relax.op.reshape(g, (1, 64)))
            fc = relax.const(np.random.rand(64, num_classes).astype("float32"))
            out = bb.emit_output(relax.op.matmul(f, fc))
        bb.emit_func_output(out)
    return bb.get()


desired = {"relax.nn.conv2d": ["NHWC", "OHWI"], "relax.nn.adaptive_avg_pool2d": ["NHWC"]}
print("converting with", desired)
mod = relax.transform.ConvertLayout(desired)(head())
mod = relax.transform.LegalizeOps()(mod)
print(tvm.compile(mod, target="llvm"))
