# cause: te_reduction_not_top_level
# expect: Reductions are only allowed at the top level
# capture: stderr
# post: truncate=0.55
import tvm
from tvm import relax, te
from tvm.script import ir as I, relax as R


def l2_normalize_te(x):
    n, d = x.shape
    k = te.reduce_axis((0, d), "k")
    return te.compute(
        (n, d),
        lambda i, j: x[i, j] / te.sqrt(te.sum(x[i, k] * x[i, k], axis=k) + 1e-6),
        name="l2norm",
    )


def legalize_rms(bb, call):
    return bb.call_te(l2_normalize_te, call.args[0], primfunc_name_hint="l2norm")


@I.ir_module
class Emb:
    @R.function
    def main(x: R.Tensor((16, 128), "float32")):
        with R.dataflow():
            y = R.nn.softmax(x)
            R.output(y)
        return y


mod = relax.transform.LegalizeOps({"relax.nn.softmax": legalize_rms})(Emb)
print(mod)
