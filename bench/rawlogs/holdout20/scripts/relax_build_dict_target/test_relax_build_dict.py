# cause: relax_build_dict_target
# expect: is not iterable
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R
np.random.seed(0)


@I.ir_module
class LayerNorm:
    @R.function
    def main(x: R.Tensor((8, 768), "float32"), g: R.Tensor((768,), "float32"), b: R.Tensor((768,), "float32")):
        with R.dataflow():
            y = R.nn.layer_norm(x, g, b, axes=[-1])
            R.output(y)
        return y


def test_layernorm_vm():
    ex = relax.build(LayerNorm, target={"kind": "llvm"})
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.rand(8, 768).astype("float32")
    out = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(np.ones(768, "float32")),
                     tvm.runtime.tensor(np.zeros(768, "float32")))
    assert out.numpy().shape == (8, 768)
