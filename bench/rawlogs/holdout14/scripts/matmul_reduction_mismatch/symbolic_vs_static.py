# cause: matmul_reduction_mismatch
# expect: Matmul requires the reduction length of the operands to be equal
# post: crlf
import tvm
from tvm import relax, tirx

m = tirx.Var("m", "int64")
k = tirx.Var("k", "int64")
a = relax.Var("a", relax.TensorType([m, 3], "float32"))
b = relax.Var("b", relax.TensorType([4, k], "float32"))
bb = relax.BlockBuilder()
with bb.function("main", [a, b]):
    c = bb.emit(relax.op.matmul(a, b))
    bb.emit_func_output(c)
