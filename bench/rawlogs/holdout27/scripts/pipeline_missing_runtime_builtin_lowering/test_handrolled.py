# cause: pipeline_missing_runtime_builtin_lowering
# expect: R\.memory\.alloc_storage
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Elem:
    @R.function
    def main(x: R.Tensor((3, 5), "float32")):
        with R.dataflow():
            a = R.exp(x)
            b = R.log(a)
            R.output(b)
        return b


def handrolled():
    T = relax.transform
    return tvm.transform.Sequential([
        T.LegalizeOps(), T.AnnotateTIROpPattern(), T.FuseOps(), T.FuseTIR(),
        T.ToNonDataflow(), T.RemovePurityChecking(), T.CallTIRRewrite(),
        T.StaticPlanBlockMemory(), T.LowerAllocTensor(), T.KillAfterLastUse(),
        T.ComputePrimValue(), T.VMShapeLower(), T.AttachGlobalSymbol(),
    ])


@pytest.mark.parametrize("target", ["llvm"])
def test_roundtrip(target):
    ex = tvm.compile(Elem, target, relax_pipeline=handrolled())
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.rand(3, 5).astype("float32")
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x)).numpy(), x, rtol=1e-5)
