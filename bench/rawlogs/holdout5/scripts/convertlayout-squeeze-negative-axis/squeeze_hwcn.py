# cause: convertlayout-squeeze-negative-axis
# expect: std::bad_alloc
# capture: stderr
# post: truncate=0.4
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType([1, 2, 6, 6], "float32"))
w = relax.Var("w", relax.TensorType([2, 2, 3, 3], "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.conv2d(x, w, padding=1))
        s = bb.emit(relax.op.squeeze(y, axis=[-4]))
        t = bb.emit(relax.op.nn.relu(s))
        gv = bb.emit_output(t)
    bb.emit_func_output(gv)
mod = relax.transform.ConvertLayout({"relax.nn.conv2d": ["HWCN", "HWIO"]})(bb.get())
