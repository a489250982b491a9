# cause: user_truediv_symbolic_dim
# expect: TVM supports multiple types of integer divisions
import tvm
from tvm import relax, te, tirx

n = tirx.Var("n", "int64")
x = relax.Var("x", relax.TensorType([n, 8], "float32"))
bb = relax.BlockBuilder()
with bb.function("main", [x]):
    y = bb.emit_te(lambda a: te.compute((a.shape[0] / 2, 8), lambda i, j: a[i * 2, j], name="even_rows"), x)
    bb.emit_func_output(y)
