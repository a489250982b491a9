# cause: matmul-reduction-length-mismatch
# expect: reduction length of the operands to be equal
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import relax as R

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((4, 32), "float16"))
w = relax.Var("w", R.Tensor((16, 32), "float16"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit(relax.op.matmul(x, w))  # forgot permute_dims(w)
        out = bb.emit_output(relax.op.nn.gelu(y))
    bb.emit_func_output(out)
print(bb.get())
