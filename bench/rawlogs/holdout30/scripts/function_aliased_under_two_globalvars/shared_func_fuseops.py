# cause: function_aliased_under_two_globalvars
# expect: appears at multiple definition sites
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

np.random.seed(0)


@R.function
def head(
    x: R.Tensor((32, 64), "float32"), w: R.Tensor((64, 16), "float32")
) -> R.Tensor((32, 16), "float32"):
    with R.dataflow():
        y = R.matmul(x, w)
        z = R.nn.softmax(y, axis=-1)
        R.output(z)
    return z


def make_module():
    return tvm.IRModule({"train_step": head, "infer": head})


def test_fused_heads():
    mod = make_module()
    seq = tvm.transform.Sequential(
        [
            relax.transform.LegalizeOps(),
            relax.transform.AnnotateTIROpPattern(),
            relax.transform.FuseOps(),
            relax.transform.FuseTIR(),
        ]
    )
    mod = seq(mod)
    ex = tvm.compile(mod, "llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.rand(32, 64).astype("float32")
    w = np.random.rand(64, 16).astype("float32")
    out = vm["infer"](tvm.runtime.tensor(x), tvm.runtime.tensor(w)).numpy()
    np.testing.assert_allclose(out.sum(axis=-1), np.ones(32), rtol=1e-5)
