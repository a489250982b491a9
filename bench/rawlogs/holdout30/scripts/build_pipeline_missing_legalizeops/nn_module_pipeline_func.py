# cause: build_pipeline_missing_legalizeops
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.relax.backend.cpu_generic import pipeline as cpu
from tvm.relax.frontend import nn

np.random.seed(0)


class Embed(nn.Module):
    def __init__(self):
        self.proj = nn.Linear(24, 12)

    def forward(self, x: nn.Tensor):
        return nn.softmax(self.proj(x), axis=-1)


@tvm.transform.module_pass(opt_level=0, name="my_build_pipeline")
def my_build_pipeline(mod, ctx):
    target = tvm.target.Target.current()
    passes = [
        relax.transform.AnnotateTIROpPattern(),
        relax.transform.FuseOps(),
        relax.transform.FuseTIR(),
        relax.transform.DeadCodeElimination(),
    ]
    passes += cpu.dataflow_lower_passes(target) + cpu.finalize_passes(target)
    return tvm.transform.Sequential(passes)(mod)


def test_embed_softmax():
    mod, params = Embed().export_tvm(spec={"forward": {"x": nn.spec.Tensor((3, 24), "float32")}})
    ex = tvm.compile(mod, "llvm", relax_pipeline=my_build_pipeline)
    vm = relax.VirtualMachine(ex, tvm.cpu())
    inputs = [np.random.rand(3, 24)] + [np.random.rand(*p.shape) for _, p in params]
    out = vm["forward"](*[tvm.runtime.tensor(a.astype("float32")) for a in inputs]).numpy()
    np.testing.assert_allclose(out.sum(-1), np.ones(3), rtol=1e-5)
