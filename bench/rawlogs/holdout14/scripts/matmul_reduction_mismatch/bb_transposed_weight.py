# cause: matmul_reduction_mismatch
# expect: Matmul requires the reduction length of the operands to be equal
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax, tirx

s = tirx.Var("s", "int64")
x = relax.Var("x", relax.TensorType([1, s, 512], "float16"))
w = relax.Var("w", relax.TensorType([2048, 512], "float16"))  # torch Linear layout (out, in)
bb = relax.BlockBuilder()
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit(relax.op.matmul(x, w))
        y = bb.emit_output(y)
    bb.emit_func_output(y)
