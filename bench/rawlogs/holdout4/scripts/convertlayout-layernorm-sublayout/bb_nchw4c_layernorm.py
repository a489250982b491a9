# cause: convertlayout-layernorm-sublayout
# expect: requires the input gamma, beta, etc\., to have size same as the lengths of the data on the given axes
# capture: stderr
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 8, 10, 10), "float32"))
w = relax.Var("w", relax.TensorType((8, 8, 3, 3), "float32"))
g = relax.Var("g", relax.TensorType((8,), "float32"))
b = relax.Var("b", relax.TensorType((8,), "float32"))
with bb.function("main", [x, w, g, b]):
    with bb.dataflow():
        c = bb.emit(relax.op.nn.conv2d(x, w, padding=1))
        n = bb.emit(relax.op.nn.layer_norm(c, g, b, axes=[1]))
        out = bb.emit_output(relax.op.nn.relu(n))
    bb.emit_func_output(out)
mod = relax.transform.ConvertLayout({"relax.nn.conv2d": ["NCHW4c", "OIHW4i4o"]})(bb.get())
