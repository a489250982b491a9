# cause: adaptive-pool-zero-output-size
# expect: Divide by zero
# capture: combined
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Pool1D:
    @R.function
    def main(sig: R.Tensor((4, 2, 100), "float32")):
        with R.dataflow():
            p = R.nn.adaptive_avg_pool1d(sig, output_size=[0], layout="NCW")
            R.output(p)
        return p


print(Pool1D)
out = relax.transform.LegalizeOps()(Pool1D)
print(out)
