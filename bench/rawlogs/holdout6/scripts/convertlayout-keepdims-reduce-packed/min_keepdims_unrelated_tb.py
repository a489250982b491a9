# cause: convertlayout-keepdims-reduce-packed
# expect: Could not parse mapping as sum of iterators
import traceback
import tvm
from tvm import relax
from tvm.relax import op

try:
    cfg = {"layout": "NCHW4c"}
    cfg["kernel_layout"].upper()
except KeyError:
    traceback.print_exc()
    cfg["kernel_layout"] = "OIHW4o"

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 4, 8, 8), "float32"))
w = relax.Var("w", relax.TensorType((4, 4, 3, 3), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        c = bb.emit(op.nn.conv2d(x, w))
        m = bb.emit(op.min(c, axis=[1], keepdims=True))
        out = bb.emit_output(m)
    bb.emit_func_output(out)
mod = relax.transform.ConvertLayout({"relax.nn.conv2d": [cfg["layout"], cfg["kernel_layout"]]})(bb.get())
tvm.compile(mod, "llvm")
