# cause: codegen_functions_built_without_runcodegen
# expect: VMShapeLower do not work for local functions
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.relax.frontend import nn

np.random.seed(0)


class Head(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(32, 4)

    def forward(self, x: nn.Tensor):
        return nn.softmax(self.fc(x), axis=-1)


def offload(mod):
    mm = is_op("relax.matmul")(wildcard(), is_op("relax.permute_dims")(wildcard()))
    patterns = [("mylib.linear_bias", is_op("relax.add")(mm, wildcard()))]
    return relax.transform.FuseOpsByPattern(patterns, bind_constants=False, annotate_codegen=True)(mod)


def test_head_runs():
    mod, params = Head().export_tvm(spec={"forward": {"x": nn.spec.Tensor((2, 32), "float32")}})
    mod = offload(mod)
    ex = relax.build(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    args = [tvm.runtime.tensor(np.random.rand(2, 32).astype("float32"))]
    args += [tvm.runtime.tensor(np.random.rand(*p.shape).astype("float32")) for _, p in params]
    out = vm["forward"](*args).numpy()
    np.testing.assert_allclose(out.sum(axis=-1), 1.0, rtol=1e-5)
