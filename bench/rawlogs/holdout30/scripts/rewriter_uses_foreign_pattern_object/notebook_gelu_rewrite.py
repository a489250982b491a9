# cause: rewriter_uses_foreign_pattern_object
# expect: key is not in Map
# capture: notebook
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, rewrite_call, wildcard
from tvm.script import ir as I
from tvm.script import relax as R

# %%
@I.ir_module
class Act:
    @R.function
    def main(x: R.Tensor((2, 128), "float32")):
        with R.dataflow():
            y = R.nn.gelu(x)
            z = R.multiply(y, x)
            R.output(z)
        return z

# %%
x_pat = wildcard()
gelu_pat = is_op("relax.nn.gelu")(x_pat)

# %%
x_pat = wildcard()
def to_tanh_gelu(call, m):
    return R.nn.gelu_tanh(m[x_pat])

# %%
print(rewrite_call(gelu_pat, to_tanh_gelu, Act["main"]))
