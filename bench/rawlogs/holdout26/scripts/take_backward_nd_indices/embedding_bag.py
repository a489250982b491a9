# cause: take_backward_nd_indices
# expect: AssertionError
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Embed:
    @R.function
    def main(
        table: R.Tensor((100, 16), "float32"),
        tokens: R.Tensor((4, 7), "int64"),
        proj: R.Tensor((16, 1), "float32"),
    ):
        with R.dataflow():
            e = R.take(table, tokens, axis=0)
            pooled = R.mean(e, axis=[1])
            score = R.matmul(pooled, proj)
            loss = R.sum(score)
            R.output(loss)
        return loss


p = Embed["main"].params
mod = relax.transform.Gradient("main", require_grads=[p[0], p[2]])(Embed)
print("gradient pass ok, legalizing...")
mod = relax.transform.LegalizeOps()(mod)
