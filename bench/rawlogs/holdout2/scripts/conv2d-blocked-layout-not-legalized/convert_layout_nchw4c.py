# cause: conv2d-blocked-layout-not-legalized
# expect: CodeGenVM cannot emit this Relax operator directly
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 16, 28, 28), "float32"))
w = relax.Var("w", relax.TensorType((32, 16, 3, 3), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.conv2d(x, w, padding=1))
        out = bb.emit_output(relax.op.nn.relu(y))
    bb.emit_func_output(out)
mod = bb.get()

mod = relax.transform.ConvertLayout({"relax.nn.conv2d": ["NCHW4c", "OIHW4i4o"]})(mod)
tvm.compile(mod, target="llvm")
