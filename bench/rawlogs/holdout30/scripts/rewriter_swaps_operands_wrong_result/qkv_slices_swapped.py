# cause: rewriter_swaps_operands_wrong_result
# expect: Mismatched elements
# capture: notebook
import numpy as np
import tvm
from tvm import relax
from tvm.relax.dpl import PatternContext, is_op, rewrite_bindings, wildcard
from tvm.script import ir as I
from tvm.script import relax as R

np.random.seed(0)

# %%
@I.ir_module
class Attn:
    @R.function
    def main(
        x: R.Tensor((4, 16), "float32"),
        wq: R.Tensor((16, 16), "float32"),
        wk: R.Tensor((16, 16), "float32"),
    ) -> R.Tensor((4, 4), "float32"):
        with R.dataflow():
            q = R.matmul(x, wq)
            k = R.matmul(x, wk)
            s = R.matmul(q, R.permute_dims(R.exp(k)))
            R.output(s)
        return s

# %%
with PatternContext() as ctx:
    inp = wildcard()
    wq_p, wk_p = wildcard(), wildcard()
    q_p = is_op("relax.matmul")(inp, wq_p)
    k_p = is_op("relax.matmul")(inp, wk_p)


def merge_qk(m, bindings):
    both = R.matmul(m[inp], R.concat([m[wq_p], m[wk_p]], axis=1))
    first = R.strided_slice(both, axes=[1], begin=[0], end=[16])
    second = R.strided_slice(both, axes=[1], begin=[16], end=[32])
    return {m[q_p]: second, m[k_p]: first}


merged = tvm.IRModule({"main": rewrite_bindings(ctx, merge_qk, Attn["main"])})

# %%
def run(mod, *args):
    ex = tvm.compile(mod, "llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in args]).numpy()


args = [np.random.rand(*shape).astype("float32") * 0.1 for shape in [(4, 16), (16, 16), (16, 16)]]
np.testing.assert_allclose(run(merged, *args), run(Attn, *args), rtol=1e-4)
