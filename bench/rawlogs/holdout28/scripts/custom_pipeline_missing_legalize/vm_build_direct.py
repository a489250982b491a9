# cause: custom_pipeline_missing_legalize
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: stderr
# post: truncate=0.7
# only the memory passes, we want to look at the planned allocations
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Pad:
    @R.function
    def main(x: R.Tensor((1, "c", "h", "w"), "float32")):
        with R.dataflow():
            y = R.nn.max_pool2d(x, pool_size=[2, 2], strides=[2, 2])
            R.output(y)
        return y


seq = tvm.transform.Sequential([
    relax.transform.ToNonDataflow(),
    relax.transform.RemovePurityChecking(),
    relax.transform.CallTIRRewrite(),
    relax.transform.StaticPlanBlockMemory(),
])
mod = seq(Pad)
mod.show()
ex = tvm.compile(mod, target="llvm", relax_pipeline=None)
