# cause: pool2d-convert-layout-desired
# expect: NoDesiredLayout
# capture: combined
import numpy as np
import tvm
from tvm import relax

DESIRED = {
    "relax.nn.conv2d": ["NHWC", "OHWI"],
    "relax.nn.avg_pool2d": ["NHWC"],
}


def net():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 3, 64, 64), "float32"))
    w = relax.const(np.random.rand(16, 3, 3, 3).astype("float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            c = bb.emit(relax.op.nn.conv2d(x, w, padding=1))
            a = bb.emit(relax.op.nn.avg_pool2d(c, pool_size=(2, 2), strides=(2, 2)))
            out = bb.emit_output(a)
        bb.emit_func_output(out)
    return bb.get()


mod = net()
print(mod.script())
for op_name, layouts in DESIRED.items():
    print(f"  {op_name:24s} -> {layouts}")
mod = relax.transform.ConvertLayout(DESIRED)(mod)
print(mod.script())
