# cause: renamed-func-stale-global-symbol
# expect: Module has no function 'encoder'
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Encoder:
    @R.function
    def main(x: R.Tensor((2, 8), "float32"), w: R.Tensor((8, 4), "float32")) -> R.Tensor((2, 4), "float32"):
        with R.dataflow():
            h = R.matmul(x, w)
            o = R.nn.relu(h)
            R.output(o)
        return o


def build_named(mod, name):
    # rebuild the module so that the entry point has the name the caller wants
    return tvm.IRModule({name: mod["main"]})


def test_encoder_entry():
    mod = build_named(Encoder, "encoder")
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.rand(2, 8).astype("float32")
    w = np.random.rand(8, 4).astype("float32")
    out = vm["encoder"](tvm.runtime.tensor(x), tvm.runtime.tensor(w))
    np.testing.assert_allclose(out.numpy(), np.maximum(x @ w, 0), rtol=1e-5)
