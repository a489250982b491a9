# cause: pipeline_missing_legalize
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Soft:
    @R.function
    def main(x: R.Tensor((4, 1000), "float32")):
        with R.dataflow():
            y = R.nn.softmax(x, axis=-1)
            R.output(y)
        return y


@tvm.transform.module_pass(opt_level=0, name="MyLowering")
def my_lowering(mod, ctx):
    passes = [
        relax.transform.AnnotateTIROpPattern(),
        relax.transform.FuseOps(),
        relax.transform.FuseTIR(),
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
    return tvm.transform.Sequential(passes)(mod)


def test_softmax_runs():
    ex = tvm.compile(Soft, "llvm", relax_pipeline=my_lowering)
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.rand(4, 1000).astype("float32")
    out = vm["main"](tvm.runtime.tensor(x)).numpy()
    np.testing.assert_allclose(out.sum(-1), np.ones(4), rtol=1e-5)
