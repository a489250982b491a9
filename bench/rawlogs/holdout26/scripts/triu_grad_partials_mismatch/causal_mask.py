# cause: triu_grad_partials_mismatch
# expect: partials number != inputs number
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class UpperScores:
    @R.function
    def main(q: R.Tensor((6, 8), "float32"), k: R.Tensor((6, 8), "float32")):
        with R.dataflow():
            kt = R.permute_dims(k, [1, 0])
            s = R.matmul(q, kt)
            m = R.triu(s, 1)
            loss = R.sum(m)
            R.output(loss)
        return loss


mod = relax.transform.Gradient("main")(UpperScores)
mod = relax.transform.LegalizeOps()(mod)
ex = tvm.compile(mod, "llvm")
