# cause: build_pipeline_missing_legalizeops
# expect: Offending call:\s+R\.nn\.conv2d
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

np.random.seed(0)


@I.ir_module
class Net:
    @R.function
    def main(
        x: R.Tensor((1, 3, 28, 28), "float32"), w: R.Tensor((6, 3, 5, 5), "float32")
    ) -> R.Tensor((1, 6, 24, 24), "float32"):
        with R.dataflow():
            y = R.nn.conv2d(x, w)
            z = R.tanh(y)
            R.output(z)
        return z


my_pipeline = tvm.transform.Sequential(
    [
        relax.transform.AnnotateTIROpPattern(),
        relax.transform.FoldConstant(),
        relax.transform.FuseOps(),
        relax.transform.FuseTIR(),
        relax.transform.RewriteDataflowReshape(),
        relax.transform.ToNonDataflow(),
        relax.transform.RemovePurityChecking(),
        relax.transform.CallTIRRewrite(),
        relax.transform.StaticPlanBlockMemory(),
        relax.transform.LowerAllocTensor(),
        relax.transform.KillAfterLastUse(),
        relax.transform.LowerRuntimeBuiltin(),
        relax.transform.ComputePrimValue(),
        relax.transform.VMShapeLower(),
        relax.transform.AttachGlobalSymbol(),
    ]
)
ex = tvm.compile(Net, target="llvm", relax_pipeline=my_pipeline)
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](
    tvm.runtime.tensor(np.random.rand(1, 3, 28, 28).astype("float32")),
    tvm.runtime.tensor(np.random.rand(6, 3, 5, 5).astype("float32")),
).numpy().shape)
