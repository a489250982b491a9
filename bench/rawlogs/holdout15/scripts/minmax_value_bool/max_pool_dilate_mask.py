# cause: minmax_value_bool
# expect: min_value
# capture: combined
import tvm
from tvm import relax

print("dilating segmentation mask with max_pool2d")
bb = relax.BlockBuilder()
m = relax.Var("mask", relax.TensorType((1, 1, 32, 32), "bool"))
with bb.function("dilate", [m]):
    with bb.dataflow():
        d = bb.emit(relax.op.nn.max_pool2d(m, pool_size=(3, 3), strides=(1, 1), padding=(1, 1)))
        gv = bb.emit_output(d)
    bb.emit_func_output(gv)
mod = relax.transform.LegalizeOps()(bb.get())
print("legalized OK?", mod is not None)
