# cause: pattern_op_name_not_registered
# expect: Operator relax\.nn\.matmul is not registered
# capture: notebook
import tvm
from tvm import relax
from tvm.relax.dpl import PatternContext, is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R

# %%
@I.ir_module
class Attn:
    @R.function
    def main(
        x: R.Tensor((1, 16, 64), "float32"),
        wq: R.Tensor((64, 64), "float32"),
        wk: R.Tensor((64, 64), "float32"),
        wv: R.Tensor((64, 64), "float32"),
    ):
        with R.dataflow():
            q = R.matmul(x, wq)
            k = R.matmul(x, wk)
            v = R.matmul(x, wv)
            out = (q, k, v)
            R.output(out)
        return out

# %%
with PatternContext() as ctx:
    inp = wildcard()
    q_mm = is_op("relax.nn.matmul")(inp, wildcard())
    k_mm = is_op("relax.nn.matmul")(inp, wildcard())
    v_mm = is_op("relax.nn.matmul")(inp, wildcard())

# %%
block = Attn["main"].body.blocks[0]
print(ctx.match_dfb(block))
