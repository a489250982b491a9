# cause: build_pipeline_missing_legalizeops
# expect: Offending call:\s+R\.matmul
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.relax.backend.cpu_generic import pipeline as cpu_generic
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R

np.random.seed(0)


@I.ir_module
class Proj:
    @R.function
    def main(
        x: R.Tensor((16, 32), "float32"), w: R.Tensor((32, 8), "float32"), b: R.Tensor((8,), "float32")
    ) -> R.Tensor((16, 8), "float32"):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.add(y, b)
            R.output(z)
        return z


target = tvm.target.Target("llvm")
dense = is_op("relax.add")(is_op("relax.matmul")(wildcard(), wildcard()), wildcard())
passes = (
    cpu_generic.library_dispatch_passes(target)
    + [relax.transform.FuseOpsByPattern([("native.dense_bias", dense)])]
    + cpu_generic.dataflow_lower_passes(target)
    + cpu_generic.finalize_passes(target)
)
ex = tvm.compile(Proj, target, relax_pipeline=tvm.transform.Sequential(passes))
vm = relax.VirtualMachine(ex, tvm.cpu())
x, w, b = np.random.rand(16, 32), np.random.rand(32, 8), np.random.rand(8)
print(vm["main"](*[tvm.runtime.tensor(a.astype("float32")) for a in (x, w, b)]).numpy())
