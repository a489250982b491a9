# cause: adaptive-pool-zero-output-size
# expect: Divide by zero
# post: crlf
import numpy as np
import tvm
from tvm import relax

CONFIG = {"in_ch": 3, "mid_ch": 8, "pool_hw": 0}


def classifier(cfg):
    bb = relax.BlockBuilder()
    img = relax.Var("img", relax.TensorType((1, cfg["in_ch"], 28, 28), "float32"))
    w = relax.const(np.random.rand(cfg["mid_ch"], cfg["in_ch"], 3, 3).astype("float32"))
    with bb.function("main", [img]):
        with bb.dataflow():
            c = bb.emit(relax.op.nn.conv2d(img, w, padding=1))
            r = bb.emit(relax.op.nn.relu(c))
            p = bb.emit(relax.op.nn.adaptive_avg_pool2d(r, output_size=(cfg["pool_hw"], cfg["pool_hw"])))
            out = bb.emit_output(relax.op.reshape(p, (1, -1)))
        bb.emit_func_output(out)
    return bb.get()


mod = classifier(CONFIG)
print("compiling classifier with", CONFIG)
exe = tvm.compile(mod, target="llvm")
