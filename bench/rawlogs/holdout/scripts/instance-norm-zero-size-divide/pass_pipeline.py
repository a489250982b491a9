# cause: instance-norm-zero-size-divide
# expect: instance_norm[\s\S]*Divide by zero
# env: TVM_BACKTRACE=1
import sys
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((4, 3, 0, 6), "float32"), s: R.Tensor((3,), "float32"), t: R.Tensor((3,), "float32")):
        with R.dataflow():
            a = R.nn.instance_norm(x, s, t, channel_axis=1, axes=[2, 3])
            b = R.sigmoid(a)
            R.output(b)
        return b


def log(msg):
    print(msg, file=sys.stderr, flush=True)


seq = tvm.transform.Sequential(
    [
        relax.transform.DecomposeOpsForInference(),
        relax.transform.CanonicalizeBindings(),
        relax.transform.LegalizeOps(),
        relax.transform.FoldConstant(),
    ]
)
log("running pipeline on %d function(s)" % len(Mod.functions))
out = seq(Mod)
log("ok")
