# cause: rewrite_callback_swapped_operands
# expect: Matmul requires the reduction length of the operands to be equal
# capture: combined
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard, rewrite_call
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Linear:
    @R.function
    def main(x: R.Tensor((2, 128), "float32"), w: R.Tensor((256, 128), "float32")):
        with R.dataflow():
            wt = R.permute_dims(w, axes=[1, 0])
            y = R.matmul(x, wt)
            R.output(y)
        return y


act, weight = wildcard(), wildcard()
pat = is_op("relax.matmul")(act, is_op("relax.permute_dims")(weight))


def fold(expr, m):
    # want (W @ x^T)^T, written as matmul(W, x) then transpose
    mm = relax.op.matmul(m[weight], m[act])
    return relax.op.permute_dims(mm, [1, 0])


print(Linear)
new = rewrite_call(pat, fold, Linear["main"])
print(new)
