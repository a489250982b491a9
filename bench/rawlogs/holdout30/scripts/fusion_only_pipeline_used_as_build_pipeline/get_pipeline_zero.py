# cause: fusion_only_pipeline_used_as_build_pipeline
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn

np.random.seed(0)


class Conv(nn.Module):
    def __init__(self):
        self.conv = nn.Conv2D(4, 4, kernel_size=1, bias=True)

    def forward(self, x: nn.Tensor):
        return nn.relu(self.conv(x))


def test_fused_conv_build():
    mod, params = Conv().export_tvm(spec={"forward": {"x": nn.spec.Tensor((1, 4, 8, 8), "float32")}})
    fusion = relax.get_pipeline("zero")
    ex = relax.build(mod, target="llvm", relax_pipeline=fusion)
    vm = relax.VirtualMachine(ex, tvm.cpu())
    inputs = [np.random.rand(1, 4, 8, 8).astype("float32")]
    inputs += [np.random.rand(*p.shape).astype("float32") for _, p in params]
    out = vm["forward"](*[tvm.runtime.tensor(a) for a in inputs])
    assert out.numpy().min() >= 0
