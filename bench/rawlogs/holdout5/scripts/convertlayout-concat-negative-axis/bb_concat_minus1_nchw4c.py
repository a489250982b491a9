# cause: convertlayout-concat-negative-axis
# expect: DataflowBlock Pass should not rewrite or delete any global-scope Var
# capture: stderr
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType([1, 8, 16, 16], "float32"))
w1 = relax.Var("w1", relax.TensorType([8, 8, 3, 3], "float32"))
w2 = relax.Var("w2", relax.TensorType([8, 8, 1, 1], "float32"))
with bb.function("main", [x, w1, w2]):
    with bb.dataflow():
        a = bb.emit(relax.op.nn.conv2d(x, w1, padding=1))
        b = bb.emit(relax.op.nn.conv2d(x, w2))
        c = bb.emit(relax.op.concat([a, b], axis=-1))
        gv = bb.emit_output(c)
    bb.emit_func_output(gv)

mod = relax.transform.ConvertLayout({"relax.nn.conv2d": ["NCHW4c", "OIHW4o"]})(bb.get())
mod.show()
