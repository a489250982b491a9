# cause: convertlayout-pool2d-desired-layout
# expect: NoDesiredLayout\(call, desired_layouts\)
import tvm
from tvm import relax
from tvm.script import relax as R

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((1, 16, 32, 32), "float32"))
w = relax.Var("w", R.Tensor((16, 16, 3, 3), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        c = bb.emit(relax.op.nn.conv2d(x, w, padding=1))
        p = bb.emit(relax.op.nn.max_pool2d(c, pool_size=(2, 2), strides=(2, 2)))
        o = bb.emit_output(p)
    bb.emit_func_output(o)
mod = bb.get()
desired = {"relax.nn.conv2d": ["NHWC", "OHWI"], "relax.nn.max_pool2d": ["NHWC"]}
mod = relax.transform.ConvertLayout(desired)(mod)
