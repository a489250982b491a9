# cause: layernorm-zero-extent-div0
# expect: Divide by zero
# capture: stderr
import numpy as np
import tvm
from tvm import relax


def build(feat):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType([2, feat], "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            g = relax.const(np.ones((feat,), "float32"))
            b = relax.const(np.zeros((feat,), "float32"))
            y = bb.emit(relax.op.nn.layer_norm(x, g, b, axes=[-1], epsilon=1e-6))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    return tvm.compile(bb.get(), target="llvm")


for feat in [8, 0]:
    print("feat", feat)
    build(feat)
